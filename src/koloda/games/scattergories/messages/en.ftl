# Scattergories: the log (one message per event kind: scattergories-<kind>), the pieces those
# messages share, the action labels (scattergories-action-...) and the refusals
# (scattergories-refuse-...).
# $seat is the one who acts: a name, or you ($seat-you = yes). $answer is an answer in the
# player's own words. Card names come from the deck: $name_en (a letter, or a category's
# name), $category_en; $pile says which deck a card belongs to ("letter" or "category").

## Pieces used inside the log messages

# A card named with its deck: "the letter B", "the category “Fruits”".
scattergories-card = { $pile ->
    [letter] the letter { $name_en }
   *[category] the category “{ $name_en }”
}
# Why an answer is wrong ($reason); $letter is the letter on the table.
scattergories-reason = { $reason ->
    [empty] no answer
    [letter] it does not start with { $letter }
    [used] that answer has already won a card this game
    [lexicon] the game's dictionary does not know it for this category
    [judges] the judges rejected it
   *[timeout] no answer in time
}
# Why a shown card goes back into its deck ($drain): nobody found an answer.
scattergories-drain = { $drain ->
    [everybody] Everybody answered wrongly
   *[timeout] Nobody answered in time
}

## The log

# A new letter and category are on the table.
scattergories-combination = New combination: { $letter } · { $category_en }
# Someone presses "I know!"; $place: their number in the queue (the first one answers).
scattergories-press = { $seat-you ->
    [yes] You press
   *[no] { $seat } presses
} “I know!” { $place ->
    [1] first
   *[other] (number { $place } in the queue)
}
# The first in the queue answers ($blank = yes: with nothing, giving up); $take: the card the
# answer is for.
scattergories-answer = { $blank ->
    [yes] { $seat-you ->
        [yes] You give up
       *[no] { $seat } gives up
    }
   *[no] { $seat-you ->
        [yes] You answer
       *[no] { $seat } answers
    } “{ $answer }”, going for the { $take ->
        [letter] letter
       *[category] category
    }
}
# A judge's vote on the answer.
scattergories-vote = { $seat-you ->
    [yes] You { $accept ->
        [yes] accept
       *[no] reject
    }
   *[no] { $seat } { $accept ->
        [yes] accepts
       *[no] rejects
    }
} the answer
# The time for the vote is up.
scattergories-vote_closed = The vote is closed: no vote counts as accepting
# An answer is accepted: its player wins the card they chose.
scattergories-win = “{ $answer }” is accepted: { $seat-you ->
    [yes] you win
   *[no] { $seat } wins
} { scattergories-card }
# An answer is wrong: its player returns their newest won card ($returned: none if they have
# none).
scattergories-wrong = { $seat-you ->
    [yes] You are wrong ({ scattergories-reason }) and { $returned ->
        [none] have no card to give back
       *[other] return { scattergories-card } to its deck
    }
   *[no] { $seat } is wrong ({ scattergories-reason }) and { $returned ->
        [none] has no card to give back
       *[other] returns { scattergories-card } to its deck
    }
}
# Nobody found an answer: one shown card goes back into the middle of its deck.
scattergories-brain_drain = { scattergories-drain }: { scattergories-card } goes back into its deck
# The end: a deck ran out ($end = deck), or nobody can find any more answers.
scattergories-game_over = { $end ->
    [deck] The { $pile ->
        [letter] letter
       *[category] category
    } deck has run out
    [round] { scattergories-drain }, and no answer came for a whole round of the decks
   *[stuck] { scattergories-drain }, and no other combination is left
}: the game is over

## Action labels: what the player will do

scattergories-action-press = I know!
scattergories-action-answer = answer and take the { $take ->
    [letter] letter
   *[category] category
}
scattergories-action-vote = { $accept ->
    [yes] accept the answer
   *[no] reject the answer
}
scattergories-action-timeout = time is up

## Refusals: why an action is not allowed now

scattergories-refuse-over = the game is over
scattergories-refuse-clock = only the game's clock can call time
scattergories-refuse-old-timeout = that time limit is no longer running
scattergories-refuse-no-seat = there is no such seat at this table
scattergories-refuse-action = that is not a Scattergories action
# $place: the player's number in the queue.
scattergories-refuse-pressed = you have already pressed “I know!” (you are number { $place } in the queue)
scattergories-refuse-failed = you have already answered this combination wrongly
scattergories-refuse-no-answerer = nobody is to answer now: press “I know!” first
# $seat: who pressed first (and answers).
scattergories-refuse-not-first = { $seat } pressed first and answers now
scattergories-refuse-take = take the letter card or the category card
scattergories-refuse-no-vote = there is no answer to judge now
scattergories-refuse-own-answer = you cannot judge your own answer
scattergories-refuse-voted = you have already voted

## First game: the goal and the first move (the table's hint card)
scattergories-hint-goal = Win the most cards. Think of a word that starts with the letter and fits the category before the others do.
scattergories-hint-start = Press “I know!” (or Space) as soon as you have a word, then type it; the others accept or reject it.
scattergories-about = A race of words: a letter, a category, the first right answer wins.
scattergories-length = 10–15 min

## The game's name and its options (a language by its own name, as language menus show them)
scattergories-title = Scattergories
scattergories-option-language = language of the cards and answers
scattergories-option-language-ru = Русский
scattergories-option-language-en = English
scattergories-option-race-seconds = seconds to answer a combination before a card goes back
scattergories-option-answer-seconds = seconds the first to press has to answer
scattergories-option-vote-seconds = seconds for the vote (no vote counts as accepting)
scattergories-option-auto-judge = auto-judge: the lexicon decides, no vote (a quick game)
scattergories-option-short = a short game: deal only this many cards of each deck (0: all)
scattergories-option-deck-file = deck file (TOML, see the rules page); empty: the shipped deck

## The bot's strengths (a player may ask for one by these names: heuristic:easy)
scattergories-bot-easy = easy
scattergories-bot-normal = normal
scattergories-bot-hard = hard

## A setup that is no position
# $file: the deck file; $deck: its language; $language: the language asked for.
scattergories-setup-deck-language = { $file } is a { $deck } deck, not { $language }
scattergories-setup-not-position = not a Scattergories position: { $reason }
scattergories-setup-empty-deck = both decks need cards, letters in one and categories in the other
scattergories-setup-twice = a card appears twice

## A deck file that fails validation (the file and the entry come before most of these)
# $code: a card's code in quotes.
scattergories-data-no-card = { $source }: no card { $code }
scattergories-data-empty-text = must be a non-empty text
scattergories-data-unknown-sections = unknown sections: { $sections } (known: deck, categories)
scattergories-data-no-deck = is missing or not a table
scattergories-data-language = must be one of { $languages }
scattergories-data-letters = must list 1 to { $most } single letters separated by spaces
scattergories-data-letter-twice = a letter is listed twice
scattergories-data-categories = must list 1 to { $most } categories
scattergories-data-not-table = must be a table
scattergories-data-id = must be a unique name like 'fruits'
scattergories-data-words = must be one text of up to { $most } comma-separated answers
scattergories-data-tags = must be a list of grammar tags

# why it is never played by days a move (the server's options: Game.not_by_days)
scattergories-not-by-days = { scattergories-title } is not played by days: its rounds are a race against a 30-second timer.
