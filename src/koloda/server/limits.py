"""What one client may ask of the server, so that nobody can exhaust it for everyone else.

A client is known by its address and, where the browser sends one, by its client id (the
`X-Koloda-Client` header the web client keeps in local storage). Address limits are the wider
ones: people behind one router share an address. Every figure is a field of `Limits`, so a
deployment (or a test) can set its own; `docs/protocol.md` ("Security") lists the defaults.
"""

from __future__ import annotations

import time
from collections import defaultdict, deque
from dataclasses import dataclass

from koloda.core import Text


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
    #: post-game analyses (server/analysis.py): only a person who sat at the table starts one,
    #: of their own seat, within this many days of the game's end (afterwards anyone reads
    #: the analyses already made)
    analysis_recent_days: float = 7.0
    #: analyses waiting or running at once, in all / per client id / per address
    analysis_queue: int = 20
    analysis_per_client: int = 1
    analysis_per_address: int = 3


def client_id(header: str | None) -> str | None:
    """The browser's client id from its header: a short token, or None if absent or odd."""
    if not header or len(header) > 64 or not header.isascii() or not header.isprintable():
        return None
    return header


class TokenBucket:
    """A burst of `burst` events, refilled at `rate` a second."""

    def __init__(self, burst: int, rate: float) -> None:
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


class RateWindow:
    """How many events each key had in the last `seconds` (a sliding window)."""

    def __init__(self, seconds: float = 60.0) -> None:
        self.seconds = seconds
        self.events: dict[str, deque[float]] = defaultdict(deque)

    def count(self, key: str) -> int:
        now = time.monotonic()
        q = self.events.get(key)
        if q is None:
            return 0
        while q and now - q[0] > self.seconds:
            q.popleft()
        if not q:
            del self.events[key]
            return 0
        return len(q)

    def add(self, key: str) -> None:
        self.events[key].append(time.monotonic())


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


TOO_MANY_OPEN = Text("you already have as many tables waiting for players as one may: start "
                     "one, or close one, first",
                     "у вас уже столько столов в ожидании игроков, сколько можно: сначала "
                     "начните или закройте один из них")
TOO_FAST = Text("too many tables created in a minute; try again in a minute",
                "слишком много столов за минуту; попробуйте через минуту")
TOO_MANY_PLAYING = Text("the server is running as many games as it can; try again later",
                        "сервер ведёт столько партий, сколько может; попробуйте позже")
TOO_MANY_SOCKETS = Text("too many connections from your address; close some tabs",
                        "слишком много подключений с вашего адреса; закройте лишние вкладки")
SLOW_DOWN = Text("too many messages; the server reads yours more slowly now",
                 "слишком много сообщений; сервер теперь читает ваши медленнее")
FLOODING = Text("you kept sending too many messages; the connection is closed",
                "вы слишком долго присылали слишком много сообщений; соединение закрыто")
TOO_DEEP = Text("the message is nested too deeply", "сообщение слишком глубоко вложено")
BAD_UNICODE = Text("the message has text that is not well-formed Unicode or holds a NUL "
                   "character", "в сообщении есть текст, не являющийся корректным Юникодом "
                   "или содержащий символ NUL")


def body_too_large(limit: int) -> Text:
    return Text(f"the request body is larger than {limit // 1024} KiB",
                f"тело запроса больше {limit // 1024} КиБ")
