"""The "what changes" lesson of a child whose deal is played otherwise than its parent's (cards
offered, dealt, replaced or turned up another way): the same deal, with the same decisions,
gives the learner other moves and another hand.

The lesson plays two of the learner's decisions on the child's table, the first two (where the
learner only bets, those with a move outside the betting first: :func:`played_decisions`);
each goal says where the parent's table would offer other moves, or none. It asks what the
learner's hand counts at the first moment it differs from the hand the parent's rules give at
the same moment (where the learner only bets, at each table's last turn: :func:`points`): the
parent's count is the wrong choice, with the step of the deal that makes it wrong, and so is the
child's count before the last card changed it. The deal is the first, in a bounded search over
seeds and a few scripts of decisions (:data:`SEEDS`, :data:`SCRIPTS`, :data:`BETTING_SCRIPTS`),
that shows the difference in a hand the learner can see in full.
"""

from __future__ import annotations

from pokerrules.lessons.changes_moves import SEATS, Deal, Tables, at_point, cards_text, fit, label, move_step
from pokerrules.lessons.changes_words import step_words
from pokerrules.table.state import State
from pokerrules.table.teach.asks import Decoy, YourHand, own_hand
from pokerrules.table.teach.model import Lesson, MoveStep, QuestionStep, Situation
from pokerrules.table.teach.play import DEFAULT, LEARNER, OTHER, codes, is_decision, play, start

#: The seeds tried, in order, for a deal that shows the difference.
SEEDS = 24
#: Scripts of decisions tried on each seed, the learner's then the other seat's: a card taken
#: then none; one taken, none, then one wanted again (a rule that stops a second chance); three
#: refused then one wanted (a rule that locks a player out).
SCRIPTS: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    ((OTHER, DEFAULT), ()),
    ((OTHER, DEFAULT), (OTHER,)),
    ((OTHER, DEFAULT, OTHER), (OTHER, OTHER)),
    ((DEFAULT, DEFAULT, DEFAULT, OTHER), (OTHER, OTHER, OTHER, OTHER)),
)
#: The scripts where the learner's bets are decisions too. At a bet, "other" is the default
#: move (there is no other outside the betting), so the other move is tried first at each of
#: the learner's decisions that has one (a call that stops the dealing), then as above.
BETTING_SCRIPTS = (((OTHER,) * 12, ()), ((OTHER,) * 12, (OTHER,)), *SCRIPTS)


def _seen(state: State) -> bool:
    """Whether the learner sees every card of their hand and the table values it."""
    hand = own_hand(state, LEARNER)
    return bool(hand["cards"]) and "??" not in codes(state) and bool(hand.get("label"))


def points(deal: Deal) -> list[tuple[int, tuple[str, ...], tuple[str, ...]]]:
    """The moments at which the two tables can be compared, with the moves up to each on the
    child's table and the parent's: before each decision the learner makes on both; where the
    child's deal asks more of the learner, its last decision against the parent's last (each
    hand whole, before its showdown: more cards dealt); and the end of the deal (however many
    decisions each made). Where the learner's bets are the decisions, the two tables' bets do
    not fall at the same moments of the deal (a round more or less, a turn to stop the
    dealing): only the last decision on each and the end are compared."""
    child, parent = deal.child.decisions, deal.parent.decisions
    both = min(len(child), len(parent))
    found = [(made, at_point(deal.child, made), at_point(deal.parent, made))
             for made in range(0 if deal.betting else both)]
    if (deal.betting or len(child) > len(parent)) and child and parent:
        found.append((len(child) - 1, at_point(deal.child, len(child) - 1),
                      at_point(deal.parent, len(parent) - 1)))
    return [*found, (len(child), deal.child.moves, deal.parent.moves)]


def _at_last_turn(deal: Deal, made: int) -> bool:
    """Whether the point ``made`` compares each table's last decision (:func:`points`)."""
    return made == len(deal.child.decisions) - 1 and (
        deal.betting or made >= len(deal.parent.decisions))


def differing_point(tables: Tables, deal: Deal) -> int | None:
    """The first moment (the learner's decision number, or past the child's last: the end of
    the deal) at which the learner's hand under the child's rules is not the one the parent's
    give, both seen in full and valued differently; ``None`` if there is none."""
    for made, mine_moves, theirs_moves in points(deal):
        mine = start(tables.child, deal.seed, SEATS, {}, mine_moves)
        theirs = start(tables.parent, deal.seed, SEATS, {}, theirs_moves)
        if _seen(mine) and _seen(theirs) and codes(mine) != codes(theirs) \
                and label(mine) != label(theirs):
            return made
    return None


