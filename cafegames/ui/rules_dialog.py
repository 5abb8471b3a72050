"""Help → Rules: the rules page of a game in the current language (resources/rules/<game>.<lang>.html)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData, QRegularExpression, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from cafegames.engine import registry
from cafegames.engine.paths import resource
from cafegames.ui.dialog_style import readable
from cafegames.ui.i18n import current_language, fill, tr_message

# The pages tag each rule with its id (<span class="rule-id">U-WD4-EFFECT</span>, see tests/test_rule_ids.py), one
# word to read out and quote; Qt would wrap it after a hyphen (CSS white-space is block-level only in a
# QTextDocument). An invisible word joiner after each hyphen keeps it whole, and what is copied or read has none.
RULE_ID = QRegularExpression(r"\b[UCK](?:-[A-Z0-9]+)+\b")
JOINER = "\u2060"


def keep_rule_ids_whole(document: QTextDocument) -> None:
    cursor = document.find(RULE_ID, 0, QTextDocument.FindFlag.FindCaseSensitively)
    while not cursor.isNull():
        cursor.insertText(cursor.selectedText().replace("-", "-" + JOINER), cursor.charFormat())
        cursor = document.find(RULE_ID, cursor, QTextDocument.FindFlag.FindCaseSensitively)


def rules_page(game_id: str, lang: str) -> tuple[Path | None, bool]:
    """The page to show and whether it is in another language than `lang` (None when there is none)."""
    for candidate, other in ((lang, False), ("en" if lang == "fr" else "fr", True)):
        path = resource("rules", f"{game_id}.{candidate}.html")
        if path.is_file():
            return path, other
    return None, False


class RulesBrowser(QTextBrowser):
    def createMimeDataFromSelection(self) -> QMimeData:  # noqa: N802 - Qt's name
        """The selection as text and HTML, the rule ids without their joiners (a pasted id greps as typed)."""
        copied = super().createMimeDataFromSelection()
        data = QMimeData()
        data.setText(copied.text().replace(JOINER, ""))
        data.setHtml(copied.html().replace(JOINER, ""))
        return data


class RulesDialog(QDialog):
    def __init__(self, game_id: str, parent: QWidget | None = None, section: str = ""):
        super().__init__(parent)
        self.game_id = game_id
        readable(self)
        self.browser = RulesBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setStyleSheet("QTextBrowser { font-size: 15px; background: #fffaf0; color: #2b2118; }")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(820, 680)
        info = registry.GAMES.get(game_id)
        name = tr_message(info.name) if info else game_id
        self.setWindowTitle(fill(self.tr("Rules of {game}"), game=name))
        path, other = rules_page(game_id, current_language())
        self.path = path
        if path is None:
            self.browser.setHtml("<h2>{}</h2><p>{}</p>".format(
                name, self.tr("The rules page of this game is not written yet.")))
            return
        self.browser.setSearchPaths([str(path.parent)])
        self.browser.setSource(QUrl.fromLocalFile(str(path)))
        keep_rule_ids_whole(self.browser.document())
        self.section = section
        if section:  # a lesson's "Read the rules": the section it taught (an id of the page)
            self.browser.scrollToAnchor(section)
        if other:
            note = self.tr("This page is not available in your language yet; here it is in the other one.")
            self.browser.setHtml(f"<p><i>{note}</i></p>" + self.browser.toHtml())

    def showEvent(self, event) -> None:  # noqa: N802 - scrolled once laid out
        super().showEvent(event)
        if getattr(self, "section", ""):
            self.browser.scrollToAnchor(self.section)

    def text(self) -> str:
        return self.browser.toPlainText().replace(JOINER, "")
