"""The desktop app: command line, translators, QApplication and the main window.

    cafegames [--lang fr|en] [--new GAME [--seats …] [--options …] [--seed S] | --load FILE] [--autoplay N]
              [--screenshot FILE] [--size WxH]
    cafegames --stats | --replay FILE [--step N]   (also with --lang, --screenshot, --size)
    cafegames --check-save FILE

The language is chosen (--lang, then Settings, then the system) before the parser is built, so `--help` is in
that language too. Bad input prints a clear message and exits with status 2; no traceback reaches the user.
Game modules are imported only when a game is opened, to keep start-up short; Qt (`cafegames.ui.i18n`) when
`main` runs, with Python's cyclic garbage collector paused until the first frame (see `main`).

Two copies of the app run side by side; a second one does not hand over to the first. Bringing the first window
to the front is not dependable (Wayland compositors and Windows refuse to raise a window a background program
asks for: it would only blink in the task bar, and the person would see nothing open), the tools of this command
line (--check-save, --replay, --screenshot) must work while the app is open, and a family may well keep a game on
each of two screens. What two copies must not do is write one file: each save a copy plays is held by it
(`cafegames/engine/saves/locks.py`, a lock file per save with the owner's process id, free again when the copy
ends or crashes), new games get names no running copy holds, and a save held by another copy is refused with a
message (--load here, Continue and Load in the window; the Load list does not delete it either).
"""

from __future__ import annotations

import argparse
import gc
import sys
from collections.abc import Sequence
from pathlib import Path

from cafegames import __version__
from cafegames.engine.errors import GameError, SetupError
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg

CTX = "CommandLine"
EXIT_BAD_INPUT = 2


def _i18n():
    from cafegames.ui import i18n  # PySide6: imported by `main`, or by the first text asked for

    return i18n


def _t(text: str) -> str:
    return _i18n().tr_text(CTX, text)


# argparse's own messages (it looks them up through gettext's `_`), listed here so lupdate extracts them.
ARGPARSE_TEXTS = (
    QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("argparse", "ignored explicit argument %r"),
    QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("argparse", "not allowed with argument %s"),
)


def _argparse_text(text: str) -> str:
    return _i18n().tr_text("argparse", text) if text in ARGPARSE_TEXTS else text


class _Formatter(argparse.RawDescriptionHelpFormatter):
    def add_usage(self, usage, actions, groups, prefix=None):  # noqa: ANN001 - argparse's signature
        return super().add_usage(usage, actions, groups, _t(QT_TRANSLATE_NOOP("CommandLine", "Usage: ")))


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse's own messages are English; ours say what to do
        self.print_usage(sys.stderr)
        sys.stderr.write(_t(QT_TRANSLATE_NOOP("CommandLine", "cafegames: error: {message}")).format(message=message) + "\n")
        sys.stderr.write(_t(QT_TRANSLATE_NOOP("CommandLine", "Run “cafegames --help” to see every option.")) + "\n")
        raise SystemExit(EXIT_BAD_INPUT)


def _size(text: str) -> tuple[int, int]:
    w, sep, h = text.lower().partition("x")
    try:
        width, height = int(w), int(h)
    except ValueError:
        width = height = 0
    if not sep or not (320 <= width <= 8000 and 240 <= height <= 8000):
        raise argparse.ArgumentTypeError(_t(QT_TRANSLATE_NOOP("CommandLine", "“{text}” is not a window size like 1280x800.")).format(text=text[:40]))
    return width, height


