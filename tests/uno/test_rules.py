"""One test (at least) per UNO rule id of ../shared/rules/uno.md, with the source sheets' examples."""

from __future__ import annotations

from collections import Counter

import attrs
import pytest
from hypothesis import given, settings

from cafegames.engine import rng
from cafegames.engine.errors import IllegalAction
from cafegames.engine.seats import Seat
from cafegames.games.uno.actions import CallUno, Catch, Challenge, Colour, Draw, Pass, Play
from cafegames.games.uno.cards import (
    BLUE,
    GREEN,
    RED,
    WD4,
    WILD,
    YELLOW,
    parse,
    points,
    standard_deck,
    text,
)
from cafegames.games.uno.game import GAME
from cafegames.games.uno.legal import why_not
from cafegames.games.uno.options import make_options
from cafegames.games.uno.scoring import final_places, team_total
from cafegames.games.uno.state import (
    CONTINUE,
    DRAWN,
    FIRST_COLOUR,
    OVER,
    PENALTY,
    PLAY,
    choose_dealer,
    clone,
    step,
)
from tests.catalogue import said
from tests.uno.helpers import act, cards, conserved, kinds, positions, table


def plays(st, seat):
    return {a.card for a in GAME.legal_actions(st, seat) if isinstance(a, Play)}


def first_flip(seed: int, n: int) -> int:
    deck = standard_deck()
    rng.stream(seed, "deal", 1).shuffle(deck)
    return deck[-(7 * n + 1)]


def seed_with_first(pred, n: int = 4) -> int:
    """A seed whose game starts with a first discard satisfying `pred` (as the table shows it)."""
    return next(s for s in range(5000) if pred(GAME.setup(make_options({}, n), [None] * n, s).discard[0]))


# ------------------------------------------------------------------ components and set-up

def test_U_DECK_108_cards():
    deck = standard_deck()
    assert len(deck) == 108
    per_colour = Counter(c >> 4 for c in deck)
    assert [per_colour[c] for c in range(4)] == [25, 25, 25, 25]
    assert deck.count(parse("r0")) == 1 and deck.count(parse("r9")) == 2 and deck.count(parse("bD")) == 2
    assert deck.count(WILD) == 4 and deck.count(WD4) == 4
    assert len(standard_deck(downpour=True)) == 112


def test_U_PLAYERS_two_to_ten():
    for n in (2, 10):
        st = GAME.setup(make_options({}, n), [None] * n, 5)
        assert conserved(st)
    for n in (1, 11):
        with pytest.raises(Exception, match="2 to 10"):
            make_options({}, n)


def test_U_DEALER_highest_number_deals_ties_draw_again():
    for seed in range(200):
        dealer, rounds = choose_dealer(5, seed)
        last = rounds[-1]
        vals = {s: (c & 15 if c < 64 and (c & 15) <= 9 else 0) for s, c in last}
        assert vals[dealer] == max(vals.values())
        assert sum(v == vals[dealer] for v in vals.values()) == 1
        for earlier in rounds[:-1]:  # a tie on the highest value sent those seats to draw again
            v = [(c & 15 if c < 64 and (c & 15) <= 9 else 0) for _, c in earlier]
            assert v.count(max(v)) > 1
    assert any(len(choose_dealer(5, s)[1]) > 1 for s in range(200))


def test_U_DEALER_deal_passes_left_each_hand():
    st = table(["r1", "b2 b3", "g4 g5"], top="r5", turn=0, dealer=2)
    act(st, Play(0, parse("r1")))
    assert st.hand_no == 2 and st.dealer == 0


def test_U_DEAL_seven_each_rest_is_draw_pile():
    for seed in range(40):
        for n in (2, 4, 10):
            st = GAME.setup(make_options({}, n), [None] * n, seed)
            first = st.discard[0]
            extra = 2 if first < 64 and first & 15 == 12 else 0  # a first Draw Two: the dealer's left draws 2
            left = (st.dealer + 1) % n
            assert [len(h) for h in st.hands] == [7 + (extra if s == left else 0) for s in range(n)]
            assert len(st.discard) == 1 and len(st.draw) == 108 - 7 * n - 1 - extra
            assert conserved(st)


def test_U_FIRST_wild_draw_four_returned():
    seed = next(s for s in range(5000) if first_flip(s, 4) == WD4)  # the card turned before it went back
    st = GAME.setup(make_options({}, 4), [None] * 4, seed)
    assert st.discard[0] != WD4 and len(st.discard) == 1
    assert conserved(st)


def test_U_FIRST_wild_left_of_dealer_names_colour():
    seed = seed_with_first(lambda c: c == WILD)
    st = GAME.setup(make_options({}, 4), [None] * 4, seed)
    left = (st.dealer + 1) % 4
    assert st.phase == FIRST_COLOUR and st.turn == left and st.colour == -1
    assert GAME.to_act(st) == [left]
    assert {a.colour for a in GAME.legal_actions(st, left)} == {0, 1, 2, 3}
    act(st, Colour(left, GREEN))
    assert st.colour == GREEN and st.turn == left and st.phase == PLAY


def test_U_FIRST_draw_two_left_draws_and_is_skipped():
    seed = seed_with_first(lambda c: c < 64 and c & 15 == 12)
    st = GAME.setup(make_options({}, 4), [None] * 4, seed)
    left = (st.dealer + 1) % 4
    assert len(st.hands[left]) == 9
    assert st.turn == (left + 1) % 4


def test_U_FIRST_reverse_dealer_plays_first_to_the_right():
    """Source: "le donneur joue en premier, puis le jeu continue vers la droite"."""
    seed = seed_with_first(lambda c: c < 64 and c & 15 == 11)
    st = GAME.setup(make_options({}, 4), [None] * 4, seed)
    assert st.turn == st.dealer and st.direction == -1
    assert step(st, st.dealer, 1) == (st.dealer - 1) % 4  # then to the right


def test_U_FIRST_skip_left_of_dealer_skipped():
    seed = seed_with_first(lambda c: c < 64 and c & 15 == 10)
    st = GAME.setup(make_options({}, 4), [None] * 4, seed)
    assert st.turn == (st.dealer + 2) % 4


def test_U_FIRST_number_left_of_dealer_plays():
    seed = seed_with_first(lambda c: c < 64 and c & 15 <= 9)
    st = GAME.setup(make_options({}, 4), [None] * 4, seed)
    assert st.turn == (st.dealer + 1) % 4 and st.direction == 1


