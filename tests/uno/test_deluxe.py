"""The Deluxe box (U-DELUXE, U-DX-…, ../shared/rules/uno-boxes.md "Other boxes"): the box option, its deck, its
cards, its values, its refusals, the computer players, saves and the soak."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cafegames.engine.errors import IllegalAction, SetupError
from cafegames.engine.match import Match
from cafegames.games.uno import cards as C
from cafegames.games.uno.actions import Challenge, Draw, Play
from cafegames.games.uno.bots.levels import make_bot
from cafegames.games.uno.game import GAME
from cafegames.games.uno.options import make_options
from cafegames.games.uno.state import PENALTY, PLAY, view
from tests.uno.helpers import act, bots_play_out, cards, seats, soak_cases_where, table

D = {"box": "deluxe", "scoring": "single"}
J = {**D, "deluxe_joker": True}
P = C.parse


def drew(events, seat: int) -> int:
    return sum(e.data["count"] for e in events if e.kind == "drew" and e.seat == seat)


# ------------------------------------------------------------------ the box

def test_U_DELUXE_deck_of_124_cards_the_classic_deck_and_the_new_cards():
    deck = C.deluxe_deck()
    assert len(deck) == 124
    count = Counter(deck)
    assert count[C.EXCHANGE] == 2 and count[C.BOOMERANG] == 4 and count[C.WD4T] == 2
    assert all(count[C.DRAW2T + col] == 1 for col in C.COLOURS)
    assert not Counter(C.standard_deck()) - count
    st = GAME.setup(make_options({"box": "deluxe"}, 3), seats(3), 7)
    assert st.deck_size == 124
    GAME.check_invariants(st)


def test_U_DELUXE_values_purple_cards_30_and_targeted_cards_as_their_ordinary_ones():
    assert C.points([C.EXCHANGE]) == C.points([C.BOOMERANG]) == 30
    assert C.points([C.WD4T]) == C.points([C.WD4]) == 50
    assert all(C.points([C.DRAW2T + col]) == 20 for col in C.COLOURS)


def test_U_DELUXE_cards_have_colours_names_and_short_codes_and_the_gaps_are_no_cards():
    for c in (C.EXCHANGE, C.BOOMERANG, C.WD4T, *(C.DRAW2T + col for col in C.COLOURS)):
        assert C.IS_CARD[c] and C.parse(C.text(c)) == c and C.name(c).text
    assert [C.COLOUR[C.DRAW2T + col] for col in C.COLOURS] == [0, 1, 2, 3]
    assert C.IS_WILD[C.EXCHANGE] and not C.IS_WILD[C.DRAW2T]
    assert C.name(P("gQ")).text == "green +2?"
    assert not any(C.IS_CARD[c] for c in range(74, 80))  # (73 is the Rapido box's UNO card)


def test_U_DELUXE_options_the_downpour_cards_and_no_stacking_and_the_joker_only_in_deluxe():
    o = make_options({"box": "deluxe"}, 3)
    assert o.downpour and not o.stack and not o.deluxe_joker
    for values in ({"box": "deluxe", "stack": True}, {"box": "deluxe", "downpour": False},
                   {"deluxe_joker": True}, {"box": "extreme", "deluxe_joker": True}):
        with pytest.raises(SetupError) as err:
            make_options(values, 3)
        assert err.value.message.text
    assert make_options(J, 3).deluxe_joker


def test_U_DELUXE_offered_in_the_variants_with_its_presets():
    choice = GAME.option_variants()
    deluxe = next(v for v in choice.variants if v.value == "deluxe")
    assert deluxe.fixed["stack"][0] is False and deluxe.fixed["downpour"][0] is True
    assert deluxe.presets and all(p.values["box"] == "deluxe" for p in deluxe.presets)
    for p in deluxe.presets:
        make_options(dict(p.values), 3)
    classic = next(v for v in choice.variants if v.value == "classic")
    assert classic.fixed["deluxe_joker"][0] is False


def test_U_DELUXE_named_in_the_save_and_replayed():
    import json

    from cafegames.engine.saves.format import encode_save, migrate, parse_record

    m = Match(GAME, {"box": "deluxe"}, seats(3), 5)
    record = parse_record(migrate(json.loads(encode_save(m))))
    assert record.options["box"] == "deluxe"
    assert record.progress is not None and record.progress.text.startswith("Deluxe box")


# ------------------------------------------------------------------ the new cards

def test_U_DX_EXCHANGE_passes_every_hand_on_and_keeps_the_colour():
    st = table(["WX g9 g8", "b1 b2", "y1 y2 y3 y4"], top="r1", options=D)
    plays = [a for a in GAME.legal_actions(st, 0) if isinstance(a, Play) and a.card == C.EXCHANGE]
    assert plays and all(p.colour == -1 for p in plays)  # playable on anything, names no colour
    act(st, Play(0, C.EXCHANGE))
    assert sorted(st.hands[1]) == sorted(cards("g9 g8"))  # each hand to the next player
    assert sorted(st.hands[2]) == sorted(cards("b1 b2"))
    assert sorted(st.hands[0]) == sorted(cards("y1 y2 y3 y4"))
    assert st.colour == 0 and st.turn == 1


def test_U_DX_EXCHANGE_the_uno_call_counts_the_hand_received():
    st = table(["WX g9", "b1 b2", "y1"], top="r1", options=D)
    assert any(isinstance(a, Play) and a.card == C.EXCHANGE and a.uno for a in GAME.legal_actions(st, 0))


def test_U_DX_BOOMERANG_sends_a_draw_two_back_to_its_player():
    st = table(["rD r9 r8", "WB b2 b3", "y1 y2"], top="r1", options=D, draw="g1 g2 b9")
    act(st, Play(0, P("rD")))
    assert st.phase == PENALTY and st.turn == 1 and st.pending == 2 and st.hit_by == 0
    ev = act(st, Play(1, C.BOOMERANG))
    assert drew(ev, 0) == 2 and drew(ev, 1) == 0
    assert st.turn == 2 and st.phase == PLAY and st.colour == 0
    act(st, Draw(2))
    assert st.turn == 1  # the Draw Two's player loses their next turn


def test_U_DX_BOOMERANG_sends_a_skip_back():
    st = table(["rS r9 r8", "WB b2 b3", "y1 y2"], top="r1", options=D, draw="b9")
    act(st, Play(0, P("rS")))
    assert st.phase == PENALTY and st.turn == 1 and st.pending == 0
    act(st, Play(1, C.BOOMERANG))
    assert st.turn == 2
    ev = act(st, Draw(2))
    assert [e.seat for e in ev if e.kind == "skipped"] == [0] and st.turn == 1


def test_U_DX_BOOMERANG_a_hit_player_without_one_takes_it_and_loses_the_turn():
    st = table(["rS r9 r8", "b1 b2 b3", "y1 y2"], top="r1", options=D)
    act(st, Play(0, P("rS")))
    assert st.phase == PENALTY and GAME.legal_actions(st, 1) == [Draw(1)]  # the table tells nothing of the hand
    ev = act(st, Draw(1))
    assert drew(ev, 1) == 0 and st.turn == 2


def test_U_DX_BOOMERANG_is_never_played_otherwise():
    st = table(["WB r9", "b1 b2", "y1 y2"], top="r1", options=D)
    assert not any(isinstance(a, Play) and a.card == C.BOOMERANG for a in GAME.legal_actions(st, 0))
    with pytest.raises(IllegalAction) as err:
        GAME.apply(st, Play(0, C.BOOMERANG))
    assert "Boomerang" in err.value.message.text


def test_U_DX_BOOMERANG_is_not_played_on_a_boomerang_either():
    """After a Boomerang's answer it lies on the pile: the next player's Boomerang does not match it by symbol."""
    st = table(["rD r9 r8", "WB b2 b3", "WB y2"], top="r1", options=D, draw="g1 g2 b9")
    act(st, Play(0, P("rD")))
    act(st, Play(1, C.BOOMERANG))
    assert st.discard[-1] == C.BOOMERANG and st.turn == 2 and st.phase == PLAY
    assert not any(isinstance(a, Play) and a.card == C.BOOMERANG for a in GAME.legal_actions(st, 2))
    with pytest.raises(IllegalAction) as err:
        GAME.apply(st, Play(2, C.BOOMERANG))
    assert "Boomerang" in err.value.message.text


def test_U_DX_BOOMERANG_as_the_last_card_still_sends_the_draw_back():
    st = table(["WT r9 r8", "WB", "y1 y2"], top="r1", options=D)
    act(st, Play(0, C.WD4T, colour=2, target=1))
    ev = act(st, Play(1, C.BOOMERANG))
    assert drew(ev, 0) == 4 and st.winners == (1,)


def test_U_DX_TARGET_a_plus2_hits_the_chosen_player_who_loses_their_next_turn():
    st = table(["rQ r9 r8", "b1 b2", "y1 y2", "g1 g2"], top="r1", options=D, draw="g3 g4 b9")
    targets = {a.target for a in GAME.legal_actions(st, 0) if isinstance(a, Play) and a.card == P("rQ")}
    assert targets == {1, 2, 3}
    act(st, Play(0, P("rQ"), target=2))
    assert st.phase == PENALTY and st.turn == 2 and st.pending == 2
    ev = act(st, Draw(2))
    assert drew(ev, 2) == 2 and st.turn == 1  # play goes on after the card's player
    act(st, Draw(1))
    assert st.turn == 3  # seat 2 loses its next turn


def test_U_DX_TARGET_the_next_player_chosen_is_skipped_at_once():
    st = table(["rQ r9 r8", "b1 b2", "y1 y2"], top="r1", options=D)
    act(st, Play(0, P("rQ"), target=1))
    ev = act(st, Draw(1))
    assert drew(ev, 1) == 2 and st.turn == 2 and st.owed == 0


def test_U_DX_TARGET_needs_a_target_and_matches_its_colour_or_another_plus2():
    st = table(["rQ gQ r8", "b1 b2", "y1 y2"], top="r1", options=D)
    with pytest.raises(IllegalAction):
        GAME.apply(st, Play(0, P("rQ")))
    with pytest.raises(IllegalAction):
        GAME.apply(st, Play(0, P("rQ"), target=0))
    legal = {a.card for a in GAME.legal_actions(st, 0) if isinstance(a, Play)}
    assert P("rQ") in legal and P("gQ") not in legal
    st2 = table(["gQ r8", "b1 b2", "y1 y2"], top="rQ", options=D)
    assert P("gQ") in {a.card for a in GAME.legal_actions(st2, 0) if isinstance(a, Play)}


def test_U_DX_TARGET_the_chosen_victim_of_a_plus4_may_challenge():
    st = table(["WT r9 r8", "b1 b2", "y1 y2", "g1 g2"], top="r1", options=D)
    act(st, Play(0, C.WD4T, colour=2, target=2))  # a bluff: red was held
    assert Challenge(2) in GAME.legal_actions(st, 2)
    ev = act(st, Challenge(2))
    assert drew(ev, 0) == 4 and st.turn == 1 and st.phase == PLAY


def test_U_DX_DOWNPOUR_the_downpour_cards_are_in_the_box():
    deck = Counter(C.deluxe_deck())
    assert deck[C.DOWN1] == 2 and deck[C.DOWN2] == 2
    st = table(["P2 r9", "b1 b2", "y1 y2"], top="r1", options=D)
    ev = act(st, Play(0, C.DOWN2, colour=3))
    assert drew(ev, 1) == drew(ev, 2) == 2


def test_U_DX_JOKER_a_wild_cancels_a_draw_card():
    st = table(["rD r9 r8", "W b2 b3", "y1 y2"], top="r1", options=J)
    act(st, Play(0, P("rD")))
    ev = act(st, Play(1, C.WILD, colour=3))
    assert drew(ev, 1) == 0 and st.turn == 2 and st.colour == 3 and st.phase == PLAY
    plain = table(["rD r9 r8", "W b2 b3", "y1 y2"], top="r1", options=D)
    act(plain, Play(0, P("rD")))
    assert GAME.legal_actions(plain, 1) == [Draw(1)]  # without the option the Wild is no answer
    skip = table(["rS r9 r8", "W b2 b3", "y1 y2"], top="r1", options=J)
    act(skip, Play(0, P("rS")))
    assert GAME.legal_actions(skip, 1) == [Draw(1)]  # only draw cards are cancelled


# ------------------------------------------------------------------ computer players, saves, soak

@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("card", ["WX", "rQ", "WT"])
def test_U_DELUXE_computer_players_play_every_new_card(level, card):
    st = table([f"{card} g9", "g1 g2 g3 g4", "b1 b2 b3 b4"], top="r1", options=D)
    if card == "WX":
        st.hands[2] = cards("b1")  # an Exchange is worth it when the hand it brings is smaller
        st.draw += cards("b2 b3 b4")
    bot = make_bot(level, 0, 3)
    legal = GAME.legal_actions(st, 0)
    choice = bot.choose(view(st, 0), legal, True)
    assert choice in legal
    assert isinstance(choice, Play) and choice.card == P(card)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_U_DX_BOOMERANG_computer_players_send_a_draw_back(level):
    st = table(["rD r9 r8", "WB b2 b3", "y1 y2"], top="r1", options=D)
    act(st, Play(0, P("rD")))
    legal = GAME.legal_actions(st, 1)
    choices = [make_bot(level, 1, seed).choose(view(st, 1), legal, True) for seed in range(6 if level == "easy" else 1)]
    assert all(c in legal for c in choices)
    assert any(isinstance(c, Play) and c.card == C.BOOMERANG for c in choices)


def test_U_DX_EXCHANGE_normal_draws_rather_than_pass_its_small_hand_on_for_a_bigger_one():
    """The Exchange as the only card that fits is kept when the hand it brings is bigger (it gave a hand of 2 for
    one of 6, in play and in the hard player's playouts); it is played when the hand it brings is no bigger (drawing
    would add a card), or as the last card."""
    from cafegames.games.uno.bots import policy

    st = table(["bS b2 WX", "y1 y2 y3 y4 y5 y6"], top="g7", options=D)
    legal = GAME.legal_actions(st, 0)
    for level in ("normal", "hard"):
        assert make_bot(level, 0, 3).choose(view(st, 0), legal, True) == Draw(0), level
    assert policy.playout_action(st, random.Random(1)) == Draw(0)
    st.hands[1] = cards("y1 y2")
    legal = GAME.legal_actions(st, 0)
    assert make_bot("normal", 0, 3).choose(view(st, 0), legal, True).card == C.EXCHANGE
    assert policy.playout_action(st, random.Random(1)).card == C.EXCHANGE
    last = table(["WX", "y1 y2 y3"], top="g7", options=D)
    assert make_bot("normal", 0, 3).choose(view(last, 0), GAME.legal_actions(last, 0), True).card == C.EXCHANGE


def test_U_DX_EXCHANGE_hard_remembers_the_hand_it_passed_on():
    """At two seats an Exchange gives the opponent the hard player's hand (its own Exchange, or the opponent's):
    its imagined deals give the opponent those cards, less the ones it has played since (they were dealt at
    random)."""
    from cafegames.games.uno.bots.passed import Passed
    from cafegames.games.uno.bots.search import Sampler

    st = table(["WX r2 g5 b7 b8", "y1 y2"], top="r1", options=D)
    memory = Passed()
    memory.observe(view(st, 0))
    memory.played(C.EXCHANGE)
    act(st, Play(0, C.EXCHANGE))
    act(st, Play(1, P("r2")))
    memory.observe(view(st, 0))
    assert sorted(memory.held(view(st, 0))[1]) == sorted(st.hands[1]) == sorted(cards("g5 b7 b8"))
    hands, _ = Sampler(view(st, 0), held=memory.held(view(st, 0))).deal(random.Random(1))
    assert sorted(hands[1]) == sorted(st.hands[1])

    st = table(["r3 g5 b7", "WX y1 y2 y3 y4 y5"], top="r1", options=D)
    memory = Passed()
    memory.observe(view(st, 0))
    memory.played(P("r3"))
    act(st, Play(0, P("r3")))
    act(st, Play(1, C.EXCHANGE))
    memory.observe(view(st, 0))
    assert sorted(memory.held(view(st, 0))[1]) == sorted(st.hands[1]) == sorted(cards("g5 b7"))


def test_U_DELUXE_the_hard_players_reading_never_denies_a_card_a_normal_opponent_holds():
    """At two seats the hard player reads the opponent's plays in the Deluxe box too (inference.py): a Boomerang
    answering its Skip, a Downpour's draw or the first card after its +2? are no signs, a +2? is read as the
    coloured card it is, an Exchange voids the signs; the cards it believes the opponent cannot hold are never in
    the opponent's real hand, and the cards it passed on are (passed.py)."""
    from cafegames.engine.bots import Thinking
    from cafegames.games.uno.bots.levels import HardBot
    from cafegames.games.uno.legal import to_act
    from cafegames.games.uno.state import OVER, new_state

    denied = known = 0
    for g in range(10):
        st = new_state(GAME.make_options(D, 2), 2, 700 + g)
        hard, normal = HardBot(0, g, Thinking(effort=0.05)), make_bot("normal", 1, g)
        while st.phase != OVER:
            seat = to_act(st)[0]
            seen, legal = view(st, seat), GAME.legal_actions(st, seat)
            action = (hard if seat == 0 else normal).choose(seen, legal, True)
            if seat == 0 and hard.tracker.applies(seen):
                surely = hard.tracker.surely_not().get(1, frozenset())
                assert not set(st.hands[1]) & surely, g
                held = hard.passed.held(seen).get(1, [])
                assert not Counter(held) - Counter(st.hands[1]), g
                denied += bool(surely)
                known += bool(held)
            act(st, action)
    assert denied > 50 and known > 3


