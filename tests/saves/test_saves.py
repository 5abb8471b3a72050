"""Saves: round trip, atomic writes with a backup, every kind of damaged file, migration, the load list."""

from __future__ import annotations

import json
import os

import pytest

from cafegames.engine import paths, saves
from cafegames.engine.match import Match
from cafegames.engine.saves import SaveError
from cafegames.engine.seats import Seat
from tests.toy.game import GAME, Play

SEATS = [Seat("Ann"), Seat("Bob", "computer", "random")]


def played(n: int = 6, seed: int = 4) -> Match:
    m = Match(GAME, {"target": 40}, SEATS, seed)
    for _ in range(n):
        m.act(m.bot_action(include_humans=True))
    return m


def saved(tmp_path, **change) -> tuple[Match, object]:
    m = played()
    path = tmp_path / "game.json"
    saves.save_match(m, path)
    data = json.loads(path.read_text())
    data.update(change)
    path.write_text(json.dumps(data))
    return m, path


def test_round_trip_replays_to_the_same_state(tmp_path):
    m = played()
    path = tmp_path / "s.json"
    saves.save_match(m, path, title="Sunday")
    loaded, record = saves.load_save(path)
    assert loaded.state == m.state and loaded.actions == m.actions
    assert record.title == "Sunday" and record.seats == tuple(SEATS) and record.options == {"target": 40,
                                                                                             "order": "clockwise"}
    assert record.progress.english().startswith("Total ")


def test_write_is_atomic_and_keeps_the_previous_version(tmp_path):
    m = played(2)
    path = tmp_path / "s.json"
    saves.save_match(m, path)
    first = path.read_bytes()
    m.act(m.bot_action(include_humans=True))
    saves.save_match(m, path)
    assert (tmp_path / "s.json.bak").read_bytes() == first
    assert len(saves.read_save(path).actions) == 3
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_autosave_after_every_action_and_backup_restores_a_damaged_file(tmp_path):
    path = tmp_path / "auto.json"
    m = Match(GAME, {}, SEATS, 9)
    m.listeners.append(saves.Autosaver(path))
    for n in range(1, 5):
        m.act(m.bot_action(include_humans=True))
        assert len(saves.read_save(path).actions) == n
    path.write_text(path.read_text()[:50])
    loaded, _, problem = saves.load_with_backup(path)
    assert len(loaded.actions) == 3 and "cut short" in str(problem)


def test_autosave_failure_is_reported_and_the_game_goes_on(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    (folder / "x.json").mkdir()  # the save path is a folder: every write fails
    errors = []
    m = Match(GAME, {}, SEATS, 9)
    m.listeners.append(saves.Autosaver(folder / "x.json", on_error=errors.append))
    m.act(m.bot_action(include_humans=True))
    m.act(m.bot_action(include_humans=True))
    assert len(errors) == 1 and "could not be saved" in str(errors[0])
    assert len(m.actions) == 2


@pytest.mark.parametrize("content, why", [
    (b"", "empty"),
    (b'{"format": "cafegames-save", "version": 1, "game": "toy", "seats": [', "cut short"),
    (b"\xff\xfe\x00garbage", "a part of it is not text \\(near the start\\)"),
    (b"[1, 2, 3]", "does not hold a saved game"),
    (b'{"format": "chess"}', "not a cafegames saved game"),
    (b'{"format": "cafegames-save", "version": 99}', "newer version"),
    (b'{"format": "cafegames-save", "version": "one"}', "which version of its format"),
    (b'{"format": "cafegames-save", "version": 1, "seed": NaN}', "a number that is not a real number"),
    (b"[" * 200_000 + b"]" * 200_000, "not laid out as a saved game"),
])
def test_damaged_files_are_refused_with_a_reason(tmp_path, content, why):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(SaveError, match=why):
        saves.load_save(path)
    assert path.read_bytes() == content


def test_ten_megabytes_of_nesting_is_refused_before_parsing(tmp_path):
    path = tmp_path / "deep.json"
    path.write_bytes(b"[" * (10 * 2**20))
    with pytest.raises(SaveError, match="far too big"):
        saves.load_save(path)


@pytest.mark.parametrize("change, why", [
    ({"game": "chess"}, "not one this version knows"),
    ({"game": 3}, "the name of the game cannot be read"),
    ({"seats": "Ann"}, "the list of players cannot be read"),
    ({"seats": [{"name": "Ann", "kind": "human"}]}, "The file has 1 player; Twenty-one is played by 2 to 4"),
    ({"seats": [{"name": "Ann", "kind": "alien"}, {"name": "Bob", "kind": "human"}]}, "player 1 is neither a person nor the computer"),
    ({"seats": [{"name": "", "kind": "human"}, {"name": "Bob", "kind": "human"}]}, "needs a name"),
    ({"seed": "x"}, "the number that shuffles the cards cannot be read"),
    ({"seed": 2**70}, "the number that shuffles the cards cannot be read"),
    ({"seed": True}, "the number that shuffles the cards cannot be read"),
    ({"options": {"target": 1000}}, "between 5 and 99"),
    ({"options": []}, "the choice of rules cannot be read"),
    ({"actions": [{"kind": "warp"}]}, "Move 1 cannot be read: it is not a move of this game"),
    ({"actions": [{"kind": "play", "seat": 0, "card": 7}]}, "Move 1 is not allowed"),
    ({"actions": [{"kind": "play", "seat": 1, "card": 1}]}, "not your turn"),
    ({"actions": None}, "the list of moves cannot be read"),
])
def test_edited_files_are_refused_naming_the_field_or_action(tmp_path, change, why):
    _, path = saved(tmp_path, **change)
    before = path.read_bytes()
    with pytest.raises(SaveError, match=why):
        saves.load_save(path)
    assert path.read_bytes() == before


def test_actions_after_the_end_are_refused(tmp_path):
    m = Match(GAME, {"target": 5}, SEATS, 1)
    while not m.is_over():
        m.act(m.bot_action(include_humans=True))
    path = tmp_path / "over.json"
    saves.save_match(m, path)
    data = json.loads(path.read_text())
    data["actions"].append(data["actions"][-1])
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="after the end"):
        saves.load_save(path)


