"""Post-game analyses kept in the database until made (server/analysis/service.py, migration
0019): a job queued or running when its server stops is made by the next server on the same
database without anyone asking again; the bounds count the kept jobs, across a restart too; a
job whose process let go of it is taken up by a live one; and two processes never both take
one job (analysis/db.py's claims)."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import insert

from koloda.bots.analysis import analyse
from koloda.server.analysis import db as analysis_db
from koloda.server.analysis import service as server_analysis
from koloda.server.limits import Limits
from koloda.server.store import Store, TableRow

from .databases import fresh_url
from .helpers import running_hub
from .test_analysis_api import Gate, _bot_table, _done, _get, _start, _until
from .test_finish import _error


class StoppingGate(Gate):
    """A gate that also gives up, without a result, once the analysis's worker is gone (its
    server stopped): the job it held is left as a stopped process leaves it."""

    def __init__(self) -> None:
        super().__init__()
        self.hub: Any = None

    def __call__(self, record: Any, game: Any, seat: int, **kwargs: Any) -> Any:
        self.started.append((record.meta["table"], seat))
        while not self.open.wait(0.02):  # polling the worker's state, not a fixed wait
            if self.hub is not None and not server_analysis.jobs_of(self.hub).working:
                raise RuntimeError("the server stopped")
        return analyse(record, game, seat, **{**kwargs, "budget": 50})  # quick, as Gate's


def _kept(hub: Any) -> list[tuple[str, int, bool]]:
    """The jobs kept, oldest first: (table, seat, started)."""
    return [(j["table_id"], j["seat"], j["started"] is not None)
            for j in analysis_db.jobs(hub.store)]


def test_analyses_queued_and_running_when_the_server_stops_are_made_by_the_next(
        tmp_path: Path, backend: str, monkeypatch: pytest.MonkeyPatch) -> None:
    url = fresh_url(backend, tmp_path)
    limits = Limits(analysis_queue=2, analysis_per_client=1, analysis_per_address=100)
    first = StoppingGate()
    monkeypatch.setattr(server_analysis, "analyse", first)
    with running_hub(url, limits=limits) as (base, hub):
        first.hub = hub
        (t1, h1), (t2, h2), (t3, h3) = (_bot_table(base) for _ in range(3))
        assert _start(base, t1, 0, h1, client="c1").status_code == 200
        _until(lambda: _get(base, t1, 0)["status"] == "running", "the first did not start")
        assert _start(base, t2, 0, h2, client="c2").json() == {"status": "queued", "position": 1}
        assert _kept(hub) == [(t1, 0, True), (t2, 0, False)]
    assert first.started == [(t1, 0)]  # the first was running, the second waiting, and...
    second = StoppingGate()
    monkeypatch.setattr(server_analysis, "analyse", second)
    with running_hub(url, limits=limits) as (base, hub):
        second.hub = hub
        # ...the next server runs both again at once, in their order, unasked
        _until(lambda: second.started, "the kept jobs were not taken up")
        assert _get(base, t1, 0)["status"] == "running"
        assert _get(base, t2, 0) == {"status": "queued", "position": 1}
        # the kept jobs still hold their places: a client's second, or a third job, is refused
        _error(_start(base, t3, 0, h3, client="c1"), 429)
        _error(_start(base, t3, 0, h3, client="c3"), 503)
        second.open.set()
        _done(base, t1, 0)
        _done(base, t2, 0)
        assert second.started == [(t1, 0), (t2, 0)]
        assert _kept(hub) == []
        assert _start(base, t3, 0, h3, client="c1").status_code == 200
        _done(base, t3, 0)


def test_a_job_whose_process_let_go_is_taken_up_by_a_live_one(
        tmp_path: Path, backend: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another process of the cluster queued it and stopped: once its lease runs out, this
    one's sweep takes it and makes it; its own jobs it keeps in hand meanwhile."""
    monkeypatch.setattr(server_analysis, "SWEEP", 0.1)
    monkeypatch.setattr(server_analysis, "LEASE", 0.5)
    gate = StoppingGate()
    monkeypatch.setattr(server_analysis, "analyse", gate)
    with running_hub(fresh_url(backend, tmp_path)) as (base, hub):
        gate.hub = hub
        (mine, host), (theirs, _) = _bot_table(base), _bot_table(base)
        assert _start(base, mine, 0, host).status_code == 200
        _until(lambda: gate.started, "its own did not start")
        # a job in the hand of a process that is gone, its lease running out in a second
        now = time.time()
        assert analysis_db.queue(hub.store, theirs, 1, None, "elsewhere", now, "gone",
                                 now + 1.0, per_client=1, per_address=1,
                                 size=5) == analysis_db.QUEUED
        assert _get(base, theirs, 1) == {"status": "queued", "position": 1}
        owners = _until(lambda: (o := {(j["table_id"], j["owner"])
                                       for j in analysis_db.jobs(hub.store)})
                        and ("gone" not in {w for _, w in o}) and o, "it was never taken up")
        # its own job outlived many leases: renewed, never taken from it
        assert owners == {(mine, hub.analyses.owner), (theirs, hub.analyses.owner)}
        gate.open.set()
        _done(base, mine, 0)
        _done(base, theirs, 1)
        assert _kept(hub) == []


