"""Passkeys over REST (prefix /api/account; the operations are in passkeys.py). The relying
party is the site the request was made to: its id is the Host header's name without the port,
the origin an answer must come from is the request's own scheme and host (behind a proxy, the
scheme it forwards; nginx keeps the Host header)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request, Response
from pydantic import Field
from starlette.requests import HTTPConnection

from ..http import ApiError, Strict, address_of
from .accounts import account_json
from .accounts_api import (
    MAX_PASSWORD,
    SignedIn,
    _origin,
    accounts_of,
    set_session,
)
from .passkeys import NAME_LENGTH, NOT_VERIFIED, Passkeys

router = APIRouter(prefix="/api/account")

_DEFAULT_PORTS = {"http": 80, "https": 443}


class AddOptions(Strict):
    """Adding a passkey: the signed-in person's password (a passkey is a lasting way in)."""

    password: str = Field(max_length=MAX_PASSWORD)


class AddPasskey(Strict):
    """The authenticator's answer (`PublicKeyCredential.toJSON()`'s shape) and a name."""

    credential: dict[str, Any]
    name: str = Field(max_length=NAME_LENGTH * 8)


class PasskeySignin(Strict):
    """The authenticator's answer to a sign-in challenge (`toJSON()`'s shape)."""

    credential: dict[str, Any]


def passkeys_of(request: HTTPConnection) -> Passkeys:
    """This app's passkeys, over its accounts (made on first use, as they are)."""
    state = request.app.state
    accounts = accounts_of(request)
    passkeys = getattr(state, "passkeys", None)
    if passkeys is None or passkeys.accounts is not accounts:
        passkeys = state.passkeys = Passkeys(accounts)
    return passkeys  # type: ignore[no-any-return]


def relying_party(request: Request) -> tuple[str, str]:
    """(RP id, origin) of the site this request was made to; 400 without a usable Host."""
    own = _origin(request.headers.get("host") or "", request.url.scheme)
    if own is None:
        raise ApiError(400, NOT_VERIFIED)
    scheme, host, port = own
    default = _DEFAULT_PORTS.get(scheme)
    return host, f"{scheme}://{host}" + ("" if port == default else f":{port}")


@router.post("/passkeys/options")
async def add_options(body: AddOptions, request: Request, me: SignedIn) -> dict[str, Any]:
    """Options for `navigator.credentials.create` (the password needed); answer within five
    minutes with POST /passkeys."""
    rp_id, _origin_ = relying_party(request)
    return await passkeys_of(request).registration_options(me[0], me[1], body.password,
                                                           rp_id)


@router.post("/passkeys", status_code=201)
async def add(body: AddPasskey, request: Request, me: SignedIn) -> dict[str, Any]:
    """The authenticator's answer checked, the passkey kept under its name."""
    rp_id, origin = relying_party(request)
    return await passkeys_of(request).register(me[1], body.credential, body.name, rp_id,
                                               origin)


@router.get("/passkeys")
async def listed(request: Request, me: SignedIn) -> list[dict[str, Any]]:
    """The account's passkeys, oldest first (names and dates: never a key)."""
    return await passkeys_of(request).listed(me[1])


@router.delete("/passkeys/{passkey_id}")
async def remove(passkey_id: int, request: Request, me: SignedIn) -> dict[str, Any]:
    """Remove a passkey: it signs in no more (the session suffices: this takes a way in
    away, never gives one)."""
    await passkeys_of(request).remove(me[1], passkey_id)
    return {"ok": True}


@router.post("/passkey-signin/options")
async def signin_options(request: Request) -> dict[str, Any]:
    """Options for `navigator.credentials.get` (no handle: any passkey of this site);
    counted as a sign-in attempt from the address."""
    rp_id, _origin_ = relying_party(request)
    return await passkeys_of(request).signin_options(rp_id, address_of(request))


@router.post("/passkey-signin")
async def signin(body: PasskeySignin, request: Request, response: Response) -> dict[str, Any]:
    """Signed in with a passkey: a session cookie, as a password's sign-in gives."""
    rp_id, origin = relying_party(request)
    account, token = await passkeys_of(request).signin(
        body.credential, rp_id, origin, address_of(request), request.headers.get("user-agent"))
    set_session(request, response, token)
    return {"account": account_json(account)}
