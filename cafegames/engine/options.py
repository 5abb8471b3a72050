"""Game options: a schema the new-game dialog, the command line and saves all read.

Each game lists its options as `OptionSpec`s and keeps them in a frozen attrs class whose field names are the
keys. `build_options` turns plain values (from a save, the dialog or `--options k=v`) into that class, with a
readable SetupError for anything wrong.

A game may also sort its options into `OptionGroup`s (the new-game dialog shows each with a short explanation)
and offer `Preset`s, named sets of values (UNO: official rules, popular house rules); both are optional game
attributes, `option_groups()` and `option_presets()`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

import attrs

from cafegames.engine.errors import SetupError
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg

CTX = "Options"
T = TypeVar("T")


@attrs.frozen
class Choice:
    value: str
    label: Message


@attrs.frozen
class OptionSpec:
    """One option: its key, default (whose type is the option's type), label and a one-line explanation.

    `choices` makes a string option a list; `minimum`/`maximum` bound an int option. `rule` is the rule id the
    option comes from (U-H-STACK…), shown in the rules help.
    """

    key: str
    default: bool | int | str
    label: Message
    help: Message
    choices: tuple[Choice, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    rule: str = ""

    @property
    def kind(self) -> type:
        return type(self.default)

    def coerce(self, value: Any) -> bool | int | str:
        """`value` as this option's type, from JSON or from command-line text; SetupError when it cannot be."""
        kind = self.kind
        if isinstance(value, str) and kind is not str:
            value = _from_text(self, value)
        if kind is bool:
            if not isinstance(value, bool):
                raise _bad(self, value)
            return value
        if kind is int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise _bad(self, value)
            if (self.minimum is not None and value < self.minimum) or (
                self.maximum is not None and value > self.maximum
            ):
                raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("Options", "The option “{option}” must be between {lo} and "
                                                                   "{hi}."),
                                     option=self.label, lo=self.minimum, hi=self.maximum))
            return value
        if not isinstance(value, str):
            raise _bad(self, value)
        if self.choices and value not in {c.value for c in self.choices}:
            raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("Options", "The option “{option}” must be one of: {choices}."),
                                 option=self.label, choices=", ".join(c.value for c in self.choices)))
        return value


@attrs.frozen
class OptionGroup:
    """Options shown together in the new-game dialog, under a title and one sentence saying what they are about."""

    title: Message
    help: Message
    keys: tuple[str, ...]


@attrs.frozen
class Preset:
    """A named set of option values; options it does not name take their default."""

    key: str
    label: Message
    help: Message
    values: Mapping[str, bool | int | str] = attrs.field(factory=dict)


def preset_values(schema: Sequence[OptionSpec], preset: Preset) -> dict[str, Any]:
    """Every option's value under `preset` (defaults for the options it does not name)."""
    return {s.key: preset.values.get(s.key, s.default) for s in schema}


def matching_preset(schema: Sequence[OptionSpec], presets: Sequence[Preset], values: Mapping[str, Any]) -> str:
    """The key of the preset whose values are exactly `values` ("" when none is)."""
    current = {s.key: values.get(s.key, s.default) for s in schema}
    return next((p.key for p in presets if preset_values(schema, p) == current), "")


def _from_text(spec: OptionSpec, text: str) -> bool | int:
    t = text.strip().lower()
    if spec.kind is bool:
        if t in ("1", "true", "yes", "on", "oui", "vrai"):
            return True
        if t in ("0", "false", "no", "off", "non", "faux"):
            return False
        raise _bad(spec, text)
    try:
        return int(t)
    except ValueError:
        raise _bad(spec, text) from None


def _bad(spec: OptionSpec, value: object) -> SetupError:
    expected = {bool: msg("Options", QT_TRANSLATE_NOOP("Options", "true or false")),
                int: msg("Options", QT_TRANSLATE_NOOP("Options", "a whole number")),
                str: msg("Options", QT_TRANSLATE_NOOP("Options", "a word"))}[spec.kind]
    return SetupError(msg(CTX, QT_TRANSLATE_NOOP("Options", "The option “{option}” expects {expected}, not "
                                                            "“{value}”."),
                          option=spec.label, expected=expected, value=str(value)[:40]))


def build_options(cls: type[T], schema: Sequence[OptionSpec], values: Mapping[str, Any]) -> T:
    """An instance of `cls` from `values` (unknown keys refused, missing keys take their default)."""
    if not isinstance(values, Mapping):
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("Options", "Options must be a table of names and values.")))
    specs = {s.key: s for s in schema}
    unknown = sorted(set(values) - set(specs))
    if unknown:
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("Options", "Unknown option “{key}”; this game knows: {keys}."),
                             key=str(unknown[0])[:40], keys=", ".join(specs)))
    kwargs = {k: s.coerce(values[k]) if k in values else s.default for k, s in specs.items()}
    return cls(**kwargs)


def options_to_dict(options: object) -> dict[str, Any]:
    """Plain JSON values of an options instance, for saves and remembered dialog choices."""
    return attrs.asdict(options)  # type: ignore[arg-type]


def parse_option_text(text: str) -> dict[str, str]:
    """`"stack=true,target=300"` → {"stack": "true", "target": "300"}; SetupError on a malformed pair."""
    out: dict[str, str] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, sep, value = part.partition("=")
        if not sep or not key.strip():
            raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("Options", "“{part}” is not key=value."), part=part[:40]))
        out[key.strip()] = value.strip()
    return out


@attrs.frozen
class Variant:
    """One choice of a game's leading option (UNO's boxes), shown above the presets in the new-game dialog: its
    one-line description, its own presets, and the options it fixes — key → (the value it takes, the reason shown
    greyed beside it) — so the dialog never offers a combination the game would refuse."""

    value: str
    label: Message
    help: Message
    presets: tuple[Preset, ...] = ()
    fixed: Mapping[str, tuple[bool | int | str, Message]] = attrs.field(factory=dict)


@attrs.frozen
class VariantChoice:
    """A game's leading option (`game.option_variants()`, optional): its key in the schema, a title, and the
    variants the dialog offers (values the game knows but does not offer yet are simply left out)."""

    key: str
    title: Message
    variants: tuple[Variant, ...]
