"""Security round three, item 3 (issue 42): the leavers' pause ("playban", `rated.pause_of`)
holds wherever a rated game or rated event begins, not only at "Play now". A paused account
may not create, join, start or play again a rated table, nor enter a rated tournament: 403,
saying in both languages how many such games it had this week and the minutes left. Whoever
starts a rated table where another seat is paused hears only that someone seated is.
Unrated tables and tournaments stay open to it. On SQLite and PostgreSQL.

The pause is made as the server makes it: two rated games "left" this week in the ratings'
history (the first is forgiven; the second pauses for 10 minutes from its end)."""

from __future__ import annotations

import dataclasses
import time
import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from sqlalchemy import insert, select

from koloda.server.rated.rows import RatingHistoryRow
from koloda.server.store import AccountRow

from .databases import fresh_url
from .helpers import auth, running_hub
from .people import ROOMY, handle, join, play_out, rated_toy, signed_up
from .test_accounts import refusal

LIMITS = dataclasses.replace(ROOMY, tournaments_per_day_account=100)
#: one card each (two moves a game), a turn timer: the rules of rated play hold
RATED = {"hand": 1, "bot_delay": 0, "turn_seconds": 60, "rated": True}
UNRATED = {"hand": 1, "bot_delay": 0, "turn_seconds": 60}


@pytest.fixture(scope="module", autouse=True)
def toy_pools() -> Iterator[None]:
    with rated_toy():
        yield


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, backend: str) -> Iterator[tuple[str, Any]]:
    with running_hub(fresh_url(backend, tmp_path_factory.mktemp("db")), limits=LIMITS) as found:
        yield found


def person(base: str) -> tuple[httpx.Client, str]:
    """A signed-in person: their browser and their handle."""
    name = handle()
    return signed_up(base, name)[0], name


def pause(hub: Any, name: str) -> None:
    """Two rated games left a minute ago: nine minutes of pause still to run."""
    with hub.store.engine.begin() as conn:
        account = int(conn.execute(select(AccountRow.id).where(
            AccountRow.handle == name)).scalar_one())
        for _ in range(2):
            conn.execute(insert(RatingHistoryRow).values(
                account_id=account, pool="toy-2", table_id=uuid.uuid4().hex[:12], seat=0,
                before=1500, after=1490, provisional=True, ended="left", at=time.time() - 60))


def says_paused(r: httpx.Response) -> None:
    """The paused person's own refusal: how many games, how long, in both languages."""
    assert r.status_code == 403, r.text
    reason = refusal(r)
    assert "2 rated games" in reason["en"] and "9 minutes" in reason["en"], reason
    assert "рейтинг: 2" in reason["ru"] and "9 минут" in reason["ru"], reason


def create(who: httpx.Client, options: dict[str, Any]) -> httpx.Response:
    return who.post("/api/tables", json={"game": "toy", "players": 2, "options": options})


def made(who: httpx.Client, options: dict[str, Any]) -> dict[str, Any]:
    r = create(who, options)
    assert r.status_code == 200, r.text
    return r.json()  # type: ignore[no-any-return]


def start(who: httpx.Client, tid: str, token: str) -> httpx.Response:
    return who.post(f"/api/tables/{tid}/start", headers=auth(token))


def played(base: str, a: httpx.Client, b: httpx.Client,
           options: dict[str, Any]) -> tuple[str, list[str]]:
    """A duel of `a` and `b` played to its end: the table's id and the two tokens."""
    m = made(a, options)
    tid = m["table"]["id"]
    r = join(b, tid)
    assert r.status_code == 200, r.text
    tokens = [m["token"], r.json()["token"]]
    assert start(a, tid, tokens[0]).status_code == 200
    assert play_out(base, tid, {0: tokens[0], 1: tokens[1]})["status"] == "finished"
    return tid, tokens


def test_a_paused_leaver_can_neither_create_nor_join_a_rated_table(
        site: tuple[str, Any]) -> None:
    base, hub = site
    host, _ = person(base)
    me, name = person(base)
    pause(hub, name)
    says_paused(create(me, RATED))
    says_paused(join(me, made(host, RATED)["table"]["id"]))
    # unrated play is theirs as before
    assert create(me, UNRATED).status_code == 200
    assert join(me, made(host, UNRATED)["table"]["id"]).status_code == 200


