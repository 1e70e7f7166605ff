"""A koloda game as OpenSpiel sees one: one chance node for the deal, then one seat deciding at a
time, each decision an index of the game's fixed action space (`koloda.core.encoding`).

No OpenSpiel here (`koloda.openspiel.spiel` wraps it): a `Table` holds a game's fixed facts
(game, seats, options, encoding), a `Core` one game in progress.

Who decides: where the rules let several seats act at once (a Durak throw-in while the defender
thinks, a Palace four out of turn), every optional actor of the position is asked first, in the
game's priority order, and may act or take the encoding's `decline` index; then the obliged seat
acts. A decline holds for the position it was made in. A game with `public_actors` lists
optional actors from public facts, so such a seat is asked even when it holds nothing it could
play (decline is then its only choice): skipping it would tell the others what it lacks.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import random
from typing import Any

from koloda.core import Action, Game, KolodaError, SetupError, State, get_game, text
from koloda.core.encoding import Encoding, encoding_for

#: how many deals the chance node offers (the default of the `deals` parameter): each outcome is
#: a seed of koloda's own dealer
DEALS = 1 << 16


class Table:
    """One OpenSpiel game's fixed facts: the koloda game, its seats and options, the encoding."""

    def __init__(self, game_id: str, players: int, options_json: str, deals: int) -> None:
        if deals < 1:
            raise SetupError(text("openspiel-deals", deals=str(deals)))
        self.game: Game = get_game(game_id)
        self.players = players
        self.options = self.game.options(json.loads(options_json))
        self.options_json = options_json
        self.deals = deals
        self.encoding: Encoding = encoding_for(self.game, players, self.options)
        self.decline = self.encoding.decline
        # what never changes in a view (the game's declaration) stays out of the information
        # state strings, which search bots hash at every node
        declared = self.game.openspiel
        self.static_keys = declared.static_view_keys if declared is not None else ()
        self.chance_outcomes = [(i, 1.0 / deals) for i in range(deals)]

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled by name: a serialized state carries no game object, only what makes it again.
        return table, (self.game.id, self.players, self.options_json, self.deals)


@functools.lru_cache(maxsize=64)
def table(game_id: str, players: int, options_json: str, deals: int) -> Table:
    """The table of these facts (one object per distinct game, shared by its states)."""
    return Table(game_id, players, options_json, deals)


def options_json(game: Game, options: Any) -> str:
    """The canonical JSON of a game's options (a table's key)."""
    return json.dumps(dataclasses.asdict(game.options(options)), sort_keys=True)


