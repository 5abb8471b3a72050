"""The keys a table answers to, declared once per game (`games/<id>/keys.py: KEYS`) and shown by `?` over the
table (cafegames/ui/keys_overlay.py). No Qt: keys are written as Qt's portable key names ("Left", "Return", "D",
"Ctrl+Z"), texts are marked for translation where they are declared.

tests/ui/test_keys.py holds every game to its declaration: each key listed does something on the table, and no
key the table answers to is missing from the list.
"""

from __future__ import annotations

import attrs


@attrs.frozen
class KeyHelp:
    """One line of the keys overlay: the keys (any of them does it) and what they do, in the context `ctx`."""

    keys: tuple[str, ...]
    what: str
    ctx: str
