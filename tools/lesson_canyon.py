"""Find the deal and the moves of Canyon's guided first game (games/canyon/lesson.py).

A short race (option "Short race": start under the islands, 3 cards, then 2, then 1) of three rounds for the
learner (seat 0) and two friendly computers, every move chosen at random until one playout has, in this order:
round 1, an exact bid of the learner with a choice of equally close end cells (K-BID, K-BONUS, K-BEST), a card
that follows the suit led and a trump played on a suit the learner lacks, winning the trick (K-TRICKS); round 2,
the learner paddling into the current (K-CURRENT-IN) and, at some move, blocking a computer's canoe behind it
(no jumping: the narrows); round 3, a computer on the current missing its bid and drifting over the waterfall to
the bridge (K-DRIFT, K-FALL) before the learner, on the current with its exact bid, paddles its bonus into a dock
and wins (K-CURRENT-EXACT, K-DOCK). Prints the seed and the script.

    .venv/bin/python tools/lesson_canyon.py [first_seed] [seeds] [playouts]
"""

from __future__ import annotations

import random
import sys

from cafegames.engine.seats import Seat
from cafegames.games.canyon import cards as C
from cafegames.games.canyon.game import GAME, Bid, Move, Play
from cafegames.games.canyon.movement import plan_move

SEATS = [Seat("Me", "human"), Seat("Tom", "computer", "easy"), Seat("Zoe", "computer", "easy")]
OPTIONS = {"short_race": True}
LEARNER = 0


def _blocks(st, mover: int) -> bool:
    """The learner's canoe stands in the way of `mover`: without it, `mover` would end closer to a dock."""
    river = GAME.river
    plan = GAME.move_plan(st)
    if plan is None or not plan.options:
        return False
    occupied = [p for s, p in enumerate(st.positions) if s not in (mover, LEARNER) and p is not None]
    free = plan_move(river, st.positions[mover], plan.points, occupied)
    best = min(river.distance[c] for c in plan.options)
    return min(river.distance[c] for c in free.options) < best


def playout(seed: int, r: random.Random, stats: dict | None = None):
    st = GAME.setup(GAME.make_options(OPTIONS, 3), SEATS, seed)
    river = GAME.river
    script: list = []
    got: dict[str, int] = {}
    while not GAME.is_over(st):
        seat = GAME.to_act(st)[0]
        legal = GAME.legal_actions(st, seat)
        rnd = st.round_no
        if rnd > 3:
            return None
        first = legal[0]
        if isinstance(first, Bid):
            n = C.cards_for_step(st.step)
            action = Bid(seat, r.randint(0, n))
        elif isinstance(first, Play):
            action = r.choice(legal)
            if seat == LEARNER:  # the learner plays to win exactly its bid: its highest card while it needs tricks
                want = st.tricks_won[seat] < st.bids[seat]
                action = max(legal, key=lambda a: (C.suit(a.card) == C.suit(st.trump_card), C.value(a.card))) \
                    if want else min(legal, key=lambda a: (C.suit(a.card) == C.suit(st.trump_card), C.value(a.card)))
            if seat == LEARNER and st.trick:
                led = C.suit(st.trick[0][1])
                trump = C.suit(st.trump_card)
                if C.suit(action.card) == led and len(st.hands[seat]) > len(legal) and rnd <= 2:
                    got.setdefault("follow", len(script))
                if C.suit(action.card) == trump != led and rnd <= 2:
                    got.setdefault("trump?", len(script))
        elif isinstance(first, Move):
            if seat != LEARNER and _blocks(st, seat) and "narrows" not in got:
                got["narrows"] = len(script) - 1
            action = r.choice(legal)
            if seat == LEARNER:
                start = st.positions[seat]
                end = (action.q, action.r)
                current = [a for a in legal if river.is_current((a.q, a.r))]
                if rnd == 2 and current and not river.is_current(start):
                    action = r.choice(current)
                    end = (action.q, action.r)
                if rnd <= 2 and st.bids[seat] == st.tricks_won[seat] and len(legal) >= 2 and "best" not in got:
                    got["best"] = len(script)
                if rnd <= 2 and not river.is_current(start) and river.is_current(end):
                    got["current_in"] = len(script)
                if rnd == 3 and river.is_current(start) and river.is_dock(end):
                    got["dock"] = len(script)
        else:
            action = r.choice(legal)
        before_trick = len(st.history)
        _, events = GAME.apply(st, action)
        script.append(action)
        if "trump?" in got and "trump" not in got and len(st.history) > before_trick:
            if st.history[-1][-1][0] == LEARNER or any(s == LEARNER for s, _ in st.history[-1]):
                winner = C.trick_winner([c for _, c in st.history[-1]], C.suit(st.trump_card))
                if st.history[-1][winner][0] == LEARNER:
                    got["trump"] = got["trump?"]
            del got["trump?"]
        for e in events:
            if e.kind == "fell" and e.seat != LEARNER and st.round_no == 3:
                got["fall"] = len(script) - 1
            if e.kind == "docked" and st.round_no < 3:
                return None
    if stats is not None:
        for k in got:
            stats[k] = stats.get(k, 0) + 1
        stats[("end", st.round_no, st.winners)] = stats.get(("end", st.round_no, st.winners), 0) + 1
    if st.winners != (LEARNER,) or st.round_no != 3:
        return None
    need = ("best", "follow", "trump", "current_in", "dock")
    if not all(k in got for k in need):
        return None
    return script, got


def main() -> None:
    first = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    seeds = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    tries = int(sys.argv[3]) if len(sys.argv) > 3 else 3000
    best = None
    for seed in range(first, first + seeds):
        r = random.Random(seed)
        for _ in range(tries):
            found = playout(seed, r)
            if found:
                script, got = found
                mine = sum(1 for a in script if a.seat == LEARNER)
                print("seed", seed, "learner actions", mine, "of", len(script), got, flush=True)
                if "narrows" in got and (best is None or mine < best[0]):
                    best = (mine, seed, script, got)
                    print("SEED =", seed, got)
                    for a in script:
                        print("   ", repr(a) + ",")
                    if mine <= 12:
                        return
    print("done")


if __name__ == "__main__":
    main()
