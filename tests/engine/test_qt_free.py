"""The engine and every game's rules, boards and bots import nothing from Qt (DESIGN.md)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import cafegames

ROOT = Path(cafegames.__file__).parent
UI_MODULE = ("scene", "widget", "view")


def qt_free_modules() -> list[str]:
    names = ["cafegames.sim"]
    for info in pkgutil.walk_packages([str(ROOT)], "cafegames."):
        leaf = info.name.rsplit(".", 1)[-1]
        if info.name.startswith(("cafegames.ui", "cafegames.app", "cafegames.__main__")):
            continue
        if any(leaf.startswith(p) for p in UI_MODULE):
            continue
        names.append(info.name)
    return sorted(set(names))


def test_engine_rules_and_bots_import_without_qt():
    modules = qt_free_modules()
    assert "cafegames.engine.saves" in modules
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
