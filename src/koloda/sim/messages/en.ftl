# koloda.sim: texts in English (docs/messages.md). Ids start with "sim-".

# Running games (koloda.sim.simulate).
sim-games-at-least-one = the number of games must be at least 1
sim-workers-at-least-one = the number of workers must be at least 1
sim-game-stalled = game { $index } (seed { $seed }) stalled: { $error }
sim-records-cannot-write = cannot write records to { $path }: { $error }
sim-ray-missing = Ray is not installed here: pip install 'koloda[ray]'
sim-ray-unreachable = no Ray cluster answers at { $address } ({ $reason })
sim-ray-failed = the games failed on Ray: { $reason }
sim-batched = playing in the batched engine (C, one process): every seat is a bot it holds; --no-batch plays the games in Python
sim-batched-pairings = { $count } of { $total } pairings play in the batched engine (C, one process): each of their seats is a bot it holds; --no-batch plays them in Python
sim-batch-record-differs = game { $index } (seed { $seed }): the batch's game does not replay to the same outcome in the Python rules

sim-tournament-two-bots = a tournament needs at least two bots
sim-tournament-games = each pair needs at least 2 games (one in each seat order)
sim-bench-no-position = { $game }: the game ended before a search position was found

# koloda bench's rows (bench.py, peers.py): $game a game's id, $players how many seat, $games how
# many games a batch plays at once; the figures and units are shown beside them.
sim-bench-random-playouts = { $game } { $players }p random playouts
sim-bench-actions = { $row }: actions
sim-bench-games = { $row }: games
sim-bench-matches = { $game } { $players }p play_match (random bots)
sim-bench-env = { $game } { $players }p rl env.step + observation
sim-bench-env-batched = { $game } { $players }p rl batched env.step + observation ({ $games } games)
sim-bench-heuristic-python = { $game } { $players }p play_match (heuristic bots)
sim-bench-heuristic-batched = { $game } { $players }p heuristic vs heuristic, batched ({ $games } games)
sim-bench-batch-random = { $game } { $players }p random playouts, batched ({ $games } games)
sim-bench-batch-heuristic = { $game } { $players }p heuristic playouts, batched ({ $games } games)
sim-bench-ismcts = ismcts on { $game } { $players }p
sim-bench-ismcts-midgame = ismcts on { $game } { $players }p, mid-game ({ $moves } random actions in)
sim-bench-ismcts-default = { $row }, default ({ $playouts })
sim-bench-ismcts-other = { $row } ({ $playouts })
sim-bench-playouts-to-end = playouts to the end
sim-bench-playouts-estimate = playouts cut at { $depth } + the game's estimate
sim-bench-playouts-neutral = playouts cut at { $depth } + a neutral value
sim-bench-peer = peer: { $peer } random playouts
sim-bench-peers = peers
sim-bench-python-path = the Python path (play_match)
# the notes below the table
sim-bench-not-measured = not measured: { $error }
sim-bench-not-measured-rl = not measured: { $error } (pip install 'koloda[rl]')
sim-bench-target-openspiel = target: { $times }× OpenSpiel's crazy_eights from Python
sim-bench-target-rlcard = target: { $times }× RLCard's uno env.step
sim-bench-no-openspiel = no ratio: OpenSpiel is not installed (pip install 'koloda[peers]')
sim-bench-no-rlcard = no ratio: rlcard is not installed (pip install 'koloda[peers]')
sim-bench-no-peers = no ratio: peers not measured (--no-peers)
sim-bench-peers-skipped = skipped (--no-peers)
sim-bench-peer-missing = not installed (pip install 'koloda[peers]')
sim-bench-peer-players = { $players } players

# Ladders of bot levels (koloda.sim.ladder), as Markdown tables.
sim-ladder-two-levels = a ladder needs at least two levels
sim-ladder-games = games per pairing must be even and at least 2 (half in each seat order), not { $games }
sim-ladder-head = | level | bot | rating (95% interval) | score against all | against the level below |
# The corner of the head-to-head table: rows against columns.
sim-ladder-corner = ↓ against →
sim-solo-ladder-head = | level | bot | win rate (95% interval) | games | won where the level below lost / the reverse | interval above the level below |
sim-yes = yes
sim-no = no

# Balance studies (koloda.sim.studies).
sim-no-balance-study = { $game } defines no balance study (no { $module } module)
sim-level-mismatch = { $label }: listed under level { $level }, set to another
sim-plot-needs-matplotlib = the plot needs matplotlib: pip install matplotlib ({ $error })
sim-plot-cannot-write = cannot write the plot to { $path }: { $error }
sim-plot-level-pooled = level (all settings pooled)
sim-plot-single-settings = single settings
sim-plot-x = difficulty level
sim-plot-y = player's win rate (95% CI)
sim-plot-title = { $game }: { $bot } bot, { $games } games a setting
sim-levels-head = | level | games | win rate | 95% interval |
sim-configs-head = | level | settings | win rate | 95% interval | mean actions |
sim-matchups-corner = ↓ against →
sim-matchups-all = against all
sim-matchups-first-seat = First seat's win rate, all pairs: { $rate } ({ $low }–{ $high }), { $games } games.
