"""What Mus's table tells the reader in words: each contest's state, what the reader's own cards
hold in each contest, the score as the counters players keep, and the Spanish words explained.

Everything here reads only what the reader may know: their own four cards, what was said aloud
(bids, and the truthful yes or no to pares and juego), and the hands once they are shown.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from pokerrules.games.mus.hands import NAMES, rank_of, rank_word, total
from pokerrules.games.mus.rules import Settings, counters
from pokerrules.games.mus.specials import is_real
from pokerrules.games.mus.sure import cannot_lose
from pokerrules.table.turns import partner as partner_of

if TYPE_CHECKING:
    from pokerrules.games.mus.bidding import Bidding
    from pokerrules.table.view import TermView

#: The Spanish (and table) words the view may use: the forms each takes, and what it means. A
#: term is listed in the form it appears in (the table matches whole words, in any case).
TERMS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("mus",), "Asking to change cards. If all four players say mus, everyone throws away "
     "one to four cards and draws as many; one “no mus” keeps the cards and starts the bidding."),
    (("mano",), "The player to the dealer's right: mano speaks first in everything and "
     "wins every exact tie."),
    (("Grande",), "The first contest: the highest cards win, compared from the top "
     "(kings are best)."),
    (("Chica",), "The second contest: the lowest cards win, compared from the bottom "
     "(aces are best)."),
    (("Pares",), "The third contest, for matching cards: duples beat medias, which beat "
     "a single pair. Only players who hold one can win it."),
    (("par simple",), "One pair. It adds 1 point when it wins Pares."),
    (("medias",), "Three cards of one rank. They add 2 points when they win Pares."),
    (("duples",), "Two pairs, or four cards of one rank. They add 3 points when they "
     "win Pares."),
    (("Juego",), "The fourth contest: a count of 31 or more (face cards count 10, aces "
     "1). 31 is best, then 32, 40, 37, 36, 35, 34 and 33. It adds 3 points for 31, 2 for the "
     "others."),
    (("Punto",), "Played instead of Juego when nobody has 31 or more: the highest count "
     "wins, 30 best. It adds 1 point."),
    (("órdago",), "A bid of the whole game. If the other side sees it, the hands are "
     "shown at once and the better hand in this contest wins the game; if they fold, it pays "
     "like any fold."),
    (("amarraco", "amarracos"), "A counter worth five points. Players keep the score with "
     "amarracos and stones."),
    (("stone", "stones"), "A counter worth one point (a piedra). Five stones make an "
     "amarraco."),
    (("31 real",), "Three sevens and a jack: a juego of 31. Under the house rule it beats "
     "every other 31, even one held nearer mano."),
    (("Pedrete",), "A four, a five, a six and a seven. Under the house rule it counts as "
     "pares, below every pair, and adds 1 point when it wins Pares."),
)


def score_line(state: Bidding, side: int, viewer: int) -> str:
    mine = side == viewer % 2
    partner = partner_of(viewer, 4)
    who = (f"you and seat {partner + 1}" if mine
           else f"seat {side + 1} and seat {side + 3}")
    target = state.rules.target
    return (f"{'Your side' if mine else 'Their side'} ({who}): {state.score[side]} of {target} "
            f"points · {counters(state.score[side], target)}")


def special_lines(rules: Settings) -> list[str]:
    """The table's reminder of the special hands the house rules count."""
    lines = ["31 real (three sevens and a jack) beats every other 31"] if rules.real else []
    return lines + (["Pedrete (a four, five, six and seven) counts as pares, worth 1"]
                    if rules.pedrete else [])


def _who(seat: int, viewer: int) -> str:
    if seat == viewer:
        return "you"
    return f"your partner (seat {seat + 1})" if seat == partner_of(viewer, 4) else f"seat {seat + 1}"


def _side(seat: int, viewer: int) -> str:
    return "your side" if seat % 2 == viewer % 2 else "their side"


def shown_contests(state: Bidding) -> list[str]:
    """The deal's contests as the table knows them: Punto shows only once it is reached (or the
    hands are shown), since it means that nobody holds juego."""
    contests = list(state.contests) if state.phase == "bid" else \
        ["grande", "chica", "pares", "juego"]
    if len(contests) == 4 and contests[3] == "punto" and state.index < 3 and not state.shown:
        contests[3] = "juego"
    return contests


def _current(state: Bidding, contest: str, viewer: int) -> str:
    text = "bidding now"
    if state.ordago and state.bidder is not None:
        text += f" · {_who(state.bidder, viewer)} called órdago (the whole game)"
    elif state.bid is not None and state.bidder is not None:
        text += f" · {_who(state.bidder, viewer)} bid {state.bid}"
    if contest in ("pares", "juego"):
        holders = {s % 2 for s, has in state.declared.items() if has}
        if len(holders) == 1:
            side = "your side" if viewer % 2 in holders else "their side"
            text += f" · only {side} has {contest}, so {side} wins it"
    return text


