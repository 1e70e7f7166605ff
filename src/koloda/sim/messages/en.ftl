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
