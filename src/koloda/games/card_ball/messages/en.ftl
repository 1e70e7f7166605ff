# Card Ball: the log (one message per event kind: card_ball-<kind>), the labels of the suggested
# shots and of a shot, and the refusals.
# $seat is the one the line is about: a name, or you ($seat-you = yes).

## The log

# A shot. $foul and $foul2 are the first two fouls (none: a legal shot), $fouls-count how many
# there were; $kept the balls potted legally; $continues: the shooter shoots again; $break: it
# was the break. The stroke's numbers (aim, speed) are in the event's data, not in the line.
card_ball-shot = { $foul ->
    [none] { $kept-count ->
        [0] { $seat-you ->
            [yes] { $break ->
                [yes] You break but pot nothing
               *[no] You play a legal shot but pot nothing
            }
           *[no] { $break ->
                [yes] { $seat } breaks but pots nothing
               *[no] { $seat } plays a legal shot but pots nothing
            }
        }
       *[other] { $seat-you ->
            [yes] You pot
           *[no] { $seat } pots
        } { $kept-count ->
            [one] the { $kept }
           *[other] { $kept-count } balls ({ $kept })
        }{ $break ->
            [yes] {" "}on the break
           *[no] {""}
        }{ $continues ->
            [yes] { $seat-you ->
                [yes] {" "}and shoot again
               *[no] {" "}and shoots again
            }
           *[no] {""}
        }
    }
   *[other] { $seat-you ->
        [yes] You foul
       *[no] { $seat } fouls
    }{ $break ->
        [yes] {" "}on the break
       *[no] {""}
    }: { $foul ->
        [miss] the cue ball hit no ball
        [kitchen] from hand, the cue ball first hit a ball inside the kitchen
        [no_rail] nothing was potted and no ball reached a cushion
        [closed_break] the break was not open (nothing potted, fewer than four balls reached a cushion)
        [scratch] the cue ball dropped into a pocket
        [cue_off] the cue ball left the table
        [ball_off] a ball left the table
        [wrong_ball] a ball was potted with no card for it in hand
        [right_and_wrong] a right and a wrong ball were potted together
       *[other] a shot against the rules
    }{ $foul2 ->
        [miss] ; the cue ball hit no ball
        [kitchen] ; from hand, the cue ball first hit a ball inside the kitchen
        [no_rail] ; nothing was potted and no ball reached a cushion
        [closed_break] ; the break was not open (nothing potted, fewer than four balls reached a cushion)
        [scratch] ; the cue ball dropped into a pocket
        [cue_off] ; the cue ball left the table
        [ball_off] ; a ball left the table
        [wrong_ball] ; a ball was potted with no card for it in hand
        [right_and_wrong] ; a right and a wrong ball were potted together
       *[other] {""}
    }{ $fouls-count ->
        [1] {""}
        [2] {""}
       *[other] ; and more
    }
}
# Balls potted on a foul or knocked off the table go back on the foot spot.
card_ball-respot = { $balls-count ->
    [one] Ball { $balls } goes
   *[other] Balls { $balls } go
} back on the foot spot
# A legal pot takes every card of its ball out of every hand.
card_ball-discard = { $seat-you ->
    [yes] You discard { $cards }
   *[no] { $seat } discards { $cards }
}
# A foul draws a penalty card from the stock ($count: 0 when it is empty); $cards only for the
# one who draws; $set_aside: cards drawn whose ball is already potted; $stock: cards left.
card_ball-penalty = { $count ->
    [0] { $seat-you ->
        [yes] You draw no penalty card: the stock is empty
       *[no] { $seat } draws no penalty card: the stock is empty
    }
   *[other] { $seat-you ->
        [yes] You draw { $count ->
            [one] a penalty card
           *[other] { $count } penalty cards
        }: { $cards }
       *[no] { $seat } draws { $count ->
            [one] a penalty card
           *[other] { $count } penalty cards
        }
    }{ $stock ->
        [0] {""}; the stock is now empty
       *[other] {""}
    }
}{ $set_aside-count ->
    [0] {""}
    [one] {""}; { $set_aside } is set aside, its ball is already potted
   *[other] {""}; { $set_aside } are set aside, their balls are already potted
}
# After a scratch the next shooter places the cue ball anywhere in the kitchen.
card_ball-ball_in_hand = { $seat-you ->
    [yes] You have the cue ball in hand: place it anywhere in the kitchen
   *[no] { $seat } has the cue ball in hand, to place anywhere in the kitchen
}
# Hands emptied by someone else's shot: each of them draws a card, the highest wins.
card_ball-high_card = { $seat-you ->
    [yes] You draw { $card } for the high card
   *[no] { $seat } draws { $card } for the high card
}
card_ball-win = { $seat-you ->
    [yes] You have no cards left: you win!
   *[no] { $seat } has no cards left and wins
}
# The game ends after the shot limit; fewer cards in hand place higher.
card_ball-limit = The limit of { $shots ->
    [one] { $shots } shot
   *[other] { $shots } shots
} is reached: the game ends, and fewer cards in hand place higher

## Labels: the suggested shots (what the shot is meant to do) and a shot's numbers

