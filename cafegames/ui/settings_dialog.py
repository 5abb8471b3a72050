"""Settings: language, animations (on, reduced, off, or as the system), larger cards and text, computer pace,
sound (a volume, a mute, "Play a sound", and a sentence when no sound device was found), the colour-blind aid
(`Settings.colour_aid`, applied live; the deck designer switches the same setting) and the UNO card decks (the
deck designer). In the warm look of the new-game dialog (dialog_style.warm): two cards side by side over the
sound's, so the
whole dialog fits a 1024 × 640 screen, also with larger text."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cafegames.engine import registry
from cafegames.ui import sound
from cafegames.ui.dialog_style import warm
from cafegames.ui.i18n import tr_message, tr_text
from cafegames.ui.settings import ANIMATION_MODES, COMPUTER_PACES, Settings
from cafegames.ui.wheel_guard import ComboBox, Slider


def _card(title: str, form: QFormLayout) -> QFrame:
    """A rounded card of the warm look: its title, then its rows."""
    card = QFrame()
    card.setObjectName("card")
    heading = QLabel(title)
    heading.setObjectName("cardTitle")
    layout = QVBoxLayout(card)
    layout.setContentsMargins(16, 12, 16, 14)
    layout.setSpacing(10)
    layout.addWidget(heading)
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
    form.setVerticalSpacing(6)
    layout.addLayout(form)
    layout.addStretch(1)
    return card


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        warm(self)
        self.setWindowTitle(self.tr("Settings"))
        self.language = ComboBox()
        self.language.addItem(self.tr("As the system"), "")
        self.language.addItem("English", "en")
        self.language.addItem("Français", "fr")
        self.language.setCurrentIndex(max(self.language.findData(settings.language), 0))
        self.animation = ComboBox()
        for key, label in ANIMATION_MODES.items():
            self.animation.addItem(tr_text("Settings", label), key)
        self.animation.setCurrentIndex(max(self.animation.findData(settings.animation_choice), 0))
        self.animation.setToolTip(self.tr("Reduced: short fades and moves only, no confetti. As the system: reduced "
                                          "when the system's animations are turned off."))
        self.larger = QCheckBox(self.tr("Larger cards and text"))
        self.larger.setObjectName("largerText")
        self.larger.setToolTip(self.tr("For a small screen, or to read from further away: menus, dialogs and the "
                                       "open table at once. A table crowded with players keeps its seat plates at "
                                       "the normal size: larger ones would not fit"))
        self.larger.setChecked(settings.larger_text)
        self.pace = ComboBox()
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
        screen = QFormLayout()
        screen.addRow(self.tr("Language:"), self.language)
        screen.addRow(self.tr("Animations:"), self.animation)
        screen.addRow(self.larger)
        table = QFormLayout()
        table.addRow(self.tr("Computer players:"), self.pace)
        table.addRow(self.colour_aid)
        for info, button in zip(self.deck_games, self.deck_buttons, strict=True):
            table.addRow(self.tr("{game} cards:").format(game=tr_message(info.name)), button)
        table.addRow(self.no_tips)
        hearing = QFormLayout()
        hearing.addRow(self.sound_row)
        heading = QLabel(self.tr("Settings"))
        heading.setObjectName("heading")
        cards = QGridLayout()
        cards.setSpacing(14)
        self.cards = [_card(self.tr("Screen"), screen), _card(self.tr("At the table"), table),
                      _card(self.tr("Sound"), hearing)]
        cards.addWidget(self.cards[0], 0, 0)
        cards.addWidget(self.cards[1], 0, 1)
        cards.addWidget(self.cards[2], 1, 0, 1, 2)
        cards.setColumnStretch(0, 1)
        cards.setColumnStretch(1, 1)
        for combo in (self.language, self.animation, self.pace):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(16)
        note = QLabel(self.tr("Changes apply at once, also to a game in progress."))
        note.setObjectName("help")
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self._cancel)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(cards, 1)
        layout.addWidget(note)
        layout.addWidget(buttons)
        layout.setContentsMargins(20, 18, 20, 14)
        layout.setSpacing(12)
        self.setMinimumWidth(min(960, max(880, self.sizeHint().width())))

    def _sound_row(self) -> QWidget:
        """A volume slider, a mute box and "Play a sound"; letting go of the slider plays a card at that volume.
        When no sound device was found (sound.py), a sentence says so and the button says why it is off."""
        self.mute = QCheckBox(self.tr("Sound off"))
        self.mute.setObjectName("soundOff")
        self.mute.setChecked(self.settings.sound_muted)
        self.volume = Slider(Qt.Orientation.Horizontal)
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
        self.try_sound = QPushButton(self.tr("Play a sound"))
        self.try_sound.setObjectName("playSound")
        self.try_sound.clicked.connect(self.preview)
        self.no_device = QLabel()
        self.no_device.setObjectName("error")
        self.no_device.setWordWrap(True)
        row = QWidget()
        v = QVBoxLayout(row)
        v.setContentsMargins(0, 0, 0, 0)
        v.setSpacing(8)
        h = QHBoxLayout()
        h.setContentsMargins(0, 0, 0, 0)
        h.addWidget(self.volume, 1)
        h.addWidget(self.volume_label)
        h.addSpacing(12)
        h.addWidget(self.mute)
        h.addSpacing(12)
        h.addWidget(self.try_sound)
        v.addLayout(h)
        v.addWidget(self.no_device)
        self._volume_shown(self.volume.value())
        self._mute_toggled(self.mute.isChecked())
        return row

    def _device_shown(self) -> None:
        """Whether a sound can be heard: no device found is said, and "Play a sound" says why it is off."""
        missing = sound.player().problem() is not None
        self.no_device.setText(self.tr("No sound device was found: the games are silent on this computer.")
                               if missing else "")
        self.no_device.setVisible(missing)
        self.try_sound.setEnabled(not missing and not self.mute.isChecked())
        if missing:
            self.try_sound.setToolTip(self.tr("There is no sound device to play it on"))
        elif self.mute.isChecked():
            self.try_sound.setToolTip(self.tr("Sound is off"))
        else:
            self.try_sound.setToolTip(self.tr("A card played at this volume"))

    def _volume_shown(self, value: int) -> None:
        self.volume_label.setText(self.tr("{n}%").format(n=value))

    def _mute_toggled(self, off: bool) -> None:
        self.volume.setEnabled(not off)
        self.volume_label.setEnabled(not off)
        self._device_shown()

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
        if self.animation.currentData() != self.settings.animation_choice:
            self.settings.animation_choice = self.animation.currentData()
        self.settings.larger_text = self.larger.isChecked()
        self.settings.computer_pace = self.pace.currentData()
        self.settings.sound_volume = self.volume.value()
        self.settings.show_tips = not self.no_tips.isChecked()
        self.settings.sound_muted = self.mute.isChecked()
        return changed
