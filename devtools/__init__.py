"""Tooling that never ships: the simulator, benchmarks, ladder, soak, tuning and lesson-finding scripts.

Run from a checkout (`python -m devtools.sim bench`, `python -m devtools.sim ladder`, …); the wheel, the .deb and
the Windows installer hold only `cafegames/` (tests/packaging checks their file lists)."""
