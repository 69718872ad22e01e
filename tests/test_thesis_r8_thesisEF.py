"""Second paths for the round-8 claims of thesis App. E/F (thmcheck.checks.papers.thesis.r8_thesisEF).

Each test shares no code with the claim's bound or measurement: the coefficients V_i of (E.14) are recovered from
autograd's gradient of the hinge loss by least squares on the rows W_O(i), and the printed sides are written out
again here.
"""

from __future__ import annotations

import numpy as np


def _v_coefficients(seed: int, B: int, label: float) -> tuple[np.ndarray, np.ndarray, np.ndarray, bool]:
    """(V for every context token of prompt 0 with label embedding label q (rows) and neuron (columns), W_0 mask,
    U_0 mask, whether prompt 0 has a context of its query's IDR pattern) on the Chapter 6 model at initialisation."""
    from thmcheck.models.device import generator
    from thmcheck.models.icl import ICLConfig, cyclic_tasks, hinge, init_model, make_prompts, patterns

    cfg = ICLConfig(M1=3, M2=2, dy=2, m=20, beta=1.5, alpha=0.6, l_tr=10, delta=0.2)
    g = generator(seed)
    model = init_model(cfg, g)
    ctx, pq, z, same = make_prompts(cfg, B, cyclic_tasks(cfg.M1), cfg.l_tr, cfg.alpha, g)
    model.WV.grad = None
    hinge(model, ctx, pq, z).backward()
    G = model.WV.grad.detach().numpy()
    O = model.WO.detach().numpy()
    a = model.a.numpy()
    C, P = ctx.numpy(), pq.numpy()
    dx = cfg.dx
    # prompt 0 by hand: softmax over its contexts of delta^2 x_s^T x_query, the value delta * sum_s softmax_s p_s
    logits = cfg.delta**2 * C[0, :, :dx] @ P[0, :dx]
    w = np.exp(logits - logits.max())
    w /= w.sum()
    V0 = cfg.delta * (w @ C[0])
    base = (O[:, :dx] @ V0[:dx] > 0) & (O[:, dx:dx + cfg.dy] @ V0[dx:] > 0)
    _, _, q = patterns(cfg)
    rows = []
    for pj in C[0][label * (C[0][:, dx:] @ q.numpy()) > 0]:
        coef, *_ = np.linalg.lstsq(O.T, G @ pj, rcond=None)  # G p_j = sum_i V_i W_O(i)
        assert np.allclose(O.T @ coef, G @ pj, atol=1e-12)
        rows.append(coef)
    return np.array(rows).reshape(-1, cfg.m), base & (a > 0), base & (a < 0), bool(same[0].any())


def test_eqE15_E18_lucky_neuron_with_wrong_sign() -> None:
    """(E.15)/(E.18): -V_i(b) >~ beta^2 (1 - gamma_t)/a with a shape >= 0 needs -V_i >= 0 on the lucky set (> 0
    where the shape is positive). At B = 2048 >> M1 = 3 and l = 10 >= 1/(alpha beta^2) some seed has a neuron of W_0
    (label q) resp. U_0 (label -q) with -V_i < 0 while prompt 0 has a context of its query's pattern (its own
    1 - gamma_{0,0} > 0)."""
    found = {1.0: 0, -1.0: 0}
    for seed in range(12):
        for label in (1.0, -1.0):
            V, W, U, has_same = _v_coefficients(seed, 2048, label)
            lucky = W if label > 0 else U
            if V.size and lucky.any() and has_same and (-V[:, lucky]).min() < -1e-9:
                found[label] += 1
        if all(found.values()):
            break
    assert found[1.0] and found[-1.0]


