"""Café International's guided first game (see cafegames/engine/lesson.py): the learner and Léa, a friendly
computer, on the deal of seed 48 (found with devtools/lesson_cafe.py).

Six guided turns at one Chinese table, in this order: a couple at a table of their nation (C-NATION, C-GENDER,
C-SCORE), a guest on a chair shared with an empty table (C-ALONE), a guest sent to the bar and what the bar costs
later (C-TOBAR, C-BAR), a couple of another nation (C-MUSTSCORE), a joker completing a table of compatriots and the
smaller hand that follows (C-COMPATRIOT, C-REFILL), and a guest taking the joker's place (C-SWAP). Then the game goes
on freely to its normal end, where the last tip explains the final count (C-END, C-FINAL).
"""

from __future__ import annotations

from typing import Any

from cafegames.engine.lesson import Lesson, Step, replay_script
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.seats import Seat
from cafegames.games.cafe.actions import Place, Swap, ToBar
from cafegames.games.cafe.board import NATIONS, guest_name, is_joker, nation_name, nation_of
from cafegames.games.cafe.game import GAME

CTX = "CafeLesson"
JOIN = "{before} {tip}"  # two sentences side by side (layout, not a sentence to translate)
SEED = 48
NAMES = ("Player 1", "Léa")

SCRIPT: tuple[Place | ToBar | Swap, ...] = (
    Place(1, 5, 31, 4, 29),
    Place(0, 3, 12, 2, 10),  # a Chinese couple at the Chinese table
    Place(1, 1, 20),
    Place(0, 2, 8),  # a Chinese woman on the chair the Chinese table shares with the Italian one
    Place(1, 6, 46, 9, 56),
    ToBar(0, 23),  # an American man to the bar
    Place(1, 8, 57, 21, 53),
    Place(0, 13, 67, 12, 66),  # an Indian couple
    ToBar(1, 17),
    Place(0, 25, 11),  # the joker man completes the table of compatriots
    ToBar(1, 11),
    Swap(0, 11, 3),  # a Chinese man takes the joker's place
)


def _m(text: str, **params: Any) -> Message:
    return msg(CTX, text, **params)


def _table_nation(chair: int) -> Message:
    board = GAME.board
    return nation_name(NATIONS[board.tables[board.chairs[chair].tables[0]].nation])


