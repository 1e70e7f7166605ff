// The signed-in account of this browser, as the server tells it (GET /api/account), shared by
// the header and the account pages; sign-in, sign-up and sign-out go through here so that every
// part of the page hears of the change.

import { api } from "../api.js";
import { accountHint, setAccountHint } from "./hint.js";
import { keepNotice } from "./notice.js";

const listeners = new Set();
let asked = null; // the answer being awaited or got: {account, recovery_codes_left} | null

/** Call `fn(me)` whenever the signed-in account changes (`me` null: signed out). */
export function onAccountChange(fn) {
  listeners.add(fn);
}

function changed(me) {
  asked = Promise.resolve(me);
  setAccountHint(me?.account?.handle || null);
  for (const fn of listeners) fn(me);
}

/** {account, recovery_codes_left} of this browser's session, or null. Without `ask`, a browser
 * with no hint of a sign-in is taken for a guest and the server is not asked. */
export function currentAccount({ ask = false } = {}) {
  if (!asked) {
    if (!ask && !accountHint()) return Promise.resolve(null);
    asked = api("GET", "/account").then((me) => {
      if (me?.account?.handle !== accountHint()) changed(me);
      if (me?.notice) keepNotice(me.account.handle, me.notice); // given once: kept here
      return me;
    }, (err) => {
      if (err.status === 401) {
        if (accountHint()) changed(null);
        return null;
      }
      asked = null; // the network: ask again next time
      throw err;
    });
  }
  return asked;
}

/** Tell everyone about a new sign-in (`account` from the server's answer); without the count
 * of recovery codes left, the server is asked for it. */
export function signedIn(account, codesLeft = null) {
  changed({ account, recovery_codes_left: codesLeft });
  if (codesLeft === null) {
    asked = null;
    currentAccount({ ask: true }).then((me) => { if (me) changed(me); }, () => {});
  }
}

/** End this browser's session; the server clears the cookie. */
export async function signOut() {
  await api("POST", "/account/signout");
  changed(null);
}

/** The session ended by the server's word (closed account, a 401 seen): forget it. */
export function signedOut() {
  changed(null);
}
