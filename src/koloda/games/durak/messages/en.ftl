# Durak: the log (one message per event kind: durak-<kind>), the action labels
# (durak-action-...) and the refusals (durak-refuse-...).
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

# Refusals, said to the player who tried ($seat, where there is one: the seat the sentence is
# about, a name or you).
durak-refuse-game-over = the game is over
durak-refuse-no-seat = there is no such seat at this table
durak-refuse-left = { $seat-you ->
    [yes] you have
   *[no] { $seat } has
} already left the game
durak-refuse-unknown-action = { $action } is not a Durak action
durak-refuse-not-held = you do not hold { $card }
# $transfer: whether transfers are played at this table.
durak-refuse-defender-throws-in = the defender cannot throw in: { $transfer ->
    [yes] beat, take or transfer
   *[no] beat or take
}
durak-refuse-not-neighbour = only the defender's neighbours may throw in, and { $seat-you ->
    [yes] you do
   *[no] { $seat } does
} not sit next to the defender
durak-refuse-no-part = { $seat-you ->
    [yes] you take
   *[no] { $seat } takes
} no part in this bout
durak-refuse-passed = you have passed; you may add cards again only after a new card is played
# $count: the most attack cards a bout may hold.
durak-refuse-bout-full = this bout already holds { $count } attack cards, the most allowed
# $count: the cards the defender held at the start of the bout.
durak-refuse-defender-short = no more attack cards: the defender held only { $count ->
    [one] one card
   *[other] { $count } cards
} at the start of the bout
# $seat: the one who leads the bout.
durak-refuse-leads = { $seat-you ->
    [yes] you lead
   *[no] { $seat } leads
} this bout
durak-refuse-rank-not-on-table = { $card }: only ranks already on the table may be thrown in
durak-refuse-nothing-played = nothing has been played yet: the attacker leads first
# $seat: the one who defends in this bout.
durak-refuse-defends = { $seat-you ->
    [yes] you defend
   *[no] { $seat } defends
} in this bout
durak-refuse-taking = you have decided to take; the attackers may still add cards
durak-refuse-all-beaten = every card on the table is beaten; wait for the attackers
durak-refuse-not-attack-card = { $card } is not an attack card on the table
durak-refuse-already-beaten = { $card } is already beaten
# $card does not beat $attack: too low in the same suit; a trump attacked; another suit.
durak-refuse-not-higher = { $card } does not beat { $attack }: it must be higher
durak-refuse-trump-attack = { $card } does not beat { $attack }: a trump is beaten only by a higher trump
durak-refuse-does-not-beat = { $card } does not beat { $attack }: play a higher card of the same suit or a trump
durak-refuse-no-transfers = transfers are not played at this table (the transfer option is off)
durak-refuse-transfer-rank = { $card }: a transfer needs a card of the attack's rank
durak-refuse-transfer-beaten = a transfer is allowed only before any card is beaten
durak-refuse-transfer-nobody = nobody else is left in play to transfer to
# $seat: the next player, who would defend $count cards holding only $held.
durak-refuse-transfer-too-many = { $seat-you ->
    [yes] you
   *[no] { $seat }
} cannot face { $count } cards with only { $held } in hand
durak-refuse-must-lead = the attacker must lead a card
durak-refuse-defender-passes = the defender cannot pass: beat the cards or take them
# $seat: the defender, who still has cards to answer.
durak-refuse-wait-defender = wait: { $seat-you ->
    [yes] you have
   *[no] { $seat } has
} not answered every card yet
durak-refuse-no-cards = you hold no cards
# The restricted form (the restricted option): $seat the defender.
durak-refuse-restricted-one-card = one card at a time: wait until { $seat-you ->
    [yes] you have
   *[no] { $seat } has
} answered the card on the table
durak-refuse-restricted-taking = nothing is added after a take in the restricted form

## First game: the goal and the first move (the table's hint card)
durak-hint-goal = Get rid of your cards. Nobody wins at Durak: the last player still holding cards is the durak, the fool.
durak-hint-start = The attacker lays a card; the defender beats it with a higher card of the same suit or with a trump, or takes the cards. Others may throw in cards of ranks already on the table. Drag a card onto the card it beats, or onto the table to attack.
durak-about = The Russian classic: beat the attacks, don't be the fool.
durak-length = 10–20 min