def _count(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = -1
    if n < 0:
        raise argparse.ArgumentTypeError(_t(QT_TRANSLATE_NOOP("CommandLine", "“{text}” is not a number of actions.")).format(text=text[:40]))
    return n


def _seed(text: str) -> int:
    from cafegames.engine.rng import MAX_SEED

    try:
        n = int(text)
    except ValueError:
        n = -1
    if not 0 <= n <= MAX_SEED:
        raise argparse.ArgumentTypeError(_t(QT_TRANSLATE_NOOP("CommandLine", "“{text}” is not a seed (a whole number from 0).")).format(text=text[:40]))
    return n


def build_parser() -> argparse.ArgumentParser:
    argparse._ = _argparse_text  # type: ignore[attr-defined]  # argparse's error messages in our language
    from cafegames.engine import registry  # the games' names and ids (cheap: no game module is imported)

    ids = [i.id for i in registry.GAMES.values() if i.on_start_page]
    names = ", ".join(_i18n().tr_message(registry.GAMES[i].name) for i in ids)
    p = _Parser(prog="cafegames", add_help=False, formatter_class=_Formatter,
                description=_t(QT_TRANSLATE_NOOP("CommandLine", "Family card and board games around one computer: "
                                                                "{games}.")).format(games=names),
                epilog=_t(QT_TRANSLATE_NOOP("CommandLine", "Examples:\n"
                          "  cafegames --lang fr\n"
                          "  cafegames --new {game} --seats \"Ann:human,Bob:computer:hard\"\n"
                          "  cafegames --learn {game} --lang fr\n"
                          "  cafegames --check-save ~/saved-game.json\n"
                          "  cafegames --replay ~/saved-game.json --step 40")).format(game=ids[0]))
    # argparse adds the colon; the French text ends with a space so it reads "Options :".
    p._optionals.title = _t(QT_TRANSLATE_NOOP("CommandLine", "Options"))
    p.add_argument("-h", "--help", action="help", help=_t(QT_TRANSLATE_NOOP("CommandLine", "show this help and quit")))
    p.add_argument("--version", action="version", version=f"cafegames {__version__}",
                   help=_t(QT_TRANSLATE_NOOP("CommandLine", "print the version and quit")))
    p.add_argument("--lang", choices=("fr", "en"), help=_t(QT_TRANSLATE_NOOP("CommandLine", "language of the app (default: Settings, then the system)")))
    p.add_argument("--new", metavar=_t(QT_TRANSLATE_NOOP("CommandLine", "GAME")), help=_t(QT_TRANSLATE_NOOP("CommandLine", "start a new game: {ids}")).format(ids=", ".join(ids)))
    p.add_argument("--learn", metavar=_t(QT_TRANSLATE_NOOP("CommandLine", "GAME")),
                   help=_t(QT_TRANSLATE_NOOP("CommandLine", "play the guided first game of {ids} (Learn to play)")).format(
                       ids=", ".join(ids)))
    p.add_argument("--seats", metavar=_t(QT_TRANSLATE_NOOP("CommandLine", "SEATS")),
                   help=_t(QT_TRANSLATE_NOOP("CommandLine", "the seats of the new game, e.g. \"Ann:human,Bob:computer:normal\"")))
    p.add_argument("--options", metavar=_t(QT_TRANSLATE_NOOP("CommandLine", "OPTIONS")), help=_t(QT_TRANSLATE_NOOP("CommandLine", "rule options of the new game, e.g. \"key=value,…\"")))
    p.add_argument("--seed", type=_seed, metavar="S", help=_t(QT_TRANSLATE_NOOP("CommandLine", "seed of the new game (the same seed deals the same cards)")))
    p.add_argument("--load", metavar=_t(QT_TRANSLATE_NOOP("CommandLine", "FILE")), help=_t(QT_TRANSLATE_NOOP("CommandLine", "open a saved game")))
    p.add_argument("--autoplay", type=_count, metavar="N", default=0,
                   help=_t(QT_TRANSLATE_NOOP("CommandLine", "computer players take the next N actions, for every seat (humans included)")))
    p.add_argument("--screenshot", metavar=_t(QT_TRANSLATE_NOOP("CommandLine", "FILE")),
                   help=_t(QT_TRANSLATE_NOOP("CommandLine", "save a picture (PNG) of the window once the table is still, then quit")))
    p.add_argument("--size", type=_size, metavar=_t(QT_TRANSLATE_NOOP("CommandLine", "WxH")), help=_t(QT_TRANSLATE_NOOP("CommandLine", "window size, e.g. 1280x800")))
    p.add_argument("--stats", action="store_true",
                   help=_t(QT_TRANSLATE_NOOP("CommandLine", "open the statistics of the finished games")))
    p.add_argument("--replay", metavar=_t(QT_TRANSLATE_NOOP("CommandLine", "FILE")),
                   help=_t(QT_TRANSLATE_NOOP("CommandLine", "watch a saved game again, action by action (the file is only read)")))
    p.add_argument("--step", type=_count, metavar="N",
                   help=_t(QT_TRANSLATE_NOOP("CommandLine", "with --replay: show the game after its first N actions")))
    p.add_argument("--check-save", metavar=_t(QT_TRANSLATE_NOOP("CommandLine", "FILE")),
                   help=_t(QT_TRANSLATE_NOOP("CommandLine", "check a saved game by replaying it; print a summary or the problem (exit status 0 or 2)")))
    return p


def _peek_lang(argv: Sequence[str]) -> str | None:
    """--lang before the parser exists (the parser's own help texts need the language)."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return None


def _stored_language() -> str:
    try:
        from cafegames.ui.settings import Settings

        return Settings().language
    except Exception:  # an unreadable settings file must not stop the app
        return ""


class StartPlan:
    """What the window opens with, checked before any window exists (a plain class: no attrs at start-up)."""

    def __init__(self, match: object | None = None, save_path: Path | None = None, record: object | None = None,
                 warning: Message | None = None, replay: object | None = None, step: int | None = None,
                 stats: bool = False, lesson: object | None = None):
        self.match = match
        self.save_path = save_path
        self.record = record
        self.warning = warning
        self.replay = replay  # --replay: the Replay read from the file (record: its SaveRecord)
        self.step = step
        self.stats = stats
        self.lesson = lesson  # --learn: the guided first game (cafegames/engine/lesson.py) `match` plays


def check_save(path: Path) -> int:
    """--check-save: replay the file; one line on stdout (0) or the problem on stderr (2)."""
    from cafegames.engine import registry
    from cafegames.engine.saves import load_save

    try:
        match, record = load_save(path)
        info = registry.get(record.game)
        state = match.state
        line = msg(CTX, QT_TRANSLATE_NOOP("CommandLine",
                                          "{file}: OK — {game}, {players} ({names}), {moves}, {status}: {progress}"),
                   file=path.name, game=info.name, names=", ".join(s.name for s in record.seats),
                   players=msg(CTX, QT_TRANSLATE_NOOP("CommandLine", "%n player(s)", None, 1), n=len(record.seats)),
                   moves=msg(CTX, QT_TRANSLATE_NOOP("CommandLine", "%n move(s)", None, 1), n=len(record.actions)),
                   status=msg(CTX, QT_TRANSLATE_NOOP("CommandLine", "finished")) if match.is_over()
                   else msg(CTX, QT_TRANSLATE_NOOP("CommandLine", "in progress")),
                   progress=match.game.progress(state))
    except GameError as exc:
        print(_i18n().tr_message(msg(CTX, QT_TRANSLATE_NOOP("CommandLine", "{file}: {problem}"), file=str(path),
                             problem=exc.message)), file=sys.stderr)
        return EXIT_BAD_INPUT
    except Exception as exc:  # a rules bug met while replaying: still a message, never a traceback
        print(_i18n().tr_message(msg(CTX, QT_TRANSLATE_NOOP("CommandLine", "{file}: the game could not be replayed (a fault "
                                                                   "of the program: {error})."),
                             file=str(path), error=type(exc).__name__)), file=sys.stderr)
        return EXIT_BAD_INPUT
    print(_i18n().tr_message(line))
    return 0


def default_seats(info, levels: Sequence[str]) -> list:
    from cafegames.engine.seats import Seat

    level = "normal" if "normal" in levels else levels[0]
    from cafegames.engine.players import placeholder_name

    seats = [Seat(_i18n().tr_message(placeholder_name("player", 1)), "human")]
    for i in range(1, max(info.min_players, 2)):
        seats.append(Seat(_i18n().tr_message(placeholder_name("computer", i)), "computer", level))
    return seats


def make_plan(args: argparse.Namespace) -> StartPlan:
    """Check --new/--seats/--options/--seed/--load and build the match; SetupError/SaveError on bad input."""
    from cafegames.engine import registry

    if args.new and args.load:
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("CommandLine", "Choose either --new or --load, not both.")))
    if not args.new and (args.seats or args.options or args.seed is not None):
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("CommandLine", "--seats, --options and --seed go with --new GAME.")))
    if args.autoplay and not (args.new or args.load or getattr(args, "learn", None)):
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("CommandLine", "--autoplay goes with --new GAME, --learn GAME or --load FILE.")))
    replay, step, stats, learn = (getattr(args, k, None) for k in ("replay", "step", "stats", "learn"))
    if sum(bool(x) for x in (args.new, args.load, replay, stats, learn)) > 1:
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("CommandLine", "Choose one of --new, --load, --replay, --stats and --learn.")))
    if learn:
        return _learn_plan(learn)
    if step is not None and not replay:
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("CommandLine", "--step goes with --replay FILE.")))
    if stats:
        return StartPlan(stats=True)
    if replay:
        from cafegames.engine.replay import read_replay

        replayed, record, damaged = read_replay(Path(replay).expanduser())
        if not registry.get(record.game).has_scene():
            raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("CommandLine", "{game} cannot be played in this version yet."),
                                 game=registry.get(record.game).name))
        if not replayed.has_public_view() and not replayed.finished:
            raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("CommandLine", "This game can be watched again once it is over.")))
        warning = None if damaged is None else msg(CTX, QT_TRANSLATE_NOOP(
            "CommandLine", "The file was damaged ({problem}); its backup was opened."), problem=damaged.message)
        return StartPlan(record=record, warning=warning, replay=replayed, step=step)
    if args.load:
        from cafegames.engine.saves import continue_path, load_with_backup

        path = Path(args.load).expanduser()
        match, record, damaged = load_with_backup(path)
        if damaged is None:  # a file from outside the saves folder is imported: only read, never written
            path = continue_path(path, record.game)
        if not registry.get(record.game).has_scene():
            raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("CommandLine", "{game} cannot be played in this version yet."),
                                 game=registry.get(record.game).name))
        warning = None
        if damaged is not None:  # the damaged file is kept as it is; the game goes on in a new file
            from cafegames.engine.saves import new_save_path

            path = new_save_path(record.game)
            warning = msg(CTX, QT_TRANSLATE_NOOP("CommandLine", "The file was damaged ({problem}); its backup was opened."),
                          problem=damaged.message)
        return StartPlan(match, path, record, warning)
    if args.new:
        from cafegames.engine import rng
        from cafegames.engine.match import Match
        from cafegames.engine.options import parse_option_text
        from cafegames.engine.saves import new_save_path
        from cafegames.engine.seats import parse_seats

        info = registry.get(args.new.strip().lower())
        if not info.has_scene():
            raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("CommandLine", "{game} cannot be played in this version yet."),
                                 game=info.name))
        game = info.game()
        seats = parse_seats(args.seats, game.levels) if args.seats else default_seats(info, game.levels)
        from cafegames.engine.players import Players

        seats = Players().attach(seats)  # a remembered player's name finds their id (their history)
        options = parse_option_text(args.options) if args.options else {}
        seed = args.seed if args.seed is not None else rng.new_seed()
        match = Match(game, options, seats, seed)
        from cafegames.engine.takeback import default_allowed

        match.takebacks_allowed = default_allowed(match.seats)  # as the new-game dialog's default
        return StartPlan(match, new_save_path(info.id))
    return StartPlan()


def _learn_plan(game_id: str) -> StartPlan:
    """--learn GAME: the game's guided first game, in a new save file like any new game."""
    from cafegames.engine import registry
    from cafegames.engine.saves import new_save_path
    from cafegames.ui.lesson import lesson_match

    info = registry.get(game_id.strip().lower())
    if not info.has_lesson():
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("CommandLine", "{game} has no guided first game yet."),
                             game=info.name))
    lesson = info.lesson()
    return StartPlan(lesson_match(info.game(), lesson), new_save_path(info.id), lesson=lesson)


