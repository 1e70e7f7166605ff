# koloda's own words, shared by every game and front end (English).

# The viewer's own seat, where a sentence names it without a verb of its own.
you = you

# Given names of bots, in order; a table's bots take them one by one.
bot-names = Anna, Boris, Clara, Daniel, Eva, Felix, Greta, Hugo, Irene, Jonas, Kira, Leo

# A person who gave no name, as each reader reads them: by their seat's number.
seat-person = Player { $n }

# A bot's strength as a word, from its algorithm.
bot-strength = { $bot ->
    [random] Easy
    [heuristic] Medium
    [ismcts-fast] Hard
    [ismcts] Expert
    [search] Expert
   *[other] { $bot }
}


## Errors of the core: data files, actions, options, records, seeds (koloda.core)

# Where a data file is wrong: the file, the place in it (a card, a field), what is wrong.
core-data-at = { $source }: { $where }: { $what }
# A place in a data file: an entry and one of its fields.
core-data-field = { $where }, field { $field }
core-data-unknown-field = unknown field (known: { $known })
# A person's own data file that cannot be read, or is not TOML.
core-data-unreadable = cannot be read ({ $reason })
core-data-not-toml = is not valid TOML ({ $reason })

core-card-bad = not a card: { $text }
core-card-bad-form = not a card: { $text } (write rank then suit, like 10H or Q♠)

# Text a person typed that cannot be used.
core-text-not-text = a text was expected
core-text-not-unicode = the text is not well-formed Unicode (a lone surrogate)
core-text-nul = the text holds a NUL character
core-text-too-long = the text is longer than { $max } characters

# An action's JSON form that cannot be decoded.
core-action-bad-field = field { $field } must be { $expected ->
    [card] a card like '10H'
    [list] a list
    [bool] true or false
    [int] a whole number
   *[number] a number
}, got { $value }
core-action-field = field { $field }: { $reason }
core-action-not-object = an action must be a JSON object
core-action-unknown-type = unknown action type { $kind } (known: { $known })
core-action-extra-fields = unexpected fields for { $kind }: { $fields }
core-action-missing-field = action { $kind } needs the field { $field }

core-options-unknown = unknown options: { $bad } (known: { $count ->
    [0] none
   *[other] { $known }
})
# $allowed: the allowed values, " (a, b, c)", or nothing.
core-option-not-allowed = option { $name }: { $value } is not allowed{ $allowed }
core-players = { $title } is for { $min } to { $max } players, not { $players }

core-match-no-fallback = seat { $seat } timed out and there is no fallback

core-record-bad = not a koloda record: { $error }
core-record-not-json = record is not valid JSON: { $error }
core-record-other-game = record is for { $recorded }, not { $game }
core-record-rules-version = record uses rules version { $recorded }, this koloda has { $version }

core-game-unavailable = { $game } is unavailable here: { $why }
core-game-unknown = unknown game { $game } (known: { $known })
# Why a game or a bot found by its entry point did not load: the error's own words
core-plugin-missing = a package it needs is missing: { $error }
core-plugin-failed = failed to load: { $error }

core-seed-bad = bad seed: { $what }
core-seed-not-string = a secret seed is a hex string, not { $type }
core-seed-length = a secret seed has an even number of hex digits, { $min } to { $max }, not { $length }
core-seed-hex-only = a secret seed has only hex digits (0-9, a-f)
core-seed-type = a seed is an integer or a secret hex string, not { $type }

core-encoding-none = no learning encoding for { $game } (there are: { $known })

# A card's full name: $rank 2..14 (11 jack .. 14 ace), $suit 0 clubs, 1 diamonds, 2 hearts, 3 spades.
core-card-name = { $rank ->
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
    [11] jack
    [12] queen
    [13] king
   *[14] ace
} of { $suit ->
    [0] clubs
    [1] diamonds
    [2] hearts
   *[3] spades
}
