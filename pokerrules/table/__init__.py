"""The protocol floor every game stands on: the state and variant protocol, betting, views,
the match layer, showdown comparison and turn order."""
