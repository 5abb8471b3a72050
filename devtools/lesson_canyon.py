"""Find the deal and the moves of Canyon's guided first game (games/canyon/lesson.py) by a targeted search.

A short race (option "Short race": start on the line before the bridge, 3 cards, then 2, 1, 2, 3…) for the
learner (seat 0) and two friendly computers, every move of every seat chosen by the search. What it looks for:
round 1, the learner's exact bid with a choice of equally close end cells (K-BID, K-BONUS, K-BEST) and a card
that follows the suit led while the learner holds another suit (K-TRICKS); by round 2, a trump the learner plays
on a suit it lacks, winning the trick; the learner paddling into the current (K-CURRENT-IN); a computer's canoe
that would end nearer without the learner's canoe, placed there by a choice of cell (the narrows, K-PATH); the
learner on the current, exact, paddling its bonus with a choice of cells (K-CURRENT-EXACT); a computer on the
current missing its bid and drifting over the waterfall to the bridge (K-DRIFT, K-FALL), after the learner has
started a round on the current (its tip tells of drifting) and after the learner's move of that round (the next
guided step, a bid, speaks of the fall); the fallen canoe paddling from the bridge the next round; last, the
learner on the current, exact, its bonus into a dock, and the win alone (K-DOCK, K-WIN); nobody docks before.

Random playouts never find a fall: a canoe enters the current five or more drifts from the falls and drifts one
cell a round, so it takes a computer that misses round after round, the right bonus moves and a learner that
does not dock too soon. This is a breadth-first search over whole rounds instead. A round's deal depends only on
the seed and the round's number, so its card play is listed once (each distinct outcome: tricks per seat, and
whether the learner followed suit or won with a trump); every seat then makes its bid or misses it, and every
choice of end cell is tried; positions after each round are merged (same cells, same goals reached). A branch
is cut when no computer could still go over the falls in time (`_fall_by`, a lone canoe's earliest fall).

Ranking: fewest rounds, then fewest rounds where the learner misses its bid (at most two), then fewest guided
steps, then the most things shown (a block, a push…). Measured (5 rounds, seeds 1–105 and 140–166): a lesson on
7 seeds (18, 58, 85, 87, 145, 152, 157), the learner making every bid only on seed 58; a seed takes 5–60 s.
Prints, per seed, the best lesson and its script.

    .venv/bin/python devtools/lesson_canyon.py [first_seed] [seeds] [rounds]
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Iterator
from functools import cache

from cafegames.engine.seats import Seat
from cafegames.games.canyon import cards as C
from cafegames.games.canyon.actions import Bid, Move, Place, Play
from cafegames.games.canyon.game import GAME
from cafegames.games.canyon.movement import plan_move
from cafegames.games.canyon.state import MOVE, OVER, CanyonState

SEATS = [Seat("Me", "human"), Seat("Tom", "computer", "easy"), Seat("Zoe", "computer", "easy")]
OPTIONS = {"short_race": True}
LEARNER = 0
RIVER = GAME.river


@cache
def _ends(cell, points: int) -> tuple:
    """End cells of a lone canoe's move (no other canoe on the river), docks left out."""
    plan = plan_move(RIVER, cell, points, [])
    return () if plan.kind == "dock" else tuple(plan.options) or (cell,)


@cache
def _fall_by(cell, rnd: int) -> int:
    """The earliest round, from round `rnd` on, in which a lone canoe now on `cell` can go over the falls
    (missing its bid on the current, or paddling towards them: an optimistic bound, pushes aside)."""
    if rnd > 9:
        return 99
    cards = C.cards_for_step(C.SHORT_SKIP[0] + rnd - 1)  # the short race: step 6 in round 1
    if cell in RIVER.current:
        target = RIVER.current[cell]
        if target in RIVER.waterfall:
            return rnd
        points = {C.bonus(b) for b in range(cards + 1)}
        nexts = {target} | {e for p in points for e in _ends(cell, p)}
    else:
        points = {w for w in range(cards + 1)} | {w + C.bonus(w) for w in range(cards + 1)}
        nexts = {e for p in points for e in (_ends(cell, p) if p else (cell,))}
    return min((_fall_by(c, rnd + 1) for c in nexts), default=99)


