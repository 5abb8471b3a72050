"""UNO's guided first game (see cafegames/engine/lesson.py): one hand against Léa and Tom, who play kindly.

The deal (seed 796) and every move were found by devtools/lesson_uno.py. On the way the learner meets, in this
order: matching by colour and by number (U-MATCH), a Wild Draw Four played on them as a bluff and their
challenge (U-WD4, U-CHALLENGE), a Wild and its colour (U-COLOUR), drawing when nothing fits (U-DRAW), a
Reverse (U-REVERSE; the computers' Reverses too), catching Léa who forgot UNO (U-UNO), a Draw Two played with
the UNO call, going out (U-OUT) and the count of the points (U-SCORE, on the result screen).
"""

from __future__ import annotations

from typing import Any

from cafegames.engine.lesson import Lesson, Step, replay_script
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.seats import Seat
from cafegames.games.uno.actions import Catch, Challenge, Draw, Pass, Play
from cafegames.games.uno.cards import COLOUR, DRAW2, RANK, REVERSE, SKIP, WILD, colour_name, name, parse
from cafegames.games.uno.game import GAME

CTX = "UnoLesson"
# how notes and tips are put together (layout, not sentences to translate)
LINES, SIDE_BY_SIDE = "{before}\n{tip}", "{before} {tip}"
NAMES = ("Player 1", "Léa", "Tom")

SCRIPT = (
    Draw(2), Pass(2),
    Play(0, parse("b2")), Play(1, parse("b5")), Play(2, parse("b7")),
    Play(0, parse("y7")), Play(1, parse("y3")), Play(2, parse("W4"), colour=0),
    Challenge(0),
    Play(0, parse("W"), colour=0), Play(1, parse("r4")), Play(2, parse("r3")),
    Play(0, parse("r1")), Draw(1), Play(1, parse("r4")), Play(2, parse("r5")),
    Play(0, parse("r5")), Play(1, parse("g5")), Play(2, parse("g3")),
    Draw(0), Play(1, parse("y3")), Draw(2),
    Play(0, parse("yR")), Play(2, parse("y6")), Play(1, parse("y4")),
    Catch(0, 1),
    Draw(0), Play(2, parse("g4")), Play(1, parse("b4")),
    Play(0, parse("b0")), Draw(2), Play(2, parse("bR")),
    Play(0, parse("bD"), uno=True), Play(2, parse("bR")), Play(1, parse("rR")), Play(2, parse("r9")),
    Play(0, parse("r1")),
)


def _m(text: str, **params: Any) -> Message:
    return msg(CTX, text, **params)


def _notes(events: list, seats: list[Seat]) -> list[Message]:
    """What the computers did since the learner's last move that the lesson explains before the next tip."""
    out: list[Message] = []
    for e in events:
        who = seats[e.seat].name if e.seat is not None else ""
        if e.kind == "played" and e.seat != 0:
            card = e.data.get("card", -1)
            if 0 <= card < 64 and RANK[card] == REVERSE:
                out.append(_m(QT_TRANSLATE_NOOP("UnoLesson", "{name} played a Reverse: play now goes the other "
                                                             "way round (see the arrows)."), name=who))
            elif 0 <= card < 64 and RANK[card] == SKIP:
                out.append(_m(QT_TRANSLATE_NOOP("UnoLesson", "{name} played a Skip: the next player missed a "
                                                             "turn."), name=who))
        elif e.kind == "challenged":
            target = seats[e.data["target"]].name
            if e.data.get("guilty"):
                out.append(_m(QT_TRANSLATE_NOOP("UnoLesson", "Well challenged! {name} held a card of the colour, "
                                                             "so {name} draws the 4 cards and you play."),
                              name=target))
        elif e.kind == "caught":
            out.append(_m(QT_TRANSLATE_NOOP("UnoLesson", "Caught! {name} draws 2 cards for not calling UNO."),
                          name=seats[e.data["target"]].name))
    return out


