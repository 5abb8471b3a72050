"""The keys of Café International's table (see cafegames/engine/keys.py; `CafeScene.keyPressEvent`)."""

from cafegames.engine.keys import KeyHelp
from cafegames.engine.messages import QT_TRANSLATE_NOOP

CTX = "CafeKeys"
KEYS = (
    KeyHelp(("Left", "Right", "Up", "Down"),
            QT_TRANSLATE_NOOP("CafeKeys", "Go from guest to guest, or to the nearest place for the picked guest"), CTX),
    KeyHelp(("Tab", "Shift+Tab"), QT_TRANSLATE_NOOP("CafeKeys", "Go to the next or the previous place, in reading "
                                                                "order"), CTX),
    KeyHelp(("Return", "Enter", "Space"), QT_TRANSLATE_NOOP("CafeKeys", "Pick the guest, or seat it there"), CTX),
    KeyHelp(("Esc",), QT_TRANSLATE_NOOP("CafeKeys", "Put the picked guest back"), CTX),
    KeyHelp(("B",), QT_TRANSLATE_NOOP("CafeKeys", "Send the guest to the bar"), CTX),
    KeyHelp(("E",), QT_TRANSLATE_NOOP("CafeKeys", "End the turn"), CTX),
    KeyHelp(("Backspace",), QT_TRANSLATE_NOOP("CafeKeys", "Take back the last guest placed this turn"), CTX),
)
