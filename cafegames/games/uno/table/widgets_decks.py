"""U-PHOTO: the family's own UNO decks, kept in the user data directory.

Storage: `data_dir()/decks/<deck-id>/deck.json` and the pictures beside it, COPIED in (scaled to at most
pictures.MAX_SIDE, JPEG or PNG, named by a hash of their bytes so a picture used on many cards is kept once),
so moving or deleting the original photo breaks nothing. The manifest:

    {"format": 1, "name": "Grandma's deck",
     "cards": {"r7": {"picture": "3f2a….jpg", "zoom": 1.4, "x": 0.5, "y": 0.35}, "back": {…}}}

Card names are `uno.cards.text` codes ("r7", "bS", "W4") plus "back"; zoom ≥ 1 narrows the window on the
picture and (x, y) is its centre in fractions of the picture. A deck is a display preference, not a rule: the
deck in use is "uno_current_deck" in Settings (one for the whole app, chosen in the new-game dialog or the
designer), and saves stay rule-only. A deck travels as one zip (`export_deck`/`import_deck`) holding the same
manifest and pictures; imports are checked for zip bombs, odd paths, non-pictures and a bad manifest.

Named `widgets_…` though it holds no item: it reads pictures with Qt (cafegames.ui.pictures), and only modules
so named may import Qt (tests/engine/test_qt_free.py). `ui/` reaches it through the game registry
(`GameInfo.decks`).

Every file here is read as hostile (`engine/files.py`): deck.json and the pictures through `read_bounded`, and
every name a file or a setting holds (a deck id, a card's picture) through `inside(decks_dir(), …)`, so a deck
never reaches outside `data_dir()/decks/`; deleting goes through `remove_inside`. A deck whose deck.json is
damaged is left out (said in the log) and the deck in use falls back to the standard cards with a notice
(`chosen`), so one bad file never stops a table from opening. Shared files are opened by `deck_zip`.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import math
import os
import re
import stat
import tempfile
import uuid
import zipfile
from pathlib import Path
from typing import Any

from attrs import define, field
from PySide6.QtCore import QCoreApplication

from cafegames.engine import files, saves
from cafegames.engine.os_errors import os_reason
from cafegames.games.uno.table import deck_zip
from cafegames.games.uno.table.deck_zip import MAX_MEMBERS, MAX_RATIO, MAX_ZIP_BYTES  # noqa: F401 - their home was here
from cafegames.ui import pictures
from cafegames.ui.i18n import tr_message

FORMAT = 1
CURRENT_KEY = "uno_current_deck"
OLD_KEY = "uno_deck"  # the first version kept {card: original file path} in Settings
NAME_RE = re.compile(r"^[0-9a-f]{8,64}\.(jpg|png)$")
# with the Extreme and Deluxe boxes' cards
CARD_RE = re.compile(r"^([rygb]([0-9]|S|R|D|X|V|T|Q)|W|W4|P1|P2|WU|WE|WX|WB|WT|back)$")
ID_RE = re.compile(r"[0-9a-f]{6,32}")
RANGES = {"zoom": (1.0, 8.0), "x": (0.0, 1.0), "y": (0.0, 1.0)}  # a placement's numbers, bounds included
DEFAULTS = {"zoom": 1.0, "x": 0.5, "y": 0.5}  # when the manifest leaves one out: the whole picture, centred

log = logging.getLogger(__name__)


class DeckError(ValueError):
    """A deck that cannot be read or imported; str(error) is a translated sentence for the user."""


@define
class Placement:
    picture: str
    zoom: float = 1.0
    x: float = 0.5
    y: float = 0.5

    def as_json(self) -> dict[str, Any]:
        return {"picture": self.picture, "zoom": round(self.zoom, 4), "x": round(self.x, 4), "y": round(self.y, 4)}


@define
class Deck:
    id: str
    name: str
    folder: Path
    cards: dict[str, Placement] = field(factory=dict)

    def picture_path(self, card: str) -> Path | None:
        """The stored picture of `card`, or None (no picture, or a name that leads out of the deck folder)."""
        p = self.cards.get(card)
        return files.inside(self.folder, p.picture) if p else None

    def picture_file(self, picture: str) -> Path | None:
        """The file of a picture named in the deck, when it stays inside the deck folder."""
        return files.inside(self.folder, picture)

    def missing(self) -> list[str]:
        """Cards whose picture file is gone (they are drawn with the standard art)."""
        return sorted(c for c in self.cards if not _is_regular(self.picture_path(c)))


def _is_regular(path: Path | None) -> bool:
    """Whether `path` is a regular file (links followed): a FIFO or a device is no picture."""
    try:
        return path is not None and stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def decks_dir() -> Path:
    return saves.data_dir() / "decks"


def _manifest(deck: Deck) -> dict[str, Any]:
    return {"format": FORMAT, "name": deck.name, "cards": {c: p.as_json() for c, p in sorted(deck.cards.items())}}


def _damaged() -> DeckError:
    return DeckError(QCoreApplication.translate("Decks", "The deck description is damaged."))


def _number(spec: dict, key: str) -> float:
    """A placement's number from the manifest: a JSON number within RANGES[key] (compared before any conversion,
    so a 400-digit integer, NaN or 1e309 is refused, never an OverflowError); DeckError otherwise."""
    value = spec.get(key, DEFAULTS[key])
    low, high = RANGES[key]
    if isinstance(value, bool) or not isinstance(value, int | float) or not (low <= value <= high):
        raise _damaged()
    number = float(value)
    if not math.isfinite(number):
        raise _damaged()
    return number


def _parse_manifest(raw: Any, folder: Path, deck_id: str) -> Deck:
    """A Deck from manifest JSON; DeckError when it is not one we understand."""
    if not isinstance(raw, dict) or raw.get("format") != FORMAT or not isinstance(raw.get("name"), str) \
            or not isinstance(raw.get("cards"), dict):
        raise DeckError(QCoreApplication.translate("Decks", "The deck description (deck.json) is missing or not one this version understands."))
    cards: dict[str, Placement] = {}
    for card, spec in raw["cards"].items():
        if not isinstance(card, str) or not CARD_RE.match(card) or not isinstance(spec, dict):
            raise DeckError(QCoreApplication.translate("Decks", "The deck description names a card that does not exist: “{card}”.")
                            .format(card=str(card)[:20]))
        pic = spec.get("picture")
        if not isinstance(pic, str) or not NAME_RE.match(pic):
            raise _damaged()
        cards[card] = Placement(pic, _number(spec, "zoom"), _number(spec, "x"), _number(spec, "y"))
    name = raw["name"].strip()[:60] or QCoreApplication.translate("Decks", "Our deck")
    return Deck(deck_id, name, folder, cards)


def _decode(data: bytes) -> Any:
    """deck.json's bytes as JSON; DeckError when they are not (RecursionError: thousands of nested brackets)."""
    try:
        return json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):
        raise _damaged() from None


