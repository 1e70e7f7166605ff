# koloda.cli: texts in English (docs/messages.md). Ids start with "cli-".

## Errors, and what every command shares

cli-error = error
cli-see-help = see `{ $command } --help`
cli-interrupted = interrupted
cli-stopped = stopped
cli-unknown-lang = unknown language { $lang } (use ru or en)
cli-option-not-kind = option { $name }: { $text } is not { $kind }
cli-kind-bool = true or false
cli-kind-int = a whole number
cli-kind-float = a number
cli-option-not-key-value = write options as key=value, not { $item }
cli-seat-count = { $game } needs { $span } seats, got { $n }: give one --seat per player
cli-seats-range = { $min } to { $max }
cli-seat-out-of-range = --seat must be 0 to { $last } for this record

## Words a person may type, in each language: a list separated by commas. The command line
## takes the words of every language, whatever --lang is.

cli-words-human = human
cli-words-quit = q, quit, exit
cli-words-yes = y, yes
cli-words-help = ?, h, help
cli-words-stop = q
cli-words-true = true, yes, on, 1, y
cli-words-false = false, no, off, 0, n
cli-words-none = none, null

## koloda games, koloda rules

cli-games-title = Games
cli-col-id = id
cli-col-title = title
cli-col-players = players
cli-options-title = Options (default; choices) — set with --option name=value
cli-col-bots = bots
cli-levels-line = levels: { $levels }
cli-bots-line = bots: { $bots }
cli-unavailable-title = Unavailable here
cli-col-reason = reason
cli-no-games = no game can be played here
cli-no-rules = { $game } ships no rules page

## koloda play

cli-you = you
cli-person = person
cli-pass-device = Pass the device to { $who }. Press Enter when only they can see the screen.
cli-your-move = { $who }, your move
cli-you-may = { $who }, you may act (Enter to pass)
cli-pass-choice = pass
cli-prompt = choice
cli-type-text = { $label }: type it
cli-play-help = Type the number of an action or its label; Enter passes when passing is allowed; ? shows this help; q quits.
cli-bad-number = there is no action { $n }: choose 1 to { $count }
cli-must-choose = you must act now: choose 1 to { $count } (? for help)
cli-unknown-input = { $text } is not an action here: type 1 to { $count }, ? for help
cli-ambiguous = { $text } matches { $n } actions: type the number
cli-confirm-quit = Quit this game? [y/N]
cli-quit = game abandoned
cli-input-ended = input ended: game abandoned
cli-timer-note = (the rules give { $seconds } s here; the terminal does not hurry you)
cli-thinking = { $who } is thinking…
cli-game-over = Game over
cli-col-seat = seat
cli-col-player = player
cli-col-rank = place
cli-col-score = score
cli-record-written = record written to { $path }
cli-seed-used = seed { $seed }
cli-name-bad = --name { $name }: { $reason }
cli-name-empty = --name { $name } is empty
cli-record-no-folder = cannot write the record: no folder { $folder }

## koloda replay

cli-step-prompt = Enter: next action, q: stop
cli-not-finished = the record ends before the game does
cli-record-action = record action { $n }: { $reason }

## koloda analyse

cli-analysing = Analysing { $who }'s decisions
cli-analysis-title = { $game }: { $who }'s decisions ({ $budget } iterations each)
cli-col-move = move
cli-col-played = played
cli-col-best = best
cli-col-chance-played = win chance played
cli-col-chance-best = win chance best
cli-col-verdict = verdict
cli-verdict-inaccuracy = inaccuracy
cli-verdict-mistake = mistake
cli-verdict-blunder = blunder
cli-decline = wait (let the others act)
cli-analysis-summary = { $who }: { $decisions } decisions, { $best } as the search would play; { $inaccuracy } inaccuracies, { $mistake } mistakes, { $blunder } blunders; mean loss { $loss }
cli-no-decisions = { $who } had no choice to make in this record
cli-analysis-written = analysis written to { $path }

## koloda simulate

