"""Settle up in the fewest payments.

With ``n`` players whose balances are not zero, a settle-up needs at least ``n - g`` payments,
``g`` being the largest number of disjoint groups of them whose balances each sum to zero: each
payment joins at most two players, and a group that settles among itself with ``k`` players
needs ``k - 1``. The groups are found exactly by a walk over subsets (:func:`zero_sum_groups`):
``best[mask]`` is the most zero-sum groups a chain of players in ``mask`` closes, one more when
``mask`` itself sums to zero. Within a group, the largest debtor pays the largest creditor until
everyone is square, which takes ``k - 1`` payments, since no smaller part of it sums to zero.

>>> settle([30, -10, -20])
[Payment(payer=1, payee=0, chips=10), Payment(payer=2, payee=0, chips=20)]
>>> len(settle([5, -5, 7, -7]))
2
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

#: Above this many nonzero balances the exact walk over subsets is not tried (a night has at
#: most 8 players, so it never is).
MAX_EXACT = 16


@dataclass(frozen=True)
class Payment:
    payer: int
    payee: int
    chips: int


def zero_sum_groups(balances: Sequence[int]) -> list[list[int]]:
    """The indices of the nonzero ``balances`` (which sum to zero) in the most disjoint groups
    that each sum to zero."""
    people = [i for i, b in enumerate(balances) if b != 0]
    count = len(people)
    if count > MAX_EXACT:
        return [people]
    full = (1 << count) - 1
    total = [0] * (full + 1)
    best = [0] * (full + 1)
    last = [0] * (full + 1)  # the player added last on the best chain to this mask
    for mask in range(1, full + 1):
        low = (mask & -mask).bit_length() - 1
        total[mask] = total[mask & (mask - 1)] + balances[people[low]]
        choice, pick = -1, 0
        for bit in range(count):
            if mask >> bit & 1 and best[mask ^ (1 << bit)] > choice:
                choice, pick = best[mask ^ (1 << bit)], bit
        best[mask] = choice + (1 if total[mask] == 0 else 0)
        last[mask] = pick
    groups: list[list[int]] = []
    current: list[int] = []
    mask = full
    while mask:
        if total[mask] == 0 and current:
            groups.append(current)
            current = []
        bit = last[mask]
        current.append(people[bit])
        mask ^= 1 << bit
    if current:
        groups.append(current)
    return [sorted(group) for group in reversed(groups)]


def _settle_group(balances: Sequence[int], group: Sequence[int]) -> list[Payment]:
    owed = {i: balances[i] for i in group}
    payments = []
    while any(owed.values()):
        payer = min(owed, key=lambda i: (owed[i], i))
        payee = max(owed, key=lambda i: (owed[i], -i))
        chips = min(-owed[payer], owed[payee])
        payments.append(Payment(payer, payee, chips))
        owed[payer] += chips
        owed[payee] -= chips
    return payments


def settle(balances: Sequence[int]) -> list[Payment]:
    """Payments that square every balance (positive: is owed; they sum to zero), as few as
    possible; by payer, then payee."""
    if sum(balances) != 0:
        raise ValueError("Balances to settle must sum to zero.")
    payments = [p for group in zero_sum_groups(balances) for p in _settle_group(balances, group)]
    return sorted(payments, key=lambda p: (p.payer, p.payee))
