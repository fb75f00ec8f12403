"""The site's generated text: what the game pages' directives and the printable card say, drawn
from the games' declarations."""
