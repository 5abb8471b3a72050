"""Why an UNO bot chose what it chose: one short sentence per decision, for the hint and the curious.

The sentences speak to the player whose seat the bot plays ("you"), as the hint does, and give a reason a
person would give from the position — what the card does to the next player, what it keeps, what it takes out
of the hand — never the search's figures (how often a move won in the imagined games): the hard bot's search
only chooses, these sentences say why in the table's terms. Every sentence names the move. A sentence with a
count is a Qt plural entry (`%n`), although most are only used for two or more.
"""

from __future__ import annotations

from collections.abc import Sequence

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.games.uno.actions import Play
from cafegames.games.uno.cards import (
    BOOMERANG,
    COLOUR,
    DRAW2,
    DRAW2T_RANK,
    EACH,
    EXCHANGE,
    IS_WILD,
    POINTS,
    RANK,
    REVERSE,
    SHOW,
    SKIP,
    SWAP,
    TIMES2,
    UNO,
    UNTIL,
    WD4,
    WD4T,
    WILD,
    colour_name,
    name,
)
from cafegames.games.uno.state import UnoView

CTX = "UnoBots"


def m(text: str, **params: object) -> Message:
    return msg(CTX, text, **params)


CALL = m(QT_TRANSLATE_NOOP("UnoBots", "Call UNO: you have one card left!"))
CATCH = m(QT_TRANSLATE_NOOP("UnoBots", "Catch them: they are down to one card and forgot to call UNO!"))
RANDOM_PLAY = m(QT_TRANSLATE_NOOP("UnoBots", "Any card that fits will do."))
NOTHING_TO_PLAY = m(QT_TRANSLATE_NOOP("UnoBots", "Draw a card: nothing in your hand fits."))
NO_BLUFF = m(QT_TRANSLATE_NOOP("UnoBots", "Draw a card: your only fitting card is the Wild Draw Four, and you "
                                          "hold the colour on the pile, so playing it would be a bluff."))
TAKE_PENALTY = m(QT_TRANSLATE_NOOP("UnoBots", "Take the cards: you have nothing to add to them."))
TAKE_NO_CHALLENGE = m(QT_TRANSLATE_NOOP("UnoBots", "Take the four cards: a challenge would probably fail and cost "
                                                   "you two more."))
TAKE_SKIP = m(QT_TRANSLATE_NOOP("UnoBots", "Miss your turn: you have no Boomerang to send the Skip back."))
KEEP_DRAWN = m(QT_TRANSLATE_NOOP("UnoBots", "Keep the card you drew: it is worth more in your hand for now."))
DEAL = m(QT_TRANSLATE_NOOP("UnoBots", "Deal 7 cards each, as in the official rules: a good hand to start from."))
END_RUN = m(QT_TRANSLATE_NOOP("UnoBots", "End your turn here: keep your other cards for later."))


def colour_named(view: UnoView, colour: int) -> Message:
    """Why name `colour` after a wild card, from the hand and what the table showed."""
    held = [sum(1 for x in view.hand if COLOUR[x] == c) for c in range(4)]
    me = view.seat
    nxt = view.next_seat(me) if me in view.order else me
    if nxt != me and view.void[nxt] >> colour & 1:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Name {colour}: the next player drew on {colour} and probably has "
                                              "none."), colour=colour_name(colour))
    if held[colour] and held[colour] == max(held):
        return m(QT_TRANSLATE_NOOP("UnoBots", "Name {colour}: it is the colour you hold most."),
                 colour=colour_name(colour))
    return m(QT_TRANSLATE_NOOP("UnoBots", "Name {colour}."), colour=colour_name(colour))


CHALLENGE = m(QT_TRANSLATE_NOOP("UnoBots", "Challenge: they probably still held a card of the colour before it, so "
                                           "the Wild Draw Four was a bluff."))


def next_has(count: int) -> Message:
    if count == 1:
        return m(QT_TRANSLATE_NOOP("UnoBots", "the next player has only one card left"))
    return m(QT_TRANSLATE_NOOP("UnoBots", "the next player has only %n card(s) left", None, 1), n=count)


