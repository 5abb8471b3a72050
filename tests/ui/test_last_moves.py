"""Issue 37, "the table tells what just happened": each seat's last move beside its plate until its next turn, in
both languages, for the three games; the handoff screen's lines since that person's last turn, never naming a
hidden card. (Their place on a small window: test_last_moves_layout.py.)"""

from __future__ import annotations

import re

import pytest

from cafegames.engine import registry
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.cafe.actions import Place, ToBar
from cafegames.games.canyon.actions import Bid
from cafegames.games.canyon.actions import Place as Start
from cafegames.games.uno.actions import Draw, Pass, Play
from cafegames.games.uno.cards import name
from cafegames.ui import i18n
from cafegames.ui.i18n import tr_message
from tests.ui.helpers import settle, show_table


def table_of(qtbot, settings, game_id, seats, seed, options=None):
    game = registry.get(game_id).game()
    match = Match(game, options or {}, [Seat(*s) for s in seats], seed)
    scene = registry.get(game_id).scene_class()(game, match.seats, settings)
    controller, table = show_table(qtbot, match, scene, settings, size=(1024, 640))
    controller.public_moment_ms = 0
    return controller, table


def ready(qtbot, controller) -> None:
    """Wait for the table to be still; hand the computer on when it asks."""
    settle(qtbot, controller)
    if controller.handoff_seat is not None:
        controller.confirm_handoff()
        settle(qtbot, controller)


def act(qtbot, controller, action) -> None:
    ready(qtbot, controller)
    assert action in controller.game.legal_actions(controller.match.state, action.seat), action
    controller.human_action(action)
    ready(qtbot, controller)


def in_french(qtbot, check) -> None:
    """`check()` holds once the app speaks French (the table retranslated), and again back in English."""
    try:
        i18n.install_language("fr")
        qtbot.waitUntil(check("fr"), timeout=3000)
    finally:
        i18n.install_language("en")
    qtbot.waitUntil(check("en"), timeout=3000)


def labels(controller, words: dict[int, dict[str, str]]):
    """A check that every seat of `words` shows its words in the language asked ("" for none)."""
    def check(lang):
        return lambda: all(controller.scene.last_moves.text(s) == w[lang] for s, w in words.items())
    return check


def test_uno_a_wild_and_a_draw_then_the_label_goes_at_the_seats_turn(qtbot, settings):
    controller, _table = table_of(qtbot, settings, "uno", [("Ann", "human"), ("Léo", "human")], seed=1)
    scene = controller.scene
    act(qtbot, controller, Play(1, 64, colour=2))  # seed 1: Léo begins, holding a Wild
    assert scene.last_moves.text(1) == "Wild → green"
    assert scene.last_moves.text(0) == ""
    in_french(qtbot, labels(controller, {1: {"fr": "Joker → vert", "en": "Wild → green"}}))
    act(qtbot, controller, Draw(0))
    assert controller.waiting_seat() == 0, "seed 1: Ann's card drawn can be played, her turn goes on"
    assert scene.last_moves.text(0) == "" and scene.last_moves.text(1) == "Wild → green"
    act(qtbot, controller, Pass(0))  # she keeps it: Léo's turn has come, his label is gone
    assert scene.last_moves.text(1) == "" and scene.last_moves.text(0) == "kept the card"
    in_french(qtbot, labels(controller, {0: {"fr": "a gardé sa carte", "en": "kept the card"},
                                         1: {"fr": "", "en": ""}}))
    act(qtbot, controller, Draw(1))
    assert scene.last_moves.text(1) in ("drew 1", "drew 1, passed")  # counted, never named