def test_version_0_files_are_migrated(tmp_path):
    m, path = saved(tmp_path)
    data = json.loads(path.read_text())
    data["version"] = 0
    data["players"] = [{"name": "Ann", "computer": False}, {"name": "Bob", "computer": True, "level": "random"}]
    del data["seats"]
    data["created"] = 1_700_000_000
    path.write_text(json.dumps(data))
    loaded, record = saves.load_save(path)
    assert loaded.state == m.state
    assert record.seats == tuple(SEATS) and record.created.startswith("2023-11-14")


def test_version_1_files_are_migrated_and_their_seats_name_no_player(tmp_path):
    m, path = saved(tmp_path, version=1)
    loaded, record = saves.load_save(path)
    assert loaded.state == m.state and [s.player for s in record.seats] == ["", ""]
    assert saves.migrate({"version": 1, "seats": []})["version"] == saves.VERSION


def test_version_2_files_are_migrated_with_take_backs_off_and_none_taken(tmp_path):
    m, path = saved(tmp_path, version=2)
    data = json.loads(path.read_text())
    del data["takebacks"]
    path.write_text(json.dumps(data))
    loaded, record = saves.load_save(path)
    assert loaded.state == m.state and record.takebacks_allowed is False and record.takebacks == ()
    assert loaded.takebacks_allowed is False and loaded.takebacks == [0, 0]
    assert saves.migrate({"version": 2})["version"] == saves.VERSION


def test_take_backs_go_through_a_save(tmp_path):
    m = played()
    m.takebacks_allowed, m.takebacks = True, [2, 0]
    path = tmp_path / "tb.json"
    saves.save_match(m, path)
    assert json.loads(path.read_text())["takebacks"] == {"allowed": True, "counts": [2, 0]}
    loaded, record = saves.load_save(path)
    assert record.takebacks_allowed and record.takebacks == (2, 0)
    assert loaded.takebacks_allowed and loaded.takebacks == [2, 0] and loaded.state == m.state


@pytest.mark.parametrize("value", [[], {"allowed": True}, {"allowed": 1, "counts": [0, 0]},
                                   {"allowed": True, "counts": [0]}, {"allowed": True, "counts": [0, -1]},
                                   {"allowed": True, "counts": [0, True]}, {"allowed": True, "counts": [0, 0], "x": 1}])
def test_a_damaged_count_of_take_backs_is_refused(tmp_path, value):
    m, path = saved(tmp_path, takebacks=value)
    with pytest.raises(SaveError, match="count of moves taken back cannot be read"):
        saves.read_save(path)


def test_a_seat_keeps_its_player_id_through_a_save(tmp_path):
    seats = [Seat("Ann", player="0123abcd4567ef89"), Seat("Bob", "computer", "random")]
    m = Match(GAME, {"target": 40}, seats, 4)
    m.act(m.bot_action(include_humans=True))
    path = tmp_path / "players.json"
    saves.save_match(m, path)
    assert json.loads(path.read_text())["seats"] == [
        {"name": "Ann", "kind": "human", "level": "normal", "player": "0123abcd4567ef89"},
        {"name": "Bob", "kind": "computer", "level": "random"}]
    loaded, record = saves.load_save(path)
    assert record.seats == tuple(seats) and loaded.seats == tuple(seats)


@pytest.mark.parametrize("player", ["../../etc/passwd", "", 7, None, "x" * 65, "é", "{id:>999999}"])
def test_a_player_id_of_the_wrong_shape_is_refused(tmp_path, player):
    m, path = saved(tmp_path)
    data = json.loads(path.read_text())
    data["seats"][0]["player"] = player
    path.write_text(json.dumps(data))
    if player == "":
        assert saves.read_save(path).seats[0].player == ""
        return
    with pytest.raises(SaveError, match="Player 1 is linked to a remembered player"):
        saves.read_save(path)


