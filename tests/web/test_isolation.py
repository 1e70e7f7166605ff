"""The browser tests share contexts (tests/web/conftest.py, `ContextPool`): a context handed on
to the next test carries nothing of the last one but its HTTP cache."""

from __future__ import annotations

from typing import Any

from tests.web.conftest import PHONE, Pages

#: every place a page can keep something, written by the page itself
LEAVE_TRACES = """async () => {
  localStorage.setItem("koloda.trace", "1");
  sessionStorage.setItem("koloda.trace", "1");
  document.cookie = "trace=1; path=/; max-age=3600";
  await new Promise((done, failed) => {
    const open = indexedDB.open("trace", 1);
    open.onupgradeneeded = () => open.result.createObjectStore("things");
    open.onsuccess = () => { open.result.close(); done(); };
    open.onerror = () => failed(open.error);
  });
  await (await caches.open("trace")).put("/trace", new Response("1"));
}"""

#: what a page finds of those traces
FIND_TRACES = """async () => ({
  local: localStorage.length,
  session: sessionStorage.length,
  cookie: document.cookie,
  databases: (await indexedDB.databases()).map((d) => d.name),
  caches: await caches.keys(),
})"""

#: a page of the site where no script of the app runs (and writes its own keys)
SCRIPTLESS = "/api/health"

NOTHING = {"local": 0, "session": 0, "cookie": "", "databases": [], "caches": []}


def _traces(page: Any) -> dict[str, Any]:
    return page.evaluate(FIND_TRACES)


def test_a_context_handed_on_keeps_no_storage_cookie_or_page(browser: Any, server: str) -> None:
    pages = Pages(browser, server)
    first = pages(viewport=PHONE, locale="ru-RU")
    first.goto("/")  # the app, as a test uses it
    first.goto(SCRIPTLESS)
    first.evaluate(LEAVE_TRACES)
    # a cookie only the server can see, as a sign-in's is
    first.context.add_cookies([{"name": "koloda_session", "value": "x", "url": server,
                                "httpOnly": True}])
    assert first.evaluate("localStorage.getItem('koloda.trace')") == "1"
    context = first.context
    pages.close()

    second = pages(viewport=PHONE, locale="ru-RU")
    try:
        assert second.context is context  # the same context, handed on
        assert context.pages == [second]  # and none of the last test's pages
        assert context.cookies() == []
        second.goto(SCRIPTLESS)
        assert _traces(second) == NOTHING
    finally:
        pages.close()


def test_other_options_get_another_context(browser: Any, server: str) -> None:
    pages = Pages(browser, server)
    try:
        phone = pages(viewport=PHONE)
        kept = phone.context
        pages.close()
        desktop = pages(locale="ru-RU")
        assert desktop.context is not kept
        assert desktop.viewport_size != phone.viewport_size
    finally:
        pages.close()


def test_a_context_for_the_service_worker_is_never_handed_on(browser: Any, server: str) -> None:
    pages = Pages(browser, server, worker=True)
    first = pages()
    context = first.context
    pages.close()
    try:
        assert pages().context is not context
    finally:
        pages.close()
