"""The shared catalogues: one module (or several, ``es.py``, ``es_site.py``…) per language."""
