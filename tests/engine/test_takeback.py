"""Take-backs in the engine: where a match is cut, who may take back, and that the shorter match is a replay."""

from __future__ import annotations

from cafegames.engine.match import Match
from cafegames.engine.messages import Message
from cafegames.engine.seats import Seat
from cafegames.engine.takeback import take_back, takeback_point
from tests.toy.game import GAME

ANN_VS_TWO = [Seat("Ann"), Seat("Bob", "computer", "random"), Seat("Cy", "computer", "random")]


def played(seats, n, allowed=True, seed=3) -> Match:
    m = Match(GAME, {"target": 60}, seats, seed)
    m.takebacks_allowed = allowed
    for _ in range(n):
        m.act(m.bot_action(include_humans=True))
    return m


def test_the_person_s_last_move_and_the_computer_moves_after_it_go():
    m = played(ANN_VS_TWO, 5)  # Ann, Bob, Cy, Ann, Bob
    assert takeback_point(m, 0) == 3
    shorter = take_back(m, 0)
    assert isinstance(shorter, Match)
    assert shorter.actions == m.actions[:3] and shorter.takebacks == [1, 0, 0]
    again = Match.replay(GAME, m.options_dict, m.seats, m.seed, m.actions[:3])
    assert shorter.state == again.state  # a valid replay: the same state as the shorter action list gives
    assert GAME.to_act(shorter.state) == [0]  # Ann to play again
    assert m.takebacks == [0, 0, 0] and len(m.actions) == 5  # the match itself is unchanged


def test_taken_back_twice_goes_one_more_move_back_and_counts_two():
    m = played(ANN_VS_TWO, 6)
    once = take_back(m, 0)
    twice = take_back(once, 0)
    assert len(once.actions) == 3 and len(twice.actions) == 0 and twice.takebacks == [2, 0, 0]


def test_refused_when_off_over_before_any_move_or_after_another_person_s_move():
    assert isinstance(take_back(played(ANN_VS_TWO, 4, allowed=False), 0), Message)
    assert "off" in take_back(played(ANN_VS_TWO, 4, allowed=False), 0).english()
    assert "no move" in take_back(played(ANN_VS_TWO, 0), 0).english()
    two_people = [Seat("Ann"), Seat("Bea"), Seat("Cy", "computer", "random")]
    m = played(two_people, 2)  # Ann, then Bea
    refused = take_back(m, 0)
    assert isinstance(refused, Message) and "Bea has played" in refused.english()
    assert isinstance(take_back(m, 1), Match)  # Bea may take back her own
    over = Match(GAME, {"target": 5}, ANN_VS_TWO, 3)
    over.takebacks_allowed = True
    while not over.is_over():
        over.act(over.bot_action(include_humans=True))
    assert "over" in take_back(over, 0).english()
