"""Accounts (server/people/accounts.py, accounts_api.py), on SQLite and PostgreSQL: sign-up and its
refusals, sign-in (a wrong handle answers as a wrong password), the sign-in limits, recovery
codes spent once, sessions listed and ended, the cookie refused from another site, change of
password, disable and delete; and migration 0004 keeping every row."""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import create_engine, text

from koloda.server.limits import Limits
from koloda.server.people import accounts_db
from koloda.server.people.accounts import COOKIE, common_passwords, new_session
from koloda.server.store import Store, migrate

from .databases import BACKENDS, fresh_url
from .helpers import running_hub, ws_connect, ws_url

PASSWORD = "a long walk by the river"
#: limits high enough that the tests' many sign-ups and sign-ins from one address pass
ROOMY = Limits(analysis_iterations=200, signups_per_minute_address=10_000,
               signins_per_minute_address=10_000, signins_per_minute_handle=10_000,
               recoveries_per_minute_address=10_000, rest_burst_address=10_000,
               rest_per_second_address=10_000.0,
               # every test's account comes from 127.0.0.1 (test_security_round3_tournaments
               # tests these two)
               tournaments_per_day_address=10_000, tournaments_per_day_client=10_000)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, backend: str) -> Iterator[str]:
    with running_hub(fresh_url(backend, tmp_path_factory.mktemp("db")), limits=ROOMY) as (
            base, _hub):
        yield base


@pytest.fixture(scope="module")
def strict(tmp_path_factory: pytest.TempPathFactory, backend: str) -> Iterator[str]:
    """A server with the default limits (10 attempts a minute)."""
    with running_hub(fresh_url(backend, tmp_path_factory.mktemp("db")),
                     limits=Limits(analysis_iterations=200)) as (base, _hub):
        yield base


def browser(base: str, address: str = "127.0.0.1", origin: str | None = None) -> httpx.Client:
    """A browser on this server's pages: it sends their Origin with every request."""
    return httpx.Client(base_url=base, headers={"Origin": origin or base}, timeout=30,
                        transport=httpx.HTTPTransport(local_address=address))


def handle() -> str:
    return "u" + uuid.uuid4().hex[:10]


def signed_up(base: str, name: str | None = None, password: str = PASSWORD,
              address: str = "127.0.0.1") -> tuple[httpx.Client, dict[str, Any]]:
    client = browser(base, address)
    r = client.post("/api/account/signup", json={"handle": name or handle(),
                                                 "password": password})
    assert r.status_code == 201, r.text
    return client, r.json()


def refusal(r: httpx.Response) -> dict[str, str]:
    body = r.json()["error"]
    assert body["en"] and body["ru"] and body["en"] != body["ru"]
    return body  # type: ignore[no-any-return]


# -- sign-up ----------------------------------------------------------------------------------
def test_sign_up_signs_in_with_a_safe_cookie_and_ten_codes_shown_once(site: str) -> None:
    name = handle().upper()
    client = browser(site)
    r = client.post("/api/account/signup", json={"handle": name, "password": PASSWORD})
    assert r.status_code == 201
    body = r.json()
    assert body["account"]["handle"] == name and body["account"]["status"] == "active"
    codes = body["recovery_codes"]
    assert len(codes) == 10 == len(set(codes))
    assert all(len(c) == 19 and c.count("-") == 3 for c in codes)
    cookie = r.headers["set-cookie"]
    assert cookie.startswith(f"{COOKIE}=")
    for flag in ("HttpOnly", "Path=/", "SameSite=lax", f"Max-Age={30 * 86400}"):
        assert flag in cookie
    assert "Secure" not in cookie  # plain http here (https: test_the_cookie_is_secure_...)
    token = client.cookies[COOKIE]
    assert len(token) >= 43  # 256 bits in base64
    me = client.get("/api/account").json()
    assert me["account"]["handle"] == name and me["recovery_codes_left"] == 10
    assert "recovery_codes" not in me and PASSWORD not in json.dumps(me)


