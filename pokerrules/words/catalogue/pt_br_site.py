"""The site's own words in Brazilian Portuguese: the navigation, the headings the build adds to a
game's page and the text of its generated parts (sitebuild.words). Keys are the English
templates of en_site.py."""

WORDS: dict[str, str] = {
    # The navigation (mkdocs.yml) and the standard sections of a game's page (sitebuild.pageparts).
    "Home": "Início",
    "Learn": "Aprender",
    "Games": "Jogos",
    "Poker hands": "Mãos de pôquer",
    "Game night": "Noite de jogo",
    "Print game cards": "Imprimir fichas de jogo",
    "For developers": "Para desenvolvedores",
    "Adding a game": "Como adicionar um jogo",
    "Try it": "Experimente",
    "How to play": "Como se joga",
    "How it differs from its parent": "Como difere do jogo de origem",
    "House rules": "Regras da casa",
    "Judge a showdown": "Julgar uma mão",
    "Family tree": "Árvore da família",
    "For developers: the examples as code": "Para desenvolvedores: os exemplos como código",
    # The home page (sitebuild.home).
    "{n1} games in {n2} families": "{n1} jogos em {n2} famílias",
    "Play a random game": "Jogar um jogo ao acaso",
    "Choose from the catalogue": "Escolher no catálogo",
    "Learn a game": "Aprender um jogo",
    "1 player": "1 jogador",
    "{n} players": "{n} jogadores",
    "{n1} to {n2} players": "de {n1} a {n2} jogadores",
    "The {n} games of this family in the catalogue": "Os {n} jogos desta família no catálogo",
    # The lessons, the drill, the simulator, the judge and the house rules (docs_tables).
    "Lessons": "Lições",
    "{n} steps": "{n} passos",
    "The lessons are played on the game's own table, which needs JavaScript: it runs the "
    "package's rules in your browser.":
        "As lições são jogadas na mesa do próprio jogo, que precisa de JavaScript: ela roda as "
        "regras do pacote no seu navegador.",
    "Who wins?": "Quem ganha?",
    "Random {game} showdowns: pick the winner of each part of the pot, then read how the judge "
    "decided it.":
        "Mãos de {game} ao acaso: escolha quem ganha cada parte do pote e depois leia como o "
        "juiz decidiu.",
    "The drill needs JavaScript: it runs the package's own rules in your browser.":
        "O treino precisa de JavaScript: ele roda as regras do próprio pacote no seu navegador.",
    "The {game} simulator needs JavaScript: it runs the package's own rules in your browser.":
        "O simulador de {game} precisa de JavaScript: ele roda as regras do próprio pacote no seu "
        "navegador.",
    "The {game} showdown judge needs JavaScript: it runs the package's own rules in your "
    "browser. Without it, install the package and run":
        "O juiz de mãos de {game} precisa de JavaScript: ele roda as regras do próprio pacote no "
        "seu navegador. Sem ele, instale o pacote e rode",
    "Option": "Opção",
    "Default": "Padrão",
    "Choices": "Escolhas",
    "The basics": "O básico",
    "Game by game": "Jogo a jogo",
    "The basics first": "Primeiro o básico",
    # The catalogue's facts, the Learn page's basics, the family trees (docs_tables).
    "Family": "Família",
    "Tags": "Etiquetas",
    "Lessons about what many games share. Play them here.":
        "Lições sobre o que muitos jogos têm em comum. Jogue-as aqui.",
    "Family tree of the {name} games": "Árvore da família dos jogos de {name}",
}
