"""The app's own fonts (resources/fonts: DejaVu Sans), loaded before the first window and made the app's font.

Without them the text falls back to whatever the system has: Segoe UI on Windows, the desktop's sans on Linux, a
serif under Wine; names then wrap and labels overflow differently on every machine. With them Windows, macOS and
every Linux desktop draw the same letters at the same widths (the SVG art names "DejaVu Sans" too). The
system's point size is kept: only the family changes.
"""

from __future__ import annotations

import logging

from cafegames.engine.paths import resource

log = logging.getLogger("cafegames.fonts")

FAMILY = "DejaVu Sans"


def install_fonts(app) -> str | None:
    """Register every resources/fonts/*.ttf with Qt and make FAMILY the application's font; returns the family
    set, or None (one log line) when the fonts cannot be loaded — the system's font is then used."""
    from PySide6.QtGui import QFontDatabase

    families: set[str] = set()
    for path in sorted(resource("fonts").glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("font %s cannot be loaded", path)
            continue
        families.update(QFontDatabase.applicationFontFamilies(font_id))
    if FAMILY not in families:
        log.warning("the app's font %s is missing from %s; using the system's", FAMILY, resource("fonts"))
        return None
    font = app.font()
    font.setFamily(FAMILY)
    app.setFont(font)
    return FAMILY
