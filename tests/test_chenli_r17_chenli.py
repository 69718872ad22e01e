"""Own checks of round 17 (helper chenli): second paths written from the paper's definitions, sharing no code with
the claims' measures."""

from __future__ import annotations

import math

import numpy as np

from thmcheck.checks.papers.chenli import records_r4 as R


def _cube(d: int) -> np.ndarray:
    return np.array([[1.0 - 2.0 * ((i >> b) & 1) for b in range(d)] for i in range(2**d)])


def _best_log_ratio(p: np.ndarray, drop: int, d: int) -> float:
    """log of min over Omega (|Omega| = drop, Omega removing values from both ends) of max/min of the rest, a zero
    counted as half the atom 2^{-d} (the claim's convention)."""
    ps = np.maximum(np.sort(p), 0.5 * 2.0**-d)
    n = ps.size
    return math.log(min(ps[n - drop + i - 1] / ps[i] for i in range(drop + 1)))


def test_l77_zero_floor_equals_exact_law() -> None:
    """chenli.lemma7.7 (round 17): at d = 12 on the ci path's instance the zero-floor lower bound the measure uses past
    d = 11 equals the best ratio of the exact law computed here by brute force (4096 x 4096 bilinear values), and the
    count of x with P[A | X_2 = x] = 0 (2082) is met; the lower bound never exceeds the exact value on other seeds."""
    for seed, d in ((0, 12), (1, 12), (2, 12)):
        inst = {"d": d, "m": 3, "lam": 1.0, "rank": "full", "mu": 1e-4, "omega": 1.0, "gamma1": 1.0, "F": 0.3,
                "seed": seed}
        v = R._l77_values(inst)
        # the same Theta~ and threshold, rebuilt from the definitions
        rng = np.random.default_rng(seed)
        norms = np.sqrt(rng.uniform(1.0, 1.0, 3))
        heads = [rng.normal(size=(d, d)) for _ in range(3)]
        heads = np.stack([h / np.linalg.norm(h) * n * 0.3 for h, n in zip(heads, norms)])
        n2 = (heads**2).sum((1, 2))
        Z = float((1 / n2).sum())
        star = (heads / n2[:, None, None]).sum(0) / Z
        E = np.random.default_rng(seed + 1).normal(size=(d, d))
        tl = star + E / np.linalg.norm(E) * 1e-4 * math.sqrt(n2[0])
        thr = math.sqrt(3 * math.log(d)) / Z**0.5
        cube = _cube(d)
        p = np.mean((cube @ tl) @ cube.T > thr, axis=0)  # p[b] = P_{X_1}[X_1 Theta~ x_b^T > thr]
        assert v["dropped"] < int((p == 0).sum())
        exact = _best_log_ratio(p, v["dropped"], d)
        assert v["log_ratio"] <= exact + 1e-12
        if seed == 0:
            assert int((p == 0).sum()) == 2082 == v["zeros"]
            assert abs(v["log_ratio"] - exact) < 1e-12


def _eq78_matrices(d: int, n: int, h: float, p: float, F: float, rng: np.random.Generator) -> tuple:
    """chenli.eq78's family as matrices (own code): heavy +-a diagonal on the first n coordinates (mass h F^2), a
    scaled cyclic shift on the others (mass (1 - h) F^2); E' = F (p Theta_H/||Theta_H|| - q Theta_L/||Theta_L|| + r N)
    with N = a shift by 2 on the light block (orthogonal to the shift by 1), p sqrt(h) = q sqrt(1 - h)."""
    D = d - n
    a = math.sqrt(h / n) * F
    s = math.sqrt((1 - h) / D) * F
    TH = np.zeros((d, d))
    TH[np.arange(n), np.arange(n)] = a * (1.0 - 2.0 * (np.arange(n) % 2))
    TL = np.zeros((d, d))
    TL[n + (np.arange(D) + 1) % D, n + np.arange(D)] = s
    N = np.zeros((d, d))
    N[n + (np.arange(D) + 2) % D, n + np.arange(D)] = 1.0 / math.sqrt(D)
    q = p * math.sqrt(h / (1 - h))
    r = math.sqrt(1 - p * p - q * q)
    Th = TH + TL
    E = F * (p * TH / np.linalg.norm(TH) - q * TL / np.linalg.norm(TL) + r * N)
    return Th, E, s


