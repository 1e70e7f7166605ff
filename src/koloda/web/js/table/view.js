// The game drawn from the page's state: the status line, the hint card, the board (the game's
// renderer; its cards slide from where they were), the action bar or the ways on of a player
// who is out, the side column, the result screen.

import { h, mount } from "../dom.js";
import { t, tx } from "../i18n.js";
import { actionBar } from "../ui/actionbar.js";
import { gameOverPanel } from "../ui/gameover.js";
import { animateFrom, snapshot } from "../ui/motion.js";
import { attention } from "../ui/sound.js";
import { paintTimers } from "../ui/timer.js";
import { context } from "./context.js";
import { keepTyping, scrollToNewest, sideColumn } from "./drawer.js";
import { markSuggestion } from "./hints.js";
import { isOut, outPanel } from "./out.js";
import { canHurry, hurryBar } from "./pace.js";
import { main, page } from "./page.js";
import { waitsForMe } from "./sounds.js";
import { paintStatus, statusLine } from "./status.js";

export function renderGame() {
  paintStatus();
  if (!page.msg) {
    mount(main, h("p", { class: "muted centre-text", text: t("table.connecting") }));
    return;
  }
  const ctx = context();
  attention(waitsForMe(page.msg), `${tx(page.table?.title) || page.table?.game} · ${t("app.name")}`);
  const status = statusLine(ctx);
  page.log.render();
  const restoreTyping = keepTyping();
  // Where every card was, so that the new board can move them from there (ui/motion.js).
  const oldBoard = main.querySelector('[data-testid="board"]');
  const before = oldBoard ? snapshot(oldBoard) : null;
  mount(main,
    h("div", { class: `table-layout${page.logOpen ? " log-open" : ""}` },
      // The results lie over the table (on a phone, over the hand): until "Show the table" the
      // table under them is out of reach for taps and keys alike.
      h("div", { class: "play-column", inert: Boolean(page.msg.outcome && page.showResults) },
        status,
        page.msg.outcome ? null : page.hint,
        h("div", { class: "board-box", "data-testid": "board", dataset: { game: page.table?.game || "", version: String(page.msg.version), actors: ctx.actors.join(" ") } },
          page.renderer.render(ctx)),
        // A player who is out gets the ways on (watch, leave, have the bots finish) instead.
        isOut(ctx) ? outPanel(ctx)
          // A renderer with its own controls (a race game's buttons and text box) says so.
          : Number.isInteger(ctx.seat) && !page.msg.outcome && !page.renderer.ownsActions ? actionBar(ctx) : null,
        !isOut(ctx) && canHurry() ? hurryBar() : null,
      ),
      sideColumn(ctx),
    ),
    page.msg.outcome && page.showResults ? gameOverPanel(ctx, page.msg.outcome) : null,
  );
  const board = main.querySelector('[data-testid="board"]');
  if (board) animateFrom(before, board, { actor: (page.msg.events || []).find((e) => Number.isInteger(e?.seat))?.seat ?? null });
  if (board && ctx.suggested) markSuggestion(board, ctx.suggested);
  restoreTyping(main);
  scrollToNewest(main);
  paintTimers();
}
