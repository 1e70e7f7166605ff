// Clash of Decks (duel and solo): each row is a lane with the enemy's creatures above its bridge
// and yours below it, the hands from left to right with their Bastion/Fort, and during the setup
// the deck choice or the draft. Cards show their cost, attack, health and abilities as icons
// (our own drawings, below) with a legend on the board.
//
// Only draws the view and matches the listed actions: tapping a card in your hand picks it, and
// the rows or creatures that a listed summon or cast names for it light up (your own creature in
// a warning colour, with a label saying it is yours); tapping one sends that action. The listed
// buttons of these moves (a spell may have sixteen targets) fold away from the action bar behind
// one switch for keyboards and screen readers (clash.css hides them). In the battle the board
// fills its box: the opponent in a strip, the field taking the room left (scrolling by itself
// when it must) and your whole hand under it, so hand and field are seen together. The assault's
// attacks (the state's events) are played back one by one: the attacker lunges at its target
// and the damage floats up.

import { h } from "../dom.js";
import { lang, t, tx } from "../i18n.js";
import { seatPlate } from "../ui/seat.js";
import { drawing } from "../trusted.js";

// The board's own words: web/messages/*.ftl, "clash_of_decks-<key>" and "clash-<key>".

/** The words of each setup step of a duel (the view's `setup.step`). */
const SETUP_PHASES = {
  draft: "clash.phase.draft", deck: "clash.phase.deck", choose: "clash.phase.choose", ban: "clash.phase.ban",
};

/** The board's style sheet (of this module's build), added to the page once. */
function loadStyle() {
  if (typeof document === "undefined" || document.querySelector("link[data-clash-css]")) return;
  const href = new URL("../../css/clash.css", import.meta.url).href;
  document.head.append(h("link", { rel: "stylesheet", href, "data-clash-css": "" }));
}
loadStyle();

const ABILITIES = ["shards", "pierce", "rage", "protection", "immunity", "berserk", "sprint"];

// Our own icons: 24×24, drawn in the current text colour.
const SVG = {
  mana: '<path fill="currentColor" d="M12 2 20 12 12 22 4 12Z"/>',
  attack: '<path fill="currentColor" d="M21 3l-1.2 5L11 16.8 7.2 13 16 4.2zM4.6 12.2l7.2 7.2-1.6 1.6-2.3-2.3L5 21.6 2.4 19l2.9-2.9L3 13.8z"/>',
  life: '<path fill="currentColor" d="M12 21.3S3 15.6 3 9.4A4.8 4.8 0 0 1 12 6.6a4.8 4.8 0 0 1 9 2.8c0 6.2-9 11.9-9 11.9z"/>',
  damage: '<path fill="currentColor" d="M13.5 1.5 4 14h7l-1.5 8.5L20 10h-7z"/>',
  shards: '<path fill="currentColor" d="M12 1.5 14.2 9h-4.4zM2.5 18.5 8.3 13l2.2 3.8zM21.5 18.5 15.7 13l-2.2 3.8z"/><circle cx="12" cy="13" r="2.2" fill="currentColor"/>',
  pierce: '<path fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" d="M2 12h17M14.5 7l5 5-5 5M8 3.5v5M8 15.5v5"/>',
  rage: '<path fill="currentColor" d="M12.5 1.5c.8 4.3 6.5 6.3 6.5 12.5a7 7 0 0 1-14 0c0-3.2 1.8-5.4 3.2-6.6-.1 2.3.9 3.8 2.3 4.2-.9-3.6.4-7.4 2-10.1z"/>',
  protection: '<path fill="currentColor" d="M12 1.8 20.5 5v6.3c0 5.3-3.6 9.3-8.5 11-4.9-1.7-8.5-5.7-8.5-11V5z"/>',
  immunity: '<circle cx="12" cy="12" r="9.2" fill="none" stroke="currentColor" stroke-width="2.2"/><path fill="currentColor" d="M13.4 5 7.6 13h4l-1.1 6 5.9-8.1h-4z"/><path stroke="currentColor" stroke-width="2.4" d="M5.6 5.6l12.8 12.8"/>',
  berserk: '<path fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" d="M19.5 12.5a7.5 7.5 0 1 1-2.4-6.3"/><path fill="currentColor" d="M21 2.5V10h-7.5z"/>',
  sprint: '<path fill="currentColor" d="M2 5.5 11 12l-9 6.5zM12 5.5 21 12l-9 6.5z"/>',
  aura: '<circle cx="12" cy="12" r="4.2" fill="currentColor"/><path stroke="currentColor" stroke-width="2.2" stroke-linecap="round" d="M12 1.8v3M12 19.2v3M1.8 12h3M19.2 12h3M4.8 4.8l2.1 2.1M17.1 17.1l2.1 2.1M4.8 19.2l2.1-2.1M17.1 6.9l2.1-2.1"/>',
  bastion: '<path fill="currentColor" d="M2.5 21.5V7h3.3v3h2.4V7h3.3v3h1v-3h3.3v3h2.4V7h3.3v14.5h-7.5v-4.8a2 2 0 0 0-4 0v4.8z"/>',
  fort: '<path fill="currentColor" d="M5 21.5V9.5l2.5-1.2v2.4H10V7l2.2 1.5L14.5 6v4.7H17V8.6l2 1.3v11.6h-5.2v-4a1.8 1.8 0 0 0-3.6 0v4z"/>',
  deck: '<path fill="currentColor" d="M8 2.5h11a1.2 1.2 0 0 1 1.2 1.2v14.1h-2.1V4.6H8zM4.2 6h10.6A1.2 1.2 0 0 1 16 7.2v13.1a1.2 1.2 0 0 1-1.2 1.2H4.2A1.2 1.2 0 0 1 3 20.3V7.2A1.2 1.2 0 0 1 4.2 6z"/>',
};

