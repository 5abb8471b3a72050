"""Café International's state (the whole table, the bag's order included), the view a seat gets, and the
options (none: the game has no variants)."""

from __future__ import annotations

import attrs


@attrs.frozen
class CafeOptions:
    pass


@attrs.define
class CafeState:
    n: int
    hands: list[list[int]]
    hand_size: list[int]
    bag: list[int]
    chairs: list[int]
    bar: list[int]
    scores: list[int]
    out: list[bool]  # eliminated (C-ELIM)
    turn: int
    opening: int = -1  # the chair of the C-OPENING guest
    removed: list[int] = attrs.field(factory=list)  # hands of eliminated seats
    compatriots: list[int] = attrs.field(factory=list)  # tables of compatriots completed, per seat
    to_bar: list[int] = attrs.field(factory=list)  # bar placements per seat
    turns: int = 0
    passes: int = 0  # passes in a row (C-NOMOVE)
    over: bool = False
    end_reason: str = ""
    penalties: list[tuple[int, int, int]] | None = None  # per seat: (cards, jokers, points lost)
    # Where each seat's points came from, for the final count: the tables (C-SCORE) and the bar (C-TOBAR, as paid
    # when a seat is knocked out); score = tables + bar - penalty.
    table_points: list[int] = attrs.field(factory=list)
    bar_points: list[int] = attrs.field(factory=list)


@attrs.frozen
class CafeView:
    """Everything is public in this game but the order of the bag (C-PLAYERS)."""

    seat: int
    n: int
    hands: tuple[tuple[int, ...], ...]
    hand_size: tuple[int, ...]
    bag_count: int
    chairs: tuple[int, ...]
    bar: tuple[int, ...]
    scores: tuple[int, ...]
    out: tuple[bool, ...]
    turn: int
    opening: int
    over: bool
    penalties: tuple[tuple[int, int, int], ...] | None
    end_reason: str = ""  # "bar", "chairs", "bag", "hand", "compatriots", "last", "stuck" (see END_REASONS)
    removed: tuple[int, ...] = ()  # the guests of eliminated seats, out of the game (shown when they left)
    table_points: tuple[int, ...] = ()  # points won at the tables, per seat
    bar_points: tuple[int, ...] = ()  # points won or lost at the bar, per seat
