"""Canyon's seat rows, one each in the column beside the river: chip (colour and badge, or photo), name, bid and
tricks, the dealer / leader / docked marks; the rows of those who act now glow."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF

from cafegames.games.canyon.state import CanyonView
from cafegames.games.canyon.table.widgets import PanelItem, SeatChip, fitted_item
from cafegames.ui import larger
from cafegames.ui.graphics import Palette, scene_font

ROW_H, ROW_MAX = 88.0, 104.0  # a seat row's height: what its three lines need, and when few seats leave room
PLATES_MOST = 5  # "Larger cards and text": larger rows up to 5 seats (6 no longer fit the column)


class SeatRows:
    """The seat column of `CanyonScene`, kept from one redraw to the next while it would show the same."""

    # the seats, one row each in the column beside the river: chip (colour and badge, or photo), name, bid and
    # tricks, the dealer / leader / docked marks; the rows of those who act now glow
    def _draw_seats(self) -> None:
        """The seat rows, kept from the last redraw when they would show the same (most moves change one row or
        none: rebuilding the column's thirty items was a third of a redraw)."""
        from cafegames.ui.avatars import avatar_path

        v = self.view
        acting = set(self.game_to_act(v))
        names = self._shown(22, True, self.column.width() - 54 - 10)
        rows = tuple((s in acting, names[s], str(avatar_path(self.seats[s].name)), self._seat_line(s),
                      self._seat_marks_line(s)) for s in range(v.n))
        key = (self._plate_z(), rows)
        if key == self.seat_rows:
            return
        shown = {id(item) for item in self.seat_items}
        for item in self.seat_items:
            self.removeItem(item)
        self.dynamic = [item for item in self.dynamic if id(item) not in shown]
        kept, self.seat_items = len(self.dynamic), []
        self._make_seat_rows(rows)
        self.seat_items = self.dynamic[kept:]
        self.seat_rows = key

    def _plate_z(self) -> float:
        """How much larger the rows' words are drawn ("Larger cards and text", cafegames/ui/larger.py): as far as
        the column leaves room for the rows."""
        n = self.view.n
        room = self.track.rect.top() - 12 - self.column.top()
        return max(1.0, min(larger.plate_factor(n, PLATES_MOST), ((room + 6) / n - 6) / ROW_H))

    def _name_px(self, name: str, z: float) -> int:
        """The name's size: up to 22 × `z`, but small enough that the name fits as whole as at 22."""
        room = self.column.width() - 54 * z - 10
        return next((px for px in range(round(22 * z), 22, -1)
                     if QFontMetricsF(scene_font(px, True)).horizontalAdvance(name) <= room), 22)

    def _seat_line(self, s: int) -> str:
        v = self.view
        bid = v.bids[s]
        if bid is not None:
            bid_text = QCoreApplication.translate("CanyonScene", "Bid {bid}").format(bid=bid)
        elif v.has_bid[s]:
            bid_text = QCoreApplication.translate("CanyonScene", "Bid chosen")
        else:
            bid_text = QCoreApplication.translate("CanyonScene", "Bid —")
        tricks = QCoreApplication.translate("CanyonScene", "Tricks {n}").format(n=v.tricks_won[s])
        return f"{bid_text} · {tricks}"

    def _seat_marks_line(self, s: int) -> str:
        v = self.view
        marks = []
        if s == v.dealer and v.phase != "over":
            marks.append(QCoreApplication.translate("CanyonScene", "deals"))
        if s == v.first and v.phase != "over":
            marks.append(QCoreApplication.translate("CanyonScene", "leads"))
        if v.docked[s]:
            marks.append(QCoreApplication.translate("CanyonScene", "docked"))
        return " · ".join(marks)

    def _row(self, s: int, n: int) -> tuple[QRectF, float]:
        """Seat `s`'s row of `n` in the column, and the y where its lines start (in the middle of a taller row)."""
        col = self.column
        room = self.track.rect.top() - 12 - col.top()
        z = self._plate_z()
        h = min(ROW_MAX * z, (room + 6) / n - 6)
        top = col.y() + s * (h + 6)
        return QRectF(col.x(), top, col.width(), h), top + max(0.0, (h - ROW_H * z) / 2)

    def last_move_room(self, seat: int, width: float) -> tuple[QRectF, Qt.AlignmentFlag] | None:
        """The seat's last move (cafegames/ui/last_moves.py) at the right of its row: on the third line, after the
        dealer / leader marks, or on the name's line when the words fit only there (a short name, long marks)."""
        if self.view is None or not 0 <= seat < self.view.n:
            return None
        row, y = self._row(seat, self.view.n)
        z = self._plate_z()
        right = row.right() - 8
        marks = self._seat_marks_line(seat)
        left = row.x() + 12 + (QFontMetricsF(scene_font(round(18 * z))).horizontalAdvance(marks) + 14 if marks else 0)
        bottom = min(row.bottom(), y + ROW_H * z) - 1
        third = QRectF(left, y + 64 * z, right - left, bottom - y - 64 * z)  # under the bid line's descent
        names = self._shown(22, True, self.column.width() - 54 - 10)
        name_font = scene_font(self._name_px(names[seat], z), True)
        after_name = row.x() + 54 * z + QFontMetricsF(name_font).horizontalAdvance(names[seat]) + 14
        first = QRectF(after_name, y + 4 * z, right - after_name, third.height())
        room = third if third.width() >= min(width, first.width()) else first
        return room, Qt.AlignmentFlag.AlignRight

    def _make_seat_rows(self, rows: tuple) -> None:
        from cafegames.ui.avatars import AvatarItem

        n = len(rows)
        col = self.column
        z = self._plate_z()
        for s, (acts, name, photo, line_text, marks) in enumerate(rows):
            row, y = self._row(s, n)
            self._add(PanelItem(row, QColor(0, 0, 0, 80), QColor("#ffe066") if acts else None))
            x = col.x()
            chip_rect = QRectF(x + 10, y + 7 * z, 36 * z, 32 * z)
            if photo != "None":  # the player's photo, ringed in the seat's colour
                chip = AvatarItem(chip_rect, self.seats[s].name, self.marks[s].colour)
                chip.setZValue(1)
            else:
                chip = SeatChip(chip_rect, s, self.marks[s])
            self._add(chip)
            self._seat_text(s, name, self._name_px(name, z), Palette.paper, True).setPos(x + 54 * z, y + 9 * z)
            line = fitted_item(line_text, round(20 * z), col.width() - 24)
            line.setPos(x + 12, y + 40 * z)
            self._add(line)
            if marks:
                m = fitted_item(marks, round(18 * z), col.width() - 24, QColor("#ffe066"))
                m.setPos(x + 12, y + 64 * z)
                self._add(m)

    def game_to_act(self, v: CanyonView) -> list[int]:
        if v.phase == "over":
            return []
        if v.phase == "bid" and v.secret:
            return [s for s in range(v.n) if not v.has_bid[s]]
        return [v.turn]
