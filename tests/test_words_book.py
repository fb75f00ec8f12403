"""A language's book is installed without compiling its templates (the browser's page in
Spanish or Portuguese waited half a second for that): a template's pattern is compiled the first
time a string that holds its fixed text is tried against it, and finds what it found before."""

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
    # Of the templates with the same fixed ends ("Seat ", "."), only one whose fixed text the
    # string holds, in order, was compiled.
    assert tried == ["Seat {n} folds."], tried


def test_a_template_compiled_late_matches_as_one_compiled_at_once() -> None:
    book = Book({"{who} bets {n}.": "{who} apuesta {n}.", "Seat {n}": "Asiento {n}"})
    template = book.by_ends[("", ".")][0]
    assert template.parts == (" bets ", ".")
    assert template.could_match("Seat 2 bets 1,000.") and not template.could_match("Seat 2 bets")
    assert not template.could_match(". bets Seat 2")
    assert template.pattern is not None and template.pattern.fullmatch("Seat 2 bets 1,000.")
    assert book.find("Seat 2 bets ten.") is None
    assert Book({"Fold": "No ir"}).exact == {"Fold": "No ir"}
