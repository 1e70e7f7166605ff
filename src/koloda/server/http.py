"""What every feature's service and router share about HTTP: the error a client caused
(`ApiError`), who asks (`Client`, `client_of`), a new seat token, a person's cleaned name, and
the routers' common dependencies (the hub, a bearer token, an `Idempotency-Key`, strict bodies).
Kept below the features so that none of them imports the hub for them."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any

from fastapi import Depends, Request
from pydantic import BaseModel, ConfigDict
from starlette.requests import HTTPConnection

from koloda.core import Text, text
from koloda.core.clean import BadText, clean_text

from .limits import client_id
from .once import HEADER, BadKey, Once, keyed

if TYPE_CHECKING:
    from .lobby.service import Lobby


@dataclass(frozen=True)
class Client:
    """Who makes a lobby request: the address, and the browser's client id if it sent one."""

    address: str
    id: str | None = None


class ApiError(Exception):
    """A lobby error a client caused: an HTTP status and a reason in both languages."""

    def __init__(self, status: int, reason: Text) -> None:
        super().__init__(reason.en)
        self.status = status
        self.reason = reason


def new_token() -> str:
    return secrets.token_urlsafe(32)


def new_table_id() -> str:
    """A new table's id: eight characters of the URL-safe alphabet, never a "-" first (a
    command line takes such a word for an option: `koloda admin end-table -Zx4...` failed
    for one table in 64)."""
    while True:
        table_id = secrets.token_urlsafe(6)
        if not table_id.startswith("-"):
            return table_id


def clean_name(name: str | None, fallback: str) -> str:
    """A person's name as others will see it: cleaned of control, bidi and zalgo characters."""
    try:
        return clean_text(name or "", 40) or fallback
    except BadText as exc:
        raise ApiError(422, text("server-bad-name-why", why=exc.reason)) from exc


def seated(room: Any, seat: int | None, token: str) -> dict[str, Any]:
    """A seat's answer: the table, the seat, its token, and whether that token hosts the table."""
    return {"table": room.table_json(), "seat": seat, "token": token,
            "host": bool(room.is_host(token))}


# -- the routers' common dependencies ---------------------------------------------------------
class Strict(BaseModel):
    """A request body: JSON types as declared, no coercion, no unknown fields."""

    model_config = ConfigDict(strict=True, extra="forbid")


def hub_of(connection: HTTPConnection) -> Lobby:
    """The app's hub (a request's or a socket's)."""
    return connection.app.state.hub  # type: ignore[no-any-return]


def bearer(authorization: str | None) -> str | None:
    """The token of an `Authorization: Bearer <token>` header."""
    if not authorization:
        return None
    scheme, _, token = authorization.partition(" ")
    return token.strip() or None if scheme.lower() == "bearer" else None


def address_of(connection: HTTPConnection) -> str:
    """The address a request or a socket comes from ("?" when unknown)."""
    return connection.client.host if connection.client else "?"


def client_of(request: Request) -> Client:
    """Who asks: the address, and the browser's client id if it sends one."""
    return Client(address_of(request), client_id(request.headers.get("x-koloda-client")))


async def once_of(request: Request) -> Once | None:
    """The request's `Idempotency-Key`, ready to look up and seal its answer (None without
    one); a malformed key is refused."""
    try:
        return keyed(request.headers.get(HEADER), request.method, request.url.path,
                     await request.body(), request.headers.get("authorization"))
    except BadKey as exc:
        raise ApiError(422, exc.reason) from exc


#: a route's parameter: the request's `Once`, or None
Keyed = Annotated[Once | None, Depends(once_of)]
