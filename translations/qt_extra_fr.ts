<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Texts of Qt's own dialogs that Qt's French catalogue (qtbase_fr.qm, Qt 6) lacks: the non-native file
     chooser and the print dialog showed them in English. Loaded after Qt's catalogue (cafegames/ui/i18n.py),
     built to qt_extra_fr.qm by `python devtools/i18n.py release`; tests/ui/test_qt_dialogs_french.py finds
     what is missing. Contexts and sources are Qt's, exactly (a disambiguation as <comment>). -->
<TS version="2.1" language="fr_FR" sourcelanguage="en_US">
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans :</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type :</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Disque</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>File Folder</source>
        <comment>Match Windows Explorer</comment>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>Raccourci</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Page &amp;Set:</source>
        <translation>Pa&amp;ges à imprimer :</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>Pages &amp;par feuille :</translation>
    </message>
    <message>
        <source>Page &amp;order:</source>
        <translation>&amp;Ordre des pages :</translation>
    </message>
</context>
<context>
    <name>QCupsJobWidget</name>
    <message>
        <source>Scheduled &amp;printing:</source>
        <translation>Im&amp;pression planifiée :</translation>
    </message>
    <message>
        <source>&amp;Billing information:</source>
        <translation>Informations de &amp;facturation :</translation>
    </message>
    <message>
        <source>Job &amp;priority:</source>
        <translation>&amp;Priorité de la tâche :</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <comment>Banner page at start</comment>
        <translation>&amp;Au début :</translation>
    </message>
    <message>
        <source>&amp;End:</source>
        <comment>Banner page at end</comment>
        <translation>À la &amp;fin :</translation>
    </message>
</context>
</TS>
