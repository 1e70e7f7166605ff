"""Durak positions as JSON: `read` reads the documented `setup` form (validating every field
with a `SetupError` that names it) and `write` writes it back (`DurakGame.setup` and
`DurakGame.to_setup`). The form, with every key but "hands" and a trump optional::

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

Every refusal is a `durak-setup-...` message (messages/en.ftl, messages/ru.ftl).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from koloda.core import Card, MalformedAction, SetupError, card, deck36, parse_card, text
from koloda.core.cards import SUIT_LETTERS

from .state import DurakState, beats

if TYPE_CHECKING:
    from .game import DurakOptions

KEYS = {"hands", "stock", "trump", "trump_suit", "attacker", "defender", "table", "taking",
        "passed", "discard", "out", "known", "first_bout", "place", "bout"}
DECK = frozenset(deck36())


def _bad(msg_id: str, **args: Any) -> SetupError:
    """A `SetupError` with the catalog text `msg_id`; numbers go as strings, printed as they
    are (an index is no quantity)."""
    return SetupError(text(msg_id, **args))


def _cards(value: Any, field: str) -> list[Card]:
    if value is None:
        return []
    if isinstance(value, list):
        value = " ".join(str(v) for v in value)
    if not isinstance(value, str):
        raise _bad("durak-setup-cards-not-text", field=repr(field))
    out = []
    for token in value.replace(",", " ").split():
        try:
            c = parse_card(token)
        except MalformedAction as exc:
            raise _bad("durak-setup-bad-card", field=field, reason=exc.reason) from None
        if c not in DECK:
            raise _bad("durak-setup-not-in-deck", field=field, card=str(c))
        out.append(c)
    return out


def _seat(value: Any, field: str, players: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise _bad("durak-setup-bad-seat", field=repr(field), last=str(players - 1),
                   value=repr(value))
    return value


def read(game: Any, position: dict[str, Any], options: DurakOptions) -> DurakState:
    """A state from the setup form; raises `SetupError` naming the first problem."""
    if not isinstance(position, dict):
        raise _bad("durak-setup-not-object")
    unknown = set(position) - KEYS
    if unknown:
        raise _bad("durak-setup-unknown-keys", keys=", ".join(sorted(unknown)))
    raw_hands = position.get("hands")
    if not isinstance(raw_hands, list):
        raise _bad("durak-setup-hands-not-list")
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
            raise _bad("durak-setup-trump-one-card")
        state.trump_card = trump[0]
        state.trump = trump[0] & 3
        state.stock = [trump[0]] + stock_top_down[::-1]
        if "trump_suit" in position and position["trump_suit"] != SUIT_LETTERS[state.trump]:
            raise _bad("durak-setup-trump-suit-disagrees")
    else:
        suit = position.get("trump_suit")
        if not isinstance(suit, str) or suit.upper() not in SUIT_LETTERS:
            raise _bad("durak-setup-no-trump")
        if stock_top_down:
            raise _bad("durak-setup-stock-after-trump")
        state.trump = SUIT_LETTERS.index(suit.upper())
        state.trump_card = card(14, state.trump)  # only its suit matters once drawn
    attacks = [a for a, _ in table]
    defenses = [d for _, d in table]

    named = [c for h in state.hands for c in h] + state.stock + state.discard + attacks
    named += [d for d in defenses if d is not None]
    seen: set[Card] = set()
    for c in named:
        if c in seen:
            raise _bad("durak-setup-twice", card=str(c))
        seen.add(c)
    # Cards the position does not name have gone to the discard, so a puzzle names only what
    # matters.
    state.discard.extend(c for c in deck36() if c not in seen)

    out = position.get("out") or [None] * players
    if not isinstance(out, list) or len(out) != players:
        raise _bad("durak-setup-out-not-list")
    for s, place in enumerate(out):
        if place is None:
            continue
        if isinstance(place, bool) or not isinstance(place, int) or not 1 <= place <= players:
            raise _bad("durak-setup-out-place", index=str(s), players=str(players))
        if state.hands[s] or state.stock:
            raise _bad("durak-setup-out-holds", index=str(s))
    state.out = list(out)
    state.place = _count(position, "place", sum(1 for o in out if o is not None) + 1)
    state.bout = _count(position, "bout", 1)

    state.attacker = _seat(position.get("attacker", 0), "attacker", players)
    if state.out[state.attacker] is not None and not attacks:
        raise _bad("durak-setup-attacker-left", index=str(state.attacker))
    state.defender = _seat(position.get("defender", state.next_in_play(state.attacker)),
                           "defender", players)
    if state.defender == state.attacker or state.out[state.defender] is not None:
        raise _bad("durak-setup-bad-defender")
    in_play = [s for s in range(players) if state.hands[s]]
    if len(in_play) < 2 and not attacks:
        raise _bad("durak-setup-two-players")
    if not state.hands[state.attacker] and not attacks:
        raise _bad("durak-setup-attacker-empty", index=str(state.attacker))

    state.first_bout = bool(position.get("first_bout", False))
    state.attacks, state.defenses = attacks, defenses
    state.unbeaten = sum(1 for d in defenses if d is None)
    for a, d in table:
        state.ranks_mask |= 1 << (a >> 2)
        if d is not None:
            state.ranks_mask |= 1 << (d >> 2)
            if not beats(d, a, state.trump):
                raise _bad("durak-setup-not-beaten", card=str(d), attack=str(a))
    if len(attacks) > state.cap() or (attacks and state.room() < 0):
        raise _bad("durak-setup-table-full")
    if state.restricted and state.unbeaten > 1:  # one card at a time
        raise _bad("durak-setup-restricted-table")
    state.taking = bool(position.get("taking", False))
    if state.taking and not state.unbeaten:
        raise _bad("durak-setup-taking")
    state._set_throwers()
    passed = position.get("passed") or []
    if not isinstance(passed, list) or any(p not in state.throwers for p in passed):
        raise _bad("durak-setup-bad-passed")
    state.passed = list(passed)

    known = position.get("known") or [""] * players
    if not isinstance(known, list) or len(known) != players:
        raise _bad("durak-setup-known-not-list")
    state.known = [_cards(k, f"known[{s}]") for s, k in enumerate(known)]
    for s, k in enumerate(state.known):
        if any(c not in state.hands[s] for c in k):
            raise _bad("durak-setup-known-not-held", index=str(s))
    events: list[Any] = []
    if state.attacks and (state.taking or not state.unbeaten):
        state._end_bout_if_done(events)  # a finished bout is settled at once
    return state


def _count(position: dict[str, Any], key: str, default: int) -> int:
    value = position.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise _bad("durak-setup-bad-count", key=repr(key))
    return value


def _table(value: Any) -> list[tuple[Card, Card | None]]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise _bad("durak-setup-table-not-list")
    pairs = []
    for i, pair in enumerate(value):
        if not isinstance(pair, list) or len(pair) != 2:
            raise _bad("durak-setup-table-not-pair", index=str(i))
        attack = _cards(pair[0], f"table[{i}]")
        defence = _cards(pair[1], f"table[{i}]") if pair[1] is not None else [None]
        if len(attack) != 1 or len(defence) != 1:
            raise _bad("durak-setup-table-one-card", index=str(i))
        pairs.append((attack[0], defence[0]))
    return pairs



def write(state: DurakState) -> dict[str, Any]:
    """`state` in the setup form (`read` reads it back: the same position)."""

    def codes(cs: list[Card]) -> str:
        return " ".join(c.code for c in cs)

    return {
        "hands": [codes(h) for h in state.hands],
        "stock": codes(state.stock[1:][::-1]),
        "trump": state.trump_card.code if state.stock else None,
        "trump_suit": SUIT_LETTERS[state.trump],
        "attacker": state.attacker,
        "defender": state.defender,
        "table": [[a.code, None if d is None else d.code]
                  for a, d in zip(state.attacks, state.defenses, strict=True)],
        "taking": state.taking,
        "passed": list(state.passed),
        "discard": codes(state.discard),
        "out": list(state.out),
        "known": [codes(k) for k in state.known],
        "first_bout": state.first_bout,
        "bout": state.bout,
        "place": state.place,
    }
