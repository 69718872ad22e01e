"""Own checks of round 12's thesis App. B claims (helper thesisAB): (B.73) L4199 recomputed from the printed display
and Algorithm 4's sampling (L789) with exact laws (scipy's Binomial cdf, exact hypergeometric moments), sharing no
code with the claim's Monte Carlo measure."""

from __future__ import annotations

import math

import numpy as np
from scipy.stats import binom, hypergeom


def _T(eta: float, eps0: float, delta: float, gamma_d: float) -> int:
    """(B.72): T = eta^{-1/2} (1 - 2 eps_0)^{-1/2} (1 - delta)^{-1/2} gamma_d^{-2} (rounded up)."""
    return math.ceil(1.0 / (math.sqrt(eta) * math.sqrt(1 - 2 * eps0) * math.sqrt(1 - delta) * gamma_d ** 2))


def _prob_dev_at_least_one_s1(N: int, K: int, T: int, B: int) -> float:
    """|S^{n,T}| = 1: each sampled fraction is Bernoulli(K/N), so the sum over the T B batch nodes is Binomial(TB, K/N)
    and the member inside (B.73)'s |.| is (X - TB K/N)/B; Pr(|.| >= 1) = Pr(|X - mean| >= B) exactly."""
    n, p = T * B, K / N
    mean = n * p
    return float(binom.cdf(math.floor(mean - B), n, p) + binom.sf(math.ceil(mean + B) - 1, n, p))


def test_b73_as_printed_fails_with_probability_above_half() -> None:
    """Instances inside L4197's eta T >= Theta(1) (read as 1): the claim's explicit instance (eta = 4.8e-6, gamma_d =
    0.05, eps_0 = 0.1, delta = 0.2: T = 228218, eta T = 1.095; N = 1e7, B = 17 >= ln N = 16.1, B T < N; |D_* cap
    N_z|/N = 0.0125, |S^{n,T}| = 1) and a milder one (eta = 1.1e-3, gamma_d = 0.2, eps_0 = 0.1, N = 1e6, B = 14 >=
    ln N = 13.8, T = 943, eta T = 1.04, |D_* cap N_z|/N = 0.05): Pr(|dev| >= 1) > 1/2, so no eps_* < 1 bounds (B.73)'s
    left side with probability even 1/2. The hypotheses (B.70) (sqrt(log N/N) + sigma <= gamma_d^2 at sigma = 0),
    (B.71) at constant 1 (delta_{z_m} = 1) and |L| = N >= BT are met."""
    for eta, g, eps0, delta, N, B, p in ((4.8e-6, 0.05, 0.1, 0.2, 10**7, 17, 0.0125),
                                         (1.1e-3, 0.2, 0.1, 0.2, 10**6, 14, 0.05)):
        T = _T(eta, eps0, delta, g)
        K = int(p * N)
        assert eta * T >= 1.0                                                # L4197
        assert B >= math.log(N) and B * T <= N
        assert math.sqrt(math.log(N) / N) <= g ** 2                          # (B.70), sigma = 0
        assert N >= 2 * math.log(N) / g ** 4                                 # (B.71), delta_{z_m} = 1
        assert K <= g * N / 2                                                # |D_* cap N_z| <= |D_*|
        prob = _prob_dev_at_least_one_s1(N, K, T, B)
        assert prob > 0.5, (eta, T, prob)
    assert _T(4.8e-6, 0.1, 0.2, 0.05) == 228218


def test_b73_paley_zygmund_with_larger_samples() -> None:
    """|S^{n,T}| = 8 (hypergeometric fractions): exact central moments of one term (scipy's hypergeom pmf summed), the
    sum's second and fourth moments, and Paley-Zygmund: Pr(dev^2 > 1) >= (1 - 1/E dev^2)^2 (E dev^2)^2 / E dev^4 >
    0.3 at eta = 1e-8, gamma_d = 0.5, N = 2e6, B = 15, s = 8, |D_* cap N_z|/N = 0.2 (w.h.p. fails at any reading with
    failure probability below 0.3)."""
    eta, g, eps0, delta, N, B, s = 1e-8, 0.5, 0.01, 0.2, 2 * 10**6, 15, 8
    K = int(0.2 * N)
    T = _T(eta, eps0, delta, g)
    assert B >= math.log(N) and B * T <= N
    assert math.sqrt(math.log(N) / N) <= g ** 2 and N >= 2 * math.log(N) / g ** 4   # (B.70), (B.71)
    law = hypergeom(N, K, s)
    mu = K / N * s
    m2 = sum(law.pmf(k) * ((k - mu) / s) ** 2 for k in range(s + 1))
    m4 = sum(law.pmf(k) * ((k - mu) / s) ** 4 for k in range(s + 1))
    n = T * B
    e2 = n * m2 / B ** 2
    e4 = (n * m4 + 3 * n * (n - 1) * m2 ** 2) / B ** 4
    assert e2 > 1
    pz = (1 - 1 / e2) ** 2 * e2 ** 2 / e4
    assert pz > 0.3, (T, e2, pz)


