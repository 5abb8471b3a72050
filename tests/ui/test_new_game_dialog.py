"""The new-game dialog as a parent and a child meet it: warm colours, UNO's presets and groups, Canyon's option in
a player's words, and every word readable at 1280×800 and 1024×640 in both languages with the most seats."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QWidget,
)

from cafegames.engine import registry
from cafegames.games.canyon import cards
from cafegames.ui import i18n
from cafegames.ui.new_game import NewGameDialog

NAMES = ["Maman", "Mamie", "Papa", "Papy", "Léonie-Rose", "Maximilienne", "Jean-Baptist", "Anne-Sophie", "Zoé",
         "Théo"]
UNO_DEFAULTS = {s.key: s.default for s in registry.get("uno").game().option_schema()}
HOUSE = {**UNO_DEFAULTS, "stack": True, "jump_in": True, "seven_o": True}


@pytest.fixture(params=["en", "fr"])
def language(request):
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


@pytest.fixture
def english():
    i18n.install_language("en")
    yield
    i18n.install_language("en")


def dialog_for(qtbot, settings, game: str, seats: int | None = None, size=(1280, 800)) -> NewGameDialog:
    dialog = NewGameDialog(settings, game)
    qtbot.addWidget(dialog)
    if seats is not None:
        dialog.count.setValue(seats)
        for row, name in zip(dialog.rows, NAMES, strict=False):
            row.name.setText(name)
    dialog.show()
    dialog.fit_within(QSize(*size))
    qtbot.wait(60)
    return dialog


def click(qtbot, widget: QWidget) -> None:
    """A real click in the middle of the widget, scrolled into view first as a person would."""
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QScrollArea):
        parent = parent.parentWidget()
    if parent is not None:
        parent.ensureWidgetVisible(widget)
        QApplication.processEvents()
    # a check box takes clicks on its box and its words, not on the empty width of its row
    pos = QPoint(12, widget.height() // 2) if isinstance(widget, QCheckBox) else widget.rect().center()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.wait(60)  # a few turns of the event loop: the layouts follow the new texts


def test_uno_presets_set_the_right_values_and_reach_the_match(qtbot, settings, english):
    dialog = dialog_for(qtbot, settings, "uno")
    assert list(dialog.rules.preset_buttons) == ["official", "house", "olympique", "custom"]
    assert dialog.rules.preset() == "official" and dialog.option_values() == UNO_DEFAULTS
    click(qtbot, dialog.rules.preset_buttons["house"])
    assert dialog.rules.preset() == "house" and dialog.option_values() == HOUSE
    assert dialog.rules.preset_buttons["house"].isChecked()
    for key in ("stack", "jump_in", "seven_o"):
        assert dialog.option_widgets[key].isChecked()
    dialog.accept()
    options = dialog.match.options
    assert (options.stack, options.jump_in, options.seven_o, options.stack_cross, options.multi) == (
        True, True, True, False, False)
    assert (options.scoring, options.target, options.teams) == ("official", 500, "none")
    again = dialog_for(qtbot, settings, "uno")
    assert again.rules.preset() == "house" and again.option_values() == HOUSE
    click(qtbot, again.rules.preset_buttons["official"])
    assert again.option_values() == UNO_DEFAULTS
    again.accept()
    assert again.match.options == type(again.match.options)()  # UnoOptions() is the official game


def test_touching_an_option_switches_to_custom(qtbot, settings, english):
    dialog = dialog_for(qtbot, settings, "uno")
    click(qtbot, dialog.rules.preset_buttons["house"])
    click(qtbot, dialog.option_widgets["multi"])  # a check box clicked in its group
    assert dialog.option_widgets["multi"].isChecked()
    assert dialog.rules.preset() == "custom" and dialog.rules.preset_buttons["custom"].isChecked()
    assert "rule by rule" in dialog.rules.preset_help.text()
    click(qtbot, dialog.option_widgets["multi"])  # back to exactly the house rules: the preset says so
    assert dialog.rules.preset() == "house"
    target = dialog.option_widgets["target"]
    assert isinstance(target, QSpinBox)
    target.setFocus()
    qtbot.keyClick(target, Qt.Key.Key_Up)
    assert target.value() == 501 and dialog.rules.preset() == "custom"
    dialog.accept()
    assert dialog.match.options.target == 501 and dialog.match.options.stack
    # Custom is remembered as chosen, even when the values could be read as a preset
    again = dialog_for(qtbot, settings, "uno")
    assert again.rules.preset() == "custom" and again.option_values()["target"] == 501
    qtbot.keyClick(again.option_widgets["target"], Qt.Key.Key_Down)
    assert again.rules.preset() == "house"
    click(qtbot, again.rules.preset_buttons["custom"])
    assert again.option_values() == HOUSE  # choosing Custom changes no value
    again.accept()
    third = dialog_for(qtbot, settings, "uno")
    assert third.rules.preset() == "custom" and third.option_values() == HOUSE


def test_another_game_brings_its_own_rules(qtbot, settings, english):
    dialog = dialog_for(qtbot, settings, "uno")
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("canyon"))
    QApplication.processEvents()
    assert set(dialog.option_widgets) == {"short", "secret", "short_race"}
    assert set(dialog.rules.preset_buttons) == {"official", "less_luck", "short_race", "custom"}  # Canyon's own
    presets = [w.text() for w in dialog.findChildren(QAbstractButton, "preset") if w.isVisibleTo(dialog)]
    assert presets == ["Rule book", "Less luck", "Short race", "Custom"]  # none of UNO's left behind
    leftovers = [w for w in dialog.findChildren(QAbstractButton) if w.isVisibleTo(dialog) and w.objectName() in
                 (f"option_{k}" for k in UNO_DEFAULTS)]
    assert leftovers == [] and len(dialog.rows) == 3 and dialog.count.maximum() == 6
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("uno"))
    QApplication.processEvents()
    visible = [w for w in dialog.findChildren(QAbstractButton, "preset") if w.isVisibleTo(dialog)]
    assert len(visible) == 4 and dialog.rules.preset() == "official"


def test_uno_options_come_in_groups_with_explanations(qtbot, settings, language):
    dialog = dialog_for(qtbot, settings, "uno")
    game = registry.get("uno").game()
    grouped = [key for group in game.option_groups() for key in group.keys]
    assert sorted(grouped) == sorted(k for k in UNO_DEFAULTS if k != "box") and len(grouped) == len(set(grouped)) == 23
    titles = [w.text() for w in dialog.rules.findChildren(QLabel, "groupTitle")]
    helps = [w.text() for w in dialog.rules.findChildren(QLabel, "groupHelp")]
    assert len(titles) == len(helps) == len(game.option_groups()) == 7  # the 7th: UNO Olympique (U-O)
    assert all(titles) and all(len(h) > 20 for h in helps)
    expected = {"en": "Draw Two and Wild Draw Four", "fr": "+2 et Super Joker +4"}[language]
    assert expected in titles
    # the options of a group are shown under its title, in the group's order
    boxes = dialog.rules.findChildren(QWidget, "optionGroup")
    stack_group = next(b for b in boxes if expected in [w.text() for w in b.findChildren(QLabel, "groupTitle")])
    assert [w.objectName() for w in stack_group.findChildren(QCheckBox)] == ["option_stack", "option_stack_cross"]


def test_canyon_cells_6_to_9_in_a_players_words(qtbot, settings, language):
    dialog = dialog_for(qtbot, settings, "canyon")
    box = dialog.option_widgets["short"]
    help_text = next(w.text() for w in box.parentWidget().findChildren(QLabel, "help"))
    text = f"{box.text()} {help_text}"
    assert not re.search(r"step|case|6[–-]9|6 à 9", text, re.I), text  # the track's numbering is not a player's
    dealt = []
    step = 1
    for _ in range(14):
        dealt.append(cards.cards_for_step(step))
        step = cards.next_step(step, True)
    assert str(min(dealt)) in box.text()  # the label names the smallest hand the option leaves
    assert help_text.startswith({"en": "Hands never get smaller than 3 cards",
                                 "fr": "Les mains ne descendent jamais sous 3 cartes"}[language])
    sequence = "8, 7, 6, 5, 4"  # the hands it does deal, in the order of the deal
    assert sequence in help_text and dealt[:9] == [8, 7, 6, 5, 4, 3, 4, 5, 6]
    click(qtbot, box)
    dialog.accept()
    assert dialog.match.options.short is True and dialog.match.options.secret is False



def test_canyon_short_race_says_it_is_ours_and_what_it_changes(qtbot, settings, language):
    dialog = dialog_for(qtbot, settings, "canyon", seats=3)
    box = dialog.option_widgets["short_race"]
    help_text = next(w.text() for w in box.parentWidget().findChildren(QLabel, "help"))
    assert box.text() == {"en": "Short race", "fr": "Course courte"}[language]
    assert {"en": "not in the rule book", "fr": "absente de la règle"}[language] in help_text
    assert {"en": "before the bridge", "fr": "avant la passerelle"}[language] in help_text  # the start line
    assert "2, 1, 2, 3" in help_text and "3, 4, 5" in help_text  # the hands, with and without the other option
    assert not box.isChecked()
    click(qtbot, box)
    dialog.accept()
    assert dialog.match.options.short_race is True and dialog.match.state.step == 6

def test_the_dialog_is_warm_not_grey(qtbot, settings, english):
    dialog = dialog_for(qtbot, settings, "uno")
    picture = dialog.grab().toImage()
    corner = QColor(picture.pixel(6, picture.height() // 2))
    card = dialog.players_card
    inside = QColor(picture.pixel(card.x() + 8, card.y() + card.height() - 8))
    for colour in (corner, inside):  # cream paper: red over green over blue, never a grey
        assert colour.red() > colour.green() > colour.blue() and colour.red() - colour.blue() >= 12, colour.name()
    start = dialog.start_button
    button = QColor(picture.pixel(start.x() + 6, start.y() + start.height() // 2))
    assert (button.red(), button.green(), button.blue()) == (0xc8, 0x55, 0x3d)  # the start page's Play button


def cut_texts(dialog: NewGameDialog) -> list[str]:
    """Every visible text that does not fit its widget (wrapped labels: the lines need more height)."""
    problems = []
    for w in dialog.findChildren(QWidget):
        if not w.isVisibleTo(dialog) or w.width() <= 0:
            continue
        fm = w.fontMetrics()
        if isinstance(w, QLabel) and w.text():
            if w.wordWrap():
                if w.heightForWidth(w.width()) > w.height() + 1:
                    problems.append(f"label {w.text()[:40]!r}: {w.heightForWidth(w.width())} > {w.height()} px")
            elif fm.horizontalAdvance(w.text()) > w.contentsRect().width() + 1:
                problems.append(f"label {w.text()!r} in {w.width()} px")
        elif isinstance(w, QAbstractButton) and w.text() and w.sizeHint().width() > w.width() + 1:
            problems.append(f"button {w.text()!r}: {w.sizeHint().width()} > {w.width()} px")
        elif isinstance(w, QComboBox) and w.sizeHint().width() > w.width() + 1 and w.objectName() != "deckChoice":
            problems.append(f"choice {w.currentText()!r}: {w.sizeHint().width()} > {w.width()} px")
        elif isinstance(w, QLineEdit) and fm.horizontalAdvance(w.text()) > w.width() - 12:
            problems.append(f"name {w.text()!r} in {w.width()} px")
    for scroll in dialog.findChildren(QScrollArea):
        if scroll.widget().minimumSizeHint().width() > scroll.viewport().width():
            problems.append(f"{scroll.widget().objectName()} would scroll sideways")
        view = scroll.viewport()
        for w in scroll.widget().findChildren(QWidget):  # cut by the card's right edge (the scroll never goes there)
            if w.isVisibleTo(dialog) and w.width() > 0 and w.mapTo(view, w.rect().topRight()).x() > view.width():
                problems.append(f"{w.metaObject().className()} {w.objectName()!r} cut by its card's edge")
    return problems


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize(("game", "seats"), [("uno", 10), ("canyon", 6), ("cafe", 4)])
def test_the_dialog_fits_without_cutting_a_word(qtbot, settings, language, size, game, seats):
    dialog = dialog_for(qtbot, settings, game, seats, size)
    assert dialog.width() <= size[0] and dialog.height() <= size[1] - 40  # the window's frame needs some room
    hint = dialog.minimumSizeHint()
    assert hint.width() <= dialog.width() and hint.height() <= dialog.height()  # nothing squeezed on top of another
    if game == "uno":
        click(qtbot, dialog.rules.preset_buttons["house"])
        assert len(dialog.rows) == 10
    assert cut_texts(dialog) == []
    rect = dialog.rect()
    for w in (dialog.start_button, dialog.cancel_button, dialog.game_box, dialog.players_card, dialog.rules_card):
        assert rect.contains(w.geometry()), w.objectName()


def _rows_in_sight(dialog: NewGameDialog) -> list[bool]:
    """For each seat row, whether its name field lies whole inside the visible part of the players' scroll."""
    view = dialog.players_card.scroll.viewport()
    seen = view.rect()
    return [seen.contains(QRect(row.name.mapTo(view, QPoint(0, 0)), row.name.size())) and row.name.isVisible()
            for row in dialog.rows]


