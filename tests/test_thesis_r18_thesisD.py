"""Second paths for ``thmcheck.checks.papers.thesis.r18_thesisD`` (own numpy code, from the paper's definitions).

Lemma D.2.6 (L7107): the W2 distance of law(r_{n,i}) to the nearest centred Gaussian, r_{n,i} = sum_j a_{n,j} sum_l
v_{i,l} sigma(a_j X w_l + b_l) ((D.39)) at the centre of a star with an explicit normalized adjacency, by sampling r
itself (no scale mixture, no quadrature): the optimal Gaussian's sd is s* = int_0^1 Q_r(p) Phi^{-1}(p) dp, estimated
from the sorted sample, and the distance is sqrt(E r^2 - s*^2).
"""

from __future__ import annotations

import math

import numpy as np
from scipy.special import ndtri


def _star_centre(D: int) -> tuple[np.ndarray, np.ndarray]:
    """Row of the centre of a star with D leaves in A = D^{-1/2} (Adj + I) D^{-1/2}, built on the full matrix for
    D <= 2000 and on the two node types otherwise; (A X)_j for x_j = e_1 is the row sum of A."""
    if D <= 2000:
        adj = np.zeros((D + 1, D + 1))
        adj[0, 1:] = adj[1:, 0] = 1.0
        At = adj + np.eye(D + 1)
        deg = At.sum(axis=1)
        A = At / np.sqrt(np.outer(deg, deg))
        return A[0], A.sum(axis=1)
    row = np.array([1.0 / (D + 1)] + [1.0 / math.sqrt(2.0 * (D + 1))])
    rows = np.array([1.0 / (D + 1) + D / math.sqrt(2.0 * (D + 1)), 0.5 + 1.0 / math.sqrt(2.0 * (D + 1))])
    return row * np.array([1.0, D]), rows


def _distance_to_gaussians(r: np.ndarray) -> float:
    r = np.sort(r)
    p = (np.arange(r.size) + 0.5) / r.size
    s = float(np.mean(r * ndtri(p)))
    return math.sqrt(max(float(np.mean(r * r)) - s * s, 0.0))


def _sample_r(D: int, m1: int, n: int, seed: int) -> tuple[np.ndarray, float]:
    a, ax = _star_centre(D)
    if D <= 2000:  # the leaves are one type: every (A X)_leaf is equal; aggregate for speed, weights from the full row
        a, ax = np.array([a[0], a[1:].sum()]), np.array([ax[0], ax[1]])
    rng = np.random.default_rng(seed)
    w = rng.normal(0.0, m1**-0.5, (n, m1))
    b = rng.normal(0.0, m1**-0.5, (n, m1))
    U = a[0] * np.maximum(ax[0] * w + b, 0.0) + a[1] * np.maximum(ax[1] * w + b, 0.0)
    v = rng.normal(0.0, 1.0, (n, m1))  # m2 = 1
    return (v * U).sum(axis=1), float(ax[0])


def test_d26_w2_to_gaussians_grows_with_the_hub() -> None:
    """m1 = 1 and 4, m2 = p2 = 1 (the printed right side is m1^{-1/6}): the distance of law(r) to every centred Gaussian
    is ~0.44 ||A||_inf (m1 = 1) and ~0.19 ||A||_inf (m1 = 4), crossing the printed shape by > 100 at D = 1e6."""
    for m1, lo, hi in ((1, 0.38, 0.50), (4, 0.16, 0.23)):
        ratios = []
        for D in (100, 10000, 1000000):
            r, ainf = _sample_r(D, m1, 400000, 11 + D)
            g = _distance_to_gaussians(r)
            assert lo < g / ainf < hi, (m1, D, g / ainf)
            ratios.append(g / m1 ** (-1.0 / 6.0))
        assert ratios[-1] > 100.0 and ratios[-1] > 50.0 * ratios[0], ratios
    # the full adjacency gives the same row as the two-type aggregate
    a, ax = _star_centre(1500)
    assert abs(a.sum() - (1.0 / 1501 + 1500 / math.sqrt(2 * 1501))) < 1e-12 and abs(ax[0] - a.sum()) < 1e-12


# ---------------------------------------------------------------- Lemma D.2.11 (L7424): finite-eta Monte Carlo


def _hub_graph_types(k: int, H: int) -> tuple[np.ndarray, np.ndarray]:
    """Root (degree k, + self-loop), k hubs (root + H leaves + self-loop), k H leaves (hub + self-loop): the normalized
    adjacency's entries a_{n,m} = 1/sqrt(deg_n deg_m), summed over the nodes of each type (a node's row depends on its
    type only). Returns (T, rowsum): T[t, t'] the row of a type-t node summed over type t'."""
    deg = {"r": k + 1.0, "h": H + 2.0, "l": 2.0}
    count = {"r": {"r": 1, "h": k, "l": 0}, "h": {"r": 1, "h": 1, "l": H}, "l": {"r": 0, "h": 1, "l": 1}}
    names = ("r", "h", "l")
    T = np.array([[count[a][b] / math.sqrt(deg[a] * deg[b]) for b in names] for a in names])
    return T, T.sum(axis=1)


