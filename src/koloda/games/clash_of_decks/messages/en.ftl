# Clash of Decks, both games: the duel (clash_of_decks) and the solo game against the automaton
# (clash_of_decks_solo). The log (one message per event kind: <game id>-<kind>), the action
# labels (<game id>-action-...) and the refusals (<game id>-refuse-...), in English.
# A seat argument ($seat, $side, $enemy) is a name, or you ($x-you = yes). Cards travel as keys
# ("troll"): the clash_of_decks-name-* messages give their names.

## Card names by key: one message per argument that holds a key ($card, $target, $second,
## $third). The same names as cards.toml (a test compares them); an unknown key shows as it is.

clash_of_decks-name-card = { $card ->
    [aberration] Aberration
    [abomination] Abomination
    [alpha] Alpha
    [assassin] Assassin
    [baron] Baron
    [brigand] Brigand
    [brute] Brute
    [carapace] Carapace
    [carnivore] Carnivore
    [disciple] Disciple
    [gnome] Gnome
    [grrr] Grrr
    [lieutenant] Lieutenant
    [machine] Machine
    [martyr] Martyr
    [microctopus] Microctopus
    [mutant] Mutant
    [ogre] Ogre
    [parasite] Parasite
    [partisan] Partisan
    [reptile] Reptile
    [revenant] Revenant
    [scribe] Scribe
    [shaman] Shaman
    [troll] Troll
    [vortex] Vortex
    [zombie] Zombie
    [annihilation] Annihilation
    [boom] Boom!
    [combustion] Combustion
    [cyclone] Cyclone
    [meteorite] Meteorite
   *[other] { $card }
}
clash_of_decks-name-target = { $target ->
    [aberration] Aberration
    [abomination] Abomination
    [alpha] Alpha
    [assassin] Assassin
    [baron] Baron
    [brigand] Brigand
    [brute] Brute
    [carapace] Carapace
    [carnivore] Carnivore
    [disciple] Disciple
    [gnome] Gnome
    [grrr] Grrr
    [lieutenant] Lieutenant
    [machine] Machine
    [martyr] Martyr
    [microctopus] Microctopus
    [mutant] Mutant
    [ogre] Ogre
    [parasite] Parasite
    [partisan] Partisan
    [reptile] Reptile
    [revenant] Revenant
    [scribe] Scribe
    [shaman] Shaman
    [troll] Troll
    [vortex] Vortex
    [zombie] Zombie
    [annihilation] Annihilation
    [boom] Boom!
    [combustion] Combustion
    [cyclone] Cyclone
    [meteorite] Meteorite
   *[other] { $target }
}
clash_of_decks-name-second = { $second ->
    [aberration] Aberration
    [abomination] Abomination
    [alpha] Alpha
    [assassin] Assassin
    [baron] Baron
    [brigand] Brigand
    [brute] Brute
    [carapace] Carapace
    [carnivore] Carnivore
    [disciple] Disciple
    [gnome] Gnome
    [grrr] Grrr
    [lieutenant] Lieutenant
    [machine] Machine
    [martyr] Martyr
    [microctopus] Microctopus
    [mutant] Mutant
    [ogre] Ogre
    [parasite] Parasite
    [partisan] Partisan
    [reptile] Reptile
    [revenant] Revenant
    [scribe] Scribe
    [shaman] Shaman
    [troll] Troll
    [vortex] Vortex
    [zombie] Zombie
    [annihilation] Annihilation
    [boom] Boom!
    [combustion] Combustion
    [cyclone] Cyclone
    [meteorite] Meteorite
   *[other] { $second }
}
clash_of_decks-name-third = { $third ->
    [aberration] Aberration
    [abomination] Abomination
    [alpha] Alpha
    [assassin] Assassin
    [baron] Baron
    [brigand] Brigand
    [brute] Brute
    [carapace] Carapace
    [carnivore] Carnivore
    [disciple] Disciple
    [gnome] Gnome
    [grrr] Grrr
    [lieutenant] Lieutenant
    [machine] Machine
    [martyr] Martyr
    [microctopus] Microctopus
    [mutant] Mutant
    [ogre] Ogre
    [parasite] Parasite
    [partisan] Partisan
    [reptile] Reptile
    [revenant] Revenant
    [scribe] Scribe
    [shaman] Shaman
    [troll] Troll
    [vortex] Vortex
    [zombie] Zombie
    [annihilation] Annihilation
    [boom] Boom!
    [combustion] Combustion
    [cyclone] Cyclone
    [meteorite] Meteorite
   *[other] { $third }
}

