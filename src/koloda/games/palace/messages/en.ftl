# Palace (English): the log (one message per event kind: palace-<kind>), the action labels
# (palace-action-...) and the refusals (palace-refuse-...).
# $seat is the one who acts: a name, or you ($seat-you = yes).

## The log

# Before play: a card from the hand and a face-up card change places.
palace-swap = { $seat-you ->
    [yes] You take { $face_up } into your hand and lay { $hand } face up
   *[no] { $seat } takes { $face_up } into the hand and lays { $hand } face up
}
palace-ready = { $seat-you ->
    [yes] You are ready to play
   *[no] { $seat } is ready to play
}
# Who starts: the holder of the lowest card shows it; $card is "none" when every hand holds
# only 2s and 10s.
palace-start = { $card ->
    [none] Only 2s and 10s in the hands: { $seat-you ->
        [yes] you start
       *[no] { $seat } starts
    }
   *[other] { $seat-you ->
        [yes] You show the lowest card, { $card }, and start
       *[no] { $seat } shows the lowest card, { $card }, and starts
    }
}
palace-play = { $seat-you ->
    [yes] You play
   *[no] { $seat } plays
} { $cards }{ $face_up ->
    [yes] { $seat-you ->
        [yes] {" "}from your face-up cards
       *[no] {" "}from the face-up cards
    }
   *[no] {""}
}{ $in_turn ->
    [no] {" "}out of turn
   *[yes] {""}
}
# Drawing back up to three: the player sees the cards, the others only how many.
palace-draw = { $seat-you ->
    [yes] You draw { $cards }
   *[no] { $seat } draws { $count ->
        [one] a card
       *[other] { $count } cards
    }
}
# A 2 was played; $again: the same player goes on (no, when it was their last card).
palace-reset = The 2 resets the pile: { $again ->
    [yes] { $seat-you ->
        [yes] you play again, and any card goes
       *[no] { $seat } plays again, and any card goes
    }
   *[no] any card goes next
}
# A 10 or four of a kind ($four) burns the pile; $again as for palace-reset.
palace-burn = { $four ->
    [yes] Four of a kind burns
   *[no] The 10 burns
} the pile: { $count ->
    [one] one card leaves
   *[other] { $count } cards leave
} the game{ $again ->
    [yes] ; { $seat-you ->
        [yes] you start
       *[no] { $seat } starts
    } a new pile
   *[no] {""}
}
# A face-down card turned over: played ($played = yes), or taken with the pile ($count cards).
palace-blind = { $played ->
    [yes] { $seat-you ->
        [yes] You turn over a face-down card, { $card }, and play it
       *[no] { $seat } turns over a face-down card, { $card }, and plays it
    }
   *[no] { $seat-you ->
        [yes] You turn over a face-down card, { $card }: it cannot be played, so you take it with the pile
       *[no] { $seat } turns over a face-down card, { $card }: it cannot be played, so it goes into the hand with the pile
    } ({ $count ->
        [one] one card
       *[other] { $count } cards
    })
}
palace-pick_up = { $seat-you ->
    [yes] You cannot play and pick up the pile
   *[no] { $seat } cannot play and picks up the pile
} ({ $count ->
    [one] one card
   *[other] { $count } cards
})
# The pick-up limit is reached (an option against endless games).
palace-called = The pile has been picked up { $pick_ups ->
    [one] once
   *[other] { $pick_ups } times
}: the game stops, and those still holding cards are placed by how many they hold (fewer is better)
palace-out = { $seat-you ->
    [yes] You have no cards left and take
   *[no] { $seat } has no cards left and takes
} { $place ->
    [1] first
    [2] second
    [3] third
    [4] fourth
   *[other] { $place }th
} place
palace-over = { $seat-you ->
    [yes] You lose
   *[no] { $seat } loses
}: everyone else has shed their cards

## Action labels: what the player will do.

palace-action-play = play { $cards }
# $number counts the face-down cards left from 1.
palace-action-blind = turn over face-down card { $number }
palace-action-pick-up = pick up the pile
palace-action-swap = swap { $hand } in hand for { $face_up } face up
palace-action-ready = ready to play

## Refusals, said to the player who tried.

