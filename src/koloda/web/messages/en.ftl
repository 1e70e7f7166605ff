# The browser client's own words (English). Game texts come from the server's catalogs.
# Ids are the keys the code asks for (`t("lobby.title")` reads `lobby-title`).

## Cards (cards.js): a card's full name, its title and what a screen reader says. The same
## words as the core catalog's core-card-name (tests/test_texts.py holds them equal):
## $rank 2..14 (11 jack .. 14 ace), $suit 0 clubs, 1 diamonds, 2 hearts, 3 spades.
card-name = { $rank ->
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
    [11] jack
    [12] queen
    [13] king
   *[14] ace
} of { $suit ->
    [0] clubs
    [1] diamonds
    [2] hearts
   *[3] spades
}

## The application
app-name = koloda

## The language switch
lang-switch = Переключить на русский


## Sound
sound-mute = Turn the sound off
sound-unmute = Turn the sound on
## Errors
error-generic = Something went wrong
error-http = HTTP error { $status }
error-unreachable = The server cannot be reached

## The lobby
lobby-title = koloda: lobby
lobby-playersRange = { $min }–{ $max } players
lobby-playersExactly = { $n ->
    [one] { $n } player
   *[other] { $n } players
}
lobby-new = New table
lobby-chooseGame = Choose a game: its settings open under it.
lobby-playNow = Play now
lobby-playNowWhat = { $game } against a bot ({ $level })
lobby-playNowNote = One tap starts a game against a bot at once. Another game or level: choose it below, it is remembered.
lobby-game = Game
lobby-players = Players
lobby-options = Options
lobby-noOptions = This game has no options.
lobby-tableOptions = Table settings
lobby-seats = Seats
lobby-seat = Seat { $n }
lobby-yourName = Your name
lobby-defaultName = Player
lobby-person = A person (invite by link)
lobby-otherBots = Other bots
lobby-botKind = { $word } ({ $kind ->
    [random] plays at random
    [heuristic] plays by rules of thumb
    [careless] makes slips
    [neural] a trained network
    [ismcts-fast] looks a little ahead
   *[other] looks far ahead
})
lobby-bot = Bot: { $name }
lobby-create = Create table
lobby-creating = Creating…
lobby-open = Open tables
lobby-playing = Games in progress
lobby-won = { $count ->
    [one] won: { $names }
   *[other] won together: { $names }
}
lobby-draw = draw: { $names }
lobby-finished = Finished games
lobby-none = None right now.
lobby-join = Join
lobby-return = Return
lobby-watch = Watch
lobby-replay = Replay
lobby-loading = Loading…
lobby-unavailable = Unavailable: { $reason }
lobby-filled = { $filled } of { $total } seats taken
lobby-points = points: { $n }
lobby-pointsTotal = Points: { $total } of { $need }
lobby-pointsOk = the settings add up to the level
lobby-pointsOff = the settings must add up to exactly { $need } points: change them or the level

## The table
table-title = koloda: table
table-lobby = ← Lobby
table-waiting = Waiting for players
table-invite = Invite link
table-inviteHint = Send this link to the friends you want at the table.
table-copy = Copy
table-copied = Copied
table-addBot = Add bot
table-remove = Remove
table-start = Start the game
table-needAll = Every seat must be taken before the start.
table-hostStarts = The host starts the game once every seat is taken.
table-join = Take a seat
table-full = Every seat is taken.
table-leave = Leave the table
table-leaveConfirm = Leave the game? A bot will play your seat to the end.
table-youAreOut = You are out of this game.
table-outPlace = You are out: place { $place }.
table-outWatch = You may watch the others play on, or leave.
table-onlyBots = Only bots still play: they can finish the game at once.
table-toTheEnd = Play it to the end
table-faster = Faster
table-normalPace = Normal pace
table-hint = Hint
table-hinting = Thinking…
table-hintSays = The search suggests: { $move } (about { $chance }% to win)
table-wait = wait
table-hintsOn = Allow hints
table-hintsOff = No hints
table-hintsNeedAll = At a table with other people, hints work once every person allows them.
table-hintsAgreed = { $count ->
    [0] Nobody has allowed them yet.
   *[other] Allowed by: { $names }.
}
table-hurrying = The bots are playing the game out…
table-empty = empty
table-bot = bot
table-you = you
table-sortHand = Sort the hand
table-unsortHand = Unsort the hand
table-yourTurn = Your turn
table-youMay = You may act now
table-waitingFor = Waiting for { $names }
table-spectator = You are watching
table-log = Log
table-close = Close
table-actions = Your actions
table-noActions = Nothing for you to do now.
table-pickHint = Tap a card to pick it; double-tap it or drag it onto the table to play.
table-chooseMove = These cards make more than one move: choose it below.
table-cannotDrop = That card cannot go there now.
table-goesWith = This move also lays { $cards }: pick { $count ->
    [one] it
   *[other] them
} too, or choose the move below
table-clear = Clear
table-moreMoves = { $n ->
    [one] Show the other move as a button
   *[other] Show the other { $n } moves as buttons
}
table-connecting = Connecting…
table-online = Connected
table-offline = Connection lost, reconnecting…
table-connected = connected
table-disconnected = not connected
table-notFound = There is no such table.
table-timer = { $seconds } s
table-gameOver = Game over
table-abandoned = This game was stopped: nobody was at the table for 30 minutes
table-place = Place
table-player = Player
table-score = Score
table-youPlace = Your place: { $rank } of { $total }
table-youWon = You won!
table-draw = Draw
table-youShare = you
table-sharedPlace = { $place ->
    [1] First place
   *[other] Place { $place }
} shared by: { $names }
table-winner = Winner: { $name }
table-playAgain = Play again
table-joinAgain = Join the next game
table-replay = Watch the replay
table-hide = Show the table
table-results = Results
table-notSent = Not connected: the action was not sent.

