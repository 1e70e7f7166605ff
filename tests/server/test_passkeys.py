"""Passkeys (server/people/passkeys.py, passkeys_api.py) on SQLite and PostgreSQL, with a software
authenticator (authenticator.py): adding one (the password needed), listing and removing,
signing in with it; and the refusals: a challenge made up, used twice, of another account or
expired, an answer for another origin or site, an unknown passkey, a cloned one (its count
not grown), a closed account; every sign-in failure answers the same; the export; and
migration 0006 keeping every row."""

from __future__ import annotations

import copy
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import create_engine, text, update

from koloda.server.limits import Limits
from koloda.server.people import accounts_db, passkeys_db
from koloda.server.people.accounts import COOKIE
from koloda.server.people.rows import PasskeyChallengeRow
from koloda.server.store import Store, migrate

from .authenticator import Authenticator
from .databases import BACKENDS, fresh_url
from .helpers import running_hub
from .test_accounts import PASSWORD, ROOMY, browser, handle, refusal, signed_up


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory, backend: str) -> Iterator[tuple[str, Any]]:
    with running_hub(fresh_url(backend, tmp_path_factory.mktemp("db")), limits=ROOMY) as (
            base, hub):
        yield base, hub


@pytest.fixture(scope="module")
def site(served: tuple[str, Any]) -> str:
    return served[0]


def origin_of(base: str) -> str:
    return base  # http://127.0.0.1:PORT: the page's origin is the server's own


def add_options(client: httpx.Client, password: str = PASSWORD) -> httpx.Response:
    return client.post("/api/account/passkeys/options", json={"password": password})


def with_passkey(base: str, name: str = "laptop") -> tuple[httpx.Client, dict[str, Any],
                                                             Authenticator]:
    """A new account, signed in, with one passkey added."""
    client, body = signed_up(base)
    key = Authenticator()
    options = add_options(client).json()
    r = client.post("/api/account/passkeys",
                    json={"credential": key.create(options, origin_of(base)), "name": name})
    assert r.status_code == 201, r.text
    return client, body, key


def passkey_signin(base: str, key: Authenticator, **answer: Any) -> httpx.Response:
    with browser(base) as client:
        options = client.post("/api/account/passkey-signin/options").json()
        credential = key.get(options, answer.pop("origin", origin_of(base)), **answer)
        return client.post("/api/account/passkey-signin", json={"credential": credential})


# -- adding, listing, removing ----------------------------------------------------------------
def test_registration_options_name_the_site_and_a_stable_random_user(site: str) -> None:
    client, body = signed_up(site)
    first = add_options(client)
    assert first.status_code == 200, first.text
    options = first.json()
    assert options["rp"] == {"id": "127.0.0.1", "name": "koloda"}
    assert options["user"]["name"] == body["account"]["handle"]
    assert len(options["user"]["id"]) == 43  # 32 random bytes, never the database id
    assert options["authenticatorSelection"]["residentKey"] == "preferred"
    assert options["authenticatorSelection"]["userVerification"] == "preferred"
    assert options["excludeCredentials"] == []
    again = add_options(client).json()
    assert again["user"]["id"] == options["user"]["id"]
    assert again["challenge"] != options["challenge"]
    other, _ = signed_up(site)
    assert add_options(other).json()["user"]["id"] != options["user"]["id"]


def test_adding_a_passkey_needs_a_sign_in_and_the_password(site: str) -> None:
    with browser(site) as stranger:
        assert add_options(stranger).status_code == 401
        assert stranger.get("/api/account/passkeys").status_code == 401
    client, _ = signed_up(site)
    r = add_options(client, "not the password")
    assert r.status_code == 403 and refusal(r)


def test_a_passkey_is_added_listed_excluded_and_removed(site: str) -> None:
    client, _, key = with_passkey(site, " Телефон  ")
    listed = client.get("/api/account/passkeys").json()
    assert [p["name"] for p in listed] == ["Телефон"]
    assert listed[0]["transports"] == ["internal"] and listed[0]["last_used"] is None
    assert set(listed[0]) == {"id", "name", "created", "last_used", "transports"}  # no key
    excluded = add_options(client).json()["excludeCredentials"]
    assert [c["id"] for c in excluded] == [key.id]
    # the same authenticator again: refused (a browser would not even offer it)
    r = client.post("/api/account/passkeys", json={"credential": key.create(
        add_options(client).json(), origin_of(site)), "name": "again"})
    assert r.status_code == 409 and refusal(r)
    assert passkey_signin(site, key).status_code == 200
    r = client.delete(f"/api/account/passkeys/{listed[0]['id']}")
    assert r.status_code == 200
    assert client.get("/api/account/passkeys").json() == []
    assert client.delete(f"/api/account/passkeys/{listed[0]['id']}").status_code == 404
    r = passkey_signin(site, key)
    assert r.status_code == 401 and "passkey" in refusal(r)["en"]


