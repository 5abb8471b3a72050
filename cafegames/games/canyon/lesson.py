"""Canyon's guided first game (see cafegames/engine/lesson.py): the learner, Tom and Zoé on a short race
(option "Short race": the canoes start on the line before the bridge, 3 cards, then 2, 1, 2, 3), seed 58, found
with devtools/lesson_canyon.py.

Twenty-one guided moves over five rounds, in this order: the start (K-START); round 1, the speed bid (K-BID), a
card that must follow the suit led and a trump on a suit the learner lacks, winning the trick (K-TRICKS), the
exact bid's bonus into the current and the choice among equally close end cells, the one in Zoé's way (K-BONUS,
K-CURRENT-IN, K-PATH: no jumping); round 2, on the current only an exact bid moves (K-CURRENT-EXACT: drift,
waterfall and bridge said there), and Zoé stopped short behind the learner's canoe; round 3, Tom and Zoé miss
their bids and drift, Zoé into the learner's way, whose canoe then stays (K-DRIFT, K-BLOCKED); round 4, Tom at
the waterfall's edge, the learner's bonus with a choice of cells (K-BEST), then Tom misses again and goes over
the falls to the bridge (K-FALL); round 5, Tom paddles on from the bridge, Zoé drifts and pushes the learner's
canoe one cell (K-DRIFT's push), and the learner's exact bid takes it into a dock, which wins (K-DOCK, K-WIN).

About six minutes for a beginner: 665 words of tips in English (731 in French) at 3 words a second and 6 s a
move, plus the computers' 40 actions.

The tips are written from the replayed script (what happened since the learner's last move); `_build` asserts
the story they tell (the drifts, the stay, the learner always making its bid) and tests/learn/test_canyon_lesson.py
the rest (Zoé stopped short, Tom's fall and his paddling from the bridge, the push), so a changed script fails
instead of telling what did not happen.
"""

from __future__ import annotations

from typing import Any

from cafegames.engine.lesson import Lesson, Step, replay_script
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.seats import Seat
from cafegames.games.canyon import cards as C
from cafegames.games.canyon.actions import Bid, Move, Place, Play
from cafegames.games.canyon.game import GAME

CTX = "CanyonLesson"
SEED = 58
OPTIONS = {"short_race": True}
NAMES = ("Player 1", "Tom", "Zoé")
LEARNER = 0
TOM, ZOE = 1, 2
NARROWS = 15  # the learner's move of round 1: its cell is in Zoé's way in round 2

SCRIPT: tuple[Place | Bid | Play | Move, ...] = (
    Place(0, 2, 9), Place(1, 3, 9), Place(2, 0, 9),
    Bid(0, 1), Bid(1, 2), Bid(2, 0),
    Play(0, 33), Play(1, 35), Play(2, 30),  # the learner leads
    Play(1, 47), Play(2, 3), Play(0, 46),  # follows the suit led
    Play(1, 10), Play(2, 31), Play(0, 21),  # no card of the suit led: a trump wins the trick
    Move(0, 1, 7), Move(1, 4, 4), Move(2, 1, 8),  # exact: 1 trick + 2, into the current, in Zoé's way
    Bid(1, 1), Bid(2, 1), Bid(0, 0),
    Play(1, 28), Play(2, 19), Play(0, 21),
    Play(1, 46), Play(2, 38), Play(0, 3),
    Move(1, 4, 2), Move(2, 0, 6), Move(0, 1, 6),  # Zoé stops short behind the learner; exact on the current: +1
    Bid(2, 0), Bid(0, 0), Bid(1, 1),
    Play(2, 21), Play(0, 38), Play(1, 10),  # Tom and Zoé miss and drift; the learner cannot get closer: stays
    Bid(0, 2), Bid(1, 1), Bid(2, 0),
    Play(0, 28), Play(1, 33), Play(2, 22),
    Play(0, 21), Play(1, 44), Play(2, 0),
    Move(0, 2, 3), Move(2, 1, 4),  # the bonus of 3, a choice of cells; Tom misses again: over the falls
    Bid(1, 1), Bid(2, 2), Bid(0, 1),
    Play(1, 1), Play(2, 16), Play(0, 19),
    Play(1, 3), Play(2, 27), Play(0, 31),
    Play(2, 45), Play(0, 49), Play(1, 35),
    Move(1, 1, 5), Move(0, 2, 2),  # Tom from the bridge; Zoé drifts and pushes the learner, who docks
)