def test_cafe_points_and_the_bar_until_the_next_turn(qtbot, settings):
    controller, _table = table_of(qtbot, settings, "cafe", [("Ann", "human"), ("Bob", "human")], seed=5)
    scene, game = controller.scene, controller.game
    best = max((m for m in game.moves(controller.match.state, 0) if isinstance(m.action, Place)),
               key=lambda m: m.points)
    act(qtbot, controller, best.action)
    n = best.points
    assert n == 2, "seed 5: Ann begins, two guests side by side score 2"
    assert scene.last_moves.text(0) == f"+{n} pts"
    in_french(qtbot, labels(controller, {0: {"fr": f"+{n} pts", "en": f"+{n} pts"}}))
    guest = next(a.guest for a in game.legal_actions(controller.match.state, 1) if isinstance(a, ToBar))
    act(qtbot, controller, ToBar(1, guest))  # the first bar seat is worth one point
    assert scene.last_moves.text(1) == "bar: +1"
    assert scene.last_moves.text(0) == "", "Ann's turn again: her label is gone"
    in_french(qtbot, labels(controller, {1: {"fr": "bar : +1", "en": "bar: +1"}}))


@pytest.mark.parametrize("secret", [False, True])
def test_canyon_starts_and_bids_a_secret_bid_says_no_number(qtbot, settings, secret):
    seats = [("Ann", "human"), ("Bob", "human"), ("Cleo", "human")]
    controller, _table = table_of(qtbot, settings, "canyon", seats, seed=2, options={"secret": secret})
    scene, game = controller.scene, controller.game
    for _ in seats:
        ready(qtbot, controller)
        seat = controller.waiting_seat()
        act(qtbot, controller, next(a for a in game.legal_actions(controller.match.state, seat)
                                    if isinstance(a, Start)))
    waiting = controller.waiting_seat()
    shown = {s: {"en": "chose a start", "fr": "départ choisi"} for s in range(3) if s != waiting}
    assert all(scene.last_moves.text(s) == w["en"] for s, w in shown.items()) and scene.last_moves.text(waiting) == ""
    in_french(qtbot, labels(controller, shown))
    act(qtbot, controller, Bid(waiting, 2))
    words = {"en": "chose a speed", "fr": "vitesse choisie"} if secret else {"en": "bid 2", "fr": "a annoncé 2"}
    assert scene.last_moves.text(waiting) == words["en"]
    in_french(qtbot, labels(controller, {waiting: words}))


def test_the_handoff_says_what_happened_never_a_hidden_card(qtbot, settings):
    """UNO, Ann and Léo at one screen with three computers: Léo's handoff lists the moves since his last turn, in
    the table's words with who made them, and names no card of anybody's hand or of the draw pile."""
    seats = [("Ann", "human"), ("Bob", "computer", "easy"), ("Léo", "human"), ("Cleo", "computer", "easy"),
             ("Dan", "computer", "easy")]
    controller, table = table_of(qtbot, settings, "uno", seats, seed=11)
    handoffs = 0
    while handoffs < 6 and not controller.match.is_over():
        settle(qtbot, controller, timeout=30_000)
        if controller.handoff_seat is None:  # the person on screen plays: the first move offered
            seat = controller.on_screen
            controller.human_action(controller.game.legal_actions(controller.match.state, seat)[0])
            continue
        handoffs += 1
        seat = controller.handoff_seat
        assert table.handoff_shown()
        text = table.handoff.summary_text()
        lines = text.split("\n")
        assert 1 <= len(lines) <= 6, lines
        state = controller.match.state
        played = set(state.discard)
        hidden = ({c for s, hand in enumerate(state.hands) for c in hand} | set(state.draw)) - played
        if 65 in played:  # "Wild" is the start of "Wild +4 → …"
            hidden.discard(64)
        assert not [tr_message(name(c)) for c in hidden if tr_message(name(c)) in text], text
        if handoffs > 1:  # since their last turn: the others' moves, each with who made it
            assert all(re.match(r"^(Ann|Bob|Cleo|Dan|Léo): .+", line) or "earlier move" in line for line in lines)
            assert not any(line.startswith(controller.seat_name(seat) + ":") for line in lines)
            assert any(line.startswith(("Bob:", "Cleo:", "Dan:")) for line in lines)
        try:  # and in French, with the French names of the cards
            i18n.install_language("fr")
            qtbot.waitUntil(lambda: " : " in table.handoff.summary_text() or "Personne" in table.handoff.summary_text())
            french = table.handoff.summary_text()
            assert not [tr_message(name(c)) for c in hidden if tr_message(name(c)) in french], french
        finally:
            i18n.install_language("en")
        controller.confirm_handoff()
    assert handoffs == 6