def _a95_ratio(B: int, seed: int, L: int = 8, n1: int = 5, n2: int = 2, M: int = 4, eta: float = 0.1) -> float:
    """(A.95) at t = 0 on the noise-free model of Assumption A.2.1 (tokens the orthonormal patterns e_j, W_K = W_Q =
    W_V = I, W_O entries N(0, 0.01^2), a_(l)i = +-1/sqrt(m), m = ceil(M^2 ln B)): N = B samples with alternating
    labels (y = +1: n1 tokens of p_1, n2 of p_2; y = -1 swapped; the rest uniform over p_3..p_M), the batch every
    sample. I_3(i, j) of (A.74) summed term by term for the lucky neurons (active on a p_1 token of a positive
    sample) and j != 1; the printed side with nu_n(0) of Definition A.2.2 at ||q_1|| = 1 and delta + tau = 1/2 (the
    largest nu_n Assumption A.2.1 allows: delta < 1/2), |S_l^n| = |S_j^n|. Returns max |I_3| / printed side."""
    rng = np.random.default_rng(seed)
    m = math.ceil(M * M * math.log(B))
    WO = 0.01 * rng.standard_normal((m, M))
    a = rng.choice([-1.0, 1.0], size=(L, m)) / math.sqrt(m)
    pats = np.empty((B, L), dtype=int)
    y = np.array([1.0 if n % 2 == 0 else -1.0 for n in range(B)])
    for n in range(B):
        rel, conf = (0, 1) if y[n] > 0 else (1, 0)
        row = [rel] * n1 + [conf] * n2 + list(rng.integers(2, M, L - n1 - n2))
        pats[n] = rng.permutation(row)
    same = (pats[:, :, None] == pats[:, None, :]).astype(float)              # (n, s, l)
    att = np.exp(same) / np.exp(same).sum(1, keepdims=True)                  # softmax over keys s
    onehot = np.eye(M)[pats]                                                 # (n, L, M): x_s = e_{pattern}
    V = np.einsum("nsl,nsd->nld", att, onehot)
    pre = V @ WO.T                                                           # (n, L, m)
    lucky = ((pre > 0) & ((y[:, None] > 0) & (pats == 0))[:, :, None]).any((0, 1))
    s1 = (pats == 0).sum(1)
    nu = 1.0 / (s1 * math.exp(1 - 0.5) + L - s1)
    best = 0.0
    for j in range(1, M):
        mass = np.einsum("nsl,ns->nl", att, (pats == j).astype(float)) * (pats != j)
        I3 = eta * np.einsum("n,nl,li,nli->i", y, mass / L, a, (pre >= 0).astype(float)) / B
        rhs = (nu * (pats == j).sum(1)).sum() / B * eta / math.sqrt(m) * math.sqrt(math.log(m) * math.log(B) / B)
        best = max(best, float(np.abs(I3[lucky]).max()) / rhs)
    return best


def test_a95_i3_does_not_shrink_with_b() -> None:
    """thesis.ch2.eqA.95: on the ideal model the lucky neurons' activation indicator depends on the class (they fire
    on p_1-heavy samples), so the y-signed sum I_3 has a nonzero mean and does not shrink with B, while the printed
    side falls like sqrt(log B / B): the ratio grows with B (0.47-0.68 at B = 256, 1.0-1.5 at 4096) and is 2.6-3.5
    at B = 16384 (m = M^2 ln B >= M^2 log N, N = B) for every seed tried."""
    small = [_a95_ratio(256, s) for s in range(3)]
    large = [_a95_ratio(16384, s) for s in range(3)]
    assert min(large) > 2.0, large
    assert sum(large) > 3 * sum(small), (small, large)


