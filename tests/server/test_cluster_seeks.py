""""Play now" across a cluster (server/seeks/service.py): a queue's lock held by one process at a time,
seat tokens sealed to their seeks, and two `koloda serve --cluster` processes on one PostgreSQL
database behind nginx. 40 seekers, 20 made on each process, are each seated exactly
once (one table each, every seat of those tables held by one of them, their tokens good); and a
process killed in the middle of a round, after it marked its seekers or after it wrote their
table, loses none of them."""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

import httpx
import pytest

from koloda.server.cluster import Leases
from koloda.server.deploy import LocalCluster, find_nginx, free_port
from koloda.server.seeks.service import seal, seal_key, unseal

from .databases import fresh_url

NO_NGINX = pytest.mark.skipif(find_nginx() is None, reason="nginx is not installed")
#: seekers, half of them made on each process
SEEKERS = 40
#: quick rounds; limits roomy enough for one address making every seek
LIMITS = {"seek_round_seconds": 0.5, "seeks_per_minute_address": 10_000,
          "rest_burst_address": 100_000, "rest_per_second_address": 100_000.0,
          "rest_burst_client": 100_000, "rest_per_second_client": 100_000.0}


async def seek(client: httpx.AsyncClient, base: str, turn_seconds: int, name: str) -> dict[str, Any]:
    """A guest's seek (its own client id), resent while no process can answer, with the same
    `Idempotency-Key` each time, as the web client resends: a seek stored by a process that
    died before answering is the one answered, not left in the queue with nobody behind it."""
    headers = {"X-Koloda-Client": uuid.uuid4().hex, "Idempotency-Key": uuid.uuid4().hex}
    body = {"game": "durak", "players": 2, "turn_seconds": turn_seconds, "bots_after": None,
            "name": name}
    deadline = time.monotonic() + 60
    while True:
        try:
            r = await client.post(f"{base}/api/seeks", json=body, headers=headers)
            if r.status_code == 201:
                made: dict[str, Any] = r.json()
                return {"id": made["seek"]["id"], "secret": made["secret"], "name": name}
        except httpx.TransportError:
            pass
        assert time.monotonic() < deadline, "no process took the seek"
        await asyncio.sleep(0.3)


async def seated(client: httpx.AsyncClient, base: str, made: dict[str, Any],
                 within: float) -> dict[str, Any]:
    """Long-poll the seek until it is seated (asking again after a lost answer)."""
    deadline = time.monotonic() + within
    headers = {"Authorization": f"Bearer {made['secret']}"}
    while time.monotonic() < deadline:
        try:
            r = await client.get(f"{base}/api/seeks/{made['id']}", params={"wait": 5},
                                 headers=headers)
        except httpx.TransportError:
            await asyncio.sleep(0.3)
            continue
        if r.status_code in (502, 503, 504):
            await asyncio.sleep(0.3)
            continue
        assert r.status_code == 200, r.text
        answer: dict[str, Any] = r.json()
        assert answer["status"] in ("waiting", "seated"), answer
        if answer["status"] == "seated":
            return answer
    raise AssertionError(f"seek {made['id']} was not seated in {within} s")


def check_seated_once(base: str, made: list[dict[str, Any]], answers: list[dict[str, Any]],
                      turn_seconds: int) -> None:
    """Every seeker in exactly one table, each seat of those tables held by exactly one of
    them, and each token good for its seat."""
    places = [(a["table"]["id"], a["seat"]) for a in answers]
    assert len(set(places)) == len(made), Counter(places).most_common(3)
    tables = Counter(t for t, _s in places)
    assert all(n == 2 for n in tables.values())
    listed = [t for t in httpx.get(f"{base}/api/tables?status=playing", timeout=30).json()
              if t["options"].get("turn_seconds") == turn_seconds]
    # no other table formed (as a table whose seekers were seated elsewhere would be)
    assert {t["id"] for t in listed} == set(tables)
    for table in listed:
        assert [s["kind"] for s in table["seats"]] == ["human", "human"]
    for m, a in zip(made, answers, strict=True):
        seat = a["table"]["seats"][a["seat"]]
        assert seat["name"] == m["name"]
        r = httpx.post(f"{base}/api/tables/{a['table']['id']}/leave", timeout=30,
                       headers={"Authorization": f"Bearer {a['token']}"})
        assert r.status_code == 200, r.text  # the token holds the seat


