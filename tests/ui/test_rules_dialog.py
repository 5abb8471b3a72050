"""Help → Rules shows the rule ids (U-WD4-EFFECT) as whole words: never wrapped at a hyphen, at any width, and
copied or read as typed on the page."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QTextCursor

from cafegames.ui import i18n
from cafegames.ui.rules_dialog import RulesDialog

SHOWN_ID = re.compile("[UCK](?:-\u2060?[A-Z0-9]+)+")


@pytest.fixture(params=["en", "fr"])
def lang(request):
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


@pytest.mark.parametrize("game", ["uno", "cafe", "canyon"])
def test_a_rule_id_is_never_wrapped_at_its_hyphens(qtbot, game, lang):
    dialog = RulesDialog(game)
    qtbot.addWidget(dialog)
    document = dialog.browser.document()
    raw = document.toRawText()  # one character per document position
    ids = [(m.start(), m.end()) for m in SHOWN_ID.finditer(raw)]
    assert len(ids) > 20
    broken = set()
    for width in range(300, 901, 7):  # narrow to wide: every id falls at the end of a line somewhere
        document.setTextWidth(width)
        document.size()  # lays the whole page out
        for start, end in ids:
            block = document.findBlock(start)
            layout = block.layout()
            first = layout.lineForTextPosition(start - block.position()).lineNumber()
            last = layout.lineForTextPosition(end - 1 - block.position()).lineNumber()
            if first != last:
                broken.add(raw[start:end].replace("\u2060", ""))
    assert sorted(broken) == []


def test_a_rule_id_copies_and_reads_as_typed(qtbot, lang):
    dialog = RulesDialog("uno")
    qtbot.addWidget(dialog)
    browser = dialog.browser
    raw = browser.document().toRawText()
    shown = next(m for m in SHOWN_ID.finditer(raw) if m.group().replace("\u2060", "") == "U-WD4-EFFECT")
    cursor = QTextCursor(browser.document())
    cursor.setPosition(shown.start())
    cursor.setPosition(shown.end(), QTextCursor.MoveMode.KeepAnchor)
    browser.setTextCursor(cursor)
    assert browser.createMimeDataFromSelection().text().strip() == "U-WD4-EFFECT"  # Qt starts a list item with \n
    assert "U-WD4-EFFECT" in dialog.text() and "\u2060" not in dialog.text()