/** An icon (decorative: its meaning is in the label of what it sits in, or its own `title`). */
function icon(name, label = null) {
  const el = h("span", { class: `icon icon-${name}`, title: label || null, "aria-hidden": label ? null : "true",
    role: label ? "img" : null, "aria-label": label || null });
  el.innerHTML = drawing(`<svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">${SVG[name] || ""}</svg>`);
  return el;
}

function say(key, params = {}) {
  return t(`clash_of_decks.${key}`, params);
}

function abilityName(key) {
  return ABILITIES.includes(key) ? t(`clash_of_decks.ability.${key}`) : key;
}

/** "Pierce: the attack also hits the creature behind the target" (the tooltip and legend). */
function abilityText(key) {
  return `${abilityName(key)}: ${t(`clash.about.${key}`)}`;
}

function info(ctx, key) {
  return (ctx.view.cards || {})[key] || null;
}

function cardName(ctx, key) {
  const c = info(ctx, key);
  return c ? tx(c.name) : String(key);
}

const VOWELS = /[aeiouyаеёиоуыэюя]/i;
const NO_START = /[йьъ]/i;

/** A long word with soft hyphens where a syllable may break (before a consonant that starts
 * one: "Anni·hi·la·tion"), so that a name too wide for its card wraps there, with a hyphen. */
function breakable(word) {
  if (word.length < 8) return word;
  const vowel = (i) => VOWELS.test(word[i] || "");
  let out = "";
  for (let i = 0; i < word.length; i += 1) {
    const cut = i >= 3 && i <= word.length - 3 && !NO_START.test(word[i]) && !vowel(i) && (
      (vowel(i - 1) && vowel(i + 1)) // a-pa
      || (!vowel(i - 1) && vowel(i - 2) && vowel(i + 1) && !NO_START.test(word[i - 1]))); // ac-ra
    out += (cut ? "\u00ad" : "") + word[i];
  }
  return out;
}

/** The name element: its font shrinks with the longest word, which may break at a syllable. */
function nameEl(text) {
  const words = String(text).split(/\s+/);
  const longest = Math.max(...words.map((w) => w.length));
  const el = h("span", { class: "name", "aria-hidden": "true", lang: lang(), text: words.map(breakable).join(" ") });
  el.style.setProperty("--len", String(Math.max(longest, 5)));
  return el;
}

/** A card's full description: the tooltip and what a screen reader says. */
function describe(ctx, key, stats) {
  const c = info(ctx, key);
  if (!c) return String(key);
  const parts = [tx(c.name), t("clash.cost", { n: c.cost })];
  if (c.kind === "spell") parts.push(t("clash.spellDamage", { n: c.damage }));
  else parts.push(t("clash.attack", { n: stats.attack ?? c.attack }), t("clash.health", { n: stats.health ?? c.health }));
  const abilities = stats.abilities || c.abilities || [];
  for (const a of abilities) parts.push(abilityText(a));
  if (c.aura) parts.push(`${say("aura", { name: abilityName(c.aura) })}: ${t("clash.about.aura")}`);
  return parts.join(" · ");
}

/**
 * One card of the set. `opts`: attack/health/abilities as they are in play, `damaged`, `new`,
 * `classes` (more classes), `onclick` (then it is a button), `pressed`, `data` (dataset).
 */