def _a98_ratio(B: int, seed: int, L: int = 8, n1: int = 5, n2: int = 2, M: int = 4, eta: float = 0.1) -> float:
    """(A.98) at t = 0 on the noise-free model of _a95_ratio: every sample's hinge is active (|F| << 1 at xi = 0.01),
    so by (A.68) the step moves W_O(i,:) by eta (1/B) sum_n y^n (1/|S^n|) sum_l a_(l)i 1[W_O(i) V_l^n >= 0] V_l^n;
    its p_j component (p_j = e_j, W_V = I) for the lucky neurons and j != 1, against the (A.98) shape at t = 0,
    (eta/a) (1/B) sum_n ((|S_j^n|/|S^n|)|S_j^n| nu_n + (sigma + tau)) sqrt(log m log B / B), with sigma + tau = 1/2
    (generous) and nu_n as in _a95_ratio. Returns the largest ratio."""
    rng = np.random.default_rng(seed)
    m = math.ceil(M * M * math.log(B))
    WO = 0.01 * rng.standard_normal((m, M))
    a = rng.choice([-1.0, 1.0], size=(L, m)) / math.sqrt(m)
    y = np.array([1.0 if n % 2 == 0 else -1.0 for n in range(B)])
    pats = np.empty((B, L), dtype=int)
    for n in range(B):
        rel, conf = (0, 1) if y[n] > 0 else (1, 0)
        pats[n] = rng.permutation([rel] * n1 + [conf] * n2 + list(rng.integers(2, M, L - n1 - n2)))
    same = (pats[:, :, None] == pats[:, None, :]).astype(float)
    att = np.exp(same) / np.exp(same).sum(1, keepdims=True)
    V = np.einsum("nsl,nsd->nld", att, np.eye(M)[pats])                    # (n, l, M)
    pre = V @ WO.T
    F = np.einsum("nli,li->n", np.maximum(pre, 0), a) / L
    assert np.all(1 - y * F > 0)                                             # every hinge active
    lucky = ((pre > 0) & ((y[:, None] > 0) & (pats == 0))[:, :, None]).any((0, 1))
    step = eta * np.einsum("n,li,nli,nld->id", y, a, (pre >= 0).astype(float), V) / (B * L)   # (m, M)
    s1 = (pats == 0).sum(1)
    nu = 1.0 / (s1 * math.exp(1 - 0.5) + L - s1)
    best = 0.0
    for j in range(1, M):
        sj = (pats == j).sum(1)
        shape = eta / math.sqrt(m) * ((sj / L * sj * nu).mean() + 0.5) * math.sqrt(math.log(m) * math.log(B) / B)
        best = max(best, float(np.abs(step[lucky, j]).max()) / shape)
    return best


def test_a98_update_ratio_grows_with_b() -> None:
    """thesis.ch2.eqA.98: the lucky neurons' one-step p_j update (A.68) against (A.98)'s shape grows with B like
    sqrt(B / log B) (N = B, m = M^2 ln B): no constant serves."""
    small = [_a98_ratio(256, s) for s in range(3)]
    large = [_a98_ratio(16384, s) for s in range(3)]
    assert min(large) > 2.5 * max(small), (small, large)


def _ch3_step0(N: int, seed: int, M: int, deg: int) -> tuple:
    """The noise-free Chapter 3 model at t = 0 that the (B.105)-(B.113) second paths share (own graph and draws, see
    _b105_ratio): (m, pats, y, V, W_O^(0), a, pre), V_n = sum_s softmax e_{pattern(s)}, pre = V W_O^T; every hinge
    active is asserted."""
    import scipy.sparse as sps

    rng = np.random.default_rng(seed)
    m = math.ceil(M * M * math.log(N))
    q = N // 4
    pats = np.concatenate([np.zeros(q, int), np.ones(q, int), rng.integers(2, M, N - 2 * q)])
    y = np.where(pats == 0, 1, np.where(pats == 1, -1, rng.choice([-1, 1], N)))
    cls = np.where(y == 1, 0, 1)                                             # the class pattern each node links to
    src = np.repeat(np.arange(N), deg)
    dst = np.where(cls[src] == 0, rng.integers(0, q, src.size), rng.integers(q, 2 * q, src.size))
    A = sps.coo_matrix((np.ones(src.size), (src, dst)), shape=(N, N)).tocsr()
    A = ((A + A.T) > 0).astype(float)
    reach = ((A + A @ A + sps.identity(N)) > 0).astype(float)               # distance <= 2, itself included
    cnt = reach @ np.eye(M)[pats]                                            # (n, k) nodes of pattern k reached
    w = cnt * np.exp(np.eye(M)[pats])                                        # logit 1 on the own pattern
    V = w / w.sum(1, keepdims=True)                                          # V_n = sum_s softmax e_{pattern(s)}
    WO = 0.01 * rng.standard_normal((m, M))
    a = rng.choice([-1.0, 1.0], m) / math.sqrt(m)
    pre = V @ WO.T
    assert np.all(1 - y * (np.maximum(pre, 0) @ a) > 0)                     # every hinge active
    return m, pats, y, V, WO, a, pre


