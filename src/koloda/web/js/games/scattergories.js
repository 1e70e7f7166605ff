// Scattergories: a big shared table. The two face-up cards (letter and category), the
// "I know!" button (Space or Enter work too), the press queue in the order the server received
// the presses, the answer box for whoever answers, the vote with its countdown, everyone's won
// cards and the last verdict. Only draws the view and sends the actions the server lists (an
// answer's text is typed here: the listed answers stand for any text).

import { h } from "../dom.js";
import { lang, t, tx } from "../i18n.js";
import { seatName, seatPlate } from "../ui/seat.js";

/** The board brings its own controls: the shared action bar is not drawn under it. */
export const ownsActions = true;

// The board's own words are in the client's catalogs (web/messages/*.ftl, "scattergories-<key>").

// Why the last answer was wrong (`last.reason`, a word; the log says the same from the catalog).
const REASONS = new Set(["empty", "letter", "used", "lexicon", "judges", "timeout"]);

/** The deck's language: "ru" or "en". */
const deckLang = (v) => (v.language === "en" ? "en" : "ru");

/** The alphabet a text starts in ("ru": Cyrillic, "en": Latin), or null (a digit, nothing). */
function scriptOf(text) {
  const first = String(text || "").match(/[A-Za-zА-Яа-яЁё]/)?.[0];
  if (!first) return null;
  return /[A-Za-z]/.test(first) ? "en" : "ru";
}

function reason(last, v) {
  if (!REASONS.has(last.reason)) return tx(last.reason);
  const params = { letter: last.letter || "", lang: deckLang(v) };
  // a word in the other alphabet ("car" for a Cyrillic С, which looks like a Latin C): the
  // cards' language is the reason, not the letter
  if (last.reason === "letter" && scriptOf(last.text) && scriptOf(last.text) !== deckLang(v)) {
    return t("scattergories.reason.script", params);
  }
  return t(`scattergories.reason.${last.reason}`, params);
}

function say(key, params = {}) {
  return t(`scattergories.${key}`, params);
}

// What survives a redraw (the board is rebuilt on every state message): the latest context,
// the answer being typed, and which card Enter takes.
let current = null;
let draft = "";
let draftStage = null;
let take = "letter";

const listed = (ctx, type) => (ctx.readonly ? [] : (ctx.legal || []).filter((e) => e.action?.type === type));

function press(ctx) {
  const entry = listed(ctx, "press")[0];
  if (entry && !ctx.pending) ctx.act(entry.action);
}

function sendAnswer(ctx, card) {
  if (!listed(ctx, "answer").length || ctx.pending) return;
  take = card;
  const text = draft.trim();
  draft = "";
  ctx.act({ type: "answer", text, take: card });
}

// Space or Enter presses "I know!" (anywhere but in a text box or on a button, which have
// their own meaning for these keys).
document.addEventListener("keydown", (event) => {
  if (!current || (event.key !== " " && event.key !== "Enter")) return;
  const tag = event.target?.tagName;
  if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || tag === "BUTTON") return;
  if (!listed(current, "press").length) return;
  event.preventDefault();
  press(current);
});

function bigCard(kind, main, sub, left, language) {
  return h("div", {
    class: `sc-card ${kind}`, "data-testid": kind, dataset: { value: main || "", lang: language },
    style: {
      minWidth: "9em", minHeight: "7em", padding: "0.6em 1em", borderRadius: "14px",
      background: kind === "letter" ? "#fff6d8" : "#e3efff", color: "#1d1d1d", display: "flex",
      flexDirection: "column", alignItems: "center", justifyContent: "center", gap: "0.2em",
      boxShadow: "0 3px 10px rgba(0,0,0,0.3)",
    },
  },
  h("span", { class: "muted", style: { fontSize: "0.8em", color: "#555" }, text: say(kind) }),
  h("span", { class: "sc-main", lang: language, style: { fontSize: kind === "letter" ? "3.2em" : "1.6em", fontWeight: "800", textAlign: "center" }, text: main || "—" }),
  sub ? h("span", { style: { fontSize: "0.85em", color: "#444" }, text: sub }) : null,
  h("span", { class: "sc-left", style: { fontSize: "0.75em", color: "#666" }, text: say("left", { n: left }) }));
}

