"""Sybil collects every ```python block in the docs, so each example on the site is a test."""

from sybil import Sybil
from sybil.parsers.markdown import ClearNamespaceParser, PythonCodeBlockParser, SkipParser

pytest_collect_file = Sybil(
    parsers=[PythonCodeBlockParser(), SkipParser(), ClearNamespaceParser()],
    patterns=["*.md"],
    path="docs",
).pytest()
