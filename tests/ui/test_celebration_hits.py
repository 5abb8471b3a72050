"""The winner's moment under the mouse: a click on a falling piece of confetti, and the scene's item queries that
cross one, must not end the process.

Known trap: an instance attribute named like a virtual method of QGraphicsItem (`self.shape = 1`) is what PySide
calls when Qt calls that method (shiboken takes a function from the instance's dict for duck-punching): Qt asks
a piece for its shape to hit-test a click or to answer `scene.items(rect)`, PySide calls the int, and its error
path crashes (SIGSEGV in shiboken's storePythonOverrideErrorOrPrint). The monkey's long run met it once in
about 10,000 events: only while the pieces are visible (a fully transparent item is never hit-tested) and a
query's edge or a click falls on one. The crash kills the interpreter, so the moment runs in a child process.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import os
import pkgutil
import subprocess
import sys
from pathlib import Path

from shiboken6 import Shiboken

import cafegames

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import sys, tempfile
from pathlib import Path
import tests.conftest  # the toy game registered
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.ui.celebration import Confetti
from cafegames.ui.main_window import MainWindow
from tests.toy.game import GAME
from tests.ui.helpers import quick_settings

app = QApplication(sys.argv[:1])
settings = quick_settings(Path(tempfile.mkdtemp()), animation="slow")
window = MainWindow(settings)
window.resize(1280, 800)
window.show()
match = Match(GAME, {"target": 7, "order": "anticlockwise"},
              [Seat("Ann", "computer", "random"), Seat("Bot", "computer", "normal")], 11)
assert window.open_match(match, None)
window.controller.autoplay(100_000)


def wait(check, ms=60_000):
    for _ in range(ms // 10):
        if check():
            return True
        QTest.qWait(10)
    return False


scene, view = window.controller.scene, window.table.view
assert wait(lambda: scene.celebrating()), "no celebration"
seen = view.mapToScene(view.viewport().rect()).boundingRect()


def falling():
    return [i for i in scene.items() if isinstance(i, Confetti) and i.isVisible() and i.opacity() > 0.5
            and seen.contains(i.sceneBoundingRect())]


assert wait(lambda: len(falling()) >= 2, 5_000), "no confetti in sight"
queried = 0
for piece in falling()[:20]:  # what the monkey does: the items under a rect whose edge crosses a piece
    box = piece.sceneBoundingRect()
    queried += len(scene.items(QRectF(box.center(), seen.bottomRight())))
piece = falling()[0]
QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(piece.sceneBoundingRect().center()))
print("skipped" if not scene.celebrating() else "still playing", queried > 0)
window.quit_after_screenshot = True
window.close()
"""


def test_a_click_on_falling_confetti_skips_the_moment_and_the_app_lives(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CAFEGAMES_SOUND": "off",
           "CAFEGAMES_DATA_DIR": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    result = subprocess.run([sys.executable, "-X", "faulthandler", "-c", CHILD], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, f"exit {result.returncode}\n{result.stderr[-3000:]}"
    assert result.stdout.split() == ["skipped", "True"], result.stdout + result.stderr[-2000:]


# QGraphicsItem.panel() is not virtual: Qt never calls it through Python, and EndingScreen.panel is the screen's
# panel item everywhere in the code.
NOT_VIRTUAL = {("EndingScreen", "panel")}


def _qt_modules() -> list[str]:
    """The modules that may import Qt (the rule of tests/test_layers or the like): cafegames/ui and the games'
    scene*, widget* and view* modules."""
    names = []
    for m in pkgutil.walk_packages(cafegames.__path__, "cafegames."):
        last = m.name.rsplit(".", 1)[-1]
        if (m.name.startswith("cafegames.ui.") or last.startswith(("scene", "widget", "view"))) and "bench" not in last:
            names.append(m.name)
    return names


def test_no_qt_class_of_ours_hides_a_qt_method_under_an_attribute():
    """`self.shape = …` in a QGraphicsItem subclass is the crash above; any attribute named like a method of the
    Qt class it inherits is caught here (a virtual one is called by C++, a plain one breaks the Python call)."""
    found = []
    for name in _qt_modules():
        module = importlib.import_module(name)
        for cls_name, cls in vars(module).items():
            if not (inspect.isclass(cls) and cls.__module__ == name and issubclass(cls, Shiboken.Object)):
                continue
            qt = [k for k in cls.__mro__ if k.__module__.startswith(("PySide6", "shiboken6", "Shiboken"))]
            for node in ast.walk(ast.parse(inspect.getsource(cls))):
                targets = node.targets if isinstance(node, ast.Assign) else \
                    [node.target] if isinstance(node, ast.AnnAssign | ast.AugAssign) else []
                for target in targets:
                    for el in target.elts if isinstance(target, ast.Tuple) else [target]:
                        if isinstance(el, ast.Attribute) and isinstance(el.value, ast.Name) and el.value.id == "self" \
                                and any(callable(vars(k).get(el.attr)) for k in qt) \
                                and (cls_name, el.attr) not in NOT_VIRTUAL:
                            found.append(f"{name}.{cls_name}: self.{el.attr}")
    assert not found, sorted(set(found))
