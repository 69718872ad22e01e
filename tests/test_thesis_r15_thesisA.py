"""Second paths of checks/papers/thesis/r15_thesisA.py (thesis App. A, round 15, helper thesisA), in numpy, sharing
no code with the claims' measures: the noise-free data of Section 2.4.1 (one-hot tokens mu_j = e_j, d = M), the
initial model of Assumption A.2.1 with W_V = W_K = W_Q = I (p_j = q_j = r_j = e_j, sigma = delta = tau = 0), W_O
entries N(0, xi^2) with App. A's xi = 1/sqrt(M) (L2650), a_(l)i = +-1/sqrt(m) per position, labels alternating."""

from __future__ import annotations

import numpy as np


def _model(seed: int, L: int = 8, n1: int = 5, n2: int = 2, M: int = 3, B: int = 64) -> dict:
    r = np.random.default_rng(seed)
    m = int(np.ceil(M ** 2 * np.log(B)))                        # m >= M^2 log N (N = B samples)
    y = np.where(np.arange(B) % 2 == 0, 1.0, -1.0)
    pats = np.zeros((B, L), dtype=int)
    X = np.zeros((B, L, M))
    for n in range(B):
        rel, conf = (0, 1) if y[n] > 0 else (1, 0)
        pats[n] = r.permutation(np.array([rel] * n1 + [conf] * n2 + list(r.integers(2, M, L - n1 - n2))))
        X[n, np.arange(L), pats[n]] = 1.0
    S = np.einsum("nsd,nld->nsl", X, X)                          # x_s^T W_K^T W_Q x_l
    att = np.exp(S) / np.exp(S).sum(1, keepdims=True)           # softmax over the keys s
    V = np.einsum("nsl,nsd->nld", att, X)                       # V_l^n(0) = W_V X^n softmax(.)_l
    xi = 1 / np.sqrt(M)
    WO = xi * r.standard_normal((m, M))
    a = r.choice([-1.0, 1.0], size=(L, m)) / np.sqrt(m)
    pre = V @ WO.T                                               # W_O(i) V_l^n(0): (B, L, m)
    F = (np.maximum(pre, 0) * a[None]).sum(-1).mean(1)          # (2.1)
    W = ((pre > 0) & ((y[:, None] > 0) & (pats == 0))[:, :, None]).any(0).any(0)   # (A.8)
    U = ((pre > 0) & ((y[:, None] < 0) & (pats == 1))[:, :, None]).any(0).any(0)   # (A.9)
    s1 = (pats == 0).sum(1)
    return dict(L=L, M=M, B=B, m=m, y=y, pats=pats, att=att, V=V, xi=xi, WO=WO, a=a, pre=pre, F=F, W=W, U=U, s1=s1)


def test_a19_a23_lucky_component_negative() -> None:
    """(A.19) L2745, (A.23) L2757, (A.100) L3108 at t = 1 (t + 1 = 1): W_O^(1) = W_O^(0) - eta dLoss_b/dW_O at the
    model at t = 0 ((A.68): dLoss_b/dW_O(i) = -(1/B) sum_n y^n 1[y^n F < 1] (1/L) sum_l a_(l)i 1[W_O(i) V_l >= 0]
    V_l^T; the W_V, W_K, W_Q updates of the same step do not enter W_O^(1)). Some neuron of W_{l,n}(0) has W_O(i)^(1)
    p_1 < 0 and some neuron of U_{l,n}(0) has W_O(i)^(1) p_2 < 0, while the printed right sides are >= xi > 0."""
    eta = 0.5
    hits = []
    for seed in range(8):
        d = _model(seed)
        act = (1 - d["y"] * d["F"] > 0).astype(float)
        dWO = eta * np.einsum("n,lm,nlm,nld->md", d["y"] * act, d["a"], (d["pre"] >= 0).astype(float), d["V"]) / (
            d["B"] * d["L"])
        WO1 = d["WO"] + dWO
        pn = d["s1"] * np.e / (d["s1"] * np.e + d["L"] - d["s1"])   # Definition A.2.2 (3), ||q_1|| = 1, delta+tau = 0
        rhs = d["xi"] * eta * np.mean(d["s1"] / d["L"]) * np.mean(d["s1"] / d["L"] * pn) / 4 + d["xi"]
        assert rhs > 0 and d["m"] >= d["M"] ** 2 * np.log(d["B"])
        w1, u2 = WO1[d["W"], 0], WO1[d["U"], 1]
        hits.append((float(w1.min()), float(u2.min())))
    assert any(w < 0 for w, _ in hits) and any(u < 0 for _, u in hits), hits


