// Finds the renderer module of a game: `games/<id>.js` when it exists, else the generic one, so
// a new game needs only its own module here.

const cache = new Map();

/** The renderer module (with `render(ctx)`) for `gameId`. */
export function loadRenderer(gameId) {
  if (!cache.has(gameId)) cache.set(gameId, importFor(gameId));
  return cache.get(gameId);
}

async function importFor(gameId) {
  if (/^[a-z0-9_]+$/.test(gameId || "") && gameId !== "generic" && gameId !== "index") {
    try {
      const module = await import(`./${gameId}.js`);
      if (typeof module.render === "function") return module;
    } catch {
      // No module for this game (a 404): the generic renderer shows it.
    }
  }
  return import("./generic.js");
}
