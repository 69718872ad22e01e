"""Second path for factrecall.lemma13 as printed (no range of q): the Gaussian absolute moment in closed form,
sharing no code with the claim (whose measurement integrates |f|^q by quadrature)."""

from __future__ import annotations

import math


def gaussian_norm(q: float) -> float:
    """||g||_q for g ~ N(0, 1): E|g|^q = 2^{q/2} Gamma((q+1)/2) / sqrt(pi)."""
    return (2 ** (q / 2) * math.gamma((q + 1) / 2) / math.sqrt(math.pi)) ** (1 / q)


def test_gaussian_norm_below_q_2_exceeds_the_bound() -> None:
    """f = g (degree p = 1, ||g||_2 = 1): ||g||_q <= (q-1)^{1/2} fails at every q in [1, 2) tried, and holds at
    q = 4, 6, 8 (the hypercontractive range)."""
    for q in (1.0, 1.2, 1.5, 1.9):
        assert gaussian_norm(q) > math.sqrt(q - 1)
    assert abs(gaussian_norm(1.5) - 0.9043692) < 1e-6
    for q in (4, 6, 8):
        assert gaussian_norm(q) <= math.sqrt(q - 1)
