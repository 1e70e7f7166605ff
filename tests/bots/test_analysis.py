"""Post-game analysis: judged from the analysed seat's information only, a thrown-away win marked
a blunder, repeatable, and fast enough for a full game."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from koloda.bots import RandomBot, make_bot
from koloda.bots.analysis import (
    BLUNDER,
    DEFAULT_BUDGET,
    INACCURACY,
    MISTAKE,
    analyse,
    decision_points,
    verdict,
)
from koloda.core import Perspective, Record, play_match
from koloda.core.record import replay_steps, start
from koloda.games.durak import GAME, Take


def test_the_thresholds_name_the_verdicts() -> None:
    assert INACCURACY < MISTAKE < BLUNDER
    assert verdict(None) is None and verdict(0.0) is None and verdict(0.09) is None
    assert verdict(INACCURACY) == "inaccuracy" and verdict(MISTAKE) == "mistake"
    assert verdict(0.5) == "blunder"


class TakesFirst:
    """Takes the first time it defends, then plays at random."""

    name = "takes-first"

    def __init__(self) -> None:
        self.took = False
        self.random = RandomBot(seed=1)

    def act(self, perspective: Perspective) -> Any:
        if not self.took and Take() in perspective.legal_actions():
            self.took = True
            return Take()
        return self.random.act(perspective)


#: seat 1 defends against 7♠ holding only the ace of trumps: beating wins at once (no card left,
#: no stock), taking leaves it two cards against the attacker's pair of eights and trump king
WON = {"hands": ["8D 8C KH", "AH"], "stock": "", "trump": None, "trump_suit": "H",
       "attacker": 0, "table": [["7S", None]]}


def test_taking_instead_of_beating_with_the_last_card_is_a_blunder() -> None:
    agents = [make_bot("random", GAME, seed=3), TakesFirst()]
    record = play_match(GAME, agents, setup=WON, seed=0).record
    assert record.actions[0] == (1, {"type": "take"})
    assert record.outcome is not None and record.outcome["ranks"][1] == 2  # seat 1 lost
    result = analyse(record, GAME, 1, budget=200, seed=0)
    first = result.decisions[0]
    assert first.move == 1 and first.played == {"type": "take"}
    assert first.best == {"type": "defend", "attack": "7S", "card": "AH"}
    assert first.best_value == 1.0 and first.played_value is not None
    assert first.played_value < 0.2 and first.verdict == "blunder"
    assert result.summary["blunder"] >= 1 and result.finished
    # the other side's analysis sees the position from seat 0's cards
    assert analyse(record, GAME, 0, budget=50, seed=0).seat == 0


def _redealt(record: Record, seat: int) -> Record | None:
    """The same game with the cards `seat` never saw (the other seat's hidden hand at the end)
    dealt in another order: `seat` cannot tell the two records apart. None if there are too few
    such cards."""
    final = [s for s, *_ in replay_steps(record, GAME)][-1]
    other = 1 - seat
    unseen = [c.code for c in final.hands[other] if c not in final.known[other]]
    if len(unseen) < 3:
        return None
    first = start(record, GAME).to_setup()
    # Where each unseen card lay at the deal (a hand or the stock), then rotate them there.
    hands = [h.split() for h in first["hands"]]
    stock = first["stock"].split()
    rotated = dict(zip(unseen, unseen[1:] + unseen[:1], strict=True))
    hands = [" ".join(rotated.get(c, c) for c in h) for h in hands]
    first["hands"] = hands
    first["stock"] = " ".join(rotated.get(c, c) for c in stock)
    return Record(game=record.game, rules_version=record.rules_version, options=record.options,
                  seats=record.seats, seed=record.seed, setup=first, actions=record.actions)


def test_re_dealing_the_cards_the_seat_never_saw_changes_nothing() -> None:
    seat = 0
    for seed in range(40):
        agents = [make_bot("heuristic", GAME, seed=seed), make_bot("random", GAME, seed=seed)]
        played = play_match(GAME, agents, seed=seed).record
        original = Record(game=played.game, rules_version=played.rules_version,
                          options=played.options, seats=played.seats, seed=played.seed,
                          setup=start(played, GAME).to_setup(), actions=played.actions)
        other = _redealt(original, seat)
        if other is not None:
            break
    else:
        pytest.fail("no game left the other seat with hidden cards")
    # The true deals differ, the seat's view never does.
    assert original.setup != other.setup
    truth = [s.to_setup() for s, *_ in replay_steps(original, GAME)]
    assert truth != [s.to_setup() for s, *_ in replay_steps(other, GAME)]
    views = [s.view(seat) for s, *_ in replay_steps(original, GAME)]
    assert views == [s.view(seat) for s, *_ in replay_steps(other, GAME)]
    a = analyse(original, GAME, seat, budget=150, seed=7)
    b = analyse(other, GAME, seat, budget=150, seed=7)
    assert len(a.decisions) >= 5
    assert a.to_json() == b.to_json()
    # ... while another seed is another analysis (the seed does reach the search).
    assert analyse(original, GAME, seat, budget=150, seed=8).to_json() != a.to_json()


def test_the_result_is_json_with_a_series_and_progress_per_decision() -> None:
    agents = [make_bot("heuristic", GAME, seed=1), make_bot("random", GAME, seed=2)]
    record = play_match(GAME, agents, seed=11).record
    calls: list[tuple[int, int]] = []
    result = analyse(record, GAME, 0, budget=60, seed=1,
                     progress=lambda done, total: calls.append((done, total)))
    n = len(decision_points(record, GAME, 0))
    assert n == len(result.decisions) > 0
    assert calls == [(i, n) for i in range(1, n + 1)]
    data = json.loads(json.dumps(result.to_json()))
    assert [p["move"] for p in data["series"]] == [d["move"] for d in data["decisions"]]
    assert data["summary"]["decisions"] == n and data["thresholds"]["blunder"] == BLUNDER
    for d in data["decisions"]:
        assert record.actions[d["move"] - 1] == (0, d["played"])
        assert d["choices"] > 1 and 0 <= d["best_value"] <= 1
        assert d["loss"] == pytest.approx(max(0.0, d["best_value"] - d["played_value"]), abs=1e-3)
    assert analyse(record, GAME, 0, budget=60, seed=1).to_json() == result.to_json()


def test_a_full_two_player_durak_game_is_analysed_within_a_minute() -> None:
    agents = [make_bot("heuristic", GAME, seed=5), make_bot("ismcts-fast", GAME, seed=6)]
    record = play_match(GAME, agents, seed=21).record
    begun = time.perf_counter()
    result = analyse(record, GAME, 0, seed=0)
    took = time.perf_counter() - begun
    assert result.budget == DEFAULT_BUDGET and result.finished and result.decisions
    assert took < 60, f"{took:.1f} s for {len(result.decisions)} decisions"
