"""Claiming a guest's games (POST /api/account/claim), on SQLite and PostgreSQL: the seats of a
browser's tokens become the account's, never twice, never two accounts'; a live table's room
learns it and keeps it; unknown tokens are passed over."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from koloda.server.people import accounts_db, players_db
from koloda.server.store import Store
from koloda.server.tables.seats import hash_token

from .databases import fresh_url
from .helpers import auth, running_hub
from .people import ROOMY, browser, game, handle, signed_up, table


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory,
         backend: str) -> Iterator[tuple[str, Any]]:
    with running_hub(fresh_url(backend, tmp_path_factory.mktemp("db")), limits=ROOMY) as (
            base, hub):
        yield base, hub


def test_a_guest_claims_the_games_played_before_signing_up(site: tuple[str, Any]) -> None:
    base, _hub = site
    guest, other = browser(base), browser(base)
    ended = game(base, guest, other, ("Guest Me", "Bob"))
    tid, mine = ended["id"], ended["tokens"][0]
    name = handle()
    assert httpx.get(f"{base}/api/players/{handle()}").status_code == 404
    me, _ = signed_up(base, name)
    r = me.post("/api/account/claim", json={"tokens": [mine, "not-a-token", "x" * 300]})
    assert r.status_code == 200, r.text
    assert r.json() == {"claimed": [{"table": tid, "seat": 0}], "taken": []}
    # the seat keeps the name it played under, and names the account now
    seat = httpx.get(f"{base}/api/tables/{tid}").json()["seats"][0]
    assert (seat["name"], seat["account"]) == ("Guest Me", name)
    profile = httpx.get(f"{base}/api/players/{name}").json()
    assert profile["games"]["toy"]["played"] == 1
    assert [g["table"] for g in profile["recent"]] == [tid]
    # not twice: the second time it is taken (by this account itself)
    again = me.post("/api/account/claim", json={"tokens": [mine]}).json()
    assert again == {"claimed": [], "taken": [{"table": tid, "seat": 0}]}
    # nor by another account
    thief, _ = signed_up(base)
    stolen = thief.post("/api/account/claim", json={"tokens": [mine]}).json()
    assert stolen == {"claimed": [], "taken": [{"table": tid, "seat": 0}]}
    assert httpx.get(f"{base}/api/players/{name}").json()["games"]["toy"]["played"] == 1


def test_claiming_needs_a_sign_in_and_at_most_200_tokens(site: tuple[str, Any]) -> None:
    base, _hub = site
    with browser(base) as guest:
        r = guest.post("/api/account/claim", json={"tokens": ["abc"]})
        assert r.status_code == 401
    me, _ = signed_up(base)
    assert me.post("/api/account/claim", json={"tokens": ["t"] * 201}).status_code == 422
    assert me.post("/api/account/claim", json={"tokens": "abc"}).status_code == 422
    assert me.post("/api/account/claim", json={"tokens": []}).json() == {"claimed": [],
                                                                         "taken": []}


def test_a_live_tables_seat_claimed_keeps_its_account(site: tuple[str, Any]) -> None:
    """The room in memory learns the claim, and its next write (a bot seated) keeps it."""
    base, hub = site
    guest = browser(base)
    made = table(guest, name="Early")
    tid = made["table"]["id"]
    name = handle()
    me, _ = signed_up(base, name)
    claimed = me.post("/api/account/claim", json={"tokens": [made["token"]]}).json()
    assert claimed["claimed"] == [{"table": tid, "seat": 0}]
    assert httpx.get(f"{base}/api/tables/{tid}").json()["seats"][0]["account"] == name
    r = guest.post(f"/api/tables/{tid}/bots", json={"seat": 1, "bot": "random"},
                   headers=auth(made["token"]))
    assert r.status_code == 200
    stored = hub.store.load(tid)
    assert stored.seats[0]["account_id"] is not None and stored.seats[0]["account"] == name


def test_a_room_that_did_not_learn_of_a_claim_keeps_it_when_written(
        site: tuple[str, Any]) -> None:
    """Another process's room (or one older than the claim) writes its seats without the
    account: the database keeps the seat's account all the same."""
    base, hub = site
    guest = browser(base)
    made = table(guest, name="Early")
    tid = made["table"]["id"]
    me, _ = signed_up(base)
    account = me.get("/api/account").json()["account"]
    mine = accounts_db.account(hub.store, handle_key=account["handle"].lower())
    claimed, _taken = players_db.claim(hub.store, mine["id"], [hash_token(made["token"])])
    assert claimed == [(tid, 0)]  # the room in memory was not told
    r = guest.post(f"/api/tables/{tid}/bots", json={"seat": 1, "bot": "random"},
                   headers=auth(made["token"]))
    assert r.status_code == 200
    assert hub.store.load(tid).seats[0]["account"] == account["handle"]


