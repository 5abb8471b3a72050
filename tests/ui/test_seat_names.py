"""The shared rule for names on the tables (cafegames/ui/seat_names.py): whole when they fit, otherwise short
forms that could stand for no other seat, and badges that differ."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QFontMetricsF

from cafegames.ui.graphics import scene_font
from cafegames.ui.seat_names import ELLIPSIS, badges, could_stand_for, names_within, shown_names

CROWD = ["Marie-Claire", "Marie-Claude", "Maximilienne", "Maximiliano", "Anne-Sophie1", "Anne-Sophie2"]


def apart(forms: list[str], names: list[str]) -> bool:
    """No form could be read as another seat's name."""
    return not any(could_stand_for(forms[i], names[j]) for i, j in itertools.permutations(range(len(names)), 2))


def test_could_stand_for_reads_an_ellipsis_as_at_least_one_left_out_letter():
    assert could_stand_for("Ma…", "Maman") and could_stand_for("Ma…", "Mamie")
    assert could_stand_for("Marie-C…re", "Marie-Claire") and not could_stand_for("Marie-C…re", "Marie-Claude")
    assert not could_stand_for("Anne…", "Anne")  # "Anne" is shown whole: nothing is left out
    assert could_stand_for("maman", "Maman") and not could_stand_for("Maman", "Mamie")


def test_names_that_fit_are_whole_and_look_alikes_keep_what_tells_them_apart():
    assert names_within(["Maman", "Mamie"], 12) == ["Maman", "Mamie"]
    assert names_within(["Alexandrine", "Alexandra"], 10) == ["Alexandri…", "Alexandra"]
    short = names_within(["Alexandrine", "Alexandra"], 6)
    assert all(len(f) <= 6 for f in short) and short[0] != short[1]
    assert apart(short, ["Alexandrine", "Alexandra"])
    crowd = names_within(CROWD, 9)
    assert crowd == ["Marie-…re", "Marie-…de", "Maximil…e", "Maximil…o", "Anne-So…1", "Anne-So…2"]
    assert names_within(["Maman", "Mamie"], 3) == ["M…n", "M…e"]


def test_the_same_name_twice_gets_the_seat_numbers():
    assert names_within(["Ann", "ann", "Bob"], 12) == ["Ann (1)", "ann (2)", "Bob"]
    assert badges(["Ann", "ann"]) == ["A1", "A2"]


def test_badges_are_initials_or_two_characters_that_differ():
    assert badges(["Maman", "Mamie", "Papa"]) == ["Ma", "Mi", "P"]
    assert badges(CROWD) == ["Mi", "Mu", "Me", "Ma", "A1", "A2"]
    assert badges(["Léa", "Lou", "Luc", "Lina"]) == ["Lé", "Lo", "Lu", "Li"]
    assert badges(["Anja", "Bernd", "Carola", "Dirk"]) == ["A", "B", "C", "D"]


def test_pixel_forms_are_measured_with_the_real_font(qapp):
    font = scene_font(18, True)
    fm = QFontMetricsF(font)
    room = min(fm.horizontalAdvance(n) for n in CROWD) - 1  # one pixel short of the narrowest name
    forms = shown_names(CROWD, font, room)
    assert all(fm.horizontalAdvance(f) <= room + 0.01 for f in forms)
    assert all(ELLIPSIS in f for f in forms) and apart(forms, CROWD)
    wide = shown_names(CROWD, font, 400)
    assert wide == CROWD
    rooms = [400] * 5 + [40]  # one seat with a narrow room (its row carries more)
    mixed = shown_names(CROWD, font, rooms)
    assert mixed[:5] == CROWD[:5] and fm.horizontalAdvance(mixed[5]) <= 40.01


names = st.lists(st.text(alphabet="AaBbMmié-1 ", min_size=1, max_size=14).map(str.strip).filter(bool),
                 min_size=2, max_size=10, unique_by=str.casefold)


def shared_start(a: str, b: str) -> int:
    a, b = a.casefold(), b.casefold()
    return next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))


@settings(max_examples=300, deadline=None)
@given(names, st.integers(min_value=2, max_value=14))
def test_forms_fit_and_never_look_alike_when_the_room_allows_it(seats, room):
    forms = names_within(seats, room)
    assert all(len(f) <= room for f in forms)
    assert all(f == n for f, n in zip(forms, seats, strict=True) if len(n) <= room)
    # Guaranteed apart when each shortened name keeps one letter past what it shares with any other name.
    if all(len(n) <= room or room - 1 > max(shared_start(n, o) for o in seats if o is not n) for n in seats):
        assert apart(forms, seats)
        assert len({f.casefold() for f in forms}) == len(forms)


@settings(max_examples=300, deadline=None)
@given(names)
def test_badges_are_always_distinct_and_short(seats):
    marks = badges(seats)
    assert len({m.casefold() for m in marks}) == len(marks)
    assert all(1 <= len(m) <= 3 for m in marks)  # "M10" at the tenth seat, at worst
