"""The steppable replay (cafegames/engine/replay.py) and each game's public view: any step equals a fresh replay,
stepping back never changes what was kept, the score lines and chapters follow the match, and the public view of
every game hides every hand."""

from __future__ import annotations

import json

import attrs
import pytest

from cafegames.engine import registry, rng, saves
from cafegames.engine.match import Match
from cafegames.engine.replay import Replay
from cafegames.engine.saves import SaveError
from cafegames.engine.seats import Seat

GAMES = ["uno", "cafe", "canyon"]


def finished(game_id: str, seed: int = 3, seats: int = 3) -> Match:
    info = registry.get(game_id)
    game = info.game()
    n = max(info.min_players, min(seats, info.max_players))
    level = "normal" if "normal" in game.levels else game.levels[0]
    match = Match(game, {}, [Seat("Ann")] + [Seat(f"Bot {i}", "computer", level) for i in range(1, n)], seed)
    while not match.is_over():
        match.act(match.bot_action(include_humans=True))
    return match


def replay_of(match: Match, every: int = 8) -> Replay:
    return Replay.play(match.game, match.options_dict, match.seats, match.seed, match.actions, every)


@pytest.mark.parametrize("game_id", GAMES)
def test_any_step_is_the_state_a_fresh_replay_gives(game_id):
    match = finished(game_id)
    replay = replay_of(match)
    assert replay.finished and replay.length == len(match.actions)
    steps = sorted({0, 1, 7, 8, 9, replay.length // 2, replay.length - 1, replay.length})
    for step in reversed(steps):  # backwards, as a viewer stepping back does
        fresh = Match.replay(match.game, match.options_dict, match.seats, match.seed, match.actions[:step])
        assert replay.state_at(step) == fresh.state, step
    scratch = replay.state_at(9)
    scratch, _ = match.game.apply(scratch, replay.actions[9])  # the caller's copy: the snapshots stay as they were
    assert replay.state_at(9) == Match.replay(match.game, match.options_dict, match.seats, match.seed,
                                              match.actions[:9]).state


@pytest.mark.parametrize("game_id", GAMES)
def test_the_score_line_ends_on_the_result_and_starts_at_zero(game_id):
    match = finished(game_id)
    series = replay_of(match).series
    result = match.game.result(match.state)
    assert series.points[0] == (0,) * len(match.seats)
    assert series.points[-1] == tuple(result.scores)
    assert series.steps[0] == 0 and list(series.steps) == sorted(series.steps)
    if game_id == "uno":  # hand by hand
        assert len(series.points) == len(match.state.history) + 1
    if game_id == "cafe":  # turn by turn
        assert len(series.points) == len(match.actions) + 1
    if game_id == "canyon":  # round by round
        assert len(series.points) == match.state.rounds + 1


@pytest.mark.parametrize("game_id", GAMES)
def test_chapters_start_where_their_hand_or_round_starts(game_id):
    match = finished(game_id)
    replay = replay_of(match)
    game = match.game
    assert replay.chapters and [s for s, _ in replay.chapters] == sorted(s for s, _ in replay.chapters)
    for i, (step, label) in enumerate(replay.chapters):
        n = label.params["n"]
        assert game.chapter(replay.state_at(step)) == n
        assert step == 0 or game.chapter(replay.state_at(step - 1)) != n
        assert replay.chapter_of(step) == i
    assert replay.log and all(0 <= s <= replay.length for s, _ in replay.log)


def test_a_save_that_cannot_be_replayed_gets_the_message_load_gives(tmp_path):
    match = finished("toy", seats=2)
    path = tmp_path / "bad.json"
    saves.save_match(match, path)
    data = json.loads(path.read_text())
    data["actions"][2]["card"] = 9
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as load_error:
        saves.load_save(path)
    with pytest.raises(SaveError) as replay_error:
        Replay.of(saves.read_save(path))
    assert replay_error.value.message.english() == load_error.value.message.english()
    assert "Move 3 is not allowed" in replay_error.value.message.english()


# ---------------------------------------------------------------- public views


def mid_game(game_id: str, actions: int, seed: int, **options):
    info = registry.get(game_id)
    game = info.game()
    seats = [Seat(f"P{i}", "computer", game.levels[0]) for i in range(info.max_players if game_id != "uno" else 4)]
    match = Match(game, options, seats, seed)
    while not match.is_over() and len(match.actions) < actions:
        match.act(match.bot_action())
    return game, match.state


@pytest.mark.parametrize("seed", range(6))
def test_uno_public_view_hides_every_hand(seed):
    game, state = mid_game("uno", 10 + 17 * seed, seed)
    public = game.public_view(state)
    assert public.hand == () and public.drawn == -1 and public.revealed == ()
    assert public.counts == tuple(len(h) for h in state.hands)
    other = game.clone(state)  # the same table with other cards hidden in the hands and the draw pile
    for hand in other.hands:
        if hand and other.draw:
            hand[0], other.draw[-1] = other.draw[-1], hand[0]
    rng.stream(seed, "test").shuffle(other.draw)
    other.reveal = (0, 1, (5, 6)) if state.reveal == () else state.reveal
    assert game.public_view(other) == public
    assert all(game.view(state, s).hand == tuple(state.hands[s]) for s in range(state.n))


@pytest.mark.parametrize(("seed", "secret"), [(s, s % 2 == 1) for s in range(6)])
def test_canyon_public_view_hides_every_hand_and_secret_bids(seed, secret):
    game, state = mid_game("canyon", 6 + 9 * seed, seed, secret=secret)
    public = game.public_view(state)
    assert public.hand == ()
    other = game.clone(state)
    for hand in other.hands:
        if hand and other.set_aside:
            hand[0], other.set_aside[-1] = other.set_aside[-1], hand[0]
    if state.phase == "bid" and secret:
        assert public.bids == (None,) * state.n
        other.bids = [b if b is None else (b + 1) % 8 for b in state.bids]
    assert game.public_view(other) == public


def test_canyon_public_view_in_a_secret_bid_shows_no_bid_until_revealed():
    game, state = mid_game("canyon", 0, 1, secret=True)
    while state.phase != "bid":
        seat = game.to_act(state)[0]
        state, _ = game.apply(state, game.legal_actions(state, seat)[0])
    seat = game.to_act(state)[0]
    state, _ = game.apply(state, game.legal_actions(state, seat)[-1])
    assert state.bids[seat] is not None
    assert game.public_view(state).bids == (None,) * state.n
    assert game.view(state, seat).bids[seat] == state.bids[seat]


@pytest.mark.parametrize("seed", range(4))
def test_cafe_public_view_is_every_seat_s_view_and_hides_the_bag_order(seed):
    game, state = mid_game("cafe", 5 + 7 * seed, seed)
    public = game.public_view(state)
    for s in range(state.n):  # C-PLAYERS: the hands are face up, nothing but the bag is hidden
        assert attrs.evolve(game.view(state, s), seat=-1) == public
    other = game.clone(state)
    rng.stream(seed, "test").shuffle(other.bag)
    assert game.public_view(other) == public
