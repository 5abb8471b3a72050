"""The words at the top of UNO's table and under each seat's plate: the hand, the scoring and the box, and each
seat's points (alone, as a team, or with this hand's partner for rotating partners, U-P-ROTATE, and at the
tournament, U-P-TOURNAMENT, where the line names the table in play)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.games.uno import partners, tournament
from cafegames.games.uno.state import UnoView
from cafegames.ui.i18n import fill, tr_count


def info_line(v: UnoView) -> str:
    """"Hand 3 · Official scoring · target 500"; rotating partners say the hand of the 12 and when the partners
    change next; the Extreme, Deluxe and Rapido boxes are named."""
    o = v.options
    translate = QCoreApplication.translate
    if o.teams == "tournament":
        line = tournament_line(v.hand_no)
    elif o.teams == "rotating":
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
    elif o.box == "rapido":  # U-RAPIDO
        line = translate("UnoScene", "Rapido box · {line}").format(line=line)
    return line


def score_text(v: UnoView, s: int, name: Callable[[int], str]) -> str:
    """What a seat's plate says of its points."""
    if v.eliminated[s]:
        return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "Out · %n pt(s)", None, 1), v.scores[s])
    if v.team and v.options.teams in ("rotating", "tournament"):  # U-P-ROTATE: own total, who partners them now
        mate = (partners.partner(v.hand_no, s) if v.options.teams == "rotating"
                else tournament.partner(v.hand_no, s))
        return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "%n pt(s) · with {partner}", None, 1), v.scores[s],
                        partner=name(mate))  # the points first: a long name is cut, never the points
    if v.team:
        team = fill(QCoreApplication.translate("UnoScene", "Team {name}"), name="AB"[v.team[s]])
        total = sum(v.scores[x] for x in range(v.n) if v.team[x] == v.team[s])
        return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "{team} · %n pt(s)", None, 1), total, team=team)
    return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "%n pt(s)", None, 1), v.scores[s])


def tournament_line(hand_no: int) -> str:
    """U-P-TOURNAMENT: "Table 2 · hand 5 of 28 · new partners from hand 9"."""
    translate = QCoreApplication.translate
    table, hand, change = tournament.table_of(hand_no) + 1, tournament.table_hand(hand_no), tournament.next_change(hand_no)
    if change:
        return translate("UnoScene", "Table {table} · hand {hand} of {last} · new partners from hand {change}").format(
            table=table, hand=hand, last=tournament.HANDS_PER_TABLE, change=change)
    return translate("UnoScene", "Table {table} · hand {hand} of {last} · the last partners").format(
        table=table, hand=hand, last=tournament.HANDS_PER_TABLE)


def handoff_place(hand_no: int, seat: int, name: Callable[[int], str]) -> str:
    """U-P-TOURNAMENT: where the person the computer is handed to sits: "Table 2, seat 3 · your partner: Cleo"."""
    order = tournament.order(hand_no)
    return QCoreApplication.translate("UnoScene", "Table {table}, seat {place} · your partner: {partner}").format(
        table=tournament.table_of(hand_no) + 1, place=order.index(seat) + 1,
        partner=name(tournament.partner(hand_no, seat)))
