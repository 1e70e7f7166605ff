// The result screen: places and scores, and the way to a new game with the same seats.

import { h } from "../dom.js";
import { t, tx } from "../i18n.js";
import { seatName } from "./seat.js";
import { changeCell, hasChanges, isProvisional } from "../table/rated.js";

/**
 * The headline of a result and the line under it, from the outcome's ranks alone: places that
 * are shared (equal ranks) are a draw for first, or a shared place, naming who shares it.
 */
export function resultWords(ctx, ranks) {
  const seat = Number.isInteger(ctx.seat) ? ctx.seat : null;
  const mine = seat === null ? null : ranks[seat];
  const everyone = ranks.length > 1 && ranks.every((r) => r === ranks[0]);
  const sharing = (rank) => ranks.map((r, s) => (r === rank ? s : null)).filter((s) => s !== null);
  const names = (seats) => seats.map((s) => (s === seat ? t("table.youShare") : seatName(ctx, s))).join(", ");
  if (mine) {
    const with_ = sharing(mine);
    const shared = with_.length > 1 ? t("table.sharedPlace", { place: mine, names: names(with_) }) : null;
    if (mine === 1) return { headline: t(shared ? "table.draw" : "table.youWon"), note: shared };
    return { headline: t("table.youPlace", { rank: mine, total: ranks.length }), note: shared };
  }
  if (everyone) return { headline: t("table.draw"), note: t("table.sharedPlace", { place: 1, names: names(sharing(1)) }) };
  const first = sharing(1);
  return {
    headline: t("table.gameOver"),
    note: first.length ? (first.length > 1 ? t("table.sharedPlace", { place: 1, names: names(first) })
      : t("table.winner", { name: names(first) })) : null,
  };
}

/** The tournament this browser came from to play at `tableId`, if any. */
function tournamentOf(tableId) {
  try {
    return tableId ? localStorage.getItem(`koloda.tourney.${tableId}`) : null;
  } catch {
    return null;
  }
}

/**
 * The results panel for `outcome` ({ranks, scores}). `ctx.again()` starts "play again" (only for
 * seated players), `ctx.hide()` folds the panel to look at the final board.
 */
export function gameOverPanel(ctx, outcome) {
  const ranks = outcome?.ranks || [];
  const scores = outcome?.scores || [];
  const order = ranks.map((rank, seat) => ({ rank, seat })).sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const words = resultWords(ctx, ranks);
  // the game's own words where it has them (Durak: "You are the durak"), else a place of N
  const headline = tx(ctx.result?.words) || words.headline;
  const note = words.note;
  const scored = ctx.result?.scores !== false && scores.length > 0;
  // a tournament's game (js/tournament.js noted it): the way on is back to the tournament
  const tournament = tournamentOf(ctx.table?.id);
  // a rated table that ended: each seat's rating change, in a column of its own; an aborted
  // game (docs/ratings.md, "Farming") changed nobody's: one line says so instead
  const aborted = Boolean(ctx.table?.ratings?.aborted);
  const rated = hasChanges(ctx.table) && !aborted;
  const rows = order.map(({ rank, seat }) => h("tr", { class: seat === ctx.seat ? "mine" : null },
    h("td", { text: String(rank) }),
    h("td", { class: "who", text: seatName(ctx, seat) }),
    scored ? h("td", { text: scores[seat] === undefined ? "" : String(scores[seat]) }) : null,
    rated ? changeCell(ctx.table, seat) : null,
  ));
  return h("div", { class: "gameover", role: "dialog", "aria-modal": "false", "data-testid": "gameover" },
    h("h2", { text: headline }),
    note ? h("p", { class: "result-note", "data-testid": "result-note", text: note }) : null,
    aborted ? h("p", { class: "result-note", "data-testid": "aborted-note", text: t("table.aborted") }) : null,
    h("table", { class: `results${rated ? " rated" : ""}` },
      h("thead", {}, h("tr", {},
        h("th", { text: t("table.place") }), h("th", { text: t("table.player") }), scored ? h("th", { text: t("table.score") }) : null,
        rated ? h("th", { text: t("table.rating") }) : null)),
      h("tbody", {}, rows),
    ),
    rated && isProvisional(ctx.table) ? h("p", { class: "result-footnote", "data-testid": "provisional-note", text: t("table.provisional") }) : null,
    tournament ? null : rematchLine(ctx),
    h("div", { class: "row-buttons" },
      tournament ? h("a", { class: "button primary", "data-testid": "back-to-tournament", href: `/tournaments/${encodeURIComponent(tournament)}`, text: t("table.backToTournament") })
      : againButton(ctx),
      h("a", { class: "button", href: `/replay/${encodeURIComponent(ctx.table.id)}`, text: t("table.replay") }),
      h("a", { class: "button", "data-testid": "analyse-link",
        href: `/analysis/${encodeURIComponent(ctx.table.id)}?seat=${Number.isInteger(ctx.seat) ? ctx.seat : 0}`, text: t("table.analyse") }),
      h("a", { class: "button", href: "/", text: t("table.lobby") }),
      h("button", { type: "button", onclick: ctx.hide, text: t("table.hide") }),
    ),
  );
}

