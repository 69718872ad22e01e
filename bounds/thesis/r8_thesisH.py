"""thesis, round 8 (helper thesisH): printed shapes of the Chapter 2 trained-network claims made uniform (issue 31).

Each function is the printed shape f(parameters) of a hidden-constant statement (the constant left to the engine's
uniform check) or a planted wrong shape (a mutant), evaluated on a measurement's quantities.
"""

from __future__ import annotations

import numpy as np


def a48_log_T(T: float, **_: object) -> float | np.ndarray:
    """(A.48), L2890: ||q_1(T)||^2 = Theta(log T); the shape log T (T >= 2)."""
    return np.log(np.asarray(T, dtype=float))


def a48_mut_T2(T: float, **_: object) -> float | np.ndarray:
    """Mutant shape T^2 in place of log T (wrong along T, the main rate)."""
    return np.asarray(T, dtype=float) ** 2


def a48_mut_eta2(T: float, eta: float, **_: object) -> float | np.ndarray:
    """Mutant shape eta^2 log T: a spurious power of the step size (wrong along eta, a second direction)."""
    return np.asarray(eta, dtype=float) ** 2 * np.log(np.asarray(T, dtype=float))
