"""The row of decision buttons under the UNO piles, laid out again at every redraw from the decisions the rules
offer (`scene.legal`); a button's click does what the last redraw said (`scene.button_calls`), so an item kept
from one redraw to the next never acts on an old state.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSizeF
from PySide6.QtGui import QColor, QFontMetricsF

from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.games.uno.actions import CallUno, Catch, Challenge, Draw, Pass, Play
from cafegames.games.uno.state import UnoView
from cafegames.games.uno.table.layout import BUTTON, BUTTON_Y
from cafegames.games.uno.table.widgets import COLOURS
from cafegames.ui.graphics import ButtonItem, Palette, scene_font
from cafegames.ui.i18n import tr_count
from cafegames.ui.scene_base import GameScene


def draw(scene: GameScene, v: UnoView, me: int) -> None:
    """The row under the piles: UNO, the catches (also for other people at this screen), challenge, draw or take
    the penalty, keep the card or end the run — each only when the rules offer it."""
    legal = scene.legal
    row: list[ButtonItem] = []

    def button(key: str, text: str, callback, colour: QColor = Palette.accent) -> None:
        size = QSizeF(max(BUTTON.width(), QFontMetricsF(scene_font(22, True)).horizontalAdvance(text) + 40),
                      BUTTON.height())
        b = scene.keep(("button", key), lambda: _new_button(scene, key, text, size, colour), 50)
        b.restyle(text, size, colour)
        scene.button_calls[key] = callback
        scene.buttons[key] = b
        row.append(b)

    call = next((a for a in legal if isinstance(a, CallUno)), None)
    if call is not None:
        button("uno", QCoreApplication.translate("UnoScene", "UNO!"), lambda: scene.choose(call), COLOURS[0])
    elif any(isinstance(a, Play) and a.uno for a in legal):
        label = QCoreApplication.translate("UnoScene", "UNO! ✓") if scene.uno_armed else QCoreApplication.translate("UnoScene", "UNO!")
        button("uno", label, scene.toggle_uno, COLOURS[0].darker(130) if scene.uno_armed else COLOURS[0])
    for a in legal:
        if isinstance(a, Catch):
            button(f"catch{a.seat}", QCoreApplication.translate("UnoScene", "Catch {name}!").format(name=scene.name(a.target)),
                   lambda a=a: scene.choose(a), QColor("#7b2cbf"))
    for catcher in _other_human_catchers(scene, v, me):
        button(f"catch{catcher}", QCoreApplication.translate("UnoScene", "{name}: catch!").format(name=scene.name(catcher)),
               lambda c=catcher: scene.choose(Catch(c, v.offender)), QColor("#7b2cbf"))
    if v.turn == me:
        if any(isinstance(a, Challenge) for a in legal):
            button("challenge", QCoreApplication.translate("UnoScene", "Challenge"), lambda: scene.choose(Challenge(me)), QColor("#2f7d4f"))
        if any(isinstance(a, Draw) for a in legal):
            if v.phase == "penalty" and not v.pending:  # U-DX-BOOMERANG: a Skip waits for its answer
                button("draw", QCoreApplication.translate("UnoScene", "Miss my turn"), scene.draw_clicked,
                       QColor("#6b5f50"))
            elif v.phase == "penalty":
                button("draw", tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "Take %n card(s)", None, 1),
                                        v.pending), scene.draw_clicked, QColor("#6b5f50"))
            else:
                text = QCoreApplication.translate("UnoScene", "Press the launcher") if v.options.extreme else QCoreApplication.translate("UnoScene", "Draw a card")
                button("draw", text, scene.draw_clicked, QColor("#6b5f50"))
        if any(isinstance(a, Pass) for a in legal):
            text = QCoreApplication.translate("UnoScene", "Keep the card") if v.phase == "drawn" else QCoreApplication.translate("UnoScene", "End my turn")
            button("pass", text, lambda: scene.choose(Pass(me)), QColor("#6b5f50"))
    gap = 16
    total = sum(b.size.width() for b in row) + gap * max(0, len(row) - 1)
    x = 800 - total / 2
    for b in row:
        b.setPos(x, BUTTON_Y)
        x += b.size.width() + gap


def _new_button(scene: GameScene, key: str, text: str, size: QSizeF, colour: QColor) -> ButtonItem:
    """A button of the row under the piles; a click does what the last redraw said (`scene.button_calls`)."""
    b = ButtonItem(text, size, color=colour, font_px=22)
    b.clicked.connect(lambda: scene.button_calls[key]())
    return b


def _other_human_catchers(scene: GameScene, v: UnoView, me: int) -> list[int]:
    """Other people at this screen who may call Contre-UNO (catches are public, from any seat)."""
    off = v.offender
    if off < 0 or v.counts[off] != 1:
        return []
    out = []
    for s in v.order:
        if s in (me, off) or not scene.seats[s].is_human:
            continue
        if v.team and v.team[s] == v.team[off]:
            continue
        out.append(s)
    return out[:3]
