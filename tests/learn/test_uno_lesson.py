"""UNO's guided first game played through the table with real clicks: at every step one wrong move (explained,
not applied), then the expected one, to the end; the tip always beside what it names, never over it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cafegames.engine import saves
from cafegames.engine.lesson import LessonRun, replay_script
from cafegames.games.uno.actions import Catch, Challenge, Draw, Pass, Play
from cafegames.games.uno.game import GAME
from cafegames.games.uno.lesson import LESSON
from cafegames.games.uno.table.scene import Scene
from cafegames.ui import i18n
from cafegames.ui.controller import flush_saves
from cafegames.ui.lesson import LessonController
from tests.ui.helpers import click_item, settle

SHOTS = os.environ.get("CAFEGAMES_LESSON_SHOTS", "")  # a folder: a picture of every step goes there


@pytest.fixture
def lesson_table(lesson_on_table):
    return lambda: lesson_on_table(GAME, LESSON, Scene)


def _colour_button(scene, colour):
    return next(i for i in scene.chooser if type(i).__name__ == "ColourButton" and i.colour == colour)


def _card(scene, card):
    return next(i for i in scene.hand_items if i.card == card and i.playable)


def take(qtbot, table, action) -> None:
    """`action` by the clicks a person makes."""
    scene = table.controller.scene
    if isinstance(action, Play):
        if action.uno:
            click_item(qtbot, table, scene.buttons["uno"])
        click_item(qtbot, table, _card(scene, action.card))
        if action.card >= 64:
            click_item(qtbot, table, _colour_button(scene, action.colour))
    elif isinstance(action, Draw):
        click_item(qtbot, table, scene.buttons["draw"])
    elif isinstance(action, Pass):
        click_item(qtbot, table, scene.buttons["pass"])
    elif isinstance(action, Challenge):
        click_item(qtbot, table, scene.buttons["challenge"])
    elif isinstance(action, Catch):
        click_item(qtbot, table, scene.buttons[f"catch{action.seat}"])


def wrong_move(qtbot, table, expected) -> bool:
    """Another move than `expected` by clicks: True when it was one the rules allow (the lesson must refuse
    and explain it), False when only an unplayable card could be clicked (the table says why)."""
    scene = table.controller.scene
    if isinstance(expected, Play) and expected.card >= 64:
        click_item(qtbot, table, _card(scene, expected.card))
        assert not table.controller.tip.bubble_rect().intersects(scene.chooser[1].sceneBoundingRect())  # its panel
        click_item(qtbot, table, _colour_button(scene, (expected.colour + 1) % 4))
        return True
    if isinstance(expected, Play) and expected.uno:
        click_item(qtbot, table, _card(scene, expected.card))  # without the call
        return True
    others = [i for i in scene.hand_items if i.playable and not (isinstance(expected, Play) and i.card == expected.card)]
    if others and others[0].card < 64:
        click_item(qtbot, table, others[0])
        return True
    if not isinstance(expected, Draw) and "draw" in scene.buttons:
        click_item(qtbot, table, scene.buttons["draw"])
        return True
    unplayable = [i for i in scene.hand_items if not i.playable]
    click_item(qtbot, table, unplayable[0])
    return False


def check_tip(controller) -> None:
    tip, scene, step = controller.tip, controller.scene, controller.run.step()
    assert tip.isVisible()
    anchor = scene.anchor_rect(step.anchor)
    assert anchor is not None, step.anchor
    bubble = tip.bubble_rect()
    assert not bubble.intersects(anchor), (step.anchor, bubble, anchor)
    assert scene.sceneRect().contains(bubble)


def shoot(table, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        table.grab().save(str(Path(SHOTS) / f"{name}.png"))


def play_lesson(qtbot, controller, table, lang: str, steps: int | None = None) -> int:
    """Play the lesson's steps (all, or the first `steps`), each with one wrong move first."""
    done = 0
    match = controller.match
    while controller.run.step() is not None and (steps is None or done < steps):
        step = controller.run.step()
        check_tip(controller)
        assert controller.tip.text == i18n.tr_message(step.text)
        shoot(table, f"uno-{lang}-{done + 1:02d}")
        before = len(match.actions)
        if wrong_move(qtbot, table, step.expected):
            assert controller.tip.mistake and controller.tip.text == i18n.tr_message(step.wrong)
            check_tip(controller)
            shoot(table, f"uno-{lang}-{done + 1:02d}-wrong")
        else:
            assert controller.scene.error_text()  # the rules' own reason, on the table
        assert len(match.actions) == before  # nothing applied
        take(qtbot, table, step.expected)
        assert match.actions[before] == step.expected
        settle(qtbot, controller)
        done += 1
    return done


