"""Lessons for Suck and Suck Back; each game's declaration names its own, imported when they
are first asked for. Both lessons are the same story told each way round:
a neighbour folds, their ace comes to you, and you play the best three of four cards."""

from __future__ import annotations

from pokerrules.table.teach.asks import Decoy, YourHand
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation, Wrong


def _lesson(folder: str, deck: str, to_the_ace: tuple[str, ...], after: tuple[str, ...],
            why_not_fold: str, explain: str) -> Lesson:
    """Three seats; you sit left of the dealer (seat 3). ``folder`` folds in the first round
    and you get their face-down A♦ (``to_the_ace``: the moves up to your turn after it);
    ``after``: the moves from there to the last round's bet by the best hand showing."""
    last = Situation(deck, moves=(*to_the_ace, *after))
    return Lesson(
        id="folded-cards-move",
        title="A folded hand goes to a neighbour",
        seats=3,
        basics=("betting-round",),
        steps=(
            MoveStep(
                goal=f"{folder} folded, and its A♦ came to you: you hold two aces. Raise.",
                situation=Situation(deck, moves=to_the_ace),
                accept=("raise", "call"),
                wrong=(Wrong("fold", why_not_fold),),
                hint="The cards come as they lay: the A♦ was face down, so only you can see it.",
                explain=explain,
            ),
            QuestionStep(
                goal="Play the best three of your cards.",
                situation=last,
                question="You hold A♥ A♦ 7♠ A♣: four cards. What is your hand?",
                ask=YourHand(decoys=(
                    Decoy("Pair of aces",
                          "The A♣ you were passed makes three aces, not two."),
                    Decoy("Ace-seven high",
                          "Your aces pair up: three of them make three of a kind."),
                    Decoy("Four of a kind, aces",
                          "A hand here is three cards, and you hold three aces, not four."),
                )),
                hint="A hand is still three cards: pick the best three of the four.",
                explain="Three aces, the second-best hand in three-card poker after a straight "
                        "flush. The 7♠ plays no part.",
            ),
            MoveStep(
                goal="The other player still in shows two eights and bets. Raise with your three aces.",
                situation=last,
                accept=("raise", "call"),
                wrong=(Wrong("fold", "Three aces beat any pair; folding would also hand all "
                                     "four of your cards to the other player."),),
                hint="They can see one pair. Can any pair beat three of a kind?",
                explain="At the showdown you play the best three of your four cards: the extra "
                        "ace made your hand.",
            ),
        ),
    )


# Suck: you get A♥, seat 2 5♣, seat 3 A♦; then 7♠ and 8♥ face up, then A♣ and 8♦.
SUCK = _lesson(
    "Seat 3", "Ah 5c Ad 7s 8h Ac 8d", ("check", "bet", "fold"), ("raise", "call", "check",
                                                                "check", "bet"),
    why_not_fold="If you fold, both aces go on to seat 2, the next player on your left, and "
                 "make its hand.",
    explain="In Suck a folded hand goes to the nearest player still in on the folder's left: "
            "you sit on seat 3's left. In Suck Back it would have gone to seat 2.")

# Suck Back: you get A♥, seat 2 A♦, seat 3 5♣; then 7♠ and 8♥ face up, then A♣ and 8♦.
SUCK_BACK = _lesson(
    "Seat 2", "Ah Ad 5c 7s 8h Ac 8d", ("check", "check", "bet", "call", "fold", "bet"),
    ("raise", "call", "bet"),
    why_not_fold="If you fold, both aces go right, to seat 3, the dealer, who just bet: you "
                 "would hand over your pair.",
    explain="In Suck Back a folded hand goes to the nearest player still in on the folder's "
            "right: for seat 2 that is you. In Suck it would have gone to seat 3.")
