"""Web Push (RFC 8030) from this process: the server's VAPID keys (RFC 8292), which push
services it will post to, and the queue that posts each message encrypted to its browser's
keys (RFC 8291, by `pywebpush`).

- **Never in a move's way.** A notice puts its messages on a queue and returns; a few workers
  post them, each post in a thread (pywebpush's blocking client, a 10-second timeout).
- **Retries.** A push service that is busy (429), failing (5xx) or out of reach is asked
  again after `BACKOFF` (its Retry-After when it gives a longer one, at most `MAX_WAIT`),
  `len(BACKOFF)` times, then the message is dropped.
- **Kept until taken.** Each message is kept in the database (`koloda_push_outbox`) from the
  moment it is queued until its push service takes it, refuses it for good or its time to
  live runs out, in this process's hand (its name, and a lease of `LEASE` seconds past its
  next try). A process that starts again takes its own kept messages back at once, and every
  `SWEEP` seconds any process takes up those whose lease ran out (a process that died in a
  cluster): a restart loses none. A message may then be posted twice (its process died
  between the push service's answer and the row's deletion); its Topic lets the push service
  replace a copy not yet delivered.
- **Pruning.** A subscription its push service answers 404 or 410 for is gone for good: it
  is deleted. Any other refusal (400, 403, 413) drops the message and keeps the
  subscription.
- **Where it posts.** Only to the push services browsers use (`PUSH_HOSTS`, over https) and to
  the origins an operator adds (`KOLODA_PUSH_ORIGINS`, comma-separated, e.g. a self-hosted
  push service): a subscription is an address a browser gave, and the server must not be made
  to post to anything else.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import json
import logging
import os
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec

from . import db

if TYPE_CHECKING:
    from ..tables.hub import Hub

log = logging.getLogger("koloda.server.push")

#: the push services of the browsers people use (a host or its subdomains, https only)
PUSH_HOSTS = ("fcm.googleapis.com", "android.googleapis.com", "push.services.mozilla.com",
              "push.apple.com", "notify.windows.com")
#: the seconds before each retry of a message its push service did not take
BACKOFF = (5.0, 30.0, 120.0, 600.0)
#: the longest wait a push service's Retry-After may ask for
MAX_WAIT = 3600.0
#: how long past its next try a kept message stays in its process's hand, and how often each
#: process looks for kept messages whose hand let go
LEASE = 120.0
SWEEP = 30.0
#: kept messages taken up at one look
TAKE = 200
#: posts in flight at once, and messages waiting at most (beyond: dropped, with a log line)
WORKERS = 4
QUEUE = 10_000
TIMEOUT = 10.0
#: what a message's JSON may weigh (bytes): a push service takes 4096 bytes of encrypted
#: body (RFC 8030 section 7.2), 103 of which are the encryption's own (RFC 8291)
MAX_PAYLOAD = 3000
#: whom a push service may write to about this server's pushes (VAPID's `sub`)
CONTACT = os.environ.get("KOLODA_PUSH_CONTACT", "mailto:koloda@localhost")


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def new_keys() -> tuple[str, str]:
    """A fresh VAPID pair: the private key as PKCS#8 PEM, the public point in base64url."""
    key = ec.generate_private_key(ec.SECP256R1())
    pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                            serialization.NoEncryption()).decode()
    point = key.public_key().public_bytes(serialization.Encoding.X962,
                                          serialization.PublicFormat.UncompressedPoint)
    return pem, b64url(point)


def extra_origins() -> set[str]:
    """The origins an operator allows beside the browsers' push services."""
    given = os.environ.get("KOLODA_PUSH_ORIGINS", "")
    return {o.strip().rstrip("/").lower() for o in given.split(",") if o.strip()}


