"""The table area of the main window: the game's view, covered by the handoff screen when needed, and the keys
that belong to the table whatever has the focus (`TABLE_KEYS`: Ctrl+Z takes a move back, ? shows the keys)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QPushButton, QStackedLayout, QVBoxLayout, QWidget

from cafegames.engine.keys import KeyHelp
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message
from cafegames.ui.controller import MatchController
from cafegames.ui.game_view import GameView
from cafegames.ui.i18n import fill, tr_message
from cafegames.ui.plain_text import plain


class HandoffScreen(QWidget):
    """"Pass the computer to <name>": hides the table until that person clicks the button, and tells them in a
    few lines what happened since their last turn (`set_name(name, summary)`, cafegames/engine/last_moves.py)."""

    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.name = ""
        self.note_of: Callable[[], str] | None = None
        self.setObjectName("handoff")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#handoff { background: #2b2118; } QLabel { color: #fbf4e6; }")
        self.title = plain(QLabel(alignment=Qt.AlignmentFlag.AlignCenter))  # a name: text, never HTML
        font = QFont()
        font.setPixelSize(34)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.note = plain(QLabel(alignment=Qt.AlignmentFlag.AlignCenter))  # the game's line: where they sit
        note_font = QFont()
        note_font.setPixelSize(24)
        note_font.setBold(True)
        self.note.setFont(note_font)
        self.note.setStyleSheet("color: #ffd166;")
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        self.hint = plain(QLabel(alignment=Qt.AlignmentFlag.AlignCenter))
        hint_font = QFont()
        hint_font.setPixelSize(18)
        self.hint.setFont(hint_font)
        self.hint.setWordWrap(True)
        self.summary_lines: list[Message] = []
        self.summary_title = plain(QLabel(alignment=Qt.AlignmentFlag.AlignCenter))
        title_font = QFont()
        title_font.setPixelSize(18)
        title_font.setBold(True)
        self.summary_title.setFont(title_font)
        self.summary_title.setStyleSheet("color: #ffd166;")
        self.summary = plain(QLabel(alignment=Qt.AlignmentFlag.AlignCenter))  # names: text, never HTML
        self.summary.setObjectName("handoffSummary")
        summary_font = QFont()
        summary_font.setPixelSize(17)
        self.summary.setFont(summary_font)
        self.summary.setWordWrap(True)
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
        layout.addWidget(self.note)
        layout.addSpacing(8)
        layout.addWidget(self.hint)
        layout.addSpacing(20)
        layout.addWidget(self.summary_title)
        layout.addSpacing(4)
        layout.addWidget(self.summary)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

    def set_name(self, name: str, summary: list[Message] | None = None,
                 note: Callable[[], str] | None = None) -> None:
        """Hand the computer to `name`; `summary`: the lines of what happened since their last turn; `note`: the
        game's line under the name (where they sit), in the language of the moment."""
        self.name = name
        self.summary_lines = list(summary or [])
        self.note_of = note
        self.retranslate()

    def summary_text(self) -> str:
        """The lines shown under "Since your last turn", in the current language."""
        return self.summary.text()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Pass the computer to {name}").format(name=self.name))
        self.hint.setText(fill(self.tr("Everyone else, please look away: {name}'s hand is about to be shown."),
                               name=self.name))
        self.button.setText(self.tr("I am {name}: show my game").format(name=self.name))
        self.summary_title.setText(self.tr("Since your last turn") if self.summary_lines else "")
        self.summary_title.setVisible(bool(self.summary_lines))
        self.summary.setText("\n".join(tr_message(line) for line in self.summary_lines))
        self.summary.setVisible(bool(self.summary_lines))
        note = self.note_of() if self.note_of is not None else ""
        self.note.setText(note)
        self.note.setVisible(bool(note))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Enter confirms, like the button
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.confirmed.emit()
            return
        super().keyPressEvent(event)


TABLE_KEYS = (  # the shortcuts `TableWidget` makes, from this list (see cafegames/engine/keys.py)
    KeyHelp(("Ctrl+Z",), QT_TRANSLATE_NOOP("TableKeys", "Take back your last move (when the game allows it)"),
            "TableKeys"),
    KeyHelp(("?",), QT_TRANSLATE_NOOP("TableKeys", "Show these keys"), "TableKeys"),
)


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
        slots = {"Ctrl+Z": controller.take_back, "?": self.toggle_keys}
        for help_ in TABLE_KEYS:
            keys = help_.keys[0]
            shortcut = QShortcut(QKeySequence(keys), self)
            slot = slots[keys]
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)  # whatever has the focus: a game just opened
            shortcut.activated.connect(slot)
            self.shortcuts[keys] = shortcut

    def keys_columns(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """What `?` shows: the game's keys, then the table's and the window's (their menu texts)."""
        from cafegames.engine import registry
        from cafegames.ui.i18n import tr_message
        from cafegames.ui.keys_overlay import lines_of

        scene = self.controller.scene
        name = tr_message(registry.get(self.controller.game.id).name) if self.controller.game.id in registry.GAMES else ""
        window = [(a.shortcut().toString(QKeySequence.SequenceFormat.NativeText), a.text().replace("&", ""))
                  for a in self.window().actions() if not a.shortcut().isEmpty()]
        everywhere = (self.tr("On every table"), lines_of(TABLE_KEYS) + window)
        if scene.result() is not None:  # the match is over: the result screen's keys, not the game's
            from cafegames.ui.ending import ENDING_KEYS

            return [(self.tr("On the result screen"), lines_of(ENDING_KEYS)), everywhere]
        own = lines_of(scene.KEYS) or [("", self.tr("{game} is played with the mouse.").format(game=name))]
        return [(self.tr("In this game"), own), everywhere]

    def toggle_keys(self) -> None:
        """`?`: the keys overlay over the table, or away again."""
        scene = self.controller.scene
        if scene.keys_shown():
            scene.hide_keys()
            return
        from cafegames.engine import registry
        from cafegames.ui.i18n import tr_message

        info = registry.GAMES.get(self.controller.game.id)
        name = tr_message(info.name) if info is not None else ""
        scene.show_keys(fill(self.tr("The keys of {game}"), game=name), self.keys_columns())

    def show_handoff(self, seat: int) -> None:
        self.handoff.set_name(self.controller.seat_name(seat), self.controller.handoff_summary(seat),
                              lambda: self.controller.handoff_note(seat))
        self.stack.setCurrentWidget(self.handoff)
        self.handoff.button.setFocus()

    def show_table(self) -> None:
        self.stack.setCurrentWidget(self.view)
        self.view.fit()

    def handoff_shown(self) -> bool:
        return self.stack.currentWidget() is self.handoff