function combination(v) {
  const cat = v.category;
  const cards = deckLang(v);
  const main = cat ? cat.name[cards] : null;
  // The category in the deck's language (answers are in it), and in the page's if different.
  const other = cat && lang() !== cards ? cat.name[lang()] : null;
  // The letter with its alphabet: a Cyrillic С looks like a Latin C.
  const alphabet = v.letter ? say("letterOf", { lang: cards }) : null;
  return h("div", { class: "sc-combo", style: { display: "flex", gap: "1.2em", justifyContent: "center", flexWrap: "wrap" } },
    bigCard("letter", v.letter, alphabet, v.letters_left, cards),
    bigCard("category", main, other, v.categories_left, cards));
}

function pressButton(ctx) {
  const can = listed(ctx, "press").length > 0;
  return h("div", { class: "sc-press", style: { textAlign: "center" } },
    h("button", {
      type: "button", class: "action primary", "data-testid": "press", disabled: !can || ctx.pending,
      style: { fontSize: "1.6em", padding: "0.5em 1.6em", borderRadius: "999px" },
      onclick: () => press(ctx), text: say("press"),
    }),
    can ? h("div", { class: "muted", style: { fontSize: "0.8em" }, text: say("keys") }) : null);
}

function queueBox(ctx) {
  const v = ctx.view;
  const queue = v.queue || [];
  return h("div", { class: "sc-queue", "data-testid": "queue" },
    h("strong", { text: queue.length ? `${say("queue")}: ` : say("nobody") }),
    queue.map((seat, i) => h("span", {
      class: `badge${seat === v.answering ? " acting" : ""}`, dataset: { seat: String(seat) },
      text: `${i + 1}. ${seatName(ctx, seat)}${seat === v.answering ? ` · ${say("answering")}` : ""}`,
    })));
}

function answerBox(ctx) {
  if (!listed(ctx, "answer").length) return null;
  const v = ctx.view;
  if (draftStage !== v.stage) draftStage = v.stage;
  const input = h("input", {
    type: "text", maxlength: "200", "data-testid": "answer-input", autocomplete: "off",
    placeholder: `${v.letter}…`, "aria-label": say("yourAnswer"), value: draft, lang: deckLang(v),
    style: { fontSize: "1.3em", padding: "0.3em 0.5em", minWidth: "14em" },
    oninput: (event) => { draft = event.target.value; },
    onkeydown: (event) => {
      if (event.key === "Enter") { event.preventDefault(); sendAnswer(ctx, take); }
    },
  });
  queueMicrotask(() => {
    if (input.isConnected) { input.focus(); input.setSelectionRange(draft.length, draft.length); }
  });
  const cardWord = say(take === "letter" ? "letterWord" : "categoryWord");
  return h("div", { class: "sc-answer", "data-testid": "answer-box", style: { textAlign: "center" } },
    h("label", {}, h("strong", { text: `${say("yourAnswer")}: ` }), input),
    h("div", { class: "sc-answer-in", "data-testid": "answer-in", text: say("answerIn", { lang: deckLang(v), letter: v.letter || "" }) }),
    h("div", { style: { display: "flex", gap: "0.5em", justifyContent: "center", marginTop: "0.4em", flexWrap: "wrap" } },
      h("button", { type: "button", class: "action", "data-testid": "answer-letter", disabled: ctx.pending,
        onclick: () => sendAnswer(ctx, "letter"), text: say("takeLetter") }),
      h("button", { type: "button", class: "action", "data-testid": "answer-category", disabled: ctx.pending,
        onclick: () => sendAnswer(ctx, "category"), text: say("takeCategory") })),
    h("div", { class: "muted", style: { fontSize: "0.8em" }, text: say("enterHint", { card: cardWord }) }));
}

