"""Round 12 (factrecall, helper thesisF): the deviation chain L688-L690 of the proof of Lemma 2 (App. C.1) of Nichani,
Lee & Bietti. Pure functions of plain numbers (no torch); the claim is in ``checks/papers/factrecall/r12_factrecall.py``.
L = log^6(|V|/delta); max_a = max_z |A^z|; n = |V^(h)|.
"""

from __future__ import annotations

import math


def l690_shape(d: float, dh: float, n: int, max_a: int, L: float) -> float:
    """L690's middle side: sqrt(max_z |A^z| log^6(|V|/delta)/d + |V^(h)| log^6(|V|/delta)/d_h) (constants left out)."""
    return math.sqrt(max_a * L / d + n * L / dh)


def l690_corrected(d: float, dh: float, n: int, max_a: int, L: float) -> float:
    """With L683's correction (factrecall.display.lemma2-variance-shape): sqrt((max_z |A^z|/d + |V^(h)|/min(d, d_h))
    log^6(|V|/delta))."""
    return math.sqrt((max_a / d + n / min(d, dh)) * L)


def l690_corrected_no_dh(d: float, dh: float, n: int, max_a: int, L: float) -> float:
    """Mutant of the correction: its d_h part dropped, sqrt((max_a + n) L/d) (wrong along d -> inf, d_h fixed)."""
    return math.sqrt((max_a + n) * L / d)


def l690_corrected_no_d(d: float, dh: float, n: int, max_a: int, L: float) -> float:  # noqa: ARG001
    """Mutant of the correction: the n/d cross part dropped, sqrt((max_a/d + n/d_h) L) = the printed shape (wrong along
    one answer shared by n -> inf subjects)."""
    return math.sqrt((max_a / d + n / dh) * L)
