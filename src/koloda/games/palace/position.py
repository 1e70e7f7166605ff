"""Reading a Palace position from its setup JSON form (the rules page documents the form).

Every mistake is one `SetupError` naming the field and the card: a duplicate, a card that is not
a card, a wrong count, a position the rules could never reach (a 10 left on the pile).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from koloda.core import Card, KolodaError, SetupError, deck52, parse_cards, short_name
from koloda.core.rng import deal_rng

from .state import BURN, PLAY, SWAP, PalaceState

if TYPE_CHECKING:
    from koloda.core import Game

FIELDS = ("players", "phase", "turn", "pick_ups", "hands", "face_up", "face_down", "known", "pile", "stock",
          "burned", "ready", "finished", "may_add", "drawn")
PER_SEAT = ("hands", "face_up", "face_down", "known")


def _error(en: str, ru: str) -> SetupError:
    return SetupError(en, ru)


def _cards(value: Any, where: str) -> list[Card]:
    if not isinstance(value, str):
        raise _error(f"{where}: expected cards as text like \"7S 10H\", got {value!r}",
                     f"{where}: ожидались карты текстом, например \"7S 10H\", а получено {value!r}")
    try:
        return parse_cards(value)
    except KolodaError as exc:
        raise _error(f"{where}: {exc.get('en')}", f"{where}: {exc.get('ru')}") from None


def _seat(value: Any, players: int, where: str) -> int:
    if type(value) is not int or not 0 <= value < players:
        raise _error(f"{where}: expected a seat from 0 to {players - 1}, got {value!r}",
                     f"{where}: ожидалось место от 0 до {players - 1}, а получено {value!r}")
    return value


def _per_seat(position: dict[str, Any], name: str, players: int) -> list[list[Card]]:
    rows = position.get(name, [""] * players)
    if not isinstance(rows, list) or len(rows) != players:
        raise _error(f"\"{name}\" must list {players} seats (one text of cards each)",
                     f"в \"{name}\" должно быть {players} мест (по строке карт)")
    return [_cards(row, f"{name}[{s}]") for s, row in enumerate(rows)]


def build(game: Game, position: Any, seed: int | str = 0) -> PalaceState:
    """A state from the setup form; raises `SetupError` naming the first problem."""
    if not isinstance(position, dict):
        raise _error("a Palace position must be a JSON object", "позиция должна быть объектом JSON")
    unknown = sorted(set(position) - set(FIELDS))
    if unknown:
        raise _error(f"unknown fields: {', '.join(unknown)} (known: {', '.join(FIELDS)})",
                     f"неизвестные поля: {', '.join(unknown)} (есть: {', '.join(FIELDS)})")
    hands = position.get("hands")
    if not isinstance(hands, list):
        raise _error("the position needs \"hands\": one text of cards a seat",
                     "в позиции нужно поле \"hands\": по строке карт на место")
    players = position.get("players", len(hands))
    if players != len(hands):
        raise _error(f"\"players\" is {players!r} but \"hands\" lists {len(hands)} seats",
                     f"\"players\" равно {players!r}, а в \"hands\" мест: {len(hands)}")
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
            raise _error(f"known[{s}]: {short_name(extra[0])} is not in that hand",
                         f"known[{s}]: {short_name(extra[0], 'ru')} нет на этой руке")
        state.known[s] = set(cards)
    state.pile = _cards(position.get("pile", ""), "pile")
    state.stock = _cards(position.get("stock", ""), "stock")[::-1]
    places["pile"], places["stock"] = state.pile, state.stock
    _place_burned(state, position, places)

    state.phase = position.get("phase", PLAY)
    if state.phase not in (SWAP, PLAY):
        raise _error(f"\"phase\" must be \"swap\" or \"play\", not {state.phase!r}",
                     f"\"phase\" должно быть \"swap\" или \"play\", а не {state.phase!r}")
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
                raise _error(f"duplicate card {short_name(c)} (in {seen[c]} and {where})",
                             f"карта {short_name(c, 'ru')} указана дважды ({seen[c]} и {where})")
            seen[c] = where
    if "burned" not in position:
        state.burned = [c for c in deck52() if c not in seen]
        return
    state.burned = _cards(position["burned"], "burned")
    for c in state.burned:
        if c in seen:
            raise _error(f"duplicate card {short_name(c)} (in {seen[c]} and burned)",
                         f"карта {short_name(c, 'ru')} указана дважды ({seen[c]} и burned)")
        seen[c] = "burned"
    missing = [c for c in deck52() if c not in seen]
    if missing:
        shown = " ".join(short_name(c) for c in missing[:8])
        raise _error(f"with \"burned\" given, all 52 cards must be placed; missing: {shown}",
                     f"если задано \"burned\", нужно разложить все 52 карты; нет: {shown}")


def _read_swap(state: PalaceState, position: dict[str, Any]) -> None:
    n = state.players
    ready = position.get("ready", [False] * n)
    if not isinstance(ready, list) or len(ready) != n or not all(type(r) is bool for r in ready):
        raise _error(f"\"ready\" must list {n} true/false values",
                     f"в \"ready\" должно быть {n} значений true/false")
    if all(ready):
        raise _error("in the swap phase at least one seat must not be ready yet",
                     "в фазе обмена хотя бы одно место должно быть ещё не готово")
    for name in ("may_add", "drawn", "finished"):
        if position.get(name) not in (None, "", [None] * n):
            raise _error(f"\"{name}\" makes no sense before play starts",
                         f"\"{name}\" не имеет смысла до начала игры")
    if state.pile:
        raise _error("before play starts the pile is empty", "до начала игры стопка пуста")
    state.ready = list(ready)


def _read_play(state: PalaceState, position: dict[str, Any]) -> None:
    n = state.players
    state.ready = [True] * n
    finished = position.get("finished", [None] * n)
    if not isinstance(finished, list) or len(finished) != n:
        raise _error(f"\"finished\" must list {n} places or nulls",
                     f"в \"finished\" должно быть {n} мест или null")
    places = sorted(p for p in finished if p is not None)
    if places != list(range(1, len(places) + 1)) or any(type(p) is not int for p in places):
        raise _error("\"finished\" places must be 1, 2, ... without gaps or repeats",
                     "места в \"finished\" должны идти 1, 2, ... без пропусков и повторов")
    for s, p in enumerate(finished):
        if p is not None and state.holds_cards(s):
            raise _error(f"finished[{s}] is set, but that player still holds cards",
                         f"finished[{s}] задано, но у этого игрока ещё есть карты")
        if p is None and not state.holds_cards(s):
            raise _error(f"hands[{s}], face_up[{s}] and face_down[{s}] are all empty: give "
                         f"finished[{s}] its place",
                         f"hands[{s}], face_up[{s}] и face_down[{s}] пусты: укажите место в "
                         f"finished[{s}]")
        if p is None and state.stock and not state.hands[s]:
            raise _error(f"hands[{s}] is empty while the stock lasts",
                         f"hands[{s}] пуста, хотя колода не кончилась")
    if n - len(places) < 2:
        raise _error("at least two players must still hold cards",
                     "карты должны оставаться хотя бы у двух игроков")
    state.finished = [p or 0 for p in finished]
    pick_ups = position.get("pick_ups", 0)
    if type(pick_ups) is not int or pick_ups < 0:
        raise _error(f"pick_ups: expected a count, got {pick_ups!r}",
                     f"pick_ups: ожидалось число, а получено {pick_ups!r}")
    state.pick_ups = pick_ups
    state.out = len(places)
    state.turn = _seat(position.get("turn", 0), n, "turn")
    if state.finished[state.turn]:
        raise _error(f"turn: that player has already finished (finished[{state.turn}] is set)",
                     f"turn: этот игрок уже вышел из игры (задано finished[{state.turn}])")
    if state.pile:
        if state.pile[-1] >> 2 == BURN:
            raise _error("a 10 cannot lie on top of the pile: it burns the pile at once",
                         "десятка не может лежать сверху: она сразу сжигает стопку")
        if state.top_run()[1] == 4:
            raise _error("four of a kind cannot lie on top of the pile: they burn it at once",
                         "четыре одинаковые карты не могут лежать сверху: они сжигают стопку")
    adder = position.get("may_add")
    if adder is not None:
        state.adder = _seat(adder, n, "may_add")
        state.drawn = _cards(position.get("drawn", ""), "drawn")
        hand = state.hands[state.adder]
        if (not state.drawn or any(c not in hand for c in state.drawn)
                or state.adder == state.turn or state.finished[state.adder]):
            raise _error("may_add: the seat must hold the cards in \"drawn\" and not be on turn",
                         "may_add: у места должны быть карты из \"drawn\", и оно не должно ходить")
    elif position.get("drawn"):
        raise _error("\"drawn\" needs \"may_add\"", "для \"drawn\" нужно поле \"may_add\"")
