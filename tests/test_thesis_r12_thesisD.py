"""Independent checks for the round-12 App. D claims of the thesis (``checks/papers/thesis/r12_thesisD.py``): the
displays rebuilt from Table D.2 (L6766-L6780) and Lemma D.2.10 (L7299-L7303) in mpmath at widths no float reaches,
sharing no code with the claims' measurements or bounds."""

from __future__ import annotations

import itertools

import mpmath as mp
import numpy as np


def _d88_middle_over_shape(m: mp.mpf, A: mp.mpf) -> mp.mpf:
    """(D.88)'s first line at Table D.2's choices, m1 = m2 = m, divided by m2 ||A||_inf^2 (the shape without
    (eps/C0)^{Theta(1)})."""
    sigma_v = m ** (-(mp.mpf(1) / 2 + mp.mpf("0.01")))
    tau_w = 1 / m ** (mp.mpf(3) / 4 - mp.mpf("0.01"))
    tau_v = m ** (mp.mpf(1) / 2 - mp.mpf("0.001")) / m ** (mp.mpf(1) / 2)
    q = m ** (mp.mpf(1) / 4)
    first = m ** (mp.mpf(3) / 2) * sigma_v * (A**2 + A**2 * tau_w * q)
    second = m * A ** (mp.mpf(2) / 3) * (A * tau_v + A * tau_w * q * (1 + tau_v)) ** (mp.mpf(2) / 3)
    return (first + second) / (m * A**2)


def test_d88_factor_is_paid_by_the_width_at_rate_one_over_1500() -> None:
    """The factor (eps/C0)^{Theta(1)} of (D.88) has to come from m: at ||A||_inf = 1 the middle over m2 ||A||^2 is
    m^{-0.01} + m^{-1/1500} (1 + o(1)) (1.86 at m = 1e6), so at eps/C0 = 1/100 with exponent 1 the step needs m of order
    10^{3000}: the ratio to m ||A||^2 (eps/C0) is above 1 at m = 10^{2900} and below 1 at m = 10^{3100}."""
    mp.mp.dps = 40
    one = mp.mpf(1)
    r6 = _d88_middle_over_shape(mp.mpf(10) ** 6, one)
    approx = mp.mpf(10) ** (-6 * mp.mpf("0.01")) + mp.mpf(10) ** (-6 * (mp.mpf(2) / 3) * mp.mpf("0.001"))
    assert abs(r6 / approx - 1) < 5e-3 and 1.8 < r6 < 1.9
    for e in (1000, 10**4, 10**5):
        m = mp.mpf(10) ** e
        slope = mp.log(_d88_middle_over_shape(m, one)) / mp.log(m)
        assert abs(slope + mp.mpf(2) / 3 * mp.mpf("0.001")) < 1e-4
    eps_over_c0 = mp.mpf(1) / 100
    assert _d88_middle_over_shape(mp.mpf(10) ** 2900, one) / eps_over_c0 > 1
    assert _d88_middle_over_shape(mp.mpf(10) ** 3100, one) / eps_over_c0 < 1


def test_d88_ratio_falls_with_the_graph_norm() -> None:
    """At fixed m the middle over m2 ||A||_inf^2 falls with ||A||_inf towards the sigma_v part m^{-0.01} (1 +
    m^{-0.49}); what is left above it falls like ||A||_inf^{-2/3} (the tau part carries ||A||^{4/3})."""
    mp.mp.dps = 30
    m = mp.mpf(10) ** 8
    lim = m ** -mp.mpf("0.01") * (1 + m ** -mp.mpf("0.49"))
    vals = [_d88_middle_over_shape(m, mp.mpf(a)) for a in (1, 10, 100, 1000)]
    assert all(b < a for a, b in zip(vals, vals[1:], strict=False)) and vals[-1] > lim
    for a, b in zip(vals, vals[1:], strict=False):
        assert abs(mp.log((b - lim) / (a - lim)) / mp.log(10) + mp.mpf(2) / 3) < 1e-20


