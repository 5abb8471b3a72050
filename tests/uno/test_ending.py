"""UNO's end on the table (games/uno/table/widgets_ending.py): ten seats in order of places with their totals, what the last
hand brought and the cards that were counted; the hand-by-hand sheet one click away; no window on top."""

from __future__ import annotations

import pytest

from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.uno.cards import POINTS
from cafegames.games.uno.game import GAME
from cafegames.games.uno.scoring import team_total
from cafegames.games.uno.table.widgets_ending import CountedCards
from cafegames.ui import i18n
from tests.ui.ending_helpers import (
    check_layout,
    check_places,
    click_button,
    near_the_end,
    play_to_the_end,
    shown_rows,
    windows_on_top,
)
from tests.ui.helpers import click_item, main_window

NAMES = ["Maximilienne", "Marie-Claire", "Jean-Baptist", "Bernadettes", "Anne-Sophie1", "Christophe1",
         "Guillaumette", "Marguerite12", "Pierre-Louis", "Jacqueline12"]
SEATS = [Seat(NAMES[0])] + [Seat(n, "computer", "normal") for n in NAMES[1:]]
TITLES = {"en": ("Total", "Points in hand", "Score sheet"), "fr": ("Total", "Points en main", "Feuille de score")}
CARDS_WORD = {"en": "card", "fr": "carte"}


@pytest.fixture
def window(qtbot, settings):
    settings.overrides["animation_speed"] = "off"
    yield from main_window(qtbot, settings)
    i18n.install_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_ten_seats_in_order_with_the_cards_that_were_counted(window, qtbot, lang):
    i18n.install_language(lang)
    match = near_the_end(GAME, {"target": 500}, SEATS, 2)  # five hands, places 1 to 6
    play_to_the_end(qtbot, window, match)
    scene = window.controller.scene
    assert windows_on_top(window) == []  # no "Game over" window, no score sheet behind one
    assert not scene.sheet  # the final sheet does not open by itself: the result screen is the one ending
    result = GAME.result(match.state)
    check_places(scene, result)
    check_layout(scene)
    winner, _blocked, hands, row = match.state.last_hand
    for _place, seat, _name, cells in shown_rows(scene):
        total, last, left = cells
        assert total == str(result.scores[seat])
        assert last == (f"+{row[seat]}" if row[seat] else "·")
        assert left == (str(sum(POINTS[c] for c in hands[seat])) if hands[seat] else "·")
    for item in scene.ending_screen().row_items:
        shown = sorted(c.card for c in item.row.detail.childItems()) if item.row.detail is not None else []
        assert shown == sorted(hands[item.row.seat])  # the counted cards, face up
        assert item.row.detail is None or isinstance(item.row.detail, CountedCards)
    texts = scene.ending_screen().texts()
    assert all(t in texts for t in TITLES[lang])
    assert not any(t in texts for t in ("Cards left", "Cartes restantes"))  # it was points beside twelve cards
    for item in scene.ending_screen().row_items:  # how many cards the points came from, under the name
        n = len(hands[item.row.seat])
        assert (f"{n} {CARDS_WORD[lang]}" in item.row.note) == (n > 0), item.row.note
    assert scene.ending_screen().row_items[0].row.note  # the hand's winner or the match's says how


def test_the_score_sheet_is_one_click_away_and_closes_back_to_the_results(window, qtbot):
    i18n.install_language("en")
    match = near_the_end(GAME, {"target": 500}, SEATS[:3], 4)
    play_to_the_end(qtbot, window, match)
    scene = window.controller.scene
    assert len(match.state.history) > 1
    click_button(qtbot, window, "sheet")
    assert scene.sheet and not scene.ending_open() and not scene.ending_screen().back.isVisible()
    texts = [i.text for i in scene.sheet if hasattr(i, "text") and isinstance(i.text, str)]
    assert "Final scores" in texts and "Total" in texts
    click_item(qtbot, window.table, scene.sheet_buttons["next"])  # "Close"
    assert not scene.sheet and scene.ending_open()