def save(deck: Deck) -> None:
    _write(deck.folder / "deck.json", json.dumps(_manifest(deck), ensure_ascii=False, indent=1).encode())


def _write(path: Path, data: bytes) -> None:
    """Write a file of a deck whole: a new temporary file in the folder, then renamed over `path` (whatever was
    there, a link too, is replaced: nothing is written through it, nothing outside the folder is touched)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def create(name: str) -> Deck:
    deck_id = uuid.uuid4().hex[:12]
    deck = Deck(deck_id, name.strip()[:60] or QCoreApplication.translate("Decks", "Our deck"), decks_dir() / deck_id)
    save(deck)
    return deck


def read(deck_id: object) -> Deck:
    """The deck with this id; DeckError (a translated reason) when it is gone, damaged or not in the decks folder."""
    folder = files.inside(decks_dir(), deck_id) if isinstance(deck_id, str) and ID_RE.fullmatch(deck_id) else None
    if folder is None:
        log.warning("ignored a deck id that is not one: %r", str(deck_id)[:80])
        raise DeckError(QCoreApplication.translate("Decks", "The deck chosen is not in the decks folder."))
    assert isinstance(deck_id, str)
    manifest = files.inside(folder, "deck.json")  # a link to a file elsewhere is not read
    if manifest is None:
        raise DeckError(QCoreApplication.translate("Decks", "The deck description (deck.json) is missing or not one this version understands."))
    try:
        data = files.read_bounded(manifest, "deck")
    except files.FileRefused as refused:
        raise DeckError(tr_message(refused.message)) from None
    return _parse_manifest(_decode(data), folder, deck_id)


def load(deck_id: object) -> Deck | None:
    """The deck with this id, or None when it is gone or damaged (said in the log)."""
    try:
        return read(deck_id)
    except DeckError as exc:
        log.warning("deck %r not read: %s", str(deck_id)[:80], exc)
        return None


def all_decks() -> list[Deck]:
    root = decks_dir()
    try:
        ids = [p.name for p in root.iterdir() if ID_RE.fullmatch(p.name) and p.is_dir()]
    except OSError:
        return []
    out = [d for d in (load(i) for i in ids) if d is not None]
    return sorted(out, key=lambda d: d.name.casefold())


def delete(deck: Deck) -> None:
    """Delete the deck's folder: only the files inside it (a link is removed itself, never what it points to)."""
    folder = files.inside(decks_dir(), deck.id)
    if folder is None or folder != deck.folder:
        log.warning("deck %r not deleted: its folder is not in %s", deck.id, decks_dir())
        return
    _remove_folder(folder)


