"""The words at the top of UNO's table and under each seat's plate: the hand, the scoring and the box, and each
seat's points (alone, as a team, or with this hand's partner for rotating partners, U-P-ROTATE)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.games.uno import partners
from cafegames.games.uno.state import UnoView
from cafegames.ui.i18n import fill, tr_count


def info_line(v: UnoView) -> str:
    """"Hand 3 · Official scoring · target 500"; rotating partners say the hand of the 12 and when the partners
    change next; the Extreme and Deluxe boxes are named."""
    o = v.options
    translate = QCoreApplication.translate
    if o.teams == "rotating":
        last = partners.last_hand(o.rounds)
        change = partners.next_change(v.hand_no, o.rounds)
        if change:
            line = translate("UnoScene", "Hand {hand} of {last} · new partners from hand {change}").format(
                hand=v.hand_no, last=last, change=change)
        else:  # short: the plate of the seat across sits at the middle of the top edge
            line = translate("UnoScene", "Hand {hand} of {last} · the last partners").format(hand=v.hand_no, last=last)
    elif o.scoring == "single":
        line = translate("UnoScene", "Hand {hand} · {scoring}").format(
            hand=v.hand_no, scoring=translate("UnoScene", "Single hand"))
    else:
        scoring = {"official": translate("UnoScene", "Official scoring"), "low": translate("UnoScene", "Low score"),
                   "challenge": translate("UnoScene", "Challenge UNO")}[o.scoring]
        line = translate("UnoScene", "Hand {hand} · {scoring} · target {target}").format(
            hand=v.hand_no, scoring=scoring, target=o.target)
    if o.box == "extreme":  # U-EXTREME-BOX: the box is named on the table
        line = translate("UnoScene", "Extreme box · {line}").format(line=line)
    elif o.box == "deluxe":  # U-DELUXE
        line = translate("UnoScene", "Deluxe box · {line}").format(line=line)
    return line


def score_text(v: UnoView, s: int, name: Callable[[int], str]) -> str:
    """What a seat's plate says of its points."""
    if v.eliminated[s]:
        return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "Out · %n pt(s)", None, 1), v.scores[s])
    if v.team and v.options.teams == "rotating":  # U-P-ROTATE: a player's own total, and who partners them now
        mate = partners.partner(v.hand_no, s)
        return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "%n pt(s) · with {partner}", None, 1), v.scores[s],
                        partner=name(mate))  # the points first: a long name is cut, never the points
    if v.team:
        team = fill(QCoreApplication.translate("UnoScene", "Team {name}"), name="AB"[v.team[s]])
        total = sum(v.scores[x] for x in range(v.n) if v.team[x] == v.team[s])
        return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "{team} · %n pt(s)", None, 1), total, team=team)
    return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "%n pt(s)", None, 1), v.scores[s])
