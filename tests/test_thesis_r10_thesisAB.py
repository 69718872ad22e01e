"""Second paths of round 10's thesis App. B claims (helper thesisAB): each shares no code with its claim's bound or
measurement (explicit matrices in numpy, sums over node lists, mpmath exponentials)."""

from __future__ import annotations

import mpmath
import numpy as np


def _init_model(delta: float, M: int = 4) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Patterns mu_j = e_j in R^M; W_K = rotation by -phi, W_Q = rotation by +phi in the (e_1, e_2) plane, phi the
    largest angle with ||W e_1 - e_1|| <= delta; returns (W_K, W_Q, mu)."""
    phi = 2 * np.arcsin(delta / 2)
    c, s = np.cos(phi), np.sin(phi)
    WK, WQ = np.eye(M), np.eye(M)
    WK[:2, :2] = [[c, s], [-s, c]]  # e_1 -> (c, -s), e_2 -> (s, c)
    WQ[:2, :2] = [[c, -s], [s, c]]  # e_1 -> (c, s)
    return WK, WQ, np.eye(M)


def _check_assumption_b21(WK: np.ndarray, WQ: np.ndarray, mu: np.ndarray, delta: float) -> None:
    """Assumption B.2.1 with q_j = r_j = e_j: ||W|| <= 1, ||W_K mu_j - q_j||, ||W_Q mu_j - r_j|| <= delta, delta < 1/2."""
    assert delta < 0.5
    for W in (WK, WQ):
        assert np.linalg.norm(W, 2) <= 1 + 1e-12
        for j in range(mu.shape[1]):
            assert np.linalg.norm(W @ mu[:, j] - mu[:, j]) <= delta + 1e-12


def _masses(patterns: list[int], delta: float) -> tuple[mpmath.mpf, mpmath.mpf]:
    """Node n of pattern 0 (in D_1) attends the sampled nodes of the given patterns (n itself first), b^(0) = 0: the
    softmax mass on pattern 0 and on pattern 1, at 30 digits."""
    WK, WQ, mu = _init_model(delta)
    _check_assumption_b21(WK, WQ, mu, delta)
    query = WQ @ mu[:, 0]
    with mpmath.workdps(30):
        w = [mpmath.exp(mpmath.mpf(float((WK @ mu[:, p]) @ query))) for p in patterns]
        Z = mpmath.fsum(w)
        return (
            mpmath.fsum(x for x, p in zip(w, patterns, strict=True) if p == 0) / Z,
            mpmath.fsum(x for x, p in zip(w, patterns, strict=True) if p == 1) / Z,
        )


def _nu_p_printed(patterns: list[int], sigma: float) -> tuple[mpmath.mpf, mpmath.mpf]:
    """nu_n(0), p_n(0) of Definition B.2.3 (2)-(3) for n in D_1 (class-relevant = pattern 0, L817), one neighbourhood z,
    b^(0) = 0, ||q_1(0)|| = 1, by counting the node list: S_* = S_1 = the pattern-0 nodes."""
    s_star = [k for k, p in enumerate(patterns) if p == 0]
    s_1 = [k for k, p in enumerate(patterns) if p == 0]
    extra = len(set(s_star) - set(s_1))
    with mpmath.workdps(30):
        e = mpmath.exp(1 - mpmath.mpf(sigma))
        nu = 1 / (len(s_star) * e + extra)
        return nu, len(s_star) * e * nu


def test_b203_mass_below_p_n_as_printed_and_read() -> None:
    """(B.203) at t = 0. Zero noise (delta = 0), one pattern-0 node (n) and one pattern-1 node: the S_1 mass is e/(e + 1)
    = 0.731 while Definition B.2.3's p_n(0) is exactly 1 (S_* = S_1, the second sum of nu_n empty). With delta = 0.4,
    |S_1| = 50, |S_2| = 1, sigma = 1/8: the mass 0.97984 is also below the other-nodes reading |S_1| e^{1 - sigma}/(...
    + 1) = 0.99173 and L4261's 2 delta form 0.98389; the corrected bound with e^{1 - 4 delta - 2 delta^2} holds."""
    m1, _ = _masses([0, 1], 0.0)
    _, p = _nu_p_printed([0, 1], 1 / 8)
    assert p == 1 and abs(m1 - mpmath.e / (mpmath.e + 1)) < 1e-14 and m1 < p
    pats = [0] * 50 + [1]
    m1, _ = _masses(pats, 0.4)
    assert abs(m1 - mpmath.mpf("0.979840")) < 1e-5
    a = 50 * mpmath.exp(1 - mpmath.mpf(1) / 8)
    read_other = a / (a + 1)
    a2 = 50 * mpmath.exp(1 - 2 * mpmath.mpf("0.4"))
    read_2delta = a2 / (a2 + 1)
    assert m1 < read_2delta < read_other
    ac = 50 * mpmath.exp(1 - 4 * mpmath.mpf("0.4") - 2 * mpmath.mpf("0.16"))
    assert m1 >= ac / (ac + 1)


