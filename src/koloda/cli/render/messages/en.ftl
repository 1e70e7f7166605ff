# koloda.cli.render: texts in English (docs/messages.md). Ids start with "cli-render-".
# One section a game's terminal renderer: cli-render-<game_id>-…

## generic (any view as a table)

cli-render-generic-yes = yes
cli-render-generic-no = no
# the entries of a long list or table left out: $n, how many
cli-render-generic-more = … { $n } more

## palace

cli-render-palace-pile = Pile
cli-render-palace-empty = empty
cli-render-palace-to-beat = to beat
cli-render-palace-anything = anything goes
cli-render-palace-stock = stock
cli-render-palace-burned = burned
cli-render-palace-pick-ups = pick-ups
cli-render-palace-seat = player
cli-render-palace-hand = hand
cli-render-palace-face-up = face up
cli-render-palace-face-down = face down
cli-render-palace-you = you
cli-render-palace-other = opponent
cli-render-palace-turn = to play
cli-render-palace-may-act = may act
cli-render-palace-ready = ready
cli-render-palace-swapping = swapping
# a seat that has finished: $n, its place (1, 2, …)
cli-render-palace-place = { $n ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $n }th
} place
cli-render-palace-your-hand = Your hand
cli-render-palace-drawn = just drew
cli-render-palace-known = known
cli-render-palace-swap = Swap phase: exchange hand and face-up cards, then “ready to play”.
cli-render-palace-over = Game over.
cli-render-palace-may-add = may add a drawn card

## durak

cli-render-durak-title = Durak
cli-render-durak-trump = trump
cli-render-durak-stock = stock
cli-render-durak-discard = discard
cli-render-durak-attack = attack
cli-render-durak-defence = defence
cli-render-durak-empty = (the table is empty)
cli-render-durak-other = opponent
# after a seat's number of cards
cli-render-durak-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
cli-render-durak-you = you
cli-render-durak-attacker = attacks
cli-render-durak-defender = defends
cli-render-durak-thrower = may throw in
cli-render-durak-passed = passed
# a seat that is out: $n, its place (1, 2, …)
cli-render-durak-out = out, { $n ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $n }th
} place
cli-render-durak-taking = takes
cli-render-durak-turn = to move
cli-render-durak-known = seen
cli-render-durak-hand = Your hand
cli-render-durak-durak = durak
cli-render-durak-draw = a draw: no durak
cli-render-durak-over = Game over
# before the bout's number
cli-render-durak-bout = bout
cli-render-durak-limit = limit
# the trump card already taken from the stock
cli-render-durak-drawn = drawn

## card_ball

cli-render-card_ball-hand = Your hand
cli-render-card_ball-opponent = opponent
cli-render-card_ball-stock = stock
cli-render-card_ball-aside = set aside
cli-render-card_ball-gone = discarded
cli-render-card_ball-yours = Your shot
cli-render-card_ball-theirs = Opponent to shoot
cli-render-card_ball-next-shot = Next shot
cli-render-card_ball-break = break
cli-render-card_ball-in-hand = cue ball in hand (kitchen)
cli-render-card_ball-shots = shots
cli-render-card_ball-last = last shot
cli-render-card_ball-foul = foul
cli-render-card_ball-potted = potted
cli-render-card_ball-nothing = legal, nothing potted
cli-render-card_ball-respotted = spotted
cli-render-card_ball-over = Game over
# the viewer's place: $place (1, 2, …)
cli-render-card_ball-place = You finish { $place ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
   *[other] { $place }
}
cli-render-card_ball-pays = settlement
# the viewer's place in the next game's order: $order (1, 2, …)
cli-render-card_ball-next = in the next game you shoot { $order ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
   *[other] { $order }
}
cli-render-card_ball-options = Shots
cli-render-card_ball-custom = or type: shot AIM SPEED [SIDE FOLLOW [ELEVATION]] [at X Y]
cli-render-card_ball-you = you
cli-render-card_ball-legend = ○ cue ball, ∘ pocket, ┄ head string (kitchen below), · foot spot
# $n cards (a seat's count)
cli-render-card_ball-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
# the balls' places: the cue ball, and the unit
cli-render-card_ball-cue = cue
cli-render-card_ball-cm = cm
cli-render-card_ball-foul-miss = no ball hit
cli-render-card_ball-foul-kitchen = first ball inside the kitchen
cli-render-card_ball-foul-no-rail = no pot, no cushion
cli-render-card_ball-foul-closed-break = break not open
cli-render-card_ball-foul-scratch = scratch
cli-render-card_ball-foul-cue-off = cue ball off the table
cli-render-card_ball-foul-ball-off = ball off the table
cli-render-card_ball-foul-wrong-ball = ball without its card
cli-render-card_ball-foul-right-and-wrong = right and wrong ball

