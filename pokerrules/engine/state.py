"""One generic state machine for every step-built game (see :mod:`pokerrules.spec`).

The steps are compiled into a flat program; a repeat becomes a jump back. Automatic steps (deals,
the showdown) run at once; the others set up a queue of seats that must choose. Every ``apply``
first checks the action against the legal templates and only then changes anything, so an
illegal action leaves the state exactly as it was.

Seats sit in order 0, 1, ...; the dealer is the last seat, so seat 0 is left of the dealer and
acts first in every step that goes round the table.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pokerrules.actions import Action, Template, check_legal
from pokerrules.cards import RANK_CHARS, Card, card_json, rank_name
from pokerrules.engine.betting import Round, Stakes, share, side_pots, templates
from pokerrules.errors import BadOption, IllegalAction
from pokerrules.game import Table
from pokerrules.rankings.points import show, winners
from pokerrules.spec import Ask, Bet, Deal, Flip, Offer, Repeat, Replace, Showdown, Spec, Step


@dataclass
class Player:
    stack: int
    cards: list[tuple[Card, bool]] = field(default_factory=list)  # (card, face up)
    folded: bool = False
    put_in: int = 0
    in_round: int = 0
    took_last: bool = True
    declined_run: int = 0
    locked: bool = False

    @property
    def up(self) -> list[Card]:
        return [c for c, face_up in self.cards if face_up]

    @property
    def down(self) -> list[Card]:
        return [c for c, face_up in self.cards if not face_up]

    @property
    def all_in(self) -> bool:
        return self.stack == 0 and not self.folded


@dataclass(frozen=True)
class LoopStart:
    pass


@dataclass(frozen=True)
class LoopEnd:
    start: int


Instruction = Step | LoopStart | LoopEnd


def compile_steps(steps: tuple[Step, ...]) -> list[Instruction]:
    program: list[Instruction] = []
    for step in steps:
        if isinstance(step, Repeat):
            start = len(program)
            program.append(LoopStart())
            program.extend(compile_steps(step.steps))
            program.append(LoopEnd(start))
        else:
            program.append(step)
    return program


class StepGameState:
    """A hand of a step-built game. Follows the protocol in :mod:`pokerrules.game`."""

    def __init__(self, spec: Spec, stakes: Stakes, table: Table) -> None:
        self.spec, self.stakes, self.table = spec, stakes, table
        need = stakes.ante + 1
        for seat, chips in enumerate(table.stacks):
            if chips < need:
                who = "You have" if seat == 0 else f"Seat {seat + 1} has"
                raise BadOption(f"{who} {chips} chips; {spec.name} needs at least {need} "
                                f"(the ante of {stakes.ante} and something to bet).")
        self.actions: list[tuple[int, Action]] = []
        self.players = [Player(stack=chips) for chips in table.stacks]
        self.program = compile_steps(spec.steps)
        self.pc = 0
        self.next_card = 0
        self.discards: list[Card] = []
        self.events: list[tuple[int | None, str]] = []
        self.private: dict[int, str] = {}  # event index -> what only its owner is told
        self.queue: list[int] = []
        self.betting: Round | None = None
        self.took_this_pass = False
        self.over = False
        self.payouts: dict[int, int] = {}
        self.showdown_lines: list[str] = []
        self.showed = False
        for player in self.players:
            player.stack -= stakes.ante
            player.put_in += stakes.ante
        self.events.append((None, f"Everyone antes {stakes.ante}."))
        self._run()

    # -- the protocol ---------------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return None if self.over or not self.queue else self.queue[0]

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def step(self) -> Instruction | None:
        return self.program[self.pc] if self.pc < len(self.program) else None

    def legal_actions(self) -> list[Template]:
        seat = self.to_act
        if seat is None:
            return []
        player, step = self.players[seat], self.step
        if isinstance(step, Bet):
            assert self.betting is not None
            return templates(self.stakes, self.betting, seat, player.in_round, player.stack,
                             self.pot)
        if isinstance(step, Offer):
            return [Template("take", "Take a card"), Template("decline", "No card")]
        if isinstance(step, Replace):
            moves = [Template("keep", "Keep my cards")]
            if self._cards_left():
                moves.insert(0, Template("replace", "Replace",
                                         cards=tuple(c.code for c, _ in player.cards)))
            return moves
        if isinstance(step, Flip):
            return [Template("flip", "Turn face up", cards=tuple(c.code for c in player.down))]
        if isinstance(step, Ask):
            others = tuple(s for s in self._live() if s != seat)
            return [Template("ask", "Ask", targets=others, ranks=tuple(RANK_CHARS)),
                    Template("pass", "Don't ask")]
        raise AssertionError(f"no one acts at {step!r}")

    def apply(self, action: Action) -> None:
        action = Action.from_json(action)
        seat = self.to_act
        check_legal(action, self.legal_actions(), "you")
        assert seat is not None
        step = self.step
        if isinstance(step, Bet):
            self._bet(seat, action)
        elif isinstance(step, Offer):
            self._offer(seat, action)
        elif isinstance(step, Replace):
            self._replace(seat, action)
        elif isinstance(step, Flip):
            self._flip(seat, action)
        elif isinstance(step, Ask):
            self._ask(seat, action)
        self.actions.append((seat, action))
        self._run()

    # -- running the program --------------------------------------------------------------------
    def _live(self) -> list[int]:
        return [s for s, p in enumerate(self.players) if not p.folded]

    def _cards_left(self) -> int:
        return len(self.table.deck) - self.next_card

    def _draw(self) -> Card | None:
        if not self._cards_left():
            return None
        card = self.table.deck[self.next_card]
        self.next_card += 1
        return card

    @property
    def pot(self) -> int:
        return sum(p.put_in for p in self.players)

    def _run(self) -> None:
        """Advance through automatic steps until someone must act or the hand ends."""
        while not self.over and not self.queue:
            if len(self._live()) == 1:
                self._award_uncontested()
                return
            step = self.step
            if isinstance(step, Deal):
                self._deal(step)
            elif isinstance(step, LoopStart):
                self.took_this_pass = False
            elif isinstance(step, LoopEnd):
                if self.took_this_pass and self._cards_left():
                    self.pc = step.start  # back to LoopStart, which clears the flag
                    continue
            elif isinstance(step, Bet):
                if self._start_betting(step):
                    return
            elif isinstance(step, Offer):
                if self._start_turns(self._may_take(s) for s in range(len(self.players))):
                    return
                self._end_offer()
            elif isinstance(step, Replace | Ask):
                if self._start_turns(not p.folded for p in self.players):
                    return
            elif isinstance(step, Flip):
                if self._start_turns(not p.folded and bool(p.down) for p in self.players):
                    return
            elif isinstance(step, Showdown):
                self._showdown(step)
                return
            self.pc += 1

    def _start_turns(self, eligible: Any) -> bool:
        self.queue = [s for s, ok in enumerate(eligible) if ok]
        return bool(self.queue)

    def _finish_turn(self) -> None:
        self.queue.pop(0)
        if not self.queue:
            if isinstance(self.step, Offer):
                self._end_offer()
            self.pc += 1

    def _deal(self, step: Deal) -> None:
        for face_up, count in ((False, step.down), (True, step.up)):
            for _ in range(count):
                for seat in self._live():
                    card = self._draw()
                    if card is not None:
                        self.players[seat].cards.append((card, face_up))
        self.events.append((None, step.describe().replace("Deal each player", "Each player gets")))

    # -- betting --------------------------------------------------------------------------------
    def _opener(self, step: Bet, able: list[int]) -> int:
        if step.opener == "best-showing":
            high = self.spec.showdown.high
            best: tuple[tuple[int, ...], int] | None = None
            for seat in able:
                up = self.players[seat].up
                total = high.best(self.spec.count.totals(up)) if up else None
                key = high.key(total) if total is not None else None
                if key is not None and (best is None or key > best[0]):
                    best = (key, seat)
            if best is not None:
                return best[1]
        return able[0]

    def _start_betting(self, step: Bet) -> bool:
        able = [s for s, p in enumerate(self.players) if not p.folded and p.stack > 0]
        if len(able) < 2:
            return False
        first = self._opener(step, able)
        order = able[able.index(first):] + able[:able.index(first)]
        self.betting = Round(queue=order)
        self.queue = self.betting.queue
        return True

    def _bet(self, seat: int, action: Action) -> None:
        player, rnd = self.players[seat], self.betting
        assert rnd is not None
        rnd.queue.pop(0)
        owe = min(rnd.level - player.in_round, player.stack)
        if action.kind == "fold":
            player.folded = True
            self.events.append((seat, "fold"))
        elif action.kind == "check":
            self.events.append((seat, "check"))
            rnd.record(seat, None, self.stakes)
        elif action.kind == "call":
            self._put(player, owe)
            self.events.append((seat, f"call {owe}" + (", all in" if player.stack == 0 else "")))
            rnd.record(seat, None, self.stakes)
        else:
            assert action.amount is not None
            self._put(player, owe + action.amount)
            rnd.level = player.in_round
            rnd.record(seat, action.amount, self.stakes)
            verb = "bet" if action.kind == "bet" else "raise by"
            self.events.append((seat, f"{verb} {action.amount}" +
                                (", all in" if player.stack == 0 else "")))
            count = len(self.players)
            rnd.queue[:] = [s for s in ((seat + k) % count for k in range(1, count))
                            if not self.players[s].folded and self.players[s].stack > 0]
        if len(self._live()) == 1 or not rnd.queue:
            for p in self.players:
                p.in_round = 0
            self.betting = None
            self.queue = []
            self.pc += 1

    @staticmethod
    def _put(player: Player, chips: int) -> None:
        player.stack -= chips
        player.put_in += chips
        player.in_round += chips

    # -- card steps -----------------------------------------------------------------------------
    def _may_take(self, seat: int) -> bool:
        player, step = self.players[seat], self.step
        assert isinstance(step, Offer)
        if player.folded or not self._cards_left():
            return False
        if step.limit == "no-chaser":
            return player.took_last
        if step.limit == "lock":
            return not player.locked
        return True

    def _offer(self, seat: int, action: Action) -> None:
        player = self.players[seat]
        if action.kind == "take" and self._cards_left():
            card = self._draw()
            assert card is not None
            player.cards.append((card, True))
            player.declined_run = 0
            player.took_last = True
            self.took_this_pass = True
            self.events.append((seat, f"take a card: {card.short}"))
        else:
            player.declined_run += 1
            player.took_last = False
            self.events.append((seat, "decline a card"))
        self.queue.pop(0)
        while self.queue and not self._may_take(self.queue[0]):
            self.players[self.queue.pop(0)].took_last = False
        if not self.queue:
            self._end_offer()
            self.pc += 1

    def _end_offer(self) -> None:
        step = self.step
        assert isinstance(step, Offer)
        for p in self.players:
            if step.limit == "lock" and p.declined_run >= step.lock_after:
                p.locked = True

    def _replace(self, seat: int, action: Action) -> None:
        player = self.players[seat]
        if action.kind == "replace":
            index = next(i for i, (c, _) in enumerate(player.cards) if c.code == action.card)
            old, face_up = player.cards[index]
            new = self._draw()
            assert new is not None
            player.cards[index] = (new, face_up)
            self.discards.append(old)
            if face_up:
                self.events.append((seat, f"replace {old.short} for {new.short}"))
            else:
                self.private[len(self.events)] = (f"replace {old.short} (face down) for "
                                                  f"{new.short}")
                self.events.append((seat, "replace a face-down card"))
        else:
            self.events.append((seat, "keep their cards"))
        self._finish_turn()

    def _flip(self, seat: int, action: Action) -> None:
        player = self.players[seat]
        index = next(i for i, (c, up) in enumerate(player.cards) if c.code == action.card and not up)
        card = player.cards[index][0]
        player.cards[index] = (card, True)
        self.events.append((seat, f"turn up {card.short}"))
        self._finish_turn()

    def _ask(self, seat: int, action: Action) -> None:
        player = self.players[seat]
        if action.kind == "pass":
            self.events.append((seat, "do not ask"))
            self._finish_turn()
            return
        assert action.target is not None and action.rank is not None
        self.took_this_pass = True
        rank = RANK_CHARS.index(action.rank) + 2
        other = self.players[action.target]
        asked = f"ask seat {action.target + 1} for {rank_name(rank, plural=True)}"
        hit = next((i for i, (c, up) in enumerate(other.cards) if c.rank == rank and not up), None)
        if hit is not None:
            card = other.cards.pop(hit)[0]
            player.cards.append((card, True))
            self.events.append((seat, f"{asked} and get {card.short}"))
        else:
            card_or_none = self._draw()
            if card_or_none is not None:
                player.cards.append((card_or_none, True))
            got = f"take {card_or_none.short} from the deck" if card_or_none else "the deck is empty"
            self.events.append((seat, f"{asked}; none, so {got}"))
        self._finish_turn()

    # -- the end --------------------------------------------------------------------------------
    def _award_uncontested(self) -> None:
        (winner,) = self._live()
        self.payouts = {winner: self.pot}
        self.events.append((winner, f"win {self.pot} uncontested"))
        self._settle()

    def _showdown(self, step: Showdown) -> None:
        self.showed = True
        order = list(range(len(self.players)))
        payouts: dict[int, int] = {}
        totals = {s: self.spec.count.totals(c for c, _ in self.players[s].cards) for s in self._live()}
        for number, pot in enumerate(side_pots([p.put_in for p in self.players],
                                               [not p.folded for p in self.players])):
            name = "The pot" if number == 0 else f"Side pot {number}"
            for seat, chips in self._split(pot.amount, pot.eligible, totals, step, order, name).items():
                payouts[seat] = payouts.get(seat, 0) + chips
        self.payouts = payouts
        self._settle()

    def _split(self, amount: int, eligible: tuple[int, ...], totals: dict[int, frozenset[int]],
               step: Showdown, order: list[int], name: str) -> dict[int, int]:
        mine = {s: totals[s] for s in eligible}
        if len(eligible) == 1:
            self.showdown_lines.append(f"{name} ({amount}) goes to seat {eligible[0] + 1}.")
            return {eligible[0]: amount}
        if step.scoop_total is not None:
            goal = round(step.scoop_total * 2)
            scoopers = [s for s in eligible if goal in mine[s]
                        and len(self.players[s].cards) <= (step.scoop_max_cards or 0)]
            if scoopers:
                verb = "takes" if len(scoopers) == 1 else "take"
                self.showdown_lines.append(
                    f"{name} ({amount}): {_seats(scoopers)} made exactly {step.scoop_total:g} "
                    f"with {step.scoop_max_cards} cards or fewer and {verb} it all.")
                return share(amount, scoopers, order)
        high, high_total = winners(mine, step.high)
        low, low_total = winners(mine, step.low) if step.low is not None else ([], None)
        if not high and not low:
            self.showdown_lines.append(f"{name} ({amount}): no hand qualifies; it is shared.")
            return share(amount, list(eligible), order)
        if step.low is None or not low or not high:
            side, total = ("high", high_total) if high else ("low", low_total)
            seats = high or low
            self.showdown_lines.append(f"{name} ({amount}): {_seats(seats)} with {show(total)} "
                                       f"take{'s' if len(seats) == 1 else ''} it all ({side}).")
            return share(amount, seats, order)
        low_half = amount // 2
        high_half = amount - low_half
        if self.table.options.get("odd_chip") == "low" and amount % 2:
            high_half, low_half = low_half, high_half
        out: dict[int, int] = {}
        for seats, chips, total, side in ((high, high_half, high_total, "high"),
                                          (low, low_half, low_total, "low")):
            self.showdown_lines.append(f"{name}, {side} half ({chips}): {_seats(seats)} with "
                                       f"{show(total)}.")
            for seat, won in share(chips, seats, order).items():
                out[seat] = out.get(seat, 0) + won
        return out

    def _settle(self) -> None:
        for seat, chips in self.payouts.items():
            self.players[seat].stack += chips
        self.over = True
        self.queue = []
        self.betting = None

    # -- views ----------------------------------------------------------------------------------
    def _totals_label(self, cards: list[Card], prefix: str = "") -> str:
        totals = self.spec.count.totals(cards)
        sd = self.spec.showdown
        parts = []
        for name, target in (("high", sd.high), ("low", sd.low)):
            if target is not None:
                best = target.best(totals)
                parts.append(f"no {name}" if best is None else f"{name} {show(best)}")
        return prefix + ", ".join(parts)

    def view(self, seat: int) -> dict[str, Any]:
        if not 0 <= seat < len(self.players):
            raise IllegalAction(f"There is no seat {seat + 1} at this table.")
        hands = []
        for i, p in enumerate(self.players):
            visible = i == seat or (self.showed and not p.folded)
            cards: list[dict[str, Any]] = [{**card_json(c if (up or visible) else None), "up": up}
                                           for c, up in p.cards]
            notes = [f"In the pot {p.put_in}"]
            if p.in_round:
                notes.append(f"This round {p.in_round}")
            if p.folded:
                notes.append("Folded")
            elif p.all_in:
                notes.append("All in")
            if p.locked:
                notes.append("Locked")
            if self.over:
                notes.append(f"{p.stack - self.table.stacks[i]:+d}")
            if visible and p.cards:
                label = self._totals_label([c for c, _ in p.cards])
            elif p.up:
                label = self._totals_label(p.up, "showing ")
            else:
                label = None
            hands.append({"name": ("You" if i == seat else f"Seat {i + 1}")
                          + (f" (seat {i + 1})" if i == seat else "")
                          + (" · dealer" if i == len(self.players) - 1 else ""),
                          "seat": i, "stack": p.stack, "label": label, "notes": notes,
                          "cards": cards})
        log = [_phrase(owner, self.private.get(i, text) if owner == seat else text, seat)
               for i, (owner, text) in enumerate(self.events)]
        result = self.result(seat)
        if result is not None:
            log.extend(self.showdown_lines)
        return {
            "variant": self.table.variant,
            "options": dict(self.table.options),
            "seed": self.table.seed,
            "stage": "over" if self.over else type(self.step).__name__.lower(),
            "to_act": self.to_act,
            "your_seat": seat,
            "prompt": self._prompt(seat),
            "legal": [t.to_json() for t in self.legal_actions()] if self.to_act == seat else [],
            "hands": hands,
            "info": [f"Pot {self.pot}", f"Cards left in the deck {self._cards_left()}"],
            "log": log,
            "result": result,
        }

    def _prompt(self, seat: int) -> str:
        if self.over:
            return "The hand is over. Deal again to play another."
        if self.to_act != seat:
            return f"Waiting for seat {(self.to_act or 0) + 1}."
        step = self.step
        if isinstance(step, Bet):
            return "Your turn to bet."
        if isinstance(step, Offer):
            return "Do you want another card, face up?"
        if isinstance(step, Replace):
            return "Replace one of your cards, or keep them all?"
        if isinstance(step, Flip):
            return "Choose one of your face-down cards to turn face up."
        return "Ask another player for a face-down card of a rank, or don't ask."

    def result(self, viewer: int | None = None) -> dict[str, Any] | None:
        if not self.over:
            return None
        net = [p.stack - start for p, start in zip(self.players, self.table.stacks, strict=True)]
        lines = [f"{'You' if s == viewer else f'Seat {s + 1}'} {'win' if s == viewer else 'wins'} "
                 f"{chips}." for s, chips in sorted(self.payouts.items())]
        return {"net": net, "house": 0, "stacks": [p.stack for p in self.players],
                "staked": [p.put_in for p in self.players], "lines": lines,
                "payouts": {str(k): v for k, v in sorted(self.payouts.items())}}

    def snapshot(self) -> dict[str, Any]:
        return {
            "pc": self.pc, "next_card": self.next_card, "queue": list(self.queue),
            "over": self.over, "events": list(self.events), "private": dict(self.private),
            "discards": [c.code for c in self.discards],
            "betting": None if self.betting is None else vars(self.betting) | {
                "queue": list(self.betting.queue), "acted": sorted(self.betting.acted),
                "closed": sorted(self.betting.closed)},
            "players": [{**{k: v for k, v in vars(p).items() if k != "cards"},
                         "cards": [(c.code, up) for c, up in p.cards]} for p in self.players],
            "payouts": dict(self.payouts), "took": self.took_this_pass,
        }

    def chips_on_table(self) -> int:
        return sum(p.stack for p in self.players) + (0 if self.over else self.pot)

    def all_cards(self) -> list[Card]:
        """Every card: in hands, thrown away, or still in the deck."""
        held = [c for p in self.players for c, _ in p.cards]
        return held + self.discards + list(self.table.deck[self.next_card:])


def _seats(seats: list[int]) -> str:
    names = [f"seat {s + 1}" for s in seats]
    text = " and ".join(names)
    return text[0].upper() + text[1:]


_THIRD_PERSON = {"do": "does", "take": "takes", "ask": "asks", "keep": "keeps", "turn": "turns",
                 "win": "wins", "fold": "folds", "check": "checks", "call": "calls", "bet": "bets",
                 "raise": "raises", "decline": "declines", "replace": "replaces"}


def _phrase(owner: int | None, text: str, viewer: int) -> str:
    if owner is None:
        return text
    if owner == viewer:
        return "You " + text.replace("their cards", "your cards") + "."
    verb, _, rest = text.partition(" ")
    return f"Seat {owner + 1} {_THIRD_PERSON.get(verb, verb)}{' ' + rest if rest else ''}."

