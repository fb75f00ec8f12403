"""The card to call a game at a real table: its name, a short summary, every house rule as
chosen (in words), the wild cards, the betting, how the pot is won, the tie rules, and a link
that opens the game's page with exactly these options (issue 22, part 1).

Everything comes from what each game declares: its summary, seats and deck, each option's own
label and choice labels, and the game's :class:`~pokerrules.table.card_words.CardWords` under the
chosen options (``Variant.card_words``). Nothing here names a game.

The link is the simulator's share link (``docs/javascripts/sim-share.js``): the game's page with
``?deal=<seed>&seats=<n>&opt.<name>=<value>...#simulator``, which deals that seed with these
players and options. Options only for judging a showdown (the simulator leaves them out) are not
house rules, so they are neither on the card nor in the link.

>>> game = card("seven-twenty-seven", {"betting": "pot"})
>>> game.title, len(game.summary) <= 5
('7/27', True)
>>> [rule.choice for rule in game.house_rules][:2]
['Pot limit', 'Ante 1, bet 2']
>>> game.link.split("?")[0], "opt.betting=pot" in game.link
('games/seven-twenty-seven/', True)
>>> card("seven-twenty-seven", {"betting": "huge"})
Traceback (most recent call last):
...
pokerrules.core.errors.BadOption: Betting cannot be 'huge'; choose one of fixed, pot, no-limit.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

from pokerrules.core.errors import BadOption
from pokerrules.core.options import OptionSpec
from pokerrules.core.rng import is_seed, seed_message
from pokerrules.lookup.registry import get
from pokerrules.table.game import Variant, check_options

#: The seed a card's link deals when none is given: any seed opens the page with the options.
LINK_SEED = 1
#: Where the link takes the reader on the game's page (the simulator, as a share link does).
ANCHOR = "simulator"
#: The width the text card is wrapped to, for a terminal or a printer.
WIDTH = 78


@dataclass(frozen=True)
class HouseRule:
    """One option as chosen, in words. ``applies`` is false when the other options make it
    change nothing (a raise cap under pot-limit betting); ``choice`` then says so."""

    label: str
    choice: str
    applies: bool


@dataclass(frozen=True)
class GameCard:
    """The card of one game under one set of house rules; every text field is player-facing."""

    variant: str
    title: str
    summary: tuple[str, ...]
    house_rules: tuple[HouseRule, ...]
    wild: str
    betting: str
    pot: str
    ties: str
    options: tuple[tuple[str, str], ...]
    link: str

    def to_json(self) -> dict[str, Any]:
        return {"variant": self.variant, "title": self.title, "summary": list(self.summary),
                "house_rules": [{"label": r.label, "choice": r.choice, "applies": r.applies}
                                for r in self.house_rules],
                "wild": self.wild, "betting": self.betting, "pot": self.pot, "ties": self.ties,
                "options": dict(self.options), "link": self.link, "text": card_text(self)}


def card(variant_id: object, options: Mapping[str, object] | None = None, *,
         seed: object = LINK_SEED, seats: object = None) -> GameCard:
    """The card of ``variant_id`` under ``options`` (checked as a hand's are: an unknown game,
    option or value raises its usual error). ``seed`` and ``seats`` go into the link only."""
    variant = get(variant_id)
    check_options(options)
    resolved = variant.resolve_options(options)
    if not isinstance(seed, int) or not is_seed(seed):
        raise BadOption(seed_message(seed))
    count = variant.check_seats(variant.default_seats if seats is None else seats)
    played = [spec for spec in variant.options if not spec.judge_only]
    words = variant.words_for(resolved)
    summary = [variant.summary, _players(variant), _deck(variant, resolved)]
    if words.dealt:
        summary.append(words.dealt)
    chosen = tuple((spec.name, resolved[spec.name]) for spec in played)
    return GameCard(
        variant=variant.id, title=variant.name, summary=tuple(summary),
        house_rules=tuple(_rule(spec, variant, resolved) for spec in played),
        wild=words.wild, betting=words.betting, pot=words.pot, ties=words.ties,
        options=chosen, link=link(variant.id, dict(chosen), seed, count))


def link(variant_id: str, options: Mapping[str, str], seed: int, seats: int) -> str:
    """The game's page, from the site's root, with the share link's query and anchor."""
    query = [("deal", str(seed)), ("seats", str(seats))]
    query += [(f"opt.{name}", value) for name, value in options.items()]
    return f"games/{variant_id}/?{urlencode(query)}#{ANCHOR}"


def _players(variant: Variant) -> str:
    low, high = variant.min_seats, variant.max_seats
    if low == high:
        return f"For {low} player{'s' if low > 1 else ''}, no more and no fewer."
    return f"For {low} to {high} players."


def _deck(variant: Variant, options: Mapping[str, str]) -> str:
    cards = variant.deck_for(options)
    jokers = sum(1 for c in cards if c.is_joker)
    plain = [c for c in cards if not c.is_joker]
    copies = len(plain) - len(set(plain))
    text = f"The deck: {len(cards)} cards"
    if copies:
        text += ", some of them twice"
    return text + (f", {jokers} of them jokers." if jokers else ", no jokers.")


def _rule(spec: OptionSpec, variant: Variant, options: Mapping[str, str]) -> HouseRule:
    choice = spec.words(options[spec.name])
    if spec.matters(options):
        return HouseRule(spec.label, choice, True)
    by_name = {s.name: s for s in variant.options}
    others = "; ".join(f"{by_name[name].label}: {by_name[name].words(options[name])}"
                       for name, _ in spec.applies)
    return HouseRule(spec.label, f"{choice} (makes no difference with {others})", False)


def _same(text: str) -> str:
    return text


def card_text(game: GameCard, site: str = "", say: Callable[[str], str] = _same) -> str:
    """The card as plain text for a terminal or a printer. ``site`` (the site's address) makes
    the link a full address; without it the link is from the site's root. ``say`` puts each
    piece in the reader's language before it is wrapped (:func:`pokerrules.words.translate`)."""
    def heading(text: str) -> list[str]:
        words = say(text)
        return ["", words, "-" * len(words)]

    title = say(game.title)
    out = [title, "=" * len(title), ""]
    out += [line for text in game.summary for line in _wrap(say(text))]
    out += heading("House rules")
    out += [line for rule in game.house_rules
            for line in _wrap(f"{say(rule.label)}: {say(rule.choice)}", "- ", "  ")] or ["- none"]
    for name, text in (("Wild cards", game.wild), ("Betting", game.betting),
                       ("How the pot is won", game.pot), ("Ties", game.ties)):
        out += [*heading(name), *_wrap(say(text))]
    address = f"{site.rstrip('/')}/{game.link}" if site else game.link
    out += [*heading("These rules on the site"), address]
    return "\n".join(out)


def _wrap(text: str, first: str = "", rest: str = "") -> list[str]:
    return textwrap.wrap(text, WIDTH, initial_indent=first, subsequent_indent=rest,
                         break_on_hyphens=False) or [first.rstrip()]
