"""The long fuzz run of the history and of the whole app started on a damaged folder (tests/fuzz/test_files_fuzz.py
says what a case is and checks): the longest of the long run, in a file of their own so that another worker runs the
other kinds meanwhile (a worker runs a whole file, `--dist loadfile`)."""

from __future__ import annotations

import pytest

from tests.fuzz import test_files_fuzz as fuzz


@pytest.mark.slow
@pytest.mark.parametrize("seed", fuzz.LONG_SEEDS)
@pytest.mark.parametrize(("kind", "cls"), [p for p in fuzz._pairs() if p.values[0] in fuzz.HEAVY])
def test_long_fuzz_run(tmp_path, qapp, kind, cls, seed):
    fuzz.long_run(tmp_path, kind, cls, seed)
