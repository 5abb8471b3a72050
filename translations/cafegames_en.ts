<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>Assist</name>
        <message>
            <source>Read the rules</source>
            <translation>Read the rules</translation>
        </message>
    </context>
    <context>
        <name>AvatarButton</name>
        <message>
            <source>Choose a photo…</source>
            <translation>Choose a photo…</translation>
        </message>
        <message>
            <source>No photo</source>
            <translation>No photo</translation>
        </message>
        <message>
            <source>Or an animal:</source>
            <translation>Or an animal:</translation>
        </message>
        <message>
            <source>Photo of {name}</source>
            <translation>Photo of {name}</translation>
        </message>
        <message>
            <source>A photo for {name}</source>
            <translation>A photo for {name}</translation>
        </message>
    </context>
    <context>
        <name>Avatars</name>
        <message>
            <source>Fox</source>
            <translation>Fox</translation>
        </message>
        <message>
            <source>Cat</source>
            <translation>Cat</translation>
        </message>
        <message>
            <source>Dog</source>
            <translation>Dog</translation>
        </message>
        <message>
            <source>Bear</source>
            <translation>Bear</translation>
        </message>
        <message>
            <source>Rabbit</source>
            <translation>Rabbit</translation>
        </message>
        <message>
            <source>Owl</source>
            <translation>Owl</translation>
        </message>
        <message>
            <source>Frog</source>
            <translation>Frog</translation>
        </message>
        <message>
            <source>Panda</source>
            <translation>Panda</translation>
        </message>
        <message>
            <source>Lion</source>
            <translation>Lion</translation>
        </message>
        <message>
            <source>Pig</source>
            <translation>Pig</translation>
        </message>
        <message>
            <source>Penguin</source>
            <translation>Penguin</translation>
        </message>
        <message>
            <source>Mouse</source>
            <translation>Mouse</translation>
        </message>
    </context>
    <context>
        <name>Bots</name>
        <message>
            <source>A move picked at random.</source>
            <translation>A move picked at random.</translation>
        </message>
    </context>
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
            <source>an African woman</source>
            <translation>an African woman</translation>
        </message>
        <message>
            <source>an African man</source>
            <translation>an African man</translation>
        </message>
        <message>
            <source>a Chinese woman</source>
            <translation>a Chinese woman</translation>
        </message>
        <message>
            <source>a Chinese man</source>
            <translation>a Chinese man</translation>
        </message>
        <message>
            <source>a Cuban woman</source>
            <translation>a Cuban woman</translation>
        </message>
        <message>
            <source>a Cuban man</source>
            <translation>a Cuban man</translation>
        </message>
        <message>
            <source>a French woman</source>
            <translation>a French woman</translation>
        </message>
        <message>
            <source>a French man</source>
            <translation>a French man</translation>
        </message>
        <message>
            <source>a German woman</source>
            <translation>a German woman</translation>
        </message>
        <message>
            <source>a German man</source>
            <translation>a German man</translation>
        </message>
        <message>
            <source>a British woman</source>
            <translation>a British woman</translation>
        </message>
        <message>
            <source>a British man</source>
            <translation>a British man</translation>
        </message>
        <message>
            <source>an Indian woman</source>
            <translation>an Indian woman</translation>
        </message>
        <message>
            <source>an Indian man</source>
            <translation>an Indian man</translation>
        </message>
        <message>
            <source>an Italian woman</source>
            <translation>an Italian woman</translation>
        </message>
        <message>
            <source>an Italian man</source>
            <translation>an Italian man</translation>
        </message>
        <message>
            <source>a Russian woman</source>
            <translation>a Russian woman</translation>
        </message>
        <message>
            <source>a Russian man</source>
            <translation>a Russian man</translation>
        </message>
        <message>
            <source>a Spanish woman</source>
            <translation>a Spanish woman</translation>
        </message>
        <message>
            <source>a Spanish man</source>
            <translation>a Spanish man</translation>
        </message>
        <message>
            <source>a Turkish woman</source>
            <translation>a Turkish woman</translation>
        </message>
        <message>
            <source>a Turkish man</source>
            <translation>a Turkish man</translation>
        </message>
        <message>
            <source>an American woman</source>
            <translation>an American woman</translation>
        </message>
        <message>
            <source>an American man</source>
            <translation>an American man</translation>
        </message>
        <message>
            <source>a joker woman</source>
            <translation>a joker woman</translation>
        </message>
        <message>
            <source>a joker man</source>
            <translation>a joker man</translation>
        </message>
        <message>
            <source>The café board file {path} is damaged; installing cafegames again repairs it.</source>
            <translation>The café board file {path} is damaged; installing cafegames again repairs it.</translation>
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
            <source>A guest cannot stay alone at a table, unless their chair is shared with a table where they join a group.</source>
            <comment>woman</comment>
            <translation>A guest cannot stay alone at a table, unless their chair is shared with a table where they join a group.</translation>
        </message>
        <message>
            <source>Every guest must score: seat {guest} next to other guests.</source>
            <translation>Every guest must score: seat {guest} next to other guests.</translation>
        </message>
        <message>
            <source>No second guest in your hand can complete this turn.</source>
            <translation>No second guest in your hand can complete this turn.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <source>You cannot pass: passing is allowed only when no move is possible.</source>
            <translation>You cannot pass: passing is allowed only when no move is possible.</translation>
        </message>
        <message>
            <source>That is not a Café International move.</source>
            <translation>That is not a Café International move.</translation>
        </message>
        <message>
            <source>A second guest needs a chair.</source>
            <translation>A second guest needs a chair.</translation>
        </message>
        <message>
            <source>Choose two different chairs.</source>
            <translation>Choose two different chairs.</translation>
        </message>
        <message>
            <source>The bar is full.</source>
            <translation>The bar is full.</translation>
        </message>
        <message>
            <source>Jokers never go to the bar.</source>
            <translation>Jokers never go to the bar.</translation>
        </message>
        <message>
            <source>You do not hold {guest}.</source>
            <translation>You do not hold {guest}.</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>Turn</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Round {n}</translation>
        </message>
        <message numerus="yes">
            <source>{name} seats {guest} at {where}: %n point(s).</source>
            <translation>
                <numerusform>{name} seats {guest} at {where}: %n point.</numerusform>
                <numerusform>{name} seats {guest} at {where}: %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} completes a table of compatriots! Hand size now %n card(s).</source>
            <translation>
                <numerusform>{name} completes a table of compatriots! Hand size now %n card.</numerusform>
                <numerusform>{name} completes a table of compatriots! Hand size now %n cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} sends {guest} to bar seat {number} ({sign}%n point(s)).</source>
            <translation>
                <numerusform>{name} sends {guest} to bar seat {number} ({sign}%n point).</numerusform>
                <numerusform>{name} sends {guest} to bar seat {number} ({sign}%n points).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} cannot pay %n point(s) and leaves the game.</source>
            <translation>
                <numerusform>{name} cannot pay %n point and leaves the game.</numerusform>
                <numerusform>{name} cannot pay %n points and leaves the game.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} takes back a joker and seats {guest} instead.</source>
            <translation>{name} takes back a joker and seats {guest} instead.</translation>
        </message>
        <message>
            <source>There is no joker on that chair.</source>
            <translation>There is no joker on that chair.</translation>
        </message>
        <message>
            <source>A joker can only be exchanged for a guest who is not a joker.</source>
            <translation>A joker can only be exchanged for a guest who is not a joker.</translation>
        </message>
        <message>
            <source>A joker woman can only be exchanged for a woman, a joker man for a man.</source>
            <translation>A joker woman can only be exchanged for a woman, a joker man for a man.</translation>
        </message>
        <message>
            <source>Highest score: {points}</source>
            <translation>Highest score: {points}</translation>
        </message>
        <message>
            <source>Bar {bar}/20 · bag {bag} · {scores}</source>
            <translation>Bar {bar}/20 · bag {bag} · {scores}</translation>
        </message>
        <message>
            <source>{a} and {b}</source>
            <translation>{a} and {b}</translation>
        </message>
        <message>
            <source>{name} cannot seat anyone and passes (only jokers in hand and no scoring chair).</source>
            <translation>{name} cannot seat anyone and passes (only jokers in hand and no scoring chair).</translation>
        </message>
        <message numerus="yes">
            <source>{name} loses %n point(s) (guests left in hand: {cards}, jokers: {jokers}).</source>
            <translation>
                <numerusform>{name} loses %n point (guests left in hand: {cards}, jokers: {jokers}).</numerusform>
                <numerusform>{name} loses %n points (guests left in hand: {cards}, jokers: {jokers}).</numerusform>
            </translation>
        </message>
        <message>
            <source>Only one player is left: the game is over.</source>
            <translation>Only one player is left: the game is over.</translation>
        </message>
        <message>
            <source>The bar is full: the game is over.</source>
            <translation>The bar is full: the game is over.</translation>
        </message>
        <message>
            <source>Every chair is taken: the game is over.</source>
            <translation>Every chair is taken: the game is over.</translation>
        </message>
        <message>
            <source>Only four guests or fewer are left in the bag: the game is over.</source>
            <translation>Only four guests or fewer are left in the bag: the game is over.</translation>
        </message>
        <message>
            <source>A player has no guests left: the game is over.</source>
            <translation>A player has no guests left: the game is over.</translation>
        </message>
        <message>
            <source>A player has completed five tables of compatriots and draws no more guests: the game is over.</source>
            <translation>A player has completed five tables of compatriots and draws no more guests: the game is over.</translation>
        </message>
        <message>
            <source>Nobody can seat anyone any more: the game is over.</source>
            <translation>Nobody can seat anyone any more: the game is over.</translation>
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
    </context>
    <context>
        <name>CafeBots</name>
        <message>
            <source>the {nation} table</source>
            <translation>the {nation} table</translation>
        </message>
        <message>
            <source>the {a} and {b} tables</source>
            <translation>the {a} and {b} tables</translation>
        </message>
        <message>
            <source>one point</source>
            <translation>one point</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message>
            <source>Nobody can be seated: you hold only jokers and no chair would score, so you pass.</source>
            <translation>Nobody can be seated: you hold only jokers and no chair would score, so you pass.</translation>
        </message>
        <message>
            <source>Seat {guest} in the joker’s place and take the joker back: it can go anywhere later.</source>
            <translation>Seat {guest} in the joker’s place and take the joker back: it can go anywhere later.</translation>
        </message>
        <message>
            <source>Send {guest} to the bar: the next bar seat still gives {points}.</source>
            <translation>Send {guest} to the bar: the next bar seat still gives {points}.</translation>
        </message>
        <message>
            <source>Send {guest} to the bar: no chair takes them, and holding them to the end would cost more.</source>
            <translation>Send {guest} to the bar: no chair takes them, and holding them to the end would cost more.</translation>
        </message>
        <message>
            <source>Seat {guest} at {table}: it completes a table of compatriots, 8 points and one guest fewer to hold from now on.</source>
            <translation>Seat {guest} at {table}: it completes a table of compatriots, 8 points and one guest fewer to hold from now on.</translation>
        </message>
        <message>
            <source>Seat {guest} at {table}: the first guest of the game may sit alone.</source>
            <translation>Seat {guest} at {table}: the first guest of the game may sit alone.</translation>
        </message>
        <message>
            <source>Seat {guest} and {guest2}: {points}, and it leaves the others {denied} fewer to score next turn.</source>
            <translation>Seat {guest} and {guest2}: {points}, and it leaves the others {denied} fewer to score next turn.</translation>
        </message>
        <message>
            <source>Seat {guest} at {table}: {points}, and it leaves the others {denied} fewer to score next turn.</source>
            <translation>Seat {guest} at {table}: {points}, and it leaves the others {denied} fewer to score next turn.</translation>
        </message>
        <message>
            <source>Seat {guest} and {guest2} together at {table}: {points}.</source>
            <translation>Seat {guest} and {guest2} together at {table}: {points}.</translation>
        </message>
        <message>
            <source>Seat {guest} at {table} and {guest2} at {table2}: {points}.</source>
            <translation>Seat {guest} at {table} and {guest2} at {table2}: {points}.</translation>
        </message>
        <message>
            <source>Seat {guest} at {table}: {points}.</source>
            <translation>Seat {guest} at {table}: {points}.</translation>
        </message>
    </context>
    <context>
        <name>CafeKeys</name>
        <message>
            <source>Go from guest to guest, or to the nearest place for the picked guest</source>
            <translation>Go from guest to guest, or to the nearest place for the picked guest</translation>
        </message>
        <message>
            <source>Go to the next or the previous place, in reading order</source>
            <translation>Go to the next or the previous place, in reading order</translation>
        </message>
        <message>
            <source>Pick the guest, or seat it there</source>
            <translation>Pick the guest, or seat it there</translation>
        </message>
        <message>
            <source>Put the picked guest back</source>
            <translation>Put the picked guest back</translation>
        </message>
        <message>
            <source>Send the guest to the bar</source>
            <translation>Send the guest to the bar</translation>
        </message>
        <message>
            <source>End the turn</source>
            <translation>End the turn</translation>
        </message>
        <message>
            <source>Take back the last guest placed this turn</source>
            <translation>Take back the last guest placed this turn</translation>
        </message>
    </context>
    <context>
        <name>CafeLesson</name>
        <message>
            <source>Now the bar: {guest} can score at no table, so send this guest there. Pick the guest in your row, then bar seat {n} ({value}). The first five bar seats give points; from seat 6 on, the bar costs 2 to 14 points.</source>
            <translation>Now the bar: {guest} can score at no table, so send this guest there. Pick the guest in your row, then bar seat {n} ({value}). The first five bar seats give points; from seat 6 on, the bar costs 2 to 14 points.</translation>
        </message>
        <message>
            <source>Not this move now: send {guest} to bar seat {n}.</source>
            <translation>Not this move now: send {guest} to bar seat {n}.</translation>
        </message>
        <message>
            <source>A seated joker can be swapped: {guest} takes the joker’s chair and the joker comes back to your hand, to be used again. No points, and nothing else this turn. Pick {guest}, then the joker’s chair (⇄).</source>
            <translation>A seated joker can be swapped: {guest} takes the joker’s chair and the joker comes back to your hand, to be used again. No points, and nothing else this turn. Pick {guest}, then the joker’s chair (⇄).</translation>
        </message>
        <message>
            <source>Not this move now: swap the joker for {guest} — pick the guest, then the joker’s chair.</source>
            <translation>Not this move now: swap the joker for {guest} — pick the guest, then the joker’s chair.</translation>
        </message>
        <message>
            <source>Not this move now: the lesson seats its guests on the chairs the tip points at. Pick the guest in your row, then the glowing chair.</source>
            <translation>Not this move now: the lesson seats its guests on the chairs the tip points at. Pick the guest in your row, then the glowing chair.</translation>
        </message>
        <message numerus="yes">
            <source>A joker may stand for any nation. Seat {guest} on the last chair of the table of {nation}: four guests of the table’s nation make a table of compatriots, %n point(s)!</source>
            <translation>
                <numerusform>A joker may stand for any nation. Seat {guest} on the last chair of the table of {nation}: four guests of the table’s nation make a table of compatriots, %n point!</numerusform>
                <numerusform>A joker may stand for any nation. Seat {guest} on the last chair of the table of {nation}: four guests of the table’s nation make a table of compatriots, %n points!</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>But your hand shrinks: from now on you draw back to %n guest(s), one fewer.</source>
            <translation>
                <numerusform>But your hand shrinks: from now on you draw back to %n guest, one fewer.</numerusform>
                <numerusform>But your hand shrinks: from now on you draw back to %n guests, one fewer.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A chair between two tables belongs to both. Seat {guest} on the chair the table of {nation} shares with its neighbour: alone at the neighbour is allowed, because the guest belongs to the group at your table. Then “End turn”: %n point(s).</source>
            <translation>
                <numerusform>A chair between two tables belongs to both. Seat {guest} on the chair the table of {nation} shares with its neighbour: alone at the neighbour is allowed, because the guest belongs to the group at your table. Then “End turn”: %n point.</numerusform>
                <numerusform>A chair between two tables belongs to both. Seat {guest} on the chair the table of {nation} shares with its neighbour: alone at the neighbour is allowed, because the guest belongs to the group at your table. Then “End turn”: %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Guests sit at a table of their nation. A table of two or more needs a woman and a man, at most two of each. Seat {guest} and {guest2} at the table of {nation}: pick a guest in your row, then a glowing chair, twice; then “End turn”. A couple scores %n point(s).</source>
            <translation>
                <numerusform>Guests sit at a table of their nation. A table of two or more needs a woman and a man, at most two of each. Seat {guest} and {guest2} at the table of {nation}: pick a guest in your row, then a glowing chair, twice; then “End turn”. A couple scores %n point.</numerusform>
                <numerusform>Guests sit at a table of their nation. A table of two or more needs a woman and a man, at most two of each. Seat {guest} and {guest2} at the table of {nation}: pick a guest in your row, then a glowing chair, twice; then “End turn”. A couple scores %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Every guest you seat must score. Seat {guest} and {guest2} together at the table of {nation}: the first scores once the second sits beside them: %n point(s).</source>
            <translation>
                <numerusform>Every guest you seat must score. Seat {guest} and {guest2} together at the table of {nation}: the first scores once the second sits beside them: %n point.</numerusform>
                <numerusform>Every guest you seat must score. Seat {guest} and {guest2} together at the table of {nation}: the first scores once the second sits beside them: %n points.</numerusform>
            </translation>
        </message>
        <message>
            <source>That was every kind of move. Now play on as you like with Léa. The game ends when the bar is full, every chair is taken, the bag is nearly empty or a hand is empty; then each guest left in a hand costs 5 points, each joker 10.</source>
            <translation>That was every kind of move. Now play on as you like with Léa. The game ends when the bar is full, every chair is taken, the bag is nearly empty or a hand is empty; then each guest left in a hand costs 5 points, each joker 10.</translation>
        </message>
        <message>
            <source>The game is over. Each guest left in a hand cost 5 points, each joker 10; the highest score wins.</source>
            <translation>The game is over. Each guest left in a hand cost 5 points, each joker 10; the highest score wins.</translation>
        </message>
    </context>
    <context>
        <name>CafeMoves</name>
        <message numerus="yes">
            <source>+%n pt(s)</source>
            <translation>
                <numerusform>+%n pt</numerusform>
                <numerusform>+%n pts</numerusform>
            </translation>
        </message>
        <message>
            <source>eliminated</source>
            <translation>eliminated</translation>
        </message>
        <message numerus="yes">
            <source>bar: {sign}%n</source>
            <translation>
                <numerusform>bar: {sign}%n</numerusform>
                <numerusform>bar: {sign}%n</numerusform>
            </translation>
        </message>
        <message>
            <source>swapped</source>
            <translation>swapped</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>passed</translation>
        </message>
    </context>
    <context>
        <name>CafeScene</name>
        <message>
            <source>Joker</source>
            <translation>Joker</translation>
        </message>
        <message numerus="yes">
            <source>%n blue chip(s) of 10</source>
            <translation>
                <numerusform>%n blue chip of 10</numerusform>
                <numerusform>%n blue chips of 10</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n red chip(s) of 5</source>
            <translation>
                <numerusform>%n red chip of 5</numerusform>
                <numerusform>%n red chips of 5</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n black chip(s) of 1</source>
            <translation>
                <numerusform>%n black chip of 1</numerusform>
                <numerusform>%n black chips of 1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n guest(s) in hand</source>
            <translation>
                <numerusform>%n guest in hand</numerusform>
                <numerusform>%n guests in hand</numerusform>
            </translation>
        </message>
        <message>
            <source>Chips: {chips} = {score}</source>
            <translation>Chips: {chips} = {score}</translation>
        </message>
        <message>
            <source>Out of the game</source>
            <translation>Out of the game</translation>
        </message>
        <message>
            <source>Table of compatriots! ×2</source>
            <translation>Table of compatriots! ×2</translation>
        </message>
        <message>
            <source>This guest needs a partner at the same table: pick a second guest.</source>
            <comment>woman</comment>
            <translation>This guest needs a partner at the same table: pick a second guest.</translation>
        </message>
        <message>
            <source>Click a glowing chair to seat this guest.</source>
            <comment>woman</comment>
            <translation>Click a glowing chair to seat this guest.</translation>
        </message>
        <message>
            <source>This guest cannot sit at any table now.</source>
            <comment>woman</comment>
            <translation>This guest cannot sit at any table now.</translation>
        </message>
        <message>
            <source>The glowing bar seat sends the guest to the bar.</source>
            <comment>woman</comment>
            <translation>The glowing bar seat sends the guest to the bar.</translation>
        </message>
        <message>
            <source>A purple joker can be swapped for this guest.</source>
            <comment>woman</comment>
            <translation>A purple joker can be swapped for this guest.</translation>
        </message>
        <message>
            <source>Click the guest again to put it back.</source>
            <comment>woman</comment>
            <translation>Click the guest again to put it back.</translation>
        </message>
        <message>
            <source>Arrows or Tab: go from one glowing place to the next; Enter seats the guest there. B sends it to the bar. Esc puts it back.</source>
            <comment>woman</comment>
            <translation>Arrows or Tab: go from one glowing place to the next; Enter seats the guest there. B sends it to the bar. Esc puts it back.</translation>
        </message>
        <message>
            <source>E (or Enter on “End turn”) ends your turn; ← → and Enter pick a second guest; Backspace takes the guest back.</source>
            <comment>woman</comment>
            <translation>E (or Enter on “End turn”) ends your turn; ← → and Enter pick a second guest; Backspace takes the guest back.</translation>
        </message>
        <message>
            <source>This guest needs a partner at the same table: ← → and Enter pick a second guest; Backspace takes the guest back.</source>
            <comment>woman</comment>
            <translation>This guest needs a partner at the same table: ← → and Enter pick a second guest; Backspace takes the guest back.</translation>
        </message>
        <message>
            <source>Swap: this guest takes the joker’s place, the joker comes to your hand. No points.</source>
            <comment>woman</comment>
            <translation>Swap: this guest takes the joker’s place, the joker comes to your hand. No points.</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message>
            <source>End turn (+{n})</source>
            <translation>End turn (+{n})</translation>
        </message>
        <message>
            <source>End turn</source>
            <translation>End turn</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>{name} is playing.</source>
            <translation>{name} is playing.</translation>
        </message>
        <message>
            <source>{name} (computer) is thinking…</source>
            <translation>{name} (computer) is thinking…</translation>
        </message>
        <message>
            <source>{name}, none of your guests can sit anywhere and jokers never go to the bar: you must pass.</source>
            <translation>{name}, none of your guests can sit anywhere and jokers never go to the bar: you must pass.</translation>
        </message>
        <message>
            <source>Two guests seated: end your turn, or take one back.</source>
            <translation>Two guests seated: end your turn, or take one back.</translation>
        </message>
        <message>
            <source>End your turn now, or pick a second guest for a glowing chair.</source>
            <translation>End your turn now, or pick a second guest for a glowing chair.</translation>
        </message>
        <message>
            <source>This guest needs a partner at the same table: pick a second guest.</source>
            <translation>This guest needs a partner at the same table: pick a second guest.</translation>
        </message>
        <message>
            <source>{name}, pick a guest from your row, then a chair. Green chairs score; amber ones need a second guest at that table.</source>
            <translation>{name}, pick a guest from your row, then a chair. Green chairs score; amber ones need a second guest at that table.</translation>
        </message>
        <message>
            <source>Click a glowing chair to seat this guest.</source>
            <translation>Click a glowing chair to seat this guest.</translation>
        </message>
        <message>
            <source>This guest cannot sit at any table now.</source>
            <translation>This guest cannot sit at any table now.</translation>
        </message>
        <message>
            <source>The glowing bar seat sends the guest to the bar.</source>
            <translation>The glowing bar seat sends the guest to the bar.</translation>
        </message>
        <message>
            <source>A purple joker can be swapped for this guest.</source>
            <translation>A purple joker can be swapped for this guest.</translation>
        </message>
        <message>
            <source>Click the guest again to put it back.</source>
            <translation>Click the guest again to put it back.</translation>
        </message>
        <message>
            <source>None of your guests can sit anywhere and jokers never go to the bar: Enter passes.</source>
            <translation>None of your guests can sit anywhere and jokers never go to the bar: Enter passes.</translation>
        </message>
        <message>
            <source>Two guests seated. E ends your turn; Backspace takes the last guest back.</source>
            <translation>Two guests seated. E ends your turn; Backspace takes the last guest back.</translation>
        </message>
        <message>
            <source>Arrows or Tab: go from one glowing place to the next; Enter seats the guest there. B sends it to the bar. Esc puts it back.</source>
            <translation>Arrows or Tab: go from one glowing place to the next; Enter seats the guest there. B sends it to the bar. Esc puts it back.</translation>
        </message>
        <message>
            <source>E (or Enter on “End turn”) ends your turn; ← → and Enter pick a second guest; Backspace takes the guest back.</source>
            <translation>E (or Enter on “End turn”) ends your turn; ← → and Enter pick a second guest; Backspace takes the guest back.</translation>
        </message>
        <message>
            <source>This guest needs a partner at the same table: ← → and Enter pick a second guest; Backspace takes the guest back.</source>
            <translation>This guest needs a partner at the same table: ← → and Enter pick a second guest; Backspace takes the guest back.</translation>
        </message>
        <message>
            <source>{name}, ← → or Tab choose a guest, Enter picks it (B sends it to the bar).</source>
            <translation>{name}, ← → or Tab choose a guest, Enter picks it (B sends it to the bar).</translation>
        </message>
        <message numerus="yes">
            <source>%n guest(s)</source>
            <translation>
                <numerusform>%n guest</numerusform>
                <numerusform>%n guests</numerusform>
            </translation>
        </message>
        <message>
            <source>BAR</source>
            <translation>BAR</translation>
        </message>
        <message>
            <source>in the bag</source>
            <translation>in the bag</translation>
        </message>
        <message>
            <source>Take back</source>
            <translation>Take back</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>Pick a guest from your own row, {name}.</source>
            <translation>Pick a guest from your own row, {name}.</translation>
        </message>
        <message>
            <source>You have seated two guests: end your turn or take one back.</source>
            <translation>You have seated two guests: end your turn or take one back.</translation>
        </message>
        <message>
            <source>Pick a guest from your row first.</source>
            <translation>Pick a guest from your row first.</translation>
        </message>
        <message>
            <source>Swap: this guest takes the joker’s place, the joker comes to your hand. No points.</source>
            <translation>Swap: this guest takes the joker’s place, the joker comes to your hand. No points.</translation>
        </message>
        <message>
            <source>No points yet: seat a second guest at this table in the same turn.</source>
            <translation>No points yet: seat a second guest at this table in the same turn.</translation>
        </message>
        <message>
            <source>You have already seated a guest this turn: take it back to go to the bar.</source>
            <translation>You have already seated a guest this turn: take it back to go to the bar.</translation>
        </message>
        <message>
            <source>The bar seats are taken in order: the next one is number {n}.</source>
            <translation>The bar seats are taken in order: the next one is number {n}.</translation>
        </message>
        <message>
            <source>Each guest still in hand costs 5 points, a joker 10.</source>
            <translation>Each guest still in hand costs 5 points, a joker 10.</translation>
        </message>
        <message>
            <source>Tables</source>
            <translation>Tables</translation>
        </message>
        <message>
            <source>Bar</source>
            <translation>Bar</translation>
        </message>
        <message>
            <source>Guests in hand</source>
            <translation>Guests in hand</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>out of the game</source>
            <translation>out of the game</translation>
        </message>
    </context>
    <context>
        <name>CafeTips</name>
        <message>
            <source>A table of compatriots: four guests of the table's own nation score 8, and from now on its player draws back to a hand one guest smaller.</source>
            <translation>A table of compatriots: four guests of the table's own nation score 8, and from now on its player draws back to a hand one guest smaller.</translation>
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
            <extracomment>Cells a canoe may paddle through or end on. The short race's start line (option "Short race"): the line under the bridge, 6–8 cells from a dock.</extracomment>
            <translation>The river file {name} is empty.</translation>
        </message>
        <message>
            <source>The river file {name} has an unknown sign “{sign}” on line {line}, column {col}.</source>
            <translation>The river file {name} has an unknown sign “{sign}” on line {line}, column {col}.</translation>
        </message>
        <message>
            <source>start spaces</source>
            <translation>start spaces</translation>
        </message>
        <message>
            <source>landing docks</source>
            <translation>landing docks</translation>
        </message>
        <message>
            <source>current cells</source>
            <translation>current cells</translation>
        </message>
        <message>
            <source>bridges</source>
            <translation>bridges</translation>
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
            <source>The river file {name} cannot be read: {reason}.</source>
            <translation>The river file {name} cannot be read: {reason}.</translation>
        </message>
        <message>
            <source>The river file {name} cannot be read: it is not text.</source>
            <translation>The river file {name} cannot be read: it is not text.</translation>
        </message>
        <message>
            <source>{name} puts their canoe on a start space.</source>
            <translation>{name} puts their canoe on a start space.</translation>
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
        <message numerus="yes">
            <source>Round {round}: {dealer} deals %n card(s) each; trump is {trump} ({card}).</source>
            <translation>
                <numerusform>Round {round}: {dealer} deals %n card each; trump is {trump} ({card}).</numerusform>
                <numerusform>Round {round}: {dealer} deals %n cards each; trump is {trump} ({card}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} bid {bid}, won {won}: %n movement point(s).</source>
            <translation>
                <numerusform>{name} bid {bid}, won {won}: %n movement point.</numerusform>
                <numerusform>{name} bid {bid}, won {won}: %n movement points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} paddles %n cell(s).</source>
            <translation>
                <numerusform>{name} paddles %n cell.</numerusform>
                <numerusform>{name} paddles %n cells.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} reaches the landing with %n point(s) to spare!</source>
            <translation>
                <numerusform>{name} reaches the landing with %n point to spare!</numerusform>
                <numerusform>{name} reaches the landing with %n points to spare!</numerusform>
            </translation>
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
            <source>Never fewer than 3 cards</source>
            <translation>Never fewer than 3 cards</translation>
        </message>
        <message>
            <source>Hands never get smaller than 3 cards: after 8, 7, 6, 5, 4 and 3 cards the deal goes back up to 4, 5, 6… instead of down to 2 and 1, where luck decides more than skill.</source>
            <translation>Hands never get smaller than 3 cards: after 8, 7, 6, 5, 4 and 3 cards the deal goes back up to 4, 5, 6… instead of down to 2 and 1, where luck decides more than skill.</translation>
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
            <source>Short race</source>
            <translation>Short race</translation>
        </message>
        <message>
            <source>Our variant for a game of a few minutes, not in the rule book: the canoes start on the line of cells just before the bridge, 6 to 8 cells from a dock, and the first deal is 3 cards, then 2, 1, 2, 3… (with “Never fewer than 3 cards”: 3, 4, 5…).</source>
            <translation>Our variant for a game of a few minutes, not in the rule book: the canoes start on the line of cells just before the bridge, 6 to 8 cells from a dock, and the first deal is 3 cards, then 2, 1, 2, 3… (with “Never fewer than 3 cards”: 3, 4, 5…).</translation>
        </message>
        <message>
            <source>Rule book</source>
            <translation>Rule book</translation>
        </message>
        <message>
            <source>The rules as printed: the whole river, bids shown one after the other, hands from 8 cards down to 1 and back up.</source>
            <translation>The rules as printed: the whole river, bids shown one after the other, hands from 8 cards down to 1 and back up.</translation>
        </message>
        <message>
            <source>Less luck</source>
            <translation>Less luck</translation>
        </message>
        <message>
            <source>The rule book's two options for keen players: hands never smaller than 3 cards, and secret bids.</source>
            <translation>The rule book's two options for keen players: hands never smaller than 3 cards, and secret bids.</translation>
        </message>
        <message>
            <source>Our race of a few minutes on the last stretch of the river, for a first game or a quick one.</source>
            <translation>Our race of a few minutes on the last stretch of the river, for a first game or a quick one.</translation>
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
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <source>Cells paddled</source>
            <translation>Cells paddled</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Round {n}</translation>
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
            <source>Cells paddled (30: at the landing)</source>
            <translation>Cells paddled (30: at the landing)</translation>
        </message>
        <message>
            <source>Canoes at the start</source>
            <translation>Canoes at the start</translation>
        </message>
        <message numerus="yes">
            <source>Round {round} · leading canoe %n cell(s) from the landing</source>
            <translation>
                <numerusform>Round {round} · leading canoe %n cell from the landing</numerusform>
                <numerusform>Round {round} · leading canoe %n cells from the landing</numerusform>
            </translation>
        </message>
        <message>
            <source>Round {round} · leading canoe {cells} cells from the landing</source>
            <translation>Round {round} · leading canoe {cells} cells from the landing</translation>
        </message>
    </context>
    <context>
        <name>CanyonBots</name>
        <message>
            <source>There is nothing else to do.</source>
            <translation>There is nothing else to do.</translation>
        </message>
        <message>
            <source>Bid {bid}: count your high cards and your high trumps.</source>
            <translation>Bid {bid}: count your high cards and your high trumps.</translation>
        </message>
        <message>
            <source>Bid {bid}: about that many of your cards should win a trick.</source>
            <translation>Bid {bid}: about that many of your cards should win a trick.</translation>
        </message>
        <message>
            <source>Paddle onto the landing: the race is yours to win.</source>
            <translation>Paddle onto the landing: the race is yours to win.</translation>
        </message>
        <message numerus="yes">
            <source>Start here, %n cell(s) from the landing: it is the shortest way down the river.</source>
            <translation>
                <numerusform>Start here, %n cell from the landing: it is the shortest way down the river.</numerusform>
                <numerusform>Start here, %n cells from the landing: it is the shortest way down the river.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Paddle here, %n cell(s) from the landing: it blocks the way of a canoe behind you.</source>
            <translation>
                <numerusform>Paddle here, %n cell from the landing: it blocks the way of a canoe behind you.</numerusform>
                <numerusform>Paddle here, %n cells from the landing: it blocks the way of a canoe behind you.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Paddle here, %n cell(s) from the landing: of the closest cells, it keeps you best placed for the next rounds, away from the drift towards the waterfall.</source>
            <translation>
                <numerusform>Paddle here, %n cell from the landing: of the closest cells, it keeps you best placed for the next rounds, away from the drift towards the waterfall.</numerusform>
                <numerusform>Paddle here, %n cells from the landing: of the closest cells, it keeps you best placed for the next rounds, away from the drift towards the waterfall.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Paddle here, %n cell(s) from the landing: it is as close as your points allow.</source>
            <translation>
                <numerusform>Paddle here, %n cell from the landing: it is as close as your points allow.</numerusform>
                <numerusform>Paddle here, %n cells from the landing: it is as close as your points allow.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bid {bid}: on the current only an exact bid moves you, by %n cell(s), and your cards should win that many tricks.</source>
            <translation>
                <numerusform>Bid {bid}: on the current only an exact bid moves you, by %n cell, and your cards should win that many tricks.</numerusform>
                <numerusform>Bid {bid}: on the current only an exact bid moves you, by %n cells, and your cards should win that many tricks.</numerusform>
            </translation>
        </message>
        <message>
            <source>Bid 0: win no trick at all and your canoe still moves one cell; your cards are too weak to count on tricks.</source>
            <translation>Bid 0: win no trick at all and your canoe still moves one cell; your cards are too weak to count on tricks.</translation>
        </message>
        <message numerus="yes">
            <source>Bid {bid}: win exactly that many tricks and your canoe moves %n cell(s); your cards should manage it.</source>
            <translation>
                <numerusform>Bid {bid}: win exactly that many tricks and your canoe moves %n cell; your cards should manage it.</numerusform>
                <numerusform>Bid {bid}: win exactly that many tricks and your canoe moves %n cells; your cards should manage it.</numerusform>
            </translation>
        </message>
        <message>
            <source>Play the {card}: it is your last card.</source>
            <translation>Play the {card}: it is your last card.</translation>
        </message>
        <message>
            <source>Play the {card}: your bid can no longer come true, so every trick you win is one more cell.</source>
            <translation>Play the {card}: your bid can no longer come true, so every trick you win is one more cell.</translation>
        </message>
        <message>
            <source>Lead the {card}: you still need tricks, and it is one of your strongest cards.</source>
            <translation>Lead the {card}: you still need tricks, and it is one of your strongest cards.</translation>
        </message>
        <message>
            <source>Lead the {card}: your bid is reached, and this card should not win the trick.</source>
            <translation>Lead the {card}: your bid is reached, and this card should not win the trick.</translation>
        </message>
        <message>
            <source>Play the {card} to take this trick: you still need tricks for your bid.</source>
            <translation>Play the {card} to take this trick: you still need tricks for your bid.</translation>
        </message>
        <message>
            <source>Play the {card}: it cannot win this trick, so give your cheapest card.</source>
            <translation>Play the {card}: it cannot win this trick, so give your cheapest card.</translation>
        </message>
        <message>
            <source>Play the {card}: your bid is reached, so let the others take this trick.</source>
            <translation>Play the {card}: your bid is reached, so let the others take this trick.</translation>
        </message>
        <message>
            <source>Play the {card}: every card you hold would win this trick.</source>
            <translation>Play the {card}: every card you hold would win this trick.</translation>
        </message>
    </context>
    <context>
        <name>CanyonLesson</name>
        <message>
            <source>Not this speed now: for the lesson, choose {bid}.</source>
            <translation>Not this speed now: for the lesson, choose {bid}.</translation>
        </message>
        <message>
            <source>Choose speed {bid}.</source>
            <translation>Choose speed {bid}.</translation>
        </message>
        <message numerus="yes">
            <source>Each round is a small card game. First your speed: how many tricks you will win with your %n card(s). Win exactly that many and you get a bonus: speed 0 → +1, 1 → +2, 2 or more → +3. Choose speed {bid}.</source>
            <translation>
                <numerusform>Each round is a small card game. First your speed: how many tricks you will win with your %n card. Win exactly that many and you get a bonus: speed 0 → +1, 1 → +2, 2 or more → +3. Choose speed {bid}.</numerusform>
                <numerusform>Each round is a small card game. First your speed: how many tricks you will win with your %n cards. Win exactly that many and you get a bonus: speed 0 → +1, 1 → +2, 2 or more → +3. Choose speed {bid}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your canoe is in the current now. It moves only if you win exactly your speed, and then only its bonus. Miss it and the current carries you one cell along its arrow, towards the waterfall; a canoe that goes over comes out of the cave on the bridge. Choose speed {bid}.</source>
            <translation>Your canoe is in the current now. It moves only if you win exactly your speed, and then only its bonus. Miss it and the current carries you one cell along its arrow, towards the waterfall; a canoe that goes over comes out of the cave on the bridge. Choose speed {bid}.</translation>
        </message>
        <message>
            <source>{name} missed his speed again: the current carried his canoe over the waterfall, through the cave and out on the bridge. From there he paddles again this round, far from the docks.</source>
            <translation>{name} missed his speed again: the current carried his canoe over the waterfall, through the cave and out on the bridge. From there he paddles again this round, far from the docks.</translation>
        </message>
        <message>
            <source>One card each this round. You are still in the current: choose speed {bid} and lose your trick, exact again.</source>
            <translation>One card each this round. You are still in the current: choose speed {bid} and lose your trick, exact again.</translation>
        </message>
        <message>
            <source>Not this card now: for the lesson, play the {card}.</source>
            <translation>Not this card now: for the lesson, play the {card}.</translation>
        </message>
        <message>
            <source>You are the first player this round, so you lead: any card will do. Play the {card}.</source>
            <translation>You are the first player this round, so you lead: any card will do. Play the {card}.</translation>
        </message>
        <message>
            <source>You won the last trick, so you lead the next one: any card will do. Play the {card}.</source>
            <translation>You won the last trick, so you lead the next one: any card will do. Play the {card}.</translation>
        </message>
        <message>
            <source>The first card played sets the suit: {suit}. You must follow it when you can; only the cards you may play are lifted. Play the {card}.</source>
            <translation>The first card played sets the suit: {suit}. You must follow it when you can; only the cards you may play are lifted. Play the {card}.</translation>
        </message>
        <message>
            <source>You have no {suit}, so you may play any card. A trump (the suit of the card beside your hand) beats every other suit: play the {card} and win this trick.</source>
            <translation>You have no {suit}, so you may play any card. A trump (the suit of the card beside your hand) beats every other suit: play the {card} and win this trick.</translation>
        </message>
        <message numerus="yes">
            <source>Your speed is %n: one more trick would spoil it. Play the {card}, too low to win this trick.</source>
            <translation>
                <numerusform>Your speed is %n: one more trick would spoil it. Play the {card}, too low to win this trick.</numerusform>
                <numerusform>Your speed is %n: one more trick would spoil it. Play the {card}, too low to win this trick.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your speed is %n: one more trick would spoil it. Play the {card}: neither {suit} nor a trump, it cannot win.</source>
            <translation>
                <numerusform>Your speed is %n: one more trick would spoil it. Play the {card}: neither {suit} nor a trump, it cannot win.</numerusform>
                <numerusform>Your speed is %n: one more trick would spoil it. Play the {card}: neither {suit} nor a trump, it cannot win.</numerusform>
            </translation>
        </message>
        <message>
            <source>You have no {suit} and no trump: this trick is lost whatever you play. Play the {card}.</source>
            <translation>You have no {suit} and no trump: this trick is lost whatever you play. Play the {card}.</translation>
        </message>
        <message>
            <source>Play the {card}: the highest card of the suit led wins, unless a trump is played.</source>
            <translation>Play the {card}: the highest card of the suit led wins, unless a trump is played.</translation>
        </message>
        <message>
            <source>Another cell is allowed too, but for the lesson end on the cell the tip points at.</source>
            <translation>Another cell is allowed too, but for the lesson end on the cell the tip points at.</translation>
        </message>
        <message numerus="yes">
            <source>Exactly your speed on the current: your bonus, %n cell(s), is enough to reach a landing dock. The first canoe at a dock wins the race!</source>
            <translation>
                <numerusform>Exactly your speed on the current: your bonus, %n cell, is enough to reach a landing dock. The first canoe at a dock wins the race!</numerusform>
                <numerusform>Exactly your speed on the current: your bonus, %n cells, is enough to reach a landing dock. The first canoe at a dock wins the race!</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} missed her speed and drifted into your cell: her canoe pushed yours one cell along its arrow.</source>
            <translation>{name} missed her speed and drifted into your cell: her canoe pushed yours one cell along its arrow.</translation>
        </message>
        <message numerus="yes">
            <source>Speed {bid}, won {bid}: exact! Your %n trick(s) plus the bonus of {bonus} make your points. Use them all and end as close to the docks as you can: into the current is fine.</source>
            <translation>
                <numerusform>Speed {bid}, won {bid}: exact! Your %n trick plus the bonus of {bonus} make your points. Use them all and end as close to the docks as you can: into the current is fine.</numerusform>
                <numerusform>Speed {bid}, won {bid}: exact! Your %n tricks plus the bonus of {bonus} make your points. Use them all and end as close to the docks as you can: into the current is fine.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Speed {bid}, won {bid}: exact, so the current lets you paddle your bonus, %n cell(s): click the lit cell.</source>
            <translation>
                <numerusform>Speed {bid}, won {bid}: exact, so the current lets you paddle your bonus, %n cell: click the lit cell.</numerusform>
                <numerusform>Speed {bid}, won {bid}: exact, so the current lets you paddle your bonus, %n cells: click the lit cell.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your canoe was in {name}’s way: she had to go round it and ended one cell short of where her points would have taken her.</source>
            <translation>Your canoe was in {name}’s way: she had to go round it and ended one cell short of where her points would have taken her.</translation>
        </message>
        <message numerus="yes">
            <source>Speed {bid}, won {bid}: exact, so the current lets you paddle your bonus, %n cell(s). Every lit cell is as close to the docks as you can get: you choose. Take this one.</source>
            <translation>
                <numerusform>Speed {bid}, won {bid}: exact, so the current lets you paddle your bonus, %n cell. Every lit cell is as close to the docks as you can get: you choose. Take this one.</numerusform>
                <numerusform>Speed {bid}, won {bid}: exact, so the current lets you paddle your bonus, %n cells. Every lit cell is as close to the docks as you can get: you choose. Take this one.</numerusform>
            </translation>
        </message>
        <message>
            <source>The lit cells are equally close: take this one, in {name}’s way (canoes never jump over each other).</source>
            <translation>The lit cells are equally close: take this one, in {name}’s way (canoes never jump over each other).</translation>
        </message>
        <message>
            <source>{tom} and {zoe} missed their speeds, so the current carried each one cell: {tom} is now at the waterfall’s edge. {zoe} drifted in front of you, leaving no closer cell free: your canoe stayed.</source>
            <translation>{tom} and {zoe} missed their speeds, so the current carried each one cell: {tom} is now at the waterfall’s edge. {zoe} drifted in front of you, leaving no closer cell free: your canoe stayed.</translation>
        </message>
        <message>
            <source>Welcome to the canyon! Canoes race up the river to the three landing docks at the far right. Put your canoe on a lit start cell: this one.</source>
            <translation>Welcome to the canyon! Canoes race up the river to the three landing docks at the far right. Put your canoe on a lit start cell: this one.</translation>
        </message>
        <message>
            <source>That start is free too, but for the lesson take the cell the tip points at.</source>
            <translation>That start is free too, but for the lesson take the cell the tip points at.</translation>
        </message>
        <message>
            <source>Your canoe reached a dock first: you win. In a full game the race starts at the far left of the river, 28 cells from the docks, with 8 cards in the first round.</source>
            <translation>Your canoe reached a dock first: you win. In a full game the race starts at the far left of the river, 28 cells from the docks, with 8 cards in the first round.</translation>
        </message>
        <message>
            <source>The others finish the round; then the race is over.</source>
            <translation>The others finish the round; then the race is over.</translation>
        </message>
    </context>
    <context>
        <name>CanyonMoves</name>
        <message>
            <source>chose a start</source>
            <translation>chose a start</translation>
        </message>
        <message numerus="yes">
            <source>bid %n</source>
            <translation>
                <numerusform>bid %n</numerusform>
                <numerusform>bid %n</numerusform>
            </translation>
        </message>
        <message>
            <source>chose a speed</source>
            <translation>chose a speed</translation>
        </message>
        <message>
            <source>docked!</source>
            <translation>docked!</translation>
        </message>
        <message numerus="yes">
            <source>paddled %n</source>
            <translation>
                <numerusform>paddled %n</numerusform>
                <numerusform>paddled %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CanyonScene</name>
        <message>
            <source>Bid {bid}</source>
            <translation>Bid {bid}</translation>
        </message>
        <message>
            <source>Bid chosen</source>
            <translation>Bid chosen</translation>
        </message>
        <message>
            <source>Bid —</source>
            <translation>Bid —</translation>
        </message>
        <message>
            <source>Tricks {n}</source>
            <translation>Tricks {n}</translation>
        </message>
        <message>
            <source>deals</source>
            <translation>deals</translation>
        </message>
        <message>
            <source>leads</source>
            <translation>leads</translation>
        </message>
        <message>
            <source>docked</source>
            <translation>docked</translation>
        </message>
        <message>
            <source>Trump</source>
            <translation>Trump</translation>
        </message>
        <message>
            <source>Exact bid bonus</source>
            <translation>Exact bid bonus</translation>
        </message>
        <message>
            <source>Cards dealt</source>
            <translation>Cards dealt</translation>
        </message>
        <message>
            <source>Draw for the deal: the highest card deals</source>
            <translation>Draw for the deal: the highest card deals</translation>
        </message>
        <message>
            <source>{name} wins the trick</source>
            <translation>{name} wins the trick</translation>
        </message>
        <message>
            <source>Movement this round</source>
            <translation>Movement this round</translation>
        </message>
        <message>
            <source>on the current without the exact bid: drifts</source>
            <translation>on the current without the exact bid: drifts</translation>
        </message>
        <message>
            <source>{name}’s hand</source>
            <translation>{name}’s hand</translation>
        </message>
        <message>
            <source>Your speed: how many tricks will you win?</source>
            <translation>Your speed: how many tricks will you win?</translation>
        </message>
        <message>
            <source>Your canoe is in the current: only the exact bid moves it (by the bonus alone); otherwise it drifts.</source>
            <translation>Your canoe is in the current: only the exact bid moves it (by the bonus alone); otherwise it drifts.</translation>
        </message>
        <message>
            <source>{names} reaches the landing first and wins the race!</source>
            <translation>{names} reaches the landing first and wins the race!</translation>
        </message>
        <message>
            <source>{names} share the win!</source>
            <translation>{names} share the win!</translation>
        </message>
        <message>
            <source>Several canoes docked this round: the one with the most points left over wins.</source>
            <translation>Several canoes docked this round: the one with the most points left over wins.</translation>
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
            <source>First canoe to a landing dock.</source>
            <translation>First canoe to a landing dock.</translation>
        </message>
        <message>
            <source>Cells to the landing</source>
            <translation>Cells to the landing</translation>
        </message>
        <message>
            <source>Points left</source>
            <translation>Points left</translation>
        </message>
        <message>
            <source>Last bid</source>
            <translation>Last bid</translation>
        </message>
        <message>
            <source>Tricks won</source>
            <translation>Tricks won</translation>
        </message>
        <message>
            <source>at the landing</source>
            <translation>at the landing</translation>
        </message>
        <message>
            <source>over the waterfall this round</source>
            <translation>over the waterfall this round</translation>
        </message>
        <message>
            <source>The race is over.</source>
            <translation>The race is over.</translation>
        </message>
        <message>
            <source>Draw for the deal: {draws} — {name} deals.</source>
            <translation>Draw for the deal: {draws} — {name} deals.</translation>
        </message>
        <message numerus="yes">
            <source>Round {round} · step {step}: %n card(s) each</source>
            <translation>
                <numerusform>Round {round} · step {step}: %n card each</numerusform>
                <numerusform>Round {round} · step {step}: %n cards each</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>exact! %n point(s)</source>
            <translation>
                <numerusform>exact! %n point</numerusform>
                <numerusform>exact! %n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: bid {bid}, won %n → {what}</source>
            <translation>
                <numerusform>{name}: bid {bid}, won %n → {what}</numerusform>
                <numerusform>{name}: bid {bid}, won %n → {what}</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: choose a start space for your canoe.</source>
            <translation>{name}: choose a start space for your canoe.</translation>
        </message>
        <message>
            <source>{name} chooses a start space.</source>
            <translation>{name} chooses a start space.</translation>
        </message>
        <message>
            <source>Secret bids: each chooses a speed; they are revealed together.</source>
            <translation>Secret bids: each chooses a speed; they are revealed together.</translation>
        </message>
        <message>
            <source>{name} chooses a speed.</source>
            <translation>{name} chooses a speed.</translation>
        </message>
        <message>
            <source>{name}: play a card.</source>
            <translation>{name}: play a card.</translation>
        </message>
        <message>
            <source>{name} plays.</source>
            <translation>{name} plays.</translation>
        </message>
        <message numerus="yes">
            <source>{name} moves (%n point(s)).</source>
            <translation>
                <numerusform>{name} moves (%n point).</numerusform>
                <numerusform>{name} moves (%n points).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: blocked — no path of all %n point(s) gets closer; the canoe goes as close as it can with fewer. Click a cell.</source>
            <translation>
                <numerusform>{name}: blocked — no path of all %n point gets closer; the canoe goes as close as it can with fewer. Click a cell.</numerusform>
                <numerusform>{name}: blocked — no path of all %n points gets closer; the canoe goes as close as it can with fewer. Click a cell.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: %n point(s) — click a lit cell (hover to see the path).</source>
            <translation>
                <numerusform>{name}: %n point — click a lit cell (hover to see the path).</numerusform>
                <numerusform>{name}: %n points — click a lit cell (hover to see the path).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} reaches the landing with %n point(s) to spare!</source>
            <translation>
                <numerusform>{name} reaches the landing with %n point to spare!</numerusform>
                <numerusform>{name} reaches the landing with %n points to spare!</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: the landing is in reach! Click a dock.</source>
            <translation>{name}: the landing is in reach! Click a dock.</translation>
        </message>
        <message>
            <source>{name} started in the current without the exact bid: the canoe drifts.</source>
            <translation>{name} started in the current without the exact bid: the canoe drifts.</translation>
        </message>
        <message>
            <source>{name} is pushed along by {by}.</source>
            <translation>{name} is pushed along by {by}.</translation>
        </message>
        <message>
            <source>{name} goes over the waterfall, through the cave, out at the bridge.</source>
            <translation>{name} goes over the waterfall, through the cave, out at the bridge.</translation>
        </message>
        <message>
            <source>{name} is blocked: nothing closer can be reached, the canoe stays.</source>
            <translation>{name} is blocked: nothing closer can be reached, the canoe stays.</translation>
        </message>
        <message>
            <source>{name} has no movement points this round.</source>
            <translation>{name} has no movement points this round.</translation>
        </message>
        <message>
            <source>{name} is still in the cave and moves next round.</source>
            <translation>{name} is still in the cave and moves next round.</translation>
        </message>
        <message>
            <source>Bids revealed.</source>
            <translation>Bids revealed.</translation>
        </message>
    </context>
    <context>
        <name>CanyonTips</name>
        <message>
            <source>A canoe is in the current: it moves only with an exact bid (then just its bonus); otherwise the current carries it one cell along the arrow, towards the waterfall.</source>
            <translation>A canoe is in the current: it moves only with an exact bid (then just its bonus); otherwise the current carries it one cell along the arrow, towards the waterfall.</translation>
        </message>
    </context>
    <context>
        <name>Charts</name>
        <message>
            <source>No score line for this game.</source>
            <translation>No score line for this game.</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Wins</translation>
        </message>
    </context>
    <context>
        <name>CommandLine</name>
        <message>
            <source>Usage: </source>
            <translation>Usage: </translation>
        </message>
        <message>
            <source>cafegames: error: {message}</source>
            <translation>cafegames: error: {message}</translation>
        </message>
        <message>
            <source>Run “cafegames --help” to see every option.</source>
            <translation>Run “cafegames --help” to see every option.</translation>
        </message>
        <message>
            <source>“{text}” is not a window size like 1280x800.</source>
            <translation>“{text}” is not a window size like 1280x800.</translation>
        </message>
        <message>
            <source>“{text}” is not a number of actions.</source>
            <translation>“{text}” is not a number of actions.</translation>
        </message>
        <message>
            <source>“{text}” is not a seed (a whole number from 0).</source>
            <translation>“{text}” is not a seed (a whole number from 0).</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <source>show this help and quit</source>
            <translation>show this help and quit</translation>
        </message>
        <message>
            <source>print the version and quit</source>
            <translation>print the version and quit</translation>
        </message>
        <message>
            <source>language of the app (default: Settings, then the system)</source>
            <translation>language of the app (default: Settings, then the system)</translation>
        </message>
        <message>
            <source>GAME</source>
            <translation>GAME</translation>
        </message>
        <message>
            <source>Family card and board games around one computer: {games}.</source>
            <translation>Family card and board games around one computer: {games}.</translation>
        </message>
        <message>
            <source>Examples:
  cafegames --lang fr
  cafegames --new {game} --seats "Ann:human,Bob:computer:hard"
  cafegames --learn {game} --lang fr
  cafegames --check-save ~/saved-game.json
  cafegames --replay ~/saved-game.json --step 40</source>
            <translation>Examples:
  cafegames --lang fr
  cafegames --new {game} --seats "Ann:human,Bob:computer:hard"
  cafegames --learn {game} --lang fr
  cafegames --check-save ~/saved-game.json
  cafegames --replay ~/saved-game.json --step 40</translation>
        </message>
        <message>
            <source>start a new game: {ids}</source>
            <translation>start a new game: {ids}</translation>
        </message>
        <message>
            <source>play the guided first game of {ids} (Learn to play)</source>
            <translation>play the guided first game of {ids} (Learn to play)</translation>
        </message>
        <message>
            <source>SEATS</source>
            <translation>SEATS</translation>
        </message>
        <message>
            <source>the seats of the new game, e.g. "Ann:human,Bob:computer:normal"</source>
            <translation>the seats of the new game, e.g. "Ann:human,Bob:computer:normal"</translation>
        </message>
        <message>
            <source>OPTIONS</source>
            <translation>OPTIONS</translation>
        </message>
        <message>
            <source>rule options of the new game, e.g. "key=value,…"</source>
            <translation>rule options of the new game, e.g. "key=value,…"</translation>
        </message>
        <message>
            <source>seed of the new game (the same seed deals the same cards)</source>
            <translation>seed of the new game (the same seed deals the same cards)</translation>
        </message>
        <message>
            <source>FILE</source>
            <translation>FILE</translation>
        </message>
        <message>
            <source>open a saved game</source>
            <translation>open a saved game</translation>
        </message>
        <message>
            <source>computer players take the next N actions, for every seat (humans included)</source>
            <translation>computer players take the next N actions, for every seat (humans included)</translation>
        </message>
        <message>
            <source>save a picture (PNG) of the window once the table is still, then quit</source>
            <translation>save a picture (PNG) of the window once the table is still, then quit</translation>
        </message>
        <message>
            <source>WxH</source>
            <translation>WxH</translation>
        </message>
        <message>
            <source>window size, e.g. 1280x800</source>
            <translation>window size, e.g. 1280x800</translation>
        </message>
        <message>
            <source>open the statistics of the finished games</source>
            <translation>open the statistics of the finished games</translation>
        </message>
        <message>
            <source>watch a saved game again, action by action (the file is only read)</source>
            <translation>watch a saved game again, action by action (the file is only read)</translation>
        </message>
        <message>
            <source>with --replay: show the game after its first N actions</source>
            <translation>with --replay: show the game after its first N actions</translation>
        </message>
        <message>
            <source>check a saved game by replaying it; print a summary or the problem (exit status 0 or 2)</source>
            <translation>check a saved game by replaying it; print a summary or the problem (exit status 0 or 2)</translation>
        </message>
        <message>
            <source>{file}: OK — {game}, {players} ({names}), {moves}, {status}: {progress}</source>
            <translation>{file}: OK — {game}, {players} ({names}), {moves}, {status}: {progress}</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n player</numerusform>
                <numerusform>%n players</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n move</numerusform>
                <numerusform>%n moves</numerusform>
            </translation>
        </message>
        <message>
            <source>{file}: the game could not be replayed (a fault of the program: {error}).</source>
            <translation>{file}: the game could not be replayed (a fault of the program: {error}).</translation>
        </message>
        <message>
            <source>--autoplay goes with --new GAME, --learn GAME or --load FILE.</source>
            <translation>--autoplay goes with --new GAME, --learn GAME or --load FILE.</translation>
        </message>
        <message>
            <source>Choose one of --new, --load, --replay, --stats and --learn.</source>
            <translation>Choose one of --new, --load, --replay, --stats and --learn.</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>finished</translation>
        </message>
        <message>
            <source>in progress</source>
            <translation>in progress</translation>
        </message>
        <message>
            <source>{file}: {problem}</source>
            <translation>{file}: {problem}</translation>
        </message>
        <message>
            <source>Player 1</source>
            <translation>Player 1</translation>
        </message>
        <message>
            <source>Choose either --new or --load, not both.</source>
            <translation>Choose either --new or --load, not both.</translation>
        </message>
        <message>
            <source>--seats, --options and --seed go with --new GAME.</source>
            <translation>--seats, --options and --seed go with --new GAME.</translation>
        </message>
        <message>
            <source>--step goes with --replay FILE.</source>
            <translation>--step goes with --replay FILE.</translation>
        </message>
        <message>
            <source>{game} cannot be played in this version yet.</source>
            <translation>{game} cannot be played in this version yet.</translation>
        </message>
        <message>
            <source>This game can be watched again once it is over.</source>
            <translation>This game can be watched again once it is over.</translation>
        </message>
        <message>
            <source>The file was damaged ({problem}); its backup was opened.</source>
            <translation>The file was damaged ({problem}); its backup was opened.</translation>
        </message>
        <message>
            <source>{game} has no guided first game yet.</source>
            <translation>{game} has no guided first game yet.</translation>
        </message>
        <message>
            <source>cafegames: {message}</source>
            <translation>cafegames: {message}</translation>
        </message>
        <message>
            <source>cafegames: the folder of {path} does not exist.</source>
            <translation>cafegames: the folder of {path} does not exist.</translation>
        </message>
        <message>
            <source>cafegames: the picture could not be written to {path}.</source>
            <translation>cafegames: the picture could not be written to {path}.</translation>
        </message>
        <message>
            <source>cafegames cannot open its window: these system libraries are missing: {libraries}.</source>
            <translation>cafegames cannot open its window: these system libraries are missing: {libraries}.</translation>
        </message>
        <message>
            <source>Install them, then start cafegames again:</source>
            <translation>Install them, then start cafegames again:</translation>
        </message>
        <message>
            <source>Debian, Ubuntu: {command}</source>
            <translation>Debian, Ubuntu: {command}</translation>
        </message>
        <message>
            <source>Fedora: {command}</source>
            <translation>Fedora: {command}</translation>
        </message>
        <message>
            <source>Install them with your system's package manager, then start cafegames again.</source>
            <translation>Install them with your system's package manager, then start cafegames again.</translation>
        </message>
    </context>
    <context>
        <name>Controller</name>
        <message>
            <source>A computer player made a mistake and plays the first allowed move instead (the details are in the log).</source>
            <translation>A computer player made a mistake and plays the first allowed move instead (the details are in the log).</translation>
        </message>
        <message>
            <source>Only the person at the table can take back a move.</source>
            <translation>Only the person at the table can take back a move.</translation>
        </message>
        <message>
            <source>{name} takes back a move.</source>
            <translation>{name} takes back a move.</translation>
        </message>
        <message>
            <source>That seat is played by the computer.</source>
            <translation>That seat is played by the computer.</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>Something went wrong</source>
            <translation>Something went wrong</translation>
        </message>
        <message>
            <source>Something went wrong in cafegames; your game is saved. You can go on playing, or go back to the start page and continue the game from there.</source>
            <translation>Something went wrong in cafegames; your game is saved. You can go on playing, or go back to the start page and continue the game from there.</translation>
        </message>
        <message numerus="yes">
            <source>It happened %n time(s).</source>
            <translation>
                <numerusform>It happened %n time.</numerusform>
                <numerusform>It happened %n times.</numerusform>
            </translation>
        </message>
        <message>
            <source>The details are in the log file {path}.</source>
            <translation>The details are in the log file {path}.</translation>
        </message>
        <message>
            <source>Copy the details</source>
            <translation>Copy the details</translation>
        </message>
        <message>
            <source>Back to the start page</source>
            <translation>Back to the start page</translation>
        </message>
        <message>
            <source>Go on</source>
            <translation>Go on</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Copied</translation>
        </message>
    </context>
    <context>
        <name>DeckDesigner</name>
        <message>
            <source>Card decks</source>
            <translation>Card decks</translation>
        </message>
        <message>
            <source>Deck on the table:</source>
            <translation>Deck on the table:</translation>
        </message>
        <message>
            <source>New deck…</source>
            <translation>New deck…</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Rename…</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>Import…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Export…</translation>
        </message>
        <message>
            <source>Colour-blind aid: a shape for each colour (red ●, yellow ▲, green ■, blue ◆)</source>
            <translation>Colour-blind aid: a shape for each colour (red ●, yellow ▲, green ■, blue ◆)</translation>
        </message>
        <message>
            <source>Zoom:</source>
            <translation>Zoom:</translation>
        </message>
        <message>
            <source>Drag the picture to move it; the wheel zooms.</source>
            <translation>Drag the picture to move it; the wheel zooms.</translation>
        </message>
        <message>
            <source>Choose a picture…</source>
            <translation>Choose a picture…</translation>
        </message>
        <message>
            <source>Standard art for this card</source>
            <translation>Standard art for this card</translation>
        </message>
        <message>
            <source>On the table:</source>
            <translation>On the table:</translation>
        </message>
        <message>
            <source>Some pictures of your earlier cards could not be found and were left out.</source>
            <translation>Some pictures of your earlier cards could not be found and were left out.</translation>
        </message>
        <message>
            <source>The back of the cards</source>
            <translation>The back of the cards</translation>
        </message>
        <message>
            <source>Standard cards</source>
            <translation>Standard cards</translation>
        </message>
        <message>
            <source>On this card</source>
            <translation>On this card</translation>
        </message>
        <message>
            <source>On every card of this colour</source>
            <translation>On every card of this colour</translation>
        </message>
        <message>
            <source>On this value in every colour</source>
            <translation>On this value in every colour</translation>
        </message>
        <message>
            <source>On every face</source>
            <translation>On every face</translation>
        </message>
        <message>
            <source>A picture for the cards</source>
            <translation>A picture for the cards</translation>
        </message>
        <message>
            <source>Our deck</source>
            <translation>Our deck</translation>
        </message>
        <message>
            <source>The deck could not be written: {why}.</source>
            <translation>The deck could not be written: {why}.</translation>
        </message>
        <message>
            <source>New deck</source>
            <translation>New deck</translation>
        </message>
        <message>
            <source>Name of the deck:</source>
            <translation>Name of the deck:</translation>
        </message>
        <message>
            <source>Rename the deck</source>
            <translation>Rename the deck</translation>
        </message>
        <message>
            <source>Delete the deck</source>
            <translation>Delete the deck</translation>
        </message>
        <message>
            <source>Delete the deck “{name}” and its pictures?</source>
            <translation>Delete the deck “{name}” and its pictures?</translation>
        </message>
        <message>
            <source>Export the deck</source>
            <translation>Export the deck</translation>
        </message>
        <message>
            <source>UNO decks (*.unodeck *.zip)</source>
            <translation>UNO decks (*.unodeck *.zip)</translation>
        </message>
        <message>
            <source>Import a deck</source>
            <translation>Import a deck</translation>
        </message>
    </context>
    <context>
        <name>Decks</name>
        <message>
            <source>The deck description (deck.json) is missing or not one this version understands.</source>
            <translation>The deck description (deck.json) is missing or not one this version understands.</translation>
        </message>
        <message>
            <source>The deck description names a card that does not exist: “{card}”.</source>
            <translation>The deck description names a card that does not exist: “{card}”.</translation>
        </message>
        <message>
            <source>The deck description is damaged.</source>
            <translation>The deck description is damaged.</translation>
        </message>
        <message>
            <source>Our deck</source>
            <translation>Our deck</translation>
        </message>
        <message>
            <source>The deck chosen is not in the decks folder.</source>
            <translation>The deck chosen is not in the decks folder.</translation>
        </message>
        <message>
            <source>The picture could not be stored with the deck: {reason}.</source>
            <translation>The picture could not be stored with the deck: {reason}.</translation>
        </message>
        <message>
            <source>The card deck in use cannot be read: {why} The standard cards are shown instead.</source>
            <translation>The card deck in use cannot be read: {why} The standard cards are shown instead.</translation>
        </message>
        <message>
            <source>My pictures</source>
            <translation>My pictures</translation>
        </message>
        <message>
            <source>This file is not a card deck (it is not a zip archive).</source>
            <translation>This file is not a card deck (it is not a zip archive).</translation>
        </message>
        <message>
            <source>This deck file holds too many files.</source>
            <translation>This deck file holds too many files.</translation>
        </message>
        <message>
            <source>This deck file holds an unexpected file: “{name}”.</source>
            <translation>This deck file holds an unexpected file: “{name}”.</translation>
        </message>
        <message>
            <source>This deck file holds “{name}” twice.</source>
            <translation>This deck file holds “{name}” twice.</translation>
        </message>
        <message>
            <source>This deck file unpacks to far more than it holds: refused.</source>
            <translation>This deck file unpacks to far more than it holds: refused.</translation>
        </message>
        <message>
            <source>This deck file is protected by a password; a deck is shared without one.</source>
            <translation>This deck file is protected by a password; a deck is shared without one.</translation>
        </message>
        <message>
            <source>This deck file is packed in a way this program cannot read (it reads plain zip files).</source>
            <translation>This deck file is packed in a way this program cannot read (it reads plain zip files).</translation>
        </message>
        <message>
            <source>A picture of this deck is missing from the file: “{name}”.</source>
            <translation>A picture of this deck is missing from the file: “{name}”.</translation>
        </message>
        <message>
            <source>A picture of this deck cannot be used: {why}</source>
            <translation>A picture of this deck cannot be used: {why}</translation>
        </message>
        <message>
            <source>The deck could not be stored: {reason}.</source>
            <translation>The deck could not be stored: {reason}.</translation>
        </message>
        <message>
            <source>This deck file is damaged.</source>
            <translation>This deck file is damaged.</translation>
        </message>
    </context>
    <context>
        <name>Ending</name>
        <message>
            <source>{name} wins!</source>
            <translation>{name} wins!</translation>
        </message>
        <message>
            <source>Shared win: {names}</source>
            <translation>Shared win: {names}</translation>
        </message>
        <message>
            <source>Nobody wins this time.</source>
            <translation>Nobody wins this time.</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Play again</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>New game…</translation>
        </message>
        <message>
            <source>Start page</source>
            <translation>Start page</translation>
        </message>
        <message>
            <source>Look at the table</source>
            <translation>Look at the table</translation>
        </message>
        <message>
            <source>Save as PDF…</source>
            <translation>Save as PDF…</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Print…</translation>
        </message>
        <message>
            <source>Same players, same rules, a new deal</source>
            <translation>Same players, same rules, a new deal</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Results</translation>
        </message>
        <message>
            <source>Save the results</source>
            <translation>Save the results</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>{game}-results.pdf</source>
            <translation>{game}-results.pdf</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Hints</translation>
        </message>
    </context>
    <context>
        <name>EndingKeys</name>
        <message>
            <source>Go from one button to the next</source>
            <translation>Go from one button to the next</translation>
        </message>
        <message>
            <source>Press the chosen button</source>
            <translation>Press the chosen button</translation>
        </message>
        <message>
            <source>Look at the table behind the results (Esc or Enter brings them back)</source>
            <translation>Look at the table behind the results (Esc or Enter brings them back)</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>the disk is full</source>
            <translation>the disk is full</translation>
        </message>
        <message>
            <source>your share of the disk is used up</source>
            <translation>your share of the disk is used up</translation>
        </message>
        <message>
            <source>the file is too big for this disk</source>
            <translation>the file is too big for this disk</translation>
        </message>
        <message>
            <source>you are not allowed to use this file or its folder</source>
            <translation>you are not allowed to use this file or its folder</translation>
        </message>
        <message>
            <source>the disk can only be read, not written (a locked card or key?)</source>
            <translation>the disk can only be read, not written (a locked card or key?)</translation>
        </message>
        <message>
            <source>the file or its folder does not exist (any more)</source>
            <translation>the file or its folder does not exist (any more)</translation>
        </message>
        <message>
            <source>the disk could not be read or written (damaged or unplugged?)</source>
            <translation>the disk could not be read or written (damaged or unplugged?)</translation>
        </message>
        <message>
            <source>the disk is not there any more (unplugged?)</source>
            <translation>the disk is not there any more (unplugged?)</translation>
        </message>
        <message>
            <source>the name of the file or folder is too long</source>
            <translation>the name of the file or folder is too long</translation>
        </message>
        <message>
            <source>it is a folder, not a file</source>
            <translation>it is a folder, not a file</translation>
        </message>
        <message>
            <source>a part of its path is a file, not a folder</source>
            <translation>a part of its path is a file, not a folder</translation>
        </message>
        <message>
            <source>its path goes round in circles (links to links)</source>
            <translation>its path goes round in circles (links to links)</translation>
        </message>
        <message>
            <source>another program is using it</source>
            <translation>another program is using it</translation>
        </message>
        <message>
            <source>a file of that name is already there</source>
            <translation>a file of that name is already there</translation>
        </message>
        <message>
            <source>too many files are open at once</source>
            <translation>too many files are open at once</translation>
        </message>
        <message>
            <source>the network disk does not answer</source>
            <translation>the network disk does not answer</translation>
        </message>
        <message>
            <source>this disk does not accept such a file name</source>
            <translation>this disk does not accept such a file name</translation>
        </message>
        <message>
            <source>the system refused (error number {code})</source>
            <translation>the system refused (error number {code})</translation>
        </message>
        <message>
            <source>the system refused</source>
            <translation>the system refused</translation>
        </message>
        <message>
            <source>“{name}” is not a file but a device, a pipe or a folder.</source>
            <translation>“{name}” is not a file but a device, a pipe or a folder.</translation>
        </message>
        <message>
            <source>“{name}” is too big a file ({mb} MB; at most {max} MB).</source>
            <translation>“{name}” is too big a file ({mb} MB; at most {max} MB).</translation>
        </message>
        <message>
            <source>“{name}” does not exist (any more).</source>
            <translation>“{name}” does not exist (any more).</translation>
        </message>
        <message>
            <source>“{name}” cannot be read: {reason}.</source>
            <translation>“{name}” cannot be read: {reason}.</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <source>{lo} to {hi} players</source>
            <translation>{lo} to {hi} players</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>Quick game</source>
            <translation>Quick game</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>Learn to play</translation>
        </message>
        <message>
            <source>Coming soon</source>
            <translation>Coming soon</translation>
        </message>
    </context>
    <context>
        <name>GameScene</name>
        <message>
            <source>↶ Take back</source>
            <translation>↶ Take back</translation>
        </message>
        <message>
            <source>Moves taken back</source>
            <translation>Moves taken back</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Thinking…</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Hint</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>{game} has no computer level “{level}”.</source>
            <translation>{game} has no computer level “{level}”.</translation>
        </message>
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
            <source>One hand against the computer (normal level): the first out of cards wins.</source>
            <translation>One hand against the computer (normal level): the first out of cards wins.</translation>
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
            <source>The standard game against the computer (normal level): Café International's rules have no shorter form.</source>
            <translation>The standard game against the computer (normal level): Café International's rules have no shorter form.</translation>
        </message>
        <message>
            <source>Canyon</source>
            <translation>Canyon</translation>
        </message>
        <message>
            <source>Bid your tricks, win them exactly, and paddle first to the landing before the waterfall takes you.</source>
            <translation>Bid your tricks, win them exactly, and paddle first to the landing before the waterfall takes you.</translation>
        </message>
        <message>
            <source>Our short race against two computers (normal level): Canyon is played by three or more.</source>
            <translation>Our short race against two computers (normal level): Canyon is played by three or more.</translation>
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
        <message>
            <source>Since your last turn</source>
            <translation>Since your last turn</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>Nothing to do just now: wait for your turn.</source>
            <translation>Nothing to do just now: wait for your turn.</translation>
        </message>
    </context>
    <context>
        <name>KeysOverlay</name>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Space</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tab</translation>
        </message>
        <message>
            <source>Shift+Tab</source>
            <translation>Shift+Tab</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>Any key or a click closes this list.</source>
            <translation>Any key or a click closes this list.</translation>
        </message>
    </context>
    <context>
        <name>LastMoves</name>
        <message>
            <source>{name}: {move}</source>
            <translation>{name}: {move}</translation>
        </message>
        <message numerus="yes">
            <source>%n earlier move(s), then:</source>
            <translation>
                <numerusform>%n earlier move, then:</numerusform>
                <numerusform>%n earlier moves, then:</numerusform>
            </translation>
        </message>
        <message>
            <source>Nobody has played since your last turn.</source>
            <translation>Nobody has played since your last turn.</translation>
        </message>
    </context>
    <context>
        <name>Lesson</name>
        <message>
            <source>Watch the others play first: the lesson goes on at your turn.</source>
            <translation>Watch the others play first: the lesson goes on at your turn.</translation>
        </message>
        <message>
            <source>Read the rules</source>
            <translation>Read the rules</translation>
        </message>
        <message>
            <source>{tip}
