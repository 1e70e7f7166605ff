"""What one client may ask of the server, so that nobody can exhaust it for everyone else.

A client is known by its address and, where the browser sends one, by its client id (the
`X-Koloda-Client` header, or the `client` query parameter of a WebSocket, that the web client
keeps in local storage). Address limits are the wider ones: people behind one router share an
address. Every figure is a field of `Limits`, so a deployment (or a test) can set its own;
`docs/protocol.md` ("Security") lists the defaults.

In a cluster, the counts of tables (open, playing, created a minute) are read from the
database, so every process counts the same. Rates (requests, chat lines, sockets) are kept in
each process's memory and divided by the rule of `share`: with N processes alive, each allows
1/N of every figure, so a client spread over all of them still gets the figure in all.
"""

from __future__ import annotations

import hashlib
import math
import time
from collections import defaultdict
from collections.abc import Hashable
from dataclasses import dataclass

from koloda.bots.analysis import DEFAULT_BUDGET
from koloda.core import Text, text


@dataclass(frozen=True)
class Limits:
    """Every limit the server enforces per client, per table and per request."""

    #: request bodies larger than this are refused (413) before they are read
    max_body: int = 64 * 1024
    #: tables waiting for players at once, in all
    max_open_tables: int = 2000
    #: tables being played at once, in all (starting another answers 503)
    max_playing_tables: int = 1000
    #: tables waiting for players created by one address / one client id
    open_per_address: int = 20
    open_per_client: int = 5
    #: tables created in a minute by one address / one client id
    creates_per_minute_address: int = 30
    creates_per_minute_client: int = 10
    #: tables being played at once that one address / one client id created (a person plays
    #: one or two; a study of bot games is for `koloda simulate`, not the server)
    playing_per_address: int = 30
    playing_per_client: int = 10
    #: REST requests (/api/...): a burst, then a steady rate (a second), per address and per
    #: client id; over it, 429 with Retry-After, answered after a pause as long as the wait
    #: (at most a second), so a client that hammers is slowed down, not just refused
    rest_burst_address: int = 120
    rest_per_second_address: float = 30.0
    rest_burst_client: int = 60
    rest_per_second_client: float = 15.0
    #: chat lines from one address, at every table together (each sender at a table has its
    #: own allowance too: server/chat/service.py)
    chat_burst_address: int = 20
    chat_per_second_address: float = 3.0
    #: chat lines one table keeps; then its chat is full (a game has a few dozen)
    chat_lines_per_table: int = 2000
    #: WebSockets open at once from one address
    sockets_per_address: int = 64
    #: per socket: a burst of messages, then a steady rate (messages a second)
    message_burst: int = 100
    messages_per_second: float = 30.0
    #: a socket kept over its rate this long is flooding: it is cut (a person never comes near;
    #: a script that answers every state of a fast all-bot game may, for a while)
    flood_seconds: float = 30.0
    #: a started table at which no client has been connected for this long is handed to its
    #: bots, who play it out at once (abandoned only if they have not finished it after as
    #: long again, or their moves cannot be saved)
    abandon_seconds: float = 30 * 60.0
    #: a table without a turn timer whose turn waits for a person who is not connected: after
    #: this long their fallback bot makes that one move for them (as a turn timer would), so
    #: nobody waits for ever on someone who closed the tab
    absent_turn_seconds: float = 5 * 60.0
    #: post-game analyses (server/analysis/): only a person who sat at the table starts one,
    #: of their own seat, within this many days of the game's end (afterwards anyone reads
    #: the analyses already made)
    analysis_recent_days: float = 7.0
    #: analyses waiting or running at once, in one process's queue / per client id / per
    #: address (these two over every process's: the queue is kept in the database)
    analysis_queue: int = 20
    analysis_per_client: int = 1
    analysis_per_address: int = 3
    #: the search's iterations a decision of an analysis (bots/analysis.py): its depth, and
    #: how long it keeps a core busy (2,000: about 8 s for a whole two-player Durak game here)
    analysis_iterations: int = DEFAULT_BUDGET
    #: accounts (server/people/accounts.py): how long a sign-in lasts (days; the cookie's Max-Age)
    session_days: float = 30.0
    #: sign-in attempts a minute for one handle from one address, and from one address for
    #: any handle (reopen counts as one); sign-ups and recoveries a minute from one address;
    #: over it, 429 with Retry-After
    signins_per_minute_handle: int = 10
    signins_per_minute_address: int = 10
    #: wrong passwords a minute for one handle from every address together; past it, each
    #: attempt on that handle waits before it is checked, at most `signin_slow_seconds` (the
    #: right password too): a handle under attack is slowed, never refused, so no stranger
    #: keeps its owner out
    signin_failures_per_minute_handle: int = 30
    signin_slow_seconds: float = 3.0
    signups_per_minute_address: int = 10
    recoveries_per_minute_address: int = 10
    #: the password asked again of a signed-in person (a new password, new recovery codes,
    #: a passkey, disable, delete): wrong answers one session may give (a day) before it is
    #: ended, and one account's wrong answers an hour through all its sessions; an attempt
    #: past either is refused before any hashing
    confirm_failures_per_session: int = 5
    confirm_failures_per_hour_account: int = 10
    #: "Play now" (server/seeks/service.py): seeks one address may make in a minute
    seeks_per_minute_address: int = 30
    #: seconds between two pairing rounds (`koloda.ratings.pairing.ROUND_SECONDS`; tests
    #: shorten it)
    seek_round_seconds: float = 2.0
    #: tournaments (server/tournaments/service.py): seconds between two ticks of a tournament's clock
    #: and pairing (an arena's pairing round: `ROUND_SECONDS`; tests shorten it), and the
    #: tournaments one account, one client id and one address may create in a day (counted
    #: in the database: fresh accounts on one browser or one address share the last two)
    tournament_round_seconds: float = 2.0
    tournaments_per_day_account: int = 10
    tournaments_per_day_client: int = 10
    tournaments_per_day_address: int = 20
    #: friends (server/people/friends.py): the accounts one account may follow; challenges one
    #: account may send in a minute, and have pending at once; how long a challenge waits for
    #: its answer (seconds) before it expires. Counted in the database, by every process alike
    follows_per_account: int = 500
    challenges_per_minute_account: int = 10
    challenges_pending_per_account: int = 5
    challenge_seconds: float = 180.0


