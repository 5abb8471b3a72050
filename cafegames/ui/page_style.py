"""The warm look of the full-window pages besides the start page (statistics, replay): one style sheet, readable
from the sofa (15 px text and up), the start page's colours."""

from __future__ import annotations

PAGE_STYLE = """
#page { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #f7efe0, stop:1 #ead9bb); }
#page QLabel { color: #2b2118; font-size: 15px; }
#page QLabel#pageTitle { font-size: 30px; font-weight: bold; }
#page QLabel#heading { font-size: 22px; font-weight: bold; }
#page QLabel#note { color: #5b4a3a; font-size: 15px; }
#page QLabel#warning { color: #8f3524; font-size: 15px; font-weight: bold; }
#page QPushButton { background: #fffaf0; color: #2b2118; border: 2px solid #c8553d; border-radius: 10px;
    font-size: 16px; font-weight: bold; padding: 6px 16px; min-height: 24px; }
#page QPushButton:hover { background: #fbeee0; }
#page QPushButton:checked, #page QPushButton#accent { background: #c8553d; color: white; }
#page QPushButton:disabled { color: #a89a88; border-color: #d6c4a4; }
#page QListWidget, #page QTableWidget, #page QTreeWidget { background: #fffaf0; color: #2b2118;
    border: 1px solid #d6c4a4; border-radius: 8px; font-size: 15px; alternate-background-color: #f7efe0; }
#page QListWidget::item, #page QTreeWidget::item { padding: 4px 2px; }
#page QListWidget::item:selected, #page QTreeWidget::item:selected, #page QTableWidget::item:selected {
    background: #c8553d; color: white; }
#page QHeaderView::section { background: #ead9bb; color: #2b2118; font-size: 14px; font-weight: bold;
    border: none; padding: 4px 6px; }
#page QComboBox, #page QSpinBox { font-size: 15px; padding: 3px 6px; color: #2b2118; background: #fffaf0; }
#page QCheckBox { font-size: 15px; color: #2b2118; }
#page QCheckBox:disabled, #page QComboBox:disabled { color: #a89a88; }
#page QSlider::groove:horizontal { height: 8px; background: #d6c4a4; border-radius: 4px; }
#page QSlider::handle:horizontal { background: #c8553d; width: 20px; margin: -7px 0; border-radius: 10px; }
"""