palace-refuse-game-over = the game is over
palace-refuse-no-seat = there is no such seat at this table
palace-refuse-unknown-action = { $action } is not a Palace action
# $seat: the player whose turn it is.
palace-refuse-not-your-turn = it is not your turn: { $seat-you ->
    [yes] you are
   *[no] { $seat } is
} to play
palace-refuse-swap-before-play = cards may be swapped only before play starts
palace-refuse-already-ready = you are ready: your swapping is over
palace-refuse-wait-for-ready = play starts once every player is ready
palace-refuse-not-in-hand = you do not hold { $card }
palace-refuse-not-face-up = { $card } is not among your face-up cards
palace-refuse-no-cards = choose at least one card
palace-refuse-mixed-ranks = cards played together must be of one rank
palace-refuse-card-twice = the same card is named twice
palace-refuse-hand-first = play from your hand first: face-up cards come once the hand and the stock are empty
palace-refuse-face-up-first = play your face-up cards before the face-down ones
palace-refuse-go-blind = your hand and face-up cards are gone: turn over a face-down card
# $index: the position asked for (from 0); $count: how many face-down cards there are.
palace-refuse-no-face-down = there is no face-down card { $index }: you have { $count ->
    [one] one (0)
   *[other] { $count } (0 to { $last })
}
# $cards: the cards tried; $card: the top of the pile, of a higher rank.
palace-refuse-too-low = cannot play { $cards } on { $card }: { $cards-count ->
    [one] it ranks
   *[other] they rank
} lower (only a 2 or a 10 goes on anything)
palace-refuse-must-play = you may pick up the pile only when you cannot play (you can play { $cards })
palace-refuse-blind-instead = turn over a face-down card instead: if it cannot be played, you take it with the pile
palace-refuse-already-out = you have already left the game: you have no cards
# Out of turn a player may complete four of a kind of the top rank ($rank); the one who just
# drew ($adder = yes) may also add cards of that rank it drew.
palace-refuse-out-of-turn = it is not your turn: out of turn you may only complete four { $rank ->
    [2] twos
    [3] threes
    [4] fours
    [5] fives
    [6] sixes
    [7] sevens
    [8] eights
    [9] nines
    [10] tens
    [11] jacks
    [12] queens
    [13] kings
    [14] aces
   *[other] cards of that rank
}{ $adder ->
    [yes] {" "}or add those you just drew
   *[no] {""}
}

## First game: the goal and the first move (the table's hint card)
palace-hint-goal = Get rid of every card: your hand first, then your three face-up cards, then the three face-down ones, played blind. The last one holding cards loses.
palace-hint-start = First trade hand cards for face-up ones if you like (tap a hand card, then a face-up card) and say you are ready. Then play a card as high as the top of the pile or higher; a 2 resets the pile, a 10 burns it. If you cannot play, you pick the pile up.
palace-about = Shed your hand, then your palace of face-up and blind cards.
palace-length = 15–25 min

## The game's title and its option
palace-title = Palace
palace-option-pickup-limit = call the game after this many pick-ups of the pile (0: never)
# $count the pick-ups of the position, $limit the option's limit
palace-setup-pickup-limit = pick_ups: { $count } reaches the limit of { $limit }

## Positions (setup) refused: $where and $name a field, $index a seat's number, $value what was
## given (as the code wrote it), $card a card's name.
palace-setup-cards-not-text = { $where }: expected cards as text like "7S 10H", got { $value }
palace-setup-bad-cards = { $where }: { $reason }
palace-setup-bad-seat = { $where }: expected a seat from 0 to { $last }, got { $value }
palace-setup-per-seat = "{ $name }" must list { $players } seats (one text of cards each)
palace-setup-not-object = a Palace position must be a JSON object
palace-setup-unknown-fields = unknown fields: { $fields } (known: { $known })
palace-setup-no-hands = the position needs "hands": one text of cards a seat
palace-setup-players-mismatch = "players" is { $players } but "hands" lists { $seats } seats
palace-setup-known-not-held = known[{ $index }]: { $card } is not in that hand
palace-setup-duplicate = duplicate card { $card } (in { $first } and { $second })
palace-setup-missing = with "burned" given, all 52 cards must be placed; missing: { $shown }
palace-setup-bad-phase = "phase" must be "swap" or "play", not { $value }
palace-setup-bad-ready = "ready" must list { $players } true/false values
palace-setup-all-ready = in the swap phase at least one seat must not be ready yet
palace-setup-before-play = "{ $name }" makes no sense before play starts
palace-setup-pile-before-play = before play starts the pile is empty
palace-setup-bad-finished = "finished" must list { $players } places or nulls
palace-setup-finished-gaps = "finished" places must be 1, 2, ... without gaps or repeats
palace-setup-finished-holds = finished[{ $index }] is set, but that player still holds cards
palace-setup-not-finished = hands[{ $index }], face_up[{ $index }] and face_down[{ $index }] are all empty: give finished[{ $index }] its place
palace-setup-empty-hand = hands[{ $index }] is empty while the stock lasts
palace-setup-two-players = at least two players must still hold cards
palace-setup-bad-pick-ups = pick_ups: expected a count, got { $value }
palace-setup-turn-finished = turn: that player has already finished (finished[{ $index }] is set)
palace-setup-ten-on-top = a 10 cannot lie on top of the pile: it burns the pile at once
palace-setup-four-on-top = four of a kind cannot lie on top of the pile: they burn it at once
palace-setup-bad-may-add = may_add: the seat must hold the cards in "drawn" and not be on turn
palace-setup-drawn-alone = "drawn" needs "may_add"

## The C search's bot (search.py): $param the parameter given, $iterations and $seconds the most.
palace-search-param = search:{ $param }: give iterations (1 to { $iterations }, like 3000) or seconds (up to { $seconds }, like 0.05s)
palace-search-not-built = Palace's C module was not built (no C compiler at install): the search cannot run
