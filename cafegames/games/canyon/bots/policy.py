"""How the Canyon bots estimate tricks and choose cards, as plain functions: the normal and easy levels decide with
them from their view, and the hard level's playouts (`search.py`) play every seat of an imagined round with the
normal level's choices.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Sequence

from cafegames.games.canyon import cards as C
from cafegames.games.canyon.state import CanyonView


def trump_card(view: CanyonView) -> int:
    """The trump card turned up this round (the bots are asked to bid or play only between the deal and the last
    trick, when there is one)."""
    assert view.trump_card is not None, "no trump card outside a round's bids and tricks"
    return view.trump_card


def tricks_needed(view: CanyonView, seat: int) -> int:
    """The tricks `seat` still wants this round: its bid minus the tricks won (below 0 once past the bid)."""
    bid = view.bids[seat]
    assert bid is not None, "the seat's bid is not known yet"
    return bid - view.tricks_won[seat]


def unknown_cards(view: CanyonView) -> set[int]:
    """Cards this seat cannot see: not in its hand, not played this round, not the trump card."""
    out = set(C.DECK) - set(view.hand) - set(view.played) - {c for _, c in view.trick}
    out.discard(view.trump_card)
    return out


def voids(view: CanyonView) -> list[set[int]]:
    """Suits each seat has shown it lacks (it did not follow the led suit)."""
    out: list[set[int]] = [set() for _ in range(view.n)]
    for trick in (*view.history, view.trick):
        if not trick:
            continue
        led = C.suit(trick[0][1])
        for s, c in trick[1:]:
            if C.suit(c) != led:
                out[s].add(led)
    return out


def by_suit_values(cards: Iterable[int]) -> list[list[int]]:
    """The values of `cards`, sorted, suit by suit."""
    out: list[list[int]] = [[] for _ in range(C.SUITS)]
    for card in cards:
        out[C.suit(card)].append(C.value(card))
    for values in out:
        values.sort()
    return out


def win_chance(card: int, trump: int, by_suit: list[list[int]], others_cards: int, opponents: int,
               void_seen: float = 0.0) -> float:
    """A rough chance that `card` wins a trick: no higher card of its suit comes out, and (off trump) no one
    trumps it. `by_suit` holds the unseen cards' values suit by suit (`by_suit_values`); `others_cards` is how
    many unknown cards the other seats hold between them."""
    total = sum(len(values) for values in by_suit)
    if not total:
        return 1.0
    f = min(1.0, others_cards / total)
    s, v = C.suit(card), C.value(card)
    higher = len(by_suit[s]) - bisect.bisect_right(by_suit[s], v)
    p = (1 - f) ** higher
    if s == trump:
        return p
    per = others_cards / max(opponents, 1)
    in_suit = len(by_suit[s]) / total
    in_trump = len(by_suit[trump]) / total
    void = max(void_seen, (1 - in_suit) ** per)
    ruff = void * (1 - (1 - in_trump) ** per)
    return p * (1 - ruff) ** opponents


def plain_chances(hand: Sequence[int], trump_card: int, cards_dealt: int, n: int) -> list[float]:
    """The normal level's chance for each card of `hand` to win a trick: it counts nothing but its own hand and
    the trump card."""
    unknown = set(C.DECK) - set(hand)
    unknown.discard(trump_card)
    by_suit = by_suit_values(unknown)
    trump = C.suit(trump_card)
    others = cards_dealt * (n - 1)
    return [win_chance(c, trump, by_suit, others, n - 1) for c in hand]


def trick_chances(view: CanyonView, counting: bool) -> list[float]:
    """Each card's chance to win a trick. With `counting` the cards already played are known, and the estimate is
    calibrated on simulated rounds (the raw formula is too pessimistic: a higher card that is out does not always
    meet ours)."""
    if not counting:
        return plain_chances(view.hand, trump_card(view), view.cards_dealt, view.n)
    trump = C.suit(trump_card(view))
    unknown = unknown_cards(view)
    others = len(view.hand) * (view.n - 1)
    shown_void = voids(view)
    opponents = [s for s in range(view.n) if s != view.seat]

    def void_share(card: int) -> float:
        return sum(C.suit(card) in shown_void[s] for s in opponents) / max(len(opponents), 1)

    by_suit = by_suit_values(unknown)
    ps = [win_chance(c, trump, by_suit, others, view.n - 1, void_share(c)) for c in view.hand]
    return [min(0.97, 1.15 * p + 0.08) for p in ps]


def normal_bid(chances: Sequence[float]) -> int:
    """The normal level's bid: its expected number of tricks, rounded."""
    return min(C.MAX_BID, int(sum(chances) + 0.5))


def distribution(ps: Sequence[float]) -> list[float]:
    """Poisson-binomial: the chance of winning exactly k tricks, k = 0…len(ps)."""
    dist = [1.0]
    for p in ps:
        nxt = [0.0] * (len(dist) + 1)
        for k, q in enumerate(dist):
            nxt[k] += q * (1 - p)
            nxt[k + 1] += q * p
        dist = nxt
    return dist


def current_winner(trick: Sequence[tuple[int, int]], trump: int) -> tuple[int, int] | None:
    return leading(trick, trump) if trick else None


def leading(trick: Sequence[tuple[int, int]], trump: int) -> tuple[int, int]:
    """(seat, card) winning a trick begun (not empty) so far."""
    return trick[C.trick_winner([c for _, c in trick], trump)]


def beats(card: int, best: int, led: int, trump: int) -> bool:
    return C.trick_winner([best, card], trump) == 1 if C.suit(best) in (led, trump) else (
        C.suit(card) in (led, trump))


def choose_card(legal: Sequence[int], trick: Sequence[tuple[int, int]], trump: int, need: int, in_hand: int,
                chances: dict[int, float], last: bool, greedy_when_missed: bool) -> int:
    """Play to hit the bid: win cheaply while tricks are needed, shed high cards once they are not; once the bid
    cannot be hit any more (`greedy_when_missed`), win every trick it can (each is a point of movement).
    `need`: tricks still wanted; `in_hand`: cards held; `last`: this seat closes the trick."""
    if greedy_when_missed and not 0 <= need <= in_hand:
        return _win_all(legal, trick, trump, chances)
    if not trick:
        if need > 0:
            return max(legal, key=lambda c: (chances[c], C.value(c)))
        return min(legal, key=lambda c: (chances[c], C.value(c)))
    led = C.suit(trick[0][1])
    _, best = leading(trick, trump)
    winning = [c for c in legal if beats(c, best, led, trump)]
    if need > 0:
        if winning:
            if last:
                return min(winning, key=lambda c: (C.suit(c) == trump, C.value(c)))
            return max(winning, key=lambda c: (chances[c], -int(C.suit(c) == trump), C.value(c)))
        return min(legal, key=lambda c: (chances[c], C.value(c)))
    losing = [c for c in legal if c not in winning]
    if losing:
        return max(losing, key=lambda c: (chances[c], C.value(c)))
    if last:
        return max(legal, key=lambda c: C.value(c))
    return min(legal, key=lambda c: (chances[c], C.value(c)))


def _win_all(legal: Sequence[int], trick: Sequence[tuple[int, int]], trump: int, chances: dict[int, float]) -> int:
    if not trick:
        return max(legal, key=lambda c: (chances[c], C.value(c)))
    led = C.suit(trick[0][1])
    _, best = leading(trick, trump)
    winning = [c for c in legal if beats(c, best, led, trump)]
    if winning:
        return min(winning, key=lambda c: (C.suit(c) == trump, C.value(c)))
    return min(legal, key=lambda c: (chances[c], C.value(c)))