export function clashCard(ctx, key, opts = {}) {
  if (key === null || key === undefined) {
    return h("div", { class: "card ccard back-card", "aria-hidden": "true" });
  }
  if (key === "bastion" || key === "fort") return fortressCard(ctx, key, opts);
  const c = info(ctx, key) || { name: { en: key, ru: key }, abilities: [], cost: "?", kind: "creature" };
  const spell = c.kind === "spell";
  const label = opts.label || describe(ctx, key, opts);
  const classes = ["card", "ccard", spell ? "spell" : "creature"];
  if (opts.new) classes.push("new");
  if (opts.classes) classes.push(...opts.classes);
  const abilities = opts.abilities || c.abilities || [];
  const tag = opts.onclick ? "button" : "div";
  const name = tx(c.name);
  const health = opts.health ?? c.health;
  return h(tag, {
    class: classes.join(" "), type: opts.onclick ? "button" : null, onclick: opts.onclick || null,
    dataset: { code: key, ...(opts.data || {}) }, title: label, "aria-label": label,
    role: opts.onclick ? null : "img", "aria-pressed": opts.onclick && opts.pressed !== undefined ? String(Boolean(opts.pressed)) : null,
  },
  h("span", { class: "chip cost", "aria-hidden": "true" }, icon("mana"), String(c.cost)),
  nameEl(name),
  opts.tag ? h("span", { class: "own-tag", "aria-hidden": "true", text: opts.tag }) : null,
  h("span", { class: "icons", "aria-hidden": "true" },
    abilities.map((a) => icon(a, abilityText(a))),
    c.aura ? h("span", { class: "aura", title: `${say("aura", { name: abilityName(c.aura) })}: ${t("clash.about.aura")}` },
      icon("aura"), icon(c.aura)) : null),
  spell
    ? h("span", { class: "chip damage", "aria-hidden": "true" }, icon("damage"), String(c.damage))
    : [h("span", { class: "chip attack", "aria-hidden": "true" }, icon("attack"), String(opts.attack ?? c.attack)),
      h("span", { class: `chip life${opts.damaged ? " hurt" : ""}`, "aria-hidden": "true" }, icon("life"), String(health))],
  );
}

/** The Bastion or Fort: its side's health (the cards to its right) on it. */
function fortressCard(ctx, key, opts = {}) {
  const health = opts.health;
  const words = say(key) + (Number.isInteger(health) ? ` · ${t("clash.health", { n: health })}` : "");
  return h("div", { class: `card ccard fortress ${key}`, dataset: { fortress: key }, title: `${words} · ${t(`clash.about.${key}`)}`,
    "aria-label": words, role: "img" },
  icon(key),
  h("span", { class: "name", "aria-hidden": "true", text: say(key) }),
  Number.isInteger(health) ? h("span", { class: "chip life", "aria-hidden": "true" }, icon("life"), String(health)) : null);
}

// ---------- what a tap does: only listed actions ----------

/** The hand card picked to be played (kept while the listed actions stay the same). */
let chosen = null; // {key, legal}

function legalOf(ctx, type, fields = {}) {
  return (ctx.legal || []).filter((e) => e.action?.type === type
    && Object.entries(fields).every(([k, v]) => e.action[k] === v));
}

function chosenKey(ctx) {
  if (chosen && chosen.legal === ctx.legal && !ctx.pending) return chosen.key;
  chosen = null;
  return null;
}

/** Pick hand card `key` (or put it back). Picked from the keyboard (a click with no pointer),
 * the focus goes on to the first place it may go, which comes before the hand in the page. */
function choose(ctx, key, byKeyboard = false) {
  chosen = chosenKey(ctx) === key ? null : { key, legal: ctx.legal };
  focusNext = byKeyboard ? (chosen ? "target" : `hand:${key}`) : null;
  ctx.rerender?.();
}

/** What tapping hand card `key` does: pick it (it has summons or casts), or nothing. */
function handTap(ctx, key) {
  const moves = legalOf(ctx, "summon", { card: key }).concat(legalOf(ctx, "cast", { card: key }));
  if (!moves.length || ctx.readonly) return null;
  return (event) => choose(ctx, key, event?.detail === 0);
}

/** Where the focus goes once the board is drawn again: "target", "hand:<key>", "list". */
let focusNext = null;

// Escape puts a picked card back.
if (typeof document !== "undefined") {
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !chosen || !lastCtx) return;
    const key = chosen.key;
    chosen = null;
    focusNext = `hand:${key}`;
    lastCtx.rerender?.();
  });
}
let lastCtx = null;

// ---------- the listed moves: behind one switch ----------

