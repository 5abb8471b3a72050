"""Names, titles and file names are shown as text, never read as HTML (cafegames/ui/plain_text.py).

Qt reads any label, message box or tooltip that merely looks like HTML as HTML. The long monkey run met a save
whose title held "<img>": the Load dialog's "Delete…" question then tried to open an image with no file name on
every paint ("QFSFileEngine::open: No file name specified"). Each place below shows such a name, and every label on
screen must show it as typed, with no Qt warning."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import Qt as QtGui
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QMessageBox

from cafegames.engine.match import Match
from cafegames.engine.players import Players
from cafegames.engine.saves import save_match, saves_dir
from cafegames.engine.seats import Seat
from cafegames.ui import i18n
from tests.toy.game import GAME

NAME = "<img>Zoé <b>B</b>"  # rich text would load an image with no file name and show "B" in bold


@pytest.fixture(params=["en", "fr"])
def lang(request):
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


def read_as_html(name: str = NAME) -> list[str]:
    """The text of every label on screen that Qt would read as HTML and that holds `name`."""
    return [w.text() for w in QApplication.allWidgets()
            if isinstance(w, QLabel) and w.isVisible() and name in w.text()
            and w.textFormat() != Qt.TextFormat.PlainText
            and (w.textFormat() == Qt.TextFormat.RichText or QtGui.mightBeRichText(w.text()))]


def answer_the_box(qtbot, seen: list[list[str]], button=QMessageBox.StandardButton.No, name: str = NAME) -> None:
    """Once a message box is up: note the texts of its labels read as HTML (none may be), then press `button`."""

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, look)
            return
        box.grab()  # painted: a label read as HTML would load its image here
        seen.append(read_as_html(name) + [box.text()])
        box.button(button).click()

    QTimer.singleShot(0, look)


def no_file_warning(qtlog) -> bool:
    return not any("QFSFileEngine" in r.message for r in qtlog.records)


def test_deleting_a_save_whose_title_looks_like_html(qtbot, qtlog, lang):
    from tests.ui.helpers import load_dialog

    match = Match(GAME, {}, [Seat(NAME), Seat("Bot", "computer", "random")], 5)
    save_match(match, saves_dir() / "a.json", title=NAME)
    dialog = load_dialog(qtbot)
    dialog.show()
    assert read_as_html() == [] and NAME in dialog.details.text()
    seen: list[list[str]] = []
    answer_the_box(qtbot, seen)
    dialog.delete_selected()
    assert len(seen) == 1 and seen[0][:-1] == [] and NAME in seen[0][-1]  # asked, the name shown as typed
    assert (saves_dir() / "a.json").exists() and no_file_warning(qtlog)


def test_a_file_named_like_html_that_is_not_there(qtbot, qtlog, settings, tmp_path, lang):
    from tests.ui.helpers import main_window

    window = next(main_window(qtbot, settings))
    name = "<img>Zoé"  # a file name holds no "/"
    bad = tmp_path / f"{name}.json"  # gone from the USB key: the message names it
    seen: list[list[str]] = []
    answer_the_box(qtbot, seen, QMessageBox.StandardButton.Ok, name)
    assert window.open_file(bad) is False
    assert len(seen) == 1 and seen[0][:-1] == [] and name in seen[0][-1] and no_file_warning(qtlog)


def test_removing_a_player_whose_name_looks_like_html(qtbot, qtlog, settings, lang):
    from cafegames.ui.new_game import NewGameDialog

    Players().add(NAME)
    dialog = NewGameDialog(settings, "uno")
    qtbot.addWidget(dialog)
    dialog.show()
    picker = dialog.picker
    picker.list.setCurrentRow(next(i for i in range(picker.list.count()) if picker.list.item(i).text() == NAME))
    assert read_as_html() == []
    seen: list[list[str]] = []
    answer_the_box(qtbot, seen)
    assert not picker.remove_dialog()
    assert len(seen) == 1 and seen[0][:-1] == [] and NAME in seen[0][-1] and no_file_warning(qtlog)


def test_deleting_a_deck_whose_name_looks_like_html(qtbot, qtlog, settings, lang):
    from cafegames.games.uno.table import widgets_decks as decks
    from cafegames.games.uno.table.widgets_deck_designer import DeckDesigner

    designer = DeckDesigner(settings)
    qtbot.addWidget(designer)
    designer.show()
    designer.use(decks.create(NAME))
    seen: list[list[str]] = []
    answer_the_box(qtbot, seen)
    designer.delete_deck()
    assert len(seen) == 1 and seen[0][:-1] == [] and NAME in seen[0][-1] and no_file_warning(qtlog)
    assert read_as_html() == []


def test_the_handoff_screen_and_the_photo_button_show_a_name_as_typed(qtbot, qtlog, settings, lang):
    from cafegames.ui.avatars import AvatarButton
    from cafegames.ui.table import HandoffScreen

    screen = HandoffScreen()
    qtbot.addWidget(screen)
    screen.set_name(NAME)
    screen.show()
    screen.grab()
    assert NAME in screen.title.text() and read_as_html() == [] and no_file_warning(qtlog)
    button = AvatarButton(QLineEdit(NAME), lambda text: None)
    qtbot.addWidget(button)
    assert "&lt;img&gt;Zoé &lt;b&gt;B&lt;/b&gt;" in button.toolTip()  # the tooltip shows the name as typed
