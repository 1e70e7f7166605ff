"""Notifications' service (docs/protocol.md, "Notifications"): what other features say a person
should hear of, heard on the bus, kept in their bell and pushed to their devices.

- **Sources** (server/bus.py): a table waiting on its person (`TurnWaiting`) and a
  correspondence game's end (`CorrespondenceEnded`), a challenge (`ChallengeSent`), a rematch
  offer (`RematchOffered`), a tournament about to start (`TournamentStarting`) or called off
  (`TournamentCancelled`), a moderator's notice (`ModeratorNotice`). Each handler runs as a task of its own: the publisher (a move,
  a challenge) never waits for it.
- **The bell**: one notice a thing ("turn:TABLE"): a table waiting again renews its notice;
  a tournament, a challenge or a rematch offer is told once. An account keeps its newest
  `KEEP`. The words are a catalog message and its arguments, formatted in both languages when
  read (`notification_json`), never stored as one language's sentence.
- **Live**: every notice kept, and every bell read, is published as `Notified`; people's event
  streams (people/friends.py) tell the person's open pages. In a cluster each process also
  looks every `POLL_SECONDS` for notices another process kept, for its own pages.
- **Push** (push.py): the same notice, worded in the language each subscription was made in,
  to every device of the person that takes its kind (their preferences).
"""

from __future__ import annotations

import asyncio
import base64
import logging
import time
from collections import deque
from typing import TYPE_CHECKING, Any

from koloda.core import KolodaError, Text, get_game, text

from ..bus import (
    AccountClosing,
    ChallengeSent,
    CorrespondenceEnded,
    ModeratorNotice,
    Notified,
    RematchOffered,
    TournamentCancelled,
    TournamentStarting,
    TurnWaiting,
)
from ..http import ApiError
from . import db
from .push import Pusher, allowed, payload

if TYPE_CHECKING:
    from ..tables.hub import Hub

log = logging.getLogger("koloda.server.notifications")

#: the notices an account keeps (older ones are deleted as new ones come)
KEEP = 100
#: a page of the bell
PAGE = 30
#: the devices an account may have subscribed at once (the oldest goes)
DEVICES = 10
#: how often a cluster's process looks for notices the others kept
POLL_SECONDS = 1.0
#: how long a push service keeps a message for a device that is off (seconds), by default
TTL = 12 * 3600
LANGS = ("en", "ru")
#: the moderators' actions a notice names (the catalog's selector falls back to "other")
MOD_ACTIONS = ("warn", "mute", "bar", "close", "cheat", "unmute", "unbar", "reopen")

NO_SUBSCRIPTION = text("notify-bad-subscription")
NOT_ALLOWED = text("notify-push-service")


def _game(game_id: str) -> Text | str:
    try:
        return get_game(game_id).title
    except KolodaError:  # a game no longer installed: its id
        return game_id


def words(message: str, args: dict[str, Any]) -> Text:
    """A notice's words: its message with its arguments (a game's id as its title)."""
    shown = {k: (_game(v) if k == "game" else v) for k, v in args.items()}
    return text(message, **shown)


#: each kind of notice's title
TITLES = {"turn": "notify-title-turn", "ended": "notify-title-ended",
          "challenge": "notify-title-challenge", "rematch": "notify-title-rematch",
          "tournament": "notify-title-tournament", "moderation": "notify-title-moderation"}


def notification_json(row: dict[str, Any]) -> dict[str, Any]:
    """A notice as the bell's API gives it: its words and title in both languages."""
    return {"id": row["id"], "kind": row["kind"],
            "title": text(TITLES[row["kind"]]).to_json(),
            "text": words(row["message"], row["args"]).to_json(),
            "args": {k: v for k, v in row["args"].items() if k in ("deadline", "starts")},
            "url": row["url"], "created": row["created"], "read": row["read"]}


