"""Three Card Poker's own tables for its page, computed by the package at build time: the ranking
with its counts, the Pair Plus pay tables, the playing strategy and the odds of each rule."""

from __future__ import annotations

from pokerrules.games.three_card_poker.pay import OPTIONS


def _pct(x: float, places: int = 2) -> str:
    return f"{x * 100:.{places}f}%"


def ranking() -> str:
    from pokerrules.games.three_card_poker.analysis import HANDS, category_counts

    examples = {"Straight flush": "9♥ 8♥ 7♥", "Three of a kind": "5♣ 5♦ 5♠",
                "Straight": "A♠ 2♦ 3♣", "Flush": "K♣ 9♣ 4♣", "Pair": "J♥ J♠ 6♦",
                "High card": "A♦ 10♠ 4♣"}
    rows = ["| Hand | Example | Combinations | Chance |", "|---|---|---:|---:|"]
    for cat, n in sorted(category_counts().items(), reverse=True):
        rows.append(f"| {cat.title} | {examples[cat.title]} | {n:,} | {_pct(n / HANDS, 3)} |")
    rows.append(f"| **All hands** | | **{HANDS:,}** | 100% |")
    return "\n".join(rows)


def paytables() -> str:
    from pokerrules.core.options import parse_ints
    from pokerrules.games.three_card_poker.analysis import pair_plus_edge

    spec = {s.name: s for s in OPTIONS}["pair_plus_table"]
    tables = [(c.value, parse_ints(c.value, 5, "table")) for c in spec.choices]
    head = "| Pair Plus | " + " | ".join(f"`{name}`" for name, _ in tables) + " |"
    rows = [head, "|---|" + "---:|" * len(tables)]
    names = ("Pair", "Flush", "Straight", "Three of a kind", "Straight flush")
    for i, name in reversed(list(enumerate(names))):
        rows.append(f"| {name} | " + " | ".join(f"{pays[i]} to 1" for _, pays in tables) + " |")
    rows.append("| **House edge** | " + " | ".join(f"**{_pct(pair_plus_edge(p))}**"
                                                    for _, p in tables) + " |")
    return "\n".join(rows)


def strategy() -> str:
    from pokerrules.games.three_card_poker.analysis import (
        ante_play,
        optimal_threshold,
        parse_threshold,
        threshold_name,
    )

    best = optimal_threshold()
    q = ante_play(best)
    below = ante_play(parse_threshold("Q-6-3"))
    return (
        f"Play every hand of **{threshold_name(best)} or better** and fold the rest. The package "
        "finds this rule by working out, for each of the 22,100 hands, the average result of "
        "playing it against every dealer hand from the remaining cards, and comparing that with "
        "the sure loss of the ante when folding. The weakest hand for which playing loses less "
        f"than folding is {threshold_name(best)}.\n\n"
        f"With this rule you play {_pct(q.raise_rate, 1)} of your hands, and the house keeps "
        f"{_pct(q.house_edge)} of the ante on average (the *house edge*), or "
        f"{_pct(q.element_of_risk)} of everything you put on the table (the *element of risk*, "
        "which also counts the play bets). Folding Q-6-4 as well and playing only from Q-6-5 "
        f"costs little: {_pct(ante_play(parse_threshold('Q-6-5')).house_edge, 3)} against "
        f"{_pct(q.house_edge, 3)}; playing Q-6-3 too costs "
        f"{_pct(below.house_edge, 3)}."
    )


def odds() -> str:
    from pokerrules.games.three_card_poker.analysis import (
        ante_play,
        dealer_qualifies,
        parse_threshold,
    )

    rows = ["| Play when you hold… | Hands played | House edge | Element of risk |",
            "|---|---:|---:|---:|"]
    for label, text in (("any three cards", ""), ("jack-high or better", "J-3-2"),
                        ("queen-high or better", "Q-3-2"), ("Q-6-4 or better", "Q-6-4"),
                        ("king-high or better", "K-3-2"), ("ace-high or better", "A-4-2"),
                        ("a pair or better", "2-2-3")):
        a = ante_play(parse_threshold(text) if text else 0)
        rows.append(f"| {label} | {_pct(a.raise_rate, 1)} | {_pct(a.house_edge)} | "
                    f"{_pct(a.element_of_risk)} |")
    rows.append("")
    rows.append(f"The dealer qualifies (queen-high or better) in {_pct(dealer_qualifies(), 1)} "
                "of hands.")
    return "\n".join(rows)


TABLES = {"ranking": ranking, "paytables": paytables, "strategy": strategy, "odds": odds}
