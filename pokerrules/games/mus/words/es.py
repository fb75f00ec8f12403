"""Mus's own words in Spanish (Spain, tú form): the table, the moves, the log and the score, with
the words a Spanish table uses (envido, quiero, no quiero, órdago, jugada, tantos, amarracos,
piedras, mano, postre). The figures are the Spanish deck's: rey, caballo and sota. The house
rules' words are in :mod:`~pokerrules.games.mus.words.es_house`, the lessons' in
:mod:`~pokerrules.games.mus.words.es_lessons` and the coach's in
:mod:`~pokerrules.games.mus.words.es_coach`."""

#: Each rank as Mus names it: singular, with its article, plural.
RANKS: dict[str, tuple[str, str, str]] = {
    "ace": ("as", "un as", "ases"),
    "two": ("dos", "un dos", "doses"),
    "three": ("tres", "un tres", "treses"),
    "four": ("cuatro", "un cuatro", "cuatros"),
    "five": ("cinco", "un cinco", "cincos"),
    "six": ("seis", "un seis", "seises"),
    "seven": ("siete", "un siete", "sietes"),
    "jack": ("sota", "una sota", "sotas"),
    "queen": ("caballo", "un caballo", "caballos"),
    "king": ("rey", "un rey", "reyes"),
}
_PLURAL = {"six": "sixes"}
#: The contests' names, the same in both languages.
_CONTESTS = ("Grande", "Chica", "Pares", "Juego", "Punto")
#: Who scores: the English, the Spanish, and the numbers' slots after them.
_WHO = (("seat {n}", "el asiento {n}", 1, 2), ("you", "tú", "", 1))
_COUNTS = {"one": "un", "two": "dos", "three": "tres", "four": "cuatro"}


def _rank_words() -> dict[str, str]:
    words: dict[str, str] = {}
    for rank, (one, with_article, many) in RANKS.items():
        plural = _PLURAL.get(rank, rank + "s")
        words[rank] = one
        words[plural] = many
        article = "an" if rank[0] in "aeiou" else "a"
        words[f"your highest card is {article} {rank}"] = f"tu carta más alta es {with_article}"
        words[f"your lowest card is {article} {rank}"] = f"tu carta más baja es {with_article}"
        one_of = "una" if with_article.startswith("una") else "un"
        words[f"you hold one {rank}"] = f"tienes {one_of} {one}"
        for count in ("two", "three", "four"):
            words[f"you hold {count} {plural}"] = f"tienes {_COUNTS[count]} {many}"
        words[f"two {plural}"] = f"dos {many}"
        words[f"four {plural}"] = f"cuatro {many}"
        words[f"{rank} ({{notes}})"] = f"{one} ({{notes}})"
        words[f"{rank} ({{notes}})."] = f"{one} ({{notes}})."
        words[f"par simple, {plural}"] = f"par de {many}"
        words[f"medias, three {plural}"] = f"medias de {many}"
        words[f"duples, four {plural}"] = f"duples, cuatro {many}"
        for other, (_, _, others) in RANKS.items():
            words[f"duples, {plural} and {_PLURAL.get(other, other + 's')}"] = f"duples de {many} y {others}"
    return words


