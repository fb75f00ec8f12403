"""Mus's coach in Spanish (Spain, tú form): the chances of each lance, what the coach knows and
what it assumes."""

#: The contests' names, the same in both languages.
_CONTESTS = ("Grande", "Chica", "Pares", "Juego", "Punto")

WORDS: dict[str, str] = {
    **{f"{name} {{n}}%": f"{name} {{n}} %" for name in _CONTESTS},
    **{f"{name} {{n}}% ±{{n1}}%": f"{name} {{n}} % ±{{n1}} %" for name in _CONTESTS},
    **{f"the chance your side holds the best hand for {name}":
       f"la probabilidad de que tu pareja tenga la mejor jugada a {name}" for name in _CONTESTS},
    "contests": "lances",
    "The coach found no deal of the cards you cannot see that fits what you have been told.":
        "El entrenador no ha encontrado ningún reparto de las cartas que no ves que encaje con lo "
        "que te han dicho.",
    "{n} contests": "{n} lances",
    "{n} contest": "{n} lance",
    "contests your side wins": "lances que gana tu pareja",
    "contests your side wins {n} ±{n1}": "lances que gana tu pareja {n} ±{n1}",
    "contests your side wins {n}": "lances que gana tu pareja {n}",
    "how many of the contests your side can expect to hold the best hand for":
        "en cuántos lances puede esperar tu pareja tener la mejor jugada",
    "The coach knows only your cards, the cards you threw away and any signal your partner showed "
    "you: it deals the cards you cannot see at random many times over, always giving your partner "
    "a hand that fits the signal, and plays each deal on as this table's bots do.":
        "El entrenador solo conoce tus cartas, las que has descartado y la seña que te haya hecho "
        "tu compañero: reparte al azar muchas veces las cartas que no ves, siempre con una jugada "
        "para tu compañero que encaje con su seña, y juega cada reparto como lo hacen los bots de "
        "esta mesa.",
    "the {n} cards you cannot see lie in any order, each order equally likely, and the cards you "
    "threw away are not among them, so no other hand and no stock holds them until the discards "
    "are shuffled into a new stock":
        "las {n} cartas que no ves están en cualquier orden, todos igual de probables, y las que "
        "descartaste no están entre ellas, así que ninguna otra jugada ni el mazo las tiene hasta "
        "que los descartes se barajan en un mazo nuevo",
    "every hand agrees with what its player said about pares and juego, and your partner's hand "
    "with the signal they showed you, if any":
        "cada jugada concuerda con lo que su jugador dijo de pares y juego, y la de tu compañero "
        "con la seña que te hizo, si te hizo alguna",
    "after your move everyone, you included, says mus or no mus and discards as the table's bots "
    "do, until the bidding begins (a bid changes no card), and your side wins a contest when you "
    "or your partner hold the best hand for it, exact ties going to the player nearer mano.":
        "después de tu jugada todos, tú también, dicen mus o no hay mus y descartan como los bots "
        "de la mesa, hasta que empieza el envite (un envite no cambia ninguna carta), y tu pareja "
        "gana un lance cuando tú o tu compañero tenéis la mejor jugada para él; los empates "
        "exactos son para el jugador más cercano a la mano.",
}
