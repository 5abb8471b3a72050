"""The line under the UNO table that says what to do now, from the view and the decisions the rules offer
(never deciding one): "draw" when no card fits, the stack to take, the colour to name, a card to jump in with.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.games.uno.actions import CallUno, Challenge, Pass, Play
from cafegames.games.uno.cards import BOOMERANG, UNTIL
from cafegames.games.uno.legal import targets
from cafegames.games.uno.state import UnoView
from cafegames.ui.i18n import tr_count


def prompt_text(v: UnoView, me: int, legal: Sequence[object], choosing: tuple[str, list[Play]] | None,
                watching: bool, name: Callable[[int], str]) -> str:
    """What the seat on screen (`me`) is asked to do: it says "draw" when no card fits, and agrees with an open
    chooser (`choosing`). `watching`: a replay or nobody's hand on screen — whose turn it is, never "your turn"."""
    if v.phase == "over":
        return QCoreApplication.translate("UnoScene", "The match is over.")
    if watching:
        return QCoreApplication.translate("UnoScene", "{name} is playing…").format(name=name(v.turn))
    if choosing is not None:
        if choosing[0] == "deal":  # U-O-DEAL
            return QCoreApplication.translate("UnoScene", "You deal: choose how many cards each player gets.")
        if choosing[0] == "olympique":  # U-O-DOUBLE, U-O-ZERO, U-O-SEVEN
            return QCoreApplication.translate("UnoScene", "Choose how to play the card, or Cancel.")
        if choosing[0] == "target":
            if choosing[1] and targets(choosing[1][0].card):  # U-DX-TARGET
                return QCoreApplication.translate("UnoScene", "Click the player who draws (or press their number), "
                                                              "or Cancel.")
            return QCoreApplication.translate("UnoScene", "Click the player to swap hands with, or Cancel.")
        if not choosing[1]:
            if v.top == UNTIL:
                return QCoreApplication.translate("UnoScene", "x???: name the colour, then play.")
            return QCoreApplication.translate("UnoScene", "Name the first colour.")
        return QCoreApplication.translate("UnoScene", "Choose the colour of your wild card.")
    if v.offender == me and any(isinstance(a, CallUno) for a in legal):
        return QCoreApplication.translate("UnoScene", "One card left: call UNO before someone catches you!")
    if v.turn != me:
        if any(isinstance(a, Play) for a in legal):
            if v.options.rapido:  # U-R-RAPIDO
                return QCoreApplication.translate("UnoScene", "You hold the very same card: press Rapido!")
            return QCoreApplication.translate("UnoScene", "You hold the very same card: jump in!")
        return QCoreApplication.translate("UnoScene", "{name} is playing…").format(name=name(v.turn))
    plays = any(isinstance(a, Play) for a in legal)
    if v.phase == "first_colour":
        if v.top == UNTIL:
            return QCoreApplication.translate("UnoScene", "x???: name the colour, then play.")
        return QCoreApplication.translate("UnoScene", "Name the first colour.")
    if v.phase == "drawn":
        if not any(isinstance(a, Pass) for a in legal):
            return QCoreApplication.translate("UnoScene", "The card you drew fits: play it.")
        return QCoreApplication.translate("UnoScene", "Play the card you drew, or keep it.")
    if v.phase == "deal":
        return QCoreApplication.translate("UnoScene", "You deal: choose how many cards each player gets.")
    if v.phase == "two":  # U-O-TWO
        if plays:
            return QCoreApplication.translate("UnoScene", "A 2 goes round: play a 2, or draw a card.")
        return QCoreApplication.translate("UnoScene", "A 2 goes round and you have none: draw a card.")
    if v.phase == "continue":
        return QCoreApplication.translate("UnoScene", "Play another card of the run, or end your turn.")
    if v.phase == "penalty" and v.options.box == "deluxe":
        return _deluxe_penalty(v, legal, plays)
    if v.phase == "penalty":
        if any(isinstance(a, Challenge) for a in legal):
            return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "Wild Draw Four: challenge it, or take %n "
                                                                      "card(s).", None, 1), v.pending)
        if plays and v.options.rapido:  # U-R-DEFENCE
            return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "Defend with the identical card, or take %n "
                                                                      "card(s).", None, 1), v.pending)
        if plays:
            return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "Add to the stack, or take %n card(s).",
                                                          None, 1), v.pending)
        return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "No card of yours adds to it: take %n card(s).",
                                                      None, 1), v.pending)
    if v.options.extreme:
        if plays:
            return QCoreApplication.translate("UnoScene", "Your turn: play a matching card, or press the launcher.")
        return QCoreApplication.translate("UnoScene", "No card fits: press the launcher.")
    if v.options.rapido:  # U-R-DRAWPLAY
        if plays:
            return QCoreApplication.translate("UnoScene", "Your turn: play a matching card, or draw and pass.")
        return QCoreApplication.translate("UnoScene", "No card fits: draw a card and pass.")
    if plays:
        return QCoreApplication.translate("UnoScene", "Your turn: play a matching card, or draw.")
    return QCoreApplication.translate("UnoScene", "No card fits: draw a card.")


def _deluxe_penalty(v: UnoView, legal: Sequence[object], plays: bool) -> str:
    """U-DX-BOOMERANG, U-DX-JOKER: what the hit seat may answer (the same line whatever the hand, but for the
    answers it holds)."""
    boomerang = any(isinstance(a, Play) and a.card == BOOMERANG for a in legal)
    challenge = any(isinstance(a, Challenge) for a in legal)
    if not v.pending:
        if boomerang:
            return QCoreApplication.translate("UnoScene", "Skipped: send it back with your Boomerang, or miss your "
                                                          "turn.")
        return QCoreApplication.translate("UnoScene", "You are skipped: miss your turn.")
    if boomerang:
        return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "Send it back with your Boomerang, or take %n "
                                                                  "card(s).", None, 1), v.pending)
    if plays:
        return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "Cancel it with a Wild, or take %n card(s).", None,
                                                      1), v.pending)
    if challenge:
        return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "Challenge it, or take %n card(s).", None, 1),
                        v.pending)
    return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "Take %n card(s).", None, 1), v.pending)

