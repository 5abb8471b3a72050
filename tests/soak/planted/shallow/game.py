from tests.soak.planted.bugs import Shallow

GAME = Shallow()
GAME.id = "planted-shallow"
