"""Friends across a cluster (server/people/friends.py): two `koloda serve --cluster` processes on
one PostgreSQL database behind nginx. A follow made through one process is listed through the
other, with the person online whose page is connected there; a challenge sent through process
A reaches the page of a person connected to process B (the seconds it takes are measured), and
accepting it there seats both, the challenger's seat asked for through nginx."""

from __future__ import annotations

import json
import random
import statistics
import time
from pathlib import Path

import httpx
import pytest

from koloda.server.deploy import LocalCluster, find_nginx, free_port

from .databases import fresh_url
from .test_accounts import PASSWORD, handle
from .test_friends import Events

NO_NGINX = pytest.mark.skipif(find_nginx() is None, reason="nginx is not installed")
LIMITS = {"signups_per_minute_address": 10_000, "rest_burst_address": 100_000,
          "rest_per_second_address": 100_000.0, "challenges_per_minute_account": 1000,
          "challenges_pending_per_account": 1000}
#: challenges sent to measure the time to the other page (their median against a second, when
#: the other process looks every quarter of one)
SAMPLES = 5


def signed_up(base: str) -> tuple[httpx.Client, str]:
    name = handle()
    client = httpx.Client(base_url=base, headers={"Origin": base}, timeout=30)
    r = client.post("/api/account/signup", json={"handle": name, "password": PASSWORD})
    assert r.status_code == 201, r.text
    return client, name


def on(client: httpx.Client, base: str) -> httpx.Client:
    """The same browser (its cookie) talking to another address."""
    return httpx.Client(base_url=base, headers={"Origin": base}, timeout=30,
                        cookies=client.cookies)


@NO_NGINX
def test_follow_and_challenge_work_across_two_processes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KOLODA_LIMITS", json.dumps(LIMITS))
    db = fresh_url("postgresql", tmp_path)
    with LocalCluster(db, processes=2, port=free_port(), folder=tmp_path) as cluster:
        first, second = cluster.process_url(0), cluster.process_url(1)
        a, a_name = signed_up(first)
        b_there, b_name = signed_up(second)
        a_here = a
        with Events(second, b_there) as b_page:
            # a follow through process 0, listed through process 1: b's page is there
            assert a_here.post("/api/account/follows", json={"handle": b_name}).status_code \
                == 200
            listed = on(a, second).get("/api/account/follows").json()
            assert [(f["handle"], f["online"]) for f in listed] == [(b_name, True)]
            waits = []
            for _ in range(SAMPLES):
                # at any moment of process 1's look at the challenges, as a person would send
                # it (right after the last one's news, every send would meet the same moment)
                time.sleep(random.random() * 0.3)
                sent_at = time.monotonic()
                r = a_here.post("/api/challenges", json={"handle": b_name, "game": "durak"})
                assert r.status_code == 201, r.text
                seen_at, told = b_page.next(10)
                assert told["id"] == r.json()["id"] and told["from"] == a_name
                waits.append(seen_at - sent_at)
                assert a_here.delete(f"/api/challenges/{told['id']}").status_code == 200
                assert b_page.next(10)[1]["state"] == "cancelled"
            median = statistics.median(waits)
            print(f"challenge to the other page across processes: median {median:.3f} s, "
                  f"max {max(waits):.3f} s of {SAMPLES}")
            assert median < 1.0, waits
            # accepted through process 1; the challenger's seat through nginx
            made = a_here.post("/api/challenges", json={"handle": b_name,
                                                        "game": "durak"}).json()
            assert b_page.next(10)[1]["id"] == made["id"]
            mine = b_there.post(f"/api/challenges/{made['id']}/accept")
            assert mine.status_code == 200, mine.text
            theirs = on(a, cluster.url).post(f"/api/challenges/{made['id']}/seat")
            assert theirs.status_code == 200, theirs.text
            assert theirs.json()["table"] == mine.json()["table"]
            assert theirs.json()["seat"] == 0
        table = httpx.get(f"{cluster.url}/api/tables/{mine.json()['table']}", timeout=30).json()
        assert table["status"] == "playing"
        assert [s["account"] for s in table["seats"]] == [a_name, b_name]
