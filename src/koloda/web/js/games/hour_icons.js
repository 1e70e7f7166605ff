// 13th Hour's symbols as small pictures of our own (inline SVG, drawn in currentColor): the plus
// you collect, the hand that refuses a card, the return arrow, the 13→18 card and the card symbol
// that draws one more. Each is a 24×24 drawing; `hourIcon(kind)` returns an <svg> element.

import { drawing } from "../trusted.js";

const NS = "http://www.w3.org/2000/svg";

const DRAWINGS = {
  // a plus in a round badge
  plus: '<circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.18"/>'
    + '<path d="M12 6v12M6 12h12" stroke="currentColor" stroke-width="3.2" stroke-linecap="round"/>',
  // an open palm held up: four fingers, a thumb, the palm
  hand: '<path d="M7 13V6.5a1.3 1.3 0 0 1 2.6 0V11M9.6 11V4.8a1.3 1.3 0 0 1 2.6 0V11M12.2 11V5.6a1.3 1.3 0 0 1 2.6 0V11'
    + 'M14.8 11.5V7.4a1.3 1.3 0 0 1 2.6 0v6.8c0 4-2.6 6.8-6.2 6.8-2.6 0-4.3-1.5-5.6-3.6l-2-3.4a1.3 1.3 0 0 1 2.2-1.4L7 14"'
    + ' fill="none" stroke="currentColor" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round"/>',
  // an arrow turning back on itself
  return: '<path d="M19 16a7 7 0 1 1-2-9.9" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>'
    + '<path d="M18.5 2.8v4.6h-4.6" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>',
  // a clock face whose hand jumps past 13
  limit: '<circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" stroke-width="1.8"/>'
    + '<path d="M12 12V5.5M12 12l4.5 3" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>'
    + '<path d="M17.5 3.5l2.6 1.2-1.2 2.6" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/>',
  // a card with a second one coming off the stock
  draw: '<rect x="4" y="6" width="11" height="15" rx="2" fill="none" stroke="currentColor" stroke-width="1.8"/>'
    + '<rect x="9" y="3" width="11" height="15" rx="2" fill="currentColor" opacity="0.25" stroke="currentColor" stroke-width="1.8"/>',
};

/** The symbol `kind` ("plus", "hand", "return", "limit", "draw") as an inline SVG element. */
export function hourIcon(kind, { size = "1em", label = null } = {}) {
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("width", size);
  svg.setAttribute("height", size);
  svg.setAttribute("class", `hour-icon ${kind}`);
  if (label) {
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", label);
  } else {
    svg.setAttribute("aria-hidden", "true");
  }
  svg.innerHTML = drawing(DRAWINGS[kind] || "");
  return svg;
}

export const HOUR_SYMBOLS = Object.keys(DRAWINGS);
