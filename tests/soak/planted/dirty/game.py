from tests.soak.planted.bugs import DirtyRefusal

GAME = DirtyRefusal()
GAME.id = "planted-dirty"