## The duel's log (clash_of_decks-<event kind>). $seat is the side the event is about.

clash_of_decks-deck = { $seat-you ->
    [yes] You take deck { $deck }
   *[no] { $seat } takes deck { $deck }
}
# No seat: the draft's face-up cards; a seat: that player's cards in the constructed format.
clash_of_decks-reveal = { $seat-you ->
    [none] { $cards-count } cards are revealed for the draft
    [yes] You reveal the { $cards-count } cards you bring
   *[no] { $seat } reveals the { $cards-count } cards they bring
}
clash_of_decks-take = { $seat-you ->
    [yes] You take { clash_of_decks-name-card }
   *[no] { $seat } takes { clash_of_decks-name-card }
}
# The constructed format: the choices stay secret until the cards are revealed.
clash_of_decks-choose = { $seat-you ->
    [yes] You choose a card ({ $count } so far)
   *[no] { $seat } chooses a card ({ $count } so far)
}
clash_of_decks-ban = { $seat-you ->
    [yes] You ban { clash_of_decks-name-card }
   *[no] { $seat } bans { clash_of_decks-name-card }
}
clash_of_decks-coin = The coin decides: { $seat-you ->
    [yes] you play first
   *[no] { $seat } plays first
}
clash_of_decks-turn = { $seat-you ->
    [yes] Your turn: { $mana } mana
   *[no] { $seat }'s turn: { $mana } mana
}
clash_of_decks-assault = { $seat-you ->
    [yes] You begin the assault
   *[no] { $seat } begins the assault
}
clash_of_decks-summon = { $seat-you ->
    [yes] You summon
   *[no] { $seat } summons
} { clash_of_decks-name-card } to the { $row ->
    [0] top
   *[other] bottom
} row
# $side: whose creature the spell hits ($own: the caster's own).
clash_of_decks-cast = { $seat-you ->
    [yes] You cast
   *[no] { $seat } casts
} { clash_of_decks-name-card } at { $own ->
    [yes] { $seat-you ->
        [yes] your own
       *[no] their own
    }
   *[no] { $side-you ->
        [yes] your
       *[no] { $side }'s
    }
} { clash_of_decks-name-target }
# $seat's creature attacks $enemy's creature, or with no $target the Bastion/Fort ($fort).
clash_of_decks-attack = { $seat-you ->
    [yes] Your
   *[no] { $seat }'s
} { clash_of_decks-name-card } attacks { $enemy-you ->
    [yes] your
   *[no] { $enemy }'s
} { $target ->
    [none] { $fort ->
        [yes] Fort
       *[no] Bastion
    }
   *[other] { clash_of_decks-name-target }
}: { $damage } damage
clash_of_decks-protected = Protection absorbs the attack on { $seat-you ->
    [yes] your
   *[no] { $seat }'s
} { clash_of_decks-name-card }
clash_of_decks-immune = { $seat-you ->
    [yes] Your
   *[no] { $seat }'s
} { clash_of_decks-name-card } has Immunity: the spell does it no harm
# One attack or spell destroys at most three creatures: $card, $second, $third.
clash_of_decks-destroyed = { $seat-you ->
    [yes] Your
   *[no] { $seat }'s
} { $count ->
    [1] { clash_of_decks-name-card } is destroyed
    [2] { clash_of_decks-name-card } and { clash_of_decks-name-second } are destroyed
   *[other] { clash_of_decks-name-card }, { clash_of_decks-name-second } and { clash_of_decks-name-third } are destroyed
}
clash_of_decks-return = { clash_of_decks-name-card } returns to { $seat-you ->
    [yes] your
   *[no] { $seat }'s
} hand
clash_of_decks-fortress_hit = { $seat-you ->
    [yes] Your
   *[no] { $seat }'s
} { $fort ->
    [yes] Fort
   *[no] Bastion
} takes { $damage } damage
clash_of_decks-bastion_falls = { $seat-you ->
    [yes] Your
   *[no] { $seat }'s
} Bastion falls: the Fort takes its place at the left of the hand
# No seat: a draw (our own limit on the length of a duel).
clash_of_decks-game_over = { $seat-you ->
    [yes] You win
    [no] { $seat } wins
   *[none] The game ends in a draw: the turn limit is reached
}

