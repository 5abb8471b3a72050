"""Known trap: PySide6 6.12.0 on Python 3.11 drops a reference to None on QPainter calls and the interpreter
aborts ("none_dealloc") after a few thousand paints. A child process makes 50,000 such calls and must exit
cleanly; pyproject.toml excludes that release."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

CHILD = r"""
import sys
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QImage, QPainter, QPen, QPixmap

app = QGuiApplication(sys.argv[:1])
image = QImage(256, 256, QImage.Format.Format_ARGB32_Premultiplied)
pixmap = QPixmap(32, 32)
pixmap.fill(QColor("#c8553d"))
painter = QPainter(image)
pen, brush, colour = QPen(QColor("#2b2118"), 2), QBrush(QColor("#2f5d46")), QColor("#fbf4e6")
calls = 0
for i in range(10_000):
    painter.setPen(pen)
    painter.setBrush(brush)
    painter.drawRect(QRect(i % 200, i % 180, 40, 30))
    painter.fillRect(QRectF(i % 190, 10, 20, 20), colour)
    painter.drawPixmap(i % 220, i % 210, pixmap)
    calls += 5
painter.setPen(Qt.PenStyle.NoPen)
painter.end()
print(calls, sys.getrefcount(None) > 0)
"""


@pytest.mark.slow
def test_fifty_thousand_painter_calls_exit_cleanly():
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.split() == ["50000", "True"]