def test_a_passkey_needs_a_name(site: str) -> None:
    client, _ = signed_up(site)
    for name in ("", "   ", "x" * 41):
        r = client.post("/api/account/passkeys", json={
            "credential": Authenticator().create(add_options(client).json(), origin_of(site)),
            "name": name})
        assert r.status_code == 422 and refusal(r)


def test_one_account_cannot_remove_anothers_passkey(site: str) -> None:
    owner, _, _key = with_passkey(site)
    passkey_id = owner.get("/api/account/passkeys").json()[0]["id"]
    other, _ = signed_up(site)
    assert other.delete(f"/api/account/passkeys/{passkey_id}").status_code == 404
    assert len(owner.get("/api/account/passkeys").json()) == 1


def test_registration_refuses_bad_challenges_and_other_sites(site: str) -> None:
    client, _ = signed_up(site)

    def add(credential: dict[str, Any]) -> httpx.Response:
        return client.post("/api/account/passkeys", json={"credential": credential,
                                                          "name": "key"})
    options = add_options(client).json()
    made_up = {**options, "challenge": "A" * 43}
    r = add(Authenticator().create(made_up, origin_of(site)))
    assert r.status_code == 400 and "start again" in refusal(r)["en"]
    r = add(Authenticator().create(options, "http://evil.test"))  # another origin
    assert r.status_code == 400 and refusal(r)
    # that answer used the challenge: the right answer to it now comes too late
    r = add(Authenticator().create(options, origin_of(site)))
    assert r.status_code == 400 and "start again" in refusal(r)["en"]
    r = add(Authenticator().create(add_options(client).json(), origin_of(site),
                                   rp_id="evil.test"))  # signed for another site
    assert r.status_code == 400
    # a challenge handed to another account
    other, _ = signed_up(site)
    r = add(Authenticator().create(add_options(other).json(), origin_of(site)))
    assert r.status_code == 400
    assert add({"id": "x", "response": {"clientDataJSON": "!!"}}).status_code == 400
    assert client.get("/api/account/passkeys").json() == []


def test_an_expired_challenge_is_refused(served: tuple[str, Any]) -> None:
    base, hub = served
    client, _ = signed_up(base)
    options = add_options(client).json()
    with hub.store.engine.begin() as conn:
        conn.execute(update(PasskeyChallengeRow).where(
            PasskeyChallengeRow.challenge == options["challenge"]).values(
            expires=time.time() - 1))
    r = client.post("/api/account/passkeys", json={
        "credential": Authenticator().create(options, origin_of(base)), "name": "late"})
    assert r.status_code == 400


# -- signing in -------------------------------------------------------------------------------
def test_sign_in_with_a_passkey_starts_a_session_as_a_password_does(site: str) -> None:
    _client, body, key = with_passkey(site)
    with browser(site) as client:
        r = client.post("/api/account/passkey-signin/options")
        options = r.json()
        assert options["rpId"] == "127.0.0.1" and options["allowCredentials"] == []
        assert options["userVerification"] == "preferred"
        r = client.post("/api/account/passkey-signin", json={
            "credential": key.get(options, origin_of(site))})
        assert r.status_code == 200, r.text
        assert r.json()["account"]["handle"] == body["account"]["handle"]
        cookie = r.headers["set-cookie"]
        assert cookie.startswith(f"{COOKIE}=") and "HttpOnly" in cookie
        assert "SameSite=lax" in cookie
        me = client.get("/api/account").json()
        assert me["account"]["handle"] == body["account"]["handle"]
        assert len(client.get("/api/account/sessions").json()) == 2
        listed = client.get("/api/account/passkeys").json()
        assert listed[0]["last_used"] is not None


