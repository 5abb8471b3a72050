"""Canyon's state (the whole table: every hand, the deck's seed) and the view one seat gets of it (K-SECRET: the
bids still hidden, the other hands)."""

from __future__ import annotations

import attrs

from cafegames.games.canyon.movement import MovePlan
from cafegames.games.canyon.river import Hex, River

PLACE, BID, PLAY, MOVE, OVER = "place", "bid", "play", "move", "over"


@attrs.define
class CanyonState:
    n: int
    seed: int
    short: bool
    secret: bool
    dealer: int
    first: int
    dealer_draws: list[tuple[int | None, ...]]
    short_race: bool = False
    phase: str = PLACE
    round_no: int = 0
    step: int = 1
    turn: int = 0
    positions: list[Hex | None] = attrs.Factory(list)
    hands: list[list[int]] = attrs.Factory(list)
    trump_card: int | None = None
    bids: list[int | None] = attrs.Factory(list)
    trick: list[tuple[int, int]] = attrs.Factory(list)
    leader: int = 0
    tricks_won: list[int] = attrs.Factory(list)
    played: list[int] = attrs.Factory(list)
    set_aside: list[int] = attrs.Factory(list)
    last_trick: list[tuple[int, int]] = attrs.Factory(list)
    last_winner: int | None = None
    history: list[tuple[tuple[int, int], ...]] = attrs.Factory(list)
    fell: list[bool] = attrs.Factory(list)
    moved: list[bool] = attrs.Factory(list)
    docked: list[bool] = attrs.Factory(list)
    leftover: list[int] = attrs.Factory(list)
    bid_hits: list[int] = attrs.Factory(list)
    round_points: list[int | None] = attrs.Factory(list)
    round_drifts: list[bool] = attrs.Factory(list)
    rounds: int = 0
    winners: tuple[int, ...] = ()
    tiebreak: str = ""
    plan: MovePlan | None = attrs.field(default=None, eq=False, repr=False)


@attrs.frozen
class CanyonView:
    """What one seat may know (K-hidden information)."""

    seat: int
    n: int
    river: River = attrs.field(eq=False, repr=False)
    phase: str
    round_no: int
    step: int
    cards_dealt: int
    short: bool
    secret: bool
    dealer: int
    first: int
    dealer_draws: tuple[tuple[int | None, ...], ...]
    turn: int
    hand: tuple[int, ...]
    trump_card: int | None
    bids: tuple[int | None, ...]      # None: not bid yet, or secret and not revealed
    has_bid: tuple[bool, ...]
    trick: tuple[tuple[int, int], ...]
    leader: int
    tricks_won: tuple[int, ...]
    played: tuple[int, ...]          # every card played this round, in order (public)
    last_trick: tuple[tuple[int, int], ...]
    last_winner: int | None
    history: tuple[tuple[tuple[int, int], ...], ...]  # this round's finished tricks, (seat, card) in play order
    positions: tuple[Hex | None, ...]
    docked: tuple[bool, ...]
    fell: tuple[bool, ...]
    moved: tuple[bool, ...]
    leftover: tuple[int, ...]
    plan: MovePlan | None            # the mover's legal end cells and witness paths (public: all can see them)
    points: tuple[int | None, ...]   # movement points of each seat in the move phase (None before it)
    drifts: tuple[bool, ...]         # in the move phase: the seat started on the current without its exact bid
    winners: tuple[int, ...]
    tiebreak: str
