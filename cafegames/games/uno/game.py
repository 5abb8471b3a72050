"""UNO for the engine contract (`GAME`): options, setup, decisions, views, log lines, results and bots."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cafegames.engine.codec import ActionCodec
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.options import OptionGroup, OptionSpec, Preset, VariantChoice
from cafegames.engine.protocol import Event, Game, Result
from cafegames.engine.seats import Seat
from cafegames.games.uno import legal, rules, short_moves
from cafegames.games.uno import state as uno_state
from cafegames.games.uno.actions import ACTION_CLASSES
from cafegames.games.uno.cards import colour_name, name
from cafegames.games.uno.options import (
    UnoOptions,
    make_options,
    option_groups,
    option_presets,
    option_schema,
    option_variants,
)
from cafegames.games.uno.scoring import final_places, team_total
from cafegames.games.uno.state import OVER, UnoState, UnoView

_REASONS = {
    "draw2": QT_TRANSLATE_NOOP("Uno", "{name} draws %n card(s) for the Draw Two.", None, 1),
    "wd4": QT_TRANSLATE_NOOP("Uno", "{name} draws %n card(s) for the Wild Draw Four.", None, 1),
    "penalty": QT_TRANSLATE_NOOP("Uno", "{name} takes %n penalty card(s).", None, 1),
    "challenge": QT_TRANSLATE_NOOP("Uno", "{name} draws %n card(s) after the challenge.", None, 1),
    "catch": QT_TRANSLATE_NOOP("Uno", "{name} draws %n card(s) for not calling UNO.", None, 1),
    "downpour": QT_TRANSLATE_NOOP("Uno", "{name} draws %n card(s) in the downpour.", None, 1),
    "launcher": QT_TRANSLATE_NOOP("Uno", "{name} presses the launcher: %n card(s).", None, 1),
    "draw": QT_TRANSLATE_NOOP("Uno", "{name} draws %n card(s).", None, 1),
    "unocard": QT_TRANSLATE_NOOP("Uno", "{name} draws %n card(s) for the UNO card.", None, 1),
    "timer": QT_TRANSLATE_NOOP("Uno", "{name} takes %n penalty card(s) for the time.", None, 1),
    "two": QT_TRANSLATE_NOOP("Uno", "{name} has no 2 to play and draws %n card(s).", None, 1),
    "boomerang": QT_TRANSLATE_NOOP("Uno", "{name} draws %n card(s) sent back by the Boomerang.", None, 1),
}


PROGRESS_OVER = QT_TRANSLATE_NOOP("Uno", "Finished after %n hand(s) · {totals}", None, 1)
PROGRESS_HAND = QT_TRANSLATE_NOOP("Uno", "Hand {hand} · scores {totals}")
# U-EXTREME-BOX: the box named in the load list's line
PROGRESS_X_OVER = QT_TRANSLATE_NOOP("Uno", "Extreme box · finished after %n hand(s) · {totals}", None, 1)
PROGRESS_X_HAND = QT_TRANSLATE_NOOP("Uno", "Extreme box · hand {hand} · scores {totals}")
PROGRESS_R_OVER = QT_TRANSLATE_NOOP("Uno", "Rapido box · finished after %n hand(s) · {totals}", None, 1)
PROGRESS_R_HAND = QT_TRANSLATE_NOOP("Uno", "Rapido box · hand {hand} · scores {totals}")
PROGRESS_DX_OVER = QT_TRANSLATE_NOOP("Uno", "Deluxe box · finished after %n hand(s) · {totals}", None, 1)
PROGRESS_DX_HAND = QT_TRANSLATE_NOOP("Uno", "Deluxe box · hand {hand} · scores {totals}")
# the sentence of saves written before it became a plural, still read for their load-list line
# U-P-TOURNAMENT: the hands are counted at their table (the match's hands alternate between the two tables)
PROGRESS_T_OVER = QT_TRANSLATE_NOOP("Uno", "Tournament · finished after %n hand(s) a table · {totals}", None, 1)
PROGRESS_T_HAND = QT_TRANSLATE_NOOP("Uno", "Tournament · table {table}, hand {hand} · scores {totals}")
CHAPTER_T = QT_TRANSLATE_NOOP("Uno", "Table {table}, hand {n}")
PROGRESS_OVER_V1 = QT_TRANSLATE_NOOP("Uno", "Finished after {hands} hands · {totals}")


class UnoGame(Game[UnoState, Any, UnoView]):
    id = "uno"
    levels = ("random", "easy", "normal", "hard")
    codec = ActionCodec(ACTION_CLASSES)
    # U-UNO: the call and the catch are said aloud, so anyone at the screen may take them in the open; on a shared
    # screen the table stays up a moment before a handoff while one is possible (ui/controller.py).
    public_actions = frozenset({"uno", "catch"})

    def option_schema(self) -> list[OptionSpec]:
        return option_schema()

    def option_groups(self) -> list[OptionGroup]:
        return option_groups()

    def option_presets(self) -> list[Preset]:
        return option_presets()

    def option_variants(self) -> VariantChoice:
        return option_variants()

    def make_options(self, values: Mapping[str, Any], n_seats: int) -> UnoOptions:
        return make_options(values, n_seats)

    def setup(self, options: UnoOptions, seats: Sequence[Seat], seed: int) -> UnoState:
        return uno_state.new_state(options, len(seats), seed)

    def opening_events(self, options: UnoOptions, seats: Sequence[Seat], seed: int) -> list[Event]:
        """What the set-up did, for the game log: the draws for the deal, the deal, the first card."""
        events: list[Event] = []
        uno_state.new_state(options, len(seats), seed, events)
        return events

    def to_act(self, state: UnoState) -> list[int]:
        return legal.to_act(state)

    def legal_actions(self, state: UnoState, seat: int) -> list[Any]:
        return legal.legal_actions(state, seat)

    def apply(self, state: UnoState, action: Any) -> tuple[UnoState, list[Event]]:
        return state, rules.apply(state, action)

    def view(self, state: UnoState, seat: int) -> UnoView:
        return uno_state.view(state, seat)

    def is_over(self, state: UnoState) -> bool:
        return state.phase == OVER

    def result(self, state: UnoState) -> Result:
        scores = tuple(team_total(state, s) for s in range(state.n))
        scoring = state.options.scoring
        if scoring in ("low", "challenge"):
            summary = msg("Uno", QT_TRANSLATE_NOOP("Uno", "Lowest total wins: %n point(s).", None, 1),
                          n=min(state.scores[s] for s in state.winners) if state.winners else 0)
        else:
            summary = msg("Uno", QT_TRANSLATE_NOOP("Uno", "Winning total: %n point(s).", None, 1),
                          n=scores[state.winners[0]] if state.winners else 0)
        return Result(state.winners, scores, summary, final_places(state))

    def clone(self, state: UnoState) -> UnoState:
        return uno_state.clone(state)

    # ---------------------------------------------------------------- replays, charts, history
    def public_view(self, state: UnoState) -> UnoView:
        """What everyone at the table sees: the piles, the counts, the scores; no hand, no card just drawn, no
        hand shown after a challenge (the replay viewer of an unfinished match)."""
        return uno_state.view(state, -1)

    def hands_text(self, state: UnoState) -> list[list[Message]]:
        """Every seat's cards by name ("Show every hand" once the match is over)."""
        return [[name(c) for c in sorted(hand)] for hand in state.hands]

    chart_axis = ("Uno", QT_TRANSLATE_NOOP("Uno", "Hand"))
    chart_unit = ("Uno", QT_TRANSLATE_NOOP("Uno", "Points"))
    chapter_label = ("Uno", QT_TRANSLATE_NOOP("Uno", "Hand {n}"))

    def chart_point(self, state: UnoState, events: list[Event] | None) -> tuple[int, ...] | None:
        """The totals at the start and after every hand (the score line, hand by hand)."""
        if events is None or any(e.kind == "hand_end" for e in events):
            return tuple(team_total(state, s) for s in range(state.n))
        return None

    def chapter(self, state: UnoState) -> int:
        return state.hand_no

    def chapter_text(self, state: UnoState) -> Message:
        """"Hand 9", or in a tournament "Table 1, hand 5" (U-P-TOURNAMENT: the hands alternate between tables)."""
        if at := uno_state.tournament_hand(state):
            return msg("Uno", CHAPTER_T, table=at["table"], n=at["table_hand"])
        return msg("Uno", self.chapter_label[1], n=state.hand_no)

    def lower_score_wins(self, state: UnoState) -> bool:
        """U-SCORE-LOW, U-SCORE-CHALLENGE: the lowest total wins (the history ranks the places that way)."""
        return state.options.scoring in ("low", "challenge")

    progress_texts = (("Uno", PROGRESS_OVER), ("Uno", PROGRESS_HAND), ("Uno", PROGRESS_OVER_V1),
                      ("Uno", PROGRESS_X_OVER), ("Uno", PROGRESS_X_HAND), ("Uno", PROGRESS_DX_OVER),
                      ("Uno", PROGRESS_DX_HAND), ("Uno", PROGRESS_R_OVER), ("Uno", PROGRESS_R_HAND),
                      ("Uno", PROGRESS_T_OVER), ("Uno", PROGRESS_T_HAND))

    def progress(self, state: UnoState) -> Message:
        totals = ", ".join(str(state.scores[s]) for s in range(state.n))
        if at := uno_state.tournament_hand(state):
            if state.phase == OVER:
                return msg("Uno", PROGRESS_T_OVER, n=at["table_hand"], totals=totals)
            return msg("Uno", PROGRESS_T_HAND, table=at["table"], hand=at["table_hand"], totals=totals)
        box = state.options.box
        over, hand = {"extreme": (PROGRESS_X_OVER, PROGRESS_X_HAND),
                      "deluxe": (PROGRESS_DX_OVER, PROGRESS_DX_HAND),
                      "rapido": (PROGRESS_R_OVER, PROGRESS_R_HAND)}.get(box, (PROGRESS_OVER, PROGRESS_HAND))
        if state.phase == OVER:
            return msg("Uno", over, n=state.hand_no, totals=totals)
        return msg("Uno", hand, hand=state.hand_no, totals=totals)

    def describe(self, event: Event, seats: Sequence[Seat]) -> Message | None:
        return describe(event, seats)

    def short_move(self, state: UnoState, action: Any, events: Sequence[Event]) -> Message | None:
        """The move in a few words beside the seat's plate (short_moves.py); a card drawn is never named."""
        return short_moves.short_move(action, events)

    def short_moves_of_others(self, state: UnoState, action: Any, events: Sequence[Event]) -> list[tuple[int, Message]]:
        """What `action` did to other seats, beside their plates: "skipped", "drew 2, skipped" (short_moves.py)."""
        return short_moves.short_moves_of_others(action, events)

    def check_invariants(self, state: UnoState) -> None:
        """The soak's and the random-simulation test's checks after every decision (AssertionError with a message):
        the deck (108 cards, or 112 with Downpour) is all in the hands and piles, one active colour (none only
        while the first Wild waits for it), totals are the sums of the finished hands, eliminated seats hold
        nothing, and the seat to play is in the hand."""
        uno_state.check_invariants(state)

    def sim_stats(self, state: UnoState) -> dict[str, list[tuple[int, int]]]:
        """Per seat (hits, total): UNO called when down to one card, caught, Wild Draw Fours that were bluffs,
        challenges won."""
        t = state.tally
        return {"UNO called": [(x[1], x[0]) for x in t], "caught": [(x[2], x[0]) for x in t],
                "WD4 bluffs": [(x[4], x[3]) for x in t], "challenges won": [(x[6], x[5]) for x in t]}