def test_every_passkey_sign_in_failure_answers_the_same(site: str) -> None:
    _client, _body, key = with_passkey(site)
    answers = []
    with browser(site) as client:
        def signin(credential: dict[str, Any]) -> httpx.Response:
            return client.post("/api/account/passkey-signin", json={"credential": credential})

        def options() -> dict[str, Any]:
            return client.post("/api/account/passkey-signin/options").json()  # type: ignore[no-any-return]
        made_up = {**options(), "challenge": "B" * 43}
        answers.append(signin(key.get(made_up, origin_of(site))))  # a challenge never given
        answers.append(signin(key.get(options(), "http://evil.test")))  # another origin
        answers.append(signin(key.get(options(), origin_of(site), rp_id="evil.test")))
        answers.append(signin(Authenticator().get(options(), origin_of(site))))  # unknown
        good = key.get(options(), origin_of(site))
        assert signin(good).status_code == 200
        answers.append(signin(good))  # the same answer again: its challenge is used
        # a clone: an answer whose count did not grow past the last one seen
        answers.append(signin(key.get(options(), origin_of(site), step=False)))
        forged = key.get(options(), origin_of(site))
        forged["response"]["signature"] = Authenticator().get(
            options(), origin_of(site))["response"]["signature"]
        answers.append(signin(forged))  # a signature by another key
        answers.append(signin({"id": key.id}))  # not an answer at all
    assert [r.status_code for r in answers] == [401] * len(answers)
    assert len({r.text for r in answers}) == 1
    assert "passkey" in refusal(answers[0])["en"]
    # the authenticator goes on from the count the server saw
    assert passkey_signin(site, key).status_code == 200


def test_an_authenticator_without_a_counter_signs_in_each_time(site: str) -> None:
    client, _ = signed_up(site)
    key = Authenticator(count_step=0)
    r = client.post("/api/account/passkeys", json={
        "credential": key.create(add_options(client).json(), origin_of(site)), "name": "key"})
    assert r.status_code == 201
    assert passkey_signin(site, key).status_code == 200
    assert passkey_signin(site, key).status_code == 200


def test_a_disabled_or_deleted_account_cannot_sign_in_by_passkey(site: str) -> None:
    client, body, key = with_passkey(site)
    assert client.post("/api/account/disable", json={"password": PASSWORD}).status_code == 200
    r = passkey_signin(site, key)
    assert r.status_code == 401 and "passkey" in refusal(r)["en"]
    with browser(site) as again:
        r = again.post("/api/account/reopen", json={"handle": body["account"]["handle"],
                                                    "password": PASSWORD})
        assert r.status_code == 200
        assert passkey_signin(site, key).status_code == 200
        assert again.post("/api/account/delete", json={"password": PASSWORD}).status_code == 200
    assert passkey_signin(site, key).status_code == 401


def test_a_recovery_removes_every_passkey(site: str) -> None:
    """Whoever had the account may have added a passkey: after the person recovers it with a
    code, no passkey signs in until they add theirs again."""
    client, body, key = with_passkey(site)
    assert passkey_signin(site, key).status_code == 200
    with browser(site) as lost:
        r = lost.post("/api/account/recover", json={
            "handle": body["account"]["handle"], "code": body["recovery_codes"][0],
            "password": "a brand new passphrase"})
        assert r.status_code == 200, r.text
        assert lost.get("/api/account/passkeys").json() == []
    assert passkey_signin(site, key).status_code == 401


def test_passkey_sign_in_counts_against_the_address_limit(tmp_path_factory: pytest.TempPathFactory,
                                                          backend: str) -> None:
    with running_hub(fresh_url(backend, tmp_path_factory.mktemp("db")),
                     limits=Limits(analysis_iterations=200)) as (base, _hub):
        with browser(base, "127.0.8.1") as client:
            codes = [client.post("/api/account/passkey-signin/options").status_code
                     for _ in range(10)]
            r = client.post("/api/account/signin", json={"handle": handle(),
                                                         "password": PASSWORD})
            assert codes == [200] * 10 and r.status_code == 429
            assert "sign-in" in refusal(r)["en"]
        with browser(base, "127.0.8.2") as client:  # answers to no challenge count too
            codes = [client.post("/api/account/passkey-signin", json={"credential": {}})
                     .status_code for _ in range(11)]
            assert codes == [401] * 10 + [429]


def test_the_export_names_the_passkeys_without_their_keys(site: str) -> None:
    client, _, key = with_passkey(site, "Phone")
    r = client.get("/api/account/export")
    assert r.status_code == 200
    exported = r.json()
    assert [p["name"] for p in exported["passkeys"]] == ["Phone"]
    assert "public_key" not in r.text and key.id not in r.text


