"""The databases the server suite runs on: embedded SQLite, and PostgreSQL when one is running
(`scripts/with-postgres`, which `make test` uses, starts a throwaway cluster and sets
KOLODA_TEST_POSTGRES). Each test module (or test) gets an empty database of its own: a fresh
SQLite file, or a fresh PostgreSQL schema named in the URL's search_path."""

from __future__ import annotations

import os
import uuid
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

BACKENDS = ("sqlite", "postgresql")
POSTGRES = os.environ.get("KOLODA_TEST_POSTGRES")
NO_POSTGRES = ("no PostgreSQL here: run the tests beside a throwaway cluster with "
               "`scripts/with-postgres .venv/bin/pytest tests/server` (`make test` does)")


def fresh_url(backend: str, folder: Path) -> str:
    """The URL of an empty database on `backend` (skips when PostgreSQL is not running)."""
    if backend == "sqlite":
        return f"sqlite:///{folder / f'koloda-{uuid.uuid4().hex[:8]}.db'}"
    if not POSTGRES:
        if os.environ.get("KOLODA_REQUIRE_POSTGRES"):  # CI: a skip would hide a missing install
            pytest.fail(NO_POSTGRES)
        pytest.skip(NO_POSTGRES)
    schema = f"t_{uuid.uuid4().hex[:16]}"
    engine = create_engine(POSTGRES)
    try:
        with engine.begin() as conn:
            conn.execute(text(f"CREATE SCHEMA {schema}"))
    finally:
        engine.dispose()
    return f"{POSTGRES}?options=-csearch_path%3D{schema}"
