"""The step words. Each kind lives in its own module, with its rules, its moves and its words.
``KINDS`` are the kinds every page's engine holds; a kind only some games use (the board, the
draw, guts...) is imported by their declarations from its module, so it loads with their family.

>>> [kind.__name__ for kind in KINDS][:3]
['Deal', 'Bet', 'Offer']
"""

from __future__ import annotations

from pokerrules.steps.ask import Ask
from pokerrules.steps.base import StepWord
from pokerrules.steps.bet import Bet
from pokerrules.steps.call_it import CallIt
from pokerrules.steps.deal import Deal
from pokerrules.steps.deal_to_match import DealToMatch
from pokerrules.steps.discard import Discard
from pokerrules.steps.flip import Flip
from pokerrules.steps.offer import Offer
from pokerrules.steps.pass_cards import PassOn
from pokerrules.steps.repeat import Repeat
from pokerrules.steps.replace import Replace
from pokerrules.steps.showdown import Showdown
from pokerrules.steps.start_card import StartCard
from pokerrules.steps.turn_until_beat import TurnUntilBeat

KINDS: tuple[type[StepWord], ...] = (Deal, Bet, Offer, Replace, Flip, Ask, Repeat, Showdown, Discard,
                                     CallIt, PassOn, DealToMatch, StartCard, TurnUntilBeat)

Step = StepWord

__all__ = ["KINDS", "Ask", "Bet", "CallIt", "Deal", "Discard", "Flip", "Offer", "PassOn", "Repeat", "Replace",
           "DealToMatch", "Showdown", "StartCard", "Step", "StepWord", "TurnUntilBeat"]
