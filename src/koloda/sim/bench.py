"""Speed measurements: random playouts per game, ISMCTS iterations, and peer libraries.

`run_all` is what ``koloda bench`` and ``benchmarks/run.py`` print. Each measurement runs for a
fixed wall time (a couple of seconds), so the whole run takes well under a minute. Figures are
for one process on this machine; they are not tests and nothing asserts on them.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from koloda.bots.ismcts import AUTO_DEPTH, ISMCTS, acting, state_estimate
from koloda.bots.registry import make_bot
from koloda.core import Game, KolodaError, Perspective, State, Text, get_game, play_match, text

from . import peers as peer_libs

#: (game id, players) timed by the playout benchmarks
PLAYOUT_GAMES = (("palace", 4), ("durak", 4), ("clash_of_decks", 2))
ISMCTS_GAME, ISMCTS_PLAYERS = "durak", 4
#: further ISMCTS rows, default settings only: (game id, players, random actions into the deal).
#: 12 random actions into a Clash of Decks duel: decks chosen, turn 5, 12 legal actions, both
#: Bastions standing (random duels last ~35 actions).
MORE_SEARCHES = (("clash_of_decks", 2, 12),)


def random_playouts(game: Game, players: int, seconds: float = 2.0, seed: int = 0,
                    options: Any = None) -> dict[str, float]:
    """Random games with `legal_actions` + `perform` (no checks, no agents): the search loop."""
    opts = game.options(options)
    rng = random.Random(seed)
    actions = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new(players, opts, seed + games)
        while True:
            step = acting(state)
            if step is None:
                break
            seat, legal = step
            state.perform(seat, legal[rng.randrange(len(legal))])
            actions += 1
        games += 1
    wall = time.perf_counter() - start
    return {"actions_per_second": actions / wall, "games_per_second": games / wall,
            "actions_per_game": actions / max(1, games)}


def matches(game: Game, players: int, seconds: float = 2.0, seed: int = 0) -> dict[str, float]:
    """Whole `play_match` games between random bots (checks, perspectives, records): what a
    simulation pays a game in one process."""
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        agents = [make_bot("random", game, seed + games * players + s) for s in range(players)]
        play_match(game, agents, seed=seed + games)
        games += 1
    return {"games_per_second": games / (time.perf_counter() - start)}


def search_position(game: Game, players: int, seed: int = 0, moves: int = 8) -> State:
    """A mid-opening position: `moves` random actions into a seeded deal, then on until the
    seat the game waits for has a real choice."""
    rng = random.Random(seed)
    state = game.new(players, game.options(None), seed)
    done = 0
    while True:
        seat = state.to_move()
        if done >= moves and seat is not None and len(state.legal_actions(seat)) > 1:
            return state
        step = acting(state)
        if step is None:
            raise KolodaError(text("sim-bench-no-position", game=game.id))
        who, legal = step
        state.perform(who, legal[rng.randrange(len(legal))])
        done += 1


def ismcts_speed(game: Game, players: int, seconds: float = 3.0, seed: int = 0,
                 bot: ISMCTS | None = None, moves: int = 8) -> dict[str, Any]:
    """ISMCTS iterations a second from one position (the registry's default `ismcts` settings
    unless `bot` is given), searched for `seconds`; `depth` is the playout cap it used."""
    state = search_position(game, players, seed, moves)
    if bot is None:
        made = make_bot("ismcts", game, seed)
        assert isinstance(made, ISMCTS)
        bot = made
    bot.iterations, bot.seconds = None, seconds
    seat = state.to_move()
    assert seat is not None
    start = time.perf_counter()
    bot.search(Perspective(state, seat))
    wall = time.perf_counter() - start
    return {"iterations_per_second": bot.last_iterations / wall, "depth": bot.last_depth}


#: the learning environment timed beside RLCard's UNO `env.step` (game id, players)
ENV_GAME, ENV_PLAYERS = "durak", 2


def env_steps(game_id: str = ENV_GAME, players: int = ENV_PLAYERS, seconds: float = 2.0,
              seed: int = 0) -> dict[str, float]:
    """The PettingZoo environment (`koloda.rl.aec`) stepped with random legal indices: each
    step is `env.step` and then the next agent's observation and mask, as RLCard's `env.step`
    returns the next encoded state; the pick from the mask is timed too, as RLCard's is."""
    from koloda.rl.aec import KolodaAEC

    env = KolodaAEC(game_id, players=players)
    rng = random.Random(seed)
    steps = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        env.reset(seed=seed + games)
        terminations = env.terminations
        obs = env.observe(env.agent_selection)
        while not terminations[env.agent_selection]:
            legal = obs["action_mask"].nonzero()[0]
            env.step(int(legal[rng.randrange(len(legal))]))
            obs = env.observe(env.agent_selection)
            steps += 1
        games += 1
    wall = time.perf_counter() - start
    return {"steps_per_second": steps / wall, "steps_per_game": steps / max(1, games)}


