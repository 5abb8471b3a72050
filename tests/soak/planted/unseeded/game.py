from tests.soak.planted.bugs import Unseeded

GAME = Unseeded()
GAME.id = "planted-unseeded"
