// The moderators' page: /mod is the queue of reports and automatic flags (open, most urgent
// first, or handled), /mod/@/HANDLE a person's dossier with the actions a moderator may take
// (docs/moderation.md). The server answers 403 to anyone else, here and under /api/mod; this
// page then says only that it is for moderators.

import { $, h, mount } from "./dom.js";
import { applyStatic, onLangChange, t, tx } from "./i18n.js";
import { api } from "./api.js";
import { pageHeader } from "./ui/header.js";
import { moment } from "./account/format.js";
import { toast } from "./ui/toast.js";

pageHeader($("#top"));
const main = $("#main");

const dossierPath = location.pathname.match(/^\/mod\/@\/([^/]+)$/);
const state = {
  handle: dossierPath ? decodeURIComponent(dossierPath[1]) : null,
  filter: new URLSearchParams(location.search).get("state") === "handled" ? "handled" : "open",
  items: null,
  person: null,
  refused: null,
  busy: false,
};
const params = new URLSearchParams(location.search);

const person = (handle) => h("a", { href: `/mod/@/${encodeURIComponent(handle)}`, text: handle });
const tableLink = (id, move) => h("a", { href: `/replay/${encodeURIComponent(id)}${move !== undefined ? `#${move}` : ""}`, text: id });
const reasonName = (r) => t(`mod.reason.${r}`);
// What the server may name (server/moderation): the log's actions (a moderator's, a tournament
// cancelled, and the command line's "grant", "revoke" and "reopen"), the detectors' kinds, an
// account's status.
const ACTIONS = ["warn", "mute", "unmute", "bar", "unbar", "close", "cheat", "dismiss", "grant", "revoke", "reopen", "cancel"];
const KINDS = ["collusion", "boosting"];
const STATUSES = ["active", "disabled", "deleted", "closed"];
const actionName = (a) => (ACTIONS.includes(a) ? t(`mod.action.${a}`) : a);
const kindName = (k) => (KINDS.includes(k) ? t(`mod.kind.${k}`) : k);
const statusName = (s) => (STATUSES.includes(s) ? t(`mod.status.${s}`) : s);

function refusedView() {
  return h("p", { class: "muted", "data-testid": "mod-refused", text: tx(state.refused) || t("mod.onlyModerators") });
}

// -- the queue -------------------------------------------------------------------------------
function item(i) {
  const flag = i.type === "flag";
  const about = i.accounts.filter(Boolean);
  const actOn = about[0];
  const query = flag ? `flag=${i.id}` : `report=${i.id}`;
  return h("li", { class: `mod-item mod-${i.type}${i.urgency > 1 ? " urgent" : ""}`, "data-testid": "mod-item" },
    h("div", { class: "mod-item-head" },
      h("span", { class: "mod-badge", text: flag ? t("mod.flag") : t("mod.report") }),
      h("strong", { text: flag ? kindName(i.kind) : reasonName(i.reason) }),
      i.urgency > 1 ? h("span", { class: "mod-urgency", title: t("mod.urgencyTitle"), text: t("mod.urgency", { n: i.urgency }) }) : null,
      h("time", { class: "muted", text: moment(i.created) })),
    h("p", { class: "mod-who" }, t("mod.about"), " ", about.flatMap((a, k) => [k ? ", " : null, person(a)]),
      i.reporter ? [" · ", t("mod.by"), " ", person(i.reporter)] : null,
      i.pool ? [" · ", h("span", { class: "muted", text: i.pool })] : null),
    i.table ? h("p", { class: "mod-table" }, t("mod.game"), " ", tableLink(i.table), i.chat_n !== null && i.chat_n !== undefined ? ` · ${t("mod.chatLine", { n: i.chat_n + 1 })}` : null) : null,
    i.text ? h("blockquote", { class: "mod-text", text: i.text }) : null,
    flag && i.evidence ? evidence(i.evidence) : null,
    i.state === "handled"
      ? h("p", { class: "muted", text: t("mod.handledBy", { who: i.handled_by || "—", when: moment(i.handled_at) }) })
      : actOn ? h("a", { class: "button small", href: `/mod/@/${encodeURIComponent(actOn)}?${query}`, "data-testid": "mod-open", text: t("mod.open") }) : null);
}

function evidence(e) {
  const moves = (e.evidence || []).slice(0, 6);
  return h("div", { class: "mod-evidence" },
    e.z !== undefined ? h("p", { class: "muted", text: t("mod.evidenceScore", { z: String(e.z), games: e.shared_games ?? "?" }) }) : null,
    moves.length ? h("ul", {}, moves.map((m) => h("li", {}, tableLink(m.table, m.move), ` · ${t("mod.move", { n: m.move + 1 })} · ${(m.cards || []).join(" ")}`))) : null);
}

function queueView() {
  const tabs = h("nav", { class: "mod-tabs", role: "tablist" },
    ["open", "handled"].map((s) => h("a", {
      role: "tab", href: s === "open" ? "/mod" : "/mod?state=handled", "aria-selected": String(state.filter === s),
      class: "mod-tab", "data-testid": `mod-tab-${s}`,
      onclick: (e) => { e.preventDefault(); history.pushState(null, "", e.currentTarget.href); state.filter = s; loadQueue(); },
    }, t(`mod.state.${s}`))));
  let body;
  if (state.refused) body = refusedView();
  else if (!state.items) body = h("p", { class: "muted", text: t("lobby.loading") });
  else if (!state.items.length) body = h("p", { class: "muted", "data-testid": "mod-empty", text: t(`mod.empty.${state.filter}`) });
  else body = h("ul", { class: "mod-queue", "data-testid": "mod-queue" }, state.items.map(item));
  return h("div", { class: "mod card-panel", "data-testid": "mod-page" },
    h("h1", { text: t("mod.queue") }), state.refused ? null : tabs, body);
}

async function loadQueue() {
  state.items = null;
  render();
  try {
    state.items = (await api("GET", `/mod/queue?state=${state.filter}`)).items;
  } catch (err) {
    state.refused = err.reason;
  }
  render();
}

// -- a dossier -------------------------------------------------------------------------------
function section(title, testid, ...children) {
  return h("section", { class: "mod-section", "data-testid": testid }, h("h2", { text: title }), ...children);
}

function rows(list, empty, fn) {
  return list && list.length ? h("ul", { class: "mod-list" }, list.map(fn)) : h("p", { class: "muted", text: empty });
}

function actionForm(p) {
  const report = params.get("report");
  const flag = params.get("flag");
  const pools = Object.keys(p.ratings || {});
  // a closed account can only be opened again (an appeal heard, a mistake undone)
  const offered = p.account.status === "closed" ? ["reopen"]
    : ["warn", "mute", "bar", "cheat", "close", "unmute", "unbar"];
  const choice = h("select", { name: "action", "data-testid": "mod-action" },
    [...offered, report || flag ? "dismiss" : null].filter(Boolean)
      .map((a) => h("option", { value: a, text: actionName(a) })));
  const hours = h("input", { type: "number", name: "hours", min: 1, max: 720, value: 24, "aria-label": t("mod.hours") });
  const days = h("input", { type: "number", name: "days", min: 1, max: 365, value: 7, "aria-label": t("mod.days") });
  const pool = h("select", { name: "pool", "aria-label": t("mod.pool") }, pools.map((x) => h("option", { value: x, text: x })));
  const reason = h("textarea", { name: "reason", rows: 2, maxlength: 500, required: true, placeholder: t("mod.reasonPlaceholder"), "data-testid": "mod-reason" });
  const extra = h("span", { class: "mod-extra" });
  const sync = () => {
    const a = choice.value;
    mount(extra, a === "mute" ? h("label", {}, t("mod.hours"), " ", hours)
      : a === "bar" ? h("label", {}, t("mod.days"), " ", days)
        : a === "cheat" ? (pools.length ? h("label", {}, t("mod.pool"), " ", pool) : h("span", { class: "muted", text: t("mod.noPools") }))
          : null);
  };
  choice.addEventListener("change", sync);
  sync();
  const submit = async (e) => {
    e.preventDefault();
    const a = choice.value;
    const body = { action: a, reason: reason.value };
    if (a === "mute") body.hours = Number(hours.value);
    if (a === "bar") body.days = Number(days.value);
    if (a === "cheat") body.pool = pool.value;
    if (report) body.report = Number(report);
    if (flag) body.flag = Number(flag);
    if ((a === "close" || a === "cheat") && !confirm(t(`mod.confirm.${a}`, { handle: p.account.handle }))) return;
    try {
      const done = await api("POST", `/mod/people/${encodeURIComponent(p.account.handle)}/actions`, { body });
      toast(a === "cheat" ? t("mod.cheatDone", { taken: done.taken, n: done.refunds.length }) : t("mod.done"), "info");
      history.replaceState(null, "", location.pathname);
      params.delete("report");
      params.delete("flag");
      loadPerson();
    } catch (err) {
      toast(tx(err.reason), "error");
    }
  };
  return h("form", { class: "mod-act", "data-testid": "mod-act", onsubmit: submit },
    report || flag ? h("p", { class: "muted", text: t(report ? "mod.answering.report" : "mod.answering.flag", { id: report || flag }) }) : null,
    h("div", { class: "row" }, choice, extra),
    reason,
    h("p", { class: "muted small", text: t("mod.reasonShown") }),
    h("button", { type: "submit", class: "primary", "data-testid": "mod-submit", text: t("mod.apply") }));
}

function sanctions(p) {
  const s = p.sanctions;
  const lines = [];
  if (s.muted_until) lines.push(t("mod.mutedUntil", { when: moment(s.muted_until) }));
  if (s.barred_until) lines.push(t("mod.barredUntil", { when: moment(s.barred_until) }));
  for (const c of p.cheats) lines.push(t("mod.cheatIn", { pool: c.pool, when: moment(c.at) }));
  if (p.account.status !== "active") lines.push(t("mod.status", { status: statusName(p.account.status) }));
  return lines.length ? h("ul", { class: "mod-sanctions", "data-testid": "mod-sanctions" }, lines.map((x) => h("li", { text: x })))
    : h("p", { class: "muted", "data-testid": "mod-sanctions", text: t("mod.noSanctions") });
}

function ratings(p) {
  const pools = Object.entries(p.ratings || {});
  const rel = p.reliability;
  return [
    rows(pools, t("mod.noRatings"), ([pool, r]) => h("li", {},
      h("strong", { text: pool }), ` ${r.rating}${r.provisional ? "?" : ""} · ${t("mod.games", { n: r.games })} · `,
      h("span", { class: "muted", text: (r.history || []).slice(-12).map((x) => x[1]).join(" → ") }))),
    rel.games ? h("p", { class: "muted", text: t("mod.reliability", { share: Math.round(rel.share * 100), finished: rel.finished, games: rel.games }) }) : null,
  ];
}

function personView() {
  if (state.refused) return h("div", { class: "mod card-panel", "data-testid": "mod-page" }, h("h1", { text: t("mod.title") }), refusedView());
  const p = state.person;
  if (!p) return h("div", { class: "mod card-panel" }, h("p", { class: "muted", text: t("lobby.loading") }));
  const a = p.account;
  return h("div", { class: "mod card-panel", "data-testid": "mod-dossier" },
    h("p", { class: "small" }, h("a", { href: "/mod", text: t("mod.backToQueue") })),
    h("h1", {}, a.handle, a.moderator ? h("span", { class: "mod-badge", text: t("mod.isModerator") }) : null),
    h("p", { class: "muted", text: t("mod.since", { when: moment(a.created), status: statusName(a.status) }) }),
    h("a", { href: `/@/${encodeURIComponent(a.handle)}`, text: t("mod.profile") }),
    sanctions(p),
    section(t("mod.act"), "mod-actions", actionForm(p)),
    section(t("mod.reportsAbout", { n: p.reports_about.length }), "mod-reports-about",
      rows(p.reports_about, t("mod.none"), (r) => h("li", {},
        h("strong", { text: reasonName(r.reason) }), " · ", person(r.reporter || "—"), " · ", moment(r.created),
        r.table ? [" · ", tableLink(r.table)] : null, ` · ${t(`mod.itemState.${r.state}`)}`,
        r.text ? h("blockquote", { class: "mod-text", text: r.text }) : null))),
    section(t("mod.flags"), "mod-flags", rows(p.flags, t("mod.none"), (f) => h("li", {},
      h("strong", { text: kindName(f.kind) }), ` · ${f.pool || ""} · ${moment(f.created)} · ${t(`mod.itemState.${f.state}`)}`, evidence(f.evidence)))),
    section(t("mod.chatInReported"), "mod-chat", rows(p.chat, t("mod.none"), (c) => h("li", {},
      tableLink(c.table), ` · ${moment(c.at)} · `, h("span", { class: "mod-line", text: c.text || t(`chat.phrase.${c.phrase}`) })))),
    section(t("mod.ratings"), "mod-ratings", ratings(p)),
    section(t("mod.opponents"), "mod-opponents", rows(p.opponents, t("mod.none"), (o) => h("li", {},
      o.handle ? person(o.handle) : "—", ` · ${t("mod.games", { n: o.games })} · ${t("mod.rated", { n: o.rated, net: o.net > 0 ? `+${o.net}` : String(o.net) })}`))),
    section(t("mod.shares"), "mod-shares", rows(p.shares, t("mod.none"), (s) => h("li", {},
      s.handle ? person(s.handle) : "—", ` · ${s.networks.join(", ")}`, s.same_client ? h("strong", { text: ` · ${t("mod.sameClient")}` }) : null))),
    section(t("mod.gamesList"), "mod-games", rows(p.games.slice(0, 20), t("mod.none"), (g) => h("li", {},
      tableLink(g.table), ` · ${g.game}${g.rated ? ` · ${t("mod.ratedGame")}` : ""} · ${g.finished ? moment(g.finished) : ""} · ${(g.with || []).join(", ")}`))),
    section(t("mod.reportsBy", { n: p.reports_by.length }), "mod-reports-by", rows(p.reports_by, t("mod.none"), (r) => h("li", {},
      h("strong", { text: reasonName(r.reason) }), " · ", person(r.suspect || "—"), ` · ${moment(r.created)} · ${t(`mod.itemState.${r.state}`)}`))),
    section(t("mod.log"), "mod-log", rows(p.log, t("mod.none"), (e) => h("li", {},
      h("strong", { text: actionName(e.action) }), ` · ${moment(e.at)} · ${e.moderator || t("mod.commandLine")}`,
      e.until ? ` · ${t("mod.until", { when: moment(e.until) })}` : null, e.pool ? ` · ${e.pool}` : null,
      e.details?.tournament ? ` · ${e.details.tournament}` : null,
      h("blockquote", { class: "mod-text", text: e.reason })))));
}

async function loadPerson() {
  try {
    state.person = await api("GET", `/mod/people/${encodeURIComponent(state.handle)}`);
  } catch (err) {
    state.refused = err.reason;
  }
  render();
}

function render() {
  applyStatic();
  document.title = `${state.handle ? state.handle : t("mod.queue")} · ${t("app.name")}`;
  mount(main, state.handle ? personView() : queueView());
}

addEventListener("popstate", () => {
  if (state.handle) return;
  state.filter = new URLSearchParams(location.search).get("state") === "handled" ? "handled" : "open";
  loadQueue();
});
onLangChange(render);

if (state.handle) {
  render();
  loadPerson();
} else {
  loadQueue();
}