def _p_minus_pprime(T, s, W, Wr, b, V, Vr, W2, V2, sig, c, eta):  # noqa: ANN001, ANN202
    """Vectorized over draws (leading axis of Wr, Vr): P = q^T A (relu(A relu(A X W_eta + B1) V_eta)) c and P' the same
    with both sign masks at eta = 0 ((D.84), (D.85)); A X = rowsum e_1 (features e_1), q = e_root."""
    w0 = W[None, :] + Wr                          # (R, m1)
    weta = w0 + eta * W2[None, :] * sig[None, :]
    pre0 = s[None, :, None] * w0[:, None, :] + b[None, None, :]      # (R, 3, m1)
    pre1 = s[None, :, None] * weta[:, None, :] + b[None, None, :]
    D0 = pre0 >= 0
    h_true = pre1 * (pre1 >= 0)
    h_lin = pre1 * D0
    v0 = V[None] + Vr                                                 # (R, m1, m2)
    veta = v0 + eta * sig[None, :, None] * V2[None]
    y0 = np.einsum("tu,rul,rlj->rtj", T, pre0 * D0, v0)
    yP = np.einsum("tu,rul,rlj->rtj", T, h_true, veta)
    yQ = np.einsum("tu,rul,rlj->rtj", T, h_lin, veta)
    P = (T[0][None, :, None] * (yP * (yP >= 0))).sum(axis=1) @ c
    Q = (T[0][None, :, None] * (yQ * (y0 >= 0))).sum(axis=1) @ c
    return np.abs(P - Q)


def test_d211_flip_mass_outgrows_qA1() -> None:
    """k = 256 hubs of H = 256^3 leaves, m1 = m2 = 16, tau_{w,inf} = 1, tau_{v,inf} = 1e-6, Table D.2's sigma's: the
    Monte Carlo of E|P - P'|/eta^2 (first- and second-layer sign changes, finite eta) is stable between two eta's and
    exceeds q^T A 1 ||A||_2^4 (...) (||A||_2 = 1) by > 5; the same at k = 8, H = 512 is below it."""
    m1 = m2 = 16
    sw, sv = m1 ** -0.99, m2 ** -0.51
    out = {}
    for k in (8, 256):
        T, s = _hub_graph_types(k, k**3)
        shape = s[0] * (m1 / sw + (1.0 + 1e-12 / m1) * m2 / sv)
        rng = np.random.default_rng(5)
        W, b = rng.normal(0, m1**-0.5, m1), rng.normal(0, m1**-0.5, m1)
        V, c = rng.normal(0, m2**-0.5, (m1, m2)), rng.normal(0, 1, m2)
        sig = rng.choice([-1.0, 1.0], m1)
        W2 = sig * 0 + rng.choice([-1.0, 1.0], m1)  # d = 1: every column at norm tau_{w,inf} = 1
        V2 = rng.standard_normal((m1, m2))
        V2 *= 1e-6 / np.linalg.norm(V2, axis=0, keepdims=True)
        ests = []
        for eta in (2e-4, 5e-5):
            acc, n = 0.0, 0
            for rep in range(16):
                r2 = np.random.default_rng([9, rep])
                Wr = r2.normal(0, sw, (5000, m1))
                Vr = r2.normal(0, sv, (5000, m1, m2))
                acc += float(_p_minus_pprime(T, s, W, Wr, b, V, Vr, W2, V2, sig, c, eta).sum())
                n += 5000
            ests.append(acc / n / eta**2)
        out[k] = (ests, shape)
    (e8, f8), (e256, f256) = out[8], out[256]
    assert abs(e256[0] / e256[1] - 1.0) < 0.3, e256
    assert min(e256) > 5.0 * f256, (e256, f256)
    assert max(e8) < f8, (e8, f8)


# ---------------------------------------------------------------- (D.65) L7197: r~ has infinite variance