## The duel's action labels: what the player will do.

clash_of_decks-action-deck = take deck { $deck }
clash_of_decks-action-take = take { clash_of_decks-name-card }
clash_of_decks-action-choose = choose { clash_of_decks-name-card }
clash_of_decks-action-ban = ban { clash_of_decks-name-card }
clash_of_decks-action-summon = summon { clash_of_decks-name-card }: { $row ->
    [0] top row
   *[other] bottom row
}
# $side: whose creature; $place: counted from the bridge.
clash_of_decks-action-cast = { clash_of_decks-name-card } → { $side-you ->
    [yes] your
   *[no] { $side }'s
} { $row ->
    [0] top
   *[other] bottom
} row, { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
} from the bridge
clash_of_decks-action-assault = begin the assault
clash_of_decks-action-strike = next attack
clash_of_decks-action-end = end the turn
clash_of_decks-action-return = return { clash_of_decks-name-card } to your hand next

## The duel's refusals: why a move is not allowed.

clash_of_decks-refuse-choice = { $seat-you ->
    [yes] it is your choice
   *[no] it is { $seat }'s choice
}
clash_of_decks-refuse-choose-deck = choose one of the preconstructed decks (1 to 4)
clash_of_decks-refuse-deck-taken = deck { $deck } is not free (free: { $free })
clash_of_decks-refuse-take = take one of the revealed cards
clash_of_decks-refuse-not-revealed = { clash_of_decks-name-card } is not among the revealed cards
clash_of_decks-refuse-choose = choose the cards you bring
clash_of_decks-refuse-not-choosable = you cannot choose { clash_of_decks-name-card } now
clash_of_decks-refuse-ban = ban one of your opponent's cards
clash_of_decks-refuse-not-bannable = { clash_of_decks-name-card } is not among your opponent's cards
clash_of_decks-refuse-turn = { $seat-you ->
    [yes] it is your turn
   *[no] it is { $seat }'s turn
}

## Refusals of the battle, the same in both games.

clash_of_decks-refuse-over = the game is over
# $seat: whose destroyed creatures are waiting to return.
clash_of_decks-refuse-pending = { $seat-you ->
    [yes] first choose which of your destroyed creatures returns to your hand next
   *[no] { $seat } is choosing the order their destroyed creatures return in
}
clash_of_decks-refuse-assault-begun = the assault has already begun
clash_of_decks-refuse-summoning = first end the summoning: begin the assault
clash_of_decks-refuse-all-attacked = every creature has attacked: end the turn
clash_of_decks-refuse-still-attacking = creatures still have to attack: let the next one strike
clash_of_decks-refuse-not-battle = that is not a move of the battle
clash_of_decks-refuse-return = choose which destroyed creature returns next: { $count ->
    [2] { clash_of_decks-name-card } or { clash_of_decks-name-second }
   *[other] { clash_of_decks-name-card }, { clash_of_decks-name-second } or { clash_of_decks-name-third }
}
# $key: what the player sent, not a card of the set.
clash_of_decks-refuse-no-card = there is no card “{ $key }” in Clash of Decks
clash_of_decks-refuse-not-in-hand = { clash_of_decks-name-card } is not in your hand
clash_of_decks-refuse-out-of-reach = { clash_of_decks-name-card } is not among the four leftmost cards of your hand
clash_of_decks-refuse-mana = { clash_of_decks-name-card } costs { $cost } mana, you have { $mana }
clash_of_decks-refuse-summon-phase = creatures are summoned only before the assault
clash_of_decks-refuse-summon-spell = { clash_of_decks-name-card } is a spell: cast it at a creature
clash_of_decks-refuse-row = a creature goes to the top row or the bottom row
clash_of_decks-refuse-last-card = at least one card must stay in your hand besides the Bastion/Fort
clash_of_decks-refuse-cast-phase = spells are cast while summoning or during the assault
clash_of_decks-refuse-cast-creature = { clash_of_decks-name-card } is a creature: summon it into a row
clash_of_decks-refuse-no-target = a spell needs a creature in play as its target

