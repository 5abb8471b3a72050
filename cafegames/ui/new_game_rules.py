"""The rules part of the new-game dialog, built from the game's option schema, groups and presets.

Presets (`game.option_presets()`, UNO's official rules and popular house rules) are a row of buttons at the top,
with "Custom" last: a preset sets every option; touching an option shows the preset its values now match, which
after a change is Custom. Options come in the game's groups (`game.option_groups()`), each under a title and a
sentence saying what it is about; every option shows its own one-line explanation.

A game may lead with a choice of variant (`game.option_variants()`, UNO's boxes): a row of buttons above the
presets with the chosen variant's one-line description. The variant brings its own presets, and the options it
fixes are shown greyed, set to the value it gives them, with the reason beside them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cafegames.engine.errors import SetupError
from cafegames.engine.messages import QT_TRANSLATE_NOOP, msg
from cafegames.engine.options import (
    OptionGroup,
    OptionSpec,
    Preset,
    Variant,
    VariantChoice,
    matching_preset,
    preset_values,
)
from cafegames.ui.flow_layout import FlowLayout
from cafegames.ui.i18n import tr_message
from cafegames.ui.new_game_seats import WholeCombo
from cafegames.ui.wheel_guard import SpinBox

CTX = "NewGameDialog"
CUSTOM = "custom"
translate = QCoreApplication.translate  # the name lupdate reads, with literal context and text


def _wrapped(text: str, name: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName(name)
    label.setWordWrap(True)
    # Top-aligned: a wrapped label may get more height than its lines need; the gap then goes below.
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


class RulesPanel(QWidget):
    """Presets, groups and one widget per option; `values()` are the plain values for the Match."""

    preset_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.schema: list[OptionSpec] = []
        self.presets: list[Preset] = []
        self.option_widgets: dict[str, QWidget] = {}
        self.preset_buttons: dict[str, QPushButton] = {}
        self.variant_buttons: dict[str, QPushButton] = {}
        self.variants: VariantChoice | None = None
        self.variant: Variant | None = None
        self._preset = CUSTOM
        self._setting = False  # True while a preset sets the widgets: that is not a touch
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.setSpacing(10)

    # ------------------------------------------------------------------ building
    def set_game(self, game: Any, remembered: Mapping[str, Any], remembered_preset: str) -> None:
        """The options of `game` with the remembered values; the remembered preset if they still match it."""
        self.game = game
        self._clear()
        self.schema = list(game.option_schema())
        presets = getattr(game, "option_presets", None)
        self.presets = list(presets()) if presets is not None else []
        variants = getattr(game, "option_variants", None)
        self.variants = variants() if variants is not None else None
        self.variant = None
        if self.variants is not None:
            wanted = remembered.get(self.variants.key)
            self.variant = next((v for v in self.variants.variants if v.value == wanted), self.variants.variants[0])
            self.presets = list(self.variant.presets)
            self._build_variants()
        groups = getattr(game, "option_groups", None)
        self._build_presets()
        for group in self._groups(list(groups()) if groups is not None else []):
            self._build_group(group, remembered)
        if not self.schema:
            self.layout_.addWidget(_wrapped(translate(
                "NewGameDialog", "This game has no rules to choose: it is played as in the box."), "help"))
        self.layout_.addStretch(1)
        matching = matching_preset(self.schema, self.presets, self.values())
        keep_custom = remembered_preset == CUSTOM and bool(self.presets)
        self._show_preset(CUSTOM if keep_custom or not matching else matching)

    def _clear(self) -> None:
        while self.layout_.count():
            item = self.layout_.takeAt(0)
            if item.widget() is not None:
                item.widget().setParent(None)
        self.option_widgets = {}
        self.preset_buttons = {}
        self.variant_buttons = {}

    def _build_variants(self) -> None:
        """The game's variants as a row of buttons, the chosen one's description below."""
        assert self.variants is not None and self.variant is not None
        box = QWidget()
        box.setObjectName("variants")
        v = QVBoxLayout(box)
        v.setContentsMargins(0, 0, 0, 4)
        v.setSpacing(6)
        v.addWidget(_wrapped(tr_message(self.variants.title), "variantTitle"))
        row = FlowLayout(spacing=8)
        group = QButtonGroup(box)
        group.setExclusive(True)
        for variant in self.variants.variants:
            button = QPushButton(tr_message(variant.label))
            button.setObjectName("variant")
            button.setCheckable(True)
            button.setChecked(variant is self.variant)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _=False, k=variant.value: self.choose_variant(k))
            group.addButton(button)
            self.variant_buttons[variant.value] = button
            row.addWidget(button)
        v.addLayout(row)
        self.variant_help = _wrapped(tr_message(self.variant.help), "presetHelp")
        v.addWidget(self.variant_help)
        self.layout_.addWidget(box)

    def choose_variant(self, value: str) -> None:
        """Another variant: its first preset's values (the options it fixes set), the panel built again."""
        if self.variants is None or (self.variant is not None and self.variant.value == value):
            return
        variant = next(v for v in self.variants.variants if v.value == value)
        values = self.values()
        if variant.presets:
            values.update(preset_values(self.schema, variant.presets[0]))
        values[self.variants.key] = value
        values.update({k: v for k, (v, _) in variant.fixed.items()})
        self.set_game(self.game, values, "")

    def _groups(self, groups: list[OptionGroup]) -> list[OptionGroup | None]:
        """The game's groups, then the options no group names (all of them for a game without groups) under
        no title (None)."""
        keys = {s.key for s in self.schema} - ({self.variants.key} if self.variants is not None else set())
        named = [g for g in groups if any(k in keys for k in g.keys)]
        left = [k for k in (s.key for s in self.schema) if k in keys and not any(k in g.keys for g in named)]
        out: list[OptionGroup | None] = list(named)
        if left:
            out.append(None if not named else OptionGroup(
                msg(CTX, QT_TRANSLATE_NOOP("NewGameDialog", "Other rules")),
                msg(CTX, QT_TRANSLATE_NOOP("NewGameDialog", "More choices for this game.")), tuple(left)))
        return out

    def _build_presets(self) -> None:
        """A row of buttons, one per preset and "Custom" last, and the chosen one's explanation below (in a
        widget of their own, so a change of game takes them all away)."""
        if not self.presets:
            return
        box = QWidget()
        box.setObjectName("presets")
        v = QVBoxLayout(box)
        v.setContentsMargins(0, 0, 0, 0)
        v.setSpacing(6)
        row = FlowLayout(spacing=8)  # the buttons go on to a second line when their words do not fit
        group = QButtonGroup(box)
        group.setExclusive(True)
        choices = [(p.key, tr_message(p.label)) for p in self.presets]
        choices.append((CUSTOM, translate("NewGameDialog", "Custom")))
        for key, text in choices:
            button = QPushButton(text)
            button.setObjectName("preset")
            button.setCheckable(True)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _=False, k=key: self.choose_preset(k))
            group.addButton(button)
            self.preset_buttons[key] = button
            row.addWidget(button)
        v.addLayout(row)
        self.preset_help = _wrapped("", "presetHelp")
        v.addWidget(self.preset_help)
        self.layout_.addWidget(box)

    def _build_group(self, group: OptionGroup | None, remembered: Mapping[str, Any]) -> None:
        box = QWidget()
        box.setObjectName("optionGroup")
        v = QVBoxLayout(box)
        v.setContentsMargins(0, 6, 0, 2)
        v.setSpacing(4)
        if group is not None:
            v.addWidget(_wrapped(tr_message(group.title), "groupTitle"))
            v.addWidget(_wrapped(tr_message(group.help), "groupHelp"))
        specs = {s.key: s for s in self.schema}
        hidden = self.variants.key if self.variants is not None else ""
        for key in (group.keys if group is not None else [s.key for s in self.schema]):
            spec = specs.get(key)
            if spec is not None and key != hidden:
                v.addWidget(self._option(spec, remembered.get(key, spec.default)))
        self.layout_.addWidget(box)

    def _option(self, spec: OptionSpec, value: Any) -> QWidget:
        cell = QWidget()
        cell.setObjectName("option")
        v = QVBoxLayout(cell)
        v.setContentsMargins(12, 4, 0, 4)
        v.setSpacing(2)
        widget = self._widget(spec, value)
        widget.setObjectName(f"option_{spec.key}")
        self.option_widgets[spec.key] = widget
        if spec.kind is not bool:  # a check box names itself
            label = QLabel(tr_message(spec.label))
            label.setObjectName("optionLabel")
            label.setBuddy(widget)
            v.addWidget(label)
        v.addWidget(widget)
        v.addWidget(_wrapped(tr_message(spec.help), "help"))
        fixed = self.variant.fixed.get(spec.key) if self.variant is not None else None
        if fixed is not None:  # greyed, with the variant's reason
            self._set_value(spec.key, fixed[0])
            widget.setEnabled(False)
            reason = _wrapped(tr_message(fixed[1]), "fixedReason")
            widget.setToolTip(reason.text())
            v.addWidget(reason)
        return cell

    def _widget(self, spec: OptionSpec, value: Any) -> QWidget:
        try:
            value = spec.coerce(value)
        except SetupError:
            value = spec.default
        if spec.kind is bool:
            box = QCheckBox(tr_message(spec.label))
            box.setChecked(bool(value))
            box.toggled.connect(self._touched)
            return box
        if spec.kind is int:
            spin = SpinBox()
            spin.setRange(spec.minimum if spec.minimum is not None else -1_000_000,
                          spec.maximum if spec.maximum is not None else 1_000_000)
            spin.setValue(int(value))
            spin.setMaximumWidth(180)  # a number, not a line
            spin.valueChanged.connect(self._touched)
            return spin
        if spec.choices:
            combo = WholeCombo()
            for choice in spec.choices:
                combo.addItem(tr_message(choice.label), choice.value)
            combo.setCurrentIndex(max(combo.findData(value), 0))
            combo.currentIndexChanged.connect(self._touched)
            return combo
        edit = QLineEdit(str(value))
        edit.textEdited.connect(self._touched)
        return edit

    # ------------------------------------------------------------------ presets
    def preset(self) -> str:
        """The preset shown: a preset key, or CUSTOM."""
        return self._preset

    def choose_preset(self, key: str) -> None:
        """Set every option to `key`'s values (CUSTOM keeps the values as they are)."""
        preset = next((p for p in self.presets if p.key == key), None)
        if preset is not None:
            self._setting = True
            try:
                for k, value in preset_values(self.schema, preset).items():
                    self._set_value(k, value)
            finally:
                self._setting = False
        self._show_preset(key)

    def _touched(self, *_: Any) -> None:
        if not self._setting and self.presets:
            self._show_preset(matching_preset(self.schema, self.presets, self.values()) or CUSTOM)

    def _show_preset(self, key: str) -> None:
        self._preset = key
        button = self.preset_buttons.get(key)
        if button is not None:
            button.setChecked(True)
        if self.presets:
            preset = next((p for p in self.presets if p.key == key), None)
            self.preset_help.setText(tr_message(preset.help) if preset is not None else translate(
                "NewGameDialog", "Your own choice, rule by rule, below."))
        self.preset_changed.emit(key)

    # ------------------------------------------------------------------ values
    def _set_value(self, key: str, value: Any) -> None:
        w = self.option_widgets.get(key)
        if isinstance(w, QCheckBox):
            w.setChecked(bool(value))
        elif isinstance(w, QSpinBox):
            w.setValue(int(value))
        elif isinstance(w, QComboBox):
            w.setCurrentIndex(max(w.findData(value), 0))
        elif isinstance(w, QLineEdit):
            w.setText(str(value))

    def values(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.variants is not None and self.variant is not None:
            out[self.variants.key] = self.variant.value
        for key, w in self.option_widgets.items():
            if isinstance(w, QCheckBox):
                out[key] = w.isChecked()
            elif isinstance(w, QSpinBox):
                out[key] = w.value()
            elif isinstance(w, QComboBox):
                out[key] = w.currentData()
            elif isinstance(w, QLineEdit):
                out[key] = w.text()
        return out
