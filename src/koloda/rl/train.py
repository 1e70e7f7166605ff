"""Self-play training by Deep Monte-Carlo (as in DouZero), on the CPU with PyTorch (the `rl`
extra): a network gives every action index a value, the seat plays the best legal one (now and
then a random one), and each decision's value is pulled toward what the game finally paid that
seat. docs/rl.md says why this method and how to run it (`koloda train`).

In Durak the games are played side by side in the C batch (`koloda.rl.batched_play`), the
network scoring all of them in one pass, wherever every other seat is the heuristic or the random
bot: self-play, the games against the rivals, the scores against a bot and a heuristic teacher's
games; the rest one at a time through the Python rules. `Progress.engines` says which ran.

A run writes into its folder: `model.pt` (the weights and what they are for: the neural bot loads
it), `checkpoint.pt` (also the optimizer, counters and random states: `resume` goes on from it)
and `log.csv` (one row a report). Everything random comes from the seed; one thread.
`export_numpy` (``koloda export``) writes a model as the `.npz` that the neural bot plays
with NumPy alone, as the shipped models are.
"""

from __future__ import annotations

import csv
import random
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import torch
from torch import nn

from koloda.bots import make_bot
from koloda.core import Agent, Game, KolodaError, Perspective, Text, get_game, text

from .batched_play import (
    MAX_DECISIONS,
    BatchBot,
    BatchedGames,
    Lineup,
    Sample,
    batch_bots,
    batched_score,
    play_series,
    rival_games,
    self_play_games,
)
from .encodings import Encoding, encoding_for
from .network import NumpyNet
from .turns import TurnOrder

MODEL_FILE, CHECKPOINT_FILE, LOG_FILE = "model.pt", "checkpoint.pt", "log.csv"
LOG_COLUMNS = ("elapsed_s", "games", "samples", "updates", "loss", "score_vs_random",
               "score_vs_best_against", "best")
LATEST_FILE = "latest.pt"  # with keep_best_against: the latest weights (model.pt: the best)
TEACHERS_FOLDER = "teachers"  # a run's teachers' decisions, a folder per teacher
FORMAT = 1  # the saved files' layout version
# MAX_DECISIONS (from batched_play): a game still going after that many decisions is abandoned:
# deterministic bots can pass cards round a Durak table for ever (3 players, hands over six,
# nobody draws) and the rules set no limit; such a game teaches nothing and scores nothing
#: `Progress.engines`' values: the C batch, or one game at a time through the Python rules
BATCH, PYTHON = "batch", "python"
CHUNK_GAMES = 50  # a teacher's games are played and kept this many at a time
#: imitation's cross-entropy reads values (in [-1, 1]) divided by this as logits
IMITATION_TEMPERATURE = 0.1


@dataclass
class TrainConfig:
    """A training run; `minutes` or `max_games` ends it, whichever comes first."""

    game: str = "durak"
    players: int = 2
    options: dict[str, Any] | None = None
    minutes: float = 30.0
    max_games: int | None = None
    seed: int = 0
    out: Path = field(default_factory=lambda: Path("runs/durak-2p"))
    hidden: int = 256
    lr: float = 3e-4
    batch: int = 256
    #: recent decisions kept to learn from
    buffer: int = 50_000
    #: each decision is drawn into a batch about this many times
    reuse: float = 4.0
    #: chance of a random legal action instead of the best one (exploration)
    epsilon: float = 0.05
    #: bots (specs) the network also plays against, holding one seat itself, so that it learns
    #: to beat them and not only itself; None: the game's heuristic bot (else random)
    opponents: tuple[str, ...] | None = None
    #: the share of games played against them (the rest: self-play)
    opponent_share: float = 0.5
    #: games against `random` at each report (the log's score_vs_random); 0: none
    eval_games: int = 50
    report_every_s: float = 60.0
    #: the learning rate at the end of the run (it decays geometrically from `lr` as the
    #: run's time or games go by); None: constant
    lr_end: float | None = None
    #: before self-play, imitate these bots: (spec, games) pairs; each teacher plays that many
    #: games against `teacher_opponents` and the network learns to choose as it did
    imitate: tuple[tuple[str, int], ...] = ()
    teacher_opponents: tuple[str, ...] | None = None  # None: the heuristic bot (else random)
    imitate_epochs: float = 10.0
    imitate_lr: float = 1e-3
    #: a bot spec: at each report the network plays `best_games` fixed deals against it, and
    #: model.pt keeps the best-scoring weights (latest.pt: the latest); None: model.pt the latest
    keep_best_against: str | None = None
    best_games: int = 400
    #: games played side by side by the batched environment (`koloda.rl.batched_play`:
    #: Durak only, where its C module is built), the network scoring all of them at once:
    #: this many self-play games, and as many against the rivals where the batch holds them
    #: all (scores and teachers' games too); 0: every game one at a time through the Python rules
    batch_games: int = 64


