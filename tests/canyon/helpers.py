"""Building Canyon positions for tests: cells by their place in the map file, states at a chosen phase."""

from __future__ import annotations

from collections.abc import Sequence

from cafegames.engine.seats import Seat
from cafegames.games.canyon import cards as C
from cafegames.games.canyon.game import GAME
from cafegames.games.canyon.options import CanyonOptions
from cafegames.games.canyon.river import Hex, to_axial
from cafegames.games.canyon.state import CanyonState

NAMES = ("Anja", "Bernd", "Carola", "Dirk", "Emil", "Fanny")


def at(col: int, row: int) -> Hex:
    """The cell at column `col` of line `row` of river.txt (both 0-based)."""
    return to_axial(col, row)


def seats(n: int, kind: str = "computer") -> list[Seat]:
    return [Seat(NAMES[i], kind, "normal") for i in range(n)]  # type: ignore[arg-type]


def placed_state(n: int = 4, seed: int = 1, **options: bool) -> CanyonState:
    """A game after every canoe was put on a start space (bids open)."""
    state = GAME.setup(CanyonOptions(**options), seats(n), seed)
    while state.phase == "place":
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply(state, GAME.legal_actions(state, seat)[0])
    return state


def move_phase(positions: Sequence[Hex], bids: Sequence[int], won: Sequence[int], first: int = 0,
               seed: int = 1) -> tuple[CanyonState, list]:
    """A state whose tricks are over with the given bids and tricks won; the canoes start moving."""
    n = len(positions)
    state = placed_state(n, seed)
    state.positions = list(positions)
    state.first = first
    state.dealer = (first - 1) % n
    state.bids = list(bids)
    state.tricks_won = list(won)
    state.hands = [[] for _ in range(n)]
    state.phase = "play"
    events: list = []
    GAME._start_moves(state, events)
    return state, events


def card(suit: int, value: int) -> int:
    return C.card_of(suit, value)
