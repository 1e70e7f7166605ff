// Sound and attention: short sounds made here with Web Audio (no files: every tone is
// synthesised), a mute switch remembered by this browser, and a tab title and favicon that say
// "your turn" while the tab is hidden.

import { h } from "../dom.js";
import { t, onLangChange } from "../i18n.js";
import { drawing } from "../trusted.js";

const MUTE_KEY = "koloda.muted";
let audio = null;

function muted() {
  return localStorage.getItem(MUTE_KEY) === "1";
}

function context() {
  if (!audio) {
    const Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) return null;
    audio = new Ctx();
  }
  // Browsers start audio suspended until a gesture; any click on the page has been one.
  if (audio.state === "suspended") audio.resume().catch(() => {});
  return audio;
}

/** A tone: `freq` Hz (ramping to `to`), `ms` long, starting `at` ms from now. */
function tone(ctx, { freq, to = freq, ms = 120, at = 0, type = "sine", gain = 0.12 }) {
  const start = ctx.currentTime + at / 1000;
  const end = start + ms / 1000;
  const osc = ctx.createOscillator();
  const amp = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, start);
  osc.frequency.exponentialRampToValueAtTime(Math.max(20, to), end);
  amp.gain.setValueAtTime(0.0001, start);
  amp.gain.exponentialRampToValueAtTime(gain, start + 0.01);
  amp.gain.exponentialRampToValueAtTime(0.0001, end);
  osc.connect(amp).connect(ctx.destination);
  osc.start(start);
  osc.stop(end + 0.02);
}

/** A burst of filtered noise (a card's snap, a pile's whoosh). */
function noise(ctx, { ms = 60, at = 0, freq = 2500, gain = 0.15 }) {
  const length = Math.floor(ctx.sampleRate * ms / 1000);
  const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / length);
  const source = ctx.createBufferSource();
  const filter = ctx.createBiquadFilter();
  const amp = ctx.createGain();
  filter.type = "bandpass";
  filter.frequency.value = freq;
  amp.gain.value = gain;
  source.buffer = buffer;
  source.connect(filter).connect(amp).connect(ctx.destination);
  source.start(ctx.currentTime + at / 1000);
}

const SOUNDS = {
  turn: (c) => { tone(c, { freq: 660, ms: 110 }); tone(c, { freq: 880, ms: 160, at: 110 }); },
  card: (c) => noise(c, { ms: 45, freq: 3200 }),
  take: (c) => { noise(c, { ms: 90, freq: 900, gain: 0.2 }); tone(c, { freq: 180, to: 120, ms: 140, gain: 0.08 }); },
  burn: (c) => noise(c, { ms: 380, freq: 600, gain: 0.2 }),
  win: (c) => [523, 659, 784, 1047].forEach((f, i) => tone(c, { freq: f, ms: 150, at: i * 110, type: "triangle" })),
  loss: (c) => [392, 330, 262].forEach((f, i) => tone(c, { freq: f, ms: 200, at: i * 160, type: "triangle" })),
};

/** Play a named sound ("turn", "card", "take", "burn", "win", "loss") unless muted. */
export function play(name) {
  if (muted() || !SOUNDS[name]) return;
  const ctx = context();
  if (ctx) SOUNDS[name](ctx);
}

// Which sound an event makes, by its kind (every game's events share these words).
const BY_KIND = {
  lead: "card", throw_in: "card", defend: "card", transfer: "card", attack: "card",
  play: "card", four: "card", blind: "card", swap: "card", give: "card", reveal: "card",
  cast: "card", summon: "card", shot: "card", answer: "card", call: "card",
  take: "take", pick_up: "take", pickup: "take", penalty: "take",
  burn: "burn",
};

/** The sound of the events of one change (the loudest kind wins: burn, take, then card). */
export function soundOf(events) {
  const kinds = new Set((events || []).map((e) => BY_KIND[e?.kind]).filter(Boolean));
  for (const name of ["burn", "take", "card"]) if (kinds.has(name)) return name;
  return null;
}

const SPEAKER = '<path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor"/>';
const SPEAKER_ON = `<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">${SPEAKER}`
  + '<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';
const SPEAKER_OFF = `<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">${SPEAKER}`
  + '<path d="M16 9l6 6M22 9l-6 6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';

/** The mute switch for the page header. */
export function muteToggle() {
  const button = h("button", { type: "button", class: "mute-toggle", "data-testid": "mute-toggle" });
  const paint = () => {
    const off = muted();
    // Our own speaker icon (constant markup): waves when on, a cross when muted.
    button.innerHTML = drawing(off ? SPEAKER_OFF : SPEAKER_ON);
    const label = t(off ? "sound.unmute" : "sound.mute");
    button.title = label;
    button.setAttribute("aria-label", label);
    button.setAttribute("aria-pressed", String(off));
  };
  button.addEventListener("click", () => {
    localStorage.setItem(MUTE_KEY, muted() ? "0" : "1");
    paint();
    if (!muted()) play("card");
  });
  paint();
  onLangChange(paint);
  return button;
}

// ---------- attention: the tab title and favicon while the tab is hidden ----------

let baseIcon = null;
let last = { yourTurn: false, title: "" };
const DOT_ICON = "data:image/svg+xml," + encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1f4d3a"/>'
  + '<circle cx="16" cy="16" r="9" fill="#f2c14e"/></svg>');

function icon() {
  let link = document.querySelector('link[rel="icon"]');
  if (!link) {
    link = h("link", { rel: "icon" });
    document.head.append(link);
  }
  return link;
}

/** Set the page title; while the tab is hidden and the game waits for this seat, the title
 * (and the icon) say "your turn". */
export function attention(yourTurn, title) {
  last = { yourTurn, title };
  const link = icon();
  if (baseIcon === null) baseIcon = link.getAttribute("href") || "/static/favicon.svg";
  const call = yourTurn && document.hidden;
  document.title = call ? `● ${t("table.yourTurn")} · ${title}` : title;
  link.setAttribute("href", call ? DOT_ICON : baseIcon);
}

document.addEventListener("visibilitychange", () => attention(last.yourTurn, last.title));
