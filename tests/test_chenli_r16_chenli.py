"""Round 16 (chenli, helper chenli): independent checks of the round-16 displays (plain Python/numpy from the paper's
definitions, no code shared with the claims' measures) and the claims' registration."""

from __future__ import annotations

import itertools
import math

import numpy as np

R16_IDS = (
    "chenli.display.lemma6.4-B1-92", "chenli.display.lemma6.4-B2-92", "chenli.display.lemma6.4-B1-93",
    "chenli.display.lemma6.4-B1-93-upper", "chenli.eq101", "chenli.display.lemma6.4-A3-hoeffding",
    "chenli.display.thmB.4-upper", "chenli.display.thmB.4-eta-ratio", "chenli.display.thmB.4-eta-ratio-upper",
    "chenli.eq90", "chenli.eq94", "chenli.lemma9.1-delta", "chenli.eq87",
)


def test_r16_registered() -> None:
    from thmcheck.checks.papers.chenli import CLAIMS

    ids = {c.id for c in CLAIMS}
    assert set(R16_IDS) <= ids


def _rademacher_tail(w: np.ndarray, thr: float) -> float:
    """P[|<w, X>| >= thr] by listing every sign pattern."""
    hits = sum(1 for sg in itertools.product((-1.0, 1.0), repeat=len(w)) if abs(float(np.dot(sg, w))) >= thr)
    return hits / 2 ** len(w)


def test_l1909_worst_uniform_weights_at_k2() -> None:
    """L1909 at k = 2, ||w|| = ||Theta_1||_F = 1: the uniform weights on n = 7 coordinates give P = 2/128 (|<w, X>| =
    sqrt(7) >= sqrt(10 ln 2) only on the two constant patterns); k P = 1/32 < 1/10 ('<<' as a factor 10)."""
    thr = math.sqrt(10 * math.log(2))
    best = 0.0
    for n in range(1, 13):
        P = _rademacher_tail(np.full(n, 1 / math.sqrt(n)), thr)
        best = max(best, P)
    assert best == 2 / 128
    assert 2 * best < 0.1


def test_l1909_random_weights_below_factor_10() -> None:
    rng = np.random.default_rng(16)
    for k in (2, 3, 5):
        thr = math.sqrt(10 * math.log(k))
        for _ in range(40):
            n = int(rng.integers(1, 11))
            w = rng.exponential(size=n)
            w *= math.sqrt(1.2) / np.linalg.norm(w)  # (1 + 2 kappa) with kappa = 0.1
            assert k * _rademacher_tail(w, thr) <= 0.1


def _flat_box_prob(d: int, a: float, delta: float, s: float) -> float:
    """P[(s/sqrt d) sum x_i in [a, a + delta]] from math.comb."""
    tot = 0
    for h in range(d + 1):
        v = s / math.sqrt(d) * (2 * h - d)
        if a - 1e-12 <= v <= a + delta + 1e-12:
            tot += math.comb(d, h)
    return tot / 2**d


def test_thmB4_upper_ratio_bounded_on_wide_boxes() -> None:
    """L3758 at m = 1, a = 0, Delta >= sqrt(e) s ((163) with constants 1): P/(1.1 Delta/(sqrt(2 pi) s)) stays below
    1.2 and falls as Delta grows."""
    s = 1.0
    ratios = []
    for delta in (1.7, 3.0, 10.0, 100.0):
        for d in (1, 2, 3, 16, 64, 200):
            P = _flat_box_prob(d, 0.0, delta * s, s)
            ratios.append(P / (1.1 * delta / math.sqrt(2 * math.pi)))
    assert max(ratios) < 1.2
    assert _flat_box_prob(64, 0.0, 100.0, 1.0) / (110 / math.sqrt(2 * math.pi)) < 0.03


