"""Second path for thesis.ch7.eqF.46-last (round 35, helper f46): (F.46) L9519's last links '>= Theta(log(K/eps)) -
eps = Theta(log(K/eps))', i.e. the TSR-pattern score p~_i^T W^(T) p~_query >= c log(K/eps) with one c for every eps in
(0, 1) (and K >= 2), on the Chapter 7 model trained with Theorem 3's T = T_1 + T_2 + T_3 ((F.34), constant 1) and B =
ceil(max(eps^-2, M) log M) ((F.19), c_B = 1).

Own numpy, no repository code: the prompts of (7.1) (M = d = 3 orthonormal TRR patterns e_i, K = 2 steps, step-k task
= shift by k along a random cyclic order, exactly round(alpha l_tr) of the l_tr context examples sharing the query's
input, L2102), the model (7.2) with its hand-written squared-loss gradient, SGD from W^(0) ~ N(0, xi^2), and the score
min over k, j != j' of (mu'_j; mu'_j'; e_k)^T W (mu'_j; 0; e_k), mu'_j = column j of a Haar basis (numpy's stream, not
torch's: the values agree with the claim's path within the SGD noise). The recorded claim path (this helper's run of
r29_discF._f46_score on r9_thesisF._trained, eps = 0.9 .. 0.005, docs/f46_last_r35.md) is re-fitted here with own
least squares: the score grows at least linearly in L = log(K/eps) (its local slope d score / d L rises, trend interval
above 0; score = a + b L^p has p's 99 % profile interval above 1), so L / score stays bounded (below
max(L0 / score0, 1 / the last local slope) < 2.5): the hidden constant of the Omega side exists along eps -> 0.
The B -> infinity limit of the claim's SGD (gradient descent on the exact population loss over the 72 prompt types),
run here to eps = 1e-3, reproduces the claim's scores and shows L / score peaking (2.17 near eps = 3e-3) and falling."""

from __future__ import annotations

import itertools
import math

import numpy as np
from scipy import stats


def prompts(rng, n, d, M, K, l_tr, alpha):
    """Training prompts of Chapter 7 ((7.1), L2088-L2102): M orthonormal TRR patterns e_0..e_{M-1} in R^d, step-k task
    = shift by k along a random cyclic order of the patterns, exactly max(1, round(alpha l_tr)) of the l_tr context
    examples share the query's input; keys (input; output; e_k) and the query's earlier steps, query (input; 0; e_k)."""
    D = 2 * d + K
    order = np.argsort(rng.random((n, M)), 1)          # order[r, p] = pattern at position p
    pos = np.argsort(order, 1)                          # pos[r, x] = position of pattern x
    rows = np.arange(n)[:, None]
    xq = rng.integers(0, M, n)
    same = np.argsort(rng.random((n, l_tr)), 1) < max(1, round(alpha * l_tr))
    other = (xq[:, None] + 1 + rng.integers(0, M - 1, (n, l_tr))) % M
    x = np.where(same, xq[:, None], other)
    chain, qc = [x], [xq]
    for k in range(1, K + 1):
        chain.append(order[rows, (pos[rows, chain[-1]] + k) % M])
        qc.append(order[np.arange(n), (pos[np.arange(n), qc[-1]] + k) % M])
    kk = rng.integers(1, K + 1, n)
    L = l_tr * K + K
    keys = np.zeros((n, L, D))
    mask = np.zeros((n, L), bool)
    c = 0
    for s in range(l_tr):
        for k in range(K):
            keys[np.arange(n), c, chain[k][:, s]] = 1
            keys[np.arange(n), c, d + chain[k + 1][:, s]] = 1
            keys[:, c, 2 * d + k] = 1
            mask[:, c] = True
            c += 1
    for k in range(K):
        keys[np.arange(n), c, qc[k]] = 1
        keys[np.arange(n), c, d + qc[k + 1]] = 1
        keys[:, c, 2 * d + k] = 1
        mask[:, c] = (k + 1) < kk
        c += 1
    q = np.zeros((n, D))
    qin = np.stack(qc, 1)[np.arange(n), kk - 1]
    q[np.arange(n), qin] = 1
    q[np.arange(n), 2 * d + kk - 1] = 1
    z = np.zeros((n, d))
    z[np.arange(n), np.stack(qc, 1)[np.arange(n), kk]] = 1
    return keys, mask, q, z


