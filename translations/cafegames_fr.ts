<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
    <context>
        <name>Assist</name>
        <message>
            <source>Read the rules</source>
            <translation>Lire la règle</translation>
        </message>
    </context>
    <context>
        <name>AvatarButton</name>
        <message>
            <source>Choose a photo…</source>
            <translation>Choisir une photo…</translation>
        </message>
        <message>
            <source>No photo</source>
            <translation>Pas de photo</translation>
        </message>
        <message>
            <source>Or an animal:</source>
            <translation>Ou un animal :</translation>
        </message>
        <message>
            <source>Photo of {name}</source>
            <translation>Photo de {name}</translation>
        </message>
        <message>
            <source>A photo for {name}</source>
            <translation>Une photo pour {name}</translation>
        </message>
    </context>
    <context>
        <name>Avatars</name>
        <message>
            <source>Fox</source>
            <translation>Renard</translation>
        </message>
        <message>
            <source>Cat</source>
            <translation>Chat</translation>
        </message>
        <message>
            <source>Dog</source>
            <translation>Chien</translation>
        </message>
        <message>
            <source>Bear</source>
            <translation>Ours</translation>
        </message>
        <message>
            <source>Rabbit</source>
            <translation>Lapin</translation>
        </message>
        <message>
            <source>Owl</source>
            <translation>Hibou</translation>
        </message>
        <message>
            <source>Frog</source>
            <translation>Grenouille</translation>
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
            <translation>Cochon</translation>
        </message>
        <message>
            <source>Penguin</source>
            <translation>Manchot</translation>
        </message>
        <message>
            <source>Mouse</source>
            <translation>Souris</translation>
        </message>
    </context>
    <context>
        <name>Bots</name>
        <message>
            <source>A move picked at random.</source>
            <translation>Un coup choisi au hasard.</translation>
        </message>
    </context>
    <context>
        <name>Cafe</name>
        <message>
            <source>Africa</source>
            <translation>Afrique</translation>
        </message>
        <message>
            <source>China</source>
            <translation>Chine</translation>
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
            <translation>Allemagne</translation>
        </message>
        <message>
            <source>Great Britain</source>
            <translation>Grande-Bretagne</translation>
        </message>
        <message>
            <source>India</source>
            <translation>Inde</translation>
        </message>
        <message>
            <source>Italy</source>
            <translation>Italie</translation>
        </message>
        <message>
            <source>Russia</source>
            <translation>Russie</translation>
        </message>
        <message>
            <source>Spain</source>
            <translation>Espagne</translation>
        </message>
        <message>
            <source>Turkey</source>
            <translation>Turquie</translation>
        </message>
        <message>
            <source>USA</source>
            <translation>USA</translation>
        </message>
        <message>
            <source>an African woman</source>
            <translation>une Africaine</translation>
        </message>
        <message>
            <source>an African man</source>
            <translation>un Africain</translation>
        </message>
        <message>
            <source>a Chinese woman</source>
            <translation>une Chinoise</translation>
        </message>
        <message>
            <source>a Chinese man</source>
            <translation>un Chinois</translation>
        </message>
        <message>
            <source>a Cuban woman</source>
            <translation>une Cubaine</translation>
        </message>
        <message>
            <source>a Cuban man</source>
            <translation>un Cubain</translation>
        </message>
        <message>
            <source>a French woman</source>
            <translation>une Française</translation>
        </message>
        <message>
            <source>a French man</source>
            <translation>un Français</translation>
        </message>
        <message>
            <source>a German woman</source>
            <translation>une Allemande</translation>
        </message>
        <message>
            <source>a German man</source>
            <translation>un Allemand</translation>
        </message>
        <message>
            <source>a British woman</source>
            <translation>une Britannique</translation>
        </message>
        <message>
            <source>a British man</source>
            <translation>un Britannique</translation>
        </message>
        <message>
            <source>an Indian woman</source>
            <translation>une Indienne</translation>
        </message>
        <message>
            <source>an Indian man</source>
            <translation>un Indien</translation>
        </message>
        <message>
            <source>an Italian woman</source>
            <translation>une Italienne</translation>
        </message>
        <message>
            <source>an Italian man</source>
            <translation>un Italien</translation>
        </message>
        <message>
            <source>a Russian woman</source>
            <translation>une Russe</translation>
        </message>
        <message>
            <source>a Russian man</source>
            <translation>un Russe</translation>
        </message>
        <message>
            <source>a Spanish woman</source>
            <translation>une Espagnole</translation>
        </message>
        <message>
            <source>a Spanish man</source>
            <translation>un Espagnol</translation>
        </message>
        <message>
            <source>a Turkish woman</source>
            <translation>une Turque</translation>
        </message>
        <message>
            <source>a Turkish man</source>
            <translation>un Turc</translation>
        </message>
        <message>
            <source>an American woman</source>
            <translation>une Américaine</translation>
        </message>
        <message>
            <source>an American man</source>
            <translation>un Américain</translation>
        </message>
        <message>
            <source>a joker woman</source>
            <translation>un joker femme</translation>
        </message>
        <message>
            <source>a joker man</source>
            <translation>un joker homme</translation>
        </message>
        <message>
            <source>The café board file {path} is damaged; installing cafegames again repairs it.</source>
            <translation>Le fichier du plateau du café {path} est abîmé ; réinstaller cafegames le répare.</translation>
        </message>
        <message>
            <source>A table cannot have three women.</source>
            <translation>Une table ne peut pas avoir trois femmes.</translation>
        </message>
        <message>
            <source>A table cannot have three men.</source>
            <translation>Une table ne peut pas avoir trois hommes.</translation>
        </message>
        <message>
            <source>A table cannot have only women: seat a man with them.</source>
            <translation>Une table ne peut pas avoir que des femmes : installez un homme avec elles.</translation>
        </message>
        <message>
            <source>A table cannot have only men: seat a woman with them.</source>
            <translation>Une table ne peut pas avoir que des hommes : installez une femme avec eux.</translation>
        </message>
        <message>
            <source>This chair is for guests from {nation} (or a joker).</source>
            <translation>Cette chaise est réservée aux clients de ce pays : {nation} (ou à un joker).</translation>
        </message>
        <message>
            <source>This chair is for guests from {a} or {b} (or a joker).</source>
            <translation>Cette chaise est réservée aux clients de ces pays : {a} ou {b} (ou à un joker).</translation>
        </message>
        <message>
            <source>Seat one or two guests.</source>
            <translation>Installez un ou deux clients.</translation>
        </message>
        <message>
            <source>There is no such chair.</source>
            <translation>Cette chaise n’existe pas.</translation>
        </message>
        <message>
            <source>A guest cannot stay alone at a table, unless their chair is shared with a table where they join a group.</source>
            <comment>woman</comment>
            <translation>Une cliente ne peut pas rester seule à une table, sauf si sa chaise est commune avec une table où elle rejoint un groupe.</translation>
        </message>
        <message>
            <source>Every guest must score: seat {guest} next to other guests.</source>
            <translation>Chaque client doit rapporter des points : installez {guest} à côté d’autres clients.</translation>
        </message>
        <message>
            <source>No second guest in your hand can complete this turn.</source>
            <translation>Aucun deuxième client de votre main ne peut compléter ce tour.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Ce n’est pas votre tour.</translation>
        </message>
        <message>
            <source>You cannot pass: passing is allowed only when no move is possible.</source>
            <translation>Vous ne pouvez pas passer : on ne passe que si aucun coup n’est possible.</translation>
        </message>
        <message>
            <source>That is not a Café International move.</source>
            <translation>Ce n’est pas un coup de Café International.</translation>
        </message>
        <message>
            <source>A second guest needs a chair.</source>
            <translation>Le deuxième client a besoin d’une chaise.</translation>
        </message>
        <message>
            <source>Choose two different chairs.</source>
            <translation>Choisissez deux chaises différentes.</translation>
        </message>
        <message>
            <source>The bar is full.</source>
            <translation>Le bar est plein.</translation>
        </message>
        <message>
            <source>Jokers never go to the bar.</source>
            <translation>Les jokers ne vont jamais au bar.</translation>
        </message>
        <message>
            <source>You do not hold {guest}.</source>
            <translation>Vous n’avez pas {guest} en main.</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>Tour</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Tour de table {n}</translation>
        </message>
        <message numerus="yes">
            <source>{name} seats {guest} at {where}: %n point(s).</source>
            <translation>
                <numerusform>{name} installe {guest} ({where}) : %n point.</numerusform>
                <numerusform>{name} installe {guest} ({where}) : %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} completes a table of compatriots! Hand size now %n card(s).</source>
            <translation>
                <numerusform>{name} complète une table de compatriotes ! Main réduite à %n carte.</numerusform>
                <numerusform>{name} complète une table de compatriotes ! Main réduite à %n cartes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} sends {guest} to bar seat {number} ({sign}%n point(s)).</source>
            <translation>
                <numerusform>{name} envoie {guest} au bar, place {number} ({sign}%n point).</numerusform>
                <numerusform>{name} envoie {guest} au bar, place {number} ({sign}%n points).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} cannot pay %n point(s) and leaves the game.</source>
            <translation>
                <numerusform>{name} ne peut pas payer %n point et quitte la partie.</numerusform>
                <numerusform>{name} ne peut pas payer %n points et quitte la partie.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} takes back a joker and seats {guest} instead.</source>
            <translation>{name} reprend un joker et installe {guest} à sa place.</translation>
        </message>
        <message>
            <source>There is no joker on that chair.</source>
            <translation>Il n’y a pas de joker sur cette chaise.</translation>
        </message>
        <message>
            <source>A joker can only be exchanged for a guest who is not a joker.</source>
            <translation>Un joker ne s’échange que contre un client qui n’est pas un joker.</translation>
        </message>
        <message>
            <source>A joker woman can only be exchanged for a woman, a joker man for a man.</source>
            <translation>Un joker femme ne s’échange que contre une femme, un joker homme contre un homme.</translation>
        </message>
        <message>
            <source>Highest score: {points}</source>
            <translation>Meilleur score : {points}</translation>
        </message>
        <message>
            <source>Bar {bar}/20 · bag {bag} · {scores}</source>
            <translation>Bar {bar}/20 · sac {bag} · {scores}</translation>
        </message>
        <message>
            <source>{a} and {b}</source>
            <translation>{a} et {b}</translation>
        </message>
        <message>
            <source>{name} cannot seat anyone and passes (only jokers in hand and no scoring chair).</source>
            <translation>{name} ne peut installer personne et passe (que des jokers en main et aucune chaise qui rapporte).</translation>
        </message>
        <message numerus="yes">
            <source>{name} loses %n point(s) (guests left in hand: {cards}, jokers: {jokers}).</source>
            <translation>
                <numerusform>{name} perd %n point (clients restés en main : {cards}, jokers : {jokers}).</numerusform>
                <numerusform>{name} perd %n points (clients restés en main : {cards}, jokers : {jokers}).</numerusform>
            </translation>
        </message>
        <message>
            <source>Only one player is left: the game is over.</source>
            <translation>Il ne reste qu’un joueur : la partie est terminée.</translation>
        </message>
        <message>
            <source>The bar is full: the game is over.</source>
            <translation>Le bar est plein : la partie est terminée.</translation>
        </message>
        <message>
            <source>Every chair is taken: the game is over.</source>
            <translation>Toutes les chaises sont prises : la partie est terminée.</translation>
        </message>
        <message>
            <source>Only four guests or fewer are left in the bag: the game is over.</source>
            <translation>Il reste quatre cartes ou moins dans le sac : la partie est terminée.</translation>
        </message>
        <message>
            <source>A player has no guests left: the game is over.</source>
            <translation>Un joueur n’a plus de cartes : la partie est terminée.</translation>
        </message>
        <message>
            <source>A player has completed five tables of compatriots and draws no more guests: the game is over.</source>
            <translation>Un joueur a obtenu cinq tables de compatriotes et ne reprend plus de clients : la partie est terminée.</translation>
        </message>
        <message>
            <source>Nobody can seat anyone any more: the game is over.</source>
            <translation>Plus personne ne peut installer de client : la partie est terminée.</translation>
        </message>
        <message>
            <source>This chair is already taken.</source>
            <translation>Cette chaise est déjà prise.</translation>
        </message>
        <message>
            <source>A guest cannot stay alone at a table, unless their chair is shared with a table where they join a group.</source>
            <translation>Un client ne peut pas rester seul à une table, sauf si sa chaise est commune avec une table où il rejoint un groupe.</translation>
        </message>
        <message>
            <source>Seat a second guest at this empty table in the same turn.</source>
            <translation>Installez un deuxième client à cette table vide dans le même tour.</translation>
        </message>
    </context>
    <context>
        <name>CafeBots</name>
        <message>
            <source>the {nation} table</source>
            <translation>{nation}</translation>
        </message>
        <message>
            <source>the {a} and {b} tables</source>
            <translation>{a} et {b}</translation>
        </message>
        <message>
            <source>one point</source>
            <translation>un point</translation>
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
            <translation>Personne ne peut s’asseoir : vous n’avez que des jokers et aucune chaise ne rapporterait, vous passez donc.</translation>
        </message>
        <message>
            <source>Seat {guest} in the joker’s place and take the joker back: it can go anywhere later.</source>
            <translation>Installez {guest} à la place du joker et reprenez le joker : il pourra aller n’importe où plus tard.</translation>
        </message>
        <message>
            <source>Send {guest} to the bar: the next bar seat still gives {points}.</source>
            <translation>Envoyez {guest} au bar : la prochaine place du bar rapporte encore {points}.</translation>
        </message>
        <message>
            <source>Send {guest} to the bar: no chair takes them, and holding them to the end would cost more.</source>
            <translation>Envoyez {guest} au bar : aucune chaise ne l’accepte, et le garder jusqu’à la fin coûterait plus cher.</translation>
        </message>
        <message>
            <source>Seat {guest} at {table}: it completes a table of compatriots, 8 points and one guest fewer to hold from now on.</source>
            <translation>Installez {guest} ({table}) : cela complète une table de compatriotes, 8 points et un client de moins à tenir désormais.</translation>
        </message>
        <message>
            <source>Seat {guest} at {table}: the first guest of the game may sit alone.</source>
            <translation>Installez {guest} ({table}) : le premier client de la partie peut rester seul.</translation>
        </message>
        <message>
            <source>Seat {guest} and {guest2}: {points}, and it leaves the others {denied} fewer to score next turn.</source>
            <translation>Installez {guest} et {guest2} : {points}, et les autres auront {denied} de moins à marquer au tour suivant.</translation>
        </message>
        <message>
            <source>Seat {guest} at {table}: {points}, and it leaves the others {denied} fewer to score next turn.</source>
            <translation>Installez {guest} ({table}) : {points}, et les autres auront {denied} de moins à marquer au tour suivant.</translation>
        </message>
        <message>
            <source>Seat {guest} and {guest2} together at {table}: {points}.</source>
            <translation>Installez {guest} et {guest2} ensemble ({table}) : {points}.</translation>
        </message>
        <message>
            <source>Seat {guest} at {table} and {guest2} at {table2}: {points}.</source>
            <translation>Installez {guest} ({table}) et {guest2} ({table2}) : {points}.</translation>
        </message>
        <message>
            <source>Seat {guest} at {table}: {points}.</source>
            <translation>Installez {guest} ({table}) : {points}.</translation>
        </message>
    </context>
    <context>
        <name>CafeKeys</name>
        <message>
            <source>Go from guest to guest, or to the nearest place for the picked guest</source>
            <translation>Aller de client en client, ou à la place la plus proche pour le client choisi</translation>
        </message>
        <message>
            <source>Go to the next or the previous place, in reading order</source>
            <translation>Aller à la place suivante ou précédente, dans l’ordre de lecture</translation>
        </message>
        <message>
            <source>Pick the guest, or seat it there</source>
            <translation>Choisir le client, ou l’asseoir là</translation>
        </message>
        <message>
            <source>Put the picked guest back</source>
            <translation>Reposer le client choisi</translation>
        </message>
        <message>
            <source>Send the guest to the bar</source>
            <translation>Envoyer le client au bar</translation>
        </message>
        <message>
            <source>End the turn</source>
            <translation>Finir le tour</translation>
        </message>
        <message>
            <source>Take back the last guest placed this turn</source>
            <translation>Reprendre le dernier client posé ce tour-ci</translation>
        </message>
    </context>
    <context>
        <name>CafeLesson</name>
        <message>
            <source>Now the bar: {guest} can score at no table, so send this guest there. Pick the guest in your row, then bar seat {n} ({value}). The first five bar seats give points; from seat 6 on, the bar costs 2 to 14 points.</source>
            <translation>Place au bar : {guest} ne peut marquer à aucune table, envoyez donc ce client au bar. Choisissez-le dans votre rangée, puis la place {n} du bar ({value}). Les cinq premières places du bar rapportent des points ; à partir de la place 6, le bar coûte de 2 à 14 points.</translation>
        </message>
        <message>
            <source>Not this move now: send {guest} to bar seat {n}.</source>
            <translation>Pas ce coup-là maintenant : envoyez {guest} à la place {n} du bar.</translation>
        </message>
        <message>
            <source>A seated joker can be swapped: {guest} takes the joker’s chair and the joker comes back to your hand, to be used again. No points, and nothing else this turn. Pick {guest}, then the joker’s chair (⇄).</source>
            <translation>Un joker assis peut être échangé : {guest} prend sa chaise et le joker revient dans votre main, pour servir encore. Pas de points, et rien d’autre ce tour-ci. Choisissez {guest}, puis la chaise du joker (⇄).</translation>
        </message>
        <message>
            <source>Not this move now: swap the joker for {guest} — pick the guest, then the joker’s chair.</source>
            <translation>Pas ce coup-là maintenant : échangez le joker contre {guest} — choisissez ce client, puis la chaise du joker.</translation>
        </message>
        <message>
            <source>Not this move now: the lesson seats its guests on the chairs the tip points at. Pick the guest in your row, then the glowing chair.</source>
            <translation>Pas ce coup-là maintenant : la leçon installe ses clients sur les chaises que montre la bulle. Choisissez le client dans votre rangée, puis la chaise qui s’allume.</translation>
        </message>
        <message numerus="yes">
            <source>A joker may stand for any nation. Seat {guest} on the last chair of the table of {nation}: four guests of the table’s nation make a table of compatriots, %n point(s)!</source>
            <translation>
                <numerusform>Un joker vaut n’importe quelle nation. Installez {guest} sur la dernière chaise de la table « {nation} » : quatre clients de la nation de la table font une table de compatriotes, %n point !</numerusform>
                <numerusform>Un joker vaut n’importe quelle nation. Installez {guest} sur la dernière chaise de la table « {nation} » : quatre clients de la nation de la table font une table de compatriotes, %n points !</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>But your hand shrinks: from now on you draw back to %n guest(s), one fewer.</source>
            <translation>
                <numerusform>Mais votre main rétrécit : désormais vous complétez à %n client, un de moins.</numerusform>
                <numerusform>Mais votre main rétrécit : désormais vous complétez à %n clients, un de moins.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A chair between two tables belongs to both. Seat {guest} on the chair the table of {nation} shares with its neighbour: alone at the neighbour is allowed, because the guest belongs to the group at your table. Then “End turn”: %n point(s).</source>
            <translation>
                <numerusform>Une chaise entre deux tables appartient aux deux. Installez {guest} sur la chaise que la table « {nation} » partage avec sa voisine : seul à la table voisine, c’est permis, car ce client fait partie du groupe de votre table. Puis « Fin du tour » : %n point.</numerusform>
                <numerusform>Une chaise entre deux tables appartient aux deux. Installez {guest} sur la chaise que la table « {nation} » partage avec sa voisine : seul à la table voisine, c’est permis, car ce client fait partie du groupe de votre table. Puis « Fin du tour » : %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Guests sit at a table of their nation. A table of two or more needs a woman and a man, at most two of each. Seat {guest} and {guest2} at the table of {nation}: pick a guest in your row, then a glowing chair, twice; then “End turn”. A couple scores %n point(s).</source>
            <translation>
                <numerusform>Les clients s’assoient à une table de leur nation. Une table de deux clients ou plus demande une femme et un homme, et au plus deux de chaque. Installez {guest} et {guest2} à la table « {nation} » : choisissez un client dans votre rangée, puis une chaise qui s’allume, deux fois ; puis « Fin du tour ». Un couple rapporte %n point.</numerusform>
                <numerusform>Les clients s’assoient à une table de leur nation. Une table de deux clients ou plus demande une femme et un homme, et au plus deux de chaque. Installez {guest} et {guest2} à la table « {nation} » : choisissez un client dans votre rangée, puis une chaise qui s’allume, deux fois ; puis « Fin du tour ». Un couple rapporte %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Every guest you seat must score. Seat {guest} and {guest2} together at the table of {nation}: the first scores once the second sits beside them: %n point(s).</source>
            <translation>
                <numerusform>Chaque client installé doit marquer. Installez ensemble {guest} et {guest2} à la table « {nation} » : le premier marque dès que le second s’assoit à côté : %n point.</numerusform>
                <numerusform>Chaque client installé doit marquer. Installez ensemble {guest} et {guest2} à la table « {nation} » : le premier marque dès que le second s’assoit à côté : %n points.</numerusform>
            </translation>
        </message>
        <message>
            <source>That was every kind of move. Now play on as you like with Léa. The game ends when the bar is full, every chair is taken, the bag is nearly empty or a hand is empty; then each guest left in a hand costs 5 points, each joker 10.</source>
            <translation>Vous avez vu toutes les sortes de coups. Jouez maintenant à votre guise avec Léa. La partie finit quand le bar est plein, que toutes les chaises sont prises, que le sac est presque vide ou qu’une main est vide ; chaque client resté en main coûte alors 5 points, chaque joker 10.</translation>
        </message>
        <message>
            <source>The game is over. Each guest left in a hand cost 5 points, each joker 10; the highest score wins.</source>
            <translation>La partie est finie. Chaque client resté en main a coûté 5 points, chaque joker 10 ; le plus haut score gagne.</translation>
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
            <translation>éliminé</translation>
        </message>
        <message numerus="yes">
            <source>bar: {sign}%n</source>
            <translation>
                <numerusform>bar : {sign}%n</numerusform>
                <numerusform>bar : {sign}%n</numerusform>
            </translation>
        </message>
        <message>
            <source>swapped</source>
            <translation>échange</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>a passé</translation>
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
                <numerusform>%n jeton bleu de 10</numerusform>
                <numerusform>%n jetons bleus de 10</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n red chip(s) of 5</source>
            <translation>
                <numerusform>%n jeton rouge de 5</numerusform>
                <numerusform>%n jetons rouges de 5</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n black chip(s) of 1</source>
            <translation>
                <numerusform>%n jeton noir de 1</numerusform>
                <numerusform>%n jetons noirs de 1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n guest(s) in hand</source>
            <translation>
                <numerusform>%n client en main</numerusform>
                <numerusform>%n clients en main</numerusform>
            </translation>
        </message>
        <message>
            <source>Chips: {chips} = {score}</source>
            <translation>Jetons : {chips} = {score}</translation>
        </message>
        <message>
            <source>Out of the game</source>
            <translation>Hors jeu</translation>
        </message>
        <message>
            <source>Table of compatriots! ×2</source>
            <translation>Table de compatriotes ! ×2</translation>
        </message>
        <message>
            <source>This guest needs a partner at the same table: pick a second guest.</source>
            <comment>woman</comment>
            <translation>Cette cliente a besoin d’un partenaire à la même table : choisissez un deuxième client.</translation>
        </message>
        <message>
            <source>Click a glowing chair to seat this guest.</source>
            <comment>woman</comment>
            <translation>Cliquez sur une chaise en surbrillance pour installer cette cliente.</translation>
        </message>
        <message>
            <source>This guest cannot sit at any table now.</source>
            <comment>woman</comment>
            <translation>Cette cliente ne peut s’asseoir à aucune table pour l’instant.</translation>
        </message>
        <message>
            <source>The glowing bar seat sends the guest to the bar.</source>
            <comment>woman</comment>
            <translation>La place du bar en surbrillance envoie cette cliente au bar.</translation>
        </message>
        <message>
            <source>A purple joker can be swapped for this guest.</source>
            <comment>woman</comment>
            <translation>Un joker violet peut être échangé contre cette cliente.</translation>
        </message>
        <message>
            <source>Click the guest again to put it back.</source>
            <comment>woman</comment>
            <translation>Cliquez de nouveau sur la cliente pour la reposer.</translation>
        </message>
        <message>
            <source>Arrows or Tab: go from one glowing place to the next; Enter seats the guest there. B sends it to the bar. Esc puts it back.</source>
            <comment>woman</comment>
            <translation>Flèches ou Tab : passez d’une place en surbrillance à l’autre ; Entrée y installe la cliente. B l’envoie au bar. Échap la repose.</translation>
        </message>
        <message>
            <source>E (or Enter on “End turn”) ends your turn; ← → and Enter pick a second guest; Backspace takes the guest back.</source>
            <comment>woman</comment>
            <translation>E (ou Entrée sur « Fin du tour ») termine votre tour ; ← → et Entrée choisissent un deuxième client ; Retour arrière reprend la cliente.</translation>
        </message>
        <message>
            <source>This guest needs a partner at the same table: ← → and Enter pick a second guest; Backspace takes the guest back.</source>
            <comment>woman</comment>
            <translation>Cette cliente a besoin d’un partenaire à la même table : ← → et Entrée choisissent un deuxième client ; Retour arrière reprend la cliente.</translation>
        </message>
        <message>
            <source>Swap: this guest takes the joker’s place, the joker comes to your hand. No points.</source>
            <comment>woman</comment>
            <translation>Échange : cette cliente prend la place du joker, qui revient dans votre main. Aucun point.</translation>
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
            <translation>Fin du tour (+{n})</translation>
        </message>
        <message>
            <source>End turn</source>
            <translation>Fin du tour</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>{name} is playing.</source>
            <translation>{name} joue.</translation>
        </message>
        <message>
            <source>{name} (computer) is thinking…</source>
            <translation>{name} (ordinateur) réfléchit…</translation>
        </message>
        <message>
            <source>{name}, none of your guests can sit anywhere and jokers never go to the bar: you must pass.</source>
            <translation>{name}, aucun de vos clients ne peut s’asseoir et les jokers ne vont jamais au bar : vous devez passer.</translation>
        </message>
        <message>
            <source>Two guests seated: end your turn, or take one back.</source>
            <translation>Deux clients installés : finissez votre tour ou reprenez-en un.</translation>
        </message>
        <message>
            <source>End your turn now, or pick a second guest for a glowing chair.</source>
            <translation>Finissez votre tour maintenant, ou choisissez un deuxième client pour une chaise en surbrillance.</translation>
        </message>
        <message>
            <source>This guest needs a partner at the same table: pick a second guest.</source>
            <translation>Ce client a besoin d’un partenaire à la même table : choisissez un deuxième client.</translation>
        </message>
        <message>
            <source>{name}, pick a guest from your row, then a chair. Green chairs score; amber ones need a second guest at that table.</source>
            <translation>{name}, choisissez un client dans votre rangée, puis une chaise. Les chaises vertes rapportent des points ; les orangées demandent un deuxième client à cette table.</translation>
        </message>
        <message>
            <source>Click a glowing chair to seat this guest.</source>
            <translation>Cliquez sur une chaise en surbrillance pour installer ce client.</translation>
        </message>
        <message>
            <source>This guest cannot sit at any table now.</source>
            <translation>Ce client ne peut s’asseoir à aucune table pour l’instant.</translation>
        </message>
        <message>
            <source>The glowing bar seat sends the guest to the bar.</source>
            <translation>La place du bar en surbrillance l’envoie au bar.</translation>
        </message>
        <message>
            <source>A purple joker can be swapped for this guest.</source>
            <translation>Un joker violet peut être échangé contre ce client.</translation>
        </message>
        <message>
            <source>Click the guest again to put it back.</source>
            <translation>Cliquez de nouveau sur le client pour le reposer.</translation>
        </message>
        <message>
            <source>None of your guests can sit anywhere and jokers never go to the bar: Enter passes.</source>
            <translation>Aucun de vos clients ne peut s’asseoir et les jokers ne vont jamais au bar : Entrée pour passer.</translation>
        </message>
        <message>
            <source>Two guests seated. E ends your turn; Backspace takes the last guest back.</source>
            <translation>Deux clients installés. E termine votre tour ; Retour arrière reprend le dernier client.</translation>
        </message>
        <message>
            <source>Arrows or Tab: go from one glowing place to the next; Enter seats the guest there. B sends it to the bar. Esc puts it back.</source>
            <translation>Flèches ou Tab : passez d’une place en surbrillance à l’autre ; Entrée y installe le client. B l’envoie au bar. Échap le repose.</translation>
        </message>
        <message>
            <source>E (or Enter on “End turn”) ends your turn; ← → and Enter pick a second guest; Backspace takes the guest back.</source>
            <translation>E (ou Entrée sur « Fin du tour ») termine votre tour ; ← → et Entrée choisissent un deuxième client ; Retour arrière reprend le client.</translation>
        </message>
        <message>
            <source>This guest needs a partner at the same table: ← → and Enter pick a second guest; Backspace takes the guest back.</source>
            <translation>Ce client a besoin d’un partenaire à la même table : ← → et Entrée choisissent un deuxième client ; Retour arrière reprend le client.</translation>
        </message>
        <message>
            <source>{name}, ← → or Tab choose a guest, Enter picks it (B sends it to the bar).</source>
            <translation>{name}, ← → ou Tab pour choisir un client, Entrée pour le prendre (B l’envoie au bar).</translation>
        </message>
        <message numerus="yes">
            <source>%n guest(s)</source>
            <translation>
                <numerusform>%n client</numerusform>
                <numerusform>%n clients</numerusform>
            </translation>
        </message>
        <message>
            <source>BAR</source>
            <translation>BAR</translation>
        </message>
        <message>
            <source>in the bag</source>
            <translation>dans le sac</translation>
        </message>
        <message>
            <source>Take back</source>
            <translation>Reprendre</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passer</translation>
        </message>
        <message>
            <source>Pick a guest from your own row, {name}.</source>
            <translation>Choisissez un client dans votre propre rangée, {name}.</translation>
        </message>
        <message>
            <source>You have seated two guests: end your turn or take one back.</source>
            <translation>Vous avez installé deux clients : finissez votre tour ou reprenez-en un.</translation>
        </message>
        <message>
            <source>Pick a guest from your row first.</source>
            <translation>Choisissez d’abord un client dans votre rangée.</translation>
        </message>
        <message>
            <source>Swap: this guest takes the joker’s place, the joker comes to your hand. No points.</source>
            <translation>Échange : ce client prend la place du joker, qui revient dans votre main. Aucun point.</translation>
        </message>
        <message>
            <source>No points yet: seat a second guest at this table in the same turn.</source>
            <translation>Pas encore de points : installez un deuxième client à cette table dans le même tour.</translation>
        </message>
        <message>
            <source>You have already seated a guest this turn: take it back to go to the bar.</source>
            <translation>Vous avez déjà installé un client ce tour-ci : reprenez-le pour aller au bar.</translation>
        </message>
        <message>
            <source>The bar seats are taken in order: the next one is number {n}.</source>
            <translation>Les places du bar se prennent dans l’ordre : la suivante est la numéro {n}.</translation>
        </message>
        <message>
            <source>Each guest still in hand costs 5 points, a joker 10.</source>
            <translation>Chaque client encore en main coûte 5 points, un joker 10.</translation>
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
            <translation>Clients en main</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>out of the game</source>
            <translation>hors jeu</translation>
        </message>
    </context>
    <context>
        <name>CafeTips</name>
        <message>
            <source>A table of compatriots: four guests of the table's own nation score 8, and from now on its player draws back to a hand one guest smaller.</source>
            <translation>Une table de compatriotes : quatre clients du pays de la table rapportent 8 points, et son joueur reprend désormais une main d’un client de moins.</translation>
        </message>
    </context>
    <context>
        <name>Canyon</name>
        <message>
            <source>paddles</source>
            <translation>pagaies</translation>
        </message>
        <message>
            <source>pines</source>
            <translation>pins</translation>
        </message>
        <message>
            <source>flames</source>
            <translation>flammes</translation>
        </message>
        <message>
            <source>suns</source>
            <translation>soleils</translation>
        </message>
        <message>
            <source>feathers</source>
            <translation>plumes</translation>
        </message>
        <message>
            <source>{value} of {suit}</source>
            <extracomment>Cards dealt to each seat at each step of the round track (K-TRACK); step numbers are 1-based.</extracomment>
            <translation>{value} de {suit}</translation>
        </message>
        <message>
            <source>The river file {name} is empty.</source>
            <extracomment>Cells a canoe may paddle through or end on. The short race's start line (option "Short race"): the line under the bridge, 6–8 cells from a dock.</extracomment>
            <translation>Le fichier de la rivière {name} est vide.</translation>
        </message>
        <message>
            <source>The river file {name} has an unknown sign “{sign}” on line {line}, column {col}.</source>
            <translation>Le fichier de la rivière {name} contient un signe inconnu « {sign} » ligne {line}, colonne {col}.</translation>
        </message>
        <message>
            <source>start spaces</source>
            <translation>cases de départ</translation>
        </message>
        <message>
            <source>landing docks</source>
            <translation>embarcadères</translation>
        </message>
        <message>
            <source>current cells</source>
            <translation>cases de courant</translation>
        </message>
        <message>
            <source>bridges</source>
            <translation>passerelles</translation>
        </message>
        <message>
            <source>The river file {name} has {found} {what}, not {expected}.</source>
            <translation>Le fichier de la rivière {name} a {found} {what} au lieu de {expected}.</translation>
        </message>
        <message>
            <source>The river file {name} has no waterfall.</source>
            <translation>Le fichier de la rivière {name} n’a pas de cascade.</translation>
        </message>
        <message>
            <source>The river file {name}: the arrow on line {line}, column {col} does not point at the current or the waterfall.</source>
            <translation>Fichier de la rivière {name} : la flèche ligne {line}, colonne {col} ne pointe ni vers le courant ni vers la cascade.</translation>
        </message>
        <message>
            <source>The river file {name}: the current from line {line}, column {col} flows in a loop.</source>
            <translation>Fichier de la rivière {name} : le courant parti de la ligne {line}, colonne {col} tourne en rond.</translation>
        </message>
        <message>
            <source>The river file {name}: the current must fill the last {n} water rows before the docks.</source>
            <translation>Fichier de la rivière {name} : le courant doit occuper les {n} dernières rangées d’eau avant les embarcadères.</translation>
        </message>
        <message>
            <source>The river file {name}: the water on line {line}, column {col} cannot reach a landing dock.</source>
            <translation>Fichier de la rivière {name} : depuis l’eau ligne {line}, colonne {col}, on ne peut atteindre aucun embarcadère.</translation>
        </message>
        <message>
            <source>The river file {name}: the shortest routes from the start spaces are {routes} moves; the best must be {best} and none above {worst}.</source>
            <translation>Fichier de la rivière {name} : les plus courts trajets depuis les cases de départ font {routes} déplacements ; le meilleur doit faire {best} et aucun plus de {worst}.</translation>
        </message>
        <message>
            <source>The river file {name} cannot be read: {reason}.</source>
            <translation>Le fichier de la rivière {name} est illisible : {reason}.</translation>
        </message>
        <message>
            <source>The river file {name} cannot be read: it is not text.</source>
            <translation>Le fichier de la rivière {name} est illisible : ce n’est pas du texte.</translation>
        </message>
        <message>
            <source>{name} puts their canoe on a start space.</source>
            <translation>{name} place son canoë sur une case de départ.</translation>
        </message>
        <message>
            <source>{name} bids {bid}.</source>
            <translation>{name} annonce {bid}.</translation>
        </message>
        <message>
            <source>{name} has chosen a speed.</source>
            <translation>{name} a choisi sa vitesse.</translation>
        </message>
        <message>
            <source>Bids revealed: {bids}.</source>
            <translation>Vitesses dévoilées : {bids}.</translation>
        </message>
        <message>
            <source>{name} plays the {card}.</source>
            <translation>{name} joue le {card}.</translation>
        </message>
        <message>
            <source>{name} wins the trick ({tricks} so far).</source>
            <translation>{name} remporte la levée ({tricks} pour l’instant).</translation>
        </message>
        <message>
            <source>{name} bid {bid}, won {won}: in the current without the exact bid, the canoe drifts.</source>
            <translation>{name} a annoncé {bid} et gagné {won} : dans le courant sans la vitesse exacte, le canoë dérive.</translation>
        </message>
        <message numerus="yes">
            <source>Round {round}: {dealer} deals %n card(s) each; trump is {trump} ({card}).</source>
            <translation>
                <numerusform>Tour {round} : {dealer} distribue %n carte à chacun ; atout : {trump} ({card}).</numerusform>
                <numerusform>Tour {round} : {dealer} distribue %n cartes à chacun ; atout : {trump} ({card}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} bid {bid}, won {won}: %n movement point(s).</source>
            <translation>
                <numerusform>{name} a annoncé {bid} et gagné {won} : %n point de déplacement.</numerusform>
                <numerusform>{name} a annoncé {bid} et gagné {won} : %n points de déplacement.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} paddles %n cell(s).</source>
            <translation>
                <numerusform>{name} pagaie sur %n case.</numerusform>
                <numerusform>{name} pagaie sur %n cases.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} reaches the landing with %n point(s) to spare!</source>
            <translation>
                <numerusform>{name} atteint l’embarcadère avec %n point en réserve !</numerusform>
                <numerusform>{name} atteint l’embarcadère avec %n points en réserve !</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} is blocked and cannot get any closer.</source>
            <translation>{name} est bloqué et ne peut pas s’approcher davantage.</translation>
        </message>
        <message>
            <source>{name} has no movement points.</source>
            <translation>{name} n’a aucun point de déplacement.</translation>
        </message>
        <message>
            <source>{name} drifts with the current.</source>
            <translation>{name} dérive avec le courant.</translation>
        </message>
        <message>
            <source>{name} is pushed by {by}.</source>
            <translation>{name} est poussé par {by}.</translation>
        </message>
        <message>
            <source>{name} goes over the waterfall!</source>
            <translation>{name} tombe dans la cascade !</translation>
        </message>
        <message>
            <source>{name} climbs through the cave and restarts from the bridge.</source>
            <translation>{name} passe par la caverne et repart de la passerelle.</translation>
        </message>
        <message>
            <source>{name} is still in the cave and moves next round.</source>
            <translation>{name} est encore dans la caverne et repartira au prochain tour.</translation>
        </message>
        <message>
            <source>{names} wins the race!</source>
            <translation>{names} gagne la course !</translation>
        </message>
        <message>
            <source>Never fewer than 3 cards</source>
            <translation>Jamais moins de 3 cartes</translation>
        </message>
        <message>
            <source>Hands never get smaller than 3 cards: after 8, 7, 6, 5, 4 and 3 cards the deal goes back up to 4, 5, 6… instead of down to 2 and 1, where luck decides more than skill.</source>
            <translation>Les mains ne descendent jamais sous 3 cartes : après 8, 7, 6, 5, 4 puis 3 cartes, la distribution remonte à 4, 5, 6… au lieu de descendre à 2 puis 1, où la chance compte plus que l’adresse.</translation>
        </message>
        <message>
            <source>Secret bids</source>
            <translation>Vitesses secrètes</translation>
        </message>
        <message>
            <source>Speed cards are chosen face down and revealed together.</source>
            <translation>Les cartes vitesse sont choisies face cachée et dévoilées ensemble.</translation>
        </message>
        <message>
            <source>Short race</source>
            <translation>Course courte</translation>
        </message>
        <message>
            <source>Our variant for a game of a few minutes, not in the rule book: the canoes start on the line of cells just before the bridge, 6 to 8 cells from a dock, and the first deal is 3 cards, then 2, 1, 2, 3… (with “Never fewer than 3 cards”: 3, 4, 5…).</source>
            <translation>Notre variante pour une partie de quelques minutes, absente de la règle : les canoës partent de la ligne de cases juste avant la passerelle, à 6 à 8 cases d’un embarcadère, et la première donne est de 3 cartes, puis 2, 1, 2, 3… (avec « Jamais moins de 3 cartes » : 3, 4, 5…).</translation>
        </message>
        <message>
            <source>Rule book</source>
            <translation>Règle du jeu</translation>
        </message>
        <message>
            <source>The rules as printed: the whole river, bids shown one after the other, hands from 8 cards down to 1 and back up.</source>
            <translation>Les règles telles qu’imprimées : toute la rivière, les vitesses annoncées l’une après l’autre, des mains de 8 cartes jusqu’à 1 puis de nouveau plus grandes.</translation>
        </message>
        <message>
            <source>Less luck</source>
            <translation>Moins de hasard</translation>
        </message>
        <message>
            <source>The rule book's two options for keen players: hands never smaller than 3 cards, and secret bids.</source>
            <translation>Les deux options de la règle pour les joueurs aguerris : jamais moins de 3 cartes en main, et des vitesses secrètes.</translation>
        </message>
        <message>
            <source>Our race of a few minutes on the last stretch of the river, for a first game or a quick one.</source>
            <translation>Notre course de quelques minutes sur le dernier tronçon de la rivière, pour une première partie ou une partie rapide.</translation>
        </message>
        <message>
            <source>The race is over.</source>
            <translation>La course est terminée.</translation>
        </message>
        <message>
            <source>The canoes are being put on the start spaces now.</source>
            <translation>C’est le moment de placer les canoës sur les cases de départ.</translation>
        </message>
        <message>
            <source>The seats are choosing their speed now.</source>
            <translation>C’est le moment de choisir les vitesses.</translation>
        </message>
        <message>
            <source>The tricks are being played now.</source>
            <translation>C’est le moment de jouer les levées.</translation>
        </message>
        <message>
            <source>The canoes are moving now.</source>
            <translation>C’est le moment de déplacer les canoës.</translation>
        </message>
        <message>
            <source>It is not this seat’s turn.</source>
            <translation>Ce n’est pas le tour de cette place.</translation>
        </message>
        <message>
            <source>A canoe starts on a free start space.</source>
            <translation>Un canoë part d’une case de départ libre.</translation>
        </message>
        <message>
            <source>A speed bid is 0 to 7.</source>
            <translation>Une vitesse va de 0 à 7.</translation>
        </message>
        <message>
            <source>You do not hold that card.</source>
            <translation>Vous n’avez pas cette carte.</translation>
        </message>
        <message>
            <source>You must follow the suit that was led.</source>
            <translation>Vous devez fournir la couleur demandée.</translation>
        </message>
        <message>
            <source>The canoe must end as close to the finish as its points allow.</source>
            <translation>Le canoë doit finir aussi près de l’arrivée que ses points le permettent.</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Manche</translation>
        </message>
        <message>
            <source>Cells paddled</source>
            <translation>Cases pagayées</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Tour {n}</translation>
        </message>
        <message>
            <source>Several canoes docked: the one with the most points left over wins.</source>
            <translation>Plusieurs canoës ont accosté : celui qui a gardé le plus de points gagne.</translation>
        </message>
        <message>
            <source>Several canoes docked with the same points left over: the higher speed bid wins.</source>
            <translation>Plusieurs canoës ont accosté avec autant de points en réserve : la vitesse annoncée la plus haute gagne.</translation>
        </message>
        <message>
            <source>Several canoes docked with the same points left over and the same bid: they share the win.</source>
            <translation>Plusieurs canoës ont accosté avec autant de points en réserve et la même vitesse : ils partagent la victoire.</translation>
        </message>
        <message>
            <source>Cells paddled (30: at the landing)</source>
            <translation>Cases parcourues (30 : à l’embarcadère)</translation>
        </message>
        <message>
            <source>Canoes at the start</source>
            <translation>Canoës au départ</translation>
        </message>
        <message numerus="yes">
            <source>Round {round} · leading canoe %n cell(s) from the landing</source>
            <translation>
                <numerusform>Tour {round} · canoë de tête à %n case de l’embarcadère</numerusform>
                <numerusform>Tour {round} · canoë de tête à %n cases de l’embarcadère</numerusform>
            </translation>
        </message>
        <message>
            <source>Round {round} · leading canoe {cells} cells from the landing</source>
            <translation>Tour {round} · canoë de tête à {cells} cases de l’embarcadère</translation>
        </message>
    </context>
    <context>
        <name>CanyonBots</name>
        <message>
            <source>There is nothing else to do.</source>
            <translation>Il n’y a rien d’autre à faire.</translation>
        </message>
        <message>
            <source>Bid {bid}: count your high cards and your high trumps.</source>
            <translation>Annoncez {bid} : comptez vos fortes cartes et vos forts atouts.</translation>
        </message>
        <message>
            <source>Bid {bid}: about that many of your cards should win a trick.</source>
            <translation>Annoncez {bid} : à peu près autant de vos cartes devraient remporter un pli.</translation>
        </message>
        <message>
            <source>Paddle onto the landing: the race is yours to win.</source>
            <translation>Pagayez jusqu’à l’embarcadère : la course est à vous !</translation>
        </message>
        <message numerus="yes">
            <source>Start here, %n cell(s) from the landing: it is the shortest way down the river.</source>
            <translation>
                <numerusform>Partez d’ici, à %n case de l’embarcadère : c’est le plus court chemin pour descendre la rivière.</numerusform>
                <numerusform>Partez d’ici, à %n cases de l’embarcadère : c’est le plus court chemin pour descendre la rivière.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Paddle here, %n cell(s) from the landing: it blocks the way of a canoe behind you.</source>
            <translation>
                <numerusform>Pagayez jusqu’ici, à %n case de l’embarcadère : vous barrez la route à un canoë derrière vous.</numerusform>
                <numerusform>Pagayez jusqu’ici, à %n cases de l’embarcadère : vous barrez la route à un canoë derrière vous.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Paddle here, %n cell(s) from the landing: of the closest cells, it keeps you best placed for the next rounds, away from the drift towards the waterfall.</source>
            <translation>
                <numerusform>Pagayez jusqu’ici, à %n case de l’embarcadère : des cases les plus proches, c’est celle qui vous place le mieux pour les tours suivants, loin de la dérive vers la cascade.</numerusform>
                <numerusform>Pagayez jusqu’ici, à %n cases de l’embarcadère : des cases les plus proches, c’est celle qui vous place le mieux pour les tours suivants, loin de la dérive vers la cascade.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Paddle here, %n cell(s) from the landing: it is as close as your points allow.</source>
            <translation>
                <numerusform>Pagayez jusqu’ici, à %n case de l’embarcadère : c’est le plus près que vos points permettent.</numerusform>
                <numerusform>Pagayez jusqu’ici, à %n cases de l’embarcadère : c’est le plus près que vos points permettent.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bid {bid}: on the current only an exact bid moves you, by %n cell(s), and your cards should win that many tricks.</source>
            <translation>
                <numerusform>Annoncez {bid} : dans le courant, seule une vitesse exacte vous fait avancer, de %n case, et vos cartes devraient remporter autant de plis.</numerusform>
                <numerusform>Annoncez {bid} : dans le courant, seule une vitesse exacte vous fait avancer, de %n cases, et vos cartes devraient remporter autant de plis.</numerusform>
            </translation>
        </message>
        <message>
            <source>Bid 0: win no trick at all and your canoe still moves one cell; your cards are too weak to count on tricks.</source>
            <translation>Annoncez 0 : ne remportez aucun pli et votre canoë avance quand même d’une case ; vos cartes sont trop faibles pour compter sur des plis.</translation>
        </message>
        <message numerus="yes">
            <source>Bid {bid}: win exactly that many tricks and your canoe moves %n cell(s); your cards should manage it.</source>
            <translation>
                <numerusform>Annoncez {bid} : remportez exactement autant de plis et votre canoë avance de %n case ; vos cartes devraient y parvenir.</numerusform>
                <numerusform>Annoncez {bid} : remportez exactement autant de plis et votre canoë avance de %n cases ; vos cartes devraient y parvenir.</numerusform>
            </translation>
        </message>
        <message>
            <source>Play the {card}: it is your last card.</source>
            <translation>Jouez le {card} : c’est votre dernière carte.</translation>
        </message>
        <message>
            <source>Play the {card}: your bid can no longer come true, so every trick you win is one more cell.</source>
            <translation>Jouez le {card} : votre annonce ne peut plus se réaliser, alors chaque pli gagné est une case de plus.</translation>
        </message>
        <message>
            <source>Lead the {card}: you still need tricks, and it is one of your strongest cards.</source>
            <translation>Entamez avec le {card} : il vous faut encore des plis, et c’est une de vos cartes les plus fortes.</translation>
        </message>
        <message>
            <source>Lead the {card}: your bid is reached, and this card should not win the trick.</source>
            <translation>Entamez avec le {card} : votre annonce est atteinte, et cette carte ne devrait pas remporter le pli.</translation>
        </message>
        <message>
            <source>Play the {card} to take this trick: you still need tricks for your bid.</source>
            <translation>Jouez le {card} pour prendre ce pli : il vous faut encore des plis pour votre annonce.</translation>
        </message>
        <message>
            <source>Play the {card}: it cannot win this trick, so give your cheapest card.</source>
            <translation>Jouez le {card} : vous ne pouvez pas gagner ce pli, donnez donc votre carte la plus faible.</translation>
        </message>
        <message>
            <source>Play the {card}: your bid is reached, so let the others take this trick.</source>
            <translation>Jouez le {card} : votre annonce est atteinte, laissez donc les autres prendre ce pli.</translation>
        </message>
        <message>
            <source>Play the {card}: every card you hold would win this trick.</source>
            <translation>Jouez le {card} : toutes vos cartes remporteraient ce pli.</translation>
        </message>
    </context>
    <context>
        <name>CanyonLesson</name>
        <message>
            <source>Not this speed now: for the lesson, choose {bid}.</source>
            <translation>Pas cette vitesse-là : pour la leçon, choisissez {bid}.</translation>
        </message>
        <message>
            <source>Choose speed {bid}.</source>
            <translation>Choisissez la vitesse {bid}.</translation>
        </message>
        <message numerus="yes">
            <source>Each round is a small card game. First your speed: how many tricks you will win with your %n card(s). Win exactly that many and you get a bonus: speed 0 → +1, 1 → +2, 2 or more → +3. Choose speed {bid}.</source>
            <translation>
                <numerusform>Chaque tour est une petite partie de cartes. D’abord votre vitesse : combien de levées vous ferez avec votre %n carte. Faites-en exactement autant et vous gagnez un bonus : vitesse 0 → +1, 1 → +2, 2 ou plus → +3. Choisissez la vitesse {bid}.</numerusform>
                <numerusform>Chaque tour est une petite partie de cartes. D’abord votre vitesse : combien de levées vous ferez avec vos %n cartes. Faites-en exactement autant et vous gagnez un bonus : vitesse 0 → +1, 1 → +2, 2 ou plus → +3. Choisissez la vitesse {bid}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your canoe is in the current now. It moves only if you win exactly your speed, and then only its bonus. Miss it and the current carries you one cell along its arrow, towards the waterfall; a canoe that goes over comes out of the cave on the bridge. Choose speed {bid}.</source>
            <translation>Votre canoë est maintenant dans le courant. Il n’avance que si vous faites exactement votre vitesse, et alors seulement de son bonus. Sinon, le courant vous emporte d’une case dans le sens de sa flèche, vers la cascade ; un canoë qui la franchit ressort de la caverne sur la passerelle. Choisissez la vitesse {bid}.</translation>
        </message>
        <message>
            <source>{name} missed his speed again: the current carried his canoe over the waterfall, through the cave and out on the bridge. From there he paddles again this round, far from the docks.</source>
            <translation>{name} a encore manqué sa vitesse : le courant a emporté son canoë par-dessus la cascade, à travers la caverne, jusque sur la passerelle. Il repart de là dès ce tour, loin des embarcadères.</translation>
        </message>
        <message>
            <source>One card each this round. You are still in the current: choose speed {bid} and lose your trick, exact again.</source>
            <translation>Une carte chacun à ce tour. Vous êtes toujours dans le courant : choisissez la vitesse {bid} et perdez votre levée, pour une vitesse exacte encore.</translation>
        </message>
        <message>
            <source>Not this card now: for the lesson, play the {card}.</source>
            <translation>Pas cette carte-là : pour la leçon, jouez le {card}.</translation>
        </message>
        <message>
            <source>You are the first player this round, so you lead: any card will do. Play the {card}.</source>
            <translation>Vous êtes le premier joueur de ce tour, vous entamez donc : n’importe quelle carte convient. Jouez le {card}.</translation>
        </message>
        <message>
            <source>You won the last trick, so you lead the next one: any card will do. Play the {card}.</source>
            <translation>Vous avez fait la dernière levée, vous entamez donc la suivante : n’importe quelle carte convient. Jouez le {card}.</translation>
        </message>
        <message>
            <source>The first card played sets the suit: {suit}. You must follow it when you can; only the cards you may play are lifted. Play the {card}.</source>
            <translation>La première carte jouée fixe la couleur : {suit}. Vous devez la fournir si vous le pouvez ; seules les cartes jouables sont levées. Jouez le {card}.</translation>
        </message>
        <message>
            <source>You have no {suit}, so you may play any card. A trump (the suit of the card beside your hand) beats every other suit: play the {card} and win this trick.</source>
            <translation>Vous n’avez pas de {suit}, vous pouvez donc jouer n’importe quelle carte. Un atout (la couleur de la carte à côté de votre main) bat toutes les autres couleurs : jouez le {card} et faites cette levée.</translation>
        </message>
        <message numerus="yes">
            <source>Your speed is %n: one more trick would spoil it. Play the {card}, too low to win this trick.</source>
            <translation>
                <numerusform>Votre vitesse est de %n : une levée de plus la gâcherait. Jouez le {card}, trop faible pour faire cette levée.</numerusform>
                <numerusform>Votre vitesse est de %n : une levée de plus la gâcherait. Jouez le {card}, trop faible pour faire cette levée.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your speed is %n: one more trick would spoil it. Play the {card}: neither {suit} nor a trump, it cannot win.</source>
            <translation>
                <numerusform>Votre vitesse est de %n : une levée de plus la gâcherait. Jouez le {card} : ni {suit} ni atout, il ne peut pas l’emporter.</numerusform>
                <numerusform>Votre vitesse est de %n : une levée de plus la gâcherait. Jouez le {card} : ni {suit} ni atout, il ne peut pas l’emporter.</numerusform>
            </translation>
        </message>
        <message>
            <source>You have no {suit} and no trump: this trick is lost whatever you play. Play the {card}.</source>
            <translation>Vous n’avez ni {suit} ni atout : cette levée est perdue, quoi que vous jouiez. Jouez le {card}.</translation>
        </message>
        <message>
            <source>Play the {card}: the highest card of the suit led wins, unless a trump is played.</source>
            <translation>Jouez le {card} : la plus forte carte de la couleur demandée l’emporte, sauf si un atout est joué.</translation>
        </message>
        <message>
            <source>Another cell is allowed too, but for the lesson end on the cell the tip points at.</source>
            <translation>Une autre case est permise aussi, mais pour la leçon, arrêtez-vous sur la case que montre la bulle.</translation>
        </message>
        <message numerus="yes">
            <source>Exactly your speed on the current: your bonus, %n cell(s), is enough to reach a landing dock. The first canoe at a dock wins the race!</source>
            <translation>
                <numerusform>Exactement votre vitesse dans le courant : votre bonus, %n case, suffit pour atteindre un embarcadère. Le premier canoë à un embarcadère gagne la course !</numerusform>
                <numerusform>Exactement votre vitesse dans le courant : votre bonus, %n cases, suffit pour atteindre un embarcadère. Le premier canoë à un embarcadère gagne la course !</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} missed her speed and drifted into your cell: her canoe pushed yours one cell along its arrow.</source>
            <translation>{name} a manqué sa vitesse et a dérivé jusqu’à votre case : son canoë a poussé le vôtre d’une case dans le sens de sa flèche.</translation>
        </message>
        <message numerus="yes">
            <source>Speed {bid}, won {bid}: exact! Your %n trick(s) plus the bonus of {bonus} make your points. Use them all and end as close to the docks as you can: into the current is fine.</source>
            <translation>
                <numerusform>Vitesse {bid}, levées faites : {bid}. C’est exact ! Votre %n levée plus le bonus de {bonus} font vos points. Utilisez-les tous et arrêtez-vous au plus près des embarcadères : dans le courant, c’est permis.</numerusform>
                <numerusform>Vitesse {bid}, levées faites : {bid}. C’est exact ! Vos %n levées plus le bonus de {bonus} font vos points. Utilisez-les tous et arrêtez-vous au plus près des embarcadères : dans le courant, c’est permis.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Speed {bid}, won {bid}: exact, so the current lets you paddle your bonus, %n cell(s): click the lit cell.</source>
            <translation>
                <numerusform>Vitesse {bid}, levées faites : {bid}. C’est exact, le courant vous laisse donc pagayer votre bonus, %n case : cliquez sur la case éclairée.</numerusform>
                <numerusform>Vitesse {bid}, levées faites : {bid}. C’est exact, le courant vous laisse donc pagayer votre bonus, %n cases : cliquez sur la case éclairée.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your canoe was in {name}’s way: she had to go round it and ended one cell short of where her points would have taken her.</source>
            <translation>Votre canoë barrait le chemin de {name} : elle a dû le contourner et s’est arrêtée une case avant là où ses points l’auraient menée.</translation>
        </message>
        <message numerus="yes">
            <source>Speed {bid}, won {bid}: exact, so the current lets you paddle your bonus, %n cell(s). Every lit cell is as close to the docks as you can get: you choose. Take this one.</source>
            <translation>
                <numerusform>Vitesse {bid}, levées faites : {bid}. C’est exact, le courant vous laisse donc pagayer votre bonus, %n case. Chaque case éclairée est au plus près des embarcadères : vous choisissez. Prenez celle-ci.</numerusform>
                <numerusform>Vitesse {bid}, levées faites : {bid}. C’est exact, le courant vous laisse donc pagayer votre bonus, %n cases. Chaque case éclairée est au plus près des embarcadères : vous choisissez. Prenez celle-ci.</numerusform>
            </translation>
        </message>
        <message>
            <source>The lit cells are equally close: take this one, in {name}’s way (canoes never jump over each other).</source>
            <translation>Les cases éclairées sont aussi proches : prenez celle-ci, sur le chemin de {name} (un canoë n’en saute jamais un autre).</translation>
        </message>
        <message>
            <source>{tom} and {zoe} missed their speeds, so the current carried each one cell: {tom} is now at the waterfall’s edge. {zoe} drifted in front of you, leaving no closer cell free: your canoe stayed.</source>
            <translation>{tom} et {zoe} ont manqué leur vitesse : le courant a emporté chacun d’une case, et {tom} est maintenant au bord de la cascade. {zoe} a dérivé devant vous, aucune case plus proche n’était libre : votre canoë est resté sur place.</translation>
        </message>
        <message>
            <source>Welcome to the canyon! Canoes race up the river to the three landing docks at the far right. Put your canoe on a lit start cell: this one.</source>
            <translation>Bienvenue dans le canyon ! Les canoës remontent la rivière jusqu’aux trois embarcadères, tout à droite. Posez votre canoë sur une case de départ éclairée : celle-ci.</translation>
        </message>
        <message>
            <source>That start is free too, but for the lesson take the cell the tip points at.</source>
            <translation>Ce départ est libre aussi, mais pour la leçon, prenez la case que montre la bulle.</translation>
        </message>
        <message>
            <source>Your canoe reached a dock first: you win. In a full game the race starts at the far left of the river, 28 cells from the docks, with 8 cards in the first round.</source>
            <translation>Votre canoë a atteint un embarcadère le premier : vous gagnez. Dans une partie complète, la course part tout à gauche de la rivière, à 28 cases des embarcadères, avec 8 cartes au premier tour.</translation>
        </message>
        <message>
            <source>The others finish the round; then the race is over.</source>
            <translation>Les autres finissent le tour ; puis la course est terminée.</translation>
        </message>
    </context>
    <context>
        <name>CanyonMoves</name>
        <message>
            <source>chose a start</source>
            <translation>départ choisi</translation>
        </message>
        <message numerus="yes">
            <source>bid %n</source>
            <translation>
                <numerusform>a annoncé %n</numerusform>
                <numerusform>a annoncé %n</numerusform>
            </translation>
        </message>
        <message>
            <source>chose a speed</source>
            <translation>vitesse choisie</translation>
        </message>
        <message>
            <source>docked!</source>
            <translation>accosté !</translation>
        </message>
        <message numerus="yes">
            <source>paddled %n</source>
            <translation>
                <numerusform>a pagayé %n</numerusform>
                <numerusform>a pagayé %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CanyonScene</name>
        <message>
            <source>Bid {bid}</source>
            <translation>Vitesse {bid}</translation>
        </message>
        <message>
            <source>Bid chosen</source>
            <translation>Vitesse choisie</translation>
        </message>
        <message>
            <source>Bid —</source>
            <translation>Vitesse —</translation>
        </message>
        <message>
            <source>Tricks {n}</source>
            <translation>Levées {n}</translation>
        </message>
        <message>
            <source>deals</source>
            <translation>donne</translation>
        </message>
        <message>
            <source>leads</source>
            <translation>commence</translation>
        </message>
        <message>
            <source>docked</source>
            <translation>arrivé</translation>
        </message>
        <message>
            <source>Trump</source>
            <translation>Atout</translation>
        </message>
        <message>
            <source>Exact bid bonus</source>
            <translation>Bonus vitesse exacte</translation>
        </message>
        <message>
            <source>Cards dealt</source>
            <translation>Cartes distribuées</translation>
        </message>
        <message>
            <source>Draw for the deal: the highest card deals</source>
            <translation>Tirage pour la donne : la plus forte carte distribue</translation>
        </message>
        <message>
            <source>{name} wins the trick</source>
            <translation>{name} remporte la levée</translation>
        </message>
        <message>
            <source>Movement this round</source>
            <translation>Déplacements de ce tour</translation>
        </message>
        <message>
            <source>on the current without the exact bid: drifts</source>
            <translation>dans le courant sans la vitesse exacte : dérive</translation>
        </message>
        <message>
            <source>{name}’s hand</source>
            <translation>Main de {name}</translation>
        </message>
        <message>
            <source>Your speed: how many tricks will you win?</source>
            <translation>Votre vitesse : combien de levées allez-vous faire ?</translation>
        </message>
        <message>
            <source>Your canoe is in the current: only the exact bid moves it (by the bonus alone); otherwise it drifts.</source>
            <translation>Votre canoë est dans le courant : seule la vitesse exacte le fait avancer (du bonus) ; sinon, il dérive.</translation>
        </message>
        <message>
            <source>{names} reaches the landing first and wins the race!</source>
            <translation>{names} atteint l’embarcadère en premier et gagne la course !</translation>
        </message>
        <message>
            <source>{names} share the win!</source>
            <translation>{names} partagent la victoire !</translation>
        </message>
        <message>
            <source>Several canoes docked this round: the one with the most points left over wins.</source>
            <translation>Plusieurs canoës ont accosté ce tour : celui qui a gardé le plus de points gagne.</translation>
        </message>
        <message>
            <source>Several canoes docked with the same points left over: the higher speed bid wins.</source>
            <translation>Plusieurs canoës ont accosté avec autant de points en réserve : la vitesse la plus haute gagne.</translation>
        </message>
        <message>
            <source>Several canoes docked with the same points left over and the same bid: they share the win.</source>
            <translation>Plusieurs canoës ont accosté avec autant de points en réserve et la même vitesse : ils partagent la victoire.</translation>
        </message>
        <message>
            <source>First canoe to a landing dock.</source>
            <translation>Premier canoë à un embarcadère.</translation>
        </message>
        <message>
            <source>Cells to the landing</source>
            <translation>Cases jusqu’à l’embarcadère</translation>
        </message>
        <message>
            <source>Points left</source>
            <translation>Points en réserve</translation>
        </message>
        <message>
            <source>Last bid</source>
            <translation>Dernière vitesse</translation>
        </message>
        <message>
            <source>Tricks won</source>
            <translation>Levées</translation>
        </message>
        <message>
            <source>at the landing</source>
            <translation>à l’embarcadère</translation>
        </message>
        <message>
            <source>over the waterfall this round</source>
            <translation>canoë tombé dans la cascade ce tour</translation>
        </message>
        <message>
            <source>The race is over.</source>
            <translation>La course est terminée.</translation>
        </message>
        <message>
            <source>Draw for the deal: {draws} — {name} deals.</source>
            <translation>Tirage pour la donne : {draws} — {name} distribue.</translation>
        </message>
        <message numerus="yes">
            <source>Round {round} · step {step}: %n card(s) each</source>
            <translation>
                <numerusform>Tour {round} · case {step} : %n carte chacun</numerusform>
                <numerusform>Tour {round} · case {step} : %n cartes chacun</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>exact! %n point(s)</source>
            <translation>
                <numerusform>exact ! %n point</numerusform>
                <numerusform>exact ! %n points</numerusform>
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
                <numerusform>{name} : vitesse {bid}, %n levée → {what}</numerusform>
                <numerusform>{name} : vitesse {bid}, %n levées → {what}</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: choose a start space for your canoe.</source>
            <translation>{name} : choisissez une case de départ pour votre canoë.</translation>
        </message>
        <message>
            <source>{name} chooses a start space.</source>
            <translation>{name} choisit une case de départ.</translation>
        </message>
        <message>
            <source>Secret bids: each chooses a speed; they are revealed together.</source>
            <translation>Vitesses secrètes : chacun choisit la sienne, elles sont dévoilées ensemble.</translation>
        </message>
        <message>
            <source>{name} chooses a speed.</source>
            <translation>{name} choisit sa vitesse.</translation>
        </message>
        <message>
            <source>{name}: play a card.</source>
            <translation>{name} : jouez une carte.</translation>
        </message>
        <message>
            <source>{name} plays.</source>
            <translation>{name} joue.</translation>
        </message>
        <message numerus="yes">
            <source>{name} moves (%n point(s)).</source>
            <translation>
                <numerusform>{name} se déplace (%n point).</numerusform>
                <numerusform>{name} se déplace (%n points).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: blocked — no path of all %n point(s) gets closer; the canoe goes as close as it can with fewer. Click a cell.</source>
            <translation>
                <numerusform>{name} : bloqué — aucun trajet de %n point ne rapproche ; le canoë va au plus près avec moins de points. Cliquez sur une case.</numerusform>
                <numerusform>{name} : bloqué — aucun trajet de %n points ne rapproche ; le canoë va au plus près avec moins de points. Cliquez sur une case.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name}: %n point(s) — click a lit cell (hover to see the path).</source>
            <translation>
                <numerusform>{name} : %n point — cliquez sur une case éclairée (survolez-la pour voir le trajet).</numerusform>
                <numerusform>{name} : %n points — cliquez sur une case éclairée (survolez-la pour voir le trajet).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} reaches the landing with %n point(s) to spare!</source>
            <translation>
                <numerusform>{name} atteint l’embarcadère avec %n point en réserve !</numerusform>
                <numerusform>{name} atteint l’embarcadère avec %n points en réserve !</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}: the landing is in reach! Click a dock.</source>
            <translation>{name} : l’embarcadère est à portée ! Cliquez sur un embarcadère.</translation>
        </message>
        <message>
            <source>{name} started in the current without the exact bid: the canoe drifts.</source>
            <translation>{name} était dans le courant sans la vitesse exacte : le canoë dérive.</translation>
        </message>
        <message>
            <source>{name} is pushed along by {by}.</source>
            <translation>{name} est poussé par {by}.</translation>
        </message>
        <message>
            <source>{name} goes over the waterfall, through the cave, out at the bridge.</source>
            <translation>{name} tombe dans la cascade, passe par la caverne et ressort à la passerelle.</translation>
        </message>
        <message>
            <source>{name} is blocked: nothing closer can be reached, the canoe stays.</source>
            <translation>{name} est bloqué : aucune case plus proche n’est accessible, le canoë reste sur place.</translation>
        </message>
        <message>
            <source>{name} has no movement points this round.</source>
            <translation>{name} n’a aucun point de déplacement ce tour-ci.</translation>
        </message>
        <message>
            <source>{name} is still in the cave and moves next round.</source>
            <translation>{name} est encore dans la caverne et repartira au prochain tour.</translation>
        </message>
        <message>
            <source>Bids revealed.</source>
            <translation>Vitesses dévoilées.</translation>
        </message>
    </context>
    <context>
        <name>CanyonTips</name>
        <message>
            <source>A canoe is in the current: it moves only with an exact bid (then just its bonus); otherwise the current carries it one cell along the arrow, towards the waterfall.</source>
            <translation>Un canoë est dans le courant : il n’avance qu’avec une annonce exacte (et seulement de son bonus) ; sinon le courant l’emporte d’une case dans le sens de la flèche, vers la cascade.</translation>
        </message>
    </context>
    <context>
        <name>Charts</name>
        <message>
            <source>No score line for this game.</source>
            <translation>Pas de courbe des scores pour cette partie.</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Victoires</translation>
        </message>
    </context>
    <context>
        <name>CommandLine</name>
        <message>
            <source>Usage: </source>
            <translation>Utilisation : </translation>
        </message>
        <message>
            <source>cafegames: error: {message}</source>
            <translation>cafegames : erreur : {message}</translation>
        </message>
        <message>
            <source>Run “cafegames --help” to see every option.</source>
            <translation>Lancez « cafegames --help » pour voir toutes les options.</translation>
        </message>
        <message>
            <source>“{text}” is not a window size like 1280x800.</source>
            <translation>« {text} » n’est pas une taille de fenêtre comme 1280x800.</translation>
        </message>
        <message>
            <source>“{text}” is not a number of actions.</source>
            <translation>« {text} » n’est pas un nombre d’actions.</translation>
        </message>
        <message>
            <source>“{text}” is not a seed (a whole number from 0).</source>
            <translation>« {text} » n’est pas une graine (un nombre entier à partir de 0).</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Options </translation>
        </message>
        <message>
            <source>show this help and quit</source>
            <translation>afficher cette aide et quitter</translation>
        </message>
        <message>
            <source>print the version and quit</source>
            <translation>afficher la version et quitter</translation>
        </message>
        <message>
            <source>language of the app (default: Settings, then the system)</source>
            <translation>langue de l’application (par défaut : celle des Réglages, sinon celle du système)</translation>
        </message>
        <message>
            <source>GAME</source>
            <translation>JEU</translation>
        </message>
        <message>
            <source>Family card and board games around one computer: {games}.</source>
            <translation>Jeux de cartes et de plateau pour toute la famille autour d’un seul ordinateur : {games}.</translation>
        </message>
        <message>
            <source>Examples:
  cafegames --lang fr
  cafegames --new {game} --seats "Ann:human,Bob:computer:hard"
  cafegames --learn {game} --lang fr
  cafegames --check-save ~/saved-game.json
  cafegames --replay ~/saved-game.json --step 40</source>
            <translation>Exemples :
  cafegames --lang fr
  cafegames --new {game} --seats "Anne:human,Bruno:computer:hard"
  cafegames --learn {game} --lang fr
  cafegames --check-save ~/partie.json
  cafegames --replay ~/partie.json --step 40</translation>
        </message>
        <message>
            <source>start a new game: {ids}</source>
            <translation>commencer une nouvelle partie : {ids}</translation>
        </message>
        <message>
            <source>play the guided first game of {ids} (Learn to play)</source>
            <translation>jouer la première partie guidée de {ids} (Apprendre à jouer)</translation>
        </message>
        <message>
            <source>SEATS</source>
            <translation>PLACES</translation>
        </message>
        <message>
            <source>the seats of the new game, e.g. "Ann:human,Bob:computer:normal"</source>
            <translation>les places de la nouvelle partie, par exemple "Anne:human,Bruno:computer:normal"</translation>
        </message>
        <message>
            <source>OPTIONS</source>
            <translation>OPTIONS</translation>
        </message>
        <message>
            <source>rule options of the new game, e.g. "key=value,…"</source>
            <translation>options de règles de la nouvelle partie, par exemple "clé=valeur,…"</translation>
        </message>
        <message>
            <source>seed of the new game (the same seed deals the same cards)</source>
            <translation>graine de la nouvelle partie (la même graine distribue les mêmes cartes)</translation>
        </message>
        <message>
            <source>FILE</source>
            <translation>FICHIER</translation>
        </message>
        <message>
            <source>open a saved game</source>
            <translation>ouvrir une partie enregistrée</translation>
        </message>
        <message>
            <source>computer players take the next N actions, for every seat (humans included)</source>
            <translation>l’ordinateur joue les N actions suivantes, pour toutes les places (humains compris)</translation>
        </message>
        <message>
            <source>save a picture (PNG) of the window once the table is still, then quit</source>
            <translation>enregistrer une image (PNG) de la fenêtre une fois la table immobile, puis quitter</translation>
        </message>
        <message>
            <source>WxH</source>
            <translation>LxH</translation>
        </message>
        <message>
            <source>window size, e.g. 1280x800</source>
            <translation>taille de la fenêtre, par exemple 1280x800</translation>
        </message>
        <message>
            <source>open the statistics of the finished games</source>
            <translation>ouvrir les statistiques des parties terminées</translation>
        </message>
        <message>
            <source>watch a saved game again, action by action (the file is only read)</source>
            <translation>revoir une partie enregistrée, action par action (le fichier est seulement lu)</translation>
        </message>
        <message>
            <source>with --replay: show the game after its first N actions</source>
            <translation>avec --replay : montrer la partie après ses N premières actions</translation>
        </message>
        <message>
            <source>check a saved game by replaying it; print a summary or the problem (exit status 0 or 2)</source>
            <translation>vérifier une partie enregistrée en la rejouant ; afficher un résumé ou le problème (code de sortie 0 ou 2)</translation>
        </message>
        <message>
            <source>{file}: OK — {game}, {players} ({names}), {moves}, {status}: {progress}</source>
            <translation>{file} : OK — {game}, {players} ({names}), {moves}, {status} : {progress}</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n joueur</numerusform>
                <numerusform>%n joueurs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n coup</numerusform>
                <numerusform>%n coups</numerusform>
            </translation>
        </message>
        <message>
            <source>{file}: the game could not be replayed (a fault of the program: {error}).</source>
            <translation>{file} : la partie n’a pas pu être rejouée (une erreur du programme : {error}).</translation>
        </message>
        <message>
            <source>--autoplay goes with --new GAME, --learn GAME or --load FILE.</source>
            <translation>--autoplay va avec --new JEU, --learn JEU ou --load FICHIER.</translation>
        </message>
        <message>
            <source>Choose one of --new, --load, --replay, --stats and --learn.</source>
            <translation>Choisissez une seule option parmi --new, --load, --replay, --stats et --learn.</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>terminée</translation>
        </message>
        <message>
            <source>in progress</source>
            <translation>en cours</translation>
        </message>
        <message>
            <source>{file}: {problem}</source>
            <translation>{file} : {problem}</translation>
        </message>
        <message>
            <source>Player 1</source>
            <translation>Joueur 1</translation>
        </message>
        <message>
            <source>Choose either --new or --load, not both.</source>
            <translation>Choisissez --new ou --load, pas les deux.</translation>
        </message>
        <message>
            <source>--seats, --options and --seed go with --new GAME.</source>
            <translation>--seats, --options et --seed vont avec --new JEU.</translation>
        </message>
        <message>
            <source>--step goes with --replay FILE.</source>
            <translation>--step s’utilise avec --replay FICHIER.</translation>
        </message>
        <message>
            <source>{game} cannot be played in this version yet.</source>
            <translation>{game} ne peut pas encore être joué dans cette version.</translation>
        </message>
        <message>
            <source>This game can be watched again once it is over.</source>
            <translation>Cette partie pourra être revue une fois terminée.</translation>
        </message>
        <message>
            <source>The file was damaged ({problem}); its backup was opened.</source>
            <translation>Le fichier était abîmé ({problem}) ; sa copie de secours a été ouverte.</translation>
        </message>
        <message>
            <source>{game} has no guided first game yet.</source>
            <translation>{game} n’a pas encore de première partie guidée.</translation>
        </message>
        <message>
            <source>cafegames: {message}</source>
            <translation>cafegames : {message}</translation>
        </message>
        <message>
            <source>cafegames: the folder of {path} does not exist.</source>
            <translation>cafegames : le dossier de {path} n’existe pas.</translation>
        </message>
        <message>
            <source>cafegames: the picture could not be written to {path}.</source>
            <translation>cafegames : l’image n’a pas pu être écrite dans {path}.</translation>
        </message>
        <message>
            <source>cafegames cannot open its window: these system libraries are missing: {libraries}.</source>
            <translation>cafegames ne peut pas ouvrir sa fenêtre : il manque ces bibliothèques du système : {libraries}.</translation>
        </message>
        <message>
            <source>Install them, then start cafegames again:</source>
            <translation>Installez-les, puis relancez cafegames :</translation>
        </message>
        <message>
            <source>Debian, Ubuntu: {command}</source>
            <translation>Debian, Ubuntu : {command}</translation>
        </message>
        <message>
            <source>Fedora: {command}</source>
            <translation>Fedora : {command}</translation>
        </message>
        <message>
            <source>Install them with your system's package manager, then start cafegames again.</source>
            <translation>Installez-les avec le gestionnaire de paquets de votre système, puis relancez cafegames.</translation>
        </message>
    </context>
    <context>
        <name>Controller</name>
        <message>
            <source>A computer player made a mistake and plays the first allowed move instead (the details are in the log).</source>
            <translation>Un joueur ordinateur s’est trompé et joue à la place le premier coup permis (les détails sont dans le journal).</translation>
        </message>
        <message>
            <source>Only the person at the table can take back a move.</source>
            <translation>Seule la personne à la table peut reprendre un coup.</translation>
        </message>
        <message>
            <source>{name} takes back a move.</source>
            <translation>{name} reprend un coup.</translation>
        </message>
        <message>
            <source>That seat is played by the computer.</source>
            <translation>Cette place est jouée par l’ordinateur.</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>Something went wrong</source>
            <translation>Un problème est survenu</translation>
        </message>
        <message>
            <source>Something went wrong in cafegames; your game is saved. You can go on playing, or go back to the start page and continue the game from there.</source>
            <translation>Un problème est survenu dans cafegames ; votre partie est enregistrée. Vous pouvez continuer à jouer, ou revenir à la page d’accueil et reprendre la partie de là.</translation>
        </message>
        <message numerus="yes">
            <source>It happened %n time(s).</source>
            <translation>
                <numerusform>C’est arrivé %n fois.</numerusform>
                <numerusform>C’est arrivé %n fois.</numerusform>
            </translation>
        </message>
        <message>
            <source>The details are in the log file {path}.</source>
            <translation>Les détails sont dans le journal {path}.</translation>
        </message>
        <message>
            <source>Copy the details</source>
            <translation>Copier les détails</translation>
        </message>
        <message>
            <source>Back to the start page</source>
            <translation>Revenir à la page d’accueil</translation>
        </message>
        <message>
            <source>Go on</source>
            <translation>Continuer</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Copié</translation>
        </message>
    </context>
    <context>
        <name>DeckDesigner</name>
        <message>
            <source>Card decks</source>
            <translation>Jeux de cartes</translation>
        </message>
        <message>
            <source>Deck on the table:</source>
            <translation>Jeu sur la table :</translation>
        </message>
        <message>
            <source>New deck…</source>
            <translation>Nouveau jeu…</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Renommer…</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Supprimer</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>Importer…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exporter…</translation>
        </message>
        <message>
            <source>Colour-blind aid: a shape for each colour (red ●, yellow ▲, green ■, blue ◆)</source>
            <translation>Aide aux daltoniens : une forme par couleur (rouge ●, jaune ▲, vert ■, bleu ◆)</translation>
        </message>
        <message>
            <source>Zoom:</source>
            <translation>Zoom :</translation>
        </message>
        <message>
            <source>Drag the picture to move it; the wheel zooms.</source>
            <translation>Faites glisser l’image pour la déplacer ; la molette zoome.</translation>
        </message>
        <message>
            <source>Choose a picture…</source>
            <translation>Choisir une image…</translation>
        </message>
        <message>
            <source>Standard art for this card</source>
            <translation>Dessin standard pour cette carte</translation>
        </message>
        <message>
            <source>On the table:</source>
            <translation>Sur la table :</translation>
        </message>
        <message>
            <source>Some pictures of your earlier cards could not be found and were left out.</source>
            <translation>Certaines images de vos anciennes cartes sont introuvables et ont été laissées de côté.</translation>
        </message>
        <message>
            <source>The back of the cards</source>
            <translation>Le dos des cartes</translation>
        </message>
        <message>
            <source>Standard cards</source>
            <translation>Cartes standard</translation>
        </message>
        <message>
            <source>On this card</source>
            <translation>Sur cette carte</translation>
        </message>
        <message>
            <source>On every card of this colour</source>
            <translation>Sur toutes les cartes de cette couleur</translation>
        </message>
        <message>
            <source>On this value in every colour</source>
            <translation>Sur cette valeur dans toutes les couleurs</translation>
        </message>
        <message>
            <source>On every face</source>
            <translation>Sur toutes les faces</translation>
        </message>
        <message>
            <source>A picture for the cards</source>
            <translation>Une image pour les cartes</translation>
        </message>
        <message>
            <source>Our deck</source>
            <translation>Notre jeu</translation>
        </message>
        <message>
            <source>The deck could not be written: {why}.</source>
            <translation>Le jeu n’a pas pu être écrit : {why}.</translation>
        </message>
        <message>
            <source>New deck</source>
            <translation>Nouveau jeu</translation>
        </message>
        <message>
            <source>Name of the deck:</source>
            <translation>Nom du jeu :</translation>
        </message>
        <message>
            <source>Rename the deck</source>
            <translation>Renommer le jeu</translation>
        </message>
        <message>
            <source>Delete the deck</source>
            <translation>Supprimer le jeu</translation>
        </message>
        <message>
            <source>Delete the deck “{name}” and its pictures?</source>
            <translation>Supprimer le jeu « {name} » et ses images ?</translation>
        </message>
        <message>
            <source>Export the deck</source>
            <translation>Exporter le jeu</translation>
        </message>
        <message>
            <source>UNO decks (*.unodeck *.zip)</source>
            <translation>Jeux UNO (*.unodeck *.zip)</translation>
        </message>
        <message>
            <source>Import a deck</source>
            <translation>Importer un jeu</translation>
        </message>
    </context>
    <context>
        <name>Decks</name>
        <message>
            <source>The deck description (deck.json) is missing or not one this version understands.</source>
            <translation>La description du jeu (deck.json) manque ou n’est pas comprise par cette version.</translation>
        </message>
        <message>
            <source>The deck description names a card that does not exist: “{card}”.</source>
            <translation>La description du jeu nomme une carte qui n’existe pas : « {card} ».</translation>
        </message>
        <message>
            <source>The deck description is damaged.</source>
            <translation>La description du jeu est abîmée.</translation>
        </message>
        <message>
            <source>Our deck</source>
            <translation>Notre jeu</translation>
        </message>
        <message>
            <source>The deck chosen is not in the decks folder.</source>
            <translation>Le jeu choisi n’est pas dans le dossier des jeux de cartes.</translation>
        </message>
        <message>
            <source>The picture could not be stored with the deck: {reason}.</source>
            <translation>L’image n’a pas pu être rangée avec le jeu : {reason}.</translation>
        </message>
        <message>
            <source>The card deck in use cannot be read: {why} The standard cards are shown instead.</source>
            <translation>Le jeu de cartes choisi ne peut pas être lu : {why} Les cartes standard sont montrées à la place.</translation>
        </message>
        <message>
            <source>My pictures</source>
            <translation>Mes images</translation>
        </message>
        <message>
            <source>This file is not a card deck (it is not a zip archive).</source>
            <translation>Ce fichier n’est pas un jeu de cartes (ce n’est pas une archive zip).</translation>
        </message>
        <message>
            <source>This deck file holds too many files.</source>
            <translation>Ce jeu de cartes contient trop de fichiers.</translation>
        </message>
        <message>
            <source>This deck file holds an unexpected file: “{name}”.</source>
            <translation>Ce jeu de cartes contient un fichier inattendu : « {name} ».</translation>
        </message>
        <message>
            <source>This deck file holds “{name}” twice.</source>
            <translation>Ce jeu de cartes contient deux fois « {name} ».</translation>
        </message>
        <message>
            <source>This deck file unpacks to far more than it holds: refused.</source>
            <translation>Ce jeu de cartes se décompresse en bien plus qu’il ne contient : refusé.</translation>
        </message>
        <message>
            <source>This deck file is protected by a password; a deck is shared without one.</source>
            <translation>Ce jeu de cartes est protégé par un mot de passe ; un jeu se partage sans mot de passe.</translation>
        </message>
        <message>
            <source>This deck file is packed in a way this program cannot read (it reads plain zip files).</source>
            <translation>Ce jeu de cartes est compressé d’une façon que ce programme ne sait pas lire (il lit les fichiers zip ordinaires).</translation>
        </message>
        <message>
            <source>A picture of this deck is missing from the file: “{name}”.</source>
            <translation>Une image de ce jeu manque dans le fichier : « {name} ».</translation>
        </message>
        <message>
            <source>A picture of this deck cannot be used: {why}</source>
            <translation>Une image de ce jeu est inutilisable : {why}</translation>
        </message>
        <message>
            <source>The deck could not be stored: {reason}.</source>
            <translation>Le jeu de cartes n’a pas pu être rangé : {reason}.</translation>
        </message>
        <message>
            <source>This deck file is damaged.</source>
            <translation>Ce jeu de cartes est abîmé.</translation>
        </message>
    </context>
    <context>
        <name>Ending</name>
        <message>
            <source>{name} wins!</source>
            <translation>{name} gagne !</translation>
        </message>
        <message>
            <source>Shared win: {names}</source>
            <translation>Victoire partagée : {names}</translation>
        </message>
        <message>
            <source>Nobody wins this time.</source>
            <translation>Personne ne gagne cette fois.</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Rejouer</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Nouvelle partie…</translation>
        </message>
        <message>
            <source>Start page</source>
            <translation>Page d’accueil</translation>
        </message>
        <message>
            <source>Look at the table</source>
            <translation>Regarder la table</translation>
        </message>
        <message>
            <source>Save as PDF…</source>
            <translation>Enregistrer en PDF…</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Imprimer…</translation>
        </message>
        <message>
            <source>Same players, same rules, a new deal</source>
            <translation>Mêmes joueurs, mêmes règles, nouvelle donne</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>Résultats</translation>
        </message>
        <message>
            <source>Save the results</source>
            <translation>Enregistrer les résultats</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>{game}-results.pdf</source>
            <translation>{game}-resultats.pdf</translation>
        </message>
        <message>
            <source>Hints</source>
            <translation>Indices</translation>
        </message>
    </context>
    <context>
        <name>EndingKeys</name>
        <message>
            <source>Go from one button to the next</source>
            <translation>Passer d’un bouton à l’autre</translation>
        </message>
        <message>
            <source>Press the chosen button</source>
            <translation>Appuyer sur le bouton choisi</translation>
        </message>
        <message>
            <source>Look at the table behind the results (Esc or Enter brings them back)</source>
            <translation>Regarder la table derrière les résultats (Échap ou Entrée les fait revenir)</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>the disk is full</source>
            <translation>le disque est plein</translation>
        </message>
        <message>
            <source>your share of the disk is used up</source>
            <translation>votre part du disque est épuisée</translation>
        </message>
        <message>
            <source>the file is too big for this disk</source>
            <translation>le fichier est trop gros pour ce disque</translation>
        </message>
        <message>
            <source>you are not allowed to use this file or its folder</source>
            <translation>vous n’avez pas le droit d’utiliser ce fichier ou son dossier</translation>
        </message>
        <message>
            <source>the disk can only be read, not written (a locked card or key?)</source>
            <translation>le disque peut être lu mais pas écrit (une carte ou une clé verrouillée ?)</translation>
        </message>
        <message>
            <source>the file or its folder does not exist (any more)</source>
            <translation>le fichier ou son dossier n’existe pas (ou plus)</translation>
        </message>
        <message>
            <source>the disk could not be read or written (damaged or unplugged?)</source>
            <translation>le disque n’a pas pu être lu ou écrit (abîmé ou débranché ?)</translation>
        </message>
        <message>
            <source>the disk is not there any more (unplugged?)</source>
            <translation>le disque n’est plus là (débranché ?)</translation>
        </message>
        <message>
            <source>the name of the file or folder is too long</source>
            <translation>le nom du fichier ou du dossier est trop long</translation>
        </message>
        <message>
            <source>it is a folder, not a file</source>
            <translation>c’est un dossier, pas un fichier</translation>
        </message>
        <message>
            <source>a part of its path is a file, not a folder</source>
            <translation>une partie de son chemin est un fichier, pas un dossier</translation>
        </message>
        <message>
            <source>its path goes round in circles (links to links)</source>
            <translation>son chemin tourne en rond (des liens vers des liens)</translation>
        </message>
        <message>
            <source>another program is using it</source>
            <translation>un autre programme l’utilise</translation>
        </message>
        <message>
            <source>a file of that name is already there</source>
            <translation>un fichier de ce nom existe déjà</translation>
        </message>
        <message>
            <source>too many files are open at once</source>
            <translation>trop de fichiers sont ouverts à la fois</translation>
        </message>
        <message>
            <source>the network disk does not answer</source>
            <translation>le disque réseau ne répond pas</translation>
        </message>
        <message>
            <source>this disk does not accept such a file name</source>
            <translation>ce disque n’accepte pas un tel nom de fichier</translation>
        </message>
        <message>
            <source>the system refused (error number {code})</source>
            <translation>le système a refusé (erreur numéro {code})</translation>
        </message>
        <message>
            <source>the system refused</source>
            <translation>le système a refusé</translation>
        </message>
        <message>
            <source>“{name}” is not a file but a device, a pipe or a folder.</source>
            <translation>« {name} » n’est pas un fichier mais un périphérique, un tube ou un dossier.</translation>
        </message>
        <message>
            <source>“{name}” is too big a file ({mb} MB; at most {max} MB).</source>
            <translation>« {name} » est un fichier trop gros ({mb} Mo ; au plus {max} Mo).</translation>
        </message>
        <message>
            <source>“{name}” does not exist (any more).</source>
            <translation>« {name} » n’existe pas (ou plus).</translation>
        </message>
        <message>
            <source>“{name}” cannot be read: {reason}.</source>
            <translation>« {name} » ne peut pas être lu : {reason}.</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <source>{lo} to {hi} players</source>
            <translation>De {lo} à {hi} joueurs</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>Quick game</source>
            <translation>Partie rapide</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>Apprendre à jouer</translation>
        </message>
        <message>
            <source>Coming soon</source>
            <translation>Bientôt</translation>
        </message>
    </context>
    <context>
        <name>GameScene</name>
        <message>
            <source>↶ Take back</source>
            <translation>↶ Reprendre</translation>
        </message>
        <message>
            <source>Moves taken back</source>
            <translation>Coups repris</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Réflexion…</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Indice</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>{game} has no computer level “{level}”.</source>
            <translation>{game} n’a pas de niveau d’ordinateur « {level} ».</translation>
        </message>
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
            <source>One hand against the computer (normal level): the first out of cards wins.</source>
            <translation>Une seule manche contre l’ordinateur (niveau Moyen) : le premier à ne plus avoir de cartes gagne.</translation>
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
            <source>The standard game against the computer (normal level): Café International's rules have no shorter form.</source>
            <translation>La partie normale contre l’ordinateur (niveau Moyen) : la règle du Café International n’a pas de forme plus courte.</translation>
        </message>
        <message>
            <source>Canyon</source>
            <translation>Canyon</translation>
        </message>
        <message>
            <source>Bid your tricks, win them exactly, and paddle first to the landing before the waterfall takes you.</source>
            <translation>Annoncez vos plis, réussissez-les exactement et pagayez le premier jusqu’à l’embarcadère avant que la cascade ne vous emporte.</translation>
        </message>
        <message>
            <source>Our short race against two computers (normal level): Canyon is played by three or more.</source>
            <translation>Notre course courte contre deux ordinateurs (niveau Moyen) : Canyon se joue à trois ou plus.</translation>
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
        <message>
            <source>Since your last turn</source>
            <translation>Depuis votre dernier tour</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>Nothing to do just now: wait for your turn.</source>
            <translation>Rien à faire pour l’instant : attendez votre tour.</translation>
        </message>
    </context>
    <context>
        <name>KeysOverlay</name>
        <message>
            <source>Enter</source>
            <translation>Entrée</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Espace</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Échap</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tab</translation>
        </message>
        <message>
            <source>Shift+Tab</source>
            <translation>Maj+Tab</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Retour arrière</translation>
        </message>
        <message>
            <source>Any key or a click closes this list.</source>
            <translation>Une touche ou un clic ferme cette liste.</translation>
        </message>
    </context>
    <context>
        <name>LastMoves</name>
        <message>
            <source>{name}: {move}</source>
            <translation>{name} : {move}</translation>
        </message>
        <message numerus="yes">
            <source>%n earlier move(s), then:</source>
            <translation>
                <numerusform>%n coup plus tôt, puis :</numerusform>
                <numerusform>%n coups plus tôt, puis :</numerusform>
            </translation>
        </message>
        <message>
            <source>Nobody has played since your last turn.</source>
            <translation>Personne n’a joué depuis votre dernier tour.</translation>
        </message>
    </context>
    <context>
        <name>Lesson</name>
        <message>
            <source>Watch the others play first: the lesson goes on at your turn.</source>
            <translation>Regardez d’abord les autres jouer : la leçon reprend à votre tour.</translation>
        </message>
        <message>
            <source>Read the rules</source>
            <translation>Lire les règles</translation>
        </message>
        <message>
            <source>{tip}