def test_thmB4_eta_ratio_closed_form() -> None:
    """L3788 at kappa = 0, orthonormal rows, a = 0: eta/prod(Delta_j/||v_j||) = (0.9/sqrt(2 pi))^m, in (0, 1] and
    -log of it = 1.024 m <= 1.03 (m + ||a||^2/r^2)."""
    for m in (1, 2, 10, 100):
        r = (0.9 / math.sqrt(2 * math.pi)) ** m
        assert 0 < r <= 1
        assert -math.log(r) <= 1.03 * m
    # kappa m = 1/10 with every correlation -kappa: a along the weakest direction
    m = 5
    kap = 0.1 / m
    Q = np.full((m, m), -kap)
    np.fill_diagonal(Q, 1.0)
    lo = np.linalg.eigvalsh(Q)[0]
    assert lo >= 1 - kap * m - 1e-12  # Fact B.5
    a = np.linalg.eigh(Q)[1][:, 0] * 3.0
    aQa = float(a @ np.linalg.solve(Q, a))
    neglog = -(m * math.log(0.9) - m / 2 * math.log(2 * math.pi * (1 - kap * m)) - aQa / 2)
    assert neglog <= 1.03 * (m + 9.0) and neglog > 0


def test_caseB_exponent_of_92_bounded() -> None:
    """L1961: G' = diag(1, lambda, ..., lambda, 1) with every cross term at its ceiling (2 kappa among heads, lambda/(10
    m) against the last row), a_{m+1} = 0, ||a||^2 = 100 m (sqrt(10 log k) + beta)^2: a^T G'^{-1} a/(m (log k +
    beta^2)/lambda) stays below 2900."""
    for m, lam, k, beta in ((2, 0.01, 2, 1.0), (3, 0.001, 10, 0.0), (10, 0.1, 100, 0.5)):
        kap = lam**6.5 / m**6.5
        G = np.diag([1.0] + [lam] * (m - 1) + [1.0])
        G[:m, :m] += -2 * kap * (1 - np.eye(m))
        G[:m, m] = G[m, :m] = -lam / (10 * m)
        Ginv = np.linalg.inv(G)[:m, :m]
        top = np.linalg.eigvalsh(Ginv)[-1]
        a2 = 100 * m * (math.sqrt(10 * math.log(k)) + beta) ** 2
        assert a2 * top / (m * (math.log(k) + beta**2) / lam) < 2900


def test_lemma9_1_all_equal_samples() -> None:
    """Second path of chenli.lemma9.1-delta (numpy, no project code): m = 1, k = 2, d = 3. If all N samples of
    Algorithm 5 equal one input X0 (probability 2^{-k d N} each), its regression has k = 2 equations per output column
    in m d = 3 unknowns; the minimum-norm minimiser (pinv) misses w* and the exact test loss over all 64 inputs stays
    ~0.1 at eps = 0, while the lemma's bound eps^2 d^4 k^3 m ||W_1||_F^2 -> 0. With N = P sqrt(log(1/delta)), P =
    (m d k)^4, the event's probability 2^{-k d (N - 1)} exceeds delta at log(1/delta) = 1e10."""
    m, k, d = 1, 2, 3
    rng = np.random.default_rng(7)
    th = rng.standard_normal((d, d))
    W = rng.standard_normal((d, d))
    W /= np.linalg.norm(W)
    Xs = [np.array(x, float).reshape(k, d) for x in itertools.product((-1, 1), repeat=k * d)]

    def z(X: np.ndarray) -> np.ndarray:
        A = X @ th @ X.T
        A = np.exp(A - A.max(axis=1, keepdims=True))
        return (A / A.sum(axis=1, keepdims=True)) @ X  # (k, d): Eq. (140) with Theta^ = Theta (eps = 0)

    worst_good = math.inf
    for X0 in Xs:
        Z0 = z(X0)
        Y0 = Z0 @ W.T  # F(X0) = softmax(X0 Theta X0^T) X0 W^T
        W_hat = (np.linalg.pinv(Z0) @ Y0).T  # column s: min-norm solution of Z0 w = Y0[:, s]
        assert np.linalg.norm(W_hat) <= math.sqrt(m) * np.linalg.norm(W) + 1e-9  # the constraint is inactive
        loss = np.mean([np.sum((z(X) @ W_hat.T - z(X) @ W.T) ** 2) for X in Xs])
        worst_good = min(worst_good, loss)
    assert worst_good > 1e-3  # every X0 fails; the bound at eps = 0 is 0
    L = 1e10
    N = math.ceil((m * d * k) ** 4 * math.sqrt(L))
    log_p = math.log(len(Xs)) - k * d * N * math.log(2)  # P[all N samples equal some X0]
    assert log_p > -L  # > log delta


