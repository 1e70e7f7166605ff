"""Tournaments over REST (docs/protocol.md, "Tournaments"): the list, one tournament's page,
creating one, entering and withdrawing, a Swiss skip, a player's seat and hurry, and a
player's history. Only accounts create, enter and play. The rules and the runner are
`service.py`."""

from __future__ import annotations

from typing import Any, Literal

from fastapi import APIRouter, Request
from pydantic import Field

from ..http import Keyed, Strict, client_of, hub_of
from ..people.players import account_of, player
from .service import MAX_SECONDS, MAX_START_SECONDS, Tournaments

router = APIRouter(prefix="/api")


class TournamentBody(Strict):
    """A new tournament's settings."""

    game: str = Field(max_length=64)
    options: dict[str, Any] | None = Field(None, description="the game's options")
    format: Literal["arena", "swiss"]
    size: int = Field(ge=2, le=6, description="seats at a table")
    rounds: int = Field(0, ge=0, le=30, description="a Swiss event's rounds")
    seconds: int = Field(0, ge=0, le=MAX_SECONDS, description="an arena's length")
    starts_in: int = Field(0, ge=0, le=MAX_START_SECONDS,
                           description="seconds from now to the start")
    turn_seconds: int = Field(0, ge=0, le=3600, description="seconds a move; more than 0 "
                                                              "when rated")
    rated: bool = False
    bots: bool = Field(False, description="Swiss: bots may fill odd tables")
    min_rating: int | None = Field(None, ge=0, le=4000)
    min_games: int | None = Field(None, ge=0, le=10000)
    enter: bool = Field(False, description="enter the creator in it at once")


class SkipBody(Strict):
    skip: bool = True


def tournaments_of(request: Request) -> Tournaments:
    return request.app.state.tournaments  # type: ignore[no-any-return]


@router.get("/tournaments")
async def list_tournaments(request: Request) -> dict[str, Any]:
    """Upcoming (soonest first), live and finished (newest first) tournaments; an upcoming
    one nobody has entered only to its creator, until an hour before its start."""
    return await tournaments_of(request).listing(await account_of(request))


@router.post("/tournaments", status_code=201)
async def create_tournament(body: TournamentBody, request: Request,
                            once: Keyed) -> dict[str, Any]:
    """Create a tournament (signed in; a few a day per account). Resent with its
    `Idempotency-Key`, the same tournament's page, and no second tournament."""
    tournaments, account = tournaments_of(request), await account_of(request)
    again = await hub_of(request).answered(once)
    if again is not None:
        return await tournaments.page(again["id"], account)
    return await tournaments.create(
        account, game_id=body.game, options=body.options,
        format=body.format, size=body.size, rounds=body.rounds, seconds=body.seconds,
        starts_in=body.starts_in, turn_seconds=body.turn_seconds, rated_=body.rated,
        bots=body.bots, min_rating=body.min_rating, min_games=body.min_games,
        client=client_of(request), once=once, enter=body.enter)


@router.get("/tournaments/{tournament_id}")
async def get_tournament(tournament_id: str, request: Request) -> dict[str, Any]:
    """A tournament's page: settings, standings, live tables, podium, and the viewer's own
    state when signed in."""
    return await tournaments_of(request).page(tournament_id, await account_of(request))


@router.delete("/tournaments/{tournament_id}")
async def cancel(tournament_id: str, request: Request) -> dict[str, Any]:
    """Its creator calls off a tournament before its start: it is gone, entries and all."""
    await tournaments_of(request).cancel(tournament_id, await account_of(request))
    return {"cancelled": tournament_id}


@router.post("/tournaments/{tournament_id}/entry")
async def enter(tournament_id: str, request: Request) -> dict[str, Any]:
    return await tournaments_of(request).enter(tournament_id, await account_of(request))


@router.delete("/tournaments/{tournament_id}/entry")
async def withdraw(tournament_id: str, request: Request) -> dict[str, Any]:
    return await tournaments_of(request).withdraw(tournament_id, await account_of(request))


@router.post("/tournaments/{tournament_id}/skip")
async def skip(tournament_id: str, body: SkipBody, request: Request) -> dict[str, Any]:
    """Swiss: skip the next round (half a win), or take it back."""
    return await tournaments_of(request).skip(tournament_id, await account_of(request),
                                              body.skip)


@router.post("/tournaments/{tournament_id}/seat")
async def seat(tournament_id: str, request: Request) -> dict[str, Any]:
    """The signed-in player's seat at their live table, with a new token for it."""
    return await tournaments_of(request).seat(tournament_id, await account_of(request))


@router.post("/tournaments/{tournament_id}/hurry")
async def hurry(tournament_id: str, request: Request) -> dict[str, Any]:
    """Arena: halve one's own turn timer for this game (before one's first move)."""
    return await tournaments_of(request).hurry(tournament_id, await account_of(request))


@router.get("/players/{handle}/tournaments")
async def history(handle: str, request: Request) -> dict[str, Any]:
    """The tournaments a player entered, newest first, with their rank."""
    account = await player(hub_of(request), handle)
    return {"handle": account["handle"],
            "tournaments": await tournaments_of(request).history(int(account["id"]))}
