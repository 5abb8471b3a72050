"""The start page: the three games (cover, name, players, description), Continue, Load and Statistics.

It is the first thing on screen, so it is built from what is cheap to set up (`python -m devtools.sim bench
app` measures it): no engine saves (attrs, cattrs, game modules) before the first paint — the "Continue" lookup
starts right after it, from a zero-delay timer, on a thread of its own (a folder of thousands of saves takes
seconds to read: `python -m devtools.bench_saves --many`), and imports nothing when the saves folder is empty; covers are
read from their SVG by Qt's image reader, once, at their final size (at the default size from raw pixels
rendered beforehand); alignment comes from layouts and stretches rather than `Qt.AlignmentFlag`, because the first
use of PySide6's `Qt` namespace builds its ~90 Python enums (~40 ms). The hand cursor is set after the first
paint for the same reason.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, QTimer, Signal
from PySide6.QtGui import QColor, QImage, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from cafegames.engine import registry
from cafegames.engine.paths import data_dir, resource
from cafegames.ui.i18n import fill, on_language_change, tr_message
from cafegames.ui.settings import Settings

if TYPE_CHECKING:
    from cafegames.engine.saves import SaveSummary

COVER = QSize(360, 225)
MIN_COVER = QSize(144, 90)  # on a short window (1024 × 640) the cover gives way to the words and buttons
STYLE = """
#startPage { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #f7efe0, stop:1 #ead9bb); }
#title { color: #2b2118; font-size: 40px; font-weight: bold; }
#subtitle { color: #5b4a3a; font-size: 18px; }
#gameCard { background: #fffaf0; border: 1px solid #d6c4a4; border-radius: 16px; }
#gameName { color: #2b2118; font-size: 24px; font-weight: bold; }
#players { color: #8f3524; font-size: 15px; font-weight: bold; }
#description { color: #4a3b2d; font-size: 15px; }
#soon { color: #7a6a58; font-size: 16px; font-style: italic; padding: 10px; }
QPushButton#play, QPushButton#continueButton { background: #c8553d; color: white; border: none;
    border-radius: 10px; font-size: 18px; font-weight: bold; padding: 10px 22px; }
QPushButton#play:hover, QPushButton#continueButton:hover { background: #d9694f; }
QPushButton#loadButton, QPushButton#statsButton, QPushButton#learn, QPushButton#quick { background: #fffaf0; color: #2b2118; border: 2px solid #c8553d; border-radius: 10px;
    font-size: 18px; font-weight: bold; padding: 8px 22px; }
QPushButton#loadButton:hover, QPushButton#statsButton:hover, QPushButton#learn:hover,
QPushButton#quick:hover { background: #fbeee0; }
QPushButton#learn, QPushButton#quick { font-size: 16px; padding: 6px 18px; }
#continueInfo { color: #4a3b2d; font-size: 15px; }
"""


_covers: dict[tuple[str, int, int, float], QPixmap] = {}


def cover_pixmap(game_id: str, size: QSize, dpr: float = 1.0) -> QPixmap:
    """The game's cover from resources/art/<id>.svg at `size` (a plain tile when the file is missing).

    Rendered by Qt's SVG image reader in C++ and kept for the run (the page is rebuilt on language changes)."""
    key = (game_id, size.width(), size.height(), dpr)
    cached = _covers.get(key)
    if cached is not None:
        return cached
    width, height = round(size.width() * dpr), round(size.height() * dpr)
    # At the default size the pixels rendered from the SVG beforehand (devtools/make_covers.py): the first frame
    # then needs neither Qt's SVG plugin and the rasterising (~15 ms, 6 MiB) nor any decoder.
    image = _raw_cover(game_id, width, height)
    if image is None:
        from PySide6.QtGui import QImageReader

        reader = QImageReader(str(resource("art", f"{game_id}.svg")))
        reader.setScaledSize(QSize(width, height))
        image = reader.read()
    if image.isNull():
        pm = QPixmap(width, height)
        pm.fill(QColor("#1f5f3a"))
    else:
        pm = QPixmap.fromImage(image)
    pm.setDevicePixelRatio(dpr)
    _covers[key] = pm
    return pm


