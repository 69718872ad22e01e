"""Second path of round 20's chenli claim (checks/papers/chenli/r20_chenli.py): Dirichlet's pigeonhole witness for
Assumption 7's product found by brute force over q (numpy), no lattice reduction and no code shared with the claim."""

from __future__ import annotations

import math

import mpmath as mp
import numpy as np


def _best_q(alpha: np.ndarray, q_max: int) -> tuple[int, float]:
    """The q in 1..q_max maximising sum_j log|cos(2 pi q alpha_j)| (brute force, in blocks)."""
    best_q, best = 1, -math.inf
    for lo in range(1, q_max + 1, 200_000):
        q = np.arange(lo, min(lo + 200_000, q_max + 1), dtype=np.float64)
        frac = np.mod(q[:, None] * alpha[None, :], 1.0)  # q alpha_j mod 1, exact enough for q <= 1e7, |alpha| <= 1
        lp = np.log(np.abs(np.cos(2 * np.pi * frac))).sum(axis=1)
        i = int(np.argmax(lp))
        if lp[i] > best:
            best_q, best = int(q[i]), float(lp[i])
    return best_q, best


def test_assump7_dirichlet_witness_brute_force() -> None:
    """Assumption 7 (L465-L467) with m = 1, T = [d]: for a Gaussian Theta (entries N(0, 1/d)) and a sign vector x,
    alpha_j = <x, Theta_{:,j}>/(2 pi). Dirichlet: some q <= Q^d has |q alpha_j - p_j| <= 1/Q for all j, so
    prod_j |cos(2 pi q alpha_j)| >= cos(2 pi/Q)^d. At Q = ceil(2 pi sqrt(d)) (capped so that 2 pi Q^d <= exp(d^2))
    that is >= 1/e, with ||lambda|| = 2 pi q <= exp(d^2) (inside exp(d^{O(1)}) for the exponent 2). Brute force over
    q <= Q^d finds it for d = 3..5, and -log(product)/sqrt(d) at the best q stays far below any fixed c > 0 the assumption
    would need as d grows: the product does not decay like exp(-c sqrt d)."""
    rng = np.random.default_rng(20)
    ratios = []
    for d in (3, 4, 5):
        theta = rng.normal(0.0, 1.0 / math.sqrt(d), size=(d, d))
        x = rng.choice([-1.0, 1.0], size=d)
        alpha = (x @ theta) / (2 * np.pi)
        Q = min(math.ceil(2 * math.pi * math.sqrt(d)), int((math.exp(d * d) / (2 * math.pi)) ** (1 / d)))
        assert Q >= 10  # cos(2 pi/10)^d >= 1/e for d <= 4; Q >= 13 for d >= 4
        q_max = Q**d
        assert q_max <= 10_000_000
        q, lp = _best_q(alpha, q_max)
        assert lp >= d * math.log(math.cos(2 * math.pi / Q)) - 1e-9  # Dirichlet's pigeonhole guarantee
        assert lp >= -1.0  # the product is at least 1/e
        assert math.log(2 * math.pi * q) <= d * d  # lambda = 2 pi q lies in sqrt(m) <= ||lambda|| <= exp(d^2)
        ratios.append(-lp / math.sqrt(d))
    assert max(ratios) < 0.5  # -log(product) <= sqrt(d)/2: exp(-c sqrt d) fails for every c >= 1/2 already here
    # the exponent-1 range is where the pigeonhole bound is not enough: Q^d = (2 pi sqrt d)^d > e^d for d >= 1
    assert all(d * math.log(math.ceil(2 * math.pi * math.sqrt(d))) > d for d in (3, 4, 5))