const LIST_KEY = "koloda.clash.list";

/** Whether the summons and casts are listed as buttons too (remembered for next time). */
function listed() {
  try {
    return localStorage.getItem(LIST_KEY) === "1";
  } catch {
    return false;
  }
}

function setListed(on) {
  try {
    localStorage.setItem(LIST_KEY, on ? "1" : "0");
  } catch {
    // a browser that keeps nothing: the switch holds for this page only
  }
  listedNow = on;
}
let listedNow = null;

/** The switch that lists every summon and cast as a button in the action bar (a keyboard's and
 * a screen reader's way to them); out of sight until it has the focus or is on. */
function listSwitch(ctx) {
  const moves = legalOf(ctx, "summon").length + legalOf(ctx, "cast").length;
  if (!moves || ctx.readonly) return null;
  const on = listedNow ?? listed();
  return h("button", {
    type: "button", class: `link clash-list${on ? " on" : ""}`, "data-testid": "clash-list", "aria-pressed": String(on),
    onclick: () => { setListed(!on); focusNext = "list"; ctx.rerender?.(); },
    text: t(on ? "clash.listOff" : "clash.listOn", { n: moves }),
  });
}

function send(ctx, action) {
  chosen = null;
  ctx.act(action);
}

// ---------- the field ----------

function mySide(ctx) {
  if (ctx.view.mode === "solo") return 0;
  return Number.isInteger(ctx.seat) ? ctx.seat : 0;
}

function rowEl(ctx, side, r, enemy) {
  const line = ctx.view.rows?.[side]?.[r] || [];
  const picked = chosenKey(ctx);
  const casts = picked ? legalOf(ctx, "cast", { card: picked, side, row: r }) : [];
  const summon = picked && !enemy ? legalOf(ctx, "summon", { card: picked, row: r })[0] : null;
  const own = side === mySide(ctx);
  const cards = line.map((c, position) => {
    const cast = casts.find((e) => e.action.position === position);
    const stats = { attack: c.attack, health: c.health, abilities: c.abilities };
    // a spell at your own creature is allowed (it brings it home), but never by mistake
    const label = cast ? [tx(cast.label), own ? t("clash.ownTarget") : null, describe(ctx, c.card, stats)].filter(Boolean).join(" · ") : null;
    return clashCard(ctx, c.card, {
      ...stats, new: c.new, damaged: c.damage > 0, label,
      classes: cast ? ["target", own ? "own" : "foe"] : [],
      tag: cast && own ? t("clash.ownTarget") : null,
      onclick: cast ? () => send(ctx, cast.action) : null,
      data: { side: String(side), row: String(r), position: String(position) },
    });
  });
  const where = say(r === 0 ? "top" : "bottom");
  return h("div", {
    class: `clash-row ${enemy ? "enemy" : "mine"}${summon ? " drop" : ""}`, "data-testid": `row-${side}-${r}`,
    dataset: { side: String(side), row: String(r) },
    role: summon ? "button" : null, tabindex: summon ? "0" : null,
    "aria-label": summon ? tx(summon.label) : `${where}: ${enemy ? t("clash.theirs") : t("clash.yours")}`,
    onclick: summon ? () => send(ctx, summon.action) : null,
    onkeydown: summon ? (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); send(ctx, summon.action); } } : null,
  }, cards);
}

function fieldEl(ctx) {
  const me = mySide(ctx);
  const foe = 1 - me;
  return h("section", { class: "clash-field", "data-testid": "field" },
    [0, 1].map((r) => h("div", { class: "clash-lane", dataset: { row: String(r) } },
      h("h3", { text: say(r === 0 ? "top" : "bottom") }),
      rowEl(ctx, foe, r, true),
      h("div", { class: "clash-bridge", "aria-hidden": "true", text: say("bridge") }),
      rowEl(ctx, me, r, false))));
}

// ---------- the sides ----------

function lifeBadge(n, note) {
  return h("span", { class: "badge life life-badge", title: note, "aria-label": `${t("clash.health", { n })} · ${note}` },
    icon("life"), String(n));
}

function inBattle(v) {
  return !v.setup && (v.phase === "summon" || v.phase === "assault" || v.phase === "over" || Array.isArray(v.health));
}

