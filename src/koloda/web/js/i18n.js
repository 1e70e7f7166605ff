// Language: Russian or English, picked from the browser on the first visit and switchable by a
// toggle that is remembered. Server texts arrive as {en, ru}, already formatted for this seat;
// the client's own words are Fluent catalogs (messages/<lang>.ftl, beside js/, in the same build
// as this module: see server/app_install.py) formatted here by
// @fluent/bundle, the same scheme as the server's, so a language is added in one way.

import { FluentBundle, FluentResource } from "../vendor/fluent-bundle/index.js";
import { h } from "./dom.js";

const LANGS = ["en", "ru"];

async function loadBundle(code) {
  const bundle = new FluentBundle(code, { useIsolating: false });
  try {
    const response = await fetch(new URL(`../messages/${code}.ftl`, import.meta.url));
    if (response.ok) {
      const errors = bundle.addResource(new FluentResource(await response.text()));
      for (const error of errors) console.warn(`catalog ${code}: ${error}`);
    }
  } catch (error) {
    console.warn(`catalog ${code} could not be loaded: ${error}`);
  }
  return bundle;
}

// Every module that shows text imports this one: the catalogs are in before anything renders.
const bundles = Object.fromEntries(await Promise.all(LANGS.map(async (code) => [code, await loadBundle(code)])));

/** Add a game's own catalog (its web folder's `messages/<lang>.ftl`, as the server names it)
 * to language `code`: a game from another package brings its board's words this way. */
export async function addCatalog(code, url) {
  const bundle = bundles[code];
  if (!bundle) return;
  try {
    const response = await fetch(url);
    if (!response.ok) return;
    const errors = bundle.addResource(new FluentResource(await response.text()));
    for (const error of errors) console.warn(`catalog ${url}: ${error}`);
  } catch (error) {
    console.warn(`catalog ${url} could not be loaded: ${error}`);
  }
}

const KEY = "koloda.lang";
const listeners = new Set();

function detect() {
  const stored = localStorage.getItem(KEY);
  if (stored === "en" || stored === "ru") return stored;
  const wanted = navigator.languages?.length ? navigator.languages : [navigator.language || "en"];
  // The first browser language we speak wins; anything else falls back to English.
  for (const tag of wanted) {
    const base = String(tag).toLowerCase().slice(0, 2);
    if (base === "ru" || base === "en") return base;
  }
  return "en";
}

let current = detect();

/** The language in use: "en" or "ru". */
export function lang() {
  return current;
}

/** Switch language, remember it and tell every listener (each page re-renders itself). */
export function setLang(next) {
  if (next !== "en" && next !== "ru") return;
  current = next;
  localStorage.setItem(KEY, next);
  document.documentElement.lang = next;
  applyStatic();
  for (const fn of listeners) fn(next);
}

/** Call `fn(lang)` after every language switch. */
export function onLangChange(fn) {
  listeners.add(fn);
}

/** A UI string by key ("lobby.title" reads the message `lobby-title`), formatted with `params`
 * (plurals and variants are the catalog's business). English where a message is missing. */
export function t(key, params = {}) {
  const id = key.replaceAll(".", "-");
  for (const code of [current, "en"]) {
    const bundle = bundles[code];
    const message = bundle?.getMessage(id);
    if (message?.value) return bundle.formatPattern(message.value, params);
  }
  return key;
}

/** A UI string in every language, {en, ru}: for texts kept and shown later (an error's reason
 * may be read after a language switch). */
export function tAll(key, params = {}) {
  const id = key.replaceAll(".", "-");
  const out = {};
  for (const code of LANGS) {
    const bundle = bundles[code];
    const message = bundle?.getMessage(id) || bundles.en?.getMessage(id);
    out[code] = message?.value ? (bundle.hasMessage(id) ? bundle : bundles.en).formatPattern(message.value, params) : key;
  }
  return out;
}

/** A server text {en, ru} (or a plain string) in the current language. */
export function tx(text) {
  if (text === null || text === undefined) return "";
  if (typeof text === "string") return text;
  return text[current] ?? text.en ?? Object.values(text)[0] ?? "";
}

/** Fill every element marked `data-i18n="key"` (static page text) in the current language. */
export function applyStatic(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-title]")) el.title = t(el.dataset.i18nTitle);
  const title = document.querySelector("title[data-i18n]");
  if (title) document.title = title.textContent;
}

/** The RU/EN switch shown in every page header. */
export function langToggle() {
  const button = h("button", {
    class: "lang-toggle",
    type: "button",
    "data-testid": "lang-toggle",
    onclick: () => setLang(current === "ru" ? "en" : "ru"),
  });
  const paint = () => {
    // Show the language the click switches to, so the button reads as an offer.
    button.textContent = current === "ru" ? "EN" : "RU";
    button.title = t("lang.switch");
    button.setAttribute("aria-label", t("lang.switch"));
  };
  paint();
  onLangChange(paint);
  return button;
}

document.documentElement.lang = current;
