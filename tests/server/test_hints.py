"""Hints during play: the search's suggestion for the caller's own seat, one of its legal moves,
with each move's chance; at a table with other people only once every person turned them on."""

from __future__ import annotations

import asyncio

import httpx

from .helpers import Client, auth, new_table, ws_connect, ws_url
from .test_finish import _error


def test_a_hint_against_bots_names_one_of_my_legal_moves(server: str) -> None:
    made = new_table(server, "durak", 2, {1: "random"}, {"bot_delay": 5})
    tid, token = made["table"]["id"], made["token"]

    async def my_turn() -> dict:
        async with ws_connect(ws_url(server, tid, token)) as ws:
            return await Client(ws, 0).state(lambda m: bool(m["legal"]))
    state = asyncio.run(my_turn())
    _error(httpx.post(f"{server}/api/tables/{tid}/hint"), 401)
    # the search runs in a bot worker: on a machine busy with other tests it takes a while
    answer = httpx.post(f"{server}/api/tables/{tid}/hint", headers=auth(token), timeout=60)
    assert answer.status_code == 200, answer.text
    hint = answer.json()
    legal = [e["action"] for e in state["legal"]]
    assert hint["best"] in legal or hint["best"] is None
    assert all(0 <= m["chance"] <= 1 for m in hint["moves"])
    assert all(m["label"] is None or m["label"]["ru"] for m in hint["moves"])
    assert hint["version"] == state["version"]


def test_between_people_hints_need_everyone(server: str) -> None:
    made = new_table(server, "durak", 2, {}, start_game=False)
    tid, host = made["table"]["id"], made["token"]
    guest = httpx.post(f"{server}/api/tables/{tid}/join", json={"name": "Bob"}).json()["token"]
    httpx.post(f"{server}/api/tables/{tid}/start", headers=auth(host)).raise_for_status()
    tokens = {0: host, 1: guest}

    async def who_moves() -> int:
        async with ws_connect(ws_url(server, tid, host)) as ws:
            msg = await Client(ws, 0).state()
            return int(msg["to_move"])
    mover = tokens[asyncio.run(who_moves())]
    _error(httpx.post(f"{server}/api/tables/{tid}/hint", headers=auth(mover)), 409)
    table: dict = {}
    for token in tokens.values():
        table = httpx.post(f"{server}/api/tables/{tid}/hints", json={"on": True},
                           headers=auth(token)).json()
    assert table["hints_on"] == [0, 1]
    assert httpx.post(f"{server}/api/tables/{tid}/hint", headers=auth(mover)).status_code == 200


def test_a_consent_leaves_with_the_person_who_gave_it(server: str) -> None:
    """An accomplice turns hints on, leaves before the start; whoever sits down next has not
    agreed, so the host gets no hints until that person does."""
    made = new_table(server, "durak", 2, {}, start_game=False)
    tid, host = made["table"]["id"], made["token"]
    hints = f"{server}/api/tables/{tid}/hints"
    accomplice = httpx.post(f"{server}/api/tables/{tid}/join", json={"name": "Eve"}).json()
    for token in (host, accomplice["token"]):
        httpx.post(hints, json={"on": True}, headers=auth(token)).raise_for_status()
    httpx.post(f"{server}/api/tables/{tid}/leave",
               headers=auth(accomplice["token"])).raise_for_status()
    victim = httpx.post(f"{server}/api/tables/{tid}/join", json={"name": "Bob"}).json()
    assert victim["seat"] == accomplice["seat"]
    assert victim["table"]["hints_on"] == [0]  # shown to everyone: only the host agreed
    started = httpx.post(f"{server}/api/tables/{tid}/start", headers=auth(host)).json()
    assert started["hints_on"] == [0]
    _error(httpx.post(f"{server}/api/tables/{tid}/hint", headers=auth(host)), 409)
    # the host removes a person, another sits down: the same
    made = new_table(server, "durak", 2, {}, start_game=False)
    tid, host = made["table"]["id"], made["token"]
    first = httpx.post(f"{server}/api/tables/{tid}/join", json={"name": "Eve"}).json()
    httpx.post(f"{server}/api/tables/{tid}/hints", json={"on": True},
               headers=auth(first["token"])).raise_for_status()
    httpx.delete(f"{server}/api/tables/{tid}/seats/{first['seat']}",
                 headers=auth(host)).raise_for_status()
    second = httpx.post(f"{server}/api/tables/{tid}/join", json={"name": "Bob"}).json()
    assert second["table"]["hints_on"] == []
