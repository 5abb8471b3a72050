"""One test (at least) per Café International rule id of ../shared/rules/cafe-international.md."""

from __future__ import annotations

from collections import Counter

import pytest

from cafegames.engine.errors import IllegalAction, SetupError
from cafegames.engine.match import Match
from cafegames.engine.protocol import Event
from cafegames.engine.seats import Seat
from cafegames.games.cafe.actions import Pass, Place, Swap, ToBar
from cafegames.games.cafe.board import EMPTY, JOKER_MAN, JOKER_NATION, JOKER_WOMAN
from cafegames.games.cafe.game import GAME
from cafegames.games.cafe.rules import Law
from cafegames.games.cafe.state import CafeOptions
from tests.cafe.helpers import IN1, IN2, US1, US2, B, T, between, g, own, state, total_cards
from tests.catalogue import said

FILL2 = ["CN-W", "CN-M", "CU-W", "CU-M", "DE-W"]
CN1 = T(3, 5)  # a Chinese table far from the examples' corner


def seated_pair():
    """A woman and a man at the first Chinese table, so nobody is the opening player."""
    return {own(CN1)[0]: "CN-W", own(CN1)[1]: "CN-M"}


def test_C_PLAYERS_two_to_four_seats_and_every_hand_is_public():
    for n in (1, 5):
        with pytest.raises(SetupError):
            GAME.make_options({}, n)
    for n in (2, 3, 4):
        GAME.make_options({}, n)
    assert GAME.hidden_information is False
    s = state(n=3)
    view = GAME.view(s, 1)
    assert view.hands == tuple(tuple(h) for h in s.hands)  # every hand face up
    assert view.bag_count == len(s.bag) and not hasattr(view, "bag")


