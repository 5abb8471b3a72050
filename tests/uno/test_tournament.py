"""U-P-TOURNAMENT: eight players at two tables of partners, the tables' hands in turn (56 hands, 28 a table); each
player partners each other for four hands; scored as U-P-ROTATE; the highest total after the last hand wins."""

from __future__ import annotations

import itertools
import json
from collections import Counter

import pytest

from cafegames.engine.bots import Thinking
from cafegames.engine.errors import SetupError
from cafegames.engine.match import Match
from cafegames.engine.saves.format import encode_save, migrate, parse_record
from cafegames.engine.seats import Seat
from cafegames.games.uno import tournament as T
from cafegames.games.uno.cards import points
from cafegames.games.uno.game import GAME
from cafegames.games.uno.options import make_options
from cafegames.games.uno.state import view
from tests.uno.helpers import soak_cases_where

OPTIONS = {"teams": "tournament"}


def seats(kinds: str = "cccccccc", level: str | tuple[str, ...] = "easy") -> list[Seat]:
    levels = (level,) * len(kinds) if isinstance(level, str) else level
    return [Seat(f"P{i}", "computer" if k == "c" else "human", levels[i]) for i, k in enumerate(kinds)]


def played(seed: int = 3, level: str | tuple[str, ...] = "easy") -> tuple[Match, list]:
    """A whole tournament between computers, with each hand's end, the seats in play and the teams of that hand."""
    m = Match(GAME, OPTIONS, seats(level=level), seed)
    m.thinking = Thinking(effort=0.1)
    ends, st = [], m.state
    order, team = list(st.order), st.team
    while not m.is_over():
        for e in m.act(m.bot_action()):
            if e.kind == "hand_end":
                ends.append((e, order, team))
        GAME.check_invariants(m.state)
        order, team = list(m.state.order), m.state.team
    return m, ends


def test_U_P_TOURNAMENT_each_player_partners_each_other_for_four_hands_and_meets_each_as_opponent_twice():
    partners: Counter = Counter()
    opponents: Counter = Counter()
    for hand in range(1, T.LAST_HAND + 1):
        order = T.order(hand)
        assert len(order) == 4 and order[2] == T.partner(hand, order[0]) and order[3] == T.partner(hand, order[1])
        partners[frozenset((order[0], order[2]))] += 1
        partners[frozenset((order[1], order[3]))] += 1
        for a, b in itertools.product(order[0::2], order[1::2]):
            opponents[frozenset((a, b))] += 1
    pairs = [frozenset(p) for p in itertools.combinations(range(8), 2)]
    assert all(partners[p] == 4 for p in pairs) and len(partners) == 28
    assert all(opponents[p] == 8 for p in pairs)  # two rounds of four hands
    for rnd in range(T.ROUNDS):  # in a round, every player at exactly one of the two tables
        assert sorted(T.seating(rnd, 0) + T.seating(rnd, 1)) == list(range(8))


def test_U_P_TOURNAMENT_the_tables_take_turns_and_only_the_four_at_the_table_hold_cards_and_play():
    m = Match(GAME, OPTIONS, seats(), 5)
    st = m.state
    assert st.order == list(T.seating(0, 0)) and st.hand_no == 1
    played_by: set[int] = set()
    lines = []
    while st.hand_no == 1:
        assert all(not st.hands[s] for s in range(8) if s not in st.order)
        assert set(GAME.to_act(st)) <= set(st.order)
        for s in range(8):
            if s not in st.order:
                assert GAME.legal_actions(st, s) == []
        action = m.bot_action()
        played_by.add(action.seat)
        lines += [GAME.describe(e, m.seats).english() for e in m.act(action)]
    assert played_by <= set(T.seating(0, 0))
    assert any(line.endswith("wins hand 1 at table 1.") or "blocked hand" in line for line in lines)
    assert f"Table 2, hand 1: {m.seats[T.dealer(2)].name} deals." in lines
    assert st.hand_no == 2 and st.order == list(T.seating(0, 1)) and st.history[0][7] == 0  # seat 7: table 2
    assert all(len(st.hands[s]) == 7 or st.turn != s for s in st.order)


def test_U_P_TOURNAMENT_each_player_deals_once_in_each_round_the_deal_passing_to_the_left():
    for rnd in range(T.ROUNDS):
        for table in range(2):
            hands = [h for h in range(1, T.LAST_HAND + 1) if T.round_of(h) == rnd and T.table_of(h) == table]
            assert len(hands) == 4
            assert [T.dealer(h) for h in hands] == list(T.seating(rnd, table))


def test_U_P_TOURNAMENT_a_whole_tournament_between_computers_plays_to_its_end_the_highest_total_winning():
    m, ends = played(seed=3)
    st = m.state
    assert [e.data["hand"] for e, _, _ in ends] == list(range(1, 57)) and len(st.history) == 56
    for e, order, team in ends:
        hand, w, row = e.data["hand"], e.seat, e.data["row"]
        assert order == T.order(hand) and w in order
        mate = T.partner(hand, w)
        won = sum(points(list(h)) for s, h in enumerate(e.data["hands"]) if s in order and team[s] != team[w])
        assert row[w] == row[mate] == won  # U-P-ROTATE's scoring: both partners write their pair's points
        assert all(row[s] == 0 for s in range(8) if s not in (w, mate))
    best = max(st.scores)
    result = GAME.result(st)
    assert result.winners == tuple(s for s in range(8) if st.scores[s] == best)
    assert result.scores == tuple(st.scores)
    assert sum(T.by_round(st.history, 0)) == st.scores[0] and len(T.by_round(st.history, 0)) == 7