def test_eqE17_E20_literal_context_token_does_not_decay() -> None:
    """(E.17)/(E.20) as printed (p_j a context token of the prompt, label q resp. -q): |V_i| a outside W_0 u U_0,
    recovered from autograd by least squares, does not decay with B, so |V_i| / (sqrt(log B / B) / a) grows: from
    B = 300 to B = 30000 (M1 = 2, beta = 3, delta = 0.2, l = 8) the ratio grows more than 3x (sqrt(B / log B) grows
    7.3x) while |V_i| a stays above 0.02 for some seed."""
    import math

    from thmcheck.models.device import generator
    from thmcheck.models.icl import ICLConfig, cyclic_tasks, hinge, init_model, make_prompts, patterns

    def worst(B: int, label: float, seed: int) -> float:
        cfg = ICLConfig(M1=2, M2=2, dy=2, m=8, beta=3.0, alpha=0.7, l_tr=8, delta=0.2)
        g = generator(seed)
        model = init_model(cfg, g)
        ctx, pq, z, _ = make_prompts(cfg, B, cyclic_tasks(cfg.M1), cfg.l_tr, cfg.alpha, g)
        hinge(model, ctx, pq, z).backward()
        G, O = model.WV.grad.detach().numpy(), model.WO.detach().numpy()
        _, _, q = patterns(cfg)
        C, P = ctx.numpy(), pq.numpy()
        dx = cfg.dx
        logits = cfg.delta**2 * C[0, :, :dx] @ P[0, :dx]
        w = np.exp(logits - logits.max())
        w /= w.sum()
        v0 = cfg.delta * (w @ C[0])
        out = ~((O[:, :dx] @ v0[:dx] > 0) & (O[:, dx:dx + cfg.dy] @ v0[dx:] > 0))
        best = 0.0
        for pj in C[0][label * (C[0][:, dx:] @ q.numpy()) > 0]:
            coef, *_ = np.linalg.lstsq(O.T, G @ pj, rcond=None)
            assert np.allclose(O.T @ coef, G @ pj, atol=1e-12)
            if out.any():
                best = max(best, float(np.abs(coef[out]).max()) * cfg.m)
        return best

    grew = {1.0: 0, -1.0: 0}
    for label in (1.0, -1.0):
        for seed in range(6):
            small, large = worst(300, label, seed), worst(30000, label, seed)
            r_small = small / math.sqrt(math.log(300) / 300)
            r_large = large / math.sqrt(math.log(30000) / 30000)
            grew[label] += int(r_large > 3 * r_small and large > 0.02)
            if grew[label]:
                break
    assert grew[1.0] >= 1 and grew[-1.0] >= 1


def _app_e_loss(P: np.ndarray, WQ: np.ndarray, WK: np.ndarray, WV: np.ndarray, WO: np.ndarray, a: np.ndarray,
                z: float) -> float:
    """max(0, 1 - z F) for F = sum_i a_i Relu(W_O(i) sum_{s=1}^{l+1} W_V p_s softmax_s), softmax over every column
    of P of p_s^T W_K^T W_Q p_query (p_query the last column)."""
    logits = (WK @ P).T @ (WQ @ P[:, -1])
    w = np.exp(logits - logits.max())
    w /= w.sum()
    F = float(a @ np.maximum(WO @ (WV @ (P @ w)), 0.0))
    return max(0.0, 1.0 - z * F)


def _fd(f, W: np.ndarray, h: float = 1e-6) -> np.ndarray:
    """Central finite differences of f at W, entry by entry."""
    G = np.zeros_like(W)
    for idx in np.ndindex(W.shape):
        Wp, Wm = W.copy(), W.copy()
        Wp[idx] += h
        Wm[idx] -= h
        G[idx] = (f(Wp) - f(Wm)) / (2 * h)
    return G


