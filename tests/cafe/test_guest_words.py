"""A woman guest is "cette cliente" (issue 16): every French sentence of the Café about one guest agrees with
her; the English stays one sentence."""

from __future__ import annotations

import pytest

from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.cafe.board import EMPTY
from cafegames.games.cafe.game import GAME
from cafegames.games.cafe.table.scene import Scene
from cafegames.games.cafe.table.status import FOR_A_WOMAN, guest_sentence
from cafegames.ui import i18n
from tests.cafe.helpers import IN1, US2, g, own, state
from tests.ui.helpers import click_item, settle, show_table


@pytest.fixture
def french(qapp):
    i18n.install_language("fr")
    yield
    i18n.install_language("en")


def test_every_sentence_about_a_guest_has_a_french_form_for_a_woman(french):
    assert len(FOR_A_WOMAN) >= 10
    for text in FOR_A_WOMAN:
        man, woman = guest_sentence(g("IN-M"), text), guest_sentence(g("IN-W"), text)
        assert man != text and woman != text, text  # both in French
        assert man != woman, f"the same French for a man and a woman: {man}"
        assert "client " not in woman.replace("deuxième client", "") and "cliente" in woman, woman
        assert guest_sentence(g("JK-W"), text) == woman  # a joker woman is a woman too
    i18n.install_language("en")
    assert all(guest_sentence(g("IN-W"), t) == guest_sentence(g("IN-M"), t) == t for t in FOR_A_WOMAN)


def test_the_rule_for_a_guest_alone_agrees_with_her(french):
    law = GAME.law
    chairs = [EMPTY] * 68
    chairs[own(US2)[0]] = g("US-W")
    assert i18n.tr_message(law._alone_problem(chairs, US2)).startswith("Une cliente ne peut pas rester seule")
    chairs[own(US2)[0]] = g("US-M")
    assert i18n.tr_message(law._alone_problem(chairs, US2)).startswith("Un client ne peut pas rester seul")


@pytest.mark.parametrize("code, words", [("IN-W", "cette cliente"), ("IN-M", "ce client")])
def test_picking_a_guest_the_status_line_speaks_of_her_or_him(qtbot, settings, french, code, words):
    match = Match(GAME, {}, [Seat("Ann"), Seat("Bob", "computer", "normal")], 7)
    match.state = state(hands=[[code, "CN-M", "CN-W", "CU-M", "CU-W"], ["FR-M", "FR-W", "DE-M", "DE-W", "ES-M"]],
                        seated={own(IN1)[0]: "IN-M", own(IN1)[1]: "IN-W"})
    scene = Scene(GAME, match.seats, settings)
    controller, table = show_table(qtbot, match, scene, settings)
    settle(qtbot, controller)
    card = next(c for c in scene.cards if c.seat == 0 and c.guest == g(code))
    click_item(qtbot, table, card)
    assert scene.selected_guest() == g(code)
    text = scene.status.toPlainText()
    assert words in text, text
    assert ("cliente" in text) == (code.endswith("W")), text
