"""Settings: language, animation speed, computer pace (later issues add the colour-blind aid and decks)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from cafegames.ui.dialog_style import readable
from cafegames.ui.i18n import tr_text
from cafegames.ui.settings import ANIMATION_SPEEDS, COMPUTER_PACES, Settings


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        readable(self)
        self.setWindowTitle(self.tr("Settings"))
        self.language = QComboBox()
        self.language.addItem(self.tr("As the system"), "")
        self.language.addItem("English", "en")
        self.language.addItem("Français", "fr")
        self.language.setCurrentIndex(max(self.language.findData(settings.language), 0))
        self.animation = QComboBox()
        for key, (_scale, label) in ANIMATION_SPEEDS.items():
            self.animation.addItem(tr_text("Settings", label), key)
        self.animation.setCurrentIndex(max(self.animation.findData(settings.animation_speed), 0))
        self.pace = QComboBox()
        for key, (_ms, label) in COMPUTER_PACES.items():
            self.pace.addItem(tr_text("Settings", label), key)
        self.pace.setCurrentIndex(max(self.pace.findData(settings.computer_pace), 0))
        form = QFormLayout()
        form.addRow(self.tr("Language:"), self.language)
        form.addRow(self.tr("Animations:"), self.animation)
        form.addRow(self.tr("Computer players:"), self.pace)
        note = QLabel(self.tr("Changes apply at once, also to a game in progress."))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)
        layout.setContentsMargins(20, 18, 20, 14)
        layout.setSpacing(12)
        self.setMinimumWidth(640)

    def apply(self) -> bool:
        """Store the choices; True when the language was changed."""
        changed = self.language.currentData() != self.settings.language
        self.settings.language = self.language.currentData()
        self.settings.animation_speed = self.animation.currentData()
        self.settings.computer_pace = self.pace.currentData()
        return changed