def test_b30_confusion_mass_above_nu_n() -> None:
    """(B.30) at t = 0, j = 2: delta = 0.4, one pattern-0 node (n) and one pattern-1 (confusion) node, sigma = 1/8. The
    confusion mass W_2(0) = 0.50708 exceeds nu_n(0)|S_2| = 1/e^{7/8} = 0.41686 (Definition B.2.3 as printed) and the
    other-nodes reading 1/(e^{7/8} + 1) = 0.29421; the correction with c = 2 delta + delta^2 holds."""
    _, m2 = _masses([0, 1], 0.4)
    nu, _ = _nu_p_printed([0, 1], 1 / 8)
    assert abs(m2 - mpmath.mpf("0.507082")) < 1e-5
    assert m2 > nu * 1 > 1 / (mpmath.exp(mpmath.mpf(7) / 8) + 1)
    c = 2 * mpmath.mpf("0.4") + mpmath.mpf("0.16")
    assert m2 <= mpmath.exp(c) / (mpmath.exp(1 - c) + mpmath.exp(-c))


def test_a200_wv_update_projection_has_no_sign() -> None:
    """(A.200) L3574 at t = 1, by hand in numpy: the ViT (2.1) F(X) = (1/L) sum_l a_(l)^T Relu(W_O W_V X softmax_l), hinge
    loss, one full-batch gradient step on W_V from an initial model (W_V = W_K = W_Q = I, mu_j = e_j, tokens exactly on
    their patterns, W_O entries N(0, 0.01^2), a_(l)i = +-1/sqrt(m)); the gradient written out from (2.1) (all hinges
    active at F ~ 0). For the lucky (i, l, n) of (A.8) (y = 1, l in S_1, W_O(i) V_l(0) > 0), W_O(i)^(0) (W_V^(1) -
    W_V^(0)) x_l has both signs, in a large fraction, at m = 256 and 1024 (>= M^2 ln N = 25 ln 16 = 69)."""
    rng = np.random.default_rng(3)
    d, M, L, N = 8, 5, 10, 16
    for m in (256, 1024):
        pats = []
        for n in range(N):
            rel, conf = (0, 1) if n % 2 == 0 else (1, 0)
            p = [rel] * 5 + [conf] * 2 + list(rng.integers(2, M, L - 7))
            pats.append(rng.permutation(p))
        y = np.array([1.0 if n % 2 == 0 else -1.0 for n in range(N)])
        X = np.stack([np.eye(d)[p] for p in pats])  # (N, L, d), rows = tokens
        WO = 0.01 * rng.standard_normal((m, d))
        A = rng.choice([-1.0, 1.0], size=(L, m)) / np.sqrt(m)
        logits = np.einsum("nsd,nld->nsl", X, X)  # W_K = W_Q = I
        att = np.exp(logits - logits.max(axis=1, keepdims=True))
        att /= att.sum(axis=1, keepdims=True)
        U = np.einsum("nsl,nsd->nld", att, X)  # X softmax_l, (N, L, d); V_l = W_V U with W_V = I
        pre = U @ WO.T  # W_O(i) V_l(0), (N, L, m)
        F = (np.maximum(pre, 0) * A[None]).sum(-1).mean(1)
        assert np.all(1 - y * F > 0)
        coef = (-y[:, None, None] / N / L) * A[None] * (pre > 0)  # dLoss/d(pre), (N, L, m)
        grad = np.einsum("nli,id,nle->de", coef, WO, U)  # dLoss/dW_V = sum coef W_O(i)^T U_l^T
        dWV = -1.0 * grad  # eta = 1 (the sign is linear in eta)
        proj = np.einsum("id,de,nle->nli", WO, dWV, X)  # W_O(i) dW_V x_l
        lucky = (pre > 0) & ((y[:, None] == 1) & (np.array(pats) == 0))[:, :, None]
        v = proj[lucky]
        frac = float((v <= 0).mean())
        assert v.size > 1000 and 0.1 < frac < 0.9
        assert -v.min() > 0.1 * v.max()  # the negative side is not a rounding effect