class QNet(nn.Module):
    """Observation -> one value per action index (the expected final reward, in [-1, 1])."""

    def __init__(self, obs_size: int, n_actions: int, hidden: int) -> None:
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(obs_size, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
            nn.Linear(hidden, n_actions), nn.Tanh(),
        )

    def forward(self, obs: torch.Tensor) -> torch.Tensor:
        return self.body(obs)


def best_index(net: QNet, obs: np.ndarray, indices: list[int]) -> int:
    """The index among `indices` the network values most."""
    with torch.no_grad():
        q = net(torch.from_numpy(obs).unsqueeze(0))[0]
    values = q[indices]
    return indices[int(torch.argmax(values))]


def _meta(cfg: TrainConfig, enc: Encoding) -> dict[str, Any]:
    return {"format": FORMAT, "algorithm": "deep monte-carlo", "game": enc.game.id,
            "players": enc.players, "options": enc.game.options_to_json(enc.options),
            "obs_size": enc.obs_size, "n_actions": enc.n_actions, "hidden": cfg.hidden,
            "seed": cfg.seed}


def load_model(path: str | Path) -> tuple[QNet, dict[str, Any]]:
    """The network saved at `path` (a model or a checkpoint) and what it is for."""
    try:
        data = torch.load(Path(path), map_location="cpu", weights_only=False)
    except FileNotFoundError:
        raise KolodaError(text("rl-no-model-file", path=str(path))) from None
    except Exception as exc:  # a file that is not a saved model
        raise KolodaError(text("rl-not-a-model", path=str(path), error=str(exc))) from None
    meta = data.get("meta") if isinstance(data, dict) else None
    if not isinstance(meta, dict) or meta.get("format") != FORMAT:
        raise KolodaError(text("rl-model-format", path=str(path), format=str(FORMAT)))
    net = QNet(meta["obs_size"], meta["n_actions"], meta["hidden"])
    net.load_state_dict(data["model"])
    net.eval()
    return net, meta


def numpy_net(net: QNet) -> NumpyNet:
    """`net`'s weights as a `NumpyNet` (the same forward pass, without PyTorch)."""
    return NumpyNet([(layer.weight.detach().numpy(), layer.bias.detach().numpy())
                     for layer in net.body if isinstance(layer, nn.Linear)])


def export_numpy(model_path: str | Path, out_path: str | Path) -> dict[str, Any]:
    """Write the model at `model_path` (a model or a checkpoint) as a NumPy `.npz` at
    `out_path`, which the neural bot plays without PyTorch. Returns the model's description."""
    net, meta = load_model(model_path)
    numpy_net(net).save(out_path, meta)
    return meta


