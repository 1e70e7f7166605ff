"""Bots that take their time (an agent's optional `delay(perspective)`): the server waits the
bot's delay before its action counts, the quickest of several racing bots acts first, and bots
without a delay act as before."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import httpx

from koloda.bots.random_bot import RandomBot
from koloda.core import Perspective, register
from koloda.core.rng import derive_seed
from koloda.server.bots import Header, decide, warm_up
from tests.core.toygame import ToyGame

from .helpers import Client, auth, new_table, ws_connect, ws_url

PAUSE = 0.25


class SlowBot:
    """A random bot that asks the host to wait `PAUSE` seconds before each action."""

    def __init__(self, seed: int = 0) -> None:
        self.inner = RandomBot(seed)
        self.name = "slow"

    def act(self, perspective: Perspective) -> Any:
        return self.inner.act(perspective)

    def delay(self, perspective: Perspective) -> float:
        return PAUSE


class SlowToy(ToyGame):
    id = "toy_slow"

    def agents(self) -> dict[str, Any]:
        return {"slow": lambda seed=0, param=None: SlowBot(seed)}


register(SlowToy())


def test_the_quickest_of_racing_bots_acts_and_its_delay_comes_with_its_action():
    from koloda.games.scattergories import GAME
    from koloda.games.scattergories.bots import HeuristicBot

    warm = warm_up(Header(GAME, {}, 3, 12, None))
    seats = ((0, "heuristic:easy"), (1, "heuristic:hard"), (2, "heuristic"))
    result = decide("t", warm, seats, False, 0)
    assert result is not None and len(result) == 3 and result[1] == {"type": "press"}
    delays = {}
    for seat, spec in seats:
        level = spec.partition(":")[2] or None
        bot = HeuristicBot(seed=derive_seed(12, "bot", seat), param=level)
        if bot.act(Perspective(warm.state, seat)) is not None:
            delays[seat] = bot.delay(Perspective(warm.state, seat))
    assert result[0] == min(delays, key=delays.get) and result[2] == min(delays.values())


def test_bots_without_a_delay_answer_as_before():
    toy = ToyGame()
    warm = warm_up(Header(toy, {}, 2, 1, None))
    result = decide("t", warm, ((warm.state.actors()[0], "random"),), False, 0)
    assert result is not None and len(result) == 2


def test_the_server_waits_a_bots_delay_before_its_action_counts(server: str) -> None:
    made = new_table(server, "toy_slow", 2, {1: "slow"}, start_game=False)
    tid, token = made["table"]["id"], made["token"]
    httpx.delete(f"{server}/api/tables/{tid}/seats/0", headers=auth(token))
    httpx.post(f"{server}/api/tables/{tid}/bots", json={"seat": 0, "bot": "slow"},
               headers=auth(token))

    async def main() -> tuple[float, int]:
        async with ws_connect(ws_url(server, tid)) as ws:
            spectator = Client(ws, None)
            began = time.monotonic()
            assert httpx.post(f"{server}/api/tables/{tid}/start",
                              headers=auth(token)).status_code == 200
            last = await spectator.state(lambda m: m["outcome"] is not None, timeout=30)
            return time.monotonic() - began, last["version"]

    elapsed, actions = asyncio.run(main())
    assert actions > 2 and elapsed >= 0.9 * PAUSE * actions
