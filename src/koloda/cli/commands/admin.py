"""``koloda admin``: what the person running a server does by hand, on its database (the
server need not be stopped: every process reads the change at its next look).

- ``cancel-tournament ID``: call off a tournament that has not started, as its creator may
  from its page (a moderator's remedy for a flood of events or an abusive one).
- ``disable-account HANDLE --reason WHY`` and ``enable-account HANDLE --reason WHY``: the
  moderators' own "close" (server/moderation: sessions end at once on every process, no
  sign-in, tournaments withdraw it), and a closed account opened again; logged with the
  command line as the actor.
"""

from __future__ import annotations

from typing import Annotated

import typer

from koloda.core import SetupError, text

from ..common import DbOption, stdout
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
    db: DbOption = None,
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


def _moderator(handle: str, db: str | None, lang: str | None, on: bool) -> None:
    language = resolve_lang(lang)
    import time

    from koloda.server.app import db_url
    from koloda.server.moderation import db as mod_db
    from koloda.server.store import Store

    store = Store(db_url(db))
    try:
        account = mod_db.account_by_handle(store, handle)
        if account is None or account["status"] != "active":
            raise SetupError(text("cli-admin-no-account", handle=handle))
        changed = mod_db.set_moderator(store, account["id"], on, time.time())
    finally:
        store.close()
    key = ("cli-admin-granted" if on else "cli-admin-revoked") if changed else (
        "cli-admin-was-moderator" if on else "cli-admin-was-not-moderator")
    stdout().print(text(key, handle=account["handle"]).get(language), markup=False)


@app.command("grant-moderator", cls=BilingualCommand)
@guarded
def grant_moderator_command(
    handle: Annotated[str, typer.Argument(help=help_text("cli-help-admin-handle"))],
    db: DbOption = None,
    lang: LangOption = None,
) -> None:
    """Make an account a moderator (/mod) / сделать аккаунт модератором (/mod)."""
    _moderator(handle, db, lang, True)


@app.command("revoke-moderator", cls=BilingualCommand)
@guarded
def revoke_moderator_command(
    handle: Annotated[str, typer.Argument(help=help_text("cli-help-admin-handle"))],
    db: DbOption = None,
    lang: LangOption = None,
) -> None:
    """Take the moderator's role back / снять с аккаунта роль модератора."""
    _moderator(handle, db, lang, False)


def _account_action(handle: str, reason: str, db: str | None, lang: str | None,
                    action: str) -> None:
    language = resolve_lang(lang)
    from koloda.server.app import closing_bus, db_url
    from koloda.server.http import ApiError
    from koloda.server.moderation.service import by_operator
    from koloda.server.store import Store

    store = Store(db_url(db))
    try:
        done = by_operator(store, closing_bus(), handle, action, reason)
    except ApiError as exc:  # the moderators' own refusal, in the reader's language
        raise SetupError(exc.reason) from None
    finally:
        store.close()
    key = "cli-admin-disabled" if action == "close" else "cli-admin-enabled"
    stdout().print(text(key, handle=done["handle"]).get(language), markup=False)


ReasonOption = Annotated[str, typer.Option(
    "--reason", "-r", help=help_text("cli-help-admin-reason"))]


@app.command("disable-account", cls=BilingualCommand)
@guarded
def disable_account_command(
    handle: Annotated[str, typer.Argument(help=help_text("cli-help-admin-handle"))],
    reason: ReasonOption,
    db: DbOption = None,
    lang: LangOption = None,
) -> None:
    """Close an account: signed out everywhere, no sign-in / закрыть аккаунт: выход везде,
    вход закрыт."""
    _account_action(handle, reason, db, lang, "close")


@app.command("enable-account", cls=BilingualCommand)
@guarded
def enable_account_command(
    handle: Annotated[str, typer.Argument(help=help_text("cli-help-admin-handle"))],
    reason: ReasonOption,
    db: DbOption = None,
    lang: LangOption = None,
) -> None:
    """Open a closed account again / снова открыть закрытый аккаунт."""
    _account_action(handle, reason, db, lang, "reopen")


@app.command("scan-collusion", cls=BilingualCommand)
@guarded
def scan_collusion_command(
    days: Annotated[float, typer.Option(
        "--days", min=0.01, help=help_text("cli-help-admin-days"))] = 30.0,
    games: Annotated[int, typer.Option(
        "--games", "-n", min=1, help=help_text("cli-help-admin-scan-games"))] = 5000,
    db: DbOption = None,
    lang: LangOption = None,
) -> None:
    """Run Durak's collusion detector over the stored rated games and put its flags in the
    moderators' queue / искать сговор в сохранённых рейтинговых партиях «Дурака»."""
    language = resolve_lang(lang)
    import time

    from koloda.server.app import db_url
    from koloda.server.bus import Bus, Flagged
    from koloda.server.moderation import db as mod_db
    from koloda.server.moderation.scan import collusion_flags
    from koloda.server.store import Store

    store = Store(db_url(db))
    added: list[int] = []
    try:
        # the server's way in: a Flagged event on a bus, stored by moderation's queries
        bus = Bus()
        bus.subscribe(Flagged, lambda e: added.append(1) if mod_db.add_flag(
            store, e.kind, list(e.account_ids), e.pool, dict(e.evidence), time.time())
            is not None else None)
        read, flags = collusion_flags(store, time.time() - days * 86400.0, games)
        for flag in flags:
            bus.publish(flag)
    finally:
        store.close()
    stdout().print(text("cli-admin-scanned", games=str(read), flags=str(len(flags)),
                        added=str(len(added))).get(language), markup=False)
