"""The app's own fonts (resources/fonts: DejaVu Sans), loaded before the first window and made the app's font.

Without them the text falls back to whatever the system has: Segoe UI on Windows, the desktop's sans on Linux, a
serif under Wine; names then wrap and labels overflow differently on every machine. With them Windows, macOS and
every Linux desktop draw the same letters at the same widths (the SVG art names "DejaVu Sans" too). The
system's point size is kept: only the family changes.

A plain start shows the start page first, which draws only the regular and bold faces (`START_PAGE_FACES`):
those are registered before its first frame, the others (oblique for the dialogs' notes, condensed bold for
Café's names) in the first turn after it (`install_other_fonts`), since each face registered costs fontconfig a
scan of its ~6,000 glyphs (about 2M instructions, 0.3 % of a start). Any other first window gets every face first.
"""

from __future__ import annotations

import logging

from cafegames.engine.paths import resource

log = logging.getLogger("cafegames.fonts")

FAMILY = "DejaVu Sans"
START_PAGE_FACES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")  # what the start page's words are drawn with
_registered: set[str] = set()  # the faces' file names, registered (or refused) once each
_families: set[str] = set()  # the families of the faces registered


def install_fonts(app, start_page_only: bool = False) -> str | None:
    """Register resources/fonts/*.ttf (`start_page_only`: START_PAGE_FACES, the rest left to `install_other_fonts`)
    with Qt and make FAMILY the application's font; returns the family set, or None (one log line) when the fonts
    cannot be loaded — the system's font is then used."""
    _register(START_PAGE_FACES if start_page_only else None)
    if FAMILY not in _families:
        log.warning("the app's font %s is missing from %s; using the system's", FAMILY, resource("fonts"))
        return None
    font = app.font()
    font.setFamily(FAMILY)
    app.setFont(font)
    return FAMILY


def install_other_fonts() -> None:
    """The faces `install_fonts(start_page_only=True)` left out (after the start page's first frame)."""
    _register(None)


def _register(names: tuple[str, ...] | None) -> None:
    """Register the faces `names` (None: every .ttf of resources/fonts) not registered yet."""
    from PySide6.QtGui import QFontDatabase

    paths = sorted(resource("fonts").glob("*.ttf")) if names is None else [resource("fonts", n) for n in names]
    for path in paths:
        if path.name in _registered:
            continue
        _registered.add(path.name)
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("font %s cannot be loaded", path)
            continue
        _families.update(QFontDatabase.applicationFontFamilies(font_id))
