"""The command line: --help in both languages, --check-save, bad input → a message and exit status 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cafegames import app
from cafegames.engine.match import Match
from cafegames.engine.saves import save_match
from cafegames.engine.seats import Seat
from tests.toy.game import GAME

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    full_env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", **(env or {})}
    return subprocess.run([sys.executable, "-m", "cafegames", *args], cwd=ROOT, env=full_env, capture_output=True,
                          text=True, timeout=60)


@pytest.fixture
def toy_save(tmp_path) -> Path:
    match = Match(GAME, {}, [Seat("Ann"), Seat("Bot", "computer", "random")], 5)
    for _ in range(4):
        match.act(match.bot_action(include_humans=True))
    path = tmp_path / "toy.json"
    save_match(match, path)
    return path


def test_help_in_french_and_english():
    fr = run("--lang", "fr", "--help")
    assert fr.returncode == 0
    assert "Utilisation : cafegames" in fr.stdout and "Options :" in fr.stdout
    assert "vérifier une partie enregistrée" in fr.stdout and "Traceback" not in fr.stderr
    en = run("--help", "--lang=en")
    assert en.returncode == 0 and "Usage: cafegames" in en.stdout and "check a saved game" in en.stdout


def test_check_save_on_a_truncated_file_exits_2_with_a_message(tmp_path, toy_save):
    text = toy_save.read_text()
    cut = tmp_path / "cut.json"
    cut.write_text(text[: len(text) // 2])
    result = run("--lang", "en", "--check-save", str(cut))
    assert result.returncode == 2
    assert "cut short" in result.stderr and str(cut) in result.stderr
    assert "Traceback" not in result.stderr and result.stdout == ""
    fr = run("--lang", "fr", "--check-save", str(cut))
    assert fr.returncode == 2 and "Traceback" not in fr.stderr and "cut short" not in fr.stderr


def test_check_save_summary_and_errors_in_process(toy_save, tmp_path, capsys):
    assert app.main(["--lang", "en", "--check-save", str(toy_save)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("toy.json: OK — Twenty-one, 2 players (Ann, Bot), 4 moves, in progress")
    data = json.loads(toy_save.read_text())
    data["actions"][1]["card"] = 77
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    assert app.main(["--lang", "en", "--check-save", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "Move 2 is not allowed" in err
    assert app.main(["--lang", "en", "--check-save", str(tmp_path / "missing.json")]) == 2
    assert "does not exist" in capsys.readouterr().err


@pytest.mark.parametrize(("args", "expected"), [
    (["--new", "toy", "--seats", "Ann:robot"], "“robot” is not human or computer."),
    (["--new", "toy", "--seats", "Ann:human"], "Twenty-one is played by 2 to 4 players, not 1."),
    (["--new", "toy", "--seats", "Ann:computer:genius,Bo"], "“genius” is not a level"),
    (["--new", "toy", "--options", "target=banana"], "The option “Target” expects a whole number"),
    (["--new", "toy", "--options", "colour=red"], "Unknown option “colour”"),
    (["--new", "nope"], "Unknown game “nope”"),
    (["--seats", "Ann:human"], "--seats, --options and --seed go with --new GAME."),
    (["--new", "toy", "--load", "x.json"], "Choose either --new or --load"),
    (["--autoplay", "5"], "--autoplay goes with --new GAME, --learn GAME or --load FILE."),
    (["--load", "/nonexistent/save.json"], "does not exist"),
])
def test_bad_input_gives_a_message_and_status_2(args, expected, capsys):
    assert app.main(["--lang", "en", *args]) == 2
    err = capsys.readouterr().err
    assert expected in err and "Traceback" not in err


@pytest.mark.parametrize("args", [["--size", "big"], ["--autoplay", "-3"], ["--seed", "x"], ["--lang", "de"],
                                  ["--frobnicate"]])
def test_argparse_errors_exit_2(args, capsys):
    assert app.main(args) == 2
    err = capsys.readouterr().err
    assert "error" in err and "cafegames --help" in err


def test_a_game_that_is_not_playable_yet_says_so(capsys, monkeypatch):
    from cafegames.engine import registry
    from cafegames.engine.messages import Message

    info = registry.GameInfo("rulesonly", Message("Toy", "Rules only"), Message("Toy", "No table yet"), 2, 4,
                          "tests.rules_only")
    monkeypatch.setitem(registry.GAMES, info.id, info)
    assert info.has_rules() and not info.has_scene()
    assert app.main(["--lang", "en", "--new", info.id]) == 2
    assert "cannot be played in this version yet" in capsys.readouterr().err


def test_screenshot_of_the_start_page(tmp_path):
    shot = tmp_path / "start.png"
    result = run("--lang", "fr", "--screenshot", str(shot), "--size", "1024x700",
                 env={"CAFEGAMES_DATA_DIR": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "cfg")})
    assert result.returncode == 0, result.stderr
    from PySide6.QtGui import QImage

    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1024, 700)


def test_argparse_errors_are_in_french_too():
    result = run("--lang", "fr", "--frobnicate")
    assert result.returncode == 2
    assert "cafegames : erreur : arguments inconnus : --frobnicate" in result.stderr
    assert "Lancez « cafegames --help »" in result.stderr and "Traceback" not in result.stderr
