"""Canyon's computer players: its levels (`levels.py`, `make_bot`), and what they think with. Qt-free; they import
the game's rules, which never import them."""
