"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS).

After Cowling, Powley and Whitehouse (2012), "Information Set Monte Carlo Tree Search". The bot
sees a game only through its seat's `Perspective`. Each iteration:

1. determinize: ask the perspective for a full state with every card hidden from the seat
   re-dealt at random (the tree is shared by all determinizations, so it searches the seat's
   information set, not one guessed deal);
2. select: walk down the tree, choosing among the children whose actions are legal in *this*
   determinization by UCB1 with availability counts (a child's exploration term uses how often it
   was available, not how often its parent was visited);
3. expand one untried legal action;
4. simulate: random legal actions on the determinized copy (`legal_actions` + `perform`), up to an
   optional depth cap, after which the position is scored by `evaluate` (neutral by default);
   with ``rollout_depth="auto"`` playouts are cut short when the game's state offers an estimate
   (`State.estimate`), and otherwise run to the end or to a long safety cap;
5. back-propagate `Outcome.rewards()`: each node keeps the reward of the seat that acted into it,
   so every seat maximises its own result (paranoid coalitions are not assumed).

Guided search (`policy`, the generic ``ismcts-guided`` bot): random playouts are a poor model of
how people play a shedding game (a random Palace player picks up the pile for no reason), so
their results say little about a move. With a `Policy` (the game's own heuristic bot playing every
seat of the determinized copy through that seat's `Perspective`, with a random move now and then
so the playouts stay varied), playouts, the choice of which new node to open first and a
progressive bias at the root (a bonus for the heuristic's own move that fades as visits grow,
after Chaslot et al. 2008) all lean on what the heuristic knows, and the search only has to find
where it is wrong.

Declining: when the seat may act but is not obliged (an out-of-turn option), "decline" is one more
choice at the root; below it the tree goes on as if the seat had passed once (the obliged seat,
another actor, or the running rule timer acts next, searched like any other node). Below the root the tree
follows the game's own priority (the obliged seat, else the first actor), so the seat's later
out-of-turn options are only explored when it is first in line: a simplification that keeps
each node's acting seat a public fact.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any, Literal, Protocol

from koloda.core import Action, Game, KolodaError, Perspective, State, text
from koloda.core.perspective import search_budget

from .budget import should_stop
from .generic import BotKind

#: scores a cut-off position: one reward in [0, 1] per seat (None: no opinion, neutral)
Evaluator = Callable[[State], Sequence[float] | None]


class Policy(Protocol):
    """A playout policy: a seat's choice among `legal` in a determinized state (None: it
    declines an optional action); `explore=False` asks for its own best guess, without the
    randomness it adds in playouts."""

    def __call__(self, state: State, seat: int, legal: list[Action],
                 explore: bool = True) -> Action | None: ...

_DECLINE: Any = None  # the root's "do nothing" choice (agents decline by returning None)

#: playout cap of the "auto" mode when the game offers an estimate. Measured on 4-player Durak:
#: full playouts ran ~430 iterations/s, a cap of 8 ~5,800/s (see the benchmarks)
AUTO_DEPTH = 8
#: playout cap of the "auto" mode when the game offers no estimate: long enough to finish most
#: games from mid-game, short enough that a game with very long random games (Palace: ~550
#: actions) cannot make one iteration cost tens of milliseconds
AUTO_LIMIT = 200


class Node:
    """A tree node: the statistics of the action (by `seat`) that leads into it."""

    __slots__ = ("avail", "children", "seat", "total", "visits")

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.children: dict[tuple[int | None, Action | None], Node] = {}


def acting(state: State, skip: int | None = None) -> tuple[int | None, list[Action]] | None:
    """Who acts next in a simulation and with which choices; None when nobody can (game over).

    The obliged seat if any, else the first actor that has a legal action, else the rule timer.
    `skip` is a seat that has just declined to act: it is passed over this once.
    """
    seat = state.to_move()
    if seat is not None and seat != skip:
        legal = state.legal_actions(seat)
        if legal:
            return seat, legal
    for other in state.actors():
        if other != seat and other != skip:
            legal = state.legal_actions(other)
            if legal:
                return other, legal
    timer = state.timer()
    if timer is not None:
        return timer.seat, [timer.action]
    return None