def test_d65_normalized_r_has_infinite_variance() -> None:
    """m1 = m2 = 1, the path 0 - 1 - 2 with self-loops and features (+1, +1, -1), node n = 0: sample (w, b, v) ~ N(0,
    I), r = v sum_m a_{0,m} relu(a_m X w + b), r~ = r E|u|/|u| on u = relu(a_0 X w + b) > 0 (E|u| by its own Monte
    Carlo). E[min(r~^2, T); u > 0] grows like sqrt(T) (x ~10 per x100 in T once T >> E r^2), and sqrt of it minus ||r||_2 (a lower
    bound on W2(r, r~) for every coupling) exceeds ||A||_inf sqrt(||A||_inf^2 + 1) at T = 1e6 E r^2."""
    adj = np.array([[0.0, 1.0, 0.0], [1.0, 0.0, 1.0], [0.0, 1.0, 0.0]]) + np.eye(3)
    deg = adj.sum(axis=1)
    A = adj / np.sqrt(np.outer(deg, deg))
    ax = A @ np.array([1.0, 1.0, -1.0])
    ainf = float(np.abs(A).sum(axis=1).max())
    rng = np.random.default_rng(2026)
    n, chunks = 4_000_000, 6
    Eu_acc, r2_acc = 0.0, 0.0
    trunc: dict = {}
    for _ in range(chunks):
        w, b, v = rng.standard_normal(n), rng.standard_normal(n), rng.standard_normal(n)
        u = np.maximum(ax[0] * w + b, 0.0)
        U = A[0, 0] * np.maximum(ax[0] * w + b, 0.0) + A[0, 1] * np.maximum(ax[1] * w + b, 0.0)
        r = v * U
        Eu_acc += float(u.mean())
        r2_acc += float((r * r).mean())
        pos = u > 0
        q = np.where(pos, (r / np.where(pos, u, 1.0)) ** 2, 0.0)  # r~^2 / E|u|^2
        trunc.setdefault("q", []).append(q)
    Eu, Er2 = Eu_acc / chunks, r2_acc / chunks
    q = np.concatenate(trunc["q"]) * Eu * Eu
    Ts = [1e2 * Er2, 1e4 * Er2, 1e6 * Er2]
    m = [float(np.minimum(q, T).mean()) for T in Ts]
    assert m[1] / m[0] > 4.0 and 7.0 < m[2] / m[1] < 13.0, m  # -> 10 per x100 (sqrt(T)); 0.25, 1.50, 13.2
    lower = math.sqrt(m[2]) - math.sqrt(Er2)
    assert lower > ainf * math.sqrt(ainf * ainf + 1.0), (lower, ainf)


# ---------------------------------------------------------------- (D.70) L7219: the display on the network


def _d70_one_node(m1: int, m2: int, seed: int, aligned: bool) -> float:
    """One node (A = [1]), feature x = 1, tau_w = m1^{-3/2}, tau_v = 1e-9: |f(W0 + W' Sigma, V0 + Sigma V') - T1 -
    T2| over the printed error (tau_v sqrt(m2/m1) + m1^{9/5} tau_w^{16/5} sqrt(m2) + tau_w^{8/5} m1^{9/10}), f(W, V) =
    relu(relu(W + b1) V + b2) c; W' columns at tau_w m1^{-1/4}, signed along sigma_i sum_j V0_ij D_vj c_j (aligned)
    or random signs."""
    rng = np.random.default_rng(seed)
    W0, b1 = rng.normal(0, m1**-0.5, m1), rng.normal(0, m1**-0.5, m1)
    V0, b2 = rng.normal(0, m2**-0.5, (m1, m2)), rng.normal(0, m2**-0.5, m2)
    c, sig = rng.normal(0, 1, m2), rng.choice([-1.0, 1.0], m1)
    tw, tv = m1**-1.5, 1e-9
    h0 = np.maximum(W0 + b1, 0.0)
    y0 = h0 @ V0 + b2
    Dv = (y0 >= 0).astype(float)
    s = np.sign(sig * (V0 @ (Dv * c))) if aligned else rng.choice([-1.0, 1.0], m1)
    Wp = tw * m1**-0.25 * s
    Vp = rng.standard_normal((m1, m2))
    Vp *= tv / np.linalg.norm(Vp)
    full = np.maximum(np.maximum(W0 + Wp * sig + b1, 0.0) @ (V0 + sig[:, None] * Vp) + b2, 0.0) @ c
    T1 = np.maximum(y0, 0.0) @ c
    T2 = ((Wp * (W0 + b1 >= 0)) @ Vp * Dv) @ c
    err = tv * math.sqrt(m2 / m1) + m1**1.8 * tw**3.2 * math.sqrt(m2) + tw**1.6 * m1**0.9
    return abs(full - T1 - T2) / err


def test_d70_cross_term_outgrows_the_error() -> None:
    """The median ratio over 15 draws grows like m1^{3/4} with W' aligned (> 5 at m1 = 256, > 300 at 65536) and is
    still > 1 at m1 = 65536 with random signs (~ m1^{1/4})."""
    med = {(m1, al): float(np.median([_d70_one_node(m1, 8, 100 + k, al) for k in range(15)]))
           for m1 in (256, 65536) for al in (True, False)}
    assert med[(256, True)] > 5.0 and med[(65536, True)] > 300.0, med
    assert med[(65536, True)] > 30.0 * med[(256, True)], med
    assert med[(65536, False)] > 1.0, med
