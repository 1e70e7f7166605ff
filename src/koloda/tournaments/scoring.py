"""What each game of a tournament paid each person (docs/tournaments.md, "Arena scoring").

Arena: a place's points (`points.place_points`); doubled while the person is on fire (two
first places in a row, lichess's streak); hurry's half a win on top for a win played at half
time; nothing at all for a game shorter than the game's threshold. Swiss: a place's points,
and half a win for a bye. Each score carries its reasons, so a page can say why.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from koloda.core import Text, text

from .points import ARENA, Bye, Result, Rules, place_points, sole_winner

#: first places in a row that light the flame: the next games count double
STREAK = 2
#: why a game paid what it did
SHORT, FIRE, HURRY, BYE, SKIP = ("short", "fire", "hurry", "bye", "skip")
#: each reason's text (catalog ids)
REASONS = {SHORT: "tournaments-reason-short", FIRE: "tournaments-reason-fire",
           HURRY: "tournaments-reason-hurry", BYE: "tournaments-reason-bye",
           SKIP: "tournaments-reason-skip"}


@dataclass(frozen=True)
class Score:
    """One person's score from one game (or bye): `game` indexes the results list (-1 for a
    bye), `place` their place at the table (0 for a bye), `won` whether they alone were first,
    `fire` whether they were on fire when it began and `reasons` what changed the points."""

    player: str
    game: int
    round: int
    points: Fraction
    place: int = 0
    won: bool = False
    fire: bool = False
    reasons: tuple[str, ...] = ()

    def explain(self) -> list[Text]:
        """Why the points are what they are, as texts a page shows beside them."""
        return [text(REASONS[r]) for r in self.reasons]


def score_arena(rules: Rules, results: Sequence[Result]) -> list[Score]:
    """Every person's score from every arena game, in the order the games finished."""
    streaks: dict[str, int] = {}
    scores: list[Score] = []
    for index, result in enumerate(results):
        places = result.places()
        winner = sole_winner(places)
        short = result.moves < rules.min_moves
        base = place_points(places, rules.size)
        for seat, player in enumerate(result.players):
            if player is None:
                continue  # a bot's seat scores nothing
            fire = streaks.get(player, 0) >= STREAK
            won = seat == winner and not short
            reasons: list[str] = []
            if short:
                points = Fraction(0)  # and the flame goes out: a quick loss never helps
                reasons.append(SHORT)
            else:
                points = base[seat] * (2 if fire else 1)
                if fire:
                    reasons.append(FIRE)
                if won and player in result.hurried:
                    # lichess's berserk point, not doubled: half a win at any table size
                    points += rules.half
                    reasons.append(HURRY)
            streaks[player] = streaks.get(player, 0) + 1 if won else 0
            scores.append(Score(player, index, result.round, points, places[seat], won, fire,
                                tuple(reasons)))
    return scores


def score_swiss(rules: Rules, results: Sequence[Result], byes: Iterable[Bye] = ()) -> list[Score]:
    """Every person's score from every Swiss game, then one per bye. No streaks, no hurry, no
    short-game rule: a round cannot be replayed, so whoever played on keeps their place when
    someone leaves early (the one who left is last, koloda.ratings.order)."""
    scores: list[Score] = []
    for index, result in enumerate(results):
        places = result.places()
        winner = sole_winner(places)
        base = place_points(places, rules.size)
        for seat, player in enumerate(result.players):
            if player is not None:
                scores.append(Score(player, index, result.round, base[seat], places[seat],
                                    seat == winner))
    for bye in byes:
        scores.append(Score(bye.player, -1, bye.round, rules.half,
                            reasons=(BYE if bye.forced else SKIP,)))
    return scores


def score(rules: Rules, results: Sequence[Result], byes: Iterable[Bye] = ()) -> list[Score]:
    """The scores of an event of either format."""
    return score_arena(rules, results) if rules.format == ARENA else score_swiss(rules, results,
                                                                                   byes)


def hurry_offer(rules: Rules) -> Text:
    """The hurry choice offered at the start of an arena game, with the points it adds."""
    bonus = rules.half
    return text("tournaments-hurry", points=int(bonus) if bonus.denominator == 1 else float(bonus))


def fire_text() -> Text:
    """The flame's explanation beside a player on fire."""
    return text("tournaments-on-fire")


def on_fire(rules: Rules, results: Sequence[Result]) -> set[str]:
    """Who is on fire now (the flame a page shows): their last two arena games first places."""
    streaks: dict[str, int] = {}
    for s in score_arena(rules, results):
        streaks[s.player] = streaks.get(s.player, 0) + 1 if s.won else 0
    return {p for p, n in streaks.items() if n >= STREAK}
