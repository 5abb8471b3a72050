<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>Cafe</name>
        <message>
            <source>Africa</source>
            <translation>Africa</translation>
        </message>
        <message>
            <source>China</source>
            <translation>China</translation>
        </message>
        <message>
            <source>Cuba</source>
            <translation>Cuba</translation>
        </message>
        <message>
            <source>France</source>
            <translation>France</translation>
        </message>
        <message>
            <source>Germany</source>
            <translation>Germany</translation>
        </message>
        <message>
            <source>Great Britain</source>
            <translation>Great Britain</translation>
        </message>
        <message>
            <source>India</source>
            <translation>India</translation>
        </message>
        <message>
            <source>Italy</source>
            <translation>Italy</translation>
        </message>
        <message>
            <source>Russia</source>
            <translation>Russia</translation>
        </message>
        <message>
            <source>Spain</source>
            <translation>Spain</translation>
        </message>
        <message>
            <source>Turkey</source>
            <translation>Turkey</translation>
        </message>
        <message>
            <source>USA</source>
            <translation>USA</translation>
        </message>
        <message>
            <source>African woman</source>
            <translation>African woman</translation>
        </message>
        <message>
            <source>African man</source>
            <translation>African man</translation>
        </message>
        <message>
            <source>Chinese woman</source>
            <translation>Chinese woman</translation>
        </message>
        <message>
            <source>Chinese man</source>
            <translation>Chinese man</translation>
        </message>
        <message>
            <source>Cuban woman</source>
            <translation>Cuban woman</translation>
        </message>
        <message>
            <source>Cuban man</source>
            <translation>Cuban man</translation>
        </message>
        <message>
            <source>French woman</source>
            <translation>French woman</translation>
        </message>
        <message>
            <source>French man</source>
            <translation>French man</translation>
        </message>
        <message>
            <source>German woman</source>
            <translation>German woman</translation>
        </message>
        <message>
            <source>German man</source>
            <translation>German man</translation>
        </message>
        <message>
            <source>British woman</source>
            <translation>British woman</translation>
        </message>
        <message>
            <source>British man</source>
            <translation>British man</translation>
        </message>
        <message>
            <source>Indian woman</source>
            <translation>Indian woman</translation>
        </message>
        <message>
            <source>Indian man</source>
            <translation>Indian man</translation>
        </message>
        <message>
            <source>Italian woman</source>
            <translation>Italian woman</translation>
        </message>
        <message>
            <source>Italian man</source>
            <translation>Italian man</translation>
        </message>
        <message>
            <source>Russian woman</source>
            <translation>Russian woman</translation>
        </message>
        <message>
            <source>Russian man</source>
            <translation>Russian man</translation>
        </message>
        <message>
            <source>Spanish woman</source>
            <translation>Spanish woman</translation>
        </message>
        <message>
            <source>Spanish man</source>
            <translation>Spanish man</translation>
        </message>
        <message>
            <source>Turkish woman</source>
            <translation>Turkish woman</translation>
        </message>
        <message>
            <source>Turkish man</source>
            <translation>Turkish man</translation>
        </message>
        <message>
            <source>American woman</source>
            <translation>American woman</translation>
        </message>
        <message>
            <source>American man</source>
            <translation>American man</translation>
        </message>
        <message>
            <source>joker woman</source>
            <translation>joker woman</translation>
        </message>
        <message>
            <source>joker man</source>
            <translation>joker man</translation>
        </message>
        <message>
            <source>The café board file {path} is broken: {problem}</source>
            <translation>The café board file {path} is broken: {problem}</translation>
        </message>
        <message>
            <source>A table cannot have three women.</source>
            <translation>A table cannot have three women.</translation>
        </message>
        <message>
            <source>A table cannot have three men.</source>
            <translation>A table cannot have three men.</translation>
        </message>
        <message>
            <source>A table cannot have only women: seat a man with them.</source>
            <translation>A table cannot have only women: seat a man with them.</translation>
        </message>
        <message>
            <source>A table cannot have only men: seat a woman with them.</source>
            <translation>A table cannot have only men: seat a woman with them.</translation>
        </message>
        <message>
            <source>This chair is for guests from {nation} (or a joker).</source>
            <translation>This chair is for guests from {nation} (or a joker).</translation>
        </message>
        <message>
            <source>This chair is for guests from {a} or {b} (or a joker).</source>
            <translation>This chair is for guests from {a} or {b} (or a joker).</translation>
        </message>
        <message>
            <source>Seat one or two guests.</source>
            <translation>Seat one or two guests.</translation>
        </message>
        <message>
            <source>There is no such chair.</source>
            <translation>There is no such chair.</translation>
        </message>
        <message>
            <source>You have no {guest} in your hand.</source>
            <translation>You have no {guest} in your hand.</translation>
        </message>
        <message>
            <source>This chair is already taken.</source>
            <translation>This chair is already taken.</translation>
        </message>
        <message>
            <source>A guest cannot stay alone at a table, unless their chair is shared with a table where they join a group.</source>
            <translation>A guest cannot stay alone at a table, unless their chair is shared with a table where they join a group.</translation>
        </message>
        <message>
            <source>Seat a second guest at this empty table in the same turn.</source>
            <translation>Seat a second guest at this empty table in the same turn.</translation>
        </message>
        <message>
            <source>Every guest must score: seat the {guest} next to other guests.</source>
            <translation>Every guest must score: seat the {guest} next to other guests.</translation>
        </message>
    </context>
    <context>
        <name>Canyon</name>
        <message>
            <source>paddles</source>
            <translation>paddles</translation>
        </message>
        <message>
            <source>pines</source>
            <translation>pines</translation>
        </message>
        <message>
            <source>flames</source>
            <translation>flames</translation>
        </message>
        <message>
            <source>suns</source>
            <translation>suns</translation>
        </message>
        <message>
            <source>feathers</source>
            <translation>feathers</translation>
        </message>
        <message>
            <source>{value} of {suit}</source>
            <extracomment>Cards dealt to each seat at each step of the round track (K-TRACK); step numbers are 1-based.</extracomment>
            <translation>{value} of {suit}</translation>
        </message>
        <message>
            <source>The river file {name} is empty.</source>
            <extracomment>Cells a canoe may paddle through or end on.</extracomment>
            <translation>The river file {name} is empty.</translation>
        </message>
        <message>
            <source>The river file {name} has an unknown sign “{sign}” on line {line}, column {col}.</source>
            <translation>The river file {name} has an unknown sign “{sign}” on line {line}, column {col}.</translation>
        </message>
        <message>
            <source>The river file {name} has {found} {what}, not {expected}.</source>
            <translation>The river file {name} has {found} {what}, not {expected}.</translation>
        </message>
        <message>
            <source>The river file {name} has no waterfall.</source>
            <translation>The river file {name} has no waterfall.</translation>
        </message>
        <message>
            <source>The river file {name}: the arrow on line {line}, column {col} does not point at the current or the waterfall.</source>
            <translation>The river file {name}: the arrow on line {line}, column {col} does not point at the current or the waterfall.</translation>
        </message>
        <message>
            <source>The river file {name}: the current from line {line}, column {col} flows in a loop.</source>
            <translation>The river file {name}: the current from line {line}, column {col} flows in a loop.</translation>
        </message>
        <message>
            <source>The river file {name}: the current must fill the last {n} water rows before the docks.</source>
            <translation>The river file {name}: the current must fill the last {n} water rows before the docks.</translation>
        </message>
        <message>
            <source>The river file {name}: the water on line {line}, column {col} cannot reach a landing dock.</source>
            <translation>The river file {name}: the water on line {line}, column {col} cannot reach a landing dock.</translation>
        </message>
        <message>
            <source>The river file {name}: the shortest routes from the start spaces are {routes} moves; the best must be {best} and none above {worst}.</source>
            <translation>The river file {name}: the shortest routes from the start spaces are {routes} moves; the best must be {best} and none above {worst}.</translation>
        </message>
        <message>
            <source>The river file {name} cannot be read: {reason}</source>
            <translation>The river file {name} cannot be read: {reason}</translation>
        </message>
        <message>
            <source>{name} puts their canoe on a start space.</source>
            <translation>{name} puts their canoe on a start space.</translation>
        </message>
        <message>
            <source>Round {round}: {dealer} deals {cards} cards each; trump is {trump} ({card}).</source>
            <translation>Round {round}: {dealer} deals {cards} cards each; trump is {trump} ({card}).</translation>
        </message>
        <message>
            <source>{name} bids {bid}.</source>
            <translation>{name} bids {bid}.</translation>
        </message>
        <message>
            <source>{name} has chosen a speed.</source>
            <translation>{name} has chosen a speed.</translation>
        </message>
        <message>
            <source>Bids revealed: {bids}.</source>
            <translation>Bids revealed: {bids}.</translation>
        </message>
        <message>
            <source>{name} plays the {card}.</source>
            <translation>{name} plays the {card}.</translation>
        </message>
        <message>
            <source>{name} wins the trick ({tricks} so far).</source>
            <translation>{name} wins the trick ({tricks} so far).</translation>
        </message>
        <message>
            <source>{name} bid {bid}, won {won}: in the current without the exact bid, the canoe drifts.</source>
            <translation>{name} bid {bid}, won {won}: in the current without the exact bid, the canoe drifts.</translation>
        </message>
        <message>
            <source>{name} bid {bid}, won {won}: {points} movement points.</source>
            <translation>{name} bid {bid}, won {won}: {points} movement points.</translation>
        </message>
        <message>
            <source>{name} paddles {used} cells.</source>
            <translation>{name} paddles {used} cells.</translation>
        </message>
        <message>
            <source>{name} reaches the landing with {left} points to spare!</source>
            <translation>{name} reaches the landing with {left} points to spare!</translation>
        </message>
        <message>
            <source>{name} is blocked and cannot get any closer.</source>
            <translation>{name} is blocked and cannot get any closer.</translation>
        </message>
        <message>
            <source>{name} has no movement points.</source>
            <translation>{name} has no movement points.</translation>
        </message>
        <message>
            <source>{name} drifts with the current.</source>
            <translation>{name} drifts with the current.</translation>
        </message>
        <message>
            <source>{name} is pushed by {by}.</source>
            <translation>{name} is pushed by {by}.</translation>
        </message>
        <message>
            <source>{name} goes over the waterfall!</source>
            <translation>{name} goes over the waterfall!</translation>
        </message>
        <message>
            <source>{name} climbs through the cave and restarts from the bridge.</source>
            <translation>{name} climbs through the cave and restarts from the bridge.</translation>
        </message>
        <message>
            <source>{name} is still in the cave and moves next round.</source>
            <translation>{name} is still in the cave and moves next round.</translation>
        </message>
        <message>
            <source>{names} wins the race!</source>
            <translation>{names} wins the race!</translation>
        </message>
        <message>
            <source>Shorter luck</source>
            <translation>Shorter luck</translation>
        </message>
        <message>
            <source>Skip the rounds of 3, 2, 1 and 2 cards (steps 6–9).</source>
            <translation>Skip the rounds of 3, 2, 1 and 2 cards (steps 6–9).</translation>
        </message>
        <message>
            <source>Secret bids</source>
            <translation>Secret bids</translation>
        </message>
        <message>
            <source>Speed cards are chosen face down and revealed together.</source>
            <translation>Speed cards are chosen face down and revealed together.</translation>
        </message>
        <message>
            <source>The race is over.</source>
            <translation>The race is over.</translation>
        </message>
        <message>
            <source>The canoes are being put on the start spaces now.</source>
            <translation>The canoes are being put on the start spaces now.</translation>
        </message>
        <message>
            <source>The seats are choosing their speed now.</source>
            <translation>The seats are choosing their speed now.</translation>
        </message>
        <message>
            <source>The tricks are being played now.</source>
            <translation>The tricks are being played now.</translation>
        </message>
        <message>
            <source>The canoes are moving now.</source>
            <translation>The canoes are moving now.</translation>
        </message>
        <message>
            <source>It is not this seat’s turn.</source>
            <translation>It is not this seat’s turn.</translation>
        </message>
        <message>
            <source>A canoe starts on a free start space.</source>
            <translation>A canoe starts on a free start space.</translation>
        </message>
        <message>
            <source>A speed bid is 0 to 7.</source>
            <translation>A speed bid is 0 to 7.</translation>
        </message>
        <message>
            <source>You do not hold that card.</source>
            <translation>You do not hold that card.</translation>
        </message>
        <message>
            <source>You must follow the suit that was led.</source>
            <translation>You must follow the suit that was led.</translation>
        </message>
        <message>
            <source>The canoe must end as close to the finish as its points allow.</source>
            <translation>The canoe must end as close to the finish as its points allow.</translation>
        </message>
        <message>
            <source>Several canoes docked: the one with the most points left over wins.</source>
            <translation>Several canoes docked: the one with the most points left over wins.</translation>
        </message>
        <message>
            <source>Several canoes docked with the same points left over: the higher speed bid wins.</source>
            <translation>Several canoes docked with the same points left over: the higher speed bid wins.</translation>
        </message>
        <message>
            <source>Several canoes docked with the same points left over and the same bid: they share the win.</source>
            <translation>Several canoes docked with the same points left over and the same bid: they share the win.</translation>
        </message>
        <message>
            <source>Canoes at the start</source>
            <translation>Canoes at the start</translation>
        </message>
        <message>
            <source>Round {round} · leading canoe {cells} cells from the landing</source>
            <translation>Round {round} · leading canoe {cells} cells from the landing</translation>
        </message>
    </context>
    <context>
        <name>Controller</name>
        <message>
            <source>That seat is played by the computer.</source>
            <translation>That seat is played by the computer.</translation>
        </message>
    </context>
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
        <name>HandoffScreen</name>
        <message>
            <source>Pass the computer to {name}</source>
            <translation>Pass the computer to {name}</translation>
        </message>
        <message>
            <source>Everyone else, please look away: {name}'s hand is about to be shown.</source>
            <translation>Everyone else, please look away: {name}'s hand is about to be shown.</translation>
        </message>
        <message>
            <source>I am {name}: show my game</source>
            <translation>I am {name}: show my game</translation>
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
    <context>
        <name>Settings</name>
        <message>
            <source>No animation</source>
            <translation>No animation</translation>
        </message>
        <message>
            <source>Fast animations</source>
            <translation>Fast animations</translation>
        </message>
        <message>
            <source>Normal animations</source>
            <translation>Normal animations</translation>
        </message>
        <message>
            <source>Slow animations</source>
            <translation>Slow animations</translation>
        </message>
        <message>
            <source>Quick computer players</source>
            <translation>Quick computer players</translation>
        </message>
        <message>
            <source>Computer players at a steady pace</source>
            <translation>Computer players at a steady pace</translation>
        </message>
        <message>
            <source>Computer players take their time</source>
            <translation>Computer players take their time</translation>
        </message>
    </context>
</TS>
