"""Second path of checks/papers/thesis/r25_thesisX.py (thesis App. D, round 25, helper thesisX), in numpy, sharing no
code with the claim's measure or bound: (D.97) at A* = [p] (one node), finite eta, plain Monte Carlo over W^rho, V^rho."""

from __future__ import annotations

import numpy as np


def _d97_gap_over_eta(p: float, eta: float, seed: int = 0, m1: int = 16, m2: int = 16, S: int = 20000) -> float:
    """E_{W^rho, V^rho}|f - g| / eta for the network (D.93)-(D.94) on one node (A* = [p], X = [1], q = [1]) at W_t =
    V_t = 0, W^ = 0, V^ a fixed m1 x m2 matrix with ||V^||_F = 1 and Sigma a fixed sign diagonal: f takes the second
    layer's signs at the update V0 + V^rho + sqrt(eta) Sigma V^, g at V0 + V^rho (the first layer does not move).
    Table D.2's sigma_w = m1^{-0.99}, sigma_v = m2^{-0.51}; the same draws for every p (common random numbers)."""
    r = np.random.default_rng(seed)
    W0, b1 = r.normal(0, m1**-0.5, m1), r.normal(0, m1**-0.5, m1)
    V0, c = r.normal(0, m2**-0.5, (m1, m2)), r.normal(0, 1.0, m2)
    Vh = r.standard_normal((m1, m2))
    Vh /= np.linalg.norm(Vh)
    sig = r.choice([-1.0, 1.0], m1)
    Wr = r.normal(0, m1**-0.99, (S, m1))
    Vr = r.normal(0, m2**-0.51, (S, m1, m2))
    z = p * np.maximum(p * (W0[None] + Wr) + b1[None], 0.0)            # A*(A* X W + B_1) . D_w, (S, m1)
    y0 = np.einsum("si,sij->sj", z, V0[None] + Vr)                     # g's second-layer pre-activations
    y = y0 + np.sqrt(eta) * (z * sig[None]) @ Vh                       # at the update
    gap = p * np.abs(((y * ((y >= 0).astype(float) - (y0 >= 0).astype(float))) * c[None]).sum(1))
    return float(gap.mean() / eta)


def test_d97_astar_one_node():
    """|f - g|/eta against (D.97)'s ||q^T A*||_1 ||A*||_inf^2 eps0 = p^3 eps0 (eps0 = 1/2): the ratio grows like 1/p
    (the gap ~ p^2), for every fixed V^; eta = 1e-4 and 1e-5 agree to the Monte Carlo error."""
    eta, eps0 = 1e-4, 0.5
    ps = (1.0, 0.1, 0.01, 0.001)
    gaps = [_d97_gap_over_eta(p, eta) for p in ps]
    ratios = [g / (p**3 * eps0) for g, p in zip(gaps, ps, strict=True)]
    assert all(b > 3.0 * a for a, b in zip(ratios, ratios[1:], strict=False)), ratios
    assert ratios[-1] > 100.0 * ratios[0] and ratios[-1] > 10.0, ratios
    # gap / p^2 settles as p -> 0 (the homogeneity the mechanism rests on; Monte Carlo over rare flips)
    assert abs((gaps[2] / 0.01**2) / (gaps[3] / 0.001**2) - 1.0) < 0.35, gaps
    # finite eta is near the eta -> 0 limit
    assert abs(_d97_gap_over_eta(0.01, 1e-5) / gaps[2] - 1.0) < 0.35, gaps


def _a196_residual(seed: int, L: int, n1: int, n2: int, M: int, B: int = 64, eta: float = 1.0) -> float:
    """(A.196)'s drift term on an own model: one-hot tokens (d = M), W_V = W_K = W_Q = I (attention frozen), W_O entries
    N(0, 1/M), a_(l)i = +-1/sqrt(m), m = ceil(M^2 ln B), labels alternating, one full-batch hinge step on W_V at init.
    Per lucky (i, l, n) (y^n = 1, l a p_1 token, W_O(i) V_l^n > 0): the true drift W_O(i) dW_V X^T att_l against the
    printed -eta sum_k w_k W_O(i) W_O(k)^T (G_k . x_l) (w_k = 1 on the lucky set of (l, n), lambda off it); returns
    min over lambda in [0, 1] of max |true - printed| / max |true|."""
    r = np.random.default_rng(seed)
    m = int(np.ceil(M**2 * np.log(B)))
    y = np.where(np.arange(B) % 2 == 0, 1.0, -1.0)
    pats = np.zeros((B, L), dtype=int)
    X = np.zeros((B, L, M))
    for n in range(B):
        rel, conf = (0, 1) if y[n] > 0 else (1, 0)
        pats[n] = r.permutation(np.array([rel] * n1 + [conf] * n2 + list(r.integers(2, M, L - n1 - n2))))
        X[n, np.arange(L), pats[n]] = 1.0
    S = np.einsum("nsd,nld->nsl", X, X)
    att = np.exp(S) / np.exp(S).sum(1, keepdims=True)
    XA = np.einsum("nsl,nsd->nld", att, X)
    WO = r.standard_normal((m, M)) / np.sqrt(M)
    a = r.choice([-1.0, 1.0], size=(L, m)) / np.sqrt(m)
    pre = XA @ WO.T
    F = (np.maximum(pre, 0) * a[None]).sum(-1).mean(1)
    act = (1 - y * F > 0).astype(float)
    G = np.einsum("nlk,nld->kd", -(y * act)[:, None, None] * a[None] * (pre >= 0) / (B * L), XA)
    dWV = -eta * WO.T @ G
    lucky = (pre > 0) & ((y[:, None] > 0) & (pats == 0))[:, :, None]
    ns, ls, iis = np.nonzero(lucky)
    T = ((WO[iis] @ dWV) * XA[ns, ls]).sum(1)
    C = WO[iis] @ WO.T
    Vk = X[ns, ls] @ G.T
    Wk = lucky[ns, ls]
    PW, PU = -eta * (C * Vk * Wk).sum(1), -eta * (C * Vk * ~Wk).sum(1)
    lams = np.linspace(0, 1, 1001)
    res = np.abs(T[None] - PW[None] - lams[:, None] * PU[None]).max(1)
    return float(res.min() / np.abs(T).max())


def test_a196_drift_own_numpy():
    """(A.196)'s drift term is off by a sizeable fraction of the drift at every lambda in [0, 1]."""
    vals = [_a196_residual(s, L, n1, n2, M) for s, (L, n1, n2, M) in
            [(0, (8, 5, 2, 3)), (1, (12, 5, 2, 4)), (2, (20, 8, 2, 5))]]
    assert min(vals) > 0.1, vals