# -- playing ------------------------------------------------------------------------------------
def self_play(net: QNet, enc: Encoding, seed: int, rng: random.Random, epsilon: float,
              bots: dict[int, Agent] | None = None) -> tuple[list[Sample], tuple[float, ...]]:
    """One game in the environments' turn order, every seat played by `net` (epsilon-greedy)
    but those of `bots`. Returns the network's decisions that had a choice and each seat's final
    reward in [-1, 1]."""
    state = enc.game.new(enc.players, enc.options, seed)
    turns, samples = TurnOrder(), []
    decline = enc.decline
    bots = bots or {}
    for _ in range(MAX_DECISIONS):
        found = turns.next(state)
        if found is None:
            break
        seat, optional = found
        legal = turns.legal
        if seat in bots:
            turns.answer(state, seat, bots[seat].act(Perspective(state, seat)))
            continue
        indices = enc.legal_indices(state, seat, legal)
        if optional:
            indices.append(decline)
        if len(indices) == 1:
            choice = indices[0]  # nothing to learn from a forced move
        else:
            obs = enc.encode(state, seat)
            choice = (rng.choice(indices) if rng.random() < epsilon
                      else best_index(net, obs, indices))
            samples.append((obs, choice, seat))
        if choice == decline and optional:
            turns.decline(seat)
        else:
            state.perform(seat, legal[indices.index(choice)])
            turns.moved()
    else:
        return [], (0.0,) * enc.players  # abandoned (MAX_DECISIONS)
    outcome = state.outcome()
    if outcome is None:
        raise RuntimeError(f"{enc.game.id}: nobody may act and the game is not over")
    return samples, tuple(2.0 * r - 1.0 for r in outcome.rewards())


def score_against(net: QNet, enc: Encoding, opponent: str, games: int, seed: int,
                  batch: bool = True) -> float:
    """The network's mean reward (0 last .. 1 first, `Outcome.rewards`) over `games` against
    `opponent` bots, taking every seat in turn (an abandoned game, `MAX_DECISIONS`, counts
    for nothing). With `batch`, played in the C batch where it holds the bot (`engine_for`
    says where): the same deals, and the same games against the heuristic."""
    if batch and (bots := batch_bots(enc, [opponent])) is not None:
        return batched_score(net, enc, bots[0], games, seed)
    total, counted = 0.0, 0
    for g in range(games):
        seat = g % enc.players
        state = enc.game.new(enc.players, enc.options, seed + g)
        bots: dict[int, Agent] = {s: make_bot(opponent, enc.game, seed * 31 + g * 7 + s)
                                  for s in range(enc.players) if s != seat}
        turns = TurnOrder()
        for _ in range(MAX_DECISIONS):
            if (found := turns.next(state)) is None:
                break
            who, optional = found
            choice: Any
            if who == seat:
                indices = enc.legal_indices(state, who, turns.legal)
                if optional:
                    indices.append(enc.decline)
                i = best_index(net, enc.encode(state, who), indices)
                choice = None if i == enc.decline else turns.legal[indices.index(i)]
            else:
                choice = bots[who].act(Perspective(state, who))
            turns.answer(state, who, choice)
        outcome = state.outcome()
        if outcome is not None:
            total += outcome.rewards()[seat]
            counted += 1
    return total / max(1, counted)


def engine_for(enc: Encoding, specs: list[str], batch: bool = True) -> str:
    """Where games of `enc`'s game whose every other seat is one of the bots `specs` are played
    (`score_against`, `teacher_decisions` with the teacher among `specs`): `BATCH` where the C
    batch holds them all and `batch` allows it, else `PYTHON`."""
    return BATCH if batch and batch_bots(enc, specs) is not None else PYTHON


# -- imitation ----------------------------------------------------------------------------------
@dataclass
class Decisions:
    """Decisions of a teacher bot: observations, the legal indices of each (a 0/1 row per
    decision), the index the teacher chose and what the game finally paid the teacher (in
    [-1, 1]); only decisions that had a choice."""

    obs: np.ndarray  # float32 (n, obs_size)
    legal: np.ndarray  # uint8 (n, n_actions)
    chosen: np.ndarray  # int64 (n,)
    reward: np.ndarray  # float32 (n,)

    def __len__(self) -> int:
        return len(self.chosen)

    def save(self, path: Path) -> None:
        tmp = path.with_name(path.stem + ".tmp.npz")
        np.savez_compressed(tmp, obs=self.obs.astype(np.float16), legal=np.packbits(self.legal, 1),
                            chosen=self.chosen.astype(np.int16), reward=self.reward)
        tmp.replace(path)

    @classmethod
    def load(cls, path: Path, n_actions: int) -> Decisions:
        with np.load(path) as data:
            return cls(data["obs"].astype(np.float32),
                       np.unpackbits(data["legal"], 1, count=n_actions),
                       data["chosen"].astype(np.int64), data["reward"].astype(np.float32))

    @classmethod
    def empty(cls, enc: Encoding) -> Decisions:
        return cls(np.zeros((0, enc.obs_size), np.float32), np.zeros((0, enc.n_actions), np.uint8),
                   np.zeros(0, np.int64), np.zeros(0, np.float32))

    @classmethod
    def join(cls, parts: list[Decisions]) -> Decisions:
        return cls(*(np.concatenate([getattr(p, name) for p in parts])
                     for name in ("obs", "legal", "chosen", "reward")))


