"""``koloda train``: self-play training of a neural bot (Deep Monte-Carlo, `koloda.rl.train`);
``koloda export``: a trained model as the NumPy file the bot plays without PyTorch."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from koloda.core import KolodaError, SetupError, text

from ..common import load_game, stdout
from ..errors import guarded
from ..lang import LangOption, resolve_lang
from ..options import OptionList, parse_option_args
from ..progress import progress_bar
from ..texts import help_text


def _trainer() -> Any:
    try:
        from koloda.rl import train
    except ImportError as exc:
        raise SetupError(text("cli-train-missing", reason=str(exc))) from None
    return train


def _score(x: float | None) -> str:
    return "—" if x is None else f"{x:.3f}"


def _teachers(specs: list[str] | None) -> tuple[tuple[str, int], ...]:
    """``SPEC=GAMES`` values of --imitate as (spec, games) pairs."""
    pairs = []
    for value in specs or ():
        spec, sep, games = value.rpartition("=")
        if not sep or not spec or not games.isdigit() or int(games) < 1:
            raise KolodaError(text("cli-imitate-bad", text=repr(value)))
        pairs.append((spec, int(games)))
    return tuple(pairs)


@guarded
def train_command(
    game_id: Annotated[str, typer.Argument(metavar="GAME", help=help_text("cli-help-train-game"))],
    players: Annotated[int, typer.Option("--players", "-p", help=help_text("cli-help-players"))] = 2,
    minutes: Annotated[float, typer.Option(
        min=0.05, help=help_text("cli-help-minutes"))] = 30.0,
    seed: Annotated[int, typer.Option(help=help_text("cli-help-train-seed"))] = 0,
    out: Annotated[Path | None, typer.Option(
        help=help_text("cli-help-train-out"))] = None,
    resume: Annotated[bool, typer.Option(
        "--resume", help=help_text("cli-help-resume"))] = False,
    opponent: Annotated[list[str] | None, typer.Option(
        "--opponent", metavar="SPEC",
        help=help_text("cli-help-opponent"))] = None,
    opponent_share: Annotated[float, typer.Option(
        min=0.0, max=1.0, help=help_text("cli-help-opponent-share"))] = 0.5,
    imitate: Annotated[list[str] | None, typer.Option(
        "--imitate", metavar="SPEC=GAMES",
        help=help_text("cli-help-imitate"))] = None,
    imitate_epochs: Annotated[float, typer.Option(
        min=0.0, help=help_text("cli-help-imitate-epochs"))
    ] = 10.0,
    keep_best_against: Annotated[str | None, typer.Option(
        metavar="SPEC",
        help=help_text("cli-help-keep-best"))] = None,
    best_games: Annotated[int, typer.Option(
        min=1, help=help_text("cli-help-best-games"))] = 400,
    lr: Annotated[float, typer.Option(
        min=1e-9, help=help_text("cli-help-lr"))] = 3e-4,
    lr_end: Annotated[float | None, typer.Option(
        min=1e-9, help=help_text("cli-help-lr-end"))] = None,
    batch_games: Annotated[int, typer.Option(
        min=0, help=help_text("cli-help-batch-games"))] = 64,
    option: OptionList = None,
    lang: LangOption = None,
) -> None:
    """Train a neural bot by self-play / обучить нейросетевого бота игрой с самим собой.

    Deep Monte-Carlo on the CPU (one core): writes model.pt, checkpoint.pt and log.csv into the
    run's folder; play the model with the bot spec neural:PATH / глубокий метод Монте-Карло на
    процессоре (одно ядро): в папке обучения model.pt, checkpoint.pt и журнал log.csv; играть с
    моделью: бот neural:ПУТЬ.
    """
    lang = resolve_lang(lang)
    trainer = _trainer()
    game = load_game(game_id)
    game.check_players(players)
    opts = parse_option_args(game, option) or None
    folder = out or Path("runs") / f"{game.id}-{players}p"
    cfg = trainer.TrainConfig(game=game.id, players=players, options=opts, minutes=minutes,
                              seed=seed, out=folder,
                              opponents=tuple(opponent) if opponent else None,
                              opponent_share=opponent_share, imitate=_teachers(imitate),
                              imitate_epochs=imitate_epochs, keep_best_against=keep_best_against,
                              best_games=best_games, lr=lr, lr_end=lr_end,
                              batch_games=batch_games)
    console = stdout()
    with progress_bar(console) as bar:
        title = text("cli-training", game=game.title, players=str(players)).get(lang)
        task = bar.add_task(title, total=round(minutes * 60))

        def progress(done: Any) -> None:
            # The bar counts seconds of the run's time; the counters ride in its description.
            status = text(
                "cli-train-status", games=str(done.games), updates=str(done.updates),
                loss="—" if done.loss is None else f"{done.loss:.4f}",
                score=_score(done.score_vs_random)).get(lang)
            bar.update(task, completed=min(round(done.elapsed_s), round(minutes * 60)),
                       description=f"{title}: {status}")

        done = trainer.train(cfg, resume=resume, progress=progress)
    console.print(text(
        "cli-train-done", games=str(done.games), minutes=f"{done.elapsed_s / 60:.1f}",
        score=_score(done.score_vs_random), model=str(folder / trainer.MODEL_FILE),
        log=str(folder / trainer.LOG_FILE), game=game.id).get(lang), markup=False)
    # where the games were played: the C batch or one at a time in Python, part by part
    console.print(trainer.engines_text(done).get(lang), markup=False)


@guarded
def export_model_command(
    model: Annotated[Path, typer.Argument(
        metavar="MODEL", help=help_text("cli-help-export-model"))],
    out: Annotated[Path, typer.Argument(
        metavar="OUT", help=help_text("cli-help-export-out"))],
    lang: LangOption = None,
) -> None:
    """Export a trained model for playing without PyTorch / экспортировать модель для игры без PyTorch.

    Writes the network's weights (float32) and its description (game, players, options, sizes,
    seed) into a NumPy .npz file; the bot neural:OUT plays it with NumPy alone, as the shipped
    models are / записывает веса сети (float32) и её описание (игра, игроки, настройки, размеры,
    зерно) в файл NumPy .npz; бот neural:OUT играет им с одним NumPy, как готовыми моделями.
    Reading MODEL needs PyTorch / чтение MODEL требует PyTorch.
    """
    lang = resolve_lang(lang)
    if out.suffix != ".npz":
        raise KolodaError(text("cli-export-not-npz", name=out.name))
    meta = _trainer().export_numpy(model, out)
    stdout().print(text("cli-exported", model=str(model), out=str(out), game=str(meta["game"]),
                        players=str(meta["players"])).get(lang), markup=False)
