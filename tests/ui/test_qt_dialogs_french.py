"""Qt's own dialogs in French (issue 37): Qt 6's French catalogue (qtbase_fr.qm) lacks the texts Qt changed since
it was last translated ("&Look in:", "Files of &type:", "Page &Set:", the CUPS job options…), so the file chooser
and the print dialog showed them in English. translations/qt_extra_fr.ts supplies them (loaded after Qt's
catalogue by cafegames/ui/i18n.py): every visible word of the non-native file chooser (the one Qt draws when the
desktop offers none) and of the print dialog with its printer properties is French.

Left out on purpose: file names, "PDF", the paper names of the size list (international names, "A4", "Legal"), and
the file sizes, which Qt writes in the system's locale ("12 bytes" on an English system), not the app's."""

from __future__ import annotations

import re
import subprocess

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QFileDialog,
    QGroupBox,
    QLabel,
    QTabWidget,
    QTreeView,
    QWidget,
)

from cafegames.ui import i18n
from devtools import i18n as i18n_tool

ENGLISH = ["Look in", "Files of type", "File name", "Folder", "Drive", "Unknown", "Shortcut", "Save", "Open",
           "Cancel", "Name", "Size", "Date Modified", "Back", "Forward", "Parent Directory", "New Folder",
           "Rename", "Delete", "Show", "hidden", "Detail View", "List View", "Print", "Printer", "Properties",
           "Page Set", "Pages per sheet", "Page order", "Scheduled", "Billing", "Job", "priority", "Start", "End",
           "Output", "Color", "Grayscale", "Duplex", "Collate", "Reverse", "Landscape", "Margins", "Paper",
           "Width", "Height", "Location", "Local file", "Write", "range", "Current Page", "Selection", "Even",
           "Odd", "All Pages", "Advanced", "Banner", "Hold", "Immediately", "Layout", "Page size",
           "Long side", "Short side", "None", "Close", "Yes", "No", "Files", "Sidebar", "Computer", "Directory"]
SIZE_COLUMN = 1


@pytest.fixture
def french(qapp):
    i18n.install_language("fr")
    yield
    i18n.install_language("en")


def shown_texts(w: QWidget) -> list[str]:
    """Every text the widget and its children show: labels, buttons, group titles, tabs, drop-down items (not the
    paper names), item-view headers and cells (not the sizes), tooltips, the window title, context-menu actions."""
    out = [w.windowTitle()]
    for c in [w, *w.findChildren(QWidget)]:
        out.append(c.toolTip())
        if isinstance(c, QLabel | QAbstractButton):
            out.append(c.text())
        elif isinstance(c, QGroupBox):
            out.append(c.title())
        elif isinstance(c, QTabWidget):
            out += [c.tabText(i) for i in range(c.count())]
        elif isinstance(c, QComboBox) and c.objectName() not in ("pageSizeCombo", "lookInCombo", "fileTypeCombo"):
            out += [c.itemText(i) for i in range(c.count())]
        if isinstance(c, QAbstractItemView) and c.model() is not None:
            model, root = c.model(), c.rootIndex()
            out += [str(model.headerData(s, Qt.Orientation.Horizontal)) for s in range(model.columnCount(root))]
            if isinstance(c, QTreeView):
                out += [str(model.index(r, col, root).data() or "") for r in range(model.rowCount(root))
                        for col in range(model.columnCount(root)) if col != SIZE_COLUMN]
        out += [a.text() for a in c.actions()]
    return [t for t in out if t]


def english_in(texts: list[str], allowed: set[str]) -> list[str]:
    found = []
    for text in texts:
        if text in allowed:
            continue
        plain = text.replace("&", "")
        found += [f"{word!r} in {text!r}" for word in ENGLISH if re.search(rf"\b{word}\b", plain)]
    return found


def wait(ms: int) -> None:
    from PySide6.QtCore import QDeadlineTimer

    deadline = QDeadlineTimer(ms)
    while not deadline.hasExpired():
        QApplication.processEvents()


@pytest.mark.parametrize("mode", [QFileDialog.AcceptMode.AcceptSave, QFileDialog.AcceptMode.AcceptOpen])
def test_the_file_chooser_is_all_french(qtbot, tmp_path, french, mode):
    (tmp_path / "Photos").mkdir()
    (tmp_path / "résultats.pdf").write_bytes(b"%PDF-1.4\n")
    dialog = QFileDialog(None, "", str(tmp_path), "PDF (*.pdf)")
    qtbot.addWidget(dialog)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setAcceptMode(mode)
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    dialog.show()
    tree = dialog.findChild(QTreeView, "treeView")
    qtbot.waitUntil(lambda: tree.model().rowCount(tree.rootIndex()) >= 2, timeout=5000)
    texts = shown_texts(dialog)
    assert any(t.replace("&", "").startswith("Voir dans") for t in texts), texts
    assert "Dossier" in texts  # the type of "Photos"
    assert english_in(texts, {"Photos", "résultats.pdf", str(tmp_path)}) == []


def test_the_print_dialog_and_its_printer_properties_are_all_french(qtbot, french):
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    printer = QPrinter()
    dialog = QPrintDialog(printer)
    qtbot.addWidget(dialog)
    dialog.show()
    wait(200)
    texts = shown_texts(dialog)
    assert english_in(texts, set()) == []
    properties = next((b for b in dialog.findChildren(QAbstractButton) if b.objectName() == "properties"), None)
    if properties is None or not properties.isEnabled():
        pytest.skip("no printer properties on this system")
    seen: list[list[str]] = []

    def read_and_close() -> None:  # the properties open as a modal window: read it, then close it
        for w in QApplication.topLevelWidgets():
            if w.isVisible() and w is not dialog:
                seen.append(shown_texts(w))
                w.close()

    QTimer.singleShot(300, read_and_close)
    properties.click()
    assert seen, "the printer properties did not open"
    assert english_in(seen[0], set()) == []


def test_our_supplement_to_qt_s_catalogue_is_built_and_found():
    """qt_extra_fr.qm is built from its .ts (like ours) and sits where the app looks (installed: tests/test_install.py)."""
    from cafegames.engine.paths import translations_dir

    ts = translations_dir() / "qt_extra_fr.ts"
    qm = translations_dir() / "qt_extra_fr.qm"
    assert ts in i18n_tool.qt_extra_files()
    built = subprocess.run([i18n_tool.tool("pyside6-lrelease"), "-silent", str(ts), "-qm", "/dev/stdout"],
                           capture_output=True, check=True).stdout
    assert built == qm.read_bytes(), "run: python devtools/i18n.py release"
