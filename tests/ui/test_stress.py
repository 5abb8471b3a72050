"""The app under stress: whole games with computer players at top speed in every game that has a table on
screen (UNO, Café, Canyon and the toy game), one without animations and one at "fast" speed, while saving,
reloading from the save and switching language between bursts of moves. Nothing may be logged at warning level or above by Qt or Python,
no exception may escape a slot (pytest-qt fails the test then), no error reaches the status bar, and every
reload gives back exactly the match that was on screen.
"""

from __future__ import annotations

import logging
import os
import shutil
import time

import pytest
from PySide6.QtCore import QtMsgType

from cafegames.engine import registry, rng
from cafegames.engine.match import Match
from cafegames.engine.saves import load_save, saves_dir
from cafegames.engine.seats import Seat
from cafegames.ui import i18n, plain_text
from cafegames.ui.main_window import MainWindow

BURST = 12  # actions the computer players make between two saves / reloads / language switches
# Per game: the first without animations (top speed), the second with fast ones — both played to the end. (The
# tests' "fast" is a tenth of the normal lengths, tests/ui/helpers.py: the seconds below are the app's "fast".)
# CAFEGAMES_STRESS_ACTIONS=N stops each game after N actions instead (a quick local run).
MAX_ACTIONS = int(os.environ.get("CAFEGAMES_STRESS_ACTIONS", "0")) or 1_000_000
# The game with animations is a whole game too, kept shorter where the game allows: one UNO hand (with the house
# rules that animate most) instead of a match to 500, which at "fast" speed takes minutes of animation; Canyon's
# short race (about 60 actions instead of 300: 20 s instead of 90). The game without animations plays the long
# form of each to its end, so both lengths are stressed.
ANIMATED_OPTIONS = {"uno": {"scoring": "single", "stack": True, "seven_o": True, "jump_in": True, "downpour": True},
                    "canyon": {"short_race": True}}
# Café has no shorter form, and each computer's guest flies and is ringed for a second at "fast" speed (70 s for
# a game of 70 actions; its games take 45 to 75): its animated game turns the animations on after the first two
# bursts, so the rest — the reload from the file after the third burst among it — and the end are animated.
ANIMATED_AFTER = {"cafe": 2 * BURST}
# The offscreen platform plugin itself warns about features it lacks; that is the test rig, not the app.
PLATFORM_NOISE = ("This plugin does not support",)
GAMES_WITH_SCENE = [gid for gid, info in registry.GAMES.items() if info.has_scene()]


@pytest.fixture
def window(qtbot, settings, monkeypatch, tmp_path):
    boxes: list[str] = []

    def no_box(*args, **kwargs):
        boxes.append(str(args[2] if len(args) > 2 else args))
        return None

    monkeypatch.setattr(plain_text, "tell", no_box)
    # Qt maps .qm files into memory: one rewritten in place while mapped (devtools/i18n.py run by someone else in
    # the same checkout) kills the process with SIGBUS. Load private copies.
    private = tmp_path / "translations"
    shutil.copytree(i18n.translations_dir(), private)
    monkeypatch.setattr(i18n, "translations_dir", lambda: private)
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.boxes = boxes
    yield w
    w.quit_after_screenshot = True
    w.close()
    i18n.install_language("en")


def _seats(game_id: str, n_game: int) -> list[Seat]:
    info = registry.get(game_id)
    game = info.game()
    n = info.min_players + n_game % (info.max_players - info.min_players + 1)
    levels = list(game.levels)
    return [Seat("Ann")] + [Seat(f"Bot {i}", "computer", levels[(i + n_game) % len(levels)]) for i in range(1, n)]


def _play_burst(qtbot, window, n: int) -> None:
    controller = window.controller
    controller.autoplay(n)
    try:
        qtbot.waitUntil(lambda: controller.is_settled() and controller.autoplay_left == 0, timeout=60_000)
    except Exception:
        c = controller
        raise AssertionError(f"stalled after {len(c.match.actions)} actions: busy={c.scene.is_busy()} "
                             f"thinking={c._thinking} pending={c._pending} moment={c._moment.isActive()} "
                             f"polled={c._polled} generation={c.generation} left={c.autoplay_left} "
                             f"handoff={c.handoff_seat} to_act={c.match.to_act()}") from None


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES_WITH_SCENE)
def test_whole_games_at_top_speed_while_saving_loading_and_switching_language(qtbot, qtlog, caplog, window,
                                                                               settings, game_id):
    caplog.set_level(logging.WARNING)
    game = registry.get(game_id).game()
    errors: list[str] = []
    finished = 0
    for n_game in range(2):
        settings.overrides["animation_speed"] = "fast" if n_game % 2 else "off"
        options = ANIMATED_OPTIONS.get(game_id, {}) if n_game % 2 else {}
        match = Match(game, options, _seats(game_id, n_game), rng.derive(77, game_id, n_game) % rng.MAX_SEED)
        path = saves_dir() / f"stress-{game_id}-{n_game}.json"
        assert window.open_match(match, path)
        burst = 0
        started = time.perf_counter()
        while not window.controller.match.is_over() and len(window.controller.match.actions) < MAX_ACTIONS:
            window.controller.error.connect(errors.append)
            window.controller.save_failed.connect(errors.append)
            if n_game % 2:
                played = len(window.controller.match.actions)
                settings.overrides["animation_speed"] = "fast" if played >= ANIMATED_AFTER.get(game_id, 0) else "off"
            _play_burst(qtbot, window, min(BURST, MAX_ACTIONS))
            burst += 1
            window.save_now()
            on_screen = window.controller.match
            assert load_save(path)[0].state == on_screen.state
            language = "fr" if burst % 2 else "en"
            i18n.install_language(language)
            qtbot.wait(1)
            assert window.menu_game.title() == ("&Partie" if language == "fr" else "&Game")
            if burst % 3 == 0:  # reload from the file, as "Continue" does, and go on from there
                assert window.open_file(path)
                assert window.controller.match.state == on_screen.state
                assert window.controller.match.actions == on_screen.actions
        finished += window.controller.match.is_over()
        print(f"{game_id} game {n_game}: {len(window.controller.match.actions)} actions in {burst} bursts, "
              f"{time.perf_counter() - started:.1f} s, over: {window.controller.match.is_over()}")
        window.show_start_page()
        qtbot.wait(1)
    assert errors == [] and window.boxes == []
    bad = [r for r in qtlog.records if r.type in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg,
                                                   QtMsgType.QtFatalMsg)
           and not r.message.startswith(PLATFORM_NOISE)]
    assert bad == [], [r.message for r in bad]
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING] == []
    if MAX_ACTIONS == 1_000_000:
        assert finished == 2, "both games should have been played to the end"
