"""How cafegames/ is laid out (DESIGN.md, Layout): the shared `ui/` imports no game — what one game needs on
screen lives in that game's package, and `ui/` reaches it through the registry (`cafegames.games`) — and every
folder of code is a regular package (a plain `pip install .` leaves out a folder without `__init__.py`)."""

from __future__ import annotations

import ast
from pathlib import Path

import cafegames

ROOT = Path(cafegames.__file__).parent


def game_packages() -> set[str]:
    return {f"cafegames.games.{d.name}" for d in (ROOT / "games").iterdir() if (d / "__init__.py").is_file()}


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
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


def game_imports(folder: Path) -> list[str]:
    games = game_packages()
    return [f"{path.relative_to(ROOT.parent)}:{line} imports {name}"
            for path in sorted(folder.rglob("*.py"))
            for line, name in imported(path.read_text(encoding="utf-8"), module_name(path), path.name == "__init__.py")
            if any(name == g or name.startswith(g + ".") for g in games)]


def test_the_import_reader_sees_every_form():
    code = ("import cafegames.games.uno.cards\n"
            "from cafegames.games import cafe\n"
            "from cafegames.games import GAMES\n"
            "def f():\n"
            "    from ..games.canyon import river\n"
            "    from . import graphics\n")
    found = [name for _, name in imported(code, "cafegames.ui.sample")]
    assert {"cafegames.games.uno.cards", "cafegames.games.cafe", "cafegames.games.canyon.river",
            "cafegames.ui.graphics", "cafegames.games"} <= set(found)
    assert [n for _, n in imported("from .. import games", "cafegames.ui", is_package=True)] == \
        ["cafegames", "cafegames.games"]


def test_ui_imports_no_game():
    assert game_packages() >= {"cafegames.games.uno", "cafegames.games.cafe", "cafegames.games.canyon"}
    assert game_imports(ROOT / "ui") == []


def test_every_folder_of_code_is_a_package():
    folders = {p.parent for p in ROOT.rglob("*.py") if "__pycache__" not in p.parts}
    assert ROOT / "ui" in folders and ROOT / "games" / "uno" in folders
    assert sorted(str(f.relative_to(ROOT.parent)) for f in folders if not (f / "__init__.py").is_file()) == []
