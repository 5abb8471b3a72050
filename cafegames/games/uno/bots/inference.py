"""What the hard UNO player reads from the cards its opponent has played (two seats).

A careful player (the normal level, and most people) plays the card it likes best: the active colour first, the
high cards of it first, wild cards last. So each card the opponent plays says which cards it did not hold then:
every playable card it would have preferred (`preferred_over`). Those cards may come back only with the cards it
has drawn since. The tracker keeps, for the opponent, each such set with how many cards it had received by then;
`weigher` judges an imagined hand by them, and the search deals its hands in proportion (a hand that breaks a
sign is not ruled out, only made unlikely: people do not always play that way).

Everything here comes from the views the bot was given, one after the other, and from its own choices (it knows
which cards on the pile it played, and the colours it named): never from the state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cafegames.games.uno.cards import (
    COLOUR,
    DOWN1,
    DOWN2,
    DRAW2,
    DRAW2T_RANK,
    EXCHANGE,
    IS_WILD,
    POINTS,
    RANK,
    SKIP,
    WD4,
    WD4T,
    WILD,
)
from cafegames.games.uno.legal import MATCH, matches
from cafegames.games.uno.state import UnoView

UNLIKELY = 0.05  # the weight of an imagined hand for each sign it breaks
HAND = 7


def _colour_of(card: int) -> int | None:
    """The colour a card leaves in play, when it tells it (not a wild's: named, or unchanged)."""
    return None if IS_WILD[card] else COLOUR[card]


def _answered(card: int, deluxe: bool) -> bool:
    """The opponent's next move after this seat's `card` answers it (its first card then is no sign of what it
    preferred): a Wild Draw Four or Draw Two; in the Deluxe box any card that hits it (a Boomerang answers it,
    U-DX-BOOMERANG) and the Downpour cards, whose draw is no sign that nothing fitted (U-DX-DOWNPOUR)."""
    if card == WD4 or RANK[card] == DRAW2:
        return True
    return deluxe and (card in (WD4T, DOWN1, DOWN2) or RANK[card] in (SKIP, DRAW2T_RANK))


def fitting(top: int, colour: int) -> frozenset[int]:
    """The cards a careful player would play on `top` with `colour` active (a Wild Draw Four aside: it is not
    played while the colour is held)."""
    return frozenset([c for c in MATCH[colour][RANK[top]] if not IS_WILD[c]] + [WILD])


def preferred_over(card: int, top: int, colour: int) -> frozenset[int]:
    """The playable cards a careful player would have played rather than `card` on `top` with `colour` active
    (see `policy.card_score`, ties to the higher code)."""
    coloured = [c for c in MATCH[colour][RANK[top]] if not IS_WILD[c]]  # the coloured cards that fit (+2? too)
    if card == WD4:  # it never bluffs: no card of the colour, nothing else that fits
        return frozenset([*coloured, WILD])
    if IS_WILD[card]:  # a Wild: no coloured card that fits
        return frozenset(coloured)

    def score(c: int) -> tuple[float, int]:
        return POINTS[c] / 10 + (10 if COLOUR[c] == colour else 0), c

    mine = score(card)
    return frozenset(c for c in coloured if score(c) > mine)


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
        self.opp = -1
        self.lost = False  # the pile was reshuffled out of sight: the count of its plays is lost, signs dropped

    @staticmethod
    def applies(view: UnoView) -> bool:
        o = view.options
        return len(view.order) == 2 and o.box in ("classic", "deluxe") and not (
            o.jump_in or o.seven_o or o.multi or o.suites)

    def observe(self, view: UnoView) -> None:
        """Read what the opponent did since the last view: the cards it played (each shows which playable cards it
        did not prefer, so did not hold), and a draw without a play (it held nothing that fits)."""
        opp = next(s for s in view.order if s != view.seat)
        if view.hand_no != self.hand_no:
            self.__init__()  # type: ignore[misc]
            self.hand_no = view.hand_no
            first = view.discard[0]
            self.pile = [(first, _colour_of(first))]
            self.count = HAND
        self.opp = opp
        pile = view.discard
        known = [c for c, _ in self.pile]
        if list(pile[: len(known)]) != known:  # reshuffled out of sight: the signs are dropped for this hand
            self.pile = [(c, _colour_of(c)) for c in pile]
            self.signs.clear()
            self.lost = True
            self.pending = None
            return
        new = list(pile[len(known):])
        penalty = self.pending is not None and _answered(self.pending[0], view.options.box == "deluxe")
        exchanged = EXCHANGE in new  # U-DX-EXCHANGE (its own or the opponent's): another hand, the signs are void
        if self.pending is not None and new and new[0] == self.pending[0]:
            colour = self.pending[1] if self.pending[1] >= 0 else self.pile[-1][1]  # (a Boomerang names none)
            self.pile.append((new.pop(0), colour))
        self.pending = None
        if exchanged:
            self.pile += [(c, _colour_of(c)) for c in new]
            self.signs.clear()
            self.lost = True
            self.count = view.counts[opp]
            return
        drawn = view.counts[opp] - self.count + len(new)
        before = self.received
        top, colour = self.pile[-1]
        if not new and drawn == 1 and not penalty and colour is not None:
            # it drew and kept the card: nothing in its hand fitted, nor does the card drawn
            self.signs.append((fitting(top, colour), before + 1))
        since = before if drawn == 0 else before + drawn
        for i, c in enumerate(new):
            top, colour = self.pile[-1]
            self.pile.append((c, _colour_of(c)))
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
        self.pending = (card, colour if IS_WILD[card] else COLOUR[card])

    def passed(self) -> None:
        """This seat drew or kept a card."""
        self.pending = None

    def surely_not(self) -> dict[int, frozenset[int]]:
        """Per opponent, the cards it has shown it does not hold and has not drawn a card since: the search deals
        it none of them."""
        if self.lost or self.opp < 0:
            return {}
        return {self.opp: frozenset().union(*(cards for cards, received in self.signs if received >= self.received))}

    def weigher(self) -> Callable[[Sequence[Sequence[int]]], float]:
        """How well imagined hands agree with the older signs (those with cards drawn since), as a function read
        once from the signs as they stand: the search weighs thousands of hands per decision."""
        if self.lost or not self.signs:
            return _even
        # the signs with cards drawn since (the others are dealt by `surely_not`), and how many cards since
        return _weigher([(self.opp, [(cards.__contains__, self.received - received)
                                     for cards, received in self.signs if received < self.received])])


class TableTracker:
    """The same signs at a table of three or more, read for each opponent. Who played which card since the last
    view is not shown; it is worked out (`_paths`) by replaying the turns from this seat's last action: each seat
    in turn plays the next card of the pile, or draws and plays it, or draws and keeps it; skips, reverses and
    Draw Twos move the turn on; the path must end at this seat with every seat's count as the view shows. When
    exactly one way fits, its plays are read; when none or several do, that seat's signs are given up for the rest
    of the hand. Tables with stacking, jump-in, Seven-O, runs, the launcher or draw-until are not read."""

    LIMIT = 4000  # steps of the replay search, per view

    def __init__(self) -> None:
        self.hand_no = -1
        self.pile: list[tuple[int, int | None]] = []
        self.signs: dict[int, list[tuple[frozenset[int], int]]] = {}
        self.count: dict[int, int] = {}
        self.plays: dict[int, int] = {}
        self.received: dict[int, int] = {}
        self.lost = False
        self.pending: tuple[str, int, int] | None = None  # this seat's last action: ("play", card, colour) or
        # ("pass", -1, -1) for a draw or a kept card
        self.direction = 1  # the direction of play when this seat last acted

    @staticmethod
    def applies(view: UnoView) -> bool:
        o = view.options
        return len(view.order) >= 3 and o.box == "classic" and not (
            o.jump_in or o.seven_o or o.multi or o.suites or o.stack or o.draw_until or o.extreme)

    def played(self, card: int, colour: int) -> None:
        self.pending = ("play", card, colour if IS_WILD[card] else COLOUR[card])

    def passed(self) -> None:
        self.pending = ("pass", -1, -1)

    def observe(self, view: UnoView) -> None:
        me = view.seat
        others = [s for s in view.order if s != me]
        start: tuple | None  # (turn, direction, top, colour, penalty cards per seat) after this seat's action
        if view.hand_no != self.hand_no:
            self.__init__()  # type: ignore[misc]
            self.hand_no = view.hand_no
            first = view.discard[0]
            self.pile = [(first, first >> 4 if first < 64 else None)]
            self.count = {s: HAND for s in view.order}
            self.plays = {s: 0 for s in others}
            self.received = {s: 0 for s in others}
            self.signs = {s: [] for s in others}
            start = self._opening(view, first)
        else:
            start = None
        pile = view.discard
        known = [c for c, _ in self.pile]
        if self.lost or list(pile[: len(known)]) != known:
            self.lost = True  # reshuffled out of sight: the plays cannot be counted any more this hand
            self.pending = None
            return
        new = list(pile[len(known):])
        pending, self.pending = self.pending, None
        if start is None:
            if pending is None:
                self.lost = True
                return
            if pending[0] == "play":
                if not new or new[0] != pending[1]:
                    self.lost = True
                    return
                new.pop(0)
                self.pile.append((pending[1], pending[2]))
                self.count[me] -= 1
                starts = self._outcomes(view, me, pending[1], self.direction, pending[2])
                start = starts[0]
                if len(starts) > 1:
                    self.direction = view.direction
                    self._settle(view, [p for st in starts for p in self._paths(view, st, new)], new)
                    return
            else:
                start = (self._step(view.order, me, 1, self.direction), self.direction, *self.pile[-1], {})
        self.direction = view.direction
        if not new and all(view.counts[s] == self.count[s] for s in others):
            self.count[me] = view.counts[me]
            return  # nobody else played (this seat drew and may play the card drawn)
        self._settle(view, self._paths(view, start, new), new)

    def _settle(self, view: UnoView, paths: list, new: list[int]) -> None:
        """Read the one way the turns went; when several fit and agree on who played each card, read what they
        share (a card played straight or after a draw gives no sign); when none fits, give up for this hand."""
        if not paths:
            self.lost = True
            return
        first = paths[0]
        if len(paths) > 1:
            plays = [[step for step in path if step[1] != "kept"] for path in paths]
            if any([step[0] for step in p] != [step[0] for step in plays[0]] for p in plays):
                self.lost = True
                return
            first = [step if all(p[i][1] == step[1] for p in plays) else (step[0], "unsure", step[2], step[3])
                     for i, step in enumerate(plays[0])]
        self._read(view, first, new)

    # the replay ----------------------------------------------------------------------------------------

    @staticmethod
    def _step(order: tuple[int, ...], seat: int, k: int, direction: int) -> int:
        return order[(order.index(seat) + k * direction) % len(order)]

    def _opening(self, view: UnoView, first: int) -> tuple:
        """(turn, direction, top, colour, penalty cards per seat) after the first card is turned (U-FIRST)."""
        order, dealer = view.order, view.dealer
        left = self._step(order, dealer, 1, 1)
        colour = first >> 4 if first < 64 else None
        rank = RANK[first]
        if first < 64 and rank == 12:  # the first player draws two and is skipped
            return self._step(order, left, 1, 1), 1, first, colour, {left: 2}
        if first < 64 and rank == 11:  # the dealer plays first, to the right
            return dealer, -1, first, colour, {}
        if first < 64 and rank == 10:
            return self._step(order, left, 1, 1), 1, first, colour, {}
        return left, 1, first, colour, {}

    def _after(self, view: UnoView, seat: int, card: int, colour: int | None, direction: int) -> tuple:
        """(turn, direction, top, colour, penalties) right after `seat` plays `card`."""
        order = view.order
        rank = RANK[card] if card < 64 else -1
        extra: dict[int, int] = {}
        if rank == 10:
            return self._step(order, seat, 2, direction), direction, card, colour, extra
        if rank == 11:
            direction = -direction
            return self._step(order, seat, 1, direction), direction, card, colour, extra
        if rank == 12:
            extra[self._step(order, seat, 1, direction)] = 2
            return self._step(order, seat, 2, direction), direction, card, colour, extra
        if card == WD4:  # read as taken; `_outcomes` gives the challenges too
            victim = self._step(order, seat, 1, direction)
            if victim == view.seat:  # this seat is to answer it now
                return victim, direction, card, colour, extra
            extra[victim] = 4
            return self._step(order, seat, 2, direction), direction, card, colour, extra
        return self._step(order, seat, 1, direction), direction, card, colour, extra

    def _outcomes(self, view: UnoView, seat: int, card: int, direction: int, colour: int | None = None) -> list:
        """The ways the turn goes on after `seat` plays `card` (`colour`: the one named, when known): for a Wild
        Draw Four on another seat, taken, challenged and fair (the challenger draws six), challenged and a bluff
        (the player draws four)."""
        if card < 64:
            colour = card >> 4
        first = self._after(view, seat, card, colour, direction)
        victim = self._step(view.order, seat, 1, direction)
        if card != WD4 or victim == view.seat:
            return [first]
        return [first, (first[0], direction, card, colour, {victim: 6}), (victim, direction, card, colour, {seat: 4})]

    def _paths(self, view: UnoView, start, new: list[int]) -> list[list[tuple[int, str, int, int | None]]]:
        """Every way the turns since the last view fit what the view shows: lists of (seat, what, top, colour)
        with what "play", "drawn-play" or "kept"."""
        me = view.seat
        target = {s: view.counts[s] - self.count[s] for s in view.order}
        found: list[list[tuple[int, str, int, int | None]]] = []
        budget = [self.LIMIT]

        def walk(turn: int, direction: int, top: int, colour: int | None, gained: dict[int, int], i: int,
                 path: list[tuple[int, str, int, int | None]]) -> None:
            budget[0] -= 1
            if budget[0] < 0 or len(found) > 1:
                return
            for s, got in gained.items():
                if s != me and got > target[s] + len(new):
                    return
            if turn == me:  # (this seat's own count also moved with its own draws: only the others are checked)
                if i == len(new) and all(gained.get(s, 0) == target[s] for s in view.order if s != me):
                    found.append(list(path))
                return
            if i < len(new):
                c = new[i]
                fits = colour is None or matches(c, colour, RANK[top])
                if fits:
                    for what, extra in (("play", -1), ("drawn-play", 0)):
                        for nxt in self._outcomes(view, turn, c, direction):
                            g = dict(gained)
                            g[turn] = g.get(turn, 0) + extra
                            for s, k in nxt[4].items():
                                g[s] = g.get(s, 0) + k
                            path.append((turn, what, top, colour))
                            walk(nxt[0], nxt[1], nxt[2], nxt[3], g, i + 1, path)
                            path.pop()
            g = dict(gained)
            g[turn] = g.get(turn, 0) + 1
            path.append((turn, "kept", top, colour))
            walk(self._step(view.order, turn, 1, direction), direction, top, colour, g, i, path)
            path.pop()

        turn, direction, top, colour, extra = start
        walk(turn, direction, top, colour, dict(extra), 0, [])
        return found

    def _read(self, view: UnoView, path: list[tuple[int, str, int, int | None]], new: list[int]) -> None:
        cards = iter(new)
        for seat, what, top, colour in path:
            if what == "kept":
                if colour is not None:
                    self.signs[seat].append((fitting(top, colour), self.received[seat] + 1))
                self.received[seat] += 1
                continue
            c = next(cards)
            self.pile.append((c, c >> 4 if c < 64 else None))
            self.plays[seat] += 1
            if colour is not None and what != "unsure":
                if what == "drawn-play":
                    self.signs[seat].append((fitting(top, colour), self.received[seat]))
                    self.received[seat] += 1
                else:
                    self.signs[seat].append((preferred_over(c, top, colour), self.received[seat]))
        for s in view.order:
            self.count[s] = view.counts[s]
        for s in self.received:
            self.received[s] = self.count[s] + self.plays[s] - HAND

    # reading the signs ---------------------------------------------------------------------------------

    def surely_not(self) -> dict[int, frozenset[int]]:
        if self.lost:
            return {}
        return {s: frozenset().union(*(c for c, r in signs if r >= self.received[s]))
                for s, signs in self.signs.items() if signs}

    def weigher(self) -> Callable[[Sequence[Sequence[int]]], float]:
        if self.lost:
            return _even
        return _weigher([(s, [(cards.__contains__, self.received[s] - received)
                              for cards, received in signs if received < self.received[s]])
                         for s, signs in self.signs.items()])


def _even(hands: Sequence[Sequence[int]]) -> float:
    return 1.0


def _weigher(seats: list[tuple[int, list[tuple[Callable[[int], bool], int]]]]
             ) -> Callable[[Sequence[Sequence[int]]], float]:
    """The weight of imagined hands by per-seat signs (is a card in the set, cards the seat may have drawn since):
    each card of a set in the hand is unlikely beyond the cards drawn since, and otherwise as likely as being one of
    them."""
    seats = [(s, signs) for s, signs in seats if signs]

    def weight(hands: Sequence[Sequence[int]]) -> float:
        w = 1.0
        for s, signs in seats:
            hand = hands[s]
            h = len(hand) or 1
            for held, since in signs:
                x = sum(map(held, hand))
                if x:
                    w *= UNLIKELY ** (x - since) if x > since else (min(since, h) / h) ** x
        return w

    return weight