## Palace's board
palace-pile = Pile
palace-stock = Deck
palace-burned = Burned
palace-hand = Hand
palace-ready = done swapping
palace-finished = out, { $rank ->
    [1] first
    [2] second
    [3] third
    [4] fourth
   *[other] place { $rank }
}
palace-out = out
palace-phase-swap = Swap: trade hand cards for your face-up cards, then say you are ready.
palace-phase-over = The game is over
palace-toBeat = to beat: { $card }
palace-pickUps = The game stops after { $limit } pick-ups of the pile: { $left } left
palace-outOfTurn = Out of turn: lay { $cards } to make four of a kind, before { $who } plays
palace-mayAdd = You drew { $cards }: you may add { $count ->
    [one] it
   *[other] them
} to the pile before { $who } plays
palace-known = known cards in this hand

## Durak's board
durak-trump = Trump
durak-stock = Deck
durak-discard = Discard
durak-attacker = attacks
durak-defender = defends
durak-taking = takes
durak-passed = done
durak-out = out
durak-durak = the durak
durak-table = Table
durak-emptyTable = No cards on the table yet
durak-noDurak = A draw: nobody is the durak

## generic
generic-view = What you see

## The replay page
replay-title = koloda: replay
replay-heading = Replay
replay-first = « First
replay-prev = ◀ Back
replay-next = Next ▶
replay-last = Last »
replay-play = Play
replay-pause = Pause
replay-moves = Moves
replay-step = Move { $n } of { $total }
replay-startPos = The deal
replay-by = { $name }: { $action }
replay-seatView = Seen by
replay-everyone = a spectator

## scattergories.js
scattergories-press = I know!
scattergories-keys = Space or Enter
scattergories-letter = Letter
scattergories-category = Category
scattergories-left = { $n } left
scattergories-queue = Pressed, in order
scattergories-nobody = Nobody has pressed yet
scattergories-answering = answers
scattergories-yourAnswer = Your answer
scattergories-takeLetter = Answer · take the letter
scattergories-takeCategory = Answer · take the category
scattergories-enterHint = Enter sends it and takes the { $card }
scattergories-letterWord = letter
scattergories-categoryWord = category
scattergories-waitAnswer = { $who } is answering…
scattergories-said = { $who } says:
scattergories-accept = Accept
scattergories-reject = Reject
scattergories-yes = yes
scattergories-no = no
scattergories-waiting = …
scattergories-judging = The others judge it; no vote counts as yes
scattergories-accepted = “{ $text }” accepted: { $who } wins { $card }
scattergories-rejected = “{ $text }” rejected ({ $why })
scattergories-won = cards: { $n }
scattergories-used = Already used
scattergories-auto = auto-judge: the lexicon decides
scattergories-failed = wrong here

## thirteenth_hour.js
thirteenth_hour-round = Round { $n }
thirteenth_hour-last = last round
thirteenth_hour-stock = Stock
thirteenth_hour-discard = Discard
thirteenth_hour-faceDown = still face down
thirteenth_hour-dealing = { $who } is dealing
thirteenth_hour-deciding = { $who } may refuse this card with a hand
thirteenth_hour-give = Give here
thirteenth_hour-giveTo = Give the card to { $who }
thirteenth_hour-dealer = dealer
thirteenth_hour-marker = marker
thirteenth_hour-served = has a card
thirteenth_hour-points = { $points } of { $limit }
thirteenth_hour-kept = pluses kept: { $n }
thirteenth_hour-empty = empty row
thirteenth_hour-over = Game over
thirteenth_hour-hand = hand
thirteenth_hour-return = return
thirteenth_hour-limit = 13→18
thirteenth_hour-draw = draw one more
thirteenth_hour-plus = green: set aside at once
thirteenth_hour-legend = What the symbols mean
thirteenth_hour-meaning-plus = plus: collect them, the most pluses wins
thirteenth_hour-meaning-hand = hand: refuse a card given to you
thirteenth_hour-meaning-return = return arrow: discards itself and the newest card of the row
thirteenth_hour-meaning-limit = 13→18: your row holds up to 18 points
thirteenth_hour-meaning-draw = card symbol: draw one more card
scattergories-reason-empty = no answer
scattergories-reason-letter = it does not start with { $letter }
scattergories-reason-used = that answer has already won a card this game
scattergories-reason-lexicon = the game's dictionary does not know it for this category
scattergories-reason-judges = the judges rejected it
scattergories-reason-timeout = no answer in time
scattergories-reason-script = { $lang ->
    [ru] the cards are Russian: answer with a Russian word starting with { $letter }
   *[en] the cards are English: answer with an English word starting with { $letter }
}
scattergories-letterOf = { $lang ->
    [ru] Russian letter
   *[en] English letter
}
scattergories-answerIn = { $lang ->
    [ru] A Russian word starting with { $letter }
   *[en] An English word starting with { $letter }
}

## spiderman_strength.js, spiderman_dark.js
spiderman-deck = Deck
spiderman-known = { $n } known at the bottom
spiderman-out = out
spiderman-starts = starts
spiderman-calls = calls
spiderman-place = { $n ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
   *[other] #{ $n }
} place
spiderman-round = Round { $n }
spiderman-roundOf = Round { $n } of { $limit }
spiderman-classic = Classic choice: the starting player names the category to compare.
spiderman-nameHint = Name a category: tap it on your card.
spiderman-callHint = Call a symbol: tap it on your card.
spiderman-top = Your top card
spiderman-last = Last round
spiderman-playoff = Tie-break
spiderman-wins = { $who } wins the round
spiderman-youWin = You win the round
spiderman-draw = A draw: the cards go back
spiderman-over = The game is over
spiderman-aside = { $n ->
    [one] One card is out of play (the deal did not come out even)
   *[other] { $n } cards are out of play (the deal did not come out even)
}
spiderman-kind-hero = hero
spiderman-kind-villain = villain
spiderman-kind-bonus = bonus