def test_a79_i2_negative() -> None:
    """(A.79) L3026 at t = 0: I_2 (A.73) = (eta/B) sum_n y^n (1/L) sum_{l in S_1^n} a_(l)i 1[W_O(i) V_l >= 0] (softmax
    mass of query l on the p_1 keys) (p_l^T p_1 = 1[l in S_1^n]); the right side eta mean_n (|S_1^n|/L) p_n(0) / a
    with L3024's p_n = |S_1^n| nu_n e^{||q_1||^2 - 2 delta ||q_1||} > 0. Negative for some neuron of W_{l,n}(0)."""
    eta = 0.5
    negs = []
    for seed in range(4):
        d = _model(seed)
        one = (d["pats"] == 0).astype(float)
        mass = (d["att"] * one[:, :, None]).sum(1)               # (B, L): mass of query l on the p_1 keys
        w = d["y"][:, None] * one * mass / d["L"]
        I2 = eta * np.einsum("nl,lm,nlm->m", w, d["a"], (d["pre"] >= 0).astype(float)) / d["B"]
        nu = 1 / (d["s1"] * np.e + d["L"] - d["s1"])
        rhs = eta * np.mean(d["s1"] / d["L"] * d["s1"] * nu * np.e) / np.sqrt(d["m"])
        assert rhs > 0 and d["W"].sum() >= 4
        negs.append(int((I2[d["W"]] < 0).sum()))
    assert all(k >= 1 for k in negs), negs


def test_a20_a24_other_component_above() -> None:
    """(A.20) L2747, (A.24) L2759 at t = 1: some neuron i of W_{l,n}(0) has W_O(i)^(1) p_1 <= 0 < W_O(i)^(1) p for a p
    in P minus {p_1} (the right side (1/sqrt(B)) W_O(i) p_1 <= 0 below a positive left side: no constant of '<~'
    helps), and some neuron of U_{l,n}(0) has W_O(i)^(1) p_2 <= 0 < W_O(i)^(1) p for a p != p_2 (the reading with p_2
    on the right) and W_O(i)^(1) p_1 <= 0 < W_O(i)^(1) p (as printed)."""
    eta = 0.5
    found = {"W": 0, "U_p2": 0, "U_p1": 0}
    for seed in range(8):
        d = _model(seed)
        act = (1 - d["y"] * d["F"] > 0).astype(float)
        WO1 = d["WO"] + eta * np.einsum("n,lm,nlm,nld->md", d["y"] * act, d["a"], (d["pre"] >= 0).astype(float),
                                        d["V"]) / (d["B"] * d["L"])
        cw = WO1[d["W"]]                                          # components W_O(i) e_j, i in W
        found["W"] += int(((cw[:, :1] <= 0) & (np.delete(cw, 0, 1) > 0)).any())
        cu = WO1[d["U"]]
        others = np.delete(cu, 1, 1)                              # p in P minus {p_2}
        found["U_p2"] += int(((cu[:, 1:2] <= 0) & (others > 0)).any())
        found["U_p1"] += int(((cu[:, :1] <= 0) & (others > 0)).any())
    assert all(v >= 1 for v in found.values()), found


def test_a21_a25_norm_below() -> None:
    """(A.21) L2749, (A.25) L2761 at t = 1 (explicit '>='): some neuron of W_{l,n}(0) and some of U_{l,n}(0) has
    ||W_O(i)^(1)||^2 below (xi eta t^2 mean(|S_1^n|/L) mean((|S_1^n|/L) p_n)/4 + xi)^2 (a = sqrt(m): the m/a^2 = 1):
    a row of m_a = M entries N(0, xi^2) (L2650) has ||.||^2 = xi^2 chi^2_{m_a}, below xi^2 with a fixed probability,
    and one SGD step moves it by O(eta/sqrt(m))."""
    eta, hits = 0.5, {"W": 0, "U": 0}
    for seed in range(4):
        d = _model(seed)
        act = (1 - d["y"] * d["F"] > 0).astype(float)
        WO1 = d["WO"] + eta * np.einsum("n,lm,nlm,nld->md", d["y"] * act, d["a"], (d["pre"] >= 0).astype(float),
                                        d["V"]) / (d["B"] * d["L"])
        pn = d["s1"] * np.e / (d["s1"] * np.e + d["L"] - d["s1"])
        rhs = (d["xi"] * eta * np.mean(d["s1"] / d["L"]) * np.mean(d["s1"] / d["L"] * pn) / 4 + d["xi"]) ** 2
        nrm = (WO1 ** 2).sum(1)
        hits["W"] += int((nrm[d["W"]] < rhs).any())
        hits["U"] += int((nrm[d["U"]] < rhs).any())
    assert hits["W"] >= 2 and hits["U"] >= 2, hits


