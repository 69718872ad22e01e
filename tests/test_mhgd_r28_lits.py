"""Second path of round 28's lits mhgd claim (checks/papers/mhgd/r28_lits.py): L910's last '=' (proof of Lemma 10) with
Corollary 1's printed beta_3 = 2 d sqrt(T) d R^3 (3 sqrt(d) R^2 ||theta||_{2,inf} + 1) (L133), recomputed in mpmath on
explicit multi-head parameter vectors (no code shared with the claim)."""

from __future__ import annotations

import mpmath
import numpy as np


def _n2inf(theta: np.ndarray) -> float:
    """||theta||_{2,inf}: the largest head block's Euclidean norm (rows = heads)."""
    return float(np.linalg.norm(theta, axis=1).max())


def test_l910_cor1_beta3() -> None:
    """Realise theta, theta_j (H = 4 heads of T d + d^2 entries), theta_j = theta + a e along theta's largest block,
    alpha = 1; the printed left member 4 d sqrt(T d) R^3 (3 sqrt(d) R^2 n + 1) a^2 against 2 beta_3(theta_{j,1}) a^2:
    the ratio is 1/sqrt(d) with Cor. 1's printed beta_3 (the '=' fails for d >= 2) and 1 with the appendix's
    2 d sqrt(T d). At (74) with equality and the worst admissible A_j = 3D, the chain's sqrt(H) falls short of Lemma 9's
    2 beta_3(theta_{j,1}) ||theta - theta_j||^2 by the factor sqrt(d)."""
    mpmath.mp.dps = 50
    rng = np.random.default_rng(28)
    for T, d, R in ((1, 2, 1.0), (3, 5, 2.0), (10, 16, 1.5)):
        p = T * d + d * d
        theta = rng.normal(size=(4, p))
        theta0 = theta + rng.normal(size=(4, p)) * 0.1
        D = mpmath.mpf(float(np.linalg.norm(theta - theta0)))
        N = mpmath.mpf(_n2inf(theta))
        h = int(np.argmax(np.linalg.norm(theta, axis=1)))
        e = np.zeros_like(theta)
        e[h] = theta[h] / np.linalg.norm(theta[h])
        theta_j = theta + float(3 * D) * e  # A_j = 3 D (induction hypothesis at equality)
        a = mpmath.mpf(float(np.linalg.norm(theta - theta_j)))
        n = mpmath.mpf(_n2inf(theta_j))
        assert abs(a - 3 * D) < 1e-9 and abs(n - (N + 3 * D)) < 1e-9
        Tm, dm, Rm = mpmath.mpf(T), mpmath.mpf(d), mpmath.mpf(R)
        br = 3 * mpmath.sqrt(dm) * Rm**2 * n + 1
        left = 4 * dm * mpmath.sqrt(Tm * dm) * Rm**3 * br * a**2
        b3_cor1 = 2 * dm * mpmath.sqrt(Tm) * dm * Rm**3 * br  # L133 as printed
        b3_app = 2 * dm * mpmath.sqrt(Tm * dm) * Rm**3 * br  # L611 / L1031 / L1173
        assert abs(left / (2 * b3_cor1 * a**2) - 1 / mpmath.sqrt(dm)) < mpmath.mpf(10) ** -40
        assert abs(left / (2 * b3_app * a**2) - 1) < mpmath.mpf(10) ** -40
        sqrtH = 36 * dm * mpmath.sqrt(Tm * dm) * Rm**3 * (3 * mpmath.sqrt(dm) * Rm**2 * (3 * D + N) + 1) * D**2  # (74)
        assert sqrtH >= left * (1 - mpmath.mpf(10) ** -12)  # L910's first links hold
        assert sqrtH < 2 * b3_cor1 * a**2  # Lemma 9's condition with Cor. 1's beta_3 fails (d >= 2)
        assert abs(sqrtH / (2 * b3_cor1 * a**2) - 1 / mpmath.sqrt(dm)) < mpmath.mpf(10) ** -8
