"""What a player types in the terminal, read against the moves open now.

A move is typed as its name with what it needs: ``bet 2``, ``flip As``, ``ask 3 K``, and a
move that takes several cards with all of them: ``replace As 7d``. Common
words and short forms work too (``c`` to call, ``stand`` to decline a card, ``yes`` to take
one), but only for a move that is open now and only when the word means one move: an
ambiguous word is answered with the choices, never guessed. Card codes may be typed in any
case (``as``, ``AS``, ``10s``, ``A♠``). Nothing here changes a hand: :func:`read_move` returns
an :class:`~pokerrules.core.actions.Action` or raises :class:`UnclearMove` with a sentence to show.

>>> from pokerrules.core.actions import Template
>>> legal = [Template("check", "Check"), Template("bet", "Bet", 2, 2, 2), Template("fold", "Fold")]
>>> read_move("k", legal)
Action(kind='check', amount=None, card=None, target=None, rank=None)
>>> read_move("bet", legal).amount
2
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection, Sequence

from pokerrules.core.actions import Action, Template, count_of
from pokerrules.core.cards import RANK_CHARS, parse_card, rank_name
from pokerrules.core.errors import PokerRulesError, quote

#: Other words for each kind of move. A word counts only while its move is open, and only when
#: no other open move claims it too.
SYNONYMS: dict[str, tuple[str, ...]] = {
    "take": ("yes", "y", "hit", "draw", "card"),
    "decline": ("no", "n", "stand", "stay", "stick", "pass"),
    "keep": ("no", "n", "stand", "stay", "stick", "pass"),
    "pass": ("no", "n", "skip"),
    "deal-on": ("deal", "more", "another"),
    "call-it": ("callit",),
    "check": ("k", "x", "c"),
    "call": ("c",),
    "fold": ("f",),
    "raise": ("r",),
    "bet": ("b",),
    "play": ("p", "raise", "r"),
    "pair_plus": ("pp", "pairplus"),
    "flip": ("show", "turn", "up"),
    "discard": ("throw", "toss", "d"),
    "replace": ("swap", "change"),
}
#: The words that are commands rather than moves.
HELP_WORDS = ("help", "?", "h")
QUIT_WORDS = ("quit", "exit")
_SUIT_SYMBOLS = {"♣": "c", "♦": "d", "♥": "h", "♠": "s"}
_LONGEST_PHRASE = 5


class UnclearMove(PokerRulesError):
    """Typed text that is not one move open now; the message says what to type instead."""

    code = "unclear-move"


def _plain(text: str) -> str:
    """``text`` in lower case without accents: ``Órdago`` is typed ``ordago``."""
    folded = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in folded if not unicodedata.combining(c))


def _norm(word: str) -> str:
    return _plain(word).replace("_", "-")


def _label_words(label: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", _plain(label))


def _all_move_words() -> set[str]:
    return {_norm(kind) for kind in SYNONYMS}


def _names(template: Template) -> tuple[set[str], set[str]]:
    """The words that name ``template`` exactly (its kind) and loosely (synonyms, its label)."""
    kind = _norm(template.kind)
    exact = {kind, kind.replace("-", "")}
    loose = set(SYNONYMS.get(template.kind, ()))
    words = _label_words(template.label)
    if words:
        loose.add("-".join(words))
        if words[0] not in _all_move_words() - {kind}:  # "Call it: ..." must not claim "call"
            loose.add(words[0])
    return exact, loose - exact


def _kinds(templates: Sequence[Template]) -> list[str]:
    return list(dict.fromkeys(t.kind for t in templates))


def _match(typed: str, legal: Sequence[Template]) -> list[Template]:
    """The open moves ``typed`` names: its exact kind first, else any move that claims it."""
    exact = [t for t in legal if typed in _names(t)[0]]
    return exact or [t for t in legal if typed in _names(t)[1]]


def typed_name(template: Template) -> str:
    """What to type for a move: its kind, with hyphens (``pair-plus``)."""
    return _norm(template.kind)


def _choices(templates: Sequence[Template]) -> str:
    return ", ".join(f"{typed_name(t)} ({t.label})" for t in templates)


def read_move(text: str, legal: Sequence[Template], held: Collection[str] | None = None) -> Action:
    """The action ``text`` asks for among the ``legal`` moves, or :class:`UnclearMove`.
    ``held``: the codes of the reader's cards, if known, to say so of a card typed that is not
    among them."""
    words = text.strip().split()
    if not words:
        raise UnclearMove("Type a move, or help to see your moves.")
    if not legal:
        raise UnclearMove("There is no move to make now.")
    for length in range(min(len(words), _LONGEST_PHRASE), 0, -1):
        typed = _norm("-".join(words[:length]))
        found = _match(typed, legal)
        if found:
            return _one_kind(found, words[:length], words[length:], held)
    return _bare(words, legal, held)


def _one_kind(found: list[Template], said: list[str], args: list[str],
              held: Collection[str] | None) -> Action:
    kinds = _kinds(found)
    if len(kinds) > 1:
        options = [next(t for t in found if t.kind == kind) for kind in kinds]
        raise UnclearMove(f"{quote(' '.join(said))} could mean more than one move: "
                          f"{_choices(options)}. Type the move's name.")
    # Two templates of one kind (rare): the first that the typed values fit.
    actions, refusal = [], None
    for template in found:
        try:
            action = _fill(template, args, held)
        except UnclearMove as err:
            refusal = refusal or err
            continue
        if template.problem(action) is None:
            return action
        actions.append(action)
    if actions:
        return actions[0]
    assert refusal is not None
    raise refusal


def _bare(words: list[str], legal: Sequence[Template], held: Collection[str] | None) -> Action:
    """A lone amount or card code, when exactly one open move takes it; else a plain message.

    A number alone is read as the amount of the one move open that takes an amount, if it is one
    that move allows (``5`` when the only such move is "Raise by 2 to 30"); otherwise it is
    refused with the moves that take amounts, never guessed into a bet or anything else."""
    word = words[0]
    if len(words) == 1 and word.isdigit():
        takers = [t for t in legal if t.low is not None]
        if len(takers) == 1:
            taker = takers[0]
            if taker.problem(Action(taker.kind, int(word))) is None:
                return Action(taker.kind, int(word))
            raise UnclearMove(f"A number alone is not a move. The one move that takes an amount "
                              f"now is {typed_name(taker)} ({taker.label}), and it takes "
                              f"{taker.amounts()}; for example: {example(taker)}.")
        if len(takers) > 1:
            raise UnclearMove(f"More than one move takes an amount: {_choices(takers)}. Type the "
                              f"move's name and the amount, for example: {example(takers[0])}.")
        moves = ", ".join(typed_name(t) for t in legal)
        raise UnclearMove(f"A number alone is not a move, and no move open now takes an amount; "
                          f"your moves are: {moves}.")
    if len(words) == 1:
        card = _card_code(word)
        if card is not None:
            takers = [t for t in legal if t.cards is not None and card in t.cards]
            if len(takers) == 1:
                if takers[0].pick is not None:
                    return Action(takers[0].kind, cards=(card,))
                return Action(takers[0].kind, card=card)
            if len(takers) > 1:
                raise UnclearMove(f"More than one move takes {quote(word)}: {_choices(takers)}. "
                                  f"Type the move's name and the card, for example: "
                                  f"{typed_name(takers[0])} {word}.")
            choosers = [t for t in legal if t.cards is not None]
            if choosers:
                raise UnclearMove(_not_open(card, choosers[0], held))
    moves = ", ".join(typed_name(t) for t in legal)
    raise UnclearMove(f"{quote(word)} is not a move you can make now; your moves are: "
                      f"{moves}. Type help for examples.")


def _card_code(word: str) -> str | None:
    if word and word[-1] in _SUIT_SYMBOLS:
        word = word[:-1] + _SUIT_SYMBOLS[word[-1]]
    try:
        return parse_card(word).code
    except PokerRulesError:
        return None


def _not_open(card: str, template: Template, held: Collection[str] | None) -> str:
    """Why ``card`` cannot be chosen: the reader does not hold it, or it is not one that
    ``template`` (the move that chooses cards) takes now."""
    short = parse_card(card).short
    choices = " ".join(parse_card(code).short for code in template.cards or ())
    if held is not None and card not in held:
        return f"You do not hold the {short}. {template.label}: choose from {choices}."
    return f"The {short} is not one you can choose now. {template.label}: choose from {choices}."


def _fill(template: Template, args: list[str], held: Collection[str] | None = None) -> Action:
    """The action of ``template``'s kind with the values typed after its name."""
    kind = template.kind
    if template.low is not None:
        if not args:
            if template.low == template.high:
                return Action(kind, template.low)
            raise UnclearMove(f"How much? Type {typed_name(template)} and {template.amounts()}, "
                              f"for example: {example(template)}.")
        if not args[0].isdigit():
            raise UnclearMove(f"{quote(args[0])} is not a whole number of {template.unit}.")
        _no_more(args[1:], template)
        return Action(kind, int(args[0]))
    if template.pick is not None and template.cards is not None:
        return _pick_action(template, args, held)
    if template.cards is not None:
        if not args:
            if len(template.cards) == 1:
                return Action(kind, card=template.cards[0])
            raise UnclearMove(f"Which card? Type {typed_name(template)} and one of "
                              f"{' '.join(template.cards)}, for example: {example(template)}.")
        card = _card_code(args[0])
        if card is None:
            parse_card(args[0])  # raises the card reader's own message
        _no_more(args[1:], template)
        if card not in template.cards:
            raise UnclearMove(_not_open(str(card), template, held))
        return Action(kind, card=card)
    if template.targets is not None or template.ranks is not None:
        return _ask_action(template, args)
    _no_more(args, template)
    return Action(kind)


