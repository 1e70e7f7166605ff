// What "Play now" tells a seeker about the people it seated them with (docs/protocol.md, "Play
// now": `opponents`, each with their reliability, the share of their rated games they played to
// the end): kept by the lobby for this tab and this table, and said once as the seeker reaches
// the table, for as long as a person needs to read it.

import { t } from "../i18n.js";
import { toast } from "../ui/toast.js";

const key = (tableId) => `koloda.opponents.${tableId}`;
//: long enough to read a name and a share while the table draws itself
const SHOWN_MS = 8000;

/** Keep a seated answer's `opponents` for the table page (the lobby calls this). */
export function keepOpponents(tableId, opponents) {
  try {
    sessionStorage.setItem(key(tableId), JSON.stringify(opponents || []));
  } catch {
    // storage refused (a private window's quota): the table works without the note
  }
}

/** Say, once, how reliably each opponent with rated games finishes them. */
export function tellOpponents(tableId) {
  let opponents = null;
  try {
    opponents = JSON.parse(sessionStorage.getItem(key(tableId)) || "null");
    sessionStorage.removeItem(key(tableId));
  } catch {
    return;
  }
  for (const opponent of opponents || []) {
    const reliability = opponent?.reliability;
    if (!reliability || !reliability.games || reliability.share === null || reliability.share === undefined) continue;
    toast(t("table.opponentReliability", {
      name: opponent.name, share: Math.round(reliability.share * 100), n: reliability.games,
    }), "info", SHOWN_MS);
  }
}
