"""An app on the phone: the manifest and its icons, the service worker that keeps the client's
files, and what a person sees when the server is gone for a while: the offline page in place of
the page asked for, then the same table again, playing on, once the server is back."""

from __future__ import annotations

import os
import re
import shutil
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE, Pages, screenshot
from .helpers import contrast_problems, create_table, play_to_the_end, wait_for_board, wait_until

pytestmark = pytest.mark.browser

ACTIVE = """async () => {
  const registration = await navigator.serviceWorker.ready;
  return {state: registration.active.state, scope: registration.scope,
          script: registration.active.scriptURL};
}"""


def worker_in_control(page: Any) -> None:
    """Wait until the service worker, active, serves this page (it claims the open pages)."""
    wait_until(page, "navigator.serviceWorker.controller?.state === 'activated'")


class RestartableServer:
    """A koloda server that can stop and start again on the same port and database, as a
    deploy or a crash would look to a browser."""

    def __init__(self, db_url: str) -> None:
        self.db_url = db_url
        self.port = 0
        self.base = ""
        self._stop: Any = None

    def start(self) -> None:
        from koloda.server.app import create_app, listening_socket
        from koloda.server.limits import Limits
        from tests.server.helpers import wait_ready

        sock = listening_socket("127.0.0.1", self.port)  # the same port each time (SO_REUSEADDR)
        self.port = sock.getsockname()[1]
        app = create_app(self.db_url, bot_pool="thread", bot_workers=2,
                         limits=Limits(analysis_iterations=200))
        server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on"))
        thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
        thread.start()
        self.base = f"http://127.0.0.1:{self.port}"
        wait_ready(self.base)

        def stop() -> None:
            server.should_exit = True
            thread.join(timeout=20)
            sock.close()
        self._stop = stop

    def stop(self) -> None:
        if self._stop is not None:
            self._stop()
            self._stop = None


@pytest.fixture(scope="module")
def restartable(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RestartableServer]:
    from koloda.core import register
    from tests.core.toygame import GAME as TOY

    register(TOY)
    server = RestartableServer(f"sqlite:///{tmp_path_factory.mktemp('app-db') / 'koloda.db'}")
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def own_page(browser: Any, restartable: RestartableServer) -> Iterator[Any]:
    """A page in a fresh context on the restartable server; the server is running again after
    the test whatever happened in it."""
    pages = Pages(browser, restartable.base, viewport=PHONE, worker=True, timeout_ms=15_000)
    yield pages
    pages.close()
    if restartable._stop is None:
        restartable.start()


def test_the_manifest_loads_and_its_icons_are_reachable(new_page: Any) -> None:
    page = new_page()
    page.goto("/")
    result = page.evaluate("""async () => {
      const link = document.querySelector('link[rel=manifest]');
      const manifest = await (await fetch(link.href)).json();
      const sizes = await Promise.all(manifest.icons.map((icon) => new Promise((done) => {
        const img = new Image();
        img.onload = () => done(`${img.naturalWidth}x${img.naturalHeight}`);
        img.onerror = () => done(null);
        img.src = new URL(icon.src, link.href).href;
      })));
      return {manifest, sizes,
              theme: document.querySelector('meta[name=theme-color]').content,
              touch: document.querySelector('link[rel=apple-touch-icon]').href};
    }""")
    manifest = result["manifest"]
    assert manifest["name"] == "koloda" and manifest["display"] == "standalone"
    assert manifest["start_url"] == "/" and result["theme"] == manifest["theme_color"]
    assert result["sizes"] == [icon["sizes"] for icon in manifest["icons"]]
    assert "maskable" in {icon["purpose"] for icon in manifest["icons"]}
    assert re.search(r"/static/v/\w+/icons/apple-touch-icon\.png$", result["touch"])
    assert page.js_errors == []


def test_the_service_worker_registers_becomes_active_and_keeps_only_the_client(
        new_page: Any, server: str) -> None:
    page = new_page(worker=True)
    page.goto("/")
    worker_in_control(page)
    worker = page.evaluate(ACTIVE)
    assert worker == {"state": "activated", "scope": f"{server}/", "script": f"{server}/sw.js"}
    expect(page.get_by_test_id("game-durak")).to_be_visible()  # the lobby asked the API
    kept = page.evaluate("""async () => {
      const names = await caches.keys();
      const urls = [];
      for (const name of names) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return {names, urls};
    }""")
    assert len(kept["names"]) == 1 and kept["names"][0].startswith("koloda-")
    paths = [url.removeprefix(server) for url in kept["urls"]]
    prefix = f"/static/v/{kept['names'][0].removeprefix('koloda-')}/"  # the build's files
    assert {f"{prefix}offline.html", f"{prefix}js/lobby.js", f"{prefix}messages/ru.ftl",
            f"{prefix}css/base.css"} <= set(paths)
    # never an API answer, a socket, a page's own address or anything with a query (tokens)
    assert [p for p in paths if not p.startswith("/static/") or "?" in p] == []
    assert page.js_errors == []


