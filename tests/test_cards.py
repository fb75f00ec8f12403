import pytest

from pokerrules.core.cards import Card, card_json, format_cards, parse, parse_card, standard_deck
from pokerrules.core.errors import BadCard


def test_parse_and_format_round_trip_every_card() -> None:
    deck = standard_deck()
    assert len(deck) == 52 and len(set(deck)) == 52
    assert parse(format_cards(deck)) == deck


@pytest.mark.parametrize("text, rank, suit", [("As", 14, "s"), ("td", 10, "d"), ("10h", 10, "h"),
                                              ("2C", 2, "c"), (" Qs ", 12, "s")])
def test_parse_card_accepts_usual_spellings(text: str, rank: int, suit: str) -> None:
    assert parse_card(text) == Card(rank, suit)


@pytest.mark.parametrize("text", ["", "A", "1s", "Ax", "Asd", "11s", "ss", "As!"])
def test_malformed_card_strings_raise_clear_errors(text: str) -> None:
    with pytest.raises(BadCard) as err:
        parse_card(text)
    assert "not a card" in err.value.message
    assert err.value.code == "bad-card"


def test_parse_rejects_non_text() -> None:
    with pytest.raises(BadCard):
        parse(None)  # type: ignore[arg-type]


def test_card_words_and_symbols() -> None:
    card = parse_card("Th")
    assert (card.code, card.text, card.short) == ("Th", "ten of hearts", "10♥")
    assert card_json(None)["code"] == "??"
    assert card_json(card) == {"code": "Th", "text": "ten of hearts", "short": "10♥", "suit": "h"}


def test_joker_parses_and_impossible_cards_are_refused() -> None:
    assert parse_card("Jk").is_joker
    with pytest.raises(BadCard):
        Card(15, "s")
