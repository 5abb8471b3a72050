"""The replay viewer: any saved or finished match, action by action, drawn by the game's own scene, read-only.

Opened from the load list ("Watch"), the statistics page and `cafegames --replay FILE [--step N]`. The file is
only read (`cafegames.engine.replay.read_replay`: never written, not even a backup), and a save that cannot be replayed gets the very
message Load gives. Step forward and back one action (← →), to the start and the end (Home, End), jump to a
hand or round, play at a chosen speed (Space), the game log beside the table (a click on a line goes there).

What is shown is what everyone at the table saw: the game's `public_view` (no hand). Once the match is over,
"Show every hand" lists every seat's hand and lets the table be seen by any seat. Steps come from
`cafegames.engine.replay.Replay` (a snapshot every 32 actions: `python -m devtools.sim bench replay`).
"""

from __future__ import annotations

import bisect
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeySequence, QShortcut, QTextCursor, QTextFormat
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QStyle,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from cafegames.engine import registry
from cafegames.engine.replay import Replay
from cafegames.engine.saves import SaveRecord
from cafegames.ui.game_view import GameView
from cafegames.ui.i18n import tr_message
from cafegames.ui.page_style import PAGE_STYLE
from cafegames.ui.settings import Settings
from cafegames.ui.wheel_guard import ComboBox, Slider

SPEEDS = (("slow", 2000), ("normal", 1000), ("fast", 400), ("fastest", 120))  # milliseconds per action


