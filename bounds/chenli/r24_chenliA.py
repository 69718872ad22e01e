"""Round 24 (helper chenliA): bounds for L1182 (the v = w twin of (54)) and Lemma 8.2 at l = 0 (L2691-L2695)."""

from __future__ import annotations

import math
from typing import Any


def l1182_printed(k: int, L: float, d2: int, dstar: float, **_: Any) -> float:
    """L1182 as printed (v = w): (1/d_2^2) 1_[2]^T (Tr(J M*) Id) 1_[2] + (delta* sqrt(log(k/delta)) k^2/d_2 + 2 delta
    k^{5/2} log(k/delta)/d_2), Tr(J M*) = k (rows of M* in the simplex, L1160), ||1_[2]||^2 = d_2, L = log(k/delta)."""
    delta = k * math.exp(-L)
    return k / d2 + (dstar * math.sqrt(L) * k * k + 2.0 * delta * k**2.5 * L) / d2


def l1182_corrected(k: int, L: float, d2: int, dstar: float, **_: Any) -> float:
    """The error term from (51), (52) and E by Cauchy-Schwarz, as for (54) (chenli.display.lemma5.16-eq54-error):
    ||mu||^2 ||J||_op ||M_mu - M*||_op <= (k L/d_2) k (k delta* + 2 delta sqrt(k)); plus k/d_2."""
    delta = k * math.exp(-L)
    return k / d2 + (dstar * k**3 * L + 2.0 * delta * k**2.5 * L) / d2


def l1182_corrected_mutant(k: int, L: float, d2: int, dstar: float, **_: Any) -> float:
    """Planted: the corrected error term with k^2 instead of k^3 (and no delta term)."""
    return k / d2 + dstar * k * k * L / d2


def lemma8_2_nu1(d: int, m: int, lam: float, eps: float, **_: Any) -> float:
    """nu_1 of (132) (l = 0, nu_0 = 0, the empty sum): 2d sqrt(2m/lambda) eps; Lemma 8.2 at l = 0 asks for a unit
    M^(1) in the list with ||Pi_att^perp(M^(1))||_F <= nu_1."""
    return 2.0 * d * math.sqrt(2.0 * m / lam) * eps