def _l1418_ratio(m: int, kp: float, rho2: float, logq: float) -> dict:
    """L1418's construction inside (9) and Assumption 9: W_i = diag(1, b_i) with b_i = (base row i)/sqrt(q) repeated q
    times (d = 1 + m q), base Gram (rho2 - g) I + g 11^T, g = -(1 + kappa'(1 + rho2)), so ||W_i||_op = 1 (entries
    <= 1), ||W_i||_F^2 = 1 + rho2 = r_W and <W_i, W_i'> = 1 + g = -kappa' ||W_i||_F ||W_i'||_F. The q copies enter
    every norm as a weight (exact), so q = e^{logq} needs no storage. (lambda_i)_j = 1: M = diag(m, sum_i b_i)."""
    g = -(1.0 + kp * (1.0 + rho2))
    G = (rho2 - g) * np.eye(m) + g * np.ones((m, m))
    w, V = np.linalg.eigh(G)
    assert w.min() > 0
    B = V * np.sqrt(w)  # rows: base vectors, B B^T = G
    assert np.abs(B).max() / math.exp(logq / 2) <= 1.0  # entries of b_i <= 1: op norm of W_i is 1
    sb = B.sum(axis=0)
    op2 = max(float(m), float(np.abs(sb).max()) / math.exp(logq / 2)) ** 2
    F2 = m * m + float(sb @ sb)  # the q copies of (entry/sqrt q)^2 sum to entry^2
    r_W = 1.0 + rho2
    return {"ratio": op2 / (m / r_W * F2), "printed": 1.0 + m * kp, "r_W": r_W, "log d": math.log1p(m * math.exp(logq)),
            "cross": abs(1.0 + g) / r_W}


def test_lemma6_2_op_frob_inside_9_and_assumption9() -> None:
    """chenli.display.lemma6.2-op-frob inside (9) and Assumption 9 (its recorded instance m = 3, kappa' = 0.3, r_W = 8
    breaks both): the ratio ||M_j||_op^2/((m/r_W) ||M_j||_F^2) is 1/(1 - (m - 1) kappa') for every r_W, above the
    printed 1 + m kappa' iff kappa' > 1/(m (m - 1)). (i) '<<' a factor 10: m = 20, kappa' = 1/200 (m kappa' = 1/10),
    r_W = 1e12 >> m^3 k log d (k = 20, log d = 73: 1.2e7; Assumption 11's m1_bar = log d/log k = 24 >= m): ratio
    1.10497 > 1.1. (ii) '<<' as m kappa' = o(1): m = 100, kappa' = 2e-4 (m kappa' = 0.02), r_W = 1e18, log d = 505: 1.02020 > 1.02."""
    for m, kp, k, logq, rho2 in ((20, 1 / 200, 20, 70.0, 1e12), (100, 2e-4, 100, 500.0, 1e18)):
        r = _l1418_ratio(m, kp, rho2, logq)
        assert r["cross"] <= kp * (1 + 1e-9)  # Assumption 8
        assert m * kp <= 0.1  # (9)
        assert r["r_W"] >= 1e4 * m**3 * k * r["log d"]  # Assumption 9, by a factor 1e4
        assert m <= r["log d"] / math.log(k)  # Assumption 11's m1_bar (lambda = 1, upsilon = 1)
        assert abs(r["ratio"] - 1 / (1 - (m - 1) * kp)) < 1e-6
        assert r["ratio"] > r["printed"]