def acting_except(state: State, skip: set[int]) -> tuple[int | None, list[Action], bool] | None:
    """`acting` passing over every seat in `skip` (the seats that declined since the last
    action); the third item is True when the rule timer acts (nobody has a choice)."""
    seat = state.to_move()
    if seat is not None and seat not in skip:
        legal = state.legal_actions(seat)
        if legal:
            return seat, legal, False
    for other in state.actors():
        if other != seat and other not in skip:
            legal = state.legal_actions(other)
            if legal:
                return other, legal, False
    timer = state.timer()
    if timer is not None:
        return timer.seat, [timer.action], True
    return None


class HeuristicPolicy:
    """The game's ``heuristic`` bot as a playout policy, epsilon-greedy: with chance `epsilon`
    a uniform random legal move instead (so repeated playouts from one node differ, and a move
    the heuristic never makes still gets explored).

    Each seat of the determinized copy is played by its own heuristic bot through that seat's
    `Perspective`, so a seat's choice uses only what that seat could see in the copy. A
    heuristic whose game's view is costly to build may offer `playout_choice(state, seat,
    legal)`: the same choice, with the same draws, read from the copy's public fields (13th
    Hour's; its tests hold it equal to the view's choice); it is asked instead.
    """

    def __init__(self, game: Game, seed: int, epsilon: float) -> None:
        factory = game.agents().get("heuristic")
        if factory is None:
            raise KolodaError(text("bots-ismcts-no-heuristic", game=game.id))
        self.factory = factory
        self.seed = seed
        self.epsilon = epsilon
        self.rng = random.Random(seed)
        self.bots: dict[int, Any] = {}

    def __call__(self, state: State, seat: int, legal: list[Action],
                 explore: bool = True) -> Action | None:
        rng = self.rng
        if explore and rng.random() < self.epsilon:
            return legal[int(rng.random() * len(legal))]
        bot = self.bots.get(seat)
        if bot is None:
            bot = self.bots[seat] = self.factory(seed=self.seed + seat, param=None)
        fast = getattr(bot, "playout_choice", None)
        action = bot.act(Perspective(state, seat)) if fast is None else fast(state, seat, legal)
        if action is not None and action not in legal:
            return legal[int(rng.random() * len(legal))]  # a bot's answer beyond the list
        return action


