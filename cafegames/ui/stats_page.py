"""The statistics page (Game → Statistics, `cafegames --stats`): a page of the main window.

On the left everyone the history knows (the remembered players, even those with no game yet, then other names,
then the computer levels); on the right, for the one chosen and the period (this month, all time): per game
played, won, win rate, longest streak, best and average score; the place against each computer level; the wins
over time; the latest matches, each with every seat's score line (replayed from its save) and a button to watch
it again. Everything comes from the history database (cafegames/history), itself rebuilt from the saves.

The page only reads, and briefly (`READ_TIMEOUT_S`: another program holding the file never freezes it); what it
reads is bounded and checked (`stats`), any number of people gets colours (`charts.spare_colour`) and their
pictures are drawn as they scroll into view. Under the heading it says plainly what is not shown: finished games
that could not be recorded, rows of the file that make no sense, and a history behind the saves because another
program holds it or the disk is full (the recorder catches up later).
"""

from __future__ import annotations

import functools
import sqlite3
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cafegames.engine import registry
from cafegames.engine.files import inside
from cafegames.engine.messages import Message
from cafegames.engine.players import Players
from cafegames.engine.seats import clean_text
from cafegames.history import db, stats
from cafegames.ui import charts
from cafegames.ui.avatars import player_icon
from cafegames.ui.i18n import tr_message
from cafegames.ui.page_style import PAGE_STYLE
from cafegames.ui.plain_text import plain

WHO_ROLE = Qt.ItemDataRole.UserRole
MATCH_ROLE = Qt.ItemDataRole.UserRole + 1
PICTURE_ROLE = Qt.ItemDataRole.UserRole + 2  # (colour, computer) until the row's picture is drawn
RECENT = 100  # the matches listed (the figures count them all)
SERIES_CACHED = 8  # the score lines of the last matches shown, kept while their saves stay the same
READ_TIMEOUT_S = 2.0  # the page reads on the GUI thread: it waits this long at most for another program


def game_name(game_id: str) -> str:
    info = registry.GAMES.get(game_id)
    return tr_message(info.name) if info else clean_text(game_id, 40)


@functools.cache
def _variants(game_id: str) -> tuple[str, dict[str, Message]]:
    """The key of a game's leading option and the label of each variant but the first (none: ("", {})); built
    once per game, not once per listed match."""
    info = registry.GAMES.get(game_id)
    variants = getattr(info.game(), "option_variants", None) if info is not None and info.has_rules() else None
    if variants is None:
        return "", {}
    choice = variants()
    return choice.key, {v.value: v.label for v in choice.variants[1:]}


def match_game_name(game_id: str, options: dict[str, object]) -> str:
    """The game of a listed match, with the variant it was played in when it is not the first one offered
    ("UNO · Extreme": the game's `option_variants`, so this page names no game; unknown values are not shown)."""
    name = game_name(game_id)
    key, labels = _variants(game_id)
    value = options.get(key) if key else None
    label = labels.get(value) if isinstance(value, str) else None  # a stranger's value may be any JSON
    return name if label is None else f"{name} · {tr_message(label)}"  # no words to translate


def level_name(level: str) -> str:
    from cafegames.ui.new_game import level_label

    return QCoreApplication.translate("StatsPage", "Computer · {level}").format(level=level_label(level).split(" (")[0])


