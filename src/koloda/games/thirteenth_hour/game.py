"""The 13th Hour game: metadata, options, the deal, a position read from its setup form and
written back, bots and the rules page."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.core import (
    Action,
    Game,
    Message,
    OpenSpielSpec,
    SetupError,
    Text,
    message,
    option,
    text,
)
from koloda.core.rng import deal_rng
from koloda.games import RulesPage

from .actions import CODEC, Accept, Give, Refuse
from .cards import BONUS, RETURN, CardSet, load_card_set
from .search import ITERATIONS as EXPERT_ITERATIONS
from .search import available as search_available
from .state import ThirteenthHourState


@dataclass(frozen=True)
class ThirteenthHourOptions:
    """13th Hour variants: only the card set."""

    card_file: str = option("", text("thirteenth_hour-option-card-file"), local=True)


class ThirteenthHourGame(RulesPage, Game):
    """13th Hour (Danger 13 / Jetzt schlägt's 13): give cards so that others reach 13 first."""

    id = "thirteenth_hour"
    title = text("thirteenth_hour-title")
    min_players, max_players = 2, 5
    rules_version = "1"
    Options = ThirteenthHourOptions
    codec = CODEC
    # What 13th Hour brings beyond its rules (koloda.core.Game: front ends, ratings, events).
    terminal_renderer = "koloda.cli.render.thirteenth_hour"
    web_renderer = "thirteenth_hour"
    rating_pools = (("thirteenth_hour-2", 2, 2), ("thirteenth_hour-3-5", 3, 5))
    arena_min_moves = 20  # shortest 58 (heuristic), 59 (random): thirteen tricks' worth of play
    # The Expert beats the heuristic by less than a ladder's step of 60% (docs/bots.md), so the
    # heuristic is not a level here: the Expert's step is over `careless:0.15`. Expert is the
    # search in C (search.py, docs/bots.md: "13th Hour's search in C") where the module was
    # built, else the guided search in Python it replaced.
    bot_levels = (("beginner", "careless:0.7"), ("casual", "careless:0.4"),
                  ("skilled", "careless:0.15"),
                  ("expert", f"search:{EXPERT_ITERATIONS}" if search_available()
                   else "ismcts-guided:400"))
    # the Expert's share against Skilled: the search in C's, or the guided search's
    level_shares = {"casual": 0.675, "skilled": 0.630,
                    "expert": 0.688 if search_available() else 0.735}
    # In OpenSpiel: the card set, in every view, never changes within a game.
    openspiel = OpenSpielSpec("koloda_thirteenth_hour", 3, lambda players, options: 1000 * players,
                              static_view_keys=("card_set",))

    def new(self, players: int, options: Any = None, seed: int | str = 0) -> ThirteenthHourState:
        """The youngest player (seat 0) holds the marker; the whole set is shuffled as the stock."""
        self.check_players(players)
        deck = load_card_set(self.options(options).card_file)
        state = ThirteenthHourState(self, deck, players, deal_rng(seed))
        state.stock = list(range(len(deck)))
        state.rng.shuffle(state.stock)
        state.start_round()
        return state

    def setup(self, position: dict[str, Any], options: Any = None,
              seed: int | str = 0) -> ThirteenthHourState:
        deck = load_card_set(self.options(options).card_file)
        return _read(self, deck, position, seed)

    def to_setup(self, state: ThirteenthHourState) -> dict[str, Any]:
        """A position in the setup form (the rules page, "Setup"); `setup` reads it back."""
        code = state.deck.code
        codes = lambda cards: [code[c] for c in cards]  # noqa: E731
        return {
            "players": state.players,
            "rows": [codes(r) for r in state.rows],
            "won": [codes(w) for w in state.won],
            "discard": codes(state.discard),
            "stock": codes(reversed(state.stock)),
            "dealer": state.dealer,
            "marker": state.marker,
            "round": state.round,
            "served": [s for s in range(state.players) if state.served[s]],
            "face_up": None if state.face_up is None else code[state.face_up],
            "batch": codes(reversed(state.batch)),
            "receiver": state.receiver,
            "last_round": state.reshuffled,
        }

    # how the messages read their arguments: `to` is a seat; cards are this game's own codes,
    # named in words by the catalog from their fields (`cards.card_args`)
    message_args: ClassVar[dict[str, str]] = {"to": "seat", "card": "code", "hand": "code"}

    def action_message(self, action: Action) -> Message | None:
        if isinstance(action, Give):
            return message("thirteenth_hour-action-give", to=action.to)
        if isinstance(action, Refuse):
            return message("thirteenth_hour-action-refuse")
        if isinstance(action, Accept):
            return message("thirteenth_hour-action-accept")
        return None

    def agents(self) -> dict[str, Callable[..., Any]]:
        from .bots import HeuristicBot
        from .search import SearchBot, available

        agents = {"heuristic": lambda seed=0, param=None: HeuristicBot(seed=seed, param=param)}
        if available():  # the Expert's search in C, where the module was built
            agents["search"] = lambda seed=0, param=None: SearchBot(seed=seed, param=param)
        return agents


GAME = ThirteenthHourGame()


# -- reading a position: the setup form (documented in the rules page), with a `SetupError`
# naming the field for anything that is not a reachable position ------------------------------

FIELDS = ("players", "rows", "won", "discard", "stock", "dealer", "marker", "round", "served",
          "face_up", "batch", "receiver", "last_round")


def _bad(field: str, reason: Text) -> SetupError:
    return SetupError(text("thirteenth_hour-setup-field", field=repr(field), reason=reason))


class _Pool:
    """The set's cards not yet placed, found by code (the lowest free id of that code first)."""

    def __init__(self, deck: CardSet) -> None:
        self.deck = deck
        self.free: dict[str, list[int]] = {}
        for card in range(len(deck) - 1, -1, -1):
            self.free.setdefault(deck.code[card], []).append(card)

    def take(self, field: str, code: Any) -> int:
        if not isinstance(code, str) or code not in self.free:
            raise _bad(field, text("thirteenth_hour-setup-not-in-set", code=repr(code),
                                   known=", ".join(sorted(self.free))))
        cards = self.free[code]
        if not cards:
            raise _bad(field, text("thirteenth_hour-setup-no-more", code=repr(code)))
        return cards.pop()

    def cards(self, field: str, codes: Any) -> list[int]:
        if not isinstance(codes, list):
            raise _bad(field, text("thirteenth_hour-setup-not-codes"))
        return [self.take(field, c) for c in codes]

    def rest(self) -> list[int]:
        return sorted(c for cards in self.free.values() for c in cards)


def _seat(field: str, value: Any, players: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise _bad(field, text("thirteenth_hour-setup-not-seat", last=str(players - 1),
                               value=repr(value)))
    return value


def _per_seat(field: str, value: Any, players: int) -> list[Any]:
    if value is None:
        return [[] for _ in range(players)]
    if not isinstance(value, list) or len(value) != players:
        raise _bad(field, text("thirteenth_hour-setup-not-per-seat", players=str(players)))
    return value


def _read(game: Any, deck: CardSet, position: Any, seed: int | str) -> ThirteenthHourState:
    """A state from the setup form; cards not named lie in the stock (shuffled by `seed`), or in
    the discard when the stock is given."""
    if not isinstance(position, dict):
        raise SetupError(text("thirteenth_hour-setup-not-object"))
    unknown = set(position) - set(FIELDS)
    if unknown:
        raise SetupError(text("thirteenth_hour-setup-unknown", fields=", ".join(sorted(unknown)),
                              known=", ".join(FIELDS)))
    rows_in = position.get("rows")
    players = position.get("players", len(rows_in) if isinstance(rows_in, list) else 0)
    if isinstance(players, bool) or not isinstance(players, int):
        raise _bad("players", text("thirteenth_hour-setup-not-whole"))
    game.check_players(players)
    state = ThirteenthHourState(game, deck, players, deal_rng(seed))
    pool = _Pool(deck)
    for seat, codes in enumerate(_per_seat("rows", rows_in, players)):
        for card in pool.cards("rows", codes):
            kind = deck.kind[card]
            if kind in (BONUS, RETURN):
                raise _bad("rows", text("thirteenth_hour-setup-not-in-row",
                                        code=repr(deck.code[card])))
            state.place(seat, card)
        if state.points[seat] >= state.limit(seat):
            raise _bad("rows", text("thirteenth_hour-setup-row-over", seat=str(seat),
                                    points=str(state.points[seat]),
                                    limit=str(state.limit(seat))))
    for seat, codes in enumerate(_per_seat("won", position.get("won"), players)):
        for card in pool.cards("won", codes):
            if not deck.pluses[card]:
                raise _bad("won", text("thirteenth_hour-setup-no-plus",
                                       code=repr(deck.code[card])))
            state.won[seat].append(card)
    state.dealer = _seat("dealer", position.get("dealer", 0), players)
    state.marker = _seat("marker", position.get("marker", state.dealer), players)
    rnd = position.get("round", 1)
    if isinstance(rnd, bool) or not isinstance(rnd, int) or rnd < 1:
        raise _bad("round", text("thirteenth_hour-setup-not-round"))
    state.round = rnd
    last = position.get("last_round", False)
    if not isinstance(last, bool):
        raise _bad("last_round", text("thirteenth_hour-setup-not-bool"))
    state.reshuffled = last
    _read_turn(state, pool, position)
    has_stock, has_discard = "stock" in position, "discard" in position
    if has_discard:
        state.discard = pool.cards("discard", position["discard"])
    if has_stock:
        state.stock = pool.cards("stock", position["stock"])[::-1]  # listed top first
    rest = pool.rest()
    if not has_stock:
        state.rng.shuffle(rest)
        state.stock = rest
    elif not has_discard:
        state.discard = rest
    elif rest:
        raise SetupError(text("thirteenth_hour-setup-unplaced", count=str(len(rest))))
    if state.face_up is None:
        state.start_turn()  # no turn under way: the dealer starts his
        if state.over:
            raise SetupError(text("thirteenth_hour-setup-no-stock"))
    return state


def _read_turn(state: ThirteenthHourState, pool: _Pool, position: dict[str, Any]) -> None:
    """`face_up`, `batch`, `served` and `receiver`: a turn under way (or none: a fresh turn)."""
    players = state.players
    served = position.get("served", [])
    if not isinstance(served, list):
        raise _bad("served", text("thirteenth_hour-setup-not-seats"))
    for s in served:
        state.served[_seat("served", s, players)] = True
    receiver = position.get("receiver")
    face = position.get("face_up")
    if face is None:
        if served or receiver is not None or position.get("batch"):
            raise _bad("face_up", text("thirteenth_hour-setup-no-face-up"))
        return
    state.face_up = pool.take("face_up", face)
    state.batch = pool.cards("batch", position.get("batch", []))[::-1]  # listed in turn-up order
    if receiver is not None:
        receiver = _seat("receiver", receiver, players)
        if receiver == state.dealer or not state.hands[receiver]:
            raise _bad("receiver", text("thirteenth_hour-setup-not-receiver"))
        state.served[receiver] = True
        state.receiver = receiver
    waiting = state.served.count(False)
    expected = waiting if receiver is not None else waiting - 1
    if expected < 0 or len(state.batch) != expected:
        raise _bad("batch", text("thirteenth_hour-setup-batch", waiting=str(waiting),
                                 expected=str(max(expected, 0)), given=str(len(state.batch))))
    if receiver is None and waiting == 1:
        raise _bad("face_up", text("thirteenth_hour-setup-last-card"))