def test_a27_unlucky_above() -> None:
    """(A.27) L2769 at t = 1 (explicit '<='): some unlucky neuron (in neither W_{l,n}(0) nor U_{l,n}(0)) has a positive
    component W_O(i)^(1) p while min{min_{j in W} W_O(j)^(1) p_1, min_{k in U} W_O(k)^(1) p_2} / sqrt(B) is <= 0."""
    eta, hits = 0.5, 0
    for seed in range(4):
        d = _model(seed)
        act = (1 - d["y"] * d["F"] > 0).astype(float)
        WO1 = d["WO"] + eta * np.einsum("n,lm,nlm,nld->md", d["y"] * act, d["a"], (d["pre"] >= 0).astype(float),
                                        d["V"]) / (d["B"] * d["L"])
        unl = ~(d["W"] | d["U"])
        assert unl.any()
        rhs = min(WO1[d["W"], 0].min(), WO1[d["U"], 1].min()) / np.sqrt(d["B"])
        hits += int(WO1[unl].max() > rhs and rhs <= 0)
    assert hits >= 3, hits


def test_eq6_16_zero_loss() -> None:
    """thesis.ch6.eq6.16 (Theorem 6.3.7 (6.16), L1861): the trained tied model at M1 = 2 (the one object shared with
    the claim: its weights), read into numpy; testing prompts (6.1) drawn here with numpy (query pattern mu_a for
    z = +1 or mu_b for z = -1 of an in-domain task (a, b), l_ts = 20 contexts of pattern mu_a / mu_b with probability
    alpha'/2 each, labels +1 / -1 on them, x = mu + U(-1, 1) K nu_k, the label embedding q on the contexts), the
    network (6.2) written out here. The R m = 5 rows of W_O W_V of least norm above M2^{-1/2} (inside every L of
    (6.14)) are removed: the hinge loss (6.3) stays exactly 0 (every margin z F >= 1 + 0.05), against the shape
    R + 1/(alpha' M1) = 0.957 of (6.16)."""
    import math

    from thmcheck.checks.papers.thesis import ch6_icl as C6

    mdl = C6._m1_model(2, 0)
    cfg = mdl.cfg
    WQ, WK, WV, WO, a = (t.detach().numpy().astype(np.float64) for t in (mdl.WQ, mdl.WK, mdl.WV, mdl.WO, mdl.a))
    M1, M2, dy, beta, K = cfg.M1, cfg.M2, cfg.dy, cfg.beta, cfg.K
    dx = M1 + M2
    mu, nu = beta * np.eye(dx)[:M1], beta * np.eye(dx)[M1:]
    q = np.zeros(dy)
    q[0] = 1.0
    ap, n, ell = M1 ** -0.5, 2000, 20
    r = np.random.default_rng(7)
    tasks = [(i, j) for i in range(M1) for j in range(M1) if i != j]
    F = np.zeros(n)
    z = np.zeros(n)
    norms = np.linalg.norm(WO @ WV, axis=1)
    inL = np.flatnonzero(norms > 1 / math.sqrt(M2))
    k = round(0.25 * WO.shape[0])
    S = inL[np.argsort(norms[inL])][:k]
    keep = np.ones(WO.shape[0])
    keep[S] = 0.0
    pruned_pre = []
    for i in range(n):
        A_, B_ = tasks[r.integers(len(tasks))]
        z[i] = 1.0 if r.random() < 0.5 else -1.0
        qp = A_ if z[i] > 0 else B_
        pr = np.full(M1, (1 - ap) / max(M1 - 2, 1))
        pr[A_] = pr[B_] = ap / 2
        pats = r.choice(M1, size=ell, p=pr / pr.sum())
        lab = np.where(pats == A_, 1.0, np.where(pats == B_, -1.0, r.choice([-1.0, 1.0], size=ell)))
        xc = mu[pats] + (r.uniform(-1, 1, (ell, 1)) * K) * nu[r.integers(M2, size=ell)]
        P = np.concatenate([xc, lab[:, None] * q[None]], 1)               # context tokens p_s
        pq = np.concatenate([mu[qp] + r.uniform(-1, 1) * K * nu[r.integers(M2)], np.zeros(dy)])
        s = (P @ WK.T) @ (WQ @ pq)                                         # (W_K p_s)^T W_Q p_query
        att = np.exp(s - s.max())
        att /= att.sum()
        pre = WO @ (WV @ (P.T @ att))                                      # W_O(i) sum_s W_V p_s attn_s
        F[i] = (np.maximum(pre, 0) * keep) @ a
        pruned_pre.append(pre[S])
    hinge = np.maximum(1 - z * F, 0).mean()
    assert 4 <= k <= len(inL)
    assert hinge == 0.0 and (z * F).min() > 1.05
    F_full = F + np.array([np.maximum(p, 0) @ a[S] for p in pruned_pre])
    assert (z * F_full).min() > 1.05                                     # the unpruned network: margins > 1 too
    assert 0.25 + 1 / (ap * M1) > 0.95


