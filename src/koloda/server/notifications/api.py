"""Notifications over HTTP (docs/protocol.md, "Notifications"): the bell (`/api/notifications`),
what reaches a person's devices (`/api/notifications/prefs`) and Web Push's subscriptions
(`/api/push/...`). Everything but the server's public VAPID key needs a signed-in person:
guests have no bell."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, Request
from pydantic import Field

from ..http import ApiError, Strict
from ..people.accounts import NOT_SIGNED_IN
from ..people.players import account_of
from .db import PREF_KINDS
from .service import Notifications

router = APIRouter()


def notifications_of(request: Request) -> Notifications:
    return request.app.state.notifications  # type: ignore[no-any-return]


async def signed_in(request: Request) -> dict[str, Any]:
    account = await account_of(request)
    if account is None:
        raise ApiError(401, NOT_SIGNED_IN)
    return account


Me = Annotated[dict[str, Any], Depends(signed_in)]


class Read(Strict):
    """The notices to mark read (their ids), or none given: all of them."""

    ids: list[int] | None = Field(None, max_length=200)


class Prefs(Strict):
    """Which kinds of notice reach the person's devices (a kind left out keeps its setting)."""

    push: dict[str, bool] = Field(max_length=len(PREF_KINDS))


class Keys(Strict):
    p256dh: str = Field(max_length=120)
    auth: str = Field(max_length=40)


class Subscription(Strict):
    """A browser's push subscription (PushSubscription.toJSON(): endpoint and keys), and the
    language its pushes are to be worded in."""

    endpoint: str = Field(max_length=800)
    keys: Keys
    lang: str = Field("en", max_length=8)
    #: what the browser's toJSON() adds (unused)
    expirationTime: float | None = None  # noqa: N815


class Endpoint(Strict):
    endpoint: str = Field(max_length=800)


@router.get("/api/notifications")
async def listing(request: Request, me: Me,
                  before: Annotated[int | None, Query(ge=0)] = None) -> dict[str, Any]:
    """The person's newest notices (below the id `before`) and how many are unread."""
    return await notifications_of(request).listing(me, before)


@router.get("/api/notifications/unread")
async def unread(request: Request, me: Me) -> dict[str, int]:
    return {"unread": await notifications_of(request).unread(me)}


@router.post("/api/notifications/read")
async def read(body: Read, request: Request, me: Me) -> dict[str, int]:
    return {"unread": await notifications_of(request).read(me, body.ids)}


@router.get("/api/notifications/prefs")
async def prefs(request: Request, me: Me) -> dict[str, Any]:
    """Which kinds reach the person's devices by push, and how many devices are subscribed."""
    return await notifications_of(request).prefs(me)


@router.put("/api/notifications/prefs")
async def set_prefs(body: Prefs, request: Request, me: Me) -> dict[str, Any]:
    service = notifications_of(request)
    kept = (await service.prefs(me))["push"]
    kept.update({k: v for k, v in body.push.items() if k in PREF_KINDS})
    return await service.set_prefs(me, kept)


@router.get("/api/push/key")
async def key(request: Request) -> dict[str, str]:
    """The server's VAPID public key (base64url): a browser subscribes with it."""
    return {"key": await notifications_of(request).push.keys()}


@router.post("/api/push/subscriptions", status_code=201)
async def subscribe(body: Subscription, request: Request, me: Me) -> dict[str, bool]:
    await notifications_of(request).subscribe(me, body.endpoint, body.keys.p256dh,
                                              body.keys.auth, body.lang)
    return {"ok": True}


@router.post("/api/push/subscriptions/delete")
async def unsubscribe(body: Endpoint, request: Request, me: Me) -> dict[str, bool]:
    """This browser's subscription forgotten (the person turned push off here)."""
    return {"ok": await notifications_of(request).unsubscribe(me, body.endpoint)}
