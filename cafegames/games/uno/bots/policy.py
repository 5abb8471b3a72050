"""The normal level's way of playing UNO, as plain functions: the normal bot decides with them from its view, and
the hard bot's playouts (`search.py`) play every seat with them on a sampled state, so the futures it imagines
are played the way a good, careful player plays.

Normal matches the colour first, keeps its wilds, names the colour it holds most, never bluffs a Wild Draw Four,
plays an Exchange only for a smaller hand (or one no bigger, when nothing else fits), always calls UNO with its
play, and stacks when it can.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cafegames.games.uno import olympique
from cafegames.games.uno.actions import CallUno, Catch, Deal, Play
from cafegames.games.uno.cards import (
    COLOUR,
    COLOURS,
    EXCHANGE,
    IS_WILD,
    POINTS,
    RANK,
    SWAP,
    UNO,
    UNTIL,
    WD4,
    WD4T,
)
from cafegames.games.uno.legal import (
    CHALLENGES,
    COLOUR_CHOICES,
    DRAWS,
    MATCH,
    PASSES,
    holds_colour,
    legal_actions,
    names_colour,
    play_action,
    targets,
)
from cafegames.games.uno.state import CONTINUE, DEAL, DRAWN, FIRST_COLOUR, PENALTY, PLAY, UnoState

_NO_CATCH = random.Random(0)
CATCH = 0.6  # how often normal catches a forgotten UNO
JUMP = 0.8  # how often normal jumps in when it may
CHALLENGE_ABOVE = 0.6  # normal challenges a Wild Draw Four when the chance of a bluff is above this


def card_score(c: int, colour: int, holds_colour: bool) -> float:
    """Normal's preference among playable cards: the active colour first, high points first, wilds last (a Wild
    Draw Four last of all); the UNO card (U-R-UNOCARD) first of all: 8 cards for the next player, 100 points out
    of the hand."""
    if c == UNO:
        return 30
    if c in (WD4, WD4T):
        return -100 if holds_colour else -50
    if IS_WILD[c]:
        return -40
    s = POINTS[c] / 10
    if COLOUR[c] == colour:
        s += 10
    return s


def colour_scores(hand: Sequence[int], playing: int = -1) -> list[float]:
    """Per colour, how much of the hand (without the card being played) it holds: cards, high ones a little more."""
    score = [0.0, 0.0, 0.0, 0.0]
    skipped = False
    for c in hand:
        if c == playing and not skipped:
            skipped = True
            continue
        if not IS_WILD[c]:
            score[COLOUR[c]] += 1 + POINTS[c] / 40
    return score


def best_colour(hand: Sequence[int], playing: int = -1) -> int:
    """The colour the hand holds most (ties: the first of red, yellow, green, blue)."""
    score = colour_scores(hand, playing)
    return max(COLOURS, key=lambda col: (score[col], -col))


def exchange_gain(hand: Sequence[int], counts: Sequence[int], me: int) -> int:
    """U-DX-EXCHANGE: how many cards fewer the hand it would bring holds than the one left after playing it (the
    smallest other hand: at two seats, the hand received). As the last card it passes nothing and wins."""
    if len(hand) <= 1:
        return 99
    return len(hand) - 1 - min((counts[t] for t in range(len(counts)) if t != me), default=0)


def wants_to_play(hand: Sequence[int], colour: int, cards: Sequence[int], counts: Sequence[int] = (),
                  me: int = -1) -> bool:
    """Never bluff a Wild Draw Four (or a +4?): with only that to play while holding the active colour, draw. Nor
    play an Exchange for a bigger hand when it is the only card that fits (`counts`: the hands' sizes): draw, and
    keep it for when another player is closer to going out (U-DX-EXCHANGE; it passed a hand of 2 for one of 6). For
    a hand of the same size it is played: drawing would add a card."""
    held = holds_colour(hand, colour)
    loses = EXCHANGE in cards and bool(counts) and exchange_gain(hand, counts, me) < 0
    return any(((c != WD4 and c != WD4T) or not held) and not (c == EXCHANGE and loses) for c in cards)


def pick_card(hand: Sequence[int], colour: int, cards: Sequence[int]) -> int:
    held = holds_colour(hand, colour)
    return max(cards, key=lambda c: (card_score(c, colour, held), c))


DEAL_COUNT = 7  # U-O-DEAL: a computer dealer deals 7, as the official rules do


def deal_action(seat: int) -> Deal:
    return Deal(seat, DEAL_COUNT)


def olympique_variant(options: Sequence[Play], counts: Sequence[int], team: Sequence[int], me: int,
                      order: Sequence[int]) -> list[Play]:
    """UNO Olympique's ways to play one card (U-O-DOUBLE, U-O-ZERO, U-O-SEVEN): two at once whenever it may (a
    card more gone and a player skipped); a 0 swaps with the smallest hand of another side when it is smaller
    than its own will be; a 7 turns the hands the way that brings it the smallest, when smaller than its own."""
    if any(p.double for p in options):
        options = [p for p in options if p.double]
    after = counts[me] - (2 if options[0].double else 1)
    targets = {p.target for p in options}
    if -1 in targets and len(targets) > 1:
        others = [t for t in targets if t >= 0 and not (team and team[t] == team[me])]
        best = min(others, key=lambda t: (counts[t], t), default=-1)
        chosen = best if best >= 0 and counts[best] < after else -1
        options = [p for p in options if p.target == chosen]
    spins = {p.spin for p in options}
    if len(spins) > 1:
        chosen = 0
        if order and me in order:
            i, m = order.index(me), len(order)
            got = {sp: counts[order[(i - sp) % m]] for sp in (1, -1)}
            best = min((1, -1), key=lambda sp: got[sp])
            chosen = best if got[best] < after else 0
        options = [p for p in options if p.spin == chosen]
    return list(options)


def pick_variant(options: Sequence[Play], colour: int, call: bool, counts: Sequence[int], team: Sequence[int],
                 me: int, order: Sequence[int] = ()) -> Play:
    """Among the ways to play one card: the colour to name, the seat a 7 swaps with or a +2? or +4? hits (the
    fewest cards, not a team-mate: U-DX-TARGET), UNO Olympique's choices (`olympique_variant`), and the UNO call."""
    targets = {p.target for p in options}
    if any(p.double or p.spin for p in options) or (-1 in targets and len(targets) > 1):  # -1: a 0 may swap or not
        options = olympique_variant(options, counts, team, me, order)
    if colour >= 0:
        options = [p for p in options if p.colour == colour] or list(options)
    targets = {p.target for p in options}
    if len(targets) > 1:
        target = min(targets, key=lambda t: (bool(team) and team[t] == team[me], counts[t], t))
        options = [p for p in options if p.target == target]
    called = [p for p in options if p.uno == call]
    return (called or options)[0]


