"""What the rummy games (Rumino, Pif Paf) share: the table of melds, drills and the coach."""