def test_U_DX_BOOMERANG_the_hard_search_imagines_the_hit_it_answers():
    """The hard player's imagined deals keep who played the card it answers and who owes a turn (`hit_by`,
    `owed`): without them a Boomerang played there sent nothing back, and the search weighed it wrongly."""
    from cafegames.games.uno.bots.search import Sampler

    st = table(["W4 r9 g5", "WB b2 y7"], top="r1", options=D)
    act(st, Play(0, C.WD4, colour=0))
    seen = view(st, 1)
    imagined = Sampler(seen).sample(random.Random(1), 1)
    assert (imagined.hit_by, imagined.owed, imagined.pending) == (0, st.owed, 4)
    ev = act(imagined, Play(1, C.BOOMERANG))
    assert drew(ev, 0) == 4 and imagined.turn == 1  # the Wild Draw Four's player draws and misses the turn


def test_U_DX_TARGET_normal_aims_at_the_player_closest_to_winning():
    st = table(["rQ g9", "g1 g2 g3 g4", "b1 b2"], top="r1", options=D)
    legal = GAME.legal_actions(st, 0)
    choice = make_bot("normal", 0, 3).choose(view(st, 0), legal, True)
    assert isinstance(choice, Play) and choice.target == 2


def test_U_DELUXE_bots_play_whole_matches_with_cards_conserved_and_replay_the_same():
    for seed in range(3):
        bots_play_out(J if seed % 2 else D, seed, ("easy", "normal", "normal", "easy"))


def test_U_DELUXE_soak_covers_the_box():
    soak_cases_where(lambda options: options.get("box") == "deluxe")


# ------------------------------------------------------------------ tips and rules pages

def test_U_DELUXE_a_first_time_tip_for_each_new_card_links_to_the_deluxe_section():
    from pathlib import Path

    from cafegames.games.uno import tips

    st = table(["WX rQ WT P1 r7", "g1 g2", "b1 b2"], top="r1", options=D)
    found = tips.moments(view(st, 0), GAME.legal_actions(st, 0), [], 0)
    assert {t.kind for t in found} == {"deluxe_exchange", "deluxe_draw2t", "deluxe_wd4t", "deluxe_downpour"}
    hit = table(["rD r9 r8", "WB W b3", "y1 y2"], top="r1", options=J)
    act(hit, Play(0, P("rD")))
    found += tips.moments(view(hit, 1), GAME.legal_actions(hit, 1), [], 1)
    assert {"deluxe_boomerang", "deluxe_joker"} <= {t.kind for t in found}
    assert all(t.section == "deluxe-box" and t.text.text and isinstance(t.anchor, Play) for t in found)
    classic = table(["P1 r7", "g1 g2", "b1 b2"], top="r1", options={"scoring": "single", "downpour": True})
    assert not tips.moments(view(classic, 0), GAME.legal_actions(classic, 0), [], 0)
    pages = Path(__file__).resolve().parents[2] / "resources" / "rules"
    for lang in ("en", "fr"):
        page = (pages / f"uno.{lang}.html").read_text(encoding="utf-8")
        assert 'id="deluxe-box"' in page
        for rule in ("U-DELUXE", "U-DX-EXCHANGE", "U-DX-BOOMERANG", "U-DX-TARGET", "U-DX-DOWNPOUR", "U-DX-JOKER"):
            assert rule in page
        for name in ("exchange", "boomerang", "draw2t", "wd4t", "downpour"):
            assert f'src="uno-deluxe-{name}.svg"' in page
            assert (pages / f"uno-deluxe-{name}.svg").is_file()


