"""Alembic's entry: run the migrations on the connection `koloda.server.store.migrate` hands
over (koloda never runs Alembic from an ini file).

Each feature keeps its tables in its own `rows` module (`koloda.server.<feature>.rows`); they
are found here by looking, not by a list, so that the models Alembic compares with are all of
them and a new feature needs no line here."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

from alembic import context

from koloda.server.store import Base

SERVER = Path(__file__).resolve().parents[1]
for found in pkgutil.iter_modules([str(SERVER)]):
    if found.ispkg and (SERVER / found.name / "rows.py").is_file():
        importlib.import_module(f"koloda.server.{found.name}.rows")

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=Base.metadata,
                  render_as_batch=connection.dialect.name == "sqlite")
with context.begin_transaction():
    context.run_migrations()
