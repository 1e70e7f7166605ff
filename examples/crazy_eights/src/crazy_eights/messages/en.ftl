# Crazy Eights: the lobby's card, the options, the action labels, the log (one message per event
# kind: crazy_eights-<kind>), the refusals and the terminal's words. $seat is the one the event is
# about: a name, or you ($seat-you = yes).
crazy_eights-title = Crazy Eights
crazy_eights-about = Match the top card by suit or rank; eights are wild. Empty your hand first.
crazy_eights-length = 5–10 min
crazy_eights-hint-goal = Be the first to get rid of all your cards.
crazy_eights-hint-start = Lay a card of the same suit or rank as the top of the pile, or an eight to name a new suit. Nothing fits? Draw.

crazy_eights-option-hand = cards dealt to each player
crazy_eights-option-draw-to-play = draw until you can play (rather than one card)

# $suit: the letter of a suit (C, D, H, S)
crazy_eights-suit = { $suit ->
    [C] clubs
    [D] diamonds
    [H] hearts
   *[S] spades
}

crazy_eights-action-play = { $suit ->
    [none] Play { $card }
   *[other] Play { $card }, call { crazy_eights-suit }
}
crazy_eights-action-draw = Draw a card
crazy_eights-action-pass = Pass

crazy_eights-play = { $suit ->
    [none] { $seat-you ->
        [yes] You play { $card }
       *[no] { $seat } plays { $card }
    }
   *[other] { $seat-you ->
        [yes] You play { $card } and call { crazy_eights-suit }
       *[no] { $seat } plays { $card } and calls { crazy_eights-suit }
    }
}
crazy_eights-draw = { $seat-you ->
    [yes] You draw a card
   *[no] { $seat } draws a card
}
crazy_eights-pass = { $seat-you ->
    [yes] You pass
   *[no] { $seat } passes
}
crazy_eights-out = { $seat-you ->
    [yes] You have no cards left
   *[no] { $seat } has no cards left
}
# $count: the cards of the discard pile shuffled into a new stock
crazy_eights-reshuffle = The discard pile is shuffled into a new stock ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
})

crazy_eights-refuse-over = the game is over
crazy_eights-refuse-not-turn = it is { $seat-you ->
    [yes] your
   *[no] { $seat }'s
} turn
crazy_eights-refuse-not-held = you do not hold { $card }
crazy_eights-refuse-only-drawn = after drawing you may play only the card you drew, { $card }
crazy_eights-refuse-no-match = { $card } matches neither { $top } nor the suit to follow, { crazy_eights-suit }
crazy_eights-refuse-name-suit = an eight names the suit to follow: call one
crazy_eights-refuse-no-suit = only an eight calls a suit (C, D, H or S)
crazy_eights-refuse-nothing-to-draw = there is nothing left to draw
crazy_eights-refuse-must-play = you have a card that fits: play it
crazy_eights-refuse-drawn-already = you have drawn already: play the card you drew or pass
crazy_eights-refuse-draw-first = you may pass only when nothing fits and nothing is left to draw
crazy_eights-refuse-draw-on = nothing you drew fits yet: draw again
crazy_eights-setup-bad = not a Crazy Eights position: { $reason }

crazy_eights-term-pile = Pile
crazy_eights-term-follow = suit to follow: { crazy_eights-suit }
crazy_eights-term-stock = Stock: { $count }
crazy_eights-term-hand = Your hand
crazy_eights-term-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
