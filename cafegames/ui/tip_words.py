"""French typography for the sentences of tips and bubbles, as they are wrapped: a line never starts with ":",
";", "?", "!" or "»" (the space before them, which French requires, becomes a non-breaking one), never ends
with "«", and "jouez-le", "peut-être" never break at their hyphen (a word joiner after it). Qt wraps at any
plain space and after a hyphen; the translations keep plain spaces (several people write them), so the bubbles
set the text this way when they lay it out (`typeset`). `lines` is how Qt wraps a text at a width (the tests).
"""

from __future__ import annotations

import re

from PySide6.QtGui import QFont, QTextLayout, QTextOption

GLUE = "\u00a0"  # no-break space
JOIN = "\u2060"  # word joiner: no break here, nothing drawn
_BEFORE = re.compile(r"[ \u202f]+(?=[:;?!»])")
_AFTER = re.compile(r"(?<=«)[ \u202f]+")
_HYPHEN = re.compile(r"(?<=\w)-(?=\w)")


def typeset(text: str) -> str:
    """`text` with its French punctuation glued to the word before and its hyphenated words unbreakable."""
    return _HYPHEN.sub("-" + JOIN, _AFTER.sub(GLUE, _BEFORE.sub(GLUE, text)))


def lines(text: str, font: QFont, width: float) -> list[str]:
    """The lines Qt's word wrap makes of `text` at `width` (as QPainter.drawText with TextWordWrap)."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    out = []
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        out.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return out
