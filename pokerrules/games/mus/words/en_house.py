"""Mus's house rules of issue 35 (the 31 real, the Pedrete, the points of a game, the games of a
match): the English templates of every string they added, so the pseudo-language knows them."""

WORDS: dict[str, str] = {
    "31 real (three sevens and a jack)":
        "31 real (three sevens and a jack)",
    "No: every 31 is equal, and the player nearer mano wins a tie":
        "No: every 31 is equal, and the player nearer mano wins a tie",
    "Yes: it beats every other 31 (the Basque championship's rules)":
        "Yes: it beats every other 31 (the Basque championship's rules)",
    "Pedrete (a four, five, six and seven)":
        "Pedrete (a four, five, six and seven)",
    "Not paid: an ordinary hand without pares":
        "Not paid: an ordinary hand without pares",
    "Paid: it counts as pares, the lowest, worth 1 (a local rule)":
        "Paid: it counts as pares, the lowest, worth 1 (a local rule)",
    "Points to win a game":
        "Points to win a game",
    "40 points (eight amarracos)":
        "40 points (eight amarracos)",
    "35 points (seven amarracos)":
        "35 points (seven amarracos)",
    "30 points (six amarracos)":
        "30 points (six amarracos)",
    "Games in a match":
        "Games in a match",
    "One game":
        "One game",
    "The best of three games (a vaca)":
        "The best of three games (a vaca)",
    "The best of five games":
        "The best of five games",
    "pedrete, four to seven":
        "pedrete, four to seven",
    "juego of 31 real":
        "juego of 31 real",
    "31 real":
        "31 real",
    "Pedrete":
        "Pedrete",
    "you have 31 real, the best juego":
        "you have 31 real, the best juego",
    "you have 31, beaten only by the 31 real":
        "you have 31, beaten only by the 31 real",
    "31 real (three sevens and a jack) beats every other 31":
        "31 real (three sevens and a jack) beats every other 31",
    "Pedrete (a four, five, six and seven) counts as pares, worth 1":
        "Pedrete (a four, five, six and seven) counts as pares, worth 1",
    "Three sevens and a jack: a juego of 31. Under the house rule it beats every other 31, "
    "even one held nearer mano.":
        "Three sevens and a jack: a juego of 31. Under the house rule it beats every other "
        "31, even one held nearer mano.",
    "A four, a five, a six and a seven. Under the house rule it counts as pares, below "
    "every pair, and adds 1 point when it wins Pares.":
        "A four, a five, a six and a seven. Under the house rule it counts as pares, below "
        "every pair, and adds 1 point when it wins Pares.",
    "{counters} (five amarracos, announced: {n} to go)":
        "{counters} (five amarracos, announced: {n} to go)",
    "{counters} (six amarracos, announced: {n} to go)":
        "{counters} (six amarracos, announced: {n} to go)",
    "Game {n1}: {team} reach {n2} points and win it after {n3} deal ({n4} to {n5}).":
        "Game {n1}: {team} reach {n2} points and win it after {n3} deal ({n4} to {n5}).",
    "{team} reach {n1} points and win game {n2} after {n3} deal ({n4} to {n5}).":
        "{team} reach {n1} points and win game {n2} after {n3} deal ({n4} to {n5}).",
    "Game {n1}: {team} reach {n2} points and win it after {n3} deals ({n4} to {n5}).":
        "Game {n1}: {team} reach {n2} points and win it after {n3} deals ({n4} to {n5}).",
    "{team} reach {n1} points and win game {n2} after {n3} deals ({n4} to {n5}).":
        "{team} reach {n1} points and win game {n2} after {n3} deals ({n4} to {n5}).",
    "Game {n1}: {team} win the órdago on {contest} and win it after {n2} deal ({n3} to "
    "{n4}).":
        "Game {n1}: {team} win the órdago on {contest} and win it after {n2} deal ({n3} to "
        "{n4}).",
    "{team} win the órdago on {contest} and win game {n1} after {n2} deal ({n3} to {n4}).":
        "{team} win the órdago on {contest} and win game {n1} after {n2} deal ({n3} to "
        "{n4}).",
    "Game {n1}: {team} win the órdago on {contest} and win it after {n2} deals ({n3} to "
    "{n4}).":
        "Game {n1}: {team} win the órdago on {contest} and win it after {n2} deals ({n3} to "
        "{n4}).",
    "{team} win the órdago on {contest} and win game {n1} after {n2} deals ({n3} to {n4}).":
        "{team} win the órdago on {contest} and win game {n1} after {n2} deals ({n3} to "
        "{n4}).",
    "Games won: {n1} by {team}, {n2} by {others}. Both sides start the next game from 0.":
        "Games won: {n1} by {team}, {n2} by {others}. Both sides start the next game from "
        "0.",
    "Both sides start the next game from 0.":
        "Both sides start the next game from 0.",
    "{team} win the match, {n1} games to {n2}.":
        "{team} win the match, {n1} games to {n2}.",
    "Games won (the best of {n1}): your side {n2}, their side {n3}":
        "Games won (the best of {n1}): your side {n2}, their side {n3}",
    "You win the match, {n1} games to {n2}.":
        "You win the match, {n1} games to {n2}.",
    "You lose the match, {n1} games to {n2}.":
        "You lose the match, {n1} games to {n2}.",
    "You lose the match, {n1} game to {n2}.":
        "You lose the match, {n1} game to {n2}.",
    "A juego of 31 real (three sevens and a jack) beats every other 31.":
        "A juego of 31 real (three sevens and a jack) beats every other 31.",
    "A Pedrete (a four, five, six and seven) counts as pares, the lowest, and adds 1.":
        "A Pedrete (a four, five, six and seven) counts as pares, the lowest, and adds 1.",
    "The first side to {n} points wins.":
        "The first side to {n} points wins.",
    "The first side to {n1} points wins a game, and the side that wins {n2} of {n3} games "
    "wins the match.":
        "The first side to {n1} points wins a game, and the side that wins {n2} of {n3} "
        "games wins the match.",
    "House rules: the 31 real and the Pedrete":
        "House rules: the 31 real and the Pedrete",
    "At this table the 31 real counts: three sevens and a jack beat every other 31. You "
    "hold it. Say no mus.":
        "At this table the 31 real counts: three sevens and a jack beat every other 31. You "
        "hold it. Say no mus.",
    "If all four say mus, you must throw away at least one card of the best juego there is.":
        "If all four say mus, you must throw away at least one card of the best juego there "
        "is.",
    "Mus asks to change cards; no mus keeps them.":
        "Mus asks to change cards; no mus keeps them.",
    "One no mus starts the bidding with the hands as they were dealt.":
        "One no mus starts the bidding with the hands as they were dealt.",
    "Read your hand under this table's house rules.":
        "Read your hand under this table's house rules.",
    "What does your hand hold for Pares and Juego?":
        "What does your hand hold for Pares and Juego?",
    "Medias, three sevens; Juego of 31":
        "Medias, three sevens; Juego of 31",
    "Here three sevens and a jack are more than a 31: they are the 31 real.":
        "Here three sevens and a jack are more than a 31: they are the 31 real.",
    "No pares; Juego of 31 real":
        "No pares; Juego of 31 real",
    "Three sevens are medias.":
        "Three sevens are medias.",
    "Three cards of one rank are medias; 7 + 7 + 7 + 10 is 31.":
        "Three cards of one rank are medias; 7 + 7 + 7 + 10 is 31.",
    "Three sevens are medias, and with a jack they make the 31 real. Your partner's four, "
    "five, six and seven, the Pedrete, are paid here too: they count as pares, the lowest.":
        "Three sevens are medias, and with a jack they make the 31 real. Your partner's "
        "four, five, six and seven, the Pedrete, are paid here too: they count as pares, "
        "the lowest.",
    "Juego: seat 2 said yes, and may hold a 31. Your 31 real cannot lose: call órdago.":
        "Juego: seat 2 said yes, and may hold a 31. Your 31 real cannot lose: call órdago.",
    "A pass lets the others decide what Juego is worth, with the best juego in your hand.":
        "A pass lets the others decide what Juego is worth, with the best juego in your "
        "hand.",
    "A bid wins only points. With a hand that cannot lose, stake the whole game.":
        "A bid wins only points. With a hand that cannot lose, stake the whole game.",
    "The deck has four sevens, so nobody else can hold a 31 real.":
        "The deck has four sevens, so nobody else can hold a 31 real.",
    "Órdago stakes the whole game on Juego. Nobody can beat the 31 real, so if the other "
    "side sees it, your side wins the game.":
        "Órdago stakes the whole game on Juego. Nobody can beat the 31 real, so if the "
        "other side sees it, your side wins the game.",
    "Seat 2 sees your órdago and the hands are shown.":
        "Seat 2 sees your órdago and the hands are shown.",
    "Who holds the best hand for Juego?":
        "Who holds the best hand for Juego?",
    "Seat 2 holds K Q J A: a 31 too, but not the 31 real.":
        "Seat 2 holds K Q J A: a 31 too, but not the 31 real.",
    "Without the house rule your 31 and seat 2's would tie and you, as mano, would win the "
    "tie; with it, the 31 real wins outright, wherever it sits.":
        "Without the house rule your 31 and seat 2's would tie and you, as mano, would win "
        "the tie; with it, the 31 real wins outright, wherever it sits.",
}
