"""Nothing covers what a player must see or click: every guided step of the three lessons (with a wrong move
each), hints and first-time tips on positions of each game, a refused move's banner and UNO's badges — at
1024×640, 1280×800 and 1920×1080, in English and French. No overlay (the lesson's tip, a hint's or tip's
bubble, the error banner, a badge) lies on the pieces the step or hint names, on what may be clicked, on the
status line, on a name plate or on another overlay (cafegames/ui/placement.py places them all)."""

from __future__ import annotations

import importlib
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from cafegames.engine import hints, registry
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.cafe.board import EMPTY
from cafegames.ui import i18n, larger
from cafegames.ui.game_view import GameView
from cafegames.ui.lesson import LessonController, lesson_match
from cafegames.ui.placement import covers
from cafegames.ui.pointer import box_of, crosses
from cafegames.ui.settings import LARGER_SCALE
from cafegames.ui.table import TableWidget
from tests.ui.helpers import settle

SIZES = ((1024, 640), (1280, 800), (1920, 1080))
SHOTS = os.environ.get("CAFEGAMES_PLACEMENT_SHOTS", "")  # a folder: a picture of each position at each size goes there
TOLERANCE = 3.0  # px of the scene: a shadow's edge touching a piece is no cover
GAMES = ("uno", "cafe", "canyon")
LANGS = ("en", "fr")


def _package(game_id: str) -> str:
    return registry.get(game_id).package


def overlays(scene) -> list[tuple[str, QRectF]]:
    """Every overlay on the table now: what the placement service places has a `placed_rect`."""
    out = []
    for item in scene.items():
        rect = getattr(item, "placed_rect", None)
        if callable(rect) and item.isVisible() and item.scene() is scene:
            text = getattr(item, "text", "")
            out.append((f"{type(item).__name__} {str(text)[:40]!r}", rect()))
    return out


def problems(scene, named: list[QRectF] = (), targets: bool = True) -> list[str]:
    """What the overlays cover: the named pieces, the click targets, the status line, the plates, each other."""
    keep = [("named", r) for r in named] + [("status line", r) for r in scene.status_rects()]
    keep += [("name plate", r) for r in scene.name_plates()]
    if targets:
        keep += [("click target", r) for r in scene.click_targets()]
    shown = overlays(scene)
    out = []
    for k, (name, rect) in enumerate(shown):
        if not scene.sceneRect().contains(rect):
            out.append(f"{name} leaves the table {rect}")
        out += [f"{name} covers the {what} {r}" for what, r in keep if covers(rect, r, TOLERANCE)]
        out += [f"{name} covers {other}" for other, r in shown[k + 1:] if covers(rect, r, TOLERANCE)]
    return out


def pointer_problems(scene, named: list[QRectF] = ()) -> list[str]:
    """What the tips' pointers cross (6 px clear): a click target or another overlay. What the pointer reaches
    (its anchor: a named piece, and what lies on it) does not count."""
    out = []
    shown = overlays(scene)
    for item in scene.items():
        line = getattr(item, "pointer_segment", lambda: None)()
        if line is None or not item.isVisible() or item.scene() is not scene:
            continue
        seg = ((line.x1(), line.y1()), (line.x2(), line.y2()))
        reached = [r for r in named if r.contains(line.p2())] or [QRectF(line.p2(), line.p2()).adjusted(-1, -1, 1, 1)]
        own = item.placed_rect()
        keep = [("click target", r) for r in scene.click_targets()]
        keep += [(f"overlay {name}", r) for name, r in shown if r != own]
        name = f"{type(item).__name__} {str(getattr(item, 'text', ''))[:40]!r}"
        out += [f"{name}'s pointer crosses the {what} {r}" for what, r in keep
                if not any(r.intersects(a) for a in reached) and crosses(seg, box_of(r))]
    return out


def at_every_size(widget, view, scene, name: str = "", named: list[QRectF] = ()) -> list[str]:
    """Each overlay inside what the window shows of the table, its pointer clear, at each size (a picture of each
    with SHOTS)."""
    out = []
    for w, h in SIZES:
        widget.resize(w, h)
        QApplication.processEvents()
        if SHOTS and name:
            Path(SHOTS).mkdir(parents=True, exist_ok=True)
            widget.grab().save(str(Path(SHOTS) / f"{name}-{w}.png"))
        seen = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-2, -2, 2, 2)
        out += [f"{name} outside the window at {w}×{h}" for name, rect in overlays(scene) if not seen.contains(rect)]
        out += [f"{p} at {w}×{h}" for p in pointer_problems(scene, named)]
    widget.resize(1280, 800)
    return out