def _step(action: Any, before: Any, seats: list[Seat], notes: list[Message], first: set[str]) -> Step:
    """The tip for one of the learner's moves, from the position before it."""
    top, colour = before.discard[-1], before.colour
    top_name, colour_text = name(top), colour_name(colour)
    if isinstance(action, Catch):
        who = seats[action.target].name
        text = _m(QT_TRANSLATE_NOOP("UnoLesson", "{name} has one card left and did not call UNO! Catch {name} "
                                                 "before the next move: click “Catch {name}!”. {name} draws 2."),
                  name=who)
        wrong = _m(QT_TRANSLATE_NOOP("UnoLesson", "Catch first: once a card is played or drawn, it is too late and "
                                                  "{name} keeps the single card. Click “Catch {name}!”."), name=who)
        return _made(action, text, ("button", "catch0"), wrong, "uno-call", notes, "U-UNO")
    if isinstance(action, Challenge):
        who = seats[before.wd4_by].name
        text = _m(QT_TRANSLATE_NOOP("UnoLesson", "{name} played a Wild Draw Four on you: draw 4 and miss your turn, "
                                                 "or challenge. It is only allowed to someone holding no {colour} "
                                                 "card. If {name} had one, {name} draws the 4 instead. Click "
                                                 "“Challenge”."),
                  name=who, colour=colour_name(before.wd4_colour))
        wrong = _m(QT_TRANSLATE_NOOP("UnoLesson", "Taking the 4 cards is allowed, but here the challenge pays: click "
                                                  "“Challenge”. (Lose a challenge and you draw 6.)"))
        return _made(action, text, ("button", "challenge"), wrong, "challenge", notes, "U-CHALLENGE")
    if isinstance(action, Draw):
        text = _m(QT_TRANSLATE_NOOP("UnoLesson", "None of your cards is {colour}, nor does any match the {card}: "
                                                 "draw a card from the pile. If it fits, you may play it at once."),
                  colour=colour_text, card=top_name)
        wrong = _m(QT_TRANSLATE_NOOP("UnoLesson", "No card of yours fits now: click the pile to draw one."))
        return _made(action, text, ("pile", "draw"), wrong, "turn", notes, "U-DRAW" if "draw" not in first else "",
                     first, "draw")
    if isinstance(action, Pass):
        text = _m(QT_TRANSLATE_NOOP("UnoLesson", "The card you drew does not fit: keep it."))
        return _made(action, text, ("button", "pass"), text, "turn", notes, "")
    assert isinstance(action, Play)
    card = action.card
    hand = before.hands[0]
    anchor = ("card", card)
    if len(hand) == 1:
        text = _m(QT_TRANSLATE_NOOP("UnoLesson", "Your last card: play the {card} to go out and win the hand!"),
                  card=name(card))
        wrong = _m(QT_TRANSLATE_NOOP("UnoLesson", "Play your last card, the {card}, to win."), card=name(card))
        return _made(action, text, anchor, wrong, "end", notes, "U-OUT")
    if action.uno:
        effect = _effect(card, seats, before)
        text = _m(QT_TRANSLATE_NOOP("UnoLesson", "Two cards left: when you play the second-to-last, call UNO, or "
                                                 "anyone may catch you and you draw 2. Click “UNO!”, then the "
                                                 "{card}. {effect}"), card=name(card), effect=effect)
        wrong = _m(QT_TRANSLATE_NOOP("UnoLesson", "Click “UNO!” first, then the {card}: playing down to one card "
                                                  "without calling lets the others catch you."), card=name(card))
        return _made(action, text, ("button", "uno"), wrong, "uno-call", notes, "U-UNO", also=(anchor,))
    if card == WILD:
        text = _m(QT_TRANSLATE_NOOP("UnoLesson", "A Wild goes on any card, and you name the next colour. Play it "
                                                 "and choose {colour}: it is the colour you hold most."),
                  colour=colour_name(action.colour))
        wrong = _m(QT_TRANSLATE_NOOP("UnoLesson", "Play the Wild and choose {colour}: the colour you hold most of "
                                                  "keeps you playing."), colour=colour_name(action.colour))
        return _made(action, text, anchor, wrong, "turn", notes, "U-COLOUR")
    if RANK[card] > 9:
        effect = _effect(card, seats, before)
        text = _m(QT_TRANSLATE_NOOP("UnoLesson", "Action cards match by colour or by symbol. Play your {card}. "
                                                 "{effect}"), card=name(card), effect=effect)
        wrong = _m(QT_TRANSLATE_NOOP("UnoLesson", "Play the {card} now: it matches the colour, and its action "
                                                  "helps you."), card=name(card))
        return _made(action, text, anchor, wrong, "turn", notes, "U-REVERSE")
    if COLOUR[card] == colour:
        if "colour" in first:
            text = _m(QT_TRANSLATE_NOOP("UnoLesson", "Your {card} has the colour in play: play it."),
                      card=name(card))
        else:
            text = _m(QT_TRANSLATE_NOOP("UnoLesson", "Your turn. A card goes on the pile when it has the same colour "
                                                     "or the same number as the top card. Your {card} is {colour} "
                                                     "like the {top}: click it."),
                      card=name(card), colour=colour_text, top=top_name)
        wrong = _m(QT_TRANSLATE_NOOP("UnoLesson", "Not this one yet: play the {card}, which has the colour in "
                                                  "play."), card=name(card))
        return _made(action, text, anchor, wrong, "turn", notes, "U-MATCH" if "colour" not in first else "",
                     first, "colour")
    text = _m(QT_TRANSLATE_NOOP("UnoLesson", "A card may also match by its number: your {card} goes on the {top}, "
                                             "and the colour becomes {colour}."),
              card=name(card), top=top_name, colour=colour_name(COLOUR[card]))
    wrong = _m(QT_TRANSLATE_NOOP("UnoLesson", "Try the {card}: same number as the top card."), card=name(card))
    return _made(action, text, anchor, wrong, "turn", notes, "U-MATCH" if "number" not in first else "",
                 first, "number")


