"""Mus's house rules of issue 35 in Brazilian Portuguese; the Mus words stay Spanish (mano,
juego, pares, amarracos, vaca), as Brazilian players of Mus say them."""

WORDS: dict[str, str] = {
    "31 real (three sevens and a jack)":
        "31 real (três setes e um valete)",
    "No: every 31 is equal, and the player nearer mano wins a tie":
        "Não: todo 31 vale o mesmo, e o empate fica com o jogador mais perto da mano",
    "Yes: it beats every other 31 (the Basque championship's rules)":
        "Sim: ganha de qualquer outro 31 (as regras do campeonato basco)",
    "Pedrete (a four, five, six and seven)":
        "Pedrete (um quatro, um cinco, um seis e um sete)",
    "Not paid: an ordinary hand without pares":
        "Não se paga: uma mão comum, sem pares",
    "Paid: it counts as pares, the lowest, worth 1 (a local rule)":
        "Paga-se: conta como pares, os mais baixos, e vale 1 (uma regra local)",
    "Points to win a game":
        "Pontos para ganhar um jogo",
    "40 points (eight amarracos)":
        "40 pontos (oito amarracos)",
    "35 points (seven amarracos)":
        "35 pontos (sete amarracos)",
    "30 points (six amarracos)":
        "30 pontos (seis amarracos)",
    "Games in a match":
        "Jogos da partida",
    "One game":
        "Um jogo",
    "The best of three games (a vaca)":
        "Melhor de três jogos (uma vaca)",
    "The best of five games":
        "Melhor de cinco jogos",
    "pedrete, four to seven":
        "pedrete, do quatro ao sete",
    "juego of 31 real":
        "juego de 31 real",
    "31 real":
        "31 real",
    "Pedrete":
        "Pedrete",
    "you have 31 real, the best juego":
        "você tem 31 real, o melhor juego",
    "you have 31, beaten only by the 31 real":
        "você tem 31, que só perde para o 31 real",
    "31 real (three sevens and a jack) beats every other 31":
        "O 31 real (três setes e um valete) ganha de qualquer outro 31",
    "Pedrete (a four, five, six and seven) counts as pares, worth 1":
        "O pedrete (um quatro, um cinco, um seis e um sete) conta como pares e vale 1",
    "Three sevens and a jack: a juego of 31. Under the house rule it beats every other 31, "
    "even one held nearer mano.":
        "Três setes e um valete: um juego de 31. Com a regra da casa ganha de qualquer "
        "outro 31, mesmo o de um jogador mais perto da mano.",
    "A four, a five, a six and a seven. Under the house rule it counts as pares, below "
    "every pair, and adds 1 point when it wins Pares.":
        "Um quatro, um cinco, um seis e um sete. Com a regra da casa conta como pares, "
        "abaixo de qualquer par, e soma 1 ponto quando ganha os pares.",
    "{counters} (five amarracos, announced: {n} to go)":
        "{counters} (cinco amarracos, anunciado: faltam {n})",
    "{counters} (six amarracos, announced: {n} to go)":
        "{counters} (seis amarracos, anunciado: faltam {n})",
    "Game {n1}: {team} reach {n2} points and win it after {n3} deal ({n4} to {n5}).":
        "Jogo {n1}: {team} chegam a {n2} pontos e levam o jogo depois de {n3} rodada ({n4} "
        "a {n5}).",
    "{team} reach {n1} points and win game {n2} after {n3} deal ({n4} to {n5}).":
        "{team} chegam a {n1} pontos e ganham o jogo {n2} depois de {n3} rodada ({n4} a "
        "{n5}).",
    "Game {n1}: {team} reach {n2} points and win it after {n3} deals ({n4} to {n5}).":
        "Jogo {n1}: {team} chegam a {n2} pontos e levam o jogo depois de {n3} rodadas ({n4} "
        "a {n5}).",
    "{team} reach {n1} points and win game {n2} after {n3} deals ({n4} to {n5}).":
        "{team} chegam a {n1} pontos e ganham o jogo {n2} depois de {n3} rodadas ({n4} a "
        "{n5}).",
    "Game {n1}: {team} win the órdago on {contest} and win it after {n2} deal ({n3} to "
    "{n4}).":
        "Jogo {n1}: {team} ganham o órdago em {contest} e levam o jogo depois de {n2} "
        "rodada ({n3} a {n4}).",
    "{team} win the órdago on {contest} and win game {n1} after {n2} deal ({n3} to {n4}).":
        "{team} ganham o órdago em {contest} e ganham o jogo {n1} depois de {n2} rodada "
        "({n3} a {n4}).",
    "Game {n1}: {team} win the órdago on {contest} and win it after {n2} deals ({n3} to "
    "{n4}).":
        "Jogo {n1}: {team} ganham o órdago em {contest} e levam o jogo depois de {n2} "
        "rodadas ({n3} a {n4}).",
    "{team} win the órdago on {contest} and win game {n1} after {n2} deals ({n3} to {n4}).":
        "{team} ganham o órdago em {contest} e ganham o jogo {n1} depois de {n2} rodadas "
        "({n3} a {n4}).",
    "Games won: {n1} by {team}, {n2} by {others}. Both sides start the next game from 0.":
        "Jogos ganhos: {n1} para {team}, {n2} para {others}. As duas duplas começam o "
        "próximo jogo do 0.",
    "Both sides start the next game from 0.":
        "As duas duplas começam o próximo jogo do 0.",
    "{team} win the match, {n1} games to {n2}.":
        "{team} ganham a partida por {n1} jogos a {n2}.",
    "Games won (the best of {n1}): your side {n2}, their side {n3}":
        "Jogos ganhos (melhor de {n1}): sua dupla {n2}, a outra dupla {n3}",
    "You win the match, {n1} games to {n2}.":
        "Você ganha a partida por {n1} jogos a {n2}.",
    "You lose the match, {n1} games to {n2}.":
        "Você perde a partida por {n1} jogos a {n2}.",
    "You lose the match, {n1} game to {n2}.":
        "Você perde a partida por {n1} jogo a {n2}.",
    "A juego of 31 real (three sevens and a jack) beats every other 31.":
        "Um juego de 31 real (três setes e um valete) ganha de qualquer outro 31.",
    "A Pedrete (a four, five, six and seven) counts as pares, the lowest, and adds 1.":
        "Um pedrete (um quatro, um cinco, um seis e um sete) conta como pares, os mais "
        "baixos, e soma 1.",
    "The first side to {n} points wins.":
        "Ganha a primeira dupla que chegar a {n} pontos.",
    "The first side to {n1} points wins a game, and the side that wins {n2} of {n3} games "
    "wins the match.":
        "A primeira dupla que chegar a {n1} pontos ganha um jogo, e a que ganhar {n2} de "
        "{n3} jogos ganha a partida.",
    "House rules: the 31 real and the Pedrete":
        "Regras da casa: o 31 real e o pedrete",
    "At this table the 31 real counts: three sevens and a jack beat every other 31. You "
    "hold it. Say no mus.":
        "Nesta mesa vale o 31 real: três setes e um valete ganham de qualquer outro 31. "
        "Você o tem. Diga no mus.",
    "If all four say mus, you must throw away at least one card of the best juego there is.":
        "Se os quatro disserem mus, você terá de descartar pelo menos uma carta do melhor "
        "juego que existe.",
    "Mus asks to change cards; no mus keeps them.":
        "Mus pede para trocar cartas; no mus fica com elas.",
    "One no mus starts the bidding with the hands as they were dealt.":
        "Um só no mus começa as apostas com as cartas como foram dadas.",
    "Read your hand under this table's house rules.":
        "Leia sua mão com as regras da casa desta mesa.",
    "What does your hand hold for Pares and Juego?":
        "O que sua mão tem para pares e para juego?",
    "Medias, three sevens; Juego of 31":
        "Medias, três setes; Juego de 31",
    "Here three sevens and a jack are more than a 31: they are the 31 real.":
        "Aqui três setes e um valete são mais que um 31: são o 31 real.",
    "No pares; Juego of 31 real":
        "Sem pares; Juego de 31 real",
    "Three sevens are medias.":
        "Três setes são medias.",
    "Three cards of one rank are medias; 7 + 7 + 7 + 10 is 31.":
        "Três cartas iguais são medias; 7 + 7 + 7 + 10 dá 31.",
    "Three sevens are medias, and with a jack they make the 31 real. Your partner's four, "
    "five, six and seven, the Pedrete, are paid here too: they count as pares, the lowest.":
        "Três setes são medias, e com o valete fazem o 31 real. O quatro, cinco, seis e "
        "sete do seu parceiro, o pedrete, também se pagam aqui: contam como pares, os mais "
        "baixos.",
    "Juego: seat 2 said yes, and may hold a 31. Your 31 real cannot lose: call órdago.":
        "Juego: o lugar 2 disse que sim, e pode ter 31. Seu 31 real não pode perder: peça "
        "órdago.",
    "A pass lets the others decide what Juego is worth, with the best juego in your hand.":
        "Passar deixa os outros decidirem quanto vale o juego, com o melhor juego na sua "
        "mão.",
    "A bid wins only points. With a hand that cannot lose, stake the whole game.":
        "Uma aposta só ganha pontos. Com uma mão que não pode perder, aposte o jogo "
        "inteiro.",
    "The deck has four sevens, so nobody else can hold a 31 real.":
        "O baralho tem quatro setes, então ninguém mais pode ter um 31 real.",
    "Órdago stakes the whole game on Juego. Nobody can beat the 31 real, so if the other "
    "side sees it, your side wins the game.":
        "O órdago aposta o jogo inteiro no juego. Ninguém ganha do 31 real, então se a "
        "outra dupla aceitar, sua dupla ganha o jogo.",
    "Seat 2 sees your órdago and the hands are shown.":
        "O lugar 2 aceita seu órdago e as cartas são mostradas.",
    "Who holds the best hand for Juego?":
        "Quem tem a melhor mão para o juego?",
    "Seat 2 holds K Q J A: a 31 too, but not the 31 real.":
        "O lugar 2 tem R D V A: também 31, mas não o 31 real.",
    "Without the house rule your 31 and seat 2's would tie and you, as mano, would win the "
    "tie; with it, the 31 real wins outright, wherever it sits.":
        "Sem a regra da casa, o seu 31 e o do lugar 2 empatariam e você, como mano, "
        "ganharia o empate; com ela, o 31 real ganha direto, esteja onde estiver.",
}
