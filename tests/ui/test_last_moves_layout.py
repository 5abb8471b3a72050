"""Issue 37: the last-move labels fit beside the plates on a small window (1024 × 640, the main window as a family
gets it): every seat of a full table at once (UNO 10 seats, Café 4, its most, Canyon 6) with each of the game's
longer words, in both languages — whole (never cut short), inside the table, over no other seat's plate nor
another label (nor the UNO hand, piles and buttons, nor the words of a Café or Canyon row), never under 11 px."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from cafegames.engine import registry
from cafegames.engine.match import Match
from cafegames.engine.protocol import Event
from cafegames.engine.seats import Seat
from cafegames.games.cafe import short_moves as cafe_words
from cafegames.games.cafe.actions import Pass as CafePass
from cafegames.games.cafe.actions import Place as Seated
from cafegames.games.cafe.actions import Swap, ToBar
from cafegames.games.canyon import short_moves as canyon_words
from cafegames.games.canyon.actions import Bid, Move
from cafegames.games.canyon.actions import Place as Start
from cafegames.games.canyon.actions import Play as Lead
from cafegames.games.uno import short_moves as uno_words
from cafegames.games.uno.actions import CallUno, Catch, Challenge, Colour, Draw, Pass, Play
from cafegames.ui import i18n
from cafegames.ui.main_window import MainWindow

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gil", "Hal", "Ida", "Jo"]


def drew(n: int, *more: Event) -> list[Event]:
    return [Event("drew", 0, {"count": n, "reason": "draw"}), *more]


WORDS = {  # the longer things each game says, made by its own short_move
    "uno": [uno_words.short_move(a, e) for a, e in [
        (Play(0, 65, colour=1), []), (Play(0, 66, colour=1), []), (Play(0, 64, colour=1), []),
        (Play(0, 27), []), (Play(0, 28), []), (Play(0, 7, target=1), [Event("swapped", 0, {"target": 1})]),
        (Draw(0), drew(1, Event("passed", 0))), (Draw(0), drew(0)), (Pass(0), [Event("kept", 0, {"card": 3})]),
        (Colour(0, 1), []), (Challenge(0), [Event("challenged", 0, {"guilty": True})]),
        (Challenge(0), [Event("challenged", 0, {"guilty": False}), *drew(6)]), (CallUno(0), []),
        (Catch(0, 1), [])]],
    "cafe": [cafe_words.short_move(a, e) for a, e in [
        (Seated(0, 1, 2, 3, 4), [Event("seated", 0, {"points": 12})]),
        (ToBar(0, 1), [Event("to_bar", 0, {"value": -14})]), (ToBar(0, 1), [Event("eliminated", 0, {})]),
        (Swap(0, 1, 2), []), (CafePass(0), [])]],
    "canyon": [canyon_words.short_move(a, e) for a, e in [
        (Start(0, 1, 1), []), (Bid(0, 7), [Event("bid", 0, {"bid": 7})]), (Bid(0, 7), [Event("bid_chosen", 0)]),
        (Lead(0, 49), []), (Move(0, 1, 1), [Event("paddled", 0, {"used": 10})]),
        (Move(0, 1, 1), [Event("docked", 0, {})])]],
}
TABLES = [("uno", 10), ("cafe", 4), ("canyon", 6)]


def plates(scene, game_id: str) -> dict[int, QRectF]:
    if game_id == "uno":
        return {s: p.sceneBoundingRect() for s, p in scene.panels.items()}
    if game_id == "cafe":
        return {s: row.sceneBoundingRect() for s, row in enumerate(scene.rows)}
    return {s: scene._row(s, len(scene.seats))[0] for s in range(len(scene.seats))}


def words_of_the_rows(scene, game_id: str, label) -> list[QRectF]:
    """What a label must not cover on its own plate: a Café row's header items, a Canyon row's lines."""
    if game_id == "cafe":
        at = scene.rows[label.seat].header_layout()
        return [r for key, r in at.items() if key != "note"]
    if game_id == "canyon":
        column = scene.column
        return [i.sceneBoundingRect() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)
                and i.isVisible() and i.parentItem() is None and column.intersects(i.sceneBoundingRect())]
    return ([i.sceneBoundingRect() for i in scene.hand_items] + [b.sceneBoundingRect() for b in scene.buttons.values()]
            + [i.sceneBoundingRect() for i in (scene.top_item, scene.draw_pile, scene.colour_mark) if i is not None])


@pytest.mark.parametrize(("game_id", "n"), TABLES, ids=[g for g, _ in TABLES])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_labels_fit_beside_the_plates_at_1024x640(qtbot, settings, game_id, n, lang):
    game = registry.get(game_id).game()
    seats = [Seat("Ann")] + [Seat(name, "computer", game.levels[0]) for name in NAMES[1:n]]
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    settings.overrides["animation_speed"] = "off"
    try:
        i18n.install_language(lang)
        assert window.open_match(Match(game, {}, seats, 5), None)
        controller = window.controller
        controller.autoplay(3 * n)
        qtbot.waitUntil(lambda: controller.is_settled() and controller.autoplay_left == 0, timeout=30_000)
        scene = controller.scene
        assert scene.last_moves.shown(), "a few moves in, the table shows some"
        view = window.table.view
        view.fit()
        scale = view.transform().m11()
        problems = []
        for words in WORDS[game_id]:
            scene.set_last_moves(dict.fromkeys(range(n), words))
            shown = scene.last_moves.shown()
            the_plates = plates(scene, game_id)
            assert set(shown) == set(range(n)), f"{words}: every seat has its label"
            for s, label in shown.items():
                rect = label.sceneBoundingRect()
                px = label.text_item.font().pixelSize() * scale
                what = f"{label.full_text!r} of seat {s}"
                if label.shown_text() != label.full_text:
                    problems.append(f"{what} cut short: {label.shown_text()!r}")
                if px < 11 - 0.05:
                    problems.append(f"{what} at {px:.1f} px")
                if not scene.sceneRect().contains(rect):
                    problems.append(f"{what} off the table")
                covered = [k for k, r in the_plates.items() if k != s and r.intersects(rect)]
                covered += [f"label {k}" for k, other in shown.items() if k != s
                            and other.sceneBoundingRect().intersects(rect)]
                covered += [r for r in words_of_the_rows(scene, game_id, label) if r.intersects(rect)]
                if covered:
                    problems.append(f"{what} covers {covered}")
        assert problems == [], "\n".join(problems)
    finally:
        i18n.install_language("en")
        window.quit_after_screenshot = True
        window.close()
