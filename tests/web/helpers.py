"""Steps the browser tests share: create a table as the lobby does, play by clicking."""

from __future__ import annotations

import asyncio
import random
import re
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

TABLE_URL = re.compile(r".*/t/[^/]+$")
#: what `page.evaluate` says when the page it asked went away under it
_NAVIGATING = re.compile(r"Execution context was destroyed|navigat|Cannot find context")


def wait_until(page: Any, predicate: str, arg: Any = None, timeout_ms: float = 10_000) -> Any:
    """Wait until `predicate` (a JavaScript expression, or a function of `arg`) holds in the
    page, and return what it gave. Playwright's own `wait_for_function` evaluates its
    predicate with the page's `eval`, which the pages' Content-Security-Policy refuses
    (server/headers.py); this asks through DevTools, which the policy does not govern,
    every 50 ms. A page that navigates meanwhile (a reload, the offline page going back) is
    asked again once it is there, as Playwright's own wait does."""
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        try:
            value = page.evaluate(predicate) if arg is None else page.evaluate(predicate, arg)
        except PlaywrightError as exc:
            if not _NAVIGATING.search(str(exc)):
                raise
            value = None
        if value:
            return value
        if time.monotonic() > deadline:
            raise PlaywrightTimeout(f"not within {timeout_ms:.0f} ms: {predicate}")
        page.wait_for_timeout(50)


def create_table(page: Any, game: str, seats: list[str], options: dict[str, Any] | None = None,
                 name: str = "Alice") -> str:
    """Create a table as the lobby's form does (seat choices after the first: "" for a person,
    else a bot name), through the same API calls, and open it; return its id once the table page
    is open. The form itself, filled in and submitted, is `create_table_with_the_form`'s (and
    tests/web/test_lobby.py's): going through it here would load the lobby once more for
    every table of the browser suite, a third of a second of two busy cores each."""
    page.goto("/api/health")  # a page of the site, for its storage and origin: no script runs
    origin, account = page.evaluate(
        "() => [location.origin, localStorage.getItem('koloda.account')]")

    def call(path: str, body: dict[str, Any] | None = None, token: str | None = None) -> Any:
        # As the client's `api()`: the site's own origin, for a signed-in person's cookie.
        headers = {"Origin": origin, "Idempotency-Key": uuid.uuid4().hex}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        answer = page.request.post(f"/api{path}", data=body, headers=headers)
        assert answer.ok, f"POST /api{path}: {answer.status} {answer.text()}"
        return answer.json()

    settings = {"bot_delay": 0, **(options or {})}  # bots move at once: no time to follow them
    made = call("/tables", {"game": game, "options": settings, "players": len(seats) + 1,
                            "name": name})
    table_id, token, table = made["table"]["id"], made["token"], made["table"]
    for i, bot in enumerate(seats, start=1):
        if bot:
            table = call(f"/tables/{table_id}/bots", {"seat": i, "bot": bot}, token)
    if all(seat["kind"] != "empty" for seat in table["seats"]):
        call(f"/tables/{table_id}/start", token=token)
    # what the lobby keeps in this browser: the host's seat (api.js `saveSeat`) and the name
    seat = {"seat": made["seat"], "token": token, "host": True, "account": account}
    page.evaluate("([key, seat, name]) => { localStorage.setItem(key, JSON.stringify(seat));"
                  " localStorage.setItem('koloda.name', name); }",
                  [f"koloda.seat.{table_id}", seat, name])
    page.goto(f"/t/{table_id}")
    return str(table_id)


def create_table_with_the_form(page: Any, game: str, seats: list[str],
                               options: dict[str, Any] | None = None, name: str = "Alice") -> str:
    """Fill the lobby form (seat choices after the first: "" for a person, else a bot name),
    create the table and return its id once the table page is open."""
    page.goto("/")
    page.get_by_test_id(f"game-{game}").click()
    page.get_by_test_id("players").select_option(str(len(seats) + 1))
    page.get_by_test_id("your-name").fill(name)
    for i, choice in enumerate(seats, start=1):
        page.get_by_test_id(f"seat-choice-{i}").select_option(value=choice)
    # Bots move at once: the tests need no time to follow them.
    settings = {"bot_delay": 0, **(options or {})}
    for key, value in settings.items():
        field = page.get_by_test_id(f"opt-{key}")
        if isinstance(value, bool):
            field.set_checked(value)
        elif field.evaluate("el => el.tagName") == "SELECT":
            field.select_option(str(value))
        else:
            field.fill(str(value))
    page.get_by_test_id("create").click()
    page.wait_for_url(TABLE_URL)
    return str(page.url.rsplit("/", 1)[-1])