def test_l7506_ratio_is_at_most_m1_to_minus_one_fifth() -> None:
    """Over Lemma D.2.10's tau_w in [m1^{-3/2}, m1^{-1/2}], tau_w^{4/5} m1^{6/5} / m1 <= m1^{-1/5}, equality at the
    top of the range (exact in mpmath on a grid of m1 and log-positions)."""
    mp.mp.dps = 30
    for e in (0, 1, 3, 6, 12, 20):
        m1 = mp.mpf(10) ** e
        for k in range(11):
            tau_w = m1 ** (mp.mpf(-3) / 2 + mp.mpf(k) / 10)
            ratio = tau_w ** (mp.mpf(4) / 5) * m1 ** (mp.mpf(6) / 5) / m1
            assert ratio <= m1 ** (-mp.mpf(1) / 5) * (1 + mp.mpf(10) ** -25)
        top = (m1 ** (-mp.mpf(1) / 2)) ** (mp.mpf(4) / 5) * m1 ** (mp.mpf(1) / 5)
        assert abs(top - m1 ** (-mp.mpf(1) / 5)) < mp.mpf(10) ** -25


# ------------------------------------------ Lemma D.2.10 (2): the three pseudo networks evaluated one by one


def _pseudo(qa, A, X, W, V, B1, B2, Dw, Dv, c):  # noqa: ANN001, ANN202
    """(D.67)-(D.69) as printed: q^T A ((A ((A X W + B1) . Dw) V + B2) . Dv) c, with B1 / B2 = 0 for the bias-free
    versions; the signs Dw, Dv are fixed arguments."""
    first = A @ ((A @ X @ W + B1) * Dw)
    return float(qa @ (((first @ V) + B2) * Dv) @ c)


def _setup(N: int, d: int, m1: int, m2: int, tw: float, seed: int):  # noqa: ANN202
    """A cycle graph with self-loops normalized as in Table D.1, unit feature rows, the initialisation of L1485, the
    smoothing of L1497 at sigma_w = m1^{-3/2}, sigma_v = m2^{-1/2}/2, W' = V' = V'' = 0 (allowed) and W'' with every neuron
    column of norm tau_w m1^{-1/4} (so ||W''||_{2,4} = tau_w)."""
    rng = np.random.default_rng(seed)
    adj = np.eye(N)
    for i in range(N):
        adj[i, (i + 1) % N] = adj[(i + 1) % N, i] = 1.0
    deg = adj.sum(axis=1)
    A = adj / np.sqrt(np.outer(deg, deg))
    X = rng.standard_normal((N, d))
    X /= np.linalg.norm(X, axis=1)[:, None]
    W = rng.normal(0, 1 / np.sqrt(m1), (d, m1)) + rng.normal(0, m1**-1.5, (d, m1))
    V = rng.normal(0, 1 / np.sqrt(m2), (m1, m2)) + rng.normal(0, 0.5 / np.sqrt(m2), (m1, m2))
    B1 = np.outer(np.ones(N), rng.normal(0, 1 / np.sqrt(m1), m1))
    B2 = np.outer(np.ones(N), rng.normal(0, 1 / np.sqrt(m2), m2))
    c = rng.standard_normal(m2)
    U = rng.standard_normal((d, m1))
    W2 = tw * m1**-0.25 * U / np.linalg.norm(U, axis=0)[None, :]
    V2 = np.zeros((m1, m2))
    Dw = (A @ X @ W + B1) >= 0
    Dv = (A @ np.maximum(A @ X @ W + B1, 0) @ V + B2) >= 0
    return A, X, W, V, B1, B2, W2, V2, Dw, Dv, c


def _cross(qa, A, X, W, V, B1, B2, W2, V2, Dw, Dv, c, sig, eta):  # noqa: ANN001, ANN202
    S = np.diag(sig)
    full = _pseudo(qa, A, X, W + eta * W2 @ S, V + eta * S @ V2, B1, B2, Dw, Dv, c)
    base = _pseudo(qa, A, X, W, V, B1, B2, Dw, Dv, c)
    bb = _pseudo(qa, A, X, eta * W2 @ S, eta * S @ V2, 0.0, 0.0, Dw, Dv, c)
    return full - base - bb


