"""Accounts over REST (prefix /api/account; the operations are in accounts.py), and the guard
that no other site acts with a person's sign-in (`SameOrigin`). Bodies are strict pydantic
models (http.py's `Strict`), as in the lobby's; docs/protocol.md ("Accounts") lists every call."""

from __future__ import annotations

import json
from typing import Annotated, Any
from urllib.parse import urlsplit

from fastapi import APIRouter, Depends, Request, Response
from pydantic import Field

from ..http import ApiError, Strict, address_of
from .accounts import COOKIE, CROSS_SITE, NOT_SIGNED_IN, account_json, accounts_of

router = APIRouter(prefix="/api/account")

#: passwords longer than this are refused before any work (Argon2 would take them)
MAX_PASSWORD = 256


class Credentials(Strict):
    """Sign up, sign in, reopen: a handle and its password."""

    handle: str = Field(max_length=64)
    password: str = Field(max_length=MAX_PASSWORD)


class Recover(Strict):
    """A recovery code spent for a new password."""

    handle: str = Field(max_length=64)
    code: str = Field(max_length=64, description="xxxx-xxxx-xxxx-xxxx (case, dashes, spaces "
                                                 "aside)")
    password: str = Field(max_length=MAX_PASSWORD, description="the new password")


class ChangePassword(Strict):
    current: str = Field(max_length=MAX_PASSWORD)
    password: str = Field(max_length=MAX_PASSWORD, description="the new password")


class Confirm(Strict):
    """The signed-in person's password, for what cannot be undone lightly."""

    password: str = Field(max_length=MAX_PASSWORD)


async def signed_in(request: Request) -> tuple[dict[str, Any], dict[str, Any]]:
    """(session, account) of the request's cookie; 401 without a live session."""
    found = await accounts_of(request).current(request.cookies.get(COOKIE),
                                               address_of(request))
    if found is None:
        raise ApiError(401, NOT_SIGNED_IN)
    return found


#: a route's parameter: the signed-in (session, account)
SignedIn = Annotated[tuple[dict[str, Any], dict[str, Any]], Depends(signed_in)]


def set_session(request: Request, response: Response, token: str) -> None:
    """The session's cookie: HttpOnly (no script reads it), SameSite=Lax (no other site's
    request carries it but a top-level link), Secure over https."""
    response.set_cookie(COOKIE, token, max_age=int(accounts_of(request).hub.limits.session_days
                                                   * 86400),
                        path="/", httponly=True, samesite="lax",
                        secure=request.url.scheme == "https")


def clear_session(request: Request, response: Response) -> None:
    response.delete_cookie(COOKIE, path="/", httponly=True, samesite="lax",
                           secure=request.url.scheme == "https")


@router.post("/signup", status_code=201)
async def signup(body: Credentials, request: Request, response: Response) -> dict[str, Any]:
    """A new account, signed in; its ten recovery codes are in this answer and never again."""
    account, codes, token = await accounts_of(request).signup(
        body.handle, body.password, address_of(request), request.headers.get("user-agent"))
    set_session(request, response, token)
    return {"account": account_json(account), "recovery_codes": codes}


@router.post("/signin")
async def signin(body: Credentials, request: Request, response: Response) -> dict[str, Any]:
    account, token = await accounts_of(request).signin(
        body.handle, body.password, address_of(request), request.headers.get("user-agent"))
    set_session(request, response, token)
    return {"account": account_json(account)}


@router.post("/reopen")
async def reopen(body: Credentials, request: Request, response: Response) -> dict[str, Any]:
    """A disabled account active again, signed in."""
    account, token = await accounts_of(request).reopen(
        body.handle, body.password, address_of(request), request.headers.get("user-agent"))
    set_session(request, response, token)
    return {"account": account_json(account)}


@router.post("/recover")
async def recover(body: Recover, request: Request, response: Response) -> dict[str, Any]:
    """A recovery code spent: a new password, every other session ended, this one begun."""
    accounts = accounts_of(request)
    account, token = await accounts.recover(body.handle, body.code, body.password,
                                            address_of(request),
                                            request.headers.get("user-agent"))
    set_session(request, response, token)
    return {"account": account_json(account),
            "recovery_codes_left": await accounts.codes_left(account)}


@router.post("/signout")
async def signout(request: Request, response: Response) -> dict[str, Any]:
    """End this browser's session (without one, nothing to end: the same answer)."""
    accounts = accounts_of(request)
    found = await accounts.current(request.cookies.get(COOKIE))
    if found is not None:
        await accounts.signout(found[0])
    clear_session(request, response)
    return {"ok": True}


@router.get("")
async def who_am_i(request: Request, me: SignedIn) -> dict[str, Any]:
    """The account; `notice`, when there is one, is what its owner is to be told (e.g. a
    session ended after too many wrong passwords): given in this answer once."""
    _session, account = me
    accounts = accounts_of(request)
    answer = {"account": account_json(account),
              "recovery_codes_left": await accounts.codes_left(account)}
    notice = await accounts.notice(account)
    if notice is not None:
        answer["notice"] = notice
    return answer


