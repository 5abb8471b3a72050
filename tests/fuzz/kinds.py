"""Every kind of file the app reads: a valid one as the app writes it, and the ways to damage it.

Each `Kind` has a base (`build`: the app's own writers run in a scratch data folder, read back as a `Plan`), the
file it is about (`main`), and hostile classes: `mutate(kind, cls, data)` returns (label, plan). The classes:

- "bytes": truncation, flipped bytes, invalid UTF-8 (tests/fuzz/mutations.py);
- "json": any field of the wrong type, missing or extra, huge numbers, 1e309, NaN, deep nesting, long strings;
- "paths": a string the file holds replaced by a path out of the folder ("../x", an absolute one, a device);
- "special": the file (or one beside it) replaced by a FIFO, a link to /dev/zero, to a file outside, a folder, a
  dangling or looping link, a 50 MB sparse file, an empty file;
- kind-specific: "zip" (a .unodeck's members), "sql" (the history's rows, schema and triggers), "actions" (a
  save's moves), "names" (files named in bytes that are not UTF-8).

Absolute paths point into the sentinel folder (`@OUTSIDE@`, replaced when the case is laid out), never at a
system file: the fuzzer runs as root on some machines, and a bug that deletes a path read from a file must hit
the sentinel, where the harness sees it, not /etc or /dev (devices are reached through links in the data folder:
`zero.jpg` → /dev/zero). tests/fuzz/fence.py refuses, and reports, any change outside the case folder anyway.
"""

from __future__ import annotations

import datetime as dt
import functools
import io
import json
import os
import random
import sqlite3
import struct
import tempfile
import uuid
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any
from unittest import mock

import attrs
from hypothesis import strategies as st

from tests.fuzz import mutations as mut
from tests.fuzz import plans
from tests.fuzz.plans import DIR, FIFO, Plan, file, link, sparse

OUTSIDE = "@OUTSIDE@"  # in file contents: the sentinel folder's absolute path (plans.lay_out)
NAMES = ["Zoë", "Łukasz 🎲", "李雷", "O'Brien", "Anne-Sophie", "Ωmega"]
HOSTILE_PATHS = ["../x", "..", ".", "", "../outside/victim.json", "../../outside/victim.json",
                 "a/../../outside/passwd", f"{OUTSIDE}/victim.json", f"{OUTSIDE}/passwd", f"{OUTSIDE}/photo.jpg",
                 f"{OUTSIDE}/sub", "\\\\server\\share\\x.jpg",
                 "C:\\Windows\\win.ini", "C:x.jpg", "con", "nul.jpg", "x\x00.jpg", "~/x", "$HOME/x",
                 "fifo.jpg", "zero.jpg", "out.jpg", "a" * 5000, "é" * 300 + ".jpg", "\udcff.jpg"]
if os.name == "posix" and os.geteuid() != 0:  # a real system file only where a bug cannot delete it
    HOSTILE_PATHS += ["/etc/passwd", "../../../../../../../../etc/passwd"]
LONG_STRINGS = ["x" * 100_000, "é" * 70_000, "\u202e" * 1000, "\x00" * 100, "𝄞" * 20_000, "\n" * 10_000]


FIXED_TIME = dt.datetime(2026, 11, 30, 12, 0, tzinfo=dt.UTC)
FIXED_NS = int(FIXED_TIME.timestamp()) * 10**9


class _FixedClock:
    """`datetime` as the players' module uses it (`dt.datetime.now(dt.UTC)`), stopped at FIXED_TIME."""

    UTC = dt.UTC

    class datetime(dt.datetime):  # noqa: N801 - the name the module looks up
        @classmethod
        def now(cls, tz=None):  # type: ignore[override]
            return FIXED_TIME.astimezone(tz)


@attrs.frozen
class FileBase:
    """A valid JSON file, as mutations.py's mutations expect a base to be (`raw`, `data`)."""

    raw: bytes
    data: Any


@attrs.frozen
class Base:
    plan: Plan
    main: str  # the file this kind is about, relative to the case folder
    others: tuple[str, ...] = ()  # other files a hostile class may replace (pictures, the saves, -wal)
    save: Any = None  # kind "save": the mutations.Base it comes from


@attrs.frozen
class Kind:
    name: str
    build: Callable[[int], Base]  # variant number → base
    classes: tuple[str, ...]


