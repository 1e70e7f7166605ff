// Challenges on every page (the header starts this for a signed-in person): the person's event
// stream (account/events.js, shared with the bell) tells of each challenge to or from the
// account as it comes and changes. A box at the bottom of the screen shows those pending: one to me with
// Accept and Decline, mine with Cancel, each with the time left. Accepting takes me to the new
// table; the challenger's page hears "accepted" and goes there too.

import { h, mount } from "../dom.js";
import { onLangChange, t, tx } from "../i18n.js";
import { api, saveSeat } from "../api.js";
import { toast } from "../ui/toast.js";
import { onEvent } from "./events.js";

const state = {
  me: null, // my handle
  pending: new Map(), // id -> the challenge as the server last told it
  box: null,
  ticker: null,
};

/** Listen for `handle`'s challenges (null: stop, signed out); the header opens the stream. */
export function listenForChallenges(handle) {
  if (handle === state.me) return;
  state.pending.clear();
  draw();
  state.me = handle;
}

onEvent("challenge", (c) => { if (state.me) told(c); });

/** A challenge sent from this page (the answer of POST /api/challenges): shown at once. */
export function challengeSent(challenge) {
  told(challenge);
}

function mine(c) {
  return state.me && c.from.toLowerCase() === state.me.toLowerCase();
}

function told(c) {
  const was = state.pending.get(c.id);
  if (c.state === "pending") {
    state.pending.set(c.id, c);
    return draw();
  }
  state.pending.delete(c.id);
  draw();
  if (!was) return;
  if (mine(c)) {
    if (c.state === "accepted") return takeSeat(c);
    if (c.state === "declined") toast(t("friends.declined", { handle: c.to }), "info", 5000);
    if (c.state === "expired") toast(t("friends.expired", { handle: c.to }), "info", 5000);
  } else if (c.state === "cancelled" || c.state === "expired") {
    toast(t("friends.withdrawn", { handle: c.from }), "info", 4000);
  }
}

/** My challenge was accepted: my seat at its table (a new token), then the table. Only a page
 * the person looks at goes there; another tab of theirs offers the way. */
async function takeSeat(c) {
  const go = async () => {
    try {
      const seat = await api("POST", `/challenges/${encodeURIComponent(c.id)}/seat`);
      saveSeat(seat.table, seat.seat, seat.token);
      location.assign(`/t/${encodeURIComponent(seat.table)}`);
    } catch (err) {
      toast(tx(err.reason) || t("error.generic"), "error");
    }
  };
  if (document.visibilityState === "visible") return go();
  state.pending.set(c.id, { ...c, go });
  draw();
}

function left(c) {
  const s = Math.max(0, Math.round(c.expires - Date.now() / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** The chosen options in words a player reads: the turn timer and rated, when set. */
function summary(c) {
  const parts = [tx(c.title) || c.game];
  if (c.options?.turn_seconds) parts.push(t("friends.perMove", { seconds: c.options.turn_seconds }));
  if (c.options?.rated) parts.push(t("friends.rated"));
  return parts.join(" · ");
}

async function act(c, verb) {
  try {
    if (verb === "accept") {
      const seat = await api("POST", `/challenges/${encodeURIComponent(c.id)}/accept`);
      saveSeat(seat.table, seat.seat, seat.token);
      location.assign(`/t/${encodeURIComponent(seat.table)}`);
      return;
    }
    if (verb === "decline") await api("POST", `/challenges/${encodeURIComponent(c.id)}/decline`);
    else await api("DELETE", `/challenges/${encodeURIComponent(c.id)}`);
    state.pending.delete(c.id);
    draw();
  } catch (err) {
    toast(tx(err.reason) || t("error.generic"), "error");
    if (err.status === 409 || err.status === 404) {
      state.pending.delete(c.id);
      draw();
    }
  }
}

function item(c) {
  if (c.go) {
    return h("li", { class: "challenge", "data-testid": "challenge-accepted" },
      h("p", { text: t("friends.accepted", { handle: c.to }) }),
      h("div", { class: "row" }, h("button", { type: "button", class: "primary", text: t("friends.toTable"), onclick: c.go })));
  }
  const incoming = !mine(c);
  return h("li", { class: "challenge", dataset: { id: c.id, way: incoming ? "in" : "out" }, "data-testid": incoming ? "challenge-incoming" : "challenge-outgoing" },
    h("p", { class: "challenge-who" },
      h("strong", { text: incoming ? t("friends.incoming", { handle: c.from }) : t("friends.waiting", { handle: c.to }) })),
    h("p", { class: "challenge-what muted" }, h("span", { text: summary(c) }),
      h("span", { class: "challenge-left", text: ` · ${t("friends.expiresIn", { time: left(c) })}` })),
    h("div", { class: "row" }, incoming
      ? [h("button", { type: "button", class: "primary", "data-testid": "challenge-accept", text: t("friends.accept"), onclick: () => act(c, "accept") }),
        h("button", { type: "button", "data-testid": "challenge-decline", text: t("friends.decline"), onclick: () => act(c, "decline") })]
      : h("button", { type: "button", "data-testid": "challenge-cancel", text: t("friends.cancel"), onclick: () => act(c, "cancel") })));
}

function draw() {
  const list = [...state.pending.values()].filter((c) => c.go || c.expires * 1000 > Date.now());
  if (!list.length) {
    state.box?.remove();
    state.box = null;
    clearInterval(state.ticker);
    state.ticker = null;
    return;
  }
  if (!state.box) {
    state.box = h("section", { class: "challenges", role: "region", "aria-live": "polite", "aria-label": t("friends.boxLabel"), "data-testid": "challenges" });
    document.body.append(state.box);
  }
  // mine last: a challenge to me is what needs an answer
  list.sort((a, b) => Number(mine(a)) - Number(mine(b)) || a.created - b.created);
  mount(state.box, h("ul", { class: "plain-list" }, list.map(item)));
  if (!state.ticker) state.ticker = setInterval(tick, 1000);
}

function tick() {
  const now = Date.now() / 1000;
  let gone = false;
  for (const [id, c] of state.pending) {
    if (!c.go && c.expires <= now) {
      state.pending.delete(id);
      gone = true;
    }
  }
  if (gone) return draw();
  for (const li of state.box?.querySelectorAll("li[data-id]") || []) {
    const c = state.pending.get(li.dataset.id);
    const span = li.querySelector(".challenge-left");
    if (c && span) span.textContent = ` · ${t("friends.expiresIn", { time: left(c) })}`;
  }
}

onLangChange(draw);
