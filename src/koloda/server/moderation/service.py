"""Moderation's service (docs/moderation.md): people report, the detectors flag (`bus.Flagged`),
moderators read the queue and a person's dossier and act. Every action is logged and the
person told; a report's reporter is told when it is handled.

The numbers:

- A person may file `REPORTS_PER_DAY` reports in 24 hours, have `OPEN_REPORTS` waiting at
  once and one waiting about the same person; an address `REPORTS_PER_DAY_ADDRESS` a day
  whatever the accounts behind it (fresh accounts cost a stranger little; the queue is the
  moderators' time).
- A mute lasts 1 hour to `MAX_MUTE_HOURS`; a bar from rated play 1 day to `MAX_BAR_DAYS`.
- A cheat mark in a pool takes back the cheat's gains there and refunds its victims
  (koloda.ratings.refund), once a pool.
- A moderator may cancel any tournament that has not started, as its creator may; a started
  one is not cancelled (its games are people's records, rated ones moved ratings: it ends by
  its own clock or rounds).
- A moderator opens again an account that a moderator or the operator closed (`reopen`: an
  appeal heard, a mistake undone); one its owner disabled or deleted stays theirs.
- The operator (`koloda admin disable-account`, `enable-account`) closes an account through
  the moderators' own action (`take`), and opens a closed one again; logged with no
  moderator, as the command line's grant and revoke are.
"""

from __future__ import annotations

import functools
import logging
import time
from typing import TYPE_CHECKING, Any

from koloda.core import text
from koloda.core.clean import BadText, clean_text
from koloda.ratings import known_pool

from ..bus import Flagged, ModeratorNotice, TournamentCancelled
from ..http import ApiError
from ..people import accounts_db
from ..tournaments import db as tournaments_db
from . import db as mod_db

if TYPE_CHECKING:
    from ..bus import Bus
    from ..store import Store
    from ..tables.hub import Hub

log = logging.getLogger("koloda.server.moderation")

REPORTS_PER_DAY = 10
OPEN_REPORTS = 5
REPORTS_PER_DAY_ADDRESS = 30
#: a report's words and a moderator's reason, at most (characters)
MAX_TEXT = 500
MAX_MUTE_HOURS = 30 * 24
MAX_BAR_DAYS = 365
#: the queue's page
QUEUE = 200
#: what a moderator may do to an account, and what lifts a sanction (`reopen`: an account
#: closed by a moderator or the operator, opened again; one its owner closed stays theirs)
ACTIONS = ("warn", "mute", "bar", "close", "cheat", "unmute", "unbar", "dismiss", "reopen")
REOPEN = "reopen"
#: the log's name for a tournament a moderator cancelled (the log names its creator)
CANCEL = "cancel"

NOT_MODERATOR = text("mod-not-moderator")
NO_ACCOUNT = text("mod-no-account")
NOT_SELF = text("mod-report-self")
BAD_REASON = text("mod-bad-reason")
NO_TABLE = text("mod-no-table")
NOT_THERE = text("mod-not-at-table")
NO_LINE = text("mod-no-line")
NO_ITEM = text("mod-no-item")
TOO_MANY = {"day": text("mod-reports-day", most=str(REPORTS_PER_DAY)),
            "open": text("mod-reports-open", most=str(OPEN_REPORTS)),
            "again": text("mod-reports-again")}


def cleaned(raw: str, *, required: bool = False) -> str:
    try:
        words = clean_text(raw or "", MAX_TEXT).strip()
    except BadText as exc:
        raise ApiError(422, exc.reason) from exc
    if required and not words:
        raise ApiError(422, text("mod-reason-needed"))
    return words


