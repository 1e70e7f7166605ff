"""A hostile client against tournaments, round three (issue 42, items 4 to 7 and 10), on
SQLite and PostgreSQL: one test per finding, each of which failed on the server before.

- 4. a disabled or deleted account is withdrawn at once, never seated again, and a table it
  sits at is settled as its seat leaving (nobody waits on a ghost's absent timer);
- 5. a deleted account's real handle is named nowhere a tournament shows;
- 6. an arena player who withdraws while seated and enters again is not seated at a second
  table while the first game runs;
- 7. pairing keeps a blocked pair apart (the rulings are in tests/tournaments/test_blocks.py);
- 10. creation is limited per client and per address too, the creator may cancel, and an
  upcoming tournament nobody entered is listed only to its creator until an hour before it.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from sqlalchemy import insert, select

from koloda.ratings.scale import MU, SIGMA, K
from koloda.server.rated.rows import RatingRow
from koloda.server.tournaments import db as tournaments_db
from koloda.server.tournaments.rows import TournamentPlayerRow

from .databases import fresh_url
from .helpers import running_hub
from .people import PASSWORD, ROOMY, play_out, rated_toy, signed_up
from .test_accounts import browser, refusal
from .test_tournaments import create, enter, page, person, seat, table_of, until

LIMITS = dataclasses.replace(ROOMY, tournament_round_seconds=0.1,
                             tournaments_per_day_account=100, tournaments_per_day_client=100,
                             tournaments_per_day_address=100)


@pytest.fixture(scope="module", autouse=True)
def toy_pools() -> Iterator[None]:
    with rated_toy():
        yield


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, backend: str) -> Iterator[tuple[str, Any]]:
    with running_hub(fresh_url(backend, tmp_path_factory.mktemp("db")), limits=LIMITS) as found:
        yield found


def rate(hub: Any, account_id: int, shown: float) -> None:
    """Give an account a settled toy-2 rating of about `shown` (it orders the pairing)."""
    with hub.store.engine.begin() as conn:
        conn.execute(insert(RatingRow).values(
            account_id=account_id, pool="toy-2", mu=MU + (shown - 1500) / K + SIGMA / 3,
            sigma=SIGMA / 3, games=20, updated=time.time()))


def entry_row(hub: Any, tid: str, account_id: int) -> Any:
    with hub.store.engine.connect() as conn:
        return conn.execute(select(TournamentPlayerRow.__table__).where(
            (TournamentPlayerRow.tournament_id == tid)
            & (TournamentPlayerRow.account_id == account_id))).first()


def live_tables(who: httpx.Client, tid: str) -> list[set[str | None]]:
    return [set(t["players"]) for t in page(who, tid)["tables"]]


# -- 4. a closed account: withdrawn, never seated, its seat left ----------------------------------
@pytest.mark.parametrize("closing", ["disable", "delete"])
def test_a_closed_account_is_withdrawn_from_every_tournament_and_never_paired(
        site: tuple[str, Any], closing: str) -> None:
    base, hub = site
    ann, a = person(site)
    ghost, g = person(site)
    upcoming = str(create(ann, starts_in=3600)["id"])
    live = str(create(ann)["id"])
    for tid in (upcoming, live):
        assert enter(ghost, tid).status_code == 200
    assert ghost.post(f"/api/account/{closing}", json={"password": PASSWORD}).status_code == 200
    # withdrawn at once from both, in the closing transaction
    for tid in (upcoming, live):
        assert entry_row(hub, tid, g["id"]).state == tournaments_db.WITHDRAWN
    # the live arena pairs the next comer with anyone but the ghost
    bob, b = person(site)
    assert enter(ann, live).status_code == 200 and enter(bob, live).status_code == 200
    table_of(ann, live)
    assert all(g["handle"] not in players for players in live_tables(ann, live))
    assert live_tables(ann, live) == [{a["handle"], b["handle"]}]


@pytest.mark.parametrize("closing", ["disable", "delete"])
def test_a_table_seated_with_an_account_closed_meanwhile_is_settled_as_its_seat_leaving(
        site: tuple[str, Any], closing: str) -> None:
    """The ghost's turn does not wait its absent timer (5 minutes): its seat is left within
    a tick, its bot plays on, and the game's result places it as one who left."""
    base, _hub = site
    ann, a = person(site)
    ghost, g = person(site)
    tid = str(create(ann)["id"])
    for who in (ann, ghost):
        assert enter(who, tid).status_code == 200
    table = table_of(ann, tid)
    mine = seat(ann, tid)
    assert ghost.post(f"/api/account/{closing}", json={"password": PASSWORD}).status_code == 200
    seats = until(lambda: (s := httpx.get(f"{base}/api/tables/{table}").json()["seats"])
                  and sum(x["kind"] == "bot" for x in s) == 1 and s)
    assert [x["kind"] for x in seats].count("human") == 1
    ended = play_out(base, table, {mine["seat"]: mine["token"]})  # the bot plays the ghost's
    assert ended["status"] == "finished"
    standings = until(lambda: (p := page(ann, tid))["games"] == 1 and p["standings"])
    by_state = {line["state"] for line in standings}
    assert by_state == {tournaments_db.IN, tournaments_db.WITHDRAWN}
    first = standings[0]
    assert first["handle"] == a["handle"] and first["points"] > 0  # the leaver placed last