def _settled(state: Bidding, contest: str, viewer: int) -> str:
    if contest in state.taken:
        side, points = state.taken[contest]
        won = "your side" if side == viewer % 2 else "their side"
        return f"{won} took {points} at once when the other side folded"
    stake = state.outcomes.get(contest)
    if stake is None:
        return f"nobody has {contest}: not played"
    if not state.shown:
        return ("everyone passed: worth 1 when the hands are shown" if stake == 1
                else f"seen for {stake}, scored when the hands are shown")
    text = "everyone passed, worth 1" if stake == 1 else f"seen for {stake}"
    if contest not in state.scored:
        return text + " · not scored: the game was already won"
    seat = state.winner_of(contest)
    if seat is not None:
        label = state.rules.value(contest, state.hands[seat]).label.lower()
        text += f" · {_side(seat, viewer)} wins it: {_who(seat, viewer)} with {label}"
    return text


def contest_lines(state: Bidding, viewer: int) -> list[str]:
    """One line a contest: to come, being bid (and by whom), or how it was settled, and once the
    hands are shown, who wins it."""
    if state.phase != "bid":
        return ["After the mus: Grande, Chica, Pares, then Juego (or Punto when nobody has "
                "juego)"]
    lines = []
    for index, contest in enumerate(shown_contests(state)):
        name = NAMES[contest]
        if index == state.index and state.over and state.ordago:
            seat = state.winner_of(contest)
            won = "" if seat is None else f": {_side(seat, viewer)} wins the game"
            lines.append(f"{name}: órdago seen{won}")
        elif contest in state.outcomes or contest in state.taken:
            lines.append(f"{name}: {_settled(state, contest, viewer)}")
        elif index == state.index and not state.over:
            lines.append(f"{name}: {_current(state, contest, viewer)}")
        else:
            lines.append(f"{name}: {'not played' if state.over else 'to come'}")
    return lines


def _top_words(ranks: list[int], wanted: int, highest: bool) -> str:
    many = ranks.count(wanted)
    if many:
        number = ("one", "two", "three", "four")[many - 1]
        return f"you hold {number} {rank_word(wanted, many > 1)}"
    edge = max(ranks) if highest else min(ranks)
    article = "an" if rank_word(edge)[0] in "aeiou" else "a"
    return f"your {'highest' if highest else 'lowest'} card is {article} {rank_word(edge)}"


def _holding(state: Bidding, contest: str, viewer: int) -> str:
    cards = state.hands[viewer]
    eight = state.rules.eight
    ranks = [rank_of(c, eight) for c in cards]
    points = total(cards, eight)
    if contest == "grande":
        return _top_words(ranks, 12, True)
    if contest == "chica":
        return _top_words(ranks, 1, False)
    if contest == "pares":
        found = state.rules.value("pares", cards)
        return "you have no pares" if found.key is None else \
            f"you have pares ({found.label.lower()})"
    if contest == "punto":
        return f"you have {points}"
    if points == 31 and state.rules.real and is_real(cards):
        return "you have 31 real, the best juego"
    if points == 31:
        return "you have 31, beaten only by the 31 real" if state.rules.real else \
            "you have 31, the best juego"
    return f"you have juego ({points})" if points > 31 else f"you have no juego ({points})"


def _outcome(state: Bidding, contest: str, viewer: int) -> str | None:
    """Once the hands are shown: who wins a contest that is scored."""
    ordago = state.over and state.ordago and contest == state.contest
    if not state.shown or not (ordago or contest in state.scored):
        return None
    seat = state.winner_of(contest)
    if seat is None:
        return None
    if seat == viewer:
        return "you win it"
    return "your partner wins it" if seat % 2 == viewer % 2 else \
        f"you are behind: seat {seat + 1} wins it"


def reader_notes(state: Bidding, viewer: int) -> list[str]:
    """What the reader's own cards hold in each contest (and whether they cannot lose it), or,
    once the hands are shown, who wins it."""
    if len(state.hands[viewer]) != 4:
        return []
    mano = state.order()[0] == viewer
    notes = []
    for contest in shown_contests(state):
        outcome = _outcome(state, contest, viewer)
        text = outcome or _holding(state, contest, viewer)
        rules = state.rules
        if outcome is None and cannot_lose(contest, state.hands[viewer], rules.eight,
                                           rules.kickers, mano, rules.real, rules.pedrete):
            text += ", and you cannot lose it" + (" (as mano you win a tie)" if mano else "")
        notes.append(f"{NAMES[contest]}: {text}")
    return notes


def _texts(view: Mapping[str, Any]) -> Iterator[str]:
    yield str(view.get("prompt") or "")
    yield from view.get("info") or ()
    for hand in view.get("hands") or ():
        yield str(hand.get("name") or "")
        yield str(hand.get("label") or "")
        yield from hand.get("notes") or ()
    for template in view.get("legal") or ():
        yield str(template.get("label") or "")
    result = view.get("result") or {}
    yield str(result.get("summary") or "")
    yield from result.get("lines") or ()


def terms(view: Mapping[str, Any]) -> list[TermView]:
    """The game words that appear where the table explains them (the prompt, the table facts,
    the hands' names, labels and notes, the move labels and the result; not the log, which
    only repeats them), each with its meaning in plain words."""
    text = "\n".join(_texts(view)).lower()
    return [{"term": form, "meaning": meaning} for forms, meaning in TERMS for form in forms
            if appears(form, text)]


def appears(form: str, text: str) -> bool:
    """Whether ``form`` is in ``text`` as a whole word, in any case."""
    return re.search(rf"(?<!\w){re.escape(form.lower())}(?!\w)", text.lower()) is not None
