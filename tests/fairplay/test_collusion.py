"""The collusion detector over hand-made Durak records: one bout a record, set up so that the
main attacker may add a card to his lead and a third player may throw one in."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from koloda.core import Record, games
from koloda.fairplay import TableGame, detect, scan
from koloda.fairplay.collusion import EACH_Z, FLAG_Z, Tally

DURAK = games()["durak"]
#: seat 0 leads 7♠ to seat 1 and may add 7♥; seat 2 may throw in 7♦; clubs are trumps
BOUT = {"hands": ["7S 7H 9C KD", "8S 8H 8D QS QH", "7D 10C JD"], "stock": "AS", "trump": "6C",
        "attacker": 0}
PARTNERS = {"P": "Q", "Q": "P"}


def bout(table: str, attacker: str, defender: str, thrower: str, attacker_adds: bool,
         thrower_adds: bool, options: dict[str, Any] | None = None) -> TableGame:
    """One bout as a record: the lead, the cards added, the defence, the passes."""
    actions: list[tuple[int | None, dict[str, Any]]] = [(0, {"type": "attack", "card": "7S"})]
    if attacker_adds:
        actions.append((0, {"type": "attack", "card": "7H"}))
    if thrower_adds:
        actions.append((2, {"type": "attack", "card": "7D"}))
    actions.append((1, {"type": "defend", "attack": "7S", "card": "8S"}))
    if attacker_adds:
        actions.append((1, {"type": "defend", "attack": "7H", "card": "8H"}))
    if thrower_adds:
        actions.append((1, {"type": "defend", "attack": "7D", "card": "8D"}))
    actions += [(0, {"type": "pass"}), (2, {"type": "pass"})]
    record = Record("durak", DURAK.rules_version, options or {}, ["a", "b", "c"], 0, BOUT,
                    actions)
    return TableGame(table, record, (attacker, defender, thrower))


def club(rounds: int = 4, partners: dict[str, str] = PARTNERS) -> list[TableGame]:
    """Every seating of three of P, Q, R and S, `rounds` times. Each player adds a card two
    chances in three of his own (as main attacker, and as thrower, counted apart), but never
    toward his partner (P and Q spare each other)."""
    out = []
    seen: dict[tuple[str, str], int] = {}

    def adds(who: str, role: str, defender: str) -> bool:
        if partners.get(who) == defender:
            return False
        seen[(who, role)] = seen.get((who, role), 0) + 1
        return seen[(who, role)] % 3 != 0

    for _ in range(rounds):
        for a, d, t in itertools.permutations("PQRS", 3):
            out.append(bout(str(len(out)), a, d, t, adds(a, "main", d), adds(t, "side", d)))
    return out


def test_a_chance_is_a_seat_that_could_add_a_card_and_whether_it_did() -> None:
    game = bout("t1", "P", "Q", "R", attacker_adds=True, thrower_adds=False)
    main, side = scan(game)
    assert (main.seat, main.toward, main.cards, main.taken) == (0, 1, ("7H",), True)
    assert main.stratum == "main/cheap/stock/open"
    assert (side.seat, side.toward, side.cards, side.taken) == (2, 1, ("7D",), False)
    assert side.stratum == "side/cheap/stock/open"
    # the chance arose after the lead (action 0) and the bout ended with the last pass
    assert (side.move, side.until) == (1, len(game.record.actions) - 1)


def test_the_lead_is_no_chance_and_a_transfer_is_one_toward_the_next_player() -> None:
    position = {"hands": ["7S 9C KD", "7H 8S QS QH", "10D 10C JD"], "stock": "AS",
                "trump": "6C", "attacker": 0}
    record = Record("durak", DURAK.rules_version, {"transfer": True}, ["a", "b", "c"], 0,
                    position, [(0, {"type": "attack", "card": "7S"}),
                               (1, {"type": "defend", "attack": "7S", "card": "8S"}),
                               (0, {"type": "pass"}), (2, {"type": "pass"})])
    (chance,) = scan(TableGame("t2", record, ("P", "Q", "R")))
    assert (chance.seat, chance.toward, chance.cards, chance.taken) == (1, 2, ("7H",), False)
    assert chance.stratum.startswith("transfer/")


def test_a_pair_that_spares_each_other_is_flagged_with_the_moves_that_show_it() -> None:
    games_ = club()
    (flag,) = detect(games_)
    assert flag.players == ("P", "Q")
    assert flag.shared_games == 48  # 24 seatings hold both of them, each twice
    assert flag.z <= -FLAG_Z and all(d.z <= -EACH_Z for d in flag.directions)
    assert [(d.source, d.target, d.added) for d in flag.directions] == [("P", "Q", 0),
                                                                        ("Q", "P", 0)]
    by_table = {g.table: g for g in games_}
    assert flag.evidence and {e.kind for e in flag.evidence} == {"main", "side"}
    for e in flag.evidence:
        players = by_table[e.table].players
        assert PARTNERS[players[e.seat]] == players[e.toward]  # spared the partner
        assert e.move == 1 and e.cards == (("7H",) if e.kind == "main" else ("7D",))
        assert e.until == len(by_table[e.table].record.actions) - 1
        assert e.habit == pytest.approx(2 / 3, abs=0.05)  # his habit toward the others
    data = flag.to_json()
    assert data["kind"] == "collusion" and data["players"] == ["P", "Q"]
    assert data["evidence"][0].keys() == {"table", "move", "until", "seat", "toward", "kind",
                                          "cards", "habit"}


@pytest.mark.parametrize("pair", [("R", "S"), ("P", "R"), ("Q", "S")])
def test_a_pair_that_does_not_spare_each_other_is_not_flagged(pair: tuple[str, str]) -> None:
    tally = Tally()
    for g in club():
        tally.add(scan(g), g.players)
    score = tally.score(*pair)
    assert not score.flagged and score.z > -2
    assert all(d.chances for d in score.directions)


def test_without_the_sparing_nobody_is_flagged() -> None:
    assert detect(club(partners={})) == []
