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
    """A sentence to show a player, translated by the UI (see `cafegames.ui.i18n.tr_message`)."""

    context: str
    text: str
    params: dict[str, Any] = attrs.field(factory=dict, eq=False, hash=False)

    def english(self) -> str:
        """The untranslated sentence, for logs, the command line and tests."""
        return self.text.format(**self.params) if self.params else self.text

    def __str__(self) -> str:
        return self.english()


def msg(context: str, text: str, **params: Any) -> Message:
    """Shorthand used with QT_TRANSLATE_NOOP: `msg(CTX, QT_TRANSLATE_NOOP(CTX, "…{n}…"), n=3)`."""
    return Message(context, text, params)