def _effect(card: int, seats: list[Seat], before: Any) -> Message:
    nxt = seats[(0 + before.direction) % before.n].name
    rank = RANK[card] if card < 64 else -1
    if rank == DRAW2:
        return _m(QT_TRANSLATE_NOOP("UnoLesson", "A Draw Two makes {name} draw 2 and miss a turn."), name=nxt)
    if rank == REVERSE:
        return _m(QT_TRANSLATE_NOOP("UnoLesson", "A Reverse turns the direction of play: {name} will play after "
                                                 "you instead of {other}."),
                  name=seats[(0 - before.direction) % before.n].name, other=nxt)
    if rank == SKIP:
        return _m(QT_TRANSLATE_NOOP("UnoLesson", "A Skip makes {name} miss a turn."), name=nxt)
    return _m(QT_TRANSLATE_NOOP("UnoLesson", "Good luck!"))


def _made(action: Any, text: Message, anchor: tuple, wrong: Message, section: str, notes: list[Message],
          topic: str, first: set[str] | None = None, kind: str = "", also: tuple = ()) -> Step:
    if first is not None and kind:
        first.add(kind)
    if notes:
        text = Message(CTX, LINES, {"before": _joined(notes), "tip": text})
    return Step(action, text, anchor, wrong, section, also, topic)


def _joined(notes: list[Message]) -> Message:
    kept: dict[str, Message] = {}
    for note in notes:  # one note per kind of event: the latest
        kept.pop(note.text, None)
        kept[note.text] = note
    notes = list(kept.values())
    out = notes[0]
    for note in notes[1:]:
        out = Message(CTX, SIDE_BY_SIDE, {"before": out, "tip": note})
    return out


def _build() -> Lesson:
    seats = [Seat(n, "human" if i == 0 else "computer", "easy") for i, n in enumerate(NAMES)]
    options = {"scoring": "single"}
    draft = Lesson("uno", options, (), (), 796, SCRIPT, {}, _m(""), "")
    steps: dict[int, Step] = {}
    first: set[str] = set()
    since: list = []
    for i, (before, events) in enumerate(replay_script(GAME, draft, seats)):
        action = SCRIPT[i]
        if action.seat == 0:
            steps[i] = _step(action, before, seats, _notes(since, seats), first)
            since = list(events)
        else:
            since += events
    since_notes = _notes(since, seats)
    ending = _m(QT_TRANSLATE_NOOP("UnoLesson", "You won the hand! The winner scores the cards left in the other "
                                               "hands: numbers at their value, Skip, Reverse and Draw Two 20, wild "
                                               "cards 50. In a normal game, hands follow one another until someone "
                                               "reaches 500 points."))
    if since_notes:
        ending = Message(CTX, LINES, {"before": _joined(since_notes), "tip": ending})
    names = (("CommandLine", QT_TRANSLATE_NOOP("CommandLine", "Player 1")), ("", NAMES[1]), ("", NAMES[2]))
    return Lesson("uno", options, names, ("human", "easy", "easy"), 796, SCRIPT, steps, ending, "scoring")


LESSON = _build()
