"""The hard Canyon player's search over the unseen hands, for its bid and its cards.

The round is imagined many times: the cards this seat has not seen (not in its hand, not played, not the trump
card) are dealt to the other seats, each its number of cards still to play, never a suit it was seen to lack
(it did not follow), the rest set aside. Seats still to bid bid as the normal level would with the hand imagined;
then the round is played out, every seat playing as the normal level does (`policy.choose_card`, chances counted
at the start of the playout). Each candidate bid or card meets the same imagined deals (common random numbers).

A candidate is judged by where its tricks take the canoe (`Outcome`): the movement points (K-MOVE, K-BONUS, the
current's K-CURRENT-EXACT and drift), the best end cell they reach among the canoes on the river (K-BEST via
`plan_move`), and what that cell is worth: the expected rounds still needed to dock (`values.rounds_to_dock`:
the current, the waterfall and the narrows included), a dock best of all.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cafegames.engine.bots import Deadline
from cafegames.games.canyon import cards as C
from cafegames.games.canyon.bots.policy import choose_card, normal_bid, plain_chances, unknown_cards, voids
from cafegames.games.canyon.bots.values import rounds_to_dock
from cafegames.games.canyon.movement import DOCK, STAY, drift_end, plan_move
from cafegames.games.canyon.river import Hex
from cafegames.games.canyon.state import CanyonView

DOCK_BONUS = 3.0  # rounds: docking wins the race (more than just being 0 rounds away)


class Outcome:
    """What the canoe of `seat` gets from winning t tricks with bid b this round, in rounds to dock (lower is
    better), with the end cell; computed once per (b, t)."""

    def __init__(self, view: CanyonView, seat: int):
        self.view = view
        self.seat = seat
        self.river = view.river
        self.values = rounds_to_dock(view.river)
        pos = view.positions[seat]
        assert pos is not None
        self.pos: Hex = pos
        self.occupied = [p for s, p in enumerate(view.positions) if s != seat and p is not None]
        self.on_current = self.river.is_current(pos)
        self._cache: dict[tuple[int, int], tuple[float, Hex]] = {}

    def cost(self, bid: int, won: int) -> float:
        return self.end(bid, won)[0]

    def end(self, bid: int, won: int) -> tuple[float, Hex]:
        """(rounds to dock after the move, end cell)."""
        key = (bid, won)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        river = self.river
        points, drifts = C.round_points(bid, won, self.on_current)
        if drifts:  # K-DRIFT (a push down the chain is left out)
            cell = drift_end(river, self.pos)
            out = (self.values.get(cell, 99.0), cell)
        else:
            plan = plan_move(river, self.pos, points, self.occupied)
            if plan.kind == STAY:
                out = (self.values[self.pos], self.pos)
            elif plan.kind == DOCK:
                cell = max(plan.options, key=lambda e: plan.leftover(e))
                out = (-DOCK_BONUS - 0.1 * plan.leftover(cell), cell)
            else:
                cell = min(plan.options, key=lambda e: (self.values[e], e))
                out = (self.values[cell], cell)
        self._cache[key] = out
        return out


class Deals:
    """Imagined deals of the unseen cards, consistent with the view."""

    def __init__(self, view: CanyonView):
        self.view = view
        me = view.seat
        played = [0] * view.n
        for trick in (*view.history, view.trick):
            for s, _ in trick:
                played[s] += 1
        self.left = [view.cards_dealt - played[s] for s in range(view.n)]
        self.left[me] = len(view.hand)
        self.pool = sorted(unknown_cards(view))
        self.lacks = voids(view)
        # seats that showed a void take their cards first, from the suits they may hold
        self.order = sorted((s for s in range(view.n) if s != me), key=lambda s: (-len(self.lacks[s]), s))

    def sample(self, r: random.Random) -> list[list[int]]:
        pool = list(self.pool)
        r.shuffle(pool)
        hands: list[list[int]] = [[] for _ in range(self.view.n)]
        hands[self.view.seat] = list(self.view.hand)
        for s in self.order:
            k = self.left[s]
            lacks = self.lacks[s]
            if lacks:
                taken: list[int] = []
                rest: list[int] = []
                for c in pool:
                    if len(taken) < k and C.suit(c) not in lacks:
                        taken.append(c)
                    else:
                        rest.append(c)
                if len(taken) < k:
                    need = k - len(taken)
                    taken += rest[:need]
                    rest = rest[need:]
                hands[s], pool = taken, rest
            else:
                hands[s], pool = pool[:k], pool[k:]
        return hands


def play_round(view: CanyonView, hands: list[list[int]], bids: Sequence[int], trick: list[tuple[int, int]],
               turn: int, won: list[int], first: tuple[int, int] | None = None) -> list[int]:
    """Play the round's remaining tricks on imagined hands, every seat as the normal level; `first` = (seat, card)
    forces the next card. Returns the tricks won per seat. Mutates `hands`, `trick` and `won`."""
    n = view.n
    trump_card = view.trump_card
    assert trump_card is not None
    trump = C.suit(trump_card)
    chances = [dict(zip(h, plain_chances(h, trump_card, view.cards_dealt, n), strict=True)) for h in hands]
    while any(hands):
        hand = hands[turn]
        if first is not None:
            card = first[1]
            first = None
        else:
            legal = C.legal_cards(hand, [c for _, c in trick])
            need = bids[turn] - won[turn]
            card = choose_card(legal, trick, trump, need, len(hand), chances[turn], len(trick) == n - 1, True)
        hand.remove(card)
        trick.append((turn, card))
        if len(trick) < n:
            turn = (turn + 1) % n
            continue
        turn = trick[C.trick_winner([c for _, c in trick], trump)][0]
        won[turn] += 1
        trick.clear()
    return won


def evaluate_cards(view: CanyonView, candidates: Sequence[int], deals: int, seed: int, seconds: float | None,
                   least: int = 4) -> list[list[float]]:
    """Per candidate card, the rounds to dock it leads to on each imagined deal (drawn from `seed`; fewer when
    `seconds` pass, never fewer than `least`). A plain function of the view: it may run in the search process."""
    r = random.Random(seed)
    deadline = Deadline(seconds)
    outcome = Outcome(view, view.seat)
    sampler = Deals(view)
    me = view.seat
    bids = [b if b is not None else 0 for b in view.bids]
    out: list[list[float]] = [[] for _ in candidates]
    for k in range(deals):
        if k >= least and deadline.no_room(k):
            break
        hands = sampler.sample(r)
        for i, card in enumerate(candidates):
            won = play_round(view, [list(h) for h in hands], bids, list(view.trick), view.turn,
                             list(view.tricks_won), (me, card))
            out[i].append(outcome.cost(bids[me], won[me]))
    return out


def evaluate_bids(view: CanyonView, candidates: Sequence[int], deals: int, seed: int, seconds: float | None,
                  least: int = 4) -> list[list[float]]:
    """Per candidate bid, the rounds to dock it leads to on each imagined deal (the seats still to bid bid as the
    normal level would on their imagined hands); like `evaluate_cards` otherwise."""
    r = random.Random(seed)
    deadline = Deadline(seconds)
    outcome = Outcome(view, view.seat)
    sampler = Deals(view)
    me = view.seat
    trump_card = view.trump_card
    assert trump_card is not None
    out: list[list[float]] = [[] for _ in candidates]
    for k in range(deals):
        if k >= least and deadline.no_room(k):
            break
        hands = sampler.sample(r)
        bids = [b if b is not None else normal_bid(plain_chances(hands[s], trump_card, view.cards_dealt, view.n))
                for s, b in enumerate(view.bids)]
        for i, bid in enumerate(candidates):
            bids[me] = bid
            won = play_round(view, [list(h) for h in hands], bids, [], view.first, [0] * view.n)
            out[i].append(outcome.cost(bid, won[me]))
    return out


def distinct_cards(view: CanyonView, legal: Sequence[int]) -> list[int]:
    """Legal cards that can play differently: of two cards of one suit with no unseen card between them (the
    cards between are this seat's own or already out), only the lower is kept."""
    unseen = unknown_cards(view)
    out: list[int] = []
    for c in sorted(legal):
        if out and C.suit(out[-1]) == C.suit(c) and not any(x in unseen for x in range(out[-1] + 1, c)):
            continue
        out.append(c)
    return out
