"""The words every game uses, in Spanish (Spain, tú form): cards, seats, moves, chips, the
result, errors, the terminal, the printed card's headings, the judge's and the night's words.
The catalogue's summaries and tags of every game are in :mod:`pokerrules.words.catalogue.es_games`.
Terms follow the glossary (:mod:`pokerrules.words.glossary.es`): carta, asiento, bote, fichas,
apostar, igualar, subir, retirarse, pasar, comodín, reparto."""

#: Card ranks and suits as the French deck's cards are named in Spanish.
_RANKS = {"ace": "as", "two": "dos", "three": "tres", "four": "cuatro", "five": "cinco",
          "six": "seis", "seven": "siete", "eight": "ocho", "nine": "nueve", "ten": "diez",
          "jack": "jota", "queen": "reina", "king": "rey"}
_SUITS = {"clubs": "tréboles", "diamonds": "diamantes", "hearts": "corazones", "spades": "picas"}

#: "king of hearts" and the like: every card's name.
CARD_NAMES = {f"{rank} of {suit}": f"{rango} de {palo}"
              for rank, rango in _RANKS.items() for suit, palo in _SUITS.items()}

#: The coach's grades: singular and plural in both languages ("best" is the same in English).
_GRADES = (("best", "best", "de las mejores", "de las mejores"),
           ("inaccuracy", "inaccuracies", "imprecisión", "imprecisiones"),
           ("mistake", "mistakes", "error", "errores"),
           ("blunder", "blunders", "error grave", "errores graves"))


def _grade_counts() -> dict[str, str]:
    """"1 best, 2 mistakes." and every other list of grade counts the review's summary makes."""
    lists: list[tuple[str, str]] = [("", "")]
    for one, many, uno, varios in _GRADES:
        lists += [(f"{en}, {{n}} {word}" if en else f"{{n}} {word}",
                   f"{es}, {{n}} {palabra}" if es else f"{{n}} {palabra}")
                  for en, es in lists for word, palabra in ((one, uno), (many, varios))]
    return {_numbered(en) + ".": _numbered(es) + "." for en, es in lists[1:]}


def _numbered(text: str) -> str:
    """``text`` with its ``{n}`` slots numbered ``{n}``, ``{n1}``, ``{n2}``…"""
    parts = text.split("{n}")
    return parts[0] + "".join(("{n}" if i == 0 else f"{{n{i}}}") + part
                              for i, part in enumerate(parts[1:]))


