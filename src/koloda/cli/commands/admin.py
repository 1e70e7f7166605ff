"""``koloda admin``: what the person running a server does by hand, on its database (the
server need not be stopped: every process reads the change at its next look).

- ``cancel-tournament ID``: call off a tournament that has not started, as its creator may
  from its page (a moderator's remedy for a flood of events or an abusive one).
"""

from __future__ import annotations

from typing import Annotated

import typer

from koloda.core import SetupError, text

from ..common import stdout
from ..errors import guarded
from ..lang import LangOption, resolve_lang
from ..texts import BilingualCommand, BilingualGroup, help_text

app = typer.Typer(
    help=help_text("cli-help-admin"),
    no_args_is_help=True, add_completion=False, rich_markup_mode=None, cls=BilingualGroup)


@app.command("cancel-tournament", cls=BilingualCommand)
@guarded
def cancel_tournament_command(
    tournament: Annotated[str, typer.Argument(help=help_text("cli-help-admin-tournament"))],
    db: Annotated[str | None, typer.Option(
        "--db", metavar="URL", help=help_text("cli-help-serve-db"))] = None,
    lang: LangOption = None,
) -> None:
    """Call off a tournament before its start / отменить турнир до его начала."""
    language = resolve_lang(lang)
    # imported here: the server pulls in SQLAlchemy and FastAPI
    from koloda.server.app import db_url
    from koloda.server.store import Store
    from koloda.server.tournaments import db as tournaments_db

    store = Store(db_url(db))
    try:
        found = tournaments_db.get(store, tournament) if len(tournament) <= 24 else None
        if found is None:
            raise SetupError(text("tourney-not-found"))
        if not tournaments_db.cancel(store, tournament):
            raise SetupError(text("tourney-closed"))
    finally:
        store.close()
    stdout().print(text("cli-admin-cancelled", id=tournament).get(language), markup=False)