#: an environment variable a deployment may set to change any figure of `Limits`: a JSON
#: object of fields, e.g. KOLODA_LIMITS='{"playing_per_client": 3}' (`serve` reads it)
ENV = "KOLODA_LIMITS"


def limits_from_env(environ: dict[str, str] | None = None) -> Limits:
    """`Limits` with the figures of `KOLODA_LIMITS` (the defaults without it); a clear
    `SetupError` for a wrong name or value."""
    import json
    import os
    from dataclasses import fields

    from koloda.core import SetupError

    raw = (os.environ if environ is None else environ).get(ENV)
    if not raw:
        return Limits()
    known = {f.name: f.type for f in fields(Limits)}
    try:
        given = json.loads(raw)
        if not isinstance(given, dict):
            raise ValueError("not a JSON object")
        for name, value in given.items():
            if name not in known:
                raise ValueError(f"unknown field {name!r}")
            if not isinstance(value, int | float) or isinstance(value, bool) or value < 0:
                raise ValueError(f"{name} must be a number, 0 or more")
        return Limits(**given)
    except ValueError as exc:
        raise SetupError(text("server-bad-limits", name=ENV, why=str(exc))) from exc


def client_id(header: str | None) -> str | None:
    """The browser's client id from its header: a short token, or None if absent or odd."""
    if not header or len(header) > 64 or not header.isascii() or not header.isprintable():
        return None
    return header


def hashed(value: str | None) -> str | None:
    """An address or client id as the database keeps it, to count by: a short hash (so the
    tables do not list addresses in plain; not a promise of anonymity: addresses are few)."""
    if value is None:
        return None
    return hashlib.sha256(b"koloda-client:" + value.encode()).hexdigest()[:32]


