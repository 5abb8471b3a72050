"""The UNO table's choosers: the colour of a wild (or of a first Wild turned up), the seat a 7 or a Swap hands
swaps hands with (U-H-SEVENO, U-X-SWAP) and the seat a +2? or +4? hits (U-DX-TARGET: the player's plate is
clicked, or its key 1–9; a +4?'s colour is asked next). A chooser only narrows the plays the rules offered; the scene emits the play chosen
(`UnoScene.emit_play`) or the first colour. `scene` is the UNO scene (typed as its base: no import back).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from cafegames.games.uno.actions import Colour, Play
from cafegames.games.uno.cards import name as card_name
from cafegames.games.uno.legal import targets as hits_a_target
from cafegames.games.uno.table.widgets import SHADE, ColourButton, FlatRect, Panel, TextItem
from cafegames.ui.graphics import ButtonItem, Palette
from cafegames.ui.i18n import tr_message
from cafegames.ui.scene_base import GameScene

SEVEN_TITLE_RECT = QRectF(450, 566, 700, 44)  # the Seven-O chooser's title
COLOUR_PANEL = QRectF(430, 300, 740, 330)  # the colour chooser's panel (a lesson's tip keeps clear of it)


def colour_names() -> list[str]:
    return [QCoreApplication.translate("UnoScene", "Red"), QCoreApplication.translate("UnoScene", "Yellow"),
            QCoreApplication.translate("UnoScene", "Green"), QCoreApplication.translate("UnoScene", "Blue")]


class Choosers:
    """The open chooser of `scene`: its items (empty when none is open) and `choosing`, ("colour" or "target",
    the plays it chooses among) — no plays for the first Wild's colour."""

    def __init__(self, scene: GameScene):
        self.scene = scene
        self.items: list[QGraphicsItem] = []
        self.choosing: tuple[str, list[Play]] | None = None

    def open_colour(self, plays: list[Play], first: bool = False) -> None:
        scene = self.scene
        self.close(placed=False)
        self.choosing = ("colour", plays)
        shade = FlatRect(scene.sceneRect(), SHADE)
        panel = Panel(COLOUR_PANEL)
        title = TextItem(QCoreApplication.translate("UnoScene", "Name the first colour") if first
                         else QCoreApplication.translate("UnoScene", "Choose the colour"),
                         QRectF(450, 314, 700, 40), 28, Palette.ink, True)
        items: list[QGraphicsItem] = [shade, panel, title]
        for c, name in enumerate(colour_names()):
            b = ColourButton(c, f"{c + 1} · {name}", scene.aid)
            b.setPos(460 + c * 172, 380)
            b.clicked.connect(self.colour_clicked)
            items.append(b)
        if not first:
            cancel = ButtonItem(QCoreApplication.translate("UnoScene", "Cancel"), QSizeF(180, 52),
                                color=QColor("#6b5f50"), font_px=22)
            cancel.setPos(710, 566)
            cancel.clicked.connect(self.close)
            items.append(cancel)
        self._show(items)
        scene.layout_changed.emit()

    def colour_clicked(self, colour: int) -> None:
        if self.choosing is None:
            return
        kind, plays = self.choosing
        if kind != "colour":
            return
        if not plays:  # the first Wild
            me = self.scene.seat_on_screen
            self.close()
            if me is not None:
                self.scene.choose(Colour(me, colour))
            return
        self.scene.emit_play(plays, colour=colour)

    def open_target(self, plays: list[Play]) -> None:
        self.close(placed=False)
        self.choosing = ("target", plays)
        targets = {p.target for p in plays}
        for s, panel in self.scene.panels.items():
            panel.set_target(s in targets)
        banner = Panel(QRectF(430, 560, 740, 120))
        text = (QCoreApplication.translate("UnoScene", "{card}: who draws?").format(card=tr_message(card_name(plays[0].card)))
                if hits_a_target(plays[0].card) else QCoreApplication.translate("UnoScene", "Seven: swap hands with whom?"))
        title = TextItem(text, SEVEN_TITLE_RECT, 24, Palette.ink, True)
        cancel = ButtonItem(QCoreApplication.translate("UnoScene", "Cancel"), QSizeF(180, 50),
                            color=QColor("#6b5f50"), font_px=22)
        cancel.setPos(710, 616)
        cancel.clicked.connect(self.close)
        self._show([banner, title, cancel])
        self.scene.layout_changed.emit()  # a tip shown before moves off the banner

    def target_clicked(self, seat: int) -> None:
        if self.choosing and self.choosing[0] == "target":
            self._chosen(seat)

    def _chosen(self, seat: int) -> None:
        """The target is chosen: play, or ask a +4?'s colour next."""
        assert self.choosing is not None
        plays = [p for p in self.choosing[1] if p.target == seat]
        if any(p.colour >= 0 for p in plays):
            self.open_colour(plays)
        else:
            self.scene.emit_play(self.choosing[1], target=seat)

    def target_key(self, i: int) -> None:
        """The i-th seat (from 0, in seat order) of those a 7 may swap with, by the keys 1–9."""
        if self.choosing and self.choosing[0] == "target":
            targets = sorted({p.target for p in self.choosing[1]})
            if i < len(targets):
                self._chosen(targets[i])

    def close(self, placed: bool = True) -> None:
        """Close the open chooser; `placed`: tell the tips, which may take the room it leaves (not when another
        chooser opens at once: that one tells them)."""
        scene = self.scene
        for item in self.items:
            if item.scene() is scene:
                scene.removeItem(item)
        self.items = []
        if self.choosing and self.choosing[0] == "target":
            for panel in scene.panels.values():
                panel.set_target(False)
        self.choosing = None
        scene.update_prompt()
        if placed:
            scene.layout_changed.emit()

    def panel_rect(self) -> QRectF | None:
        """The open chooser's panel: the colour chooser's, or the banner that asks who draws or swaps."""
        return next((i.sceneBoundingRect() for i in self.items if isinstance(i, Panel)), None)

    def title_rect(self) -> QRectF | None:
        """The words of the open chooser's question (its title)."""
        return next((i.ink_rect() for i in self.items if isinstance(i, TextItem) and i.text), None)

    def _show(self, items: list[QGraphicsItem]) -> None:
        for i, item in enumerate(items):
            item.setZValue(2000 + i)
            self.scene.addItem(item)
        self.items = items
        self.scene.update_prompt()
