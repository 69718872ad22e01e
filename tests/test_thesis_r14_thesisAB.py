"""Own checks of checks/papers/thesis/r14_thesisAB.py (round 14, helper thesisAB)."""

from __future__ import annotations

import numpy as np
import torch

from tests import gt_own
from thmcheck.checks.papers.thesis import r14_thesisAB as R
from thmcheck.models import vit as VIT


def _setup(seed: int, N: int = 40, m: int = 128) -> tuple:
    g = torch.Generator().manual_seed(seed)
    X, _, y = VIT.make_data(N, 12, 0.5, 1.0 / 12, 8, 5, 0.01, g)
    p = VIT.init_params(8, m, 12, 0.1, 0.2, 0.01, g, normalize=True)
    return g, X, y, p


def test_numpy_gradient_equals_autograd() -> None:
    """vit_hinge_grads_np's hand-written gradient of the batch-mean hinge equals torch autograd's on the model (2.1)."""
    _, X, y, p = _setup(1)
    loss = VIT.hinge(VIT.forward(X[:8], p)[0], y[:8]).mean()
    loss.backward()
    val, grads = R.vit_hinge_grads_np(X[:8].numpy(), y[:8].numpy(),
                                      *(t.detach().numpy() for t in (p.WQ, p.WK, p.WV, p.WO, p.A)))
    assert abs(val - float(loss.detach())) < 1e-12
    for mine, t in zip(grads, p.trainable(), strict=True):
        ref = t.grad.numpy()
        assert np.abs(mine - ref).max() <= 1e-12 * max(1.0, np.abs(ref).max())


def test_numpy_tstar_equals_train_sgd() -> None:
    """vit_tstar_np (block-wise zero test with replay) returns exactly VIT.train_sgd's first step with zero training
    hinge, on the same data, init and generator, and the same as a step-by-step test."""
    for eta in (1.6, 0.2, 0.05):
        g, X, y, p = _setup(3)
        ref = VIT.train_sgd(X, y, p, eta, 8, 5000, g, stop_at_zero=True)
        for every in (1, 32):
            g, X, y, p = _setup(3)
            pr = tuple(t.detach().numpy() for t in (p.WQ, p.WK, p.WV, p.WO, p.A))
            assert R.vit_tstar_np(X.numpy(), y.numpy(), pr, eta, 8, 5000, g, check_every=every) == ref, (eta, every)


def test_theorem1_ratio_grows_along_eta() -> None:
    """T* eta^{3/5} alpha* (the claim's ratio) grows as eta falls, eta T* stays ~ constant (the eta^-1 law)."""
    from thmcheck.checks.claim import Ctx

    base = {"seed": 3, "a_star": 0.5, "sigma": 0.2, "delta": 0.2, "N": 40, "B": 8, "m": 128}
    ts = {eta: R.thm1_measure({**base, "eta": eta}, Ctx()).lhs for eta in (1.6, 0.1, 0.02)}
    ratio = {eta: t * eta ** 0.6 * 0.5 for eta, t in ts.items()}
    assert ratio[0.02] > 3 * ratio[1.6], ts
    assert all(30 < eta * t < 70 for eta, t in ts.items()), ts


