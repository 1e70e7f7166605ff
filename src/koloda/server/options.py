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

#: a correspondence table's days a move (issue 45, docs/protocol.md "Correspondence"): one of
#: these; 0 is a live table
DAYS = "days"
DAY_CHOICES = (0, 1, 2, 3, 7, 14)
def days_refusal(game: Game) -> Text | None:
    """Why `game` is never played by days (None: it may be): what the game says (a real-time
    race: `Game.not_by_days`), or a game played alone (nobody waits on a solo player's
    move)."""
    if game.not_by_days is not None:
        return game.not_by_days
    if game.max_players < 2:
        return text("server-days-not-solo", game=game.title)
    return None


def table_options_schema(rated: bool = False, days: bool = False) -> list[dict[str, Any]]:
    """The table options in the same shape as `koloda.core.options_schema`, marked "table"
    (`days` for a game that may be played by correspondence, `rated` for one that has rating
    pools)."""
    out: list[dict[str, Any]] = [
        {"name": name, "type": tp.__name__, "default": default, "text": about.to_json(),
         "choices": None, "min": lo, "max": hi, "scope": "table"}
        for name, (tp, default, lo, hi, about) in TABLE_OPTIONS.items()]
    if days:
        out.append({"name": DAYS, "type": "int", "default": 0,
                    "text": text("server-option-days").to_json(), "choices": list(DAY_CHOICES),
                    "choice_text": {str(n): (text("server-days-live") if n == 0 else
                                             text("server-days-n", n=str(n))).to_json()
                                    for n in DAY_CHOICES},
                    "min": 0, "max": max(DAY_CHOICES), "scope": "table"})
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
    days = data.pop(DAYS, 0)
    if isinstance(days, bool) or days not in DAY_CHOICES:
        raise SetupError(texts.bad_table_option(DAYS, days))
    if days:  # kept only when on, as `rated`
        if (why := days_refusal(game)) is not None:
            raise SetupError(why)
        if table["turn_seconds"]:  # days a move, or seconds: not both
            raise SetupError(text("server-days-and-seconds"))
        table[DAYS] = int(days)
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