def teacher_decisions(enc: Encoding, teacher: str, games: int, seed: int,
                      opponents: tuple[str, ...] = ("heuristic",), first: int = 0,
                      progress: Callable[[int], None] | None = None,
                      batch: bool = True) -> Decisions:
    """Play games `first` .. `first + games - 1` of a series with the `teacher` bot in one seat
    (each in turn) against `opponents` bots and record the teacher's decisions that had a
    choice. Deals and bots' seeds come from `seed` and the game's number. With `batch`, played
    in the C batch where it holds the teacher and every opponent (`engine_for`): the same
    games where they are all the heuristic."""
    if batch and (bots := batch_bots(enc, [teacher, *opponents])) is not None:
        return _batched_teacher_decisions(enc, bots[0], dict(zip(opponents, bots[1:], strict=True)),
                                          range(first, first + games), seed, progress)
    game = enc.game
    obs_rows: list[np.ndarray] = []
    legal_rows: list[np.ndarray] = []
    chosen: list[int] = []
    reward: list[float] = []
    decline = enc.decline
    for g in range(first, first + games):
        mine = g % enc.players
        rng = random.Random(seed * 7_919 + g)
        agents: dict[int, Agent] = {
            s: make_bot(teacher if s == mine else rng.choice(opponents), game,
                        rng.randrange(2**31)) for s in range(enc.players)}
        state = game.new(enc.players, enc.options, seed * 1_000_003 + g)
        turns = TurnOrder()
        made = len(chosen)
        for _ in range(MAX_DECISIONS):
            if (found := turns.next(state)) is None:
                break
            who, optional = found
            action = agents[who].act(Perspective(state, who))
            if who == mine:
                indices = enc.legal_indices(state, who, turns.legal)
                if optional:
                    indices.append(decline)
                if len(indices) > 1:
                    row = np.zeros(enc.n_actions, dtype=np.uint8)
                    row[indices] = 1
                    obs_rows.append(enc.encode(state, who))
                    legal_rows.append(row)
                    chosen.append(decline if action is None
                                  else indices[turns.legal.index(action)])
            turns.answer(state, who, action)
        outcome = state.outcome()
        if outcome is None:  # abandoned (MAX_DECISIONS): its decisions are left out
            del obs_rows[made:], legal_rows[made:], chosen[made:]
            continue
        reward.extend([2.0 * outcome.rewards()[mine] - 1.0] * (len(chosen) - made))
        if progress is not None:
            progress(g + 1 - first)
    if not chosen:
        return Decisions.empty(enc)
    return Decisions(np.stack(obs_rows), np.stack(legal_rows), np.array(chosen, dtype=np.int64),
                     np.array(reward, dtype=np.float32))


def _batched_teacher_decisions(enc: Encoding, teacher: BatchBot, opponents: dict[str, BatchBot],
                               games: range, seed: int,
                               progress: Callable[[int], None] | None) -> Decisions:
    """`teacher_decisions` in the batch: each game's opponents drawn as the Python path draws
    them (so a game of heuristics only is the same game) and dealt alike."""
    specs = list(opponents)
    lineups = []
    for g in games:
        mine = g % enc.players
        rng = random.Random(seed * 7_919 + g)
        players: list[BatchBot] = []
        for s in range(enc.players):
            players.append(teacher if s == mine else opponents[rng.choice(specs)])
            rng.randrange(2**31)  # the bot's seed in the Python path: the same draws follow
        lineups.append(Lineup(tuple(players), frozenset((mine,)), deal=seed * 1_000_003 + g,
                              number=g))
    parts: list[Decisions] = []
    played_out = play_series(enc, lineups, keep_masks=True, seed=seed * 7_919 + games.start)
    for done, played in enumerate(played_out, start=1):
        if not played.abandoned and played.samples:  # an abandoned game's decisions: left out
            mine = played.number % enc.players
            parts.append(Decisions(np.stack([obs for obs, _, _ in played.samples]),
                                   np.stack(played.masks),
                                   np.array([c for _, c, _ in played.samples], dtype=np.int64),
                                   np.full(len(played.samples), played.rewards[mine],
                                           dtype=np.float32)))
        if progress is not None:
            progress(done)
    return Decisions.join(parts) if parts else Decisions.empty(enc)


