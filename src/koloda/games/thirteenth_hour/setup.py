"""Building a 13th Hour position from its JSON setup form (documented in the rules page), with a
`SetupError` naming the field for anything that is not a reachable position."""

from __future__ import annotations

from typing import Any

from koloda.core import SetupError
from koloda.core.rng import deal_rng

from .cards import BONUS, RETURN, CardSet
from .rules import HourState

FIELDS = ("players", "rows", "won", "discard", "stock", "dealer", "marker", "round", "served",
          "face_up", "batch", "receiver", "last_round")


def _bad(field: str, en: str, ru: str) -> SetupError:
    return SetupError(f"setup field {field!r}: {en}", f"поле {field!r} расстановки: {ru}")


class _Pool:
    """The set's cards not yet placed, found by code (the lowest free id of that code first)."""

    def __init__(self, deck: CardSet) -> None:
        self.deck = deck
        self.free: dict[str, list[int]] = {}
        for card in range(len(deck) - 1, -1, -1):
            self.free.setdefault(deck.code[card], []).append(card)

    def take(self, field: str, code: Any) -> int:
        if not isinstance(code, str) or code not in self.free:
            known = ", ".join(sorted(self.free))
            raise _bad(field, f"{code!r} is not a card of this set (codes: {known})",
                       f"{code!r}: такой карты в наборе нет (коды: {known})")
        cards = self.free[code]
        if not cards:
            raise _bad(field, f"the set has no more {code!r} cards",
                       f"в наборе больше нет карт {code!r}")
        return cards.pop()

    def cards(self, field: str, codes: Any) -> list[int]:
        if not isinstance(codes, list):
            raise _bad(field, "must be a list of card codes", "должно быть списком кодов карт")
        return [self.take(field, c) for c in codes]

    def rest(self) -> list[int]:
        return sorted(c for cards in self.free.values() for c in cards)


def _seat(field: str, value: Any, players: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise _bad(field, f"must be a seat from 0 to {players - 1}, not {value!r}",
                   f"должно быть номером места от 0 до {players - 1}, а не {value!r}")
    return value


def _per_seat(field: str, value: Any, players: int) -> list[Any]:
    if value is None:
        return [[] for _ in range(players)]
    if not isinstance(value, list) or len(value) != players:
        raise _bad(field, f"must be a list of {players} lists (one a seat)",
                   f"должно быть списком из {players} списков (по одному на место)")
    return value


def build(game: Any, deck: CardSet, position: Any, seed: int | str) -> HourState:
    """A state from the setup form; cards not named lie in the stock (shuffled by `seed`), or in
    the discard when the stock is given."""
    if not isinstance(position, dict):
        raise SetupError("a setup must be a JSON object", "расстановка должна быть объектом JSON")
    unknown = set(position) - set(FIELDS)
    if unknown:
        bad = ", ".join(sorted(unknown))
        raise SetupError(f"unknown setup fields: {bad} (known: {', '.join(FIELDS)})",
                         f"неизвестные поля расстановки: {bad} (есть: {', '.join(FIELDS)})")
    rows_in = position.get("rows")
    players = position.get("players", len(rows_in) if isinstance(rows_in, list) else 0)
    if isinstance(players, bool) or not isinstance(players, int):
        raise _bad("players", "must be a whole number", "должно быть целым числом")
    game.check_players(players)
    state = HourState(game, deck, players, deal_rng(seed))
    pool = _Pool(deck)
    for seat, codes in enumerate(_per_seat("rows", rows_in, players)):
        for card in pool.cards("rows", codes):
            kind = deck.kind[card]
            if kind in (BONUS, RETURN):
                raise _bad("rows", f"{deck.code[card]!r} never stays in a row",
                           f"{deck.code[card]!r} не может лежать в ряду")
            state.place(seat, card)
        if state.points[seat] >= state.limit(seat):
            raise _bad("rows", f"rows[{seat}] make {state.points[seat]} points, at or over "
                       f"its limit {state.limit(seat)}: the round would be over",
                       f"rows[{seat}] дают {state.points[seat]} очков, предел этого ряда "
                       f"{state.limit(seat)} достигнут: раунд был бы окончен")
    for seat, codes in enumerate(_per_seat("won", position.get("won"), players)):
        for card in pool.cards("won", codes):
            if not deck.pluses[card]:
                raise _bad("won", f"{deck.code[card]!r} has no plus to keep",
                           f"у {deck.code[card]!r} нет плюсов, её не оставляют")
            state.won[seat].append(card)
    state.dealer = _seat("dealer", position.get("dealer", 0), players)
    state.marker = _seat("marker", position.get("marker", state.dealer), players)
    rnd = position.get("round", 1)
    if isinstance(rnd, bool) or not isinstance(rnd, int) or rnd < 1:
        raise _bad("round", "must be a whole number from 1", "должно быть целым числом от 1")
    state.round = rnd
    last = position.get("last_round", False)
    if not isinstance(last, bool):
        raise _bad("last_round", "must be true or false", "должно быть true или false")
    state.reshuffled = last
    _deal_in_progress(state, pool, position)
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
        raise SetupError(f"{len(rest)} cards of the set are not placed (give 'stock' or "
                         f"'discard' alone to put the rest there)",
                         f"{len(rest)} карт набора не размещены (укажите только 'stock' или "
                         f"только 'discard', чтобы остальные легли туда)")
    if state.face_up is None:
        state.start_turn()  # no turn under way: the dealer starts his
        if state.over:
            raise SetupError("the stock is empty: no turn can start",
                             "колода пуста: ход начать нельзя")
    return state


def _deal_in_progress(state: HourState, pool: _Pool, position: dict[str, Any]) -> None:
    """`face_up`, `batch`, `served` and `receiver`: a turn under way (or none: a fresh turn)."""
    players = state.players
    served = position.get("served", [])
    if not isinstance(served, list):
        raise _bad("served", "must be a list of seats", "должно быть списком мест")
    for s in served:
        state.served[_seat("served", s, players)] = True
    receiver = position.get("receiver")
    face = position.get("face_up")
    if face is None:
        if served or receiver is not None or position.get("batch"):
            raise _bad("face_up", "a turn under way (served, batch, receiver) needs the card "
                       "being given", "для хода в процессе (served, batch, receiver) нужна "
                       "открытая карта")
        return
    state.face_up = pool.take("face_up", face)
    state.batch = pool.cards("batch", position.get("batch", []))[::-1]  # listed in turn-up order
    if receiver is not None:
        receiver = _seat("receiver", receiver, players)
        if receiver == state.dealer or not state.hands[receiver]:
            raise _bad("receiver", "only a player holding a hand, given a card by the dealer, "
                       "decides whether to refuse it",
                       "решает только игрок с рукой, которому карту дал раздающий")
        state.served[receiver] = True
        state.receiver = receiver
    waiting = state.served.count(False)
    expected = waiting if receiver is not None else waiting - 1
    if expected < 0 or len(state.batch) != expected:
        raise _bad("batch", f"{waiting} players still wait for a card, so the dealer holds "
                   f"{max(expected, 0)} face-down cards, not {len(state.batch)}",
                   f"карту ждут ещё {waiting} игроков, значит у раздающего {max(expected, 0)} "
                   f"закрытых карт, а не {len(state.batch)}")
    if receiver is None and waiting == 1:
        raise _bad("face_up", "the last card of a turn goes to its only possible receiver at once",
                   "последняя карта хода сразу уходит единственному, кто её ещё не получил")