def _remove_folder(folder: Path) -> None:
    try:
        names = [p.name for p in folder.iterdir()]
    except OSError:
        return
    for name in names:
        if not files.remove_inside(folder, name) and (folder / name).is_symlink():
            # a link that leads out (remove_inside leaves it): the link itself goes, what it points to stays
            with contextlib.suppress(OSError):
                os.unlink(folder / name)
    try:
        folder.rmdir()
    except OSError as exc:
        log.warning("%s not removed: %s", folder, exc)


def add_picture(deck: Deck, source: str | Path | bytes) -> str:
    """Copy a picture into the deck (checked, scaled); returns its file name. PictureError when refused."""
    image = pictures.read_picture(source)
    data, ext = pictures.encode(image)
    name = f"{hashlib.sha256(data).hexdigest()[:24]}.{ext}"
    target = deck.folder / name
    try:
        if not (target.is_file() and not target.is_symlink()):  # a link there is replaced, never written through
            _write(target, data)
    except OSError as exc:
        raise pictures.PictureError(QCoreApplication.translate("Decks", "The picture could not be stored with the "
                                                                        "deck: {reason}.")
                                    .format(reason=tr_message(os_reason(exc)))) from None
    return name


def set_card(deck: Deck, card: str, placement: Placement | None) -> None:
    if placement is None:
        deck.cards.pop(card, None)
    else:
        deck.cards[card] = placement
    prune(deck)
    save(deck)


def prune(deck: Deck) -> None:
    """Remove picture files no card uses any more."""
    used = {p.picture for p in deck.cards.values()}
    try:
        names = [p.name for p in deck.folder.iterdir()]
    except OSError:
        return
    for name in names:
        if NAME_RE.match(name) and name not in used:
            files.remove_inside(deck.folder, name)


# -- the deck in use (a display preference in Settings, not part of any save)
def chosen(settings) -> tuple[Deck | None, str | None]:
    """The deck in use and, when it was chosen but cannot be read, why (a translated notice: the standard cards
    are shown instead). The table and the designer say the notice; the log has it too."""
    migrate(settings)
    try:
        deck_id = settings.json_value(CURRENT_KEY, "")
    except Exception:  # noqa: BLE001 - a settings value of any shape means "no deck"
        return None, None
    if not deck_id:
        return None, None
    try:
        return read(deck_id), None
    except DeckError as exc:
        log.warning("the deck in use (%r) is not read, standard cards instead: %s", str(deck_id)[:80], exc)
        return None, QCoreApplication.translate(
            "Decks", "The card deck in use cannot be read: {why} The standard cards are shown instead.").format(
            why=str(exc))


def current(settings) -> Deck | None:
    return chosen(settings)[0]


def set_current(settings, deck: Deck | None) -> None:
    settings.set_json_value(CURRENT_KEY, deck.id if deck else "")
    settings.changed.emit(CURRENT_KEY)


