"""Canyon's guided first game (see cafegames/engine/lesson.py): the learner, Tom and Zoé on a short race
(option "Short race": the canoes start on the line before the bridge, 3 cards, then 2, then 1), seed 7, found with
tools/lesson_canyon.py.

Thirteen guided moves over three rounds, in this order: the start (K-START); round 1, the speed bid (K-BID), a
card that must follow the suit led and a trump on a suit the learner lacks, winning the trick (K-TRICKS), the exact
bid's bonus and the choice among equally close end cells (K-BONUS, K-BEST), a cell where the learner's canoe bars
Zoé's way (K-PATH: no jumping, the narrows); round 2, paddling into the current (K-CURRENT-IN); round 3, on the
current only an exact bid moves (K-CURRENT-EXACT: drift, waterfall and bridge said there, with the cells named),
and the bonus into a dock, which wins (K-DOCK, K-WIN).

What the script cannot show in three rounds: a canoe going over the waterfall. The current carries a canoe one
cell a round and the falls are five to seven cells along it from where canoes enter it; the tips name the waterfall
and the bridge on the river instead. Measured: no fall in 40,000 random three-round playouts of tools/lesson_canyon.py
(seeds 1–100); in whole short races of three computers the first fall comes at round 6 at the earliest (easy: 22 of
300 races have one; random: 145 of 300, from round 5), so a free-play end would not show it either.
"""

from __future__ import annotations

from typing import Any

from cafegames.engine.lesson import Lesson, Step, replay_script
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.seats import Seat
from cafegames.games.canyon import cards as C
from cafegames.games.canyon.game import GAME, Bid, Move, Place, Play

CTX = "CanyonLesson"
SEED = 7
OPTIONS = {"short_race": True}
NAMES = ("Player 1", "Tom", "Zoé")
LEARNER = 0

SCRIPT = (
    Place(1, -1, 9), Place(2, 0, 9), Place(0, 3, 9),
    Bid(1, 1), Bid(2, 3), Bid(0, 2),
    Play(1, 47), Play(2, 29), Play(0, 45),  # follows the suit led
    Play(1, 4), Play(2, 7), Play(0, 39),  # no card of the suit led: a trump wins the trick
    Play(0, 31), Play(1, 5), Play(2, 24),
    Move(1, 0, 6), Move(0, 1, 6),  # exact: 2 tricks + 3; among equally close cells, the one in Zoé's way
    Bid(2, 1), Bid(0, 0), Bid(1, 0),
    Play(2, 19), Play(0, 30), Play(1, 15),
    Play(2, 45), Play(0, 43), Play(1, 5),
    Move(2, -1, 7), Move(0, 1, 5),  # into the current
    Bid(0, 1), Bid(1, 0), Bid(2, 1),
    Play(0, 19), Play(1, 5), Play(2, 0),
    Move(0, 2, 2),  # exact on the current: the bonus, into a dock
    Move(1, 1, 4),
)


def _m(text: str, *args: Any, **params: Any) -> Message:
    return msg(CTX, text, *args, **params)


def _bid_step(action: Bid, before: Any, rnd: int) -> Step:
    wrong = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Not this speed now: for the lesson, choose {bid}."), bid=action.bid)
    river = GAME.river
    on_current = river.is_current(before.positions[LEARNER])
    cards = C.cards_for_step(before.step)
    if rnd == 1:
        text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Each round is a small card game. First your speed: how many "
                                                    "tricks you will win with your %n card(s). Win exactly that "
                                                    "many and you get a bonus: speed 0 → +1, 1 → +2, 2 or more → "
                                                    "+3. Choose speed {bid}.", None, 1), n=cards, bid=action.bid)
        return Step(action, text, ("bid", action.bid), wrong, "round", (), "K-BID")
    if on_current and rnd == 3:
        text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Still in the current, with one card: choose speed {bid} and win "
                                                    "its trick, and the bonus takes you to a dock."), bid=action.bid)
        return Step(action, text, ("bid", action.bid), wrong, "current", (("canoe", LEARNER),), "")
    if on_current:
        text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Your canoe is in the current now. It moves only if you win "
                                                    "exactly your speed, and then only its bonus. Miss it and the "
                                                    "current carries you one cell along its arrow, towards the "
                                                    "waterfall; a canoe that goes over comes out of the cave on the "
                                                    "bridge. Choose speed {bid}."), bid=action.bid)
        fall = ("cell", river.waterfall[0])
        return Step(action, text, ("bid", action.bid), wrong, "current",
                    (("canoe", LEARNER), fall, ("cell", river.bridge)), "K-CURRENT-EXACT")
    text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "A new round: the track says %n card(s) each, and a new trump is "
                                                "turned up. Choose speed {bid}: winning no trick and saying so "
                                                "still moves you by the bonus.", None, 1), n=cards, bid=action.bid)
    return Step(action, text, ("bid", action.bid), wrong, "round", (), "K-BONUS")


