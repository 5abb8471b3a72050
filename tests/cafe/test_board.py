"""C-BOARD, C-BAR, C-GUESTS: the board file and the guests."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from cafegames.engine import paths
from cafegames.games.cafe.board import (
    NATIONS,
    BoardError,
    full_deck,
    guest_code,
    is_joker,
    load_board,
    parse_board,
)
from tests.cafe.helpers import IN1, US1, US2, B, T, between, own


def test_C_BOARD_counts_24_tables_68_chairs_28_shared():
    assert len(B.tables) == 24
    assert len(B.chairs) == 68
    assert sum(c.shared for c in B.chairs) == 28
    assert sum(not c.shared for c in B.chairs) == 40
    assert all(len(t.chairs) == 4 for t in B.tables)
    assert Counter(t.nation for t in B.tables) == Counter({n: 2 for n in range(12)})


def test_C_BOARD_shared_chairs_same_nation_and_the_18_pairs():
    same, pairs = set(), set()
    for c in B.chairs:
        if c.shared:
            a, b = (NATIONS[B.tables[t].nation] for t in c.tables)
            (same.add(a) if a == b else pairs.add(frozenset((a, b))))
    assert same == {"AF", "CN", "CU", "DE", "ES", "IN", "IT", "RU", "TR", "US"}
    expected = {frozenset(p.split("–")) for p in ["AF–IT", "AF–CU", "AF–GB", "CN–IT", "CN–ES", "CN–GB", "FR–DE", "FR–TR", "FR–US", "FR–IN", "DE–TR", "DE–US", "IN–RU", "IN–US", "IT–GB", "CU–TR", "RU–ES", "ES–GB"]}
    assert len(expected) == 18
    assert pairs == expected


def test_C_BOARD_the_US_table_of_example_1():
    # The US table at (4,0): chairs shared with France, India, the other US table, and one of its own.
    others = sorted(NATIONS[B.tables[t].nation] for c in B.tables[US2].chairs for t in B.chairs[c].tables
                    if t != US2)
    assert others == ["FR", "IN", "US"]
    assert len(own(US2)) == 1
    assert between(US1, US2) in B.tables[US1].chairs
    assert between(US2, IN1) in B.tables[IN1].chairs
    assert T(1, 1) != T(4, 1) and B.tables[T(1, 1)].nation == B.tables[T(4, 1)].nation


def test_C_BAR_twenty_values_in_order():
    assert B.bar_values == (1, 2, 3, 4, 5, -2, -4, -6, -8, -10, -4, -6, -8, -10, -12, -6, -8, -10, -12, -14)


def test_C_GUESTS_one_hundred_guests():
    deck = full_deck()
    assert len(deck) == 100
    counts = Counter(guest_code(x) for x in deck)
    assert sum(1 for x in deck if is_joker(x)) == 4
    assert counts["JK-W"] == 2 and counts["JK-M"] == 2
    assert all(counts[f"{n}-{s}"] == 4 for n in NATIONS for s in "WM")


def _doc():
    return json.loads(paths.resource("cafe", "board.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("breakage, words", [
    (lambda d: d["tables"].pop(), "23 tables"),
    (lambda d: d["chairs"].pop(), "67 chairs"),
    (lambda d: d["bar"].pop(), "19 bar seats"),
    (lambda d: d["tables"][0].update(nation="XX"), "unknown nation"),
    (lambda d: d["tables"][1].update(x=0, y=5), "same place"),
    (lambda d: d["chairs"][0].update(tables=[0, 23]), "not neighbours"),
    (lambda d: d["bar"][3].update(value="four"), "bar seat 4"),
    (lambda d: d.pop("chairs"), "missing"),
])
def test_C_BOARD_broken_file_is_refused_with_a_clear_message(breakage, words, tmp_path):
    doc = _doc()
    breakage(doc)
    with pytest.raises(BoardError) as err:
        parse_board(doc, tmp_path / "board.json")
    assert words in str(err.value)
    assert "board file" in str(err.value)


def test_C_BOARD_unreadable_file(tmp_path):
    bad = tmp_path / "board.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(BoardError, match="not valid JSON"):
        load_board(bad)
    with pytest.raises(BoardError, match="board file"):
        load_board(tmp_path / "missing.json")
