"""Independent checks for the round-13 App. D claims of the thesis (``checks/papers/thesis/r13_thesisD.py``): the
second layer of the three-layer GCN of Chapter 5 rebuilt in numpy from (D.84)-(D.87) (L7418-L7466), the
initialisation (L1485) and the smoothing (L1497), sharing no code with the claims' measurements or bounds."""

from __future__ import annotations

import numpy as np


def _sym_norm(adj: np.ndarray) -> np.ndarray:
    """A = D^{-1/2} (adj + I) D^{-1/2} (Table D.1's normalized adjacency with self-loops)."""
    a = adj + np.eye(adj.shape[0])
    s = 1.0 / np.sqrt(a.sum(axis=1))
    return a * s[:, None] * s[None, :]


def _first_order_delta(A: np.ndarray, X: np.ndarray, m1: int, m2: int, tw_inf: float, tv_inf: float,
                       rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """d/d eta at eta = 0 of (D.87) at fixed signs: (Z Sigma V'') + A((A X W'' Sigma) . D_w)(V + V^rho), and the two
    Cauchy-Schwarz bounds per (n, j)."""
    d = X.shape[1]
    W = rng.normal(0, 1 / np.sqrt(m1), (d, m1)) + rng.normal(0, 0.1 / m1, (d, m1))  # W^(0) + W^rho
    V = rng.normal(0, 1 / np.sqrt(m2), (m1, m2)) + rng.normal(0, 0.5 / np.sqrt(m2), (m1, m2))  # V^(0) + V^rho
    b = rng.normal(0, 1 / np.sqrt(m1), m1)
    Wpp = rng.normal(size=(d, m1))
    Wpp *= tw_inf / np.linalg.norm(Wpp, axis=0)
    Vpp = rng.normal(size=(m1, m2))
    Vpp *= tv_inf / np.linalg.norm(Vpp, axis=0)
    sigma = np.where(rng.random(m1) < 0.5, -1.0, 1.0)
    pre = A @ X @ W + b
    mask = (pre >= 0).astype(float)
    Z = A @ (pre * mask)
    t3 = A @ ((A @ X @ Wpp) * sigma * mask)
    delta = (Z * sigma) @ Vpp + t3 @ V
    cs = np.linalg.norm(Z, axis=1)[:, None] * np.linalg.norm(Vpp, axis=0)[None, :] \
        + np.linalg.norm(t3, axis=1)[:, None] * np.linalg.norm(V, axis=0)[None, :]
    return delta, cs, t3


def test_l7484_cauchy_schwarz_holds_draw_by_draw() -> None:
    """The correction of L7484 (constant 1): |delta^(1)_{n,j}| <= ||Z_n|| ||V''_j|| + ||T3_n|| ||(V + V^rho)_j|| for
    every entry of every draw, on random graphs, widths and perturbation sizes; on one node with m1 = 2 it is
    nearly tight (a column of V'' nearly parallel to Z_n Sigma among many columns), and along m2 at m1 = 64 the
    entrywise maximum over the Cauchy-Schwarz value rises (like sqrt(2 log m2 / m1)) but stays below 1."""
    rng = np.random.default_rng(7484)
    for _ in range(60):
        N, d = int(rng.integers(1, 7)), int(rng.integers(1, 4))
        adj = np.triu((rng.random((N, N)) < rng.random()).astype(float), 1)
        A = _sym_norm(adj + adj.T)
        X = rng.normal(size=(N, d))
        X /= np.linalg.norm(X, axis=1, keepdims=True)
        delta, cs, _ = _first_order_delta(A, X, int(rng.integers(2, 200)), int(rng.integers(2, 60)),
                                          10 ** rng.uniform(-6, 0), 10 ** rng.uniform(-6, 0), rng)
        assert np.all(np.abs(delta) <= cs * (1 + 1e-12))
    one = np.ones((1, 1))
    tight = max(float(np.max(np.abs(d_)[c_ > 0] / c_[c_ > 0], initial=0.0)) for d_, c_, _ in
                (_first_order_delta(one, one, 2, 400, 1e-12, 1.0, rng) for _ in range(9)))
    assert 0.99 < tight <= 1.0 + 1e-12
    ratios = []
    for m2 in (2, 64, 4096):
        r = [float(np.max(np.abs(d_)) / np.max(c_)) for d_, c_, _ in
             (_first_order_delta(one, one, 64, m2, 1.0, 1e-9, rng) for _ in range(7))]
        ratios.append(float(np.median(r)))
    assert ratios[0] < ratios[1] < ratios[2] < 1.0


def _hub_adjacency(K: int, H: int):
    """Sparse normalized adjacency (self-loops) of the hub graph: node 0 joined to hubs 1..K, hub k joined to its own
    H leaves."""
    import scipy.sparse as sp

    hubs = np.arange(1, K + 1)
    leaves = K + 1 + np.arange(K * H)
    rows = np.concatenate([np.zeros(K, int), np.repeat(hubs, H)])
    cols = np.concatenate([hubs, leaves])
    n = 1 + K + K * H
    adj = sp.coo_matrix((np.ones(rows.size), (rows, cols)), shape=(n, n)).tocsr()
    adj = adj + adj.T + sp.identity(n, format="csr")
    s = sp.diags(1.0 / np.sqrt(np.asarray(adj.sum(axis=1)).ravel()))
    return (s @ adj @ s).tocsr()


def _centre_second_layer(A, w: np.ndarray, b: np.ndarray, V: np.ndarray) -> np.ndarray:
    """Row 0 of (A (A X w + B_1) . D_w) V with x_k = 1 (d = 1), the mask recomputed from the pre-activation."""
    ax = np.asarray(A.sum(axis=1)).ravel()  # A X with X = 1
    row = A.getrow(0)
    pre = ax[row.indices][:, None] * w[None, :] + b[None, :]
    return (row.data @ np.maximum(pre, 0.0)) @ V


def test_l7484_m1_eq_m2_gap_grows_like_the_graph_norm() -> None:
    """L7484 at m1 = m2 = m = 64 on hub graphs (H = sqrt(2K)): the first-order change of the centre's second-layer
    row under W -> W + eta W'' Sigma (finite difference at eta = 1e-9, masks recomputed, full V^(0) + V^rho), over
    ||A||_inf tau_{w,inf}, grows about as fast as ||A||_inf itself from K = 8 to K = 2048 (x3.8 in ||A||_inf): the
    row passes through A twice. Table 5.1's sigma_w, sigma_v; W' = V' = 0."""
    m, eta, tw = 64, 1e-9, 1.0
    ratios, norms = [], []
    for K in (8, 128, 2048):
        A = _hub_adjacency(K, round(np.sqrt(2 * K)))
        ainf = float(np.abs(A).sum(axis=1).max())
        rng = np.random.default_rng(20261130 + K)
        vals = []
        for _ in range(9):
            w = rng.normal(0, m**-0.5, m) + rng.normal(0, m ** -0.99, m)
            b = rng.normal(0, m**-0.5, m)
            V = rng.normal(0, m**-0.5, (m, m)) + rng.normal(0, m ** -0.51, (m, m))
            wpp = tw * np.where(rng.random(m) < 0.5, -1.0, 1.0) * np.where(rng.random(m) < 0.5, -1.0, 1.0)
            diff = (_centre_second_layer(A, w + eta * wpp, b, V) - _centre_second_layer(A, w, b, V)) / eta
            vals.append(float(np.abs(diff).max()))
        ratios.append(float(np.median(vals)) / (ainf * tw))
        norms.append(ainf)
    assert norms[2] / norms[0] > 3.5
    assert ratios[0] < ratios[1] < ratios[2]
    assert ratios[2] / ratios[0] > 0.6 * norms[2] / norms[0]
    assert ratios[2] > 10.0


def _centre_first_layer(A, w: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Row 0 of Z = A((A X w + B_1) . D_w) with x_k = 1 (d = 1)."""
    ax = np.asarray(A.sum(axis=1)).ravel()
    row = A.getrow(0)
    return row.data @ np.maximum(ax[row.indices][:, None] * w[None, :] + b[None, :], 0.0)


def test_l7478_term2_grows_like_the_graph_norm_squared() -> None:
    """L7478 on hub graphs (H = sqrt(2K)) at m1 = 64: with V'' = tau_{v,inf} e_{i*} in every column (i* the largest
    entry of the centre's row of Z at W^(0)), max_j |(Z Sigma V'')_{0,j}| = tau_{v,inf} |Z_{0,i*}| at W^(0) + W^rho;
    over ||A||_inf tau_{v,inf} m1^{-1/2} it grows with ||A||_inf (K = 8 -> 2048: ||A||_inf x3.8), while at K = 8 it
    grows only like sqrt(log m1) from m1 = 64 to 4096."""
    tv = 1.0

    def ratio(K: int, m1: int) -> tuple[float, float]:
        A = _hub_adjacency(K, round(np.sqrt(2 * K)))
        ainf = float(np.abs(A).sum(axis=1).max())
        rng = np.random.default_rng(7478 + K + m1)
        vals = []
        for _ in range(9):
            w0 = rng.normal(0, m1**-0.5, m1)
            w = w0 + rng.normal(0, m1 ** -0.99, m1)
            b = rng.normal(0, m1**-0.5, m1)
            i_star = int(np.argmax(np.abs(_centre_first_layer(A, w0, b))))
            sigma = np.where(rng.random(m1) < 0.5, -1.0, 1.0)
            vpp = np.zeros((m1, 5))
            vpp[i_star, :] = tv
            vals.append(float(np.abs((_centre_first_layer(A, w, b) * sigma) @ vpp).max()))
        return float(np.median(vals)) / (ainf * tv / np.sqrt(m1)), ainf

    r8, a8 = ratio(8, 64)
    r128, _ = ratio(128, 64)
    r2048, a2048 = ratio(2048, 64)
    assert r8 < r128 < r2048 and r2048 / r8 > 0.6 * a2048 / a8 and r2048 > 10.0
    r8_big, _ = ratio(8, 4096)
    assert r8_big / r8 < 2.0


def _hub_adjacency_dense(K: int, H: int) -> np.ndarray:
    """Dense 0/1 adjacency of the hub graph: node 0 joined to hubs 1..K, hub k joined to H leaves of its own."""
    N = 1 + K + K * H
    adj = np.zeros((N, N))
    for k in range(1, K + 1):
        adj[0, k] = adj[k, 0] = 1.0
        for h in range(H):
            leaf = K + 1 + (k - 1) * H + h
            adj[k, leaf] = adj[leaf, k] = 1.0
    return adj


def test_d71_hub_graph_reading_grows_like_the_graph_norm() -> None:
    """(D.71) under the reading 'V' fixed before Sigma': V' = tau_v e_{j*} e_1^T (j* the largest entry of Z_0 at
    W^(0), before Sigma) gives ||Z_0 Sigma V'||_2 = tau_v max_j |Z_0j|, Z = A(A X W^(0)) . D_w (D_w = 1[A(A X W^(0) +
    B_1) >= 0], B_1 = 1 beta^T). On hub graphs (H = round(sqrt(2K))) its ratio to ||A||_inf m1^{-1/2} tau_v log(e
    m1) grows with K (dense matrices, unit aligned features)."""
    m1, tv = 2000, 1.0
    ratios = []
    for K in (8, 32, 128):
        H = max(1, round(np.sqrt(2 * K)))
        A = _sym_norm(_hub_adjacency_dense(K, H))
        X = np.ones((A.shape[0], 1))
        ainf = np.abs(A).sum(axis=1).max()
        rows = []
        for seed in range(5):
            rng = np.random.default_rng(seed)
            W = rng.normal(0, 1 / np.sqrt(m1), (1, m1))
            beta = rng.normal(0, 1 / np.sqrt(m1), m1)
            AX = A @ X
            pre0 = (A @ AX) @ W + A.sum(axis=1)[:, None] * beta[None, :]  # row 0 only is needed
            Z0 = (A[0] @ AX) @ W * (pre0[0] >= 0)
            rows.append(tv * np.abs(Z0).max())
        ratios.append(np.median(rows) / (ainf * m1**-0.5 * tv * np.log(np.e * m1)))
    assert ratios[0] < ratios[1] < ratios[2]
    assert ratios[2] > 1.8 * ratios[0]


def test_l7446_hub_graphs_mask_difference() -> None:
    """L7446 under the mask difference D_{w,rho,eta} - D_{w,rho}: at P_0 = -eps 1 (eps -> 0^+), aligned unit x_n, W''
    columns tau e_1, Sigma = I, the pre-activation crosses zero at every node and |P_eta| there is eta tau (A^2 1)_n.
    On hub graphs the maximum, eta tau ||A^2||_inf, exceeds the printed eta ||A||_inf tau by a factor growing with
    K (dense matrices)."""
    eta, tau, eps = 1e-3, 0.7, 1e-12
    factors = []
    for K in (8, 32, 128):
        H = max(1, round(np.sqrt(2 * K)))
        A = _sym_norm(_hub_adjacency_dense(K, H))
        N = A.shape[0]
        X = np.ones((N, 1))
        Wpp = np.full((1, 2), tau)
        P0 = A @ np.full((N, 2), -eps)
        Pe = P0 + eta * (A @ A @ X @ Wpp)
        zdiff = np.abs(Pe * ((Pe > 0).astype(float) - (P0 > 0).astype(float))).max()
        ainf = np.abs(A).sum(axis=1).max()
        factors.append(zdiff / (eta * ainf * tau))
        assert zdiff <= eta * tau * np.abs(A @ A).sum(axis=1).max() * (1 + 1e-9)
    assert factors[0] > 1.1 and factors[0] < factors[1] < factors[2] and factors[2] > 2.5


def test_d76_hub_graph_worst_grows_like_the_graph_norm() -> None:
    """(D.76) on dense hub graphs (H = round(sqrt(2K)), aligned unit features, the centre node, m1 = 400): Z_1 =
    A(A X W' Sigma) . D_{w,x}^(0) with the Hoelder-worst W' (w'_i = tau_w k^{-1/4} on the k active coordinates of
    the centre, ||W'||_{2,4} = tau_w) and V' rank one along (Z_{1,0} Sigma)^T (||V'||_F = tau_v): ||Z_{1,0} Sigma
    V'|| / (tau_v ||A||_inf tau_w m1^{1/4}) grows with K (no random W' of the same budget does better)."""
    rng = np.random.default_rng(76)
    m1, tv = 400, 0.3
    tw = m1**-0.75
    ratios = []
    for K in (8, 32, 128):
        H = max(1, round(np.sqrt(2 * K)))
        A = _sym_norm(_hub_adjacency_dense(K, H))
        N = A.shape[0]
        ainf = float(np.abs(A).sum(axis=1).max())
        X = np.ones((N, 1))
        W0 = rng.normal(0.0, m1**-0.5, (1, m1))
        B1 = np.ones((N, 1)) * rng.normal(0.0, m1**-0.5, (1, m1))
        D0 = (A[0] @ (A @ X @ W0 + B1) >= 0).astype(float)
        sig = rng.choice([-1.0, 1.0], m1)
        k = int(D0.sum())
        AAX0 = (A @ (A @ X))[0]

        def value(w: np.ndarray, AAX0: np.ndarray = AAX0, sig: np.ndarray = sig, D0: np.ndarray = D0) -> float:
            z = (AAX0 @ w[None, :]) * sig * D0  # (A(A X W' Sigma))_0 . D_0
            return tv * float(np.linalg.norm(z * sig))  # ||Z_{1,0} Sigma V'|| at the rank-one V'

        best = value(D0 * tw * k**-0.25)
        for _ in range(3):
            w = rng.normal(size=m1)
            w *= tw / float((w**4).sum()) ** 0.25
            assert value(w) <= best * (1 + 1e-9)
        ratios.append(best / (tv * ainf * tw * m1**0.25))
    assert ratios[0] < ratios[1] < ratios[2]
    assert ratios[2] > 2.0 * ratios[0]
