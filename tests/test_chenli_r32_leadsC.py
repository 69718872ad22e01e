"""Round 32 (helper leadsC): the four chenli ends that round 31 left as leads, re-derived with own numpy/mpmath code
(nothing imported from bounds/, models/ or checks/papers). None of them is a new crossing:

- chenli.eq42.corrected at s < 1: the corrected (42) scales like s^2 exactly as the event (40) does;
- chenli.display.B13-E-third-term.corrected as eps -> 1: the ratio is (2 pi)^{-m/2} at every eps in (0, 1);
- chenli.display.lemma8.1-nu-m.corrected at d = 1, 2: (1 + c)^m eps >= c (1 + c)^{m-1} eps for every d;
- chenli.lemma7.8 at d = 3: the conditional law of X_2 given A can sit in a proper subspace (sigma_min(B) = 0 for
  every N), but Assumption 3's (8) cannot hold at d = 3 under any reading, so the printed lemma is not refuted there.
"""

from __future__ import annotations

import itertools
import math

import numpy as np


def test_eq42_corrected_below_s_one() -> None:
    """(42) corrected, s^2 (1 + c^2) cap ||Theta||_F^2 with cap = c/sqrt(n) + c^2/r, against L990's family (w constant
    a k3/sqrt(d) on S_[2], n = d2 = d3, U_[2] empty): the conditional second moment is (mu n w0)^2 = mu^2 n ||w||^2 and
    the event (40) at level s is k3 + ||w||^2 <= s^2 cap ||Theta||_F^2. On the event, ||w||^2 <= s^2 cap ||Theta||_F^2,
    and |mu| <= c/sqrt(n), so lhs/corrected <= c^2/(1 + c^2) < 1 whatever s > 0 is: s < 1 only shrinks the event.
    Here: random admissible (n, c, mu, k3, ||w||^2, ||Theta||_F^2, r) with s in [1e-3, 1] on the event."""
    rng = np.random.default_rng(3242)
    worst = 0.0
    for _ in range(20000):
        n = int(rng.integers(4, 10**6))
        r = float(10 ** rng.uniform(0.0, 4.0))
        c = float(rng.uniform(1.0, max(1.0, math.sqrt(min(r, n)) / 2)))
        mu = float(rng.uniform(-1, 1)) * c / math.sqrt(n)
        s = float(10 ** rng.uniform(-3.0, 0.0))
        fro2 = float(10 ** rng.uniform(0.0, 8.0))
        cap = (c / math.sqrt(n) + c * c / r) * fro2
        k3 = float(rng.uniform(0.0, 1.0)) * s * s * cap
        w2 = float(rng.uniform(0.0, 1.0)) * (s * s * cap - k3)  # on the event: k3 + ||w||^2 <= s^2 cap
        lhs = mu * mu * n * w2
        corrected = s * s * (1.0 + c * c) * cap
        worst = max(worst, lhs / corrected)
    assert worst <= 1.0
    # the extreme of the family: |mu| = c/sqrt n, ||w||^2 at the event's cap: ratio c^2/(1 + c^2) exactly
    c, n, r, fro2, s = 2.66, 1024, 50.0, 1e6, 0.01
    cap = (c / math.sqrt(n) + c * c / r) * fro2
    ratio = (c * c / n) * n * (s * s * cap) / (s * s * (1 + c * c) * cap)
    assert math.isclose(ratio, c * c / (1 + c * c), rel_tol=1e-12)


def test_b13_third_term_corrected_as_eps_to_one() -> None:
    """E's third summand (2 pi)^{-m/2} exp(-gamma^2 sigma_min(Q)/2m) at gamma^2 = m log(1/eps)/sigma_min(Q), computed
    from a drawn positive definite Q's least eigenvalue: it is (2 pi)^{-m/2} sqrt(eps), so its ratio to the corrected
    sqrt(eps) is (2 pi)^{-m/2} <= 0.399 up to eps = 1 - 2^-52 (log(1/eps) -> 0 is harmless: both sides -> const)."""
    rng = np.random.default_rng(3213)
    worst = 0.0
    for m in range(1, 13):
        for eps in (0.5, 0.9, 0.99, 1 - 1e-6, 1 - 1e-12, 1 - 2.0**-52):
            G = rng.standard_normal((m, m))
            Q = G @ G.T / m + float(10 ** rng.uniform(-3, 3)) * np.eye(m)
            smin = float(np.linalg.eigvalsh(Q)[0])
            gamma2 = m * math.log(1.0 / eps) / smin
            third = (2 * math.pi) ** (-m / 2) * math.exp(-gamma2 * smin / (2 * m))
            ratio = third / math.sqrt(eps)
            assert math.isclose(ratio, (2 * math.pi) ** (-m / 2), rel_tol=1e-9)
            worst = max(worst, ratio)
    assert worst <= 1 / math.sqrt(2 * math.pi) + 1e-12