# ---------------------------------------------------------------- building bases with the app's own writers


def _scratch(fn: Callable[[Path], tuple[str, tuple[str, ...]]]) -> Base:
    """Run `fn(case)` with the app's folders pointed into a scratch case folder; read what it wrote back."""
    keep = {k: os.environ.get(k) for k in ("CAFEGAMES_DATA_DIR", "CAFEGAMES_CONFIG_DIR")}
    r = random.Random(fn.__qualname__)  # the ids and times the writers draw the same on every run
    with tempfile.TemporaryDirectory(prefix="cafegames-fuzz-base-") as tmp, \
            mock.patch("uuid.uuid4", lambda: uuid.UUID(int=r.getrandbits(128), version=4)), \
            mock.patch("secrets.token_hex", lambda n=32: r.randbytes(n).hex()), \
            mock.patch("cafegames.engine.saves.format.now_iso", lambda: FIXED_TIME.isoformat()), \
            mock.patch("cafegames.engine.players.dt", _FixedClock):
        case = Path(tmp)
        (case / "data").mkdir()
        (case / "config").mkdir()
        os.environ["CAFEGAMES_DATA_DIR"] = str(case / "data")
        os.environ["CAFEGAMES_CONFIG_DIR"] = str(case / "config")
        try:
            main, others = fn(case)
        finally:
            for k, v in keep.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v
        plan = plans.read_tree(case / "data", "data") | plans.read_tree(case / "config", "config") \
            | plans.read_tree(case / "import", "import")
    return Base(plan, main, others)


@functools.cache
def picture(seed: int, alpha: bool = False) -> bytes:
    """A small photo (JPEG, or PNG with transparency) drawn for the test, as the app stores them."""
    from PySide6.QtGui import QColor, QImage

    from cafegames.ui import pictures

    r = random.Random(seed)
    image = QImage(48 + seed % 7, 40 + seed % 5, QImage.Format.Format_ARGB32)
    image.fill(QColor(r.randrange(256), r.randrange(256), r.randrange(256), 120 if alpha else 255))
    for _ in range(40):
        image.setPixelColor(r.randrange(image.width()), r.randrange(image.height()), QColor(r.randrange(256), 0, 90))
    return pictures.encode(image)[0]


def _settings_writer(case: Path, deck_id: str = "") -> None:
    from PySide6.QtCore import QByteArray

    from cafegames.ui.settings import Settings

    s = Settings(case / "config" / "settings.json")
    s.language = "fr"
    s.animation_speed = "fast"
    s.computer_pace = "slow"
    s.colour_aid = True
    s.sound_volume = 40
    s.sound_muted = False
    s.show_tips = False
    s.set_json_value("new_game", {"game": "uno", "seats": [["Zoë", "human", ""], ["Bot", "computer", "hard"]]})
    s.set_bytes_value("geometry", QByteArray(bytes(range(64))))
    if deck_id:
        s.set_json_value("uno_current_deck", deck_id)


def _deck_writer(case: Path) -> Any:
    from cafegames.games.uno.table import widgets_decks as decks

    deck = decks.create("Mamie’s « deck »")
    one = decks.add_picture(deck, picture(1))
    two = decks.add_picture(deck, picture(2, alpha=True))
    decks.set_card(deck, "r7", decks.Placement(one, 1.4, 0.5, 0.35))
    decks.set_card(deck, "W4", decks.Placement(two, 2.0, 0.1, 0.9))
    decks.set_card(deck, "back", decks.Placement(one))
    return deck


def build_settings(variant: int) -> Base:
    def write(case: Path) -> tuple[str, tuple[str, ...]]:
        deck = _deck_writer(case)
        _settings_writer(case, deck.id)
        if variant % 2:  # the first version's deck setting: {card: a picture's path}, migrated at start
            path = case / "config" / "settings.json"
            data = json.loads(path.read_text(encoding="utf-8"))
            data["uno_deck"] = {"r1": f"{OUTSIDE}/photo.jpg", "g2": "pic.png"}
            path.write_text(json.dumps(data), encoding="utf-8")
        return "config/settings.json", ()

    return _scratch(write)