def _eq78_family_logs(L: float, c8: float) -> dict:
    """(78) inside (7), (8), Assumptions 1-6 (m = 1, lambda = 0.999, k = 3, c of (7) = 1, (8)'s c = c8, every '<<' a
    factor 10), in logs (log d = L). Theta: a d' x d' diagonal block of entries +-a (alternating signs: trace 0) on the
    heavy coordinates S, carrying half of ||Theta||_F^2 = F^2 (a^2 = F^2/(2 d')), and a partial isometry on the other
    coordinates (singular values^2 = F^2/(2 (d - d')), zero diagonal) carrying the other half. Column and row norms
    are a or less, so Assumption 4 holds with v = a sqrt(d)/F (times 2 for its Pi_S^perp part); the stable rank is
    F^2/a^2 = 2 d'. E': on S, E'_{:j} = Theta_{:j} (so x^T E'_S = x^T Theta_S); on S^c, -(I - x x^T/d) Theta_{S^c} up
    to a factor 1 + O(1/d) that restores <Theta, E'> = 0; ||E'||_F = F (up to the same factor). x^T E'_{S^c} = 0: Case
    (A) with this S (|S| = d'). Then <Theta, E'_S> = sum_{j in S} ||Theta_{:j}||^2 = F^2/2."""
    lam, k, m = 0.999, 3.0, 1
    kappa = lam**6.5 / L**2  # (7), c = 1
    log_r = math.log(10.0) + c8 * math.log(L + math.log(m * k)) - math.log(kappa * lam)  # (8)'s lower end x 10
    nu = 1.0 / math.log(math.log(k ** (2 / lam) * 10.0))  # (75) with xi at (68)'s ceiling k^{-1/lambda}/10, m = 1
    log_dp = math.log(kappa) + L / 2 - math.log(nu) - 0.5 * math.log(L)  # d' of (75)
    log_a2 = -math.log(2.0) - log_dp  # a^2/F^2
    log_v = 0.5 * (log_a2 + L) + math.log(2.0)  # v = 2 a sqrt(d)/F
    return {"kappa": kappa, "nu": nu, "log d'": log_dp, "log r": log_r, "log v": log_v,
            "(8) upper slack": (L / 4 - math.log(10.0)) - log_r,
            "A4 slack": (L / 2 - 2 * log_r - math.log(10.0)) - log_v,
            "A3 slack": (math.log(2.0) + log_dp) - log_r,  # stable rank 2 d' >= r_Theta
            "(77) first": math.log(lam) - 1 / nu - math.log(10.0 * m * kappa),
            "lhs/F^2": 0.5, "printed nu d'/sqrt d": math.exp(math.log(nu) + log_dp - L / 2)}


def test_eq78_inside_every_hypothesis() -> None:
    """chenli.eq78 inside (7), (8) and Assumptions 1-6 (its recorded instance, d = 144, breaks (8)): for (8)'s constant
    c8 = 1, 3, 10 at log d = 400, 700, 1200 every slack is positive and |<Theta, E'_S>| = ||Theta_1||_F^2/2 exceeds
    the printed (nu d'/sqrt d) ||Theta_1||_F^2 and even the kappa ||Theta_1||_F^2 the proof needs, by factors above
    1e4. Assumption 4 allows v up to sqrt(d)/r_Theta^2, far above the v ~ d^{1/4} this needs."""
    for c8, L in ((1.0, 400.0), (3.0, 700.0), (10.0, 1200.0)):
        f = _eq78_family_logs(L, c8)
        for key in ("(8) upper slack", "A4 slack", "A3 slack", "(77) first"):
            assert f[key] > 0, (c8, L, key, f)
        assert f["log v"] > 0  # v >= 1
        assert f["log d'"] < L  # d' <= d
        assert f["lhs/F^2"] > 1e4 * f["kappa"] > 1e4 * f["printed nu d'/sqrt d"]