@router.get("/sessions")
async def sessions(request: Request, me: SignedIn) -> list[dict[str, Any]]:
    """The account's sessions, newest first; `current` marks this one."""
    return await accounts_of(request).sessions(me[0])


@router.delete("/sessions/{session_id}")
async def end_session(session_id: str, request: Request, me: SignedIn) -> dict[str, Any]:
    await accounts_of(request).end_session(me[0], session_id)
    return {"ok": True}


@router.post("/password")
async def change_password(body: ChangePassword, request: Request,
                          me: SignedIn) -> dict[str, Any]:
    """A new password; every other session ends."""
    await accounts_of(request).change_password(me[0], me[1], body.current, body.password)
    return {"ok": True}


@router.post("/recovery-codes")
async def replace_codes(body: Confirm, request: Request, me: SignedIn) -> dict[str, Any]:
    """Ten new recovery codes, shown this once; the old ones stop working."""
    return {"recovery_codes": await accounts_of(request).replace_codes(me[0], me[1],
                                                                       body.password)}


@router.post("/disable")
async def disable(body: Confirm, request: Request, response: Response,
                  me: SignedIn) -> dict[str, Any]:
    """Closed until reopened (`/reopen`); every session ends; games are kept."""
    await accounts_of(request).disable(me[0], me[1], body.password)
    clear_session(request, response)
    return {"ok": True}


@router.post("/delete")
async def delete(body: Confirm, request: Request, response: Response,
                 me: SignedIn) -> dict[str, Any]:
    """Deleted for good; games stay for the other players under an anonymous name."""
    name = await accounts_of(request).delete(me[0], me[1], body.password)
    clear_session(request, response)
    return {"ok": True, "name": name}


# -- no cross-site action -------------------------------------------------------------------
STATE_CHANGING = frozenset({"POST", "PUT", "PATCH", "DELETE"})
_DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}


def _origin(url: str, scheme: str | None = None) -> tuple[str, str, int] | None:
    """(scheme, host, port) of a URL (or of a bare host with `scheme`), or None if odd."""
    try:
        parts = urlsplit(url if scheme is None else f"{scheme}://{url}")
        port = parts.port or _DEFAULT_PORTS.get(parts.scheme, 0)
    except ValueError:
        return None
    if not parts.scheme or not parts.hostname:
        return None
    return parts.scheme.lower(), parts.hostname.lower(), port


def has_session_cookie(headers: list[tuple[bytes, bytes]]) -> bool:
    for name, value in headers:
        if name == b"cookie":
            for part in value.decode("latin-1").split(";"):
                key, _, token = part.strip().partition("=")
                if key == COOKIE and token:
                    return True
    return False


def same_origin(scope: dict[str, Any]) -> bool:
    """Whether the request says it comes from this server's own pages: its Origin (or,
    lacking that, its Referer) is the scheme and host the request was made to (the scheme
    behind a proxy is the one it forwards; nginx keeps the Host header)."""
    headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope.get("headers") or []}
    host = headers.get("host")
    claimed = headers.get("origin") or headers.get("referer")
    if not host or not claimed or claimed == "null":
        return False
    own = _origin(host, scope.get("scheme", "http"))
    return own is not None and _origin(claimed) == own


def _signing_in_from_elsewhere(scope: dict[str, Any]) -> bool:
    """An account call (sign in, sign up, recover, a passkey) sent by another site's page: its
    browser says so in Origin. Refused too, though it carries no cookie, so no site can sign a
    visitor in to an account of its choosing (login CSRF: what they then play would be kept
    there). A client without Origin (a script, not a browser page) is not refused."""
    if not scope["path"].startswith("/api/account/"):
        return False
    return any(name == b"origin" for name, _ in scope.get("headers") or [])


class SameOrigin:
    """Refuses (403) a state-changing request that carries the session cookie unless it comes
    from this server's own pages, so no other site can act for a signed-in person (SameSite=Lax
    already keeps the cookie off most cross-site requests; this also covers a sibling
    subdomain, which counts as the same site). An account call from another site's page is
    refused even without the cookie (`_signing_in_from_elsewhere`). Other requests without
    the cookie, such as the seat tokens' API, pass untouched."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if (scope["type"] != "http" or scope["method"] not in STATE_CHANGING
                or same_origin(scope)
                or not (has_session_cookie(scope.get("headers") or [])
                        or _signing_in_from_elsewhere(scope))):
            await self.app(scope, receive, send)
            return
        payload = json.dumps({"error": CROSS_SITE.to_json()}, ensure_ascii=False).encode()
        await send({"type": "http.response.start", "status": 403,
                    "headers": [(b"content-type", b"application/json"),
                                (b"content-length", str(len(payload)).encode())]})
        await send({"type": "http.response.body", "body": payload})
