"""Tests of thmcheck.checks.papers.thesis.r22_thesisY (round 22, helper thesisY): second paths of (D.72)'s last line /
L7249 (explicit sparse hub graphs and explicit W^(0), W', Sigma) and of L7289 (the network's directional derivative
by torch autograd and a finite difference of f at an explicit W')."""

from __future__ import annotations

import math

import numpy as np
import pytest
import scipy.sparse as sp

from thmcheck.bounds.thesis import r22_thesisY as B
from thmcheck.checks.papers.thesis import r22_thesisY as M


def _hub_graph(K: int, H: int) -> sp.csr_matrix:
    """A centre (node 0) joined to K hubs, each hub joined to H leaves of its own; self-connections; D^{-1/2} A~ D^{-1/2}."""
    rows, cols = [], []
    for k in range(K):
        h = 1 + k
        rows += [0, h]
        cols += [h, 0]
        for j in range(H):
            leaf = 1 + K + k * H + j
            rows += [h, leaf]
            cols += [leaf, h]
    N = 1 + K + K * H
    At = sp.csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(N, N)) + sp.identity(N, format="csr")
    dg = np.asarray(At.sum(axis=1)).ravel()
    Dm = sp.diags(1.0 / np.sqrt(dg))
    return (Dm @ At @ Dm).tocsr()


def _worst_z2_explicit(b: float, m1: int, tw: float, rng: np.random.Generator) -> float:
    """Explicit W^(0) (d = 1, the centre's (A A X)_0 = b), Sigma, and W' flipping the k smallest pre-activations
    (k on a geometric grid); ||Z_{2,0}||_2 = ||(b (W0 + W' Sigma)) . D'|| with D' the sign changes; the best k."""
    w0 = rng.normal(0.0, m1**-0.5, m1)
    sig = np.where(rng.random(m1) < 0.5, -1.0, 1.0)
    g = b * w0
    order = np.argsort(np.abs(g))
    best = 0.0
    for k in sorted({int(round(x)) for x in np.geomspace(1, m1, 200)}):
        wp = np.zeros(m1)
        sel = order[:k]
        wp[sel] = -np.sign(g[sel]) * sig[sel] * tw * k**-0.25
        assert np.sum(wp**4) ** 0.25 <= tw * (1 + 1e-12)
        new = b * (w0 + wp * sig)
        changed = np.sign(new) != np.sign(g)
        best = max(best, float(np.linalg.norm(new * changed)))
    return best


def test_z2_hub_graph_grows_like_the_graph_norm() -> None:
    """At the centre of hub graphs (K = 8 .. 2048 hubs, H = round(sqrt(2K)), aligned unit features) the worst
    ||Z_{2,0}||_2 over ||W'||_{2,4} <= tau_w = m1^{-1/2} against (D.72)'s printed tau_w^{6/5} m1^{3/10} ||A||_inf
    log(e m1) grows with the graph (||(A A X)_0|| ~ ||A||_inf^2), and stays level against the corrected ||A||_inf^2."""
    m1 = 4096
    tw = m1**-0.5
    printed, corrected = [], []
    for K in (8, 128, 2048):
        H = max(1, round(math.sqrt(2 * K)))
        A = _hub_graph(K, H)
        X = np.ones((A.shape[0], 1))
        b = float(abs((A @ (A @ X))[0, 0]))
        ainf = float(np.abs(A).sum(axis=1).max())
        z = _worst_z2_explicit(b, m1, tw, np.random.default_rng(K))
        printed.append(z / B.d72_last_shape(ainf, tw, m1))
        corrected.append(z / B.d72_last_corrected(ainf, tw, m1))
        # the claim's closed-form hub and its worst-case family agree with the explicit graph
        b9, a9 = M._graph_b({"hub": [K, H]})
        assert b9 == pytest.approx(b, rel=1e-9) and a9 == pytest.approx(ainf, rel=1e-9)
    assert printed[-1] / printed[0] > 2.5, printed
    assert max(corrected) / min(corrected) < 2.0, corrected
    # L7249: the worst V' is rank one along Z_{2,n} Sigma, tau_v ||Z_{2,n}|| (any tau_v): the same ratios
    tv = 1e-3
    assert tv * printed[-1] * B.d72_last_shape(1.0, tw, m1) == pytest.approx(
        printed[-1] * B.l7249_shape(1.0, tw, tv, m1), rel=1e-12)


