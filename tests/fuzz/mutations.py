"""Valid saves of every registered game, and hypothesis strategies that damage them in every way we can think of.

Base saves come from real matches (uniformly random legal moves, out of turn too; names with accents and emoji so multi-byte letters
are in the file). Each strategy takes a base and returns the bytes of a damaged (or sometimes still valid) file.
"""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Callable
from typing import Any

import attrs
from hypothesis import strategies as st

from cafegames.engine import rng, saves
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from devtools.soak import playable_games

NAMES = ["Zoë", "Łukasz 🎲", "李雷", "O'Brien \"Bob\"", "Anne-Sophie", "Ωmega", "back\\slash", "Tom"]
BASE_LENGTHS = (0, 25, 120)


@attrs.frozen
class Base:
    """A valid save: its bytes, its parsed JSON and the match it holds."""

    game: str
    raw: bytes
    data: dict[str, Any]
    match: Match = attrs.field(eq=False)


def _play(game_id: str, seed: int, n_actions: int) -> Match:
    from cafegames.engine import registry

    info = registry.get(game_id)
    game = info.game()
    r = random.Random(seed)
    n = r.randint(info.min_players, info.max_players)
    seats = [Seat(NAMES[i % len(NAMES)], r.choice(("human", "computer")), r.choice(game.levels)) for i in range(n)]
    match = Match(game, {}, seats, rng.derive(seed, "fuzz") % (rng.MAX_SEED + 1))
    while not match.is_over() and len(match.actions) < n_actions:  # uniform choices: no bot needed
        to_act = list(game.to_act(match.state))
        seat = to_act[0] if r.random() < 0.8 else r.choice(to_act)
        legal = game.legal_actions(match.state, seat) or game.legal_actions(match.state, to_act[0])
        match.act(r.choice(legal))
    return match


@functools.cache
def bases(game_id: str) -> tuple[Base, ...]:
    """Saves of `game_id`: at the start, after a few actions and late (or at the end), compact and indented."""
    out = []
    for i, length in enumerate(BASE_LENGTHS):
        match = _play(game_id, 100 + i, length)
        data = saves.record_of(match, title=f"Fuzz «{i}» — été")
        indent = 1 if i % 2 else None
        seps = (",", ": ") if indent else (",", ":")
        raw = json.dumps(data, ensure_ascii=False, indent=indent, separators=seps).encode()
        out.append(Base(game_id, raw, data, match))
    return tuple(out)


def games_with_rules() -> list[str]:
    return playable_games()


# ---------------------------------------------------------------- JSON values and paths


