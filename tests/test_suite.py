"""The suite's own bookkeeping (tests/conftest.py)."""

from __future__ import annotations

from tests.conftest import HERE, TIMING


def test_every_timing_test_named_exists() -> None:
    """A renamed test would silently leave the quiet pass: each name must still be a test."""
    for file, names in TIMING.items():
        source = (HERE / file).read_text(encoding="utf-8")
        missing = [n for n in names if f"def {n}(" not in source]
        assert not missing, f"{file}: no such tests {missing}"