def test_a106_ratio_grows_with_b() -> None:
    """(A.106) L3133 by hand: after t + 1 = 1 step a neuron i outside W and U has W_O(i) p_j = its initial N(0, xi^2)
    value plus eta times a batch-mean gradient whose mean does not depend on B; a lucky neuron j has W_O(j) p_1 = its
    initial value plus eta times its own (positive) mean gradient. With xi = 0.01, W_O(i) p_j = 0.015 + 0.1 * 0.0,
    W_O(j) p_1 = 0.01 + 0.1 * 0.05: the ratio W_O(i) p_j / ((1/sqrt(B)) W_O(j) p_1) = sqrt(B) 0.015/0.015 grows from 10
    at B = 100 to 1000 at B = 1e6, so no constant bounds it over B >= 1 (the printed 1/sqrt(B) has nothing to pay
    it: the lucky component does not grow with B at a fixed t)."""
    import math

    own, other = 0.01 + 0.1 * 0.05, 0.015 + 0.1 * 0.0
    r = [other / (own / math.sqrt(B)) for B in (10**2, 10**4, 10**6)]
    assert abs(r[0] - 10.0) < 1e-9 and abs(r[2] / r[0] - 100) < 1e-9
    # the measured mechanism: at B -> inf the count-weighted batch loss tends to the full-batch loss, so W_O^(t+1)
    # has a B-free limit; on the claim's instance the left side stays ~ xi while the right side falls like B^-1/2
    from thmcheck.checks.claim import Ctx

    inst = {"seed": 0, "L": 8, "n1": 4, "n2": 2, "M": 4, "m": 64, "xi": 0.01, "t": 0, "eta": 0.5}
    lo = R._a106_measure({**inst, "B": 10}, Ctx())
    hi = R._a106_measure({**inst, "B": 10**5}, Ctx())
    assert 0.5 < hi.lhs / lo.lhs < 2 and 0.5 < hi.quantities["own"] / lo.quantities["own"] < 2


def _a97_limit(inst: dict, unlucky: bool = False) -> tuple[float, int]:
    """(A.97)'s I_5 in the limit B -> inf of batches drawn with replacement from the N training samples: every batch
    sum (1/B) sum_{n in B_b} becomes the training-set mean (weights 1/N), so Algorithm 3 is full-batch gradient descent
    and the fresh batch of I_5 is the mean over the N samples. Written here in numpy from (2.1), (A.6), (A.8), (A.66)
    and (A.70) (only the data and the initial model come from the claim's generators). Returns (max |I_5| over the
    lucky i and p_j != p_1, m); ``unlucky`` ((A.104)): over the i outside W and U (A.9) and every p_j."""
    import math

    from thmcheck.checks.papers.thesis import r12_thesisAB as R12

    L, M, t, eta, xi = int(inst["L"]), int(inst["M"]), int(inst["t"]), float(inst["eta"]), float(inst["xi"])
    cfg = R12.A95_CFG
    N, m, gen, X, P, y, _ = R12._a95_data({**inst, "B": int(inst["N"])})
    p = VIT.init_params(cfg["d"], m, L, cfg["sigma"], cfg["delta"], xi, gen, normalize=True)
    Xn, yn, Pn = X.numpy(), y.numpy(), P.numpy()
    WQ, WK, WV, WO = (t_.detach().numpy().copy() for t_ in (p.WQ, p.WK, p.WV, p.WO))
    A = p.A.numpy()[:L]

    def model(WQ: np.ndarray, WK: np.ndarray, WV: np.ndarray, WO: np.ndarray) -> tuple:
        S = np.einsum("nse,nle->nsl", Xn @ WK.T, Xn @ WQ.T)
        att = np.exp(S - S.max(1, keepdims=True))
        att /= att.sum(1, keepdims=True)                     # softmax over the keys s
        XS = np.einsum("nsl,nsd->nld", att, Xn)              # X^n softmax_l
        pre = XS @ WV.T @ WO.T                               # W_O(i) V_l^n
        F = (np.maximum(pre, 0) * A[None]).sum(-1).mean(1)
        return att, XS, pre, F

    _, _, pre0, _ = model(WQ, WK, WV, WO)
    lucky = ((pre0 > 0) & ((yn[:, None] == 1) & (Pn == 0))[:, :, None]).any((0, 1))      # (A.8)
    ulucky = ((pre0 > 0) & ((yn[:, None] == -1) & (Pn == 1))[:, :, None]).any((0, 1))    # (A.9)
    rows = ~(lucky | ulucky) if unlucky else lucky
    U, _, Vt = np.linalg.svd(WV)
    pdir = (U @ Vt)[:, :M]                                   # p_j (Assumption 2.3.1)
    DW = np.zeros_like(WV)
    for _ in range(t):
        att, XS, pre, F = model(WQ, WK, WV, WO)
        g = -yn * (1 - yn * F > 0) / N                      # d loss / d F_n, full batch
        dpre = g[:, None, None] * A[None] / L * (pre > 0)   # (n, l, k)
        # every neuron k's share of the W_V gradient: sum_{n,l} dpre[n,l,k] W_O(k)^T (X^n softmax_l)^T
        dWV_k = np.einsum("nlk,ka,nld->kad", dpre, WO, XS)
        DW += -eta * dWV_k[~lucky].sum(0)                    # the update from the neurons not in W (A.66)
        # the full gradient step of every parameter (torch autograd on the model; its W_V part is checked against ours)
        pt = [torch.tensor(w, requires_grad=True) for w in (WQ, WK, WV, WO)]
        Ft = VIT.forward(X, VIT.ViTParams(*pt, p.A))[0]
        loss = VIT.hinge(Ft, y).mean()
        grads = torch.autograd.grad(loss, pt)
        assert np.allclose(grads[2].numpy(), dWV_k.sum(0), rtol=1e-9, atol=1e-15)
        WQ, WK, WV, WO = (w - eta * gr.numpy() for w, gr in zip((WQ, WK, WV, WO), grads, strict=True))
    att, XS, pre, F = model(WQ, WK, WV, WO)
    best = 0.0
    for j in range(0 if unlucky else 1, M):
        proj = XS @ (DW.T @ pdir[:, j])                      # (Delta_W X^n softmax_l)^T p_j
        I5 = eta * np.einsum("n,nl,lk,nlk->k", yn / N, proj, A, (pre >= 0).astype(float)) / L
        best = max(best, float(np.abs(I5[rows]).max()))
    assert math.isfinite(best)
    return best, m