def _b105_ratio(N: int, seed: int, M: int = 4, deg: int = 3, eta: float = 0.5) -> float:
    """(B.105) at t = 0 on the noise-free Chapter 3 model (node features e_{pattern}, W_K = W_Q = W_V = I, W_O entries
    N(0, 0.01^2), a_i = +-1/sqrt(m), m = ceil(M^2 ln N)), own graph: N/4 nodes of mu_1 (y = +1), N/4 of mu_2 (y = -1),
    the rest of patterns 3..M with random labels; every node links to deg random nodes of its class pattern (a
    discriminative node to its own pattern); node n aggregates the nodes within distance 2 (itself included), the
    softmax logit x_s^T x_n = 1[same pattern]. Every hinge is active (|F| << 1), so one SGD step of the batch (every
    node, B = N) moves W_O(i,:) by eta (1/B) sum_n y_n a_i 1[W_O(i) V_n >= 0] V_n; its p_2 = e_2 component for the
    lucky neurons (a_i > 0, active on a mu_1 node), against (B.105)'s t = 0 shape (eta/a)(1/B) sum_n (nu_n + sigma)
    sqrt(log m log B / B) with nu_n = 1 (its largest value) and sigma = 0.2. Returns the largest ratio."""
    m, pats, y, V, WO, a, pre = _ch3_step0(N, seed, M, deg)
    lucky = (a > 0) & ((pre > 0) & (pats == 0)[:, None]).any(0)
    step = eta * ((y[:, None] * (pre >= 0)).T @ V) * a[:, None] / N          # (m, M)
    shape = eta / math.sqrt(m) * (1 + 0.2) * math.sqrt(math.log(m) * math.log(N) / N)
    return float(np.abs(step[lucky, 1:]).max()) / shape


def test_b105_update_ratio_grows_with_n() -> None:
    """thesis.ch3.eqB.105: the lucky neurons' one-step p_j update (p_j = mu_2 and the non-discriminative patterns)
    keeps a nonzero mean (the nodes attending mu_2 nodes are mu_2 nodes and class -1 nodes, all y = -1), while
    (B.105)'s shape falls like sqrt(log m log B / B): the ratio grows like sqrt(B / log^2 B) along B = N."""
    small = [_b105_ratio(400, s) for s in range(3)]
    large = [_b105_ratio(25600, s) for s in range(3)]
    assert min(large) > 3 * max(small), (small, large)


