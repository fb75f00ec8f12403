"""A language's book is installed without compiling its templates (the browser's page in
Spanish or Portuguese waited half a second for that): each template's pattern is compiled the
first time a string is tried against it, and finds what it found before."""

from __future__ import annotations

from pokerrules.words.books import words_of
from pokerrules.words.templates import Book


def compiled(book: Book) -> list[str]:
    return [t.source for templates in book.by_ends.values() for t in templates if "pattern" in vars(t)]


def test_a_book_compiles_no_template_until_a_string_is_tried() -> None:
    book = Book(words_of("es"))
    assert sum(len(t) for t in book.by_ends.values()) > 300
    assert compiled(book) == []
    match = book.find("Seat 3 folds.")
    assert match is not None and match.values == {"n": "3"}, match
    tried = compiled(book)
    assert "Seat {n} folds." in tried
    # Only templates with the same fixed ends were tried ("Seat ", "."), the most specific first.
    assert all(t.startswith("Seat ") or t.startswith("{") for t in tried), tried
    assert len(tried) < sum(len(t) for t in book.by_ends.values()) / 10, tried


def test_a_template_compiled_late_matches_as_one_compiled_at_once() -> None:
    book = Book({"{who} bets {n}.": "{who} apuesta {n}.", "Seat {n}": "Asiento {n}"})
    template = book.by_ends[("", ".")][0]
    assert template.pattern is not None and template.pattern.fullmatch("Seat 2 bets 1,000.")
    assert book.find("Seat 2 bets ten.") is None
    assert Book({"Fold": "No ir"}).exact == {"Fold": "No ir"}
