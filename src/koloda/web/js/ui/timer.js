// Counts a rule timer down to its deadline in every `.timer[data-seat]` and the status line.

import { t } from "../i18n.js";

let timer = null;
let receivedAt = 0;

/** Remember the timer from the latest state ({seconds, seat, deadline} or null). */
export function setTimer(next) {
  timer = next || null;
  receivedAt = Date.now() / 1000;
  paint();
}

function remaining() {
  if (!timer) return null;
  const now = Date.now() / 1000;
  // Trust the deadline, but never show more than the whole period (a skewed clock) or
  // less than the period minus what has passed since the state came.
  let left = Number.isFinite(timer.deadline) ? timer.deadline - now : timer.seconds - (now - receivedAt);
  if (Number.isFinite(timer.seconds)) left = Math.min(left, timer.seconds);
  return Math.max(0, left);
}

/** The time left in words: seconds at a live table; hours and days by correspondence (days a
 * move: "2 d 23 h", "5 h 12 min"). */
function words(left) {
  if (left < 3600) return t("table.timer", { seconds: Math.ceil(left) });
  const minutes = Math.floor(left / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  return days ? t("table.timerDays", { days, hours }) : t("table.timerHours", { hours, minutes: minutes % 60 });
}

function paint() {
  const left = remaining();
  for (const el of document.querySelectorAll(".timer[data-seat]")) {
    // "any" is the status line, which shows whichever timer runs; plates show their seat's.
    const mine = Boolean(timer) && (el.dataset.seat === "any" || String(timer.seat) === el.dataset.seat);
    el.textContent = mine ? words(left) : "";
    el.classList.toggle("urgent", Boolean(mine && left <= 5));
    // On a seat's plate the time left is also a ring that empties as the clock runs.
    const ring = mine && el.dataset.seat !== "any" && timer.seconds > 0;
    el.classList.toggle("ring", ring);
    if (ring) el.style.setProperty("--left", String(Math.max(0, Math.min(1, left / timer.seconds))));
  }
}

setInterval(paint, 250);

/** Repaint now (after the board was redrawn). */
export function paintTimers() {
  paint();
}
