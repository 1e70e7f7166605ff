"""How a serving process runs Python's cyclic garbage collector (`koloda serve`; tools keep
Python's defaults, and the test processes have their own, `tests/conftest.py`).

Almost everything a move allocates is freed by reference counting; the cyclic collector only
finds the rare cycle, yet each of its passes stops the event loop for as long as it takes to
walk the objects it looks at, about a microsecond an object on a busy server's scattered heap
(measured in the server under `benchmarks/saturation.py`'s load, 1,350 clients, 860 moves a
second). What it walks there:

- a young pass: the objects allocated since the last one and still alive, about 20,000-30,000
  (every connection's waiting futures and coroutines, each table's latest views): 20-28 ms;
- a gen-1 pass: those and every young survivor since the last gen-1 pass still alive,
  190,000: 180 ms;
- a full pass: everything but what start-up froze, 400,000: 400 ms.

Every move in flight waits a pass out, so the long passes decide a busy minute's worst
latencies. Python's own thresholds (700, 10, 10) would run them every few seconds, ours before
(20,000, 20, 20) every 80 s at that load. We freeze what start-up made, keep the young pass
where it was, and run the longer passes far more rarely (`THRESHOLDS`): at 860 moves a second
a gen-1 pass every ten minutes.
A cycle that outlived a young pass waits that long to be freed: 4,000-5,000 such objects a
minute at that load, a few megabytes.
"""

from __future__ import annotations

import gc

from koloda.core import CATALOG, LANGS, games

#: (young, gen-1, full): a young pass after 20,000 more objects than were freed; a gen-1 pass
#: after 150 young ones (Python's 10: the pass over every young survivor since, 180 ms at
#: 1,350 clients); a full pass after 10 gen-1 ones, when what gen-1 passes kept has grown by a
#: quarter since the last (CPython's own second condition)
THRESHOLDS = (20_000, 150, 10)


def settle_after_start() -> None:
    """Load what every process serving tables loads sooner or later, collect once, freeze
    the survivors out of the collector's sight, and set `THRESHOLDS`."""
    # every game's catalogs in both languages first (50,000 objects of parsed Fluent, else
    # loaded at the first move and walked by every full pass after)
    games()
    for lang in LANGS:
        CATALOG.bundle(lang)
    gc.collect()
    gc.freeze()
    gc.set_threshold(*THRESHOLDS)
