"""Adds the top-level data folders as packages; everything else is in pyproject.toml.

`resources/` and `translations/` sit at the top of the repository (DESIGN.md) but must be importable data
after a plain `pip install .`, so they are installed as `cafegames.resources` and `cafegames.translations`.
"""

from setuptools import find_packages, setup

setup(packages=find_packages(include=["cafegames", "cafegames.*"])
      + ["cafegames.resources", "cafegames.translations"])
