"""Second paths (no claim code) for chenli's round-6 wave-3 step claims (helper chenliR3): each rebuilds the smallest
instance from the paper's definitions with its own arithmetic (cmath, plain Python)."""

from __future__ import annotations

import cmath
import math


def test_small_lambda_factor_large_box() -> None:
    """L3676-L3680 at m = 1: R_0 = [0, 1e4], c = 0.99, delta = 1e-6, eps'' = 0.1, so gamma = eps''/max(delta m,
    sqrt(m Delta)/c) (L3666) = 9.9e-4. At lambda = 2 pi/Delta < gamma, E e^{i lambda U} for U ~ unif[0, Delta] is the
    mean of e^{i lambda x} over a whole period: 0 (a midpoint sum of 4000 nodes), so |phi_zeta phi_unif - 1| ~ 1 >
    3 eps'' = 0.3. With sqrt(m) Delta/c in eps'' the same lambda gives eps'' = gamma Delta/c >= 2 pi/0.99 > 1: outside
    the proviso, no violation."""
    Delta, c, delta, eps2 = 1e4, 0.99, 1e-6, 0.1
    gamma = eps2 / max(delta, math.sqrt(Delta) / c)
    lam = 2 * math.pi / Delta
    assert lam < gamma
    n = 4000
    phi_unif = sum(cmath.exp(1j * lam * Delta * (k + 0.5) / n) for k in range(n)) / n
    phi_zeta = max(0.0, 1 - abs(delta * lam))
    lhs = abs(phi_zeta * phi_unif - 1)
    assert abs(phi_unif) < 1e-9
    assert lhs > 0.99 > 3 * eps2
    assert lam * Delta / c > 1  # the corrected eps'' at this lambda would exceed 1
