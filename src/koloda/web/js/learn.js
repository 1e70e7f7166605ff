// "Learn to play" (/learn/{game}): the game's lessons one after another on the real board. The
// learner plays with the cards themselves (tap, double-tap, drag) or the listed buttons; the
// server judges each move (POST /api/learn/{game}/{n}) and says why a wrong one is wrong.

import { $, h, mount } from "./dom.js";
import { applyStatic, onLangChange, t, tx } from "./i18n.js";
import { api, savedName } from "./api.js";
import { dropMatches, exactMatches, selectableCards } from "./actions.js";
import { loadRenderer } from "./games/index.js";
import { pageHeader } from "./ui/header.js";
import { actionBar } from "./ui/actionbar.js";
import { enableCardPlay } from "./ui/drag.js";
import { rulesButton } from "./ui/rules.js";
import { toast } from "./ui/toast.js";

const gameId = decodeURIComponent(location.pathname.split("/").filter(Boolean)[1] || "");
pageHeader($("#top"));
const main = $("#main");

const learn = {
  lessons: [],
  number: Number(new URLSearchParams(location.search).get("lesson")) || 1,
  run: null, // the server's view of the lesson: {lesson, view, legal, step}
  moves: [], // the solution's moves made so far
  attempt: null, // what became of the last move
  hint: -1, // the last hint shown (index)
  selection: new Set(),
  pending: false,
  renderer: null,
};

/** The words for what became of a move. */
const KIND_WORDS = { done: "learn.done", wrong: "learn.wrong", illegal: "learn.illegal" };
const PARTNERS = [["Anna", "Аня"], ["Boris", "Борис"], ["Clara", "Клара"], ["Dima", "Дима"]];

const path = () => `/learn/${encodeURIComponent(gameId)}/${learn.number}`;

async function send(action) {
  if (learn.pending) return;
  learn.pending = true;
  render();
  try {
    const answer = await api("POST", path(), { body: { moves: learn.moves, action } });
    learn.attempt = answer.attempt;
    learn.run = answer.run;
    if (answer.attempt?.kind === "continue") learn.moves.push(action);
    if (answer.attempt?.kind === "wrong") learn.moves = []; // back to the lesson's position
  } catch (err) {
    toast(tx(err?.reason) || t("error.generic"), "error");
  } finally {
    learn.pending = false;
    learn.selection.clear();
    render();
  }
}

async function open(number) {
  learn.number = number;
  learn.moves = [];
  learn.attempt = null;
  learn.hint = -1;
  learn.selection.clear();
  history.replaceState(null, "", `?lesson=${number}`);
  const answer = await api("POST", path(), { body: {} });
  learn.run = answer.run;
  render();
}

/** Play the cards a drop or a double tap means, if the listed moves say what that is. */
function playCards(cards, target) {
  const { found } = dropMatches(learn.run?.legal || [], cards, target);
  if (found.length === 1) {
    send(found[0].action);
    return true;
  }
  return false;
}

/** The lesson's seats as the board names them: you, and partners the server names alike. */
function seatsOf(view, seat) {
  const count = view?.players ?? view?.seats?.length ?? 2;
  let other = 0;
  return Array.from({ length: count }, (_, i) => {
    if (i === seat) {
      const name = savedName() || t("lobby.defaultName");
      return { kind: "human", display: { en: name, ru: name } };
    }
    const [en, ru] = PARTNERS[other++ % PARTNERS.length];
    return { kind: "human", display: { en, ru } };
  });
}

/** The learner's own hand in the view (Durak, Palace: `seats[seat].hand`). */
function handOf(view, seat) {
  const hand = view?.seats?.[seat]?.hand;
  return Array.isArray(hand) ? hand : [];
}

function context() {
  const legal = learn.attempt?.kind === "done" ? [] : learn.run?.legal || [];
  const seat = learn.run?.lesson?.seat ?? 0;
  const seats = seatsOf(learn.run?.view, seat);
  return {
    view: learn.run?.view || {}, events: [], table: { seats, game: gameId }, seat,
    actors: [seat], toMove: seat, connected: seats.map(() => true), legal, selection: learn.selection,
    // every card of one's hand may be tried: a wrong one is how a lesson teaches
    selectable: new Set([...selectableCards(legal), ...(legal.length ? handOf(learn.run?.view, seat) : [])]),
    pending: learn.pending, readonly: false,
    rerender: render,
    toggle(code) {
      if (learn.selection.has(code)) learn.selection.delete(code);
      else learn.selection.add(code);
      const exact = learn.selection.size > 1 ? exactMatches(legal, learn.selection) : [];
      if (exact.length === 1 && (learn.renderer?.tapPlays || []).includes(exact[0].action?.type)) {
        send(exact[0].action);
        return;
      }
      render();
    },
    quickPlay(code) {
      if (!playCards([...learn.selection, code], null)) playCards([code], null);
    },
    clear() {
      learn.selection.clear();
      render();
    },
    act: send,
  };
}

