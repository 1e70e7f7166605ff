"""A hostile client against the server, round two (issue 28): one test per finding, each of
which failed on the server before. The cluster's resent requests are in test_cluster.py, the
analysis queue in test_analysis_api.py, inherited hint consent in test_hints.py."""

from __future__ import annotations

import asyncio
import json
import statistics
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from sqlalchemy import create_engine, text

from koloda.server import limits as lim
from koloda.server.chat import service as chat
from koloda.server.limits import Buckets, Limits, limits_from_env

from .databases import fresh_url
from .helpers import Client, auth, new_table, running_hub, ws_connect, ws_url
from .test_security import _from, _started_toy


def _key(n: int) -> dict[str, str]:
    return {"Idempotency-Key": f"request-key-{n:08d}-abcdef"}


# -- 1. a lobby request applied once ----------------------------------------------------------
def test_a_resent_create_join_bot_start_and_leave_are_applied_once(server: str) -> None:
    made = httpx.post(f"{server}/api/tables", headers=_key(1),
                      json={"game": "toy", "players": 3, "name": "Ann"})
    again = httpx.post(f"{server}/api/tables", headers=_key(1),
                       json={"game": "toy", "players": 3, "name": "Ann"})
    assert made.status_code == again.status_code == 200
    tid, token = made.json()["table"]["id"], made.json()["token"]
    assert again.json()["table"]["id"] == tid and again.json()["token"] == token
    mine = [t for t in httpx.get(f"{server}/api/tables?status=open").json()
            if t["seats"][0]["name"] == "Ann"]
    assert len(mine) == 1  # one table, not two

    joins = [httpx.post(f"{server}/api/tables/{tid}/join", headers=_key(2), json={"name": "Bo"})
             for _ in range(2)]
    assert [j.status_code for j in joins] == [200, 200]
    assert joins[0].json()["seat"] == joins[1].json()["seat"] == 1
    assert joins[0].json()["token"] == joins[1].json()["token"]
    seats = joins[1].json()["table"]["seats"]
    assert [s["kind"] for s in seats] == ["human", "human", "empty"]  # no ghost seat

    host = {**auth(token), **_key(3)}
    bots = [httpx.post(f"{server}/api/tables/{tid}/bots", headers=host, json={"bot": "random"})
            for _ in range(2)]
    assert [b.status_code for b in bots] == [200, 200]
    assert [s["kind"] for s in bots[1].json()["seats"]] == ["human", "human", "bot"]

    starts = [httpx.post(f"{server}/api/tables/{tid}/start", headers={**auth(token), **_key(4)})
              for _ in range(2)]
    assert [s.status_code for s in starts] == [200, 200]  # not 409 "already started"
    leaves = [httpx.post(f"{server}/api/tables/{tid}/leave",
                         headers={**auth(joins[0].json()["token"]), **_key(5)})
              for _ in range(2)]
    assert [x.status_code for x in leaves] == [200, 200]  # not 403 "no such token"
    assert leaves[1].json()["seats"][1]["kind"] == "bot"


def test_a_key_is_its_request_only_and_is_kept_sealed(tmp_path: Any) -> None:
    url = fresh_url("sqlite", tmp_path)
    with running_hub(url) as (base, _hub):
        r = httpx.post(f"{base}/api/tables", headers=_key(7), json={"game": "toy", "players": 2})
        assert r.status_code == 200
        token = r.json()["token"]
        # the same key for another body, or another path: refused, nothing done
        other = httpx.post(f"{base}/api/tables", headers=_key(7),
                           json={"game": "toy", "players": 3})
        assert other.status_code == 422 and other.json()["error"]["ru"]
        assert httpx.post(f"{base}/api/tables", headers={"Idempotency-Key": "short"},
                          json={"game": "toy", "players": 2}).status_code == 422
    engine = create_engine(url)
    with engine.connect() as conn:
        rows = [dict(r._mapping) for r in conn.execute(text("SELECT * FROM koloda_requests"))]
    engine.dispose()
    assert len(rows) == 1
    stored = json.dumps(rows)
    assert _key(7)["Idempotency-Key"] not in stored and token not in stored


