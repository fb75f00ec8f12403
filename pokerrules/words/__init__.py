"""Every word a player reads, in the reader's language: one translation layer for the package and
the page (its catalogues per language, the glossary of game terms, and the pseudo-language the
tests use to find words that bypass it)."""
