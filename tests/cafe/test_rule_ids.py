"""Rule tests written for the mutants that survived the mutation run (docs/mutation.md): the law's refusals and
look-ups (cafe/rules.py), each named after the rule it checks."""

from __future__ import annotations

from cafegames.games.cafe.board import EMPTY, JOKER_MAN, JOKER_NATION, JOKER_WOMAN
from cafegames.games.cafe.rules import Law
from tests.cafe.helpers import US1, B, g, own
from tests.catalogue import said


def _refusal(law: Law, chairs: list[int], hand: list[int], steps: list[tuple[int, int]],
             partial: bool = False) -> str:
    done, reason = law.check(chairs, hand, steps, partial)
    assert done is None and reason is not None
    return said(reason)


def test_C_NATION_a_joker_fits_every_chair_and_a_guest_only_their_nations():
    law = Law(B)
    for joker in (JOKER_WOMAN, JOKER_MAN):
        assert joker >> 1 == JOKER_NATION and law.nation_mask(joker) == (1 << 12) - 1
        assert all(law.accepts[c] & law.nation_mask(joker) for c in range(len(B.chairs)))
    usw = g("US-W")
    assert law.nation_mask(usw) == 1 << (usw >> 1)
    assert {c for c in range(len(B.chairs)) if law.accepts[c] & law.nation_mask(usw)} == set(
        law.nation_chairs[usw >> 1])


def test_C_NATION_a_guest_has_a_chair_only_while_one_of_their_nations_chairs_is_free():
    law = Law(B)
    chairs = [EMPTY] * len(B.chairs)
    usw = g("US-W")
    assert law.has_chair(chairs, usw) and law.has_chair(chairs, JOKER_WOMAN)
    for c in law.nation_chairs[usw >> 1]:
        chairs[c] = JOKER_MAN if c % 2 else JOKER_WOMAN
    assert not law.has_chair(chairs, usw) and not law.has_chair(chairs, g("US-M"))
    assert law.has_chair(chairs, g("CN-W"))


def test_C_SEAT_one_or_two_guests_on_real_chairs():
    law = Law(B)
    chairs = [EMPTY] * len(B.chairs)
    usw = g("US-W")
    step = (usw, own(US1)[0])
    assert _refusal(law, chairs, [usw], [step] * 3) == "Seat one or two guests."
    assert _refusal(law, chairs, [usw], []) == "Seat one or two guests."
    assert _refusal(law, chairs, [usw], [(usw, len(chairs))]) == "There is no such chair."
    assert _refusal(law, chairs, [usw], [(usw, -1)]) == "There is no such chair."
    assert chairs == [EMPTY] * len(B.chairs)


def test_C_SEAT_only_guests_in_hand_and_each_card_once():
    law = Law(B)
    chairs = [EMPTY] * len(B.chairs)
    usw = g("US-W")
    seat1, seat2 = own(US1)[0], own(US1)[1]
    assert _refusal(law, chairs, [usw], [(usw, seat1), (usw, seat2)]) == "You do not hold an American woman."
    assert _refusal(law, chairs, [usw], [(0, seat1)]) == "You do not hold an African woman."
    assert _refusal(law, chairs, [usw], [(JOKER_MAN, seat1)]) == "You do not hold a joker man."
    assert _refusal(law, chairs, [usw], [(26, seat1)]) == "You do not hold 26."
    two, reason = law.check(chairs, [usw, usw], [(usw, seat1), (usw, seat2)])
    assert reason is None or "hold" not in said(reason)


def test_C_SEAT_a_first_step_alone_is_judged_on_nation_and_gender_only():
    law = Law(B)
    chairs = [EMPTY] * len(B.chairs)
    usw, cnw = g("US-W"), g("CN-W")
    cn = next(c for c in law.nation_chairs[cnw >> 1] if c not in law.nation_chairs[usw >> 1])
    chairs[cn] = cnw  # the board is not empty: a lone American woman would break C-ALONE or score nothing
    done, reason = law.check(chairs, [usw], [(usw, own(US1)[0])], partial=True)
    assert reason is None and done is not None and [s.guest for s in done.steps] == [usw]
    assert law.check(chairs, [usw], [(usw, own(US1)[0])])[0] is None
