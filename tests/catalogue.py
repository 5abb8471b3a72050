"""Checks that a Message a rule returns is one the translators have: its context and source text (and
disambiguation) are an entry of the French catalogue, and every {placeholder} of the text has a value.

The rules tests use it where they look at a reason or a summary, so a changed context, text or a lost
parameter fails there rather than showing English (or a KeyError) in a French game."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

from cafegames.engine.messages import Message

TS = Path(__file__).resolve().parents[1] / "translations" / "cafegames_fr.ts"


@cache
def _entries() -> frozenset[tuple[str, str, str | None]]:
    out = set()
    for ctx in ET.parse(TS).getroot().iter("context"):
        name = ctx.findtext("name")
        for m in ctx.iter("message"):
            out.add((name, m.findtext("source"), m.findtext("comment")))
    return frozenset(out)


def said(message: Message) -> str:
    """The English sentence of `message` after checking it (and every Message in its parameters) against the
    catalogue."""
    assert isinstance(message, Message), message
    entry = (message.context, message.text, message.disambiguation)
    assert entry in _entries(), f"not in the catalogue: {entry}"
    for name in re.findall(r"\{(\w+)\}", message.text):
        assert name in message.params, f"{name} missing in {message.text!r}"
    for value in message.params.values():
        if isinstance(value, Message):
            said(value)
    return message.english()