def test_a97_batch_mean_is_not_zero() -> None:
    """(A.97) L3088 and (A.104) L3120: at B -> inf (batches drawn with replacement from the training set) |I_5| tends to a training-set
    mean that is not 0, while the printed side eta^2 xi (t/sqrt(B) + r2 sqrt(log m log B / B)) (r2 <= t/2: |S_2|/|S| <=
    1, p_n <= 1) tends to 0: for any constant c the printed side times c falls below |I_5| once B is large enough.
    The claim's measure at B = 1e9 agrees with this limit."""
    import math

    from thmcheck.checks.claim import Ctx

    for unl, inst in ((False, {"seed": 5, "L": 6, "n1": 3, "n2": 1, "M": 3, "mfac": 1.2, "xi": 0.1, "t": 6, "eta": 1.0,
                               "N": 32}),
                      (True, {"seed": 7, "L": 12, "n1": 6, "n2": 2, "M": 6, "mfac": 1.0, "xi": 1.0, "t": 6, "eta": 1.0,
                              "N": 128})):
        lim, m = _a97_limit(inst, unlucky=unl)
        assert lim > 1e-5
        got = R.a97_wr_measure({**inst, "B": 10**9}, Ctx(), unlucky=unl).lhs
        assert abs(got - lim) < 0.02 * lim, (unl, got, lim)

        def side_max(B: float, inst: dict = inst, m: int = m) -> float:
            t, eta, xi = inst["t"], inst["eta"], inst["xi"]
            return eta * eta * xi * (t / math.sqrt(B) + (t / 2) * math.sqrt(math.log(m) * math.log(B) / B))

        assert side_max(1e6) > lim > side_max(1e14), (unl, lim)   # constant 1 crossed between B = 1e6 and 1e14
        assert side_max(1e18) * 100 < lim, (unl, lim)             # constant 100 crossed by B = 1e18