def pick_play(hand: Sequence[int], colour: int, plays: Sequence[Play], counts: Sequence[int], team: Sequence[int],
              me: int, order: Sequence[int] = ()) -> Play:
    cards = sorted({p.card for p in plays})
    swaps = [p.target for p in plays if p.target >= 0 and p.card < 64 and RANK[p.card] == SWAP]
    if swaps and len(cards) > 1 and len(hand) - 1 <= min(counts[t] for t in swaps):
        cards = [c for c in cards if c >= 64 or RANK[c] != SWAP] or cards  # U-X-SWAP: for a smaller hand
    if EXCHANGE in cards and len(cards) > 1 and exchange_gain(hand, counts, me) <= 0:
        cards = [c for c in cards if c != EXCHANGE]  # U-DX-EXCHANGE: for a smaller hand only
    card = pick_card(hand, colour, cards)
    options = [p for p in plays if p.card == card]
    named = best_colour(hand, card) if names_colour(card) else -1
    return pick_variant(options, named, True, counts, team, me, order)


# ---------------------------------------------------------------- playouts on a (sampled) state

def playout_action(st: UnoState, r: random.Random) -> object:
    """Normal's decision for the seat the game waits for, read straight from the state (a sampled one in the
    hard bot's search: nothing here is hidden from the seat that imagines it). The seat waited for always acts
    first, as in `Match.bot_action`, so out-of-turn seats are not asked."""
    seat = st.turn
    if st.phase == PLAY and st.offender < 0 and not st.options.seven_o and not olympique.changes_plays(st.options):
        return _fast_play(st, seat)
    return _listed_action(st, seat, r)


