// Talk at the table: the chat lines (always shown as plain text, never as markup), a row of
// quick phrases in the reader's language, a box to write in, and each reader's own choices:
// hide spectators' lines, mute a person. The host may switch the table's chat off.

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { accountHint } from "../account/hint.js";
import { openReport } from "../report.js";

const MAX_CHARS = 300;
/** The quick phrases the server knows, with their words in the client's catalogs. */
const PHRASES = {
  hello: "chat.phrase.hello", goodLuck: "chat.phrase.goodLuck", wellPlayed: "chat.phrase.wellPlayed",
  oops: "chat.phrase.oops", thanks: "chat.phrase.thanks", wow: "chat.phrase.wow",
  think: "chat.phrase.think", goodGame: "chat.phrase.goodGame",
};
const HIDE_SPECTATORS = "koloda.chat.hideSpectators";

/** A quick phrase's words in the reader's language. */
export function phraseText(id) {
  return t(PHRASES[id] || "chat.phrase.hello");
}

export class Chat {
  /** `send(data)` sends a chat message over the table's socket; `tableId` keys the mutes. */
  constructor(tableId, send) {
    this.tableId = tableId;
    this.send = send;
    this.lines = [];
    this.enabled = true;
    this.unseen = 0;
    this.draft = "";
  }

  get muted() {
    try {
      return new Set(JSON.parse(localStorage.getItem(`koloda.chat.muted.${this.tableId}`) || "[]"));
    } catch {
      return new Set();
    }
  }

  toggleMute(seat) {
    const muted = this.muted;
    if (muted.has(seat)) muted.delete(seat);
    else muted.add(seat);
    localStorage.setItem(`koloda.chat.muted.${this.tableId}`, JSON.stringify([...muted]));
  }

  get hideSpectators() {
    return localStorage.getItem(HIDE_SPECTATORS) === "1";
  }

  /** A server message about the chat; true if it was one. */
  receive(msg) {
    if (msg.type === "chat_history") {
      this.lines = msg.lines || [];
      this.enabled = msg.enabled !== false;
      return true;
    }
    if (msg.type === "chat") {
      this.lines.push(msg.line);
      if (this.lines.length > 200) this.lines.splice(0, this.lines.length - 200);
      this.unseen += 1;
      return true;
    }
    return false;
  }

  /** Whether this reader sees `line` (not muted, not a hidden spectator). */
  shows(line) {
    if (line.seat === null || line.seat === undefined) return !this.hideSpectators;
    return !this.muted.has(line.seat);
  }

  /**
   * The chat panel. `ctx.seat`: this reader's seat; `nameOf(seat)`: a seat's name as shown at
   * the table; `host`: this reader may switch chat off (`onSwitch(enabled)`); `rerender()`;
   * `accountOf(seat)`: a seat's account handle, for the quiet report button on its lines.
   */
  render({ seat, nameOf, host, onSwitch, rerender, accountOf = () => null, tableId = null }) {
    const reporting = Boolean(accountHint()); // a guest never sees a report button
    const list = h("ol", { class: "chat-list", "data-testid": "chat-list", "aria-live": "polite" });
    for (const line of this.lines) {
      if (!this.shows(line)) continue;
      const spectator = line.seat === null || line.seat === undefined;
      const who = spectator ? t("chat.spectator") : line.name || nameOf(line.seat);
      const words = line.phrase ? phraseText(line.phrase) : line.text;
      list.append(h("li", { class: `chat-line${spectator ? " spectator" : ""}${line.seat === seat ? " mine" : ""}` },
        // a person's name mutes them for this reader (never oneself)
        !spectator && line.seat !== seat
          ? h("button", { type: "button", class: "link chat-who", title: t("chat.mute", { name: who }), onclick: () => { this.toggleMute(line.seat); rerender(); }, text: who })
          : h("b", { class: "chat-who", text: who }),
        // plain text: textContent, so "<img onerror=...>" shows as the characters it is
        h("span", { class: `chat-text${line.phrase ? " phrase" : ""}`, text: words }),
        reporting && !spectator && line.seat !== seat && accountOf(line.seat) && Number.isInteger(line.n)
          ? h("button", { type: "button", class: "link chat-report", "data-testid": "chat-report", title: t("report.menu"), "aria-label": t("report.title", { handle: accountOf(line.seat) }),
            onclick: () => openReport({ handle: accountOf(line.seat), table: tableId || this.tableId, chatN: line.n }), text: "⚑" })
          : null));
    }
    const muted = [...this.muted];
    const box = h("section", { class: "chat", "data-testid": "chat", "aria-label": t("chat.title") },
      h("div", { class: "chat-head" },
        h("h2", { text: t("chat.title") }),
        h("label", { class: "chat-option" },
          h("input", { type: "checkbox", checked: this.hideSpectators, "data-testid": "chat-hide-spectators",
            onchange: (e) => { localStorage.setItem(HIDE_SPECTATORS, e.target.checked ? "1" : "0"); rerender(); } }),
          t("chat.hideSpectators")),
        host ? h("label", { class: "chat-option" },
          h("input", { type: "checkbox", checked: this.enabled, "data-testid": "chat-switch", onchange: (e) => onSwitch(e.target.checked) }),
          t("chat.on")) : null),
      muted.length ? h("p", { class: "muted chat-muted" }, t("chat.mutedCount", { n: muted.length }), " ",
        h("button", { type: "button", class: "link", "data-testid": "chat-unmute", onclick: () => { localStorage.removeItem(`koloda.chat.muted.${this.tableId}`); rerender(); }, text: t("chat.unmuteAll") })) : null,
      list);
    if (!this.enabled) {
      box.append(h("p", { class: "muted", "data-testid": "chat-off", text: t("chat.off") }));
      return box;
    }
    box.append(
      h("div", { class: "chat-phrases" }, Object.keys(PHRASES).map((id) => h("button", {
        type: "button", class: "chat-phrase", dataset: { phrase: id }, onclick: () => this.send({ type: "chat", phrase: id }),
        text: t(PHRASES[id]),
      }))),
      h("form", { class: "chat-form", onsubmit: (e) => {
        e.preventDefault();
        const input = e.target.querySelector("input");
        const text = input.value.trim();
        if (!text) return;
        if (this.send({ type: "chat", text })) {
          input.value = "";
          this.draft = "";
        }
      } },
      h("input", { type: "text", maxlength: String(MAX_CHARS), "data-testid": "chat-input", value: this.draft,
        placeholder: t("chat.placeholder"), "aria-label": t("chat.placeholder"), oninput: (e) => { this.draft = e.target.value; } }),
      h("button", { type: "submit", "data-testid": "chat-send", text: t("chat.send") })));
    return box;
  }
}
