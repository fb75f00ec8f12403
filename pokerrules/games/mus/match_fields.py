"""Mus's own fields of the view's ``"match"`` object (its state's ``facts``)."""

from pokerrules.table.match_fields import declare

MATCH_FIELDS = declare(
    phase="mus, discard or bid",
    score="each side's stones",
    target="the stones that win the game",
    games="the games each side has won in this match",
    best_of="how many games the match is the best of (1: a single game)",
    eight="whether treys count as kings and twos as aces",
    mus_rounds="how many times mus was agreed this deal",
    order="the seats in turn order, mano first",
    contest="the contest being bid",
    contests="the contests reached so far",
    bid="the bid standing in this contest",
    ordago="whether an ordago stands",
    accepted="whether the last bid was accepted",
    bidder="the seat whose bid stands, or null",
    declared="what each seat declared (pares, juego)",
    outcomes="each finished contest's outcome",
)
