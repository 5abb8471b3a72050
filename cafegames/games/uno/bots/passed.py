"""What the hard UNO player knows of a hand after an Exchange at two seats (U-DX-EXCHANGE): the opponent holds the
cards it passed on. It played the Exchange: the opponent holds its hand without the Exchange; the opponent played
it: the opponent holds its hand as it was (without the card it played since its last look; a card drawn unseen is
not known). The opponent's later plays are taken out; the cards it draws are not known. The search deals the
opponent these cards and only the rest at random (`Sampler`'s `held`).

Everything comes from the views the bot was given and its own choices, as a person remembers the cards they passed
on: never from the state.
"""

from __future__ import annotations

from cafegames.games.uno.cards import EXCHANGE
from cafegames.games.uno.state import UnoView


class Passed:
    """The cards the opponent surely holds, from the hands passed on by an Exchange (two seats, this hand)."""

    def __init__(self) -> None:
        self.hand_no = -1
        self.pile: tuple[int, ...] = ()  # the discard pile at the last look
        self.hand: tuple[int, ...] = ()  # this seat's hand at the last look
        self.mine = -1  # the card this seat played at its last decision (-1: none)
        self.cards: list[int] = []  # the cards the opponent surely holds

    @staticmethod
    def applies(view: UnoView) -> bool:
        o = view.options
        return len(view.order) == 2 and o.box == "deluxe" and not o.jump_in

    def played(self, card: int) -> None:
        """This seat plays `card` (after `observe` for this decision)."""
        self.mine = card

    def observe(self, view: UnoView) -> None:
        """Read the cards played since the last look: an Exchange passes the hands on, the opponent's other cards
        leave its hand."""
        if view.hand_no != self.hand_no:
            self.__init__()  # type: ignore[misc]
            self.hand_no = view.hand_no
            self.pile = tuple(view.discard)
        pile = tuple(view.discard)
        if pile[: len(self.pile)] != self.pile:  # reshuffled out of sight: who played what is lost
            self.cards = []
        else:
            new = list(pile[len(self.pile):])
            before = list(self.hand)  # this seat's hand now, as far as it knows it ([]: not known)
            if self.mine >= 0 and new and new[0] == self.mine:  # this seat's own card, first
                new.pop(0)
                if self.mine in before:
                    before.remove(self.mine)
                if self.mine == EXCHANGE:
                    self.cards, before = before, []  # it holds the opponent's old hand now
            for c in new:  # the opponent's cards
                if c == EXCHANGE:  # (a card this seat drew unseen since is not known)
                    self.cards, before = before, []
                elif c in self.cards:
                    self.cards.remove(c)
        self.mine = -1
        self.pile = pile
        self.hand = tuple(view.hand)
        opp = next(s for s in view.order if s != view.seat)
        if len(self.cards) > view.counts[opp]:  # more than it holds: something was misread, keep nothing
            self.cards = []

    def held(self, view: UnoView) -> dict[int, list[int]]:
        """For the search: the opponent's seat and the cards it surely holds (none known: empty)."""
        if not self.cards:
            return {}
        return {next(s for s in view.order if s != view.seat): list(self.cards)}
