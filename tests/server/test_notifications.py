"""Notifications against a real server (server/notifications/, docs/protocol.md "Notifications"):
each source lands in the person's bell (a challenge, a rematch offer, a tournament about to
start and a moderator's action through their own features; a table waiting and a
correspondence game's end as the tables publish them), the bell's count and marking read, the
page's event stream; and Web Push to a push service this test runs, which decrypts every
message with the subscription's keys (RFC 8291, `http_ece`) and checks the server's VAPID
signature (RFC 8292): the payload, a gone subscription pruned (404, 410), a busy service asked
again with backoff, preferences, and a push service that hangs holding up nobody. On SQLite and
PostgreSQL (the `backend` fixture)."""

from __future__ import annotations

import dataclasses
import json
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import insert, select

from koloda.server.bus import CorrespondenceEnded, TurnWaiting
from koloda.server.moderation import db as mod_db
from koloda.server.notifications import db as notify_db
from koloda.server.notifications import push
from koloda.server.notifications.rows import PushOutboxRow, PushSubscriptionRow
from koloda.server.store import AccountRow, Store

from .databases import fresh_url
from .helpers import auth, running_hub
from .ops_helpers import running_ops, scrape, total
from .people import ROOMY, join, play_out, signed_up, start, table
from .push_service import Device, PushService, push_service, unb64, vapid_claims

LIMITS = dataclasses.replace(ROOMY, tournament_round_seconds=0.2)


@pytest.fixture(scope="module")
def pushes() -> Iterator[PushService]:
    with push_service() as service:
        yield service


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, backend: str,
         pushes: PushService) -> Iterator[tuple[str, Any]]:
    with running_hub(fresh_url(backend, tmp_path_factory.mktemp("db")),
                     limits=LIMITS) as found:
        yield found


def person(base: str, hub: Any) -> tuple[httpx.Client, str, int]:
    client, made = signed_up(base)
    name = made["account"]["handle"]
    found = mod_db.account_by_handle(hub.store, name)
    assert found is not None
    return client, name, int(found["id"])


def publish(hub: Any, event: object) -> None:
    """Publish on the server's bus, in its loop (as a feature there would)."""
    loop = next(iter(hub._tasks)).get_loop()
    loop.call_soon_threadsafe(hub.bus.publish, event)


def until(what: Callable[[], Any], timeout: float = 10.0) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        found = what()
        if found or time.monotonic() > deadline:
            return found
        time.sleep(0.02)


def bell(client: httpx.Client) -> dict[str, Any]:
    r = client.get("/api/notifications")
    assert r.status_code == 200, r.text
    return r.json()  # type: ignore[no-any-return]


def notices(client: httpx.Client, count: int = 1) -> list[dict[str, Any]]:
    return until(lambda: (lambda items: items if len(items) >= count else None)(
        bell(client)["items"])) or bell(client)["items"]


def subscribe(client: httpx.Client, device: Device, lang: str = "en") -> None:
    r = client.post("/api/push/subscriptions", json=device.subscription(lang))
    assert r.status_code == 201, r.text