@pytest.mark.parametrize("db", BACKENDS)
def test_migration_0006_upgrades_0005_keeping_every_row(db: str, tmp_path: Path) -> None:
    url = fresh_url(db, tmp_path, empty=True)
    engine = create_engine(url)
    migrate(engine, "0005")
    with engine.begin() as conn:
        conn.execute(text("INSERT INTO koloda_accounts (handle, handle_key, name, "
                          "password_hash, created, status) VALUES ('Ann', 'ann', 'Ann', 'h', "
                          "1.0, 'active')"))
        account = conn.execute(text("SELECT id FROM koloda_accounts")).scalar_one()
        conn.execute(text("INSERT INTO koloda_sessions (token_hash, public_id, account_id, "
                          "created, last_seen, expires) VALUES ('t', 'p', :a, 1.0, 1.0, "
                          "9e12)"), {"a": account})
        conn.execute(text("INSERT INTO koloda_recovery_codes (account_id, code_hash) "
                          "VALUES (:a, 'c')"), {"a": account})
    engine.dispose()
    store = Store(url)  # opening it upgrades it
    try:
        assert accounts_db.account(store, handle_key="ann")["password_hash"] == "h"  # type: ignore[index]
        found = accounts_db.session(store, "t", 2.0, 300.0)
        assert found is not None and found[1]["handle"] == "Ann"
        assert accounts_db.unspent_codes(store, account) == 1
        assert passkeys_db.passkeys_of(store, account) == []
        assert passkeys_db.user_handle(store, account, "first") == "first"
        assert passkeys_db.user_handle(store, account, "second") == "first"  # stable
    finally:
        store.close()


def _mangled(answer: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """`answer` with one field at a time (at the top or in `response`) made wrong."""
    for junk in (None, 5, "", "!!", [], {}, "A" * 2000):
        for name in answer:
            yield copy.deepcopy({**answer, name: junk})
        for name in answer["response"]:
            if name != "clientDataJSON":  # that one holds the challenge: tried apart
                yield copy.deepcopy({**answer, "response": {**answer["response"], name: junk}})


def test_a_mangled_answer_is_refused_never_an_error(site: str) -> None:
    client, _ = signed_up(site)
    key = Authenticator()
    for bad in _mangled(key.create(add_options(client).json(), origin_of(site))):
        if isinstance(bad["response"], dict):  # a fresh challenge for each try
            fresh = key.create(add_options(client).json(), origin_of(site))
            bad["response"]["clientDataJSON"] = fresh["response"]["clientDataJSON"]
        r = client.post("/api/account/passkeys", json={"credential": bad, "name": "k"})
        # 201: a field the check does not need (the transports, the attachment)
        assert r.status_code in (201, 400, 409), (bad, r.text)
    _client, _body, owned = with_passkey(site)
    with browser(site) as stranger:
        def options() -> dict[str, Any]:
            return stranger.post("/api/account/passkey-signin/options").json()  # type: ignore[no-any-return]
        for bad in _mangled(owned.get(options(), origin_of(site))):
            if isinstance(bad["response"], dict):
                fresh = owned.get(options(), origin_of(site), step=False)
                bad["response"]["clientDataJSON"] = fresh["response"]["clientDataJSON"]
            r = stranger.post("/api/account/passkey-signin", json={"credential": bad})
            assert r.status_code == 401, (bad, r.text)


@pytest.mark.parametrize("base", ["https://koloda.test", "http://koloda.test:8080"])
def test_the_site_is_the_requests_own_host_and_scheme(base: str, tmp_path: Path) -> None:
    from fastapi.testclient import TestClient

    from koloda.server import create_app

    app = create_app(fresh_url("sqlite", tmp_path), bot_pool="thread", limits=ROOMY)
    with TestClient(app, base_url=base, headers={"Origin": base}) as client:
        r = client.post("/api/account/signup", json={"handle": handle(), "password": PASSWORD})
        assert r.status_code == 201
        key = Authenticator()
        options = add_options(client).json()
        assert options["rp"]["id"] == "koloda.test"  # never the port
        wrong = "http://koloda.test" if base.startswith("https") else "http://koloda.test:8081"
        r = client.post("/api/account/passkeys", json={
            "credential": key.create(options, wrong), "name": "k"})
        assert r.status_code == 400
        r = client.post("/api/account/passkeys", json={
            "credential": key.create(add_options(client).json(), base), "name": "k"})
        assert r.status_code == 201, r.text
        options = client.post("/api/account/passkey-signin/options").json()
        assert options["rpId"] == "koloda.test"
        r = client.post("/api/account/passkey-signin",
                        json={"credential": key.get(options, base)})
        assert r.status_code == 200