## clash_of_decks (and clash_of_decks_solo)

cli-render-clash_of_decks-opponent = opponent
cli-render-clash_of_decks-left = left side
cli-render-clash_of_decks-right = right side
cli-render-clash_of_decks-you = you
cli-render-clash_of_decks-ai = automaton
cli-render-clash_of_decks-turn = Turn { $n }
cli-render-clash_of_decks-mana = mana { $n }
cli-render-clash_of_decks-hand = hand
cli-render-clash_of_decks-top = top
cli-render-clash_of_decks-bottom = bottom
cli-render-clash_of_decks-bridge = bridge
cli-render-clash_of_decks-health = health { $n }
cli-render-clash_of_decks-deck = deck { $n }
cli-render-clash_of_decks-discard = discard
cli-render-clash_of_decks-over = Game over
cli-render-clash_of_decks-winner = winner: { $who }
cli-render-clash_of_decks-draw = a draw
cli-render-clash_of_decks-pending = choose the order your destroyed creatures return in
cli-render-clash_of_decks-pending-other = { $who }: choosing the order the destroyed creatures return in
cli-render-clash_of_decks-pick = Revealed cards
cli-render-clash_of_decks-final = the automaton's last turn is coming
cli-render-clash_of_decks-bastion = BASTION
cli-render-clash_of_decks-fort = FORT
cli-render-clash_of_decks-phase-summon = summoning
cli-render-clash_of_decks-phase-assault = assault
cli-render-clash_of_decks-phase-deck = choosing decks
cli-render-clash_of_decks-phase-draft = draft
cli-render-clash_of_decks-phase-choose = choosing cards
cli-render-clash_of_decks-phase-ban = bans
cli-render-clash_of_decks-phase-pick = the deal
cli-render-clash_of_decks-phase-ai_summon = automaton
cli-render-clash_of_decks-phase-over = over

## thirteenth_hour

cli-render-thirteenth_hour-round = Round { $n }
cli-render-thirteenth_hour-last = last round
cli-render-thirteenth_hour-stock = stock { $n }
cli-render-thirteenth_hour-discard = discard { $n }
cli-render-thirteenth_hour-player = player
cli-render-thirteenth_hour-you = you
cli-render-thirteenth_hour-left = left neighbour
cli-render-thirteenth_hour-right = right neighbour
cli-render-thirteenth_hour-across = across
cli-render-thirteenth_hour-across-left = across, left
cli-render-thirteenth_hour-across-right = across, right
cli-render-thirteenth_hour-opponent = opponent
cli-render-thirteenth_hour-deals = dealer: { $who } · to give out:
cli-render-thirteenth_hour-deals-any = the dealer ◆ gives out
cli-render-thirteenth_hour-refuse-any = the receiver may refuse it with a hand, or take it
cli-render-thirteenth_hour-refuse = { $who }: refuse it with a hand, or take it?
cli-render-thirteenth_hour-row = row
cli-render-thirteenth_hour-points = points
cli-render-thirteenth_hour-kept = kept
cli-render-thirteenth_hour-seat = seat
cli-render-thirteenth_hour-over = Game over
# the special cards' names on their chips
cli-render-thirteenth_hour-hand = hand
cli-render-thirteenth_hour-return = return
cli-render-thirteenth_hour-limit = 13→18
cli-render-thirteenth_hour-batch = { $n } face down
cli-render-thirteenth_hour-legend = * draws one more card · + plus symbols · green: set aside at once
cli-render-thirteenth_hour-wait = had a card
cli-render-thirteenth_hour-dealer = dealer
cli-render-thirteenth_hour-marker = marker

