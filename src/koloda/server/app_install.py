"""The installable app: the web app manifest and the service worker, served from the site's
root (a worker's scope can be no wider than the folder its script is served from, and the
worker must see page navigations as well as /static/).

The worker's cache is named after a hash of the client's files, taken when the server starts:
a deploy that changes any file changes the script's bytes, so browsers install the new worker,
which fetches the new files and drops the old cache. No build step is needed for that.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Collection
from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import Response

MANIFEST = "manifest.webmanifest"
WORKER = "sw.js"
#: the browser asks again each time rather than trusting a stored copy: the worker's bytes
#: carry the version, and a stale manifest would keep old icons or colours
NO_CACHE = "no-cache"


def client_files(web: Path, served: Collection[str]) -> list[str]:
    """The client's files the worker keeps (their /static/ addresses, sorted): every file
    `ClientFiles` serves, but not the worker itself."""
    return sorted("/static/" + path.relative_to(web).as_posix()
                  for path in web.rglob("*")
                  if path.is_file() and path.suffix.lower() in served and path.name != WORKER
                  and "__pycache__" not in path.parts)


def version(web: Path, files: list[str]) -> str:
    """A short hash of the files' names and contents."""
    digest = hashlib.sha256()
    for address in files:
        digest.update(address.encode() + b"\0")
        digest.update((web / address.removeprefix("/static/")).read_bytes())
    digest.update((web / WORKER).read_bytes())
    digest.update((web / MANIFEST).read_bytes())
    return digest.hexdigest()[:16]


def worker_script(web: Path, served: Collection[str]) -> bytes:
    """sw.js with its build (version and file list) set in a first line."""
    files = client_files(web, served)
    build = {"version": version(web, files), "files": files}
    return (f"self.KOLODA_BUILD = {json.dumps(build)};\n".encode()
            + (web / WORKER).read_bytes())


def add_routes(app: FastAPI, web: Path, served: Collection[str]) -> None:
    """GET /sw.js and /manifest.webmanifest (both missing: 404, as any unknown path)."""
    if not (web / WORKER).is_file() or not (web / MANIFEST).is_file():
        return
    script = worker_script(web, served)  # once, at start: the version of this deploy
    manifest = (web / MANIFEST).read_bytes()

    async def service_worker() -> Response:
        return Response(script, media_type="text/javascript",
                        headers={"Service-Worker-Allowed": "/", "Cache-Control": NO_CACHE})

    async def web_manifest() -> Response:
        return Response(manifest, media_type="application/manifest+json",
                        headers={"Cache-Control": NO_CACHE})

    app.add_api_route("/" + WORKER, service_worker, methods=["GET"], include_in_schema=False)
    app.add_api_route("/" + MANIFEST, web_manifest, methods=["GET"], include_in_schema=False)