#: games the batched environment steps together in `koloda bench`
BATCH_GAMES = 256


def batch_steps(players: int = ENV_PLAYERS, games: int = BATCH_GAMES, seconds: float = 2.0,
                seed: int = 0) -> dict[str, float]:
    """The batched Durak environment (`koloda.rl.batch`, rules in C) stepped with a random
    legal index per game, picked from the masks by NumPy and timed too: a step of each game
    with its next observation and mask, counted per game."""
    import numpy as np

    from koloda.rl.batch import DurakBatch, random_legal

    env = DurakBatch(games=games, players=players, seed=seed)
    _obs, mask, _seats = env.reset()
    rng = np.random.default_rng(seed)
    steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        _obs, mask, _seats, _rewards, _done = env.step(random_legal(mask, rng))
        steps += games
    wall = time.perf_counter() - start
    return {"steps_per_second": steps / wall,
            "steps_per_game": steps / max(1, env.finished)}


#: players at the table of the heuristic-versus-heuristic rows
HEURISTIC_PLAYERS = 4


def heuristic_games(players: int = HEURISTIC_PLAYERS, games: int = BATCH_GAMES,
                    seconds: float = 2.0, seed: int = 0) -> dict[str, float]:
    """Durak with the heuristic bot in every seat, whole games a second two ways in the same
    run: `play_match` with `HeuristicBot`s (the Python path a simulation takes) and the batch
    (rules and heuristic in C, `DurakBatch.heuristic_actions` and `advance`), `games` at
    once. The batch is timed once its first games are over, so that every row is mid-game
    like a long study."""
    from koloda.rl.batch import DurakBatch

    game = get_game("durak")
    python = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        agents = [make_bot("heuristic", game, seed + python * players + s) for s in range(players)]
        play_match(game, agents, seed=seed + python)
        python += 1
    python_rate = python / (time.perf_counter() - start)
    env = DurakBatch(games=games, players=players, seed=seed)
    env.reset()
    while env.finished < games:
        env.advance(env.heuristic_actions())
    before = env.finished
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        env.advance(env.heuristic_actions())  # no observations: a study needs none
    batch_rate = (env.finished - before) / (time.perf_counter() - start)
    return {"batch_games_per_second": batch_rate, "python_games_per_second": python_rate}


#: the peer the batch's heuristic games are held against
PYTHON_PATH = text("sim-bench-python-path")


def _heuristic_rows() -> list[dict[str, Any]]:
    """The heuristic-versus-heuristic rows: the Python path's games a second, and the batch's
    with its ratio to that path (or a note saying why the batch was not measured)."""
    python_name = text("sim-bench-heuristic-python", game="durak", players=HEURISTIC_PLAYERS)
    name = text("sim-bench-heuristic-batched", game="durak", players=HEURISTIC_PLAYERS,
                games=BATCH_GAMES)
    try:
        speed = heuristic_games()
    except (ImportError, KolodaError) as exc:  # NumPy missing, or the C module not built
        return [{"name": name, "figure": None, "unit": "", "ratio": None, "peer": None,
                 "note": text("sim-bench-not-measured", error=str(exc))}]
    python_rate = speed["python_games_per_second"]
    return [
        {"name": python_name, "figure": python_rate, "unit": "games/s", "ratio": None,
         "peer": None},
        {"name": name, "figure": speed["batch_games_per_second"], "unit": "games/s",
         "ratio": speed["batch_games_per_second"] / python_rate if python_rate else None,
         "peer": PYTHON_PATH if python_rate else None},
    ]


