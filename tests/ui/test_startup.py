"""Start-up stays lean: what the first window needs, and nothing the start page can do without.

`python -m devtools.sim bench app` measures the time; these tests keep the reasons it is short from eroding
(no wall-clock assertion: they check which modules are loaded when the first frame is painted)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt

from cafegames.ui.main_window import MainWindow
from tests.ui.test_app import toy_save

ROOT = Path(__file__).resolve().parents[2]

PROBE = r"""
import sys
from cafegames.ui.i18n import install_language
install_language("fr")
from cafegames.ui.runner import application
from cafegames.ui.main_window import MainWindow
from cafegames.ui.settings import Settings
app = application()
window = MainWindow(Settings())
window.resize(1280, 800)
window.show()
picture = window.grab()  # the first frame, painted
loaded = set(sys.modules)
heavy = sorted(m for m in loaded if m.split(".")[0] in ("attr", "attrs", "cattrs", "platformdirs", "json")
               or m in ("cafegames.engine.saves", "cafegames.engine.match", "cafegames.engine.protocol",
                        "PySide6.QtSvg", "cafegames.ui.controller", "cafegames.ui.new_game")
               or m.startswith("cafegames.games.") and m.count(".") >= 3)
print("heavy:", ",".join(heavy))
print("shortcut:", window.act_new.shortcut().toString())
print("painted:", not picture.isNull() and window.start_page.isVisible())
"""


def test_first_frame_needs_no_engine_saves_attrs_or_game_modules(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CAFEGAMES_DATA_DIR": str(tmp_path / "data"),
           "CAFEGAMES_CONFIG_DIR": str(tmp_path / "config")}
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert "heavy: \n" in out.stdout, out.stdout  # nothing heavy before the first paint
    assert "shortcut: Ctrl+N" in out.stdout  # shortcuts are there from the start
    assert "painted: True" in out.stdout


def test_continue_appears_right_after_the_first_paint(qtbot, settings):
    toy_save()
    window = MainWindow(settings)
    qtbot.addWidget(window)
    page = window.start_page
    assert not page.looked_up  # nothing read before the window is on screen
    with qtbot.waitSignal(page.refreshed, timeout=5000):
        window.show()
    assert page.continue_button.isVisibleTo(page)
    assert "Ann, Bot" in page.continue_info.text()
    assert page.continue_button.cursor().shape() == Qt.CursorShape.PointingHandCursor
    window.quit_after_screenshot = True
    window.close()


def test_log_dock_is_built_when_first_needed(qtbot, settings):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    assert window._log_dock is None
    window.act_log.trigger()  # View → Game log on the start page: an empty log, built now
    assert window.log_dock.isVisible() and window.act_log.isChecked()
    window.log_dock.close()
    assert not window.act_log.isChecked()
    window.quit_after_screenshot = True
    window.close()


def test_settings_file_is_where_platformdirs_puts_it(monkeypatch, tmp_path):
    import platformdirs

    from cafegames.ui.settings import config_path

    monkeypatch.delenv("CAFEGAMES_CONFIG_DIR", raising=False)
    for xdg in (str(tmp_path / "xdg"), "", "  "):
        monkeypatch.setenv("XDG_CONFIG_HOME", xdg)
        assert config_path() == platformdirs.user_config_path("cafegames", appauthor=False) / "settings.json"
