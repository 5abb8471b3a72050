"""The toy game's rules, registered under another id with no scene module beside them."""

from tests.toy.game import GAME

__all__ = ["GAME"]
