"""Round 15 (chenli, helper chenliA): independent checks of (48) and (51) (plain numpy, no code shared with the
claims' measures) and the claims' registration."""

from __future__ import annotations

import numpy as np


def test_eq48_two_atom_law() -> None:
    """E^c of mass p carries Delta with an entry +1 - tiny, E carries 0: ||E[Delta]||_max = p (1 - tiny) <= p + 0."""
    p, tiny = 0.3, 1e-9
    bad = np.zeros((3, 3))
    bad[0, 1] = 1 - tiny
    good = np.zeros((3, 3))
    ED = p * bad + (1 - p) * good
    assert np.abs(ED).max() <= p + np.abs(good).max()
    assert np.abs(ED).max() > np.abs(good).max()  # the delta term is needed


def test_eq48_random_laws() -> None:
    rng = np.random.default_rng(5)
    for _ in range(200):
        k, K = 3, 5
        D = rng.uniform(-1, 1, (K, k, k))
        w = rng.dirichlet(np.ones(K))
        inE = rng.random(K) < 0.6
        if not inE.any() or inE.all():
            continue
        p = w[~inE].sum()
        cond = np.einsum("a,aij->ij", w[inE] / w[inE].sum(), D[inE])
        assert np.abs(np.einsum("a,aij->ij", w, D)).max() <= p + np.abs(cond).max() + 1e-12


def test_eq51_outlier() -> None:
    """Two row-stochastic matrices at max-distance 1 with weights (w, 1 - w): the first sits at (1 - w) from the mean."""
    M0, M1 = np.eye(3), np.roll(np.eye(3), 1, axis=1)
    w = 0.01
    M = w * M0 + (1 - w) * M1
    dstar = np.abs(M0 - M1).max()
    assert abs(np.abs(M0 - M).max() - (1 - w) * dstar) < 1e-12 <= dstar


def test_r15_claims_registered() -> None:
    from thmcheck.checks.papers.chenli import CLAIMS

    ids = {c.id for c in CLAIMS}
    assert {"chenli.display.eq48", "chenli.display.eq51"} <= ids


def _softmax(L: np.ndarray) -> np.ndarray:
    E = np.exp(L - L.max(axis=1, keepdims=True))
    return E / E.sum(axis=1, keepdims=True)


