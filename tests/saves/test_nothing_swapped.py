"""Nothing swapped silently: a computer seat at a level its game lacks, an unknown option or option value, a seat of
an unknown kind is refused with the reason when the match is made or its file read (--check-save, Load, Continue,
the history's rebuild), never swapped for something else and never left to fail mid-game when the first computer
move is asked for. (Before, `Match.bot` gave such a seat the game's first level.)"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cafegames import app
from cafegames.engine import registry, saves
from cafegames.engine.errors import SetupError
from cafegames.engine.match import UNKNOWN_LEVEL, Match
from cafegames.engine.messages import Message
from cafegames.engine.saves import SaveError
from cafegames.engine.seats import Seat
from cafegames.history import db
from cafegames.history.sync import sync
from tests.history.helpers import finished_toy
from tests.toy.game import GAME as TOY

CAFE = registry.get("cafe").game()
UNO = registry.get("uno").game()


def saved(game, options: dict, edit, name: str = "edited.json", moves: int = 2) -> Path:
    """A match of `game` a few moves in, saved in the saves folder, then its JSON changed by `edit`."""
    match = Match(game, options, [Seat("Ann", "human", "random"), Seat("Bot", "computer", "random")], 11)
    for _ in range(moves):
        match.act(match.bot_action(include_humans=True))
    path = saves.saves_dir() / name
    saves.save_match(match, path)
    data = json.loads(path.read_text())
    edit(data)
    path.write_text(json.dumps(data))
    return path


def seat(index: int, **change):
    def edit(data):
        data["seats"][index].update(change)
    return edit


def options(**change):
    def edit(data):
        data["options"].update(change)
    return edit


CASES = {
    "a computer level Café lacks": (CAFE, {}, seat(1, level="expert"), "Player 2 plays at a computer level this "
                                                                       "version does not know."),
    "a person's seat at an unknown level": (CAFE, {}, seat(0, level="expert"), "Player 1 plays at a computer level"),
    "a seat of an unknown kind": (UNO, {}, seat(1, kind="robot"), "player 2 is neither a person nor the computer"),
    "an option UNO lacks": (UNO, {}, options(colour="red"), "Unknown option “colour”; this game knows: box, scoring"),
    "an option value UNO lacks": (UNO, {}, options(scoring="chess"), "The option “Scoring” must be one of: official"),
    "an option value of the wrong type": (UNO, {}, options(stack="maybe"), "The option “Stacking” expects true or "
                                                                           "false, not “maybe”."),
}


def test_a_match_refuses_a_computer_seat_at_a_level_its_game_lacks_when_it_is_made():
    with pytest.raises(SetupError) as refused:
        Match(CAFE, {}, [Seat("Ann"), Seat("Bot", "computer", "expert")], 1)
    assert refused.value.message == Message("Saves", UNKNOWN_LEVEL, {"n": 2})
    assert Match(CAFE, {}, [Seat("Ann", "human", "expert"), Seat("Bot", "computer", "easy")], 1).seats[0].level == \
        "expert"  # a person's level is only a bot's for them (autoplay, a lesson): the first level then, as before


def test_a_computer_seat_is_never_given_another_level_when_its_bot_is_made():
    match = Match(TOY, {}, [Seat("Ann"), Seat("Bot", "computer", "random")], 1)
    match.seats = (Seat("Ann"), Seat("Bot", "computer", "expert"))  # as a caller that skipped the check would
    with pytest.raises(SetupError, match="Twenty-one has no computer level “expert”"):
        match.bot(1)
    with pytest.raises(SetupError, match="no computer level"):
        while True:  # the computer's first turn asks for its bot: refused, not played at the first level
            action = match.bot_action(include_humans=True)
            match.act(action)


@pytest.mark.parametrize("case", CASES)
def test_load_and_check_save_refuse_the_file_naming_the_reason(case, capsys):
    game, opts, edit, why = CASES[case]
    path = saved(game, opts, edit)
    before = path.read_bytes()
    with pytest.raises(SaveError) as refused:
        saves.load_with_backup(path)
    assert why in refused.value.message.english()
    assert app.main(["--lang", "en", "--check-save", str(path)]) == 2
    out = capsys.readouterr()
    assert out.out == "" and f"{path}: " in out.err and why in out.err and "Traceback" not in out.err
    assert path.read_bytes() == before  # only read


@pytest.mark.parametrize("case", CASES)
def test_continue_offers_no_game_it_would_have_to_change(case):
    game, opts, edit, why = CASES[case]
    saved(game, opts, edit)
    latest = saves.latest_unfinished()
    if latest is not None:  # options are checked by the rules, when the file is replayed: Continue's Load refuses
        with pytest.raises(SaveError, match=why[:20]):
            saves.load_save(latest.path)


def test_the_history_rebuild_records_no_match_at_a_level_its_game_lacks():
    for seed, level in ((1, "random"), (2, "expert")):
        match = finished_toy(seed, [Seat("Ann"), Seat("Bot", "computer", "random")])
        path = saves.saves_dir() / f"toy-{seed}.json"
        saves.save_match(match, path)
        data = json.loads(path.read_text())
        data["seats"][1]["level"] = level
        path.write_text(json.dumps(data))
    conn, reason = db.open_history()
    report = sync(conn, reason=reason)
    assert (report.added, report.total) == (1, 1)
    assert [r[0] for r in conn.execute("SELECT save_file FROM matches")] == ["toy-1.json"]
