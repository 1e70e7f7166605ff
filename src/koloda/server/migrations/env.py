"""Alembic's entry: run the migrations on the connection `koloda.server.store.migrate` hands
over (koloda never runs Alembic from an ini file)."""

from __future__ import annotations

from alembic import context

from koloda.server.store import Base

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=Base.metadata,
                  render_as_batch=connection.dialect.name == "sqlite")
with context.begin_transaction():
    context.run_migrations()
