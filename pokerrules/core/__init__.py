"""What every game is made of: cards, actions, options, the seeded shuffle, errors and words."""