def _step(i: int, action: Any, before: Any, after: Any, done: set[str]) -> Step:
    gained = after.scores[0] - before.scores[0]
    if isinstance(action, ToBar):
        seat_no = len(before.bar) + 1
        value = GAME.board.bar_values[len(before.bar)]
        text = _m(QT_TRANSLATE_NOOP("CafeLesson", "Now the bar: {guest} can score at no table, so send this guest there. "
                                                  "Pick the guest in your row, then bar seat {n} ({value}). "
                                                  "The first five bar seats give points; from seat 6 on, the bar "
                                                  "costs 2 to 14 points."),
                  guest=guest_name(action.guest), n=seat_no, value=f"{value:+d}")
        wrong = _m(QT_TRANSLATE_NOOP("CafeLesson", "Not this move now: send {guest} to bar seat {n}."),
                   guest=guest_name(action.guest), n=seat_no)
        return Step(action, text, ("bar", len(before.bar)), wrong, "bar", (("guest", action.guest),), "C-TOBAR")
    if isinstance(action, Swap):
        text = _m(QT_TRANSLATE_NOOP("CafeLesson", "A seated joker can be swapped: {guest} takes the joker’s chair and "
                                                  "the joker comes back to your hand, to be used again. No points, "
                                                  "and nothing else this turn. Pick {guest}, then the joker’s chair "
                                                  "(⇄)."), guest=guest_name(action.guest))
        wrong = _m(QT_TRANSLATE_NOOP("CafeLesson", "Not this move now: swap the joker for {guest} — pick the guest, "
                                                   "then the joker’s chair."), guest=guest_name(action.guest))
        return Step(action, text, ("chair", action.chair), wrong, "turn", (("guest", action.guest),), "C-SWAP")
    assert isinstance(action, Place)
    nation = _table_nation(action.chair)
    also: tuple = (("guest", action.guest),)
    if action.guest2 >= 0:
        also += (("chair", action.chair2), ("guest", action.guest2))
    wrong = _m(QT_TRANSLATE_NOOP("CafeLesson", "Not this move now: the lesson seats its guests on the chairs the tip "
                                               "points at. Pick the guest in your row, then the glowing chair."))
    if is_joker(action.guest):
        tip = _m(QT_TRANSLATE_NOOP("CafeLesson", "A joker may stand for any nation. Seat {guest} on the last chair "
                                                 "of the table of {nation}: four guests of the table’s nation make a "
                                                 "table of compatriots, %n point(s)!", None, 1),
                 guest=guest_name(action.guest), nation=nation, n=gained)
        hand = _m(QT_TRANSLATE_NOOP("CafeLesson", "But your hand shrinks: from now on you draw back to %n guest(s), "
                                                  "one fewer.", None, 1), n=after.hand_size[0])
        text = Message(CTX, JOIN, {"before": tip, "tip": hand})
        return Step(action, text, ("chair", action.chair), wrong, "after", also, "C-COMPATRIOT")
    if action.guest2 < 0:
        nation = nation_name(NATIONS[nation_of(action.guest)])
        text = _m(QT_TRANSLATE_NOOP("CafeLesson", "A chair between two tables belongs to both. Seat {guest} on the "
                                                  "chair the table of {nation} shares with its neighbour: alone at "
                                                  "the neighbour is allowed, because the guest belongs to the group "
                                                  "at your table. Then “End turn”: %n point(s).", None, 1),
                  guest=guest_name(action.guest), nation=nation, n=gained)
        return Step(action, text, ("chair", action.chair), wrong, "law", also, "C-ALONE")
    if "couple" not in done:
        done.add("couple")
        text = _m(QT_TRANSLATE_NOOP("CafeLesson", "Guests sit at a table of their nation. A table of two or more needs "
                                                  "a woman and a man, at most two of each. Seat {guest} and {guest2} "
                                                  "at the table of {nation}: pick a guest in your row, then a "
                                                  "glowing chair, twice; then “End turn”. A couple scores %n point(s).",
                                                  None, 1),
                  guest=guest_name(action.guest), guest2=guest_name(action.guest2), nation=nation, n=gained)
        return Step(action, text, ("chair", action.chair), wrong, "law", also, "C-GENDER")
    text = _m(QT_TRANSLATE_NOOP("CafeLesson", "Every guest you seat must score. Seat {guest} and {guest2} together "
                                              "at the table of {nation}: the first scores once the second sits "
                                              "beside them: %n point(s).", None, 1),
              guest=guest_name(action.guest), guest2=guest_name(action.guest2), nation=nation, n=gained)
    return Step(action, text, ("chair", action.chair), wrong, "score", also, "C-MUSTSCORE")


def _build() -> Lesson:
    seats = [Seat(NAMES[0], "human"), Seat(NAMES[1], "computer", "easy")]
    draft = Lesson("cafe", {}, (), (), SEED, SCRIPT, {}, _m(""), "")
    states = replay_script(GAME, draft, seats)
    steps: dict[int, Step] = {}
    done: set[str] = set()
    for i, action in enumerate(SCRIPT):
        if action.seat == 0:
            after = states[i + 1][0] if i + 1 < len(states) else _final(draft, seats)
            steps[i] = _step(i, action, states[i][0], after, done)
    free = _m(QT_TRANSLATE_NOOP("CafeLesson", "That was every kind of move. Now play on as you like with Léa. The "
                                              "game ends when the bar is full, every chair is taken, the bag is "
                                              "nearly empty or a hand is empty; then each guest left in a hand "
                                              "costs 5 points, each joker 10."))
    ending = _m(QT_TRANSLATE_NOOP("CafeLesson", "The game is over. Each guest left in a hand cost 5 points, each "
                                                "joker 10; the highest score wins."))
    names = (("CommandLine", QT_TRANSLATE_NOOP("CommandLine", "Player 1")), ("", NAMES[1]))
    return Lesson("cafe", {}, names, ("human", "easy"), SEED, SCRIPT, steps, ending, "end", free_play=free)


def _final(lesson: Lesson, seats: list[Seat]) -> Any:
    state = GAME.setup(GAME.make_options({}, len(seats)), seats, lesson.seed)
    for action in lesson.script:
        state, _ = GAME.apply(state, action)
    return state


LESSON = _build()
