"""three_card_monte's own catalogues, one module (or several) per language."""
