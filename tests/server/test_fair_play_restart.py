"""Fair play kept across a restart (server/rated/service.py, `koloda_fair_play`): a person who left a
rated game before the server restarted is still placed last with "left" when the game ends, and
the strike counts towards their pause before seeking again ("Play now")."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from koloda.server.rated import db as rated_db
from koloda.server.rated import service as rated

from .databases import fresh_url
from .helpers import auth, running_hub
from .people import ROOMY, handle, play_out, rated_toy, signed_up
from .test_ratings import RATED, rated_game


@pytest.fixture(autouse=True)
def toy_pools() -> Iterator[None]:
    with rated_toy():
        yield


def test_a_leave_before_a_restart_is_still_a_loss_after_it(tmp_path: Path,
                                                           backend: str) -> None:
    url = fresh_url(backend, tmp_path)
    names = [handle(), handle()]
    with running_hub(url, limits=ROOMY) as (base, hub):
        a, _ = signed_up(base, names[0])
        b, _ = signed_up(base, names[1])
        m, tokens = rated_game(base, a, b, {**RATED, "hand": 3})
        table_id = m["table"]["id"]
        r = a.post(f"/api/tables/{table_id}/leave", headers=auth(tokens[0]))
        assert r.status_code == 200, r.text
        deadline = time.monotonic() + 5
        while not rated_db.fair_of(hub.store, table_id):  # kept by the writer, in order
            assert time.monotonic() < deadline
            time.sleep(0.05)
    with running_hub(url, limits=ROOMY) as (base, hub):  # the same database, a new process
        ended = play_out(base, table_id, {1: tokens[1]})
        seats = ended["ratings"]["seats"]
        # the new process counts the seats' moves from the record, the bot's in the leaver's
        # seat among them (farming's estimate: it may miss an abort, never make one), so the
        # game is rated: a loss for the leaver, nothing for the winner from a new player's
        # leave (docs/ratings.md, "Farming")
        assert seats["0"]["ended"] == "left" and seats["0"]["delta"] < 0 == seats["1"]["delta"]
        leaver: Any = rated_db.changes_of(hub.store, table_id)[0].account_id
        assert rated_db.strikes(hub.store, leaver, 0.0) != []
        assert rated.pause_of(hub.store, leaver, time.time()) is None  # one strike: forgiven
