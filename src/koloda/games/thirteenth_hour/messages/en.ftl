# 13th Hour: the log (one message per event kind: thirteenth_hour-<kind>), the action labels
# and the refusals. $seat is the one the event is about: a name, or you ($seat-you = yes).

# A card in words, used inside the messages below (and by the terminal for the face-up card):
# $card_kind (number, draw, bonus, hand, return, limit), $card_points, $card_pluses.
thirteenth_hour-card = { $card_kind ->
        [bonus] a green card
        [hand] a hand card
        [return] a return arrow
        [limit] a “limit 18” card
        [draw] { $card_points ->
            [8] an
           *[other] a
        } { $card_points }-point “draw one more” card
       *[number] { $card_points ->
            [8] an
           *[other] a
        } { $card_points }-point card
    }{ $card_kind ->
        [number] {""}
        [draw] {""}
       *[other] { $card_points ->
            [0] {""}
            [one] {" "}worth { $card_points } point
           *[other] {" "}worth { $card_points } points
        }
    }{ $card_pluses ->
        [0] {""}
        [one] {" "}with a plus
       *[other] {" "}with { $card_pluses } pluses
    }

# The dealer takes one face-down card per player ($count).
thirteenth_hour-turn = { $seat-you ->
    [yes] You take { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } from the stock to deal
   *[no] { $seat } takes { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } from the stock to deal
}
# The dealer ($seat) gives the turned-up card to $to, or keeps it ($keep = yes).
thirteenth_hour-give = { $keep ->
    [yes] { $seat-you ->
        [yes] You keep { thirteenth_hour-card }
       *[no] { $seat } keeps { thirteenth_hour-card }
    }
   *[no] { $seat-you ->
        [yes] You give { thirteenth_hour-card } to { $to }
       *[no] { $to-you ->
            [yes] { $seat } gives you { thirteenth_hour-card }
           *[no] { $seat } gives { thirteenth_hour-card } to { $to }
        }
    }
}
# $seat plays a hand to refuse the card: both go to the discard.
thirteenth_hour-refuse = { $seat-you ->
    [yes] You refuse { thirteenth_hour-card } and discard it with your hand card
   *[no] { $seat } refuses { thirteenth_hour-card } and discards it with a hand card
}
# A green card never stays in a row: it goes straight to $seat's kept pluses.
thirteenth_hour-bonus = { $seat-you ->
    [yes] The green card goes straight to your kept pluses
   *[no] The green card goes straight to { $seat }'s kept pluses
}
# A "draw one more" card: $seat takes the next card of the stock into the row.
thirteenth_hour-draw = { $seat-you ->
    [yes] You also draw { thirteenth_hour-card } from the stock
   *[no] { $seat } also draws { thirteenth_hour-card } from the stock
}
# A return arrow discards the newest card of $seat's row ($card_kind = none: the row was empty).
thirteenth_hour-return = { $card_kind ->
    [none] { $seat-you ->
        [yes] The return arrow finds your row empty
       *[no] The return arrow finds { $seat }'s row empty
    }
   *[other] { $seat-you ->
        [yes] The return arrow takes { thirteenth_hour-card } from the end of your row to the discard
       *[no] The return arrow takes { thirteenth_hour-card } from the end of { $seat }'s row to the discard
    }
}
# $seat's row reaches its limit (13, or 18 with a "limit 18" card): the round ends.
thirteenth_hour-hour = { $seat-you ->
    [yes] You reach { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (your limit is { $limit }): the round ends
   *[no] { $seat } reaches { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (the limit is { $limit }): the round ends
}
# The end of round $round: $seat (none: nobody) loses the row; $saved plus symbols are kept.
thirteenth_hour-round_end = Round { $round } is over: { $seat-you ->
    [yes] you lose your whole row
    [no] { $seat } loses the whole row
   *[none] the cards ran out before anyone reached the limit
}{ $saved ->
    [0] ; nobody keeps a plus
   *[other] ; { $seat-you ->
        [none] the players
       *[other] the others
    } keep { $saved ->
        [one] { $saved } plus
       *[other] { $saved } pluses
    } for good
}
# The stock ran out: the discards ($count cards) become the new stock.
thirteenth_hour-reshuffle = The stock is empty: the discard pile ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
}) is shuffled into a new stock; this round is the last
thirteenth_hour-game_over = The game is over: the most pluses wins

