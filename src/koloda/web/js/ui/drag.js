// Playing with the cards themselves (Pointer Events, so mouse, pen and touch alike): drag one of
// your cards onto the table, or onto the card on the table it answers, and let go; tap a card
// twice quickly to play it. What a drop means is decided by the listed legal actions only
// (`dropMatches` in ../actions.js); a drop that matches nothing puts the card back.

const START_PX = 8; // a press that moves less than this is a tap, not a drag
const DOUBLE_TAP_MS = 450;

/** A card you may drag: one of yours that some listed action names. */
function draggable(target) {
  const card = target?.closest?.("button.card.selectable[data-code]");
  return card && card.closest(".seat-area.me") ? card : null;
}

/** Where a card let go at (x, y) lands: a card on the table, the table, or nowhere. */
function dropTarget(x, y, board) {
  const under = document.elementFromPoint(x, y);
  if (!under || !board.contains(under) || under.closest(".seat-area.me")) return null;
  const card = under.closest(".card[data-code]");
  return { card: card ? card.dataset.code : null };
}

/**
 * Watch `root` (the page's main element, whose board is redrawn on every change) for drags and
 * double taps on your cards. `handlers.drop(code, target)` plays a dropped card and returns
 * whether some action matched; `handlers.doubleTap(code)` plays a card tapped twice.
 */
export function enableCardPlay(root, handlers) {
  let press = null; // {card, code, x, y, id, ghost, dx, dy}
  let lastTap = { code: null, at: 0 };

  function finish() {
    if (!press) return;
    press.ghost?.remove();
    press.card.classList.remove("dragging");
    root.querySelector('[data-testid="board"]')?.classList.remove("drag-on");
    press = null;
  }

  root.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 || press) return;
    const card = draggable(event.target);
    if (!card) return;
    // A mouse press would start selecting text or a native drag of it; the card drag replaces both.
    if (event.pointerType === "mouse") event.preventDefault();
    const box = card.getBoundingClientRect();
    press = { card, code: card.dataset.code, x: event.clientX, y: event.clientY, id: event.pointerId,
      ghost: null, dx: event.clientX - box.left, dy: event.clientY - box.top };
  });

  root.addEventListener("pointermove", (event) => {
    if (!press || event.pointerId !== press.id) return;
    if (!press.ghost) {
      if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < START_PX) return;
      // The card lifts: a copy follows the pointer while the original waits, dimmed.
      press.ghost = press.card.cloneNode(true);
      press.ghost.classList.add("drag-ghost");
      press.ghost.removeAttribute("data-testid");
      press.ghost.setAttribute("aria-hidden", "true");
      document.body.append(press.ghost);
      press.card.classList.add("dragging");
      root.querySelector('[data-testid="board"]')?.classList.add("drag-on");
    }
    press.ghost.style.left = `${event.clientX - press.dx}px`;
    press.ghost.style.top = `${event.clientY - press.dy}px`;
    event.preventDefault();
  });

  root.addEventListener("pointerup", (event) => {
    if (!press || event.pointerId !== press.id) return;
    const { ghost, code } = press;
    if (ghost) {
      ghost.style.display = "none"; // look under the copy, not at it
      const board = root.querySelector('[data-testid="board"]');
      const target = board ? dropTarget(event.clientX, event.clientY, board) : null;
      finish();
      // The click that follows a drag (if the browser makes one) must not pick the card too;
      // it comes in the same turn as this pointerup, so the guard goes at the next one and
      // never eats a later, real click.
      const swallow = (e) => { e.stopPropagation(); e.preventDefault(); };
      root.addEventListener("click", swallow, { capture: true, once: true });
      setTimeout(() => root.removeEventListener("click", swallow, { capture: true }), 0);
      if (target) handlers.drop(code, target);
      return;
    }
    finish();
    // Mouse users have the browser's double click; a finger gets the same by two quick taps.
    if (event.pointerType !== "mouse") {
      const now = performance.now();
      if (lastTap.code === code && now - lastTap.at < DOUBLE_TAP_MS) {
        lastTap = { code: null, at: 0 };
        handlers.doubleTap(code);
      } else {
        lastTap = { code, at: now };
      }
    }
  });

  root.addEventListener("pointercancel", finish);
}
