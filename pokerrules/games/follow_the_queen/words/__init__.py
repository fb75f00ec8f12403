"""follow_the_queen's own catalogues, one module (or several) per language."""