def test_lemmaC3_signed_L_below_slope() -> None:
    """Proof of Lemma C.3 (L3846): 'phi_T(lambda) is L-Lipschitz for L := sum_i sum_j <x, (Theta_i)_{:j}>'. With m = 1,
    d = 1, Theta = (2), x = (-1): L = -2 < 0, yet phi(lambda) = |cos(-2 lambda)| changes by a finite difference slope
    ~ 2 sin(pi/4) = 1.414 at lambda = pi/8. A 3 x 3 Gaussian case with x chosen so that the signed sum is negative:
    the finite-difference slope exceeds it, and stays below sum |<x, Theta_{:j}>| (the corrected constant)."""
    h = 1e-7
    phi = lambda lam: abs(math.cos(-2.0 * lam))  # noqa: E731
    slope = abs(phi(math.pi / 8 + h) - phi(math.pi / 8 - h)) / (2 * h)
    assert abs(slope - 2 * math.sin(math.pi / 4)) < 1e-6 and slope > -2.0

    rng = np.random.default_rng(3)
    theta = rng.normal(size=(3, 3))
    x = np.ones(3)
    if x @ theta @ np.ones(3) > 0:
        x = -x  # the signed sum x^T Theta 1 = sum_j <x, Theta_{:j}> made negative
    a = x @ theta
    L_signed, L_abs = float(a.sum()), float(np.abs(a).sum())
    assert L_signed < 0
    phi3 = lambda lam: float(np.prod(np.abs(np.cos(lam * a))))  # noqa: E731
    best = max(abs(phi3(t + h) - phi3(t - h)) / (2 * h) for t in np.linspace(0.05, 3.0, 400))
    assert best > max(L_signed, 0.0) and best <= L_abs + 1e-6


def test_lemma68_item5_mean_at_threshold() -> None:
    """Lemma 6.8 Item 5 / L1687: P[|x^T Theta_1 Theta_2^T x| <= kappa ||Theta_1||_F^2] >= 1 - m^2 exp(-Omega(kappa
    r_Theta)). Theta_1 = diag(s) + eps P (P the cyclic shift), Theta_2 = diag(s'), s, s' balanced; kappa set so that
    Assumption 2 is tight: <Theta_1, Theta_2> = <s, s'> = kappa ||Theta_1||_F ||Theta_2||_F. Exact enumeration over all
    x in {+-1}^d (d = 12, 14, 16): the mean of x^T Theta_1 Theta_2^T x is <s, s'> (just below the threshold kappa
    ||Theta_1||_F^2) and the failure probability stays ~0.3 (0.27, 0.29, 0.30) whatever d, while the stable rank ~ d
    grows."""
    import itertools

    fails = []
    for d in (12, 14, 16):
        s = np.array([1.0, -1.0] * (d // 2))
        sp = s.copy()
        sp[:4] = [1.0, 1.0, -1.0, -1.0] if d >= 4 else sp[:4]  # still balanced; <s, s'> = d - 4
        inner = float(s @ sp)
        eps = 0.05
        P = np.roll(np.eye(d), 1, axis=1)
        th1, th2 = np.diag(s) + eps * P, np.diag(sp)
        n1, n2 = np.linalg.norm(th1), np.linalg.norm(th2)
        assert abs(np.trace(th1.T @ th2) - inner) < 1e-12 and n1 >= n2
        kappa = inner / (n1 * n2)  # Assumption 2 with equality
        thr = kappa * n1**2
        M = th1 @ th2.T
        xs = np.array(list(itertools.product([-1.0, 1.0], repeat=d)))
        vals = np.einsum("ni,ij,nj->n", xs, M, xs)
        assert abs(vals.mean() - inner) < 1e-9  # E x^T M x = Tr M = <Theta_1, Theta_2>
        fails.append(float((np.abs(vals) > thr + 1e-12).mean()))
        r = n1**2 / np.linalg.norm(th1, 2) ** 2
        assert r > 0.8 * d  # stable rank ~ d
    assert min(fails) > 0.25 and fails == sorted(fails), fails  # the failure probability does not fall with d
    # at (7)'s scale (c = 1, m = 2, d = 1e40, eps = u/(kappa sqrt d), u = 0.2) the normal value is P[N > u/2 (1 + o(1))]
    with mp.workdps(80):
        d = mp.mpf(10) ** 40
        kappa = 1 / (mp.mpf(2) ** 6.5 * mp.log(d) ** 2)
        u = mp.mpf("0.2")
        eps = u / (kappa * mp.sqrt(d))
        gap = kappa * d * (1 + eps**2) - kappa * d * mp.sqrt(1 + eps**2)  # threshold minus the (edge) mean
        z = gap / (eps * mp.sqrt(d))
        assert abs(z - u / 2) < 1e-6 and abs(mp.ncdf(-z) - mp.mpf("0.4602")) < 1e-4
