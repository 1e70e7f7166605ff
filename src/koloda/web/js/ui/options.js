// A game's option as a form field (the lobby's table form, a tournament's form): a checkbox, a
// choice, a number or a text, labelled with the option's short name and its help below.

import { h } from "../dom.js";
import { tx } from "../i18n.js";

/**
 * An option's description split into a short label and its help: the part before the first
 * colon, semicolon or bracket names it, the rest explains it ("cards a hand (3 to 8)" reads as
 * the label "cards a hand" with the help "3 to 8").
 */
export function labelAndHelp(text) {
  const m = /^(.{3,60}?)(:\s|;\s|\s\()(.+)$/s.exec(text);
  if (!m) return { label: text, help: "" };
  let help = m[3];
  if (m[2].includes("(")) {
    // the bracket's own words, then whatever follows it
    let depth = 1;
    let end = 0;
    while (end < help.length && depth) {
      if (help[end] === "(") depth += 1;
      else if (help[end] === ")") depth -= 1;
      end += 1;
    }
    const inside = depth ? help : help.slice(0, end - 1);
    const after = depth ? "" : help.slice(end).replace(/^[;,:]?\s*/, "");
    help = [inside, after].filter(Boolean).join("; ");
  }
  help = help.trim();
  return { label: m[1].trim(), help: help.charAt(0).toUpperCase() + help.slice(1) };
}

function optionLabel(id, text) {
  const { label, help } = labelAndHelp(text);
  return h("label", { for: id, class: "hint" }, h("span", { class: "opt-label", text: label }),
    help ? h("small", { class: "opt-help muted", text: help }) : null);
}

/**
 * The field of option `opt` (as /api/games lists it) whose value is `values[opt.name]`; `set(v)`
 * takes a new value. `extra(opt)` may add something after the input (the lobby's points).
 */
export function optionField(opt, values, set, extra = () => null, prefix = "opt") {
  const value = values[opt.name];
  const id = `${prefix}-${opt.name}`;
  const text = tx(opt.text) || opt.name;
  if (opt.type === "bool") {
    return h("div", { class: "field check" },
      h("input", { type: "checkbox", id, checked: Boolean(value), "data-testid": id, onchange: (e) => set(e.target.checked) }),
      optionLabel(id, text), extra(opt));
  }
  let input;
  if (opt.choices?.length) {
    input = h("select", { id, "data-testid": id, onchange: (e) => set(opt.choices[e.target.selectedIndex]) },
      opt.choices.map((c) => h("option", { selected: c === value, text: tx(opt.choice_text?.[String(c)]) || String(c) })));
  } else if (opt.type === "int" || opt.type === "float") {
    input = h("input", {
      type: "number", id, value, min: opt.min, max: opt.max, step: opt.type === "int" ? "1" : "any", "data-testid": id,
      oninput: (e) => { const n = Number(e.target.value); if (e.target.value !== "" && Number.isFinite(n)) set(n); },
    });
  } else {
    input = h("input", { type: "text", id, value: value ?? "", "data-testid": id, oninput: (e) => set(e.target.value) });
  }
  return h("div", { class: "field" }, optionLabel(id, text), input, extra(opt));
}