def describe(event: Event, seats: Sequence[Seat]) -> Message | None:
    """The game-log line of an event (never a hidden card)."""
    k = event.kind
    d = event.data
    who = seats[event.seat].name if event.seat is not None else ""

    def m(text: str, **params: Any) -> Message:
        return msg("Uno", text, name=who, **params)

    if k == "dealer_draw":
        if d["again"]:
            return m(QT_TRANSLATE_NOOP("Uno", "{name} draws again after a tie: {card}."), card=name(d["card"]))
        return m(QT_TRANSLATE_NOOP("Uno", "{name} draws {card} to choose the dealer."), card=name(d["card"]))
    if k == "hand_start":
        if "table" in d:  # U-P-TOURNAMENT
            return msg("Uno", QT_TRANSLATE_NOOP("Uno", "Table {table}, hand {hand}: {dealer} deals."),
                       table=d["table"], hand=d["table_hand"], dealer=seats[d["dealer"]].name)
        return msg("Uno", QT_TRANSLATE_NOOP("Uno", "Hand {hand}: {dealer} deals."), hand=d["hand"],
                   dealer=seats[d["dealer"]].name)
    if k == "first_card":
        return msg("Uno", QT_TRANSLATE_NOOP("Uno", "First card: {card}."), card=name(d["card"]))
    if k == "played":
        if d.get("rapido"):
            return m(QT_TRANSLATE_NOOP("Uno", "Rapido! {name} plays {card} out of turn."), card=name(d["card"]))
        if d["jump_in"]:
            return m(QT_TRANSLATE_NOOP("Uno", "{name} jumps in with {card}."), card=name(d["card"]))
        if d.get("target", -1) >= 0:  # U-DX-TARGET
            return m(QT_TRANSLATE_NOOP("Uno", "{name} plays {card} on {other}."), card=name(d["card"]),
                     other=seats[d["target"]].name)
        return m(QT_TRANSLATE_NOOP("Uno", "{name} plays {card}."), card=name(d["card"]))
    if k == "colour":
        return m(QT_TRANSLATE_NOOP("Uno", "{name} names {colour}."), colour=colour_name(d["colour"]))
    if k == "swapped":
        return m(QT_TRANSLATE_NOOP("Uno", "{name} swaps hands with {other}."), other=seats[d["target"]].name)
    if k == "shown":
        return m(QT_TRANSLATE_NOOP("Uno", "{name} shows every hand to the table until the next play."))
    if k == "rotated":
        return msg("Uno", QT_TRANSLATE_NOOP("Uno", "Every hand passes to the next player."))
    olympique = describe_olympique(event, m)
    if olympique is not None:
        return olympique
    if k == "uno":
        return m(QT_TRANSLATE_NOOP("Uno", "{name} calls UNO!"))
    if k == "boomerang":
        return m(QT_TRANSLATE_NOOP("Uno", "{name} sends it back to {other} with a Boomerang!"),
                 other=seats[d["target"]].name)
    if k == "cancelled":
        return m(QT_TRANSLATE_NOOP("Uno", "{name}'s Wild cancels the draw."))
    if k == "skipped":
        return m(QT_TRANSLATE_NOOP("Uno", "{name} is skipped."))
    if k == "reversed":
        return msg("Uno", QT_TRANSLATE_NOOP("Uno", "Direction of play reversed."))
    if k == "drew":
        n = d["count"]
        if n == 0 and d["reason"] == "draw":
            return m(QT_TRANSLATE_NOOP("Uno", "{name} finds nothing to draw."))
        return m(_REASONS[d["reason"]], n=n)
    if k == "passed":
        return m(QT_TRANSLATE_NOOP("Uno", "{name} cannot play the card drawn."))
    if k == "rapido_again":
        return m(QT_TRANSLATE_NOOP("Uno", "Rapido! {name} plays the same card and plays on."))
    if k == "draw_is_play":
        return m(QT_TRANSLATE_NOOP("Uno", "{name} keeps the card: drawing is playing."))
    if k == "kept":
        return m(QT_TRANSLATE_NOOP("Uno", "{name} keeps the card drawn."))
    if k == "ended_run":
        return m(QT_TRANSLATE_NOOP("Uno", "{name} ends the turn."))
    if k == "challenged":
        other = seats[d["target"]].name
        if d["guilty"]:
            return m(QT_TRANSLATE_NOOP("Uno", "{name} challenges {other}'s Wild Draw Four: it was a bluff!"),
                     other=other)
        return m(QT_TRANSLATE_NOOP("Uno", "{name} challenges {other}'s Wild Draw Four: it was fair."), other=other)
    if k == "caught":
        return m(QT_TRANSLATE_NOOP("Uno", "{name} catches {other}: Contre-UNO!"), other=seats[d["target"]].name)
    if k == "reshuffled":
        return msg("Uno", QT_TRANSLATE_NOOP("Uno", "The discard pile is shuffled into a new draw pile."))
    if k == "hand_end":
        if d["blocked"]:
            return m(QT_TRANSLATE_NOOP("Uno", "No cards left to draw: {name} wins the blocked hand."))
        if "table" in d:  # U-P-TOURNAMENT
            return m(QT_TRANSLATE_NOOP("Uno", "{name} goes out and wins hand {hand} at table {table}."),
                     hand=d["table_hand"], table=d["table"])
        return m(QT_TRANSLATE_NOOP("Uno", "{name} goes out and wins hand {hand}."), hand=d["hand"])
    if k == "eliminated":
        return m(QT_TRANSLATE_NOOP("Uno", "{name} reaches %n point(s) and is out.", None, 1), n=d["total"])
    if k == "match_end":
        names = ", ".join(seats[s].name for s in d["winners"])
        return msg("Uno", QT_TRANSLATE_NOOP("Uno", "Match won by {names}."), names=names)
    return None


def describe_olympique(event: Event, m: Any) -> Message | None:
    """The log lines of UNO Olympique's events (U-O-…); `m` makes a message with the seat's name."""
    k = event.kind
    d = event.data
    if k == "dealt":
        return m(QT_TRANSLATE_NOOP("Uno", "{name} deals %n card(s) to each player.", None, 1), n=d["count"])
    if k == "doubled":
        return m(QT_TRANSLATE_NOOP("Uno", "{name} plays a second {card} with it."), card=name(d["card"]))
    if k == "timed_out":
        return m(QT_TRANSLATE_NOOP("Uno", "{name} is out of time."))
    if k == "two_round":
        return m(QT_TRANSLATE_NOOP("Uno", "The 2 goes round: every other player plays a 2 or draws a card."))
    if k == "round_over":
        return m(QT_TRANSLATE_NOOP("Uno", "The 2's round is back at {name}."))
    if k == "round_hundred":
        return m(QT_TRANSLATE_NOOP("Uno", "{name} lands on a round hundred ({total}): 99 points off."),
                 total=d["total"])
    return None


GAME = UnoGame()