def _m(text: str, **params: Any) -> Message:
    return msg(CTX, text, **params)


def _join(*parts: Message) -> Message:
    """Sentences said one after the other (each one its own translation)."""
    keys = [f"p{i}" for i in range(len(parts))]
    return Message(CTX, " ".join("{" + k + "}" for k in keys), dict(zip(keys, parts, strict=True)))


def _news(events: list[Any]) -> dict[str, Any]:
    """What the table did since the learner's last move, as the tips tell it."""
    kinds: dict[str, Any] = {"drifted": [], "fell": None, "stayed": False, "pushed_by": None}
    for e in events:
        if e.kind == "drifted" and e.seat != LEARNER:
            kinds["drifted"].append(e.seat)
        elif e.kind == "fell":
            assert e.seat != LEARNER
            kinds["fell"] = (e.seat, e.data["waterfall"])
        elif e.kind == "stayed" and e.seat == LEARNER:
            kinds["stayed"] = e.data["reason"] == "blocked"
        elif e.kind == "pushed" and e.seat == LEARNER:
            kinds["pushed_by"] = e.data["by"]
    return kinds


def _bid_step(action: Bid, before: Any, rnd: int, news: dict[str, Any], told: bool) -> Step:
    wrong = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Not this speed now: for the lesson, choose {bid}."), bid=action.bid)
    river = GAME.river
    on_current = river.is_current(before.positions[LEARNER])
    choose = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Choose speed {bid}."), bid=action.bid)
    bid_anchor = ("bid", action.bid)
    if rnd == 1:
        text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Each round is a small card game. First your speed: how many "
                                                    "tricks you will win with your %n card(s). Win exactly that "
                                                    "many and you get a bonus: speed 0 → +1, 1 → +2, 2 or more → "
                                                    "+3. Choose speed {bid}.", None, 1),
                  n=C.cards_for_step(before.step), bid=action.bid)
        return Step(action, text, bid_anchor, wrong, "round", (), "K-BID")
    assert on_current, "after round 1 the learner's canoe is on the current"
    if news["fell"] is not None:
        seat, fall = news["fell"]
        text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "{name} missed his speed again: the current carried his canoe "
                                                    "over the waterfall, through the cave and out on the bridge. "
                                                    "From there he paddles again this round, far from the "
                                                    "docks."), name=NAMES[seat])
        return Step(action, _join(text, choose), ("canoe", seat), wrong, "current",
                    (("cell", fall), ("canoe", LEARNER)), "K-FALL")
    if news["drifted"]:
        assert news["drifted"] == [ZOE, TOM] and news["stayed"], news  # the story told below
        edge = before.positions[TOM]
        assert river.current[edge] in river.waterfall
        text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "{tom} and {zoe} missed their speeds, so the current carried "
                                                    "each one cell: {tom} is now at the waterfall’s edge. {zoe} "
                                                    "drifted in front of you, leaving no closer cell free: your "
                                                    "canoe stayed."),
                  tom=NAMES[TOM], zoe=NAMES[ZOE])
        return Step(action, _join(text, choose), ("canoe", TOM), wrong, "current",
                    (("canoe", ZOE), ("canoe", LEARNER), ("cell", river.current[edge])), "K-DRIFT")
    if not told:
        text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Your canoe is in the current now. It moves only if you win "
                                                    "exactly your speed, and then only its bonus. Miss it and the "
                                                    "current carries you one cell along its arrow, towards the "
                                                    "waterfall; a canoe that goes over comes out of the cave on the "
                                                    "bridge. Choose speed {bid}."), bid=action.bid)
        return Step(action, text, bid_anchor, wrong, "current",
                    (("canoe", LEARNER), ("cell", river.waterfall[0]), ("cell", river.bridge)), "K-CURRENT-EXACT")
    text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "One card each this round. You are still in the current: choose "
                                                "speed {bid} and lose your trick, exact again."), bid=action.bid)
    return Step(action, text, bid_anchor, wrong, "current", (("canoe", LEARNER),), "")