def test_a105_step_does_not_shrink_with_b() -> None:
    """(A.105) L3124-L3129: with batches of B draws with replacement from the N training samples, B -> inf makes every
    step full-batch gradient descent, so the one-step change of a non-lucky neuron's component tends to eta |grad_W_O(i)
    . p_k| of the full training loss, not 0, while the printed side falls like sqrt(log B / B). Full-batch descent here
    is vit_hinge_grads_np's numpy gradient (written from (2.1) by hand, checked against autograd above), not the claim's
    torch loop; the claim's measure at B = 1e9 agrees with the limit."""
    import math

    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.papers.thesis import r12_thesisAB as R12

    inst = {"seed": 0, "L": 8, "n1": 4, "n2": 2, "M": 4, "mfac": 1.0, "xi": 0.01, "t": 3, "eta": 0.5, "N": 32}
    cfg = R12.A95_CFG
    N, m, gen, X, P, y, _ = R12._a95_data({**inst, "B": 32})
    p = VIT.init_params(cfg["d"], m, 8, cfg["sigma"], cfg["delta"], 0.01, gen, normalize=True)
    W = [t_.detach().numpy().copy() for t_ in (p.WQ, p.WK, p.WV, p.WO)]
    A = p.A.numpy()
    U, _, Vt = np.linalg.svd(W[2])
    pdir = (U @ Vt)[:, :4]
    for _ in range(inst["t"]):
        grads = R.vit_hinge_grads_np(X.numpy(), y.numpy(), *W, A)[1]
        W = [w - 0.5 * g for w, g in zip(W, grads, strict=True)]
    gWO = R.vit_hinge_grads_np(X.numpy(), y.numpy(), *W, A)[1][3]
    change = np.abs(0.5 * gWO @ pdir)                          # (m, M): the limit of the step's change
    got = R._a105_measure({**inst, "B": 10**9}, Ctx())
    i, k = got.terms["neuron, pattern"]
    assert change[i, k] > 1e-4 and abs(got.lhs - change[i, k]) < 0.02 * change[i, k], (got.lhs, change[i, k])
    q = got.quantities

    def side(B: float) -> float:
        a = math.sqrt(m)
        return (0.5 / a) * (1 + q["sig_tau"] + 3 * q["s1frac"] / 2 * 0.5 * (m / a) * q["w"]) * math.sqrt(
            math.log(m) * math.log(B) / B)

    assert side(1e4) > change[i, k] > side(1e9) and 100 * side(1e14) < change[i, k]


def _b104_limit(inst: dict, lucky_part: bool = False) -> tuple[float, int, float, float]:
    """(B.104)'s H_5 at B -> inf, from the paper's definitions in numpy: with batches of B draws with replacement from
    the N labeled nodes, every batch mean tends to the N-node mean, so t SGD steps tend to t full-batch gradient steps
    (hand-written gradient of the mean hinge of (3.1): softmax aggregation over distances 0, 1, 2 with a bias per
    distance, W_V, W_O, a); H_5 of (B.78) for every lucky i and p_j != p_1 on the full node set. Returns (max |H_5|, m,
    wk, wi) (wk, wi the largest |W_O(k) p_1| over non-lucky k and |W_O(i) p_2| over lucky i, at the last iterate).
    ``lucky_part`` ((B.103)): H_4 of (B.77) from the lucky neurons' part; returns (|H_4|, m, wj, 0) for the pattern j with
    the largest |H_4| / wj, wj the largest |W_O(k) p_j| over lucky k."""
    import math

    N, M, t, eta = inst["N"], inst["M"], inst["t"], inst["eta"]
    m = math.ceil(inst["mfac"] * M * M * math.log(N))
    g = gt_own.build(inst, m)
    y, a, pdir, W = g["y"], g["a"], g["pdir"], g["W"]
    pats = g["pats"]
    pre0 = gt_own.forward(g, W)[2]
    lucky = (a > 0) & ((pre0 > 0) & (pats == 0)[:, None]).any(0)
    DW = np.zeros((M, M))
    part = lucky if lucky_part else ~lucky                            # whose part of -eta dWV
    for _ in range(t):
        fw = gt_own.forward(g, W)
        gpre, Wn = gt_own.step(g, W, fw, -y * (1 - y * fw[3] > 0) / N, eta)
        DW += -eta * W[3][part].T @ (gpre[:, part].T @ fw[1])
        W = Wn
    _, xbar, pre, _ = gt_own.forward(g, W)
    WO = W[3]
    best, key, wbest = 0.0, 0.0, 0.0
    for j in range(1, M):
        proj = xbar @ (DW.T @ pdir[:, j])
        H5 = np.abs(eta * ((y * proj)[:, None] * a[None, :] * (pre >= 0)).sum(0) / N)
        wj = float(np.abs(WO[lucky] @ pdir[:, j]).max())
        k = float(H5[lucky].max()) / wj if lucky_part else float(H5[lucky].max())
        if k > key:
            best, key, wbest = float(H5[lucky].max()), k, wj
    if lucky_part:
        return best, m, wbest, 0.0
    wk = float(np.abs(WO[~lucky] @ pdir[:, 0]).max())
    wi = float(np.abs(WO[lucky] @ pdir[:, 1]).max())
    return best, m, wk, wi


