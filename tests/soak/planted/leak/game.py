from tests.soak.planted.bugs import Leak

GAME = Leak()
GAME.id = "planted-leak"