class StatsPage(QFrame):
    back = Signal()
    watch = Signal(Path)  # the save of a match to replay
    refreshed = Signal()

    def __init__(self, parent: QWidget | None = None, players: Players | None = None):
        super().__init__(parent)
        self.setObjectName("page")
        self.setStyleSheet(PAGE_STYLE)
        self.players = players or Players()
        self.who: str | None = None
        self.period = "all"
        self.people: list[stats.Person] = []
        self.current: stats.PlayerStats | None = None
        self.listed: list[stats.MatchSummary] = []
        self.problem = ""  # what the page could not read or show, said under the heading
        self.skipped = 0  # seats of the history left out: they make no sense
        self._series_cache: dict[tuple, tuple] = {}  # (path, inode, size, mtime) → (record, series): _replayed
        self._trouble = ""  # the page's own read found the history busy (db.BUSY) or being put right
        self._names: dict[str, str] = {}
        self.title = QLabel(objectName="pageTitle")
        self.month_button = QPushButton(objectName="month", checkable=True)
        self.all_button = QPushButton(objectName="allTime", checkable=True)
        self.all_button.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.month_button)
        group.addButton(self.all_button)
        group.setExclusive(True)
        self.month_button.toggled.connect(lambda on: on and self.set_period("month"))
        self.all_button.toggled.connect(lambda on: on and self.set_period("all"))
        self.back_button = QPushButton(objectName="backButton")
        self.back_button.clicked.connect(self.back)
        header = QHBoxLayout()
        header.addWidget(self.title)
        header.addStretch(1)
        header.addWidget(self.month_button)
        header.addWidget(self.all_button)
        header.addSpacing(24)
        header.addWidget(self.back_button)

        self.people_list = QListWidget(objectName="people")
        self.people_list.setIconSize(QSize(32, 32))
        self.people_list.setMinimumWidth(210)
        self.people_list.setMaximumWidth(280)
        self.people_list.currentItemChanged.connect(self._person_changed)
        self.people_list.verticalScrollBar().valueChanged.connect(self._draw_pictures)
        self.name = QLabel(objectName="heading")
        self.name.setTextFormat(Qt.TextFormat.PlainText)  # names are text, never HTML
        self.summary = plain(QLabel(objectName="note"))
        self.warning = plain(QLabel(objectName="warning"))  # it may name the history's folder
        self.warning.setWordWrap(True)
        self.warning.hide()
        self.figures = QTableWidget(0, 7, objectName="figures")
        self.levels = QTableWidget(0, 4, objectName="levels")
        for table in (self.figures, self.levels):
            table.verticalHeader().hide()
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
            table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            table.setAlternatingRowColors(True)
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)  # headers on two lines
            table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
            table.verticalHeader().setDefaultSectionSize(30)
        self.figures.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        self.levels.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        for table in (self.figures, self.levels):
            table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.wins = charts.WinsChart()
        self.wins.setObjectName("winsChart")
        self.matches = QTreeWidget(objectName="matches")
        self.matches.setRootIsDecorated(False)
        self.matches.setAlternatingRowColors(True)
        self.matches.setColumnCount(3)
        self.matches.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.matches.header().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.matches.currentItemChanged.connect(self._match_changed)
        self.matches.itemDoubleClicked.connect(lambda *_: self._watch())
        self.score_chart = charts.ScoreChart()
        self.score_chart.setObjectName("scoreChart")
        self.watch_button = QPushButton(objectName="watchButton")
        self.watch_button.clicked.connect(self._watch)

        right = QGridLayout()
        right.setHorizontalSpacing(16)
        right.setVerticalSpacing(10)
        heading = QVBoxLayout()
        heading.setSpacing(2)
        heading.addWidget(self.name)
        heading.addWidget(self.summary)
        heading.addWidget(self.warning)
        right.addLayout(heading, 0, 0, 1, 2)
        right.addWidget(self.figures, 1, 0, 1, 2)
        right.addWidget(self.levels, 2, 0)
        right.addWidget(self.wins, 3, 0, 2, 1)
        right.addWidget(self.matches, 2, 1, 2, 1)
        right.addWidget(self.score_chart, 4, 1)
        right.addWidget(self.watch_button, 5, 1, Qt.AlignmentFlag.AlignRight)
        right.setColumnStretch(0, 1)
        right.setColumnStretch(1, 1)
        right.setRowStretch(1, 0)
        right.setRowStretch(2, 0)
        right.setRowStretch(3, 2)
        right.setRowStretch(4, 3)
        body = QHBoxLayout()
        body.setSpacing(18)
        body.addWidget(self.people_list)
        body.addLayout(right, 1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 16, 24, 16)
        outer.setSpacing(12)
        outer.addLayout(header)
        outer.addLayout(body, 1)
        self.retranslate()

    # ---------------------------------------------------------------- data
    def _read(self, fn, default):
        """`fn(connection)` on the history, or `default` when there is none yet or it cannot be read now (why is
        said on the page: damaged or not yet up to date, it is put right from the saves off the GUI thread)."""
        path = db.default_path()
        if not path.exists():
            return default
        try:
            conn = db.connect(path, write=False, timeout=READ_TIMEOUT_S)
        except (db.HistoryDamaged, db.HistoryUnavailable) as exc:
            return self._unreadable(exc, default)
        try:
            return fn(conn)
        except sqlite3.Error as exc:
            return self._unreadable(exc, default)
        finally:
            conn.close()

    def _unreadable(self, exc: Exception, default):
        from cafegames.ui.history_link import status, sync_soon

        self._trouble = db.trouble(exc)
        if self._trouble not in (db.BUSY, db.FULL) and not status()[0]:
            sync_soon()  # the recorder can write: it keeps the file aside if damaged, or puts it right
        return default

    def _notes(self) -> str:
        """The lines under the heading: what the page does not show, and why."""
        from cafegames.ui.history_link import status

        trouble, unrecorded = status()
        trouble = trouble or self._trouble
        lines = []
        if trouble == db.BUSY:
            lines.append(self.tr("The history is in use by another program; it will be brought up to date later."))
        elif trouble == db.FULL:
            lines.append(self.tr("The disk is full: the history will be brought up to date when there is room "
                                 "on it again."))
        elif trouble == db.DAMAGED:
            lines.append(self.tr("The history cannot be read: it is being rebuilt from the saved games."))
        elif trouble == db.NOT_READY:
            lines.append(self.tr("The history is being brought up to date from the saved games."))
        elif trouble:
            lines.append(self.tr("The history cannot be written just now; it will be brought up to date later."))
        if unrecorded:
            lines.append(self.tr("%n finished game(s) could not be read: left out of these figures.", None,
                                 unrecorded))
        if self.skipped:
            lines.append(self.tr("%n line(s) of the history made no sense: left out.", None, self.skipped))
        return "\n".join(lines)

    def refresh(self) -> None:
        """Read the history again (a match recorded, the history synced, the page shown, a language change)."""
        self._trouble = ""
        self.people, self.skipped = self._read(stats.read_people, ([], 0))
        in_history = {p.who: p for p in self.people}
        rows: list[tuple[str, str, QColor]] = [(f"player:{p.id}", p.name, QColor(p.colour)) for p in self.players.all()]
        known = {r[0] for r in rows}
        typed = [p for p in self.people if p.kind != "computer" and p.who not in known]
        rows += [(p.who, p.name, charts.spare_colour(k)) for k, p in enumerate(typed)]
        rows += [(p.who, level_name(p.level), QColor("#6b5f50")) for p in self.people if p.kind == "computer"]
        self.people_list.blockSignals(True)
        self.people_list.clear()
        for who, name, colour in rows:
            item = QListWidgetItem(name)
            item.setData(WHO_ROLE, who)
            item.setData(PICTURE_ROLE, (colour, who.startswith("computer:")))
            n = in_history[who].matches if who in in_history else 0
            item.setToolTip(self.tr("%n finished game(s)", None, n))
            self.people_list.addItem(item)
        self.people_list.blockSignals(False)
        self._names = {who: name for who, name, _ in rows}
        self.select(self.who if self.who in self._names else (rows[0][0] if rows else None))
        self._draw_pictures()

    def _draw_pictures(self, *_args) -> None:
        """The pictures of the people in view (thousands of names: each drawn when it is first seen)."""
        view = self.people_list
        if view.count() == 0:
            return
        first = max(0, view.indexAt(QPoint(4, 4)).row())
        last = view.indexAt(QPoint(4, view.viewport().height() - 4)).row()
        last = min(view.count() - 1, last if last >= 0 else first + 40)
        for row in range(first, last + 1):
            item = view.item(row)
            picture = item.data(PICTURE_ROLE)
            if picture is not None:
                item.setIcon(player_icon(item.text(), picture[0], computer=picture[1]))
                item.setData(PICTURE_ROLE, None)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self._draw_pictures()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._draw_pictures()

    def select(self, who: str | None) -> None:
        """Show `who`'s figures (None: nobody, an empty history)."""
        self.who = who
        for i in range(self.people_list.count()):
            item = self.people_list.item(i)
            if item.data(WHO_ROLE) == who:
                self.people_list.blockSignals(True)
                self.people_list.setCurrentItem(item)
                self.people_list.blockSignals(False)
        self._show_person()

    def set_period(self, period: str) -> None:
        self.period = period
        self.month_button.setChecked(period == "month")
        self.all_button.setChecked(period == "all")
        self._show_person()

    def since(self) -> str | None:
        return stats.month_start() if self.period == "month" else None

    def _person_changed(self, item: QListWidgetItem | None, _previous=None) -> None:
        if item is not None:
            self.who = item.data(WHO_ROLE)
            self._show_person()

    def _show_person(self) -> None:
        who, since = self.who, self.since()
        if who:
            nothing = stats.PlayerStats(who, (stats.Figures("", 0, 0, 0, None, None),), (), ())
            self.current, self.listed = self._read(
                lambda c: (stats.player_stats(c, who, since), stats.matches(c, who, since, limit=RECENT)),
                (nothing, []))
        else:
            self.current, self.listed = None, []
        name = self._names.get(who, "") if who else ""
        self.name.setText(name or self.tr("Nobody has finished a game yet"))
        total = self.current.total if self.current is not None else None
        if total is None or total.played == 0:
            period = self.tr("this month") if self.period == "month" else self.tr("so far")
            self.summary.setText(self.tr("No finished game {period}.").format(period=period) if who else
                                 self.tr("Finished games appear here, with who won and how."))
        else:
            self.summary.setText(self.tr("%n game(s) finished", None, total.played) + " · "
                                 + self.tr("%n won", None, total.won))
        self.problem = self._notes()
        self.warning.setText(self.problem)
        self.warning.setVisible(bool(self.problem))
        self._fill_figures()
        self._fill_levels()
        self._fill_wins()
        self._fill_matches()
        self.refreshed.emit()

    # ---------------------------------------------------------------- the parts
    def _fill_figures(self) -> None:
        from PySide6.QtCore import QLocale

        locale = QLocale()
        figures = list(self.current.figures) if self.current is not None else []
        if not figures or figures[0].played == 0:
            figures = [stats.Figures("", 0, 0, 0, None, None)]
        if len(figures) == 2:  # one game only: its row says it all
            figures = figures[1:]
        self.figures.setRowCount(len(figures))
        for row, f in enumerate(figures):
            _set_row(self.figures, row, [
                game_name(f.game) if f.game else self.tr("All games"), str(f.played), str(f.won),
                self.tr("{rate}%").format(rate=round(f.win_rate * 100)) if f.played else "—", str(f.longest_streak),
                "—" if f.best is None else str(f.best), "—" if f.average is None else locale.toString(f.average, "f", 1)])

    def _fill_levels(self) -> None:
        from PySide6.QtCore import QLocale

        levels = list(self.current.levels) if self.current is not None else []
        self.levels.clearSpans()
        self.levels.setRowCount(max(1, len(levels)))
        if not levels:
            self.levels.setSpan(0, 0, 1, 4)
            self.levels.setItem(0, 0, QTableWidgetItem(self.tr("No game against the computer")))
            return
        for row, lv in enumerate(levels):
            _set_row(self.levels, row, [level_name(lv.level), str(lv.played), str(lv.won),
                                        QLocale().toString(lv.average_place, "f", 1)])

    def _fill_wins(self) -> None:
        played = list(self.current.played) if self.current is not None else []
        lines: list[charts.Line] = []
        by_game: dict[str, list[stats.Played]] = {}
        for p in played:
            by_game.setdefault(p.game, []).append(p)
        stamps = [p.seconds for p in played]
        end = max(stamps, default=0.0)
        for i, (game_id, ms) in enumerate(sorted(by_game.items())):
            xs, ys, won = [], [], 0
            for p in ms:
                won += p.won
                xs.append(p.seconds)
                ys.append(won)
            if xs[-1] < end:  # the count stays as it is until the latest match of any game
                xs.append(end)
                ys.append(won)
            info = registry.GAMES.get(game_id)
            colour = QColor(info.colour) if info else charts.spare_colour(i)
            lines.append(charts.Line(game_name(game_id), colour, xs, ys, charts.MARKERS[i % len(charts.MARKERS)]))
        ticks = _date_ticks(min(stamps), max(stamps)) if stamps else []
        self.wins.set_wins(lines, ticks, self.tr("Wins over time"),
                           self.tr("No finished game in this period."))

    def _fill_matches(self) -> None:
        self.matches.blockSignals(True)
        self.matches.clear()
        from cafegames.ui.load_dialog import local_date
        from cafegames.ui.plain_text import plain_tooltip

        for m in self.listed:
            winners = [n for n, w in zip(m.names, m.winners, strict=True) if w]
            item = QTreeWidgetItem([local_date(m.ended), match_game_name(m.game, m.options),
                                    "★ " + ", ".join(winners) if winners else "—"])
            item.setData(0, MATCH_ROLE, m.id)
            item.setToolTip(2, plain_tooltip(", ".join(f"{n} {s}" for n, s in zip(m.names, m.scores, strict=True))))
            self.matches.addTopLevelItem(item)
        if self.listed:  # (signals still blocked: the line below replays the match once, not twice)
            self.matches.setCurrentItem(self.matches.topLevelItem(0))
        self.matches.blockSignals(False)
        self._match_changed()

    def selected_match(self) -> stats.MatchSummary | None:
        item = self.matches.currentItem()
        if item is None:
            return None
        mid = item.data(0, MATCH_ROLE)
        return next((m for m in self.listed if m.id == mid), None)

    def _match_changed(self, *_args) -> None:
        """The score line of the chosen match, replayed from its save (a few milliseconds)."""
        m = self.selected_match()
        path = self._save_of(m)
        self.watch_button.setEnabled(path is not None)
        if m is None:
            self.score_chart.set_series(None, [], [], self.tr("Score line"))
            return
        from cafegames.engine.errors import GameError

        series, names, colours = None, list(m.names), [charts.spare_colour(i) for i in range(len(m.names))]
        try:
            if path is not None:
                record, series = self._replayed(path)
                names = [self._names.get(w, s.name) if w.startswith("player:") else s.name
                         for w, s in zip(m.whos, record.seats, strict=False)]
                colours = charts.seat_colours(record.seats, self.players)
        except GameError:
            series = None
        self.score_chart.set_series(series, names, colours, self.tr("{game} of {date}").format(
            game=game_name(m.game), date=self.matches.currentItem().text(0)))

    def _replayed(self, path: Path) -> tuple:
        """The save's record and score line, read and replayed once while the file stays the same (the same
        match is shown again on a period change, a language change, another person's page): keyed by the file's
        identity, size and time, so a save rewritten (atomically: a new file) is read again."""
        try:
            st = path.stat()
            key = (str(path), st.st_ino, st.st_size, st.st_mtime_ns)
        except OSError:
            key = None
        if key is not None and key in self._series_cache:
            return self._series_cache[key]
        from cafegames.engine import saves
        from cafegames.engine.replay import Replay

        record = saves.read_save(path)
        answer = (record, Replay.of(record).series)
        if key is not None:
            if len(self._series_cache) >= SERIES_CACHED:
                self._series_cache.pop(next(iter(self._series_cache)))
            self._series_cache[key] = answer
        return answer

    @staticmethod
    def _save_of(m: stats.MatchSummary | None) -> Path | None:
        """The save of a match, when the name the history holds is a file of the saves folder (never a path out
        of it: the file may have been edited)."""
        from cafegames.engine.saves import saves_dir

        return inside(saves_dir(), m.save_file) if m is not None else None

    def _watch(self) -> None:
        path = self._save_of(self.selected_match())
        if path is not None:
            self.watch.emit(path)

    # ---------------------------------------------------------------- language
    def retranslate(self) -> None:
        self.title.setText(self.tr("Statistics"))
        self.month_button.setText(self.tr("This month"))
        self.all_button.setText(self.tr("All time"))
        self.back_button.setText(self.tr("Back"))
        self.watch_button.setText(self.tr("Watch the replay"))
        self.figures.setHorizontalHeaderLabels([self.tr("Game"), self.tr("Played"), self.tr("Won"),
                                                self.tr("Win\nrate"), self.tr("Longest\nstreak"),
                                                self.tr("Best\nscore"), self.tr("Average\nscore")])
        self.levels.setHorizontalHeaderLabels([self.tr("Against"), self.tr("Games"), self.tr("Won"),
                                               self.tr("Average\nplace")])
        self.matches.setHeaderLabels([self.tr("Date"), self.tr("Game"), self.tr("Winner")])

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.isVisible():
                self.refresh()
        super().changeEvent(event)


def _set_row(table: QTableWidget, row: int, cells: list[str]) -> None:
    """A row of figures: the first cell (what it is about) to the left, the figures centred."""
    for col, text in enumerate(cells):
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter if col else
                              Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        table.setItem(row, col, item)


def _date_ticks(first: float, last: float, count: int = 4) -> list[tuple[float, str]]:
    """Dates under the wins chart (times of day when everything happened within a day), never twice the same."""
    from PySide6.QtCore import QDateTime, QLocale

    locale = QLocale()

    def label(t: float) -> str:
        when = QDateTime.fromSecsSinceEpoch(int(t))
        if last - first < 86_400:
            return locale.toString(when.time(), QLocale.FormatType.ShortFormat)
        return locale.toString(when.date(), QLocale.FormatType.ShortFormat)

    out: list[tuple[float, str]] = []
    for i in range(count + 1 if last > first else 1):
        t = first + (last - first) * i / count
        text = label(t)
        if not out or out[-1][1] != text:
            out.append((t, text))
    return out