class Moderation:
    """This process's moderation: stores what the detectors publish, takes reports, acts."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        hub.bus.subscribe(Flagged, self.flagged)

    async def _db(self, fn: Any, *args: Any, **kwargs: Any) -> Any:
        return await self.hub.writer.call(fn, self.hub.store, *args, **kwargs)

    async def flagged(self, event: Flagged) -> None:
        """A detector's finding into the queue (a repeat of an open one adds nothing)."""
        try:
            await self._db(mod_db.add_flag, event.kind, list(event.account_ids), event.pool,
                           dict(event.evidence), time.time())
        except Exception:
            log.exception("a %s flag could not be kept", event.kind)

    # -- who may -----------------------------------------------------------------------------
    async def moderator(self, account: dict[str, Any] | None) -> dict[str, Any]:
        """The account if it is a moderator's, else 403 (a guest too: the same refusal)."""
        if account is None or not await self._db(mod_db.is_moderator, int(account["id"])):
            raise ApiError(403, NOT_MODERATOR)
        return account

    async def _account(self, handle: str) -> dict[str, Any]:
        found = await self._db(mod_db.account_by_handle, handle[:64])
        if found is None:
            raise ApiError(404, NO_ACCOUNT)
        return found  # type: ignore[no-any-return]

    # -- reports -----------------------------------------------------------------------------
    async def report(self, reporter: dict[str, Any], handle: str, reason: str,
                     table: str | None, chat_n: int | None, words: str,
                     address: str) -> int:
        """A signed-in person's report of another (its id): about an active account that is
        not theirs; a table named must be one the suspect sat at (or spoke at, for a chat
        line, which must be the suspect's)."""
        if reason not in mod_db.REASONS:
            raise ApiError(422, BAD_REASON)
        words = cleaned(words)
        suspect = await self._account(handle)
        if suspect["status"] != "active":
            raise ApiError(404, NO_ACCOUNT)
        if suspect["id"] == reporter["id"]:
            raise ApiError(422, NOT_SELF)
        if chat_n is not None and table is None:
            raise ApiError(422, NO_LINE)
        if table is not None:
            if chat_n is not None:
                line = await self._db(mod_db.chat_line, table[:24], chat_n)
                if line is None or line["account"] != suspect["id"]:
                    raise ApiError(422, NO_LINE)
            elif suspect["id"] not in await self._db(mod_db.seat_accounts, table[:24]):
                raise ApiError(422, NOT_THERE)
        hub = self.hub
        per_address = hub.share(REPORTS_PER_DAY_ADDRESS)
        if hub.rest_buckets.wait(("report", address), per_address, per_address / 86400.0) > 0:
            raise ApiError(429, TOO_MANY["day"])
        found = await self._db(mod_db.add_report, {
            "reporter_id": int(reporter["id"]), "suspect_id": int(suspect["id"]),
            "reason": reason, "table_id": table, "chat_n": chat_n, "text": words},
            REPORTS_PER_DAY, OPEN_REPORTS, time.time())
        if isinstance(found, str):
            hub.rest_buckets.give_back(("report", address))
            raise ApiError(429, TOO_MANY[found])
        return int(found)

    async def standing(self, account: dict[str, Any]) -> dict[str, Any]:
        return await self._db(mod_db.standing, int(account["id"]), time.time())  # type: ignore[no-any-return]

    # -- the queue and the dossier -----------------------------------------------------------
    async def queue(self, state: str) -> list[dict[str, Any]]:
        return await self._db(mod_db.queue, state, QUEUE)  # type: ignore[no-any-return]

    async def dossier(self, handle: str) -> dict[str, Any]:
        account = await self._account(handle)
        found = await self._db(mod_db.dossier, account["id"], time.time())
        moderator = await self._db(mod_db.is_moderator, account["id"])
        return {"account": {**{k: account[k] for k in ("handle", "name", "created", "status")},
                            "moderator": moderator}, **found}

    # -- actions -----------------------------------------------------------------------------
    async def act(self, moderator: dict[str, Any], handle: str, action: str, reason: str, *,
                  hours: float | None = None, days: float | None = None,
                  pool: str | None = None, report_id: int | None = None,
                  flag_id: int | None = None) -> dict[str, Any]:
        """One action on an account, logged, its owner told; a report or flag named is marked
        handled and its reporter told. What it did is returned (a cheat mark's refunds)."""
        if action not in ACTIONS:
            raise ApiError(422, text("mod-bad-action"))
        reason = cleaned(reason, required=True)
        account = await self._account(handle)
        aid = int(account["id"])
        if not await self._db(mod_db.item_exists, report_id, flag_id, aid):
            raise ApiError(404, NO_ITEM)
        until = None
        now = time.time()
        if action == "mute":
            if hours is None or not 1 <= hours <= MAX_MUTE_HOURS:
                raise ApiError(422, text("mod-bad-hours", most=str(MAX_MUTE_HOURS)))
            until = now + hours * 3600.0
        if action == "bar":
            if days is None or not 1 <= days <= MAX_BAR_DAYS:
                raise ApiError(422, text("mod-bad-days", most=str(MAX_BAR_DAYS)))
            until = now + days * 86400.0
        if action == "cheat" and (pool is None or not known_pool(pool)):
            raise ApiError(422, text("mod-bad-pool"))
        if action == "close" and account["status"] != "active":
            raise ApiError(409, text("mod-closed-already"))
        if action == REOPEN and account["status"] != "closed":
            raise ApiError(409, text("mod-not-closed"))
        told: list[tuple[int, dict[str, Any]]] = []
        done = await self._db(functools.partial(
            take, bus=self.hub.bus, by=int(moderator["id"]), aid=aid, handle=account["handle"],
            action=action, reason=reason, until=until, pool=pool if action == "cheat" else None,
            report_id=report_id, flag_id=flag_id, now=now, told=told))
        if done is None:  # a cheat mark given already; reopened or deleted meanwhile
            raise ApiError(409, text("mod-not-closed" if action == REOPEN
                                     else "mod-cheat-already"))
        for account_id, notice in told:  # the notices kept, for the bell and Web Push
            self.hub.bus.publish(ModeratorNotice(account_id, notice))
        return done  # type: ignore[no-any-return]

    async def cancel_tournament(self, moderator: dict[str, Any], tournament_id: str,
                                reason: str) -> dict[str, Any]:
        """Call off a tournament that has not started, as its creator may: it is gone,
        entries and all, and the log keeps who, why and which (under its creator's
        account). Its entrants and its creator are told (the bell, Web Push)."""
        reason = cleaned(reason, required=True)
        found = await self._db(_cancel, int(moderator["id"]), tournament_id[:24], reason,
                               time.time())
        if found is None:
            raise ApiError(404, text("tourney-not-found"))
        if not found:
            raise ApiError(409, text("tourney-closed"))
        log.info("tournament %s cancelled by moderator %d", tournament_id, moderator["id"])
        told = tuple(found.pop("told"))
        self.hub.bus.publish(TournamentCancelled(tournament_id, found.pop("game"), True, told))
        return {"cancelled": tournament_id, **found}


