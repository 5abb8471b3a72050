"""The first frame after a click on a card copies pictures instead of drawing them (scene_prepare.py,
paint_cache.snap_to_device_pixels): while the person thinks, the table draws ahead the hand laid out again,
the card's flight, the panels whose count and turn the play changes and the new colour mark; cards sit on whole
device pixels, so a card moved along the hand finds its picture again."""

from __future__ import annotations

from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.uno.cards import RANK
from cafegames.games.uno.game import GAME
from cafegames.games.uno.table.scene import Scene
from cafegames.ui.paint_cache import look_cache
from tests.ui.helpers import click_item, settle, show_table


def test_the_first_frame_after_a_play_draws_no_new_picture(qtbot, settings):
    settings.overrides["animation_speed"] = "normal"  # the card flies: its first frame is the one measured
    checked = 0
    for seed in range(1, 40):
        seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "normal")]
        match = Match(GAME, {"scoring": "single"}, seats, seed)
        controller, table = show_table(qtbot, match, Scene(GAME, match.seats, settings), settings,
                                       size=(1920, 1080))
        scene = controller.scene
        settle(qtbot, controller)
        cards = [c for c in scene.hand_items if c.playable and RANK[c.card] <= 9]  # a number: the turn moves on
        if match.to_act()[0] != 0 or not cards:
            controller.close()
            continue
        qtbot.waitUntil(lambda scene=scene: not scene._ahead.jobs, timeout=5000)  # the person thinks
        table.view.viewport().repaint()
        before, played = look_cache.misses, len(match.actions)
        click_item(qtbot, table, cards[0])
        assert len(match.actions) > played  # the card was played
        table.view.viewport().repaint()
        assert look_cache.misses - before == 0, f"seed {seed}"
        assert scene.animation_started_at is not None  # the card is on its way
        controller.close()
        checked += 1
        if checked == 4:
            break
    assert checked == 4
