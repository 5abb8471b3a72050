"""The manual page cafegames(6), in English and French, written from the app's own command line.

    python packaging/manpage.py LANG OUT VERSION DATE     # LANG: en or fr

Debian wants a manual page for every command (games in section 6). The options, their arguments and help, the
synopsis and the examples come from `cafegames.app.build_parser()` with the app's translation of LANG loaded, so
the page can never describe an option the program does not have, in either language; the few sentences only a
manual has (what the package is, where the saves are) are below, in both languages.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's cafegames, whatever is installed

TEXTS = {
    "en": {
        "section": "Games", "name": "NAME", "synopsis": "SYNOPSIS", "description": "DESCRIPTION",
        "options": "OPTIONS", "examples": "EXAMPLES", "files": "FILES",
        "about": ("Without an option, the start page opens: choose a game, the seats (people and computer "
                  "players) and the rules, or continue a saved game. Games are saved after every move."),
        "saves": "saved games (one JSON file per game)",
        "kept": "Installing, upgrading or removing the package never touches these files.",
        "settings": "settings (language, animations, pace of the computer players, colour-blind aid)",
        "decks": "the family's own UNO decks and their pictures",
        "players": "the family's remembered players (name, colour; their photos are in avatars/)",
        "history": "the history of finished games behind the statistics (SQLite), rebuilt from the saved games "
                   "when it is missing or damaged",
        "log": "the app's log of warnings and errors (with the details of a crash), rotated",
        "xdg": "The folders follow $XDG_DATA_HOME and $XDG_CONFIG_HOME when they are set.",
    },
    "fr": {
        "section": "Jeux", "name": "NOM", "synopsis": "SYNOPSIS", "description": "DESCRIPTION",
        "options": "OPTIONS", "examples": "EXEMPLES", "files": "FICHIERS",
        "about": ("Sans option, la page d’accueil s’ouvre : choisissez un jeu, les places (personnes et "
                  "joueurs de l’ordinateur) et les règles, ou reprenez une partie enregistrée. Les parties sont "
                  "enregistrées après chaque coup."),
        "saves": "parties enregistrées (un fichier JSON par partie)",
        "kept": "L’installation, la mise à jour ou la suppression du paquet ne touchent jamais à ces fichiers.",
        "settings": "réglages (langue, animations, rythme des joueurs de l’ordinateur, aide aux daltoniens)",
        "decks": "les jeux de cartes UNO de la famille et leurs images",
        "players": "les joueurs de la famille (nom, couleur ; leurs photos sont dans avatars/)",
        "history": "l’historique des parties terminées derrière les statistiques (SQLite), reconstruit à partir "
                   "des parties enregistrées s’il manque ou s’il est abîmé",
        "log": "le journal des avertissements et des erreurs de l’application (avec le détail d’un plantage), "
               "renouvelé quand il grandit",
        "xdg": "Ces dossiers suivent $XDG_DATA_HOME et $XDG_CONFIG_HOME quand ils sont définis.",
    },
}


def roff(text: str) -> str:
    """Plain text as roff: backslashes escaped, minus signs as \\-, no line starting with a control character."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\n".join("\\&" + line if line[:1] in (".", "'") else line for line in text.split("\n"))


def option_lines(action: argparse.Action) -> list[str]:
    names = ", ".join(f"\\fB{roff(name)}\\fR" for name in action.option_strings)
    if action.nargs != 0:
        metavar = action.metavar or "{" + ",".join(action.choices) + "}"
        names += f" \\fI{roff(metavar)}\\fR"
    return [".TP", names, roff(action.help or "")]


def render(lang: str, version: str, date: str) -> str:
    from cafegames.app import build_parser
    from cafegames.ui.i18n import install_language

    install_language(lang)
    texts = TEXTS[lang]
    parser = build_parser()
    description = parser.description or ""
    usage = parser.format_usage().split(":", 1)[1] if ":" in parser.format_usage() else parser.format_usage()
    usage = re.sub(r"\s+", " ", usage.replace("cafegames", "", 1)).strip()
    examples = (parser.epilog or "").partition("\n")[2]  # the first line is the title
    lines = [
        f'.TH CAFEGAMES 6 "{date}" "cafegames {version}" "{texts["section"]}"',
        f".SH {texts['name']}",
        f"cafegames \\- {roff(description.rstrip('.'))}",
        f".SH {texts['synopsis']}",
        f".B cafegames\n{roff(usage)}",
        f".SH {texts['description']}",
        roff(description),
        ".PP",
        roff(texts["about"]),
        f".SH {texts['options']}",
    ]
    for action in parser._actions:
        lines += option_lines(action)
    if examples.strip():
        lines += [f".SH {texts['examples']}", ".nf",
                  *(roff(line.strip()) for line in examples.strip().split("\n")), ".fi"]
    lines += [f".SH {texts['files']}",
              ".TP", "\\fI~/.local/share/cafegames/saves/\\fR", roff(texts["saves"]),
              ".TP", "\\fI~/.local/share/cafegames/decks/\\fR", roff(texts["decks"]),
              ".TP", "\\fI~/.local/share/cafegames/players.json\\fR", roff(texts["players"]),
              ".TP", "\\fI~/.local/share/cafegames/history.sqlite3\\fR", roff(texts["history"]),
              ".TP", "\\fI~/.local/share/cafegames/logs/cafegames.log\\fR", roff(texts["log"]),
              ".TP", "\\fI~/.config/cafegames/settings.json\\fR", roff(texts["settings"]),
              ".PP", roff(texts["kept"] + " " + texts["xdg"])]
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    if len(argv) != 4 or argv[0] not in TEXTS:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    lang, out, version, date = argv
    with open(out, "w", encoding="utf-8") as f:
        f.write(render(lang, version, date))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
