"""What both modes share: face-down decks, what the table knows of them, leaving, and the result.

A deck is a list of card ids, top first. Cards leave from the top (or, in Battle in the Dark, from
anywhere at random) and are added under the bottom in plain view, so every deck is an unknown part
on top of a known part: `known[seat]` counts the bottom cards whose identity and order everybody
saw go there. `view` shows the known part; `determinize` re-deals only the unknown parts.
"""

from __future__ import annotations

import random
from typing import Any

from koloda.core import Event, IllegalAction, Message, Outcome, SetupError, State, message

from .cards import CardSet

#: a documented safety cap: with no decisions a game could cycle, so every game ends by then
MAX_ROUNDS = 1000


class CardTable(State):
    """The common half of a Spider-Man game state (the modes subclass it)."""

    mode: str

    def __init__(self, game: Any, players: int, cardset: CardSet, rng: random.Random,
                 rounds: int) -> None:
        self.game, self.players, self.rng = game, players, rng
        self.cardset = cardset
        self.decks: list[list[int]] = [[] for _ in range(players)]
        self.known = [0] * players
        self.aside_hidden: list[int] = []  # set aside unseen (the uneven rest of the deal)
        self.aside_public: list[int] = []  # set aside in view (bonus cards in the Dark)
        self.round = 0
        self.rounds = rounds  # 0: no agreed limit (MAX_ROUNDS still applies)
        self.left_in: list[int | None] = [None] * players  # the round a seat ran out of cards
        self.last: dict[str, Any] | None = None  # the last round, for views

    # -- dealing --------------------------------------------------------------------------
    def deal(self, cards: list[int]) -> None:
        """Shuffle and deal evenly, face down; the uneven rest is set aside unseen."""
        self.rng.shuffle(cards)
        each = len(cards) // self.players
        for s in range(self.players):
            self.decks[s] = cards[s * each:(s + 1) * each]
        self.aside_hidden = cards[self.players * each:]

    def place(self, decks: list[list[int]], known: list[int]) -> None:
        """Lay out an explicit position; everything not in a deck is set aside."""
        self.decks = [list(d) for d in decks]
        self.known = list(known)
        used = {c for d in decks for c in d}
        for c in self.cardset.cards:
            if c.id not in used:
                (self.aside_public if self.sets_aside_in_view(c.id) else self.aside_hidden).append(c.id)
        for s in range(self.players):
            if not self.decks[s]:
                self.left_in[s] = 0

    def sets_aside_in_view(self, card: int) -> bool:
        """Whether a card set aside at the start is set aside openly (Dark: the bonus cards)."""
        return False

    # -- decks ----------------------------------------------------------------------------
    def in_game(self) -> list[int]:
        """Seats still holding cards, in seat order."""
        return [s for s in range(self.players) if self.left_in[s] is None]

    def out_seats(self) -> tuple[int, ...]:
        """The seats that ran out of cards and left the battle."""
        return tuple(s for s in range(self.players) if self.left_in[s] is not None)

    def turn_order(self, first: int) -> list[int]:
        """Seats still holding cards, in turn order from `first`."""
        return [s % self.players for s in range(first, first + self.players)
                if self.left_in[s % self.players] is None]

    def unknown(self, seat: int) -> int:
        """How many of the seat's top cards nobody has seen go there."""
        return len(self.decks[seat]) - self.known[seat]

    def take(self, seat: int, index: int = 0) -> int:
        """Take one card out of a deck (the top by default)."""
        if index >= self.unknown(seat):
            self.known[seat] -= 1
        return self.decks[seat].pop(index)

    def put_under(self, seat: int, cards: list[int]) -> None:
        """Put cards under a deck in plain view, in the order given."""
        self.decks[seat].extend(cards)
        self.known[seat] += len(cards)

    def leave_if_empty(self) -> list[Event]:
        """Seats left without cards leave the battle."""
        events = []
        for s in range(self.players):
            if self.left_in[s] is None and not self.decks[s]:
                self.left_in[s] = self.round
                events.append(Event("leave", s, {}))
        return events

    def limit(self) -> int:
        return min(self.rounds, MAX_ROUNDS) if self.rounds else MAX_ROUNDS

    def finished(self) -> bool:
        return len(self.in_game()) <= 1 or self.round >= self.limit()

    # -- the result -----------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if not self.finished():
            return None
        # Holders rank by cards held; those who left rank below, later leavers above earlier.
        keys = [(1, len(self.decks[s]), 0) if self.left_in[s] is None
                else (0, 0, self.left_in[s]) for s in range(self.players)]
        ranks = tuple(1 + sum(k > keys[s] for k in keys) for s in range(self.players))
        return Outcome(ranks, tuple(float(len(d)) for d in self.decks))

    def estimate(self) -> tuple[float, ...] | None:
        """Cards held relative to the leader: in a battle for all the cards, a fair guess of
        who is winning, so search bots may cut their playouts short."""
        top = max(len(d) for d in self.decks)
        return tuple(len(d) / top for d in self.decks)

    def cards(self) -> list[int]:
        return [c for d in self.decks for c in d] + self.aside_hidden + self.aside_public

    # -- copies ---------------------------------------------------------------------------
    def copy_into(self, new: CardTable) -> None:
        new.decks = [list(d) for d in self.decks]
        new.known = list(self.known)
        new.aside_hidden = list(self.aside_hidden)
        new.aside_public = list(self.aside_public)
        new.round, new.left_in, new.last = self.round, list(self.left_in), self.last

    def looked_at(self, seat: int | None) -> int | None:
        """The card on top of `seat`'s own deck that it has seen (each mode decides)."""
        raise NotImplementedError

    def determinize(self, seat: int | None, rng: random.Random) -> CardTable:
        # Both modes: every unknown part is re-dealt (in the Dark, a seat's own deck too); a top
        # card the seat has looked at stays.
        new = self.clone()
        assert isinstance(new, CardTable)
        new.redeal_unknown(rng, seat if self.looked_at(seat) is not None else None)
        return new

    def redeal_unknown(self, rng: random.Random, fixed_top: int | None) -> None:
        """Re-deal every card nobody has seen placed (unknown deck parts and the unseen set-aside
        cards), keeping each deck's count; `fixed_top` is a seat that has looked at its own top
        card, which stays."""
        slots: list[tuple[int, int]] = []  # (seat, index) of each unknown card; -1: set aside
        pool: list[int] = []
        for s in range(self.players):
            first = 1 if s == fixed_top and self.unknown(s) > 0 else 0
            for i in range(first, self.unknown(s)):
                slots.append((s, i))
                pool.append(self.decks[s][i])
        pool.extend(self.aside_hidden)
        pool.sort()  # sorted: the re-deal depends only on what the seat knows
        rng.shuffle(pool)
        for (s, i), c in zip(slots, pool, strict=False):
            self.decks[s][i] = c
        self.aside_hidden = pool[len(slots):]
        # Future random draws must not be known to a searcher either.
        self.rng = random.Random(rng.random())

    # -- views ----------------------------------------------------------------------------
    def unseen(self, seat: int | None, top: int | None) -> list[int]:
        """Card ids whose place `seat` does not know (derivable from the public history)."""
        out = [c for s in range(self.players) for c in self.decks[s][:self.unknown(s)]]
        out.extend(self.aside_hidden)
        if top is not None and top in out:
            out.remove(top)
        return sorted(out)

    def deck_views(self) -> list[dict[str, Any]]:
        return [{"count": len(d), "known": d[len(d) - self.known[s]:] if self.known[s] else [],
                 "out": self.left_in[s] is not None}
                for s, d in enumerate(self.decks)]

    def common_view(self, seat: int | None) -> dict[str, Any]:
        out = self.outcome()
        return {
            "game": self.game.id,
            "seat": seat,
            "players": self.players,
            "round": self.round,
            "round_limit": self.limit(),
            "decks": self.deck_views(),
            "set_aside": len(self.aside_hidden) + len(self.aside_public),
            "set_aside_known": list(self.aside_public),
            "last": self.last,
            "outcome": out.to_json() if out else None,
            "catalog": self.cardset.catalog,
        }

    def card_args(self, card: int) -> dict[str, Any]:
        """An event's card: its id, and its name as the card set spells it in each language
        (a player's own set may name it anything, so the catalog cannot): the catalog shows
        $name_en or $name_ru. References to the set's strings, nothing formatted."""
        name = self.cardset.cards[card].name
        return {"card": card, "name_en": name.en, "name_ru": name.ru}

    def message(self, name: str, **args: object) -> Message:
        """This mode's catalog message `<game id>-<name>` (both modes share some sentences)."""
        return message(f"{self.game.id}-{name}", **args)

    def verify_turn(self, seat: int | None, actor: int) -> None:
        if self.finished():
            raise IllegalAction(self.message("refuse-over"))
        if seat != actor:
            raise IllegalAction(self.message("refuse-turn", seat=actor))  # whose turn it is