To play for real: “Play again” deals new cards to the same table; “New game” chooses players and rules.</source>
            <translation>{tip}
Pour jouer pour de bon : « Rejouer » distribue de nouvelles cartes à la même table ; « Nouvelle partie… » choisit les joueurs et les règles.</translation>
        </message>
        <message>
            <source>Learn to play · the end</source>
            <translation>Apprendre à jouer · la fin</translation>
        </message>
        <message>
            <source>Learn to play · now on your own</source>
            <translation>Apprendre à jouer · à vous de jouer</translation>
        </message>
        <message>
            <source>Not quite · step {n} of {total}</source>
            <translation>Pas tout à fait · étape {n} sur {total}</translation>
        </message>
        <message>
            <source>Learn to play · step {n} of {total}</source>
            <translation>Apprendre à jouer · étape {n} sur {total}</translation>
        </message>
    </context>
    <context>
        <name>LoadDialog</name>
        <message>
            <source>Load a saved game</source>
            <translation>Ouvrir une partie enregistrée</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Last played</source>
            <translation>Joué le</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>Avancement</translation>
        </message>
        <message>
            <source>Reading…</source>
            <translation>Lecture…</translation>
        </message>
        <message>
            <source>Reading the saved games…</source>
            <translation>Lecture des parties enregistrées…</translation>
        </message>
        <message>
            <source>No saved games yet. Every game is saved as it is played.</source>
            <translation>Aucune partie enregistrée pour l’instant. Chaque partie est enregistrée au fil du jeu.</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Supprimer…</translation>
        </message>
        <message>
            <source>Watch the replay</source>
            <translation>Revoir la partie</translation>
        </message>
        <message>
            <source>“{title}” · {players}</source>
            <translation>« {title} » · {players}</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Terminée</translation>
        </message>
        <message>
            <source>Damaged file</source>
            <translation>Fichier abîmé</translation>
        </message>
        <message>
            <source>Delete this saved game?</source>
            <translation>Supprimer cette partie enregistrée ?</translation>
        </message>
        <message>
            <source>This file is not in the folder of saved games: it is not deleted.</source>
            <translation>Ce fichier n’est pas dans le dossier des parties enregistrées : il n’est pas supprimé.</translation>
        </message>
        <message>
            <source>This game is open in another cafegames window: close it there first, then delete it here.</source>
            <translation>Cette partie est ouverte dans une autre fenêtre de cafegames : fermez-la d’abord là-bas, puis supprimez-la ici.</translation>
        </message>
        <message>
            <source>Delete “{game}” for good? It cannot be brought back.</source>
            <translation>Supprimer « {game} » définitivement ? Elle ne pourra pas être récupérée.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Partie</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Ai&amp;de</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nouvelle partie…</translation>
        </message>
        <message>
            <source>&amp;Continue the last game</source>
            <translation>&amp;Continuer la dernière partie</translation>
        </message>
        <message>
            <source>&amp;Load a saved game…</source>
            <translation>&amp;Ouvrir une partie enregistrée…</translation>
        </message>
        <message>
            <source>Stat&amp;istics and replays</source>
            <translation>Stat&amp;istiques et parties à revoir</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Enregistrer</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>Enregistrer &amp;sous…</translation>
        </message>
        <message>
            <source>Back to the &amp;start page</source>
            <translation>Retour à la page d’&amp;accueil</translation>
        </message>
        <message>
            <source>Se&amp;ttings…</source>
            <translation>&amp;Réglages…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>Game &amp;log</source>
            <translation>&amp;Journal de la partie</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>Plein é&amp;cran</translation>
        </message>
        <message>
            <source>&amp;Rules of the game</source>
            <translation>&amp;Règles du jeu</translation>
        </message>
        <message>
            <source>Take &amp;back my last move</source>
            <translation>Re&amp;prendre mon dernier coup</translation>
        </message>
        <message>
            <source>&amp;About cafegames</source>
            <translation>À &amp;propos de cafegames</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Journal de la partie</translation>
        </message>
        <message>
            <source>Not available yet</source>
            <translation>Pas encore disponible</translation>
        </message>
        <message>
            <source>{game} cannot be played in this version yet.</source>
            <translation>{game} ne peut pas encore être joué dans cette version.</translation>
        </message>
        <message>
            <source>This game cannot be started</source>
            <translation>Cette partie ne peut pas commencer</translation>
        </message>
        <message numerus="yes">
            <source>The history of finished games was damaged: it has been rebuilt from the saved games (%n game(s)).</source>
            <translation>
                <numerusform>L’historique des parties terminées était abîmé : il a été reconstruit à partir des parties enregistrées (%n partie).</numerusform>
                <numerusform>L’historique des parties terminées était abîmé : il a été reconstruit à partir des parties enregistrées (%n parties).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The history was written by a newer version of cafegames: this version has rebuilt its own from the saved games (%n game(s)).</source>
            <translation>
                <numerusform>L’historique a été écrit par une version plus récente de cafegames : cette version a reconstruit le sien à partir des parties enregistrées (%n partie).</numerusform>
                <numerusform>L’historique a été écrit par une version plus récente de cafegames : cette version a reconstruit le sien à partir des parties enregistrées (%n parties).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The history of finished games was missing: it has been rebuilt from the saved games (%n game(s)).</source>
            <translation>
                <numerusform>L’historique des parties terminées manquait : il a été reconstruit à partir des parties enregistrées (%n partie).</numerusform>
                <numerusform>L’historique des parties terminées manquait : il a été reconstruit à partir des parties enregistrées (%n parties).</numerusform>
            </translation>
        </message>
        <message>
            <source>This game can be watched again once it is over.</source>
            <translation>Cette partie pourra être revue une fois terminée.</translation>
        </message>
        <message>
            <source>Show or hide the game log (Ctrl+L)</source>
            <translation>Afficher ou masquer le journal de la partie (Ctrl+L)</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Indice</translation>
        </message>
        <message>
            <source>An unexpected error stopped it; the details are in the log.</source>
            <translation>Une erreur inattendue l’en a empêché ; les détails sont dans le journal.</translation>
        </message>
        <message>
            <source>The table of {game} could not be set up. {problem}</source>
            <translation>La table de {game} n’a pas pu être installée. {problem}</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continuer</translation>
        </message>
        <message>
            <source>There is no unfinished game to continue.</source>
            <translation>Il n’y a aucune partie en cours à continuer.</translation>
        </message>
        <message>
            <source>Save as</source>
            <translation>Enregistrer sous</translation>
        </message>
        <message>
            <source>A name for this game, to find it again in the list of saved games
