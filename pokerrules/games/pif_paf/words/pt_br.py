"""Pif Paf's own words in Brazilian Portuguese, where the game is Cacheta: jogos (trincas and
sequências), bater, o lixo, o monte, as cartas soltas, pegar fora da vez. The house rules' words
are in :mod:`.pt_br_house`; the moves a player types (``draw``, ``take``, ``discard``, ``out``,
``out-ten``, ``check``, ``bet``…) stay as they are where a line says what to type."""

from __future__ import annotations

#: The moves open at once, as the terminal lists them: codes the player types, kept.
_CODE_LISTS = ("draw, take", "check, bet", "call, raise, fold", "call, fold", "out, discard",
               "out-ten, out, discard", "out-ten, discard")

#: The same lists with what each move takes, as a prompt shows them (``<card: …>`` in words).
_PROMPT_MOVES = {
    "check, bet <{n}-{n1}>": "check, bet <{n}-{n1}>",
    "check, bet {n}": "check, bet {n}",
    "call, raise <{n}-{n1}>, fold": "call, raise <{n}-{n1}>, fold",
    "call, raise {n}, fold": "call, raise {n}, fold",
    "draw": "draw",
    "draw, take": "draw, take",
    "call, fold": "call, fold",
}
#: A move that takes a card, as a prompt lists it (``discard <card: 2c 5d>``): the layer splits
#: the list at ": " and ", ", so the pieces are the move with its word for "card", and the codes.
_CARD_MOVES = {"discard <card": "discard <carta", "out <card": "out <carta", "out-ten": "out-ten"}

_PROMPTS = {f"Your move ({moves}; or {ask}):": f"Sua jogada ({words}; ou {ask}):"
            for moves, words in _PROMPT_MOVES.items() for ask in ("help", "hint")}

_NOT_A_MOVE = {
    f"{{word}} is not a move you can make now; your moves are: {codes}. Type help for examples.":
        f"{{word}} não é uma jogada que você pode fazer agora; suas jogadas são: {codes}. Digite "
        "help para ver exemplos."
    for codes in (*_CODE_LISTS, "draw", "discard", "out", "out-ten, out")
}

_NO_AMOUNT = {
    "A number alone is not a move, and no move open now takes an amount; your moves are: "
    f"{codes}.":
        "Um número sozinho não é uma jogada, e nenhuma jogada possível agora leva um valor; suas "
        f"jogadas são: {codes}."
    for codes in (*_CODE_LISTS, "draw", "discard", "out", "out-ten, out")
}

#: Sets and runs by name.
_RANK_PLURALS = {"aces": "ases", "twos": "dois", "threes": "três", "fours": "quatros",
                 "fives": "cincos", "sixes": "seis", "sevens": "setes", "eights": "oitos",
                 "nines": "noves", "tens": "dez", "jacks": "valetes", "queens": "damas",
                 "kings": "reis"}
_MELD_NAMES = {
    **{f"Set of {rank}": f"Trinca de {nome}" for rank, nome in _RANK_PLURALS.items()},
    **{f"Run of {suit}": f"Sequência de {naipe}" for suit, naipe in
       {"clubs": "paus", "diamonds": "ouros", "hearts": "copas", "spades": "espadas"}.items()},
}