def _pick_action(template: Template, args: list[str], held: Collection[str] | None) -> Action:
    """Several cards typed after the move's name: ``replace As 7d``."""
    assert template.pick is not None and template.cards is not None
    least, most = template.pick
    if not args and least > 0:
        raise UnclearMove(f"Which cards? Type {typed_name(template)} and {_how_many(template)} of "
                          f"{' '.join(template.cards)}, for example: {example(template)}.")
    codes = []
    for word in args:
        card = _card_code(word)
        if card is None:
            parse_card(word)  # raises the card reader's own message
        elif card not in template.cards:
            raise UnclearMove(_not_open(card, template, held))
        codes.append(card)
    return Action(template.kind, cards=tuple(c for c in codes if c is not None))


def _how_many(template: Template) -> str:
    assert template.pick is not None
    least, most = template.pick
    return str(least) if least == most else f"{least} to {most}"


def _no_more(extra: list[str], template: Template) -> None:
    if extra:
        raise UnclearMove(f"{quote(' '.join(extra))} is more than {template.label} takes; type it "
                          f"like this: {example(template)}.")


def _ask_action(template: Template, args: list[str]) -> Action:
    words = [w for w in args if w.lower() not in ("seat", "for")]
    if len(words) != 2 or not words[0].isdigit():
        raise UnclearMove(f"Type {typed_name(template)}, a seat number and a rank, for example: "
                          f"{example(template)}.")
    rank = _rank(words[1])
    if rank is None:
        raise UnclearMove(f"{quote(words[1])} is not a rank: type one of 2-10, J, Q, K, A.")
    target = int(words[0]) - 1
    if template.targets is not None and target not in template.targets:
        seats = " or ".join(str(s + 1) for s in template.targets)
        raise UnclearMove(f"You can {typed_name(template)} seat {seats}, not seat {words[0]}.")
    if template.ranks is not None and rank not in template.ranks:
        raise UnclearMove(f"You can {typed_name(template)} for {', '.join(template.ranks)} (a rank "
                          f"you hold), not {quote(words[1])}.")
    return Action(template.kind, target=target, rank=rank)