function handEl(ctx, side, mine) {
  const v = ctx.view;
  if (v.mode === "solo" && side === 1) return automatonEl(ctx);
  const hand = v.hands?.[side] || [];
  const health = inBattle(v) ? v.health?.[side] : null;
  const picked = chosenKey(ctx);
  let reach = 0;
  const cards = hand.map((key) => {
    if (key === "bastion" || key === "fort") return clashCard(ctx, key, { health });
    if (key === null) return clashCard(ctx, null);
    const tap = mine ? handTap(ctx, key) : null;
    const inReach = mine && reach < 4;
    reach += 1;
    return clashCard(ctx, key, { onclick: tap, pressed: tap ? picked === key : undefined,
      classes: [inReach && v.active === side && v.phase !== "over" ? "reach" : null, picked === key ? "chosen" : null].filter(Boolean) });
  });
  const allBacks = hand.every((k) => k === null || k === "bastion" || k === "fort");
  return h("section", { class: `clash-side ${mine ? "mine" : "theirs"}`, "data-testid": `hand-${side}` },
    mine && v.pending && v.pending.side === side ? pendingEl(ctx) : null,
    h("div", { class: "clash-head" }, seatPlate(ctx, side, []),
      Number.isInteger(health) ? lifeBadge(health, t("clash.lifeNote")) : null,
      mine ? listSwitch(ctx) : null),
    h("div", { class: `hand${allBacks && !mine ? " backs" : ""}`, role: "group", "aria-label": t("clash.hand") }, cards));
}

/** Your creatures destroyed at once: tap the one that returns to your hand next. */
function pendingEl(ctx) {
  const cards = ctx.view.pending?.cards || [];
  return h("div", { class: "clash-pending", "data-testid": "pending" },
    h("p", { class: "clash-note call", text: say("pending") }),
    h("div", { class: "cards" }, cards.map((key) => {
      const move = legalOf(ctx, "return", { card: key })[0];
      return clashCard(ctx, key, { onclick: move && !ctx.readonly ? () => send(ctx, move.action) : null, classes: move ? ["target"] : [] });
    })));
}

/** The solo game's automaton: its Bastion/Fort, deck (its health), discard and settings. */
function automatonEl(ctx) {
  const v = ctx.view;
  const ai = v.ai || {};
  const fort = Boolean(v.fort?.[1]);
  return h("section", { class: "clash-side theirs clash-ai", "data-testid": "automaton" },
    h("div", { class: "plate" }, h("span", { class: "name", text: say("ai") }),
      h("span", { class: "badge", text: t(`clash.level.${v.level ?? 0}`) })),
    h("div", { class: "facts" },
      h("span", { title: t(`clash.about.${fort ? "fort" : "bastion"}`) }, say(fort ? "fort" : "bastion")),
      lifeBadge(ai.deck ?? 0, t("clash.aiLifeNote")),
      h("span", { text: say("discard", { n: (ai.discard || []).length }) }),
      Number.isInteger(ai.mana) && v.active === 1 ? h("span", { text: say("mana", { n: ai.mana }) }) : null,
      ai.final_coming || ai.final ? h("span", { class: "danger", text: say("final") }) : null),
    settingsEl(ctx, true));
}

/** The automaton's difficulty settings, from the table's options (defaults where not given);
 * `folded` in the battle: the level, opening to the settings. */
function settingsEl(ctx, folded = false) {
  const o = ctx.table?.options || {};
  const level = o.level ?? ctx.view.level ?? 0;
  const items = [
    t("clash.settings.mana", { constant: o.constant_mana ?? 6, variable: o.variable_mana ?? 1 }),
    o.ai_first ? t("clash.settings.first") : null,
    o.no_bastion ? t("clash.settings.noBastion") : null,
    o.weaker_attacks ? t("clash.settings.weaker") : null,
    o.ai_ability && o.ai_ability !== "none" ? t("clash.settings.ability", { name: abilityName(o.ai_ability) }) : null,
  ].filter(Boolean);
  const head = t("clash.settings.level", { level: t(`clash.level.${level}`), n: level });
  if (folded) {
    const box = h("details", { class: "clash-settings folded", "data-testid": "ai-settings", open: settingsOpen || null },
      h("summary", { text: head }), h("p", {}, items.map((text) => h("span", { text }))));
    box.addEventListener("toggle", () => { settingsOpen = box.open; });
    return box;
  }
  return h("p", { class: "clash-settings", "data-testid": "ai-settings" },
    h("span", { text: head }),
    items.map((text) => h("span", { text })));
}

// ---------- the setup: deck choice and draft ----------

const DECK_COLOURS = ["#c8553d", "#3d7cc8", "#5a9e4b", "#8a5ac8"];