## The solo game's log (clash_of_decks_solo-<event kind>). $seat-number is 1 for the
## player's side ($seat: the player's name, or you) and 2 for the automaton's.

clash_of_decks_solo-take = { $seat-you ->
    [yes] You take
   *[no] { $seat } takes
} { clash_of_decks-name-card }; the other three go to the automaton
# $final: the automaton's last turn (its Fort has shown).
clash_of_decks_solo-turn = { $seat-number ->
    [1] { $seat-you ->
        [yes] Your turn: { $mana } mana
       *[no] { $seat }'s turn: { $mana } mana
    }
   *[other] { $final ->
        [yes] The automaton's last turn: { $mana } mana
       *[no] The automaton's turn: { $mana } mana
    }
}
clash_of_decks_solo-assault = { $seat-number ->
    [1] { $seat-you ->
        [yes] You begin the assault
       *[no] { $seat } begins the assault
    }
   *[other] The automaton begins the assault
}
clash_of_decks_solo-summon = { $seat-you ->
    [yes] You summon
   *[no] { $seat } summons
} { clash_of_decks-name-card } to the { $row ->
    [0] top
   *[other] bottom
} row
# The automaton's turn: the top card of its deck goes into its next row.
clash_of_decks_solo-reveal = The automaton reveals { clash_of_decks-name-card } into its { $row ->
    [0] top
   *[other] bottom
} row
# $side: whose creature the spell hits ($own: the caster's own).
clash_of_decks_solo-cast = { $seat-number ->
    [1] { $seat-you ->
        [yes] You cast
       *[no] { $seat } casts
    }
   *[other] The automaton casts
} { clash_of_decks-name-card } at { $own ->
    [yes] { $seat-you ->
        [yes] your own
       *[no] their own
    }
   *[no] { $side-number ->
        [1] { $side-you ->
            [yes] your
           *[no] { $side }'s
        }
       *[other] the automaton's
    }
} { clash_of_decks-name-target }
# The automaton's spell with no creature to hit in the row it went to.
clash_of_decks_solo-fizzle = The automaton reveals { clash_of_decks-name-card }: with no target in the { $row ->
    [0] top
   *[other] bottom
} row, it goes to the discard
clash_of_decks_solo-attack = { $seat-number ->
    [1] { $seat-you ->
        [yes] Your
       *[no] { $seat }'s
    }
   *[other] The automaton's
} { clash_of_decks-name-card } attacks { $enemy-number ->
    [1] { $enemy-you ->
        [yes] your
       *[no] { $enemy }'s
    }
   *[other] the automaton's
} { $target ->
    [none] { $fort ->
        [yes] Fort
       *[no] Bastion
    }
   *[other] { clash_of_decks-name-target }
}: { $damage } damage
clash_of_decks_solo-protected = Protection absorbs the attack on { $seat-number ->
    [1] { $seat-you ->
        [yes] your
       *[no] { $seat }'s
    }
   *[other] the automaton's
} { clash_of_decks-name-card }
clash_of_decks_solo-immune = { $seat-number ->
    [1] { $seat-you ->
        [yes] Your
       *[no] { $seat }'s
    }
   *[other] The automaton's
} { clash_of_decks-name-card } has Immunity: the spell does it no harm
clash_of_decks_solo-destroyed = { $seat-number ->
    [1] { $seat-you ->
        [yes] Your
       *[no] { $seat }'s
    }
   *[other] The automaton's
} { $count ->
    [1] { clash_of_decks-name-card } is destroyed
    [2] { clash_of_decks-name-card } and { clash_of_decks-name-second } are destroyed
   *[other] { clash_of_decks-name-card }, { clash_of_decks-name-second } and { clash_of_decks-name-third } are destroyed
}
clash_of_decks_solo-return = { clash_of_decks-name-card } returns to { $seat-you ->
    [yes] your
   *[no] { $seat }'s
} hand
# The automaton's damage moves cards from its deck to its discard ($milled of them).
clash_of_decks_solo-fortress_hit = { $seat-number ->
    [1] { $seat-you ->
        [yes] Your
       *[no] { $seat }'s
    } { $fort ->
        [yes] Fort
       *[no] Bastion
    } takes { $damage } damage
   *[other] The automaton takes { $damage } damage: { $milled ->
        [0] its deck is already empty
        [one] { $milled } card goes from its deck to the discard
       *[other] { $milled } cards go from its deck to the discard
    }
}
# The automaton's: its reshuffled discard ($deck cards) is its new deck.
clash_of_decks_solo-bastion_falls = { $seat-number ->
    [1] { $seat-you ->
        [yes] Your
       *[no] { $seat }'s
    } Bastion falls: the Fort takes its place at the left of the hand
   *[other] The automaton's Bastion falls: its discard, reshuffled, becomes its deck on the Fort ({ $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    })
}
clash_of_decks_solo-fort_shows = The automaton's Fort shows: it has one turn left
clash_of_decks_solo-game_over = { $seat-number ->
    [1] { $seat-you ->
        [yes] You win
       *[no] { $seat } wins
    }
   *[other] The automaton wins
}

