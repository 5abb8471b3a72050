"""The replay viewer (cafegames/ui/replay_page.py): real clicks on its buttons, both languages. Step forward and
back, jump to a hand, play at a speed, only what the table saw before the end, every hand after it, the file never
written, a file that cannot be replayed told as Load tells it, `--replay FILE --step N`."""

from __future__ import annotations

import argparse
import json
import os
import stat
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from cafegames.app import make_plan
from cafegames.engine.bots import Thinking
from cafegames.engine.match import Match
from cafegames.engine.saves import save_match, saves_dir
from cafegames.engine.seats import Seat
from cafegames.games.uno.game import GAME as UNO
from cafegames.ui import i18n, plain_text
from tests.ui.helpers import main_window

NAMES = ["مريم", "שָׂרָה", "小明", "देवनागरी", "Zoë 🦊"]


@pytest.fixture
def window(qtbot, settings):
    settings.overrides["animation_speed"] = "off"
    yield from main_window(qtbot, settings)


@pytest.fixture(params=["en", "fr"])
def lang(request):
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


# The replays show matches with a hard seat; how well it played is not looked at: its search on a tenth of its
# samples (a whole UNO match of the hard level as shipped takes about 13 s of CPU).
QUICK = Thinking(0.1)


def uno_file(path: Path, actions: int | None = None, seed: int = 4) -> Match:
    """An UNO match between a person and computers (`actions` played, or to its end), saved at `path`."""
    seats = [Seat("Ann"), Seat(NAMES[0], "computer", "normal"), Seat(NAMES[2], "computer", "hard")]
    match = Match(UNO, {"target": 200}, seats, seed)
    match.thinking = QUICK
    while not match.is_over() and (actions is None or len(match.actions) < actions):
        match.act(match.bot_action(include_humans=True))
    save_match(match, path)
    return match


def snapshot(folder: Path) -> dict[str, tuple[bytes, int, int]]:
    return {p.name: (p.read_bytes(), stat.S_IMODE(p.stat().st_mode), p.stat().st_mtime_ns)
            for p in sorted(folder.iterdir())}


