// What a change sounds like: the move made, your turn coming, the end; and whether the game
// waits for this client (the tab's title calls for attention then).

import { play, soundOf } from "../ui/sound.js";

/** Whether the game waits for this client's seat (not merely allows it to act). */
export function waitsForMe(msg) {
  if (!msg || msg.outcome || !Number.isInteger(msg.seat) || !(msg.legal || []).length) return false;
  return msg.to_move === msg.seat || msg.to_move === null || msg.to_move === undefined;
}

/** The sounds of a state message: the move made, your turn coming, the end. */
export function sounds(before, msg) {
  const move = soundOf(msg.events);
  if (move) play(move);
  if (waitsForMe(msg) && !waitsForMe(before)) play("turn");
  if (msg.outcome && !before?.outcome && Number.isInteger(msg.seat) && (msg.events || []).length) {
    play(msg.outcome.ranks?.[msg.seat] === 1 ? "win" : "loss");
  }
}
