"""`LessonController`: a guided first game on screen (the lesson itself: cafegames/engine/lesson.py).

It is a `MatchController` with three differences:
- the computer players are `LessonBot`s, which follow the lesson's script, then play at their level;
- while the script waits for the learner, the computers wait too, and a move of the learner is judged
  first: the expected one is applied, any other is not — the tip turns into the explanation of the mistake,
  the table is drawn again as it was and the learner tries again;
- a tip (`TipItem`) sits beside the piece it speaks of, found by the scene's `anchor_rect(anchor)`, and keeps
  clear of the scene's `keep_clear()` rectangles. At the end, over the result screen, the last tip says what
  was counted, with "Read the rules" (the section of the rules page: `lesson_rules_requested(game, section)`).

The match is an ordinary one: autosaved as usual, and its save opens later as a normal game.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Signal

from cafegames.engine.lesson import Lesson, LessonBot, LessonRun
from cafegames.engine.match import Match
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.protocol import Event
from cafegames.ui.controller import MatchController
from cafegames.ui.i18n import tr_message, tr_text
from cafegames.ui.lesson_tip import TipItem
from cafegames.ui.scene_base import GameScene
from cafegames.ui.settings import Settings

CTX = "Lesson"
END_WIDTH = 1280  # the last tip goes above or below the result screen's panel, as wide as the table allows
WAIT = QT_TRANSLATE_NOOP("Lesson", "Watch the others play first: the lesson goes on at your turn.")


def lesson_match(game: Any, lesson: Lesson) -> Match:
    """The lesson's match, its seats named in the current language."""
    return Match(game, dict(lesson.options), lesson.seats(lambda ctx, text: tr_text(ctx, text) if ctx else text),
                 lesson.seed)


class LessonController(MatchController):
    is_lesson = True  # no hints and no first-time tips over the lesson's own (cafegames/ui/hinting.py)
    lesson_rules_requested = Signal(str, str)  # game id, rules page section (the tips' rules_requested is (section))

    def __init__(self, match: Match, scene: GameScene, settings: Settings, lesson: Lesson,
                 save_path: Path | None = None, parent=None):
        super().__init__(match, scene, settings, save_path, parent=parent)
        self.lesson = lesson
        self.run = LessonRun(lesson, match)
        for seat in range(len(match.seats)):  # the learner's too: `autoplay` plays the expected moves
            match.set_bot(seat, LessonBot(self.run, seat, match.bot(seat)))
        self.tip = TipItem()
        self.tip.setVisible(False)
        scene.addItem(self.tip)
        self.mistake: Message | None = None
        self.free_said = False
        scene.layout_changed.connect(self._relayout)
        # "Read the rules" on the result screen: the section of the rules page the lesson ends with
        scene.ending_extras.append(("rules", lambda: QCoreApplication.translate("Lesson", "Read the rules"),
                                    lambda: self.lesson_rules_requested.emit(lesson.game_id, lesson.section)))

    # ------------------------------------------------------------------ the learner's moves
    def human_action(self, action: Any) -> None:
        if self._closed or self.match.is_over():
            return super().human_action(action)
        if self.run.scripted_part() and not self.run.learner_to_move():
            self.mistake = msg(CTX, WAIT)
            self._show([])
            return
        wrong = self.run.judge(action)
        if wrong is not None:  # not applied: the table as it was, and why
            self.mistake = wrong
            self._show([])
            return
        self.mistake = None
        if not self.run.scripted_part():
            self.free_said = True  # the learner plays freely now: the last tip before the end is not said again
        super().human_action(action)

    def _ask_bots(self) -> None:
        if self.run.learner_to_move() and not self.autoplay_left:
            self._polled = self.generation
            self.settled.emit()
            return
        super()._ask_bots()

    # ------------------------------------------------------------------ the tip
    def _show(self, events: list[Event]) -> None:
        if events:  # a move was made: what was said about a refused one is over
            self.mistake = None
        super()._show(events)
        self.tip.setVisible(False)
        if not self.match.is_over():
            self.scene.when_idle(self.show_tip)

    def _show_result(self, celebrate: bool = True) -> None:
        super()._show_result(celebrate)
        self.scene.when_idle(self.show_tip)

    def show_tip(self) -> None:
        """The tip for where the lesson stands (nothing while the computers play)."""
        if self._closed:
            return
        if self.match.is_over():
            text = msg(CTX, QT_TRANSLATE_NOOP("Lesson", "{tip}\nTo play for real: “Play again” deals new cards "
                                                        "to the same table; “New game” chooses players and rules."),
                       tip=self.lesson.ending)
            self.tip.set_tip(QCoreApplication.translate("Lesson", "Learn to play · the end"), tr_message(text),
                             width=END_WIDTH)
            self.tip.setZValue(5100)  # over the result screen
            self.tip.setVisible(True)
            self.place_tip()
            return
        step = self.run.step()
        if step is None and self.mistake is None:
            free = self.lesson.free_play
            mine = self.waiting_seat() == self.lesson.learner
            if free is None or self.run.scripted_part() or self.free_said or not mine:
                self.tip.setVisible(False)
                return
            self.tip.set_tip(QCoreApplication.translate("Lesson", "Learn to play · now on your own"),
                             tr_message(free))
            self.tip.setVisible(True)
            self.place_tip()
            return
        number, total = self.run.step_number()
        if self.mistake is not None:
            header = QCoreApplication.translate("Lesson", "Not quite · step {n} of {total}").format(n=number,
                                                                                                 total=total)
            # why the move was wrong, and the step's explanation still under it (a wrong move never hides it)
            self.tip.set_tip(header, tr_message(self.mistake), mistake=True,
                             note=tr_message(step.text) if step is not None else "")
        else:
            header = QCoreApplication.translate("Lesson", "Learn to play · step {n} of {total}").format(n=number,
                                                                                                     total=total)
            self.tip.set_tip(header, tr_message(step.text))
        self.tip.setVisible(True)
        self.place_tip()

    def _relayout(self) -> None:
        """A chooser opened or closed, or the language changed: the tip again, in its place."""
        if self.tip.isVisible():
            self.show_tip()

    def place_tip(self) -> None:
        """Beside the piece the step names, over none of the pieces it names or asks to click (the scene's
        placement service keeps the status line, the names and the other overlays visible too)."""
        if not self.tip.isVisible():
            return
        scene = self.scene
        if self.match.is_over():
            self.tip.place(scene.placement, scene.ending_anchor_rect(), keep_clear=scene.ending_keep_clear(),
                           table=False)
            return
        step = self.run.step()
        anchor = scene.anchor_rect(step.anchor) if step is not None else None
        self.tip.place(scene.placement, anchor, self.step_rects(), scene.keep_clear(), scene.tip_spots())

    def step_rects(self) -> list[QRectF]:
        """What the step names besides its anchor (`also`) and the pieces its move is played with: the tip
        never covers them."""
        step, scene = self.run.step(), self.scene
        if step is None:
            return []
        out = [r for a in step.also if (r := scene.anchor_rect(a)) is not None]
        return out + [item.sceneBoundingRect() for item in scene.hint_targets(step.expected)
                      if item is not None and item.scene() is scene and item.isVisible()]

    def close(self) -> None:
        super().close()
        self.scene.placement.forget("lesson")
        if self.tip.scene() is not None:
            self.tip.scene().removeItem(self.tip)
