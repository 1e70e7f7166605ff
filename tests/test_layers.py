"""The layers (docs/architecture.md, "Layers") and no import cycles, checked on the source.

* The layer contracts are import-linter's, in pyproject.toml (``[tool.importlinter]``):
  `lint-imports` must keep them, and each is shown to break on an import planted in a copy
  of the real graph (so a green run means something).
* Cycles are counted as the shared tool ``tools/import_cycles.py`` counts them: from the source's
  own import statements, imports inside functions included, those under ``if TYPE_CHECKING:``
  left out, a package importing its own submodules not counted. There must be none.
* Game-agnostic bots register by entry point (group ``koloda.bots``), so the registry imports no
  bot module and `koloda.bots` never imports the neural bot, which lives in `koloda.rl`.
"""

from __future__ import annotations

import ast
import copy
import subprocess
import sys
import tomllib
from importlib.metadata import entry_points
from pathlib import Path

import grimp
import pytest
from importlinter.api import read_configuration
from importlinter.contracts.independence import IndependenceContract
from importlinter.contracts.layers import LayersContract

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src"
PYPROJECT = ROOT / "pyproject.toml"
CONTRACT_TYPES = {"layers": LayersContract, "independence": IndependenceContract}


# -- cycles ------------------------------------------------------------------------------------