def json_paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path (keys and indices) inside a parsed JSON value, the root excluded."""
    out = []
    if isinstance(value, dict):
        for k, v in value.items():
            out.append(prefix + (k,))
            out.extend(json_paths(v, prefix + (k,)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.append(prefix + (i,))
            out.extend(json_paths(v, prefix + (i,)))
    return out


def get_at(value: Any, path: tuple) -> Any:
    for p in path:
        value = value[p]
    return value


def set_at(value: Any, path: tuple, new: Any) -> Any:
    """A deep copy of `value` with the item at `path` replaced by `new`."""
    value = json.loads(json.dumps(value))
    parent = get_at(value, path[:-1])
    parent[path[-1]] = new
    return value


def delete_at(value: Any, path: tuple) -> Any:
    value = json.loads(json.dumps(value))
    parent = get_at(value, path[:-1])
    del parent[path[-1]]
    return value


HUGE = [2**31, 2**53 + 1, 2**63, 2**63 - 1, 2**64, -(2**63) - 1, 10**100, -(10**300), 10**40]
scalars = st.one_of(
    st.none(), st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.sampled_from(HUGE),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
    st.sampled_from(["", "0", "1", "true", "null", "human", "computer", "random", "normal", "play", "é" * 300,
                     "\u0000", "\x1f", "𝄞" * 50]),
)
json_values = st.recursive(
    scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)


def dumps(data: Any, indent: int | None = None) -> bytes:
    return json.dumps(data, ensure_ascii=False, indent=indent).encode()


# ---------------------------------------------------------------- mutations (each: draw → (label, bytes))

Mutation = Callable[[st.DataObject, Base], tuple[str, bytes]]


def truncate(data: st.DataObject, base: Base) -> tuple[str, bytes]:
    """Cut the file at a position of a chosen class (inside a string, a number, a literal, an escape, a
    multi-byte letter, after a bracket, a colon or a comma) or anywhere."""
    raw = base.raw
    classes: dict[str, list[int]] = {"anywhere": list(range(len(raw)))}
    in_string = False
    for i, b in enumerate(raw):
        ch = chr(b)
        if b == 0x22 and (i == 0 or raw[i - 1] != 0x5C):
            in_string = not in_string
            classes.setdefault("string start/end", []).append(i + 1)
        elif in_string:
            classes.setdefault("inside string", []).append(i)
        if 0x80 <= b < 0xC0:
            classes.setdefault("inside multi-byte letter", []).append(i)
        if b == 0x5C:
            classes.setdefault("after backslash", []).append(i + 1)
        if ch.isdigit() or ch in "-":
            classes.setdefault("inside number", []).append(i + 1)
        if ch in "tfn" and not in_string:
            classes.setdefault("inside literal", []).extend([i + 1, i + 2])
        if ch in "{[":
            classes.setdefault("after bracket", []).append(i + 1)
        if ch in ":,":
            classes.setdefault("after colon or comma", []).append(i + 1)
    kind = data.draw(st.sampled_from(sorted(classes)), label="truncation class")
    cut = data.draw(st.sampled_from([p for p in classes[kind] if p < len(raw)] or [0]), label="cut at")
    return f"truncated at {cut} ({kind})", raw[:cut]


def wrong_type(data: st.DataObject, base: Base) -> tuple[str, bytes]:
    """Replace any field, anywhere (seat names, option values, action fields, progress params…), by another
    JSON value."""
    path = data.draw(st.sampled_from(json_paths(base.data)), label="path")
    value = data.draw(json_values, label="value")
    return f"{path} = {value!r:.60}", dumps(set_at(base.data, path, value), data.draw(st.sampled_from([None, 1])))


def missing_or_extra(data: st.DataObject, base: Base) -> tuple[str, bytes]:
    """Remove a field anywhere, or add an unknown one to an object."""
    paths = json_paths(base.data)
    path = data.draw(st.sampled_from(paths), label="path")
    if data.draw(st.booleans(), label="delete"):
        return f"deleted {path}", dumps(delete_at(base.data, path))
    objects = [()] + [p for p in paths if isinstance(get_at(base.data, p), dict)]
    where = data.draw(st.sampled_from(objects), label="object")
    key = data.draw(st.text(min_size=1, max_size=10), label="key")
    target = get_at(base.data, where)
    if key in target:
        return "no change", base.raw
    new = dict(target)
    new[key] = data.draw(json_values, label="value")
    mutated = set_at(base.data, where, new) if where else {**base.data, key: new[key]}
    return f"added {key!r} at {where}", dumps(mutated)


def huge_number(data: st.DataObject, base: Base) -> tuple[str, bytes]:
    """A number field replaced by a huge, negative, fractional or out-of-range number, written as JSON text
    (so 1e999 and 5,000-digit integers reach the parser)."""
    numeric = [p for p in json_paths(base.data) if isinstance(get_at(base.data, p), int | float)
               and not isinstance(get_at(base.data, p), bool)]
    if not numeric:
        return "no number", base.raw
    path = data.draw(st.sampled_from(numeric), label="path")
    text = data.draw(st.sampled_from(["1e999", "-1e999", "1e308", "0.5", "-0", "1E2", "9" * 5000, "-" + "9" * 400,
                                      str(2**63), str(2**64), str(-(2**63)), "123456789012345678901234567890"]),
                     label="number")
    marker = "\x00NUMBER\x00"
    raw = dumps(set_at(base.data, path, marker)).replace(json.dumps(marker).encode(), text.encode())
    return f"{path} = {text[:20]}", raw


def deep_nesting(data: st.DataObject, base: Base) -> tuple[str, bytes]:
    """A field replaced by lists or objects nested 10 to 200,000 deep."""
    path = data.draw(st.sampled_from([()] + json_paths(base.data)), label="path")
    depth = data.draw(st.sampled_from([10, 100, 900, 1000, 3000, 20_000, 200_000]), label="depth")
    opener, closer = data.draw(st.sampled_from([("[", "]"), ('{"a":', "}"), ("[{\"kind\":", "}]")]), label="shape")
    nested = opener * depth + "0" + closer * depth
    if not path:
        return f"nesting {depth} at the top", nested.encode()
    marker = "\x00NEST\x00"
    raw = dumps(set_at(base.data, path, marker)).replace(json.dumps(marker).encode(), nested.encode())
    return f"nesting {depth} at {path}", raw


def bad_actions(data: st.DataObject, base: Base) -> tuple[str, bytes]:
    """Actions that cannot be read or are illegal where they stand: unknown kinds, fields off by one or of the
    wrong seat, dropped, duplicated, swapped, reversed, or taken from another match."""
    from cafegames.engine import registry

    actions = list(base.data["actions"])
    game = registry.get(base.game).game()
    kinds = game.codec.kinds()
    how = data.draw(st.sampled_from(["unknown kind", "tweak field", "drop", "duplicate", "swap", "reverse",
                                     "other match", "kind of another action", "append legal-looking"]),
                    label="how")
    if how == "unknown kind":
        i = data.draw(st.integers(0, len(actions)), label="at")
        actions.insert(i, {"kind": data.draw(st.text(max_size=12) | st.sampled_from(["", "PLAY", "play "])),
                           "seat": 0})
    elif how in ("tweak field", "kind of another action") and actions:
        i = data.draw(st.integers(0, len(actions) - 1), label="at")
        action = dict(actions[i])
        if how == "tweak field":
            fields = [k for k in action if k != "kind"]
            if fields:
                key = data.draw(st.sampled_from(fields), label="field")
                old = action[key]
                action[key] = (data.draw(st.sampled_from([old + 1, old - 1, -1, 10, 2**40]), label="value")
                               if isinstance(old, int) and not isinstance(old, bool) else
                               data.draw(json_values, label="value"))
        else:
            action["kind"] = data.draw(st.sampled_from(kinds), label="kind")
        actions[i] = action
    elif how == "drop" and actions:
        del actions[data.draw(st.integers(0, len(actions) - 1), label="at")]
    elif how == "duplicate" and actions:
        i = data.draw(st.integers(0, len(actions) - 1), label="at")
        actions.insert(i, actions[i])
    elif how == "swap" and len(actions) > 1:
        i = data.draw(st.integers(0, len(actions) - 2), label="at")
        actions[i], actions[i + 1] = actions[i + 1], actions[i]
    elif how == "reverse":
        actions.reverse()
    elif how == "other match":
        other = _play(base.game, data.draw(st.integers(0, 50), label="other seed"), len(actions) or 10)
        actions = [game.codec.encode(a) for a in other.actions]
    elif how == "append legal-looking" and actions:
        actions.append(actions[-1])
    mutated = {**base.data, "actions": actions}
    return f"actions: {how}", dumps(mutated)


INVALID_UTF8 = [b"\xff", b"\xfe", b"\xc3", b"\xc0\xaf", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\x80", b"\xe2\x82"]


def invalid_utf8(data: st.DataObject, base: Base) -> tuple[str, bytes]:
    """Bytes that are not UTF-8 inserted anywhere (inside names, between fields, at the start or the end)."""
    raw = base.raw
    pos = data.draw(st.integers(0, len(raw)), label="at")
    junk = data.draw(st.sampled_from(INVALID_UTF8), label="bytes")
    if data.draw(st.booleans(), label="replace"):
        return f"invalid UTF-8 replacing at {pos}", raw[:pos] + junk + raw[pos + len(junk):]
    return f"invalid UTF-8 inserted at {pos}", raw[:pos] + junk + raw[pos:]


def byte_flips(data: st.DataObject, base: Base) -> tuple[str, bytes]:
    """One to eight random bytes changed (bit rot, a bad sector, an editor gone wrong)."""
    raw = bytearray(base.raw)
    flips = data.draw(st.lists(st.tuples(st.integers(0, len(raw) - 1), st.integers(1, 255)), min_size=1,
                               max_size=8), label="flips")
    for pos, mask in flips:
        raw[pos] ^= mask
    return f"bytes flipped at {[p for p, _ in flips]}", bytes(raw)


MUTATIONS: dict[str, Mutation] = {
    "truncate": truncate, "wrong_type": wrong_type, "missing_or_extra": missing_or_extra,
    "huge_number": huge_number, "deep_nesting": deep_nesting, "bad_actions": bad_actions,
    "invalid_utf8": invalid_utf8, "byte_flips": byte_flips,
}


def any_mutation(data: st.DataObject, base: Base) -> tuple[str, bytes]:
    name = data.draw(st.sampled_from(sorted(MUTATIONS)), label="mutation")
    return MUTATIONS[name](data, base)