function voteBox(ctx) {
  const v = ctx.view;
  if (v.phase === "answer" && Number.isInteger(v.answering) && v.answering !== ctx.seat) {
    return h("p", { class: "sc-wait", "data-testid": "answering", text: say("waitAnswer", { who: seatName(ctx, v.answering) }) });
  }
  if (v.phase !== "vote" || !v.answer) return null;
  const mine = listed(ctx, "vote");
  const marks = (v.judges || []).map((seat) => {
    const mark = v.votes?.[seat];
    const word = mark === true ? say("yes") : mark === false ? say("no") : say("waiting");
    return h("span", { class: "badge", dataset: { seat: String(seat) }, text: `${seatName(ctx, seat)}: ${word}` });
  });
  return h("div", { class: "sc-vote", "data-testid": "vote", style: { textAlign: "center" } },
    h("div", { text: say("said", { who: seatName(ctx, v.answering) }) }),
    h("div", { "data-testid": "answer-text", style: { fontSize: "1.8em", fontWeight: "800" }, text: `«${v.answer.text}»` }),
    h("div", { class: "muted", style: { fontSize: "0.85em" } }, say("judging"), " ",
      h("span", { class: "timer", dataset: { seat: "any" } })),
    mine.length ? h("div", { style: { display: "flex", gap: "0.6em", justifyContent: "center", margin: "0.4em 0" } },
      h("button", { type: "button", class: "action", "data-testid": "vote-yes", disabled: ctx.pending,
        onclick: () => ctx.act({ type: "vote", accept: true }), text: say("accept") }),
      h("button", { type: "button", class: "action", "data-testid": "vote-no", disabled: ctx.pending,
        onclick: () => ctx.act({ type: "vote", accept: false }), text: say("reject") })) : null,
    h("div", {}, marks));
}

function lastVerdict(ctx) {
  const last = ctx.view.last;
  if (!last) return null;
  const who = seatName(ctx, last.seat);
  const text = last.accepted
    ? say("accepted", { text: last.text, who, card: tx(last.name) || last.card })
    : say("rejected", { text: last.text, why: reason(last, ctx.view) });
  return h("p", { class: `sc-last ${last.accepted ? "ok" : "no"}`, "data-testid": "last", text });
}

function seatsRow(ctx) {
  const v = ctx.view;
  return h("div", { class: "sc-seats", style: { display: "flex", gap: "0.8em", flexWrap: "wrap", justifyContent: "center" } },
    (v.won || []).map((cards, seat) => h("section", {
      class: "seat-area", "data-testid": `won-${seat}`, dataset: { seat: String(seat) },
      style: { display: "flex", flexDirection: "column", alignItems: "center", gap: "0.3em" },
    },
    seatPlate(ctx, seat, [say("won", { n: cards.length }), (v.failed || []).includes(seat) ? say("failed") : null]),
    h("div", { class: "sc-won", style: { display: "flex", gap: "0.25em", flexWrap: "wrap", justifyContent: "center", maxWidth: "16em" } },
      cards.map((c) => h("span", {
        class: "badge", dataset: { code: c.code }, title: tx(c.name),
        style: { background: c.letter ? "#fff6d8" : "#e3efff", color: "#222" },
        text: c.letter ? c.code : tx(c.name),
      }))))));
}

/** The Scattergories board for `ctx.view`. */
export function render(ctx) {
  current = ctx;
  const v = ctx.view;
  if (draftStage !== null && draftStage !== v.stage && !listed(ctx, "answer").length) draft = "";
  return h("div", { class: "board scattergories", dataset: { phase: v.phase || "" } },
    combination(v),
    v.phase === "over" ? null : pressButton(ctx),
    queueBox(ctx),
    answerBox(ctx),
    voteBox(ctx),
    lastVerdict(ctx),
    v.auto_judge ? h("p", { class: "muted", text: say("auto") }) : null,
    seatsRow(ctx),
    (v.used || []).length
      ? h("p", { class: "muted", "data-testid": "used", text: `${say("used")}: ${v.used.join(", ")}` })
      : null,
  );
}
