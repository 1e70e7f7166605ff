// The result screen: places and scores, and the way to a new game with the same seats.

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { seatName } from "./seat.js";

/**
 * The results panel for `outcome` ({ranks, scores}). `ctx.again()` starts "play again" (only for
 * seated players), `ctx.hide()` folds the panel to look at the final board.
 */
export function gameOverPanel(ctx, outcome) {
  const ranks = outcome?.ranks || [];
  const scores = outcome?.scores || [];
  const order = ranks.map((rank, seat) => ({ rank, seat })).sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const mine = Number.isInteger(ctx.seat) ? ranks[ctx.seat] : null;
  let headline = t("table.gameOver");
  if (mine === 1) headline = t("table.youWon");
  else if (mine) headline = t("table.youPlace", { rank: mine, total: Math.max(...ranks) });
  const rows = order.map(({ rank, seat }) => h("tr", { class: seat === ctx.seat ? "mine" : null },
    h("td", { text: String(rank) }),
    h("td", { text: seatName(ctx, seat) }),
    h("td", { text: scores[seat] === undefined ? "" : String(scores[seat]) }),
  ));
  return h("div", { class: "gameover", role: "dialog", "aria-modal": "false", "data-testid": "gameover" },
    h("h2", { text: headline }),
    h("table", { class: "results" },
      h("thead", {}, h("tr", {},
        h("th", { text: t("table.place") }), h("th", { text: t("table.player") }), h("th", { text: t("table.score") }))),
      h("tbody", {}, rows),
    ),
    h("div", { class: "row-buttons" },
      Number.isInteger(ctx.seat)
        ? h("button", {
          type: "button", class: "primary", "data-testid": "play-again", onclick: ctx.again,
          // Once someone asked for another game, the button takes you to that table.
          text: t(ctx.table?.again ? "table.joinAgain" : "table.playAgain"),
        })
        : null,
      h("a", { class: "button", href: `/replay/${encodeURIComponent(ctx.table.id)}`, text: t("table.replay") }),
      h("a", { class: "button", "data-testid": "analyse-link",
        href: `/analysis/${encodeURIComponent(ctx.table.id)}?seat=${Number.isInteger(ctx.seat) ? ctx.seat : 0}`, text: t("table.analyse") }),
      h("a", { class: "button", href: "/", text: t("table.lobby") }),
      h("button", { type: "button", onclick: ctx.hide, text: t("table.hide") }),
    ),
  );
}
