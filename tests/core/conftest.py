"""Card Ball's runs of the engine-wide checks, marked ``slow`` here: each plays shots through
the physics, seconds a game on two cores. ``make check`` (``-m "not slow"``) leaves them to
``make test``, as tests/games/conftest.py does with the games' slow tests."""

from __future__ import annotations

from pathlib import Path

import pytest

HERE = Path(__file__).parent

#: file (relative to tests/core) -> tests whose Card Ball parametrization is slow
SLOW_FOR_CARD_BALL = {
    "test_rng.py": {
        "test_a_secret_seed_leaves_no_mersenne_twister",
        "test_a_secret_seed_deals_and_replays_exactly",
    },
}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if not item.path.is_relative_to(HERE) or "[card_ball" not in item.name:
            continue
        name = getattr(item, "originalname", item.name)
        if name in SLOW_FOR_CARD_BALL.get(item.path.relative_to(HERE).as_posix(), ()):
            item.add_marker(pytest.mark.slow)