def test_eqE160_E167_gradients_by_finite_differences() -> None:
    """(E.160)/(E.167) against central finite differences of the hinge loss (numpy, one prompt): (E.167)'s printed
    dl/dW_V is nonzero on a prompt with z F > 1 where the loss is flat (finite differences 0); (E.160)'s printed
    dl/dW_K (with W_Q^T p_query) misses the finite differences on a prompt with an active hinge, while the same
    formula with W_Q p_query matches them."""
    rng = np.random.default_rng(7)
    d, ell, m = 3, 2, 2
    P = rng.standard_normal((d, ell + 1))
    P[2, -1] = 0.0  # the query's label coordinate
    WQ, WK, WV, WO = (rng.standard_normal((d, d)) for _ in range(4))
    WO = WO[:m]
    a = np.array([1.0, -1.0]) / m

    def parts(WQ: np.ndarray, WK: np.ndarray, WV: np.ndarray) -> tuple:
        pq = P[:, -1]
        logits = (WK @ P).T @ (WQ @ pq)
        w = np.exp(logits - logits.max())
        w /= w.sum()
        mix = P @ w
        pre = WO @ (WV @ mix)
        return pq, w, mix, pre, float(a @ np.maximum(pre, 0.0))

    # (E.167) on a prompt with z F > 1: pick z = sign(F) and scale W_V until |F| > 1
    WVb = WV.copy()
    while abs(parts(WQ, WK, WVb)[4]) <= 1.5:
        WVb *= 2.0
    pq, w, mix, pre, F = parts(WQ, WK, WVb)
    z = float(np.sign(F))
    printed167 = -z * sum(a[i] * np.outer(WO[i], mix) for i in range(m) if pre[i] >= 0)
    fd167 = _fd(lambda X: _app_e_loss(P, WQ, WK, X, WO, a, z), WVb)
    assert z * F > 1 and np.abs(fd167).max() < 1e-8 and np.abs(printed167).max() > 1e-3

    # (E.160) on a prompt with an active hinge (z = -sign(F): 1 - z F > 1)
    pq, w, mix, pre, F = parts(WQ, WK, WV)
    z = -float(np.sign(F)) if F != 0 else 1.0
    vals = WO @ (WV @ P)
    cen = P - mix[:, None]

    def e160(v: np.ndarray) -> np.ndarray:
        return -z * sum(a[i] * np.outer(v, cen @ (vals[i] * w)) for i in range(m) if pre[i] >= 0)

    fd160 = _fd(lambda X: _app_e_loss(P, WQ, X, WV, WO, a, z), WK)
    assert 1 - z * F > 0
    assert np.allclose(e160(WQ @ pq), fd160, atol=1e-6)  # the derivative has W_Q p_query
    assert not np.allclose(e160(WQ.T @ pq), fd160, atol=1e-3)  # the printed W_Q^T p_query misses it


def test_eqF66_gradient_by_finite_differences() -> None:
    """(F.66) against central finite differences of 1/2 ||z - F||^2, F = sum_i W_V p_i softmax_i(p_i^T W p_query)
    (numpy, one prompt, l = 3): the printed inner softmax(p_r^T W p_i) misses the finite differences, the inner
    softmax at p_query matches them."""
    rng = np.random.default_rng(3)
    d, dv, ell = 3, 2, 3
    P, pq = rng.standard_normal((d, ell)), rng.standard_normal(d)
    W, WV, z = rng.standard_normal((d, d)), rng.standard_normal((dv, d)), rng.standard_normal(dv)

    def sm(x: np.ndarray) -> np.ndarray:
        e = np.exp(x - x.max())
        return e / e.sum()

    def loss(X: np.ndarray) -> float:
        F = WV @ (P @ sm(P.T @ X @ pq))
        return 0.5 * float(((z - F) ** 2).sum())

    att = sm(P.T @ W @ pq)
    F = WV @ (P @ att)
    coef = ((F - z) @ (WV @ P)) * att
    printed = sum(coef[i] * np.outer(P[:, i] - P @ sm(P.T @ W @ P[:, i]), pq) for i in range(ell))
    reading = sum(coef[i] * np.outer(P[:, i] - P @ att, pq) for i in range(ell))
    fd = _fd(loss, W)
    assert np.allclose(reading, fd, atol=1e-6)
    assert not np.allclose(printed, fd, atol=1e-3)


