from tests.soak.planted.bugs import Crash

GAME = Crash()
GAME.id = "planted-crash"