function deckChoiceEl(ctx) {
  const v = ctx.view;
  const taken = v.setup?.taken || [];
  return h("section", { class: "clash-setup", "data-testid": "deck-choice" },
    h("p", { class: "clash-note call", text: t(legalOf(ctx, "deck").length ? "clash.chooseDeck" : "clash.waitDeck") }),
    h("div", { class: "clash-decks" }, (v.decks || []).map((keys, i) => {
      const n = i + 1;
      const move = legalOf(ctx, "deck", { deck: n })[0];
      const owner = taken.indexOf(n);
      const abilities = [...new Set(keys.flatMap((k) => [...(info(ctx, k)?.abilities || []), ...(info(ctx, k)?.aura ? ["aura"] : [])]))];
      const spells = keys.filter((k) => info(ctx, k)?.kind === "spell").length;
      const body = [
        h("h3", {}, h("span", { class: "swatch", style: { background: DECK_COLOURS[i] }, "aria-hidden": "true" }),
          t("clash.deckName", { n }),
          owner >= 0 ? h("span", { class: "badge", text: t("clash.deckTaken", { name: owner === mySide(ctx) ? t("table.you") : seatNameOf(ctx, owner) }) }) : null),
        h("div", { class: "abilities" }, abilities.map((a) => h("span", {}, icon(a), a === "aura" ? t("clash.auraWord") : abilityName(a))),
          h("span", {}, icon("damage"), t("clash.spells", { n: spells }))),
        h("div", { class: "cards" }, keys.map((k) => clashCard(ctx, k))),
      ];
      return move && !ctx.readonly
        ? h("button", { type: "button", class: "clash-deck", "data-testid": `deck-${n}`, style: { borderLeftColor: DECK_COLOURS[i] },
          onclick: () => send(ctx, move.action), "aria-label": `${tx(move.label)}` }, body)
        : h("div", { class: `clash-deck${owner >= 0 ? " taken" : ""}`, "data-testid": `deck-${n}` }, body);
    })));
}

function seatNameOf(ctx, seat) {
  const info = ctx.table?.seats?.[seat];
  return tx(info?.display) || info?.name || `${t("table.player")} ${seat + 1}`;
}

/** The draft (solo deal, duel draft) and the constructed choices: the cards to tap, the picks. */
function draftEl(ctx) {
  const v = ctx.view;
  const s = v.setup;
  const me = mySide(ctx);
  const moves = ["take", "choose", "ban"].flatMap((type) => legalOf(ctx, type));
  let line;
  if (v.mode === "solo") {
    line = t("clash.draft.solo", { n: (s.picks || []).length + 1 });
  } else if (s.step === "draft") {
    line = moves.length ? t("clash.draft.you", { n: (s.counts?.[me] || 0) + 1 }) : t("clash.draft.wait", { name: seatNameOf(ctx, s.picker) });
  } else if (s.step === "choose") {
    line = moves.length ? t("clash.draft.choose", { n: (s.counts?.[me] || 0) + 1 }) : t("clash.draft.waitChoose");
  } else {
    line = moves.length ? t("clash.draft.ban") : t("clash.draft.wait", { name: seatNameOf(ctx, s.picker) });
  }
  const offered = moves.map((e) => e.action.card);
  const shown = offered.length ? offered : s.revealed || [];
  const myPicks = v.mode === "solo" ? s.picks || [] : s.picks?.[me] || [];
  const theirPicks = v.mode === "solo" ? [] : s.picks?.[1 - me] || [];
  return h("section", { class: "clash-setup clash-draft", "data-testid": "draft" },
    h("p", { class: `clash-note${moves.length ? " call" : ""}`, "data-testid": "draft-step", text: line }),
    shown.length ? h("div", { class: "cards", "data-testid": "revealed" }, shown.map((k) => {
      const move = moves.find((e) => e.action.card === k);
      return clashCard(ctx, k, { onclick: move && !ctx.readonly ? () => send(ctx, move.action) : null, classes: move ? ["target"] : [] });
    })) : null,
    h("h3", { text: t("clash.draft.mine", { n: myPicks.length }) }),
    h("div", { class: "cards picks" }, myPicks.map((k) => clashCard(ctx, k))),
    v.mode === "solo" ? null : [h("h3", { text: t("clash.draft.theirs", { name: seatNameOf(ctx, 1 - me), n: s.counts?.[1 - me] ?? theirPicks.length }) }),
      h("div", { class: "cards picks" }, theirPicks.map((k) => clashCard(ctx, k)))]);
}

// ---------- the legend ----------

let legendOpen = false;
let settingsOpen = false;

