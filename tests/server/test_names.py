"""At the server, every text names people: a person called Вася plays against bots with given
names, and no log line, label or refusal shows a numbered seat, in either language (issue 11)."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from koloda.core import CATALOG, games
from tests.core.test_messages import NUMBERED_SEAT, disagreeing_numerals

from .helpers import Client, new_table, should_act, ws_connect, ws_url

#: games whose bots answer at once (Scattergories' bots take a person's reaction time, Card
#: Ball's shots take seconds of physics: their own tests cover their texts)
SLOW = {"scattergories", "card_ball"}
STATES = 80


@pytest.fixture(scope="module")
def backend() -> str:
    """Naming is the same on every database (names are built from the table in memory): these
    whole games run on SQLite only, which keeps PostgreSQL's runs for what storage decides."""
    return "sqlite"


def _games() -> list[str]:
    return [gid for gid, g in sorted(games().items())
            if gid not in SLOW and not g.unavailable
            and CATALOG.source(g.messages_package, "en") is not None]


def _texts(msg: dict[str, Any]) -> list[dict[str, str]]:
    out = [e["text"] for e in msg.get("events", []) + msg.get("history", []) if e.get("text")]
    out += [entry["label"] for entry in msg.get("legal", [])]
    if msg["type"] == "error":
        out.append(msg["reason"])
    return out


@pytest.mark.parametrize("game_id", _games())
def test_a_person_and_bots_are_named_in_every_text(server: str, game_id: str) -> None:
    game = games()[game_id]
    players = max(game.min_players, min(game.max_players, 3))
    bot = "heuristic" if "heuristic" in game.agents() else "random"
    made = new_table(server, game_id, players, {s: bot for s in range(1, players)}, name="Вася")
    tid, token = made["table"]["id"], made["token"]
    shown = {lang: [s["display"][lang] for s in made["table"]["seats"]] for lang in ("en", "ru")}

    async def main() -> tuple[Client, Client]:
        async with ws_connect(ws_url(server, tid, token)) as a, \
                ws_connect(ws_url(server, tid)) as b:
            person, spectator = Client(a, 0), Client(b, None)
            rng = random.Random(3)
            for _ in range(STATES):
                msg = await person.until(lambda m: m["type"] in ("state", "error"))
                if msg["type"] == "state" and msg["outcome"]:
                    break
                if msg["type"] == "state" and should_act(msg, 0, rng):
                    await person.act(msg["version"], rng.choice(msg["legal"])["action"])
            # and one refused action: a stale version is refused with a reason
            await person.act(0, {"type": "nothing"})
            await person.until(lambda m: m["type"] == "error")
            while len(spectator.messages) < 3:
                await spectator.recv()
            return person, spectator

    person, spectator = asyncio.run(main())
    for client in (person, spectator):
        texts = [t for msg in client.messages for t in _texts(msg)]
        assert texts
        for lang in ("en", "ru"):
            lines = [t[lang] for t in texts]
            bad = [line for line in lines if NUMBERED_SEAT.search(line)]
            assert not bad, bad[:5]
            if lang == "ru":
                wrong = [line for line in lines if disagreeing_numerals(line)]
                assert not wrong, wrong[:5]
    # the spectator's log names the people and bots that acted, by their names
    spectator_text = " ".join(t["ru"] for m in spectator.messages for t in _texts(m))
    if players > 1:
        assert any(name in spectator_text for name in shown["ru"][1:])
    person_text = " ".join(t["en"] for m in person.messages for t in _texts(m))
    assert "You" in person_text or "you" in person_text  # the person is "you" to themself
