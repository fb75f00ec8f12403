"""English templates of mus: the words the pseudo-language marks (found by
``scripts/words_harvest.py``, then kept by hand)."""

TEMPLATES = (
    "no pares ({sym} counts as a {rk}).",
    "no pares ({sym} counts as a {rk}; {sym1} counts as an {rk1}).",
    "no pares ({sym} counts as an {rk}).",
)
WORDS: dict[str, str] = {template: template for template in TEMPLATES}
