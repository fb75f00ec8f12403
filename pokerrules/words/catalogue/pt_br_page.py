"""The page's own words in Brazilian Portuguese (docs/javascripts/words.js): English template ->
Portuguese, for templates of en_page.py. The game terms are the glossary's
(pokerrules/words/glossary/pt_br.py)."""

from __future__ import annotations

WORDS: dict[str, str] = {
    "Deal": "Dar as cartas",
}
