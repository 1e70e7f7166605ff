"""Moderation against a real server (server/moderation/, docs/moderation.md): reports and their
limits, automatic flags through the bus, the 403 wall around /mod and /api/mod, each action's
effect (warn, mute, bar, close, cheat with its refunds), the person told, and the log that only
grows. On SQLite and PostgreSQL (the `backend` fixture)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from sqlalchemy import insert, select, text
from sqlalchemy.exc import DBAPIError

from koloda.ratings import K, shown
from koloda.ratings import refund as refunds
from koloda.server.app import create_app
from koloda.server.bus import Flagged
from koloda.server.http import ApiError
from koloda.server.moderation import db as mod_db
from koloda.server.moderation import scan
from koloda.server.moderation import service as moderation
from koloda.server.rated import db as rated_db
from koloda.server.rated.rows import RatingHistoryRow, RatingRow
from koloda.server.store import SeatRow, TableRow

from .databases import fresh_url
from .helpers import Client, running_hub, ws_connect, ws_url
from .people import PASSWORD, ROOMY, browser, handle, join, rated_toy, signed_up, start

RATED = {"hand": 1, "bot_delay": 0, "turn_seconds": 60, "rated": True}


@pytest.fixture(scope="module", autouse=True)
def toy_pools() -> Iterator[None]:
    with rated_toy():
        yield


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, backend: str) -> Iterator[tuple[str, Any]]:
    with running_hub(fresh_url(backend, tmp_path_factory.mktemp("db")), limits=ROOMY) as found:
        yield found


def person(base: str, hub: Any) -> tuple[httpx.Client, str, int]:
    """A signed-up person: their browser, handle and account id."""
    name = handle()
    client, _ = signed_up(base, name)
    found = mod_db.account_by_handle(hub.store, name)
    assert found is not None
    return client, name, int(found["id"])


def moderator(base: str, hub: Any) -> tuple[httpx.Client, str, int]:
    client, name, aid = person(base, hub)
    assert mod_db.set_moderator(hub.store, aid, True, time.time())
    return client, name, aid


def a_table(client: httpx.Client, options: dict[str, Any] | None = None) -> dict[str, Any]:
    r = client.post("/api/tables", json={"game": "toy", "players": 2, "name": "x",
                                         "options": options or {"hand": 1, "bot_delay": 0}})
    assert r.status_code == 200, r.text
    return r.json()  # type: ignore[no-any-return]


def report(client: httpx.Client, about: str, **body: Any) -> httpx.Response:
    return client.post("/api/reports", json={"handle": about, "reason": body.pop("reason", "other"),
                                             "text": body.pop("text", "look"), **body})


def act(client: httpx.Client, about: str, action: str, **body: Any) -> httpx.Response:
    return client.post(f"/api/mod/people/{about}/actions",
                       json={"action": action, "reason": body.pop("reason", "seen it"), **body})


def notice_of(client: httpx.Client) -> dict[str, Any] | None:
    return client.get("/api/account").json().get("notice")  # type: ignore[no-any-return]


# -- reports ---------------------------------------------------------------------------------
def test_a_signed_in_person_reports_another_and_a_guest_cannot(site: tuple[str, Any]) -> None:
    base, hub = site
    me, _mine, _ = person(base, hub)
    _other, theirs, _ = person(base, hub)
    r = report(me, theirs, reason="chat", text="  rude  ")
    assert r.status_code == 201, r.text
    kept = mod_db.report(hub.store, r.json()["id"])
    assert kept is not None and kept["reason"] == "chat" and kept["text"] == "rude"
    guest = browser(base)
    assert report(guest, theirs).status_code == 401
    assert report(me, _mine).status_code == 422  # oneself
    assert report(me, "nobody-" + handle()).status_code == 404
    assert me.post("/api/reports", json={"handle": theirs, "reason": "spite"}).status_code == 422
    assert report(me, theirs, text="x" * 2001).status_code == 422


def test_a_report_about_a_table_names_someone_who_sat_there(site: tuple[str, Any]) -> None:
    base, hub = site
    a, _, _ = person(base, hub)
    b, b_name, _ = person(base, hub)
    _c, c_name, _ = person(base, hub)
    made = a_table(b)
    tid = made["table"]["id"]
    assert report(a, b_name, table=tid).status_code == 201
    assert report(a, c_name, table=tid).status_code == 422  # never seated there
    assert report(a, c_name, table=tid, chat_n=0).status_code == 422  # no such line


def test_reports_are_limited_open_at_once_again_and_a_day(site: tuple[str, Any]) -> None:
    base, hub = site
    me, _, _ = person(base, hub)
    others = [person(base, hub)[1] for _ in range(moderation.OPEN_REPORTS + 1)]
    for name in others[:moderation.OPEN_REPORTS]:
        assert report(me, name).status_code == 201
    again = report(me, others[0])
    assert again.status_code == 429 and again.json()["error"] == moderation.TOO_MANY[
        "again"].to_json()
    full = report(me, others[-1])
    assert full.status_code == 429 and full.json()["error"] == moderation.TOO_MANY[
        "open"].to_json()
    # handled reports free the open places; the day's count stays
    mod, _, _ = moderator(base, hub)
    queue = mod.get("/api/mod/queue").json()["items"]
    mine = [i for i in queue if i["type"] == "report" and i["accounts"][0] in others]
    for item in mine:
        assert act(mod, item["accounts"][0], "dismiss", report=item["id"]).status_code == 200
    extra = [person(base, hub)[1] for _ in range(moderation.REPORTS_PER_DAY)]
    sent = [report(me, name).status_code for name in extra]
    # 5 earlier + 5 now = the day's 10; the next is refused for the day
    assert sent.count(201) == moderation.REPORTS_PER_DAY - moderation.OPEN_REPORTS
    assert sent[-1] == 429


def test_the_reporter_is_told_when_their_report_is_handled(site: tuple[str, Any]) -> None:
    base, hub = site
    me, _, _ = person(base, hub)
    _o, other, _ = person(base, hub)
    rid = report(me, other, reason="leaving").json()["id"]
    mod, _, _ = moderator(base, hub)
    assert act(mod, other, "warn", report=rid, reason="left three games").status_code == 200
    assert notice_of(me) == {"kind": "report-handled", "at": pytest.approx(time.time(), abs=60),
                             "about": other}
    mine = me.get("/api/standing").json()["reports"]
    assert mine[0]["state"] == "handled" and mine[0]["about"] == other
    handled = mod.get("/api/mod/queue", params={"state": "handled"}).json()["items"]
    assert any(i["type"] == "report" and i["id"] == rid for i in handled)


# -- flags -----------------------------------------------------------------------------------
def test_a_detector_s_flag_on_the_bus_lands_in_the_queue_once(site: tuple[str, Any]) -> None:
    base, hub = site
    _a, a_name, a = person(base, hub)
    _b, b_name, b = person(base, hub)
    flag = Flagged("collusion", (a, b), "durak-3", {"z": -5.2, "evidence": []})
    loop = next(iter(hub._tasks)).get_loop()  # the server's loop: the bus publishes there
    loop.call_soon_threadsafe(hub.bus.publish, flag)
    loop.call_soon_threadsafe(hub.bus.publish, flag)  # again: no second item
    mod, _, _ = moderator(base, hub)
    deadline = time.monotonic() + 10
    while True:
        items = [i for i in mod.get("/api/mod/queue").json()["items"]
                 if i["type"] == "flag" and set(i["accounts"]) == {a_name, b_name}]
        if items or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert len(items) == 1 and items[0]["pool"] == "durak-3" and items[0]["evidence"]["z"] == -5.2
    dossier = mod.get(f"/api/mod/people/{a_name}").json()
    assert [f["kind"] for f in dossier["flags"]] == ["collusion"]


def test_the_queue_puts_the_most_reported_person_first(site: tuple[str, Any]) -> None:
    base, hub = site
    _t, target, _ = person(base, hub)
    for _ in range(3):
        assert report(person(base, hub)[0], target, reason="cheating").status_code == 201
    mod, _, _ = moderator(base, hub)
    items = mod.get("/api/mod/queue").json()["items"]
    assert items[0]["accounts"] == [target] and items[0]["urgency"] >= 3


# -- only moderators -------------------------------------------------------------------------
def mod_routes() -> list[tuple[str, str]]:
    """Every (method, path) of the app under /mod and /api/mod, its parameters filled in: a
    route added later is tried without anyone listing it here."""
    def walk(routes: list[Any]) -> Iterator[Any]:
        for route in routes:
            inner = getattr(route, "original_router", None)  # an included router
            yield from walk(inner.routes) if inner is not None else [route]

    out = []
    for route in walk(create_app("sqlite://").routes):
        path = getattr(route, "path", "")
        if path == "/mod" or path.startswith(("/mod/", "/api/mod/")):
            filled = path.replace("{handle}", "someone")
            for method in sorted(getattr(route, "methods", None) or {"GET"}):
                if method != "HEAD":
                    out.append((method, filled))
    return out


def test_only_moderators_reach_mod_and_its_api(site: tuple[str, Any]) -> None:
    base, hub = site
    routes = mod_routes()
    assert {("GET", "/mod"), ("GET", "/api/mod/queue"),
            ("POST", "/api/mod/people/someone/actions")} <= set(routes)
    _p, victim, _ = person(base, hub)
    ordinary, _, _ = person(base, hub)
    guest = browser(base)
    for who in (guest, ordinary):
        for method, path in routes:
            r = who.request(method, path.replace("someone", victim),
                            json={"action": "close", "reason": "x"} if method == "POST" else None)
            assert r.status_code == 403, (method, path, r.status_code)
    assert notice_of(browser(base)) is None  # nothing happened to anyone
    mod, _, _ = moderator(base, hub)
    assert mod.get("/mod").status_code == 200
    assert mod.get(f"/mod/@/{victim}").status_code == 200
    assert mod.get("/api/mod/queue").status_code == 200


def test_a_moderator_s_action_from_another_site_is_refused(site: tuple[str, Any]) -> None:
    base, hub = site
    mod, _, _ = moderator(base, hub)
    _p, victim, _ = person(base, hub)
    mod.headers["Origin"] = "https://elsewhere.example"
    assert act(mod, victim, "warn").status_code == 403


# -- the actions -----------------------------------------------------------------------------
def test_a_warning_is_logged_and_told(site: tuple[str, Any]) -> None:
    base, hub = site
    mod, mod_name, _ = moderator(base, hub)
    them, name, _ = person(base, hub)
    assert act(mod, name, "warn", reason="").status_code == 422  # a reason is needed
    assert act(mod, name, "warn", reason="be kind in chat").status_code == 200
    told = notice_of(them)
    assert told is not None and told["kind"] == "moderation" and told["action"] == "warn"
    mine = them.get("/api/standing").json()
    assert mine["actions"][0]["action"] == "warn"
    assert mine["actions"][0]["reason"] == "be kind in chat"
    assert "moderator" not in mine["actions"][0]
    kept = mod.get(f"/api/mod/people/{name}").json()["log"]
    assert kept[0]["action"] == "warn" and kept[0]["moderator"] == mod_name


def test_a_muted_person_s_chat_lines_are_refused_until_unmuted(site: tuple[str, Any]) -> None:
    base, hub = site
    mod, _, _ = moderator(base, hub)
    them, name, _ = person(base, hub)
    made = a_table(them)
    tid, token = made["table"]["id"], made["token"]
    assert act(mod, name, "mute", hours=0.1).status_code == 422
    assert act(mod, name, "mute", hours=2).status_code == 200

    async def say(words: str) -> dict[str, Any]:
        async with ws_connect(ws_url(base, tid, token)) as ws:
            client = Client(ws, 0)
            await client.until(lambda m: m["type"] == "chat_history")
            await client.send({"type": "chat", "text": words})
            return await client.until(lambda m: m["type"] in ("chat", "error"))

    refused = asyncio.run(say("hello"))
    assert refused["type"] == "error" and refused.get("chat")
    assert "muted" in refused["reason"]["en"] and refused["reason"]["ru"]
    assert act(mod, name, "unmute").status_code == 200
    assert asyncio.run(say("hello again"))["type"] == "chat"


def test_a_barred_person_may_not_play_rated_but_may_play_unrated(
        site: tuple[str, Any]) -> None:
    base, hub = site
    mod, _, _ = moderator(base, hub)
    them, name, _ = person(base, hub)
    other, _, _ = person(base, hub)
    assert act(mod, name, "bar", days=7).status_code == 200
    r = them.post("/api/tables", json={"game": "toy", "players": 2, "name": "x",
                                       "options": RATED})
    assert r.status_code == 403 and "barred" in r.json()["error"]["en"]
    assert r.json()["error"]["ru"]
    made = a_table(other, RATED)  # another's rated table: not seated there
    assert join(them, made["table"]["id"]).status_code == 403
    seek = them.post("/api/seeks", json={"game": "toy", "players": 2, "rated": True,
                                         "turn_seconds": 60})
    assert seek.status_code == 403
    assert a_table(them)["table"]["status"] == "open"  # unrated: as before
    assert act(mod, name, "unbar").status_code == 200
    made = a_table(them, RATED)
    r = join(other, made["table"]["id"])
    assert r.status_code == 200
    start(them, made)


def test_a_closed_account_is_signed_out_and_cannot_reopen(site: tuple[str, Any]) -> None:
    base, hub = site
    mod, _, _ = moderator(base, hub)
    them, name, _ = person(base, hub)
    assert act(mod, name, "close", reason="many accounts").status_code == 200
    assert them.get("/api/account").status_code == 401
    again = browser(base).post("/api/account/reopen", json={"handle": name,
                                                            "password": "a long walk by the river"})
    assert again.status_code == 401
    assert act(mod, name, "close").status_code == 409
    assert mod.get(f"/api/mod/people/{name}").json()["account"]["status"] == "closed"


def test_a_moderator_opens_again_an_account_closed_by_moderation_and_only_that(
        site: tuple[str, Any]) -> None:
    """A close undone (an appeal heard, a mistake): the account signs in again, the log keeps
    both, its owner is told; an active account, or one its owner disabled, is not "reopened"
    by a moderator (the owner's own is theirs to reopen by signing in)."""
    base, hub = site
    mod, _, _ = moderator(base, hub)
    them, name, aid = person(base, hub)
    assert act(mod, name, "reopen", reason="not closed").status_code == 409
    assert act(mod, name, "close", reason="many accounts").status_code == 200
    r = act(mod, name, "reopen", reason="the appeal was heard")
    assert r.status_code == 200, r.text
    assert mod.get(f"/api/mod/people/{name}").json()["account"]["status"] == "active"
    signin = browser(base).post("/api/account/signin",
                                json={"handle": name, "password": PASSWORD})
    assert signin.status_code == 200, signin.text
    assert [x["action"] for x in mod_db.log_of(hub.store, aid)][:2] == ["reopen", "close"]
    assert act(mod, name, "reopen", reason="twice").status_code == 409
    # the owner's own disabling is not the moderators' to undo
    owner, own_name, _ = person(base, hub)
    assert owner.post("/api/account/disable", json={"password": PASSWORD}).status_code == 200
    assert act(mod, own_name, "reopen", reason="no").status_code == 409


# -- the operator's command line: koloda admin disable-account / enable-account --------------
def test_the_operator_closes_an_account_through_the_moderators_action_on_every_process(
        site: tuple[str, Any]) -> None:
    """Issue 47: `moderation.service.by_operator` (what `koloda admin disable-account` runs,
    on the database, no server at hand): the session is refused at once by two processes
    serving the same database, the password no longer signs in, its tournament entry is
    withdrawn, the log names the command line; `enable-account` opens it again."""
    from koloda.server.app import closing_bus
    from koloda.server.tournaments import db as tournaments_db
    from koloda.server.tournaments.rows import TournamentPlayerRow

    base, hub = site
    them, name, aid = person(base, hub)
    made = them.post("/api/tournaments", json={"game": "toy", "options": {"hand": 1},
                                               "format": "arena", "size": 2, "seconds": 600,
                                               "starts_in": 3600, "enter": True})
    assert made.status_code == 201, made.text
    tid = made.json()["id"]
    with running_hub(str(hub.store.engine.url.render_as_string(hide_password=False)),
                     limits=ROOMY) as (other_base, _other):
        elsewhere = httpx.Client(base_url=other_base, cookies=them.cookies, timeout=30)
        assert elsewhere.get("/api/account").status_code == 200  # one session, two processes
        done = moderation.by_operator(hub.store, closing_bus(), name.upper(), "close",
                                      "spam from a script")
        assert done["handle"] == name
        assert them.get("/api/account").status_code == 401
        assert elsewhere.get("/api/account").status_code == 401
    signin = {"handle": name, "password": PASSWORD}
    r = browser(base).post("/api/account/signin", json=signin)
    assert r.status_code == 401
    with hub.store.engine.connect() as conn:
        entry = conn.execute(select(TournamentPlayerRow.state).where(
            (TournamentPlayerRow.tournament_id == tid)
            & (TournamentPlayerRow.account_id == aid))).scalar()
    assert entry == tournaments_db.WITHDRAWN
    line = mod_db.log_of(hub.store, aid)[0]
    assert (line["action"], line["moderator"], line["reason"]) == (
        "close", None, "spam from a script")
    with pytest.raises(ApiError) as again:
        moderation.by_operator(hub.store, closing_bus(), name, "close", "twice")
    assert again.value.status == 409
    with pytest.raises(ApiError) as nobody:
        moderation.by_operator(hub.store, closing_bus(), "nobody-" + handle(), "close", "x")
    assert nobody.value.status == 404
    with pytest.raises(ApiError):
        moderation.by_operator(hub.store, closing_bus(), name, "close", "  ")  # no reason

    moderation.by_operator(hub.store, closing_bus(), name, "reopen", "appeal heard")
    back = browser(base)
    r = back.post("/api/account/signin", json=signin)
    assert r.status_code == 200, r.text
    assert notice_of(back)["action"] == "reopen"  # type: ignore[index]
    assert [e["action"] for e in mod_db.log_of(hub.store, aid)][:2] == ["reopen", "close"]
    with pytest.raises(ApiError) as open_:
        moderation.by_operator(hub.store, closing_bus(), name, "reopen", "again")
    assert open_.value.status == 409


def test_the_command_lines_closing_bus_reacts_as_the_servers_does(
        site: tuple[str, Any]) -> None:
    """`app.closing_bus` (an account closed with no server) holds a reaction for each one the
    server's features subscribe to `AccountClosing`: a feature added there alone fails here."""
    from koloda.server.app import closing_bus
    from koloda.server.bus import AccountClosing

    _base, hub = site
    assert len(closing_bus()._subscribers[AccountClosing]) == len(
        hub.bus._subscribers[AccountClosing])


# -- a cheat's refunds -----------------------------------------------------------------------
def rated_history(store: Any, pool: str, table_id: str, seats: list[tuple[int, int, int, bool]],
                  ranks: list[int], at: float) -> None:
    """A rated game as settling keeps it: the table with its ranks, the seats, the history."""
    with store.engine.begin() as conn:
        conn.execute(insert(TableRow).values(
            id=table_id, game="toy", rules_version="1", options={}, table_options={"rated": True},
            players=len(seats), seed=1, status="finished", created=at, finished=at,
            outcome={"ranks": ranks}))
        for i, (account, before, after, provisional) in enumerate(seats):
            conn.execute(insert(SeatRow).values(table_id=table_id, seat=i, kind="human",
                                                name=f"p{i}", account_id=account))
            conn.execute(insert(RatingHistoryRow).values(
                account_id=account, pool=pool, table_id=table_id, seat=i, before=before,
                after=after, provisional=provisional, ended="finished", at=at))


def set_rating(store: Any, account: int, pool: str, rating: int) -> None:
    with store.engine.begin() as conn:
        conn.execute(insert(RatingRow).values(account_id=account, pool=pool,
                                              mu=25.0 + (rating - 1500) / K, sigma=2.0,
                                              games=30, updated=time.time()))


def rating(store: Any, account: int, pool: str) -> int:
    with store.engine.connect() as conn:
        return shown(conn.execute(select(RatingRow.mu).where(
            (RatingRow.account_id == account) & (RatingRow.pool == pool))).scalar_one())


def test_a_cheat_mark_takes_back_the_gain_and_refunds_each_victim_exactly(
        site: tuple[str, Any]) -> None:
    """docs/moderation.md's worked example, stored as settled games: a duel and a table of
    three, the victims' ratings after by koloda.ratings.refund's arithmetic."""
    base, hub = site
    mod, _, _ = moderator(base, hub)
    _c, cheat_name, cheat = person(base, hub)
    victim_a, a_name, a = person(base, hub)
    _b, _, b = person(base, hub)
    _d, _, d = person(base, hub)
    pool, now = "toy-3-4", time.time()
    rated_history(hub.store, pool, f"g1{cheat}", [(cheat, 1600, 1620, False),
                                                  (a, 1700, 1680, False)], [1, 2], now - 300)
    rated_history(hub.store, pool, f"g2{cheat}", [(cheat, 1620, 1660, False),
                                                  (b, 1550, 1545, False),
                                                  (a, 1680, 1650, False),
                                                  (d, 1500, 1470, True)], [1, 2, 3, 4], now - 200)
    # a then won back some: 1650 -> 1690 (its highest ever is 1720, an older game)
    rated_history(hub.store, pool, f"g0{cheat}", [(a, 1690, 1720, False)], [1], now - 86400 * 60)
    for account, now_at in ((cheat, 1660), (a, 1690), (b, 1545), (d, 1470)):
        set_rating(hub.store, account, pool, now_at)
    r = act(mod, cheat_name, "cheat", pool=pool, reason="engine moves")
    assert r.status_code == 200, r.text
    done = r.json()
    assert rating(hub.store, a, pool) == 1690 + 23
    assert rating(hub.store, b, pool) == 1545 + 5
    assert rating(hub.store, d, pool) == 1470  # provisional: none
    assert rating(hub.store, cheat, pool) == 1600
    assert done["taken"] == 60 and sorted(x["points"] for x in done["refunds"]) == [5, 23]
    told = notice_of(victim_a)
    assert told == {"kind": "refund", "at": pytest.approx(now, abs=60), "pool": pool,
                    "points": 23}
    assert act(mod, cheat_name, "cheat", pool=pool).status_code == 409  # once a pool
    assert a_name in [o["handle"] for o in
                      mod.get(f"/api/mod/people/{cheat_name}").json()["opponents"]]
    assert refunds.CAP == 150


def test_a_marked_cheat_leaves_the_pool_s_leaderboard_and_is_told_why(
        site: tuple[str, Any]) -> None:
    """As lichess hides a marked account: the cheat's name leaves that pool's leaderboard (and
    nobody below it is pushed down by it); its own place says it is marked."""
    base, hub = site
    mod, _, _ = moderator(base, hub)
    cheat_client, cheat_name, cheat = person(base, hub)
    _h, honest_name, honest = person(base, hub)
    pool = "toy-3-4"  # others' tests rate people here too: only these two are compared
    set_rating(hub.store, cheat, pool, 1800)
    set_rating(hub.store, honest, pool, 1799)

    def board() -> list[str]:
        return [row["handle"] for row in rated_db.leaderboard(hub.store, pool, 0.0, 1, 1000)
                if row["handle"] in (cheat_name, honest_name)]

    assert board() == [cheat_name, honest_name]
    before = rated_db.place(hub.store, pool, honest, 0.0, 1)["rank"]
    assert act(mod, cheat_name, "cheat", pool=pool, reason="engine moves").status_code == 200
    assert board() == [honest_name]
    assert rated_db.place(hub.store, pool, honest, 0.0, 1)["rank"] == before - 1
    mine = rated_db.place(hub.store, pool, cheat, 0.0, 1)
    assert mine["rank"] is None and mine["needs"] == "marked"


def test_the_collusion_scan_keeps_a_correspondence_table_in_its_own_pool(
        site: tuple[str, Any]) -> None:
    """Issue 45: a rated Durak table played by days a move is rated in its own pool, and the
    collusion scan reads it so (a flag names the pool its games were played in)."""
    _base, hub = site
    ids = [person(_base, hub)[2] for _ in range(3)]
    for tid, days in (("scan-live", 0), ("scan-days", 2)):
        table = {"id": tid, "game": "durak", "rules_version": 1, "options": {},
                 "table_options": {"rated": True, "days": days} if days else {"rated": True},
                 "players": 3, "seed": 1, "setup": None, "status": "finished",
                 "created": time.time(), "finished": time.time(), "outcome": None,
                 "again": None, "host_hash": None, "days": days}
        seats = [{"seat": i, "kind": "human", "name": f"p{i}", "bot": None, "token_hash": None,
                  "account_id": a} for i, a in enumerate(ids)]
        hub.store.put_table(table, seats)
    _games, pools = scan.rated_tables(hub.store, 0.0, 1000)
    assert pools["scan-live"] == "durak-3-6" and pools["scan-days"] == "durak-3-6-corr"


# -- the log ---------------------------------------------------------------------------------
def test_the_log_only_grows_the_database_refuses_changing_it(site: tuple[str, Any]) -> None:
    base, hub = site
    mod, _, _ = moderator(base, hub)
    _p, name, aid = person(base, hub)
    assert act(mod, name, "warn").status_code == 200
    for statement in ("UPDATE koloda_mod_log SET reason = 'nothing' WHERE account_id = :a",
                      "DELETE FROM koloda_mod_log WHERE account_id = :a"):
        with pytest.raises(DBAPIError), hub.store.engine.begin() as conn:
            conn.execute(text(statement), {"a": aid})
    assert mod.get(f"/api/mod/people/{name}").json()["log"][0]["reason"] == "seen it"


def test_granting_and_revoking_the_role_is_logged(site: tuple[str, Any]) -> None:
    base, hub = site
    client, _name, aid = person(base, hub)
    assert client.get("/api/mod/queue").status_code == 403
    assert mod_db.set_moderator(hub.store, aid, True, time.time())
    assert not mod_db.set_moderator(hub.store, aid, True, time.time())
    assert client.get("/api/mod/queue").status_code == 200
    assert mod_db.set_moderator(hub.store, aid, False, time.time())
    assert client.get("/api/mod/queue").status_code == 403
    assert [e["action"] for e in mod_db.log_of(hub.store, aid)] == ["revoke", "grant"]