def test_the_cookie_is_secure_over_https(tmp_path: Path) -> None:
    from fastapi.testclient import TestClient

    from koloda.server import create_app

    app = create_app(fresh_url("sqlite", tmp_path), bot_pool="thread", limits=ROOMY)
    with TestClient(app, base_url="https://koloda.test") as client:
        r = client.post("/api/account/signup", json={"handle": handle(), "password": PASSWORD},
                        headers={"Origin": "https://koloda.test"})
        assert r.status_code == 201 and "Secure" in r.headers["set-cookie"]
        # the same page over https, its default port written out: the same origin
        r = client.post("/api/account/signout", headers={"Origin": "https://koloda.test:443"})
        assert r.status_code == 200


def test_a_handle_is_unique_without_regard_to_case(site: str) -> None:
    name = handle()
    signed_up(site, name)
    with browser(site) as other:
        for taken in (name, name.upper(), name.capitalize()):
            r = other.post("/api/account/signup", json={"handle": taken, "password": PASSWORD})
            assert r.status_code == 409
            refusal(r)


@pytest.mark.parametrize("bad", ["ab", "a" * 21, "two words", "bang!", "имя", "tab\tx",
                                 "deleted-abc", "Deleted-1"])
def test_a_bad_handle_is_refused(site: str, bad: str) -> None:
    with browser(site) as client:
        r = client.post("/api/account/signup", json={"handle": bad, "password": PASSWORD})
        assert r.status_code == 422
        refusal(r)


@pytest.mark.parametrize("weak", ["short7!", "password123", "PASSWORD123", "iloveyou",
                                  "qwertyuiop"])
def test_a_short_or_common_password_is_refused(site: str, weak: str) -> None:
    with browser(site) as client:
        r = client.post("/api/account/signup", json={"handle": handle(), "password": weak})
        assert r.status_code == 422
        refusal(r)


def test_the_common_list_is_shipped_and_large() -> None:
    words = common_passwords()
    assert 5_000 < len(words) < 100_000
    assert "password123" in words and all(w == w.lower() for w in words)


# -- sign-in ----------------------------------------------------------------------------------
def test_sign_out_then_sign_in_with_any_case_of_the_handle(site: str) -> None:
    name = handle()
    client, _ = signed_up(site, name)
    assert client.post("/api/account/signout").json() == {"ok": True}
    assert COOKIE not in client.cookies
    assert client.get("/api/account").status_code == 401
    r = client.post("/api/account/signin", json={"handle": name.upper(), "password": PASSWORD})
    assert r.status_code == 200 and r.json()["account"]["handle"] == name
    assert client.get("/api/account").status_code == 200


def test_a_wrong_handle_answers_as_a_wrong_password_and_takes_as_long(site: str) -> None:
    name = handle()
    signed_up(site, name)
    with browser(site) as client:
        def attempt(who: str, password: str) -> tuple[httpx.Response, float]:
            t0 = time.perf_counter()
            r = client.post("/api/account/signin", json={"handle": who, "password": password})
            return r, time.perf_counter() - t0
        wrong_password = [attempt(name, "not the password") for _ in range(5)]
        wrong_handle = [attempt(handle(), PASSWORD) for _ in range(5)]
        for r, _t in wrong_password + wrong_handle:
            assert r.status_code == 401
            assert r.content == wrong_password[0][0].content
            assert COOKIE not in r.headers.get("set-cookie", "")
        # both verify an Argon2 hash: neither answers in a fraction of the other's time
        fast = min(t for _r, t in wrong_handle), min(t for _r, t in wrong_password)
        assert fast[0] > fast[1] / 4 and fast[1] > fast[0] / 4, fast


@pytest.mark.real_password_hashes
def test_a_password_is_kept_as_argon2id_at_owasp_s_minimum_cost(tmp_path: Path,
                                                                  backend: str) -> None:
    with running_hub(fresh_url(backend, tmp_path), limits=ROOMY) as (base, hub):
        name = handle()
        signed_up(base, name)
        stored = accounts_db.account(hub.store, handle_key=name.lower())["password_hash"]
    # 19 MiB, two passes, one lane (docs/protocol.md, Security)
    assert stored.startswith("$argon2id$v=19$m=19456,t=2,p=1$"), stored
    assert PASSWORD not in stored