# ------------------------------------------------------------------ a turn

def test_U_MATCH_red_7_red_card_or_any_7():
    """Source example: on a red 7, a red card or a 7 of any colour, or a Wild."""
    st = table(["r2 b7 g7 y3 bS W gD", "r1"], top="r7")
    assert plays(st, 0) == set(cards("r2 b7 g7 W"))
    with pytest.raises(IllegalAction, match="matches neither"):
        GAME.apply(st, Play(0, parse("y3")))


def test_U_MATCH_symbol_on_symbol():
    st = table(["bS yR gD", "r1"], top="rS")
    assert plays(st, 0) == {parse("bS")}


def fits_by_the_words(card: int, top: int, colour: int) -> bool:
    """U-MATCH as the rule sheet says it, read on the cards' names (not on their codes): a wild always fits;
    another card when it is of the active colour or shows the number or symbol of the card on top."""
    name, top_name = text(card), text(top)
    if name == "WB":  # U-DX-BOOMERANG: a Boomerang is only an answer to a card that hits its player
        return False
    if name[0] not in "rygb":
        return True
    return name[0] == "rygb"[colour] or (top_name[0] in "rygb" and name[1:] == top_name[1:])


def every_top_and_colour():
    """(top, active colour, hand) for every card that can be on top — a wild with each named colour — and a hand
    holding one of every other card of the deck."""
    for downpour in (False, True):
        deck = Counter(standard_deck(downpour))
        for top in sorted(deck):
            hand = [c for c in sorted(deck) if deck[c] - (c == top) > 0]
            for colour in (range(4) if top >= 64 else (top >> 4,)):
                yield downpour, top, colour, hand


@pytest.mark.parametrize("house", [{}, {"seven_o": True}, {"jump_in": True}])
def test_U_MATCH_every_card_on_every_top_as_the_rule_says(house):
    """Every card on every top: offered exactly when the rule's words allow it, refused otherwise with the
    reason, the same reason the table gives (`why_not`), and a card drawn is kept or offered by the same rule."""
    checked = 0
    for downpour, top, colour, hand in every_top_and_colour():
        st = table([" ".join(text(c) for c in hand), "W"], top=text(top), colour=colour,
                   options={**house, "downpour": downpour})
        fitting = {c for c in hand if fits_by_the_words(c, top, colour)}
        assert plays(st, 0) == fitting, (text(top), colour)
        view = GAME.view(st, 0)
        for c in hand:
            why = why_not(view, c)
            assert (why is None) == (c in fitting), (text(c), text(top), colour)
            if c not in fitting:
                with pytest.raises(IllegalAction, match="matches neither"):
                    GAME.apply(clone(st), Play(0, c, -1, False, -1))
            checked += 1
    assert checked > 5000


@settings(max_examples=300, deadline=None)
@given(positions())
def test_U_MATCH_on_generated_positions(st):
    """On positions anywhere in a hand, any table: the cards offered to the seat to play are those the rule's
    words allow; a card drawn is offered (or passed) by the same rule."""
    seat, top = st.turn, st.discard[-1]
    fitting = {c for c in st.hands[seat] if fits_by_the_words(c, top, st.colour)}
    assert plays(st, seat) == fitting
    if st.draw and not st.options.extreme and not st.options.draw_until:
        drawn = st.draw[-1]
        GAME.apply(st, Draw(seat))
        assert (st.phase == DRAWN) == fits_by_the_words(drawn, top, st.colour)


def test_U_WD4_allowed_with_matching_number_of_other_colour():
    st = table(["b7 W4", "r1"], top="r7")
    act(st, Play(0, WD4, colour=BLUE))
    assert st.wd4_guilty is False


def test_U_WD4_bluff_is_playable_but_guilty():
    st = table(["r2 W4", "r1"], top="r7")
    assert WD4 in plays(st, 0)
    act(st, Play(0, WD4, colour=BLUE))
    assert st.wd4_guilty is True


def test_U_DRAW_draw_then_play_that_card_only():
    st = table(["b1 y2", "g3 g4", "g5 g6"], top="r7", draw="r3")
    act(st, Draw(0))
    assert st.phase == DRAWN and st.turn == 0
    assert plays(st, 0) == {parse("r3")}
    with pytest.raises(IllegalAction, match="only the card drawn"):
        GAME.apply(st, Play(0, parse("b1")))
    act(st, Play(0, parse("r3")))
    assert st.turn == 1


def test_U_DRAW_keep_drawn_card():
    st = table(["b1 y2", "g3 g4", "g5 g6"], top="r7", draw="r3")
    act(st, Draw(0))
    ev = act(st, Pass(0))
    assert "kept" in kinds(ev) and st.turn == 1 and parse("r3") in st.hands[0]


def test_U_DRAW_unplayable_drawn_card_passes_turn():
    st = table(["b1 y2", "g3 g4", "g5 g6"], top="r7", draw="b9")
    act(st, Draw(0))
    assert st.turn == 1 and st.phase == PLAY and len(st.hands[0]) == 3


def test_U_DRAW_reneging_allowed():
    st = table(["r1 y2", "g3 g4"], top="r7", draw="b9")
    assert Draw(0) in GAME.legal_actions(st, 0)
    act(st, Draw(0))
    assert st.turn == 1 and parse("r1") in st.hands[0]


def test_U_COLOUR_wild_names_colour_even_same():
    st = table(["W b1", "r1 r2", "g1 g2"], top="r7")
    ev = act(st, Play(0, WILD, colour=RED))
    assert st.colour == RED and "colour" in kinds(ev)
    with pytest.raises(IllegalAction, match="colour"):
        GAME.apply(table(["W b1", "r1"], top="r7"), Play(0, WILD))


def test_U_SKIP_next_seat_loses_turn():
    st = table(["rS r1", "r2 r3", "r4 r6"], top="r7")
    ev = act(st, Play(0, parse("rS")))
    assert st.turn == 2 and ("skipped", 1) in [(e.kind, e.seat) for e in ev]


def test_U_REVERSE_direction_flips():
    st = table(["rR r1", "r2 r3", "r4 r6"], top="r7")
    act(st, Play(0, parse("rR")))
    assert st.direction == -1 and st.turn == 2