# ------------------------------------------------------------------ the lessons, every guided step
def lesson_table(qtbot, settings, tmp_path, game_id: str, animated: bool = False):
    """The lesson on a table, animations off unless `animated`: the overlays are checked once the table has
    settled, where the computers' moves are the same animated or not (a Café guest's flight and ring take a second
    at "fast"); the animated lesson, tips included, is walked through in tests/learn and by the slow walk below."""
    if not animated:
        settings.overrides["animation_speed"] = "off"
    game = registry.get(game_id).game()
    lesson = registry.get(game_id).lesson()
    match = lesson_match(game, lesson)
    scene = registry.get(game_id).scene_class()(game, match.seats, settings)
    controller = LessonController(match, scene, settings, lesson, tmp_path / "saves" / f"{game_id}-lesson.json")
    table = TableWidget(controller)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    controller.start()
    settle(qtbot, controller)
    return controller, table


def step_named(controller) -> list[QRectF]:
    step, scene = controller.run.step(), controller.scene
    anchor = scene.anchor_rect(step.anchor)
    return ([anchor] if anchor is not None else []) + controller.step_rects()


def refuse(controller) -> str:
    """A wrong move: another legal move (judged by the lesson), else a card the rules refuse (UNO says why in a
    banner). What was done, for the messages."""
    step, scene = controller.run.step(), controller.scene
    legal = controller.game.legal_actions(controller.match.state, controller.lesson.learner)
    others = [a for a in legal if a != step.expected]
    if others:
        controller.human_action(others[0])
        return "wrong move"
    unplayable = [c for c in getattr(scene, "hand_items", []) if not c.playable]
    if unplayable and hasattr(scene, "card_refused"):
        scene.card_refused(unplayable[0].card)
        return "refused card"
    return ""


def walk(qtbot, controller, table, where: str, steps: int | None = None) -> int:
    done, scene = 0, controller.scene
    while controller.run.step() is not None and (steps is None or done < steps):
        step = controller.run.step()
        here = f"{where} step {done + 1}"
        assert controller.tip.isVisible(), here
        assert problems(scene, step_named(controller)) == [], here
        assert pointer_problems(scene, step_named(controller)) == [], here
        assert at_every_size(table, table.view, scene, named=step_named(controller)) == [], here
        wrong = refuse(controller)
        if wrong == "wrong move":  # why, and the step's explanation still there
            assert controller.tip.mistake and controller.tip.text == i18n.tr_message(step.wrong), here
            assert controller.tip.note == i18n.tr_message(step.text), here
        if wrong:
            assert controller.tip.isVisible(), (here, wrong)
            assert problems(scene, step_named(controller)) == [], (here, wrong)
            assert pointer_problems(scene, step_named(controller)) == [], (here, wrong)
            assert at_every_size(table, table.view, scene, named=step_named(controller)) == [], (here, wrong)
        scene.hide_error()
        controller.human_action(step.expected)
        settle(qtbot, controller)
        done += 1
    return done


@pytest.fixture(params=LANGS)
def lang(request, qapp):
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_first_steps_of_each_lesson_leave_everything_visible(qtbot, settings, tmp_path, game_id):
    i18n.install_language("en")
    controller, table = lesson_table(qtbot, settings, tmp_path, game_id)
    assert walk(qtbot, controller, table, f"{game_id} en", steps=4) == 4


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_of_each_lesson_leaves_everything_visible(qtbot, settings, tmp_path, game_id):
    """In French, whose tips are the longer, with "Larger cards and text" on (the largest bubbles to place: at
    normal size this walk found nothing the larger one does not, and UNO's step 12 after a wrong move hid Tom's
    name under a tip at the larger size; the tip now tries its text smaller, down to the normal size, when the
    larger has no room: cafegames/ui/lesson_tip.py). English walks the first steps in the quick run (above) and
    every step at normal size in tests/learn (the tips clear of what they name, beside their anchor)."""
    larger.apply(LARGER_SCALE)  # (reset after the test: tests/conftest.py)
    i18n.install_language("fr")
    try:
        # Animated, as before: without animations, UNO's step 12 failed twice in the whole slow run (the tip over
        # a name plate after the wrong move) and never alone; not understood yet.
        controller, table = lesson_table(qtbot, settings, tmp_path, game_id, animated=True)
        assert walk(qtbot, controller, table, f"{game_id} fr") == len(controller.lesson.steps)
    finally:
        i18n.install_language("en")


