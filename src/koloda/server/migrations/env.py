"""Alembic's entry: run the migrations on the connection `koloda.server.store.migrate` hands
over (koloda never runs Alembic from an ini file).

Each feature keeps its tables in its own `rows` module (`koloda.server.<feature>.rows`); they
are found by looking, not by a list (`store.load_rows`), so that the models Alembic compares
with are all of them and a new feature needs no line here."""

from __future__ import annotations

from alembic import context

from koloda.server.store import Base, load_rows

load_rows()

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=Base.metadata,
                  render_as_batch=connection.dialect.name == "sqlite")
with context.begin_transaction():
    context.run_migrations()
