"""The glossary of game terms per language (English term -> the term in that language): the
catalogues and the translated pages use the same words."""
