"""The French rules sheet's worked examples 1–6, reproduced literally."""

from __future__ import annotations

import pytest

from cafegames.engine.errors import IllegalAction
from cafegames.games.cafe.actions import Place, Swap
from cafegames.games.cafe.board import NATIONS, guest_code
from cafegames.games.cafe.game import GAME
from tests.cafe.helpers import IN1, IN2, US1, US2, B, between, g, own, state, total_cards

FILL = ["CN-W", "CN-M", "CU-W"]


def nations_at(chair: int) -> set[str]:
    return {n for i, n in enumerate(NATIONS) if B.chairs[chair].accepts >> i & 1}


def test_example_1_who_may_sit_at_the_indian_and_american_tables():
    # "À la table indienne … 4 Indiens, ou 3 Indiens et 1 Américain (sur la chaise entre la table indienne et la
    # table américaine)."
    assert sorted("".join(sorted(nations_at(c))) for c in B.tables[IN1].chairs) == ["IN", "IN", "IN", "INUS"]
    assert nations_at(between(IN1, US2)) == {"IN", "US"}
    # "La table américaine : 4 Américains, ou 3 Américains et 1 Français, ou 3 Américains et 1 Indien, ou encore
    # 2 Américains, 1 Français et 1 Indien."
    assert sorted("".join(sorted(nations_at(c))) for c in B.tables[US2].chairs) == ["FRUS", "INUS", "US", "US"]
    # and it holds in play: a Frenchman is refused at the Indian table, an American is taken on the shared chair
    s = state(hands=[["FR-M", "US-M", "IN-W", "JK-M", "CN-W"], FILL + ["CU-M", "DE-W"]],
              seated={own(IN1)[0]: "IN-W", own(IN1)[1]: "IN-M"})
    with pytest.raises(IllegalAction, match="guests from India"):
        GAME.apply(GAME.clone(s), Place(0, g("FR-M"), between(IN1, IN2)))
    GAME.apply(GAME.clone(s), Place(0, g("US-M"), between(IN1, US2)))
    GAME.apply(GAME.clone(s), Place(0, g("JK-M"), between(IN1, IN2)))  # jokers sit anywhere


def test_example_2_the_lone_man_on_the_shared_chair():
    # An Indian woman at the Indian table; the man sits between the Indian and the American tables. He is the only
    # guest at the American table, but he forms a couple with the woman at the Indian table: allowed.
    s = state(hands=[["IN-M"] + FILL + ["DE-M"], FILL + ["CU-M", "DE-W"]], seated={own(IN1)[0]: "IN-W"})
    s, events = GAME.apply(s, Place(0, g("IN-M"), between(IN1, US2)))
    assert s.scores[0] == 2
    assert GAME.law.count(s.chairs, US2) == 1
    assert GAME.law.board_problems(s.chairs, s.opening) == []


def test_example_3_the_chair_nobody_may_take():
    # Indian table: two men (and a woman); American table: two women (and a man). The chair between them can take
    # no man (the Indian table) and no woman (the American table) — nor a joker of either sex.
    shared = between(IN1, US2)
    seated = {own(IN1)[0]: "IN-M", own(IN1)[1]: "IN-M", between(IN1, IN2): "IN-W",
              own(US2)[0]: "US-W", between(US1, US2): "US-W", [c for c in B.tables[US2].chairs if c not in (
                  own(US2)[0], between(US1, US2), shared)][0]: "US-M"}
    s = state(hands=[["IN-M", "IN-W", "US-M", "US-W", "JK-W"], ["JK-M"] + FILL + ["DE-W"]], seated=seated)
    assert GAME.law.board_problems(s.chairs, s.opening) == []
    for a in GAME.legal_actions(s, 0):
        assert not (isinstance(a, Place) and shared in (a.chair, a.chair2))
    assert "three men" in GAME.explain(s, 0, g("IN-M"), shared).english()
    assert "three women" in GAME.explain(s, 0, g("US-W"), shared).english()
    assert "three women" in GAME.explain(s, 0, g("JK-W"), shared).english()
    with pytest.raises(IllegalAction, match="three men"):
        GAME.apply(s, Place(0, g("IN-M"), shared))