def test_C_SETUP_five_guests_each_bag_and_a_random_first_seat():
    seats = [Seat(f"P{i}") for i in range(4)]
    s = GAME.setup(CafeOptions(), seats, 11)
    assert [len(h) for h in s.hands] == [5, 5, 5, 5]
    assert len(s.bag) == 80 and total_cards(s) == 100
    assert s.chairs == [EMPTY] * 68 and s.bar == [] and s.scores == [0] * 4
    starts = {GAME.setup(CafeOptions(), seats, seed).turn for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    assert GAME.setup(CafeOptions(), seats, 11) == s  # the seed decides everything


def test_C_TURN_exactly_one_kind_of_action_and_no_passing():
    s = state(hands=[["CN-W", "CN-M", "IN-W", "US-M", "JK-W"], FILL2], seated=seated_pair())
    kinds = {type(a) for a in GAME.legal_actions(s, 0)}
    assert kinds == {Place, ToBar}
    with pytest.raises(IllegalAction, match="cannot pass"):
        GAME.apply(s, Pass(0))
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(s, ToBar(1, g("CN-W")))
    s, _ = GAME.apply(s, ToBar(0, g("IN-W")))
    assert s.turn == 1  # one action, and the turn is over


def test_C_SEAT_one_or_two_guests_listed_once_with_points():
    s = state(hands=[["CN-W", "CN-W", "CN-M", "CN-M", "US-M"], FILL2], seated=seated_pair())
    moves = GAME.moves(s, 0)
    actions = [m.action for m in moves]
    assert len(actions) == len(set(actions))
    places = [m for m in moves if isinstance(m.action, Place)]
    singles = [m for m in places if m.action.chair2 < 0]
    doubles = [m for m in places if m.action.chair2 >= 0]
    assert singles and doubles
    # two Chinese women are one choice: no move differs from another only by which woman
    assert all(m.action.guest in (g("CN-W"), g("CN-M")) for m in places)
    # a double legal in both orders is listed once
    keys = {(frozenset([(a.guest, a.chair), (a.guest2, a.chair2)])) for a in (m.action for m in doubles)}
    assert len(keys) == len(doubles)
    # the table of compatriots: the two free chairs of the Chinese table take a woman and a man for 3 + 8
    free = [c for c in B.tables[CN1].chairs if s.chairs[c] == EMPTY]
    best = max(places, key=lambda m: m.points)
    assert best.points == 11 and {best.action.chair, best.action.chair2} == set(free)
    # every listed move is accepted, with the listed points
    for m in places[:40]:
        s2, _ = GAME.apply(GAME.clone(s), m.action)
        assert s2.scores[0] == m.points


def test_C_TOBAR_next_seat_its_value_and_one_card_drawn():
    s = state(hands=[FILL2, ["CN-W", "CN-M", "CU-W", "CU-M", "JK-M"]], seated=seated_pair())
    for number, value in enumerate(B.bar_values[:7], 1):
        seat = s.turn
        before, bag = s.scores[seat], len(s.bag)
        guest = next(x for x in s.hands[seat] if x < JOKER_WOMAN)
        s.scores[seat] = 50
        s, events = GAME.apply(s, ToBar(seat, guest))
        assert len(s.bar) == number and s.bar[-1] == guest
        assert s.scores[seat] == 50 + value
        assert len(s.bag) == bag - 1 and len(s.hands[seat]) == 5
        del before
    with pytest.raises(IllegalAction, match="Jokers never go to the bar"):
        s.hands[s.turn][0] = JOKER_MAN
        GAME.apply(s, ToBar(s.turn, JOKER_MAN))


def test_C_SWAP_a_seated_joker_for_a_matching_guest():
    shared = between(IN1, US2)
    s = state(hands=[["US-W", "US-M", "FR-W", "IN-W", "CN-W"], FILL2],
              seated={own(IN1)[0]: "IN-M", shared: "JK-W", **seated_pair()})
    swaps = {a for a in GAME.legal_actions(s, 0) if isinstance(a, Swap)}
    assert swaps == {Swap(0, shared, g("US-W")), Swap(0, shared, g("IN-W"))}  # gender and nation both matter
    with pytest.raises(IllegalAction, match="joker woman can only be exchanged for a woman"):
        GAME.apply(s, Swap(0, shared, g("US-M")))
    with pytest.raises(IllegalAction, match="guests from (India or USA|USA or India)"):
        GAME.apply(s, Swap(0, shared, g("FR-W")))
    with pytest.raises(IllegalAction, match="no joker"):
        GAME.apply(s, Swap(0, own(IN1)[0], g("IN-W")))
    s, events = GAME.apply(s, Swap(0, shared, g("US-W")))
    assert s.scores[0] == 0 and JOKER_WOMAN in s.hands[0] and s.turn == 1


def test_C_NOMOVE_only_jokers_and_no_scoring_chair_then_pass():
    # Indian table: women on both shared chairs, a man on its own chair. A joker woman could only make three
    # women or two women alone at a neighbour table; two joker women cannot make a couple.
    seated = {between(IN1, US2): "IN-W", between(IN1, IN2): "IN-W", own(IN1)[0]: "IN-M"}
    s = state(hands=[["JK-W", "JK-W"], FILL2], seated=seated)
    assert GAME.legal_actions(s, 0) == [Pass(0)]
    s, events = GAME.apply(s, Pass(0))
    assert [e.kind for e in events][0] == "passed" and s.turn == 1
    assert "passes" in GAME.describe(events[0], [Seat("Ann"), Seat("Bob")]).english()


def test_C_NOMOVE_everybody_stuck_ends_the_game():
    seated = {between(IN1, US2): "IN-W", between(IN1, IN2): "IN-W", own(IN1)[0]: "IN-M"}
    s = state(hands=[["JK-W"], ["JK-W"]], seated=seated)
    s, _ = GAME.apply(s, Pass(0))
    assert not s.over
    s, _ = GAME.apply(s, Pass(1))
    assert s.over and s.end_reason == "stuck"


def test_C_LAW_nation_and_gender_after_each_guest_alone_at_the_end():
    s = state(hands=[["IN-W", "IN-M", "CU-W", "CU-M", "DE-W"], FILL2], seated={own(IN1)[0]: "IN-W",
                                                                               **seated_pair()})
    woman_first = Place(0, g("IN-W"), own(IN1)[1], g("IN-M"), between(IN1, IN2))
    with pytest.raises(IllegalAction, match="only women"):
        GAME.apply(GAME.clone(s), woman_first)  # two women alone after the first guest
    man_first = Place(0, g("IN-M"), between(IN1, IN2), g("IN-W"), own(IN1)[1])
    s2, _ = GAME.apply(GAME.clone(s), man_first)
    assert s2.scores[0] == 2 + 3
    # C-ALONE waits for the end of the turn: a guest alone at an empty table, then its partner
    s3, _ = GAME.apply(GAME.clone(s), Place(0, g("CU-W"), own(T(0, 3))[0], g("CU-M"), own(T(0, 3))[1]))
    assert s3.scores[0] == 2


def test_C_NATION_a_chair_takes_its_tables_nations_and_jokers():
    s = state(hands=[["FR-M", "JK-M", "IN-M", "US-M", "CN-W"], FILL2], seated={own(IN1)[0]: "IN-W",
                                                                               **seated_pair()})
    with pytest.raises(IllegalAction, match="guests from India"):
        GAME.apply(GAME.clone(s), Place(0, g("FR-M"), own(IN1)[1]))
    assert GAME.law.nation_problem(between(US2, T(4, 1)), g("FR-M")) is None  # the France–USA chair
    for guest in ("JK-M", "IN-M"):
        GAME.apply(GAME.clone(s), Place(0, g(guest), own(IN1)[1]))
    GAME.apply(GAME.clone(s), Place(0, g("US-M"), between(IN1, US2)))


@pytest.mark.parametrize("table, newcomer, words", [
    (["IN-W", "IN-W", "IN-M"], "IN-W", "three women"),
    (["IN-M", "IN-M", "IN-W"], "JK-M", "three men"),
    (["IN-W"], "IN-W", "only women"),
    (["IN-M"], "IN-M", "only men"),
])
def test_C_GENDER_allowed_groups_only(table, newcomer, words):
    chairs = [own(IN1)[0], own(IN1)[1], between(IN1, IN2)]
    seated = {c: x for c, x in zip(chairs, table, strict=False)}
    s = state(hands=[[newcomer, "CN-W", "CN-M", "CU-W", "CU-M"], FILL2], seated={**seated, **seated_pair()})
    before = GAME.clone(s)
    with pytest.raises(IllegalAction, match=words):
        GAME.apply(s, Place(0, g(newcomer), between(IN1, US2)))
    assert s == before  # a refused move changes nothing


def test_C_GENDER_all_four_groups_score():
    law = GAME.law
    chairs = [EMPTY] * 68
    cs = B.tables[IN1].chairs
    for group, points in (((0, 1), 2), ((0, 0, 1), 3), ((0, 1, 1), 3), ((0, 0, 1, 1), 8)):
        chairs = [EMPTY] * 68
        for c, sex in zip(cs, group, strict=False):
            chairs[c] = g("IN-" + "WM"[sex])
        assert law.gender_ok(chairs, IN1)
        assert law.table_points(chairs, IN1) == points


def test_C_ALONE_a_lone_guest_needs_a_group_across_a_shared_chair():
    law = GAME.law
    chairs = [EMPTY] * 68
    chairs[between(IN1, US2)] = g("IN-M")
    assert not law.alone_ok(chairs, US2) and not law.alone_ok(chairs, IN1)
    chairs[own(IN1)[0]] = g("IN-W")
    assert law.alone_ok(chairs, US2) and law.alone_ok(chairs, IN1)  # example 2
    chairs[between(IN1, US2)], chairs[own(US2)[0]] = EMPTY, g("US-M")
    assert not law.alone_ok(chairs, US2)  # alone on its own chair: never
    # in play: a single guest alone at an empty table is refused
    s = state(hands=[["US-M", "CN-W", "CN-M", "CU-W", "CU-M"], FILL2], seated=seated_pair())
    with pytest.raises(IllegalAction, match="Seat a second guest at this empty table"):
        GAME.apply(s, Place(0, g("US-M"), own(US2)[0]))


def test_C_OPENING_first_placement_may_be_a_lone_guest():
    s = state(hands=[["US-M", "CN-W", "CN-M", "CU-W", "CU-M"], FILL2])
    assert Place(0, g("US-M"), own(US2)[0]) in GAME.legal_actions(s, 0)
    s, events = GAME.apply(s, Place(0, g("US-M"), own(US2)[0]))
    assert s.scores[0] == 0 and s.opening == own(US2)[0]
    assert GAME.law.board_problems(s.chairs, s.opening) == []
    # only the very first: the next lone guest is refused
    with pytest.raises(IllegalAction, match="Seat a second guest"):
        GAME.apply(s, Place(1, g("CN-W"), own(CN1)[0]))


def test_C_SCORE_per_guest_per_table_shared_chairs_add_up():
    # a guest on a chair shared by two tables scores at both (example 4's 3 + 3 is the literal case)
    law = GAME.law
    chairs = [EMPTY] * 68
    chairs[own(US1)[0]], chairs[own(US1)[1]] = g("US-W"), g("US-M")
    chairs[own(US2)[0]], chairs[between(US2, T(4, 1))] = g("US-W"), g("FR-M")
    chairs[between(US1, US2)] = g("US-M")
    assert law.chair_points(chairs, between(US1, US2)) == 3 + 3
    # four guests of mixed nations: 4, not 8; jokers count as compatriots
    chairs[own(US2)[0]] = g("JK-W")
    chairs[between(US2, IN1)] = g("IN-W")
    assert law.table_points(chairs, US2) == 4
    chairs[between(US2, IN1)], chairs[between(US2, T(4, 1))] = g("US-W"), g("JK-M")
    assert law.table_points(chairs, US2) == 8


def test_C_MUSTSCORE_two_guests_at_different_tables_both_score():
    s = state(hands=[["CN-W", "US-M", "US-W", "CU-W", "CU-M"], FILL2], seated=seated_pair())
    free = [c for c in B.tables[CN1].chairs if s.chairs[c] == EMPTY]
    with pytest.raises(IllegalAction, match="Seat a second guest at this empty table in the same turn"):
        GAME.apply(GAME.clone(s), Place(0, g("US-M"), own(US2)[0], g("CN-W"), free[0]))
    # the first of two at the same empty table may score nothing; the second must make the pair
    s2, _ = GAME.apply(GAME.clone(s), Place(0, g("US-M"), own(US2)[0], g("US-W"), between(US1, US2)))
    assert s2.scores[0] == 2
    # a scoring guest, then a second one alone at another table: refused
    with pytest.raises(IllegalAction, match="Every guest must score"):
        GAME.apply(GAME.clone(s), Place(0, g("CN-W"), free[0], g("US-M"), own(US2)[0]))
    for m in GAME.moves(s, 0):
        if isinstance(m.action, Place):
            assert all(step.points > 0 for step in m.placement.steps[-1:])


def test_C_COMPATRIOT_each_table_of_compatriots_shrinks_the_hand_for_good():
    s = state(hands=[["CN-W", "CN-M", "CU-W", "CU-M", "DE-W"], FILL2], seated=seated_pair())
    free = [c for c in B.tables[CN1].chairs if s.chairs[c] == EMPTY]
    bag = len(s.bag)
    s, events = GAME.apply(s, Place(0, g("CN-W"), free[0], g("CN-M"), free[1]))
    assert s.hand_size[0] == 4 and len(s.hands[0]) == 4 and len(s.bag) == bag - 1
    assert s.compatriots[0] == 1
    s, _ = GAME.apply(s, ToBar(1, s.hands[1][0]))
    s, _ = GAME.apply(s, ToBar(0, next(x for x in s.hands[0] if x < JOKER_WOMAN)))
    assert len(s.hands[0]) == 4  # for good


def test_C_COMPATRIOT_one_guest_completing_two_tables_scores_both_and_shrinks_the_hand_twice():
    # both Indian tables hold three Indians (two women, one man); the last Indian man takes the chair they share:
    # 8 + 8 points, two tables of compatriots, the hand size drops from 5 to 3 and nothing is drawn (4 left)
    seated = {own(IN1)[0]: "IN-W", own(IN1)[1]: "IN-M", between(IN1, US2): "IN-W",
              between(IN2, T(4, 1)): "IN-W", between(IN2, T(5, 2)): "IN-M", own(IN2)[0]: "IN-W"}
    s = state(hands=[["IN-M", "CN-W", "CN-M", "CU-W", "CU-M"], FILL2], seated={**seated, **seated_pair()})
    bag = len(s.bag)
    s, events = GAME.apply(s, Place(0, g("IN-M"), between(IN1, IN2)))
    assert s.scores[0] == 16
    assert sorted(e.data["table"] for e in events if e.kind == "compatriots") == sorted([IN1, IN2])
    assert s.compatriots[0] == 2 and s.hand_size[0] == 3
    assert len(s.hands[0]) == 4 and len(s.bag) == bag


def test_C_REFILL_back_to_the_hand_size_and_short_bag():
    s = state(hands=[["CN-W", "CN-M", "CU-W", "CU-M", "DE-W"], FILL2], seated=seated_pair())
    bag = len(s.bag)
    s, events = GAME.apply(s, Place(0, g("CU-W"), own(T(0, 3))[0], g("CU-M"), own(T(0, 3))[1]))
    assert len(s.hands[0]) == 5 and len(s.bag) == bag - 2
    drew = [e for e in events if e.kind == "drew"][0]
    assert len(drew.data["guests"]) == 2
    # a bag that runs short gives what it has (and then the game ends, C-END)
    s.bag = s.bag[:1]
    s, events = GAME.apply(s, ToBar(1, s.hands[1][0]))
    assert len(s.hands[1]) == 5 and s.over


def test_C_ELIM_a_seat_that_cannot_pay_leaves_the_game():
    s = state(n=3, hands=[FILL2, ["CN-W", "CN-M", "CU-W", "CU-M", "DE-M"], ["ES-W", "ES-M", "IT-W", "IT-M", "TR-W"]],
              seated=seated_pair(), scores=[1, 3, 3])
    s.bar = [g("FR-W")] * 5  # next seat −2
    s.bag = s.bag[:-5]
    s.removed = [g("FR-W")] * 5  # keep the count honest for this built position
    s, events = GAME.apply(s, ToBar(0, g("CN-W")))
    assert s.out[0] and s.scores[0] == 0 and s.hands[0] == [] and not s.over
    assert "leaves the game" in GAME.describe([e for e in events if e.kind == "eliminated"][0],
                                              [Seat("A"), Seat("B"), Seat("C")]).english()
    assert s.turn == 1
    s, _ = GAME.apply(s, ToBar(1, g("CN-W")))  # −4 > 3: out as well, one player left
    assert s.out[1] and s.over and s.end_reason == "last"
    assert GAME.result(s).winners == (2,)
    # paying exactly what one has is allowed
    s = state(hands=[FILL2, ["CN-W", "CN-M", "CU-W", "CU-M", "DE-M"]], seated=seated_pair(), scores=[2, 0])
    s.bar = [g("FR-W")] * 5
    s, _ = GAME.apply(s, ToBar(0, g("CN-W")))
    assert not s.out[0] and s.scores[0] == 0


@pytest.mark.parametrize("how", ["bar", "chairs", "bag", "hand"])
def test_C_END_the_four_end_conditions(how):
    s = state(hands=[["CN-M", "CN-M", "CU-W", "CU-M", "DE-M"], FILL2], seated=seated_pair(), scores=[40, 40])
    if how == "bar":
        s.bar = [g("FR-W")] * 19
    elif how == "bag":
        s.bag = s.bag[:5]
    elif how == "hand":
        s.hands[0] = [g("CU-W")]
        s.hand_size[0] = 0
    elif how == "chairs":
        # every chair taken but the two own chairs of a Chinese table, whose other two chairs hold women
        s.chairs = [EMPTY if c in own(CN1) else g("FR-W") for c in range(68)]
    assert not s.over
    action = {"bar": ToBar(0, g("CU-W")), "bag": ToBar(0, g("CU-W")), "hand": ToBar(0, g("CU-W"))}.get(how)
    if how == "chairs":
        free = [c for c in range(68) if s.chairs[c] == EMPTY]
        action = Place(0, g("CN-M"), free[0], g("CN-M"), free[1])
    s, events = GAME.apply(s, action)
    assert s.over and s.end_reason == how
    assert events[-1].kind == "penalty" or any(e.kind == "game_over" for e in events)
    assert GAME.to_act(s) == [] and GAME.legal_actions(s, 0) == []


def test_C_END_d_five_tables_of_compatriots_end_the_game_with_guests_still_in_hand():
    # the sheet's end (d): four tables of compatriots done (hand size 1), the fifth brings it to 0; the seat still
    # holds a Cuban woman, draws nothing, and the game ends after that turn, her guest paying the final 5
    s = state(hands=[["CN-W", "CN-M", "CU-W"], FILL2], seated=seated_pair(), scores=[40, 40])
    assert total_cards(s) == 100
    s.hand_size[0], s.compatriots[0] = 1, 4
    free = [c for c in B.tables[CN1].chairs if s.chairs[c] == EMPTY]
    bag = len(s.bag)
    s, events = GAME.apply(s, Place(0, g("CN-W"), free[0], g("CN-M"), free[1]))
    assert s.hand_size[0] == 0 and s.hands[0] == [g("CU-W")] and len(s.bag) == bag
    assert s.over and s.end_reason == "compatriots"
    seated_points = sum(e.data["points"] for e in events if e.kind == "scored" and not e.data.get("final"))
    assert any(e.kind == "compatriots" for e in events) and seated_points >= 8
    assert s.penalties[0] == (1, 0, 5) and s.scores[0] == 40 + seated_points - 5
    assert "five tables of compatriots" in GAME.describe(
        next(e for e in events if e.kind == "game_over"), [Seat("A"), Seat("B")]).english()
    assert GAME.to_act(s) == []


def test_C_FINAL_five_per_guest_ten_per_joker_ties_share():
    s = state(hands=[["CN-W", "CN-M", "JK-W", "CU-M", "DE-M"], ["CU-W", "JK-M", "ES-W", "ES-M", "DE-W"]],
              seated=seated_pair(), scores=[30, 35])
    s.bag = s.bag[:5]
    s, events = GAME.apply(s, ToBar(0, g("DE-M")))  # +1, then the bag is down to four
    assert s.over
    # seat 0 keeps CN-W, CN-M, CU-M, a drawn guest and the joker: 4×5 + 10 = 30; seat 1: 4×5 + 10 = 30
    assert s.penalties[0][2] == 5 * s.penalties[0][0] + 10 * s.penalties[0][1]
    assert s.penalties[1] == (4, 1, 30)
    jokers0 = s.hands[0].count(JOKER_WOMAN) + s.hands[0].count(JOKER_MAN)
    assert s.scores[0] == 31 - 5 * (len(s.hands[0]) - jokers0) - 10 * jokers0
    assert s.scores[1] == 5
    r = GAME.result(s)
    assert r.scores == tuple(s.scores)
    assert r.winners == tuple(i for i in (0, 1) if s.scores[i] == max(s.scores))
    lines = [GAME.describe(e, [Seat("A"), Seat("B")]) for e in events if e.kind == "penalty"]
    assert all(line is not None for line in lines)


def test_C_CHIPS_scores_stay_whole_and_never_below_zero_in_play():
    for seed in range(6):
        m = Match(GAME, {}, [Seat("A", "computer", "random"), Seat("B", "computer", "random")], seed)
        while not m.is_over():
            m.act(m.bot_action())
            if not m.is_over():
                assert all(isinstance(x, int) and x >= 0 for x in m.state.scores)


def test_C_BAR_values_are_taken_in_order_whoever_goes():
    s = state(hands=[FILL2, ["CN-W", "CN-M", "CU-W", "CU-M", "DE-M"]], seated=seated_pair(), scores=[100, 100])
    got = []
    for _ in range(8):
        seat = s.turn
        before = s.scores[seat]
        s, _ = GAME.apply(s, ToBar(seat, next(x for x in s.hands[seat] if x < JOKER_WOMAN)))
        got.append(s.scores[seat] - before)
    assert got == list(B.bar_values[:8])


def test_counts_stay_100_after_every_rule_test_position():
    s = state(hands=[FILL2, ["CN-W", "CN-M", "CU-W", "CU-M", "DE-M"]], seated=seated_pair())
    assert total_cards(s) == 100
    assert Counter(s.bag + [x for h in s.hands for x in h] + [c for c in s.chairs if c != EMPTY])[JOKER_WOMAN] == 2


def test_C_SEAT_a_malformed_second_guest_is_refused():
    s = state(hands=[["CN-W", "CN-M", "CU-W", "CU-M", "DE-W"], FILL2], seated=seated_pair())
    free = [c for c in B.tables[CN1].chairs if s.chairs[c] == EMPTY]
    for guest2, chair2 in ((-1, -2), (-2, -1), (g("CN-M"), -1), (-1, free[1]), (99, free[1])):
        with pytest.raises(IllegalAction):
            GAME.apply(s, Place(0, g("CN-W"), free[0], guest2, chair2))
    assert s.chairs[free[0]] == EMPTY


@pytest.mark.parametrize("group", ["WWW", "MMM", "WW", "MM", "MMMW", "WWWM"])
def test_C_GENDER_the_law_refuses_single_sex_and_three_of_one_sex(group):
    chairs = [EMPTY] * 68
    for c, sex in zip(B.tables[IN1].chairs, group, strict=False):
        chairs[c] = g("IN-" + sex)
    law = Law(B)  # a law built here, not the game's: its look-up tables are checked too
    assert not law.gender_ok(chairs, IN1)
    assert law.gender_problem(chairs, IN1) is not None
    alone = [EMPTY] * 68
    alone[B.tables[IN1].chairs[0]] = g("IN-" + group[0])
    assert law.gender_ok(alone, IN1) and law.gender_problem(alone, IN1) is None


def test_C_NATION_the_law_lists_each_nations_chairs_and_every_chair_for_a_joker():
    law = Law(B)
    assert law.table_chairs == tuple(t.chairs for t in B.tables)
    assert len(law.nation_chairs) == JOKER_NATION + 1 and law.nation_chairs[JOKER_NATION] == tuple(range(68))
    for n in range(JOKER_NATION):
        assert law.nation_chairs[n] == tuple(c for c in range(68)
                                             if any(B.tables[t].nation == n for t in law.chair_tables[c]))


def test_C_SEAT_explain_says_why_a_first_or_second_step_is_refused():
    s = state(hands=[["US-M", "US-W", "CN-W", "CU-W", "CU-M"], FILL2], seated=seated_pair())
    first = (g("US-M"), own(US2)[0])
    assert GAME.explain(s, 0, *first) is None  # a second American can join
    other = next(c for c in B.tables[US2].chairs if c != first[1])
    assert GAME.explain(s, 0, g("US-W"), other, first=first) is None
    reason = GAME.explain(s, 0, g("CN-W"), own(US1)[0], first=first)
    assert said(reason) == "This chair is for guests from USA (or a joker)."
    taken = GAME.explain(s, 0, g("CN-W"), own(CN1)[0])
    assert said(taken) == "This chair is already taken."
    alone = state(hands=[["US-M", "CN-W", "CN-M", "CU-W", "CU-M"], FILL2], seated=seated_pair())
    assert said(GAME.explain(alone, 0, g("US-M"), own(US2)[0])) == ("Seat a second guest at this empty table in "
                                                                    "the same turn.")


@pytest.mark.parametrize(("event", "words"), [
    (Event("seated", 0, {"tables": (IN1,), "guest": g("IN-W"), "points": 2}),
     "Ann seats an Indian woman at India: 2 points."),
    (Event("seated", 1, {"tables": (IN1, IN2), "guest": g("JK-M"), "points": 1}),
     "Bob seats a joker man at India: 1 point."),
    (Event("seated", 1, {"tables": (IN1, US2), "guest": g("IN-M"), "points": 4}),
     "Bob seats an Indian man at India and USA: 4 points."),
    (Event("compatriots", 0, {"hand_size": 4}), "Ann completes a table of compatriots! Hand size now 4 cards."),
    (Event("to_bar", 1, {"guest": g("US-W"), "number": 3, "value": -2}),
     "Bob sends an American woman to bar seat 3 (−2 points)."),
    (Event("to_bar", 1, {"guest": g("US-W"), "number": 1, "value": 1}),
     "Bob sends an American woman to bar seat 1 (+1 point)."),
    (Event("eliminated", 0, {"owed": 3}), "Ann cannot pay 3 points and leaves the game."),
    (Event("swapped", 1, {"guest": g("IN-M")}), "Bob takes back a joker and seats an Indian man instead."),
    (Event("passed", 0, {}), "Ann cannot seat anyone and passes (only jokers in hand and no scoring chair)."),
    (Event("penalty", 0, {"points": 7, "cards": 2, "jokers": 1}),
     "Ann loses 7 points (guests left in hand: 2, jokers: 1)."),
    (Event("penalty", 0, {"points": 0, "cards": 0, "jokers": 0}), None),
    (Event("game_over", None, {"reason": "bar"}), "The bar is full: the game is over."),
])
def test_C_SCORE_the_log_tells_each_event_in_a_catalogue_sentence(event, words):
    told = GAME.describe(event, [Seat("Ann"), Seat("Bob")])
    assert (told is None) if words is None else said(told) == words


def test_C_FINAL_the_result_names_the_highest_score():
    s = state(scores=[12, 30])
    s.over = True
    result = GAME.result(s)
    assert result.winners == (1,) and said(result.summary) == "Highest score: 30"


def test_C_TURN_refusals_say_why_in_a_catalogue_sentence():
    def reason(s, action):
        with pytest.raises(IllegalAction) as refused:
            GAME.apply(s, action)
        return said(refused.value.message)

    s = state(hands=[["US-M", "CN-W", "CN-M", "CU-W", "CU-M"], FILL2], seated=seated_pair())
    assert said(GAME.law.check(list(s.chairs), s.hands[0], [(g("US-M"), 999)])[1]) == "There is no such chair."
    taken = own(CN1)[0]
    assert said(GAME.law.check(list(s.chairs), s.hands[0], [(g("CN-W"), taken)])[1]) == "This chair is already taken."
    full = GAME.clone(s)
    full.bar = [g("IN-W")] * 20
    assert reason(full, ToBar(0, g("US-M"))) == "The bar is full."
    s.over = True
    assert reason(s, ToBar(0, g("US-M"))) == "The game is over."


def test_turn_steps_lists_a_position_once_and_a_new_position_again(monkeypatch):
    """The table asks for the same position's first steps again (a language switch, a resize, each key of the
    keyboard check): the listing of every turn is made once per position; another hand or board is listed anew."""
    from cafegames.games.cafe.game import CafeGame

    game = CafeGame()
    st = Match(game, {}, [Seat("Ann"), Seat("Bob")], 3).state
    listed = []
    placements = game.law.placements
    monkeypatch.setattr(game.law, "placements", lambda *a, **k: listed.append(1) or placements(*a, **k))
    first = game.turn_steps(st, st.turn)
    assert first and game.turn_steps(st, st.turn) == first and len(listed) == 1
    after, _ = game.apply(game.clone(st), game.legal_actions(st, st.turn)[0])
    listed.clear()
    assert game.turn_steps(after, after.turn) and len(listed) == 1
    assert game.turn_steps(st, st.turn) == first and len(listed) == 2  # (the last position only is kept)
