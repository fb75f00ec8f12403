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
        "No se paga: una jugada corriente, sin pares",
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
    "31 real":
        "31 real",
    "Pedrete":
        "Pedrete",
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
    "Game {n1}: {team} reach {n2} points and win it after {n3} deal ({n4} to {n5}).":
        "Juego {n1}: {team} llegan a {n2} tantos y se lo llevan tras {n3} reparto ({n4} a "
        "{n5}).",
    "{team} reach {n1} points and win game {n2} after {n3} deal ({n4} to {n5}).":
        "{team} llegan a {n1} tantos y ganan el juego {n2} tras {n3} reparto ({n4} a {n5}).",
    "Game {n1}: {team} reach {n2} points and win it after {n3} deals ({n4} to {n5}).":
        "Juego {n1}: {team} llegan a {n2} tantos y se lo llevan tras {n3} repartos ({n4} a "
        "{n5}).",
    "{team} reach {n1} points and win game {n2} after {n3} deals ({n4} to {n5}).":
        "{team} llegan a {n1} tantos y ganan el juego {n2} tras {n3} repartos ({n4} a {n5}).",
    "Game {n1}: {team} win the órdago on {contest} and win it after {n2} deal ({n3} to "
    "{n4}).":
        "Juego {n1}: {team} ganan el órdago a {contest} y se lo llevan tras {n2} reparto "
        "({n3} a {n4}).",
    "{team} win the órdago on {contest} and win game {n1} after {n2} deal ({n3} to {n4}).":
        "{team} ganan el órdago a {contest} y ganan el juego {n1} tras {n2} reparto ({n3} a "
        "{n4}).",
    "Game {n1}: {team} win the órdago on {contest} and win it after {n2} deals ({n3} to "
    "{n4}).":
        "Juego {n1}: {team} ganan el órdago a {contest} y se lo llevan tras {n2} repartos "
        "({n3} a {n4}).",
    "{team} win the órdago on {contest} and win game {n1} after {n2} deals ({n3} to {n4}).":
        "{team} ganan el órdago a {contest} y ganan el juego {n1} tras {n2} repartos ({n3} a "
        "{n4}).",
    "Games won: {n1} by {team}, {n2} by {others}. Both sides start the next game from 0.":
        "Juegos ganados: {n1} para {team}, {n2} para {others}. Las dos parejas empiezan el "
        "siguiente juego desde 0.",
    "Both sides start the next game from 0.":
        "Las dos parejas empiezan el siguiente juego desde 0.",
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
    "House rules: the 31 real and the Pedrete":
        "Reglas de la casa: el 31 real y el pedrete",
    "At this table the 31 real counts: three sevens and a jack beat every other 31. You "
    "hold it. Say no mus.":
        "En esta mesa vale el 31 real: tres sietes y sota ganan a cualquier otro 31. Lo "
        "tienes tú. Di no hay mus.",
    "If all four say mus, you must throw away at least one card of the best juego there is.":
        "Si los cuatro dicen mus, tienes que descartarte de al menos una carta del mejor "
        "juego que existe.",
    "Mus asks to change cards; no mus keeps them.":
        "Mus pide cambiar cartas; no hay mus se las queda.",
    "One no mus starts the bidding with the hands as they were dealt.":
        "Un solo no hay mus empieza los envites con las cartas tal como se repartieron.",
    "Read your hand under this table's house rules.":
        "Lee tu jugada con las reglas de la casa de esta mesa.",
    "What does your hand hold for Pares and Juego?":
        "¿Qué tiene tu jugada para pares y para juego?",
    "Medias, three sevens; Juego of 31":
        "Medias, tres sietes; Juego de 31",
    "Here three sevens and a jack are more than a 31: they are the 31 real.":
        "Aquí tres sietes y sota son más que un 31: son el 31 real.",
    "No pares; Juego of 31 real":
        "Sin pares; Juego de 31 real",
    "Three sevens are medias.":
        "Tres sietes son medias.",
    "Three cards of one rank are medias; 7 + 7 + 7 + 10 is 31.":
        "Tres cartas iguales son medias; 7 + 7 + 7 + 10 son 31.",
    "Three sevens are medias, and with a jack they make the 31 real. Your partner's four, "
    "five, six and seven, the Pedrete, are paid here too: they count as pares, the lowest.":
        "Tres sietes son medias, y con la sota hacen el 31 real. El cuatro, cinco, seis y "
        "siete de tu compañero, el pedrete, también se pagan aquí: cuentan como pares, los "
        "más bajos.",
    "Juego: seat 2 said yes, and may hold a 31. Your 31 real cannot lose: call órdago.":
        "Juego: el asiento 2 ha dicho que sí, y puede tener 31. Tu 31 real no puede perder: "
        "echa el órdago.",
    "A pass lets the others decide what Juego is worth, with the best juego in your hand.":
        "Si pasas, dejas que los demás decidan lo que vale el juego, con el mejor juego en "
        "tu jugada.",
    "A bid wins only points. With a hand that cannot lose, stake the whole game.":
        "Un envite solo gana tantos. Con una jugada que no puede perder, juégate el juego "
        "entero.",
    "The deck has four sevens, so nobody else can hold a 31 real.":
        "La baraja tiene cuatro sietes, así que nadie más puede tener un 31 real.",
    "Órdago stakes the whole game on Juego. Nobody can beat the 31 real, so if the other "
    "side sees it, your side wins the game.":
        "El órdago se juega el juego entero al juego. Nadie puede ganar al 31 real, así que "
        "si la otra pareja lo quiere, tu pareja gana el juego.",
    "Seat 2 sees your órdago and the hands are shown.":
        "El asiento 2 quiere tu órdago y se enseñan las cartas.",
    "Who holds the best hand for Juego?":
        "¿Quién tiene la mejor jugada para el juego?",
    "Seat 2 holds K Q J A: a 31 too, but not the 31 real.":
        "El asiento 2 tiene R C S A: también 31, pero no el 31 real.",
    "Without the house rule your 31 and seat 2's would tie and you, as mano, would win the "
    "tie; with it, the 31 real wins outright, wherever it sits.":
        "Sin la regla de la casa, tu 31 y el del asiento 2 empatarían y tú, como mano, "
        "ganarías el empate; con ella, el 31 real gana sin más, esté donde esté.",
}
