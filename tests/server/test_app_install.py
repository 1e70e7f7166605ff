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
    build = build_of(httpx.get(f"{server}/sw.js").text)
    files, prefix = build["files"], build["prefix"]
    assert isinstance(files, list) and prefix == f"/static/v/{build['version']}/"
    for needed in ("offline.html", "index.html", "js/lobby.js", "js/i18n.js", "css/base.css",
                   "messages/ru.ftl", "vendor/fluent-bundle/index.js", "icons/icon-192.png"):
        assert f"{prefix}{needed}" in files
    assert not [f for f in files if not f.startswith(str(prefix))
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
        touch = re.search(r'<link rel="apple-touch-icon" href="(/static/v/\w+/icons/'
                          r'apple-touch-icon.png)">', page)
        assert touch, path
        assert httpx.get(f"{server}{touch.group(1)}").status_code == 200
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

    def worker() -> dict[str, object]:
        return build_of(app_install.worker_script(
            web, app_install.Build.of(web, ClientFiles.SERVED)).decode())

    before = worker()
    (web / "css" / "base.css").write_text((web / "css" / "base.css").read_text() + "\n")
    after = worker()
    assert before["version"] != after["version"]
    assert [f.split("/", 4)[4] for f in before["files"]] == [  # type: ignore[attr-defined]
        f.split("/", 4)[4] for f in after["files"]]  # type: ignore[attr-defined]
    (web / "js" / "extra.js").write_text("export {};\n")
    added = worker()
    assert f"{added['prefix']}js/extra.js" in added["files"]  # type: ignore[operator]
    assert added["version"] != after["version"]


def test_pages_name_the_builds_files_which_are_kept_for_good(server: str) -> None:
    """After a deploy no browser pairs a new module with an old one it kept by its age: pages
    name every file at the build's address, kept for good, and a plain address is asked again
    each time."""
    page = httpx.get(f"{server}/")
    prefix = build_of(httpx.get(f"{server}/sw.js").text)["prefix"]
    assert f'<script type="module" src="{prefix}js/lobby.js"></script>' in page.text
    assert f'<link rel="stylesheet" href="{prefix}css/base.css">' in page.text
    assert '"/static/' not in page.text.replace(f'"{prefix}', "").split("</script>", 1)[1]
    # a module imported by its plain address (a game package's renderer) is the build's copy
    importmap = re.search(r'<script type="importmap">(.*?)</script>', page.text)
    assert importmap and page.text.index("importmap") < page.text.index('type="module"')
    assert json.loads(importmap.group(1)) == {"imports": {"/static/js/": f"{prefix}js/",
                                                          "/static/vendor/": f"{prefix}vendor/"}}
    kept = httpx.get(f"{server}{prefix}js/lobby.js")
    plain = httpx.get(f"{server}/static/js/lobby.js")
    older = httpx.get(f"{server}/static/v/0123456789abcdef/js/lobby.js")
    assert kept.status_code == plain.status_code == older.status_code == 200
    assert kept.content == plain.content == older.content
    assert kept.headers["cache-control"] == "public, max-age=31536000, immutable"
    # a page open since before a deploy gets today's file, asked again each time
    assert plain.headers["cache-control"] == older.headers["cache-control"] == "no-cache"
    # each answer says its build: in a rolling upgrade the worker keeps no file of another
    version = build_of(httpx.get(f"{server}/sw.js").text)["version"]
    assert kept.headers["x-koloda-build"] == older.headers["x-koloda-build"] == version
    assert httpx.get(f"{server}{prefix}README.md").status_code == 404
    assert httpx.get(f"{server}{prefix}__init__.py").status_code == 404
    # the offline page, from the worker's cache, names the build's files as well
    offline = httpx.get(f"{server}{prefix}offline.html").text
    assert f'href="{prefix}css/base.css"' in offline


def test_a_page_unchanged_since_the_browser_kept_it_is_a_304(server: str) -> None:
    first = httpx.get(f"{server}/learn/durak")
    again = httpx.get(f"{server}/learn/durak", headers={"If-None-Match": first.headers["etag"]})
    assert again.status_code == 304 and again.headers["cache-control"] == "no-cache"
    assert httpx.get(f"{server}/learn/durak", headers={"If-None-Match": '"x"'}).status_code == 200
    # the page's address takes no query of its own: its answer is a page whatever is asked
    assert httpx.get(f"{server}/?status_code=500").status_code == 200