# -- 5. a deleted account's handle is named nowhere ----------------------------------------------
def test_a_deleted_accounts_handle_shows_nowhere_in_a_tournament(site: tuple[str, Any]) -> None:
    base, _hub = site
    gone, g = person(site)
    ann, a = person(site)
    tid = str(create(gone)["id"])  # the creator's line names them
    for who in (gone, ann):
        assert enter(who, tid).status_code == 200
    table = table_of(ann, tid)
    seats = [seat(who, tid) for who in (gone, ann)]
    play_out(base, table, {s["seat"]: s["token"] for s in seats})
    until(lambda: page(ann, tid)["games"] == 1)
    assert g["handle"] in page(ann, tid)["creator"]
    r = gone.post("/api/account/delete", json={"password": PASSWORD})
    assert r.status_code == 200
    anonymous = r.json()["name"]

    stranger = browser(base)
    answers = {
        "list": stranger.get("/api/tournaments"),
        "list, signed in": ann.get("/api/tournaments"),
        "page": stranger.get(f"/api/tournaments/{tid}"),
        "page, signed in": ann.get(f"/api/tournaments/{tid}"),
        "page html": stranger.get(f"/tournaments/{tid}"),
        "table": stranger.get(f"/api/tables/{table}"),
        "record": stranger.get(f"/api/tables/{table}/record"),
        "replay": stranger.get(f"/replay/{table}"),
        "history of the other": stranger.get(f"/api/players/{a['handle']}/tournaments"),
        "games of the other": stranger.get(f"/api/players/{a['handle']}/games"),
        "profile of the other": stranger.get(f"/api/players/{a['handle']}"),
    }
    for what, answer in answers.items():
        assert answer.status_code == 200, (what, answer.status_code, answer.text[:200])
        assert g["handle"].lower() not in answer.text.lower(), what
    shown = page(ann, tid)
    assert shown["creator"] == anonymous
    assert anonymous in {line["handle"] for line in shown["standings"]}
    # the deleted account's own history is gone with its profile
    assert stranger.get(f"/api/players/{g['handle']}/tournaments").status_code == 404


# -- 6. one live table at a time ------------------------------------------------------------------
def test_an_arena_player_who_withdraws_while_seated_and_enters_again_waits_for_their_game(
        site: tuple[str, Any]) -> None:
    base, hub = site
    ann, a = person(site)
    bob, _b = person(site)
    tid = str(create(ann)["id"])
    for who in (ann, bob):
        assert enter(who, tid).status_code == 200
    first = table_of(ann, tid)
    assert ann.delete(f"/api/tournaments/{tid}/entry").status_code == 200
    assert enter(ann, tid).status_code == 200
    # back in, but not on the waiting line while the first game runs
    row = entry_row(hub, tid, a["id"])
    assert row.state == tournaments_db.IN and row.waiting is None
    me = page(ann, tid)["me"]
    assert me["state"] == tournaments_db.IN and not me["waiting"] and me["table"] == first
    # a newcomer waits: nobody is seated with ann while her game runs
    cat, _c = person(site)
    assert enter(cat, tid).status_code == 200
    assert len(page(ann, tid)["tables"]) == 1
    seats = [seat(who, tid) for who in (ann, bob)]
    play_out(base, first, {s["seat"]: s["token"] for s in seats})
    # her game over, she is back on the waiting line (or paired at once with cat)
    until(lambda: (me := page(ann, tid)["me"])["waiting"] or me["table"] not in (None, first))
    assert sum(a["handle"] in t["players"] for t in page(ann, tid)["tables"]) <= 1