function outcome() {
  const a = learn.attempt;
  if (!a || a.kind === "continue") return null;
  const last = learn.number >= learn.lessons.length;
  return h("section", { class: `lesson-result ${a.kind}`, "data-testid": "lesson-result", dataset: { kind: a.kind } },
    h("p", {}, h("strong", { text: `${t(KIND_WORDS[a.kind] || "learn.wrong")} ` }), tx(a.text)),
    a.kind === "done" ? h("div", { class: "row" },
      last ? h("a", { class: "button primary", href: "/", text: t("learn.allDone") })
        : h("button", { type: "button", class: "primary", "data-testid": "lesson-next", onclick: () => open(learn.number + 1), text: t("learn.next") }))
      : null);
}

function render() {
  if (!learn.run) return;
  const lesson = learn.run.lesson;
  document.title = `${t("learn.title")} · ${tx(lesson.title)}`;
  const ctx = context();
  const hints = lesson.hints || [];
  mount(main, h("div", { class: "table-layout" },
    h("div", { class: "play-column" },
      h("section", { class: "lesson-goal", "data-testid": "lesson-goal" },
        h("p", { class: "lesson-title" }, h("strong", { text: `${t("learn.lesson", { n: lesson.number, total: learn.lessons.length })}: ` }), tx(lesson.title)),
        h("p", { text: tx(lesson.goal) }),
        learn.hint >= 0 ? h("p", { class: "lesson-hint", "data-testid": "lesson-hint", text: tx(hints[Math.min(learn.hint, hints.length - 1)]) }) : null,
        h("div", { class: "row" },
          hints.length ? h("button", { type: "button", "data-testid": "lesson-hint-button", onclick: () => { learn.hint += 1; render(); }, text: t("learn.hint") }) : null,
          h("button", { type: "button", onclick: () => open(learn.number), text: t("learn.again") }),
          rulesButton(gameId))),
      outcome(),
      h("div", { class: "board-box", "data-testid": "board", dataset: { game: gameId, version: String(learn.moves.length) } },
        learn.renderer.render(ctx)),
      learn.attempt?.kind === "done" ? null : actionBar(ctx)),
    h("aside", { class: "side-column" },
      h("h2", { text: t("learn.lessons") }),
      h("ol", { class: "lesson-list" }, learn.lessons.map((l) => h("li", {},
        h("button", { type: "button", class: "link", "aria-current": l.number === learn.number ? "step" : null, onclick: () => open(l.number), text: tx(l.title) })))),
    )));
}

/**
 * The move a learner meant by a drop no listed move matches: a listed move of the same kind
 * (on the same table card, if any) with the dragged card in place of its own. Sent to the
 * server, it comes back with the rules' own reason why it is not allowed; that is the lesson.
 */
function meantMove(code, target) {
  const legal = learn.run?.legal || [];
  for (const entry of legal) {
    const action = entry.action || {};
    const cards = Object.entries(action).filter(([key, value]) => key !== "type" && typeof value === "string"
      && /^(10|[2-9JQKA])[CDHS]$/.test(value));
    if (target && !cards.some(([, value]) => value === target)) continue;
    const mine = cards.filter(([, value]) => value !== target);
    if (mine.length === 1) return { ...action, [mine[0][0]]: code };
  }
  return null;
}

function dropCard(code, target) {
  if (learn.pending || !learn.run) return;
  const cards = learn.selection.has(code) ? [...learn.selection] : [code];
  if (playCards(cards, target.card) || playCards([code], target.card)) return;
  const meant = meantMove(code, target.card);
  if (meant) send(meant);
  else toast(t("table.cannotDrop"), "error");
}

onLangChange(render);
applyStatic();
enableCardPlay(main, { drop: dropCard, doubleTap: (code) => context().quickPlay(code) });

async function boot() {
  try {
    learn.lessons = await api("GET", `/learn/${encodeURIComponent(gameId)}`);
    learn.renderer = await loadRenderer(gameId);
    await open(Math.min(Math.max(1, learn.number), learn.lessons.length));
  } catch (err) {
    mount(main, h("section", { class: "card-panel" },
      h("p", { "data-testid": "learn-error", text: tx(err?.reason) || t("table.notFound") }),
      h("a", { class: "button", href: "/", text: t("table.lobby") })));
  }
}

boot();
