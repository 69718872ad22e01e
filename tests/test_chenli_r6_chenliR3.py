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


def test_l812_identity_breaks_le() -> None:
    """L812 at Theta = I_2: ||Theta||_F^2 = 2 (sum of squared entries), ||Theta||_op = 1 (max |Theta v| over unit v,
    here by the 2x2 closed form of the largest singular value), r_Theta = 1 satisfies Assumption 3 (2 >= 1 * 1), yet
    t/||Theta||_op^2 = 2 and t^2/||Theta||_op^4 = 4 both exceed r_Theta = 1."""
    a, b, c, d = 1.0, 0.0, 0.0, 1.0
    fro2 = a * a + b * b + c * c + d * d
    s = a * a + b * b + c * c + d * d
    det = a * d - b * c
    op2 = (s + math.sqrt(s * s - 4 * det * det)) / 2  # largest eigenvalue of Theta^T Theta
    r = 1.0
    assert fro2 >= r * op2  # Assumption 3
    t = fro2
    assert t / op2 == 2.0 > r
    assert t * t / (op2 * op2) == 4.0 > r


def _rademacher_window(d: int, t: float, s: float) -> float:
    """P[|(2B - d)/sqrt(d) - t| <= s], B ~ Bin(d, 1/2): the pmf by lgamma, summed over the window."""
    lo = math.ceil((math.sqrt(d) * (t - s) + d) / 2 - 1e-9)
    hi = math.floor((math.sqrt(d) * (t + s) + d) / 2 + 1e-9)
    return sum(math.exp(math.lgamma(d + 1) - math.lgamma(b + 1) - math.lgamma(d - b + 1) - d * math.log(2))
               for b in range(lo, hi + 1))


def test_l753_gauss_variance_one_third_undercounts_tail() -> None:
    """L753 with a = 1^d/sqrt(d) (variance 1 > 1/3, nu = 1), t = 2, s = 0.1: the Rademacher window mass stays near
    P[|N(0, 1) - 2| <= 0.1] = 0.0108 while N(0, 1/3) gives 3.5e-4 (erf); the gap over r^3/sqrt(d) (r = d^{1/20})
    grows from d = 1e6 to 1e8 and passes 5."""
    def gauss(t: float, s: float, var: float) -> float:
        z = math.sqrt(2 * var)
        return 0.5 * (math.erf((t + s) / z) - math.erf((t - s) / z))

    ratios = []
    for d in (10**6, 10**8):
        gap = _rademacher_window(d, 2.0, 0.1) - gauss(2.0, 0.1, 1 / 3)
        assert 0.0100 < gap < 0.0110
        ratios.append(gap / ((d**0.05) ** 3 / math.sqrt(d)))
    assert ratios[1] > 4 * ratios[0] and ratios[1] > 5
