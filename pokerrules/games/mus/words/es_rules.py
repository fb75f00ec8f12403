"""Mus's rules as ``rules mus`` prints them, in Spanish (Spain, tú form), paragraph by paragraph
(the terminal translates a paragraph whole)."""

WORDS: dict[str, str] = {
    "Four players, partners facing (you and seat 3 against seats 2 and 4), with a 40-card deck "
    "(no 8s, 9s or 10s). By default every 3 counts as a king and every 2 as an ace. Play goes to "
    "the right: seat 1, 2, 3, 4 in turn; mano, the first to speak, sits to the dealer's right.":
        "Cuatro jugadores, cada uno frente a su compañero (tú y el asiento 3 contra los asientos 2 "
        "y 4), con una baraja de 40 cartas (sin 8, 9 ni 10). Lo normal es que cada 3 cuente como "
        "rey y cada 2 como as. El juego va hacia la derecha: asientos 1, 2, 3 y 4 por turno; la "
        "mano, la primera en hablar, se sienta a la derecha del repartidor.",
    "Each player is dealt four cards. In turn everyone says mus (change cards) or no mus. If all "
    "four say mus, each discards one to four cards and draws as many, and they speak again; one "
    "no mus starts the bidding.":
        "Cada jugador recibe cuatro cartas. Por turno, cada uno dice mus (cambiar cartas) o no hay "
        "mus. Si los cuatro dicen mus, cada uno descarta de una a cuatro cartas, roba otras tantas "
        "y se vuelve a hablar; un «no hay mus» empieza el envite.",
    "Four contests are bid in order: Grande (highest cards), Chica (lowest cards), Pares (duples, "
    "medias, par simple; bonus 3, 2, 1) and Juego (a count of 31 or more: 31 best, then 32, 40, 37 "
    "down to 33; bonus 3 for 31, 2 otherwise), or Punto (highest count, bonus 1) when nobody has "
    "juego. In each contest a player passes or opens with two or more; the other side sees, "
    "raises, folds or calls órdago (the whole game). A fold scores at once what was last accepted "
    "(one if nothing); a contest everyone passes is worth one. At the end the hands are shown and "
    "the contests scored in order, exact ties going to the player nearer mano. The first side to "
    "40 wins, even in the middle of the scoring.":
        "Se envidan cuatro lances por orden: Grande (las cartas más altas), Chica (las más bajas), "
        "Pares (duples, medias, par; bonificación 3, 2 y 1) y Juego (sumar 31 o más: 31 es lo "
        "mejor, luego 32, 40, 37 y así hasta 33; bonificación 3 con 31 y 2 con los demás), o Punto "
        "(la suma más alta, bonificación 1) si nadie tiene juego. En cada lance un jugador pasa o "
        "envida dos o más; la otra pareja quiere, reenvida, no quiere o echa un órdago (el juego "
        "entero). Un «no quiero» da en el acto lo último que se aceptó (uno si no se aceptó nada); "
        "un lance en el que todos pasan vale uno. Al final se enseñan las cartas y se cuentan los "
        "lances por orden, y los empates exactos son para el jugador más cercano a la mano. Gana la "
        "primera pareja que llega a 40, aunque sea en mitad del recuento.",
}
