"""Fixtures: the toy games registered, and a live server per test module."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from koloda.core import register
from koloda.server.limits import Limits
from tests.core.toygame import GAME as TOY

from .databases import BACKENDS, fresh_url
from .games import TIMED
from .helpers import running_server

register(TOY)
register(TIMED)


@pytest.fixture(scope="module", params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    """The database the server runs on: every test that uses a server runs on each."""
    return str(request.param)


#: the tests' servers analyse a finished game at a tenth of the default depth: what they check
#: (queueing, keeping, the page) does not depend on the depth, and the default keeps a core
#: busy for seconds a game (tests/bots/test_analysis.py checks the analysis itself)
TEST_LIMITS = Limits(analysis_iterations=200)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, backend: str) -> Iterator[str]:
    with running_server(fresh_url(backend, tmp_path_factory.mktemp("db")),
                        limits=TEST_LIMITS) as base:
        yield base


@pytest.fixture
def server_app(tmp_path: Path, backend: str) -> Iterator[tuple[object, object]]:
    """The app in this process (Starlette's test client), for looking inside the hub."""
    from fastapi.testclient import TestClient

    from koloda.server import create_app

    app = create_app(fresh_url(backend, tmp_path), bot_pool="thread")
    with TestClient(app) as client:
        yield app.state.hub, client