#: resolves once the element has kept its place and size for three frames in a row, the page's
#: fonts loaded (a late font or a panel drawn above it moves it: a tap aimed at the box measured
#: before would land beside it); at most about ten seconds of frames
STANDS_STILL = """async (el) => {
  await document.fonts.ready;
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  let last = "";
  for (let same = 0, frames = 0; same < 3 && frames < 600; frames++) {
    await frame();
    const r = el.getBoundingClientRect();
    const now = `${r.x},${r.y},${r.width},${r.height}`;
    same = now === last ? same + 1 : 0;
    last = now;
  }
}"""


def steady_box(locator: Any) -> dict[str, float]:
    """The element's bounding box once it stands still (`STANDS_STILL`), to aim a tap at."""
    locator.evaluate(STANDS_STILL)
    box = locator.bounding_box()
    assert box is not None, "the element is not on the page"
    return dict(box)


def wait_for_board(page: Any) -> None:
    expect(page.get_by_test_id("board")).to_be_visible()
    expect(page.get_by_test_id("link-state")).to_have_attribute("data-state", "online")


def dismiss_hint(page: Any) -> None:
    """Close the first-game hint card ("Got it"), for tests that need the whole board."""
    page.get_by_test_id("hint-done").click()
    expect(page.get_by_test_id("hint-card")).to_have_count(0)


#: what a player's loop waits for while the others move: the result, a move to make, or the
#: switch that unfolds the moves
SOMETHING_TO_DO = ("[data-testid=gameover]:visible, "
                   "[data-testid=actions] button.action:not([disabled]):visible, "
                   "[data-testid=more-moves]:visible")


def until_something_to_do(page: Any, selector: str, timeout_ms: float = 2000) -> None:
    """Wait (inside the page, not by asking again and again from here) until `selector` shows,
    or at most `timeout_ms`: a loop that polls from the test every few milliseconds keeps three
    processes busy for as long as the bots think."""
    try:
        page.locator(selector).first.wait_for(state="attached", timeout=timeout_ms)
    except PlaywrightError:
        pass


#: a point of a card where the card itself is on top, relative to its box: of the points of a
#: grid over it, the one nearest the middle of those that show (in a squeezed fan, a strip along
#: its left edge; in the back row of a hand in two rows, the top of that strip)
SHOWN_POINT = """(card) => {
    const box = card.getBoundingClientRect(), seen = [];
    for (let i = 1; i < 16; i++) for (let j = 1; j < 16; j++) {
        const x = box.width * i / 16, y = box.height * j / 16;
        const hit = document.elementFromPoint(box.left + x, box.top + y);
        if (hit?.closest(".card") === card) seen.push({ x, y });
    }
    if (!seen.length) return { x: box.width / 2, y: box.height / 2 };
    const mx = seen.reduce((sum, p) => sum + p.x, 0) / seen.length;
    const my = seen.reduce((sum, p) => sum + p.y, 0) / seen.length;
    const away = (p) => (p.x - mx) ** 2 + (p.y - my) ** 2;
    return seen.reduce((best, p) => (away(p) < away(best) ? p : best));
}"""


def click_where_it_shows(card: Any, timeout_ms: float = 1000) -> None:
    """Click a card where a person would touch it: a hand grown by a big pick-up (thirty cards)
    shows each card only as a strip along its left edge, narrower than half a card (on a phone,
    in the back one of two rows, only the top of that strip), so a click at the card's middle
    would land on another card."""
    card.scroll_into_view_if_needed(timeout=timeout_ms)
    card.click(position=card.evaluate(SHOWN_POINT), timeout=timeout_ms)


def play_to_the_end(page: Any, limit_s: float = 90.0) -> int:
    """Play by clicking until the result screen shows: finish any swapping, then pick a card
    and the action the selection highlights; with no card to pick, the first listed action.
    Returns how many actions were clicked."""
    deadline = time.monotonic() + limit_s
    over = page.get_by_test_id("gameover")
    enabled = page.locator("[data-testid=actions] button.action:not([disabled])")
    clicks = 0
    while time.monotonic() < deadline:
        if over.is_visible():
            return clicks
        if enabled.count() == 0:
            more = page.get_by_test_id("more-moves")
            if more.count():  # every move folded behind the switch: open it
                try:
                    more.first.click(timeout=1000)
                except PlaywrightError:
                    pass
            else:
                until_something_to_do(page, SOMETHING_TO_DO)
            continue
        try:
            ready = page.locator("button.action[data-type=ready]:not([disabled])")
            cards = page.locator(".seat-area.me button.card.selectable")
            if ready.count():
                ready.first.click(timeout=1000)
            elif cards.count():
                click_where_it_shows(cards.first)
                exact = page.locator("button.action.exact:not([disabled])")
                (exact if exact.count() else enabled).first.click(timeout=1000)
            else:
                enabled.first.click(timeout=1000)
            clicks += 1
        except PlaywrightError:  # the board was redrawn under the click: look again
            continue
    raise AssertionError(f"the game did not end within {limit_s} s ({clicks} clicks); "
                         + where_the_table_stands(page))


