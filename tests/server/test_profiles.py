"""Seats that name accounts, profiles, and the NDJSON history (server/people/players.py), on SQLite and
PostgreSQL: a signed-in person sits as their handle, a guest as before; a profile counts the
games played and won and lists the last ones; the history streams every game that is over,
newest first, moves and all."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from koloda.server.people import players
from koloda.server.people.players_db import result_of

from .databases import fresh_url
from .helpers import running_hub
from .people import ROOMY, browser, game, handle, join, play_out, signed_up, start, table


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, backend: str) -> Iterator[str]:
    with running_hub(fresh_url(backend, tmp_path_factory.mktemp("db")), limits=ROOMY) as (
            base, _hub):
        yield base


def test_a_signed_in_seat_shows_its_handle_and_a_guest_seat_is_as_before(site: str) -> None:
    name = handle()
    me, _ = signed_up(site, name)
    made = table(me, name="Not My Handle")
    seat = made["table"]["seats"][0]
    assert seat["name"] == name and seat["account"] == name  # the name sent is ignored
    with browser(site) as guest:
        r = join(guest, made["table"]["id"], "Bob")
        assert r.status_code == 200
        seats = r.json()["table"]["seats"]
        assert (seats[1]["name"], seats[1]["account"]) == ("Bob", None)
        # a guest's table: every seat as before, with "account": null
        by_guest = table(guest, name="Eve", bots={1: "random"})["table"]["id"]
        theirs = guest.get(f"/api/tables/{by_guest}").json()["seats"]
        assert [(s["name"], s["account"]) for s in theirs] == [("Eve", None), ("random", None)]
    listed = httpx.get(f"{site}/api/tables").json()
    mine = next(t for t in listed if t["id"] == made["table"]["id"])
    assert [s["account"] for s in mine["seats"]] == [name, None]
    # a cookie whose session ended: a guest again
    me.post("/api/account/signout")
    again = table(me, name="Guest now")["table"]["seats"][0]
    assert (again["name"], again["account"]) == ("Guest now", None)


def test_play_again_seats_a_signed_in_person_as_their_account(site: str) -> None:
    name = handle()
    me, _ = signed_up(site, name)
    with browser(site) as guest:
        ended = game(site, me, guest, ("x", "Bob"))
        tid = ended["id"]
        mine = me.post(f"/api/tables/{tid}/again",
                       headers={"Authorization": f"Bearer {ended['tokens'][0]}"})
        theirs = guest.post(f"/api/tables/{tid}/again",
                            headers={"Authorization": f"Bearer {ended['tokens'][1]}"})
    assert (mine.status_code, theirs.status_code) == (202, 200)  # an offer, then its yes
    seats = theirs.json()["table"]["seats"]  # every seat one place on
    assert [(s["name"], s["account"]) for s in seats] == [("Bob", None), (name, name)]


def _expected(table_json: dict[str, Any], seat: int) -> str:
    return result_of(table_json["outcome"], seat)[0]


def test_a_profile_counts_games_and_lists_the_last_ones(site: str) -> None:
    name = handle()
    me, _ = signed_up(site, name)
    other_name = handle()
    other, _ = signed_up(site, other_name)
    with browser(site) as guest:
        first = game(site, me, guest, ("x", "Bob"))
    second = game(site, other, me, ("y", "z"))  # here `me` sits at seat 1
    # a game against a bot
    made = table(me, bots={1: "random"})
    start(me, made)
    third = play_out(site, made["table"]["id"], {0: made["token"]})
    # a game not over yet is not counted
    start(me, table(me, bots={1: "random"}))

    r = httpx.get(f"{site}/api/players/{name.upper()}")  # any case
    assert r.status_code == 200
    profile = r.json()
    assert profile["handle"] == name and profile["ratings"] == {}
    assert profile["created"] > 0
    won = sum(_expected(t, s) == "won" for t, s in ((first, 0), (second, 1), (third, 0)))
    assert profile["games"] == {"toy": {"played": 3, "won": won}}
    recent = profile["recent"]
    assert [g["table"] for g in recent] == [third["id"], second["id"], first["id"]]
    last = recent[0]
    assert last["game"] == "toy" and last["title"]["en"] and last["title"]["ru"]
    assert last["seat"] == 0 and last["finished"] >= recent[1]["finished"]
    assert last["result"] == _expected(third, 0) and last["place"] in (1, 2)
    assert last["opponents"] == [{"name": "random", "account": None, "bot": "random"}]
    assert last["replay"] == f"/replay/{third['id']}"
    assert last["analysis"] == f"/analysis/{third['id']}"
    assert recent[1]["seat"] == 1 and recent[1]["opponents"] == [
        {"name": other_name, "account": other_name, "bot": None}]
    assert recent[2]["opponents"] == [{"name": "Bob", "account": None, "bot": None}]


def test_a_profile_is_404_for_nobody_and_for_a_closed_account(site: str) -> None:
    for nobody in (handle(), "x" * 300, "deleted-abc"):
        r = httpx.get(f"{site}/api/players/{nobody}")
        assert r.status_code == 404
        assert r.json()["error"]["en"] and r.json()["error"]["ru"]
    name = handle()
    me, _ = signed_up(site, name)
    assert me.post("/api/account/disable", json={"password": "a long walk by the river"}
                   ).status_code == 200
    assert httpx.get(f"{site}/api/players/{name}").status_code == 404
    assert httpx.get(f"{site}/api/players/{name}/games").status_code == 404


@pytest.mark.parametrize("page", [1, 20])
def test_the_history_streams_every_game_over_as_ndjson(site: str, page: int,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(players, "PAGE", page)  # a page of one: the paging itself is tested
    name = handle()
    me, _ = signed_up(site, name)
    played = []
    with browser(site) as guest:
        for _ in range(3):
            played.append(game(site, me, guest, ("x", "Bob")))
    start(me, table(me, bots={1: "random"}))  # running: not in the history

    with httpx.stream("GET", f"{site}/api/players/{name}/games") as r:
        assert r.status_code == 200
        assert r.headers["content-type"].startswith("application/x-ndjson")
        # streamed: no length known beforehand, sent in chunks as the pages are read
        assert r.headers.get("transfer-encoding") == "chunked"
        assert "content-length" not in r.headers
        lines = [json.loads(line) for line in r.iter_lines() if line]
    assert [g["id"] for g in lines] == [t["id"] for t in reversed(played)]  # newest first
    for line in lines:
        record = httpx.get(f"{site}/api/tables/{line['id']}/record").json()
        assert line["moves"] == record["actions"] and len(line["moves"]) == 2
        assert line["seed"] == record["seed"] and line["outcome"] == record["outcome"]
        assert line["game"] == "toy" and line["rules_version"] == record["rules_version"]
        assert line["options"] == record["options"] and line["status"] == "finished"
        assert line["players"] == [
            {"seat": 0, "name": name, "account": name, "bot": None},
            {"seat": 1, "name": "Bob", "account": None, "bot": None}]
        assert line["created"] <= line["finished"]
    limited = httpx.get(f"{site}/api/players/{name}/games", params={"max": 2}).text
    assert [json.loads(x)["id"] for x in limited.splitlines()] == [g["id"] for g in lines[:2]]
    assert httpx.get(f"{site}/api/players/{name}/games", params={"max": 0}).status_code == 422
    # nobody's history: empty; not a player: 404
    fresh, _ = signed_up(site)
    assert fresh.get(f"/api/players/{fresh.get('/api/account').json()['account']['handle']}"
                     "/games").text == ""
    assert httpx.get(f"{site}/api/players/{handle()}/games").status_code == 404


def test_a_game_left_to_a_bot_stays_in_the_leavers_history(site: str) -> None:
    """A bot takes over a signed-in person's seat under their name and account: the game,
    played out by the bots, counts as theirs."""
    name = handle()
    me, _ = signed_up(site, name)
    made = table(me, bots={1: "random"})
    tid = made["table"]["id"]
    start(me, made)
    r = me.post(f"/api/tables/{tid}/leave", headers={"Authorization": f"Bearer {made['token']}"})
    assert r.status_code == 200
    seat = r.json()["seats"][0]
    assert (seat["kind"], seat["name"], seat["account"]) == ("bot", name, name)
    # the bots play it out by themselves (bot_delay 0)
    for _ in range(200):
        if httpx.get(f"{site}/api/tables/{tid}").json()["status"] == "finished":
            break
        time.sleep(0.05)
    recent = httpx.get(f"{site}/api/players/{name}").json()["recent"]
    assert [g["table"] for g in recent][:1] == [tid]
