"""UNO's options as the new-game dialog, the rules help and a refused command line read them (options.py): every
option's key, default, bounds and rule id, its texts in catalogue sentences, the groups, presets and boxes, and
each refused combination's sentence. The cases mutation testing found no quick test for (docs/mutation.md,
"Session 2026-12-04 late")."""

from __future__ import annotations

import pytest

from cafegames.engine.errors import SetupError
from cafegames.games.uno.options import (
    UnoOptions,
    box_fixed,
    make_options,
    option_groups,
    option_presets,
    option_schema,
    option_variants,
)
from tests.catalogue import said

# key → (default, minimum, maximum, rule ids, label); the Olympique options (test_olympique_ids.py) follow them
SPECS = {
    "box": ("classic", None, None, "U-EXTREME-BOX, U-RAPIDO", "Box"),
    "scoring": ("official", None, None, "U-SCORE", "Scoring"),
    "target": (500, 50, 5000, "U-SCORE", "Target score"),
    "teams": ("none", None, None, "U-TEAMS, U-P-TOURNAMENT", "Teams"),
    "rounds": (1, 1, 5, "U-P-ROTATE", "Rounds of partners"),
    "stack": (False, None, None, "U-H-STACK", "Stacking"),
    "stack_cross": (False, None, None, "U-H-STACK", "Mixed stacking"),
    "jump_in": (False, None, None, "U-H-JUMPIN", "Jump-in"),
    "seven_o": (False, None, None, "U-H-SEVENO", "Seven-O"),
    "multi": (False, None, None, "U-H-MULTI", "Several of a number"),
    "draw_until": (False, None, None, "U-H-DRAWUNTIL", "Draw until you can play"),
    "force_play": (False, None, None, "U-H-FORCEPLAY", "Forced play"),
    "suites": (False, None, None, "U-H-SUITES", "Runs"),
    "downpour": (False, None, None, "U-H-DOWNPOUR", "Downpour cards"),
    "extreme": (False, None, None, "U-H-EXTREME", "Launcher (UNO Extreme)"),
    "deluxe_joker": (False, None, None, "U-DX-JOKER", "Wild cancels a draw (Deluxe)"),
}
CHOICES = {
    "box": [("classic", "Classic"), ("deluxe", "Deluxe"), ("extreme", "Extreme"), ("rapido", "Rapido")],
    "scoring": [("official", "Official (first to the target)"), ("low", "Low score"),
                ("challenge", "Challenge UNO (elimination)"), ("single", "Single hand")],
    "teams": [("none", "Everyone for themselves"), ("partners", "Partners across the table (4 players)"),
              ("teams", "Two teams seated alternately"), ("rotating", "Rotating partners (4 players)"),
              ("tournament", "Two-table tournament (8 players)")],
}
OLYMPIQUE = ("o_deal", "o_double", "o_overbid", "o_zero", "o_seven", "o_two", "o_round", "o_timer")


def test_U_SCORE_U_TEAMS_U_H_every_option_its_default_bounds_rule_and_catalogue_texts():
    specs = option_schema()
    assert [s.key for s in specs] == [*SPECS, *OLYMPIQUE]
    for spec in specs[:len(SPECS)]:
        default, lo, hi, rule, label = SPECS[spec.key]
        assert (spec.default, spec.minimum, spec.maximum, spec.rule) == (default, lo, hi, rule), spec.key
        assert said(spec.label) == label and said(spec.help), spec.key
        assert [(c.value, said(c.label)) for c in spec.choices] == CHOICES.get(spec.key, []), spec.key
    assert make_options({}, 4) == UnoOptions()
    assert UnoOptions() == UnoOptions(**{k: v[0] for k, v in SPECS.items()})


def test_U_SCORE_U_H_the_groups_in_the_order_a_family_thinks_in():
    groups = option_groups()
    assert [(said(g.title), g.keys) for g in groups[:-1]] == [
        ("The match", ("scoring", "target", "teams", "rounds")),
        ("Draw Two and Wild Draw Four", ("stack", "stack_cross")),
        ("Out of turn and swapped hands", ("jump_in", "seven_o")),
        ("Several cards in one turn", ("multi", "suites")),
        ("Drawing", ("draw_until", "force_play")),
        ("Cards from other boxes", ("downpour", "extreme", "deluxe_joker")),
    ]
    assert all(said(g.help) for g in groups) and groups[-1].keys == OLYMPIQUE


def test_U_SCORE_U_H_STACK_U_H_JUMPIN_U_H_SEVENO_the_official_and_house_presets():
    presets = option_presets()
    assert [(p.key, said(p.label), dict(p.values)) for p in presets[:2]] == [
        ("official", "Official", {}),
        ("house", "House rules", {"stack": True, "jump_in": True, "seven_o": True})]
    assert all(said(p.help) for p in presets) and presets[2].key == "olympique"


DX_STACK = ("In the Deluxe box a draw card is answered with a Boomerang (or a Wild, with the joker rule), not "
            "stacked.")