# Action labels: what the player will do.
thirteenth_hour-action-give = { $to-you ->
    [yes] keep the card
   *[no] give the card to { $to }
}
thirteenth_hour-action-refuse = refuse it: discard it with your hand card
thirteenth_hour-action-accept = take the card

# Refusals: why an action is not allowed now.
thirteenth_hour-refuse-over = The game is over
thirteenth_hour-refuse-deciding = { $seat-you ->
    [yes] You are deciding whether to refuse the card with your hand
   *[no] { $seat } is deciding whether to refuse the card with a hand
}
thirteenth_hour-refuse-take-or-refuse = Take the card, or refuse it with your hand
thirteenth_hour-refuse-not-dealer = { $seat-you ->
    [yes] It is you who gives the cards now
   *[no] { $seat } gives the cards now, not you
}
thirteenth_hour-refuse-give = Give the card you turned up to a player
thirteenth_hour-refuse-no-seat = Nobody sits there: this table has { $players } players
thirteenth_hour-refuse-served = { $seat-you ->
    [yes] You have already had a card this turn
   *[no] { $seat } has already had a card this turn
}

## First game: the goal and the first move (the table's hint card)
thirteenth_hour-hint-goal = Collect plus symbols. Cards carry 0 to 5 points: when your row reaches 13 points, you lose the row and the others keep their pluses.
thirteenth_hour-hint-start = When you deal, give each turned-up card to someone (yourself included): bad cards to the player closest to 13, pluses to yourself.
thirteenth_hour-about = Hand out the cards, collect pluses, keep your row under 13.
thirteenth_hour-length = 20–30 min

## The game's name and its option
thirteenth_hour-title = 13th Hour
thirteenth_hour-option-card-file = card set file (TOML, see the rules page); empty: the default set

## A setup that is no reachable position: $field is the field's name in quotes ('rows')
thirteenth_hour-setup-field = setup field { $field }: { $reason }
thirteenth_hour-setup-not-in-set = { $code } is not a card of this set (codes: { $known })
thirteenth_hour-setup-no-more = the set has no more { $code } cards
thirteenth_hour-setup-not-codes = must be a list of card codes
thirteenth_hour-setup-not-seat = must be a seat from 0 to { $last }, not { $value }
thirteenth_hour-setup-not-per-seat = must be a list of { $players } lists (one a seat)
thirteenth_hour-setup-not-object = a setup must be a JSON object
thirteenth_hour-setup-unknown = unknown setup fields: { $fields } (known: { $known })
thirteenth_hour-setup-not-whole = must be a whole number
thirteenth_hour-setup-not-in-row = { $code } never stays in a row
thirteenth_hour-setup-row-over = rows[{ $seat }] make { $points } points, at or over its limit { $limit }: the round would be over
thirteenth_hour-setup-no-plus = { $code } has no plus to keep
thirteenth_hour-setup-not-round = must be a whole number from 1
thirteenth_hour-setup-not-bool = must be true or false
thirteenth_hour-setup-unplaced = { $count } cards of the set are not placed (give 'stock' or 'discard' alone to put the rest there)
thirteenth_hour-setup-no-stock = the stock is empty: no turn can start
thirteenth_hour-setup-not-seats = must be a list of seats
thirteenth_hour-setup-no-face-up = a turn under way (served, batch, receiver) needs the card being given
thirteenth_hour-setup-not-receiver = only a player holding a hand, given a card by the dealer, decides whether to refuse it
thirteenth_hour-setup-batch = { $waiting } players still wait for a card, so the dealer holds { $expected } face-down cards, not { $given }
thirteenth_hour-setup-last-card = the last card of a turn goes to its only possible receiver at once

## A card set file that fails validation (the file and the entry come before these)
thirteenth_hour-data-not-in-range = must be a whole number from { $low } to { $high }, not { $value }
thirteenth_hour-data-unknown-sections = unknown sections: { $sections } (known: set, cards)
thirteenth_hour-data-set-not-table = must be a table
thirteenth_hour-data-card-not-table = must be a table
thirteenth_hour-data-no-cards = the file lists no cards
thirteenth_hour-data-bad-kind = { $kind } is not one of { $kinds }
thirteenth_hour-data-bad-bonus = a green bonus card has pluses (1 or more) and no points
thirteenth_hour-data-too-many = { $count } cards, more than { $most }
thirteenth_hour-search-param = search:{ $param }: give iterations (1 to { $iterations }, like 1000) or seconds (up to { $seconds }, like 0.05s)
thirteenth_hour-search-not-built = 13th Hour's C module was not built (no C compiler at install): the search cannot run
