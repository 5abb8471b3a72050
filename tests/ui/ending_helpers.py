"""What the end-of-match tests share: a match played to its end on the main window, the checks that nothing opened
on top of the table, and the result screen's content in the order it is shown."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QDialog

from cafegames.engine.match import Match
from cafegames.engine.saves import saves_dir
from tests.ui.helpers import click_item


def play_to_the_end(qtbot, window, match: Match, name: str = "first.json", timeout: int = 60_000) -> None:
    """Open `match` on the main window and let the computer play every seat to the end; wait until the table is
    still (the result screen up, its moment over)."""
    assert window.open_match(match, saves_dir() / name)
    window.controller.autoplay(100_000)
    qtbot.waitUntil(lambda: match.is_over(), timeout=timeout)
    qtbot.waitUntil(lambda: window.controller.is_settled() and window.controller.scene.ending_open(), timeout=timeout)


def windows_on_top(window) -> list[str]:
    """Every window shown besides the main window, and every dialog of the main window (none may open at the end)."""
    others = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]
    dialogs = [d for d in window.findChildren(QDialog) if d.isVisible()]
    return [type(w).__name__ for w in others + dialogs]


def shown_rows(scene) -> list[tuple[int, int, str, list[str]]]:
    """(place, seat, name, cells) of each row of the result screen, top to bottom."""
    items = sorted(scene.ending_screen().row_items, key=lambda r: r.scenePos().y())
    return [(r.row.place, r.row.seat, r.name.shown_text(), [c.shown_text() for c in r.cells]) for r in items]


def check_places(scene, result) -> None:
    """Every seat once, top to bottom in the order of the rules' places, each with its own place and whole name."""
    rows = shown_rows(scene)
    places = result.seat_places()
    assert sorted(seat for _, seat, _, _ in rows) == list(range(len(scene.seats)))
    assert [p for p, _, _, _ in rows] == sorted(places)
    assert all(p == places[seat] for p, seat, _, _ in rows)
    assert all(name == scene.seats[seat].name for _, seat, name, _ in rows)  # never cut short


def click_button(qtbot, window, key: str) -> None:
    screen = window.controller.scene.ending_screen()
    click_item(qtbot, window.table, screen.buttons[key])


def check_layout(scene) -> None:
    """The panel inside the table, every row and button inside the panel, rows one under another, buttons apart."""
    screen = scene.ending_screen()
    panel = screen.panel.mapRectToScene(screen.panel.rect)
    assert scene.sceneRect().contains(panel)
    rows = [r.sceneBoundingRect() for r in screen.row_items]
    buttons = [b.sceneBoundingRect().adjusted(2, 2, -2, -6) for b in screen.buttons.values()]
    for r in rows + buttons:
        assert panel.contains(r), (r, panel)
    for i, a in enumerate(rows + buttons):
        for b in (rows + buttons)[i + 1:]:
            overlap = a.intersected(b)
            assert overlap.width() < 1 or overlap.height() < 1, (a, b)
    for item in screen.row_items:
        for cell in item.cells:
            assert cell.shown_text() == cell.text, f"{cell.text!r} is cut to {cell.shown_text()!r}"


def near_the_end(game, options, seats, seed: int, before: int = 1) -> Match:
    """The match the computer plays from (game, options, seats, seed), replayed up to `before` actions before its
    end: the last moves are then played on screen."""
    probe = Match(game, options, seats, seed)
    while not probe.is_over():
        probe.act(probe.bot_action(include_humans=True))
    match = Match(game, options, seats, seed)
    for action in probe.actions[:-before]:
        match.act(action)
    return match
