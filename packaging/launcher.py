"""Entry script of the frozen app (PyInstaller runs it as __main__): start the desktop app."""

import sys

from cafegames.app import main

if __name__ == "__main__":
    sys.exit(main())