def _raw_cover(game_id: str, width: int, height: int) -> QImage | None:
    """resources/art/<id>-<w>x<h>.rgb32 (devtools/make_covers.py: opaque pixels as Qt's raster pixmaps keep them,
    uncompressed), if it is there and whole: read and handed to Qt as they are, with no decoding, inflating or
    conversion. Little-endian machines only (the bytes are B, G, R, 255); others render the SVG."""
    if sys.byteorder != "little":
        return None
    try:
        pixels = resource("art", f"{game_id}-{width}x{height}.rgb32").read_bytes()
    except OSError:
        return None
    if len(pixels) != width * height * 4:
        return None
    # (a copy: the QImage would otherwise point into `pixels`, freed when this returns)
    return QImage(pixels, width, height, width * 4, QImage.Format.Format_RGB32).copy()


def latest_unfinished() -> SaveSummary | None:
    """The save "Continue" opens: the most recently played unfinished game.

    Saves record their time to the second; the file's modification time breaks ties, so a copy just written
    with Save as… (the current file from then on) wins over the file it was copied from."""
    if "cafegames.engine.saves" not in sys.modules and not _any_save_file(data_dir() / "saves"):
        return None  # (the first start: no need to import the saves module, attrs and cattrs to know it)
    import contextlib

    from cafegames.engine.saves import list_saves

    def mtime(path: Path) -> int:
        with contextlib.suppress(OSError):
            return path.stat().st_mtime_ns
        return 0

    from cafegames.ui.save_lister import let_gui_run

    unfinished = [s for s in list_saves(between=let_gui_run) if s.record is not None and not s.record.finished]
    return max(unfinished, key=lambda s: (s.sort_key, mtime(s.path)), default=None)


def _any_save_file(folder: Path) -> bool:
    """Whether `folder` (`cafegames.engine.saves.saves_dir()`) may hold a save: a file named like one."""
    try:
        with os.scandir(folder) as entries:
            return any(e.name.endswith(".json") and not e.name.startswith(".") for e in entries)
    except OSError:
        return False


def _centred(widget: QWidget) -> QHBoxLayout:
    row = QHBoxLayout()
    row.setContentsMargins(0, 0, 0, 0)
    row.addStretch(1)
    row.addWidget(widget)
    row.addStretch(1)
    return row


class _CardLayout(QVBoxLayout):
    """A game card's layout, which tells the card (`GameCard.laid_out`) each time it has placed the card's
    contents. Not a `resizeEvent` of the card and the cover: a Python event handler called before the first frame
    has PySide6 set up `QEvent`'s Python type, with the 179 members of its `Type` enum (13M instructions, 1 % of
    a start); the layout is handed a QRect."""

    def setGeometry(self, rect) -> None:  # noqa: N802 - Qt API
        super().setGeometry(rect)
        card = self.parentWidget()
        if isinstance(card, GameCard):
            card.laid_out()


