// The room of a table that has not started: the invite link, who sits where, bots for empty
// seats (for the host), a seat for a newcomer, and the start button.

import { h } from "../dom.js";
import { t, tx } from "../i18n.js";
import { savedName } from "../api.js";
import { toast } from "./toast.js";
import { botBadge, displayName, nameInput, nameOf } from "./seat.js";
import { botOptions, defaultBot } from "./botchoice.js";
import { ratedBadge } from "../table/rated.js";

function inviteBox() {
  const url = `${location.origin}/t/${encodeURIComponent(location.pathname.split("/").pop())}`;
  const input = h("input", { type: "text", readonly: true, value: url, "data-testid": "invite-link", onfocus: (e) => e.target.select() });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Without clipboard permission (plain http), select the text so a long press copies it.
      input.select();
      document.execCommand?.("copy");
    }
    toast(t("table.copied"));
  };
  return h("div", { class: "invite" },
    h("label", { text: t("table.invite") }),
    h("div", { class: "row" }, input, h("button", { type: "button", onclick: copy, text: t("table.copy") })),
    h("p", { class: "muted", text: t("table.inviteHint") }),
  );
}

function seatRow(room, info) {
  const { mySeat, bots } = room;
  const host = room.isHost;
  const parts = [h("span", { class: "seat-no", text: `${info.seat + 1}.` })];
  if (info.kind === "empty") parts.push(h("span", { class: "muted", text: t("table.empty") }));
  else parts.push(nameOf(info, displayName(info, info.seat)));
  if (info.kind === "bot") parts.push(botBadge(info));
  if (info.seat === mySeat) parts.push(h("span", { class: "badge you", text: t("table.you") }));
  if (host && info.kind === "empty" && bots.length) {
    const select = h("select", { "aria-label": t("table.addBot"), "data-testid": `bot-select-${info.seat}` },
      botOptions({ levels: room.levels, bots, bot_labels: room.botLabels }, defaultBot({ levels: room.levels, bots })));
    parts.push(select, h("button", {
      type: "button", "data-testid": `add-bot-${info.seat}`,
      onclick: () => room.addBot(info.seat, select.value), text: t("table.addBot"),
    }));
  }
  if (host && info.seat !== mySeat && info.kind !== "empty") {
    parts.push(h("button", { type: "button", class: "link", onclick: () => room.removeSeat(info.seat), text: t("table.remove") }));
  }
  return h("li", { class: `seat-row ${info.kind}`, "data-testid": `seat-${info.seat}` }, parts);
}

/**
 * The waiting room for `room.table`. `room` also holds mySeat (or null), isHost, bots (names), the
 * handlers join(name), addBot(seat, bot), removeSeat(seat), start(), leave().
 */
/** The name being typed into the join form, kept while the room is drawn again. */
let draftName = null;

export function waitingRoom(room) {
  const { table, mySeat } = room;
  const seats = table.seats || [];
  const full = seats.every((s) => s.kind !== "empty");
  const parts = [
    h("h1", { text: `${tx(table.title) || table.game}` }),
    // a rated table says so before anyone sits down (js/table/rated.js)
    ratedBadge(table),
    h("p", { class: "lead", text: t("table.waiting") }),
    inviteBox(),
    h("ul", { class: "seat-list", "data-testid": "seat-list" }, seats.map((info) => seatRow(room, info))),
  ];
  const seated = mySeat !== null && mySeat !== undefined;
  if (!seated && !full) {
    // The room is drawn again whenever the table changes (a bot added, a seat taken): what a
    // person is typing into the name field, and their place in it, survive that.
    const typing = document.activeElement?.dataset?.testid === "join-name";
    const name = nameInput({
      value: draftName ?? savedName(), "data-testid": "join-name",
      oninput: (e) => { draftName = e.target.value; },
    });
    if (typing) queueMicrotask(() => { name.focus(); name.setSelectionRange(name.value.length, name.value.length); });
    parts.push(h("form", { class: "row join", onsubmit: (e) => { e.preventDefault(); room.join(name.value.trim()); } },
      name, h("button", { type: "submit", class: "primary", "data-testid": "join", text: t("table.join") })));
  } else if (!seated && !room.isHost) {
    parts.push(h("p", { class: "muted", text: t("table.full") }));
  }
  if (room.isHost) {
    parts.push(h("button", {
      type: "button", class: "primary big", disabled: !full, "data-testid": "start",
      onclick: room.start, text: t("table.start"),
    }));
    if (!full) parts.push(h("p", { class: "muted", text: t("table.needAll") }));
  } else if (seated) {
    parts.push(h("p", { class: "muted", text: t("table.hostStarts") }));
    parts.push(h("button", { type: "button", onclick: room.leave, text: t("table.leave") }));
  }
  return h("section", { class: "waiting card-panel", "data-testid": "waiting" }, parts);
}