def train(d, M, K, l_tr, alpha, eta, xi, T, B, seed):
    """SGD on 0.5 ||sum_i W_V p_i softmax_i(p_i^T W q) - z||^2 (W_V reads the output block), batch mean, hand gradient."""
    rng = np.random.default_rng(seed)
    D = 2 * d + K
    W = xi * rng.standard_normal((D, D))
    for _ in range(T):
        keys, mask, q, z = prompts(rng, B, d, M, K, l_tr, alpha)
        s = np.where(mask, np.einsum("nld,de,ne->nl", keys, W, q), -np.inf)
        s -= s.max(1, keepdims=True)
        a = np.exp(s)
        a /= a.sum(1, keepdims=True)
        v = keys[..., d:2 * d]
        out = np.einsum("nl,nlc->nc", a, v)
        gout = (out - z) / B
        ga = np.einsum("nlc,nc->nl", v, gout)
        gs = a * (ga - (a * ga).sum(1, keepdims=True))
        W -= eta * np.einsum("nl,nld,ne->de", gs, keys, q)
    return W


def tsr_score(W, d, M, K, useed):
    """min over step k, j != j' < M - 1 of (mu'_j; mu'_j'; e_k)^T W (mu'_j; 0; e_k), mu'_j = column j of a Haar basis."""
    U, _ = np.linalg.qr(np.random.default_rng(useed).standard_normal((M, M)))
    best = math.inf
    for k in range(K):
        for j in range(M - 1):
            for jp in range(M - 1):
                if j == jp:
                    continue
                col, qv = np.zeros(W.shape[0]), np.zeros(W.shape[0])
                col[:M], col[d:d + M], col[2 * d + k] = U[:, j], U[:, jp], 1.0
                qv[:M], qv[2 * d + k] = U[:, j], 1.0
                best = min(best, float(col @ W @ qv))
    return best


def t_b(K, M, alpha, eta, eps, cB=1.0):
    T = max(1, math.ceil((K**3 * math.log(K / eps) / alpha**2 + K * M / alpha + K * M / eps) / eta))
    B = max(1, math.ceil(cB * max(eps**-2, M) * math.log(M)))
    return T, B



def _token(D: int, d: int, inp: int, out: int | None, k: int) -> np.ndarray:
    """(mu_inp; mu_out; e_k) with mu_i = e_i (out None: the query's zero output block)."""
    v = np.zeros(D)
    v[inp] = 1.0
    if out is not None:
        v[d + out] = 1.0
    v[2 * d + k] = 1.0
    return v


def population_prompts(d, M, K, l_tr, alpha):
    """Every prompt type of (7.1) with equal probability: cyclic order (M! orders), query input, the inputs of the
    l_tr - n_same other examples (each uniform among the other patterns), step kk; context positions do not matter
    (the attention output is invariant under permuting context columns)."""
    n_same = max(1, round(alpha * l_tr))
    n_oth = l_tr - n_same
    D = 2 * d + K
    keys, masks, qs, zs = [], [], [], []
    for order in itertools.permutations(range(M)):
        pos = {x: i for i, x in enumerate(order)}

        def step(x: int, k: int, order: tuple = order, pos: dict = pos) -> int:
            return order[(pos[x] + k) % M]

        for xq in range(M):
            others = [x for x in range(M) if x != xq]
            for oth in itertools.product(others, repeat=n_oth):
                for kk in range(1, K + 1):
                    xs = [xq] * n_same + list(oth)
                    cols, mask = [], []
                    for x in xs:
                        c = [x]
                        for k in range(1, K + 1):
                            c.append(step(c[-1], k))
                        for k in range(K):
                            cols.append(_token(D, d, c[k], c[k + 1], k))
                            mask.append(True)
                    qc = [xq]
                    for k in range(1, K + 1):
                        qc.append(step(qc[-1], k))
                    for k in range(K):
                        cols.append(_token(D, d, qc[k], qc[k + 1], k))
                        mask.append(k + 1 < kk)
                    q = _token(D, d, qc[kk - 1], None, kk - 1)
                    z = np.zeros(d)
                    z[qc[kk]] = 1.0
                    keys.append(cols)
                    masks.append(mask)
                    qs.append(q)
                    zs.append(z)
    return np.array(keys), np.array(masks), np.array(qs), np.array(zs)