def migrate(settings) -> list[str]:
    """Turn the first version's {card: file path} setting into a deck with the pictures copied in (files
    that are gone, unreadable or not regular files are dropped), make it current, and clear the old key.
    Returns dropped cards."""
    try:
        old = settings.json_value(OLD_KEY, None)
    except Exception:  # noqa: BLE001 - a settings value of any shape means "nothing to migrate"
        return []
    if not isinstance(old, dict) or not old:
        return []
    settings.set_json_value(OLD_KEY, {})  # first: a picture that hangs or fails is never tried twice
    deck = create(QCoreApplication.translate("Decks", "My pictures"))
    dropped = []
    for card, path in old.items():
        if not isinstance(card, str) or not CARD_RE.match(card) or not isinstance(path, str) or "\0" in path:
            continue
        try:
            deck.cards[card] = Placement(add_picture(deck, path))
        except pictures.PictureError as exc:
            log.info("an old card picture is dropped: %s", exc)
            dropped.append(card)
    save(deck)
    if deck.cards:
        settings.set_json_value(CURRENT_KEY, deck.id)
    else:
        delete(deck)
    return dropped


# -- one file to share a deck
def export_deck(deck: Deck, target: str | Path) -> None:
    """Write the deck as a zip: deck.json and its pictures (those still there, read bounded)."""
    present: dict[str, Placement] = {}
    data: dict[str, bytes] = {}
    for card, p in deck.cards.items():
        if p.picture not in data:
            path = deck.picture_file(p.picture)
            try:
                data[p.picture] = files.read_bounded(path, "picture") if path is not None else b""
            except files.FileRefused:
                data[p.picture] = b""
        if data[p.picture]:
            present[card] = p
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("deck.json", json.dumps(_manifest(Deck(deck.id, deck.name, deck.folder, present)),
                                           ensure_ascii=False, indent=1))
        for pic in sorted({p.picture for p in present.values()}):
            z.writestr(pic, data[pic])


def _allowed(name: str) -> bool:
    return name == "deck.json" or bool(NAME_RE.match(name))


def import_deck(source: str | Path) -> Deck:
    """Read a shared deck file into a new deck; DeckError (with the reason) when the file is refused."""
    try:
        data = files.read_bounded(source, "deck_archive")
    except files.FileRefused as refused:
        raise DeckError(tr_message(refused.message)) from None
    try:
        with deck_zip.open_archive(data, _allowed) as z:
            return _import(z)
    except deck_zip.ZipRefused as refused:
        raise DeckError(tr_message(refused.message)) from None


def _import(z: zipfile.ZipFile) -> Deck:
    names = set(z.namelist())
    if "deck.json" not in names:
        raise DeckError(QCoreApplication.translate("Decks", "The deck description (deck.json) is missing or not one this version understands."))
    raw = _decode(deck_zip.read_member(z, "deck.json", files.LIMITS["deck"]))
    deck_id = uuid.uuid4().hex[:12]
    folder = decks_dir() / deck_id
    deck = _parse_manifest(raw, folder, deck_id)
    for pic in {p.picture for p in deck.cards.values()}:
        if pic not in names:
            raise DeckError(QCoreApplication.translate("Decks", "A picture of this deck is missing from the file: “{name}”.").format(name=pic))
    names_now = {d.name for d in all_decks()}  # before its own folder exists (half-made, it would be logged)
    base, k = deck.name, 2
    while deck.name in names_now:
        deck.name = f"{base} ({k})"
        k += 1
    try:
        stored: dict[str, str] = {}
        for pic in sorted({p.picture for p in deck.cards.values()}):
            try:
                stored[pic] = add_picture(deck, deck_zip.read_member(z, pic, pictures.MAX_BYTES))
            except pictures.PictureError as e:
                raise DeckError(QCoreApplication.translate("Decks", "A picture of this deck cannot be used: {why}").format(why=str(e))) from None
        for p in deck.cards.values():
            p.picture = stored[p.picture]
        save(deck)
    except OSError as exc:
        _remove_folder(folder)
        raise DeckError(QCoreApplication.translate("Decks", "The deck could not be stored: {reason}.")
                        .format(reason=tr_message(os_reason(exc)))) from None
    except BaseException:
        _remove_folder(folder)
        raise
    return deck
