"""The UNO table by keyboard: the keys declared in keys.py (shown by `?`), read for the score sheet, an open
chooser or the table. The card the arrows select is `scene.selected`; the decisions go through the scene as a
click would (`emit_play`, `choose`), so the keyboard decides no more than the mouse does.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from cafegames.games.uno.actions import CallUno, Catch, Challenge, Pass, Play
from cafegames.ui.paint_cache import update_if_changed
from cafegames.ui.scene_base import GameScene

COLOUR_KEYS = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2, Qt.Key.Key_4: 3, Qt.Key.Key_R: 0,
               Qt.Key.Key_Y: 1, Qt.Key.Key_J: 1, Qt.Key.Key_G: 2, Qt.Key.Key_V: 2, Qt.Key.Key_B: 3}
CLOSE_SHEET = (Qt.Key.Key_N, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape, Qt.Key.Key_Space)


def key_pressed(scene: GameScene, event: QKeyEvent) -> bool:
    """Act on the key for `scene` (the UNO scene); False when the table does not use it (the scene's base then
    reads it). A key not used is ignored, never swallowed."""
    key = event.key()
    me = scene.seat_on_screen
    if scene.sheet:
        if key in CLOSE_SHEET:
            scene.close_sheet()
            event.accept()
        else:
            event.ignore()  # the table under the score sheet is not played
        return True
    choosers = scene.choosers
    if choosers.choosing is not None:
        kind, plays = choosers.choosing
        event.accept()
        if kind == "colour" and key in COLOUR_KEYS:
            choosers.colour_clicked(COLOUR_KEYS[key])
        elif kind == "target" and Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            choosers.target_key(key - Qt.Key.Key_1)
        elif kind in ("deal", "olympique") and Qt.Key.Key_1 <= key <= Qt.Key.Key_9:  # U-O: the n-th button
            scene.olympique.key(key - Qt.Key.Key_1)
        elif key == Qt.Key.Key_Escape and plays:
            choosers.close()
        else:
            event.ignore()
        return True
    if me is None or scene.view is None:
        return True
    legal = scene.legal
    n = len(scene.hand_items)
    if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and n:
        scene.selected = (scene.selected + (1 if key == Qt.Key.Key_Right else -1)) % n
        for i, item in enumerate(scene.hand_items):
            item.selected = i == scene.selected
            update_if_changed(item)
    elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and n:
        item = scene.hand_items[scene.selected]
        if item.playable:
            scene.card_clicked(item.card)
        else:
            scene.card_refused(item.card)
    elif key == Qt.Key.Key_D:
        scene.draw_clicked()
    elif key == Qt.Key.Key_S and not scene.read_only:
        scene.switch_hand_order()
    elif key == Qt.Key.Key_K and any(isinstance(a, Pass) for a in legal):
        scene.choose(Pass(me))
    elif key == Qt.Key.Key_C and any(isinstance(a, Challenge) for a in legal):
        scene.choose(Challenge(me))
    elif key == Qt.Key.Key_U:
        call = next((a for a in legal if isinstance(a, CallUno)), None)
        if call is not None:
            scene.choose(call)
        elif any(isinstance(a, Play) and a.uno for a in legal):
            scene.toggle_uno()
    elif key == Qt.Key.Key_X:
        catch = next((a for a in legal if isinstance(a, Catch)), None)
        if catch is not None:
            scene.choose(catch)
    else:
        return False
    event.accept()
    return True