# -- 7. blocks hold in tournaments ----------------------------------------------------------------
def test_an_arena_and_a_swiss_round_never_seat_a_blocked_pair(site: tuple[str, Any]) -> None:
    """Four people; the two rated highest (neighbours in the standings, so paired together
    without the block) blocked each other: each sits with one of the others."""
    _base, hub = site
    people = [person(site) for _ in range(4)]
    for (_who, acc), shown in zip(people, (1900, 1890, 1500, 1490), strict=True):
        rate(hub, acc["id"], shown)
    (top, t), (_second, s) = people[0], people[1]
    assert top.post("/api/account/blocks", json={"handle": s["handle"]}).status_code == 200
    for fmt in ("arena", "swiss"):
        body = {"format": fmt, "rounds": 1} if fmt == "swiss" else {}
        tid = str(create(top, starts_in=1, **body)["id"])
        for who, _acc in people:
            assert enter(who, tid).status_code == 200
        tables = until(lambda tid=tid: len(live_tables(top, tid)) == 2 and live_tables(top, tid))
        assert all(not {t["handle"], s["handle"]} <= players for players in tables), fmt


# -- 10. the list cannot be flooded ---------------------------------------------------------------
def test_fresh_accounts_on_one_client_cannot_flood_the_tournament_list(
        tmp_path_factory: pytest.TempPathFactory, backend: str) -> None:
    limits = dataclasses.replace(LIMITS, tournaments_per_day_account=10,
                                 tournaments_per_day_client=4, tournaments_per_day_address=6)
    url = fresh_url(backend, tmp_path_factory.mktemp("flood"))
    with running_hub(url, limits=limits) as (base, _hub):
        made = 0
        for n in range(6):  # six fresh accounts, one browser (one client id, one address)
            flooder, _ = signed_up(base, address="127.0.0.9")
            flooder.headers["X-Koloda-Client"] = "one-browser-client-id"
            while True:
                r = flooder.post("/api/tournaments", json={
                    "game": "toy", "format": "arena", "size": 2, "seconds": 600,
                    "starts_in": 7 * 86400})
                if r.status_code != 201:
                    break
                made += 1
            assert r.status_code == 429 and refusal(r)
            assert made == limits.tournaments_per_day_client, n  # the client's day is spent
        # other clients of the address share its day too, then a new address is free
        other, _ = signed_up(base, address="127.0.0.9")
        other.headers["X-Koloda-Client"] = "another-browser-client"
        codes = [other.post("/api/tournaments", json={
            "game": "toy", "format": "arena", "size": 2, "seconds": 600}).status_code
            for _ in range(3)]
        assert codes == [201, 201, 429]
        elsewhere, _ = signed_up(base, address="127.0.0.10")
        assert elsewhere.post("/api/tournaments", json={
            "game": "toy", "format": "arena", "size": 2, "seconds": 600}).status_code == 201


def test_an_empty_tournament_is_listed_only_to_its_creator_until_an_hour_before_it(
        site: tuple[str, Any]) -> None:
    base, _hub = site
    ann, _a = person(site)
    bob, _b = person(site)
    later = str(create(ann, starts_in=2 * 3600)["id"])
    soon = str(create(ann, starts_in=1800)["id"])

    def listed(who: httpx.Client) -> set[str]:
        return {t["id"] for t in who.get("/api/tournaments").json()["upcoming"]}

    assert {later, soon} <= listed(ann)
    for other in (bob, browser(base)):
        assert soon in listed(other) and later not in listed(other)
    assert bob.get(f"/api/tournaments/{later}").status_code == 200  # its link still works
    assert enter(bob, later).status_code == 200  # an entrant: listed for everyone
    assert later in listed(browser(base))


def called_off(who: httpx.Client) -> dict[str, Any] | None:
    """The newest notice in `who`'s bell that a tournament was called off, if any."""
    items = who.get("/api/notifications").json()["items"]
    return next((n for n in items if "called off" in n["text"]["en"]), None)