class Core:
    """One game in progress: the deal's seed, the koloda state, who decides now, the history of
    decisions (seat, index) that replays it."""

    __slots__ = ("decisions", "declined", "legal", "optional", "seat", "seed", "state", "table")

    def __init__(self, tbl: Table) -> None:
        self.table = tbl
        self.seed: int | None = None
        self.state: State | None = None
        self.decisions: list[tuple[int, int]] = []
        self.declined: set[int] = set()
        self.seat: int | None = None
        self.optional = False
        self.legal: list[Action] = []

    # -- the deal and the decisions ------------------------------------------------------------
    def deal(self, seed: int) -> None:
        tbl = self.table
        if not 0 <= seed < tbl.deals:
            raise KolodaError(text("openspiel-bad-deal", deal=str(seed), deals=str(tbl.deals)))
        self.seed = seed
        self.start(tbl.game.new(tbl.players, tbl.options, seed))

    def start(self, state: State) -> None:
        """Play on from `state` (a deal, or a position from the game's `setup`)."""
        self.state = state
        self.declined = set()
        self.select()

    def select(self) -> None:
        """Ask the next seat: the optional actors of the position first, then the obliged one."""
        state = self.state
        assert state is not None
        self.seat, self.optional, self.legal = None, False, []
        if state.is_over():
            return
        obliged = state.to_move()
        for seat in state.actors():
            if seat != obliged and seat not in self.declined:
                self.seat, self.optional, self.legal = seat, True, state.legal_actions(seat)
                return
        if obliged is None:
            # No rule timer in the games offered here: someone is always obliged.
            raise KolodaError(text("openspiel-nobody-decides", game=state.game.id))
        self.seat, self.legal = obliged, state.legal_actions(obliged)

    def legal_indices(self) -> list[int]:
        """The indices the deciding seat may take, ascending (OpenSpiel's order)."""
        if self.seat is None or self.state is None:
            return []
        out = self.table.encoding.legal_indices(self.state, self.seat, self.legal)
        if self.optional:
            out.append(self.table.decline)
        return sorted(out)

    def decide(self, index: int) -> None:
        """The deciding seat takes action `index` (or declines)."""
        state, seat = self.state, self.seat
        if state is None or seat is None:
            raise KolodaError(text("openspiel-nobody-decides", game=self.table.game.id))
        if self.optional and index == self.table.decline:
            self.declined.add(seat)
        else:
            action = self.table.encoding.decode(state, seat, index)
            if action is None or action not in self.legal:
                raise KolodaError(text("openspiel-illegal", index=str(index), seat=str(seat)))
            state.perform(seat, action)  # legal: it is in the seat's list
            self.declined = set()
        self.decisions.append((seat, index))
        self.select()

    def action(self, seat: int, index: int) -> Action | None:
        """The action `index` names for `seat` now (None: decline, or none at all)."""
        if self.state is None or index == self.table.decline:
            return None
        try:
            return self.table.encoding.decode(self.state, seat, index)
        except (KolodaError, IndexError, ValueError):
            return None

    # -- what a seat knows ----------------------------------------------------------------------
    def view(self, seat: int) -> dict[str, Any]:
        assert self.state is not None
        view = self.state.view(seat)
        static = self.table.static_keys
        return {k: v for k, v in view.items() if k not in static} if static else view

    def turn(self) -> list[Any]:
        """Who decides now, whether they may decline, who declined (public in this model)."""
        return [self.seat, self.optional, sorted(self.declined)]

    def observation_string(self, seat: int) -> str:
        if self.state is None:
            return ""
        return _dumps({"seat": seat, "view": self.view(seat), "turn": self.turn()})

    def information_state_string(self, seat: int) -> str:
        """The seat's view, the turn, and the seat's own decisions so far (for perfect recall)."""
        if self.state is None:
            return ""
        mine = [i for s, i in self.decisions if s == seat]
        return _dumps({"seat": seat, "view": self.view(seat), "turn": self.turn(), "mine": mine})

    # -- copies ---------------------------------------------------------------------------------
    def resample(self, seat: int, rng: random.Random) -> Core:
        """A copy in which what `seat` cannot see is re-dealt (the game's `determinize`); it
        replays from its position, not from a seed."""
        assert self.state is not None
        copy = self.__deepcopy__({})
        copy.state = self.state.determinize(seat, rng)
        copy.seed = None
        copy.select()  # the same seat is asked: who acts is public
        return copy

    def __deepcopy__(self, memo: dict[int, Any]) -> Core:
        # OpenSpiel clones a Python state by deep-copying its attributes: the game's own clone is
        # far cheaper than a generic deep copy, and the table is shared.
        copy = Core.__new__(Core)
        copy.table = self.table
        copy.seed = self.seed
        copy.state = self.state.clone() if self.state is not None else None
        copy.decisions = list(self.decisions)
        copy.declined = set(self.declined)
        copy.seat, copy.optional, copy.legal = self.seat, self.optional, list(self.legal)
        return copy

    def __reduce__(self) -> tuple[Any, ...]:
        # Serialized as a record: the deal's seed and the decisions, replayed (checked) on load;
        # a position that came from no deal (a setup, a resample) goes as the game's setup.
        if self.seed is not None or self.state is None:
            return _replayed, (self.table, self.seed, self.decisions)
        try:
            position = self.state.to_setup()
        except NotImplementedError:  # a game that writes only some positions: the state itself
            return _from_state, (self.table, self.state, self.decisions, sorted(self.declined))
        return _from_position, (self.table, position, self.decisions, sorted(self.declined))


def _replayed(tbl: Table, seed: int | None, decisions: list[tuple[int, int]]) -> Core:
    core = Core(tbl)
    if seed is not None:
        core.deal(seed)
        for seat, index in decisions:
            if seat != core.seat:
                raise KolodaError(text("openspiel-illegal", index=str(index), seat=str(seat)))
            core.decide(index)
    return core


def _from_position(tbl: Table, setup: dict[str, Any], decisions: list[tuple[int, int]],
                   declined: list[int]) -> Core:
    core = Core(tbl)
    core.state = tbl.game.setup(setup, tbl.options)
    core.declined = set(declined)
    core.decisions = list(decisions)
    core.select()
    return core


def _from_state(tbl: Table, state: State, decisions: list[tuple[int, int]],
                declined: list[int]) -> Core:
    core = Core(tbl)
    core.state = state
    core.declined = set(declined)
    core.decisions = list(decisions)
    core.select()
    return core


def _dumps(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