class ISMCTS:
    """An ISMCTS agent for any game; budget in iterations and/or seconds (whichever ends first).

    `rollout_depth` caps each random playout (None: play to the end; "auto": cap at
    `AUTO_DEPTH` when the game's state offers an estimate, else at `AUTO_LIMIT`); a cut-off position
    is scored by `evaluate` (None or a None answer: 0.5 for every seat; with "auto" it defaults
    to the state's own estimate). `exploration` is the UCB1 constant for rewards in [0, 1].
    A host under load may end a search sooner (`koloda.bots.budget.should_stop`): the bot then
    answers with its best move so far.
    """

    def __init__(self, iterations: int | None = 1000, seconds: float | None = None, seed: int = 0,
                 rollout_depth: int | Literal["auto"] | None = None,
                 evaluate: Evaluator | None = None, exploration: float = 0.7,
                 name: str = "ismcts", policy: Policy | None = None, bias: float = 0.0,
                 book: Callable[[Perspective], Action | None] | None = None,
                 tree_depth: int = 1 << 30) -> None:
        if iterations is None and seconds is None:
            raise ValueError("ISMCTS needs a budget: iterations, seconds or both")
        self.iterations = iterations
        self.seconds = seconds
        self.rng = random.Random(seed)
        self.rollout_depth = rollout_depth
        self.evaluate = evaluate
        if rollout_depth == "auto" and evaluate is None:
            self.evaluate = state_estimate
        self._depth: int | None = None  # the cap of the search in progress
        self.exploration = exploration
        self.name = name
        #: guides playouts and expansion (None: uniform random); `bias`: the progressive bias
        #: weight of the policy's own move at the root (0: none)
        self.policy = policy
        self.bias = bias
        self._hint: tuple[int | None, Action | None] | None = None  # the root's biased key
        #: decisions the game knows by measurement rather than by search (Clash of Decks: the
        #: deck to choose); asked first, None lets the search decide
        self.book = book
        #: how many actions deep the tree grows; below it every iteration plays out. 1 is flat
        #: Monte Carlo over the seat's moves: the others' choices are then the playout
        #: policy's, never a tree's, which in a determinization sees their hidden cards
        self.tree_depth = tree_depth
        #: iterations run by the last search and its playout cap (for benchmarks and tests)
        self.last_iterations = 0
        self.last_depth: int | None = None

    # -- the agent protocol -----------------------------------------------------------------
    def act(self, perspective: Perspective) -> Action | None:
        legal = perspective.legal_actions()
        if not legal:
            return None
        obliged = perspective.must_act()
        if obliged and len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        if self.book is not None:
            known = self.book(perspective)
            if known is not None:
                self.last_iterations = 0
                return known
        root = self.search(perspective, may_decline=not obliged)
        best = max(root.children.items(), key=lambda kv: (kv[1].visits, kv[1].total))
        return best[0][1]

    # -- the search ------------------------------------------------------------------------
    def search(self, perspective: Perspective, may_decline: bool = False,
               root: Node | None = None, force: Action | None = None) -> Node:
        """Run the budget from this seat's information set; returns the root node.

        `root` continues the tree of an earlier search from the same position; with `force`
        every iteration starts with that action of the seat (one it may take in every
        determinization: its own cards are never re-dealt), to sharpen that action's estimate
        (post-game analysis: the move played beside the move the search prefers)."""
        me = perspective.seat
        root = Node(None) if root is None else root
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        limit = self.iterations if self.iterations is not None else 1 << 62
        first = perspective.determinize(self.rng)
        self._depth = self.depth_for(first)
        self._hint = None
        if self.policy is not None and self.bias > 0 and force is None:
            # The policy sees the determinized copy through this seat's eyes only: its answer
            # is the same in every determinization, so it is asked once.
            hinted = self.policy(first.clone(), me, perspective.legal_actions(), explore=False)
            if hinted is not None or may_decline:
                self._hint = (me, hinted)
        done = 0
        while done < limit:
            # Checking the clock (and whether the host wants an answer now) every few
            # iterations keeps their cost out of the loop; the first iterations always run.
            if done % 8 == 0 and done and (
                    (deadline is not None and time.perf_counter() >= deadline) or should_stop()):
                break
            state = first if done == 0 else perspective.determinize(self.rng)
            self._iterate(root, state, me, may_decline, force)
            done += 1
        self.last_iterations = done
        self.last_depth = self._depth
        return root

    def depth_for(self, state: State) -> int | None:
        """The playout cap for a search from this (determinized) position."""
        if self.rollout_depth == "auto":
            return AUTO_DEPTH if state.estimate() is not None else AUTO_LIMIT
        return self.rollout_depth

    def _iterate(self, root: Node, state: State, me: int, may_decline: bool,
                 force: Action | None = None) -> None:
        rng = self.rng
        path = [root]
        node = root
        expanded = False
        skip: int | None = None  # set when this seat declined at the root
        # -- selection and expansion ------------------------------------------------------
        while True:
            if node is root:
                keys: list[tuple[int | None, Action | None]]
                if force is not None:
                    keys = [(me, force)]
                else:
                    keys = [(me, a) for a in state.legal_actions(me)]
                    if may_decline:
                        keys.append((me, _DECLINE))
            else:
                step = acting(state, skip)
                skip = None
                if step is None:
                    break
                seat, legal = step
                keys = [(seat, a) for a in legal]
            children = node.children
            untried = [k for k in keys if k not in children]
            for k in keys:
                child = children.get(k)
                if child is not None:
                    child.avail += 1
            if untried:
                key = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                if self.policy is not None and len(untried) > 1 and key[0] is not None:
                    # Open the policy's choice first: the node it would reach gets its
                    # statistics before the moves a player would rarely make.
                    legal = [k[1] for k in keys if k[1] is not _DECLINE]
                    wanted = (key[0], self.policy(state, key[0], legal, explore=False))
                    if wanted in untried:
                        key = wanted
                child = Node(key[0])
                child.avail = 1
                children[key] = child
                expanded = True
            else:
                key, child = self._select(children, keys, self._hint if node is root else None)
            if key[1] is _DECLINE:
                skip = me  # nothing happens yet: the next step is someone else's
            else:
                state.perform(key[0], key[1])
            path.append(child)
            node = child
            if expanded or len(path) > self.tree_depth:
                break
        # -- simulation -------------------------------------------------------------------
        rewards = self._rollout(state, skip)
        # -- back-propagation -------------------------------------------------------------
        for n in path:
            n.visits += 1
            if n.seat is not None:
                n.total += rewards[n.seat]

    def _select(self, children: dict[tuple[int | None, Action | None], Node],
                keys: list[tuple[int | None, Action | None]],
                hint: tuple[int | None, Action | None] | None = None) -> tuple[Any, Node]:
        c = self.exploration
        best_key, best_node, best_score = keys[0], children[keys[0]], -1.0
        for k in keys:
            n = children[k]
            score = n.total / n.visits + c * math.sqrt(math.log(n.avail) / n.visits)
            if k == hint:
                score += self.bias / (n.visits + 1)  # progressive bias: fades as visits grow
            if score > best_score:
                best_key, best_node, best_score = k, n, score
        return best_key, best_node

    def _rollout(self, state: State, skip: int | None = None) -> Sequence[float]:
        if self.policy is not None:
            return self._guided_rollout(state, self.policy, skip)
        rand = self.rng.random  # int(rand() * n) is a cheaper uniform pick than randrange
        depth = self._depth
        steps = 0
        while True:
            if depth is not None and steps >= depth:
                return self._at_depth(state)
            step = acting(state, skip)
            skip = None
            if step is None:
                break
            seat, legal = step
            n = len(legal)
            state.perform(seat, legal[int(rand() * n)] if n > 1 else legal[0])
            steps += 1
        outcome = state.outcome()
        if outcome is None:  # stalled: nobody may act and no timer runs
            return (0.5,) * state.players
        return outcome.rewards()

    def _guided_rollout(self, state: State, policy: Policy,
                        skip: int | None = None) -> Sequence[float]:
        """A playout where the policy chooses; a seat it lets decline an optional action is
        passed over until someone acts (then every seat may act again)."""
        depth = self._depth
        steps = 0
        declined: set[int] = set() if skip is None else {skip}
        while True:
            if depth is not None and steps >= depth:
                return self._at_depth(state)
            step = acting_except(state, declined)
            if step is None:
                break
            seat, legal, timed = step
            if timed or seat is None or len(legal) == 1 and state.to_move() == seat:
                action: Action | None = legal[0]  # the timer's action, or a forced move
            else:
                action = policy(state, seat, legal)
                if action is None:
                    if state.to_move() != seat:
                        declined.add(seat)
                        continue
                    action = legal[int(self.rng.random() * len(legal))]  # obliged: must act
            state.perform(seat, action)
            declined.clear()
            steps += 1
        outcome = state.outcome()
        if outcome is None:  # stalled: nobody may act and no timer runs
            return (0.5,) * state.players
        return outcome.rewards()

    def _at_depth(self, state: State) -> Sequence[float]:
        """A playout's rewards once it has gone as deep as it may: the outcome if the game is
        over, else the cut's estimate."""
        outcome = state.outcome()
        return outcome.rewards() if outcome is not None else self._cut_off(state)

    def _cut_off(self, state: State) -> Sequence[float]:
        if self.evaluate is not None:
            value = self.evaluate(state)
            if value is not None:
                return value
        return (0.5,) * state.players


