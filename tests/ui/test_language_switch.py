"""Switching the language mid-game switches every word on the table (issue 16): after a few moves in English,
Settings → French gives the very table a game started in French shows — Canyon's wall ("Cards dealt", "Exact bid
bonus"), UNO's and the Café's prompts and panels included."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from cafegames.engine import registry
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.ui import i18n
from cafegames.ui.game_view import GameView
from tests.ui.helpers import quick_settings

SEATS = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "normal")]


def _match(game_id: str, moves: int) -> Match:
    info = registry.get(game_id)
    match = Match(info.game(), {}, SEATS, 11)
    while not match.is_over() and (len(match.actions) < moves or match.to_act()[0] != 0):  # then Ann's turn
        match.act(match.bot_action(include_humans=True))
    return match


def _table(qtbot, game_id: str, match: Match, settings, pick: bool = False):
    info = registry.get(game_id)
    scene = info.scene_class()(match.game, match.seats, settings)
    view = GameView()
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.setScene(scene)
    view.show()
    qtbot.waitExposed(view)
    state = match.state
    legal = [] if match.is_over() else match.game.legal_actions(state, 0)
    scene.show_state(0, match.game.view(state, 0), legal, [])
    if pick:  # the Café: Ann has picked her first guest (the status line speaks of her or him)
        scene.card_clicked(0, 0)
    return scene, view


def _picture(qtbot, view) -> QImage:
    qtbot.wait(50)
    QApplication.processEvents()
    return view.grab().toImage()


def _differing_box(a: QImage, b: QImage) -> tuple[int, int, int, int] | None:
    """The scene-free box (x0, y0, x1, y1) in view pixels where two pictures differ, or None."""
    xs, ys = [], []
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            if a.pixel(x, y) != b.pixel(x, y):
                xs.append(x)
                ys.append(y)
    return (min(xs), min(ys), max(xs), max(ys)) if xs else None


@pytest.mark.parametrize("game_id, moves, pick", [("uno", 6, False), ("uno", 45, False), ("cafe", 6, False),
                                                  ("cafe", 9, True), ("cafe", 45, False), ("canyon", 6, False),
                                                  ("canyon", 45, False)])
def test_switching_to_french_mid_game_shows_the_table_a_french_game_shows(qtbot, tmp_path, game_id, moves, pick):
    settings = quick_settings(tmp_path, animation="off")
    match = _match(game_id, moves)
    i18n.install_language("en")
    scene, view = _table(qtbot, game_id, match, settings, pick)
    english = _picture(qtbot, view)
    try:
        i18n.install_language("fr")  # what Settings → Language does: a LanguageChange for every window
        switched = _picture(qtbot, view)
        _, fresh_view = _table(qtbot, game_id, match, settings, pick)
        fresh = _picture(qtbot, fresh_view)
    finally:
        i18n.install_language("en")
    assert switched != english, "nothing changed on the table"
    assert _differing_box(switched, fresh) is None, (
        f"after the switch these pixels still differ from a game begun in French: {_differing_box(switched, fresh)}")
