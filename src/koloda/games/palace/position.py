"""Palace positions in their setup JSON form (the rules page documents the form): `read` reads
one and `write` writes one back (`PalaceGame.setup` and `PalaceGame.to_setup`).

Every mistake is one `SetupError` naming the field and the card: a duplicate, a card that is not
a card, a wrong count, a position the rules could never reach (a 10 left on the pile). Each is a
`palace-setup-...` message (messages/en.ftl, messages/ru.ftl).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from koloda.core import (
    Card,
    KolodaError,
    SetupError,
    Text,
    deck52,
    given,
    parse_cards,
    short_name,
    text,
)
from koloda.core.rng import deal_rng

from .state import BURN, PLAY, SWAP, PalaceState

if TYPE_CHECKING:
    from koloda.core import Game

FIELDS = ("players", "phase", "turn", "pick_ups", "hands", "face_up", "face_down", "known", "pile", "stock",
          "burned", "ready", "finished", "may_add", "drawn")
PER_SEAT = ("hands", "face_up", "face_down", "known")


def _error(msg_id: str, **args: Any) -> SetupError:
    """A `SetupError` with the catalog text `msg_id`; numbers go as strings, printed as they
    are (an index is no quantity)."""
    return SetupError(text(msg_id, **args))


def _name(c: Card) -> Text:
    """A card's short name in both languages (``Q♠`` / ``Д♠``), as core's card symbols write it."""
    return given(short_name(c), short_name(c, "ru"))


def _cards(value: Any, where: str) -> list[Card]:
    if not isinstance(value, str):
        raise _error("palace-setup-cards-not-text", where=where, value=repr(value))
    try:
        return parse_cards(value)
    except KolodaError as exc:
        raise _error("palace-setup-bad-cards", where=where, reason=exc.reason) from None


def _seat(value: Any, players: int, where: str) -> int:
    if type(value) is not int or not 0 <= value < players:
        raise _error("palace-setup-bad-seat", where=where, last=str(players - 1),
                     value=repr(value))
    return value


def _per_seat(position: dict[str, Any], name: str, players: int) -> list[list[Card]]:
    rows = position.get(name, [""] * players)
    if not isinstance(rows, list) or len(rows) != players:
        raise _error("palace-setup-per-seat", name=name, players=str(players))
    return [_cards(row, f"{name}[{s}]") for s, row in enumerate(rows)]


def read(game: Game, position: Any, seed: int | str = 0) -> PalaceState:
    """A state from the setup form; raises `SetupError` naming the first problem."""
    if not isinstance(position, dict):
        raise _error("palace-setup-not-object")
    unknown = sorted(set(position) - set(FIELDS))
    if unknown:
        raise _error("palace-setup-unknown-fields", fields=", ".join(unknown),
                     known=", ".join(FIELDS))
    hands = position.get("hands")
    if not isinstance(hands, list):
        raise _error("palace-setup-no-hands")
    players = position.get("players", len(hands))
    if players != len(hands):
        raise _error("palace-setup-players-mismatch", players=repr(players),
                     seats=str(len(hands)))
    game.check_players(players)
    state = PalaceState(game, players, deal_rng(seed))

    places: dict[str, list[Card]] = {}
    rows = {name: _per_seat(position, name, players) for name in PER_SEAT}
    state.hands, state.face_up, state.face_down = rows["hands"], rows["face_up"], rows["face_down"]
    for name in ("hands", "face_up", "face_down"):
        for s, cards in enumerate(rows[name]):
            places[f"{name}[{s}]"] = cards
    for s, cards in enumerate(rows["known"]):
        extra = [c for c in cards if c not in state.hands[s]]
        if extra:
            raise _error("palace-setup-known-not-held", index=str(s), card=_name(extra[0]))
        state.known[s] = set(cards)
    state.pile = _cards(position.get("pile", ""), "pile")
    state.stock = _cards(position.get("stock", ""), "stock")[::-1]
    places["pile"], places["stock"] = state.pile, state.stock
    _place_burned(state, position, places)

    state.phase = position.get("phase", PLAY)
    if state.phase not in (SWAP, PLAY):
        raise _error("palace-setup-bad-phase", value=repr(state.phase))
    if state.phase == SWAP:
        _read_swap(state, position)
    else:
        _read_play(state, position)
    state._actors = state._find_actors()
    return state


def _place_burned(state: PalaceState, position: dict[str, Any],
                  places: dict[str, list[Card]]) -> None:
    """Check no card lies twice; without "burned", every card not placed is out of the game."""
    seen: dict[Card, str] = {}
    for where, cards in places.items():
        for c in cards:
            if c in seen:
                raise _error("palace-setup-duplicate", card=_name(c), first=seen[c],
                             second=where)
            seen[c] = where
    if "burned" not in position:
        state.burned = [c for c in deck52() if c not in seen]
        return
    state.burned = _cards(position["burned"], "burned")
    for c in state.burned:
        if c in seen:
            raise _error("palace-setup-duplicate", card=_name(c), first=seen[c],
                         second="burned")
        seen[c] = "burned"
    missing = [c for c in deck52() if c not in seen]
    if missing:
        shown = " ".join(short_name(c) for c in missing[:8])
        raise _error("palace-setup-missing", shown=shown)


def _read_swap(state: PalaceState, position: dict[str, Any]) -> None:
    n = state.players
    ready = position.get("ready", [False] * n)
    if not isinstance(ready, list) or len(ready) != n or not all(type(r) is bool for r in ready):
        raise _error("palace-setup-bad-ready", players=str(n))
    if all(ready):
        raise _error("palace-setup-all-ready")
    for name in ("may_add", "drawn", "finished"):
        if position.get(name) not in (None, "", [None] * n):
            raise _error("palace-setup-before-play", name=name)
    if state.pile:
        raise _error("palace-setup-pile-before-play")
    state.ready = list(ready)


def _read_play(state: PalaceState, position: dict[str, Any]) -> None:
    n = state.players
    state.ready = [True] * n
    finished = position.get("finished", [None] * n)
    if not isinstance(finished, list) or len(finished) != n:
        raise _error("palace-setup-bad-finished", players=str(n))
    places = sorted(p for p in finished if p is not None)
    if places != list(range(1, len(places) + 1)) or any(type(p) is not int for p in places):
        raise _error("palace-setup-finished-gaps")
    for s, p in enumerate(finished):
        if p is not None and state.holds_cards(s):
            raise _error("palace-setup-finished-holds", index=str(s))
        if p is None and not state.holds_cards(s):
            raise _error("palace-setup-not-finished", index=str(s))
        if p is None and state.stock and not state.hands[s]:
            raise _error("palace-setup-empty-hand", index=str(s))
    if n - len(places) < 2:
        raise _error("palace-setup-two-players")
    state.finished = [p or 0 for p in finished]
    pick_ups = position.get("pick_ups", 0)
    if type(pick_ups) is not int or pick_ups < 0:
        raise _error("palace-setup-bad-pick-ups", value=repr(pick_ups))
    state.pick_ups = pick_ups
    state.out = len(places)
    state.turn = _seat(position.get("turn", 0), n, "turn")
    if state.finished[state.turn]:
        raise _error("palace-setup-turn-finished", index=str(state.turn))
    if state.pile:
        if state.pile[-1] >> 2 == BURN:
            raise _error("palace-setup-ten-on-top")
        if state.top_run()[1] == 4:
            raise _error("palace-setup-four-on-top")
    adder = position.get("may_add")
    if adder is not None:
        state.adder = _seat(adder, n, "may_add")
        state.drawn = _cards(position.get("drawn", ""), "drawn")
        hand = state.hands[state.adder]
        if (not state.drawn or any(c not in hand for c in state.drawn)
                or state.adder == state.turn or state.finished[state.adder]):
            raise _error("palace-setup-bad-may-add")
    elif position.get("drawn"):
        raise _error("palace-setup-drawn-alone")


def write(state: PalaceState) -> dict[str, Any]:
    """`state` in the setup form; `read` reads it back to the same position."""

    def codes(cards: list[Card]) -> str:
        return " ".join(c.code for c in cards)

    out: dict[str, Any] = {
        "players": state.players,
        "phase": state.phase,
        "turn": state.turn,
        "hands": [codes(h) for h in state.hands],
        "face_up": [codes(h) for h in state.face_up],
        "face_down": [codes(h) for h in state.face_down],
        "known": [codes(sorted(k)) for k in state.known],
        "pile": codes(state.pile),
        "stock": codes(state.stock[::-1]),
        "burned": codes(state.burned),
        "ready": list(state.ready),
        "finished": [p or None for p in state.finished],
        "pick_ups": state.pick_ups,
    }
    if state.adder >= 0:
        out["may_add"], out["drawn"] = state.adder, codes(state.drawn)
    return out
