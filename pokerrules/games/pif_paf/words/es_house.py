"""Pif Paf's (Cacheta's) house rules in Spanish: the curinga (comodín), the lives and going out
with ten cards (templates of :mod:`.en_house`)."""

WORDS: dict[str, str] = {
    # the house rules' options and choices
    "Wild card (curinga)": "Comodín (curinga)",
    "None: no card is wild": "Ninguno: ninguna carta es comodín",
    "The card above the one turned up after the deal, in its suit: wild in sequences only":
        "La carta por encima de la que se vuelve tras el reparto, del mismo palo: comodín solo "
        "en escaleras",
    "The curinga": "El curinga",
    "For judging a showdown: the wild card, such as 6h, or none. In play, the card turned up "
    "after the deal decides.":
        "Para juzgar al enseñar las cartas: el comodín, como 6h, o none. En el juego lo decide "
        "la carta que se "
        "vuelve tras el reparto.",
    "Playing for lives": "Partida a vidas",
    "No: each deal is played for its pot": "No: cada reparto se juega por su bote",
    "Seven lives each, with no betting": "Siete vidas cada uno, sin apuestas",
    "Ten lives each, with no betting": "Diez vidas cada uno, sin apuestas",
    "Going out with all ten cards": "Cerrar con las diez cartas",
    "Not allowed: going out always takes a discard":
        "No vale: para cerrar siempre hay que descartar",
    "Allowed, and it costs every other player two lives":
        "Vale, y cada uno de los demás jugadores pierde dos vidas",
    "The curinga must be one card, such as 6h, or none, not {text}.":
        "El curinga debe ser una carta, como 6h, o none, no {text}.",
    # the table: moves, prompt, piles, notes, info
    "Go out with all ten cards": "Cerrar con las diez cartas",
    "Discard a card (or go out, if your other nine cards all form melds, or all ten of them do).":
        "Descarta una carta (o cierra, si tus otras nueve cartas forman combinaciones, o si lo "
        "hacen las diez).",
    "Turned up": "Carta vuelta",
    "Lives {n}": "Vidas {n}",
    "Deal {n}": "Reparto {n}",
    "Stakes {n}, to the last player left": "Fondo {n}, para el último jugador que quede",
    "Lives: {lives}": "Vidas: {lives}",
    "you {n}": "tú {n}",
    "seat {n1} {n2}": "asiento {n1} {n2}",
    "Curinga: the {card}, one above the card turned up; wild in sequences only":
        "Curinga: {card}, una por encima de la carta vuelta; comodín solo en escaleras",
    # the log
    "Deal {n}, dealt by {who}: nine cards each. A match by lives has no betting.":
        "Reparto {n}, reparte {who}: nueve cartas cada uno. Una partida a vidas no tiene "
        "apuestas.",
    "{card} is turned up: the curinga is the card above it in its suit, wild in sequences only.":
        "Se vuelve {card}: el curinga es la carta por encima, del mismo palo, comodín solo en "
        "escaleras.",
    "You lose a life and have {n} lives left.": "Pierdes una vida y te quedan {n} vidas.",
    "You lose a life and have 1 life left.": "Pierdes una vida y te queda 1 vida.",
    "Seat {n1} loses a life and has {n2} lives left.":
        "El asiento {n1} pierde una vida y le quedan {n2} vidas.",
    "Seat {n} loses a life and has 1 life left.": "El asiento {n} pierde una vida y le queda 1 vida.",
    "You lose {n1} lives and have {n2} lives left.": "Pierdes {n1} vidas y te quedan {n2} vidas.",
    "You lose {n} lives and have 1 life left.": "Pierdes {n} vidas y te queda 1 vida.",
    "Seat {n1} loses {n2} lives and has {n3} lives left.":
        "El asiento {n1} pierde {n2} vidas y le quedan {n3} vidas.",
    "Seat {n1} loses {n2} lives and has 1 life left.":
        "El asiento {n1} pierde {n2} vidas y le queda 1 vida.",
    "You lose a life and leave the match with no lives left.":
        "Pierdes una vida y dejas la partida, sin vidas.",
    "Seat {n} loses a life and leaves the match with no lives left.":
        "El asiento {n} pierde una vida y deja la partida, sin vidas.",
    "You lose {n} lives and leave the match with no lives left.":
        "Pierdes {n} vidas y dejas la partida, sin vidas.",
    "Seat {n1} loses {n2} lives and leaves the match with no lives left.":
        "El asiento {n1} pierde {n2} vidas y deja la partida, sin vidas.",
    "You go out with all ten cards: {melds}.": "Cierras con las diez cartas: {melds}.",
    "Seat {n} goes out with all ten cards: {melds}.":
        "El asiento {n} cierra con las diez cartas: {melds}.",
    "{why}: the deal ends with no winner, and nobody loses a life.":
        "{why}: el reparto acaba sin ganador, y nadie pierde una vida.",
    # the end of a match by lives
    "The stakes of {n} go to the last player left: {who}.":
        "El fondo de {n} es para el último jugador que queda: {who}.",
    "The match has reached the 1,000 moves a saved game can hold, so it ends here: the stakes "
    "of {n} go to the most lives left: {who}.":
        "La partida ha llegado a las 1.000 jugadas que caben en una partida guardada y acaba "
        "aquí: el fondo de {n} es para quien tiene más vidas: {who}.",
    # the judge
    "all ten cards: {melds}": "las diez cartas: {melds}",
    # the printed card
    "Everyone stakes {n} once, for the whole match. A match by lives has no betting.":
        "Cada uno pone {n} una sola vez, para toda la partida. Una partida a vidas no tiene "
        "apuestas.",
    "Everyone starts with {n} lives. The first player whose nine cards all form melds goes out "
    "with the discard, and every other player loses a life. A player with no lives left leaves "
    "the match; the last player left takes the stakes. {melds}":
        "Cada uno empieza con {n} vidas. El primer jugador cuyas nueve cartas forman "
        "combinaciones cierra con el descarte, y cada uno de los demás pierde una vida. Quien se "
        "queda sin vidas deja la partida; el último que queda se lleva el fondo. {melds}",
    "Everyone starts with {n} lives. The first player whose nine cards all form melds goes out "
    "with the discard, and every other player loses a life (two lives when a player goes out "
    "with all ten cards, without a discard). A player with no lives left leaves the match; the "
    "last player left takes the stakes. {melds}":
        "Cada uno empieza con {n} vidas. El primer jugador cuyas nueve cartas forman "
        "combinaciones cierra con el descarte, y cada uno de los demás pierde una vida (dos "
        "vidas cuando alguien cierra con las diez cartas, sin descartar). Quien se queda sin "
        "vidas deja la partida; el último que queda se lleva el fondo. {melds}",
    "{ties} A deal with no winner costs nobody a life.":
        "{ties} Un reparto sin ganador no le cuesta una vida a nadie.",
    "{dealt} Then one card is turned up, which sets the curinga (see the wild cards).":
        "{dealt} Luego se vuelve una carta, que fija el curinga (véanse los comodines).",
    # the lesson
    "Cacheta's house rules: the curinga and lives": "Reglas de la casa de la Cacheta: el curinga y las vidas",
    "After the deal, a card is turned up: here the 5♥. It sets the wild card, the curinga.":
        "Tras el reparto se vuelve una carta: aquí, el 5♥. Esa carta fija el comodín, el curinga.",
    "The curinga is the 6♥: both copies of it in the two decks. It can stand for any card in a "
    "sequence, but never in a group of a kind.":
        "El curinga es el 6♥: sus dos copias en las dos barajas. Vale por cualquier carta en una "
        "escalera, pero nunca en un grupo.",
    "Count one rank up from the card turned up, in the same suit.":
        "Cuenta un valor por encima de la carta vuelta, en el mismo palo.",
    "Which card is the curinga?": "¿Qué carta es el curinga?",
    "The card turned up is not wild itself: the curinga is the card above it.":
        "La carta vuelta no es comodín: el curinga es la carta por encima.",
    "The curinga is one rank above the card turned up, not below.":
        "El curinga está un valor por encima de la carta vuelta, no por debajo.",
    "The curinga keeps the suit of the card turned up: hearts.":
        "El curinga tiene el palo de la carta vuelta: corazones.",
    "You drew the 6♥, the curinga. With J♦ Q♦ it makes a sequence: go out.":
        "Has robado el 6♥, el curinga. Con J♦ Q♦ forma una escalera: cierra.",
    "You go out, and in a match by lives each other player loses a life. The curinga helps "
    "only in sequences: with 9♣ 9♦ it would be no group.":
        "Cierras, y en una partida a vidas cada uno de los demás pierde una vida. El curinga "
        "solo ayuda en escaleras: con 9♣ 9♦ no formaría grupo.",
    "J♦ Q♦ and the curinga are a sequence; the 5♣ is the card left over.":
        "J♦ Q♦ y el curinga forman una escalera; el 5♣ es la carta que sobra.",
    "The curinga can stand for the 10♦ or the K♦ next to your J♦ Q♦: throwing it away gives up "
    "going out.":
        "El curinga puede valer por el 10♦ o el K♦ junto a tu J♦ Q♦: descartarlo es renunciar a "
        "cerrar.",
    "Your other nine cards are all in melds with the curinga: go out instead of only "
    "discarding.":
        "Con el curinga, tus otras nueve cartas ya forman combinaciones: cierra en vez de solo "
        "descartar.",
    "A new hand: everyone has 7 lives. You drew the 10♦, and all ten of your cards are in "
    "melds.":
        "Una mano nueva: todos tienen 7 vidas. Has robado el 10♦, y tus diez cartas forman "
        "combinaciones.",
    "Seat 2 would have 5 lives left. A player with no lives left leaves the match, and the last "
    "player left takes the stakes.":
        "Al asiento 2 le quedarían 5 vidas. Quien se queda sin vidas deja la partida, y el "
        "último que queda se lleva el fondo.",
    "Seven lives, less two for a ten-card batida.": "Siete vidas, menos dos por cerrar con diez cartas.",
    "If you go out with all ten cards, how many lives will seat 2 have left?":
        "Si cierras con las diez cartas, ¿cuántas vidas le quedarán al asiento 2?",
    "Going out with all ten cards costs two lives, not one.":
        "Cerrar con las diez cartas cuesta dos vidas, no una.",
    "Every other player loses lives when you go out.":
        "Cuando cierras, cada uno de los demás jugadores pierde vidas.",
    "Each other player loses two lives, not four.": "Cada uno de los demás pierde dos vidas, no cuatro.",
    "Go out with all ten cards, without a discard.": "Cierra con las diez cartas, sin descartar.",
    "A batida with all ten cards, without a discard, costs every other player two lives under "
    "this house rule.":
        "Con esta regla de la casa, cerrar con las diez cartas, sin descarte, le cuesta dos "
        "vidas a cada uno de los demás jugadores.",
    "10♦ J♦ Q♦ K♦ is a sequence of four: no card is left over.":
        "10♦ J♦ Q♦ K♦ es una escalera de cuatro: no sobra ninguna carta.",
    "Going out with a discard costs the others one life each; showing all ten cards costs them "
    "two.":
        "Cerrar con descarte cuesta una vida a cada uno de los demás; enseñar las diez cartas "
        "cuesta dos.",
    'The curinga: the card one above the card turned up after the deal, in its suit (both copies). It is wild in sequences only, never in a group of a kind.': 'El comodín (curinga): la carta inmediatamente superior a la que se vuelve boca arriba tras el reparto, del mismo palo (las dos copias). Es comodín solo en escaleras, nunca en un grupo de cartas iguales.',
}
