"""The strength ladder: every computer level against the one below it, and the hard levels' targets, in every game;
written to `docs/strength.md`. No Qt.

    python -m devtools.sim ladder [--games N] [--effort E] [--figures ID,…] [--json FILE] [--out FILE]
    python -m devtools.sim ladder --merge A.json B.json … [--out FILE]      # one table from runs made apart
    python -m devtools.sim ladder --list

A figure is a set of seeded games between levels with the seats rotated, duplicate style: each deal (seed) is
played once in every different rotation of the seats (two for hard, normal, hard, normal: turned by two it is the
same seating, and the same deal would be the same game again), so the luck of the cards is shared out evenly
between the levels.
"Head to head" is two seats (UNO, Café) or four seats two by two (Canyon, which needs three or more); a target
figure puts one hard seat among normal ones. The win share of the first level is given with its 95 % interval (Wilson), the games,
the seed, and the time each level took per decision (median, 95th percentile, worst) on this machine.

The search levels think by sample budgets here (`Thinking(effort)`, untimed), so a figure is reproducible from
its seed; the app adds its time budget on top (`Thinking(timed=True)`), measured by `--timing`.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs

from cafegames.engine import registry, rng
from cafegames.engine.bots import Thinking
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat


@attrs.frozen
class Figure:
    """One line of the table: `levels` per seat (rotated), the level whose share is given first, and the target
    that share must reach (the fair share when no target is set)."""

    id: str
    game: str
    levels: tuple[str, ...]
    options: tuple[tuple[str, Any], ...] = ()
    title: str = ""
    target: float | None = None

    @property
    def focus(self) -> str:
        return self.levels[0]

    @property
    def fair(self) -> float:
        return self.levels.count(self.focus) / len(self.levels)

    @property
    def rotations(self) -> int:
        """How many different seatings turning the levels round the table gives: 2 for hard, normal, hard, normal
        (turned by two it is the same table, and with the same deal the same game, played twice)."""
        n = len(self.levels)
        return next(k for k in range(1, n + 1) if self.levels[k:] + self.levels[:k] == self.levels)


def _pairs(game: str, seats: int, options: tuple[tuple[str, Any], ...], what: str, name: str = "") -> list[Figure]:
    """Each level against the one below; `name` tells apart figures of one game with other options (a UNO box)."""
    out = []
    for hi, lo in (("easy", "random"), ("normal", "easy"), ("hard", "normal")):
        levels = (hi, lo) if seats == 2 else (hi, lo) * (seats // 2)
        out.append(Figure(f"{name or game}-{hi}-{lo}", game, levels, options, f"{hi} vs {lo}, {what}"))
    return out


def _box(box: str, title: str) -> list[Figure]:
    """Issue 34: the levels in order in each UNO box other than the classic one, on single hands."""
    return _pairs("uno", 2, (("box", box), *SINGLE), f"{title} box, 2 seats, single hands", f"uno-{box}")


SINGLE = (("scoring", "single"),)
FIGURES: tuple[Figure, ...] = (
    *_pairs("uno", 2, SINGLE, "2 seats, single hands"),
    Figure("uno-hard-3normal", "uno", ("hard", "normal", "normal", "normal"), SINGLE,
           "hard among 3 normal, 4 seats, single hands", 0.30),
    Figure("uno-hard-normal-500", "uno", ("hard", "normal"), (("scoring", "official"), ("target", 500)),
           "hard vs normal, 2 seats, matches to 500", 0.60),
    *_box("extreme", "Extreme"),
    *_box("deluxe", "Deluxe"),
    *_box("rapido", "Rapido"),
    *_pairs("cafe", 2, (), "2 seats"),
    *_pairs("canyon", 4, (), "4 seats, 2 of each"),
    Figure("canyon-hard-3normal", "canyon", ("hard", "normal", "normal", "normal"), (),
           "hard among 3 normal, 4 seats", 0.50),
)
TARGETS = {"uno-hard-normal": 0.58, "cafe-hard-normal": 0.70}
FIGURES = tuple(attrs.evolve(f, target=TARGETS.get(f.id, f.target)) for f in FIGURES)


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion `p` seen in `n` trials."""
    if n == 0:
        return 0.0, 1.0
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


