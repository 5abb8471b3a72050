"""Reading a save back into a match: the file checked (`disk.read_json`, `format.parse_record`), then every action
replayed through the rules. The file is only read, never written."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from cafegames.engine.errors import GameError
from cafegames.engine.match import Match
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message
from cafegames.engine.saves.disk import BACKUP_SUFFIX, read_json
from cafegames.engine.saves.errors import CTX, NOT_LAID_OUT, SaveError, err
from cafegames.engine.saves.format import SaveRecord, parse_record

log = logging.getLogger(__name__)


def read_save(path: Path) -> SaveRecord:
    """The checked content of a save file (without replaying it)."""
    return parse_record(read_json(path))


def replay(record: SaveRecord, listener: Any = None) -> Match:
    """The match a record describes, replayed through the rules; SaveError names the first problem.
    `listener(match, action, events)` is told of every action replayed (see `Match.replay`)."""
    from cafegames.engine import registry

    game = registry.get(record.game).game()
    try:
        match = Match.replay(game, record.options, record.seats, record.seed, record.actions, listener)
        match.hints = list(record.hints) or [0] * len(match.seats)
        match.takebacks_allowed = record.takebacks_allowed
        match.takebacks = list(record.takebacks) or [0] * len(match.seats)
        return match
    except GameError as exc:
        raise SaveError(exc.message) from None
    except RecursionError:
        raise err(NOT_LAID_OUT) from None
    except Exception as exc:  # a rules bug met by an edited file: refuse the file, never show a traceback
        log.exception("the rules of %s could not replay a save", record.game)
        raise SaveError(Message(CTX, RULES_FAILED), detail=f"{type(exc).__name__}: {exc}"[:300]) from None


# The soak and the fuzz tests treat this refusal as a bug of the game's rules (they must refuse with IllegalAction).
RULES_FAILED = QT_TRANSLATE_NOOP("Saves", "The rules could not replay this game; the file may have been edited. "
                                          "The details are in the log.")


def load_save(path: Path) -> tuple[Match, SaveRecord]:
    """Read, check and replay a save file. The file is only read, never written."""
    record = read_save(path)
    return replay(record), record


def load_with_backup(path: Path) -> tuple[Match, SaveRecord, SaveError | None]:
    """`load_save`, falling back to the backup `<name>.bak` when the file itself is damaged.

    Returns the error of the main file when the backup was used, so the UI can say so."""
    try:
        match, record = load_save(path)
        return match, record, None
    except SaveError as main_error:
        backup = path.with_name(path.name + BACKUP_SUFFIX)
        if not backup.exists():
            raise
        try:
            match, record = load_save(backup)
        except SaveError:
            raise main_error from None
        return match, record, main_error
