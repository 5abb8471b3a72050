"""What the UNO table draws ahead while the person at the screen thinks: the pictures the first frame after
their play will need and has not got (`paint_cache.prepare_as`).

A play lays the hand out again with none of its cards dimmed or lifted, starts the card's flight at the flight's
size, hands the turn on and changes two seat panels (the player's count, the turn's mark) and, often, the
colour. Each is a new picture, 0.5 to 2 ms to draw; drawn on the click they made the first frame late (up to
21.8 ms wall at 1920×1080 against 16.7 ms). Made one per turn of the event loop before the click, they are
copied instead. Which seat plays next is guessed from the direction only (the next two live seats): a guess
that misses costs only the drawing the frame would have done anyway. Only the seat's own view is used.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QSizeF
from PySide6.QtWidgets import QGraphicsView

from cafegames.games.uno.cards import COLOUR
from cafegames.games.uno.table.card_item import CardItem
from cafegames.ui.paint_cache import prepare_as

Job = Callable[[], None]


def jobs_for_a_play(scene, fly_size: QSizeF, labels: list[str]) -> list[Job]:
    """The preparation jobs for a play of any playable card of the seat on screen (none when no card can be
    played or no view shows the table); `labels` are the colours' names under the colour mark."""
    views = scene.views()
    v = scene.view
    plays = [item for item in scene.hand_items if item.playable]
    if not views or v is None or not plays:
        return []
    me = scene.seat_on_screen if scene.seat_on_screen is not None else 0
    jobs: list[Job] = []
    alive = partial(_if_shown, scene)
    for item in scene.hand_items:  # the hand laid out again, nothing dimmed or lifted (snapped: any place)
        jobs.append(alive(item, lambda view, item=item: prepare_as(item, view, True, dimmed=False,
                                                                  selected=False, hovered=False)))
    flown = set()
    for item in plays:  # the card's flight, from where it stands, at the flight's size
        if item.card not in flown:
            flown.add(item.card)
            jobs.append(alive(item, partial(_prepare_flight, item, fly_size)))
    panel = scene.panels.get(me)
    if panel is not None:
        jobs.append(alive(panel, lambda view: prepare_as(panel, view, count=max(0, panel.count - 1), turn=False)))
    for seat in _next_seats(v, me)[:2]:
        if seat in scene.panels:
            other = scene.panels[seat]
            jobs.append(alive(other, lambda view, other=other: prepare_as(other, view, turn=True)))
    mark = scene.colour_mark
    for colour in sorted({COLOUR[item.card] for item in plays if COLOUR[item.card] != v.colour}):
        if 0 <= colour < len(labels):  # a wild card's colour is chosen after it, in the chooser
            jobs.append(alive(mark, lambda view, c=colour: prepare_as(mark, view, colour=c,
                                                                label=labels[c])))
    return jobs


def _if_shown(scene, item, job: Callable[[QGraphicsView], None]) -> Job:
    """`job` for the view that shows the table when it runs, done only while `item` is still on the table (a
    redraw may have removed it) and a view still shows it (the window may have been closed)."""
    def run() -> None:
        views = scene.views()
        if views and item.scene() is scene:
            job(views[0])
    return run


def _prepare_flight(item: CardItem, size: QSizeF, view: QGraphicsView) -> None:
    flight = CardItem(item.card, size, item.aid)
    flight.setPos(item.scenePos())
    prepare_as(flight, view, True)


def _next_seats(v, me: int) -> list[int]:
    """The live seats after `me` in the direction of play, nearest first."""
    order = [(me + v.direction * i) % v.n for i in range(1, v.n)]
    return [s for s in order if not v.eliminated[s]]