@pytest.mark.parametrize(("size", "game", "seats"), [((1280, 800), "uno", 10), ((1280, 800), "canyon", 6),
                                                     ((1024, 640), "uno", 6), ((1024, 640), "canyon", 6)])
@pytest.mark.parametrize("family", [0, 4])
def test_every_seat_in_sight_without_scrolling(qtbot, settings, language, size, game, seats, family):
    """Issue 37: with six players or more every seat row is in sight at once (ten at 1280 × 800, six at
    1024 × 640), the family's players above them or not."""
    from cafegames.engine.players import Players

    for name in NAMES[:family]:
        Players().add(name)
    dialog = dialog_for(qtbot, settings, game, seats, size)
    assert dialog.players_card.scroll.verticalScrollBar().value() == 0
    assert _rows_in_sight(dialog) == [True] * seats
    assert cut_texts(dialog) == []
    if family:  # a face chosen (to seat, rename…) leaves the seats where they are
        faces = dialog.picker.list
        qtbot.mouseClick(faces.viewport(), Qt.MouseButton.LeftButton, pos=faces.visualItemRect(faces.item(0)).center())
        qtbot.wait(20)
        assert dialog.picker.rename_action.isEnabled() and _rows_in_sight(dialog) == [True] * seats


def test_take_backs_on_for_one_person_against_computers_off_for_several_people(qtbot, settings, language):
    dialog = dialog_for(qtbot, settings, "uno", seats=3)
    box, why = dialog.seats_panel.takebacks, dialog.seats_panel.takebacks_why
    assert box.text() == {"en": "Allow take-backs", "fr": "Autoriser la reprise des coups"}[language]
    for row in dialog.rows[1:]:
        row.kind.setCurrentIndex(row.kind.findData("computer"))
    assert box.isChecked() and "Ctrl+Z" in why.text()
    dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData("human"))  # a second person sits down
    assert not box.isChecked()
    assert why.text().startswith({"en": "Off by default when several people play", "fr": "Désactivée"}[language])
    assert why.isVisible() and not cut_texts(dialog)
    click(qtbot, box)  # the family may still choose it
    assert box.isChecked()
    dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData("computer"))
    assert box.isChecked()  # a choice made by hand stays
    click(qtbot, dialog.start_button)
    assert dialog.match is not None and dialog.match.takebacks_allowed


