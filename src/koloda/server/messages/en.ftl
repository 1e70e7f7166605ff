# koloda.server: texts in English (docs/messages.md). Ids start with "server-".

## The protocol, the lobby and the seat tokens (texts.py)

server-too-big = the message is larger than 8 KiB
server-not-json = the message is not valid JSON
server-bad-shape = expected {"{"}"type": "action", "version": N, "action": {"{"}...{"}"}{"}"} or {"{"}"type": "ping"{"}"}
server-spectator = spectators cannot act; join a seat to play
server-bad-token = this token holds no seat at this table
server-need-token = this needs your seat token (Authorization: Bearer <token>)
server-not-open = the game has already started
server-not-full = every seat must be filled before the start
server-too-many-tables = too many tables are waiting for players: join one, or try again later
server-no-free-seat = there is no free seat at this table
server-not-finished = the game is not over yet
server-no-again = a new game can follow only a finished one
server-error = the server could not save this move; please try again
server-not-handled = the server could not handle this message; please try again
server-seat-hidden = a seat's view is shown only after the game is over
server-people-still-play = a person still plays at this table: the bots keep its pace until every person is out of the game
server-people-play = people still play at this table: only a game in which only bots still play can be played out at once
server-host-only = only the table's host can do this
server-bad-name = a name must be 1 to 40 characters
# $seen, $now: game versions
server-stale = the game has moved on (you saw version { $seen }, it is now { $now }); the current state follows
# $status: open, playing, finished, closed or abandoned
server-not-playing = the game is not running (the table is { $status })
# $table: the table's id, quoted
server-no-table = there is no table { $table }
# $seat counts from 1
server-no-seat = there is no seat { $seat } at this table (seats 1 to { $players })
server-seat-taken = seat { $seat } is taken
server-seat-is-person = seat { $seat } holds a person; only the host, or that person, can free it
server-bad-players = { $game } is for { $lo } to { $hi } players, not { $n }
# $names: the options, joined by ", "
server-local-option = { $names }: a file on your own machine can be used in terminal play (koloda play), not on a server
# $name, $value: quoted as Python writes them
server-bad-table-option = table option { $name }: { $value } is not allowed
# $spec: what was sent, quoted
server-bad-bot-spec = { $spec } is not a bot spec (a name such as 'heuristic', optionally ':' and a strength such as 'ismcts:2000')
# $action: what the turn timer's bot played
server-played-for-you = Your time ran out; this was played for you: { $action }

## The lobby (lobby/service.py)

# $why: what is wrong with the name
server-bad-name-why = { server-bad-name }: { $why }
# $spec: the bot spec, quoted; $why: the bot's own error
server-bad-bot-spec-why = bad bot spec { $spec }: { $why }
# $error: the exception's own words, when a game's entry cannot be listed
server-game-cannot-load = cannot load: { $error }

## Table options (options.py)

server-option-turn-seconds = seconds for each move (0: no limit); when time runs out a bot moves for the player
server-option-bot-delay = seconds a bot waits before it moves, so people can follow
# $why: the game's own error
server-bad-options = bad options: { $why }

## Limits (limits.py)

server-too-many-open = you already have as many tables waiting for players as one may: start one, or close one, first
server-too-fast = too many tables created in a minute; try again in a minute
server-too-many-started = you already have as many games being played as one may: finish or leave one first
server-too-many-requests = too many requests: wait a moment and try again
server-too-many-playing = the server is running as many games as it can; try again later
server-too-many-sockets = too many connections from your address; close some tabs
server-slow-down = too many messages; the server reads yours more slowly now
server-flooding = you kept sending too many messages; the connection is closed
server-too-deep = the message is nested too deeply
server-bad-unicode = the message has text that is not well-formed Unicode or holds a NUL character
# $kib: the limit in KiB
server-body-too-large = the request body is larger than { $kib } KiB
# $name: the environment variable; $why: what is wrong with it (for the operator, in English)
server-bad-limits = { $name }: { $why }

## Chat (chat/service.py)

server-chat-empty = an empty chat message
server-chat-unknown-phrase = there is no such quick phrase
server-chat-too-fast = too many chat messages: wait a second
server-chat-full = this table's chat is full
server-chat-off = the host has switched chat off at this table
# $chars: the most characters a line may have
server-chat-too-long = a chat message has at most { $chars } characters

## Analysis (analysis/)