def root_values(root: Node) -> dict[Action | None, tuple[float, int]]:
    """Each root action searched (None: declining) -> (its mean reward for the searching seat,
    in [0, 1], and how many iterations went through it)."""
    return {key[1]: (child.total / child.visits, child.visits)
            for key, child in root.children.items() if child.visits}


def state_estimate(state: State) -> Sequence[float] | None:
    """The game's own estimate of a cut-off position (`State.estimate`), if it offers one."""
    return state.estimate()


# -- registry ------------------------------------------------------------------------------
#: iterations of "ismcts" and "ismcts-fast": with the games' estimates, a tenth to half a second a
#: move on 4-player Durak and Palace on a loaded 2-core machine (about a second with full
#: playouts on Durak)
DEFAULT_ITERATIONS = 400
FAST_ITERATIONS = 80
#: the most a registry spec may ask for: a bot that thinks for ever would hold a server's worker
MAX_ITERATIONS = 200_000
MAX_SECONDS = 60.0


def _budget(param: str | None, default: int, name: str) -> tuple[int | None, float | None]:
    """(iterations, seconds) from a registry parameter: ``2000`` or ``1.5s``."""
    found = search_budget(param, default, MAX_ITERATIONS, MAX_SECONDS)
    if found is None:
        raise KolodaError(text("bots-ismcts-budget", name=name, iterations=str(MAX_ITERATIONS),
                               seconds=f"{MAX_SECONDS:g}", param=repr(param)))
    return found


