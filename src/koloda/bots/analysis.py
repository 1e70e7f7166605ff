"""Post-game analysis: each decision of one seat, judged by the search from that seat's view.

`analyse(record, seat)` replays a record and, before every action the seat took where it had a
choice (more than one legal action, or one it could also decline), runs ISMCTS from the seat's
`Perspective` (the game's own search where it has one, `own_search`: Durak's in C): every iteration re-deals the cards hidden from the seat (`determinize`, exactly
as the search bot does), so the true hidden cards of the record never enter the estimate. The
search gives each root action a mean reward for the seat (`Outcome.rewards`: in a two-player
game the chance to win; with more players the expected place, 1 first and 0 last), here called
its *win chance*. After the main search the move played gets a top-up of iterations of its own
(`PLAYED_SHARE` of the budget at least), so a move the search would rarely try still has a
steady estimate.

The *loss* of a decision is the best move's win chance less the played move's (never below 0);
the verdict follows the thresholds below (as lichess marks moves by the drop of its win chance).
Each decision's search is seeded from `seed` and the decision's place in the record only, so
an analysis is repeatable, and the same for two deals that the seat cannot tell apart.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from koloda.core import Game, KolodaError, Perspective, Record, SetupError, text
from koloda.core.record import start

from .ismcts import ISMCTS, root_values

#: a drop of win chance from this much on is an inaccuracy, a mistake, a blunder (the largest
#: threshold reached names it); below INACCURACY the move is fine
INACCURACY = 0.10
MISTAKE = 0.20
BLUNDER = 0.35
VERDICTS = (("blunder", BLUNDER), ("mistake", MISTAKE), ("inaccuracy", INACCURACY))

#: iterations a decision by default: with the top-up of the move played, about a quarter of a
#: second a decision and 5 to 10 s for a full two-player Durak game on a loaded 2-core machine
#: (the issue asks for under 60 s)
DEFAULT_BUDGET = 2000
#: the move played gets at least this share of the budget in iterations of its own
PLAYED_SHARE = 0.25
#: a game's own search (Durak's in C) runs this many times the budget's iterations: each costs
#: it about a hundredth of the generic search's, and plays out with the heuristic to the estimate
OWN_SEARCH_SCALE = 10

#: called after each decision: (decisions done, decisions in all)
Progress = Callable[[int, int], None]


def verdict(loss: float | None) -> str | None:
    """The verdict on a drop of win chance `loss`: "blunder", "mistake", "inaccuracy" or None."""
    if loss is None:
        return None
    for name, threshold in VERDICTS:
        if loss >= threshold - 1e-9:
            return name
    return None


@dataclass
class Decision:
    """One decision of the analysed seat: the move played beside the search's best."""

    #: the action's place in the record, from 1 (as `koloda replay` numbers them)
    move: int
    #: the actions as the game's codec writes them (None: declining an optional action)
    played: dict[str, Any]
    best: dict[str, Any] | None
    #: estimated win chances in [0, 1] (None: the move played is not one the search lists)
    played_value: float | None
    best_value: float
    loss: float | None
    verdict: str | None
    #: legal actions (declining included when allowed) and iterations spent
    choices: int
    iterations: int
    #: every root action searched: action (None: decline), win chance, visits; best first
    actions: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class Analysis:
    """The analysis of one seat's play in one record."""

    game: str
    seat: int
    budget: int
    seed: int
    decisions: list[Decision]
    finished: bool

    @property
    def summary(self) -> dict[str, Any]:
        """Counts of each verdict, the mean loss and the share of best moves."""
        judged = [d for d in self.decisions if d.loss is not None]
        counts = {name: sum(d.verdict == name for d in judged) for name, _ in VERDICTS}
        mean = sum(d.loss for d in judged if d.loss is not None) / len(judged) if judged else 0.0
        best = sum(d.best == d.played for d in judged)
        return {"seat": self.seat, "decisions": len(self.decisions), **counts,
                "mean_loss": round(mean, 4),
                "best_moves": best}

    @property
    def series(self) -> list[dict[str, Any]]:
        """The estimates over the game, for a graph: per decision, the move number, the win
        chance of the best move (the position's worth) and of the move played."""
        return [{"move": d.move, "best": d.best_value, "played": d.played_value}
                for d in self.decisions]

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "seat": self.seat, "budget": self.budget, "seed": self.seed,
                "finished": self.finished, "thresholds": {n: t for n, t in VERDICTS},
                "summary": self.summary, "series": self.series,
                "decisions": [asdict(d) for d in self.decisions]}


def decision_points(record: Record, game: Game, seat: int) -> list[int]:
    """Indices (from 0) of the record's actions that are decisions of `seat`."""
    state = start(record, game)
    out = []
    for i, (who, data) in enumerate(record.actions):
        action = game.codec.decode(data)
        if who == seat and _choices(state, seat) > 1:
            out.append(i)
        state.apply(who, action)
    return out


def _choices(state: Any, seat: int) -> int:
    legal = state.legal_actions(seat)
    return len(legal) + (1 if legal and state.to_move() != seat else 0)


def _round(x: float) -> float:
    return round(x, 4)


