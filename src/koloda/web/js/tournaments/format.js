// How a tournament is named and timed in words, on the list and on its page.

import { t, tx } from "../i18n.js";
import { moment } from "../account/format.js";

/** "Durak · arena · 2 at a table · rated". */
export function describe(item) {
  const parts = [tx(item.title) || item.game, t(item.format === "swiss" ? "tourney.swiss" : "tourney.arena"),
    t("tourney.atTable", { n: item.size })];
  if (item.rated) parts.push(t("tourney.ratedShort"));
  return parts.join(" · ");
}

/** Whole minutes and seconds: "4:05". */
export function clock(seconds) {
  const s = Math.max(0, Math.round(seconds));
  const m = Math.floor(s / 60);
  return `${m}:${String(s % 60).padStart(2, "0")}`;
}

/** When it starts, how long is left, or when it ended (`now`: the server's time). */
export function when(item, now) {
  if (item.state === "upcoming") {
    return item.starts - now > 3600 ? t("tourney.startsAt", { when: moment(item.starts) }) : t("tourney.startsIn", { time: clock(item.starts - now) });
  }
  if (item.state === "live") {
    if (item.format === "swiss") return t("tourney.roundOf", { round: item.round, rounds: item.rounds });
    return t("tourney.endsIn", { time: clock(item.ends - now) });
  }
  return t("tourney.endedAt", { when: moment(item.finished || item.ends || item.starts) });
}
