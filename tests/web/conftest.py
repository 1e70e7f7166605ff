"""Fixtures for the browser tests: a real server on a free loopback port (temporary SQLite
database) and headless Debian Chromium driven by Playwright.

Every test here is marked `browser`; all are skipped, with the reason, when Chromium is
missing (Playwright itself is a test dependency).
"""

from __future__ import annotations

import asyncio
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest


def _chromium() -> str:
    """The browser to drive: `KOLODA_CHROMIUM` if set, else Debian's old headless shell (the
    chromium-headless-shell package: no GPU process and no browser UI, about a third less CPU
    a test than the full browser in headless mode, which matters on two cores), else Debian's
    chromium."""
    if "KOLODA_CHROMIUM" in os.environ:
        return os.environ["KOLODA_CHROMIUM"]
    shell = "/usr/bin/chromium-headless-shell"
    return shell if Path(shell).is_file() else "/usr/bin/chromium"


CHROMIUM = _chromium()
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SCREENSHOTS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


def _missing() -> str | None:
    if not (Path(CHROMIUM).is_file() or shutil.which(CHROMIUM)):
        return f"headless Chromium not found at {CHROMIUM} (apt-get install chromium)"
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    reason = _missing()
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)
            if reason:
                item.add_marker(pytest.mark.skip(reason=reason))


@pytest.fixture(scope="session", autouse=True)
def patient_expectations() -> None:
    """`expect` waits up to 10 s (Playwright's default is 5), as actions do (`Pages`): on a
    loaded two-core machine a page's first paint can take longer than 5 s, and a passing check
    returns as soon as it holds, so only a failing one waits longer."""
    from playwright.sync_api import expect

    expect.set_options(timeout=10_000)


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Any]]:
    """The koloda server on a free port with a fresh SQLite file: its base URL and its hub (for
    a test that moves a stored clock on, as tests/server do, rather than wait for it)."""
    from koloda.core import register
    from tests.core.toygame import GAME as TOY
    from tests.server.helpers import running_hub
    from tests.web.knockout import GAME as KNOCKOUT

    # A game without a renderer of its own, to show the generic one; one where the person is
    # out after one move while bots play on.
    register(TOY)
    register(KNOCKOUT)
    db = tmp_path_factory.mktemp("web-db") / "koloda.db"
    # Every browser test comes from 127.0.0.1 and asks faster than a person: the per-address
    # limits on tables and requests (server/limits.py, tested in tests/server) are lifted here.
    from koloda.server.limits import Limits

    roomy = Limits(creates_per_minute_address=100_000, creates_per_minute_client=100_000,
                   open_per_address=100_000, open_per_client=100_000,
                   playing_per_address=100_000, playing_per_client=100_000,
                   rest_burst_address=100_000, rest_burst_client=100_000,
                   signins_per_minute_address=100_000, signups_per_minute_address=100_000,
                   recoveries_per_minute_address=100_000,  # test_account.py's accounts
                   tournaments_per_day_account=100_000, tournaments_per_day_address=100_000,
                   tournaments_per_day_client=100_000,
                   analysis_iterations=200)  # as tests/server/conftest.py's, and why
    with running_hub(f"sqlite:///{db}", limits=roomy) as found:
        yield found


@pytest.fixture(scope="session")
def server(site: tuple[str, Any]) -> str:
    """The server's base URL."""
    return site[0]


class _Chromium:
    """The test process's Playwright driver, its event loop and the browser it launched."""

    def __init__(self) -> None:
        from playwright.sync_api import sync_playwright

        self.pw = sync_playwright().start()
        self.loop = asyncio.events._get_running_loop()
        self.browser: Any = None

    def launched(self) -> Any:
        """The browser, launched again if it went away (a crash stays in its own module)."""
        if self.browser is None or not self.browser.is_connected():
            self.browser = self.pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                                   headless=True)
        return self.browser

    def stop(self) -> None:
        asyncio.events._set_running_loop(self.loop)
        try:
            if self.browser is not None and self.browser.is_connected():
                self.browser.close()
        finally:
            self.pw.stop()


@pytest.fixture(scope="session")
def _chromium_session() -> Iterator[_Chromium]:
    """One Playwright driver and one headless Chromium a test process (launching both costs
    about 0.8 s of a core: once a module before).

    Playwright's sync API runs its asyncio loop in a greenlet of this thread, and while it is
    suspended there asyncio still counts it as this thread's running loop: `asyncio.run` would
    refuse to start in the tests that follow (tests/server's clients). So the loop is this
    thread's running loop only while a module that uses the browser runs (`browser`), and
    none in between."""
    session = _Chromium()
    asyncio.events._set_running_loop(None)
    try:
        yield session
    finally:
        session.stop()


@pytest.fixture(scope="module")
def browser(_chromium_session: _Chromium) -> Iterator[Any]:
    """The test process's headless Chromium, for one test module (contexts keep tests apart);
    Playwright's loop counts as running only meanwhile (see `_chromium_session`)."""
    asyncio.events._set_running_loop(_chromium_session.loop)
    try:
        yield _chromium_session.launched()
    finally:
        asyncio.events._set_running_loop(None)


#: what makes two of `Pages`' contexts interchangeable: the server, the locale, the viewport,
#: touch, reduced motion (a context's options cannot change once it is made)
ContextKey = tuple[Any, ...]


