"""The package's layers (DESIGN.md, Layout), read from every import of every module — function-local ones too:

- `engine/` imports only itself;
- `history/` imports the engine;
- a game's Qt-free modules (`games/<id>/*.py`) import the engine and that game's Qt-free modules;
- its computer players (`games/<id>/bots/`) import those too, and the game never imports them;
- its table (`games/<id>/table/`) is the only Qt inside a game: the engine, the game's Qt-free modules, its own
  table and the shared `ui/`; never the bots (hints come through the engine);
- the shared `ui/` imports the engine, the history and itself: never a game;
- only `app.py` (the composition root), `__main__.py` and `games/__init__.py` (the games register themselves)
  import `cafegames.games`;
- nothing in the package imports the tooling (`devtools/`), and no module takes part in an import cycle;
- Qt (PySide6, shiboken6) is imported only by `ui/`, the tables and `app.py`.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

import cafegames

ROOT = Path(cafegames.__file__).parent
QT = ("PySide6", "shiboken6")


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = path.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(source: str, module: str, is_package: bool = False) -> list[tuple[int, str]]:
    """(line, module) of every import in `source` (the text of `module`), at any depth (inside functions too);
    for `from X import y` both X and X.y, since y may be a module; relative imports resolved."""
    package = module.split(".") if is_package else module.split(".")[:-1]
    out: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source, module)):
        if isinstance(node, ast.Import):
            out += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[: len(package) - node.level + 1] if node.level else [])
            name = ".".join(p for p in (base, node.module or "") if p)
            out.append((node.lineno, name))
            out += [(node.lineno, f"{name}.{alias.name}") for alias in node.names]
    return out


class Graph:
    """Every module of a package (`root`) and its imports: `edges` to modules of the package (the nearest existing
    module of each imported name), `external` the top-level names of everything else."""

    def __init__(self, root: Path):
        self.files = {module_name(p, root): p for p in sorted(root.rglob("*.py")) if "__pycache__" not in p.parts}
        self.edges: dict[str, dict[str, int]] = {}
        self.external: dict[str, dict[str, int]] = {}
        top = root.name
        for name, path in self.files.items():
            edges: dict[str, int] = {}
            external: dict[str, int] = {}
            for line, target in imported(path.read_text(encoding="utf-8"), name, path.name == "__init__.py"):
                if target.split(".")[0] != top:
                    external.setdefault(target.split(".")[0], line)
                    continue
                while target and target not in self.files:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    edges.setdefault(target, line)
            self.edges[name], self.external[name] = edges, external

    def cycles(self) -> list[list[str]]:
        """The strongly connected components of more than one module (Tarjan, iterative)."""
        index: dict[str, int] = {}
        low: dict[str, int] = {}
        stack: list[str] = []
        on_stack: set[str] = set()
        found: list[list[str]] = []
        for start in self.edges:
            if start in index:
                continue
            work = [(start, iter(self.edges[start]))]
            index[start] = low[start] = len(index)
            stack.append(start)
            on_stack.add(start)
            while work:
                node, children = work[-1]
                child = next(children, None)
                if child is not None:
                    if child not in index:
                        index[child] = low[child] = len(index)
                        stack.append(child)
                        on_stack.add(child)
                        work.append((child, iter(self.edges[child])))
                    elif child in on_stack:
                        low[node] = min(low[node], index[child])
                    continue
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
        return found


def layer(module: str) -> tuple[str, str]:
    """(layer, game) of a module: layer one of root, engine, history, ui, app, registry (games/__init__),
    rules (a game's Qt-free modules), bots, table, other; game the game's id or ""."""
    parts = module.split(".")
    if len(parts) == 1:
        return "root", ""
    if parts[1] in ("engine", "history", "ui"):
        return parts[1], ""
    if parts[1] in ("app", "__main__"):
        return "app", ""
    if parts[1] == "games":
        if len(parts) == 2:
            return "registry", ""
        if len(parts) >= 4 and parts[3] in ("bots", "table"):
            return parts[3], parts[2]
        return "rules", parts[2]
    return "other", ""


# Which layers each layer may import (a game's layers only within the same game).
ALLOWED = {
    "root": set(),
    "engine": {"root", "engine"},
    "history": {"root", "engine", "history"},
    "rules": {"root", "engine", "rules"},
    "bots": {"root", "engine", "rules", "bots"},
    "table": {"root", "engine", "rules", "table", "ui", "history"},
    "ui": {"root", "engine", "history", "ui"},
    "registry": {"root", "engine"},
    "app": {"root", "engine", "history", "ui", "registry", "app"},
    "other": set(),
}
QT_LAYERS = {"table", "ui", "app"}


def forbidden_edges(graph: Graph) -> list[str]:
    out = []
    for source, targets in graph.edges.items():
        (src_layer, src_game) = layer(source)
        for target, line in targets.items():
            (dst_layer, dst_game) = layer(target)
            same_game = not dst_game or dst_game == src_game
            if dst_layer not in ALLOWED[src_layer] or not same_game:
                out.append(f"{source}:{line} ({src_layer}) imports {target} ({dst_layer})")
        if src_layer not in QT_LAYERS:
            out += [f"{source}:{line} ({src_layer}) imports {name}"
                    for name, line in graph.external[source].items() if name in QT]
        out += [f"{source}:{line} imports the tooling ({name})"
                for name, line in graph.external[source].items() if name in ("devtools", "tests")]
    return sorted(out)


def _graph_of(files: dict[str, str], tmp_path: Path) -> Graph:
    for rel, text in files.items():
        path = tmp_path / "cafegames" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    for folder in {p.parent for p in (tmp_path / "cafegames").rglob("*.py")}:
        (folder / "__init__.py").touch()
    return Graph(tmp_path / "cafegames")


def test_the_import_reader_sees_every_form():
    code = ("import cafegames.games.uno.cards\n"
            "from cafegames.games import cafe\n"
            "def f():\n"
            "    from ..games.canyon import river\n"
            "    from . import graphics\n")
    found = [name for _, name in imported(code, "cafegames.ui.sample")]
    assert {"cafegames.games.uno.cards", "cafegames.games.cafe", "cafegames.games.canyon.river",
            "cafegames.ui.graphics"} <= set(found)
    assert [n for _, n in imported("from .. import games", "cafegames.ui", is_package=True)] == \
        ["cafegames", "cafegames.games"]


def test_the_checks_catch_a_cycle_a_forbidden_edge_and_qt_where_it_does_not_belong(tmp_path):
    graph = _graph_of({
        "games/uno/game.py": "def make():\n    from cafegames.games.uno.bots import levels\n",
        "games/uno/bots/levels.py": "from cafegames.games.uno import game\n",
        "games/uno/rules.py": "from PySide6.QtCore import QObject\n",
        "ui/page.py": "from cafegames.games.cafe.table import scene\n",
        "games/cafe/table/scene.py": "from cafegames.games.uno import rules\n",
        "engine/match.py": "import devtools.sim\n",
    }, tmp_path)
    assert graph.cycles() == [["cafegames.games.uno.bots.levels", "cafegames.games.uno.game"]]
    bad = forbidden_edges(graph)
    assert "cafegames.games.uno.game:2 (rules) imports cafegames.games.uno.bots.levels (bots)" in bad
    assert "cafegames.games.uno.rules:1 (rules) imports PySide6" in bad
    assert "cafegames.ui.page:1 (ui) imports cafegames.games.cafe.table.scene (table)" in bad
    assert "cafegames.games.cafe.table.scene:1 (table) imports cafegames.games.uno.rules (rules)" in bad
    assert "cafegames.engine.match:1 imports the tooling (devtools)" in bad
    assert "cafegames.games.uno.bots.levels:1 (bots) imports cafegames.games.uno.game (rules)" not in bad


def _names(modules: Iterable[str]) -> set[str]:
    return set(modules)


def test_no_import_cycle():
    graph = Graph(ROOT)
    assert {"cafegames.engine.registry", "cafegames.games.uno.bots.levels", "cafegames.games.cafe.table.scene"} \
        <= _names(graph.files)
    assert graph.cycles() == []


def test_every_layer_imports_only_what_it_may():
    assert forbidden_edges(Graph(ROOT)) == []


def test_every_folder_of_code_is_a_package():
    folders = {p.parent for p in ROOT.rglob("*.py") if "__pycache__" not in p.parts}
    assert ROOT / "ui" in folders and ROOT / "games" / "uno" / "bots" in folders
    assert sorted(str(f.relative_to(ROOT.parent)) for f in folders if not (f / "__init__.py").is_file()) == []


def test_no_tooling_in_the_package():
    """Benchmarks, the simulator, soak and ladder live in devtools/, which is not installed."""
    tooling = [m for m in Graph(ROOT).files
               if any(word in m.rsplit(".", 1)[-1] for word in ("bench", "sim", "soak", "ladder", "tuning"))]
    assert tooling == []


def test_the_qt_free_layers_import_with_qt_blocked():
    """The static check above, run for real: every module of the engine, the history, the games' rules and bots
    imports in a process where importing Qt fails."""
    modules = sorted(m for m in Graph(ROOT).files if layer(m)[0] not in QT_LAYERS)
    assert "cafegames.engine.saves" in modules and "cafegames.games.uno.bots.search" in modules
    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('PySide6', 'shiboken6'):\n"
        "            raise ImportError('Qt is not allowed here: ' + name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "import importlib\n"
        f"for m in {modules!r}:\n"
        "    importlib.import_module(m)\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT.parent)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


GAME_WORD = re.compile(r"\b(uno|cafe|café|canyon)\b", re.IGNORECASE)


def game_names_in_code(path: Path) -> list[tuple[int, str]]:
    """Where the code of `path` names a game: a string (not a docstring) or an identifier holding a game's id or
    name as a word. Docstrings and comments may give a game as an example; code may not switch on one."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
                  and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            text = node.value
        elif isinstance(node, ast.Name | ast.arg | ast.FunctionDef | ast.ClassDef | ast.Attribute):
            text = {ast.Name: "id", ast.arg: "arg", ast.Attribute: "attr"}.get(type(node), "name")
            text = getattr(node, text).replace("_", " ")
        else:
            continue
        if GAME_WORD.search(text):
            found.append((node.lineno, text[:60]))
    return found


def test_no_shared_module_names_a_game(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('"""Like UNO\'s catch."""\nSHOWN = ("uno", "cafe")\n# Canyon\ndef uno_deck(canyon): pass\n',
                      encoding="utf-8")
    assert sorted(game_names_in_code(sample)) == [(2, "cafe"), (2, "uno"), (4, "canyon"), (4, "uno deck")]
    shared = [p for p in sorted(ROOT.rglob("*.py")) if "__pycache__" not in p.parts
              and layer(module_name(p))[0] in ("engine", "history", "ui", "app")]
    assert ROOT / "ui" / "start_page.py" in shared
    assert [f"{p.relative_to(ROOT.parent)}:{line}: {text!r}" for p in shared for line, text in game_names_in_code(p)] == []
