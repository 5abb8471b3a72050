"""Café International's guided first game through the table with real clicks: every guided turn with one wrong
move first (explained, not applied), then free play to the game's end and its last tip."""

from __future__ import annotations

import pytest

from cafegames.engine.lesson import replay_script
from cafegames.games.cafe.actions import Place, Swap, ToBar
from cafegames.games.cafe.board import is_joker
from cafegames.games.cafe.game import GAME
from cafegames.games.cafe.lesson import LESSON
from cafegames.games.cafe.table.scene import Scene
from cafegames.ui import i18n
from tests.learn.test_uno_lesson import check_tip, shoot
from tests.ui.helpers import click_item, settle


@pytest.fixture
def lesson_table(lesson_on_table):
    return lambda: lesson_on_table(GAME, LESSON, Scene)


def _card(scene, guest):
    return next(c for c in scene.cards if c.seat == scene.seat_on_screen and c.guest == guest
                and c.index not in scene.used)


def take(qtbot, table, action) -> None:
    scene = table.controller.scene
    if isinstance(action, Place):
        for guest, chair in action.steps:
            click_item(qtbot, table, _card(scene, guest))
            click_item(qtbot, table, scene.chairs[chair])
        click_item(qtbot, table, scene.end_turn)
    elif isinstance(action, ToBar):
        click_item(qtbot, table, _card(scene, action.guest))
        click_item(qtbot, table, scene.bar_seats[len(scene.view_.bar)])
    elif isinstance(action, Swap):
        click_item(qtbot, table, _card(scene, action.guest))
        click_item(qtbot, table, scene.chairs[action.chair])


def wrong_move(qtbot, table, expected) -> None:
    """A move the rules allow but the lesson does not ask for: a guest to the bar (another one when the bar is
    what it asks)."""
    scene = table.controller.scene
    avoid = expected.guest if isinstance(expected, ToBar) else None
    guest = next(g for g in scene.hand() if not is_joker(g) and g != avoid)
    take(qtbot, table, ToBar(scene.seat_on_screen, guest))


def play_steps(qtbot, controller, table, lang: str, steps: int | None = None) -> int:
    done, match = 0, controller.match
    while controller.run.step() is not None and (steps is None or done < steps):
        step = controller.run.step()
        check_tip(controller)
        assert controller.tip.text == i18n.tr_message(step.text)
        shoot(table, f"cafe-{lang}-{done + 1:02d}")
        before = len(match.actions)
        wrong_move(qtbot, table, step.expected)
        assert len(match.actions) == before  # not applied
        assert controller.tip.mistake and controller.tip.text == i18n.tr_message(step.wrong)
        check_tip(controller)
        shoot(table, f"cafe-{lang}-{done + 1:02d}-wrong")
        take(qtbot, table, step.expected)
        assert match.actions[before] == step.expected
        settle(qtbot, controller)
        done += 1
    return done


def test_cafe_script_is_a_valid_replay_teaching_every_rule():
    seats = LESSON.seats(lambda ctx, text: text)
    states = replay_script(GAME, LESSON, seats)
    assert len(states) == len(LESSON.script)
    assert set(LESSON.topics()) == {"C-GENDER", "C-ALONE", "C-TOBAR", "C-MUSTSCORE", "C-COMPATRIOT", "C-SWAP"}
    kinds = [e.kind for _, events in states for e in events]
    assert "swapped" in kinds or any(isinstance(a, Swap) for a in LESSON.script)


def test_whole_cafe_lesson_through_the_table_in_english(qtbot, lesson_table):
    i18n.install_language("en")
    controller, table = lesson_table()
    assert play_steps(qtbot, controller, table, "en") == len(LESSON.steps)
    state = controller.match.state
    assert state.hand_size[0] == 4 and state.compatriots[0] == 1  # the table of compatriots shrank the hand
    # the script is over: free play, with the last tip before the end at the learner's turn
    qtbot.waitUntil(lambda: controller.tip.isVisible(), timeout=5000)
    assert controller.tip.text == i18n.tr_message(LESSON.free_play)
    shoot(table, "cafe-en-free")
    # The computers play the rest at once: a guest's flight and ring take a second at "fast" speed, 40 s for the
    # free play, and the animations are the scene's tests' business (tests/ui/test_animation_modes.py).
    controller.scene.settings.overrides["animation_speed"] = "off"
    controller.autoplay(5000)
    qtbot.waitUntil(controller.match.is_over, timeout=120000)
    qtbot.waitUntil(controller.scene.ending_open, timeout=10000)
    settle(qtbot, controller)
    assert controller.tip.isVisible() and "5 points" in controller.tip.text
    assert not controller.tip.bubble_rect().intersects(controller.scene.ending_screen().panel_rect())
    shoot(table, "cafe-en-end")


def test_first_cafe_steps_in_french(qtbot, lesson_table):
    i18n.install_language("fr")
    controller, table = lesson_table()
    assert play_steps(qtbot, controller, table, "fr", steps=3) == 3
    assert "étape 4 sur" in controller.tip.header


def test_a_tip_without_anchor_waits_in_a_free_spot():
    from PySide6.QtCore import QRectF, QSizeF

    from cafegames.ui.placement import PLATE, Obstacles, choose

    row = QRectF(1000, 12, 590, 184)
    spot = QRectF(1000, 400, 590, 380)
    obstacles = Obstacles()
    obstacles.add(PLATE, [row])
    _width, rect = choose([QSizeF(470, 250)], obstacles, QRectF(0, 0, 1600, 1000), None, [spot])
    assert spot.contains(rect) and not rect.intersects(row)
