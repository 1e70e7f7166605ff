"""Accounts: a handle and a password, sessions in a cookie, recovery codes instead of e-mail.

Guests are untouched: nothing here is asked of a person who only plays. What is stored can be
stolen without giving anything away: passwords as Argon2id, session tokens and recovery codes as
SHA-256 (both are 80 bits or more of randomness, so a fast hash suffices). Hashing a password
takes tens of milliseconds of a core: it runs in a small thread pool, never in the event loop,
so a crowd signing in does not stall the tables. The HTTP side is `accounts_api.py`;
docs/protocol.md ("Accounts", "Security") says what each call does and promises.
"""

from __future__ import annotations

import asyncio
import base64
import functools
import hashlib
import ipaddress
import json
import math
import os
import re
import secrets
import threading
import time
import unicodedata
from collections.abc import Hashable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

from argon2 import PasswordHasher, Type
from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy.exc import IntegrityError
from starlette.requests import HTTPConnection

from koloda.core import text
from koloda.core.clean import BadText, clean_text

from ..bus import AccountDeleted
from ..http import ApiError
from ..ops import logs
from ..tables.seats import hash_token
from . import accounts_db
from .passkeys_db import forget_passkeys

if TYPE_CHECKING:
    from ..tables.hub import Hub

#: the cookie that holds a session's token
COOKIE = "koloda_session"
HANDLE = re.compile(r"[A-Za-z0-9_-]{3,20}")
#: a deleted account is shown as this and a few hex digits: no handle may begin so
ANONYMOUS = "deleted-"
MIN_PASSWORD = 8
RECOVERY_CODES = 10
#: a session's `last_seen` is written at most this often (seconds)
TOUCH_SECONDS = 300.0
#: the user agent kept with a session, cut to this many characters
USER_AGENT = 200
COMMON_FILE = Path(__file__).resolve().parent.parent / "data" / "common-passwords.txt"

#: Argon2id with OWASP's recommended minimum (Password Storage Cheat Sheet: 19 MiB, two
#: passes, one lane): about 30 ms of one core here. argon2-cffi's default (64 MiB, three passes,
#: four lanes) takes ten to twenty times as long and all four lanes' cores, which a two-core
#: server cannot spare while tables play. A hash made with other parameters is still verified,
#: and rehashed with these at the next sign-in.
HASHER = PasswordHasher(time_cost=2, memory_cost=19 * 1024, parallelism=1, type=Type.ID)

BAD_HANDLE = text("account-bad-handle")
HANDLE_RESERVED = text("account-handle-reserved")
HANDLE_TAKEN = text("account-handle-taken")
PASSWORD_COMMON = text("account-password-common")
BAD_CREDENTIALS = text("account-bad-credentials")
BAD_RECOVERY = text("account-bad-recovery")
NOT_SIGNED_IN = text("account-not-signed-in")
WRONG_PASSWORD = text("account-wrong-password")
NO_SESSION = text("account-no-session")
CROSS_SITE = text("account-cross-site")
#: a session ended for giving the password asked again wrong too many times
GUESSED = text("account-confirm-ended")
#: what `notice_json` calls that notice
NOTICE_GUESSED = "password-guessed"


_TOO_MANY = {"signins": "account-too-many-signins", "signups": "account-too-many-signups",
             "recoveries": "account-too-many-recoveries",
             "confirms": "account-too-many-confirms"}


class TooMany(ApiError):
    """429 with the seconds to wait (`Retry-After`)."""

    def __init__(self, kind: str, wait: float) -> None:
        seconds = max(1, math.ceil(wait))
        # as a word: Fluent would group the digits of a number
        super().__init__(429, text(_TOO_MANY[kind], seconds=str(seconds)))
        self.headers = {"Retry-After": str(seconds)}


# -- handles, passwords, codes, tokens ------------------------------------------------------
def check_handle(raw: str) -> tuple[str, str]:
    """A handle for sign-up as typed and as its lowercased key; refused if not allowed."""
    try:
        handle = clean_text(raw, 20)
    except BadText as exc:
        raise ApiError(422, BAD_HANDLE) from exc
    if not HANDLE.fullmatch(handle):
        raise ApiError(422, BAD_HANDLE)
    if handle.lower().startswith(ANONYMOUS):
        raise ApiError(422, HANDLE_RESERVED)
    return handle, handle.lower()


@functools.cache
def common_passwords() -> frozenset[str]:
    """The shipped list of common passwords, lowercased (data/common-passwords.txt)."""
    lines = COMMON_FILE.read_text(encoding="utf-8").splitlines()
    return frozenset(w.strip().lower() for w in lines if w.strip() and not w.startswith("#"))