# -- the bell and Web Push, end to end -------------------------------------------------------
def test_a_challenge_reaches_the_bell_and_a_device_encrypted_and_signed(
        site: tuple[str, Any], pushes: PushService) -> None:
    base, hub = site
    ann, ann_name, _ = person(base, hub)
    bob, bob_name, _ = person(base, hub)
    phone = pushes.device()
    subscribe(bob, phone, lang="ru")
    key = httpx.get(f"{base}/api/push/key").json()["key"]
    assert len(unb64(key)) == 65
    r = ann.post("/api/challenges", json={"handle": bob_name, "game": "toy",
                                          "options": {"hand": 1}})
    assert r.status_code == 201, r.text
    challenge = r.json()["id"]
    post = pushes.wait(phone, 1)[0]
    message = phone.open(post)
    # worded in the language the device subscribed in; nothing but what a lock screen shows
    assert set(message) == {"id", "kind", "title", "body", "url", "tag", "lang"}
    assert message["kind"] == "challenge" and message["lang"] == "ru"
    assert message["title"] == "Вызов"
    assert message["body"].startswith(f"{ann_name} вызывает вас: ")
    assert message["url"] == "/" and message["tag"] == f"challenge:{challenge}"
    assert vapid_claims(post, key, phone.endpoint)
    assert post["headers"]["urgency"] == "high" and 0 < int(post["headers"]["ttl"]) <= 600
    assert len(post["headers"]["topic"]) == 32
    # the bell: in both languages, unread until read
    found = bell(bob)
    assert found["unread"] == 1
    item = found["items"][0]
    assert item["id"] == message["id"] and item["kind"] == "challenge" and item["read"] is None
    assert item["text"]["en"].startswith(f"{ann_name} challenges you to ")
    assert item["text"]["ru"] == message["body"]
    assert item["title"] == {"en": "A challenge", "ru": "Вызов"}
    assert bob.post("/api/notifications/read", json={"ids": [item["id"]]}).json() == {
        "unread": 0}
    assert bell(bob)["items"][0]["read"] is not None
    assert bell(ann)["items"] == []  # the challenger is told nothing


def test_each_source_lands_in_the_bell_once_a_thing(site: tuple[str, Any]) -> None:
    base, hub = site
    ann, ann_name, ann_id = person(base, hub)
    bob, bob_name, bob_id = person(base, hub)
    # a table waiting on Bob, twice for the same table: one notice, renewed, unread
    publish(hub, TurnWaiting((bob_id,), "tbl1", "durak", time.time() + 86400))
    first = notices(bob)[0]
    publish(hub, TurnWaiting((bob_id,), "tbl1", "durak", time.time() + 2 * 86400))
    assert until(lambda: bell(bob)["items"][0]["id"] != first["id"])
    found = bell(bob)
    assert [i["kind"] for i in found["items"]] == ["turn"] and found["unread"] == 1
    turn = found["items"][0]
    assert turn["text"] == {"en": "It is your move in Durak.", "ru": "Ваш ход: Дурак."}
    assert turn["url"] == "/t/tbl1" and turn["args"]["deadline"] > time.time() + 86400
    # the game ends: its notice takes the turn's place; Ann's time ran out
    publish(hub, CorrespondenceEnded((ann_id, bob_id), "tbl1", "durak", {}, (ann_id,)))
    assert until(lambda: bell(bob)["items"][0]["kind"] == "ended")
    assert [i["kind"] for i in bell(bob)["items"]] == ["ended"]
    assert notices(ann)[0]["text"]["en"] == "Your time ran out in Durak: the game is over."
    # a moderator's warning, through moderation
    mod, _, mod_id = person(base, hub)
    assert mod_db.set_moderator(hub.store, mod_id, True, time.time())
    r = mod.post(f"/api/mod/people/{bob_name}/actions", json={"action": "warn",
                                                              "reason": "be kind"})
    assert r.status_code == 200, r.text
    warned = notices(bob, 2)[0]
    assert warned["kind"] == "moderation" and warned["url"] == "/account"
    assert warned["text"]["en"] == "A moderator warned you."
    # a tournament about to start, through tournaments: told once however many ticks see it
    r = ann.post("/api/tournaments", json={"game": "toy", "options": {"hand": 1},
                                           "format": "arena", "size": 2, "seconds": 600,
                                           "starts_in": 120})
    assert r.status_code == 201, r.text
    tid = r.json()["id"]
    assert bob.post(f"/api/tournaments/{tid}/entry").status_code == 200
    soon = notices(bob, 3)[0]
    assert soon["kind"] == "tournament" and soon["url"] == f"/tournaments/{tid}"
    assert soon["args"]["starts"] > time.time()
    time.sleep(0.5)  # a few more ticks of the runner: still one notice
    assert [i["kind"] for i in bell(bob)["items"]].count("tournament") == 1
    # a rematch offered at a finished table Bob has left: through the lobby
    made = table(ann, name=ann_name)
    joined = join(bob, made["table"]["id"], name=bob_name).json()
    start(ann, made)
    play_out(base, made["table"]["id"], {0: made["token"], 1: joined["token"]})
    r = httpx.post(f"{base}/api/tables/{made['table']['id']}/again", headers=auth(made["token"]))
    assert r.status_code == 202, r.text
    offer = notices(bob, 4)[0]
    assert offer["kind"] == "rematch" and offer["url"] == f"/t/{made['table']['id']}"
    assert offer["text"]["en"].startswith(f"{ann_name} offers a rematch of ")
    # newest first; the count; all read at once
    found = bell(bob)
    assert [i["kind"] for i in found["items"]] == [
        "rematch", "tournament", "moderation", "ended"]
    assert found["unread"] == 4
    assert bob.post("/api/notifications/read", json={}).json() == {"unread": 0}
    assert bob.get("/api/notifications/unread").json() == {"unread": 0}
    # a page of them, below an id
    assert [i["kind"] for i in bob.get("/api/notifications", params={
        "before": found["items"][1]["id"]}).json()["items"]] == ["moderation", "ended"]


