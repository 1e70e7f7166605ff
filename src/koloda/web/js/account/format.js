// Dates and devices in words, for the account and profile pages.

import { lang, t } from "../i18n.js";

/** A server timestamp (seconds since 1970) as a date in the page's language. */
export function day(seconds) {
  if (!Number.isFinite(seconds)) return "";
  return new Intl.DateTimeFormat(lang(), { dateStyle: "medium" }).format(new Date(seconds * 1000));
}

/** A server timestamp as a date and time in the page's language. */
export function moment(seconds) {
  if (!Number.isFinite(seconds)) return "";
  return new Intl.DateTimeFormat(lang(), { dateStyle: "medium", timeStyle: "short" }).format(new Date(seconds * 1000));
}

// The order matters: Edge and Opera say "Chrome" too, Chrome says "Safari".
const BROWSERS = [["Edg/", "Edge"], ["OPR/", "Opera"], ["Firefox/", "Firefox"], ["Chrome/", "Chrome"],
  ["Chromium/", "Chromium"], ["Safari/", "Safari"]];
const SYSTEMS = [["iPhone", "iPhone"], ["iPad", "iPad"], ["Android", "Android"], ["Windows", "Windows"],
  ["Mac OS X", "macOS"], ["CrOS", "ChromeOS"], ["Linux", "Linux"]];

/** A session's browser as a person names it ("Firefox, Android"), from its User-Agent. */
export function device(userAgent) {
  const ua = userAgent || "";
  const browser = BROWSERS.find(([mark]) => ua.includes(mark))?.[1];
  const system = SYSTEMS.find(([mark]) => ua.includes(mark))?.[1];
  if (browser && system) return t("account.device", { browser, system });
  return browser || system || t("account.unknownDevice");
}