# ------------------------------------------------------------------ hints, first-time tips, banners, badges
def positions(game_id: str, seats: int = 3, limit: int = 400) -> list[tuple[str, Match, list]]:
    """Positions of a match the computers play for everyone: the first where each first-time tip or UNO badge
    comes up for seat 0, and a few where seat 0 may act (for hints). (what, match at that moment, events)."""
    info = registry.get(game_id)
    tips = importlib.import_module(f"{info.package}.tips").moments
    game = info.game()
    n = 2 if game_id == "cafe" else seats
    players = [Seat("Ann", "computer", "easy")] + [Seat(name, "computer", "easy") for name in ("Bob", "Zoé")[:n - 1]]
    match = Match(game, {}, players, 1)
    found: dict[str, tuple[str, list, list]] = {}
    moves = 0
    while not match.is_over() and moves < limit:
        action = match.bot_action(include_humans=True)
        if action is None:
            break
        events = match.act(action)
        moves += 1
        view, legal = game.view(match.state, 0), game.legal_actions(match.state, 0)
        whats = [f"tip {t.kind}" for t in tips(view, legal, events, 0)]
        whats += [f"badge {e.kind}" for e in events if game_id == "uno" and e.kind in ("skipped", "uno", "caught")]
        if legal:  # the first positions after these moves where seat 0 may act
            whats += [f"hint after move {m}" for m in (3, 40, 120) if moves >= m]
        for what in whats:
            found.setdefault(what, (what, list(match.actions), events))
    out = []
    for what, actions, events in found.values():
        m = Match.replay(game, {}, players, 1, actions)
        out.append((what, m, events))
    return out


def refuse_on_table(scene, game_id: str) -> None:
    """A move the table refuses with its own words when it has one (Café's empty chair without a guest picked,
    UNO's card that does not fit), else a long refusal."""
    if game_id == "cafe":
        empty = [i for i, c in enumerate(scene.view_.chairs) if c == EMPTY]
        if empty:
            scene.chair_clicked(empty[-1])  # the bottom chairs last: the banner went over them
    elif game_id == "uno":
        unfit = [c for c in scene.hand_items if not c.playable]
        if unfit:
            scene.card_refused(unfit[0].card)
    if not scene.error_text():
        scene.show_error(REFUSED)


REFUSED = "Not now: wait for your turn, then choose one of the pieces that glow on the table."  # a long refusal
POSITIONS = {game_id: [] for game_id in GAMES}


def _cases():
    return [(g, k) for g, n in (("uno", 8), ("cafe", 4), ("canyon", 4)) for k in range(n)]  # (found: 8, 4, 4)


@pytest.mark.parametrize(("game_id", "k"), _cases())
def test_hints_tips_banners_and_badges_leave_everything_visible(qtbot, settings, game_id, k, lang):
    """At a position of a computers' match: the position's first-time tip (with its anchor), the hint the Hint
    button would give there and a refused move's banner, all at once; UNO's badges as they fade in."""
    if not POSITIONS[game_id]:
        POSITIONS[game_id] = positions(game_id)
    cases = POSITIONS[game_id]
    if k >= len(cases):
        pytest.skip(f"{game_id} has {len(cases)} positions")
    what, match, events = cases[k]
    info, game = registry.get(game_id), match.game
    scene = info.scene_class()(game, match.seats, settings)
    view = GameView()
    qtbot.addWidget(view)
    view.setScene(scene)
    view.resize(1280, 800)
    view.show()
    state, legal = match.state, game.legal_actions(match.state, 0)
    scene.show_state(0, game.view(state, 0), legal, events if what.startswith("badge") else [])
    scene.set_hint_available(bool(legal))
    if what.startswith("badge"):  # the badges are placed as the move is shown, fading in
        assert any(name.startswith("Bubble") for name, _ in overlays(scene)), what
        assert problems(scene) == [], (what, lang)
        qtbot.waitUntil(lambda: not scene.is_busy(), timeout=10000)
    qtbot.waitUntil(lambda: not scene.is_busy(), timeout=10000)
    named: list[QRectF] = []
    tips = importlib.import_module(f"{info.package}.tips").moments(game.view(state, 0), legal, events, 0)
    for tip in tips[:1]:
        scene.show_tip(tip.text, tip.section, tip.anchor)
        named += scene.assist._targets(tip.anchor)
    assert problems(scene, named) == [], (what, lang, "tip")
    assert pointer_problems(scene, named) == [], (what, lang, "tip")
    to_act = match.to_act()
    decision = hints.ask(game, game.view(state, 0), legal, bool(to_act) and to_act[0] == 0, 0, match.seed)
    if decision is not None:
        scene.show_hint(decision.action, decision.why)
        named += scene.assist._targets(decision.action)
        assert scene.assist.hint_text
    assert problems(scene, named) == [], (what, lang, "hint")
    assert pointer_problems(scene, named) == [], (what, lang, "hint")
    refuse_on_table(scene, game_id)
    assert scene.error_text(), what
    assert problems(scene, named) == [], (what, lang, "banner")
    assert pointer_problems(scene, named) == [], (what, lang, "banner")
    assert at_every_size(view, view, scene, f"{game_id}-{lang}-{what.replace(' ', '-')}", named) == [], (what, lang)


