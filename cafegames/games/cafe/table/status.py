"""Café International's status line: what the player on screen may do now, said for the mouse or, once a key is
used, for the keyboard; sentences about one guest agree with a woman guest in French (`guest_sentence`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.games.cafe.board import WOMAN, gender_of
from cafegames.ui.i18n import tr_text

CTX = "CafeScene"


# Sentences about one guest, marked once more for a woman guest: the French agrees with her ("cette cliente").
FOR_A_WOMAN = frozenset((
    QT_TRANSLATE_NOOP("CafeScene", "This guest needs a partner at the same table: pick a second guest.", "woman"),
    QT_TRANSLATE_NOOP("CafeScene", "Click a glowing chair to seat this guest.", "woman"),
    QT_TRANSLATE_NOOP("CafeScene", "This guest cannot sit at any table now.", "woman"),
    QT_TRANSLATE_NOOP("CafeScene", "The glowing bar seat sends the guest to the bar.", "woman"),
    QT_TRANSLATE_NOOP("CafeScene", "A purple joker can be swapped for this guest.", "woman"),
    QT_TRANSLATE_NOOP("CafeScene", "Click the guest again to put it back.", "woman"),
    QT_TRANSLATE_NOOP("CafeScene", "Arrows or Tab: go from one glowing place to the next; Enter seats the guest "
                                   "there. B sends it to the bar. Esc puts it back.", "woman"),
    QT_TRANSLATE_NOOP("CafeScene", "E (or Enter on “End turn”) ends your turn; ← → and Enter pick a second "
                                   "guest; Backspace takes the guest back.", "woman"),
    QT_TRANSLATE_NOOP("CafeScene", "This guest needs a partner at the same table: ← → and Enter pick a second "
                                   "guest; Backspace takes the guest back.", "woman"),
    QT_TRANSLATE_NOOP("CafeScene", "Swap: this guest takes the joker’s place, the joker comes to your hand. "
                                   "No points.", "woman"),
))


def guest_sentence(guest: int | None, text: str) -> str:
    """`text`, a sentence about `guest` marked QT_TRANSLATE_NOOP("CafeScene", text), in the current language:
    its woman form (FOR_A_WOMAN) when the guest is a woman, joker women included."""
    if guest is not None and gender_of(guest) == WOMAN and text in FOR_A_WOMAN:
        return tr_text(CTX, text, "woman")
    return tr_text(CTX, text)


class StatusLine:
    """The status texts of `CafeScene` (reads its view, steps, picked guest, chairs and bar seats)."""

    def _status_text(self, mine: bool, sel: int | None, only_pass: bool) -> str:
        v = self.view_
        if v.over:
            return QCoreApplication.translate("CafeScene", "The game is over.")
        name = self.seats[v.turn].name
        if not mine:
            if self.seats[v.turn].is_human or self.read_only:  # a replay: nobody is thinking now
                return QCoreApplication.translate("CafeScene", "{name} is playing.").format(name=name)
            return QCoreApplication.translate("CafeScene", "{name} (computer) is thinking…").format(name=name)
        if self.kb_visible:
            return self._keys_text(sel, only_pass)
        if only_pass:
            return QCoreApplication.translate("CafeScene", "{name}, none of your guests can sit anywhere and jokers never go to the bar: "
                           "you must pass.").format(name=name)
        if len(self.steps) == 2:
            return QCoreApplication.translate("CafeScene", "Two guests seated: end your turn, or take one back.")
        if len(self.steps) == 1:
            if self._can_end() is not None:
                return QCoreApplication.translate("CafeScene", "End your turn now, or pick a second guest for a glowing chair.")
            return guest_sentence(self.steps[0][0], QT_TRANSLATE_NOOP(
                "CafeScene", "This guest needs a partner at the same table: pick a second guest."))
        if sel is None:
            return QCoreApplication.translate(
                "CafeScene", "{name}, pick a guest from your row, then a chair. Green chairs score; amber ones need "
                             "a second guest at that table.").format(name=name)
        parts = []
        if any(c.mode in ("ok", "first") for c in self.chairs):
            parts.append(guest_sentence(sel, QT_TRANSLATE_NOOP("CafeScene", "Click a glowing chair to seat this guest.")))
        else:
            parts.append(guest_sentence(sel, QT_TRANSLATE_NOOP("CafeScene", "This guest cannot sit at any table now.")))
        if any(b.glow for b in self.bar_seats):
            parts.append(guest_sentence(sel, QT_TRANSLATE_NOOP("CafeScene", "The glowing bar seat sends the guest to "
                                                                            "the bar.")))
        if any(c.mode == "swap" for c in self.chairs):
            parts.append(guest_sentence(sel, QT_TRANSLATE_NOOP("CafeScene", "A purple joker can be swapped for this "
                                                                            "guest.")))
        parts.append(guest_sentence(sel, QT_TRANSLATE_NOOP("CafeScene", "Click the guest again to put it back.")))
        return " ".join(parts)

    def _keys_text(self, sel: int | None, only_pass: bool) -> str:
        """The status while the keyboard is used: what each key does now."""
        if only_pass:
            return QCoreApplication.translate("CafeScene", "None of your guests can sit anywhere and jokers never go to the bar: Enter "
                                    "passes.")
        if len(self.steps) == 2:
            return QCoreApplication.translate("CafeScene", "Two guests seated. E ends your turn; Backspace takes the last guest back.")
        if sel is not None:
            return guest_sentence(sel, QT_TRANSLATE_NOOP("CafeScene", "Arrows or Tab: go from one glowing place to the "
                                                                      "next; Enter seats the guest there. B sends it to "
                                                                      "the bar. Esc puts it back."))
        if len(self.steps) == 1:
            first = self.steps[0][0]
            if self._can_end() is not None:
                return guest_sentence(first, QT_TRANSLATE_NOOP("CafeScene", "E (or Enter on “End turn”) ends your turn; "
                                                                            "← → and Enter pick a second guest; "
                                                                            "Backspace takes the guest back."))
            return guest_sentence(first, QT_TRANSLATE_NOOP("CafeScene", "This guest needs a partner at the same table: "
                                                                        "← → and Enter pick a second guest; Backspace "
                                                                        "takes the guest back."))
        return QCoreApplication.translate("CafeScene", "{name}, ← → or Tab choose a guest, Enter picks it (B sends it to the bar).").format(
            name=self.seats[self.view_.turn].name)