WORDS: dict[str, str] = {
    **{codes: codes for codes in _CODE_LISTS},
    **_PROMPTS,
    **_CARD_MOVES,
    **_NOT_A_MOVE,
    **_NO_AMOUNT,
    **_MELD_NAMES,
    "Pif Paf, seed {n}.": "Pif Paf, semente {n}.",
    # the help's lines: what to type (kept), padded, then what it does
    "draw{pad}Draw from the stock": "draw{pad}Comprar do monte",
    "take{pad}Take {sym} from the discard pile": "take{pad}Pegar {sym} do lixo",
    "discard {pick}{pad}Discard": "discard {pick}{pad}Descartar",
    "out {pick}{pad}Go out, discarding {sym}": "out {pick}{pad}Bater, descartando {sym}",
    "out {pick}{pad}Go out": "out {pick}{pad}Bater",
    "out-ten{pad}Go out with all ten cards": "out-ten{pad}Bater com as dez cartas",
    **{f"Which card? Type {code} and one of {{cards}}, for example: {code} {{example}}.":
       f"Qual carta? Digite {code} e uma de {{cards}}, por exemplo: {code} {{example}}."
       for code in ("discard", "out")},
    "d, toss, throw": "d, toss, throw",
    "y, hit, yes, card": "y, hit, yes, card",
    "Discard pile: {pile}": "Lixo: {pile}",
    "Curinga: the {cardname}, one above the card turned up":
        "Curinga: {cardname}, uma acima da vira",
    "wild in sequences only": "vale só em sequências",
    "left over after: {n}": "soltas depois: {n}",
    "Going out": "Batida",
    "You discard {sym} and go out: {melds}": "Você descarta {sym} e bate: {melds}",
    "Seat {n} discards {sym} and goes out: {melds}": "O lugar {n} descarta {sym} e bate: {melds}",
    # the table: moves, prompts, piles, notes
    "Your turn": "Sua vez",
    "Draw from the stock": "Comprar do monte",
    "Take {sym} from the discard pile": "Pegar {sym} do lixo",
    "Draw from the stock, or take the discard": "Compre do monte, ou pegue o descarte",
    "draw from the stock.": "compre do monte.",
    "draw from the stock or take the top of the discard pile.":
        "compre do monte ou pegue a carta de cima do lixo.",
    "Discard": "Descartar",
    "Discard {sym}": "Descartar {sym}",
    "Go out, discarding {sym}": "Bater, descartando {sym}",
    "Discard a card (or go out, if your other nine cards all form melds).":
        "Descarte uma carta (ou bata, se as outras nove cartas formam jogos).",
    "Discard pile": "Lixo",
    "Top of the discard pile": "Carta de cima do lixo",
    "Stock {n} cards": "Monte {n} cartas",
    "turned over {n} of {n1} times": "virado {n} de {n1} vezes",
    "{sym} ({n} cards)": "{sym} ({n} cartas)",
    "Melds": "Jogos",
    "Left over": "Soltas",
    "left over": "soltas",
    "nothing left over": "nenhuma carta solta",
    "nothing left over.": "nenhuma carta solta.",
    "none": "nenhum",
    "Left over: {n} cards": "Soltas: {n} cartas",
    "Left over: {n} card": "Soltas: {n} carta",
    "Deals won": "Rodadas ganhas",
    "Deals won {n}": "Rodadas ganhas {n}",
    "Deals won by": "Rodadas ganhas por",
    "Nobody won a deal.": "Ninguém ganhou uma rodada.",
    "Out of the match": "Fora da partida",
    "{shown}  (Melds: {notes})": "{shown}  (Jogos: {notes})",
    "{shown}  (Deals won {n})": "{shown}  (Rodadas ganhas {n})",
    "{shown}  (Deals won {n}; {notes})": "{shown}  (Rodadas ganhas {n}; {notes})",
    "Ante {n}; no bet or raise over {n1}": "Ante {n}; nenhuma aposta ou aumento acima de {n1}",
    "no bet or raise over {n}": "nenhuma aposta ou aumento acima de {n}",
    "no bet or raise over {n}.": "nenhuma aposta ou aumento acima de {n}.",
    "check or bet.": "passar ou apostar.",
    "One round of betting": "Uma rodada de apostas",
    "The round of betting before the play": "A rodada de apostas antes do jogo",
    "betting-round": "rodada de apostas",
    # the log
    "Deal {n}, dealt by seat {n1}: nine cards each. A match by lives has no betting.":
        "Rodada {n}, com o lugar {n1} dando as cartas: nove cartas para cada um. Partida por vidas "
        "não tem apostas.",
    "Deal {n}, dealt by you: nine cards each. A match by lives has no betting.":
        "Rodada {n}, com você dando as cartas: nove cartas para cada um. Partida por vidas não tem "
        "apostas.",
    "Waiting for seat {n}.": "Esperando o lugar {n}.",
    "Betting: {n} to call.": "Apostas: {n} para pagar.",
    "Your turn: the stock is empty, so the discard pile is turned over as the new stock, and you "
    "draw from it.":
        "Sua vez: o monte acabou, então o lixo é virado e vira o novo monte, e você compra dele.",
    "You have claimed {sym} out of turn: choose the card to discard and go out; the other nine are "
    "your melds.":
        "Você pegou {sym} fora da vez: escolha a carta para descartar e bata; as outras nove são os "
        "seus jogos.",
    "You have claimed the discard out of turn: choose the card to discard and go out; the other "
    "nine are your melds.":
        "Você pegou o descarte fora da vez: escolha a carta para descartar e bata; as outras nove "
        "são os seus jogos.",
    "Turn the discard pile over and draw": "Virar o lixo e comprar",
    "draw{pad}Turn the discard pile over and draw": "draw{pad}Virar o lixo e comprar",
    "Go out, discarding": "Bater, descartando",
    "out {pick}{pad}Go out, discarding": "out {pick}{pad}Bater, descartando",
    "The stock has run out: the discard pile is turned over, without shuffling, as the new stock "
    "of {n} cards.":
        "O monte acabou: o lixo é virado, sem embaralhar, e vira o novo monte de {n} cartas.",
    "After {n} turns nobody has gone out": "Depois de {n} vezes ninguém bateu",
    "The stock has run out {n} times": "O monte acabou {n} vezes",
    "{why}: the deal ends with no winner, and everyone takes back what they put into its pot.":
        "{why}: a rodada termina sem vencedor, e cada um recebe de volta o que pôs no pote.",
    "You leave the match, without the {n} chips for the ante.":
        "Você sai da partida, sem as {n} fichas para o ante.",
    "Seat {n} leaves the match, without the {n1} chips for the ante.":
        "O lugar {n} sai da partida, sem as {n1} fichas para o ante.",
    "You leave the match, without the {n} chips for the ante":
        "Você sai da partida, sem as {n} fichas para o ante",
    "Seat {n} leaves the match, without the {n1} chips for the ante":
        "O lugar {n} sai da partida, sem as {n1} fichas para o ante",
    "Fewer than two players can pay the ante, so the match ends after {n} deals.":
        "Menos de dois jogadores podem pagar o ante, então a partida termina depois de {n} rodadas.",
    "Fewer than two players can pay the ante, so the match ends after 1 deal.":
        "Menos de dois jogadores podem pagar o ante, então a partida termina depois de 1 rodada.",
    "The match of 1 deal is over.": "A partida de 1 rodada terminou.",
    "Nobody is asked to claim a discard any more: a discard that lets a player go out is claimed at "
    "once for the first such player from the discarder's left. A game saved before this change "
    "cannot be replayed; deal a new one.":
        "Ninguém mais é consultado para pegar um descarte: um descarte que deixa um jogador bater "
        "é pego na hora para o primeiro desses jogadores à esquerda de quem descartou. Um jogo "
        "salvo antes desta mudança não pode ser repetido; dê as cartas de novo.",
    "each player antes {n} (the pot is {n1}) and gets nine cards.":
        "cada jogador põe {n} de ante (o pote fica em {n1}) e recebe nove cartas.",
    "You draw from the stock.": "Você compra do monte.",
    "Seat {n} draws from the stock.": "O lugar {n} compra do monte.",
    "You take {sym} from the discard pile.": "Você pega {sym} do lixo.",
    "Seat {n} takes {sym} from the discard pile.": "O lugar {n} pega {sym} do lixo.",
    "You discard {sym}.": "Você descarta {sym}.",
    "Seat {n} discards {sym}.": "O lugar {n} descarta {sym}.",
    "You discard {sym} and go out": "Você descarta {sym} e bate",
    "Seat {n} discards {sym} and goes out": "O lugar {n} descarta {sym} e bate",
    "You claim {sym} out of turn.": "Você pega {sym} fora da vez.",
    "Seat {n} claims {sym} out of turn.": "O lugar {n} pega {sym} fora da vez.",
    "You drew {sym}": "Você comprou {sym}",
    "You drew {sym}, which fits no meld.": "Você comprou {sym}, que não entra em nenhum jogo.",
    "The stock runs out: the discard pile is turned over as the new stock.":
        "O monte acabou: o lixo é virado e vira o novo monte.",
    "the third time the stock runs out, the deal ends with no winner":
        "na terceira vez que o monte acabar, a rodada termina sem vencedor",
    "when the stock runs out again, the deal ends with no winner":
        "quando o monte acabar de novo, a rodada termina sem vencedor",
    "when the stock runs out after that, the deal ends with no winner.":
        "quando o monte acabar depois disso, a rodada termina sem vencedor.",
    "deal ends with no winner": "rodada termina sem vencedor",
    "The stock has run out {n} times: the deal ends with no winner.":
        "O monte acabou {n} vezes: a rodada termina sem vencedor.",
    # the judge
    "going out": "batida",
    "melds": "jogos",
    "Only Hand {n} goes out": "Só a mão {n} bate",
    "hands {n} and {n1} go out with melds": "as mãos {n} e {n1} batem com jogos",
    "hand {n} goes out with discard {sym}, then Melds": "a mão {n} bate descartando {sym}, depois Jogos",
    "hands {n} and {n1} go out with discard {sym}, then Melds":
        "as mãos {n} e {n1} batem descartando {sym}, depois Jogos",
    "Discard {sym}, then Melds": "Descartar {sym}, depois Jogos",
    "Discard {sym}, then Melds: {melds}": "Descartar {sym}, depois Jogos: {melds}",
    "hand {n} goes out with all ten cards": "a mão {n} bate com as dez cartas",
    "hands {n} and {n1} go out with all ten cards":
        "as mãos {n} e {n1} batem com as dez cartas",
    "Does not go out with any discard": "Não bate com nenhum descarte",
    "Give hands of nine cards (the hand as it stands) or ten (the hand before its discard).":
        "Dê mãos de nove cartas (a mão como está) ou de dez (a mão antes do descarte).",
    "Goes out with all ten cards": "Bate com as dez cartas",
    "Hand {n} goes out.": "A mão {n} bate.",
    "Hand {n} goes out with melds": "A mão {n} bate com jogos",
    "hand {n} goes out with melds": "a mão {n} bate com jogos",
    "Hand {n} has {n1} cards": "A mão {n} tem {n1} cartas",
    "No hand goes out.": "Nenhuma mão bate.",
    "no hand goes out.": "nenhuma mão bate.",
    "More than one goes out": "Mais de uma bate",
    "Does not go out": "Não bate",
    "does not go out": "não bate",
    "goes out": "bate",
    "a Pif Paf hand at the showdown has {n} to {n1}.": "uma mão de Pif Paf no showdown tem de {n} a {n1}.",
    "A hand has {n} cards (as it stands) or {n1} (just after a draw, before the discard).":
        "Uma mão tem {n} cartas (como está) ou {n1} (logo depois de comprar, antes do descarte).",
    "a rank ({n}–{n1}, T or {n2}, J, Q, K, A) followed by a suit (s, h, d or c), such as {n3}h {n4}h {n5}h.":
        "um valor ({n}–{n1}, T ou {n2}, J, Q, K, A) seguido de um naipe (s, h, d ou c, em inglês: "
        "espadas, copas, ouros, paus), como {n3}h {n4}h {n5}h.",
    "The deck holds two of each card, so a card may be in two hands.":
        "O baralho tem duas de cada carta, então uma carta pode estar em duas mãos.",
    "It goes out when nine cards all form melds": "Ela bate quando as nove cartas formam jogos",
    "sequences of three or more cards of one suit (aces low), and groups of three or more of a "
    "kind with exactly three suits among them (with the default house rules).":
        "sequências de três ou mais cartas do mesmo naipe (ás baixo), e trincas de três ou mais "
        "cartas do mesmo valor com exatamente três naipes entre elas (com as regras da casa padrão).",
    "There are no jokers.": "Não há coringas.",
    # the coach
    "cards out of melds": "cartas fora de jogos",
    "cards out of melds {n}": "cartas fora de jogos {n}",
    "how many of your cards are in no meld after the move (lower is better)":
        "quantas das suas cartas ficam fora de jogos depois da jogada (menos é melhor)",
    "outs": "outs",
    "outs {n}": "outs {n}",
    "outs that let you go out": "outs que deixam você bater",
    "outs that let you go out {n}": "outs que deixam você bater {n}",
    "how many of the cards you cannot see would let you go out if drawn next":
        "quantas das cartas que você não vê deixariam você bater se fossem compradas agora",
    "how many of the cards you cannot see would meld more of your cards, or let you go out, if "
    "drawn next":
        "quantas das cartas que você não vê formariam jogo com mais cartas suas, ou deixariam "
        "você bater, se fossem compradas agora",
    "outs are the cards you cannot see that would complete a meld, or let you go out, if you drew "
    "one next.":
        "outs são as cartas que você não vê que completariam um jogo, ou deixariam você bater, "
        "se você comprasse uma delas agora.",
    "the cards you cannot see are the two decks less your hand, the cards face up and the discard "
    "pile, each copy counted, and each is as likely as the next to be the one you draw from the "
    "stock.":
        "as cartas que você não vê são os dois baralhos menos a sua mão, as cartas abertas e o "
        "lixo, contando cada cópia, e cada uma tem a mesma chance de ser a que você compra do monte.",
    "Cards left out of melds are counted after your best discard":
        "As cartas fora de jogos são contadas depois do seu melhor descarte",
    "points of deadwood": "pontos em cartas soltas",
    "{n} points of deadwood": "{n} pontos em cartas soltas",
    "{n} point of deadwood": "{n} ponto em cartas soltas",
    "A move is an inaccuracy when it gives up at least {n} point of deadwood against the best move, "
    "a mistake from {n1} points of deadwood, and a blunder from {n2} points of deadwood.":
        "Uma jogada é uma imprecisão quando perde pelo menos {n} ponto em cartas soltas frente à "
        "melhor jogada, um erro a partir de {n1} pontos, e um erro grave a partir de {n2} pontos.",
    "Calling puts in what the bet asks and keeps you in the deal.":
        "Pagar põe o que a aposta pede e mantém você na rodada.",
    "Calling puts {n} more behind nine cards with no meld, against two players who have put chips in.":
        "Pagar põe mais {n} atrás de nove cartas sem nenhum jogo, contra dois jogadores que já "
        "puseram fichas.",
    "Checking lets everyone play on for the ante alone, with a hand that goes out on your first turn.":
        "Passar deixa todos seguirem só pelo ante, com uma mão que bate na sua primeira vez.",
    "Folding costs nothing more than the ante you have already put in.":
        "Desistir não custa nada além do ante que você já pôs.",
    "Folding gives up everything you put in, with a hand that is out as soon as you draw.":
        "Desistir abre mão de tudo o que você pôs, com uma mão que bate assim que você comprar.",
    "Folding gives up your ante and the pot for {n} chips, with six of your cards already in melds.":
        "Desistir abre mão do seu ante e do pote por {n} fichas, com seis das suas cartas já em jogos.",
    "A big bet on a hand that is not out yet may cost you {n} before you draw a card.":
        "Uma aposta alta numa mão que ainda não bate pode custar {n} antes de você comprar uma carta.",
    "bet the most, {n}.": "aposte o máximo, {n}.",
    "A raise first calls what you owe, then adds {n} to {n1} more.":
        "Um aumento primeiro paga o que você deve, depois acrescenta de {n} a {n1}.",
    "Whatever you raise, the others may call it": "Quanto quer que você aumente, os outros podem pagar",
    "raise back.": "aumentar de volta.",
    "call, to play your two melds on.": "pague, para seguir jogando com os seus dois jogos.",
    "two melds, but three cards still to place.": "dois jogos, mas ainda três cartas para encaixar.",
    "While nobody has bet, a check keeps you in for nothing.":
        "Enquanto ninguém apostou, passar mantém você no jogo de graça.",
    "none of your cards make a meld, and seat {n} bets {n1}.":
        "nenhuma das suas cartas forma jogo, e o lugar {n} aposta {n1}.",
    "your ante stays in the pot.": "o seu ante fica no pote.",
    "keep them.": "fique com elas.",
    "take it.": "pegue-a.",
    "go out instead.": "bata em vez disso.",
    "Take the discard only when it fits.": "Pegue o descarte só quando ele encaixa.",
    "Your nine cards are all in melds already": "As suas nove cartas já estão todas em jogos",
    "Choose your discard and go out.": "Escolha o seu descarte e bata.",
    "form melds and take the pot.": "formarem jogos e levarem o pote.",
    "Only one player goes out": "Só um jogador bate",
    "Otherwise play simply goes on.": "Senão, o jogo simplesmente continua.",
    "Seat {n} and seat {n1} play their turns": "O lugar {n} e o lugar {n1} jogam a vez deles",
}