def test_b104_batch_mean_is_not_zero() -> None:
    """(B.104) L4341: at B -> inf (batches drawn with replacement from the labeled nodes) |H_5| tends to an N-node mean
    that is not 0 (rebuilt in numpy from the paper's definitions, full-batch descent with a hand-written gradient),
    while the printed side's upper bound eta^2 t (wk/sqrt(B) + (wi/2) sqrt(log m log B / B)) tends to 0: any constant c
    is crossed once B is large. The claim's measure at B = 1e9 agrees with this limit."""
    import math

    from thmcheck.checks.claim import Ctx

    inst = {"seed": 0, "N": 32, "M": 4, "gamma_d": 0.5, "deg": 4, "eps_S": 0.1, "mfac": 1.0, "xi": 0.01, "t": 4,
            "eta": 1.0}
    lim, m, wk, wi = _b104_limit(inst)
    assert lim > 1e-3
    got = R.b104_measure({**inst, "B": 10**9}, Ctx())
    assert abs(got.lhs - lim) < 0.02 * lim, (got.lhs, lim)

    def side(B: float) -> float:
        return inst["eta"] ** 2 * inst["t"] * (wk / math.sqrt(B) + 0.5 * wi * math.sqrt(math.log(m) * math.log(B) / B))

    assert side(1e3) > lim > side(1e6), (lim, side(1e3), side(1e6))   # constant 1 crossed between B = 1e3 and 1e6
    assert side(1e11) * 100 < lim                                      # constant 100 crossed by B = 1e11


def test_b103_batch_mean_is_not_zero() -> None:
    """(B.103) L4337: as test_b104_batch_mean_is_not_zero with the lucky neurons' part (H_4 of (B.77)): its B -> inf
    limit (numpy, full-batch descent) is not 0 while the printed side's upper bound eta^2 t (wj/2) sqrt(log m log B / B)
    (wj the most favourable lucky |W_O(k) p_j|) tends to 0; the claim's measure at B = 1e9 agrees."""
    import math

    from thmcheck.checks.claim import Ctx

    inst = {"seed": 0, "N": 32, "M": 4, "gamma_d": 0.5, "deg": 4, "eps_S": 0.1, "mfac": 1.0, "xi": 0.01, "t": 4,
            "eta": 1.0}
    lim, m, wj, _ = _b104_limit(inst, lucky_part=True)
    assert lim > 1e-4
    got = R.b104_measure({**inst, "B": 10**9}, Ctx(), lucky_part=True)
    assert abs(got.lhs - lim) < 0.02 * lim, (got.lhs, lim)

    def side(B: float) -> float:
        return inst["eta"] ** 2 * inst["t"] * 0.5 * wj * math.sqrt(math.log(m) * math.log(B) / B)

    assert side(32) > lim, (lim, side(32))
    assert side(1e11) * 100 < lim, (lim, side(1e11))                  # constant 100 crossed by B = 1e11


