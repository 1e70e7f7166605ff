// koloda's service worker, served as /sw.js (scope "/"). The server puts a first line before
// this file: self.KOLODA_BUILD = {version, prefix, files}, a hash of the client's files, where
// that build's files are (/static/v/<version>/) and their addresses there
// (server/app_install.py), so a deploy that changes a file is a new worker.
//
// - this build's files (under its prefix): from the cache; an address there never changes, so
//   it is fetched at most once;
// - other /static/ files (a game package's, a plain address): from the cache at once,
//   refreshed from the network behind;
// - another build's files (a page open since before a deploy): the network, never kept;
// - page navigations: the network first; the offline page when the server cannot be reached;
// - everything else (/api/, /ws/, any address with a query, which is where tokens travel):
//   never touched, never cached.

const BUILD = self.KOLODA_BUILD ?? { version: "dev", prefix: "/static/v/dev/", files: [] };
const PREFIX = "koloda-";
const CACHE = `${PREFIX}${BUILD.version}`;
const OFFLINE = `${BUILD.prefix}offline.html`;
const VERSIONED = "/static/v/";

/** Whether `response` is this build's file: in a rolling upgrade a process still on the
 *  last build may answer an address of this one with its own file (server/app.py). */
function ofThisBuild(response) {
  return response.ok && response.type === "basic"
    && response.headers.get("X-Koloda-Build") === BUILD.version;
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(BUILD.files.map(async (url) => {
      // "reload": past the browser's HTTP cache (a plain address may be there from before)
      const response = await fetch(new Request(url, { cache: "reload" }));
      // a file of another build fails the install: the browser tries again later
      if (!ofThisBuild(response)) throw new Error(`${url} is not of build ${BUILD.version}`);
      await cache.put(url, response);
    }));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    // the open pages are served by this worker from now on, not only after their next load
    await self.clients.claim();
  })());
});

/** A client file this worker may keep: under /static/, no query, and not another build's. */
function keepable(url) {
  if (url.origin !== self.location.origin || !url.pathname.startsWith("/static/") || url.search) {
    return false;
  }
  return !url.pathname.startsWith(VERSIONED) || url.pathname.startsWith(BUILD.prefix);
}

async function fromCache(event) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (ofThisBuild(response)) await cache.put(event.request, response.clone());
  return response;
}

async function fromCacheThenUpdate(event) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(event.request);
  const fresh = fetch(event.request).then(async (response) => {
    if (response.ok && response.type === "basic") await cache.put(event.request, response.clone());
    return response;
  });
  if (!cached) return fresh;
  event.waitUntil(fresh.catch(() => undefined));  // offline: the cached copy will do
  return cached;
}

// A proxy in front of a stopped server answers 502-504: as good as no answer.
const UNREACHABLE = new Set([502, 503, 504]);

async function navigate(request) {
  try {
    const response = await fetch(request);
    if (!UNREACHABLE.has(response.status)) return response;
  } catch {
    // no network, or no server: the offline page below
  }
  return (await caches.match(OFFLINE, { cacheName: CACHE })) ?? Response.error();
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (request.mode === "navigate") {
    if (url.origin === self.location.origin) event.respondWith(navigate(request));
    return;
  }
  if (!keepable(url)) return;
  event.respondWith(url.pathname.startsWith(BUILD.prefix) ? fromCache(event) : fromCacheThenUpdate(event));
});

// Web Push (server/notifications/push.py): a notice reaches this device with the site closed.
// The server words it in the language the person subscribed in: {id, kind, title, body, url,
// tag, lang}; it never carries a card, a seat's token or anything else secret. A newer push of
// the same notice (`tag`) replaces the one shown.
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data?.text() ?? "" };
  }
  const shown = self.registration.showNotification(message.title || "koloda", {
    body: message.body || "",
    tag: message.tag || undefined,
    lang: message.lang || undefined,
    icon: `${BUILD.prefix}icons/icon-192.png`,
    badge: `${BUILD.prefix}icons/icon-192.png`,
    data: { url: sameSite(message.url), id: message.id ?? null },
  });
  event.waitUntil(shown);
});

/** A path of this site, or the lobby: a push never sends the person elsewhere. */
function sameSite(url) {
  try {
    const found = new URL(url || "/", self.location.origin);
    return found.origin === self.location.origin ? found.pathname + found.search + found.hash : "/";
  } catch {
    return "/";
  }
}

/** A tap on the notice: the notice marked read, and the table (or whatever it is about)
 * opened, in a window of the site already open if there is one, else in a new one. */
async function openNotice(notification) {
  const { url = "/", id = null } = notification.data || {};
  notification.close();
  if (id !== null) {
    fetch("/api/notifications/read", {
      method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ids: [id] }),
    }).catch(() => undefined);
  }
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const target = new URL(url, self.location.origin).href;
  const focus = async (w) => {
    try {
      await w.focus();
    } catch {
      // focusing needs the tap's own permission: the window is there all the same
    }
  };
  const same = windows.find((w) => w.url === target);
  if (same) return focus(same);
  for (const w of windows) {
    try {
      const there = await w.navigate(target); // a window this worker serves
      if (there) return focus(there);
    } catch {
      // a window this worker does not serve cannot be sent elsewhere: the next, or a new one
    }
  }
  await self.clients.openWindow(target);
}

self.addEventListener("notificationclick", (event) => {
  const done = openNotice(event.notification);
  try {
    event.waitUntil(done);
  } catch {
    // an event made by a script rather than the browser may not be waited on
  }
});
