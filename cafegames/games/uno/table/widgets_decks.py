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
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import uuid
import zipfile
import zlib
from pathlib import Path
from typing import Any

from attrs import define, field
from PySide6.QtCore import QCoreApplication

from cafegames.engine import saves
from cafegames.engine.os_errors import os_reason
from cafegames.ui import pictures
from cafegames.ui.i18n import tr_message

FORMAT = 1
CURRENT_KEY = "uno_current_deck"
OLD_KEY = "uno_deck"  # the first version kept {card: original file path} in Settings
MAX_ZIP_BYTES = 200 * 1024 * 1024  # uncompressed total of an imported deck
MAX_MEMBERS = 200
MAX_RATIO = 200  # compression ratio beyond which a member is taken for a zip bomb
NAME_RE = re.compile(r"^[0-9a-f]{8,64}\.(jpg|png)$")
CARD_RE = re.compile(r"^([rygb]([0-9]|S|R|D)|W|W4|P1|P2|back)$")



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
        p = self.cards.get(card)
        return self.folder / p.picture if p else None

    def missing(self) -> list[str]:
        """Cards whose picture file is gone (they are drawn with the standard art)."""
        return sorted(c for c, p in self.cards.items() if not (self.folder / p.picture).is_file())


def decks_dir() -> Path:
    return saves.data_dir() / "decks"


def _manifest(deck: Deck) -> dict[str, Any]:
    return {"format": FORMAT, "name": deck.name, "cards": {c: p.as_json() for c, p in sorted(deck.cards.items())}}


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
        try:
            zoom, x, y = (float(spec.get(k, d)) for k, d in (("zoom", 1.0), ("x", 0.5), ("y", 0.5)))
        except (TypeError, ValueError):
            raise DeckError(QCoreApplication.translate("Decks", "The deck description is damaged.")) from None
        if not isinstance(pic, str) or not NAME_RE.match(pic) or not (1 <= zoom <= 8) \
                or not (0 <= x <= 1) or not (0 <= y <= 1):
            raise DeckError(QCoreApplication.translate("Decks", "The deck description is damaged."))
        cards[card] = Placement(pic, zoom, x, y)
    name = raw["name"].strip()[:60] or QCoreApplication.translate("Decks", "Our deck")
    return Deck(deck_id, name, folder, cards)


def save(deck: Deck) -> None:
    deck.folder.mkdir(parents=True, exist_ok=True)
    tmp = deck.folder / "deck.json.tmp"
    tmp.write_text(json.dumps(_manifest(deck), ensure_ascii=False, indent=1), encoding="utf-8")
    tmp.replace(deck.folder / "deck.json")


def create(name: str) -> Deck:
    deck_id = uuid.uuid4().hex[:12]
    deck = Deck(deck_id, name.strip()[:60] or QCoreApplication.translate("Decks", "Our deck"), decks_dir() / deck_id)
    save(deck)
    return deck


def load(deck_id: str) -> Deck | None:
    """The deck with this id, or None when it is gone or its manifest is damaged."""
    if not re.fullmatch(r"[0-9a-f]{6,32}", deck_id or ""):
        return None
    folder = decks_dir() / deck_id
    try:
        raw = json.loads((folder / "deck.json").read_text(encoding="utf-8"))
        return _parse_manifest(raw, folder, deck_id)
    except (OSError, ValueError):
        return None


def all_decks() -> list[Deck]:
    root = decks_dir()
    if not root.is_dir():
        return []
    out = [d for d in (load(p.name) for p in root.iterdir() if p.is_dir()) if d is not None]
    return sorted(out, key=lambda d: d.name.casefold())


def delete(deck: Deck) -> None:
    if deck.folder.parent == decks_dir():
        shutil.rmtree(deck.folder, ignore_errors=True)


def add_picture(deck: Deck, source: str | Path | bytes) -> str:
    """Copy a picture into the deck (checked, scaled); returns its file name. PictureError when refused."""
    image = pictures.read_picture(source)
    data, ext = pictures.encode(image)
    name = f"{hashlib.sha256(data).hexdigest()[:24]}.{ext}"
    target = deck.folder / name
    try:
        deck.folder.mkdir(parents=True, exist_ok=True)
        if not target.exists():
            target.write_bytes(data)
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
    for f in deck.folder.glob("*"):
        if NAME_RE.match(f.name) and f.name not in used:
            f.unlink(missing_ok=True)


# -- the deck in use (a display preference in Settings, not part of any save)
def current(settings) -> Deck | None:
    migrate(settings)
    try:
        deck_id = settings.json_value(CURRENT_KEY, "")
    except Exception:
        return None
    return load(deck_id) if isinstance(deck_id, str) and deck_id else None


def set_current(settings, deck: Deck | None) -> None:
    settings.set_json_value(CURRENT_KEY, deck.id if deck else "")
    settings.changed.emit(CURRENT_KEY)


