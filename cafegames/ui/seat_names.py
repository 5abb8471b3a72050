"""Seat names as the tables show them: whole when they fit, otherwise shortened so that no two seats look alike.

"Maman" and "Mamie" cut to the same "Ma…" are one person to a child, and "M1"/"M4" on two canoes say nothing. One
rule for every panel, piece and label of every game:

    shown_names(names, font, room)   # pixels: each name whole if it fits `room` at `font`, else a short form
    names_within(names, 10)          # the same by characters
    badges(names)                    # one or two letters for small pieces: "P", "Ma"/"Mi", "A1"/"A2"
    seat_marks(names, colours)       # each seat's colour and badge, for a game to use on every panel and piece

A short form keeps the start of the name and, when the start is shared, some of its end ("Marie-C…re" and
"Marie-C…de", "Anne-Sop…1" and "Anne-Sop…2"): a form is accepted only if it could not stand for any other seat's
name (`could_stand_for`), so two forms can never be the same either. Names are compared without case. Two seats
with the very same name (possible in an old save) are told apart by their seat numbers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from PySide6.QtGui import QColor, QFont, QFontMetricsF

ELLIPSIS = "…"


def could_stand_for(form: str, name: str) -> bool:
    """Whether a reader could take `form` for `name`: the same text, or an abbreviation "start…end" whose start
    and end are those of `name` with at least one letter left out between them (case ignored)."""
    form, name = form.casefold(), name.casefold()
    if ELLIPSIS not in form:
        return form == name
    start, _, end = form.partition(ELLIPSIS)
    return len(name) > len(start) + len(end) and name.startswith(start) and name.endswith(end)


def _told_apart(names: Sequence[str]) -> list[str]:
    """The names, with the seat number added to each of two or more that are the same (case ignored)."""
    keys = [n.casefold() for n in names]
    return [f"{n} ({i + 1})" if keys.count(keys[i]) > 1 else n for i, n in enumerate(names)]


def shorten_apart(names: Sequence[str], fits: Callable[[int, str], bool]) -> list[str]:
    """Each seat's name as shown: whole when `fits(seat, name)`, otherwise the longest short form that fits and
    could stand for no other seat's name ("start…" first, then "start…end" keeping as little of the end as
    tells it apart). When no form is distinct (a room of two letters), the longest "start…" that fits."""
    names = _told_apart(names)
    shown = []
    for i, name in enumerate(names):
        if fits(i, name):
            shown.append(name)
            continue
        others = [n for j, n in enumerate(names) if j != i]
        shown.append(_short_form(name, others, lambda text, i=i: fits(i, text)))
    return shown


def _short_form(name: str, others: Sequence[str], fits: Callable[[str], bool]) -> str:
    n = len(name)
    fallback = ""
    for visible in range(n - 1, 0, -1):  # letters kept, longest first
        for kept_end in range(visible):  # "start…" first, then more and more of the end
            form = name[:visible - kept_end] + ELLIPSIS + (name[n - kept_end:] if kept_end else "")
            if not fits(form):
                continue
            fallback = fallback or form
            if not any(could_stand_for(form, other) for other in others):
                return form
    return fallback or ELLIPSIS


def names_within(names: Sequence[str], max_chars: int) -> list[str]:
    """`shorten_apart` by characters: whole names of at most `max_chars`, short forms of that length."""
    return shorten_apart(names, lambda _seat, text: len(text) <= max_chars)


def shown_names(names: Sequence[str], font: QFont, room: float | Sequence[float]) -> list[str]:
    """`shorten_apart` in pixels of `font` (the real font, measured): `room` is the width for every seat, or one
    width per seat. Remembered: the tables ask again at every redraw."""
    rooms = tuple(float(r) for r in room) if isinstance(room, Sequence) else (float(room),) * len(names)
    key = (tuple(names), font.key(), rooms)
    shown = _SHOWN.get(key)
    if shown is None:
        fm = QFontMetricsF(font)
        shown = shorten_apart(names, lambda seat, text: fm.horizontalAdvance(text) <= rooms[seat] + 0.01)
        if len(_SHOWN) > 512:
            _SHOWN.clear()
        _SHOWN[key] = shown
    return list(shown)


_SHOWN: dict[tuple, list[str]] = {}


def badges(names: Sequence[str]) -> list[str]:
    """One or two characters per seat for pieces too small for a name (canoes, avatar discs): the initial when
    no other name starts with it, else the initial and a second character that tells it apart — the letter at
    the first place where this name differs from every other with that initial ("Maman"/"Mamie" → "Ma"/"Mi",
    "Anne-Sophie1"/"Anne-Sophie2" → "A1"/"A2"), or its first two letters when no one else shares them. Always
    distinct: the initial and the seat number when nothing else is left."""
    letters = [[c for c in name if c.isalnum()] or list(name.strip() or "?") for name in _told_apart(names)]
    initials = [chars[0].upper() for chars in letters]
    out = [""] * len(names)
    for initial in dict.fromkeys(initials):
        group = [i for i, x in enumerate(initials) if x == initial]
        if len(group) == 1:
            out[group[0]] = initial
            continue
        options = {i: _badge_options(i, group, letters, initial) for i in group}
        for i, badge in _assign(group, options).items():
            out[i] = badge
    return out


def _badge_options(i: int, group: list[int], letters: list[list[str]], initial: str) -> list[str]:
    """Two-character badges for seat `i` among the seats of `group` (same initial), best first."""
    mine = [c.casefold() for c in letters[i]]
    others = [[c.casefold() for c in letters[j]] for j in group if j != i]
    options: list[str] = []
    if len(mine) > 1 and all(len(o) < 2 or o[1] != mine[1] for o in others):
        options.append(mine[1])  # its first two letters, when no one else starts with them
    options += [c for j, c in enumerate(mine) if j and all(len(o) <= j or o[j] != c for o in others)]
    options += mine[1:]
    seen: list[str] = []
    for c in options:
        badge = initial + c
        if badge not in seen:
            seen.append(badge)
    return seen + [f"{initial}{i + 1}"]  # the seat number: distinct from every other seat's


def _assign(group: list[int], options: dict[int, list[str]]) -> dict[int, str]:
    """A different badge for each seat of the group, each taking the best it can (augmenting paths: a seat may
    take a badge another holds if that one can move on to another of its options)."""
    holder: dict[str, int] = {}

    def place(i: int, tried: set[str]) -> bool:
        for badge in options[i]:
            if badge in tried:
                continue
            tried.add(badge)
            if badge not in holder or place(holder[badge], tried):
                holder[badge] = i
                return True
        return False

    for i in group:
        place(i, set())
    return {i: badge for badge, i in holder.items()}


class SeatMark(NamedTuple):
    """How a seat is marked on a table: its colour and its badge ("Ma", "Mi", "P")."""

    colour: QColor
    badge: str


def seat_marks(names: Sequence[str], colours: Sequence[QColor]) -> list[SeatMark]:
    """Every seat's colour (the game's colours in seat order) and badge, made once for a match so that its panel
    and its pieces all show the same."""
    return [SeatMark(QColor(colours[s % len(colours)]), badge) for s, badge in enumerate(badges(names))]
