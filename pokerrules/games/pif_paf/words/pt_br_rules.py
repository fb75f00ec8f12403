"""Pif Paf's rules in Brazilian Portuguese: the printed card's pieces, the house rules' labels as
the terminal lists them, and the rules text of ``python -m pokerrules rules pif-paf``, line by
line as the terminal prints it (each line is translated on its own, so the lines are cut where
the English lines are, and read as one text together)."""

#: The house rules' labels, also as the terminal's list of options writes them (with a period).
_LABELS = {
    "Groups of a kind": "Trincas",
    "Queen, king, ace": "Dama, rei, ás",
    "Deals in a match": "Rodadas numa partida",
    "Turning the discard pile over": "Virar o lixo",
}

#: The terminal's list of options: what is typed, a gap, then the label (kept whole: it has commas).
_OPTION_LINES = {"{typed}  Queen, king, ace": "{typed}  Dama, rei, ás"}

_LABELS_WITH_PERIOD = {
    "Groups of a kind.": "Trincas.",
    "Queen, king, ace.": "Dama, rei, ás.",
    "Deals in a match.": "Rodadas numa partida.",
    "Turning the discard pile over.": "Virar o lixo.",
    "Wild card (curinga).": "Curinga.",
    "The curinga.": "O curinga.",
    "Playing for lives.": "Partida por vidas.",
    "Going out with all ten cards.": "Bater com as dez cartas.",
}

