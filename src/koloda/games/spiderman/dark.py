"""Spider-Man: Battle in the Dark ("Сражение во тьме"), ordered like the rules page.

Setup: bonus cards set aside, the rest dealt evenly face down (at least 3 each); nobody sees his
own deck. A round: the caller looks at his top card and calls one of the three symbols; everybody
else draws a random card from his own deck; the single highest count of that symbol wins all the
round's cards, a tie at the top sends every card back under its owner's deck. The caller's seat
passes on in turn order. Players out of cards leave; one player holding every card wins.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from koloda.core import (
    Action,
    Event,
    Game,
    IllegalAction,
    Message,
    SetupError,
    Text,
    message,
    option,
)
from koloda.core.rng import copy_rng, deal_rng
from koloda.games import RulesPage

from .actions import DARK_CODEC, Call
from .cards import SYMBOLS, CardSet, load_card_set
from .table import MAX_ROUNDS, CardTable, read_decks, read_round, read_seat

MIN_CARDS_EACH = 3


@dataclass(frozen=True)
class DarkOptions:
    """Battle in the Dark variants."""

    rounds: int = option(
        0, "round limit, then most cards wins (0: until one player holds all)",
        "предел раундов, затем побеждает тот, у кого больше карточек "
        "(0: пока один не соберёт все)", minimum=0, maximum=MAX_ROUNDS)
    cards: int = option(0, "how many character cards to play with (0: all of them)",
                        "сколько карточек персонажей взять в игру (0: все)",
                        minimum=0, maximum=1000)
    card_file: str = option("", "your own card file (TOML); empty: the default set",
                            "ваш файл карточек (TOML); пусто: набор по умолчанию", local=True)


class DarkState(CardTable):
    """A Battle in the Dark in progress."""

    mode = "dark"

    def __init__(self, game: Game, players: int, cardset: CardSet, rng: random.Random,
                 options: DarkOptions) -> None:
        super().__init__(game, players, cardset, rng, options.rounds)
        self.options = options
        self.caller = 0  # the dealer is the last seat; the player on his left calls first

    def sets_aside_in_view(self, card: int) -> bool:
        return self.cardset.cards[card].bonus

    # -- a turn ---------------------------------------------------------------------------
    def actors(self) -> tuple[int, ...]:
        return () if self.finished() else (self.caller,)

    def legal_actions(self, seat: int) -> list[Action]:
        if self.finished() or seat != self.caller:
            return []
        return [Call(s) for s in SYMBOLS]

    def check(self, seat: int | None, action: Action) -> None:
        self.verify_turn(seat, self.caller)
        if not isinstance(action, Call):
            raise IllegalAction(self.message("refuse-call"))
        if action.symbol not in SYMBOLS:
            raise IllegalAction(self.message("refuse-symbol", symbol=action.symbol))

    def perform(self, seat: int | None, action: Action) -> list[Event]:
        assert isinstance(action, Call)
        return self.play_round(SYMBOLS.index(action.symbol))

    def count(self, card: int, symbol: int) -> int:
        return self.cardset.cards[card].symbols[symbol]

    def play_round(self, symbol: int) -> list[Event]:
        """The caller's top card against one random card from each other player's deck."""
        self.round += 1
        caller = self.caller
        called = SYMBOLS[symbol]
        plays = [(caller, self.take(caller))]
        mine = self.count(plays[0][1], symbol)
        events = [Event("call", caller, {**self.card_args(plays[0][1]), "symbol": called,
                                         "count": mine})]
        for s in self.turn_order(caller)[1:]:
            card = self.take(s, self.rng.randrange(len(self.decks[s])))
            plays.append((s, card))
            events.append(Event("draw", s, {**self.card_args(card), "symbol": called,
                                            "count": self.count(card, symbol)}))
        best = max(self.count(c, symbol) for _, c in plays)
        leaders = [s for s, c in plays if self.count(c, symbol) == best]
        winner = leaders[0] if len(leaders) == 1 else None
        if winner is not None:
            self.put_under(winner, [c for _, c in plays])
            events.append(Event("take", winner, {"cards": len(plays)}))
        else:
            for s, c in plays:
                self.put_under(s, [c])
            events.append(Event("tie", None, {"symbol": called, "count": best,
                                              "tied": leaders}))
        self.last = {"caller": caller, "symbol": SYMBOLS[symbol],
                     "plays": [[s, c, self.count(c, symbol)] for s, c in plays], "winner": winner}
        events.extend(self.leave_if_empty())
        if not self.finished():
            self.caller = self.turn_order((caller + 1) % self.players)[0]
        return events

    # -- what is seen ---------------------------------------------------------------------
    def looked_at(self, seat: int | None) -> int | None:
        """The caller's top card, which only he has looked at (nobody sees his own deck)."""
        if seat == self.caller and not self.finished():
            return self.decks[seat][0]
        return None

    def view(self, seat: int | None) -> dict[str, Any]:
        top = self.looked_at(seat)
        out = self.common_view(seat)
        out.update({"mode": self.mode, "caller": self.caller,
                    "phase": "over" if self.finished() else "call",
                    "top": top, "unseen": self.unseen(seat, top)})
        return out

    # -- copies ---------------------------------------------------------------------------
    def clone(self) -> DarkState:
        new = DarkState(self.game, self.players, self.cardset, copy_rng(self.rng),
                        self.options)
        self.copy_into(new)
        new.caller = self.caller
        return new

    def to_setup(self) -> dict[str, Any]:
        keys = [c.key for c in self.cardset.cards]
        return {"decks": [[keys[c] for c in d] for d in self.decks], "known": list(self.known),
                "caller": self.caller, "round": self.round}


