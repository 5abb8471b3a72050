"""The Extreme box (U-EXTREME-BOX, U-X-…, ../shared/rules/uno-boxes.md "Other boxes"): the box option, its deck,
its cards, its values, its refusals, a caught UNO, the computer players and the soak."""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest

from cafegames.engine.errors import IllegalAction, SetupError
from cafegames.engine.match import Match
from cafegames.games.uno import cards as C
from cafegames.games.uno.actions import Catch, Colour, Draw, Play
from cafegames.games.uno.bots.levels import make_bot
from cafegames.games.uno.bots.search import Sampler
from cafegames.games.uno.game import GAME
from cafegames.games.uno.options import make_options
from cafegames.games.uno.state import FIRST_COLOUR, PLAY, view
from tests.uno.helpers import act, bots_play_out, cards, seats, soak_cases_where, table

X = {"box": "extreme", "scoring": "single"}


def drew(events, seat: int) -> list:
    return [e for e in events if e.kind == "drew" and e.seat == seat]


# ------------------------------------------------------------------ the box option

def test_U_EXTREME_BOX_deck_of_116_cards_without_0_draw_two_or_wild_draw_four():
    deck = C.extreme_deck()
    assert len(deck) == 116
    ranks = Counter(C.RANK[c] for c in deck if c < 64)
    assert ranks[0] == 0 and ranks[C.DRAW2] == 0 and C.WD4 not in deck
    assert all(ranks[r] == 8 for r in range(1, 10))
    assert ranks[C.SKIP] == ranks[C.REVERSE] == ranks[C.TIMES2] == 8
    assert ranks[C.SHOW] == ranks[C.SWAP] == 4
    assert Counter(c for c in deck if c >= 64) == {C.WILD: 4, C.UNTIL: 4, C.EACH: 4}
    st = GAME.setup(make_options({"box": "extreme"}, 3), seats(3), 7)
    assert st.deck_size == 116
    GAME.check_invariants(st)


def test_U_EXTREME_BOX_the_launcher_for_every_draw_and_no_stacking_or_jump_in():
    o = make_options({"box": "extreme"}, 3)
    assert o.extreme and not o.stack and not o.jump_in
    for key in ("stack", "jump_in", "draw_until", "force_play", "downpour"):
        with pytest.raises(SetupError):
            make_options({"box": "extreme", key: True}, 3)
    st = table(["r5 r6", "g1 g2", "b1 b2"], top="r1", options=X)
    ev = act(st, Draw(0))
    assert drew(ev, 0)[0].data["reason"] == "launcher"


def test_an_unknown_box_is_refused():
    with pytest.raises(SetupError):
        make_options({"box": "mystery"}, 3)


def test_a_save_without_a_box_is_classic():
    assert make_options({}, 3).box == "classic"
    m = Match.replay(GAME, {"scoring": "single"}, seats(3), 11, [])
    assert m.state.options.box == "classic" and m.state.deck_size == 108


def test_U_EXTREME_BOX_named_in_the_load_list_line_and_kept_in_the_save():
    import json

    from cafegames.engine.saves.format import encode_save, migrate, parse_record

    m = Match(GAME, {"box": "extreme"}, seats(3), 5)
    assert GAME.progress(m.state).text.startswith("Extreme box")
    assert GAME.progress(Match(GAME, {}, seats(3), 5).state).text.startswith("Hand")
    record = parse_record(migrate(json.loads(encode_save(m))))
    assert record.options["box"] == "extreme"
    assert record.progress is not None and record.progress.text.startswith("Extreme box")


def test_U_EXTREME_BOX_offered_in_the_variants_with_its_presets_and_fixed_options():
    choice = GAME.option_variants()
    assert choice.key == "box"
    assert [v.value for v in choice.variants] == ["classic", "deluxe", "extreme", "rapido"]
    extreme = choice.variants[2]
    assert extreme.fixed["stack"][0] is False and extreme.fixed["jump_in"][0] is False
    assert extreme.fixed["extreme"][0] is True
    assert extreme.presets and all(p.values["box"] == "extreme" for p in extreme.presets)
    for p in extreme.presets:
        make_options(dict(p.values), 3)