def _listed_action(st: UnoState, seat: int, r: random.Random) -> object:
    """`playout_action` the general way: from the legal actions the rules list (the reference `_fast_play` is
    checked against)."""
    legal = legal_actions(st, seat)
    plays = []
    for a in legal:
        t = type(a)
        if t is Play:
            plays.append(a)
        elif t is CallUno or t is Catch and r.random() < CATCH:
            return a
    hand = st.hands[seat]
    ph = st.phase
    if ph == DEAL:
        return deal_action(seat)
    if ph == FIRST_COLOUR:
        return COLOUR_CHOICES[seat][best_colour(hand)]
    counts = [len(h) for h in st.hands]
    if ph == PENALTY:
        if plays:
            return pick_play(hand, st.colour, plays, counts, st.team, seat, st.order)
        if st.wd4_by >= 0 and guilt_chance(st, seat) > CHALLENGE_ABOVE:
            return CHALLENGES[seat]
        return DRAWS[seat]
    if ph == DRAWN:
        if plays and wants_to_play(hand, st.colour, [p.card for p in plays], counts, seat):
            return pick_play(hand, st.colour, plays, counts, st.team, seat, st.order)
        return PASSES[seat]
    if ph == CONTINUE:
        if plays:
            return pick_play(hand, st.colour, plays, counts, st.team, seat, st.order)
        return PASSES[seat]
    if plays and wants_to_play(hand, st.colour, [p.card for p in plays], counts, seat):
        return pick_play(hand, st.colour, plays, counts, st.team, seat, st.order)
    return DRAWS[seat]


def guilt_chance(st: UnoState, seat: int) -> float:
    """What normal reckons (`bots.guilt_chance`): the chance that the Wild Draw Four player held a card of the colour
    active before it, from the cards `seat` has not seen — on a state, those are the other hands and the draw pile."""
    col = st.wd4_colour
    if col < 0:
        return 0.0
    total = same = 0
    for s, hand in enumerate(st.hands):
        if s != seat:
            total += len(hand)
            same += sum(1 for c in hand if COLOUR[c] == col)
    total += len(st.draw)
    same += sum(1 for c in st.draw if COLOUR[c] == col)
    q = same / (total or 1)
    return 1 - (1 - q) ** len(st.hands[st.wd4_by])


def _fast_play(st: UnoState, seat: int) -> object:
    """`playout_action` in the common case (the play phase, nobody to catch, no Seven-O) without listing the legal
    actions: the same choice, found in one pass over the hand (a test checks it against the general path)."""
    hand = st.hands[seat]
    colour = st.colour
    fits = MATCH[colour][RANK[st.discard[-1]]]
    playable = []
    held = False  # `holds_colour`, in the same pass: every card of the active colour fits
    for c in hand:
        if c in fits:
            playable.append(c)
            if COLOUR[c] == colour:
                held = True
    if not playable or (held and all(c in (WD4, WD4T) for c in playable)):
        return DRAWS[seat]
    if any(c in (UNTIL, EXCHANGE) or targets(c) or c < 64 and RANK[c] == SWAP for c in playable):
        # a target, a colour named later, an Exchange weighed against the hands
        return _listed_action(st, seat, _NO_CATCH)  # (nobody to catch on this path: the random is never read)
    card = max(playable, key=lambda c: (card_score(c, colour, held), c))
    named = best_colour(hand, card) if names_colour(card) else -1
    return play_action(seat, card, named, len(hand) == 2, -1)