def test_l7289_one_node_grows_like_sqrt_m1() -> None:
    """One node (A = [1], x = 1), the initialisation of L1485: q^T A (Z_1 V0 . D_v) c is the directional derivative of
    f(W) = relu(relu(x W + beta) V0 + gamma) c at W0 along W' Sigma (V0, D_v fixed); its gradient by torch autograd
    gives the Hoelder-worst W' (||W'||_{2,4} = tau_w), whose value is re-measured by a central finite difference of
    f. Against L7289's printed ||q^T A||_1 ||A||_inf tau_w m1^{1/4} log(e m1 m2) the ratio grows like m1^{1/2}."""
    torch = pytest.importorskip("torch")
    m2 = 32
    ratios = []
    for m1 in (256, 4096, 65536):
        rng = np.random.default_rng(m1 + 1)
        W0 = rng.normal(0.0, m1**-0.5, m1)
        beta = rng.normal(0.0, m1**-0.5, m1)
        V0 = rng.normal(0.0, m2**-0.5, (m1, m2))
        gam = rng.normal(0.0, m2**-0.5, m2)
        c = rng.normal(0.0, 1.0, m2)
        sig = np.where(rng.random(m1) < 0.5, -1.0, 1.0)

        def f(w: np.ndarray, beta: np.ndarray = beta, V0: np.ndarray = V0, gam: np.ndarray = gam,
              c: np.ndarray = c) -> float:
            return float(np.maximum(np.maximum(w + beta, 0.0) @ V0 + gam, 0.0) @ c)

        wt = torch.tensor(W0, dtype=torch.float64, requires_grad=True)
        out = torch.relu(torch.relu(wt + torch.tensor(beta)) @ torch.tensor(V0) + torch.tensor(gam)) @ torch.tensor(c)
        out.backward()
        grad = wt.grad.numpy()
        tw = m1**-0.5
        u = grad * sig  # the coefficient of w'_i in the term
        wp = tw * np.sign(u) * np.abs(u) ** (1.0 / 3.0) / np.sum(np.abs(u) ** (4.0 / 3.0)) ** 0.25
        assert np.sum(wp**4) ** 0.25 == pytest.approx(tw, rel=1e-9)
        h = 1e-7
        fd = (f(W0 + h * wp * sig) - f(W0 - h * wp * sig)) / (2 * h)
        assert fd == pytest.approx(float(np.sum(u * wp)), rel=1e-4)
        ratios.append(abs(fd) / B.l7289_shape(1.0, 1.0, tw, m1, m2))
    assert ratios[1] / ratios[0] > 2.0 and ratios[2] / ratios[1] > 2.0, ratios