def test_b178_t1_positive_where_printed_side_is_small() -> None:
    """thesis.ch3.eqB.178 by hand: 6 nodes, patterns e_1 (mu_1), e_2 (mu_2), e_3, e_4 (non-discriminative), W_K =
    W_Q = W_V = I (noise-free: z(t) = 0, so (B.12) holds with any sigma >= 0), b = 0. Node l = 0 (mu_1, y = +1); nodes
    1, 2 of pattern e_3 (y = +1) adjacent to l; node 4 (mu_1) adjacent to node 1; node 3 of pattern e_4 (y = -1)
    adjacent to node 5 (mu_2). S^{l,t} = every node, z = 1: N_z^l = {1, 2}, A = {1, 2}, C = {3}. W_O(i) = 0.01 (1, 0,
    1, -1), a_i > 0, active on l (a lucky neuron). T_1 of (B.174) = W_out sum_A f sm - W_in sum_C f sm > 0, while the
    printed side sigma ||W_O|| (2/6)(4/6) is 0 at sigma = 0 and below T_1 even at sigma = 1/M = 1/4."""
    pats = np.array([0, 2, 2, 3, 0, 1])
    edges = [(0, 1), (0, 2), (1, 4), (3, 5)]
    N = len(pats)
    dist = np.full(N, np.inf)
    dist[0], frontier = 0, [0]
    while frontier:                                                          # breadth-first distances from l
        nxt = []
        for u in frontier:
            for e in edges:
                for v, w in (e, e[::-1]):
                    if v == u and dist[w] == np.inf:
                        dist[w] = dist[u] + 1
                        nxt.append(w)
        frontier = nxt
    x = np.eye(4)[pats]
    wo = 0.01 * np.array([1.0, 0.0, 1.0, -1.0])
    logit = x @ x[0]
    sm = np.exp(logit) / np.exp(logit).sum()
    assert wo @ (sm @ x) > 0                                                 # active on the mu_1 node l
    inn = dist == 1
    nd = pats >= 2
    f = x @ wo
    T1 = (f * sm)[inn & nd].sum() * sm[~inn].sum() - (f * sm)[~inn & nd].sum() * sm[inn].sum()
    for sigma in (0.0, 0.25):
        printed = sigma * np.linalg.norm(wo) * (inn & nd).sum() / N * (~inn).sum() / N
        assert T1 > 1.5 * printed and T1 > 1e-3, (sigma, T1, printed)


def test_b181_left_side_stays_while_printed_side_vanishes() -> None:
    """thesis.ch3.eqB.181: ||W_O(i)^(t)(W_V^(t) x_s - W_V^(t) x_j)|| for x_s = mu_1, x_j = mu_2 depends on W_O and W_V
    only. Own numpy model (x_n = e_{pattern}, W_K = W_Q = I, W_V orthogonal, W_O entries N(0, xi^2), xi = 0.01, a_i =
    +-1/sqrt(m)) on the graph of _b105_ratio (N = 200), one full-batch hinge step of W_O and W_V (analytic gradients;
    every hinge active): at t = 0 the printed side is 0 while the left side is > 0; at t = 1 the left side tends to
    its t = 0 value as eta -> 0 while xi eta t^2 m/a^2 + (eta t m/a)(xi eta t^2 m/a^2)^2 falls like eta."""
    import scipy.sparse as sps

    rng = np.random.default_rng(5)
    N, M, m, deg, xi = 200, 4, 32, 3, 0.01
    q = N // 4
    pats = np.concatenate([np.zeros(q, int), np.ones(q, int), rng.integers(2, M, N - 2 * q)])
    y = np.where(pats == 0, 1, np.where(pats == 1, -1, rng.choice([-1, 1], N)))
    src = np.repeat(np.arange(N), deg)
    dst = np.where(y[src] == 1, rng.integers(0, q, src.size), rng.integers(q, 2 * q, src.size))
    A = sps.coo_matrix((np.ones(src.size), (src, dst)), shape=(N, N)).tocsr()
    A = ((A + A.T) > 0).astype(float)
    reach = ((A + A @ A + sps.identity(N)) > 0).astype(float)
    cnt = reach @ np.eye(M)[pats]
    w = cnt * np.exp(np.eye(M)[pats])
    H = w / w.sum(1, keepdims=True)                                          # sum_s softmax x_s (pattern masses)
    WV = np.linalg.qr(rng.standard_normal((M, M)))[0]
    WO = xi * rng.standard_normal((m, M))
    a = rng.choice([-1.0, 1.0], m) / math.sqrt(m)
    pre = H @ WV.T @ WO.T                                                    # (n, i)
    assert np.all(1 - y * (np.maximum(pre, 0) @ a) > 0)
    lucky = (a > 0) & ((pre > 0) & (pats == 0)[:, None]).any(0)
    G = (y[:, None] * (pre >= 0) * a[None, :]) / N                           # -dLoss/dF_n dF_n/d(relu arg)
    gWO = G.T @ (H @ WV.T)                                                   # descent direction for W_O (m, M)
    gWV = WO.T @ G.T @ H                                                     # descent direction for W_V (M, M)
    e = np.eye(M)[0] - np.eye(M)[1]
    lhs0 = np.abs(WO @ WV @ e)[lucky].max()
    assert lhs0 > 1e-3                                                       # t = 0: the printed side is 0
    ratios = []
    for eta in (1e-2, 1e-3, 1e-4, 1e-5):
        lhs = np.abs((WO + eta * gWO) @ (WV + eta * gWV) @ e)[lucky].max()
        u = xi * eta
        ratios.append(lhs / (u + eta * math.sqrt(m) * u ** 2))
    assert ratios[-1] > 500 * ratios[0], ratios