def password_bytes(password: str) -> bytes:
    """What is hashed: the password normalised (NFC: "й" typed two ways is one password),
    as UTF-8; a lone surrogate is kept as is rather than refused."""
    return unicodedata.normalize("NFC", password).encode("utf-8", "surrogatepass")


def check_password(password: str) -> None:
    """Refuse a password too short or on the common list (case aside)."""
    normal = unicodedata.normalize("NFC", password)
    if len(normal) < MIN_PASSWORD:
        raise ApiError(422, text("account-password-short", min=str(MIN_PASSWORD)))
    if normal.lower() in common_passwords():
        raise ApiError(422, PASSWORD_COMMON)


def new_codes() -> tuple[list[str], list[str]]:
    """Ten recovery codes as shown (xxxx-xxxx-xxxx-xxxx: 16 base32 letters, 80 bits) and
    their SHA-256s as stored."""
    shown = []
    for _ in range(RECOVERY_CODES):
        raw = base64.b32encode(secrets.token_bytes(10)).decode().lower()
        shown.append("-".join(raw[i:i + 4] for i in range(0, 16, 4)))
    return shown, [code_hash(c) for c in shown]


def code_hash(typed: str) -> str:
    """A recovery code's SHA-256, whatever its case, dashes and spaces as typed."""
    canonical = re.sub(r"[\s-]", "", typed).lower()
    return hashlib.sha256(b"koloda-recovery:" + canonical.encode("utf-8", "replace")).hexdigest()


def network_of(address: str | None) -> str | None:
    """The coarse network of a client's address, as a session keeps it for its owner to tell
    sessions apart: an IPv4 address's /24 ("203.0.113.0/24"), an IPv6 one's /48 (a site's
    prefix); None for no address. Never the address itself: a /24 is a street of a provider's
    customers, not a house."""
    try:
        ip = ipaddress.ip_address((address or "").strip())
    except ValueError:
        return None
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    bits = 24 if ip.version == 4 else 48
    return str(ipaddress.ip_network(f"{ip}/{bits}", strict=False))


def new_session(account_id: int, now: float, days: float, user_agent: str | None,
                address: str | None = None) -> tuple[str, dict[str, Any]]:
    """A new session's token (for the cookie) and its row (which holds only its hash, and
    only the coarse network of the address)."""
    token = secrets.token_urlsafe(32)
    row = {"token_hash": hash_token(token), "public_id": secrets.token_hex(8),
           "account_id": account_id, "created": now, "last_seen": now,
           "expires": now + days * 86400.0, "user_agent": (user_agent or "")[:USER_AGENT] or None,
           "network": network_of(address)}
    return token, row


def account_json(account: dict[str, Any]) -> dict[str, Any]:
    """An account as its owner sees it (never the hash)."""
    return {"handle": account["handle"], "name": account["name"],
            "created": account["created"], "status": account["status"]}


def notice_json(kind: str, at: float, user_agent: str | None) -> str:
    """A notice for the owner's next page, as the account row keeps it: its kind, when, and
    the browser of the session concerned (its user agent, cut as sessions keep it)."""
    return json.dumps({"kind": kind, "at": round(at, 3), "device": user_agent}, ensure_ascii=False)


def session_json(session: dict[str, Any], current: str | None) -> dict[str, Any]:
    return {"id": session["public_id"], "created": session["created"],
            "last_seen": session["last_seen"], "expires": session["expires"],
            "user_agent": session["user_agent"], "network": session.get("network"),
            "current": session["token_hash"] == current}


# -- hashing off the event loop -------------------------------------------------------------
class Passwords:
    """Argon2id in a small pool of threads (the C code lets go of the interpreter lock)."""

    def __init__(self, workers: int | None = None) -> None:
        # at most two at once, and never every core: one stays for the event loop
        self.workers = workers or max(1, min(2, (os.cpu_count() or 1) - 1))
        self.pool = ThreadPoolExecutor(self.workers, thread_name_prefix="koloda-argon2",
                                       initializer=_yield_to_tables)
        self._dummy: str | None = None

    async def _run(self, fn: Any, *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self.pool, fn, *args)

    async def hash(self, password: str) -> str:
        return str(await self._run(HASHER.hash, password_bytes(password)))

    async def verify(self, stored: str | None, password: str) -> bool:
        """Whether `password` matches `stored`. Without a stored hash (no such account, or
        not one that may sign in) a dummy hash is verified instead: the same work and the
        same time, so the answer's delay tells nothing."""
        if self._dummy is None:
            self._dummy = await self._run(HASHER.hash, secrets.token_bytes(16))
        target = stored if stored is not None else self._dummy
        ok = await self._run(_verify, target, password_bytes(password))
        return bool(ok) and stored is not None

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)