# The hard one: four hard computers and four normal ones, each of whom partners every other and meets each as an
# opponent at both tables over the seven rounds, so every kind of hand puts hard players at the table; eight hard
# players took 30 s in CI (the slow run's sixth longest test), for the same decisions twice over.
@pytest.mark.slow
@pytest.mark.parametrize("level", ["normal", ("hard", "normal") * 4], ids=["normal", "hard"])
def test_U_P_TOURNAMENT_normal_and_hard_computers_play_a_whole_tournament(level):
    m, ends = played(seed=11, level=level)
    assert len(ends) == 56 and m.is_over()
    again = Match.replay(GAME, m.options_dict, seats(level=level), 11, list(m.actions))
    assert again.state == m.state


@pytest.mark.parametrize(("values", "n", "words"), [
    ({"teams": "tournament"}, 4, "exactly 8 players"),
    ({"teams": "tournament"}, 10, "exactly 8 players"),
    ({"teams": "tournament", "scoring": "low"}, 8, "official"),
    ({"teams": "tournament", "scoring": "single"}, 8, "official"),
    ({"teams": "tournament", "rounds": 2}, 8, "Rounds of partners are for rotating partners"),
])
def test_U_P_TOURNAMENT_combinations_that_make_no_sense_are_refused(values, n, words):
    with pytest.raises(SetupError) as err:
        make_options(values, n)
    assert words in err.value.message.english()


def test_U_P_TOURNAMENT_a_saved_tournament_replays_to_the_same_state_at_either_table():
    m = Match(GAME, OPTIONS, seats("hcchcccc"), 4)
    while m.state.hand_no < 8:
        m.act(m.bot_action(include_humans=True))
    record = parse_record(migrate(json.loads(encode_save(m))))
    assert record.options["teams"] == "tournament" and len(record.seats) == 8
    again = Match.replay(GAME, record.options, record.seats, record.seed, record.actions)
    assert again.state == m.state and again.state.order == T.order(8)


def test_U_P_TOURNAMENT_the_history_records_one_match_with_eight_seats_and_its_winner(tmp_path):
    from cafegames.history.entry import entry_of_match

    m, _ = played(seed=6)
    entry = entry_of_match(m, tmp_path / "t.json", "2026-01-01T10:00:00+00:00", "2026-01-01T12:00:00+00:00")
    assert len(entry.seats) == 8 and entry.options["teams"] == "tournament"
    best = max(m.state.scores)
    assert [s.winner for s in entry.seats] == [x == best for x in m.state.scores]
    assert [s.score for s in entry.seats] == m.state.scores


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_U_P_TOURNAMENT_normal_and_hard_computers_choose_for_their_table_only(level):
    from cafegames.games.uno.bots.levels import make_bot

    m = Match(GAME, OPTIONS, seats(), 9)
    while m.state.hand_no < 10:  # table 2, round 1
        m.act(m.bot_action())
    st = m.state
    for _ in range(12):
        seat = GAME.to_act(st)[0]
        assert seat in T.order(10)
        legal = GAME.legal_actions(st, seat)
        bot = make_bot(level, seat, 1, Thinking(effort=0.1))
        choice = bot.choose(view(st, seat), legal, True)
        assert choice in legal
        GAME.apply(st, choice)
        GAME.check_invariants(st)
        if st.hand_no != 10:
            break


def test_U_P_TOURNAMENT_the_hard_search_imagines_only_the_table_in_play():
    import random

    from cafegames.games.uno.bots.playout import playout
    from cafegames.games.uno.bots.search import Sampler, hand_value

    m = Match(GAME, OPTIONS, seats(), 2)
    while m.state.hand_no < 3:
        m.act(m.bot_action())
    st = m.state
    me = GAME.to_act(st)[0]
    v = view(st, me)
    imagined = Sampler(v).sample(random.Random(1), 7)
    assert all(not imagined.hands[s] for s in range(8) if s not in st.order)
    assert sorted(len(h) for h in imagined.hands) == sorted(len(h) for h in st.hands)
    playout(imagined, random.Random(1))
    assert imagined.hand_no == 4 and imagined.order == st.order  # the imagined hand ends without a next deal
    value, _ = hand_value(imagined, me, 3, v.eliminated)
    assert -5 < value < 5


def test_U_P_TOURNAMENT_soak_covers_the_tournament():
    soak_cases_where(lambda options: options.get("teams") == "tournament", count=3, tries=450)


def test_U_P_TOURNAMENT_the_replay_chapters_and_the_load_line_count_the_hands_at_their_table():
    """The match's hands alternate between the tables: its hand 3 is table 1's hand 2, and the replay's "jump to"
    and the Load list say so, not "Hand 3"."""
    from cafegames.engine.replay import Replay

    m, _ = played(seed=3)
    record = parse_record(migrate(json.loads(encode_save(m))))
    labels = [(c.params["table"], c.params["n"]) for _, c in Replay.of(record).chapters]
    assert labels[:4] == [(1, 1), (2, 1), (1, 2), (2, 2)] and labels[-1] == (2, 28) and len(labels) == 56
    over = GAME.progress(m.state)
    assert over.text.startswith("Tournament") and over.params["n"] == 28
