// Finds the renderer module of a game where the game says it is (GET /api/games/{id}/web: a
// module of this client, `games/<name>.js`, or one a game package serves with its own words),
// else the generic one, so no file of the client names a game to find it.

import { api } from "../api.js";
import { addCatalog } from "../i18n.js";

const webs = new Map();
const renderers = new Map();

/** What the server says of a game's browser pieces: {renderer, messages, art}, or null. */
export function gameWeb(gameId) {
  if (!webs.has(gameId)) {
    const known = /^[a-z0-9_]+$/.test(gameId || "");
    webs.set(gameId, known ? api("GET", `/games/${gameId}/web`).catch(() => null) : Promise.resolve(null));
  }
  return webs.get(gameId);
}

/** The renderer module (with `render(ctx)`) for `gameId`, its words loaded first. */
export function loadRenderer(gameId) {
  if (!renderers.has(gameId)) renderers.set(gameId, importFor(gameId));
  return renderers.get(gameId);
}

async function importFor(gameId) {
  const web = await gameWeb(gameId);
  await Promise.all(Object.entries(web?.messages || {}).map(([code, url]) => addCatalog(code, url)));
  if (web?.renderer) {
    try {
      const module = await import(web.renderer);
      if (typeof module.render === "function") return module;
    } catch (error) {
      console.warn(`renderer of ${gameId} could not be loaded: ${error}`);
    }
  }
  return import("./generic.js");
}
