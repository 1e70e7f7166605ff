// A signed-in person's one event stream (GET /api/account/events, an EventSource: one way,
// reconnected by the browser itself, the session's cookie travelling with it), shared by every
// part of a page that listens: challenges (account/challenges.js) and the bell (ui/bell.js).
// One stream a page, whoever listens.

const handlers = new Map(); // event name -> Set of functions given the parsed data
const reopened = new Set(); // functions called each time the stream (re)connects
let source = null;
let me = null;

/** Open the stream for `handle` (null: close it, signed out). */
export function listenForEvents(handle) {
  if (handle === me && source) return;
  source?.close();
  source = null;
  me = handle;
  if (!handle || typeof EventSource === "undefined") return;
  source = new EventSource("/api/account/events");
  for (const name of handlers.keys()) attach(name);
  // what was said while the line was down is not said again: listeners catch up themselves
  source.addEventListener("open", () => { for (const fn of reopened) fn(); });
}

/** Call `fn(data)` for each `name` event of the stream. */
export function onEvent(name, fn) {
  if (!handlers.has(name)) {
    handlers.set(name, new Set());
    if (source) attach(name);
  }
  handlers.get(name).add(fn);
}

/** Call `fn()` whenever the stream (re)connects. */
export function onReconnect(fn) {
  reopened.add(fn);
}

function attach(name) {
  source.addEventListener(name, (event) => {
    let data;
    try {
      data = JSON.parse(event.data);
    } catch {
      return; // a line cut short: the next one is whole
    }
    for (const fn of handlers.get(name)) fn(data);
  });
}