#: (game id, players) of the batch's playout rows, each held against OpenSpiel's crazy_eights
BATCH_PLAYOUT_GAMES = (("durak", 4), ("palace", 4))
#: the batch's playouts are held against OpenSpiel's crazy_eights from Python
BATCH_PLAYOUT_TARGET = 10


def _batch_class(game_id: str) -> Any:
    """The C batch of `game_id`: `koloda.rl.batch.DurakBatch` or
    `koloda.rl.palace_batch.PalaceBatch`."""
    if game_id == "durak":
        from koloda.rl.batch import DurakBatch
        return DurakBatch
    from koloda.rl.palace_batch import PalaceBatch
    return PalaceBatch


def batch_playouts(game_id: str, players: int = 4, games: int = BATCH_GAMES,
                   seconds: float = 2.0, seed: int = 0) -> dict[str, float]:
    """`game_id` played out in its C batch (rules and turn order in C), `games` at once, two
    ways: every seat a uniformly random legal index drawn in C (`random_actions`), and every
    seat the heuristic bot (`heuristic_actions`); no observations, a playout needs none. Actions
    a second count the actions applied (a declined offer is not one, as a peer counts only its
    players' actions); each way is timed once its first games are over, so every row is
    mid-game like a long run."""
    batch = _batch_class(game_id)
    speed: dict[str, float] = {}
    for kind in ("random", "heuristic"):
        env = batch(games=games, players=players, seed=seed)
        env.deal_all()
        choose = env.random_actions if kind == "random" else env.heuristic_actions
        while env.finished < games:
            env.advance(choose())
        before, actions = env.finished, 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            chosen = choose()
            actions += games - int((chosen == env.decline).sum())
            env.advance(chosen)
        wall = time.perf_counter() - start
        speed[f"{kind}_actions_per_second"] = actions / wall
        speed[f"{kind}_games_per_second"] = (env.finished - before) / wall
    return speed