def test_one_process_at_a_time_holds_a_queue_until_it_lets_go_or_dies(tmp_path: Path) -> None:
    url = fresh_url("postgresql", tmp_path)

    async def run() -> None:
        first, second = Leases(url), Leases(url)
        try:
            assert await first.hold("seeks:durak:2:0:30")
            assert not await second.hold("seeks:durak:2:0:30")
            assert await second.hold("seeks:durak:2:0:31")  # another queue: free
            await first.let_go("seeks:durak:2:0:30")
            assert await second.hold("seeks:durak:2:0:30")
            assert not await first.hold("seeks:durak:2:0:30")
            second.close()  # as a killed process: its locks go with its connection
            for _ in range(100):
                if await first.hold("seeks:durak:2:0:30"):
                    break
                await asyncio.sleep(0.05)
            else:
                raise AssertionError("the dead process's lock was never let go")
        finally:
            first.close()
            second.close()
    asyncio.run(run())


def test_a_seat_token_is_sealed_to_its_seek_s_secret_only() -> None:
    from cryptography.exceptions import InvalidTag

    secret, other = "s" * 43, "t" * 43
    sealed = seal(seal_key(secret), "the-seat-token")
    assert "the-seat-token" not in sealed and seal(seal_key(secret), "the-seat-token") != sealed
    assert unseal(secret, sealed) == "the-seat-token"
    with pytest.raises(InvalidTag):
        unseal(other, sealed)


def limits_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KOLODA_LIMITS", json.dumps(LIMITS))


@NO_NGINX
def test_forty_seekers_on_two_processes_are_each_seated_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    limits_env(monkeypatch)
    db = fresh_url("postgresql", tmp_path)
    with LocalCluster(db, processes=2, port=free_port(), folder=tmp_path) as cluster:
        bases = [cluster.process_url(0), cluster.process_url(1)]

        async def run() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
            async with httpx.AsyncClient(timeout=30) as client:
                # made on both processes in turn; each asked about on the *other* process
                made = list(await asyncio.gather(*(
                    seek(client, bases[i % 2], 41, f"S{i}") for i in range(SEEKERS))))
                counts = (await client.get(f"{cluster.url}/api/seeks")).json()["queues"]
                assert sum(q["seeking"] for q in counts if q["turn_seconds"] == 41) <= SEEKERS
                answers = list(await asyncio.gather(*(
                    seated(client, bases[(i + 1) % 2], m, 60) for i, m in enumerate(made))))
                return made, answers

        made, answers = asyncio.run(run())
        check_seated_once(cluster.url, made, answers, 41)
        for answer in answers:  # the other person at the table, and their reliability
            assert [o["seat"] for o in answer["opponents"]] == [1 - answer["seat"]]
            assert answer["opponents"][0]["reliability"] is None  # a guest's: none
    logs = "".join(f.read_text(errors="replace") for f in tmp_path.glob("koloda-*.log"))
    assert "formed by play now" in logs


@NO_NGINX
@pytest.mark.parametrize("point", ["seeks-after-add", "seeks-after-seating",
                                   "seeks-after-table"])
def test_a_process_killed_in_a_round_loses_no_seeker(
        point: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The first process to pass `point` dies there: after storing a seek, before answering
    (the resent request is answered with that seek, and no second one is made), after marking
    its seekers "seating" (their table not written: the next round anywhere sends them back
    to waiting, and they are paired again) or after writing their table (the next round
    seats them at it). No seek is left waiting."""
    limits_env(monkeypatch)
    marker = tmp_path / "die-in-a-round"
    monkeypatch.setenv("KOLODA_FAILPOINT", f"{point}:{marker}")
    db = fresh_url("postgresql", tmp_path)
    with LocalCluster(db, processes=2, port=free_port(), folder=tmp_path) as cluster:
        marker.touch()

        async def run() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
            async with httpx.AsyncClient(timeout=30) as client:
                made = list(await asyncio.gather(*(
                    seek(client, cluster.url, 42, f"K{i}") for i in range(10))))
                answers = list(await asyncio.gather(*(
                    seated(client, cluster.url, m, 60) for m in made)))
                queues = (await client.get(f"{cluster.url}/api/seeks")).json()["queues"]
                assert [q for q in queues if q["turn_seconds"] == 42] == []
                return made, answers

        made, answers = asyncio.run(run())
        assert not marker.exists(), "no process died"
        assert sum(p is not None and p.poll() is not None for p in cluster.procs) == 1
        check_seated_once(cluster.url, made, answers, 42)
