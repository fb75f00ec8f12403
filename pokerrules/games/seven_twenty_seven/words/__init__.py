"""seven_twenty_seven's own catalogues, one module (or several) per language."""