def _rank(word: str) -> str | None:
    word = word.lower()
    if word == "10":
        return "T"
    if len(word) == 1 and word.upper() in RANK_CHARS:
        return word.upper()
    for index, char in enumerate(RANK_CHARS):
        if word in (rank_name(index + 2), rank_name(index + 2, plural=True)):
            return char
    return None


def example(template: Template) -> str:
    """Text that makes this move when typed: ``bet 2``, ``flip As``, ``ask 3 K``."""
    name = typed_name(template)
    if template.low is not None:
        if template.low == template.high:
            return name
        return f"{name} {template.default if template.default is not None else template.low}"
    if template.pick is not None and template.cards is not None:
        return " ".join([name, *template.cards[:max(1, template.pick[0])]])
    if template.cards is not None:
        return f"{name} {template.cards[0]}" if template.cards else name
    if template.targets is not None or template.ranks is not None:
        seat = (template.targets or (1,))[0] + 1
        rank = (template.ranks or ("K",))[0]
        return f"{name} {seat} {rank}"
    return name


def describe(template: Template) -> str:
    """A move as the prompt lists it: ``bet <1-4>``, ``flip <card: As 7h>``."""
    name = typed_name(template)
    if template.low is not None:
        if template.low == template.high:
            return f"{name} {template.low}"
        return f"{name} <{template.low}-{template.high}>"
    if template.pick is not None and template.cards is not None:
        return f"{name} <{_how_many(template)} cards: {' '.join(template.cards)}>"
    if template.cards is not None:
        return f"{name} <card: {' '.join(template.cards)}>"
    if template.targets is not None:
        return f"{name} <seat {'/'.join(str(s + 1) for s in template.targets)}> <rank>"
    return name


