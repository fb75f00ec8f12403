"""Three Fifty Seven's own fields of the view's ``"match"`` object (its state's ``facts``)."""

from pokerrules.table.match_fields import declare

MATCH_FIELDS = declare(
    round="the round being played, 1 to rounds",
    rounds="how many rounds a turn has",
    round_name="the round in words: five cards, fives wild",
    cards="each hand's size now",
    wild_rank="the wild rank now (the same number)",
    ante="what each player antes at the start of a turn",
    penalty="what the lowest hand among several in would pay now",
    target="the points that win the match",
    loser_pays="each (to each other player in) or pot (into the pot)",
    declaring="in turn or together",
    declared="per seat for this round: in, out, chosen (secret) or null",
    waiting="the seats still to declare, in order (the first is to act)",
)
