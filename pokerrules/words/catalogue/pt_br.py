"""The words every game uses, in Brazilian Portuguese (você form): cards, seats, moves, chips,
the result, errors, the terminal, lessons, the coach, the judge, the night and the printed card's
headings. The catalogue's summaries and tags are in :mod:`.pt_br_catalogue`, the lists of seats
with their scores in :mod:`.pt_br_lists`. Terms follow the glossary
(:mod:`pokerrules.words.glossary.pt_br`): lugar, carta, pote, fichas, apostar, passar, pagar,
aumentar, desistir, rodada, carteador, mão.

The words a player types (move codes such as ``check``, ``draw``, ``help``, ``hint``) stay as
they are inside the sentences that tell what to type."""

_RANKS = {"ace": "ás", "two": "dois", "three": "três", "four": "quatro", "five": "cinco",
          "six": "seis", "seven": "sete", "eight": "oito", "nine": "nove", "ten": "dez",
          "jack": "valete", "queen": "dama", "king": "rei"}
_SUITS = {"clubs": "paus", "diamonds": "ouros", "hearts": "copas", "spades": "espadas"}

#: "king of hearts" and the like: every card's name ("rei de copas").
CARD_NAMES = {f"{rank} of {suit}": f"{nome} de {naipe}"
              for rank, nome in _RANKS.items() for suit, naipe in _SUITS.items()}

