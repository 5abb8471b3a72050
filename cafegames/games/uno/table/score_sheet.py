"""The UNO score sheet over the table: every hand's points, the totals and who went out, between hands and at
the end of the match; saved as PDF or printed. The scene opens and closes it (`UnoScene._open_sheet`, `_close_sheet`:
holding the next hand, the result screen); this module builds and prints it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem

from cafegames.games.uno import partners
from cafegames.games.uno.table import tournament_sheet
from cafegames.games.uno.table.widgets import SHADE, FlatRect, Panel, TextItem
from cafegames.games.uno.table.widgets_ending import scoring_text
from cafegames.ui.graphics import ButtonItem, Palette, scene_font
from cafegames.ui.scene_base import GameScene

ROW_MIN = 28  # the rows shrink to this before the first hands are summed


class ScoreSheet:
    """The sheet's items on `scene` while it is open (`items` empty when closed), its buttons by key ("next",
    "pdf", "print") and the history it shows; `on_close` is its "Next hand" / "Close"."""

    def __init__(self, scene: GameScene, on_close: Callable[[], None]):
        self.scene = scene
        self.on_close = on_close
        self.items: list[QGraphicsItem] = []
        self.buttons: dict[str, ButtonItem] = {}
        self.history: tuple = ()
        self.over = False
        self.rect = QRectF()

    def open(self, history: tuple, over: bool) -> None:
        self.history, self.over = history, over
        self.build()

    def close(self) -> None:
        self._remove()
        self.buttons = {}

    def _remove(self) -> None:
        for item in self.items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.items = []

    def build(self) -> None:
        """(Re)build the sheet from `history` (after a language switch too)."""
        scene, history, over = self.scene, self.history, self.over
        self._remove()
        v = scene.view
        assert v is not None
        rect = QRectF(160, 90, 1280, 800)
        items: list[QGraphicsItem] = [FlatRect(scene.sceneRect(), SHADE), Panel(rect)]
        title = QCoreApplication.translate("UnoScene", "Score sheet") if not over else QCoreApplication.translate("UnoScene", "Final scores")
        items.append(TextItem(title, QRectF(rect.x() + 20, rect.y() + 14, rect.width() - 40, 44), 32, Palette.ink,
                              True))
        sub = scoring_text(v)
        items.append(TextItem(sub, QRectF(rect.x() + 20, rect.y() + 60, rect.width() - 40, 30), 20, Palette.ink))
        if v.options.teams == "tournament":  # U-P-TOURNAMENT: the standings of both tables
            items.extend(tournament_sheet.standings(scene, v, rect))
        else:
            self._columns(items, v, history, rect)
        if over and v.winners:
            text = QCoreApplication.translate("UnoScene", "Winner: {names}").format(names=", ".join(scene.name(w) for w in v.winners))
        elif v.last_hand:
            w, blocked = v.last_hand[0], v.last_hand[1]
            text = (QCoreApplication.translate("UnoScene", "{name} wins the blocked hand.") if blocked else QCoreApplication.translate("UnoScene", "{name} went out.")).format(
                name=scene.name(w))
        else:
            text = ""
        if text and v.options.teams == "tournament" and not over:  # U-P-TOURNAMENT: the table of that hand
            text = tournament_sheet.at_table(len(history), text)
        items.append(TextItem(text, QRectF(rect.x() + 20, rect.bottom() - 150, rect.width() - 40, 40), 26,
                              QColor("#6b1d12"), True))
        bx = rect.x() + rect.width() / 2 - 470
        for key, label, cb in (("next", QCoreApplication.translate("UnoScene", "Close") if over else QCoreApplication.translate("UnoScene", "Next hand"), self.on_close),
                               ("pdf", QCoreApplication.translate("UnoScene", "Save as PDF…"), self.ask_pdf), ("print", QCoreApplication.translate("UnoScene", "Print…"), self.print)):
            b = ButtonItem(label, QSizeF(300, 60), color=Palette.accent if key == "next" else QColor("#6b5f50"),
                           font_px=22)
            b.setPos(bx, rect.bottom() - 90)
            b.clicked.connect(cb)
            items.append(b)
            self.buttons[key] = b
            bx += 320
        for i, item in enumerate(items):
            item.setZValue(3000 + i)
            scene.addItem(item)
        self.items = items
        self.rect = rect

    def _columns(self, items: list[QGraphicsItem], v, history: tuple, rect: QRectF) -> None:
        """A column per player: their points hand by hand (the earliest hands summed when they do not fit) and
        their total."""
        scene, n = self.scene, v.n
        left = rect.x() + 30
        col0 = 110
        colw = (rect.width() - 60 - col0) / n
        top = rect.y() + 110
        rowh = 40
        # The names head their columns; when one does not fit its column (ten seats), they take two lines in turn,
        # each name as wide as two columns, so that every name of up to 12 letters is still whole.
        fm = QFontMetricsF(scene_font(20, True))
        stagger = any(fm.horizontalAdvance(scene.name(s)) > colw - 6 for s in range(n))
        name_h = 32 if stagger else rowh
        head_h = 2 * name_h if stagger else rowh
        width = 2 * colw - 12 if stagger else colw - 6
        items.append(TextItem(QCoreApplication.translate("UnoScene", "Hand"), QRectF(left, top + head_h - rowh, col0,
                                                                                   rowh), 20, Palette.ink, True))
        names = scene.shown(20, width)
        for s in range(n):
            middle = left + col0 + s * colw + (colw - 6) / 2
            head = TextItem(names[s], QRectF(middle - width / 2, top + (s % 2 if stagger else 0) * name_h, width,
                                             name_h), 20, QColor("#6b1d12") if s in v.winners else Palette.ink, True)
            head.seat, head.shown_name = s, names[s]
            items.append(head)
        # Every hand fits between the names and the total: rows shrink down to ROW_MIN, and beyond that the
        # earliest hands share one row of sums ("1–6"), so the columns still add up to the totals.
        lines: list[tuple[str, list[int]]] = [(str(i), list(row)) for i, row in enumerate(history, 1)]
        mates: list[list[int]] = []  # U-P-ROTATE: each line is four hands with one partner, named in the cells
        if v.options.teams == "rotating":
            played = partners.blocks(history)
            lines = [(f"{a}–{b}" if a != b else str(a), [sum(history[h][s] for h in range(a - 1, b)) for s in range(n)])
                     for a, b, _ in played]
            mates = [[partners.partner_in(k, s) for s in range(n)] for _, _, k in played]
            mate_names = scene.shown(20, colw - 6 - fm.horizontalAdvance("888 · "))
        room = rect.bottom() - 150 - 8 - (3 + 8 + rowh) - (top + head_h)  # above the total line and the result
        fit = max(2, int(room // ROW_MIN))
        if len(lines) > fit:
            early, lines = lines[:len(lines) - fit + 1], lines[len(lines) - fit + 1:]
            lines.insert(0, (f"{early[0][0]}–{early[-1][0]}", [sum(row[s] for _, row in early) for s in range(n)]))
        row_h = min(rowh, room / max(1, len(lines)))
        y = top + head_h
        for i, (label, row) in enumerate(lines):
            items.append(TextItem(label, QRectF(left, y, col0, row_h), 20, Palette.ink))
            for s in range(n):
                text = str(row[s]) if row[s] else "·"
                if mates:
                    text = f"{row[s]} · {mate_names[mates[i][s]]}"  # no words to translate
                items.append(TextItem(text, QRectF(left + col0 + s * colw, y, colw - 6, row_h), 20, Palette.ink))
            y += row_h
        line = FlatRect(QRectF(left, y + 2, rect.width() - 60, 3), Palette.ink)
        items.append(line)
        items.append(TextItem(QCoreApplication.translate("UnoScene", "Total"), QRectF(left, y + 8, col0, rowh), 22, Palette.ink, True))
        for s in range(n):
            items.append(TextItem(str(v.scores[s]), QRectF(left + col0 + s * colw, y + 8, colw - 6, rowh), 22,
                                  Palette.ink, True))

    def _render(self, painter: QPainter, target: QRectF) -> None:
        for b in self.buttons.values():
            b.setVisible(False)
        self.scene.render(painter, target, self.rect.adjusted(0, 0, 0, -100))
        for b in self.buttons.values():
            b.setVisible(True)

    def ask_pdf(self) -> None:
        """"Save as PDF…": where, then save."""
        from cafegames.ui import file_choosers

        parent = self.scene.views()[0] if self.scene.views() else None
        path = file_choosers.save_file(parent, QCoreApplication.translate("UnoScene", "Save the score sheet"),
                                       "uno-scores.pdf", "PDF (*.pdf)", file_choosers.DOCUMENTS, self.scene.settings)
        if path:
            self.save_pdf(path)

    def save_pdf(self, path: str) -> None:
        from PySide6.QtPrintSupport import QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(path)
        self._print_to(printer)

    def print(self) -> None:
        """"Print…": the printer dialog, then print."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        parent = self.scene.views()[0] if self.scene.views() else None
        if QPrintDialog(printer, parent).exec():
            self._print_to(printer)

    def _print_to(self, printer) -> None:
        painter = QPainter(printer)
        page = QRectF(printer.pageLayout().paintRectPixels(printer.resolution()))
        src = self.rect.adjusted(0, 0, 0, -100)
        scale = min(page.width() / src.width(), page.height() / src.height())
        self._render(painter, QRectF(0, 0, src.width() * scale, src.height() * scale))
        painter.end()