def test_U_DRAW2_next_draws_two_and_is_skipped():
    st = table(["rD r1", "r2 r3", "r4 r6"], top="r7")
    act(st, Play(0, parse("rD")))
    assert len(st.hands[1]) == 4 and st.turn == 2


def test_U_WD4_EFFECT_next_draws_four_unless_challenge():
    st = table(["W4 b1 b2", "r2 r3", "r4 r6"], top="r7", colour=YELLOW)
    act(st, Play(0, WD4, colour=BLUE))
    assert st.phase == PENALTY and st.turn == 1
    assert set(map(type, GAME.legal_actions(st, 1))) == {Draw, Challenge}
    act(st, Draw(1))
    assert len(st.hands[1]) == 6 and st.turn == 2 and st.colour == BLUE


def test_U_CHALLENGE_guilty_bluffer_draws_four():
    """Source: "Si le joueur mis au défi est coupable, il doit tirer 4 cartes"."""
    st = table(["W4 r1 b1", "g2 g3", "g4 g6"], top="r7")
    act(st, Play(0, WD4, colour=BLUE))
    ev = act(st, Challenge(1))
    assert len(st.hands[0]) == 6 and len(st.hands[1]) == 2
    assert st.turn == 1 and st.phase == PLAY
    assert [e.data["guilty"] for e in ev if e.kind == "challenged"] == [True]


def test_U_CHALLENGE_innocent_challenger_draws_six():
    """Source: "si le joueur mis au défi est innocent, le joueur doit tirer 4 cartes +2 autres cartes"."""
    st = table(["W4 g1 b1", "g2 g3", "g4 g6"], top="r7")
    act(st, Play(0, WD4, colour=BLUE))
    act(st, Challenge(1))
    assert len(st.hands[0]) == 2 and len(st.hands[1]) == 8 and st.turn == 2


def test_U_CHALLENGE_hand_shown_to_challenger_only():
    st = table(["W4 r1 b1", "g2 g3", "g4 g6"], top="r7")
    act(st, Play(0, WD4, colour=BLUE))
    act(st, Challenge(1))
    v1 = GAME.view(st, 1)
    assert v1.revealed[0] == 0 and sorted(v1.revealed[1]) == sorted(cards("r1 b1"))
    assert GAME.view(st, 2).revealed == () and GAME.view(st, 0).revealed == ()


def test_U_CHALLENGE_only_the_victim():
    st = table(["W4 r1 b1", "g2 g3", "g4 g6"], top="r7")
    act(st, Play(0, WD4, colour=BLUE))
    assert Challenge(2) not in GAME.legal_actions(st, 2)
    with pytest.raises(IllegalAction, match="Only the player"):
        GAME.apply(st, Challenge(2))


# ------------------------------------------------------------------ UNO call and catch

def test_U_UNO_catch_before_next_seat_begins():
    st = table(["r1 r2", "g2 g3", "g4 g6"], top="r7")
    act(st, Play(0, parse("r1")))
    assert st.offender == 0 and set(GAME.to_act(st)) == {1, 0, 2}
    assert Catch(2, 0) in GAME.legal_actions(st, 2) and CallUno(0) in GAME.legal_actions(st, 0)
    ev = act(st, Catch(2, 0))
    assert len(st.hands[0]) == 3 and "caught" in kinds(ev) and st.turn == 1


def test_U_UNO_call_with_the_play_is_safe():
    st = table(["r1 r2", "g2 g3", "g4 g6"], top="r7")
    act(st, Play(0, parse("r1"), uno=True))
    assert st.offender == -1 and GAME.view(st, 1).said[0]
    with pytest.raises(IllegalAction, match="Nobody can be caught"):
        GAME.apply(st, Catch(1, 0))
    assert len(st.hands[0]) == 1


def test_U_UNO_call_before_caught_is_safe():
    st = table(["r1 r2", "g2 g3", "g4 g6"], top="r7")
    act(st, Play(0, parse("r1")))
    act(st, CallUno(0))
    assert Catch(2, 0) not in GAME.legal_actions(st, 2)
    with pytest.raises(IllegalAction):
        GAME.apply(st, Catch(2, 0))


def test_U_UNO_window_closes_when_next_seat_draws_or_plays():
    st = table(["r1 r2", "g2 r3 g5", "g4 g6"], top="r7", draw="b1")
    act(st, Play(0, parse("r1")))
    act(st, Play(1, parse("r3")))  # the next seat began its turn
    assert st.offender == -1
    with pytest.raises(IllegalAction, match="Nobody can be caught"):
        GAME.apply(st, Catch(2, 0))
    assert len(st.hands[0]) == 1
    st = table(["r1 r2", "g2 g3", "g4 g6"], top="r7", draw="b1")
    act(st, Play(0, parse("r1")))
    act(st, Draw(1))
    assert st.offender == -1 and Catch(2, 0) not in GAME.legal_actions(st, 2)


def test_U_UNO_uno_flag_only_when_one_card_left():
    st = table(["r1 r2 r3", "g2 g3"], top="r7")
    with pytest.raises(IllegalAction, match="one card"):
        GAME.apply(st, Play(0, parse("r1"), uno=True))


def test_U_UNO_window_stays_open_through_draw_two_penalty():
    st = table(["rD r2", "g2 g3", "g4 g6"], top="r7")
    act(st, Play(0, parse("rD")))
    assert st.offender == 0 and st.turn == 2
    act(st, Catch(1, 0))
    assert len(st.hands[0]) == 3


# ------------------------------------------------------------------ piles

def test_U_RESHUFFLE_discard_but_top_becomes_draw_pile():
    st = table(["b1 y2", "g3 g4"], top="r7", draw="b9")
    st.discard = st.draw[:-1] + st.discard  # everything but the next card (b9) on the discard pile
    st.draw = st.draw[-1:]
    under = sorted(st.discard[:-1])
    act(st, Draw(0))  # b9: not playable on the red 7, the turn passes
    assert st.draw == [] and st.turn == 1
    ev = act(st, Draw(1))  # the draw pile is empty: the discard pile but its top becomes the new draw pile
    assert "reshuffled" in kinds(ev)
    assert st.discard[0] == parse("r7")  # the top card stays (as the bottom of the pile if 1 played on it)
    assert sorted(st.draw + st.hands[1][2:]) == under  # 1 drew one of the reshuffled cards
    assert st.draw != sorted(st.draw)  # shuffled