# ------------------------------------------------------------------ the new cards

def test_U_X_TIMES2_the_next_player_presses_twice_and_loses_the_turn():
    st = table(["rX r6", "g1 g2", "b1 b2"], top="r1", options=X)
    ev = act(st, Play(0, C.parse("rX")))
    presses = drew(ev, 1)
    assert len(presses) == 2 and all(e.data["reason"] == "launcher" for e in presses)
    assert st.turn == 2 and st.phase == PLAY


def test_U_X_UNTIL_the_next_player_presses_until_cards_then_the_one_after_names_the_colour():
    st = table(["WU r6", "g1 g2", "b1 b2"], top="r1", options=X)
    with pytest.raises(IllegalAction):
        GAME.apply(st, Play(0, C.UNTIL, 2))  # the player of x??? names no colour
    ev = act(st, Play(0, C.UNTIL))
    presses = drew(ev, 1)
    assert presses and presses[-1].data["count"] > 0 and all(e.data["count"] == 0 for e in presses[:-1])
    assert st.phase == FIRST_COLOUR and st.turn == 2 and st.colour == -1
    with pytest.raises(IllegalAction, match=re.escape("x???")):
        GAME.apply(st, Draw(2))
    act(st, Colour(2, 3))
    assert st.phase == PLAY and st.turn == 2 and st.colour == 3


def test_U_X_EACH_every_player_presses_once_the_one_who_played_it_included():
    st = table(["WE r6", "g1 g2", "b1 b2"], top="r1", options=X)
    ev = act(st, Play(0, C.EACH, 1))
    assert [e.seat for e in ev if e.kind == "drew"] == [1, 2, 0]
    assert st.turn == 1 and st.colour == 1


def test_U_X_SHOW_every_hand_is_shown_to_all_until_the_next_play():
    st = table(["rV r6 r7", "g1 g2", "b1 b2"], top="r1", options=X)
    act(st, Play(0, C.parse("rV")))
    shown = (tuple(cards("r6 r7")), tuple(cards("g1 g2")), tuple(cards("b1 b2")))
    for seat in range(3):
        assert view(st, seat).shown == shown
    act(st, Draw(1))
    assert view(st, 2).shown == shown  # a draw is no play: the hands as shown stay on the table
    st2 = table(["rV r6 r7", "r1 g2", "b1 b2"], top="r1", options=X)
    act(st2, Play(0, C.parse("rV")))
    act(st2, Play(1, C.parse("r1")))
    assert view(st2, 0).shown == ()


def test_U_X_SWAP_the_player_swaps_hands_with_a_player_of_their_choice():
    st = table(["rT r6 r7", "g1 g2", "b1 b2 b3 b4"], top="r1", options=X)
    legal = GAME.legal_actions(st, 0)
    assert {a.target for a in legal if isinstance(a, Play) and a.card == C.parse("rT")} == {1, 2}
    with pytest.raises(IllegalAction):
        GAME.apply(st, Play(0, C.parse("rT")))  # a target is needed
    act(st, Play(0, C.parse("rT"), target=2))
    assert sorted(st.hands[0]) == sorted(cards("b1 b2 b3 b4")) and sorted(st.hands[2]) == sorted(cards("r6 r7"))
    assert st.turn == 1


def test_U_X_SCORE_numbers_face_value_reverse_skip_x2_20_swap_show_30_wilds_50():
    assert C.points(cards("r7 g1")) == 8
    assert [C.POINTS[C.parse(x)] for x in ("rR", "gS", "bX", "yT", "rV", "W", "WE", "WU")] == [
        20, 20, 20, 30, 30, 50, 50, 50]


def test_U_X_CATCH_a_caught_uno_is_two_presses_of_the_launcher():
    st = table(["r6 r7", "g1 g2", "b1 b2"], top="r1", options=X)
    act(st, Play(0, C.parse("r6")))  # down to one card without a call
    ev = act(st, Catch(1, 0))
    presses = drew(ev, 0)
    assert len(presses) == 2 and all(e.data["reason"] == "launcher" for e in presses)


