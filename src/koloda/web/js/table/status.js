// Where the game stands, in words: the connection state in the page header, and the status
// line over the board (whose turn, the timer, the spectator badge, and the table's switches:
// results, rules, pace, hints, the log drawer).

import { h, mount } from "../dom.js";
import { t } from "../i18n.js";
import { seatName } from "../ui/seat.js";
import { rulesButton } from "../ui/rules.js";
import { logToggle } from "./drawer.js";
import { hintControls } from "./hints.js";
import { paceButton } from "./pace.js";
import { ratedBadge } from "./rated.js";
import { page, renderGame } from "./page.js";

let slot = null;

/** Show the connection state in `root` (the header's status slot) from now on. */
export function showLinkIn(root) {
  slot = root;
}

export function paintStatus() {
  // Connected is said once the table has come: until its first state the page says
  // "Connecting…", and the header says the same.
  const link = page.link === "online" && !page.msg ? "connecting" : page.link;
  const text = { connecting: "table.connecting", online: "table.online", offline: "table.offline" }[link];
  // One pill of one height, its words on one line: the long ones where there is room, a short
  // one on a phone ("Offline"), the long ones in its title. The header never grows with it.
  const short = link === "offline" ? "table.lost" : text;
  mount(slot, h("span", {
    class: `link-state link-${link}`, "data-testid": "link-state", dataset: { state: link },
    title: t(text), role: "status",
  }, h("span", { class: `dot ${link === "online" ? "on" : "off"}` }),
  h("span", { class: "link-text long", text: t(text) }),
  h("span", { class: "link-text short", "aria-hidden": "true", text: t(short) })));
}

function turnText(ctx) {
  if (page.msg?.outcome) return t("table.gameOver");
  if (page.msg?.table?.status === "abandoned") return t("table.abandoned");
  if (page.table?.hurry) return t("table.hurrying");
  // a game's own words for a turn out of the ordinary (Palace: a four completed out of turn)
  const note = page.renderer?.turnNote?.(ctx);
  if (note) return note;
  const actors = ctx.actors;
  if (Number.isInteger(ctx.seat) && actors.includes(ctx.seat)) {
    // Several may act at once (a Palace swap, an out-of-turn four): it is "your turn" only
    // when the game waits for you, or for nobody in particular.
    const waitsFor = page.msg?.to_move;
    const mine = waitsFor === ctx.seat || actors.length === 1 || waitsFor === null || waitsFor === undefined;
    return mine ? t("table.yourTurn") : t("table.youMay");
  }
  if (!actors.length) return "";
  const names = actors.map((seat) => seatName(ctx, seat)).join(", ");
  return t("table.waitingFor", { names });
}

/** The status line over the board. */
export function statusLine(ctx) {
  const myTurn = Number.isInteger(ctx.seat) && ctx.actors.includes(ctx.seat) && !page.msg.outcome;
  return h("div", { class: `status-line${myTurn ? " my-turn" : ""}` },
    h("span", { "data-testid": "turn", text: turnText(ctx) }),
    ratedBadge(page.table),
    h("span", { class: "timer big", dataset: { seat: "any" } }),
    ctx.seat === null || ctx.seat === undefined ? h("span", { class: "badge", text: t("table.spectator") }) : null,
    page.msg.outcome && !page.showResults
      ? h("button", { type: "button", onclick: () => { page.showResults = true; renderGame(); }, text: t("table.results") })
      : null,
    rulesButton(page.table?.game),
    paceButton(ctx),
    hintControls(ctx),
    logToggle(),
  );
}
