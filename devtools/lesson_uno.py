"""Find the deal and the moves of UNO's guided first game (cafegames/games/uno/lesson.py), offline.

The lesson is a fixed, replayable match: a seed and every action of its one hand. This script tries seeds with
a teaching policy for the learner (seat 0) and friendly, steerable computer players, and keeps the first trace
in which every rule the lesson teaches comes up in a good order and the learner wins the hand in few turns.
It prints the seed and the actions as Python to paste into the lesson.

    .venv/bin/python devtools/lesson_uno.py [first_seed] [tries]
"""

from __future__ import annotations

import random
import sys

from cafegames.engine.seats import Seat
from cafegames.games.uno import rules
from cafegames.games.uno.actions import Catch, Challenge, Draw, Pass, Play
from cafegames.games.uno.cards import COLOUR, RANK, WD4, WILD
from cafegames.games.uno.game import GAME
from cafegames.games.uno.legal import legal_actions, to_act
from cafegames.games.uno.state import DRAWN, OVER, PENALTY

OPTIONS = {"scoring": "single"}
SEATS = [Seat("Me", "human"), Seat("Lea", "computer", "easy"), Seat("Tom", "computer", "easy")]
MAX_LEARNER_MOVES = 14


def learner_choice(st, legal, done: set, r: random.Random):
    """The move the lesson asks of the learner: each rule once, in a good order."""
    catch = [a for a in legal if isinstance(a, Catch)]
    if catch:
        return catch[0], "catch"
    if st.phase == PENALTY:
        if any(isinstance(a, Challenge) for a in legal) and st.wd4_guilty:
            return next(a for a in legal if isinstance(a, Challenge)), "challenge"
        return next(a for a in legal if isinstance(a, Draw)), "take"
    plays = [a for a in legal if isinstance(a, Play) and a.card != WD4]
    _top, colour = st.discard[-1], st.colour
    hand = st.hands[0]
    if st.phase == DRAWN:
        if plays:
            return plays[0] if plays[0].card != WILD else next(p for p in plays if p.colour == _best_colour(hand)), "drawn_play"
        return next(a for a in legal if isinstance(a, Pass)), "keep"
    if len(hand) == 2:
        ups = [p for p in plays if p.uno and (p.card != WILD or p.colour == _best_colour(hand, p.card))]
        if ups:
            return r.choice(ups), "uno"
    if len(hand) == 1 and plays:
        return plays[0], "out"
    by_kind: dict[str, list] = {}
    for p in plays:
        if p.uno:
            continue
        c = p.card
        if c == WILD:
            if p.colour == _best_colour(hand, c):
                by_kind.setdefault("wild", []).append(p)
        elif RANK[c] > 9:
            by_kind.setdefault("action", []).append(p)
        elif COLOUR[c] == colour:
            by_kind.setdefault("colour", []).append(p)
        else:
            by_kind.setdefault("number", []).append(p)
    order = ["colour", "number", "action", "wild"]
    if "colour" in done:
        order = [k for k in order if k not in done] + [k for k in order if k in done and k != "wild"]
    for k in order:
        if k in by_kind:
            if k == "wild" and len(by_kind) > 1 and "challenge" not in done:
                continue
            return r.choice(by_kind[k]), k
    if "wild" in by_kind:
        return by_kind["wild"][0], "wild"
    return next(a for a in legal if isinstance(a, Draw)), "draw"


def _best_colour(hand, played=-1):
    rest = list(hand)
    if played in rest:
        rest.remove(played)
    counts = [sum(1 for c in rest if COLOUR[c] == k) for k in range(4)]
    return max(range(4), key=lambda k: counts[k])


def bot_choice(st, seat, legal, plan: dict, r: random.Random):
    """Friendly computers that make the lesson's rules come up."""
    plays = [a for a in legal if isinstance(a, Play)]
    nxt = (seat + st.direction) % st.n
    if st.phase == PENALTY:
        return next(a for a in legal if isinstance(a, Draw))
    if st.phase == DRAWN:
        return plays[0] if plays and r.random() < 0.7 else next(a for a in legal if isinstance(a, Pass))
    if nxt == 0 and not plan["wd4"] and plan["learner_moves"] >= 2:
        w = [p for p in plays if p.card == WD4 and p.colour == _best_colour(st.hands[seat], WD4)]
        if w and any(COLOUR[c] == st.colour for c in st.hands[seat] if c < 64):  # a bluff, to be caught
            plan["wd4"] = True
            return w[0]
    plays = [p for p in plays if p.card != WD4 and not p.uno]
    if len(st.hands[seat]) == 2 and plan["forgot"]:  # the forgotten UNO comes once: then the bot draws
        return next(a for a in legal if isinstance(a, Draw))
    if plays and r.random() < 0.75:
        p = r.choice(plays)
        if p.card >= 64:
            p = next(q for q in plays if q.card == p.card and q.colour == _best_colour(st.hands[seat], p.card)
                     and not q.uno)
        if len(st.hands[seat]) == 2:
            plan["forgot"] = True
        return p
    return next(a for a in legal if isinstance(a, Draw))


def attempt(seed: int, policy_seed: int):
    r = random.Random(policy_seed)
    match_state = GAME.setup(GAME.make_options(OPTIONS, 3), SEATS, seed)
    st = match_state
    if RANK[st.discard[-1]] > 9 or st.discard[-1] >= 64:
        return None
    actions, kinds = [], []
    done: set = set()
    plan = {"wd4": False, "forgot": False, "learner_moves": 0}
    while st.phase != OVER and len(actions) < 80:
        seats = to_act(st)
        action = None
        if 0 in seats and any(isinstance(a, Catch) for a in legal_actions(st, 0)):
            action, kind = Catch(0, st.offender), "catch"
        elif seats[0] == 0:
            action, kind = learner_choice(st, legal_actions(st, 0), done, r)
        else:
            seat = seats[0]
            action, kind = bot_choice(st, seat, legal_actions(st, seat), plan, r), "bot"
        if kind != "bot":
            plan["learner_moves"] += 1
            done.add(kind)
            if plan["learner_moves"] > MAX_LEARNER_MOVES:
                return None
        if isinstance(action, Play) and action.seat != 0 and action.card == WD4:
            kind = "bot_wd4"
        rules.apply(st, action)
        actions.append(action)
        kinds.append(kind)
    if st.phase != OVER or st.winners != (0,):
        return None
    need = {"colour", "number", "action", "wild", "challenge", "catch", "uno", "out"}
    if not need <= set(kinds):
        return None
    learner = [k for k in kinds if k != "bot" and k != "bot_wd4"]
    if learner[0] != "colour" or "number" not in learner[:3] or learner.count("draw") > 2 or "draw" not in learner:
        return None
    if kinds.count("bot_wd4") != 1:
        return None
    return actions, kinds


def main() -> None:
    first = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    tries = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
    best = None
    for seed in range(first, first + tries):
        for ps in range(20):
            got = attempt(seed, ps)
            if got and (best is None or len(got[0]) < len(best[1][0])):
                best = (seed, got)
                print("found", seed, ps, len(got[0]), [k for k in got[1] if k != "bot"], flush=True)
        if best and len(best[1][0]) <= 30:
            break
    if best is None:
        print("nothing found")
        return
    seed, (actions, kinds) = best
    print("SEED =", seed)
    print("SCRIPT = (")
    for a, k in zip(actions, kinds, strict=False):
        print(f"    {GAME.codec.encode(a)!r},  # {k}")
    print(")")


if __name__ == "__main__":
    main()
