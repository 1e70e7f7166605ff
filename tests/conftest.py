"""The whole suite's markers: which tests measure time.

`make test` runs the suite in parallel (pytest-xdist) on every core, then the tests marked
`timing` one after another on a quiet machine: they assert how long something takes (a flood
answered while another client stays quick, a search within its time budget, a cluster that
answers within seconds), which a neighbour test keeping the cores busy would make flaky. They
are listed here, by file and test name, so that one place says which they are and why.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


def _one_tls_context_for_all_clients() -> None:
    """The tests call `httpx.get`/`post` some hundreds of times, many in loops that poll a
    server, and each call builds a client whose TLS context loads the whole CA bundle: about
    40 ms of a core, for URLs that are all plain http on loopback. One context per set of
    arguments, made once, serves them all (an SSLContext is safe to share between clients)."""
    import functools

    import httpx._transports.default as transport

    made = transport.create_ssl_context
    if getattr(made, "shared", False):
        return
    cached = functools.lru_cache(maxsize=16)(made)

    @functools.wraps(made)
    def shared(*args: object, **kwargs: object) -> object:
        try:
            return cached(*args, **kwargs)
        except TypeError:  # an argument that cannot be a cache key: build it as httpx does
            return made(*args, **kwargs)

    shared.shared = True  # type: ignore[attr-defined]
    transport.create_ssl_context = shared  # type: ignore[assignment]


_one_tls_context_for_all_clients()

#: file -> the tests in it whose assertions are about elapsed time
TIMING: dict[str, set[str]] = {
    # a round of 10,000 seekers timed against its budget (docs/pairing.md)
    "ratings/test_pairing.py": {
        "test_ten_thousand_seekers_are_paired_in_a_round_under_a_tenth_of_a_second"},
    # another client's latency or a bot's pace measured while a flood runs
    "server/test_security.py": {"test_a_message_flood_is_throttled_and_others_stay_quick"},
    "server/test_security_round2.py": {"test_a_rest_flood_is_answered_429_and_others_stay_quick"},
    # an honest sign-in's median, quiet and while guesses at the password asked again run
    "server/test_security_round3_accounts.py": {
        "test_an_honest_sign_in_stays_within_three_times_its_quiet_median_while_200_guesses_run"},
    "server/test_accounts.py": {
        "test_fifty_sign_ins_at_once_keep_another_tables_round_trip_within_twice_quiet",
        # Argon2 timings compared (a wrong handle costs as much as a wrong password)
        "test_a_wrong_handle_answers_as_a_wrong_password_and_takes_as_long",
    },
    "server/test_bot_fairness.py": {
        "test_a_search_stops_when_the_host_says_so_with_a_move_and_not_before_the_first_iterations",
        "test_a_running_job_made_stale_is_stopped_at_once",
        "test_a_flood_of_slow_bots_keeps_another_tables_random_bot_under_a_second_a_move",
        "test_through_the_server_tables_of_slow_bots_nobody_watches_do_not_slow_a_persons_bot",
    },
    # a rate of one a second after a burst, counted as the server receives the lines
    "server/test_chat.py": {"test_a_burst_of_five_then_one_a_second"},
    # a game played out within seconds; the bots' pace changed within a deadline
    "server/test_finish.py": {
        "test_the_host_of_a_bot_table_has_it_played_out_at_once",
        "test_played_out_a_rule_timer_the_bots_leave_to_run_out_does_not_wait",
    },
    "web/test_pace.py": {"test_a_watching_person_makes_the_bots_faster_and_back"},
    # a frozen server said lost within 5 s by the client's unanswered ping (about 3.5 s)
    "web/test_connection.py": {
        "test_a_frozen_server_is_said_within_five_seconds_and_no_move_counts_twice"},
    # a search within its time budget
    "bots/test_ismcts.py": {"test_time_budget_is_respected"},
}
# Not here, though they time something: bounds a dozen times what they take on a quiet machine,
# which a busy one does not reach (a whole analysis within a minute: 5 s; a silent Ray cluster
# refused within 15 s: 1 s; Card Ball's slowest bot decision of a game within 15 s: 0.55 s since
# its physics lost its debug lines). They run in the parallel pass.


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "timing: asserts elapsed time; run apart from the "
                                       "parallel suite (tests/conftest.py says which and why)")
    config.addinivalue_line("markers", "real_password_hashes: hashes passwords at the server's "
                                       "own Argon2 cost (`quick_password_hashes`)")


#: Argon2id at the least cost argon2 allows, for the tests' accounts
QUICK_HASHES = {"time_cost": 1, "memory_cost": 8, "parallelism": 1}


@pytest.fixture(autouse=True)
def quick_password_hashes(request: pytest.FixtureRequest) -> Iterator[None]:
    """The servers a test runs in this process hash passwords with Argon2id at the least cost
    (`QUICK_HASHES`) rather than the server's 19 MiB and two passes: 20 ms of a core a sign-up
    or sign-in, some hundreds of them in the suite, for what no test looks at but the tests
    marked `timing` (a wrong handle answering as slowly as a wrong password) and
    `real_password_hashes` (the cost itself), which keep it. A hash made at another cost is
    still verified (the parameters are in the hash), so a server's accounts work either way;
    servers run as their own process always hash at their own cost."""
    accounts = sys.modules.get("koloda.server.people.accounts")
    if (accounts is None  # no server here yet: none to change
            or request.node.get_closest_marker("timing")
            or request.node.get_closest_marker("real_password_hashes")):
        yield
        return
    from argon2 import PasswordHasher, Type

    real = accounts.HASHER
    accounts.HASHER = PasswordHasher(**QUICK_HASHES, type=Type.ID)
    try:
        yield
    finally:
        accounts.HASHER = real


#: the collector's thresholds in a test process (young, gen-1, full): a young pass after
#: 10,000 more objects than were freed rather than 700, the others as Python's
TEST_GC_THRESHOLDS = (10_000, 10, 10)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Keep what collection made (every test module, koloda, its libraries: about half a million
    objects) out of the cyclic collector's full passes, and run its passes less often. With
    Python's defaults a test process spent 7-10% of its CPU collecting, mostly in full passes
    of a fifth of a second each that walked those objects again and again. Reference counting
    frees all but cycles as before; cycles wait a little longer. Only in the parallel pass's
    processes (pytest-xdist's workers): the timing tests measure latencies in servers that run in
    their own process, under the collector as Python sets it."""
    import gc
    import os

    if "PYTEST_XDIST_WORKER" not in os.environ:
        return
    gc.collect()
    gc.freeze()
    gc.set_threshold(*TEST_GC_THRESHOLDS)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if not item.path.is_relative_to(HERE):
            continue
        name = getattr(item, "originalname", item.name)
        if name in TIMING.get(item.path.relative_to(HERE).as_posix(), ()):
            item.add_marker(pytest.mark.timing)

