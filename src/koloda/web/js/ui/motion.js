// Motion: every face-up card glides from where it was to where it is now (a FLIP move with the
// Web Animations API), a card that appears comes from the seat that played it (or from the deck
// when it reaches your hand), and a card that leaves the table fades where it was. The board is
// rebuilt on every state message, so cards are matched by their code between two renders.
// `prefers-reduced-motion` turns it all off.

const DURATION = 280;
const EASING = "cubic-bezier(0.2, 0.7, 0.3, 1)";

function reduced() {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** What moves: playing cards (`data-code`) and the games' own cards (`data-card`: a
 * Spider-Man card, keyed by its id). */
const MOVING = "[data-code], [data-card]";
const keyOf = (el) => el.dataset.code ?? `card:${el.dataset.card}`;

/** Where every face-up card is now: key -> [{rect, el}] in document order. */
export function snapshot(root) {
  const cards = new Map();
  for (const el of root.querySelectorAll(MOVING)) {
    const key = keyOf(el);
    const list = cards.get(key) || [];
    list.push({ rect: el.getBoundingClientRect(), el });
    cards.set(key, list);
  }
  return { cards };
}

function centreOf(el) {
  const r = el?.getBoundingClientRect();
  return r && r.width ? { left: r.left + r.width / 2, top: r.top + r.height / 2 } : null;
}

/**
 * Animate `root` from the `before` snapshot. `actor`: the seat whose move this was (new cards
 * come from its name plate); a new card in your own hand comes from the deck.
 */
export function animateFrom(before, root, { actor = null } = {}) {
  if (!before || reduced() || typeof Element.prototype.animate !== "function") return;
  const used = new Map();
  const deck = root.querySelector('[data-testid="deck"], .stack');
  const plate = Number.isInteger(actor) ? root.querySelector(`[data-testid="plate-${actor}"]`) : null;
  for (const el of root.querySelectorAll(MOVING)) {
    const code = keyOf(el);
    const i = used.get(code) || 0;
    used.set(code, i + 1);
    const now = el.getBoundingClientRect();
    if (!now.width) continue;
    const old = before.cards.get(code)?.[i];
    let dx;
    let dy;
    if (old) {
      dx = old.rect.left - now.left;
      dy = old.rect.top - now.top;
    } else {
      const from = centreOf(el.closest(".seat-area.me") ? deck : plate) || centreOf(plate);
      if (!from) continue;
      dx = from.left - (now.left + now.width / 2);
      dy = from.top - (now.top + now.height / 2);
    }
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    el.animate([
      { transform: `translate(${dx}px, ${dy}px)${old ? "" : " scale(0.6)"}`, opacity: old ? 1 : 0.4 },
      { transform: "none", opacity: 1 },
    ], { duration: DURATION, easing: EASING });
  }
  // Cards that left the board: a ghost fades out where each one was.
  for (const [code, list] of before.cards) {
    for (const { rect, el } of list.slice(used.get(code) || 0)) {
      if (!rect.width) continue;
      const ghost = el.cloneNode(true);
      Object.assign(ghost.style, {
        position: "fixed", left: `${rect.left}px`, top: `${rect.top}px`, width: `${rect.width}px`,
        height: `${rect.height}px`, margin: "0", pointerEvents: "none", zIndex: "50",
      });
      ghost.setAttribute("aria-hidden", "true");
      ghost.removeAttribute("data-code");  // not a card of the board any more
      ghost.removeAttribute("data-card");
      document.body.append(ghost);
      const fade = ghost.animate([{ opacity: 1, transform: "none" }, { opacity: 0, transform: "scale(0.8)" }],
        { duration: DURATION, easing: EASING });
      fade.onfinish = () => ghost.remove();
      fade.oncancel = () => ghost.remove();
    }
  }
}
