"""The store keeps secret (hex) seeds, and opens databases made before they existed (and
before migrations began), on SQLite and PostgreSQL."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, inspect, text

from koloda.core import get_game, new_secret_seed, start
from koloda.core.record import Record
from koloda.server.store import Store

from .databases import BACKENDS, fresh_url

# The tables as koloda made them before secret seeds (no `seed_key` column).
OLD_SCHEMA = """
CREATE TABLE koloda_tables (
    id VARCHAR(24) NOT NULL,
    game VARCHAR(64) NOT NULL,
    rules_version VARCHAR(32) NOT NULL,
    options JSON NOT NULL,
    table_options JSON NOT NULL,
    players INTEGER NOT NULL,
    seed BIGINT NOT NULL,
    setup JSON,
    status VARCHAR(16) NOT NULL,
    created FLOAT NOT NULL,
    finished FLOAT,
    outcome JSON,
    again VARCHAR(24),
    host_hash VARCHAR(64),
    PRIMARY KEY (id)
);
CREATE INDEX ix_koloda_tables_status ON koloda_tables (status);
CREATE TABLE koloda_seats (
    table_id VARCHAR(24) NOT NULL,
    seat INTEGER NOT NULL,
    kind VARCHAR(8) NOT NULL,
    name VARCHAR(64) NOT NULL,
    bot VARCHAR(64),
    token_hash VARCHAR(64),
    PRIMARY KEY (table_id, seat),
    FOREIGN KEY(table_id) REFERENCES koloda_tables (id)
);
CREATE TABLE koloda_actions (
    table_id VARCHAR(24) NOT NULL,
    idx INTEGER NOT NULL,
    seat INTEGER,
    action JSON NOT NULL,
    at FLOAT NOT NULL,
    PRIMARY KEY (table_id, idx),
    FOREIGN KEY(table_id) REFERENCES koloda_tables (id)
);
INSERT INTO koloda_tables VALUES ('old1', 'durak', '1', '{}', '{}', 2, 1234567890, NULL,
    'playing', 1.0, NULL, NULL, NULL, NULL);
INSERT INTO koloda_seats VALUES ('old1', 0, 'person', 'Ann', NULL, 'h0');
INSERT INTO koloda_seats VALUES ('old1', 1, 'bot', 'Bot', 'random', NULL);
"""


def table(table_id: str, seed: int | str, status: str = "playing") -> dict[str, Any]:
    return {"id": table_id, "game": "durak", "rules_version": "1", "options": {},
            "table_options": {}, "players": 2, "seed": seed, "setup": None, "status": status,
            "created": 2.0, "finished": None, "outcome": None, "again": None, "host_hash": None}


SEATS = [{"seat": 0, "kind": "person", "name": "Ann", "bot": None, "token_hash": "h0"},
         {"seat": 1, "kind": "bot", "name": "Bot", "bot": "random", "token_hash": None}]


@pytest.fixture(params=BACKENDS)
def url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    return fresh_url(str(request.param), tmp_path, empty=True)


def test_an_old_database_opens_and_takes_secret_seeds(url: str):
    engine = create_engine(url)
    with engine.begin() as conn:
        for statement in OLD_SCHEMA.split(";"):
            if statement.strip():
                conn.execute(text(statement))
    engine.dispose()
    store = Store(url)
    try:
        columns = {c["name"] for c in inspect(store.engine).get_columns("koloda_tables")}
        assert "seed_key" in columns
        old = store.load("old1")
        assert old is not None and old.table["seed"] == 1234567890
        assert "seed_key" not in old.table and [s["name"] for s in old.seats] == ["Ann", "Bot"]

        secret = new_secret_seed()
        store.put_table(table("new1", secret), SEATS)
        store.put_table(table("new2", 77), SEATS)
        new = store.load("new1")
        assert new is not None and new.table["seed"] == secret
        assert store.load("new2").table["seed"] == 77  # type: ignore[union-attr]
        # replacing the row keeps the mapping both ways
        store.put_table(table("new1", 5), SEATS)
        assert store.load("new1").table["seed"] == 5  # type: ignore[union-attr]
        store.put_table(table("new1", secret), SEATS)
        live = {s.table["id"]: s.table["seed"] for s in store.load_live()}
        assert live == {"old1": 1234567890, "new1": secret, "new2": 77}
        store.put_table(table("new3", secret, "finished"), SEATS)
        assert [s.table["seed"] for s in store.finished("durak", 10)] == [secret]
        # the seed read back deals the same game
        game = get_game("durak")
        record = Record("durak", "1", {}, ["a", "b"], new.table["seed"])
        assert start(record, game).hands == game.new(2, None, secret).hands
    finally:
        store.close()
    # opening it again (the column is there now) changes nothing
    again = Store(url)
    try:
        assert again.load("new1").table["seed"] == secret  # type: ignore[union-attr]
        assert again.load("old1").table["seed"] == 1234567890  # type: ignore[union-attr]
    finally:
        again.close()


def test_a_new_database_has_the_column(url: str):
    store = Store(url)
    try:
        secret = new_secret_seed()
        store.put_table(table("t", secret), SEATS)
        assert store.load("t").table["seed"] == secret  # type: ignore[union-attr]
    finally:
        store.close()
