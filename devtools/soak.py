"""The soak: many seeded games of every registered game, every rule of the engine contract checked after every
action. No Qt.

    python -m devtools.sim soak [--game ID …] [--games N] [--seed S] [--seconds T] [--json]
    python -m devtools.sim soak --game ID --case SEED      # rerun one case, with its traceback

Each case is drawn from one 64-bit case seed: a seat count within the game's range, option values drawn from the
game's option schema (combinations the game refuses with SetupError are skipped and counted), a computer level
per seat, and a driver (the games' own bots, or uniform random choices over every seat allowed to act, out of
turn included). The searching levels think with a small sample budget (`SOAK_THINKING`), reproducibly.
After setup and after every action the soak checks:

- the game's own invariants: the optional `GAME.check_invariants(state)`, which raises AssertionError with a
  message (card conservation, one canoe per cell, scores consistent…);
- the contract: `to_act` lists valid, distinct seats and is non-empty until the end, the seat the game waits for
  has legal actions, the action chosen is one of them, events and the progress line format;
- illegal actions: variants of a legal action (another seat, a field off by one, absurd values) that
  `legal_actions` does not list must raise IllegalAction and leave the state equal; `clone` must give an equal,
  independent copy;
- save → load: at growing random intervals and at the end, the match record is encoded as a save file,
  parsed and replayed, and the replayed state must equal the live one.

A failure stops its case and is reported with the case seed and the command line that reruns it.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import json
import random
import sys
import time
import traceback
from collections.abc import Sequence
from typing import Any

import attrs

from cafegames.engine import registry, rng
from cafegames.engine.bots import Thinking
from cafegames.engine.errors import GameError, IllegalAction, SetupError
from cafegames.engine.match import Match
from cafegames.engine.messages import Message
from cafegames.engine.saves import MAX_ACTIONS as SAVE_LIMIT
from cafegames.engine.seats import Seat

MAX_ACTIONS = SAVE_LIMIT  # a longer match could not be loaded again: "no end"
OPTION_ATTEMPTS = 20
PROBE_RATE = 0.15
CLONE_CHECK_EVERY = 10
VIEW_RATE = 0.1
SOAK_THINKING = Thinking(effort=0.1)  # the soak checks the rules, not the play: the searches take few samples


class SoakFailure(Exception):
    """A broken rule of the contract, found by the soak; `kind` sorts failures in the summary."""

    def __init__(self, kind: str, text: str):
        super().__init__(text)
        self.kind = kind


@attrs.define
class Case:
    """One seeded game of the soak: everything needed to rerun it comes from `seed`."""

    game: str
    seed: int
    seats: int = 0
    options: dict[str, Any] = attrs.field(factory=dict)
    levels: list[str] = attrs.field(factory=list)
    driver: str = ""
    refused_options: int = 0
    actions: int = 0
    save_checks: int = 0
    probes: int = 0
    failure: dict[str, Any] | None = None
    cut: bool = False  # stopped unfinished when the run's time budget ran out
    long: bool = False  # uniformly random play that passed the action limit (not a failure, see run_case)
    seconds: float = 0.0

    @property
    def command(self) -> str:
        return f"python -m devtools.sim soak --game {self.game} --case {self.seed}"

    def describe(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in self.options.items()) or "defaults"
        return f"{self.seats} seats, options {opts}, levels {','.join(self.levels)}, driver {self.driver}"


@attrs.define
class SoakSummary:
    game: str
    games: int = 0
    actions: int = 0
    refused_options: int = 0
    save_checks: int = 0
    probes: int = 0
    cut: int = 0
    long: list[int] = attrs.field(factory=list)  # seeds of uniformly random games past the action limit
    seconds: float = 0.0
    failures: list[Case] = attrs.field(factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "game": self.game, "games": self.games, "actions": self.actions,
            "refused_option_sets": self.refused_options, "save_checks": self.save_checks,
            "illegal_probes": self.probes, "cut_by_time_budget": self.cut,
            "uniform_games_past_the_limit": len(self.long), "long_seeds": self.long[:50],
            "seconds": round(self.seconds, 2),
            "games_per_s": round(self.games / self.seconds, 1) if self.seconds else None,
            "actions_per_s": round(self.actions / self.seconds) if self.seconds else None,
            "failures": [{"seed": c.seed, "setup": c.describe(), **(c.failure or {}), "rerun": c.command}
                         for c in self.failures],
        }


# ---------------------------------------------------------------- drawing a case


def draw_option_values(schema: Sequence[Any], r: random.Random) -> dict[str, Any]:
    """Random values from an option schema: bools, choices, ints at and between their bounds; some left out
    (so defaults are exercised too)."""
    values: dict[str, Any] = {}
    for spec in schema:
        if r.random() < 0.25:
            continue
        default = spec.default
        if isinstance(default, bool):
            values[spec.key] = r.random() < 0.5
        elif isinstance(default, int):
            lo = spec.minimum if spec.minimum is not None else min(0, default)
            hi = spec.maximum if spec.maximum is not None else max(2 * default, lo + 10)
            pick = r.random()  # bounds and default often; between them log-uniformly (scores to 5,000 stay rare)
            values[spec.key] = (lo if pick < 0.2 else hi if pick < 0.3 else default if pick < 0.5
                                else min(hi, lo + int((hi - lo + 1) ** r.random()) - 1))
        elif spec.choices:
            values[spec.key] = r.choice(spec.choices).value
    return values


def draw_case(game_id: str, seed: int) -> tuple[Case, Match]:
    """The case of `seed`: seats, options the game accepts, levels and driver, and its match set up."""
    info = registry.get(game_id)
    game = info.game()
    r = random.Random(rng.derive(seed, "soak-case"))
    case = Case(game_id, seed)
    case.seats = r.randint(info.min_players, info.max_players)
    schema = list(game.option_schema())
    values: dict[str, Any] = {}
    variants = getattr(game, "option_variants", None)
    for attempt in range(OPTION_ATTEMPTS + 1):
        values = draw_option_values(schema, r) if attempt < OPTION_ATTEMPTS else {}
        if variants is not None and attempt < OPTION_ATTEMPTS:  # every variant offered (UNO's boxes) as often
            choice = variants()
            variant = r.choice(choice.variants)
            values[choice.key] = variant.value
            values.update({k: v for k, (v, _) in variant.fixed.items()})
        try:
            game.make_options(values, case.seats)
            break
        except SetupError:
            case.refused_options += 1
    case.options = values
    case.levels = [r.choice(game.levels) for _ in range(case.seats)]
    case.driver = r.choice(("bots", "bots", "uniform"))
    seats = [Seat(f"P{i + 1}", r.choice(("human", "computer")), lv) for i, lv in enumerate(case.levels)]  # type: ignore[arg-type]
    match = Match(game, values, seats, rng.derive(seed, "soak-match") % (rng.MAX_SEED + 1))
    match.thinking = SOAK_THINKING
    return case, match


# ---------------------------------------------------------------- checks


def check_state(game: Any, state: Any, n_seats: int) -> list[Any]:
    """The game's own invariants and the contract's, for one state; returns the legal actions of the seat
    the game waits for (none once it is over)."""
    own = getattr(game, "check_invariants", None)
    if own is not None:
        try:
            own(state)
        except AssertionError as exc:
            raise SoakFailure("invariant", str(exc) or "check_invariants failed (no message)") from None
    progress = game.progress(state)
    _check_message(progress, "progress")
    if game.is_over(state):
        result = game.result(state)
        if not all(0 <= w < n_seats for w in result.winners) or len(set(result.winners)) != len(result.winners):
            raise SoakFailure("contract", f"result winners {result.winners} are not distinct seats")
        if len(result.scores) != n_seats:
            raise SoakFailure("contract", f"result has {len(result.scores)} scores for {n_seats} seats")
        places = result.seat_places()
        if result.places and (len(result.places) != n_seats
                              or {s for s in range(n_seats) if places[s] == 1} != set(result.winners)):
            raise SoakFailure("contract", f"result places {result.places} do not put the winners "
                                          f"{result.winners} (and only them) first")
        return []
    to_act = list(game.to_act(state))
    if not to_act:
        raise SoakFailure("contract", "the game is not over but no seat may act")
    if len(set(to_act)) != len(to_act) or not all(isinstance(s, int) and 0 <= s < n_seats for s in to_act):
        raise SoakFailure("contract", f"to_act {to_act} is not a list of distinct seats")
    legal = list(game.legal_actions(state, to_act[0]))
    if not legal:
        raise SoakFailure("contract", f"seat {to_act[0]} is waited for but has no legal action")
    return legal


def _check_message(message: Any, what: str) -> None:
    if not isinstance(message, Message):
        raise SoakFailure("contract", f"{what} is {type(message).__name__}, not a Message")
    try:
        message.english()
    except (KeyError, IndexError, ValueError) as exc:
        raise SoakFailure("contract", f"{what} message {message.text!r} cannot be filled in: {exc!r}") from None


def check_save_round_trip(match: Match) -> None:
    """Encode the match as a save file, parse it back, replay it: the state must be the same."""
    from cafegames.engine import saves

    data = json.loads(json.dumps(saves.record_of(match), ensure_ascii=False))
    try:
        replayed = saves.replay(saves.parse_record(data))
    except saves.SaveError as exc:
        raise SoakFailure("save", f"its own save is refused: {exc}") from None
    if replayed.actions != match.actions:
        raise SoakFailure("save", "the actions read back differ from the actions played")
    if replayed.state != match.state:
        raise SoakFailure("save", f"replaying {len(match.actions)} actions gives a different state "
                                  f"(fields differ: {', '.join(_differing_fields(replayed.state, match.state))})")


def _differing_fields(a: Any, b: Any) -> list[str]:
    if attrs.has(type(a)) and type(a) is type(b):
        return [f.name for f in attrs.fields(type(a)) if getattr(a, f.name) != getattr(b, f.name)] or ["?"]
    return ["?"]


def illegal_variants(action: Any, n_seats: int) -> list[Any]:
    """Actions like `action` with one field changed: another seat, numbers off by one or absurd, other words."""
    out = []
    if not attrs.has(type(action)):
        return out
    for field in attrs.fields(type(action)):
        if not field.init:
            continue
        value = getattr(action, field.name)
        if field.name == "seat":
            candidates: list[Any] = [s for s in range(n_seats) if s != value] + [-1, n_seats]
        elif isinstance(value, bool):
            candidates = [not value]
        elif isinstance(value, int):
            candidates = [value + 1, value - 1, -1, 10**6]
        elif isinstance(value, str):
            candidates = ["", value + "?"]
        else:
            continue
        for candidate in candidates:
            with contextlib.suppress(TypeError, ValueError):
                out.append(attrs.evolve(action, **{field.alias or field.name: candidate}))
    return out


def probe_illegal(game: Any, state: Any, legal_action: Any, n_seats: int, r: random.Random,
                  known: dict[int, list[Any]] | None = None) -> int:
    """Apply variants of `legal_action` that are not legal to copies of `state`: each must raise IllegalAction
    and leave its copy equal to `state`. Also checks `clone`: equal always, and (one probe in
    CLONE_CHECK_EVERY, against a deep copy, which costs milliseconds on a long UNO hand's state) independent."""
    clone = game.clone(state)
    if clone != state:
        raise SoakFailure("contract", "clone(state) is not equal to the state")
    if r.random() < 1 / CLONE_CHECK_EVERY:
        snapshot = copy.deepcopy(state)
        game.apply(clone, legal_action)
        if state != snapshot:
            raise SoakFailure("contract", "applying an action to clone(state) changed the original state "
                                          "(clone is too shallow)")
    variants = illegal_variants(legal_action, n_seats)
    r.shuffle(variants)
    probes = 0
    legal_of = dict(known or {})
    for bad in variants[:6]:
        seat = getattr(bad, "seat", None)
        if isinstance(seat, int) and 0 <= seat < n_seats:
            if seat not in legal_of:
                legal_of[seat] = list(game.legal_actions(state, seat))
            if bad in legal_of[seat]:
                continue
        trial = game.clone(state)  # independent (checked above); a deep copy each time would cost 7× more
        probes += 1
        try:
            game.apply(trial, bad)
        except IllegalAction as exc:
            _check_message(exc.message, "IllegalAction")
            if trial != state:
                raise SoakFailure("contract", f"apply({bad!r}) raised IllegalAction but changed the state "
                                              f"(fields: {', '.join(_differing_fields(trial, state))})") from None
            continue
        except Exception as exc:
            raise SoakFailure("contract", f"apply({bad!r}), an action legal_actions does not list, raised "
                                          f"{type(exc).__name__}: {exc} instead of IllegalAction") from None
        raise SoakFailure("contract", f"apply accepted {bad!r}, which legal_actions does not list")
    return probes


# ---------------------------------------------------------------- running


def _choose(case: Case, match: Match, r: random.Random, legal_of: dict[int, list[Any]]) -> Any:
    """The next action: from the bots of the seats (all seats played by their level's bot), or uniformly.
    `legal_of` caches the legal actions per seat for this state."""
    game, state = match.game, match.state
    to_act = list(game.to_act(state))

    def legal_for(seat: int) -> list[Any]:
        if seat not in legal_of:
            legal_of[seat] = list(game.legal_actions(state, seat))
        return legal_of[seat]

    if case.driver == "uniform":
        order = to_act if r.random() < 0.8 else r.sample(to_act, len(to_act))
        for seat in order:
            legal = legal_for(seat)
            if legal:
                return r.choice(legal)
        raise SoakFailure("contract", f"no seat among {to_act} has a legal action")
    for i, seat in enumerate(to_act):
        legal = legal_for(seat)
        if not legal:
            continue
        action = match.bot(seat).choose(game.view(state, seat), legal, i == 0)
        if action is None:
            if i == 0:
                raise SoakFailure("bot", f"the {case.levels[seat]} bot of seat {seat} answered nothing "
                                         f"though the game waits for it")
            continue
        if action not in legal:
            raise SoakFailure("bot", f"the {case.levels[seat]} bot of seat {seat} chose {action!r}, "
                                     f"which is not among its legal actions")
        return action
    raise SoakFailure("contract", f"no seat among {to_act} has a legal action")


def run_case(game_id: str, seed: int, max_actions: int = MAX_ACTIONS, reraise: bool = False,
             deadline: float | None = None) -> Case:
    """Play the case of `seed` to its end, checking everything; the failure (if any) is kept in the case.
    Past `deadline` (a `time.perf_counter()` value) the case stops unfinished, marked `cut`."""
    start = time.perf_counter()
    case = Case(game_id, seed)
    step = 0
    try:
        case, match = draw_case(game_id, seed)
        game, n = match.game, case.seats
        r = random.Random(rng.derive(seed, "soak-run"))
        waited_legal = check_state(game, match.state, n)
        opening = getattr(game, "opening_events", None)
        for event in opening(match.options, match.seats, match.seed) if opening is not None else ():
            line = game.describe(event, match.seats)
            if line is not None:
                _check_message(line, f"describe({event.kind}) of the set-up")
        next_save_check = r.randint(1, 8)
        while not match.is_over():
            if step >= max_actions:
                if case.driver == "uniform":
                    # Uniformly random UNO hands with draw-until and stacking can last tens of thousands of
                    # actions while scores still move: counted and listed, not a failure. Bots must finish.
                    case.long = True
                    break
                raise SoakFailure("no end", f"no end after {max_actions} actions")
            if deadline is not None and step % 16 == 0 and time.perf_counter() > deadline:
                case.cut = True
                break
            to_act = list(game.to_act(match.state))
            legal_of = {to_act[0]: waited_legal}
            action = _choose(case, match, r, legal_of)
            if action.seat not in to_act:
                raise SoakFailure("contract", f"{action!r} comes from a seat not in to_act")
            if r.random() < PROBE_RATE:
                case.probes += probe_illegal(game, match.state, action, n, r, legal_of)
            events = match.act(action)
            step += 1
            for event in events:
                line = game.describe(event, match.seats)
                if line is not None:
                    _check_message(line, f"describe({event.kind})")
            if r.random() < VIEW_RATE:
                for seat in range(n):
                    game.view(match.state, seat)
            waited_legal = check_state(game, match.state, n)
            if step == next_save_check:
                check_save_round_trip(match)
                case.save_checks += 1
                next_save_check = step + r.randint(1, max(2, step))
        if not case.long:
            check_save_round_trip(match)
            case.save_checks += 1
    except Exception as exc:
        if reraise:
            raise
        kind = exc.kind if isinstance(exc, SoakFailure) else "crash"
        text = str(exc) if isinstance(exc, SoakFailure | GameError) else f"{type(exc).__name__}: {exc}"
        case.failure = {"kind": kind, "at_action": step, "message": text[:500],
                        "traceback": "" if isinstance(exc, SoakFailure) else traceback.format_exc(limit=-6)}
    case.actions = step
    case.seconds = time.perf_counter() - start
    return case


def soak_game(game_id: str, n_games: int | None, seed: int, seconds: float | None = None,
              max_actions: int = MAX_ACTIONS, report_every: float | None = None) -> SoakSummary:
    """Run up to `n_games` cases (or until `seconds` have passed) of one game; with `report_every`, a progress
    line goes to stderr that often (seconds)."""
    summary = SoakSummary(game_id)
    start = time.perf_counter()
    next_report = start + report_every if report_every else None
    deadline = None if seconds is None else start + seconds
    i = 0
    while (n_games is None or i < n_games) and (deadline is None or time.perf_counter() < deadline):
        case = run_case(game_id, rng.derive(seed, "soak", game_id, i), max_actions, deadline=deadline)
        i += 1
        summary.cut += case.cut
        if case.long:
            summary.long.append(case.seed)
        summary.games += 1 - case.cut
        summary.actions += case.actions
        summary.refused_options += case.refused_options
        summary.save_checks += case.save_checks
        summary.probes += case.probes
        if case.failure:
            summary.failures.append(case)
        if next_report is not None and time.perf_counter() >= next_report:
            next_report += report_every or 0
            print(f"  {game_id}: {summary.games} games, {summary.actions} actions, {len(summary.failures)} failures, "
                  f"{time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
    summary.seconds = time.perf_counter() - start
    return summary


def playable_games() -> list[str]:
    """Every registered game whose rules module exists."""
    return [gid for gid, info in registry.GAMES.items() if info.has_rules()]


def run_soak(game_ids: Sequence[str] = (), n_games: int | None = 100, seed: int = 1,
             seconds: float | None = None, max_actions: int = MAX_ACTIONS,
             report_every: float | None = None) -> list[SoakSummary]:
    ids = list(game_ids) or playable_games()
    per_game = seconds / len(ids) if seconds and ids else None
    return [soak_game(gid, n_games, seed, per_game, max_actions, report_every) for gid in ids]


def print_summary(s: SoakSummary, out: Any = None) -> None:
    out = out or sys.stdout
    d = s.as_dict()
    print(f"soak {s.game}: {s.games} games, {s.actions} actions, {len(s.failures)} failures; "
          f"{d['games_per_s']} games/s, {d['actions_per_s']} actions/s ({d['seconds']} s); "
          f"{s.save_checks} save/load checks, {s.probes} illegal-action probes, "
          f"{s.refused_options} option sets refused"
          + (f", {s.cut} game stopped unfinished by the time budget" if s.cut else "")
          + (f", {len(s.long)} uniformly random games past {MAX_ACTIONS} actions (not failures; e.g. --case "
             f"{s.long[0]})" if s.long else ""), file=out)
    for case in s.failures[:20]:
        f = case.failure or {}
        print(f"  FAIL [{f.get('kind')}] seed {case.seed} at action {f.get('at_action')}: {f.get('message')}",
              file=out)
        print(f"    setup: {case.describe()}", file=out)
        print(f"    rerun: {case.command}", file=out)
    if len(s.failures) > 20:
        print(f"  … and {len(s.failures) - 20} more", file=out)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m devtools.sim soak",
                                description="Play seeded games of every game with random options, seat counts and "
                                            "levels, checking the rules' invariants after every action and "
                                            "save → load at random points.")
    p.add_argument("--game", action="append", default=[], help="a game id (repeatable); all games when absent")
    p.add_argument("--games", type=int, default=None, help="games per game id (default 100, or unlimited "
                                                           "when --seconds is given)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--seconds", type=float, default=None, help="time budget for the whole run")
    p.add_argument("--max-actions", type=int, default=MAX_ACTIONS, help="a game longer than this is a failure")
    p.add_argument("--case", type=int, default=None, help="rerun the one case with this seed (needs --game)")
    p.add_argument("--progress", type=float, default=None, metavar="SECONDS",
                   help="print a progress line to stderr this often")
    p.add_argument("--json", action="store_true")
    a = p.parse_args(argv)
    for gid in a.game:
        try:
            registry.get(gid)
        except GameError as exc:
            p.error(str(exc))
    if a.case is not None:
        if len(a.game) != 1:
            p.error("--case needs exactly one --game")
        case, _ = draw_case(a.game[0], a.case)
        print(f"{a.game[0]} case {a.case}: {case.describe()}")
        run_case(a.game[0], a.case, a.max_actions, reraise=True)
        print("no failure")
        return 0
    n_games = a.games if a.games is not None else (None if a.seconds else 100)
    summaries = run_soak(a.game, n_games, a.seed, a.seconds, a.max_actions, a.progress)
    if a.json:
        print(json.dumps([s.as_dict() for s in summaries], indent=1))
    else:
        for s in summaries:
            print_summary(s)
        if not summaries:
            print("no game with rules is registered")
    return 1 if any(s.failures for s in summaries) else 0
