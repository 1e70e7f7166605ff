"""The serving process's collector policy (server/collector.py): start-up's objects frozen out
of the collector's sight, and the long passes far rarer than Python's defaults."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from koloda.server import collector


@pytest.fixture
def own_collector() -> Iterator[None]:
    """This test process's collector as it was, whatever the policy changed."""
    before = gc.get_threshold()
    yield
    gc.unfreeze()
    gc.set_threshold(*before)


def test_start_up_objects_are_frozen_and_the_long_passes_made_rare(own_collector: None) -> None:
    made_before = [object() for _ in range(10)], {"a": [1]}
    collector.settle_after_start()
    assert gc.get_threshold() == collector.THRESHOLDS
    young, gen1, full = collector.THRESHOLDS
    assert gen1 > 10 * 10  # a gen-1 pass at least ten times rarer than Python's 10
    assert young >= 700 and full >= 10
    frozen = gc.get_freeze_count()
    assert frozen > 0
    # what start-up made is out of every generation the collector walks
    walked = {id(o) for g in range(3) for o in gc.get_objects(generation=g)}
    assert id(made_before) not in walked and id(made_before[1]) not in walked


def test_a_cycle_made_after_start_up_is_still_freed(own_collector: None) -> None:
    collector.settle_after_start()

    class Node:
        pass

    a, b = Node(), Node()
    a.other, b.other = b, a  # type: ignore[attr-defined]
    alive = weakref.ref(a)
    del a, b
    gc.collect()
    assert alive() is None