def _short_forms(template: Template, legal: Sequence[Template]) -> list[str]:
    """The other words that make this move now (those no other open move claims)."""
    out = []
    for word in sorted(_names(template)[1], key=lambda w: (len(w), w)):
        if "-" in word or word == _norm(template.kind).replace("-", ""):
            continue
        if _kinds(_match(word, legal)) == [template.kind]:
            out.append(word)
    return out


def _detail(template: Template) -> str:
    if template.low is not None and template.low != template.high:
        return f"any whole number of {template.unit} from {template.low} to {template.high}"
    if template.low is not None:
        said = template.label.rstrip(".").endswith(f" {template.low}")  # "Bet 2" says it already
        return "" if said else count_of(template.low, template.unit)
    shown = " ".join(parse_card(code).short for code in template.cards or ())
    secret = "; chosen in secret, shown when everyone has chosen" if template.secret else ""
    if template.pick is not None:
        return f"{_how_many(template)} different cards of: {shown}{secret}"
    if template.cards is not None:
        return f"one of your cards: {shown}{secret}"
    if template.targets is not None:
        seats = ", ".join(str(s + 1) for s in template.targets)
        return f"a player (seat {seats}) and a rank (2-10, J, Q, K, A)"
    return ""


def help_lines(legal: Sequence[Template]) -> list[str]:
    """The moves open now, each with something to type, then the commands. No move is marked:
    the package's ``focus`` is a keyboard convenience, not advice."""
    lines = ["Your moves now (type what is on the left):"]
    for template in legal:
        notes = [template.label]
        detail = _detail(template)
        if detail:
            notes.append(detail)
        short = _short_forms(template, legal)
        if short:
            notes.append("also: " + ", ".join(short))
        # At least two spaces between what to type and its words, even for a long move.
        lines.append(f"  {example(template):<15}  {'; '.join(notes)}")
    if any(t.cards is not None for t in legal):
        lines.append("Cards are typed as rank then suit, in any case: As, kd, 10h or Th.")
    lines.append("Commands: help shows this list; quit or exit (or Ctrl-D) leaves the table.")
    return lines


def is_command(text: str, words: Sequence[str]) -> bool:
    return text.strip().lower() in words