def test_U_RESHUFFLE_both_piles_empty_draws_nothing():
    st = table(["b1 y2", "g3 g4"], top="r7")
    st.hands[0] += st.draw
    st.draw = []
    ev = act(st, Draw(0))
    assert [e.data["count"] for e in ev if e.kind == "drew"] == [0]
    assert st.turn == 1


def test_U_RESHUFFLE_blocked_hand_ends_when_the_whole_table_draws_nothing():
    """Our addition (the books only say the turn passes): when every seat in a row draws nothing, the hand is
    blocked and the fewest points in hand win it — here seat 1 (3 + 4 = 7) over seat 0, who holds the rest."""
    st = table(["b1 y2", "g3 g4"], top="r7")
    st.hands[0] += st.draw
    st.draw = []
    act(st, Draw(0))  # seat 0 could play (it holds wilds) but draws: nothing, the turn passes
    assert st.turn == 1 and st.hand_no == 1
    ev = act(st, Draw(1))
    end = [e for e in ev if e.kind == "hand_end"][0]
    assert end.data["blocked"] and end.seat == 1
    assert end.data["row"] == (0, sum(points([c]) for c in end.data["hands"][0]))


def test_U_RESHUFFLE_a_play_restarts_the_count_of_empty_draws():
    st = table(["b1 y2", "b3 y4", "g5 g6"], top="g7")
    st.hands[0] += st.draw
    st.draw = []
    act(st, Draw(0))
    act(st, Draw(1))
    act(st, Play(2, parse("g5")))  # a card is played before the table went round: no block
    assert st.hand_no == 1 and st.turn == 0
    act(st, Draw(0))  # the green 7 under the green 5 is reshuffled and drawn (playable: kept)
    act(st, Pass(0))
    act(st, Draw(1))
    ev = act(st, Draw(2))
    assert "hand_end" not in kinds(ev) and st.hand_no == 1  # seat 0 found a card: only 1 and 2 found nothing
    ev = act(st, Draw(0))  # now 1, 2 and 0 in a row drew nothing
    assert [e.data["blocked"] for e in ev if e.kind == "hand_end"] == [True]


def test_U_RESHUFFLE_a_position_back_a_third_time_at_a_reshuffle_blocks_the_hand():
    """Our addition: with draw-until and force-play, seat 0 draws the one card reshuffled from the discard (red 3)
    and must play it, seat 1 draws the red 5 back and must play it, and so on for ever. The third time the same
    position comes back at a reshuffle the hand is blocked and scored like the blocked hand: seat 1 (1 + 2) beats
    seat 0 (7 + 8 + the red 3 just drawn). A tiny table: only these six cards are in play (the rules do not need
    the rest of the deck, which could not be held without a playable card)."""
    st = table(["b7 g8", "b1 y2"], top="r5", discard="r3",
               options={"draw_until": True, "force_play": True, "seven_o": True})
    st.draw = []
    log: list = []
    for _ in range(40):
        if st.hand_no != 1:
            break
        seat = GAME.to_act(st)[0]
        legal = GAME.legal_actions(st, seat)
        action = next((a for a in legal if isinstance(a, Play)), legal[-1])
        _, ev = GAME.apply(st, action)
        log += ev
    assert kinds(log).count("reshuffled") == 5  # positions at seat 0's draws: 1st, 2nd, 3rd time
    end = [e for e in log if e.kind == "hand_end"]
    assert len(end) == 1 and end[0].data["blocked"] and end[0].seat == 1
    assert end[0].data["row"] == (0, 18)  # official scoring: the winner scores the other hand


def test_U_OUT_hand_ends_on_draw_two_and_cards_count():
    """Source: "Si la dernière carte jouée est une carte +2 ..., le joueur suivant doit piocher 2 ... Ces cartes
    seront prises en compte dans le calcul des points"."""
    st = table(["rD", "g2 g3", "b4 b6"], top="r7", draw="y9 yS")
    ev = act(st, Play(0, parse("rD")))
    end = [e for e in ev if e.kind == "hand_end"][0]
    assert end.seat == 0
    assert end.data["row"][0] == 2 + 3 + 9 + 20 + 4 + 6
    assert st.hand_no == 2


def test_U_OUT_wild_draw_four_last():
    st = table(["W4", "g2", "b4"], top="r7", draw="y1 y2 y3 y4")
    ev = act(st, Play(0, WD4, colour=RED))
    assert [e.data["row"][0] for e in ev if e.kind == "hand_end"] == [2 + 1 + 2 + 3 + 4 + 4]


# ------------------------------------------------------------------ scoring

def test_U_SCORE_official_winner_scores_others_and_target():
    st = table(["r1", "g2 gS", "W b4"], top="r7", options={"target": 100})
    ev = act(st, Play(0, parse("r1")))
    assert [e.data["row"] for e in ev if e.kind == "hand_end"] == [(22 + 54, 0, 0)]
    assert st.scores == [76, 0, 0] and not GAME.is_over(st)
    st = table(["r1", "g2 gS", "W b4 W4"], top="r7", options={"target": 100})
    act(st, Play(0, parse("r1")))
    assert GAME.is_over(st) and GAME.result(st).winners == (0,)


def test_U_SCORE_LOW_losers_add_own_points_lowest_wins():
    st = table(["r1", "g2 gS", "W b4"], top="r7", options={"scoring": "low", "target": 50})
    act(st, Play(0, parse("r1")))
    assert st.scores == [0, 22, 54]
    assert GAME.is_over(st) and GAME.result(st).winners == (0,)


def test_U_SCORE_CHALLENGE_elimination_last_standing_wins():
    st = table(["r1", "g2 gS", "W b4"], top="r7", options={"scoring": "challenge", "target": 50})
    ev = act(st, Play(0, parse("r1")))
    assert st.out == [False, False, True] and "eliminated" in kinds(ev)
    assert not GAME.is_over(st)
    assert st.order == [0, 1] and st.hands[2] == [] and conserved(st)
    assert [len(st.hands[s]) for s in (0, 1)] in ([7, 7], [9, 7], [7, 9])  # the next hand, head to head
    assert 2 not in GAME.to_act(st) and not GAME.legal_actions(st, 2)  # the eliminated seat plays no more


