"""The solo game: one player against the automaton of the rulebook, which lives inside the state
and is driven by the state's random generator.

The automaton (side 1) has no hand: its cards lie face down in a deck with its Bastion (or, at
some difficulties, its Fort) under it. Each of its turns it reveals cards alternately into its
top and bottom rows until the cost revealed reaches its mana; damage to it moves cards from its
deck to its face-up discard. When the deck runs out the Bastion turns to its Fort and the discard
becomes the new deck; when the deck runs out on the Fort, the automaton plays one more turn, and
the player wins by surviving it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from koloda.core import (
    Action,
    Event,
    IllegalAction,
    Outcome,
    SetupError,
    Text,
    option,
    option_points,
)
from koloda.core.rng import copy_rng, deal_rng

from .actions import Take
from .battle import ASSAULT_PHASE, FORTRESS, OVER, SUMMON, TOP, Battle, Creature
from .cards import ABILITIES, ABILITY_NAMES, CardSet

PICK, AI_SUMMON = "pick", "ai_summon"
PLAYER_CARDS = 8
REVEALED = 4
LEVELS = (Text("quick game", "быстрая партия"), Text("easy", "лёгкий"),
          Text("medium", "средний"), Text("hard", "тяжёлый"), Text("heroic", "героический"),
          Text("mythic", "мифический"))
AI_ABILITIES = ("none", "shards", "pierce", "rage", "protection", "berserk")


@dataclass(frozen=True)
class SoloOptions:
    """The difficulty: a level (0 is the quick game) and automaton settings whose points add up
    to it."""

    level: int = option(0, "difficulty level: 0 quick game, 1 easy ... 5 mythic (points)",
                        "уровень сложности: 0 быстрая партия, 1 лёгкий … 5 мифический (очки)",
                        minimum=0, maximum=5, points_total=True)
    variable_mana: int = option(1, "automaton's mana per creature of yours in play (2: +2 points)",
                                "мана автомата за каждое ваше существо в игре (2: +2 очка)",
                                choices=(1, 2), points={2: 2})
    constant_mana: int = option(6, "automaton's constant mana, 6 to 10 (+1 point each above 6)",
                                "постоянная мана автомата, 6–10 (+1 очко за каждую сверх 6)",
                                minimum=6, maximum=10, points={m: m - 6 for m in range(6, 11)})
    ai_first: bool = option(False, "the automaton moves first (+1 point)",
                            "автомат ходит первым (+1 очко)", points={True: 1})
    no_bastion: bool = option(False, "the automaton starts with its Fort, no Bastion (-1 point)",
                              "автомат начинает сразу с Фортом, без Бастиона (−1 очко)",
                              points={True: -1})
    weaker_attacks: bool = option(False, "your creatures' attacks deal 1 less (+2 points)",
                                  "атаки ваших существ наносят на 1 меньше (+2 очка)",
                                  points={True: 2})
    ai_ability: str = option("none", "an ability all the automaton's creatures have (+1 point)",
                             "способность всех существ автомата (+1 очко)",
                             choices=AI_ABILITIES, points={a: 1 for a in AI_ABILITIES[1:]},
                             labels={"none": ("none", "нет"),
                                     **{a: (ABILITY_NAMES[a].en, ABILITY_NAMES[a].ru)
                                        for a in AI_ABILITIES[1:]}})


def points(options: SoloOptions) -> int:
    """The difficulty points the automaton settings add up to (the prices live on the options,
    so the lobby shows the same ones)."""
    return option_points(options)


def check_points(options: SoloOptions) -> None:
    """One clear error when the settings do not add up to the chosen level."""
    total = points(options)
    if total != options.level:
        name = LEVELS[options.level]
        raise SetupError(
            f"the automaton settings add up to {total} points, but level {options.level} "
            f"({name.en}) needs exactly {options.level}",
            f"настройки автомата дают очков: {total}, а уровень {options.level} ({name.ru}) "
            f"требует ровно {options.level}")


class SoloState(Battle):
    """A solo game: the deal of the 32 cards, then the player's turns and the automaton's."""

    def __init__(self, game: Any, deck: CardSet, options: SoloOptions,
                 rng: random.Random) -> None:
        self.game, self.deck, self.players, self.rng = game, deck, 1, rng
        self.init_battle()
        self.options = options
        self.stock: list[int] = []
        self.revealed: list[int] = []
        self.picks: list[int] = []
        self.ai_deck: list[int] = []  # face down; the top is the end of the list
        self.ai_discard: list[int] = []
        self.ai_mana = self.ai_spent = 0
        self.ai_row = TOP
        self.final_coming = False  # the Fort showed: the automaton's next turn is its last
        self.final = False  # this automaton turn is its last
        self.hands[1] = []
        self.penalty[0] = 1 if options.weaker_attacks else 0
        self.gift[1] = ABILITIES.get(options.ai_ability, 0)

    # -- the deal -----------------------------------------------------------------------------
    def begin(self) -> None:
        self.phase = PICK
        self.stock = list(range(len(self.deck)))
        self.rng.shuffle(self.stock)
        self.reveal()

    def reveal(self) -> None:
        self.revealed = [self.stock.pop() for _ in range(REVEALED)]

    def take(self, card: int) -> None:
        """The player keeps one of the four; the automaton gets the other three."""
        self.revealed.remove(card)
        self.picks.append(card)
        self.ai_deck += self.revealed
        self.revealed = []
        self.say("take", 0, {"card": self.deck.key(card)})
        if len(self.picks) < PLAYER_CARDS:
            self.reveal()
            return
        cards = self.picks
        self.picks = []
        self.rng.shuffle(cards)
        self.hands[0] = [FORTRESS, *cards]
        self.unknown[0] = set(cards)
        self.rng.shuffle(self.ai_deck)
        self.fort[1] = self.options.no_bastion
        self.first = self.active = 1 if self.options.ai_first else 0
        self.turn = 1
        self.start_turn()
        self.advance()

    # -- the automaton --------------------------------------------------------------------------
    def human(self, side: int) -> bool:
        return side == 0

    def not_your_turn(self) -> IllegalAction:
        return self.refuse("refuse-automaton")

    def health(self, side: int) -> int:
        return super().health(0) if side == 0 else len(self.ai_deck)

    def reserve(self, side: int) -> int:
        return len(self.ai_discard) if side == 1 and not self.fort[1] else 0

    def start_turn(self) -> None:
        if self.active == 0:
            super().start_turn()
            return
        self.final = self.final_coming
        mine = sum(len(line) for line in self.rows[0])
        self.ai_mana = self.options.constant_mana + self.options.variable_mana * mine
        self.ai_spent = 0
        self.ai_row = TOP
        self.phase = AI_SUMMON
        self.say("turn", 1, {"turn": self.turn, "mana": self.ai_mana, "final": self.final})

    def ai_reveal(self) -> None:
        """The top card goes to the next row in turn; a spell hits your creature nearest the
        bridge in that row, or, with no target there, goes to the discard for nothing."""
        card = self.ai_deck.pop()
        row, self.ai_row = self.ai_row, 1 - self.ai_row
        info = self.deck.cards[card]
        if not info.spell:
            self.rows[1][row].append(Creature(card, new=True))
            self.ai_spent += info.cost
            self.say("reveal", 1, {"card": info.key, "row": row})
        else:
            self.ai_discard.append(card)
            if self.rows[0][row]:
                self.ai_spent += info.cost
                victim = self.deck.key(self.rows[0][row][0].card)
                self.say("cast", 1, {"card": info.key, "side": 0, "row": row, "position": 0,
                                     "target": victim, "own": False})
                self.spell_strike(0, row, 0, info.damage, info.abilities)
            else:
                self.say("fizzle", 1, {"card": info.key, "row": row})
        if not self.ai_deck:
            self.deck_empty()

    def deck_empty(self) -> None:
        """The deck is gone: a Bastion turns to the Fort under the reshuffled discard; an empty
        deck on the Fort means one last turn for the automaton."""
        if not self.fort[1]:
            self.fort[1] = True
            self.ai_deck, self.ai_discard = self.ai_discard, []
            self.rng.shuffle(self.ai_deck)
            self.say("bastion_falls", 1, {"deck": len(self.ai_deck)})
            if self.ai_deck:
                return
        if not self.final_coming:
            self.final_coming = True
            self.say("fort_shows", 1, {})

    def hit_fortress(self, side: int, amount: int) -> None:
        if side == 0:
            super().hit_fortress(0, amount)
            return
        milled = 0
        while milled < amount and self.ai_deck:
            self.ai_discard.append(self.ai_deck.pop())
            milled += 1
        self.say("fortress_hit", 1, {"damage": amount, "milled": milled})
        if milled and not self.ai_deck:
            self.deck_empty()  # what is left of the damage is lost

    def check_fortress(self, side: int) -> None:
        if side == 0:
            super().check_fortress(0)

    def send_home(self, side: int, cards: list[int]) -> None:
        if side == 0:
            super().send_home(0, cards)
        else:
            self.ai_discard += cards

    def end_turn(self) -> None:
        if self.active == 1 and self.final:
            for side in self.rows:
                for line in side:
                    for creature in line:
                        creature.rest()
            self.finish(0)
            return
        super().end_turn()

    def advance(self) -> None:
        """Run the automaton (and the player's assault while no spell could be cast) until the
        player has a decision to make."""
        while self.winner is None and self.pending is None:
            if self.phase == AI_SUMMON:
                if self.ai_spent >= self.ai_mana or not self.ai_deck:
                    self.phase = ASSAULT_PHASE
                else:
                    self.ai_reveal()
            elif self.phase == ASSAULT_PHASE:
                if self.active == 0 and self.castable(0):
                    return
                place = self.next_attacker()
                if place is None:
                    self.end_turn()
                else:
                    self.strike(*place)
            else:
                return

    # -- the contract ---------------------------------------------------------------------------
    def actors(self) -> tuple[int, ...]:
        return () if self.phase == OVER else (0,)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat != 0:
            return []
        if self.phase == PICK:
            return [Take(self.deck.key(c)) for c in self.revealed]
        return self.battle_actions(0)

    def check(self, seat: int | None, action: Action) -> None:
        if seat != 0:
            raise self.refuse("refuse-seat")
        if self.phase == PICK:
            if not isinstance(action, Take):
                raise self.refuse("refuse-take")
            if self.deck.index(action.card) not in self.revealed:
                raise self.refuse("refuse-not-revealed", card=action.card)
            return
        self.check_battle(0, action)

    def perform(self, seat: int | None, action: Action) -> list[Event]:
        self._log = []
        if isinstance(action, Take):
            self.take(self.deck.by_key[action.card])
        else:
            self.perform_battle(0, action)
        return self._log

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        won = self.winner == 0
        # One seat against the rules: a win is first place, a loss second (behind the automaton).
        return Outcome((1 if won else 2,), (1.0 if won else 0.0,))

    def estimate(self) -> tuple[float, ...] | None:
        if self.phase not in (SUMMON, ASSAULT_PHASE):
            return None
        from .judge import solo_estimate

        return solo_estimate(self)

    # -- what is seen ---------------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        """All is public but the order of the automaton's deck and of the face-down cards of
        the deal (nobody knows them); a spectator does not see the order of the player's hand."""
        keys = self.deck.key
        battle = self.battle_view(seat)
        battle["health"] = [self.health(0) if self.hands[0] else None, len(self.ai_deck)]
        return {
            "mode": "solo", "seat": seat, "players": 1,
            "hands": [self.hand_view(0, seat), []],
            "hidden": [sorted(keys(c) for c in self.unknown[0]) if seat != 0 else [], []],
            **battle,
            "setup": None if self.phase != PICK else {
                "step": PICK, "revealed": [keys(c) for c in self.revealed],
                "picks": [keys(c) for c in self.picks], "stock": len(self.stock)},
            "ai": {"deck": len(self.ai_deck), "deck_cards": sorted(keys(c) for c in self.ai_deck),
                   "discard": [keys(c) for c in self.ai_discard], "mana": self.ai_mana,
                   "spent": self.ai_spent, "final": self.final, "final_coming": self.final_coming},
            "level": self.options.level,
            "cards": self.deck.catalogue(),
        }

    def cards(self) -> list[int]:
        return (self.battle_cards() + self.stock + self.revealed + self.picks + self.ai_deck
                + self.ai_discard)

    def clone(self) -> SoloState:
        new = SoloState.__new__(SoloState)
        self.copy_battle(new)
        new.rng = copy_rng(self.rng)
        new.options = self.options
        new.stock, new.revealed, new.picks = list(self.stock), list(self.revealed), list(self.picks)
        new.ai_deck, new.ai_discard = list(self.ai_deck), list(self.ai_discard)
        new.ai_mana, new.ai_spent, new.ai_row = self.ai_mana, self.ai_spent, self.ai_row
        new.final_coming, new.final = self.final_coming, self.final
        return new

    def determinize(self, seat: int | None, rng: random.Random) -> SoloState:
        """Re-deal the automaton's deck order and the deal's face-down cards (and, for a
        spectator, the player's unseen hand order); the future shuffles are re-seeded."""
        new = self.clone()
        new.ai_deck.sort()  # sorted: the re-deal depends only on what the seat knows
        rng.shuffle(new.ai_deck)
        new.stock.sort()
        rng.shuffle(new.stock)
        if seat != 0:
            new.shuffle_unknown(0, rng)
        new.rng = random.Random(rng.getrandbits(64))
        return new


def build(game: Any, deck: CardSet, options: SoloOptions, position: dict[str, Any],
          seed: int | str) -> SoloState:
    """A solo battle position: `hand`, `rows` ([player, automaton], each [top, bottom]), `deck`
    (the automaton's, top card first), `discard`, `fort`, `final_coming`, and the turn fields."""
    from .position import card_of, read_hand, read_rows, read_turn

    state = SoloState(game, deck, options, deal_rng(seed))
    state.hands[0], state.fort[0] = read_hand(deck, position.get("hand"), "hand")
    rows = position.get("rows", [[[], []], [[], []]])
    if not isinstance(rows, list) or len(rows) != 2:
        raise SetupError("position: 'rows' needs the player's and the automaton's",
                         "позиция: в 'rows' нужны ряды игрока и автомата")
    state.rows = [read_rows(deck, rows[s], f"rows[{s}]") for s in (0, 1)]
    state.ai_deck = [card_of(deck, k, "deck") for k in reversed(position.get("deck", []))]
    state.ai_discard = [card_of(deck, k, "discard") for k in position.get("discard", [])]
    state.fort[1] = bool(position.get("fort", options.no_bastion))
    state.final_coming = bool(position.get("final_coming", False))
    read_turn(state, position)
    if state.active != 0 or state.phase not in (SUMMON, ASSAULT_PHASE):
        raise SetupError("position: a solo position starts in the player's turn",
                         "позиция: одиночная позиция начинается в ход игрока")
    return state