def test_lemma_d210_2_cross_term_exceeds_bound_by_forward_evaluation() -> None:
    """Lemma D.2.10 (2) (L7309-L7311): on a 5-cycle with m1 = m2 = 64, tau_w = m1^{-1/2} (top of its range), tau_v =
    1e-6 (V' = V'' = 0), eta = 1, the cross term g'_r = g_r(W + W'' Sigma, V) - g_r(W, V) - g_r^(b,b)(W'' Sigma, 0)
    exceeds eta ||q^T A||_1 ||A||_inf^2 tau_v on every one of 40 draws of the initialisation and Sigma (each ratio
    > 1e3, median 2.8e4),
    while E_Sigma[g'_r] = 0 holds exactly (all 2^m1 Sigma at m1 = 4)."""
    N, d, m1, m2, tv, eta = 5, 3, 64, 64, 1e-6, 1.0
    tw = m1**-0.5
    ratios = []
    for seed in range(40):
        A, X, W, V, B1, B2, W2, V2, Dw, Dv, c = _setup(N, d, m1, m2, tw, seed)
        qa = A[0]
        bound = eta * np.abs(qa).sum() * np.abs(A).sum(axis=1).max() ** 2 * tv
        sig = np.random.default_rng(1000 + seed).choice([-1.0, 1.0], m1)
        ratios.append(abs(_cross(qa, A, X, W, V, B1, B2, W2, V2, Dw, Dv, c, sig, eta)) / bound)
    assert np.median(ratios) > 1e4 and min(ratios) > 1e3
    # E_Sigma[g'_r] = 0, exactly, by enumeration at m1 = 4 (V'' nonzero too)
    A, X, W, V, B1, B2, W2, V2, Dw, Dv, c = _setup(N, d, 4, 6, 0.5, 7)
    V2 = np.random.default_rng(3).standard_normal((4, 6)) * 0.1
    vals = [_cross(A[0], A, X, W, V, B1, B2, W2, V2, Dw, Dv, c, np.array(s, dtype=float), 0.3)
            for s in itertools.product([-1, 1], repeat=4)]
    assert abs(np.mean(vals)) < 1e-15 and max(abs(v) for v in vals) > 1e-3


# ------------------------------- (D.60): the anti-concentration of r_{n,i}(X) at a node with a light column


def _core_plus_node(D: int, K: int) -> np.ndarray:
    """Normalized adjacency D^{-1/2} (Adj + I) D^{-1/2} (Table D.1) of the complete graph on D + 1 nodes plus node n
    (the last index) joined to K of them, built as a dense matrix."""
    N = D + 2
    adj = np.ones((N, N))
    adj[-1, :] = 0.0
    adj[:, -1] = 0.0
    adj[-1, :K] = adj[:K, -1] = 1.0
    adj[-1, -1] = 1.0
    deg = adj.sum(axis=1)
    return adj / np.sqrt(np.outer(deg, deg))


def _r_samples(D: int, K: int, m1: int, m2: int, seed: int) -> tuple[np.ndarray, float, float]:
    """r_{n,i}(X) = [A relu(A X W + 1 b^T) V]_{n,i} of (5.4) at the initialisation of L1485 (random unit feature rows
    in R^3), for i = 1..m2 (independent columns of V given W), its conditional variance times m2, ||a_n||_1."""
    rng = np.random.default_rng(seed)
    A = _core_plus_node(D, K)
    X = rng.standard_normal((D + 2, 3))
    X /= np.linalg.norm(X, axis=1)[:, None]
    W = rng.normal(0.0, 1.0 / np.sqrt(m1), (3, m1))
    b = rng.normal(0.0, 1.0 / np.sqrt(m1), m1)
    an = A[-1]
    supp = np.nonzero(an)[0]
    h = an[supp] @ np.maximum((A[supp] @ X) @ W + b[None, :], 0.0)  # row n of A relu(AXW + B1)
    V = rng.normal(0.0, 1.0 / np.sqrt(m2), (m1, m2))
    return h @ V, float(h @ h), float(an.sum())


def test_d60_variance_of_r_shrinks_with_the_column_of_n() -> None:
    """(D.60) (L7161): Pr(|Y| <= t) <= O~(t sqrt(m2)) needs m2 Var(Y) bounded below, but Y is coupled to r_{n,i}(X),
    whose m2 Var is ~ ||a_n||_1^2: on 'node n with K = D^{1/3} edges into the complete graph K_{D+1}', ||a_n||_1 falls
    from 0.53 (D = 27) to 0.13 (D = 3375) while ||A||_inf stays below 1.1, and the empirical Pr(|r_{n,i}| <= t) / (t
    sqrt(m2)) at t sqrt(m2) = 0.02 (over m2 = 4000 columns of V) grows from ~1.9 to ~9.2, with the Gaussian density
    sqrt(2/pi)/sigma_n (2.09, 9.33) predicting both: the O~ constant would have to grow like 1/||a_n||_1 ~ D^{1/3}."""
    m1, m2 = 1500, 4000
    out = {}
    for D, K in ((27, 3), (3375, 15)):
        A = _core_plus_node(D, K)
        assert np.abs(A).sum(axis=1).max() < 1.1
        r, s2, rowsum = _r_samples(D, K, m1, m2, seed=D)
        assert rowsum**2 / (2 * np.pi) * 0.9 < s2 < rowsum**2 * (1.1**2 + 1) / 2 * 1.1
        T = 0.02  # t sqrt(m2), the same for both graphs (below both sigma_n: the linear regime)
        freq = float(np.mean(np.abs(r) * np.sqrt(m2) <= T))
        out[D] = (freq / T, s2, T, rowsum)
    assert out[27][3] > 0.5 and out[3375][3] < 0.14
    assert out[3375][0] > 3.0 * out[27][0]
    # the ratio is the Gaussian's density at 0: sqrt(2/pi)/sigma_n (to Monte Carlo error) on the light column
    assert abs(out[3375][0] / np.sqrt(2 / np.pi / out[3375][1]) - 1) < 0.2


