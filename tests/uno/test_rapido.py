"""The Rapido box (U-RAPIDO, U-R-…, ../shared/rules/uno-boxes.md "Other boxes"): the box option, its deck, the UNO
card, draw-is-play, the defence, Rapido out of turn, its scoring, the computer players and the soak."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from cafegames.engine.errors import IllegalAction, SetupError
from cafegames.engine.match import Match
from cafegames.games.uno import cards as C
from cafegames.games.uno.actions import Challenge, Draw, Play
from cafegames.games.uno.bots.levels import make_bot
from cafegames.games.uno.game import GAME, describe
from cafegames.games.uno.legal import to_act, why_not
from cafegames.games.uno.options import make_options
from cafegames.games.uno.scoring import hand_row
from cafegames.games.uno.state import PENALTY, PLAY, view
from tests.uno.helpers import act, bots_play_out, cards, seats, soak_cases_where, table

R = {"box": "rapido"}


def drew(events, seat: int) -> list:
    return [e for e in events if e.kind == "drew" and e.seat == seat]


# ------------------------------------------------------------------ the box option

def test_U_RAPIDO_deck_is_the_classic_deck_plus_the_uno_card():
    deck = C.rapido_deck()
    assert len(deck) == 109
    assert Counter(deck) - Counter(C.standard_deck()) == {C.UNO: 1}
    st = GAME.setup(make_options(R, 4), seats(4), 7)
    assert st.deck_size == 109
    GAME.check_invariants(st)


def test_U_RAPIDO_the_uno_card_code_73_and_the_gaps_left_for_other_boxes():
    assert C.UNO == 73 and C.RANK[C.UNO] == 26 and C.COLOUR[C.UNO] == C.WILD_COLOUR
    assert C.N_CODES == 84
    assert [c for c in range(64, C.N_CODES) if C.IS_CARD[c]] == [64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 80, 81, 82, 83]
    assert C.text(C.UNO) == "U" and C.parse("U") == C.UNO
    assert C.name(C.UNO).text == "UNO card"


def test_U_RAPIDO_fixes_stacking_jump_in_drawing_and_scoring_with_the_reason():
    o = make_options(R, 3)
    assert o.rapido and o.scoring == "low" and o.target == 500
    assert not (o.stack or o.jump_in or o.draw_until or o.force_play or o.extreme or o.downpour)
    for key, value in (("stack", True), ("jump_in", True), ("draw_until", True), ("force_play", True),
                       ("downpour", True), ("extreme", True), ("scoring", "official"), ("scoring", "challenge")):
        with pytest.raises(SetupError) as err:
            make_options({**R, key: value}, 3)
        assert "Rapido" in err.value.message.text
    assert make_options({**R, "target": 1000}, 3).target == 1000
    assert make_options({**R, "scoring": "single"}, 3).scoring == "single"  # one hand (the ladder's figures)
    with pytest.raises(SetupError):
        make_options({**R, "teams": "partners"}, 4)


def test_U_RAPIDO_offered_in_the_variants_with_its_presets_500_and_1000():
    choice = GAME.option_variants()
    rapido = next(v for v in choice.variants if v.value == "rapido")
    assert rapido.fixed["stack"][0] is False and rapido.fixed["jump_in"][0] is False
    assert sorted(p.values["target"] for p in rapido.presets) == [500, 1000]
    for p in rapido.presets:
        assert make_options(dict(p.values), 3).rapido


def test_U_RAPIDO_named_in_the_load_list_line_and_kept_in_the_save():
    from cafegames.engine.saves.format import encode_save, migrate, parse_record

    m = Match(GAME, R, seats(3), 5)
    assert GAME.progress(m.state).text.startswith("Rapido box")
    record = parse_record(migrate(json.loads(encode_save(m))))
    assert record.options["box"] == "rapido"


# ------------------------------------------------------------------ the UNO card

def test_U_R_UNOCARD_played_on_any_card_but_draw_two_wild_draw_four_or_skip():
    for top, ok in (("r5", True), ("gR", True), ("W", True), ("rD", False), ("W4", False), ("bS", False)):
        st = table(["U r6", "g1 g2", "b1 b2"], top=top, colour=0, options=R)
        plays = [a for a in GAME.legal_actions(st, 0) if isinstance(a, Play) and a.card == C.UNO]
        assert bool(plays) == ok, top
        assert all(p.colour == -1 for p in plays)  # it names no colour
        if not ok:
            assert why_not(view(st, 0), C.UNO) is not None


def test_U_R_UNOCARD_the_next_player_draws_8_then_plays():
    st = table(["U r6 r7", "g1 g2", "b1 b2"], top="r5", options=R)
    act(st, Play(0, C.UNO))
    assert st.colour == 0  # the colour in play stays
    assert st.phase == PENALTY and st.pending == 8 and st.turn == 1
    ev = act(st, Draw(1))
    assert drew(ev, 1)[0].data["count"] == 8 and len(st.hands[1]) == 10
    assert st.phase == PLAY and st.turn == 1  # then may play
    assert any(isinstance(a, Play) for a in GAME.legal_actions(st, 1)) or st.hands[1]
    line = describe(drew(ev, 1)[0], seats(3))
    assert line is not None and "UNO card" in line.text


def test_U_R_UNOCARD_as_last_card_the_next_player_still_draws_8():
    st = table(["U", "g1 g2", "b1 b2"], top="r5", options=R)
    ev = act(st, Play(0, C.UNO))
    assert drew(ev, 1)[0].data["count"] == 8
    assert st.history[-1][0] == 0  # U-R-SCORE: the winner scores 0


def test_U_R_UNOCARD_turned_first_goes_back_into_the_pile():
    for seed in range(200):
        st = GAME.setup(make_options(R, 3), seats(3), seed)
        assert st.discard[0] != C.UNO


# ------------------------------------------------------------------ draw is play

def test_U_R_DRAWPLAY_a_drawn_card_is_kept_and_the_turn_passes():
    st = table(["g6 g7", "g1 g2", "b1 b2"], top="r5", draw="r9", options=R)
    ev = act(st, Draw(0))
    assert C.parse("r9") in st.hands[0]  # it fits, but drawing is playing
    assert st.turn == 1 and st.phase == PLAY
    assert "draw_is_play" in [e.kind for e in ev]


def test_U_R_DRAWPLAY_a_penalty_draw_of_a_draw_two_loses_the_turn():
    st = table(["rD r6", "g1 g2", "b1 b2"], top="r5", options=R)
    act(st, Play(0, C.parse("rD")))
    assert st.phase == PENALTY and st.turn == 1
    act(st, Draw(1))
    assert len(st.hands[1]) == 4 and st.turn == 2


# ------------------------------------------------------------------ the defence

def test_U_R_DEFENCE_an_identical_draw_two_of_any_colour_adds_up():
    st = table(["rD r6", "gD g2", "b1 b2"], top="r5", options=R)
    act(st, Play(0, C.parse("rD")))
    legal = GAME.legal_actions(st, 1)
    assert Play(1, C.parse("gD")) in legal and Play(1, C.parse("g2")) not in legal
    act(st, Play(1, C.parse("gD")))
    assert st.pending == 4 and st.turn == 2 and st.phase == PENALTY
    ev = act(st, Draw(2))
    assert drew(ev, 2)[0].data["count"] == 4 and st.turn == 0


def test_U_R_DEFENCE_wild_draw_four_on_wild_draw_four_makes_8_and_can_be_challenged():
    st = table(["W4 r6", "W4 g2", "b1 b2"], top="y5", colour=1, options=R)
    act(st, Play(0, C.WD4, 0))
    act(st, Play(1, C.WD4, 2))
    assert st.pending == 8 and st.turn == 2 and st.wd4_by == 1
    assert Challenge(2) in GAME.legal_actions(st, 2)


def test_U_R_DEFENCE_the_uno_card_on_the_uno_card_and_the_sum_then_plays():
    st = table(["U r6", "g2", "b1 b2"], top="r5", options=R)
    act(st, Play(0, C.UNO))
    with pytest.raises(IllegalAction):
        GAME.apply(st, Play(1, C.parse("g2")))
    # the box has one UNO card (our count): a second one, as a table with two boxes' cards would have, is the rule
    st.hands[1].append(C.UNO)
    assert Play(1, C.UNO) in GAME.legal_actions(st, 1)
    GAME.apply(st, Play(1, C.UNO))
    assert st.pending == 16 and st.turn == 2
    ev = GAME.apply(st, Draw(2))[1]
    assert drew(ev, 2)[0].data["count"] == 16
    assert st.turn == 2 and st.phase == PLAY


def test_U_R_DEFENCE_without_the_identical_card_only_taking_is_offered():
    st = table(["rD r6 r7", "r1 g2", "b1 b2"], top="r5", options=R)
    act(st, Play(0, C.parse("rD")))
    assert GAME.legal_actions(st, 1) == [Draw(1)]
    msg = why_not(view(st, 1), C.parse("r1"))
    assert msg is not None and "identical" in msg.text


# ------------------------------------------------------------------ Rapido out of turn

def test_U_R_RAPIDO_out_of_turn_by_any_seat_holding_the_identical_card():
    st = table(["g6 g7", "g1 g2", "r5 b2", "b3 b4"], top="r5", options=R)
    assert 2 in to_act(st)
    assert Play(2, C.parse("r5")) in GAME.legal_actions(st, 2)
    assert not [a for a in GAME.legal_actions(st, 3) if isinstance(a, Play)]
    ev = act(st, Play(2, C.parse("r5")))
    assert st.turn == 3  # play goes on from the next player after them
    played = next(e for e in ev if e.kind == "played")
    assert played.data["rapido"] is True
    line = describe(played, seats(4))
    assert line is not None and line.text.startswith("Rapido!")


def test_U_R_RAPIDO_a_card_of_another_colour_is_not_identical():
    st = table(["g6 g7", "g1 g2", "g5 b2"], top="r5", options=R)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(st, Play(2, C.parse("g5")))
    assert "Rapido" in err.value.message.text


def test_U_R_RAPIDO_on_ones_own_turn_the_player_plays_on():
    st = table(["r5 r6 g9", "g1 g2", "b1 b2"], top="r5", options=R)
    ev = act(st, Play(0, C.parse("r5")))
    assert "rapido_again" in [e.kind for e in ev]
    assert st.turn == 0 and st.phase == PLAY
    act(st, Play(0, C.parse("r6")))
    assert st.turn == 1


# ------------------------------------------------------------------ scoring

def test_U_R_SCORE_values_winner_0_others_their_own_cards():
    assert C.points(cards("rD"), "rapido") == 50 and C.points(cards("rD"), "classic") == 20
    assert C.points([C.UNO], "rapido") == 100
    assert C.points(cards("r7 gS bR W W4"), "rapido") == 7 + 20 + 20 + 50 + 50
    st = table(["r1", "rD g2", "U b2"], top="r5", options=R)
    assert hand_row(st, 0) == [0, 52, 102]


def test_U_R_SCORE_at_the_target_the_lowest_total_wins():
    st = table(["r1", "rD g2", "U b2"], top="r5", options={**R, "target": 100})
    st.scores = [40, 60, 0]
    st.history = [(40, 60, 0)]
    act(st, Play(0, C.parse("r1")))
    assert st.scores == [40, 112, 102]
    assert st.winners == (0,)


# ------------------------------------------------------------------ computer players, replays, the soak

@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_U_R_UNOCARD_computer_players_play_the_uno_card(level):
    st = table(["U g9", "g1 g2 g3 g4", "b1 b2 b3 b4"], top="r1", options=R)
    bot = make_bot(level, 0, 3)
    legal = GAME.legal_actions(st, 0)
    choice = bot.choose(view(st, 0), legal, True)
    assert choice in legal and isinstance(choice, Play) and choice.card == C.UNO


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_U_R_DEFENCE_computer_players_defend(level):
    wins = 0
    for seed in range(4):
        st = table(["rD r6 r7", "gD g2 g3", "b1 b2"], top="r5", options=R)
        act(st, Play(0, C.parse("rD")))
        bot = make_bot(level, 1, seed)
        legal = GAME.legal_actions(st, 1)
        choice = bot.choose(view(st, 1), legal, True)
        assert choice in legal
        wins += isinstance(choice, Play)
    assert wins >= (1 if level == "easy" else 4)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_U_R_RAPIDO_computer_players_call_rapido_out_of_turn(level):
    calls = 0
    for seed in range(10):
        st = table(["g6 g7", "g1 g2", "r5 b2 b3"], top="r5", options=R)
        bot = make_bot(level, 2, seed)
        choice = bot.choose(view(st, 2), GAME.legal_actions(st, 2), False)
        calls += choice == Play(2, C.parse("r5"))
    assert calls >= (1 if level == "easy" else 6)


def test_U_RAPIDO_bots_play_whole_matches_with_cards_conserved_and_replay_the_same():
    for seed in range(3):
        m = bots_play_out({**R, "target": 100}, seed, ("easy", "normal", "normal"), limit=5000)
        assert min(m.state.scores) == min(m.state.scores[w] for w in m.state.winners)


def test_U_RAPIDO_soak_covers_the_box():
    soak_cases_where(lambda options: options.get("box") == "rapido")


# ------------------------------------------------------------------ the table, the tips, the rules pages

def test_U_R_RAPIDO_the_table_offers_a_rapido_button_to_the_seat_on_screen(qtbot, settings):
    from cafegames.games.uno.table.scene import Scene

    st = table(["r5 b2 b3", "g6 g7", "g1 g2"], top="r5", turn=1, options=R)
    scene = Scene(GAME, seats(3), settings)
    chosen = []
    scene.action_chosen.connect(chosen.append)
    scene.show_state(0, view(st, 0), GAME.legal_actions(st, 0), [])
    assert scene.buttons["rapido"].text == "Rapido!"
    scene.finish_animations()
    scene.button_calls["rapido"]()
    assert chosen == [Play(0, C.parse("r5"))]
    st2 = table(["g5 b2 b3", "g6 g7", "g1 g2"], top="r5", turn=1, options=R)
    scene.show_state(0, view(st2, 0), GAME.legal_actions(st2, 0), [])
    assert "rapido" not in scene.buttons  # not the identical card: no Rapido


def test_U_RAPIDO_the_table_names_the_box_and_says_drawing_ends_the_turn(qtbot, settings):
    from cafegames.games.uno.table.scene import Scene

    st = table(["r6 b2 b3", "g6 g7", "g1 g2"], top="r5", options=R)
    scene = Scene(GAME, seats(3), settings)
    scene.show_state(0, view(st, 0), GAME.legal_actions(st, 0), [])
    assert scene.dynamic["info"].text.startswith("Rapido box")
    assert "draw and pass" in scene.prompt_item.text


def test_U_R_UNOCARD_art_and_a_first_time_tip_linked_to_the_rapido_section():
    from pathlib import Path

    from cafegames.games.uno import tips
    from cafegames.games.uno.table import art

    assert C.UNO in art.distinct_faces()
    svg = art.face_svg(C.UNO)
    assert "UNO" in svg and "+8" in svg and svg != art.back_svg()
    st = table(["U r6 r7", "g1 g2", "r5 b2"], top="r5", options=R)
    kinds = {t.kind: t for t in tips.moments(view(st, 0), GAME.legal_actions(st, 0), [], 0)}
    assert "rapido_unocard" in kinds and kinds["rapido_unocard"].section == "rapido-box"
    out = {t.kind for t in tips.moments(view(st, 2), GAME.legal_actions(st, 2), [], 2)}
    assert "rapido_rapido" in out
    pages = Path(__file__).resolve().parents[2] / "resources" / "rules"
    for lang in ("en", "fr"):
        page = (pages / f"uno.{lang}.html").read_text(encoding="utf-8")
        assert 'id="rapido-box"' in page and 'src="uno-rapido-uno.svg"' in page
    assert (pages / "uno-rapido-uno.svg").read_text(encoding="utf-8") == svg


def test_U_R_DEFENCE_a_first_time_tip_for_the_defence():
    from cafegames.games.uno import tips

    st = table(["rD r6 r7", "gD g2 g3", "b1 b2"], top="r5", options=R)
    act(st, Play(0, C.parse("rD")))
    found = {t.kind for t in tips.moments(view(st, 1), GAME.legal_actions(st, 1), [], 1)}
    assert "rapido_defence" in found