class Cover(QLabel):
    """A game's cover: as wide as its card (up to 600 px) where the window is tall enough, shorter on a short
    one (1024 × 640): the words and buttons under it keep their room, the cover gives way down to MIN_COVER."""

    def __init__(self, game_id: str):
        super().__init__(objectName="cover")
        self.game_id = game_id
        self.rendered = QSize()
        # Never narrower than a whole cover: three of them set the page's (and the window's) smallest width,
        # which the tables' readability at 1280 × 800 relies on today (tests/ui/test_readability.py).
        self.setMinimumSize(COVER.width(), MIN_COVER.height())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API: the size it has on a big enough window
        card = self.parentWidget()
        width = max(COVER.width(), min(card.width() - 32, 600)) if card is not None else COVER.width()
        width -= width % 24  # re-rendered in steps, not at every pixel of a resize
        return QSize(width, width * COVER.height() // COVER.width())

    def fit(self) -> None:
        """Rendered to fit the room it was given (by its card's layout, `_CardLayout`)."""
        width = min(self.sizeHint().width(), self.width(), self.height() * COVER.width() // COVER.height())
        width = max(MIN_COVER.width(), width - width % 24)
        size = QSize(width, width * COVER.height() // COVER.width())
        if size != self.rendered:
            self.rendered = size
            self.setPixmap(cover_pixmap(self.game_id, size, self.devicePixelRatioF()))


class GameCard(QFrame):
    play = Signal(str)
    learn = Signal(str)  # "Learn to play": the game's guided first game (cafegames/engine/lesson.py)
    quick = Signal(str)  # "Quick game": the game's quick game in one click (cafegames/engine/quick.py)

    def __init__(self, info: registry.GameInfo, parent: QWidget | None = None):
        super().__init__(parent)
        self.info = info
        self.playable = info.has_scene()
        self.setObjectName("gameCard")
        self.picture = Cover(info.id)  # rendered at its final size, once the card has it
        if not self.playable:
            self.picture.setEnabled(False)
        self.name = QLabel(objectName="gameName")
        self.players = QLabel(objectName="players")
        self.description = QLabel(objectName="description")
        self.description.setWordWrap(True)
        self.button = QPushButton(objectName="play")
        self.button.clicked.connect(lambda: self.play.emit(info.id))
        self.quick_button = QPushButton(objectName="quick")
        self.quick_button.clicked.connect(lambda: self.quick.emit(info.id))
        self.learn_button = QPushButton(objectName="learn")
        self.learn_button.clicked.connect(lambda: self.learn.emit(info.id))
        self.soon = QLabel(objectName="soon")
        self._laid_out_width = -1
        layout = _CardLayout(self)
        layout.setContentsMargins(16, 16, 16, 16)
        layout.setSpacing(8)
        layout.addLayout(_centred(self.picture))
        layout.addWidget(self.name)
        layout.addWidget(self.players)
        layout.addWidget(self.description)
        self.words_gap = QSpacerItem(0, 0)  # the room the longest description of the page takes more (even_descriptions)
        layout.addItem(self.words_gap)
        layout.addStretch(1)
        button_row = QHBoxLayout()
        button_row.addWidget(self.button)
        button_row.addStretch(1)
        layout.addLayout(button_row)
        quick_row = QHBoxLayout()  # its own row too: "Nouvelle partie" and "Partie rapide" do not fit side by side
        quick_row.addWidget(self.quick_button)
        quick_row.addStretch(1)
        layout.addLayout(quick_row)
        learn_row = QHBoxLayout()  # its own row: "Nouvelle partie" and "Apprendre à jouer" do not fit side by side
        learn_row.addWidget(self.learn_button)
        learn_row.addStretch(1)
        layout.addLayout(learn_row)
        layout.addLayout(_centred(self.soon))
        # Once they are in the card: shown before, a widget without a parent becomes a window of its own.
        self.learn_button.setVisible(self.playable and info.has_lesson())
        self.button.setVisible(self.playable)
        self.quick_button.setVisible(self.playable and info.quick is not None)
        self.soon.setVisible(not self.playable)
        self.retranslate()

    def laid_out(self) -> None:
        """The card's layout has placed its contents (`_CardLayout`): the cover rendered at its new size; on a
        new width, the cover's size hint (it grows with the card on big screens) and the words' room on the page
        (`StartPage.even_descriptions`) follow."""
        self.picture.fit()
        if self.width() != self._laid_out_width:
            self._laid_out_width = self.width()
            self.picture.updateGeometry()
            page = self.parentWidget()
            if isinstance(page, StartPage):
                page.even_descriptions()

    def retranslate(self) -> None:
        self.name.setText(tr_message(self.info.name))
        self.players.setText(fill(self.tr("{lo} to {hi} players"), lo=self.info.min_players, hi=self.info.max_players))
        self.description.setText(tr_message(self.info.description))
        self.button.setText(self.tr("New game"))
        self.quick_button.setText(self.tr("Quick game"))
        self.quick_button.setToolTip(tr_message(self.info.quick.says) if self.info.quick is not None else "")
        self.learn_button.setText(self.tr("Learn to play"))
        self.soon.setText(self.tr("Coming soon"))


class ContinueInfo(QLabel):
    """What Continue opens (the game, its players or name, where it stands): each line cut with "…" to the room the
    bottom row leaves it, the whole of it in the tooltip. The row gives it its whole width when it has the room
    (`sizeHint`: the uncut lines) and never takes the buttons' room for it (`minimumSizeHint`: a few letters): a
    table of ten long names pushed "Load a saved game…" below its own width at 1024 × 640."""

    MIN_CHARS = 12  # the least it keeps of a line, in average letters

    def __init__(self) -> None:
        super().__init__(objectName="continueInfo")
        self.lines: list[str] = []

    def set_lines(self, lines: list[str]) -> None:
        """Shown whole until the row lays it out (`fit`); a title or a name from a file is plain text, in the
        tooltip too."""
        from cafegames.ui.plain_text import plain_tooltip

        self.lines = lines
        self.setText("\n".join(lines))
        self.setToolTip(plain_tooltip("\n".join(lines)))
        self.updateGeometry()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        metrics = self.fontMetrics()
        width = max((metrics.horizontalAdvance(line) for line in self.lines), default=0)
        return QSize(width + 2, metrics.lineSpacing() * max(1, len(self.lines)))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API
        hint = self.sizeHint()
        return QSize(min(hint.width(), self.fontMetrics().averageCharWidth() * self.MIN_CHARS), hint.height())

    def fit(self) -> None:
        """The lines cut to the width the row gave (called by the row's layout, `_BottomRow`)."""
        from PySide6.QtCore import Qt

        metrics = self.fontMetrics()
        text = "\n".join(metrics.elidedText(line, Qt.TextElideMode.ElideRight, self.width()) for line in self.lines)
        if text != self.text():
            self.setText(text)


class _BottomRow(QHBoxLayout):
    """The bottom row's layout, which cuts the Continue caption to the room it placed it in (a layout handed a QRect,
    not a Python `resizeEvent`: see `_CardLayout`)."""

    def __init__(self, info: ContinueInfo):
        super().__init__()
        self.info = info

    def setGeometry(self, rect) -> None:  # noqa: N802 - Qt API
        super().setGeometry(rect)
        if self.info.isVisible():
            self.info.fit()


class StartPage(QFrame):
    """A QFrame, so the style sheet paints its background without `Qt.WA_StyledBackground`."""

    new_game = Signal(str)
    learn = Signal(str)
    quick_game = Signal(str)
    continue_game = Signal(Path)
    load_game = Signal()
    show_stats = Signal()
    refreshed = Signal()  # the Continue lookup is done (tests wait for it)

    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("startPage")
        self.setStyleSheet(STYLE)
        self.latest: SaveSummary | None = None
        self.looked_up = False  # whether `latest` has been looked for yet
        self._lookups = 0  # lookups started; only the newest one's result is shown
        self._prepared = False  # the work after the page's first frame is done (`on_screen`)
        self.title = QLabel(objectName="title")
        self.subtitle = QLabel(objectName="subtitle")
        self.cards = [GameCard(info, self) for info in registry.GAMES.values() if info.on_start_page]
        for card in self.cards:
            card.play.connect(self.new_game)
            card.learn.connect(self.learn)
            card.quick.connect(self.quick_game)
        self.continue_button = QPushButton(objectName="continueButton")
        self.continue_button.clicked.connect(self._continue)
        self.continue_button.hide()
        self.continue_info = ContinueInfo()
        self.continue_info.hide()
        self.load_button = QPushButton(objectName="loadButton")
        self.load_button.clicked.connect(self.load_game)
        self.stats_button = QPushButton(objectName="statsButton")
        self.stats_button.clicked.connect(self.show_stats)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 28, 40, 28)
        outer.setSpacing(14)
        outer.addLayout(_centred(self.title))
        outer.addLayout(_centred(self.subtitle))
        outer.addStretch(1)
        row = QHBoxLayout()
        row.setSpacing(24)
        for card in self.cards:
            row.addWidget(card, 1)
        outer.addLayout(row)
        outer.addStretch(1)
        bottom = _BottomRow(self.continue_info)
        bottom.setSpacing(16)
        bottom.addStretch(1)
        bottom.addWidget(self.continue_button)
        bottom.addWidget(self.continue_info)
        bottom.addSpacing(24)
        bottom.addWidget(self.load_button)
        bottom.addWidget(self.stats_button)
        bottom.addStretch(1)
        outer.addLayout(bottom)
        self.retranslate()
        on_language_change(self.retranslate_all)

    def even_descriptions(self) -> None:
        """Each card's words take the room of the longest, so the covers, names and buttons of the cards line up:
        on a short window the cover gives way by what its card's words leave it (UNO's, a line shorter in French
        at 1024 × 640, sat lower than the others)."""
        heights = [c.description.heightForWidth(c.width() - 32) if c.width() > 32 else 0 for c in self.cards]
        for card, height in zip(self.cards, heights, strict=True):
            gap = max(heights) - height
            if card.words_gap.sizeHint().height() != gap:
                card.words_gap.changeSize(0, gap)
                card.layout().invalidate()

    def on_screen(self) -> None:
        """The page is shown in a window that has painted its first frame (`MainWindow`: then, and whenever it
        shows the page again): what the page's first frame did not need comes in the next turn of the event loop,
        once. (Not from a `paintEvent`: see `_CardLayout`.)"""
        if not self._prepared:
            QTimer.singleShot(0, self._after_first_paint)

    def _after_first_paint(self) -> None:
        if self._prepared or not self.isVisible():  # closed or left at its first frame (a --screenshot)
            return
        self._prepared = True
        from PySide6.QtCore import Qt

        for button in [self.continue_button, self.load_button, self.stats_button,
                       *(b for card in self.cards for b in (card.button, card.quick_button, card.learn_button))]:
            button.setCursor(Qt.CursorShape.PointingHandCursor)
        if not self.looked_up:
            self.refresh()

    def refresh(self, wait: bool = False) -> None:
        """Look (again) for the latest unfinished save: after the first paint, a game, a load or a delete.

        On a thread of its own (10,000 saves take seconds to read: the page must answer meanwhile); Continue shows
        when it is found (`refreshed`). `wait`: on this thread, done on return (a screenshot is taken next)."""
        self._lookups += 1
        generation = self._lookups
        if wait:
            self._found(generation, latest_unfinished())
            return
        from cafegames.ui.save_lister import in_background

        in_background(lambda: latest_unfinished(), lambda latest: self._found(generation, latest), self)

    def _found(self, generation: int, latest: SaveSummary | None) -> None:
        if generation != self._lookups:  # a newer lookup is on its way (a game closed meanwhile)
            return
        self.latest = latest
        self.looked_up = True
        self.continue_button.setVisible(self.latest is not None)
        self.continue_info.setVisible(self.latest is not None)
        self._continue_text()
        self.refreshed.emit()

    def _continue_text(self) -> None:
        if self.latest is None or self.latest.record is None:
            return
        record = self.latest.record
        from cafegames.ui.titles import custom_title

        name = tr_message(registry.GAMES[record.game].name) if record.game in registry.GAMES else record.game
        players = ", ".join(s.name for s in record.seats)
        title = custom_title(record.title, record.game, record.seats)
        if title:  # the name given with Game → Save as… says more than the list of players
            players = self.tr("“{title}” · {players}").format(title=title, players=players)
        progress = tr_message(record.progress) if record.progress else ""
        from PySide6.QtCore import Qt

        self.continue_info.setTextFormat(Qt.TextFormat.PlainText)  # a title from a file is text, never HTML
        self.continue_info.set_lines([f"{name} · {players}"] + ([progress] if progress else []))

    def _continue(self) -> None:
        if self.latest is not None:
            self.continue_game.emit(self.latest.path)

    def focused_game(self) -> str:
        """The game whose rules F1 opens on the start page: the one under the mouse or the first playable."""
        for card in self.cards:
            if card.underMouse():
                return card.info.id
        playable = [c.info.id for c in self.cards if c.playable]
        return playable[0] if playable else (self.cards[0].info.id if self.cards else "")

    def retranslate(self) -> None:
        self.title.setText("cafegames")
        self.subtitle.setText(self.tr("Card and board games for the whole family, around one computer"))
        self.continue_button.setText(self.tr("Continue"))
        self.load_button.setText(self.tr("Load a saved game…"))
        self.stats_button.setText(self.tr("Statistics"))
        self._continue_text()

    def retranslate_all(self) -> None:
        """A language was installed (`i18n.on_language_change`: not a `changeEvent` override, which would hand
        every change event of the page to Python from its first style sheet on)."""
        self.retranslate()
        for card in self.cards:
            card.retranslate()