## The game's title, its options and its bot
durak-title = Durak
durak-option-transfer = transfer variant: the defender may pass the attack on with a card of the same rank
durak-option-throw-in = who may throw in: every other player, or only the defender's two neighbours
durak-option-throw-in-all = everybody
durak-option-throw-in-neighbours = neighbours only
durak-option-first-bout-five = the first bout of the game holds at most five attack cards
durak-option-restricted = restricted form, as other programs play it: only the main attacker adds cards, one at a time, nothing is added after a take, no transfers
durak-option-restricted-transfer = the restricted form has no transfers: turn off either the transfer variant or the restricted form
durak-bot-param = heuristic:{ $param }: the parameter must be a number, like 1.5

## Positions (setup) refused: $field a field's name (quoted where the code quotes it), $index a
## seat's or a table pair's number, $card and $attack cards.
durak-setup-cards-not-text = setup: { $field } must be a string of cards like "6S 10H"
durak-setup-bad-card = setup: { $field }: { $reason }
durak-setup-not-in-deck = setup: { $field }: { $card } is not in the 36-card deck (6 to ace)
durak-setup-bad-seat = setup: { $field } must be a seat from 0 to { $last }, not { $value }
durak-setup-not-object = setup: a position must be a JSON object
durak-setup-unknown-keys = setup: unknown keys { $keys }
durak-setup-hands-not-list = setup: 'hands' must be a list with one string of cards a seat
durak-setup-trump-one-card = setup: 'trump' must be one card
durak-setup-trump-suit-disagrees = setup: 'trump_suit' disagrees with the trump card
durak-setup-no-trump = setup: give the turned-up 'trump' card, or 'trump_suit' (C, D, H or S) once it has been drawn
durak-setup-stock-after-trump = setup: the turned-up trump is drawn last, so with 'trump' null the stock must be empty
durak-setup-twice = setup: { $card } is named twice
durak-setup-out-not-list = setup: 'out' must list a place or null for every seat
durak-setup-out-place = setup: out[{ $index }] must be a place from 1 to { $players }
durak-setup-out-holds = setup: out[{ $index }] is set, but hands[{ $index }] is not empty or the stock lasts: nobody leaves while holding cards or while cards are left to draw
durak-setup-attacker-left = setup: 'attacker' has left (out[{ $index }] is set) and cannot lead
durak-setup-bad-defender = setup: the defender must be another seat still in play
durak-setup-two-players = setup: at least two players must hold cards
durak-setup-attacker-empty = setup: 'attacker' holds no cards to lead (hands[{ $index }] is empty)
durak-setup-not-beaten = setup: { $card } does not beat { $attack }
durak-setup-table-full = setup: the table holds more attack cards than the bout allows
durak-setup-taking = setup: the defender takes only while a card is unbeaten
durak-setup-restricted-table = setup: in the restricted form at most one card lies unbeaten
durak-setup-bad-passed = setup: 'passed' must list seats that may throw in this bout
durak-setup-known-not-list = setup: 'known' must give one string of cards a seat
durak-setup-known-not-held = setup: known[{ $index }] names a card hands[{ $index }] does not hold
durak-setup-bad-count = setup: { $key } must be a whole number from 1
durak-setup-table-not-list = setup: 'table' must be a list of [attack, defence or null] pairs
durak-setup-table-not-pair = setup: table[{ $index }] must be a pair [attack, defence or null]
durak-setup-table-one-card = setup: table[{ $index }] must hold one card and one card or null

# The result screen's headline (DurakGame.result_words).
durak-result = { $durak-you ->
    [yes] You are the durak!
   *[no] { $durak } is the durak
}

## The C search's bot (search.py): $param the parameter given, $iterations and $seconds the most.
durak-search-param = search:{ $param }: give iterations (1 to { $iterations }, like 3000) or seconds (up to { $seconds }, like 0.05s)
durak-search-not-built = Durak's C module was not built (no C compiler at install): the search cannot run
