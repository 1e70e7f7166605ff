"""The setup form: a Card Ball position as JSON, read and checked (see the rules page).

    {"hands": [["AS", "7H"], ["QD"]], "stock": ["2C", ...], "set_aside": [], "gone": [...],
     "balls": {"0": [0.49, 0.4], "7": [0.3, 1.2]}, "turn": 0, "breaking": false,
     "in_hand": false, "shots": 0, "last": null}

Cards left out of every list count as gone (discarded with their potted ball), so a test may
write only what matters; every card of the deck is then somewhere exactly once.
"""

from __future__ import annotations

from typing import Any

from koloda.core import Card, MalformedAction, SetupError, deck52, parse_card
from koloda.core.rng import deal_rng

from . import rules
from .geometry import CUE, OBJECT_BALLS, Point, on_bed, overlaps
from .state import CardBallState, Rules

LAST_KEYS = {"seat", "fouls", "potted", "respotted", "first_hit"}


def build(game: Any, position: dict[str, Any], options: Rules, seed: int | str) -> CardBallState:
    """A state from the setup form; raises `SetupError` naming the field that is wrong."""
    if not isinstance(position, dict):
        raise SetupError("a position must be a JSON object", "позиция должна быть объектом JSON")
    hands_in = position.get("hands")
    if not isinstance(hands_in, list) or not 2 <= len(hands_in) <= 6:
        raise SetupError("hands: a list of 2 to 6 hands", "hands: список из 2–6 рук")
    state = CardBallState(game, len(hands_in), deal_rng(seed), options)
    seen: set[int] = set()
    state.hands = [sorted(_cards(h, f"hands[{i}]", seen)) for i, h in enumerate(hands_in)]
    state.stock = _cards(position.get("stock", []), "stock", seen)
    state.set_aside = _cards(position.get("set_aside", []), "set_aside", seen)
    state.gone = _cards(position.get("gone", []), "gone", seen)
    state.gone += [int(c) for c in deck52() if int(c) not in seen]
    state.balls = _balls(position.get("balls"))
    state.turn = _int(position.get("turn", 0), "turn", 0, state.players - 1)
    state.breaking = _bool(position.get("breaking", False), "breaking")
    state.in_hand = _bool(position.get("in_hand", CUE not in state.balls), "in_hand")
    state.shots = _int(position.get("shots", 0), "shots", 0, 1_000_000)
    last = position.get("last")
    if last is not None and not (isinstance(last, dict) and set(last) == LAST_KEYS):
        raise SetupError(f"last: null or the last shot's ruling ({', '.join(sorted(LAST_KEYS))})",
                         f"last: null или итог последнего удара ({', '.join(sorted(LAST_KEYS))})")
    state.last = last
    if state.in_hand == (CUE in state.balls):
        raise SetupError("in_hand: true exactly when ball 0 (the cue ball) is not on the table",
                         "in_hand: true ровно тогда, когда шара 0 (битка) нет на столе")
    if state.breaking and not state.in_hand:
        raise SetupError("breaking: the breaker has the cue ball in hand",
                         "breaking: разбивающий ставит биток с руки")
    on_table = set(state.balls)
    for i, hand in enumerate(state.hands):
        for c in hand:
            if rules.ball_of(c) not in on_table:
                raise SetupError(f"hands[{i}]: the ball of {Card(c)} is not on the table",
                                 f"hands[{i}]: шара для карты {Card(c)} нет на столе")
    if any(not h for h in state.hands):
        raise SetupError("hands: every player holds a card while the game runs",
                         "hands: пока партия идёт, у каждого есть карты")
    return state


def _cards(data: Any, where: str, seen: set[int]) -> list[int]:
    if not isinstance(data, list):
        raise SetupError(f"{where}: a list of cards like \"7H\"", f"{where}: список карт вида \"7H\"")
    out = []
    for text in data:
        try:
            card = int(parse_card(str(text)))
        except MalformedAction as exc:
            raise SetupError(f"{where}: {exc.reason.en}", f"{where}: {exc.reason.ru}") from exc
        if card in seen:
            raise SetupError(f"{where}: {text} appears twice", f"{where}: {text} встречается дважды")
        seen.add(card)
        out.append(card)
    return out


def _balls(data: Any) -> dict[int, Point]:
    if not isinstance(data, dict):
        raise SetupError("balls: an object from ball number to [x, y]",
                         "balls: объект «номер шара → [x, y]»")
    out: dict[int, Point] = {}
    for key, value in data.items():
        if not str(key).isdigit() or int(key) not in (CUE, *OBJECT_BALLS):
            raise SetupError(f"balls: {key!r} is not a ball (0 to 15)",
                             f"balls: {key!r} не номер шара (0–15)")
        if (not isinstance(value, list) or len(value) != 2
                or not all(isinstance(v, int | float) and not isinstance(v, bool) for v in value)):
            raise SetupError(f"balls[{key}]: [x, y] in metres", f"balls[{key}]: [x, y] в метрах")
        place = (float(value[0]), float(value[1]))
        if not on_bed(place):
            raise SetupError(f"balls[{key}]: {place} is not on the bed", f"balls[{key}]: {place} вне стола")
        hit = overlaps(place, out)
        if hit is not None:
            raise SetupError(f"balls[{key}] overlaps ball {hit}", f"balls[{key}] перекрывает шар {hit}")
        out[int(key)] = place
    return out


def _int(value: Any, where: str, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise SetupError(f"{where}: a whole number from {lo} to {hi}",
                         f"{where}: целое число от {lo} до {hi}")
    return value


def _bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise SetupError(f"{where}: true or false", f"{where}: true или false")
    return value
