"""three_card_poker's own catalogues, one module (or several) per language."""