# ------------------------------------------------------------------ the table

def _deluxe_table(qtbot, settings, hands, top="r1", discard="", options=None, hit=None):
    from cafegames.engine.seats import Seat
    from cafegames.games.uno.table.scene import Scene
    from tests.ui.helpers import settle, show_table

    opts = options or D
    seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "normal"),
             Seat("Dan", "computer", "normal")]
    match = Match(GAME, opts, seats, 1)
    match.state = table(hands, top=top, discard=discard, options=opts)
    if hit is not None:  # (pending, the card's player): seat 0 is hit
        st = match.state
        st.phase, st.turn, (st.pending, st.hit_by) = PENALTY, 0, hit
    controller, tbl = show_table(qtbot, match, Scene(GAME, match.seats, settings), settings)
    settle(qtbot, controller)
    return controller, tbl


HANDS = ["rQ WT r7 g3", "g1 g2 g4 g5", "b1 b2", "y1 y2 y3 y4 y5"]


def test_U_DX_TARGET_the_victim_is_chosen_by_clicking_a_plate(qtbot, settings):
    from tests.ui.helpers import click_item

    controller, tbl = _deluxe_table(qtbot, settings, HANDS)
    scene = controller.scene
    click_item(qtbot, tbl, next(i for i in scene.hand_items if i.card == P("rQ")))
    assert scene.choosing and scene.choosing[0] == "target"
    assert [s for s, p in scene.panels.items() if p.target] == [1, 2, 3]
    assert "who draws" in scene.prompt_item.text
    click_item(qtbot, tbl, scene.panels[2])
    qtbot.waitUntil(lambda: bool(controller.match.actions), timeout=5000)
    assert controller.match.actions[0] == Play(0, P("rQ"), target=2)