def test_a_claimed_game_in_play_shows_the_handle_and_is_on_the_profile(
        site: tuple[str, Any]) -> None:
    """Issue 44, item 7: a game still running, claimed, is listed on the profile as the
    public list of tables shows it (with its link), and its seat bears the account's handle,
    in the room and in the database, even where a room that did not learn of it writes."""
    base, hub = site
    guest, other = browser(base), browser(base)
    made = table(guest, name="Player 1")
    tid = made["table"]["id"]
    assert other.post(f"/api/tables/{tid}/join", json={"name": "Bob"}).status_code == 200
    r = guest.post(f"/api/tables/{tid}/start", headers=auth(made["token"]))
    assert r.status_code == 200, r.text
    name = handle()
    me, _ = signed_up(base, name)
    assert me.post("/api/account/claim", json={"tokens": [made["token"]]}).json()[
        "claimed"] == [{"table": tid, "seat": 0}]
    seat = httpx.get(f"{base}/api/tables/{tid}").json()["seats"][0]
    assert (seat["name"], seat["account"]) == (name, name)
    profile = httpx.get(f"{base}/api/players/{name}").json()
    assert profile["recent"] == []  # not over: no record, no result
    [live] = profile["live"]
    assert live["table"] == tid and live["link"] == f"/t/{tid}" and live["status"] == "playing"
    assert live["title"]["en"] and live["seat"] == 0
    assert [(p["name"], p["account"]) for p in live["players"]] == [(name, name), ("Bob", None)]
    assert set(live) == {"table", "game", "title", "status", "created", "seat", "players",
                         "link"}  # nothing the lobby's list does not show
    # a room that did not learn of a claim keeps the handle the database gave the seat
    guest2 = browser(base)
    made2 = table(guest2, name="Early")
    other_name = handle()
    me2, _ = signed_up(base, other_name)
    mine = accounts_db.account(hub.store, handle_key=other_name.lower())
    players_db.claim(hub.store, mine["id"], [hash_token(made2["token"])], other_name)
    r = guest2.post(f"/api/tables/{made2['table']['id']}/bots",
                    json={"seat": 1, "bot": "random"}, headers=auth(made2["token"]))
    assert r.status_code == 200
    assert hub.store.load(made2["table"]["id"]).seats[0]["name"] == other_name


@pytest.mark.parametrize("db", ["sqlite", "postgresql"])
def test_two_accounts_racing_for_one_seat_one_wins(db: str, tmp_path: Path) -> None:
    """Two processes (two engines) claim the same token at once, many times: each seat goes
    to exactly one account."""
    url = fresh_url(db, tmp_path)
    stores = [Store(url), Store(url)]
    try:
        ids = []
        for i in range(2):
            name = f"racer{i}"
            ids.append(accounts_db.add_account(stores[0],
                {"handle": name, "handle_key": name, "name": name, "password_hash": "x",
                 "created": 1.0, "status": "active"}, [],
                {"token_hash": f"s{i}", "public_id": f"p{i}", "account_id": 0, "created": 1.0,
                 "last_seen": 1.0, "expires": 9e9, "user_agent": None}))
        for n in range(20):
            row = {"id": f"race{n}", "game": "toy", "rules_version": "1", "options": {},
                   "table_options": {}, "players": 2, "seed": 1, "setup": None,
                   "status": "finished", "created": 1.0, "finished": 2.0, "outcome": None,
                   "again": None, "host_hash": None}
            stores[0].put_table(row, [
                {"seat": 0, "kind": "human", "name": "A", "bot": None,
                 "token_hash": hash_token(f"tok{n}"), "account_id": None},
                {"seat": 1, "kind": "bot", "name": "random", "bot": "random",
                 "token_hash": None, "account_id": None}])
        hashes = [hash_token(f"tok{n}") for n in range(20)]
        results: list[Any] = [None, None]
        go = threading.Barrier(2)

        def racer(i: int) -> None:
            go.wait()
            results[i] = players_db.claim(stores[i], ids[i], hashes)

        threads = [threading.Thread(target=racer, args=(i,)) for i in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=60)
        won = [set(r[0]) for r in results]
        assert not won[0] & won[1]
        assert won[0] | won[1] == {(f"race{n}", 0) for n in range(20)}
        for i in range(2):  # what one did not get, it was told was taken
            assert set(results[i][1]) == won[1 - i]
    finally:
        for store in stores:
            store.close()
