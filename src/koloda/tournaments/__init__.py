"""Tournaments (docs/tournaments.md): the rules of arenas and Swiss events for every game, two to
six seats a table, pure and game-agnostic. What a place pays (`points`), each game's score
with streaks, hurry and short games (`scoring`), the standings as a function of the records
(`standings`), who sits first (`seats`), arena pairing (`arena`) and Swiss pairing (`swiss`).
The server stores the records and runs the clock; `simulate` plays an arena of bots."""

from koloda.core import CATALOG

from .arena import Waiting, pair_arena
from .points import (
                     ARENA,
                     BOT,
                     SWISS,
                     Bye,
                     Result,
                     Rules,
                     TournamentError,
                     format_about,
                     format_name,
                     min_moves,
                     place_points,
)
from .scoring import Score, fire_text, hurry_offer, on_fire, score, score_arena, score_swiss
from .standings import Standing, podium, standings, tie_break
from .swiss import Entrant, Round, pair_swiss

__all__ = ["ARENA", "BOT", "SWISS", "Bye", "Entrant", "Result", "Round", "Rules", "Score",
           "Standing", "TournamentError", "Waiting", "fire_text", "format_about", "format_name",
           "hurry_offer", "min_moves", "on_fire", "pair_arena", "pair_swiss", "place_points",
           "podium", "score", "score_arena", "score_swiss", "standings", "tie_break"]

CATALOG.add_package(__name__)  # this package's texts: messages/<lang>.ftl
