"""Canyon's guided first game through the table with real clicks: every guided move with one wrong move first
(explained, not applied) when the table offers another, then the end of the race and its last tip."""

from __future__ import annotations

import pytest

from cafegames.engine import saves
from cafegames.engine.lesson import replay_script
from cafegames.games.canyon.actions import Bid, Move, Place, Play
from cafegames.games.canyon.game import GAME
from cafegames.games.canyon.lesson import LESSON
from cafegames.games.canyon.table.scene import Scene
from cafegames.ui import i18n
from cafegames.ui.controller import flush_saves
from tests.learn.test_uno_lesson import check_tip, shoot
from tests.ui.helpers import click_item, settle

TOM, ZOE = 1, 2


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
    covered += ["the round track"] if bubble.intersects(scene.track.sceneBoundingRect()) else []
    assert covered == [], (controller.tip.text, covered)
    # nor do the table's words overlap each other (a round that ends without a choice of cell left its last
    # trick's banner and places under the next round's speed question and buttons)
    rects = [(i.text(), i.sceneBoundingRect().adjusted(2, 2, -2, -2)) for i in words]
    clash = [(a, b) for k, (a, ra) in enumerate(rects) for b, rb in rects[k + 1:] if ra.intersects(rb)]
    assert clash == [], clash


def check_fall(controller) -> None:
    """Tom's canoe went over the waterfall in the round just played and is on the bridge, on screen too; the tip
    that says so stands beside it, pointing at it, without covering it or the falls."""
    from cafegames.ui.lesson_tip import GAP

    river, scene, tip = GAME.river, controller.scene, controller.tip
    state = controller.match.state
    assert state.positions[TOM] == river.bridge and state.round_no == 5
    replay = GAME.setup(GAME.make_options(dict(LESSON.options), 3), controller.match.seats, LESSON.seed)
    fell = []
    for action in controller.match.actions:  # what the match on the table did
        round_no = replay.round_no
        fell += [(round_no, e.seat) for e in GAME.apply(replay, action)[1] if e.kind == "fell"]
    assert fell == [(4, TOM)]
    canoe = scene.anchor_rect(("canoe", TOM))
    bridge = scene.anchor_rect(("cell", river.bridge))
    assert canoe is not None and bridge.intersects(canoe), (canoe, bridge)  # drawn on the bridge
    assert controller.run.step().anchor == ("canoe", TOM)
    bubble = tip.bubble_rect()
    assert not bubble.intersects(canoe)
    assert canoe.contains(tip.pos() + tip.pointer)  # the pointer reaches Tom's canoe
    gap = max(canoe.left() - bubble.right(), bubble.left() - canoe.right(), canoe.top() - bubble.bottom(),
              bubble.top() - canoe.bottom())
    assert 0 < gap <= GAP + 2, gap  # beside it, not across the table
    assert "waterfall" in tip.text or "cascade" in tip.text


def play_steps(qtbot, controller, table, lang: str, steps: int | None = None, seen: list | None = None) -> int:
    """Every step (or the first `steps`) by clicks, one wrong move first; `seen` gets each step's topic."""
    done, match = 0, controller.match
    while controller.run.step() is not None and (steps is None or done < steps):
        step = controller.run.step()
        check_tip(controller)
        check_clear(controller)
        if step.topic == "K-FALL":
            check_fall(controller)
        if seen is not None:
            seen.append(step.topic)
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
    assert len(states) == len(LESSON.script) and len(LESSON.steps) == 21
    assert set(LESSON.topics()) == {"K-START", "K-BID", "K-TRICKS", "K-BONUS", "K-CURRENT-EXACT", "K-PATH", "K-DRIFT",
                                    "K-BEST", "K-FALL", "K-DOCK"}
    for i, step in LESSON.steps.items():
        assert LESSON.script[i] == step.expected and step.expected.seat == LESSON.learner
    # every action of the learner is a guided one (an unguided one would let the learner leave the script)
    assert {i for i, a in enumerate(LESSON.script) if a.seat == LESSON.learner} == set(LESSON.steps)
    river = GAME.river
    state = states[15][0]  # round 1's move: exact bid, into the current
    assert state.bids[0] == state.tricks_won[0] == 1 and not river.is_current(state.positions[0])
    assert river.is_current((LESSON.script[15].q, LESSON.script[15].r))
    kinds = [e.kind for _, events in states for e in events]
    assert "docked" in kinds and kinds[-1] == "game_over"


