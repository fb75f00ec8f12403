"""The catalogue's words in Brazilian Portuguese: every game's summary and tags, as the
translated catalogue page reads them (the games' own names stay as they are)."""

WORDS: dict[str, str] = {
    # the catalogue and its refusals
    "The catalogue lists every game.": "O catálogo lista todos os jogos.",
    "There is no game '{name}'.": "Não existe o jogo '{name}'.",
    # the families and tags
    "banked": "contra a banca",
    "blind": "às cegas",
    "board": "board",
    "casino": "cassino",
    "declare in or out": "declarar se fica ou sai",
    "draw": "compra",
    "flip": "virar cartas",
    "guts": "guts",
    "high-low": "alta e baixa",
    "match": "partida",
    "no betting": "sem apostas",
    "no draw": "sem compra",
    "odd-deal": "rodada diferente",
    "odd-ranks": "valores diferentes",
    "partnership": "em duplas",
    "pass": "passar cartas",
    "rummy": "rummy",
    "split-card": "carta que divide o pote",
    "split-pot": "pote dividido",
    "stud": "stud",
    "three cards": "três cartas",
    "tricks": "vazas",
    "two decks": "dois baralhos",
    "wild": "curingas",
    # the families that are not a game's name (the catalogue's Family column)
    "Classic Stud": "Stud clássico",
    "Hold'em": "Hold'em",
    "Replace": "Troca de carta",
    # summaries (the names stay; "{n}/{n1}" games keep their numbers)
    "A Czech counting game": "Um jogo tcheco de contagem",
    "An Italian rummy game with two decks and jokers":
        "Um jogo de rummy italiano com dois baralhos e coringas",
    "Baseball played blind": "Baseball jogado às cegas",
    "Beat the dealer's three cards": "Vença as três cartas do carteador",
    "Bet, replace up to three cards, bet, show down.":
        "Aposte, troque até três cartas, aposte e mostre as cartas no showdown.",
    "Brazilian rummy with stakes (also called Cacheta)":
        "Rummy brasileiro a dinheiro (também chamado Cacheta)",
    "Chaos played blind": "Chaos jogado às cegas",
    "Chicago where the lowest spade face down, not the highest, takes half the pot.":
        "Chicago em que a espada fechada mais baixa, e não a mais alta, leva metade do pote.",
    "Deal again until someone wins alone.": "Dê as cartas de novo até alguém vencer sozinho.",
    "Eight Card Stud with a ninth card face down and a seventh round of betting":
        "Eight Card Stud com uma nona carta fechada e uma sétima rodada de apostas",
    "Face-down cards and betting rounds alternate until a player calls it":
        "Cartas fechadas e rodadas de apostas se alternam até um jogador encerrar",
    "Face-up cards go round until one matches a rank someone holds":
        "Cartas abertas circulam até uma coincidir com o valor que alguém tem",
    "Faces count {n}": "Figuras valem {n}",
    "Faces count ½ or {n} as you like": "Figuras valem ½ ou {n}, como você preferir",
    "Five Card Draw played for low": "Five Card Draw jogado para a mão mais baixa",
    "Five cards each": "Cinco cartas para cada um",
    "Five cards face down, a betting round, one draw of up to three cards (four if you show an "
    "ace), a second betting round, and the best high hand wins.":
        "Cinco cartas fechadas, uma rodada de apostas, uma troca de até três cartas (quatro se "
        "você mostrar um ás), uma segunda rodada de apostas, e a melhor mão alta vence.",
    "Five cards, three draws and four betting rounds":
        "Cinco cartas, três trocas e quatro rodadas de apostas",
    "Five-card poker with every card face down": "Pôquer de cinco cartas com todas as cartas fechadas",
    "Five-card stud where every card comes face down and you choose which one to turn up":
        "Stud de cinco cartas em que toda carta vem fechada e você escolhe qual abrir",
    "Four cards down to each player and one face up in the middle for everyone":
        "Quatro cartas fechadas para cada jogador e uma aberta no meio para todos",
    "Four cards, three draws of up to three cards": "Quatro cartas, três trocas de até três cartas",
    "Four players in partnerships with the Spanish {n}-card deck":
        "Quatro jogadores em duplas com o baralho espanhol de {n} cartas",
    "Hold'em with four cards down to each player": "Hold'em com quatro cartas fechadas para cada jogador",
    "Hold'em with three cards down": "Hold'em com três cartas fechadas",
    "Ireland's trick game": "O jogo de vazas da Irlanda",
    "Omaha with the pot split between the best high hand and the best low of eight or better":
        "Omaha com o pote dividido entre a melhor mão alta e a melhor baixa de oito ou menos",
    "One card down and four up, with a round of betting after each up card":
        "Uma carta fechada e quatro abertas, com uma rodada de apostas após cada carta aberta",
    "One face-up card each, all of different ranks":
        "Uma carta aberta para cada um, todas de valores diferentes",
    "One winner": "Um vencedor",
    "Pair Plus and the ante bonus pay on your own hand.":
        "o Pair Plus e o bônus do ante pagam pela sua própria mão.",
    "Seven Card Stud for the lowest hand": "Seven Card Stud para a mão mais baixa",
    "Seven Card Stud where everyone declares high, low or both in secret before the showdown":
        "Seven Card Stud em que cada um declara alta, baixa ou as duas em segredo antes do showdown",
    "Seven Card Stud where the best hand splits the pot with the player holding the highest spade "
    "face down.":
        "Seven Card Stud em que a melhor mão divide o pote com o jogador que tem a espada "
        "fechada mais alta.",
    "Seven Card Stud with one more card face down at the end and a sixth round of betting":
        "Seven Card Stud com mais uma carta fechada no fim e uma sexta rodada de apostas",
    "Seven Card Stud with queens wild, and the rank of the card dealt face up right after the last "
    "face-up queen wild too.":
        "Seven Card Stud com as damas como curinga, e também o valor da carta aberta dada logo "
        "depois da última dama aberta.",
    "Seven Card Stud with the pot split between the best high hand and the best low of eight or "
    "under":
        "Seven Card Stud com o pote dividido entre a melhor mão alta e a melhor baixa de oito ou menos",
    "Seven Card Stud with threes and nines wild": "Seven Card Stud com os três e os noves como curinga",
    "Seven cards down": "Sete cartas fechadas",
    "Seven-card stud where a face-up queen makes the {n} to {n1} of her suit wild, until the next "
    "face-up queen moves the wild cards to her own suit.":
        "Stud de sete cartas em que uma dama aberta faz do {n} ao {n1} do naipe dela curingas, até "
        "a próxima dama aberta levar os curingas para o naipe dela.",
    "Suck with folded cards passing to the right instead of the left.":
        "Suck em que as cartas de quem desiste passam para a direita em vez da esquerda.",
    "Take cards one at a time, aiming at {n} for low or {n1} for high":
        "Pegue cartas uma a uma, mirando {n} para baixa ou {n1} para alta",
    "Ten Card Stud where, before each betting round, the best hand showing must throw a card away.":
        "Ten Card Stud em que, antes de cada rodada de apostas, a melhor mão à mostra tem de "
        "jogar fora uma carta.",
    "Ten cards each, four face up and six face down, with eight betting rounds":
        "Dez cartas para cada um, quatro abertas e seis fechadas, com oito rodadas de apostas",
    "Ten cards face down": "Dez cartas fechadas",
    "The best hand splits the pot with the player on its left.":
        "A melhor mão divide o pote com o jogador à sua esquerda.",
    "The targets move to {n} and {n1}, and (as the source lists it) clubs count double.":
        "Os alvos passam a {n} e {n1}, e (como a fonte registra) paus valem o dobro.",
    "Three cards down, you choose one to show": "Três cartas fechadas, e você escolhe uma para mostrar",
    "Three cards each": "Três cartas para cada um",
    "Three cards each, and three chances to buy new ones (two, two, then one) between four betting "
    "rounds":
        "Três cartas para cada um, e três chances de trocar (duas, duas, depois uma) entre "
        "quatro rodadas de apostas",
    "Three, five, then seven cards, the number of cards wild":
        "Três, cinco, depois sete cartas, com o valor igual ao número de cartas como curinga",
    "Three-card stud": "Stud de três cartas",
    "Three-card stud where a player who folds passes their cards to the left, to be played as part "
    "of that player's hand.":
        "Stud de três cartas em que quem desiste passa suas cartas para a esquerda, e elas "
        "entram na mão desse jogador.",
    "Two cards down to each player and five face up in the middle for everyone (three, then one, "
    "then one), with a betting round after each":
        "Duas cartas fechadas para cada jogador e cinco abertas no meio para todos (três, "
        "depois uma, depois uma), com uma rodada de apostas após cada vez",
    "Two cards down, four up and a last one down, with five rounds of betting":
        "Duas cartas fechadas, quatro abertas e uma última fechada, com cinco rodadas de apostas",
    "Up cards and betting rounds alternate until a player calls it":
        "Cartas abertas e rodadas de apostas se alternam até um jogador encerrar",
    "{n}/{n1} starting with two cards down instead of one.":
        "{n}/{n1} começando com duas cartas fechadas em vez de uma.",
    "{n}/{n1} where black cards count nothing.": "{n}/{n1} em que as cartas pretas não valem nada.",
    "{n}/{n1} where every club counts double.": "{n}/{n1} em que toda carta de paus vale o dobro.",
    "{n}/{n1} where going over a target loses to anything under it.":
        "{n}/{n1} em que passar de um alvo perde para qualquer mão abaixo dele.",
    "{n}/{n1} where once you turn down a card you get no more.":
        "{n}/{n1} em que, depois de recusar uma carta, você não recebe mais nenhuma.",
    "{n}/{n1} where red cards count nothing.": "{n}/{n1} em que as cartas vermelhas não valem nada.",
    "{n}/{n1} where three refusals in a row lock you out of cards.":
        "{n}/{n1} em que três recusas seguidas deixam você sem mais cartas.",
    "{n}/{n1} where you fish for other players' hole cards by rank.":
        "{n}/{n1} em que você pede aos outros jogadores as cartas fechadas de um valor.",
    "{n}/{n1} with one chance, before the betting, to swap a card.":
        "{n}/{n1} com uma chance, antes das apostas, de trocar uma carta.",
    "{n}/{n1} with tens and faces worth ½": "{n}/{n1} com dez e figuras valendo ½",
    # the one-line rules of each game ("Game: a; b.")
    "a four turned up is swapped for the top card of the deck, and a first card turned up that is "
    "wild folds its player.":
        "um quatro aberto é trocado pela carta do topo do baralho, e uma primeira carta aberta "
        "que seja curinga faz o seu jogador desistir.",
    "a hand is exactly two of them and exactly three of the five board cards.":
        "uma mão usa exatamente duas delas e exatamente três das cinco cartas do board.",
    "a player dealt a four face up may buy another face-up card for one bet.":
        "o jogador que recebe um quatro aberto pode comprar outra carta aberta por uma aposta.",
    "a {n} in ten cards or fewer scoops.": "um {n} com dez cartas ou menos leva tudo.",
    "aces are low, straights and flushes don't count, and {n}-{n1}-{n2}-{n3}-A is the best.":
        "ases são baixos, sequências e flushes não contam, e {n}-{n1}-{n2}-{n3}-A é a melhor.",
    "alone in scores a point, and the lowest hand among several pays.":
        "quem fica sozinho marca um ponto, e entre vários a mão mais baixa paga.",
    "cards are turned until one matches a player's rank, a betting round follows each match, and "
    "the first four of a kind ends it":
        "as cartas são viradas até uma coincidir com o valor de um jogador, uma rodada de apostas "
        "segue cada coincidência, e a primeira quadra encerra",
    "change cards with mus, then bid four contests (Grande, Chica, Pares, Juego) to {n} points.":
        "troque cartas com mus, depois dispute quatro lances (Grande, Chica, Pares, Juego) até "
        "{n} pontos.",
    "closest to {n}, and a hand over {n1} never beats one under.":
        "o mais perto de {n}, e uma mão acima de {n1} nunca vence uma abaixo.",
    "declare high, low or both and split the pot.": "declare alta, baixa ou as duas e divida o pote.",
    "each half uses exactly two of your own cards, not always the same two.":
        "cada metade usa exatamente duas das suas cartas, nem sempre as mesmas duas.",
    "every queen turned up moves the wild suit.": "cada dama aberta muda o naipe curinga.",
    "everyone declares in or out at once": "todos declaram ao mesmo tempo se ficam ou saem",
    "everyone throws one away, unseen, before the first betting round, and plays on with two.":
        "cada um joga fora uma carta, sem mostrar, antes da primeira rodada de apostas, e segue com duas.",
    "five cards, the {n} of trumps highest, the ace of trumps robs the turned-up card, five points "
    "a trick and first to {n1} wins.":
        "cinco cartas, o {n} de trunfo é o mais alto, o ás de trunfo rouba a carta virada, cinco "
        "pontos por vaza e vence quem chegar primeiro a {n1}.",
    "five times everyone turns one up and secretly passes one to the right.":
        "cinco vezes cada um abre uma carta e passa outra em segredo para a direita.",
    "four up and one down at the end, with a betting round after each turn.":
        "quatro abertas e uma fechada no fim, com uma rodada de apostas após cada vez.",
    "high and low split the pot.": "a alta e a baixa dividem o pote.",
    "it goes to them, a betting round follows, and the first four of a kind takes the pot.":
        "ela vai para esse jogador, segue uma rodada de apostas, e a primeira quadra leva o pote.",
    "knock with little deadwood, keep under {n} points, and a rumino of seven wins at once.":
        "bata com poucos pontos soltos, fique abaixo de {n} pontos, e um rumino de sete vence na hora.",
    "low aims at {n}½, high at {n1}.": "a baixa mira {n}½, a alta {n1}.",
    "low is {n} or just above, high is {n1} or just below.":
        "a baixa é {n} ou logo acima, a alta é {n1} ou logo abaixo.",
    "low {n} or just above, high {n1} or just below.":
        "baixa {n} ou logo acima, alta {n1} ou logo abaixo.",
    "nine cards from two decks, one round of betting, then draw and discard until one player's "
    "nine cards all form melds and take the pot.":
        "nove cartas de dois baralhos, uma rodada de apostas, depois comprar e descartar até as "
        "nove cartas de um jogador formarem jogos e levarem o pote.",
    "nobody may look at their cards, which they turn up one at a time until they beat the best "
    "hand showing":
        "ninguém pode olhar as próprias cartas, que cada um abre uma a uma até vencer a melhor mão à mostra",
    "nobody may look at their own cards, which they turn up one at a time until they beat the best "
    "hand showing":
        "ninguém pode olhar as próprias cartas, que cada um abre uma a uma até vencer a melhor mão à mostra",
    "one card down, two up, a betting round after each, and the best three-card poker hand wins.":
        "uma carta fechada, duas abertas, uma rodada de apostas após cada uma, e vence a melhor "
        "mão de pôquer de três cartas.",
    "one draw, and the lowest hand (ace-to-five, so {n}-{n1}-{n2}-{n3}-A is the best) takes the pot.":
        "uma troca, e a mão mais baixa (de ás a cinco, então {n}-{n1}-{n2}-{n3}-A é a melhor) "
        "leva o pote.",
    "pass three, two and one to the left, stack your best five face down and roll them up one at a "
    "time with a bet after each":
        "passe três, duas e uma para a esquerda, empilhe fechadas as suas cinco melhores e abra "
        "uma a uma com uma aposta após cada",
    "play cards onto a running total, score for landing on a multiple of {n} and lose points for "
    "going past one.":
        "jogue cartas somando a um total corrente, marque ao cair num múltiplo de {n} e perca "
        "pontos ao passar de um.",
    "say in or out, draw one, and the best hand in takes the pot while every other hand in matches it.":
        "diga se fica ou sai, compre uma, e a melhor mão que ficou leva o pote enquanto cada "
        "outra mão que ficou iguala o pote.",
    "say in or out, draw up to three (four with an ace), and the best hand in takes the pot while "
    "every other hand in matches it.":
        "diga se fica ou sai, troque até três (quatro com um ás), e a melhor mão que ficou leva o "
        "pote enquanto cada outra mão que ficou iguala o pote.",
    "that card's rank is wild.": "o valor dessa carta é curinga.",
    "the best five cards win.": "vencem as cinco melhores cartas.",
    "the best five of eight win.": "vencem as cinco melhores de oito.",
    "the best five of nine win.": "vencem as cinco melhores de nove.",
    "the best five of your seven cards win.": "vencem as cinco melhores das suas sete cartas.",
    "the best five of your seven win.": "vencem as cinco melhores das suas sete.",
    "the best five-card hand wins.": "vence a melhor mão de cinco cartas.",
    "the best hand in scores a point and is paid the pot by the others in.":
        "a melhor mão que ficou marca um ponto e recebe o pote dos outros que ficaram.",
    "the best high and the best low hand split the pot.":
        "a melhor mão alta e a melhor mão baixa dividem o pote.",
    "the lowest hand of four different suits and ranks wins (A-{n}-{n1}-{n2} of four suits is the best).":
        "vence a mão mais baixa de quatro naipes e valores diferentes (A-{n}-{n1}-{n2} de quatro "
        "naipes é a melhor).",
    "the lowest hand wins, deuce-to-seven ({n}-{n1}-{n2}-{n3}-{n4} is the best; aces, straights "
    "and flushes hurt).":
        "vence a mão mais baixa, de dois a sete ({n}-{n1}-{n2}-{n3}-{n4} é a melhor; ases, "
        "sequências e flushes atrapalham).",
    "the two split the pot.": "os dois dividem o pote.",
    "then one last round of betting and the best five cards win.":
        "depois uma última rodada de apostas, e vencem as cinco melhores cartas.",
    "then one last round of betting, and the best five cards win.":
        "depois uma última rodada de apostas, e vencem as cinco melhores cartas.",
    "three aces are the best hand.": "três ases são a melhor mão.",
    "two cards, then three more one at a time, with a betting round after each.":
        "duas cartas, depois mais três uma a uma, com uma rodada de apostas após cada.",
    "with no such low, the high hand takes it all.": "sem essa baixa, a mão alta leva tudo.",
}