def _wheel(qtbot, widget: QWidget, notches: int) -> None:
    """Turn the mouse wheel `notches` (negative: towards the user, reading down) over the middle of `widget`."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent

    at = QPointF(widget.rect().center())
    event = QWheelEvent(at, QPointF(widget.mapToGlobal(at.toPoint())), QPoint(0, 0), QPoint(0, 120 * notches),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)
    qtbot.wait(10)


def test_the_wheel_reads_on_past_drop_downs_and_number_boxes_it_does_not_change_them(qtbot, settings, english):
    """Reading the rules with the wheel slid "Teams" under the pointer, and the wheel changed it. The dialog's
    controls are wheel_guard's, which hand an unfocused control's wheel to its scroll area (the app as at start)."""
    from cafegames.ui import runner

    runner.application()
    dialog = dialog_for(qtbot, settings, "uno", seats=4, size=(1024, 640))
    rules = dialog.findChildren(QComboBox) + dialog.findChildren(QSpinBox)
    scrolled = [w for w in rules if w.isVisible() and any(isinstance(p, QScrollArea) for p in _parents(w))]
    assert scrolled
    for control in scrolled:
        area = next(p for p in _parents(control) if isinstance(p, QScrollArea))
        bar = area.verticalScrollBar()
        bar.setValue(bar.maximum() // 2)
        value, before = _value(control), bar.value()
        _wheel(qtbot, control, -1)
        _wheel(qtbot, control, 1)
        _wheel(qtbot, control, -1)
        assert _value(control) == value, control.objectName()
        assert not control.hasFocus()
        if bar.maximum() > 0:
            assert bar.value() != before  # the area scrolled on under the pointer
    focused = next(w for w in scrolled if isinstance(w, QComboBox) and w.count() > 1 and w.isEnabled())
    focused.setFocus()
    start = focused.currentIndex()
    _wheel(qtbot, focused, -1 if start + 1 < focused.count() else 1)
    assert focused.currentIndex() != start  # a control the player chose still answers the wheel


def _parents(widget: QWidget) -> list[QWidget]:
    out = []
    parent = widget.parentWidget()
    while parent is not None:
        out.append(parent)
        parent = parent.parentWidget()
    return out


def _value(control: QWidget) -> object:
    return control.currentIndex() if isinstance(control, QComboBox) else control.value()  # type: ignore[attr-defined]


def test_canyon_has_presets_as_uno_has(qtbot, settings, english):
    """The rule book, "Less luck" (K-SHORT and K-SECRET together) and our short race, a click each."""
    dialog = dialog_for(qtbot, settings, "canyon")
    assert list(dialog.rules.preset_buttons) == ["official", "less_luck", "short_race", "custom"]
    assert dialog.rules.preset() == "official"
    assert dialog.option_values() == {"short": False, "secret": False, "short_race": False}
    click(qtbot, dialog.rules.preset_buttons["less_luck"])
    assert dialog.option_values() == {"short": True, "secret": True, "short_race": False}
    click(qtbot, dialog.rules.preset_buttons["short_race"])
    assert dialog.option_values() == {"short": False, "secret": False, "short_race": True}
    dialog.accept()
    assert dialog.match.options.short_race and not dialog.match.options.secret


def test_U_EXTREME_BOX_chosen_at_the_top_of_the_dialog_with_its_presets_and_the_forbidden_rules_greyed(
        qtbot, settings, language):
    dialog = dialog_for(qtbot, settings, "uno")
    rules = dialog.rules
    assert sorted(rules.variant_buttons) == ["classic", "deluxe", "extreme", "rapido"]
    assert dialog.option_values()["box"] == "classic"
    assert all(w.isEnabled() for k, w in rules.option_widgets.items() if k != "deluxe_joker")
    rules.variant_buttons["extreme"].click()
    values = dialog.option_values()
    assert values["box"] == "extreme" and values["extreme"] and not values["stack"] and not values["jump_in"]
    for key in ("stack", "stack_cross", "jump_in", "extreme"):
        assert not rules.option_widgets[key].isEnabled()
    reasons = [w.text() for w in rules.findChildren(QLabel, "fixedReason")]
    expected = {"en": "The Extreme box has no stacking.", "fr": "La boîte Extrême n’a pas de cumul."}[language]
    assert expected in reasons and all(reasons)
    assert set(rules.preset_buttons) == {"extreme", "extreme_quick", "custom"}
    rules.preset_buttons["extreme_quick"].click()
    assert dialog.option_values()["scoring"] == "single"
    dialog.accept()
    assert dialog.match is not None and dialog.match.state.options.box == "extreme"
    assert dialog.match.state.deck_size == 116
    rules.variant_buttons["classic"].click()
    assert dialog.option_values()["box"] == "classic" and rules.option_widgets["stack"].isEnabled()


def test_U_DELUXE_chosen_at_the_top_of_the_dialog_with_its_presets_and_the_forbidden_rules_greyed(
        qtbot, settings, english):
    dialog = dialog_for(qtbot, settings, "uno")
    rules = dialog.rules
    assert not rules.option_widgets["deluxe_joker"].isEnabled()  # a rule of the Deluxe box only
    rules.variant_buttons["deluxe"].click()
    values = dialog.option_values()
    assert values["box"] == "deluxe" and values["downpour"] and not values["stack"]
    for key in ("stack", "stack_cross", "downpour"):
        assert not rules.option_widgets[key].isEnabled()
    assert rules.option_widgets["deluxe_joker"].isEnabled() and rules.option_widgets["jump_in"].isEnabled()
    reasons = [w.text() for w in rules.findChildren(QLabel, "fixedReason")]
    assert "The Downpour cards are part of the Deluxe box." in reasons
    assert set(rules.preset_buttons) == {"deluxe", "deluxe_joker", "deluxe_quick", "custom"}
    rules.preset_buttons["deluxe_joker"].click()
    assert dialog.option_values()["deluxe_joker"]
    dialog.accept()
    assert dialog.match is not None and dialog.match.state.options.box == "deluxe"
    assert dialog.match.state.options.deluxe_joker and dialog.match.state.deck_size == 124


def test_U_RAPIDO_chosen_at_the_top_of_the_dialog_with_its_presets_and_the_replaced_rules_greyed(
        qtbot, settings, english):
    dialog = dialog_for(qtbot, settings, "uno")
    rules = dialog.rules
    rules.variant_buttons["rapido"].click()
    values = dialog.option_values()
    assert values["box"] == "rapido" and values["scoring"] == "low" and not values["stack"] and not values["jump_in"]
    for key in ("stack", "stack_cross", "jump_in", "draw_until", "force_play", "extreme", "downpour"):
        assert not rules.option_widgets[key].isEnabled()
    assert rules.option_widgets["target"].isEnabled()
    reasons = [w.text() for w in rules.findChildren(QLabel, "fixedReason")]
    assert any("Rapido instead of jump-in" in r for r in reasons) and all(reasons)
    assert set(rules.preset_buttons) == {"rapido", "rapido_long", "custom"}
    rules.preset_buttons["rapido_long"].click()
    assert dialog.option_values()["target"] == 1000
    dialog.accept()
    assert dialog.match is not None and dialog.match.state.options.box == "rapido"
    assert dialog.match.state.deck_size == 109


def test_U_O_the_olympique_preset_sets_every_table_rule_and_reaches_the_match(qtbot, settings, english):
    dialog = dialog_for(qtbot, settings, "uno")
    click(qtbot, dialog.rules.preset_buttons["olympique"])
    values = dialog.option_values()
    assert dialog.rules.preset() == "olympique"
    assert all(values[k] for k in ("o_deal", "o_double", "o_overbid", "o_zero", "o_seven", "o_two", "o_round"))
    assert values["o_timer"] == 8
    dialog.accept()
    assert dialog.match.options.o_two and dialog.match.options.o_timer == 8
