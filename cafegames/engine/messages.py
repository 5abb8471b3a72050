"""Player-facing text from Qt-free code.

The engine cannot call Qt's translator, so it returns `Message` objects: a translation context, the English
source text and named parameters. The UI translates `text` in `context` and then fills in the parameters.
`QT_TRANSLATE_NOOP` has the name pyside6-lupdate looks for, so every literal marked with it lands in the .ts files.
"""

from __future__ import annotations

from typing import Any

import attrs


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate recognises
    """Mark `text` for translation in `context`; returns it unchanged."""
    return text


@attrs.frozen
class Message:
    """A sentence to show a player, translated by the UI (see `cafegames.ui.i18n.tr_message`).

    A parameter may itself be a Message (translated first), e.g. the reason inside "Action 4 is not allowed: …"."""

    context: str
    text: str
    params: dict[str, Any] = attrs.field(factory=dict, eq=False, hash=False)

    def english(self) -> str:
        """The untranslated sentence, for logs, the command line and tests (nested Messages included)."""
        if not self.params:
            return self.text
        return self.text.format(**{k: v.english() if isinstance(v, Message) else v for k, v in self.params.items()})

    def __str__(self) -> str:
        return self.english()


def msg(context: str, text: str, **params: Any) -> Message:
    """Shorthand: `msg("Uno", QT_TRANSLATE_NOOP("Uno", "…{n}…"), n=3)`.

    The context inside QT_TRANSLATE_NOOP must be a string literal: lupdate does not follow variables."""
    return Message(context, text, params)