class Notifications:
    """This process's notifications: the bus's sources, the bell's queries, the push queue."""

    def __init__(self, hub: Hub, process: str) -> None:
        self.hub = hub
        self.push = Pusher(hub, process)
        #: ids of notices this process told its pages of (a cluster's poll skips them)
        self._told: deque[int] = deque(maxlen=5000)
        bus = hub.bus
        bus.subscribe(AccountClosing, lambda e: db.forget_account(e.conn, e.account_id))
        bus.subscribe(TurnWaiting, self.turn_waiting)
        bus.subscribe(CorrespondenceEnded, self.ended)
        bus.subscribe(ChallengeSent, self.challenged)
        bus.subscribe(RematchOffered, self.rematch)
        bus.subscribe(TournamentStarting, self.tournament)
        bus.subscribe(TournamentCancelled, self.cancelled)
        bus.subscribe(ModeratorNotice, self.moderated)

    async def _read(self, fn: Any, *args: Any) -> Any:
        return await asyncio.to_thread(fn, self.hub.store, *args)

    async def _write(self, fn: Any, *args: Any) -> Any:
        return await self.hub.writer.call(fn, self.hub.store, *args)

    # -- keeping and telling ----------------------------------------------------------------
    async def notify(self, account_ids: list[int] | tuple[int, ...], kind: str, message: str,
                     args: dict[str, Any], *, url: str | None, key: str | None,
                     renew: bool = False, ttl: int = TTL, urgency: str = "high") -> int:
        """Keep a notice for each account, tell their pages, push it to their devices; how
        many accounts were told. Never raises: a notice lost is logged."""
        if not account_ids:
            return 0
        note = {"kind": kind, "message": message, "args": args, "url": url, "key": key}
        try:
            told = await self._write(db.add, list(account_ids), note, time.time(), KEEP, renew)
        except Exception:
            log.exception("a %s notice could not be kept", kind)
            return 0
        for one in told:
            shown = notification_json(one["notification"])
            self._told.append(shown["id"])
            self.hub.bus.publish(Notified(one["account_id"], {"notification": shown,
                                                              "unread": one["unread"]}))
            by_lang: dict[str, list[dict[str, Any]]] = {}
            for sub in one["push"]:
                by_lang.setdefault(sub["lang"] if sub["lang"] in LANGS else "en", []).append(sub)
            for lang, subs in by_lang.items():
                data = payload({"id": shown["id"], "kind": kind, "title": shown["title"][lang],
                                "body": shown["text"][lang], "url": url, "tag": key or kind,
                                "lang": lang})
                self.push.post(subs, data, ttl=ttl, urgency=urgency, key=key)
        return len(told)

    async def turn_waiting(self, event: TurnWaiting) -> None:
        # each deadline on its own clock: a correspondence table's is the hub's (a test's
        # clock, else the wall's), a live turn timer's the wall's
        now = self.hub.now() if event.correspondence else time.time()
        ttl = TTL if event.deadline is None else int(min(max(60, event.deadline - now),
                                                         28 * 86400))
        args: dict[str, Any] = {"game": event.game}
        if event.deadline is not None:
            args["deadline"] = round(event.deadline, 3)
        await self.notify(event.account_ids, "turn", "notify-turn", args,
                          url=f"/t/{event.table_id}", key=f"turn:{event.table_id}",
                          renew=True, ttl=ttl)

    async def ended(self, event: CorrespondenceEnded) -> None:
        late = set(event.timed_out)
        for message, ids in (("notify-ended-timeout", [a for a in event.account_ids if a in late]),
                             ("notify-ended", [a for a in event.account_ids if a not in late])):
            await self.notify(ids, "ended", message, {"game": event.game},
                              url=f"/t/{event.table_id}", key=f"turn:{event.table_id}",
                              renew=True, urgency="normal")

    async def challenged(self, event: ChallengeSent) -> None:
        await self.notify([event.to_id], "challenge", "notify-challenge",
                          {"game": event.game, "from": event.from_handle}, url="/",
                          key=f"challenge:{event.challenge_id}", ttl=600)

    async def rematch(self, event: RematchOffered) -> None:
        await self.notify(event.account_ids, "rematch", "notify-rematch",
                          {"game": event.game, "by": event.by}, url=f"/t/{event.table_id}",
                          key=f"rematch:{event.table_id}", ttl=600)

    async def tournament(self, event: TournamentStarting) -> None:
        ttl = int(max(60, event.starts - time.time()))
        await self.notify(event.account_ids, "tournament", "notify-tournament",
                          {"game": event.game, "starts": round(event.starts, 3)},
                          url=f"/tournaments/{event.tournament_id}",
                          key=f"tournament:{event.tournament_id}", ttl=ttl)

    async def cancelled(self, event: TournamentCancelled) -> None:
        await self.notify(event.account_ids, "tournament",
                          "notify-tournament-off-mod" if event.by_moderator
                          else "notify-tournament-off", {"game": event.game},
                          url="/tournaments", key=f"tournament-off:{event.tournament_id}",
                          urgency="normal")

    async def moderated(self, event: ModeratorNotice) -> None:
        notice = event.notice
        kind = notice.get("kind")
        if kind == "refund":
            message = "notify-refund"
            args = {"pool": str(notice.get("pool") or ""), "points": notice.get("points", 0)}
        elif kind == "report-handled":
            message, args = "notify-report", {"about": str(notice.get("about") or "")}
        else:
            action = notice.get("action")
            message = "notify-moderation"
            args = {"action": action if action in MOD_ACTIONS else "other"}
        await self.notify([event.account_id], "moderation", message, args,
                          url="/account", key=None, urgency="normal",
                          ttl=7 * 86400)

    # -- the bell ---------------------------------------------------------------------------
    async def listing(self, account: dict[str, Any], before: int | None) -> dict[str, Any]:
        found = await self._read(db.listing, int(account["id"]), before, PAGE)
        return {"items": [notification_json(r) for r in found["items"]],
                "unread": found["unread"]}

    async def unread(self, account: dict[str, Any]) -> int:
        return int(await self._read(db.unread, int(account["id"])))

    async def read(self, account: dict[str, Any], ids: list[int] | None) -> int:
        """Mark notices read (None: all); the count left unread, told to the person's pages."""
        me = int(account["id"])
        left = int(await self._write(db.mark_read, me, ids, time.time()))
        self.hub.bus.publish(Notified(me, {"notification": None, "unread": left}))
        return left

    # -- push -------------------------------------------------------------------------------
    async def subscribe(self, account: dict[str, Any], endpoint: str, p256dh: str, auth: str,
                        lang: str) -> None:
        if not allowed(endpoint):
            raise ApiError(422, NOT_ALLOWED)
        try:
            key = _b64(p256dh)
            if len(key) != 65 or key[0] != 4 or len(_b64(auth)) != 16:
                raise ValueError("key sizes")
        except ValueError as exc:
            raise ApiError(422, NO_SUBSCRIPTION) from exc
        await self._write(db.subscribe, int(account["id"]),
                          {"endpoint": endpoint, "p256dh": p256dh, "auth": auth,
                           "lang": lang if lang in LANGS else "en"}, time.time(), DEVICES)

    async def unsubscribe(self, account: dict[str, Any], endpoint: str) -> bool:
        return bool(await self._write(db.unsubscribe, int(account["id"]), endpoint))

    async def prefs(self, account: dict[str, Any]) -> dict[str, Any]:
        me = int(account["id"])
        return {"push": await self._read(db.prefs, me),
                "devices": await self._read(db.devices, me)}

    async def set_prefs(self, account: dict[str, Any], push: dict[str, bool]) -> dict[str, Any]:
        me = int(account["id"])
        return {"push": await self._write(db.set_prefs, me, push),
                "devices": await self._read(db.devices, me)}

    # -- the runner -------------------------------------------------------------------------
    async def run(self) -> None:
        """The push workers; in a cluster, the look for other processes' notices."""
        self.hub.spawn(self.push.run())
        if not self.hub.owner.cluster:
            return
        after = await self._read(db.newest_id)
        while True:
            await asyncio.sleep(POLL_SECONDS)
            try:
                # ids are given out before their transactions commit, not always in order: look
                # a little behind the newest seen, and skip what was told already
                found = await self._read(db.since, max(0, after - 200), 500)
            except Exception:
                log.exception("notifications: could not look for new notices")
                continue
            told = set(self._told)
            for one in found:
                shown = notification_json(one["notification"])
                after = max(after, shown["id"])
                if shown["id"] in told:
                    continue
                self._told.append(shown["id"])
                self.hub.bus.publish(Notified(one["account_id"], {"notification": shown,
                                                                  "unread": one["unread"]}))


def _b64(value: str) -> bytes:
    if not value or len(value) > 200:
        raise ValueError("empty or long")
    return base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))

