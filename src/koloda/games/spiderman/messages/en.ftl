# Spider-Man cards, both modes: Battle of Strength (spiderman_strength-...) and Battle in the
# Dark (spiderman_dark-...). The log has one message per event kind (<game id>-<kind>), then
# come the action labels and the refusals of each mode.
# $seat is the one who acts: a name, or you ($seat-you = yes). Card and category names come
# from the card set (a player's own file may name them anything), spelt in each language:
# here $name_en (a card) and $category_en (a category).

## Battle of Strength: the log

# The starting player announces the best score on his top card; with the classic choice he
# names the category to compare and says his score in it.
spiderman_strength-announce = { $category ->
    [none] { $seat-you ->
        [yes] You announce
       *[no] { $seat } announces
    } { $score } { $score ->
        [one] point
       *[other] points
    }
   *[other] { $seat-you ->
        [yes] You name
       *[no] { $seat } names
    } { $category_en }: { $score } { $score ->
        [one] point
       *[other] points
    }
}
# One player shows his top card and what it scores this round (in the first reveal of the
# round, or in a tie-break).
spiderman_strength-reveal = { $playoff ->
    [yes] { $seat-you ->
        [yes] In the tie-break, you reveal
       *[no] In the tie-break, { $seat } reveals
    }
   *[no] { $seat-you ->
        [yes] You reveal
       *[no] { $seat } reveals
    }
} { $name_en }: { $score } { $score ->
    [one] point
   *[other] points
}
# The top score is tied: everyone still holding cards reveals the next one.
spiderman_strength-playoff = A tie at { $score } { $score ->
    [one] point
   *[other] points
}: a tie-break, everyone with cards left reveals the next one
# The round's winner takes every card shown in it.
spiderman_strength-take = { $seat-you ->
    [yes] You win the round and take
   *[no] { $seat } wins the round and takes
} { $cards ->
    [one] the card
   *[other] { $cards } cards
}
# A tie-break that nobody can continue.
spiderman_strength-draw = Nobody has a card left for the tie-break: everyone takes their own cards back
spiderman_strength-leave = { $seat-you ->
    [yes] You have no cards left: you are out
   *[no] { $seat } has no cards left and is out
}

## Battle of Strength: action labels (what the player will do)

spiderman_strength-action-reveal = reveal the top cards
spiderman_strength-action-name = name { $category }

## Battle of Strength: refusals

spiderman_strength-refuse-over = The game is over
# $seat: the player whose turn it is.
spiderman_strength-refuse-turn = { $seat-you ->
    [yes] It is your turn to start the round
   *[other] Not your turn: { $seat } starts the round
}
spiderman_strength-refuse-name = With the classic choice the starting player names a category
spiderman_strength-refuse-reveal = The starting player just reveals: a category is named only with the classic choice
spiderman_strength-refuse-category = There is no category “{ $category }” in this card set (it has: { $known })

## Battle in the Dark: the three symbols on a card

spiderman_dark-symbol = { $symbol ->
    [heroism] heroism
    [villainy] villainy
    [danger] danger
   *[other] { $symbol }
}

## Battle in the Dark: the log

# The caller calls a symbol and shows his top card with its count of that symbol.
spiderman_dark-call = { $seat-you ->
    [yes] You call { spiderman_dark-symbol } and reveal
   *[no] { $seat } calls { spiderman_dark-symbol } and reveals
} { $name_en }: { $count }
# Every other player draws a card at random from his own deck.
spiderman_dark-draw = { $seat-you ->
    [yes] You draw
   *[no] { $seat } draws
} { $name_en } at random: { spiderman_dark-symbol } { $count }
spiderman_dark-take = { $seat-you ->
    [yes] You win the round and take
   *[no] { $seat } wins the round and takes
} { $cards ->
    [one] the card
   *[other] { $cards } cards
}
# The highest count is tied: the cards go back.
spiderman_dark-tie = A tie for the most { spiderman_dark-symbol } ({ $count }): everyone puts their card back under their own deck
spiderman_dark-leave = { $seat-you ->
    [yes] You have no cards left: you are out
   *[no] { $seat } has no cards left and is out
}

## Battle in the Dark: action labels

spiderman_dark-action-call = call { spiderman_dark-symbol }

## Battle in the Dark: refusals

