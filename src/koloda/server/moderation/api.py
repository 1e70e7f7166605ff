"""Moderation over HTTP (docs/protocol.md, "Moderation"; docs/moderation.md).

Anyone signed in: `POST /api/reports` (report a person), `GET /api/standing` (what was done to
one's own account, one's reports and their state). Moderators only, everything under `/mod`
and `/api/mod/`: the pages, the queue, a dossier, the actions on a person, cancelling a
tournament before its start. Everyone else, guests too, gets 403 there, before anything is
read (`moderator`); the actions are POSTs, which the site's `SameOrigin` guard refuses from
another site's page."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Request
from fastapi.responses import FileResponse, Response
from pydantic import Field

from ..http import ApiError, Strict, client_of
from ..people.accounts import NOT_SIGNED_IN
from ..people.players import account_of
from .service import MAX_TEXT, Moderation

router = APIRouter()

PAGE = Path(__file__).resolve().parents[2] / "web" / "mod.html"


def moderation_of(request: Request) -> Moderation:
    return request.app.state.moderation  # type: ignore[no-any-return]


async def signed_in(request: Request) -> dict[str, Any]:
    account = await account_of(request)
    if account is None:
        raise ApiError(401, NOT_SIGNED_IN)
    return account


async def moderator(request: Request) -> dict[str, Any]:
    """The signed-in moderator's account; 403 for anyone else (guests too)."""
    return await moderation_of(request).moderator(await account_of(request))


Me = Annotated[dict[str, Any], Depends(signed_in)]
Mod = Annotated[dict[str, Any], Depends(moderator)]


class ReportBody(Strict):
    """A report: who, why, the table (and chat line) it is about, a few words."""

    handle: str = Field(max_length=64)
    reason: Literal["cheating", "collusion", "chat", "leaving", "other"]
    table: str | None = Field(None, max_length=24)
    chat_n: int | None = Field(None, ge=0, le=1_000_000)
    text: str = Field("", max_length=MAX_TEXT * 4)


class ActionBody(Strict):
    """A moderator's action on an account."""

    action: Literal["warn", "mute", "bar", "close", "cheat", "unmute", "unbar", "dismiss",
                    "reopen"]
    reason: str = Field(max_length=MAX_TEXT * 4)
    hours: float | None = Field(None, description="a mute's length")
    days: float | None = Field(None, description="a bar's length")
    pool: str | None = Field(None, max_length=64, description="a cheat mark's pool")
    report: int | None = Field(None, description="the report it answers")
    flag: int | None = Field(None, description="the flag it answers")


@router.post("/api/reports", status_code=201)
async def report(body: ReportBody, request: Request, me: Me) -> dict[str, Any]:
    """Report a person; the reporter is told when a moderator has handled it."""
    report_id = await moderation_of(request).report(
        me, body.handle, body.reason, body.table, body.chat_n, body.text,
        client_of(request).address)
    return {"id": report_id}


@router.get("/api/standing")
async def standing(request: Request, me: Me) -> dict[str, Any]:
    """The signed-in person's own standing: sanctions in force, the actions taken on the
    account, refunds received, and their reports with their state."""
    return await moderation_of(request).standing(me)


# -- moderators only -------------------------------------------------------------------------
async def page(request: Request) -> Response:
    """The moderators' page (the queue, or a dossier at /mod/@/HANDLE); for anyone else the
    same page's empty frame with 403, which says in the reader's language that it is for
    moderators (its data comes only from /api/mod, which refuses them too)."""
    status = 200
    try:
        await moderator(request)
    except ApiError as exc:
        status = exc.status
    return FileResponse(PAGE, media_type="text/html", headers={"Cache-Control": "no-cache"},
                        status_code=status)


router.add_api_route("/mod", page, methods=["GET"], include_in_schema=False)
router.add_api_route("/mod/@/{handle}", page, methods=["GET"], include_in_schema=False)


@router.get("/api/mod/queue")
async def queue(request: Request, _mod: Mod,
                state: Literal["open", "handled"] = "open") -> dict[str, Any]:
    """Reports and flags, open (most urgent first) or handled (latest first)."""
    return {"state": state, "items": await moderation_of(request).queue(state)}


@router.get("/api/mod/people/{handle}")
async def dossier(handle: str, request: Request, _mod: Mod) -> dict[str, Any]:
    """A person's dossier."""
    return await moderation_of(request).dossier(handle)


class CancelBody(Strict):
    """A moderator's cancelling of a tournament: why (kept in the log)."""

    reason: str = Field(max_length=MAX_TEXT * 4)


@router.post("/api/mod/tournaments/{tournament_id}/cancel")
async def cancel_tournament(tournament_id: str, body: CancelBody, request: Request,
                            mod: Mod) -> dict[str, Any]:
    """Call off a tournament that has not started (logged with the reason); 409 once it has
    started."""
    return await moderation_of(request).cancel_tournament(mod, tournament_id, body.reason)


@router.post("/api/mod/people/{handle}/actions")
async def act(handle: str, body: ActionBody, request: Request, mod: Mod) -> dict[str, Any]:
    """An action on a person (logged; they are told; a report or flag named is handled)."""
    return await moderation_of(request).act(
        mod, handle, body.action, body.reason, hours=body.hours, days=body.days,
        pool=body.pool, report_id=body.report, flag_id=body.flag)
