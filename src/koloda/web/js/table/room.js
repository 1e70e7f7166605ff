// The waiting room before the start: the table asked for again every moment and drawn, and
// what may be done there (take a seat, seat a bot, free a seat, start, leave).

import { mount } from "../dom.js";
import { t, tx } from "../i18n.js";
import { api, forgetSeat, saveName, saveSeat } from "../api.js";
import { waitingRoom } from "../ui/waiting.js";
import { main, mySeat, notFound, page, showError, startPlay, tableCall, tableId } from "./page.js";

const POLL_MS = 1500;

export async function refreshRoom() {
  try {
    page.table = await api("GET", `/tables/${encodeURIComponent(tableId)}`);
  } catch (err) {
    if (err.status === 404) return notFound();
    showError(err); // a passing hiccup: keep the last room and ask again
  }
  if (!page.table || page.table.status === "open") {
    renderRoom();
    page.pollTimer = setTimeout(refreshRoom, POLL_MS);
  } else {
    startPlay();
  }
}

const room = {
  async join(name) {
    saveName(name);
    const answer = await tableCall("POST", "/join", { name: name || null });
    if (answer?.token) {
      page.held = { seat: answer.seat, token: answer.token, host: false };
      saveSeat(tableId, answer.seat, answer.token, false);
      renderRoom();
    }
  },
  addBot: (seat, bot) => tableCall("POST", "/bots", { seat, bot }),
  removeSeat: (seat) => tableCall("DELETE", `/seats/${seat}`),
  async start() {
    const answer = await tableCall("POST", "/start");
    if (answer && page.table.status !== "open") startPlay();
  },
  async leave() {
    await tableCall("POST", "/leave");
    forgetSeat(tableId);
    page.held = null;
    renderRoom();
  },
};

export function renderRoom() {
  if (!page.table || page.table.status !== "open") return;
  document.title = `${tx(page.table.title) || page.table.game} · ${t("app.name")}`;
  mount(main, waitingRoom({
    ...room, table: page.table, mySeat: mySeat(), isHost: Boolean(page.held?.host), bots: page.bots, botLabels: page.botLabels || {}, levels: page.levels || [],
  }));
}
