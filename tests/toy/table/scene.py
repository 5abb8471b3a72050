"""The toy game's table: the running total in the middle and the hand of the seat on screen as clickable
cards. It proves the scene framework (cafegames.ui.scene_base) the way a real game uses it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSimpleTextItem

from cafegames.ui.graphics import Palette, scene_font
from cafegames.ui.i18n import tr_text
from cafegames.ui.scene_base import GameScene

CARD = QSizeF(140, 200)


class ToyCard(QGraphicsObject):
    clicked = Signal()

    def __init__(self, value: int):
        super().__init__()
        self.value = value
        self.playable = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, CARD.width(), CARD.height())

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor("#fbf4e6") if self.playable else QColor("#d8cfc0"))
        painter.setPen(QColor("#2b2118"))
        painter.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 14, 14)
        painter.setFont(scene_font(72, bold=True))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, str(self.value))

    def mousePressEvent(self, event) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self.playable:
            self.clicked.emit()


class ToyScene(GameScene):
    def __init__(self, game, seats, settings, parent=None):
        super().__init__(game, seats, settings, parent)
        self.total = QGraphicsSimpleTextItem()
        self.total.setFont(scene_font(64, bold=True))
        self.total.setBrush(Palette.paper)
        self.addItem(self.total)
        self.turn = QGraphicsSimpleTextItem()
        self.turn.setFont(scene_font(28))
        self.turn.setBrush(Palette.paper)
        self.addItem(self.turn)
        self.cards: list[ToyCard] = []
        self.view = None

    def show_state(self, seat_on_screen, view, legal, events):
        self.seat_on_screen = seat_on_screen
        self.view = view
        for card in self.cards:
            self.removeItem(card)
        self.cards = []
        playable = {a.card: a for a in legal}
        x0 = (self.WIDTH - len(view.hand) * (CARD.width() + 30)) / 2
        for i, value in enumerate(view.hand):
            card = ToyCard(value)
            card.playable = value in playable
            if card.playable:
                card.clicked.connect(lambda a=playable[value]: self.choose(a))
            self.addItem(card)
            target = QPointF(x0 + i * (CARD.width() + 30), 700)
            card.setPos(target if not events else QPointF(target.x(), self.HEIGHT))
            if events:
                self.move(card, target, 300)
            self.cards.append(card)
        self.retranslate()

    def retranslate(self):
        super().retranslate()
        if self.view is None:
            return
        self.total.setText(tr_text("ToyScene", "Total: {total}").format(total=self.view.total))
        self.total.setPos((self.WIDTH - self.total.boundingRect().width()) / 2, 300)
        name = self.seats[self.view.turn].name
        self.turn.setText(tr_text("ToyScene", "{name} to play").format(name=name))
        self.turn.setPos((self.WIDTH - self.turn.boundingRect().width()) / 2, 420)


Scene = ToyScene