def click(qtbot, button) -> None:
    assert button.isEnabled() and button.isVisible(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_step_back_forward_and_jump_with_clicks(window, qtbot, lang):
    path = saves_dir() / "uno.json"
    match = uno_file(path)
    assert window.show_replay(path)
    page = window.replay_page
    assert window.current_page() is page and page.step == 0 and page.length == len(match.actions)
    click(qtbot, page.forward_button)
    click(qtbot, page.forward_button)
    assert page.step == 2
    click(qtbot, page.back_button)
    assert page.step == 1
    assert page.position.text() == ("Move 1 of {n}" if lang == "en" else "Coup 1 sur {n}").format(n=page.length)
    click(qtbot, page.last_button)
    assert page.step == page.length and not page.forward_button.isEnabled()
    shown = page.scene.view
    final = UNO.public_view(match.state)
    assert shown == final  # the end, as the table saw it
    click(qtbot, page.first_button)
    assert page.step == 0
    hands = page.replay.chapters
    assert len(hands) == match.state.hand_no >= 2
    page.chapters.setCurrentIndex(1)
    page.chapters.activated.emit(1)
    assert page.step == hands[1][0] and page.scene.view.hand_no == 2
    start = page.step
    qtbot.keyClick(page.view, Qt.Key.Key_Right)
    assert page.step == start + 1
    qtbot.keyClick(page.view, Qt.Key.Key_Left)
    assert page.step == start
    # the log beside the table: a click on a line goes to its action
    page.show_step(30)
    line = next(i for i, s in enumerate(page.log.steps) if s > 25)
    rect = page.log.cursorRect(page.log.block_of(line))
    qtbot.mouseClick(page.log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.step == page.log.steps[line] and page.step <= 30
    marked = page.log.extraSelections()
    assert marked[0].cursor.selectedText().startswith(page.log.block_of(page.log.steps.index(page.step)).block().text())


def test_stepping_back_shows_exactly_the_state_of_that_step(window, qtbot):
    path = saves_dir() / "uno.json"
    match = uno_file(path, actions=300)
    assert window.show_replay(path)
    page = window.replay_page
    page.show_step(300)
    for step in (299, 250, 31, 32, 33, 0):
        page.show_step(step)
        fresh = Match.replay(UNO, match.options_dict, match.seats, match.seed, match.actions[:step])
        assert page.scene.view == UNO.public_view(fresh.state)


def test_an_unfinished_match_shows_no_hand_and_every_hand_only_after_the_end(window, qtbot, lang):
    path = saves_dir() / "playing.json"
    uno_file(path, actions=60)
    assert window.show_replay(path, step=60)
    page = window.replay_page
    assert page.scene.seat_on_screen is None and page.scene.view.hand == ()
    assert not page.every_hand.isEnabled() and not page.shows_every_hand()
    page.every_hand.setChecked(True)  # even forced, nothing is shown before the end
    assert page.scene.view.hand == () and page.hands.isHidden()
    assert all(not item.isVisible() or item.card is None for item in page.scene.hand_items)
    names_shown = page.title.text()
    assert "Ann" in names_shown and NAMES[0] in names_shown

    done = saves_dir() / "done.json"
    final = uno_file(done)
    assert window.show_replay(done)
    page = window.replay_page
    page.show_step(40)
    assert page.every_hand.isEnabled() and page.scene.view.hand == ()
    click(qtbot, page.every_hand)
    state = page.replay.state_at(40)
    assert page.shows_every_hand() and page.scene.view.hand == tuple(state.hands[0])
    text = page.hands.text()
    assert page.hands.isVisible() and all(s.name in text for s in final.seats)
    page.seen_by.setCurrentIndex(2)
    assert page.scene.seat_on_screen == 2 and page.scene.view.hand == tuple(state.hands[2])
    you = "(you)" if lang == "en" else "(vous)"
    assert all(you not in p.name for p in page.scene.panels.values())  # nobody is "you" in a replay


def test_play_at_a_chosen_speed_then_pause(window, qtbot):
    path = saves_dir() / "uno.json"
    uno_file(path, actions=40)
    assert window.show_replay(path)
    page = window.replay_page
    page.speed.setCurrentIndex(page.speed.findData("fastest"))
    assert page.interval_ms() == 120
    click(qtbot, page.play_button)
    qtbot.waitUntil(lambda: page.step >= 3, timeout=5000)
    click(qtbot, page.play_button)
    stopped = page.step
    qtbot.wait(400)
    assert page.step == stopped and not page.timer.isActive()
    page.show_step(38)
    click(qtbot, page.play_button)
    qtbot.waitUntil(lambda: page.step == 40 and not page.timer.isActive(), timeout=5000)  # stops at the end


def test_a_replay_never_writes_the_file_or_anything_beside_it(window, qtbot, tmp_path):
    path = saves_dir() / "uno.json"
    uno_file(path, actions=80)
    os.chmod(path, 0o640)
    key = tmp_path / "usb"
    key.mkdir()
    uno_file(key / "other.json")
    (key / "other.json.bak").write_bytes(b"the family's own file")
    before, before_key = snapshot(saves_dir()), snapshot(key)
    for target in (path, key / "other.json"):
        assert window.show_replay(target)
        page = window.replay_page
        click(qtbot, page.last_button)
        click(qtbot, page.play_button)
        page.show_step(3)
        click(qtbot, page.close_button)
    window.show_start_page()
    assert snapshot(saves_dir()) == before and snapshot(key) == before_key


def test_a_save_that_cannot_be_replayed_gets_the_message_load_gives(window, qtbot, monkeypatch):
    path = saves_dir() / "bad.json"
    uno_file(path, actions=30)
    data = json.loads(path.read_text())
    data["actions"][5] = {"kind": "play", "seat": 0, "card": 999, "colour": -1, "uno": False, "target": -1}
    path.write_text(json.dumps(data))
    told = []
    monkeypatch.setattr(plain_text, "tell", lambda parent, title, text, *a: told.append((title, text)))
    assert not window.open_file(path)
    assert not window.show_replay(path)
    assert len(told) == 2 and told[0] == told[1] and "6" in told[0][1]
    assert window.replay_page is None


def test_the_load_list_opens_the_replay(window, qtbot, monkeypatch):
    from cafegames.ui.load_dialog import LoadDialog

    uno_file(saves_dir() / "uno.json", actions=25)

    def run(dialog):
        qtbot.waitUntil(lambda: dialog.done_reading)
        dialog.select_row(0)
        qtbot.mouseClick(dialog.watch_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    monkeypatch.setattr(LoadDialog, "exec", run)
    window.load_game()
    assert window.current_page() is window.replay_page and window.replay_page.length == 25
    assert window.controller is None  # watched, not played on


def test_names_in_every_script_in_the_replay(window, qtbot):
    from cafegames.games.canyon.game import GAME as CANYON

    seats = [Seat(NAMES[0]), Seat(NAMES[1], "computer", "easy"), Seat(NAMES[2], "computer", "normal"),
             Seat(NAMES[3], "computer", "hard"), Seat(NAMES[4], "computer", "random")]
    match = Match(CANYON, {}, seats, 9)
    match.thinking = QUICK
    while not match.is_over():
        match.act(match.bot_action(include_humans=True))
    path = saves_dir() / "canyon.json"
    save_match(match, path)
    assert window.show_replay(path)
    page = window.replay_page
    click(qtbot, page.last_button)
    assert all(n in page.title.text() for n in NAMES)
    click(qtbot, page.every_hand)
    page.show_step(5)
    assert all(n in page.hands.text() for n in NAMES)


def test_command_line_replay_and_step(tmp_path):
    path = saves_dir() / "uno.json"
    uno_file(path, actions=50)
    args = argparse.Namespace(new=None, load=None, seats=None, options=None, seed=None, autoplay=0, replay=str(path),
                              step=12, stats=False)
    plan = make_plan(args)
    assert plan.replay.length == 50 and plan.step == 12 and plan.match is None
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    from cafegames.engine.saves import SaveError

    with pytest.raises(SaveError, match="cut short"):
        make_plan(argparse.Namespace(**{**vars(args), "replay": str(bad)}))
    from cafegames.engine.errors import SetupError

    with pytest.raises(SetupError, match="--step goes with --replay"):
        make_plan(argparse.Namespace(**{**vars(args), "replay": None}))
    with pytest.raises(SetupError, match="Choose one of"):
        make_plan(argparse.Namespace(**{**vars(args), "stats": True}))


def test_a_long_title_is_shown_whole_at_1280(window, qtbot, lang):
    """Three long names and the state do not fit on one line at 1280×800: the title wraps, never cut."""
    from PySide6.QtCore import QRect

    path = saves_dir() / "long.json"
    seats = [Seat("Jean-Christophe Dupont-L"), Seat("Marie-Antoinette Lefèvre", "computer", "normal"),
             Seat("Bartholomew-Alexander", "computer", "hard")]
    match = Match(UNO, {"target": 200}, seats, 4)
    match.thinking = QUICK
    for _ in range(20):
        match.act(match.bot_action(include_humans=True))
    save_match(match, path)
    window.resize(1280, 800)
    window.show()
    assert window.show_replay(path)
    qtbot.wait(50)
    title = window.replay_page.title
    needed = title.fontMetrics().boundingRect(QRect(0, 0, title.width(), 10_000),
                                              int(Qt.TextFlag.TextWordWrap), title.text())
    assert title.geometry().right() <= window.replay_page.width() and needed.height() <= title.height()