def test_a_move_taken_back_takes_its_label_with_it(qtbot, settings):
    """The notes are rebuilt from the shorter match: after a take-back the table says what is left."""
    seats = [("Ann", "human"), ("Bob", "computer", "easy")]
    controller, _table = table_of(qtbot, settings, "uno", seats, seed=2, options={"scoring": "single"})
    controller.match.takebacks_allowed = True
    scene = controller.scene
    ready(qtbot, controller)
    start = len(controller.match.actions)
    before = {s: scene.last_moves.text(s) for s in range(2)}
    controller.human_action(Draw(0))
    qtbot.waitUntil(lambda: controller.waiting_seat() == 0 and len(controller.match.actions) > start + 1
                    and controller.is_settled(), timeout=15_000)
    assert scene.last_moves.text(1) != "" and scene.last_moves.text(0) == ""  # Bob played after Ann's draw
    assert controller.take_back()
    ready(qtbot, controller)
    assert len(controller.match.actions) == start
    assert {s: scene.last_moves.text(s) for s in range(2)} == before
    assert sum(1 for note in controller.notes if note is None or note.own) == len(controller.match.actions)


def _first_skip(seats, reason: str | None, limit: int = 400):
    """The actions of an easy computers' UNO match (3 seats) up to the first move that skips another seat, by a
    +2 (`reason` "draw2") or without a draw (None); (actions, the seat skipped)."""
    game = registry.get("uno").game()
    for seed in range(1, 40):
        match = Match(game, {"scoring": "single"}, [Seat(*s) for s in seats], seed)
        while not match.is_over() and len(match.actions) < limit:
            action = match.bot_action(include_humans=True)
            events = match.act(action)
            skipped = [e.seat for e in events if e.kind == "skipped" and e.seat != action.seat]
            drew = {e.data.get("reason") for e in events if e.kind == "drew" and e.seat in skipped}
            if skipped and (drew == {reason} if reason else not drew):
                return seed, list(match.actions), skipped[0]
    raise AssertionError("no such move")


@pytest.mark.parametrize(("reason", "en", "fr"), [(None, "skipped", "tour sauté"),
                                                  ("draw2", "drew 2, skipped", "a pioché 2, tour sauté")])
def test_uno_a_skipped_seat_says_so(qtbot, settings, reason, en, fr):
    """A seat a Skip (or a Reverse between two) or a +2 passed over showed nothing beside its plate: now "skipped",
    "drew 2, skipped", until its next turn."""
    seats = [("Ann", "computer", "easy"), ("Bob", "computer", "easy"), ("Cleo", "computer", "easy")]
    seed, actions, victim = _first_skip(seats, reason)
    game = registry.get("uno").game()
    waiting = Match.replay(game, {"scoring": "single"}, [Seat(*s) for s in seats], seed, actions).to_act()[0]
    people = [Seat(name, "human") if s == waiting else Seat(name, *rest) for s, (name, *rest) in enumerate(seats)]
    match = Match.replay(game, {"scoring": "single"}, people, seed, actions)  # the table waits for that person
    scene = registry.get("uno").scene_class()(game, match.seats, settings)
    controller, _table = show_table(qtbot, match, scene, settings, size=(1024, 640))
    assert controller.scene.last_moves.text(victim) == en
    in_french(qtbot, labels(controller, {victim: {"fr": fr, "en": en}}))
