// The bots a seat may take, as a select's options: the game's levels first, by their names
// (Beginner ... Expert: the level decides the word, not the algorithm), then any other bot the
// game has under "Other bots", by its kind's word. The algorithm is in each option's tooltip.

import { h } from "../dom.js";
import { t, tx } from "../i18n.js";

/** Options for a select; `game` has `levels`, `bots` and `bot_labels` (GET /api/games). */
export function botOptions(game, choice) {
  const levels = game?.levels || [];
  const inLadder = new Set(levels.map((level) => level.spec));
  const option = (spec, name) => h("option", {
    value: spec, selected: choice === spec, title: spec, text: t("lobby.bot", { name }),
  });
  const others = (game?.bots || []).filter((bot) => !inLadder.has(bot));
  return [
    ...levels.map((level) => option(level.spec, tx(level.name))),
    others.length
      ? h("optgroup", { label: t("lobby.otherBots") },
        others.map((bot) => option(bot, tx(game.bot_labels?.[bot]) || bot)))
      : null,
  ];
}

/** The bot a new seat gets: the game's middle level ("Skilled"), else its heuristic. */
export function defaultBot(game) {
  const skilled = (game?.levels || []).find((level) => level.key === "skilled");
  if (skilled) return skilled.spec;
  const bots = game?.bots || [];
  return bots.includes("heuristic") ? "heuristic" : bots[0] || null;
}
