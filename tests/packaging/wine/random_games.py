"""Random games in the engine, run by the Wine test under the installer's own Windows Python (no Qt).

    python.exe -I random_games.py GAMES_PER_GAME SEED

Every game with rules, GAMES_PER_GAME games from random seeds between the game's computer players (its easiest
level, its fewest seats), each to its end (at most MAX_ACTIONS); then the last one saved and read back through the
app's save code, in a folder whose name has an accent and a space.
Prints one JSON line: {game: {"games": n, "finished": n, "actions": n}, "save_round_trip": true}.
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
from pathlib import Path

MAX_ACTIONS = 50_000


def registry():
    from cafegames.engine import registry as reg

    return reg


def main(count: int, seed: int) -> dict:
    from cafegames.engine.match import Match
    from cafegames.engine.saves import load_save, save_match
    from cafegames.engine.seats import Seat

    reg = registry()
    rnd = random.Random(seed)
    out: dict = {}
    last = None
    for game_id in ("uno", "cafe", "canyon"):
        info = reg.GAMES[game_id]
        if not info.has_rules():
            continue
        game = info.game()
        row = out[game_id] = {"games": 0, "finished": 0, "actions": 0}
        for _ in range(count):
            seats = [Seat(f"Bot {i}", "computer", game.levels[0]) for i in range(max(info.min_players, 2))]
            match = Match(game, {}, seats, rnd.randrange(2**31))
            for _ in range(MAX_ACTIONS):
                action = match.bot_action()
                if action is None:
                    break
                match.act(action)
                row["actions"] += 1
            row["games"] += 1
            row["finished"] += match.is_over()
            last = match
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "round trip é.json"
        save_match(last, path)
        again, _record = load_save(path)
        out["save_round_trip"] = len(again.actions) == len(last.actions)
    return out


if __name__ == "__main__":
    print(json.dumps(main(int(sys.argv[1]), int(sys.argv[2]))))