(for example “Sunday with grandma”):</source>
            <translation>Un nom pour cette partie, pour la retrouver dans la liste des parties enregistrées
(par exemple « Dimanche chez mamie ») :</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Enregistrer</translation>
        </message>
        <message>
            <source>Not saved: the game needs a name.</source>
            <translation>Rien n’a été enregistré : la partie a besoin d’un nom.</translation>
        </message>
        <message>
            <source>Game saved as “{title}”.</source>
            <translation>Partie enregistrée sous « {title} ».</translation>
        </message>
        <message>
            <source>⚠ Not saved</source>
            <translation>⚠ Non enregistrée</translation>
        </message>
        <message>
            <source>{problem}

The game goes on, but it cannot be continued later while saving fails. You will be told when saving works again.</source>
            <translation>{problem}

La partie continue, mais elle ne pourra pas être reprise plus tard tant que l’enregistrement échoue. Vous serez prévenu dès que l’enregistrement refonctionnera.</translation>
        </message>
        <message>
            <source>Saving works again: the game can be continued later.</source>
            <translation>L’enregistrement fonctionne de nouveau : la partie pourra être reprise plus tard.</translation>
        </message>
        <message>
            <source>&lt;h2&gt;cafegames {version}&lt;/h2&gt;&lt;p&gt;Family card and board games around one computer: {games}. 2 to 10 people at one screen, with computer players, in French and English.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence. Made with Python and Qt (PySide6).&lt;/p&gt;&lt;p&gt;The games are played by their published rules; the rules pages (F1) say which variants are offered.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;cafegames {version}&lt;/h2&gt;&lt;p&gt;Jeux de cartes et de plateau pour toute la famille autour d’un seul ordinateur : {games}. De 2 à 10 personnes devant un écran, avec des joueurs ordinateur, en français et en anglais.&lt;/p&gt;&lt;p&gt;Logiciel libre sous licence MIT. Réalisé avec Python et Qt (PySide6).&lt;/p&gt;&lt;p&gt;Les jeux suivent leurs règles publiées ; les pages de règles (F1) indiquent les variantes proposées.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>This game cannot be opened</source>
            <translation>Cette partie ne peut pas être ouverte</translation>
        </message>
        <message>
            <source>The file was damaged ({problem}); its backup was opened.</source>
            <translation>Le fichier était abîmé ({problem}) ; sa copie de secours a été ouverte.</translation>
        </message>
        <message>
            <source>Game saved.</source>
            <translation>Partie enregistrée.</translation>
        </message>
        <message>
            <source>The game is not being saved</source>
            <translation>La partie n’est pas enregistrée</translation>
        </message>
        <message>
            <source>About cafegames</source>
            <translation>À propos de cafegames</translation>
        </message>
    </context>
    <context>
        <name>Match</name>
        <message>
            <source>The seed must be a whole number from 0 to {max}.</source>
            <translation>La graine doit être un nombre entier de 0 à {max}.</translation>
        </message>
        <message>
            <source>Move {n} comes after the end of the game.</source>
            <translation>Le coup {n} vient après la fin de la partie.</translation>
        </message>
        <message>
            <source>Move {n} is not allowed: {reason}</source>
            <translation>Le coup {n} n’est pas permis : {reason}</translation>
        </message>
        <message>
            <source>{game} is played by {lo} to {hi} players, not {n}.</source>
            <translation>{game} se joue de {lo} à {hi} joueurs, pas {n}.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>Easy</source>
            <translation>Facile</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Moyen</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Difficile</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Expert</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>Commencer la partie</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Jeu :</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>Nombre de joueurs :</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Cards:</source>
            <translation>Cartes :</translation>
        </message>
        <message>
            <source>Card decks…</source>
            <translation>Jeux de cartes…</translation>
        </message>
        <message>
            <source>Standard cards</source>
            <translation>Cartes standard</translation>
        </message>
        <message>
            <source>No game can be played in this version yet.</source>
            <translation>Aucun jeu ne peut encore être joué dans cette version.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Played by</source>
            <translation>Joué par</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Niveau</translation>
        </message>
        <message>
            <source>Photo</source>
            <translation>Photo</translation>
        </message>
        <message>
            <source>A person</source>
            <translation>Une personne</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Au hasard</translation>
        </message>
        <message>
            <source>Plays any legal move, at random</source>
            <translation>Joue n’importe quel coup permis, au hasard</translation>
        </message>
        <message>
            <source>The computer</source>
            <translation>L’ordinateur</translation>
        </message>
        <message>
            <source>Allow take-backs</source>
            <translation>Autoriser la reprise des coups</translation>
        </message>
        <message>
            <source>Off by default when several people play.</source>
            <translation>Désactivée d’office quand plusieurs personnes jouent.</translation>
        </message>
        <message>
            <source>Off by default when several people play: taking a move back after seeing the card you drew would be cheating.</source>
            <translation>Désactivée d’office quand plusieurs personnes jouent : reprendre un coup après avoir vu la carte piochée serait tricher.</translation>
        </message>
        <message>
            <source>Ctrl+Z undoes your last move.</source>
            <translation>Ctrl+Z annule votre dernier coup.</translation>
        </message>
        <message>
            <source>Ctrl+Z or the Take back button on the table undoes your last move and the computers' moves after it.</source>
            <translation>Ctrl+Z ou le bouton Reprendre sur la table annule votre dernier coup et les coups des ordinateurs qui l’ont suivi.</translation>
        </message>
        <message>
            <source>Two players have the same name.</source>
            <translation>Deux joueurs portent le même nom.</translation>
        </message>
        <message>
            <source>This game has no rules to choose: it is played as in the box.</source>
            <translation>Ce jeu n’a pas de règles à choisir : on le joue comme dans la boîte.</translation>
        </message>
        <message>
            <source>Other rules</source>
            <translation>Autres règles</translation>
        </message>
        <message>
            <source>More choices for this game.</source>
            <translation>D’autres choix pour ce jeu.</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Sur mesure</translation>
        </message>
        <message>
            <source>Your own choice, rule by rule, below.</source>
            <translation>Votre choix, règle par règle, ci-dessous.</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>The option “{option}” must be between {lo} and {hi}.</source>
            <translation>L’option « {option} » doit être comprise entre {lo} et {hi}.</translation>
        </message>
        <message>
            <source>The option “{option}” must be one of: {choices}.</source>
            <translation>L’option « {option} » doit valoir l’une de ces valeurs : {choices}.</translation>
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
            <source>The option “{option}” expects {expected}, not “{value}”.</source>
            <translation>L’option « {option} » attend {expected}, pas « {value} ».</translation>
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
        <name>Pictures</name>
        <message>
            <source>Pictures</source>
            <translation>Images</translation>
        </message>
        <message>
            <source>{some} or {last}</source>
            <translation>{some} ou {last}</translation>
        </message>
        <message>
            <source>“{name}” is not a picture this program can read ({formats}).</source>
            <translation>« {name} » n’est pas une image que ce programme sait lire ({formats}).</translation>
        </message>
        <message>
            <source>the picture</source>
            <translation>l’image</translation>
        </message>
        <message>
            <source>“{name}” is too large a file ({mb} MB; at most {max} MB).</source>
            <translation>« {name} » est un fichier trop gros ({mb} Mo ; {max} Mo au plus).</translation>
        </message>
        <message>
            <source>“{name}” is empty.</source>
            <translation>« {name} » est vide.</translation>
        </message>
        <message>
            <source>“{name}” is damaged: its size cannot be read.</source>
            <translation>« {name} » est abîmé : sa taille ne peut pas être lue.</translation>
        </message>
        <message>
            <source>“{name}” is too big a picture ({w} × {h} pixels).</source>
            <translation>« {name} » est une image trop grande ({w} × {h} pixels).</translation>
        </message>
        <message>
            <source>“{name}” is damaged or cut short.</source>
            <translation>« {name} » est abîmé ou tronqué.</translation>
        </message>
    </context>
    <context>
        <name>PlayerPicker</name>
        <message>
            <source>{name} is already at the table.</source>
            <translation>{name} est déjà à la table.</translation>
        </message>
        <message>
            <source>Every seat is taken: add a seat first.</source>
            <translation>Toutes les places sont prises : ajoutez d’abord une place.</translation>
        </message>
        <message>
            <source>Double-click to seat {name}</source>
            <translation>Double-cliquez pour installer {name} à la table</translation>
        </message>
        <message>
            <source>The players of the family appear here once they have played, or with Add.</source>
            <translation>Les joueurs de la famille apparaissent ici dès qu’ils ont joué, ou avec Ajouter.</translation>
        </message>
        <message>
            <source>A new player</source>
            <translation>Un nouveau joueur</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Nom :</translation>
        </message>
        <message>
            <source>Rename {name}</source>
            <translation>Renommer {name}</translation>
        </message>
        <message>
            <source>New name (the games played so far stay theirs):</source>
            <translation>Nouveau nom (les parties déjà jouées restent les siennes) :</translation>
        </message>
        <message>
            <source>Remove {name}?</source>
            <translation>Retirer {name} ?</translation>
        </message>
        <message>
            <source>Remove {name} from the list of players? Their saved games stay, and so do their statistics under the name they played with.</source>
            <translation>Retirer {name} de la liste des joueurs ? Ses parties enregistrées restent, et ses statistiques aussi, sous le nom avec lequel il ou elle a joué.</translation>
        </message>
        <message>
            <source>Our players:</source>
            <translation>Nos joueurs :</translation>
        </message>
        <message>
            <source>Take a seat</source>
            <translation>À la table</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>Ajouter…</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Renommer…</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Couleur</translation>
        </message>
        <message>
            <source>Remove…</source>
            <translation>Retirer…</translation>
        </message>
        <message>
            <source>Seat, rename, colour or remove the chosen player (or right-click a player)</source>
            <translation>Installer à la table, renommer, changer la couleur ou retirer le joueur choisi (ou clic droit sur un joueur)</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Rouge</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Vert</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Bleu</translation>
        </message>
        <message>
            <source>Purple</source>
            <translation>Violet</translation>
        </message>
        <message>
            <source>Gold</source>
            <translation>Or</translation>
        </message>
        <message>
            <source>Teal</source>
            <translation>Bleu canard</translation>
        </message>
        <message>
            <source>Pink</source>
            <translation>Rose</translation>
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
            <translation>Brun</translation>
        </message>
        <message>
            <source>Slate</source>
            <translation>Ardoise</translation>
        </message>
    </context>
    <context>
        <name>Players</name>
        <message>
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>Computer {number}</source>
            <translation>Ordinateur {number}</translation>
        </message>
        <message>
            <source>The list of players could not be read; it starts again empty (the old file is kept as a backup).</source>
            <translation>La liste des joueurs n’a pas pu être lue ; elle repart vide (l’ancien fichier est gardé en sauvegarde).</translation>
        </message>
        <message numerus="yes">
            <source>The list is full (%n player(s)).</source>
            <translation>
                <numerusform>La liste est pleine (%n joueur).</numerusform>
                <numerusform>La liste est pleine (%n joueurs).</numerusform>
            </translation>
        </message>
        <message>
            <source>That is not a colour.</source>
            <translation>Ce n’est pas une couleur.</translation>
        </message>
        <message>
            <source>The list of players could not be saved: {reason}</source>
            <translation>La liste des joueurs n’a pas pu être enregistrée : {reason}</translation>
        </message>
        <message>
            <source>There is already a player called “{name}”.</source>
            <translation>Il y a déjà un joueur appelé « {name} ».</translation>
        </message>
        <message>
            <source>That player is no longer in the list.</source>
            <translation>Ce joueur n’est plus dans la liste.</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>Move</source>
            <translation>Coup</translation>
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
            <translation>terminée</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>en cours</translation>
        </message>
        <message>
            <source>Replay · {game} · {names} ({state})</source>
            <translation>Revoir la partie · {game} · {names} ({state})</translation>
        </message>
        <message>
            <source>Move {n} of {total}</source>
            <translation>Coup {n} sur {total}</translation>
        </message>
        <message>
            <source>no card</source>
            <translation>aucune carte</translation>
        </message>
        <message>
            <source>{name}: {cards}</source>
            <translation>{name} : {cards}</translation>
        </message>
        <message>
            <source>The start of the match, as dealt.</source>
            <translation>Le début de la partie, tel que distribué.</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Lecture</translation>
        </message>
        <message>
            <source>Close the replay</source>
            <translation>Ne plus revoir la partie</translation>
        </message>
        <message>
            <source>To the start (Home)</source>
            <translation>Au début (Début)</translation>
        </message>
        <message>
            <source>One action back (←)</source>
            <translation>Une action en arrière (←)</translation>
        </message>
        <message>
            <source>One action forward (→)</source>
            <translation>Une action en avant (→)</translation>
        </message>
        <message>
            <source>To the end (End)</source>
            <translation>À la fin (Fin)</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>Vitesse :</translation>
        </message>
        <message>
            <source>Go to:</source>
            <translation>Aller à :</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lente</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <source>Very fast</source>
            <translation>Très rapide</translation>
        </message>
        <message>
            <source>Show every hand</source>
            <translation>Montrer toutes les mains</translation>
        </message>
        <message>
            <source>Once the game is over, everyone's cards may be seen</source>
            <translation>Une fois la partie terminée, on peut voir les cartes de chacun</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules of {game}</source>
            <translation>Règles de {game}</translation>
        </message>
        <message>
            <source>The rules page of this game is not written yet.</source>
            <translation>La page de règles de ce jeu n’est pas encore écrite.</translation>
        </message>
        <message>
            <source>This page is not available in your language yet; here it is in the other one.</source>
            <translation>Cette page n’existe pas encore dans votre langue ; la voici dans l’autre.</translation>
        </message>
    </context>
    <context>
        <name>Saves</name>
        <message>
            <source>The game could not be saved to {path}: {reason}.</source>
            <translation>La partie n’a pas pu être enregistrée dans {path} : {reason}.</translation>
        </message>
        <message>
            <source>The game could not be saved to {path} (an unexpected error, written in the log).</source>
            <translation>La partie n’a pas pu être enregistrée dans {path} (une erreur inattendue, notée dans le journal).</translation>
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
            <source>The file {path} cannot be read: {reason}.</source>
            <translation>Le fichier {path} ne peut pas être lu : {reason}.</translation>
        </message>
        <message>
            <source>The file is damaged: a part of it is not text ({where}).</source>
            <translation>Le fichier est abîmé : un passage n’est pas du texte ({where}).</translation>
        </message>
        <message>
            <source>The file is damaged: a part of it cannot be read as a saved game ({where}).</source>
            <translation>Le fichier est abîmé : un passage ne se lit pas comme une partie enregistrée ({where}).</translation>
        </message>
        <message>
            <source>The file is damaged: it holds a number that is not a real number.</source>
            <translation>Le fichier est abîmé : il contient un nombre qui n’en est pas un.</translation>
        </message>
        <message>
            <source>The file is damaged: it holds a number far too long for a saved game.</source>
            <translation>Le fichier est abîmé : il contient un nombre bien trop long pour une partie enregistrée.</translation>
        </message>
        <message>
            <source>The file does not hold a saved game.</source>
            <translation>Le fichier ne contient pas de partie enregistrée.</translation>
        </message>
        <message>
            <source>The file is cut short: it was not saved completely.</source>
            <translation>Le fichier est tronqué : il n’a pas été enregistré entièrement.</translation>
        </message>
        <message>
            <source>The file is damaged: it is not laid out as a saved game.</source>
            <translation>Le fichier est abîmé : il n’est pas organisé comme une partie enregistrée.</translation>
        </message>
        <message>
            <source>near the start</source>
            <translation>vers le début</translation>
        </message>
        <message>
            <source>in the middle</source>
            <translation>vers le milieu</translation>
        </message>
        <message>
            <source>near the end</source>
            <translation>vers la fin</translation>
        </message>
        <message>
            <source>the name of the game</source>
            <translation>le nom du jeu</translation>
        </message>
        <message>
            <source>the list of players</source>
            <translation>la liste des joueurs</translation>
        </message>
        <message>
            <source>the choice of rules</source>
            <translation>le choix des règles</translation>
        </message>
        <message>
            <source>the number that shuffles the cards</source>
            <translation>le nombre qui mélange les cartes</translation>
        </message>
        <message>
            <source>the list of moves</source>
            <translation>la liste des coups</translation>
        </message>
        <message>
            <source>the count of hints</source>
            <translation>le nombre d’indices</translation>
        </message>
        <message>
            <source>the count of moves taken back</source>
            <translation>le nombre de coups repris</translation>
        </message>
        <message>
            <source>The file is damaged: {part} is missing.</source>
            <translation>Le fichier est abîmé : {part} manque.</translation>
        </message>
        <message>
            <source>The file is damaged: {part} cannot be read.</source>
            <translation>Le fichier est abîmé : {part} est illisible.</translation>
        </message>
        <message>
            <source>The file does not say which version of its format it is written in.</source>
            <translation>Le fichier ne dit pas dans quelle version de son format il est écrit.</translation>
        </message>
        <message>
            <source>The file is written in a version of the format this version of cafegames does not know.</source>
            <translation>Le fichier est écrit dans une version du format que cette version de cafegames ne connaît pas.</translation>
        </message>
        <message numerus="yes">
            <source>The file has %n player(s); {game} is played by {lo} to {hi}.</source>
            <translation>
                <numerusform>Le fichier compte %n joueur ; {game} se joue de {lo} à {hi}.</numerusform>
                <numerusform>Le fichier compte %n joueurs ; {game} se joue de {lo} à {hi}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The file holds %n move(s), more than any real game.</source>
            <translation>
                <numerusform>Le fichier contient %n coup, plus qu’aucune vraie partie.</numerusform>
                <numerusform>Le fichier contient %n coups, plus qu’aucune vraie partie.</numerusform>
            </translation>
        </message>
        <message>
            <source>Move {n} cannot be read: {reason}</source>
            <translation>Le coup {n} est illisible : {reason}</translation>
        </message>
        <message>
            <source>The file is damaged: player {n} cannot be read.</source>
            <translation>Le fichier est abîmé : le joueur {n} est illisible.</translation>
        </message>
        <message>
            <source>The file is damaged: player {n} has no name.</source>
            <translation>Le fichier est abîmé : le joueur {n} n’a pas de nom.</translation>
        </message>
        <message>
            <source>Player {n}: {reason}</source>
            <translation>Joueur {n} : {reason}</translation>
        </message>
        <message>
            <source>The file is damaged: player {n} is neither a person nor the computer.</source>
            <translation>Le fichier est abîmé : le joueur {n} n’est ni une personne ni l’ordinateur.</translation>
        </message>
        <message>
            <source>Player {n} plays at a computer level this version does not know.</source>
            <translation>Le joueur {n} joue à un niveau d’ordinateur que cette version ne connaît pas.</translation>
        </message>
        <message>
            <source>Player {n} is linked to a remembered player in a way this version cannot read.</source>
            <translation>Le joueur {n} est relié à un joueur de la famille d’une façon que cette version ne sait pas lire.</translation>
        </message>
        <message>
            <source>The rules could not replay this game; the file may have been edited. The details are in the log.</source>
            <translation>Les règles n’ont pas pu rejouer cette partie ; le fichier a peut-être été modifié. Les détails sont dans le journal.</translation>
        </message>
        <message>
            <source>The saved game could not be deleted: {reason}.</source>
            <translation>La partie enregistrée n’a pas pu être supprimée : {reason}.</translation>
        </message>
        <message>
            <source>The file is empty.</source>
            <translation>Le fichier est vide.</translation>
        </message>
        <message>
            <source>{path} is not a saved game but a device or a pipe.</source>
            <translation>{path} n’est pas une partie sauvegardée mais un périphérique ou un tube.</translation>
        </message>
        <message>
            <source>This game was saved by a newer version of cafegames (format {v}); update the app to open it.</source>
            <translation>Cette partie a été enregistrée par une version plus récente de cafegames (format {v}) ; mettez l’application à jour pour l’ouvrir.</translation>
        </message>
        <message>
            <source>This is not a cafegames saved game.</source>
            <translation>Ce n’est pas une partie enregistrée par cafegames.</translation>
        </message>
        <message>
            <source>The game “{game}” is not one this version knows.</source>
            <translation>Le jeu « {game} » n’est pas connu de cette version.</translation>
        </message>
        <message>
            <source>it is not written as a move.</source>
            <translation>il n’est pas écrit comme un coup.</translation>
        </message>
        <message>
            <source>it is not a move of this game.</source>
            <translation>ce n’est pas un coup de ce jeu.</translation>
        </message>
        <message>
            <source>a part of the move is missing.</source>
            <translation>il manque un élément du coup.</translation>
        </message>
        <message>
            <source>the move holds something this game does not know.</source>
            <translation>le coup contient quelque chose que ce jeu ne connaît pas.</translation>
        </message>
        <message>
            <source>a part of the move holds the wrong kind of value.</source>
            <translation>un élément du coup n’a pas la bonne forme.</translation>
        </message>
        <message>
            <source>This game is open in another cafegames window, which goes on saving it. Go on playing it there, or close it there first (it can be watched again here: “Watch the replay”).</source>
            <translation>Cette partie est ouverte dans une autre fenêtre de cafegames, qui continue de l’enregistrer. Continuez-la là-bas, ou fermez-la d’abord là-bas (on peut la revoir ici : « Revoir la partie »).</translation>
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
            <source>As the system</source>
            <translation>Comme le système</translation>
        </message>
        <message>
            <source>On</source>
            <translation>Activées</translation>
        </message>
        <message>
            <source>Reduced</source>
            <translation>Réduites</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Désactivées</translation>
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
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>Réglages</translation>
        </message>
        <message>
            <source>As the system</source>
            <translation>Comme le système</translation>
        </message>
        <message>
            <source>Colour-blind aid: a shape per colour ● ▲ ■ ◆</source>
            <translation>Aide aux daltoniens : une forme par couleur ● ▲ ■ ◆</translation>
        </message>
        <message>
            <source>Card decks…</source>
            <translation>Jeux de cartes…</translation>
        </message>
        <message>
            <source>Red ●, yellow ▲, green ■, blue ◆ on the cards and colour marks</source>
            <translation>Rouge ●, jaune ▲, vert ■, bleu ◆ sur les cartes et les marques de couleur</translation>
        </message>
        <message>
            <source>Reduced: short fades and moves only, no confetti. As the system: reduced when the system's animations are turned off.</source>
            <translation>Réduites : seulement des fondus et des déplacements courts, sans confettis. Comme le système : réduites quand les animations du système sont désactivées.</translation>
        </message>
        <message>
            <source>Larger cards and text</source>
            <translation>Cartes et texte plus grands</translation>
        </message>
        <message>
            <source>Your own pictures on the {game} cards</source>
            <translation>Vos propres images sur les cartes {game}</translation>
        </message>
        <message>
            <source>Don't show tips</source>
            <translation>Ne pas afficher les conseils</translation>
        </message>
        <message>
            <source>The first time a rule comes up in a game, a short tip says what it means</source>
            <translation>La première fois qu’une règle se présente dans une partie, un court conseil l’explique</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Langue :</translation>
        </message>
        <message>
            <source>Animations:</source>
            <translation>Animations :</translation>
        </message>
        <message>
            <source>Computer players:</source>
            <translation>Joueurs ordinateur :</translation>
        </message>
        <message>
            <source>Screen</source>
            <translation>Écran</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>À table</translation>
        </message>
        <message>
            <source>Sound</source>
            <translation>Son</translation>
        </message>
        <message>
            <source>{game} cards:</source>
            <translation>Cartes {game} :</translation>
        </message>
        <message>
            <source>For a small screen, or to read from further away: menus, dialogs and the open table at once. A table crowded with players keeps its seat plates at the normal size: larger ones would not fit</source>
            <translation>Pour un petit écran, ou pour lire de plus loin : les menus, les fenêtres et la table ouverte aussitôt. Une table où les joueurs sont nombreux garde leurs plaques à la taille normale : plus grandes, elles ne tiendraient pas</translation>
        </message>
        <message>
            <source>Changes apply at once, also to a game in progress.</source>
            <translation>Les changements s’appliquent tout de suite, même à une partie en cours.</translation>
        </message>
        <message>
            <source>Sound off</source>
            <translation>Sans le son</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Volume</translation>
        </message>
        <message>
            <source>Play a sound</source>
            <translation>Écouter un son</translation>
        </message>
        <message>
            <source>No sound device was found: the games are silent on this computer.</source>
            <translation>Aucune sortie son n’a été trouvée : les jeux restent muets sur cet ordinateur.</translation>
        </message>
        <message>
            <source>There is no sound device to play it on</source>
            <translation>Il n’y a pas de sortie son pour le jouer</translation>
        </message>
        <message>
            <source>Sound is off</source>
            <translation>Le son est coupé</translation>
        </message>
        <message>
            <source>A card played at this volume</source>
            <translation>Une carte jouée à ce volume</translation>
        </message>
        <message>
            <source>{n}%</source>
            <translation>{n} %</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <source>“{title}” · {players}</source>
            <translation>« {title} » · {players}</translation>
        </message>
        <message>
            <source>Card and board games for the whole family, around one computer</source>
            <translation>Jeux de cartes et de plateau pour toute la famille, autour d’un seul ordinateur</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continuer</translation>
        </message>
        <message>
            <source>Load a saved game…</source>
            <translation>Ouvrir une partie enregistrée…</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiques</translation>
        </message>
    </context>
    <context>
        <name>StatsPage</name>
        <message>
            <source>Computer · {level}</source>
            <translation>Ordinateur · {level}</translation>
        </message>
        <message>
            <source>The history is in use by another program; it will be brought up to date later.</source>
            <translation>L’historique est utilisé par un autre programme ; il sera mis à jour plus tard.</translation>
        </message>
        <message>
            <source>The disk is full: the history will be brought up to date when there is room on it again.</source>
            <translation>Le disque est plein : l’historique sera mis à jour quand il y aura de nouveau de la place.</translation>
        </message>
        <message>
            <source>The history cannot be read: it is being rebuilt from the saved games.</source>
            <translation>L’historique ne peut pas être lu : il est en cours de reconstruction à partir des parties enregistrées.</translation>
        </message>
        <message>
            <source>The history is being brought up to date from the saved games.</source>
            <translation>L’historique est en cours de mise à jour à partir des parties enregistrées.</translation>
        </message>
        <message>
            <source>The history cannot be written just now; it will be brought up to date later.</source>
            <translation>L’historique ne peut pas être écrit pour l’instant ; il sera mis à jour plus tard.</translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s) could not be read: left out of these figures.</source>
            <translation>
                <numerusform>%n partie terminée n’a pas pu être lue : elle n’est pas comptée ici.</numerusform>
                <numerusform>%n parties terminées n’ont pas pu être lues : elles ne sont pas comptées ici.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n line(s) of the history made no sense: left out.</source>
            <translation>
                <numerusform>%n ligne de l’historique n’avait pas de sens et a été laissée de côté.</numerusform>
                <numerusform>%n lignes de l’historique n’avaient pas de sens et ont été laissées de côté.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s)</source>
            <translation>
                <numerusform>%n partie terminée</numerusform>
                <numerusform>%n parties terminées</numerusform>
            </translation>
        </message>
        <message>
            <source>Nobody has finished a game yet</source>
            <translation>Personne n’a encore terminé de partie</translation>
        </message>
        <message>
            <source>this month</source>
            <translation>ce mois-ci</translation>
        </message>
        <message>
            <source>so far</source>
            <translation>pour l’instant</translation>
        </message>
        <message>
            <source>No finished game {period}.</source>
            <translation>Aucune partie terminée {period}.</translation>
        </message>
        <message>
            <source>Finished games appear here, with who won and how.</source>
            <translation>Les parties terminées apparaissent ici, avec qui a gagné et comment.</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s) finished</source>
            <translation>
                <numerusform>%n partie terminée</numerusform>
                <numerusform>%n parties terminées</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n won</source>
            <translation>
                <numerusform>%n gagnée</numerusform>
                <numerusform>%n gagnées</numerusform>
            </translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Tous les jeux</translation>
        </message>
        <message>
            <source>{rate}%</source>
            <translation>{rate} %</translation>
        </message>
        <message>
            <source>No game against the computer</source>
            <translation>Aucune partie contre l’ordinateur</translation>
        </message>
        <message>
            <source>Wins over time</source>
            <translation>Victoires au fil du temps</translation>
        </message>
        <message>
            <source>No finished game in this period.</source>
            <translation>Aucune partie terminée sur cette période.</translation>
        </message>
        <message>
            <source>Score line</source>
            <translation>Courbe des scores</translation>
        </message>
        <message>
            <source>{game} of {date}</source>
            <translation>{game} du {date}</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiques</translation>
        </message>
        <message>
            <source>This month</source>
            <translation>Ce mois-ci</translation>
        </message>
        <message>
            <source>All time</source>
            <translation>Depuis toujours</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Retour</translation>
        </message>
        <message>
            <source>Watch the replay</source>
            <translation>Revoir la partie</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Jouées</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gagnées</translation>
        </message>
        <message>
            <source>Win