def migrate(settings) -> list[str]:
    """Turn the first version's {card: file path} setting into a deck with the pictures copied in (files
    that are gone or unreadable are dropped), make it current, and clear the old key. Returns dropped cards."""
    try:
        old = settings.json_value(OLD_KEY, None)
    except Exception:
        return []
    if not isinstance(old, dict) or not old:
        return []
    deck = create(QCoreApplication.translate("Decks", "My pictures"))
    dropped = []
    for card, path in old.items():
        if not isinstance(card, str) or not CARD_RE.match(card) or not isinstance(path, str):
            continue
        try:
            deck.cards[card] = Placement(add_picture(deck, path))
        except pictures.PictureError:
            dropped.append(card)
    save(deck)
    settings.set_json_value(OLD_KEY, {})
    if deck.cards:
        settings.set_json_value(CURRENT_KEY, deck.id)
    else:
        delete(deck)
    return dropped


# -- one file to share a deck
def export_deck(deck: Deck, target: str | Path) -> None:
    """Write the deck as a zip: deck.json and its pictures (those still there)."""
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as z:
        present = {c: p for c, p in deck.cards.items() if (deck.folder / p.picture).is_file()}
        z.writestr("deck.json", json.dumps(_manifest(Deck(deck.id, deck.name, deck.folder, present)),
                                           ensure_ascii=False, indent=1))
        for pic in sorted({p.picture for p in present.values()}):
            z.write(deck.folder / pic, pic)


def import_deck(source: str | Path) -> Deck:
    """Read a shared deck file into a new deck; DeckError (with the reason) when the file is refused."""
    try:
        z = zipfile.ZipFile(source)
    except zipfile.BadZipFile:
        raise DeckError(QCoreApplication.translate("Decks", "This file is not a card deck (it is not a zip archive).")) from None
    except OSError as exc:
        raise DeckError(QCoreApplication.translate("Decks", "This deck file cannot be read: {reason}.")
                        .format(reason=tr_message(os_reason(exc)))) from None
    with z:
        infos = z.infolist()
        if len(infos) > MAX_MEMBERS:
            raise DeckError(QCoreApplication.translate("Decks", "This deck file holds too many files."))
        total = 0
        names = set()
        for info in infos:
            if info.filename != "deck.json" and not NAME_RE.match(info.filename):
                raise DeckError(QCoreApplication.translate("Decks", "This deck file holds an unexpected file: “{name}”.")
                                .format(name=info.filename[:60]))
            total += info.file_size
            if info.file_size > pictures.MAX_BYTES or total > MAX_ZIP_BYTES or \
                    (info.compress_size and info.file_size / info.compress_size > MAX_RATIO):
                raise DeckError(QCoreApplication.translate("Decks", "This deck file unpacks to far more than it holds: refused."))
            names.add(info.filename)
        if "deck.json" not in names:
            raise DeckError(QCoreApplication.translate("Decks", "The deck description (deck.json) is missing or not one this version understands."))
        try:
            raw = json.loads(_read(z, "deck.json", 1024 * 1024).decode("utf-8"))
        except (ValueError, UnicodeDecodeError):
            raise DeckError(QCoreApplication.translate("Decks", "The deck description is damaged.")) from None
        deck_id = uuid.uuid4().hex[:12]
        folder = decks_dir() / deck_id
        deck = _parse_manifest(raw, folder, deck_id)
        for pic in {p.picture for p in deck.cards.values()}:
            if pic not in names:
                raise DeckError(QCoreApplication.translate("Decks", "A picture of this deck is missing from the file: “{name}”.").format(name=pic))
        try:
            stored: dict[str, str] = {}
            for pic in sorted({p.picture for p in deck.cards.values()}):
                try:
                    stored[pic] = add_picture(deck, _read(z, pic, pictures.MAX_BYTES))
                except pictures.PictureError as e:
                    raise DeckError(QCoreApplication.translate("Decks", "A picture of this deck cannot be used: {why}").format(why=str(e))) from None
            for p in deck.cards.values():
                p.picture = stored[p.picture]
            names_now = {d.name for d in all_decks()}
            base, k = deck.name, 2
            while deck.name in names_now:
                deck.name = f"{base} ({k})"
                k += 1
            save(deck)
        except OSError as exc:
            shutil.rmtree(folder, ignore_errors=True)
            raise DeckError(QCoreApplication.translate("Decks", "The deck could not be stored: {reason}.")
                            .format(reason=tr_message(os_reason(exc)))) from None
        except BaseException:
            shutil.rmtree(folder, ignore_errors=True)
            raise
    return deck


def _read(z: zipfile.ZipFile, name: str, limit: int) -> bytes:
    """A member's bytes, reading at most `limit` + 1 (the header's sizes can lie)."""
    try:
        with z.open(name) as f:
            data = f.read(limit + 1)
    except (OSError, zipfile.BadZipFile, zlib.error, EOFError):
        raise DeckError(QCoreApplication.translate("Decks", "This deck file is damaged.")) from None
    if len(data) > limit:
        raise DeckError(QCoreApplication.translate("Decks", "This deck file unpacks to far more than it holds: refused."))
    return data
