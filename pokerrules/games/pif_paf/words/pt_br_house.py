"""Pif Paf's house rules in Brazilian Portuguese, where the game is Cacheta: the curinga, the
vidas and the batida with ten cards (templates of :mod:`.en_house`)."""

WORDS: dict[str, str] = {
    # the house rules' options and choices
    "Wild card (curinga)": "Curinga",
    "None: no card is wild": "Nenhum: nenhuma carta é curinga",
    "The card above the one turned up after the deal, in its suit: wild in sequences only":
        "A carta acima da vira (a carta virada depois da distribuição), do mesmo naipe: curinga "
        "só em sequências",
    "The curinga": "O curinga",
    "For judging a showdown: the wild card, such as 6h, or none. In play, the card turned up "
    "after the deal decides.":
        "Para julgar mãos no showdown: o curinga, como 6h, ou none. No jogo, quem decide é a vira, a carta "
        "virada depois da distribuição.",
    "Playing for lives": "Partida por vidas",
    "No: each deal is played for its pot": "Não: cada rodada vale o seu pote",
    "Seven lives each, with no betting": "Sete vidas para cada um, sem apostas",
    "Ten lives each, with no betting": "Dez vidas para cada um, sem apostas",
    "Going out with all ten cards": "Bater com as dez cartas",
    "Not allowed: going out always takes a discard":
        "Não vale: para bater é sempre preciso descartar",
    "Allowed, and it costs every other player two lives":
        "Vale, e cada um dos outros jogadores perde duas vidas",
    "The curinga must be one card, such as 6h, or none, not {text}.":
        "O curinga deve ser uma carta, como 6h, ou none, e não {text}.",
    # the table: moves, prompt, piles, notes, info
    "Go out with all ten cards": "Bater com as dez cartas",
    "Discard a card (or go out, if your other nine cards all form melds, or all ten of them do).":
        "Descarte uma carta (ou bata, se as outras nove cartas formam jogos, ou se as dez "
        "formam).",
    "Turned up": "Vira",
    "Lives {n}": "Vidas {n}",
    "Deal {n}": "Rodada {n}",
    "Stakes {n}, to the last player left": "Bolo {n}, para o último jogador que restar",
    "Lives: {lives}": "Vidas: {lives}",
    "you {n}": "você {n}",
    "seat {n1} {n2}": "lugar {n1} {n2}",
    "Curinga: the {card}, one above the card turned up; wild in sequences only":
        "Curinga: {card}, uma acima da vira; vale só em sequências",
    # the log
    "Deal {n}, dealt by {who}: nine cards each. A match by lives has no betting.":
        "Rodada {n}, distribuída por {who}: nove cartas para cada um. Partida por vidas não "
        "tem apostas.",
    "{card} is turned up: the curinga is the card above it in its suit, wild in sequences only.":
        "A vira é {card}: o curinga é a carta acima dela, do mesmo naipe, e vale só em "
        "sequências.",
    "You lose a life and have {n} lives left.": "Você perde uma vida e fica com {n} vidas.",
    "You lose a life and have 1 life left.": "Você perde uma vida e fica com 1 vida.",
    "Seat {n1} loses a life and has {n2} lives left.":
        "O lugar {n1} perde uma vida e fica com {n2} vidas.",
    "Seat {n} loses a life and has 1 life left.": "O lugar {n} perde uma vida e fica com 1 vida.",
    "You lose {n1} lives and have {n2} lives left.": "Você perde {n1} vidas e fica com {n2} vidas.",
    "You lose {n} lives and have 1 life left.": "Você perde {n} vidas e fica com 1 vida.",
    "Seat {n1} loses {n2} lives and has {n3} lives left.":
        "O lugar {n1} perde {n2} vidas e fica com {n3} vidas.",
    "Seat {n1} loses {n2} lives and has 1 life left.":
        "O lugar {n1} perde {n2} vidas e fica com 1 vida.",
    "You lose a life and leave the match with no lives left.":
        "Você perde uma vida e sai da partida, sem vidas.",
    "Seat {n} loses a life and leaves the match with no lives left.":
        "O lugar {n} perde uma vida e sai da partida, sem vidas.",
    "You lose {n} lives and leave the match with no lives left.":
        "Você perde {n} vidas e sai da partida, sem vidas.",
    "Seat {n1} loses {n2} lives and leaves the match with no lives left.":
        "O lugar {n1} perde {n2} vidas e sai da partida, sem vidas.",
    "You go out with all ten cards: {melds}.": "Você bate com as dez cartas: {melds}.",
    "Seat {n} goes out with all ten cards: {melds}.": "O lugar {n} bate com as dez cartas: {melds}.",
    "{why}: the deal ends with no winner, and nobody loses a life.":
        "{why}: a rodada acaba sem vencedor, e ninguém perde vida.",
    # the end of a match by lives
    "The stakes of {n} go to the last player left: {who}.":
        "O bolo de {n} vai para o último jogador que restou: {who}.",
    "The match has reached the 1,000 moves a saved game can hold, so it ends here: the stakes "
    "of {n} go to the most lives left: {who}.":
        "A partida chegou aos 1.000 lances que um jogo salvo comporta e termina aqui: o bolo de "
        "{n} vai para quem tem mais vidas: {who}.",
    # the judge
    "all ten cards: {melds}": "as dez cartas: {melds}",
    # the printed card
    "Everyone stakes {n} once, for the whole match. A match by lives has no betting.":
        "Cada um põe {n} no bolo uma só vez, pela partida inteira. Partida por vidas não tem "
        "apostas.",
    "Everyone starts with {n} lives. The first player whose nine cards all form melds goes out "
    "with the discard, and every other player loses a life. A player with no lives left leaves "
    "the match; the last player left takes the stakes. {melds}":
        "Cada um começa com {n} vidas. O primeiro jogador cujas nove cartas formam jogos bate "
        "com o descarte, e cada um dos outros perde uma vida. Quem fica sem vidas sai da "
        "partida; o último que restar leva o bolo. {melds}",
    "Everyone starts with {n} lives. The first player whose nine cards all form melds goes out "
    "with the discard, and every other player loses a life (two lives when a player goes out "
    "with all ten cards, without a discard). A player with no lives left leaves the match; the "
    "last player left takes the stakes. {melds}":
        "Cada um começa com {n} vidas. O primeiro jogador cujas nove cartas formam jogos bate "
        "com o descarte, e cada um dos outros perde uma vida (duas vidas quando alguém bate com "
        "as dez cartas, sem descartar). Quem fica sem vidas sai da partida; o último que restar "
        "leva o bolo. {melds}",
    "{ties} A deal with no winner costs nobody a life.":
        "{ties} Numa rodada sem vencedor ninguém perde vida.",
    "{dealt} Then one card is turned up, which sets the curinga (see the wild cards).":
        "{dealt} Depois se vira uma carta, a vira, que define o curinga (veja os curingas).",
    # the lesson
    "Cacheta's house rules: the curinga and lives": "Regras da casa da Cacheta: o curinga e as vidas",
    "After the deal, a card is turned up: here the 5♥. It sets the wild card, the curinga.":
        "Depois da distribuição, vira-se uma carta: aqui, o 5♥. Ela define o curinga.",
    "The curinga is the 6♥: both copies of it in the two decks. It can stand for any card in a "
    "sequence, but never in a group of a kind.":
        "O curinga é o 6♥: as duas cópias dele nos dois baralhos. Ele vale por qualquer carta "
        "numa sequência, mas nunca numa trinca.",
    "Count one rank up from the card turned up, in the same suit.":
        "Conte um valor acima da vira, no mesmo naipe.",
    "Which card is the curinga?": "Qual carta é o curinga?",
    "The card turned up is not wild itself: the curinga is the card above it.":
        "A vira não é curinga: o curinga é a carta acima dela.",
    "The curinga is one rank above the card turned up, not below.":
        "O curinga fica um valor acima da vira, não abaixo.",
    "The curinga keeps the suit of the card turned up: hearts.":
        "O curinga tem o mesmo naipe da vira: copas.",
    "You drew the 6♥, the curinga. With J♦ Q♦ it makes a sequence: go out.":
        "Você comprou o 6♥, o curinga. Com J♦ Q♦ ele forma uma sequência: bata.",
    "You go out, and in a match by lives each other player loses a life. The curinga helps "
    "only in sequences: with 9♣ 9♦ it would be no group.":
        "Você bate, e numa partida por vidas cada um dos outros jogadores perde uma vida. O curinga só "
        "ajuda em sequências: com 9♣ 9♦ ele não formaria trinca.",
    "J♦ Q♦ and the curinga are a sequence; the 5♣ is the card left over.":
        "J♦ Q♦ e o curinga formam uma sequência; o 5♣ é a carta solta.",
    "The curinga can stand for the 10♦ or the K♦ next to your J♦ Q♦: throwing it away gives up "
    "going out.":
        "O curinga pode valer pelo 10♦ ou pelo K♦ ao lado do seu J♦ Q♦: descartá-lo é desistir "
        "de bater.",
    "Your other nine cards are all in melds with the curinga: go out instead of only "
    "discarding.":
        "Com o curinga, as suas outras nove cartas estão todas em jogos: bata em vez de só "
        "descartar.",
    "A new hand: everyone has 7 lives. You drew the 10♦, and all ten of your cards are in "
    "melds.":
        "Uma nova mão: todos têm 7 vidas. Você comprou o 10♦, e as suas dez cartas formam jogos.",
    "Seat 2 would have 5 lives left. A player with no lives left leaves the match, and the last "
    "player left takes the stakes.":
        "O lugar 2 ficaria com 5 vidas. O jogador que fica sem vidas sai da partida, e o último "
        "que restar leva o bolo.",
    "Seven lives, less two for a ten-card batida.": "Sete vidas, menos duas por uma batida com dez cartas.",
    "If you go out with all ten cards, how many lives will seat 2 have left?":
        "Se você bater com as dez cartas, com quantas vidas o lugar 2 vai ficar?",
    "Going out with all ten cards costs two lives, not one.":
        "Bater com as dez cartas custa duas vidas, não uma.",
    "Every other player loses lives when you go out.":
        "Quando você bate, cada um dos outros jogadores perde vidas.",
    "Each other player loses two lives, not four.":
        "Cada um dos outros jogadores perde duas vidas, não quatro.",
    "Go out with all ten cards, without a discard.": "Bata com as dez cartas, sem descartar.",
    "A batida with all ten cards, without a discard, costs every other player two lives under "
    "this house rule.":
        "Com esta regra da casa, uma batida com as dez cartas, sem descarte, custa duas vidas a "
        "cada um dos outros jogadores.",
    "10♦ J♦ Q♦ K♦ is a sequence of four: no card is left over.":
        "10♦ J♦ Q♦ K♦ é uma sequência de quatro: nenhuma carta fica solta.",
    "Going out with a discard costs the others one life each; showing all ten cards costs them "
    "two.":
        "Bater com descarte custa uma vida a cada um dos outros; mostrar as dez cartas custa "
        "duas.",
    'The curinga: the card one above the card turned up after the deal, in its suit (both copies). It is wild in sequences only, never in a group of a kind.': 'O curinga: a carta logo acima da que se vira depois de dar a rodada, do mesmo naipe (as duas cópias). Vale como curinga só em sequências, nunca numa trinca.',
}
