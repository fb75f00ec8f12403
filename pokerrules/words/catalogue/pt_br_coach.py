"""The coach's review and the match's winners in Brazilian Portuguese: the grades counted
("14 melhores, 1 imprecisão"), the decision that mattered most, and who won with whom. The
grades are the glossary's: melhor, imprecisão, erro, erro grave."""

from __future__ import annotations

from itertools import combinations, product

#: Each grade: its one (the count written out, so the noun agrees) and its many.
_GRADES = (
    (("1 best", "1 melhor"), ("{x} best", "{x} melhores")),
    (("1 inaccuracy", "1 imprecisão"), ("{x} inaccuracies", "{x} imprecisões")),
    (("1 mistake", "1 erro"), ("{x} mistakes", "{x} erros")),
    (("1 blunder", "1 erro grave"), ("{x} blunders", "{x} erros graves")),
)


def _counted() -> dict[str, str]:
    """Every list of grade counts a review writes, in the grades' order."""
    words: dict[str, str] = {}
    for size in range(1, len(_GRADES) + 1):
        for chosen in combinations(_GRADES, size):
            for forms in product(*chosen):
                sources, targets, number = [], [], 0
                for source, target in forms:
                    slot = f"n{number}" if number else "n"
                    if "{x}" in source:
                        number += 1
                    sources.append(source.replace("{x}", "{" + slot + "}"))
                    targets.append(target.replace("{x}", "{" + slot + "}"))
                words[", ".join(sources)] = ", ".join(targets)
    return words


_COUNTS = _counted()

#: Who won with the reader, or who won instead: one, two or three other seats.
_SEATS = (("seat {n}", "o lugar {n}"), ("seat {n} and seat {n1}", "o lugar {n} e o lugar {n1}"),
          ("seat {n}, seat {n1} and seat {n2}", "o lugar {n}, o lugar {n1} e o lugar {n2}"))
_HOW = (("", ""), (" with the most chips", " com mais fichas"), (" with {n9} points", " com {n9} pontos"))

_WINNERS: dict[str, str] = {}
for (seats, lugares), (how, como) in product(_SEATS, _HOW):
    _WINNERS[f"You win the match{how}, together with {seats}."] = \
        f"Você vence a partida{como}, junto com {lugares}."
    verb, verbo = ("wins", "vence") if " and " not in seats else ("win", "vencem")
    _WINNERS[f"You lose the match: {seats} {verb} it{how}."] = \
        f"Você perde a partida: {lugares} {verbo}{como}."
    _WINNERS[f"{seats} {verb} it{how}."] = f"{lugares} {verbo}{como}."

WORDS: dict[str, str] = {
    **{f"{{total}} decisions: {counts}.": f"{{total}} decisões: {contagem}."
       for counts, contagem in _COUNTS.items()},
    **{f"{{total}} decision: {counts}.": f"{{total}} decisão: {contagem}."
       for counts, contagem in _COUNTS.items()},
    **_COUNTS,
    **_WINNERS,
    "You win the match with {n} points.": "Você vence a partida com {n} pontos.",
    "You had no decision to review: every move you made was the only one.":
        "Você não teve decisões para revisar: cada jogada que fez era a única possível.",
    "Given up against the best moves: {n} chips.": "Perdido frente às melhores jogadas: {n} fichas.",
    "Given up against the best moves, in {unit}: {n}.": "Perdido frente às melhores jogadas, em {unit}: {n}.",
    "The decision that mattered most: decision {n}, {chosen}, a mistake: it gave up {loss} against "
    "{best}.":
        "A decisão que mais pesou: decisão {n}, {chosen}, um erro: ela perdeu {loss} frente a {best}.",
    "The decision that mattered most: decision {n}, {chosen}, a blunder: it gave up {loss} against "
    "{best}.":
        "A decisão que mais pesou: decisão {n}, {chosen}, um erro grave: ela perdeu {loss} frente "
        "a {best}.",
    "No card under the top one": "Nenhuma carta embaixo da de cima",
}