def main(argv: Sequence[str] | None = None) -> int:
    """The command line's exit status. Start-up creates tens of thousands of objects and frees few (PySide6's
    import builds its signature tables and enums), so the cyclic garbage collector's 30-odd passes over them
    (~10 ms) are work the first frame does not need: it is paused until then (`cafegames.ui.runner.run_gui` turns
    it back on once the window is shown), or until `main` returns."""
    gc.disable()
    try:
        return _main(argv)
    finally:
        gc.enable()


def _main(argv: Sequence[str] | None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    i18n = _i18n()
    i18n.install_language(i18n.resolve_language(_peek_lang(argv), _stored_language()))
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else EXIT_BAD_INPUT
    if args.check_save:
        return check_save(Path(args.check_save).expanduser())
    try:
        plan = make_plan(args)
    except GameError as exc:
        print(_t(QT_TRANSLATE_NOOP("CommandLine", "cafegames: {message}")).format(message=i18n.tr_message(exc.message)), file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.screenshot:
        target = Path(args.screenshot).expanduser()
        if not target.parent.is_dir():
            print(_t(QT_TRANSLATE_NOOP("CommandLine", "cafegames: the folder of {path} does not exist.")).format(path=str(target)), file=sys.stderr)
            return EXIT_BAD_INPUT
    from cafegames.ui.platform_check import problem

    missing = problem()  # Linux: a library Qt's window needs is missing → which package, not Qt's core dump
    if missing:
        print(missing, file=sys.stderr)
        return EXIT_BAD_INPUT
    from cafegames.ui.runner import run_gui

    return run_gui(args, plan)