def build_players(variant: int) -> Base:
    def write(case: Path) -> tuple[str, tuple[str, ...]]:
        from cafegames.engine.players import Players

        players = Players(case / "data" / "players.json")
        made = [players.add(n) for n in NAMES[: 3 + variant % 4]]
        players.rename(made[0].id, "Zoé")
        players.set_colour(made[1].id, "#123abc")
        return "data/players.json", ()

    return _scratch(write)


def build_avatars(variant: int) -> Base:
    def write(case: Path) -> tuple[str, tuple[str, ...]]:
        from cafegames.ui import avatars

        for i, name in enumerate(NAMES[:3]):
            avatars.set_avatar(name, picture(10 + i + variant, alpha=i == 2))
        avatars.rename_avatar(NAMES[0], "Grand-mère")
        files = sorted(p.name for p in avatars.folder().iterdir() if p.name != "avatars.json")
        return "data/avatars/avatars.json", tuple(f"data/avatars/{f}" for f in files)

    return _scratch(write)


def build_deck(variant: int) -> Base:
    def write(case: Path) -> tuple[str, tuple[str, ...]]:
        deck = _deck_writer(case)
        _settings_writer(case, deck.id)
        pics = sorted({p.picture for p in deck.cards.values()})
        return f"data/decks/{deck.id}/deck.json", tuple(f"data/decks/{deck.id}/{p}" for p in pics)

    return _scratch(write)


def build_unodeck(variant: int) -> Base:
    def write(case: Path) -> tuple[str, tuple[str, ...]]:
        from cafegames.games.uno.table import widgets_decks as decks

        deck = _deck_writer(case)
        (case / "import").mkdir()
        decks.export_deck(deck, case / "import" / "shared.unodeck")
        decks.delete(deck)
        return "import/shared.unodeck", ()

    return _scratch(write)


def finished_match(game_id: str, seed: int, names: list[str]) -> Any:
    """A match of `game_id` played to its end with random legal moves, seated by `names` and a computer: the same
    for the same values, so it is played once per process (the history's check saves and records one in every
    case: a sixth of a case's time). Its readers only read it."""
    return _finished_match(game_id, seed, tuple(names))


@functools.lru_cache(maxsize=32)
def _finished_match(game_id: str, seed: int, names: tuple[str, ...]) -> Any:
    from cafegames.engine import registry
    from cafegames.engine.match import Match
    from cafegames.engine.seats import Seat

    info = registry.get(game_id)
    game = info.game()
    r = random.Random(seed)
    n = max(info.min_players, min(info.max_players, len(names) + 1))
    seats = [Seat(names[i], "human") if i < len(names) else Seat("Bot", "computer", r.choice(game.levels))
             for i in range(n)]
    match = Match(game, {}, seats, seed)
    while not match.is_over() and len(match.actions) < 20_000:
        seat = game.to_act(match.state)[0]
        match.act(r.choice(game.legal_actions(match.state, seat)))
    return match


def _history_writer(case: Path, variant: int) -> tuple[str, tuple[str, ...]]:
    from cafegames.engine import saves
    from cafegames.engine.players import Players
    from cafegames.history import db
    from cafegames.history.entry import entry_of_match

    players = Players()
    players.add(NAMES[0])
    players.add(NAMES[1])
    conn, _ = db.open_history()
    names = []
    games = ["cafe", "canyon", "cafe"] + (["uno"] if variant == VARIANTS - 1 else [])  # (UNO's are long)
    for i, game_id in enumerate(games):
        match = finished_match(game_id, 40 + i + variant, [NAMES[i % 3], NAMES[(i + 1) % 3]][: 1 + i % 2])
        path = saves.saves_dir() / f"{game_id}-{i}.json"
        saves.save_match(match, path, title=f"Partie « {i} »")
        os.utime(path, ns=(FIXED_NS, FIXED_NS))
        db.record(conn, entry_of_match(match, path, f"2026-11-0{1 + i}T10:00:00+00:00",
                                       f"2026-11-0{1 + i}T11:00:00+00:00", players, (FIXED_NS, path.stat().st_size)))
        names.append(path.name)
    unfinished = mut._play("uno", 7, 30)
    saves.save_match(unfinished, saves.saves_dir() / "unfinished.json")
    conn.close()
    return "data/history.sqlite3", tuple(f"data/saves/{n}" for n in names) + (
        "data/history.sqlite3-wal", "data/history.sqlite3-shm", "data/players.json")


