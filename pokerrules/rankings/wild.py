"""Wild cards: which cards are wild, and the best hand they can make, found without trying them.

A :class:`Wild` rule names the wild cards: whole ranks (deuces wild; or threes, fives and sevens),
jokers, and an explicit set of cards (Chaos makes the 2-10 of one suit wild, and the suit changes
during the deal: the game replaces the set with :func:`dataclasses.replace`). ``dead`` names
cards that count for nothing: a hand plays its best five of its other cards (Chaos's jokers, once a
queen has come up after them).

A wild card plays as any card its owner names. ``duplicates`` decides whether it may name a card
that is already among the cards played:

- ``True`` (the default): yes. Four aces and a joker are five aces (five of a kind, which beats a
  straight flush), and a joker with A♠ K♠ 9♠ 5♠ makes a flush with two aces of spades, which beats
  any ace-king flush. This is the usual home-game rule ("a wild card is whatever you want"), and
  it is the one behind the published counts for a deck with one joker (13 five-of-a-kind hands).
- ``False``: no card may appear twice among the five played, so there is no five of a kind and a
  wild card in a flush plays as the best card of that suit that is missing.

Either way the best hand is *computed*: count the natural cards by rank and suit, then, category
by category from the best, ask whether the wild cards can complete it and with which ranks
(:func:`solve`). Nothing is enumerated, so the time hardly grows with the number of wild cards.

>>> from pokerrules.core.cards import parse
>>> deuces = Wild(ranks=frozenset({2}), jokers=False)
>>> deuces.is_wild(parse("2h")[0]), deuces.is_wild(parse("Jk")[0])
(True, False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from pokerrules.core.cards import JOKER_RANK, JOKER_SUIT, Card, rank_name
from pokerrules.core.errors import BadCard
from pokerrules.rankings.patterns import ACE, HIGH_ORDER, best_fill, rank_counts

JOKER = Card(JOKER_RANK, JOKER_SUIT)
SUIT_ORDER = "shdc"  # the suit a wild card names first, when any suit will do

# One step of a ranking, tried from the best: ("groups", category, sizes), ("straight_flush",
# category), ("flush", category) or ("straight", category).
Step = tuple[str, int, tuple[int, ...]]
# What a wild solve found: category, ranks for the key, how to lay the cards out ("3,2": groups
# of those sizes with those ranks; "run": a straight; "suited_run": a straight flush; "flush")
# and the suit of a flush or straight flush.
Plan = tuple[int, tuple[int, ...], str, str]


@dataclass(frozen=True)
class Wild:
    """Which cards are wild, and whether a wild card may copy a card already played."""

    ranks: frozenset[int] = frozenset()
    jokers: bool = True
    cards: frozenset[Card] = frozenset()
    duplicates: bool = True
    dead: frozenset[Card] = frozenset()
    #: Every rank that is wild whatever its suit (the joker's too, when jokers are wild).
    whole_ranks: frozenset[int] = field(init=False, repr=False, compare=False)
    #: The single cards that are wild or dead.
    singles: frozenset[Card] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        whole = self.ranks | {JOKER_RANK} if self.jokers else self.ranks
        object.__setattr__(self, "whole_ranks", frozenset(whole))
        object.__setattr__(self, "singles", self.cards | self.dead)

    def any_wild(self, cards: Sequence[Card]) -> bool:
        """Whether any of ``cards`` is wild (or dead): quick, for the common hand that holds none."""
        if self.whole_ranks.isdisjoint([card.rank for card in cards]):
            return bool(self.singles) and not self.singles.isdisjoint(cards)
        return True

    def is_wild(self, card: Card) -> bool:
        if card in self.dead:
            return False
        if card.rank == JOKER_RANK:
            return self.jokers
        return card.rank in self.ranks or card in self.cards

    def split(self, cards: Sequence[Card]) -> tuple[list[Card], list[Card]]:
        """The natural cards and the wild cards, each in the order given; dead cards are left out
        (a dead card is never wild)."""
        naturals: list[Card] = []
        wilds: list[Card] = []
        for card in cards:
            if card not in self.dead:
                (wilds if self.is_wild(card) else naturals).append(card)
        return naturals, wilds

    def words(self) -> str:
        """The rule as a clause: ``'twos are wild, and a wild card may ...'``."""
        parts = [rank_name(r, plural=True) for r in sorted(self.ranks)]
        if self.jokers:
            parts.append("jokers")
        if self.cards:
            parts.append(" ".join(c.short for c in sorted(self.cards)))
        dead = " and ".join(sorted({"jokers" if c.is_joker else c.short for c in self.dead}))
        dead = f"; {dead} count for nothing" if dead else ""
        if not parts:
            return "no cards are wild" + dead
        names = ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]
        rule = ("may stand for a card already in the hand" if self.duplicates
                else "may not stand for a card already among the five played")
        return f"{names} are wild, and a wild card {rule}{dead}"

    def describe(self) -> str:
        text = self.words()
        return f"{text[0].upper()}{text[1:]}."


def check_cards(cards: Sequence[Card], wild: Wild | None) -> None:
    if not cards:
        raise BadCard("There are no cards to rank.")
    naturals = [c for c in cards if not c.is_joker]  # a deck may hold several jokers
    if len(set(naturals)) != len(naturals):
        raise BadCard(f"The same card appears twice in {' '.join(c.code for c in cards)}.")
    if any(c.is_joker for c in cards) and not (wild and (wild.jokers or JOKER in wild.dead)):
        raise BadCard("A joker can only be played where jokers are wild.")


def _suit_masks(naturals: Sequence[Card]) -> dict[str, int]:
    """Each suit's ranks as a bit mask (bit ``r`` for rank ``r``; an ace sets bits 14 and 1)."""
    masks = dict.fromkeys(SUIT_ORDER, 0)
    for c in naturals:
        masks[c.suit] |= (1 << c.rank) | (2 if c.rank == ACE else 0)
    return masks


