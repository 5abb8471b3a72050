"""Café International: the rules object `GAME` (Qt-free).

Its actions are in `actions.py`, its state and views in `state.py`.

Readings where the reference is silent (also in the rules page):
- C-ELIM: a seat that must pay more than its score pays what it has (score 0), its hand leaves the game and it
  draws nothing; it cannot win. Paying exactly its score is allowed.
- C-FINAL: the penalties may take a final score below zero.
- C-END "a seat has no cards left" counts seats still playing; the end is checked after the refill. End (d) of the
  sheet: a seat whose hand size has dropped to 0 (five tables of compatriots) draws no more, and the game ends
  after that turn even while it still holds guests (reason "compatriots"). Added: when
  every seat still playing has passed in a row (C-NOMOVE: only jokers and nowhere to score), nobody can ever move
  again, so the game ends too (reason "stuck").
- C-REFILL: every turn ends by drawing up to the hand size (a swap leaves the hand full, so draws nothing; after a
  bar placement that is one card); the bag may run short.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from cafegames.engine import rng
from cafegames.engine.codec import ActionCodec
from cafegames.engine.errors import IllegalAction
from cafegames.engine.match import check_seat_count
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.options import OptionSpec, build_options
from cafegames.engine.protocol import Event, Game, Result, rank_places
from cafegames.engine.seats import Seat
from cafegames.games.cafe import short_moves
from cafegames.games.cafe.actions import ACTION_CLASSES, FirstStep, Move, Pass, Place, Swap, ToBar
from cafegames.games.cafe.board import (
    EMPTY,
    NATIONS,
    Board,
    board,
    full_deck,
    gender_of,
    guest_name,
    is_joker,
    nation_name,
)
from cafegames.games.cafe.rules import Law, Placement, final_penalty
from cafegames.games.cafe.state import CafeOptions, CafeState, CafeView

CTX = "Cafe"
PROGRESS = QT_TRANSLATE_NOOP("Cafe", "Bar {bar}/20 · bag {bag} · {scores}")
_DECK = Counter(full_deck())
HAND = 5
END_BAG = 4  # C-END: the game ends when the bag holds this many cards or fewer


class CafeGame(Game[CafeState, Any, CafeView]):
    id = "cafe"
    levels = ("easy", "normal", "hard", "random")
    codec = ActionCodec(ACTION_CLASSES)
    hidden_information = False

    def __init__(self, the_board: Board | None = None):
        self.board = the_board or board()
        self.law = Law(self.board)
        # turn_steps' last answer, by chairs and hand: the table draws the same position again (a language switch,
        # a resize, a step taken back, each key of the keyboard's help check) and each listing costs milliseconds.
        self._last_steps: tuple[tuple[tuple[int, ...], tuple[int, ...]], dict[tuple[int, int], FirstStep]] | None = None

    # ---------------------------------------------------------------- setup

    def option_schema(self) -> list[OptionSpec]:
        return []

    def make_options(self, values: Mapping[str, Any], n_seats: int) -> CafeOptions:
        check_seat_count("Café International", n_seats, 2, 4)
        return build_options(CafeOptions, self.option_schema(), values)

    def setup(self, options: CafeOptions, seats: Sequence[Seat], seed: int) -> CafeState:
        """C-SETUP: the 100 guests in the bag, five each face up, a random first seat."""
        n = len(seats)
        bag = full_deck()
        rng.stream(seed, "bag").shuffle(bag)
        hands = [[bag.pop() for _ in range(HAND)] for _ in range(n)]
        start = rng.stream(seed, "start").randrange(n)
        return CafeState(n, hands, [HAND] * n, bag, [EMPTY] * len(self.board.chairs), [], [0] * n, [False] * n,
                         start, compatriots=[0] * n, to_bar=[0] * n, table_points=[0] * n, bar_points=[0] * n)

    # ---------------------------------------------------------------- what may be done

    def to_act(self, state: CafeState) -> list[int]:
        return [] if state.over else [state.turn]

    def moves(self, pos: CafeState | CafeView, seat: int, ordered: bool = False) -> list[Move]:
        """Every legal action for `seat` with its points now (state or view: all the rules need is public).

        A two-guest turn legal in both orders is one move (lower chair first) for the bots, which rank moves;
        `ordered` lists it in both orders, as `legal_actions` must (a player may seat either guest first, and
        `apply` accepts both)."""
        if pos.over or seat != pos.turn:
            return []
        hand = pos.hands[seat]
        chairs = list(pos.chairs)
        out = [Move(Place(seat, *_flat(pl)), pl.points, pl.compatriots, pl)
               for pl in self.law.placements(chairs, hand, ordered=ordered)]
        if len(pos.bar) < len(self.board.bar_values):
            value = self.board.bar_values[len(pos.bar)]
            out += [Move(ToBar(seat, g), value) for g in sorted(set(hand)) if not is_joker(g)]
        out += [Move(Swap(seat, c, g), 0) for c, g in self._swaps(chairs, hand)]
        if not out:
            out.append(Move(Pass(seat), 0))
        return out

    def legal_actions(self, state: CafeState, seat: int) -> list[Any]:
        return [m.action for m in self.moves(state, seat, ordered=True)]

    def _swaps(self, chairs: list[int], hand: Sequence[int]) -> list[tuple[int, int]]:
        """C-SWAP: a seated joker for a guest of its gender whose nation the chair accepts."""
        out = []
        kinds = sorted({g for g in hand if not is_joker(g)})
        for c, j in enumerate(chairs):
            if j == EMPTY or not is_joker(j):
                continue
            for g in kinds:
                if gender_of(g) == gender_of(j) and self.board.accepts(c, g):
                    out.append((c, g))
        return out

    def turn_steps(self, pos: CafeState | CafeView, seat: int) -> dict[tuple[int, int], FirstStep]:
        """For the scene: every (guest, chair) a C-SEAT turn may begin with, whether the turn may end there, and
        the second steps that may follow, each with the points of the whole turn."""
        if pos.over or seat != pos.turn:
            return {}
        position = (tuple(pos.chairs), tuple(pos.hands[seat]))
        last = self._last_steps
        if last is not None and last[0] == position:
            return last[1]  # (its readers only read it)
        out: dict[tuple[int, int], FirstStep] = {}
        for pl in self.law.placements(list(pos.chairs), pos.hands[seat], ordered=True):
            s1 = pl.steps[0]
            key = (s1.guest, s1.chair)
            if key not in out:
                out[key] = FirstStep(s1.guest, s1.chair, s1.points, False, {})
            if len(pl.steps) == 1:
                out[key] = attrs.evolve(out[key], can_end=True)
            else:
                s2 = pl.steps[1]
                out[key].seconds[(s2.guest, s2.chair)] = pl.points
        self._last_steps = (position, out)
        return out

    def explain(self, pos: CafeState | CafeView, seat: int, guest: int, chair: int,
                first: tuple[int, int] | None = None) -> Message | None:
        """Why `guest` may not go on `chair` now (as the first step, or after `first`), or None when it may."""
        chairs = list(pos.chairs)
        if first is None:
            problem = self.law.problem_at(chairs, guest, chair)
            if problem:
                return problem
            steps = self.turn_steps(pos, seat)
            if (guest, chair) in steps:
                return None
            _, problem = self.law.check(chairs, pos.hands[seat], [(guest, chair)])
            return problem or msg(CTX, QT_TRANSLATE_NOOP("Cafe", "No second guest in your hand can complete "
                                                                 "this turn."))
        _, problem = self.law.check(chairs, pos.hands[seat], [first, (guest, chair)])
        return problem

    # ---------------------------------------------------------------- applying

    def apply(self, state: CafeState, action: Any) -> tuple[CafeState, list[Event]]:
        if state.over:
            raise IllegalAction(msg(CTX, QT_TRANSLATE_NOOP("Cafe", "The game is over.")))
        seat = getattr(action, "seat", None)
        if seat != state.turn:
            raise IllegalAction(msg(CTX, QT_TRANSLATE_NOOP("Cafe", "It is not your turn.")))
        hand = state.hands[seat]
        events: list[Event] = []
        if isinstance(action, Place):
            self._place(state, action, events)
            state.passes = 0
        elif isinstance(action, ToBar):
            self._to_bar(state, action, events)
            state.passes = 0
        elif isinstance(action, Swap):
            self._swap(state, action, events)
            state.passes = 0
        elif isinstance(action, Pass):
            if any(not isinstance(m.action, Pass) for m in self.moves(state, seat)):
                raise IllegalAction(msg(CTX, QT_TRANSLATE_NOOP(
                    "Cafe", "You cannot pass: passing is allowed only when no move is possible.")))
            events.append(Event("passed", seat))
            state.passes += 1
        else:
            raise IllegalAction(msg(CTX, QT_TRANSLATE_NOOP("Cafe", "That is not a Café International move.")))
        if not state.out[seat]:
            drawn = []
            while len(hand) < state.hand_size[seat] and state.bag:
                drawn.append(state.bag.pop())
                hand.append(drawn[-1])
            if drawn:
                events.append(Event("drew", seat, {"guests": drawn}))
        state.turns += 1
        self._check_end(state, events)
        if not state.over:
            nxt = (state.turn + 1) % state.n
            while state.out[nxt]:
                nxt = (nxt + 1) % state.n
            state.turn = nxt
        return state, events

    def _place(self, state: CafeState, action: Place, events: list[Event]) -> None:
        seat = action.seat
        single = action.guest2 == -1 and action.chair2 == -1
        if not single and (action.guest2 < 0 or action.chair2 < 0):
            raise IllegalAction(msg(CTX, QT_TRANSLATE_NOOP("Cafe", "A second guest needs a chair.")))
        if action.chair2 >= 0 and action.chair2 == action.chair:
            raise IllegalAction(msg(CTX, QT_TRANSLATE_NOOP("Cafe", "Choose two different chairs.")))
        placement, problem = self.law.check(state.chairs, state.hands[action.seat], action.steps)
        if placement is None:
            assert problem is not None  # `check` says why whenever it refuses
            raise IllegalAction(problem)
        opening = all(g == EMPTY for g in state.chairs) and len(placement.steps) == 1
        for step in placement.steps:
            state.chairs[step.chair] = step.guest
            state.hands[seat].remove(step.guest)
            state.scores[seat] += step.points
            state.table_points[seat] += step.points
            events.append(Event("seated", seat, {"guest": step.guest, "chair": step.chair, "points": step.points,
                                                 "tables": list(self.board.chairs[step.chair].tables)}))
            if step.points:
                events.append(Event("scored", seat, {"points": step.points, "chair": step.chair}))
            for t in step.compatriots:
                state.compatriots[seat] += 1
                state.hand_size[seat] = max(0, state.hand_size[seat] - 1)  # C-COMPATRIOT
                events.append(Event("compatriots", seat, {"table": t, "hand_size": state.hand_size[seat]}))
        if opening:
            state.opening = placement.steps[0].chair

    def _to_bar(self, state: CafeState, action: ToBar, events: list[Event]) -> None:
        seat = action.seat
        if len(state.bar) >= len(self.board.bar_values):
            raise IllegalAction(msg(CTX, QT_TRANSLATE_NOOP("Cafe", "The bar is full.")))
        if is_joker(action.guest):
            raise IllegalAction(msg(CTX, QT_TRANSLATE_NOOP("Cafe", "Jokers never go to the bar.")))
        if action.guest not in state.hands[seat]:
            raise IllegalAction(msg(CTX, QT_TRANSLATE_NOOP("Cafe", "You do not hold {guest}."),
                                    guest=_guest_or_number(action.guest)))
        value = self.board.bar_values[len(state.bar)]
        state.hands[seat].remove(action.guest)
        state.bar.append(action.guest)
        state.to_bar[seat] += 1
        events.append(Event("to_bar", seat, {"guest": action.guest, "number": len(state.bar), "value": value}))
        if value < 0 and -value > state.scores[seat]:  # C-ELIM
            paid = state.scores[seat]
            if paid:
                events.append(Event("scored", seat, {"points": -paid, "bar": len(state.bar)}))
            state.scores[seat] = 0
            state.bar_points[seat] -= paid
            state.out[seat] = True
            state.removed.extend(state.hands[seat])
            events.append(Event("eliminated", seat, {"owed": -value, "paid": paid,
                                                     "guests": list(state.hands[seat])}))
            state.hands[seat].clear()
        else:
            state.scores[seat] += value
            state.bar_points[seat] += value
            events.append(Event("scored", seat, {"points": value, "bar": len(state.bar)}))

    def _swap(self, state: CafeState, action: Swap, events: list[Event]) -> None:
        seat = action.seat
        c = action.chair
        if not 0 <= c < len(state.chairs) or state.chairs[c] == EMPTY or not is_joker(state.chairs[c]):
            raise IllegalAction(msg(CTX, QT_TRANSLATE_NOOP("Cafe", "There is no joker on that chair.")))
        if action.guest not in state.hands[seat]:
            raise IllegalAction(msg(CTX, QT_TRANSLATE_NOOP("Cafe", "You do not hold {guest}."),
                                    guest=_guest_or_number(action.guest)))
        if is_joker(action.guest):
            raise IllegalAction(msg(CTX, QT_TRANSLATE_NOOP("Cafe", "A joker can only be exchanged for a guest "
                                                                   "who is not a joker.")))
        joker = state.chairs[c]
        if gender_of(joker) != gender_of(action.guest):
            raise IllegalAction(msg(CTX, QT_TRANSLATE_NOOP(
                "Cafe", "A joker woman can only be exchanged for a woman, a joker man for a man.")))
        problem = self.law.nation_problem(c, action.guest)
        if problem:
            raise IllegalAction(problem)
        state.chairs[c] = action.guest
        hand = state.hands[seat]
        hand[hand.index(action.guest)] = joker
        events.append(Event("swapped", seat, {"chair": c, "guest": action.guest, "joker": joker}))

    def _check_end(self, state: CafeState, events: list[Event]) -> None:
        """C-END, then C-FINAL."""
        active = [s for s in range(state.n) if not state.out[s]]
        reason = ""
        if len(active) <= 1:
            reason = "last"
        elif len(state.bar) >= len(self.board.bar_values):
            reason = "bar"
        elif all(g != EMPTY for g in state.chairs):
            reason = "chairs"
        elif len(state.bag) <= END_BAG:
            reason = "bag"
        elif any(not state.hands[s] for s in active):
            reason = "hand"
        elif any(state.hand_size[s] == 0 for s in active):  # end (d): five tables of compatriots, no more draws
            reason = "compatriots"
        elif state.passes >= len(active):
            reason = "stuck"
        if not reason:
            return
        state.over = True
        state.end_reason = reason
        events.append(Event("game_over", None, {"reason": reason}))
        state.penalties = []
        for s in range(state.n):
            cards, jokers, lost = final_penalty(state.hands[s])
            state.penalties.append((cards, jokers, lost))
            if lost:
                state.scores[s] -= lost
                events.append(Event("scored", s, {"points": -lost, "final": True}))
            events.append(Event("penalty", s, {"cards": cards, "jokers": jokers, "points": lost}))

    # ---------------------------------------------------------------- reading the state

    def view(self, state: CafeState, seat: int) -> CafeView:
        return CafeView(seat, state.n, tuple(tuple(h) for h in state.hands), tuple(state.hand_size), len(state.bag),
                        tuple(state.chairs), tuple(state.bar), tuple(state.scores), tuple(state.out), state.turn,
                        state.opening, state.over,
                        tuple(state.penalties) if state.penalties is not None else None, state.end_reason,
                        tuple(state.removed), tuple(state.table_points), tuple(state.bar_points))

    def is_over(self, state: CafeState) -> bool:
        return state.over

    def result(self, state: CafeState) -> Result:
        """C-FINAL: the highest score among seats still playing wins; equal scores share the win. Places: the
        seats still playing by score, then the seats knocked out (C-ELIM)."""
        alive = [s for s in range(state.n) if not state.out[s]]
        best = max(state.scores[s] for s in alive) if alive else 0
        winners = tuple(s for s in alive if state.scores[s] == best)
        places = rank_places([(state.out[s], -state.scores[s]) for s in range(state.n)])
        return Result(winners, tuple(state.scores), msg(CTX, QT_TRANSLATE_NOOP("Cafe", "Highest score: {points}"),
                                                        points=best), places)

    def check_invariants(self, state: CafeState) -> None:
        """What must hold after every action (the soak and the simulation tests call this): the 100 guests are all
        there, each kind counted; the seating law holds on the whole board (C-LAW); the bar has at most 20 guests
        and no joker; an eliminated seat holds nothing. Raises AssertionError saying what broke."""
        where = Counter(state.bag) + Counter(g for h in state.hands for g in h) + Counter(
            c for c in state.chairs if c != EMPTY) + Counter(state.bar) + Counter(state.removed)
        assert where == _DECK, f"guests not conserved: {sorted((where - _DECK).items())} extra, " \
                               f"{sorted((_DECK - where).items())} missing"
        problems = self.law.board_problems(state.chairs, state.opening)
        assert not problems, f"the seating law is broken on the board: {problems}"
        assert len(state.bar) <= 20, f"{len(state.bar)} guests at the bar"
        assert not any(is_joker(g) for g in state.bar), "a joker at the bar"
        assert 0 <= state.turn < state.n, f"turn {state.turn} of {state.n} seats"
        assert all(not state.hands[s] for s in range(state.n) if state.out[s]), "an eliminated seat holds guests"
        lost = [p[2] for p in state.penalties] if state.penalties is not None else [0] * state.n
        assert state.scores == [t + b - x for t, b, x in zip(state.table_points, state.bar_points, lost, strict=True)], (
            f"scores {state.scores} are not tables {state.table_points} + bar {state.bar_points} - penalties {lost}")

    def clone(self, state: CafeState) -> CafeState:
        return attrs.evolve(state, hands=[list(h) for h in state.hands], hand_size=list(state.hand_size),
                            bag=list(state.bag), chairs=list(state.chairs), bar=list(state.bar),
                            scores=list(state.scores), out=list(state.out), removed=list(state.removed),
                            compatriots=list(state.compatriots), to_bar=list(state.to_bar),
                            table_points=list(state.table_points), bar_points=list(state.bar_points),
                            penalties=None if state.penalties is None else list(state.penalties))

    # ---------------------------------------------------------------- replays, charts, history
    def public_view(self, state: CafeState) -> CafeView:
        """What everyone at the table sees: everything but the order of the bag (C-PLAYERS: hands are face up),
        so it is any seat's view."""
        return self.view(state, -1)

    chart_axis = ("Cafe", QT_TRANSLATE_NOOP("Cafe", "Turn"))
    chart_unit = ("Cafe", QT_TRANSLATE_NOOP("Cafe", "Points"))
    chapter_label = ("Cafe", QT_TRANSLATE_NOOP("Cafe", "Round {n}"))

    def chart_point(self, state: CafeState, events: list[Event] | None) -> tuple[int, ...]:
        """Every seat's score at the start and after every turn (the final penalties in the last point)."""
        return tuple(state.scores)

    def chapter(self, state: CafeState) -> int:
        """Round n: every seat has played n - 1 turns."""
        return state.turns // state.n + 1

    progress_texts = (("Cafe", PROGRESS),)

    def progress(self, state: CafeState) -> Message:
        return msg(CTX, PROGRESS, bar=len(state.bar), bag=len(state.bag), scores=", ".join(str(s) for s in state.scores))

    def describe(self, event: Event, seats: Sequence[Seat]) -> Message | None:
        d = event.data
        name = seats[event.seat].name if event.seat is not None else ""
        if event.kind == "seated":
            tables = [nation_name(NATIONS[self.board.tables[t].nation]) for t in d["tables"]]
            where = tables[0] if len(tables) == 1 or tables[0] == tables[1] else msg(
                CTX, QT_TRANSLATE_NOOP("Cafe", "{a} and {b}"), a=tables[0], b=tables[1])
            return msg(CTX, QT_TRANSLATE_NOOP("Cafe", "{name} seats {guest} at {where}: %n point(s).", None, 1),
                       name=name, guest=guest_name(d["guest"]), where=where, n=d["points"])
        if event.kind == "compatriots":
            return msg(CTX, QT_TRANSLATE_NOOP("Cafe", "{name} completes a table of compatriots! Hand size now "
                                                      "%n card(s).", None, 1), name=name, n=d["hand_size"])
        if event.kind == "to_bar":  # the sign apart: the plural form follows the number of points
            return msg(CTX, QT_TRANSLATE_NOOP("Cafe", "{name} sends {guest} to bar seat {number} ({sign}%n point(s)).",
                                              None, 1), name=name, guest=guest_name(d["guest"]), number=d["number"],
                       sign="+" if d["value"] >= 0 else "−", n=abs(d["value"]))
        if event.kind == "eliminated":
            return msg(CTX, QT_TRANSLATE_NOOP("Cafe", "{name} cannot pay %n point(s) and leaves the game.", None, 1),
                       name=name, n=d["owed"])
        if event.kind == "swapped":
            return msg(CTX, QT_TRANSLATE_NOOP("Cafe", "{name} takes back a joker and seats {guest} instead."),
                       name=name, guest=guest_name(d["guest"]))
        if event.kind == "passed":
            return msg(CTX, QT_TRANSLATE_NOOP("Cafe", "{name} cannot seat anyone and passes (only jokers in hand "
                                                      "and no scoring chair)."), name=name)
        if event.kind == "game_over":
            return END_REASONS[d["reason"]]
        if event.kind == "penalty" and d["points"]:
            return msg(CTX, QT_TRANSLATE_NOOP("Cafe", "{name} loses %n point(s) (guests left in hand: {cards}, "
                                                      "jokers: {jokers}).", None, 1), name=name, cards=d["cards"],
                       jokers=d["jokers"], n=d["points"])
        return None

    def short_move(self, state: CafeState, action: Any, events: Sequence[Event]) -> Message | None:
        """The move in a few words beside the seat's row (short_moves.py)."""
        return short_moves.short_move(action, events)

    def sim_stats(self, state: CafeState) -> dict[str, list[tuple[int, int]]]:
        return {"tables of compatriots per turn": [(state.compatriots[s], max(1, state.turns // state.n))
                                                   for s in range(state.n)],
                "bar placements per turn": [(state.to_bar[s], max(1, state.turns // state.n))
                                            for s in range(state.n)]}


END_REASONS = {
    "last": msg(CTX, QT_TRANSLATE_NOOP("Cafe", "Only one player is left: the game is over.")),
    "bar": msg(CTX, QT_TRANSLATE_NOOP("Cafe", "The bar is full: the game is over.")),
    "chairs": msg(CTX, QT_TRANSLATE_NOOP("Cafe", "Every chair is taken: the game is over.")),
    "bag": msg(CTX, QT_TRANSLATE_NOOP("Cafe", "Only four guests or fewer are left in the bag: the game is over.")),
    "hand": msg(CTX, QT_TRANSLATE_NOOP("Cafe", "A player has no guests left: the game is over.")),
    "compatriots": msg(CTX, QT_TRANSLATE_NOOP("Cafe", "A player has completed five tables of compatriots and "
                                                      "draws no more guests: the game is over.")),
    "stuck": msg(CTX, QT_TRANSLATE_NOOP("Cafe", "Nobody can seat anyone any more: the game is over.")),
}


def _flat(pl: Placement) -> tuple[int, ...]:
    s = pl.steps
    return (s[0].guest, s[0].chair) if len(s) == 1 else (s[0].guest, s[0].chair, s[1].guest, s[1].chair)


def _guest_or_number(guest: int) -> Message | str:
    return guest_name(guest) if 0 <= guest < 26 else str(guest)


GAME = CafeGame()