DX_JOKER = "The Wild that cancels a draw is a rule of the Deluxe box."
R_DEFENCE = "The Rapido box has its own defence instead of stacking: an identical card adds to the draw."
R_DRAWPLAY = "In the Rapido box, drawing is playing: the cards drawn are kept and the turn passes."
R_OTHER = "Cards and launcher of another box: not in the Rapido box."
X_DRAW = "In the Extreme box every draw is a press of the launcher."
X_STACK = "The Extreme box has no stacking."
X_OTHER = "Cards of another box: not in the Extreme box."
CLASSIC_ONLY = "UNO Olympique's table rules are played with the classic box."
FIXED = {
    "classic": {"deluxe_joker": (False, DX_JOKER)},
    "deluxe": {"stack": (False, DX_STACK), "stack_cross": (False, DX_STACK),
               "downpour": (True, "The Downpour cards are part of the Deluxe box.")},
    "rapido": {"deluxe_joker": (False, DX_JOKER), "stack": (False, R_DEFENCE), "stack_cross": (False, R_DEFENCE),
               "jump_in": (False, "The Rapido box has Rapido instead of jump-in: an identical card may be played "
                                  "at any moment."),
               "draw_until": (False, R_DRAWPLAY), "force_play": (False, R_DRAWPLAY), "extreme": (False, R_OTHER),
               "downpour": (False, R_OTHER)},
    "extreme": {"deluxe_joker": (False, DX_JOKER), "stack": (False, X_STACK), "stack_cross": (False, X_STACK),
                "jump_in": (False, "The Extreme box has no jump-in."),
                "extreme": (True, "The launcher is part of the Extreme box."), "draw_until": (False, X_DRAW),
                "force_play": (False, X_DRAW), "downpour": (False, X_OTHER)},
}


def _english(fixed):
    from cafegames.engine.messages import msg

    return {k: (v, said(why if not isinstance(why, str) else msg("Uno", why))) for k, (v, why) in fixed.items()
            if not k.startswith("o_")}


@pytest.mark.parametrize("box", ["classic", "deluxe", "extreme", "rapido"])
def test_U_EXTREME_BOX_U_DELUXE_U_RAPIDO_what_each_box_sets_and_why(box):
    fixed = box_fixed(box)
    assert _english(fixed) == FIXED[box]
    assert [k for k in fixed if k.startswith("o_")] == ([] if box == "classic" else list(OLYMPIQUE))
    variant = next(v for v in option_variants().variants if v.value == box)
    assert _english(variant.fixed) == FIXED[box]
    assert all(said(why) == CLASSIC_ONLY for k, (_, why) in variant.fixed.items() if k.startswith("o_"))
    for key, (value, why) in FIXED[box].items():  # set whatever is asked; asked otherwise, refused with the reason
        assert getattr(make_options({"box": box}, 4), key) == value
        assert getattr(make_options({"box": box, key: value}, 4), key) == value
        if box == "classic" and key == "deluxe_joker":
            continue
        with pytest.raises(SetupError) as refused:
            make_options({"box": box, key: not value}, 4)
        assert said(refused.value.message) == why
    with pytest.raises(SetupError) as refused:
        make_options({"box": box, "deluxe_joker": True} if box != "deluxe" else {"box": box, "stack": True}, 4)
    assert said(refused.value.message) == (DX_JOKER if box != "deluxe" else DX_STACK)


def test_U_EXTREME_BOX_U_DELUXE_U_RAPIDO_the_boxes_offered_and_their_presets():
    choice = option_variants()
    assert choice.key == "box" and said(choice.title) == "Box"
    variants = choice.variants
    assert [(v.value, said(v.label)) for v in variants] == [
        ("classic", "Classic"), ("deluxe", "Deluxe"), ("extreme", "Extreme"), ("rapido", "Rapido")]
    assert all(said(v.help) for v in variants)
    assert [p.key for p in variants[0].presets] == [p.key for p in option_presets()]
    presets = [[(p.key, said(p.label), dict(p.values)) for p in v.presets] for v in variants[1:]]
    assert presets == [
        [("deluxe", "The box's rules", {"box": "deluxe", "downpour": True}),
         ("deluxe_joker", "With the joker Wild", {"box": "deluxe", "downpour": True, "deluxe_joker": True}),
         ("deluxe_quick", "Quick Deluxe", {"box": "deluxe", "downpour": True, "scoring": "single"})],
        [("extreme", "The box's rules", {"box": "extreme", "extreme": True}),
         ("extreme_quick", "Quick Extreme", {"box": "extreme", "extreme": True, "scoring": "single"})],
        [("rapido", "The box's rules", {"box": "rapido", "scoring": "low", "target": 500}),
         ("rapido_long", "Long Rapido", {"box": "rapido", "scoring": "low", "target": 1000})]]
    assert all(said(p.help) for v in variants for p in v.presets)
    for v in variants[1:]:
        for p in v.presets:
            o = make_options(dict(p.values), 4)
            assert o == UnoOptions(**{**dict(p.values), **{k: x for k, (x, _) in box_fixed(v.value).items()}})


