"""Print the files that hold the tests marked `timing` (tests/conftest.py), for `make test`'s
second pass to collect only those."""

from __future__ import annotations

from tests.conftest import HERE, TIMING

if __name__ == "__main__":
    print(" ".join(str((HERE / name).relative_to(HERE.parent)) for name in sorted(TIMING)))
