"""Fuzzing the save loader: every damaged, edited or hostile file ends in a clean refusal (SaveError with a
readable message) or a correct load, never another exception, and the file is never written to.

Bases are real matches of every registered game with rules (the toy game now; UNO, Café and Canyon as they
land); the mutations are in tests/fuzz/mutations.py.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from cafegames.engine import saves
from cafegames.engine.saves import SaveError
from devtools import soak
from tests.fuzz import mutations as mut

# CI runs a moderate number of cases; a long run: CAFEGAMES_FUZZ_EXAMPLES=2000 pytest tests/fuzz
EXAMPLES = int(os.environ.get("CAFEGAMES_FUZZ_EXAMPLES", "60"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])
GAMES = mut.games_with_rules()


def _snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.iterdir() if p.is_file()}


def check_load(path: Path, base: mut.Base | None, label: str) -> str:
    """Load `path`: a SaveError with a message, or a match that is what the file says. Nothing written."""
    folder = path.parent
    before = _snapshot(folder)
    try:
        match, record = saves.load_save(path)
    except SaveError as exc:
        text = exc.message.english()
        assert text and len(text) < 2000, label
        assert exc.message.text != saves.RULES_FAILED, f"{label}: the rules crashed instead of refusing: {exc.detail}"
        outcome = "refused"
    else:
        outcome = "loaded"
        game = match.game
        soak.check_state(game, match.state, len(match.seats))
        assert list(record.actions) == match.actions, label
        if base is not None and (record.game, record.seed, record.seats, record.actions) == (
                base.match.game.id, base.match.seed, base.match.seats, tuple(base.match.actions)) \
                and match.options == base.match.options:
            assert match.state == base.match.state, label
    assert _snapshot(folder) == before, f"{label}: the folder changed"
    return outcome


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("mutation", sorted(mut.MUTATIONS))
@FUZZ
@given(data=st.data())
def test_damaged_save_is_refused_cleanly_or_loads_correctly(tmp_path, game_id, mutation, data):
    base = data.draw(st.sampled_from(mut.bases(game_id)), label="base")
    label, raw = mut.MUTATIONS[mutation](data, base)
    path = tmp_path / "fuzz.json"
    path.write_bytes(raw)
    outcome = check_load(path, base, label)
    event(f"{mutation}: {outcome}")
    if mutation == "truncate" and raw.strip() != base.raw.strip():
        assert outcome == "refused", label
        with pytest.raises(SaveError, match="cut short|empty"):
            saves.load_save(path)


@pytest.mark.parametrize("game_id", GAMES)
def test_unmodified_bases_load_to_the_same_state(tmp_path, game_id):
    for i, base in enumerate(mut.bases(game_id)):
        path = tmp_path / f"b{i}.json"
        path.write_bytes(base.raw)
        match, record = saves.load_save(path)
        assert match.state == base.match.state and match.actions == base.match.actions
        assert record.seats == base.match.seats


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=max(10, EXAMPLES // 2), deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_damaged_file_falls_back_to_its_backup_and_nothing_is_written(tmp_path, game_id, data):
    base = data.draw(st.sampled_from(mut.bases(game_id)), label="base")
    label, raw = mut.any_mutation(data, base)
    path = tmp_path / "game.json"
    path.write_bytes(raw)
    path.with_name("game.json.bak").write_bytes(base.raw)
    before = _snapshot(tmp_path)
    match, record, problem = saves.load_with_backup(path)
    assert _snapshot(tmp_path) == before, label
    if problem is not None:
        assert match.state == base.match.state, label
        assert problem.message.english()


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=max(5, EXAMPLES // 4), deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_load_list_over_a_folder_of_damaged_files(tmp_path, game_id, data):
    folder = Path(tempfile.mkdtemp(dir=tmp_path))
    bases = mut.bases(game_id)
    n = data.draw(st.integers(1, 8), label="files")
    for i in range(n):
        base = data.draw(st.sampled_from(bases), label="base")
        _, raw = mut.any_mutation(data, base)
        (folder / f"f{i}.json").write_bytes(raw)
    (folder / "good.json").write_bytes(bases[-1].raw)
    (folder / "good.json.bak").write_bytes(b"{")
    (folder / ".hidden.json").write_bytes(b"{")
    (folder / "notes.txt").write_bytes(b"hello")
    (folder / "folder.json").mkdir()
    os.symlink(folder / "missing-target.json", folder / "dangling.json")
    before = _snapshot(folder)
    listed = saves.list_saves(folder)
    assert _snapshot(folder) == before
    assert sorted(s.path.name for s in listed) == sorted([f"f{i}.json" for i in range(n)] + ["good.json"])
    for s in listed:
        assert (s.record is None) != (s.error is None)
        if s.error:
            assert s.error.message.english()
    assert any(s.path.name == "good.json" and s.record for s in listed)
    loaded = [s for s in listed if s.record]
    assert listed[:len(loaded)] == loaded  # readable saves first


def test_a_50_megabyte_file_is_refused_quickly_without_being_read(tmp_path):
    base = mut.bases(GAMES[0])[0]
    data = dict(base.data)
    data["title"] = "x" * (50 * 2**20)
    path = tmp_path / "huge.json"
    path.write_bytes(json.dumps(data).encode())
    stat = path.stat()
    with pytest.raises(SaveError, match="far too big"):
        saves.load_save(path)
    with pytest.raises(SaveError, match="far too big"):
        saves.load_with_backup(path)
    assert path.stat().st_mtime_ns == stat.st_mtime_ns and path.stat().st_size == stat.st_size
    listed = saves.list_saves(tmp_path)
    assert [s.path.name for s in listed] == ["huge.json"] and "far too big" in str(listed[0].error)


def test_a_sparse_50_megabyte_file_with_a_valid_start(tmp_path):
    """A file whose size lies about its content (sparse, zero-filled after a valid save)."""
    path = tmp_path / "sparse.json"
    with open(path, "wb") as f:
        f.write(mut.bases(GAMES[0])[0].raw)
        f.truncate(50 * 2**20)
    with pytest.raises(SaveError, match="far too big"):
        saves.load_save(path)


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_given_as_a_save_is_refused_without_reading_forever(device):
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    with pytest.raises(SaveError, match="device or a pipe"):
        saves.load_save(Path(device))


def test_a_named_pipe_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(SaveError, match="device or a pipe"):
        saves.load_save(fifo)
    assert [s.path.name for s in saves.list_saves(tmp_path)] == []


def test_a_file_without_a_size_is_read_with_a_bound(tmp_path):
    """Files of /proc report size 0: the read is bounded anyway (here: a real one, refused as not JSON)."""
    proc = Path("/proc/self/status")
    if not proc.exists():
        pytest.skip("no /proc here")
    with pytest.raises(SaveError, match="damaged"):
        saves.load_save(proc)


def test_a_rules_crash_on_an_edited_file_is_a_refusal_not_a_traceback(tmp_path, monkeypatch):
    """Defence in depth: should a game's apply crash (instead of raising IllegalAction) on an edited action,
    the player still gets a SaveError; the fuzz tests above fail on that message, so the bug is not hidden."""
    base = mut.bases("toy")[1]
    game = base.match.game

    def broken(state, action):
        raise IndexError("list index out of range")

    monkeypatch.setattr(game, "apply", broken)
    path = tmp_path / "s.json"
    path.write_bytes(base.raw)
    with pytest.raises(SaveError, match="The rules could not replay this game") as info:
        saves.load_save(path)
    assert info.value.message.text == saves.RULES_FAILED
    assert info.value.detail.startswith("IndexError") and "IndexError" not in info.value.message.english()