def _best_run(mask: int, wilds: int, size: int) -> int:
    """The top rank of the best straight of ``size`` cards that ``wilds`` wild cards complete."""
    run = (1 << size) - 1
    need = size - wilds
    for top in range(ACE, size - 1, -1):
        if ((mask >> (top - size + 1)) & run).bit_count() >= need:
            return top
    return 0


def _flush_ranks(mask: int, wilds: int, size: int, duplicates: bool) -> tuple[int, ...] | None:
    """The best ``size`` ranks of one suit holding ``mask`` and ``wilds`` wild cards."""
    if (mask >> 2).bit_count() + wilds < size:
        return None
    if duplicates:  # every wild card is another ace of the suit
        naturals = [r for r in HIGH_ORDER if mask >> r & 1]
        return tuple(([ACE] * wilds + naturals)[:size])
    out: list[int] = []
    for r in HIGH_ORDER:
        if mask >> r & 1:
            out.append(r)
        elif wilds:
            out.append(r)
            wilds -= 1
        if len(out) == size:
            return tuple(out)
    return None  # pragma: no cover - enough naturals and wild cards always fill


def solve(naturals: Sequence[Card], wilds: int, steps: Sequence[Step], size: int,
          duplicates: bool) -> Plan | None:
    """The best hand of ``size`` cards: the first step, best first, that the cards can make."""
    counts = rank_counts(c.rank for c in naturals)
    masks: dict[str, int] | None = None
    largest = 5 if duplicates else 4
    most = sorted(counts[2:], reverse=True)
    for kind, category, sizes in steps:
        if kind == "groups":
            ranks = best_fill(counts, sizes, wilds, HIGH_ORDER, largest, most)
            if ranks is not None:
                return category, ranks, ",".join(map(str, sizes)), ""
            continue
        if masks is None:
            masks = _suit_masks(naturals)
        if kind == "straight":
            top = _best_run(masks["s"] | masks["h"] | masks["d"] | masks["c"], wilds, size)
            if top:
                return category, (top,), "run", ""
            continue
        best: tuple[tuple[int, ...], str] | None = None
        for suit, mask in masks.items():
            if (mask >> 2).bit_count() + wilds < size:
                continue
            if kind == "flush":
                found = _flush_ranks(mask, wilds, size, duplicates)
            else:
                top = _best_run(mask, wilds, size)
                found = (top,) if top else None
            if found is not None and (best is None or found > best[0]):
                best = found, suit
        if best is not None:
            return category, best[0], "flush" if kind == "flush" else "suited_run", best[1]
    return None


def lay_out(plan: Plan, naturals: Sequence[Card], wild_cards: Sequence[Card],
            size: int) -> tuple[tuple[Card, ...], tuple[tuple[Card, Card], ...]]:
    """The cards played for a solved hand and what each wild card plays as."""
    _, ranks, how, suit_played = plan
    free = list(naturals)
    wild_iter = iter(wild_cards)
    used: list[Card] = []
    played: list[Card] = []  # as used, with each wild card as the card it plays
    plays: list[tuple[Card, Card]] = []
    held = set(naturals)

    def take(rank: int, suit: str | None) -> None:
        rank = ACE if rank == 1 else rank
        for c in free:
            if c.rank == rank and (suit is None or c.suit == suit):
                free.remove(c)
                used.append(c)
                played.append(c)
                return
        if suit is None:  # a suit not played at this rank, best not held at all
            taken = {c.suit for c in played if c.rank == rank}
            options = [s for s in SUIT_ORDER if s not in taken] or list(SUIT_ORDER)
            suit = next((s for s in options if Card(rank, s) not in held), options[0])
        wild = next(wild_iter)
        used.append(wild)
        played.append(Card(rank, suit))
        plays.append((wild, played[-1]))

    if how in ("run", "suited_run"):
        for r in range(ranks[0], ranks[0] - size, -1):
            take(r, suit_played or None)
    elif how == "flush":
        for r in ranks:
            take(r, suit_played)
    else:
        for rank, group in zip(ranks, map(int, how.split(",")), strict=True):
            for _ in range(group):
                take(rank, None)
    return tuple(used), tuple(plays)
