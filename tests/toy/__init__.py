"""A tiny game used only by tests, to prove the engine machinery before and beside the real games."""
