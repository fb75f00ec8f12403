"""spit_in_the_ocean's own catalogues, one module (or several) per language."""