def test_U_DX_TARGET_a_plus4_victim_by_its_key_then_the_colour(qtbot, settings):
    from PySide6.QtCore import Qt

    controller, tbl = _deluxe_table(qtbot, settings, HANDS)
    scene = controller.scene
    scene.card_clicked(C.WD4T)
    qtbot.keyClick(tbl.view.viewport(), Qt.Key.Key_3)  # the third of the seats offered: Dan
    assert scene.choosing and scene.choosing[0] == "colour"
    qtbot.keyClick(tbl.view.viewport(), Qt.Key.Key_2)  # yellow
    qtbot.waitUntil(lambda: bool(controller.match.actions), timeout=5000)
    assert controller.match.actions[0] == Play(0, C.WD4T, colour=1, target=3)


def test_U_DX_BOOMERANG_answered_on_the_table_by_clicking_the_card(qtbot, settings):
    from tests.ui.helpers import click_item

    controller, tbl = _deluxe_table(qtbot, settings, ["WB r7 g3", "g1 g2 g4 g5", "b1 b2", "y1 y2 y3 y4 y5"],
                                    top="rD", hit=(2, 3))
    scene = controller.scene
    assert "Boomerang" in scene.prompt_item.text
    click_item(qtbot, tbl, next(i for i in scene.hand_items if i.card == C.BOOMERANG))
    qtbot.waitUntil(lambda: bool(controller.match.actions), timeout=5000)
    assert controller.match.actions[0] == Play(0, C.BOOMERANG)
    assert len(controller.match.state.hands[3]) >= 7  # Dan drew the two


def test_U_DELUXE_save_then_load_gives_the_same_state(tmp_path):
    from cafegames.engine import saves
    from cafegames.engine.seats import Seat

    seats = [Seat("Ann"), Seat("Bob", "computer", "easy"), Seat("Cyd", "computer", "normal")]
    for seed in range(4):
        m = Match(GAME, J if seed % 2 else D, seats, seed)
        for _ in range(60):
            if m.is_over():
                break
            m.act(m.bot_action(include_humans=True))
        path = tmp_path / f"deluxe-{seed}.json"
        saves.save_match(m, path)
        loaded, _ = saves.load_save(path)
        assert loaded.state == m.state and loaded.actions == m.actions
        assert loaded.state.options.box == "deluxe"
