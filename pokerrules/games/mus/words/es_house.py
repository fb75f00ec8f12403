"""Mus's house rules of issue 35 in Spanish, with the Spanish Mus words (tantos, amarracos,
juego, pares, mano, vaca)."""

WORDS: dict[str, str] = {
    "31 real (three sevens and a jack)":
        "31 real (tres sietes y sota)",
    "No: every 31 is equal, and the player nearer mano wins a tie":
        "No: todos los 31 valen igual, y el empate lo gana el jugador más cercano a la mano",
    "Yes: it beats every other 31 (the Basque championship's rules)":
        "Sí: gana a cualquier otro 31 (las reglas del campeonato vasco)",
    "Pedrete (a four, five, six and seven)":
        "Pedrete (cuatro, cinco, seis y siete)",
    "Not paid: an ordinary hand without pares":
        "No se paga: una mano corriente, sin pares",
    "Paid: it counts as pares, the lowest, worth 1 (a local rule)":
        "Se paga: cuenta como pares, los más bajos, y vale 1 (una regla local)",
    "Points to win a game":
        "Tantos para ganar un juego",
    "40 points (eight amarracos)":
        "40 tantos (ocho amarracos)",
    "35 points (seven amarracos)":
        "35 tantos (siete amarracos)",
    "30 points (six amarracos)":
        "30 tantos (seis amarracos)",
    "Games in a match":
        "Juegos de la partida",
    "One game":
        "Un juego",
    "The best of three games (a vaca)":
        "Al mejor de tres juegos (una vaca)",
    "The best of five games":
        "Al mejor de cinco juegos",
    "pedrete, four to seven":
        "pedrete, del cuatro al siete",
    "juego of 31 real":
        "juego de 31 real",
    "you have 31 real, the best juego":
        "tienes 31 real, el mejor juego",
    "you have 31, beaten only by the 31 real":
        "tienes 31, al que solo gana el 31 real",
    "31 real (three sevens and a jack) beats every other 31":
        "El 31 real (tres sietes y sota) gana a cualquier otro 31",
    "Pedrete (a four, five, six and seven) counts as pares, worth 1":
        "El pedrete (cuatro, cinco, seis y siete) cuenta como pares y vale 1",
    "Three sevens and a jack: a juego of 31. Under the house rule it beats every other 31, "
    "even one held nearer mano.":
        "Tres sietes y sota: un juego de 31. Con la regla de la casa gana a cualquier otro "
        "31, aunque lo tenga un jugador más cercano a la mano.",
    "A four, a five, a six and a seven. Under the house rule it counts as pares, below "
    "every pair, and adds 1 point when it wins Pares.":
        "Un cuatro, un cinco, un seis y un siete. Con la regla de la casa cuenta como "
        "pares, por debajo de cualquier pareja, y suma 1 tanto cuando gana los pares.",
    "{counters} (five amarracos, announced: {n} to go)":
        "{counters} (cinco amarracos, se anuncia: faltan {n})",
    "{counters} (six amarracos, announced: {n} to go)":
        "{counters} (seis amarracos, se anuncia: faltan {n})",
    "Game {n1}: {team} {how} and win it after {n2} deal ({n3} to {n4}).":
        "Juego {n1}: {team} {how} y se lo llevan tras {n2} ronda ({n3} a {n4}).",
    "Game {n1}: {team} {how} and win it after {n2} deals ({n3} to {n4}).":
        "Juego {n1}: {team} {how} y se lo llevan tras {n2} rondas ({n3} a {n4}).",
    "Games won: {n1} by {team}, {n2} by {others}. Both sides start the next game from 0.":
        "Juegos ganados: {n1} para {team}, {n2} para {others}. Las dos parejas empiezan el "
        "siguiente juego desde 0.",
    "Both sides start the next game from 0.":
        "Las dos parejas empiezan el siguiente juego desde 0.",
    "{team} {how} and win game {n1} after {n2} deal ({n3} to {n4}).":
        "{team} {how} y ganan el juego {n1} tras {n2} ronda ({n3} a {n4}).",
    "{team} {how} and win game {n1} after {n2} deals ({n3} to {n4}).":
        "{team} {how} y ganan el juego {n1} tras {n2} rondas ({n3} a {n4}).",
    "{team} win the match, {n1} games to {n2}.":
        "{team} ganan la partida, {n1} juegos a {n2}.",
    "Games won (the best of {n1}): your side {n2}, their side {n3}":
        "Juegos ganados (al mejor de {n1}): tu pareja {n2}, la otra pareja {n3}",
    "You win the match, {n1} games to {n2}.":
        "Ganas la partida, {n1} juegos a {n2}.",
    "You lose the match, {n1} games to {n2}.":
        "Pierdes la partida, {n1} juegos a {n2}.",
    "You lose the match, {n1} game to {n2}.":
        "Pierdes la partida, {n1} juego a {n2}.",
    "A juego of 31 real (three sevens and a jack) beats every other 31.":
        "Un juego de 31 real (tres sietes y sota) gana a cualquier otro 31.",
    "A Pedrete (a four, five, six and seven) counts as pares, the lowest, and adds 1.":
        "Un pedrete (cuatro, cinco, seis y siete) cuenta como pares, los más bajos, y suma "
        "1.",
    "The first side to {n} points wins.":
        "Gana la primera pareja que llega a {n} tantos.",
    "The first side to {n1} points wins a game, and the side that wins {n2} of {n3} games "
    "wins the match.":
        "La primera pareja que llega a {n1} tantos gana un juego, y la que gana {n2} de "
        "{n3} juegos gana la partida.",
}
