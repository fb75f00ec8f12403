"""Hand rankings: each is a small object with ``key(cards)`` (bigger is better) and ``label``."""

from pokerrules.rankings.base import HandValue, Ranking
from pokerrules.rankings.low import AceToFiveLow, ThreeCardLow
from pokerrules.rankings.poker import HighPoker, PokerCategory
from pokerrules.rankings.three_card import THREE_CARD, ThreeCardCategory, ThreeCardPoker, ThreeCardRanking
from pokerrules.rankings.wild import Wild

__all__ = [
    "THREE_CARD", "AceToFiveLow", "HandValue", "HighPoker", "PokerCategory", "Ranking", "ThreeCardCategory",
    "ThreeCardLow", "ThreeCardPoker", "ThreeCardRanking", "Wild",
]
