"""JSON encoding of actions for save files.

An action is saved as {"kind": <its kind tag>, <field>: <value>, …}. Decoding is strict: unknown kinds, missing
or extra fields and values of the wrong type are refused with a CodecError: a ValueError whose text names the
problem technically (for the log) and whose `message` says it to a person, without field names.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import cattrs
from cattrs.errors import ForbiddenExtraKeysError

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message

_converter = cattrs.Converter(forbid_extra_keys=True)
CTX = "Saves"


class CodecError(ValueError):
    """An action that cannot be decoded: str() is the technical reason, `message` the person's sentence."""

    def __init__(self, detail: str, text: str):
        super().__init__(detail)
        self.message = Message(CTX, text)


NOT_A_MOVE = QT_TRANSLATE_NOOP("Saves", "it is not written as a move.")
UNKNOWN_MOVE = QT_TRANSLATE_NOOP("Saves", "it is not a move of this game.")
MISSING = QT_TRANSLATE_NOOP("Saves", "a part of the move is missing.")
EXTRA = QT_TRANSLATE_NOOP("Saves", "the move holds something this game does not know.")
WRONG = QT_TRANSLATE_NOOP("Saves", "a part of the move holds the wrong kind of value.")


def _strict_int(value: Any, _type: type) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"expected a whole number, got {type(value).__name__}")
    return value


def _strict_str(value: Any, _type: type) -> str:
    if not isinstance(value, str):
        raise TypeError(f"expected text, got {type(value).__name__}")
    return value


def _strict_bool(value: Any, _type: type) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"expected true or false, got {type(value).__name__}")
    return value


_converter.register_structure_hook(int, _strict_int)
_converter.register_structure_hook(str, _strict_str)
_converter.register_structure_hook(bool, _strict_bool)


class ActionCodec:
    """Encodes and decodes one game's action classes (frozen attrs classes with a `kind` class attribute)."""

    def __init__(self, classes: Iterable[type[Any]]):
        self.classes: dict[str, type[Any]] = {cls.kind: cls for cls in classes}

    def encode(self, action: Any) -> dict[str, Any]:
        data = _converter.unstructure(action)
        return {"kind": type(action).kind, **data}

    def decode(self, data: Any) -> Any:
        if not isinstance(data, dict):
            raise CodecError(f"an action must be an object, not {type(data).__name__}", NOT_A_MOVE)
        kind = data.get("kind")
        cls = self.classes.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise CodecError(f"unknown action kind {str(kind)[:40]!r}", UNKNOWN_MOVE)
        fields = {k: v for k, v in data.items() if k != "kind"}
        try:
            return _converter.structure(fields, cls)
        except Exception as exc:  # cattrs wraps every failure in its own exception groups
            cause = _first_cause(exc)
            text = EXTRA if isinstance(cause, ForbiddenExtraKeysError) else MISSING if isinstance(
                cause, KeyError) else WRONG
            raise CodecError(f"bad {kind!r} action: {str(cause)[:120]}", text) from None

    def kinds(self) -> list[str]:
        return sorted(self.classes)


def _first_cause(exc: BaseException) -> BaseException:
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    return exc
