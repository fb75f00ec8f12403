"""guts's own catalogues, one module (or several) per language."""