server-analysis-not-over = a game is analysed once it is over
server-analysis-no-seat = there is no such seat at this table
server-analysis-costly = this game's moves are physics simulations: it cannot be analysed
server-analysis-not-yours = only the player of this seat can ask for its analysis (for a bot's seat: the table's host)
server-analysis-busy = the server is busy with other players' analyses; try again in a few minutes
server-analysis-yours-waiting = you already have an analysis waiting or under way (from this browser or your address); ask for another once it is done
# $days: the limit in days as written; $count: the same number, which picks the word
server-analysis-too-old = an analysis can be asked for only within { $days } { $count ->
    [one] day
   *[other] days
} of the game's end; analyses made before can still be read

## The app's own refusals (app.py)

server-no-page = this page of the web client is missing
server-http-400 = the request body could not be read (not JSON, or nested too deeply)
server-http-404 = not found
server-http-405 = this method is not allowed here
# $status: any other HTTP status code
server-http-error = HTTP { $status }
# $where: what the request's validation found, and where
server-bad-request = bad request: { $where }

## The REST API (lobby/api.py)

server-negative-n = n must be 0 or more

## Hints (analysis/hints.py)

server-hints-off = hints are off: at a table with other people, every person must turn them on
server-hints-moved-on = the game moved on while the hint was thought about: ask again
server-hints-not-your-move = there is nothing for you to decide now

## Lessons (lessons.py)

server-no-lesson = there is no such lesson
server-lesson-moved-on = these moves do not follow the lesson: start it again

## Idempotency keys (once.py)

server-bad-idempotency-key = the Idempotency-Key header must be 16 to 64 letters, digits, '-' or '_'
server-idempotency-key-reused = this Idempotency-Key was already used for a different request: make a new one

## python -m koloda.server --help (__main__.py): each line is shown in both languages
server-help-description = Run the koloda multiplayer server.
server-help-help = show this help and exit
server-help-host = address to listen on (default: 127.0.0.1)
server-help-port = port (default: 8000)
server-help-db = database URL or SQLite file (default: ./koloda.db)
server-help-cluster = one of several processes on one PostgreSQL database (see deploy/)
server-help-bot-workers = bot worker processes (default: cores - 1, 2 to 4)
server-help-load = import MODULE first and register its GAME (a game under development); may be repeated

## The cluster (cluster.py, deploy.py)