def _cancel(store: Store, by: int, tournament_id: str, reason: str,
            now: float) -> dict[str, Any] | None:
    """A tournament cancelled and the log's line in one transaction: {log, entrants, game,
    told (the accounts to tell)}; {} when it has started (nothing done), None when there is no
    such tournament."""
    with store.engine.begin() as conn:
        t = tournaments_db.cancel_in(conn, tournament_id)
        if t is None:
            return {} if tournaments_db.state_in(conn, tournament_id) is not None else None
        log_id = mod_db.log(conn, now, by, int(t["creator_id"]), CANCEL, reason, details={
            "tournament": tournament_id, "game": t["game"], "format": t["format"],
            "starts": t["starts"], "entrants": int(t["entrants"])})
    # told: its entrants and its creator (who learns of it here as well as on their account
    # page)
    told = sorted({*t["entrant_ids"], int(t["creator_id"])})
    return {"log": log_id, "entrants": int(t["entrants"]), "game": t["game"], "told": told}


def take(store: Store, bus: Bus, by: int | None, aid: int, handle: str, action: str,
         reason: str, *, until: float | None = None, pool: str | None = None,
         report_id: int | None = None, flag_id: int | None = None, now: float,
         told: list[tuple[int, dict[str, Any]]]) -> dict[str, Any] | None:
    """One action's writes, for a moderator (in the writer thread) and the operator's command
    line alike (`by` None). A close goes through people's own closing path first (its sessions
    end, so every process refuses its cookie at the next request, and tournaments withdraw it:
    `AccountClosing` on `bus`), then `_apply`. None: a cheat mark given already, or a reopen
    of an account that is not closed."""
    if action == "close":
        accounts_db.close_account(store, bus, aid, "closed")
    return _apply(store, by, aid, handle, action, reason, until, pool, report_id, flag_id,
                  now, told)


