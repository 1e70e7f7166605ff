"""The ``koloda`` command: a Typer app with one command a task.

Each command lives in `koloda.cli.commands`; all of them take ``--lang ru|en`` and turn every
error a user can cause into one line on stderr (`koloda.cli.errors.guarded`).
"""

from __future__ import annotations

import sys
from typing import Any

import typer

from koloda.core import text

from .commands.admin import app as admin_app
from .commands.analyse import analyse_command
from .commands.bench import bench_command
from .commands.cluster import cluster_command
from .commands.info import games_command, rules_command
from .commands.learn import learn_command
from .commands.ops import add_to as add_ops_commands
from .commands.play import play_command
from .commands.replay import replay_command
from .commands.serve import serve_command
from .commands.simulate import simulate_command
from .commands.study import app as study_app
from .commands.train import export_model_command, train_command
from .errors import fail
from .lang import env_lang
from .texts import BilingualCommand, BilingualGroup, help_text

# Typer has vendored Click in some versions and not in others: find UsageError through a public name.
_USAGE_ERROR: type[Exception] = next(
    c for c in typer.BadParameter.__mro__ if c.__name__ == "UsageError")


def _lang_in(args: list[str]) -> str:
    """The --lang asked for on a command line that failed to parse (else the environment's)."""
    for i, arg in enumerate(args):
        value = None
        if arg.startswith("--lang="):
            value = arg.partition("=")[2]
        elif arg in ("--lang", "-l") and i + 1 < len(args):
            value = args[i + 1]
        if value and value.strip().lower() in ("ru", "en"):
            return value.strip().lower()
    return env_lang()


class OneLineErrors(BilingualGroup):
    """Usage mistakes (a bad number, an unknown flag) as one line too, like every other error."""

    _argv: list[str] = []

    def main(self, args: Any = None, *rest: Any, **kwargs: Any) -> Any:
        # Kept so that a line that failed to parse can still be answered in its --lang.
        self._argv = list(sys.argv[1:] if args is None else args)
        return super().main(args, *rest, **kwargs)

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except _USAGE_ERROR as exc:
            if type(exc).__name__ == "NoArgsIsHelpError":  # a bare command: show its help
                raise
            lang = _lang_in(self._argv)
            where = exc.ctx.command_path if getattr(exc, "ctx", None) else "koloda"
            message = exc.format_message().rstrip(".")  # type: ignore[attr-defined]
            hint = text("cli-see-help", command=where).get(lang)
            raise fail(f"{message} ({hint})", lang, 2) from None

app = typer.Typer(
    name="koloda",
    help=help_text("cli-help-koloda"),
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    cls=OneLineErrors,
)

for _name, _command in (
    ("games", games_command), ("rules", rules_command), ("play", play_command),
    ("simulate", simulate_command), ("replay", replay_command), ("analyse", analyse_command),
    ("bench", bench_command),
    ("serve", serve_command), ("cluster", cluster_command), ("learn", learn_command),
    ("train", train_command), ("export", export_model_command),
):
    # The docstring's first line, in both languages, untruncated in the command list.
    _summary = (_command.__doc__ or "").strip().splitlines()[0]
    app.command(_name, short_help=_summary, cls=BilingualCommand)(_command)
app.add_typer(study_app, name="study",
              short_help=help_text("cli-help-study"))
add_ops_commands(admin_app)  # the operator's: backups, each process's status, tables, limits
app.add_typer(admin_app, name="admin",
              short_help=help_text("cli-help-admin"))


def main() -> None:
    """Entry point for ``python -m koloda.cli``."""
    app()


if __name__ == "__main__":
    main()