server-elsewhere = this table is served by another process of the cluster: try again
server-cluster-needs-postgres = --cluster needs a PostgreSQL database (--db postgresql+psycopg://...)
server-no-nginx = nginx is not installed (Debian: apt-get install nginx)
# $folder: where the processes' logs are
server-cluster-not-ready = the cluster did not start: its ports were taken by other programs three times over; see the logs in { $folder }
server-cluster-timeout = the cluster did not start: { $url } did not answer within { $seconds } s; see the logs in { $folder }
server-cluster-process-stopped = the cluster did not start: the process logging to { $log } stopped (exit code { $code }); see the logs in { $folder }. The log ends:
    { $tail }

## Words a game's rules page (rules.<lang>.md) marks its notes for developers with (rules.py)

# in a table's column header: the column names tests
server-rules-test = test
# in a paragraph: it says where the tests live
server-rules-tests-label = Tests:
# the heading of the part for developers
server-rules-developers = For developers

## Accounts (people/accounts.py, people/accounts_api.py)

account-bad-handle = a handle is 3 to 20 Latin letters, digits, '_' or '-'
account-handle-reserved = handles that begin with "deleted-" are kept for deleted accounts
account-handle-taken = this handle is taken (in some mix of capital and small letters): choose another
# $min: the fewest characters a password may have
account-password-short = a password needs at least { $min } characters
account-password-common = this password is one of the most common ones, the first that anyone would guess: choose another
account-bad-credentials = wrong handle or password
account-bad-recovery = wrong handle or recovery code, or the code was already used
account-not-signed-in = you are not signed in
account-wrong-password = the password is wrong
account-no-session = you have no such session
account-cross-site = refused: a request made with your sign-in from another site may not change anything
# $seconds: how long to wait
account-too-many-signins = too many sign-in attempts: wait { $seconds } s and try again
account-too-many-signups = too many accounts made from your address: wait { $seconds } s and try again
account-too-many-recoveries = too many recovery attempts: wait { $seconds } s and try again
account-too-many-confirms = too many wrong passwords for this account: wait { $seconds } s and try again
# a session that gave the password asked again wrong too many times is ended
account-confirm-ended = too many wrong passwords: this session has ended. Sign in again

## Passkeys (people/passkeys.py, people/passkeys_api.py)

# every way a sign-in with a passkey can fail answers this (it must not say which)
passkey-failed = this passkey could not sign you in: try again, or sign in with your handle and password
passkey-bad-challenge = this request to add a passkey has expired or was already answered: start again
passkey-not-verified = the passkey's answer could not be checked: try again
passkey-taken = this passkey is already added to an account
passkey-bad-name = give the passkey a name of 1 to 40 characters
# $max: how many passkeys an account may have
passkey-too-many = an account can have at most { $max } passkeys: remove one first
passkey-none = you have no such passkey

## Players: profiles, claiming, blocks (people/players.py)

# a join refused because someone at the table blocked this person (it must not say who)
players-join-blocked = you cannot join this table: choose another one
players-not-found = there is no player with this handle
players-block-self = you cannot block yourself
players-not-blocked = you have not blocked this player
# $most: how many accounts one may block
players-blocks-full = you have blocked { $most } players, the most allowed: unblock someone first

## Rated tables (server/rated.py, docs/ratings.md)
server-option-rated = rated: the result changes the players' ratings (every seat a person signed in, a turn timer on)
rated-needs-accounts = A rated game needs every seat taken by a person signed in to an account: no guests, no bots.
rated-needs-distinct = A rated game needs a different person in every seat.
rated-needs-timer = A rated game needs a turn timer: set the seconds for each move, or days a move.
rated-no-pool = { $game } is not rated with { $players } players.
rated-change = { $before } → { $after }, { $delta }
rated-your-change = Your rating: { $change }
rated-aborted = Aborted — not rated
rated-aborted-why = This game was aborted: a player made fewer than two moves. It is not rated, and whoever left it counts it towards their pause.
# a paused person's own refusal, wherever it holds: "Play now" (any seek), a rated table (create, join,
# start, play again) and a rated tournament's entry
rated-paused = You left or stalled { $strikes } rated games this week: you may seek a game or play a rated one again in { $minutes } { $minutes ->
    [one] minute
   *[other] minutes
}.
# to whoever starts a rated table where another seat's account is paused: neither who nor how long
rated-paused-seated = Someone seated here left or stalled rated games lately and may not play a rated game yet: the table starts once they leave their seat or their pause ends.
ratings-unknown-pool = There is no rating pool { $pool }.
seeks-guest-rated = Only a person signed in to an account may seek a rated game: sign in, or seek an unrated one.
seeks-not-found = There is no such seek (it ended, or it was never made).
seeks-bad-secret = This seek is not yours: its secret is missing or wrong.
seeks-too-fast = Too many seeks in a minute: wait a minute and try again.

## tournaments (server/tournaments/)
tourney-not-found = There is no such tournament.
tourney-accounts-only = Only a person signed in to an account may create, enter or play a tournament: sign in first.
tourney-too-many = Enough tournaments have been created today from this account, this browser or this network: try again tomorrow.
tourney-closed = This tournament no longer takes that: it has started or it is over.
tourney-full = This tournament is full.
tourney-not-in = You are not playing in this tournament.
tourney-not-creator = Only the person who created this tournament may call it off.
tourney-no-table = You have no game going on in this tournament.
tourney-no-hurry = Hurry is chosen only in an arena with a turn timer, at the start of a game, before your first move.
tourney-needs-pool = A rated tournament, or one with an entry condition, needs a game and table size that are rated.
tourney-bad-length = An arena lasts from { $low } seconds to { $high } seconds.
tourney-needs-rating = This tournament is for players rated { $rating } or more in its game.
# a minimum rating counts only a settled rating (no "?") over at least $games rated games
tourney-needs-settled = This tournament is for players rated { $rating } or more in its game, counted once the rating is settled (no “?”) over at least { $games } rated games there.
tourney-needs-games = This tournament is for players with { $games } rated { $games ->
    [one] game
   *[other] games
} or more in its game.

## Friends: follows and challenges (people/friends.py)
friends-follow-self = you cannot follow yourself
# a follow or a challenge refused because one of the two blocked the other (it must not say who)
friends-blocked = you cannot follow or challenge this player
friends-not-following = you do not follow this player
# $most: how many accounts one may follow
friends-follows-full = you follow { $most } players, the most allowed: unfollow someone first
friends-challenge-self = you cannot challenge yourself
# $game: the game's title
friends-challenge-two = { $game } is not played by two: choose another game
friends-no-challenge = there is no such challenge
friends-challenge-again = you have already challenged this player: wait for their answer
friends-challenge-gone = this challenge is no longer open: it was answered, cancelled or it expired
# $most: challenges one may send in a minute
friends-challenges-fast = you can send { $most } challenges a minute: wait a little
# $most: challenges one may have waiting for an answer at once
friends-challenges-full = you have { $most } challenges waiting for an answer: cancel one first

## A rematch (issue 44, the "table" part)
server-no-rematch = there is no rematch offer to answer
server-rematch-left = someone left this table: a rematch needs everyone who played

## Moderation (server/moderation/, docs/moderation.md); $until: a date and time in UTC
mod-muted = A moderator muted you in chat until { $until }: your lines are not sent.
mod-barred = A moderator barred you from rated play until { $until }: you may play unrated games.
mod-barred-seated = Someone seated here is barred from rated play: the table may start unrated, or once they leave their seat.
mod-not-moderator = Only moderators may open this page.
mod-no-account = There is no such account.
mod-report-self = You cannot report yourself.
mod-bad-reason = Choose a reason: cheating, collusion, abuse in chat, leaving on purpose, or other.
mod-no-table = There is no such table.
mod-not-at-table = That person did not sit at that table.
mod-no-line = That chat line is not theirs (or does not exist).
mod-no-item = There is no such report or flag about this person.
mod-reports-day = You have sent { $most } reports in the last 24 hours: send more tomorrow.
mod-reports-open = { $most } of your reports are waiting for a moderator: wait until one is handled.
mod-reports-again = Your report about this person is still waiting for a moderator.
mod-reason-needed = Say why (a few words): the person and the other moderators read it.
mod-bad-action = There is no such action.
mod-bad-hours = A mute lasts from 1 to { $most } hours.
mod-bad-days = A bar lasts from 1 to { $most } days.
mod-bad-pool = Choose the rating pool the cheating was in.
mod-closed-already = This account is closed already.
mod-not-closed = This account is not closed: only an account a moderator or the operator closed is opened again here (one its owner disabled is theirs to reopen by signing in).
mod-cheat-already = This account is marked as a cheat in that pool already (its refunds were given).
server-help-log-format = log lines as text, or one JSON object a line (json)
server-help-ops = the operator's port (HOST:PORT, loopback): /metrics and /ops/... answer there only
server-bad-log-format = "{ $given }" is not a log format: text or json.
server-bad-ops = "{ $given }" is not an operator's address: HOST:PORT, e.g. 127.0.0.1:9100, another port than the public one.

## Correspondence tables (server/correspondence/, docs/protocol.md "Correspondence")
server-option-days = days a move: a correspondence table (0: live); when a person's days run out a bot makes that move for them
server-days-live = live (no days)
server-days-n = { $n ->
    [one] { $n } day a move
   *[other] { $n } days a move
}
server-days-not-solo = { $game } is not played by days: it is played alone, and nobody waits on your move.
server-days-and-seconds = A table has days a move or seconds a move, not both.
server-days-bad = Days a move are 1, 2, 3, 7 or 14.
server-vacation-none-left = No vacation days are left this year.
server-vacation-not-on = You are not on vacation.
server-vacation-already = You are on vacation already.

## Notifications (server/notifications/): each kind's title, a notice's words in the bell and
## a push; $game: a game's title, $from and $by: a person's handle or name
notify-title-turn = Your move
notify-title-ended = Game over
notify-title-challenge = A challenge
notify-title-rematch = A rematch
notify-title-tournament = A tournament is about to start
notify-title-moderation = From the moderators
notify-turn = It is your move in { $game }.
notify-ended = Your game of { $game } is over.
notify-ended-timeout = Your time ran out in { $game }: the game is over.
notify-challenge = { $from } challenges you to { $game }.
notify-rematch = { $by } offers a rematch of { $game }.
notify-tournament = The { $game } tournament you entered starts in a few minutes.
notify-tournament-off = The { $game } tournament you entered was called off by its creator before its start.
notify-tournament-off-mod = The { $game } tournament was called off by a moderator before its start.
notify-moderation = { $action ->
    [warn] A moderator warned you.
    [mute] A moderator muted you in chat.
    [bar] A moderator barred you from rated play.
    [close] A moderator closed your account.
    [cheat] A moderator found cheating in your rated games: your gains there were taken back.
    [unmute] Your chat mute was lifted.
    [unbar] Your bar from rated play was lifted.
    [reopen] Your account was opened again.
   *[other] A moderator acted on your account.
}
notify-refund = A player who beat you was found cheating: { $points } points were given back to your { $pool } rating.
notify-report = A moderator handled your report about { $about }. Thank you.
notify-bad-subscription = This is not a browser's push subscription: it needs an endpoint and its keys (p256dh, auth).
notify-push-service = The server does not send notifications through this push service.
