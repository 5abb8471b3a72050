"""Canyon's guided first game through the table with real clicks: every guided move with one wrong move first
(explained, not applied) when the table offers another, then the end of the race and its last tip."""

from __future__ import annotations

import pytest

from cafegames.engine import saves
from cafegames.engine.lesson import replay_script
from cafegames.games.canyon.game import GAME, Bid, Move, Place, Play
from cafegames.games.canyon.lesson import LESSON
from cafegames.games.canyon.scene import Scene
from cafegames.ui import i18n
from cafegames.ui.controller import flush_saves
from tests.learn.test_uno_lesson import check_tip, shoot
from tests.ui.helpers import click_item, settle


@pytest.fixture
def lesson_table(lesson_on_table):
    return lambda: lesson_on_table(GAME, LESSON, Scene)


def _cell(scene, cell):
    return next(c for c in scene.cells if c.cell == cell)


def take(qtbot, table, action) -> None:
    scene = table.controller.scene
    if isinstance(action, Place | Move):
        click_item(qtbot, table, _cell(scene, (action.q, action.r)))
    elif isinstance(action, Bid):
        click_item(qtbot, table, scene.bid_buttons[[a.bid for a in scene.legal if isinstance(a, Bid)].index(action.bid)])
    elif isinstance(action, Play):
        click_item(qtbot, table, next(c for c in scene.hand_items if c.card == action.card))


def wrong_move(qtbot, table, expected) -> bool:
    """Another legal move than `expected` by clicks (True), or a card that cannot be played (False: nothing
    to refuse, the card is not lifted; or nothing at all with a single card in hand)."""
    scene = table.controller.scene
    others = [a for a in scene.legal if a != expected]
    if others:
        take(qtbot, table, others[0])
        return True
    unplayable = [c for c in scene.hand_items if not c.playable]
    if unplayable:  # (the last card of a hand: no other move at all)
        click_item(qtbot, table, unplayable[0])
    return False


def check_clear(controller) -> None:
    """The bubble covers nothing the step names (`also`: the canoes, the trump…) and no words of the table."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    scene, bubble, step = controller.scene, controller.tip.bubble_rect(), controller.run.step()
    for anchor in step.also:
        rect = scene.anchor_rect(anchor)
        assert rect is None or not bubble.intersects(rect), (anchor, controller.tip.text)
    words = [i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.isVisible() and i.text()]
    covered = [i.text() for i in words if bubble.intersects(i.sceneBoundingRect())]
    assert covered == [], (controller.tip.text, covered)


def play_steps(qtbot, controller, table, lang: str, steps: int | None = None) -> int:
    done, match = 0, controller.match
    while controller.run.step() is not None and (steps is None or done < steps):
        step = controller.run.step()
        check_tip(controller)
        check_clear(controller)
        assert controller.tip.text == i18n.tr_message(step.text)
        shoot(table, f"canyon-{lang}-{done + 1:02d}")
        before = len(match.actions)
        if wrong_move(qtbot, table, step.expected):
            assert controller.tip.mistake and controller.tip.text == i18n.tr_message(step.wrong)
            check_tip(controller)
            shoot(table, f"canyon-{lang}-{done + 1:02d}-wrong")
        assert len(match.actions) == before  # not applied
        take(qtbot, table, step.expected)
        assert match.actions[before] == step.expected
        settle(qtbot, controller)
        done += 1
    return done


def test_canyon_script_is_a_valid_replay_teaching_every_rule():
    seats = LESSON.seats(lambda ctx, text: text)
    states = replay_script(GAME, LESSON, seats)
    assert len(states) == len(LESSON.script) and len(LESSON.steps) == 13
    assert set(LESSON.topics()) == {"K-START", "K-BID", "K-TRICKS", "K-BONUS", "K-CURRENT-EXACT", "K-BEST", "K-DOCK"}
    for i, step in LESSON.steps.items():
        assert LESSON.script[i] == step.expected and step.expected.seat == LESSON.learner
    # every action of the learner is a guided one (an unguided one would let the learner leave the script)
    assert {i for i, a in enumerate(LESSON.script) if a.seat == LESSON.learner} == set(LESSON.steps)
    river = GAME.river
    state = states[16][0]  # round 1's move: exact bid, into the current
    assert state.bids[0] == state.tricks_won[0] == 2 and not river.is_current(state.positions[0])
    assert river.is_current((LESSON.script[16].q, LESSON.script[16].r))
    kinds = [e.kind for _, events in states for e in events]
    assert "docked" in kinds and kinds[-1] == "game_over"


def test_whole_canyon_lesson_through_the_table_in_english(qtbot, lesson_table):
    i18n.install_language("en")
    controller, table = lesson_table()
    assert play_steps(qtbot, controller, table, "en") == len(LESSON.steps)
    qtbot.waitUntil(controller.match.is_over, timeout=20000)
    assert GAME.result(controller.match.state).winners == (0,)
    qtbot.waitUntil(controller.scene.ending_open, timeout=10000)
    settle(qtbot, controller)
    assert controller.tip.isVisible() and "28 cells" in controller.tip.text
    assert not controller.tip.bubble_rect().intersects(controller.scene.ending_screen().panel_rect())
    shoot(table, "canyon-en-end")
    with qtbot.waitSignal(controller.lesson_rules_requested, timeout=3000) as asked:  # "Read the rules", clicked
        click_item(qtbot, table, controller.scene.ending_screen().buttons["rules"])
    assert asked.args == ["canyon", LESSON.section]
    flush_saves()
    match, record = saves.load_save(controller.save_path)  # the lesson's save is an ordinary game's
    assert match.is_over() and list(match.actions) == list(LESSON.script)


def test_first_canyon_steps_in_french(qtbot, lesson_table):
    i18n.install_language("fr")
    controller, table = lesson_table()
    assert "Apprendre à jouer" in controller.tip.header
    assert play_steps(qtbot, controller, table, "fr", steps=6) == 6
    assert "étape 7 sur" in controller.tip.header


def test_every_tip_names_a_section_of_both_rules_pages():
    from cafegames.paths import resource

    pages = [resource("rules", f"canyon.{lang}.html").read_text(encoding="utf-8") for lang in ("en", "fr")]
    sections = {step.section for step in LESSON.steps.values()} | {LESSON.section}
    assert sections == {"setup", "round", "moving", "current", "end", "short-race"}
    for section in sections:
        assert all(f'id="{section}"' in page for page in pages), section


@pytest.mark.parametrize(("lang", "heading"), [("en", "Short race (our variant)"),
                                               ("fr", "Course courte (notre variante)")])
def test_read_the_rules_opens_the_page_at_the_short_race(qtbot, lang, heading):
    """The last tip says how a full game differs from the lesson's race: the section that says it, at the top."""
    from PySide6.QtCore import QPoint

    from cafegames.ui.rules_dialog import RulesDialog

    i18n.install_language(lang)
    dialog = RulesDialog("canyon", None, LESSON.section)
    qtbot.addWidget(dialog)
    dialog.resize(800, 600)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.browser.verticalScrollBar().value() > 0, timeout=3000)
    top = dialog.browser.cursorForPosition(QPoint(20, 12)).block().text()
    assert top == heading
    i18n.install_language("en")