cli-simulating = Simulating { $game }
cli-sim-title = { $games } games of { $game }
cli-col-bot = bot
cli-col-win-rate = win rate
cli-col-ci = 95% CI
cli-col-mean-rank = mean rank
cli-mean-length = mean game length: { $value } actions
cli-first-seat-advantage = first-seat advantage: { $value }
# percentage points: the difference of two rates
cli-percentage-points = pp
cli-out-written = results written to { $path }
cli-sim-missing = simulation is not available in this installation: { $reason }
cli-simulate-bots-only = simulate plays bots only: use `koloda play` to take a seat

## koloda study

cli-studying = Studying { $game }
cli-col-level = level
cli-col-settings = settings
cli-col-games = games
cli-col-interval = 95% interval
cli-all-pooled = all pooled
cli-against-all = against all
cli-col-rating = rating
cli-col-below = vs below
cli-ladder-note = rating: OpenSkill's μ (95% interval); score: against all the other levels, draws count half; vs below: the score against the level below (95% interval)
cli-solo-note = vs below: the deals a level won where the level below lost / the deals it lost where that one won
cli-levels-title = { $game }: the player's win rate per level ({ $games } games a setting, bot { $bot })
cli-not-falling = the win rate does not fall from level { $a } to level { $b }: { $ra } → { $rb }
cli-out-of-line = { $label } (level { $level }, { $rate }) is out of line with level { $other } ({ $orate })
cli-falls = the win rate falls at every level
cli-plot-written = plot written to { $path }
cli-matrix-title = { $game }: row's win rate against column ({ $games } games each seat order, bot { $bot })
cli-first-seat-rate = first seat's win rate over all pairings: { $rate } ({ $lo } – { $hi })
cli-no-levels = { $game } defines no difficulty levels to study (STUDIES in its balance module)
cli-ladder-title = { $game }: the levels' ratings (OpenSkill, { $games } games a pairing, seed { $seed })
cli-versus-title = { $game }, { $players } players: { $challenger } in one seat, { $field } in the others ({ $games } deals a seat, seed { $seed })
cli-versus-score = { $challenger } scores { $score } against { $field } (95% interval { $lo }–{ $hi }, { $games } games): 1 a place better, 1/2 the same, 0 worse, against each other seat
cli-h2h-title = { $game }: row's score against column (draws count half)
cli-step-clear = { $upper } is clearly above { $lower }: { $score } ({ $lo } – { $hi }) head-to-head
cli-step-unclear = { $upper } is not shown to be clearly above { $lower }: { $score } ({ $lo } – { $hi }) head-to-head (needs at least { $margin } with the interval above 50%)
cli-no-ladder = { $game } has no ladder of levels: it needs two seats (or one) and at least two bots
cli-solo-title = { $game }: the levels' win rates on the same { $games } deals (seed { $seed })
cli-solo-clear = { $upper } is clearly above { $lower }: { $rate } ({ $lo } – { $hi }) against { $lrate } ({ $llo } – { $lhi }), the intervals apart
cli-solo-unclear = { $upper } is not shown to be clearly above { $lower }: { $rate } ({ $lo } – { $hi }) against { $lrate } ({ $llo } – { $lhi }), the intervals overlap
cli-no-entrants = { $game } defines no match-ups to study (STUDIES in its balance module)

## koloda study collusion (Durak's collusion detector, docs/fair-play.md)

