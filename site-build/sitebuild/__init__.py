"""The pokerrules site's build steps, independent of the builder (MkDocs or Zensical).

* :mod:`sitebuild.directives`: the ``<!-- md:NAME ARG -->`` comments, as a Python-Markdown
  extension (``markdown_extensions: [sitebuild.directives]`` in ``mkdocs.yml``);
* :mod:`sitebuild.pageparts`: a game page's standard parts, added from its front matter's ``game``;
* :mod:`sitebuild.nav`: the Games navigation, from the catalogue;
* :mod:`sitebuild.runtime`: Pyodide, the wheel, the snapshot and bundles into ``site/pyodide/``;
* :mod:`sitebuild.offline`: the service worker ``sw.js`` with every file's sha256;
* :mod:`sitebuild.precompress`: the ``.br``/``.gz`` twins.

The MkDocs hooks in ``hooks/`` call these for ``mkdocs build`` and ``mkdocs serve``;
``scripts/build_site.py`` calls them around either builder.
"""
