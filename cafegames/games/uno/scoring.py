"""The end of an UNO hand and the scores (Qt-free): a blocked hand's winner, each hand's row of points
(U-SCORE, U-SCORE-LOW, U-SCORE-CHALLENGE, U-PARTNERS), the match's end and its places.

A hand's points are `cards.points` everywhere (rows here, the blocked hand's winner, the bots' reading of an
unfinished hand): card values live in `cards.POINTS` only.
"""

from __future__ import annotations

from cafegames.engine.protocol import Event, rank_places
from cafegames.games.uno import partners, tournament
from cafegames.games.uno.cards import points
from cafegames.games.uno.olympique import round_hundreds
from cafegames.games.uno.state import OVER, UnoState, start_hand, tournament_hand


def blocked_winner(st: UnoState) -> int:
    """U-RESHUFFLE, our addition: the winner of a blocked hand — the fewest points in hand, then the fewest cards,
    then the first in turn."""
    seats = [st.order[(st.pos[st.turn] + i * st.direction) % len(st.order)] for i in range(len(st.order))]
    box = st.options.box
    return min(seats, key=lambda s: (points(st.hands[s], box), len(st.hands[s]), seats.index(s)))


def hand_row(st: UnoState, winner: int) -> list[int]:
    """U-SCORE: official — the winner (their team) scores the cards in the other (opposing) hands; low-score and
    Challenge UNO — each other seat scores its own cards. U-P-ROTATE, U-P-TOURNAMENT: both partners write the pair's
    points (at a tournament, the seats of the other table write 0)."""
    row = [0] * st.n
    pts = [points(h, st.options.box) for h in st.hands]  # U-R-SCORE: the Rapido box's values
    if st.options.scoring in ("official", "single"):
        if st.options.teams in ("rotating", "tournament"):
            won = sum(pts[s] for s in st.order if st.team[s] != st.team[winner])
            mate = next(s for s in st.order if s != winner and st.team[s] == st.team[winner])  # this hand's partner
            row[winner] = row[mate] = won
        elif st.team:
            row[winner] = sum(pts[s] for s in st.order if st.team[s] != st.team[winner])
        else:
            row[winner] = sum(pts[s] for s in st.order if s != winner)
    else:
        for s in st.order:
            if s != winner:
                row[s] = pts[s]
    return row


def team_total(st: UnoState, seat: int) -> int:
    """The seat's total, or its team's (U-PARTNERS, U-TEAMS); with rotating partners (U-P-ROTATE) and at the
    tournament (U-P-TOURNAMENT) a player's own."""
    if not st.team or st.options.teams in ("rotating", "tournament"):
        return st.scores[seat]
    return sum(st.scores[s] for s in range(st.n) if st.team[s] == st.team[seat])


def final_places(st: UnoState) -> tuple[int, ...]:
    """Every seat's place at the end of the match (U-SCORE, U-SCORE-LOW, U-SCORE-CHALLENGE, U-PARTNERS): the
    winners first; then the highest totals (team totals for partners) in the official scoring, the lowest in
    low-score, and in Challenge UNO the seats knocked out later before those knocked out earlier (the lower total
    first among seats knocked out in the same hand)."""
    scoring = st.options.scoring

    def out_at(seat: int) -> int:
        total = 0
        for hand, row in enumerate(st.history):
            total += row[seat]
            if total >= st.options.target:
                return hand
        return len(st.history)

    keys: list[tuple[int, ...]] = []
    for s in range(st.n):
        won = 0 if s in st.winners else 1
        if scoring in ("official", "single"):
            keys.append((won, -team_total(st, s)))
        elif scoring == "low":
            keys.append((won, st.scores[s]))
        else:
            keys.append((won, -out_at(s), st.scores[s]))
    return rank_places(keys)


def end_hand(st: UnoState, winner: int, blocked: bool, ev: list[Event]) -> None:
    """Score the hand `winner` won (or that was `blocked`), end the match or deal the next hand."""
    row = hand_row(st, winner)
    if st.options.o_round:  # U-O-ROUND
        round_hundreds(st, row, ev)
    st.history.append(tuple(row))
    for i, p in enumerate(row):
        st.scores[i] += p
    hands = tuple(tuple(sorted(h)) for h in st.hands)
    st.last_hand = (winner, blocked, hands, tuple(row))
    st.repeated = False
    st.offender = -1
    st.reveal = ()
    st.pending = 0
    st.drawn = -1
    ev.append(Event("hand_end", winner, {"hand": st.hand_no, "blocked": blocked, "row": tuple(row),
                                         "totals": tuple(st.scores), "hands": hands, **tournament_hand(st)}))
    opts = st.options
    winners: tuple[int, ...] = ()
    if opts.teams in ("rotating", "tournament"):  # U-P-ROTATE, U-P-TOURNAMENT: after the last hand, the highest total
        last = partners.last_hand(opts.rounds) if opts.teams == "rotating" else tournament.LAST_HAND
        if st.hand_no >= last:
            best = max(st.scores)
            winners = tuple(s for s in range(st.n) if st.scores[s] == best)
    elif opts.scoring == "single" or (opts.scoring == "official" and team_total(st, winner) >= opts.target):
        winners = tuple(s for s in range(st.n) if st.team[s] == st.team[winner]) if st.team else (winner,)
    elif opts.scoring == "low":
        if any(x >= opts.target for x in st.scores):
            best = min(st.scores)
            winners = tuple(s for s in range(st.n) if st.scores[s] == best)
    elif opts.scoring == "challenge":
        for s in st.order:
            if st.scores[s] >= opts.target:
                st.out[s] = True
                ev.append(Event("eliminated", s, {"total": st.scores[s]}))
        remaining = [s for s in st.order if not st.out[s]]
        if len(remaining) == 1:
            winners = (remaining[0],)
    if winners:
        st.winners = winners
        st.phase = OVER
        ev.append(Event("match_end", None, {"winners": winners, "totals": tuple(st.scores)}))
        return
    if st.imagined:
        st.hand_no += 1
        return
    start_hand(st, ev)