def _b91_graph(N: int, M: int, gd: float, deg: int, eps_s: float, r: np.random.Generator) -> tuple:
    """Own Section 3.5.1 graph (no thmcheck code): n1 = n2 = gd N / 2 discriminative nodes (mu_1 label +1, mu_2 label
    -1), the rest non-discriminative with random labels, each linked to round(deg (1 - eps_S)) nodes of its class
    pattern and round(deg eps_S) of the other, mu_k - mu_k edges filling degrees up to deg."""
    n1 = int(gd * N / 2)
    pats = np.r_[np.zeros(n1, int), np.ones(n1, int), r.integers(2, M, N - 2 * n1)]
    y = np.where(pats == 0, 1, np.where(pats == 1, -1, r.choice([-1, 1], N)))
    A = np.zeros((N, N), bool)
    D = [np.where(pats == k)[0] for k in (0, 1)]
    for v in np.where(pats >= 2)[0]:
        own, oth = (D[0], D[1]) if y[v] == 1 else (D[1], D[0])
        for j in r.choice(own, round(deg * (1 - eps_s)), replace=False):
            A[v, j] = A[j, v] = True
        for j in r.choice(oth, round(deg * eps_s), replace=False):
            A[v, j] = A[j, v] = True
    for g in D:
        for v in g:
            while A[v].sum() < deg:
                j = r.choice(g)
                A[v, j] = A[j, v] = j != v
    return pats, y, A


def test_b91_lucky_increment_negative() -> None:
    """(B.91) L4273-L4280 by a second path (own numpy graph and model, W_K = W_Q = W_V = I, W_O entries N(0, 0.01^2), a_i
    = +-1/sqrt(m), m = ceil(M^2 ln N), softmax attention over the nodes within distance 2, itself included): after one
    full-batch hinge step at t = 0 (every hinge active) some lucky neuron (a_i > 0, active on some mu_1 node) has a
    negative p_1 = e_1 increment, while every hypothesis holds with slack (eps_0 < 1/2 at z_m, eps_S in (0, 1/2), the
    (3.9) margin, mean p_n(0)(1 - 2 eps_0) - sigma > 0 with Definition B.2.3's p_n, ||q_1|| = 1, sigma = 0.2), so the
    positive right side cannot bound it; the neurons active on most mu_1 nodes all grow (the reading)."""
    import math

    N, M, gd, deg, eps_s, eta, sigma = 400, 3, 0.6, 3, 0.25, 0.5, 0.2
    r = np.random.default_rng(1)
    pats, y, A = _b91_graph(N, M, gd, deg, eps_s, r)
    Ai = A.astype(int)
    A2 = ((Ai @ Ai) > 0) & ~A
    np.fill_diagonal(A2, False)
    R = A | A2
    np.fill_diagonal(R, True)
    m = math.ceil(M * M * math.log(N))
    assert m >= M * M * math.log(N)
    X = np.eye(M)[pats]
    WO = 0.01 * r.standard_normal((m, M))
    a = r.choice([-1, 1], m) / math.sqrt(m)
    S = np.where(R, np.exp(X @ X.T), 0.0)
    S /= S.sum(1, keepdims=True)
    V = S @ X                                                          # W_V = I
    pre = V @ WO.T
    F = np.maximum(pre, 0) @ a
    assert np.all(np.abs(F) < 1)                                       # every hinge active
    inc = eta * ((y[:, None] * (pre >= 0)).T @ V)[:, 0] * a / N         # <W_O(i)^(1) - W_O(i)^(0), e_1>
    on1 = ((pre > 0) & (pats == 0)[:, None]).sum(0)
    lucky = (a > 0) & (on1 > 0)
    assert (inc[lucky] < 0).sum() >= 1 and inc[lucky].min() < -1e-3, inc[lucky]
    most = (a > 0) & (on1 > (pats == 0).sum() / 2)
    assert most.any() and np.all(inc[most] > 0)
    # the hypotheses, from the paper's definitions
    star, hsh = np.where(y == 1, 0, 1), np.where(y == 1, 1, 0)

    def cnt(Z: np.ndarray, k: np.ndarray) -> np.ndarray:
        return (Z & (pats[None, :] == k[:, None])).sum(1)

    marg = {z: cnt(Z, star) - cnt(Z, hsh) for z, Z in ((1, A), (2, A2))}
    zm = max(marg, key=lambda z: marg[z].mean())                       # (3.6)
    eps0 = float((marg[zm] <= 0).mean())                               # Assumption 3.4.2
    Z = A if zm == 1 else A2
    nd = pats >= 2
    conf = cnt(Z, hsh)[nd] / np.maximum(cnt(Z, star)[nd] + cnt(Z, hsh)[nd], 1)
    eps_meas = float(conf.mean())                                      # (B.54)
    gam = float((pats <= 1).mean())
    ex = math.exp(1 - sigma)
    s1 = cnt(R & ~np.eye(N, dtype=bool), star)
    pn = s1 * ex / (s1 * ex + (R.sum(1) - 1 - s1))                     # Definition B.2.3 (3), b = 0, ||q_1|| = 1
    rhs_inner = float(np.mean(pn * (1 - 2 * eps0) - sigma))
    assert eps0 < 0.45 and 0.05 < eps_meas < 0.45, (eps0, eps_meas)
    assert 1 - 2 * eps_meas * (1 - gam) - sigma > 0.3
    assert rhs_inner > 0.1, rhs_inner