## card_ball.js, card_ball/
card_ball-cards = { $n } { $n ->
    [one] card
   *[other] cards
}
card_ball-stock = Stock
card_ball-aside = Set aside
card_ball-gone = Discarded
card_ball-hand = Your hand
card_ball-power = Power
card_ball-elevation = Elevation
card_ball-spin = Spin (click the ball)
card_ball-shoot = Shoot
card_ball-suggested = Suggested shots
card_ball-pick = {"—"} pick one —
card_ball-dragAim = Drag on the table to aim
card_ball-dragPlace = Cue ball in hand: drag it in the kitchen, then aim outside it
card_ball-breakNote = Break: pot a ball or drive at least four balls to a cushion, or it is a foul
card_ball-last = Last shot
card_ball-foul = Foul
card_ball-potted = potted
card_ball-legal = legal, nothing potted
card_ball-shots = Shots
card_ball-penalty = penalty card
card_ball-foul-miss = no ball hit
card_ball-foul-kitchen = first ball inside the kitchen
card_ball-foul-no_rail = no pot, no cushion
card_ball-foul-closed_break = weak break: nothing potted and fewer than four balls reached a cushion
card_ball-foul-scratch = scratch
card_ball-foul-cue_off = cue ball off the table
card_ball-foul-ball_off = ball off the table
card_ball-foul-wrong_ball = ball without its card
card_ball-foul-right_and_wrong = right and wrong ball
card_ball-rolling = Balls rolling…
card_ball-skip = Tap the table to skip
card_ball-ring = Gold ring: a ball you hold a card for
card_ball-nextYou = Your shot next
card_ball-next = Next: { $name }
card_ball-aim = Aim
card_ball-spinLabel = Spin
card_ball-tableLabel = The pool table, seen from above

## clash_of_decks.js
clash_of_decks-ability-shards = Shards
clash_of_decks-ability-pierce = Pierce
clash_of_decks-ability-rage = Rage
clash_of_decks-ability-protection = Protection
clash_of_decks-ability-immunity = Immunity
clash_of_decks-ability-berserk = Berserk
clash_of_decks-ability-sprint = Sprint
clash_of_decks-turn = Turn { $n }
clash_of_decks-mana = { $n } mana
clash_of_decks-top = top row
clash_of_decks-bottom = bottom row
clash_of_decks-bridge = bridge
clash_of_decks-bastion = Bastion
clash_of_decks-fort = Fort
clash_of_decks-ai = Automaton
clash_of_decks-deck = deck: { $n }
clash_of_decks-discard = discard: { $n }
clash_of_decks-final = its last turn is coming
clash_of_decks-revealed = Revealed
clash_of_decks-pending = Choose the order the destroyed creatures return in
clash_of_decks-over = Game over
clash_of_decks-summon = summoning
clash_of_decks-assault = assault
clash_of_decks-aura = Aura of { $name }

## The rules panel and the first-game hint card
rules-title = Rules
rules-open = Rules
rules-loading = Loading…
rules-none = This game has no rules page.
rules-failed = The rules could not be loaded; try again.
rules-hintTitle = Your first game
rules-goal = Goal:
rules-firstMove = How to start:
rules-gotIt = Got it
rules-hintMore = How to play
rules-hintLess = Hide

## games/clash_of_decks.js: the Clash board (card icons, legend, deck choice, draft, solo settings)
clash-cost = cost { $n } mana
clash-attack = attack { $n }
clash-health = health { $n }
clash-spellDamage = spell damage { $n }
clash-about-shards = the attack also hits the creature at the same place in the other row
clash-about-pierce = the attack also hits the creature behind the target
clash-about-rage = may attack enemy creatures the turn it is summoned
clash-about-protection = ignores the first attack that hits it each turn
clash-about-immunity = spells do it no harm
clash-about-berserk = attacks again after destroying an enemy creature
clash-about-sprint = runs to the bridge and deals +1 damage for each creature it passes
clash-about-aura = its two neighbours in its row have this ability
clash-about-bastion = every card to its right is one point of health; at the rightmost place it falls and the Fort comes
clash-about-fort = the last stand: when it reaches the rightmost place, its side loses
clash-about-cost = cost in mana (you have as much mana as cards in your hand)
clash-about-attack = attack: the damage it deals
clash-about-health = health: the damage it takes before it is destroyed (red: hurt this turn)
clash-about-damage = a spell's damage to the creature you tap
clash-about-reach = Gold edge: the four leftmost cards of your hand, the ones you may play. Tap a card, then the glowing row or creature.
clash-auraWord = Aura
clash-legend = What the icons mean
clash-theirs = the enemy's creatures
clash-yours = your creatures
clash-hand = hand, from left to right
clash-lifeNote = health: the cards to the right of the Bastion/Fort
clash-aiLifeNote = health: the cards in the automaton's deck
clash-level-0 = quick game
clash-level-1 = easy
clash-level-2 = medium
clash-level-3 = hard
clash-level-4 = heroic
clash-level-5 = mythic
clash-settings-level = Difficulty: { $level } ({ $n })
clash-settings-mana = mana { $constant } + { $variable } per creature of yours
clash-settings-first = the automaton moves first
clash-settings-noBastion = starts with its Fort
clash-settings-weaker = your attacks deal 1 less
clash-settings-ability = all its creatures have { $name }
clash-chooseDeck = Choose your deck: tap one of the four.
clash-waitDeck = Your opponent is choosing a deck.
clash-deckName = Deck { $n }
clash-deckTaken = taken by { $name }
clash-spells = { $n ->
    [one] { $n } spell
   *[other] { $n } spells
}
clash-phase-draft = Draft
clash-phase-deck = Choosing decks
clash-phase-choose = Choosing the cards you bring
clash-phase-ban = Bans
clash-draft-solo = Step { $n } of 8: tap the card you keep. The other three go to the automaton's deck.
clash-draft-you = Your pick ({ $n } of 8): tap one of the revealed cards.
clash-draft-wait = { $name } is picking.
clash-draft-choose = Choose the cards you bring ({ $n } of 10): tap a card.
clash-draft-waitChoose = Your opponent is choosing their cards.
clash-draft-ban = Ban one of your opponent's cards: tap it.
clash-draft-mine = Your cards: { $n }
clash-draft-theirs = { $name }'s cards: { $n }
clash-pickTarget = { $card }: tap a glowing creature.
clash-pickRow = { $card }: tap a glowing row.
clash-cancel = Cancel
clash-ownTarget = your own creature
clash-listOn = List the { $n } moves as buttons
clash-listOff = Hide the list of moves
clash-legendShort = Icons