def test_d77_one_node_cross_term() -> None:
    """One node (A = [1], x = 1, q = e_1), the initialisation of L1485, tau_w = m1^{-3/2} (L7299's lower end), tau_v =
    1e-9, m2 = 8: every column of W' at tau_w m1^{-1/4} along sigma_i times the W-gradient of f at the
    initialisation, V' random at tau_v; the median over 15 draws (m1 = 256, 2048, 16384) of |f(W0 + W' Sigma, V0 + Sigma V') - T1 - T2|
    against (D.77)'s printed error grows like m1^{3/4} (T1 = f at the initialisation, T2 = the W'-V' term)."""
    m2, tv = 8, 1e-9

    def one(m1: int, j: int) -> float:
        rng = np.random.default_rng([m1, j, 77])
        W0, b1 = rng.normal(0.0, m1**-0.5, m1), rng.normal(0.0, m1**-0.5, m1)
        V0, b2 = rng.normal(0.0, m2**-0.5, (m1, m2)), rng.normal(0.0, m2**-0.5, m2)
        c = rng.normal(0.0, 1.0, m2)
        sig = np.where(rng.random(m1) < 0.5, -1.0, 1.0)
        tw = m1**-1.5
        Dw = (W0 + b1) >= 0.0
        Dv = (np.maximum(W0 + b1, 0.0) @ V0 + b2) >= 0.0
        grad = Dw * (V0 @ (Dv * c))  # d f / d W at the initialisation (x = 1)
        Wp = tw * m1**-0.25 * np.sign(grad * sig)
        Vp = rng.standard_normal((m1, m2))
        Vp *= tv / np.linalg.norm(Vp)

        def f(W: np.ndarray, V: np.ndarray) -> float:
            return float(np.maximum(np.maximum(W + b1, 0.0) @ V + b2, 0.0) @ c)

        T1 = f(W0, V0)
        T2 = float(((Wp * Dw) @ Vp * Dv) @ c)
        err = (tv * math.sqrt(m2 / m1) + m1**1.8 * tw**3.2 * math.sqrt(m2) + tw**1.6 * m1**0.9) * 1.0
        return abs(f(W0 + Wp * sig, V0 + sig[:, None] * Vp) - T1 - T2) / err

    r = [float(np.median([one(m1, j) for j in range(15)])) for m1 in (256, 2048, 16384)]
    assert r[0] > 2.0 and r[1] / r[0] > 3.0 and r[2] / r[1] > 3.0, r


def test_d75_end_hub_graph() -> None:
    """(D.75) end to end at the centre of hub graphs (K = 8 .. 2048, H = round(sqrt(2K)), aligned unit features):
    explicit W^(0) (d = 1), Sigma, a W' flipping the k smallest pre-activations (||W'||_{2,4} = tau_w, the k with
    the largest ||Z_{2,0}||) and a full V^(0) (m1 x m2, N(0, 1/m2)): the median over 11 draws of ||Z_{2,0} V^(0)||_inf against the
    printed ||A||_inf m1^{9/10} tau_w^{8/5} m2^{-1/2} log(e m1 m2) grows with the graph, level against ||A||_inf^2."""
    m1, m2 = 4096, 16
    tw = m1**-1.3
    printed, corrected = [], []
    for K in (8, 128, 2048):
        H = max(1, round(math.sqrt(2 * K)))
        A = _hub_graph(K, H)
        X = np.ones((A.shape[0], 1))
        b = float(abs((A @ (A @ X))[0, 0]))
        ainf = float(np.abs(A).sum(axis=1).max())
        lhss = []
        for rep in range(11):
            rng = np.random.default_rng([K, rep, 75])
            w0 = rng.normal(0.0, m1**-0.5, m1)
            sig = np.where(rng.random(m1) < 0.5, -1.0, 1.0)
            V0 = rng.normal(0.0, m2**-0.5, (m1, m2))
            g = b * w0
            order = np.argsort(np.abs(g))
            best, zbest = 0.0, np.zeros(m1)
            for k in range(1, 30):
                wp = np.zeros(m1)
                sel = order[:k]
                wp[sel] = -np.sign(g[sel]) * sig[sel] * tw * k**-0.25
                new = b * (w0 + wp * sig)
                z2 = new * (np.sign(new) != np.sign(g))
                if np.linalg.norm(z2) > best:
                    best, zbest = float(np.linalg.norm(z2)), z2
            lhss.append(float(np.abs(zbest @ V0).max()))
        lhs = float(np.median(lhss))
        printed.append(lhs / B.d75_end_shape(ainf, tw, m1, m2))
        corrected.append(lhs / B.d75_end_corrected(ainf, tw, m1, m2))
    assert printed[-1] / printed[0] > 2.5, printed
    assert max(corrected) / min(corrected) < 3.0, corrected