def allowed(endpoint: str) -> bool:
    """Whether the server may post to this endpoint (see the module's docstring)."""
    try:
        parts = urlsplit(endpoint)
        host = (parts.hostname or "").lower()
        origin = f"{parts.scheme}://{parts.netloc}".lower()
    except ValueError:
        return False
    if parts.username or parts.password:
        return False
    if origin in extra_origins():
        return True
    return parts.scheme == "https" and parts.port in (None, 443) and any(
        host == h or host.endswith("." + h) for h in PUSH_HOSTS)


def payload(message: dict[str, Any]) -> bytes:
    """A push's JSON, its body cut short to fit `MAX_PAYLOAD`."""
    data = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode()
    while len(data) > MAX_PAYLOAD and message.get("body"):
        message = {**message, "body": message["body"][: len(message["body"]) // 2] + "…"}
        data = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode()
    return data


def topic(key: str) -> str:
    """A push's Topic header (RFC 8030 section 5.4): a newer message of the same notice
    replaces one the push service has not delivered yet; 32 characters of base64url."""
    return hashlib.sha256(key.encode()).hexdigest()[:32]


@dataclass
class Job:
    """One message for one subscription, and how many times it was tried."""

    subscription: dict[str, Any]
    data: bytes
    ttl: int
    urgency: str
    topic: str | None
    tries: int = 0
    #: its row in the outbox (None: it could not be kept, and lives in memory only)
    id: int | None = None
    #: when it stops being worth posting (Unix time)
    expires: float = float("inf")


class Pusher:
    """This process's Web Push queue and workers."""

    def __init__(self, hub: Hub, owner: str) -> None:
        self.hub = hub
        #: this process's name: whose hand a kept message is in
        self.owner = owner
        self.queue: asyncio.Queue[Job] = asyncio.Queue(QUEUE)
        self._vapid: Any = None
        self.public_key: str | None = None
        self._keys_lock = asyncio.Lock()
        #: what happened to the posts (tests and the operator read it)
        self.counts = {"sent": 0, "retried": 0, "pruned": 0, "dropped": 0}

    async def keys(self) -> str:
        """The VAPID public key, the kept pair loaded (or made and kept) on first need."""
        async with self._keys_lock:
            if self.public_key is None:
                from py_vapid import Vapid

                pem, public = await self.hub.writer.call(db.vapid_keys, self.hub.store,
                                                         new_keys(), time.time())
                self._vapid = Vapid.from_pem(pem.encode())
                self.public_key = public
        return self.public_key

    def post(self, subscriptions: list[dict[str, Any]], data: bytes, *, ttl: int,
             urgency: str = "normal", key: str | None = None) -> None:
        """Queue one message for each subscription (never waits: it is kept, then queued, in
        a task of its own)."""
        if subscriptions:
            message = {"data": data, "ttl": max(0, int(ttl)), "urgency": urgency,
                       "topic": topic(key) if key else None}
            self.hub.spawn(self._keep(subscriptions, message))

    async def _keep(self, subscriptions: list[dict[str, Any]], message: dict[str, Any]) -> None:
        now = time.time()
        try:
            ids = await self.hub.writer.call(
                db.keep_pushes, self.hub.store, [int(sub["id"]) for sub in subscriptions],
                message, now, self.owner, now + LEASE)
        except Exception:  # the database is away: sent from memory, as best it can
            log.exception("push: messages could not be kept; sending them unkept")
            ids = [None] * len(subscriptions)
        for sub, row in zip(subscriptions, ids, strict=True):
            self._put(Job(sub, message["data"], message["ttl"], message["urgency"],
                          message["topic"], id=row, expires=now + message["ttl"]))

    async def _sweep(self) -> None:
        """Take up kept messages: this process's own at once (kept before it started again),
        then every `SWEEP` seconds those whose process let go of them."""
        own = True
        while True:
            try:
                rows = await self.hub.writer.call(db.take_pushes, self.hub.store, self.owner,
                                                  time.time(), time.time() + LEASE, TAKE, own)
                own = False
            except Exception:
                log.exception("push: could not look for kept messages")
                rows = []
            for row in rows:
                job = Job(row["subscription"], row["data"], row["ttl"], row["urgency"],
                          row["topic"], row["tries"], row["id"], row["expires"])
                wait = row["due"] - time.time()
                if wait > 0:
                    self.hub.spawn(self._later(job, wait))
                else:
                    self._put(job)
            if len(rows) < TAKE:
                await asyncio.sleep(SWEEP)

    def _count(self, outcome: str) -> None:
        self.counts[outcome] += 1
        self.hub.probe.pushed(outcome)

    async def _done(self, job: Job) -> None:
        if job.id is not None:
            await self.hub.writer.call(db.push_done, self.hub.store, job.id)

    def _put(self, job: Job) -> None:
        try:
            self.queue.put_nowait(job)
        except asyncio.QueueFull:
            self._count("dropped")
            log.warning("push queue full: a message dropped")

    async def run(self) -> None:
        await self.keys()
        workers = [asyncio.create_task(self._work()) for _ in range(WORKERS)]
        workers.append(asyncio.create_task(self._sweep()))
        try:
            await asyncio.gather(*workers)
        finally:
            for w in workers:
                w.cancel()

    async def _work(self) -> None:
        while True:
            job = await self.queue.get()
            try:
                await self._deliver(job)
            except Exception:  # one message's trouble must not stop the worker
                log.exception("push: a message failed")

    async def _deliver(self, job: Job) -> None:
        sub_id = int(job.subscription["id"])
        if time.time() >= job.expires:  # its time to live ran out while it waited
            self._count("dropped")
            await self._done(job)
            return
        status, retry_after = await asyncio.to_thread(self._send, job)
        if status is not None and 200 <= status < 300:
            self._count("sent")
            await self._done(job)
            await self.hub.writer.call(db.delivered, self.hub.store, sub_id, time.time())
        elif status in (404, 410):
            self._count("pruned")
            log.info("push subscription %d gone (%d): deleted", sub_id, status)
            await self.hub.writer.call(db.drop, self.hub.store, sub_id)  # its kept ones too
        elif (status is None or status == 429 or status >= 500) and job.tries < len(BACKOFF):
            wait = max(BACKOFF[job.tries], min(retry_after or 0.0, MAX_WAIT))
            job.tries += 1
            self._count("retried")
            if job.id is not None:
                due = time.time() + wait
                await self.hub.writer.call(db.push_later, self.hub.store, job.id, job.tries,
                                           due, due + LEASE)
            self.hub.spawn(self._later(job, wait))
        else:
            self._count("dropped")
            log.info("push to subscription %d refused (%s): dropped", sub_id, status)
            await self._done(job)

    async def _later(self, job: Job, wait: float) -> None:
        await asyncio.sleep(wait)
        self._put(job)

    @staticmethod
    def _ttl_left(job: Job) -> int:
        """What is left of a message's time to live (one kept across a restart has spent
        some): the push service keeps it no longer than the notice is worth."""
        return max(0, min(job.ttl, int(job.expires - time.time())))

    def _send(self, job: Job) -> tuple[int | None, float | None]:
        """Post one message (a worker thread): the push service's status (None: no answer)
        and its Retry-After in seconds, if it gave one."""
        import requests
        from pywebpush import WebPushException, webpush

        sub = job.subscription
        headers = {"Urgency": job.urgency}
        if job.topic:
            headers["Topic"] = job.topic
        try:
            response = webpush({"endpoint": sub["endpoint"],
                                "keys": {"p256dh": sub["p256dh"], "auth": sub["auth"]}},
                               job.data, vapid_private_key=self._vapid,
                               vapid_claims={"sub": CONTACT}, ttl=self._ttl_left(job), timeout=TIMEOUT,
                               headers=headers)
            return int(response.status_code), None  # type: ignore[union-attr]
        except WebPushException as exc:
            response = exc.response
            if response is None:
                return None, None
            after = response.headers.get("Retry-After", "")
            return int(response.status_code), float(after) if after.isdigit() else None
        except (requests.RequestException, OSError, ValueError):
            return None, None
