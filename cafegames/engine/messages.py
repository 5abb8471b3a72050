"""Player-facing text from Qt-free code.

The engine cannot call Qt's translator, so it returns `Message` objects: a translation context, the English
source text and named parameters. The UI translates `text` in `context` and then fills in the parameters.
`QT_TRANSLATE_NOOP` has the name pyside6-lupdate looks for, so every literal marked with it lands in the .ts files.
"""

from __future__ import annotations

from typing import Any


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate recognises
    """Mark `text` for translation in `context`; returns it unchanged."""
    return text


class Message:
    """A sentence to show a player, translated by the UI (see `cafegames.ui.i18n.tr_message`).

    A parameter may itself be a Message (translated first), e.g. the reason inside "Action 4 is not allowed: …".
    Immutable; equal when context and text are (the parameters do not count, as before). A plain class rather
    than attrs: the game registry and the start page use Messages, and importing attrs cost the app's start-up
    about 20 ms."""

    __slots__ = ("context", "params", "text")
    context: str
    text: str
    params: dict[str, Any]

    def __init__(self, context: str, text: str, params: dict[str, Any] | None = None):
        object.__setattr__(self, "context", context)
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "params", {} if params is None else params)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"Message is immutable (cannot set {name!r})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"Message is immutable (cannot delete {name!r})")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return (self.context, self.text) == (other.context, other.text)  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((self.context, self.text))

    def __repr__(self) -> str:
        return f"Message(context={self.context!r}, text={self.text!r}, params={self.params!r})"

    def __reduce__(self) -> tuple[Any, ...]:  # copy, deepcopy and pickle
        return (Message, (self.context, self.text, self.params))

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
