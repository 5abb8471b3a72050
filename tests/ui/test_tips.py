"""First-time tips on the table: shown once per kind and player, with a link to an existing section of the
rules page, never with Settings' "Don't show tips" (cafegames/ui/hinting.py, cafegames/games/*/tips.py)."""

from __future__ import annotations

import pytest

from cafegames.engine import registry
from cafegames.engine.match import Match
from cafegames.engine.paths import resource
from cafegames.engine.seats import Seat
from cafegames.games.uno import tips as uno_tips
from cafegames.games.uno.actions import Challenge, Play
from cafegames.games.uno.cards import parse
from cafegames.games.uno.game import GAME
from cafegames.ui import i18n
from cafegames.ui.i18n import tr_message
from cafegames.ui.settings_dialog import SettingsDialog
from tests.ui.helpers import click_item, settle, show_table
from tests.uno.helpers import table as make_state

SEATS = [Seat("Ann"), Seat("Bob", "computer", "normal")]


@pytest.fixture(params=["en", "fr"])
def lang(request, qapp):
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


def wd4_on_ann(qtbot, settings, tmp_path, name="t.json"):
    """Bob has just played a Wild Draw Four on Ann, who may challenge it."""
    match = Match(GAME, {"scoring": "single"}, SEATS, 1)
    state = make_state(["r1 r2 b3", "W4 r5 b6"], top="r7", turn=1)
    state, _ = GAME.apply(state, Play(1, parse("W4"), colour=3))
    match.state = state
    scene = registry.get("uno").scene_class()(GAME, match.seats, settings)
    controller, table = show_table(qtbot, match, scene, settings, tmp_path / "saves" / name)
    settle(qtbot, controller)
    assert Challenge(0) in GAME.legal_actions(match.state, 0)
    return controller, table


def test_a_tip_shows_once_beside_what_it_names_and_links_to_its_section(qtbot, settings, tmp_path, lang):
    controller, table = wd4_on_ann(qtbot, settings, tmp_path)
    scene = controller.scene
    assert scene.assist.tip_text == tr_message(uno_tips.CHALLENGE) != ""
    if lang == "fr":
        assert scene.assist.tip_text != uno_tips.CHALLENGE.english()
    section = scene.assist.tip_section
    for page_lang in ("en", "fr"):
        assert f'id="{section}"' in resource("rules", f"uno.{page_lang}.html").read_text(encoding="utf-8")
    bubble = scene.assist.tip_bubble
    challenge = scene.buttons["challenge"]
    assert not bubble.placed_rect().intersects(challenge.sceneBoundingRect())  # beside it, its pointer reaching it
    line = bubble.pointer_segment()
    assert line is not None and challenge.sceneBoundingRect().adjusted(-1, -1, 1, 1).contains(line.p2())
    with qtbot.waitSignal(controller.rules_requested) as signal:
        click_item(qtbot, table, bubble.link_button)
    assert signal.args == ["challenge"]
    controller.close()
    again, _ = wd4_on_ann(qtbot, settings, tmp_path, "again.json")  # the same rule again for Ann: no tip
    assert again.scene.assist.tip_text == ""


def test_no_tip_with_don_t_show_tips(qtbot, settings, tmp_path):
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.no_tips.setChecked(True)
    dialog.apply()
    assert settings.show_tips is False
    controller, _table = wd4_on_ann(qtbot, settings, tmp_path)
    assert controller.scene.assist.tip_text == ""


def test_the_tip_s_link_opens_the_rules_at_its_section(qtbot, qapp):
    from PySide6.QtWidgets import QWidget

    from cafegames.ui.rules_dialog import RulesDialog

    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = RulesDialog("uno", parent, "challenge")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    bar = dialog.browser.verticalScrollBar()
    assert bar.value() > 0  # scrolled down to "The challenge"
