"""Hints speak as a person would (issue 37): on many positions of each game, in both languages, the hint's
sentence names the move (the card, the guest, the bid, how far the cell is from the landing) and gives a reason
from the position — never the search's statistics ("in the games I imagined… 30 %")."""

from __future__ import annotations

import pytest

from cafegames.engine import hints, registry
from cafegames.engine.bots import Thinking
from cafegames.engine.match import Match
from cafegames.engine.messages import Message
from cafegames.engine.seats import Seat
from cafegames.ui import i18n
from cafegames.ui.i18n import tr_message

QUICK = Thinking(0.05)  # a small search: noisy, so the hard bot leaves its careful choice often (the "instead" reasons)
STATISTICS = ("imagin", "simulat", "playout", "sample", "%", "percent", "pour cent", "won most often",
              "of the time", "du temps", "a gagné", "won ")
VERBS = {"en": ("Draw", "Take", "Keep", "End", "Call", "Catch", "Challenge", "Nobody", "Paddle", "There"),
         "fr": ("Piochez", "Prenez", "Gardez", "Finissez", "Terminez", "Arrêtez", "Dites", "Annoncez", "Attrapez",
                "Contestez", "Personne", "Pagayez", "Rien", "Il n")}
POSITIONS = 60  # hints asked per game and language


@pytest.fixture(params=["en", "fr"])
def lang(request, qapp):
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


def move_name(game_id: str, view, action) -> Message | str | None:
    """What names `action` on the table, which the hint must say (None: a move said by its verb)."""
    kind = getattr(action, "kind", "")
    if game_id == "uno":
        from cafegames.games.uno.cards import colour_name, name

        return name(action.card) if kind == "play" else colour_name(action.colour) if kind == "colour" else None
    if game_id == "cafe":
        from cafegames.games.cafe.board import guest_name

        return guest_name(action.guest) if kind in ("place", "bar", "swap") else None
    from cafegames.games.canyon.cards import card_name

    if kind == "bid":
        return str(action.bid)
    if kind == "play":
        return card_name(action.card)
    if kind in ("place", "move"):
        cells = view.river.distance[(action.q, action.r)]
        return str(cells) if cells else None
    return None


def hints_over_matches(game_id: str, count: int):
    """(view, decision) for `count` positions where the first seat must act, over matches the easy computer plays."""
    info = registry.get(game_id)
    game = info.game()
    seats = [Seat("Anne", "computer", game.levels[0]), Seat("Léo", "computer", game.levels[0]),
             Seat("Mamie", "computer", game.levels[0])]
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        match = Match(game, {}, seats, seed)
        step = 0
        while not match.is_over() and len(out) < count:
            to_act = match.to_act()
            legal = game.legal_actions(match.state, to_act[0]) if to_act else []
            if to_act and to_act[0] == 0 and legal and step % 3 == 0:
                view = game.view(match.state, 0)
                decision = hints.ask(game, view, legal, True, 0, match.seed, QUICK)
                if decision is not None:
                    out.append((view, decision))
            step += 1
            match.act(match.bot_action(include_humans=True))
    return out


@pytest.mark.parametrize("game_id", ["uno", "cafe", "canyon"])
def test_every_hint_names_its_move_with_a_reason_from_the_table(game_id, lang):
    seen = set()
    for view, decision in hints_over_matches(game_id, POSITIONS):
        text = tr_message(decision.why)
        seen.add(decision.why.text)
        assert text and text != "…", decision
        for word in STATISTICS:
            assert word not in text.lower(), f"the search's figures in a hint: {text}"
        if lang == "fr":
            assert text != decision.why.english(), f"no French for: {text}"
        named = move_name(game_id, view, decision.action)
        if named is None:
            assert text.startswith(VERBS[lang]), f"the hint does not say the move {decision.action}: {text}"
        else:
            shown = named if isinstance(named, str) else tr_message(named)
            assert shown in text, f"the hint does not name {shown!r} ({decision.action}): {text}"
    assert len(seen) >= 3  # several kinds of reasons were met, not one sentence for everything
