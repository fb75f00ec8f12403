"""The site's own words in Spanish: the navigation, the headings the build adds to a game's page
and the text of its generated parts (sitebuild.words). Keys are the English templates of
en_site.py."""

WORDS: dict[str, str] = {
    # The navigation (mkdocs.yml) and the standard sections of a game's page (sitebuild.pageparts).
    "Home": "Inicio",
    "Learn": "Aprender",
    "Games": "Juegos",
    "Poker hands": "Jugadas de póker",
    "Game night": "Noche de juego",
    "Print game cards": "Imprimir fichas de juego",
    "For developers": "Para desarrolladores",
    "Adding a game": "Añadir un juego",
    "Try it": "Pruébalo",
    "How to play": "Cómo se juega",
    "How it differs from its parent": "En qué se diferencia de su juego de origen",
    "House rules": "Reglas de la casa",
    "Judge a showdown": "Juzgar una mano",
    "Family tree": "Árbol familiar",
    "For developers: the examples as code": "Para desarrolladores: los ejemplos como código",
    # The home page (sitebuild.home).
    "{n1} games in {n2} families": "{n1} juegos en {n2} familias",
    "Play a random game": "Jugar a un juego al azar",
    "Choose from the catalogue": "Elegir del catálogo",
    "Learn a game": "Aprender un juego",
    "1 player": "1 jugador",
    "{n} players": "{n} jugadores",
    "{n1} to {n2} players": "de {n1} a {n2} jugadores",
    "The {n} games of this family in the catalogue": "Los {n} juegos de esta familia en el catálogo",
    # The lessons, the drill, the simulator, the judge and the house rules (docs_tables).
    "Lessons": "Lecciones",
    "{n} steps": "{n} pasos",
    "The lessons are played on the game's own table, which needs JavaScript: it runs the "
    "package's rules in your browser.":
        "Las lecciones se juegan en la mesa del propio juego, que necesita JavaScript: ejecuta "
        "las reglas del paquete en tu navegador.",
    "Who wins?": "¿Quién gana?",
    "Random {game} showdowns: pick the winner of each part of the pot, then read how the judge "
    "decided it.":
        "Manos de {game} al azar: elige quién gana cada parte del bote y luego lee cómo lo "
        "decidió el juez.",
    "The drill needs JavaScript: it runs the package's own rules in your browser.":
        "El ejercicio necesita JavaScript: ejecuta las reglas del propio paquete en tu navegador.",
    "The {game} simulator needs JavaScript: it runs the package's own rules in your browser.":
        "El simulador de {game} necesita JavaScript: ejecuta las reglas del propio paquete en tu "
        "navegador.",
    "The {game} showdown judge needs JavaScript: it runs the package's own rules in your "
    "browser. Without it, install the package and run":
        "El juez de manos de {game} necesita JavaScript: ejecuta las reglas del propio paquete en "
        "tu navegador. Sin él, instala el paquete y ejecuta",
    "Option": "Opción",
    "Default": "Por defecto",
    "Choices": "Posibilidades",
    "The basics": "Lo básico",
    "Game by game": "Juego a juego",
    "The basics first": "Primero lo básico",
    # The catalogue's facts, the Learn page's basics, the family trees (docs_tables).
    "Family": "Familia",
    "Tags": "Etiquetas",
    "Lessons about what many games share. Play them here.":
        "Lecciones sobre lo que comparten muchos juegos. Juégalas aquí.",
    "Family tree of the {name} games": "Árbol familiar de los juegos de {name}",
}
