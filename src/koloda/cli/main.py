"""The ``koloda`` command: a Typer app with one command a task.

Each command lives in `koloda.cli.commands`; all of them take ``--lang ru|en`` and turn every
error a user can cause into one line on stderr (`koloda.cli.errors.guarded`).
"""

from __future__ import annotations

import typer

from .commands.bench import bench_command
from .commands.info import games_command, rules_command
from .commands.play import play_command
from .commands.replay import replay_command
from .commands.serve import serve_command
from .commands.simulate import simulate_command

app = typer.Typer(
    name="koloda",
    help="koloda: card games to play, study and serve / "
         "колода: карточные игры — играть, изучать, запускать сервер.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)

for _name, _command in (
    ("games", games_command), ("rules", rules_command), ("play", play_command),
    ("simulate", simulate_command), ("replay", replay_command), ("bench", bench_command),
    ("serve", serve_command),
):
    # The docstring's first line, in both languages, untruncated in the command list.
    _summary = (_command.__doc__ or "").strip().splitlines()[0]
    app.command(_name, short_help=_summary)(_command)


def main() -> None:
    """Entry point for ``python -m koloda.cli``."""
    app()


if __name__ == "__main__":
    main()
