"""The family's remembered players (cafegames/engine/players.py): a stable id per person, names in every script,
renames that keep the id, a file read as data."""

from __future__ import annotations

import json

import pytest

from cafegames.engine.errors import SetupError
from cafegames.engine.players import PALETTE, Players, identity
from cafegames.engine.seats import Seat

NAMES = ["Maman", "مريم", "שָׂרָה", "小明", "देवनागरी", "Zoë 🦊", "👩‍👧"]


def test_add_rename_remove_keep_the_id_and_the_file(tmp_path):
    store = Players(tmp_path / "players.json")
    assert store.all() == []
    maman = store.add("Maman")
    mamie = store.add("Mamie")
    assert [p.name for p in store.all()] == ["Maman", "Mamie"]
    assert maman.id != mamie.id and maman.colour != mamie.colour and maman.colour in PALETTE
    renamed = store.rename(maman.id, "Maman Lucie")
    assert renamed.id == maman.id and renamed.colour == maman.colour
    again = Players(tmp_path / "players.json")  # another instance reads what was written
    assert [(p.id, p.name) for p in again.all()] == [(maman.id, "Maman Lucie"), (mamie.id, "Mamie")]
    again.remove(mamie.id)
    assert [p.name for p in store.all()] == ["Maman Lucie"]
    data = json.loads((tmp_path / "players.json").read_text())
    assert data["format"] == "cafegames-players" and data["version"] == 1


def test_names_are_checked_like_seat_names_and_unique_whatever_the_case(tmp_path):
    store = Players(tmp_path / "players.json")
    store.add("Léa")
    with pytest.raises(SetupError, match="already a player"):
        store.add("LÉA")
    with pytest.raises(SetupError, match="needs a name"):
        store.add("  ")
    with pytest.raises(SetupError, match="control characters"):
        store.add("Eve\u202e")
    bob = store.add("Bob")
    with pytest.raises(SetupError, match="already a player"):
        store.rename(bob.id, "léa")
    assert store.rename(bob.id, "BOB").name == "BOB"  # the same person may change the case of their name


def test_names_in_every_script(tmp_path):
    store = Players(tmp_path / "players.json")
    added = [store.add(n) for n in NAMES]
    assert [p.name for p in Players(tmp_path / "players.json").all()] == NAMES
    assert store.by_name("zoë 🦊").id == added[5].id


def test_attach_and_remember_give_human_seats_their_player(tmp_path):
    store = Players(tmp_path / "players.json")
    maman = store.add("Maman")
    seats = store.attach([Seat("maman"), Seat("Papa"), Seat("Robot", "computer", "hard")])
    assert [s.player for s in seats] == [maman.id, "", ""]
    remembered = store.remember([Seat("Maman"), Seat("Papa"), Seat("Robot", "computer", "hard")])
    papa = store.by_name("Papa")
    assert [s.player for s in remembered] == [maman.id, papa.id, ""]
    assert store.by_name("Robot") is None  # computers are not remembered: they appear by level
    assert [identity(s) for s in remembered] == [f"player:{maman.id}", f"player:{papa.id}", "computer:hard"]
    assert identity(Seat("  Léa ")) == "name:léa"


@pytest.mark.parametrize("content", [b"{", b"\xff\xfe", b"[]", b'{"format": "other", "players": []}',
                                     b"1" * (2 * 1024 * 1024)])
def test_a_damaged_file_reads_as_an_empty_list_and_is_kept_as_backup_on_the_next_change(tmp_path, content):
    path = tmp_path / "players.json"
    path.write_bytes(content)
    store = Players(path)
    assert store.all() == []
    store.add("Ann")
    assert [p.name for p in Players(path).all()] == ["Ann"]
    assert (tmp_path / "players.json.bak").read_bytes() == content


def test_entries_that_are_not_players_are_left_out(tmp_path):
    path = tmp_path / "players.json"
    good = {"id": "abc123", "name": "Ann", "colour": "#112233", "created": ""}
    path.write_text(json.dumps({"format": "cafegames-players", "version": 1, "players": [
        good, {**good, "id": "abc123", "name": "Twin"},  # the same id twice
        {**good, "id": "x" * 65, "name": "Long id"}, {**good, "id": "../../etc", "name": "Path"},
        {**good, "id": "b1", "name": "ann"},  # the same name
        {**good, "id": "b2", "name": "Bob", "colour": "red"}, {**good, "id": "b3", "name": "{hand:>400000000}x"[:24]},
        {**good, "id": "b4", "name": "Eve\u202e"}, {**good, "id": "b5", "name": 7}, "text", None]}))
    assert [(p.id, p.name) for p in Players(path).all()] == [("abc123", "Ann"), ("b3", "{hand:>400000000}x")]


def test_remember_leaves_out_placeholders_and_stamps_who_played(tmp_path):
    """Issue 37: "Player 1", "Joueur 2", "Computer 1" at a person's seat are not people; the people are stamped
    `played`, the first of the last match being `last_played`."""
    from cafegames.engine.players import is_placeholder

    store = Players(tmp_path / "players.json")
    store.add("Mamie")  # added by hand, never played: not the last who played
    assert store.last_played() is None
    seats = store.remember([Seat("Player 1"), Seat("joueur  2"), Seat("Computer 1"), Seat("Léo"), Seat("Emma"),
                            Seat("Ordinateur 3", "computer", "easy")])
    assert [p.name for p in store.all()] == ["Mamie", "Léo", "Emma"]
    assert [bool(s.player) for s in seats] == [False, False, False, True, True, False]
    assert store.last_played().name == "Léo" and store.by_name("Mamie").played == ""
    assert all(is_placeholder(n) for n in ("Player 1", "PLAYER 10", "Joueur 3", "Computer 2", "Ordinateur 9"))
    assert Players(tmp_path / "players.json").by_name("Emma").played  # kept in the file