def test_the_offline_page_shows_when_the_server_is_down_and_goes_back_by_itself(
        own_page: Any, restartable: RestartableServer) -> None:
    page = own_page()
    page.goto("/")
    worker_in_control(page)
    restartable.stop()
    page.goto("/")
    offline = page.get_by_test_id("offline")
    expect(offline).to_be_visible()
    expect(offline.locator("h1")).to_have_text("The server cannot be reached")
    expect(page.get_by_test_id("offline-retry")).to_have_text("Try again")
    screenshot(page, "offline-phone")
    page.evaluate("window.beforeRetry = true")
    page.get_by_test_id("offline-retry").click()  # a reload: the server is still down
    wait_until(page, "window.beforeRetry === undefined")
    expect(offline).to_be_visible()
    assert contrast_problems(page) == []
    page.set_viewport_size(DESKTOP)
    screenshot(page, "offline-desktop")
    page.get_by_test_id("lang-toggle").click()  # the catalogs come from the worker's cache too
    expect(offline.locator("h1")).to_have_text("Сервер недоступен")
    expect(page.get_by_test_id("offline-retry")).to_have_text("Попробовать снова")
    page.set_viewport_size(PHONE)
    screenshot(page, "offline-phone-ru")
    page.emulate_media(color_scheme="dark")
    screenshot(page, "offline-phone-ru-dark")
    restartable.start()
    # the page asks the server now and then, and reloads itself once it answers
    expect(page.get_by_test_id("game-durak")).to_be_visible(timeout=45_000)
    assert page.js_errors == []


def test_the_table_still_works_after_a_reload_with_the_server_stopped_and_started_again(
        own_page: Any, restartable: RestartableServer) -> None:
    page = own_page()
    table = create_table(page, "toy", ["random"])
    wait_for_board(page)
    worker_in_control(page)
    restartable.stop()
    page.reload()
    expect(page.get_by_test_id("offline")).to_be_visible()
    assert page.url == f"{restartable.base}/t/{table}"  # the address is kept for coming back
    restartable.start()
    # back by itself (the offline page asks the server now and then): the same seat, the game on
    expect(page.get_by_test_id("board")).to_be_visible(timeout=45_000)
    wait_for_board(page)
    page.reload()
    wait_for_board(page)
    expect(page.locator("[data-testid=plate-0]")).to_contain_text("Alice")
    play_to_the_end(page, limit_s=30)
    expect(page.get_by_test_id("gameover").locator("tbody tr")).to_have_count(2)
    assert page.js_errors == []



def test_after_a_deploy_a_reload_runs_the_new_client_not_what_the_browser_kept(
        browser: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A deploy changes the client's files; the people who had a page open reload it. They get
    the new files, not the ones their browser kept by their age: every page names its files at
    its build's address (server/app_install.py). Before, the catalogs and modules came from the
    browser's cache for as long as their age allowed, beside a new page."""
    import koloda.server.app as app_module
    from koloda.server.app import WEB

    web = tmp_path / "web"
    shutil.copytree(WEB, web, ignore=shutil.ignore_patterns("__pycache__"))
    day_ago = time.time() - 86_400  # files a day old: a browser would keep them for hours
    for path in web.rglob("*"):
        os.utime(path, (day_ago, day_ago))
    monkeypatch.setattr(app_module, "WEB", web)
    server = RestartableServer(f"sqlite:///{tmp_path / 'koloda.db'}")
    server.start()
    pages = Pages(browser, server.base)
    try:
        page = pages()
        page.goto("/")
        expect(page).to_have_title("koloda: lobby")
        before = page.evaluate("document.querySelector('script[type=module]').src")
        server.stop()
        catalog = web / "messages" / "en.ftl"  # the deploy: new words for the lobby's title
        catalog.write_text(catalog.read_text().replace("lobby-title = koloda: lobby",
                                                       "lobby-title = koloda: the lobby"))
        server.start()
        page.reload()
        expect(page).to_have_title("koloda: the lobby")
        after = page.evaluate("document.querySelector('script[type=module]').src")
        assert before != after and "/static/v/" in after  # the new build's address
        assert page.js_errors == []
    finally:
        pages.close()
        server.stop()