def _vit_one_step_attention_flips(
    seed: int, eta: float, m: int = 1024, M: int = 5, with_wv: bool = False
) -> tuple[int, int, float]:
    """The ViT (2.1) in numpy: N = 16 samples of L = 10 tokens (5 label-relevant, 2 confusion, the rest mu_3..mu_M, noise
    0.01), W_V = W_K = W_Q = I, W_O entries N(0, 1/M) (xi = 1/sqrt(M), L2650), a_(l)i = +-1/sqrt(m); one full-batch
    gradient step of the hinge loss on W_K, W_Q (softmax Jacobian written out). Returns (#lucky (i, l, n) of (A.8),
    #lucky with W_O(i)^(0) W_V^(0) X softmax^(1)_l <= 0 (with_wv: W_V^(1), the full V_l(1) of (A.202), W_V stepped
    too), its smallest value)."""
    rng = np.random.default_rng(seed)
    d, L, N = 8, 10, 16
    P = np.array(
        [rng.permutation([n % 2] * 5 + [1 - n % 2] * 2 + list(rng.integers(2, M, L - 7))) for n in range(N)]
    )
    y = np.where(np.arange(N) % 2 == 0, 1.0, -1.0)
    X = np.eye(d)[P] + 0.01 * rng.standard_normal((N, L, d))
    WO = rng.standard_normal((m, d)) / np.sqrt(M)
    A = rng.choice([-1.0, 1.0], size=(L, m)) / np.sqrt(m)
    eye = np.eye(d)

    def attn(WK: np.ndarray, WQ: np.ndarray) -> np.ndarray:
        lg = np.einsum("nsd,ed,ef,nlf->nsl", X, WK, WQ, X)
        a = np.exp(lg - lg.max(axis=1, keepdims=True))
        return a / a.sum(axis=1, keepdims=True)

    att = attn(eye, eye)
    pre = np.einsum("nsl,nsd->nld", att, X) @ WO.T
    F = (np.maximum(pre, 0) * A[None]).sum(-1).mean(1)
    coef = (-y * (1 - y * F > 0))[:, None, None] / N / L * A[None] * (pre > 0)
    g = np.einsum("nsd,nld->nsl", X, np.einsum("nli,id->nld", coef, WO))
    r = att * (g - (att * g).sum(axis=1, keepdims=True))
    gK = np.einsum("nsl,nlf,nsd->fd", r, X, X)  # sum r (W_Q x_l) x_s^T at W_Q = I
    gQ = np.einsum("nsl,nsd,nlf->df", r, X, X)  # sum r (W_K x_s) x_l^T at W_K = I
    U1 = np.einsum("nsl,nsd->nld", attn(eye - eta * gK, eye - eta * gQ), X)
    gV = np.einsum("nli,id,nle->de", coef, WO, np.einsum("nsl,nsd->nld", att, X))  # dLoss/dW_V at W_V = I
    vals = U1 @ WO.T if not with_wv else U1 @ (eye - eta * gV).T @ WO.T
    lucky = (pre > 0) & ((y[:, None] == 1) & (P == 0))[:, :, None]
    return int(lucky.sum()), int((vals[lucky] <= 0).sum()), float(vals[lucky].min())