WORDS: dict[str, str] = {
    **_LABELS,
    **_LABELS_WITH_PERIOD,
    **_OPTION_LINES,
    # the house rules' choices
    "Exactly three suits among the cards (a fourth card repeats one)":
        "Exatamente três naipes entre as cartas (uma quarta carta repete um deles)",
    "Any suits": "Qualquer naipe",
    "two or more cards of one suit may share a group":
        "duas ou mais cartas do mesmo naipe podem estar na mesma trinca",
    "Not a sequence": "Não é sequência",
    "aces are only low (A-{n}-{n1})": "o ás é só baixo (A-{n}-{n1})",
    "A sequence too": "Também é sequência",
    "an ace may also follow the king": "o ás também pode vir depois do rei",
    "One deal": "Uma rodada",
    "Two deals": "Duas rodadas",
    "Three deals": "Três rodadas",
    "Once": "Uma vez",
    "Twice": "Duas vezes",
    "Five times": "Cinco vezes",
    "No": "Não",
    "Not allowed": "Não vale",
    "For judging a showdown": "Para julgar mãos no showdown",
    "the wild card, such as {n}h, or none.": "o curinga, como {n}h, ou none.",
    "In play, the card turned up after the deal decides.":
        "No jogo, quem decide é a vira, a carta virada depois da distribuição.",
    "each deal is played for its pot": "cada rodada vale o seu pote",
    "going out always takes a discard": "para bater é sempre preciso descartar",
    # the printed card
    "Brazilian rummy with stakes (also called Cacheta): nine cards from two decks, one round of "
    "betting, then draw and discard until one player's nine cards all form melds and take the pot.":
        "Rummy brasileiro a dinheiro (também chamado Cacheta): nove cartas de dois baralhos, uma "
        "rodada de apostas, depois comprar e descartar até as nove cartas de um jogador formarem "
        "jogos e levarem o pote.",
    "Nine cards each from two decks shuffled together ({n} cards, no jokers).":
        "Nove cartas para cada um, de dois baralhos embaralhados juntos ({n} cartas, sem coringas).",
    "Everyone antes {n}. One round of betting follows the deal, and no bet or raise may be more "
    "than the ante times the number of players.":
        "Todos põem {n} de ante. Depois da distribuição vem uma rodada de apostas, e nenhuma "
        "aposta ou aumento pode passar do ante vezes o número de jogadores.",
    "One round of betting follows the deal, and no bet or raise may be more than the ante times "
    "the number of players.":
        "Depois da distribuição vem uma rodada de apostas, e nenhuma aposta ou aumento pode passar "
        "do ante vezes o número de jogadores.",
    "The first player whose nine cards all form melds goes out with the discard and takes the pot; "
    "if everyone else folds, the last player takes it.":
        "O primeiro jogador cujas nove cartas formem jogos bate com o descarte e leva o pote; se "
        "todos os outros desistirem, o último jogador que restar leva.",
    "The first player whose nine cards all form melds goes out with the discard and takes the pot":
        "O primeiro jogador cujas nove cartas formem jogos bate com o descarte e leva o pote",
    "if everyone else folds, the last player takes it.":
        "se todos os outros desistirem, o último jogador que restar leva.",
    "Melds: {groups}, and sequences of one suit, where {aces}.":
        "Jogos: {groups}, e sequências do mesmo naipe, em que {aces}.",
    "exactly three suits among the cards of a group of a kind":
        "exatamente três naipes entre as cartas de uma trinca",
    "any suits in a group of a kind": "qualquer naipe numa trinca",
    "aces are only low": "o ás é só baixo",
    "an ace may follow the king": "o ás pode vir depois do rei",
    "A match is {deals}.": "Uma partida tem {deals}.",
    "one deal": "uma rodada",
    "two deals": "duas rodadas",
    "three deals": "três rodadas",
    "Only one player goes out: a discard that lets several go out goes to the first of them to the "
    "discarder's left.":
        "Só um jogador bate: um descarte que deixa vários baterem vai para o primeiro deles à "
        "esquerda de quem descartou.",
    "The discard pile may be turned over {turns}; when the stock runs out after that, the deal ends "
    "with no winner.":
        "O lixo pode ser virado {turns}; quando o monte acabar depois disso, a rodada termina sem "
        "vencedor.",
    "once": "uma vez",
    "twice": "duas vezes",
    "five times": "cinco vezes",
    "The deck: {n} cards, some of them twice, no jokers.":
        "O baralho: {n} cartas, algumas repetidas, sem coringas.",
    "Then one card is turned up, which sets the curinga (see the wild cards).":
        "Depois se vira uma carta, a vira, que define o curinga (veja os curingas).",
    # the rules text, sentence by sentence (as a terminal that joins its lines reads it)
    "Three to eight players use two decks shuffled together ({n} cards, no jokers).":
        "De três a oito jogadores usam dois baralhos embaralhados juntos ({n} cartas, sem coringas).",
    "Everyone antes and gets nine cards.": "Todos põem o ante e recebem nove cartas.",
    "One round of betting follows, as in poker, from the dealer's left: no bet or raise may be more "
    "than the ante times the number of players.":
        "Vem uma rodada de apostas, como no pôquer, a partir da esquerda do carteador: nenhuma "
        "aposta ou aumento pode passar do ante vezes o número de jogadores.",
    "If everyone else folds, the last player takes the pot.":
        "Se todos os outros desistirem, o último jogador que restar leva o pote.",
    "Then, from the dealer's left, each player in turn draws a card, from the stock or the top of the "
    "discard pile (the first player can only draw from the stock), and discards one.":
        "Depois, a partir da esquerda do carteador, cada jogador na sua vez compra uma carta, do "
        "monte ou de cima do lixo (o primeiro jogador só pode comprar do monte), e descarta uma.",
    "Melds are sequences of three or more cards of one suit (aces low), and groups of three or more "
    "of a kind with exactly three suits among them (Q♠ Q♥ Q♦ or Q♠ Q♥ Q♦ Q♦, but not Q♠ Q♥ Q♦ Q♣).":
        "Os jogos são sequências de três ou mais cartas do mesmo naipe (ás baixo), e trincas de três "
        "ou mais cartas do mesmo valor com exatamente três naipes entre elas (Q♠ Q♥ Q♦ ou "
        "Q♠ Q♥ Q♦ Q♦, mas não Q♠ Q♥ Q♦ Q♣).",
    "A player whose other nine cards all form melds may go out with the discard, show the melds and "
    "take the pot.":
        "Um jogador cujas outras nove cartas formem jogos pode bater com o descarte, mostrar os "
        "jogos e levar o pote.",
    "A discard that lets another player go out is claimed for them at once, out of turn (the first "
    "such player to the discarder's left); nobody is asked.":
        "Um descarte que deixa outro jogador bater é pego para ele na hora, fora da vez (o primeiro "
        "desses jogadores à esquerda de quem descartou); ninguém pergunta nada.",
    "When the stock runs out, the discard pile is turned over as the new stock.":
        "Quando o monte acaba, o lixo é virado e vira o novo monte.",
    "The winner deals the next deal.": "Quem venceu dá as cartas na rodada seguinte.",
    # the rules text, line by line as the terminal prints it
    "Three to eight players use two decks shuffled together ({n} cards, no jokers). Everyone antes "
    "and":
        "De três a oito jogadores usam dois baralhos embaralhados juntos ({n} cartas, sem "
        "coringas). Todos põem o ante e",
    "gets nine cards. One round of betting follows, as in poker, from the dealer's left: no bet or":
        "recebem nove cartas. Vem uma rodada de apostas, como no pôquer, a partir da esquerda do "
        "carteador: nenhuma aposta ou",
    "raise may be more than the ante times the number of players. If everyone else folds, the last":
        "aumento pode passar do ante vezes o número de jogadores. Se todos os outros desistirem, o "
        "último",
    "player takes the pot.": "jogador que restar leva o pote.",
    "Then, from the dealer's left, each player in turn draws a card, from the stock or the top of "
    "the":
        "Depois, a partir da esquerda do carteador, cada jogador na sua vez compra uma carta, do "
        "monte ou de cima do",
    "discard pile (the first player can only draw from the stock), and discards one. Melds are":
        "lixo (o primeiro jogador só pode comprar do monte), e descarta uma. Os jogos são",
    "sequences of three or more cards of one suit (aces low), and groups of three or more of a kind":
        "sequências de três ou mais cartas do mesmo naipe (ás baixo), e trincas de três ou mais "
        "cartas do mesmo valor",
    "with exactly three suits among them (Q♠ Q♥ Q♦ or Q♠ Q♥ Q♦ Q♦, but not Q♠ Q♥ Q♦ Q♣). A player":
        "com exatamente três naipes entre elas (Q♠ Q♥ Q♦ ou Q♠ Q♥ Q♦ Q♦, mas não Q♠ Q♥ Q♦ Q♣). Um "
        "jogador",
    "whose other nine cards all form melds may go out with the discard, show the melds and take the":
        "cujas outras nove cartas formem jogos pode bater com o descarte, mostrar os jogos e levar o",
    "pot. A discard that lets another player go out is claimed for them at once, out of turn (the":
        "pote. Um descarte que deixa outro jogador bater é pego para ele na hora, fora da vez (o",
    "first such player to the discarder's left); nobody is asked. When the stock runs out, the "
    "discard":
        "primeiro desses jogadores à esquerda de quem descartou); ninguém pergunta nada. Quando o "
        "monte acaba, o",
    "pile is turned over as the new stock. The winner deals the next deal.":
        "lixo é virado e vira o novo monte. Quem venceu dá as cartas na rodada seguinte.",
}
