"""The site's own words in English: the templates that es_site.py and pt_br_site.py translate
(the navigation, the headings the build adds to a game's page, the text of its generated parts).
The values are the keys: the pseudo-language knows every template from here."""

TEMPLATES: tuple[str, ...] = (
    'Home',
    'Learn',
    'Games',
    'Poker hands',
    'Game night',
    'Print game cards',
    'For developers',
    'Adding a game',
    'Try it',
    'How to play',
    'How it differs from its parent',
    'House rules',
    'Judge a showdown',
    'Family tree',
    'For developers: the examples as code',
    '{n1} games in {n2} families',
    'Play a random game',
    'Choose from the catalogue',
    'Learn a game',
    '1 player',
    '{n} players',
    '{n1} to {n2} players',
    'The {n} games of this family in the catalogue',
    'Lessons',
    '{n} steps',
    "The lessons are played on the game's own table, which needs JavaScript: it runs the "
    "package's rules in your browser.",
    'Who wins?',
    'Random {game} showdowns: pick the winner of each part of the pot, then read how the judge '
    'decided it.',
    "The drill needs JavaScript: it runs the package's own rules in your browser.",
    "The {game} simulator needs JavaScript: it runs the package's own rules in your browser.",
    "The {game} showdown judge needs JavaScript: it runs the package's own rules in your "
    'browser. Without it, install the package and run',
    'Option',
    'Default',
    'Choices',
    'The basics',
    'Game by game',
    'The basics first',
    'Family',
    'Tags',
    'Lessons about what many games share. Play them here.',
    'Family tree of the {name} games',
)

WORDS: dict[str, str] = {template: template for template in TEMPLATES}