function legendEl(short = false) {
  const row = (name, text) => h("li", {}, icon(name), h("span", { text }));
  const box = h("details", { class: "clash-legend", "data-testid": "legend", open: legendOpen || null },
    h("summary", { text: t(short ? "clash.legendShort" : "clash.legend"), title: short ? t("clash.legend") : null }),
    h("div", { class: "legend-body" }, h("ul", {},
      row("mana", t("clash.about.cost")),
      row("attack", t("clash.about.attack")),
      row("life", t("clash.about.health")),
      row("damage", t("clash.about.damage")),
      ABILITIES.map((a) => row(a, abilityText(a))),
      row("aura", `${t("clash.auraWord")}: ${t("clash.about.aura")}`),
      row("bastion", `${say("bastion")}: ${t("clash.about.bastion")}`),
      row("fort", `${say("fort")}: ${t("clash.about.fort")}`)),
    h("p", { text: t("clash.about.reach") })));
  box.addEventListener("toggle", () => { legendOpen = box.open; });
  return box;
}

// ---------- the assault, played back ----------

let played = null; // the events array last played back (a redraw of the same state plays nothing)
const STEP_MS = 620;

function reducedMotion() {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

function centre(rect, board) {
  return { x: rect.left + rect.width / 2 - board.left, y: rect.top + rect.height / 2 - board.top };
}

/** Where an attack lands: the target creature (or where it stood), else the Bastion/Fort. */
function targetEl(board, e) {
  const enemy = e.enemy ?? 1 - e.seat;
  const row = board.querySelector(`[data-testid="row-${enemy}-${e.row}"]`);
  if (e.target) {
    return row?.querySelector(`.ccard[data-code="${CSS.escape(e.target)}"]`) || row?.querySelector(".ccard") || row;
  }
  return board.querySelector(`[data-testid="hand-${enemy}"] .fortress`) || board.querySelector('[data-testid="automaton"]')
    || board.querySelector(`[data-testid="hand-${enemy}"]`);
}

function floatNumber(boardEl, at, text, delay, blocked = false) {
  const tag = h("span", { class: `float-damage${blocked ? " blocked" : ""}`, "aria-hidden": "true", text,
    style: { left: `${at.x - 14}px`, top: `${at.y - 14}px` } });
  boardEl.append(tag);
  const run = tag.animate([
    { opacity: 0, transform: "translateY(6px) scale(0.7)" },
    { opacity: 1, transform: "translateY(0) scale(1.15)", offset: 0.2 },
    { opacity: 1, transform: "translateY(-26px) scale(1)", offset: 0.75 },
    { opacity: 0, transform: "translateY(-40px) scale(1)" },
  ], { duration: 950, delay, fill: "both", id: "clash-damage" });
  run.onfinish = () => tag.remove();
}

/** Play the attacks of `events` on the new board, one after the other (top row first, as the
 * rules order them), and a spell's damage where it landed. */
function playAssault(boardEl, events, cards) {
  if (!boardEl.isConnected || reducedMotion() || typeof Element.prototype.animate !== "function") return;
  const board = boardEl.getBoundingClientRect();
  let step = 0;
  let last = null;
  for (const e of events) {
    if ((e.kind === "protected" || e.kind === "immune") && last) {
      floatNumber(boardEl, last, "0", 300 + (step - 1) * STEP_MS + 260, true);
      continue;
    }
    if (e.kind === "cast") {
      // a spell: its damage lands on the creature it was cast at (or where it stood)
      const row = boardEl.querySelector(`[data-testid="row-${e.side}-${e.row}"]`);
      const hit = row?.querySelector(`.ccard[data-code="${CSS.escape(e.target || "")}"]`) || row;
      const damage = cards?.[e.card]?.damage;
      if (hit && Number.isInteger(damage)) {
        last = centre(hit.getBoundingClientRect(), board);
        floatNumber(boardEl, last, `−${damage}`, 150 + step * STEP_MS);
        step += 1;
      }
      continue;
    }
    if (e.kind !== "attack") continue;
    const attacker = boardEl.querySelector(`[data-testid="row-${e.seat}-${e.row}"] .ccard[data-code="${CSS.escape(e.card)}"]`);
    const target = targetEl(boardEl, e);
    if (!attacker || !target) continue;
    const from = centre(attacker.getBoundingClientRect(), board);
    const to = centre(target.getBoundingClientRect(), board);
    const dx = (to.x - from.x) * 0.7;
    const dy = (to.y - from.y) * 0.7;
    const delay = 300 + step * STEP_MS;
    attacker.animate([
      { transform: "none", zIndex: 5 },
      { transform: `translate(${dx}px, ${dy}px) scale(1.12)`, zIndex: 5, offset: 0.45 },
      { transform: "none", zIndex: 5 },
    ], { duration: 520, delay, easing: "ease-in-out", id: "clash-attack" });
    floatNumber(boardEl, to, `−${e.damage}`, delay + 230);
    // the lane whose row is attacking lights up: the assault goes row by row
    boardEl.querySelector(`.clash-lane[data-row="${e.row}"]`)?.animate([
      { boxShadow: "inset 0 0 0 0 rgba(242, 193, 78, 0)" },
      { boxShadow: "inset 0 0 0 3px rgba(242, 193, 78, 0.9)", offset: 0.3 },
      { boxShadow: "inset 0 0 0 0 rgba(242, 193, 78, 0)" },
    ], { duration: STEP_MS, delay, id: "clash-lane" });
    last = to;
    step += 1;
  }
}

function scheduleAssault(boardEl, ctx) {
  const events = ctx.events;
  if (!Array.isArray(events) || events === played) return;
  played = events;
  if (!events.some((e) => e?.kind === "attack" || e?.kind === "cast")) return;
  const cards = ctx.view.cards || {};
  requestAnimationFrame(() => playAssault(boardEl, events, cards));
}

// ---------- the board ----------

function phaseText(ctx) {
  const v = ctx.view;
  if (v.phase === "over") return say("over");
  if (v.setup) return t(v.mode === "solo" ? "clash.phase.draft" : SETUP_PHASES[v.setup.step] || "clash.phase.draft");
  const phase = v.phase === "summon" || v.phase === "assault" ? ` · ${say(v.phase)} · ${say("mana", { n: v.mana })}` : "";
  return say("turn", { n: v.turn ?? 1 }) + phase;
}

function pickedNote(ctx) {
  const key = chosenKey(ctx);
  if (!key) return null;
  const spell = info(ctx, key)?.kind === "spell";
  return h("p", { class: "clash-note call", "data-testid": "pick-note", role: "status" },
    t(spell ? "clash.pickTarget" : "clash.pickRow", { card: cardName(ctx, key) }),
    h("button", { type: "button", onclick: (e) => choose(ctx, key, e.detail === 0), text: t("clash.cancel") }));
}

/** The Clash of Decks board for `ctx.view`. */
export function render(ctx) {
  loadStyle();
  lastCtx = ctx;
  const v = ctx.view;
  const me = mySide(ctx);
  const setup = v.setup;
  const on = listedNow ?? listed();
  const board = h("div", {
    class: `board clash clash_of_decks ${v.mode === "solo" ? "solo" : "duel"}${setup ? " setup" : " arena"}${on ? " list-moves" : ""}`,
    style: { position: "relative" },
  },
  // the turn line; while a card is picked, what to tap for it stands over it (the same room)
  h("div", { class: "clash-top" },
    h("div", { class: "clash-call" },
      h("p", { class: "phase-note", "data-testid": "duel-turn", text: phaseText(ctx) }),
      setup ? null : pickedNote(ctx)),
    // while a card is picked its call takes the whole line
    setup || chosenKey(ctx) ? null : legendEl(true)),
  setup ? (setup.step === "deck" ? deckChoiceEl(ctx) : draftEl(ctx)) : null,
  setup && v.mode === "solo" ? h("section", { class: "clash-side theirs clash-ai", "data-testid": "automaton" },
    h("div", { class: "plate" }, h("span", { class: "name", text: say("ai") }),
      h("span", { class: "badge", text: t(`clash.level.${v.level ?? 0}`) })), settingsEl(ctx)) : null,
  setup ? null : [
    handEl(ctx, 1 - me, false),
    fieldEl(ctx),
    handEl(ctx, me, Number.isInteger(ctx.seat) || v.mode === "solo"),
  ],
  setup ? legendEl() : null,
  );
  scheduleAssault(board, ctx);
  const focus = focusNext;
  focusNext = null;
  const picked = board.querySelector(".clash-side.mine .ccard.chosen");
  if (picked || focus) {
    requestAnimationFrame(() => {
      if (!board.isConnected) return;
      // the first place the picked card may go in sight (the field may scroll by itself)
      const first = board.querySelector(".clash-field .ccard.target, .clash-row.drop");
      if (picked) first?.scrollIntoView({ block: "nearest", inline: "nearest" });
      if (focus === "target") first?.focus();
      else if (focus === "list") board.querySelector('[data-testid="clash-list"]')?.focus();
      else if (focus?.startsWith("hand:")) board.querySelector(`.clash-side.mine button.ccard[data-code="${CSS.escape(focus.slice(5))}"]`)?.focus();
    });
  }
  return board;
}