def by_operator(store: Store, bus: Bus, handle: str, action: str,
                reason: str) -> dict[str, Any]:
    """The operator's close or reopen of an account from the command line (`koloda admin
    disable-account`, `enable-account`): the moderators' own action, logged with no
    moderator; its owner finds the notice on their next page. Refused as the routes refuse
    (ApiError): no such account, one not active to close, one not closed to reopen."""
    assert action in ("close", REOPEN)
    reason = cleaned(reason, required=True)
    account = mod_db.account_by_handle(store, handle[:64])
    if account is None:
        raise ApiError(404, NO_ACCOUNT)
    if action == "close" and account["status"] != "active":
        raise ApiError(409, text("mod-closed-already"))
    if action == REOPEN and account["status"] != "closed":
        raise ApiError(409, text("mod-not-closed"))
    done = take(store, bus, None, int(account["id"]), account["handle"], action, reason,
                now=time.time(), told=[])
    if done is None:  # reopened or deleted meanwhile
        raise ApiError(409, text("mod-not-closed"))
    return {**done, "handle": account["handle"]}


def _apply(store: Any, by: int, aid: int, handle: str, action: str, reason: str,
           until: float | None,
           pool: str | None, report_id: int | None, flag_id: int | None,
           now: float, told: list[tuple[int, dict[str, Any]]]) -> dict[str, Any] | None:
    """The action's writes in one transaction (the writer thread): the sanction or the mark,
    the log's line, the notices (each also put in `told`)."""

    def notify(conn: Any, account_id: int, notice: dict[str, Any]) -> None:
        mod_db.notify(conn, account_id, notice)
        told.append((account_id, notice))

    with store.engine.begin() as conn:
        details: dict[str, Any] = {}
        if action == "mute":
            mod_db.sanction(conn, aid, muted_until=until)
        elif action == "unmute":
            mod_db.sanction(conn, aid, muted_until=None)
        elif action == "bar":
            mod_db.sanction(conn, aid, barred_until=until)
        elif action == "unbar":
            mod_db.sanction(conn, aid, barred_until=None)
        elif action == REOPEN:
            if not accounts_db.reopen_closed(conn, aid):
                return None
        elif action == "cheat":
            assert pool is not None
            marked = mod_db.mark_cheat(conn, aid, pool, now)
            if marked is None:
                return None
            details = marked
            for r in marked["refunds"]:
                notify(conn, r["victim"], {"kind": "refund", "at": round(now, 3),
                                           "pool": pool, "points": r["points"]})
        log_id = mod_db.log(conn, now, by, aid, action, reason, until=until, pool=pool,
                            report_id=report_id, flag_id=flag_id, details=details)
        if action != "dismiss":
            notify(conn, aid, {"kind": "moderation", "action": action,
                               "at": round(now, 3), "until": until, "pool": pool})
        for reporter in mod_db.handle_items(conn, by, now, report_id, flag_id):
            notify(conn, reporter, {"kind": "report-handled", "at": round(now, 3),
                                    "about": handle})
    return {"log": log_id, "action": action, "until": until, **details}
