"""U-PHOTO and the colour-blind aid from the UNO table: the "Cards…" button opens the deck designer
(cafegames/ui/deck_designer.py); the aid is the Settings key "colour_aid", shared with the Settings dialog."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def colour_aid(settings) -> bool:
    """The colour-blind aid setting ("colour_aid"; a `colour_aid` property of Settings wins when there is one)."""
    value = getattr(type(settings), "colour_aid", None)
    if isinstance(value, property):
        return bool(settings.colour_aid)
    try:
        return bool(settings.json_value("colour_aid", False))
    except Exception:
        return False


def set_colour_aid(settings, on: bool) -> None:
    if isinstance(getattr(type(settings), "colour_aid", None), property):
        settings.colour_aid = on
    else:
        settings.set_json_value("colour_aid", bool(on))
    changed = getattr(settings, "changed", None)
    if changed is not None:
        changed.emit("colour_aid")


def DeckDialog(settings, parent: QWidget | None = None):  # noqa: N802 - kept: the table's "Cards…" opens it
    """The deck designer (cafegames/ui/deck_designer.py)."""
    from cafegames.ui.deck_designer import DeckDesigner

    return DeckDesigner(settings, parent)


__all__ = ["DeckDialog", "colour_aid", "set_colour_aid"]
