"""Durak positions as JSON: `build` reads the documented `setup` form (validating every field
with a `SetupError` that names it); `DurakState.to_setup` writes it back. The form, with every
key but "hands" and a trump optional::

    {"hands": ["6S 7S QH", "9D 10D", ...],     one string a seat
     "stock": "KD 8C",                         the stock from its top down, without the trump
     "trump": "9H",                            the turned-up card under the stock (null: drawn)
     "trump_suit": "H",                        needed when "trump" is null
     "attacker": 0, "defender": 1,             defender: the next seat in play by default
     "table": [["7S", "9S"], ["7D", null]],    attack card, and the card beating it or null
     "taking": false, "passed": [2],
     "discard": "...",                         cards not named anywhere are discarded
     "out": [null, null, 1],                   places of the players who left
     "known": ["", "QH", ""],                  cards everybody saw going into each hand
     "first_bout": false, "bout": 7,           bout: its number, from 1 (shown in views)
     "place": 2}                               the place the next player to leave takes
"""

from __future__ import annotations

from typing import Any

from koloda.core import Card, MalformedAction, SetupError, card, deck36, parse_card
from koloda.core.cards import SUIT_LETTERS

from .options import DurakOptions
from .state import DurakState, beats

KEYS = {"hands", "stock", "trump", "trump_suit", "attacker", "defender", "table", "taking",
        "passed", "discard", "out", "known", "first_bout", "place", "bout"}
DECK = frozenset(deck36())


def _bad(en: str, ru: str) -> SetupError:
    return SetupError(en, ru)


def _cards(value: Any, field: str) -> list[Card]:
    if value is None:
        return []
    if isinstance(value, list):
        value = " ".join(str(v) for v in value)
    if not isinstance(value, str):
        raise _bad(f"setup: {field!r} must be a string of cards like \"6S 10H\"",
                   f"позиция: {field!r} должно быть строкой карт вида \"6S 10H\"")
    out = []
    for token in value.replace(",", " ").split():
        try:
            c = parse_card(token)
        except MalformedAction as exc:
            raise _bad(f"setup: {field}: {exc.reason.en}",
                       f"позиция: {field}: {exc.reason.ru}") from None
        if c not in DECK:
            raise _bad(f"setup: {field}: {c} is not in the 36-card deck (6 to ace)",
                       f"позиция: {field}: {c} нет в колоде из 36 карт (от шестёрки до туза)")
        out.append(c)
    return out


def _seat(value: Any, field: str, players: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise _bad(f"setup: {field!r} must be a seat from 0 to {players - 1}, not {value!r}",
                   f"позиция: {field!r} должно быть местом от 0 до {players - 1}, а не {value!r}")
    return value


def build(game: Any, position: dict[str, Any], options: DurakOptions) -> DurakState:
    """A state from the setup form; raises `SetupError` naming the first problem."""
    if not isinstance(position, dict):
        raise _bad("setup: a position must be a JSON object", "позиция: нужен объект JSON")
    unknown = set(position) - KEYS
    if unknown:
        raise _bad(f"setup: unknown keys {', '.join(sorted(unknown))}",
                   f"позиция: неизвестные ключи {', '.join(sorted(unknown))}")
    raw_hands = position.get("hands")
    if not isinstance(raw_hands, list):
        raise _bad("setup: 'hands' must be a list with one string of cards a seat",
                   "позиция: 'hands' — список, по строке карт на место")
    players = len(raw_hands)
    game.check_players(players)
    state = DurakState(game, options, players)
    state.hands = [_cards(h, f"hands[{i}]") for i, h in enumerate(raw_hands)]
    stock_top_down = _cards(position.get("stock"), "stock")
    table = _table(position.get("table"))
    state.discard = _cards(position.get("discard"), "discard")

    trump_code = position.get("trump")
    if trump_code is not None:
        trump = _cards(trump_code, "trump")
        if len(trump) != 1:
            raise _bad("setup: 'trump' must be one card", "позиция: 'trump' — одна карта")
        state.trump_card = trump[0]
        state.trump = trump[0] & 3
        state.stock = [trump[0]] + stock_top_down[::-1]
        if "trump_suit" in position and position["trump_suit"] != SUIT_LETTERS[state.trump]:
            raise _bad("setup: 'trump_suit' disagrees with the trump card",
                       "позиция: 'trump_suit' не совпадает с мастью козыря")
    else:
        suit = position.get("trump_suit")
        if not isinstance(suit, str) or suit.upper() not in SUIT_LETTERS:
            raise _bad("setup: give the turned-up 'trump' card, or 'trump_suit' (C, D, H or S) "
                       "once it has been drawn",
                       "позиция: укажите открытый козырь 'trump' или, если он уже взят, "
                       "'trump_suit' (C, D, H или S)")
        if stock_top_down:
            raise _bad("setup: the turned-up trump is drawn last, so with 'trump' null the "
                       "stock must be empty",
                       "позиция: открытый козырь берут последним, и без 'trump' колода "
                       "должна быть пуста")
        state.trump = SUIT_LETTERS.index(suit.upper())
        state.trump_card = card(14, state.trump)  # only its suit matters once drawn
    attacks = [a for a, _ in table]
    defenses = [d for _, d in table]

    named = [c for h in state.hands for c in h] + state.stock + state.discard + attacks
    named += [d for d in defenses if d is not None]
    seen: set[Card] = set()
    for c in named:
        if c in seen:
            raise _bad(f"setup: {c} is named twice", f"позиция: {c} указана дважды")
        seen.add(c)
    # Cards the position does not name have gone to the discard, so a puzzle names only what
    # matters.
    state.discard.extend(c for c in deck36() if c not in seen)

    out = position.get("out") or [None] * players
    if not isinstance(out, list) or len(out) != players:
        raise _bad("setup: 'out' must list a place or null for every seat",
                   "позиция: 'out' — место или null для каждого игрока")
    for s, place in enumerate(out):
        if place is None:
            continue
        if isinstance(place, bool) or not isinstance(place, int) or not 1 <= place <= players:
            raise _bad(f"setup: out[{s}] must be a place from 1 to {players}",
                       f"позиция: out[{s}] — место от 1 до {players}")
        if state.hands[s] or state.stock:
            raise _bad(f"setup: out[{s}] is set, but hands[{s}] is not empty or the stock "
                       "lasts: nobody leaves while holding cards or while cards are left to draw",
                       f"позиция: out[{s}] задано, но hands[{s}] не пуста или колода не кончилась: "
                       "никто не выходит, пока у него карты или есть что добирать")
    state.out = list(out)
    state.place = _count(position, "place", sum(1 for o in out if o is not None) + 1)
    state.bout = _count(position, "bout", 1)

    state.attacker = _seat(position.get("attacker", 0), "attacker", players)
    if state.out[state.attacker] is not None and not attacks:
        raise _bad(f"setup: 'attacker' has left (out[{state.attacker}] is set) and cannot lead",
                   f"позиция: 'attacker' уже вышел (задано out[{state.attacker}]) и не может "
                   "ходить")
    state.defender = _seat(position.get("defender", state.next_in_play(state.attacker)),
                           "defender", players)
    if state.defender == state.attacker or state.out[state.defender] is not None:
        raise _bad("setup: the defender must be another seat still in play",
                   "позиция: отбивается другой игрок, ещё не вышедший из игры")
    in_play = [s for s in range(players) if state.hands[s]]
    if len(in_play) < 2 and not attacks:
        raise _bad("setup: at least two players must hold cards",
                   "позиция: карты должны быть хотя бы у двоих")
    if not state.hands[state.attacker] and not attacks:
        raise _bad(f"setup: 'attacker' holds no cards to lead (hands[{state.attacker}] is empty)",
                   f"позиция: у 'attacker' нет карт для хода (hands[{state.attacker}] пуста)")

    state.first_bout = bool(position.get("first_bout", False))
    state.attacks, state.defenses = attacks, defenses
    state.unbeaten = sum(1 for d in defenses if d is None)
    for a, d in table:
        state.ranks_mask |= 1 << (a >> 2)
        if d is not None:
            state.ranks_mask |= 1 << (d >> 2)
            if not beats(d, a, state.trump):
                raise _bad(f"setup: {d} does not beat {a}", f"позиция: {d} не бьёт {a}")
    if len(attacks) > state.cap() or (attacks and state.room() < 0):
        raise _bad("setup: the table holds more attack cards than the bout allows",
                   "позиция: на столе больше карт, чем позволяет заход")
    state.taking = bool(position.get("taking", False))
    if state.taking and not state.unbeaten:
        raise _bad("setup: the defender takes only while a card is unbeaten",
                   "позиция: берут, только пока не всё побито")
    state._set_throwers()
    passed = position.get("passed") or []
    if not isinstance(passed, list) or any(p not in state.throwers for p in passed):
        raise _bad("setup: 'passed' must list seats that may throw in this bout",
                   "позиция: в 'passed' — места, которые могут подкидывать в этом заходе")
    state.passed = list(passed)

    known = position.get("known") or [""] * players
    if not isinstance(known, list) or len(known) != players:
        raise _bad("setup: 'known' must give one string of cards a seat",
                   "позиция: 'known' — по строке карт на место")
    state.known = [_cards(k, f"known[{s}]") for s, k in enumerate(known)]
    for s, k in enumerate(state.known):
        if any(c not in state.hands[s] for c in k):
            raise _bad(f"setup: known[{s}] names a card hands[{s}] does not hold",
                       f"позиция: known[{s}] называет карту, которой нет в hands[{s}]")
    events: list[Any] = []
    if state.attacks and (state.taking or not state.unbeaten):
        state._end_bout_if_done(events)  # a finished bout is settled at once
    return state


def _count(position: dict[str, Any], key: str, default: int) -> int:
    value = position.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise _bad(f"setup: {key!r} must be a whole number from 1", f"позиция: {key!r} — целое от 1")
    return value


def _table(value: Any) -> list[tuple[Card, Card | None]]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise _bad("setup: 'table' must be a list of [attack, defence or null] pairs",
                   "позиция: 'table' — список пар [атака, защита или null]")
    pairs = []
    for i, pair in enumerate(value):
        if not isinstance(pair, list) or len(pair) != 2:
            raise _bad(f"setup: table[{i}] must be a pair [attack, defence or null]",
                       f"позиция: table[{i}] — пара [атака, защита или null]")
        attack = _cards(pair[0], f"table[{i}]")
        defence = _cards(pair[1], f"table[{i}]") if pair[1] is not None else [None]
        if len(attack) != 1 or len(defence) != 1:
            raise _bad(f"setup: table[{i}] must hold one card and one card or null",
                       f"позиция: table[{i}] — одна карта и одна карта или null")
        pairs.append((attack[0], defence[0]))
    return pairs

