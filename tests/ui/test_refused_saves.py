"""Load and Continue refuse a save that names a computer level, an option or a seat kind the game lacks: the person
reads why, in their language, and no table is opened (tests/saves/test_nothing_swapped.py has the engine's side)."""

from __future__ import annotations

import pytest

from cafegames.ui import i18n, plain_text
from tests.saves.test_nothing_swapped import CAFE, UNO, options, saved, seat
from tests.ui.helpers import main_window


@pytest.fixture
def window(qtbot, settings):
    yield from main_window(qtbot, settings)


@pytest.fixture
def french(qapp):
    i18n.install_language("fr")
    yield
    i18n.install_language("en")


@pytest.fixture
def told(monkeypatch):
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(plain_text, "tell", lambda parent, title, text, *a, **k: shown.append((title, text)))
    return shown


FRENCH = {
    "level": (CAFE, seat(1, level="expert"), "Le joueur 2 joue à un niveau d’ordinateur que cette version ne connaît "
                                             "pas."),
    "kind": (UNO, seat(0, kind="robot"), "le joueur 1 n’est ni une personne ni l’ordinateur"),
    "option": (UNO, options(colour="red"), "Option inconnue « colour »"),
}


@pytest.mark.parametrize("case", FRENCH)
def test_load_tells_why_in_french_and_opens_nothing(window, french, told, case):
    game, edit, why = FRENCH[case]
    path = saved(game, {}, edit)
    assert window.open_file(path) is False
    assert window.controller is None and len(told) == 1
    assert why in told[0][1], told


def test_continue_tells_why_the_latest_game_cannot_go_on(window, qtbot, french, told):
    saved(UNO, {}, options(scoring="chess"))  # readable, but the rules refuse its option when it is replayed
    window.continue_latest()
    qtbot.waitUntil(lambda: len(told) == 1)
    assert window.controller is None and len(told) == 1
    assert "doit valoir l’une de ces valeurs : official" in told[0][1], told
