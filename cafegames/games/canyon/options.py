"""Canyon's options: K-SHORT, K-SECRET, and our variant "Short race" (`short_race`), not in the rule book, for
short games and the guided first game. The canoes start on the line before the bridge (river.SHORT_START_LINE, 6–8
cells from a dock) instead of the start spaces, and the first deal is the track's step of 3 cards: 3, 2, 1, 2, 3…
(with K-SHORT, step 10: 3, 4, 5…)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from cafegames.engine.match import check_seat_count
from cafegames.engine.messages import QT_TRANSLATE_NOOP, msg
from cafegames.engine.options import OptionSpec, Preset, build_options

CTX = "Canyon"


@attrs.frozen
class CanyonOptions:
    """K-SHORT, K-SECRET, and our "Short race" (not in the rule book: see the module's docstring)."""

    short: bool = False
    secret: bool = False
    short_race: bool = False


def option_schema() -> list[OptionSpec]:
    return [
        # K-SHORT skips the track's steps 6–9; a player knows them as the rounds with tiny hands.
        OptionSpec("short", False, msg(CTX, QT_TRANSLATE_NOOP("Canyon", "Never fewer than 3 cards")),
                   msg(CTX, QT_TRANSLATE_NOOP("Canyon", "Hands never get smaller than 3 cards: after 8, 7, 6, 5, 4 "
                                                        "and 3 cards the deal goes back up to 4, 5, 6… instead of "
                                                        "down to 2 and 1, where luck decides more than skill.")),
                   rule="K-SHORT"),
        OptionSpec("secret", False, msg(CTX, QT_TRANSLATE_NOOP("Canyon", "Secret bids")),
                   msg(CTX, QT_TRANSLATE_NOOP("Canyon", "Speed cards are chosen face down and revealed together.")),
                   rule="K-SECRET"),
        # Ours, not the rule book's (rules page, section "short-race"): the last stretch of the river and small
        # hands, a race of a few minutes; the guided first game plays it.
        OptionSpec("short_race", False, msg(CTX, QT_TRANSLATE_NOOP("Canyon", "Short race")),
                   msg(CTX, QT_TRANSLATE_NOOP("Canyon", "Our variant for a game of a few minutes, not in the rule "
                                                        "book: the canoes start on the line of cells just before the "
                                                        "bridge, 6 to 8 cells from a dock, and the first deal is 3 cards, "
                                                        "then 2, 1, 2, 3… (with “Never fewer than 3 cards”: 3, 4, "
                                                        "5…)."))),
    ]


def option_presets() -> list[Preset]:
    """The rule book as printed; its two options for players who want less luck; our short race."""
    return [
        Preset("official", msg(CTX, QT_TRANSLATE_NOOP("Canyon", "Rule book")),
               msg(CTX, QT_TRANSLATE_NOOP("Canyon", "The rules as printed: the whole river, bids shown one after "
                                                    "the other, hands from 8 cards down to 1 and back up."))),
        Preset("less_luck", msg(CTX, QT_TRANSLATE_NOOP("Canyon", "Less luck")),
               msg(CTX, QT_TRANSLATE_NOOP("Canyon", "The rule book's two options for keen players: hands never "
                                                    "smaller than 3 cards, and secret bids.")),
               {"short": True, "secret": True}),
        Preset("short_race", msg(CTX, QT_TRANSLATE_NOOP("Canyon", "Short race")),
               msg(CTX, QT_TRANSLATE_NOOP("Canyon", "Our race of a few minutes on the last stretch of the river, "
                                                    "for a first game or a quick one.")),
               {"short_race": True}),
    ]


def make_options(values: Mapping[str, Any], n_seats: int) -> CanyonOptions:
    check_seat_count("Canyon", n_seats, 3, 6)
    return build_options(CanyonOptions, option_schema(), values)