def _play_step(action: Play, before: Any, done: set[str]) -> Step:
    card = C.card_name(action.card)
    wrong = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Not this card now: for the lesson, play the {card}."), card=card)
    trick = before.trick
    trump = C.suit(before.trump_card)
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
    if before.tricks_won[LEARNER] >= before.bids[LEARNER]:
        text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Your speed is %n: one more trick would spoil it. Play the {card}, "
                                                    "too low to win this trick.", None, 1),
                  n=before.bids[LEARNER], card=card)
    else:
        text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Play the {card}: the highest card of the suit led wins, unless "
                                                    "a trump is played."), card=card)
    return Step(action, text, anchor, wrong, "round", (("trick",),), "")


def _move_step(action: Move, before: Any, after: Any, rnd: int, blocks: str | None) -> Step:
    river = GAME.river
    cell = (action.q, action.r)
    plan = GAME.move_plan(GAME.clone(before))
    assert plan is not None
    bid, won = before.bids[LEARNER], before.tricks_won[LEARNER]
    start = before.positions[LEARNER]
    wrong = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Another cell is allowed too, but for the lesson end on the cell "
                                                 "the tip points at."))
    anchor = ("cell", cell)
    also = (("canoe", LEARNER),)
    if river.is_dock(cell):
        text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Exactly your speed on the current: your canoe moves its "
                                                    "bonus, %n cell(s), and reaches a landing dock. The first canoe "
                                                    "at a dock wins the race!", None, 1), n=plan.points)
        return Step(action, text, anchor, wrong, "end", also, "K-DOCK")
    if not river.is_current(start) and river.is_current(cell):
        exact = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Speed {bid}, won {bid}: exact! Your %n trick(s) plus the "
                                                     "bonus of 3 make your points. Use them all and end as close to "
                                                     "the docks as you can: into the current is fine.", None, 1),
                   bid=bid, n=won)
        tip = _m(QT_TRANSLATE_NOOP("CanyonLesson", "The lit cells are equally close: take this one, in {name}’s way "
                                                   "(canoes never jump over each other)."),
                 name=blocks or "")
        barred = (("canoe", NAMES.index(blocks)),) if blocks else ()  # the canoe the tip names stays in sight
        return Step(action, Message(CTX, "{before} {tip}", {"before": exact, "tip": tip}), anchor, wrong, "moving",
                    also + barred, "K-BONUS")
    text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Speed 0, won 0: exact, so the current lets you paddle your bonus, "
                                                "%n cell(s). Every lit cell is as close to the docks as you can get: "
                                                "you choose. Take this one.", None, 1), n=plan.points)
    return Step(action, text, anchor, wrong, "moving", also, "K-BEST")


def _build() -> Lesson:
    seats = [Seat(NAMES[0], "human")] + [Seat(n, "computer", "easy") for n in NAMES[1:]]
    draft = Lesson("canyon", OPTIONS, (), (), SEED, SCRIPT, {}, _m(""), "")
    states = replay_script(GAME, draft, seats)
    steps: dict[int, Step] = {}
    done: set[str] = set()
    for i, action in enumerate(SCRIPT):
        if action.seat != LEARNER:
            continue
        before = states[i][0]
        rnd = before.round_no
        if isinstance(action, Place):
            text = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Welcome to the canyon! Canoes race up the river to the "
                                                        "three landing docks at the far right. Put your canoe on a "
                                                        "lit start cell: this one."))
            wrong = _m(QT_TRANSLATE_NOOP("CanyonLesson", "That start is free too, but for the lesson take the cell "
                                                         "the tip points at."))
            steps[i] = Step(action, text, ("cell", (action.q, action.r)), wrong, "setup", (), "K-START")
        elif isinstance(action, Bid):
            steps[i] = _bid_step(action, before, rnd)
        elif isinstance(action, Play):
            steps[i] = _play_step(action, before, done)
        else:
            after = states[i + 1][0] if i + 1 < len(states) else None
            blocks = NAMES[2] if i == 16 else None  # Zoé's move of round 2 would end nearer without this canoe
            steps[i] = _move_step(action, before, after, rnd, blocks)
    ending = _m(QT_TRANSLATE_NOOP("CanyonLesson", "Your canoe reached a dock first: you win. In a full game the "
                                                  "race starts at the far left of the river, 28 cells from the "
                                                  "docks, with 8 cards in the first round."))
    free = _m(QT_TRANSLATE_NOOP("CanyonLesson", "The others finish the round; then the race is over."))
    names = (("CommandLine", QT_TRANSLATE_NOOP("CommandLine", "Player 1")), ("", NAMES[1]), ("", NAMES[2]))
    # "Read the rules" at the end: the ending says how a full game differs, which the short race's section details
    return Lesson("canyon", OPTIONS, names, ("human", "easy", "easy"), SEED, SCRIPT, steps, ending, "short-race",
                  free_play=free)


LESSON = _build()