def test_eq78_family_algebra_small() -> None:
    """The family of test_eq78_inside_every_hypothesis built as matrices at d = 40, d' = 4 (the algebra only; the
    hypotheses need log d >= 400): trace 0, column/row norms <= a, <Theta, E'> = 0, ||E'||_F = ||Theta||_F = 1, x^T
    E'_{S^c} = 0 (Case (A) with S the d' heavy columns), <Theta, E'_S> = 1/2 up to O(1/d)."""
    d, dp = 40, 4
    rng = np.random.default_rng(3)
    a = math.sqrt(1 / (2 * dp))
    T = np.zeros((d, d))
    T[np.arange(dp), np.arange(dp)] = a * np.array([1, -1] * (dp // 2))
    n = d - dp  # partial isometry on the other coordinates, zero diagonal: a cyclic shift
    P = np.roll(np.eye(n), 1, axis=1) * math.sqrt(1 / (2 * n))
    T[dp:, dp:] = P
    assert abs(np.trace(T)) < 1e-12 and abs(np.linalg.norm(T) - 1) < 1e-12
    assert np.linalg.norm(T, axis=0).max() <= a + 1e-12 and np.linalg.norm(T, axis=1).max() <= a + 1e-12
    for _ in range(2000):  # Assumption 4's Pi_S^perp part with v = 2 a sqrt(d): heavy subsets and mixed ones
        S = np.concatenate([rng.choice(dp, rng.integers(1, dp + 1), replace=False),
                            dp + rng.choice(n, rng.integers(0, n), replace=False)])
        one = np.zeros(d)
        one[S] = 1.0
        M = T @ (np.eye(d) - np.outer(one, one) / one.sum())
        assert np.linalg.norm(M, axis=0).max() <= 2 * a * np.linalg.norm(M)
    x = rng.choice([-1.0, 1.0], size=d)
    E = np.zeros((d, d))
    E[:, :dp] = T[:, :dp]
    proj = np.eye(d) - np.outer(x, x) / d
    B = -(proj @ T[:, dp:])
    c = -(T[:, :dp] * E[:, :dp]).sum() / (T[:, dp:] * B).sum()  # restore <Theta, E'> = 0
    E[:, dp:] = c * B
    E /= np.linalg.norm(E)
    assert abs((T * E).sum()) < 1e-12 and np.abs(x @ E[:, dp:]).max() < 1e-12
    lhs = abs((T[:, :dp] * E[:, :dp]).sum())
    assert abs(lhs - 0.5) < 0.05


def _eq78_e1_family(L: float, lam: float, k: float, c7: float, c8: float, p: float, g: float) -> dict:
    """chenli.eq78's round-16 (helper chenli2) family recomputed from the paper's definitions, own code: m = 1,
    kappa of (7), r_Theta at 10 x (8)'s lower end, 1/nu halfway between 1 and (77)'s limit log(lambda/(10 kappa)),
    d' of (75); heavy mass h = g kappa (Lemma 6.8's Item 4 kept), n = p^2 nu d'/2 heavy columns, a^2 = h F^2/n,
    v = 2 a sqrt(d)/F. Returns logs of the hypothesis sides and lhs = p sqrt(h), printed = nu d'/sqrt(d)."""
    kap = c7 * lam**6.5 / L**2
    lr = math.log(10.0) + c8 * math.log(L + math.log(k)) - math.log(kap * lam)
    one_over_nu = (1.0 + math.log(lam / (10.0 * kap))) / 2.0
    nu = 1.0 / one_over_nu
    ldp = math.log(kap) + L / 2 - math.log(nu) - math.log(L) / 2  # d' = kappa sqrt(d)/(nu sqrt(log d))
    h = g * kap
    ln = math.log(p * p * nu / 2.0) + ldp
    lv = math.log(2.0) + (math.log(h) - ln + L) / 2.0
    return {"kappa": kap, "nu": nu, "ln": ln, "lr": lr, "lv": lv, "h": h,
            "lhs": p * math.sqrt(h), "printed": math.exp(math.log(nu) + ldp - L / 2),
            "8 upper": L / 4 - math.log(10.0) - lr, "A4 upper": L / 2 - math.log(10.0) - 2 * lr - lv,
            "A3": (ln - math.log(h)) - lr, "77 first": math.log(lam) - one_over_nu - math.log(10 * kap)}


def test_eq78_e1_family_inside_every_hypothesis() -> None:
    """Second path of chenli.eq78 (round 16, helper chenli2): at log d = 1000 .. 20000, c of (8) = 1, 3, 10, every
    slack of (8), Assumptions 3-4 and (77) is positive, Lemma 6.8's Item 4 holds (heavy mass g kappa F^2 <= 2 kappa F^2),
    and |<Theta, E'_S>|/F^2 = p sqrt(g kappa) exceeds the printed nu d'/sqrt d by > 1e3 and kappa itself by > 10."""
    for L, c8, lam, k in ((1000.0, 1.0, 0.999, 3.0), (3000.0, 3.0, 0.5, 100.0), (20000.0, 10.0, 0.3, 1e6)):
        f = _eq78_e1_family(L, lam, k, 1.0, c8, 0.5, 1.0)
        for key in ("8 upper", "A4 upper", "A3", "77 first"):
            assert f[key] > 0, (L, key, f)
        assert f["lv"] > 0 and f["ln"] > math.log(2.0)
        assert f["h"] <= 2 * f["kappa"]
        assert f["lhs"] > 1e3 * f["printed"] and f["lhs"] > 10 * f["kappa"]


def test_eq78_e1_family_algebra_small() -> None:
    """The family's algebra as matrices at d = 60 (n = 4 heavy columns, h = 0.02): trace 0, ||Theta||_F = 1, heavy
    mass h; E' = p Theta_S/||Theta_S|| - q Theta_Sc/||Theta_Sc|| + r N with N a dense unit matrix on the S^c columns
    orthogonal to Theta: <Theta, E'> = 0, ||E'||_F = 1, |x^T E'_{:j}| = p/sqrt(n) on S for every x, and <Theta, E'_S> =
    p sqrt(h) (against kappa-size bounds)."""
    d, n, h, p = 60, 4, 0.02, 0.5
    rng = np.random.default_rng(78)
    a = math.sqrt(h / n)
    T = np.zeros((d, d))
    T[np.arange(n), np.arange(n)] = a * np.array([1.0, -1.0] * (n // 2))
    T[n:, n:] = np.roll(np.eye(d - n), 1, axis=1) * math.sqrt((1 - h) / (d - n))
    assert abs(np.trace(T)) < 1e-12 and abs(np.linalg.norm(T) - 1) < 1e-12
    S = np.arange(d) < n
    TS, TSc = np.where(S[None], T, 0.0), np.where(S[None], 0.0, T)
    N = np.where(S[None], 0.0, rng.normal(size=(d, d)))
    N -= (N * TSc).sum() / (TSc * TSc).sum() * TSc
    N /= np.linalg.norm(N)
    q = p * math.sqrt(h / (1 - h))
    r = math.sqrt(1 - p * p - q * q)
    E = p * TS / np.linalg.norm(TS) - q * TSc / np.linalg.norm(TSc) + r * N
    assert abs((T * E).sum()) < 1e-12 and abs(np.linalg.norm(E) - 1) < 1e-12
    for _ in range(20):
        x = rng.choice([-1.0, 1.0], size=d)
        assert np.allclose(np.abs(x @ E[:, :n]), p / math.sqrt(n))
    assert abs(abs((T * np.where(S[None], E, 0.0)).sum()) - p * math.sqrt(h)) < 1e-12


def test_lemma612_op_max_inside_every_hypothesis() -> None:
    """chenli.display.lemma6.12-op-max inside (7), (8), Assumptions 1-6, E_1, E_2 and Case (B) (its recorded instances,
    Gaussian Theta at d <= 12, break (8)): at m = 1 on chenli.eq78's family with h = g kappa, V'V'^T - Z' = [[a, b], [b,
    0]] with a = ||x^T Theta_{S^c}||^2 - F^2 = -h F^2 EXACTLY (the heavy block is diagonal, the light part a scaled
    permutation: ||x^T Theta_light||^2 = (1 - h) F^2 for every x) and b = -p sqrt(h) F^2/sqrt(1 - p^2) up to a
    Hanson-Wright term sqrt(2 (1 - h)/(d - n)) F^2 (d = e^1000: nil). Any a, b != 0 give ||A||_op > ||A||_max = m
    ||A||_max; here by a relative sqrt(g kappa (1 - p^2))/(2 p)."""
    lam, L, p, g = 0.999, 1000.0, 0.5, 1.0
    kap = lam**6.5 / L**2
    h = g * kap
    a, b = -h, -p * math.sqrt(h) / math.sqrt(1 - p * p)
    A = np.array([[a, b], [b, 0.0]])
    op, mx = float(np.abs(np.linalg.eigvalsh(A)).max()), float(np.abs(A).max())
    assert h <= 2 * kap  # Item 4 of Lemma 6.8 (E_1) holds: the deviation is h F^2
    assert 1 - p * p >= math.exp(-1.0 / 0.16)  # Case (B): the S^c share of x^T E' is 1 - p^2 >= e^{-1/nu}
    assert op > 1.0 * mx
    assert abs(op / mx - 1 - math.sqrt(g * kap * (1 - p * p)) / (2 * p)) < 1e-6


def test_union_and_eq41_under_stricter_readings_of_8(monkeypatch) -> None:  # noqa: ANN001
    """The '<<' of (8) and Assumption 4 read with a factor K = 1e3 and 1e5 instead of 10 (r_Theta <= d^{1/4}/K, upsilon
    <= sqrt(d)/(K r^2)): the paper's own use at L724 is r_Theta^2 <= sqrt(d)/v (factor 1), so 10 is already the
    stricter side; larger K still cross at d = 1e40 (Lemma 5.13's union bounds: P = 1 > 3/4 at t = s = s' = 2; (41):
    ||Theta v|| = 1e31 against 7.1e19), every encoded slack >= 0."""
    import thmcheck.checks.papers.chenli.r11_chenli5 as m5
    import thmcheck.checks.papers.chenli.r12_chenliA as m12
    from thmcheck.bounds.chenli import r11_chenli5 as b5

    for K in (1e3, 1e5):
        monkeypatch.setattr(m5, "K_SCALE", K)
        monkeypatch.setattr(m12, "K_SCALE", K)
        for extra in (True, False):
            u = m12.union_parts({"d": 10**40, "nfrac": 1.0, "afrac": 1.0, "cfrac": 1.0, "d3mult": 1.0, "t": 2.0,
                                 "s": 2.0, "s2": 2.0}, extra)
            assert u["lhs"] > 0.75
            assert min(u["terms"]["r_slack"], u["terms"]["c_slack"], u["terms"]["mu_slack"]) >= -1e-9
            assert u["terms"]["r_Theta"] <= 1e10 / K * (1 + 1e-12)
        inst = {"d": 10**40, "d2": 4, "d3frac": 1.0, "cfrac": 0.0, "a": 1.0, "mu_pair": (-1, 1), "nu_pair": (-1, 1),
                "s": 1.0}
        m = m5._l980_measure(inst, None)
        assert m.lhs > 1e10 * b5.l980_threshold(**m.quantities)
        assert min(m.terms["r_slack"], m.terms["c_slack"], m.terms["mu_slack"]) >= -1e-9


def test_eq87_second_path() -> None:
    """Second path of chenli.eq87: (i) at d = 60 the family's quadratic form Y = x^T Theta E'^T_{S^c} x splits into
    -p sqrt(h) (the same for every x: the light part is a scaled permutation) plus r_E x^T Theta_{S^c} N^T x, whose
    mean Tr(Theta_{S^c} N^T) = <Theta_{S^c}, N> is 0; (ii) the c (87) needs at c' = 1/2, (p sqrt(h) - kappa)
    sqrt(r_Theta)/log 2 (the Hanson-Wright term is below e^{-400}), recomputed from (7), (8) (factor 10): 72 at
    log d = 1000 and growing along log d."""
    d, n, h, p = 60, 4, 0.02, 0.5
    rng = np.random.default_rng(87)
    a = math.sqrt(h / n)
    T = np.zeros((d, d))
    T[np.arange(n), np.arange(n)] = a * np.array([1.0, -1.0] * (n // 2))
    T[n:, n:] = np.roll(np.eye(d - n), 1, axis=1) * math.sqrt((1 - h) / (d - n))
    Sc = np.arange(d) >= n
    TSc = np.where(Sc[None], T, 0.0)
    N = np.where(Sc[None], rng.normal(size=(d, d)), 0.0)
    N -= (N * TSc).sum() / (TSc * TSc).sum() * TSc
    N /= np.linalg.norm(N)
    q = p * math.sqrt(h / (1 - h))
    rE = math.sqrt(1 - p * p - q * q)
    ESc = -q * TSc / np.linalg.norm(TSc) + rE * N
    for _ in range(50):
        x = rng.choice([-1.0, 1.0], size=d)
        first = -q * float(x @ TSc @ TSc.T @ x) / np.linalg.norm(TSc)
        assert abs(first + p * math.sqrt(h)) < 1e-12
        assert abs(float(x @ T @ ESc.T @ x) - first - rE * float(x @ TSc @ N.T @ x)) < 1e-12
    assert abs(np.trace(TSc @ N.T)) < 1e-12

    def needed(L: float) -> float:
        lam, k = 0.999, 3.0
        kap = lam**6.5 / L**2
        r = 10.0 * (L + math.log(k)) / (kap * lam)
        return (0.5 * math.sqrt(kap) - kap) * math.sqrt(r) / math.log(2.0)

    assert 71 < needed(1000.0) < 73
    vals = [needed(L) for L in (1e3, 1e4, 1e5)]
    assert vals[0] < vals[1] < vals[2] and vals[2] > 9 * vals[0]
