"""Lessons for 3-Card Triple Replace (``LESSONS``), imported by the game's declaration when they are
first asked for."""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, WhoWins, YourHand
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

# Three seats; you sit left of the dealer (seat 3). Face down: A♥ to you, 5♣ to seat 2, 9♦ to
# seat 3; face up, twice round: A♠ 6♣ 10♦, then 2♣ 8♥ J♦. The first card bought is the A♦.
_DECK = "Ah 5c 9d As 6c Td 2c 8h Jd Ad"
_CHECKS = ("check",) * 3
_KEEPS = ("keep",) * 3
_BOUGHT = (*_CHECKS, "replace 2c", "keep", "keep")
_SECOND_ROUND = (*_BOUGHT, "bet", "call", "call")

PAID_REPLACEMENTS = Lesson(
    id="buying-cards",
    title="Buying new cards",
    seats=3,
    basics=("betting-round",),
    steps=(
        MoveStep(
            goal="You hold two aces and the 2♣. Buy one new card in place of the 2♣.",
            situation=Situation(_DECK, moves=_CHECKS),
            accept=("replace 2c",),
            wrong=(Wrong("replace As 2c", "That buys two cards for 4 chips and throws away an "
                                          "ace: you break your pair."),
                   Wrong("keep", "Keeping is free, but your pair of aces stays a pair; one "
                                 "card for 2 chips could make three aces.")),
            hint="Each new card costs one bet, 2 chips, paid into the pot.",
            explain="You pay 2 and get the A♦, face up like the 2♣ it replaced: three aces.",
        ),
        QuestionStep(
            goal="Know what you bought.",
            situation=Situation(_DECK, moves=_BOUGHT),
            question="What is your hand now?",
            ask=YourHand(decoys=(
                Decoy("Pair of aces",
                      "The A♦ you bought makes three aces, not two."),
                Decoy("Straight flush, ace high",
                      "Three aces are three suits and one rank: no run, no flush."),
                Decoy("Ace high",
                      "Your aces match: three of them make three of a kind."),
            )),
            hint="Three cards of one rank.",
            explain="Three aces: in this game three of a kind ranks above a straight flush, so "
                    "nothing beats three aces.",
        ),
        MoveStep(
            goal="The second chance to buy cards. With the best hand there is, keep your cards.",
            situation=Situation(_DECK, moves=_SECOND_ROUND),
            accept=("keep",),
            wrong=(Wrong("replace Ad", "A new card can only make your three aces worse, and it "
                                       "costs 2 chips."),),
            hint="Keeping costs nothing.",
            explain="You keep. There is one more chance to buy, for one card only, before the "
                    "last round of betting.",
        ),
        QuestionStep(
            goal="Judge the showdown.",
            situation=Situation(_DECK, moves=(*_SECOND_ROUND, *_KEEPS, *_CHECKS, *_KEEPS,
                                              *_CHECKS)),
            question="Seat 3 turns over the 9♦: a straight flush. Who wins the pot?",
            ask=WhoWins("high"),
            hint="From best: three of a kind, straight flush, straight, flush, pair.",
            explain="Your three aces beat seat 3's straight flush: with three cards, three of a "
                    "kind is the rarer hand.",
        ),
    ),
)

LESSONS: tuple[Lesson, ...] = (PAID_REPLACEMENTS,)