## Chat (ui/chat.js)
chat-title = Chat
chat-spectator = spectator
chat-send = Send
chat-placeholder = Write to the table…
chat-hideSpectators = hide spectators
chat-on = chat on
chat-off = The host has switched chat off at this table.
chat-mute = Mute { $name } (for you only); click again to unmute
chat-mutedCount = { $n ->
    [one] One person muted.
   *[other] { $n } people muted.
}
chat-unmuteAll = Unmute all
chat-phrase-hello = Hello!
chat-phrase-goodLuck = Good luck!
chat-phrase-wellPlayed = Well played!
chat-phrase-oops = Oops!
chat-phrase-thanks = Thanks!
chat-phrase-wow = Wow!
chat-phrase-think = Let me think…
chat-phrase-goodGame = Good game!

## Learn to play (learn.js)
learn-title = Learn to play
learn-lesson = Lesson { $n } of { $total }
learn-lessons = Lessons
learn-hint = A hint
learn-again = Start again
learn-next = Next lesson
learn-allDone = All lessons done: to the lobby
learn-done = Well done!
learn-wrong = Not quite.
learn-illegal = Not allowed:
lobby-learn = Learn to play

## Post-game analysis (analysis.js)
analysis-title = Analysis
analysis-seat = Whose moves
analysis-about = Each move beside the one the search likes best, judged from what that player could see (never the hidden cards), with the estimated chance to win.
analysis-working = Analysing the moves…
analysis-queued = { $position ->
        [1] The analysis is waiting its turn on the server: it is next.
       *[other] The analysis is waiting its turn on the server: it is number { $position } in line.
    }
analysis-notYours = This seat's moves have not been analysed yet. Only the person who played this seat can ask for an analysis (for a bot's seat, the table's host), from the browser they played in, within a few days of the game.
analysis-graph = The estimated chance to win over the game
analysis-bestLine = the best move's chance
analysis-playedLine = the chance of the move played
analysis-summary = { $decisions ->
    [one] { $decisions } decision
   *[other] { $decisions } decisions
}: { $best } as the search would play; { $inaccuracy ->
    [one] { $inaccuracy } inaccuracy
   *[other] { $inaccuracy } inaccuracies
}, { $mistake ->
    [one] { $mistake } mistake
   *[other] { $mistake } mistakes
}, { $blunder ->
    [one] { $blunder } blunder
   *[other] { $blunder } blunders
}.
analysis-move = Move
analysis-played = Played
analysis-best = Best
analysis-chance = Chance (played / best)
analysis-verdict = Verdict
analysis-inaccuracy = inaccuracy
analysis-mistake = mistake
analysis-blunder = blunder
analysis-moves = The decisions
analysis-position = The position of move { $move }
analysis-where = Move { $move } · decision { $n } of { $total }
analysis-first = The first decision
analysis-prev = The decision before (←)
analysis-next = The next decision (→)
analysis-last = The last decision
analysis-playedWas = Played:
analysis-playedBest = Played the search's best:
analysis-bestWas = Best:
analysis-bestShort = best:
analysis-sameAsBest = the search's best
analysis-markPlayed = played
analysis-markBest = best
analysis-markBoth = played, best
analysis-yAxis = Chance to win
analysis-xAxis = Move
table-analyse = Analyse the game

## The offline page (offline.html), shown by the service worker when the server cannot be reached
offline-title = koloda: offline
offline-heading = The server cannot be reached
offline-text = The games are played on the server, and it does not answer just now. Your seats are kept: this page goes back to where you were as soon as the server answers.
offline-retry = Try again

