"""Issue 37, French tips wrap right: every French sentence of a lesson (its steps, why a move is wrong, its ending)
and of a first-time tip, laid out as its bubble draws it at each width the bubble may take, never starts a line
with ":", ";", "?", "!" or "»", never ends one with "«", and never breaks "jouez-le" (or any hyphenated word)
at its hyphen."""

from __future__ import annotations

import importlib

import pytest

from cafegames.engine import registry
from cafegames.engine.messages import Message
from cafegames.ui import assist, i18n, lesson_tip
from cafegames.ui.assist import BubbleItem
from cafegames.ui.lesson_tip import TipItem
from cafegames.ui.tip_words import lines

GAMES = ("uno", "cafe", "canyon")


def _lesson_texts(game_id: str) -> list[Message]:
    lesson = registry.get(game_id).lesson()
    out = [m for step in lesson.steps.values() for m in (step.text, step.wrong)] + [lesson.ending]
    return out + ([lesson.free_play] if lesson.free_play is not None else [])


def _tip_texts(game_id: str) -> list[Message]:
    tips = importlib.import_module(f"{registry.get(game_id).package}.tips")
    return [value for value in vars(tips).values() if isinstance(value, Message)]


def wrong_breaks(laid: list[str]) -> list[str]:
    """The places where `laid` (a text's lines) breaks as French must not."""
    out = []
    for before, line in zip(laid, laid[1:], strict=False):
        start, end = line.lstrip(), before.rstrip()
        if start[:1] in (":", ";", "?", "!", "»"):
            out.append(f"a line starts with {start[:1]!r}: {before!r} / {line!r}")
        if end.endswith("«"):
            out.append(f"a line ends with '«': {before!r} / {line!r}")
        if end.endswith("-") and end[-2:-1].isalpha() and start[:1].isalpha():
            out.append(f"broken at a hyphen: {before!r} / {line!r}")
    return out


@pytest.fixture
def french(qapp):
    i18n.install_language("fr")
    yield
    i18n.install_language("en")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_lessons_french_wraps_right(french, game_id):
    tip = TipItem()
    found = []
    for message in _lesson_texts(game_id):
        text = i18n.tr_message(message)
        for width in lesson_tip.WIDTHS:
            tip.set_tip("Apprendre à jouer", text, width=width)
            shown = getattr(tip, "shown_text", lambda: (tip.text, tip.note, tip.size.width() - 2 * lesson_tip.PAD))
            body, _note, inner = shown()
            found += [f"{width}: {p}" for p in wrong_breaks(lines(body, tip._body_font, inner))]
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_first_time_tips_french_wraps_right(french, game_id):
    found = []
    for message in _tip_texts(game_id):
        text = i18n.tr_message(message)
        for width in assist.WIDTHS:
            bubble = BubbleItem(text, "Lire les règles", True, width)
            shown = getattr(bubble, "shown", bubble.text)
            inner = getattr(bubble, "text_width", bubble.size.width() - 2 * assist.PAD - 30)
            found += [f"{width}: {p}" for p in wrong_breaks(lines(shown, bubble.font, inner))]
    assert found == [], "\n".join(found)
