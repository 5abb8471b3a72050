from tests.soak.planted.bugs import Stuck

GAME = Stuck()
GAME.id = "planted-stuck"
