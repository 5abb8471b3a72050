"""The family's players in the new-game dialog (cafegames/ui/player_picker.py): seated with a double-click,
added, renamed (their history and photo follow), given a colour, removed; typed names remembered; the seats of the
match carry the players' ids. Both languages, names in every script."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from cafegames.engine.players import Players
from cafegames.ui import avatars, i18n
from cafegames.ui.new_game import NewGameDialog

NAMES = ["Maman", "مريم", "שָׂרָה", "小明", "देवनागरी", "Zoë 🦊"]


@pytest.fixture(params=["en", "fr"])
def lang(request):
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


def dialog(qtbot, settings, game="uno") -> NewGameDialog:
    d = NewGameDialog(settings, game)
    qtbot.addWidget(d)
    d.resize(820, 720)
    d.show()
    return d


def item_of(picker, name: str):
    return next(picker.list.item(i) for i in range(picker.list.count()) if picker.list.item(i).text() == name)


def double_click(qtbot, picker, name: str) -> None:
    item = item_of(picker, name)
    picker.list.scrollToItem(item)
    pos = picker.list.visualItemRect(item).center()
    qtbot.mouseClick(picker.list.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(picker.list.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def names(d: NewGameDialog) -> list[str]:
    return [r.name.text() for r in d.rows]


def test_seat_players_with_a_double_click_and_start_with_their_ids(qtbot, settings, lang):
    store = Players()
    maman, mamie = store.add("Maman"), store.add("Mamie")
    d = dialog(qtbot, settings)
    assert [d.picker.list.item(i).text() for i in range(d.picker.list.count())] == ["Maman", "Mamie"]
    d.count.setValue(3)
    double_click(qtbot, d.picker, "Mamie")
    assert names(d)[0] == "Mamie" and d.rows[0].kind.currentData() == "human"
    double_click(qtbot, d.picker, "Maman")  # no free person's seat left: a computer's seat goes to her
    assert names(d)[:2] == ["Mamie", "Maman"] and d.rows[1].kind.currentData() == "human"
    double_click(qtbot, d.picker, "Maman")
    assert names(d).count("Maman") == 1
    assert d.error.text() == ("Maman is already at the table." if lang == "en" else "Maman est déjà à la table.")
    d.rows[2].name.setText("Tom")
    d.rows[2].kind.setCurrentIndex(d.rows[2].kind.findData("human"))
    qtbot.mouseClick(d.start_button, Qt.MouseButton.LeftButton)
    seats = d.match.seats
    assert store.by_name("Tom") is None  # a typed name is remembered once the match is finished, not at Start
    assert [s.player for s in seats] == [mamie.id, maman.id, ""]


def test_add_rename_colour_and_remove(qtbot, settings, tmp_path, lang):
    store = Players()
    d = dialog(qtbot, settings)
    picker = d.picker
    assert picker.list.count() == 0 and not picker.rename_action.isEnabled()
    lea = picker.add_dialog("Léa")
    assert [picker.list.item(i).text() for i in range(picker.list.count())] == ["Léa"]
    assert picker.add_dialog("LÉA") is None
    assert "Léa" in d.error.text()  # "There is already a player called “Léa”." in either language
    photo = tmp_path / "lea.png"
    image = QImage(80, 80, QImage.Format.Format_RGB32)
    image.fill(QColor("#ff00ff"))
    image.save(str(photo))
    avatars.set_avatar("Léa", str(photo))
    d.rows[0].name.setText("Léa")
    item = item_of(picker, "Léa")
    qtbot.mouseClick(picker.list.viewport(), Qt.MouseButton.LeftButton, pos=picker.list.visualItemRect(item).center())
    assert picker.rename_action.isEnabled()
    renamed = picker.rename_dialog("Léa Martin")
    assert renamed.id == lea.id and store.by_id(lea.id).name == "Léa Martin"
    assert names(d)[0] == "Léa Martin"  # the seat follows the new name
    assert avatars.avatar_path("Léa Martin") is not None and avatars.avatar_path("Léa") is None  # so does the photo
    picker.colour_menu.actions()[3].trigger()
    assert store.by_id(lea.id).colour == "#8e44ad"
    assert picker.colour_menu.actions()[3].text() == ("Purple" if lang == "en" else "Violet")
    assert picker.remove_dialog(confirm=False)
    assert store.all() == [] and picker.list.count() == 0


def test_names_in_every_script(qtbot, settings):
    store = Players()
    for name in NAMES:
        store.add(name)
    d = dialog(qtbot, settings, "canyon")
    d.count.setValue(6)
    for name in NAMES:
        double_click(qtbot, d.picker, name)
    assert names(d) == NAMES
    qtbot.mouseClick(d.start_button, Qt.MouseButton.LeftButton)
    assert [s.name for s in d.match.seats] == NAMES
    assert [s.player for s in d.match.seats] == [store.by_name(n).id for n in NAMES]
    d.grab()


def test_a_damaged_players_file_is_said_and_the_dialog_still_works(qtbot, settings):
    Players().path.parent.mkdir(parents=True, exist_ok=True)
    Players().path.write_bytes(b"\x00not json")
    d = dialog(qtbot, settings)
    assert "could not be read" in d.picker.hint.text()
    assert d.picker.add_dialog("Ann") is not None and d.picker.list.count() == 1
    assert "could not be read" not in d.picker.hint.text()


def test_a_name_that_looks_like_html_is_shown_as_text(qtbot, settings):
    from PySide6.QtCore import Qt as QtNs

    store = Players()
    store.add("<img src=x>Bo")
    d = dialog(qtbot, settings)
    double_click(qtbot, d.picker, "<img src=x>Bo")
    double_click(qtbot, d.picker, "<img src=x>Bo")
    assert d.error.textFormat() == QtNs.TextFormat.PlainText and d.error.text().startswith("<img src=x>Bo")
    assert "&lt;img" in item_of(d.picker, "<img src=x>Bo").toolTip()
