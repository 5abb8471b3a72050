"""Settings: language, animation speed, computer pace, sound (a volume and a mute), the colour-blind aid
(`Settings.colour_aid`, applied live; the deck designer switches the same setting) and the UNO card decks (the
deck designer)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from cafegames.engine import registry
from cafegames.ui import sound
from cafegames.ui.dialog_style import readable
from cafegames.ui.i18n import tr_message, tr_text
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
        self.sound_row = self._sound_row()
        self._aid_before = settings.colour_aid
        self.colour_aid = QCheckBox(self.tr("Colour-blind aid: a shape per colour ● ▲ ■ ◆"))
        self.colour_aid.setToolTip(self.tr("Red ●, yellow ▲, green ■, blue ◆ on the cards and colour marks"))
        self.colour_aid.setObjectName("colourAid")
        self.colour_aid.setChecked(self._aid_before)
        self.colour_aid.toggled.connect(self._aid_toggled)
        # U-PHOTO: a row for each game whose cards can carry the family's pictures (the registry says which)
        self.deck_games = registry.photo_deck_games()
        self.deck_buttons: list[QPushButton] = []
        for info in self.deck_games:
            button = QPushButton(self.tr("Card decks…"))
            button.setObjectName("cardDecks")
            button.setToolTip(self.tr("Your own pictures on the {game} cards").format(game=tr_message(info.name)))
            button.clicked.connect(lambda _checked=False, info=info: self.open_decks(info))
            self.deck_buttons.append(button)
        self.decks = self.deck_buttons[0] if self.deck_buttons else None
        self.no_tips = QCheckBox(self.tr("Don't show tips"))
        self.no_tips.setObjectName("noTips")
        self.no_tips.setToolTip(self.tr("The first time a rule comes up in a game, a short tip says what it means"))
        self.no_tips.setChecked(not self.settings.show_tips)
        form = QFormLayout()
        form.addRow(self.tr("Language:"), self.language)
        form.addRow(self.tr("Animations:"), self.animation)
        form.addRow(self.tr("Computer players:"), self.pace)
        form.addRow(self.tr("Sound:"), self.sound_row)
        form.addRow(self.tr("Colours:"), self.colour_aid)
        for info, button in zip(self.deck_games, self.deck_buttons, strict=True):
            form.addRow(self.tr("{game} cards:").format(game=tr_message(info.name)), button)
        form.addRow(self.tr("Tips:"), self.no_tips)
        note = QLabel(self.tr("Changes apply at once, also to a game in progress."))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self._cancel)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)
        layout.setContentsMargins(20, 18, 20, 14)
        layout.setSpacing(12)
        self.setMinimumWidth(640)

    def _sound_row(self) -> QWidget:
        """A mute box and a volume slider; letting go of the slider plays a card at that volume."""
        self.mute = QCheckBox(self.tr("Sound off"))
        self.mute.setObjectName("soundOff")
        self.mute.setChecked(self.settings.sound_muted)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("volume")
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume.setValue(self.settings.sound_volume)
        self.volume.setMinimumWidth(200)
        self.volume.setAccessibleName(self.tr("Volume"))
        self.volume_label = QLabel()
        self.volume_label.setMinimumWidth(self.volume_label.fontMetrics().horizontalAdvance("100 %") + 8)
        self.volume.valueChanged.connect(self._volume_shown)
        self.volume.sliderReleased.connect(self.preview)
        self.mute.toggled.connect(self._mute_toggled)
        row = QWidget()
        h = QHBoxLayout(row)
        h.setContentsMargins(0, 0, 0, 0)
        h.addWidget(self.volume, 1)
        h.addWidget(self.volume_label)
        h.addSpacing(12)
        h.addWidget(self.mute)
        self._volume_shown(self.volume.value())
        self._mute_toggled(self.mute.isChecked())
        return row

    def _volume_shown(self, value: int) -> None:
        self.volume_label.setText(self.tr("{n}%").format(n=value))

    def _mute_toggled(self, off: bool) -> None:
        self.volume.setEnabled(not off)
        self.volume_label.setEnabled(not off)

    def preview(self) -> bool:
        """A card played at the slider's volume, so it can be set by ear (nothing when sound is off)."""
        if self.mute.isChecked():
            return False
        return sound.player().play("play", sound.gain(self.volume.value()))

    def _aid_toggled(self, on: bool) -> None:
        self.settings.colour_aid = on  # live: a table on screen redraws at once

    def _cancel(self) -> None:
        if self.colour_aid.isChecked() != self._aid_before:
            self.colour_aid.setChecked(self._aid_before)
        self.reject()

    def open_decks(self, info: registry.GameInfo | None = None) -> None:
        designer = (info or self.deck_games[0]).deck_designer()(self.settings, self)
        designer.exec()
        self._aid_before = designer.aid.isChecked()  # chosen there: kept even if these settings are cancelled
        self.colour_aid.setChecked(self._aid_before)

    def apply(self) -> bool:
        """Store the choices; True when the language was changed."""
        changed = self.language.currentData() != self.settings.language
        self.settings.language = self.language.currentData()
        self.settings.animation_speed = self.animation.currentData()
        self.settings.computer_pace = self.pace.currentData()
        self.settings.sound_volume = self.volume.value()
        self.settings.show_tips = not self.no_tips.isChecked()
        self.settings.sound_muted = self.mute.isChecked()
        return changed