card_ball-suggest-break = { $spot ->
    [left] break from left of the head spot
    [right] break from right of the head spot
   *[centre] break from the head spot
}
card_ball-suggest-pot = pot the { $ball } into { $pocket ->
    [lb] the bottom left corner
    [lc] the left side pocket
    [lt] the top left corner
    [rb] the bottom right corner
    [rc] the right side pocket
   *[rt] the top right corner
}
card_ball-suggest-aim = aim straight at the { $ball }
card_ball-suggest-up = shoot straight up the table
# A shot as typed: aim in degrees, speed, then spin, elevation and the cue ball's place if used.
card_ball-action-shot = shot { $aim }°, { $speed } m/s{ $spin ->
    [yes] , spin { $side }/{ $follow }
   *[no] {""}
}{ $tilted ->
    [yes] , elevation { $elevation }°
   *[no] {""}
}{ $placed ->
    [yes] , cue ball at ({ $x }, { $y })
   *[no] {""}
}

## Refusals

card_ball-refuse-over = The game is over
card_ball-refuse-turn = { $seat-you ->
    [yes] It is your turn to shoot
   *[no] It is { $seat }'s turn to shoot
}
card_ball-refuse-not-shot = The only move in Card Ball is a shot
card_ball-refuse-not-finite = The { $name ->
    [aim] aim
    [speed] speed
    [side] side spin
    [follow] top or back spin
    [elevation] elevation
    [cue_x] cue ball's x
   *[cue_y] cue ball's y
} must be a finite number, not { $value }
card_ball-refuse-aim = The aim { $aim }° is outside 0° to 360°
card_ball-refuse-speed = The speed { $speed } m/s is outside { $low } to { $high } m/s
card_ball-refuse-miscue = A cue tip { $offset } of the radius off centre would miscue (at most { $most })
card_ball-refuse-elevation = The cue's elevation { $elevation }° is outside 0° to { $most }°
card_ball-refuse-half-place = Give both coordinates of the cue ball's place (x and y), or neither
card_ball-refuse-place-missing = The cue ball is in hand: give its place in the kitchen (x and y)
card_ball-refuse-off-table = The place ({ $x }, { $y }) is not on the table (x from { $low } to { $right }, y from { $low } to { $top })
card_ball-refuse-kitchen = The cue ball in hand goes in the kitchen (y at most { $most })
card_ball-refuse-touch = There the cue ball would touch ball { $ball }
card_ball-refuse-not-in-hand = The cue ball is not in hand: leave its place (x and y) empty
card_ball-physics-failed = The physics could not play this shot (aim { $aim }°, speed { $speed } m/s): aim a little differently
card_ball-refuse-typed-shot = Write a shot as: shot AIM SPEED [SIDE FOLLOW [ELEVATION]] [at X Y]

## First game: the goal and the first move (the table's hint card)
card_ball-hint-goal = Pool with cards: a potted ball takes every card of its rank out of every hand (ball 11 the jacks, 12 the queens, 13 the kings). The first to empty his hand wins.
card_ball-hint-start = Choose a suggested shot or set the aim and strength yourself, then shoot.
card_ball-about = Pool with a deck of cards: pot the balls your cards name.
card_ball-length = 15–30 min

## The game's name, its options and its bot's strength
card_ball-title = Card Ball
card_ball-option-double-penalty = a double foul (a ball potted without its card) draws two cards, as in the original rules (otherwise one)
card_ball-option-execution-error = execution error: 0 strikes exactly as aimed; 1 is a club player's wobble (about 0.6° of aim, 6% of speed)
card_ball-option-shot-limit = end the game after this many shots, placing players by the cards they hold
card_ball-option-card-price = price of a card left in hand, paid to the winner at the end
# $param: the strength asked for, in quotes.
card_ball-bot-strength = heuristic strength is 1 to 4, not { $param }

## The words of a typed shot (a player may type them in either language): shot AIM SPEED at X Y
card_ball-typed-shot = shot
card_ball-typed-at = at

## A setup that is no position ($where, $key: the field, as hands[1] or balls[7])
card_ball-setup-not-object = a position must be a JSON object
card_ball-setup-hands = hands: a list of 2 to 6 hands
card_ball-setup-last = last: null or the last shot's ruling ({ $keys })
card_ball-setup-in-hand = in_hand: true exactly when ball 0 (the cue ball) is not on the table
card_ball-setup-breaking = breaking: the breaker has the cue ball in hand
card_ball-setup-no-ball = hands[{ $hand }]: the ball of { $card } is not on the table
card_ball-setup-empty-hand = hands: every player holds a card while the game runs
card_ball-setup-cards = { $where }: a list of cards like "7H"
card_ball-setup-bad-card = { $where }: { $reason }
card_ball-setup-twice = { $where }: { $card } appears twice
card_ball-setup-balls = balls: an object from ball number to [x, y]
card_ball-setup-not-ball = balls: { $key } is not a ball (0 to 15)
card_ball-setup-not-place = balls[{ $key }]: [x, y] in metres
card_ball-setup-off-bed = balls[{ $key }]: { $place } is not on the bed
card_ball-setup-overlap = balls[{ $key }] overlaps ball { $ball }
card_ball-setup-not-whole = { $where }: a whole number from { $low } to { $high }
card_ball-setup-not-bool = { $where }: true or false

## Where the game cannot be played (game.py): pooltool, the physics, is missing or too old
card_ball-needs-pooltool = Card Ball needs pooltool (physics); install it with scripts/install-pool (pooltool-billiards { $release })
card_ball-pooltool-too-old = Card Ball needs pooltool-billiards { $release }, found { $found }; reinstall with scripts/install-pool