def test_U_SCORE_CHALLENGE_head_to_head_final():
    """"When only two players are left in the game, they play head to head. When a player reaches or exceeds the
    amount designated, he loses. The winner of that final hand is declared the winning player"."""
    def head_to_head(scores):
        st = table(["r1", "g2 gS W b4", ""], top="r7", options={"scoring": "challenge", "target": 100})
        st.out[2] = True  # seat 2 was eliminated earlier
        st.order, st.pos = [0, 1], [0, 1, -1]
        st.scores = list(scores)
        st.history = [tuple(scores)]
        return st

    st = head_to_head([60, 20, 130])
    act(st, Play(0, parse("r1")))  # seat 1 is caught with 2 + 20 + 50 + 4 = 76: 96, not yet out
    assert st.scores == [60, 96, 130] and not GAME.is_over(st) and st.order == [0, 1]
    assert [len(h) for h in st.hands][2] == 0 and st.dealer in (0, 1)
    st = head_to_head([60, 30, 130])
    act(st, Play(0, parse("r1")))  # 30 + 76 ≥ 100: seat 1 loses, 0 is the last one standing
    assert st.out == [False, True, True] and GAME.is_over(st) and GAME.result(st).winners == (0,)


def test_U_SINGLE_one_hand():
    st = table(["r1", "g2 gS", "W b4"], top="r7", options={"scoring": "single"})
    act(st, Play(0, parse("r1")))
    assert GAME.is_over(st) and GAME.result(st).winners == (0,) and st.scores == [76, 0, 0]


# ------------------------------------------------------------------ table modes

def test_U_TWO_reverse_acts_as_skip():
    """Source: "Playing a Reverse card acts like a Skip. The player who plays the Reverse may immediately play
    another card."""
    st = table(["rR r1 b2", "g2 g3"], top="r7")
    act(st, Play(0, parse("rR")))
    assert st.turn == 0 and st.direction == 1


def test_U_TWO_skip_plays_again_and_draw_two_comes_back():
    st = table(["rS rD b2", "g2 g3"], top="r7")
    act(st, Play(0, parse("rS")))
    assert st.turn == 0
    act(st, Play(0, parse("rD")))
    assert st.turn == 0 and len(st.hands[1]) == 4


def test_U_TWO_wild_draw_four_comes_back_after_draw_or_challenge():
    """Two players: "When a Draw Two card is played and your opponent has drawn two cards, the play is back to you.
    The same principle applies to the Wild Draw Four card"; a guilty bluffer draws and the challenger plays."""
    st = table(["W4 b1 b2", "g2 g3"], top="r7")
    act(st, Play(0, WD4, colour=BLUE))
    act(st, Draw(1))
    assert len(st.hands[1]) == 6 and st.turn == 0 and st.phase == PLAY
    st = table(["W4 b1 b2", "g2 g3"], top="r7")
    act(st, Play(0, WD4, colour=BLUE))
    act(st, Challenge(1))  # innocent: 6 for the challenger, and it is 0's turn again
    assert len(st.hands[1]) == 8 and st.turn == 0
    st = table(["W4 r1 b2", "g2 g3"], top="r7")
    act(st, Play(0, WD4, colour=BLUE))
    act(st, Challenge(1))  # guilty: the bluffer draws 4, the challenger plays
    assert len(st.hands[0]) == 6 and st.turn == 1


def test_U_PARTNERS_team_scores_both_opponents():
    st = table(["r1", "g2 gS", "b4", "W"], top="r7", options={"teams": "partners"})
    ev = act(st, Play(0, parse("r1")))
    assert [e.data["row"] for e in ev if e.kind == "hand_end"] == [(22 + 50, 0, 0, 0)]
    assert team_total(st, 2) == 72 and team_total(st, 1) == 0  # partners share the score
    with pytest.raises(Exception, match="exactly 4"):
        make_options({"teams": "partners"}, 6)


def test_U_TEAMS_alternate_seats_first_team_to_target():
    st = table(["r1", "g2", "b4", "W", "y5", "y6"], top="r7", options={"teams": "teams", "target": 60})
    act(st, Play(0, parse("r1")))
    assert st.scores[0] == 2 + 50 + 6 and not GAME.is_over(st)
    assert st.team == (0, 1, 0, 1, 0, 1)
    st = table(["r1", "g2", "b4", "W", "y5", "y6 y7"], top="r7", options={"teams": "teams", "target": 60})
    st.scores[2] = 1  # a team's total is its members' points together
    act(st, Play(0, parse("r1")))  # 2 + 50 + 13 = 65 for seat 0: team 0 reaches 66
    assert GAME.is_over(st) and GAME.result(st).winners == (0, 2, 4)
    with pytest.raises(Exception, match="4, 6, 8 or 10"):
        make_options({"teams": "teams"}, 5)
    with pytest.raises(Exception, match="Teams are scored"):
        make_options({"teams": "teams", "scoring": "low"}, 4)


def test_U_TEAMS_no_catching_a_teammate():
    st = table(["r1 r2", "g2", "b4 b5", "y5 y6"], top="r7", options={"teams": "partners"})
    act(st, Play(0, parse("r1")))
    assert Catch(2, 0) not in GAME.legal_actions(st, 2)
    assert Catch(1, 0) in GAME.legal_actions(st, 1)


# ------------------------------------------------------------------ house rules

def test_U_H_STACK_three_draw_twos_make_six():
    """Source: "si trois +2 sont posés ... le nombre de cartes à tirer serait alors de 6"."""
    st = table(["rD r1 r2", "bD b3 b4", "gD g4 g5", "y5 y6"], top="r7", options={"stack": True})
    act(st, Play(0, parse("rD")))
    assert st.phase == PENALTY and st.pending == 2 and st.turn == 1
    act(st, Play(1, parse("bD")))
    act(st, Play(2, parse("gD")))
    assert st.pending == 6 and st.turn == 3
    assert {type(a) for a in GAME.legal_actions(st, 3)} == {Draw}
    act(st, Draw(3))
    assert len(st.hands[3]) == 8 and st.turn == 0