def test_zoe_stops_short_behind_the_learners_canoe():
    """K-PATH, the narrows: in round 2 Zoé's points would take her one cell nearer the docks without the learner's
    canoe (the round-1 tip said its cell was in her way; the round-2 tip says she ended one cell short)."""
    from cafegames.games.canyon.movement import plan_move

    states = replay_script(GAME, LESSON, LESSON.seats(lambda ctx, text: text))
    i = next(i for i, a in enumerate(LESSON.script) if a.seat == ZOE and isinstance(a, Move) and states[i][0].round_no == 2)
    state = GAME.clone(states[i][0])
    river, plan = GAME.river, GAME.move_plan(state)
    alone = plan_move(river, state.positions[ZOE], plan.points, [state.positions[TOM]])
    assert min(river.distance[c] for c in alone.options) == min(river.distance[c] for c in plan.options) - 1
    assert state.positions[0] == (LESSON.script[15].q, LESSON.script[15].r)  # where round 1's tip put it


def test_tom_goes_over_the_waterfall_and_paddles_from_the_bridge():
    """K-DRIFT, K-FALL: Tom misses his bid on the current round after round and goes over the falls in round 4,
    after the learner's move (the next guided step, round 5's bid, says so); round 5 he paddles from the bridge,
    and Zoé's drift pushes the learner's canoe one cell before it docks."""
    states = replay_script(GAME, LESSON, LESSON.seats(lambda ctx, text: text))
    events = [(states[i][0].round_no, e) for i, (_, evs) in enumerate(states) for e in evs]
    river = GAME.river
    fell = [(r, e) for r, e in events if e.kind == "fell"]
    assert [(r, e.seat) for r, e in fell] == [(4, TOM)] and fell[0][1].data["waterfall"] in river.waterfall
    drifts = [r for r, e in events if e.kind == "drifted" and e.seat == TOM]
    assert drifts == [3, 4]  # one cell a round, the second one over the falls
    first_step_after = min(i for i in LESSON.steps if states[i][0].round_no == 5)
    state = states[first_step_after][0]
    assert state.positions[TOM] == river.bridge and LESSON.steps[first_step_after].topic == "K-FALL"
    paddled = [e for r, e in events if r == 5 and e.kind == "paddled" and e.seat == TOM]
    assert paddled and paddled[0].data["path"][0] == river.bridge
    assert [e.data["by"] for r, e in events if e.kind == "pushed" and e.seat == 0] == [ZOE]


def test_whole_canyon_lesson_through_the_table_in_english(qtbot, lesson_table):
    i18n.install_language("en")
    controller, table = lesson_table()
    seen: list[str] = []
    assert play_steps(qtbot, controller, table, "en", seen=seen) == len(LESSON.steps)
    assert "K-FALL" in seen  # the fall's tip was checked on the table (check_fall)
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


def test_canyon_lesson_in_french_to_the_fall(qtbot, lesson_table):
    i18n.install_language("fr")
    controller, table = lesson_table()
    assert "Apprendre à jouer" in controller.tip.header
    seen: list[str] = []
    assert play_steps(qtbot, controller, table, "fr", steps=17, seen=seen) == 17  # to the fall's tip
    assert seen[-1] == "K-FALL" and "étape 18 sur" in controller.tip.header


def test_every_tip_names_a_section_of_both_rules_pages():
    from cafegames.engine.paths import resource

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
