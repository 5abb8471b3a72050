"""The keys of Canyon's table (see cafegames/engine/keys.py): none of its own yet, Canyon is played with the
mouse (the keys overlay says so, and lists the keys of every table)."""

from cafegames.engine.keys import KeyHelp

KEYS: tuple[KeyHelp, ...] = ()