def gd_checkpoints(W0, eta, checkpoints, d, P):
    """Gradient descent on the exact population loss (B = infinity); W at each step count in ``checkpoints``."""
    keys, mask, q, z = P
    n = len(q)
    W = W0.copy()
    v = keys[..., d:2 * d]
    neg = np.where(mask, 0.0, -np.inf)
    out, t = {}, 0
    for T in sorted(checkpoints):
        while t < T:
            s = np.einsum("nld,nd->nl", keys, q @ W.T) + neg
            s -= s.max(1, keepdims=True)
            a = np.exp(s)
            a /= a.sum(1, keepdims=True)
            o = np.einsum("nl,nlc->nc", a, v)
            ga = np.einsum("nlc,nc->nl", v, (o - z) / n)
            gs = a * (ga - (a * ga).sum(1, keepdims=True))
            W -= eta * (np.einsum("nl,nld->nd", gs, keys).T @ q)
            t += 1
        out[T] = W.copy()
    return out


# the instance of the claim's ci eps -> 0 path (r29_discF F46, reached by r9_thesisF._f48_move_eps_l6)
K, M, D_IN, ALPHA, ETA, L_TR, XI, USEED = 2, 3, 3, 0.8, 0.9737477614466904, 6, 1e-4, 4075041

# the claim's own measurement along that path (round 35, this helper: r29_discF._f46_score on r9_thesisF._trained,
# torch seed 13877), eps -> score
RECORDED = {0.9: 1.185970514525827, 0.6: 1.2724449650589862, 0.3: 1.436866955629636, 0.2: 1.5407394277466417,
            0.1: 1.7075784692404645, 0.05: 1.9048797390595622, 0.03: 2.071257394806526, 0.02: 2.2092028162657122,
            0.015: 2.3147049536330693, 0.01: 2.4722782896833086, 0.007: 2.61933483700245,
            0.005: 2.764173163125947}


def _own_path(eps_list: tuple[float, ...], seed: int = 7) -> np.ndarray:
    out = []
    for eps in eps_list:
        T, B = t_b(K, M, ALPHA, ETA, eps)
        W = train(D_IN, M, K, L_TR, ALPHA, ETA, XI, T, B, seed)
        out.append(tsr_score(W, D_IN, M, K, USEED))
    return np.array(out)


def test_f46_own_numpy_score_tracks_the_claim_path_and_grows_at_least_linearly_in_log():
    """Own trainer at eps = 0.3 .. 0.03 (T B <= 3.3e5): within 0.1 of the claim's recorded scores, L / score below 2.5,
    and the score's growth per unit L = log(K/eps) not decaying (the last local slope >= the first)."""
    eps = (0.3, 0.1, 0.05, 0.03)
    s = _own_path(eps)
    rec = np.array([RECORDED[e] for e in eps])
    assert np.max(np.abs(s - rec)) < 0.1, (s, rec)
    L = np.log(K / np.array(eps))
    assert np.all(np.diff(s) > 0), s
    assert np.all(L / s < 2.5), L / s
    c = np.diff(s) / np.diff(L)
    assert c[-1] >= c[0], c


def _recorded() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    e = np.array(sorted(RECORDED, reverse=True))
    return e, np.log(K / e), np.array([RECORDED[x] for x in e])


