"""English templates of Pif Paf's (Cacheta's) house rules: the curinga, lives and the ten-card
batida (the values repeat the keys; the pseudo-language reads them to know every template)."""

_TEMPLATES = (
    'The curinga: the card one above the card turned up after the deal, in its suit (both copies). It is wild in sequences only, never in a group of a kind.',
    # the house rules' options and choices
    "Wild card (curinga)",
    "None: no card is wild",
    "The card above the one turned up after the deal, in its suit: wild in sequences only",
    "The curinga",
    "For judging a showdown: the wild card, such as 6h, or none. In play, the card turned up "
    "after the deal decides.",
    "Playing for lives",
    "No: each deal is played for its pot",
    "Seven lives each, with no betting",
    "Ten lives each, with no betting",
    "Going out with all ten cards",
    "Not allowed: going out always takes a discard",
    "Allowed, and it costs every other player two lives",
    "The curinga must be one card, such as 6h, or none, not {text}.",
    # the table: moves, prompt, piles, notes, info
    "Go out with all ten cards",
    "Discard a card (or go out, if your other nine cards all form melds, or all ten of them do).",
    "Turned up",
    "Lives {n}",
    "Deal {n}",
    "Stakes {n}, to the last player left",
    "Lives: {lives}",
    "you {n}",
    "seat {n1} {n2}",
    "Curinga: the {card}, one above the card turned up; wild in sequences only",
    # the log
    "Deal {n}, dealt by {who}: nine cards each. A match by lives has no betting.",
    "{card} is turned up: the curinga is the card above it in its suit, wild in sequences only.",
    "You lose a life and have {n} lives left.",
    "You lose a life and have 1 life left.",
    "Seat {n1} loses a life and has {n2} lives left.",
    "Seat {n} loses a life and has 1 life left.",
    "You lose {n1} lives and have {n2} lives left.",
    "You lose {n} lives and have 1 life left.",
    "Seat {n1} loses {n2} lives and has {n3} lives left.",
    "Seat {n1} loses {n2} lives and has 1 life left.",
    "You lose a life and leave the match with no lives left.",
    "Seat {n} loses a life and leaves the match with no lives left.",
    "You lose {n} lives and leave the match with no lives left.",
    "Seat {n1} loses {n2} lives and leaves the match with no lives left.",
    "You go out with all ten cards: {melds}.",
    "Seat {n} goes out with all ten cards: {melds}.",
    "{why}: the deal ends with no winner, and nobody loses a life.",
    # the end of a match by lives
    "The stakes of {n} go to the last player left: {who}.",
    "The match has reached the 1,000 moves a saved game can hold, so it ends here: the stakes "
    "of {n} go to the most lives left: {who}.",
    # the judge
    "all ten cards: {melds}",
    # the printed card
    "Everyone stakes {n} once, for the whole match. A match by lives has no betting.",
    "Everyone starts with {n} lives. The first player whose nine cards all form melds goes out "
    "with the discard, and every other player loses a life. A player with no lives left leaves "
    "the match; the last player left takes the stakes. {melds}",
    "Everyone starts with {n} lives. The first player whose nine cards all form melds goes out "
    "with the discard, and every other player loses a life (two lives when a player goes out "
    "with all ten cards, without a discard). A player with no lives left leaves the match; the "
    "last player left takes the stakes. {melds}",
    "{ties} A deal with no winner costs nobody a life.",
    "{dealt} Then one card is turned up, which sets the curinga (see the wild cards).",
    # the lesson
    "Cacheta's house rules: the curinga and lives",
    "After the deal, a card is turned up: here the 5♥. It sets the wild card, the curinga.",
    "The curinga is the 6♥: both copies of it in the two decks. It can stand for any card in a "
    "sequence, but never in a group of a kind.",
    "Count one rank up from the card turned up, in the same suit.",
    "Which card is the curinga?",
    "The card turned up is not wild itself: the curinga is the card above it.",
    "The curinga is one rank above the card turned up, not below.",
    "The curinga keeps the suit of the card turned up: hearts.",
    "You drew the 6♥, the curinga. With J♦ Q♦ it makes a sequence: go out.",
    "You go out, and in a match by lives each other player loses a life. The curinga helps "
    "only in sequences: with 9♣ 9♦ it would be no group.",
    "J♦ Q♦ and the curinga are a sequence; the 5♣ is the card left over.",
    "The curinga can stand for the 10♦ or the K♦ next to your J♦ Q♦: throwing it away gives up "
    "going out.",
    "Your other nine cards are all in melds with the curinga: go out instead of only "
    "discarding.",
    "A new hand: everyone has 7 lives. You drew the 10♦, and all ten of your cards are in "
    "melds.",
    "Seat 2 would have 5 lives left. A player with no lives left leaves the match, and the last "
    "player left takes the stakes.",
    "Seven lives, less two for a ten-card batida.",
    "If you go out with all ten cards, how many lives will seat 2 have left?",
    "Going out with all ten cards costs two lives, not one.",
    "Every other player loses lives when you go out.",
    "Each other player loses two lives, not four.",
    "Go out with all ten cards, without a discard.",
    "A batida with all ten cards, without a discard, costs every other player two lives under "
    "this house rule.",
    "10♦ J♦ Q♦ K♦ is a sequence of four: no card is left over.",
    "Going out with a discard costs the others one life each; showing all ten cards costs them "
    "two.",
)

WORDS: dict[str, str] = {text: text for text in _TEMPLATES}