def read_decks(position: dict[str, Any], cardset: CardSet) -> tuple[list[list[int]], list[int]]:
    """The `decks` (card keys, top first) and optional `known` counts of a setup position."""
    if not isinstance(position, dict):
        raise SetupError("a position must be a JSON object", "позиция должна быть объектом JSON")
    decks = position.get("decks")
    if not isinstance(decks, list) or not all(isinstance(d, list) for d in decks):
        raise SetupError("'decks' must be a list of decks, each a list of card keys (top first)",
                         "'decks' должно быть списком колод, каждая списком ключей карточек (сверху вниз)")
    seen: set[str] = set()
    out: list[list[int]] = []
    for s, deck in enumerate(decks):
        ids = []
        for key in deck:
            if key not in cardset.by_key:
                raise SetupError(f"deck {s}: no card {key!r} in the set {cardset.source}",
                                 f"колода {s}: в наборе {cardset.source} нет карточки {key!r}")
            if key in seen:
                raise SetupError(f"deck {s}: card {key!r} appears twice",
                                 f"колода {s}: карточка {key!r} встречается дважды")
            seen.add(key)
            ids.append(cardset.by_key[key])
        out.append(ids)
    known = position.get("known", [0] * len(out))
    if (not isinstance(known, list) or len(known) != len(out)
            or not all(isinstance(k, int) and not isinstance(k, bool) and 0 <= k <= len(d)
                       for k, d in zip(known, out, strict=False))):
        raise SetupError("'known' must give, for each deck, how many bottom cards are known",
                         "'known' должно указать для каждой колоды, сколько нижних карточек известно")
    if sum(1 for d in out if d) < 2:
        raise SetupError("at least two players must hold cards",
                         "карточки должны быть хотя бы у двух игроков")
    return out, known


def read_seat(position: dict[str, Any], name: str, players: int, default: int = 0) -> int:
    value = position.get(name, default)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise SetupError(f"{name!r} must be a seat from 0 to {players - 1}, got {value!r}",
                         f"{name!r} должно быть местом от 0 до {players - 1}, а указано {value!r}")
    return value


def read_round(position: dict[str, Any]) -> int:
    value = position.get("round", 0)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < MAX_ROUNDS:
        raise SetupError(f"'round' must be a whole number from 0 to {MAX_ROUNDS - 1}",
                         f"'round' должно быть целым числом от 0 до {MAX_ROUNDS - 1}")
    return value