To play for real: “Play again” deals new cards to the same table; “New game” chooses players and rules.</source>
            <translation>{tip}
To play for real: “Play again” deals new cards to the same table; “New game” chooses players and rules.</translation>
        </message>
        <message>
            <source>Learn to play · the end</source>
            <translation>Learn to play · the end</translation>
        </message>
        <message>
            <source>Learn to play · now on your own</source>
            <translation>Learn to play · now on your own</translation>
        </message>
        <message>
            <source>Not quite · step {n} of {total}</source>
            <translation>Not quite · step {n} of {total}</translation>
        </message>
        <message>
            <source>Learn to play · step {n} of {total}</source>
            <translation>Learn to play · step {n} of {total}</translation>
        </message>
    </context>
    <context>
        <name>LoadDialog</name>
        <message>
            <source>Load a saved game</source>
            <translation>Load a saved game</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Last played</source>
            <translation>Last played</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>Progress</translation>
        </message>
        <message>
            <source>Reading…</source>
            <translation>Reading…</translation>
        </message>
        <message>
            <source>Reading the saved games…</source>
            <translation>Reading the saved games…</translation>
        </message>
        <message>
            <source>No saved games yet. Every game is saved as it is played.</source>
            <translation>No saved games yet. Every game is saved as it is played.</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Delete…</translation>
        </message>
        <message>
            <source>Watch the replay</source>
            <translation>Watch the replay</translation>
        </message>
        <message>
            <source>“{title}” · {players}</source>
            <translation>“{title}” · {players}</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Finished</translation>
        </message>
        <message>
            <source>Damaged file</source>
            <translation>Damaged file</translation>
        </message>
        <message>
            <source>Delete this saved game?</source>
            <translation>Delete this saved game?</translation>
        </message>
        <message>
            <source>This file is not in the folder of saved games: it is not deleted.</source>
            <translation>This file is not in the folder of saved games: it is not deleted.</translation>
        </message>
        <message>
            <source>This game is open in another cafegames window: close it there first, then delete it here.</source>
            <translation>This game is open in another cafegames window: close it there first, then delete it here.</translation>
        </message>
        <message>
            <source>Delete “{game}” for good? It cannot be brought back.</source>
            <translation>Delete “{game}” for good? It cannot be brought back.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;New game…</translation>
        </message>
        <message>
            <source>&amp;Continue the last game</source>
            <translation>&amp;Continue the last game</translation>
        </message>
        <message>
            <source>&amp;Load a saved game…</source>
            <translation>&amp;Load a saved game…</translation>
        </message>
        <message>
            <source>Stat&amp;istics and replays</source>
            <translation>Stat&amp;istics and replays</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Save</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>Save &amp;as…</translation>
        </message>
        <message>
            <source>Back to the &amp;start page</source>
            <translation>Back to the &amp;start page</translation>
        </message>
        <message>
            <source>Se&amp;ttings…</source>
            <translation>Se&amp;ttings…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <source>Game &amp;log</source>
            <translation>Game &amp;log</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Full screen</translation>
        </message>
        <message>
            <source>&amp;Rules of the game</source>
            <translation>&amp;Rules of the game</translation>
        </message>
        <message>
            <source>Take &amp;back my last move</source>
            <translation>Take &amp;back my last move</translation>
        </message>
        <message>
            <source>&amp;About cafegames</source>
            <translation>&amp;About cafegames</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Game log</translation>
        </message>
        <message>
            <source>Not available yet</source>
            <translation>Not available yet</translation>
        </message>
        <message>
            <source>{game} cannot be played in this version yet.</source>
            <translation>{game} cannot be played in this version yet.</translation>
        </message>
        <message>
            <source>This game cannot be started</source>
            <translation>This game cannot be started</translation>
        </message>
        <message numerus="yes">
            <source>The history of finished games was damaged: it has been rebuilt from the saved games (%n game(s)).</source>
            <translation>
                <numerusform>The history of finished games was damaged: it has been rebuilt from the saved games (%n game).</numerusform>
                <numerusform>The history of finished games was damaged: it has been rebuilt from the saved games (%n games).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The history was written by a newer version of cafegames: this version has rebuilt its own from the saved games (%n game(s)).</source>
            <translation>
                <numerusform>The history was written by a newer version of cafegames: this version has rebuilt its own from the saved games (%n game).</numerusform>
                <numerusform>The history was written by a newer version of cafegames: this version has rebuilt its own from the saved games (%n games).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The history of finished games was missing: it has been rebuilt from the saved games (%n game(s)).</source>
            <translation>
                <numerusform>The history of finished games was missing: it has been rebuilt from the saved games (%n game).</numerusform>
                <numerusform>The history of finished games was missing: it has been rebuilt from the saved games (%n games).</numerusform>
            </translation>
        </message>
        <message>
            <source>This game can be watched again once it is over.</source>
            <translation>This game can be watched again once it is over.</translation>
        </message>
        <message>
            <source>Show or hide the game log (Ctrl+L)</source>
            <translation>Show or hide the game log (Ctrl+L)</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Hint</translation>
        </message>
        <message>
            <source>An unexpected error stopped it; the details are in the log.</source>
            <translation>An unexpected error stopped it; the details are in the log.</translation>
        </message>
        <message>
            <source>The table of {game} could not be set up. {problem}</source>
            <translation>The table of {game} could not be set up. {problem}</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continue</translation>
        </message>
        <message>
            <source>There is no unfinished game to continue.</source>
            <translation>There is no unfinished game to continue.</translation>
        </message>
        <message>
            <source>Save as</source>
            <translation>Save as</translation>
        </message>
        <message>
            <source>A name for this game, to find it again in the list of saved games