def test_U_H_STACK_cross_needs_option():
    st = table(["W4 r1", "bD b3", "gD g4"], top="r7", options={"stack": True}, colour=GREEN)
    act(st, Play(0, WD4, colour=BLUE))
    assert plays(st, 1) == set()
    st = table(["W4 r1", "bD b3", "gD g4"], top="r7", options={"stack": True, "stack_cross": True}, colour=GREEN)
    act(st, Play(0, WD4, colour=BLUE))
    assert plays(st, 1) == {parse("bD")}
    act(st, Play(1, parse("bD")))
    assert st.pending == 6 and st.turn == 2
    with pytest.raises(Exception, match="Mixed stacking needs"):
        make_options({"stack_cross": True}, 3)


def test_U_H_STACK_challenge_of_a_stacked_wild_draw_four():
    """Our reading: the challenge concerns the last Wild Draw Four; guilty, its player takes the whole stack (8);
    innocent, the challenger takes the stack and 2 more (10) and loses the turn."""
    o = {"stack": True}
    st = table(["W4 r1", "W4 b2 b3", "g4 g5", "y1 y2"], top="r7", options=o)
    act(st, Play(0, WD4, colour=BLUE))
    act(st, Play(1, WD4, colour=GREEN))  # seat 1 holds blue (the named colour): a bluff
    assert st.pending == 8 and st.turn == 2
    act(st, Challenge(2))
    assert len(st.hands[1]) == 2 + 8 and len(st.hands[2]) == 2 and st.turn == 2 and st.colour == GREEN
    st = table(["W4 r1", "W4 y2 y3", "g4 g5", "y1 y4"], top="r7", options=o)
    act(st, Play(0, WD4, colour=BLUE))
    act(st, Play(1, WD4, colour=GREEN))  # no blue in seat 1's hand: fair
    act(st, Challenge(2))
    assert len(st.hands[2]) == 2 + 10 and st.turn == 3


def test_U_H_STACK_with_U_TWO_the_stack_comes_back():
    st = table(["rD r1 r2", "bD b3"], top="r7", options={"stack": True})
    act(st, Play(0, parse("rD")))
    act(st, Play(1, parse("bD")))
    assert st.turn == 0 and st.pending == 4
    act(st, Draw(0))
    assert len(st.hands[0]) == 6 and st.turn == 1


def test_U_H_JUMPIN_identical_card_out_of_turn():
    st = table(["r1 b2", "g2 g3", "r7 b5 b6", "y1 y2"], top="r7", options={"jump_in": True}, turn=1)
    assert GAME.to_act(st) == [1, 2]
    assert {a.card for a in GAME.legal_actions(st, 2)} == {parse("r7")}
    ev = act(st, Play(2, parse("r7")))
    assert ev[0].data["jump_in"] and st.turn == 3 and GAME.to_act(st) == [3]
    st = table(["r1 b2", "g2 g3", "b5 b6", "y1 y2"], top="r7", options={"jump_in": True}, turn=1)
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(st, Play(0, parse("r1")))


def test_U_H_JUMPIN_with_stacking():
    st = table(["rD r1", "g2 g3", "rD b5", "y1 y2"], top="r7", options={"jump_in": True, "stack": True})
    act(st, Play(0, parse("rD")))
    act(st, Play(2, parse("rD")))  # jumps in on the identical Draw Two: the penalty grows and moves on
    assert st.pending == 4 and st.turn == 3


def test_U_H_SEVENO_seven_swaps_zero_rotates():
    st = table(["r7 r1 r2", "g2 g3", "b4 b5 b6 b8"], top="r5", options={"seven_o": True})
    legal = GAME.legal_actions(st, 0)
    assert {a.target for a in legal if isinstance(a, Play) and a.card == parse("r7")} == {1, 2}
    act(st, Play(0, parse("r7"), target=2))
    assert sorted(st.hands[0]) == sorted(cards("b4 b5 b6 b8")) and sorted(st.hands[2]) == sorted(cards("r1 r2"))
    st = table(["r0 r1", "g2 g3 g4", "b4"], top="r5", options={"seven_o": True})
    act(st, Play(0, parse("r0"), uno=True))  # receives seat 2's single card
    assert st.hands[1] == cards("r1") and st.hands[2] == cards("g2 g3 g4") and st.hands[0] == cards("b4")
    assert st.said[0]


def test_U_H_MULTI_library_sheet_example():
    """Source (library sheet): "à la suite d’un 4 jaune, un 5 jaune plus un 5 vert"."""
    st = table(["y5 g5 r1", "b2 b3"], top="y4", options={"multi": True})
    act(st, Play(0, parse("y5")))
    assert st.phase == CONTINUE and plays(st, 0) == {parse("g5")}
    act(st, Play(0, parse("g5")))
    assert st.colour == GREEN and st.turn == 1


def test_U_H_MULTI_end_run_with_pass():
    st = table(["y5 g5 r1", "b2 b3", "b4 b6"], top="y4", options={"multi": True})
    act(st, Play(0, parse("y5")))
    act(st, Pass(0))
    assert st.turn == 1 and st.colour == YELLOW


def test_U_H_MULTI_no_run_after_a_drawn_card():
    """U-DRAW wins over the house rule: "If playable, that card can be played, but the player may not play a card
    from his hand after the draw"."""
    for opt in ("multi", "suites"):
        st = table(["g5 y6 b1", "b2 b3"], top="y4", draw="y5", options={opt: True})
        act(st, Draw(0))
        act(st, Play(0, parse("y5")))
        assert st.phase == PLAY and st.turn == 1, opt
        assert sorted(st.hands[0]) == sorted(cards("g5 y6 b1"))


def test_U_H_MULTI_with_U_H_SEVENO_a_seven_ends_the_run():
    st = table(["r7 b7 y2", "g1 g2", "b4 b5"], top="r4", options={"multi": True, "seven_o": True})
    act(st, Play(0, parse("r7"), target=2))
    assert st.phase == PLAY and st.turn == 1 and sorted(st.hands[0]) == sorted(cards("b4 b5"))


def test_U_H_DRAWUNTIL_with_U_H_FORCEPLAY_the_playable_card_is_played():
    st = table(["b1 b2", "g3 g4"], top="r7", draw="b5 g6 r2", options={"draw_until": True, "force_play": True})
    act(st, Draw(0))
    assert [type(a) for a in GAME.legal_actions(st, 0)] == [Play] and st.drawn == parse("r2")


