"""JSON encoding of actions for save files.

An action is saved as {"kind": <its kind tag>, <field>: <value>, …}. Decoding is strict: unknown kinds, missing
or extra fields and values of the wrong type are refused with a `CodecError` (a ValueError) whose `message`
names the problem in a sentence the UI translates.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import cattrs

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.seats import clean_text

CTX = "Codec"
_converter = cattrs.Converter(forbid_extra_keys=True)


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


class CodecError(ValueError):
    """An action of a file that cannot be decoded; `message` says why (a translatable Message)."""

    def __init__(self, message: Message):
        self.message = message
        super().__init__(message.english())


class ActionCodec:
    """Encodes and decodes one game's action classes (frozen attrs classes with a `kind` class attribute)."""

    def __init__(self, classes: Iterable[type]):
        self.classes = {cls.kind: cls for cls in classes}

    def encode(self, action: Any) -> dict[str, Any]:
        data = _converter.unstructure(action)
        return {"kind": type(action).kind, **data}

    def decode(self, data: Any) -> Any:
        if not isinstance(data, dict):
            raise CodecError(msg(CTX, QT_TRANSLATE_NOOP("Codec", "it is not an object with a “kind”")))
        kind = data.get("kind")
        cls = self.classes.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise CodecError(msg(CTX, QT_TRANSLATE_NOOP("Codec", "“{kind}” is not a kind of action of this game"),
                                 kind=clean_text(str(kind)[:160], 40)))
        fields = {k: v for k, v in data.items() if k != "kind"}
        try:
            return _converter.structure(fields, cls)
        except Exception as exc:  # cattrs wraps every failure in its own exception groups
            raise CodecError(_field_problem(kind, exc)) from None

    def kinds(self) -> list[str]:
        return sorted(self.classes)


def _field_problem(kind: str, exc: BaseException) -> Message:
    """What is wrong with a known kind of action, from the first failure cattrs reports: a field too many, one
    missing, or one of the wrong type (cattrs names the field in a note on the failure)."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    extra = sorted(getattr(exc, "extra_fields", ()) or ())
    if extra:
        return msg(CTX, QT_TRANSLATE_NOOP("Codec", "the “{kind}” action has a field too many, “{field}”"),
                   kind=kind, field=clean_text(str(extra[0])[:160], 40))
    field = next((str(getattr(note, "name", "")) for note in getattr(exc, "__notes__", ()) if getattr(note, "name", "")),
                 "")
    if field and isinstance(exc, KeyError):
        return msg(CTX, QT_TRANSLATE_NOOP("Codec", "the “{kind}” action lacks its “{field}” field"), kind=kind,
                   field=field)
    if field:
        return msg(CTX, QT_TRANSLATE_NOOP("Codec", "the “{kind}” action has a “{field}” field of the wrong type"),
                   kind=kind, field=field)
    return msg(CTX, QT_TRANSLATE_NOOP("Codec", "the “{kind}” action has wrong values"), kind=kind)
