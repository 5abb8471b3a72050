"""The rules page's figures: the movement and current examples drawn on our river with the scene's own items.

    python -m cafegames.games.canyon.table.scene_figures     # writes resources/canyon/figures/*.png

The positions are those of tests/canyon/test_movement.py and test_game.py (the rules' worked examples)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from cafegames.engine.paths import resource
from cafegames.games.canyon.movement import plan_move
from cafegames.games.canyon.river import Hex, default_river, to_axial

NAMES = ("Anja", "Bernd", "Carola", "Dirk")


def at(col: int, row: int) -> Hex:
    return to_axial(col, row)


def figures() -> dict[str, dict]:
    """name → {canoes: {seat: cell}, mover, points, rows: (first, last), arrows: [(from, to)]}."""
    return {
        "bernd": {"canoes": {0: at(2, 24), 1: at(3, 26), 2: at(2, 25), 3: at(4, 26)}, "mover": 1, "points": 2,
                  "rows": (20, 28)},
        "carola-blocked": {"canoes": {0: at(2, 24), 1: at(3, 24), 2: at(2, 25), 3: at(4, 26)}, "mover": 2,
                           "points": 3, "rows": (20, 28)},
        "dirk": {"canoes": {0: at(2, 24), 1: at(3, 24), 2: at(2, 25), 3: at(4, 26)}, "mover": 3, "points": 3,
                 "rows": (20, 28)},
        "carola-narrows": {"canoes": {0: at(3, 18), 2: at(4, 20)}, "mover": 2, "points": 2, "rows": (15, 22)},
        "current": {"canoes": {0: at(5, 2), 1: at(5, 1), 2: at(4, 2), 3: at(9, 7)}, "mover": None, "points": 0,
                    "rows": (0, 9), "arrows": [(at(4, 2), at(5, 2)), (at(5, 2), at(5, 1)), (at(5, 1), at(6, 0))]},
    }


def render_all(folder: Path) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen
    from PySide6.QtWidgets import QApplication, QGraphicsPathItem, QGraphicsScene

    from cafegames.games.canyon.table.widgets_river import (
        CanoeItem,
        CellItem,
        R,
        RiverItem,
        RiverLayout,
        seat_marks,
    )

    app = QApplication.instance() or QApplication([])  # noqa: F841
    river = default_river()
    layout = RiverLayout(river)  # upright, as the rules read the map
    cell_center = layout.center
    marks = seat_marks(list(NAMES))
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for name, fig in figures().items():
        scene = QGraphicsScene()
        scene.addItem(RiverItem(layout))
        for seat, cell in fig["canoes"].items():
            canoe = CanoeItem(seat, marks[seat])
            canoe.setPos(cell_center(cell))
            canoe.active = seat == fig["mover"]
            scene.addItem(canoe)
        if fig["mover"] is not None:
            start = fig["canoes"][fig["mover"]]
            others = [c for s, c in fig["canoes"].items() if s != fig["mover"]]
            plan = plan_move(river, start, fig["points"], others)
            for cell, option in plan.options.items():
                if cell == start:
                    continue
                scene.addItem(CellItem(cell, marks[fig["mover"]].colour, layout))
                path = QPainterPath(cell_center(option.path[0]))
                for c in option.path[1:]:
                    path.lineTo(cell_center(c))
                item = QGraphicsPathItem(path)
                item.setPen(QPen(QColor("#fff6c8"), 5, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
                item.setZValue(15)
                scene.addItem(item)
        for a, b in fig.get("arrows", []):
            pa, pb = cell_center(a), cell_center(b)
            item = QGraphicsPathItem(QPainterPath(pa))
            path = QPainterPath(pa)
            path.lineTo(pb)
            item.setPath(path)
            item.setPen(QPen(QColor("#ffe066"), 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            item.setZValue(18)
            scene.addItem(item)
            head = QGraphicsPathItem()
            d = pb - pa
            n = max((d.x() ** 2 + d.y() ** 2) ** 0.5, 1)
            u = QPointF(d.x() / n, d.y() / n)
            tri = QPainterPath(pb)
            tri.lineTo(pb - u * 12 + QPointF(-u.y(), u.x()) * 7)
            tri.lineTo(pb - u * 12 - QPointF(-u.y(), u.x()) * 7)
            tri.closeSubpath()
            head.setPath(tri)
            head.setBrush(QColor("#ffe066"))
            head.setPen(QPen(QColor("#ffe066"), 1))
            head.setZValue(18)
            scene.addItem(head)
        first, last = fig["rows"]
        top = cell_center(at(0, first)).y() - R
        bottom = cell_center(at(0, last)).y() + R
        rect = QRectF(0, top, 500, bottom - top)
        image = QImage(int(rect.width() * 1.4), int(rect.height() * 1.4), QImage.Format.Format_ARGB32)
        image.fill(QColor("#6b3f27"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scene.render(painter, QRectF(0, 0, image.width(), image.height()), rect)
        painter.end()
        path = folder / f"{name}.png"
        image.save(str(path))
        out.append(path)
    return out


if __name__ == "__main__":
    for p in render_all(resource("canyon", "figures")):
        print(p)
    sys.exit(0)
