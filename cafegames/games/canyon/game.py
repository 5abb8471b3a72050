"""Canyon's rules as a state machine (Qt-free): setting up, the five phases of a round, the end (K-…).

Phases: "place" (K-START), "bid" (K-BID, K-SECRET), "play" (K-TRICKS), "move" (K-MOVE with the current), "over".
Forced moves (drift, a canoe that cannot move, a canoe that fell this round) happen by themselves; every seat
with a choice of end cell acts with `Move`, even when it has only one.

Readings of the rules (also in the rules page):
- a canoe pushed over the waterfall before its turn does not move again that round (K-FALL: "it moves from there
  in the next round");
- a canoe pushed before its turn (not over the falls) moves from where it was pushed to;
- all canoes move in the round a canoe docks; then the race ends (K-WIN);
- two-card bids: any bid 0–7, whatever the number of cards dealt;
- the dealer draw (K-DEALER) compares values only; seats tied for the highest draw again.

Our variant "Short race" is described in `options.py`. The actions are in `actions.py`, the state and the
views in `state.py`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from cafegames.engine import rng
from cafegames.engine.codec import ActionCodec
from cafegames.engine.errors import IllegalAction
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.options import OptionSpec, Preset
from cafegames.engine.protocol import Event, Game, Result, rank_places
from cafegames.engine.seats import Seat
from cafegames.games.canyon import cards as C
from cafegames.games.canyon.actions import ACTION_CLASSES, Bid, Move, Place, Play
from cafegames.games.canyon.movement import DOCK, STAY, MovePlan, drift_chain, fall_to, plan_move
from cafegames.games.canyon.options import CanyonOptions, make_options, option_presets, option_schema
from cafegames.games.canyon.river import Hex, River, default_river
from cafegames.games.canyon.state import BID, MOVE, OVER, PLACE, PLAY, CanyonState, CanyonView

CTX = "Canyon"


PROGRESS_START = QT_TRANSLATE_NOOP("Canyon", "Canoes at the start")
PROGRESS_ROUND = QT_TRANSLATE_NOOP("Canyon", "Round {round} · leading canoe %n cell(s) from the landing", None, 1)
# the sentence of saves written before it became a plural, still read for their load-list line
PROGRESS_ROUND_V1 = QT_TRANSLATE_NOOP("Canyon", "Round {round} · leading canoe {cells} cells from the landing")


class CanyonGame(Game[CanyonState, Any, CanyonView]):
    id = "canyon"
    levels = ("random", "easy", "normal", "hard")
    codec = ActionCodec(ACTION_CLASSES)

    def __init__(self, river: River | None = None):
        self._river = river

    @property
    def river(self) -> River:
        return self._river or default_river()

    # ---------------------------------------------------------------- options and setup

    def option_schema(self) -> list[OptionSpec]:
        return option_schema()

    def make_options(self, values: Mapping[str, Any], n_seats: int) -> CanyonOptions:
        return make_options(values, n_seats)

    def option_presets(self) -> list[Preset]:
        return option_presets()

    def secret_now(self, state: CanyonState) -> bool:
        """Whether a seat's view holds anything the others must not see: not while the canoes are put on the
        start spaces (K-START, no card dealt yet), so people place them without passing the computer round."""
        return state.phase != PLACE or any(state.hands)

    def setup(self, options: CanyonOptions, seats: Sequence[Seat], seed: int) -> CanyonState:
        n = len(seats)
        draws: list[tuple[int | None, ...]] = []
        contenders = list(range(n))
        while len(contenders) > 1:  # K-DEALER: highest draw deals, ties draw again
            deck = list(C.DECK)
            rng.stream(seed, "dealer", len(draws)).shuffle(deck)
            drawn = {s: deck[i] for i, s in enumerate(contenders)}
            draws.append(tuple(drawn.get(s) for s in range(n)))
            top = max(C.value(c) for c in drawn.values())
            contenders = [s for s in contenders if C.value(drawn[s]) == top]
        dealer = contenders[0]
        first = (dealer + 1) % n
        # the short race starts on the track's step of 3 cards (step 6; with "never fewer than 3", step 10)
        step = (C.SHORT_SKIP[-1] + 1 if options.short else C.SHORT_SKIP[0]) if options.short_race else 1
        return CanyonState(
            n=n, seed=seed, short=options.short, secret=options.secret, short_race=options.short_race, step=step,
            dealer=dealer, first=first,
            dealer_draws=draws, turn=first, positions=[None] * n, hands=[[] for _ in range(n)],
            bids=[None] * n, tricks_won=[0] * n, fell=[False] * n, moved=[False] * n, docked=[False] * n,
            leftover=[0] * n, bid_hits=[0] * n, round_points=[None] * n, round_drifts=[False] * n)

    # ---------------------------------------------------------------- whose turn, what is legal

    def to_act(self, state: CanyonState) -> list[int]:
        if state.phase == OVER:
            return []
        if state.phase == BID and state.secret:
            order = [(state.first + i) % state.n for i in range(state.n)]
            return [s for s in order if state.bids[s] is None]
        return [state.turn]

    def starts(self, state: CanyonState) -> tuple[Hex, ...]:
        """The start spaces (K-START), or the short race's start line."""
        return self.river.short_starts if state.short_race else self.river.starts

    def move_plan(self, state: CanyonState) -> MovePlan | None:
        """The legal end cells of the seat moving now (cached on the state)."""
        if state.phase != MOVE:
            return None
        if state.plan is None or state.plan.start != state.positions[state.turn]:
            state.plan = self._plan_for(state, state.turn)
        return state.plan

    def _points(self, state: CanyonState, seat: int) -> tuple[int, bool]:
        """(movement points, drifts) for `seat` this round (K-MOVE, K-CURRENT-IN, K-CURRENT-EXACT, K-DRIFT)."""
        bid, won = state.bids[seat], state.tricks_won[seat]
        assert bid is not None
        pos = state.positions[seat]
        return C.round_points(bid, won, pos is not None and self.river.is_current(pos))

    def _plan_for(self, state: CanyonState, seat: int) -> MovePlan:
        points, _ = self._points(state, seat)
        pos = state.positions[seat]
        assert pos is not None
        occupied = [p for s, p in enumerate(state.positions) if s != seat and p is not None]
        return plan_move(self.river, pos, points, occupied)

    def legal_actions(self, state: CanyonState, seat: int) -> list[Any]:
        if state.phase == OVER or seat not in self.to_act(state):
            return []
        if state.phase == PLACE:
            taken = set(state.positions)
            return [Place(seat, *c) for c in self.starts(state) if c not in taken]
        if state.phase == BID:
            return [Bid(seat, b) for b in range(C.MAX_BID + 1)]
        if state.phase == PLAY:
            return [Play(seat, c) for c in C.legal_cards(state.hands[seat], [c for _, c in state.trick])]
        plan = self.move_plan(state)
        assert plan is not None
        return [Move(seat, *cell) for cell in plan.options]

    # ---------------------------------------------------------------- applying actions

    def apply(self, state: CanyonState, action: Any) -> tuple[CanyonState, list[Event]]:
        self._check(state, action)
        events: list[Event] = []
        if isinstance(action, Place):
            self._place(state, action, events)
        elif isinstance(action, Bid):
            self._bid(state, action, events)
        elif isinstance(action, Play):
            self._play(state, action, events)
        else:
            self._move(state, action, events)
        return state, events

    def _check(self, state: CanyonState, action: Any) -> None:
        """IllegalAction with the rule's reason; the state is untouched."""
        if state.phase == OVER:
            raise IllegalAction(msg(CTX, QT_TRANSLATE_NOOP("Canyon", "The race is over.")))
        expected: type[Place | Bid | Play | Move] = {PLACE: Place, BID: Bid, PLAY: Play, MOVE: Move}[state.phase]
        if not isinstance(action, expected):
            reason = {PLACE: QT_TRANSLATE_NOOP("Canyon", "The canoes are being put on the start spaces now."),
                      BID: QT_TRANSLATE_NOOP("Canyon", "The seats are choosing their speed now."),
                      PLAY: QT_TRANSLATE_NOOP("Canyon", "The tricks are being played now."),
                      MOVE: QT_TRANSLATE_NOOP("Canyon", "The canoes are moving now.")}[state.phase]
            raise IllegalAction(msg(CTX, reason))
        if not (isinstance(action.seat, int) and 0 <= action.seat < state.n) or action.seat not in self.to_act(state):
            raise IllegalAction(msg(CTX, QT_TRANSLATE_NOOP("Canyon", "It is not this seat’s turn.")))
        if action not in self.legal_actions(state, action.seat):
            if isinstance(action, Place):
                text = QT_TRANSLATE_NOOP("Canyon", "A canoe starts on a free start space.")
            elif isinstance(action, Bid):
                text = QT_TRANSLATE_NOOP("Canyon", "A speed bid is 0 to 7.")
            elif isinstance(action, Play):
                text = (QT_TRANSLATE_NOOP("Canyon", "You do not hold that card.")
                        if action.card not in state.hands[action.seat]
                        else QT_TRANSLATE_NOOP("Canyon", "You must follow the suit that was led."))
            else:
                text = QT_TRANSLATE_NOOP("Canyon", "The canoe must end as close to the finish as its points allow.")
            raise IllegalAction(msg(CTX, text))

    def _place(self, state: CanyonState, action: Place, events: list[Event]) -> None:
        cell = (action.q, action.r)
        state.positions[action.seat] = cell
        events.append(Event("placed", action.seat, {"cell": cell}))
        state.turn = (state.turn + 1) % state.n
        if all(p is not None for p in state.positions):
            self._deal(state, events)

    def _deal(self, state: CanyonState, events: list[Event]) -> None:
        """K-DEAL: shuffle, deal the track's number of cards, turn up trump; bids open (K-BID)."""
        state.round_no += 1
        deck = list(C.DECK)
        rng.stream(state.seed, "deal", state.round_no).shuffle(deck)
        count = C.cards_for_step(state.step)
        for i in range(state.n):
            seat = (state.first + i) % state.n
            state.hands[seat] = sorted(deck[i * count:(i + 1) * count])
        rest = deck[state.n * count:]
        state.trump_card = rest[0]
        state.set_aside = rest[1:]
        state.bids = [None] * state.n
        state.tricks_won = [0] * state.n
        state.trick, state.played, state.last_trick, state.last_winner = [], [], [], None
        state.history = []
        state.fell = [False] * state.n
        state.moved = [False] * state.n
        state.round_points = [None] * state.n
        state.round_drifts = [False] * state.n
        state.phase = BID
        state.turn = state.first
        state.leader = state.first
        events.append(Event("dealt", None, {"round": state.round_no, "step": state.step, "cards": count,
                                            "trump": state.trump_card, "dealer": state.dealer,
                                            "first": state.first}))

    def _bid(self, state: CanyonState, action: Bid, events: list[Event]) -> None:
        state.bids[action.seat] = action.bid
        if state.secret:
            events.append(Event("bid_chosen", action.seat))
            if all(b is not None for b in state.bids):
                events.append(Event("bids_revealed", None, {"bids": tuple(state.bids)}))
        else:
            events.append(Event("bid", action.seat, {"bid": action.bid, "cards": C.speed_cards(action.bid)}))
            state.turn = (state.turn + 1) % state.n
        if all(b is not None for b in state.bids):
            state.phase = PLAY
            state.turn = state.leader = state.first

    def _play(self, state: CanyonState, action: Play, events: list[Event]) -> None:
        state.hands[action.seat].remove(action.card)
        state.trick.append((action.seat, action.card))
        state.played.append(action.card)
        events.append(Event("played", action.seat, {"card": action.card}))
        if len(state.trick) < state.n:
            state.turn = (state.turn + 1) % state.n
            return
        assert state.trump_card is not None  # turned up by the deal
        trump = C.suit(state.trump_card)
        winner = state.trick[C.trick_winner([c for _, c in state.trick], trump)][0]
        state.tricks_won[winner] += 1
        state.last_trick, state.last_winner = state.trick, winner
        state.history.append(tuple(state.trick))
        events.append(Event("trick_won", winner, {"cards": tuple(state.trick), "tricks": state.tricks_won[winner]}))
        state.trick = []
        state.turn = state.leader = winner
        if not state.hands[winner]:
            self._start_moves(state, events)

    def _start_moves(self, state: CanyonState, events: list[Event]) -> None:
        state.rounds += 1
        for s in range(state.n):
            state.round_points[s], state.round_drifts[s] = self._points(state, s)
        for s in range(state.n):
            bid, won, pos = state.bids[s], state.tricks_won[s], state.positions[s]
            assert bid is not None and pos is not None  # every seat bid, every canoe is on the river
            state.bid_hits[s] += bid == won
            events.append(Event("scored", s, {"bid": bid, "won": won, "exact": bid == won,
                                              "bonus": C.bonus(bid) if bid == won else 0,
                                              "current": self.river.is_current(pos),
                                              "points": state.round_points[s], "drifts": state.round_drifts[s]}))
        state.phase = MOVE
        state.turn = state.first
        self._advance_moves(state, events)

    def _advance_moves(self, state: CanyonState, events: list[Event]) -> None:
        """Resolve forced moves until a seat has end cells to choose, or the round ends."""
        while True:
            seat = state.turn
            if state.moved[seat]:
                self._next_mover(state, events)
                if state.phase != MOVE:
                    return
                continue
            if state.fell[seat]:
                events.append(Event("skipped", seat, {"reason": "fell"}))
                state.moved[seat] = True
                continue
            points, drifts = self._points(state, seat)
            if drifts:
                self._drift(state, seat, events)
                state.moved[seat] = True
                continue
            state.plan = None
            plan = self.move_plan(state)
            assert plan is not None
            if plan.kind == STAY:
                reason = "no_points" if points == 0 else "blocked"
                events.append(Event("stayed", seat, {"reason": reason, "points": points,
                                                     "cell": state.positions[seat]}))
                state.moved[seat] = True
                continue
            return

    def _next_mover(self, state: CanyonState, events: list[Event]) -> None:
        if state.turn != state.dealer:
            state.turn = (state.turn + 1) % state.n
            return
        state.plan = None
        if any(state.docked):
            self._finish(state, events)
            return
        state.step = C.next_step(state.step, state.short)  # K-NEXT
        state.dealer = state.first
        state.first = (state.dealer + 1) % state.n
        events.append(Event("next_round", None, {"step": state.step, "dealer": state.dealer, "first": state.first}))
        self._deal(state, events)

    def _drift(self, state: CanyonState, seat: int, events: list[Event]) -> None:
        """K-DRIFT with chain pushes; K-FALL sends a canoe over the waterfall to the bridge."""
        positions = {s: p for s, p in enumerate(state.positions) if p is not None and not state.docked[s]}
        for mover, src, dst in drift_chain(self.river, positions, seat):
            kind = "drifted" if mover == seat else "pushed"
            data: dict[str, Any] = {"from": src, "to": dst}
            if mover != seat:
                data["by"] = seat
            events.append(Event(kind, mover, data))
            state.positions[mover] = landing = fall_to(self.river, dst)
            if landing != dst:  # over the waterfall, out at the bridge
                events.append(Event("fell", mover, {"from": src, "waterfall": dst}))
                state.fell[mover] = True
                events.append(Event("restarted", mover, {"cell": landing}))

    def _move(self, state: CanyonState, action: Move, events: list[Event]) -> None:
        plan = self.move_plan(state)
        assert plan is not None
        cell = (action.q, action.r)
        option = plan.options[cell]
        state.positions[action.seat] = cell
        events.append(Event("paddled", action.seat, {"path": option.path, "kind": plan.kind,
                                                     "points": plan.points, "used": option.used}))
        if plan.kind == DOCK:
            state.docked[action.seat] = True
            state.leftover[action.seat] = plan.leftover(cell)
            events.append(Event("docked", action.seat, {"cell": cell, "leftover": state.leftover[action.seat]}))
        state.moved[action.seat] = True
        state.plan = None
        self._advance_moves(state, events)

    def _finish(self, state: CanyonState, events: list[Event]) -> None:
        """K-WIN: first to dock; among several in one round, most points left, then the higher bid, else shared."""
        docked = [s for s in range(state.n) if state.docked[s]]
        most = max(state.leftover[s] for s in docked)
        by_left = [s for s in docked if state.leftover[s] == most]
        tiebreak = ""
        if len(docked) > 1:
            tiebreak = "leftover"
            if len(by_left) > 1:
                top = max(state.bids[s] or 0 for s in by_left)  # every seat bid (0–7) before the moves
                by_bid = [s for s in by_left if state.bids[s] == top]
                tiebreak = "bid" if len(by_bid) == 1 else "shared"
                by_left = by_bid
        state.winners = tuple(by_left)
        state.tiebreak = tiebreak
        state.phase = OVER
        events.append(Event("game_over", None, {"winners": state.winners, "tiebreak": tiebreak,
                                                "docked": tuple(docked)}))

    # ---------------------------------------------------------------- views and summaries

    def view(self, state: CanyonState, seat: int) -> CanyonView:
        return self._view(state, seat, tuple(state.hands[seat]))

    def public_view(self, state: CanyonState) -> CanyonView:
        """What everyone at the table sees (the replay of an unfinished race): no hand, and while secret bids
        are being chosen, nobody's bid (K-SECRET)."""
        return self._view(state, -1, ())

    def _view(self, state: CanyonState, seat: int, hand: tuple[int, ...]) -> CanyonView:
        revealed = not state.secret or state.phase != BID
        bids = tuple(b if (revealed or s == seat) else None for s, b in enumerate(state.bids))
        return CanyonView(
            seat=seat, n=state.n, river=self.river, phase=state.phase, round_no=state.round_no, step=state.step,
            cards_dealt=C.cards_for_step(state.step), short=state.short, secret=state.secret,
            dealer=state.dealer, first=state.first, dealer_draws=tuple(state.dealer_draws), turn=state.turn,
            hand=hand, trump_card=state.trump_card, bids=bids,
            has_bid=tuple(b is not None for b in state.bids), trick=tuple(state.trick), leader=state.leader,
            tricks_won=tuple(state.tricks_won), played=tuple(state.played), last_trick=tuple(state.last_trick),
            last_winner=state.last_winner, history=tuple(state.history), positions=tuple(state.positions), docked=tuple(state.docked),
            fell=tuple(state.fell), moved=tuple(state.moved), leftover=tuple(state.leftover),
            plan=self.move_plan(state), winners=state.winners, tiebreak=state.tiebreak,
            points=tuple(state.round_points), drifts=tuple(state.round_drifts))

    def is_over(self, state: CanyonState) -> bool:
        return state.phase == OVER

    # ---------------------------------------------------------------- replays, charts, history
    chart_axis = ("Canyon", QT_TRANSLATE_NOOP("Canyon", "Round"))
    chart_unit = ("Canyon", QT_TRANSLATE_NOOP("Canyon", "Cells paddled"))
    chapter_label = ("Canyon", QT_TRANSLATE_NOOP("Canyon", "Round {n}"))

    def chart_point(self, state: CanyonState, events: list[Event] | None) -> tuple[int, ...] | None:
        """The race position of every canoe (cells paddled towards the landing, as in `result`) at the start
        and at the end of every round."""
        if events is None or any(e.kind in ("next_round", "game_over") for e in events):
            return tuple(max(0, 30 - self.distance(state, s)) for s in range(state.n))
        return None

    def chapter(self, state: CanyonState) -> int:
        return state.round_no

    def hands_text(self, state: CanyonState) -> list[list[Message]]:
        """Every seat's cards by name ("Show every hand" once the race is over)."""
        return [[C.card_name(c) for c in hand] for hand in state.hands]

    def distance(self, state: CanyonState, seat: int) -> int:
        pos = state.positions[seat]
        return 99 if pos is None else self.river.distance[pos]

    def result(self, state: CanyonState) -> Result:
        """Scores: cells paddled towards the finish (30 minus the distance left; a docked canoe 30), said by
        `score_label`. Places (K-WIN): the winners; the other canoes docked this round by points left, then bid;
        then the canoes still on the river, the nearest to a landing first."""
        scores = tuple(max(0, 30 - self.distance(state, s)) for s in range(state.n))
        keys: list[tuple[int, ...]] = []
        for s in range(state.n):
            if s in state.winners:
                keys.append((0,))
            elif state.docked[s]:
                keys.append((1, -state.leftover[s], -(state.bids[s] or 0)))
            else:
                keys.append((2, self.distance(state, s)))
        summary = None
        if state.tiebreak == "leftover":
            summary = msg(CTX, QT_TRANSLATE_NOOP("Canyon", "Several canoes docked: the one with the most points "
                                                           "left over wins."))
        elif state.tiebreak == "bid":
            summary = msg(CTX, QT_TRANSLATE_NOOP("Canyon", "Several canoes docked with the same points left over: "
                                                           "the higher speed bid wins."))
        elif state.tiebreak == "shared":
            summary = msg(CTX, QT_TRANSLATE_NOOP("Canyon", "Several canoes docked with the same points left over "
                                                           "and the same bid: they share the win."))
        return Result(state.winners, scores, summary, rank_places(keys),
                      msg(CTX, QT_TRANSLATE_NOOP("Canyon", "Cells paddled (30: at the landing)")))

    def check_invariants(self, state: CanyonState) -> None:
        """What must hold after every action (the soak and the simulation tests call this). Raises AssertionError
        saying what broke: the 50 cards each once (K-CARDS, K-DEAL) and the tricks counted; bids 0–7 (K-BID);
        canoes on water, one per cell but the bridge (K-ONE); docked canoes on docks (K-DOCK), fallen ones on the
        bridge (K-FALL); the winners docked (K-WIN)."""
        river = self.river
        if state.phase in (BID, PLAY):
            assert state.trump_card is not None, "no trump card turned up"
            cards = [c for h in state.hands for c in h] + state.played + [state.trump_card] + state.set_aside
            assert sorted(cards) == list(C.DECK), "the 50 cards are not each there once"
            assert sum(state.tricks_won) * state.n + len(state.trick) == len(state.played), "tricks miscounted"
            assert sum(state.tricks_won) <= C.cards_for_step(state.step), "more tricks than cards dealt"
        if state.phase in (PLAY, MOVE):
            assert all(b is not None and 0 <= b <= C.MAX_BID for b in state.bids), f"bids {state.bids}"
        if state.phase != PLACE:
            assert all(p is not None for p in state.positions), "a canoe is off the river"
        cells = [p for p in state.positions if p is not None and p != river.bridge]
        assert len(cells) == len(set(cells)), f"two canoes on one cell: {state.positions}"
        for s, p in enumerate(state.positions):
            assert p is None or river.is_paddle(p), f"seat {s}'s canoe is on land at {p}"
            assert state.docked[s] == (p is not None and river.is_dock(p)), f"seat {s}: docked {state.docked[s]} at {p}"
            assert not state.fell[s] or p == river.bridge, f"seat {s} fell but is at {p}"
            assert state.leftover[s] >= 0 and (state.docked[s] or state.leftover[s] == 0), f"seat {s} leftover"
        if state.phase == OVER:
            assert state.winners and all(state.docked[w] for w in state.winners), f"winners {state.winners}"
        else:
            assert not state.winners, f"winners {state.winners} before the end"
            assert state.phase == MOVE or not any(state.docked), "a canoe docked in an earlier round, race not over"

    def clone(self, state: CanyonState) -> CanyonState:
        return attrs.evolve(
            state, dealer_draws=list(state.dealer_draws), positions=list(state.positions),
            hands=[list(h) for h in state.hands], bids=list(state.bids), trick=list(state.trick),
            tricks_won=list(state.tricks_won), played=list(state.played), set_aside=list(state.set_aside),
            last_trick=list(state.last_trick), history=list(state.history), fell=list(state.fell), moved=list(state.moved),
            docked=list(state.docked), leftover=list(state.leftover), bid_hits=list(state.bid_hits),
            round_points=list(state.round_points), round_drifts=list(state.round_drifts))

    progress_texts = (("Canyon", PROGRESS_START), ("Canyon", PROGRESS_ROUND), ("Canyon", PROGRESS_ROUND_V1))

    def progress(self, state: CanyonState) -> Message:
        if state.phase == PLACE:
            return msg(CTX, PROGRESS_START)
        lead = min(self.distance(state, s) for s in range(state.n))
        return msg(CTX, PROGRESS_ROUND, round=state.round_no, n=lead)

    def sim_stats(self, state: CanyonState) -> dict[str, list[tuple[int, int]]]:
        return {"bid hit": [(state.bid_hits[s], state.rounds) for s in range(state.n)]}

    def describe(self, event: Event, seats: Sequence[Seat]) -> Message | None:
        from cafegames.games.canyon.describe import describe

        return describe(event, seats)


GAME = CanyonGame()
