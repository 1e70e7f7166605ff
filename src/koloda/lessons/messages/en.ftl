# koloda.lessons: texts in English (docs/messages.md). Ids start with "lessons-".
# A lesson's own words come from its game's lessons.toml; these are what a broken file is told.

# Places in a lessons file (as in the file itself, in English in both languages).
lessons-where = lesson { $number }
lessons-where-id = lesson { $number } ({ $id })
lessons-the-file = the file

lessons-not-toml = { $source }: not valid TOML: { $error }
lessons-none-in-file = no [[lessons]] in the file
lessons-none-yet = { $game } has no lessons yet
lessons-id-twice = { $id } is used twice

lessons-lesson-not-table = must be a table
lessons-missing = missing
lessons-bad-id = must be lowercase letters, digits and dashes
lessons-bad-seat = must be a seat number from 0
lessons-not-table = must be a table
lessons-not-json = not valid JSON: { $error }
lessons-setup-not-table = must be a table (the game's setup form)
# $checks: the known values, comma-separated.
lessons-bad-check = must be one of { $checks }
lessons-no-hints = must list at least one hint
lessons-accept-missing = missing (check = "move" needs it)
lessons-accept-not-move = only for check = "move", not { $check }
lessons-mistakes-not-list = must be a list of tables
lessons-bad-mistake = must hold action, en and ru
lessons-bad-text = must be {"{"} en = "...", ru = "..." {"}"}, both not empty
lessons-bad-actions = must be a list of one or more actions (their JSON form)

# The lesson's position.
lessons-seats = the position has { $seats } seats
lessons-no-move = the learner has no move in this position
lessons-not-legal = not legal at the lesson's position: { $reason }