## Accounts (account.html, js/account/, the header's account menu)
account-title = koloda: account
account-signIn = Sign in
account-profile = Profile
account-settings = Account
account-signOut = Sign out
account-loading = Loading…
account-signin = Sign in
account-signup = Create account
account-handle = Handle
account-handleRule = 3 to 20 Latin letters, digits, _ or -. Others see it; it cannot be changed.
account-password = Password
account-newPassword = New password
account-currentPassword = Current password
account-passwordRule = At least 8 characters, not one of the common ones.
account-signinSubmit = Sign in
account-signupSubmit = Create my account
account-why = Playing needs no account. An account keeps your games on every device and gives you a profile others can look up.
account-forgot = Forgot your password?
account-reopenLink = Reopen a disabled account
account-backToSignIn = Back to sign in
account-recoverTitle = Recover your account
account-recoverHow = Type one of the recovery codes you saved at sign-up and choose a new password. The code is used up; you will be signed out everywhere else, and every passkey is removed (add yours again afterwards).
account-code = Recovery code
account-recoverSubmit = Set the new password
account-recovered = Your new password is set. That recovery code is used up.
account-reopenTitle = Reopen your account
account-reopenHow = A disabled account comes back with its handle and password, games and all.
account-reopenSubmit = Reopen and sign in
account-codesTitle = Your recovery codes
account-codesWhy = There is no e-mail here: if you forget your password, one of these codes lets you set a new one. Each code works once.
account-codesOnce = This is the only time they are shown. Save them now.
account-codesCopy = Copy
account-codesDownload = Download as a file
account-codesCopied = The codes are copied.
account-codesNotCopied = The browser did not allow copying: download the file instead.
account-codesFileTitle = koloda recovery codes for { $handle } (each works once)
account-codesSaved = I have saved these codes somewhere safe
account-codesContinue = Continue
account-nameIsHandle = Signed in, your seats show your handle
account-memberSince = Member since { $date }
account-claimTitle = Your games as a guest
account-claimOffer = { $n ->
    [one] This browser holds a game you played without an account. Add it to your account, so it shows on your profile?
   *[other] This browser holds { $n } games you played without an account. Add them to your account, so they show on your profile?
}
account-claimButton = { $n ->
    [one] Add your game to your account
   *[other] Add your { $n } games to your account
}
account-claimDone = { $n ->
    [0] No game was added.
    [one] One game was added to your account.
   *[other] { $n } games were added to your account.
}
account-claimSee = Open your profile
account-claimTaken = { $n ->
    [one] One game was already on an account.
   *[other] { $n } games were already on an account.
}
account-sessionsTitle = Where you are signed in
account-sessionsWhy = Every browser signed in to your account. End any you do not know or no longer use.
account-device = { $browser } on { $system }
account-unknownDevice = An unknown browser
account-thisDevice = this browser
account-sessionNow = in use now
account-sessionUsed = last used { $seen }
account-sessionNetwork = from network { $network }
account-sessionNetworkWhy = The first part of the address this browser came from: enough to tell home from elsewhere, never the address itself. Only you see it.
account-sessionSince = signed in { $since }
account-endSession = Sign it out
account-passwordTitle = Password
account-changePassword = Change the password
account-changePasswordOpen = Change the password…
account-passwordChanged = The password is changed. Every other browser is signed out.
# shown under the header of the next page (js/account/notice.js); $when: a date and time,
# $device: a browser in words ("Firefox on Linux")
account-noticeGuessedTitle = Wrong passwords were typed in your account
account-noticeGuessed = On { $when }, in a browser signed in to your account ({ $device }), the password was typed wrong too many times where it is asked again (to change it, make recovery codes, add a passkey or close the account). That browser was signed out.
account-noticeGuessedAdvice = If it was not you, change your password and end the sessions you do not know.
account-noticeReview = See your sessions
account-noticeOk = Understood
account-codesSectionTitle = Recovery codes
account-codesLeft = { $n ->
    [0] You have no unused recovery code left: make new ones.
    [one] You have one unused recovery code.
   *[other] You have { $n } unused recovery codes.
}
account-newCodesWhy = New codes replace all the old ones, used or not.
account-newCodes = Make new codes
account-newCodesOpen = Make new codes…
account-blocksTitle = Blocked players
account-blocksWhy = You do not see a blocked player's chat, and they cannot join your tables. Block someone from their profile.
account-noBlocks = You have blocked no one.
account-blockedSince = since { $date }
account-unblock = Unblock
account-dataTitle = Your data
account-dataWhy = Everything the server keeps about your account, in one JSON file: the account, sessions, blocks, passkeys and every game with its moves.
account-export = Download my data
account-historyDownload = Save my games to a file
account-closeTitle = Close the account
account-closeWhy = Disabling hides your profile and can be undone. Deleting is for good.
account-disable = Disable…
account-delete = Delete…
account-disableWhat = Your profile disappears and you are signed out everywhere. Your games stay as they are. To come back, use "Reopen a disabled account" with your handle and password.
account-disableSubmit = Disable my account
account-deleteWhat = Your password, passkeys, sessions and recovery codes are erased and cannot be recovered. Your games stay for the other players, under an anonymous name. Your handle is never given to anyone else.
account-deleteType = Type your handle, { $handle }, to confirm
account-deleteTypeWrong = That is not your handle: type { $handle } to confirm.
account-deleteSubmit = Delete my account for good
account-disabledNotice = Your account is disabled. Reopen it any time with your handle and password.
account-deletedNotice = Your account is deleted.
account-or = or
account-passkeySignin = Sign in with a passkey
account-passkeyCancelled = No passkey was used: the dialog was closed, or this device holds no passkey for this site.
account-passkeyHereAlready = This device already holds a passkey for your account.
account-passkeysTitle = Passkeys
account-passkeysWhy = A passkey signs you in with your fingerprint, face or screen lock instead of the password. It is kept by this device or your password manager, never by the server, and works only on this site.
account-passkeysNone = You have no passkeys yet.
account-passkeysUnsupported = This browser cannot use passkeys.
account-passkeysNeedName = Passkeys work only when this site is opened by its name, not by an IP address.
account-passkeyAddOpen = Add a passkey…
account-passkeyName = Name
account-passkeyNameHint = To tell your passkeys apart, such as the device that keeps it.
account-passkeyDefaultName = My passkey
account-passkeyAdd = Add the passkey
# $name: the name the person gave the passkey
account-passkeyKept = The passkey "{ $name }" is added.
account-passkeyRemoved = The passkey "{ $name }" is removed.
account-passkeyRemove = Remove
account-passkeyRemoveNamed = Remove the passkey { $name }
# $added, $used: dates
account-passkeyAdded = added { $added }
account-passkeyUsed = added { $added } · last used { $used }
table-profileOf = { $handle }'s profile

## A player's profile (profile.html, js/profile.js)
profile-title = koloda: player
profile-none = No player has this handle, or the account is closed.
profile-toLobby = To the lobby
profile-history = Save all games to a file
profile-historyWhy = Every game this player finished, one a line, to keep or to study in other programs
profile-block = Block
profile-blockWhy = You will not see their chat, and they cannot join your tables.
profile-blocked = { $handle } is blocked.
profile-unblocked = { $handle } is unblocked.
profile-gamesTitle = Games
profile-played = { $n ->
    [one] { $n } game
   *[other] { $n } games
}
profile-wonCount = { $n ->
    [0] none won
   *[other] { $n } won
}
profile-noGames = No finished games yet.
profile-recentTitle = Recent games
profile-won = Won
profile-lost = Lost
profile-draw = Draw
profile-unfinished = Unfinished
profile-aborted = Aborted
profile-versus = against
profile-botOpponent = a bot ({ $level })
profile-replay = Replay
profile-analysis = Analysis

## The profile's ratings (js/profile.js)
profile-ratingsTitle = Ratings
profile-poolSize = { $n ->
    [one] { $n } player
   *[other] { $n } players
}
profile-poolRange = { $from }–{ $to } players
profile-ratedGames = { $n ->
    [one] { $n } rated game
   *[other] { $n } rated games
}
profile-provisional = Provisional: too few rated games yet for a settled rating
profile-chartLabel = Rating from { $from } to { $to } over { $n ->
    [one] { $n } game
   *[other] { $n } games
}
profile-reliability = Played { $share }% of rated games to the end ({ $n ->
    [one] { $n } game
   *[other] { $n } games
})

## "Play people now" (lobby, js/seek.js): the server finds opponents
seek-title = Play people now
seek-time = Time a move
seek-timeSeconds = { $n } s
seek-timeMinutes = { $n } min
seek-timeNone = No limit
seek-bots = Fill empty seats with bots after { $seconds } s
seek-rated = Rated
seek-start = Find opponents
seek-starting = Starting…
seek-looking = Looking for opponents… { $time }
seek-count = { $n ->
    [one] { $n } person looking for this game
   *[other] { $n } people looking for this game
}
seek-gameCount = { $n } looking for opponents
seek-cancel = Cancel
seek-lost = The search has ended. Start it again.

