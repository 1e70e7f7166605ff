# koloda.bots: texts in English (docs/messages.md). Ids start with "bots-".

# The levels of bot strength a player chooses from (koloda.bots.levels).
bots-level-beginner = Beginner
bots-level-casual = Casual
bots-level-skilled = Skilled
bots-level-strong = Strong
bots-level-expert = Expert

# $param: what was given, quoted.
bots-unknown = unknown bot { $name } for { $game } (known: { $known })
bots-random-no-param = the random bot takes no parameter (not { $param })
bots-careless-chance = careless takes the chance of a random move, like careless:0.3 (above 0, at most 1), not { $param }
bots-careless-no-heuristic = careless needs the game's heuristic bot, and { $game } has none
bots-ismcts-no-heuristic = { $game } has no heuristic bot to guide the search
# $name: the bot (ismcts, ismcts-fast...), $iterations and $seconds: the most it may be given.
bots-ismcts-budget = { $name } takes a number of iterations ({ $name }:2000, at most { $iterations }) or seconds ({ $name }:1.5s, at most { $seconds }), not { $param }

# Analysing a record (koloda analyse).
bots-analysis-seat = the seat must be 0 to { $last } for this record
bots-analysis-budget = the budget must be at least 1 iteration
bots-analysis-costly = { $game } cannot be analysed: the search would replay its costly steps