cli-collusion-title = Durak: pairs flagged as colluding ({ $clubs } clubs of six with a colluding pair, { $honest } without; shared games a pair: { $games }; seed { $seed })
cli-collusion-col-pairs = pairs
cli-collusion-col-count = number
cli-collusion-col-by = flagged by shared game { $games }
cli-collusion-row-colluders = colluding pairs
cli-collusion-row-colluders-level = colluding pairs, the weaker at { $level }
cli-collusion-row-honest = honest pairs (neither colludes)
cli-collusion-row-mixed = a colluder and another player
cli-collusion-row-not-colluding = every pair that does not collude
cli-collusion-summary = games played: { $games }, in { $seconds } s; levels: { $levels }; the colluders spare the partner at each decision with chance { $spare }; a pair is flagged once its score is at most { $pair } with each direction's at most { $each } (checked after every shared game)
cli-collusion-first = colluding pairs first flagged at shared game: { $median } for half of them, { $ninety } for nine in ten, { $last } for the last one flagged; never flagged: { $never }
cli-collusion-target-met = target met: by shared game 50, { $caught } of colluding pairs flagged (at least 90% wanted) and { $wrong } of the others (at most 1% wanted)
cli-collusion-target-unmet = target not met: by shared game 50, { $caught } of colluding pairs flagged (at least 90% wanted) and { $wrong } of the others (at most 1% wanted)
cli-collusion-bad-level = unknown level { $level }: Durak's levels are { $known }
cli-help-collusion-games = Shared games each pair plays (the shares flagged are given by 20, 50, 100 and this)
cli-help-collusion-clubs = Clubs of six with a colluding pair
cli-help-collusion-honest-clubs = Clubs of six without one
cli-help-collusion-levels = The ladder's levels the players are drawn from, comma-separated (expert: about 3 s of a core a game)
cli-help-collusion-spare = The colluders' chance to spare the partner at each decision (1: always)

## koloda bench

