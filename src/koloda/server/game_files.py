"""What the browser needs of a game beyond its views, as the game declares it (`Game.web_renderer`,
`Game.web_folder`): where its renderer is, its board's words and its lobby picture, and the files
of a game package's web folder (served at /static/games/<id>/), so that a game from another
package plays in the browser with no file of the web client naming it."""

from __future__ import annotations

from importlib import resources
from pathlib import Path, PurePosixPath
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import FileResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException

from koloda.core import LANGS, Game

from .http import hub_of

router = APIRouter()
#: the kinds of file a game's web folder may serve (nothing else of its package: no Python)
SERVED = {".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml",
          ".png": "image/png", ".webp": "image/webp", ".ftl": "text/plain; charset=utf-8",
          ".json": "application/json"}


def web_folder(game: Game) -> Path | None:
    """The folder of the game's package that browsers may read, if it declares one."""
    if not game.web_folder:
        return None
    package = type(game).__module__.rpartition(".")[0] or type(game).__module__
    return Path(str(resources.files(package).joinpath(game.web_folder)))


def web_json(game: Game) -> dict[str, Any]:
    """The game's browser pieces as addresses: its renderer module (None: the generic layout),
    its catalogs by language, its lobby picture (None: the client's own or a generic one)."""
    folder = web_folder(game)
    base = f"/static/games/{game.id}"
    if folder is None:
        renderer = f"/static/js/games/{game.web_renderer}.js" if game.web_renderer else None
        return {"renderer": renderer, "messages": {}, "art": None}
    return {
        "renderer": f"{base}/{game.web_renderer}" if game.web_renderer else None,
        "messages": {lang: f"{base}/messages/{lang}.ftl" for lang in LANGS
                     if (folder / "messages" / f"{lang}.ftl").is_file()},
        "art": f"{base}/art.svg" if (folder / "art.svg").is_file() else None,
    }


@router.get("/api/games/{game_id}/web")
async def game_web(game_id: str, request: Request) -> dict[str, Any]:
    """Where the browser finds this game's renderer, words and picture (docs/protocol.md)."""
    hub = hub_of(request)
    return web_json(hub.game(game_id))  # 404 for an unknown game, as every lobby call


@router.get("/static/games/{game_id}/{path:path}", include_in_schema=False)
async def game_file(game_id: str, path: str, request: Request) -> Response:
    """A file of the game's web folder; anything else (another kind, outside it) is not found."""
    hub = hub_of(request)
    folder = web_folder(hub.game(game_id))
    wanted = PurePosixPath(path)
    if folder is None or wanted.suffix.lower() not in SERVED or ".." in wanted.parts:
        raise StarletteHTTPException(status_code=404)
    file = (folder / wanted).resolve()
    if not file.is_relative_to(folder.resolve()) or not file.is_file():
        raise StarletteHTTPException(status_code=404)
    return FileResponse(file, media_type=SERVED[wanted.suffix.lower()],
                        headers={"Cache-Control": "no-cache"})