def find_deal(tables: Tables, bettings: tuple[bool, ...] = (False, True)) -> tuple[Deal, int] | None:
    """The first seed and script (bounded: :data:`SEEDS` times :data:`SCRIPTS`) on which the
    learner makes at least two decisions and the two rules give the learner different hands,
    with the moment they first differ. Where no deal has two decisions outside the betting
    (stud, where the learner only bets), betting moves count too."""
    return next((found for betting in bettings
                 if (found := _find_deal(tables, betting)) is not None), None)


def _find_deal(tables: Tables, betting: bool) -> tuple[Deal, int] | None:
    for seed in range(SEEDS):
        for scripts in BETTING_SCRIPTS if betting else SCRIPTS:
            child = play(tables.child, seed, SEATS, {}, scripts, betting)
            if not child.over or len(child.decisions) < 2:
                continue
            parent = play(tables.parent, seed, SEATS, {}, scripts, betting)
            if not parent.over:
                continue
            deal = Deal(seed, scripts, child, parent, betting=betting)
            made = differing_point(tables, deal)
            if made is not None:
                return deal, made
    return None


def _count_step(tables: Tables, deal: Deal, made: int) -> QuestionStep:
    child, theirs = tables.mine, tables.theirs
    _, moves, parent_moves = next(point for point in points(deal) if point[0] == made)
    mine = start(tables.child, deal.seed, SEATS, {}, moves)
    twin = start(tables.parent, deal.seed, SEATS, {}, parent_moves)
    where = ("at the end of the deal" if made == len(deal.child.decisions) else
             "at your last turn" if _at_last_turn(deal, made) else "here")
    answer, parent_label = label(mine), label(twin)
    rule = step_words(child, theirs)
    verb = "count" if child.count is not None else "make"
    decoys = [Decoy(parent_label, fit(f"That is your hand under {theirs.name} rules, "
                                      f"{cards_text(twin)}. {rule}",
                                      f"That is your hand under {theirs.name} rules, "
                                      f"{cards_text(twin)}."))]
    if made:
        before = start(tables.child, deal.seed, SEATS, {}, at_point(deal.child, made - 1))
        if _seen(before) and label(before) not in (answer, parent_label):
            decoys.append(Decoy(label(before), fit(
                f"That is what {cards_text(before)} {verb}; you now hold {cards_text(mine)}.")))
    return QuestionStep(
        goal="See what the same deal gives you under each rule.",
        situation=Situation(seed=deal.seed, moves=moves),
        question=fit(f"Under {theirs.name} rules this deal gives you {cards_text(twin)} {where}: "
                     f"{parent_label}. Under {child.name} rules you hold {cards_text(mine)}. "
                     f"What does your hand {verb}?",
                     f"Under {child.name} rules you hold {cards_text(mine)}. What does your hand "
                     f"{verb}?"),
        ask=YourHand(decoys=tuple(decoys)),
        hint=fit(rule, f"Count the cards you hold under {child.name} rules."),
        explain=fit(f"Your hand is {answer} under {child.name} rules, against {parent_label} "
                    f"under {theirs.name} rules. {rule}",
                    f"Your hand is {answer} under {child.name} rules, against {parent_label} "
                    f"under {theirs.name} rules."),
    )


def build(tables: Tables, bettings: tuple[bool, ...] = (False, True)) -> Lesson | None:
    """The lesson, or ``None`` where no deal in the search shows the difference (``bettings``:
    whether the learner's bets count as decisions, each tried in turn)."""
    found = find_deal(tables, bettings)
    if found is None:
        return None
    deal, made = found
    played = played_decisions(tables, deal)
    steps: list[MoveStep | QuestionStep] = [move_step(tables, deal, number) for number in played]
    steps.insert(sum(number < made for number in played), _count_step(tables, deal, made))
    return Lesson(id="", title="", seats=SEATS, steps=tuple(steps))


def played_decisions(tables: Tables, deal: Deal) -> list[int]:
    """The two of the learner's decisions the lesson plays as moves: the first two; where the
    learner's bets are decisions, the first two with a move outside the betting (a call that
    stops the dealing) before any bet, the first bets after."""
    numbers = range(len(deal.child.decisions))
    if not deal.betting:
        return [0, 1]
    other = [n for n in numbers if is_decision(
        start(tables.child, deal.seed, SEATS, {}, at_point(deal.child, n)).legal_actions())]
    return sorted([*other, *(n for n in numbers if n not in other)][:2])