def test_eqE174_batch_sum_with_wrong_sign() -> None:
    """(E.174)/(E.175) at B = 512 >> M1 = 3, l = 8 (numpy from the model's weights and prompts): S_X = (1/B) sum_n
    z^n sum_{i in X_n} a_i 1[W_O(i) V^n >= 0] (sum_s softmax_s p_s^n)^T p_j with each prompt's own lucky sets; some
    seed has a context token p_j of label q with S_W < 0 (E.174 needs S_W >~ beta^2 (1 - gamma) >= 0), and some seed
    has S_U > S_W / (beta^2 + 1) (E.175)."""
    from thmcheck.models.device import generator
    from thmcheck.models.icl import ICLConfig, cyclic_tasks, init_model, make_prompts

    found = {"E.174": False, "E.175": False}
    for seed in range(12):
        cfg = ICLConfig(M1=3, M2=2, dy=2, m=30, beta=1.5, alpha=0.6, l_tr=8, delta=0.2)
        g = generator(seed)
        model = init_model(cfg, g)
        ctx, pq, z, _ = make_prompts(cfg, 512, cyclic_tasks(cfg.M1), cfg.l_tr, cfg.alpha, g)
        C, P, Z = ctx.numpy(), pq.numpy(), z.numpy()
        O, a = model.WO.detach().numpy(), model.a.numpy()
        dx, D = cfg.dx, cfg.dx + cfg.dy
        logits = cfg.delta**2 * np.einsum("nsd,nd->ns", C[:, :, :dx], P[:, :dx])
        w = np.exp(logits - logits.max(1, keepdims=True))
        w /= w.sum(1, keepdims=True)
        mix = np.einsum("ns,nsd->nd", w, C)
        V = cfg.delta * mix  # W_V = delta I on the D token coordinates
        pre = V @ O[:, :D].T
        base = (V[:, :dx] @ O[:, :dx].T > 0) & (V[:, dx:] @ O[:, dx:D].T > 0)
        act = a[None, :] * (pre >= 0)
        gW = (act * (base & (a > 0))).sum(1)
        gU = (act * (base & (a < 0))).sum(1)
        for pj in C[0][C[0][:, dx] > 0]:  # label embedding +q (q = e_1 of the label block)
            SW = float((Z * gW) @ (mix @ pj)) / 512
            SU = float((Z * gU) @ (mix @ pj)) / 512
            found["E.174"] |= SW < -1e-9
            found["E.175"] |= SU > SW / (cfg.beta**2 + 1) + 1e-9
        if all(found.values()):
            break
    assert all(found.values())


def test_eqE176_right_side_not_positive() -> None:
    """(E.176) at B = 512 >> M1 = 3, l = 8 (numpy): with S_X = (1/B) sum_n z^n sum_{i in X_n} a_i 1[W_O(i) V^n >= 0]
    (sum_s softmax_s p_s^n)^T p_j, the display reads -S_out <~ sqrt(log B/B) (-S_W); some seed has a token p_j of label
    q with -S_W <= 0 < -S_out (no constant c > 0 gives it)."""
    from thmcheck.models.device import generator
    from thmcheck.models.icl import ICLConfig, cyclic_tasks, init_model, make_prompts

    found = False
    for seed in range(12):
        cfg = ICLConfig(M1=3, M2=2, dy=2, m=30, beta=1.5, alpha=0.6, l_tr=8, delta=0.2)
        g = generator(seed)
        model = init_model(cfg, g)
        ctx, pq, z, _ = make_prompts(cfg, 512, cyclic_tasks(cfg.M1), cfg.l_tr, cfg.alpha, g)
        C, P, Z = ctx.numpy(), pq.numpy(), z.numpy()
        O, a = model.WO.detach().numpy(), model.a.numpy()
        dx, D = cfg.dx, cfg.dx + cfg.dy
        logits = cfg.delta**2 * np.einsum("nsd,nd->ns", C[:, :, :dx], P[:, :dx])
        w = np.exp(logits - logits.max(1, keepdims=True))
        w /= w.sum(1, keepdims=True)
        mix = np.einsum("ns,nsd->nd", w, C)
        V = cfg.delta * mix
        pre = V @ O[:, :D].T
        base = (V[:, :dx] @ O[:, :dx].T > 0) & (V[:, dx:] @ O[:, dx:D].T > 0)
        act = a[None, :] * (pre >= 0)
        gW = (act * (base & (a > 0))).sum(1)
        gO = (act * ~base).sum(1)
        for pj in C[0][C[0][:, dx] > 0]:
            SW = float((Z * gW) @ (mix @ pj)) / 512
            SO = float((Z * gO) @ (mix @ pj)) / 512
            found |= -SW <= 0 < -SO
        if found:
            break
    assert found


