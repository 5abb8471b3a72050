"""The café's art read as a player reads it: women and men told apart by shape (in grey, at the size of a chair at
1280 × 800), jokers apart from the nations, and every nation's name set in one font that fits in both languages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from cafegames.games.cafe.board import NATIONS, guest_from_code
from cafegames.games.cafe.table import art

# A chair is 44 × 58 scene px; at 1280 × 800 with the log open the café is drawn at about 0.65.
CHAIR_PX = (29, 38)


def grey(svg: str, w: int, h: int) -> QImage:
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(QByteArray(svg.encode())).render(painter, QRectF(0, 0, w, h))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_Grayscale8)


def dark_mask(image: QImage, top: int) -> list[list[bool]]:
    """Dark pixels (the figure) below row `top` (the emblem above and the card's border are left out)."""
    return [[image.pixelColor(x, y).value() < 110 for x in range(2, image.width() - 2)]
            for y in range(top, image.height() - 2)]


def widths(mask: list[list[bool]]) -> list[int]:
    return [sum(row) for row in mask]


def where_widest(w: list[int]) -> float:
    """How far down the figure (0 = head, 1 = feet) its widest row is."""
    rows = [i for i, n in enumerate(w) if n]
    first, last = rows[0], rows[-1]
    widest = max(w)
    at = sum(i for i in rows if w[i] >= widest - 1) / sum(1 for i in rows if w[i] >= widest - 1)
    return (at - first) / (last - first)


@pytest.mark.parametrize("nation", NATIONS)
def test_a_woman_and_a_man_differ_by_shape_at_chair_size_in_grey(qapp, nation):
    w, h = CHAIR_PX
    top = round(h * 0.42)  # the figure's part of the card
    woman = dark_mask(grey(art.guest_svg(guest_from_code(f"{nation}-W")), w, h), top)
    man = dark_mask(grey(art.guest_svg(guest_from_code(f"{nation}-M")), w, h), top)
    differ = sum(a != b for ra, rb in zip(woman, man, strict=True) for a, b in zip(ra, rb, strict=True))
    union = sum(a or b for ra, rb in zip(woman, man, strict=True) for a, b in zip(ra, rb, strict=True))
    assert differ / union > 0.35, (nation, differ, union)
    # The woman is widest low (the dress's hem), the man high (his shoulders); below his shoulders he is narrow.
    ww, mw = widths(woman), widths(man)
    assert where_widest(ww) > 0.6 and where_widest(mw) < 0.5, (ww, mw)
    legs = mw[len(mw) * 2 // 3:]
    assert max(ww) >= max(legs) + 5 and max(mw) >= max(legs) + 3

def test_jokers_look_unlike_every_nation(qapp):
    from PySide6.QtGui import QColor

    def background(code: str) -> QColor:
        image = QImage(60, 80, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.white)
        painter = QPainter(image)
        QSvgRenderer(QByteArray(art.guest_svg(guest_from_code(code)).encode())).render(painter, QRectF(0, 0, 60, 80))
        painter.end()
        return image.pixelColor(5, 40)

    joker = background("JK-W")
    assert joker == background("JK-M")
    for nation in NATIONS:
        assert background(f"{nation}-W") != joker
    assert art.guest_svg(guest_from_code("JK-W")) != art.guest_svg(guest_from_code("IN-W"))


def test_the_gender_signs_differ(qapp):
    assert art.sign_svg(0) != art.sign_svg(1)
    a, b = grey(art.sign_svg(0), 24, 24), grey(art.sign_svg(1), 24, 24)
    assert sum(a.pixelColor(x, y) != b.pixelColor(x, y) for x in range(24) for y in range(24)) > 60


def test_every_nation_name_fits_in_one_font_in_both_languages(qapp):
    from cafegames.games.cafe.table.widgets import NAME_W, name_font, name_words, nation_names_everywhere

    names = nation_names_everywhere()
    assert {"Grande-Bretagne", "Allemagne", "Great Britain", "Germany"} <= names  # both languages were read
    font = name_font()
    assert font.bold() and font.pixelSize() >= 18
    fm = QFontMetricsF(font)
    for name in names:
        assert all(fm.horizontalAdvance(w) <= NAME_W for w in name_words(name)), name
        lines = fm.boundingRect(QRectF(0, 0, NAME_W, 200), int(Qt.TextFlag.TextWordWrap), name).height()
        assert lines <= 2 * fm.lineSpacing() + 1, name
    assert name_words("Grande-Bretagne") == ["Grande-", "Bretagne"]
