// The rules inside the app: a panel (the platform's <dialog>) with the game's own rules page in
// the language chosen, and the hint card of a person's first game (its goal and first move).
// Both come from the server (GET /api/games/{id}/rules), which renders the packaged Markdown
// with raw HTML switched off, so the page is ours to show as it is.

import { h } from "../dom.js";
import { lang, onLangChange, t } from "../i18n.js";
import { api } from "../api.js";
import { rulesPage } from "../trusted.js";

const cache = new Map(); // "game:lang" -> {html, hint}
const HINTED = "koloda.hinted.";

async function rulesOf(gameId) {
  const key = `${gameId}:${lang()}`;
  if (!cache.has(key)) {
    cache.set(key, api("GET", `/games/${encodeURIComponent(gameId)}/rules?lang=${lang()}`)
      .catch((err) => { cache.delete(key); throw err; }));
  }
  return cache.get(key);
}

let dialog = null;

/** Open the rules of `gameId` in a panel over the page (Escape or the button closes it). */
export async function openRules(gameId) {
  if (!dialog) {
    dialog = h("dialog", { class: "rules-panel", "data-testid": "rules-panel", "aria-label": t("rules.title") });
    document.body.append(dialog);
    // A click on the backdrop (outside the panel's box) closes it too.
    dialog.addEventListener("click", (event) => { if (event.target === dialog) dialog.close(); });
  }
  const body = h("div", { class: "rules-text", "data-testid": "rules-text" }, h("p", { class: "muted", text: t("rules.loading") }));
  dialog.replaceChildren(
    h("div", { class: "rules-bar" },
      h("strong", { text: t("rules.title") }),
      h("button", { type: "button", class: "link", "data-testid": "rules-close", onclick: () => dialog.close(), text: t("table.close") })),
    body);
  if (!dialog.open) dialog.showModal();
  try {
    const rules = await rulesOf(gameId);
    body.innerHTML = rulesPage(rules.html || "");
    forPlayers(body);
    if (!rules.html) body.replaceChildren(h("p", { class: "muted", text: t("rules.none") }));
  } catch {
    body.replaceChildren(h("p", { class: "muted", text: t("rules.failed") }));
  }
}

/** The headings of a rules page's last part, written for programs and their authors (how
 * moves, positions and views are written down): the panel ends before it. */
const FOR_DEVELOPERS = new Set(["for developers", "для разработчиков"]);

/** Keep only what a player reads: drop the developers' part and everything after it. */
function forPlayers(body) {
  const start = [...body.querySelectorAll("h2")].find((el) => FOR_DEVELOPERS.has(el.textContent.trim().toLowerCase()));
  if (!start) return;
  while (start.nextSibling) start.nextSibling.remove();
  start.remove();
}

/** A "Rules" button for `gameId`. */
export function rulesButton(gameId, opts = {}) {
  return h("button", {
    type: "button", class: opts.className || "rules-button", "data-testid": "rules-open",
    onclick: () => openRules(gameId), text: t("rules.open"),
  });
}

/** Whether this browser has been shown the first-game hint of `gameId` already. */
export function hinted(gameId) {
  return localStorage.getItem(HINTED + gameId) === "1";
}

/** Where the screen is short of room (a phone, upright or on its side): the hint starts folded. */
const CRAMPED = "(max-width: 600px), (max-height: 520px)";

/**
 * The hint card of a first game of `gameId`: the goal and the first move, with "got it"
 * (never shown again in this browser) and the full rules. `onDone` is called when dismissed.
 *
 * It never pushes the board away for long: folded it is one line ("Your first game", Show, Got
 * it). It starts folded where the screen is cramped, and `card.fold()` folds it (the table does
 * after the player's first move); "Show" opens it again.
 */
export function hintCard(gameId, onDone) {
  const card = h("section", { class: "hint-card", "data-testid": "hint-card", "aria-label": t("rules.hintTitle") },
    h("p", { class: "muted", text: t("rules.loading") }));
  let open = !window.matchMedia?.(CRAMPED).matches;
  const paint = () => {
    card.classList.toggle("folded", !open);
    const more = card.querySelector('[data-testid="hint-more"]');
    if (more) {
      more.textContent = t(open ? "rules.hintLess" : "rules.hintMore");
      more.setAttribute("aria-expanded", String(open));
    }
  };
  card.fold = () => { open = false; paint(); };
  const fill = () => rulesOf(gameId).then((rules) => {
    if (!rules.hint) return card.remove();
    const body = h("div", { class: "hint-body", id: `hint-body-${gameId}` },
      h("p", { "data-testid": "hint-goal" }, h("strong", { text: `${t("rules.goal")} ` }), rules.hint.goal),
      h("p", { "data-testid": "hint-start" }, h("strong", { text: `${t("rules.firstMove")} ` }), rules.hint.start));
    card.replaceChildren(
      h("div", { class: "hint-head" },
        h("h2", { text: t("rules.hintTitle") }),
        h("button", {
          type: "button", class: "link hint-more", "data-testid": "hint-more", "aria-controls": body.id,
          onclick: () => { open = !open; paint(); },
        }),
        h("button", {
          type: "button", class: "primary hint-done", "data-testid": "hint-done",
          onclick: () => { localStorage.setItem(HINTED + gameId, "1"); onDone?.(); },
          text: t("rules.gotIt"),
        })),
      body,
    );
    paint();
  }).catch(() => card.remove());
  fill();
  onLangChange(() => { if (card.isConnected) fill(); });
  return card;
}
