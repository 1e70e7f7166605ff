"""The suite's own bookkeeping (tests/conftest.py)."""

from __future__ import annotations

from tests.conftest import HERE, TIMING


def test_every_timing_test_named_exists() -> None:
    """A renamed test would silently leave the quiet pass: each name must still be a test."""
    for file, names in TIMING.items():
        source = (HERE / file).read_text(encoding="utf-8")
        missing = [n for n in names if f"def {n}(" not in source]
        assert not missing, f"{file}: no such tests {missing}"


def test_the_quiet_pass_collects_every_timing_file() -> None:
    """`make test`'s second pass collects only the files tests/timing_files.py prints."""
    import subprocess
    import sys

    printed = subprocess.run([sys.executable, "-m", "tests.timing_files"], cwd=HERE.parent,
                             capture_output=True, text=True, check=True).stdout.split()
    assert sorted(printed) == sorted(f"tests/{file}" for file in TIMING)
    assert all((HERE.parent / path).is_file() for path in printed)