class BattleInTheDark(RulesPage, Game):
    """Spider-Man: Battle in the Dark."""

    id = "spiderman_dark"
    title = Text("Spider-Man: Battle in the Dark", "Человек-Паук: Сражение во тьме")
    min_players, max_players = 2, 8
    Options = DarkOptions
    codec = DARK_CODEC

    def new(self, players: int, options: Any = None, seed: int | str = 0) -> DarkState:
        self.check_players(players)
        opts = self.options(options)
        cardset = load_card_set(opts.card_file)
        state = DarkState(self, players, cardset, deal_rng(seed), opts)
        state.aside_public = [c.id for c in cardset.cards if c.bonus]
        cards = [c.id for c in cardset.cards if not c.bonus]
        hidden: list[int] = []
        if opts.cards:
            if opts.cards > len(cards):
                raise SetupError(
                    f"the set has only {len(cards)} character cards, not {opts.cards}",
                    f"в наборе только {len(cards)} карточек персонажей, а не {opts.cards}")
            state.rng.shuffle(cards)
            hidden, cards = cards[opts.cards:], cards[:opts.cards]
        if len(cards) // players < MIN_CARDS_EACH:
            raise SetupError(
                f"Battle in the Dark needs at least {MIN_CARDS_EACH} cards each: "
                f"{len(cards)} character cards are too few for {players} players",
                f"в «Сражении во тьме» нужно не меньше {MIN_CARDS_EACH} карточек на игрока: "
                f"{len(cards)} карточек персонажей мало для {players} игроков")
        state.deal(cards)
        state.aside_hidden = sorted(hidden + state.aside_hidden)
        return state

    def setup(self, position: dict[str, Any], options: Any = None,
              seed: int | str = 0) -> DarkState:
        opts = self.options(options)
        cardset = load_card_set(opts.card_file)
        decks, known = read_decks(position, cardset)
        extra = set(position) - {"decks", "known", "caller", "round"}
        if extra:
            raise SetupError(f"unknown position fields: {', '.join(sorted(extra))}",
                             f"неизвестные поля позиции: {', '.join(sorted(extra))}")
        for s, deck in enumerate(decks):
            for c in deck:
                if cardset.cards[c].bonus:
                    key = cardset.cards[c].key
                    raise SetupError(f"deck {s}: bonus card {key!r} is set aside in this mode",
                                     f"колода {s}: бонусная карточка {key!r} в этом режиме "
                                     "откладывается")
        self.check_players(len(decks))
        state = DarkState(self, len(decks), cardset, deal_rng(seed), opts)
        state.place(decks, known)
        state.caller = read_seat(position, "caller", len(decks))
        state.round = read_round(position)
        if not decks[state.caller]:
            raise SetupError("the caller must hold cards", "у называющего должны быть карточки")
        return state

    def action_message(self, action: Any) -> Message | None:
        if isinstance(action, Call):
            return message("spiderman_dark-action-call", symbol=action.symbol)
        return None

    def agents(self) -> dict[str, Any]:
        from .bots import DarkHeuristic
        return {"heuristic": lambda seed=0, param=None: DarkHeuristic(seed)}



DARK = BattleInTheDark()