def _tricks(start: CanyonState) -> list[tuple[tuple[int, ...], frozenset, list[Play], CanyonState]]:
    """Every distinct outcome of the round's card play from `start` (bids made, phase "play"): (tricks won per
    seat, what the learner's cards teach in it, the plays, the state before the last card)."""
    out: dict[tuple, tuple] = {}

    def walk(st: CanyonState, plays: list[Play], got: frozenset) -> None:
        seat = st.turn
        legal = GAME.legal_actions(st, seat)
        for action in legal:
            more = got
            if seat == LEARNER and st.trick:
                led, trump = C.suit(st.trick[0][1]), C.suit(st.trump_card)
                if C.suit(action.card) == led and len(legal) < len(st.hands[seat]):
                    more = more | {"follow"}
                if C.suit(action.card) == trump != led:
                    more = more | {"trump?"}
            if sum(len(h) for h in st.hands) == 1:  # the round's last card: the state before it is kept
                cards = [c for _, c in st.trick] + [action.card]
                winner = (st.trick + [(seat, action.card)])[C.trick_winner(cards, C.suit(st.trump_card))][0]
                won = list(st.tricks_won)
                won[winner] += 1
                more = _trump_won(more, winner)
                out.setdefault((tuple(won), more), (tuple(won), more, plays + [action], GAME.clone(st)))
                continue
            nxt = GAME.clone(st)
            tricks = len(nxt.history)
            GAME.apply(nxt, action)
            if len(nxt.history) > tricks:
                more = _trump_won(more, nxt.leader)
            walk(nxt, plays + [action], more)

    walk(start, [], frozenset())
    return list(out.values())


def _trump_won(got: frozenset, winner: int) -> frozenset:
    """After a trick: a trump the learner played on a suit it lacked counts if it won that trick."""
    if "trump?" not in got:
        return got
    return (got - {"trump?"}) | ({"trump"} if winner == LEARNER else frozenset())


def _blocks(st: CanyonState, mover: int) -> bool:
    """The learner's canoe stands in the way of `mover`: without it, `mover` would end closer to a dock."""
    plan = GAME.move_plan(st)
    if plan is None or not plan.options:
        return False
    occupied = [p for s, p in enumerate(st.positions) if s not in (mover, LEARNER) and p is not None]
    free = plan_move(RIVER, st.positions[mover], plan.points, occupied)
    return min(RIVER.distance[c] for c in free.options) < min(RIVER.distance[c] for c in plan.options)


def _moves(st: CanyonState, rnd: int, got: frozenset) -> Iterator[tuple[list[Move], CanyonState, frozenset]]:
    """Every way the move phase can go on from `st` (each seat's choice of end cell), with what it teaches."""
    if st.phase != MOVE or st.round_no != rnd:
        yield [], st, got
        return
    seat = st.turn
    plan = GAME.move_plan(st)
    start = st.positions[seat]
    for action in GAME.legal_actions(st, seat):
        more = set(got)
        end = (action.q, action.r)
        if seat == LEARNER:
            more.discard("choice")
            if len(plan.options) >= 2:
                more.add("choice")  # this choice of cell may stand in a computer's way
                if rnd == 1:
                    more.add("best1")
                if RIVER.is_current(start) and plan.kind != "dock":
                    more.add("current_exact")
            if not RIVER.is_current(start) and RIVER.is_current(end):
                more.add("current_in")
            if plan.kind == "dock" and not RIVER.is_current(start):
                continue  # the last tip: exact on the current, the bonus into a dock
        elif "choice" in more and "narrows" not in more and _blocks(st, seat):
            more.add("narrows")
        if f"faller{seat}" in more and start == RIVER.bridge:
            more.add("from_bridge")
        nxt = GAME.clone(st)
        _, events = GAME.apply(nxt, action)
        checked = _events(nxt, events, more)
        if checked is None:
            continue
        for rest, final_state, final in _moves(nxt, rnd, frozenset(checked)):
            yield [action] + rest, final_state, final


def _events(st: CanyonState, events, got: set) -> set | None:
    """Goals the events reach; None when they break the lesson (a computer docks, the learner falls, a second
    fall, a fall before the learner's move of the round: its tip is on the next round's bid)."""
    for e in events:
        if e.kind == "fell":
            if e.seat == LEARNER or "fell" in got or not st.moved[LEARNER]:
                return None
            got |= {"fell", f"faller{e.seat}"}
            if "told_drift" in got:
                got.add("told_first")
        elif e.kind == "stayed" and e.seat == LEARNER:
            got.add("stayed")
        elif e.kind == "drifted" and e.seat == LEARNER:
            got.add("drift_me")
        elif e.kind == "docked" and e.seat != LEARNER:
            return None
        elif e.kind == "pushed" and e.seat == LEARNER:
            got.add("pushed_me")
    return got


_TRICKS: dict[tuple[int, int], list] = {}


