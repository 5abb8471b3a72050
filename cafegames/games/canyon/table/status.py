"""Canyon's words at the top of the band: the status line (who acts, what to do, the round at its right) and,
in the side zone, the explanations of the current phase (a drift, a block, a fall, the dealer draw, the
current's warning while bidding)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.games.canyon import cards as C
from cafegames.games.canyon.actions import Bid
from cafegames.games.canyon.movement import BLOCKED, DOCK
from cafegames.games.canyon.state import CanyonView
from cafegames.games.canyon.table.widgets import fitted_item, wrapped_item
from cafegames.ui import larger
from cafegames.ui.i18n import tr_count


class StatusAndNotes:
    """The status line and the explanations of `CanyonScene`."""

    # Events that open a new phase: the explanations written before them belong to the phase that ended.
    PHASE_STARTS = frozenset({"dealt", "next_round", "bids_revealed", "scored", "game_over"})

    def _update_notes(self, old_view: CanyonView | None, view: CanyonView, events) -> None:
        """Keep only explanations of the current phase: a phase change (seen in the events or between two views,
        e.g. after a load or a handoff) clears them. In the move phase they pile up (the last ones shown, as each
        canoe's drift or block matters for the next); in the other phases each action replaces them."""
        key = (view.round_no, view.phase)
        fresh: list = []
        boundary = False
        for e in events:
            if e.kind in self.PHASE_STARTS and not (e.kind == "scored" and boundary):
                fresh = []
                boundary = True
            if self._note(e):
                fresh.append(e)
        if self.notes_key != key or boundary:
            self.note_events = fresh
        elif view.phase == "move":
            self.note_events = (self.note_events + fresh)[-3:]
        elif events:
            self.note_events = fresh
        self.notes_key = key

    @property
    def notes(self) -> list[str]:
        """The explanations shown now, in the current language (the dealer draw while canoes are placed)."""
        v = self.view
        texts = [self._note(e) for e in self.note_events]
        if v is not None and v.phase == "place" and v.dealer_draws:
            draws = " / ".join(", ".join(f"{self._name(s)} {C.value(c)}" for s, c in enumerate(row) if c is not None)
                               for row in v.dealer_draws)
            texts.insert(0, QCoreApplication.translate("CanyonScene", "Draw for the deal: {draws} — {name} deals.")
                         .format(draws=draws, name=self._name(v.dealer)))
        return texts

    def _round_line(self) -> str:
        v = self.view
        if v.phase == "place":
            return ""
        return tr_count("CanyonScene", QT_TRANSLATE_NOOP("CanyonScene", "Round {round} · step {step}: %n card(s) each",
                                                         None, 1), v.cards_dealt, round=max(v.round_no, 1), step=v.step)

    def _draw_status(self) -> None:
        """The line saying who acts and what to do, at the top of the band, with the round at its right; the zones
        under it start below it (`content_top`)."""
        b = self.band
        round_line = self._round_line()
        right = b.right() - 12
        if round_line:
            info = fitted_item(round_line, 20, 380, QColor("#f3dcb2"), True)
            info.setPos(right - info.boundingRect().width(), b.y() + 10)
            self.labels.append(self._add(info))
            right = info.x() - 20
        head = wrapped_item(self._status_line(), larger.px(22), right - b.x() - 12, QColor("#ffffff"), True)
        head.setPos(b.x() + 12, b.y() + 8)
        self._add(head)
        self.status_item = head  # a hint's bubble leaves it visible (assist_avoid)
        self.content_top = max(b.y() + 48, head.y() + head.boundingRect().height() + 8)

    def _draw_notes(self) -> None:
        """The explanations of the current phase (drift, blocked…), and the current's warning while bidding, in the
        band's side zone."""
        v = self.view
        if v.phase == "over":
            return
        zone = self._side_zone()
        texts = self.notes[-3:]
        me = self.seat_on_screen
        cell = v.positions[me] if me is not None else None
        if any(isinstance(a, Bid) for a in self.legal) and cell is not None and self.river.is_current(cell):
            texts.insert(0, QCoreApplication.translate(
                "CanyonScene", "Your canoe is in the current: only the exact bid moves it (by the bonus alone); "
                               "otherwise it drifts."))
        y = zone.y()
        for text in texts:
            t = wrapped_item(text, 20, zone.width(), QColor("#f3dcb2"))
            t.setPos(zone.x(), y)
            self.labels.append(self._add(t))
            y += t.boundingRect().height() + 6

    def _status_line(self) -> str:
        v = self.view
        me = self.seat_on_screen
        mine = bool(self.legal)
        if v.phase == "over":
            return QCoreApplication.translate("CanyonScene", "The race is over.")
        if v.phase == "place":
            return (QCoreApplication.translate("CanyonScene", "{name}: choose a start space for your canoe.").format(name=self._name(me)) if mine
                    else QCoreApplication.translate("CanyonScene", "{name} chooses a start space.").format(name=self._name(v.turn)))
        if v.phase == "bid":
            if v.secret:
                return QCoreApplication.translate("CanyonScene", "Secret bids: each chooses a speed; they are revealed together.")
            return QCoreApplication.translate("CanyonScene", "{name} chooses a speed.").format(name=self._name(v.turn))
        if v.phase == "play":
            return (QCoreApplication.translate("CanyonScene", "{name}: play a card.").format(name=self._name(me)) if mine
                    else QCoreApplication.translate("CanyonScene", "{name} plays.").format(name=self._name(v.turn)))
        plan = v.plan
        who = self._name(v.turn)
        if plan is None:
            return ""
        if not mine:
            return tr_count("CanyonScene", QT_TRANSLATE_NOOP("CanyonScene", "{name} moves (%n point(s)).", None, 1),
                            plan.points, name=who)
        if plan.kind == DOCK:
            return QCoreApplication.translate("CanyonScene", "{name}: the landing is in reach! Click a dock.").format(name=who)
        if plan.kind == BLOCKED:
            return tr_count("CanyonScene", QT_TRANSLATE_NOOP(
                "CanyonScene", "{name}: blocked — no path of all %n point(s) gets closer; the canoe goes as close as it "
                               "can with fewer. Click a cell.", None, 1), plan.points, name=who)
        return tr_count("CanyonScene", QT_TRANSLATE_NOOP("CanyonScene", "{name}: %n point(s) — click a lit cell (hover to "
                                                                        "see the path).", None, 1), plan.points, name=who)

    def _note(self, e) -> str:
        name = self._name(e.seat) if e.seat is not None else ""
        d = e.data
        if e.kind == "drifted":
            return QCoreApplication.translate("CanyonScene", "{name} started in the current without the exact bid: the canoe drifts.").format(name=name)
        if e.kind == "pushed":
            return QCoreApplication.translate("CanyonScene", "{name} is pushed along by {by}.").format(name=name, by=self._name(d["by"]))
        if e.kind == "fell":
            return QCoreApplication.translate("CanyonScene", "{name} goes over the waterfall, through the cave, out at the bridge.").format(name=name)
        if e.kind == "stayed" and d["reason"] == "blocked":
            return QCoreApplication.translate("CanyonScene", "{name} is blocked: nothing closer can be reached, the canoe stays.").format(name=name)
        if e.kind == "stayed":
            return QCoreApplication.translate("CanyonScene", "{name} has no movement points this round.").format(name=name)
        if e.kind == "skipped":
            return QCoreApplication.translate("CanyonScene", "{name} is still in the cave and moves next round.").format(name=name)
        if e.kind == "docked":
            return tr_count("CanyonScene", QT_TRANSLATE_NOOP("CanyonScene", "{name} reaches the landing with %n point(s) "
                                                                            "to spare!", None, 1), d["leftover"], name=name)
        if e.kind == "bids_revealed":
            return QCoreApplication.translate("CanyonScene", "Bids revealed.")
        if e.kind == "scored" and d["exact"]:
            return ""
        return ""
