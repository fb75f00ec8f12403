"""Errors a player or a page can meet, each with a stable code and a plain sentence."""


class PokerRulesError(ValueError):
    """Base class: ``code`` is stable for programs, ``str(err)`` is for people."""

    code = "error"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def to_json(self) -> dict[str, str]:
        return {"code": self.code, "message": self.message}


class BadCard(PokerRulesError):
    """A card string that does not name a card, such as ``"1x"``."""

    code = "bad-card"


class IllegalAction(PokerRulesError):
    """An action the rules do not allow now. The state is left exactly as it was."""

    code = "illegal-action"


class UnknownVariant(PokerRulesError):
    """A game id that the registry does not know."""

    code = "unknown-variant"


class BadOption(PokerRulesError):
    """A house-rule option with an unknown name or a value it cannot take."""

    code = "bad-option"


class CorruptHistory(PokerRulesError):
    """A hand history that cannot be replayed."""

    code = "corrupt-history"


class BadRequest(PokerRulesError):
    """A request to the JSON facade that is not of the expected shape."""

    code = "bad-request"