def _play_step(action: Play, before: Any, done: set[str]) -> Step:
    card = C.card_name(action.card)
    wrong = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Not this card now: for the lesson, play the {card}."), card=card)
    trick = before.trick
    trump = C.suit(before.trump_card)
    hand = before.hands[LEARNER]
    anchor = ("card", action.card)
    if not trick and not before.history:
        text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "You are the first player this round, so you lead: any card "
                                                    "will do. Play the {card}."), card=card)
        return Step(action, text, anchor, wrong, "round", (), "")
    if not trick:
        text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "You won the last trick, so you lead the next one: any card "
                                                    "will do. Play the {card}."), card=card)
        return Step(action, text, anchor, wrong, "round", (), "")
    led = C.suit(trick[0][1])
    led_name = msg("Canyon", C.SUIT_NAMES[led])
    if C.suit(action.card) == led and "follow" not in done:
        done.add("follow")
        text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "The first card played sets the suit: {suit}. You must follow "
                                                    "it when you can; only the cards you may play are lifted. "
                                                    "Play the {card}."), suit=led_name, card=card)
        return Step(action, text, anchor, wrong, "round", (("trick",),), "K-TRICKS")
    if C.suit(action.card) == trump and "trump" not in done:
        done.add("trump")
        text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "You have no {suit}, so you may play any card. A trump (the "
                                                    "suit of the card beside your hand) beats every other suit: "
                                                    "play the {card} and win this trick."), suit=led_name, card=card)
        return Step(action, text, anchor, wrong, "round", (("trump",), ("trick",)), "K-TRICKS")
    lacks = all(C.suit(c) not in (led, trump) for c in hand)
    if before.tricks_won[LEARNER] >= before.bids[LEARNER]:
        if C.suit(action.card) == led:
            text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Your speed is %n: one more trick would spoil it. Play the "
                                                        "{card}, too low to win this trick.", None, 1),
                      n=before.bids[LEARNER], card=card)
        else:
            assert C.suit(action.card) != trump
            text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Your speed is %n: one more trick would spoil it. Play the "
                                                        "{card}: neither {suit} nor a trump, it cannot win.", None, 1),
                      n=before.bids[LEARNER], card=card, suit=led_name)
    elif lacks:
        text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "You have no {suit} and no trump: this trick is lost whatever "
                                                    "you play. Play the {card}."), suit=led_name, card=card)
    else:
        text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Play the {card}: the highest card of the suit led wins, unless "
                                                    "a trump is played."), card=card)
    return Step(action, text, anchor, wrong, "round", (("trick",),), "")


