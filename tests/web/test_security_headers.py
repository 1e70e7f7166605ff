"""What the browser enforces from koloda's answers (server/headers.py): a script slipped into a
page does not run, and no other site can show a koloda page inside its own to steer a
person's clicks. Every other browser test checks the client itself stays within the policy
(`Pages` counts a refusal as a page error)."""

from __future__ import annotations

import http.server
import threading
from typing import Any

from playwright.sync_api import expect

from .helpers import wait_until

#: a page's own reports of what its policy refused, kept where the test can read them
LISTEN = """() => { window.refused = [];
  document.addEventListener("securitypolicyviolation",
    (e) => window.refused.push(e.effectiveDirective)); }"""

#: what an injection would try through the page's own scripts: markup with an inline handler
#: written as HTML, and a script element given its text; each refusal's name is kept
SLIP_IN = """() => {
  const thrown = [];
  const holder = document.createElement("div");
  holder.id = "slot";
  document.body.append(holder);
  try {
    holder.innerHTML = '<img src="/static/missing.png" onerror="window.slipped = \\'markup\\'">';
  } catch (error) { thrown.push(error.name); }
  const script = document.createElement("script");
  try { script.textContent = "window.slipped = 'text'"; } catch (error) { thrown.push(error.name); }
  script.append(document.createTextNode("window.slipped = 'node'"));
  document.body.append(script);
  return thrown;
}"""


def test_a_script_slipped_into_a_page_is_not_run(new_page: Any) -> None:
    """Two layers: Trusted Types refuse a string written as HTML or as a script's text (the
    page's scripts cannot make markup but through the client's policy), and the script rules
    refuse an inline handler that got in some other way (here through DevTools, as in a
    browser without Trusted Types)."""
    page = new_page()
    page.goto("/")
    expect(page.get_by_test_id("seek")).to_be_visible()
    page.evaluate(LISTEN)
    assert page.evaluate(SLIP_IN) == ["TypeError", "TypeError"]
    devtools = page.context.new_cdp_session(page)
    body = devtools.send("DOM.querySelector", {
        "nodeId": devtools.send("DOM.getDocument")["root"]["nodeId"], "selector": "#slot"})
    devtools.send("DOM.setOuterHTML", {"nodeId": body["nodeId"], "outerHTML":
                  '<img src="/static/missing.png" onerror="window.slipped = \'handler\'">'})
    wait_until(page, "window.refused.includes('script-src-attr') || window.slipped")
    assert page.evaluate("window.slipped") is None
    assert set(page.evaluate("window.refused")) == {"require-trusted-types-for",
                                                     "script-src-attr"}
    assert any("Content Security Policy" in error for error in page.js_errors)
    assert any("TrustedHTML" in error for error in page.js_errors)


class _Decoy(http.server.BaseHTTPRequestHandler):
    """Another site: one page that frames koloda's account page (`framed`)."""

    framed = ""

    def do_GET(self) -> None:  # noqa: N802 - the standard library's name
        body = (f'<h1>Win a prize</h1><iframe name="koloda" src="{self.framed}"></iframe>'
                .encode())
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: Any) -> None:
        pass


def test_another_site_cannot_show_a_koloda_page_in_a_frame(server: str, new_page: Any) -> None:
    """A decoy on another origin (another port of this machine) frames the account page,
    where "Delete my account" is: the browser refuses to show it there, so there is nothing
    to trick a click onto."""
    _Decoy.framed = f"{server}/account"
    decoy = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Decoy)
    threading.Thread(target=decoy.serve_forever, daemon=True).start()
    try:
        page = new_page()
        page.goto(f"http://localhost:{decoy.server_address[1]}/")  # waits for the frame too
        framed = page.frame(name="koloda")
        assert framed is not None
        assert not framed.url.startswith(server), framed.url
    finally:
        decoy.shutdown()
        decoy.server_close()
    # the same page opened as itself still works
    page.goto(f"{server}/account")
    expect(page.locator("main")).to_be_visible()