def test_f46_recorded_path_local_slope_rises_so_the_ratio_is_bounded():
    """Own least squares on the recorded claim path (eps 0.9 -> 0.005, 12 points): the local slope d score / d L rises
    with L (linear trend, 99 % t-interval above 0): no sublinear growth (L^p with p < 1, log L) whose local slope falls;
    hence L / score <= max(L0 / score0, 1 / c_last) for every L >= L0 on this path, a bounded ratio."""
    e, L, s = _recorded()
    c = np.diff(s) / np.diff(L)
    Lm = 0.5 * (L[1:] + L[:-1])
    fit = stats.linregress(Lm, c)
    t = stats.t.ppf(0.995, len(c) - 2)
    assert fit.slope - t * fit.stderr > 0, (fit.slope, fit.stderr)
    bound = max(L[-1] / s[-1], 1 / c[-1])
    assert bound < 2.5, bound
    assert np.all(L / s <= bound + 1e-12)


def test_f46_recorded_path_power_of_log_fit_is_at_least_linear():
    """score = a + b L^p fitted by profile least squares over p (a, b linear for each p): the 99 % profile interval of p
    (F test, n - 3 degrees of freedom) lies above 1; an Omega(log(K/eps)) failure needs p < 1 (or b <= 0)."""
    e, L, s = _recorded()
    n = len(L)

    def rss(p: float) -> tuple[float, np.ndarray]:
        X = np.c_[np.ones_like(L), L**p]
        beta, *_ = np.linalg.lstsq(X, s, rcond=None)
        r = s - X @ beta
        return float(r @ r), beta

    ps = np.linspace(0.05, 4.0, 3951)
    R = np.array([rss(p)[0] for p in ps])
    i = int(np.argmin(R))
    ok = ps[R <= R[i] * (1 + stats.f.ppf(0.99, 1, n - 3) / (n - 3))]
    assert ok.min() > 1.0, (ps[i], ok.min(), ok.max())
    assert rss(ps[i])[1][1] > 0


def test_f46_recorded_ratio_growth_per_decade_decays():
    """L / score rises less each decade of eps (least-squares slope per decade of 1/eps over [1, 10], [10, 100]: the
    second below half the first), the shape of a ratio converging to a limit, not a divergence."""
    e, L, s = _recorded()
    x, r = np.log10(1 / e), L / s
    slopes = []
    for lo, hi in ((0.0, 1.0), (1.0, 2.0)):
        m = (x >= lo - 1e-9) & (x <= hi + 1e-9)
        slopes.append(stats.linregress(x[m], r[m]).slope)
    assert 0 < slopes[1] < 0.5 * slopes[0], slopes


def test_f46_population_gradient_descent_ratio_peaks_and_turns_down():
    """B -> infinity limit of the claim's SGD (B = max(eps^-2, M) log M grows without bound as eps -> 0): gradient
    descent on the exact population loss over all 72 prompt types (M = 3 cyclic orders x query input x the one other
    example's input x step; context positions do not matter), own numpy, T of (F.34) at each eps. It reproduces the
    claim's recorded scores within 0.03 at eps <= 0.3, and L / score = log(K/eps) / score rises to about 2.17 near
    eps = 3e-3 and then falls (eps = 1e-3 below eps = 3e-3): bounded along eps -> 0."""
    P = population_prompts(D_IN, M, K, L_TR, ALPHA)
    assert P[0].shape[0] == 72
    eps = (0.3, 0.1, 0.03, 0.01, 0.003, 0.001)
    Ts = [t_b(K, M, ALPHA, ETA, e)[0] for e in eps]
    W0 = XI * np.random.default_rng(0).standard_normal((2 * D_IN + K, 2 * D_IN + K))
    Ws = gd_checkpoints(W0, ETA, Ts, D_IN, P)
    s = np.array([tsr_score(Ws[T], D_IN, M, K, USEED) for T in Ts])
    for e, v in zip(eps, s):
        if e in RECORDED:
            assert abs(v - RECORDED[e]) < 0.03, (e, v, RECORDED[e])
    r = np.log(K / np.array(eps)) / s
    assert np.all(r < 2.3), r
    assert r[-1] < r[-2], r
    assert np.all(np.diff(s) > 0), s