def test_a_hash_made_at_another_cost_signs_in_and_is_made_again_at_the_server_s(
        tmp_path: Path, backend: str) -> None:
    from argon2 import PasswordHasher, Type

    from koloda.server.people import accounts

    with running_hub(fresh_url(backend, tmp_path), limits=ROOMY) as (base, hub):
        name = handle()
        signed_up(base, name)
        account = accounts_db.account(hub.store, handle_key=name.lower())
        older = PasswordHasher(time_cost=3, memory_cost=1024, parallelism=1, type=Type.ID)
        old = older.hash(PASSWORD)
        accounts_db.rehash(hub.store, account["id"], account["password_hash"], old)
        with browser(base) as client:
            r = client.post("/api/account/signin", json={"handle": name, "password": PASSWORD})
            assert r.status_code == 200, r.text
        stored = accounts_db.account(hub.store, handle_key=name.lower())["password_hash"]
    assert stored != old and not accounts.HASHER.check_needs_rehash(stored), stored
    assert accounts.HASHER.verify(stored, PASSWORD)


def until_refused(attempt: Any, answered: int, figure: int = 10) -> list[int]:
    """Attempts until one is refused (429): `figure` answered `answered` first, then the
    refusal, or one more for each allowance refilled meanwhile (a minute's `figure`): on a
    loaded machine ten Argon2 hashes may take longer than one refill."""
    codes: list[int] = []
    started = time.monotonic()
    while 429 not in codes and len(codes) < 3 * figure:
        codes.append(attempt())
    refilled = (time.monotonic() - started) * figure / 60.0
    assert codes[:figure] == [answered] * figure and codes[-1] == 429, codes
    assert len(codes) <= figure + 1 + int(refilled) + 1, (codes, refilled)
    return codes


def test_sign_in_is_limited_per_handle_and_per_address(strict: str) -> None:
    name = handle()
    signed_up(strict, name, address="127.0.7.1")
    # one handle, tried from one address: refused at the eleventh, said in words, the right
    # password too (or the next try is, when an allowance refilled in between on a slow
    # machine: one comes every 6 s)
    with browser(strict, "127.0.7.10") as guesser:
        def guess(password: str = "wrong!!!") -> httpx.Response:
            return guesser.post("/api/account/signin", json={"handle": name, "password": password})
        until_refused(lambda: guess().status_code, 401)
        for _ in range(2):
            r = guess(PASSWORD)
            if r.status_code == 429:
                break
    assert r.status_code == 429 and int(r.headers["retry-after"]) >= 1
    assert "sign-in" in refusal(r)["en"]
    # from another address the owner signs in all the same (test_security_round3_accounts.py)
    with browser(strict, "127.0.7.11") as owner:
        assert owner.post("/api/account/signin", json={"handle": name,
                                                       "password": PASSWORD}).status_code == 200
    # one address trying ten handles: refused at the eleventh, whatever the handle
    with browser(strict, "127.0.7.40") as client:
        until_refused(lambda: client.post("/api/account/signin", json={
            "handle": handle(), "password": PASSWORD}).status_code, 401)
    # sign-ups from one address too
    with browser(strict, "127.0.7.50") as client:
        until_refused(lambda: client.post("/api/account/signup", json={
            "handle": handle(), "password": PASSWORD}).status_code, 201)


# -- recovery codes ---------------------------------------------------------------------------
def test_a_recovery_code_sets_a_new_password_once_and_ends_every_session(site: str) -> None:
    name = handle()
    first, made = signed_up(site, name)
    second = browser(site)
    assert second.post("/api/account/signin", json={"handle": name,
                                                    "password": PASSWORD}).status_code == 200
    code = made["recovery_codes"][3]
    lost = browser(site)  # a third browser, signed out, that forgot the password
    typed = code.upper().replace("-", " ")  # as a person may type it
    r = lost.post("/api/account/recover", json={"handle": name, "code": typed,
                                                "password": "a brand new passphrase"})
    assert r.status_code == 200 and r.json()["recovery_codes_left"] == 9
    assert lost.get("/api/account").status_code == 200
    for old in (first, second):
        assert old.get("/api/account").status_code == 401
    # the spent code is refused, as a wrong one and a wrong handle are
    spent = lost.post("/api/account/recover", json={"handle": name, "code": code,
                                                    "password": "yet another passphrase"})
    wrong = lost.post("/api/account/recover", json={"handle": name, "code": "aaaa-bbbb-cccc-dddd",
                                                    "password": "yet another passphrase"})
    nobody = lost.post("/api/account/recover", json={"handle": handle(), "code": code,
                                                     "password": "yet another passphrase"})
    assert spent.status_code == wrong.status_code == nobody.status_code == 401
    assert spent.content == wrong.content == nobody.content
    assert lost.post("/api/account/signin", json={
        "handle": name, "password": "a brand new passphrase"}).status_code == 200