def share(figure: float, processes: int) -> float:
    """A process's part of a figure when `processes` share it (at least 1)."""
    return max(1.0, figure / max(1, processes))


def shared_cap(figure: int, processes: int) -> int:
    """`share` for a count: rounded up, so no process allows less than its part."""
    return max(1, math.ceil(figure / max(1, processes)))


class TokenBucket:
    """A burst of `burst` events, refilled at `rate` a second."""

    def __init__(self, burst: float, rate: float) -> None:
        self.burst, self.rate = float(burst), rate
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def wait(self) -> float:
        """Take one token; the seconds to wait before the event may go ahead (0: at once)."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        self.tokens -= 1.0
        return 0.0 if self.tokens >= 0 else -self.tokens / self.rate

    def full(self, now: float) -> bool:
        """Whether it has refilled by `now` (forgetting it loses nothing)."""
        return self.tokens + (now - self.stamp) * self.rate >= self.burst


class Buckets:
    """A token bucket per key (an address, a client id, a sender at a table), made when first
    used and forgotten once full again (`prune`), so memory follows the clients active now."""

    def __init__(self) -> None:
        self.buckets: dict[Hashable, TokenBucket] = {}

    def wait(self, key: Hashable, burst: float, rate: float) -> float:
        """Take one event for `key`; the seconds it must wait (0: at once)."""
        bucket = self.buckets.get(key)
        if bucket is None:
            if len(self.buckets) >= 100_000:  # a flood of new keys: prune before growing
                self.prune()
            bucket = self.buckets[key] = TokenBucket(burst, rate)
        else:
            bucket.burst, bucket.rate = float(burst), rate  # the cluster's size may change
        return bucket.wait()

    def give_back(self, key: Hashable) -> None:
        """Return the event `wait` just took for `key` (a refused or a harmless attempt)."""
        bucket = self.buckets.get(key)
        if bucket is not None:
            bucket.tokens = min(bucket.burst, bucket.tokens + 1.0)

    def due(self, key: Hashable) -> float:
        """The seconds until `key` has a whole event to spend, taking nothing (0: now)."""
        bucket = self.buckets.get(key)
        if bucket is None:
            return 0.0
        tokens = min(bucket.burst, bucket.tokens + (time.monotonic() - bucket.stamp) * bucket.rate)
        return 0.0 if tokens >= 1.0 else (1.0 - tokens) / bucket.rate

    def prune(self) -> int:
        """Forget the buckets that are full again; how many went."""
        now = time.monotonic()
        full = [k for k, b in self.buckets.items() if b.full(now)]
        for key in full:
            del self.buckets[key]
        return len(full)

    def __len__(self) -> int:
        return len(self.buckets)


class SocketCounter:
    """Open WebSockets per address."""

    def __init__(self) -> None:
        self.open: dict[str, int] = defaultdict(int)

    def take(self, address: str, cap: int) -> bool:
        if self.open[address] >= cap:
            return False
        self.open[address] += 1
        return True

    def give_back(self, address: str) -> None:
        self.open[address] -= 1
        if self.open[address] <= 0:
            del self.open[address]


TOO_MANY_OPEN = text("server-too-many-open")
TOO_FAST = text("server-too-fast")
TOO_MANY_STARTED = text("server-too-many-started")
TOO_MANY_REQUESTS = text("server-too-many-requests")
TOO_MANY_PLAYING = text("server-too-many-playing")
TOO_MANY_SOCKETS = text("server-too-many-sockets")
SLOW_DOWN = text("server-slow-down")
FLOODING = text("server-flooding")
TOO_DEEP = text("server-too-deep")
BAD_UNICODE = text("server-bad-unicode")


def body_too_large(limit: int) -> Text:
    # as a word: Fluent would write 1024 as "1,024"
    return text("server-body-too-large", kib=str(limit // 1024))
