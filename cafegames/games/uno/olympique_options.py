"""UNO Olympique's table rules as options (U-O-…): their specs, their group and preset in the new-game dialog,
and the combinations refused. Kept apart from `options` so the other boxes' options merge without touching these;
what the rules do is in `olympique`."""

from __future__ import annotations

from typing import Any

from cafegames.engine.errors import SetupError
from cafegames.engine.messages import QT_TRANSLATE_NOOP, msg
from cafegames.engine.options import OptionGroup, OptionSpec, Preset

CTX = "Uno"
KEYS = ("o_deal", "o_double", "o_overbid", "o_zero", "o_seven", "o_two", "o_round", "o_timer")
TIMER_MAX = 60  # seconds
PRESET_TIMER = 8  # the Olympique preset's seconds a turn: "a few seconds", enough to read a hand of 15


def _m(text: str):
    return msg(CTX, text)


def olympique_schema() -> list[OptionSpec]:
    return [
        OptionSpec("o_deal", False, _m(QT_TRANSLATE_NOOP("Uno", "Dealer's choice")),
                   _m(QT_TRANSLATE_NOOP("Uno", "The dealer deals 7 to 15 cards to each player, as they choose.")),
                   rule="U-O-DEAL"),
        OptionSpec("o_double", False, _m(QT_TRANSLATE_NOOP("Uno", "Doubles")),
                   _m(QT_TRANSLATE_NOOP("Uno", "Two identical number cards (colour and number) may be played "
                                                "together; the next player is skipped.")), rule="U-O-DOUBLE"),
        OptionSpec("o_overbid", False, _m(QT_TRANSLATE_NOOP("Uno", "Overbid")),
                   _m(QT_TRANSLATE_NOOP("Uno", "Cover a Draw Two with a Draw Two or a Wild Draw Four, a Wild Draw "
                                                "Four only with a Wild Draw Four; the total falls on the first player "
                                                "who does not cover. A Wild Draw Four played to defend cannot be "
                                                "challenged.")), rule="U-O-OVERBID"),
        OptionSpec("o_zero", False, _m(QT_TRANSLATE_NOOP("Uno", "The 0 swaps")),
                   _m(QT_TRANSLATE_NOOP("Uno", "Whoever plays a 0 may swap hands with a player of their choice "
                                                "(or not).")), rule="U-O-ZERO"),
        OptionSpec("o_seven", False, _m(QT_TRANSLATE_NOOP("Uno", "The 7 turns the hands")),
                   _m(QT_TRANSLATE_NOOP("Uno", "Whoever plays a 7 may pass every hand one seat along, to the left or "
                                                "to the right as they choose (or not).")), rule="U-O-SEVEN"),
        OptionSpec("o_two", False, _m(QT_TRANSLATE_NOOP("Uno", "The 2 goes round")),
                   _m(QT_TRANSLATE_NOOP("Uno", "After a 2, every other player in turn plays a 2 or draws a card, "
                                                "until the round comes back to the one who played it.")),
                   rule="U-O-TWO"),
        OptionSpec("o_round", False, _m(QT_TRANSLATE_NOOP("Uno", "Round hundreds")),
                   _m(QT_TRANSLATE_NOOP("Uno", "A player whose hand's points or total land exactly on a round "
                                                "hundred (100, 200, …) takes 99 off.")), rule="U-O-ROUND"),
        OptionSpec("o_timer", 0, _m(QT_TRANSLATE_NOOP("Uno", "Turn timer (seconds)")),
                   _m(QT_TRANSLATE_NOOP("Uno", "Seconds a person has for each decision of their turn; out of time, "
                                                "they draw a penalty card and go on playing. 0: no timer. Computer "
                                                "players are never timed.")),
                   minimum=0, maximum=TIMER_MAX, rule="U-O-TIMER"),
    ]


def olympique_group() -> OptionGroup:
    return OptionGroup(_m(QT_TRANSLATE_NOOP("Uno", "UNO Olympique")),
                       _m(QT_TRANSLATE_NOOP("Uno", "The table rules of UNO Olympique: quick play, doubles, and "
                                                    "cards that move hands around.")), KEYS)


def olympique_preset() -> Preset:
    """U-O: every table rule of UNO Olympique at once."""
    values: dict[str, Any] = {k: True for k in KEYS}
    values["o_timer"] = PRESET_TIMER
    return Preset("olympique", _m(QT_TRANSLATE_NOOP("Uno", "Olympique")),
                  _m(QT_TRANSLATE_NOOP("Uno", "UNO Olympique: the dealer's choice, doubles, the overbid, the 0 and "
                                               "the 7 that move hands, the 2 that goes round, round hundreds and a "
                                               "turn timer.")), values)


_CLASSIC_ONLY = QT_TRANSLATE_NOOP("Uno", "UNO Olympique's table rules are played with the classic box.")


def olympique_fixed() -> dict[str, tuple[Any, str]]:
    """The Olympique options a box other than the classic one sets off (`options.box_fixed`)."""
    return {k: ((0 if k == "o_timer" else False), _CLASSIC_ONLY) for k in KEYS}


def any_on(o: Any) -> bool:
    """Whether any Olympique rule is on in `o` (the `UnoOptions`, not imported: `options` imports this module)."""
    return any(getattr(o, k) for k in KEYS)


def check_olympique(o: Any) -> None:
    """SetupError for the Olympique combinations that make no sense (each message says what to change)."""
    if not any_on(o):
        return
    if o.box != "classic":
        raise SetupError(msg(CTX, _CLASSIC_ONLY))
    if o.seven_o and (o.o_zero or o.o_seven):
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP(
            "Uno", "Seven-O and UNO Olympique give the 0 and the 7 different powers: turn off “Seven-O”, or “The 0 "
                   "swaps” and “The 7 turns the hands”.")))
    if o.o_overbid and (o.stack or o.stack_cross):
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP(
            "Uno", "The overbid is UNO Olympique's own stacking: turn off “Stacking” and “Mixed stacking” to play "
                   "it.")))
