"""The desktop interface (Qt): main window, start page, dialogs, the shared scene and table pieces."""

from __future__ import annotations

import sys


def quicken_pyside_feature_check() -> None:
    """Make PySide6's look at each newly imported module cheaper (called once PySide6 is imported: `i18n`).

    For its `from __feature__ import snake_case` switch (PYSIDE-2029), PySide6 replaces `__import__` and asks of
    every module named in an import statement after it whether the module's source contains "PySide6", through
    `inspect.getsource` (linecache, tokenize): about 0.4 ms a module, 10-15 ms before the first frame and some
    40 ms more when a game's table is first opened. The same question answered from the file's bytes takes a tenth
    of that and gives the same answer; modules without a .py file still go to PySide6's own check. Nothing is
    changed when a PySide6 version no longer has that check."""
    feature = sys.modules.get("shibokensupport.feature")
    slow = getattr(feature, "_mod_uses_pyside", None)
    if slow is None or getattr(slow, "quick", False):
        return

    def uses_pyside(module, *args, **kwargs) -> bool:  # any further arguments a later PySide6 passes: its own
        path = getattr(module, "__file__", None)
        if not args and not kwargs and isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return slow(module, *args, **kwargs)

    uses_pyside.quick = True  # type: ignore[attr-defined]
    uses_pyside.slow = slow  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside
