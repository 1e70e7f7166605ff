// Web Push on this device: the browser asks the person for permission only when they choose to
// be notified here (the bell's offer or the account page's switch), never on its own. Turned
// on, the service worker (sw.js) shows the server's pushes with the site closed. The
// subscription is sent with the page's language (a push is worded in it) and sent again when
// the language or the signed-in person changes; turned off, the server forgets it.

import { api } from "../api.js";
import { lang, onLangChange } from "../i18n.js";
import { workerScript } from "../trusted.js";

const KEPT = "koloda.push"; // {endpoint, lang, handle} as last sent to the server

/** Whether this browser can be notified with the site closed. */
export function pushSupported() {
  return typeof window !== "undefined" && window.isSecureContext && "serviceWorker" in navigator
    && "PushManager" in window && "Notification" in window;
}

/** "granted", "denied" or "default" (not asked yet); "unsupported" without push. */
export function permission() {
  return pushSupported() ? Notification.permission : "unsupported";
}

async function registration() {
  await navigator.serviceWorker.register(workerScript(), { scope: "/" });
  return navigator.serviceWorker.ready;
}

/** This device's subscription, if it has one (without asking anything). */
export async function currentSubscription() {
  if (!pushSupported() || Notification.permission !== "granted") return null;
  const found = await navigator.serviceWorker.getRegistration("/");
  return found ? found.pushManager.getSubscription() : null;
}

function key(text) {
  const raw = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

async function send(subscription, handle) {
  const body = { ...subscription.toJSON(), lang: lang() };
  await api("POST", "/push/subscriptions", { body });
  localStorage.setItem(KEPT, JSON.stringify({ endpoint: subscription.endpoint, lang: body.lang, handle }));
}

/** The person chose to be notified here: ask the browser's permission (only now), subscribe
 * and tell the server. Resolves to the permission; throws where subscribing failed. */
export async function turnOn(handle) {
  const answer = await Notification.requestPermission();
  if (answer !== "granted") return answer;
  const reg = await registration();
  let subscription = await reg.pushManager.getSubscription();
  if (!subscription) {
    const { key: serverKey } = await api("GET", "/push/key");
    subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key(serverKey) });
  }
  await send(subscription, handle);
  return answer;
}

/** Stop notifying this device: the server forgets it, the browser drops it. */
export async function turnOff() {
  const subscription = await currentSubscription();
  localStorage.removeItem(KEPT);
  if (!subscription) return;
  try {
    await api("POST", "/push/subscriptions/delete", { body: { endpoint: subscription.endpoint } });
  } finally {
    await subscription.unsubscribe();
  }
}

/** On every page of a signed-in person: a subscription this device holds is sent again when
 * the server last heard it in another language or for another person. */
export async function keepFresh(handle) {
  if (!handle) return;
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  let kept = null;
  try {
    kept = JSON.parse(localStorage.getItem(KEPT) || "null");
  } catch {
    kept = null;
  }
  if (kept && kept.endpoint === subscription.endpoint && kept.lang === lang() && kept.handle === handle) return;
  await send(subscription, handle).catch(() => {});
}

let watched = null;
/** Keep `handle`'s subscription in the page's language as it changes. */
export function watchLanguage(handle) {
  watched = handle;
  keepFresh(handle);
}
onLangChange(() => keepFresh(watched));