def _batch_playout_rows(game_id: str, players: int,
                        peer_rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`game_id`'s random and heuristic playouts in the batch: actions a second, with the ratio
    to OpenSpiel's crazy_eights measured in this run (or a note saying why not), and games a
    second."""
    at = {"game": game_id, "players": players, "games": BATCH_GAMES}
    names = {"random": text("sim-bench-batch-random", **at),
             "heuristic": text("sim-bench-batch-heuristic", **at)}
    try:
        speed = batch_playouts(game_id, players)
    except (ImportError, KolodaError) as exc:  # NumPy missing, or the C module not built
        return [{"name": name, "figure": None, "unit": "", "ratio": None, "peer": None,
                 "note": text("sim-bench-not-measured", error=str(exc))}
                for name in names.values()]
    peer = next((p for p in peer_rows if p["name"] == peer_libs.OPENSPIEL), None)
    rows: list[dict[str, Any]] = []
    for kind, name in names.items():
        actions = speed[f"{kind}_actions_per_second"]
        row: dict[str, Any] = {"name": text("sim-bench-actions", row=name), "figure": actions,
                               "unit": "actions/s", "ratio": None, "peer": None}
        if peer is not None and peer["actions_per_second"]:
            row["ratios"] = {peer_libs.OPENSPIEL: actions / peer["actions_per_second"]}
            row["ratio"], row["peer"] = row["ratios"][peer_libs.OPENSPIEL], peer_libs.OPENSPIEL
            row["note"] = text("sim-bench-target-openspiel", times=BATCH_PLAYOUT_TARGET)
        else:
            row["note"] = text("sim-bench-no-openspiel" if peer is not None
                               else "sim-bench-no-peers")
        rows.append(row)
        rows.append({"name": text("sim-bench-games", row=name),
                     "figure": speed[f"{kind}_games_per_second"],
                     "unit": "games/s", "ratio": None, "peer": None})
    return rows


def _env_row(peer_rows: list[dict[str, Any]], batched: bool = False) -> dict[str, Any]:
    """The environment's steps a second (one game, or `BATCH_GAMES` stepped together), with
    its ratio to RLCard's UNO when that was measured in this run (or a note saying why not)."""
    name = (text("sim-bench-env-batched", game=ENV_GAME, players=ENV_PLAYERS, games=BATCH_GAMES)
            if batched else text("sim-bench-env", game=ENV_GAME, players=ENV_PLAYERS))
    try:
        speed = batch_steps() if batched else env_steps()
    except ImportError as exc:  # the `rl` extra is not installed
        return {"name": name, "figure": None, "unit": "", "ratio": None, "peer": None,
                "note": text("sim-bench-not-measured-rl", error=str(exc))}
    except KolodaError as exc:  # the C module was not built
        return {"name": name, "figure": None, "unit": "", "ratio": None, "peer": None,
                "note": text("sim-bench-not-measured", error=str(exc))}
    row: dict[str, Any] = {"name": name, "figure": speed["steps_per_second"],
                           "unit": "steps/s", "ratio": None, "peer": None}
    uno = next((p for p in peer_rows if p["name"] == peer_libs.RLCARD), None)
    if uno is not None and uno["actions_per_second"]:
        row["ratios"] = {peer_libs.RLCARD: speed["steps_per_second"] / uno["actions_per_second"]}
        row["ratio"], row["peer"] = row["ratios"][peer_libs.RLCARD], peer_libs.RLCARD
        row["note"] = text("sim-bench-target-rlcard", times=3)
    else:
        row["note"] = text("sim-bench-no-rlcard" if uno is not None else "sim-bench-no-peers")
    return row


def _playouts_label(depth: int | None, estimated: bool) -> Text:
    if depth is None:
        return text("sim-bench-playouts-to-end")
    return text("sim-bench-playouts-estimate" if estimated else "sim-bench-playouts-neutral",
                depth=str(depth))


def run_all(progress: Callable[[Text], None] | None = None,
            peers: bool = True) -> list[dict[str, Any]]:
    """Every benchmark as rows: name, figure, unit, and ratio to a peer where one was measured.
    A row's name and note are catalog texts (a peer's name is the library's); `progress` is
    told the name of each measurement as it starts."""
    say = progress or (lambda name: None)
    rows: list[dict[str, Any]] = []
    peer_rows: list[dict[str, Any]] = []
    if peers:
        say(text("sim-bench-peer", peer=peer_libs.OPENSPIEL))
        peer_rows.append(peer_libs.openspiel_crazy_eights())
        say(text("sim-bench-peer", peer=peer_libs.RLCARD))
        peer_rows.append(peer_libs.rlcard_uno())
    measured = [p for p in peer_rows if p["actions_per_second"]]

    for game_id, players in PLAYOUT_GAMES:
        name = text("sim-bench-random-playouts", game=game_id, players=players)
        game = _game(game_id, rows, name)
        if game is None:
            continue
        say(name)
        speed = random_playouts(game, players)
        rows.append(_with_peer({"name": text("sim-bench-actions", row=name),
                                "figure": speed["actions_per_second"], "unit": "actions/s"},
                               measured, "actions_per_second"))
        rows.append(_with_peer({"name": text("sim-bench-games", row=name),
                                "figure": speed["games_per_second"], "unit": "games/s"},
                               measured, "games_per_second"))
        name = text("sim-bench-matches", game=game_id, players=players)
        say(name)
        rows.append({"name": name, "figure": matches(game, players)["games_per_second"],
                     "unit": "games/s", "ratio": None, "peer": None})

    say(text("sim-bench-env", game=ENV_GAME, players=ENV_PLAYERS))
    rows.append(_env_row(peer_rows))
    say(text("sim-bench-env-batched", game=ENV_GAME, players=ENV_PLAYERS, games=BATCH_GAMES))
    rows.append(_env_row(peer_rows, batched=True))
    say(text("sim-bench-heuristic-batched", game="durak", players=HEURISTIC_PLAYERS,
             games=BATCH_GAMES))
    rows.extend(_heuristic_rows())
    for game_id, players in BATCH_PLAYOUT_GAMES:
        say(text("sim-bench-batch-random", game=game_id, players=players, games=BATCH_GAMES))
        rows.extend(_batch_playout_rows(game_id, players, peer_rows))

    name = text("sim-bench-ismcts", game=ISMCTS_GAME, players=ISMCTS_PLAYERS)
    game = _game(ISMCTS_GAME, rows, name)
    if game is not None:
        estimated = search_position(game, ISMCTS_PLAYERS).estimate() is not None
        say(name)
        default = ismcts_speed(game, ISMCTS_PLAYERS)
        rows.append({"name": text("sim-bench-ismcts-default", row=name,
                                  playouts=_playouts_label(default["depth"], estimated)),
                     "figure": default["iterations_per_second"], "unit": "iterations/s",
                     "ratio": None, "peer": None})
        # The trade-off: the other playout policy on the same position.
        other_depth = None if default["depth"] == AUTO_DEPTH else AUTO_DEPTH
        label = _playouts_label(other_depth, estimated)
        other_name = text("sim-bench-ismcts-other", row=name, playouts=label)
        say(other_name)
        other = ismcts_speed(game, ISMCTS_PLAYERS, seconds=2.0, bot=ISMCTS(
            iterations=None, seconds=2.0, rollout_depth=other_depth, evaluate=state_estimate))
        rows.append({"name": other_name, "figure": other["iterations_per_second"],
                     "unit": "iterations/s", "ratio": None, "peer": None})

    for game_id, players, moves in MORE_SEARCHES:
        name = text("sim-bench-ismcts-midgame", game=game_id, players=players, moves=moves)
        game = _game(game_id, rows, name)
        if game is None:
            continue
        say(name)
        found = ismcts_speed(game, players, moves=moves)
        estimated = search_position(game, players, moves=moves).estimate() is not None
        rows.append({"name": text("sim-bench-ismcts-default", row=name,
                                  playouts=_playouts_label(found["depth"], estimated)),
                     "figure": found["iterations_per_second"], "unit": "iterations/s",
                     "ratio": None, "peer": None})

    for p in peer_rows:
        for key, unit in (("actions_per_second", "actions/s"), ("games_per_second", "games/s")):
            rows.append({"name": text("sim-bench-peer", peer=p["name"]), "figure": p[key],
                         "unit": unit, "ratio": None, "peer": None, "note": p["note"]})
    if not peers:
        rows.append({"name": text("sim-bench-peers"), "figure": None, "unit": "", "ratio": None,
                     "peer": None, "note": text("sim-bench-peers-skipped")})
    return rows


def _game(game_id: str, rows: list[dict[str, Any]], name: Text) -> Game | None:
    try:
        return get_game(game_id)
    except KolodaError as exc:
        rows.append({"name": name, "figure": None, "unit": "", "ratio": None, "peer": None,
                     "note": exc.reason})
        return None


def _with_peer(row: dict[str, Any], peer_rows: list[dict[str, Any]], key: str) -> dict[str, Any]:
    """Add `ratio` (ours / theirs) to the first measured peer, and `ratios` to every one."""
    ratios = {p["name"]: row["figure"] / p[key] for p in peer_rows if p[key]}
    row["ratios"] = ratios
    first = next(iter(ratios), None)
    row["ratio"] = ratios[first] if first else None
    row["peer"] = first
    return row
