"""What the hard UNO player reads from the cards its opponent has played (two seats).

A careful player (the normal level, and most people) plays the card it likes best: the active colour first, the
high cards of it first, wild cards last. So each card the opponent plays says which cards it did not hold then:
every playable card it would have preferred (`preferred_over`). Those cards may come back only with the cards it
has drawn since. The tracker keeps, for the opponent, each such set with how many cards it had received by then;
`weight` judges an imagined hand by them, and the search deals its hands in proportion (a hand that breaks a
sign is not ruled out, only made unlikely: people do not always play that way).

Everything here comes from the views the bot was given, one after the other, and from its own choices (it knows
which cards on the pile it played, and the colours it named): never from the state.
"""

from __future__ import annotations

from collections.abc import Sequence

from cafegames.games.uno.cards import POINTS, RANK, WD4, WILD
from cafegames.games.uno.rules import UnoView

UNLIKELY = 0.05  # the weight of an imagined hand for each sign it breaks
HAND = 7


def fitting(top: int, colour: int) -> frozenset[int]:
    """The cards a careful player would play on `top` with `colour` active (a Wild Draw Four aside: it is not
    played while the colour is held)."""
    rank = RANK[top]
    return frozenset([c for c in range(64) if (c & 15) <= 12 and (c >> 4 == colour or RANK[c] == rank)] + [WILD])


def preferred_over(card: int, top: int, colour: int) -> frozenset[int]:
    """The playable cards a careful player would have played rather than `card` on `top` with `colour` active
    (see `policy.card_score`, ties to the higher code)."""
    rank = RANK[top]
    out: set[int] = set()
    if card == WD4:  # it never bluffs: no card of the colour, nothing else that fits
        out.update(c for c in range(64) if c >> 4 == colour and (c & 15) <= 12)
        out.update(c for c in range(64) if RANK[c] == rank and (c & 15) <= 12)
        out.add(WILD)
        return frozenset(out)
    if card >= 64:  # a Wild: no coloured card that fits
        out.update(c for c in range(64) if (c & 15) <= 12 and (c >> 4 == colour or RANK[c] == rank))
        return frozenset(out)

    def score(c: int) -> tuple[float, int]:
        return POINTS[c] / 10 + (10 if c >> 4 == colour else 0), c

    mine = score(card)
    for c in range(64):
        if (c & 15) <= 12 and (c >> 4 == colour or RANK[c] == rank) and score(c) > mine:
            out.add(c)
    return frozenset(out)


class Tracker:
    """The signs read from one opponent's plays during the current hand (two-seat tables without the house
    rules that change who plays when: jump-in, Seven-O, runs)."""

    def __init__(self) -> None:
        self.hand_no = -1
        self.pile: list[tuple[int, int | None]] = []  # the discard pile as followed: (card, colour after it or None)
        self.signs: list[tuple[frozenset[int], int]] = []  # (cards it did not hold, cards received by then)
        self.opp_plays = 0
        self.received = 0  # cards the opponent had received by the last view
        self.pending: tuple[int, int] | None = None  # (card, colour) this seat just played
        self.count = HAND  # the opponent's cards at the last view
        self.lost = False  # the pile was reshuffled out of sight: the count of its plays is lost, signs dropped

    @staticmethod
    def applies(view: UnoView) -> bool:
        o = view.options
        return len(view.order) == 2 and not (o.jump_in or o.seven_o or o.multi or o.suites)

    def observe(self, view: UnoView) -> None:
        """Read what the opponent did since the last view: the cards it played (each shows which playable cards it
        did not prefer, so did not hold), and a draw without a play (it held nothing that fits)."""
        opp = next(s for s in view.order if s != view.seat)
        if view.hand_no != self.hand_no:
            self.__init__()  # type: ignore[misc]
            self.hand_no = view.hand_no
            first = view.discard[0]
            self.pile = [(first, first >> 4 if first < 64 else None)]
            self.count = HAND
        pile = view.discard
        known = [c for c, _ in self.pile]
        if list(pile[: len(known)]) != known:  # reshuffled out of sight: the signs are dropped for this hand
            self.pile = [(c, c >> 4 if c < 64 else None) for c in pile]
            self.signs.clear()
            self.lost = True
            self.pending = None
            return
        new = list(pile[len(known):])
        penalty = self.pending is not None and (self.pending[0] == WD4 or RANK[self.pending[0]] == 12)
        if self.pending is not None and new and new[0] == self.pending[0]:
            self.pile.append((new.pop(0), self.pending[1]))
        self.pending = None
        drawn = view.counts[opp] - self.count + len(new)
        before = self.received
        top, colour = self.pile[-1]
        if not new and drawn == 1 and not penalty and colour is not None:
            # it drew and kept the card: nothing in its hand fitted, nor does the card drawn
            self.signs.append((fitting(top, colour), before + 1))
        since = before if drawn == 0 else before + drawn
        for i, c in enumerate(new):
            top, colour = self.pile[-1]
            self.pile.append((c, c >> 4 if c < 64 else None))
            self.opp_plays += 1
            stacked = view.options.stack and (top == WD4 or RANK[top] == 12)
            if colour is None or stacked or self.lost or (penalty and i == 0):
                continue
            if drawn == 1 and len(new) == 1:  # it drew, then played the card drawn: nothing fitted before
                self.signs.append((fitting(top, colour), before))
            else:
                self.signs.append((preferred_over(c, top, colour), since))
        self.count = view.counts[opp]
        self.received = self.count + self.opp_plays - HAND

    def played(self, card: int, colour: int) -> None:
        """This seat plays `card` (naming `colour` for a wild)."""
        self.pending = (card, colour if card >= 64 else card >> 4)

    def surely_not(self) -> frozenset[int]:
        """The cards the opponent has shown it does not hold and has not drawn a card since: the search deals it
        none of them."""
        if self.lost:
            return frozenset()
        return frozenset().union(*(cards for cards, received in self.signs if received >= self.received))

    def weight(self, hand: Sequence[int]) -> float:
        """How well an imagined hand of the opponent agrees with the older signs (cards drawn since)."""
        if self.lost or not self.signs:
            return 1.0
        h = len(hand)
        w = 1.0
        for cards, received in self.signs:
            if received >= self.received:
                continue  # dealt by `surely_not`
            x = sum(1 for c in hand if c in cards)
            if not x:
                continue
            since = self.received - received  # cards it may have drawn since that sign
            w *= UNLIKELY ** (x - since) if x > since else (min(since, h) / h) ** x
        return w
