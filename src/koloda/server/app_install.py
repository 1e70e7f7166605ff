"""The client's build and the installable app.

The build is a hash of the client's files, taken when the server starts (`Build`). Every page
names its files under `/static/v/<build>/`, which a browser may keep for good: a deploy that
changes any file changes every address, so no browser pairs a new module with an old one kept
by its age (a file's plain `/static/` address is still answered, asked again each time). No
build step is needed for that.

The installable app is the web app manifest and the service worker, served from the site's
root (a worker's scope can be no wider than the folder its script is served from, and the
worker must see page navigations as well as /static/). The worker's cache is named after the
build: a deploy makes the script's bytes new, so browsers install the new worker, which fetches
the new files and drops the old cache.
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import Response

from . import headers

MANIFEST = "manifest.webmanifest"
WORKER = "sw.js"
#: the browser asks again each time rather than trusting a stored copy: the worker's bytes
#: carry the version, and a stale manifest would keep old icons or colours
NO_CACHE = "no-cache"
#: a file at this build's address never changes: kept a year, never asked again
IMMUTABLE = "public, max-age=31536000, immutable"
#: the header that says which build answered for a client file
BUILD_HEADER = "X-Koloda-Build"
#: where a build's files are: /static/v/<build>/<the file's path under /static/>
VERSIONED = "/static/v/"
#: the module folders an import map sends to the build's copy: a module imported by its plain
#: address (a game package's renderer imports the client's modules so, as does a dynamic
#: `import()` of a renderer) is then the same module, not a second copy with its own state
MAPPED = ("js/", "vendor/")


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


@dataclass(frozen=True)
class Build:
    """This deploy's client files: their version and plain /static/ addresses."""

    version: str
    files: tuple[str, ...]

    @classmethod
    def of(cls, web: Path, served: Collection[str]) -> Build:
        """The build of the files under `web` now (once, as the server starts)."""
        files = client_files(web, served)
        has_worker = (web / WORKER).is_file() and (web / MANIFEST).is_file()
        return cls(version(web, files) if has_worker else "dev", tuple(files))

    @property
    def prefix(self) -> str:
        """Where this build's files are: `/static/v/<version>/`."""
        return f"{VERSIONED}{self.version}/"

    def address(self, plain: str) -> str:
        """A file's address in this build, from its plain one (`/static/js/lobby.js`)."""
        return self.prefix + plain.removeprefix("/static/")

    @functools.cached_property
    def import_map(self) -> str:
        """The import map's text, the one inline script of every page (the pages' Content
        Security Policy allows it by its hash: `csp`)."""
        return json.dumps({"imports": {f"/static/{folder}": self.prefix + folder
                                       for folder in MAPPED}})

    @property
    def csp(self) -> str:
        """The Content-Security-Policy of every answer (server/headers.py)."""
        return headers.content_security_policy((self.import_map,))

    def html(self, source: bytes) -> bytes:
        """An HTML file as the server sends it: its /static/ addresses this build's, and an
        import map (before any script) for the modules imported by their plain address."""
        page = source.replace(b'"/static/', f'"{self.prefix}'.encode())
        importmap = f'\n  <script type="importmap">{self.import_map}</script>'
        head = page.find(b"<head>")
        if head < 0:
            return page
        at = head + len(b"<head>")
        return page[:at] + importmap.encode() + page[at:]

    def html_response(self, path: Path, headers: Mapping[str, str],
                      status_code: int = 200) -> Response:
        """`path`'s HTML as sent (`html`), asked again each time ("no-cache": a page's bytes
        name the build, and the service worker must see when the server is gone); 304 when
        the browser's copy, by its ETag, is this very page."""
        body = self.html(path.read_bytes())
        etag = f'"{hashlib.sha256(body).hexdigest()[:20]}"'
        cache = {"Cache-Control": NO_CACHE, "ETag": etag}
        if status_code == 200 and etag in headers.get("if-none-match", ""):
            return Response(status_code=304, headers=cache)
        return Response(body, status_code=status_code, media_type="text/html", headers=cache)


def worker_script(web: Path, build: Build) -> bytes:
    """sw.js with its build (version, where its files are, their addresses) in a first line."""
    info = {"version": build.version, "prefix": build.prefix,
            "files": [build.address(f) for f in build.files]}
    return (f"self.KOLODA_BUILD = {json.dumps(info)};\n".encode()
            + (web / WORKER).read_bytes())


def add_routes(app: FastAPI, web: Path, build: Build) -> None:
    """GET /sw.js and /manifest.webmanifest (both missing: 404, as any unknown path)."""
    if not (web / WORKER).is_file() or not (web / MANIFEST).is_file():
        return
    script = worker_script(web, build)  # once, at start: the version of this deploy
    manifest = (web / MANIFEST).read_bytes()

    async def service_worker() -> Response:
        return Response(script, media_type="text/javascript",
                        headers={"Service-Worker-Allowed": "/", "Cache-Control": NO_CACHE})

    async def web_manifest() -> Response:
        return Response(manifest, media_type="application/manifest+json",
                        headers={"Cache-Control": NO_CACHE})

    app.add_api_route("/" + WORKER, service_worker, methods=["GET"], include_in_schema=False)
    app.add_api_route("/" + MANIFEST, web_manifest, methods=["GET"], include_in_schema=False)
