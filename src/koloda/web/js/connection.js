// One WebSocket to a table, reopened with growing delays after a drop so that a lost network or
// a sleeping laptop comes back to the same seat on its own.
//
// A connection can die without a word: a device gone offline, a frozen server, a NAT that forgot
// the socket. The browser then says nothing for minutes. So the client asks: after QUIET_MS
// without a message it sends a ping, and a connection that does not answer within ANSWER_MS is
// given up and opened again (at most QUIET_MS + ANSWER_MS + a tick, 3.75 s, after its last
// word); the browser's `offline` event gives it up at once.

import { clientId } from "./api.js";

const QUIET_MS = 1000;
const ANSWER_MS = 2500;
const TICK_MS = 250;
// a socket that has not opened by then is given up (a frozen server accepts, then says nothing)
const OPENING_MS = 5000;
const BACKOFF_MS = [500, 1000, 2000, 3000, 5000];

/**
 * Connect to `/ws/tables/{tableId}` (with the seat token, or as a spectator without one).
 * Handlers: onMessage(msg), onStatus("connecting" | "online" | "offline" | "refused", detail):
 * the attempt number, or the close code of a refusal.
 */
export class TableConnection {
  constructor(tableId, token, { onMessage, onStatus }) {
    this.tableId = tableId;
    this.token = token;
    this.onMessage = onMessage;
    this.onStatus = onStatus || (() => {});
    this.attempt = 0;
    this.closed = false;
    this.socket = null;
    this.retryTimer = null;
    this.watchTimer = null;
    this.heard = 0; // when the server last said anything
    this.pinged = 0; // when an unanswered ping left (0: none)
    // Coming back online or to the tab is a good moment to retry at once; going offline ends
    // the connection at once (it could not answer anyway).
    window.addEventListener("online", () => this.retryNow());
    window.addEventListener("offline", () => this.lost());
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState !== "visible") return;
      if (this.socket) this.ping(); // back to the tab: is the connection still alive?
      else this.retryNow();
    });
  }

  url() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    // the browser's client id: the server's limits (chat) count this browser, not the socket
    const params = new URLSearchParams();
    if (this.token) params.set("token", this.token);
    const client = clientId();
    if (client) params.set("client", client);
    const query = params.toString() ? `?${params}` : "";
    return `${scheme}://${location.host}/ws/tables/${encodeURIComponent(this.tableId)}${query}`;
  }

  open() {
    if (this.closed) return;
    clearTimeout(this.retryTimer);
    this.onStatus("connecting", this.attempt);
    const socket = new WebSocket(this.url());
    this.socket = socket;
    this.heard = performance.now();
    this.pinged = 0;
    this.watch();
    socket.addEventListener("open", () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.heard = performance.now();
      this.onStatus("online", 0);
    });
    socket.addEventListener("message", (event) => {
      if (this.socket !== socket) return; // a socket given up may still deliver late words
      this.heard = performance.now();
      this.pinged = 0;
      let msg;
      try {
        msg = JSON.parse(event.data);
      } catch {
        return; // not ours to interpret; the server only sends JSON
      }
      if (msg.type === "pong") return;
      this.onMessage(msg);
    });
    socket.addEventListener("close", (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.closed) return;
      // 4xxx codes are the server's refusals (no such table, a token it does not know):
      // retrying cannot help, so the page decides what to do.
      if (event.code >= 4000 && event.code < 5000) {
        clearInterval(this.watchTimer);
        this.closed = true;
        this.onStatus("refused", event.code);
        return;
      }
      this.retryLater();
    });
  }

  /** Every tick: ping a quiet connection, give up one that does not answer. */
  watch() {
    clearInterval(this.watchTimer);
    this.watchTimer = setInterval(() => {
      const socket = this.socket;
      if (!socket) return;
      const now = performance.now();
      if (socket.readyState === WebSocket.CONNECTING) {
        if (now - this.heard > OPENING_MS) this.lost();
        return;
      }
      if (this.pinged && now - this.pinged > ANSWER_MS) this.lost();
      else if (!this.pinged && now - this.heard > QUIET_MS) this.ping();
    }, TICK_MS);
  }

  ping() {
    if (this.pinged) return;
    if (this.send({ type: "ping" })) this.pinged = performance.now();
  }

  /** The connection is dead (or cannot be trusted): drop it and open a new one. */
  lost() {
    const socket = this.socket;
    if (this.closed || !socket) return;
    this.socket = null; // its late events are ignored from now on
    try {
      socket.close();
    } catch {
      // closing a socket the network already took is nothing to report
    }
    this.retryLater();
  }

  retryLater() {
    this.onStatus("offline", this.attempt);
    const base = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
    this.attempt += 1;
    clearTimeout(this.retryTimer);
    // Jitter keeps many clients of a restarted server from returning in one burst.
    this.retryTimer = setTimeout(() => this.open(), base * (0.75 + Math.random() * 0.5));
  }

  retryNow() {
    if (!this.closed && !this.socket) {
      this.attempt = 0;
      this.open();
    }
  }

  /** Send a message; false when the socket is not open (the caller shows that). */
  send(msg) {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(msg));
    return true;
  }

  close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.watchTimer);
    this.socket?.close();
  }
}
