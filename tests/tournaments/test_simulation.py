"""The issue's simulation (docs/tournaments.md, "Simulation"): an arena of 60 bots of three
levels for 20 simulated minutes ranks the levels in order and seats everyone who waits within
one round."""

from __future__ import annotations

import time

from koloda.tournaments.points import PATIENCE
from koloda.tournaments.simulate import LEVELS, simulate_arena


def test_an_arena_of_sixty_bots_ranks_the_levels_in_order_and_seats_everyone_at_once() -> None:
    started = time.process_time()  # the machine may be shared: its own CPU time
    run = simulate_arena(players=60, minutes=20)
    elapsed = time.process_time() - started
    points = run.points_by_level()
    ranks = run.mean_rank_by_level()
    assert list(points) == list(LEVELS)
    assert [points[k] for k in LEVELS] == sorted(points[k] for k in LEVELS)
    assert len(set(points.values())) == len(LEVELS)
    assert [ranks[k] for k in LEVELS] == sorted((ranks[k] for k in LEVELS), reverse=True)
    # everyone who waits is seated in the round they began to wait, or the next
    assert run.waits and max(run.waits) <= 1
    assert len(run.table) == 60 and all(line.games >= 5 for line in run.table)
    assert elapsed < 20, f"the simulation took {elapsed:.1f} s"


def test_tables_of_four_seat_everyone_within_the_events_patience() -> None:
    run = simulate_arena(players=30, minutes=10, size=4)
    assert run.waits and max(run.waits) <= PATIENCE
    points = run.points_by_level()
    assert points["skilled"] > points["beginner"]
    # a patience of one round seats everyone who waits within a round, at smaller tables
    run = simulate_arena(players=30, minutes=10, size=4, patience=1)
    assert max(run.waits) <= 1 and any(len(r.players) < 4 for r in run.results)