# ------------------------------- L7448: sign changes of the first layer, by Monte Carlo over W^rho


def _ring(D: int) -> tuple[np.ndarray, np.ndarray]:
    """The D-regular circulant ring on N = 4(D + 1) nodes as a dense normalized adjacency with self-loops, and unit
    features in R^1: +1 on the first half of the ring, -1 on the second."""
    N = 4 * (D + 1)
    adj = np.eye(N)
    for k in range(1, D // 2 + 1):
        idx = np.arange(N)
        adj[idx, (idx + k) % N] = adj[(idx + k) % N, idx] = 1.0
    deg = adj.sum(axis=1)
    X = np.where(np.arange(N) < N // 2, 1.0, -1.0)[:, None]
    return adj / np.sqrt(np.outer(deg, deg)), X


def _flip_rate(D: int, samples: int, seed: int) -> tuple[float, float]:
    """max over m1 = 64 neurons of the Monte Carlo frequency of [A((AX(W + W^rho + eta W'' Sigma) + B1) .
    (D_new - D_old))]_{n,i} != 0 (n = N/2), and the printed eta ||A||_inf tau_{w,inf} / sigma_w (constant 1)."""
    m1 = 64
    A, X = _ring(D)
    N = A.shape[0]
    n = N // 2
    sigma_w = m1**-0.75  # top of [m1^{-3/2}, tau_w m1^{-1/4}] at tau_w = m1^{-1/2}
    eta, tinf = 1e-3, sigma_w  # eta tau_{w,inf} / sigma_w = 1e-3
    rng = np.random.default_rng(seed)
    W = rng.normal(0.0, m1**-0.5, (1, m1))
    b = rng.normal(0.0, m1**-0.5, m1)
    W2 = tinf * rng.choice([-1.0, 1.0], (1, m1))
    sig = rng.choice([-1.0, 1.0], m1)
    AX = A @ X
    cols = np.nonzero(A[n])[0]
    best = 0.0
    for i in range(m1):
        wr = rng.normal(0.0, sigma_w, samples)
        old = AX[cols] * (W[0, i] + wr)[None, :] + b[i]
        new = old + AX[cols] * eta * W2[0, i] * sig[i]
        z = A[n, cols] @ (new * ((new >= 0).astype(float) - (old >= 0).astype(float)))
        best = max(best, float(np.mean(z != 0.0)))
    ainf = float(np.abs(A).sum(axis=1).max())
    return best, eta * ainf * tinf / sigma_w


def test_l7448_sign_change_probability_grows_with_the_degree() -> None:
    """L7448 (proof of Lemma D.2.11): Pr_{W^rho}[Z'_{n,i} != 0] <= O~(eta ||A||_inf tau_{w,inf}/sigma_w) with Z' the
    sign-change part of (D.86). On D-regular rings (||A||_inf = 1) with +-1 features split in two halves, the worst of
    64 neurons at a random initialisation has a frequency over 4000 draws of W^rho that grows with the degree: below
    5x the printed rate at D = 2, above 40x at D = 512 (each of the D + 1 nodes of the column flips on its own slab)."""
    small, bound = _flip_rate(2, 4000, seed=3)
    large, bound2 = _flip_rate(512, 4000, seed=3)
    assert abs(bound - 1e-3) < 1e-12 and abs(bound2 - 1e-3) < 1e-12
    assert small / bound < 5.0
    assert large / bound > 40.0 and large > 8.0 * small


def _changed_neurons(D: int, samples: int, seed: int) -> np.ndarray:
    """Per draw of the whole W^rho (64 neurons), how many neurons i have [A((AX(W + W^rho + eta W'' Sigma) + B1) .
    (D_new - D_old))]_{n,i} != 0, at eta tau_{w,inf}/sigma_w = 1e-3 (the forward pass of _flip_rate's setup)."""
    m1 = 64
    A, X = _ring(D)
    n = A.shape[0] // 2
    sigma_w = m1**-0.75
    rng = np.random.default_rng(seed)
    W = rng.normal(0.0, m1**-0.5, m1)
    b = rng.normal(0.0, m1**-0.5, m1)
    step = 1e-3 * sigma_w * rng.choice([-1.0, 1.0], m1) * rng.choice([-1.0, 1.0], m1)  # eta W''_i Sigma_ii
    AX = (A @ X)[:, 0]
    cols = np.nonzero(A[n])[0]
    count = np.zeros(samples, dtype=int)
    for i in range(m1):
        wr = rng.normal(0.0, sigma_w, samples)
        old = AX[cols, None] * (W[i] + wr)[None, :] + b[i]
        new = old + AX[cols, None] * step[i]
        z = A[n, cols] @ (new * ((new >= 0).astype(float) - (old >= 0).astype(float)))
        count += z != 0.0
    return count


def test_l7452_two_neurons_change_sign_more_often_with_the_degree() -> None:
    """L7452 (proof of Lemma D.2.11): Pr[||Z'_n||_0 >= 2] <= O_p(eta^2) at one width (m1 = 64) and one eta: on the
    D-regular rings of the L7448 test (||A||_inf = 1) the frequency of >= 2 neurons with a sign change in the column
    of n over 4000 draws of W^rho is more than 20 times larger at D = 512 than at D = 8 (it grows like D^2): no
    constant at fixed m1, m2 bounds it uniformly over graphs."""
    small = float(np.mean(_changed_neurons(8, 4000, seed=5) >= 2))
    large = float(np.mean(_changed_neurons(512, 4000, seed=5) >= 2))
    assert large > 20.0 * max(small, 1.0 / 4000)


def _l7484_ratio(m1: int, m2: int, seeds: int) -> float:
    """Second path for L7484 (own code): one node (A = [1], ||A||_inf = 1), x = 1, the network's first layer at W =
    W^(0) + W^rho, bias B1, second layer V = V^(0) + V^rho; delta of (D.87) by a finite difference at eta = 1e-10
    with the masks recomputed at the new weights (D_{w,rho,eta}), V'' = 0 (allowed: ||V''||_{2,inf} <= tau_{v,inf}),
    every neuron of W'' at |w''_i| = tau_{w,inf} = 1. Returns the median over seeds of ||delta||_inf / (eta ||A||_inf
    tau_{w,inf})."""
    eta, out = 1e-10, []
    for s in range(seeds):
        rng = np.random.default_rng([74840, m1, m2, s])
        sw = m1**-0.75 / m1**0.25  # sigma_w = tau_w / m1^{1/4} at tau_w = m1^{-1/2}
        w = rng.normal(0.0, m1**-0.5, m1) + rng.normal(0.0, sw, m1)
        b1 = rng.normal(0.0, m1**-0.5, m1)
        V = rng.normal(0.0, m2**-0.5, (m1, m2)) + rng.normal(0.0, 0.5 * m2**-0.5, (m1, m2))
        w2 = rng.choice([-1.0, 1.0], m1) * rng.choice([-1.0, 1.0], m1)  # W'' Sigma, entries +-tau_{w,inf}
        h0 = np.maximum(w + b1, 0.0)
        h1 = np.maximum(w + eta * w2 + b1, 0.0)
        out.append(float(np.abs(h1 @ V - h0 @ V).max()) / eta)
    return float(np.median(out))


def test_l7484_second_layer_change_grows_like_sqrt_m1_over_m2() -> None:
    r64, r4096 = _l7484_ratio(64, 2, 15), _l7484_ratio(4096, 2, 15)
    # term 3 ~ sqrt(m1/m2) (half the neurons active): the ratio to ||A||_inf eta tau_{w,inf} grows ~ 8x over m1 64 -> 4096
    assert r4096 / r64 > 4.0, (r64, r4096)
    assert r4096 > 10.0, r4096
    # and it is the m1/m2 ratio that matters: at m1 = m2 = 4096 the ratio is O(sqrt(log m2))
    assert _l7484_ratio(4096, 4096, 5) < 6.0