WORDS: dict[str, str] = {
    **_grade_counts(),
    **CARD_NAMES,
    "clubs": "tréboles",
    "diamonds": "diamantes",
    "hearts": "corazones",
    "spades": "picas",
    # Seats and people
    "You": "Tú",
    "you": "tú",
    "you.": "tú.",
    "Seat {n}": "Asiento {n}",
    "seat {n}": "el asiento {n}",
    "seat {n}.": "el asiento {n}.",
    "Seat {n} [{n1} chips]": "Asiento {n} [{n1} fichas]",
    "You (seat {n}) [{n1} chips]": "Tú (asiento {n}) [{n1} fichas]",
    "{who} [{n} chips]": "{who} [{n} fichas]",
    "{who} [{n} chip]": "{who} [{n} ficha]",
    "You are seat {n}.": "Eres el asiento {n}.",
    "Nobody": "Nadie",
    "nobody": "nadie",
    "dealer [{n} chips]": "repartidor [{n} fichas]",
    "hand {n}": "la mano {n}",
    "Hand {n} wins.": "Gana la mano {n}.",
    "hand {n} wins with {what}.": "gana la mano {n} con {what}.",
    "hand {n} wins with {what}": "gana la mano {n} con {what}",
    # Chips and the result
    "Result": "Resultado",
    "Points": "Puntos",
    "points": "puntos",
    "Chips now": "Fichas ahora",
    "Chips won or lost over the match": "Fichas ganadas o perdidas en la serie de partidas",
    "Won {n} chip": "Ganó {n} ficha",
    "Won {n} chips": "Ganó {n} fichas",
    "Lost {n} chip": "Perdió {n} ficha",
    "Lost {n} chips": "Perdió {n} fichas",
    "You win {n} chip over the match.": "Ganas {n} ficha en la serie de partidas.",
    "You win {n} chips over the match.": "Ganas {n} fichas en la serie de partidas.",
    "You lose {n} chip over the match.": "Pierdes {n} ficha en la serie de partidas.",
    "You lose {n} chips over the match.": "Pierdes {n} fichas en la serie de partidas.",
    "Deal again to play another.": "Vuelve a repartir para jugar otra.",
    "Read the log": "Lee el registro",
    # The terminal
    "{game}, seed {n}.": "{game}, semilla {n}.",
    "Type your move, help to see your moves, or quit to leave.":
        "Escribe tu jugada, help para ver tus jugadas o quit para salir.",
    "Your move.": "Te toca.",
    "Your move ({moves}; or help):": "Tu jugada ({moves}; o help):",
    "Your move ({moves}; or hint):": "Tu jugada ({moves}; o hint):",
    "Deal again? [Y/n]": "¿Repartir otra vez? [Y/n]",
    "Deal again?": "¿Repartir otra vez?",
    "Type y (or just press Enter) to deal another hand, or n to stop.":
        "Escribe y (o pulsa Intro) para repartir otra mano, o n para parar.",
    "Goodbye.": "Adiós.",
    "Your moves now (type what is on the left):":
        "Tus jugadas ahora (escribe lo que hay a la izquierda):",
    "Commands: help shows this list; quit or exit (or Ctrl-D) leaves the table.":
        "Órdenes: help muestra esta lista; quit o exit (o Ctrl-D) te levanta de la mesa.",
    "Cards are typed as rank then suit, in any case: As, kd, 10h or Th.":
        "Las cartas se escriben con el rango y luego el palo, en mayúsculas o minúsculas: As, "
        "kd, 10h o Th.",
    "Type help to see your moves.": "Escribe help para ver tus jugadas.",
    "Everyone starts again with fresh chips.": "Todos empiezan de nuevo con fichas nuevas.",
    "also: {typed}": "también: {typed}",
    "any whole number of {unit} from {n} to {n1}": "cualquier número entero de {unit} del {n} al {n1}",
    "(no cards yet)": "(aún sin cartas)",
    "{n} to {n1} different cards of": "de {n} a {n1} cartas distintas de",
    "{n} different cards of": "{n} cartas distintas de",
    "face-down card": "carta boca abajo",
    "'{typed}' is more than {move} takes; type it like this: {code}.":
        "'{typed}' es más de lo que admite {move}; escríbelo así: {code}.",
    # The printed card and the rules
    "House-rule options (use --option name=value; * marks the default):":
        "Reglas de la casa (usa --option nombre=valor; * marca la de por defecto):",
    "House rules": "Reglas de la casa",
    "Wild cards": "Comodines",
    "Betting": "Apuestas",
    "The deck": "La baraja",
    "Ties": "Empates",
    "How the pot is won": "Cómo se gana el bote",
    "These rules on the site": "Estas reglas en la web",
    "No card is wild.": "Ninguna carta es comodín.",
    "{n} cards, no jokers.": "{n} cartas, sin comodines.",
    "For {n} players, no more and no fewer.": "Para {n} jugadores, ni más ni menos.",
    "For {n} to {n1} players.": "Para {n} a {n1} jugadores.",
    "Yes": "Sí",
    "No": "No",
    # The coach
    "{n} decision": "{n} decisión",
    "{n} decisions": "{n} decisiones",
    "best": "mejor",
    "inaccuracy": "imprecisión",
    "mistake": "error",
    "blunder": "error grave",
    "You had no decision to review: every move you made was the only one.":
        "No tenías ninguna decisión que revisar: cada jugada que hiciste era la única posible.",
    "Given up against the best moves: {n} chips.": "Cedido frente a las mejores jugadas: {n} fichas.",
    "Given up against the best moves, in {unit}: {n}.":
        "Cedido frente a las mejores jugadas, en {unit}: {n}.",
    "Given up against the best moves, in {unit}": "Cedido frente a las mejores jugadas, en {unit}",
    "A move is an inaccuracy when it gives up at least {a} against the best move, a mistake from "
    "{b}, and a blunder from {c}.":
        "Una jugada es una imprecisión cuando cede al menos {a} frente a la mejor, un error desde "
        "{b} y un error grave desde {c}.",
    "The decision that mattered most: decision {n}, {chosen}, a mistake: it gave up {loss} "
    "against {best}.":
        "La decisión que más pesó: la decisión {n}, {chosen}, un error: cedió {loss} frente a {best}.",
    "The decision that mattered most: decision {n}, {chosen}, a blunder: it gave up {loss} "
    "against {best}.":
        "La decisión que más pesó: la decisión {n}, {chosen}, un error grave: cedió {loss} frente "
        "a {best}.",
    "Fewer deals than asked: {n} of {n1}, since {why}; the figures are less precise (see ±).":
        "Menos repartos de los pedidos: {n} de {n1}, porque {why}; las cifras son menos precisas "
        "(mira el ±).",
    "each deal of this game takes long to play out": "cada reparto de este juego tarda en jugarse",
    "few deals of the cards you cannot see fit what you have been told":
        "pocos repartos de las cartas que no ves encajan con lo que te han dicho",
    "Assumed: {what}": "Supuestos: {what}",
    # Game night
    "called by the dealer": "elegido por el repartidor",
    "picked at random": "elegido al azar",
    "going round the table": "por turnos en la mesa",
    "{payer} pays {payee} {n} chip.": "{payer} paga {n} ficha a {payee}.",
    "{payer} pays {payee} {n} chips.": "{payer} paga {n} fichas a {payee}.",
    "Call a game first": "Elige antes un juego",
    "the hand in progress has no game yet.": "la mano en curso aún no tiene juego.",
    "There is no hand to take back.": "No hay ninguna mano que deshacer.",
    "Send the night (its file) to work on.": "Envía la noche (su archivo) para trabajar con ella.",
    "Hand {n}": "Mano {n}",
    "the chips won and lost must add up to zero, not {n}.":
        "las fichas ganadas y perdidas deben sumar cero, no {n}.",
    "its chips do not add up to zero.": "sus fichas no suman cero.",
    "{name} is played for points, not a pot": "{name} se juega a puntos, no a un bote",
    "pick the winners.": "elige a los ganadores.",
    "{name} is played for chips": "{name} se juega con fichas",
    "enter the pot.": "anota el bote.",
    "its history stops before the end of the hand.": "su historial se detiene antes del final de la mano.",
    "The hand history cannot be replayed": "El historial de la mano no se puede reproducir",
    # The judge
    "wins": "gana",
    "win": "ganan",
    "tie": "empatan",
    "cannot win this part": "no puede ganar esta parte",
    "{card} is in hands {n} and {n1}, but the deck has only one.":
        "{card} está en las manos {n} y {n1}, pero la baraja solo tiene una.",
    "Hand {n} has {n1} cards": "La mano {n} tiene {n1} cartas",
    "Hand {n} has {n1} card": "La mano {n} tiene {n1} carta",
    "a {game} hand has {n} cards.": "una mano de {game} tiene {n} cartas.",
    # Lessons and the drill in the terminal
    "{game}: {title} ({n} steps). Type hint for a hint, or quit to stop.":
        "{game}: {title} ({n} pasos). Escribe hint para una pista, o quit para parar.",
    "Type hint for a hint, or quit to stop.": "Escribe hint para una pista, o quit para parar.",
    "Step {n} of {n1}: {goal}": "Paso {n} de {n1}: {goal}",
    "Step {n} of {n1}": "Paso {n} de {n1}",
    "Right. {explain}": "Correcto. {explain}",
    "Right.": "Correcto.",
    "Hint: {hint}": "Pista: {hint}",
    "Hint": "Pista",
    "Not this time: {why}": "Esta vez no: {why}",
    "Not this time": "Esta vez no",
    "Back to the step.": "Volvemos al paso.",
    "Not quite. {why} Try again.": "No exactamente. {why} Prueba otra vez.",
    "Not quite.": "No exactamente.",
    "Try again.": "Prueba otra vez.",
    "Not {choice}.": "No es {choice}.",
    "No. {why}": "No. {why}",
    "No: {said}": "No: {said}",
    "No.": "No.",
    "Your answer (a number, or hint):": "Tu respuesta (un número, o hint):",
    "Your answer (a number):": "Tu respuesta (un número):",
    "Type a number from {n} to {n1}.": "Escribe un número del {n} al {n1}.",
    "The whole table again:": "La mesa entera otra vez:",
    "Lesson done: {n} star of {n1}.": "Lección terminada: {n} estrella de {n1}.",
    "Lesson done: {n} stars of {n1}.": "Lección terminada: {n} estrellas de {n1}.",
    "Lesson done: {n} star of {n1} ({n2} hint or mistake).":
        "Lección terminada: {n} estrella de {n1} ({n2} pista o error).",
    "Lesson done: {n} star of {n1} ({n2} hints or mistakes).":
        "Lección terminada: {n} estrella de {n1} ({n2} pistas o errores).",
    "Lesson done: {n} stars of {n1} ({n2} hint or mistake).":
        "Lección terminada: {n} estrellas de {n1} ({n2} pista o error).",
    "Lesson done: {n} stars of {n1} ({n2} hints or mistakes).":
        "Lección terminada: {n} estrellas de {n1} ({n2} pistas o errores).",
    "{game}: who wins? (showdown {n})": "{game}: ¿quién gana? (enseñar las cartas n.º {n})",
    "who wins?": "¿quién gana?",
    "Streak {n} (best {n1}).": "Racha de {n} (tu mejor: {n1}).",
    "Another? [Y/n]": "¿Otra? [Y/n]",
    "Another?": "¿Otra?",
    "Board: {cards}": "Cartas comunes: {cards}",
    "Hand {n} cannot win this part": "La mano {n} no puede ganar esta parte",
    "Seat {n} cannot win this part": "El asiento {n} no puede ganar esta parte",
    "Hand {n} has {what}": "La mano {n} tiene {what}",
    "Seat {n} wins with {what}": "Gana el asiento {n} con {what}",
    "Seat {n} has {what}.": "El asiento {n} tiene {what}.",
    "Seat {n} has {what}": "El asiento {n} tiene {what}",
    "You win with {what}": "Ganas con {what}",
    # Lessons, drill and judge, shared words
    "Type each player's cards, separated by spaces":
        "Escribe las cartas de cada jugador, separadas por espacios",
    "a rank (A, {n}–{n1}, J, Q, K) followed by a suit (s, h, d or c), such as Kh Ks Qc.":
        "un rango (A, {n}–{n1}, J, Q, K) seguido de un palo (s, h, d o c), como Kh Ks Qc.",
    "which hand wins?": "¿qué mano gana?",
    "Assumed": "Supuestos",
    "Fewer deals than asked": "Menos repartos de los pedidos",
    "The catalogue lists every game.": "El catálogo recoge todos los juegos.",
    "There is no game '{name}'.": "No existe el juego '{name}'.",
    "There is no game '{name}'; the catalogue lists them.":
        "No existe el juego '{name}'; el catálogo los recoge todos.",
}