def test_new_recovery_codes_replace_the_old_ones(site: str) -> None:
    name = handle()
    client, made = signed_up(site, name)
    r = client.post("/api/account/recovery-codes", json={"password": "not it at all"})
    assert r.status_code == 403
    r = client.post("/api/account/recovery-codes", json={"password": PASSWORD})
    fresh = r.json()["recovery_codes"]
    assert len(fresh) == 10 and not set(fresh) & set(made["recovery_codes"])
    with browser(site) as lost:
        old = lost.post("/api/account/recover", json={
            "handle": name, "code": made["recovery_codes"][0], "password": "newer passphrase"})
        assert old.status_code == 401
        new = lost.post("/api/account/recover", json={
            "handle": name, "code": fresh[0], "password": "newer passphrase"})
        assert new.status_code == 200


# -- sessions ---------------------------------------------------------------------------------
def test_sessions_are_listed_and_ended(site: str) -> None:
    name = handle()
    laptop, _ = signed_up(site, name)
    phone = browser(site)
    phone.headers["User-Agent"] = "Phone " + "x" * 300
    assert phone.post("/api/account/signin", json={"handle": name,
                                                   "password": PASSWORD}).status_code == 200
    listed = laptop.get("/api/account/sessions").json()
    assert len(listed) == 2
    assert [s["current"] for s in listed] == [False, True]  # newest first: the phone
    assert len(listed[0]["user_agent"]) == 200 and listed[0]["user_agent"].startswith("Phone")
    assert all(set(s) == {"id", "created", "last_seen", "expires", "user_agent", "network",
                          "current"} for s in listed)
    assert phone.cookies[COOKIE] not in json.dumps(listed)
    r = laptop.delete(f"/api/account/sessions/{listed[0]['id']}")
    assert r.status_code == 200
    assert phone.get("/api/account").status_code == 401
    assert laptop.get("/api/account").status_code == 200
    assert laptop.delete(f"/api/account/sessions/{listed[0]['id']}").status_code == 404
    # another account's session cannot be ended
    other, _ = signed_up(site)
    mine = laptop.get("/api/account/sessions").json()[0]["id"]
    assert other.delete(f"/api/account/sessions/{mine}").status_code == 404
    assert laptop.get("/api/account").status_code == 200


def test_a_session_says_roughly_where_it_was_last_used_never_the_address(site: str) -> None:
    """Issue 44, item 11: two sessions of one browser kind are told apart by the coarse
    network each was last used from (an IPv4 /24), kept at sign-in and followed as it moves;
    the address itself is never kept nor shown."""
    name = handle()
    laptop, _ = signed_up(site, name, address="127.0.0.1")
    phone = browser(site, "127.0.1.7")
    assert phone.post("/api/account/signin", json={"handle": name,
                                                   "password": PASSWORD}).status_code == 200
    listed = laptop.get("/api/account/sessions").json()
    assert [(s["network"], s["current"]) for s in listed] == [("127.0.1.0/24", False),
                                                              ("127.0.0.0/24", True)]
    assert "127.0.1.7" not in json.dumps(listed)
    # the phone is used from another network: its session follows it at once
    moved = browser(site, "127.0.2.9")
    moved.cookies.set(COOKIE, phone.cookies[COOKIE])
    assert moved.get("/api/account").status_code == 200
    listed = laptop.get("/api/account/sessions").json()
    assert listed[0]["network"] == "127.0.2.0/24"


def test_a_network_is_an_ipv4_24_or_an_ipv6_48() -> None:
    from koloda.server.people.accounts import network_of

    assert network_of("203.0.113.77") == "203.0.113.0/24"
    assert network_of("2001:db8:1:2:3::9") == "2001:db8:1::/48"
    assert network_of("::ffff:198.51.100.4") == "198.51.100.0/24"
    assert network_of("?") is None and network_of(None) is None