def test_the_pages_event_stream_tells_the_bell(site: tuple[str, Any]) -> None:
    base, hub = site
    bob, _, bob_id = person(base, hub)

    def listen() -> dict[str, Any]:
        with bob.stream("GET", "/api/account/events", timeout=10) as stream:
            event = None
            for line in stream.iter_lines():
                if line == "event: notification":
                    event = line
                elif event and line.startswith("data: "):
                    return json.loads(line[6:])  # type: ignore[no-any-return]
                elif line.startswith("retry:"):
                    publish(hub, TurnWaiting((bob_id,), "tbl2", "toy", None, False))
        raise AssertionError("the stream ended")

    told = listen()
    assert told["unread"] == 1 and told["notification"]["kind"] == "turn"
    assert told["notification"]["url"] == "/t/tbl2"


# -- Web Push's rules ------------------------------------------------------------------------
def test_gone_subscriptions_are_pruned_and_a_refusal_keeps_one(
        site: tuple[str, Any], pushes: PushService) -> None:
    base, hub = site
    bob, _, bob_id = person(base, hub)
    gone, expired, refused = pushes.device([410]), pushes.device([404]), pushes.device([400])
    for device in (gone, expired, refused):
        subscribe(bob, device)
    assert bob.get("/api/notifications/prefs").json()["devices"] == 3
    publish(hub, TurnWaiting((bob_id,), "tbl3", "toy", time.time() + 3600))
    for device in (gone, expired, refused):
        pushes.wait(device, 1)
    assert until(lambda: bob.get("/api/notifications/prefs").json()["devices"] == 1)
    publish(hub, TurnWaiting((bob_id,), "tbl3", "toy", time.time() + 3600))
    pushes.wait(refused, 2)
    assert len(gone.got) == len(expired.got) == 1


def test_a_busy_push_service_is_asked_again_with_backoff(
        site: tuple[str, Any], pushes: PushService, monkeypatch: pytest.MonkeyPatch) -> None:
    base, hub = site
    monkeypatch.setattr(push, "BACKOFF", (0.2, 0.4))
    bob, _, bob_id = person(base, hub)
    busy = pushes.device([503, 429, 201])
    failing = pushes.device([500])
    subscribe(bob, busy)
    subscribe(bob, failing)
    publish(hub, TurnWaiting((bob_id,), "tbl4", "toy", time.time() + 3600))
    got = pushes.wait(busy, 3)
    assert [p["status"] for p in got] == [503, 429, 201]
    assert got[1]["at"] - got[0]["at"] >= 0.2 and got[2]["at"] - got[1]["at"] >= 0.4
    assert busy.open(got[0]) == busy.open(got[2])  # the same message each time
    # one that keeps failing is tried once and then once for each wait, no more
    assert len(pushes.wait(failing, 3)) == 3
    time.sleep(0.6)
    assert len(failing.got) == 3
    assert bob.get("/api/notifications/prefs").json()["devices"] == 2  # kept: not gone