WORDS: dict[str, str] = {
    **CARD_NAMES,
    **_SUITS,
    # seats and people
    "You": "Você",
    "you": "você",
    "Seat {n}": "Lugar {n}",
    "seat {n}": "lugar {n}",
    "You (seat {n})": "Você (lugar {n})",
    "Seat {n} [{n1} chips]": "Lugar {n} [{n1} fichas]",
    "You (seat {n}) [{n1} chips]": "Você (lugar {n}) [{n1} fichas]",
    "{who} [{n} chips]": "{who} [{n} fichas]",
    "{who} [{n} chip]": "{who} [{n} ficha]",
    "dealer [{n} chips]": "carteador [{n} fichas]",
    "dealer": "carteador",
    "You are seat {n}.": "Você está no lugar {n}.",
    "Nobody": "Ninguém",
    "A player": "Um jogador",
    "Hand {n}": "Mão {n}",
    "hand {n}": "mão {n}",
    # moves and the betting, in the log
    "Check": "Passar",
    "Check.": "Passo.",
    "Fold.": "Desisto.",
    "Ante.": "Ante.",
    "Ante": "Ante",
    "Ante {n}": "Ante {n}",
    "Pot {n}": "Pote {n}",
    "Bet {n} to {n1}": "Apostar de {n} a {n1}",
    "Bet {n} to {n1} {n2}": "Apostar de {n} a {n1} {n2}",
    "Folded": "Desistiu",
    "You fold.": "Você desiste.",
    "You check.": "Você passa.",
    "You bet {n}": "Você aposta {n}",
    "You bet {n}.": "Você aposta {n}.",
    "You call {n}": "Você paga {n}",
    "You call {n}.": "Você paga {n}.",
    "You call {n} and raise by {n1}": "Você paga {n} e aumenta {n1}",
    "You call {n} and raise by {n1}.": "Você paga {n} e aumenta {n1}.",
    "You raise by {n}.": "Você aumenta {n}.",
    "Seat {n} folds.": "O lugar {n} desiste.",
    "Seat {n} checks.": "O lugar {n} passa.",
    "Seat {n} bets {n1}": "O lugar {n} aposta {n1}",
    "Seat {n} bets {n1}.": "O lugar {n} aposta {n1}.",
    "Seat {n} calls {n1}.": "O lugar {n} paga {n1}.",
    "Seat {n} calls {n1}": "O lugar {n} paga {n1}",
    "Seat {n} calls {n1} and raises by {n2}.": "O lugar {n} paga {n1} e aumenta {n2}.",
    "Seat {n} calls {n1} and raises by {n2}": "O lugar {n} paga {n1} e aumenta {n2}",
    "Seat {n} raised by {n1}": "O lugar {n} aumentou {n1}",
    "Seat {n} bets {n1}, and seat {n2} calls.": "O lugar {n} aposta {n1}, e o lugar {n2} paga.",
    "Seat {n} calls your {n1} and raises by {n2}, and seat {n3} calls.":
        "O lugar {n} paga os seus {n1} e aumenta {n2}, e o lugar {n3} paga.",
    "Everyone has put in the same": "Todos puseram o mesmo valor",
    "the round ends when everyone still in has put in the same.":
        "a rodada de apostas termina quando todos que continuam puseram o mesmo valor.",
    "The betting is over": "As apostas terminaram",
    "the betting is over and the play begins.": "as apostas terminaram e o jogo começa.",
    "the play begins.": "o jogo começa.",
    "the pot is now {n}.": "o pote agora é {n}.",
    "Everyone antes {n}.": "Todos põem {n} de ante.",
    "You take the pot of {n} as the only player left in.":
        "Você leva o pote de {n} como o único jogador que continua.",
    "Seat {n} takes the pot of {n1} as the only player left in.":
        "O lugar {n} leva o pote de {n1} como o único jogador que continua.",
    "You take the pot of {n} for going out.": "Você leva o pote de {n} pela batida.",
    "Seat {n} takes the pot of {n1} for going out.": "O lugar {n} leva o pote de {n1} pela batida.",
    "You sit this deal out": "Você fica fora desta rodada",
    # the match and its result
    "Deal {n} of {n1}": "Rodada {n} de {n1}",
    "Deal {n} of {n1}, dealt by you": "Rodada {n} de {n1}, com você dando as cartas",
    "Deal {n} of {n1}, dealt by seat {n2}": "Rodada {n} de {n1}, com o lugar {n2} dando as cartas",
    "The match is over.": "A partida terminou.",
    "The match of {n} deals is over.": "A partida de {n} rodadas terminou.",
    "The hand is over.": "A mão terminou.",
    "Deal again to play another.": "Dê as cartas de novo para jogar outra rodada.",
    "Points": "Pontos",
    "Points after deal {n}": "Pontos depois da rodada {n}",
    "Chips now": "Fichas agora",
    "Chips won or lost over the match": "Fichas ganhas ou perdidas na partida",
    "You win the match with the most chips.": "Você vence a partida com mais fichas.",
    "You win {n} chips over the match.": "Você ganha {n} fichas na partida.",
    "You lose {n} chips over the match.": "Você perde {n} fichas na partida.",
    "You win {n} chip over the match.": "Você ganha {n} ficha na partida.",
    "You lose {n} chip over the match.": "Você perde {n} ficha na partida.",
    "You break even over the match.": "Você termina a partida sem ganhar nem perder.",
    "You lose the match": "Você perde a partida",
    "You draw the match: nobody wins it.": "Você empata a partida: ninguém vence.",
    "Result": "Resultado",
    # piles and places
    "Empty": "Vazio",
    "empty ({n} cards)": "vazio ({n} cartas)",
    "{n} cards": "{n} cartas",
    "{n} card": "{n} carta",
    "face-down card": "carta fechada",
    "{n} more cards under these": "mais {n} cartas por baixo destas",
    "{n} more card under these": "mais {n} carta por baixo destas",
    "Wild cards": "Curingas",
    "No card is wild.": "Nenhuma carta é curinga.",
    # the terminal
    "Goodbye.": "Até logo.",
    "Deal again?": "Outra rodada?",
    "Deal again? [Y/n]": "Outra rodada? [Y/n]",
    "Another?": "Outra?",
    "Another? [Y/n]": "Outra? [Y/n]",
    "{game}, seed {n}.": "{game}, semente {n}.",
    "Type your move, help to see your moves, or quit to leave.":
        "Digite sua jogada, help para ver suas jogadas, ou quit para sair.",
    "Your move ({moves}; or help):": "Sua jogada ({moves}; ou help):",
    "Your move ({moves}; or hint):": "Sua jogada ({moves}; ou hint):",
    "Your moves now (type what is on the left):": "Suas jogadas agora (digite o que está à esquerda):",
    "Commands: help shows this list; quit or exit (or Ctrl-D) leaves the table.":
        "Comandos: help mostra esta lista; quit ou exit (ou Ctrl-D) deixa a mesa.",
    "Cards are typed as rank then suit, in any case: As, kd, 10h or Th.":
        "As cartas se digitam com o valor e depois o naipe, em maiúsculas ou minúsculas: As, kd, "
        "10h ou Th.",
    "also: {codes}": "também: {codes}",
    "one of your cards: {cards}": "uma das suas cartas: {cards}",
    # the help's lines: what to type (kept), padded, then what it does
    "check{pad}Check": "check{pad}Passar",
    "fold{pad}Fold": "fold{pad}Desistir",
    "call{pad}Call {n}": "call{pad}Pagar {n}",
    "bet {n}{pad}Bet {n1} to {n2}": "bet {n}{pad}Apostar de {n1} a {n2}",
    "bet {n}{pad}Bet {n1}": "bet {n}{pad}Apostar {n1}",
    "raise {n}{pad}Raise by {n1} to {n2}": "raise {n}{pad}Aumentar de {n1} a {n2}",
    "raise {n}{pad}Raise by {n1}": "raise {n}{pad}Aumentar {n1}",
    "any whole number of chips from {n} to {n1}": "qualquer número inteiro de fichas de {n} a {n1}",
    "{word} is not a move you can make now; your moves are: {moves}. Type help for examples.":
        "{word} não é uma jogada que você pode fazer agora; suas jogadas são: {moves}. Digite "
        "help para ver exemplos.",
    "There is no move to make now.": "Não há jogada a fazer agora.",
    "You do not hold the {sym}. {label}: choose from {cards}.":
        "Você não tem o {sym}. {label}: escolha entre {cards}.",
    "The {sym} is not one you can choose now. {label}: choose from {cards}.":
        "O {sym} não é uma carta que você pode escolher agora. {label}: escolha entre {cards}.",
    "choose from {cards}.": "escolha entre {cards}.",
    "a whole number from {n} to {n1} chips": "um número inteiro de {n} a {n1} fichas",
    "{word} is not a whole number of chips.": "{word} não é um número inteiro de fichas.",
    "A number alone is not a move, and no move open now takes an amount; your moves are: {moves}.":
        "Um número sozinho não é uma jogada, e nenhuma jogada possível agora leva um valor; suas "
        "jogadas são: {moves}.",
    **{f"How much? Type {code} and {{amounts}}, for example: {code} {{n}}.":
       f"Quanto? Digite {code} e {{amounts}}, por exemplo: {code} {{n}}." for code in ("bet", "raise")},
    **{f"A number alone is not a move. The one move that takes an amount now is {code} ({{label}}), "
       f"and it takes {{amounts}}; for example: {code} {{n}}.":
       f"Um número sozinho não é uma jogada. A única jogada que leva um valor agora é {code} "
       f"({{label}}), e ela leva {{amounts}}; por exemplo: {code} {{n}}." for code in ("bet", "raise")},
    "Type a move, or help to see your moves.": "Digite uma jogada, ou help para ver suas jogadas.",
    "Type help for examples.": "Digite help para ver exemplos.",
    "+ just passed to this hand": "+ acabou de chegar a esta mão",
    "+ just passed to this hand.": "+ acabou de chegar a esta mão.",
    "* wild": "* curinga",
    "* wild.": "* curinga.",
    "~ dead: counts for nothing": "~ morta: não vale nada",
    "~ dead: counts for nothing.": "~ morta: não vale nada.",
    "## your card face down, unseen: not even you may look at it":
        "## sua carta fechada, não vista: nem você pode olhá-la",
    "## your card face down, unseen: not even you may look at it.":
        "## sua carta fechada, não vista: nem você pode olhá-la.",
    "(no cards yet)": "(ainda sem cartas)",
    "House-rule options (use --option name=value):":
        "Opções de regras da casa (use --option nome=valor):",
    "House-rule options (use --option name=value; * marks the default):":
        "Opções de regras da casa (use --option nome=valor; * marca o padrão):",
    "{name} (default {value})": "{name} (padrão: {value})",
    # a default that is a code the player types stays as it is
    "{name} (default none)": "{name} (padrão: none)",
    "{name} (default no)": "{name} (padrão: no)",
    "error: {message}": "erro: {message}",
    # lessons and the drill, in the terminal
    "{game}: {title} ({n} steps). Type hint for a hint, or quit to stop.":
        "{game}: {title} ({n} passos). Digite hint para uma dica, ou quit para parar.",
    "Type hint for a hint, or quit to stop.": "Digite hint para uma dica, ou quit para parar.",
    "{title} ({n} steps).": "{title} ({n} passos).",
    "Step {n} of {n1}": "Passo {n} de {n1}",
    "Step {n} of {n1}: {goal}": "Passo {n} de {n1}: {goal}",
    "Hint: {hint}": "Dica: {hint}",
    "Not this time: {why}": "Desta vez não: {why}",
    "Right. {explain}": "Certo. {explain}",
    "Not quite. {why} Try again.": "Não é bem isso. {why} Tente de novo.",
    "Not {n}.": "Não é {n}.",
    "Lesson done: {result}": "Lição concluída: {result}",
    "Right.": "Certo.",
    "Hint": "Dica",
    "Not this time": "Desta vez não",
    "Back to the step.": "De volta ao passo.",
    "Not quite.": "Não é bem isso.",
    "Try again.": "Tente de novo.",
    "Type a number from {n} to {n1}.": "Digite um número de {n} a {n1}.",
    "Your answer (a number, or hint):": "Sua resposta (um número, ou hint):",
    "Your answer (a number):": "Sua resposta (um número):",
    "The whole table again:": "A mesa inteira de novo:",
    "Lesson done": "Lição concluída",
    "{n} stars of {n1} (no hints, no mistakes).": "{n} estrelas de {n1} (sem dicas, sem erros).",
    "{n} stars of {n1} ({n2} hint or mistake).": "{n} estrelas de {n1} ({n2} dica ou erro).",
    "{n} star of {n1} ({n2} hint or mistake).": "{n} estrela de {n1} ({n2} dica ou erro).",
    "{n} stars of {n1} ({n2} hints or mistakes).": "{n} estrelas de {n1} ({n2} dicas ou erros).",
    "{n} star of {n1} ({n2} hints or mistakes).": "{n} estrela de {n1} ({n2} dicas ou erros).",
    "That move is allowed, but it is not the one this step asks for.":
        "Essa jogada é permitida, mas não é a que este passo pede.",
    "who wins?": "quem vence?",
    "{game}: who wins? (showdown {n})": "{game}: quem vence? (showdown {n})",
    "showdown {n}": "showdown {n}",
    "which hand wins?": "qual mão vence?",
    "Which hand wins?": "Qual mão vence?",
    "Streak {n} (best {n1}).": "Acertos seguidos: {n} (melhor: {n1}).",
    "No.": "Não.",
    "Board": "Board",
    # the coach
    "The coach counts every possibility exactly, knowing only your cards and the cards on view.":
        "O treinador conta cada possibilidade exatamente, sabendo só as suas cartas e as cartas à "
        "vista.",
    "Exact, from what you can see": "Exato, pelo que você pode ver",
    "{n} decision": "{n} decisão",
    "{n} decisions": "{n} decisões",
    # the printed card's headings and lines
    "House rules": "Regras da casa",
    "- none": "- nenhuma",
    "Betting": "Apostas",
    "How the pot is won": "Como se ganha o pote",
    "Ties": "Empates",
    "These rules on the site": "Estas regras no site",
    "For {n} to {n1} players.": "Para {n} a {n1} jogadores.",
    "The deck": "O baralho",
    "{n} cards, some of them twice, no jokers.": "{n} cartas, algumas repetidas, sem coringas.",
    "{n} cards, no jokers.": "{n} cartas, sem coringas.",
    "{choice} (makes no difference with {others})": "{choice} (não faz diferença com {others})",
    # refusals a player may meet: seats, house rules, the judge's cards
    "You end the match with the chips you started with.":
        "Você termina a partida com as mesmas fichas com que começou.",
    "{game} seats {n} to {n1} players, not {value}.": "{game} é para {n} a {n1} jogadores, não {value}.",
    "{game} seats {n} players, not {n1}.": "{game} é para {n} jogadores, não {n1}.",
    "Give the cards of {n} to {n1} hands, one string of cards each.":
        "Dê as cartas de {n} a {n1} mãos, um texto de cartas para cada uma.",
    "Give at most {n} hands: a {game} showdown has at most {n1} players, not {n2}.":
        "Dê no máximo {n} mãos: um showdown de {game} tem no máximo {n1} jogadores, não {n2}.",
    "{label} cannot be {value}; choose one of {choices}.":
        "{label} não pode ser {value}; escolha um destes: {choices}.",
    "There is no option {name}; the options are: {names}.":
        "Não existe a opção {name}; as opções são: {names}.",
    "{text} is not a card: {why}": "{text} não é uma carta: {why}",
    "{text} is not a rank (2-9, T, J, Q, K, A).": "{text} não é um valor (2-9, T, J, Q, K, A).",
    "{text} is not a suit (c, d, h, s).": "{text} não é um naipe (c, d, h, s: paus, ouros, copas, espadas).",
    "{sym} is three times in hand {n}, but the deck has only two.":
        "{sym} aparece três vezes na mão {n}, mas o baralho só tem duas.",
    "{game} has no showdown between players to judge.":
        "{game} não tem showdown entre jogadores para julgar.",
    # the judge
    "Type each player's cards, separated by spaces":
        "Digite as cartas de cada jogador, separadas por espaços",
}
