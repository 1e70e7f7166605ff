"""Every message the server itself says to a person (the catalog is `messages/<lang>.ftl`).

Reasons that come from a game (an illegal move) are the game's own `Text`; these are the
server's: the protocol, the lobby and the seat tokens.
"""

from __future__ import annotations

from koloda.core import Text, given, quote, text

TOO_BIG = text("server-too-big")
NOT_JSON = text("server-not-json")
BAD_SHAPE = text("server-bad-shape")
SPECTATOR = text("server-spectator")
BAD_TOKEN = text("server-bad-token")
NEED_TOKEN = text("server-need-token")
NOT_OPEN = text("server-not-open")
NOT_FULL = text("server-not-full")
TOO_MANY_TABLES = text("server-too-many-tables")
NO_FREE_SEAT = text("server-no-free-seat")
#: a join refused because someone seated blocked the person (never says who)
BLOCKED = text("players-join-blocked")
NOT_FINISHED = text("server-not-finished")
NO_AGAIN = text("server-no-again")
#: a rematch answered where none is offered; one offered where a person left the table
NO_REMATCH = text("server-no-rematch")
REMATCH_LEFT = text("server-rematch-left")
SERVER_ERROR = text("server-error")
NOT_HANDLED = text("server-not-handled")
SEAT_HIDDEN = text("server-seat-hidden")
PEOPLE_STILL_PLAY = text("server-people-still-play")
PEOPLE_PLAY = text("server-people-play")
HOST_ONLY = text("server-host-only")
BAD_NAME = text("server-bad-name")


def stale(seen: int, now: int) -> Text:
    """The client acted on an old version of the game."""
    # versions are identifiers: passed as words, or Fluent would group their digits
    return text("server-stale", seen=str(seen), now=str(now))


def not_playing(status: str) -> Text:
    """The table's status is a word of the protocol; the catalog names it in Russian."""
    return text("server-not-playing", status=status)


def no_table(table_id: str) -> Text:
    return text("server-no-table", table=quote(table_id))


def no_seat(seat: int, players: int) -> Text:
    """`seat` is the protocol's (from 0); people count seats from 1."""
    # numbers a client sent are shown as sent (as words: Fluent would group their digits)
    return text("server-no-seat", seat=str(seat + 1), players=str(players))


def seat_taken(seat: int) -> Text:
    return text("server-seat-taken", seat=str(seat + 1))


def seat_is_person(seat: int) -> Text:
    return text("server-seat-is-person", seat=str(seat + 1))


def bad_players(game: str, lo: int, hi: int, n: int) -> Text:
    return text("server-bad-players", game=game, lo=str(lo), hi=str(hi), n=str(n))


def local_option(names: list[str]) -> Text:
    return text("server-local-option", names=", ".join(names))


def bad_table_option(name: str, value: object) -> Text:
    return text("server-bad-table-option", name=repr(name), value=quote(value))


def bad_bot_spec(spec: str) -> Text:
    return text("server-bad-bot-spec", spec=ascii(spec[:40]))


def played_for_you(en: str, ru: str) -> Text:
    """What the turn timer's bot played for a person whose time ran out (`en` and `ru`: the
    action as the game describes it to that person)."""
    return text("server-played-for-you", action=given(en, ru))
