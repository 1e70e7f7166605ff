# Durak: the log (one message per event kind: durak-<kind>) and the action labels.
# $seat is the one who acts: a name, or you ($seat-you = yes).

durak-lead = { $seat-you ->
    [yes] You lead { $card }
   *[no] { $seat } leads { $card }
}
durak-throw_in = { $seat-you ->
    [yes] You throw in { $card }
   *[no] { $seat } throws in { $card }
}
durak-defend = { $seat-you ->
    [yes] You beat { $attack } with { $card }
   *[no] { $seat } beats { $attack } with { $card }
}
durak-transfer = { $seat-you ->
    [yes] You transfer with { $card }
   *[no] { $seat } transfers with { $card }
}: { $defender-you ->
    [yes] now you defend
   *[no] { $defender } defends now
}
durak-take = { $seat-you ->
    [yes] You will take the cards
   *[no] { $seat } will take the cards
}
durak-pass = { $seat-you ->
    [yes] You pass
   *[no] { $seat } passes
}
durak-beaten = Beaten: { $count ->
    [one] the card goes
   *[other] { $count } cards go
} to the discard
durak-pick_up = { $seat-you ->
    [yes] You pick up { $cards }
   *[no] { $seat } picks up { $cards-count ->
        [one] one card: { $cards }
       *[other] { $cards-count } cards: { $cards }
    }
}
durak-draw = { $seat-you ->
    [yes] You draw { $cards }
   *[no] { $seat } draws { $count ->
        [one] one card
       *[other] { $count } cards
    }
}{ $trump ->
    [none] {""}
   *[other] , the last being the turned-up trump { $trump }
}
durak-out = { $seat-you ->
    [yes] You are out of cards and leave the game
   *[no] { $seat } is out of cards and leaves the game
} ({ $place ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
   *[other] place { $place }
})
durak-game_over = { $durak-you ->
    [yes] You are the durak
    [no] { $durak } is the durak
   *[other] The last cards went at once: a draw, no durak
}

# Action labels: what the player will do.
durak-action-attack = play { $card }
durak-action-defend = beat { $attack } with { $card }
durak-action-transfer = transfer with { $card }
durak-action-take = take the cards
durak-action-pass = pass (done)
