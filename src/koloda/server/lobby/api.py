"""The lobby over REST (prefix /api): games, tables, seats, bots, start, leave, play again,
records and replays. Bodies are strict pydantic models (a wrong type is refused, never
coerced: `"no"` is not a bool, `true` not a seat), so the OpenAPI page documents them. Every
state-changing request may carry an `Idempotency-Key` (server/once.py)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Header, Query, Request, Response
from pydantic import Field, field_validator

from koloda.core import text
from koloda.core.clean import all_well_formed

from ..http import ApiError, Keyed, Strict, bearer, client_of, hub_of, seated
from ..people.players import account_of
from ..rules import rules_html

router = APIRouter(prefix="/api")
_NEGATIVE = text("server-negative-n")


class CreateTable(Strict):
    """A new table; the creator sits at seat 0."""

    game: str = Field(max_length=64)
    options: dict[str, Any] = Field(default_factory=dict,
                                    description="the game's options and the table's "
                                                "(turn_seconds, bot_delay)")
    players: int = Field(2, ge=1, le=16)
    name: str | None = Field(None, max_length=200,
                             description="the creator's name (cleaned, then at most 40 "
                                         "characters)")

    @field_validator("options")
    @classmethod
    def _well_formed(cls, value: dict[str, Any]) -> dict[str, Any]:
        if not all_well_formed(value, max_depth=8):
            raise ValueError("options must be plain JSON of well-formed text (no NUL), "
                             "nested at most 8 deep")
        return value


class Join(Strict):
    """Take a seat (the first empty one if `seat` is not given)."""

    name: str | None = Field(None, max_length=200)
    seat: int | None = Field(None, ge=0, le=15)


class AddBot(Strict):
    """Seat a bot: any name from `GET /api/games` (`bots`), optionally `name:strength`."""

    seat: int | None = Field(None, ge=0, le=15)
    bot: str = Field("random", min_length=1, max_length=64)


@router.get("/health")
async def health(request: Request) -> dict[str, Any]:
    hub = hub_of(request)
    return {"ok": True, "rooms": len(hub.rooms)}


@router.get("/games")
async def list_games(request: Request) -> list[dict[str, Any]]:
    return hub_of(request).games_json()


@router.get("/games/{game_id}/rules")
async def game_rules(game_id: str, request: Request,
                     lang: str = Query("en", pattern="^(en|ru)$")) -> dict[str, Any]:
    """The game's rules page as HTML (for the Rules panel) and its first-game hint card."""
    game = hub_of(request).game(game_id)  # 404 for an unknown game, as every lobby call
    return {"game": game_id, "lang": lang, "html": rules_html(game_id, lang),
            "hint": game.hint(lang)}


@router.get("/tables")
async def list_tables(request: Request, status: str | None = Query(
        None, pattern="^(open|playing|finished)$")) -> list[dict[str, Any]]:
    hub = hub_of(request)
    if status == "finished":
        return await hub.finished_tables(None)
    return await hub.tables(status)


@router.post("/tables")
async def create_table(body: CreateTable, request: Request,
                       once: Keyed) -> dict[str, Any]:
    """A new table; a signed-in creator sits as their account (`name` is then ignored)."""
    room, seat, token = await hub_of(request).create(body.game, body.options, body.players,
                                                     body.name, client_of(request), once,
                                                     await account_of(request))
    return seated(room, seat, token)


@router.get("/tables/{table_id}")
async def get_table(table_id: str, request: Request) -> dict[str, Any]:
    return (await hub_of(request).room(table_id)).table_json()


@router.post("/tables/{table_id}/join")
async def join(table_id: str, body: Join, request: Request,
               once: Keyed) -> dict[str, Any]:
    room, seat, token = await hub_of(request).join(table_id, body.name, body.seat,
                                                   client_of(request), once,
                                                   await account_of(request))
    return seated(room, seat, token)


