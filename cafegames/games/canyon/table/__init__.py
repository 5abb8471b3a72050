"""Canyon's table on screen: the scene and its items. The only Qt inside the game; it imports the rules, never the bots
(hints come through the engine)."""