def test_lemma81_nu_m_corrected_at_small_d() -> None:
    """(132) iterated at 50 digits at d = 1, 2 (and 3): nu_m against the corrected (2 sqrt2/m + sqrt(lambda)/(d
    m^{3/2}))^m eps*/(2 sqrt m ||Theta_1||_F) = (1 + c)^m eps: the ratio is c/(1 + c) < 1 for every d (no logarithm
    enters the corrected form; the log that vanishes at d = 1 is Assumption 11's log(d/nu), a hypothesis). The printed
    eps*/(2 sqrt m ||Theta_1||_F) fails at m = 1 by 2 sqrt 2 at every d (the existing crossing, not a new end)."""
    import mpmath

    with mpmath.workdps(50):
        for d in (1, 2, 3):
            for m in (1, 2, 3, 5, 16, 64):
                for lam in ("1e-4", "0.01", "0.5", "0.999"):
                    lm = mpmath.mpf(lam)
                    e_star, th = mpmath.mpf(1), mpmath.mpf(3)
                    eps = e_star / (2 * mpmath.sqrt(m) * th * (d * mpmath.sqrt(mpmath.mpf(m) ** 3 / lm)) ** m)
                    c = 2 * d * mpmath.sqrt(2 * m / lm)
                    nus = [mpmath.mpf(0)]
                    for _ in range(m):
                        nus.append(c * (mpmath.fsum(nus[1:]) + eps))
                    corr = (2 * mpmath.sqrt(2) / m + mpmath.sqrt(lm) / (d * mpmath.mpf(m) ** 1.5)) ** m * e_star / (
                        2 * mpmath.sqrt(m) * th)
                    assert abs(nus[m] / corr - c / (1 + c)) < mpmath.mpf(10) ** -30
                    if m == 1:
                        assert abs(nus[1] / (e_star / (2 * th)) - 2 * mpmath.sqrt(2)) < mpmath.mpf(10) ** -30


def test_lemma78_d3_support_rank_deficient_but_8_infeasible() -> None:
    """Lemma 7.8 at d = 3: Theta~ = (Theta_1/F^2 + Theta_2/(lam F^2))/Z from two Gaussian 3 x 3 heads (||Theta_1||_F =
    1, ||Theta_2||_F^2 = lam), C = 0.3 omega sqrt(2 log 3)/lam^2; enumerating all (x1, x2) in {+-1}^{3+3} the support
    of X_2 given A = {x1 Theta~ x2 > C/sqrt Z} has rank < 3 for some seeds, so every B has sigma_min(B) = 0 for every
    N: the conclusion fails with probability 1 there. But the lemma sits under Assumption 3's (8), log^c(dmk)/(kappa
    lambda) << r_Theta << d^{1/4}, and r_Theta >= 1 always (||.||_F >= ||.||_op): at its loosest reading ('<<' as
    '<=', c = 1, kappa = lambda = 1, m = 1, k = 2) it needs log(2d) <= d^{1/4}, false for every 2 <= d < 8000 (log 6
    = 1.79 > 3^{1/4} = 1.32; c > 1 or kappa lambda < 1 only raise the left side at d = 3). So no instance at d = 3 meets the printed hypotheses: not a crossing."""
    d, lam, omega, cC = 3, 0.6, 1.0, 0.3
    P = np.array(list(itertools.product([-1.0, 1.0], repeat=d)))
    deficient = 0
    for seed in range(40):
        rng = np.random.default_rng(1000 + seed)
        T1 = rng.standard_normal((d, d))
        T2 = rng.standard_normal((d, d))
        T1 /= np.linalg.norm(T1)
        T2 *= math.sqrt(lam) / np.linalg.norm(T2)
        Z = 1.0 + 1.0 / lam
        Tt = (T1 + T2 / lam) / Z
        C = cC * omega * math.sqrt(2 * math.log(d)) / lam**2
        ok = (P @ Tt @ P.T) > C / math.sqrt(Z)
        sup = P[ok.any(axis=0)]
        if len(sup) and np.linalg.matrix_rank(sup) < d:
            deficient += 1
            # any N samples lie in span(sup): B has a null vector
            B = sup[rng.integers(0, len(sup), size=200)]
            assert np.linalg.svd(B, compute_uv=False)[-1] < 1e-9 * math.sqrt(200)
    assert deficient > 0
    # (8) at its loosest reading: log(dmk) <= r_Theta <= d^{1/4} with r_Theta >= 1, m = 1, k = 2
    assert all(math.log(2 * dd) > dd**0.25 for dd in range(2, 8000))
    assert math.log(2 * 10_000) < 10_000**0.25