const offered = (table) => Number.isInteger(table?.rematch?.by);

/** Whether others than bots played here with me: "Play again" is then an offer to them. */
const withPeople = (ctx) => (ctx.table?.seats || []).some((s) => s.kind === "human" && s.seat !== ctx.seat);

/** The rematch as this seat reads it: an offer to answer (Accept, Decline), my own offer
 * waiting for the others (Withdraw), or who declined the last one. */
function rematchLine(ctx) {
  const offer = ctx.table?.rematch;
  if (!offer || ctx.table?.again) return null;
  const me = Number.isInteger(ctx.seat) ? ctx.seat : null;
  const names = (seats) => seats.map((s) => seatName(ctx, s)).join(", ");
  if (offered(ctx.table)) {
    if (me !== null && offer.accepted.includes(me)) {
      return h("div", { class: "rematch waiting", "data-testid": "rematch-waiting", role: "status" },
        h("p", { text: t("table.rematchWaiting", { names: names(offer.waiting) }) }),
        h("button", { type: "button", "data-testid": "rematch-withdraw", onclick: ctx.decline, text: t("table.rematchWithdraw") }));
    }
    return h("div", { class: "rematch offer", "data-testid": "rematch-offer", role: "status" },
      h("p", { text: t("table.rematchOffer", { name: seatName(ctx, offer.by) }) }),
      me === null ? null : h("div", { class: "rematch-buttons" },
        h("button", { type: "button", class: "primary", "data-testid": "rematch-accept", onclick: ctx.again, text: t("table.rematchAccept") }),
        h("button", { type: "button", "data-testid": "rematch-decline", onclick: ctx.decline, text: t("table.rematchDecline") })));
  }
  const who = offer.declined;
  if (!Number.isInteger(who)) return null;
  return h("p", { class: "rematch declined", "data-testid": "rematch-declined", role: "status",
    text: who === me ? t("table.rematchYouDeclined") : t("table.rematchDeclined", { name: seatName(ctx, who) }) });
}

/** "Play again" (with people: "Offer a rematch"); "Join the next game" once it is made. Only a
 * seated player has it, and not while an offer stands (its own buttons answer it). */
function againButton(ctx) {
  if (!Number.isInteger(ctx.seat) || (offered(ctx.table) && !ctx.table?.again)) return null;
  const label = ctx.table?.again ? "table.joinAgain" : withPeople(ctx) ? "table.rematchOfferIt" : "table.playAgain";
  return h("button", { type: "button", class: "primary", "data-testid": "play-again", onclick: ctx.again, text: t(label) });
}
