// Trusted Types: the pages' policy (server/headers.py) makes the browser refuse any string
// written into a page as HTML or handed to it as a script's address, so markup and script
// addresses can only come from here. Everything else the client shows is built as elements
// with text (dom.js's `h`), which no name, chat line or card can turn into markup. Where a
// browser has no Trusted Types the functions return their string, and the policy's script
// rules still hold.

/** The one script the client starts by its address: the app's service worker. */
const WORKER = "/sw.js";

const rules = {
  createHTML: (markup) => markup,
  createScriptURL: (url) => {
    if (url !== WORKER) throw new TypeError(`not a script of koloda's: ${url}`);
    return url;
  },
};
const policy = globalThis.trustedTypes?.createPolicy("koloda", rules) ?? rules;

/** The client's own drawings: SVG markup written in its modules as constants, never text that
 * came from anyone. */
export function drawing(markup) {
  return policy.createHTML(markup);
}

/** A game's rules page as the server renders it (GET /api/games/{id}/rules): the packaged
 * Markdown with raw HTML switched off, so it holds no markup but the Markdown's own. */
export function rulesPage(html) {
  return policy.createHTML(html);
}

/** The service worker's address, for `navigator.serviceWorker.register`. */
export function workerScript() {
  return policy.createScriptURL(WORKER);
}
