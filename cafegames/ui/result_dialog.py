"""The end of a match: winners, scores, the game's summary; then play again (same game, seats and options, a
new deal), a new game (the dialog), the start page or a last look at the table."""

from __future__ import annotations

import html

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from cafegames.engine.match import Match
from cafegames.engine.protocol import Result
from cafegames.ui.dialog_style import readable
from cafegames.ui.i18n import tr_message


class ResultDialog(QDialog):
    play_again = Signal()
    new_game = Signal()
    start_page = Signal()

    def __init__(self, match: Match, result: Result, parent: QWidget | None = None):
        super().__init__(parent)
        readable(self)
        self.setWindowTitle(self.tr("Game over"))
        names = [s.name for s in match.seats]
        winners = [names[w] for w in result.winners if 0 <= w < len(names)]
        if len(winners) == 1:
            headline = self.tr("{name} wins!").format(name=winners[0])
        elif winners:
            headline = self.tr("Shared win: {names}").format(names=", ".join(winners))
        else:
            headline = self.tr("Nobody wins this time.")
        rows = "".join(
            f"<tr><td style='padding:4px 16px'>{'★ ' if i in result.winners else ''}{html.escape(n)}</td>"
            f"<td style='padding:4px 16px' align='right'>{result.scores[i] if i < len(result.scores) else ''}</td></tr>"
            for i, n in enumerate(names))
        player, score = self.tr("Player"), self.tr("Score")
        summary = f"<p>{html.escape(tr_message(result.summary))}</p>" if result.summary else ""
        self.label = QLabel(f"<h2>{html.escape(headline)}</h2>{summary}<table>"
                            f"<tr><th align='left' style='padding:4px 16px'>{player}</th>"
                            f"<th style='padding:4px 16px'>{score}</th></tr>{rows}</table>")
        self.label.setStyleSheet("font-size: 16px;")
        buttons = QDialogButtonBox()
        self.again_button = again = QPushButton(self.tr("Play again"))
        again.setToolTip(self.tr("Same players, same rules, a new deal"))
        again.setDefault(True)
        bold = again.font()
        bold.setBold(True)
        again.setFont(bold)
        self.new_button = new = QPushButton(self.tr("New game…"))
        home = QPushButton(self.tr("Start page"))
        look = QPushButton(self.tr("Look at the table"))
        buttons.addButton(again, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(new, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(home, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(look, QDialogButtonBox.ButtonRole.RejectRole)
        again.clicked.connect(lambda: (self.accept(), self.play_again.emit()))
        new.clicked.connect(lambda: (self.accept(), self.new_game.emit()))
        home.clicked.connect(lambda: (self.accept(), self.start_page.emit()))
        look.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 20, 28, 16)
        layout.setSpacing(16)
        self.setMinimumWidth(600)
        layout.addWidget(self.label)
        layout.addWidget(buttons)
