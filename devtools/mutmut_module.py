"""Run mutmut over one rules module with the tests that exercise it (docs/mutation.md). No Qt.

    python -m devtools.mutmut_module uno.olympique              # every mutant of cafegames/games/uno/olympique.py
    python -m devtools.mutmut_module uno.rules "*_do_play*"     # some of them (mutmut's name patterns)
    python -m devtools.mutmut_module --list                     # the modules and their test selections

mutmut reads its configuration from `pyproject.toml` in the folder it runs in, and each mutant runs every test of
the selection that reaches the mutated function: with the whole rules selection of `[tool.mutmut]`, a UNO mutant
also pays the Extreme, Olympique and Rapido tests that reach it. So each module gets its own folder,
`.mutmut/<module>/`, whose `pyproject.toml` is the project's with `[tool.mutmut]` narrowed to that module and its
own tests (`SELECTIONS`); `cafegames`, `tests`, `resources` and `translations` there are links to the work tree, and
mutmut's work folder is `.mutmut/<module>/mutants/` (read by `devtools.mutation_report --dir`).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = ROOT / ".mutmut"

# The quick UNO rules tests every UNO module's selection starts from (a few seconds together).
_UNO = ["tests/uno/test_rules.py", "tests/uno/test_rule_ids.py", "tests/uno/test_rules_edges.py"]
# Left out everywhere: soaks (seconds each), computer players' games and searches (they play whole hands), and
# the hard UNO player's reading of ten Deluxe games (22 s under mutmut's tracing: four times the rest of a UNO
# mutant's tests).
_SKIP = "not soak and not computer_players and not hard_search and not hard_players"

# The boxes' and evenings' rule tests, for the modules every box goes through.
_BOXES = ["tests/uno/test_extreme.py", "tests/uno/test_rapido.py", "tests/uno/test_olympique.py",
          "tests/uno/test_deluxe.py", "tests/uno/test_olympique_ids.py", "tests/uno/test_boxes_ids.py"]

# The option texts are read by every test that builds options, so each of the 1,435 mutants of UNO's options.py
# paid the whole UNO selection (0.15 mutants a second): its selection is the tests of the options themselves.
_UNO_OPTIONS = ["tests/uno/test_options_ids.py", "tests/uno/test_presets.py"] + [
    f"tests/uno/{name}" for name in (
        "test_rules.py::test_U_PLAYERS_two_to_ten",
        "test_rules.py::test_U_H_STACK_cross_needs_option",
        "test_rule_ids.py::test_U_TEAMS_partners_and_teams_are_scored_the_official_way_only",
        "test_rapido.py::test_U_RAPIDO_fixes_stacking_jump_in_drawing_and_scoring_with_the_reason",
        "test_rapido.py::test_U_RAPIDO_offered_in_the_variants_with_its_presets_500_and_1000",
        "test_extreme.py::test_U_EXTREME_BOX_the_launcher_for_every_draw_and_no_stacking_or_jump_in",
        "test_extreme.py::test_U_EXTREME_BOX_offered_in_the_variants_with_its_presets_and_fixed_options",
        "test_extreme.py::test_an_unknown_box_is_refused",
        "test_extreme.py::test_a_save_without_a_box_is_classic",
        "test_deluxe.py::test_U_DELUXE_options_the_downpour_cards_and_no_stacking_and_the_joker_only_in_deluxe",
        "test_deluxe.py::test_U_DELUXE_offered_in_the_variants_with_its_presets",
        "test_partners_rotate.py::test_U_P_ROTATE_combinations_that_make_no_sense_are_refused",
        "test_tournament.py::test_U_P_TOURNAMENT_combinations_that_make_no_sense_are_refused",
        "test_olympique.py::test_U_O_OVERBID_refused_with_stacking",
        "test_olympique.py::test_U_O_SEVEN_and_zero_refused_with_seven_o",
        "test_olympique.py::test_U_O_olympique_rules_are_for_the_classic_box_with_a_clear_message",
        "test_olympique_ids.py::test_U_O_the_options_their_rules_group_and_preset",
        "test_olympique_ids.py::test_U_O_each_rule_is_set_off_in_another_box_with_the_reason",
        "test_olympique_ids.py::test_U_O_SEVEN_U_O_OVERBID_the_combinations_refused_say_what_to_change")]

SELECTIONS: dict[str, list[str]] = {
    "uno.extreme": [*_UNO, "tests/uno/test_extreme.py", "tests/uno/test_boxes_ids.py"],
    "uno.rapido": [*_UNO, "tests/uno/test_rapido.py", "tests/uno/test_boxes_ids.py"],
    "uno.olympique": [*_UNO, "tests/uno/test_olympique.py", "tests/uno/test_olympique_ids.py"],
    "uno.olympique_options": [*_UNO, "tests/uno/test_olympique.py", "tests/uno/test_olympique_ids.py",
                              "tests/uno/test_presets.py"],
    "uno.partners": [*_UNO, "tests/uno/test_partners_rotate.py", "tests/uno/test_boxes_ids.py"],
    "uno.rules": [*_UNO, *_BOXES],
    "uno.legal": [*_UNO, *_BOXES],
    "uno.state": [*_UNO, *_BOXES, "tests/uno/test_partners_rotate.py", "tests/uno/test_state_ids.py"],
    "uno.options": _UNO_OPTIONS,
    "uno.cards": [*_UNO, "tests/uno/test_decks.py", "tests/uno/test_deck_files.py", "tests/uno/test_boxes_ids.py",
                  "tests/uno/test_cards_ids.py"],
    "cafe.game": ["tests/cafe/test_rules.py", "tests/cafe/test_rule_ids.py", "tests/cafe/test_examples.py",
                  "tests/cafe/test_game_refusals.py"],
    "canyon.game": ["tests/canyon/test_game.py", "tests/canyon/test_rule_ids.py", "tests/canyon/test_game_edges.py"],
    "canyon.options": ["tests/canyon/test_game.py", "tests/canyon/test_rule_ids.py", "tests/canyon/test_options_ids.py"],
}


def config(module: str) -> str:
    """The project's pyproject.toml with `[tool.mutmut]` narrowed to `module` and its tests."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    path = "cafegames/games/" + module.replace(".", "/") + ".py"
    section = "\n".join([
        "[tool.mutmut]",
        'source_paths = ["cafegames"]',
        f"only_mutate = {json.dumps([path])}",
        'also_copy = ["resources", "translations"]',
        "use_git_change_detection = false",
        f"pytest_add_cli_args = {json.dumps(['-n0', '-p', 'no:cacheprovider', '-k', _SKIP])}",
        f"pytest_add_cli_args_test_selection = {json.dumps(SELECTIONS[module])}",
        "", ""])
    new, n = re.subn(r"^\[tool\.mutmut\]\n.*?(?=^\[|\Z)", lambda _: section, text, flags=re.S | re.M)
    if n != 1:
        raise SystemExit("pyproject.toml has no [tool.mutmut] section")
    return new


def prepare(module: str) -> Path:
    """`.mutmut/<module>/` with its pyproject.toml and links to the sources, tests and data."""
    folder = RUNS / module
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "pyproject.toml").write_text(config(module), encoding="utf-8")
    for name in ("cafegames", "tests", "resources", "translations"):
        link = folder / name
        if not link.is_symlink():
            link.symlink_to(ROOT / name)
    return folder


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("module", nargs="?", choices=sorted(SELECTIONS))
    ap.add_argument("names", nargs="*", help="mutmut's mutant names or shell patterns (default: every mutant)")
    ap.add_argument("--max-children", type=int, default=1)
    ap.add_argument("--list", action="store_true")
    args = ap.parse_args(argv)
    if args.list or not args.module:
        for module, tests in SELECTIONS.items():
            print(module, " ".join(tests))
        return 0
    folder = prepare(args.module)
    mutmut = Path(sys.executable).with_name("mutmut")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    cmd = [str(mutmut), "run", "--max-children", str(args.max_children), *args.names]
    return subprocess.call(cmd, cwd=folder, env=env)


if __name__ == "__main__":
    sys.exit(main())