def _min_log_cos_sum(y: np.ndarray, lams: np.ndarray) -> float:
    """min over the lambdas of -sum_j log|cos(lambda y_j)| (Assumption 7's product in logs, m = 1)."""
    out = math.inf
    for ch in np.array_split(lams, max(1, lams.size // 2000)):
        c = np.abs(np.cos(ch[:, None] * y[None, :]))
        out = min(out, float(-np.log(np.maximum(c, 1e-300)).sum(1).min()))
    return out


def test_eq78_family_assumption7_shift_fails_smoothed_holds() -> None:
    """Lead (b) of round 17: chenli.eq78/eq87's family with a cyclic shift as light block violates Assumption 7 (L465)
    for every x: at lambda = pi/s each light factor |cos(lambda <x, Theta_{:j}>)| = |cos(+-pi)| = 1, and the heavy
    columns are o(d) (T drops them), so the product is 1 > exp(-Omega(sqrt d)). Lemma C.3's smoothed copy Theta + G
    (G iid N(0, sigma^2/d), sigma = 10/sqrt(d), F = d) has the product <= exp(-sqrt(d)) at every lambda of a grid of
    [1, 200] and at the shift's lattice points k pi/s, and the (78) quantity moves by <= 4 ||G||_F F (the bound the
    claim subtracts)."""
    d, n, h, p = 400, 8, 0.05, 0.5
    F = float(d)
    rng = np.random.default_rng(17)
    Th, E, s = _eq78_matrices(d, n, h, p, F, rng)
    assert abs(float((Th * E).sum())) < 1e-8 * F * F and abs(np.linalg.norm(E) - F) < 1e-8 * F
    light = np.arange(n, d)
    lattice = np.pi / s * np.arange(1, 40)
    grid = np.concatenate([np.linspace(1.0, 200.0, 40001), lattice])
    sigma = 10.0 / math.sqrt(d)
    G = rng.normal(scale=sigma / math.sqrt(d), size=(d, d))
    Tt = Th + G
    for _ in range(3):
        x = rng.choice([-1.0, 1.0], d)
        y_shift = x @ Th[:, light]
        assert _min_log_cos_sum(y_shift, np.array([np.pi / s])) < 1e-9  # product = 1: Assumption 7 fails
        y_smooth = x @ Tt[:, light]
        assert _min_log_cos_sum(y_smooth, grid) > math.sqrt(d)
    # (78)'s quantity on the smoothed copy: E' re-orthogonalised against Theta~ and rescaled to norm F
    Et = E - float((E * Tt).sum()) / float((Tt * Tt).sum()) * Tt
    Et *= F / np.linalg.norm(Et)
    S0 = np.arange(n)
    before = abs(float((Th[:, S0] * E[:, S0]).sum()))
    after = abs(float((Tt[:, S0] * Et[:, S0]).sum()))
    delta = np.linalg.norm(G) / F
    assert abs(before / F**2 - p * math.sqrt(h)) < 1e-12
    assert abs(after - before) <= 4.0 * delta * F * F
    assert delta <= 2 * sigma * math.sqrt(d) / F


def test_lemma9_4_inside_assumption9() -> None:
    """chenli.lemma9.4 (round 17: holds inside Assumptions 8-10). Dense W_i = [c u, s R_i] built here: u = x/sqrt(d),
    R_1 d - 1 orthonormal columns of u^perp, R_2 = R_1 J (J a cyclic shift, trace 0), ||W_i||_F = 1, c^2 = 1/r_W at
    Assumption 9's floor r_W = 10 m^3 k log d. Own checks: the stable rank and kappa' from the matrices, ||y|| from
    softmax(X Theta_i X^T) X W_i e_1 with dense random Theta_i: ||y|| = sqrt(mdk) sqrt(m/r_W) < sqrt(mdk), while the
    proof's middle step L2941 (||F(X)_{:1}|| <= sqrt(dk) ||w*||) fails by sqrt(m) on the same instance."""
    m, k = 2, 2
    d = 16
    while d - 1 < 10 * m**3 * k * math.log(d):
        d += 1
    r_w = 10 * m**3 * k * math.log(d)
    rng = np.random.default_rng(4)
    x = rng.choice([-1.0, 1.0], d)
    X = np.tile(x, (k, 1))
    u = x / math.sqrt(d)
    e1 = np.zeros(d)
    e1[0] = 1.0
    v = e1 - u
    H = np.eye(d) - 2.0 * np.outer(v, v) / float(v @ v)  # Householder: H e_1 = u, H orthogonal
    R1 = H[:, 1:]  # orthonormal columns spanning u^perp
    J = np.roll(np.eye(d - 1), 1, axis=0)
    c = math.sqrt(1.0 / r_w)
    s = math.sqrt((1.0 - c * c) / (d - 1))
    Ws = [np.column_stack([c * u, s * R1]), np.column_stack([c * u, s * (R1 @ J)])]
    for W in Ws:
        G = W.T @ W  # = diag(c^2, s^2, ..., s^2): ||W||_op^2 = max(c^2, s^2)
        assert np.allclose(G, np.diag(np.r_[c * c, np.full(d - 1, s * s)]), atol=1e-12)
        assert abs(np.linalg.norm(W) - 1.0) < 1e-9
        assert 1.0 / max(c * c, s * s) >= r_w * (1 - 1e-9)  # Assumption 9
    assert abs(float((Ws[0] * Ws[1]).sum())) <= 1.0 / (10 * m)  # Assumption 8 with (9)
    y = np.zeros(k)
    for W in Ws:
        th = rng.normal(size=(d, d))
        L = X @ th @ X.T
        S = np.exp(L - L.max(1, keepdims=True))
        S /= S.sum(1, keepdims=True)
        y += S @ X @ W[:, 0]
    bound = math.sqrt(m * d * k)
    assert np.linalg.norm(y) < bound
    assert abs(np.linalg.norm(y) / bound - math.sqrt(m / r_w)) < 1e-9
    wstar = np.concatenate([W[:, 0] for W in Ws])
    assert abs(np.linalg.norm(y) / (math.sqrt(d * k) * np.linalg.norm(wstar)) - math.sqrt(m)) < 1e-9
    # the claim's own measure on the same parameters agrees
    from thmcheck.checks.papers.chenli import sec9_solve as S9

    inst = {"k": k, "d": d, "m": m, "rho": 1.0, "phi": 1.0, "xmode": "equal", "umode": "aligned", "spread": "equal",
            "t": 1.0, "seed": 4}
    meas = S9._lemma9_4_measure(inst, None)
    assert abs(meas.lhs / bound - math.sqrt(m / r_w)) < 1e-9
    assert meas.terms["stable rank min_i ||W_i||_F^2/||W_i||_op^2"] >= r_w * (1 - 1e-9)


def test_lemma9_3_inside_assumption9() -> None:
    """chenli.lemma9.3 (round 17: holds inside Assumptions 8-10). The dense W_i of test_lemma9_4_inside_assumption9
    (first columns c x/sqrt(d), c^2 = 1/r_W at Assumption 9's floor), X = (x; -x), Theta_i = 0, Theta_hat_i = eps x
    x^T/d: Z by Eq. (140) with loops over rows and heads, y with Theta: ||Z w* - y||^2 = eps^2 d^3 k^3 m^2/(4 r_W) (1 +
    O(eps^2 d^2)) < eps^2 d^3 k^3 m (the printed bound), by a factor m/(4 r_W)."""
    m, k, eps = 2, 2, 1e-6
    d = 16
    while d - 1 < 10 * m**3 * k * math.log(d):
        d += 1
    r_w = 10 * m**3 * k * math.log(d)
    rng = np.random.default_rng(5)
    x = rng.choice([-1.0, 1.0], d)
    X = np.stack([x, -x])
    c = math.sqrt(1.0 / r_w)
    w = [c * x / math.sqrt(d) for _ in range(m)]  # first columns (the rest of W_i as in the Lemma 9.4 test)

    def soft(v: np.ndarray) -> np.ndarray:
        e = np.exp(v - v.max())
        return e / e.sum()

    th_hat = eps * np.outer(x, x) / d
    res = np.zeros(k)
    for r in range(k):
        for i in range(m):
            z = soft(X[r] @ th_hat @ X.T) @ X  # row r, block i of Z (Eq. (140))
            yv = soft(np.zeros(k)) @ X @ w[i]  # Theta_i = 0
            res[r] += z @ w[i] - yv
    lhs = float(res @ res)
    pred = eps**2 * d**3 * k**3 * m**2 / (4 * r_w)
    assert abs(lhs / pred - 1) < 1e-3
    assert lhs < eps**2 * d**3 * k**3 * m * (m / (4 * r_w)) * 1.001 < eps**2 * d**3 * k**3 * m
