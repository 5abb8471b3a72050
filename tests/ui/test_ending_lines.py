"""A wrapped line of the result screen never starts with the ; : ! or ? of a French sentence (issue 37: UNO's
subtitle broke as "…dans les autres mains / ; le premier à 500 gagne.")."""

from __future__ import annotations

from PySide6.QtGui import QColor, QTextLayout, QTextOption

from cafegames.ui.ending_items import Label
from cafegames.ui.i18n import glued

SUBTITLE = ("Ordinateur 1 a posé sa dernière carte. Le gagnant d’une manche marque les cartes restées dans les autres "
            "mains ; le premier à 500 gagne.")


def lines(label: Label) -> list[str]:
    text = label.shown_text()
    layout = QTextLayout(text, label.font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    out = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(label.rect.width())
        out.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return out


def test_no_wrapped_line_starts_with_a_french_mark(qapp):
    for width in range(300, 1200, 7):  # wherever the line breaks fall
        label = Label(SUBTITLE, width, 22, QColor("black"), wrap=True)
        shown = lines(label)
        assert "".join(shown).replace("\u00a0", " ") == SUBTITLE
        assert not any(line.lstrip().startswith((";", ":", "!", "?", "»")) for line in shown[1:]), (width, shown)
    assert glued("« Oui » : non ; si ! quoi ?") == "«\u00a0Oui\u00a0»\u00a0: non\u00a0; si\u00a0! quoi\u00a0?"
    assert glued("Ann: 3; Bob!") == "Ann: 3; Bob!"  # English is left alone