def play_reason(view: UnoView, play: Play, hand: Sequence[int]) -> Message:
    """The reason for playing `play` from `hand` (the hand before the play), in order of what matters most: what
    the card does to the next player, what it keeps (a colour, a wild card), what it takes out of the hand."""
    c = play.card
    card = name(c)
    left = len(hand) - 1
    if left == 0:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play your last card, the {card}, and win the hand!"), card=card)
    me = view.seat
    nxt = view.next_seat(me) if me in view.order else me
    rival_next = nxt != me and not (view.team and view.team[nxt] == view.team[me])
    attack = c in (WD4, UNTIL, UNO) or (c < 64 and (RANK[c] in (SKIP, DRAW2, TIMES2)
                                                or (RANK[c] == REVERSE and len(view.order) == 2)))
    if attack and rival_next and view.counts[nxt] <= 2:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card}: {why}, so slow them down."), card=card,
                 why=next_has(view.counts[nxt]))
    if play.uno:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card} and call UNO: one card left!"), card=card)
    extreme = _extreme_reason(view, play, card)
    if extreme is None:
        extreme = _deluxe_reason(view, play, card)
    if extreme is not None:
        return extreme
    if c == UNO:  # U-R-UNOCARD
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card}: the next player draws 8 cards, and its 100 points "
                                              "leave your hand."), card=card)
    if IS_WILD[c] and play.colour >= 0:
        colour = colour_name(play.colour)
        if rival_next and view.void[nxt] >> play.colour & 1:
            return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card} and name {colour}: the next player drew on "
                                                  "{colour} and probably has none."), card=card, colour=colour)
        held = sum(1 for x in hand if COLOUR[x] == play.colour)
        if held >= 2:
            return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card} and name {colour}: you hold %n card(s) of "
                                                  "that colour.", None, 1), card=card, colour=colour, n=held)
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card} and name {colour}."), card=card, colour=colour)
    wilds = sum(1 for x in hand if IS_WILD[x])
    if IS_WILD[c]:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card}: it fits the pile."), card=card)
    same = sum(1 for x in hand if COLOUR[x] == COLOUR[c]) - 1
    if COLOUR[c] != view.colour and view.colour >= 0:
        if same >= 2:
            return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card}: it turns the pile to {colour}, and you hold "
                                                  "%n more card(s) of that colour.", None, 1), card=card,
                     colour=colour_name(COLOUR[c]), n=same)
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card}: it changes the colour on the pile."), card=card)
    if rival_next and view.void[nxt] >> COLOUR[c] & 1:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card}: the next player drew on {colour} and probably has "
                                              "none."), card=card, colour=colour_name(COLOUR[c]))
    if wilds and same >= 2:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card} and keep your wild card for later: you still hold %n "
                                              "other card(s) of this colour.", None, 1), card=card, n=same)
    if same >= 2:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card}: it keeps {colour} on the pile, and you hold %n "
                                              "more card(s) of that colour.", None, 1), card=card, colour=colour_name(COLOUR[c]),
                 n=same)
    if rival_next and RANK[c] == DRAW2:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card}: the next player draws two cards and misses their "
                                              "turn."), card=card)
    if rival_next and RANK[c] == SKIP:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card}: the next player misses their turn."), card=card)
    if POINTS[c] >= 7:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card}: it takes %n points out of your hand before "
                                              "someone goes out.", None, 1), card=card, n=POINTS[c])
    if wilds:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card}: it fits, and your wild card stays in hand."),
                 card=card)
    return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card}: it fits the pile."), card=card)


def _extreme_reason(view: UnoView, play: Play, card: Message) -> Message | None:
    """Why play one of the Extreme box's cards (None for the others)."""
    c = play.card
    if c == UNTIL:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card}: the next player presses the launcher until it gives "
                                              "cards."), card=card)
    if c == EACH:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card} and name {colour}: everyone presses the launcher "
                                              "once."), card=card, colour=colour_name(play.colour))
    if c >= 64:
        return None
    r = RANK[c]  # (the Extreme box's coloured cards are all below 64)
    if r == TIMES2:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card}: the next player presses the launcher twice and "
                                              "misses their turn."), card=card)
    if r == SHOW:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card}: every hand is shown until the next play."),
                 card=card)
    if r == SWAP and play.target >= 0:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card} and take the hand of %n card(s).", None, 1),
                 card=card, n=view.counts[play.target])
    return None


def _deluxe_reason(view: UnoView, play: Play, card: Message) -> Message | None:
    """Why play one of the Deluxe box's cards, or a Wild that cancels a draw (None for the others)."""
    c = play.card
    if c == BOOMERANG:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card}: the card that hit you goes back to its player."),
                 card=card)
    if c == WILD and view.phase == "penalty":
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card} and name {colour}: it cancels the draw."), card=card,
                 colour=colour_name(play.colour))
    if c == EXCHANGE:
        prev = view.next_seat(view.seat, -1) if view.seat in view.order else view.seat
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card}: every hand moves on, and you get a hand of %n "
                                              "card(s).", None, 1), card=card, n=view.counts[prev])
    if (c == WD4T or RANK[c] == DRAW2T_RANK) and play.target >= 0:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Play the {card} on the player who has %n card(s) "
                                              "left.", None, 1), card=card, n=view.counts[play.target])
    return None


def keep_reason(kept: int) -> Message:
    """Why draw a card while `kept` (the card the careful player would have played) could go on the pile."""
    card = name(kept)
    if kept == EXCHANGE:  # U-DX-EXCHANGE
        return m(QT_TRANSLATE_NOOP("UnoBots", "Draw a card and keep your {card}: played now, it would bring you "
                                              "more cards than you pass on. Keep it for when another player is "
                                              "close to going out."), card=card)
    if kept == UNO:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Draw a card and keep your {card} for when a player is close to "
                                              "going out."), card=card)
    if IS_WILD[kept]:
        return m(QT_TRANSLATE_NOOP("UnoBots", "Draw a card and keep your {card}: a wild card is worth most when "
                                              "nothing else fits."), card=card)
    if RANK[kept] in (SKIP, DRAW2, REVERSE):
        return m(QT_TRANSLATE_NOOP("UnoBots", "Draw a card and keep your {card} for when a player is close to "
                                              "going out."), card=card)
    return m(QT_TRANSLATE_NOOP("UnoBots", "Draw a card and keep your {card} for later: you may need it when the "
                                          "colour changes."), card=card)


def draw_reason(plays: Sequence[int]) -> Message:
    """Why draw: nothing fits (`plays` empty), or the fitting card is better kept (the first of `plays`)."""
    if not plays:
        return NOTHING_TO_PLAY
    return keep_reason(plays[0])


def instead(view: UnoView, chosen: object, usual: object, why: Message) -> Message:
    """The reason for leaving the careful choice `usual` for `chosen`, whose own reason is `why`: what the chosen
    move does, and what it keeps (the card the careful player would have played)."""
    if isinstance(chosen, Play) and isinstance(usual, Play) and usual.card != chosen.card:
        return m(QT_TRANSLATE_NOOP("UnoBots", "{why} Keep the {other} for later."), why=why, other=name(usual.card))
    if isinstance(usual, Play) and getattr(chosen, "kind", "") == "draw":
        return keep_reason(usual.card)
    return why
