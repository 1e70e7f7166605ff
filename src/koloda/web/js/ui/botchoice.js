// The bots a seat may take, as a select's options: the game's levels first, by their names
// (Beginner ... Expert: the level decides the word, not the algorithm), weakest first; then, under
// "Other bots", any other bot the game has, weakest first, by its kind's word and what it does
// ("Easy (plays at random)"). A bot whose word is already a level's name is left out: two
// "Expert"s would read as one choice twice. The algorithm is in each option's tooltip.

import { h } from "../dom.js";
import { t, tx } from "../i18n.js";

/** The bot kinds from weakest to strongest (a spec's part before ":"). */
const KIND_ORDER = ["random", "careless", "heuristic", "neural", "ismcts-fast", "ismcts-guided", "ismcts", "search"];

function kindRank(spec) {
  const i = KIND_ORDER.indexOf(String(spec).split(":")[0]);
  return i < 0 ? KIND_ORDER.length : i;
}

/** The other bots a seat may take (not levels), weakest first, none named like a level. */
export function otherBots(game) {
  const levels = game?.levels || [];
  const inLadder = new Set(levels.map((level) => level.spec));
  const taken = new Set(levels.map((level) => tx(level.name).toLowerCase()));
  const out = [];
  for (const spec of [...(game?.bots || [])].sort((a, b) => kindRank(a) - kindRank(b))) {
    if (inLadder.has(spec)) continue;
    const word = tx(game.bot_labels?.[spec]) || spec;
    if (taken.has(word.toLowerCase())) continue;
    taken.add(word.toLowerCase());
    out.push({ spec, word });
  }
  return out;
}

/** Options for a select; `game` has `levels`, `bots` and `bot_labels` (GET /api/games). */
export function botOptions(game, choice) {
  const levels = game?.levels || [];
  const option = (spec, name) => h("option", {
    value: spec, selected: choice === spec, title: spec, text: t("lobby.bot", { name }),
  });
  const others = otherBots(game);
  return [
    ...levels.map((level) => option(level.spec, tx(level.name))),
    others.length
      ? h("optgroup", { label: t("lobby.otherBots") },
        others.map(({ spec, word }) => option(spec, t("lobby.botKind", { word, kind: spec.split(":")[0] }))))
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
