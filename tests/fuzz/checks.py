"""What the app does with each kind of file, run on a laid-out case (in the fuzz worker, tests/fuzz/worker.py).

Each check reads the case's files the way the app does (the same functions, the same order) and returns an
outcome word ("read", "refused", "fallback"…). The refusals the app documents are caught here and must carry a
message a person can read; anything else propagates and is the worker's "exception". CAFEGAMES_DATA_DIR and
CAFEGAMES_CONFIG_DIR point into the case folder while a check runs.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path

from tests.fuzz.kinds import NAMES, finished_match, picture

Check = Callable[[Path], str]


def _text(text: object) -> None:
    assert isinstance(text, str) and text.strip() and len(text) < 5000, f"not a message: {text!r:.200}"


def _message(exc: BaseException) -> None:
    message = getattr(exc, "message", None)
    if message is not None and hasattr(message, "english"):
        _text(message.english())
        from cafegames.ui.i18n import tr_message

        _text(tr_message(message))
    else:
        _text(str(exc))


def check_settings(case: Path) -> str:
    """The settings at start (`Settings()`, every value the app asks for, the deck in use), then one change."""
    from cafegames.games.uno.table import widgets_decks as decks
    from cafegames.ui.settings import Settings

    s = Settings()
    values = (s.language, s.animation_speed, s.animation_scale, s.duration(300), s.computer_pace,
              s.computer_delay_ms, s.colour_aid, s.sound_volume, s.sound_muted, s.show_tips,
              s.json_value("new_game"), s.bytes_value("geometry"), s.bytes_value("stats_geometry"))
    assert isinstance(values[2], float) and 0 <= s.sound_volume <= 100
    deck = decks.current(s)
    if deck is not None:
        deck.missing()
    s.sound_volume = 55
    assert Settings().sound_volume == 55 or not s.path.parent.is_dir()
    return "read" if s.values else "defaults"


def check_players(case: Path) -> str:
    from cafegames.engine.errors import SetupError
    from cafegames.engine.players import Players, identity
    from cafegames.engine.seats import Seat

    players = Players()
    listed = players.all()
    if players.problem is not None:
        _text(players.problem.english())
    for p in listed:
        assert players.by_id(p.id) == p and players.by_name(p.name) is not None
    seats = [Seat(NAMES[0], "human"), Seat("Nouveau joueur", "human"), Seat("Bot", "computer", "hard")]
    attached = players.remember(seats)
    assert [identity(s) for s in attached]
    try:
        added = players.add("Quelqu’un d’autre")
        players.rename(added.id, "Quelqu’un")
        players.remove(added.id)
    except SetupError as exc:
        _message(exc)
        return "refused"
    return "read" if listed else "empty"


def check_avatars(case: Path) -> str:
    """Every name's photo drawn as the tables and the dialogs do, then a photo set, renamed and cleared."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from cafegames.ui import avatars, pictures

    avatars._images.clear()
    index = avatars._read_index()
    names = [*list(index)[:20], *NAMES, "Grand-mère", "../x", ""]
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    drawn = 0
    try:
        for name in names:
            avatars.avatar_path(name)
            drawn += avatars.draw_avatar(painter, QRectF(10, 10, 60, 60), name, QColor("#c8553d"))
            avatars.player_icon(name, QColor("#2f7d4f"))
    finally:
        painter.end()
    try:
        avatars.set_avatar("Nouveau", picture(3))
    except pictures.PictureError as exc:
        _message(exc)
    avatars.rename_avatar(NAMES[1], "Renommé")
    avatars.clear_avatar(NAMES[2])
    avatars.clear_avatar("Renommé")
    return f"drawn {min(drawn, 3)}"


def check_deck(case: Path) -> str:
    """The decks as the new-game dialog, the designer and the UNO table read them, then a card changed."""
    from cafegames.games.uno.table import widgets_decks as decks
    from cafegames.ui import pictures
    from cafegames.ui.settings import Settings

    listed = decks.all_decks()
    current = decks.current(Settings())
    outcome = "none"
    for deck in [*listed, *([current] if current else [])][:5]:
        outcome = "read"
        deck.missing()
        for card in list(deck.cards)[:6]:
            path = deck.picture_path(card)
            if path is None:
                continue
            try:
                image = pictures.read_picture(path)
            except pictures.PictureError as exc:
                _message(exc)
                outcome = "picture refused"
                continue
            p = deck.cards[card]
            pictures.crop(image, 0.66, p.zoom, p.x, p.y)
        decks.set_card(deck, "r7", None)
    return outcome


