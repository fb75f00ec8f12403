"""Pif Paf's lessons in Brazilian Portuguese: jogos e batida, a rodada de apostas, comprar ou
pegar o descarte (the curinga and lives lesson is in :mod:`.pt_br_house`). The lessons deal
fixed cards, so their sentences are written out whole, cards and all."""

WORDS: dict[str, str] = {
    # Melds, going out, and a claim out of turn
    "Melds, going out, and a claim out of turn":
        "Jogos, batida e pegar fora da vez",
    "Sort your hand into melds. A group of a kind needs exactly three suits.":
        "Organize a sua mão em jogos. Uma trinca precisa de exatamente três naipes.",
    "You hold four 7s, one of each suit. How many of your nine cards are in no meld?":
        "Você tem quatro setes, um de cada naipe. Quantas das suas nove cartas não estão em nenhum jogo?",
    "7♣ 7♦ 7♥ 7♠ shows four suits, so only three of the 7s can be a group.":
        "7♣ 7♦ 7♥ 7♠ mostra quatro naipes, então só três dos setes podem formar uma trinca.",
    "A♠ 2♠ 3♠ is a run and three 7s are a group; the fourth 7, J♦ and Q♦ are left over.":
        "A♠ 2♠ 3♠ é uma sequência e três setes são uma trinca; o quarto sete, J♦ e Q♦ ficam soltos.",
    "J♦ and Q♦ are only two cards, and a run needs three: they are left over too.":
        "J♦ e Q♦ são só duas cartas, e uma sequência precisa de três: elas também ficam soltas.",
    "Only three of your four 7s can be a group, so one 7 is left over with J♦ and Q♦.":
        "Só três dos seus quatro setes podem formar uma trinca, então um sete fica solto com J♦ e Q♦.",
    "Three of the 7s make a group; only the fourth 7, J♦ and Q♦ are left over.":
        "Três dos setes formam uma trinca; só o quarto sete, J♦ e Q♦ ficam soltos.",
    "You drew K♦: J♦ Q♦ K♦ is a run. Go out, discarding a card that leaves the other nine all in melds.":
        "Você comprou K♦: J♦ Q♦ K♦ é uma sequência. Bata, descartando uma carta que deixe as outras "
        "nove todas em jogos.",
    "Any one of your four 7s: three 7s of three suits are a group.":
        "Qualquer um dos seus quatro setes: três setes de três naipes são uma trinca.",
    "Going out shows your melds and takes the whole pot. A hand goes out only when all nine cards "
    "left are in melds.":
        "Bater mostra os seus jogos e leva o pote inteiro. Uma mão só bate quando as nove cartas que "
        "sobram estão todas em jogos.",
    "A plain discard passes the turn, though your other nine cards already form melds: go out instead.":
        "Um descarte simples passa a vez, embora as suas outras nove cartas já formem jogos: bata em "
        "vez disso.",
    "Throwing back the K♦ breaks the run you just made.":
        "Jogar de volta o K♦ desfaz a sequência que você acabou de formar.",
    "Another hand. You drew 10♠, which fits no meld. Throw away a card that is in no meld.":
        "Outra mão. Você comprou 10♠, que não entra em nenhum jogo. Jogue fora uma carta que não "
        "esteja em nenhum jogo.",
    "10♠ and 5♣ fit none of your melds.":
        "10♠ e 5♣ não entram em nenhum dos seus jogos.",
    "Your discard starts the discard pile; the next player may take it or draw from the stock.":
        "O seu descarte começa o lixo; o próximo jogador pode pegá-lo ou comprar do monte.",
    "J♦ Q♦ wait for 10♦ or K♦ to make a run: keep them.":
        "J♦ Q♦ esperam 10♦ ou K♦ para formar uma sequência: fique com elas.",
    "That breaks your group of three 7s.":
        "Isso desfaz a sua trinca de setes.",
    "You hold A♠ 2♠ 3♠, three 7s, J♦ Q♦ and 5♣. Find the cards you wait for.":
        "Você tem A♠ 2♠ 3♠, três setes, J♦ Q♦ e 5♣. Encontre as cartas que você espera.",
    "Which card, if another player throws it away, is claimed for you out of turn?":
        "Qual carta, se outro jogador a jogar fora, é pega para você fora da vez?",
    "A claimed card must go into one of your melds, and the rest must go out.":
        "Uma carta pega fora da vez precisa entrar num dos seus jogos, e o resto precisa bater.",
    "Nobody is asked: a discard that lets you go out is claimed for you at once, even out of turn. "
    "Otherwise play simply goes on.":
        "Ninguém pergunta nada: um descarte que deixa você bater é pego para você na hora, mesmo "
        "fora da vez. Senão, o jogo simplesmente continua.",
    "10♦ or K♦":
        "10♦ ou K♦",
    "Any diamond":
        "Qualquer carta de ouros",
    "No card":
        "Nenhuma carta",
    "Only K♦":
        "Só K♦",
    "The 10♦ also makes a run with your J♦ Q♦.":
        "O 10♦ também forma uma sequência com o seu J♦ Q♦.",
    "Only a diamond next to J♦ Q♦ makes a run: the 10♦ or the K♦.":
        "Só uma carta de ouros vizinha de J♦ Q♦ forma sequência: o 10♦ ou o K♦.",
    "The 10♦ or the K♦ makes a third meld, and you go out by discarding the 5♣.":
        "O 10♦ ou o K♦ forma um terceiro jogo, e você bate descartando o 5♣.",
    "Seat 3 threw away K♦, and it was claimed for you. Choose your discard and go out.":
        "O lugar 3 jogou fora K♦, e ela foi pega para você. Escolha o seu descarte e bata.",
    "Only one card is left over once K♦ joins J♦ Q♦.":
        "Só uma carta fica solta quando K♦ se junta a J♦ Q♦.",
    "The claimed card joins your run J♦ Q♦ K♦, you discard 5♣, show your melds and take the pot, "
    "though it was not your turn.":
        "A carta pega entra na sua sequência J♦ Q♦ K♦, você descarta 5♣, mostra os seus jogos e leva "
        "o pote, mesmo não sendo a sua vez.",
    # The round of betting before the play
    "The round of betting before the play":
        "A rodada de apostas antes do jogo",
    "Your nine cards are all in melds already: bet the most, 6.":
        "As suas nove cartas já estão todas em jogos: aposte o máximo, 6.",
    "Set the amount to 6, the ante times the three players.":
        "Ponha o valor em 6, o ante vezes os três jogadores.",
    "Seat 2 calls your 6 and raises by 2, and seat 3 calls.":
        "O lugar 2 paga os seus 6 e aumenta 2, e o lugar 3 paga.",
    "Checking lets everyone play on for the ante alone, with a hand that goes out on your first turn.":
        "Passar deixa todos seguirem só pelo ante, com uma mão que bate na sua primeira vez.",
    "A bet may be anything from 2 to 6, and this hand is worth the most.":
        "Uma aposta pode ser qualquer valor de 2 a 6, e esta mão vale o máximo.",
    "Seat 2 raised by 2: raise back.":
        "O lugar 2 aumentou 2: aumente de volta.",
    "Whatever you raise, the others may call it: the round ends when everyone still in has put in the same.":
        "Quanto quer que você aumente, os outros podem pagar: a rodada de apostas termina quando "
        "todos que continuam puseram o mesmo valor.",
    "Another deal: two melds, but three cards still to place. Check.":
        "Outra rodada: dois jogos, mas ainda três cartas para encaixar. Passe.",
    "Seat 2 bets 2, and seat 3 calls.":
        "O lugar 2 aposta 2, e o lugar 3 paga.",
    "Seat 2 bets 2: call, to play your two melds on.":
        "O lugar 2 aposta 2: pague, para seguir jogando com os seus dois jogos.",
    "Everyone has put in the same: the betting is over and the play begins.":
        "Todos puseram o mesmo valor: as apostas terminaram e o jogo começa.",
    "Another deal: none of your cards make a meld, and seat 2 bets 2. Fold.":
        "Outra rodada: nenhuma das suas cartas forma jogo, e o lugar 2 aposta 2. Desista.",
    "You sit this deal out; your ante stays in the pot.":
        "Você fica fora desta rodada; o seu ante fica no pote.",
    # Draw from the stock, or take the discard
    "Draw from the stock, or take the discard":
        "Comprar do monte, ou pegar o descarte",
    "Seat 3 threw away the 4♠, which lengthens your A♠ 2♠ 3♠: take it.":
        "O lugar 3 jogou fora o 4♠, que aumenta a sua sequência A♠ 2♠ 3♠: pegue-o.",
    "The top card of the discard pile is yours for the taking at the start of your turn.":
        "A carta de cima do lixo é sua se você quiser, no começo da sua vez.",
    "The 4♠ joins your run: A♠ 2♠ 3♠ 4♠. Now throw a card away.":
        "O 4♠ entra na sua sequência: A♠ 2♠ 3♠ 4♠. Agora jogue fora uma carta.",
    "The card from the stock is unknown, and the 4♠ fits your run for sure.":
        "A carta do monte é desconhecida, e o 4♠ entra na sua sequência com certeza.",
    "Throw away the 10♠, which fits no meld.":
        "Jogue fora o 10♠, que não entra em nenhum jogo.",
    "The card you just took may not go straight back.":
        "A carta que você acabou de pegar não pode voltar direto para o lixo.",
    "Seat 2 and seat 3 play their turns; seat 3 throws away the Q♣.":
        "O lugar 2 e o lugar 3 jogam a vez deles; o lugar 3 joga fora o Q♣.",
    "J♦ Q♦ wait for the 10♦ or the K♦ to make a run: keep them.":
        "J♦ Q♦ esperam o 10♦ ou o K♦ para formar uma sequência: fique com elas.",
    "The Q♣ fits none of your melds: draw from the stock.":
        "O Q♣ não entra em nenhum dos seus jogos: compre do monte.",
    "Take the discard only when it fits.":
        "Pegue o descarte só quando ele encaixa.",
    "The stock card is unknown, but it might be the 10♦ or the K♦ your diamonds wait for.":
        "A carta do monte é desconhecida, mas pode ser o 10♦ ou o K♦ que os seus ouros esperam.",
    "The Q♣ completes no meld, and a card you take may not go straight back, so you would break up "
    "your hand.":
        "O Q♣ não completa nenhum jogo, e uma carta que você pega não pode voltar direto para o "
        "lixo, então você desmancharia a sua mão.",
}