def test_eqE192_E196_wo_gradient_at_init() -> None:
    """(E.192)-(E.196) at t = 0 (numpy, the closed-form gradient of the mean hinge loss, dl/dW_O(i) = mean_n -z^n
    1[z^n F^n < 1] a_i 1[W_O(i) V^n > 0] V^n, B = 64, M1 = 3): for some seed a neuron of W_0 has its projection on
    (mu_a; q) below alpha delta (beta^2 + 1)/(2m) (E.192), and for some seeds each of (E.193)-(E.196) fails."""
    from thmcheck.models.device import generator
    from thmcheck.models.icl import ICLConfig, cyclic_tasks, init_model, make_prompts

    cfg = ICLConfig(M1=3, M2=2, dy=2, m=24, beta=1.5, alpha=0.6, l_tr=6, delta=0.2)
    found = dict.fromkeys(("E.192", "E.193", "E.194", "E.195", "E.196"), False)
    b2 = cfg.beta**2
    for seed in range(20):
        g = generator(seed)
        model = init_model(cfg, g)
        ctx, pq, z, _ = make_prompts(cfg, 64, cyclic_tasks(cfg.M1), cfg.l_tr, cfg.alpha, g)
        C, P, Z = ctx.numpy(), pq.numpy(), z.numpy()
        O, a = model.WO.detach().numpy(), model.a.numpy()
        dx, D, ma = cfg.dx, cfg.dx + cfg.dy, cfg.ma
        logits = cfg.delta**2 * np.einsum("nsd,nd->ns", C[:, :, :dx], P[:, :dx])
        w = np.exp(logits - logits.max(1, keepdims=True))
        w /= w.sum(1, keepdims=True)
        V = np.zeros((64, ma))
        V[:, :D] = cfg.delta * np.einsum("ns,nsd->nd", w, C)
        pre = V @ O.T
        F = np.maximum(pre, 0) @ a
        dF = np.where(1 - Z * F > 0, -Z, 0.0)
        G = ((dF[:, None] * a[None, :] * (pre > 0)).T @ V) / 64  # (m, ma)
        base = (O[:, :dx] @ V[0, :dx] > 0) & (O[:, dx:D] @ V[0, dx:D] > 0)
        W = base & (a > 0)
        if not W.any():
            continue
        a_pat = int(np.argmax(P[0, :cfg.M1]))

        def vec(k: int, lab: float, idi: bool = False, ma: int = ma, dx: int = dx) -> np.ndarray:
            v = np.zeros(ma)
            v[k if not idi else cfg.M1 + k] = cfg.beta
            v[dx] = lab
            return v

        ref = G[W] @ vec(a_pat, 1.0)
        found["E.192"] |= bool((ref < cfg.alpha * cfg.delta * (b2 + 1) / (2 * cfg.m)).any())
        found["E.193"] |= bool((G[W] @ vec(a_pat, -1.0) > (b2 - 1) / (b2 + 1) * ref + 1e-12).any())
        for b in range(cfg.M1):
            if b != a_pat:
                found["E.194"] |= bool((G[W] @ vec(b, 1.0) > ref / (b2 + 1) + 1e-12).any())
                found["E.195"] |= bool((G[W] @ vec(b, -1.0) > -ref / (b2 + 1) + 1e-12).any())
        for c in range(cfg.M2):
            found["E.196"] |= bool((G[W] @ vec(c, 0.0, idi=True) > ref / cfg.M2 + 1e-12).any())
        if all(found.values()):
            break
    assert all(found.values()), found


def test_eqF45_plus_sign_misses_the_sgd_iterate() -> None:
    """(F.45)'s first '=' (L9515) against (F.132)'s update, by hand in numpy (no thmcheck code): one SGD step of the
    Chapter 7 squared loss 0.5 ||sum_i softmax_i(p_i^T W q) W_V p_i - z||^2 from W^(0) = 0 on one prompt with two
    columns (gradient by finite differences, checked against the closed form). p_1^T W^(1) q = eta, while the printed
    member p_1^T (W^(0) + eta dl/dW) q = -eta."""
    e0, e1, z2 = np.array([1.0, 0.0]), np.array([0.0, 1.0]), np.zeros(2)
    p1 = np.concatenate([e0, e1, [1.0]])  # input mu'_0 (the query's TSR pattern), output e1, positional c_1
    p2 = np.concatenate([e1, e0, [1.0]])
    q = np.concatenate([e0, z2, [1.0]])
    z = e1
    cols = np.stack([p1, p2])

    def loss(W: np.ndarray) -> float:
        s = cols @ W @ q
        a = np.exp(s - s.max())
        a /= a.sum()
        out = a @ cols[:, 2:4]  # W_V p_i: the output block
        return 0.5 * float(np.sum((out - z) ** 2))

    W0 = np.zeros((5, 5))
    h = 1e-6
    G = np.zeros_like(W0)
    for i in range(5):
        for j in range(5):
            E = np.zeros_like(W0)
            E[i, j] = h
            G[i, j] = (loss(W0 + E) - loss(W0 - E)) / (2 * h)
    closed = -0.25 * np.outer(p1, q) + 0.25 * np.outer(p2, q)  # dl/ds_i = a_i (y_i - out).(out - z)
    assert np.allclose(G, closed, atol=1e-8)
    eta = 0.5
    W1 = W0 - eta * G  # (F.132)
    printed = W0 + eta * G  # (F.45)'s first '=' at T = 1
    assert abs(p1 @ W1 @ q - eta) < 1e-8
    assert abs(p1 @ printed @ q + eta) < 1e-8