def test_an_expired_session_is_refused_and_pruned(tmp_path: Path) -> None:
    store = Store(fresh_url("sqlite", tmp_path))
    try:
        now = time.time()
        account = {"handle": "old_one", "handle_key": "old_one", "name": "old_one",
                   "password_hash": "x", "created": now, "status": "active"}
        _token, first = new_session(0, now - 100, 1 / 86400, None)  # expired 99 s ago
        account_id = accounts_db.add_account(store, account, [], first)
        assert accounts_db.session(store, first["token_hash"], now, 300) is None
        assert accounts_db.sessions_of(store, account_id, now) == []
        _token, live = new_session(account_id, now, 30, "ua")
        _token, stale = new_session(account_id, now - 100, 1 / 86400, None)
        accounts_db.add_session(store, stale, prune_before=0)
        accounts_db.add_session(store, live, prune_before=now)  # a sign-in prunes what expired
        with store.engine.connect() as conn:
            kept = conn.execute(text("SELECT token_hash FROM koloda_sessions")).scalars().all()
        assert kept == [live["token_hash"]]
        found = accounts_db.session(store, live["token_hash"], now + 1, 300)
        assert found is not None and found[1]["handle"] == "old_one"
    finally:
        store.close()


# -- no cross-site action ---------------------------------------------------------------------
def test_the_cookie_is_refused_from_another_site_and_accepted_from_this_one(site: str) -> None:
    client, _ = signed_up(site)
    cookie = {COOKIE: client.cookies[COOKIE]}
    evil = httpx.Client(base_url=site, cookies=cookie, headers={"Origin": "https://evil.test"})
    for method, path, body in (("POST", "/api/account/signout", None),
                               ("POST", "/api/account/password",
                                {"current": PASSWORD, "password": "taken over now"}),
                               ("DELETE", "/api/account/sessions/x", None),
                               ("POST", "/api/tables", {"game": "toy", "players": 2})):
        r = evil.request(method, path, json=body)
        assert r.status_code == 403, (path, r.text)
        assert "another site" in refusal(r)["en"]
    # an origin that differs only by port or scheme is another origin; so is "null"
    host = site.removeprefix("http://")
    for origin in (f"http://{host.split(':')[0]}:1", f"https://{host}", "null"):
        r = httpx.post(f"{site}/api/account/signout", cookies=cookie,
                       headers={"Origin": origin})
        assert r.status_code == 403, origin
    # no Origin: the Referer decides; neither: refused
    assert httpx.post(f"{site}/api/account/signout", cookies=cookie,
                      headers={"Referer": "https://evil.test/page"}).status_code == 403
    assert httpx.post(f"{site}/api/account/signout", cookies=cookie).status_code == 403
    assert client.get("/api/account").status_code == 200  # all the above changed nothing
    # reading is not acting: a GET with the cookie is answered from anywhere (the browser's
    # CORS rules keep the answer from the other site's script)
    assert evil.get("/api/account").status_code == 200
    # requests without the cookie (the seat tokens' API) are unaffected
    r = httpx.post(f"{site}/api/tables", json={"game": "toy", "players": 2},
                   headers={"Origin": "https://evil.test"})
    assert r.status_code == 200
    # another site's page cannot sign a visitor in to an account of its choosing (login
    # CSRF), nor make one: an account call whose Origin is elsewhere is refused without the
    # cookie too; a script that sends no Origin is not a page of another site
    name = handle()
    signed_up(site, name)
    for path, body in (("/api/account/signin", {"handle": name, "password": PASSWORD}),
                       ("/api/account/signup", {"handle": handle(), "password": PASSWORD})):
        r = httpx.post(f"{site}{path}", json=body, headers={"Origin": "https://evil.test"})
        assert r.status_code == 403 and COOKIE not in r.headers.get("set-cookie", ""), path
    assert httpx.post(f"{site}/api/account/signin",
                      json={"handle": name, "password": PASSWORD}).status_code == 200
    # this server's own page: accepted (by Origin, or by Referer alone)
    assert httpx.post(f"{site}/api/tables", json={"game": "toy", "players": 2}, cookies=cookie,
                      headers={"Referer": f"{site}/t/abc"}).status_code == 200
    assert client.post("/api/account/signout").status_code == 200