WORDS: dict[str, str] = {
    **_rank_words(),
    # The table and its seats
    "mano": "mano",
    "postre": "postre",
    "mus": "mus",
    "Mus": "Mus",
    "No mus": "No hay mus",
    "no mus": "no hay mus",
    "dealer": "repartidor",
    "your partner": "tu compañero",
    "You (seat {n})": "Tú (asiento {n})",
    "Your side ({a} and {b})": "Tu pareja ({a} y {b})",
    "Their side ({a} and {b})": "La pareja rival ({a} y {b})",
    "your side": "tu pareja",
    "their side": "la pareja rival",
    "Your partner (seat {n}) signals: {what}": "Tu compañero (asiento {n}) te hace una seña: {what}",
    "Your partner (seat {n}) signals: {what}.": "Tu compañero (asiento {n}) te hace una seña: {what}.",
    "Signals to you": "Te hace una seña",
    "nothing worth showing": "nada que merezca la pena",
    "nothing worth showing.": "nada que merezca la pena.",
    "Deal {n}, dealt by {who}": "Reparto {n}, reparte {who}",
    "Deal {n}, dealt by {who}: four cards each; mano, who speaks first: {first}.":
        "Reparto {n}, reparte {who}: cuatro cartas a cada uno; es mano, y habla primero, {first}.",
    "Deal {n}, dealt by {who}; mano: {first}": "Reparto {n}, reparte {who}; mano: {first}",
    "dealt by you": "repartes tú",
    "four cards each": "cuatro cartas a cada uno",
    "mano, who speaks first": "mano, el que habla primero",
    "{n} of {n1} points": "{n} de {n1} tantos",
    "no stones yet": "aún sin piedras",
    "stone": "piedra",
    "stones": "piedras",
    "amarraco": "amarraco",
    "amarracos": "amarracos",
    "{n} stone": "{n} piedra",
    "{n} stones": "{n} piedras",
    "{n} amarraco": "{n} amarraco",
    "{n} amarracos": "{n} amarracos",
    "{n} amarraco and {n1} stone": "{n} amarraco y {n1} piedra",
    "{n} amarraco and {n1} stones": "{n} amarraco y {n1} piedras",
    "{n} amarracos and {n1} stone": "{n} amarracos y {n1} piedra",
    "{n} amarracos and {n1} stones": "{n} amarracos y {n1} piedras",
    "{counters} (seven amarracos, announced: {n} to go)":
        "{counters} (siete amarracos, se anuncia: faltan {n})",
    "Eight kings and eight aces": "Ocho reyes y ocho ases",
    "Four kings and four aces": "Cuatro reyes y cuatro ases",
    "{c} counts as a king": "{c} cuenta como rey",
    "{c} counts as an ace": "{c} cuenta como as",
    # The contests
    "Grande": "Grande",
    "Chica": "Chica",
    "Pares": "Pares",
    "Juego": "Juego",
    "Punto": "Punto",
    "pares": "pares",
    "juego": "juego",
    "par simple": "par",
    "duples": "duples",
    "medias": "medias",
    "After the mus: Grande, Chica, Pares, then Juego (or Punto when nobody has juego)":
        "Después del mus: Grande, Chica, Pares y Juego (o Punto si nadie tiene juego)",
    "bidding now": "se está envidando",
    "to come": "por jugar",
    "not played": "no se juega",
    "not scored": "no se cuenta",
    "the game was already won": "el juego ya estaba ganado",
    "seat {n} bid {n1}": "el asiento {n} envidó {n1}",
    "you bid {n}": "tú envidaste {n}",
    "seat {n} called órdago (the whole game)": "el asiento {n} echó un órdago (el juego entero)",
    "you called órdago (the whole game)": "tú echaste un órdago (el juego entero)",
    "only your side has {what}, so your side wins it":
        "solo tu pareja tiene {what}, así que se lo lleva tu pareja",
    "only their side has {what}, so their side wins it":
        "solo la pareja rival tiene {what}, así que se lo lleva la pareja rival",
    "your side took {n} at once when the other side folded":
        "tu pareja se llevó {n} en el acto cuando la otra no quiso",
    "their side took {n} at once when the other side folded":
        "la pareja rival se llevó {n} en el acto cuando la otra no quiso",
    "nobody has {what}": "nadie tiene {what}",
    "everyone passed": "todos pasaron",
    "everyone passed, worth {n}": "todos pasaron, vale {n}",
    "worth {n} when the hands are shown": "vale {n} cuando se enseñen las cartas",
    "seen for {n}": "querido por {n}",
    "seen for {n}, scored when the hands are shown":
        "querido por {n}, se cuenta cuando se enseñen las cartas",
    "your side wins it": "se lo lleva tu pareja",
    "their side wins it": "se lo lleva la pareja rival",
    "your side wins the game": "tu pareja gana el juego",
    "their side wins the game": "la pareja rival gana el juego",
    "órdago seen": "órdago querido",
    "seat {n} with {what}": "el asiento {n} con {what}",
    "your partner (seat {n}) with {what}": "tu compañero (asiento {n}) con {what}",
    "your partner (seat {n})": "tu compañero (asiento {n})",
    "órdago": "órdago",
    "you with {what}": "tú con {what}",
    # What your cards hold
    "you have no pares": "no tienes pares",
    "you have pares ({what})": "tienes pares ({what})",
    "you have {n}": "tienes {n}",
    "you have juego ({n})": "tienes juego ({n})",
    "you have no juego ({n})": "no tienes juego ({n})",
    "you have {n}, the best juego": "tienes {n}, el mejor juego",
    "you have {n}, the best juego, and you cannot lose it (as mano you win a tie)":
        "tienes {n}, el mejor juego, y no lo puedes perder (como mano ganas los empates)",
    "{what}, and you cannot lose it": "{what}, y no lo puedes perder",
    "{what}, and you cannot lose it (as mano you win a tie)":
        "{what}, y no lo puedes perder (como mano ganas los empates)",
    "you win it": "lo ganas tú",
    "your partner wins it": "lo gana tu compañero",
    "you are behind": "vas por detrás",
    "seat {n} wins it": "lo gana el asiento {n}",
    "no pares": "sin pares",
    "no pares ({notes})": "sin pares ({notes})",
    "no pares.": "sin pares.",
    "no juego ({n}).": "sin juego ({n}).",
    "{what} (bonus {n}).": "{what} (bonificación {n}).",
    "equal hands go to the one nearer mano, the first hand":
        "las jugadas iguales son para la más cercana a la mano, la primera",
    "Seat {n} and seat {n1}": "El asiento {n} y el asiento {n1}",
    "seat {n} and seat {n1}": "el asiento {n} y el asiento {n1}",
    "You and seat {n}": "Tú y el asiento {n}",
    "you and seat {n}": "tú y el asiento {n}",
    "no juego ({n})": "sin juego ({n})",
    "juego of {n}": "juego de {n}",
    "juego of {n} ({notes})": "juego de {n} ({notes})",
    "no juego ({n}; {notes})": "sin juego ({n}; {notes})",
    "bonus {n}": "bonificación {n}",
    "{what} (bonus {n}; {notes})": "{what} (bonificación {n}; {notes})",
    "no juego ({n}; {notes}).": "sin juego ({n}; {notes}).",
    "you have cards {a}, {b}, {c}, {d}": "tienes {a}, {b}, {c}, {d}",
    "you have cards {a}, {b}, {c}, {d} ({notes})": "tienes {a}, {b}, {c}, {d} ({notes})",
    "you have cards {a}, {b}, {c}, {d} ({notes}).": "tienes {a}, {b}, {c}, {d} ({notes}).",
    "you have {what}.": "tienes {what}.",
    # A numbered hand is the judge's and the drill's name for it in every game: "Mano {n}".
    "Hand {n} wins": "Gana la mano {n}",
    "hand {n} wins with cards {a}, {b}, {c}, {d}.": "gana la mano {n} con {a}, {b}, {c}, {d}.",
    "Hand {n} has cards {a}, {b}, {c}, {d}": "La mano {n} tiene {a}, {b}, {c}, {d}",
    "Hand {n} has cards {a}, {b}, {c}, {d} ({notes})": "La mano {n} tiene {a}, {b}, {c}, {d} ({notes})",
    "Seat {n} wins with cards {a}, {b}, {c}, {d}": "Gana el asiento {n} con {a}, {b}, {c}, {d}",
    "punto of {n}": "punto de {n}",
    "juego (not {n})": "juego (no {n})",
    "{what} (bonus {n})": "{what} (bonificación {n})",
    "Cards {a}, {b}, {c}, {d}": "Cartas: {a}, {b}, {c}, {d}",
    "cards {a}, {b}, {c}, {d}": "las cartas {a}, {b}, {c}, {d}",
    "Seat {n} shows cards {a}, {b}, {c}, {d} ({labels}, a count of {n1}).":
        "El asiento {n} enseña {a}, {b}, {c}, {d} ({labels}; suman {n1}).",
    "You show cards {a}, {b}, {c}, {d} ({labels}, a count of {n}).":
        "Enseñas {a}, {b}, {c}, {d} ({labels}; suman {n}).",
    # The moves
    "Saw": "Quiso",
    "Everyone says mus": "Todos dicen mus",
    "each player discards one to four cards.": "cada jugador descarta de una a cuatro cartas.",
    "you draw as many.": "robas otras tantas.",
    "if they fold, it pays like any fold.": "si no quieren, se paga como cualquier no quiero.",
    "If the other side sees it, the hands are shown at once and the better hand in this contest "
    "wins the game":
        "Si la otra pareja lo quiere, se enseñan las cartas en el acto y la mejor jugada de este "
        "lance gana el juego",
    "Discard {n} to {n1} cards takes a list of cards (from {n2} to {n3}).":
        "Descartar de {n} a {n1} cartas necesita una lista de cartas (de {n2} a {n3}).",
    # What a player types stays as it is (the moves' codes)
    "mus, no-mus": "mus, no-mus",
    "pass, bid <{n}-{n1}>, ordago": "pass, bid <{n}-{n1}>, ordago",
    "see, fold": "see, fold",
    "see, raise <{n}-{n1}>, ordago, fold": "see, raise <{n}-{n1}>, ordago, fold",
    "see, raise <{n}-{n1}>, fold": "see, raise <{n}-{n1}>, fold",
    "yes, no": "yes, no",
    "discard <{n} to {n1} cards: {cards}>": "discard <descarta de {n} a {n1} cartas: {cards}>",
    "Pass": "Paso",
    "Passed": "Pasó",
    "Fold": "No quiero",
    "Folded": "No quiso",
    "yes": "sí",
    "no": "no",
    "Bid {n}": "Envido de {n}",
    "Open with": "Envidar",
    "Open with {n}": "Envidar {n}",
    "Raise to": "Reenvidar a",
    "Raise to {n}": "Reenvidar a {n}",
    "Raise {n}": "Reenvido de {n}",
    "See {n}": "Quiero {n}",
    "See": "Quiero",
    "Órdago": "Órdago",
    "Órdago (the whole game)": "Órdago (el juego entero)",
    "Discard {n} to {n1} cards": "Descartar de {n} a {n1} cartas",
    "Mus (change cards) or no mus (play these cards)?":
        "¿Mus (cambiar cartas) o no hay mus (jugar con estas cartas)?",
    "Mus or no mus again.": "Otra vez: ¿mus o no hay mus?",
    "Choose one to four cards to discard": "Elige de una a cuatro cartas para descartar",
    "{contest}: pass, or open with two or more.": "{contest}: pasa, o envida dos o más.",
    "pass, or open with two or more.": "pasa, o envida dos o más.",
    "See, raise or fold?": "¿Quieres, reenvidas o no quieres?",
    "See (the whole game) or fold?": "¿Quieres (el juego entero) o no quieres?",
    "Then each player says yes or no to pares": "Luego cada jugador dice si tiene pares o no",
    "Everyone said mus.": "Todos han dicho mus.",
    "Everyone draws replacements from the stock.": "Todos roban del mazo las cartas que descartaron.",
    "Speak again.": "Vuelve a hablar.",
    "the bidding starts with mano.": "el envite empieza por la mano.",
    "{contest}: the bidding starts with mano.": "{contest}: el envite empieza por la mano.",
    # The log: you
    "You say mus.": "Dices mus.",
    "You say no mus.": "Dices no hay mus.",
    "You pass.": "Pasas.",
    "You fold.": "No quieres.",
    "You see {n}.": "Quieres {n}.",
    "You raise to {n}.": "Reenvidas a {n}.",
    **{f"You open {name} with {{n}}.": f"Envidas {{n}} a {name}." for name in _CONTESTS},
    "You call órdago, staking the whole game.": "Echas un órdago: te juegas el juego entero.",
    "You see the órdago": "Quieres el órdago",
    "You say yes to pares.": "Dices que tienes pares.",
    "You say no to pares.": "Dices que no tienes pares.",
    "You say yes to juego.": "Dices que tienes juego.",
    "You say no to juego.": "Dices que no tienes juego.",
    "You discard {n} card.": "Descartas {n} carta.",
    "You discard {n} cards.": "Descartas {n} cartas.",
    "You drew {c}, {c1} and {c2}.": "Has robado {c}, {c1} y {c2}.",
    "You drew {c} and {c1}.": "Has robado {c} y {c1}.",
    "You drew {c}.": "Has robado {c}.",
    "You drew {c}, {c1}, {c2} and {c3}.": "Has robado {c}, {c1}, {c2} y {c3}.",
    # The log: the other seats
    "Seat {n} says mus.": "El asiento {n} dice mus.",
    "Seat {n} says no mus.": "El asiento {n} dice no hay mus.",
    "Seat {n} passes.": "El asiento {n} pasa.",
    "Seat {n} folds.": "El asiento {n} no quiere.",
    "Seat {n} sees {n1}.": "El asiento {n} quiere {n1}.",
    "Seat {n} raises to {n1}.": "El asiento {n} reenvida a {n1}.",
    **{f"Seat {{n}} opens {name} with {{n1}}.": f"El asiento {{n}} envida {{n1}} a {name}."
       for name in _CONTESTS},
    "Seat {n} calls órdago, staking the whole game.":
        "El asiento {n} echa un órdago: se juega el juego entero.",
    "Seat {n} sees the órdago": "El asiento {n} quiere el órdago",
    "Seat {n} says yes to pares.": "El asiento {n} dice que tiene pares.",
    "Seat {n} says no to pares.": "El asiento {n} dice que no tiene pares.",
    "Seat {n} says yes to juego.": "El asiento {n} dice que tiene juego.",
    "Seat {n} says no to juego.": "El asiento {n} dice que no tiene juego.",
    "Seat {n} discards {n1} card.": "El asiento {n} descarta {n1} carta.",
    "Seat {n} discards {n1} cards.": "El asiento {n} descarta {n1} cartas.",
    "Everyone passes": "Todos pasan",
    "Everyone passes: {contest} is settled for {n} at the end.":
        "Todos pasan: {contest} se cuenta por {n} al final.",
    "{contest} is settled for {n} at the end.": "{contest} se cuenta por {n} al final.",
    "{contest} is now worth {n} points, to the side with the best {what} when the hands are "
    "shown at the end of the deal.":
        "{contest} vale ahora {n} tantos para la pareja con la mejor {what} cuando se enseñen "
        "las cartas al final del reparto.",
    "Nobody has juego, so Punto is played instead.": "Nadie tiene juego, así que se juega al Punto.",
    "nobody has juego.": "nadie tiene juego.",
    "the hands are shown.": "se enseñan las cartas.",
    "the hands are shown at once and your side wins the game.":
        "se enseñan las cartas en el acto y tu pareja gana el juego.",
    "the other side calls órdago.": "la otra pareja echa un órdago.",
    "the other side bids {n}.": "la otra pareja envida {n}.",
    # The score
    **{f"{name} ({who} with {{what}}, stake {{n{i}}} and bonus {{n{j}}})":
       f"{name} ({quien} con {{what}}, envite {{n{i}}} y bonificación {{n{j}}})"
       for name in _CONTESTS for who, quien, i, j in _WHO},
    **{f"{name} ({who} with {{what}}, stake {{n{i}}})": f"{name} ({quien} con {{what}}, envite {{n{i}}})"
       for name in _CONTESTS for who, quien, i, _ in _WHO},
    **{f"{name} (the other side folds)": f"{name} (la otra pareja no quiere)" for name in _CONTESTS},
    **{f"Seat {{n}} and seat {{n1}} win the órdago on {name} and win the game after {{n2}} "
       f"{deals} ({{n3}} to {{n4}}).":
       f"El asiento {{n}} y el asiento {{n1}} ganan el órdago a {name} y ganan el juego tras "
       f"{{n2}} {repartos} ({{n3}} a {{n4}})."
       for name in _CONTESTS for deals, repartos in (("deals", "repartos"), ("deal", "reparto"))},
    **{f"You and seat {{n}} win the órdago on {name} and win the game after {{n1}} "
       f"{deals} ({{n2}} to {{n3}}).":
       f"Tú y el asiento {{n}} ganáis el órdago a {name} y ganáis el juego tras "
       f"{{n1}} {repartos} ({{n2}} a {{n3}})."
       for name in _CONTESTS for deals, repartos in (("deals", "repartos"), ("deal", "reparto"))},
    "seat {n} and seat {n1} score {n2} ({n3} in all).":
        "el asiento {n} y el asiento {n1} se apuntan {n2} ({n3} en total).",
    "you and seat {n} score {n1} ({n2} in all).": "tú y el asiento {n} os apuntáis {n1} ({n2} en total).",
    "Seat {n} and seat {n1} reach {n2} points and win the game after {n3} deals ({n4} to {n5}).":
        "El asiento {n} y el asiento {n1} llegan a {n2} tantos y ganan el juego tras {n3} repartos "
        "({n4} a {n5}).",
    "Seat {n} and seat {n1} reach {n2} points and win the game after {n3} deal ({n4} to {n5}).":
        "El asiento {n} y el asiento {n1} llegan a {n2} tantos y ganan el juego tras {n3} reparto "
        "({n4} a {n5}).",
    "You and seat {n} reach {n1} points and win the game after {n2} deals ({n3} to {n4}).":
        "Tú y el asiento {n} llegáis a {n1} tantos y ganáis el juego tras {n2} repartos ({n3} a {n4}).",
    "You and seat {n} reach {n1} points and win the game after {n2} deal ({n3} to {n4}).":
        "Tú y el asiento {n} llegáis a {n1} tantos y ganáis el juego tras {n2} reparto ({n3} a {n4}).",
    "seat {n} and seat {n1} win it with {n2} points.":
        "el asiento {n} y el asiento {n1} lo ganan con {n2} tantos.",
    "you and seat {n} win it with {n1} points.": "tú y el asiento {n} lo ganáis con {n1} tantos.",
    "seat {n} and seat {n1} win it.": "el asiento {n} y el asiento {n1} lo ganan.",
    "you and seat {n} win it.": "tú y el asiento {n} lo ganáis.",
    "The stock is used up": "Se ha acabado el mazo",
    "the discards are shuffled into a new stock.": "los descartes se barajan y forman un mazo nuevo.",
    "You win the match with {n} points, together with seat {n1}.":
        "Ganas la partida con {n} tantos, junto con el asiento {n1}.",
    "You lose the match with {n} points, together with seat {n1}.":
        "Pierdes la partida con {n} tantos, junto con el asiento {n1}.",
    "You lose the match": "Pierdes la partida",
    "You win the match": "Ganas la partida",
    "The match is over.": "La partida ha terminado.",
    "Points after deal {n}": "Tantos después del reparto {n}",
    "seat {n} {n1} ({n2} in this deal)": "asiento {n} {n1} ({n2} en este reparto)",
    "you {a}, {b}, {c}, {d}.": "tú {a}, {b}, {c}, {d}.",
    "{n} ({n1} in this deal)": "{n} ({n1} en este reparto)",
    "seat {n} {n1}": "asiento {n} {n1}",
    "nothing was, so seat {n} and seat {n1} score just {n2}.":
        "no se quiso nada, así que el asiento {n} y el asiento {n1} se apuntan solo {n2}.",
    "nothing was, so you and seat {n} score just {n1}.":
        "no se quiso nada, así que tú y el asiento {n} os apuntáis solo {n1}.",
}
