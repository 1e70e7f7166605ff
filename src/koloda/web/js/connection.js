// One WebSocket to a table, reopened with growing delays after a drop so that a lost network or
// a sleeping laptop comes back to the same seat on its own.

import { clientId } from "./api.js";

const PING_EVERY_MS = 20000;
const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 15000];

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
    this.pingTimer = null;
    // Coming back online or to the tab is a good moment to retry at once.
    window.addEventListener("online", () => this.retryNow());
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") this.retryNow();
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
    socket.addEventListener("open", () => {
      this.attempt = 0;
      this.onStatus("online", 0);
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.send({ type: "ping" }), PING_EVERY_MS);
    });
    socket.addEventListener("message", (event) => {
      let msg;
      try {
        msg = JSON.parse(event.data);
      } catch {
        return; // not ours to interpret; the server only sends JSON
      }
      this.onMessage(msg);
    });
    socket.addEventListener("close", (event) => {
      if (this.socket !== socket) return;
      clearInterval(this.pingTimer);
      this.socket = null;
      if (this.closed) return;
      // 4xxx codes are the server's refusals (no such table, a token it does not know):
      // retrying cannot help, so the page decides what to do.
      if (event.code >= 4000 && event.code < 5000) {
        this.closed = true;
        this.onStatus("refused", event.code);
        return;
      }
      this.onStatus("offline", this.attempt);
      const base = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
      this.attempt += 1;
      // Jitter keeps many clients of a restarted server from returning in one burst.
      this.retryTimer = setTimeout(() => this.open(), base * (0.75 + Math.random() * 0.5));
    });
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
    clearInterval(this.pingTimer);
    this.socket?.close();
  }
}