def test_a83_lucky_increment_negative() -> None:
    """(A.83) L3036 at t = 0, second path in numpy (no code of the claim's measure): the noise-free data of Section
    2.4.1 (one-hot tokens, |S_1| = 5 label-relevant and |S_2| = 2 confusion tokens of L = 8 in every sample, the rest
    p_3; labels alternate), W_K = W_Q = W_V = I (d = M = 3, p_1 = e_1), W_O entries N(0, xi^2), a_(l)i = +-1/sqrt(m)
    per position (L2650). The W_O step from (A.68): Delta W_O(i) = eta (1/B) sum_n y^n 1[y^n F < 1] (1/L) sum_l a_(l)i
    1[W_O(i) V_l^n >= 0] V_l^n. Some neuron of W_{l,n}(0) (A.8: W_O(i) V_l^n > 0 on a p_1 token l) has a negative p_1
    increment, while the right side (eta/a)(mean_n (|S_1^n|/L) p_n(0) - (sigma + tau)) is positive."""
    r = np.random.default_rng(7)
    L, n1, n2, M, B, eta, xi = 8, 5, 2, 3, 64, 0.1, 0.01
    m = int(np.ceil(M ** 2 * np.log(B)))
    X = np.zeros((B, L, M))
    y = np.where(np.arange(B) % 2 == 0, 1.0, -1.0)
    pats = np.zeros((B, L), dtype=int)
    for n in range(B):
        rel, conf = (0, 1) if y[n] > 0 else (1, 0)
        pats[n] = r.permutation(np.array([rel] * n1 + [conf] * n2 + [2] * (L - n1 - n2)))
        X[n, np.arange(L), pats[n]] = 1.0
    S = np.einsum("nsd,nld->nsl", X, X)
    att = np.exp(S) / np.exp(S).sum(1, keepdims=True)
    V = np.einsum("nsl,nsd->nld", att, X)                       # V_l^n = X^n softmax_l (W_V = I)
    WO = xi * r.standard_normal((m, M))
    a = r.choice([-1.0, 1.0], size=(L, m)) / np.sqrt(m)
    pre = V @ WO.T                                               # (B, L, m)
    F = (np.maximum(pre, 0) * a[None]).sum(-1).mean(1)
    act = (1 - y * F > 0).astype(float)
    dWO = eta * np.einsum("n,lm,nlm,nld->md", y * act, a, (pre >= 0).astype(float), V) / (B * L)
    lucky = ((pre > 0) & (pats == 0)[:, :, None]).any(0).any(0)
    inc = dWO[lucky, 0]
    s1 = (pats == 0).sum(1)
    pn = s1 * np.exp(1 - 0.21) / (s1 * np.exp(1 - 0.21) + L - s1)  # ||q_1|| = 1, delta + tau = 0.21
    rhs = eta / np.sqrt(m) * (np.mean(s1 / L * pn) - 0.11)
    assert m >= M ** 2 * np.log(B) and act.all() and rhs > 0
    assert lucky.sum() >= 4 and inc.min() < 0 and (inc < 0).sum() >= 2, (inc, rhs)