def test_a201_lucky_neurons_flip_after_one_attention_step() -> None:
    """(A.201) L3578 at t = 1: 'since i in W_{l,n}(0)', W_O(i)^(0) W_V^(0) X softmax^(1)_l > 0. Lucky neurons with a small
    margin at t = 0 (there are ever more as m grows) flip once the attention moves: at m = 1024 (>= M^2 ln N), eta = 1,
    seed 0, 18 of about 20600 lucky (i, l, n) are negative (eta = 0.1: 2), the smallest about -2.5e-3, far above
    rounding."""
    n, bad, low = _vit_one_step_attention_flips(0, 1.0)
    assert n > 10000 and bad >= 5 and low < -1e-4
    n, bad, low = _vit_one_step_attention_flips(0, 0.1)
    assert bad >= 1 and low < -1e-6


def test_a202_lucky_neurons_negative_on_v_l_1() -> None:
    """(A.202) L3582 at t = 1: W_O(i)^(0) V_l^n(1) > 0 for the lucky (i, l, n), V_l^n(1) = W_V^(1) X softmax^(1)_l with
    W_V, W_K, W_Q stepped once (full batch, numpy): m = 1024, eta = 1, seed 0: some lucky (i, l, n) are negative."""
    n, bad, low = _vit_one_step_attention_flips(0, 1.0, with_wv=True)
    assert n > 10000 and bad >= 5 and low < -1e-4


