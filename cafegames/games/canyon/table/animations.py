"""Canyon's animations, played one after another (`_queue`): canoes put on the river, paddling their path,
drifting, pushed, over the waterfall and out at the bridge (the cards' own flights are queued by `band.py`)."""

from __future__ import annotations

from PySide6.QtCore import QSequentialAnimationGroup


def _linear():
    from PySide6.QtCore import QEasingCurve

    return QEasingCurve.Type.Linear


class CanoeAnimations:
    """The canoes of `CanyonScene` and its animation queue."""

    def _animate_canoes(self, events) -> None:
        v = self.view
        cell_center = self.layout.center
        moves = [e for e in events if e.kind in ("paddled", "drifted", "pushed", "fell", "restarted", "placed")]
        seq = QSequentialAnimationGroup()
        for e in moves:
            canoe = self.canoes[e.seat]
            if e.kind == "placed":
                canoe.setPos(cell_center(e.data["cell"]) + self.layout.offset(0, 120))  # from the bank
                canoe.setVisible(True)
                seq.addAnimation(self.animation(canoe, b"pos", cell_center(e.data["cell"]), 300))
            elif e.kind == "paddled":
                path = e.data["path"]
                for cell in path[1:]:
                    seq.addAnimation(self.animation(canoe, b"pos", cell_center(cell), 170,
                                                    easing=_linear()))
            elif e.kind in ("drifted", "pushed"):
                target = e.data["to"]
                seq.addAnimation(self.animation(canoe, b"pos", cell_center(target), 380))
            elif e.kind == "fell":
                seq.addAnimation(self.animation(canoe, b"opacity", 0.0, 350))
            elif e.kind == "restarted":
                jump = QSequentialAnimationGroup()
                jump.addAnimation(self.animation(canoe, b"pos", cell_center(e.data["cell"]), 1))
                jump.addAnimation(self.animation(canoe, b"opacity", 1.0, 400))
                seq.addAnimation(jump)
        # where the view says every canoe is (loaded games, the end of an animation)
        bridge_count = 0
        for s, cell in enumerate(v.positions):
            canoe = self.canoes[s]
            canoe.active = v.phase == "move" and s == v.turn
            canoe.winner = v.phase == "over" and s in v.winners
            canoe.update()
            if cell is None:
                canoe.setVisible(False)
                continue
            canoe.setVisible(True)
            target = cell_center(cell)
            if cell == self.river.bridge:  # several canoes on the bridge: side by side
                r = self.layout.r
                target += self.layout.offset(-r * 0.5 + bridge_count * r * 0.35, -r * 0.3 + bridge_count * r * 0.2)
                bridge_count += 1
            if not any(e.seat == s for e in moves):
                canoe.setPos(target)
                canoe.setOpacity(1.0)
            self.canoe_cells[s] = cell
        if seq.animationCount():
            self._queue(seq)
        self._run_queue()

    def _queue(self, anim) -> None:
        if self._pending is None:
            self._pending = QSequentialAnimationGroup()
        self._pending.addAnimation(anim)

    def _run_queue(self) -> None:
        pending, self._pending = self._pending, None
        if pending is not None and pending.animationCount():
            self.play(pending)
