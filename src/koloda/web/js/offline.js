// The offline page (offline.html): the service worker shows it in place of a page when the
// server cannot be reached. It comes back to the page asked for (its address is unchanged)
// as soon as the server answers again, or when the person asks.

import { $ } from "./dom.js";
import { applyStatic, onLangChange } from "./i18n.js";
import { pageHeader } from "./ui/header.js";

pageHeader($("#top"));
applyStatic();
onLangChange(() => applyStatic());

const FIRST_WAIT_MS = 2000;
const LONGEST_WAIT_MS = 30000;
let wait = FIRST_WAIT_MS;
let timer = null;

/** Whether the server answers: its health, which the worker never caches. */
async function reachable() {
  try {
    return (await fetch("/api/health", { cache: "no-store" })).ok;
  } catch {
    return false;
  }
}

async function check() {
  clearTimeout(timer);
  if (await reachable()) {
    location.reload();
    return;
  }
  timer = setTimeout(check, wait);
  wait = Math.min(wait * 1.5, LONGEST_WAIT_MS);  // a server down for long is asked less often
}

$("#retry").addEventListener("click", () => location.reload());
// a phone woken up, or the tab shown again: ask at once rather than at the next turn
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") { wait = FIRST_WAIT_MS; check(); }
});
timer = setTimeout(check, wait);