# -- 3. chat per client, not per connection -----------------------------------------------------
def test_a_reconnecting_spectator_stays_at_the_documented_chat_rate(server: str) -> None:
    made = new_table(server, "toy", 2, {1: "random"}, {"bot_delay": 5})
    tid = made["table"]["id"]
    base_ws = ws_url(server, tid)

    async def run(url: str, tries: int) -> int:
        kept = 0
        for _ in range(tries):  # a new connection for every line
            async with ws_connect(url) as ws:
                watcher = Client(ws, None)
                await watcher.until(lambda m: m["type"] == "chat_history")
                await watcher.send({"type": "chat", "text": "spam"})
                answer = await watcher.until(lambda m: m["type"] in ("chat", "error"))
                kept += answer["type"] == "chat"
        return kept
    began = time.monotonic()
    # with a client id, and without one (the address holds then)
    kept = asyncio.run(run(base_ws + "?client=browser-x-123456", 12))
    kept += asyncio.run(run(base_ws, 12))
    seconds = time.monotonic() - began
    allowed = 2 * chat.BURST + 2 * chat.PER_SECOND * seconds
    assert kept <= allowed, (kept, allowed)
    assert kept < 24


def test_chat_allowances_are_forgotten_once_full_again() -> None:
    buckets = Buckets()
    for i in range(50):
        buckets.wait(("sender", i), 5, 1000.0)
    assert len(buckets) == 50
    time.sleep(0.02)  # 1000 a second: full again at once
    assert buckets.prune() == 50 and len(buckets) == 0


def test_a_table_keeps_a_bounded_chat(tmp_path: Any) -> None:
    roomy = Limits(chat_lines_per_table=3, chat_burst_address=100)
    with running_hub(fresh_url("sqlite", tmp_path), limits=roomy) as (base, _hub):
        made = new_table(base, "toy", 2, {1: "random"}, {"bot_delay": 5})

        async def run() -> list[dict[str, Any]]:
            answers = []
            async with ws_connect(ws_url(base, made["table"]["id"], made["token"])) as ws:
                me = Client(ws, 0)
                await me.until(lambda m: m["type"] == "chat_history")
                for i in range(4):
                    await me.send({"type": "chat", "text": f"line {i}"})
                    answers.append(await me.until(lambda m: m["type"] in ("chat", "error")))
            return answers
        answers = asyncio.run(run())
    assert [a["type"] for a in answers] == ["chat", "chat", "chat", "error"]
    assert answers[-1]["reason"] == chat.FULL.to_json()


# -- 5. the socket's reasons ------------------------------------------------------------------
def test_socket_refusals_name_their_real_cause(server: str) -> None:
    made = new_table(server, "toy", 2, {1: "random"}, {"bot_delay": 5})

    async def run() -> list[dict[str, Any]]:
        async with ws_connect(ws_url(server, made["table"]["id"], made["token"])) as ws:
            me = Client(ws, 0)
            await me.state()
            out = []
            deep: Any = 0
            for _ in range(40):
                deep = [deep]
            for bad in ('{"type": "action", "version": 0, "action": {"x": "a\\u0000b"}}',
                        '{"type": "action", "version": 0, "action": {"x": "\\ud800"}}',
                        json.dumps({"type": "action", "version": 0, "action": {"x": deep}})):
                await me.send(bad)
                out.append(await me.until(lambda m: m["type"] == "error"))
            return out
    nul, surrogate, deep = asyncio.run(run())
    assert nul["reason"] == surrogate["reason"] == lim.BAD_UNICODE.to_json()
    assert deep["reason"] == lim.TOO_DEEP.to_json()


