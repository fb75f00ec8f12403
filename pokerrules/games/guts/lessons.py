"""Lessons for Three Card Guts and Five Card Guts (``lessons_for``): going in or staying out,
drawing, and what a losing hand that went in pays; imported when first asked for."""

from __future__ import annotations

from itertools import permutations

from pokerrules.core.cards import format_cards
from pokerrules.table.declare import deal_order
from pokerrules.table.teach.model import Lesson, MoveStep, Situation, Wrong


def _deck(you: str, them: str, then: str = "") -> str:
    """Two seats, you first from the dealer's left: the deck that deals these hands."""
    return format_cards(deal_order((you, them), then))


# Three Card Guts: you hold a pair of aces and a seven; seat 2 (the dealer) king-queen-four.
# The next cards drawn are 9♥ (yours, if you draw) and 2♣.
_PAIR = _deck("As Ad 7c", "Kh Qs 4d", "9h 2c")
# You hold nine high, with nothing to draw to.
_WEAK3 = _deck("9c 5d 2h", "Jh Js 8c", "Kd 3s")

THREE_CARD = Lesson(
    id="three-card-guts-in-or-out",
    title="In or out, then one card",
    seats=2,
    basics=("poker-hands",),
    steps=(
        MoveStep(
            goal="A pair of aces is a strong three-card hand. Say in.",
            situation=Situation(_PAIR),
            accept=("in",),
            wrong=(Wrong("out", "Out risks nothing, but a pair of aces beats most hands of three "
                                "cards: you give up a pot you would likely win."),),
            hint="Only a player who goes in can win the pot.",
            explain="You go in first; seat 2 now chooses, knowing that you are in.",
        ),
        MoveStep(
            goal="Seat 2 went in too. Draw: throw away the seven for a new card, or keep all "
                 "three.",
            situation=Situation(_PAIR, moves=("in", "in")),
            accept=("draw 7c", "keep"),
            wrong=(Wrong("draw As", "That breaks up your pair of aces, your whole hand."),
                   Wrong("draw Ad", "That breaks up your pair of aces, your whole hand.")),
            hint="Each player in may swap one card; keep the cards that make your hand.",
            explain="Your aces beat seat 2's king high. Seat 2 lost, so it pays as much as the "
                    "pot held into a new pot, and the cards are dealt again: the game goes on "
                    "until a player goes in alone.",
        ),
        MoveStep(
            goal="Nine high is about the weakest three-card hand. Stay out.",
            situation=Situation(_WEAK3),
            accept=("out",),
            wrong=(Wrong("in", "If seat 2 comes in with anything better, you lose and must match "
                               "the whole pot."),),
            hint="A losing hand that went in pays as much as the pot holds.",
            explain="Out costs nothing. If nobody goes in, the cards are dealt again and the pot "
                    "stays for the next deal.",
        ),
    ),
)

# Five Card Guts: a pair of kings; seat 2 queen-jack high. Draws: K♣ 7♦ 5♥ for you, then 8♥.
_KINGS = _deck("Ks Kd 8c 4h 2s", "Qh Jd 9s 6c 3d", "Kc 7d 5h 8h 4s 2d")
# A flush, pat: nothing to draw.
_FLUSH = _deck("Ah Th 8h 5h 2h", "Ks Kd 9c 7s 3c", "Qd Jc 6d")
_ACE = _deck("As 9c 7d 4h 2s", "Qd Js 8h 6c 3c", "Kh Qc Jh 5d 9h 8d")
_WEAK5 = _deck("9c 7d 5s 3h 2d", "Ac Ad Qh 8s 4c", "Kh Qc Jh")

FIVE_CARD = Lesson(
    id="five-card-guts-draw",
    title="Going in and drawing to five cards",
    seats=2,
    basics=("poker-hands",),
    steps=(
        MoveStep(
            goal="A pair of kings is a fair five-card hand with a draw to come. Say in.",
            situation=Situation(_KINGS),
            accept=("in",),
            wrong=(Wrong("out", "A pair of kings, with three cards to draw, often wins against "
                                "one other player."),),
            hint="Only a player who goes in can win the pot.",
            explain="You are in; seat 2 chooses next.",
        ),
        MoveStep(
            goal="Seat 2 is in too. Keep your kings and draw three new cards.",
            situation=Situation(_KINGS, moves=("in", "in")),
            accept=tuple(f"draw {' '.join(cards)}" for cards in permutations(("8c", "4h", "2s"))),
            wrong=(Wrong("keep", "Standing pat with the eight, four and two gives you no more "
                                 "chances to improve the pair."),
                   Wrong("draw Ks Kd", "Those are the pair that makes your hand.")),
            hint="You may swap up to three cards; keep the pair.",
            explain="You draw the K♣ for three kings. Seat 2 loses and pays as much as the pot "
                    "held into the next pot.",
        ),
        MoveStep(
            goal="You were dealt a flush. Go in, then keep all five cards.",
            situation=Situation(_FLUSH, moves=("in", "in")),
            accept=("keep",),
            wrong=(Wrong("draw 2h", "Any card but a heart breaks the flush."),),
            hint="A hand that needs nothing stands pat.",
            explain="Standing pat, you keep all five cards and the others know you needed none.",
        ),
        MoveStep(
            goal="Ace high against one player: keep the ace, show it, and change the other four.",
            situation=Situation(_ACE, moves=("in", "in")),
            accept=("show-ace As",),
            wrong=(Wrong("draw 9c 7d 4h", "Three new cards are fewer chances than four: "
                                          "showing the ace lets you change four."),),
            hint="A player who keeps an ace and shows it may change the other four cards.",
            explain="Everyone sees your ace, and you get four new cards.",
        ),
        MoveStep(
            goal="Nine-seven high is weak. Stay out.",
            situation=Situation(_WEAK5),
            accept=("out",),
            wrong=(Wrong("in", "Against any pair you lose and must match the pot."),),
            hint="A losing hand that went in pays as much as the pot holds.",
            explain="Out costs nothing; the cards may be dealt again.",
        ),
    ),
)

LESSONS = {"three-card-guts": (THREE_CARD,), "five-card-guts": (FIVE_CARD,)}


def lessons_for(spec_id: str) -> tuple[Lesson, ...]:
    return LESSONS.get(spec_id, ())
