"""Talk at a table: short plain-text messages and quick phrases from seated players and
spectators, kept with the table (they survive a restart and show in the replay).

A line is data: who (seat, or None for a spectator, and the name shown), and either `text`
(cleaned plain text, at most `MAX_CHARS` characters; clients show it as text, never as markup)
or `phrase`, the id of a quick phrase each client shows in its reader's language.

Each sender at a table gets a burst of `BURST` lines, then one a second. A sender is a seat (all
that seat's tabs share it), else the browser's client id, else the address: never a connection,
so reconnecting gives nobody a fresh burst. Every address also has an allowance for all tables
together (`Limits.chat_burst_address`), and a table keeps at most `Limits.chat_lines_per_table`
lines. The host can switch chat off for the table (`table_options["chat"]`).

A deleted account's lines bear its anonymous name, stored and in memory: the chat hears of it on
the bus (`listen`).
"""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING, Any

from koloda.core import Text, text
from koloda.core.clean import BadText, clean_text

from ..bus import AccountClosing, AccountDeleted
from ..moderation import sanctions
from ..tables.conn import dumps
from . import db
from .rows import CHAT_FIELDS

if TYPE_CHECKING:
    from ..tables.conn import Conn
    from ..tables.hub import Hub
    from ..tables.room import Room

MAX_CHARS = 300
BURST, PER_SECOND = 5, 1.0
#: lines a client gets when it connects (the store keeps them all)
HISTORY = 100
#: quick phrases and emotes; their words live in the client's catalogs (chat-phrase-<id>)
PHRASES = ("hello", "goodLuck", "wellPlayed", "oops", "thanks", "wow", "think", "goodGame")

TOO_LONG = text("server-chat-too-long", chars=str(MAX_CHARS))
EMPTY = text("server-chat-empty")
UNKNOWN_PHRASE = text("server-chat-unknown-phrase")
TOO_FAST = text("server-chat-too-fast")
FULL = text("server-chat-full")
CHAT_OFF = text("server-chat-off")


def public_line(line: dict[str, Any]) -> dict[str, Any]:
    """A chat line as clients get it: never the sender's account id."""
    return {k: line[k] for k in CHAT_FIELDS}


def visible(lines: list[dict[str, Any]], blocked: frozenset[int]) -> list[dict[str, Any]]:
    """The lines a reader who blocked the accounts `blocked` sees, as clients get them."""
    return [public_line(ln) for ln in lines if ln.get("account") not in blocked]


def enabled(room: Room) -> bool:
    return bool(room.table_options.get("chat", True))


def parse(data: dict[str, Any]) -> dict[str, str] | Text:
    """`{"type": "chat", "text": ...}` or `{"type": "chat", "phrase": ...}` as the line's
    content, or the reason it is refused."""
    if set(data) == {"type", "phrase"}:
        phrase = data["phrase"]
        return {"phrase": phrase} if isinstance(phrase, str) and phrase in PHRASES \
            else UNKNOWN_PHRASE
    if set(data) == {"type", "text"} and isinstance(data["text"], str):
        if len(data["text"]) > MAX_CHARS * 4:  # refused before the work of cleaning it
            return TOO_LONG
        try:
            cleaned = clean_text(data["text"], MAX_CHARS).strip()
        except BadText as exc:
            return exc.reason  # the cleaner's own reason
        return {"text": cleaned} if cleaned else EMPTY
    return EMPTY


def sender(room: Room, conn: Conn) -> tuple[Any, ...]:
    """Whose allowance a line takes: the seat's, else the browser's, else the address's."""
    if conn.seat is not None:
        return (room.id, "seat", conn.seat)
    if conn.client is not None:
        return (room.id, "client", conn.client)
    return (room.id, "address", conn.address)


def too_fast(room: Room, conn: Conn) -> bool:
    """Take one line from the sender's allowance and the address's; True if either is spent."""
    hub, limits = room.hub, room.hub.limits
    if hub.chat_buckets.wait(sender(room, conn), BURST, PER_SECOND) > 0:
        return True
    return hub.chat_buckets.wait(("address", conn.address),
                                 hub.share(limits.chat_burst_address),
                                 hub.share(limits.chat_per_second_address)) > 0


async def muted_until(room: Room, conn: Conn) -> float | None:
    """Until when a moderator muted the line's sayer (the seat's account, else the sign-in),
    or None; read from the database, so every process of a cluster refuses alike."""
    seat = conn.seat
    account = room.seats[seat].account_id if seat is not None else None
    account = account if account is not None else conn.account_id
    if account is None:  # a guest: nothing to mute (guests are not moderated)
        return None
    now = time.time()
    return await asyncio.to_thread(sanctions.muted_until, room.hub.store, account, now)  # type: ignore[no-any-return]


async def say(room: Room, conn: Conn, data: dict[str, Any]) -> Text | None:
    """Keep and send one line from `conn`; the reason if it is refused."""
    if not enabled(room):
        return CHAT_OFF
    content = parse(data)
    if isinstance(content, Text):
        return content
    if too_fast(room, conn):
        return TOO_FAST
    if (muted := await muted_until(room, conn)) is not None:
        return sanctions.muted_text(muted)
    await load(room)
    if room.chat_count >= room.hub.limits.chat_lines_per_table:
        return FULL
    seat = conn.seat
    name = room.seats[seat].name if seat is not None else ""
    # who said it, kept (never shown) so that those who blocked them do not see it: the
    # seat's account, else the sender's sign-in
    account = room.seats[seat].account_id if seat is not None else None
    line = {"n": room.chat_count, "seat": seat, "name": name or "", "text": content.get("text"),
            "phrase": content.get("phrase"), "at": round(time.time(), 3),
            "account": account if account is not None else conn.account_id}
    room.chat_count += 1
    await room.hub.writer.call(db.add_line, room.hub.store, room.id, line)
    room.chat_lines.append(line)
    del room.chat_lines[:-HISTORY]
    shown = dumps({"type": "chat", "line": public_line(line)})
    for other in list(room.conns):
        if line["account"] is None or line["account"] not in other.blocked:
            other.send(shown)
    return None


def listen(hub: Hub) -> None:
    """Rename a deleted account's lines when it goes: stored, in its closing transaction
    (`AccountClosing`), then in the rooms in memory once it is gone (`AccountDeleted`)."""
    hub.bus.subscribe(AccountClosing, _rename_closed)
    hub.bus.subscribe(AccountDeleted, lambda event: _rename_in_rooms(hub, event))


def _rename_closed(event: AccountClosing) -> None:
    if event.status == "deleted":
        db.rename_account(event.conn, event.account_id, event.name or "")


def _rename_in_rooms(hub: Hub, event: AccountDeleted) -> None:
    for room in list(hub.rooms.values()):
        for line in room.chat_lines:
            if line.get("account") == event.account_id:
                line["name"] = event.name


async def load(room: Room) -> None:
    """Read the table's recent lines from the store once (a room rebuilt after a restart)."""
    if room.chat_count >= 0:
        return
    lines = await room.hub.writer.call(db.lines, room.hub.store, room.id, HISTORY)
    if room.chat_count < 0:  # nobody loaded them meanwhile
        room.chat_lines = list(lines)
        room.chat_count = (lines[-1]["n"] + 1) if lines else 0


async def history(room: Room, conn: Conn) -> None:
    """Send a client that just connected the table's recent lines."""
    await load(room)
    conn.send_json({"type": "chat_history", "lines": visible(room.chat_lines, conn.blocked),
                    "enabled": enabled(room)})