def _round(st: CanyonState, rnd: int, got: frozenset) -> Iterator[tuple[list, CanyonState, frozenset]]:
    """Every way round `rnd` can go from its deal in `st`: (its actions, the state after, the goals)."""
    order = [(st.first + i) % st.n for i in range(st.n)]
    cards = C.cards_for_step(st.step)
    key = (st.seed, rnd)
    if key not in _TRICKS:  # the deal depends on the seed and the round only
        bids = GAME.clone(st)
        for s in order:
            GAME.apply(bids, Bid(s, 0))
        _TRICKS[key] = _tricks(bids)
    told = {"told_drift"} if RIVER.is_current(st.positions[LEARNER]) else set()
    for won, taught, plays, last in _TRICKS[key]:
        if rnd == 1 and "follow" not in taught:
            continue
        for exact in itertools.product((True, False), repeat=st.n):
            missed = set()
            if not exact[LEARNER]:  # the learner misses its bid at most twice (ranked last)
                if "miss2" in got:
                    continue
                missed = {"miss2" if "miss" in got else "miss"}
            chosen = [w if ok else (w + 1 if w < cards else w - 1) for w, ok in zip(won, exact, strict=True)]
            pre = GAME.clone(last)
            pre.positions = list(st.positions)
            pre.bids = list(chosen)
            _, events = GAME.apply(pre, plays[-1])
            more = _events(pre, events, set(got) | told | missed | (taught & {"follow", "trump"}))
            if more is None:
                continue
            actions = [Bid(s, chosen[s]) for s in order] + plays
            for moves, end, final in _moves(pre, rnd, frozenset(more)):
                yield actions + moves, end, final


def _steps(script: list) -> int:
    return sum(1 for a in script if a.seat == LEARNER)


GOALS = frozenset({"best1", "follow", "trump", "narrows", "current_in", "current_exact", "fell", "told_first",
                   "from_bridge"})


def search(seed: int, rounds: int) -> tuple | None:
    """The best lesson on `seed` in at most `rounds` rounds (see the ranking above): (rounds, misses, guided
    steps, -things shown, script, goals)."""
    base = GAME.setup(GAME.make_options(OPTIONS, 3), SEATS, seed)
    order = [(base.first + i) % base.n for i in range(base.n)]
    layer: dict[tuple, tuple[list, CanyonState]] = {}
    for cells in itertools.permutations(GAME.starts(base), 3):
        st = GAME.clone(base)
        script = []
        for s, cell in zip(order, cells, strict=True):
            script.append(Place(s, *cell))
            GAME.apply(st, script[-1])
        layer[(tuple(st.positions), frozenset())] = (script, st)
    best = None
    for rnd in range(1, rounds + 1):
        nxt: dict[tuple, tuple[list, CanyonState]] = {}
        for (_, got), (script, st) in layer.items():
            for actions, end, final in _round(st, rnd, got):
                if not _on_course(end, rnd, final, rounds):
                    continue
                whole = script + actions
                if end.phase == OVER:
                    if end.winners == (LEARNER,) and final >= GOALS:
                        misses = len(final & {"miss", "miss2"})
                        found = (rnd, misses, _steps(whole), -len(final), whole, sorted(final))
                        if best is None or found[:4] < best[:4]:
                            best = found
                    continue
                key = (tuple(end.positions), final)
                if key not in nxt or _steps(whole) < _steps(nxt[key][0]):
                    nxt[key] = (whole, end)
        if best is not None:
            return best
        print(f"  seed {seed} round {rnd}: {len(nxt)} positions", flush=True)
        layer = nxt
    return best


def _on_course(st: CanyonState, rnd: int, got: frozenset, rounds: int) -> bool:
    """Can the lesson still be complete within `rounds`? (goals due by a round, the faller within reach)."""
    if not {"best1", "follow"} <= got or (rnd >= 2 and "trump" not in got):
        return False
    if st.phase == OVER:
        return True
    if "fell" not in got:  # it comes before the last round
        return min(_fall_by(st.positions[s], rnd + 1) for s in range(st.n) if s != LEARNER) <= rounds - 1
    faller = next(s for s in range(st.n) if f"faller{s}" in got)
    return "from_bridge" in got or st.positions[faller] == RIVER.bridge


def main() -> None:
    first = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    seeds = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    for seed in range(first, first + seeds):
        found = search(seed, rounds)
        if found is None:
            print("seed", seed, "nothing in", rounds, "rounds", flush=True)
            continue
        n, _, steps, _, script, got = found
        print(f"SEED = {seed}: {n} rounds, {steps} guided steps, {len(script)} actions, {got}", flush=True)
        for a in script:
            print("   ", repr(a) + ",")


if __name__ == "__main__":
    main()
