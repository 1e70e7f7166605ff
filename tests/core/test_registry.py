"""One registry of games: the `koloda.games` entry points, and nothing else (issue 46, item 3).

koloda's own games are declared in pyproject.toml like any other package's; no list in the code
may name them again, and what is installed must be what pyproject.toml declares."""

from __future__ import annotations

import ast
import re
import tomllib
from importlib.metadata import entry_points
from pathlib import Path

from koloda.core import Game, games, registry

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "src" / "koloda"
#: a web module that is a renderer: it exports `render`
RENDER = re.compile(r"export (function render\(|\{[^}]*\brender\b)")


def declared() -> dict[str, str]:
    with (ROOT / "pyproject.toml").open("rb") as f:
        project = tomllib.load(f)["project"]
    return dict(project["entry-points"][registry.GROUP])


def test_the_registry_keeps_no_list_of_its_own() -> None:
    # the registry reads entry points only: no dict of "module:attribute" targets beside them
    tree = ast.parse((SRC / "core" / "registry.py").read_text(encoding="utf-8"))
    targets = [node.value for node in ast.walk(tree)
               if isinstance(node, ast.Constant) and isinstance(node.value, str)
               and node.value.startswith("koloda.games.")]
    assert targets == []
    assert not hasattr(registry, "BUILTIN")


def test_every_game_package_of_koloda_is_declared_once_and_installed_as_declared() -> None:
    ours = declared()
    installed = {ep.name: ep.value for ep in entry_points(group=registry.GROUP)
                 if ep.value.startswith("koloda.")}
    assert installed == ours, "pip install -e . --no-deps: the installed entry points are stale"
    packages = {p.name for p in (SRC / "games").iterdir()
                if (p / "__init__.py").is_file() and (p / "game.py").is_file()}
    named = {target.split(":")[0].split(".")[2] for target in ours.values()}
    assert named == packages  # a game package nobody declared would be invisible


def test_every_declared_game_loads_under_its_own_id() -> None:
    found = games()
    for name in declared():
        if name in registry.unavailable:  # an optional dependency missing here
            continue
        assert isinstance(found[name], Game) and found[name].id == name


def test_every_renderer_of_the_front_ends_is_declared_by_its_game() -> None:
    # the terminal's and the browser's renderers of koloda's games stay beside their front end,
    # but only a game's declaration finds them (`Game.terminal_renderer`, `Game.web_renderer`)
    ours = [g for g in games().values() if type(g).__module__.startswith("koloda.")]
    terminal = {g.terminal_renderer for g in ours if g.terminal_renderer}
    modules = {f"koloda.cli.render.{p.stem}" for p in (SRC / "cli" / "render").glob("*.py")
               if p.stem not in ("__init__", "generic")}
    assert terminal == modules
    web = {g.web_renderer for g in ours if g.web_renderer}
    renderers = {p.stem for p in (SRC / "web" / "js" / "games").glob("*.js")
                 if RENDER.search(p.read_text(encoding="utf-8"))} - {"generic"}
    assert web == renderers
