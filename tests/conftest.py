"""Test-wide set-up: Qt offscreen, silent sound, a private data directory, and the toy game registered."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["CAFEGAMES_SOUND"] = "off"  # no test reaches a speaker: sounds go to a recorder (cafegames/ui/sound.py)

import pytest  # noqa: E402

from cafegames.engine import registry  # noqa: E402
from cafegames.engine.messages import Message  # noqa: E402

registry.register(registry.GameInfo("toy", Message("Toy", "Twenty-one"), Message("Toy", "A test game"), 2, 4,
                              "tests.toy", bots_module="tests.toy.bots",
                                    on_start_page=False))


# The longest test files first (issue 32): a worker runs a whole file (`--dist loadfile`, and
# `--no-loadscope-reorder` keeps this order instead of xdist's "most tests first"), so a long file started last
# leaves the other worker idle at the end of the run. CI runs the quick and the slow tests in one run
# (.ci/run), the installers' in another. Longest first as measured with `--durations=0` on 2026-12-04 after the
# tests' short animations (each file's total, the quick and the slow tests together); a file not listed runs
# after these, in the usual order.
LONGEST_FIRST = (
    # the installers' run
    "tests/packaging/test_windows.py", "tests/packaging/test_deb.py", "tests/test_install.py",
    # the test suite's run
    "tests/fuzz/test_files_fuzz_heavy.py", "tests/fuzz/test_files_fuzz.py", "tests/ui/test_monkey.py",
    "tests/test_ladder.py", "tests/ui/test_stress.py", "tests/uno/test_tournament.py", "tests/ui/test_placement.py",
    "tests/ui/test_keys.py", "tests/saves/test_crash_safety.py", "tests/ui/test_crowded_names.py",
    "tests/soak/test_soak.py", "tests/ui/test_stats_page.py", "tests/ui/test_larger_tables.py",
    "tests/uno/test_rules.py", "tests/ui/test_replay_page.py", "tests/uno/test_deluxe.py",
    "tests/uno/test_simulation.py", "tests/engine/test_bots.py", "tests/ui/test_animation_modes.py",
    "tests/uno/test_olympique.py", "tests/ui/test_new_game_dialog.py", "tests/uno/test_scene.py",
    "tests/cafe/test_simulation.py", "tests/ui/test_hints.py", "tests/fuzz/test_save_fuzz.py",
    "tests/uno/test_extreme.py", "tests/ui/test_ending.py", "tests/cafe/test_referee.py",
    "tests/history/test_kill.py", "tests/uno/test_rapido.py", "tests/canyon/test_layout.py",
    "tests/ui/test_paint_cache.py", "tests/learn/test_canyon_lesson.py", "tests/canyon/test_simulation.py",
)


def pytest_collection_modifyitems(items):
    rank = {path: i for i, path in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::", 1)[0], len(rank)))  # (stable: the rest as before)


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path, monkeypatch):
    """Every test writes saves and settings under its own temporary folder, never the user's."""
    monkeypatch.setenv("CAFEGAMES_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    yield


@pytest.fixture(autouse=True)
def _normal_text_size():
    """"Larger cards and text" is a process-wide factor (`ui.larger`): a test whose window applied a settings file's
    larger text (the long fuzz starts the whole app on damaged settings) must not leave it to the next test on the
    worker (a placement walk then ran at 1.3× in CI and failed; never alone)."""
    yield
    larger = sys.modules.get("cafegames.ui.larger")  # (imported only by the tests that put Qt on screen)
    if larger is not None:
        larger.apply(1.0)


@pytest.fixture
def settings(tmp_path):
    """Settings for the tests that put a game on screen: fast animations, no computer pause."""
    from tests.ui.helpers import quick_settings  # Qt only for the tests that ask for it

    return quick_settings(tmp_path)
