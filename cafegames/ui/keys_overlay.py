"""`?` over the table: the keys of this game and of every table, drawn on the table (no window on top).

The lines come from the declarations, never typed here: the game's `KEYS` (cafegames/games/<id>/keys.py, given
to the scene as `GameScene.KEYS`), the table widget's own shortcuts (`table.TABLE_KEYS`) and the main window's
menu shortcuts (their menu texts). Any key or click closes it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from cafegames.engine.keys import KeyHelp
from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.ui.graphics import Palette, scene_font
from cafegames.ui.i18n import tr_text

# Key names as a person reads them (letters, digits and F-keys are shown as they are).
KEY_NAMES = {
    "Left": "←", "Right": "→", "Up": "↑", "Down": "↓",
    "Return": QT_TRANSLATE_NOOP("KeysOverlay", "Enter"), "Enter": "",  # the keypad's Enter goes with Return
    "Space": QT_TRANSLATE_NOOP("KeysOverlay", "Space"), "Esc": QT_TRANSLATE_NOOP("KeysOverlay", "Esc"),
    "Tab": QT_TRANSLATE_NOOP("KeysOverlay", "Tab"), "Shift+Tab": QT_TRANSLATE_NOOP("KeysOverlay", "Shift+Tab"),
    "Backspace": QT_TRANSLATE_NOOP("KeysOverlay", "Backspace"),
}
Line = tuple[str, str]  # keys as shown, what they do
KEY_PX, TEXT_PX, TITLE_PX = 20, 20, 30
LINE_H, PAD, GAP = 36.0, 36.0, 40.0


def key_label(keys: Sequence[str]) -> str:
    """"← →", "Enter", "1 2 3 4 R Y G B J V" (the same key once)."""
    out: list[str] = []
    for key in keys:
        name = KEY_NAMES.get(key, key)
        shown = tr_text("KeysOverlay", name) if name and name not in "←→↑↓" else name
        if shown and shown not in out:
            out.append(shown)
    return " ".join(out)


def lines_of(helps: Sequence[KeyHelp]) -> list[Line]:
    return [(key_label(h.keys), tr_text(h.ctx, h.what)) for h in helps]


class KeysOverlay(QGraphicsObject):
    """A panel over the whole table: the game's keys on the left, every table's keys on the right."""

    def __init__(self, rect: QRectF):
        super().__init__()
        self.rect = QRectF(rect)
        self.title = ""
        self.columns: list[tuple[str, list[Line]]] = []
        self.setZValue(6000)  # over the result screen too
        self.setAcceptedMouseButtons(Qt.MouseButton.AllButtons)
        self.setVisible(False)

    def set_content(self, title: str, columns: Sequence[tuple[str, list[Line]]]) -> None:
        self.prepareGeometryChange()
        self.title, self.columns = title, [(h, list(lines)) for h, lines in columns]
        self.update()

    def texts(self) -> list[str]:
        """Every text shown (for tests)."""
        out = [self.title]
        for heading, lines in self.columns:
            out.append(heading)
            for keys, what in lines:
                out += [keys, what]
        return out

    def _layout(self, width: float) -> tuple[float, list[tuple[float, list[float]]]]:
        """Column width, keys width per column and each line's height (a long text wraps onto a second line)."""
        n = max(1, len(self.columns))
        col_w = (width - 2 * PAD - GAP * (n - 1)) / n
        keys_m, text_m = QFontMetricsF(scene_font(KEY_PX, True)), QFontMetricsF(scene_font(TEXT_PX))
        out = []
        for _, lines in self.columns:
            key_w = min(col_w * 0.42, max([keys_m.horizontalAdvance(k) for k, _ in lines] + [40]) + 24)
            room = QRectF(0, 0, col_w - key_w, 1000)
            heights = [max(LINE_H, text_m.boundingRect(room, int(Qt.TextFlag.TextWordWrap), what).height() + 8)
                       for _, what in lines]
            out.append((key_w, heights))
        return col_w, out

    def panel(self) -> QRectF:
        w = min(self.rect.width() - 40, 1440.0)
        _, cols = self._layout(w)
        tallest = max([sum(h) for _, h in cols] + [LINE_H])
        h = min(self.rect.height() - 40, PAD * 2 + 56 + 46 + tallest + 40)
        return QRectF(self.rect.center().x() - w / 2, self.rect.center().y() - h / 2, w, h)

    def content_bottom(self) -> float:
        """Where the longest column ends (scene y), for tests: never past the panel's closing line."""
        panel = self.panel()
        _, cols = self._layout(panel.width())
        return panel.top() + PAD + 56 + 46 + max([sum(h) for _, h in cols] + [0])

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.fillRect(self.rect, QColor(0, 0, 0, 140))
        panel = self.panel()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#8a6a48"), 4))
        painter.setBrush(QColor("#fbf4e6"))
        painter.drawRoundedRect(panel, 22, 22)
        painter.setPen(Palette.ink)
        painter.setFont(scene_font(TITLE_PX, True))
        painter.drawText(QRectF(panel.left() + PAD, panel.top() + PAD - 8, panel.width() - 2 * PAD, 48),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title)
        col_w, cols = self._layout(panel.width())
        key_font, text_font = scene_font(KEY_PX, True), scene_font(TEXT_PX)
        for i, ((heading, lines), (key_w, heights)) in enumerate(zip(self.columns, cols, strict=True)):
            x = panel.left() + PAD + i * (col_w + GAP)
            y = panel.top() + PAD + 56
            painter.setFont(scene_font(22, True))
            painter.setPen(QColor("#8a3b1c"))
            painter.drawText(QRectF(x, y, col_w, 40), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             heading)
            y += 46
            for (keys, what), h in zip(lines, heights, strict=True):
                if keys:
                    box = QRectF(x, y + 3, key_w - 14, LINE_H - 6)
                    painter.setBrush(QColor("#efe2c8"))
                    painter.setPen(QPen(QColor("#b9a27f"), 1.5))
                    painter.drawRoundedRect(box, 7, 7)
                    painter.setFont(key_font)
                    painter.setPen(Palette.ink)
                    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, keys)
                painter.setFont(text_font)
                painter.setPen(Palette.ink)
                painter.drawText(QRectF(x + key_w, y + 4, col_w - key_w, h - 4),
                                 int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
                                 what)
                y += h
        painter.setFont(scene_font(18))
        painter.setPen(QColor("#7a5a3e"))
        painter.drawText(QRectF(panel.left() + PAD, panel.bottom() - 40, panel.width() - 2 * PAD, 30),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         QCoreApplication.translate("KeysOverlay", "Any key or a click closes this list."))

    def mousePressEvent(self, event) -> None:  # noqa: N802
        self.setVisible(False)
        event.accept()
