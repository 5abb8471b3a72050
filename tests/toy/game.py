"""Twenty-one: each seat holds three hidden cards valued 1–3; in turn a seat plays one onto a running total and
draws a replacement; whoever brings the total to the target or past it loses. Exercises hidden hands, seeded
shuffles, options, illegal actions, the save codec and bots."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import attrs

from cafegames.engine import rng
from cafegames.engine.codec import ActionCodec
from cafegames.engine.errors import IllegalAction
from cafegames.engine.match import check_seat_count
from cafegames.engine.messages import Message
from cafegames.engine.options import Choice, OptionSpec, build_options
from cafegames.engine.protocol import Event, Result
from cafegames.engine.seats import Seat


@attrs.frozen
class Play:
    kind: ClassVar[str] = "play"
    seat: int
    card: int


@attrs.frozen
class ToyOptions:
    target: int = 21
    order: str = "clockwise"


@attrs.define
class ToyState:
    n: int
    target: int
    seed: int
    hands: list[list[int]]
    deck: list[int]
    total: int = 0
    turn: int = 0
    loser: int | None = None
    reshuffles: int = 0


@attrs.frozen
class ToyView:
    seat: int
    hand: tuple[int, ...]
    total: int
    turn: int


class ToyGame:
    id = "toy"
    levels = ("random", "normal")
    codec = ActionCodec([Play])

    def option_schema(self) -> list[OptionSpec]:
        return [
            OptionSpec("target", 21, Message("Toy", "Target"), Message("Toy", "Total that loses"), minimum=5,
                       maximum=99),
            OptionSpec("order", "clockwise", Message("Toy", "Order"), Message("Toy", "Direction of play"),
                       choices=(Choice("clockwise", Message("Toy", "Clockwise")),
                                Choice("anticlockwise", Message("Toy", "Anticlockwise")))),
        ]

    def make_options(self, values: Mapping[str, Any], n_seats: int) -> ToyOptions:
        check_seat_count("Twenty-one", n_seats, 2, 4)
        return build_options(ToyOptions, self.option_schema(), values)

    def setup(self, options: ToyOptions, seats: Sequence[Seat], seed: int) -> ToyState:
        deck = [1, 2, 3] * 8
        rng.stream(seed, "deal").shuffle(deck)
        hands = [[deck.pop() for _ in range(3)] for _ in seats]
        return ToyState(len(seats), options.target, seed, hands, deck)

    def to_act(self, state: ToyState) -> list[int]:
        return [] if state.loser is not None else [state.turn]

    def legal_actions(self, state: ToyState, seat: int) -> list[Play]:
        if seat != state.turn or state.loser is not None:
            return []
        return [Play(seat, c) for c in sorted(set(state.hands[seat]))]

    def apply(self, state: ToyState, action: Any) -> tuple[ToyState, list[Event]]:
        if not isinstance(action, Play) or action.seat != state.turn:
            raise IllegalAction(Message("Toy", "It is not your turn."))
        hand = state.hands[action.seat]
        if action.card not in hand:
            raise IllegalAction(Message("Toy", "You do not hold that card."))
        hand.remove(action.card)
        state.total += action.card
        events = [Event("played", action.seat, {"card": action.card})]
        if state.total >= state.target:
            state.loser = action.seat
            events.append(Event("lost", action.seat))
            return state, events
        if not state.deck:
            state.reshuffles += 1
            state.deck = [1, 2, 3] * 4
            rng.stream(state.seed, "reshuffle", state.reshuffles).shuffle(state.deck)
        hand.append(state.deck.pop())
        state.turn = (state.turn + 1) % state.n
        return state, events

    def view(self, state: ToyState, seat: int) -> ToyView:
        return ToyView(seat, tuple(state.hands[seat]), state.total, state.turn)

    def public_view(self, state: ToyState) -> ToyView:
        return ToyView(-1, (), state.total, state.turn)

    def is_over(self, state: ToyState) -> bool:
        return state.loser is not None

    def result(self, state: ToyState) -> Result:
        winners = tuple(s for s in range(state.n) if s != state.loser)
        return Result(winners, tuple(int(s != state.loser) for s in range(state.n)))

    def clone(self, state: ToyState) -> ToyState:
        return attrs.evolve(state, hands=[list(h) for h in state.hands], deck=list(state.deck))

    progress_texts = (("Toy", "Total {total}"),)

    def progress(self, state: ToyState) -> Message:
        return Message("Toy", "Total {total}", {"total": state.total})

    def describe(self, event: Event, seats: Sequence[Seat]) -> Message | None:
        if event.kind == "played":
            return Message("Toy", "{name} plays {card}", {"name": seats[event.seat].name, **event.data})
        return None

    def short_move(self, state: ToyState, action: Any, events: Sequence[Event]) -> Message | None:
        """The move beside the plate: the card played is public, the one drawn is not named."""
        if isinstance(action, Play):
            return Message("Toy", "played {card}", {"card": action.card})
        return None


GAME = ToyGame()
