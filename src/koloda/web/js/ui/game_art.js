// The lobby's small pictures of the games: our own drawings (inline SVG, 64×40), one a game;
// a game from another package shows the picture it serves (its web folder's art.svg), and a
// game without one gets a fanned hand of cards.

import { gameWeb } from "../games/index.js";
import { drawing } from "../trusted.js";

const NS = "http://www.w3.org/2000/svg";

const CARD = (x, y, r, fill = "#fffdf8") =>
  `<rect x="${x}" y="${y}" width="16" height="23" rx="2.5" fill="${fill}" stroke="#5b5346" stroke-width="1"`
  + ` transform="rotate(${r} ${x + 8} ${y + 11.5})"/>`;

const ART = {
  // a hand of cards fanned over the felt, the last one beating the first
  durak: CARD(14, 10, -18) + CARD(24, 7, 0) + CARD(34, 10, 18)
    + '<text x="32" y="23" font-size="9" text-anchor="middle" fill="#c8102e" font-family="serif">♥</text>',
  // a palace: three face-up cards on three backs
  palace: CARD(10, 12, 0, "#8e1d2c") + CARD(24, 12, 0, "#8e1d2c") + CARD(38, 12, 0, "#8e1d2c")
    + CARD(13, 9, 0) + CARD(27, 9, 0) + CARD(41, 9, 0),
  // a web in a corner and a card
  spiderman_strength: '<path d="M4 4l24 14M4 4l10 30M4 4l28 4M8 12c6-1 10-3 14-6M6 22c6-2 10-6 14-12"'
    + ' stroke="#dfe7f7" stroke-width="1.3" fill="none"/>' + CARD(36, 9, 8),
  spiderman_dark: '<path d="M60 4L36 18M60 4l-10 30M60 4l-28 4M56 12c-6-1-10-3-14-6M58 22c-6-2-10-6-14-12"'
    + ' stroke="#dfe7f7" stroke-width="1.3" fill="none"/>' + CARD(10, 9, -8, "#1d232a"),
  // a clock at thirteen
  thirteenth_hour: '<circle cx="32" cy="20" r="15" fill="#fffdf8" stroke="#5b5346" stroke-width="1.5"/>'
    + '<path d="M32 20V9M32 20l7 5" stroke="#c8102e" stroke-width="2.4" stroke-linecap="round"/>'
    + '<text x="32" y="12" font-size="6" text-anchor="middle" fill="#1d232a" font-family="sans-serif">13</text>',
  // two bridges and a tower
  clash_of_decks: '<path d="M6 30q13-12 26 0M32 30q13-12 26 0" stroke="#f2c14e" stroke-width="3" fill="none"/>'
    + '<rect x="27" y="6" width="10" height="18" fill="#dfe7f7" stroke="#5b5346"/>'
    + '<path d="M27 6v-3h3v3h2v-3h2v3h3v-3" stroke="#5b5346" fill="none"/>',
  clash_of_decks_solo: '<path d="M6 30q13-12 26 0M32 30q13-12 26 0" stroke="#f2c14e" stroke-width="3" fill="none"/>'
    + '<circle cx="32" cy="15" r="8" fill="#dfe7f7" stroke="#5b5346"/>'
    + '<circle cx="29" cy="14" r="1.6" fill="#1d232a"/><circle cx="35" cy="14" r="1.6" fill="#1d232a"/>',
  // a letter tile and a category card
  scattergories: '<rect x="10" y="7" width="20" height="26" rx="3" fill="#fff4d6" stroke="#5b5346"/>'
    + '<text x="20" y="27" font-size="16" font-weight="700" text-anchor="middle" fill="#1d232a" font-family="sans-serif">Б</text>'
    + '<rect x="34" y="7" width="22" height="26" rx="3" fill="#dfe7f7" stroke="#5b5346"/>'
    + '<path d="M38 15h14M38 20h10M38 25h12" stroke="#203a6b" stroke-width="1.6"/>',
  // a cue ball and a numbered ball on the cloth
  card_ball: '<circle cx="22" cy="22" r="9" fill="#fffdf8" stroke="#5b5346"/>'
    + '<circle cx="44" cy="18" r="9" fill="#c8102e" stroke="#5b5346"/><circle cx="44" cy="18" r="4.2" fill="#fffdf8"/>'
    + '<text x="44" y="20.5" font-size="6" text-anchor="middle" fill="#1d232a" font-family="sans-serif">12</text>'
    + '<path d="M2 34L14 27" stroke="#c9a26b" stroke-width="2.5" stroke-linecap="round"/>',
};

const FALLBACK = CARD(16, 9, -12) + CARD(24, 7, 0) + CARD(32, 9, 12);

/** The picture of game `id` on a felt-green tile. */
export function gameArt(id) {
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("viewBox", "0 0 64 40");
  svg.setAttribute("class", "game-art");
  svg.setAttribute("aria-hidden", "true");
  svg.innerHTML = drawing(`<rect width="64" height="40" rx="6" fill="#23603f"/>${ART[id] || FALLBACK}`);
  if (!ART[id]) {
    // drawn over the felt once the server says where the game's own picture is
    gameWeb(id).then((web) => {
      if (!web?.art) return;
      const image = document.createElementNS(NS, "image");
      for (const [key, value] of Object.entries({ href: web.art, width: "64", height: "40" })) image.setAttribute(key, value);
      svg.replaceChildren(svg.firstChild, image);
    });
  }
  return svg;
}