## The solo game's action labels: what the player will do.

clash_of_decks_solo-action-take = take { clash_of_decks-name-card }
clash_of_decks_solo-action-summon = summon { clash_of_decks-name-card }: { $row ->
    [0] top row
   *[other] bottom row
}
# $side: whose creature (1: the player's, 2: the automaton's); $place: counted from the bridge.
clash_of_decks_solo-action-cast = { clash_of_decks-name-card } → { $side-number ->
    [1] { $side-you ->
        [yes] your
       *[no] { $side }'s
    }
   *[other] the automaton's
} { $row ->
    [0] top
   *[other] bottom
} row, { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
} from the bridge
clash_of_decks_solo-action-assault = begin the assault
clash_of_decks_solo-action-strike = next attack
clash_of_decks_solo-action-end = end the turn
clash_of_decks_solo-action-return = return { clash_of_decks-name-card } to your hand next

## The solo game's refusals.

clash_of_decks_solo-refuse-seat = the solo game has a single player
clash_of_decks_solo-refuse-take = take one of the four revealed cards
clash_of_decks_solo-refuse-not-revealed = { clash_of_decks-name-card } is not among the revealed cards
clash_of_decks_solo-refuse-automaton = the automaton is playing its turn

## Refusals of the battle, the same in both games.

clash_of_decks_solo-refuse-over = the game is over
# $seat: whose destroyed creatures are waiting to return.
clash_of_decks_solo-refuse-pending = { $seat-you ->
    [yes] first choose which of your destroyed creatures returns to your hand next
   *[no] { $seat } is choosing the order their destroyed creatures return in
}
clash_of_decks_solo-refuse-assault-begun = the assault has already begun
clash_of_decks_solo-refuse-summoning = first end the summoning: begin the assault
clash_of_decks_solo-refuse-all-attacked = every creature has attacked: end the turn
clash_of_decks_solo-refuse-still-attacking = creatures still have to attack: let the next one strike
clash_of_decks_solo-refuse-not-battle = that is not a move of the battle
clash_of_decks_solo-refuse-return = choose which destroyed creature returns next: { $count ->
    [2] { clash_of_decks-name-card } or { clash_of_decks-name-second }
   *[other] { clash_of_decks-name-card }, { clash_of_decks-name-second } or { clash_of_decks-name-third }
}
# $key: what the player sent, not a card of the set.
clash_of_decks_solo-refuse-no-card = there is no card “{ $key }” in Clash of Decks
clash_of_decks_solo-refuse-not-in-hand = { clash_of_decks-name-card } is not in your hand
clash_of_decks_solo-refuse-out-of-reach = { clash_of_decks-name-card } is not among the four leftmost cards of your hand
clash_of_decks_solo-refuse-mana = { clash_of_decks-name-card } costs { $cost } mana, you have { $mana }
clash_of_decks_solo-refuse-summon-phase = creatures are summoned only before the assault
clash_of_decks_solo-refuse-summon-spell = { clash_of_decks-name-card } is a spell: cast it at a creature
clash_of_decks_solo-refuse-row = a creature goes to the top row or the bottom row
clash_of_decks_solo-refuse-last-card = at least one card must stay in your hand besides the Bastion/Fort
clash_of_decks_solo-refuse-cast-phase = spells are cast while summoning or during the assault
clash_of_decks_solo-refuse-cast-creature = { clash_of_decks-name-card } is a creature: summon it into a row
clash_of_decks_solo-refuse-no-target = a spell needs a creature in play as its target

