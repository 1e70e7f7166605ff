// The name plate every renderer puts on a seat: name, bot or you, connection dot, turn marker
// and the place for its timer.

import { h } from "../dom.js";
import { t, tx } from "../i18n.js";
import { accountHint } from "../account/hint.js";

/** The name a seat shows: the person's own, a bot's given name (the server's `display`). */
export function displayName(info, seat) {
  return tx(info?.display) || info?.name || `${t("table.player")} ${seat + 1}`;
}

/** The display name of `seat` at the table. */
export function seatName(ctx, seat) {
  return displayName(ctx.table?.seats?.[seat], seat);
}

/** A seat's name: a person with an account shows their handle, linked to their profile (in a
 * new tab, so a game in progress stays open); guests and bots as plain text. */
export function nameOf(info, name) {
  if (!info?.account) return h("span", { class: "name", text: name });
  return h("a", {
    class: "name account-name", href: `/@/${encodeURIComponent(info.account)}`, target: "_blank", rel: "noopener",
    title: t("table.profileOf", { handle: info.account }), "data-testid": "seat-account", text: info.account,
  });
}

/** A bot's badge: its strength in words; the algorithm behind it in the tooltip. */
export function botBadge(info) {
  return h("span", { class: "badge bot", title: `${t("table.bot")}: ${info.bot || ""}`,
    text: tx(info.strength) || t("table.bot") });
}

/** Whether the seat's player is connected now (bots always are). */
export function isConnected(ctx, seat) {
  const info = ctx.table?.seats?.[seat];
  if (info?.kind === "bot") return true;
  if (Array.isArray(ctx.connected) && seat < ctx.connected.length) return Boolean(ctx.connected[seat]);
  return Boolean(info?.connected);
}

/** A name plate for `seat`; `badges` are extra words (like "ready") shown after the name. */
export function seatPlate(ctx, seat, badges = []) {
  const info = ctx.table?.seats?.[seat] || {};
  // One seat lights up: the one the game waits for; only when it waits for no one in
  // particular (everyone swaps at once) do all who may act light up.
  const acting = Number.isInteger(ctx.toMove) ? seat === ctx.toMove : (ctx.actors || []).includes(seat);
  const online = isConnected(ctx, seat);
  const classes = ["plate"];
  if (acting) classes.push("acting");
  if (seat === ctx.seat) classes.push("mine");
  return h("div", { class: classes.join(" "), dataset: { seat: String(seat) }, "data-testid": `plate-${seat}` },
    // A replay has no live connections to show.
    ctx.readonly ? null : h("span", {
      class: `dot ${online ? "on" : "off"}`,
      title: t(online ? "table.connected" : "table.disconnected"),
      "aria-label": t(online ? "table.connected" : "table.disconnected"),
    }),
    nameOf(info, seatName(ctx, seat)),
    info.kind === "bot" ? botBadge(info) : null,
    seat === ctx.seat ? h("span", { class: "badge you", text: t("table.you") }) : null,
    badges.filter(Boolean).map((text) => h("span", { class: "badge", text })),
    acting ? h("span", { class: "turn-mark", "aria-hidden": "true", text: "●" }) : null,
    h("span", { class: "timer", dataset: { seat: String(seat) } }),
  );
}

/** Every seat but `me`, in play order starting after `me` (all seats for a spectator). */
export function seatsAfter(me, players) {
  if (me === null || me === undefined) return [...Array(players).keys()];
  const order = [];
  for (let i = 1; i < players; i++) order.push((me + i) % players);
  return order;
}

/** The field for the name a seat shows. Signed in, a seat shows the handle whatever is typed
 * (the server sees the cookie), so the field shows the handle and cannot be changed. */
export function nameInput(attrs) {
  const handle = accountHint();
  return h("input", {
    type: "text", maxlength: "40", placeholder: t("lobby.yourName"), "aria-label": t("lobby.yourName"), ...attrs,
    ...(handle ? { value: handle, readonly: true, title: t("account.nameIsHandle") } : {}),
  });
}