def test_U_H_DRAWUNTIL_draws_until_playable():
    st = table(["b1 b2", "g3 g4"], top="r7", draw="b5 g6 r2", options={"draw_until": True})
    act(st, Draw(0))
    assert len(st.hands[0]) == 5 and st.drawn == parse("r2") and st.phase == DRAWN


def test_U_H_FORCEPLAY_drawn_playable_card_must_be_played():
    st = table(["b1 b2", "g3 g4"], top="r7", draw="r2", options={"force_play": True})
    act(st, Draw(0))
    assert Pass(0) not in GAME.legal_actions(st, 0)
    with pytest.raises(IllegalAction, match="must be"):
        GAME.apply(st, Pass(0))


def test_U_H_SUITES_source_run():
    """Source: "6 rouge, 5 rouge, 5 rouge, 4 rouge, 4 vert, 5 vert"."""
    st = table(["r6 r5 r5 r4 g4 g5 b9", "y1 y2"], top="r8", options={"suites": True})
    for code in ["r6", "r5", "r5", "r4", "g4", "g5"]:
        act(st, Play(0, parse(code)))
    assert st.hands[0] == cards("b9") and st.colour == GREEN
    assert st.phase == PLAY and st.turn == 1


def test_U_H_DOWNPOUR_every_other_draws():
    st = table(["P2 r1", "g3 g4", "b1 b2"], top="r7", options={"downpour": True})
    act(st, Play(0, parse("P2"), colour=BLUE))
    assert [len(h) for h in st.hands] == [1, 4, 4] and st.turn == 1 and st.colour == BLUE


def test_U_H_EXTREME_launcher_gives_zero_to_eight():
    counts = Counter()
    for seed in range(300):
        st = table(["b1 b2", "g3 g4"], top="r7", options={"extreme": True}, seed=seed)
        ev = act(st, Draw(0))
        counts[[e.data["count"] for e in ev if e.kind == "drew"][0]] += 1
        assert st.turn == 1
    assert set(counts) <= set(range(9)) and counts[0] + counts[1] > 150
    with pytest.raises(Exception, match="launcher"):
        make_options({"extreme": True, "draw_until": True}, 3)


def test_U_H_EXTREME_launcher_odds_as_the_rules_page_says():
    """The odds printed on the rules page (none 36 %, one 30 %, two 12 %, three 8 %, four 5 %, five 4 %, six 2 %,
    seven 2 %, eight 1 %), measured over 4000 presses."""
    page = [36, 30, 12, 8, 5, 4, 2, 2, 1]
    st = table(["b1 b2", "g3 g4"], top="r7", options={"extreme": True}, seed=77)
    counts = [0] * 9
    presses = 4000
    for _ in range(presses):
        seat = st.turn
        ev = GAME.apply(st, Draw(seat))[1]
        got = [e.data["cards"] for e in ev if e.kind == "drew"][0]
        counts[len(got)] += 1
        for c in got:  # give the cards back so the pile never runs out
            st.hands[seat].remove(c)
            st.draw.append(c)
    for k in range(9):
        assert abs(100 * counts[k] / presses - page[k]) < 2.5, (k, counts)


# ------------------------------------------------------------------ views and misc

def test_view_hides_other_hands():
    st = table(["r1 r2", "g2 g3 g4", "b1"], top="r7")
    v = GAME.view(st, 1)
    assert v.hand == tuple(cards("g2 g3 g4")) and v.counts == (2, 3, 1)
    assert not hasattr(v, "hands")


def test_illegal_action_leaves_state_unchanged():
    st = table(["r1 y2", "g2 g3"], top="r7")
    before = GAME.clone(st)
    for bad in (Play(0, parse("y2")), Play(1, parse("g2")), Pass(0), Challenge(0), CallUno(1), Catch(1, 0),
                Colour(0, 1), Play(0, parse("b9"))):
        with pytest.raises(IllegalAction):
            GAME.apply(st, bad)
        assert st == before


def test_points_values():
    assert points(cards("r9 bS yR gD W W4 r0")) == 9 + 20 * 3 + 100


def test_describe_every_event_kind():
    from tests.uno.helpers import seats
    st = table(["W4 r1 b1", "g2 g3", "g4 g6"], top="r7")
    ev = act(st, Play(0, WD4, colour=BLUE)) + act(st, Challenge(1))
    lines = [GAME.describe(e, seats(3)).english() for e in ev]
    assert "P0 plays Wild Draw Four." in lines and any("bluff" in x for x in lines)


def test_U_DEALER_the_log_opens_with_the_draws_for_the_deal_and_the_first_card():
    """The set-up has no action, yet the log shows it: each seat's draw for the deal (and the redraws after a
    tie), who deals, the first card."""
    from cafegames.engine.seats import Seat
    from cafegames.games.uno.game import GAME as UNO

    seats = [Seat(n) for n in ("Ann", "Bob", "Cleo", "Dan")]
    ties = 0
    for seed in range(40):
        options = UNO.make_options({}, 4)
        events = UNO.opening_events(options, seats, seed)
        state = UNO.setup(options, seats, seed)
        draws = [(e.seat, e.data["card"]) for e in events if e.kind == "dealer_draw"]
        assert draws == [pair for drawn in state.dealer_draws for pair in drawn]
        start = next(e for e in events if e.kind == "hand_start")
        assert start.data["dealer"] == state.dealer and start.data["hand"] == 1
        first = next(e for e in events if e.kind == "first_card")
        assert first.data["card"] == state.discard[0]
        lines = [UNO.describe(e, seats).english() for e in events]
        assert lines[0].startswith("Ann draws ") and lines[0].endswith(" to choose the dealer.")
        assert f"Hand 1: {seats[state.dealer].name} deals." in lines
        if len(state.dealer_draws) > 1:
            ties += 1
            assert any("draws again after a tie" in line for line in lines)
    assert ties > 0  # the redraw lines were seen


def test_U_H_JUMPIN_only_the_seat_holding_the_identical_card_may_jump_in():
    st = table(["r1 b2", "g2 g3", "r7 b5 b6", "y1 y2"], top="r7", options={"jump_in": True}, turn=1)
    assert GAME.legal_actions(st, 0) == [] and GAME.legal_actions(st, 3) == []
    with pytest.raises(IllegalAction):
        GAME.apply(st, Play(3, parse("r7")))