## First game: the goal and the first move (the table's hint card)
clash_of_decks-hint-goal = Bring the enemy's Fort down. Your hand is your life: every card to the right of your Bastion is a point of health.
clash_of_decks-hint-start = Play creatures onto your two bridges and cast spells; at the end of the turn your creatures assault the enemy row by row.
clash_of_decks_solo-hint-goal = Bring the automaton's Fort down before it brings down yours. Your hand is your life: every card to the right of your Bastion is a point of health.
clash_of_decks_solo-hint-start = First draft your cards from the revealed ones; then play creatures onto your bridges and cast spells. The automaton plays by fixed rules set by the difficulty.
clash_of_decks-about = A duel of creatures and spells across two bridges.
clash_of_decks-length = 15–25 min
clash_of_decks_solo-about = Clash of Decks alone against the automaton, at your difficulty.
clash_of_decks_solo-length = 15–25 min

## The games' names, options and levels

clash_of_decks-title = Clash of Decks
clash_of_decks_solo-title = Clash of Decks: solo
clash_of_decks-option-format = format: preconstructed decks, a draft, or constructed decks with bans
clash_of_decks-format-preconstructed = preconstructed
clash_of_decks-format-draft = draft
clash_of_decks-format-constructed = constructed
clash_of_decks-option-deck-1 = preconstructed format: player 1's deck fixed in advance (0: chosen at the table)
clash_of_decks-option-deck-2 = preconstructed format: player 2's deck fixed in advance (0: chosen at the table)
clash_of_decks_solo-option-level = difficulty level: 0 quick game, 1 easy ... 5 mythic (points)
clash_of_decks_solo-option-variable-mana = automaton's mana per creature of yours in play (2: +2 points)
clash_of_decks_solo-option-constant-mana = automaton's constant mana, 6 to 10 (+1 point each above 6)
clash_of_decks_solo-option-ai-first = the automaton moves first (+1 point)
clash_of_decks_solo-option-no-bastion = the automaton starts with its Fort, no Bastion (-1 point)
clash_of_decks_solo-option-weaker-attacks = your creatures' attacks deal 1 less (+2 points)
clash_of_decks_solo-option-ai-ability = an ability all the automaton's creatures have (+1 point)
clash_of_decks_solo-ability-none = none
clash_of_decks_solo-level-0 = quick game
clash_of_decks_solo-level-1 = easy
clash_of_decks_solo-level-2 = medium
clash_of_decks_solo-level-3 = hard
clash_of_decks_solo-level-4 = heroic
clash_of_decks_solo-level-5 = mythic

## The seven abilities' names (a card's abilities and its aura)

clash_of_decks-ability-shards = Shards
clash_of_decks-ability-pierce = Pierce
clash_of_decks-ability-rage = Rage
clash_of_decks-ability-protection = Protection
clash_of_decks-ability-immunity = Immunity
clash_of_decks-ability-berserk = Berserk
clash_of_decks-ability-sprint = Sprint

## Options and positions refused