def test_the_creator_cancels_a_tournament_before_its_start_and_nobody_else_may(
        site: tuple[str, Any]) -> None:
    base, _hub = site
    ann, _a = person(site)
    bob, _b = person(site)
    tid = str(create(ann, starts_in=3600)["id"])
    assert enter(bob, tid).status_code == 200
    r = bob.delete(f"/api/tournaments/{tid}")
    assert r.status_code == 403 and refusal(r)
    assert browser(base).delete(f"/api/tournaments/{tid}").status_code == 403
    r = ann.delete(f"/api/tournaments/{tid}")
    assert r.status_code == 200, r.text
    assert ann.get(f"/api/tournaments/{tid}").status_code == 404
    assert tid not in {t["id"] for t in ann.get("/api/tournaments").json()["upcoming"]}
    assert ann.delete(f"/api/tournaments/{tid}").status_code == 404
    # its entrant hears of it (the bell, and Web Push where subscribed); its creator, who did
    # it, does not
    told = until(lambda: called_off(bob))
    assert "called off by its creator" in told["text"]["en"] and told["kind"] == "tournament"
    assert called_off(ann) is None
    # once started, it is played out: no cancel
    live = str(create(ann)["id"])
    until(lambda: page(ann, live)["state"] == "live")
    r = ann.delete(f"/api/tournaments/{live}")
    assert r.status_code == 409 and refusal(r)


def test_a_moderator_cancels_a_tournament_before_its_start_logged_and_nobody_else_may(
        site: tuple[str, Any]) -> None:
    """Item 10's "and a moderator": POST /api/mod/tournaments/ID/cancel with a reason, in
    moderation's log under the creator's account; 403 for anyone else; a started one stays."""
    from koloda.server.moderation import db as mod_db

    base, hub = site
    ann, a = person(site)
    bob, _b = person(site)
    mod, m = person(site)
    assert mod_db.set_moderator(hub.store, m["id"], True, time.time())
    tid = str(create(ann, starts_in=3600)["id"])
    assert enter(bob, tid).status_code == 200
    # the page offers the moderator its cancelling, nobody else
    assert page(mod, tid)["me"]["moderator"] is True
    assert page(bob, tid)["me"]["moderator"] is False

    def cancel(who: httpx.Client, reason: str = "a flood of empty events") -> httpx.Response:
        return who.post(f"/api/mod/tournaments/{tid}/cancel", json={"reason": reason})

    for stranger in (bob, ann, browser(base)):  # an entrant, even its creator, a guest
        r = cancel(stranger)
        assert r.status_code == 403 and refusal(r)
    assert mod.delete(f"/api/tournaments/{tid}").status_code == 403  # the creator's route
    assert cancel(mod, "  ").status_code == 422  # a reason is needed
    r = cancel(mod)
    assert r.status_code == 200, r.text
    assert r.json()["entrants"] == 1
    assert ann.get(f"/api/tournaments/{tid}").status_code == 404
    assert tid not in {t["id"] for t in bob.get("/api/tournaments").json()["upcoming"]}
    assert cancel(mod).status_code == 404
    line = mod_db.log_of(hub.store, a["id"])[0]
    assert (line["action"], line["moderator"], line["reason"]) == (
        "cancel", m["handle"], "a flood of empty events")
    # its entrant and its creator hear of it in their bells, never who the moderator was
    for told in (until(lambda: called_off(bob)), until(lambda: called_off(ann))):
        assert "by a moderator" in told["text"]["en"]
        assert "модератором" in told["text"]["ru"] and m["handle"] not in str(told)
    assert line["details"]["tournament"] == tid and line["details"]["entrants"] == 1
    # its creator reads it on their account page, without the moderator's name
    actions = ann.get("/api/standing").json()["actions"]
    assert [(x["action"], x["reason"]) for x in actions] == [
        ("cancel", "a flood of empty events")]
    # once started, it is played out: no cancel, nothing logged
    live = str(create(ann)["id"])
    until(lambda: page(ann, live)["state"] == "live")
    assert page(mod, live)["me"]["moderator"] is False
    r = mod.post(f"/api/mod/tournaments/{live}/cancel", json={"reason": "too late"})
    assert r.status_code == 409 and refusal(r)
    assert page(ann, live)["state"] == "live"
    assert len(mod_db.log_of(hub.store, a["id"])) == 1
