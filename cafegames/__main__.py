"""`python -m cafegames` starts the desktop app."""

import sys

from cafegames.app import main

sys.exit(main())