# -- change of password, disable, delete ------------------------------------------------------
def test_change_password_needs_the_current_one_and_ends_other_sessions(site: str) -> None:
    name = handle()
    here, _ = signed_up(site, name)
    there = browser(site)
    there.post("/api/account/signin", json={"handle": name, "password": PASSWORD})
    r = here.post("/api/account/password", json={"current": "wrong one!", "password": "x" * 12})
    assert r.status_code == 403
    refusal(r)
    r = here.post("/api/account/password", json={"current": PASSWORD, "password": "password1"})
    assert r.status_code == 422  # common
    r = here.post("/api/account/password", json={"current": PASSWORD,
                                                 "password": "another long phrase"})
    assert r.status_code == 200
    assert here.get("/api/account").status_code == 200
    assert there.get("/api/account").status_code == 401
    with browser(site) as again:
        assert again.post("/api/account/signin", json={
            "handle": name, "password": PASSWORD}).status_code == 401
        assert again.post("/api/account/signin", json={
            "handle": name, "password": "another long phrase"}).status_code == 200


def test_a_disabled_account_is_signed_out_and_reopened_with_its_password(site: str) -> None:
    name = handle()
    client, _ = signed_up(site, name)
    assert client.post("/api/account/disable", json={"password": "wrong!!!!"}).status_code == 403
    assert client.post("/api/account/disable", json={"password": PASSWORD}).status_code == 200
    assert client.get("/api/account").status_code == 401
    with browser(site) as other:
        refused = other.post("/api/account/signin", json={"handle": name, "password": PASSWORD})
        wrong = other.post("/api/account/signin", json={"handle": handle(),
                                                        "password": PASSWORD})
        assert refused.status_code == 401 and refused.content == wrong.content
        bad = other.post("/api/account/reopen", json={"handle": name, "password": "wrong!!!"})
        assert bad.status_code == 401
        r = other.post("/api/account/reopen", json={"handle": name, "password": PASSWORD})
        assert r.status_code == 200 and r.json()["account"]["status"] == "active"
        assert other.get("/api/account").status_code == 200
        # an active account is not "reopened": the same refusal
        again = other.post("/api/account/reopen", json={"handle": name, "password": PASSWORD})
        assert again.status_code == 401


def test_a_deleted_account_keeps_its_handle_from_everyone(site: str) -> None:
    name = handle()
    client, made = signed_up(site, name)
    r = client.post("/api/account/delete", json={"password": PASSWORD})
    assert r.status_code == 200
    anonymous = r.json()["name"]
    assert anonymous.startswith("deleted-") and name not in anonymous
    assert client.get("/api/account").status_code == 401
    with browser(site) as other:
        for attempt in ("signin", "reopen"):
            assert other.post(f"/api/account/{attempt}", json={
                "handle": name, "password": PASSWORD}).status_code == 401
        assert other.post("/api/account/recover", json={
            "handle": name, "code": made["recovery_codes"][0],
            "password": "take it back now"}).status_code == 401
        for reuse in (name, name.upper()):
            assert other.post("/api/account/signup", json={
                "handle": reuse, "password": PASSWORD}).status_code == 409


# -- migration --------------------------------------------------------------------------------
@pytest.mark.parametrize("db", BACKENDS)
def test_migration_0004_upgrades_0003_keeping_every_row(db: str, tmp_path: Path) -> None:
    url = fresh_url(db, tmp_path, empty=True)
    engine = create_engine(url)
    migrate(engine, "0003")
    with engine.begin() as conn:
        conn.execute(text(
            "INSERT INTO koloda_tables (id, game, rules_version, options, table_options, "
            "players, seed, status, created, hurry, fast, creator_address) VALUES ('t1', "
            "'toy', '1', '{}', '{}', 2, 7, 'finished', 1.5, false, false, 'abc')"))
        conn.execute(text("INSERT INTO koloda_seats (table_id, seat, kind, name, token_hash) "
                          "VALUES ('t1', 0, 'human', 'Вася', 'h0'), "
                          "('t1', 1, 'bot', 'Anna', NULL)"))
        conn.execute(text("INSERT INTO koloda_actions (table_id, idx, seat, action, at) "
                          "VALUES ('t1', 0, 0, '{\"play\": 1}', 2.0)"))
        conn.execute(text("INSERT INTO koloda_requests (key, fingerprint, answer, at) "
                          "VALUES ('k', 'f', 'sealed', 3.0)"))
    engine.dispose()
    store = Store(url)  # opening it upgrades it
    try:
        stored = store.load("t1")
        assert stored is not None and stored.table["creator_address"] == "abc"
        assert [(s["name"], s["token_hash"], s["account_id"]) for s in stored.seats] == [
            ("Вася", "h0", None), ("Anna", None, None)]
        assert stored.actions == [(0, {"play": 1})]
        assert store.answered("k") == ("f", "sealed")
        assert accounts_db.account(store, handle_key="nobody") is None  # the new tables are there
    finally:
        store.close()