## spiderman_strength (and the words spiderman_dark shares with it)

cli-render-spiderman_strength-title = Spider-Man: Battle of Strength
cli-render-spiderman_strength-round = round { $round } of { $limit }
cli-render-spiderman_strength-seat = player
cli-render-spiderman_strength-cards = cards
cli-render-spiderman_strength-known = known below
cli-render-spiderman_strength-out = out
cli-render-spiderman_strength-you = you
cli-render-spiderman_strength-opponent = opponent
cli-render-spiderman_strength-player = player
cli-render-spiderman_strength-an-opponent = an opponent
cli-render-spiderman_strength-a-player = a player
cli-render-spiderman_strength-starts = starts
cli-render-spiderman_strength-classic = classic choice: the starter names the category
cli-render-spiderman_strength-top = Your top card
cli-render-spiderman_strength-last = Last round
cli-render-spiderman_strength-playoff = tie-break
# after a seat's name
cli-render-spiderman_strength-wins = wins the round
cli-render-spiderman_strength-you-win = you win the round
cli-render-spiderman_strength-draw = a draw: the cards go back
cli-render-spiderman_strength-over = Game over
cli-render-spiderman_strength-aside = set aside
cli-render-spiderman_strength-set = card set
cli-render-spiderman_strength-hero = hero
cli-render-spiderman_strength-villain = villain
cli-render-spiderman_strength-bonus = bonus
# before the category's name
cli-render-spiderman_strength-named = named
# a finishing place: $rank (1, 2, …)
cli-render-spiderman_strength-place = { $rank ->
    [1] first place
    [2] second place
    [3] third place
    [4] fourth place
    [5] fifth place
    [6] sixth place
    [7] seventh place
    [8] eighth place
   *[other] place { $rank }
}

## spiderman_dark

cli-render-spiderman_dark-title = Spider-Man: Battle in the Dark
cli-render-spiderman_dark-calls = calls
# before the symbol's name
cli-render-spiderman_dark-called = called

## scattergories

cli-render-scattergories-left = letters left { $letters } · categories left { $categories }
cli-render-scattergories-opponent = opponent
cli-render-scattergories-you = you
cli-render-scattergories-queue = pressed: { $who }
cli-render-scattergories-nobody = nobody has pressed yet: first to think of an answer, press “I know!”
cli-render-scattergories-answering = answering now: { $who }
# the answer being judged: $take is cli-render-scattergories-letter or -category
cli-render-scattergories-answer = answer by { $who }: “{ $text }” (for the { $take })
cli-render-scattergories-votes = votes: { $votes }
cli-render-scattergories-accept = yes
cli-render-scattergories-reject = no
cli-render-scattergories-letter = letter
cli-render-scattergories-category = category
cli-render-scattergories-cards = cards
cli-render-scattergories-won = won
cli-render-scattergories-seat = seat
cli-render-scattergories-last-ok = last: “{ $text }” accepted
cli-render-scattergories-over = Game over
cli-render-scattergories-last-no = last: “{ $text }” rejected ({ $why })
cli-render-scattergories-used = used: { $words }
cli-render-scattergories-auto = auto-judge: the lexicon decides
cli-render-scattergories-failed = wrong here: { $who }
