"""``koloda train``: self-play training of a neural bot (Deep Monte-Carlo, `koloda.rl.train`);
``koloda export``: a trained model as the NumPy file the bot plays without PyTorch."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from koloda.core import KolodaError, SetupError, Text

from ..common import load_game, stdout
from ..errors import guarded
from ..lang import LangOption, resolve_lang
from ..options import OptionList, parse_option_args
from ..progress import progress_bar

# This command's words, in both languages.
MISSING = Text("training needs PyTorch and the rl extra: pip install 'koloda[rl]' ({reason})",
               "для обучения нужны PyTorch и дополнение rl: pip install 'koloda[rl]' "
               "({reason})")
TRAINING = Text("Training {game}, {players} players", "Обучение: {game}, игроков: {players}")
STATUS = Text("games {games}, updates {updates}, loss {loss}, score vs random {score}",
              "партий {games}, обновлений {updates}, ошибка {loss}, очки против random {score}")
DONE = Text("Trained {games} games in {minutes:.1f} min (score vs random {score}). Model: {model}\n"
            "Play it: koloda play {game} --seat human --seat neural:{model}   Log: {log}",
            "Сыграно {games} партий за {minutes:.1f} мин (очки против random {score}). "
            "Модель: {model}\nСыграть с ней: koloda play {game} --seat human --seat neural:{model}   "
            "Журнал: {log}")

EXPORTED = Text("Exported {model} ({game}, {players} players) to {out}\n"
                "Play it without PyTorch: koloda play {game} --seat human --seat neural:{out}",
                "Модель {model} ({game}, игроков: {players}) записана в {out}\n"
                "Сыграть с ней без PyTorch: koloda play {game} --seat human --seat neural:{out}")


def _trainer() -> Any:
    try:
        from koloda.rl import train
    except ImportError as exc:
        raise SetupError(MISSING.en.format(reason=exc), MISSING.ru.format(reason=exc)) from None
    return train


def _score(x: float | None) -> str:
    return "—" if x is None else f"{x:.3f}"


def _teachers(specs: list[str] | None) -> tuple[tuple[str, int], ...]:
    """``SPEC=GAMES`` values of --imitate as (spec, games) pairs."""
    pairs = []
    for text in specs or ():
        spec, sep, games = text.rpartition("=")
        if not sep or not spec or not games.isdigit() or int(games) < 1:
            raise KolodaError(f"--imitate takes SPEC=GAMES, like heuristic=20000 (not {text!r})",
                              f"--imitate ждёт БОТ=ПАРТИЙ, например heuristic=20000 "
                              f"(а указано {text!r})")
        pairs.append((spec, int(games)))
    return tuple(pairs)


@guarded
def train_command(
    game_id: Annotated[str, typer.Argument(metavar="GAME", help="Game id / игра")],
    players: Annotated[int, typer.Option("--players", "-p", help="Players / игроков")] = 2,
    minutes: Annotated[float, typer.Option(
        min=0.05, help="Minutes of training in all (a resumed run goes on to this total) / "
                       "минут обучения всего (продолженное обучение идёт до этого итога)")] = 30.0,
    seed: Annotated[int, typer.Option(help="Seed of the run / зерно обучения")] = 0,
    out: Annotated[Path | None, typer.Option(
        help="Folder of the run (default: runs/GAME-Np) / папка обучения")] = None,
    resume: Annotated[bool, typer.Option(
        "--resume", help="Go on with the run in --out / продолжить обучение из --out")] = False,
    opponent: Annotated[list[str] | None, typer.Option(
        "--opponent", metavar="SPEC",
        help="A bot the network also plays against, repeatable (default: the game's heuristic) "
             "/ бот, против которого сеть тоже играет, можно несколько (по умолчанию "
             "эвристический бот игры)")] = None,
    opponent_share: Annotated[float, typer.Option(
        min=0.0, max=1.0, help="Share of games against them; 0: self-play only / доля партий "
                               "против них; 0: только игра с собой")] = 0.5,
    imitate: Annotated[list[str] | None, typer.Option(
        "--imitate", metavar="SPEC=GAMES",
        help="Before self-play, learn to choose as this bot does over that many of its games "
             "against the game's heuristic bot, repeatable (the games are kept in the run's "
             "folder) / до игры с собой научиться выбирать как этот бот в стольких его партиях "
             "против эвристического бота игры, можно несколько (партии хранятся в папке "
             "обучения)")] = None,
    imitate_epochs: Annotated[float, typer.Option(
        min=0.0, help="Passes over the imitated decisions / проходов по решениям учителей")
    ] = 10.0,
    keep_best_against: Annotated[str | None, typer.Option(
        metavar="SPEC",
        help="Score the network against this bot at each report (fixed deals) and keep the "
             "best weights in model.pt (the latest in latest.pt) / мерить сеть против этого "
             "бота при каждом отчёте (одни и те же раздачи) и хранить в model.pt лучшие веса "
             "(последние — в latest.pt)")] = None,
    best_games: Annotated[int, typer.Option(
        min=1, help="Games of each such score / партий в каждом таком замере")] = 400,
    lr: Annotated[float, typer.Option(
        min=1e-9, help="Learning rate / скорость обучения")] = 3e-4,
    lr_end: Annotated[float | None, typer.Option(
        min=1e-9, help="Learning rate at the end: it decays from --lr over the run / скорость "
                      "обучения в конце: убывает от --lr за время обучения")] = None,
    batch_games: Annotated[int, typer.Option(
        min=0, help="Durak self-play games played side by side by the batched environment (the "
                    "network scores them in one pass); 0: one at a time / партий дурака с "
                    "собой, идущих бок о бок в пакетной среде (сеть оценивает их за один "
                    "проход); 0: по одной")] = 64,
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
        title = TRAINING.get(lang).format(game=game.title.get(lang), players=players)
        task = bar.add_task(title, total=round(minutes * 60))

        def progress(done: Any) -> None:
            # The bar counts seconds of the run's time; the counters ride in its description.
            status = STATUS.get(lang).format(
                games=done.games, updates=done.updates,
                loss="—" if done.loss is None else f"{done.loss:.4f}",
                score=_score(done.score_vs_random))
            bar.update(task, completed=min(round(done.elapsed_s), round(minutes * 60)),
                       description=f"{title}: {status}")

        done = trainer.train(cfg, resume=resume, progress=progress)
    console.print(DONE.get(lang).format(
        games=done.games, minutes=done.elapsed_s / 60, score=_score(done.score_vs_random),
        model=folder / trainer.MODEL_FILE, log=folder / trainer.LOG_FILE, game=game.id),
        markup=False)


@guarded
def export_model_command(
    model: Annotated[Path, typer.Argument(
        metavar="MODEL", help="A run's model.pt (or checkpoint.pt) / model.pt (или checkpoint.pt) "
                              "обучения")],
    out: Annotated[Path, typer.Argument(
        metavar="OUT", help="The .npz file to write / файл .npz, который записать")],
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
        raise KolodaError(f"OUT must end in .npz (not {out.name})",
                          f"OUT должен оканчиваться на .npz (а не {out.name})")
    meta = _trainer().export_numpy(model, out)
    stdout().print(EXPORTED.get(lang).format(model=model, out=out, game=meta["game"],
                                             players=meta["players"]), markup=False)