def analyse(record: Record, game: Game, seat: int, budget: int = DEFAULT_BUDGET,
            seed: int = 0, progress: Progress | None = None) -> Analysis:
    """Judge every decision of `seat` in `record` by ISMCTS with `budget` iterations each,
    searched from the seat's information only (see the module's notes)."""
    players = len(record.seats)
    if not 0 <= seat < players:
        raise SetupError(text("bots-analysis-seat", last=str(players - 1)))
    if budget < 1:
        raise SetupError(text("bots-analysis-budget"))
    if getattr(game, "costly_steps", False):
        raise KolodaError(text("bots-analysis-costly", game=game.id))
    points = set(decision_points(record, game, seat))
    total = len(points)
    decisions: list[Decision] = []
    state = start(record, game)
    for i, (who, data) in enumerate(record.actions):
        action = game.codec.decode(data)
        if i in points:
            decisions.append(_judge(state, game, seat, action, data, i, budget, seed))
            if progress is not None:
                progress(len(decisions), total)
        state.apply(who, action)
    return Analysis(game=game.id, seat=seat, budget=budget, seed=seed, decisions=decisions,
                    finished=state.outcome() is not None)


def own_search(game: Game, seed: int, budget: int) -> Any | None:
    """The game's own search where it offers one (an agent named ``search`` that answers
    `root_values`, as Durak's in C), with `OWN_SEARCH_SCALE` times `budget` iterations; None
    where the generic ISMCTS judges the game's moves."""
    factory = game.agents().get("search")
    if factory is None:
        return None
    return factory(seed=seed, param=str(min(budget * OWN_SEARCH_SCALE, 1_000_000)))


def _judge(state: Any, game: Game, seat: int, action: Any, data: dict[str, Any], index: int,
           budget: int, seed: int) -> Decision:
    perspective = Perspective(state, seat)
    legal = perspective.legal_actions()
    may_decline = not perspective.must_act()
    listed = action in legal
    # One generator a decision, from the seed and the decision's place only: repeatable, and
    # blind to everything the seat cannot see.
    decision_seed = random.Random(f"{seed}:{index}").getrandbits(64)
    own = own_search(game, decision_seed, budget)
    if own is not None:
        values = own.root_values(perspective)
        spent = own.last_iterations
        best_action = max(values.items(), key=lambda kv: (kv[1][1], kv[1][0]))[0]
        want = max(1, int(own.iterations * PLAYED_SHARE))
        if listed and values.get(action, (0.0, 0))[1] < want:
            # the same search again (same seed, same iterations), then the move played's top-up
            own = own_search(game, decision_seed, budget)
            values = own.root_values(perspective, force=action, force_visits=want)
            spent = own.last_iterations
        return _decision(game, action, data, index, legal, may_decline, values, best_action,
                         spent)
    bot = ISMCTS(iterations=budget, seed=decision_seed, rollout_depth="auto")
    root = bot.search(perspective, may_decline=may_decline)
    spent = bot.last_iterations
    values = root_values(root)
    # The best move is the one the search itself would play (the most visited, as `ISMCTS.act`),
    # chosen before the move played gets its top-up.
    best_action = max(values.items(), key=lambda kv: (kv[1][1], kv[1][0]))[0]
    if listed:
        have = values.get(action, (0.0, 0))[1]
        want = max(1, int(budget * PLAYED_SHARE))
        if have < want:
            bot.iterations = want - have
            bot.search(perspective, may_decline=may_decline, root=root, force=action)
            spent += bot.last_iterations
    return _decision(game, action, data, index, legal, may_decline, root_values(root),
                     best_action, spent)


def _decision(game: Game, action: Any, data: dict[str, Any], index: int, legal: list[Any],
              may_decline: bool, values: dict[Any, tuple[float, int]], best_action: Any,
              spent: int) -> Decision:
    listed = action in legal
    best_value = values[best_action][0]
    ranked = sorted(values.items(), key=lambda kv: (-kv[1][1], -kv[1][0]))
    played_value = values[action][0] if listed else None
    loss = None if played_value is None else max(0.0, best_value - played_value)
    return Decision(
        move=index + 1, played=data,
        best=None if best_action is None else game.codec.encode(best_action),
        played_value=None if played_value is None else _round(played_value),
        best_value=_round(best_value),
        loss=None if loss is None else _round(loss),
        verdict=verdict(loss), choices=len(legal) + (1 if may_decline else 0), iterations=spent,
        actions=[{"action": None if a is None else game.codec.encode(a), "value": _round(v),
                  "visits": n} for a, (v, n) in ranked],
    )


#: iterations for a hint during play: a fraction of a second on this machine
HINT_BUDGET = 800


def suggest(state: Any, game: Game, seat: int, budget: int = HINT_BUDGET,
            seed: int = 0) -> dict[str, Any]:
    """A hint for `seat` now: the search's best move and each listed move's estimated chance
    to win, searched from the seat's information only (`Perspective`: the hidden cards are
    re-dealt, never read). Moves as the game's codec writes them (None: wait)."""
    perspective = Perspective(state, seat)
    may_decline = not perspective.must_act()
    own = own_search(game, seed, budget)
    if own is not None:
        values = own.root_values(perspective)
    else:
        bot = ISMCTS(iterations=budget, seed=seed, rollout_depth="auto")
        values = root_values(bot.search(perspective, may_decline=may_decline))
    best = max(values.items(), key=lambda kv: (kv[1][1], kv[1][0]))[0]
    ranked = sorted(values.items(), key=lambda kv: (-kv[1][1], -kv[1][0]))
    return {"best": None if best is None else game.codec.encode(best),
            "moves": [{"action": None if a is None else game.codec.encode(a),
                       "chance": _round(v), "visits": n} for a, (v, n) in ranked]}