def _move_step(i: int, action: Move, before: Any, news: dict[str, Any]) -> Step:
    river = GAME.river
    cell = (action.q, action.r)
    plan = GAME.move_plan(GAME.clone(before))
    assert plan is not None
    bid, won = before.bids[LEARNER], before.tricks_won[LEARNER]
    assert bid == won, "the learner always makes its bid"
    start = before.positions[LEARNER]
    wrong = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Another cell is allowed too, but for the lesson end on the cell "
                                                 "the tip points at."))
    anchor = ("cell", cell)
    also = (("canoe", LEARNER),)
    if river.is_dock(cell):
        text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Exactly your speed on the current: your bonus, %n cell(s), "
                                                    "is enough to reach a landing dock. The first canoe at a dock "
                                                    "wins the race!", None, 1), n=plan.points)
        pusher = news["pushed_by"]
        if pusher is None:
            return Step(action, text, anchor, wrong, "end", also, "K-DOCK")
        pushed = _m(QT_TRANSLATE_NOOP("CanyonLesson", "{name} missed her speed and drifted into your cell: her "
                                                      "canoe pushed yours one cell along its arrow."),
                    name=NAMES[pusher])
        return Step(action, _join(pushed, text), anchor, wrong, "end", also + (("canoe", pusher),), "K-DOCK")
    if not river.is_current(start):
        assert i == NARROWS and river.is_current(cell) and len(plan.options) >= 2
        exact = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Speed {bid}, won {bid}: exact! Your %n trick(s) plus the "
                                                     "bonus of {bonus} make your points. Use them all and end as "
                                                     "close to the docks as you can: into the current is fine.",
                                     None, 1), bid=bid, n=won, bonus=C.bonus(bid))
        tip = _m(QT_TRANSLATE_NOOP("CanyonLesson", "The lit cells are equally close: take this one, in {name}’s way "
                                                   "(canoes never jump over each other)."), name=NAMES[ZOE])
        return Step(action, _join(exact, tip), anchor, wrong, "moving", also + (("canoe", ZOE),), "K-BONUS")
    if len(plan.options) == 1:
        exact = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Speed {bid}, won {bid}: exact, so the current lets you paddle "
                                                     "your bonus, %n cell(s): click the lit cell.", None, 1),
                   bid=bid, n=plan.points)
        barred = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Your canoe was in {name}’s way: she had to go round it and "
                                                      "ended one cell short of where her points would have taken "
                                                      "her."), name=NAMES[ZOE])
        return Step(action, _join(barred, exact), anchor, wrong, "moving", also + (("canoe", ZOE),), "K-PATH")
    text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Speed {bid}, won {bid}: exact, so the current lets you paddle "
                                                "your bonus, %n cell(s). Every lit cell is as close to the docks as "
                                                "you can get: you choose. Take this one.", None, 1),
              bid=bid, n=plan.points)
    return Step(action, text, anchor, wrong, "moving", also, "K-BEST")


def _build() -> Lesson:
    seats = [Seat(NAMES[0], "human")] + [Seat(n, "computer", "easy") for n in NAMES[1:]]
    draft = Lesson("canyon", OPTIONS, (), (), SEED, SCRIPT, {}, _m(""), "")
    states = replay_script(GAME, draft, seats)
    steps: dict[int, Step] = {}
    done: set[str] = set()
    since: list[Any] = []  # the events since the learner's last move
    told = False  # the tip on the current (drift, waterfall, bridge) has been said
    for i, action in enumerate(SCRIPT):
        before, events = states[i]
        if action.seat == LEARNER:
            news = _news(since)
            if isinstance(action, Place):
                text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Welcome to the canyon! Canoes race up the river to "
                                                            "the three landing docks at the far right. Put your "
                                                            "canoe on a lit start cell: this one."))
                wrong = _m(QT_TRANSLATE_NOOP("CanyonLesson", "That start is free too, but for the lesson take the "
                                                             "cell the tip points at."))
                steps[i] = Step(action, text, ("cell", (action.q, action.r)), wrong, "setup", (), "K-START")
            elif isinstance(action, Bid):
                steps[i] = _bid_step(action, before, before.round_no, news, told)
                told = told or steps[i].section == "current"
            elif isinstance(action, Play):
                steps[i] = _play_step(action, before, done)
            else:
                steps[i] = _move_step(i, action, before, news)
            since = []
        since += events
    ending = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Your canoe reached a dock first: you win. In a full game the "
                                                  "race starts at the far left of the river, 28 cells from the "
                                                  "docks, with 8 cards in the first round."))
    free = _m(QT_TRANSLATE_NOOP("CanyonLesson", "The others finish the round; then the race is over."))
    names = (("CommandLine", QT_TRANSLATE_NOOP("CommandLine", "Player 1")), ("", NAMES[1]), ("", NAMES[2]))
    # "Read the rules" at the end: the ending says how a full game differs, which the short race's section details
    return Lesson("canyon", OPTIONS, names, ("human", "easy", "easy"), SEED, SCRIPT, steps, ending, "short-race",
                  free_play=free)


LESSON = _build()
