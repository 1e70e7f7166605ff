// REST calls to the lobby API and the seat tokens kept in this browser.

import { tAll } from "./i18n.js";
import { accountHint } from "./account/hint.js";

/** An error answer from the server; `reason` is {en, ru}. */
export class ApiError extends Error {
  constructor(status, reason) {
    super(reason?.en || `HTTP ${status}`);
    this.status = status;
    this.reason = reason || tAll("error.http", { status });
  }
}

const CLIENT_KEY = "koloda.client";

/** This browser's client id: random, kept in localStorage; the server counts its tables by it. */
export function clientId() {
  try {
    let id = localStorage.getItem(CLIENT_KEY);
    if (!id) {
      id = crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2);
      localStorage.setItem(CLIENT_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

/** A new request key: random, 16–64 URL-safe characters. */
function requestKey() {
  if (crypto.randomUUID) return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

// A change that got no answer (the network, or a server process that died after saving it) is
// sent again with the same Idempotency-Key, so the server answers it rather than applying it twice.
const RESEND_AFTER_MS = [300, 1000, 2500];
const RESEND_STATUSES = new Set([0, 502, 503, 504]);

/** Call `/api{path}`; JSON in and out, the seat token as a Bearer header when given. Every
 * POST and DELETE carries an Idempotency-Key and is resent with it after a lost answer. */
export async function api(method, path, { body, token } = {}) {
  const headers = { Accept: "application/json" };
  const client = clientId();
  if (client) headers["X-Koloda-Client"] = client;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const changes = method !== "GET" && method !== "HEAD";
  if (changes) headers["Idempotency-Key"] = requestKey();
  for (let attempt = 0; ; attempt++) {
    let response = null;
    try {
      response = await fetch(`/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      response = null;
    }
    const status = response ? response.status : 0;
    if (changes && RESEND_STATUSES.has(status) && attempt < RESEND_AFTER_MS.length) {
      await new Promise((done) => setTimeout(done, RESEND_AFTER_MS[attempt]));
      continue;
    }
    if (!response) throw new ApiError(0, tAll("error.unreachable"));
    const data = await response.json().catch(() => null);
    if (!response.ok) throw new ApiError(response.status, data?.error || data?.detail?.error);
    return data;
  }
}

// Seat tokens live in localStorage per table, so a closed tab or a lost network comes back to
// the same seat.
const seatKey = (tableId) => `koloda.seat.${tableId}`;

/** The {seat, token, host} this browser holds at `tableId`, or null. */
export function loadSeat(tableId) {
  try {
    const data = JSON.parse(localStorage.getItem(seatKey(tableId)) || "null");
    return data && typeof data.token === "string" ? data : null;
  } catch {
    return null;
  }
}

/** Remember a seat; `host` marks the token that may seat bots and start the table. A seat
 * taken while signed in is the account's already (the server saw the cookie): `account` says
 * so, and the seat is never offered for claiming. */
export function saveSeat(tableId, seat, token, host = false) {
  localStorage.setItem(seatKey(tableId), JSON.stringify({ seat, token, host: Boolean(host), account: accountHint() }));
}

/** Every seat this browser holds that no account has yet: [{table, seat, token}]. */
export function unclaimedSeats() {
  const out = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith("koloda.seat.")) continue;
      const table = key.slice("koloda.seat.".length);
      const held = loadSeat(table);
      if (held && !held.account) out.push({ table, seat: held.seat, token: held.token });
    }
  } catch {
    // no storage: nothing held
  }
  return out;
}

/** Mark the seats at `tableIds` as `handle`'s (claimed, or found taken): not offered again. */
export function markSeatsClaimed(tableIds, handle) {
  for (const table of tableIds) {
    const held = loadSeat(table);
    if (held) localStorage.setItem(seatKey(table), JSON.stringify({ ...held, account: handle }));
  }
}

export function forgetSeat(tableId) {
  localStorage.removeItem(seatKey(tableId));
}

const NAME_KEY = "koloda.name";

/** The player name this browser used last time (or ""). */
export function savedName() {
  return localStorage.getItem(NAME_KEY) || "";
}

export function saveName(name) {
  if (name) localStorage.setItem(NAME_KEY, name);
}

/** The path part after `/t/` or `/replay/`: the table id of the page. */
export function tableIdFromPath() {
  const parts = location.pathname.split("/").filter(Boolean);
  return decodeURIComponent(parts[parts.length - 1] || "");
}
