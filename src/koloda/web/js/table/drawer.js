// The side column: the log, the chat and "leave the game". On a wide screen it is always shown;
// on a phone it is a drawer, opened by the log button of the status line (which counts the
// chat lines not yet read) and closed by its close button or Escape.

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { seatName } from "../ui/seat.js";
import { accountHint } from "../account/hint.js";
import { openReport } from "../report.js";
import { isOut, leaveGame } from "./out.js";
import { page, renderGame, tableCall } from "./page.js";

function setLog(open) {
  page.logOpen = open;
  if (open && page.chat) page.chat.unseen = 0;
  renderGame();
}

/** Escape closes the open drawer. */
export function closeDrawerOnEscape() {
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && page.logOpen) setLog(false);
  });
}

/** Whether the chat is in sight: the drawer is open, or the screen wide enough to show it. */
export function chatInSight() {
  return Boolean(page.logOpen || window.matchMedia?.("(min-width: 901px)").matches);
}

/** The status line's log button: on a phone the log is a drawer, and this opens it (on a wide
 * screen the log is always shown). */
export function logToggle() {
  return h("button", {
    type: "button", class: "log-toggle", "data-testid": "log-toggle", "aria-expanded": String(page.logOpen),
    onclick: () => setLog(!page.logOpen),
    text: page.chat?.unseen ? `${t("table.log")} · ${page.chat.unseen}` : t("table.log"),
  });
}

export function sideColumn(ctx) {
  return h("aside", { class: "side-column", "aria-label": t("table.log") },
    h("h2", { text: t("table.log") }),
    h("button", { type: "button", class: "log-close link", onclick: () => setLog(false), text: t("table.close") }),
    page.log.root,
    page.chat ? page.chat.render({
      seat: ctx.seat, nameOf: (seat) => seatName(ctx, seat), host: Boolean(page.held?.host),
      accountOf: (seat) => page.table?.seats?.[seat]?.account || null, tableId: page.table?.id,
      rerender: () => renderGame(),
      onSwitch: async (enabled) => { await tableCall("POST", "/chat", { enabled }); },
    }) : null,
    reportMenu(ctx),
    // A seated person may leave a running game (a bot plays the seat on); after the end,
    // the result panel has its own ways out.
    Number.isInteger(ctx.seat) && page.held && !page.msg.outcome && page.table?.status === "playing"
      ? h("button", { type: "button", class: "link leave-game", "data-testid": "leave-game", onclick: () => leaveGame(!isOut(ctx)), text: t("table.leave") })
      : null);
}

/** "Report…": a quiet menu of the other people at the table with an account, for a signed-in
 * reader (js/report.js); nothing for a guest. */
function reportMenu(ctx) {
  if (!accountHint()) return null;
  const others = (page.table?.seats || []).map((s, i) => [i, s?.account]).filter(([i, a]) => a && i !== ctx.seat && a !== accountHint());
  if (!others.length) return null;
  return h("details", { class: "report-seats", "data-testid": "report-seats" },
    h("summary", { class: "report-link", text: t("report.menu") }),
    h("ul", {}, others.map(([i, handle]) => h("li", {},
      h("button", { type: "button", class: "link", "data-testid": `report-seat-${i}`,
        onclick: () => openReport({ handle, table: page.table.id }), text: `${seatName(ctx, i)} (${handle})` })))));
}

/** Keep the newest lines of the log and the chat in sight after a redraw. */
export function scrollToNewest(root) {
  const chatList = root.querySelector('[data-testid="chat-list"]');
  if (chatList) chatList.scrollTop = chatList.scrollHeight;
  const list = page.log.root.querySelector(".log-list");
  if (list) list.scrollTop = list.scrollHeight;
}

/** The cursor in the chat box, where someone is typing in it: a redraw must not take the box
 * from them. Returns what puts it back into the new box. */
export function keepTyping() {
  const typing = document.activeElement?.dataset?.testid === "chat-input"
    ? { start: document.activeElement.selectionStart, end: document.activeElement.selectionEnd } : null;
  return (root) => {
    if (!typing) return;
    const input = root.querySelector('[data-testid="chat-input"]');
    input?.focus();
    input?.setSelectionRange(typing.start, typing.end);
  };
}