class _Timed:
    """A bot whose decisions are timed into `times`."""

    def __init__(self, bot: Any, times: list[float]):
        self.bot = bot
        self.times = times

    def choose(self, view: Any, legal: Sequence[Any], must_act: bool) -> Any:
        t = time.perf_counter()
        try:
            return self.bot.choose(view, legal, must_act)
        finally:
            self.times.append(time.perf_counter() - t)


def run(figure: Figure, n_games: int, seed: int, effort: float, timed: bool = False,
        progress: bool = False) -> dict[str, Any]:
    """Play the figure's games; its result as plain values (see `markdown`)."""
    game = registry.get(figure.game).game()
    players = len(figure.levels)
    turns = figure.rotations  # each deal is played once in every different seating, never twice in the same
    thinking = Thinking(effort, timed)
    wins: dict[str, float] = {}
    times: dict[str, list[float]] = {lv: [] for lv in figure.levels}
    played = actions = 0
    errors: list[str] = []
    start = time.perf_counter()
    for g in range(n_games):
        shift = g % turns
        seat_levels = [figure.levels[(i - shift) % players] for i in range(players)]
        seats = [Seat(f"P{i + 1}", "computer", lv) for i, lv in enumerate(seat_levels)]
        game_seed = rng.derive(seed, "ladder", figure.id, g // turns) % (rng.MAX_SEED + 1)
        match = Match(game, dict(figure.options), seats, game_seed)
        match.thinking = thinking
        for s, lv in enumerate(seat_levels):
            match.set_bot(s, _Timed(match.bot(s), times[lv]))
        try:
            while not match.is_over():
                action = match.bot_action()
                if action is None:
                    raise RuntimeError("no computer player acted")
                match.act(action)
        except Exception as exc:  # a failure is reported with its seed, the other games go on
            errors.append(f"game {g} (seed {game_seed}): {type(exc).__name__}: {exc}")
            continue
        played += 1
        actions += len(match.actions)
        result = game.result(match.state)
        for w in result.winners:
            wins[seat_levels[w]] = wins.get(seat_levels[w], 0.0) + 1 / len(result.winners)
        if progress and (g + 1) % 50 == 0:
            share = wins.get(figure.focus, 0.0) / played
            print(f"  {figure.id}: {g + 1}/{n_games} games, {figure.focus} {share:.3f}", file=sys.stderr, flush=True)
    share = wins.get(figure.focus, 0.0) / max(played, 1)
    lo, hi = wilson(share, played)
    return {
        "id": figure.id, "game": figure.game, "title": figure.title, "levels": list(figure.levels),
        "options": dict(figure.options), "games": played, "seed": seed, "effort": effort, "timed": timed,
        "share": share, "low": lo, "high": hi, "fair": figure.fair, "target": figure.target,
        "wins": wins, "actions": actions, "seconds": time.perf_counter() - start, "errors": errors,
        "times": {lv: _time_row(ts) for lv, ts in times.items()}, "commands": [_command(figure.id, n_games, seed, effort, timed)],
    }


def _command(figure_id: str, games: int, seed: object, effort: float, timed: bool) -> str:
    """The command line that plays one part of a figure again."""
    return (f"python -m devtools.sim ladder --figures {figure_id} --games {games} --seed {seed} --effort {effort:g}"
            + (" --timed" if timed else ""))


TIMING = (("uno", ("hard", "normal"), SINGLE, "UNO, 2 seats", 0.150),
          ("uno", ("hard", "normal", "normal", "normal"), SINGLE, "UNO, 4 seats", 0.150),
          ("cafe", ("hard", "normal"), (), "Café International, 2 seats", 0.300),
          ("canyon", ("hard", "normal", "normal", "normal"), (), "Canyon, 4 seats", 0.300))


def timing(n_games: int, seed: int) -> list[dict[str, Any]]:
    """The hard levels' time per decision with the app's settings (full effort, stopped at the time budget), the
    search in this process (the app runs it in the search process: the same work, plus a pipe)."""
    out = []
    for gid, levels, options, title, target in TIMING:
        figure = Figure(f"timing-{gid}-{len(levels)}", gid, levels, options, title)
        row = run(figure, n_games, seed, 1.0, timed=True)
        out.append({"title": title, "games": row["games"], "target_ms": target * 1000, **row["times"]["hard"]})
    return out


def combine(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Runs of one figure with different seeds (played apart, to share the work out) as one row: the games and
    wins added up, the seeds listed; its times per decision are the parts' (median and p95 weighted by their
    decisions, the worst of all)."""
    out: list[dict[str, Any]] = []
    for r in rows:
        first = next((o for o in out if o["id"] == r["id"]), None)
        # a run's JSON from before rows kept their command lines has none
        commands = r.get("commands") or [_command(r["id"], r["games"], r["seed"], r["effort"], r["timed"])]
        if first is None:
            out.append({**r, "seed": str(r["seed"]), "wins": dict(r["wins"]), "errors": list(r["errors"]),
                        "times": {lv: dict(t) for lv, t in r["times"].items()}, "commands": list(commands)})
            continue
        if first["effort"] != r["effort"] or first["timed"] != r["timed"] or set(str(r["seed"]).split(", ")) & set(
                first["seed"].split(", ")):
            raise ValueError(f"{r['id']}: the runs to add up differ in effort or share a seed")
        first["seed"] += f", {r['seed']}"
        for lv, w in r["wins"].items():
            first["wins"][lv] = first["wins"].get(lv, 0.0) + w
        for key in ("games", "actions", "seconds"):
            first[key] += r[key]
        first["errors"] += r["errors"]
        first["commands"] += commands
        for lv, t in r["times"].items():
            acc = first["times"][lv]
            n = acc["decisions"] + t["decisions"]
            for key in ("median_ms", "p95_ms"):
                acc[key] = (acc[key] * acc["decisions"] + t[key] * t["decisions"]) / max(n, 1)
            acc["worst_ms"] = max(acc["worst_ms"], t["worst_ms"])
            acc["decisions"] = n
        first["share"] = first["wins"].get(first["levels"][0], 0.0) / max(first["games"], 1)
        first["low"], first["high"] = wilson(first["share"], first["games"])
    return out


def _time_row(ts: Sequence[float]) -> dict[str, float]:
    if not ts:
        return {"decisions": 0, "median_ms": 0.0, "p95_ms": 0.0, "worst_ms": 0.0}
    s = sorted(ts)
    return {"decisions": len(s), "median_ms": statistics.median(s) * 1000,
            "p95_ms": s[min(len(s) - 1, int(len(s) * 0.95))] * 1000, "worst_ms": s[-1] * 1000}


def verdict(row: dict[str, Any]) -> str:
    """"met" when the interval's lower end is above the target (or above the fair share, for the head to head
    figures), "missed" when even its upper end is below, else "not decided"."""
    goal = row["target"] if row["target"] is not None else row["fair"]
    if row["low"] > goal:
        return "met"
    if row["high"] < goal:
        return "missed"
    return "not decided"


FULL_GAMES = 2000  # games per figure, as the table should have them
GAME_NAMES = {"uno": "UNO", "cafe": "Café International", "canyon": "Canyon"}

# What each hard level does that the normal one does not (the table says what it is worth).
HARD_DOES = {
    "uno": "Hard searches where normal follows rules of thumb. Before a choice with alternatives (which card, which "
           "colour, a 7's target, drawing or keeping the card drawn) it imagines the other hands and the draw pile "
           "many times over (up to 150 deals), consistently with what it has seen — the cards played, the "
           "colours a seat drew on, and what a seat's play says about the better cards it did not have — plays each "
           "choice out to the end of the hand with the normal policy for every seat, and leaves normal's choice only "
           "when another does better by half a standard error. It challenges a Wild Draw Four by the odds from the "
           "unseen cards and what it learnt of that seat's bluffing, catches every forgotten UNO and jumps in "
           "whenever it may.",
    "cafe": "Normal takes the turn that scores most now. Hard shortlists its turns (points now, a table of "
            "compatriots, what the next seat could score in reply, guests left with no chair) and, on 10 imagined "
            "bags, plays each one out two turns deep — the others' best replies, its own best next turn with the "
            "guests it would draw, the replies to that — and keeps the turn that leaves it furthest ahead.",
    "canyon": "Normal bids the tricks its cards should win and plays to hit that bid. Hard imagines the unseen hands "
              "(never a suit a seat failed to follow), lets the seats still to bid bid as normal would, plays each "
              "possible bid and each card out to the end of the round, and judges the tricks by where they take "
              "its canoe: the expected rounds still needed to dock, with the current (only an exact bid moves), "
              "the drift towards the waterfall, the narrows and the canoes in the way.",
}

# Why a figure falls short of its target, as measured for `docs/strength.md` (shown only while it does).
SHORT_BECAUSE: dict[str, str] = {
    "uno-hard-normal":
        "A single UNO hand is mostly the deal and the draws, so the search's edge is a few points and it takes "
        "thousands of hands more to tell 58 % from 61 %. Measured with devtools/uno_search_tuning.py (each choice "
        "valued on the true hands, 300 shuffles of the draw pile): the choice that is best with the other hands "
        "known is worth 5.2 points of winning chance per decision over the careful one (613 decisions of 40 "
        "hands, 2 December); the search as it ships (150 deals, leaving the careful choice at half a standard "
        "error) finds 0.42 of them, and four times the deals (600, four times the app's 120 ms) 0.64.",
    "uno-hard-3normal":
        "At four seats a choice weighs less against what the three others do between two of its turns. Measured "
        "with devtools/uno_search_tuning.py on 888 decisions of 80 hands (2 December; each choice valued on the true "
        "hands, 300 shuffles of the draw pile): the choice that is best with the hands known is worth 4.70 points "
        "of winning chance per decision over the careful one; the search as it ships finds 0.88 ± 0.25 of them "
        "(earlier, on 428 decisions, 300 or 600 deals found no more, nor did leaving the careful choice more or "
        "less readily); the same search dealt the other hands as they truly are, the draw pile still unknown, finds "
        "3.92 ± 0.30. So what is missing is knowledge of the hidden hands, not search or time: reaching 30 % needs "
        "better guesses of them than the colours a seat drew on and what its plays say (reading the colour each "
        "seat names for a wild as the one it holds most was tried on 1,273 decisions and found nothing more: 0.43 "
        "against 0.53, within the noise).",
}


def markdown(rows: Sequence[dict[str, Any]], command: str, timings: Sequence[dict[str, Any]] = (),
             note: str = "") -> str:
    """`docs/strength.md`."""
    out = ["# How strong the computer players are", "",
           "Written by `python -m devtools.sim ladder` (`devtools/ladder.py`); do not edit by hand.", "",
           "Every figure is a set of seeded games between computer levels with the seats rotated from one game to "
           "the next, each deal played once in every different rotation (duplicate style), so no level keeps a good seat or "
           "good cards. The share is the first level's part of the wins (a shared win "
           "is split), with its 95 % interval (Wilson). Head to head, the fair share is 50 %; with one hard seat "
           "among three normal ones it is 25 %. A figure is *met* when the whole interval is above its goal (the "
           "target, or the fair share head to head).", ""]
    if note:
        out += [note, ""]
    few = [r for r in rows if r["games"] < FULL_GAMES]
    if few:
        out += [f"{len(few)} of the {len(rows)} figures {'has' if len(few) == 1 else 'have'} fewer than the "
                f"{FULL_GAMES:,} games a figure should have (the time this run had on a shared machine); "
                f"{'its interval is' if len(few) == 1 else 'their intervals are'} the wider for it.", ""]
    for gid in ("uno", "cafe", "canyon"):
        mine = [r for r in rows if r["game"] == gid]
        if not mine:
            continue
        out += [f"## {GAME_NAMES[gid]}", "",
                "| figure | games | share | 95 % interval | goal | verdict | seed | effort |",
                "|---|---:|---:|---|---:|---|---:|---:|"]
        for r in mine:
            goal = r["target"] if r["target"] is not None else r["fair"]
            out.append(f"| {r['title']} | {r['games']:,} | {r['share'] * 100:.1f} % | {r['low'] * 100:.1f}–"
                       f"{r['high'] * 100:.1f} % | {'≥ ' if r['target'] is not None else '> '}{goal * 100:.0f} % | "
                       f"{verdict(r)} | {r['seed']} | {r['effort']:g}{' timed' if r['timed'] else ''} |")
        out += ["", "Time per decision during those games (ms), without the app's time budget: the full sample budget however "
                "long it takes on this machine while other work shares it (the app's times are at the end; a figure "
                "played in parts gives its parts' median and p95 weighted by their decisions):", "",
                "| figure | level | decisions | median | p95 | worst |", "|---|---|---:|---:|---:|---:|"]
        for r in mine:
            for lv, t in r["times"].items():
                if t["decisions"]:
                    out.append(f"| {r['title']} | {lv} | {t['decisions']:,} | {t['median_ms']:.2f} | "
                               f"{t['p95_ms']:.2f} | {t['worst_ms']:.1f} |")
        out += _shortfalls(mine)
        out += ["What hard does that normal does not: " + HARD_DOES[gid], ""]
    if timings:
        out += ["## Thinking time with the app's settings", "",
                "The hard levels at full strength and with the app's time budget (`Thinking(timed=True)`), against "
                "normal seats, measured with `--timing` on this machine while other work shared its two cores. "
                "The search stops at the budget (UNO 120 ms, Café and Canyon 250 ms) with the best choice so far.", "",
                "| game | games | decisions | median ms | p95 ms | worst ms | p95 target |",
                "|---|---:|---:|---:|---:|---:|---:|"]
        for t in timings:
            out.append(f"| {t['title']} | {t['games']} | {t['decisions']:,} | {t['median_ms']:.1f} | "
                       f"{t['p95_ms']:.1f} | {t['worst_ms']:.1f} | ≤ {t['target_ms']:.0f} |")
        out.append("")
    out += ["## How to reproduce", "", "```", command, "```", "",
            f"Measured with Python {platform.python_version()} on {platform.machine()} "
            f"({platform.system()}); the figures do not depend on the machine, the times do.",
            "Each figure can be rerun alone: `python -m devtools.sim ladder --figures ID --games N --seed S "
            "--effort E` (ids: `--list`). The numbers behind this table are in `strength.json` beside it; a run "
            "made later with other seeds joins them: `python -m devtools.sim ladder --merge docs/strength.json "
            "PART.json --out docs/strength.md`.", ""]
    return "\n".join(out)


def _shortfalls(rows: Sequence[dict[str, Any]]) -> list[str]:
    """One line per figure not met: by how much, and why (`SHORT_BECAUSE`)."""
    out = []
    for r in rows:
        v = verdict(r)
        if v == "met":
            continue
        goal = r["target"] if r["target"] is not None else r["fair"]
        gap = (goal - r["share"]) * 100
        how = (f"{gap:.1f} points below its goal" if gap > 0 else f"{-gap:.1f} points above its goal, but its "
               f"interval still reaches below it") + f" ({r['games']:,} games)"
        out.append(f"- **{r['title']}** — {v}: {r['share'] * 100:.1f} %, {how}."
                   + (f" {SHORT_BECAUSE[r['id']]}" if r["id"] in SHORT_BECAUSE else ""))
    return ["", *out, ""] if out else [""]


def main(argv: Sequence[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m devtools.sim ladder", description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=FULL_GAMES, help=f"games per figure (default {FULL_GAMES})")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--effort", type=float, default=1.0, help="the search levels' sample budget (1 = as shipped)")
    p.add_argument("--timed", action="store_true", help="also stop each search at the app's time budget")
    p.add_argument("--figures", default="", help="comma-separated figure ids (default: all)")
    p.add_argument("--json", default="", help="also write the results as JSON to this file")
    p.add_argument("--out", default="", help="write the Markdown table to this file (e.g. docs/strength.md)")
    p.add_argument("--merge", nargs="*", default=None, help="JSON files of earlier runs to put in one table")
    p.add_argument("--list", action="store_true", help="list the figures and stop")
    p.add_argument("--note", default="", help="a paragraph for the table: how the run went (the machine's load…)")
    p.add_argument("--timing", type=int, default=0, metavar="GAMES",
                   help="also time the hard levels with the app's settings over this many games per game")
    a = p.parse_args(argv)
    if a.list:
        for f in FIGURES:
            print(f"{f.id:24} {f.title}")
        return 0
    timings: list[dict[str, Any]] = []
    if a.merge is not None:
        loaded = [json.loads(Path(name).read_text(encoding="utf-8")) for name in a.merge]
        rows = [row for part in loaded for row in part["figures"]]
        timed = [part for part in loaded if part.get("timing")]  # the newest timing run stands
        timings = timed[-1]["timing"] if timed else []
        timing_command = timed[-1].get("timing_command", "") if timed else ""
        order = {f.id: i for i, f in enumerate(FIGURES)}
        rows.sort(key=lambda r: order.get(r["id"], 99))
        rows = combine(rows)
        command = " &&\n".join([c for r in rows for c in r["commands"]] + ([timing_command] if timing_command else []))
    else:
        wanted = [x for x in a.figures.split(",") if x and x != "none"]
        unknown = [x for x in wanted if x not in {f.id for f in FIGURES}]
        if unknown:
            p.error(f"unknown figure {unknown[0]!r}; see --list")
        chosen = [] if a.figures == "none" else [f for f in FIGURES if not wanted or f.id in wanted]
        rows = []
        for f in chosen:
            row = run(f, a.games, a.seed, a.effort, a.timed, progress=True)
            rows.append(row)
            print(f"{f.id}: {row['share'] * 100:.1f} % [{row['low'] * 100:.1f}, {row['high'] * 100:.1f}] over "
                  f"{row['games']} games, {verdict(row)}, {row['seconds']:.0f} s", flush=True)
        command = (f"python -m devtools.sim ladder --games {a.games} --seed {a.seed} --effort {a.effort:g}"
                   + (f" --figures {a.figures}" if a.figures else "") + (" --timed" if a.timed else ""))
        timing_command = ""
        if a.timing:
            timings = timing(a.timing, a.seed)
            for t in timings:
                print(f"timing {t['title']}: median {t['median_ms']:.1f} ms, p95 {t['p95_ms']:.1f} ms, worst "
                      f"{t['worst_ms']:.1f} ms over {t['decisions']} decisions", flush=True)
            timing_command = f"python -m devtools.sim ladder --figures none --timing {a.timing} --seed {a.seed}"
            command += f" --timing {a.timing}"
        if a.json:
            Path(a.json).write_text(json.dumps({"figures": rows, "timing": timings, "timing_command": timing_command},
                                               indent=1), encoding="utf-8")
    if a.out:
        Path(a.out).write_text(markdown(rows, command, timings, a.note), encoding="utf-8")
        # the table's own numbers beside it, so later runs can be merged with it (`--merge docs/strength.json …`)
        Path(a.out).with_suffix(".json").write_text(
            json.dumps({"figures": rows, "timing": timings, "timing_command": timing_command}, indent=1,
                       ensure_ascii=False) + "\n", encoding="utf-8")
    return 1 if any(r["errors"] for r in rows) else 0