def _b106_ratio(N: int, seed: int, ref: int, M: int = 4, deg: int = 3, eta: float = 0.5) -> float:
    """(B.106) (ref = 0, lucky neurons a_i > 0 active on a mu_1 node) and (B.108) (ref = 1, a_i < 0 active on a mu_2
    node) at t = 0 on the noise-free Chapter 3 model of _b105_ratio's own graph (W_K = W_Q = W_V = I, so p_k = e_k;
    W_O^(0) entries N(0, 0.01^2), a_i = +-1/sqrt(m), m = ceil(M^2 ln N)): W_O^(1) = W_O^(0) + the one full-batch
    hinge step (every hinge active). Returns sqrt(N) max_{i, j != ref} W_O(i)^(1) e_j / max_i W_O(i)^(1) e_ref over
    the neurons of the set with W_O(i)^(1) e_ref > 0: the ratio of the left side to (1/sqrt(B)) W_O^(1) p_ref."""
    m, pats, y, V, WO, a, pre = _ch3_step0(N, seed, M, deg)
    sgn = 1.0 if ref == 0 else -1.0
    members = (sgn * a > 0) & ((pre > 0) & (pats == ref)[:, None]).any(0)
    W1 = WO + eta * ((y[:, None] * (pre >= 0)).T @ V) * a[:, None] / N
    cand = members & (W1[:, ref] > 0)
    others = [k for k in range(M) if k != ref]
    return math.sqrt(N) * float(W1[cand][:, others].max()) / float(W1[cand, ref].max())


def test_b106_ratio_grows_with_n() -> None:
    """thesis.ch3.eqB.106: after one step the lucky neurons' largest component on a p_j != p_1 stays of the order of
    their largest p_1 component (both O(xi + eta/a x mass): the initial W_O^(0) and the one-signed update), so the
    ratio to (1/sqrt(B)) W_O^(1) p_1 grows like sqrt(B) along B = N."""
    small = [_b106_ratio(400, s, 0) for s in range(3)]
    large = [_b106_ratio(25600, s, 0) for s in range(3)]
    assert min(large) > 4 * max(small), (small, large)


def test_b108_ratio_grows_with_n() -> None:
    """thesis.ch3.eqB.108: the same for i in U_l(0) (a_i < 0, active on a mu_2 node) and reference p_2."""
    small = [_b106_ratio(400, s, 1) for s in range(3)]
    large = [_b106_ratio(25600, s, 1) for s in range(3)]
    assert min(large) > 4 * max(small), (small, large)


def _b113_ratio(N: int, seed: int, M: int = 4, deg: int = 3, eta: float = 0.5) -> float:
    """(B.113) on _b106_ratio's model and graph (same construction, same draws): sqrt(N) max over the neurons outside
    W_l(0) (a_i > 0 active on a mu_1 node) and U_l(0) (a_i < 0 active on a mu_2 node) and every pattern of W_O(i)^(1)
    e_k, over max_{j in W_l(0), W_O(j)^(1) e_1 > 0} W_O(j)^(1) e_1."""
    m, pats, y, V, WO, a, pre = _ch3_step0(N, seed, M, deg)
    act = pre > 0
    in_w = (a > 0) & (act & (pats == 0)[:, None]).any(0)
    in_u = (a < 0) & (act & (pats == 1)[:, None]).any(0)
    W1 = WO + eta * ((y[:, None] * (pre >= 0)).T @ V) * a[:, None] / N
    rest = ~in_w & ~in_u
    assert rest.any()
    return math.sqrt(N) * float(W1[rest].max()) / float(W1[in_w & (W1[:, 0] > 0), 0].max())


def test_b113_ratio_grows_with_n() -> None:
    """thesis.ch3.eqB.113: the neurons outside W_l(0) cup U_l(0) keep O(xi) components on every pattern (W_O^(0)),
    of the order of the lucky neurons' p_1 component after one step: the ratio grows like sqrt(B) along B = N."""
    small = [_b113_ratio(400, s) for s in range(3)]
    large = [_b113_ratio(25600, s) for s in range(3)]
    assert min(large) > 4 * max(small), (small, large)


