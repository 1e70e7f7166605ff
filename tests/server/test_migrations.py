"""The schema's history (Alembic): an empty database migrates to exactly the models' schema, a
database at the previous revision with tables in it upgrades keeping every row, and a database
made before migrations began is brought up too. On SQLite and on PostgreSQL; and two processes
opening one empty PostgreSQL database at once (a cluster's first start) migrate it once."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine, text

from koloda.core import get_game, replay
from koloda.core.record import Record
from koloda.server.chat import db as chat_db
from koloda.server.store import Base, Store, alembic_config, migrate, newest_revision

from .databases import BACKENDS, fresh_url

HEAD = ScriptDirectory.from_config(alembic_config()).get_current_head()


@pytest.fixture(params=BACKENDS)
def url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    return fresh_url(str(request.param), tmp_path, empty=True)


def revision_of(url: str) -> str | None:
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            return MigrationContext.configure(conn).get_current_revision()
    finally:
        engine.dispose()


def test_an_empty_database_migrates_to_exactly_the_models(url: str) -> None:
    store = Store(url)
    try:
        with store.engine.connect() as conn:
            differences = compare_metadata(MigrationContext.configure(conn), Base.metadata)
        assert differences == []
    finally:
        store.close()
    assert revision_of(url) == HEAD
    Store(url).close()  # opening it again changes nothing
    assert revision_of(url) == HEAD


def test_the_newest_revision_read_from_the_files_is_alembic_s_head() -> None:
    assert newest_revision() == HEAD


def test_a_process_opening_a_database_at_the_head_does_not_load_alembic(url: str) -> None:
    """A server's start on its database, already migrated, skips Alembic altogether."""
    Store(url).close()
    script = ("import sys; from koloda.server.store import Store; Store(sys.argv[1]).close(); "
              "sys.exit('alembic' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", script, url], capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr.decode()
    assert revision_of(url) == HEAD


def test_two_processes_opening_one_empty_database_at_once_migrate_it_once(
        tmp_path: Path) -> None:
    """As a cluster's processes start together: the advisory lock takes them in turns, and
    the second finds the schema made and changes nothing."""
    url = fresh_url("postgresql", tmp_path, empty=True)
    script = ("import sys; from koloda.server.store import make_engine, migrate; "
              "migrate(make_engine(sys.argv[1]))")
    procs = [subprocess.Popen([sys.executable, "-c", script, url], stderr=subprocess.PIPE)
             for _ in range(2)]
    try:
        for proc in procs:
            _, err = proc.communicate(timeout=120)
            assert proc.returncode == 0, err.decode()
    finally:
        for proc in procs:
            proc.kill()
    assert revision_of(url) == HEAD


def test_the_previous_revision_with_tables_in_it_upgrades_keeping_them(url: str) -> None:
    engine = create_engine(url)
    migrate(engine, "0001")
    game = get_game("durak")
    state = game.new(2, None, 42)
    seat = state.to_move()
    action = game.codec.encode(state.legal_actions(seat)[0])
    with engine.begin() as conn:
        conn.execute(text(
            "INSERT INTO koloda_tables (id, game, rules_version, options, table_options, "
            "players, seed, status, created) VALUES ('t1', 'durak', :rv, '{}', "
            "'{\"bot_delay\": 1}', 2, 42, 'playing', 1.5)"), {"rv": game.rules_version})
        for i, (kind, name) in enumerate((("human", "Вася"), ("bot", "Anna"))):
            conn.execute(text("INSERT INTO koloda_seats (table_id, seat, kind, name) "
                              "VALUES ('t1', :i, :kind, :name)"), {"i": i, "kind": kind,
                                                                   "name": name})
        conn.execute(text("INSERT INTO koloda_actions (table_id, idx, seat, action, at) "
                          "VALUES ('t1', 0, :seat, :action, 2.0)"),
                     {"seat": seat, "action": json.dumps(action)})
        conn.execute(text("INSERT INTO koloda_chat (table_id, n, seat, name, text, at) "
                          "VALUES ('t1', 0, 0, 'Вася', 'привет', 3.0)"))
    engine.dispose()
    assert revision_of(url) == "0001"

    store = Store(url)  # opening it upgrades it
    try:
        assert revision_of(url) == HEAD
        stored = store.load("t1")
        assert stored is not None
        assert stored.table["table_options"] == {"bot_delay": 1}
        assert stored.table["hurry"] is False and stored.table["fast"] is False
        assert [s["name"] for s in stored.seats] == ["Вася", "Anna"]
        assert stored.actions == [(seat, action)]
        assert [line["text"] for line in chat_db.lines(store, "t1")] == ["привет"]
        record = Record("durak", game.rules_version, {}, ["Вася", "Anna"], 42, None,
                        list(stored.actions))
        assert replay(record, game).outcome() is None  # the move still replays
    finally:
        store.close()


def test_0012_adds_friends_and_a_session_s_network_keeping_sessions(url: str) -> None:
    """From 0011: a session kept (its network unknown), follows, challenges and presence
    tables added; down again to 0011 and up, nothing left behind."""
    engine = create_engine(url)
    migrate(engine, "0011")
    with engine.begin() as conn:
        conn.execute(text("INSERT INTO koloda_accounts (id, handle, handle_key, name, created, "
                          "status) VALUES (1, 'Ann', 'ann', 'Ann', 1.0, 'active')"))
        conn.execute(text("INSERT INTO koloda_sessions (token_hash, public_id, account_id, "
                          "created, last_seen, expires, user_agent) VALUES ('h', 'p', 1, 1.0, "
                          "2.0, 99.0, 'Firefox')"))
    migrate(engine, "0012")
    with engine.begin() as conn:
        row = conn.execute(text("SELECT user_agent, network FROM koloda_sessions")).one()
        assert tuple(row) == ("Firefox", None)
        conn.execute(text("INSERT INTO koloda_follows (account_id, followed_id, created) "
                          "VALUES (1, 1, 3.0)"))
        conn.execute(text("INSERT INTO koloda_presence (account_id, seen) VALUES (1, 3.0)"))
    migrate_down = alembic_config()
    from alembic import command

    with engine.begin() as conn:
        migrate_down.attributes["connection"] = conn
        command.downgrade(migrate_down, "0011")
    assert revision_of(url) == "0011"
    migrate(engine, "0012")
    with engine.connect() as conn:
        assert conn.execute(text("SELECT count(*) FROM koloda_follows")).scalar_one() == 0
    engine.dispose()
