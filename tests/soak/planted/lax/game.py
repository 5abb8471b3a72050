from tests.soak.planted.bugs import Lax

GAME = Lax()
GAME.id = "planted-lax"
