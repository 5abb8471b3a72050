"""The toy game's table (the layout of a real game: `table/scene.py`)."""