def module_files(src: Path, package: str) -> dict[str, Path]:
    """Every module of `package` under `src`, by dotted name (a package by its own name)."""
    out = {}
    for path in (src / package).rglob("*.py"):
        parts = list(path.relative_to(src).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


def imported_by(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of `known` that the module `name` (at `path`) imports anywhere in its code,
    except under ``if TYPE_CHECKING:``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip.update(id(n) for n in ast.walk(node))
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                up = parts[: len(parts) - node.level + 1]
                base = ".".join(up + ([base] if base else []))
            targets = [base] + [f"{base}.{alias.name}" for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in known:  # `from a.b import name`: the module a.b
                target = target.rsplit(".", 1)[0] if "." in target else ""
            if target and target != name:
                found.add(target)
    return found


def import_graph(src: Path, package: str) -> dict[str, set[str]]:
    """Module -> the modules it imports; a package importing its own submodules is left out."""
    files = module_files(src, package)
    graph = {name: imported_by(name, path, set(files)) for name, path in files.items()}
    return {name: {t for t in targets if not t.startswith(name + ".")}
            for name, targets in graph.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import cycles: each strongly connected set of two or more modules, sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(found)


@pytest.fixture(scope="module")
def source_graph() -> dict[str, set[str]]:
    return import_graph(SRC, "koloda")


def test_koloda_has_no_import_cycles(source_graph) -> None:
    found = cycles(source_graph)
    assert found == [], "import cycles:\n" + "\n".join(" <-> ".join(c) for c in found)


def test_the_shared_cycle_tool_agrees_where_it_is_present() -> None:
    tool = ROOT.parent / "shared" / "tools" / "import_cycles.py"
    if not tool.is_file():
        pytest.skip(f"no {tool}")
    done = subprocess.run([sys.executable, str(tool), str(SRC), "koloda"], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "0 cycles", done.stdout


def test_a_planted_cycle_is_found(source_graph) -> None:
    graph = {name: set(targets) for name, targets in source_graph.items()}
    assert "koloda.core.text" in graph["koloda.core.errors"]
    graph["koloda.core.text"].add("koloda.core.errors")  # text.py importing errors.py back
    assert cycles(graph) == [["koloda.core.errors", "koloda.core.text"]]


def test_the_reader_counts_lazy_imports_and_not_type_checking_ones(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    files = {
        "__init__.py": "from . import a\n",  # a package importing its own module: no cycle
        "a.py": "def later():\n    from . import b\n",  # lazy: counts
        "b.py": "from typing import TYPE_CHECKING\nimport pkg.a\n"
                "if TYPE_CHECKING:\n    from .c import C\n",  # for type checkers only
        "c.py": "from pkg.b import thing\n",
    }
    for name, text in files.items():
        (package / name).write_text(text)
    graph = import_graph(tmp_path, "pkg")
    assert graph["pkg.b"] == {"pkg.a"}
    assert cycles(graph) == [["pkg.a", "pkg.b"]]


# -- layers ------------------------------------------------------------------------------------

def test_lint_imports_keeps_every_contract() -> None:
    lint = Path(sys.executable).with_name("lint-imports")
    done = subprocess.run([str(lint), "--no-cache"], cwd=ROOT,  # reads pyproject.toml there
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout, done.stdout


@pytest.fixture(scope="module")
def contracts() -> dict[str, LayersContract | IndependenceContract]:
    config = read_configuration(str(PYPROJECT))
    session = config["session_options"]
    made = {}
    for options in config["contracts_options"]:
        kind = CONTRACT_TYPES[options["type"]]
        made[options["id"]] = kind(name=options["name"], session_options=session,
                                   contract_options=options)
    assert set(made) == {"layers", "games", "server"}
    return made


@pytest.fixture(scope="module")
def real_graph() -> grimp.ImportGraph:
    return grimp.build_graph("koloda", exclude_type_checking_imports=True, cache_dir=None)


def _kept(contract: LayersContract | IndependenceContract, graph: grimp.ImportGraph,
          plant: tuple[str, str] | None = None, new_module: str | None = None) -> bool:
    graph = copy.deepcopy(graph)  # as lint-imports does: a contract may change its graph
    if new_module:
        graph.add_module(new_module)
    if plant:
        graph.add_import(importer=plant[0], imported=plant[1], line_number=1,
                         line_contents=f"import {plant[1]}")
    return contract.check(graph, verbose=False).kept


def test_the_real_graph_keeps_the_contracts(contracts, real_graph) -> None:
    assert {cid: _kept(c, real_graph) for cid, c in contracts.items()} == \
        {"layers": True, "games": True, "server": True}


@pytest.mark.parametrize("importer, imported", [
    ("koloda.bots.registry", "koloda.rl.neural"),  # bots importing learning (the old cycle)
    ("koloda.core.cards", "koloda.cli.main"),  # the engine importing a front end
    ("koloda.games.durak.bots", "koloda.bots.ismcts"),  # a game importing game-agnostic bots
    ("koloda.rl.train", "koloda.sim.simulate"),  # learning importing simulation
    ("koloda.server.app", "koloda.cli.main"),  # the server importing the terminal front end
    ("koloda.lessons", "koloda.server.app"),  # lessons importing the server
])
def test_an_upward_import_breaks_the_layers(contracts, real_graph, importer, imported) -> None:
    assert _kept(contracts["layers"], real_graph)
    assert not _kept(contracts["layers"], real_graph, plant=(importer, imported))


def test_a_downward_import_keeps_the_layers(contracts, real_graph) -> None:
    assert _kept(contracts["layers"], real_graph, plant=("koloda.cli.main", "koloda.rl.train"))


def test_a_top_level_module_outside_every_layer_breaks_the_layers(contracts, real_graph) -> None:
    # `exhaustive`: a new koloda.<name> must be given its place in the list first
    assert not _kept(contracts["layers"], real_graph, new_module="koloda.extras")


def test_one_game_importing_another_breaks_their_independence(contracts, real_graph) -> None:
    games = contracts["games"]
    assert not _kept(games, real_graph,
                     plant=("koloda.games.durak.bots", "koloda.games.palace.state"))
    # the games' shared package (RulesPage) is no other game
    assert _kept(games, real_graph, plant=("koloda.games.durak.game", "koloda.games"))


# -- inside the server: app, routers, features, storage (docs/server.md) ------------------------

@pytest.mark.parametrize("importer, imported", [
    ("koloda.server.store", "koloda.server.tables.hub"),  # storage importing a feature
    ("koloda.server.store", "koloda.server.chat.rows"),  # storage naming a feature's rows
    # an account's closing reaching into tournaments (the bus's AccountClosing does it now)
    ("koloda.server.people.accounts_db", "koloda.server.tournaments.db"),
    # the hub asking the chat to rename a deleted account's lines (the chat hears the bus)
    ("koloda.server.tables.hub", "koloda.server.chat.service"),
    ("koloda.server.tournaments.service", "koloda.server.seeks.service"),  # two features
    ("koloda.server.chat.service", "koloda.server.analysis.service"),  # two table features
    ("koloda.server.seeks.service", "koloda.server.seeks.api"),  # a service importing a router
    ("koloda.server.tables.hub", "koloda.server.tournaments.service"),  # the hub calling a feature
    ("koloda.server.tables.room", "koloda.server.lobby.service"),  # the tables calling the lobby
    ("koloda.server.tournaments.api", "koloda.server.rated.api"),  # a router importing another
    ("koloda.server.lobby.api", "koloda.server.chat.api"),
    ("koloda.server.tables.room", "koloda.server.app"),
])
def test_a_planted_import_breaks_the_server_contract(contracts, real_graph, importer,
                                                     imported) -> None:
    assert _kept(contracts["server"], real_graph)
    assert not _kept(contracts["server"], real_graph, plant=(importer, imported))


def test_a_router_may_use_any_feature_below_it(contracts, real_graph) -> None:
    assert _kept(contracts["server"], real_graph,
                 plant=("koloda.server.tournaments.api", "koloda.server.people.players"))


def test_every_server_module_has_its_place_in_the_contract(real_graph) -> None:
    """The contract names module paths, not only the server's children, so it cannot be
    `exhaustive`: a new module of the server is placed in a layer here instead."""
    config = read_configuration(str(PYPROJECT))
    server = next(c for c in config["contracts_options"] if c["id"] == "server")
    placed = {"koloda.server." + name.strip() for layer in server["layers"]
              for name in layer.replace("|", ":").split(":")}
    packages = {"koloda.server", "koloda.server.analysis", "koloda.server.chat",
                "koloda.server.correspondence",
                "koloda.server.lobby", "koloda.server.moderation", "koloda.server.notifications",
                "koloda.server.ops",
                "koloda.server.people",
                "koloda.server.rated", "koloda.server.seeks", "koloda.server.tables",
                "koloda.server.tournaments"}  # docstrings only
    loose = sorted(m for m in real_graph.modules
                   if m.startswith("koloda.server") and m not in packages
                   and not any(m == p or m.startswith(p + ".") for p in placed))
    assert loose == []


# -- bots register by entry point --------------------------------------------------------------

def test_bots_are_registered_by_entry_point() -> None:
    from koloda.bots.generic import BUILTIN, GROUP, unavailable

    declared = tomllib.loads(PYPROJECT.read_text())["project"]["entry-points"][GROUP]
    # the package's own bots are found without installed entry points too, by the same targets
    assert {name: declared[name] for name in BUILTIN} == BUILTIN
    assert declared["neural"] == "koloda.rl.neural:BOT"
    installed = {ep.name: ep.value for ep in entry_points(group=GROUP)}
    assert installed == declared, "stale install: run `pip install -e . --no-deps`"
    from koloda.bots.registry import bot_names
    from koloda.core import get_game

    assert {"neural", "ismcts", "random"} <= set(bot_names(get_game("durak")))
    assert unavailable == {}


NOTHING_LOADED = """
import sys
import koloda.bots, koloda.bots.registry, koloda.bots.levels, koloda.bots.strength
loaded = sorted(m for m in sys.modules if m.startswith(("koloda.bots.", "koloda.rl")))
assert loaded == ["koloda.bots.generic", "koloda.bots.levels", "koloda.bots.random_bot",
                  "koloda.bots.registry", "koloda.bots.strength"], loaded
from koloda.bots import make_bot
from koloda.core import get_game
make_bot("ismcts:10", get_game("palace"))  # the first use loads them all, by entry point
assert {"koloda.bots.ismcts", "koloda.bots.careless", "koloda.rl.neural"} <= set(sys.modules)
print("ok")
"""


def test_the_registry_imports_no_bot_until_one_is_asked_for() -> None:
    done = subprocess.run([sys.executable, "-c", NOTHING_LOADED], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"
