"""The page's own words in Spanish (docs/javascripts/words.js): English template -> Spanish,
for templates of en_page.py. The game terms are the glossary's (pokerrules/words/glossary/es.py)."""

from __future__ import annotations

WORDS: dict[str, str] = {
    "Deal": "Repartir",
}
