<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>Cafe</name>
        <message>
            <source>Africa</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>China</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cuba</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>France</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Germany</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Great Britain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>India</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Italy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Russia</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turkey</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>USA</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>African woman</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>African man</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chinese woman</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chinese man</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cuban woman</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cuban man</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>French woman</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>French man</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>German woman</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>German man</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>British woman</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>British man</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Indian woman</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Indian man</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Italian woman</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Italian man</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Russian woman</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Russian man</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spanish woman</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spanish man</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turkish woman</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turkish man</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>American woman</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>American man</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>joker woman</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>joker man</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The café board file {path} is broken: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A table cannot have three women.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A table cannot have three men.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A table cannot have only women: seat a man with them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A table cannot have only men: seat a woman with them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This chair is for guests from {nation} (or a joker).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This chair is for guests from {a} or {b} (or a joker).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seat one or two guests.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no such chair.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You have no {guest} in your hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This chair is already taken.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A guest cannot stay alone at a table, unless their chair is shared with a table where they join a group.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seat a second guest at this empty table in the same turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every guest must score: seat the {guest} next to other guests.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Canyon</name>
        <message>
            <source>paddles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pines</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>flames</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>suns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>feathers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value} of {suit}</source>
            <extracomment>Cards dealt to each seat at each step of the round track (K-TRACK); step numbers are 1-based.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The river file {name} is empty.</source>
            <extracomment>Cells a canoe may paddle through or end on.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The river file {name} has an unknown sign “{sign}” on line {line}, column {col}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The river file {name} has {found} {what}, not {expected}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The river file {name} has no waterfall.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The river file {name}: the arrow on line {line}, column {col} does not point at the current or the waterfall.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The river file {name}: the current from line {line}, column {col} flows in a loop.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The river file {name}: the current must fill the last {n} water rows before the docks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The river file {name}: the water on line {line}, column {col} cannot reach a landing dock.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The river file {name}: the shortest routes from the start spaces are {routes} moves; the best must be {best} and none above {worst}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The river file {name} cannot be read: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} puts their canoe on a start space.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {round}: {dealer} deals {cards} cards each; trump is {trump} ({card}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} bids {bid}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} has chosen a speed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bids revealed: {bids}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} plays the {card}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} wins the trick ({tricks} so far).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} bid {bid}, won {won}: in the current without the exact bid, the canoe drifts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} bid {bid}, won {won}: {points} movement points.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} paddles {used} cells.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} reaches the landing with {left} points to spare!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is blocked and cannot get any closer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} has no movement points.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} drifts with the current.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is pushed by {by}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} goes over the waterfall!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} climbs through the cave and restarts from the bridge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is still in the cave and moves next round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{names} wins the race!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shorter luck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Skip the rounds of 3, 2, 1 and 2 cards (steps 6–9).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Secret bids</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Speed cards are chosen face down and revealed together.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The race is over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The canoes are being put on the start spaces now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The seats are choosing their speed now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tricks are being played now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The canoes are moving now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It is not this seat’s turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A canoe starts on a free start space.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A speed bid is 0 to 7.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You do not hold that card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You must follow the suit that was led.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The canoe must end as close to the finish as its points allow.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Several canoes docked: the one with the most points left over wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Several canoes docked with the same points left over: the higher speed bid wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Several canoes docked with the same points left over and the same bid: they share the win.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Canoes at the start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round {round} · leading canoe {cells} cells from the landing</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Controller</name>
        <message>
            <source>That seat is played by the computer.</source>
            <translation>Cette place est jouée par l’ordinateur.</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>Unknown game “{id}”; the games are: {ids}.</source>
            <translation>Jeu inconnu « {id} » ; les jeux sont : {ids}.</translation>
        </message>
        <message>
            <source>UNO</source>
            <translation>UNO</translation>
        </message>
        <message>
            <source>Match colours and numbers, pile on the Draw Fours, and don't forget to call UNO!</source>
            <translation>Assortissez couleurs et chiffres, faites piocher les autres et n’oubliez pas de dire UNO !</translation>
        </message>
        <message>
            <source>Café International</source>
            <translation>Café International</translation>
        </message>
        <message>
            <source>Seat guests from twelve nations at the café's tables: two men, two women, and never anyone alone.</source>
            <translation>Installez aux tables du café des clients de douze nations : deux hommes, deux femmes, et jamais personne seul.</translation>
        </message>
        <message>
            <source>Canyon</source>
            <translation>Canyon</translation>
        </message>
        <message>
            <source>Bid your tricks, win them exactly, and paddle first to the landing before the waterfall takes you.</source>
            <translation>Annoncez vos plis, réussissez-les exactement et pagayez le premier jusqu’à l’embarcadère avant que la cascade ne vous emporte.</translation>
        </message>
    </context>
    <context>
        <name>HandoffScreen</name>
        <message>
            <source>Pass the computer to {name}</source>
            <translation>Passez l’ordinateur à {name}</translation>
        </message>
        <message>
            <source>Everyone else, please look away: {name}'s hand is about to be shown.</source>
            <translation>Les autres, regardez ailleurs : le jeu de {name} va s’afficher.</translation>
        </message>
        <message>
            <source>I am {name}: show my game</source>
            <translation>Je suis {name} : montrer mon jeu</translation>
        </message>
    </context>
    <context>
        <name>Match</name>
        <message>
            <source>Action {n} comes after the end of the game.</source>
            <translation>L’action {n} vient après la fin de la partie.</translation>
        </message>
        <message>
            <source>Action {n} is not allowed: {reason}</source>
            <translation>L’action {n} n’est pas permise : {reason}</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>{game} is played by {lo} to {hi} seats, not {n}.</source>
            <translation>{game} se joue de {lo} à {hi} places, pas {n}.</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>Option {key} must be between {lo} and {hi}.</source>
            <translation>L’option {key} doit être comprise entre {lo} et {hi}.</translation>
        </message>
        <message>
            <source>Option {key} must be one of: {choices}.</source>
            <translation>L’option {key} doit valoir l’une de ces valeurs : {choices}.</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>vrai ou faux</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>un nombre entier</translation>
        </message>
        <message>
            <source>a word</source>
            <translation>un mot</translation>
        </message>
        <message>
            <source>Option {key} expects {expected}, not “{value}”.</source>
            <translation>L’option {key} attend {expected}, pas « {value} ».</translation>
        </message>
        <message>
            <source>Options must be a table of names and values.</source>
            <translation>Les options doivent être une table de noms et de valeurs.</translation>
        </message>
        <message>
            <source>Unknown option “{key}”; this game knows: {keys}.</source>
            <translation>Option inconnue « {key} » ; ce jeu connaît : {keys}.</translation>
        </message>
        <message>
            <source>“{part}” is not key=value.</source>
            <translation>« {part} » n’est pas de la forme clé=valeur.</translation>
        </message>
    </context>
    <context>
        <name>Saves</name>
        <message>
            <source>The game could not be saved to {path}: {reason}</source>
            <translation>La partie n’a pas pu être enregistrée dans {path} : {reason}</translation>
        </message>
        <message>
            <source>The file is {mb} MB, far too big for a saved game.</source>
            <translation>Le fichier fait {mb} Mo, bien trop pour une partie enregistrée.</translation>
        </message>
        <message>
            <source>The file {path} does not exist.</source>
            <translation>Le fichier {path} n’existe pas.</translation>
        </message>
        <message>
            <source>{path} is a folder, not a saved game.</source>
            <translation>{path} est un dossier, pas une partie enregistrée.</translation>
        </message>
        <message>
            <source>The file {path} cannot be read: {reason}</source>
            <translation>Le fichier {path} ne peut pas être lu : {reason}</translation>
        </message>
        <message>
            <source>The file is not text (invalid UTF-8 at byte {pos}).</source>
            <translation>Le fichier n’est pas du texte (UTF-8 invalide à l’octet {pos}).</translation>
        </message>
        <message>
            <source>The file is empty.</source>
            <translation>Le fichier est vide.</translation>
        </message>
        <message>
            <source>The file is nested too deeply to be a saved game.</source>
            <translation>Le fichier est imbriqué trop profondément pour être une partie enregistrée.</translation>
        </message>
        <message>
            <source>The file is cut short (it ends at line {line}): it was not saved completely.</source>
            <translation>Le fichier est tronqué (il s’arrête à la ligne {line}) : il n’a pas été enregistré entièrement.</translation>
        </message>
        <message>
            <source>The file is damaged: {reason} at line {line}, column {col}.</source>
            <translation>Le fichier est abîmé : {reason} à la ligne {line}, colonne {col}.</translation>
        </message>
        <message>
            <source>The file is damaged: {reason}.</source>
            <translation>Le fichier est abîmé : {reason}.</translation>
        </message>
        <message>
            <source>The file does not hold a saved game (no object at the top).</source>
            <translation>Le fichier ne contient pas de partie enregistrée (pas d’objet au premier niveau).</translation>
        </message>
        <message>
            <source>The field “{field}” is missing.</source>
            <translation>Le champ « {field} » manque.</translation>
        </message>
        <message>
            <source>The field “{field}” should be {what}.</source>
            <translation>Le champ « {field} » devrait être {what}.</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>une liste</translation>
        </message>
        <message>
            <source>The file has no format version.</source>
            <translation>Le fichier n’indique pas de version de format.</translation>
        </message>
        <message>
            <source>This game was saved by a newer version of cafegames (format {v}); update the app to open it.</source>
            <translation>Cette partie a été enregistrée par une version plus récente de cafegames (format {v}) ; mettez l’application à jour pour l’ouvrir.</translation>
        </message>
        <message>
            <source>Format version {v} is not known.</source>
            <translation>La version de format {v} est inconnue.</translation>
        </message>
        <message>
            <source>This is not a cafegames saved game.</source>
            <translation>Ce n’est pas une partie enregistrée par cafegames.</translation>
        </message>
        <message>
            <source>the name of a game</source>
            <translation>le nom d’un jeu</translation>
        </message>
        <message>
            <source>The game “{game}” is not one this version knows.</source>
            <translation>Le jeu « {game} » n’est pas connu de cette version.</translation>
        </message>
        <message>
            <source>a list of seats</source>
            <translation>une liste de places</translation>
        </message>
        <message>
            <source>The file has {n} seats; {game} needs {lo} to {hi}.</source>
            <translation>Le fichier compte {n} places ; {game} en demande de {lo} à {hi}.</translation>
        </message>
        <message>
            <source>a table of options</source>
            <translation>une table d’options</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>un nombre entier</translation>
        </message>
        <message>
            <source>The seed {seed} is out of range.</source>
            <translation>La graine {seed} est hors limites.</translation>
        </message>
        <message>
            <source>a list of actions</source>
            <translation>une liste d’actions</translation>
        </message>
        <message>
            <source>The file has {n} actions, more than any real game.</source>
            <translation>Le fichier compte {n} actions, plus qu’aucune vraie partie.</translation>
        </message>
        <message>
            <source>Action {n} cannot be read: {reason}.</source>
            <translation>L’action {n} est illisible : {reason}.</translation>
        </message>
        <message>
            <source>Seat {n} is not described correctly.</source>
            <translation>La place {n} n’est pas décrite correctement.</translation>
        </message>
        <message>
            <source>Seat {n} has no name.</source>
            <translation>La place {n} n’a pas de nom.</translation>
        </message>
        <message>
            <source>Seat {n}: {reason}</source>
            <translation>Place {n} : {reason}</translation>
        </message>
        <message>
            <source>Seat {n} is neither human nor computer.</source>
            <translation>La place {n} n’est ni humaine ni ordinateur.</translation>
        </message>
        <message>
            <source>Seat {n} has an unknown level.</source>
            <translation>La place {n} a un niveau inconnu.</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <source>Every seat needs a name.</source>
            <translation>Chaque place a besoin d’un nom.</translation>
        </message>
        <message>
            <source>The name “{name}” is longer than {n} characters.</source>
            <translation>Le nom « {name} » dépasse {n} caractères.</translation>
        </message>
        <message>
            <source>A name cannot hold control characters.</source>
            <translation>Un nom ne peut pas contenir de caractères de contrôle.</translation>
        </message>
        <message>
            <source>“{part}” is not a seat: write Name:human or Name:computer:level.</source>
            <translation>« {part} » n’est pas une place : écrivez Nom:human ou Nom:computer:niveau.</translation>
        </message>
        <message>
            <source>“{kind}” is not human or computer.</source>
            <translation>« {kind} » n’est ni human ni computer.</translation>
        </message>
        <message>
            <source>“{level}” is not a level; choose among {levels}.</source>
            <translation>« {level} » n’est pas un niveau ; choisissez parmi {levels}.</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>No animation</source>
            <translation>Sans animation</translation>
        </message>
        <message>
            <source>Fast animations</source>
            <translation>Animations rapides</translation>
        </message>
        <message>
            <source>Normal animations</source>
            <translation>Animations normales</translation>
        </message>
        <message>
            <source>Slow animations</source>
            <translation>Animations lentes</translation>
        </message>
        <message>
            <source>Quick computer players</source>
            <translation>Ordinateur rapide</translation>
        </message>
        <message>
            <source>Computer players at a steady pace</source>
            <translation>Ordinateur à rythme posé</translation>
        </message>
        <message>
            <source>Computer players take their time</source>
            <translation>Ordinateur qui prend son temps</translation>
        </message>
    </context>
</TS>
