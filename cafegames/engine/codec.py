"""JSON encoding of actions for save files.

An action is saved as {"kind": <its kind tag>, <field>: <value>, …}. Decoding is strict: unknown kinds, missing
or extra fields and values of the wrong type are refused with a ValueError naming the problem.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import cattrs

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


class ActionCodec:
    """Encodes and decodes one game's action classes (frozen attrs classes with a `kind` class attribute)."""

    def __init__(self, classes: Iterable[type]):
        self.classes = {cls.kind: cls for cls in classes}

    def encode(self, action: Any) -> dict[str, Any]:
        data = _converter.unstructure(action)
        return {"kind": type(action).kind, **data}

    def decode(self, data: Any) -> Any:
        if not isinstance(data, dict):
            raise ValueError(f"an action must be an object, not {type(data).__name__}")
        kind = data.get("kind")
        cls = self.classes.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise ValueError(f"unknown action kind {str(kind)[:40]!r}")
        fields = {k: v for k, v in data.items() if k != "kind"}
        try:
            return _converter.structure(fields, cls)
        except Exception as exc:  # cattrs wraps every failure in its own exception groups
            raise ValueError(f"bad {kind!r} action: {_first_cause(exc)}") from None

    def kinds(self) -> list[str]:
        return sorted(self.classes)


def _first_cause(exc: BaseException) -> str:
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    return str(exc)[:120]
