"""UNO's whole score sheet for paper: every hand of the match (the sheet on screen merges the earliest hands
when they do not fit), each player's points in each hand and their total, in print a person reads (11 pt).

On paper the players are the rows, as on the result screen above it, and the hands the columns: a name is
written whole in its row whatever the number of players, and the hands go on in a second block (hands 15–28…)
when they do not fit across the page. The result screen prints it under the places, or on the pages after
them (`EndingScreen.set_more_pages`)."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontMetricsF, QTextDocument

from cafegames.games.uno import partners, tournament
from cafegames.games.uno.state import UnoView
from cafegames.games.uno.table.widgets_ending import scoring_text
from cafegames.ui.i18n import fill

POINT_SIZE = 11
PAD_PT = 10  # a cell's padding on both sides, in points


def hands_per_block(names: Sequence[str], font: QFont, device: Any, width: float) -> int:
    """How many hands' columns fit across `width` (device pixels) beside the widest name and the total."""
    bold = QFont(font)
    bold.setBold(True)
    metrics = QFontMetricsF(bold, device) if device is not None else QFontMetricsF(bold)
    pad = PAD_PT * (device.logicalDpiX() / 72 if device is not None else 96 / 72)
    name_w = max(metrics.horizontalAdvance(n) for n in [*names, QCoreApplication.translate("UnoScene", "Hand")])
    number_w = metrics.horizontalAdvance("8888") + pad
    total_w = metrics.horizontalAdvance(QCoreApplication.translate("UnoScene", "Total")) + pad
    return max(5, int((width - name_w - pad - total_w) // number_w))


def sheet_html(view: UnoView, names: Sequence[str], per_block: int = 15) -> str:
    tr = QCoreApplication.translate
    hands = len(view.history)
    starts = list(range(0, hands, per_block)) or [0]
    blocks = []
    for k, start in enumerate(starts):
        block = range(start, min(hands, start + per_block))
        last = k == len(starts) - 1
        head = "".join(f"<th>{h + 1}</th>" for h in block) + (f"<th>{escape(tr('UnoScene', 'Total'))}</th>"
                                                              if last else "")
        rows = []
        for s, name in enumerate(names):
            cells = "".join(f"<td>{view.history[h][s] or '·'}</td>" for h in block)
            total = f"<td class='total'><b>{view.scores[s]}</b></td>" if last else ""
            rows.append(f"<tr><td class='name'>{escape(name)}</td>{cells}{total}</tr>")
        blocks.append("<table cellspacing='0'>"
                      f"<tr><th class='name'>{escape(tr('UnoScene', 'Hand'))}</th>{head}</tr>"
                      + "".join(rows) + "</table>")
    if view.options.teams == "rotating":
        blocks.append(_partnerships_html(view, names))
    elif view.options.teams == "tournament":
        blocks.append(_rounds_html(view, names))
    return ("<style>th, td { padding: 2px 5px; text-align: right; } th.name, td.name { text-align: left; }"
            " td.total { border-left: 2px solid black; } table { margin-bottom: 12px; }</style>"
            f"<h2>{escape(tr('UnoScene', 'Score sheet'))}</h2>"
            f"<p>{escape(scoring_text(view))}</p>" + "".join(blocks))


def _partnerships_html(view: UnoView, names: Sequence[str]) -> str:
    """U-P-ROTATE: each player's points with each partner, four hands by four, side by side."""
    played = partners.blocks(view.history)
    hands = QCoreApplication.translate("UnoScene", "Hands {first}–{last}")
    head = "".join(f"<th>{escape(hands.format(first=a, last=b))}</th>" for a, b, _ in played)
    cell = QCoreApplication.translate("UnoScene", "{partner}: {points}")
    rows = []
    for s, name in enumerate(names):
        cells = []
        for a, b, k in played:
            points = sum(view.history[h][s] for h in range(a - 1, b))
            cells.append(f"<td>{escape(fill(cell, partner=names[partners.partner_in(k, s)], points=points))}</td>")
        rows.append(f"<tr><td class='name'>{escape(name)}</td>{''.join(cells)}</tr>")
    title = escape(QCoreApplication.translate("UnoScene", "Partners"))
    return f"<table cellspacing='0'><tr><th class='name'>{title}</th>{head}</tr>{''.join(rows)}</table>"


def _rounds_html(view: UnoView, names: Sequence[str]) -> str:
    """U-P-TOURNAMENT: each player's table, partner and points in each round (four hands of a table), four rounds
    side by side (a page is not wide enough for seven)."""
    title = escape(QCoreApplication.translate("UnoScene", "Partners"))
    table, cell = QCoreApplication.translate("UnoScene", "Table {table}"), QCoreApplication.translate("UnoScene", "{partner}: {points}")
    played = tournament.rounds_played(view.history)
    out = []
    for first in range(0, played, 4):
        rounds = range(first, min(played, first + 4))
        head = "".join(f"<th>{escape(fill(QCoreApplication.translate('UnoScene', 'Round {n}'), n=r + 1))}</th>" for r in rounds)
        rows = []
        for s, name in enumerate(names):
            by_round = tournament.by_round(view.history, s)
            cells = "".join(f"<td>{escape(fill(table, table=tournament.table_in(r, s) + 1))}<br>"
                            f"{escape(fill(cell, partner=names[tournament.partner_in(r, s)], points=by_round[r]))}</td>"
                            for r in rounds)
            rows.append(f"<tr><td class='name'>{escape(name)}</td>{cells}</tr>")
        out.append(f"<table cellspacing='0'><tr><th class='name'>{title}</th>{head}</tr>{''.join(rows)}</table>")
    return "".join(out)


def sheet_document(view: UnoView, names: Sequence[str], device: Any = None, width: float = 0) -> QTextDocument:
    """The sheet laid out for `device` (a printer) `width` pixels wide (no width: one block)."""
    document = QTextDocument()
    if device is not None:
        document.documentLayout().setPaintDevice(device)
    font = QFont(document.defaultFont())
    font.setPointSize(POINT_SIZE)
    document.setDefaultFont(font)
    per_block = hands_per_block(names, font, device, width) if width else max(1, len(view.history))
    document.setHtml(sheet_html(view, names, per_block))
    return document
