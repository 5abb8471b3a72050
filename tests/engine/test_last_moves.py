"""Issue 37, "the table tells what just happened": the notes kept per action (cafegames/engine/last_moves.py) and
every game's `short_move` (Qt-free: the English words; the scenes' tests check the French)."""

from __future__ import annotations

from cafegames.engine import registry
from cafegames.engine.last_moves import MoveNote, handoff_lines, last_moves, note_of, since_last_turn
from cafegames.engine.match import Match
from cafegames.engine.messages import Message
from cafegames.engine.protocol import Game
from cafegames.engine.seats import Seat
from tests.toy.game import GAME as TOY
from tests.toy.game import Play as ToyPlay

SEATS = [Seat("Ann"), Seat("Bob"), Seat("Léo")]


def note(seat: int, text: str) -> MoveNote:
    return MoveNote(seat, Message("Test", text))


def test_every_game_says_its_moves_in_a_few_words():
    for gid, info in registry.GAMES.items():
        game = info.game()
        assert isinstance(game, Game) and callable(game.short_move), gid


def test_a_seat_shows_its_last_move_until_its_turn_comes_again():
    notes = [note(0, "played 1"), None, note(1, "played 2"), note(0, "played 3"), note(2, "played 1")]
    shown = last_moves(notes, 3, waiting=1)
    assert {s: m.text for s, m in shown.items()} == {0: "played 3", 2: "played 1"}  # Bob's turn: his is cleared
    assert set(last_moves(notes, 3, waiting=None)) == {0, 1, 2}


def test_the_handoff_lists_the_others_moves_since_that_seats_last_turn():
    notes = [note(0, "played 1"), note(1, "played 2"), note(2, "played 3"), None, note(0, "played 2"),
             note(1, "played 3")]
    assert [n.text.text for n in since_last_turn(notes, 2)] == ["played 2", "played 3"]
    assert [m.english() for m in handoff_lines(notes, 2, SEATS)] == ["Ann: played 2", "Bob: played 3"]
    assert [m.english() for m in handoff_lines([], 0, SEATS)] == ["Nobody has played since your last turn."]
    assert [n.seat for n in since_last_turn(notes[:2], 2)] == [0, 1]  # never played: everything so far


def test_a_long_wait_is_summed_up_in_at_most_six_lines():
    notes = [note(s % 2, f"played {i}") for i, s in enumerate(range(9))]  # Ann and Bob, nine moves; Léo waits
    lines = [m.english() for m in handoff_lines(notes, 2, SEATS)]
    assert len(lines) == 6
    assert lines[0] == "4 earlier moves, then:"
    assert lines[1:] == ["Ann: played 4", "Bob: played 5", "Ann: played 6", "Bob: played 7", "Ann: played 8"]
    seven = [m.english() for m in handoff_lines(notes[:7], 2, SEATS)]
    assert seven[0] == "2 earlier moves, then:" and len(seven) == 6
    assert len(handoff_lines(notes[:6], 2, SEATS)) == 6  # six fit whole


def test_the_toy_game_names_the_card_played_never_the_one_drawn():
    match = Match(TOY, {}, SEATS[:2], 7)
    card = TOY.legal_actions(match.state, 0)[0].card
    events = match.act(ToyPlay(0, card))
    made = note_of(TOY, match.state, match.actions[-1], events)
    assert made is not None and made.seat == 0 and made.text.english() == f"played {card}"


def test_being_skipped_is_shown_but_is_not_a_turn_of_ones_own():
    """A UNO Skip makes two notes, the mover's and "skipped" for the seat passed over (`notes_of`, the game's
    `short_moves_of_others`); that seat's handoff still lists everything since it last acted, the Skip too."""
    from cafegames.engine.last_moves import notes_of
    from cafegames.engine.protocol import Event
    from cafegames.games.uno.actions import Play

    uno = registry.get("uno").game()
    made = notes_of(uno, None, Play(1, 10), [Event("played", 1), Event("skipped", 2)])
    assert [(n.seat, n.text.text, n.own) for n in made if n is not None][1:] == [(2, "skipped", False)]
    notes = [note(2, "played 1"), note(0, "played 2"), note(1, "Skip"), MoveNote(2, Message("Test", "skipped"), False),
             note(0, "played 4")]
    assert last_moves(notes, 3, waiting=1)[2].text == "skipped"
    assert [n.text.text for n in since_last_turn(notes, 2)] == ["played 2", "Skip", "played 4"]
    drew = notes_of(uno, None, Play(1, 12), [Event("drew", 2, {"count": 2, "reason": "draw2"}), Event("skipped", 2)])
    assert drew[1] is not None and drew[1].text.text == "drew %n, skipped" and drew[1].text.params == {"n": 2}