def build_history(variant: int) -> Base:
    return _scratch(lambda case: _history_writer(case, variant))


def build_save(variant: int) -> Base:
    games = ("uno", "cafe", "canyon")  # (not the registry's list: the tests register a toy game too)
    game_id, i = games[variant % len(games)], variant // len(games) % len(mut.BASE_LENGTHS)
    made: list[mut.Base] = []

    def write(case: Path) -> tuple[str, tuple[str, ...]]:
        from cafegames.engine import saves

        match = mut._play(game_id, 100 + i, mut.BASE_LENGTHS[i])  # as mutations.bases, at FIXED_TIME
        data = saves.record_of(match, title=f"Fuzz «{i}» — été")
        save = mut.Base(game_id, json.dumps(data, ensure_ascii=False, indent=1).encode(), data, match)
        made.append(save)
        folder = case / "data" / "saves"
        folder.mkdir()
        (folder / "game.json").write_bytes(save.raw)
        (folder / "game.json.bak").write_bytes(save.raw)
        return "data/saves/game.json", ("data/saves/game.json.bak",)

    base = _scratch(write)
    return attrs.evolve(base, save=made[0])


COMMON = ("bytes", "json", "paths", "special")


def build_app(variant: int) -> Base:
    """A whole data folder: settings and a deck, players, photos, finished games and their history."""
    plan = base("settings", variant).plan | base("history", variant).plan | base("avatars", variant).plan
    return Base(plan, "config/settings.json")


APP_PARTS = {"settings": ("config/settings.json", COMMON), "players": ("data/players.json", COMMON),
             "avatars": ("data/avatars/avatars.json", COMMON), "deck": ("data/decks/", COMMON),
             "history": ("data/history.sqlite3", ("bytes", "sql", "special", "names")),
             "save": ("data/saves/", ("bytes", "json", "paths", "special", "names"))}


def app_mutation(part: str, data: st.DataObject, b: Base) -> tuple[str, Plan]:
    """One file of the whole data folder damaged: `part` names which (its kind), the class is drawn."""
    where, classes = APP_PARTS[part]
    main = where if where in b.plan else next(p for p in sorted(b.plan) if p.startswith(where)
                                              and p.endswith(".json") and not p.endswith(".bak"))
    cls = data.draw(st.sampled_from(classes), label="class")
    label, plan = mutate(part, cls, data, Base(b.plan, main, tuple(p for p in b.plan if p.startswith(
        main.rpartition("/")[0] + "/") and p != main)))
    return f"{part} {cls}: {label}", plan


KINDS: dict[str, Kind] = {k.name: k for k in (
    Kind("settings", build_settings, COMMON),
    Kind("players", build_players, COMMON),
    Kind("avatars", build_avatars, COMMON),
    Kind("deck", build_deck, COMMON),
    Kind("unodeck", build_unodeck, ("bytes", "zip", "special")),
    Kind("history", build_history, ("bytes", "sql", "special", "names")),
    Kind("save", build_save, ("bytes", "json", "actions", "paths", "special", "names")),
    Kind("app", build_app, ("settings", "players", "avatars", "deck", "history", "save")),
)}
VARIANTS = 4


@functools.cache
def base(kind: str, variant: int) -> Base:
    return KINDS[kind].build(variant)


# ---------------------------------------------------------------- mutations


def _json_base(raw: bytes) -> FileBase | None:
    try:
        return FileBase(raw, json.loads(raw))
    except ValueError:
        return None


def special_number(data: st.DataObject, b: FileBase) -> tuple[str, bytes]:
    """A value (a number, or anything) written as a number JSON cannot hold: 1e309, NaN, Infinity."""
    paths = mut.json_paths(b.data)
    if not paths:
        return "no field", b.raw
    path = data.draw(st.sampled_from(paths), label="path")
    text = data.draw(st.sampled_from(["1e309", "-1e309", "NaN", "Infinity", "-Infinity", "1e-400", "-0.0",
                                      "4" * 400, "0." + "0" * 400 + "1"]), label="number")
    marker = "\x00NUMBER\x00"
    raw = mut.dumps(mut.set_at(b.data, path, marker)).replace(json.dumps(marker).encode(), text.encode())
    return f"{path} = {text[:20]}", raw