def test_l2980_all_x0_event() -> None:
    """Second path of chenli.display.thm1.2-phase1-samples (no code shared with the claim). (i) At d = 8, k = 3, two
    heads with arbitrary Theta_i and W_1 = diag(+-1)/sqrt(d), W_2 = Id/sqrt(d): on X0 with identical rows the layer
    F(X0) = sum_i softmax(X0 Theta_i X0^T) X0 W_i has uniform attention, and A0 = X0^T J F(X0)/k satisfies ||A0 -
    Sum W||_F^2 = 2 k^2 d - 4k + 2. (ii) In mpmath at d = 1e40, k = 3: for any constant B of a count N = B
    sqrt(log(1/delta)), at log(1/delta) = L* = 4 (k d B ln 2)^2 the all-X0 event has probability 2^{-k d N} =
    exp(-L*/2) > delta = exp(-L*): the empirical estimate fails with probability > delta."""
    import mpmath

    rng = np.random.default_rng(3)
    d, k = 8, 3
    x = rng.choice([-1.0, 1.0], size=d)
    X0 = np.tile(x, (k, 1))
    W1 = np.diag(np.repeat([1.0, -1.0], d // 2)) / np.sqrt(d)
    W2 = np.eye(d) / np.sqrt(d)
    F = np.zeros((k, d))
    for W in (W1, W2):
        Th = rng.standard_normal((d, d)) * 5
        S = _softmax(X0 @ Th @ X0.T)
        assert np.allclose(S, 1.0 / k)
        F += S @ X0 @ W
    J = np.ones((k, k))
    A0 = X0.T @ J @ F / k
    assert abs(np.linalg.norm(A0 - (W1 + W2)) ** 2 - (2 * k * k * d - 4 * k + 2)) < 1e-9
    with mpmath.workdps(50):
        D, K = mpmath.mpf(10) ** 40, 3
        for B in (mpmath.mpf(1), mpmath.mpf(10) ** 10, mpmath.mpf(10) ** 100):
            Ls = 4 * (K * D * B * mpmath.log(2)) ** 2
            N = B * mpmath.sqrt(Ls)
            log_p = -K * D * N * mpmath.log(2)  # log of 2^{-k d N}
            assert log_p > -Ls  # P[all N samples = X0] > delta = exp(-Ls)


def test_l1094_s_choice() -> None:
    """Second path for chenli.display.lemma5.15-s-choice (L1094), exact rational exponents with mpmath at 50 digits
    from the printed displays: delta (L1082) + (49) at the printed s against delta*_c (L1062), on both paths."""
    import mpmath

    mpmath.mp.dps = 50

    def combo(k, c, r, v, d, d2, d3):
        eta = mpmath.sqrt(c) * r ** mpmath.mpf("0.25") / min(d2, d3) ** mpmath.mpf("0.25") + c**2 / r ** mpmath.mpf("0.25")
        s = k ** (-mpmath.mpf(1) / 3) * eta ** (mpmath.mpf(2) / 3)
        x = c**2 * v * mpmath.sqrt(r) / mpmath.sqrt(d)
        return k**3 * mpmath.sqrt(s) + k**3 * x**c + k**3 * mpmath.exp(-r) + k**2 / r ** mpmath.mpf("0.25") + k**2 / s * eta

    def dstar(k, c, r, v, d, d2, d3):
        inner = (mpmath.sqrt(c) * r ** mpmath.mpf("0.25") / d2 ** mpmath.mpf("0.25") + c**2 / r ** mpmath.mpf("0.25")
                 + r ** mpmath.mpf("0.125") * v * d3 ** mpmath.mpf("1.5") / mpmath.sqrt(d)
                 + r ** mpmath.mpf("0.125") * mpmath.sqrt(c * v * d3) / d ** mpmath.mpf("0.25"))
        third = mpmath.mpf(1) / 3
        mins = min(d2 ** (third / 4) * r ** (third / 8) * c**third / d ** mpmath.mpf("0.25"),
                   r ** (mpmath.mpf(5) / 24) / (c ** (third / 2) * d ** mpmath.mpf("0.25")),
                   r ** (third / 4) * mpmath.sqrt(c) / (v**third * mpmath.sqrt(d3) * d ** (third / 4)),
                   r ** (third / 4) * c**third / (v ** (third / 2) * d3 ** (third / 2) * d ** (third / 2)))
        return k ** (8 * third) * inner**third + k ** (7 * third) * mins + k**3 * (c**2 * v * mpmath.sqrt(r) / mpmath.sqrt(d)) ** c

    one = mpmath.mpf(1)
    ratios = []
    for t in (10, 10**6, 10**14):  # k path: r = k^40, d = 1e10 r^7, d2 = d3 = r^2
        k = mpmath.mpf(t)
        r = k**40
        d = mpmath.mpf(10) ** 10 * r**7
        assert r <= d ** mpmath.mpf("0.25") / 10 and k <= r ** (one / 20) and 1 <= mpmath.sqrt(min(r, r**2)) / 2
        ratios.append(combo(k, one, r, one, d, r**2, r**2) / dstar(k, one, r, one, d, r**2, r**2))
    assert ratios[-1] / ratios[0] > 100 and all(x < y for x, y in zip(ratios, ratios[1:]))
    # the ratio tends to k^{1/6}: delta's k^3 s^{1/2} = k^{17/6} eta^{1/3} against delta*_c's k^{8/3} eta^{1/3}
    assert abs(ratios[-1] / mpmath.mpf(10) ** (mpmath.mpf(14) / 6) - 1) < 0.01
    ratios = []
    for e in (100, 280):  # r path: d = 1e10 r^7, d2 = d/4, d3 = 1e20 r, k = 3
        r = mpmath.mpf(10) ** e
        d = mpmath.mpf(10) ** 10 * r**7
        k, d2, d3 = mpmath.mpf(3), d / 4, mpmath.mpf(10) ** 20 * r
        lhs = combo(k, one, r, one, d, d2, d3)
        assert lhs < 1 and d2 + d3 <= d and r <= d ** mpmath.mpf("0.25") / 10
        ratios.append(lhs / dstar(k, one, r, one, d, d2, d3))
    assert ratios[0] > 1e6 and ratios[1] > 1e21


def test_l2961_theorem_9_5_terms() -> None:
    """Second path for chenli.display.lemma9.1-proof-N (L2961), mpmath at 60 digits from the printed Theorem 9.5
    (L2949), Lemma 9.4 (L = sqrt(m d k), c = m d k ||W_1||^2), Theorem 9.6 (R_N <= R W/sqrt(N), R = sqrt(m d k), W =
    sqrt(m)) and Lemma 9.3 (empirical loss <= eps^2 d^3 k^3 m ||W_1||^2), N = P sqrt(log(1/delta)), P = m d k."""
    import mpmath

    mpmath.mp.dps = 60
    d, k, m, w1 = mpmath.mpf(10) ** 40, mpmath.mpf(3), mpmath.mpf(1), mpmath.mpf(1)
    P = m * d * k

    def rhs(eps, L):
        N = P * mpmath.sqrt(L)
        lip, c = mpmath.sqrt(m * d * k), m * d * k * w1**2
        rad = mpmath.sqrt(m * d * k) * mpmath.sqrt(m) / mpmath.sqrt(N)
        return eps**2 * d**3 * k**3 * m * w1**2 + 4 * lip * rad + 2 * c * mpmath.sqrt(L / (2 * N))

    def shape(eps):
        return eps**2 * d**3 * k**3 * m * w1**2

    eps = mpmath.mpf(10) ** -40
    r1, r2 = rhs(eps, mpmath.mpf(10) ** 100) / shape(eps), rhs(eps, mpmath.mpf(10) ** 300) / shape(eps)
    assert abs(mpmath.log10(r2 / r1) - 50) < 1e-3  # log(1/delta)^{1/4} over 200 decades
    L = mpmath.mpf(10) ** 10
    e1, e2 = rhs(mpmath.mpf(10) ** -60, L) / shape(mpmath.mpf(10) ** -60), rhs(mpmath.mpf(10) ** -100, L) / shape(
        mpmath.mpf(10) ** -100)
    assert e1 > 1e20 and abs(mpmath.log10(e2 / e1) - 80) < 1e-3  # the shape falls like eps^2, the other terms stay
    # the corrected reading: N = P log(1/delta)/eps^4 brings the right side back to O(eps^2 d^3 k^3 m) along both
    for eps_, L_ in ((mpmath.mpf(10) ** -20, mpmath.mpf(10) ** 300), (mpmath.mpf(10) ** -100, mpmath.mpf(10) ** 10)):
        N = P * L_ / eps_**4
        val = (shape(eps_) + 4 * mpmath.sqrt(m * d * k) * mpmath.sqrt(m * d * k) * mpmath.sqrt(m) / mpmath.sqrt(N)
               + 2 * m * d * k * mpmath.sqrt(L_ / (2 * N)))
        assert val / shape(eps_) < 10


def test_l2210_eq103_mpmath() -> None:
    """Second path for chenli.display.thm6.17-eq103 (L2210), mpmath at 50 digits from the paper's definitions: d =
    e^{10^4}, m = 1, lambda = 0.999, k = 3, kappa = c lambda^{13/2}/(m^{13/2} log^2 d) with c = 1 ((7)), r_Theta in
    (8)'s window (log^1(dmk)/(kappa lambda) times 10 below it), lambda' = 1/r_Theta (Assumption 10), ||Theta_1||_F =
    10 log(kd/sqrt(lambda')) (Assumption 6's floor), eps = k/(2 sqrt(lambda)), beta = 2 log(k/(eps sqrt(lambda)))/F
    (Theorem 6.17), xi = min(R^{-1/lambda^2}, 1/F)/10 ((107)'s top): (103)'s left side exceeds its right side, by a
    factor growing like r_Theta."""
    import mpmath

    mpmath.mp.dps = 50
    ld, m, lam, k = mpmath.mpf(10) ** 4, 1, mpmath.mpf("0.999"), mpmath.mpf(3)
    kappa = lam ** mpmath.mpf(6.5) / (m ** 6.5 * ld**2)
    r_lo = 10 * (ld + mpmath.log(m * k)) / (kappa * lam)
    ratios = []
    for lr in (40, 100, 300):
        r = mpmath.e ** lr
        assert r_lo < r < mpmath.e ** (ld / 4) / 10  # (8)
        lamp = 1 / r
        F = 10 * (mpmath.log(k) + ld - mpmath.log(mpmath.sqrt(lamp)))
        assert F <= (k * mpmath.e**ld) ** m  # Assumption 6's top
        eps = k / (2 * mpmath.sqrt(lam))
        beta = 2 * mpmath.log(k / (eps * mpmath.sqrt(lam))) / F
        assert 0 < beta <= 1 and eps < lam * F
        R = k * mpmath.e ** (beta**2)
        xi = min(R ** (-1 / lam**2), 1 / F) / 10
        assert R ** (1 / lam) / mpmath.e ** (lam / (m * kappa)) * 10 <= xi  # (107)'s lower end
        lhs = mpmath.sqrt(m / lamp) * (xi * F / 2 + 2 * k * mpmath.e ** (-beta * F))
        rhs = eps * mpmath.sqrt(lamp) / 5
        ratios.append(lhs / rhs)
        # the xi term alone: 2.5 sqrt(m) r_Theta xi F/eps
        assert mpmath.sqrt(m / lamp) * xi * F / 2 / rhs > r / 100
    assert ratios[0] > mpmath.e**35 and ratios[2] / ratios[0] > mpmath.e**250