class ContextPool:
    """Browser contexts a test has finished with, cleared and kept for the next test that asks
    for the same options, per test process. A fresh context fetches, parses and compiles every
    client file again (some fifty modules and catalogs), and its first page starts a renderer:
    about 0.4 s of a core, against 0.17 s for a page in a context that has served a page before
    (its HTTP cache keeps the files and their compiled code). Of the 184 contexts the browser
    tests asked for (2026-12-03), 154 were handed on.

    Cleared means no test can see another's traces: every page is taken to about:blank first
    (its scripts stop, so none writes after the clearing), then the cookies and every kind of
    storage of the test's server and of each origin the pages are at (local and session
    storage, IndexedDB, the Cache API, service workers) are cleared through Chromium's own
    Storage domain, and the pages are closed. Only the HTTP cache of the client's files stays, as it would in a person's browser.
    A context that fails to clear is closed instead. Contexts that let the app's service worker
    run are never kept (`Pages(worker=True)`): they test what a first visit installs.
    tests/web/test_isolation.py checks the clearing."""

    def __init__(self) -> None:
        self.idle: dict[ContextKey, list[Any]] = {}

    def take(self, browser: Any, key: ContextKey) -> Any | None:
        kept = self.idle.get(key)
        while kept:
            context = kept.pop()
            if context.browser is browser and browser.is_connected():
                return context
        return None

    def give_back(self, key: ContextKey, context: Any) -> None:
        try:
            _clear(context, key[0])
        except Exception:  # noqa: BLE001 - a context that cannot be cleared is not kept
            context.close()
            return
        self.idle.setdefault(key, []).append(context)


def _origin(url: str) -> str | None:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme in ("http", "https") else None


def _clear(context: Any, base_url: str) -> None:
    """Leave `context` as a fresh one but for its HTTP cache (see `ContextPool`)."""
    pages = list(context.pages) or [context.new_page()]
    origins = {o for o in (_origin(url) for url in [base_url, *(p.url for p in pages)]) if o}
    for page in pages:
        page.goto("about:blank")
    context.clear_cookies()
    cdp = context.new_cdp_session(pages[0])
    try:
        for origin in origins:  # the server's at least
            cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
    finally:
        cdp.detach()
    for page in pages:
        page.close()


#: the test process's contexts kept between tests
POOL = ContextPool()


class Pages:
    """Pages in browser contexts on one server, each made as a test asks and as good as fresh
    (`ContextPool`); `close()` hands every context back. What a test does not look at costs two
    cores' time all the same, so unless a test asks: the app's service worker is blocked (each
    fresh context would fetch and cache every client file; tests/web/test_app_install.py tests
    the worker), and the page prefers reduced motion (the cards' glides, which the client turns
    off then, render frames and hold Playwright's clicks until a card stands still;
    test_motion.py and the Clash board's playback test the motion)."""

    def __init__(self, browser: Any, base_url: str, viewport: dict[str, int] = DESKTOP,
                 worker: bool = False, timeout_ms: int = 10_000) -> None:
        self.browser, self.base_url, self.viewport = browser, base_url, viewport
        self.worker, self.timeout_ms = worker, timeout_ms
        self.contexts: list[tuple[ContextKey | None, Any]] = []

    def __call__(self, locale: str = "en-US", viewport: dict[str, int] | None = None,
                 touch: bool = False, worker: bool | None = None, motion: bool = False) -> Any:
        worker = self.worker if worker is None else worker
        viewport = viewport or self.viewport
        key = None if worker else (self.base_url, locale, viewport["width"], viewport["height"],
                                   touch, motion)
        context = POOL.take(self.browser, key) if key else None
        if context is None:
            context = self.browser.new_context(
                base_url=self.base_url, locale=locale, viewport=viewport, has_touch=touch,
                service_workers="allow" if worker else "block",
                reduced_motion="no-preference" if motion else "reduce")
        context.set_default_timeout(self.timeout_ms)
        self.contexts.append((key, context))
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        # what the pages' Content-Security-Policy refused (server/headers.py), markup its
        # Trusted Types refused even where a script caught the error, and a header the
        # browser cannot read count as errors too: every test that expects none checks that
        # the client lives within the policies and that they say what they mean
        page.on("console", lambda message: errors.append(message.text)
                if (message.type == "error" and ("Content Security Policy" in message.text
                                                 or "requires 'Trusted" in message.text))
                or "Permissions-Policy header" in message.text else None)
        page.js_errors = errors  # type: ignore[attr-defined]
        return page

    def close(self) -> None:
        for key, context in self.contexts:
            if key is None:
                context.close()
            else:
                POOL.give_back(key, context)
        self.contexts.clear()


@pytest.fixture
def new_page(browser: Any, server: str) -> Iterator[Any]:
    """Make pages in contexts as good as fresh (`ContextPool`):
    `new_page(locale="ru-RU", viewport=PHONE, touch=True)` (`worker=True` lets the app's service
    worker run, `motion=True` lets cards move); all handed back after."""
    pages = Pages(browser, server)
    yield pages
    pages.close()


#: the tests' pictures of what they checked are taken only when asked (`KOLODA_ARTIFACTS=1`,
#: or `scripts/screenshots`): about a hundred full-page captures cost `make test` a core's
#: half-minute, and nobody looks at them in an ordinary run
ARTIFACTS = os.environ.get("KOLODA_ARTIFACTS") == "1"


def screenshot(page: Any, name: str) -> Path | None:
    """Save a full-page screenshot under artifacts/screenshots/ (git-ignored) when asked."""
    if not ARTIFACTS:
        return None
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path