def test_U_UNO_a_call_is_refused_with_the_reason_and_otherwise_recorded():
    st = table(["r1 r2 r3", "g2 g3", "g4 g6"], top="r7")
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(st, CallUno(0))
    assert said(refused.value.message) == "UNO is called when you hold one card."
    st = table(["r1 r2", "r3 g3", "g4 g6"], top="r7")
    act(st, Play(0, parse("r1")))
    act(st, Play(1, parse("r3")))  # the next seat began its turn: too late
    with pytest.raises(IllegalAction) as late:
        GAME.apply(st, CallUno(0))
    assert said(late.value.message) == "Too late to call UNO now, or already called."
    st = table(["r1 r2", "g2 g3", "g4 g6"], top="r7")
    act(st, Play(0, parse("r1")))
    ev = act(st, CallUno(0))
    assert [(e.kind, e.seat, e.data) for e in ev] == [("uno", 0, {"with_play": False})]
    assert st.said[0] is True and st.offender == -1 and st.tally[0][1] == 1


def test_clone_shares_no_list_with_the_original():
    # the hard bot searches on clones: a list shared with the match's state would change the match
    st = table(["r1 r2", "g2 g3", "g4 g6"], top="r7")
    act(st, Play(0, parse("r1")))
    copy = clone(st)
    assert copy == st
    shared = [f.name for f in attrs.fields(type(st))
              if isinstance(getattr(st, f.name), (list, dict)) and getattr(copy, f.name) is getattr(st, f.name)]
    assert shared == []
    assert all(a is not b for a, b in zip(copy.hands, st.hands, strict=True))
    assert all(a is not b for a, b in zip(copy.tally, st.tally, strict=True))


def test_view_shows_the_public_table_and_only_the_seats_own_hand_and_drawn_card():
    st = table(["r1 r2", "g2 g3", "g4 g6"], top="r7", direction=-1, dealer=1, draw="r9")
    st.out[2] = True
    st.last_hand = (1, False, (), (0, 5, 0))
    act(st, Draw(0))
    mine, other, public = GAME.view(st, 0), GAME.view(st, 1), GAME.public_view(st)
    assert mine.drawn == parse("r9") and other.drawn == -1 and public.drawn == -1
    assert mine.hand == tuple(st.hands[0]) and public.hand == () and other.hand == tuple(st.hands[1])
    for v in (mine, other, public):
        assert (v.direction, v.dealer, v.eliminated, v.last_hand) == (-1, 1, (False, False, True), st.last_hand)


def test_U_MATCH_a_wild_is_offered_in_each_of_the_four_colours():
    from cafegames.games.uno.cards import colour_name

    assert all(parse(text(c)) == c for c in standard_deck(True))
    assert [said(colour_name(c)) for c in range(4)] == ["red", "yellow", "green", "blue"]
    st = table(["W r2", "g2 g3"], top="b5")
    wild = parse("W")
    plays = [a for a in GAME.legal_actions(st, 0) if isinstance(a, Play)]
    assert sorted(a.colour for a in plays if a.card == wild and not a.uno) == [0, 1, 2, 3]
    assert all(a.colour == -1 for a in plays if a.card != wild)


def test_U_SCORE_CHALLENGE_places_follow_the_hand_each_seat_went_out_in():
    st = table(["r1", "g2", "b4"], top="r7", options={"scoring": "challenge", "target": 100})
    # seat 1 reaches 100 over two hands (60 + 50): out in hand 1; seat 2 only in hand 2 (40 + 30 + 40)
    st.history = [(0, 60, 40), (0, 50, 30), (0, 0, 40)]
    st.scores = [0, 110, 110]
    st.winners = (0,)
    assert final_places(st) == (1, 3, 2)


def test_U_MATCH_why_not_gives_the_reason_apply_would_give():
    st = table(["r1 g2 W", "g3 g4"], top="r7")
    v = GAME.view(st, 0)
    assert why_not(v, parse("r1")) is None and why_not(v, parse("W")) is None
    assert "matches neither the colour nor the number" in said(why_not(v, parse("g2")))
    assert said(why_not(v, parse("b5"))) == "You do not hold that card."
    st.out[0] = True
    assert said(why_not(GAME.view(st, 0), parse("r1"))) == "This player is out of the match."


def test_U_MATCH_refusals_say_why_in_a_catalogue_sentence():
    def reason(st, action):
        with pytest.raises(IllegalAction) as refused:
            GAME.apply(st, action)
        return said(refused.value.message)

    st = table(["r1 r2", "g2 g3"], top="r7")
    assert reason(st, object()) == "That is not an UNO move."
    assert reason(st, Draw(1)) == "It is not your turn."
    assert reason(st, Pass(0)) == "You cannot pass now."
    st.phase = OVER
    assert said(why_not(GAME.view(st, 0), parse("r1"))) == "The match is over."


def test_U_H_SEVENO_the_uno_call_follows_the_hand_held_after_the_swap():
    st = table(["r7 r1", "g2", "b4 b5"], top="r5", options={"seven_o": True})
    legal = GAME.legal_actions(st, 0)
    assert Play(0, parse("r7"), uno=True, target=1) in legal  # takes seat 1's single card
    assert Play(0, parse("r7"), uno=True, target=2) not in legal
    # U-OUT: a 0 played as the last card passes nothing, so there is no UNO to call
    st = table(["r0", "g2", "b4"], top="r5", options={"seven_o": True})
    assert not any(a.uno for a in GAME.legal_actions(st, 0) if isinstance(a, Play))


def test_U_DEALER_the_first_hand_is_dealt_by_the_winner_of_the_draw():
    for seed in range(6):
        st = GAME.setup(make_options({}, 4), [Seat(f"P{i}") for i in range(4)], seed)
        assert st.hand_no == 1 and st.dealer == choose_dealer(4, seed)[0]


def test_U_H_FORCEPLAY_a_drawn_wild_draw_four_is_not_forced_while_the_hand_holds_the_colour():
    st = table(["r1 g2", "b3 b4"], top="r5", draw="W4", options={"force_play": True})
    act(st, Draw(0))
    assert st.drawn == parse("W4") and Pass(0) in GAME.legal_actions(st, 0)
    st = table(["g1 g2", "b3 b4"], top="r5", draw="W4", options={"force_play": True})
    act(st, Draw(0))
    assert Pass(0) not in GAME.legal_actions(st, 0)
