"""three_fifty_seven's own catalogues, one module (or several) per language."""
