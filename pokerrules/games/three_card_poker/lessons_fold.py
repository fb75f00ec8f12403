"""Three Card Poker's lesson on folding a hand too weak to play (merged into ``LESSONS`` of
:mod:`pokerrules.games.three_card_poker.lessons`)."""

from __future__ import annotations

from pokerrules.table.teach.model import Lesson, MoveStep, Situation, Wrong

# You get J♠ 8♦ 3♣ (jack high, below queen-six-four); the dealer K♥ 9♠ 2♦.
_WEAK_HAND = "Js 8d 3c Kh 9s 2d"

FOLDING = Lesson(
    id="folding",
    title="Folding a hand too weak to play",
    seats=1,
    steps=(
        MoveStep(
            goal="Put out an ante of 10 chips to join the hand.",
            situation=Situation(_WEAK_HAND),
            accept=("ante 10",),
            hint="Set the amount to 10 and ante.",
            explain="Now you may add a Pair Plus bet, or not.",
        ),
        MoveStep(
            goal="Make no Pair Plus bet this hand: bet 0 on it.",
            situation=Situation(_WEAK_HAND, moves=("ante 10",)),
            accept=("pair_plus 0",),
            hint="0 means no side bet.",
            explain="Your three cards are dealt, and three to the dealer, face down.",
        ),
        MoveStep(
            goal="You hold J♠ 8♦ 3♣, below queen-six-four: fold.",
            situation=Situation(_WEAK_HAND, moves=("ante 10", "pair_plus 0")),
            accept=("fold",),
            wrong=(Wrong("play", "Playing puts 10 more chips behind jack high, which loses more "
                                 "in the long run than the ante you give up by folding."),),
            hint="Play from queen-six-four up; fold anything lower.",
            explain="You lose your ante of 10 and nothing more. Here the dealer's king high "
                    "qualifies and would have beaten you.",
        ),
    ),
)