def test_the_uno_badge_sits_beside_the_name_and_you(qapp):
    """The "UNO!" a seat's plate carries while it has one card: on a tab of its own, over neither the name nor
    "You" (it covered the end of the name)."""
    from cafegames.games.uno.table.seat_panel import SeatPanel

    panel = SeatPanel(0, "Bartholomew")
    panel.you, panel.you_text, panel.uno = True, "You", True
    badge = panel.uno_rect()
    assert not badge.intersects(panel.name_rect()) and not badge.intersects(panel.you_rect())
    assert panel.boundingRect().contains(badge)


@pytest.mark.parametrize("card", ["rQ", "WT"])
def test_a_chooser_opened_under_a_tip_moves_the_tip_off_its_banner(qtbot, settings, lang, card):
    """U-DX-TARGET: the first-time tip of a +2? (or +4?) is shown, the person plays the card and the victim
    chooser's banner opens: the tip is placed again, off the banner (its words and Cancel) and off everything else
    one must see or click, at every size (the banner covered part of the tip); closed, it is placed again too."""
    from cafegames.games.uno import tips
    from cafegames.games.uno.cards import parse
    from cafegames.games.uno.table.scene import Scene
    from tests.ui.helpers import show_table
    from tests.uno.helpers import table

    options = {"box": "deluxe", "scoring": "single"}
    seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "normal"),
             Seat("Dan", "computer", "normal")]
    match = Match(registry.get("uno").game(), options, seats, 1)
    match.state = table(["rQ WT r7 g3", "g1 g2 g4 g5", "b1 b2", "y1 y2 y3 y4 y5"], top="r1", options=options)
    controller, tbl = show_table(qtbot, match, Scene(match.game, match.seats, settings), settings)
    settle(qtbot, controller)
    scene = controller.scene
    game, state = match.game, match.state
    tip = next(t for t in tips.moments(game.view(state, 0), game.legal_actions(state, 0), [], 0)
               if t.anchor.card == parse(card))
    scene.show_tip(tip.text, tip.section, tip.anchor)
    named = scene.assist._targets(tip.anchor)
    scene.card_clicked(parse(card))
    assert scene.choosing and scene.choosing[0] == "target"
    banner = [i.sceneBoundingRect() for i in scene.chooser]
    for w, h in SIZES:
        tbl.resize(w, h)
        QApplication.processEvents()
        if SHOTS:
            Path(SHOTS).mkdir(parents=True, exist_ok=True)
            tbl.grab().save(str(Path(SHOTS) / f"uno-{lang}-{card}-chooser-{w}.png"))
        bubble = scene.assist.tip_bubble.placed_rect()
        assert scene.assist.tip_text and not [r for r in banner if covers(bubble, r, TOLERANCE)], (w, lang)
        assert problems(scene, named) == [] and pointer_problems(scene, named) == [], (w, lang)
    tbl.resize(1280, 800)
    scene.choosers.close()
    assert not scene.chooser and scene.assist.tip_text
    assert problems(scene, named) == [] and pointer_problems(scene, named) == [], lang


def test_a_tip_still_shown_moves_off_a_button_the_next_view_brings(qtbot, settings, lang):
    """A first-time tip stays until the person acts; when the table shows a new view meanwhile, the tip is placed
    again off what the new view brings. Here (a Deluxe game, 6 moves played for everyone) the Exchange's tip came
    up, then Dan's +2? hit Ann: "Take 2 cards" came up under the tip."""
    from cafegames.games.uno.table.scene import Scene
    from tests.ui.helpers import show_table

    seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "normal"),
             Seat("Dan", "computer", "normal")]
    match = Match(registry.get("uno").game(), {"box": "deluxe"}, seats, 4)
    controller, tbl = show_table(qtbot, match, Scene(match.game, match.seats, settings), settings)
    controller.autoplay(6)
    settle(qtbot, controller)
    scene = controller.scene
    assert scene.assist.tip_text and "draw" in scene.buttons and match.state.hit_by == 3
    named = scene.assist._targets(scene.assist.tip_anchor)
    assert problems(scene, named) == [] and pointer_problems(scene, named) == [], lang
    assert at_every_size(tbl, tbl.view, scene, f"uno-{lang}-tip-then-hit", named) == [], lang
    # "+2 waiting" beside the colour and Dan's "blue +2?" beside his plate: "+2 en attente" ran into it; the
    # direction ring's arrowhead lay on "+2" (either way round)
    waiting = scene.dynamic["pending"].ink_rect()
    labels = scene.last_moves.shown()
    assert 3 in labels and not [s for s, label in labels.items() if label.sceneBoundingRect().intersects(waiting)]
    for clockwise in (True, False):
        scene.ring.clockwise = clockwise
        heads = [scene.ring.mapToScene(h).boundingRect().adjusted(-4, -4, 4, 4) for h in scene.ring.arrowheads()]
        assert not [h for h in heads if h.intersects(waiting)], (lang, clockwise)
