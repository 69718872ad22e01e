"""Second paths for thmcheck.checks.papers.thesis.r29_discE (round 29, helper discE): own numpy (the (E.1) and (E.228)
paths import nothing from bounds/ or models/; the Definition E.4.4 path takes the SGD trajectory of models/icl.train
and recomputes zeta_{i,n,t} itself in numpy).

Seed 003: (E.1) L7876-L7880 'a multi-head attention layer where the layer output is a concatenation of the output of
each head, i.e., || sum_h sum_i W_{V_h} p_i softmax(p_i^T W_{K_h}^T W_{Q_h} p_query) ||'; (E.228) L9122 '|| (1/|W_n|)
sum_{i in W_n} theta_n^i - E[theta_n^i] || <= Theta(1/M1)' when m >~ M^2 log M1; Definition E.4.4 L7997 'for any
data index n and iteration t, we can find i such that W_O(i)^(t) sum_s (W_V^(t) p_s^n) softmax(.) > 0'.
"""

from __future__ import annotations

import math

import numpy as np


def _softmax(s: np.ndarray) -> np.ndarray:
    e = np.exp(s - s.max())
    return e / e.sum()


def _heads(rng: np.random.Generator, H: int, ell: int, d: int, ma: int, blocks: bool) -> list[np.ndarray]:
    P = rng.normal(size=(ell, d))
    pq = rng.normal(size=d)
    outs = []
    for h in range(H):
        WV = rng.normal(size=(H * ma, d)) if blocks else rng.normal(size=(ma, d))
        if blocks:  # head h writes only its own block of rows
            mask = np.zeros((H * ma, 1))
            mask[h * ma:(h + 1) * ma] = 1.0
            WV = WV * mask
        WK, WQ = rng.normal(size=(d, d)), rng.normal(size=(d, d))
        a = _softmax(np.array([P[i] @ WK.T @ WQ @ pq for i in range(ell)]))
        outs.append(sum(a[i] * (WV @ P[i]) for i in range(ell)))
    return outs


def test_e1_sum_of_heads_is_not_the_concatenation() -> None:
    rng = np.random.default_rng(2029)
    gaps = []
    for _ in range(50):
        outs = _heads(rng, 2, 5, 4, 4, blocks=False)
        s = np.linalg.norm(outs[0] + outs[1])
        c = math.sqrt(sum(float(o @ o) for o in outs))
        gaps.append(abs(s - c) / c)
    assert max(gaps) > 0.05  # ||o_1 + o_2|| != ||(o_1; o_2)|| (cross term 2 <o_1, o_2>)
    # H = 1: the two agree
    outs = _heads(rng, 1, 5, 4, 4, blocks=False)
    assert math.isclose(np.linalg.norm(outs[0]), math.sqrt(float(outs[0] @ outs[0])), rel_tol=1e-12)
    # the reading: heads writing disjoint blocks; the sum is the zero-padded concatenation
    for _ in range(20):
        outs = _heads(rng, 3, 6, 5, 3, blocks=True)
        s = np.linalg.norm(sum(outs))
        c = math.sqrt(sum(float(o @ o) for o in outs))
        assert math.isclose(s, c, rel_tol=1e-12)


def _cond_mean_angle(d: int) -> float:
    x = np.linspace(0.0, math.pi / 2, 200001)
    w = np.sin(x) ** (d - 2)
    return float(np.trapezoid(x * w, x) / np.trapezoid(w, x))


def test_e228_centred_angle_mean_times_M1_is_bounded() -> None:
    rng = np.random.default_rng(228)
    worst = {}
    for M1, M2 in [(2, 1), (4, 4), (8, 2), (16, 16), (32, 8)]:
        d = M1 + M2
        m = math.ceil((M1 + M2) ** 2 * math.log(M1))
        mu = _cond_mean_angle(d)
        v = rng.normal(size=d)
        v /= np.linalg.norm(v)
        dev = 0.0
        for _ in range(16):
            W = rng.normal(size=(m, d))  # Gaussian rows: uniform directions on the sphere
            c = (W @ v) / np.linalg.norm(W, axis=1)
            th = np.arccos(np.clip(c[c > 0], -1, 1))
            if th.size == 0:  # W_n empty (m = 7 at M1 = 2): nothing to average
                continue
            dev = max(dev, abs(float(th.mean()) - mu))
        worst[(M1, M2)] = dev * M1
    assert max(worst.values()) < 3.0, worst  # one constant c: dev <= c / M1 on every point
    assert worst[(32, 8)] < worst[(2, 1)], worst