# $needed and $given: format names as typed.
clash_of_decks-setup-fixed-format = decks fixed in advance need format={ $needed }, not { $given }
clash_of_decks-setup-fixed-both = fix both decks in advance (deck_1 and deck_2) or neither
clash_of_decks-setup-fixed-same = both players cannot take deck { $deck }: the decks come from one set
# $name: the level's word (clash_of_decks_solo-level-...).
clash_of_decks_solo-setup-points = the automaton settings add up to { $total } points, but level { $level } ({ $name }) needs exactly { $level }
# A position refused: $what says what is wrong; $where is a place in the position ("hands[0]").
clash_of_decks-position-bad = position: { $what }
clash_of_decks-position-not-key = { $where }: { $key } is not a card key
clash_of_decks-position-hand-not-list = { $where } must be a list
clash_of_decks-position-one-fortress = { $where } needs exactly one 'bastion' or 'fort'
clash_of_decks-position-card-twice = { $where } holds a card twice
clash_of_decks-position-creature = { $where }: a creature is a key or a table of { $fields }
clash_of_decks-position-spell = { $where }: { $card } is a spell
clash_of_decks-position-two-rows = { $where } must be two rows (top, bottom)
clash_of_decks-position-phase = phase is 'summon' or 'assault'
clash_of_decks-position-two-sides = 'hands' and 'rows' need two sides
clash_of_decks_solo-position-rows = 'rows' needs the player's and the automaton's
clash_of_decks_solo-position-turn = a solo position starts in the player's turn
clash_of_decks-bot-deals = heuristic:N judges each move on N re-deals, 1 to { $most } (not { $param })

## The card file (cards.toml) refused: what is wrong (core-data-at names the file and the place)

clash_of_decks-data-bad-number = must be a whole number from { $low } to { $high }, not { $value }
clash_of_decks-data-bad-name = must be a short name, not { $value }
clash_of_decks-data-abilities-not-list = must be a list of ability names
clash_of_decks-data-bad-ability = { $name } is not one of { $known }
clash_of_decks-data-not-table = must be a table
clash_of_decks-data-bad-key = must be lower-case letters, digits or _, not { $key }
clash_of_decks-data-unknown-field = unknown field
clash_of_decks-data-not-bool = must be true or false
clash_of_decks-data-bad-aura = { $aura } is not an ability name
clash_of_decks-data-unknown-sections = unknown sections: { $sections }
clash_of_decks-data-none = the file lists none
clash_of_decks-data-twice = appears twice
clash_of_decks-data-decks = must list decks 1, 2, 3 and 4
clash_of_decks-data-deck-size = must list { $size } cards
clash_of_decks-data-no-card = is not a card of the set
clash_of_decks-data-in-another-deck = is already in another deck

## Study labels (koloda study): the solo level study's settings, the duel's decks

clash_of_decks_solo-study-constant-6-plus-1 = constant 6, +1 a creature
clash_of_decks_solo-study-constant-7-no-bastion = constant 7, no Bastion
clash_of_decks_solo-study-constant-7 = constant 7
clash_of_decks_solo-study-ai-first = automaton first
clash_of_decks_solo-study-rage = Rage
clash_of_decks_solo-study-constant-8 = constant 8
clash_of_decks_solo-study-plus-2 = +2 a creature
clash_of_decks_solo-study-weaker = your attacks -1
clash_of_decks_solo-study-pierce-ai-first = Pierce, automaton first
clash_of_decks_solo-study-constant-9 = constant 9
clash_of_decks_solo-study-plus-2-ai-first = +2 a creature, automaton first
clash_of_decks_solo-study-weaker-shards = your attacks -1, Shards
clash_of_decks_solo-study-constant-10 = constant 10
clash_of_decks_solo-study-plus-2-constant-8 = +2 a creature, constant 8
clash_of_decks_solo-study-weaker-ai-first-berserk = your attacks -1, automaton first, Berserk
clash_of_decks_solo-study-constant-10-ai-first = constant 10, automaton first
clash_of_decks_solo-study-plus-2-weaker-ai-first = +2 a creature, your attacks -1, automaton first
clash_of_decks_solo-study-plus-2-constant-9-no-bastion-protection = +2 a creature, constant 9, no Bastion, Protection
clash_of_decks-study-deck = deck { $deck }