def test_lesson_script_is_a_valid_replay_teaching_every_rule():
    seats = LESSON.seats(lambda ctx, text: text)
    states = replay_script(GAME, LESSON, seats)
    assert len(states) == len(LESSON.script)
    assert set(LESSON.topics()) >= {"U-MATCH", "U-CHALLENGE", "U-COLOUR", "U-DRAW", "U-REVERSE", "U-UNO", "U-OUT"}
    for i, step in LESSON.steps.items():
        assert LESSON.script[i] == step.expected and step.expected.seat == LESSON.learner
    # the guilty Wild Draw Four is challenged; the forgotten UNO is caught; the learner goes out
    kinds = [e.kind for _, events in states for e in events]
    assert "challenged" in kinds and "caught" in kinds and kinds[-1] in ("match_end", "hand_end")


def test_whole_lesson_through_the_table_in_english(qtbot, lesson_table):
    i18n.install_language("en")
    controller, table = lesson_table()
    done = play_lesson(qtbot, controller, table, "en")
    assert done == len(LESSON.steps)
    assert controller.match.is_over() and GAME.result(controller.match.state).winners == (0,)
    qtbot.waitUntil(controller.scene.ending_open, timeout=10000)
    settle(qtbot, controller)
    assert controller.tip.isVisible() and "500 points" in controller.tip.text
    assert "rules" in controller.scene.ending_screen().buttons
    assert not controller.tip.bubble_rect().intersects(controller.scene.ending_screen().panel_rect())
    shoot(table, "uno-en-end")
    # the lesson's save is an ordinary game's
    flush_saves()
    match, record = saves.load_save(controller.save_path)
    assert match.is_over() and list(match.actions) == list(LESSON.script)


def test_first_steps_in_french(qtbot, lesson_table):
    i18n.install_language("fr")
    controller, table = lesson_table()
    assert "Apprendre à jouer" in controller.tip.header
    assert play_lesson(qtbot, controller, table, "fr", steps=4) == 4
    assert "étape 5 sur" in controller.tip.header


def test_the_computers_wait_for_the_learner(qtbot, lesson_table):
    controller, table = lesson_table()
    run: LessonRun = controller.run
    assert run.learner_to_move() and len(controller.match.actions) == 2
    qtbot.wait(300)
    assert len(controller.match.actions) == 2  # nobody played for the learner


@pytest.mark.parametrize("game_id", ["uno", "cafe", "canyon"])
def test_learn_to_play_on_the_start_page_opens_the_lesson(qtbot, settings, game_id):
    import importlib

    from PySide6.QtCore import Qt

    from tests.ui.helpers import main_window

    lesson = importlib.import_module(f"cafegames.games.{game_id}.lesson").LESSON
    gen = main_window(qtbot, settings)
    window = next(gen)
    card = next(c for c in window.start_page.cards if c.info.id == game_id)
    assert card.learn_button.isVisible() and card.learn_button.text() == "Learn to play"
    qtbot.mouseClick(card.learn_button, Qt.MouseButton.LeftButton)
    assert isinstance(window.controller, LessonController) and window.controller.lesson is lesson
    assert window.controller.match.game.id == game_id and window.controller.match.seed == lesson.seed
    settle(qtbot, window.controller)
    assert window.controller.tip.isVisible() and window.controller.tip.header.endswith(
        f"1 of {len(lesson.steps)}")
    gen.close()


def test_rules_dialog_opens_at_the_lesson_section(qtbot):
    from cafegames.ui.rules_dialog import RulesDialog

    dialog = RulesDialog("uno", None, LESSON.section)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.browser.verticalScrollBar().value() > 0


def test_the_tip_follows_a_language_change(qtbot, lesson_table):
    i18n.install_language("en")
    controller, table = lesson_table()
    assert controller.tip.header.startswith("Learn to play")
    i18n.install_language("fr")
    qtbot.waitUntil(lambda: controller.tip.header.startswith("Apprendre à jouer"), timeout=3000)
    assert controller.tip.text == i18n.tr_message(controller.run.step().text)
    check_tip(controller)


def test_a_move_while_the_computers_have_theirs_to_play_is_refused_and_forgotten_after(qtbot, settings):
    from cafegames.ui.lesson import lesson_match

    match = lesson_match(GAME, LESSON)  # Tom's scripted draw comes first
    controller = LessonController(match, Scene(GAME, match.seats, settings), settings, LESSON)
    controller.human_action(Draw(0))
    assert match.actions == [] and "Watch the others" in i18n.tr_message(controller.mistake)
    controller.start()
    qtbot.waitUntil(lambda: len(match.actions) == 2, timeout=5000)
    assert controller.mistake is None  # the computers' moves cleared it: the learner's step is said
    controller.close()


def test_learn_on_the_command_line(capsys):
    from cafegames import app

    plan = app.make_plan(app.build_parser().parse_args(["--learn", "uno", "--autoplay", "3"]))
    assert plan.lesson is LESSON and list(plan.match.actions) == [] and plan.match.seed == LESSON.seed
    from cafegames.games.canyon.lesson import LESSON as CANYON

    assert app.make_plan(app.build_parser().parse_args(["--learn", "canyon"])).lesson is CANYON
    assert app.main(["--learn", "uno", "--new", "cafe"]) == app.EXIT_BAD_INPUT
