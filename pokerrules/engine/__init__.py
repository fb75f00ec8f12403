"""The generic engine for step-built games."""

from pokerrules.engine.betting import Stakes
from pokerrules.engine.state import StepGameState

__all__ = ["Stakes", "StepGameState"]
