"""Mus's lessons, drill, description and card in Spanish (Spain, tú form): what a teacher at a
Spanish Mus table would say, with the table's own words (envido, quiero, órdago, lance)."""

WORDS: dict[str, str] = {
    # Lesson: mus or no mus
    "Mus or no mus": "Mus o no hay mus",
    "changing cards": "cambiar cartas",
    "Mus asks to change cards": "Mus pide cambiar cartas",
    "One no mus ends the changing": "Un «no hay mus» acaba con los cambios",
    "Everyone has to agree": "Todos tienen que estar de acuerdo",
    "only when all four say mus does anyone change cards.":
        "solo se cambian cartas cuando los cuatro dicen mus.",
    "Which word keeps the cards and starts the bidding?":
        "¿Qué palabra se queda con las cartas y empieza el envite?",
    "one player saying no mus keeps every hand as it is.":
        "basta con que un jugador diga «no hay mus» para que todas las jugadas se queden como están.",
    "Say mus, to ask for a change of cards.": "Di mus, para pedir cambiar cartas.",
    "Here the other three say mus too.": "Aquí los otros tres también dicen mus.",
    "Each player throws away one to four cards, then draws as many from the stock, in turn from mano.":
        "Cada jugador descarta de una a cuatro cartas y roba otras tantas del mazo, por turno "
        "desde la mano.",
    "Keep your king and discard the other three cards.":
        "Quédate el rey y descarta las otras tres cartas.",
    "The king is your best card for Grande, and kings count {n} towards juego":
        "El rey es tu mejor carta para la Grande, y los reyes cuentan {n} para el juego",
    "keep it.": "guárdalo.",
    "Pick the three low cards": "Elige las tres cartas bajas",
    "Pick the three low cards: {c}, {c1} and {c2}.": "Elige las tres cartas bajas: {c}, {c1} y {c2}.",
    "Keeping {c} and {c1} leaves you little for any contest":
        "Si te quedas {c} y {c1} te queda poco para cualquier lance",
    "throw away all three low cards.": "descarta las tres cartas bajas.",
    "No mus starts the bidding at once with these cards":
        "Con «no hay mus» empieza el envite en el acto con estas cartas",
    "With a pair of kings and {n}, keep these cards":
        "Con una pareja de reyes y {n}, quédate estas cartas",
    "say no mus.": "di «no hay mus».",
    "{c} {c1} are a pair (par simple), and {n} + {n1} + {n2} + {n3} make {n4}, the best juego of all.":
        "{c} {c1} son par, y {n} + {n1} + {n2} + {n3} suman {n4}, el mejor juego de todos.",
    "Another mus, if all agree, would make you throw away cards of a hand that holds the best juego.":
        "Otro mus, si todos están de acuerdo, te haría tirar cartas de una jugada que tiene el "
        "mejor juego.",
    "Read your new hand.": "Mira tu nueva jugada.",
    "Par simple, kings; No juego ({n})": "Par de reyes; Sin juego ({n})",
    "The queen counts {n} as well: {n1} + {n2} + {n3} + {n4} is {n5}, the best juego.":
        "El caballo también vale {n}: {n1} + {n2} + {n3} + {n4} son {n5}, el mejor juego.",
    "Duples needs two pairs, and you hold only one queen.":
        "Para duples hacen falta dos parejas, y solo tienes un caballo.",
    "Your two kings are a pair: par simple.": "Tus dos reyes son una pareja: par.",
    "Read the log: your partner's signal says what they hold.":
        "Lee el registro: la seña de tu compañero dice lo que tiene.",
    "Three cards of one rank are medias": "Tres cartas del mismo rango son medias",
    "{n} + {n1} + {n2} + {n3} is {n4}.": "{n} + {n1} + {n2} + {n3} son {n4}.",
    "no mus keeps them.": "«no hay mus» se las queda.",
    "there is no Pares contest.": "no hay lance de Pares.",
    "Three cards of one rank.": "Tres cartas del mismo rango.",
    # Lesson: the contests
    "Grande, the highest cards, is bid first.": "La Grande, las cartas más altas, se envida primero.",
    "Chica, the lowest cards, comes next.": "Luego viene la Chica, las cartas más bajas.",
    "the four contests are now bid in order, Grande, Chica, Pares and Juego, starting with you as mano.":
        "ahora se envidan los cuatro lances por orden, Grande, Chica, Pares y Juego, empezando "
        "por ti, que eres mano.",
    "Bidding the contests, and órdago": "Envidar los lances, y el órdago",
    "Seat {n} opens Grande with {n1} and your partner folds.":
        "El asiento {n} envida {n1} a la Grande y tu compañero no quiere.",
    "Fold too.": "Tú también: no quiero.",
    "Both of you folding ends Grande now.": "Si los dos decís no quiero, la Grande acaba aquí.",
    "your side gives up only if both of you fold.":
        "tu pareja solo se rinde si los dos decís no quiero.",
    "When both opponents fold, the bidder's side scores at once what was last accepted":
        "Cuando los dos rivales no quieren, la pareja que envidó se apunta en el acto lo último "
        "que se aceptó",
    "if both fold, your side scores {n}.": "si los dos no quieren, tu pareja se apunta {n}.",
    "Passing lets the others decide what Chica is worth, with the best Chica there is in your hand.":
        "Si pasas, dejas que los demás decidan cuánto vale la Chica, y tienes en tu jugada la "
        "mejor Chica que hay.",
    "Passing lets the others set what Chica is worth, though your partner's two aces are strong there.":
        "Si pasas, dejas que los demás fijen cuánto vale la Chica, aunque los dos ases de tu "
        "compañero son fuertes ahí.",
    "As mano you cannot lose it with four aces": "Siendo mano no la puedes perder con cuatro ases",
    "Exact ties go to mano, and nothing is lower than four aces.":
        "Los empates exactos son para la mano, y no hay nada más bajo que cuatro ases.",
    "Órdago stakes the whole game on this contest.": "El órdago se juega el juego entero a este lance.",
    "call órdago.": "echa un órdago.",
    "If the other side sees it, the hands are shown at once and your aces win Chica and the game":
        "Si la otra pareja lo quiere, se enseñan las cartas en el acto y tus ases ganan la Chica "
        "y el juego",
    "Suppose seat {n} had seen your órdago": "Imagina que el asiento {n} hubiera querido tu órdago",
    "Look back at Grande.": "Vuelve a mirar la Grande.",
    "Who holds the best hand for Grande?": "¿Quién tiene la mejor jugada a la Grande?",
    "Compare the highest cards first, then the next ones.":
        "Compara primero las cartas más altas, luego las siguientes.",
    "Kings are highest.": "Los reyes son lo más alto.",
    "Seat {n}'s K K {n1} {n2} beats seat {n3}'s K Q J {n4}":
        "R R {n1} {n2} del asiento {n} gana a R C S {n4} del asiento {n3}",
    "both start with a king, and the second card decides.":
        "las dos empiezan por un rey, y decide la segunda carta.",
    "Now judge Pares": "Ahora juzga los Pares",
    "duples beat medias, which beat a single pair.":
        "los duples ganan a las medias, que ganan a un par.",
    "Who holds the best pares?": "¿Quién tiene los mejores pares?",
    "Your four aces count as duples.": "Tus cuatro ases cuentan como duples.",
    "aces are the lowest rank, so four aces make the lowest duples.":
        "los ases son el rango más bajo, así que cuatro ases hacen los duples más bajos.",
    "you and your partner say yes, seat {n} and seat {n1} say no.":
        "tú y tu compañero decís que sí, el asiento {n} y el asiento {n1} dicen que no.",
    "Between two duples, the higher pair wins.": "Entre dos duples, gana la pareja más alta.",
    "Your partner's queens and jacks beat your aces":
        "Los caballos y sotas de tu compañero ganan a tus ases",
    "No hand qualifies.": "Ninguna jugada llega.",
    "no hand qualifies.": "ninguna jugada llega.",
    "Your hand is weak in every contest.": "Tu jugada es floja en todos los lances.",
    "no pares, no juego and only one high card.": "sin pares, sin juego y solo una carta alta.",
    # Lesson: envites
    "Envites": "Envites",
    "open, see and raise": "envidar, querer y reenvidar",
    "Three kings are strong in Grande": "Tres reyes son fuertes a la Grande",
    "open it with an envite of {n}.": "ábrela con un envite de {n}.",
    "An envite opens a contest for {n} points or more":
        "Un envite abre un lance por {n} tantos o más",
    "A pass costs nothing.": "Pasar no cuesta nada.",
    "If all four pass, Grande is still worth one point to the best hand at the end.":
        "Si pasan los cuatro, la Grande sigue valiendo un tanto para la mejor jugada al final.",
    "If all four pass, Grande is worth only {n} point, and your three kings can win more.":
        "Si pasan los cuatro, la Grande vale solo {n} tanto, y tus tres reyes pueden ganar más.",
    "Seat {n} raises Grande to {n1}": "El asiento {n} reenvida la Grande a {n1}",
    "Seat {n} raises Chica to {n1}": "El asiento {n} reenvida la Chica a {n1}",
    "see it.": "quiérelo.",
    "Seeing accepts the amount bid": "Querer acepta lo envidado",
    "it is scored at the end of the deal.": "se cuenta al final del reparto.",
    "Folding now gives seat {n}'s side the {n1} you opened with, and gives up Grande with three "
    "kings in your hand.":
        "Si no quieres ahora, das a la pareja del asiento {n} los {n1} que envidaste, y renuncias "
        "a la Grande con tres reyes en tu jugada.",
    "Folding gives seat {n}'s side the {n1} you opened with, and gives up Chica though your "
    "partner holds two aces.":
        "Si no quieres, das a la pareja del asiento {n} los {n1} que envidaste, y renuncias a la "
        "Chica aunque tu compañero tiene dos ases.",
    "raise to {n}.": "reenvida a {n}.",
    "A raise names a new amount, higher than the one bid":
        "Un reenvido pone una cantidad nueva, más alta que la envidada",
    "set it to {n}.": "ponlo en {n}.",
    "set the amount to {n}.": "pon la cantidad en {n}.",
    "A raise asks for more on a contest you cannot win.":
        "Un reenvido pide más en un lance que no puedes ganar.",
    "Seeing puts {n} points on Grande at the end, and any king beats your aces.":
        "Si quieres, la Grande se cuenta por {n} tantos al final, y cualquier rey gana a tus ases.",
    "any king beats you, and the other side would score {n}.":
        "cualquier rey te gana, y la otra pareja se apuntaría {n}.",
    "Your aces are the lowest cards of all": "Tus ases son las cartas más bajas de todas",
    "Your partner signals to you": "Tu compañero te hace señas",
    "Your partner signalled two aces, the best cards for Chica":
        "Tu compañero te ha señalado dos ases, las mejores cartas para la Chica",
    "Your partner folds, which leaves the answer to you":
        "Tu compañero no quiere, así que la respuesta es tuya",
    "Seat {n} raises to {n1}, and your partner again leaves the answer to you.":
        "El asiento {n} reenvida a {n1}, y tu compañero vuelve a dejarte la respuesta a ti.",
    "your partner's signal says what they hold.": "la seña de tu compañero dice lo que tiene.",
    "open Chica with {n}.": "envida {n} a la Chica.",
    "pass.": "pasa.",
    "Opening Grande with four aces asks to be seen":
        "Envidar a la Grande con cuatro ases es pedir que te lo quieran",
    "Type four cards for each player, in turn order, mano (the first to speak) first":
        "Escribe cuatro cartas por jugador, por orden de turno, primero la mano (la que habla "
        "primero)",
    "The verdict names the winner of each contest": "El veredicto dice quién gana cada lance",
    "The Mus deck has {n} different cards.": "La baraja del Mus tiene {n} cartas distintas.",
    # The rules, the description and the card
    "Kings and aces": "Reyes y ases",
    "Eight kings and eight aces ({n}s are kings, {n1}s are aces)":
        "Ocho reyes y ocho ases (los {n} son reyes y los {n1} ases)",
    "Four kings and four aces ({n}s and {n1}s are plain cards)":
        "Cuatro reyes y cuatro ases (los {n} y los {n1} son cartas normales)",
    "With eight kings and eight aces (the default), every {n} counts as a king and every {n1} as an ace.":
        "Con ocho reyes y ocho ases (lo normal), cada {n} cuenta como rey y cada {n1} como as.",
    "Threes and twos are plain cards.": "Los treses y los doses son cartas normales.",
    "Every {n} counts as a king and every {n1} as an ace.":
        "Cada {n} cuenta como rey y cada {n1} como as.",
    "Your partner signals to you: {x}": "Tu compañero te hace señas: {x}",
    "one signal a deal, in your log": "una seña por reparto, en tu registro",
    "Pares and juego bonuses": "Bonificaciones de pares y juego",
    "Only the best hand's bonus (the source)": "Solo la bonificación de la mejor jugada (la fuente)",
    "The winning side counts both partners' bonuses":
        "La pareja ganadora cuenta las bonificaciones de los dos compañeros",
    "Pares and juego earn bonuses, and only the best hand's bonus counts.":
        "Los pares y el juego dan bonificaciones, y solo cuenta la de la mejor jugada.",
    "Two equal pares": "Dos pares iguales",
    "The higher odd cards win (the source)": "Ganan las cartas sueltas más altas (la fuente)",
    "two equal pares are decided by their odd cards, the higher winning.":
        "dos pares iguales se deciden por sus cartas sueltas, y gana la más alta.",
    "A tie": "Empate",
    "the player nearer mano wins (the Spanish federation's rules)":
        "gana el jugador más cercano a la mano (las reglas de la federación española)",
    "exact ties go to the player nearer mano.":
        "los empates exactos son para el jugador más cercano a la mano.",
    "Exact ties go to the player nearer mano, the first to speak":
        "Los empates exactos son para el jugador más cercano a la mano, el primero en hablar",
    "Four players in partnerships with the Spanish {n}-card deck":
        "Cuatro jugadores por parejas con la baraja española de {n} cartas",
    "change cards with mus, then bid four contests (Grande, Chica, Pares, Juego) to {n} points.":
        "se cambian cartas con el mus y luego se envidan cuatro lances (Grande, Chica, Pares, "
        "Juego) hasta {n} tantos.",
    "Four players in two partnerships": "Cuatro jugadores en dos parejas",
    "four cards each from a {n}-card deck (no {n1}s, {n2}s or {n3}s).":
        "cuatro cartas a cada uno de una baraja de {n} cartas (sin {n1}, {n2} ni {n3}).",
    "Bets are points, not chips.": "Se apuestan tantos, no fichas.",
    "In each contest a player passes or opens with two or more":
        "En cada lance un jugador pasa o envida dos o más",
    "the other side sees, raises, folds or calls órdago, a bet of the whole game.":
        "la otra pareja quiere, reenvida, no quiere o echa un órdago, una apuesta del juego entero.",
    "Four contests are bid in turn": "Se envidan cuatro lances por turno",
    "Grande (the highest cards), Chica (the lowest), Pares (pairs and better) and Juego (a count "
    "of {n} or more), or Punto (the highest count) when nobody has juego.":
        "Grande (las cartas más altas), Chica (las más bajas), Pares (parejas y mejor) y Juego "
        "(sumar {n} o más), o Punto (la suma más alta) si nadie tiene juego.",
    "Grande (the highest cards), Chica (the lowest), Pares and Juego (a count of {n} or more), "
    "or Punto (the highest count) when nobody has juego.":
        "Grande (las cartas más altas), Chica (las más bajas), Pares y Juego (sumar {n} o más), "
        "o Punto (la suma más alta) si nadie tiene juego.",
    "For the count, kings and queens are {n} and an ace {n1}.":
        "Para la suma, reyes y caballos valen {n} y un as {n1}.",
    "The first contest": "El primer lance",
    "The second contest": "El segundo lance",
    "The third contest, for matching cards": "El tercer lance, el de las cartas iguales",
    "The fourth contest": "El cuarto lance",
    "The player to the dealer's right": "El jugador a la derecha del repartidor",
    "mano speaks first in everything and wins every exact tie.":
        "la mano habla primero en todo y gana todos los empates exactos.",
    "Asking to change cards.": "Pedir cambiar cartas.",
    "If all four players say mus, everyone throws away one to four cards and draws as many; one "
    "“no mus” keeps the cards and starts the bidding.":
        "Si los cuatro jugadores dicen mus, todos descartan de una a cuatro cartas y roban otras "
        "tantas; un «no hay mus» mantiene las cartas y empieza el envite.",
    "If all four players say mus, everyone throws away one to four cards and draws as many":
        "Si los cuatro jugadores dicen mus, todos descartan de una a cuatro cartas y roban otras "
        "tantas",
    "one “no mus” keeps the cards and starts the bidding.":
        "un «no hay mus» mantiene las cartas y empieza el envite.",
    "the highest cards win, compared from the top (kings are best).":
        "ganan las cartas más altas, comparadas desde arriba (los reyes son lo mejor).",
    "the lowest cards win, compared from the bottom (aces are best).":
        "ganan las cartas más bajas, comparadas desde abajo (los ases son lo mejor).",
    "Only players who hold one can win it.": "Solo puede ganarlo quien los tiene.",
    "One pair.": "Una pareja.",
    "It adds {n} point when it wins Pares.": "Suma {n} tanto cuando gana los Pares.",
    "They add {n} points when they win Pares.": "Suman {n} tantos cuando ganan los Pares.",
    "Two pairs, or four cards of one rank.": "Dos parejas, o cuatro cartas del mismo rango.",
    "a count of {n} or more (face cards count {n1}, aces {n2}).":
        "sumar {n} o más (las figuras valen {n1} y los ases {n2}).",
    "{n} is best, then {n1}, {n2}, {n3}, {n4}, {n5}, {n6} and {n7}.":
        "{n} es lo mejor, luego {n1}, {n2}, {n3}, {n4}, {n5}, {n6} y {n7}.",
    "It adds {n} points for {n1}, {n2} for the others.":
        "Suma {n} tantos con {n1} y {n2} con los demás.",
    "Played instead of Juego when nobody has {n} or more":
        "Se juega en lugar del Juego si nadie tiene {n} o más",
    "the highest count wins, {n} best.": "gana la suma más alta, {n} lo mejor.",
    "It adds {n} point.": "Suma {n} tanto.",
    "A counter worth one point (a piedra).": "Una ficha que vale un tanto (una piedra).",
    "Five stones make an amarraco.": "Cinco piedras hacen un amarraco.",
    "A counter worth five points.": "Una ficha que vale cinco tantos.",
    "Players keep the score with amarracos and stones.":
        "Los jugadores llevan la cuenta con amarracos y piedras.",
    "A bid of the whole game.": "Un envite del juego entero.",
    "Two kings are a pair.": "Dos reyes son una pareja.",
    "In Grande kings are best and aces worst.": "A la Grande los reyes son lo mejor y los ases lo peor.",
    "In Chica the lowest cards win.": "A la Chica ganan las cartas más bajas.",
}
