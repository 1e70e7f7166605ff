// The form a profile opens to challenge its player: a game played by two, and its options (the
// lobby's option fields, ui/options.js: the game's rules, then the turn timer and rated); the
// challenge, once sent, waits in the box every page shows (account/challenges.js).

import { h, mount } from "../dom.js";
import { lang, t, tx } from "../i18n.js";
import { api } from "../api.js";
import { optionField } from "../ui/options.js";
import { challengeSent } from "./challenges.js";
import { toast } from "../ui/toast.js";

/** Games two may play, as /api/games lists them (none unavailable, no one-person game). */
export function gamesForTwo(games) {
  return games.filter((g) => !g.unavailable && g.min_players <= 2 && g.max_players >= 2);
}

/** The form to challenge `handle` to one of `games`; `done()` closes it. */
export function challengeForm(handle, games, done) {
  const choices = gamesForTwo(games);
  const pick = { game: choices.find((g) => g.id === "durak") || choices[0], options: {} };
  const fields = h("div", { class: "challenge-options" });
  const defaults = () => {
    pick.options = Object.fromEntries((pick.game?.options || []).map((o) => [o.name, o.default]));
    // a word game's deck in the page's language, as the lobby chooses it
    if ((pick.game?.options || []).some((o) => o.name === "language" && o.choices?.includes(lang()))) pick.options.language = lang();
  };
  const drawFields = () => {
    const shown = (pick.game?.options || []).filter((o) => !o.local && o.name !== "bot_delay" && !o.points);
    mount(fields, shown.length ? h("details", { class: "challenge-more" },
      h("summary", { "data-testid": "challenge-options", text: t("friends.options") }),
      shown.map((o) => optionField(o, pick.options, (v) => { pick.options[o.name] = v; }, () => null, "challenge"))) : null);
  };
  defaults();
  drawFields();
  const error = h("p", { class: "error", role: "alert", hidden: true, "data-testid": "challenge-error" });
  const send = h("button", { type: "submit", class: "primary", "data-testid": "challenge-send", text: t("friends.send") });
  return h("form", {
    class: "card-panel challenge-form", "data-testid": "challenge-form",
    onsubmit: async (event) => {
      event.preventDefault();
      send.disabled = true;
      error.hidden = true;
      try {
        const made = await api("POST", "/challenges", { body: { handle, game: pick.game.id, options: pick.options } });
        challengeSent(made);
        toast(t("friends.sent", { handle }));
        done();
      } catch (err) {
        error.textContent = tx(err.reason) || t("error.generic");
        error.hidden = false;
        send.disabled = false;
      }
    },
  },
  h("h2", { text: t("friends.challengeTitle", { handle }) }),
  h("div", { class: "field" },
    h("label", { for: "challenge-game", text: t("friends.game") }),
    h("select", {
      id: "challenge-game", "data-testid": "challenge-game",
      onchange: (e) => { pick.game = choices[e.target.selectedIndex]; defaults(); drawFields(); },
    }, choices.map((g) => h("option", { value: g.id, selected: g === pick.game, text: tx(g.title) || g.id })))),
  fields,
  error,
  h("div", { class: "row" }, send,
    h("button", { type: "button", "data-testid": "challenge-close", text: t("friends.cancel"), onclick: done })));
}