(for example “Sunday with grandma”):</source>
            <translation>A name for this game, to find it again in the list of saved games
(for example “Sunday with grandma”):</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Save</translation>
        </message>
        <message>
            <source>Not saved: the game needs a name.</source>
            <translation>Not saved: the game needs a name.</translation>
        </message>
        <message>
            <source>Game saved as “{title}”.</source>
            <translation>Game saved as “{title}”.</translation>
        </message>
        <message>
            <source>⚠ Not saved</source>
            <translation>⚠ Not saved</translation>
        </message>
        <message>
            <source>{problem}

The game goes on, but it cannot be continued later while saving fails. You will be told when saving works again.</source>
            <translation>{problem}

The game goes on, but it cannot be continued later while saving fails. You will be told when saving works again.</translation>
        </message>
        <message>
            <source>Saving works again: the game can be continued later.</source>
            <translation>Saving works again: the game can be continued later.</translation>
        </message>
        <message>
            <source>&lt;h2&gt;cafegames {version}&lt;/h2&gt;&lt;p&gt;Family card and board games around one computer: {games}. 2 to 10 people at one screen, with computer players, in French and English.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence. Made with Python and Qt (PySide6).&lt;/p&gt;&lt;p&gt;The games are played by their published rules; the rules pages (F1) say which variants are offered.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;cafegames {version}&lt;/h2&gt;&lt;p&gt;Family card and board games around one computer: {games}. 2 to 10 people at one screen, with computer players, in French and English.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence. Made with Python and Qt (PySide6).&lt;/p&gt;&lt;p&gt;The games are played by their published rules; the rules pages (F1) say which variants are offered.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>This game cannot be opened</source>
            <translation>This game cannot be opened</translation>
        </message>
        <message>
            <source>The file was damaged ({problem}); its backup was opened.</source>
            <translation>The file was damaged ({problem}); its backup was opened.</translation>
        </message>
        <message>
            <source>Game saved.</source>
            <translation>Game saved.</translation>
        </message>
        <message>
            <source>The game is not being saved</source>
            <translation>The game is not being saved</translation>
        </message>
        <message>
            <source>About cafegames</source>
            <translation>About cafegames</translation>
        </message>
    </context>
    <context>
        <name>Match</name>
        <message>
            <source>The seed must be a whole number from 0 to {max}.</source>
            <translation>The seed must be a whole number from 0 to {max}.</translation>
        </message>
        <message>
            <source>Move {n} comes after the end of the game.</source>
            <translation>Move {n} comes after the end of the game.</translation>
        </message>
        <message>
            <source>Move {n} is not allowed: {reason}</source>
            <translation>Move {n} is not allowed: {reason}</translation>
        </message>
        <message>
            <source>{game} is played by {lo} to {hi} players, not {n}.</source>
            <translation>{game} is played by {lo} to {hi} players, not {n}.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Easy</source>
            <translation>Easy</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Hard</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Expert</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>Start the game</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Game:</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>Number of players:</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Cards:</source>
            <translation>Cards:</translation>
        </message>
        <message>
            <source>Card decks…</source>
            <translation>Card decks…</translation>
        </message>
        <message>
            <source>Standard cards</source>
            <translation>Standard cards</translation>
        </message>
        <message>
            <source>No game can be played in this version yet.</source>
            <translation>No game can be played in this version yet.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Played by</source>
            <translation>Played by</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Level</translation>
        </message>
        <message>
            <source>Photo</source>
            <translation>Photo</translation>
        </message>
        <message>
            <source>A person</source>
            <translation>A person</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Random</translation>
        </message>
        <message>
            <source>Plays any legal move, at random</source>
            <translation>Plays any legal move, at random</translation>
        </message>
        <message>
            <source>The computer</source>
            <translation>The computer</translation>
        </message>
        <message>
            <source>Allow take-backs</source>
            <translation>Allow take-backs</translation>
        </message>
        <message>
            <source>Off by default when several people play.</source>
            <translation>Off by default when several people play.</translation>
        </message>
        <message>
            <source>Off by default when several people play: taking a move back after seeing the card you drew would be cheating.</source>
            <translation>Off by default when several people play: taking a move back after seeing the card you drew would be cheating.</translation>
        </message>
        <message>
            <source>Ctrl+Z undoes your last move.</source>
            <translation>Ctrl+Z undoes your last move.</translation>
        </message>
        <message>
            <source>Ctrl+Z or the Take back button on the table undoes your last move and the computers' moves after it.</source>
            <translation>Ctrl+Z or the Take back button on the table undoes your last move and the computers' moves after it.</translation>
        </message>
        <message>
            <source>Two players have the same name.</source>
            <translation>Two players have the same name.</translation>
        </message>
        <message>
            <source>This game has no rules to choose: it is played as in the box.</source>
            <translation>This game has no rules to choose: it is played as in the box.</translation>
        </message>
        <message>
            <source>Other rules</source>
            <translation>Other rules</translation>
        </message>
        <message>
            <source>More choices for this game.</source>
            <translation>More choices for this game.</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Custom</translation>
        </message>
        <message>
            <source>Your own choice, rule by rule, below.</source>
            <translation>Your own choice, rule by rule, below.</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>The option “{option}” must be between {lo} and {hi}.</source>
            <translation>The option “{option}” must be between {lo} and {hi}.</translation>
        </message>
        <message>
            <source>The option “{option}” must be one of: {choices}.</source>
            <translation>The option “{option}” must be one of: {choices}.</translation>
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
            <source>The option “{option}” expects {expected}, not “{value}”.</source>
            <translation>The option “{option}” expects {expected}, not “{value}”.</translation>
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
        <name>Pictures</name>
        <message>
            <source>Pictures</source>
            <translation>Pictures</translation>
        </message>
        <message>
            <source>{some} or {last}</source>
            <translation>{some} or {last}</translation>
        </message>
        <message>
            <source>“{name}” is not a picture this program can read ({formats}).</source>
            <translation>“{name}” is not a picture this program can read ({formats}).</translation>
        </message>
        <message>
            <source>the picture</source>
            <translation>the picture</translation>
        </message>
        <message>
            <source>“{name}” is too large a file ({mb} MB; at most {max} MB).</source>
            <translation>“{name}” is too large a file ({mb} MB; at most {max} MB).</translation>
        </message>
        <message>
            <source>“{name}” is empty.</source>
            <translation>“{name}” is empty.</translation>
        </message>
        <message>
            <source>“{name}” is damaged: its size cannot be read.</source>
            <translation>“{name}” is damaged: its size cannot be read.</translation>
        </message>
        <message>
            <source>“{name}” is too big a picture ({w} × {h} pixels).</source>
            <translation>“{name}” is too big a picture ({w} × {h} pixels).</translation>
        </message>
        <message>
            <source>“{name}” is damaged or cut short.</source>
            <translation>“{name}” is damaged or cut short.</translation>
        </message>
    </context>
    <context>
        <name>PlayerPicker</name>
        <message>
            <source>{name} is already at the table.</source>
            <translation>{name} is already at the table.</translation>
        </message>
        <message>
            <source>Every seat is taken: add a seat first.</source>
            <translation>Every seat is taken: add a seat first.</translation>
        </message>
        <message>
            <source>Double-click to seat {name}</source>
            <translation>Double-click to seat {name}</translation>
        </message>
        <message>
            <source>The players of the family appear here once they have played, or with Add.</source>
            <translation>The players of the family appear here once they have played, or with Add.</translation>
        </message>
        <message>
            <source>A new player</source>
            <translation>A new player</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Name:</translation>
        </message>
        <message>
            <source>Rename {name}</source>
            <translation>Rename {name}</translation>
        </message>
        <message>
            <source>New name (the games played so far stay theirs):</source>
            <translation>New name (the games played so far stay theirs):</translation>
        </message>
        <message>
            <source>Remove {name}?</source>
            <translation>Remove {name}?</translation>
        </message>
        <message>
            <source>Remove {name} from the list of players? Their saved games stay, and so do their statistics under the name they played with.</source>
            <translation>Remove {name} from the list of players? Their saved games stay, and so do their statistics under the name they played with.</translation>
        </message>
        <message>
            <source>Our players:</source>
            <translation>Our players:</translation>
        </message>
        <message>
            <source>Take a seat</source>
            <translation>Take a seat</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>Add…</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Rename…</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Colour</translation>
        </message>
        <message>
            <source>Remove…</source>
            <translation>Remove…</translation>
        </message>
        <message>
            <source>Seat, rename, colour or remove the chosen player (or right-click a player)</source>
            <translation>Seat, rename, colour or remove the chosen player (or right-click a player)</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Red</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Green</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blue</translation>
        </message>
        <message>
            <source>Purple</source>
            <translation>Purple</translation>
        </message>
        <message>
            <source>Gold</source>
            <translation>Gold</translation>
        </message>
        <message>
            <source>Teal</source>
            <translation>Teal</translation>
        </message>
        <message>
            <source>Pink</source>
            <translation>Pink</translation>
        </message>
        <message>
            <source>Orange</source>
            <translation>Orange</translation>
        </message>
        <message>
            <source>Indigo</source>
            <translation>Indigo</translation>
        </message>
        <message>
            <source>Olive</source>
            <translation>Olive</translation>
        </message>
        <message>
            <source>Brown</source>
            <translation>Brown</translation>
        </message>
        <message>
            <source>Slate</source>
            <translation>Slate</translation>
        </message>
    </context>
    <context>
        <name>Players</name>
        <message>
            <source>Player {number}</source>
            <translation>Player {number}</translation>
        </message>
        <message>
            <source>Computer {number}</source>
            <translation>Computer {number}</translation>
        </message>
        <message>
            <source>The list of players could not be read; it starts again empty (the old file is kept as a backup).</source>
            <translation>The list of players could not be read; it starts again empty (the old file is kept as a backup).</translation>
        </message>
        <message numerus="yes">
            <source>The list is full (%n player(s)).</source>
            <translation>
                <numerusform>The list is full (%n player).</numerusform>
                <numerusform>The list is full (%n players).</numerusform>
            </translation>
        </message>
        <message>
            <source>That is not a colour.</source>
            <translation>That is not a colour.</translation>
        </message>
        <message>
            <source>The list of players could not be saved: {reason}</source>
            <translation>The list of players could not be saved: {reason}</translation>
        </message>
        <message>
            <source>There is already a player called “{name}”.</source>
            <translation>There is already a player called “{name}”.</translation>
        </message>
        <message>
            <source>That player is no longer in the list.</source>
            <translation>That player is no longer in the list.</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>Move</source>
            <translation>Move</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
    </context>
    <context>
        <name>ReplayPage</name>
        <message>
            <source>finished</source>
            <translation>finished</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>not finished</translation>
        </message>
        <message>
            <source>Replay · {game} · {names} ({state})</source>
            <translation>Replay · {game} · {names} ({state})</translation>
        </message>
        <message>
            <source>Move {n} of {total}</source>
            <translation>Move {n} of {total}</translation>
        </message>
        <message>
            <source>no card</source>
            <translation>no card</translation>
        </message>
        <message>
            <source>{name}: {cards}</source>
            <translation>{name}: {cards}</translation>
        </message>
        <message>
            <source>The start of the match, as dealt.</source>
            <translation>The start of the match, as dealt.</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <source>Close the replay</source>
            <translation>Close the replay</translation>
        </message>
        <message>
            <source>To the start (Home)</source>
            <translation>To the start (Home)</translation>
        </message>
        <message>
            <source>One action back (←)</source>
            <translation>One action back (←)</translation>
        </message>
        <message>
            <source>One action forward (→)</source>
            <translation>One action forward (→)</translation>
        </message>
        <message>
            <source>To the end (End)</source>
            <translation>To the end (End)</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>Speed:</translation>
        </message>
        <message>
            <source>Go to:</source>
            <translation>Go to:</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Fast</translation>
        </message>
        <message>
            <source>Very fast</source>
            <translation>Very fast</translation>
        </message>
        <message>
            <source>Show every hand</source>
            <translation>Show every hand</translation>
        </message>
        <message>
            <source>Once the game is over, everyone's cards may be seen</source>
            <translation>Once the game is over, everyone's cards may be seen</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules of {game}</source>
            <translation>Rules of {game}</translation>
        </message>
        <message>
            <source>The rules page of this game is not written yet.</source>
            <translation>The rules page of this game is not written yet.</translation>
        </message>
        <message>
            <source>This page is not available in your language yet; here it is in the other one.</source>
            <translation>This page is not available in your language yet; here it is in the other one.</translation>
        </message>
    </context>
    <context>
        <name>Saves</name>
        <message>
            <source>The game could not be saved to {path}: {reason}.</source>
            <translation>The game could not be saved to {path}: {reason}.</translation>
        </message>
        <message>
            <source>The game could not be saved to {path} (an unexpected error, written in the log).</source>
            <translation>The game could not be saved to {path} (an unexpected error, written in the log).</translation>
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
            <source>The file {path} cannot be read: {reason}.</source>
            <translation>The file {path} cannot be read: {reason}.</translation>
        </message>
        <message>
            <source>The file is damaged: a part of it is not text ({where}).</source>
            <translation>The file is damaged: a part of it is not text ({where}).</translation>
        </message>
        <message>
            <source>The file is damaged: a part of it cannot be read as a saved game ({where}).</source>
            <translation>The file is damaged: a part of it cannot be read as a saved game ({where}).</translation>
        </message>
        <message>
            <source>The file is damaged: it holds a number that is not a real number.</source>
            <translation>The file is damaged: it holds a number that is not a real number.</translation>
        </message>
        <message>
            <source>The file is damaged: it holds a number far too long for a saved game.</source>
            <translation>The file is damaged: it holds a number far too long for a saved game.</translation>
        </message>
        <message>
            <source>The file does not hold a saved game.</source>
            <translation>The file does not hold a saved game.</translation>
        </message>
        <message>
            <source>The file is cut short: it was not saved completely.</source>
            <translation>The file is cut short: it was not saved completely.</translation>
        </message>
        <message>
            <source>The file is damaged: it is not laid out as a saved game.</source>
            <translation>The file is damaged: it is not laid out as a saved game.</translation>
        </message>
        <message>
            <source>near the start</source>
            <translation>near the start</translation>
        </message>
        <message>
            <source>in the middle</source>
            <translation>in the middle</translation>
        </message>
        <message>
            <source>near the end</source>
            <translation>near the end</translation>
        </message>
        <message>
            <source>the name of the game</source>
            <translation>the name of the game</translation>
        </message>
        <message>
            <source>the list of players</source>
            <translation>the list of players</translation>
        </message>
        <message>
            <source>the choice of rules</source>
            <translation>the choice of rules</translation>
        </message>
        <message>
            <source>the number that shuffles the cards</source>
            <translation>the number that shuffles the cards</translation>
        </message>
        <message>
            <source>the list of moves</source>
            <translation>the list of moves</translation>
        </message>
        <message>
            <source>the count of hints</source>
            <translation>the count of hints</translation>
        </message>
        <message>
            <source>the count of moves taken back</source>
            <translation>the count of moves taken back</translation>
        </message>
        <message>
            <source>The file is damaged: {part} is missing.</source>
            <translation>The file is damaged: {part} is missing.</translation>
        </message>
        <message>
            <source>The file is damaged: {part} cannot be read.</source>
            <translation>The file is damaged: {part} cannot be read.</translation>
        </message>
        <message>
            <source>The file does not say which version of its format it is written in.</source>
            <translation>The file does not say which version of its format it is written in.</translation>
        </message>
        <message>
            <source>The file is written in a version of the format this version of cafegames does not know.</source>
            <translation>The file is written in a version of the format this version of cafegames does not know.</translation>
        </message>
        <message numerus="yes">
            <source>The file has %n player(s); {game} is played by {lo} to {hi}.</source>
            <translation>
                <numerusform>The file has %n player; {game} is played by {lo} to {hi}.</numerusform>
                <numerusform>The file has %n players; {game} is played by {lo} to {hi}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The file holds %n move(s), more than any real game.</source>
            <translation>
                <numerusform>The file holds %n move, more than any real game.</numerusform>
                <numerusform>The file holds %n moves, more than any real game.</numerusform>
            </translation>
        </message>
        <message>
            <source>Move {n} cannot be read: {reason}</source>
            <translation>Move {n} cannot be read: {reason}</translation>
        </message>
        <message>
            <source>The file is damaged: player {n} cannot be read.</source>
            <translation>The file is damaged: player {n} cannot be read.</translation>
        </message>
        <message>
            <source>The file is damaged: player {n} has no name.</source>
            <translation>The file is damaged: player {n} has no name.</translation>
        </message>
        <message>
            <source>Player {n}: {reason}</source>
            <translation>Player {n}: {reason}</translation>
        </message>
        <message>
            <source>The file is damaged: player {n} is neither a person nor the computer.</source>
            <translation>The file is damaged: player {n} is neither a person nor the computer.</translation>
        </message>
        <message>
            <source>Player {n} plays at a computer level this version does not know.</source>
            <translation>Player {n} plays at a computer level this version does not know.</translation>
        </message>
        <message>
            <source>Player {n} is linked to a remembered player in a way this version cannot read.</source>
            <translation>Player {n} is linked to a remembered player in a way this version cannot read.</translation>
        </message>
        <message>
            <source>The rules could not replay this game; the file may have been edited. The details are in the log.</source>
            <translation>The rules could not replay this game; the file may have been edited. The details are in the log.</translation>
        </message>
        <message>
            <source>The saved game could not be deleted: {reason}.</source>
            <translation>The saved game could not be deleted: {reason}.</translation>
        </message>
        <message>
            <source>The file is empty.</source>
            <translation>The file is empty.</translation>
        </message>
        <message>
            <source>{path} is not a saved game but a device or a pipe.</source>
            <translation>{path} is not a saved game but a device or a pipe.</translation>
        </message>
        <message>
            <source>This game was saved by a newer version of cafegames (format {v}); update the app to open it.</source>
            <translation>This game was saved by a newer version of cafegames (format {v}); update the app to open it.</translation>
        </message>
        <message>
            <source>This is not a cafegames saved game.</source>
            <translation>This is not a cafegames saved game.</translation>
        </message>
        <message>
            <source>The game “{game}” is not one this version knows.</source>
            <translation>The game “{game}” is not one this version knows.</translation>
        </message>
        <message>
            <source>it is not written as a move.</source>
            <translation>it is not written as a move.</translation>
        </message>
        <message>
            <source>it is not a move of this game.</source>
            <translation>it is not a move of this game.</translation>
        </message>
        <message>
            <source>a part of the move is missing.</source>
            <translation>a part of the move is missing.</translation>
        </message>
        <message>
            <source>the move holds something this game does not know.</source>
            <translation>the move holds something this game does not know.</translation>
        </message>
        <message>
            <source>a part of the move holds the wrong kind of value.</source>
            <translation>a part of the move holds the wrong kind of value.</translation>
        </message>
        <message>
            <source>This game is open in another cafegames window, which goes on saving it. Go on playing it there, or close it there first (it can be watched again here: “Watch the replay”).</source>
            <translation>This game is open in another cafegames window, which goes on saving it. Go on playing it there, or close it there first (it can be watched again here: “Watch the replay”).</translation>
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
            <source>As the system</source>
            <translation>As the system</translation>
        </message>
        <message>
            <source>On</source>
            <translation>On</translation>
        </message>
        <message>
            <source>Reduced</source>
            <translation>Reduced</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Off</translation>
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
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>Settings</translation>
        </message>
        <message>
            <source>As the system</source>
            <translation>As the system</translation>
        </message>
        <message>
            <source>Colour-blind aid: a shape per colour ● ▲ ■ ◆</source>
            <translation>Colour-blind aid: a shape per colour ● ▲ ■ ◆</translation>
        </message>
        <message>
            <source>Card decks…</source>
            <translation>Card decks…</translation>
        </message>
        <message>
            <source>Red ●, yellow ▲, green ■, blue ◆ on the cards and colour marks</source>
            <translation>Red ●, yellow ▲, green ■, blue ◆ on the cards and colour marks</translation>
        </message>
        <message>
            <source>Reduced: short fades and moves only, no confetti. As the system: reduced when the system's animations are turned off.</source>
            <translation>Reduced: short fades and moves only, no confetti. As the system: reduced when the system's animations are turned off.</translation>
        </message>
        <message>
            <source>Larger cards and text</source>
            <translation>Larger cards and text</translation>
        </message>
        <message>
            <source>Your own pictures on the {game} cards</source>
            <translation>Your own pictures on the {game} cards</translation>
        </message>
        <message>
            <source>Don't show tips</source>
            <translation>Don't show tips</translation>
        </message>
        <message>
            <source>The first time a rule comes up in a game, a short tip says what it means</source>
            <translation>The first time a rule comes up in a game, a short tip says what it means</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Language:</translation>
        </message>
        <message>
            <source>Animations:</source>
            <translation>Animations:</translation>
        </message>
        <message>
            <source>Computer players:</source>
            <translation>Computer players:</translation>
        </message>
        <message>
            <source>Screen</source>
            <translation>Screen</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>At the table</translation>
        </message>
        <message>
            <source>Sound</source>
            <translation>Sound</translation>
        </message>
        <message>
            <source>{game} cards:</source>
            <translation>{game} cards:</translation>
        </message>
        <message>
            <source>For a small screen, or to read from further away: menus, dialogs and the open table at once. A table crowded with players keeps its seat plates at the normal size: larger ones would not fit</source>
            <translation>For a small screen, or to read from further away: menus, dialogs and the open table at once. A table crowded with players keeps its seat plates at the normal size: larger ones would not fit</translation>
        </message>
        <message>
            <source>Changes apply at once, also to a game in progress.</source>
            <translation>Changes apply at once, also to a game in progress.</translation>
        </message>
        <message>
            <source>Sound off</source>
            <translation>Sound off</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Volume</translation>
        </message>
        <message>
            <source>Play a sound</source>
            <translation>Play a sound</translation>
        </message>
        <message>
            <source>No sound device was found: the games are silent on this computer.</source>
            <translation>No sound device was found: the games are silent on this computer.</translation>
        </message>
        <message>
            <source>There is no sound device to play it on</source>
            <translation>There is no sound device to play it on</translation>
        </message>
        <message>
            <source>Sound is off</source>
            <translation>Sound is off</translation>
        </message>
        <message>
            <source>A card played at this volume</source>
            <translation>A card played at this volume</translation>
        </message>
        <message>
            <source>{n}%</source>
            <translation>{n}%</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <source>“{title}” · {players}</source>
            <translation>“{title}” · {players}</translation>
        </message>
        <message>
            <source>Card and board games for the whole family, around one computer</source>
            <translation>Card and board games for the whole family, around one computer</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continue</translation>
        </message>
        <message>
            <source>Load a saved game…</source>
            <translation>Load a saved game…</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
    </context>
    <context>
        <name>StatsPage</name>
        <message>
            <source>Computer · {level}</source>
            <translation>Computer · {level}</translation>
        </message>
        <message>
            <source>The history is in use by another program; it will be brought up to date later.</source>
            <translation>The history is in use by another program; it will be brought up to date later.</translation>
        </message>
        <message>
            <source>The disk is full: the history will be brought up to date when there is room on it again.</source>
            <translation>The disk is full: the history will be brought up to date when there is room on it again.</translation>
        </message>
        <message>
            <source>The history cannot be read: it is being rebuilt from the saved games.</source>
            <translation>The history cannot be read: it is being rebuilt from the saved games.</translation>
        </message>
        <message>
            <source>The history is being brought up to date from the saved games.</source>
            <translation>The history is being brought up to date from the saved games.</translation>
        </message>
        <message>
            <source>The history cannot be written just now; it will be brought up to date later.</source>
            <translation>The history cannot be written just now; it will be brought up to date later.</translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s)</source>
            <translation>
                <numerusform>%n finished game</numerusform>
                <numerusform>%n finished games</numerusform>
            </translation>
        </message>
        <message>
            <source>Nobody has finished a game yet</source>
            <translation>Nobody has finished a game yet</translation>
        </message>
        <message>
            <source>this month</source>
            <translation>this month</translation>
        </message>
        <message>
            <source>so far</source>
            <translation>so far</translation>
        </message>
        <message>
            <source>No finished game {period}.</source>
            <translation>No finished game {period}.</translation>
        </message>
        <message>
            <source>Finished games appear here, with who won and how.</source>
            <translation>Finished games appear here, with who won and how.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) finished</source>
            <translation>
                <numerusform>%n game finished</numerusform>
                <numerusform>%n games finished</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n won</source>
            <translation>
                <numerusform>%n won</numerusform>
                <numerusform>%n won</numerusform>
            </translation>
        </message>
        <message>
            <source>All games</source>
            <translation>All games</translation>
        </message>
        <message>
            <source>{rate}%</source>
            <translation>{rate}%</translation>
        </message>
        <message>
            <source>No game against the computer</source>
            <translation>No game against the computer</translation>
        </message>
        <message>
            <source>Wins over time</source>
            <translation>Wins over time</translation>
        </message>
        <message>
            <source>No finished game in this period.</source>
            <translation>No finished game in this period.</translation>
        </message>
        <message>
            <source>Score line</source>
            <translation>Score line</translation>
        </message>
        <message>
            <source>{game} of {date}</source>
            <translation>{game} of {date}</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>This month</source>
            <translation>This month</translation>
        </message>
        <message>
            <source>All time</source>
            <translation>All time</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Back</translation>
        </message>
        <message>
            <source>Watch the replay</source>
            <translation>Watch the replay</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Played</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Won</translation>
        </message>
        <message>
            <source>Win
