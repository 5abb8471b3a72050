""""Larger cards and text" (Settings.larger_text): one factor, `factor()`, for the whole app while it runs.

Why one process-wide factor: the scenes' text goes through `graphics.scene_font` and the dialogs' through
`dialog_style.readable`/`warm`, none of which is handed the settings; the app font is process-wide too. The main
window calls `apply(settings)` at start and whenever the setting changes: the application font (menus, the
status bar, every widget without a font of its own) and the dialogs' 15 px grow by the factor at once, and the
open table is laid out again at once (`GameScene.relayout`): its words (status line, bubbles, tips, banners), its
seat plates (`plate_factor`) and its hand cards (`card_factor`), read by each game's layout, grow or shrink back.
A crowded table (`plate_factor`'s `most`) keeps its plates at their normal size: larger ones would not fit.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

_factor = 1.0
_base_point_size: float | None = None
CARD_SHARE = 0.6  # cards grow by this share of the text's growth: a hand of 7–10 cards must still fit the table
PLATE_SHARE = 0.6  # the seat plates too (1.15 when the text is 1.25 times larger): six of them around a table


def factor() -> float:
    return _factor


def px(size: float) -> int:
    """A text size of a table, larger with the setting (the tables call it for their main words)."""
    return round(size * _factor)


def card_factor() -> float:
    """How much larger a table draws its hand cards (1.15 when the text is 1.25 times larger)."""
    return 1.0 + (_factor - 1.0) * CARD_SHARE


def plate_factor(seats: int = 0, most: int = 0) -> float:
    """How much larger a table draws its seat plates (names, counts, badges): 1.0 when more than `most` seats
    share the table (0: any number), which would no longer fit."""
    if most and seats > most:
        return 1.0
    return 1.0 + (_factor - 1.0) * PLATE_SHARE


def apply(scale: float) -> bool:
    """Make `scale` the factor and size the application font by it; True when something changed."""
    global _factor, _base_point_size
    if scale == _factor:
        return False
    app = QApplication.instance()
    if isinstance(app, QApplication):
        font = app.font()
        if _base_point_size is None:
            _base_point_size = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
        font.setPointSizeF(_base_point_size * scale)
        app.setFont(font)
    _factor = scale
    return True
