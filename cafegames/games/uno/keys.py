"""The keys of UNO's table (see cafegames/engine/keys.py; handled in `UnoScene.keyPressEvent`)."""

from cafegames.engine.keys import KeyHelp
from cafegames.engine.messages import QT_TRANSLATE_NOOP

CTX = "UnoKeys"
KEYS = (
    KeyHelp(("Left", "Right"), QT_TRANSLATE_NOOP("UnoKeys", "Choose a card in your hand"), CTX),
    KeyHelp(("Return", "Enter"), QT_TRANSLATE_NOOP("UnoKeys", "Play the chosen card"), CTX),
    KeyHelp(("S",), QT_TRANSLATE_NOOP("UnoKeys", "Sort your hand by number, or by colour again"), CTX),
    KeyHelp(("D",), QT_TRANSLATE_NOOP("UnoKeys", "Draw a card, or take the cards you must take"), CTX),
    KeyHelp(("K",), QT_TRANSLATE_NOOP("UnoKeys", "Keep the card you drew, or end your run"), CTX),
    KeyHelp(("U",), QT_TRANSLATE_NOOP("UnoKeys", "Call UNO"), CTX),
    KeyHelp(("X",), QT_TRANSLATE_NOOP("UnoKeys", "Catch a player who did not call UNO"), CTX),
    KeyHelp(("C",), QT_TRANSLATE_NOOP("UnoKeys", "Challenge the Wild Draw Four played on you"), CTX),
    KeyHelp(("1", "2", "3", "4", "R", "Y", "G", "B", "J", "V"),
            QT_TRANSLATE_NOOP("UnoKeys", "Name a wild's colour: 1 red, 2 yellow, 3 green, 4 blue"), CTX),
    KeyHelp(("1", "2", "3", "4", "5", "6", "7", "8", "9"),
            QT_TRANSLATE_NOOP("UnoKeys", "Choose the player a 7 swaps hands with"), CTX),
    KeyHelp(("1", "2", "3", "4", "5", "6", "7", "8", "9"),
            QT_TRANSLATE_NOOP("UnoKeys", "UNO Olympique: choose the first, second… button of the open panel"), CTX),
    KeyHelp(("Esc",), QT_TRANSLATE_NOOP("UnoKeys", "Close the colour or player choice"), CTX),
    KeyHelp(("N", "Return", "Enter", "Space", "Esc"), QT_TRANSLATE_NOOP("UnoKeys", "Score sheet: next hand"), CTX),
)
