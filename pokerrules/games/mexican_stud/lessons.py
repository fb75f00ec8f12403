"""Lessons for Mexican Stud (``LESSONS``), imported by the game's declaration when they are first
asked for."""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, YourHand
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong

# Two seats; you sit left of the dealer (seat 2). Face down: A♥ 7♦ to you, 9♠ 5♣ to seat 2; then
# 7♣ to you and 4♥ to seat 2.
_DECK = "Ah 9s 7d 5c 7c 4h"
_SECOND = ("flip 7d", "flip 9s", "bet", "call")
_THIRD = (*_SECOND, "flip Ah", "flip 4h")

ROLL = Lesson(
    id="what-changes",  # its "what changes" lesson, made by hand: see tests/lessons
    title="What changes from Five Card Stud: you choose the card you show",
    seats=2,
    basics=("poker-hands", "betting-round"),
    steps=(
        MoveStep(
            goal="You hold A♥ and 7♦ face down. Keep the ace hidden: turn up the seven.",
            situation=Situation(_DECK),
            accept=("flip 7d",),
            wrong=(Wrong("flip Ah", "Turning up the ace shows everyone your best card; hidden, "
                                    "it may make a pair nobody expects."),),
            hint="In Five Card Stud the dealer deals your up cards face up. Here every card comes "
                 "face down, and everyone chooses in secret which one to turn up; the chosen "
                 "cards turn up together.",
            explain="Seat 2 turns up its 9♠. Its nine showing opens the betting and you call. "
                    "Then each of you gets another card, face down.",
        ),
        MoveStep(
            goal="The new card is the 7♣: a pair with the seven showing. Hide the pair: turn up "
                 "the ace.",
            situation=Situation(_DECK, moves=_SECOND),
            accept=("flip Ah",),
            wrong=(Wrong("flip 7c", "Two sevens face up tell everyone what you have; with the "
                                    "ace up instead, your pair stays a secret."),),
            hint="The card you keep face down is the one nobody can read.",
            explain="Seat 2 turns up the 4♥. Your ace is now the best card showing, so you open.",
        ),
        QuestionStep(
            goal="Name your hand.",
            situation=Situation(_DECK, moves=_THIRD),
            question="You show 7♦ A♥ and hold 7♣ face down. What is your hand?",
            ask=YourHand(decoys=(
                Decoy("Ace-seven high", "Your hidden 7♣ pairs the 7♦ showing."),
                Decoy("Pair of aces", "You hold one ace."),
                Decoy("Two pair, aces and sevens", "You hold one ace: only the sevens pair."),
            )),
            hint="Face-up and face-down cards all count.",
            explain="A pair of sevens with an ace, though the table sees only ace-seven.",
        ),
        MoveStep(
            goal="Seat 2 shows nine-four. Bet your hidden pair.",
            situation=Situation(_DECK, moves=_THIRD),
            accept=("bet",),
            wrong=(Wrong("check", "Checking is allowed, but your pair beats anything seat 2 "
                                  "shows."),),
            hint="The best hand showing opens each round: here, your ace.",
            explain="Two more cards will come the same way: down, then one turned up by "
                    "choice. At the end you show four cards and keep one hidden.",
        ),
    ),
)

LESSONS: tuple[Lesson, ...] = (ROLL,)
