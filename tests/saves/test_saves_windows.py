"""Windows: a save whose file another handle has open for a moment (a reader, an antivirus scan, OneDrive) is
written once the handle is gone, instead of failing with "[WinError 5] Access denied" (seen under Wine: the
autosave failed once per game, "Saving works again" followed)."""

from __future__ import annotations

import os
import sys

import pytest

from cafegames.engine import saves


def busy_for(monkeypatch, times: int) -> list[str]:
    real, calls = os.replace, []

    def replace(src, dst):
        calls.append(str(dst))
        if len(calls) <= times:
            raise PermissionError(13, "Access denied", str(src), None, str(dst))
        real(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(sys, "platform", "win32")
    return calls


def test_a_briefly_busy_file_is_replaced_on_windows(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    path.write_bytes(b"old")
    calls = busy_for(monkeypatch, 2)
    saves.write_atomic(path, b"new")
    assert path.read_bytes() == b"new" and (tmp_path / "game.json.bak").read_bytes() == b"old"
    assert len(calls) >= 3


def test_a_file_kept_busy_still_fails_clearly(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    busy_for(monkeypatch, 100)
    with pytest.raises(PermissionError):
        saves.write_atomic(path, b"new")
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]  # no temporary left behind
