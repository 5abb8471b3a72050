"""The Rapido box's own steps (Qt-free; U-RAPIDO, ../shared/rules/uno-boxes.md "Other boxes"), called by `rules`.

Readings (also on the rules pages): the UNO card turned as the first discard goes back like a Wild Draw Four. The
UNO card names no colour: the colour in play stays, and on it that colour, a wild or another UNO card may be played
(U-R-UNOCARD). The player who takes the 8 (or the sum of a defence) then plays their turn; a player who takes a
Draw Two's or a Wild Draw Four's cards loses the turn (U-R-DRAWPLAY). U-R-DEFENCE: a Draw Two is defended with a
Draw Two of any colour, a Wild Draw Four with a Wild Draw Four (which names its colour and may be challenged, as
with stacking: the challenge concerns the last one), the UNO card with the UNO card. U-R-RAPIDO: "identical" is the
same colour and face, so, as with jump-in, only coloured cards are played out of turn; on one's own turn a number
card identical to the top keeps the turn (the player then plays or draws as usual: "Rapido again" is another
identical card), while an identical action card is an ordinary play. U-R-DRAWPLAY: a draw never lets the card
drawn be played; it is kept and the turn passes.
"""

from __future__ import annotations

from cafegames.engine.protocol import Event
from cafegames.games.uno.state import PENALTY, UnoState, step


def uno_card(st: UnoState, s: int) -> None:
    """U-R-UNOCARD: the next player draws 8 (or defends, U-R-DEFENCE), then plays."""
    st.wd4_by = -1
    st.pending += 8
    st.phase = PENALTY
    st.turn = step(st, s, 1)


def draw_is_play(st: UnoState, s: int, got: list[int], colour_bit: int, ev: list[Event]) -> None:
    """U-R-DRAWPLAY: the card drawn is kept and the turn passes."""
    st.hands[s].extend(got)
    st.said[s] = False
    st.void[s] = colour_bit
    ev.append(Event("drew", s, {"count": len(got), "cards": tuple(got), "reason": "draw"}))
    ev.append(Event("draw_is_play", s))
    st.turn = step(st, s, 1)