def test_load_list_newest_first_damaged_files_shown_continue_skips_finished(tmp_path):
    folder = tmp_path / "saves"
    a, b = played(2), played(3, seed=5)
    saves.save_match(a, folder / "a.json")
    data = saves.record_of(b)
    data["updated"] = "2999-01-01T00:00:00+00:00"
    (folder / "b.json").write_text(json.dumps(data))
    (folder / "c.json").write_text("{")
    listed = saves.list_saves(folder)
    assert [s.path.name for s in listed] == ["b.json", "a.json", "c.json"]
    assert listed[2].error is not None
    assert saves.latest_unfinished(folder).path.name == "b.json"
    data["finished"] = True
    (folder / "b.json").write_text(json.dumps(data))
    assert saves.latest_unfinished(folder).path.name == "a.json"
    saves.delete_save(folder / "a.json")
    assert not (folder / "a.json").exists()


def test_new_save_paths_never_collide(tmp_path):
    p1 = saves.new_save_path("uno", tmp_path)
    p1.write_text("{}")
    p2 = saves.new_save_path("uno", tmp_path)
    assert p1 != p2 and not p2.exists()


def test_data_dir_override(tmp_path, monkeypatch):
    monkeypatch.setenv("CAFEGAMES_DATA_DIR", str(tmp_path / "x"))
    assert saves.saves_dir() == tmp_path / "x" / "saves"
    assert os.fspath(paths.data_dir()).endswith("x")


def test_play_action_encoding_is_documented():
    assert GAME.codec.encode(Play(1, 3)) == {"kind": "play", "seat": 1, "card": 3}


# ---------------------------------------------------------------- hints (format 3, optional `hints`)

def test_version_2_files_are_migrated_with_no_hints_used(tmp_path):
    m, path = saved(tmp_path, version=2)
    data = json.loads(path.read_text())
    del data["hints"]
    path.write_text(json.dumps(data))
    loaded, record = saves.load_save(path)
    assert loaded.state == m.state and record.hints == () and loaded.hints == [0, 0]
    assert saves.migrate({"version": 2})["version"] == saves.VERSION


def test_hint_counts_go_through_a_save(tmp_path):
    m = played()
    m.hints = [3, 0]
    path = tmp_path / "hints.json"
    saves.save_match(m, path)
    assert json.loads(path.read_text())["hints"] == [3, 0]
    loaded, record = saves.load_save(path)
    assert record.hints == (3, 0) and loaded.hints == [3, 0] and loaded.state == m.state


@pytest.mark.parametrize("value", [{}, [0], [0, -1], [0, True], [0, 1.5], "2", [0, 0, 0]])
def test_a_damaged_count_of_hints_is_refused(tmp_path, value):
    m, path = saved(tmp_path, hints=value)
    with pytest.raises(SaveError, match="count of hints cannot be read"):
        saves.read_save(path)


def test_listing_again_reads_only_the_files_that_changed(tmp_path, monkeypatch):
    """The load list, Continue and the start page list every save: a file checked once is not checked again
    while it stays the same file, and any change is seen, even one within a tick of the disk's clock."""
    folder = tmp_path / "saves"
    match = Match(GAME, {}, [Seat("Ann"), Seat("Bob", "computer", "random")], 3)
    for i in range(5):
        saves.save_match(match, folder / f"{i}.json")
    old = os.stat(folder / "0.json").st_mtime_ns - 10 * saves.SETTLED_NS
    read = []
    real = saves.read_save
    monkeypatch.setattr(saves.folder, "read_save", lambda path: (read.append(path.name), real(path))[1])
    saves.list_saves(folder)
    saves.list_saves(folder)
    assert len(read) == 10  # just written: within the disk clock's tick a rewrite may keep its times, read again
    read.clear()
    monkeypatch.setattr(saves.folder, "SETTLED_NS", -1)  # as if they had been written long ago
    assert len(saves.list_saves(folder)) == 5 and len(read) == 5
    read.clear()
    assert len(saves.list_saves(folder)) == 5 and read == []  # nothing changed: nothing read
    match.act(match.bot_action(include_humans=True))
    saves.save_match(match, folder / "1.json")  # played on: a new file in its place
    data = (folder / "2.json").read_bytes()
    (folder / "2.json").write_bytes(data.replace(b'"Ann"', b'"Zoe"'))  # copied over in place, same size,
    os.utime(folder / "2.json", ns=(old, old))  # and its old time kept (`cp -p`)
    (folder / "3.json").unlink()
    listed = {s.path.name: s for s in saves.list_saves(folder)}
    assert sorted(read) == ["1.json", "2.json"] and sorted(listed) == ["0.json", "1.json", "2.json", "4.json"]
    assert listed["1.json"].moves == 1 and listed["2.json"].record.seats[0].name == "Zoe"
