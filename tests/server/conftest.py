"""Fixtures: the toy games registered, and a live server per test module."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from koloda.core import register
from tests.core.toygame import GAME as TOY

from .games import TIMED
from .helpers import running_server

register(TOY)
register(TIMED)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db: Path = tmp_path_factory.mktemp("db") / "koloda.db"
    with running_server(f"sqlite:///{db}") as base:
        yield base


@pytest.fixture
def server_app(tmp_path: Path) -> Iterator[tuple[object, object]]:
    """The app in this process (Starlette's test client), for looking inside the hub."""
    from fastapi.testclient import TestClient

    from koloda.server import create_app

    app = create_app(f"sqlite:///{tmp_path / 'koloda.db'}", bot_pool="thread")
    with TestClient(app) as client:
        yield app.state.hub, client