def test_play_again_keeps_the_rules_and_the_seats(window, qtbot):
    options = {"target": 500, "stack": True, "seven_o": True}
    match = near_the_end(GAME, options, SEATS[:4], 3)
    play_to_the_end(qtbot, window, match)
    click_button(qtbot, window, "again")
    new = window.controller.match
    assert new is not match and new.seats == match.seats and new.options == match.options and not new.actions


@pytest.mark.parametrize("scoring", ["official", "low", "challenge"])
def test_places_follow_the_scoring(scoring):
    """U-SCORE, U-SCORE-LOW, U-SCORE-CHALLENGE: the winners first, then the highest totals (official), the lowest
    (low score), or the seats knocked out later (Challenge UNO)."""
    for seed in range(1, 7):
        match = Match(GAME, {"scoring": scoring, "target": 200}, SEATS[:5], seed)
        while not match.is_over():
            match.act(match.bot_action(include_humans=True))
        st = match.state
        places = GAME.result(st).places
        assert {s for s in range(st.n) if places[s] == 1} == set(st.winners)
        others = sorted((s for s in range(st.n) if s not in st.winners), key=lambda s: places[s])
        if scoring == "official":
            assert [st.scores[s] for s in others] == sorted((st.scores[s] for s in others), reverse=True)
        elif scoring == "low":
            assert [st.scores[s] for s in others] == sorted(st.scores[s] for s in others)
        else:
            def knocked_out(s, st=st):
                return next(h for h in range(len(st.history))
                            if sum(r[s] for r in st.history[:h + 1]) >= st.options.target)
            assert [knocked_out(s) for s in others] == sorted((knocked_out(s) for s in others), reverse=True)


def test_partners_share_their_place():
    """U-PARTNERS: a team's two seats share its place and its total."""
    match = Match(GAME, {"teams": "partners", "target": 200}, SEATS[:4], 5)
    while not match.is_over():
        match.act(match.bot_action(include_humans=True))
    st = match.state
    places = GAME.result(st).places
    for s in range(4):
        assert places[s] == places[(s + 2) % 4] and team_total(st, s) == team_total(st, (s + 2) % 4)
    assert sorted(places) == [1, 1, 3, 3]


def test_the_results_pdf_holds_the_whole_score_sheet_in_print_one_reads(window, qtbot, tmp_path):
    """The screen's sheet merges the earliest hands when many were played; the PDF of the results has every hand
    of every player at 11 pt, names whole, after the places (on more pages when it needs them)."""
    import re

    from PySide6.QtPrintSupport import QPrinter

    i18n.install_language("en")
    seats = [Seat(NAMES[0])] + [Seat(n, "computer", "easy") for n in NAMES[1:]]
    match = Match(GAME, {"target": 3000}, seats, 5)
    while not match.is_over():
        match.act(match.bot_action(include_humans=True))
    hands = len(match.state.history)
    assert hands > 20  # more than the sheet on screen shows one by one
    play_to_the_end(qtbot, window, match)
    screen = window.controller.scene.ending_screen()
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    page = printer.pageLayout().paintRectPixels(printer.resolution())
    document = screen._more_pages(printer, page.width())
    assert document.defaultFont().pointSize() == 11
    text = document.toPlainText()
    assert all(name in text for name in NAMES)  # whole, never cut
    for hand, row in enumerate(match.state.history, 1):
        assert re.search(rf"\b{hand}\b", text)
        assert all(str(points) in text for points in row if points)
    assert all(str(total) in text for total in match.state.scores)
    target = tmp_path / "results.pdf"
    screen.save_pdf(str(target))
    pages = len(re.findall(rb"/Type\s*/Page\b(?!s)", target.read_bytes()))
    assert pages >= 2  # the places, then the sheet