## A rated table (js/table/rated.js): the status line's badge, the result screen's column
table-ratedPool = Rated · { $game }, { $n ->
    [one] { $n } player
   *[other] { $n } players
}
table-ratedAbout = A rated game: its result changes each player's rating
table-opponentReliability = { $name } played { $share }% of their rated games to the end ({ $n ->
    [one] { $n } game
   *[other] { $n } games
})
table-rating = Rating
table-ratingChange = { $before } → { $after }, { $delta }

## Tournaments (tournaments.html, tournament.html, js/tournaments.js, js/tournament.js)
lobby-tournaments = Tournaments
tourney-title = koloda: tournaments
tourney-listTitle = Tournaments
tourney-about = Arenas: play as many games as you can until the time is up, paired again as soon as you finish. Swiss: a set number of rounds against people on similar points. Points by place at the table; after two wins in a row an arena's points count double.
tourney-live = Going on now
tourney-upcoming = Coming up
tourney-finished = Finished
tourney-none = No tournaments yet: create the first one below.
tourney-entrants = { $n ->
    [one] { $n } player
   *[other] { $n } players
}
tourney-create = Create a tournament
tourney-signInToCreate = Sign in to create a tournament.
tourney-signInToEnter = Sign in to enter this tournament.
tourney-format = Format
tourney-arena = Arena
tourney-swiss = Swiss
tourney-arenaAbout = Arena: whoever finishes a game is paired again at once; the most points when the time is up wins.
tourney-swissAbout = Swiss: every round at once, against people on similar points you have not met yet.
tourney-size = Players at a table
tourney-rounds = Rounds
tourney-minutes = Length in minutes
tourney-startIn = Starts in (minutes)
tourney-startInHint = 0 starts it at once.
tourney-turnSeconds = Seconds a move (0: no timer)
tourney-rated = Rated: the games change the players' ratings
tourney-bots = Bots may fill an odd table (they score nothing)
tourney-minRating = Only for players rated at least
tourney-minGames = Only for players with at least this many rated games
tourney-optional = Optional.
tourney-createButton = Create
tourney-atTable = { $n } at a table
tourney-ratedShort = rated
tourney-startsIn = starts in { $time }
tourney-startsAt = starts { $when }
tourney-endsIn = { $time } left
tourney-roundOf = round { $round } of { $rounds }
tourney-endedAt = ended { $when }
tourney-gameOptions = The game's options
tourney-state-upcoming = Coming up
tourney-state-live = Live
tourney-state-finished = Finished
tourney-notFound = There is no such tournament.
tourney-allTournaments = All tournaments
tourney-lasts = lasts { $time }
tourney-roundsN = { $n ->
    [one] { $n } round
   *[other] { $n } rounds
}
tourney-perMove = { $n } s a move
tourney-noTimer = no timer
tourney-needsRating = rating { $n } or more
tourney-needsGames = { $n } rated games or more
tourney-botsFill = bots fill odd tables
tourney-by = by { $handle }
tourney-playGame = Play your game
tourney-hurry = Hurry and play
tourney-enter = Enter
tourney-withdraw = Withdraw
tourney-cancel = Cancel the tournament
tourney-cancelConfirm = Cancel this tournament for everyone? Its entries go with it.
tourney-cancelled = The tournament is cancelled.
tourney-modCancel = Cancel as a moderator
tourney-modCancelReason = Cancel this tournament for everyone? Its entries go with it. Write why: the moderation log keeps it.
tourney-unlisted = Only you see it in the list until someone enters or an hour before it starts: send its link to the people you want to play.
tourney-skip = Skip the next round
tourney-unskip = Play the next round
tourney-waiting = Waiting for your next game…
tourney-youAreIn = You are in. The tournament starts soon: stay on this page.
tourney-youLeft = You left a game, so you are out of the next pairings. Enter again to play on.
tourney-youWithdrew = You withdrew. Your games so far still count.
tourney-podium = Podium
tourney-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
tourney-standings = Standings
tourney-player = Player
tourney-pointsHead = Points
tourney-gamesHead = Games
tourney-buchholz = Buchholz
tourney-onFire = On fire: two wins in a row, points count double
tourney-out = (out)
tourney-noEntrants = Nobody has entered yet.
tourney-liveTables = Games going on
tourney-noTables = No game is being played right now.
tourney-watch = Watch
profile-tournaments = Tournaments
profile-rankOf = { $rank } of { $of }
table-backToTournament = Back to the tournament

## The table's connection, rematch and result (issue 44, the "table" part)
table-lost = Offline
table-moveKept = No connection: your move is kept and will be sent when the connection is back.
table-back = Connected again.
table-backSent = Connected again: your move was sent.
table-rematchOfferIt = Offer a rematch
table-rematchOffer = { $name } offers a rematch: the same game, seats moved one place on.
table-rematchAccept = Accept
table-rematchDecline = Decline
table-rematchWaiting = Rematch offered: waiting for { $names }.
table-rematchWithdraw = Withdraw the offer
table-rematchDeclined = { $name } declined the rematch.
table-rematchYouDeclined = You declined the rematch.
table-provisional = ? A provisional rating: after only a few rated games it still moves quickly, and it settles as you play more.
table-aborted = Aborted — not rated: someone made fewer than two moves, so nobody's rating changed.