rate</source>
            <translation>Win
rate</translation>
        </message>
        <message>
            <source>Longest
streak</source>
            <translation>Longest
streak</translation>
        </message>
        <message>
            <source>Best
score</source>
            <translation>Best
score</translation>
        </message>
        <message>
            <source>Average
score</source>
            <translation>Average
score</translation>
        </message>
        <message>
            <source>Average
place</source>
            <translation>Average
place</translation>
        </message>
        <message>
            <source>Against</source>
            <translation>Against</translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be read: left out of these figures.</source>
            <translation>
                <numerusform>%n finished game could not be read: left out of these figures.</numerusform>
                <numerusform>%n finished games could not be read: left out of these figures.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n line(s) of the history made no sense: left out.</source>
            <translation>
                <numerusform>%n line of the history made no sense: left out.</numerusform>
                <numerusform>%n lines of the history made no sense: left out.</numerusform>
            </translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Games</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Winner</translation>
        </message>
    </context>
    <context>
        <name>TableKeys</name>
        <message>
            <source>Take back your last move (when the game allows it)</source>
            <translation>Take back your last move (when the game allows it)</translation>
        </message>
        <message>
            <source>Show these keys</source>
            <translation>Show these keys</translation>
        </message>
    </context>
    <context>
        <name>TableWidget</name>
        <message>
            <source>{game} is played with the mouse.</source>
            <translation>{game} is played with the mouse.</translation>
        </message>
        <message>
            <source>In this game</source>
            <translation>In this game</translation>
        </message>
        <message>
            <source>On every table</source>
            <translation>On every table</translation>
        </message>
        <message>
            <source>On the result screen</source>
            <translation>On the result screen</translation>
        </message>
        <message>
            <source>The keys of {game}</source>
            <translation>The keys of {game}</translation>
        </message>
    </context>
    <context>
        <name>Takeback</name>
        <message>
            <source>Take-backs are off for this game (they are chosen when the game is created).</source>
            <translation>Take-backs are off for this game (they are chosen when the game is created).</translation>
        </message>
        <message>
            <source>The game is over: its moves can no longer be taken back.</source>
            <translation>The game is over: its moves can no longer be taken back.</translation>
        </message>
        <message>
            <source>You have made no move to take back yet.</source>
            <translation>You have made no move to take back yet.</translation>
        </message>
        <message>
            <source>{name} has played since your move: only your own last move can be taken back.</source>
            <translation>{name} has played since your move: only your own last move can be taken back.</translation>
        </message>
    </context>
    <context>
        <name>Uno</name>
        <message>
            <source>red</source>
            <translation>red</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>yellow</translation>
        </message>
        <message>
            <source>green</source>
            <translation>green</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>blue</translation>
        </message>
        <message>
            <source>red {n}</source>
            <translation>red {n}</translation>
        </message>
        <message>
            <source>yellow {n}</source>
            <translation>yellow {n}</translation>
        </message>
        <message>
            <source>green {n}</source>
            <translation>green {n}</translation>
        </message>
        <message>
            <source>blue {n}</source>
            <translation>blue {n}</translation>
        </message>
        <message>
            <source>red Skip</source>
            <translation>red Skip</translation>
        </message>
        <message>
            <source>red Reverse</source>
            <translation>red Reverse</translation>
        </message>
        <message>
            <source>red Draw Two</source>
            <translation>red Draw Two</translation>
        </message>
        <message>
            <source>red x2</source>
            <translation>red x2</translation>
        </message>
        <message>
            <source>red Show your hand</source>
            <translation>red Show your hand</translation>
        </message>
        <message>
            <source>red Swap hands</source>
            <translation>red Swap hands</translation>
        </message>
        <message>
            <source>yellow Skip</source>
            <translation>yellow Skip</translation>
        </message>
        <message>
            <source>yellow Reverse</source>
            <translation>yellow Reverse</translation>
        </message>
        <message>
            <source>yellow Draw Two</source>
            <translation>yellow Draw Two</translation>
        </message>
        <message>
            <source>yellow x2</source>
            <translation>yellow x2</translation>
        </message>
        <message>
            <source>yellow Show your hand</source>
            <translation>yellow Show your hand</translation>
        </message>
        <message>
            <source>yellow Swap hands</source>
            <translation>yellow Swap hands</translation>
        </message>
        <message>
            <source>green Skip</source>
            <translation>green Skip</translation>
        </message>
        <message>
            <source>green Reverse</source>
            <translation>green Reverse</translation>
        </message>
        <message>
            <source>green Draw Two</source>
            <translation>green Draw Two</translation>
        </message>
        <message>
            <source>green x2</source>
            <translation>green x2</translation>
        </message>
        <message>
            <source>green Show your hand</source>
            <translation>green Show your hand</translation>
        </message>
        <message>
            <source>green Swap hands</source>
            <translation>green Swap hands</translation>
        </message>
        <message>
            <source>blue Skip</source>
            <translation>blue Skip</translation>
        </message>
        <message>
            <source>blue Reverse</source>
            <translation>blue Reverse</translation>
        </message>
        <message>
            <source>blue Draw Two</source>
            <translation>blue Draw Two</translation>
        </message>
        <message>
            <source>blue x2</source>
            <translation>blue x2</translation>
        </message>
        <message>
            <source>blue Show your hand</source>
            <translation>blue Show your hand</translation>
        </message>
        <message>
            <source>blue Swap hands</source>
            <translation>blue Swap hands</translation>
        </message>
        <message>
            <source>Wild</source>
            <translation>Wild</translation>
        </message>
        <message>
            <source>Wild Draw Four</source>
            <translation>Wild Draw Four</translation>
        </message>
        <message>
            <source>Downpour +1</source>
            <translation>Downpour +1</translation>
        </message>
        <message>
            <source>Downpour +2</source>
            <translation>Downpour +2</translation>
        </message>
        <message>
            <source>x???</source>
            <translation>x???</translation>
        </message>
        <message>
            <source>Each in turn</source>
            <translation>Each in turn</translation>
        </message>
        <message>
            <source>Exchange</source>
            <translation>Exchange</translation>
        </message>
        <message>
            <source>Boomerang</source>
            <translation>Boomerang</translation>
        </message>
        <message>
            <source>+4?</source>
            <translation>+4?</translation>
        </message>
        <message>
            <source>UNO card</source>
            <translation>UNO card</translation>
        </message>
        <message>
            <source>red +2?</source>
            <translation>red +2?</translation>
        </message>
        <message>
            <source>yellow +2?</source>
            <translation>yellow +2?</translation>
        </message>
        <message>
            <source>green +2?</source>
            <translation>green +2?</translation>
        </message>
        <message>
            <source>blue +2?</source>
            <translation>blue +2?</translation>
        </message>
        <message>
            <source>Finished after {hands} hands · {totals}</source>
            <translation>Finished after {hands} hands · {totals}</translation>
        </message>
        <message>
            <source>Hand {hand} · scores {totals}</source>
            <translation>Hand {hand} · scores {totals}</translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s) for the Draw Two.</source>
            <translation>
                <numerusform>{name} draws %n card for the Draw Two.</numerusform>
                <numerusform>{name} draws %n cards for the Draw Two.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s) for the Wild Draw Four.</source>
            <translation>
                <numerusform>{name} draws %n card for the Wild Draw Four.</numerusform>
                <numerusform>{name} draws %n cards for the Wild Draw Four.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} takes %n penalty card(s).</source>
            <translation>
                <numerusform>{name} takes %n penalty card.</numerusform>
                <numerusform>{name} takes %n penalty cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s) after the challenge.</source>
            <translation>
                <numerusform>{name} draws %n card after the challenge.</numerusform>
                <numerusform>{name} draws %n cards after the challenge.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s) for not calling UNO.</source>
            <translation>
                <numerusform>{name} draws %n card for not calling UNO.</numerusform>
                <numerusform>{name} draws %n cards for not calling UNO.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s) in the downpour.</source>
            <translation>
                <numerusform>{name} draws %n card in the downpour.</numerusform>
                <numerusform>{name} draws %n cards in the downpour.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} presses the launcher: %n card(s).</source>
            <translation>
                <numerusform>{name} presses the launcher: %n card.</numerusform>
                <numerusform>{name} presses the launcher: %n cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s).</source>
            <translation>
                <numerusform>{name} draws %n card.</numerusform>
                <numerusform>{name} draws %n cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s) for the UNO card.</source>
            <translation>
                <numerusform>{name} draws %n card for the UNO card.</numerusform>
                <numerusform>{name} draws %n cards for the UNO card.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} takes %n penalty card(s) for the time.</source>
            <translation>
                <numerusform>{name} takes %n penalty card for the time.</numerusform>
                <numerusform>{name} takes %n penalty cards for the time.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} has no 2 to play and draws %n card(s).</source>
            <translation>
                <numerusform>{name} has no 2 to play and draws %n card.</numerusform>
                <numerusform>{name} has no 2 to play and draws %n cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s) sent back by the Boomerang.</source>
            <translation>
                <numerusform>{name} draws %n card sent back by the Boomerang.</numerusform>
                <numerusform>{name} draws %n cards sent back by the Boomerang.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Finished after %n hand(s) · {totals}</source>
            <translation>
                <numerusform>Finished after %n hand · {totals}</numerusform>
                <numerusform>Finished after %n hands · {totals}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Extreme box · finished after %n hand(s) · {totals}</source>
            <translation>
                <numerusform>Extreme box · finished after %n hand · {totals}</numerusform>
                <numerusform>Extreme box · finished after %n hands · {totals}</numerusform>
            </translation>
        </message>
        <message>
            <source>Extreme box · hand {hand} · scores {totals}</source>
            <translation>Extreme box · hand {hand} · scores {totals}</translation>
        </message>
        <message numerus="yes">
            <source>Rapido box · finished after %n hand(s) · {totals}</source>
            <translation>
                <numerusform>Rapido box · finished after %n hand · {totals}</numerusform>
                <numerusform>Rapido box · finished after %n hands · {totals}</numerusform>
            </translation>
        </message>
        <message>
            <source>Rapido box · hand {hand} · scores {totals}</source>
            <translation>Rapido box · hand {hand} · scores {totals}</translation>
        </message>
        <message numerus="yes">
            <source>Deluxe box · finished after %n hand(s) · {totals}</source>
            <translation>
                <numerusform>Deluxe box · finished after %n hand · {totals}</numerusform>
                <numerusform>Deluxe box · finished after %n hands · {totals}</numerusform>
            </translation>
        </message>
        <message>
            <source>Deluxe box · hand {hand} · scores {totals}</source>
            <translation>Deluxe box · hand {hand} · scores {totals}</translation>
        </message>
        <message numerus="yes">
            <source>Tournament · finished after %n hand(s) a table · {totals}</source>
            <translation>
                <numerusform>Tournament · finished after %n hand a table · {totals}</numerusform>
                <numerusform>Tournament · finished after %n hands a table · {totals}</numerusform>
            </translation>
        </message>
        <message>
            <source>Tournament · table {table}, hand {hand} · scores {totals}</source>
            <translation>Tournament · table {table}, hand {hand} · scores {totals}</translation>
        </message>
        <message>
            <source>Table {table}, hand {n}</source>
            <translation>Table {table}, hand {n}</translation>
        </message>
        <message numerus="yes">
            <source>Lowest total wins: %n point(s).</source>
            <translation>
                <numerusform>Lowest total wins: %n point.</numerusform>
                <numerusform>Lowest total wins: %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Winning total: %n point(s).</source>
            <translation>
                <numerusform>Winning total: %n point.</numerusform>
                <numerusform>Winning total: %n points.</numerusform>
            </translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>Hand</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Hand {n}</source>
            <translation>Hand {n}</translation>
        </message>
        <message>
            <source>{name} draws again after a tie: {card}.</source>
            <translation>{name} draws again after a tie: {card}.</translation>
        </message>
        <message>
            <source>{name} draws {card} to choose the dealer.</source>
            <translation>{name} draws {card} to choose the dealer.</translation>
        </message>
        <message>
            <source>Table {table}, hand {hand}: {dealer} deals.</source>
            <translation>Table {table}, hand {hand}: {dealer} deals.</translation>
        </message>
        <message>
            <source>Hand {hand}: {dealer} deals.</source>
            <translation>Hand {hand}: {dealer} deals.</translation>
        </message>
        <message>
            <source>First card: {card}.</source>
            <translation>First card: {card}.</translation>
        </message>
        <message>
            <source>Rapido! {name} plays {card} out of turn.</source>
            <translation>Rapido! {name} plays {card} out of turn.</translation>
        </message>
        <message>
            <source>{name} jumps in with {card}.</source>
            <translation>{name} jumps in with {card}.</translation>
        </message>
        <message>
            <source>{name} plays {card} on {other}.</source>
            <translation>{name} plays {card} on {other}.</translation>
        </message>
        <message>
            <source>{name} plays {card}.</source>
            <translation>{name} plays {card}.</translation>
        </message>
        <message>
            <source>{name} names {colour}.</source>
            <translation>{name} names {colour}.</translation>
        </message>
        <message>
            <source>{name} swaps hands with {other}.</source>
            <translation>{name} swaps hands with {other}.</translation>
        </message>
        <message>
            <source>{name} shows every hand to the table until the next play.</source>
            <translation>{name} shows every hand to the table until the next play.</translation>
        </message>
        <message>
            <source>Every hand passes to the next player.</source>
            <translation>Every hand passes to the next player.</translation>
        </message>
        <message>
            <source>{name} calls UNO!</source>
            <translation>{name} calls UNO!</translation>
        </message>
        <message>
            <source>{name} sends it back to {other} with a Boomerang!</source>
            <translation>{name} sends it back to {other} with a Boomerang!</translation>
        </message>
        <message>
            <source>{name}'s Wild cancels the draw.</source>
            <translation>{name}'s Wild cancels the draw.</translation>
        </message>
        <message>
            <source>{name} is skipped.</source>
            <translation>{name} is skipped.</translation>
        </message>
        <message>
            <source>Direction of play reversed.</source>
            <translation>Direction of play reversed.</translation>
        </message>
        <message>
            <source>{name} finds nothing to draw.</source>
            <translation>{name} finds nothing to draw.</translation>
        </message>
        <message>
            <source>{name} cannot play the card drawn.</source>
            <translation>{name} cannot play the card drawn.</translation>
        </message>
        <message>
            <source>Rapido! {name} plays the same card and plays on.</source>
            <translation>Rapido! {name} plays the same card and plays on.</translation>
        </message>
        <message>
            <source>{name} keeps the card: drawing is playing.</source>
            <translation>{name} keeps the card: drawing is playing.</translation>
        </message>
        <message>
            <source>{name} keeps the card drawn.</source>
            <translation>{name} keeps the card drawn.</translation>
        </message>
        <message>
            <source>{name} ends the turn.</source>
            <translation>{name} ends the turn.</translation>
        </message>
        <message>
            <source>{name} challenges {other}'s Wild Draw Four: it was a bluff!</source>
            <translation>{name} challenges {other}'s Wild Draw Four: it was a bluff!</translation>
        </message>
        <message>
            <source>{name} challenges {other}'s Wild Draw Four: it was fair.</source>
            <translation>{name} challenges {other}'s Wild Draw Four: it was fair.</translation>
        </message>
        <message>
            <source>{name} catches {other}: Contre-UNO!</source>
            <translation>{name} catches {other}: Contre-UNO!</translation>
        </message>
        <message>
            <source>The discard pile is shuffled into a new draw pile.</source>
            <translation>The discard pile is shuffled into a new draw pile.</translation>
        </message>
        <message>
            <source>No cards left to draw: {name} wins the blocked hand.</source>
            <translation>No cards left to draw: {name} wins the blocked hand.</translation>
        </message>
        <message>
            <source>{name} goes out and wins hand {hand} at table {table}.</source>
            <translation>{name} goes out and wins hand {hand} at table {table}.</translation>
        </message>
        <message>
            <source>{name} goes out and wins hand {hand}.</source>
            <translation>{name} goes out and wins hand {hand}.</translation>
        </message>
        <message numerus="yes">
            <source>{name} reaches %n point(s) and is out.</source>
            <translation>
                <numerusform>{name} reaches %n point and is out.</numerusform>
                <numerusform>{name} reaches %n points and is out.</numerusform>
            </translation>
        </message>
        <message>
            <source>Match won by {names}.</source>
            <translation>Match won by {names}.</translation>
        </message>
        <message numerus="yes">
            <source>{name} deals %n card(s) to each player.</source>
            <translation>
                <numerusform>{name} deals %n card to each player.</numerusform>
                <numerusform>{name} deals %n cards to each player.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} plays a second {card} with it.</source>
            <translation>{name} plays a second {card} with it.</translation>
        </message>
        <message>
            <source>{name} is out of time.</source>
            <translation>{name} is out of time.</translation>
        </message>
        <message>
            <source>The 2 goes round: every other player plays a 2 or draws a card.</source>
            <translation>The 2 goes round: every other player plays a 2 or draws a card.</translation>
        </message>
        <message>
            <source>The 2's round is back at {name}.</source>
            <translation>The 2's round is back at {name}.</translation>
        </message>
        <message>
            <source>{name} lands on a round hundred ({total}): 99 points off.</source>
            <translation>{name} lands on a round hundred ({total}): 99 points off.</translation>
        </message>
        <message>
            <source>Box</source>
            <translation>Box</translation>
        </message>
        <message>
            <source>The UNO box the match is played with: its deck, its cards and its rules.</source>
            <translation>The UNO box the match is played with: its deck, its cards and its rules.</translation>
        </message>
        <message>
            <source>Classic</source>
            <translation>Classic</translation>
        </message>
        <message>
            <source>Deluxe</source>
            <translation>Deluxe</translation>
        </message>
        <message>
            <source>Extreme</source>
            <translation>Extreme</translation>
        </message>
        <message>
            <source>Rapido</source>
            <translation>Rapido</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Scoring</translation>
        </message>
        <message>
            <source>Official: the winner of a hand scores the cards left in the other hands; first to the target wins. Low score: everyone adds their own cards; when someone reaches the target, the lowest total wins. Challenge UNO: reaching the target eliminates; the last one standing wins. Single hand: one hand only, won by the first player out of cards.</source>
            <translation>Official: the winner of a hand scores the cards left in the other hands; first to the target wins. Low score: everyone adds their own cards; when someone reaches the target, the lowest total wins. Challenge UNO: reaching the target eliminates; the last one standing wins. Single hand: one hand only, won by the first player out of cards.</translation>
        </message>
        <message>
            <source>Official (first to the target)</source>
            <translation>Official (first to the target)</translation>
        </message>
        <message>
            <source>Low score</source>
            <translation>Low score</translation>
        </message>
        <message>
            <source>Challenge UNO (elimination)</source>
            <translation>Challenge UNO (elimination)</translation>
        </message>
        <message>
            <source>Single hand</source>
            <translation>Single hand</translation>
        </message>
        <message>
            <source>Target score</source>
            <translation>Target score</translation>
        </message>
        <message>
            <source>Points that end the match (500 in the official rules).</source>
            <translation>Points that end the match (500 in the official rules).</translation>
        </message>
        <message>
            <source>Teams</source>
            <translation>Teams</translation>
        </message>
        <message>
            <source>Play alone, with the partner across (4 players), in two teams seated alternately (4, 6, 8 or 10 players), or with each of the three others as partner for four hands in turn (4 players, 12 hands: the highest total wins), or a tournament at two tables where each partners each other for four hands (8 players, 28 hands a table).</source>
            <translation>Play alone, with the partner across (4 players), in two teams seated alternately (4, 6, 8 or 10 players), or with each of the three others as partner for four hands in turn (4 players, 12 hands: the highest total wins), or a tournament at two tables where each partners each other for four hands (8 players, 28 hands a table).</translation>
        </message>
        <message>
            <source>Everyone for themselves</source>
            <translation>Everyone for themselves</translation>
        </message>
        <message>
            <source>Partners across the table (4 players)</source>
            <translation>Partners across the table (4 players)</translation>
        </message>
        <message>
            <source>Two teams seated alternately</source>
            <translation>Two teams seated alternately</translation>
        </message>
        <message>
            <source>Rotating partners (4 players)</source>
            <translation>Rotating partners (4 players)</translation>
        </message>
        <message>
            <source>Two-table tournament (8 players)</source>
            <translation>Two-table tournament (8 players)</translation>
        </message>
        <message>
            <source>Rounds of partners</source>
            <translation>Rounds of partners</translation>
        </message>
        <message>
            <source>With rotating partners: how many times the 12 hands are played (each player partners each other for four hands a round).</source>
            <translation>With rotating partners: how many times the 12 hands are played (each player partners each other for four hands a round).</translation>
        </message>
        <message>
            <source>Stacking</source>
            <translation>Stacking</translation>
        </message>
        <message>
            <source>Answer a Draw Two with a Draw Two (and a Wild Draw Four with a Wild Draw Four); the total falls on the first player who cannot or will not add to it.</source>
            <translation>Answer a Draw Two with a Draw Two (and a Wild Draw Four with a Wild Draw Four); the total falls on the first player who cannot or will not add to it.</translation>
        </message>
        <message>
            <source>Mixed stacking</source>
            <translation>Mixed stacking</translation>
        </message>
        <message>
            <source>With stacking: a Draw Two of the named colour on a Wild Draw Four, and a Wild Draw Four on a Draw Two.</source>
            <translation>With stacking: a Draw Two of the named colour on a Wild Draw Four, and a Wild Draw Four on a Draw Two.</translation>
        </message>
        <message>
            <source>Jump-in</source>
            <translation>Jump-in</translation>
        </message>
        <message>
            <source>A card identical to the top of the pile (colour and face) may be played out of turn; play goes on from that player.</source>
            <translation>A card identical to the top of the pile (colour and face) may be played out of turn; play goes on from that player.</translation>
        </message>
        <message>
            <source>Seven-O</source>
            <translation>Seven-O</translation>
        </message>
        <message>
            <source>A 7 swaps hands with a player of your choice; a 0 passes every hand to the next player in the direction of play.</source>
            <translation>A 7 swaps hands with a player of your choice; a 0 passes every hand to the next player in the direction of play.</translation>
        </message>
        <message>
            <source>Several of a number</source>
            <translation>Several of a number</translation>
        </message>
        <message>
            <source>After a number card, more cards of the same number may follow in the same turn; the last one's colour counts.</source>
            <translation>After a number card, more cards of the same number may follow in the same turn; the last one's colour counts.</translation>
        </message>
        <message>
            <source>Draw until you can play</source>
            <translation>Draw until you can play</translation>
        </message>
        <message>
            <source>A player who draws keeps drawing until a card can be played.</source>
            <translation>A player who draws keeps drawing until a card can be played.</translation>
        </message>
        <message>
            <source>Forced play</source>
            <translation>Forced play</translation>
        </message>
        <message>
            <source>A drawn card that can be played must be played.</source>
            <translation>A drawn card that can be played must be played.</translation>
        </message>
        <message>
            <source>Runs</source>
            <translation>Runs</translation>
        </message>
        <message>
            <source>After a number card, continue with the same number in any colour or the next or previous number in the same colour.</source>
            <translation>After a number card, continue with the same number in any colour or the next or previous number in the same colour.</translation>
        </message>
        <message>
            <source>Downpour cards</source>
            <translation>Downpour cards</translation>
        </message>
        <message>
            <source>Adds two Downpour +1 and two Downpour +2 wild cards: every other player draws 1 or 2.</source>
            <translation>Adds two Downpour +1 and two Downpour +2 wild cards: every other player draws 1 or 2.</translation>
        </message>
        <message>
            <source>Launcher (UNO Extreme)</source>
            <translation>Launcher (UNO Extreme)</translation>
        </message>
        <message>
            <source>Instead of drawing one card, press the launcher: it throws out 0 to 8 cards, most often none or one.</source>
            <translation>Instead of drawing one card, press the launcher: it throws out 0 to 8 cards, most often none or one.</translation>
        </message>
        <message>
            <source>Wild cancels a draw (Deluxe)</source>
            <translation>Wild cancels a draw (Deluxe)</translation>
        </message>
        <message>
            <source>In the Deluxe box, a Wild played in answer to a Draw Two, Wild Draw Four, +2? or +4? cancels its draw.</source>
            <translation>In the Deluxe box, a Wild played in answer to a Draw Two, Wild Draw Four, +2? or +4? cancels its draw.</translation>
        </message>
        <message>
            <source>The match</source>
            <translation>The match</translation>
        </message>
        <message>
            <source>How points are counted, when the match ends, and who plays with whom.</source>
            <translation>How points are counted, when the match ends, and who plays with whom.</translation>
        </message>
        <message>
            <source>Draw Two and Wild Draw Four</source>
            <translation>Draw Two and Wild Draw Four</translation>
        </message>
        <message>
            <source>Whether the player hit by a draw card can pass it on.</source>
            <translation>Whether the player hit by a draw card can pass it on.</translation>
        </message>
        <message>
            <source>Out of turn and swapped hands</source>
            <translation>Out of turn and swapped hands</translation>
        </message>
        <message>
            <source>Cards you may play when it is not your turn, and cards that change whose hand is whose.</source>
            <translation>Cards you may play when it is not your turn, and cards that change whose hand is whose.</translation>
        </message>
        <message>
            <source>Several cards in one turn</source>
            <translation>Several cards in one turn</translation>
        </message>
        <message>
            <source>Ways to get rid of more than one card at a time.</source>
            <translation>Ways to get rid of more than one card at a time.</translation>
        </message>
        <message>
            <source>Drawing</source>
            <translation>Drawing</translation>
        </message>
        <message>
            <source>What happens to a player who has no card to play.</source>
            <translation>What happens to a player who has no card to play.</translation>
        </message>
        <message>
            <source>Cards from other boxes</source>
            <translation>Cards from other boxes</translation>
        </message>
        <message>
            <source>Extra cards and the launcher of other UNO editions.</source>
            <translation>Extra cards and the launcher of other UNO editions.</translation>
        </message>
        <message>
            <source>Official</source>
            <translation>Official</translation>
        </message>
        <message>
            <source>The official rules, as in the box: first to 500 points, no house rules.</source>
            <translation>The official rules, as in the box: first to 500 points, no house rules.</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>House rules</translation>
        </message>
        <message>
            <source>Popular house rules: the official rules plus stacking, jump-in and Seven-O, as many families play.</source>
            <translation>Popular house rules: the official rules plus stacking, jump-in and Seven-O, as many families play.</translation>
        </message>
        <message>
            <source>The Extreme box has no stacking.</source>
            <translation>The Extreme box has no stacking.</translation>
        </message>
        <message>
            <source>The Extreme box has no jump-in.</source>
            <translation>The Extreme box has no jump-in.</translation>
        </message>
        <message>
            <source>The launcher is part of the Extreme box.</source>
            <translation>The launcher is part of the Extreme box.</translation>
        </message>
        <message>
            <source>In the Extreme box every draw is a press of the launcher.</source>
            <translation>In the Extreme box every draw is a press of the launcher.</translation>
        </message>
        <message>
            <source>Cards of another box: not in the Extreme box.</source>
            <translation>Cards of another box: not in the Extreme box.</translation>
        </message>
        <message>
            <source>In the Deluxe box a draw card is answered with a Boomerang (or a Wild, with the joker rule), not stacked.</source>
            <translation>In the Deluxe box a draw card is answered with a Boomerang (or a Wild, with the joker rule), not stacked.</translation>
        </message>
        <message>
            <source>The Downpour cards are part of the Deluxe box.</source>
            <translation>The Downpour cards are part of the Deluxe box.</translation>
        </message>
        <message>
            <source>The Wild that cancels a draw is a rule of the Deluxe box.</source>
            <translation>The Wild that cancels a draw is a rule of the Deluxe box.</translation>
        </message>
        <message>
            <source>The Rapido box has its own defence instead of stacking: an identical card adds to the draw.</source>
            <translation>The Rapido box has its own defence instead of stacking: an identical card adds to the draw.</translation>
        </message>
        <message>
            <source>The Rapido box has Rapido instead of jump-in: an identical card may be played at any moment.</source>
            <translation>The Rapido box has Rapido instead of jump-in: an identical card may be played at any moment.</translation>
        </message>
        <message>
            <source>In the Rapido box, drawing is playing: the cards drawn are kept and the turn passes.</source>
            <translation>In the Rapido box, drawing is playing: the cards drawn are kept and the turn passes.</translation>
        </message>
        <message>
            <source>The Rapido box is scored low: the winner of a hand scores 0, the others their cards; at the target the lowest total wins. Choose “Low score” or “Single hand”.</source>
            <translation>The Rapido box is scored low: the winner of a hand scores 0, the others their cards; at the target the lowest total wins. Choose “Low score” or “Single hand”.</translation>
        </message>
        <message>
            <source>Cards and launcher of another box: not in the Rapido box.</source>
            <translation>Cards and launcher of another box: not in the Rapido box.</translation>
        </message>
        <message>
            <source>The box's rules</source>
            <translation>The box's rules</translation>
        </message>
        <message>
            <source>The Deluxe box as it comes: first to 500 points.</source>
            <translation>The Deluxe box as it comes: first to 500 points.</translation>
        </message>
        <message>
            <source>With the joker Wild</source>
            <translation>With the joker Wild</translation>
        </message>
        <message>
            <source>The Deluxe box, and a Wild played in answer to a draw card cancels it.</source>
            <translation>The Deluxe box, and a Wild played in answer to a draw card cancels it.</translation>
        </message>
        <message>
            <source>Quick Deluxe</source>
            <translation>Quick Deluxe</translation>
        </message>
        <message>
            <source>The Deluxe box, one hand only.</source>
            <translation>The Deluxe box, one hand only.</translation>
        </message>
        <message>
            <source>The Extreme box as it comes: first to 500 points.</source>
            <translation>The Extreme box as it comes: first to 500 points.</translation>
        </message>
        <message>
            <source>Quick Extreme</source>
            <translation>Quick Extreme</translation>
        </message>
        <message>
            <source>The Extreme box, one hand only.</source>
            <translation>The Extreme box, one hand only.</translation>
        </message>
        <message>
            <source>The Rapido box as it comes: at 500 points the lowest total wins.</source>
            <translation>The Rapido box as it comes: at 500 points the lowest total wins.</translation>
        </message>
        <message>
            <source>Long Rapido</source>
            <translation>Long Rapido</translation>
        </message>
        <message>
            <source>The Rapido box for a long evening: at 1,000 points the lowest total wins.</source>
            <translation>The Rapido box for a long evening: at 1,000 points the lowest total wins.</translation>
        </message>
        <message>
            <source>The 108 cards of the classic box, with the house rules you like.</source>
            <translation>The 108 cards of the classic box, with the house rules you like.</translation>
        </message>
        <message>
            <source>124 cards: the classic deck with the purple Exchange and Boomerang, the targeted +2? and +4?, and the Downpour cards.</source>
            <translation>124 cards: the classic deck with the purple Exchange and Boomerang, the targeted +2? and +4?, and the Downpour cards.</translation>
        </message>
        <message>
            <source>116 cards, no 0, the launcher for every draw, and x2, x???, Each in turn, Show your hand and Swap hands.</source>
            <translation>116 cards, no 0, the launcher for every draw, and x2, x???, Each in turn, Show your hand and Swap hands.</translation>
        </message>
        <message>
            <source>The classic cards and the UNO card (the next player draws 8): drawing is playing, defend with an identical card, Rapido out of turn.</source>
            <translation>The classic cards and the UNO card (the next player draws 8): drawing is playing, defend with an identical card, Rapido out of turn.</translation>
        </message>
        <message>
            <source>Mixed stacking needs stacking: turn on “Stacking” too, or turn off “Mixed stacking”.</source>
            <translation>Mixed stacking needs stacking: turn on “Stacking” too, or turn off “Mixed stacking”.</translation>
        </message>
        <message>
            <source>Partners play with exactly 4 players, not {n}.</source>
            <translation>Partners play with exactly 4 players, not {n}.</translation>
        </message>
        <message>
            <source>Rotating partners play with exactly 4 players, not {n}.</source>
            <translation>Rotating partners play with exactly 4 players, not {n}.</translation>
        </message>
        <message>
            <source>Rotating partners play 12 hands scored the official way: choose the official scoring.</source>
            <translation>Rotating partners play 12 hands scored the official way: choose the official scoring.</translation>
        </message>
        <message>
            <source>The tournament is played by exactly 8 players at two tables, not {n}.</source>
            <translation>The tournament is played by exactly 8 players at two tables, not {n}.</translation>
        </message>
        <message>
            <source>The tournament plays 28 hands a table scored the official way: choose the official scoring.</source>
            <translation>The tournament plays 28 hands a table scored the official way: choose the official scoring.</translation>
        </message>
        <message>
            <source>Rounds of partners are for rotating partners: choose them under “Teams”, or play one round.</source>
            <translation>Rounds of partners are for rotating partners: choose them under “Teams”, or play one round.</translation>
        </message>
        <message>
            <source>Two teams need 4, 6, 8 or 10 players, not {n}.</source>
            <translation>Two teams need 4, 6, 8 or 10 players, not {n}.</translation>
        </message>
        <message>
            <source>Teams are scored the official way (or a single hand); low-score and Challenge UNO scoring are for players on their own.</source>
            <translation>Teams are scored the official way (or a single hand); low-score and Challenge UNO scoring are for players on their own.</translation>
        </message>
        <message>
            <source>With the launcher there is no single draw to repeat: “Draw until you can play” cannot be combined with it.</source>
            <translation>With the launcher there is no single draw to repeat: “Draw until you can play” cannot be combined with it.</translation>
        </message>
        <message>
            <source>With the launcher the cards it throws out are kept and the turn passes: “Forced play” cannot be combined with it.</source>
            <translation>With the launcher the cards it throws out are kept and the turn passes: “Forced play” cannot be combined with it.</translation>
        </message>
        <message>
            <source>That is not an UNO move.</source>
            <translation>That is not an UNO move.</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <translation>The match is over.</translation>
        </message>
        <message>
            <source>There is no seat {seat} at this table.</source>
            <translation>There is no seat {seat} at this table.</translation>
        </message>
        <message>
            <source>This player is out of the match.</source>
            <translation>This player is out of the match.</translation>
        </message>
        <message>
            <source>You do not hold that card.</source>
            <translation>You do not hold that card.</translation>
        </message>
        <message>
            <source>Choose the player who draws.</source>
            <translation>Choose the player who draws.</translation>
        </message>
        <message>
            <source>Only a 7 or a Swap hands card swaps hands.</source>
            <translation>Only a 7 or a Swap hands card swaps hands.</translation>
        </message>
        <message>
            <source>After drawing, only the card drawn may be played.</source>
            <translation>After drawing, only the card drawn may be played.</translation>
        </message>
        <message numerus="yes">
            <source>Defend with an identical card, or take the %n card(s).</source>
            <translation>
                <numerusform>Defend with an identical card, or take the %n card.</numerusform>
                <numerusform>Defend with an identical card, or take the %n cards.</numerusform>
            </translation>
        </message>
        <message>
            <source>Answer with a Boomerang (or a Wild against a draw card, with the joker rule), or take what the card gives.</source>
            <translation>Answer with a Boomerang (or a Wild against a draw card, with the joker rule), or take what the card gives.</translation>
        </message>
        <message>
            <source>That card does not continue your run.</source>
            <translation>That card does not continue your run.</translation>
        </message>
        <message>
            <source>A 2 is going round: play a 2 or draw a card.</source>
            <translation>A 2 is going round: play a 2 or draw a card.</translation>
        </message>
        <message>
            <source>Deal the cards first.</source>
            <translation>Deal the cards first.</translation>
        </message>
        <message>
            <source>A Boomerang is only played in answer to a Skip or a draw card that hits you.</source>
            <translation>A Boomerang is only played in answer to a Skip or a draw card that hits you.</translation>
        </message>
        <message>
            <source>That card matches neither the colour nor the number or symbol on the pile.</source>
            <translation>That card matches neither the colour nor the number or symbol on the pile.</translation>
        </message>
        <message>
            <source>Name the colour first: the x??? leaves it to you.</source>
            <translation>Name the colour first: the x??? leaves it to you.</translation>
        </message>
        <message>
            <source>The colour of the first Wild must be named first.</source>
            <translation>The colour of the first Wild must be named first.</translation>
        </message>
        <message>
            <source>It is not your turn: only a card identical to the one on the pile may be played out of turn (Rapido).</source>
            <translation>It is not your turn: only a card identical to the one on the pile may be played out of turn (Rapido).</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <source>Name the colour for your wild card.</source>
            <translation>Name the colour for your wild card.</translation>
        </message>
        <message>
            <source>Only a wild card names a colour.</source>
            <translation>Only a wild card names a colour.</translation>
        </message>
        <message>
            <source>Choose another player to swap hands with.</source>
            <translation>Choose another player to swap hands with.</translation>
        </message>
        <message>
            <source>UNO is called when a play leaves you with one card.</source>
            <translation>UNO is called when a play leaves you with one card.</translation>
        </message>
        <message numerus="yes">
            <source>These rules add nothing to a Draw Two or a Wild Draw Four: take the %n card(s).</source>
            <translation>
                <numerusform>These rules add nothing to a Draw Two or a Wild Draw Four: take the %n card.</numerusform>
                <numerusform>These rules add nothing to a Draw Two or a Wild Draw Four: take the %n cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You must take the %n card(s), or answer with a card that adds to them.</source>
            <translation>
                <numerusform>You must take the %n card, or answer with a card that adds to them.</numerusform>
                <numerusform>You must take the %n cards, or answer with a card that adds to them.</numerusform>
            </translation>
        </message>
        <message>
            <source>It is not your turn: only a card identical to the one on the pile may jump in.</source>
            <translation>It is not your turn: only a card identical to the one on the pile may jump in.</translation>
        </message>
        <message>
            <source>You have drawn already: play that card or keep it.</source>
            <translation>You have drawn already: play that card or keep it.</translation>
        </message>
        <message>
            <source>Continue your run or end your turn.</source>
            <translation>Continue your run or end your turn.</translation>
        </message>
        <message>
            <source>You cannot pass now.</source>
            <translation>You cannot pass now.</translation>
        </message>
        <message>
            <source>The card drawn can be played, so it must be.</source>
            <translation>The card drawn can be played, so it must be.</translation>
        </message>
        <message>
            <source>There is no colour to name now.</source>
            <translation>There is no colour to name now.</translation>
        </message>
        <message>
            <source>Choose red, yellow, green or blue.</source>
            <translation>Choose red, yellow, green or blue.</translation>
        </message>
        <message>
            <source>Only the player who must draw for a Wild Draw Four can challenge it.</source>
            <translation>Only the player who must draw for a Wild Draw Four can challenge it.</translation>
        </message>
        <message>
            <source>UNO is called when you hold one card.</source>
            <translation>UNO is called when you hold one card.</translation>
        </message>
        <message>
            <source>Too late to call UNO now, or already called.</source>
            <translation>Too late to call UNO now, or already called.</translation>
        </message>
        <message>
            <source>Nobody can be caught now: they called UNO, or the next player has already begun.</source>
            <translation>Nobody can be caught now: they called UNO, or the next player has already begun.</translation>
        </message>
        <message>
            <source>You cannot catch this player.</source>
            <translation>You cannot catch this player.</translation>
        </message>
        <message>
            <source>The cards are dealt already.</source>
            <translation>The cards are dealt already.</translation>
        </message>
        <message>
            <source>Only the dealer deals.</source>
            <translation>Only the dealer deals.</translation>
        </message>
        <message>
            <source>Choose how many cards each player gets: from {lo} to {hi}.</source>
            <translation>Choose how many cards each player gets: from {lo} to {hi}.</translation>
        </message>
        <message>
            <source>These rules have no turn timer.</source>
            <translation>These rules have no turn timer.</translation>
        </message>
        <message>
            <source>Only the player whose turn it is can run out of time.</source>
            <translation>Only the player whose turn it is can run out of time.</translation>
        </message>
        <message>
            <source>These rules do not let two cards be played together.</source>
            <translation>These rules do not let two cards be played together.</translation>
        </message>
        <message>
            <source>Two identical number cards may be played together on your own turn only, not after drawing.</source>
            <translation>Two identical number cards may be played together on your own turn only, not after drawing.</translation>
        </message>
        <message>
            <source>Choose another player to swap hands with, or none.</source>
            <translation>Choose another player to swap hands with, or none.</translation>
        </message>
        <message>
            <source>Only a 7 turns the hands, one seat to the left or the right.</source>
            <translation>Only a 7 turns the hands, one seat to the left or the right.</translation>
        </message>
        <message>
            <source>Dealer's choice</source>
            <translation>Dealer's choice</translation>
        </message>
        <message>
            <source>The dealer deals 7 to 15 cards to each player, as they choose.</source>
            <translation>The dealer deals 7 to 15 cards to each player, as they choose.</translation>
        </message>
        <message>
            <source>Doubles</source>
            <translation>Doubles</translation>
        </message>
        <message>
            <source>Two identical number cards (colour and number) may be played together; the next player is skipped.</source>
            <translation>Two identical number cards (colour and number) may be played together; the next player is skipped.</translation>
        </message>
        <message>
            <source>Overbid</source>
            <translation>Overbid</translation>
        </message>
        <message>
            <source>Cover a Draw Two with a Draw Two or a Wild Draw Four, a Wild Draw Four only with a Wild Draw Four; the total falls on the first player who does not cover. A Wild Draw Four played to defend cannot be challenged.</source>
            <translation>Cover a Draw Two with a Draw Two or a Wild Draw Four, a Wild Draw Four only with a Wild Draw Four; the total falls on the first player who does not cover. A Wild Draw Four played to defend cannot be challenged.</translation>
        </message>
        <message>
            <source>The 0 swaps</source>
            <translation>The 0 swaps</translation>
        </message>
        <message>
            <source>Whoever plays a 0 may swap hands with a player of their choice (or not).</source>
            <translation>Whoever plays a 0 may swap hands with a player of their choice (or not).</translation>
        </message>
        <message>
            <source>The 7 turns the hands</source>
            <translation>The 7 turns the hands</translation>
        </message>
        <message>
            <source>Whoever plays a 7 may pass every hand one seat along, to the left or to the right as they choose (or not).</source>
            <translation>Whoever plays a 7 may pass every hand one seat along, to the left or to the right as they choose (or not).</translation>
        </message>
        <message>
            <source>The 2 goes round</source>
            <translation>The 2 goes round</translation>
        </message>
        <message>
            <source>After a 2, every other player in turn plays a 2 or draws a card, until the round comes back to the one who played it.</source>
            <translation>After a 2, every other player in turn plays a 2 or draws a card, until the round comes back to the one who played it.</translation>
        </message>
        <message>
            <source>Round hundreds</source>
            <translation>Round hundreds</translation>
        </message>
        <message>
            <source>A player whose hand's points or total land exactly on a round hundred (100, 200, …) takes 99 off.</source>
            <translation>A player whose hand's points or total land exactly on a round hundred (100, 200, …) takes 99 off.</translation>
        </message>
        <message>
            <source>Turn timer (seconds)</source>
            <translation>Turn timer (seconds)</translation>
        </message>
        <message>
            <source>Seconds a person has for each decision of their turn; out of time, they draw a penalty card and go on playing. 0: no timer. Computer players are never timed.</source>
            <translation>Seconds a person has for each decision of their turn; out of time, they draw a penalty card and go on playing. 0: no timer. Computer players are never timed.</translation>
        </message>
        <message>
            <source>UNO Olympique</source>
            <translation>UNO Olympique</translation>
        </message>
        <message>
            <source>The table rules of UNO Olympique: quick play, doubles, and cards that move hands around.</source>
            <translation>The table rules of UNO Olympique: quick play, doubles, and cards that move hands around.</translation>
        </message>
        <message>
            <source>Olympique</source>
            <translation>Olympique</translation>
        </message>
        <message>
            <source>UNO Olympique: the dealer's choice, doubles, the overbid, the 0 and the 7 that move hands, the 2 that goes round, round hundreds and a turn timer.</source>
            <translation>UNO Olympique: the dealer's choice, doubles, the overbid, the 0 and the 7 that move hands, the 2 that goes round, round hundreds and a turn timer.</translation>
        </message>
        <message>
            <source>UNO Olympique's table rules are played with the classic box.</source>
            <translation>UNO Olympique's table rules are played with the classic box.</translation>
        </message>
        <message>
            <source>Seven-O and UNO Olympique give the 0 and the 7 different powers: turn off “Seven-O”, or “The 0 swaps” and “The 7 turns the hands”.</source>
            <translation>Seven-O and UNO Olympique give the 0 and the 7 different powers: turn off “Seven-O”, or “The 0 swaps” and “The 7 turns the hands”.</translation>
        </message>
        <message>
            <source>The overbid is UNO Olympique's own stacking: turn off “Stacking” and “Mixed stacking” to play it.</source>
            <translation>The overbid is UNO Olympique's own stacking: turn off “Stacking” and “Mixed stacking” to play it.</translation>
        </message>
    </context>
    <context>
        <name>UnoBots</name>
        <message>
            <source>Call UNO: you have one card left!</source>
            <translation>Call UNO: you have one card left!</translation>
        </message>
        <message>
            <source>Catch them: they are down to one card and forgot to call UNO!</source>
            <translation>Catch them: they are down to one card and forgot to call UNO!</translation>
        </message>
        <message>
            <source>Any card that fits will do.</source>
            <translation>Any card that fits will do.</translation>
        </message>
        <message>
            <source>Draw a card: nothing in your hand fits.</source>
            <translation>Draw a card: nothing in your hand fits.</translation>
        </message>
        <message>
            <source>Draw a card: your only fitting card is the Wild Draw Four, and you hold the colour on the pile, so playing it would be a bluff.</source>
            <translation>Draw a card: your only fitting card is the Wild Draw Four, and you hold the colour on the pile, so playing it would be a bluff.</translation>
        </message>
        <message>
            <source>Take the cards: you have nothing to add to them.</source>
            <translation>Take the cards: you have nothing to add to them.</translation>
        </message>
        <message>
            <source>Take the four cards: a challenge would probably fail and cost you two more.</source>
            <translation>Take the four cards: a challenge would probably fail and cost you two more.</translation>
        </message>
        <message>
            <source>Miss your turn: you have no Boomerang to send the Skip back.</source>
            <translation>Miss your turn: you have no Boomerang to send the Skip back.</translation>
        </message>
        <message>
            <source>Keep the card you drew: it is worth more in your hand for now.</source>
            <translation>Keep the card you drew: it is worth more in your hand for now.</translation>
        </message>
        <message>
            <source>Deal 7 cards each, as in the official rules: a good hand to start from.</source>
            <translation>Deal 7 cards each, as in the official rules: a good hand to start from.</translation>
        </message>
        <message>
            <source>End your turn here: keep your other cards for later.</source>
            <translation>End your turn here: keep your other cards for later.</translation>
        </message>
        <message>
            <source>Name {colour}: the next player drew on {colour} and probably has none.</source>
            <translation>Name {colour}: the next player drew on {colour} and probably has none.</translation>
        </message>
        <message>
            <source>Name {colour}: it is the colour you hold most.</source>
            <translation>Name {colour}: it is the colour you hold most.</translation>
        </message>
        <message>
            <source>Name {colour}.</source>
            <translation>Name {colour}.</translation>
        </message>
        <message>
            <source>Challenge: they probably still held a card of the colour before it, so the Wild Draw Four was a bluff.</source>
            <translation>Challenge: they probably still held a card of the colour before it, so the Wild Draw Four was a bluff.</translation>
        </message>
        <message>
            <source>the next player has only one card left</source>
            <translation>the next player has only one card left</translation>
        </message>
        <message numerus="yes">
            <source>the next player has only %n card(s) left</source>
            <translation>
                <numerusform>the next player has only %n card left</numerusform>
                <numerusform>the next player has only %n cards left</numerusform>
            </translation>
        </message>
        <message>
            <source>Play the {card}: the next player draws 8 cards, and its 100 points leave your hand.</source>
            <translation>Play the {card}: the next player draws 8 cards, and its 100 points leave your hand.</translation>
        </message>
        <message numerus="yes">
            <source>Play the {card} and name {colour}: you hold %n card(s) of that colour.</source>
            <translation>
                <numerusform>Play the {card} and name {colour}: you hold %n card of that colour.</numerusform>
                <numerusform>Play the {card} and name {colour}: you hold %n cards of that colour.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Play the {card}: it turns the pile to {colour}, and you hold %n more card(s) of that colour.</source>
            <translation>
                <numerusform>Play the {card}: it turns the pile to {colour}, and you hold %n more card of that colour.</numerusform>
                <numerusform>Play the {card}: it turns the pile to {colour}, and you hold %n more cards of that colour.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Play the {card} and keep your wild card for later: you still hold %n other card(s) of this colour.</source>
            <translation>
                <numerusform>Play the {card} and keep your wild card for later: you still hold %n other card of this colour.</numerusform>
                <numerusform>Play the {card} and keep your wild card for later: you still hold %n other cards of this colour.</numerusform>
            </translation>
        </message>
        <message>
            <source>Play the {card}: the next player draws two cards and misses their turn.</source>
            <translation>Play the {card}: the next player draws two cards and misses their turn.</translation>
        </message>
        <message>
            <source>Play the {card}: the next player misses their turn.</source>
            <translation>Play the {card}: the next player misses their turn.</translation>
        </message>
        <message numerus="yes">
            <source>Play the {card}: it takes %n points out of your hand before someone goes out.</source>
            <translation>
                <numerusform>Play the {card}: it takes %n points out of your hand before someone goes out.</numerusform>
                <numerusform>Play the {card}: it takes %n points out of your hand before someone goes out.</numerusform>
            </translation>
        </message>
        <message>
            <source>Play the {card}: the next player presses the launcher until it gives cards.</source>
            <translation>Play the {card}: the next player presses the launcher until it gives cards.</translation>
        </message>
        <message>
            <source>Play the {card} and name {colour}: everyone presses the launcher once.</source>
            <translation>Play the {card} and name {colour}: everyone presses the launcher once.</translation>
        </message>
        <message>
            <source>Play the {card}: the next player presses the launcher twice and misses their turn.</source>
            <translation>Play the {card}: the next player presses the launcher twice and misses their turn.</translation>
        </message>
        <message>
            <source>Play the {card}: every hand is shown until the next play.</source>
            <translation>Play the {card}: every hand is shown until the next play.</translation>
        </message>
        <message numerus="yes">
            <source>Play the {card} and take the hand of %n card(s).</source>
            <translation>
                <numerusform>Play the {card} and take the hand of %n card.</numerusform>
                <numerusform>Play the {card} and take the hand of %n cards.</numerusform>
            </translation>
        </message>
        <message>
            <source>Play the {card}: the card that hit you goes back to its player.</source>
            <translation>Play the {card}: the card that hit you goes back to its player.</translation>
        </message>
        <message>
            <source>Play the {card} and name {colour}: it cancels the draw.</source>
            <translation>Play the {card} and name {colour}: it cancels the draw.</translation>
        </message>
        <message numerus="yes">
            <source>Play the {card}: every hand moves on, and you get a hand of %n card(s).</source>
            <translation>
                <numerusform>Play the {card}: every hand moves on, and you get a hand of %n card.</numerusform>
                <numerusform>Play the {card}: every hand moves on, and you get a hand of %n cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Play the {card} on the player who has %n card(s) left.</source>
            <translation>
                <numerusform>Play the {card} on the player who has %n card left.</numerusform>
                <numerusform>Play the {card} on the player who has %n cards left.</numerusform>
            </translation>
        </message>
        <message>
            <source>Draw a card and keep your {card}: played now, it would bring you more cards than you pass on. Keep it for when another player is close to going out.</source>
            <translation>Draw a card and keep your {card}: played now, it would bring you more cards than you pass on. Keep it for when another player is close to going out.</translation>
        </message>
        <message>
            <source>Draw a card and keep your {card}: a wild card is worth most when nothing else fits.</source>
            <translation>Draw a card and keep your {card}: a wild card is worth most when nothing else fits.</translation>
        </message>
        <message>
            <source>Draw a card and keep your {card} for when a player is close to going out.</source>
            <translation>Draw a card and keep your {card} for when a player is close to going out.</translation>
        </message>
        <message>
            <source>Draw a card and keep your {card} for later: you may need it when the colour changes.</source>
            <translation>Draw a card and keep your {card} for later: you may need it when the colour changes.</translation>
        </message>
        <message>
            <source>{why} Keep the {other} for later.</source>
            <translation>{why} Keep the {other} for later.</translation>
        </message>
        <message numerus="yes">
            <source>Play the {card}: it keeps {colour} on the pile, and you hold %n more card(s) of that colour.</source>
            <translation>
                <numerusform>Play the {card}: it keeps {colour} on the pile, and you hold %n more card of that colour.</numerusform>
                <numerusform>Play the {card}: it keeps {colour} on the pile, and you hold %n more cards of that colour.</numerusform>
            </translation>
        </message>
        <message>
            <source>Play your last card, the {card}, and win the hand!</source>
            <translation>Play your last card, the {card}, and win the hand!</translation>
        </message>
        <message>
            <source>Play the {card}: {why}, so slow them down.</source>
            <translation>Play the {card}: {why}, so slow them down.</translation>
        </message>
        <message>
            <source>Play the {card} and call UNO: one card left!</source>
            <translation>Play the {card} and call UNO: one card left!</translation>
        </message>
        <message>
            <source>Play the {card} and name {colour}: the next player drew on {colour} and probably has none.</source>
            <translation>Play the {card} and name {colour}: the next player drew on {colour} and probably has none.</translation>
        </message>
        <message>
            <source>Play the {card} and name {colour}.</source>
            <translation>Play the {card} and name {colour}.</translation>
        </message>
        <message>
            <source>Play the {card}: it changes the colour on the pile.</source>
            <translation>Play the {card}: it changes the colour on the pile.</translation>
        </message>
        <message>
            <source>Play the {card}: the next player drew on {colour} and probably has none.</source>
            <translation>Play the {card}: the next player drew on {colour} and probably has none.</translation>
        </message>
        <message>
            <source>Play the {card}: it fits, and your wild card stays in hand.</source>
            <translation>Play the {card}: it fits, and your wild card stays in hand.</translation>
        </message>
        <message>
            <source>Play the {card}: it fits the pile.</source>
            <translation>Play the {card}: it fits the pile.</translation>
        </message>
    </context>
    <context>
        <name>UnoDeck</name>
        <message>
            <source>the back</source>
            <translation>the back</translation>
        </message>
        <message>
            <source>Deck “{deck}”: the picture of {cards} is missing or damaged; the standard card is shown instead.</source>
            <translation>Deck “{deck}”: the picture of {cards} is missing or damaged; the standard card is shown instead.</translation>
        </message>
    </context>
    <context>
        <name>UnoKeys</name>
        <message>
            <source>Choose a card in your hand</source>
            <translation>Choose a card in your hand</translation>
        </message>
        <message>
            <source>Play the chosen card</source>
            <translation>Play the chosen card</translation>
        </message>
        <message>
            <source>Sort your hand by number, or by colour again</source>
            <translation>Sort your hand by number, or by colour again</translation>
        </message>
        <message>
            <source>Draw a card, or take the cards you must take</source>
            <translation>Draw a card, or take the cards you must take</translation>
        </message>
        <message>
            <source>Keep the card you drew, or end your run</source>
            <translation>Keep the card you drew, or end your run</translation>
        </message>
        <message>
            <source>Call UNO</source>
            <translation>Call UNO</translation>
        </message>
        <message>
            <source>Catch a player who did not call UNO</source>
            <translation>Catch a player who did not call UNO</translation>
        </message>
        <message>
            <source>Challenge the Wild Draw Four played on you</source>
            <translation>Challenge the Wild Draw Four played on you</translation>
        </message>
        <message>
            <source>Name a wild's colour: 1 red, 2 yellow, 3 green, 4 blue</source>
            <translation>Name a wild's colour: 1 red, 2 yellow, 3 green, 4 blue</translation>
        </message>
        <message>
            <source>Choose the player a 7 swaps hands with</source>
            <translation>Choose the player a 7 swaps hands with</translation>
        </message>
        <message>
            <source>UNO Olympique: choose the first, second… button of the open panel</source>
            <translation>UNO Olympique: choose the first, second… button of the open panel</translation>
        </message>
        <message>
            <source>Close the colour or player choice</source>
            <translation>Close the colour or player choice</translation>
        </message>
        <message>
            <source>Score sheet: next hand</source>
            <translation>Score sheet: next hand</translation>
        </message>
    </context>
    <context>
        <name>UnoLesson</name>
        <message>
            <source>{name} played a Reverse: play now goes the other way round (see the arrows).</source>
            <translation>{name} played a Reverse: play now goes the other way round (see the arrows).</translation>
        </message>
        <message>
            <source>{name} played a Skip: the next player missed a turn.</source>
            <translation>{name} played a Skip: the next player missed a turn.</translation>
        </message>
        <message>
            <source>Well challenged! {name} held a card of the colour, so {name} draws the 4 cards and you play.</source>
            <translation>Well challenged! {name} held a card of the colour, so {name} draws the 4 cards and you play.</translation>
        </message>
        <message>
            <source>Caught! {name} draws 2 cards for not calling UNO.</source>
            <translation>Caught! {name} draws 2 cards for not calling UNO.</translation>
        </message>
        <message>
            <source>{name} has one card left and did not call UNO! Catch {name} before the next move: click “Catch {name}!”. {name} draws 2.</source>
            <translation>{name} has one card left and did not call UNO! Catch {name} before the next move: click “Catch {name}!”. {name} draws 2.</translation>
        </message>
        <message>
            <source>Catch first: once a card is played or drawn, it is too late and {name} keeps the single card. Click “Catch {name}!”.</source>
            <translation>Catch first: once a card is played or drawn, it is too late and {name} keeps the single card. Click “Catch {name}!”.</translation>
        </message>
        <message>
            <source>{name} played a Wild Draw Four on you: draw 4 and miss your turn, or challenge. It is only allowed to someone holding no {colour} card. If {name} had one, {name} draws the 4 instead. Click “Challenge”.</source>
            <translation>{name} played a Wild Draw Four on you: draw 4 and miss your turn, or challenge. It is only allowed to someone holding no {colour} card. If {name} had one, {name} draws the 4 instead. Click “Challenge”.</translation>
        </message>
        <message>
            <source>Taking the 4 cards is allowed, but here the challenge pays: click “Challenge”. (Lose a challenge and you draw 6.)</source>
            <translation>Taking the 4 cards is allowed, but here the challenge pays: click “Challenge”. (Lose a challenge and you draw 6.)</translation>
        </message>
        <message>
            <source>None of your cards is {colour}, nor does any match the {card}: draw a card from the pile. If it fits, you may play it at once.</source>
            <translation>None of your cards is {colour}, nor does any match the {card}: draw a card from the pile. If it fits, you may play it at once.</translation>
        </message>
        <message>
            <source>No card of yours fits now: click the pile to draw one.</source>
            <translation>No card of yours fits now: click the pile to draw one.</translation>
        </message>
        <message>
            <source>The card you drew does not fit: keep it.</source>
            <translation>The card you drew does not fit: keep it.</translation>
        </message>
        <message>
            <source>Your last card: play the {card} to go out and win the hand!</source>
            <translation>Your last card: play the {card} to go out and win the hand!</translation>
        </message>
        <message>
            <source>Play your last card, the {card}, to win.</source>
            <translation>Play your last card, the {card}, to win.</translation>
        </message>
        <message>
            <source>Two cards left: when you play the second-to-last, call UNO, or anyone may catch you and you draw 2. Click “UNO!”, then the {card}. {effect}</source>
            <translation>Two cards left: when you play the second-to-last, call UNO, or anyone may catch you and you draw 2. Click “UNO!”, then the {card}. {effect}</translation>
        </message>
        <message>
            <source>Click “UNO!” first, then the {card}: playing down to one card without calling lets the others catch you.</source>
            <translation>Click “UNO!” first, then the {card}: playing down to one card without calling lets the others catch you.</translation>
        </message>
        <message>
            <source>A Wild goes on any card, and you name the next colour. Play it and choose {colour}: it is the colour you hold most.</source>
            <translation>A Wild goes on any card, and you name the next colour. Play it and choose {colour}: it is the colour you hold most.</translation>
        </message>
        <message>
            <source>Play the Wild and choose {colour}: the colour you hold most of keeps you playing.</source>
            <translation>Play the Wild and choose {colour}: the colour you hold most of keeps you playing.</translation>
        </message>
        <message>
            <source>Action cards match by colour or by symbol. Play your {card}. {effect}</source>
            <translation>Action cards match by colour or by symbol. Play your {card}. {effect}</translation>
        </message>
        <message>
            <source>Play the {card} now: it matches the colour, and its action helps you.</source>
            <translation>Play the {card} now: it matches the colour, and its action helps you.</translation>
        </message>
        <message>
            <source>Your {card} has the colour in play: play it.</source>
            <translation>Your {card} has the colour in play: play it.</translation>
        </message>
        <message>
            <source>Your turn. A card goes on the pile when it has the same colour or the same number as the top card. Your {card} is {colour} like the {top}: click it.</source>
            <translation>Your turn. A card goes on the pile when it has the same colour or the same number as the top card. Your {card} is {colour} like the {top}: click it.</translation>
        </message>
        <message>
            <source>Not this one yet: play the {card}, which has the colour in play.</source>
            <translation>Not this one yet: play the {card}, which has the colour in play.</translation>
        </message>
        <message>
            <source>A card may also match by its number: your {card} goes on the {top}, and the colour becomes {colour}.</source>
            <translation>A card may also match by its number: your {card} goes on the {top}, and the colour becomes {colour}.</translation>
        </message>
        <message>
            <source>Try the {card}: same number as the top card.</source>
            <translation>Try the {card}: same number as the top card.</translation>
        </message>
        <message>
            <source>A Draw Two makes {name} draw 2 and miss a turn.</source>
            <translation>A Draw Two makes {name} draw 2 and miss a turn.</translation>
        </message>
        <message>
            <source>A Reverse turns the direction of play: {name} will play after you instead of {other}.</source>
            <translation>A Reverse turns the direction of play: {name} will play after you instead of {other}.</translation>
        </message>
        <message>
            <source>A Skip makes {name} miss a turn.</source>
            <translation>A Skip makes {name} miss a turn.</translation>
        </message>
        <message>
            <source>Good luck!</source>
            <translation>Good luck!</translation>
        </message>
        <message>
            <source>You won the hand! The winner scores the cards left in the other hands: numbers at their value, Skip, Reverse and Draw Two 20, wild cards 50. In a normal game, hands follow one another until someone reaches 500 points.</source>
            <translation>You won the hand! The winner scores the cards left in the other hands: numbers at their value, Skip, Reverse and Draw Two 20, wild cards 50. In a normal game, hands follow one another until someone reaches 500 points.</translation>
        </message>
    </context>
    <context>
        <name>UnoMoves</name>
        <message>
            <source>Wild → {colour}</source>
            <translation>Wild → {colour}</translation>
        </message>
        <message>
            <source>Wild +4 → {colour}</source>
            <translation>Wild +4 → {colour}</translation>
        </message>
        <message>
            <source>Downpour → {colour}</source>
            <translation>Downpour → {colour}</translation>
        </message>
        <message>
            <source>Each in turn → {colour}</source>
            <translation>Each in turn → {colour}</translation>
        </message>
        <message>
            <source>+4? → {colour}</source>
            <translation>+4? → {colour}</translation>
        </message>
        <message>
            <source>skipped</source>
            <translation>skipped</translation>
        </message>
        <message numerus="yes">
            <source>drew %n, skipped</source>
            <translation>
                <numerusform>drew %n, skipped</numerusform>
                <numerusform>drew %n, skipped</numerusform>
            </translation>
        </message>
        <message>
            <source>Rapido! {card}</source>
            <translation>Rapido! {card}</translation>
        </message>
        <message>
            <source>Boomerang!</source>
            <translation>Boomerang!</translation>
        </message>
        <message>
            <source>Wild: draw cancelled</source>
            <translation>Wild: draw cancelled</translation>
        </message>
        <message>
            <source>swapped hands</source>
            <translation>swapped hands</translation>
        </message>
        <message>
            <source>turned the hands</source>
            <translation>turned the hands</translation>
        </message>
        <message>
            <source>{card} twice</source>
            <translation>{card} twice</translation>
        </message>
        <message numerus="yes">
            <source>dealt %n</source>
            <translation>
                <numerusform>dealt %n</numerusform>
                <numerusform>dealt %n</numerusform>
            </translation>
        </message>
        <message>
            <source>out of time: +1</source>
            <translation>out of time: +1</translation>
        </message>
        <message numerus="yes">
            <source>launcher: %n</source>
            <translation>
                <numerusform>launcher: %n</numerusform>
                <numerusform>launcher: %n</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing to draw</source>
            <translation>nothing to draw</translation>
        </message>
        <message numerus="yes">
            <source>drew %n, passed</source>
            <translation>
                <numerusform>drew %n, passed</numerusform>
                <numerusform>drew %n, passed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>drew %n</source>
            <translation>
                <numerusform>drew %n</numerusform>
                <numerusform>drew %n</numerusform>
            </translation>
        </message>
        <message>
            <source>kept the card</source>
            <translation>kept the card</translation>
        </message>
        <message>
            <source>caught a bluff!</source>
            <translation>caught a bluff!</translation>
        </message>
        <message numerus="yes">
            <source>challenged, +%n</source>
            <translation>
                <numerusform>challenged, +%n</numerusform>
                <numerusform>challenged, +%n</numerusform>
            </translation>
        </message>
        <message>
            <source>passed</source>
            <translation>passed</translation>
        </message>
        <message>
            <source>named {colour}</source>
            <translation>named {colour}</translation>
        </message>
        <message>
            <source>said UNO!</source>
            <translation>said UNO!</translation>
        </message>
        <message>
            <source>Contre-UNO!</source>
            <translation>Contre-UNO!</translation>
        </message>
    </context>
    <context>
        <name>UnoScene</name>
        <message>
            <source>Red</source>
            <translation>Red</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>Yellow</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Green</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blue</translation>
        </message>
        <message>
            <source>{card}: who draws?</source>
            <translation>{card}: who draws?</translation>
        </message>
        <message>
            <source>Cards…</source>
            <translation>Cards…</translation>
        </message>
        <message>
            <source>Team {name}</source>
            <translation>Team {name}</translation>
        </message>
        <message>
            <source>UNO!</source>
            <translation>UNO!</translation>
        </message>
        <message>
            <source>UNO! ✓</source>
            <translation>UNO! ✓</translation>
        </message>
        <message>
            <source>Catch {name}!</source>
            <translation>Catch {name}!</translation>
        </message>
        <message>
            <source>{name}: catch!</source>
            <translation>{name}: catch!</translation>
        </message>
        <message>
            <source>Challenge</source>
            <translation>Challenge</translation>
        </message>
        <message>
            <source>Miss my turn</source>
            <translation>Miss my turn</translation>
        </message>
        <message>
            <source>Press the launcher</source>
            <translation>Press the launcher</translation>
        </message>
        <message>
            <source>Draw a card</source>
            <translation>Draw a card</translation>
        </message>
        <message>
            <source>Keep the card</source>
            <translation>Keep the card</translation>
        </message>
        <message>
            <source>End my turn</source>
            <translation>End my turn</translation>
        </message>
        <message>
            <source>Hand {hand} of {last} · new partners from hand {change}</source>
            <translation>Hand {hand} of {last} · new partners from hand {change}</translation>
        </message>
        <message>
            <source>Hand {hand} of {last} · the last partners</source>
            <translation>Hand {hand} of {last} · the last partners</translation>
        </message>
        <message>
            <source>Official scoring</source>
            <translation>Official scoring</translation>
        </message>
        <message>
            <source>Low score</source>
            <translation>Low score</translation>
        </message>
        <message>
            <source>Challenge UNO</source>
            <translation>Challenge UNO</translation>
        </message>
        <message>
            <source>Deluxe box · {line}</source>
            <translation>Deluxe box · {line}</translation>
        </message>
        <message>
            <source>Rapido box · {line}</source>
            <translation>Rapido box · {line}</translation>
        </message>
        <message numerus="yes">
            <source>%n pt(s) · with {partner}</source>
            <translation>
                <numerusform>%n pt · with {partner}</numerusform>
                <numerusform>%n pts · with {partner}</numerusform>
            </translation>
        </message>
        <message>
            <source>Table {table} · hand {hand} of {last} · new partners from hand {change}</source>
            <translation>Table {table} · hand {hand} of {last} · new partners from hand {change}</translation>
        </message>
        <message>
            <source>Table {table} · hand {hand} of {last} · the last partners</source>
            <translation>Table {table} · hand {hand} of {last} · the last partners</translation>
        </message>
        <message>
            <source>Table {table}, seat {place} · your partner: {partner}</source>
            <translation>Table {table}, seat {place} · your partner: {partner}</translation>
        </message>
        <message>
            <source>Single hand</source>
            <translation>Single hand</translation>
        </message>
        <message>
            <source>Hand {hand} · {scoring}</source>
            <translation>Hand {hand} · {scoring}</translation>
        </message>
        <message>
            <source>Hand {hand} · {scoring} · target {target}</source>
            <translation>Hand {hand} · {scoring} · target {target}</translation>
        </message>
        <message>
            <source>Extreme box · {line}</source>
            <translation>Extreme box · {line}</translation>
        </message>
        <message>
            <source>+{n} waiting</source>
            <translation>+{n} waiting</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <translation>The match is over.</translation>
        </message>
        <message>
            <source>You deal: choose how many cards each player gets.</source>
            <translation>You deal: choose how many cards each player gets.</translation>
        </message>
        <message>
            <source>Choose how to play the card, or Cancel.</source>
            <translation>Choose how to play the card, or Cancel.</translation>
        </message>
        <message>
            <source>Click the player who draws (or press their number), or Cancel.</source>
            <translation>Click the player who draws (or press their number), or Cancel.</translation>
        </message>
        <message>
            <source>Click the player to swap hands with, or Cancel.</source>
            <translation>Click the player to swap hands with, or Cancel.</translation>
        </message>
        <message>
            <source>x???: name the colour, then play.</source>
            <translation>x???: name the colour, then play.</translation>
        </message>
        <message>
            <source>Choose the colour of your wild card.</source>
            <translation>Choose the colour of your wild card.</translation>
        </message>
        <message>
            <source>One card left: call UNO before someone catches you!</source>
            <translation>One card left: call UNO before someone catches you!</translation>
        </message>
        <message>
            <source>You hold the very same card: press Rapido!</source>
            <translation>You hold the very same card: press Rapido!</translation>
        </message>
        <message>
            <source>You hold the very same card: jump in!</source>
            <translation>You hold the very same card: jump in!</translation>
        </message>
        <message>
            <source>A 2 goes round: play a 2, or draw a card.</source>
            <translation>A 2 goes round: play a 2, or draw a card.</translation>
        </message>
        <message>
            <source>A 2 goes round and you have none: draw a card.</source>
            <translation>A 2 goes round and you have none: draw a card.</translation>
        </message>
        <message numerus="yes">
            <source>Defend with the identical card, or take %n card(s).</source>
            <translation>
                <numerusform>Defend with the identical card, or take %n card.</numerusform>
                <numerusform>Defend with the identical card, or take %n cards.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your turn: play a matching card, or draw and pass.</source>
            <translation>Your turn: play a matching card, or draw and pass.</translation>
        </message>
        <message>
            <source>No card fits: draw a card and pass.</source>
            <translation>No card fits: draw a card and pass.</translation>
        </message>
        <message>
            <source>Skipped: send it back with your Boomerang, or miss your turn.</source>
            <translation>Skipped: send it back with your Boomerang, or miss your turn.</translation>
        </message>
        <message>
            <source>You are skipped: miss your turn.</source>
            <translation>You are skipped: miss your turn.</translation>
        </message>
        <message numerus="yes">
            <source>Send it back with your Boomerang, or take %n card(s).</source>
            <translation>
                <numerusform>Send it back with your Boomerang, or take %n card.</numerusform>
                <numerusform>Send it back with your Boomerang, or take %n cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Cancel it with a Wild, or take %n card(s).</source>
            <translation>
                <numerusform>Cancel it with a Wild, or take %n card.</numerusform>
                <numerusform>Cancel it with a Wild, or take %n cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Challenge it, or take %n card(s).</source>
            <translation>
                <numerusform>Challenge it, or take %n card.</numerusform>
                <numerusform>Challenge it, or take %n cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Take %n card(s).</source>
            <translation>
                <numerusform>Take %n card.</numerusform>
                <numerusform>Take %n cards.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} is playing…</source>
            <translation>{name} is playing…</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message numerus="yes">
            <source>{name}: %n card(s) in hand, {score}</source>
            <translation>
                <numerusform>{name}: %n card in hand, {score}</numerusform>
                <numerusform>{name}: %n cards in hand, {score}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Out · %n pt(s)</source>
            <translation>
                <numerusform>Out · %n pt</numerusform>
                <numerusform>Out · %n pts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{team} · %n pt(s)</source>
            <translation>
                <numerusform>{team} · %n pt</numerusform>
                <numerusform>{team} · %n pts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pt(s)</source>
            <translation>
                <numerusform>%n pt</numerusform>
                <numerusform>%n pts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Take %n card(s)</source>
            <translation>
                <numerusform>Take %n card</numerusform>
                <numerusform>Take %n cards</numerusform>
            </translation>
        </message>
        <message>
            <source>Name the first colour.</source>
            <translation>Name the first colour.</translation>
        </message>
        <message>
            <source>The card you drew fits: play it.</source>
            <translation>The card you drew fits: play it.</translation>
        </message>
        <message>
            <source>Play the card you drew, or keep it.</source>
            <translation>Play the card you drew, or keep it.</translation>
        </message>
        <message>
            <source>Play another card of the run, or end your turn.</source>
            <translation>Play another card of the run, or end your turn.</translation>
        </message>
        <message>
            <source>Your turn: play a matching card, or draw.</source>
            <translation>Your turn: play a matching card, or draw.</translation>
        </message>
        <message>
            <source>{name}'s hand, shown to you</source>
            <translation>{name}'s hand, shown to you</translation>
        </message>
        <message>
            <source>Name the first colour</source>
            <translation>Name the first colour</translation>
        </message>
        <message>
            <source>Choose the colour</source>
            <translation>Choose the colour</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message numerus="yes">
            <source>Wild Draw Four: challenge it, or take %n card(s).</source>
            <translation>
                <numerusform>Wild Draw Four: challenge it, or take %n card.</numerusform>
                <numerusform>Wild Draw Four: challenge it, or take %n cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add to the stack, or take %n card(s).</source>
            <translation>
                <numerusform>Add to the stack, or take %n card.</numerusform>
                <numerusform>Add to the stack, or take %n cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>No card of yours adds to it: take %n card(s).</source>
            <translation>
                <numerusform>No card of yours adds to it: take %n card.</numerusform>
                <numerusform>No card of yours adds to it: take %n cards.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your turn: play a matching card, or press the launcher.</source>
            <translation>Your turn: play a matching card, or press the launcher.</translation>
        </message>
        <message>
            <source>No card fits: press the launcher.</source>
            <translation>No card fits: press the launcher.</translation>
        </message>
        <message>
            <source>No card fits: draw a card.</source>
            <translation>No card fits: draw a card.</translation>
        </message>
        <message>
            <source>Seven: swap hands with whom?</source>
            <translation>Seven: swap hands with whom?</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Score sheet</translation>
        </message>
        <message>
            <source>Final scores</source>
            <translation>Final scores</translation>
        </message>
        <message>
            <source>Each player adds the cards left in their hand; target {target}.</source>
            <translation>Each player adds the cards left in their hand; target {target}.</translation>
        </message>
        <message>
            <source>One hand: the winner scores the cards left in the other hands.</source>
            <translation>One hand: the winner scores the cards left in the other hands.</translation>
        </message>
        <message>
            <source>The winner of a hand scores the cards left in the other hands; first to {target} wins.</source>
            <translation>The winner of a hand scores the cards left in the other hands; first to {target} wins.</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>Hand</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Winner: {names}</source>
            <translation>Winner: {names}</translation>
        </message>
        <message>
            <source>{name} wins the blocked hand.</source>
            <translation>{name} wins the blocked hand.</translation>
        </message>
        <message>
            <source>{name} went out.</source>
            <translation>{name} went out.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Next hand</source>
            <translation>Next hand</translation>
        </message>
        <message>
            <source>Save as PDF…</source>
            <translation>Save as PDF…</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Print…</translation>
        </message>
        <message>
            <source>Save the score sheet</source>
            <translation>Save the score sheet</translation>
        </message>
        <message>
            <source>Skipped</source>
            <translation>Skipped</translation>
        </message>
        <message>
            <source>Caught!</source>
            <translation>Caught!</translation>
        </message>
        <message>
            <source>Challenge!</source>
            <translation>Challenge!</translation>
        </message>
        <message>
            <source>Swap!</source>
            <translation>Swap!</translation>
        </message>
        <message>
            <source>Pass!</source>
            <translation>Pass!</translation>
        </message>
        <message numerus="yes">
            <source>Tournament at two tables: both partners score their pair's points; after %n hand(s) a table the highest total wins.</source>
            <translation>
                <numerusform>Tournament at two tables: both partners score their pair's points; after %n hand a table the highest total wins.</numerusform>
                <numerusform>Tournament at two tables: both partners score their pair's points; after %n hands a table the highest total wins.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rotating partners: both partners score their pair's points; after %n hand(s) the highest total wins.</source>
            <translation>
                <numerusform>Rotating partners: both partners score their pair's points; after %n hand the highest total wins.</numerusform>
                <numerusform>Rotating partners: both partners score their pair's points; after %n hands the highest total wins.</numerusform>
            </translation>
        </message>
        <message>
            <source>Last hand</source>
            <translation>Last hand</translation>
        </message>
        <message>
            <source>Points in hand</source>
            <translation>Points in hand</translation>
        </message>
        <message>
            <source>The cards counted in the last hand</source>
            <translation>The cards counted in the last hand</translation>
        </message>
        <message>
            <source>fewest points</source>
            <translation>fewest points</translation>
        </message>
        <message>
            <source>went out</source>
            <translation>went out</translation>
        </message>
        <message>
            <source>out of the game</source>
            <translation>out of the game</translation>
        </message>
        <message>
            <source>team {n}</source>
            <translation>team {n}</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) left</source>
            <translation>
                <numerusform>%n card left</numerusform>
                <numerusform>%n cards left</numerusform>
            </translation>
        </message>
        <message>
            <source>Sort by number</source>
            <translation>Sort by number</translation>
        </message>
        <message>
            <source>Sort by colour</source>
            <translation>Sort by colour</translation>
        </message>
        <message>
            <source>Change the order of the cards in your hand (S)</source>
            <translation>Change the order of the cards in your hand (S)</translation>
        </message>
        <message>
            <source>Hands {first}–{last}</source>
            <translation>Hands {first}–{last}</translation>
        </message>
        <message>
            <source>{partner}: {points}</source>
            <translation>{partner}: {points}</translation>
        </message>
        <message>
            <source>Partners</source>
            <translation>Partners</translation>
        </message>
        <message>
            <source>Table {table}</source>
            <translation>Table {table}</translation>
        </message>
        <message>
            <source>Rapido!</source>
            <translation>Rapido!</translation>
        </message>
        <message>
            <source>You deal: how many cards each?</source>
            <translation>You deal: how many cards each?</translation>
        </message>
        <message>
            <source>Play this card alone, or both together?</source>
            <translation>Play this card alone, or both together?</translation>
        </message>
        <message>
            <source>One card</source>
            <translation>One card</translation>
        </message>
        <message>
            <source>Both: skip the next player</source>
            <translation>Both: skip the next player</translation>
        </message>
        <message>
            <source>Keep my hand</source>
            <translation>Keep my hand</translation>
        </message>
        <message>
            <source>Swap with {name}</source>
            <translation>Swap with {name}</translation>
        </message>
        <message>
            <source>Zero: swap hands with someone?</source>
            <translation>Zero: swap hands with someone?</translation>
        </message>
        <message>
            <source>Seven: pass every hand along?</source>
            <translation>Seven: pass every hand along?</translation>
        </message>
        <message>
            <source>Keep the hands</source>
            <translation>Keep the hands</translation>
        </message>
        <message>
            <source>To the left ↻</source>
            <translation>To the left ↻</translation>
        </message>
        <message>
            <source>To the right ↺</source>
            <translation>To the right ↺</translation>
        </message>
        <message>
            <source>Table {table}: {text}</source>
            <translation>Table {table}: {text}</translation>
        </message>
        <message>
            <source>Table {table} · hands played: {played} of {last}</source>
            <translation>Table {table} · hands played: {played} of {last}</translation>
        </message>
        <message>
            <source>{line} · plays next</source>
            <translation>{line} · plays next</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Partner now</source>
            <translation>Partner now</translation>
        </message>
        <message>
            <source>Points round by round</source>
            <translation>Points round by round</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Place</translation>
        </message>
    </context>
    <context>
        <name>UnoTips</name>
        <message>
            <source>You may challenge this Wild Draw Four: if its player held the colour in play, they draw 4; if not, you draw 6.</source>
            <translation>You may challenge this Wild Draw Four: if its player held the colour in play, they draw 4; if not, you draw 6.</translation>
        </message>
        <message>
            <source>A player has one card and did not call UNO: catch them before the next move and they draw 2.</source>
            <translation>A player has one card and did not call UNO: catch them before the next move and they draw 2.</translation>
        </message>
        <message>
            <source>x2: the next player presses the launcher twice and misses their turn.</source>
            <translation>x2: the next player presses the launcher twice and misses their turn.</translation>
        </message>
        <message>
            <source>x???: the next player presses the launcher until it gives cards; the player after them names the colour.</source>
            <translation>x???: the next player presses the launcher until it gives cards; the player after them names the colour.</translation>
        </message>
        <message>
            <source>Each in turn: every player presses the launcher once, you too.</source>
            <translation>Each in turn: every player presses the launcher once, you too.</translation>
        </message>
        <message>
            <source>Show your hand: every hand lies face up on the table until the next card is played.</source>
            <translation>Show your hand: every hand lies face up on the table until the next card is played.</translation>
        </message>
        <message>
            <source>Swap hands: you swap your hand with the player of your choice.</source>
            <translation>Swap hands: you swap your hand with the player of your choice.</translation>
        </message>
        <message>
            <source>The UNO card: the next player draws 8 cards (unless they defend with another), then plays. It counts 100 points in a hand.</source>
            <translation>The UNO card: the next player draws 8 cards (unless they defend with another), then plays. It counts 100 points in a hand.</translation>
        </message>
        <message>
            <source>Defend with the identical card: the cards to draw add up and pass to the next player.</source>
            <translation>Defend with the identical card: the cards to draw add up and pass to the next player.</translation>
        </message>
        <message>
            <source>Rapido! You hold the very card on the pile: play it now, out of turn, and play goes on after you.</source>
            <translation>Rapido! You hold the very card on the pile: play it now, out of turn, and play goes on after you.</translation>
        </message>
        <message>
            <source>Exchange: every player passes their hand to the next player; the colour stays. Play it when the hand you get is smaller.</source>
            <translation>Exchange: every player passes their hand to the next player; the colour stays. Play it when the hand you get is smaller.</translation>
        </message>
        <message>
            <source>Boomerang: the card that hit you goes back to its player, who draws and misses their next turn.</source>
            <translation>Boomerang: the card that hit you goes back to its player, who draws and misses their next turn.</translation>
        </message>
        <message>
            <source>+2?: a Draw Two for the player of your choice: click their name plate after the card.</source>
            <translation>+2?: a Draw Two for the player of your choice: click their name plate after the card.</translation>
        </message>
        <message>
            <source>+4?: a Wild Draw Four for the player of your choice; they may challenge it.</source>
            <translation>+4?: a Wild Draw Four for the player of your choice; they may challenge it.</translation>
        </message>
        <message>
            <source>Downpour: every other player draws 1 or 2 cards; you name the colour.</source>
            <translation>Downpour: every other player draws 1 or 2 cards; you name the colour.</translation>
        </message>
        <message>
            <source>With the joker rule, a Wild cancels this draw.</source>
            <translation>With the joker rule, a Wild cancels this draw.</translation>
        </message>
    </context>
    <context>
        <name>argparse</name>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>argument %(argument_name)s: %(message)s</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>invalid choice: %(value)r (choose from %(choices)s)</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>invalid %(type)s value: %(value)r</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>unrecognized arguments: %s</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>expected one argument</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>ambiguous option: %(option)s could match %(matches)s</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>ignored explicit argument %r</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>the following arguments are required: %s</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>not allowed with argument %s</translation>
        </message>
    </context>
</TS>
