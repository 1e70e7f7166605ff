"""A server with its operator's port (server/ops/), in a thread, for the operator's tests."""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import uvicorn

from koloda.server import create_app
from koloda.server.app import listening_socket
from koloda.server.limits import Limits

from .helpers import wait_ready


@contextmanager
def running_ops(db_url: str, limits: Limits | None = None, metrics: bool = True,
                bot_pool: str = "thread") -> Iterator[tuple[str, str, Any]]:
    """A server with its metrics on and an operator's port: (public URL, operator's URL,
    app)."""
    public = listening_socket("127.0.0.1", 0)
    ops = listening_socket("127.0.0.1", 0)
    port, ops_port = public.getsockname()[1], ops.getsockname()[1]
    app = create_app(db_url, bot_pool=bot_pool, bot_workers=2, limits=limits, metrics=metrics,
                     ops_ports=frozenset({ops_port}), process=f"test:{port}")
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on",
                                           ws_max_size=64 * 1024))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [public, ops]},
                              daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{port}"
    wait_ready(base)
    try:
        yield base, f"http://127.0.0.1:{ops_port}", app
    finally:
        friends = getattr(app.state, "friends", None)
        if friends is not None:
            friends.close()
        server.should_exit = True
        thread.join(timeout=10)
        public.close()
        ops.close()


_SAMPLE = re.compile(r"^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})?\s+(\S+)$")


def scrape(ops: str) -> dict[str, float]:
    """The operator's port's metrics: "name{labels}" -> value (labels as Prometheus writes
    them, in their order)."""
    r = httpx.get(f"{ops}/metrics", timeout=10)
    assert r.status_code == 200, r.text
    out: dict[str, float] = {}
    for line in r.text.splitlines():
        found = _SAMPLE.match(line)
        if found and not line.startswith("#"):
            out[found.group(1) + (found.group(2) or "")] = float(found.group(3))
    return out


def total(samples: dict[str, float], name: str, **labels: str) -> float:
    """The sum of a metric's samples whose labels include `labels`."""
    want = [f'{k}="{v}"' for k, v in labels.items()]
    return sum(v for k, v in samples.items()
               if (k == name or k.startswith(name + "{")) and all(w in k for w in want))
