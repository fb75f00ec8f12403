"""Pif Paf's (Cacheta's) own catalogues, one module (or several) per language."""