def long_string(data: st.DataObject, b: FileBase) -> tuple[str, bytes]:
    paths = mut.json_paths(b.data) or [()]
    path = data.draw(st.sampled_from(paths), label="path")
    value = data.draw(st.sampled_from(LONG_STRINGS), label="string")
    if not path:
        return "a string at the top", mut.dumps(value)
    return f"{path} = long {len(value)}", mut.dumps(mut.set_at(b.data, path, value))


JSON_MUTATIONS = {"wrong_type": mut.wrong_type, "missing_or_extra": mut.missing_or_extra,
                  "huge_number": mut.huge_number, "deep_nesting": mut.deep_nesting,
                  "special_number": special_number, "long_string": long_string}
BYTE_MUTATIONS = {"truncate": mut.truncate, "byte_flips": mut.byte_flips, "invalid_utf8": mut.invalid_utf8}


def _strings(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Paths of every string value, and of every key (as ("key", path)), inside a JSON value."""
    out: list[tuple] = []
    if isinstance(value, dict):
        for k, v in value.items():
            out.append(("key", prefix + (k,)))
            out.extend(_strings(v, prefix + (k,)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.extend(_strings(v, prefix + (i,)))
    elif isinstance(value, str):
        out.append(("value", prefix))
    return out


def _with_beside(plan: Plan, folder: str) -> Plan:
    """Traps beside the files a hostile name may pick: a FIFO, a link to /dev/zero, a link out of the folder."""
    plan = dict(plan)
    if plans.POSIX:
        plan[f"{folder}/fifo.jpg"] = FIFO
        plan[f"{folder}/zero.jpg"] = link("/dev/zero")
        plan[f"{folder}/out.jpg"] = link("{outside}/photo.jpg")
    return plan


def hostile_path(data: st.DataObject, b: Base) -> tuple[str, Plan]:
    parsed = _json_base(b.plan[b.main].data)
    if parsed is None:
        return "not JSON", b.plan
    spots = _strings(parsed.data)
    if not spots:
        return "no string", b.plan
    where, path = data.draw(st.sampled_from(spots), label="string")
    value = data.draw(st.sampled_from(HOSTILE_PATHS), label="hostile path")
    if where == "key":
        parent = mut.get_at(parsed.data, path[:-1])
        new = {(value if k == path[-1] else k): v for k, v in parent.items()}
        mutated = mut.set_at(parsed.data, path[:-1], new) if path[:-1] else new
    else:
        mutated = mut.set_at(parsed.data, path, value)
    raw = json.dumps(mutated, ensure_ascii=False).encode("utf-8", "surrogateescape")
    plan = _with_beside(b.plan, b.main.rpartition("/")[0])
    plan[b.main] = file(raw)
    return f"{where} {path} = {value[:40]!r}", plan


SPECIALS = ["fifo", "dev zero", "dev urandom", "link outside", "link to folder outside", "dangling link",
            "link loop", "folder", "sparse 50 MB", "empty", "link to itself"]


def special(data: st.DataObject, b: Base) -> tuple[str, Plan]:
    target = data.draw(st.sampled_from((b.main,) + b.others), label="file")
    how = data.draw(st.sampled_from(SPECIALS if plans.POSIX else ["folder", "sparse 50 MB", "empty"]),
                    label="replaced by")
    plan = dict(b.plan)
    start = plan[target].data if target in plan else b""
    plan[target] = {
        "fifo": FIFO, "dev zero": link("/dev/zero"), "dev urandom": link("/dev/urandom"),
        "link outside": link("{outside}/victim.json"), "link to folder outside": link("{outside}/sub"),
        "dangling link": link("{outside}/gone"), "link loop": link(target.rpartition("/")[2] + ".loop"),
        "folder": DIR, "sparse 50 MB": sparse(start, 50 * 2**20), "empty": file(b""),
        "link to itself": link(target.rpartition("/")[2]),
    }[how]
    if how == "link loop":
        plan[target + ".loop"] = link(target.rpartition("/")[2])
    return f"{target} → {how}", plan


def replace_main(b: Base, raw: bytes) -> Plan:
    return {**b.plan, b.main: file(raw)}


# ---- zip (a shared .unodeck)

_LOCAL, _CENTRAL = b"PK\x03\x04", b"PK\x01\x02"


def _patch_headers(raw: bytes, member: int | None, local_at: int, central_at: int, fmt: str, value: int,
                   mask: bool = False) -> bytes:
    """Set a field of the local and central headers of member `member` (None: every member)."""
    out = bytearray(raw)
    for sig, at in ((_LOCAL, local_at), (_CENTRAL, central_at)):
        pos, index = out.find(sig), 0
        while pos >= 0:
            if member is None or index == member:
                old = struct.unpack_from(fmt, out, pos + at)[0]
                struct.pack_into(fmt, out, pos + at, (old | value) if mask else value)
            pos, index = out.find(sig, pos + 4), index + 1
    return bytes(out)


def _zip(members: list[tuple[str, bytes]], compression: int = zipfile.ZIP_DEFLATED) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression) as z:
        for name, content in members:
            z.writestr(zipfile.ZipInfo(name, (2026, 1, 1, 0, 0, 0)), content, compress_type=compression)
    return buffer.getvalue()


def zip_mutation(data: st.DataObject, b: Base) -> tuple[str, Plan]:
    raw = b.plan[b.main].data
    with zipfile.ZipFile(io.BytesIO(raw)) as z:
        members = [(i.filename, z.read(i)) for i in z.infolist()]
    manifest = json.loads(dict(members)["deck.json"])
    how = data.draw(st.sampled_from(["manifest json", "zoom 400 digits", "encrypted", "unsupported compression",
                                     "lzma", "bzip2", "stored", "member name", "duplicate member", "many members",
                                     "ratio bomb", "lying size", "manifest not UTF-8", "manifest bytes",
                                     "missing picture", "picture damaged", "folder member"]), label="zip")
    n = len(members)
    if how == "manifest json":
        name = data.draw(st.sampled_from(sorted(JSON_MUTATIONS)), label="mutation")
        label, text = JSON_MUTATIONS[name](data, FileBase(dict(members)["deck.json"], manifest))
        members = [(m, text if m == "deck.json" else c) for m, c in members]
        out = _zip(members)
        how = f"deck.json {label}"
    elif how == "zoom 400 digits":
        text = mut.dumps(manifest).replace(b'"zoom": 1.4', b'"zoom": ' + b"9" * 400)
        out = _zip([(m, text if m == "deck.json" else c) for m, c in members])
    elif how == "encrypted":
        out = _patch_headers(_zip(members), data.draw(st.integers(0, n - 1)), 6, 8, "<H", 1, mask=True)
    elif how == "unsupported compression":
        method = data.draw(st.sampled_from([1, 6, 9, 19, 97, 98, 99, 0xFFFF]), label="method")
        out = _patch_headers(_zip(members, zipfile.ZIP_STORED), data.draw(st.integers(0, n - 1)), 8, 10, "<H",
                             method)
        how = f"compression method {method}"
    elif how in ("lzma", "bzip2", "stored"):
        out = _zip(members, {"lzma": zipfile.ZIP_LZMA, "bzip2": zipfile.ZIP_BZIP2, "stored": zipfile.ZIP_STORED}[how])
    elif how == "member name":
        bad = data.draw(st.sampled_from(["../" + members[-1][0], "/" + members[-1][0], "a/" + members[-1][0],
                                         "deck.json/", "C:\\x.jpg", "x" * 300 + ".jpg", "\u00e9.jpg",
                                         members[-1][0] + "\x00"]), label="name")
        out = _zip(members[:-1] + [(bad, members[-1][1])])
        how = f"member named {bad[:40]!r}"
    elif how == "duplicate member":
        out = _zip(members + [members[data.draw(st.integers(0, n - 1))]])
    elif how == "many members":
        out = _zip(members + [(f"{i:024x}.jpg", b"x") for i in range(data.draw(st.sampled_from([150, 250, 5000])))])
    elif how == "ratio bomb":
        out = _zip(members + [("0" * 24 + ".png", b"\0" * data.draw(st.sampled_from([10**6, 30 * 10**6])))])
    elif how == "lying size":
        member = data.draw(st.integers(0, n - 1))
        size = data.draw(st.sampled_from([0, 1, 2**31, 2**32 - 1]))
        out = _patch_headers(_zip(members), member, 22, 24, "<I", size)
        how = f"member {member} says {size} bytes"
    elif how == "manifest not UTF-8":
        out = _zip([(m, c.replace(b"Mamie", b"Mam\xffie") if m == "deck.json" else c) for m, c in members])
    elif how == "manifest bytes":
        label, text = mut.byte_flips(data, FileBase(dict(members)["deck.json"], manifest))
        out = _zip([(m, text if m == "deck.json" else c) for m, c in members])
    elif how == "missing picture":
        out = _zip([m for m in members if m[0] == "deck.json"] + members[1:-1])
    elif how == "picture damaged":
        which = data.draw(st.integers(0, n - 1))
        name, content = members[which]
        label, text = mut.byte_flips(data, FileBase(content, None)) if content else ("empty", content)
        out = _zip([(m, text if i == which else c) for i, (m, c) in enumerate(members)])
        how = f"{name} {label}"
    else:  # "folder member"
        out = _zip(members + [("pictures/", b"")])
    return how, replace_main(b, out)


# ---- sql (the history database)

def _unconstrained(conn: sqlite3.Connection) -> None:
    """The two tables again without NOT NULL (so that NULLs can be planted), keeping their rows."""
    conn.executescript(
        "PRAGMA foreign_keys=OFF; CREATE TABLE m2 AS SELECT * FROM matches; DROP TABLE matches; "
        "ALTER TABLE m2 RENAME TO matches; CREATE TABLE s2 AS SELECT * FROM seats; DROP TABLE seats; "
        "ALTER TABLE s2 RENAME TO seats;")


SQL = {
    "null names": lambda c, r: (_unconstrained(c), c.execute("UPDATE seats SET name = NULL WHERE seat = 0")),
    "null everything": lambda c, r: (_unconstrained(c), c.execute(
        f"UPDATE seats SET {r.choice(['who', 'kind', 'level', 'score', 'place', 'winner'])} = NULL"),
        c.execute(f"UPDATE matches SET {r.choice(['game', 'ended', 'started', 'computers', 'options', 'low_wins', 'actions', 'save_file'])} = NULL")),
    "huge names": lambda c, r: c.execute("UPDATE seats SET name = ?", (r.choice(LONG_STRINGS) * 10,)),
    "many people": lambda c, r: [c.execute(
        "INSERT INTO seats SELECT match_id, 100 + ?, 'name:p' || ?, 'P' || ?, 'human', '', ?, 1, 1, 0, 0 "
        "FROM seats LIMIT 1", (i, i, i, i)) for i in range(r.choice([241, 300, 2000]))],
    "bad dates": lambda c, r: c.execute(f"UPDATE matches SET {r.choice(['ended', 'started'])} = ?", (r.choice(
        ["99999-12-31T00:00:00+00:00", "0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-23:59", "-1", "",
         "1e309", "2026-13-45", "0000-00-00T00:00:00"]),)),
    "not UTF-8": lambda c, r: c.execute(f"UPDATE seats SET {r.choice(['name', 'who', 'kind', 'level'])} = "
                                        "CAST(x'ff80c3' AS TEXT)"),
    "wrong types": lambda c, r: c.execute(f"UPDATE {r.choice(['seats', 'matches'])} SET "
                                          f"{r.choice(['score', 'place', 'winner', 'seat'])} = ?"
                                          .replace("matches SET score", "matches SET seed")
                                          .replace("matches SET place", "matches SET actions")
                                          .replace("matches SET winner", "matches SET low_wins")
                                          .replace("matches SET seat", "matches SET options"),
                                          (r.choice(["abc", 1e308, float("inf"), 2**63 - 1, -(2**63), b"\xff",
                                                     "{", 0.5]),)),
    "computers": lambda c, r: c.execute("UPDATE matches SET computers = ?", (r.choice(
        [",,,", "x" * 10000, ",".join(str(i) for i in range(3000)), "\udcff".encode("utf-8", "surrogatepass")
         .decode("latin-1")]),)),
    "trigger": lambda c, r: c.execute(r.choice([
        "CREATE TRIGGER planted AFTER INSERT ON matches BEGIN SELECT RAISE(ABORT, 'planted'); END",
        "CREATE TRIGGER planted BEFORE INSERT ON seats BEGIN DELETE FROM matches; END",
        "CREATE TRIGGER planted AFTER INSERT ON matches BEGIN WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL "
        "SELECT x + 1 FROM n) SELECT count(*) FROM n; END",
        "CREATE TRIGGER planted AFTER UPDATE ON matches BEGIN UPDATE matches SET seed = seed + 1; END",
        "CREATE TRIGGER planted AFTER DELETE ON matches BEGIN INSERT INTO matches SELECT * FROM matches; END"])),
    "user_version": lambda c, r: c.execute(f"PRAGMA user_version = {r.choice([0, 2, 99, -1, 2**31 - 1])}"),
    "schema": lambda c, r: c.executescript(r.choice([
        "DROP TABLE seats", "DROP INDEX seats_who", "ALTER TABLE seats RENAME COLUMN name TO nom",
        "ALTER TABLE matches ADD COLUMN extra BLOB", "CREATE VIEW v AS SELECT * FROM seats",
        "DROP TABLE matches; CREATE VIEW matches AS SELECT 1 AS id",
        "CREATE TABLE x (a); INSERT INTO x VALUES (zeroblob(1000000))"])),
    "journal": lambda c, r: c.execute(f"PRAGMA journal_mode = {r.choice(['DELETE', 'TRUNCATE', 'MEMORY', 'OFF'])}"),
}


def sql_mutation(data: st.DataObject, b: Base) -> tuple[str, Plan]:
    how = data.draw(st.sampled_from(sorted(SQL)), label="sql")
    r = random.Random(data.draw(st.integers(0, 2**32), label="sql seed"))
    with tempfile.TemporaryDirectory(prefix="cafegames-fuzz-sql-") as tmp:
        path = Path(tmp) / "h.sqlite3"
        path.write_bytes(b.plan[b.main].data)
        conn = sqlite3.connect(path, isolation_level=None)
        try:
            SQL[how](conn, r)
        except sqlite3.Error as exc:  # (a constraint the change would break: the file as it was)
            how = f"{how} (not applied: {exc})"
        finally:
            conn.close()
        raw = path.read_bytes()
    return how, replace_main(b, raw)


# ---- file names

def names_mutation(data: st.DataObject, b: Base) -> tuple[str, Plan]:
    """A save given a name that is not UTF-8, a hidden one, a very long one, or one with a newline."""
    saves = [p for p in b.plan if p.startswith("data/saves/") and p.endswith(".json")]
    old = data.draw(st.sampled_from(saves), label="save")
    new = data.draw(st.sampled_from(["caf\udce9.json", "\udcff\udcfe.json", "a\nb.json", "x" * 250 + ".json",
                                     " .json", "-rf.json", "é" * 120 + ".json", "\udcc3.json"]), label="name")
    plan = dict(b.plan)
    plan[f"data/saves/{new}"] = plan.pop(old)
    return f"{old} renamed {new[:30]!r}", plan


def actions_mutation(data: st.DataObject, b: Base) -> tuple[str, Plan]:
    label, raw = mut.bad_actions(data, b.save)
    return label, replace_main(b, raw)


def mutate(kind: str, cls: str, data: st.DataObject, b: Base) -> tuple[str, Plan]:
    """A damaged case of class `cls` from base `b`: (label, plan)."""
    if kind == "app":
        return app_mutation(cls, data, b)
    if cls == "special":
        return special(data, b)
    if cls == "paths":
        return hostile_path(data, b)
    if cls == "zip":
        return zip_mutation(data, b)
    if cls == "sql":
        return sql_mutation(data, b)
    if cls == "names":
        return names_mutation(data, b)
    if cls == "actions":
        return actions_mutation(data, b)
    raw = b.plan[b.main].data
    if cls == "bytes":
        target = data.draw(st.sampled_from((b.main,) + tuple(o for o in b.others if o in b.plan)), label="file")
        name = data.draw(st.sampled_from(sorted(BYTE_MUTATIONS)), label="mutation")
        label, out = BYTE_MUTATIONS[name](data, FileBase(b.plan[target].data or b"\0", None))
        return f"{target}: {label}", {**b.plan, target: file(out)}
    parsed = _json_base(raw)  # "json"
    assert parsed is not None, b.main
    name = data.draw(st.sampled_from(sorted(JSON_MUTATIONS)), label="mutation")
    label, out = JSON_MUTATIONS[name](data, parsed)
    return f"{name}: {label}", replace_main(b, out)
