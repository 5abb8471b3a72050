"""UNO options: scoring, table mode and every house rule (U-H-…), with the combinations we refuse; how the
new-game dialog groups them, and its presets (the official rules, the house rules most families play)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from cafegames.engine.errors import SetupError
from cafegames.engine.match import check_seat_count
from cafegames.engine.messages import QT_TRANSLATE_NOOP, msg
from cafegames.engine.options import (
    Choice,
    OptionGroup,
    OptionSpec,
    Preset,
    Variant,
    VariantChoice,
    build_options,
)
from cafegames.games.uno.olympique_options import (
    check_olympique,
    olympique_fixed,
    olympique_group,
    olympique_preset,
    olympique_schema,
)

CTX = "Uno"


@attrs.frozen
class UnoOptions:
    box: str = "classic"
    scoring: str = "official"
    target: int = 500
    teams: str = "none"
    rounds: int = 1
    stack: bool = False
    stack_cross: bool = False
    jump_in: bool = False
    seven_o: bool = False
    multi: bool = False
    draw_until: bool = False
    force_play: bool = False
    suites: bool = False
    downpour: bool = False
    extreme: bool = False
    deluxe_joker: bool = False
    # U-O: UNO Olympique's table rules (olympique.py)
    o_deal: bool = False
    o_double: bool = False
    o_overbid: bool = False
    o_zero: bool = False
    o_seven: bool = False
    o_two: bool = False
    o_round: bool = False
    o_timer: int = 0

    @property
    def rapido(self) -> bool:
        """The Rapido box (U-RAPIDO): its defence, draw-is-play and Rapido out of turn."""
        return self.box == "rapido"


def _m(text: str):
    return msg(CTX, text)


def option_schema() -> list[OptionSpec]:
    return [
        OptionSpec("box", "classic", _m(QT_TRANSLATE_NOOP("Uno", "Box")),
                   _m(QT_TRANSLATE_NOOP("Uno", "The UNO box the match is played with: its deck, its cards and its "
                                                "rules.")),
                   choices=(
                       Choice("classic", _m(QT_TRANSLATE_NOOP("Uno", "Classic"))),
                       Choice("deluxe", _m(QT_TRANSLATE_NOOP("Uno", "Deluxe"))),
                       Choice("extreme", _m(QT_TRANSLATE_NOOP("Uno", "Extreme"))),
                       Choice("rapido", _m(QT_TRANSLATE_NOOP("Uno", "Rapido"))),
                   ), rule="U-EXTREME-BOX, U-RAPIDO"),
        OptionSpec("scoring", "official", _m(QT_TRANSLATE_NOOP("Uno", "Scoring")),
                   _m(QT_TRANSLATE_NOOP("Uno", "Official: the winner of a hand scores the cards left in the other hands; "
                                                "first to the target wins. Low score: everyone adds their own cards; "
                                                "when someone reaches the target, the lowest total wins. Challenge "
                                                "UNO: reaching the target eliminates; the last one standing wins. "
                                                "Single hand: one hand only, won by the first player out of cards.")),
                   choices=(
                       Choice("official", _m(QT_TRANSLATE_NOOP("Uno", "Official (first to the target)"))),
                       Choice("low", _m(QT_TRANSLATE_NOOP("Uno", "Low score"))),
                       Choice("challenge", _m(QT_TRANSLATE_NOOP("Uno", "Challenge UNO (elimination)"))),
                       Choice("single", _m(QT_TRANSLATE_NOOP("Uno", "Single hand"))),
                   ), rule="U-SCORE"),
        OptionSpec("target", 500, _m(QT_TRANSLATE_NOOP("Uno", "Target score")),
                   _m(QT_TRANSLATE_NOOP("Uno", "Points that end the match (500 in the official rules).")),
                   minimum=50, maximum=5000, rule="U-SCORE"),
        OptionSpec("teams", "none", _m(QT_TRANSLATE_NOOP("Uno", "Teams")),
                   _m(QT_TRANSLATE_NOOP("Uno", "Play alone, with the partner across (4 players), in two teams "
                                                "seated alternately (4, 6, 8 or 10 players), or with each of the "
                                                "three others as partner for four hands in turn (4 players, 12 "
                                                "hands: the highest total wins), or a tournament at two tables "
                                                "where each partners each other for four hands (8 players, 28 "
                                                "hands a table).")),
                   choices=(
                       Choice("none", _m(QT_TRANSLATE_NOOP("Uno", "Everyone for themselves"))),
                       Choice("partners", _m(QT_TRANSLATE_NOOP("Uno", "Partners across the table (4 players)"))),
                       Choice("teams", _m(QT_TRANSLATE_NOOP("Uno", "Two teams seated alternately"))),
                       Choice("rotating", _m(QT_TRANSLATE_NOOP("Uno", "Rotating partners (4 players)"))),
                       Choice("tournament", _m(QT_TRANSLATE_NOOP("Uno", "Two-table tournament (8 players)"))),
                   ), rule="U-TEAMS, U-P-TOURNAMENT"),
        OptionSpec("rounds", 1, _m(QT_TRANSLATE_NOOP("Uno", "Rounds of partners")),
                   _m(QT_TRANSLATE_NOOP("Uno", "With rotating partners: how many times the 12 hands are played "
                                                "(each player partners each other for four hands a round).")),
                   minimum=1, maximum=5, rule="U-P-ROTATE"),
        OptionSpec("stack", False, _m(QT_TRANSLATE_NOOP("Uno", "Stacking")),
                   _m(QT_TRANSLATE_NOOP("Uno", "Answer a Draw Two with a Draw Two (and a Wild Draw Four with a Wild "
                                                "Draw Four); the total falls on the first player who cannot or will "
                                                "not add to it.")), rule="U-H-STACK"),
        OptionSpec("stack_cross", False, _m(QT_TRANSLATE_NOOP("Uno", "Mixed stacking")),
                   _m(QT_TRANSLATE_NOOP("Uno", "With stacking: a Draw Two of the named colour on a Wild Draw Four, "
                                                "and a Wild Draw Four on a Draw Two.")), rule="U-H-STACK"),
        OptionSpec("jump_in", False, _m(QT_TRANSLATE_NOOP("Uno", "Jump-in")),
                   _m(QT_TRANSLATE_NOOP("Uno", "A card identical to the top of the pile (colour and face) may be "
                                                "played out of turn; play goes on from that player.")),
                   rule="U-H-JUMPIN"),
        OptionSpec("seven_o", False, _m(QT_TRANSLATE_NOOP("Uno", "Seven-O")),
                   _m(QT_TRANSLATE_NOOP("Uno", "A 7 swaps hands with a player of your choice; a 0 passes every hand "
                                                "to the next player in the direction of play.")),
                   rule="U-H-SEVENO"),
        OptionSpec("multi", False, _m(QT_TRANSLATE_NOOP("Uno", "Several of a number")),
                   _m(QT_TRANSLATE_NOOP("Uno", "After a number card, more cards of the same number may follow in "
                                                "the same turn; the last one's colour counts.")), rule="U-H-MULTI"),
        OptionSpec("draw_until", False, _m(QT_TRANSLATE_NOOP("Uno", "Draw until you can play")),
                   _m(QT_TRANSLATE_NOOP("Uno", "A player who draws keeps drawing until a card can be played.")),
                   rule="U-H-DRAWUNTIL"),
        OptionSpec("force_play", False, _m(QT_TRANSLATE_NOOP("Uno", "Forced play")),
                   _m(QT_TRANSLATE_NOOP("Uno", "A drawn card that can be played must be played.")),
                   rule="U-H-FORCEPLAY"),
        OptionSpec("suites", False, _m(QT_TRANSLATE_NOOP("Uno", "Runs")),
                   _m(QT_TRANSLATE_NOOP("Uno", "After a number card, continue with the same number in any colour "
                                                "or the next or previous number in the same colour.")),
                   rule="U-H-SUITES"),
        OptionSpec("downpour", False, _m(QT_TRANSLATE_NOOP("Uno", "Downpour cards")),
                   _m(QT_TRANSLATE_NOOP("Uno", "Adds two Downpour +1 and two Downpour +2 wild cards: every other "
                                                "player draws 1 or 2.")), rule="U-H-DOWNPOUR"),
        OptionSpec("extreme", False, _m(QT_TRANSLATE_NOOP("Uno", "Launcher (UNO Extreme)")),
                   _m(QT_TRANSLATE_NOOP("Uno", "Instead of drawing one card, press the launcher: it throws out 0 to "
                                                "8 cards, most often none or one.")), rule="U-H-EXTREME"),
        OptionSpec("deluxe_joker", False, _m(QT_TRANSLATE_NOOP("Uno", "Wild cancels a draw (Deluxe)")),
                   _m(QT_TRANSLATE_NOOP("Uno", "In the Deluxe box, a Wild played in answer to a Draw Two, Wild Draw "
                                                "Four, +2? or +4? cancels its draw.")), rule="U-DX-JOKER"),
        *olympique_schema(),
    ]


def option_groups() -> list[OptionGroup]:
    """The options in the groups a family thinks in: the match, then the house rules by the moment they change."""
    return [
        OptionGroup(_m(QT_TRANSLATE_NOOP("Uno", "The match")),
                    _m(QT_TRANSLATE_NOOP("Uno", "How points are counted, when the match ends, and who plays with "
                                                 "whom.")),
                    ("scoring", "target", "teams", "rounds")),
        OptionGroup(_m(QT_TRANSLATE_NOOP("Uno", "Draw Two and Wild Draw Four")),
                    _m(QT_TRANSLATE_NOOP("Uno", "Whether the player hit by a draw card can pass it on.")),
                    ("stack", "stack_cross")),
        OptionGroup(_m(QT_TRANSLATE_NOOP("Uno", "Out of turn and swapped hands")),
                    _m(QT_TRANSLATE_NOOP("Uno", "Cards you may play when it is not your turn, and cards that "
                                                 "change whose hand is whose.")),
                    ("jump_in", "seven_o")),
        OptionGroup(_m(QT_TRANSLATE_NOOP("Uno", "Several cards in one turn")),
                    _m(QT_TRANSLATE_NOOP("Uno", "Ways to get rid of more than one card at a time.")),
                    ("multi", "suites")),
        OptionGroup(_m(QT_TRANSLATE_NOOP("Uno", "Drawing")),
                    _m(QT_TRANSLATE_NOOP("Uno", "What happens to a player who has no card to play.")),
                    ("draw_until", "force_play")),
        OptionGroup(_m(QT_TRANSLATE_NOOP("Uno", "Cards from other boxes")),
                    _m(QT_TRANSLATE_NOOP("Uno", "Extra cards and the launcher of other UNO editions.")),
                    ("downpour", "extreme", "deluxe_joker")),
        olympique_group(),
    ]


def option_presets() -> list[Preset]:
    """U-SCORE and no house rule (the rules in the box); the three house rules most tables add."""
    return [
        Preset("official", _m(QT_TRANSLATE_NOOP("Uno", "Official")),
               _m(QT_TRANSLATE_NOOP("Uno", "The official rules, as in the box: first to 500 points, no house rules."))),
        Preset("house", _m(QT_TRANSLATE_NOOP("Uno", "House rules")),
               _m(QT_TRANSLATE_NOOP("Uno", "Popular house rules: the official rules plus stacking, jump-in "
                                            "and Seven-O, as many families play.")),
               {"stack": True, "jump_in": True, "seven_o": True}),
        olympique_preset(),
    ]


_NO_STACK = QT_TRANSLATE_NOOP("Uno", "The Extreme box has no stacking.")
_NO_JUMP = QT_TRANSLATE_NOOP("Uno", "The Extreme box has no jump-in.")
_LAUNCHER = QT_TRANSLATE_NOOP("Uno", "The launcher is part of the Extreme box.")
_NO_DRAW = QT_TRANSLATE_NOOP("Uno", "In the Extreme box every draw is a press of the launcher.")
_OTHER_BOX = QT_TRANSLATE_NOOP("Uno", "Cards of another box: not in the Extreme box.")
_DX_STACK = QT_TRANSLATE_NOOP("Uno", "In the Deluxe box a draw card is answered with a Boomerang (or a Wild, with "
                                     "the joker rule), not stacked.")
_DX_DOWNPOUR = QT_TRANSLATE_NOOP("Uno", "The Downpour cards are part of the Deluxe box.")
_DX_JOKER = QT_TRANSLATE_NOOP("Uno", "The Wild that cancels a draw is a rule of the Deluxe box.")
_R_DEFENCE = QT_TRANSLATE_NOOP("Uno", "The Rapido box has its own defence instead of stacking: an identical card "
                                      "adds to the draw.")
_R_RAPIDO = QT_TRANSLATE_NOOP("Uno", "The Rapido box has Rapido instead of jump-in: an identical card may be "
                                     "played at any moment.")
_R_DRAWPLAY = QT_TRANSLATE_NOOP("Uno", "In the Rapido box, drawing is playing: the cards drawn are kept and the "
                                       "turn passes.")
_R_SCORE = QT_TRANSLATE_NOOP("Uno", "The Rapido box is scored low: the winner of a hand scores 0, the others "
                                    "their cards; at the target the lowest total wins. Choose “Low score” or "
                                    "“Single hand”.")
_R_OTHER_BOX = QT_TRANSLATE_NOOP("Uno", "Cards and launcher of another box: not in the Rapido box.")


def box_fixed(box: str) -> dict[str, tuple[bool, str]]:
    """U-EXTREME-BOX, U-DELUXE, U-RAPIDO: the options a box sets whatever is asked — key → (value, reason); the
    reason is shown greyed in the dialog and is the refusal of a command line or save that asks otherwise."""
    if box == "deluxe":  # U-DELUXE: our reading, stacking would need rules for the Boomerang and +2?/+4?
        return {"stack": (False, _DX_STACK), "stack_cross": (False, _DX_STACK), "downpour": (True, _DX_DOWNPOUR),
                **olympique_fixed()}
    if box == "rapido":
        return {"deluxe_joker": (False, _DX_JOKER), "stack": (False, _R_DEFENCE), "stack_cross": (False, _R_DEFENCE),
                "jump_in": (False, _R_RAPIDO), "draw_until": (False, _R_DRAWPLAY),
                "force_play": (False, _R_DRAWPLAY), "extreme": (False, _R_OTHER_BOX),
                "downpour": (False, _R_OTHER_BOX), **olympique_fixed()}
    if box != "extreme":
        return {"deluxe_joker": (False, _DX_JOKER)}
    return {"deluxe_joker": (False, _DX_JOKER), "stack": (False, _NO_STACK), "stack_cross": (False, _NO_STACK), "jump_in": (False, _NO_JUMP),
            "extreme": (True, _LAUNCHER), "draw_until": (False, _NO_DRAW), "force_play": (False, _NO_DRAW),
            "downpour": (False, _OTHER_BOX), **olympique_fixed()}


def option_variants() -> VariantChoice:
    """The boxes offered at the top of the new-game dialog (U-EXTREME-BOX, U-DELUXE, U-RAPIDO)."""
    deluxe_presets = (
        Preset("deluxe", _m(QT_TRANSLATE_NOOP("Uno", "The box's rules")),
               _m(QT_TRANSLATE_NOOP("Uno", "The Deluxe box as it comes: first to 500 points.")),
               {"box": "deluxe", "downpour": True}),
        Preset("deluxe_joker", _m(QT_TRANSLATE_NOOP("Uno", "With the joker Wild")),
               _m(QT_TRANSLATE_NOOP("Uno", "The Deluxe box, and a Wild played in answer to a draw card cancels it.")),
               {"box": "deluxe", "downpour": True, "deluxe_joker": True}),
        Preset("deluxe_quick", _m(QT_TRANSLATE_NOOP("Uno", "Quick Deluxe")),
               _m(QT_TRANSLATE_NOOP("Uno", "The Deluxe box, one hand only.")),
               {"box": "deluxe", "downpour": True, "scoring": "single"}),
    )
    extreme_presets = (
        Preset("extreme", _m(QT_TRANSLATE_NOOP("Uno", "The box's rules")),
               _m(QT_TRANSLATE_NOOP("Uno", "The Extreme box as it comes: first to 500 points.")),
               {"box": "extreme", "extreme": True}),
        Preset("extreme_quick", _m(QT_TRANSLATE_NOOP("Uno", "Quick Extreme")),
               _m(QT_TRANSLATE_NOOP("Uno", "The Extreme box, one hand only.")),
               {"box": "extreme", "extreme": True, "scoring": "single"}),
    )
    rapido_presets = (
        Preset("rapido", _m(QT_TRANSLATE_NOOP("Uno", "The box's rules")),
               _m(QT_TRANSLATE_NOOP("Uno", "The Rapido box as it comes: at 500 points the lowest total wins.")),
               {"box": "rapido", "scoring": "low", "target": 500}),
        Preset("rapido_long", _m(QT_TRANSLATE_NOOP("Uno", "Long Rapido")),
               _m(QT_TRANSLATE_NOOP("Uno", "The Rapido box for a long evening: at 1,000 points the lowest total "
                                            "wins.")),
               {"box": "rapido", "scoring": "low", "target": 1000}),
    )
    return VariantChoice("box", _m(QT_TRANSLATE_NOOP("Uno", "Box")), (
        Variant("classic", _m(QT_TRANSLATE_NOOP("Uno", "Classic")),
                _m(QT_TRANSLATE_NOOP("Uno", "The 108 cards of the classic box, with the house rules you like.")),
                tuple(option_presets()), {"deluxe_joker": (False, _m(_DX_JOKER))}),
        Variant("deluxe", _m(QT_TRANSLATE_NOOP("Uno", "Deluxe")),
                _m(QT_TRANSLATE_NOOP("Uno", "124 cards: the classic deck with the purple Exchange and Boomerang, "
                                             "the targeted +2? and +4?, and the Downpour cards.")),
                deluxe_presets, {k: (v, _m(why)) for k, (v, why) in box_fixed("deluxe").items()}),
        Variant("extreme", _m(QT_TRANSLATE_NOOP("Uno", "Extreme")),
                _m(QT_TRANSLATE_NOOP("Uno", "116 cards, no 0, the launcher for every draw, and x2, x???, Each in "
                                             "turn, Show your hand and Swap hands.")),
                extreme_presets, {k: (v, _m(why)) for k, (v, why) in box_fixed("extreme").items()}),
        Variant("rapido", _m(QT_TRANSLATE_NOOP("Uno", "Rapido")),
                _m(QT_TRANSLATE_NOOP("Uno", "The classic cards and the UNO card (the next player draws 8): drawing "
                                             "is playing, defend with an identical card, Rapido out of turn.")),
                rapido_presets, {k: (v, _m(why)) for k, (v, why) in box_fixed("rapido").items()}),
    ))


def make_options(values: Mapping[str, Any], n_seats: int) -> UnoOptions:
    """Validated options; SetupError naming the problem for a combination that makes no sense."""
    check_seat_count("UNO", n_seats, 2, 10)
    o = build_options(UnoOptions, option_schema(), values)
    fixed = box_fixed(o.box)
    for key, (value, why) in fixed.items():
        if key in values and getattr(o, key) != value:
            raise SetupError(msg(CTX, why))
    if fixed:
        forced: dict[str, Any] = {k: v for k, (v, _) in fixed.items()}
        o = attrs.evolve(o, **forced)
    if o.box == "rapido" and o.scoring not in ("low", "single"):  # U-R-SCORE (a single hand: the first out wins)
        if "scoring" in values:
            raise SetupError(msg(CTX, _R_SCORE))
        o = attrs.evolve(o, scoring="low")
    if o.stack_cross and not o.stack:
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP(
            "Uno", "Mixed stacking needs stacking: turn on “Stacking” too, or turn off “Mixed stacking”.")))
    if o.teams == "partners" and n_seats != 4:
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP(
            "Uno", "Partners play with exactly 4 players, not {n}."), n=n_seats))
    if o.teams == "rotating" and n_seats != 4:
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP(
            "Uno", "Rotating partners play with exactly 4 players, not {n}."), n=n_seats))
    if o.teams == "rotating" and o.scoring != "official":
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP(
            "Uno", "Rotating partners play 12 hands scored the official way: choose the official scoring.")))
    if o.teams == "tournament" and n_seats != 8:  # U-P-TOURNAMENT
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP(
            "Uno", "The tournament is played by exactly 8 players at two tables, not {n}."), n=n_seats))
    if o.teams == "tournament" and o.scoring != "official":
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP(
            "Uno", "The tournament plays 28 hands a table scored the official way: choose the official scoring.")))
    if o.rounds != 1 and o.teams != "rotating":
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP(
            "Uno", "Rounds of partners are for rotating partners: choose them under “Teams”, or play one round.")))
    if o.teams == "teams" and (n_seats % 2 or n_seats < 4):
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP(
            "Uno", "Two teams need 4, 6, 8 or 10 players, not {n}."), n=n_seats))
    if o.teams != "none" and o.scoring in ("low", "challenge"):
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP(
            "Uno", "Teams are scored the official way (or a single hand); low-score and Challenge UNO scoring are "
                   "for players on their own.")))
    if o.extreme and o.draw_until:
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP(
            "Uno", "With the launcher there is no single draw to repeat: “Draw until you can play” cannot be "
                   "combined with it.")))
    if o.extreme and o.force_play:
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP(
            "Uno", "With the launcher the cards it throws out are kept and the turn passes: “Forced play” cannot be "
                   "combined with it.")))
    check_olympique(o)
    return o
