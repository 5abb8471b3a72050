"""The table area of the main window: the game's view, covered by the handoff screen when needed, and the keys
that belong to the table whatever has the focus (`TABLE_SHORTCUTS`: Ctrl+Z takes a move back)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QPushButton, QStackedLayout, QVBoxLayout, QWidget

from cafegames.ui.controller import MatchController
from cafegames.ui.scene_base import GameView


class HandoffScreen(QWidget):
    """"Pass the computer to <name>": hides the table until that person clicks the button."""

    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.name = ""
        self.setObjectName("handoff")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#handoff { background: #2b2118; } QLabel { color: #fbf4e6; }")
        self.title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        font = QFont()
        font.setPixelSize(34)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.hint = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        hint_font = QFont()
        hint_font.setPixelSize(18)
        self.hint.setFont(hint_font)
        self.hint.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("handoffButton")
        self.button.setMinimumSize(280, 60)
        self.button.setStyleSheet("QPushButton { background: #c8553d; color: white; border-radius: 12px;"
                                  " font-size: 22px; font-weight: bold; padding: 10px 28px; }"
                                  "QPushButton:hover { background: #d9694f; }")
        self.button.setDefault(True)
        self.button.clicked.connect(self.confirmed)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.hint)
        layout.addSpacing(28)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

    def set_name(self, name: str) -> None:
        self.name = name
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Pass the computer to {name}").format(name=self.name))
        self.hint.setText(self.tr("Everyone else, please look away: {name}'s hand is about to be shown.")
                          .format(name=self.name))
        self.button.setText(self.tr("I am {name}: show my game").format(name=self.name))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Enter confirms, like the button
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.confirmed.emit()
            return
        super().keyPressEvent(event)


class TableWidget(QWidget):
    """The view of one match's scene, with the handoff screen stacked over it."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.view = GameView()
        self.view.setScene(controller.scene)
        self.handoff = HandoffScreen()
        self.stack = QStackedLayout(self)
        self.stack.setContentsMargins(0, 0, 0, 0)
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.handoff)
        self.handoff.confirmed.connect(controller.confirm_handoff)
        controller.handoff_requested.connect(self.show_handoff)
        controller.handoff_cleared.connect(self.show_table)
        self.shortcuts: dict[str, QShortcut] = {}
        for keys, slot in (("Ctrl+Z", controller.take_back),):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
            self.shortcuts[keys] = shortcut

    def show_handoff(self, seat: int) -> None:
        self.handoff.set_name(self.controller.seat_name(seat))
        self.stack.setCurrentWidget(self.handoff)
        self.handoff.button.setFocus()

    def show_table(self) -> None:
        self.stack.setCurrentWidget(self.view)
        self.view.fit()

    def handoff_shown(self) -> bool:
        return self.stack.currentWidget() is self.handoff
