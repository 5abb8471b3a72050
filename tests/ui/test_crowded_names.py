"""Names you can tell apart (issue 16): each game at 1280 × 800 with the most seats it allows and look-alike names
of 12 characters, in both languages. Every text a table draws for a seat (its items say which: `seat` with
`shown_name`, or `badge`) is the whole name; badges and colours are one per seat and differ; no text shows a
name cut short; "You" sits only on the human at the screen. Longer names are shortened so that no form could be
read as another seat's name."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from cafegames.engine import registry
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.ui import i18n
from cafegames.ui.main_window import MainWindow
from cafegames.ui.seat_names import could_stand_for

CROWD = ["Marie-Claire", "Marie-Claude", "Maximilienne", "Maximiliano", "Anne-Sophie1", "Anne-Sophie2",
         "Jean-Baptist", "Jean-Bernard", "Maman", "Mamie"]
LONG = ["Marie-Claire-Anne", "Marie-Claire-Anna", "Maximilienne-Rose", "Maximilienne-Rosa",
        "Anne-Sophie-Louise1", "Anne-Sophie-Louise2", "Jean-Baptiste-Marc", "Jean-Baptiste-Mark",
        "Maman-Josephine", "Mamie-Josephine"]
MOST = {"uno": 10, "cafe": 4, "canyon": 6}
ACTIONS = {"uno": 40, "cafe": 16, "canyon": 75}  # Canyon: the deal's draw, bids, a round of tricks, the moves


def texts_of(item) -> str:
    if isinstance(item, QGraphicsSimpleTextItem):
        return item.text()
    if isinstance(item, QGraphicsTextItem):
        return item.toPlainText()
    text = getattr(item, "text", "")
    return text if isinstance(text, str) else ""


class Seen:
    """What the tables drew for each seat, gathered at every moment of a game."""

    def __init__(self, names: list[str]):
        self.names = names
        self.forms: dict[int, set[str]] = defaultdict(set)
        self.badges: dict[int, set[str]] = defaultdict(set)
        self.colours: dict[int, set[str]] = defaultdict(set)
        self.cut: set[str] = set()  # names shown cut short in any text
        self.ambiguous: set[str] = set()  # … and cut so that they could be another seat's
        self.you: set[int] = set()

    def gather(self, scene) -> None:
        for item in scene.items():
            if not item.isVisible():
                continue
            seat = getattr(item, "seat", None)
            if isinstance(seat, int) and 0 <= seat < len(self.names):
                if re.search(r"\((you|vous)\)", str(getattr(item, "name", ""))):  # as the panels once wrote it
                    self.you.add(seat)
                if isinstance(getattr(item, "shown_name", None), str) and item.shown_name:
                    self.forms[seat].add(item.shown_name)
                if isinstance(getattr(item, "badge", None), str):
                    self.badges[seat].add(item.badge)
                mark = getattr(item, "mark", None)
                if mark is not None:
                    self.colours[seat].add(mark.colour.name())
                if getattr(item, "you", False):
                    self.you.add(seat)
            for form, who in cut_names(texts_of(item), self.names):
                self.cut.add(form)
                if len(who) > 1:
                    self.ambiguous.add(form)


def cut_names(text: str, names: list[str]) -> list[tuple[str, list[str]]]:
    """Names cut short in `text` ("Mari…", "Anne-So…1"), each with the seats' names it could be read as."""
    found = []
    for start, end in re.findall(r"([\w][\w\-]*)…([\w\-]*)", text):
        form = f"{start}…{end}"
        who = [n for n in names if could_stand_for(form, n)]
        if who:
            found.append((f"{form} in {text[:60]!r}", who))
    return found


def play(qtbot, settings, game_id: str, names: list[str], humans: int = 1, actions: int | None = None) -> Seen:
    """The game at 1280 × 800 (the log as a new family gets it), a computer playing for everyone, what is drawn
    gathered after every action."""
    info = registry.get(game_id)
    game = info.game()
    seats = [Seat(n, "human" if i < humans else "computer", "normal") for i, n in enumerate(names)]
    settings.overrides["animation_speed"] = "off"
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    assert window.open_match(Match(game, {}, seats, 11), None)
    controller = window.controller
    seen = Seen(names)
    for _ in range(actions or ACTIONS[game_id]):
        qtbot.waitUntil(lambda: controller.is_settled(), timeout=20_000)
        seen.gather(controller.scene)
        if controller.match.is_over():
            break
        controller.autoplay(1)
        qtbot.waitUntil(lambda: controller.autoplay_left == 0, timeout=20_000)
    if game_id == "uno":  # the score sheet between hands names every seat at the head of its column
        seen_sheet(controller)
        seen.gather(controller.scene)
    window.quit_after_screenshot = True
    window.close()
    return seen


def seen_sheet(controller) -> None:

    scene = controller.scene
    scene.open_sheet(scene.view)
    assert scene.sheet


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", ["uno", "cafe", "canyon"])
def test_crowded_tables_show_every_name_whole(qtbot, settings, game_id, lang):
    i18n.install_language(lang)
    names = CROWD[:MOST[game_id]]
    seen = play(qtbot, settings, game_id, names)
    i18n.install_language("en")
    assert sorted(seen.forms) == list(range(len(names)))  # every seat is named on the table
    not_whole = {(names[s], f) for s, forms in seen.forms.items() for f in forms if f != names[s]}
    assert not_whole == set()
    assert seen.cut == set()
    for marks in (seen.badges, seen.colours):
        assert all(len(values) == 1 for values in marks.values()), marks  # the same on every panel and piece
        firsts = [next(iter(values)) for values in marks.values()]
        assert len(set(firsts)) == len(firsts), marks  # and no two seats alike
    assert seen.you <= {0}  # "You" only on the human at the screen


@pytest.mark.parametrize("game_id", ["uno", "cafe", "canyon"])
def test_longer_look_alike_names_are_shortened_apart(qtbot, settings, game_id):
    i18n.install_language("fr")
    names = LONG[:MOST[game_id]]
    seen = play(qtbot, settings, game_id, names, actions=ACTIONS[game_id] // 2)
    i18n.install_language("en")
    assert sorted(seen.forms) == list(range(len(names)))
    for s, forms in seen.forms.items():
        for form in forms:
            assert form == names[s] or not any(could_stand_for(form, other) for other in names if other != names[s])
    assert seen.ambiguous == set()
    firsts = [next(iter(values)) for values in seen.badges.values()]
    assert len(set(firsts)) == len(firsts)


def test_you_never_sits_on_a_computer_seat(qtbot, settings):
    """With computers only, seat 0 is the one on screen: it is not "you"."""
    assert play(qtbot, settings, "uno", CROWD[:4], humans=0, actions=6).you == set()
    assert play(qtbot, settings, "uno", CROWD[:4], humans=1, actions=6).you == {0}
