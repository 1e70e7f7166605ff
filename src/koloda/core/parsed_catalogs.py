"""Parsed Fluent catalogs kept between processes, as Python keeps compiled modules.

Parsing every catalog (about 185,000 characters in two languages) with fluent.syntax's parser
costs a process about 0.3 s of a core before it can say anything: every server start, every
bot worker, every `koloda` command that prints a line. A catalog parsed once is pickled under
the user's cache folder (`KOLODA_CACHE_DIR`, else `$XDG_CACHE_HOME/koloda`, else
`~/.cache/koloda`), keyed by a hash of its text and of the parser's own file, and read back in
about a third of the time. Anything wrong with the cache (no such folder, no right to write,
a file cut short or from another version) only means the text is parsed as before; the result is
the same resource either way (tests/core/test_parsed_catalogs.py).

The cache folder is the user's own, as Python's `__pycache__` is: whoever can write there can
already run code as that user.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

#: the environment variable naming the cache folder ("" or "off": no cache)
CACHE_ENV = "KOLODA_CACHE_DIR"


def cache_folder() -> Path | None:
    """Where parsed catalogs are kept, or None when the cache is off."""
    given = os.environ.get(CACHE_ENV)
    if given is not None:
        return None if given.strip() in ("", "off") else Path(given) / "fluent"
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "koloda" / "fluent"


@cache
def _parser_stamp() -> bytes:
    """What changes when fluent.syntax's parser (and so its tree) does: its file's size and
    time (a stat, where reading the package's version would cost a look through every
    installed distribution)."""
    from fluent.syntax import parser

    found = os.stat(parser.__file__)
    return f"{found.st_size}:{found.st_mtime_ns}".encode()


def parse(text: str, name: str) -> Any:
    """`text` parsed as fluent.runtime's `FluentResource` would (a `fluent.syntax.ast.Resource`),
    from the cache when it holds this very text; `name` (say `koloda.games.durak.ru`) names the
    file, so that an older parse of the same catalog is replaced rather than kept."""
    from fluent.syntax import ast

    folder = cache_folder()
    if folder is None:
        return _parsed(text)
    digest = hashlib.sha256(_parser_stamp() + b"\0" + text.encode()).hexdigest()[:32]
    path = folder / f"{name}.{digest}.pickle"
    try:
        with open(path, "rb") as found:
            resource = pickle.load(found)
        if isinstance(resource, ast.Resource):
            return resource
    except Exception:  # noqa: BLE001 - missing, cut short, another version: parse instead
        pass
    resource = _parsed(text)
    _keep(folder, path, name, resource)
    return resource


def _parsed(text: str) -> Any:
    from fluent.runtime import FluentResource

    return FluentResource(text)


def _keep(folder: Path, path: Path, name: str, resource: Any) -> None:
    """Write `resource` to `path` whole or not at all (another process may be reading), and
    drop this catalog's older parses."""
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=".parsing-")
        try:
            with os.fdopen(handle, "wb") as out:
                pickle.dump(resource, out, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(temporary, path)
        except BaseException:
            os.unlink(temporary)
            raise
        for older in folder.glob(f"{name}.*.pickle"):
            if older != path:
                older.unlink(missing_ok=True)
    except OSError:
        return  # a read-only home, a full disk: parsing each time is still right