def test_eqF46_expansion_counts_label_terms_twice() -> None:
    """(F.46)'s second '=' (L9519) by hand: A = I, d = 2, K = 1, M' = 2, mu'_j = (mu_1 + mu_2)/sqrt 2 (a unit TSR pattern),
    y = 0, c_i = c_1: the left member is ||mu'_j||^2 + c^T c_1 = 2, the printed expansion 1 + (sum lambda)^2 = 3."""
    lam = np.array([1.0, 1.0]) / np.sqrt(2.0)
    mu = [np.array([1.0, 0.0, 0.0, 0.0, 0.0]), np.array([0.0, 1.0, 0.0, 0.0, 0.0])]  # (input 2, output 2, pe 1)
    c = np.array([0.0, 0.0, 0.0, 0.0, 1.0])
    A = np.eye(5)
    mup = lam[0] * mu[0] + lam[1] * mu[1]
    left = (mup + c) @ A @ (mup + c)
    right = sum(lam[i] ** 2 * (mu[i] + c) @ A @ (mu[i] + c) for i in range(2))
    right += sum(lam[i] * lam[k] * (mu[i] + c) @ A @ (mu[k] + c) for i in range(2) for k in range(2) if i != k)
    assert abs(left - 2.0) < 1e-12
    assert abs(right - 3.0) < 1e-12


def test_eqF140_drops_below_K_as_p_to_one() -> None:
    """(F.140) L10002 with s_4, s_5 at (F.138)/(F.139) written out again (no thmcheck code): K = 2, alpha = eta = 1/2,
    M = K^4/alpha = 32, t = ceil(K^3 ln K/(eta alpha^2)) = 45, p_n(b) = p for every b. The left side is below K = 2
    for p = 0.99 and p = 0.5, and above K under the reading (1 - p = 1/2, t scaled by 1/(1/2)^2 = 4)."""
    K, alpha, eta, M = 2, 0.5, 0.5, 32

    def left(t: int, p: float) -> float:
        s4 = (t + 1) * (eta / M) * (4 + 2 * K * (1 - p) * (1 + alpha**2 / K**2)) * p * (1 - p)
        s5 = (t + 1) * 2 * eta * alpha**2 / K**3 * (1 - p) ** 2
        return (K - 1) * np.exp(-s4) + np.exp(s5)

    t = int(np.ceil(K**3 * np.log(K) / (eta * alpha**2)))
    assert t == 45
    assert left(t, 0.99) < K - 0.02
    assert left(t, 0.5) < K - 0.2
    assert left(4 * t, 0.5) > K**2


def test_eqF32_k1_score_below_log_k_over_eps() -> None:
    """(F.32) L9446-L9448 with T_1 of (F.11) L9358 written out again: K = 1, alpha = 0.5, eta = 1, eps = 0.1 gives
    T_1 = 4 log 10 -> 10 SGD steps of the Chapter 7 model; the score of every context token (e_q; e_r; e_1) against the
    query (e_q; 0; e_1) is computed by one bilinear form per pair and stays below log(1/eps) = 2.30 (also at 10 T_1)."""
    import torch

    from thmcheck.models.cot import CoTConfig, train

    T1 = int(np.ceil(0.5**-2 * 1**3 * np.log(1 / 0.1) / 1.0))
    assert T1 == 10
    for steps in (T1, 10 * T1):
        cfg = CoTConfig(d=6, M=5, Mp=4, K=1, l_tr=6, B=8, T=steps, eta=1.0, xi=0.01, alpha=0.5, seed=1)
        W, _ = train(cfg)
        E = torch.eye(cfg.D, dtype=torch.float64)
        scores = [float((E[q] + E[6 + r] + E[12]) @ W @ (E[q] + E[12])) for q in range(5) for r in range(5) if r != q]
        assert max(scores) < np.log(10), (steps, max(scores))