#: how much nicer than the server a hashing thread is: when the cores are all busy, the event
#: loop (every table's moves) goes first and a sign-in waits a little longer
HASHING_NICENESS = 10


def _yield_to_tables() -> None:
    """A hashing thread lowers its own priority (Linux keeps one per thread)."""
    try:
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(),
                       os.getpriority(os.PRIO_PROCESS, 0) + HASHING_NICENESS)
    except (AttributeError, OSError):  # not on this system: the pool's bound still holds
        pass


def _verify(stored: str, password: bytes) -> bool:
    try:
        return bool(HASHER.verify(stored, password))
    except (VerificationError, InvalidHashError):
        return False


# -- the operations -------------------------------------------------------------------------
class Accounts:
    """Every account operation of one server process, over its hub's store and writer."""

    def __init__(self, hub: Hub, passwords: Passwords | None = None) -> None:
        self.hub = hub
        self.passwords = passwords or Passwords()

    async def _db(self, fn: Any, *args: Any, **kwargs: Any) -> Any:
        return await self.hub.writer.call(functools.partial(fn, **kwargs), *args)

    def limit(self, kind: str, key: Hashable, per_minute: int) -> None:
        """One attempt of `kind` for `key` (an address, a handle from an address): over
        `per_minute`, a 429 (`TooMany`). A refused attempt is given back, so hammering does not
        lengthen the wait."""
        hub = self.hub
        figure = hub.share(per_minute)
        buckets = hub.rest_buckets  # pruned with the REST allowances by the hub's sweep
        wait = buckets.wait(("account", kind, key), figure, figure / 60.0)
        if wait > 0:
            buckets.give_back(("account", kind, key))
            raise TooMany("signins" if kind in ("handle", "address") else kind, wait)

    async def _slow_down(self, key: str) -> None:
        """Take one of a handle's allowance of wrong passwords from every address together
        (`signin_failures_per_minute_handle`; `_check` gives it back when the password is
        right) and, when it is spent, wait before the password is checked: at most
        `signin_slow_seconds`, whoever asks and whatever they typed (the right password too,
        so the wait tells nothing). Slowed, never refused: a stranger cannot keep the owner
        out, as a per-handle refusal would let them."""
        limits, buckets = self.hub.limits, self.hub.rest_buckets
        figure = self.hub.share(limits.signin_failures_per_minute_handle)
        bucket_key = ("account", "failures", key)
        wait = buckets.wait(bucket_key, figure, figure / 60.0)
        # never further behind than the longest wait: it refills soon after guessing stops
        bucket = buckets.buckets[bucket_key]
        bucket.tokens = max(bucket.tokens, -limits.signin_slow_seconds * bucket.rate)
        if wait > 0:
            await asyncio.sleep(min(wait, limits.signin_slow_seconds))

    def _session(self, account_id: int, user_agent: str | None,
                 address: str | None = None) -> tuple[str, dict[str, Any]]:
        return new_session(account_id, time.time(), self.hub.limits.session_days, user_agent,
                           address)

    async def signup(self, handle: str, password: str, address: str,
                     user_agent: str | None) -> tuple[dict[str, Any], list[str], str]:
        """A new account (handle, password): (account, its recovery codes, a session token)."""
        handle, key = check_handle(handle)
        check_password(password)
        self.limit("signups", address, self.hub.limits.signups_per_minute_address)
        if await self._db(accounts_db.account, self.hub.store, handle_key=key) is not None:
            raise ApiError(409, HANDLE_TAKEN)  # before the hash: a taken handle costs nothing
        hashed = await self.passwords.hash(password)
        codes, hashes = new_codes()
        now = time.time()
        account = {"handle": handle, "handle_key": key, "name": handle,
                   "password_hash": hashed, "created": now, "status": "active"}
        token, session = self._session(0, user_agent, address)
        try:
            account["id"] = await self._db(accounts_db.add_account, self.hub.store, account, hashes, session)
        except IntegrityError as exc:  # taken meanwhile, by another request
            raise ApiError(409, HANDLE_TAKEN) from exc
        return account, codes, token

    async def _check(self, handle: str, password: str, address: str,
                     status: str) -> dict[str, Any]:
        """The account of `handle` in `status` whose password this is, else the one refusal
        a wrong handle and a wrong password share (after the same work)."""
        limits = self.hub.limits
        self.limit("address", address, limits.signins_per_minute_address)
        key = handle.strip().lower()
        try:  # the handle from this address: another address's guesses never refuse it
            self.limit("handle", (key, address), limits.signins_per_minute_handle)
        except TooMany:
            self.hub.rest_buckets.give_back(("account", "address", address))
            raise
        await self._slow_down(key)
        account = await self._db(accounts_db.account, self.hub.store, handle_key=key)
        stored = account["password_hash"] if account and account["status"] == status else None
        if not await self.passwords.verify(stored, password):
            raise ApiError(401, BAD_CREDENTIALS)  # the handle's failure stays counted
        self.hub.rest_buckets.give_back(("account", "failures", key))
        assert account is not None and stored is not None
        if HASHER.check_needs_rehash(stored):
            await self._db(accounts_db.rehash, self.hub.store, account["id"], stored,
                           await self.passwords.hash(password))
        return dict(account)

    async def signin(self, handle: str, password: str, address: str,
                     user_agent: str | None) -> tuple[dict[str, Any], str]:
        account = await self._check(handle, password, address, "active")
        token, session = self._session(account["id"], user_agent, address)
        await self._db(accounts_db.add_session, self.hub.store, session, prune_before=time.time())
        return account, token

    async def reopen(self, handle: str, password: str, address: str,
                     user_agent: str | None) -> tuple[dict[str, Any], str]:
        """A disabled account is active again, signed in (its password, counted as a
        sign-in attempt)."""
        account = await self._check(handle, password, address, "disabled")
        token, session = self._session(account["id"], user_agent, address)
        if not await self._db(accounts_db.reopen, self.hub.store, account["id"], session):
            raise ApiError(401, BAD_CREDENTIALS)
        account["status"] = "active"
        return account, token

    async def current(self, token: str | None,
                      address: str | None = None) -> tuple[dict[str, Any], dict[str, Any]] | None:
        """(session, account) of a cookie's token, or None (no such session, expired, or the
        account is not active). With the request's `address`, the session's network is kept
        up to date (with its `last_seen`)."""
        if not token or len(token) > 100:
            return None
        found: tuple[dict[str, Any], dict[str, Any]] | None = await self._db(
            accounts_db.session, self.hub.store, hash_token(token), time.time(),
            TOUCH_SECONDS, None if address is None else network_of(address))
        if found is not None:  # the request's log lines name its account (ops/logs.py)
            logs.ACCOUNT.set(found[1]["handle"])
        return found

    async def signout(self, session: dict[str, Any]) -> None:
        await self._db(accounts_db.end_session, self.hub.store, session["account_id"],
                       token_hash=session["token_hash"])

    async def sessions(self, session: dict[str, Any]) -> list[dict[str, Any]]:
        rows = await self._db(accounts_db.sessions_of, self.hub.store, session["account_id"], time.time())
        return [session_json(r, session["token_hash"]) for r in rows]

    async def end_session(self, session: dict[str, Any], public_id: str) -> None:
        if not await self._db(accounts_db.end_session, self.hub.store, session["account_id"],
                              public_id=public_id):
            raise ApiError(404, NO_SESSION)

    async def _confirm(self, session: dict[str, Any], account: dict[str, Any],
                       password: str) -> None:
        """The signed-in person knows the password (403 if not). Wrong answers are limited
        per session (`confirm_failures_per_session`, until the right one: the last one allowed
        ends the session) and per account (`confirm_failures_per_hour_account`, through all its sessions: the
        one that spends it ends its session too, later ones are refused); the owner is told
        on their next page (`notice`). An attempt past either allowance (checks in flight
        count) is refused before any hashing: guesses never take the pool sign-ins use."""
        hub, limits = self.hub, self.hub.limits
        buckets = hub.rest_buckets
        per_session = hub.share(limits.confirm_failures_per_session)
        per_account = hub.share(limits.confirm_failures_per_hour_account)
        mine = ("account", "confirm-session", session["token_hash"])
        its = ("account", "confirm-account", account["id"])
        if buckets.wait(mine, per_session, per_session / 86400.0) > 0:
            buckets.give_back(mine)  # more checks at once than it has left: a script's
            await self._guessed(session, account)
        wait = buckets.wait(its, per_account, per_account / 3600.0)
        if wait > 0:
            buckets.give_back(its)
            buckets.give_back(mine)
            raise TooMany("confirms", wait)
        if await self.passwords.verify(account["password_hash"], password):
            # the person knows it: this session's slips are forgiven; the account's are not,
            # as another session may be a stranger's
            buckets.buckets.pop(mine, None)
            buckets.give_back(its)
            return
        if buckets.due(mine) > 0 or buckets.due(its) > 0:
            await self._guessed(session, account)
        raise ApiError(403, WRONG_PASSWORD)

    async def _guessed(self, session: dict[str, Any], account: dict[str, Any]) -> None:
        """End a session that gave the password asked again wrong too often, keep the notice
        for the owner, and refuse (401)."""
        notice = notice_json(NOTICE_GUESSED, time.time(), session.get("user_agent"))
        await self._db(accounts_db.end_for_guessing, self.hub.store, account["id"],
                       session["token_hash"], notice)
        raise ApiError(401, GUESSED)

    async def notice(self, account: dict[str, Any]) -> dict[str, Any] | None:
        """The notice kept for the owner (`notice_json`), handed over once: cleared as it is
        read; None without one."""
        kept = account.get("notice")
        if not kept or not await self._db(accounts_db.take_notice, self.hub.store,
                                          account["id"], kept):
            return None
        try:
            found = json.loads(kept)
        except ValueError:
            return None
        return found if isinstance(found, dict) else None

    async def change_password(self, session: dict[str, Any], account: dict[str, Any],
                              current: str, new: str) -> None:
        """A new password (the current one needed); every other session ends."""
        check_password(new)
        await self._confirm(session, account, current)
        hashed = await self.passwords.hash(new)
        await self._db(accounts_db.set_password, self.hub.store, account["id"], hashed,
                       session["token_hash"])

    async def recover(self, handle: str, code: str, password: str, address: str,
                      user_agent: str | None) -> tuple[dict[str, Any], str]:
        """A recovery code spent for a new password: every session ends, this one begins (a
        disabled account is active again), and every passkey is removed: whoever had the
        account may have added one, and the person adds theirs again."""
        check_password(password)
        self.limit("recoveries", address, self.hub.limits.recoveries_per_minute_address)
        store = self.hub.store
        account = await self._db(accounts_db.account, store, handle_key=handle.strip().lower())
        usable = account is not None and account["status"] in ("active", "disabled")
        hashed_code = code_hash(code)
        if not usable or not await self._db(accounts_db.code_unspent, store, account["id"],
                                            hashed_code):
            raise ApiError(401, BAD_RECOVERY)
        hashed = await self.passwords.hash(password)
        token, session = self._session(account["id"], user_agent, address)
        if not await self._db(accounts_db.set_password, store, account["id"], hashed, None,
                              session, hashed_code, time.time()):
            raise ApiError(401, BAD_RECOVERY)  # spent meanwhile by another request
        await self._db(forget_passkeys, store, account["id"])
        account["status"] = "active"
        return dict(account), token

    async def replace_codes(self, session: dict[str, Any], account: dict[str, Any],
                            password: str) -> list[str]:
        """Ten new recovery codes (the password needed); the old ones stop working."""
        await self._confirm(session, account, password)
        codes, hashes = new_codes()
        await self._db(accounts_db.replace_codes, self.hub.store, account["id"], hashes)
        return codes

    async def codes_left(self, account: dict[str, Any]) -> int:
        return int(await self._db(accounts_db.unspent_codes, self.hub.store, account["id"]))

    async def disable(self, session: dict[str, Any], account: dict[str, Any],
                      password: str) -> None:
        """Closed until reopened with the password; every session ends; games are kept."""
        await self._confirm(session, account, password)
        await self._db(accounts_db.close_account, self.hub.store, self.hub.bus, account["id"],
                       "disabled")

    async def delete(self, session: dict[str, Any], account: dict[str, Any],
                     password: str) -> str:
        """Deleted for good: the password, sessions and codes go, the name shown becomes an
        anonymous one (returned); the handle stays taken; games stay for the other players."""
        await self._confirm(session, account, password)
        name = ANONYMOUS + secrets.token_hex(3)
        await self._db(accounts_db.close_account, self.hub.store, self.hub.bus, account["id"],
                       "deleted", name)
        await self._db(forget_passkeys, self.hub.store, account["id"])  # with the password
        self.hub.bus.publish(AccountDeleted(account["id"], name))  # the rooms in memory
        return name


def accounts_of(request: HTTPConnection) -> Accounts:
    """This app's accounts (made on first use, over the hub of this app's life); a request's
    or a WebSocket's."""
    state = request.app.state
    accounts = getattr(state, "accounts", None)
    if accounts is None or accounts.hub is not state.hub:
        accounts = state.accounts = Accounts(state.hub)
    return accounts  # type: ignore[no-any-return]