@router.post("/tables/{table_id}/bots")
async def add_bot(table_id: str, body: AddBot, request: Request,
                  once: Keyed,
                  authorization: str | None = Header(None)) -> dict[str, Any]:
    room = await hub_of(request).add_bot(table_id, bearer(authorization), body.seat, body.bot,
                                         once)
    return room.table_json()


@router.delete("/tables/{table_id}/seats/{seat}")
async def remove_seat(table_id: str, seat: int, request: Request,
                      once: Keyed,
                      authorization: str | None = Header(None)) -> dict[str, Any]:
    room = await hub_of(request).remove_seat(table_id, bearer(authorization), seat, once)
    return room.table_json()


@router.post("/tables/{table_id}/start")
async def start(table_id: str, request: Request, once: Keyed,
                authorization: str | None = Header(None)) -> dict[str, Any]:
    return (await hub_of(request).start(table_id, bearer(authorization), once)).table_json()


@router.post("/tables/{table_id}/leave")
async def leave(table_id: str, request: Request, once: Keyed,
                authorization: str | None = Header(None)) -> dict[str, Any]:
    return (await hub_of(request).leave(table_id, bearer(authorization), once)).table_json()


class Pace(Strict):
    """The bots' pace at a table: `fast` for a short pause between their moves."""

    fast: bool


@router.post("/tables/{table_id}/pace")
async def pace(table_id: str, body: Pace, request: Request,
               once: Keyed,
               authorization: str | None = Header(None)) -> dict[str, Any]:
    """"Faster": the bots move with a short pause (0.15 s) instead of the table's bot delay,
    once no person still plays."""
    return (await hub_of(request).pace(table_id, bearer(authorization), body.fast,
                                       once)).table_json()


@router.post("/tables/{table_id}/finish")
async def finish(table_id: str, request: Request, once: Keyed,
                 authorization: str | None = Header(None)) -> dict[str, Any]:
    """"To the end": when only bots still play, they play the game out at once."""
    return (await hub_of(request).finish(table_id, bearer(authorization), once)).table_json()


@router.post("/tables/{table_id}/again")
async def again(table_id: str, request: Request, response: Response, once: Keyed,
                authorization: str | None = Header(None)) -> dict[str, Any]:
    """A rematch offered or accepted: the seat and token at the new table once everyone said
    yes; until then 202 and this table, whose `rematch` says who is awaited."""
    room, seat, token = await hub_of(request).again(table_id, bearer(authorization),
                                                    client_of(request), once,
                                                    await account_of(request))
    if token is None:
        response.status_code = 202
        return {"table": room.table_json()}
    return seated(room, seat, token)


@router.post("/tables/{table_id}/again/decline")
async def decline_again(table_id: str, request: Request,
                        authorization: str | None = Header(None)) -> dict[str, Any]:
    """The rematch offered here declined (or one's own offer withdrawn)."""
    return (await hub_of(request).decline_again(table_id, bearer(authorization))).table_json()


@router.get("/tables/{table_id}/record")
async def record(table_id: str, request: Request) -> dict[str, Any]:
    return (await hub_of(request).record(table_id)).to_json()


@router.get("/tables/{table_id}/moves")
async def moves(table_id: str, request: Request) -> list[dict[str, Any]]:
    """Every action of a finished game, labelled (the replay page's move list)."""
    return await hub_of(request).moves(table_id)


@router.get("/tables/{table_id}/replay/{n}")
async def replay(table_id: str, n: int, request: Request,
                 seat: int | None = None) -> dict[str, Any]:
    if n < 0:
        raise ApiError(422, _NEGATIVE)
    return await hub_of(request).replay(table_id, n, seat)


@router.get("/records")
async def records(request: Request, game: str | None = Query(None, max_length=64),
                  limit: int = Query(100, ge=1, le=1000)) -> list[dict[str, Any]]:
    return await hub_of(request).finished_tables(game, limit)