## Pages: play now, continue, leaderboards, tournaments (issue 44, the "pages" part)
seek-nobody = Nobody else is looking for this game right now.
seek-tooFew = Too few people are looking for this game to fill the table right now.
seek-botsOffer = Play with bots instead, or keep waiting.
seek-botsUnrated = Play with bots instead (not rated), or keep waiting.
seek-botsNow = Play with bots now
lobby-continueTitle = { $n ->
    [one] Continue your game
   *[other] Continue your games
}
lobby-continue = Continue
lobby-continueWith = with { $names }
lobby-continueWaiting = waiting for players: { $filled } of { $total } seats taken
notFound-title = Page not found · koloda
notFound-heading = Page not found
notFound-text = There is nothing at this address: the link may be mistyped or out of date.
notFound-lobby = To the lobby
notFound-back = Go back
board-title = Leaderboards
board-about = The best { $leaders } of each rating pool: players with at least { $games } rated games there, a settled rating (no longer provisional) and a rated game in the last { $days } days.
board-pools = Rating pools
board-rank = #
board-player = Player
board-rating = Rating
board-games = Games
board-empty = Nobody is on this leaderboard yet.
board-noPools = No game here is played for a rating.
board-signIn = Sign in to see your place
board-place = Your place: { $rank } · rating { $rating }, { $games ->
    [one] { $games } game
   *[other] { $games } games
}
board-placeBeyond = Your place: { $rank }, below the top { $leaders } · rating { $rating }, { $games ->
    [one] { $games } game
   *[other] { $games } games
}
board-noRating = You have no rated games in this pool yet.
board-pace = How the games are played
board-paceLive = Live
board-paceDays = By days a move
board-needsGames = You are not on it yet: { $games } of { $min } rated games played here.
board-needsSettled = You are not on it yet: your rating here ({ $rating }) is still provisional and settles with more games.
board-needsActive = You are not on it now: no rated game here in the last { $days } days (your rating: { $rating }).
board-needsUnmarked = You are not on it: a moderator marked your games here as played with help (your account page says more).
lobby-leaderboards = Leaderboards
lobby-places = Tournaments and leaderboards
lobby-tournamentsAbout = Arenas and Swiss events
lobby-leaderboardsAbout = The best players of each game
tourney-enterMine = Enter it myself
tourney-autoSeat = Take me to each of my games by itself
tourney-yourGame = Your game is ready.
tourney-yourGameWith = Your game: against { $names }.
tourney-toTableIn = To the table in { $n } s…
tourney-buchholzShort = Buchholz
tourney-tieRulesArena = Equal points: fewer games rank higher (more points a game), then a lot drawn when the tournament was made.
tourney-tieRulesSwiss = Equal points: first Buchholz (the points of everyone you met, added up: a stronger field ranks higher), then more first places, then a lot drawn when the tournament was made.
tourney-tiePerGame = { $above } is above { $below } on equal points ({ $points }): from fewer games ({ $a } against { $b }).
tourney-tieBuchholz = { $above } is above { $below } on equal points ({ $points }): a stronger field (Buchholz { $a } against { $b }).
tourney-tieWins = { $above } is above { $below } on equal points ({ $points }): more first places ({ $a } against { $b }).
tourney-tieLot = { $above } is above { $below } on equal points ({ $points }) by the lot drawn when the tournament was made.

## Friends: follow, challenge, the people followed, games in progress on a profile (issue 44, the "people" part)
friends-menu = Following
friends-follow = Follow
friends-unfollow = Unfollow
friends-followed = You follow { $handle } now.
friends-unfollowed = You no longer follow { $handle }.
friends-followingTitle = Following
friends-followingNone = You follow nobody yet. Open a player's profile and tap Follow.
friends-online = online
friends-offline = offline
friends-atTable = online · playing { $game }
friends-atOpenTable = online · waiting at a table: { $game }
friends-watch = Watch
friends-challenge = Challenge
friends-challengeTitle = Challenge { $handle }
friends-game = Game
friends-options = Options
friends-send = Send the challenge
friends-cancel = Cancel
friends-sent = Challenge sent. { $handle } sees it now.
friends-boxLabel = Challenges
friends-incoming = { $handle } challenges you
friends-waiting = Waiting for { $handle } to answer
friends-expiresIn = { $time } left
friends-perMove = { $seconds } s a move
friends-rated = rated
friends-accept = Accept
friends-decline = Decline
friends-accepted = { $handle } accepted your challenge.
friends-toTable = Go to the table
friends-declined = { $handle } declined your challenge.
friends-expired = { $handle } did not answer your challenge in time.
friends-withdrawn = The challenge from { $handle } was withdrawn.
profile-liveTitle = Playing now
profile-liveOpen = Waiting
profile-livePlaying = Playing
profile-watch = Watch
profile-return = Return
profile-noGamesYetLive = No finished games yet: a game still being played counts once it ends.