def check_unodeck(case: Path) -> str:
    from cafegames.games.uno.table import widgets_decks as decks
    from cafegames.ui import pictures

    try:
        deck = decks.import_deck(case / "import" / "shared.unodeck")
    except decks.DeckError as exc:
        _message(exc)
        return "refused"
    again = decks.load(deck.id)
    assert again is not None and again.cards == deck.cards
    for card in deck.cards:
        path = deck.picture_path(card)
        assert path is not None
        pictures.read_picture(path)
    return "imported"


def check_history(case: Path) -> str:
    """The history as the app uses it: opened and synced with the saves by the recorder (as at start), a new
    match recorded, and the statistics page's figures (the page itself, with every person in it)."""
    from cafegames.engine import saves
    from cafegames.engine.players import Players
    from cafegames.history import db, stats
    from cafegames.history.entry import entry_of_match
    from cafegames.history.recorder import HistoryRecorder

    data = case / "data"
    recorder = HistoryRecorder(lambda: data / db.FILE_NAME, lambda: data / "saves", lambda: data / "players.json")
    reports: list = []
    recorder.sync(done=reports.append)
    match = finished_match("cafe", 901, [NAMES[0]])
    path = data / "saves" / "new-match.json"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        saves.save_match(match, path)
    except (OSError, saves.SaveError):
        pass
    recorder.record(lambda: entry_of_match(match, path, saves.now_iso(), saves.now_iso(), Players()), path)
    assert recorder.flush(20), "the history recorder did not finish in 20 s"
    assert recorder.stop(20), "the history recorder did not stop in 20 s"
    outcome = "rebuilt" if any(r is not None and r.reason for r in reports) else "read"
    try:
        conn = db.connect(data / db.FILE_NAME)
    except db.HistoryDamaged:
        return outcome + ", stats: damaged"
    try:
        people = stats.people(conn)
        for person in people[:30]:
            stats.player_stats(conn, person.who)
            stats.player_stats(conn, person.who, stats.month_start())
            stats.matches(conn, person.who, limit=20)
        stats.matches(conn)
        stats.count(conn)
    except sqlite3.DatabaseError:
        outcome += ", stats: damaged"
    finally:
        conn.close()
    _stats_page()
    return outcome


def _stats_page() -> None:
    from cafegames.ui import history_link
    from cafegames.ui.stats_page import StatsPage

    page = StatsPage()
    try:
        page.refresh()
        for i in range(min(page.people_list.count(), 8)):
            page._person_changed(page.people_list.item(i))
        page.set_period("month")
        page.set_period("all")
    finally:
        page.deleteLater()
    history_link.HISTORY.flush(20)  # a damaged history: the page asked for a rebuild


def check_save(case: Path) -> str:
    """A save as Load, Continue, --load and --replay read it."""
    from cafegames.engine import saves
    from cafegames.engine.replay import read_replay

    folder = case / "data" / "saves"
    for summary in saves.list_saves(folder):
        assert (summary.record is None) != (summary.error is None)
        if summary.error is not None:
            _message(summary.error)
    saves.latest_unfinished(folder)
    outcome = "loaded"
    for path in sorted(folder.iterdir()) if folder.is_dir() else []:
        if not path.name.endswith(".json"):
            continue
        try:
            match, record, problem = saves.load_with_backup(path)
            if problem is not None:
                _message(problem)
                outcome = "backup"
        except saves.SaveError as exc:
            _message(exc)
            assert exc.message.text != saves.RULES_FAILED, f"the rules crashed: {exc.detail}"
            outcome = "refused"
        try:
            read_replay(path)
        except saves.SaveError as exc:
            _message(exc)
    return outcome


CHECKS: dict[str, Check] = {"settings": check_settings, "players": check_players, "avatars": check_avatars,
                            "deck": check_deck, "unodeck": check_unodeck, "history": check_history,
                            "save": check_save}


def _hang(case: Path) -> str:
    time.sleep(3600)
    return "never"


def _die(case: Path) -> str:
    os._exit(9)


def _write_outside(case: Path) -> str:
    """A write the fence cannot see (SQLite writes in C): the sentinel's fingerprint does."""
    sqlite3.connect(case / "outside" / "planted.sqlite3").execute("CREATE TABLE t (a)").connection.close()
    return "wrote"


def _delete_outside(case: Path) -> str:
    (case / "outside" / "victim.json").unlink()
    return "deleted"


SELF_TESTS: dict[str, Check] = {"_hang": _hang, "_die": _die, "_write_outside": _write_outside,
                                "_delete_outside": _delete_outside}
CHECKS.update(SELF_TESTS)  # the harness's own alarms (tests/fuzz/test_files_fuzz.py)
