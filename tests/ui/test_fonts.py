"""The app draws its text with its own fonts (resources/fonts), whatever the system has installed."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo

from cafegames.engine.paths import resource


def test_the_fonts_ship_with_their_licence_and_credit():
    fonts = resource("fonts")
    names = sorted(p.name for p in fonts.glob("*.ttf"))
    assert "DejaVuSans.ttf" in names and "DejaVuSans-Bold.ttf" in names, names
    assert "Bitstream Vera" in (fonts / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")


def test_the_application_font_is_the_bundled_one(qapp):
    from cafegames.ui import runner

    before = qapp.font()
    try:
        app = runner.application()
        family = app.font().family()
        assert family == "DejaVu Sans"
        loaded = {f for i in range(32) for f in QFontDatabase.applicationFontFamilies(i)}
        assert "DejaVu Sans" in loaded  # registered from resources/fonts, not only found on this system
        assert QFontInfo(QFont()).family() == "DejaVu Sans"  # what every scene_font() starts from
        assert app.font().pointSizeF() == before.pointSizeF()  # the system's size is kept
        bold = QFont(QFont())
        bold.setBold(True)
        assert QFontInfo(bold).family() == "DejaVu Sans"
    finally:
        qapp.setFont(before)