def _tables(store: Store, ids: list[str]) -> None:
    with store.engine.begin() as conn:
        for table_id in ids:
            conn.execute(insert(TableRow).values(
                id=table_id, game="toy", rules_version="1", options={}, table_options={},
                players=2, seed=1, status="finished", created=0.0, finished=0.0))


def test_kept_jobs_are_taken_once_by_whoever_may(tmp_path: Path, backend: str) -> None:
    """Who runs a kept job (analysis/db.py): its owner, oldest first; nobody else while its
    lease holds but that process starting again (or any, alone on its database); anyone
    once it ran out, one taker only; never one started too often."""
    store = Store(fresh_url(backend, tmp_path))
    _tables(store, ["held", "loose", "late"])

    def queue(table_id: str, owner: str, lease: float, client: str | None = None) -> str:
        return analysis_db.queue(store, table_id, 0, client, "addr", 100.0, owner, lease,  # type: ignore[no-any-return]
                                 per_client=1, per_address=9, size=2)

    assert queue("held", "a", 1000.0, client="x") == analysis_db.QUEUED
    assert queue("held", "b", 1000.0) == analysis_db.THERE  # one job a seat
    assert queue("loose", "b", 150.0, client="x") == analysis_db.YOURS  # x has one already
    assert queue("loose", "b", 150.0) == analysis_db.QUEUED
    assert queue("late", "b", 150.0) == analysis_db.QUEUED
    assert analysis_db.queue(store, "late", 1, None, "addr", 100.0, "b", 150.0, per_client=1,
                             per_address=9, size=2) == analysis_db.FULL  # b holds two
    # b runs its oldest first, and its second is then next in its queue
    assert analysis_db.next_job(store, "b", 110.0, 150.0, 3) == (("loose", 0), [])
    assert analysis_db.status(store, "loose", 0) == {"status": "running", "owner": "b"}
    assert analysis_db.status(store, "late", 0) == {"status": "queued", "position": 1}

    def taken(owner: str, now: float, **how: bool) -> set[str]:
        return {t for t, _ in analysis_db.take_jobs(store, owner, now, now + 100, **how)}

    assert taken("c", 120.0) == set()  # every lease holds
    assert taken("c", 200.0) == {"loose", "late"}  # b stopped: c has its two now...
    assert taken("d", 200.0) == set()  # ...and nobody else
    assert analysis_db.renew(store, "b", 1000.0) == 0  # b, stalled, holds none of them
    assert analysis_db.status(store, "loose", 0) == {"status": "queued", "position": 1}
    assert taken("a", 200.0, own=True) == {"held"}  # a, started again, takes its own back
    assert taken("d", 200.0, every=True) == {"held", "loose", "late"}  # d alone takes all
    # one of c's hand never ends: started three times (its process stopping each time), then
    # dropped, and the next comes
    for now in (300.0, 500.0, 700.0):
        assert taken("c", now) == {"held", "loose", "late"}
        assert analysis_db.next_job(store, "c", now, now + 100, 3)[0] == ("held", 0)
    assert taken("c", 900.0) == {"held", "loose", "late"}
    assert analysis_db.next_job(store, "c", 900.0, 1000.0, 3) == (("loose", 0), [("held", 0)])
    # its result is kept in the transaction that ends the job
    analysis_db.put(store, "loose", 0, {"seat": 0}, 950.0)
    assert analysis_db.status(store, "loose", 0) == {"status": "done", "analysis": {"seat": 0}}
    assert [j["table_id"] for j in analysis_db.jobs(store)] == ["late"]
    store.close()


def test_two_workers_on_one_database_never_take_the_same_job(tmp_path: Path,
                                                              backend: str) -> None:
    """Two processes' sweeps, at once, over many jobs whose owner stopped: each job goes to
    exactly one of them."""
    url = fresh_url(backend, tmp_path)
    stores = [Store(url), Store(url)]
    ids = [f"many{n}" for n in range(40)]
    _tables(stores[0], ids)
    for table_id in ids:
        analysis_db.queue(stores[0], table_id, 0, None, table_id, 0.0, "gone", 1.0,
                          per_client=1, per_address=1, size=100)
    got: list[list[tuple[str, int]]] = [[], []]
    ready = threading.Barrier(2)

    def sweep(n: int) -> None:
        ready.wait()
        got[n] = analysis_db.take_jobs(stores[n], f"p{n}", 10.0, 100.0)

    threads = [threading.Thread(target=sweep, args=(n,)) for n in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(got[0] + got[1]) == sorted((t, 0) for t in ids)
    assert not set(got[0]) & set(got[1])
    owners = {j["table_id"]: j["owner"] for j in analysis_db.jobs(stores[0])}
    assert all(owners[t] == ("p0" if (t, 0) in got[0] else "p1") for t in ids)
    for store in stores:
        store.close()