def test_a_rated_table_with_a_paused_leaver_seated_does_not_start(
        site: tuple[str, Any]) -> None:
    """Seated before the pause began: the paused person's own start hears how long; the
    host's hears only that someone seated is paused, never who, for how long, or why."""
    base, hub = site
    host, _ = person(base)
    me, name = person(base)
    m = made(host, RATED)
    tid = m["table"]["id"]
    r = join(me, tid)
    assert r.status_code == 200, r.text
    pause(hub, name)
    says_paused(start(me, tid, r.json()["token"]))
    r = start(host, tid, m["token"])
    assert r.status_code == 403, r.text
    reason = refusal(r)
    assert "Someone seated" in reason["en"] and "Кто-то" in reason["ru"]
    for lang in ("en", "ru"):
        assert name not in reason[lang] and "9" not in reason[lang] and "2" not in reason[lang]
    assert hub.rooms[tid].status == "open"
    # an unrated table starts with them
    m = made(host, UNRATED)
    assert join(me, m["table"]["id"]).status_code == 200
    assert start(host, m["table"]["id"], m["token"]).status_code == 200


def test_a_paused_leaver_cannot_play_a_rated_table_again(site: tuple[str, Any]) -> None:
    base, hub = site
    host, _ = person(base)
    me, name = person(base)
    rated_tid, rated_tokens = played(base, host, me, RATED)
    plain_tid, plain_tokens = played(base, host, me, UNRATED)
    pause(hub, name)
    says_paused(me.post(f"/api/tables/{rated_tid}/again", headers=auth(rated_tokens[1])))
    r = me.post(f"/api/tables/{plain_tid}/again", headers=auth(plain_tokens[1]))
    assert r.status_code == 202, r.text  # offered
    # the other person offers the rated rematch; the paused one still cannot say yes
    r = host.post(f"/api/tables/{rated_tid}/again", headers=auth(rated_tokens[0]))
    assert r.status_code == 202, r.text
    assert r.json()["table"]["rematch"]["waiting"] == [1]
    says_paused(me.post(f"/api/tables/{rated_tid}/again", headers=auth(rated_tokens[1])))
    assert hub.rooms[rated_tid].again is None


def test_a_rated_rematch_both_accept_stays_rated(site: tuple[str, Any]) -> None:
    """Issue 44, finding 2: a rated table's rematch is rated too, no waiting room between."""
    base, hub = site
    host, _ = person(base)
    me, _ = person(base)
    tid, tokens = played(base, host, me, RATED)
    assert host.post(f"/api/tables/{tid}/again", headers=auth(tokens[0])).status_code == 202
    r = me.post(f"/api/tables/{tid}/again", headers=auth(tokens[1]))
    assert r.status_code == 200, r.text
    new = r.json()["table"]
    assert new["options"]["rated"] is True and new["status"] == "playing"
    assert hub.rooms[new["id"]].table_options.get("rated") is True


def test_a_rated_rematch_is_not_made_once_a_seat_is_paused(
        site: tuple[str, Any]) -> None:
    """A rematch offered before the pause began, the offerer then paused: the other's yes
    makes no rated table, and says why."""
    base, hub = site
    host, _ = person(base)
    me, name = person(base)
    tid, tokens = played(base, host, me, RATED)
    r = me.post(f"/api/tables/{tid}/again", headers=auth(tokens[1]))
    assert r.status_code == 202, r.text
    pause(hub, name)
    r = host.post(f"/api/tables/{tid}/again", headers=auth(tokens[0]))
    assert r.status_code == 403 and "Someone seated" in refusal(r)["en"]
    assert hub.rooms[tid].again is None and hub.rooms[tid].rematch is not None  # it stands


def test_a_paused_leaver_cannot_enter_a_rated_tournament(site: tuple[str, Any]) -> None:
    base, hub = site
    host, _ = person(base)
    me, name = person(base)
    pause(hub, name)

    def tournament(**body: Any) -> str:
        r = host.post("/api/tournaments", json={
            "game": "toy", "options": {"hand": 5}, "format": "arena", "size": 2,
            "seconds": 600, "starts_in": 3600, **body})
        assert r.status_code == 201, r.text
        return str(r.json()["id"])

    rated_tid = tournament(turn_seconds=60, rated=True)
    says_paused(me.post(f"/api/tournaments/{rated_tid}/entry"))
    assert host.get(f"/api/tournaments/{rated_tid}").json()["entrants"] == 0
    plain = tournament(turn_seconds=60)
    r = me.post(f"/api/tournaments/{plain}/entry")
    assert r.status_code == 200, r.text
    assert r.json()["me"]["state"] == "in"
