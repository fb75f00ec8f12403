"""Game night in Brazilian Portuguese (noite de jogos): how each game was called, who pays whom,
how full the night is, and what the night refuses. Names a host typed stay as they are."""

WORDS: dict[str, str] = {
    # how a game was called
    "called by the dealer": "escolhido pelo carteador",
    "picked at random": "sorteado",
    "going round the table": "dando a volta na mesa",
    # settling up
    "{payer} pays {payee} {n} chips.": "{payer} paga {n} fichas a {payee}.",
    "{payer} pays {payee} {n} chip.": "{payer} paga {n} ficha a {payee}.",
    "{payer} pays {payee} {n} chips": "{payer} paga {n} fichas a {payee}",
    "Everyone is square.": "Ninguém deve nada a ninguém.",
    "Hand {n}: {who} deals {game} - {chips}": "Mão {n}: {who} dá as cartas de {game} - {chips}",
    "Totals: {totals}": "Totais: {totals}",
    # how full the night is
    "This night is full ({full}): the next hand may not fit, and a hand that does not fit is "
    "refused. Export the night, settle up and start a new one.":
        "Esta noite de jogos está cheia ({full}): a próxima mão pode não caber, e uma mão que não "
        "cabe é recusada. Exporte a noite, acerte as contas e comece uma nova.",
    "This night is nearly full: it has room for about {more} like its largest so far ({full}). "
    "Export it and settle up soon: a hand that does not fit is refused.":
        "Esta noite de jogos está quase cheia: ainda cabem cerca de {more} como a maior até agora "
        "({full}). Exporte-a e acerte as contas logo: uma mão que não cabe é recusada.",
    "1 more hand": "mais 1 mão",
    "{n} more hands": "mais {n} mãos",
    # what the night refuses
    "Call a game on the menu ({n} to {n1}) or pick one at random.":
        "Escolha um jogo do menu (de {n} a {n1}) ou sorteie um.",
    "No game on the menu seats this many players: add one that does.":
        "Nenhum jogo do menu comporta tantos jogadores: acrescente um que comporte.",
    "Player {n} needs a name, not {value}.": "O jogador {n} precisa de um nome, não {value}.",
    "Two players are called {name}: give each player a different name.":
        "Dois jogadores se chamam {name}: dê a cada jogador um nome diferente.",
    "This call: {game} is going round the table ({n} more deals), so it is dealt again.":
        "Esta escolha: {game} está dando a volta na mesa (mais {n} rodadas), então é jogado de novo.",
    "This call: {game} is going round the table ({n} more deal), so it is dealt again.":
        "Esta escolha: {game} está dando a volta na mesa (mais {n} rodada), então é jogado de novo.",
    "This file is empty: it holds no night.": "Este arquivo está vazio: não contém nenhuma noite de jogos.",
    "Balances to settle must sum to zero.": "Os saldos a acertar devem somar zero.",
    "Was it changed by hand?": "Ele foi alterado à mão?",
}
