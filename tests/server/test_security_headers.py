"""The headers every answer carries (server/headers.py): the pages' Content-Security-Policy, no
framing, no sniffing, no referrer abroad. What a browser does with them:
tests/web/test_security_headers.py. They touch no database: SQLite only."""

from __future__ import annotations

import base64
import hashlib
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from koloda.server import create_app
from koloda.server.app import WEB

from .databases import fresh_url

HEADERS = {
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "same-origin",
    "cross-origin-opener-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), "
                          "serial=(), hid=()",
}
#: one of each kind of answer: the pages, a page refused, the API, a refusal, the client's
#: files, the app's worker and manifest
ADDRESSES = ["/", "/t/abc", "/account", "/leaderboard", "/tournaments", "/@/somebody",
             "/learn/durak", "/analysis/abc", "/replay/abc", "/no-such-page", "/api/games",
             "/api/health", "/api/tables/no-such-table", "/static/js/lobby.js",
             "/static/css/base.css", "/sw.js", "/manifest.webmanifest"]


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    app = create_app(fresh_url("sqlite", tmp_path_factory.mktemp("db")), bot_pool="thread")
    with TestClient(app) as test_client:
        yield test_client


def policy(header: str) -> dict[str, list[str]]:
    return {name: values for name, *values in (d.split() for d in header.split("; "))}


@pytest.mark.parametrize("address", ADDRESSES)
def test_every_answer_carries_the_browsers_rules(client: TestClient, address: str) -> None:
    response = client.get(address, headers={"Accept": "text/html"})
    assert {name: response.headers.get(name) for name in HEADERS} == HEADERS, address
    rules = policy(response.headers["content-security-policy"])
    assert rules["frame-ancestors"] == ["'none'"]
    assert rules["default-src"] == ["'self'"] and rules["object-src"] == ["'none'"]
    assert rules["style-src"] == ["'self'"] and rules["base-uri"] == ["'none'"]
    # no inline script but those allowed by their hash, no eval
    assert [s for s in rules["script-src"] if not s.startswith("'sha256-")] == ["'self'"]
    # markup only through the client's one Trusted Types policy
    assert rules["require-trusted-types-for"] == ["'script'"]
    assert rules["trusted-types"] == ["koloda"]


class _Scripts(HTMLParser):
    """A page's inline scripts, and any inline style or event handler it carries."""

    def __init__(self) -> None:
        super().__init__()
        self.inline: list[str] = []
        self.forbidden: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        names = {name for name, _ in attrs}
        self.forbidden += [f"<{tag} {n}>" for n in names if n == "style" or n.startswith("on")]
        if tag == "style":
            self.forbidden.append("<style>")
        self._in_script = tag == "script" and "src" not in names
        if self._in_script:
            self.inline.append("")

    def handle_data(self, data: str) -> None:
        if self._in_script:
            self.inline[-1] += data

    def handle_endtag(self, tag: str) -> None:
        self._in_script = False


def _sha256(script: str) -> str:
    return f"'sha256-{base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()}'"


@pytest.mark.parametrize("address", ["/", "/t/abc", "/account", "/no-such-page"])
def test_the_policy_allows_the_pages_import_map_and_no_other_inline_script(
        client: TestClient, address: str) -> None:
    response = client.get(address, headers={"Accept": "text/html"})
    assert response.headers["content-type"].startswith("text/html")
    page = _Scripts()
    page.feed(response.text)
    assert len(page.inline) == 1 and '"imports"' in page.inline[0], page.inline
    allowed = policy(response.headers["content-security-policy"])["script-src"]
    assert allowed == ["'self'", _sha256(page.inline[0])]


@pytest.mark.parametrize("path", sorted(WEB.glob("*.html")), ids=lambda p: Path(p).name)
def test_no_page_of_the_client_needs_an_inline_style_or_handler(path: Path) -> None:
    """The policy refuses inline styles and event handlers: no page of the client may rely
    on one (its scripts set styles through the DOM, which the policy allows)."""
    page = _Scripts()
    page.feed(path.read_text(encoding="utf-8"))
    assert page.forbidden == [] and page.inline == [], (page.forbidden, page.inline)


#: the client's scripts and the example game package's (a renderer from another package lives
#: under the same policy)
CLIENT_SCRIPTS = [p for p in sorted(WEB.glob("js/**/*.js"))
                  + sorted((WEB.parents[2] / "examples").glob("**/web/**/*.js"))]
HTML_SINK = re.compile(r"\.(innerHTML|outerHTML)\s*=(?!=)|insertAdjacentHTML\(|document\.write")
SCRIPT_SINK = re.compile(r"serviceWorker\.register\(|new (Shared)?Worker\(|importScripts\(")


def test_every_markup_the_client_writes_goes_through_its_trusted_types_policy() -> None:
    """Under `require-trusted-types-for 'script'` a string written as HTML, or given as a
    script's address, throws: every such write in the client's scripts takes its markup from
    web/js/trusted.js (`drawing`, for the client's own SVG, or `rulesPage`) and the service
    worker's address from `workerScript`, and that module alone makes a policy."""
    assert len(CLIENT_SCRIPTS) > 40
    unwrapped, policies = [], []
    for path in CLIENT_SCRIPTS:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            where = f"{path.relative_to(WEB.parents[2])}:{number}"
            sink = HTML_SINK.search(line)
            if sink and not re.search(r"=\s*(drawing|rulesPage)\(", line[sink.start():]):
                unwrapped.append(where)
            script = SCRIPT_SINK.search(line)
            if script and not line[script.end():].startswith("workerScript()"):
                unwrapped.append(where)
            if "createPolicy(" in line:
                policies.append(where)
    assert unwrapped == []
    assert policies == ["src/koloda/web/js/trusted.js:18"]


def test_a_websocket_handshake_is_left_alone() -> None:
    """The middleware passes anything but HTTP through untouched (a socket's messages are not
    pages)."""
    import asyncio

    from koloda.server.headers import SecurityHeaders

    seen: list[Any] = []

    async def inner(scope: dict[str, Any], receive: Any, send: Any) -> None:
        await send({"type": "websocket.accept", "headers": [(b"x-mine", b"1")]})

    async def record(message: Any) -> None:
        seen.append(message)

    asyncio.run(SecurityHeaders(inner, csp="default-src 'self'")(
        {"type": "websocket"}, None, record))
    assert seen == [{"type": "websocket.accept", "headers": [(b"x-mine", b"1")]}]


def test_an_answer_that_names_its_own_policy_keeps_it() -> None:
    import asyncio

    from koloda.server.headers import SecurityHeaders

    seen: list[Any] = []

    async def inner(scope: dict[str, Any], receive: Any, send: Any) -> None:
        await send({"type": "http.response.start", "status": 200,
                    "headers": [(b"content-security-policy", b"sandbox")]})

    async def record(message: Any) -> None:
        seen.append(message)

    asyncio.run(SecurityHeaders(inner, csp="default-src 'self'")({"type": "http"}, None, record))
    headers = seen[0]["headers"]
    assert [v for n, v in headers if n == b"content-security-policy"] == [b"sandbox"]
    assert (b"x-frame-options", b"DENY") in headers
