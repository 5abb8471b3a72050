"""The one result screen at the end of a match, drawn on the table in the game's own style (no window on top).

`GameScene.show_result` builds it once the last move has been shown; each game fills it in `fill_ending`:

    screen.set_title(headline, subtitle)               # "Mamie wins!" and how the match ended
    screen.set_columns([Column("Tables"), Column("Score", bold=True)])  # what made the score, one cell per seat
    screen.add_row(PlaceRow(seat, place, name, cells, detail=item, colour=c, note=text))
    screen.add_button("sheet", text, callback)         # a game's own extra (UNO: the hand-by-hand score sheet)

Every seat gets one row, in order of places (`Result.places`: the rules rank the seats, the screen never does).
A row has the place (a medal for the first three, the number always written), the player's photo or colour, the
name with an optional short note under it, one text cell per column, and an optional `detail` item drawn after
the cells and scaled down to fit the row (UNO's counted cards).

Room for what comes next, without changing the games:
- `add_seat_column(title, {seat: text})` appends a column of per-seat facts after the game's own (how many hints a
  seat used, how many moves it took back);
- `set_picture(item_or_pixmap, caption)` puts one picture beside the places, scaled to the list's height (a chart
  of each seat's score over the match).

Under the places: Play again, New game…, Start page, Look at the table, Save as PDF…, Print… and the game's
extras. Their signals go to the scene (`GameScene.play_again`, `new_game`, `start_page`),
which the controller forwards to the main window. "Look at the table" hides the screen and leaves a small
"Results" button (`back`) that brings it back. Keys: ←/→ or Tab choose a button, Enter or Space presses it, Esc
looks at the table; while the table is looked at, Enter, Space or Esc bring the results back. No button is pressed
by a key before one was chosen: the first Enter or Space only shows the ring on "Play again" (a player still
pressing Enter from their last move lost the ending of their first match to a new deal).

The winner's moment (`celebration.py`) plays when the screen opens; a click anywhere or any key skips it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap, QTextDocument
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsPixmapItem

from cafegames.engine.keys import KeyHelp
from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.ui.avatars import avatar_path
from cafegames.ui.ending_items import (
    ROW_MAX,
    ROW_MIN,
    Badge,
    Catcher,
    Column,
    EndingStyle,
    Label,
    PanelItem,
    PlaceRow,
    RowItem,
    RowLayout,
    fit_into,
    text_width,
)
from cafegames.ui.graphics import ButtonItem, FocusRing

__all__ = ["Column", "EndingScreen", "EndingStyle", "PlaceRow", "winners_headline"]

MARGIN = 24.0  # between the panel and the edge of the table
PAD = 28.0  # inside the panel
BUTTON_H = 58.0

ENDING_KEYS = (  # what `EndingScreen.key` answers to, shown by `?` once the match is over (tests/ui/test_keys.py)
    KeyHelp(("Left", "Right", "Tab", "Shift+Tab"), QT_TRANSLATE_NOOP("EndingKeys", "Go from one button to the next"),
            "EndingKeys"),
    KeyHelp(("Return", "Space"), QT_TRANSLATE_NOOP("EndingKeys", "Press the chosen button"), "EndingKeys"),
    KeyHelp(("Esc",), QT_TRANSLATE_NOOP("EndingKeys", "Look at the table behind the results (Esc or Enter brings "
                                                      "them back)"), "EndingKeys"),
)


def winners_headline(names: Sequence[str], winners: Sequence[int]) -> str:
    """"Ann wins!", "Shared win: Ann, Bob" or "Nobody wins this time."."""
    won = [names[w] for w in winners if 0 <= w < len(names)]
    if len(won) == 1:
        return QCoreApplication.translate("Ending", "{name} wins!").format(name=won[0])
    if won:
        return QCoreApplication.translate("Ending", "Shared win: {names}").format(names=", ".join(won))
    return QCoreApplication.translate("Ending", "Nobody wins this time.")


class EndingScreen(QGraphicsObject):
    """The result screen over the whole table (see the module docstring); one per scene, rebuilt by `build`."""

    play_again = Signal()
    new_game = Signal()
    start_page = Signal()
    skip_requested = Signal()  # a click or a key while the celebration plays
    shown_changed = Signal(bool)  # the screen is up (True) or the table is looked at (False)

    def __init__(self, rect: QRectF, style: EndingStyle, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.style = style
        self.setZValue(5000)
        self.setAcceptedMouseButtons(Qt.MouseButton.AllButtons)  # the table under it is not played any more
        self.panel = PanelItem(style, self)
        self.catcher = Catcher(rect, self)
        self.catcher.setVisible(False)
        self.catcher.pressed.connect(self.skip_requested)
        self.focus_ring = FocusRing(self.panel, radius=20)
        self.focus_ring.setZValue(20)
        self.back = ButtonItem("", QSizeF(200, 52), color=style.primary, font_px=22)
        self.back.setZValue(5001)
        self.back.setVisible(False)
        self.back.clicked.connect(self.come_back)
        self.back_at = QRectF(rect.right() - 220, rect.top() + 12, 200, 52)  # a scene may move it (`place_back`)
        self.document_name = "results.pdf"
        self.headline = Label("", 100, 44, style.headline, True, Qt.AlignmentFlag.AlignHCenter, True, self.panel)
        self.subtitle: Label | None = None
        self._headers: list[Label] = []
        self.row_items: list[RowItem] = []
        self.buttons: dict[str, ButtonItem] = {}
        self.focus_key = "again"
        self.keyboard_used = False
        self.celebrating = False
        self.looking = False
        self.reset()

    # ------------------------------------------------------------------ content (see the module docstring)
    def reset(self) -> None:
        """Forget the content (before a game fills the screen again, e.g. after a language change)."""
        self._headline, self._subtitle = "", ""
        self._columns: list[Column] = []
        self._rows: list[PlaceRow] = []
        self._extra_columns: list[tuple[str, Mapping[int, str]]] = []
        self._picture: tuple[QGraphicsItem, str] | None = None
        self._extra_buttons: list[tuple[str, str, Callable[[], None]]] = []
        self._detail_title = ""
        self._more_pages: Callable[[Any, float], QTextDocument] | None = None

    def set_title(self, headline: str, subtitle: str = "") -> None:
        self._headline, self._subtitle = headline, subtitle

    def set_columns(self, columns: Sequence[Column | str]) -> None:
        self._columns = [c if isinstance(c, Column) else Column(c) for c in columns]

    def add_row(self, row: PlaceRow) -> None:
        self._rows.append(row)

    def set_detail_title(self, title: str) -> None:
        """The title over the rows' `detail` items."""
        self._detail_title = title

    def add_seat_column(self, title: str, texts: Mapping[int, str]) -> None:
        """One more column of per-seat facts after the game's own ("" for a seat without one)."""
        self._extra_columns.append((title, dict(texts)))

    def set_picture(self, picture: QGraphicsItem | QPixmap | None, caption: str = "") -> QGraphicsItem | None:
        """A picture beside the places (scaled down to the list's height), with an optional caption; None removes
        it. Returns the item that shows it."""
        if picture is None:
            self._picture = None
            return None
        item = QGraphicsPixmapItem(picture) if isinstance(picture, QPixmap) else picture
        if isinstance(item, QGraphicsPixmapItem):
            item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self._picture = (item, caption)
        return item

    def add_button(self, key: str, text: str, callback: Callable[[], None]) -> None:
        """A game's own button after the shared ones."""
        self._extra_buttons.append((key, text, callback))

    def set_more_pages(self, document: Callable[[Any, float], QTextDocument] | None) -> None:
        """Pages after the results in the PDF and on paper: a game's whole score sheet (every hand, in print a
        person reads), laid out by Qt's text engine over as many pages as it needs. `document(printer, width)`
        makes it for that printer and the page's width in its pixels."""
        self._more_pages = document

    def rows(self) -> list[PlaceRow]:
        """The rows as shown: in order of places (then seats)."""
        return sorted(self._rows, key=lambda r: (r.place, r.seat))

    def texts(self) -> list[str]:
        """Every text the screen shows, top to bottom (for tests and the screen's own checks)."""
        labels = [self.headline, self.subtitle, *self._headers]
        out = [label.text for label in labels if label is not None and label.scene() is self.scene()]
        for item in self.row_items:
            shown = [item.name, item.note, *item.cells]
            out += [label.text for label in shown if label is not None and label.scene() is self.scene()]
        out += [b.text for b in self.buttons.values() if b.scene() is self.scene()]
        return [t for t in out if t]

    # ------------------------------------------------------------------ layout
    def build(self) -> None:
        """Lay the content out: the panel centred on the table, as wide as its content needs."""
        for item in [*self.row_items, *self.buttons.values(), *self._children_to_clear()]:
            item.setParentItem(None)
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.row_items, self.buttons = [], {}
        s = self.style
        columns = list(self._columns) + [Column(t) for t, _ in self._extra_columns]
        n = len(self._columns)
        rows = [replace(r, cells=(list(r.cells) + [""] * n)[:n] + [texts.get(r.seat, "") for _, texts in
                                                                     self._extra_columns]) for r in self.rows()]
        lay = RowLayout(columns=columns)
        lay.chips = any(r.colour is not None or r.icon is not None or avatar_path(r.name) is not None for r in rows)
        x = lay.badge_x + 2 * Badge.R + 14
        if lay.chips:
            lay.chip_x, x = x, x + 40 + 12
        lay.name_x = x
        lay.name_w = min(340.0, max([text_width(r.name, 24, True) for r in rows]
                                    + [text_width(r.note, 18) for r in rows] + [120.0]) + 8)
        x += lay.name_w + 16
        for i, col in enumerate(columns):
            w = max([text_width(col.title, 19, True)] + [text_width(r.cells[i], 22, col.bold) for r in rows]) + 8
            lay.cells.append((x, w))
            x += w + 26
        details = [r.detail for r in rows if r.detail is not None]
        room = self.rect.width() - 2 * MARGIN - 2 * PAD
        picture_w = 0.0
        if self._picture is not None:
            picture_w = min(440.0, max(240.0, room - x - 40))
        if details:
            natural = max([d.boundingRect().width() for d in details] + [text_width(self._detail_title, 19, True)])
            lay.detail_x = x
            lay.detail_w = max(120.0, min(natural, room - picture_w - x))
            x += lay.detail_w + 8
        lay.width = max(x - 16 + 8, 600.0)
        # heights: headline, subtitle, column titles, rows, buttons
        inner_w = min(room, max(lay.width + (picture_w + 32 if picture_w else 0), 860.0))
        self.headline = Label(self._headline, inner_w, 44, s.headline, True, Qt.AlignmentFlag.AlignHCenter, True,
                              self.panel)
        # Every item made here is kept in an attribute: a Python item whose only owner is its Qt parent is deleted.
        self.subtitle = subtitle = Label(self._subtitle, inner_w, 22, s.muted, False, Qt.AlignmentFlag.AlignHCenter,
                                         True, self.panel) if self._subtitle else None
        buttons = self._make_buttons(inner_w)
        button_rows = sorted({round(b.pos().y()) for b in buttons.values()})
        buttons_h = len(button_rows) * (BUTTON_H + 14)
        top = PAD + (14 if s.band else 0)
        head_h = self.headline.rect.height() + (subtitle.rect.height() + 6 if subtitle else 0) + 16
        header_h = 34.0
        free = self.rect.height() - 2 * MARGIN - top - head_h - header_h - buttons_h - PAD - 16
        lay.row_h = max(ROW_MIN, min(ROW_MAX, free / max(1, len(rows))))
        list_h = header_h + lay.row_h * len(rows)
        height = top + head_h + list_h + 16 + buttons_h + PAD - 14
        width = inner_w + 2 * PAD
        panel = QRectF(self.rect.center().x() - width / 2, self.rect.center().y() - height / 2, width, height)
        self.panel.set_rect(panel)
        y = panel.top() + top
        self.headline.setPos(panel.left() + PAD, y)
        y += self.headline.rect.height() + 6
        if subtitle is not None:
            subtitle.setPos(panel.left() + PAD, y)
            y += subtitle.rect.height()
        y += 16
        list_x = panel.left() + PAD + (inner_w - lay.width - (picture_w + 32 if picture_w else 0)) / 2
        self._headers = []
        for (cx, cw), col in zip(lay.cells, columns, strict=True):
            h = Label(col.title, cw, 19, s.muted, True, col.align, parent=self.panel)
            h.setPos(list_x + cx, y + 4)
            self._headers.append(h)
        if details and self._detail_title:
            h = Label(self._detail_title, lay.detail_w, 19, s.muted, True, parent=self.panel)
            h.setPos(list_x + lay.detail_x, y + 4)
            self._headers.append(h)
        y += header_h
        for i, row in enumerate(rows):
            item = RowItem(row, i, lay, s, self.panel)
            item.setPos(list_x, y + i * lay.row_h)
            self.row_items.append(item)
        if self._picture is not None:
            item, caption = self._picture
            box = QRectF(list_x + lay.width + 32, y - header_h, picture_w, list_h)
            if caption:
                cap = Label(caption, picture_w, 19, s.muted, True, Qt.AlignmentFlag.AlignHCenter, parent=self.panel)
                cap.setPos(box.left(), box.top())
                self._headers.append(cap)
                box.setTop(box.top() + header_h)
            fit_into(item, box, self.panel)
        y += lay.row_h * len(rows) + 16
        for b in buttons.values():
            b.setPos(panel.left() + b.pos().x(), y + b.pos().y())
        self.buttons = buttons
        if self.focus_key not in buttons:
            self.focus_key = "again"
        self.retranslate_back()
        self._update_focus()

    def _children_to_clear(self) -> list[QGraphicsItem]:
        keep = {self.focus_ring}
        return [c for c in self.panel.childItems() if c not in keep]

    def _make_buttons(self, inner_w: float) -> dict[str, ButtonItem]:
        """The shared buttons and the game's extras, sized to their texts, in rows centred in the panel (positions
        relative to the panel's left edge and the buttons' first row)."""
        s = self.style
        specs: list[tuple[str, str, QColor, Callable[[], None]]] = [
            ("again", QCoreApplication.translate("Ending", "Play again"), s.primary, self.play_again.emit),
            ("new", QCoreApplication.translate("Ending", "New game…"), s.secondary, self.new_game.emit),
            ("home", QCoreApplication.translate("Ending", "Start page"), s.secondary, self.start_page.emit),
            ("look", QCoreApplication.translate("Ending", "Look at the table"), s.secondary, self.look_at_table),
            ("pdf", QCoreApplication.translate("Ending", "Save as PDF…"), s.secondary, self._ask_pdf),
            ("print", QCoreApplication.translate("Ending", "Print…"), s.secondary, self._ask_print),
        ] + [(key, text, s.secondary, cb) for key, text, cb in self._extra_buttons]
        made: dict[str, ButtonItem] = {}
        for key, text, colour, callback in specs:
            w = max(180.0, text_width(text, 22, True) + 48)
            button = ButtonItem(text, QSizeF(w, BUTTON_H), self.panel, color=colour, font_px=22)
            button.setZValue(10)
            button.clicked.connect(callback)
            if key == "again":
                button.setToolTip(QCoreApplication.translate("Ending", "Same players, same rules, a new deal"))
            made[key] = button
        for r, line in enumerate(_lines(list(made.values()), inner_w)):
            total = sum(b.size.width() for b in line) + 14 * (len(line) - 1)
            x = PAD + (inner_w - total) / 2
            for b in line:
                b.setPos(x, r * (BUTTON_H + 14))
                x += b.size.width() + 14
        return made

    def panel_rect(self) -> QRectF:
        return self.panel.rect

    # ------------------------------------------------------------------ showing, hiding, looking at the table
    def open(self) -> None:
        self.looking = False
        self.setVisible(True)
        self.back.setVisible(False)
        self.shown_changed.emit(True)

    def is_open(self) -> bool:
        """The screen is up (not looked past, not put aside)."""
        return self.isVisible()

    def look_at_table(self) -> None:
        """Hide the screen to see the table; the small "Results" button brings it back."""
        self.looking = True
        self.setVisible(False)
        self.place_back()
        self.back.setVisible(True)
        self.shown_changed.emit(False)

    def come_back(self) -> None:
        self.looking = False
        self.back.setVisible(False)
        self.setVisible(True)
        self.shown_changed.emit(True)

    def step_aside(self, aside: bool) -> None:
        """Hide everything of the screen while the scene shows something over the table (UNO's score sheet)."""
        if aside:
            self.setVisible(False)
            self.back.setVisible(False)
        elif self.looking:
            self.back.setVisible(True)
        else:
            self.setVisible(True)

    def place_back(self, rect: QRectF | None = None) -> None:
        """Where the "Results" button sits while the table is looked at (the top right corner unless a scene says)."""
        if rect is not None:
            self.back_at = QRectF(rect)
        self.retranslate_back()

    def retranslate_back(self) -> None:
        text = QCoreApplication.translate("Ending", "Results")
        self.back.set_text(text)
        self.back.prepareGeometryChange()
        self.back.size = QSizeF(max(self.back_at.width(), text_width(text, 22, True) + 40), self.back_at.height())
        self.back.setPos(self.back_at.right() - self.back.size.width(), self.back_at.top())

    def set_celebrating(self, on: bool) -> None:
        self.celebrating = on
        self.catcher.setVisible(on)

    # ------------------------------------------------------------------ keyboard
    def key(self, event) -> bool:
        """A key pressed on the table while the match is over; True when the screen used it."""
        K = Qt.Key
        key = event.key()
        if self.celebrating:
            self.skip_requested.emit()
            return True
        if self.looking:
            if key in (K.Key_Return, K.Key_Enter, K.Key_Space, K.Key_Escape):
                self.come_back()
                return True
            return False
        if not self.isVisible():
            return False
        order = list(self.buttons)
        if key in (K.Key_Right, K.Key_Down, K.Key_Tab, K.Key_Left, K.Key_Up, K.Key_Backtab):
            back = key in (K.Key_Left, K.Key_Up, K.Key_Backtab) or (
                key == K.Key_Tab and bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
            if self.keyboard_used:
                i = order.index(self.focus_key) if self.focus_key in order else 0
                self.focus_key = order[(i + (-1 if back else 1)) % len(order)]
            self.keyboard_used = True
        elif key in (K.Key_Return, K.Key_Enter, K.Key_Space):
            button = self.buttons.get(self.focus_key)
            if not self.keyboard_used:  # nothing chosen yet: show the choice, press nothing
                self.keyboard_used = True
            elif button is not None:
                button.clicked.emit()
            self._update_focus()
            return True
        elif key == K.Key_Escape:
            self.look_at_table()
            return True
        else:
            return False
        self._update_focus()
        return True

    def _update_focus(self) -> None:
        button = self.buttons.get(self.focus_key)
        shown = self.keyboard_used and button is not None
        if shown:
            self.focus_ring.set_rect(QRectF(button.pos(), button.size).adjusted(-5, -5, 5, 5))
        self.focus_ring.setVisible(shown)

    # ------------------------------------------------------------------ PDF and print
    def _dialog_parent(self):
        scene = self.scene()
        return scene.views()[0] if scene is not None and scene.views() else None

    def _ask_pdf(self) -> None:
        from cafegames.ui import file_choosers

        title = QCoreApplication.translate("Ending", "Save the results")
        path = file_choosers.save_file(self._dialog_parent(), title, self.document_name, "PDF (*.pdf)",
                                       file_choosers.DOCUMENTS, getattr(self.scene(), "settings", None))
        if path:
            self.save_pdf(path)

    def _ask_print(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        if QPrintDialog(printer, self._dialog_parent()).exec():
            self.print_to(printer)

    def save_pdf(self, path: str) -> None:
        from PySide6.QtPrintSupport import QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(path)
        self.print_to(printer)

    def print_to(self, printer) -> None:
        """The panel alone (no buttons, nothing of the table around it) on one page, as large as it fits."""
        scene = self.scene()
        if scene is None:
            return
        src = self.panel.rect.adjusted(0, 0, 0, -(len({round(b.pos().y()) for b in self.buttons.values()})
                                                   * (BUTTON_H + 14)))
        hidden = [i for i in scene.items() if i.parentItem() is None and i is not self and i.isVisible()]
        hidden += [b for b in self.buttons.values() if b.isVisible()] + [self.focus_ring]
        shown = [i.isVisible() for i in hidden]
        for i in hidden:
            i.setVisible(False)
        background = scene.backgroundBrush()
        scene.setBackgroundBrush(Qt.GlobalColor.white)
        self.panel.printing = self._printing = True
        painter = QPainter(printer)
        try:
            page = QRectF(printer.pageLayout().paintRectPixels(printer.resolution()))
            k = min(page.width() / src.width(), page.height() / src.height())
            scene.render(painter, QRectF(0, 0, src.width() * k, src.height() * k), src)
            if self._more_pages is not None:
                print_document(self._more_pages(printer, page.width()), printer, painter, page,
                               below=src.height() * k)
        finally:
            painter.end()
            self.panel.printing = self._printing = False
            scene.setBackgroundBrush(background)
            for i, was in zip(hidden, shown, strict=True):
                i.setVisible(was)

    # ------------------------------------------------------------------ drawing
    _printing = False

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self._printing:
            painter.fillRect(self.rect, self.style.shade)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        event.accept()  # a click beside the panel does nothing (the game is over)


def print_document(document: QTextDocument, printer, painter: QPainter, page: QRectF, below: float = 0) -> int:
    """`document` on `printer`, already painted on by `painter` down to `below`: under that when it fits there,
    else on new pages, page by page. Returns how many new pages it took."""
    document.documentLayout().setPaintDevice(printer)  # its points are the printer's, not the screen's
    gap = page.height() * 0.03
    document.setPageSize(QSizeF(page.width(), 1e9))  # one long page, to measure it
    if below + gap + document.size().height() <= page.height():
        painter.save()
        painter.translate(0, below + gap)
        document.drawContents(painter, QRectF(0, 0, page.width(), page.height() - below - gap))
        painter.restore()
        return 0
    document.setPageSize(page.size())
    pages = document.pageCount()
    for i in range(pages):
        printer.newPage()
        painter.save()
        painter.translate(0, -i * page.height())
        document.drawContents(painter, QRectF(0, i * page.height(), page.width(), page.height()))
        painter.restore()
    return pages


def _lines(buttons: list[ButtonItem], width: float) -> list[list[ButtonItem]]:
    """The buttons in as few rows as fit in `width`, as even as can be (3 + 3 rather than 5 + 1)."""
    for rows in range(1, len(buttons) + 1):
        per = -(-len(buttons) // rows)
        lines = [buttons[i:i + per] for i in range(0, len(buttons), per)]
        if all(sum(b.size.width() for b in line) + 14 * (len(line) - 1) <= width for line in lines):
            return lines
    return [[b] for b in buttons]