rate</source>
            <translation>Taux de
victoire</translation>
        </message>
        <message>
            <source>Longest
streak</source>
            <translation>Plus longue
série</translation>
        </message>
        <message>
            <source>Best
score</source>
            <translation>Meilleur
score</translation>
        </message>
        <message>
            <source>Average
score</source>
            <translation>Score
moyen</translation>
        </message>
        <message>
            <source>Average
place</source>
            <translation>Place
moyenne</translation>
        </message>
        <message>
            <source>Against</source>
            <translation>Contre</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Gagnant</translation>
        </message>
    </context>
    <context>
        <name>TableKeys</name>
        <message>
            <source>Take back your last move (when the game allows it)</source>
            <translation>Reprendre votre dernier coup (si la partie le permet)</translation>
        </message>
        <message>
            <source>Show these keys</source>
            <translation>Afficher ces touches</translation>
        </message>
    </context>
    <context>
        <name>TableWidget</name>
        <message>
            <source>{game} is played with the mouse.</source>
            <translation>{game} se joue à la souris.</translation>
        </message>
        <message>
            <source>In this game</source>
            <translation>Dans ce jeu</translation>
        </message>
        <message>
            <source>On every table</source>
            <translation>Sur toutes les tables</translation>
        </message>
        <message>
            <source>On the result screen</source>
            <translation>Sur l’écran des résultats</translation>
        </message>
        <message>
            <source>The keys of {game}</source>
            <translation>Les touches de {game}</translation>
        </message>
    </context>
    <context>
        <name>Takeback</name>
        <message>
            <source>Take-backs are off for this game (they are chosen when the game is created).</source>
            <translation>Les reprises de coups sont désactivées pour cette partie (elles se choisissent à sa création).</translation>
        </message>
        <message>
            <source>The game is over: its moves can no longer be taken back.</source>
            <translation>La partie est finie : ses coups ne peuvent plus être repris.</translation>
        </message>
        <message>
            <source>You have made no move to take back yet.</source>
            <translation>Vous n’avez encore joué aucun coup à reprendre.</translation>
        </message>
        <message>
            <source>{name} has played since your move: only your own last move can be taken back.</source>
            <translation>{name} a joué depuis votre coup : seul votre propre dernier coup peut être repris.</translation>
        </message>
    </context>
    <context>
        <name>Uno</name>
        <message>
            <source>red</source>
            <translation>rouge</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>jaune</translation>
        </message>
        <message>
            <source>green</source>
            <translation>vert</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>bleu</translation>
        </message>
        <message>
            <source>red {n}</source>
            <translation>{n} rouge</translation>
        </message>
        <message>
            <source>yellow {n}</source>
            <translation>{n} jaune</translation>
        </message>
        <message>
            <source>green {n}</source>
            <translation>{n} vert</translation>
        </message>
        <message>
            <source>blue {n}</source>
            <translation>{n} bleu</translation>
        </message>
        <message>
            <source>red Skip</source>
            <translation>Passer rouge</translation>
        </message>
        <message>
            <source>red Reverse</source>
            <translation>Inversion rouge</translation>
        </message>
        <message>
            <source>red Draw Two</source>
            <translation>+2 rouge</translation>
        </message>
        <message>
            <source>red x2</source>
            <translation>x2 rouge</translation>
        </message>
        <message>
            <source>red Show your hand</source>
            <translation>Montrez votre jeu rouge</translation>
        </message>
        <message>
            <source>red Swap hands</source>
            <translation>Changement de jeu rouge</translation>
        </message>
        <message>
            <source>yellow Skip</source>
            <translation>Passer jaune</translation>
        </message>
        <message>
            <source>yellow Reverse</source>
            <translation>Inversion jaune</translation>
        </message>
        <message>
            <source>yellow Draw Two</source>
            <translation>+2 jaune</translation>
        </message>
        <message>
            <source>yellow x2</source>
            <translation>x2 jaune</translation>
        </message>
        <message>
            <source>yellow Show your hand</source>
            <translation>Montrez votre jeu jaune</translation>
        </message>
        <message>
            <source>yellow Swap hands</source>
            <translation>Changement de jeu jaune</translation>
        </message>
        <message>
            <source>green Skip</source>
            <translation>Passer vert</translation>
        </message>
        <message>
            <source>green Reverse</source>
            <translation>Inversion verte</translation>
        </message>
        <message>
            <source>green Draw Two</source>
            <translation>+2 vert</translation>
        </message>
        <message>
            <source>green x2</source>
            <translation>x2 vert</translation>
        </message>
        <message>
            <source>green Show your hand</source>
            <translation>Montrez votre jeu vert</translation>
        </message>
        <message>
            <source>green Swap hands</source>
            <translation>Changement de jeu vert</translation>
        </message>
        <message>
            <source>blue Skip</source>
            <translation>Passer bleu</translation>
        </message>
        <message>
            <source>blue Reverse</source>
            <translation>Inversion bleue</translation>
        </message>
        <message>
            <source>blue Draw Two</source>
            <translation>+2 bleu</translation>
        </message>
        <message>
            <source>blue x2</source>
            <translation>x2 bleu</translation>
        </message>
        <message>
            <source>blue Show your hand</source>
            <translation>Montrez votre jeu bleu</translation>
        </message>
        <message>
            <source>blue Swap hands</source>
            <translation>Changement de jeu bleu</translation>
        </message>
        <message>
            <source>Wild</source>
            <translation>Joker</translation>
        </message>
        <message>
            <source>Wild Draw Four</source>
            <translation>Super Joker +4</translation>
        </message>
        <message>
            <source>Downpour +1</source>
            <translation>Averse +1</translation>
        </message>
        <message>
            <source>Downpour +2</source>
            <translation>Averse +2</translation>
        </message>
        <message>
            <source>x???</source>
            <translation>x???</translation>
        </message>
        <message>
            <source>Each in turn</source>
            <translation>Chacun son tour</translation>
        </message>
        <message>
            <source>Exchange</source>
            <translation>Échange de jeu</translation>
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
            <translation>carte UNO</translation>
        </message>
        <message>
            <source>red +2?</source>
            <translation>+2? rouge</translation>
        </message>
        <message>
            <source>yellow +2?</source>
            <translation>+2? jaune</translation>
        </message>
        <message>
            <source>green +2?</source>
            <translation>+2? vert</translation>
        </message>
        <message>
            <source>blue +2?</source>
            <translation>+2? bleu</translation>
        </message>
        <message>
            <source>Finished after {hands} hands · {totals}</source>
            <translation>Terminée après {hands} manches · {totals}</translation>
        </message>
        <message>
            <source>Hand {hand} · scores {totals}</source>
            <translation>Manche {hand} · scores {totals}</translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s) for the Draw Two.</source>
            <translation>
                <numerusform>{name} pioche %n carte pour le +2.</numerusform>
                <numerusform>{name} pioche %n cartes pour le +2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s) for the Wild Draw Four.</source>
            <translation>
                <numerusform>{name} pioche %n carte pour le Super Joker.</numerusform>
                <numerusform>{name} pioche %n cartes pour le Super Joker.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} takes %n penalty card(s).</source>
            <translation>
                <numerusform>{name} prend %n carte de pénalité.</numerusform>
                <numerusform>{name} prend %n cartes de pénalité.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s) after the challenge.</source>
            <translation>
                <numerusform>{name} pioche %n carte après le défi.</numerusform>
                <numerusform>{name} pioche %n cartes après le défi.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s) for not calling UNO.</source>
            <translation>
                <numerusform>{name} pioche %n carte pour avoir oublié de dire UNO.</numerusform>
                <numerusform>{name} pioche %n cartes pour avoir oublié de dire UNO.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s) in the downpour.</source>
            <translation>
                <numerusform>{name} pioche %n carte sous l’averse.</numerusform>
                <numerusform>{name} pioche %n cartes sous l’averse.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} presses the launcher: %n card(s).</source>
            <translation>
                <numerusform>{name} appuie sur le lanceur : %n carte.</numerusform>
                <numerusform>{name} appuie sur le lanceur : %n cartes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s).</source>
            <translation>
                <numerusform>{name} pioche %n carte.</numerusform>
                <numerusform>{name} pioche %n cartes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s) for the UNO card.</source>
            <translation>
                <numerusform>{name} pioche %n carte pour la carte UNO.</numerusform>
                <numerusform>{name} pioche %n cartes pour la carte UNO.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} takes %n penalty card(s) for the time.</source>
            <translation>
                <numerusform>{name} prend %n carte de pénalité pour le temps.</numerusform>
                <numerusform>{name} prend %n cartes de pénalité pour le temps.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} has no 2 to play and draws %n card(s).</source>
            <translation>
                <numerusform>{name} n’a pas de 2 à poser et pioche %n carte.</numerusform>
                <numerusform>{name} n’a pas de 2 à poser et pioche %n cartes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} draws %n card(s) sent back by the Boomerang.</source>
            <translation>
                <numerusform>{name} pioche %n carte renvoyée par le Boomerang.</numerusform>
                <numerusform>{name} pioche %n cartes renvoyées par le Boomerang.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Finished after %n hand(s) · {totals}</source>
            <translation>
                <numerusform>Terminée après %n manche · {totals}</numerusform>
                <numerusform>Terminée après %n manches · {totals}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Extreme box · finished after %n hand(s) · {totals}</source>
            <translation>
                <numerusform>Boîte Extrême · terminée après %n manche · {totals}</numerusform>
                <numerusform>Boîte Extrême · terminée après %n manches · {totals}</numerusform>
            </translation>
        </message>
        <message>
            <source>Extreme box · hand {hand} · scores {totals}</source>
            <translation>Boîte Extrême · manche {hand} · scores {totals}</translation>
        </message>
        <message numerus="yes">
            <source>Rapido box · finished after %n hand(s) · {totals}</source>
            <translation>
                <numerusform>Boîte Rapido · terminée après %n manche · {totals}</numerusform>
                <numerusform>Boîte Rapido · terminée après %n manches · {totals}</numerusform>
            </translation>
        </message>
        <message>
            <source>Rapido box · hand {hand} · scores {totals}</source>
            <translation>Boîte Rapido · manche {hand} · scores {totals}</translation>
        </message>
        <message numerus="yes">
            <source>Deluxe box · finished after %n hand(s) · {totals}</source>
            <translation>
                <numerusform>Boîte De Luxe · terminée après %n manche · {totals}</numerusform>
                <numerusform>Boîte De Luxe · terminée après %n manches · {totals}</numerusform>
            </translation>
        </message>
        <message>
            <source>Deluxe box · hand {hand} · scores {totals}</source>
            <translation>Boîte De Luxe · manche {hand} · scores {totals}</translation>
        </message>
        <message numerus="yes">
            <source>Tournament · finished after %n hand(s) a table · {totals}</source>
            <translation>
                <numerusform>Tournoi · terminé après %n manche par table · {totals}</numerusform>
                <numerusform>Tournoi · terminé après %n manches par table · {totals}</numerusform>
            </translation>
        </message>
        <message>
            <source>Tournament · table {table}, hand {hand} · scores {totals}</source>
            <translation>Tournoi · table {table}, manche {hand} · scores {totals}</translation>
        </message>
        <message>
            <source>Table {table}, hand {n}</source>
            <translation>Table {table}, manche {n}</translation>
        </message>
        <message numerus="yes">
            <source>Lowest total wins: %n point(s).</source>
            <translation>
                <numerusform>Le plus petit total gagne : %n point.</numerusform>
                <numerusform>Le plus petit total gagne : %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Winning total: %n point(s).</source>
            <translation>
                <numerusform>Total gagnant : %n point.</numerusform>
                <numerusform>Total gagnant : %n points.</numerusform>
            </translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>Manche</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Hand {n}</source>
            <translation>Manche {n}</translation>
        </message>
        <message>
            <source>{name} draws again after a tie: {card}.</source>
            <translation>{name} tire à nouveau après une égalité : {card}.</translation>
        </message>
        <message>
            <source>{name} draws {card} to choose the dealer.</source>
            <translation>{name} tire {card} pour désigner le donneur.</translation>
        </message>
        <message>
            <source>Table {table}, hand {hand}: {dealer} deals.</source>
            <translation>Table {table}, manche {hand} : {dealer} distribue.</translation>
        </message>
        <message>
            <source>Hand {hand}: {dealer} deals.</source>
            <translation>Manche {hand} : {dealer} distribue.</translation>
        </message>
        <message>
            <source>First card: {card}.</source>
            <translation>Première carte : {card}.</translation>
        </message>
        <message>
            <source>Rapido! {name} plays {card} out of turn.</source>
            <translation>Rapido ! {name} pose {card} hors de son tour.</translation>
        </message>
        <message>
            <source>{name} jumps in with {card}.</source>
            <translation>{name} intercepte avec {card}.</translation>
        </message>
        <message>
            <source>{name} plays {card} on {other}.</source>
            <translation>{name} joue {card} sur {other}.</translation>
        </message>
        <message>
            <source>{name} plays {card}.</source>
            <translation>{name} joue {card}.</translation>
        </message>
        <message>
            <source>{name} names {colour}.</source>
            <translation>{name} annonce {colour}.</translation>
        </message>
        <message>
            <source>{name} swaps hands with {other}.</source>
            <translation>{name} échange son jeu avec {other}.</translation>
        </message>
        <message>
            <source>{name} shows every hand to the table until the next play.</source>
            <translation>{name} montre toutes les mains à la table jusqu’au prochain coup.</translation>
        </message>
        <message>
            <source>Every hand passes to the next player.</source>
            <translation>Chaque jeu passe au joueur suivant.</translation>
        </message>
        <message>
            <source>{name} calls UNO!</source>
            <translation>{name} dit UNO !</translation>
        </message>
        <message>
            <source>{name} sends it back to {other} with a Boomerang!</source>
            <translation>{name} la renvoie à {other} avec un Boomerang !</translation>
        </message>
        <message>
            <source>{name}'s Wild cancels the draw.</source>
            <translation>Le Joker de {name} annule la pioche.</translation>
        </message>
        <message>
            <source>{name} is skipped.</source>
            <translation>{name} passe son tour.</translation>
        </message>
        <message>
            <source>Direction of play reversed.</source>
            <translation>Le sens du jeu s’inverse.</translation>
        </message>
        <message>
            <source>{name} finds nothing to draw.</source>
            <translation>{name} ne trouve rien à piocher.</translation>
        </message>
        <message>
            <source>{name} cannot play the card drawn.</source>
            <translation>{name} ne peut pas jouer la carte piochée.</translation>
        </message>
        <message>
            <source>Rapido! {name} plays the same card and plays on.</source>
            <translation>Rapido ! {name} pose la même carte et continue.</translation>
        </message>
        <message>
            <source>{name} keeps the card: drawing is playing.</source>
            <translation>{name} garde la carte : piocher, c’est jouer.</translation>
        </message>
        <message>
            <source>{name} keeps the card drawn.</source>
            <translation>{name} garde la carte piochée.</translation>
        </message>
        <message>
            <source>{name} ends the turn.</source>
            <translation>{name} termine son tour.</translation>
        </message>
        <message>
            <source>{name} challenges {other}'s Wild Draw Four: it was a bluff!</source>
            <translation>{name} met au défi le Super Joker de {other} : c’était du bluff !</translation>
        </message>
        <message>
            <source>{name} challenges {other}'s Wild Draw Four: it was fair.</source>
            <translation>{name} met au défi le Super Joker de {other} : il était régulier.</translation>
        </message>
        <message>
            <source>{name} catches {other}: Contre-UNO!</source>
            <translation>{name} prend {other} en faute : Contre-UNO !</translation>
        </message>
        <message>
            <source>The discard pile is shuffled into a new draw pile.</source>
            <translation>Le talon est mélangé pour refaire la pioche.</translation>
        </message>
        <message>
            <source>No cards left to draw: {name} wins the blocked hand.</source>
            <translation>Plus aucune carte à piocher : {name} gagne la manche bloquée.</translation>
        </message>
        <message>
            <source>{name} goes out and wins hand {hand} at table {table}.</source>
            <translation>{name} pose sa dernière carte et gagne la manche {hand} à la table {table}.</translation>
        </message>
        <message>
            <source>{name} goes out and wins hand {hand}.</source>
            <translation>{name} pose sa dernière carte et gagne la manche {hand}.</translation>
        </message>
        <message numerus="yes">
            <source>{name} reaches %n point(s) and is out.</source>
            <translation>
                <numerusform>{name} atteint %n point et est éliminé·e.</numerusform>
                <numerusform>{name} atteint %n points et est éliminé·e.</numerusform>
            </translation>
        </message>
        <message>
            <source>Match won by {names}.</source>
            <translation>Partie gagnée par {names}.</translation>
        </message>
        <message numerus="yes">
            <source>{name} deals %n card(s) to each player.</source>
            <translation>
                <numerusform>{name} distribue %n carte à chaque joueur.</numerusform>
                <numerusform>{name} distribue %n cartes à chaque joueur.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} plays a second {card} with it.</source>
            <translation>{name} pose un second {card} avec.</translation>
        </message>
        <message>
            <source>{name} is out of time.</source>
            <translation>{name} n’a plus de temps.</translation>
        </message>
        <message>
            <source>The 2 goes round: every other player plays a 2 or draws a card.</source>
            <translation>Le 2 fait le tour : chacun des autres joueurs pose un 2 ou pioche une carte.</translation>
        </message>
        <message>
            <source>The 2's round is back at {name}.</source>
            <translation>Le tour du 2 revient à {name}.</translation>
        </message>
        <message>
            <source>{name} lands on a round hundred ({total}): 99 points off.</source>
            <translation>{name} tombe sur une centaine ronde ({total}) : 99 points en moins.</translation>
        </message>
        <message>
            <source>Box</source>
            <translation>Boîte</translation>
        </message>
        <message>
            <source>The UNO box the match is played with: its deck, its cards and its rules.</source>
            <translation>La boîte d’UNO de la partie : son paquet, ses cartes et ses règles.</translation>
        </message>
        <message>
            <source>Classic</source>
            <translation>Classique</translation>
        </message>
        <message>
            <source>Deluxe</source>
            <translation>De Luxe</translation>
        </message>
        <message>
            <source>Extreme</source>
            <translation>Extrême</translation>
        </message>
        <message>
            <source>Rapido</source>
            <translation>Rapido</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Décompte</translation>
        </message>
        <message>
            <source>Official: the winner of a hand scores the cards left in the other hands; first to the target wins. Low score: everyone adds their own cards; when someone reaches the target, the lowest total wins. Challenge UNO: reaching the target eliminates; the last one standing wins. Single hand: one hand only, won by the first player out of cards.</source>
            <translation>Officiel : le gagnant d’une manche marque les cartes restées dans les autres mains ; le premier au total visé gagne. Score bas : chacun ajoute ses propres cartes ; quand quelqu’un atteint le total visé, le plus petit total gagne. UNO Challenge : atteindre le total visé élimine ; le dernier en jeu gagne. Une seule manche : une manche, gagnée par le premier joueur qui n’a plus de cartes.</translation>
        </message>
        <message>
            <source>Official (first to the target)</source>
            <translation>Officiel (premier au total visé)</translation>
        </message>
        <message>
            <source>Low score</source>
            <translation>Score bas</translation>
        </message>
        <message>
            <source>Challenge UNO (elimination)</source>
            <translation>UNO Challenge (élimination)</translation>
        </message>
        <message>
            <source>Single hand</source>
            <translation>Une seule manche</translation>
        </message>
        <message>
            <source>Target score</source>
            <translation>Total visé</translation>
        </message>
        <message>
            <source>Points that end the match (500 in the official rules).</source>
            <translation>Points qui terminent la partie (500 dans la règle officielle).</translation>
        </message>
        <message>
            <source>Teams</source>
            <translation>Équipes</translation>
        </message>
        <message>
            <source>Play alone, with the partner across (4 players), in two teams seated alternately (4, 6, 8 or 10 players), or with each of the three others as partner for four hands in turn (4 players, 12 hands: the highest total wins), or a tournament at two tables where each partners each other for four hands (8 players, 28 hands a table).</source>
            <translation>Jouer seul, avec le partenaire d’en face (4 joueurs), en deux équipes en alternance (4, 6, 8 ou 10 joueurs), avec chacun des trois autres comme partenaire pendant quatre manches tour à tour (4 joueurs, 12 manches : le plus haut total gagne), ou en tournoi à deux tables où chacun est le partenaire de chaque autre pendant quatre manches (8 joueurs, 28 manches par table).</translation>
        </message>
        <message>
            <source>Everyone for themselves</source>
            <translation>Chacun pour soi</translation>
        </message>
        <message>
            <source>Partners across the table (4 players)</source>
            <translation>Partenaires face à face (4 joueurs)</translation>
        </message>
        <message>
            <source>Two teams seated alternately</source>
            <translation>Deux équipes en alternance</translation>
        </message>
        <message>
            <source>Rotating partners (4 players)</source>
            <translation>Partenaires tournants (4 joueurs)</translation>
        </message>
        <message>
            <source>Two-table tournament (8 players)</source>
            <translation>Tournoi à deux tables (8 joueurs)</translation>
        </message>
        <message>
            <source>Rounds of partners</source>
            <translation>Tours de partenaires</translation>
        </message>
        <message>
            <source>With rotating partners: how many times the 12 hands are played (each player partners each other for four hands a round).</source>
            <translation>Avec les partenaires tournants : combien de fois les 12 manches sont jouées (à chaque tour, chacun fait équipe quatre manches avec chacun des autres).</translation>
        </message>
        <message>
            <source>Stacking</source>
            <translation>Cumul</translation>
        </message>
        <message>
            <source>Answer a Draw Two with a Draw Two (and a Wild Draw Four with a Wild Draw Four); the total falls on the first player who cannot or will not add to it.</source>
            <translation>Répondre à un +2 par un +2 (et à un Super Joker par un Super Joker) ; le total tombe sur le premier joueur qui ne peut ou ne veut pas surenchérir.</translation>
        </message>
        <message>
            <source>Mixed stacking</source>
            <translation>Cumul mixte</translation>
        </message>
        <message>
            <source>With stacking: a Draw Two of the named colour on a Wild Draw Four, and a Wild Draw Four on a Draw Two.</source>
            <translation>Avec le cumul : un +2 de la couleur annoncée sur un Super Joker, et un Super Joker sur un +2.</translation>
        </message>
        <message>
            <source>Jump-in</source>
            <translation>Interception</translation>
        </message>
        <message>
            <source>A card identical to the top of the pile (colour and face) may be played out of turn; play goes on from that player.</source>
            <translation>Une carte identique à celle du talon (couleur et valeur) peut être posée hors de son tour ; le jeu reprend à partir de ce joueur.</translation>
        </message>
        <message>
            <source>Seven-O</source>
            <translation>Sept-Zéro</translation>
        </message>
        <message>
            <source>A 7 swaps hands with a player of your choice; a 0 passes every hand to the next player in the direction of play.</source>
            <translation>Un 7 échange votre jeu avec le joueur de votre choix ; un 0 fait passer chaque jeu au joueur suivant dans le sens du jeu.</translation>
        </message>
        <message>
            <source>Several of a number</source>
            <translation>Plusieurs cartes d’un même chiffre</translation>
        </message>
        <message>
            <source>After a number card, more cards of the same number may follow in the same turn; the last one's colour counts.</source>
            <translation>Après une carte chiffre, d’autres cartes du même chiffre peuvent suivre dans le même tour ; la couleur de la dernière compte.</translation>
        </message>
        <message>
            <source>Draw until you can play</source>
            <translation>Piocher jusqu’à pouvoir jouer</translation>
        </message>
        <message>
            <source>A player who draws keeps drawing until a card can be played.</source>
            <translation>Un joueur qui pioche continue jusqu’à obtenir une carte jouable.</translation>
        </message>
        <message>
            <source>Forced play</source>
            <translation>Jeu obligatoire</translation>
        </message>
        <message>
            <source>A drawn card that can be played must be played.</source>
            <translation>Une carte piochée jouable doit être jouée.</translation>
        </message>
        <message>
            <source>Runs</source>
            <translation>Suites</translation>
        </message>
        <message>
            <source>After a number card, continue with the same number in any colour or the next or previous number in the same colour.</source>
            <translation>Après une carte chiffre, continuer avec le même chiffre dans n’importe quelle couleur, ou le chiffre suivant ou précédent dans la même couleur.</translation>
        </message>
        <message>
            <source>Downpour cards</source>
            <translation>Cartes Averse</translation>
        </message>
        <message>
            <source>Adds two Downpour +1 and two Downpour +2 wild cards: every other player draws 1 or 2.</source>
            <translation>Ajoute deux jokers Averse +1 et deux Averse +2 : tous les autres joueurs piochent 1 ou 2 cartes.</translation>
        </message>
        <message>
            <source>Launcher (UNO Extreme)</source>
            <translation>Lanceur (UNO Extrême)</translation>
        </message>
        <message>
            <source>Instead of drawing one card, press the launcher: it throws out 0 to 8 cards, most often none or one.</source>
            <translation>Au lieu de piocher une carte, appuyez sur le lanceur : il éjecte de 0 à 8 cartes, le plus souvent aucune ou une seule.</translation>
        </message>
        <message>
            <source>Wild cancels a draw (Deluxe)</source>
            <translation>Le Joker annule une pioche (De Luxe)</translation>
        </message>
        <message>
            <source>In the Deluxe box, a Wild played in answer to a Draw Two, Wild Draw Four, +2? or +4? cancels its draw.</source>
            <translation>Dans la boîte De Luxe, un Joker posé en réponse à un +2, un Super Joker +4, un +2? ou un +4? en annule la pioche.</translation>
        </message>
        <message>
            <source>The match</source>
            <translation>La partie</translation>
        </message>
        <message>
            <source>How points are counted, when the match ends, and who plays with whom.</source>
            <translation>Comment on compte les points, quand la partie s’arrête, et qui joue avec qui.</translation>
        </message>
        <message>
            <source>Draw Two and Wild Draw Four</source>
            <translation>+2 et Super Joker +4</translation>
        </message>
        <message>
            <source>Whether the player hit by a draw card can pass it on.</source>
            <translation>Si le joueur visé par une carte à piocher peut la renvoyer plus loin.</translation>
        </message>
        <message>
            <source>Out of turn and swapped hands</source>
            <translation>Hors de son tour et mains échangées</translation>
        </message>
        <message>
            <source>Cards you may play when it is not your turn, and cards that change whose hand is whose.</source>
            <translation>Les cartes qu’on peut jouer quand ce n’est pas son tour, et celles qui font changer les mains de propriétaire.</translation>
        </message>
        <message>
            <source>Several cards in one turn</source>
            <translation>Plusieurs cartes en un tour</translation>
        </message>
        <message>
            <source>Ways to get rid of more than one card at a time.</source>
            <translation>Des façons de se défaire de plus d’une carte à la fois.</translation>
        </message>
        <message>
            <source>Drawing</source>
            <translation>La pioche</translation>
        </message>
        <message>
            <source>What happens to a player who has no card to play.</source>
            <translation>Ce qui arrive à un joueur qui n’a aucune carte à jouer.</translation>
        </message>
        <message>
            <source>Cards from other boxes</source>
            <translation>Cartes d’autres boîtes</translation>
        </message>
        <message>
            <source>Extra cards and the launcher of other UNO editions.</source>
            <translation>Les cartes en plus et le lanceur d’autres éditions d’UNO.</translation>
        </message>
        <message>
            <source>Official</source>
            <translation>Officielles</translation>
        </message>
        <message>
            <source>The official rules, as in the box: first to 500 points, no house rules.</source>
            <translation>Les règles officielles, comme dans la boîte : le premier à 500 points gagne, sans règles maison.</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>Maison</translation>
        </message>
        <message>
            <source>Popular house rules: the official rules plus stacking, jump-in and Seven-O, as many families play.</source>
            <translation>Les règles maison les plus courantes : les règles officielles plus le cumul, l’interception et le Sept-Zéro, comme on joue dans bien des familles.</translation>
        </message>
        <message>
            <source>The Extreme box has no stacking.</source>
            <translation>La boîte Extrême n’a pas de cumul.</translation>
        </message>
        <message>
            <source>The Extreme box has no jump-in.</source>
            <translation>La boîte Extrême n’a pas d’interception.</translation>
        </message>
        <message>
            <source>The launcher is part of the Extreme box.</source>
            <translation>Le lanceur fait partie de la boîte Extrême.</translation>
        </message>
        <message>
            <source>In the Extreme box every draw is a press of the launcher.</source>
            <translation>Dans la boîte Extrême, chaque pioche est un appui sur le lanceur.</translation>
        </message>
        <message>
            <source>Cards of another box: not in the Extreme box.</source>
            <translation>Cartes d’une autre boîte : pas dans la boîte Extrême.</translation>
        </message>
        <message>
            <source>In the Deluxe box a draw card is answered with a Boomerang (or a Wild, with the joker rule), not stacked.</source>
            <translation>Dans la boîte De Luxe, on répond à une carte de pioche par un Boomerang (ou un Joker, avec la règle du Joker), sans cumul.</translation>
        </message>
        <message>
            <source>The Downpour cards are part of the Deluxe box.</source>
            <translation>Les cartes Averse font partie de la boîte De Luxe.</translation>
        </message>
        <message>
            <source>The Wild that cancels a draw is a rule of the Deluxe box.</source>
            <translation>Le Joker qui annule une pioche est une règle de la boîte De Luxe.</translation>
        </message>
        <message>
            <source>The Rapido box has its own defence instead of stacking: an identical card adds to the draw.</source>
            <translation>La boîte Rapido a sa défense au lieu du cumul : une carte identique s’ajoute à la pioche.</translation>
        </message>
        <message>
            <source>The Rapido box has Rapido instead of jump-in: an identical card may be played at any moment.</source>
            <translation>La boîte Rapido a le Rapido au lieu de l’interception : une carte identique se pose à tout moment.</translation>
        </message>
        <message>
            <source>In the Rapido box, drawing is playing: the cards drawn are kept and the turn passes.</source>
            <translation>Dans la boîte Rapido, piocher, c’est jouer : les cartes piochées sont gardées et c’est au suivant.</translation>
        </message>
        <message>
            <source>The Rapido box is scored low: the winner of a hand scores 0, the others their cards; at the target the lowest total wins. Choose “Low score” or “Single hand”.</source>
            <translation>La boîte Rapido se compte au plus bas : le gagnant d’une manche marque 0, les autres leurs cartes ; au total visé, le plus petit total gagne. Choisissez « Score bas » ou « Une seule manche ».</translation>
        </message>
        <message>
            <source>Cards and launcher of another box: not in the Rapido box.</source>
            <translation>Cartes et lanceur d’une autre boîte : pas dans la boîte Rapido.</translation>
        </message>
        <message>
            <source>The box's rules</source>
            <translation>Les règles de la boîte</translation>
        </message>
        <message>
            <source>The Deluxe box as it comes: first to 500 points.</source>
            <translation>La boîte De Luxe telle quelle : le premier à 500 points.</translation>
        </message>
        <message>
            <source>With the joker Wild</source>
            <translation>Avec le Joker qui annule</translation>
        </message>
        <message>
            <source>The Deluxe box, and a Wild played in answer to a draw card cancels it.</source>
            <translation>La boîte De Luxe, et un Joker posé en réponse à une carte de pioche l’annule.</translation>
        </message>
        <message>
            <source>Quick Deluxe</source>
            <translation>De Luxe rapide</translation>
        </message>
        <message>
            <source>The Deluxe box, one hand only.</source>
            <translation>La boîte De Luxe, une seule manche.</translation>
        </message>
        <message>
            <source>The Extreme box as it comes: first to 500 points.</source>
            <translation>La boîte Extrême telle quelle : le premier à 500 points.</translation>
        </message>
        <message>
            <source>Quick Extreme</source>
            <translation>Extrême rapide</translation>
        </message>
        <message>
            <source>The Extreme box, one hand only.</source>
            <translation>La boîte Extrême, en une seule manche.</translation>
        </message>
        <message>
            <source>The Rapido box as it comes: at 500 points the lowest total wins.</source>
            <translation>La boîte Rapido telle quelle : à 500 points, le plus petit total gagne.</translation>
        </message>
        <message>
            <source>Long Rapido</source>
            <translation>Rapido long</translation>
        </message>
        <message>
            <source>The Rapido box for a long evening: at 1,000 points the lowest total wins.</source>
            <translation>La boîte Rapido pour une longue soirée : à 1 000 points, le plus petit total gagne.</translation>
        </message>
        <message>
            <source>The 108 cards of the classic box, with the house rules you like.</source>
            <translation>Les 108 cartes de la boîte classique, avec les règles maison de votre choix.</translation>
        </message>
        <message>
            <source>124 cards: the classic deck with the purple Exchange and Boomerang, the targeted +2? and +4?, and the Downpour cards.</source>
            <translation>124 cartes : le paquet classique avec les Échange de jeu et Boomerang violets, les +2? et +4? à cible, et les cartes Averse.</translation>
        </message>
        <message>
            <source>116 cards, no 0, the launcher for every draw, and x2, x???, Each in turn, Show your hand and Swap hands.</source>
            <translation>116 cartes, sans 0, le lanceur pour chaque pioche, et x2, x???, Chacun son tour, Montrez votre jeu et Changement de jeu.</translation>
        </message>
        <message>
            <source>The classic cards and the UNO card (the next player draws 8): drawing is playing, defend with an identical card, Rapido out of turn.</source>
            <translation>Les cartes classiques et la carte UNO (le suivant pioche 8) : piocher, c’est jouer ; défense par une carte identique ; Rapido hors de son tour.</translation>
        </message>
        <message>
            <source>Mixed stacking needs stacking: turn on “Stacking” too, or turn off “Mixed stacking”.</source>
            <translation>Le cumul mixte demande le cumul : activez aussi « Cumul » ou désactivez « Cumul mixte ».</translation>
        </message>
        <message>
            <source>Partners play with exactly 4 players, not {n}.</source>
            <translation>Les partenaires se jouent à exactement 4 joueurs, pas {n}.</translation>
        </message>
        <message>
            <source>Rotating partners play with exactly 4 players, not {n}.</source>
            <translation>Les partenaires tournants se jouent à 4 joueurs exactement, pas à {n}.</translation>
        </message>
        <message>
            <source>Rotating partners play 12 hands scored the official way: choose the official scoring.</source>
            <translation>Les partenaires tournants jouent 12 manches comptées de façon officielle : choisissez le décompte officiel.</translation>
        </message>
        <message>
            <source>The tournament is played by exactly 8 players at two tables, not {n}.</source>
            <translation>Le tournoi se joue à 8 joueurs exactement, à deux tables, pas à {n}.</translation>
        </message>
        <message>
            <source>The tournament plays 28 hands a table scored the official way: choose the official scoring.</source>
            <translation>Le tournoi joue 28 manches par table comptées de façon officielle : choisissez le décompte officiel.</translation>
        </message>
        <message>
            <source>Rounds of partners are for rotating partners: choose them under “Teams”, or play one round.</source>
            <translation>Les tours de partenaires vont avec les partenaires tournants : choisissez-les dans « Équipes », ou jouez un seul tour.</translation>
        </message>
        <message>
            <source>Two teams need 4, 6, 8 or 10 players, not {n}.</source>
            <translation>Deux équipes demandent 4, 6, 8 ou 10 joueurs, pas {n}.</translation>
        </message>
        <message>
            <source>Teams are scored the official way (or a single hand); low-score and Challenge UNO scoring are for players on their own.</source>
            <translation>Les équipes se comptent selon la règle officielle (ou en une seule manche) ; le score bas et l’UNO Challenge se jouent chacun pour soi.</translation>
        </message>
        <message>
            <source>With the launcher there is no single draw to repeat: “Draw until you can play” cannot be combined with it.</source>
            <translation>Avec le lanceur, il n’y a pas de pioche d’une carte à répéter : « Piocher jusqu’à pouvoir jouer » ne peut pas s’y ajouter.</translation>
        </message>
        <message>
            <source>With the launcher the cards it throws out are kept and the turn passes: “Forced play” cannot be combined with it.</source>
            <translation>Avec le lanceur, les cartes éjectées sont gardées et le tour passe : « Jeu obligatoire » ne peut pas s’y ajouter.</translation>
        </message>
        <message>
            <source>That is not an UNO move.</source>
            <translation>Ce n’est pas un coup de UNO.</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>There is no seat {seat} at this table.</source>
            <translation>Il n’y a pas de place {seat} à cette table.</translation>
        </message>
        <message>
            <source>This player is out of the match.</source>
            <translation>Ce joueur est éliminé de la partie.</translation>
        </message>
        <message>
            <source>You do not hold that card.</source>
            <translation>Vous n’avez pas cette carte.</translation>
        </message>
        <message>
            <source>Choose the player who draws.</source>
            <translation>Choisissez le joueur qui pioche.</translation>
        </message>
        <message>
            <source>Only a 7 or a Swap hands card swaps hands.</source>
            <translation>Seuls un 7 ou une carte Changement de jeu échangent les mains.</translation>
        </message>
        <message>
            <source>After drawing, only the card drawn may be played.</source>
            <translation>Après avoir pioché, seule la carte piochée peut être jouée.</translation>
        </message>
        <message numerus="yes">
            <source>Defend with an identical card, or take the %n card(s).</source>
            <translation>
                <numerusform>Défendez-vous avec une carte identique, ou prenez la carte.</numerusform>
                <numerusform>Défendez-vous avec une carte identique, ou prenez les %n cartes.</numerusform>
            </translation>
        </message>
        <message>
            <source>Answer with a Boomerang (or a Wild against a draw card, with the joker rule), or take what the card gives.</source>
            <translation>Répondez par un Boomerang (ou par un Joker contre une carte de pioche, avec la règle du Joker), ou subissez la carte.</translation>
        </message>
        <message>
            <source>That card does not continue your run.</source>
            <translation>Cette carte ne prolonge pas votre suite.</translation>
        </message>
        <message>
            <source>A 2 is going round: play a 2 or draw a card.</source>
            <translation>Un 2 fait le tour : posez un 2 ou piochez une carte.</translation>
        </message>
        <message>
            <source>Deal the cards first.</source>
            <translation>Distribuez d’abord les cartes.</translation>
        </message>
        <message>
            <source>A Boomerang is only played in answer to a Skip or a draw card that hits you.</source>
            <translation>Un Boomerang ne se joue qu’en réponse à un Passer ou à une carte de pioche qui vous touche.</translation>
        </message>
        <message>
            <source>That card matches neither the colour nor the number or symbol on the pile.</source>
            <translation>Cette carte n’a ni la couleur, ni le chiffre, ni le symbole du talon.</translation>
        </message>
        <message>
            <source>Name the colour first: the x??? leaves it to you.</source>
            <translation>Annoncez d’abord la couleur : le x??? vous la laisse.</translation>
        </message>
        <message>
            <source>The colour of the first Wild must be named first.</source>
            <translation>Il faut d’abord annoncer la couleur du premier Joker.</translation>
        </message>
        <message>
            <source>It is not your turn: only a card identical to the one on the pile may be played out of turn (Rapido).</source>
            <translation>Ce n’est pas votre tour : seule une carte identique à celle de la pile peut se poser hors de son tour (Rapido).</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Ce n’est pas votre tour.</translation>
        </message>
        <message>
            <source>Name the colour for your wild card.</source>
            <translation>Annoncez la couleur de votre joker.</translation>
        </message>
        <message>
            <source>Only a wild card names a colour.</source>
            <translation>Seul un joker annonce une couleur.</translation>
        </message>
        <message>
            <source>Choose another player to swap hands with.</source>
            <translation>Choisissez un autre joueur avec qui échanger votre jeu.</translation>
        </message>
        <message>
            <source>UNO is called when a play leaves you with one card.</source>
            <translation>On dit UNO quand un coup vous laisse une seule carte.</translation>
        </message>
        <message numerus="yes">
            <source>These rules add nothing to a Draw Two or a Wild Draw Four: take the %n card(s).</source>
            <translation>
                <numerusform>Ces règles n’ajoutent rien à un +2 ni à un Super Joker : prenez la carte.</numerusform>
                <numerusform>Ces règles n’ajoutent rien à un +2 ni à un Super Joker : prenez les %n cartes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You must take the %n card(s), or answer with a card that adds to them.</source>
            <translation>
                <numerusform>Vous devez prendre la carte, ou répondre par une carte qui s’y ajoute.</numerusform>
                <numerusform>Vous devez prendre les %n cartes, ou répondre par une carte qui s’y ajoute.</numerusform>
            </translation>
        </message>
        <message>
            <source>It is not your turn: only a card identical to the one on the pile may jump in.</source>
            <translation>Ce n’est pas votre tour : seule une carte identique à celle de la pile peut intercepter.</translation>
        </message>
        <message>
            <source>You have drawn already: play that card or keep it.</source>
            <translation>Vous avez déjà pioché : jouez cette carte ou gardez-la.</translation>
        </message>
        <message>
            <source>Continue your run or end your turn.</source>
            <translation>Continuez votre suite ou terminez votre tour.</translation>
        </message>
        <message>
            <source>You cannot pass now.</source>
            <translation>Vous ne pouvez pas passer maintenant.</translation>
        </message>
        <message>
            <source>The card drawn can be played, so it must be.</source>
            <translation>La carte piochée est jouable : elle doit être jouée.</translation>
        </message>
        <message>
            <source>There is no colour to name now.</source>
            <translation>Il n’y a pas de couleur à annoncer maintenant.</translation>
        </message>
        <message>
            <source>Choose red, yellow, green or blue.</source>
            <translation>Choisissez rouge, jaune, vert ou bleu.</translation>
        </message>
        <message>
            <source>Only the player who must draw for a Wild Draw Four can challenge it.</source>
            <translation>Seul le joueur qui doit piocher pour un Super Joker peut le mettre au défi.</translation>
        </message>
        <message>
            <source>UNO is called when you hold one card.</source>
            <translation>On dit UNO quand on n’a plus qu’une carte.</translation>
        </message>
        <message>
            <source>Too late to call UNO now, or already called.</source>
            <translation>Trop tard pour dire UNO, ou c’est déjà fait.</translation>
        </message>
        <message>
            <source>Nobody can be caught now: they called UNO, or the next player has already begun.</source>
            <translation>Personne ne peut être pris en faute : UNO a été dit, ou le joueur suivant a déjà commencé.</translation>
        </message>
        <message>
            <source>You cannot catch this player.</source>
            <translation>Vous ne pouvez pas prendre ce joueur en faute.</translation>
        </message>
        <message>
            <source>The cards are dealt already.</source>
            <translation>Les cartes sont déjà distribuées.</translation>
        </message>
        <message>
            <source>Only the dealer deals.</source>
            <translation>Seul le donneur distribue.</translation>
        </message>
        <message>
            <source>Choose how many cards each player gets: from {lo} to {hi}.</source>
            <translation>Choisissez combien de cartes reçoit chaque joueur : de {lo} à {hi}.</translation>
        </message>
        <message>
            <source>These rules have no turn timer.</source>
            <translation>Ces règles n’ont pas de chronomètre.</translation>
        </message>
        <message>
            <source>Only the player whose turn it is can run out of time.</source>
            <translation>Seul le joueur dont c’est le tour peut manquer de temps.</translation>
        </message>
        <message>
            <source>These rules do not let two cards be played together.</source>
            <translation>Ces règles ne permettent pas de poser deux cartes ensemble.</translation>
        </message>
        <message>
            <source>Two identical number cards may be played together on your own turn only, not after drawing.</source>
            <translation>Deux cartes chiffres identiques se posent ensemble à votre tour seulement, pas après avoir pioché.</translation>
        </message>
        <message>
            <source>Choose another player to swap hands with, or none.</source>
            <translation>Choisissez un autre joueur avec qui échanger votre jeu, ou personne.</translation>
        </message>
        <message>
            <source>Only a 7 turns the hands, one seat to the left or the right.</source>
            <translation>Seul un 7 tourne les jeux, d’une place vers la gauche ou vers la droite.</translation>
        </message>
        <message>
            <source>Dealer's choice</source>
            <translation>Au choix du donneur</translation>
        </message>
        <message>
            <source>The dealer deals 7 to 15 cards to each player, as they choose.</source>
            <translation>Le donneur distribue de 7 à 15 cartes à chaque joueur, à son choix.</translation>
        </message>
        <message>
            <source>Doubles</source>
            <translation>Doubles</translation>
        </message>
        <message>
            <source>Two identical number cards (colour and number) may be played together; the next player is skipped.</source>
            <translation>Deux cartes chiffres identiques (couleur et chiffre) peuvent être posées ensemble ; le joueur suivant passe son tour.</translation>
        </message>
        <message>
            <source>Overbid</source>
            <translation>Surenchère</translation>
        </message>
        <message>
            <source>Cover a Draw Two with a Draw Two or a Wild Draw Four, a Wild Draw Four only with a Wild Draw Four; the total falls on the first player who does not cover. A Wild Draw Four played to defend cannot be challenged.</source>
            <translation>Recouvrez un +2 par un +2 ou un Super Joker +4, un Super Joker +4 seulement par un Super Joker +4 ; le total tombe sur le premier joueur qui ne recouvre pas. Un Super Joker +4 posé pour se défendre ne peut pas être contesté.</translation>
        </message>
        <message>
            <source>The 0 swaps</source>
            <translation>Le 0 échange</translation>
        </message>
        <message>
            <source>Whoever plays a 0 may swap hands with a player of their choice (or not).</source>
            <translation>Qui pose un 0 peut échanger son jeu avec le joueur de son choix (ou non).</translation>
        </message>
        <message>
            <source>The 7 turns the hands</source>
            <translation>Le 7 tourne les jeux</translation>
        </message>
        <message>
            <source>Whoever plays a 7 may pass every hand one seat along, to the left or to the right as they choose (or not).</source>
            <translation>Qui pose un 7 peut faire passer chaque jeu d’une place, vers la gauche ou vers la droite à son choix (ou non).</translation>
        </message>
        <message>
            <source>The 2 goes round</source>
            <translation>Le 2 fait le tour</translation>
        </message>
        <message>
            <source>After a 2, every other player in turn plays a 2 or draws a card, until the round comes back to the one who played it.</source>
            <translation>Après un 2, chacun des autres joueurs à son tour pose un 2 ou pioche une carte, jusqu’à ce que le tour revienne à celui qui l’a posé.</translation>
        </message>
        <message>
            <source>Round hundreds</source>
            <translation>Centaines rondes</translation>
        </message>
        <message>
            <source>A player whose hand's points or total land exactly on a round hundred (100, 200, …) takes 99 off.</source>
            <translation>Un joueur dont les points de la manche ou le total tombent exactement sur une centaine ronde (100, 200…) en retire 99.</translation>
        </message>
        <message>
            <source>Turn timer (seconds)</source>
            <translation>Chronomètre (secondes)</translation>
        </message>
        <message>
            <source>Seconds a person has for each decision of their turn; out of time, they draw a penalty card and go on playing. 0: no timer. Computer players are never timed.</source>
            <translation>Secondes qu’une personne a pour chaque décision de son tour ; le temps écoulé, elle pioche une carte de pénalité et continue de jouer. 0 : pas de chronomètre. Les joueurs ordinateur ne sont jamais chronométrés.</translation>
        </message>
        <message>
            <source>UNO Olympique</source>
            <translation>UNO Olympique</translation>
        </message>
        <message>
            <source>The table rules of UNO Olympique: quick play, doubles, and cards that move hands around.</source>
            <translation>Les règles de table d’UNO Olympique : jeu rapide, doubles, et des cartes qui font circuler les jeux.</translation>
        </message>
        <message>
            <source>Olympique</source>
            <translation>Olympique</translation>
        </message>
        <message>
            <source>UNO Olympique: the dealer's choice, doubles, the overbid, the 0 and the 7 that move hands, the 2 that goes round, round hundreds and a turn timer.</source>
            <translation>UNO Olympique : le choix du donneur, les doubles, la surenchère, le 0 et le 7 qui font circuler les jeux, le 2 qui fait le tour, les centaines rondes et un chronomètre.</translation>
        </message>
        <message>
            <source>UNO Olympique's table rules are played with the classic box.</source>
            <translation>Les règles de table d’UNO Olympique se jouent avec la boîte classique.</translation>
        </message>
        <message>
            <source>Seven-O and UNO Olympique give the 0 and the 7 different powers: turn off “Seven-O”, or “The 0 swaps” and “The 7 turns the hands”.</source>
            <translation>Sept-Zéro et UNO Olympique donnent au 0 et au 7 des pouvoirs différents : désactivez « Sept-Zéro », ou « Le 0 échange » et « Le 7 tourne les jeux ».</translation>
        </message>
        <message>
            <source>The overbid is UNO Olympique's own stacking: turn off “Stacking” and “Mixed stacking” to play it.</source>
            <translation>La surenchère est le cumul propre à UNO Olympique : désactivez « Cumul » et « Cumul mixte » pour la jouer.</translation>
        </message>
    </context>
    <context>
        <name>UnoBots</name>
        <message>
            <source>Call UNO: you have one card left!</source>
            <translation>Dites UNO : il vous reste une carte !</translation>
        </message>
        <message>
            <source>Catch them: they are down to one card and forgot to call UNO!</source>
            <translation>Contre-UNO : il ne lui reste qu’une carte et il a oublié de dire UNO !</translation>
        </message>
        <message>
            <source>Any card that fits will do.</source>
            <translation>N’importe quelle carte qui va fera l’affaire.</translation>
        </message>
        <message>
            <source>Draw a card: nothing in your hand fits.</source>
            <translation>Piochez une carte : rien dans votre main ne va.</translation>
        </message>
        <message>
            <source>Draw a card: your only fitting card is the Wild Draw Four, and you hold the colour on the pile, so playing it would be a bluff.</source>
            <translation>Piochez une carte : votre seule carte jouable est le Super Joker +4, et vous avez la couleur en jeu, le jouer serait donc un bluff.</translation>
        </message>
        <message>
            <source>Take the cards: you have nothing to add to them.</source>
            <translation>Prenez les cartes : vous n’avez rien à y ajouter.</translation>
        </message>
        <message>
            <source>Take the four cards: a challenge would probably fail and cost you two more.</source>
            <translation>Prenez les quatre cartes : un défi échouerait sans doute et vous en coûterait deux de plus.</translation>
        </message>
        <message>
            <source>Miss your turn: you have no Boomerang to send the Skip back.</source>
            <translation>Passez votre tour : vous n’avez pas de Boomerang pour renvoyer le Passer.</translation>
        </message>
        <message>
            <source>Keep the card you drew: it is worth more in your hand for now.</source>
            <translation>Gardez la carte piochée : elle vaut plus dans votre main pour l’instant.</translation>
        </message>
        <message>
            <source>Deal 7 cards each, as in the official rules: a good hand to start from.</source>
            <translation>Distribuez 7 cartes chacun, comme dans les règles officielles : une bonne main pour commencer.</translation>
        </message>
        <message>
            <source>End your turn here: keep your other cards for later.</source>
            <translation>Arrêtez votre tour ici : gardez vos autres cartes pour plus tard.</translation>
        </message>
        <message>
            <source>Name {colour}: the next player drew on {colour} and probably has none.</source>
            <translation>Annoncez {colour} : le joueur suivant a pioché sur du {colour} et n’en a sans doute pas.</translation>
        </message>
        <message>
            <source>Name {colour}: it is the colour you hold most.</source>
            <translation>Annoncez {colour} : c’est la couleur que vous avez le plus.</translation>
        </message>
        <message>
            <source>Name {colour}.</source>
            <translation>Annoncez {colour}.</translation>
        </message>
        <message>
            <source>Challenge: they probably still held a card of the colour before it, so the Wild Draw Four was a bluff.</source>
            <translation>Lancez le défi : il avait sans doute encore une carte de la couleur d’avant, le Super Joker +4 était donc un bluff.</translation>
        </message>
        <message>
            <source>the next player has only one card left</source>
            <translation>il ne reste qu’une carte au joueur suivant</translation>
        </message>
        <message numerus="yes">
            <source>the next player has only %n card(s) left</source>
            <translation>
                <numerusform>il ne reste que %n carte au joueur suivant</numerusform>
                <numerusform>il ne reste que %n cartes au joueur suivant</numerusform>
            </translation>
        </message>
        <message>
            <source>Play the {card}: the next player draws 8 cards, and its 100 points leave your hand.</source>
            <translation>Jouez la {card} : le joueur suivant pioche 8 cartes, et ses 100 points quittent votre main.</translation>
        </message>
        <message numerus="yes">
            <source>Play the {card} and name {colour}: you hold %n card(s) of that colour.</source>
            <translation>
                <numerusform>Jouez le {card} et annoncez {colour} : vous avez %n carte de cette couleur.</numerusform>
                <numerusform>Jouez le {card} et annoncez {colour} : vous avez %n cartes de cette couleur.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Play the {card}: it turns the pile to {colour}, and you hold %n more card(s) of that colour.</source>
            <translation>
                <numerusform>Jouez le {card} : le talon passe au {colour}, et vous avez %n autre carte de cette couleur.</numerusform>
                <numerusform>Jouez le {card} : le talon passe au {colour}, et vous avez %n autres cartes de cette couleur.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Play the {card} and keep your wild card for later: you still hold %n other card(s) of this colour.</source>
            <translation>
                <numerusform>Jouez le {card} et gardez votre joker pour plus tard : vous avez encore %n autre carte de cette couleur.</numerusform>
                <numerusform>Jouez le {card} et gardez votre joker pour plus tard : vous avez encore %n autres cartes de cette couleur.</numerusform>
            </translation>
        </message>
        <message>
            <source>Play the {card}: the next player draws two cards and misses their turn.</source>
            <translation>Jouez le {card} : le joueur suivant pioche deux cartes et passe son tour.</translation>
        </message>
        <message>
            <source>Play the {card}: the next player misses their turn.</source>
            <translation>Jouez le {card} : le joueur suivant passe son tour.</translation>
        </message>
        <message numerus="yes">
            <source>Play the {card}: it takes %n points out of your hand before someone goes out.</source>
            <translation>
                <numerusform>Jouez le {card} : il retire %n point de votre main avant que quelqu’un ne finisse.</numerusform>
                <numerusform>Jouez le {card} : il retire %n points de votre main avant que quelqu’un ne finisse.</numerusform>
            </translation>
        </message>
        <message>
            <source>Play the {card}: the next player presses the launcher until it gives cards.</source>
            <translation>Jouez le {card} : le joueur suivant appuie sur le lanceur jusqu’à recevoir des cartes.</translation>
        </message>
        <message>
            <source>Play the {card} and name {colour}: everyone presses the launcher once.</source>
            <translation>Jouez le {card} et annoncez {colour} : chacun appuie une fois sur le lanceur.</translation>
        </message>
        <message>
            <source>Play the {card}: the next player presses the launcher twice and misses their turn.</source>
            <translation>Jouez le {card} : le joueur suivant appuie deux fois sur le lanceur et passe son tour.</translation>
        </message>
        <message>
            <source>Play the {card}: every hand is shown until the next play.</source>
            <translation>Jouez le {card} : toutes les mains sont montrées jusqu’au prochain coup.</translation>
        </message>
        <message numerus="yes">
            <source>Play the {card} and take the hand of %n card(s).</source>
            <translation>
                <numerusform>Jouez le {card} et prenez la main de %n carte.</numerusform>
                <numerusform>Jouez le {card} et prenez la main de %n cartes.</numerusform>
            </translation>
        </message>
        <message>
            <source>Play the {card}: the card that hit you goes back to its player.</source>
            <translation>Jouez le {card} : la carte qui vous touche retourne à son joueur.</translation>
        </message>
        <message>
            <source>Play the {card} and name {colour}: it cancels the draw.</source>
            <translation>Jouez le {card} et annoncez {colour} : il annule la pioche.</translation>
        </message>
        <message numerus="yes">
            <source>Play the {card}: every hand moves on, and you get a hand of %n card(s).</source>
            <translation>
                <numerusform>Jouez l’{card} : chaque main passe au suivant, et vous recevez une main de %n carte.</numerusform>
                <numerusform>Jouez l’{card} : chaque main passe au suivant, et vous recevez une main de %n cartes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Play the {card} on the player who has %n card(s) left.</source>
            <translation>
                <numerusform>Jouez le {card} sur le joueur à qui il reste %n carte.</numerusform>
                <numerusform>Jouez le {card} sur le joueur à qui il reste %n cartes.</numerusform>
            </translation>
        </message>
        <message>
            <source>Draw a card and keep your {card}: played now, it would bring you more cards than you pass on. Keep it for when another player is close to going out.</source>
            <translation>Piochez une carte et gardez votre {card} : jouée maintenant, cette carte vous apporterait plus de cartes que vous n’en passez. Gardez-la pour le moment où un autre joueur sera près de finir.</translation>
        </message>
        <message>
            <source>Draw a card and keep your {card}: a wild card is worth most when nothing else fits.</source>
            <translation>Piochez une carte et gardez votre {card} : un joker vaut le plus quand rien d’autre ne va.</translation>
        </message>
        <message>
            <source>Draw a card and keep your {card} for when a player is close to going out.</source>
            <translation>Piochez une carte et gardez votre {card} pour le moment où un joueur sera près de finir.</translation>
        </message>
        <message>
            <source>Draw a card and keep your {card} for later: you may need it when the colour changes.</source>
            <translation>Piochez une carte et gardez votre {card} pour plus tard : il pourra servir quand la couleur changera.</translation>
        </message>
        <message>
            <source>{why} Keep the {other} for later.</source>
            <translation>{why} Gardez votre {other} pour plus tard.</translation>
        </message>
        <message numerus="yes">
            <source>Play the {card}: it keeps {colour} on the pile, and you hold %n more card(s) of that colour.</source>
            <translation>
                <numerusform>Jouez le {card} : le talon reste au {colour}, et vous avez %n autre carte de cette couleur.</numerusform>
                <numerusform>Jouez le {card} : le talon reste au {colour}, et vous avez %n autres cartes de cette couleur.</numerusform>
            </translation>
        </message>
        <message>
            <source>Play your last card, the {card}, and win the hand!</source>
            <translation>Jouez votre dernière carte, le {card}, et gagnez la manche !</translation>
        </message>
        <message>
            <source>Play the {card}: {why}, so slow them down.</source>
            <translation>Jouez le {card} : {why}, freinez-le donc.</translation>
        </message>
        <message>
            <source>Play the {card} and call UNO: one card left!</source>
            <translation>Jouez le {card} et dites UNO : plus qu’une carte !</translation>
        </message>
        <message>
            <source>Play the {card} and name {colour}: the next player drew on {colour} and probably has none.</source>
            <translation>Jouez le {card} et annoncez {colour} : le joueur suivant a pioché sur du {colour} et n’en a sans doute pas.</translation>
        </message>
        <message>
            <source>Play the {card} and name {colour}.</source>
            <translation>Jouez le {card} et annoncez {colour}.</translation>
        </message>
        <message>
            <source>Play the {card}: it changes the colour on the pile.</source>
            <translation>Jouez le {card} : il change la couleur du talon.</translation>
        </message>
        <message>
            <source>Play the {card}: the next player drew on {colour} and probably has none.</source>
            <translation>Jouez le {card} : le joueur suivant a pioché sur du {colour} et n’en a sans doute pas.</translation>
        </message>
        <message>
            <source>Play the {card}: it fits, and your wild card stays in hand.</source>
            <translation>Jouez le {card} : il va, et votre joker reste en main.</translation>
        </message>
        <message>
            <source>Play the {card}: it fits the pile.</source>
            <translation>Jouez le {card} : il va sur le talon.</translation>
        </message>
    </context>
    <context>
        <name>UnoDeck</name>
        <message>
            <source>the back</source>
            <translation>le dos</translation>
        </message>
        <message>
            <source>Deck “{deck}”: the picture of {cards} is missing or damaged; the standard card is shown instead.</source>
            <translation>Jeu « {deck} » : l’image de {cards} manque ou est abîmée ; la carte standard est montrée à la place.</translation>
        </message>
    </context>
    <context>
        <name>UnoKeys</name>
        <message>
            <source>Choose a card in your hand</source>
            <translation>Choisir une carte de votre main</translation>
        </message>
        <message>
            <source>Play the chosen card</source>
            <translation>Jouer la carte choisie</translation>
        </message>
        <message>
            <source>Sort your hand by number, or by colour again</source>
            <translation>Trier votre main par numéro, ou de nouveau par couleur</translation>
        </message>
        <message>
            <source>Draw a card, or take the cards you must take</source>
            <translation>Piocher, ou prendre les cartes à prendre</translation>
        </message>
        <message>
            <source>Keep the card you drew, or end your run</source>
            <translation>Garder la carte piochée, ou finir votre série</translation>
        </message>
        <message>
            <source>Call UNO</source>
            <translation>Dire UNO</translation>
        </message>
        <message>
            <source>Catch a player who did not call UNO</source>
            <translation>Contre-UNO : attraper qui n’a pas dit UNO</translation>
        </message>
        <message>
            <source>Challenge the Wild Draw Four played on you</source>
            <translation>Défier le Super Joker +4 joué contre vous</translation>
        </message>
        <message>
            <source>Name a wild's colour: 1 red, 2 yellow, 3 green, 4 blue</source>
            <translation>Annoncer la couleur d’un joker : 1 rouge, 2 jaune, 3 vert, 4 bleu</translation>
        </message>
        <message>
            <source>Choose the player a 7 swaps hands with</source>
            <translation>Choisir avec qui un 7 échange les mains</translation>
        </message>
        <message>
            <source>UNO Olympique: choose the first, second… button of the open panel</source>
            <translation>UNO Olympique : choisir le premier, le deuxième… bouton du panneau ouvert</translation>
        </message>
        <message>
            <source>Close the colour or player choice</source>
            <translation>Fermer le choix de couleur ou de joueur</translation>
        </message>
        <message>
            <source>Score sheet: next hand</source>
            <translation>Feuille de score : manche suivante</translation>
        </message>
    </context>
    <context>
        <name>UnoLesson</name>
        <message>
            <source>{name} played a Reverse: play now goes the other way round (see the arrows).</source>
            <translation>{name} a joué une Inversion : le jeu tourne maintenant dans l’autre sens (voyez les flèches).</translation>
        </message>
        <message>
            <source>{name} played a Skip: the next player missed a turn.</source>
            <translation>{name} a joué un Passer : le joueur suivant a passé son tour.</translation>
        </message>
        <message>
            <source>Well challenged! {name} held a card of the colour, so {name} draws the 4 cards and you play.</source>
            <translation>Bien vu ! {name} avait une carte de la couleur : {name} pioche les 4 cartes et c’est à vous.</translation>
        </message>
        <message>
            <source>Caught! {name} draws 2 cards for not calling UNO.</source>
            <translation>Pris ! {name} pioche 2 cartes pour ne pas avoir dit UNO.</translation>
        </message>
        <message>
            <source>{name} has one card left and did not call UNO! Catch {name} before the next move: click “Catch {name}!”. {name} draws 2.</source>
            <translation>Il ne reste qu’une carte à {name}, qui n’a pas dit UNO ! Prenez {name} avant le coup suivant : cliquez sur « Contre-UNO ! ({name}) ». {name} pioche 2 cartes.</translation>
        </message>
        <message>
            <source>Catch first: once a card is played or drawn, it is too late and {name} keeps the single card. Click “Catch {name}!”.</source>
            <translation>D’abord le Contre-UNO : dès qu’une carte est jouée ou piochée, c’est trop tard et {name} garde sa dernière carte. Cliquez sur « Contre-UNO ! ({name}) ».</translation>
        </message>
        <message>
            <source>{name} played a Wild Draw Four on you: draw 4 and miss your turn, or challenge. It is only allowed to someone holding no {colour} card. If {name} had one, {name} draws the 4 instead. Click “Challenge”.</source>
            <translation>{name} vous a joué un Super Joker +4 : piochez 4 cartes et passez votre tour, ou défiez. Il n’est permis qu’à qui n’a aucune carte de couleur {colour}. Si {name} en avait une, c’est {name} qui pioche les 4. Cliquez sur « Défier ».</translation>
        </message>
        <message>
            <source>Taking the 4 cards is allowed, but here the challenge pays: click “Challenge”. (Lose a challenge and you draw 6.)</source>
            <translation>Prendre les 4 cartes est permis, mais ici le défi paie : cliquez sur « Défier ». (Un défi perdu fait piocher 6 cartes.)</translation>
        </message>
        <message>
            <source>None of your cards is {colour}, nor does any match the {card}: draw a card from the pile. If it fits, you may play it at once.</source>
            <translation>Aucune de vos cartes n’est de couleur {colour} ni ne va sur le {card} : piochez une carte. Si elle convient, vous pouvez la jouer tout de suite.</translation>
        </message>
        <message>
            <source>No card of yours fits now: click the pile to draw one.</source>
            <translation>Aucune de vos cartes ne convient : cliquez sur la pioche pour prendre une carte.</translation>
        </message>
        <message>
            <source>The card you drew does not fit: keep it.</source>
            <translation>La carte piochée ne convient pas : gardez-la.</translation>
        </message>
        <message>
            <source>Your last card: play the {card} to go out and win the hand!</source>
            <translation>Votre dernière carte : jouez le {card} pour finir et gagner la manche !</translation>
        </message>
        <message>
            <source>Play your last card, the {card}, to win.</source>
            <translation>Jouez votre dernière carte, le {card}, pour gagner.</translation>
        </message>
        <message>
            <source>Two cards left: when you play the second-to-last, call UNO, or anyone may catch you and you draw 2. Click “UNO!”, then the {card}. {effect}</source>
            <translation>Plus que deux cartes : en jouant l’avant-dernière, dites UNO, sinon on peut vous prendre et vous piochez 2 cartes. Cliquez sur « UNO ! », puis sur le {card}. {effect}</translation>
        </message>
        <message>
            <source>Click “UNO!” first, then the {card}: playing down to one card without calling lets the others catch you.</source>
            <translation>Cliquez d’abord sur « UNO ! », puis sur le {card} : finir avec une seule carte sans le dire permet aux autres de vous prendre.</translation>
        </message>
        <message>
            <source>A Wild goes on any card, and you name the next colour. Play it and choose {colour}: it is the colour you hold most.</source>
            <translation>Un Joker va sur n’importe quelle carte, et vous choisissez la couleur suivante. Jouez-le et choisissez {colour} : c’est la couleur que vous avez le plus.</translation>
        </message>
        <message>
            <source>Play the Wild and choose {colour}: the colour you hold most of keeps you playing.</source>
            <translation>Jouez le Joker et choisissez {colour} : la couleur dont vous avez le plus vous permet de continuer à jouer.</translation>
        </message>
        <message>
            <source>Action cards match by colour or by symbol. Play your {card}. {effect}</source>
            <translation>Les cartes action vont sur leur couleur ou sur le même symbole. Jouez votre {card}. {effect}</translation>
        </message>
        <message>
            <source>Play the {card} now: it matches the colour, and its action helps you.</source>
            <translation>Jouez maintenant le {card} : il a la bonne couleur, et son action vous aide.</translation>
        </message>
        <message>
            <source>Your {card} has the colour in play: play it.</source>
            <translation>Votre {card} a la couleur en jeu : jouez-le.</translation>
        </message>
        <message>
            <source>Your turn. A card goes on the pile when it has the same colour or the same number as the top card. Your {card} is {colour} like the {top}: click it.</source>
            <translation>À vous. Une carte se pose sur la pile si elle a la même couleur ou le même chiffre que celle du dessus. Votre {card} est {colour} comme le {top} : cliquez dessus.</translation>
        </message>
        <message>
            <source>Not this one yet: play the {card}, which has the colour in play.</source>
            <translation>Pas celle-ci pour l’instant : jouez le {card}, qui a la couleur en jeu.</translation>
        </message>
        <message>
            <source>A card may also match by its number: your {card} goes on the {top}, and the colour becomes {colour}.</source>
            <translation>Une carte peut aussi aller sur le même chiffre : votre {card} se pose sur le {top}, et la couleur devient {colour}.</translation>
        </message>
        <message>
            <source>Try the {card}: same number as the top card.</source>
            <translation>Essayez le {card} : même chiffre que la carte du dessus.</translation>
        </message>
        <message>
            <source>A Draw Two makes {name} draw 2 and miss a turn.</source>
            <translation>Un +2 fait piocher 2 cartes à {name}, qui passe son tour.</translation>
        </message>
        <message>
            <source>A Reverse turns the direction of play: {name} will play after you instead of {other}.</source>
            <translation>Une Inversion change le sens du jeu : {name} jouera après vous au lieu de {other}.</translation>
        </message>
        <message>
            <source>A Skip makes {name} miss a turn.</source>
            <translation>Un Passer fait passer son tour à {name}.</translation>
        </message>
        <message>
            <source>Good luck!</source>
            <translation>Bonne chance !</translation>
        </message>
        <message>
            <source>You won the hand! The winner scores the cards left in the other hands: numbers at their value, Skip, Reverse and Draw Two 20, wild cards 50. In a normal game, hands follow one another until someone reaches 500 points.</source>
            <translation>Vous avez gagné la manche ! Le gagnant marque les cartes restées dans les autres mains : les chiffres à leur valeur, Passer, Inversion et +2 20 points, les jokers 50. Dans une partie normale, les manches s’enchaînent jusqu’à ce que quelqu’un atteigne 500 points.</translation>
        </message>
    </context>
    <context>
        <name>UnoMoves</name>
        <message>
            <source>Wild → {colour}</source>
            <translation>Joker → {colour}</translation>
        </message>
        <message>
            <source>Wild +4 → {colour}</source>
            <translation>Joker +4 → {colour}</translation>
        </message>
        <message>
            <source>Downpour → {colour}</source>
            <translation>Averse → {colour}</translation>
        </message>
        <message>
            <source>Each in turn → {colour}</source>
            <translation>Chacun son tour → {colour}</translation>
        </message>
        <message>
            <source>+4? → {colour}</source>
            <translation>+4? → {colour}</translation>
        </message>
        <message>
            <source>skipped</source>
            <translation>tour sauté</translation>
        </message>
        <message numerus="yes">
            <source>drew %n, skipped</source>
            <translation>
                <numerusform>a pioché %n, tour sauté</numerusform>
                <numerusform>a pioché %n, tour sauté</numerusform>
            </translation>
        </message>
        <message>
            <source>Rapido! {card}</source>
            <translation>Rapido ! {card}</translation>
        </message>
        <message>
            <source>Boomerang!</source>
            <translation>Boomerang !</translation>
        </message>
        <message>
            <source>Wild: draw cancelled</source>
            <translation>Joker : pioche annulée</translation>
        </message>
        <message>
            <source>swapped hands</source>
            <translation>a échangé sa main</translation>
        </message>
        <message>
            <source>turned the hands</source>
            <translation>a tourné les jeux</translation>
        </message>
        <message>
            <source>{card} twice</source>
            <translation>{card} en double</translation>
        </message>
        <message numerus="yes">
            <source>dealt %n</source>
            <translation>
                <numerusform>a distribué %n</numerusform>
                <numerusform>a distribué %n</numerusform>
            </translation>
        </message>
        <message>
            <source>out of time: +1</source>
            <translation>temps écoulé : +1</translation>
        </message>
        <message numerus="yes">
            <source>launcher: %n</source>
            <translation>
                <numerusform>lanceur : %n</numerusform>
                <numerusform>lanceur : %n</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing to draw</source>
            <translation>rien à piocher</translation>
        </message>
        <message numerus="yes">
            <source>drew %n, passed</source>
            <translation>
                <numerusform>a pioché %n, a passé</numerusform>
                <numerusform>a pioché %n, a passé</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>drew %n</source>
            <translation>
                <numerusform>a pioché %n</numerusform>
                <numerusform>a pioché %n</numerusform>
            </translation>
        </message>
        <message>
            <source>kept the card</source>
            <translation>a gardé sa carte</translation>
        </message>
        <message>
            <source>caught a bluff!</source>
            <translation>bluff démasqué !</translation>
        </message>
        <message numerus="yes">
            <source>challenged, +%n</source>
            <translation>
                <numerusform>a contesté, +%n</numerusform>
                <numerusform>a contesté, +%n</numerusform>
            </translation>
        </message>
        <message>
            <source>passed</source>
            <translation>a passé</translation>
        </message>
        <message>
            <source>named {colour}</source>
            <translation>a annoncé {colour}</translation>
        </message>
        <message>
            <source>said UNO!</source>
            <translation>a dit UNO !</translation>
        </message>
        <message>
            <source>Contre-UNO!</source>
            <translation>Contre-UNO !</translation>
        </message>
    </context>
    <context>
        <name>UnoScene</name>
        <message>
            <source>Red</source>
            <translation>Rouge</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>Jaune</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Vert</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Bleu</translation>
        </message>
        <message>
            <source>{card}: who draws?</source>
            <translation>{card} : qui pioche ?</translation>
        </message>
        <message>
            <source>Cards…</source>
            <translation>Cartes…</translation>
        </message>
        <message>
            <source>Team {name}</source>
            <translation>Équipe {name}</translation>
        </message>
        <message>
            <source>UNO!</source>
            <translation>UNO !</translation>
        </message>
        <message>
            <source>UNO! ✓</source>
            <translation>UNO ! ✓</translation>
        </message>
        <message>
            <source>Catch {name}!</source>
            <translation>Contre-UNO ! ({name})</translation>
        </message>
        <message>
            <source>{name}: catch!</source>
            <translation>{name} : Contre-UNO !</translation>
        </message>
        <message>
            <source>Challenge</source>
            <translation>Défier</translation>
        </message>
        <message>
            <source>Miss my turn</source>
            <translation>Passer mon tour</translation>
        </message>
        <message>
            <source>Press the launcher</source>
            <translation>Appuyer sur le lanceur</translation>
        </message>
        <message>
            <source>Draw a card</source>
            <translation>Piocher</translation>
        </message>
        <message>
            <source>Keep the card</source>
            <translation>Garder la carte</translation>
        </message>
        <message>
            <source>End my turn</source>
            <translation>Finir mon tour</translation>
        </message>
        <message>
            <source>Hand {hand} of {last} · new partners from hand {change}</source>
            <translation>Manche {hand}/{last} · nouveaux partenaires en manche {change}</translation>
        </message>
        <message>
            <source>Hand {hand} of {last} · the last partners</source>
            <translation>Manche {hand}/{last} · les derniers partenaires</translation>
        </message>
        <message>
            <source>Official scoring</source>
            <translation>Décompte officiel</translation>
        </message>
        <message>
            <source>Low score</source>
            <translation>Score bas</translation>
        </message>
        <message>
            <source>Challenge UNO</source>
            <translation>UNO Challenge</translation>
        </message>
        <message>
            <source>Deluxe box · {line}</source>
            <translation>Boîte De Luxe · {line}</translation>
        </message>
        <message>
            <source>Rapido box · {line}</source>
            <translation>Boîte Rapido · {line}</translation>
        </message>
        <message numerus="yes">
            <source>%n pt(s) · with {partner}</source>
            <translation>
                <numerusform>%n pt · avec {partner}</numerusform>
                <numerusform>%n pts · avec {partner}</numerusform>
            </translation>
        </message>
        <message>
            <source>Table {table} · hand {hand} of {last} · new partners from hand {change}</source>
            <translation>Table {table} · manche {hand}/{last} · nouveaux partenaires en manche {change}</translation>
        </message>
        <message>
            <source>Table {table} · hand {hand} of {last} · the last partners</source>
            <translation>Table {table} · manche {hand}/{last} · les derniers partenaires</translation>
        </message>
        <message>
            <source>Table {table}, seat {place} · your partner: {partner}</source>
            <translation>Table {table}, place {place} · votre partenaire : {partner}</translation>
        </message>
        <message>
            <source>Single hand</source>
            <translation>Une seule manche</translation>
        </message>
        <message>
            <source>Hand {hand} · {scoring}</source>
            <translation>Manche {hand} · {scoring}</translation>
        </message>
        <message>
            <source>Hand {hand} · {scoring} · target {target}</source>
            <translation>Manche {hand} · {scoring} · objectif {target}</translation>
        </message>
        <message>
            <source>Extreme box · {line}</source>
            <translation>Boîte Extrême · {line}</translation>
        </message>
        <message>
            <source>+{n} waiting</source>
            <translation>+{n} en attente</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>You deal: choose how many cards each player gets.</source>
            <translation>Vous distribuez : choisissez combien de cartes reçoit chaque joueur.</translation>
        </message>
        <message>
            <source>Choose how to play the card, or Cancel.</source>
            <translation>Choisissez comment jouer la carte, ou Annuler.</translation>
        </message>
        <message>
            <source>Click the player who draws (or press their number), or Cancel.</source>
            <translation>Cliquez sur le joueur qui pioche (ou tapez son numéro), ou Annuler.</translation>
        </message>
        <message>
            <source>Click the player to swap hands with, or Cancel.</source>
            <translation>Cliquez sur le joueur avec qui échanger votre jeu, ou sur Annuler.</translation>
        </message>
        <message>
            <source>x???: name the colour, then play.</source>
            <translation>x??? : annoncez la couleur, puis jouez.</translation>
        </message>
        <message>
            <source>Choose the colour of your wild card.</source>
            <translation>Choisissez la couleur de votre joker.</translation>
        </message>
        <message>
            <source>One card left: call UNO before someone catches you!</source>
            <translation>Plus qu’une carte : dites UNO avant qu’on vous prenne en faute !</translation>
        </message>
        <message>
            <source>You hold the very same card: press Rapido!</source>
            <translation>Vous avez la même carte : appuyez sur Rapido !</translation>
        </message>
        <message>
            <source>You hold the very same card: jump in!</source>
            <translation>Vous avez exactement la même carte : interceptez !</translation>
        </message>
        <message>
            <source>A 2 goes round: play a 2, or draw a card.</source>
            <translation>Un 2 fait le tour : posez un 2, ou piochez une carte.</translation>
        </message>
        <message>
            <source>A 2 goes round and you have none: draw a card.</source>
            <translation>Un 2 fait le tour et vous n’en avez pas : piochez une carte.</translation>
        </message>
        <message numerus="yes">
            <source>Defend with the identical card, or take %n card(s).</source>
            <translation>
                <numerusform>Défendez-vous avec la carte identique, ou prenez %n carte.</numerusform>
                <numerusform>Défendez-vous avec la carte identique, ou prenez %n cartes.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your turn: play a matching card, or draw and pass.</source>
            <translation>À vous : jouez une carte qui correspond, ou piochez et passez.</translation>
        </message>
        <message>
            <source>No card fits: draw a card and pass.</source>
            <translation>Aucune carte ne correspond : piochez et passez.</translation>
        </message>
        <message>
            <source>Skipped: send it back with your Boomerang, or miss your turn.</source>
            <translation>Un Passer vous touche : renvoyez-le avec votre Boomerang, ou passez votre tour.</translation>
        </message>
        <message>
            <source>You are skipped: miss your turn.</source>
            <translation>On vous fait passer votre tour.</translation>
        </message>
        <message numerus="yes">
            <source>Send it back with your Boomerang, or take %n card(s).</source>
            <translation>
                <numerusform>Renvoyez-la avec votre Boomerang, ou prenez %n carte.</numerusform>
                <numerusform>Renvoyez-la avec votre Boomerang, ou prenez %n cartes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Cancel it with a Wild, or take %n card(s).</source>
            <translation>
                <numerusform>Annulez-la avec un Joker, ou prenez %n carte.</numerusform>
                <numerusform>Annulez-la avec un Joker, ou prenez %n cartes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Challenge it, or take %n card(s).</source>
            <translation>
                <numerusform>Contestez-la, ou prenez %n carte.</numerusform>
                <numerusform>Contestez-la, ou prenez %n cartes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Take %n card(s).</source>
            <translation>
                <numerusform>Prenez %n carte.</numerusform>
                <numerusform>Prenez %n cartes.</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} is playing…</source>
            <translation>{name} joue…</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n carte</numerusform>
                <numerusform>%n cartes</numerusform>
            </translation>
        </message>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message numerus="yes">
            <source>{name}: %n card(s) in hand, {score}</source>
            <translation>
                <numerusform>{name} : %n carte en main, {score}</numerusform>
                <numerusform>{name} : %n cartes en main, {score}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Out · %n pt(s)</source>
            <translation>
                <numerusform>Éliminé · %n pt</numerusform>
                <numerusform>Éliminé · %n pts</numerusform>
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
                <numerusform>Prendre %n carte</numerusform>
                <numerusform>Prendre %n cartes</numerusform>
            </translation>
        </message>
        <message>
            <source>Name the first colour.</source>
            <translation>Annoncez la première couleur.</translation>
        </message>
        <message>
            <source>The card you drew fits: play it.</source>
            <translation>La carte piochée convient : jouez-la.</translation>
        </message>
        <message>
            <source>Play the card you drew, or keep it.</source>
            <translation>Jouez la carte piochée, ou gardez-la.</translation>
        </message>
        <message>
            <source>Play another card of the run, or end your turn.</source>
            <translation>Jouez une autre carte de la suite, ou finissez votre tour.</translation>
        </message>
        <message>
            <source>Your turn: play a matching card, or draw.</source>
            <translation>À vous : jouez une carte qui correspond, ou piochez.</translation>
        </message>
        <message>
            <source>{name}'s hand, shown to you</source>
            <translation>Le jeu de {name}, montré à vous seul</translation>
        </message>
        <message>
            <source>Name the first colour</source>
            <translation>Annoncez la première couleur</translation>
        </message>
        <message>
            <source>Choose the colour</source>
            <translation>Choisissez la couleur</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message numerus="yes">
            <source>Wild Draw Four: challenge it, or take %n card(s).</source>
            <translation>
                <numerusform>Super Joker : mettez-le au défi, ou prenez %n carte.</numerusform>
                <numerusform>Super Joker : mettez-le au défi, ou prenez %n cartes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add to the stack, or take %n card(s).</source>
            <translation>
                <numerusform>Surenchérissez, ou prenez %n carte.</numerusform>
                <numerusform>Surenchérissez, ou prenez %n cartes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>No card of yours adds to it: take %n card(s).</source>
            <translation>
                <numerusform>Aucune de vos cartes ne s’y ajoute : prenez %n carte.</numerusform>
                <numerusform>Aucune de vos cartes ne s’y ajoute : prenez %n cartes.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your turn: play a matching card, or press the launcher.</source>
            <translation>À vous : jouez une carte qui correspond, ou appuyez sur le lanceur.</translation>
        </message>
        <message>
            <source>No card fits: press the launcher.</source>
            <translation>Aucune carte ne convient : appuyez sur le lanceur.</translation>
        </message>
        <message>
            <source>No card fits: draw a card.</source>
            <translation>Aucune carte ne convient : piochez une carte.</translation>
        </message>
        <message>
            <source>Seven: swap hands with whom?</source>
            <translation>Sept : échanger votre jeu avec qui ?</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Feuille de score</translation>
        </message>
        <message>
            <source>Final scores</source>
            <translation>Scores finals</translation>
        </message>
        <message>
            <source>Each player adds the cards left in their hand; target {target}.</source>
            <translation>Chacun ajoute les cartes restées dans sa main ; objectif {target}.</translation>
        </message>
        <message>
            <source>One hand: the winner scores the cards left in the other hands.</source>
            <translation>Une manche : le gagnant marque les cartes restées dans les autres mains.</translation>
        </message>
        <message>
            <source>The winner of a hand scores the cards left in the other hands; first to {target} wins.</source>
            <translation>Le gagnant d’une manche marque les cartes restées dans les autres mains ; le premier à {target} gagne.</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>Manche</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Winner: {names}</source>
            <translation>Vainqueur : {names}</translation>
        </message>
        <message>
            <source>{name} wins the blocked hand.</source>
            <translation>{name} gagne la manche bloquée.</translation>
        </message>
        <message>
            <source>{name} went out.</source>
            <translation>{name} a posé sa dernière carte.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Next hand</source>
            <translation>Manche suivante</translation>
        </message>
        <message>
            <source>Save as PDF…</source>
            <translation>Enregistrer en PDF…</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Imprimer…</translation>
        </message>
        <message>
            <source>Save the score sheet</source>
            <translation>Enregistrer la feuille de score</translation>
        </message>
        <message>
            <source>Skipped</source>
            <translation>Passe son tour</translation>
        </message>
        <message>
            <source>Caught!</source>
            <translation>Contre-UNO !</translation>
        </message>
        <message>
            <source>Challenge!</source>
            <translation>Défi !</translation>
        </message>
        <message>
            <source>Swap!</source>
            <translation>Échange !</translation>
        </message>
        <message>
            <source>Pass!</source>
            <translation>On passe !</translation>
        </message>
        <message numerus="yes">
            <source>Tournament at two tables: both partners score their pair's points; after %n hand(s) a table the highest total wins.</source>
            <translation>
                <numerusform>Tournoi à deux tables : chacun marque les points de sa paire ; après %n manche par table, le plus haut total gagne.</numerusform>
                <numerusform>Tournoi à deux tables : chacun marque les points de sa paire ; après %n manches par table, le plus haut total gagne.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rotating partners: both partners score their pair's points; after %n hand(s) the highest total wins.</source>
            <translation>
                <numerusform>Partenaires tournants : chacun marque les points de sa paire ; après %n manche, le plus haut total gagne.</numerusform>
                <numerusform>Partenaires tournants : chacun marque les points de sa paire ; après %n manches, le plus haut total gagne.</numerusform>
            </translation>
        </message>
        <message>
            <source>Last hand</source>
            <translation>Dernière manche</translation>
        </message>
        <message>
            <source>Points in hand</source>
            <translation>Points en main</translation>
        </message>
        <message>
            <source>The cards counted in the last hand</source>
            <translation>Les cartes comptées à la dernière manche</translation>
        </message>
        <message>
            <source>fewest points</source>
            <translation>le moins de points</translation>
        </message>
        <message>
            <source>went out</source>
            <translation>a posé sa dernière carte</translation>
        </message>
        <message>
            <source>out of the game</source>
            <translation>hors jeu</translation>
        </message>
        <message>
            <source>team {n}</source>
            <translation>équipe {n}</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) left</source>
            <translation>
                <numerusform>%n carte restante</numerusform>
                <numerusform>%n cartes restantes</numerusform>
            </translation>
        </message>
        <message>
            <source>Sort by number</source>
            <translation>Trier par numéro</translation>
        </message>
        <message>
            <source>Sort by colour</source>
            <translation>Trier par couleur</translation>
        </message>
        <message>
            <source>Change the order of the cards in your hand (S)</source>
            <translation>Changer l’ordre des cartes de votre main (S)</translation>
        </message>
        <message>
            <source>Hands {first}–{last}</source>
            <translation>Manches {first} à {last}</translation>
        </message>
        <message>
            <source>{partner}: {points}</source>
            <translation>{partner} : {points}</translation>
        </message>
        <message>
            <source>Partners</source>
            <translation>Partenaires</translation>
        </message>
        <message>
            <source>Table {table}</source>
            <translation>Table {table}</translation>
        </message>
        <message>
            <source>Rapido!</source>
            <translation>Rapido !</translation>
        </message>
        <message>
            <source>You deal: how many cards each?</source>
            <translation>Vous distribuez : combien de cartes chacun ?</translation>
        </message>
        <message>
            <source>Play this card alone, or both together?</source>
            <translation>Poser cette carte seule, ou les deux ensemble ?</translation>
        </message>
        <message>
            <source>One card</source>
            <translation>Une carte</translation>
        </message>
        <message>
            <source>Both: skip the next player</source>
            <translation>Les deux : le suivant passe</translation>
        </message>
        <message>
            <source>Keep my hand</source>
            <translation>Garder mon jeu</translation>
        </message>
        <message>
            <source>Swap with {name}</source>
            <translation>Échanger avec {name}</translation>
        </message>
        <message>
            <source>Zero: swap hands with someone?</source>
            <translation>Zéro : échanger votre jeu avec quelqu’un ?</translation>
        </message>
        <message>
            <source>Seven: pass every hand along?</source>
            <translation>Sept : faire tourner tous les jeux ?</translation>
        </message>
        <message>
            <source>Keep the hands</source>
            <translation>Garder les jeux</translation>
        </message>
        <message>
            <source>To the left ↻</source>
            <translation>Vers la gauche ↻</translation>
        </message>
        <message>
            <source>To the right ↺</source>
            <translation>Vers la droite ↺</translation>
        </message>
        <message>
            <source>Table {table}: {text}</source>
            <translation>Table {table} : {text}</translation>
        </message>
        <message>
            <source>Table {table} · hands played: {played} of {last}</source>
            <translation>Table {table} · manches jouées : {played} sur {last}</translation>
        </message>
        <message>
            <source>{line} · plays next</source>
            <translation>{line} · joue la prochaine</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Partner now</source>
            <translation>Partenaire actuel</translation>
        </message>
        <message>
            <source>Points round by round</source>
            <translation>Points tour par tour</translation>
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
            <translation>Vous pouvez défier ce Super Joker : si son joueur avait la couleur demandée, il pioche 4 cartes ; sinon, vous en piochez 6.</translation>
        </message>
        <message>
            <source>A player has one card and did not call UNO: catch them before the next move and they draw 2.</source>
            <translation>Un joueur n’a plus qu’une carte et n’a pas dit UNO : prenez-le avant le coup suivant et il pioche 2 cartes.</translation>
        </message>
        <message>
            <source>x2: the next player presses the launcher twice and misses their turn.</source>
            <translation>x2 : le joueur suivant appuie deux fois sur le lanceur et passe son tour.</translation>
        </message>
        <message>
            <source>x???: the next player presses the launcher until it gives cards; the player after them names the colour.</source>
            <translation>x??? : le joueur suivant appuie sur le lanceur jusqu’à recevoir des cartes ; le joueur d’après annonce la couleur.</translation>
        </message>
        <message>
            <source>Each in turn: every player presses the launcher once, you too.</source>
            <translation>Chacun son tour : chaque joueur appuie une fois sur le lanceur, vous aussi.</translation>
        </message>
        <message>
            <source>Show your hand: every hand lies face up on the table until the next card is played.</source>
            <translation>Montrez votre jeu : toutes les mains sont posées face visible sur la table jusqu’à la prochaine carte jouée.</translation>
        </message>
        <message>
            <source>Swap hands: you swap your hand with the player of your choice.</source>
            <translation>Changement de jeu : vous échangez votre main avec celle du joueur de votre choix.</translation>
        </message>
        <message>
            <source>The UNO card: the next player draws 8 cards (unless they defend with another), then plays. It counts 100 points in a hand.</source>
            <translation>La carte UNO : le joueur suivant pioche 8 cartes (sauf s’il se défend avec une autre), puis joue. Elle compte 100 points dans une main.</translation>
        </message>
        <message>
            <source>Defend with the identical card: the cards to draw add up and pass to the next player.</source>
            <translation>Défendez-vous avec la carte identique : les cartes à piocher s’additionnent et passent au joueur suivant.</translation>
        </message>
        <message>
            <source>Rapido! You hold the very card on the pile: play it now, out of turn, and play goes on after you.</source>
            <translation>Rapido ! Vous avez la carte même de la pile : posez-la maintenant, hors de votre tour, et le jeu reprend après vous.</translation>
        </message>
        <message>
            <source>Exchange: every player passes their hand to the next player; the colour stays. Play it when the hand you get is smaller.</source>
            <translation>Échange de jeu : chaque joueur passe sa main au joueur suivant ; la couleur reste. Jouez-la quand la main que vous recevez est plus petite.</translation>
        </message>
        <message>
            <source>Boomerang: the card that hit you goes back to its player, who draws and misses their next turn.</source>
            <translation>Boomerang : la carte qui vous touche retourne à son joueur, qui pioche et passe son prochain tour.</translation>
        </message>
        <message>
            <source>+2?: a Draw Two for the player of your choice: click their name plate after the card.</source>
            <translation>+2? : un +2 pour le joueur de votre choix : cliquez sur sa plaque après la carte.</translation>
        </message>
        <message>
            <source>+4?: a Wild Draw Four for the player of your choice; they may challenge it.</source>
            <translation>+4? : un Super Joker +4 pour le joueur de votre choix ; il peut le contester.</translation>
        </message>
        <message>
            <source>Downpour: every other player draws 1 or 2 cards; you name the colour.</source>
            <translation>Averse : chaque autre joueur pioche 1 ou 2 cartes ; vous annoncez la couleur.</translation>
        </message>
        <message>
            <source>With the joker rule, a Wild cancels this draw.</source>
            <translation>Avec la règle du Joker, un Joker annule cette pioche.</translation>
        </message>
    </context>
    <context>
        <name>argparse</name>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>argument %(argument_name)s : %(message)s</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>choix invalide : %(value)r (choisissez parmi %(choices)s)</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>valeur invalide (%(type)s) : %(value)r</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>arguments inconnus : %s</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>une valeur est attendue</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>option ambiguë : %(option)s peut désigner %(matches)s</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>argument explicite ignoré : %r</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>les arguments suivants sont obligatoires : %s</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>interdit avec l’argument %s</translation>
        </message>
    </context>
</TS>
