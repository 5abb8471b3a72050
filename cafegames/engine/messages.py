"""Player-facing text from Qt-free code.

The engine cannot call Qt's translator, so it returns `Message` objects: a translation context, the English
source text and named parameters. The UI translates `text` in `context` and then fills in the parameters.
`QT_TRANSLATE_NOOP` has the name pyside6-lupdate looks for, so every literal marked with it lands in the .ts files.

Two more things a sentence may need, both marked where the literal is written so that lupdate sees them:
- a count: `QT_TRANSLATE_NOOP("Uno", "{name} draws %n card(s).", None, 1)` — a sentence with `%n` is a plural
  entry with one form per plural form of the language, and its count is the parameter `n`
  (`msg("Uno", …, name="Ann", n=3)`). lupdate's Python parser marks an entry plural only when it sees a literal
  number as the fourth argument (a variable there is not enough), hence the 1. English forms come from "(s)".
- a disambiguation, when one English sentence needs two in French: `QT_TRANSLATE_NOOP("Cafe", "…this guest…",
  "woman")` (a woman guest: "cette cliente"). It travels with the text to the translator.
"""

from __future__ import annotations

from typing import Any


class Source(str):
    """A marked source text that carries its disambiguation (what `QT_TRANSLATE_NOOP` returns when given one)."""

    disambiguation: str


def QT_TRANSLATE_NOOP(context: str, text: str, disambiguation: str | None = None,  # noqa: N802 - lupdate's name
                      n: int | None = None) -> str:
    """Mark `text` for translation in `context`; returns it (with its `disambiguation` when given, see Source).

    `n` is only for lupdate: a literal number there makes the entry a plural one (see the module docstring)."""
    if not disambiguation:
        return text
    out = Source(text)
    out.disambiguation = disambiguation
    return out


def english_plural(text: str, n: int) -> str:
    """The English form of a "%n …(s)" source for the count `n`: "(s)" dropped for one, "s" otherwise."""
    return text.replace("(s)", "" if n == 1 else "s").replace("%n", str(n))


class Message:
    """A sentence to show a player, translated by the UI (see `cafegames.ui.i18n.tr_message`).

    A parameter may itself be a Message (translated first), e.g. the reason inside "Move 4 is not allowed: …".
    A text with `%n` is a plural: its count is the parameter `n`. `disambiguation` tells two French sentences of
    one English text apart (taken from the marked text when it carries one, see `QT_TRANSLATE_NOOP`).
    Immutable; equal when context, text and disambiguation are (the parameters do not count, as before). A plain
    class rather than attrs: the game registry and the start page use Messages, and importing attrs cost the
    app's start-up about 20 ms."""

    __slots__ = ("context", "disambiguation", "params", "text")
    context: str
    text: str
    params: dict[str, Any]
    disambiguation: str | None

    def __init__(self, context: str, text: str, params: dict[str, Any] | None = None,
                 disambiguation: str | None = None):
        object.__setattr__(self, "context", context)
        object.__setattr__(self, "text", str(text))
        object.__setattr__(self, "params", {} if params is None else params)
        object.__setattr__(self, "disambiguation", disambiguation or getattr(text, "disambiguation", None))

    @property
    def count(self) -> int | None:
        """The number that picks the plural form (the parameter `n` of a `%n` text), None for other texts."""
        n = self.params.get("n")
        return n if "%n" in self.text and isinstance(n, int) and not isinstance(n, bool) else None

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"Message is immutable (cannot set {name!r})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"Message is immutable (cannot delete {name!r})")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return (self.context, self.text, self.disambiguation) == (
            other.context, other.text, other.disambiguation)

    def __hash__(self) -> int:
        return hash((self.context, self.text, self.disambiguation))

    def __repr__(self) -> str:
        extra = f", disambiguation={self.disambiguation!r}" if self.disambiguation else ""
        return f"Message(context={self.context!r}, text={self.text!r}, params={self.params!r}{extra})"

    def __reduce__(self) -> tuple[Any, ...]:  # copy, deepcopy and pickle
        return (Message, (self.context, self.text, self.params, self.disambiguation))

    def english(self) -> str:
        """The untranslated sentence, for logs, the command line and tests (nested Messages included)."""
        text = self.text if self.count is None else english_plural(self.text, self.count)
        if not self.params:
            return text
        return text.format(**{k: v.english() if isinstance(v, Message) else v for k, v in self.params.items()})

    def __str__(self) -> str:
        return self.english()


def msg(context: str, text: str, **params: Any) -> Message:
    """Shorthand: `msg("Uno", QT_TRANSLATE_NOOP("Uno", "…{name}…"), name="Ann")`; a plural:
    `msg("Uno", QT_TRANSLATE_NOOP("Uno", "%n card(s)", None, 1), n=3)`.

    The context inside QT_TRANSLATE_NOOP must be a string literal: lupdate does not follow variables."""
    return Message(context, text, params)
