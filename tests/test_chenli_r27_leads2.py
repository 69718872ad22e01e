"""Second paths for round 27's chenli Step 2 box claims (helper leads2): own numpy on an explicit instance, nothing
imported from bounds/, models/ or checks/papers."""

from __future__ import annotations

import itertools

import numpy as np

# m = 1, Theta_1 = diag(theta) and x = 1, so x^T Theta_1 = theta; S = the first two coordinates.
_D, _NS, _K, _BETA, _XI, _S = 12, 2, 2, 0.0, 0.5, 0.05
_THETA = np.linspace(1.0, 1.2, _D)
_F = float(np.linalg.norm(_THETA))
_W = _XI * _F
_LO2 = _F * (np.sqrt(10 * np.log(_K)) + _BETA)


def _x2_meeting_bullet() -> np.ndarray:
    """An X_2 whose x^T Theta_1 X_2 lies in [F (sqrt(10 log k) + beta), ... + xi F] (L1781) and whose S part is +1."""
    for y in itertools.product([-1.0, 1.0], repeat=_D - _NS):
        X2 = np.concatenate([np.ones(_NS), y])
        if _LO2 <= float(_THETA @ X2) <= _LO2 + _W:
            return X2
    raise AssertionError("no X_2 meets its bullet")


def _worst(corner: str, flip: float = -1.0) -> tuple[float, int]:
    """Largest distance (units of F) of x^T Theta_1 X_3 from X_3's window [T2 - s - xi F, T2 - s] (L1785) over the
    box <v_1, X_{3,S^c}> in [a_1, a_1 + xi F], X_{3,S} = flip X_{2,S} (a conditioned assignment: the conditioning of
    L1885 / (99) is on E', symmetric in the sign of X_{3,S})."""
    X2 = _x2_meeting_bullet()
    T2 = float(_THETA @ X2)
    z = flip * X2[:_NS]
    s0 = float(_THETA[:_NS] @ z)
    if corner == "A":  # L1895: x^T Theta X_{2,S^c} - s - xi F
        a1 = float(_THETA[_NS:] @ X2[_NS:]) - _S - _W
    elif corner == "B":  # L1998: x^T Theta X_{2,S} - s - xi F
        a1 = float(_THETA[:_NS] @ X2[:_NS]) - _S - _W
    else:  # the intended corner
        a1 = T2 - s0 - _S - _W
    worst, hits = 0.0, 0
    for y in itertools.product([-1.0, 1.0], repeat=_D - _NS):
        u = float(_THETA[_NS:] @ np.array(y))
        if a1 <= u <= a1 + _W:
            hits += 1
            t = s0 + u
            worst = max(worst, max(T2 - _S - _W - t, t - (T2 - _S), 0.0) / _F)
    return worst, hits


def test_case_a_step2_box_not_sufficient() -> None:
    worst, hits = _worst("A")
    assert hits > 0 and worst > 0.3
    for flip in (-1.0, 1.0):
        w_int, _ = _worst("intended", flip)
        assert w_int == 0.0
    assert _worst("intended", 1.0)[1] > 0


def test_case_b_step2_box_not_sufficient() -> None:
    worst, hits = _worst("B")
    assert hits > 0 and worst > 0.3