spiderman_dark-refuse-over = The game is over
# $seat: the player whose turn it is.
spiderman_dark-refuse-turn = { $seat-you ->
    [yes] It is your turn to call a symbol
   *[other] Not your turn: { $seat } calls a symbol now
}
spiderman_dark-refuse-call = The caller calls one of the three symbols on their top card
spiderman_dark-refuse-symbol = There is no symbol “{ $symbol }”: call heroism, villainy or danger

## First game: the goal and the first move (the table's hint card)
spiderman_strength-hint-goal = Win every card. Each round everybody shows the top card of his deck; the highest score in the chosen category takes them all.
spiderman_strength-hint-start = When it is your turn to choose, pick the category in which your top card looks strongest.
spiderman_dark-hint-goal = Win every card. The caller names a symbol on his top card (heroism, villainy or danger); the others draw blind, and the most symbols takes the round.
spiderman_dark-hint-start = When you call, pick the symbol your top card has most of.
spiderman_strength-about = Heroes and villains compare scores; the best card takes the round.
spiderman_strength-length = 10–20 min
spiderman_dark-about = Call a symbol, the others draw blind: luck and nerve.
spiderman_dark-length = 10–20 min

## The games' names and options

spiderman_strength-title = Spider-Man: Battle of Strength
spiderman_dark-title = Spider-Man: Battle in the Dark
spiderman_strength-option-classic = classic choice: the starting player names the category that is compared
spiderman_strength-option-rounds = rounds agreed in advance, then most cards wins (0: until one player holds all)
spiderman_strength-option-cards = how many cards to play with (0: the whole set)
spiderman_dark-option-rounds = round limit, then most cards wins (0: until one player holds all)
spiderman_dark-option-cards = how many character cards to play with (0: all of them)
spiderman-option-card-file = your own card file (TOML); empty: the default set

## Setup: options and positions refused ($key, $name and $value are quoted as written)

spiderman_strength-setup-too-many = the set has only { $count } cards, not { $cards }
spiderman_strength-setup-too-few = { $count } cards are too few for { $players } players
spiderman_strength-setup-starter-empty = the starting player must hold cards
spiderman_dark-setup-too-many = the set has only { $count } character cards, not { $cards }
spiderman_dark-setup-too-few = Battle in the Dark needs at least { $each } cards each: { $count } character cards are too few for { $players } players
spiderman_dark-setup-bonus = deck { $deck }: bonus card { $key } is set aside in this mode
spiderman_dark-setup-caller-empty = the caller must hold cards
spiderman-setup-unknown-fields = unknown position fields: { $fields }
spiderman-setup-not-object = a position must be a JSON object
spiderman-setup-decks = 'decks' must be a list of decks, each a list of card keys (top first)
spiderman-setup-no-card = deck { $deck }: no card { $key } in the set { $source }
spiderman-setup-card-twice = deck { $deck }: card { $key } appears twice
spiderman-setup-known = 'known' must give, for each deck, how many bottom cards are known
spiderman-setup-two-holders = at least two players must hold cards
spiderman-setup-seat = { $name } must be a seat from 0 to { $last }, got { $value }
spiderman-setup-round = 'round' must be a whole number from 0 to { $last }

## Card files: what is wrong, and where (core-data-at puts the file first)

spiderman-data-unreadable = cannot read the card file { $path }: { $reason }
spiderman-data-not-toml = { $source }: not valid TOML: { $reason }
spiderman-data-file = file
spiderman-data-field = { $where }, field { $field }
spiderman-data-card = card { $key } (#{ $number })
spiderman-data-card-number = card #{ $number }
spiderman-data-category = category #{ $number }
spiderman-data-unknown-field = unknown field { $field } (known: { $known })
spiderman-data-bad-name = needs a name of 1 to 60 characters, got { $value }
spiderman-data-bad-number = must be a whole number from 0 to { $top }, got { $value }
spiderman-data-set-not-table = must be a table
spiderman-data-entry-not-table = must be a table
spiderman-data-not-bool = must be true or false
spiderman-data-too-few-cards = a set needs at least 2 cards
spiderman-data-key-twice = the key is used twice
spiderman-data-categories = a set needs 1 to 12 categories
spiderman-data-bad-id = needs a short lowercase id like 'power', got { $id }
spiderman-data-id-twice = { $id } is used twice
spiderman-data-bad-key = needs a short lowercase key like 'spider-man', got { $key }
spiderman-data-bad-kind = must be one of { $kinds }, got { $kind }
spiderman-data-scores-not-table = must be a table of category = score
spiderman-data-missing = is missing
