"""Every number on a player's row of the café says what it counts (issue 37): the hand size is "5 guests", not "hand
5", and the chips the score is paid in are told in words by the row's tooltip, in both languages."""

from __future__ import annotations

import pytest

from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.cafe.game import GAME
from cafegames.games.cafe.table.scene import CafeScene
from cafegames.ui import i18n
from tests.ui.helpers import settle, show_table

SEATS = [Seat("Anne"), Seat("Mamie", "computer", "normal")]
WORDS = {"en": ("guests", "guests in hand", "blue", "Chips:"), "fr": ("clients", "clients en main", "bleu",
                                                                            "Jetons :")}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_row_says_guests_and_its_tooltip_names_the_chips(qtbot, settings, tmp_path, lang):
    i18n.install_language(lang)
    try:
        match = Match(GAME, {}, SEATS, 3)
        while match.state.scores[1] < 10 or match.state.turn != 0:  # blue chips on the computer's row
            match.act(match.bot_action(include_humans=True))
        scene = CafeScene(GAME, match.seats, settings)
        controller, _table = show_table(qtbot, match, scene, settings)
        settle(qtbot, controller)
        guests, in_hand, blue, chips = WORDS[lang]
        for s, row in enumerate(scene.rows):
            n = match.state.hand_size[s]
            assert row.info == f"{n} {guests}"
            tip = row.toolTip()
            assert f"{n} {in_hand}" in tip and row.score_text in tip
        tip = scene.rows[1].toolTip()
        assert chips in tip and blue in tip, tip
    finally:
        i18n.install_language("en")