def game_book(game: Game, seed: int) -> Callable[[Perspective], Action | None] | None:
    """The game heuristic's `book` (decisions known by measurement), asked through a closure
    that makes the heuristic on first use (some heuristics load data when made); None if the
    game has no heuristic."""
    factory = game.agents().get("heuristic")
    if factory is None:
        return None
    made: list[Any] = []

    def book(perspective: Perspective) -> Action | None:
        if not made:
            made.append(getattr(factory(seed=seed, param=None), "book", None))
        return None if made[0] is None else made[0](perspective)

    return book


def make_ismcts(game: Game, seed: int, param: str | None, default: int) -> ISMCTS:
    """ISMCTS from a registry parameter: ``2000`` (iterations) or ``1.5s`` (seconds)."""
    iterations, seconds = _budget(param, default, "ismcts")
    return ISMCTS(iterations=iterations, seconds=seconds, seed=seed, rollout_depth="auto",
                  book=game_book(game, seed))


#: the guided search's settings, chosen by measurement (docs/bots.md, "Guided search")
GUIDED_ITERATIONS = 200
GUIDED_EPSILON = 0.1
GUIDED_BIAS = 3.0
GUIDED_DEPTH: int | Literal["auto"] | None = "auto"
GUIDED_TREE = 1 << 30


def make_guided(game: Game, seed: int, param: str | None) -> ISMCTS:
    """ISMCTS guided by the game's heuristic (`HeuristicPolicy`): ``ismcts-guided:400`` or
    ``ismcts-guided:1.5s``."""
    iterations, seconds = _budget(param, GUIDED_ITERATIONS, "ismcts-guided")
    policy = HeuristicPolicy(game, seed, GUIDED_EPSILON)
    return ISMCTS(iterations=iterations, seconds=seconds, seed=seed, rollout_depth=GUIDED_DEPTH,
                  policy=policy, bias=GUIDED_BIAS, book=game_book(game, seed),
                  name="ismcts-guided", tree_depth=GUIDED_TREE)


# Found by the entry points ``ismcts``, ``ismcts-fast`` and ``ismcts-guided`` (group
# ``koloda.bots``); searching bots, so not offered where a game's steps are costly.
PLAIN = BotKind(lambda game, seed, param: make_ismcts(game, seed, param, DEFAULT_ITERATIONS),
                searching=True)
FAST = BotKind(lambda game, seed, param: make_ismcts(game, seed, param, FAST_ITERATIONS),
               searching=True)
# Not listed (so the lobby, which offers `bot_names` under the algorithm's name, does not offer
# it yet): players are to meet it as a level of `koloda.bots.levels`; `make_bot` makes it by spec.
GUIDED = BotKind(make_guided, searching=True, listed=False)