def where_the_table_stands(page: Any) -> str:
    """What a stuck game loop needs said: the page's turn line, link and action buttons beside
    the server's own account of the table (status, version, who is connected)."""
    said = page.evaluate("""() => ({
        turn: document.querySelector("[data-testid=turn]")?.textContent,
        link: document.querySelector("[data-testid=link-state]")?.dataset.state,
        actions: [...document.querySelectorAll("[data-testid=actions] button")].map(
            (b) => `${b.textContent}${b.disabled ? " (disabled)" : ""}`),
        hint: document.querySelector("[data-testid=hint-card]") !== null,
    })""")
    said["script errors"] = getattr(page, "js_errors", None)
    table = page.url.rsplit("/t/", 1)[-1].split("?")[0]
    try:
        served = page.request.get(f"/api/tables/{table}").json()
        said["server"] = {key: served.get(key) for key in ("status", "version", "hurry")}
        said["server"]["seats"] = [(s["kind"], s["bot"], s["connected"]) for s in served["seats"]]
    except Exception as exc:  # the account is for a failure already being reported
        said["server"] = repr(exc)
    return repr(said)


def finished_bot_game(server: str, game: str = "toy") -> str:
    """A game two random bots played to the end through the server's API; its table id."""
    made = httpx.post(f"{server}/api/tables", json={"game": game, "players": 2,
                                                    "options": {"bot_delay": 0}}).json()
    tid, auth = made["table"]["id"], {"Authorization": f"Bearer {made['token']}"}
    httpx.delete(f"{server}/api/tables/{tid}/seats/0", headers=auth)
    for seat in (0, 1):
        httpx.post(f"{server}/api/tables/{tid}/bots", json={"seat": seat, "bot": "random"},
                   headers=auth)
    httpx.post(f"{server}/api/tables/{tid}/start", headers=auth)
    deadline = time.monotonic() + 30
    while httpx.get(f"{server}/api/tables/{tid}").json()["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.05)  # polling the table's status, not waiting a fixed time
    return tid


AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"


def contrast_problems(page: Any) -> list[str]:
    """Every text on the page below WCAG AA contrast, as axe-core (installed by `make` from
    package.json) measures it: one line per element, with its colours and ratio.

    axe cannot measure text over a gradient, and the felt is one (lighter in the middle): the
    check runs twice, with the felt flattened to its darkest and to its lightest colour."""
    assert AXE.is_file(), f"{AXE} is missing: run `make setup-test` (npm ci)"
    # colours are measured once nothing fades or moves (a card sliding in is half transparent)
    wait_until(page, "document.getAnimations().length === 0")
    # axe, and the felt's flattening, go in as the pages' Content-Security-Policy allows
    # (server/headers.py): axe through DevTools' evaluation, not an inline <script>; the
    # flattening as a constructed style sheet, not an inline <style>
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate("() => {\n" + AXE.read_text(encoding="utf-8") + "\n}")
    found = page.evaluate("""async () => {
      const style = new CSSStyleSheet();
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, style];
      const out = new Set();
      try {
        for (const felt of ['var(--felt-dark)', 'var(--felt)']) {
          style.replaceSync(`.board-box { background-image: none !important; background-color: ${felt} !important; }`);
          const result = await axe.run(document, {runOnly: {type: 'rule', values: ['color-contrast']}});
          for (const v of result.violations) for (const n of v.nodes) {
            out.add(`${n.target.join(' ')}: ${(n.any[0] || {}).message || n.failureSummary}`);
          }
          // axe leaves text the colour of its background "to review": it is invisible, so wrong
          for (const v of result.incomplete) for (const n of v.nodes) {
            const check = n.any[0] || {};
            if (check.data?.messageKey === 'equalRatio') out.add(`${n.target.join(' ')}: ${check.message}`);
          }
        }
      } finally {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== style);
      }
      return [...out];
    }""")
    return list(found)


#: Every control a player may use: buttons, fields, choices, links, ARIA buttons (enabled and
#: drawn: a hidden drawer's controls are not on the screen to be reached).
CONTROLS = ("button:not([disabled]), input:not([disabled]):not([type=hidden]), "
            "select:not([disabled]), textarea:not([disabled]), a[href], [role=button]")

# For each control in `root` (a selector, the whole page by default): whether it is inside the
# window, or can be brought there by scrolling the boxes it sits in (its own scroll containers,
# and the page); then, once brought there, whether a tap at its centre reaches it
# (`elementFromPoint` is the control or inside it). Brought into view with
# `scrollIntoView({block: "nearest"})`, then nudged off a sticky part of its container, as a
# finger would scroll a little further. Returns one line a control that fails.
UNREACHABLE = """([selector, root]) => {
  const out = [];
  const scope = root ? document.querySelector(root) : document;
  if (!scope) return out;
  const label = (el) => {
    const text = (el.getAttribute('aria-label') || el.textContent || el.value || el.name || '')
      .trim().replace(/\\s+/g, ' ').slice(0, 40);
    const id = el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : '';
    const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '';
    return `${el.tagName.toLowerCase()}${id}${cls} "${text}"`;
  };
  const drawn = (el) => {
    // folded away (a closed <details>, a hidden drawer) is not on the screen to be reached
    if (el.checkVisibility && !el.checkVisibility({contentVisibilityAuto: true, visibilityProperty: true})) return false;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && el.getClientRects().length > 0;
  };
  const scrollers = (el) => {
    const list = [];
    for (let p = el.parentElement; p; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (/(auto|scroll)/.test(s.overflowY + s.overflowX) &&
          (p.scrollHeight > p.clientHeight + 1 || p.scrollWidth > p.clientWidth + 1)) list.push(p);
    }
    return list;
  };
  // elements that stick to a scroller's edge (a seat pinned at the board's bottom) cover what
  // scrolls under them: scroll on until the control clears them
  const stickies = (scroller, el) => [...scroller.querySelectorAll('*')].filter((s) =>
    getComputedStyle(s).position === 'sticky' && !s.contains(el) && !el.contains(s));
  const hits = (el) => {
    const r = el.getBoundingClientRect();
    // a card in a fanned hand shows a strip, the next card lying over the rest: a finger taps
    // the strip, so its centre is the strip's (at least a fingertip wide)
    let right = r.right;
    const next = el.matches('.fan > .card') ? el.nextElementSibling : null;
    if (next) {
      const n = next.getBoundingClientRect();
      if (n.left > r.left && n.left < r.right && n.top < r.bottom && n.bottom > r.top) right = Math.max(n.left, r.left + 14);
    }
    const x = Math.min(Math.max((r.left + right) / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
    const at = document.elementFromPoint(x, y);
    return {at, ok: Boolean(at) && (at === el || el.contains(at) ||
      // a label's control, or a control inside a label that forwards the tap
      (at.closest && at.closest('label') && at.closest('label').control === el))};
  };
  const inside = (r) => r.top >= -1 && r.left >= -1 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1;
  const all = [...scope.querySelectorAll(selector)];
  const saved = [document.scrollingElement, ...new Set(all.flatMap(scrollers))]
    .map((s) => [s, s.scrollTop, s.scrollLeft]);
  for (const el of all) {
    if (!drawn(el) || el.closest('[inert], [aria-hidden=true]')) continue;
    el.scrollIntoView({block: 'nearest', inline: 'nearest'});
    for (const sc of scrollers(el)) {
      for (const s of stickies(sc, el)) {
        const a = el.getBoundingClientRect(), b = s.getBoundingClientRect();
        if (a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right) {
          // pinned to the box's bottom edge: scroll on down; to its top: back up
          const box = sc.getBoundingClientRect();
          const bottom = (b.top + b.bottom) / 2 > (box.top + box.bottom) / 2;
          sc.scrollTop += bottom ? a.bottom - b.top + 2 : -(b.bottom - a.top + 2);
        }
      }
    }
    const r = el.getBoundingClientRect();
    if (!inside(r)) {
      out.push(`${label(el)}: out of reach at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`);
      continue;
    }
    const {at, ok} = hits(el);
    if (!ok) out.push(`${label(el)}: covered at its centre by ${at ? label(at) : 'nothing'}`);
  }
  for (const [s, top, left] of saved) { s.scrollTop = top; s.scrollLeft = left; }
  return out;
}"""


def unreachable_controls(page: Any, root: str | None = None) -> list[str]:
    """The controls (in `root`, a selector, or the whole page) a player cannot reach: outside the
    window even after scrolling what they sit in, or covered at their centre by something else.
    Waits for the page to stand still first (cards slide in)."""
    wait_until(page, "document.getAnimations().length === 0")
    return list(page.evaluate(UNREACHABLE, [CONTROLS, root]))


def played_durak(server: str) -> tuple[str, str]:
    """A finished Durak game a person (seat 0, the host) played against a random bot; (id, the
    person's token)."""
    from tests.server.helpers import Client, new_table, play_person, ws_connect, ws_url

    made = new_table(server, "durak", 2, {1: "random"})
    tid, token = made["table"]["id"], made["token"]

    async def play() -> None:
        async with ws_connect(ws_url(server, tid, token)) as ws:
            await play_person(Client(ws, 0), random.Random(3))

    # in a thread of its own: Playwright's sync API keeps this thread's event loop
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, play()).result(timeout=120)
    return tid, token
