"""The sparing bot the detector is measured against: it decides from its own seat's view only,
plays legal moves, and never adds a card to its partner's bout nor transfers to it."""

from __future__ import annotations

import random

import pytest

from koloda.bots.registry import make_bot
from koloda.core import Action, Agent, Perspective, State, games, play_match
from koloda.fairplay import TableGame, scan
from koloda.fairplay.colluder import Colluder
from koloda.fairplay.study import run_collusion_study

DURAK = games()["durak"]


def partner_of(players: int) -> int:
    """The colluders sit in seats 0 and 2 (0 and 1 at a table of three)."""
    return 2 if players > 3 else 1


class Watched:
    """Hands a colluder its perspective, keeping a copy of the state it was asked at."""

    def __init__(self, inner: Colluder, asked: list[tuple[int, State]]) -> None:
        self.inner, self.name, self.asked = inner, inner.name, asked

    def act(self, perspective: Perspective) -> Action | None:
        self.asked.append((perspective.seat, state_of(perspective).clone()))
        return self.inner.act(perspective)


def colluding_game(players: int, seed: int,
                   spec: str = "heuristic") -> tuple[TableGame, list[tuple[int, State]]]:
    """A game of the transfer variant with two partners, the others `spec`; and the states at
    which a colluder was asked."""
    partner = partner_of(players)
    agents: list[Agent] = [make_bot(spec, DURAK, seed + i) for i in range(players)]
    asked: list[tuple[int, State]] = []
    agents[0], agents[partner] = (Watched(Colluder(agents[0], partner), asked),
                                  Watched(Colluder(agents[partner], 0), asked))
    result = play_match(DURAK, agents, seed=seed, options={"transfer": True})
    return TableGame(str(seed), result.record, tuple(f"p{i}" for i in range(players))), asked


def state_of(perspective: Perspective) -> State:
    """The test's own look behind a perspective (a bot never does this)."""
    return perspective._Perspective__state  # type: ignore[attr-defined]


@pytest.mark.parametrize("players", [3, 4, 6])
def test_a_colluder_decides_from_its_own_view_alone(players: int) -> None:
    """Re-dealing everything its seat cannot see never changes its move."""
    rng = random.Random(players)
    _, asked = colluding_game(players, seed=players)
    assert asked
    partner = partner_of(players)
    for seat, state in asked[::3]:
        colluder = Colluder(make_bot("heuristic", DURAK, 0), partner if seat == 0 else 0)
        move = colluder.act(Perspective(state, seat))
        for _ in range(3):
            redealt = state.determinize(seat, rng)
            assert redealt.view(seat) == state.view(seat)
            assert colluder.act(Perspective(redealt, seat)) == move


@pytest.mark.parametrize(("players", "spec"), [(3, "heuristic"), (4, "careless:0.7"),
                                               (5, "careless:0.4"), (6, "heuristic")])
def test_a_colluder_plays_legal_moves_and_never_adds_toward_its_partner(
        players: int, spec: str) -> None:
    partner = partner_of(players)
    chances = []
    for seed in range(4):
        # play_match applies every move with its checks: an illegal one would raise
        chances += scan(colluding_game(players, seed=100 * players + seed, spec=spec)[0])
    spared = [c for c in chances if {c.seat, c.toward} == {0, partner}]
    assert spared and not any(c.taken for c in spared)
    # toward the others they do add cards
    assert any(c.taken for c in chances if c.seat in (0, partner) and c.toward not in (0, partner))


def test_a_small_study_counts_every_pair_of_every_club() -> None:
    study = run_collusion_study(4, clubs=1, honest_clubs=1, levels=("beginner", "skilled"))
    kinds = [p.kind for p in study.pairs]
    assert len(kinds) == 30 and kinds.count("colluders") == 1 and kinds.count("mixed") == 8
    assert study.checkpoints() == [4]
    (colluders,) = [p for p in study.pairs if p.kind == "colluders"]
    assert 4 in colluders.z and colluders.z[4] < 0
    assert study.levels == ("beginner", "skilled") and study.games_played >= 4