## Moderation: the moderators' page (mod.html, js/mod.js), reports (js/report.js), what a person is told (issue 43, item 2)
mod-title = Moderation
mod-queue = Moderation queue
mod-onlyModerators = Only moderators may open this page.
mod-state-open = Open
mod-state-handled = Handled
mod-itemState-open = open
mod-itemState-handled = handled
mod-empty-open = Nothing waits: no open reports or flags.
mod-empty-handled = Nothing handled yet.
mod-report = Report
mod-flag = Automatic flag
mod-kind-collusion = Collusion (detector)
mod-kind-boosting = Rating farming (detector)
mod-reason-cheating = Cheating with a program
mod-reason-collusion = Collusion
mod-reason-chat = Abuse in chat
mod-reason-leaving = Leaving on purpose
mod-reason-other = Other
mod-about = About
mod-by = reported by
mod-game = Game
mod-chatLine = chat line { $n }
mod-move = move { $n }
mod-urgency = { $n } open about this person
mod-urgencyTitle = Open reports and flags that name the same person
mod-evidenceScore = Score { $z } over { $games } shared games
mod-handledBy = Handled by { $who }, { $when }
mod-open = Open the dossier
mod-backToQueue = ← The queue
mod-isModerator = moderator
mod-since = Account since { $when } · { $status }
mod-status-active = active
mod-status-disabled = closed by its owner
mod-status-deleted = deleted
mod-status-closed = closed by a moderator
mod-status = Account: { $status }
mod-profile = Public profile
mod-mutedUntil = Muted in chat until { $when }
mod-barredUntil = Barred from rated play until { $when }
mod-cheatIn = Marked as a cheat in { $pool } ({ $when })
mod-noSanctions = Nothing in force against this account.
mod-act = Act
mod-action-warn = Warn
mod-action-mute = Mute in chat
mod-action-bar = Bar from rated play
mod-action-cheat = Mark as a cheat (refunds)
mod-action-close = Close the account
mod-action-unmute = Lift the mute
mod-action-unbar = Lift the bar
mod-action-dismiss = Dismiss (no action)
mod-action-grant = Made a moderator
mod-action-revoke = No longer a moderator
mod-action-reopen = Open the account again
mod-action-cancel = Tournament cancelled
mod-hours = Hours
mod-days = Days
mod-pool = Pool
mod-noPools = No rated games: nothing to refund.
mod-reasonPlaceholder = Why (the person reads it)
mod-reasonShown = The person is told what was done and reads this reason on their account page; the log keeps it with your name.
mod-apply = Apply
mod-answering-report = Answering report { $id }: it is marked handled and its reporter told.
mod-answering-flag = Answering flag { $id }: it is marked handled.
mod-confirm-close = Close { $handle }'s account? They are signed out and cannot open it again.
mod-confirm-cheat = Mark { $handle } as a cheat in this pool? Their gains are taken back and their victims refunded, once.
mod-done = Done, and logged.
mod-cheatDone = Marked: { $taken } points taken back, { $n } victims refunded.
mod-reportsAbout = Reports about them ({ $n })
mod-reportsBy = Reports they made ({ $n })
mod-flags = Automatic flags
mod-chatInReported = Their chat lines in reported games
mod-ratings = Ratings
mod-noRatings = No rated games.
mod-games = { $n } games
mod-reliability = Finished { $share }% of rated games ({ $finished } of { $games })
mod-opponents = Repeated opponents
mod-rated = { $n } rated, { $net } to them
mod-shares = Sharing a network
mod-sameClient = same browser too
mod-gamesList = Recent games
mod-ratedGame = rated
mod-log = Log
mod-commandLine = command line
mod-until = until { $when }
mod-none = None.
report-menu = Report…
report-title = Report { $handle }
report-reason = Reason
report-text = What happened (optional)
report-send = Send the report
report-cancel = Cancel
report-sent = Sent. A moderator will look at it; you will be told when it is handled.
report-aboutGame = About this game
notice-modTitle = A moderator acted on your account
notice-mod-warn = A moderator warned you on { $when }.
notice-mod-mute = A moderator muted you in chat on { $when }, until { $until }.
notice-mod-bar = A moderator barred you from rated play on { $when }, until { $until }.
notice-mod-unmute = Your chat mute was lifted on { $when }.
notice-mod-unbar = Your bar from rated play was lifted on { $when }.
notice-mod-cheat = A moderator found cheating in your rated games ({ $pool }) on { $when }: your gains there were taken back.
notice-mod-close = Your account was closed by a moderator on { $when }.
notice-mod-reopen = Your account was opened again on { $when }.
notice-modReview = See your account
notice-modAdvice = Your account page says why.
notice-reportTitle = Your report was handled
notice-report = A moderator handled your report about { $about } on { $when }. Thank you.
notice-refundTitle = Rating points given back
notice-refund = A player who beat you was found cheating: { $points } points were given back to your { $pool } rating.
standing-title = Moderation
standing-none = Nothing was done to your account.
standing-mutedUntil = You are muted in chat until { $when }.
standing-barredUntil = You are barred from rated play until { $when }.
standing-action = { $when }: { $action }
standing-reports = Your reports
standing-report = { $when }: about { $about } · { $state }
standing-refund = { $when }: { $points } points back in { $pool }

## Correspondence: "Your turn" on the lobby (issue 45, lobby.js)
turns-title = Your turn
turns-play = Play
turns-left = { $left } left · { $days ->
    [one] { $days } day a move
   *[other] { $days } days a move
}
turns-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
} { $hours } h
turns-hours = { $hours } h { $minutes } min
turns-minutes = { $minutes } min
turns-vacation = You are on vacation: your clocks are paused.
turns-more = { $n ->
    [one] and { $n } more game
   *[other] and { $n } more games
}
table-timerDays = { $days } d { $hours } h
table-timerHours = { $hours } h { $minutes } min
seek-timeDays = { $n ->
    [one] { $n } day
   *[other] { $n } days
}

## The bell (ui/bell.js) and notifications on this device (account/push.js, account/notify_prefs.js)
bell-label = Notifications
bell-labelUnread = { $count ->
    [one] Notifications: { $count } unread
   *[other] Notifications: { $count } unread
}
bell-title = Notifications
bell-readAll = Mark all read
bell-none = Nothing yet. Your moves, challenges, rematch offers, tournaments about to start and messages from the moderators will be here.
# $time: a date and time
bell-by = move by { $time }
bell-starts = starts at { $time }
bell-pushOffer = Notify me on this device too
bell-pushWhy = Your browser will ask you first. You can choose which kinds on your account page.
bell-pushOn = This device is notified too.
bell-choose = Choose which
bell-pushBlocked = This browser blocks notifications from this site: allow them in its site settings to be notified here.
bell-pushFailed = This browser could not turn notifications on. Try again later, or in another browser.
notify-prefsTitle = Notifications
notify-prefsWhy = The bell at the top of every page keeps them all. Choose which also reach your devices when the site is closed.
notify-deviceOn = This device is notified.
notify-deviceOff = This device is not notified.
notify-deviceBlocked = This browser blocks notifications from this site: allow them in its site settings first.
notify-deviceUnsupported = This browser cannot notify you when the site is closed.
notify-turnOn = Notify this device
notify-turnOff = Stop notifying this device
notify-devices = { $count ->
    [0] No device of yours is notified.
    [one] { $count } device of yours is notified.
   *[other] { $count } devices of yours are notified.
}
notify-kind-turn = Your move, and a correspondence game's end
notify-kind-challenge = Challenges
notify-kind-rematch = Rematch offers
notify-kind-tournament = Tournaments about to start
notify-kind-moderation = Messages from the moderators
notify-saved = Saved.
turns-away = Going away? Take a vacation: your clocks stop
turns-back = Back from vacation: start your clocks again
turns-awayDone = You are on vacation: your clocks have stopped ({ $left } days left this year).
turns-backDone = Welcome back: your clocks run again ({ $left } vacation days left this year).
turns-paused = paused · { $days ->
    [one] { $days } day a move
   *[other] { $days } days a move
}

# The account page's vacation (correspondence games)
vacation-title = Vacation
vacation-why = Games by days a move: while you are away, the clocks of the games waiting on you stop. Up to { $days } days a year.
vacation-off = Not on vacation: { $left } of { $allowance } days left this year.
vacation-on = On vacation until { $until } at the latest: your clocks are stopped ({ $left } days left this year).
vacation-start = Start a vacation
vacation-stop = Back from vacation: start my clocks