def _gt_graph(rng: np.random.Generator, n1: int, n2: int, n_other: int, deg: int, cross: int = 0
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A small graph of the Section 3.5.1 kind, built here: n1 mu_1 nodes (label +1), n2 mu_2 nodes (label -1),
    n_other nodes of pattern 3 with a random label, each linked to deg nodes of its label's discriminative group; the
    discriminative groups are rings; with ``cross`` > 0 each also links to that many nodes of the other group. Returns patterns, labels and the all-pairs hop distances (Floyd-Warshall)."""
    N = n1 + n2 + n_other
    pats = np.array([0] * n1 + [1] * n2 + [2] * n_other)
    y = np.where(pats == 0, 1.0, -1.0)
    y[pats == 2] = rng.choice([-1.0, 1.0], n_other)
    A = np.zeros((N, N), dtype=bool)
    for grp in (np.arange(n1), n1 + np.arange(n2)):
        for k in range(len(grp)):
            A[grp[k], grp[(k + 1) % len(grp)]] = A[grp[(k + 1) % len(grp)], grp[k]] = True
    for v in range(n1 + n2, N):
        own = np.arange(n1) if y[v] > 0 else n1 + np.arange(n2)
        oth = n1 + np.arange(n2) if y[v] > 0 else np.arange(n1)
        for j in list(rng.choice(own, deg, replace=False)) + list(rng.choice(oth, cross, replace=False)):
            A[v, j] = A[j, v] = True
    D = np.where(A, 1.0, np.inf)
    np.fill_diagonal(D, 0.0)
    for k in range(N):
        D = np.minimum(D, D[:, k : k + 1] + D[k : k + 1, :])
    return pats, y, D


def _gt_step(seed: int, m: int, eta: float, xi: float) -> dict[str, np.ndarray]:
    """(3.1) in numpy on _gt_graph (x = e_k, attention over the nodes within 2 hops and the node itself, bias b_z for
    z = min(hops, 3), b^(0) = 0), one full-batch SGD step on the mean hinge loss with the gradients of W_Q, W_K, W_V, b
    by central differences (W_O^(1) is not needed). Lucky (i, l): l a mu_1 node, W_O(i,:)^(0) V_l(0) > 0. Returns per
    lucky pair tok = W_O(i,:)^(0) (W_V^(1) - W_V^(0)) e_1 / eta, base = W_O(i,:)^(0) W_V^(0) X att_l^(1), v1 =
    W_O(i,:)^(0) V_l(1)."""
    rng = np.random.default_rng(seed)
    pats, y, D = _gt_graph(rng, 5, 5, 6, 2)
    M = 3
    X = np.eye(M)[pats]
    Z = np.minimum(D, 3).astype(int)
    mask = D <= 2
    WQ = np.eye(M) + 0.2 / np.sqrt(M) * rng.standard_normal((M, M))
    WK = np.eye(M) + 0.2 / np.sqrt(M) * rng.standard_normal((M, M))
    WV = np.linalg.qr(rng.standard_normal((M, M)))[0] + 0.1 / np.sqrt(M) * rng.standard_normal((M, M))
    WO = xi * rng.standard_normal((m, M))
    a = rng.choice([-1.0, 1.0], m) / np.sqrt(m)
    b = np.zeros(4)

    def att(wq: np.ndarray, wk: np.ndarray, bb: np.ndarray) -> np.ndarray:
        L = (X @ wq.T) @ (X @ wk.T).T + bb[Z]  # L[n, s] = (W_K x_s)^T W_Q x_n + b_{z(s,n)}
        L = np.where(mask, L, -np.inf)
        E = np.exp(L - L.max(1, keepdims=True))
        return E / E.sum(1, keepdims=True)

    def loss(theta: np.ndarray) -> float:
        wq, wk, wv, bb = theta[:9].reshape(3, 3), theta[9:18].reshape(3, 3), theta[18:27].reshape(3, 3), theta[27:]
        V = att(wq, wk, bb) @ (X @ wv.T)
        F = np.maximum(V @ WO.T, 0) @ a
        return float(np.maximum(1 - y * F, 0).mean())

    th = np.concatenate([WQ.ravel(), WK.ravel(), WV.ravel(), b])
    h = 1e-6
    grad = np.array([(loss(th + h * e) - loss(th - h * e)) / (2 * h) for e in np.eye(len(th))])
    t1 = th - eta * grad
    WQ1, WK1, WV1, b1 = t1[:9].reshape(3, 3), t1[9:18].reshape(3, 3), t1[18:27].reshape(3, 3), t1[27:]
    V0 = att(WQ, WK, b) @ (X @ WV.T)
    A1 = att(WQ1, WK1, b1)
    lucky = ((V0 @ WO.T) > 0) & (pats == 0)[:, None]
    tok = np.broadcast_to(((WV1 - WV) @ np.eye(M)[0]) @ WO.T / eta, lucky.shape)
    base = (A1 @ (X @ WV.T)) @ WO.T
    v1 = (A1 @ (X @ WV1.T)) @ WO.T
    return {"tok": tok[lucky], "base": base[lucky], "v1": v1[lucky], "margin0": (V0 @ WO.T)[lucky]}


def test_b220_b222_graph_transformer_step() -> None:
    """(B.220)-(B.222): after one SGD step of the graph transformer, some lucky (i, l) have a negative W_V-update
    projection (a large fraction), a negative first-three-terms value at t = 1, and W_O(i,:)^(0) V_l(1) < 0, on an
    independently built graph and model (m = 1024 >= M^2 ln N = 9 ln 16 = 25, full batch 16 >= ln 16)."""
    found = {"tok": 0, "base": 0, "v1": 0}
    frac_tok = []
    for seed in range(4):
        r = _gt_step(seed, 1024, 1.0, 1 / np.sqrt(3))
        for k in found:
            found[k] += int((r[k] < 0).sum())
        frac_tok.append(float((r["tok"] < 0).mean()))
    assert found["tok"] > 0 and max(frac_tok) > 0.1
    assert found["base"] > 0
    assert found["v1"] > 0


def test_b221_b222_margin_reading() -> None:
    """The reading 'lucky with margin' (t = 0 margin W_O(i,:)^(0) V_l(0) >= 0.2 xi): (B.221) has no failure left, (B.222)
    still fails at eta = 0.5 and 1 (its W_V term of (B.220) has no sign and is of size ~eta), on the graph and model of
    _gt_step (m = 1024, xi = 1/sqrt(3))."""
    xi = 1 / np.sqrt(3)
    v1_bad = 0
    for eta, seed in ((0.5, 2), (1.0, 0), (1.0, 2)):
        r = _gt_step(seed, 1024, eta, xi)
        keep = r["margin0"] >= 0.2 * xi
        assert keep.sum() > 1000 and (r["base"][keep] > 0).all()
        v1_bad += int((r["v1"][keep] <= 0).sum())
    assert v1_bad > 0


def _np_t0(seed: int, m: int = 256) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The t = 0 graph transformer in numpy on _gt_graph (10 mu_1, 10 mu_2, 80 pattern-3 nodes with 2 own-class and 1
    other-class edge, eps_S = 1/3 < 1/2), attention over <= 2 hops: patterns, labels, attention (l, s), W_O(i) V_l(0)
    (l, i) and a."""
    rng = np.random.default_rng(100 + seed)
    pats, y, D = _gt_graph(rng, 10, 10, 80, 2, cross=1)
    M = 3
    X = np.eye(M)[pats]
    WQ = np.eye(M) + 0.2 / np.sqrt(M) * rng.standard_normal((M, M))
    WK = np.eye(M) + 0.2 / np.sqrt(M) * rng.standard_normal((M, M))
    WV = np.linalg.qr(rng.standard_normal((M, M)))[0] + 0.1 / np.sqrt(M) * rng.standard_normal((M, M))
    WO = 0.01 * rng.standard_normal((m, M))
    a = rng.choice([-1.0, 1.0], m) / np.sqrt(m)
    L = np.where(D <= 2, (X @ WQ.T) @ (X @ WK.T).T, -np.inf)
    E = np.exp(L - L.max(1, keepdims=True))
    att = E / E.sum(1, keepdims=True)
    return pats, y, att, (att @ (X @ WV.T)) @ WO.T, a


def _np_vi(y: np.ndarray, att: np.ndarray, pre: np.ndarray, a: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """V_i = (1/N) sum_l (-y_l) a_i 1[W_O(i) V_l >= 0] (attention mass of l on the nodes in mask), a loop over i."""
    w = att[:, mask].sum(1)
    return np.array([np.mean(-y * a[i] * (pre[:, i] >= 0) * w) for i in range(len(a))])


def test_b205_lucky_v_i_positive() -> None:
    """(B.205): V_i(0), the batch every node once, must be < 0 for a lucky i (its right member is negative); found >= 0
    for some lucky pairs (i, l) with a_i > 0 on an independently built graph, m = 256 >= 9 ln 100 = 41.4."""
    worst, count = -np.inf, 0
    for seed in range(6):
        pats, y, att, pre, a = _np_t0(seed)
        Vi = _np_vi(y, att, pre, a, pats == 0)
        for i in range(len(a)):
            if a[i] > 0 and (pre[pats == 0, i] > 0).any():
                count += int(Vi[i] >= 0)
                worst = max(worst, Vi[i])
    assert count > 0 and worst > 0, (count, worst)


def test_b206_lucky_u_v_i_not_positive() -> None:
    """(B.206): V_i(0) must be > 0 for i in U_l(0) (its right member is positive); on the graph of test_b205 some lucky
    pairs of (B.5) have V_i <= 0 with x_j = mu_1 (as printed and with a_i < 0), and with x_j = mu_2 and a_i < 0 most
    are."""
    bad_printed = bad_signed = 0
    frac2 = []
    for seed in range(3):
        pats, y, att, pre, a = _np_t0(seed)
        V1, V2 = _np_vi(y, att, pre, a, pats == 0), _np_vi(y, att, pre, a, pats == 1)
        U = (pre[pats == 1] > 0).any(0)
        bad_printed += int((V1[U] <= 0).sum())
        bad_signed += int((V1[U & (a < 0)] <= 0).sum())
        frac2.append(float((V2[U & (a < 0)] <= 0).mean()))
    assert bad_printed > 0 and bad_signed > 0, (bad_printed, bad_signed)
    assert min(frac2) > 0.5, frac2
