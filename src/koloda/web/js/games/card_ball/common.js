// What the parts of the Card Ball board share: the cue as the player sets it, the shots being
// played back, and the board's words.

import { t } from "../../i18n.js";

// The cue as the player sets it: kept between renders of the same table position.
export const cue = { key: null, aim: 90, speed: 3, side: 0, follow: 0, elevation: 0, place: null };

// The shots played back: those waiting, the one rolling, the last one finished (its words are
// the result line), and the elements of the latest render that show them.
export const play = {
  seen: new Set(), queue: [], current: null, raf: 0, result: null, timer: 0,
  canvas: null, view: null, aiming: false, status: null, ctx: null, shootButton: null,
};

export const w = (key, args) => t(`card_ball.${key}`, args);
