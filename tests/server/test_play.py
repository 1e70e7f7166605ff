"""Whole games through the protocol, over real WebSockets: people, bots, spectators, and the
check that no message ever shows a seat a card hidden from it."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import httpx
import pytest

from koloda.core import Record, get_game

from .games import REAL, loadable
from .helpers import Client, Oracle, auth, new_table, play_person, ws_connect, ws_url

#: heuristic bots where a game has them: random Palace games run to thousands of moves
BOT = {"palace": "heuristic", "durak": "heuristic", "toy": "random"}
GAMES = [pytest.param(g, n, marks=pytest.mark.skipif(not loadable(g), reason=f"{g} not ready"))
         for g, n in REAL.items()] + [pytest.param("toy", 3)]


async def watch(client: Client) -> dict[str, Any]:
    return await client.state(lambda m: m["outcome"] is not None, timeout=60)


def stored(base: str, tid: str) -> Record:
    return Record.from_json(httpx.get(f"{base}/api/tables/{tid}/record").json())


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_person_against_bots_sees_only_what_is_theirs(server: str, game_id: str,
                                                      players: int) -> None:
    made = new_table(server, game_id, players, {s: BOT[game_id] for s in range(1, players)})
    tid, token = made["table"]["id"], made["token"]

    async def main() -> tuple[Client, Client]:
        async with ws_connect(ws_url(server, tid, token)) as a, \
                ws_connect(ws_url(server, tid)) as b:
            person, spectator = Client(a, 0), Client(b, None)
            final = await play_person(person, random.Random(7))
            await watch(spectator)
            assert final["outcome"] == spectator.last["outcome"]  # type: ignore[index]
            return person, spectator

    person, spectator = asyncio.run(main())
    record = stored(server, tid)
    game = get_game(game_id)
    oracle = Oracle(game, record)
    states = 0
    # the public list of who may act, as the spectator is told it at each version
    public = {m["version"]: m["actors"] for m in spectator.messages if m["type"] == "state"}
    for client in (person, spectator):
        for msg in client.messages:
            oracle.check(msg, client.seat)
            states += msg["type"] == "state"
            if msg["type"] == "state":
                assert msg["seat"] == client.seat
                if client.seat is None or client.seat not in msg["actors"]:
                    assert msg["legal"] == []
                elif not msg["outcome"]:
                    # never "you may act" with nothing to do (issue 12: a clear turn)
                    assert msg["legal"], f"seat {client.seat} listed with no action at " \
                                         f"v{msg['version']}"
                shown = public.get(msg["version"])
                if shown is not None:  # others as publicly listed; the seat itself if it may
                    assert msg["actors"] == [s for s in shown if s != client.seat
                                             or msg["legal"] or msg["outcome"]]
                for entry in msg["legal"]:
                    assert entry["label"]["en"] and entry["label"]["ru"]
    assert states > len(record.actions) // 2
    assert record.outcome == person.last["outcome"]  # type: ignore[index]
    # the replay page's answers agree with the record, seat views included once it is over
    n = len(record.actions) // 2
    for seat in (None, 1):
        q = "" if seat is None else f"?seat={seat}"
        got = httpx.get(f"{server}/api/tables/{tid}/replay/{n}{q}").json()
        assert got["view"] == oracle.views[n][seat] and got["total"] == len(record.actions)


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_bots_play_a_whole_game_alone(server: str, game_id: str, players: int) -> None:
    made = new_table(server, game_id, players, {s: BOT[game_id] for s in range(1, players)},
                     start_game=False)
    tid, token = made["table"]["id"], made["token"]
    httpx.delete(f"{server}/api/tables/{tid}/seats/0", headers=auth(token))
    httpx.post(f"{server}/api/tables/{tid}/bots", json={"seat": 0, "bot": BOT[game_id]},
               headers=auth(token))
    assert httpx.post(f"{server}/api/tables/{tid}/start", headers=auth(token)).status_code == 200

    async def main() -> Client:
        async with ws_connect(ws_url(server, tid)) as ws:
            spectator = Client(ws, None)
            await watch(spectator)
            return spectator

    spectator = asyncio.run(main())
    record = stored(server, tid)
    oracle = Oracle(get_game(game_id), record)
    for msg in spectator.messages:
        oracle.check(msg, None)
    assert record.outcome is not None and len(record.actions) > 0
    listed = httpx.get(f"{server}/api/records", params={"game": game_id}).json()
    assert any(r["id"] == tid for r in listed)
    assert httpx.get(f"{server}/api/tables/{tid}").json()["status"] == "finished"
