"""What the Wine test asks the installed app's Windows Python about the Windows side of the app (Qt offscreen).

    python.exe -I windows_checks.py OUT_FOLDER

Prints (last) one JSON line: where the data and settings go (platformdirs), the font the app draws with, the
exit status of the app's --check-save for every save in the family's saves folder, a UNO score sheet exported
to PDF through the app's own code (QtPrintSupport) into OUT_FOLDER, the printers Qt sees, and what happened when
a sound was played through winsound.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def registry():
    from cafegames.engine import registry as reg

    return reg


def main(out: Path) -> dict:
    from PySide6.QtGui import QFont, QFontInfo
    from PySide6.QtPrintSupport import QPrinterInfo

    from cafegames.engine.match import Match
    from cafegames.engine.paths import data_dir
    from cafegames.engine.seats import Seat
    from cafegames.ui import sound
    from cafegames.ui.runner import application
    from cafegames.ui.settings import Settings, config_path

    result: dict = {"platform": sys.platform, "data_dir": str(data_dir()), "settings": str(config_path())}
    app = application()
    result["font"] = QFontInfo(QFont()).family()
    from cafegames.app import check_save

    result["saves"] = {p.name: check_save(p) for p in sorted((data_dir() / "saves").glob("*.json"))}

    info = registry().GAMES["uno"]
    game = info.game()
    seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Chloé", "computer", "normal")]
    match = Match(game, {"target": 500}, seats, 4)
    events: list = []
    while match.state.hand_no < 2:
        events = match.act(match.bot_action(include_humans=True))
    settings = Settings(out / "settings.json")
    settings.overrides["animation_speed"] = "off"
    scene = info.scene_class()(game, match.seats, settings)
    scene.show_state(0, game.view(match.state, 0), game.legal_actions(match.state, 0), events)
    pdf = out / "feuille de marque é.pdf"
    scene.save_sheet_pdf(str(pdf))
    data = pdf.read_bytes() if pdf.is_file() else b""
    result["pdf"] = {"bytes": len(data), "is_pdf": data.startswith(b"%PDF"), "dejavu": b"DejaVuSans" in data}

    result["printers"] = [p.printerName() for p in QPrinterInfo.availablePrinters()]
    try:
        output = sound.system_output()
        result["sound_output"] = type(output).__name__
        output.write(sound.clip("deal"), sound.gain(60))
        result["sound"] = "played"
    except Exception as exc:  # noqa: BLE001 - reported, the test decides
        result["sound"] = f"{type(exc).__name__}: {exc}"
    app.processEvents()
    return result


if __name__ == "__main__":
    print(json.dumps(main(Path(sys.argv[1]))))