# -- 5. started tables per address, counted by the database ---------------------------------
def test_started_tables_per_client_are_capped(tmp_path: Any) -> None:
    few = Limits(playing_per_client=2, playing_per_address=3)
    with running_hub(fresh_url("sqlite", tmp_path), limits=few) as (base, _hub), \
            _from("127.0.2.1", base, "browser-one-12345") as one, \
            _from("127.0.2.1", base, "browser-two-12345") as two, \
            _from("127.0.2.2", base) as other:
        def start(client: httpx.Client) -> httpx.Response:
            made = client.post("/api/tables", json={"game": "toy", "players": 2,
                                                    "options": {"bot_delay": 5}}).json()
            tid, token = made["table"]["id"], made["token"]
            client.post(f"/api/tables/{tid}/bots", json={"seat": 1, "bot": "random"},
                        headers=auth(token))
            return client.post(f"/api/tables/{tid}/start", headers=auth(token))
        assert [start(one).status_code for _ in range(3)] == [200, 200, 429]
        refused = start(one)
        assert refused.json()["error"] == lim.TOO_MANY_STARTED.to_json()
        # the same address, another browser: the address's share is 3
        assert [start(two).status_code for _ in range(2)] == [200, 429]
        assert start(other).status_code == 200  # another address is not held back


# -- 5. the idle sweep and the absent person's timer ------------------------------------------
def test_a_tokenless_watcher_does_not_keep_an_abandoned_table(server_app: Any) -> None:
    hub, client = server_app
    tid, _token = _started_toy(client, bot_delay=5)
    room = hub.rooms[tid]
    with client.websocket_connect(f"/ws/tables/{tid}") as watcher:  # a stranger watches
        watcher.receive_json()
        client.portal.call(hub.sweep, room.seen + hub.limits.abandon_seconds + 1)
        assert room.hurry, "the watcher kept the table from its bots"
        assert room.seats[0].kind == "bot"


def test_an_absent_persons_turn_gets_a_timer_while_others_watch(tmp_path: Any) -> None:
    quick = Limits(absent_turn_seconds=1.0)
    with running_hub(fresh_url("sqlite", tmp_path), limits=quick) as (base, _hub):
        made = new_table(base, "toy", 2, {}, {"bot_delay": 0}, start_game=False)
        tid, host = made["table"]["id"], made["token"]
        guest = httpx.post(f"{base}/api/tables/{tid}/join", json={"name": "Bo"}).json()
        httpx.post(f"{base}/api/tables/{tid}/start", headers=auth(host)).raise_for_status()

        async def run() -> None:
            # the host stays; the guest never connects: whoever's turn waits on the guest
            # gets a timer, and the fallback bot moves for them when it runs out
            async with ws_connect(ws_url(base, tid, host)) as ws:
                me = Client(ws, 0)
                state = await me.state()
                while state["outcome"] is None and state["to_move"] != 1:
                    if state["legal"] and state["to_move"] == 0:
                        await me.act(state["version"], state["legal"][0]["action"])
                    state = await me.state(lambda m, v=state["version"]: m["version"] > v)
                if state["outcome"] is not None:
                    return
                assert state["timer"] and state["timer"]["seat"] == 1
                moved = await me.state(lambda m, v=state["version"]: m["version"] > v,
                                       timeout=10)
                assert moved["version"] == state["version"] + 1
        asyncio.run(run())
        assert guest["seat"] == 1


# -- 5. pace -----------------------------------------------------------------------------------
def test_nobody_hurries_a_person_who_still_plays(server: str) -> None:
    made = new_table(server, "toy", 2, {}, start_game=False)
    tid, host = made["table"]["id"], made["token"]
    httpx.post(f"{server}/api/tables/{tid}/join", json={"name": "Bo"}).raise_for_status()
    httpx.post(f"{server}/api/tables/{tid}/start", headers=auth(host)).raise_for_status()
    r = httpx.post(f"{server}/api/tables/{tid}/pace", json={"fast": True}, headers=auth(host))
    assert r.status_code == 409 and r.json()["error"]["ru"]
    # back to the normal pace is always allowed
    r = httpx.post(f"{server}/api/tables/{tid}/pace", json={"fast": False}, headers=auth(host))
    assert r.status_code == 200


