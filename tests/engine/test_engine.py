"""The shared engine through the toy game: protocol, randomness, options, seats, codec, bots, match replay."""

from __future__ import annotations

import pytest

from cafegames.engine import registry, rng
from cafegames.engine.errors import IllegalAction, SetupError
from cafegames.engine.match import Match
from cafegames.engine.options import parse_option_text
from cafegames.engine.protocol import Game
from cafegames.engine.seats import Seat, parse_seats
from tests.toy.game import GAME, Play

SEATS = [Seat("Ann"), Seat("Bob", "computer", "random")]


def play_out(match: Match) -> None:
    while not match.is_over():
        match.act(match.bot_action(include_humans=True))


def test_toy_game_follows_the_protocol():
    assert isinstance(GAME, Game)


def test_same_seed_same_match_different_seed_different_deal():
    a, b, c = (Match(GAME, {}, SEATS, s) for s in (7, 7, 8))
    assert a.state == b.state
    assert a.state != c.state
    play_out(a)
    play_out(b)
    assert a.actions == b.actions and a.state == b.state


def test_streams_are_independent_of_the_order_they_are_asked_for():
    x1 = rng.stream(5, "shuffle", 1).random()
    rng.stream(5, "shuffle", 2).random()
    assert rng.stream(5, "shuffle", 1).random() == x1
    assert rng.derive(5, "a", 1) != rng.derive(5, "a1")


def test_illegal_action_is_refused_with_a_message_and_changes_nothing():
    m = Match(GAME, {}, SEATS, 1)
    before = GAME.clone(m.state)
    with pytest.raises(IllegalAction, match="not your turn"):
        m.act(Play(1, 1))
    assert m.state == before and m.actions == []


def test_replay_gives_the_same_state_and_names_the_bad_action():
    m = Match(GAME, {"target": 30}, SEATS, 3)
    play_out(m)
    again = Match.replay(GAME, {"target": 30}, SEATS, 3, m.actions)
    assert again.state == m.state
    bad = list(m.actions[:3]) + [Play(m.actions[3].seat, 9)]
    with pytest.raises(IllegalAction, match="Move 4 is not allowed"):
        Match.replay(GAME, {"target": 30}, SEATS, 3, bad)


def test_options_are_checked_with_readable_errors():
    assert GAME.make_options({"target": "30"}, 2).target == 30
    with pytest.raises(SetupError, match="between 5 and 99"):
        GAME.make_options({"target": 200}, 2)
    with pytest.raises(SetupError, match="Unknown option"):
        GAME.make_options({"colour": "red"}, 2)
    with pytest.raises(SetupError, match="expects a whole number"):
        GAME.make_options({"target": "lots"}, 2)
    with pytest.raises(SetupError, match="must be one of"):
        GAME.make_options({"order": "sideways"}, 2)
    with pytest.raises(SetupError, match="2 to 4 players, not 5"):
        GAME.make_options({}, 5)
    assert parse_option_text("a=1, b = yes") == {"a": "1", "b": "yes"}
    with pytest.raises(SetupError, match="not key=value"):
        parse_option_text("a")


def test_seats_from_the_command_line():
    seats = parse_seats("Ann:human, Bob:computer:hard,Cy", ("easy", "normal", "hard"))
    assert seats == [Seat("Ann"), Seat("Bob", "computer", "hard"), Seat("Cy")]
    for bad, why in [("Ann:robot", "not human or computer"), (":human", "not a seat"),
                     ("Bob:computer:genius", "not a level"), ("A" * 30, "longer than"), ("a\x07b", "control")]:
        with pytest.raises(SetupError, match=why):
            parse_seats(bad, ("easy", "normal", "hard"))


def test_codec_round_trip_and_strict_decoding():
    codec = GAME.codec
    assert codec.decode(codec.encode(Play(1, 2))) == Play(1, 2)
    for bad, why in [([], "must be an object"), ({"kind": "fly"}, "unknown action kind"),
                     ({"kind": "play", "seat": 1}, "bad 'play' action"),
                     ({"kind": "play", "seat": "1", "card": 2}, "whole number"),
                     ({"kind": "play", "seat": True, "card": 2}, "whole number"),
                     ({"kind": "play", "seat": 1, "card": 2, "extra": 0}, "extra")]:
        with pytest.raises(ValueError, match=why):
            codec.decode(bad)


def test_bots_only_act_for_computers_unless_autoplay():
    m = Match(GAME, {}, SEATS, 2)
    assert m.to_act() == [0]
    assert m.bot_action() is None
    assert m.bot_action(include_humans=True) in GAME.legal_actions(m.state, 0)


def test_registry_lists_the_three_games_and_refuses_unknown_ones():
    assert {"uno", "cafe", "canyon"} <= set(registry.GAMES)
    assert registry.get("toy").game() is GAME
    with pytest.raises(SetupError, match="Unknown game"):
        registry.get("chess")


def test_seeds_outside_what_a_save_can_hold_are_refused():
    for seed in (-1, 2**63, True, "7"):
        with pytest.raises(SetupError, match="seed must be a whole number"):
            Match(GAME, {}, SEATS, seed)
    assert Match(GAME, {}, SEATS, 2**63 - 1).seed == 2**63 - 1
