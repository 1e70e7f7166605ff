// Clash of Decks (duel and solo): the two rows of each side facing each other across the
// bridges, each hand from left to right with its Bastion/Fort, and the deal or draft cards in
// the centre. Only draws the view (a hand place the reader has not seen is a card back); the
// moves are the usual action buttons, labelled by the game.

import { h } from "../dom.js";
import { t, tx } from "../i18n.js";
import { backEl } from "../cards.js";
import { seatPlate } from "../ui/seat.js";

// The board's own words are in the client's catalogs (web/messages/*.ftl, "clash_of_decks-<key>").

// Abilities by their full names (the view carries their keys; the names are in the catalogs).
const ABILITIES = new Set(["shards", "pierce", "rage", "protection", "immunity", "berserk", "sprint"]);

function abilityName(key) {
  return ABILITIES.has(key) ? t(`clash_of_decks.ability.${key}`) : key;
}

function say(key, params = {}) {
  return t(`clash_of_decks.${key}`, params);
}

function cardInfo(ctx, key) {
  return (ctx.view.cards || {})[key] || null;
}

/** One card of the set: name, cost, attack/health or a spell's damage, abilities. */
export function clashCard(ctx, key, opts = {}) {
  if (key === null || key === undefined) return backEl({ small: true });
  if (key === "bastion" || key === "fort") {
    return h("div", { class: `card clash fortress ${key}`, title: say(key), text: say(key),
      style: { background: key === "fort" ? "#f6d6d6" : "#fbe9c9", fontWeight: "700" } });
  }
  const c = cardInfo(ctx, key) || { name: { en: key, ru: key }, abilities: [] };
  const spell = c.kind === "spell";
  const stats = spell ? `${c.damage}⚡` : `${opts.attack ?? c.attack}/${opts.health ?? c.health}`;
  const abilities = opts.abilities || c.abilities || [];
  // The full names in the title; the card face has room for their first letters only.
  const marks = abilities.map(abilityName).concat(c.aura ? [say("aura", { name: abilityName(c.aura) })] : []);
  const short = marks.map((m) => m.slice(0, 3));
  const title = `${tx(c.name)} · ${c.cost} · ${stats}${marks.length ? " · " + marks.join(", ") : ""}`;
  return h("div", {
    class: `card clash ${spell ? "spell" : "creature"}${opts.small ? " small" : ""}${opts.new ? " new" : ""}`,
    dataset: { code: key }, title, "aria-label": title,
    style: { display: "inline-flex", flexDirection: "column", alignItems: "center", justifyContent: "center",
      textAlign: "center", fontSize: "0.75em", background: spell ? "#ece4fb" : "#fff",
      opacity: opts.new ? "0.8" : "1", color: opts.damaged ? "#c8102e" : "#222" },
  },
  h("span", { class: "cost", text: `${c.cost}◆` }),
  h("b", { class: "name", text: tx(c.name) }),
  h("span", { class: "stats", text: stats }),
  marks.length ? h("span", { class: "abilities", style: { fontSize: "0.8em" }, text: short.join(" ") }) : null,
  );
}

function rowEl(ctx, side, r) {
  const line = ctx.view.rows?.[side]?.[r] || [];
  const cards = line.map((c) => clashCard(ctx, c.card, {
    attack: c.attack, health: c.health, abilities: c.abilities, new: c.new, damaged: c.damage > 0, small: true,
  }));
  // Side 0 stands left of the bridges: its creature nearest the bridge is drawn rightmost.
  if (side === 0) cards.reverse();
  return h("div", { class: `clash-row side-${side}`, "data-testid": `row-${side}-${r}`,
    style: { display: "flex", gap: "0.3em", justifyContent: side === 0 ? "flex-end" : "flex-start", minHeight: "3em", flex: "1" } }, cards);
}

function handEl(ctx, side) {
  const v = ctx.view;
  if (v.mode === "solo" && side === 1) {
    const ai = v.ai || {};
    return h("div", { class: "clash-ai", "data-testid": "automaton" },
      h("b", { text: say("ai") }), " · ", say(v.fort?.[1] ? "fort" : "bastion"), " · ",
      say("deck", { n: ai.deck ?? 0 }), " · ", say("discard", { n: (ai.discard || []).length }),
      ai.final_coming ? h("span", { class: "danger", style: { color: "#c8102e" }, text: ` · ${say("final")}` }) : null);
  }
  const hand = v.hands?.[side] || [];
  const health = v.health?.[side];
  return h("div", { class: "clash-hand", "data-testid": `hand-${side}` },
    seatPlate(ctx, side, health === null || health === undefined ? [] : [say("health", { n: health })]),
    h("div", { class: "cards", style: { flexWrap: "wrap" } }, hand.map((key) => clashCard(ctx, key, { small: true }))));
}

/** The Clash of Decks board for `ctx.view`. */
export function render(ctx) {
  const v = ctx.view;
  const phase = v.phase === "summon" || v.phase === "assault" ? ` · ${say(v.phase)} · ${say("mana", { n: v.mana })}` : "";
  const setup = v.setup;
  return h("div", { class: "board clash_of_decks" },
    h("p", { class: "phase-note", "data-testid": "duel-turn", text: v.phase === "over" ? say("over") : say("turn", { n: v.turn ?? 1 }) + phase }),
    handEl(ctx, 1),
    setup && (setup.revealed || []).length ? h("section", { class: "clash-revealed", "data-testid": "revealed" },
      h("span", { text: say("revealed") }), (setup.revealed || []).map((key) => clashCard(ctx, key))) : null,
    h("section", { class: "clash-field", style: { display: "flex", flexDirection: "column", gap: "0.4em" } },
      [0, 1].map((r) => h("div", { class: "clash-lane", style: { display: "flex", alignItems: "center", gap: "0.5em" } },
        rowEl(ctx, 0, r),
        h("span", { class: "bridge muted", title: say(r === 0 ? "top" : "bottom"), text: `═ ${say("bridge")} ═` }),
        rowEl(ctx, 1, r)))),
    v.pending && v.pending.side === ctx.seat ? h("p", { class: "status", text: say("pending") }) : null,
    handEl(ctx, 0),
  );
}