def _b112_ratio(N: int, seed: int, M: int = 4, deg: int = 3, eta: float = 0.5) -> float:
    """(B.112) at t = 0 on _b113_ratio's model and graph: the largest |one-step update| on a pattern e_k over the
    neurons outside W_l(0) and U_l(0), against (eta/a)(||p|| + sigma) sqrt(log m log B / B), ||p|| = 1, sigma = 0.2."""
    m, pats, y, V, WO, a, pre = _ch3_step0(N, seed, M, deg)
    act = pre > 0
    rest = ~((a > 0) & (act & (pats == 0)[:, None]).any(0)) & ~((a < 0) & (act & (pats == 1)[:, None]).any(0))
    step = eta * ((y[:, None] * (pre >= 0)).T @ V) * a[:, None] / N
    shape = eta * math.sqrt(m) * (1 + 0.2) * math.sqrt(math.log(m) * math.log(N) / N) / m
    return float(np.abs(step[rest]).max()) / shape


def test_b112_update_ratio_grows_with_n() -> None:
    """thesis.ch3.eqB.112: the neurons outside W_l(0) cup U_l(0) active on class -1 nodes (or class +1 nodes) get a
    one-signed update on p_2 (p_1): the y-signed batch mean does not shrink, the printed side falls like
    sqrt(log m log B / B), so the ratio grows along B = N."""
    small = [_b112_ratio(400, s) for s in range(3)]
    large = [_b112_ratio(25600, s) for s in range(3)]
    assert min(large) > 3 * max(small), (small, large)


def _b107_min_u(N: int, seed: int, eta: float, M: int = 4, deg: int = 3) -> float:
    """(B.107) at t = 0 on _b106_ratio's own graph and model (W_K = W_Q = W_V = I, p_k = e_k, W_O^(0) entries
    N(0, 0.01^2), a_i = +-1/sqrt(m), m = ceil(M^2 ln N)), rebuilt here: min over U_l(0) (a_i < 0, W_O(i)^(0) V_n(0) > 0
    for a mu_2 node n, (B.5)) of W_O(i)^(1) e_2 / xi, after the one full-batch hinge step (every hinge active)."""
    import scipy.sparse as sps

    rng = np.random.default_rng(seed)
    m = math.ceil(M * M * math.log(N))
    q = N // 4
    pats = np.concatenate([np.zeros(q, int), np.ones(q, int), rng.integers(2, M, N - 2 * q)])
    y = np.where(pats == 0, 1, np.where(pats == 1, -1, rng.choice([-1, 1], N)))
    cls = np.where(y == 1, 0, 1)
    src = np.repeat(np.arange(N), deg)
    dst = np.where(cls[src] == 0, rng.integers(0, q, src.size), rng.integers(q, 2 * q, src.size))
    A = sps.coo_matrix((np.ones(src.size), (src, dst)), shape=(N, N)).tocsr()
    A = ((A + A.T) > 0).astype(float)
    reach = ((A + A @ A + sps.identity(N)) > 0).astype(float)
    w = (reach @ np.eye(M)[pats]) * np.exp(np.eye(M)[pats])
    V = w / w.sum(1, keepdims=True)
    WO = 0.01 * rng.standard_normal((m, M))
    a = rng.choice([-1.0, 1.0], m) / math.sqrt(m)
    pre = V @ WO.T
    assert np.all(1 - y * (np.maximum(pre, 0) @ a) > 0)
    U = (a < 0) & ((pre > 0) & (pats == 1)[:, None]).any(0)
    W1 = WO + eta * ((y[:, None] * (pre >= 0)).T @ V) * a[:, None] / N
    return float(W1[U, 1].min()) / 0.01


def test_b107_u_neuron_p2_component_negative() -> None:
    """thesis.ch3.eqB.107: a neuron of U_l(0) (active on some mu_2 node's aggregate V_n(0), which mixes its neighbours'
    patterns) can have a negative p_2 component W_O(i)^(0) e_2, and a small step keeps it negative, while the printed
    side is >= xi > 0: no constant c > 0 gives W_O(i)^(1) p_2 >= c xi."""
    vals = [_b107_min_u(1600, s, eta) for s in range(4) for eta in (0.1, 0.01)]
    assert max(vals) < 0, vals