def test_example_4_a_2_b_2_c_2_d_6_plus_8_is_14():
    a_first, a_second = own(US1)
    hands = [["US-M", "US-W", "DE-W", "DE-M", "CU-W"],
             ["IN-M", "IN-W", "ES-W", "ES-M", "CU-W"],
             ["US-W", "FR-W", "FR-M", "CU-W", "CU-M"],
             ["US-M", "US-W", "TR-W", "TR-M", "CU-M"]]
    # someone has already sat down elsewhere, so A is not the opening player
    far = B.table_at(3, 5)
    s = state(n=4, hands=hands, seated={own(far)[0]: "CN-W", own(far)[1]: "CN-M"})
    # A: an American alone at the empty first US table scores nothing: a second guest is required
    with pytest.raises(IllegalAction, match="Seat a second guest at this empty table in the same turn"):
        GAME.apply(s, Place(0, g("US-M"), a_first))
    s, _ = GAME.apply(s, Place(0, g("US-M"), a_first, g("US-W"), a_second))
    assert s.scores[0] == 2
    # B: an Indian man (on the chair shared with the second US table) and an Indian woman: 2 points
    s, _ = GAME.apply(s, Place(1, g("IN-M"), between(IN1, US2), g("IN-W"), own(IN1)[0]))
    assert s.scores[1] == 2
    assert GAME.law.count(s.chairs, US2) == 1  # alone at the US table, but a couple with the Indian woman
    # C: an American next to that Indian man at the second US table: 2 points
    s, _ = GAME.apply(s, Place(2, g("US-W"), own(US2)[0]))
    assert s.scores[2] == 2
    # D: a second American at the second US table on the chair shared with the first: 3 + 3 = 6; then an American
    # woman at the first US table, four Americans: a table of compatriots, 8. D scores 14.
    moves = {m.action: m.points for m in GAME.moves(s, 3)}
    d_turn = Place(3, g("US-M"), between(US1, US2), g("US-W"), between(B.table_at(2, 0), US1))
    assert moves.get(d_turn) == 14 or moves.get(Place(3, d_turn.guest2, d_turn.chair2, d_turn.guest,
                                                      d_turn.chair)) == 14
    s, events = GAME.apply(s, d_turn)
    assert [e.data["points"] for e in events if e.kind == "seated"] == [6, 8]
    assert s.scores[3] == 14
    assert GAME.law.compatriots(s.chairs, US1)


def _example_5_state():
    seated = {between(IN1, IN2): "IN-M", between(IN1, US2): "IN-M", own(IN1)[0]: "IN-W"}
    return state(hands=[["JK-W", "CN-W", "CN-M", "FR-W", "FR-M"], ["IN-W", "DE-M", "DE-W", "CU-M", "CU-W"]],
                 seated=seated)


def test_example_5_a_joker_completes_a_table_of_compatriots():
    # Two Indian men and an Indian woman at the Indian table; a joker woman on the fourth chair: a table of
    # compatriots, 8 points, and no card to draw.
    s = _example_5_state()
    bag = len(s.bag)
    s, events = GAME.apply(s, Place(0, g("JK-W"), own(IN1)[1]))
    assert s.scores[0] == 8
    assert s.hand_size[0] == 4 and len(s.hands[0]) == 4
    assert len(s.bag) == bag
    assert not [e for e in events if e.kind == "drew"]
    assert [e.kind for e in events if e.kind == "compatriots"] == ["compatriots"]


def test_example_6_joker_swap_no_points_joker_back_in_hand_turn_over():
    s = _example_5_state()
    s, _ = GAME.apply(s, Place(0, g("JK-W"), own(IN1)[1]))
    assert s.turn == 1
    swap = Swap(1, own(IN1)[1], g("IN-W"))
    assert swap in GAME.legal_actions(s, 1)
    before, bag, n = s.scores[1], len(s.bag), total_cards(s)
    s, events = GAME.apply(s, swap)
    assert s.scores[1] == before  # no points
    assert g("JK-W") in s.hands[1] and g("IN-W") not in s.hands[1]
    assert guest_code(s.chairs[own(IN1)[1]]) == "IN-W"
    assert len(s.hands[1]) == 5 and len(s.bag) == bag  # nothing drawn
    assert s.turn == 0  # the turn is over
    assert total_cards(s) == n
    assert not [e for e in events if e.kind == "scored"]