def test_the_extreme_cards_have_names_and_short_codes():
    for c in (C.UNTIL, C.EACH, *(C.card(col, r) for col in C.COLOURS for r in (C.TIMES2, C.SHOW, C.SWAP))):
        assert C.parse(C.text(c)) == c
        assert C.name(c).text


# ------------------------------------------------------------------ computer players

@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("card", ["rX", "rV", "rT", "WU", "WE"])
def test_computer_players_play_every_extreme_card(level, card):
    st = table([f"{card} g9", "g1 g2 g3 g4", "b1 b2 b3 b4"], top="r1", options=X)
    bot = make_bot(level, 0, 3)
    legal = GAME.legal_actions(st, 0)
    choice = bot.choose(view(st, 0), legal, True)
    assert choice in legal
    assert isinstance(choice, Play) and choice.card == C.parse(card)  # the only card that fits


def test_U_X_SHOW_the_hard_search_deals_what_was_shown_and_only_that():
    st = table(["rV r6 r7", "g1 g2", "b1 b2"], top="r1", options=X)
    act(st, Play(0, C.parse("rV")))
    act(st, Draw(1))
    v = view(st, 2)
    sampler = Sampler(v)
    assert sampler.consistent()
    for i in range(20):
        hands, _ = sampler.deal(random.Random(i))
        assert not Counter(cards("r6 r7")) - Counter(hands[0])
        assert not Counter(cards("g1 g2")) - Counter(hands[1])
        assert len(hands[1]) == v.counts[1]
    hidden = table(["r6 r7", "g1 g2", "b1 b2"], top="r1", options=X)
    assert view(hidden, 2).shown == ()


def test_U_EXTREME_BOX_bots_play_whole_matches_with_cards_conserved_and_replay_the_same():
    for seed in range(3):
        bots_play_out({"box": "extreme", "scoring": "single"}, seed, ("easy", "normal", "normal"))


def test_U_EXTREME_BOX_soak_covers_the_box():
    soak_cases_where(lambda options: options.get("box") == "extreme")


def test_U_EXTREME_BOX_a_first_time_tip_for_each_new_card_links_to_the_extreme_section():
    from cafegames.games.uno import tips

    st = table(["rX rV rT WU WE", "g1 g2", "b1 b2"], top="r1", options=X)
    found = tips.moments(view(st, 0), GAME.legal_actions(st, 0), [], 0)
    kinds = {t.kind for t in found}
    assert kinds == {"extreme_x2", "extreme_show", "extreme_swap", "extreme_until", "extreme_each"}
    assert all(t.section == "extreme-box" and t.text.text and isinstance(t.anchor, Play) for t in found)
    pages = Path(__file__).resolve().parents[2] / "resources" / "rules"
    page = (pages / "uno.en.html").read_text(encoding="utf-8")
    assert 'id="extreme-box"' in page and 'id="extreme-box"' in (pages / "uno.fr.html").read_text(encoding="utf-8")
    for name in ("x2", "until", "each", "show", "swap"):
        assert f'src="uno-extreme-{name}.svg"' in page


def test_U_X_SHOW_the_table_lays_the_shown_hands_face_up(qtbot, settings):
    from cafegames.games.uno.table.card_item import CardItem
    from cafegames.games.uno.table.scene import Scene

    st = table(["rV r6 r7", "g1 g2", "b1 b2 b3"], top="r1", options=X)
    act(st, Play(0, C.parse("rV")))
    scene = Scene(GAME, seats(3), settings)
    scene.show_state(0, view(st, 0), GAME.legal_actions(st, 0), [])
    shown = [k for k in scene.dynamic if isinstance(k, tuple) and k[0] == "shown"]
    assert sorted((k[1], k[3]) for k in shown) == sorted(
        [(1, c) for c in cards("g1 g2")] + [(2, c) for c in cards("b1 b2 b3")])
    assert all(isinstance(scene.dynamic[k], CardItem) for k in shown)
    hidden = table(["r6 r7", "g1 g2", "b1 b2"], top="r1", options=X)
    scene.show_state(0, view(hidden, 0), GAME.legal_actions(hidden, 0), [])
    assert not [k for k in scene.dynamic if isinstance(k, tuple) and k[0] == "shown"]