def test_U_R_SCORE_the_rapido_box_is_scored_low_or_a_single_hand():
    assert make_options({"box": "rapido"}, 3).scoring == "low"
    assert make_options({"box": "rapido", "scoring": "low"}, 3).scoring == "low"
    assert make_options({"box": "rapido", "scoring": "single"}, 3).scoring == "single"
    assert make_options({"box": "rapido"}, 3).rapido and not make_options({}, 3).rapido
    for scoring in ("official", "challenge"):
        with pytest.raises(SetupError) as refused:
            make_options({"box": "rapido", "scoring": scoring}, 3)
        assert said(refused.value.message) == (
            "The Rapido box is scored low: the winner of a hand scores 0, the others their cards; at the target "
            "the lowest total wins. Choose “Low score” or “Single hand”.")
    for scoring in ("official", "low", "challenge", "single"):
        assert make_options({"scoring": scoring}, 3).scoring == scoring


def _refused(values, n):
    with pytest.raises(SetupError) as refused:
        make_options(values, n)
    return said(refused.value.message)


def test_U_PLAYERS_two_to_ten_players():
    assert _refused({}, 1) == "UNO is played by 2 to 10 players, not 1."
    assert _refused({}, 11) == "UNO is played by 2 to 10 players, not 11."
    assert make_options({}, 2) == make_options({}, 10) == UnoOptions()


def test_U_H_STACK_mixed_stacking_needs_stacking():
    assert _refused({"stack_cross": True}, 3) == (
        "Mixed stacking needs stacking: turn on “Stacking” too, or turn off “Mixed stacking”.")
    assert make_options({"stack_cross": True, "stack": True}, 3).stack_cross


def test_U_TEAMS_partners_across_at_four_and_two_teams_at_an_even_number():
    for n in (3, 5):
        assert _refused({"teams": "partners"}, n) == f"Partners play with exactly 4 players, not {n}."
    assert make_options({"teams": "partners"}, 4).teams == "partners"
    for n in (2, 3, 5, 7):
        assert _refused({"teams": "teams"}, n) == f"Two teams need 4, 6, 8 or 10 players, not {n}."
    for n in (4, 6, 8, 10):
        assert make_options({"teams": "teams"}, n).teams == "teams"
    low = ("Teams are scored the official way (or a single hand); low-score and Challenge UNO scoring are for "
           "players on their own.")
    for teams in ("partners", "teams"):
        assert _refused({"teams": teams, "scoring": "low"}, 4) == low
        assert _refused({"teams": teams, "scoring": "challenge"}, 4) == low
        assert make_options({"teams": teams, "scoring": "single"}, 4).scoring == "single"
    assert make_options({"scoring": "low"}, 4).scoring == "low"


def test_U_P_ROTATE_rotating_partners_at_four_official_scoring_and_rounds():
    for n in (3, 5):
        assert _refused({"teams": "rotating"}, n) == f"Rotating partners play with exactly 4 players, not {n}."
    official = "Rotating partners play 12 hands scored the official way: choose the official scoring."
    for scoring in ("low", "challenge", "single"):
        assert _refused({"teams": "rotating", "scoring": scoring}, 4) == official
    rounds = "Rounds of partners are for rotating partners: choose them under “Teams”, or play one round."
    for teams in ("none", "partners", "tournament"):
        assert _refused({"teams": teams, "rounds": 2}, 8 if teams == "tournament" else 4) == rounds
    assert make_options({"teams": "rotating", "rounds": 5}, 4).rounds == 5
    assert make_options({"teams": "rotating", "rounds": 1}, 4).rounds == 1
    assert make_options({"rounds": 1}, 4).rounds == 1


def test_U_P_TOURNAMENT_eight_players_and_official_scoring():
    for n in (4, 7, 9, 10):
        assert _refused({"teams": "tournament"}, n) == (
            f"The tournament is played by exactly 8 players at two tables, not {n}.")
    official = "The tournament plays 28 hands a table scored the official way: choose the official scoring."
    for scoring in ("low", "challenge", "single"):
        assert _refused({"teams": "tournament", "scoring": scoring}, 8) == official
    assert make_options({"teams": "tournament"}, 8).teams == "tournament"


def test_U_H_EXTREME_the_launcher_with_no_draw_until_or_forced_play():
    assert _refused({"extreme": True, "draw_until": True}, 3) == (
        "With the launcher there is no single draw to repeat: “Draw until you can play” cannot be combined "
        "with it.")
    assert _refused({"extreme": True, "force_play": True}, 3) == (
        "With the launcher the cards it throws out are kept and the turn passes: “Forced play” cannot be "
        "combined with it.")
    assert make_options({"extreme": True}, 3).extreme
    assert make_options({"draw_until": True, "force_play": True}, 3).force_play


def test_U_O_the_olympique_combinations_are_checked_with_the_others():
    assert _refused({"seven_o": True, "o_zero": True}, 3).startswith("Seven-O and UNO Olympique")
    assert make_options({"o_zero": True}, 3).o_zero