def test_a_push_service_that_hangs_holds_up_nobody(
        site: tuple[str, Any], pushes: PushService) -> None:
    base, hub = site
    ann, _, _ = person(base, hub)
    bob, bob_name, _ = person(base, hub)
    stuck = pushes.device()
    stuck.hold = threading.Event()
    subscribe(bob, stuck)
    try:
        began = time.monotonic()
        r = ann.post("/api/challenges", json={"handle": bob_name, "game": "toy"})
        assert r.status_code == 201, r.text
        assert notices(bob)[0]["kind"] == "challenge"  # in the bell while the push hangs
        assert time.monotonic() - began < 5 and stuck.got == []
    finally:
        stuck.hold.set()
    pushes.wait(stuck, 1)


def test_a_push_kept_when_its_process_stops_is_posted_by_the_next(
        tmp_path: Path, backend: str, pushes: PushService,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A push its service did not take (503) is kept in the database with its next try; the
    process stops before that try; the process started again on the same database takes it
    back at once and posts it when it is due: the same message, and nothing kept after."""
    monkeypatch.setattr(push, "BACKOFF", (4.0,))  # the try due after the first process stops
    url = fresh_url(backend, tmp_path)
    busy = pushes.device([503, 201])
    with running_hub(url, limits=LIMITS) as (base, hub):
        bob, _, bob_id = person(base, hub)
        subscribe(bob, busy)
        publish(hub, TurnWaiting((bob_id,), "tbl9", "toy", time.time() + 3600))
        pushes.wait(busy, 1)
        assert until(lambda: notify_db.take_pushes(hub.store, "a look", 0.0, 0.0, 10) == []
                     and notify_db.kept_pushes(hub.store) == 1)
    stopped = time.monotonic()
    assert len(busy.got) == 1  # its retry went with the process
    with running_hub(url, limits=LIMITS) as (base, hub):
        got = pushes.wait(busy, 2)
        assert got[1]["status"] == 201 and got[1]["at"] > stopped
        assert busy.open(got[1]) == busy.open(got[0])
        # posted with what is left of its time to live, not the whole of it again
        assert int(got[1]["headers"]["ttl"]) < int(got[0]["headers"]["ttl"])
        assert until(lambda: notify_db.kept_pushes(hub.store) == 0)


def test_the_operator_sees_the_pushes_posted_and_kept(
        tmp_path: Path, backend: str, pushes: PushService,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The operator's metrics (docs/deploy.md): `koloda_pushes_total` by outcome as the posts
    happen, and `koloda_pushes_kept` while a push waits for its next try."""
    monkeypatch.setattr(push, "BACKOFF", (2.0,))
    with running_ops(fresh_url(backend, tmp_path), LIMITS) as (base, ops, app):
        hub = app.state.hub
        before = scrape(ops)
        bob, _, bob_id = person(base, hub)
        busy, gone = pushes.device([503, 201]), pushes.device([410])
        subscribe(bob, busy)
        subscribe(bob, gone)
        publish(hub, TurnWaiting((bob_id,), "tbl8", "toy", time.time() + 3600))
        pushes.wait(busy, 1)
        pushes.wait(gone, 1)
        # the gone device's push went with it; the busy one's is kept for its next try
        assert until(lambda: scrape(ops)["koloda_pushes_kept"] == 1)
        pushes.wait(busy, 2)
        after = until(lambda: (lambda now: now if now["koloda_pushes_kept"] == 0 and total(
            now, "koloda_pushes_total", outcome="sent") > total(
            before, "koloda_pushes_total", outcome="sent") else None)(scrape(ops)))
        assert after, scrape(ops)
        grew = {outcome: total(after, "koloda_pushes_total", outcome=outcome)
                - total(before, "koloda_pushes_total", outcome=outcome)
                for outcome in ("sent", "retried", "pruned", "dropped")}
        assert grew == {"sent": 1, "retried": 1, "pruned": 1, "dropped": 0}


def test_kept_pushes_are_taken_once_by_whoever_may(tmp_path: Path, backend: str) -> None:
    """Who takes a kept push (notifications/db.py `take_pushes`): nobody while its process's
    lease holds but that process starting again; anyone once it ran out, one taker only; none
    past its time to live or after its subscription went."""
    store = Store(fresh_url(backend, tmp_path))
    with store.engine.begin() as conn:
        account = int(conn.execute(insert(AccountRow).values(
            handle="kept", handle_key="kept", name="kept", created=0.0, status="active"))
            .inserted_primary_key[0])
    for n in range(3):
        notify_db.subscribe(store, account, {"endpoint": f"https://push.example/{n}",
                                             "p256dh": "k", "auth": "a", "lang": "en"}, 0.0, 9)
    with store.engine.connect() as conn:
        subs = list(conn.execute(select(PushSubscriptionRow.id).where(
            PushSubscriptionRow.account_id == account).order_by(PushSubscriptionRow.id))
            .scalars())
    message = {"data": b"{}", "ttl": 600, "urgency": "high", "topic": None}
    held, loose, old = (notify_db.keep_pushes(store, [sub], message, 100.0, "a", lease)[0]
                        for sub, lease in zip(subs, (1000.0, 150.0, 150.0), strict=True))
    notify_db.push_later(store, old, 1, 140.0, 150.0)

    def taken(owner: str, now: float, own: bool = False) -> set[int]:
        return {r["id"] for r in notify_db.take_pushes(store, owner, now, now + 100, 10, own)}

    assert taken("b", 120.0) == set()  # every lease holds
    assert taken("b", 200.0) == {loose, old}  # two let go: b has them now...
    assert taken("c", 200.0) == set()  # ...and nobody else
    assert taken("a", 200.0, own=True) == {held}  # a, started again, takes its own back
    assert notify_db.kept_pushes(store) == 3
    notify_db.drop(store, subs[1])  # gone: its kept push with it
    # the first browser subscribes anew (another person signed in there): what was kept for
    # it goes with the old subscription
    notify_db.subscribe(store, account, {"endpoint": "https://push.example/0", "p256dh": "k",
                                         "auth": "a", "lang": "en"}, 300.0, 9)
    assert notify_db.kept_pushes(store) == 1
    assert taken("c", 700.0) == set()  # the last one is past its time to live (100 + 600)
    assert notify_db.kept_pushes(store) == 0


def test_preferences_choose_what_reaches_the_devices_not_the_bell(
        site: tuple[str, Any], pushes: PushService) -> None:
    base, hub = site
    bob, bob_name, bob_id = person(base, hub)
    laptop = pushes.device()
    subscribe(bob, laptop)
    assert bob.get("/api/notifications/prefs").json() == {"push": {
        "turn": True, "challenge": True, "rematch": True, "tournament": True,
        "moderation": True}, "devices": 1}
    r = bob.put("/api/notifications/prefs", json={"push": {"turn": False}})
    assert r.status_code == 200 and r.json()["push"]["turn"] is False
    assert r.json()["push"]["challenge"] is True
    publish(hub, TurnWaiting((bob_id,), "tbl5", "toy", time.time() + 3600))
    notices(bob)
    publish(hub, CorrespondenceEnded((bob_id,), "tbl6", "toy"))  # a turn's kind too: off
    notices(bob, 2)
    ann, _, _ = person(base, hub)
    assert ann.post("/api/challenges", json={"handle": bob_name,
                                             "game": "toy"}).status_code == 201
    message = laptop.open(pushes.wait(laptop, 1)[0])
    assert message["kind"] == "challenge"  # the first push: the turns' were not sent
    assert len(notices(bob, 3)) == 3
    # an unknown kind is ignored; this device forgotten
    assert bob.put("/api/notifications/prefs", json={"push": {"chess": True}}).json()[
        "push"]["turn"] is False
    assert bob.post("/api/push/subscriptions/delete",
                    json={"endpoint": laptop.endpoint}).json() == {"ok": True}
    assert bob.get("/api/notifications/prefs").json()["devices"] == 0


def test_what_a_subscription_may_be_and_who_may_ask(
        site: tuple[str, Any], pushes: PushService) -> None:
    base, hub = site
    bob, _, _ = person(base, hub)
    good = pushes.device().subscription()
    for endpoint in ("http://example.com/push/x", "https://10.0.0.1/push",
                     "https://fcm.googleapis.com.evil.example/x", "https://user@fcm.googleapis.com/x",
                     "file:///etc/passwd", "https://fcm.googleapis.com:8443/x"):
        r = bob.post("/api/push/subscriptions", json={**good, "endpoint": endpoint})
        assert r.status_code == 422, endpoint
        assert r.json()["error"]["ru"]
    assert bob.post("/api/push/subscriptions", json={
        **good, "keys": {"p256dh": "AAAA", "auth": good["keys"]["auth"]}}).status_code == 422
    assert push.allowed("https://fcm.googleapis.com/fcm/send/abc")
    assert push.allowed("https://updates.push.services.mozilla.com/wpush/v2/abc")
    assert push.allowed("https://web.push.apple.com/abc")
    guest = httpx.Client(base_url=base)
    for r in (guest.get("/api/notifications"), guest.get("/api/notifications/unread"),
              guest.post("/api/notifications/read", json={}),
              guest.get("/api/notifications/prefs"),
              guest.post("/api/push/subscriptions", json=good)):
        assert r.status_code == 401
    assert guest.get("/api/push/key").status_code == 200  # the public key is public


def test_the_vapid_keys_are_made_once_and_kept(site: tuple[str, Any]) -> None:
    base, hub = site
    key = httpx.get(f"{base}/api/push/key").json()["key"]
    # another process starting with a pair of its own keeps the first one's
    assert notify_db.vapid_keys(hub.store, push.new_keys(), time.time())[1] == key
    assert httpx.get(f"{base}/api/push/key").json()["key"] == key


def test_a_closed_account_s_notices_and_devices_go(
        site: tuple[str, Any], pushes: PushService) -> None:
    base, hub = site
    bob, bob_name, bob_id = person(base, hub)
    busy = pushes.device([503])  # its push kept for a retry when the account closes
    subscribe(bob, busy)
    publish(hub, TurnWaiting((bob_id,), "tbl7", "toy", None))
    notices(bob)
    pushes.wait(busy, 1)
    with hub.store.engine.connect() as conn:
        devices = list(conn.execute(select(PushSubscriptionRow.id).where(
            PushSubscriptionRow.account_id == bob_id)).scalars())
    assert until(lambda: _kept_for(hub, devices) == 1)
    mod, _, mod_id = person(base, hub)
    assert mod_db.set_moderator(hub.store, mod_id, True, time.time())
    assert mod.post(f"/api/mod/people/{bob_name}/actions", json={
        "action": "close", "reason": "spam"}).status_code == 200
    with hub.store.engine.connect() as conn:
        assert notify_db._unread(conn, bob_id) == 0
    assert notify_db.devices(hub.store, bob_id) == 0
    assert _kept_for(hub, devices) == 0  # the kept push, and its words, went too


def _kept_for(hub: Any, subscription_ids: list[int]) -> int:
    with hub.store.engine.connect() as conn:
        return len(conn.execute(select(PushOutboxRow.id).where(
            PushOutboxRow.subscription_id.in_(subscription_ids))).all())