class ReplayPage(QFrame):
    closed = Signal()
    play_again = Signal(object)  # the SaveRecord: the same game, seats and options with a new deal
    stepped = Signal(int)

    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("page")
        self.setStyleSheet(PAGE_STYLE)
        self.settings = settings
        self.replay: Replay | None = None
        self.record: SaveRecord | None = None
        self.scene: Any = None
        self.step = 0
        self.title = QLabel(objectName="heading")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)  # three long names and the state did not fit one line at 1280×800
        self.title.setMinimumWidth(1)
        self.close_button = QPushButton(objectName="closeReplay")
        self.close_button.clicked.connect(self.close_replay)
        self.view = GameView()
        self.view.setObjectName("replayView")
        self.log = ReplayLog()
        self.log.setMinimumWidth(260)
        self.log.setMaximumWidth(380)
        self.log.line_clicked.connect(lambda line: self.show_step(self.log.steps[line]))
        self.hands = QLabel(objectName="hands")
        self.hands.setTextFormat(Qt.TextFormat.PlainText)
        self.hands.setWordWrap(True)
        self.hands.setMaximumWidth(380)
        self.hands.hide()
        self.now = QLabel(objectName="note")
        self.now.setTextFormat(Qt.TextFormat.PlainText)
        self.now.setWordWrap(True)

        icon = self.style().standardIcon
        pixmaps = QStyle.StandardPixmap
        self.first_button = QPushButton(icon(pixmaps.SP_MediaSkipBackward), "", objectName="first")
        self.back_button = QPushButton(icon(pixmaps.SP_MediaSeekBackward), "", objectName="back")
        self.forward_button = QPushButton(icon(pixmaps.SP_MediaSeekForward), "", objectName="forward")
        self.last_button = QPushButton(icon(pixmaps.SP_MediaSkipForward), "", objectName="last")
        self.play_button = QPushButton(icon(pixmaps.SP_MediaPlay), "", objectName="play", checkable=True)
        self.first_button.clicked.connect(lambda: self.show_step(0))
        self.back_button.clicked.connect(lambda: self.show_step(self.step - 1))
        self.forward_button.clicked.connect(self.forward)
        self.last_button.clicked.connect(lambda: self.show_step(self.length))
        self.play_button.toggled.connect(self._play_toggled)
        self.speed = ComboBox(objectName="speed")
        for key, _ms in SPEEDS:
            self.speed.addItem("", key)
        self.speed.setCurrentIndex(1)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        self.slider = Slider(Qt.Orientation.Horizontal, objectName="stepSlider")
        self.slider.valueChanged.connect(self._slid)
        self.position = QLabel(objectName="position")
        self.chapters = ComboBox(objectName="chapters")
        self.chapters.activated.connect(self._chapter_chosen)
        self.every_hand = QCheckBox(objectName="everyHand")
        self.every_hand.toggled.connect(lambda _on: self._redraw())
        self.seen_by = ComboBox(objectName="seenBy")
        self.seen_by.currentIndexChanged.connect(lambda _i: self._redraw())
        self.speed_label = QLabel()
        self.jump_label = QLabel()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)

        header = QHBoxLayout()
        header.addWidget(self.title, 1)
        header.addWidget(self.close_button)
        side = QVBoxLayout()
        side.addWidget(self.log, 1)
        side.addWidget(self.hands)
        table = QHBoxLayout()
        table.setSpacing(12)
        table.addWidget(self.view, 1)
        table.addLayout(side)
        slider_row = QHBoxLayout()
        slider_row.addWidget(self.slider, 1)
        slider_row.addWidget(self.position)
        controls = QHBoxLayout()
        controls.setSpacing(8)
        for b in (self.first_button, self.back_button, self.forward_button, self.last_button):
            b.setMinimumWidth(52)
            controls.addWidget(b)
        controls.addWidget(self.play_button)
        controls.addWidget(self.speed_label)
        controls.addWidget(self.speed)
        controls.addSpacing(12)
        controls.addWidget(self.jump_label)
        controls.addWidget(self.chapters)
        controls.addStretch(1)
        controls.addWidget(self.every_hand)
        controls.addWidget(self.seen_by)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(16, 10, 16, 10)
        outer.setSpacing(8)
        outer.addLayout(header)
        outer.addLayout(table, 1)
        outer.addWidget(self.now)
        outer.addLayout(slider_row)
        outer.addLayout(controls)
        for key, slot in ((Qt.Key.Key_Left, lambda: self.show_step(self.step - 1)), (Qt.Key.Key_Right, self.forward),
                          (Qt.Key.Key_Home, lambda: self.show_step(0)), (Qt.Key.Key_End, lambda: self.show_step(self.length)),
                          (Qt.Key.Key_Space, self.play_button.toggle), (Qt.Key.Key_Escape, self.close_replay)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        self.retranslate()

    # ---------------------------------------------------------------- opening
    def open(self, replay: Replay, record: SaveRecord, step: int | None = None) -> None:
        """Show `replay` at `step` (its start by default)."""
        self.stop()
        info = registry.get(record.game)
        self.replay, self.record = replay, record
        self.scene = info.scene_class()(replay.game, replay.seats, self.settings)
        self.scene.read_only = True
        self.scene.play_again.connect(lambda: self.play_again.emit(self.record))
        self.view.setScene(self.scene)
        self.slider.blockSignals(True)
        self.slider.setRange(0, replay.length)
        self.slider.blockSignals(False)
        self.every_hand.blockSignals(True)
        self.every_hand.setChecked(False)
        self.every_hand.blockSignals(False)
        # Only a game that hides hands and can name them (`hidden_information`, `hands_text`) has any to reveal.
        hidden_hands = bool(getattr(replay.game, "hidden_information", True)) and hasattr(replay.game, "hands_text")
        self.every_hand.setVisible(hidden_hands)
        self.every_hand.setEnabled(replay.finished)
        self.seen_by.blockSignals(True)
        self.seen_by.clear()
        for i, seat in enumerate(replay.seats):
            self.seen_by.addItem(seat.name, i)
        self.seen_by.blockSignals(False)
        self._fill_chapters()
        self._fill_log()
        self._title()
        self.step = -1
        self.show_step(step if step is not None else 0)

    @property
    def length(self) -> int:
        return self.replay.length if self.replay is not None else 0

    def _title(self) -> None:
        if self.record is None:
            return
        names = ", ".join(s.name for s in self.record.seats)
        state = self.tr("finished") if self.replay.finished else self.tr("not finished")
        self.title.setText(self.tr("Replay · {game} · {names} ({state})").format(
            game=tr_message(registry.get(self.record.game).name), names=names, state=state))

    def _fill_chapters(self) -> None:
        self.chapters.clear()
        for step, label in self.replay.chapters:
            self.chapters.addItem(tr_message(label), step)
        self.chapters.setEnabled(self.chapters.count() > 1)

    def _fill_log(self) -> None:
        self.log.set_lines(self.replay.log)

    # ---------------------------------------------------------------- stepping
    def forward(self) -> None:
        self.show_step(self.step + 1, animate=True)

    def show_step(self, step: int, animate: bool = False) -> None:
        """The table after `step` actions (clamped); `animate` plays the last action's events."""
        if self.replay is None:
            return
        step = max(0, min(step, self.length))
        animate = animate and step == self.step + 1
        self.step = step
        self._redraw(animate)
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self.position.setText(self.tr("Move {n} of {total}").format(n=step, total=self.length))
        for b, on in ((self.first_button, step > 0), (self.back_button, step > 0),
                      (self.forward_button, step < self.length), (self.last_button, step < self.length)):
            b.setEnabled(on)
        index = self.replay.chapter_of(step)
        self.chapters.blockSignals(True)
        self.chapters.setCurrentIndex(max(index, 0))
        self.chapters.blockSignals(False)
        self._mark_log()
        if step >= self.length:
            self.stop()
        self.stepped.emit(step)

    def shows_every_hand(self) -> bool:
        return self.every_hand.isChecked() and self.every_hand.isEnabled() and self.replay is not None \
            and self.replay.finished

    def _redraw(self, animate: bool = False) -> None:
        replay, scene = self.replay, self.scene
        if replay is None or scene is None:
            return
        state = replay.state_at(self.step)
        game = replay.game
        every = self.shows_every_hand()
        self.seen_by.setVisible(every)
        if every:
            seat = self.seen_by.currentData() or 0
            view = game.view(state, seat)
        elif replay.has_public_view():
            seat, view = None, replay.public_view(self.step, state)
        else:  # a game without a public view: only its end, every hand shown, is ever opened (see MainWindow)
            seat, view = 0, game.view(state, 0)
        scene.skip_waits()  # a score sheet left open by the step shown before
        scene.finish_animations()
        scene.show_state(seat, view, [], replay.events[self.step] if animate else [])
        self._hands(state, every)

    def _hands(self, state: Any, every: bool) -> None:
        texts = self.replay.hands_text(self.step, state) if every else None
        self.hands.setVisible(texts is not None)
        if texts is None:
            return
        none = self.tr("no card")
        lines = [self.tr("{name}: {cards}").format(name=f"\u2068{seat.name}\u2069",  # isolated: a line per seat
                                                   cards=", ".join(tr_message(c) for c in cards) or none)
                 for seat, cards in zip(self.replay.seats, texts, strict=False)]
        self.hands.setText("\n".join(lines))

    def _mark_log(self) -> None:
        self.log.mark(self.step)
        first, after = bisect.bisect_left(self.log.steps, self.step), bisect.bisect_right(self.log.steps, self.step)
        lines = [tr_message(m) for _, m in self.replay.log[first:after]]
        self.now.setText(" ".join(lines) if self.step else self.tr("The start of the match, as dealt."))

    def _slid(self, value: int) -> None:
        self.show_step(value)

    def _chapter_chosen(self, index: int) -> None:
        step = self.chapters.itemData(index)
        if step is not None:
            self.show_step(int(step))

    # ---------------------------------------------------------------- playing
    def interval_ms(self) -> int:
        key = self.speed.currentData()
        return next((ms for k, ms in SPEEDS if k == key), 1000)

    def _play_toggled(self, on: bool) -> None:
        if on:
            if self.step >= self.length:
                self.show_step(0)
            self.timer.start(self.interval_ms())
        else:
            self.timer.stop()
        self.play_button.setText(self.tr("Pause") if on else self.tr("Play"))
        self.play_button.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MediaPause if on else QStyle.StandardPixmap.SP_MediaPlay))

    def _speed_changed(self) -> None:
        if self.timer.isActive():
            self.timer.start(self.interval_ms())

    def _tick(self) -> None:
        if self.step >= self.length:
            self.stop()
            return
        self.forward()

    def stop(self) -> None:
        self.timer.stop()
        if self.play_button.isChecked():
            self.play_button.setChecked(False)

    def close_replay(self) -> None:
        self.stop()
        self.closed.emit()

    # ---------------------------------------------------------------- language
    def retranslate(self) -> None:
        self.close_button.setText(self.tr("Close the replay"))
        self.play_button.setText(self.tr("Pause") if self.play_button.isChecked() else self.tr("Play"))
        self.first_button.setToolTip(self.tr("To the start (Home)"))
        self.back_button.setToolTip(self.tr("One action back (←)"))
        self.forward_button.setToolTip(self.tr("One action forward (→)"))
        self.last_button.setToolTip(self.tr("To the end (End)"))
        self.speed_label.setText(self.tr("Speed:"))
        self.jump_label.setText(self.tr("Go to:"))
        names = {"slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast"),
                 "fastest": self.tr("Very fast")}
        for i in range(self.speed.count()):
            self.speed.setItemText(i, names[self.speed.itemData(i)])
        self.every_hand.setText(self.tr("Show every hand"))
        self.every_hand.setToolTip(self.tr("Once the game is over, everyone's cards may be seen"))
        if self.replay is not None:
            self._title()
            self._fill_chapters()
            self._fill_log()
            self.show_step(self.step)

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class ReplayLog(QPlainTextEdit):
    """The game log of the whole match beside the table: the lines of the action shown marked, the ones still to
    come greyed, a click on a line goes to its action. A plain text view (laid out as it scrolls): marking a
    step among 1,600 lines is two extra selections, not 1,600 item changes."""

    line_clicked = Signal(int)  # the line's number (its step: `steps[line]`)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("replayLog")
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        self.setStyleSheet("QPlainTextEdit { background: #fffaf0; color: #2b2118; font-size: 15px; "
                           "border: 1px solid #d6c4a4; border-radius: 8px; }")
        self.steps: list[int] = []
        # Every line left to right, as the app's language writes: a line that starts with a name in Arabic or
        # Hebrew is still "مريم joue le 5 de pins.", not laid out from the right.
        option = self.document().defaultTextOption()
        option.setTextDirection(Qt.LayoutDirection.LeftToRight)
        self.document().setDefaultTextOption(option)

    def set_lines(self, log: list[tuple[int, Any]]) -> None:
        self.steps = [step for step, _ in log]
        self.setPlainText("\n".join(tr_message(m) for _, m in log))

    def block_of(self, line: int) -> QTextCursor:
        return QTextCursor(self.document().findBlockByNumber(line))

    def mark(self, step: int) -> None:
        """Mark the lines of `step`, grey those after it, and keep the latest line up to it in sight."""
        first = bisect.bisect_left(self.steps, step)
        after = bisect.bisect_right(self.steps, step)
        selections = []
        if step > 0 and first < after:
            now = QTextEdit.ExtraSelection()
            now.format.setBackground(QColor("#f3dcb2"))
            now.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
            now.cursor = self.block_of(first)
            now.cursor.movePosition(QTextCursor.MoveOperation.Down, QTextCursor.MoveMode.KeepAnchor,
                                    after - first - 1)
            now.cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
            selections.append(now)
        if after < len(self.steps):
            later = QTextEdit.ExtraSelection()
            later.format.setForeground(QColor("#857562"))
            later.cursor = self.block_of(after)
            later.cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
            selections.append(later)
        self.setExtraSelections(selections)
        if after:
            cursor = self.block_of(after - 1)
            cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)  # the whole line in sight, wrapped or not
            self.setTextCursor(cursor)
            self.ensureCursorVisible()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        super().mouseReleaseEvent(event)
        if event.button() == Qt.MouseButton.LeftButton and self.steps:
            line = self.cursorForPosition(event.position().toPoint()).blockNumber()
            if 0 <= line < len(self.steps):
                self.line_clicked.emit(line)
