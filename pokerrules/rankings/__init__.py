"""Hand rankings: each is a small object with ``key(cards)`` (bigger is better) and ``label``."""

from pokerrules.rankings.base import Ranking
from pokerrules.rankings.three_card import THREE_CARD, ThreeCardCategory, ThreeCardRanking

__all__ = ["THREE_CARD", "Ranking", "ThreeCardCategory", "ThreeCardRanking"]
