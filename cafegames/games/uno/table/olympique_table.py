"""UNO Olympique on the table (U-O-…): the choices a person makes — how many cards to deal (U-O-DEAL), one card
or the pair (U-O-DOUBLE), whom a 0 swaps with or none (U-O-ZERO), which way a 7 turns the hands or not at all
(U-O-SEVEN) — as panels of buttons over the table, and the turn timer (turn_timer.py). Like choosers.py, a panel
only narrows the decisions the rules offered; `scene` is the UNO scene (typed as its base: no import back).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem

from cafegames.games.uno.actions import Deal, Play
from cafegames.games.uno.state import UnoView
from cafegames.games.uno.table.turn_timer import TurnTimer
from cafegames.games.uno.table.widgets import SHADE, FlatRect, Panel, TextItem
from cafegames.ui.graphics import ButtonItem, Palette, scene_font
from cafegames.ui.i18n import fill
from cafegames.ui.scene_base import GameScene

PANEL_W = 900
BUTTON_H = 56


class OlympiqueTable:
    """The Olympique panels and the turn timer of `scene`."""

    def __init__(self, scene: GameScene):
        self.scene = scene
        self.timer = TurnTimer(scene)
        self.calls: list[Callable[[], None]] = []  # what the open panel's buttons do, in order (keys 1–9)

    # ------------------------------------------------------------------ after every show_state
    def shown(self, seat: int | None, view: UnoView, legal: list) -> None:
        """Open the dealer's panel when the seat on screen deals; (re)start the countdown of a timed decision."""
        deals = [a for a in legal if isinstance(a, Deal)]
        if deals and view.phase == "deal":
            self.open_deal(deals)
        self.timer.restart(seat, legal, view.options.o_timer)

    # ------------------------------------------------------------------ U-O-DEAL
    def open_deal(self, deals: list[Deal]) -> None:
        buttons = [(str(a.count), lambda a=a: self._choose(a)) for a in deals]
        self._open(QCoreApplication.translate("UnoScene", "You deal: how many cards each?"), buttons, "deal", [], cancel=False,
                   width=72)

    # ------------------------------------------------------------------ a card with Olympique choices
    def card_clicked(self, plays: list[Play]) -> bool:
        """Open the panel for a card whose plays differ by an Olympique choice; False when they do not."""
        if any(p.double for p in plays) and any(not p.double for p in plays):
            self._open_double(plays)
            return True
        targets = {p.target for p in plays}
        if -1 in targets and len(targets) > 1:
            self._open_zero(plays)
            return True
        if len({p.spin for p in plays}) > 1:
            self._open_seven(plays)
            return True
        return False

    def _open_double(self, plays: list[Play]) -> None:
        self._open(QCoreApplication.translate("UnoScene", "Play this card alone, or both together?"), [
            (QCoreApplication.translate("UnoScene", "One card"), lambda: self._then([p for p in plays if not p.double])),
            (QCoreApplication.translate("UnoScene", "Both: skip the next player"), lambda: self._then([p for p in plays if p.double])),
        ], "olympique", plays)

    def _then(self, plays: list[Play]) -> None:
        """The pair or the single card chosen: a 0 or a 7 still asks its own question."""
        self.close()
        if not self.card_clicked(plays):
            self.scene.emit_play(plays)

    def _open_zero(self, plays: list[Play]) -> None:
        scene = self.scene
        targets = sorted({p.target for p in plays if p.target >= 0})
        buttons = [(QCoreApplication.translate("UnoScene", "Keep my hand"), lambda: self._emit(plays, lambda p: p.target == -1))]
        for t in targets:
            buttons.append((fill(QCoreApplication.translate("UnoScene", "Swap with {name}"), name=scene.name(t)),
                            lambda t=t: self._emit(plays, lambda p: p.target == t)))
        self._open(QCoreApplication.translate("UnoScene", "Zero: swap hands with someone?"), buttons, "olympique", plays)

    def _open_seven(self, plays: list[Play]) -> None:
        self._open(QCoreApplication.translate("UnoScene", "Seven: pass every hand along?"), [
            (QCoreApplication.translate("UnoScene", "Keep the hands"), lambda: self._emit(plays, lambda p: p.spin == 0)),
            (QCoreApplication.translate("UnoScene", "To the left ↻"), lambda: self._emit(plays, lambda p: p.spin == 1)),
            (QCoreApplication.translate("UnoScene", "To the right ↺"), lambda: self._emit(plays, lambda p: p.spin == -1)),
        ], "olympique", plays)

    def _emit(self, plays: list[Play], keep: Callable[[Play], bool]) -> None:
        chosen = [p for p in plays if keep(p)]
        if chosen:
            self.scene.emit_play(chosen)

    def _choose(self, action: object) -> None:
        self.close()
        self.scene.choose(action)

    # ------------------------------------------------------------------ the panel
    def _open(self, title: str, buttons: list[tuple[str, Callable[[], None]]], kind: str, plays: list[Play],
              cancel: bool = True, width: float = 0) -> None:
        """A shaded table, a panel with `title` and a row (or rows) of `buttons`, and Cancel (Esc too)."""
        scene = self.scene
        choosers = scene.choosers
        choosers.close()
        per_row = 9 if width else 3
        rows = [buttons[i:i + per_row] for i in range(0, len(buttons), per_row)]
        px = 24 if width else 20
        metrics = QFontMetricsF(scene_font(px, True))
        bw = width or max(280.0, *(metrics.horizontalAdvance(text) + 40 for text, _ in buttons))  # no text cut
        panel_w = max(PANEL_W, min(len(buttons), per_row) * (bw + 14) + 40)
        h = 90 + len(rows) * (BUTTON_H + 14) + (70 if cancel else 10)
        rect = QRectF(800 - panel_w / 2, 440 - h / 2, panel_w, h)
        items: list[QGraphicsItem] = [FlatRect(scene.sceneRect(), SHADE), Panel(rect),
                                      TextItem(title, QRectF(rect.x() + 20, rect.y() + 16, panel_w - 40, 44), 26,
                                               Palette.ink, True)]
        y = rect.y() + 80
        for row in rows:
            x = 800 - (len(row) * bw + (len(row) - 1) * 14) / 2
            for text, call in row:
                b = ButtonItem(text, QSizeF(bw, BUTTON_H), font_px=px)
                b.setPos(x, y)
                b.clicked.connect(call)
                items.append(b)
                x += bw + 14
            y += BUTTON_H + 14
        if cancel:
            c = ButtonItem(QCoreApplication.translate("UnoScene", "Cancel"), QSizeF(180, 50),
                           color=QColor("#6b5f50"), font_px=22)
            c.setPos(710, rect.bottom() - 62)
            c.clicked.connect(choosers.close)
            items.append(c)
        choosers.choosing = (kind, plays)
        self.calls = [call for _, call in buttons]
        choosers._show(items)
        scene.layout_changed.emit()

    def key(self, i: int) -> None:
        """The keys 1–9: the i-th button (from 0) of the open panel."""
        if 0 <= i < len(self.calls):
            self.calls[i]()

    def close(self) -> None:
        self.scene.choosers.close()

