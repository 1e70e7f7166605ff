# koloda.tournaments: texts in English (docs/messages.md, docs/tournaments.md). Ids start with
# "tournaments-".

# The formats, as a tournament's page and the form that creates one name them.
tournaments-format-arena = Arena
tournaments-format-swiss = Swiss
tournaments-format-arena-about = Play as many games as you can until the time is up: finish a game and you are paired again at once.
tournaments-format-swiss-about = A set number of rounds; each round you meet players on equal or near points whom you have not met.

# Beside a player in the standings: two first places in a row, and points count double.
tournaments-on-fire = On fire: points count double until you do not win
# The hurry choice at the start of an arena game (berserk, for card games).
tournaments-hurry = Hurry: halve your own turn timer for { $points ->
    [one] one extra point
   *[other] { $points } extra points
} if you win

# Why a game paid what it did.
tournaments-reason-short = The game ended in fewer moves than it must last to count: it scores nothing
tournaments-reason-fire = On fire: points doubled
tournaments-reason-hurry = Won in a hurry: half a win's points more
tournaments-reason-bye = No one left to play this round: half a win's points
tournaments-reason-skip = Skipped this round: half a win's points

# Settings and records that do not describe a tournament.
tournaments-bad-format = there is no tournament format "{ $format }": choose arena or swiss
tournaments-bad-size = a tournament's tables seat { $low } to { $high } players, not { $size }
tournaments-bad-rounds = a Swiss tournament has { $low } to { $high } rounds, not { $rounds }
tournaments-arena-no-bots = bots may fill tables only in a Swiss tournament
tournaments-bad-patience = an arena's patience is a number of pairing rounds, 0 or more, not { $patience }
tournaments-bad-result = a tournament game needs two or more seats, each with a rank, and no one twice (got { $seats } seats)
tournaments-no-such-round = there is no round { $round }: this tournament has { $rounds } rounds
