"""``koloda admin``'s operator's commands (docs/deploy.md): back up and restore the database,
ask each process how it is (through its operator's port), list and end tables, set the limits
the processes start with.

- ``backup PATH`` / ``restore PATH``: SQLite's online backup, PostgreSQL's pg_dump/pg_restore.
- ``migrate``: the schema brought to this koloda's migrations (an upgrade's first step).
- ``status URL...``: each process's version, migrations, readiness and tables.
- ``tables URL...`` and ``end-table ID URL...``: the tables each process serves; end one.
- ``limits NAME=VALUE... --env FILE``: the figures of `KOLODA_LIMITS` in the units'
  environment file, checked before they are written.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer

from koloda.core import SetupError, text

from ..common import DbOption, stdout
from ..errors import guarded
from ..lang import LangOption, resolve_lang
from ..texts import BilingualCommand, help_text

UrlsArgument = Annotated[list[str], typer.Argument(metavar="URL...",
                                                   help=help_text("cli-help-admin-ops-urls"))]


def _say(key: str, language: str, **args: Any) -> None:
    stdout().print(text(key, **{k: str(v) for k, v in args.items()}).get(language),
                   markup=False, highlight=False, soft_wrap=True)


@guarded
def backup_command(
    path: Annotated[Path, typer.Argument(help=help_text("cli-help-admin-backup-path"))],
    db: DbOption = None,
    lang: LangOption = None,
) -> None:
    """Copy the database to a file, while the server runs / скопировать базу в файл, не
    останавливая сервер."""
    language = resolve_lang(lang)
    from koloda.server.app import db_url
    from koloda.server.ops.backup import backup

    kind = backup(db_url(db), path)
    _say("cli-admin-backed-up", language, path=path, kind=kind,
         size=path.stat().st_size if path.is_file() else 0)


@guarded
def restore_command(
    path: Annotated[Path, typer.Argument(help=help_text("cli-help-admin-backup-path"))],
    db: DbOption = None,
    replace: Annotated[bool, typer.Option(
        "--replace", help=help_text("cli-help-admin-replace"))] = False,
    lang: LangOption = None,
) -> None:
    """Put a backup into a database no server uses / восстановить базу из копии (сервер
    остановлен)."""
    language = resolve_lang(lang)
    from koloda.server.app import db_url
    from koloda.server.ops.backup import restore
    from koloda.server.store import Store

    url = db_url(db)
    kind = restore(path, url, replace)
    Store(url).close()  # a backup of an older koloda: its migrations run now
    _say("cli-admin-restored", language, path=path, kind=kind)


@guarded
def migrate_command(db: DbOption = None, lang: LangOption = None) -> None:
    """Bring the database's schema to this koloda's migrations / довести схему базы до
    миграций этой версии koloda."""
    language = resolve_lang(lang)
    from koloda.server.app import db_url
    from koloda.server.ops.service import migrations
    from koloda.server.store import Store

    store = Store(db_url(db))  # migrates, under a lock every process takes (store.migrate)
    try:
        current, _head = migrations(store)
    finally:
        store.close()
    _say("cli-admin-migrated", language, migration=current or "-")


def _ask(url: str, method: str = "GET", path: str = "/ops/status") -> tuple[int, Any]:
    import httpx

    try:
        answer = httpx.request(method, url.rstrip("/") + path, timeout=10)
    except httpx.HTTPError as exc:
        raise SetupError(text("cli-admin-unreachable", url=url, why=str(exc)[:200])) from None
    try:
        return answer.status_code, answer.json()
    except ValueError:
        return answer.status_code, None


@guarded
def status_command(urls: UrlsArgument, lang: LangOption = None) -> None:
    """Each process: version, migrations, readiness, tables / каждый процесс: версия,
    миграции, готовность, столы."""
    language = resolve_lang(lang)
    unready = 0
    for url in urls:
        code, found = _ask(url)
        if code != 200 or not isinstance(found, dict):
            raise SetupError(text("cli-admin-not-ops", url=url, status=str(code)))
        parts = ", ".join(f"{k} {v}" for k, v in found["parts"].items())
        tables = ", ".join(f"{k} {v}" for k, v in sorted(found["tables"].items())) or "0"
        _say("cli-admin-status", language, url=url, process=found["process"],
             version=found["version"], migration=found["migration"] or "-",
             head=found["head"], ready="yes" if found["ready"] else "NO", parts=parts,
             tables=tables)
        unready += not found["ready"]
    if unready:
        raise typer.Exit(1)


@guarded
def tables_command(urls: UrlsArgument, lang: LangOption = None) -> None:
    """The tables each process serves / столы, которые ведёт каждый процесс."""
    language = resolve_lang(lang)
    for url in urls:
        code, found = _ask(url, path="/ops/tables")
        if code != 200 or not isinstance(found, list):
            raise SetupError(text("cli-admin-not-ops", url=url, status=str(code)))
        for t in found:
            seats = ", ".join(s["account"] or s["name"] for s in t["seats"])
            _say("cli-admin-table", language, url=url, id=t["id"], game=t["game"],
                 status=t["status"], moves=t["version"], connected=t["connected"],
                 seats=seats)
        if not found:
            _say("cli-admin-no-tables", language, url=url)


@guarded
def end_table_command(
    table: Annotated[str, typer.Argument(help=help_text("cli-help-admin-table"))],
    urls: UrlsArgument,
    lang: LangOption = None,
) -> None:
    """End a table: a game under way abandoned, an open table closed / завершить стол."""
    language = resolve_lang(lang)
    for url in urls:
        code, found = _ask(url, "POST", f"/ops/tables/{table}/end")
        if code == 200 and isinstance(found, dict):
            _say("cli-admin-ended", language, id=table, url=url, status=found["status"])
            return
    raise SetupError(text("cli-admin-table-nowhere", id=table))


@guarded
def limits_command(
    figures: Annotated[list[str] | None, typer.Argument(
        metavar="NAME=VALUE...", help=help_text("cli-help-admin-limits"))] = None,
    env: Annotated[Path, typer.Option(
        "--env", metavar="FILE", help=help_text("cli-help-admin-env"))] = Path(
        "/etc/koloda/koloda.env"),
    lang: LangOption = None,
) -> None:
    """Set the limits the processes start with (KOLODA_LIMITS) / задать пределы сервера."""
    language = resolve_lang(lang)
    from koloda.server.limits import ENV, limits_from_env

    lines = env.read_text().splitlines() if env.is_file() else []
    current: dict[str, Any] = {}
    for line in lines:
        if line.startswith(f"{ENV}="):
            current = json.loads(line.split("=", 1)[1].strip().strip("'"))
    for figure in figures or []:
        name, sep, value = figure.partition("=")
        if not sep:
            raise SetupError(text("cli-admin-bad-figure", figure=figure))
        try:
            current[name.strip()] = json.loads(value)
        except ValueError:
            raise SetupError(text("cli-admin-bad-figure", figure=figure)) from None
    raw = json.dumps(current, separators=(",", ":"))
    limits_from_env({ENV: raw})  # refuses an unknown name or a wrong value, saying which
    if figures:
        kept = [line for line in lines if not line.startswith(f"{ENV}=")]
        env.parent.mkdir(parents=True, exist_ok=True)
        env.write_text("\n".join([*kept, f"{ENV}='{raw}'"]) + "\n")
    _say("cli-admin-limits", language, env=env, limits=raw)


COMMANDS = (("backup", backup_command), ("restore", restore_command),
            ("migrate", migrate_command),
            ("status", status_command), ("tables", tables_command),
            ("end-table", end_table_command), ("limits", limits_command))


def add_to(app: typer.Typer) -> None:
    """Put these commands into `koloda admin`."""
    for name, command in COMMANDS:
        app.command(name, cls=BilingualCommand)(command)