cli-benchmarking = Benchmarking
cli-bench-title = Benchmarks
cli-col-benchmark = benchmark
cli-col-figure = figure
cli-col-unit = unit
cli-bench-ratios = ratio to peers (koloda's figure ÷ theirs): { $peers }
cli-bench-missing = benchmarks are not available in this installation: { $reason }
cli-bench-unit-actions = actions/s
cli-bench-unit-games = games/s
cli-bench-unit-steps = steps/s
cli-bench-unit-iterations = iterations/s

## koloda serve, koloda cluster

cli-server-missing = the server is not available in this installation: { $reason }
# "processes: N", not "N processes": the number agrees with no noun (1 process, 5 процессов)
cli-cluster-running = koloda on { $url }, behind nginx; processes: { $n } (logs in { $folder }); Ctrl+C stops them
cli-cluster-process = {"  "}process { $i }: { $url }
cli-cluster-ops = {"  "}  its operator's port (metrics, koloda admin status): { $url }

## koloda learn

cli-lessons-title = { $game }: lessons
cli-col-lesson = lesson
cli-lesson-head = Lesson { $n } of { $count }: { $title }
cli-learn-goal = Goal: { $goal }
cli-learn-help = Type the number of a move or its label. You may also name a card ("10D", or "8C 8D" for several; in Clash of Decks a card key and a row: "brute 1") or type a move's JSON, to see what the rules say. hint: a hint; again: restart the lesson; skip: next lesson; q: quit.
cli-learn-prompt = your move (hint, ?)
cli-learn-hint = Hint: { $hint }
cli-learn-refused = The rules refuse it: { $reason }
cli-learn-try-again = Back to the lesson's position: try again.
cli-learn-next = Press Enter for the next lesson.
cli-learn-all-done = All { $count } lessons done. Now try a real game: koloda play { $game }
cli-learn-no-lesson = there is no lesson { $n }: choose 1 to { $count }
cli-learn-words-help = ?, h, help
cli-learn-words-hint = hint, !
cli-learn-words-again = again, restart
cli-learn-words-skip = skip, next
cli-learn-words-top = top
cli-learn-words-bottom = bottom

## koloda train, koloda export

cli-train-missing = training needs PyTorch and the rl extra: pip install 'koloda[rl]' ({ $reason })
cli-training = Training { $game }, { $players } players
cli-train-status = games { $games }, updates { $updates }, loss { $loss }, score vs random { $score }
cli-train-done =
    Trained { $games } games in { $minutes } min (score vs random { $score }). Model: { $model }
    Play it: koloda play { $game } --seat human --seat neural:{ $model }   Log: { $log }
cli-exported =
    Exported { $model } ({ $game }, { $players } players) to { $out }
    Play it without PyTorch: koloda play { $game } --seat human --seat neural:{ $out }
cli-imitate-bad = --imitate takes SPEC=GAMES, like heuristic=20000 (not { $text })
cli-export-not-npz = OUT must end in .npz (not { $name })

## Help of the commands and their options (shown as "English / русский")

cli-help-analyse-out = Write the analysis to this JSON file
cli-help-analyse-seat = Whose decisions to judge
cli-help-batch-games = Durak games played side by side in the batched C engine (self-play, games against the heuristic and random, the reports' scores, a heuristic teacher's games; the network scores a step of all of them in one pass); 0: every game one at a time in Python
cli-help-best-games = Games of each such score
cli-help-budget = Search iterations a decision
cli-help-cluster-bot-workers = bot worker processes of each
cli-help-cluster-db = PostgreSQL database URL (postgresql+psycopg://...)
cli-help-export-model = A run's model.pt (or checkpoint.pt)
cli-help-export-out = The .npz file to write
cli-help-game = Game id (see `koloda games`)
cli-help-games = Number of games
cli-help-host = Address to listen on
cli-help-imitate = Before self-play, learn to choose as this bot does over that many of its games against the game's heuristic bot, repeatable (the games are kept in the run's folder)
cli-help-imitate-epochs = Passes over the imitated decisions
cli-help-json = Print the figures as one JSON object
cli-help-help = Show this help and exit
cli-help-keep-best = Score the network against this bot at each report (fixed deals) and keep the best weights in model.pt (the latest in latest.pt)
cli-help-koloda = koloda: card games to play, study and serve
cli-help-ladder-bots = Rate these bots instead of the game's levels, weakest first (repeatable)
cli-help-ladder-game = Game id, e.g. durak
cli-help-ladder-games = Games per pairing of levels, half in each seat order (even)
cli-help-versus-game = Game id, e.g. durak
cli-help-versus-challenger = The bot that holds one seat (a spec or a level)
cli-help-versus-field = The bot in every other seat
cli-help-versus-players = Players at the table
cli-help-versus-games = Deals, each played with the challenger in every seat in turn
cli-help-lang = Language: ru or en (default: KOLODA_LANG or LANG)
cli-help-learn-game = Game id (durak, palace, clash_of_decks)
cli-help-lesson = Start at lesson N (default: 1)
cli-help-levels = Every difficulty level the game defines, -n games a setting (as `koloda study levels`)
cli-help-levels-game = Game id, e.g. clash_of_decks_solo
cli-help-levels-seat = The bot in the seat (default: the game's heuristic)
cli-help-lr = Learning rate
cli-help-lr-end = Learning rate at the end: it decays from --lr over the run
cli-help-markdown = Print Markdown tables (for docs/balance.md)
cli-help-matchups-game = Game id, e.g. clash_of_decks
cli-help-matchups-seat = The bot in both seats (default: the game's heuristic)
cli-help-minutes = Minutes of training in all (a resumed run goes on to this total)
cli-help-names = The people's names, in seat order (default: given names)
cli-help-nginx-port = nginx's port
cli-help-opponent = A bot the network also plays against, repeatable (default: the game's heuristic)
cli-help-opponent-share = Share of games against them; 0: self-play only
cli-help-option = A game option, repeatable (see `koloda games`)
cli-help-peers = Also measure peer libraries where installed
cli-help-play-record = Write the game record to this file
cli-help-play-seed = Shuffle seed (default: random)
cli-help-players = Players
cli-help-plot = Write a PNG plot of win rate per level
cli-help-port = Port
cli-help-processes = koloda processes
cli-help-ray = Play on Ray, with the same figures as local processes: 'local' (a fresh Ray on this machine), 'auto' (the cluster this machine is in) or a cluster's HOST:PORT or ray://HOST:PORT
cli-help-record-file = A record file (JSON)
cli-help-replay-seat = Whose view to show (default: a spectator's)
cli-help-resume = Go on with the run in --out
cli-help-search-seed = Seed of the search
cli-help-seat = One per seat, in order: human, a level (beginner, casual, skilled, strong, expert: see koloda games) or a bot (random, heuristic, ismcts:2000)
cli-help-seed = Base seed
cli-help-serve-bot-workers = Bot worker processes (default: cores - 1, 2 to 4)
cli-help-serve-cluster = One of several processes on one PostgreSQL database behind nginx (see deploy/)
cli-help-serve-db = SQLAlchemy database URL (default: embedded SQLite)
cli-help-simulate-out = Write every game's record to this JSON-lines file
cli-help-no-batch = Play in Python even where the batched C engine could (Durak with random and heuristic seats)
cli-help-simulate-plot = With --levels: a PNG plot of win rate per level
cli-help-step = Wait for Enter between actions, showing the table
cli-help-admin = A server's database by hand: what its operator does
cli-help-admin-tournament = The tournament's id (the end of its page's address)
cli-admin-cancelled = Tournament { $id } is cancelled: it is gone from the lists, entries and all.
cli-help-admin-handle = The account's handle
cli-help-admin-days = How many days back to read
cli-help-admin-scan-games = At most this many games, the newest
cli-admin-no-account = There is no active account { $handle }.
cli-admin-granted = { $handle } is a moderator now: /mod is open to them.
cli-admin-revoked = { $handle } is no longer a moderator.
cli-admin-was-moderator = { $handle } was a moderator already.
cli-admin-was-not-moderator = { $handle } was not a moderator.
cli-help-admin-reason = Why, in a few words: the moderation log keeps it, and the account's owner reads it on their account page
cli-admin-disabled = { $handle } is closed: signed out everywhere, no sign-in, withdrawn from tournaments (koloda admin enable-account opens it again).
cli-admin-enabled = { $handle } is open again: its owner signs in with their password.
cli-admin-scanned = Read { $games } rated Durak games: { $flags } pairs flagged, { $added } new in the moderators' queue.
cli-help-study = Balance studies a game defines
cli-help-study-games = Games per setting or seat order
cli-help-train-game = Game id
cli-help-train-out = Folder of the run (default: runs/GAME-Np)
cli-help-train-seed = Seed of the run
cli-help-workers = Local processes
cli-help-admin-ops-urls = Each process's operator's port, e.g. http://127.0.0.1:9100 (serve --ops)
cli-help-admin-backup-path = The backup's file
cli-help-admin-replace = Replace the koloda tables the database holds already
cli-help-admin-table = The table's id (the end of its page's address)
cli-help-admin-limits = Figures of the limits to change, e.g. playing_per_client=3
cli-help-admin-env = The processes' environment file (their systemd units read it)
cli-help-serve-log-format = Log lines as text, or one JSON object a line (json)
cli-help-serve-ops = The operator's port (HOST:PORT, loopback): /metrics and /ops/... answer there only
cli-admin-backup-kind = Cannot back up or restore a { $kind } database: SQLite files and PostgreSQL only.
cli-admin-no-backup = There is no file { $path }.
cli-admin-backup-mismatch = { $path } is not a backup of a { $kind } database.
cli-admin-restore-not-empty = That database holds koloda's tables already: restore into an empty one, or add --replace.
cli-admin-no-binary = { $name } was not found: install Debian's postgresql-client (its version the server's or newer).
cli-admin-backup-failed = { $name } failed: { $why }
cli-admin-backed-up = Backed up the { $kind } database to { $path } ({ $size } bytes).
cli-admin-restored = Restored { $path } into the { $kind } database; its migrations are at head.
cli-admin-unreachable = { $url } does not answer: { $why }
cli-admin-not-ops = { $url } is not a koloda operator's port (status { $status }): start each process with --ops 127.0.0.1:PORT.
cli-admin-status = { $url }: { $process }, koloda { $version }, migration { $migration } (head { $head }), ready: { $ready } ({ $parts }); tables: { $tables }
cli-admin-table = { $url } { $id } { $game } { $status }, { $moves } moves, { $connected } connected: { $seats }
cli-admin-no-tables = { $url }: no tables in memory.
cli-admin-ended = Table { $id } ended at { $url }: { $status }.
cli-admin-table-nowhere = No process asked serves table { $id }.
cli-admin-bad-figure = "{ $figure }" is not NAME=VALUE with a number, e.g. playing_per_client=3.
cli-admin-limits = { $env }: KOLODA_LIMITS={ $limits } (restart the processes one at a time to apply it)
cli-admin-migrated = The database is at migration { $migration }.
