"""The catalogue in Spanish (Spain): every game's summary and tags as the catalogue page reads
them. Game names have no entry: they stay as they are in every language."""

TAGS = {
    "banked": "contra la banca",
    "blind": "a ciegas",
    "board": "cartas comunes",
    "casino": "casino",
    "draw": "con robo",
    "flip": "se destapan",
    "guts": "guts",
    "high-low": "alta-baja",
    "match": "emparejar",
    "no betting": "sin apuestas",
    "no draw": "sin robo",
    "odd-deal": "reparto raro",
    "odd-ranks": "rangos raros",
    "partnership": "por parejas",
    "pass": "pasar cartas",
    "rummy": "rummy",
    "split-card": "carta partida",
    "split-pot": "bote partido",
    "stud": "stud",
    "three cards": "tres cartas",
    "tricks": "bazas",
    "two decks": "dos barajas",
    "wild": "comodines",
}

SUMMARIES = {
    "Beat the dealer's three cards; Pair Plus and the ante bonus pay on your own hand.":
        "Gana a las tres cartas de la banca; Pair Plus y el bono del ante pagan por tu propia mano.",
    "Take cards one at a time, aiming at 7 for low or 27 for high; the two split the pot.":
        "Pide cartas de una en una, buscando 7 para la baja o 27 para la alta; las dos se reparten "
        "el bote.",
    "Faces count 10: low is 3 or just above, high is 33 or just below.":
        "Las figuras valen 10: la baja es 3 o justo por encima, la alta 33 o justo por debajo.",
    "Faces count ½ or 10 as you like; low aims at 5½, high at 21.":
        "Las figuras valen ½ o 10, como quieras; la baja busca 5½ y la alta 21.",
    "7/27 where every club counts double.": "7/27 en el que cada trébol cuenta doble.",
    "7/27 where once you turn down a card you get no more.":
        "7/27 en el que, si rechazas una carta, ya no recibes más.",
    "7/27 where three refusals in a row lock you out of cards.":
        "7/27 en el que tres rechazos seguidos te dejan sin más cartas.",
    "7/27 with one chance, before the betting, to swap a card.":
        "7/27 con una ocasión, antes de apostar, de cambiar una carta.",
    "The targets move to 8 and 28, and (as the source lists it) clubs count double.":
        "Los objetivos pasan a 8 y 28, y (como dice la fuente) los tréboles cuentan doble.",
    "7/27 where red cards count nothing.": "7/27 en el que las cartas rojas no cuentan nada.",
    "7/27 starting with two cards down instead of one.":
        "7/27 empezando con dos cartas boca abajo en vez de una.",
    "7/27 where you fish for other players' hole cards by rank.":
        "7/27 en el que pescas por rango las cartas tapadas de los demás.",
    "7/27 where going over a target loses to anything under it.":
        "7/27 en el que pasarse de un objetivo pierde contra cualquier mano por debajo.",
    "7/27 where black cards count nothing.": "7/27 en el que las cartas negras no cuentan nada.",
    "One winner: closest to 31, and a hand over 31 never beats one under.":
        "Un solo ganador: el más cercano a 31, y una mano de más de 31 nunca gana a una por debajo.",
    "3/33 with tens and faces worth ½: low 2 or just above, high 22 or just below.":
        "3/33 con dieces y figuras que valen ½: baja 2 o justo por encima, alta 22 o justo por "
        "debajo.",
    "Three cards down, you choose one to show; a 27 in ten cards or fewer scoops.":
        "Tres cartas boca abajo y eliges una para enseñar; un 27 con diez cartas o menos se lleva "
        "todo.",
    "Ten cards each, four face up and six face down, with eight betting rounds; the best five "
    "cards win.":
        "Diez cartas a cada uno, cuatro boca arriba y seis boca abajo, con ocho rondas de "
        "apuestas; ganan las cinco mejores cartas.",
    "Ten Card Stud where, before each betting round, the best hand showing must throw a card away.":
        "Ten Card Stud en el que, antes de cada ronda de apuestas, la mejor mano a la vista debe "
        "descartar una carta.",
    "Up cards and betting rounds alternate until a player calls it; then one last round of betting "
    "and the best five cards win.":
        "Se alternan cartas boca arriba y rondas de apuestas hasta que un jugador dice basta; luego "
        "una última ronda de apuestas y ganan las cinco mejores cartas.",
    "Three-card stud where a player who folds passes their cards to the left, to be played as part "
    "of that player's hand.":
        "Stud de tres cartas en el que quien se retira pasa sus cartas a la izquierda, para que "
        "formen parte de la mano de ese jugador.",
    "Suck with folded cards passing to the right instead of the left.":
        "Suck en el que las cartas de quien se retira pasan a la derecha en vez de a la izquierda.",
    "Face-up cards go round until one matches a rank someone holds; it goes to them, a betting "
    "round follows, and the first four of a kind takes the pot.":
        "Las cartas boca arriba dan la vuelta hasta que una coincide con un rango que alguien "
        "tiene; se la lleva, sigue una ronda de apuestas, y el primer póker se lleva el bote.",
    "Three cards each, and three chances to buy new ones (two, two, then one) between four betting "
    "rounds; three aces are the best hand.":
        "Tres cartas a cada uno y tres ocasiones de comprar otras (dos, dos y luego una) entre "
        "cuatro rondas de apuestas; tres ases son la mejor mano.",
    "Ten cards face down; five times everyone turns one up and secretly passes one to the right. "
    "The best hand splits the pot with the player on its left.":
        "Diez cartas boca abajo; cinco veces cada uno destapa una y pasa otra en secreto a la "
        "derecha. La mejor mano se reparte el bote con el jugador a su izquierda.",
    "Seven-card stud where a face-up queen makes the 2 to 10 of her suit wild, until the next "
    "face-up queen moves the wild cards to her own suit.":
        "Stud de siete cartas en el que una reina boca arriba hace comodines del 2 al 10 de su "
        "palo, hasta que la siguiente reina boca arriba lleva los comodines a su propio palo.",
    "Chaos played blind: nobody may look at their own cards, which they turn up one at a time "
    "until they beat the best hand showing; every queen turned up moves the wild suit.":
        "Chaos a ciegas: nadie puede mirar sus propias cartas, que destapa de una en una hasta "
        "ganar a la mejor mano a la vista; cada reina destapada cambia el palo de los comodines.",
    "Three, five, then seven cards, the number of cards wild: declare in or out; alone in scores a "
    "point, and the lowest hand among several pays.":
        "Tres, cinco y luego siete cartas, y el número de cartas es comodín: di si vas o no; quien "
        "va solo se apunta un punto, y si van varios paga la mano más baja.",
    "Three, five, then seven cards, the number of cards wild: everyone declares in or out at once; "
    "the best hand in scores a point and is paid the pot by the others in.":
        "Tres, cinco y luego siete cartas, y el número de cartas es comodín: todos dicen a la vez "
        "si van o no; la mejor mano de las que van se apunta un punto y las demás que van le pagan "
        "el bote.",
    "A Czech counting game: play cards onto a running total, score for landing on a multiple of 25 "
    "and lose points for going past one.":
        "Una partida checa de sumar: juega cartas sobre un total acumulado, puntúa al caer en un "
        "múltiplo de 25 y pierde puntos al pasarte de uno.",
    "Ireland's trick game: five cards, the 5 of trumps highest, the ace of trumps robs the "
    "turned-up card, five points a trick and first to 25 wins.":
        "El juego de bazas de Irlanda: cinco cartas, el 5 de triunfo es la más alta, el as de "
        "triunfo roba la carta vuelta, cinco puntos por baza y gana el primero en llegar a 25.",
    "Four players in partnerships with the Spanish 40-card deck: change cards with mus, then bid "
    "four contests (Grande, Chica, Pares, Juego) to 40 points.":
        "Cuatro jugadores por parejas con la baraja española de 40 cartas: se cambian cartas con el "
        "mus y luego se envidan cuatro lances (Grande, Chica, Pares, Juego) hasta 40 puntos.",
    "An Italian rummy game with two decks and jokers: knock with little deadwood, keep under 100 "
    "points, and a rumino of seven wins at once.":
        "Un juego de rummy italiano con dos barajas y comodines: cierra con pocas cartas sueltas, no pases "
        "de 100 puntos, y un rumino de siete gana en el acto.",
    "Brazilian rummy with stakes (also called Cacheta): nine cards from two decks, one round of "
    "betting, then draw and discard until one player's nine cards all form melds and take the pot.":
        "Rummy brasileño con apuestas (también llamado Cacheta): nueve cartas de dos barajas, una "
        "ronda de apuestas, y luego robar y descartar hasta que las nueve cartas de un jugador "
        "formen combinaciones y se lleven el bote.",
    "One card down and four up, with a round of betting after each up card; the best five-card "
    "hand wins.":
        "Una carta boca abajo y cuatro boca arriba, con una ronda de apuestas tras cada carta boca "
        "arriba; gana la mejor mano de cinco cartas.",
    "Two cards down, four up and a last one down, with five rounds of betting; the best five of "
    "your seven cards win.":
        "Dos cartas boca abajo, cuatro boca arriba y una última boca abajo, con cinco rondas de "
        "apuestas; ganan las cinco mejores de tus siete cartas.",
    "Seven Card Stud with one more card face down at the end and a sixth round of betting; the "
    "best five of eight win.":
        "Seven Card Stud con una carta más boca abajo al final y una sexta ronda de apuestas; ganan "
        "las cinco mejores de ocho.",
    "Eight Card Stud with a ninth card face down and a seventh round of betting; the best five of "
    "nine win.":
        "Eight Card Stud con una novena carta boca abajo y una séptima ronda de apuestas; ganan las "
        "cinco mejores de nueve.",
    "Seven Card Stud for the lowest hand: aces are low, straights and flushes don't count, and "
    "5-4-3-2-A is the best.":
        "Seven Card Stud para la mano más baja: los ases son bajos, las escaleras y los colores no "
        "cuentan, y 5-4-3-2-A es la mejor.",
    "Seven Card Stud with the pot split between the best high hand and the best low of eight or "
    "under; with no such low, the high hand takes it all.":
        "Seven Card Stud con el bote repartido entre la mejor mano alta y la mejor baja de ocho o "
        "menos; si no hay baja así, la alta se lo lleva todo.",
    "One face-up card each, all of different ranks; cards are turned until one matches a player's "
    "rank, a betting round follows each match, and the first four of a kind ends it: high and low "
    "split the pot.":
        "Una carta boca arriba a cada uno, todas de rangos distintos; se destapan cartas hasta que "
        "una coincide con el rango de un jugador, tras cada coincidencia hay una ronda de apuestas, "
        "y el primer póker termina la mano: la alta y la baja se reparten el bote.",
    "Five cards face down, a betting round, one draw of up to three cards (four if you show an "
    "ace), a second betting round, and the best high hand wins.":
        "Cinco cartas boca abajo, una ronda de apuestas, un descarte de hasta tres cartas (cuatro si "
        "enseñas un as), una segunda ronda de apuestas, y gana la mejor mano alta.",
    "Five Card Draw played for low: one draw, and the lowest hand (ace-to-five, so 5-4-3-2-A is the "
    "best) takes the pot.":
        "Five Card Draw a la baja: un descarte, y la mano más baja (del as al cinco, así que "
        "5-4-3-2-A es la mejor) se lleva el bote.",
    "Five cards, three draws and four betting rounds; the lowest hand wins, deuce-to-seven "
    "(7-5-4-3-2 is the best; aces, straights and flushes hurt).":
        "Cinco cartas, tres descartes y cuatro rondas de apuestas; gana la mano más baja, del dos "
        "al siete (7-5-4-3-2 es la mejor; los ases, las escaleras y los colores perjudican).",
    "Four cards, three draws of up to three cards: the lowest hand of four different suits and "
    "ranks wins (A-2-3-4 of four suits is the best).":
        "Cuatro cartas, tres descartes de hasta tres cartas: gana la mano más baja de cuatro palos "
        "y rangos distintos (A-2-3-4 de cuatro palos es la mejor).",
    "Two cards down to each player and five face up in the middle for everyone (three, then one, "
    "then one), with a betting round after each; the best five of your seven win.":
        "Dos cartas boca abajo a cada jugador y cinco boca arriba en el centro para todos (tres, "
        "luego una y luego otra), con una ronda de apuestas tras cada vez; ganan las cinco mejores "
        "de tus siete.",
    "Hold'em with four cards down to each player: a hand is exactly two of them and exactly three "
    "of the five board cards.":
        "Hold'em con cuatro cartas boca abajo a cada jugador: una mano son exactamente dos de ellas "
        "y exactamente tres de las cinco cartas comunes.",
    "Omaha with the pot split between the best high hand and the best low of eight or better; each "
    "half uses exactly two of your own cards, not always the same two.":
        "Omaha con el bote repartido entre la mejor mano alta y la mejor baja de ocho o mejor; cada "
        "mitad usa exactamente dos de tus propias cartas, no siempre las mismas.",
    "Hold'em with three cards down: everyone throws one away, unseen, before the first betting "
    "round, and plays on with two.":
        "Hold'em con tres cartas boca abajo: todos descartan una, sin enseñarla, antes de la "
        "primera ronda de apuestas, y siguen con dos.",
    "Five-card poker with every card face down: two cards, then three more one at a time, with a "
    "betting round after each.":
        "Póker de cinco cartas con todas boca abajo: dos cartas y luego tres más de una en una, con "
        "una ronda de apuestas tras cada una.",
    "Face-down cards and betting rounds alternate until a player calls it; then one last round of "
    "betting, and the best five cards win.":
        "Se alternan cartas boca abajo y rondas de apuestas hasta que un jugador dice basta; luego "
        "una última ronda de apuestas, y ganan las cinco mejores cartas.",
    "Four cards down to each player and one face up in the middle for everyone: that card's rank "
    "is wild. Bet, replace up to three cards, bet, show down.":
        "Cuatro cartas boca abajo a cada jugador y una boca arriba en el centro para todos: el "
        "rango de esa carta es comodín. Apuesta, cambia hasta tres cartas, apuesta y enseña.",
    "Three-card stud: one card down, two up, a betting round after each, and the best three-card "
    "poker hand wins.":
        "Stud de tres cartas: una boca abajo, dos boca arriba, una ronda de apuestas tras cada una, "
        "y gana la mejor mano de póker de tres cartas.",
    "Five-card stud where every card comes face down and you choose which one to turn up: four up "
    "and one down at the end, with a betting round after each turn.":
        "Stud de cinco cartas en el que todas llegan boca abajo y eliges cuál destapar: cuatro boca "
        "arriba y una boca abajo al final, con una ronda de apuestas tras cada vez.",
    "Seven cards down; pass three, two and one to the left, stack your best five face down and "
    "roll them up one at a time with a bet after each; declare high, low or both and split the pot.":
        "Siete cartas boca abajo; pasa tres, dos y una a la izquierda, apila tus cinco mejores boca "
        "abajo y destápalas de una en una con una apuesta tras cada una; declara alta, baja o las "
        "dos y repartid el bote.",
    "Seven Card Stud with threes and nines wild; a player dealt a four face up may buy another "
    "face-up card for one bet.":
        "Seven Card Stud con treses y nueves como comodines; a quien le sale un cuatro boca arriba "
        "puede comprar otra carta boca arriba por una apuesta.",
    "Baseball played blind: nobody may look at their cards, which they turn up one at a time until "
    "they beat the best hand showing; a four turned up is swapped for the top card of the deck, "
    "and a first card turned up that is wild folds its player.":
        "Baseball a ciegas: nadie puede mirar sus cartas, que destapa de una en una hasta ganar a "
        "la mejor mano a la vista; un cuatro destapado se cambia por la carta de arriba de la "
        "baraja, y si la primera carta destapada es comodín, su jugador se retira.",
    "Seven Card Stud where the best hand splits the pot with the player holding the highest spade "
    "face down.":
        "Seven Card Stud en el que la mejor mano se reparte el bote con el jugador que tiene la "
        "pica más alta boca abajo.",
    "Chicago where the lowest spade face down, not the highest, takes half the pot.":
        "Chicago en el que la pica más baja boca abajo, no la más alta, se lleva la mitad del bote.",
    "Seven Card Stud with queens wild, and the rank of the card dealt face up right after the last "
    "face-up queen wild too.":
        "Seven Card Stud con las reinas como comodines, y también el rango de la carta que sale "
        "boca arriba justo después de la última reina boca arriba.",
    "Three cards each; say in or out, draw one, and the best hand in takes the pot while every "
    "other hand in matches it. Deal again until someone wins alone.":
        "Tres cartas a cada uno; di si vas o no, roba una, y la mejor mano de las que van se lleva "
        "el bote mientras cada una de las demás que van lo iguala. Se vuelve a repartir hasta que "
        "alguien gane solo.",
    "Five cards each; say in or out, draw up to three (four with an ace), and the best hand in takes "
    "the pot while every other hand in matches it. Deal again until someone wins alone.":
        "Cinco cartas a cada uno; di si vas o no, roba hasta tres (cuatro con un as), y la mejor "
        "mano de las que van se lleva el bote mientras cada una de las demás que van lo iguala. Se "
        "vuelve a repartir hasta que alguien gane solo.",
    "Seven Card Stud where everyone declares high, low or both in secret before the showdown; the "
    "best high and the best low hand split the pot.":
        "Seven Card Stud en el que todos declaran alta, baja o las dos en secreto antes de enseñar "
        "las cartas; la mejor mano alta y la mejor baja se reparten el bote.",
}

#: The families' names that are not a game's name (the catalogue's Family column).
FAMILIES = {
    "Classic Stud": "Stud clásico",
    "Hold'em": "Hold'em",
    "Replace": "Cambio de carta",
}

WORDS: dict[str, str] = {**TAGS, **SUMMARIES, **FAMILIES}
