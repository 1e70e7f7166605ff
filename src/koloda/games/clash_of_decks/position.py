"""Positions in the setup JSON form (documented in the rules page, "Positions"), read for the
games' `setup` and written for their `to_setup` (game.py): hands from left to right with "bastion"
or "fort" where that card lies, rows from the bridge outwards, each creature a key or
{"card": key, "damage": 1, "new": true}."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from koloda.core import SetupError, Text, text

from .cards import CardSet
from .duel import ClashDuelState
from .solo import ClashSoloState
from .state import ASSAULT_PHASE, FORTRESS, SUMMON, ClashState, Creature

if TYPE_CHECKING:
    from .game import SoloOptions

CREATURE_FIELDS = ("card", "damage", "new", "attacked", "bonus", "shielded")


def bad(what: Text) -> SetupError:
    """A position refused, saying what is wrong in it."""
    return SetupError(text("clash_of_decks-position-bad", what=what))


def card_of(deck: CardSet, key: Any, where: str) -> int:
    card = deck.index(key) if isinstance(key, str) else None
    if card is None:
        raise bad(text("clash_of_decks-position-not-key", where=where, key=repr(key)))
    return card


def read_hand(deck: CardSet, data: Any, where: str) -> tuple[list[int], bool]:
    """A hand and whether its fortress card shows its Fort side."""
    if not isinstance(data, list):
        raise bad(text("clash_of_decks-position-hand-not-list", where=where))
    marks = [x for x in data if x in ("bastion", "fort")]
    if len(marks) != 1:
        raise bad(text("clash_of_decks-position-one-fortress", where=where))
    hand = [FORTRESS if x in ("bastion", "fort") else card_of(deck, x, where) for x in data]
    if len(set(hand)) != len(hand):
        raise bad(text("clash_of_decks-position-card-twice", where=where))
    return hand, marks[0] == "fort"


def read_creature(deck: CardSet, data: Any, where: str) -> Creature:
    if isinstance(data, str):
        data = {"card": data}
    if not isinstance(data, dict) or set(data) - set(CREATURE_FIELDS):
        raise bad(text("clash_of_decks-position-creature", where=where,
                       fields=", ".join(CREATURE_FIELDS)))
    card = card_of(deck, data.get("card"), where)
    if deck.cards[card].spell:
        raise bad(text("clash_of_decks-position-spell", where=where, card=str(data["card"])))
    return Creature(card, int(data.get("damage", 0)), bool(data.get("new", False)),
                    bool(data.get("attacked", False)), int(data.get("bonus", 0)),
                    bool(data.get("shielded", False)))


def read_rows(deck: CardSet, data: Any, where: str) -> list[list[Creature]]:
    if not isinstance(data, list) or len(data) != 2:
        raise bad(text("clash_of_decks-position-two-rows", where=where))
    return [[read_creature(deck, c, f"{where}[{r}]") for c in row] for r, row in enumerate(data)]


def read_turn(state: ClashState, position: dict[str, Any]) -> None:
    """The turn fields common to both modes."""
    state.active = int(position.get("active", 0))
    state.first = int(position.get("first", state.active))
    state.turn = int(position.get("turn", 2))
    state.phase = position.get("phase", SUMMON)
    if state.phase not in (SUMMON, ASSAULT_PHASE):
        raise bad(text("clash_of_decks-position-phase"))
    state.mana = int(position.get("mana", len(state.hands[state.active]) or 9))

# -- reading --------------------------------------------------------------------------------
def read_duel(game: Any, deck: CardSet, fmt: str, position: dict[str, Any],
              rng: random.Random) -> ClashDuelState:
    """A duel battle position: `hands` and `rows` of both sides, and the turn fields."""
    state = ClashDuelState(game, deck, fmt, rng)
    hands = position.get("hands")
    rows = position.get("rows", [[[], []], [[], []]])
    if not isinstance(hands, list) or len(hands) != 2 or len(rows) != 2:
        raise bad(text("clash_of_decks-position-two-sides"))
    for side in (0, 1):
        state.hands[side], state.fort[side] = read_hand(deck, hands[side], f"hands[{side}]")
        state.rows[side] = read_rows(deck, rows[side], f"rows[{side}]")
        state.unknown[side] = set()
    read_turn(state, position)
    return state


def read_solo(game: Any, deck: CardSet, options: SoloOptions, position: dict[str, Any],
              rng: random.Random) -> ClashSoloState:
    """A solo battle position: `hand`, `rows` ([player, automaton], each [top, bottom]), `deck`
    (the automaton's, top card first), `discard`, `fort`, `final_coming`, and the turn fields."""
    state = ClashSoloState(game, deck, options, rng)
    state.hands[0], state.fort[0] = read_hand(deck, position.get("hand"), "hand")
    rows = position.get("rows", [[[], []], [[], []]])
    if not isinstance(rows, list) or len(rows) != 2:
        raise bad(text("clash_of_decks_solo-position-rows"))
    state.rows = [read_rows(deck, rows[s], f"rows[{s}]") for s in (0, 1)]
    state.ai_deck = [card_of(deck, k, "deck") for k in reversed(position.get("deck", []))]
    state.ai_discard = [card_of(deck, k, "discard") for k in position.get("discard", [])]
    state.fort[1] = bool(position.get("fort", options.no_bastion))
    state.final_coming = bool(position.get("final_coming", False))
    read_turn(state, position)
    if state.active != 0 or state.phase not in (SUMMON, ASSAULT_PHASE):
        raise bad(text("clash_of_decks_solo-position-turn"))
    return state


# -- writing --------------------------------------------------------------------------------
def creature_json(deck: CardSet, c: Creature) -> str | dict[str, Any]:
    fields = {"damage": c.damage, "new": c.new, "attacked": c.attacked, "bonus": c.bonus,
              "shielded": c.shielded}
    marks = {k: v for k, v in fields.items() if v}
    return {"card": deck.key(c.card), **marks} if marks else deck.key(c.card)


def hand_json(state: ClashState, side: int) -> list[str]:
    mark = "fort" if state.fort[side] else "bastion"
    return [mark if c == FORTRESS else state.deck.key(c) for c in state.hands[side]]


def rows_json(state: ClashState, side: int) -> list[list[Any]]:
    return [[creature_json(state.deck, c) for c in row] for row in state.rows[side]]


def turn_json(state: ClashState) -> dict[str, Any]:
    """The turn fields (what `read_turn` reads). Only a battle position between actions can be
    written: a pending return, a spell in flight or a Berserk attack to come has no field."""
    if (state.phase not in (SUMMON, ASSAULT_PHASE) or state.pending is not None
            or state.flight is not None or state.again is not None):
        raise NotImplementedError("only a battle position between two actions can be written")
    return {"active": state.active, "first": state.first, "turn": state.turn,
            "phase": state.phase, "mana": state.mana}


def write_duel(state: ClashDuelState) -> dict[str, Any]:
    """A duel battle position in the form `read_duel` reads (every card's place then known)."""
    turn = turn_json(state)
    return {"hands": [hand_json(state, s) for s in (0, 1)],
            "rows": [rows_json(state, s) for s in (0, 1)], **turn}


def write_solo(state: ClashSoloState) -> dict[str, Any]:
    """A solo battle position in the form `read_solo` reads: the player's turn only."""
    turn = turn_json(state)
    if state.active != 0:
        raise NotImplementedError("a solo position is written in the player's turn only")
    keys = state.deck.key
    return {"hand": hand_json(state, 0), "rows": [rows_json(state, s) for s in (0, 1)],
            "deck": [keys(c) for c in reversed(state.ai_deck)],
            "discard": [keys(c) for c in state.ai_discard], "fort": state.fort[1],
            "final_coming": state.final_coming, **turn}
