"""give_me_five's own catalogues, one module (or several) per language."""
