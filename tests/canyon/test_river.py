"""The river file: parsed, checked at load (the facts canyon.md lists), broken files refused clearly."""

from __future__ import annotations

import pytest

from cafegames.engine.paths import resource
from cafegames.games.canyon import river as R

TEXT = resource("canyon", "river.txt").read_text(encoding="utf-8")


def test_river_facts():
    river = R.default_river()
    assert len(river.starts) == 6 and len(river.docks) == 3 and len(river.current) == 50
    assert sorted({c[1] for c in river.current}) == list(range(1, 8))
    routes = sorted(river.distance[s] for s in river.starts)
    assert routes[0] == 28 and routes[-1] <= 30 and all(28 <= x <= 30 for x in routes)
    for target in river.current.values():
        assert target in river.current or target in river.waterfall
    assert all(cell in river.distance for cell in river.neighbours)
    assert river.kind[river.bridge] == "B"


def test_odd_r_axial_coordinates():
    # odd lines are shifted half a cell to the right: the NW/NE neighbours of (col 3, line 9) are cols 3 and 4
    cell = R.to_axial(3, 9)
    assert R.to_offset(R.step(cell, "7")) == (3, 8)
    assert R.to_offset(R.step(cell, "9")) == (4, 8)
    even = R.to_axial(3, 8)
    assert R.to_offset(R.step(even, "7")) == (2, 7)
    assert R.to_offset(R.step(even, "9")) == (3, 7)
    for c in ((0, 0), (5, 3), (7, 30)):
        assert R.to_offset(R.to_axial(*c)) == c


def test_matches_the_reference_drawing():
    # canyon-river.png: the bridge on line 8 at the left, docks on lines 1-3, the lone waterfall cell on line 1
    river = R.default_river()
    assert R.to_offset(river.bridge) == (2, 8)
    assert sorted(R.to_offset(d) for d in river.docks) == [(2, 3), (3, 2), (4, 1)]
    assert (9, 1) in {R.to_offset(w) for w in river.waterfall}


def _broken(old: str, new: str, count: int = 1) -> str:
    assert old in TEXT
    return TEXT.replace(old, new, count)


@pytest.mark.parametrize("text, words", [
    (_broken("##S.S.S.S.S.S", "##S.S.S.S.S.."), "5 start spaces"),
    (_broken("####D9977W###", "####.9977W###"), "2 landing docks"),
    (_broken("#999999777###", "#499999777###"), "arrow"),
    (_broken("#999999777###", "#9999997X7###"), "unknown sign"),
    (_broken("##...M....###", "##MMMM....###"), "shortest routes"),
    (_broken("##..........#\n#....II....##", "##..........#\n#MMMMMMMMMMM#"), "cannot reach"),
    ("", "empty"),
])
def test_broken_river_files_are_refused_clearly(text, words):
    with pytest.raises(R.RiverError) as exc:
        R.parse(text, "river.txt")
    assert words in str(exc.value)


def test_missing_river_file(tmp_path):
    with pytest.raises(R.RiverError, match="cannot be read"):
        R.load(tmp_path / "nope.txt")


def test_a_river_file_saved_with_windows_line_ends_reads_the_same(tmp_path):
    river = R.parse(TEXT)
    crlf = R.parse(TEXT.replace("\n", "\r\n"))
    assert (crlf.kind, crlf.distance, crlf.starts, crlf.docks) == (river.kind, river.distance, river.starts,
                                                                   river.docks)
    path = tmp_path / "river.txt"
    path.write_bytes(TEXT.encode("utf-8"))
    assert R.load(path).distance == river.distance and R.load().distance == river.distance
