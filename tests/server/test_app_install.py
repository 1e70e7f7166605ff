"""The installable app's two files at the site's root: the service worker, with the header that
lets it take the whole site and the version of the client's files it keeps, and the manifest
with its icons. Their behaviour in a browser: tests/web/test_app_install.py."""

from __future__ import annotations

import io
import json
import re
import shutil
from pathlib import Path

import httpx
from PIL import Image

from koloda.server import app_install
from koloda.server.app import WEB, ClientFiles

BUILD = re.compile(r"self\.KOLODA_BUILD = (\{.*\});\n")


def build_of(script: str) -> dict[str, object]:
    match = BUILD.match(script)
    assert match, script[:200]
    return dict(json.loads(match.group(1)))


def test_the_worker_is_served_from_the_root_for_the_whole_site_and_never_from_a_stale_copy(
        server: str) -> None:
    response = httpx.get(f"{server}/sw.js")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/javascript")
    assert response.headers["service-worker-allowed"] == "/"
    assert response.headers["cache-control"] == "no-cache"
    build = build_of(response.text)
    assert re.fullmatch(r"[0-9a-f]{16}", str(build["version"]))
    assert 'addEventListener("fetch"' in response.text  # the worker itself follows its build


def test_the_worker_keeps_every_client_file_and_nothing_else(server: str) -> None:
    files = build_of(httpx.get(f"{server}/sw.js").text)["files"]
    assert isinstance(files, list)
    for needed in ("/static/offline.html", "/static/index.html", "/static/js/lobby.js",
                   "/static/js/i18n.js", "/static/css/base.css", "/static/messages/ru.ftl",
                   "/static/vendor/fluent-bundle/index.js", "/static/icons/icon-192.png"):
        assert needed in files
    assert not [f for f in files if not f.startswith("/static/")
                or Path(f).suffix not in ClientFiles.SERVED or f.endswith("/sw.js")]
    with httpx.Client(base_url=server) as client:  # all of them there: one missing fails install
        assert [f for f in files if client.get(f).status_code != 200] == []


def test_the_manifest_names_the_app_and_its_icons_are_there(server: str) -> None:
    response = httpx.get(f"{server}/manifest.webmanifest")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("application/manifest+json")
    assert response.headers["cache-control"] == "no-cache"
    manifest = response.json()
    assert manifest["name"] == "koloda" and manifest["short_name"]
    assert manifest["start_url"] == "/" and manifest["display"] == "standalone"
    css = (WEB / "css" / "base.css").read_text()
    # the colours are the table's own: the header bar and the felt
    assert f"--felt-dark: {manifest['theme_color']};" in css
    assert f"--felt: {manifest['background_color']};" in css
    purposes = set()
    for icon in manifest["icons"]:
        got = httpx.get(f"{server}{icon['src']}")
        assert got.status_code == 200 and got.headers["content-type"] == icon["type"] == "image/png"
        width, height = Image.open(io.BytesIO(got.content)).size
        assert icon["sizes"] == f"{width}x{height}"
        purposes.add((icon["purpose"], icon["sizes"]))
    assert {("any", "192x192"), ("any", "512x512"), ("maskable", "512x512")} <= purposes


def test_every_page_links_the_manifest_theme_colour_and_touch_icon(server: str) -> None:
    theme = json.loads((WEB / app_install.MANIFEST).read_text())["theme_color"]
    for path in ("/", "/t/x", "/replay/x", "/learn/durak", "/analysis/x", "/static/offline.html"):
        response = httpx.get(f"{server}{path}")
        page = response.text
        if not path.startswith("/static/"):  # a page is asked for each time: see sw.js navigate
            assert response.headers["cache-control"] == "no-cache", path
        assert '<link rel="manifest" href="/manifest.webmanifest">' in page, path
        assert f'<meta name="theme-color" content="{theme}">' in page, path
        assert '<link rel="apple-touch-icon" href="/static/icons/apple-touch-icon.png">' in page
    assert httpx.get(f"{server}/static/icons/apple-touch-icon.png").status_code == 200
    # a page added later is caught too
    lacking = [p.name for p in WEB.glob("*.html")
               if '<link rel="manifest" href="/manifest.webmanifest">' not in p.read_text()]
    assert lacking == []


def test_static_still_serves_only_the_client_extensions(server: str) -> None:
    # the manifest has its own address; /static/ is not widened for it
    assert httpx.get(f"{server}/static/manifest.webmanifest").status_code == 404
    assert httpx.get(f"{server}/static/README.md").status_code == 404


def test_a_changed_client_file_is_a_new_worker_version(tmp_path: Path) -> None:
    web = tmp_path / "web"
    shutil.copytree(WEB, web, ignore=shutil.ignore_patterns("__pycache__"))
    before = build_of(app_install.worker_script(web, ClientFiles.SERVED).decode())
    (web / "css" / "base.css").write_text((web / "css" / "base.css").read_text() + "\n")
    after = build_of(app_install.worker_script(web, ClientFiles.SERVED).decode())
    assert before["files"] == after["files"] and before["version"] != after["version"]
    (web / "js" / "extra.js").write_text("export {};\n")
    added = build_of(app_install.worker_script(web, ClientFiles.SERVED).decode())
    assert "/static/js/extra.js" in added["files"] and added["version"] != after["version"]