def test_a16_a17_vi_sign() -> None:
    """(A.16) L2735, (A.17) L2737 at t = 0: V_i(0) of (A.176), the coefficient of W_O(i)^T in the W_V gradient applied
    to x_j^g (j in S_1^g; one-hot tokens: x_s^T x_j^g = 1[s in S_1^n]) for i in W_{l,n}(0): (1/B) sum_n (-y^n) (1/L)
    sum_l a_(l)i 1[W_O(i) V_l^n >= 0] (softmax mass of query l on the p_1 keys). Some neuron of W_{l,n}(0) has
    V_i > 0 against the printed negative side of (A.16), and some neuron of U_{l,n}(0) has V_i < 0 against (A.17)'s
    positive side: a_(l)i is drawn per position, so the sign of each term is that of -y^n a_(l)i."""
    pos, neg = [], []
    for seed in range(4):
        d = _model(seed)
        one = (d["pats"] == 0).astype(float)
        mass = (d["att"] * one[:, :, None]).sum(1)                     # (B, L): query l's mass on the p_1 keys
        w = -d["y"][:, None] * mass / d["L"]
        V = np.einsum("nl,lm,nlm->m", w, d["a"], (d["pre"] >= 0).astype(float)) / d["B"]
        s2 = (d["pats"] == 1).sum(1)
        pn = d["s1"] * np.e / (d["s1"] * np.e + d["L"] - d["s1"])      # Definition A.2.2 (3), ||q_1|| = 1
        a16 = -np.sum((d["y"] > 0) * d["s1"] / d["L"] * pn) / (2 * d["B"] * np.sqrt(d["m"]))
        a17 = np.sum((d["y"] < 0) * s2 / d["L"] * pn) / (2 * d["B"] * np.sqrt(d["m"]))
        assert a16 < 0 < a17 and d["W"].sum() >= 4 and d["U"].sum() >= 4
        pos.append(int((V[d["W"]] > 0).sum()))
        neg.append(int((V[d["U"]] < 0).sum()))
    assert all(k >= 1 for k in pos) and all(k >= 1 for k in neg), (pos, neg)


def test_a180_sign() -> None:
    """(A.180) L3480 at t = 1: the one-term sum -eta W_O(i)^(1) sum_{j in W} V_j(1) W_O(j)^(1)T for i in W_{l,n}(0),
    W_O^(1) = W_O^(0) - eta dLoss_b/dW_O ((A.68), as test_a19_a23_lucky_component_negative; the attention and V_l^n of
    W_V = W_K = W_Q = I), V_j(1) of (A.176) with the activations of W_O^(1). The printed right side is > 0, but some
    lucky neuron has a negative left side (its own term -eta V_i ||W_O(i)||^2 is negative when V_i > 0)."""
    eta, hits = 0.1, []
    for seed in range(4):
        d = _model(seed)
        act = (1 - d["y"] * d["F"] > 0).astype(float)
        WO1 = d["WO"] + eta * np.einsum("n,lm,nlm,nld->md", d["y"] * act, d["a"], (d["pre"] >= 0).astype(float),
                                        d["V"]) / (d["B"] * d["L"])
        pre1 = d["V"] @ WO1.T
        mass = (d["att"] * (d["pats"] == 0).astype(float)[:, :, None]).sum(1)
        V = np.einsum("nl,lm,nlm->m", -d["y"][:, None] * mass / d["L"], d["a"], (pre1 >= 0).astype(float)) / d["B"]
        Wr = WO1[d["W"]]
        lhs = -eta * Wr @ (V[d["W"]][:, None] * Wr).sum(0)
        pn = d["s1"] * np.e / (d["s1"] * np.e + d["L"] - d["s1"])
        rhs = eta * d["m"] * np.sum((d["y"] > 0) * d["s1"] / d["L"] * pn) / (2 * d["B"] * np.sqrt(d["m"]))
        assert rhs > 0 and d["W"].sum() >= 4
        hits.append(int((lhs < 0).sum()))
    assert all(k >= 1 for k in hits), hits
