"""cafegames: UNO, Café International and Canyon for a family around one laptop."""

__version__ = "0.1.0"
