"""Render the app's SVG icon to the PNG sizes of the hicolor icon theme.

    python packaging/render_icons.py SVG OUT_DIR NAME   # writes OUT_DIR/<n>x<n>/apps/NAME.png for every size

Desktops pick the PNG that fits (menus 16–48 px, docks 64–128, software centres 256–512); SVG-capable ones use
the scalable SVG that build_deb.py installs beside them. Rendered with Qt's own SVG renderer, so the PNGs look
like the icon the running app draws.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def render(svg: Path, out_dir: Path, name: str, sizes: tuple[int, ...] = SIZES) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"render_icons: {svg} is not a valid SVG")
    written = []
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
        renderer.render(painter)
        painter.end()
        path = out_dir / f"{size}x{size}" / "apps" / f"{name}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(path), "PNG"):
            raise SystemExit(f"render_icons: cannot write {path}")
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    for path in render(Path(argv[0]), Path(argv[1]), argv[2]):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