# -- 5. strict request bodies ------------------------------------------------------------------
@pytest.mark.parametrize(("path", "body"), [
    ("/chat", {"enabled": "no"}),
    ("/pace", {"fast": 1}),
    ("/join", {"seat": True}),
    ("/join", {"seat": "1"}),
    ("/join", {"name": "Bo", "admin": True}),
    ("/bots", {"seat": 1.0, "bot": "random"}),
])
def test_a_wrong_type_is_refused_not_coerced(server: str, path: str, body: dict[str, Any]) -> None:
    made = new_table(server, "toy", 3, {}, start_game=False)
    tid, host = made["table"]["id"], made["token"]
    r = httpx.post(f"{server}/api/tables/{tid}{path}", json=body, headers=auth(host))
    assert r.status_code == 422, r.text
    assert r.json()["error"]["en"] and r.json()["error"]["ru"]
    assert httpx.get(f"{server}/api/tables/{tid}").json()["seats"][1]["kind"] == "empty"
    r = httpx.post(f"{server}/api/tables", json={"game": "toy", "players": "2"})
    assert r.status_code == 422


# -- 5. static files ---------------------------------------------------------------------------
def test_only_the_clients_own_files_are_served(server: str) -> None:
    for path in ("/static/__init__.py", "/static/README.md",
                 "/static/vendor/fluent-bundle/VERSION"):
        r = httpx.get(f"{server}{path}")
        assert r.status_code == 404 and r.json()["error"]["ru"], path
    assert httpx.get(f"{server}/static/js/api.js").status_code == 200
    assert httpx.get(f"{server}/static/messages/ru.ftl").status_code == 200


# -- 5. a request rate on REST ----------------------------------------------------------------
@pytest.fixture
def measured(tmp_path: Any) -> Iterator[str]:
    with running_hub(fresh_url("sqlite", tmp_path)) as (base, _hub):
        yield base


def test_a_rest_flood_is_answered_429_and_others_stay_quick(measured: str) -> None:
    base = measured
    made = _from("127.0.3.9", base).post("/api/tables", json={"game": "toy",
                                                              "players": 2}).json()
    path = f"/api/tables/{made['table']['id']}"

    def latencies(n: int) -> list[float]:
        out = []
        with _from("127.0.3.10", base) as quiet:
            for _ in range(n):
                t0 = time.perf_counter()
                assert quiet.get(path).status_code == 200
                out.append(time.perf_counter() - t0)
                time.sleep(0.05)  # a person's client polls, within its rate
        return out

    calm = latencies(60)
    codes: list[int] = []
    retry_after: list[str] = []
    stop = threading.Event()

    def flood() -> None:
        with _from("127.0.3.2", base) as c:
            while not stop.is_set():
                r = c.get("/api/games")
                codes.append(r.status_code)
                if r.status_code == 429:
                    retry_after.append(r.headers.get("retry-after", ""))
    floods = [threading.Thread(target=flood) for _ in range(16)]
    for f in floods:
        f.start()
    deadline = time.monotonic() + 30
    while 429 not in codes:  # the burst is spent: the flood is being refused
        assert time.monotonic() < deadline, "the flood was never refused"
        time.sleep(0.05)
    busy = latencies(60)
    stop.set()
    for f in floods:
        f.join()
    assert codes.count(429) > 0 and all(x.isdigit() and int(x) >= 1 for x in retry_after)
    # the flood got its burst and then about its rate, not whatever it asked for
    limits = Limits()
    assert codes.count(200) <= limits.rest_burst_address + 2 * limits.rest_per_second_address * 30
    p99 = statistics.quantiles(busy, n=100)[98], statistics.quantiles(calm, n=100)[98]
    # 2x the quiet p99, plus 5 ms for a shared 2-core machine's scheduling hiccups
    assert p99[0] <= 2 * p99[1] + 0.005, (p99, sorted(busy)[-3:])


def test_limits_come_from_the_environment() -> None:
    assert limits_from_env({}) == Limits()
    assert limits_from_env({"KOLODA_LIMITS": '{"playing_per_client": 3}'}).playing_per_client == 3
    from koloda.core import SetupError
    for bad in ('{"no_such": 1}', '[1]', '{"playing_per_client": "x"}', "{"):
        with pytest.raises(SetupError):
            limits_from_env({"KOLODA_LIMITS": bad})