# -- hashing keeps the server responsive -----------------------------------------------------
#: 50 clients signing in at once, again and again until terminated; prints "signing in" once
#: the first 50 are sent, and at the end the answers' statuses counted (JSON)
CROWD = """
import asyncio, collections, json, signal, sys
import httpx
base, name, password = sys.argv[1:4]
codes = collections.Counter()
async def one(client, stop):
    while not stop.is_set():
        r = await client.post("/api/account/signin", json={"handle": name, "password": password})
        codes[str(r.status_code)] += 1
async def main():
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    limits = httpx.Limits(max_connections=50)
    async with httpx.AsyncClient(base_url=base, timeout=60, limits=limits,
                                 headers={"Origin": base}) as client:
        tasks = [asyncio.create_task(one(client, stop)) for _ in range(50)]
        await asyncio.sleep(0.05)
        print("signing in", flush=True)
        await asyncio.gather(*tasks)
    print(json.dumps(codes), flush=True)
asyncio.run(main())
"""


@pytest.fixture
def measured(tmp_path: Path) -> Iterator[str]:
    """A server as `serve` runs it in this respect: the interpreter lock handed between
    threads every 0.5 ms (the server's database writer and this test's clients are threads)."""
    switch = sys.getswitchinterval()
    sys.setswitchinterval(0.0005)
    try:
        with running_hub(fresh_url("sqlite", tmp_path), limits=ROOMY) as (base, _hub):
            yield base
    finally:
        sys.setswitchinterval(switch)


def test_fifty_sign_ins_at_once_keep_another_tables_round_trip_within_twice_quiet(
        measured: str) -> None:
    """What a person at another table feels: the round trip of a WebSocket ping at their
    table (answered by the event loop that also serves the sign-ins), quiet and while 50
    clients sign in at once, over and over."""
    base = measured
    name = handle()
    signed_up(base, name)
    made = httpx.post(f"{base}/api/tables", json={"game": "toy", "players": 2}).json()
    url = ws_url(base, made["table"]["id"], made["token"])

    async def pings(n: int) -> list[float]:
        out = []
        async with ws_connect(url) as ws:
            await ws.recv()  # the table's state
            for _ in range(n):
                t0 = time.perf_counter()
                await ws.send('{"type": "ping"}')
                while json.loads(await ws.recv())["type"] != "pong":
                    pass
                out.append(time.perf_counter() - t0)
                await asyncio.sleep(0.02)
        return out

    calm = asyncio.run(pings(150))
    # the crowd is another process (as people are other machines): its 50 clients' Python
    # must not share the server's interpreter lock, or the test would measure itself
    crowd = subprocess.Popen([sys.executable, "-c", CROWD, base, name, PASSWORD],
                             stdout=subprocess.PIPE, text=True,
                             preexec_fn=lambda: os.nice(10))  # noqa: PLW1509
    try:
        assert crowd.stdout is not None
        assert crowd.stdout.readline().strip() == "signing in"
        time.sleep(0.3)  # every request in flight: the hashing queue is full
        busy = asyncio.run(pings(150))
    finally:
        crowd.terminate()
        out, _ = crowd.communicate(timeout=30)
    codes = json.loads(out.strip().splitlines()[-1])
    assert set(codes) == {"200"} and sum(codes.values()) >= 50, codes
    p99 = statistics.quantiles(busy, n=100)[98], statistics.quantiles(calm, n=100)[98]
    # 2x the quiet p99, plus 5 ms for a shared 2-core machine's scheduling hiccups
    assert p99[0] <= 2 * p99[1] + 0.005, (p99, sorted(busy)[-3:])