def test_defE44_active_neuron_every_prompt_and_step() -> None:
    from thmcheck.models.icl import ICLConfig, train

    # the tied configuration of thesis.ch6.theorem6.3.7 at M1 = 2 (ch6_icl._m1_cfg(2, 1)), 60 of its T = 100 steps
    cfg = ICLConfig(M1=2, M2=8, dy=30, beta=3.0, K=0.5, alpha=0.8, l_tr=10, m=20, delta=0.2, eta=1.0, B=16, T=60,
                    ascale="m", seed=1)
    least = [math.inf]

    def hook(t: int, model: object, batch: tuple) -> None:
        ctx = batch[0].detach().numpy()
        pq = batch[1].detach().numpy()
        WQ, WK, WV, WO = (p.detach().numpy() for p in model.params())
        kq = np.einsum("ij,nj->ni", WK.T @ WQ, pq)  # W_K^T W_Q p_query^n
        s = np.einsum("nsd,nd->ns", ctx, kq)
        a = np.exp(s - s.max(1, keepdims=True))
        a /= a.sum(1, keepdims=True)
        V = np.einsum("ns,nsd->nd", a, ctx) @ WV.T  # (E.30): sum_s W_V p_s softmax_s
        least[0] = min(least[0], float((V @ WO.T).max(1).min()))

    train(cfg, t_max=cfg.T, step_hook=hook)
    assert least[0] > 0.0, least


def test_e183_union_index_set_drops_neurons() -> None:
    """(E.183) L8901-L8904: own numpy one-layer model F_n = a^T relu(W_O W_V c_n) (c_n = sum_s attn_s p_s, attention
    fixed as at one step), hinge loss; the W_V gradient applied to p_j equals eta sum_i V_i W_O(i) over ALL neurons
    (checked by central differences); the printed index set W_n0 u U_n0 u ([m] - (W u U)) leaves out the neurons
    lucky for another prompt only, whose V_i W_O(i) do not vanish."""
    rng = np.random.default_rng(183)
    dx, dy, ma, m, N, ell, eta = 4, 3, 9, 24, 12, 5, 1.0
    D = dx + dy
    WV = 0.2 * np.eye(ma, D)  # W_V^(0): delta on the diagonal (Subroutine 2)
    WO = rng.normal(size=(m, ma))
    a = rng.choice([-1.0, 1.0], size=m) / m
    P = rng.normal(size=(N, ell, D))
    att = rng.dirichlet(np.ones(ell), size=N)
    c = np.einsum("ns,nsd->nd", att, P)
    z = rng.choice([-1.0, 1.0], size=N)
    pj = P[0, 0]

    def loss(WVx: np.ndarray) -> float:
        h = c @ WVx.T @ WO.T
        return float(np.mean(np.maximum(0.0, 1 - z * (np.maximum(h, 0) @ a))))

    h = c @ WV.T @ WO.T
    gF = -z * (1 - z * (np.maximum(h, 0) @ a) > 0)
    Vi = ((gF[:, None] * a[None, :] * (h > 0)) * (c @ pj)[:, None]).mean(0)
    lhs = eta * (Vi @ WO)
    # central differences of the loss along W_V, applied to p_j
    G = np.zeros_like(WV)
    e = 1e-6
    for r in range(ma):
        for k in range(D):
            E = np.zeros_like(WV)
            E[r, k] = e
            G[r, k] = (loss(WV + E) - loss(WV - E)) / (2 * e)
    assert np.allclose(eta * (G @ pj), lhs, atol=1e-7)
    V0 = c @ WV.T
    lucky = (V0[:, :dx] @ WO[:, :dx].T > 0) & (V0[:, dx:D] @ WO[:, dx:D].T > 0)
    Wn, Un = lucky & (a > 0), lucky & (a < 0)
    own = Wn[0] | Un[0]
    union = Wn.any(0) | Un.any(0)
    printed = own | ~union
    read = own | ~own
    res_printed = np.linalg.norm(lhs - eta * ((Vi * printed) @ WO)) / np.linalg.norm(lhs)
    res_read = np.linalg.norm(lhs - eta * ((Vi * read) @ WO)) / np.linalg.norm(lhs)
    assert (union & ~own & (Vi != 0)).any()
    assert res_printed > 0.05, res_printed
    assert res_read < 1e-12, res_read
