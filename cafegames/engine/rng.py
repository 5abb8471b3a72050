"""Seeded, deterministic randomness.

A match is fully determined by (game, options, seats, seed, actions). Every random draw comes from a stream
derived from the match seed and a label (e.g. "shuffle", 3), so replaying the same actions reproduces the same
shuffles, whatever order the streams are asked for.
"""

from __future__ import annotations

import hashlib
import random
import secrets

MAX_SEED = 2**63 - 1


def new_seed() -> int:
    """A fresh seed for a new match."""
    return secrets.randbelow(MAX_SEED)


def derive(seed: int, *labels: object) -> int:
    """A 64-bit number derived from `seed` and `labels`, stable across Python versions and platforms."""
    h = hashlib.blake2b(digest_size=8)
    h.update(str(seed).encode())
    for label in labels:
        h.update(b"\x1f")
        h.update(str(label).encode())
    return int.from_bytes(h.digest(), "big")


def stream(seed: int, *labels: object) -> random.Random:
    """An independent random stream for `labels` under `seed`."""
    return random.Random(derive(seed, *labels))
