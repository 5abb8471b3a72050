<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>Games</name>
        <message>
            <source>Unknown game “{id}”; the games are: {ids}.</source>
            <translation>Unknown game “{id}”; the games are: {ids}.</translation>
        </message>
        <message>
            <source>UNO</source>
            <translation>UNO</translation>
        </message>
        <message>
            <source>Match colours and numbers, pile on the Draw Fours, and don't forget to call UNO!</source>
            <translation>Match colours and numbers, pile on the Draw Fours, and don't forget to call UNO!</translation>
        </message>
        <message>
            <source>Café International</source>
            <translation>Café International</translation>
        </message>
        <message>
            <source>Seat guests from twelve nations at the café's tables: two men, two women, and never anyone alone.</source>
            <translation>Seat guests from twelve nations at the café's tables: two men, two women, and never anyone alone.</translation>
        </message>
        <message>
            <source>Canyon</source>
            <translation>Canyon</translation>
        </message>
        <message>
            <source>Bid your tricks, win them exactly, and paddle first to the landing before the waterfall takes you.</source>
            <translation>Bid your tricks, win them exactly, and paddle first to the landing before the waterfall takes you.</translation>
        </message>
    </context>
    <context>
        <name>Match</name>
        <message>
            <source>Action {n} comes after the end of the game.</source>
            <translation>Action {n} comes after the end of the game.</translation>
        </message>
        <message>
            <source>Action {n} is not allowed: {reason}</source>
            <translation>Action {n} is not allowed: {reason}</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>{game} is played by {lo} to {hi} seats, not {n}.</source>
            <translation>{game} is played by {lo} to {hi} seats, not {n}.</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>Option {key} must be between {lo} and {hi}.</source>
            <translation>Option {key} must be between {lo} and {hi}.</translation>
        </message>
        <message>
            <source>Option {key} must be one of: {choices}.</source>
            <translation>Option {key} must be one of: {choices}.</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true or false</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>a whole number</translation>
        </message>
        <message>
            <source>a word</source>
            <translation>a word</translation>
        </message>
        <message>
            <source>Option {key} expects {expected}, not “{value}”.</source>
            <translation>Option {key} expects {expected}, not “{value}”.</translation>
        </message>
        <message>
            <source>Options must be a table of names and values.</source>
            <translation>Options must be a table of names and values.</translation>
        </message>
        <message>
            <source>Unknown option “{key}”; this game knows: {keys}.</source>
            <translation>Unknown option “{key}”; this game knows: {keys}.</translation>
        </message>
        <message>
            <source>“{part}” is not key=value.</source>
            <translation>“{part}” is not key=value.</translation>
        </message>
    </context>
    <context>
        <name>Saves</name>
        <message>
            <source>The game could not be saved to {path}: {reason}</source>
            <translation>The game could not be saved to {path}: {reason}</translation>
        </message>
        <message>
            <source>The file is {mb} MB, far too big for a saved game.</source>
            <translation>The file is {mb} MB, far too big for a saved game.</translation>
        </message>
        <message>
            <source>The file {path} does not exist.</source>
            <translation>The file {path} does not exist.</translation>
        </message>
        <message>
            <source>{path} is a folder, not a saved game.</source>
            <translation>{path} is a folder, not a saved game.</translation>
        </message>
        <message>
            <source>The file {path} cannot be read: {reason}</source>
            <translation>The file {path} cannot be read: {reason}</translation>
        </message>
        <message>
            <source>The file is not text (invalid UTF-8 at byte {pos}).</source>
            <translation>The file is not text (invalid UTF-8 at byte {pos}).</translation>
        </message>
        <message>
            <source>The file is empty.</source>
            <translation>The file is empty.</translation>
        </message>
        <message>
            <source>The file is nested too deeply to be a saved game.</source>
            <translation>The file is nested too deeply to be a saved game.</translation>
        </message>
        <message>
            <source>The file is cut short (it ends at line {line}): it was not saved completely.</source>
            <translation>The file is cut short (it ends at line {line}): it was not saved completely.</translation>
        </message>
        <message>
            <source>The file is damaged: {reason} at line {line}, column {col}.</source>
            <translation>The file is damaged: {reason} at line {line}, column {col}.</translation>
        </message>
        <message>
            <source>The file is damaged: {reason}.</source>
            <translation>The file is damaged: {reason}.</translation>
        </message>
        <message>
            <source>The file does not hold a saved game (no object at the top).</source>
            <translation>The file does not hold a saved game (no object at the top).</translation>
        </message>
        <message>
            <source>The field “{field}” is missing.</source>
            <translation>The field “{field}” is missing.</translation>
        </message>
        <message>
            <source>The field “{field}” should be {what}.</source>
            <translation>The field “{field}” should be {what}.</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>a list</translation>
        </message>
        <message>
            <source>The file has no format version.</source>
            <translation>The file has no format version.</translation>
        </message>
        <message>
            <source>This game was saved by a newer version of cafegames (format {v}); update the app to open it.</source>
            <translation>This game was saved by a newer version of cafegames (format {v}); update the app to open it.</translation>
        </message>
        <message>
            <source>Format version {v} is not known.</source>
            <translation>Format version {v} is not known.</translation>
        </message>
        <message>
            <source>This is not a cafegames saved game.</source>
            <translation>This is not a cafegames saved game.</translation>
        </message>
        <message>
            <source>the name of a game</source>
            <translation>the name of a game</translation>
        </message>
        <message>
            <source>The game “{game}” is not one this version knows.</source>
            <translation>The game “{game}” is not one this version knows.</translation>
        </message>
        <message>
            <source>a list of seats</source>
            <translation>a list of seats</translation>
        </message>
        <message>
            <source>The file has {n} seats; {game} needs {lo} to {hi}.</source>
            <translation>The file has {n} seats; {game} needs {lo} to {hi}.</translation>
        </message>
        <message>
            <source>a table of options</source>
            <translation>a table of options</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>a whole number</translation>
        </message>
        <message>
            <source>The seed {seed} is out of range.</source>
            <translation>The seed {seed} is out of range.</translation>
        </message>
        <message>
            <source>a list of actions</source>
            <translation>a list of actions</translation>
        </message>
        <message>
            <source>The file has {n} actions, more than any real game.</source>
            <translation>The file has {n} actions, more than any real game.</translation>
        </message>
        <message>
            <source>Action {n} cannot be read: {reason}.</source>
            <translation>Action {n} cannot be read: {reason}.</translation>
        </message>
        <message>
            <source>Seat {n} is not described correctly.</source>
            <translation>Seat {n} is not described correctly.</translation>
        </message>
        <message>
            <source>Seat {n} has no name.</source>
            <translation>Seat {n} has no name.</translation>
        </message>
        <message>
            <source>Seat {n}: {reason}</source>
            <translation>Seat {n}: {reason}</translation>
        </message>
        <message>
            <source>Seat {n} is neither human nor computer.</source>
            <translation>Seat {n} is neither human nor computer.</translation>
        </message>
        <message>
            <source>Seat {n} has an unknown level.</source>
            <translation>Seat {n} has an unknown level.</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <source>Every seat needs a name.</source>
            <translation>Every seat needs a name.</translation>
        </message>
        <message>
            <source>The name “{name}” is longer than {n} characters.</source>
            <translation>The name “{name}” is longer than {n} characters.</translation>
        </message>
        <message>
            <source>A name cannot hold control characters.</source>
            <translation>A name cannot hold control characters.</translation>
        </message>
        <message>
            <source>“{part}” is not a seat: write Name:human or Name:computer:level.</source>
            <translation>“{part}” is not a seat: write Name:human or Name:computer:level.</translation>
        </message>
        <message>
            <source>“{kind}” is not human or computer.</source>
            <translation>“{kind}” is not human or computer.</translation>
        </message>
        <message>
            <source>“{level}” is not a level; choose among {levels}.</source>
            <translation>“{level}” is not a level; choose among {levels}.</translation>
        </message>
    </context>
</TS>
