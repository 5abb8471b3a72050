"""The saves folder as the window shows it (issue 36): the Load list and Continue read it off the GUI thread, the
Load list keeps each file's real path (a name that is not UTF-8 opens and deletes), and a save another running
copy of the app plays is neither opened nor deleted here."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from cafegames.engine.saves import folder, saves_dir
from cafegames.ui import i18n, plain_text
from cafegames.ui.load_dialog import LoadDialog
from tests.saves.test_two_copies import PLAYING, copy
from tests.ui.helpers import load_dialog, main_window
from tests.ui.test_app import toy_save


@pytest.fixture
def window(qtbot, settings):
    i18n.install_language("en")
    yield from main_window(qtbot, settings)


def gated(monkeypatch, owner, name: str, gate: threading.Event, threads: list) -> None:
    """`owner.name` waits for `gate` (a slow disk, a USB stick), and says on which thread it was called."""
    real = getattr(owner, name)

    def slow(*args):
        threads.append(threading.current_thread())
        gate.wait(10)
        return real(*args)

    monkeypatch.setattr(owner, name, slow)


def test_the_load_list_opens_before_the_folder_is_read(qtbot, monkeypatch):
    toy_save("a.json")
    toy_save("b.json", seed=9)
    gate, threads = threading.Event(), []
    gated(monkeypatch, folder, "save_paths", gate, threads)
    dialog = LoadDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: bool(threads))
    assert threads[0] is not threading.main_thread()
    assert not dialog.done_reading and dialog.row_count() == 0 and dialog.empty.isVisible()
    gate.set()
    qtbot.waitUntil(lambda: dialog.done_reading, timeout=10_000)
    assert dialog.row_count() == 2 and dialog.view.isVisible() and dialog.open_button.isEnabled()


def test_the_names_show_first_and_each_row_fills_in_as_its_file_is_read(qtbot, monkeypatch):
    toy_save("a.json")
    gate, threads = threading.Event(), []
    gated(monkeypatch, folder, "summary", gate, threads)
    dialog = LoadDialog()
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.row_count() == 1)
    assert dialog.row_texts(0) == ("a.json", "", "", "Reading…")
    assert not dialog.open_button.isEnabled() and dialog.delete_button.isEnabled()
    gate.set()
    qtbot.waitUntil(lambda: dialog.done_reading, timeout=10_000)
    assert dialog.row_texts(0)[0] == "Twenty-one" and dialog.open_button.isEnabled()
    assert all(t is not threading.main_thread() for t in threads)


def test_the_start_page_looks_for_continue_off_the_gui_thread(qtbot, settings, monkeypatch):
    from cafegames.ui import start_page
    from cafegames.ui.main_window import MainWindow

    toy_save()
    gate, threads = threading.Event(), []
    gated(monkeypatch, start_page, "latest_unfinished", gate, threads)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: bool(threads))
    assert threads[0] is not threading.main_thread() and not window.start_page.looked_up
    with qtbot.waitSignal(window.start_page.refreshed, timeout=10_000):
        gate.set()
    assert window.start_page.continue_button.isVisibleTo(window.start_page)
    window.quit_after_screenshot = True
    window.close()


NOT_UTF8 = b"partie-caf\xe9.json"


@pytest.fixture
def latin1_save() -> Path:
    """A save whose file name is Latin-1, not UTF-8 (copied from an old USB stick)."""
    if sys.platform in ("win32", "darwin"):
        pytest.skip("the file system's names are always Unicode")
    good, _ = toy_save("good.json")
    target = os.path.join(os.fsencode(saves_dir()), NOT_UTF8)
    os.rename(os.fsencode(good), target)
    path = Path(os.fsdecode(target))
    assert os.fsencode(path) == target
    return path


def test_a_save_whose_name_is_not_utf8_opens_from_the_load_list(window, qtbot, monkeypatch, latin1_save):
    (saves_dir() / os.fsdecode(b"ab\xeem\xe9e.json")).write_text("{", encoding="utf-8")  # damaged: its name shows
    dialog = load_dialog(qtbot, window)
    rows = [dialog.row_texts(i) for i in range(dialog.row_count())]
    assert rows[0][0] == "Twenty-one" and rows[1][0] == "ab\ufffdm\ufffde.json"
    dialog.select_row(0)
    dialog.accept()
    assert dialog.chosen == latin1_save
    assert window.open_file(dialog.chosen)
    assert window.controller is not None and window.controller.save_path == latin1_save
    window.controller.save_now()  # the game goes on in the very same file
    assert [p for p in os.listdir(os.fsencode(saves_dir())) if p.endswith(b".json")].count(NOT_UTF8) == 1


def test_a_save_whose_name_is_not_utf8_is_deleted_from_the_load_list(qtbot, monkeypatch, latin1_save):
    dialog = load_dialog(qtbot)
    dialog.select_row(0)
    monkeypatch.setattr(plain_text, "ask", lambda *a, **k: True)
    dialog.delete_selected()
    assert not os.path.lexists(os.fsencode(latin1_save)) and dialog.row_count() == 0


def test_a_link_leading_out_of_the_saves_folder_is_not_deleted(qtbot, monkeypatch, tmp_path):
    if sys.platform == "win32":
        pytest.skip("symbolic links")
    outside, _ = toy_save("outside.json")
    kept = tmp_path / "elsewhere.json"
    os.rename(outside, kept)
    (saves_dir() / "link.json").symlink_to(kept)
    told = []
    monkeypatch.setattr(plain_text, "ask", lambda *a, **k: True)
    monkeypatch.setattr(plain_text, "tell", lambda parent, title, text, *a: told.append(text))
    dialog = load_dialog(qtbot)
    dialog.select_row(0)
    dialog.delete_selected()
    assert kept.exists() and (saves_dir() / "link.json").is_symlink()
    assert told == ["This file is not in the folder of saved games: it is not deleted."]


def test_a_save_another_copy_plays_is_neither_opened_nor_deleted_here(window, qtbot, monkeypatch):
    path, _ = toy_save("playing.json")
    told = []
    monkeypatch.setattr(plain_text, "tell", lambda parent, title, text, *a: told.append(text))
    monkeypatch.setattr(plain_text, "ask", lambda *a, **k: True)
    other = copy(PLAYING, str(path))
    try:
        assert other.stdout.readline().strip() == "playing"
        assert not window.open_file(path) and window.controller is None
        assert "open in another cafegames window" in told[-1]
        dialog = load_dialog(qtbot, window)
        dialog.select_row(0)
        dialog.delete_selected()
        assert path.exists() and "close it there first" in told[-1]
    finally:
        other.communicate("", timeout=60)
    assert window.open_file(path) and window.controller.save_path == path  # the other copy has let go of it
    second = copy(PLAYING, str(path))  # and now this copy holds it: the other one is refused
    try:
        assert second.wait(timeout=60) != 0
    finally:
        second.communicate("", timeout=60)
    window.show_start_page()  # the game closed: free for another copy
    assert subprocess.run([sys.executable, "-c", PLAYING, str(path)], input="", text=True, timeout=60,
                          cwd=Path(__file__).resolve().parents[2]).returncode == 0


def test_a_row_chosen_while_the_list_fills_in_stays_chosen(qtbot, monkeypatch):
    for i, name in enumerate(("a.json", "b.json", "c.json")):
        toy_save(name, actions=1 + i, seed=3 + i)
    gate, threads = threading.Event(), []
    gated(monkeypatch, folder, "summary", gate, threads)
    dialog = LoadDialog()
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.row_count() == 3)
    dialog.select_row(2)  # "a.json": the names come newest first
    chosen = dialog.current_path()
    gate.set()
    qtbot.waitUntil(lambda: dialog.done_reading, timeout=10_000)
    assert dialog.current_path() == chosen and chosen.name == "a.json"
    dialog.accept()
    assert dialog.chosen == chosen


def test_the_continue_command_looks_off_the_gui_thread(window, qtbot, monkeypatch):
    from cafegames.ui import start_page

    path, _ = toy_save()
    qtbot.waitUntil(lambda: window.start_page.looked_up)
    gate, threads = threading.Event(), []
    gated(monkeypatch, start_page, "latest_unfinished", gate, threads)
    window.continue_latest()  # Game → Continue: returns at once, the game opens when found
    qtbot.waitUntil(lambda: bool(threads))
    assert threads[0] is not threading.main_thread() and window.controller is None
    gate.set()
    qtbot.waitUntil(lambda: window.controller is not None, timeout=10_000)
    assert window.controller.save_path == path