def teacher_chunks(enc: Encoding, teacher: str, games: int, seed: int, folder: Path,
                   opponents: tuple[str, ...] = ("heuristic",), chunk: int = CHUNK_GAMES,
                   progress: Callable[[int], None] | None = None,
                   batch: bool = True) -> Decisions:
    """`teacher_decisions` of the first `games` of the series, made `chunk` games at a time and
    kept in `folder` (one file a chunk): a stopped or repeated run reuses what is made."""
    folder.mkdir(parents=True, exist_ok=True)
    parts: list[Decisions] = []
    for k in range(0, games, chunk):
        n = min(chunk, games - k)
        path = folder / f"games-{k:07d}-{n}.npz"
        if path.exists():
            part = Decisions.load(path, enc.n_actions)
        else:
            part = teacher_decisions(enc, teacher, n, seed, opponents, first=k, batch=batch)
            part.save(path)
        parts.append(part)
        if progress is not None:
            progress(k + n)
    return Decisions.join(parts)


def imitate(net: QNet, data: Decisions, epochs: float, lr: float, batch: int, rng: random.Random,
            temperature: float = IMITATION_TEMPERATURE) -> float:
    """Teach `net` to value each teacher's choice highest among the legal indices
    (cross-entropy on the values / `temperature`) and near what the game paid the teacher
    (squared error). Returns the last epoch's mean loss."""
    opt = torch.optim.Adam(net.parameters(), lr=lr)
    n = len(data)
    steps = max(1, round(epochs * n / batch))
    per_epoch = max(1, n // batch)
    obs, legal = torch.from_numpy(data.obs), torch.from_numpy(data.legal.astype(bool))
    chosen, reward = torch.from_numpy(data.chosen), torch.from_numpy(data.reward)
    order: list[int] = []
    losses: list[float] = []
    net.train()
    for step in range(steps):
        if len(order) < batch:
            order = list(range(n))
            rng.shuffle(order)
        rows = torch.tensor(order[-batch:])
        del order[-batch:]
        for group in opt.param_groups:  # cosine decay to a tenth
            group["lr"] = lr * (0.1 + 0.45 * (1 + np.cos(np.pi * step / steps)))
        q = net(obs[rows])
        logits = (q / temperature).masked_fill(~legal[rows], -1e9)
        pick = chosen[rows]
        loss = (nn.functional.cross_entropy(logits, pick)
                + torch.mean((q.gather(1, pick.unsqueeze(1)).squeeze(1) - reward[rows]) ** 2))
        opt.zero_grad()
        loss.backward()
        opt.step()
        losses.append(float(loss.detach()))
        if len(losses) > per_epoch:
            losses.pop(0)
    net.eval()
    return sum(losses) / len(losses)


def agreement(net: QNet, data: Decisions) -> float:
    """The share of `data`'s decisions where `net` values the teacher's choice highest."""
    with torch.no_grad():
        q = net(torch.from_numpy(data.obs)).masked_fill(
            ~torch.from_numpy(data.legal.astype(bool)), -1e9)
    return float((q.argmax(1) == torch.from_numpy(data.chosen)).float().mean())


# -- training -----------------------------------------------------------------------------------
@dataclass
class Progress:
    """What a run has done so far (reported to the caller's progress bar)."""

    elapsed_s: float = 0.0
    games: int = 0
    samples: int = 0
    updates: int = 0
    loss: float | None = None
    score_vs_random: float | None = None
    #: the score against `keep_best_against` at the last report, and the best so far
    score_vs_best_against: float | None = None
    best: float | None = None
    #: decisions imitated and the share of them the network then chose as its teacher did
    imitated: int = 0
    agreement: float | None = None
    #: where each part of the run played its games, `BATCH` (the C batch) or `PYTHON` (one at a
    #: time): "self-play", "rivals" (games against the opponents), "teachers" (imitation's
    #: games), "score_vs_random", "score_vs_best_against"; only the parts that ran
    engines: dict[str, str] = field(default_factory=dict)
    #: of `games`, those played in the batch
    games_in_batch: int = 0


#: the parts of a run in `Progress.engines`, each with its catalog name, in the order told
ENGINE_PARTS = {"teachers": "rl-train-part-teachers", "self-play": "rl-train-part-self-play",
                "rivals": "rl-train-part-rivals",
                "score_vs_random": "rl-train-part-score-vs-random",
                "score_vs_best_against": "rl-train-part-score-vs-best-against"}


def engines_text(done: Progress) -> Text:
    """One line: which parts of the run played their games in the C batch and which one at a
    time in Python (a part that played both ways, teachers of two kinds, is in both)."""
    def parts(engine: str) -> list[Text] | Text:
        named = [text(name) for part, name in ENGINE_PARTS.items()
                 if engine in done.engines.get(part, "").split("+")]
        return named or text("rl-train-part-none")

    return text("rl-train-engines", batch=parts(BATCH), python=parts(PYTHON))


def train(cfg: TrainConfig, resume: bool = False,
          progress: Callable[[Progress], None] | None = None) -> Progress:
    """Train (or go on training, with `resume`) and save into `cfg.out`; see the module
    docstring. Returns the final counters."""
    torch.set_num_threads(1)  # one core: training shares the machine
    game: Game = get_game(cfg.game)
    enc = encoding_for(game, cfg.players, cfg.options)
    torch.manual_seed(cfg.seed)
    net = QNet(enc.obs_size, enc.n_actions, cfg.hidden)
    optimizer = torch.optim.Adam(net.parameters(), lr=cfg.lr)
    rng = random.Random(cfg.seed)
    done = Progress()
    out = Path(cfg.out)
    out.mkdir(parents=True, exist_ok=True)
    meta = _meta(cfg, enc)
    opponents = cfg.opponents
    if opponents is None:
        opponents = _default_rivals(game)
    for spec in opponents:
        make_bot(spec, game)  # an unknown spec is refused now, not minutes into the run
    if resume:
        done = _restore(out / CHECKPOINT_FILE, meta, net, optimizer, rng)
    elif (out / CHECKPOINT_FILE).exists():
        raise KolodaError(text("rl-train-folder-taken", folder=str(out)))
    rivals = cfg.teacher_opponents or _default_rivals(game)
    if cfg.lr <= 0 or (cfg.lr_end is not None and cfg.lr_end <= 0):
        raise KolodaError(text("rl-train-learning-rate"))
    for spec in rivals + tuple(spec for spec, _ in cfg.imitate):
        make_bot(spec, game)
    if cfg.keep_best_against:
        make_bot(cfg.keep_best_against, game)
    batch = cfg.batch_games > 0  # 0: no game in the batch
    if cfg.imitate and not resume:
        engines = {engine_for(enc, [spec, *rivals], batch) for spec, _ in cfg.imitate}
        done.engines["teachers"] = "+".join(sorted(engines))
        data = Decisions.join([
            teacher_chunks(enc, spec, games, cfg.seed, out / TEACHERS_FOLDER / _slug(spec),
                           rivals, batch=batch) for spec, games in cfg.imitate])
        imitate(net, data, cfg.imitate_epochs, cfg.imitate_lr, cfg.batch, rng)
        done.imitated, done.agreement = len(data), agreement(net, data)
        del data
        _report(cfg, net, enc, done, [], meta, optimizer, rng, out)  # the imitator, measured
    # Decisions to learn from, kept as rows of fixed arrays (a ring buffer).
    cap = cfg.buffer
    obs_buf = np.zeros((cap, enc.obs_size), dtype=np.float32)
    act_buf = np.zeros(cap, dtype=np.int64)
    ret_buf = np.zeros(cap, dtype=np.float32)
    filled = write = 0
    owed = 0.0  # updates earned by new decisions and not yet made
    started = time.perf_counter() - done.elapsed_s
    deadline = started + 60.0 * cfg.minutes
    last_report = time.perf_counter()
    losses: list[float] = []
    batched = _batched_self_play(cfg, enc, done.games)
    against_batch = _batched_rivals(cfg, enc, opponents, done.games)
    while time.perf_counter() < deadline and (cfg.max_games is None
                                              or done.games < cfg.max_games):
        net.eval()
        against = bool(opponents) and rng.random() < cfg.opponent_share
        actors = against_batch if against else batched
        if actors is not None:
            played = actors.next_game(net, cfg.epsilon)
            assert played is not None  # training's line-ups never run out
            samples, rewards = played.samples, played.rewards
            done.games_in_batch += 1
        else:
            bots: dict[int, Agent] = {}
            if against:
                mine = done.games % enc.players  # the network's seat, every one in turn
                bots = {s: make_bot(rng.choice(opponents), game, rng.randrange(2**31))
                        for s in range(enc.players) if s != mine}
            samples, rewards = self_play(net, enc, cfg.seed * 1_000_003 + done.games, rng,
                                         cfg.epsilon, bots)
        done.engines["rivals" if against else "self-play"] = PYTHON if actors is None else BATCH
        for obs, choice, seat in samples:
            obs_buf[write], act_buf[write], ret_buf[write] = obs, choice, rewards[seat]
            write = (write + 1) % cap
            filled = min(cap, filled + 1)
        done.games += 1
        done.samples += len(samples)
        owed += len(samples) * cfg.reuse / cfg.batch
        net.train()
        if cfg.lr_end is not None:
            part = (time.perf_counter() - started) / (60.0 * cfg.minutes)
            if cfg.max_games:
                part = max(part, done.games / cfg.max_games)
            for group in optimizer.param_groups:
                group["lr"] = cfg.lr * (cfg.lr_end / cfg.lr) ** min(1.0, part)
        while owed >= 1.0 and filled >= cfg.batch:
            owed -= 1.0
            rows = torch.from_numpy(np.array(rng.sample(range(filled), cfg.batch)))
            q = net(torch.from_numpy(obs_buf[rows]))
            chosen = q.gather(1, torch.from_numpy(act_buf[rows]).unsqueeze(1)).squeeze(1)
            loss = torch.mean((chosen - torch.from_numpy(ret_buf[rows])) ** 2)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            losses.append(float(loss.detach()))
            done.updates += 1
        done.elapsed_s = time.perf_counter() - started
        if time.perf_counter() - last_report >= cfg.report_every_s:
            _report(cfg, net, enc, done, losses, meta, optimizer, rng, out)
            losses = []
            last_report = time.perf_counter()
        if progress is not None:
            progress(done)
    done.elapsed_s = time.perf_counter() - started
    _report(cfg, net, enc, done, losses, meta, optimizer, rng, out)
    if progress is not None:
        progress(done)
    return done


def _default_rivals(game: Game) -> tuple[str, ...]:
    """Whom the network plays and its teachers play when no bot is named: the game's heuristic
    bot, else the random one."""
    return ("heuristic",) if "heuristic" in game.agents() else ("random",)


def _batched_self_play(cfg: TrainConfig, enc: Encoding, games: int) -> BatchedGames | None:
    """Self-play side by side where the batched environment serves (Durak, C module built,
    `batch_games` > 0, some games are self-play); seeded by the run's seed and the games it
    has played (a resumed run deals new games)."""
    if (cfg.batch_games <= 0 or cfg.opponent_share >= 1.0
            or batch_bots(enc, []) is None):  # no self-play, or no batched environment for it
        return None
    return self_play_games(enc, cfg.batch_games, _batch_seed(cfg, games))


def _batched_rivals(cfg: TrainConfig, enc: Encoding, opponents: tuple[str, ...],
                    games: int) -> BatchedGames | None:
    """The games against `opponents` side by side, where the batch holds every one of them
    (the heuristic, random) and `batch_games` > 0; the network's seat goes round from the
    games played, as in the Python path. Seeded apart from self-play."""
    if cfg.batch_games <= 0 or not opponents or cfg.opponent_share <= 0.0:
        return None
    bots = batch_bots(enc, opponents)
    if bots is None:
        return None
    return rival_games(enc, cfg.batch_games, _batch_seed(cfg, games, 1 << 30), bots,
                       first_seat=games % enc.players)


def _batch_seed(cfg: TrainConfig, games: int, apart: int = 0) -> int:
    """A batch's seed from the run's seed and the games played (a resumed run deals new games),
    `apart` from others; below 2**31, as `DurakBatch` takes it (slot seeds: seed * 2**32 + i)."""
    return (cfg.seed * 1_000_003 + games + apart) % (1 << 31)


def _report(cfg: TrainConfig, net: QNet, enc: Encoding, done: Progress, losses: list[float],
            meta: dict[str, Any], optimizer: torch.optim.Optimizer, rng: random.Random,
            out: Path) -> None:
    """Measure, log a row, save the model and the checkpoint."""
    net.eval()
    done.loss = sum(losses) / len(losses) if losses else None
    batch = cfg.batch_games > 0
    if cfg.eval_games:
        # Fixed deals, apart from the training's: scores of reports compare like with like.
        done.score_vs_random = score_against(net, enc, "random", cfg.eval_games, 10**9, batch)
        done.engines["score_vs_random"] = engine_for(enc, ["random"], batch)
    model = {"meta": meta, "model": net.state_dict()}
    if cfg.keep_best_against:
        done.score_vs_best_against = score_against(net, enc, cfg.keep_best_against,
                                                   cfg.best_games, 2 * 10**9, batch)
        done.engines["score_vs_best_against"] = engine_for(enc, [cfg.keep_best_against],
                                                           batch)
        if done.best is None or done.score_vs_best_against > done.best:
            done.best = done.score_vs_best_against
            _save(model, out / MODEL_FILE)
        _save(model, out / LATEST_FILE)
    log = out / LOG_FILE
    new = not log.exists()
    with log.open("a", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        if new:
            writer.writerow(LOG_COLUMNS)
        writer.writerow([f"{done.elapsed_s:.1f}", done.games, done.samples, done.updates,
                         "" if done.loss is None else f"{done.loss:.5f}",
                         *("" if x is None else f"{x:.3f}" for x in (
                             done.score_vs_random, done.score_vs_best_against, done.best))])
    if not cfg.keep_best_against:
        _save(model, out / MODEL_FILE)
    _save({**model, "optimizer": optimizer.state_dict(), "progress": asdict(done),
           "config": {k: str(v) if isinstance(v, Path) else v for k, v in asdict(cfg).items()},
           "python_rng": rng.getstate(), "torch_rng": torch.get_rng_state()},
          out / CHECKPOINT_FILE)


def _slug(spec: str) -> str:
    """A bot spec as a folder name."""
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in spec)


def _save(data: dict[str, Any], path: Path) -> None:
    # Written aside, then renamed: a run stopped while saving leaves the last good file.
    tmp = path.with_suffix(".tmp")
    torch.save(data, tmp)
    tmp.replace(path)


def _restore(path: Path, meta: dict[str, Any], net: QNet, optimizer: torch.optim.Optimizer,
             rng: random.Random) -> Progress:
    if not path.exists():
        raise KolodaError(text("rl-resume-missing", path=str(path)))
    data = torch.load(path, map_location="cpu", weights_only=False)
    old = data["meta"]
    for key in ("game", "players", "options", "obs_size", "n_actions", "hidden"):
        if old.get(key) != meta[key]:
            raise KolodaError(text("rl-resume-mismatch", folder=str(path.parent), key=key,
                                   old=repr(old.get(key)), new=repr(meta[key])))
    net.load_state_dict(data["model"])
    optimizer.load_state_dict(data["optimizer"])
    rng.setstate(data["python_rng"])
    torch.set_rng_state(data["torch_rng"])
    return Progress(**data["progress"])

