"""Table-level options, kept beside a game's own: they belong to the host, not the rules, so
they never enter the game's `Options` (and a record replays without them)."""

from __future__ import annotations

from typing import Any

from koloda.core import Game, KolodaError, SetupError, Text, text
from koloda.core.game import local_options_in

from . import texts

#: name -> (type, default, minimum, maximum, description)
TABLE_OPTIONS: dict[str, tuple[type, float, float, float, Text]] = {
    "turn_seconds": (int, 0, 0, 3600, text("server-option-turn-seconds")),
    "bot_delay": (float, 0.6, 0.0, 10.0, text("server-option-bot-delay")),
}

#: a rated table (docs/ratings.md): its result changes its players' ratings; allowed at the
#: start only when every seat is a person with an account and a turn timer is on (server/rated/service.py)
RATED = "rated"

#: a table a tournament formed: its id (server/tournaments/service.py). Set only by the server
#: (`Lobby.seat_together`'s marks), never accepted from a client: a person who leaves such a
#: game is noted as a rated table's would be (server/rated/service.py, `note_leaving`)
TOURNAMENT = "tournament"
#: what a tournament's table carries that a table played again (a game outside the
#: tournament) must not: the tournament's id, and the seats that chose hurry (`halved`)
TOURNAMENT_ONLY = (TOURNAMENT, "halved")


def table_options_schema(rated: bool = False) -> list[dict[str, Any]]:
    """The table options in the same shape as `koloda.core.options_schema`, marked "table"
    (`rated` among them for a game that has rating pools)."""
    out: list[dict[str, Any]] = [
        {"name": name, "type": tp.__name__, "default": default, "text": about.to_json(),
         "choices": None, "min": lo, "max": hi, "scope": "table"}
        for name, (tp, default, lo, hi, about) in TABLE_OPTIONS.items()]
    if rated:
        out.append({"name": RATED, "type": "bool", "default": False,
                    "text": text("server-option-rated").to_json(), "choices": None,
                    "min": None, "max": None, "scope": "table"})
    return out


def split_options(game: Game, data: dict[str, Any] | None) -> tuple[dict[str, Any], dict[str, Any]]:
    """Separate table options from the game's, validate both, and return their JSON forms."""
    data = dict(data or {})
    table: dict[str, Any] = {}
    for name, (tp, default, lo, hi, _text) in TABLE_OPTIONS.items():
        value = data.pop(name, default)
        ok = not isinstance(value, bool) and (
            isinstance(value, int) if tp is int else isinstance(value, int | float))
        if not ok or not lo <= value <= hi:
            raise SetupError(texts.bad_table_option(name, value))
        table[name] = tp(value)
    rated = data.pop(RATED, False)
    if not isinstance(rated, bool):
        raise SetupError(texts.bad_table_option(RATED, rated))
    if rated:  # kept only when on: an unrated table's options are as they always were
        table[RATED] = True
    try:
        local = local_options_in(game.Options, data)
        if local:
            raise SetupError(texts.local_option(local))
        game_options = game.options_to_json(game.options(data))
    except KolodaError:
        raise
    except (TypeError, ValueError) as exc:  # a game's own Options may refuse in its own way
        raise SetupError(text("server-bad-options", why=str(exc))) from exc
    return game_options, table
