"""`Motion`, the animation helpers every table has (a part of `scene_base.GameScene`): property animations
scaled by the speed setting, the count of those running (the scene is busy until they end), and what runs once
they are over (`when_idle`). With animations off an animation jumps to its end at once."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QAnimationGroup,
    QEasingCurve,
    QLineF,
    QPointF,
    QPropertyAnimation,
)
from PySide6.QtWidgets import QGraphicsObject

from cafegames.ui.settings import REDUCED_MAX_DISTANCE, Settings


class Motion:
    """Mixed into GameScene, which owns the state below (made in its __init__) and the `busy_changed` signal."""

    settings: Settings
    busy_changed: Any
    _running: set[QAbstractAnimation]
    _graveyard: list[QAbstractAnimation]
    _idle_callbacks: list
    _continuing: bool
    is_busy: Any  # GameScene's (a table may count more than animations as busy)

    def animation(self, item: QGraphicsObject, prop: bytes, end: Any, base_ms: int = 300,
                  easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic, start: Any = None) -> QPropertyAnimation:
        """A property animation scaled by the speed setting, not started (to put into groups). With reduced
        animations (cafegames/ui/settings.py) a move farther than REDUCED_MAX_DISTANCE takes no time."""
        anim = QPropertyAnimation(item, prop)
        anim.setDuration(max(0, self.settings.duration(base_ms)))
        if prop == b"pos" and self.settings.reduced_motion:
            begin = start if isinstance(start, QPointF) else item.pos()
            if isinstance(end, QPointF) and QLineF(begin, end).length() > REDUCED_MAX_DISTANCE:
                anim.setDuration(0)
        if start is not None:
            anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(easing)
        return anim

    def play(self, anim: QAbstractAnimation) -> QAbstractAnimation | None:
        """Run an animation (or group) and count the scene busy until it ends. With animations off the
        animation jumps to its end at once and None is returned."""
        if not self._continuing:  # the animation that just ended is still in its own finished signal
            self._graveyard.clear()
        if self.settings.animation_scale <= 0 or anim.totalDuration() == 0:
            jump_to_end(anim)
            return None
        was_busy = self.is_busy() or self._continuing
        self._running.add(anim)
        anim.finished.connect(lambda a=anim: self._finished(a))
        anim.start()
        if not was_busy:
            self.busy_changed.emit(True)
        return anim

    def _finished(self, anim: QAbstractAnimation) -> None:
        self._running.discard(anim)
        self._graveyard.append(anim)  # not deleted inside its own finished signal
        if not self._running and self._idle_callbacks:
            callbacks, self._idle_callbacks = self._idle_callbacks, []
            self._continuing = True
            try:
                for callback in callbacks:
                    callback()
            finally:
                self._continuing = False
        if not self._running:
            self.busy_changed.emit(False)

    def animate(self, item: QGraphicsObject, prop: bytes, end: Any, base_ms: int = 300, **kw: Any):
        return self.play(self.animation(item, prop, end, base_ms, **kw))

    def move(self, item: QGraphicsObject, to: QPointF, base_ms: int = 350, **kw: Any):
        """Slide `item` from where it is to `to` (scene or parent coordinates, as item.pos())."""
        return self.animate(item, b"pos", QPointF(to), base_ms, **kw)

    def fade(self, item: QGraphicsObject, to: float, base_ms: int = 250, **kw: Any):
        return self.animate(item, b"opacity", float(to), base_ms, **kw)

    def finish_animations(self) -> None:
        """Jump every running animation to its end (used before a full redraw)."""
        for anim in list(self._running):
            anim.setCurrentTime(anim.totalDuration())


def jump_to_end(anim: QAbstractAnimation) -> None:
    """Give every property of `anim` (a group or a single animation) its end value, without animating."""
    if isinstance(anim, QPropertyAnimation):
        target = anim.targetObject()
        if target is not None and anim.endValue() is not None:
            target.setProperty(bytes(anim.propertyName().data()).decode(), anim.endValue())
    elif isinstance(anim, QAnimationGroup):
        for i in range(anim.animationCount()):
            jump_to_end(anim.animationAt(i))
