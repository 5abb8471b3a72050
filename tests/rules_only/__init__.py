"""A game whose rules exist but whose table does not yet: how the app treats a game that has not fully landed."""
