// The installable app: the service worker (/sw.js) that keeps the client's files for the next
// visit and shows the offline page when the server cannot be reached. Registered once the page
// has loaded, so its first fetch of the client's files never competes with the page's own.

import { workerScript } from "./trusted.js";

let asked = false;

/** Register the worker (once a page; nothing where the browser has none, e.g. plain http). */
export function registerWorker() {
  if (asked || !("serviceWorker" in navigator) || !window.isSecureContext) return;
  asked = true;
  const register = () => navigator.serviceWorker.register(workerScript(), { scope: "/" })
    .catch((error) => console.warn(`service worker: ${error}`));
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
