"""Round 10 (thesisE): second paths of the thesis App. E claims of ``checks/papers/thesis/r10_thesisE.py``. Each test
computes its reference from the paper's definitions with numpy, without the claim's bound or measurement."""

from __future__ import annotations

import numpy as np


def _forward_and_grad(WQ, WK, WV, WO, a, ctx, pq, z):  # noqa: ANN001, ANN202
    """(6.2) F = sum_i a_i relu(W_O(i) sum_s W_V p_s softmax(p_s^T W_K^T W_Q p_query)) over the l contexts and the
    query (s = 1..l+1), the hinge loss max(0, 1 - z F) and its gradient in W_O, written out by hand."""
    P = np.vstack([ctx, pq])
    logits = (P @ WK.T) @ (WQ @ pq)
    sm = np.exp(logits - logits.max())
    sm /= sm.sum()
    V = WV @ (P.T @ sm)
    pre = WO @ V
    F = float(a @ np.maximum(pre, 0.0))
    active = (1 - z * F) > 0
    grad = -z * (a * (pre > 0))[:, None] * V[None, :] if active else np.zeros_like(WO)
    return F, grad, V


def test_eqE23_gradient_component_negative_on_W() -> None:
    """(E.23) L8059 as printed: M1 = 3, M2 = 1 (d_X = 4), d_Y = 1 (q = 1), beta = 3, delta = 0.125 (W_Q, W_K: delta on
    the first d_X diagonal entries, W_V = delta I, Sec. 6.2.3), m = 25 neurons, a_i = +-1/m, W_O ~ N(0, 1/m) (seed 0).
    A batch B_b^n of three prompts whose query is mu_1 (label +1) and whose l = 4 contexts are mu_1 (+ kappa nu_1) with
    label q: for every neuron of W (a_i > 0, both blocks of W_O(i) . V positive) the batch average eta (1/|B_b^n|)
    sum_n dl/dW_O(i) (mu_1; q) is negative, eta = 0.5, while the printed right side delta (beta^2 + 1) (alpha eta/(2a))
    (1 + eta^2 m/a^2)^{t0} (alpha = 0.5, t0 = 1, a = m) is positive. Minus the gradient (the update) is
    eta delta (beta^2 + 1)/m-sized and differs from the right side by far more than rounding as well."""
    M1, M2, beta, delta, m, eta, alpha, t0 = 3, 1, 3.0, 0.125, 25, 0.5, 0.5, 1
    dx, D = M1 + M2, M1 + M2 + 1
    rng = np.random.default_rng(0)
    WQ = np.zeros((D, D))
    WK = np.zeros((D, D))
    WQ[range(dx), range(dx)] = delta
    WK[range(dx), range(dx)] = delta
    WV = delta * np.eye(D)
    WO = rng.standard_normal((m, D)) / np.sqrt(m)
    a = np.where(rng.random(m) < 0.5, 1.0, -1.0) / m
    mu1 = beta * np.eye(D)[0]
    nu1 = beta * np.eye(D)[M1]
    q = np.eye(D)[dx]
    direction = mu1 + q
    grads, lucky = [], np.zeros(m, dtype=bool)
    for kap in (0.0, 0.3, 0.6):
        ctx = np.vstack([mu1 + k * nu1 + q for k in (kap, 0.1, 0.2, 0.5)])
        pq = mu1 + kap * nu1  # the query carries no label
        _, g, V = _forward_and_grad(WQ, WK, WV, WO, a, ctx, pq, 1.0)
        lucky |= (WO[:, :dx] @ V[:dx] > 0) & (WO[:, dx:] @ V[dx:] > 0)
        grads.append(eta * g @ direction)
    W = lucky & (a > 0)
    assert W.any()
    lhs = np.mean(grads, axis=0)[W]
    rhs = delta * (beta**2 + 1) * alpha * eta / (2 * m) * (1 + eta**2 * m / m**2) ** t0
    assert rhs > 1e-3
    assert (lhs < 0).all()  # the printed '=' with a positive right side fails on every neuron of W
    assert (np.abs(-lhs - rhs) > 0.05 * rhs).all()  # and minus the gradient is not the closed form either


def test_eqE28_gradient_sums_cross_on_W() -> None:
    """(E.28) L8073 as printed (sums of GRADIENTS, +-q on the left): the model of the (E.23) test with beta = 1, M2 = 2,
    m = 25 (seed 0); a batch of three prompts of label +1 whose query is mu_1 + kappa nu_1 and whose l = 4 contexts are
    mu_1 + kappa' nu_1 with label q (kappa, kappa' <= 0.5). For every neuron i of W (a_i > 0, hinge active) the
    gradient is -a_i V^n, so eta g . (nu_1; -q) = eta a_i delta (sum_ctx softmax - beta^2 kappa_bar) > 0 while
    (1/M2) max_b eta g . (mu_b; q) < 0: the left side is above the right one on one batch, and a sum over b of such
    batches (while the hinge stays active) keeps both signs."""
    M1, M2, beta, delta, m, eta = 3, 2, 1.0, 0.125, 25, 0.5
    dx, D = M1 + M2, M1 + M2 + 1
    rng = np.random.default_rng(0)
    WQ = np.zeros((D, D))
    WK = np.zeros((D, D))
    WQ[range(dx), range(dx)] = delta
    WK[range(dx), range(dx)] = delta
    WV = delta * np.eye(D)
    WO = rng.standard_normal((m, D)) / np.sqrt(m)
    a = np.where(rng.random(m) < 0.5, 1.0, -1.0) / m
    E = np.eye(D)
    mus, nu1, q = [beta * E[j] for j in range(M1)], beta * E[M1], E[dx]
    G, lucky = np.zeros((m, D)), np.zeros(m, dtype=bool)
    for kap in (0.0, 0.3, 0.5):
        ctx = np.vstack([mus[0] + k * nu1 + q for k in (kap, 0.1, 0.2, 0.5)])
        _, g, V = _forward_and_grad(WQ, WK, WV, WO, a, ctx, mus[0] + kap * nu1, 1.0)
        lucky |= (WO[:, :dx] @ V[:dx] > 0) & (WO[:, dx:] @ V[dx:] > 0)
        G += eta * g / 3  # eta (1/B) sum_n dl_n/dW_O, B = 3
    W = lucky & (a > 0)
    assert W.any()
    left = G[W] @ (nu1 - q)
    right = np.max(np.stack([G[W] @ (mu + q) for mu in mus], 1), 1) / M2
    assert (left > 0).all() and (right < 0).all()
    assert (left > right).all()


def _e105_train(m: int, seed: int, M1: int = 4, M2: int = 8, beta: float = 3.0, alpha: float = 0.8, l: int = 20,
                B: int = 48, eta: float = 1.0, delta: float = 0.2, kappa: float = 0.5) -> tuple:
    """Own SGD of (6.2) from the paper's definitions (Sec. 6.2.3 init, (6.1) prompts on the cyclic tasks of Condition
    6.3.2, hinge loss) until the EMA (0.9) of the batch loss is < 0.02; W u U by (E.31)/(E.32)/(E.35) over every
    training prompt. Returns (||W_O(i) W_V|| over W u U, |W u U|, steps)."""
    import torch

    g = torch.Generator().manual_seed(seed)
    dx, dy = M1 + M2, 2
    D = dx + dy
    WQ = torch.zeros(D, D, dtype=torch.float64)
    WQ[range(dx), range(dx)] = delta
    WK = WQ.clone()
    WV = delta * torch.eye(D, dtype=torch.float64)
    WO = torch.randn(m, D, generator=g, dtype=torch.float64) / m**0.5
    a = torch.where(torch.rand(m, generator=g, dtype=torch.float64) < 0.5, 1.0 / m, -1.0 / m).double()
    WO0, WV0, WQ0, WK0 = WO.clone(), WV.clone(), WQ.clone(), WK.clone()
    for w in (WQ, WK, WV, WO):
        w.requires_grad_()

    def prompts(n: int) -> tuple:
        task = torch.randint(M1, (n,), generator=g)
        A, Bn = task, (task + 1) % M1
        z = torch.where(torch.rand(n, generator=g) < 0.5, 1.0, -1.0).double()
        qp = torch.where(z > 0, A, Bn)
        pr = torch.full((n, M1), (1 - alpha) / (M1 - 2), dtype=torch.float64)
        pr[range(n), A] = alpha / 2
        pr[range(n), Bn] = alpha / 2
        cp = torch.multinomial(pr, l, replacement=True, generator=g)
        y = torch.where(torch.rand(n, l, generator=g) < 0.5, 1.0, -1.0).double()
        y = torch.where(cp == A[:, None], 1.0, torch.where(cp == Bn[:, None], -1.0, y))
        ctx = torch.zeros(n, l, D, dtype=torch.float64)
        ctx[torch.arange(n)[:, None], torch.arange(l)[None, :], cp] = beta
        k = torch.randint(M2, (n, l), generator=g)
        ctx[torch.arange(n)[:, None], torch.arange(l)[None, :], M1 + k] = beta * kappa * (2 * torch.rand(n, l, generator=g, dtype=torch.float64) - 1)
        ctx[..., dx] = y
        pq = torch.zeros(n, D, dtype=torch.float64)
        pq[range(n), qp] = beta
        kq = torch.randint(M2, (n,), generator=g)
        pq[range(n), M1 + kq] = beta * kappa * (2 * torch.rand(n, generator=g, dtype=torch.float64) - 1)
        return ctx, pq, z

    def values(Q, K, V, ctx, pq):  # noqa: ANN001, ANN202
        s = torch.bmm(ctx, ((pq @ Q.T) @ K)[:, :, None])[:, :, 0]  # p_i^T W_K^T W_Q p_query
        return torch.bmm(torch.softmax(s, 1)[:, None, :], ctx)[:, 0] @ V.T

    lucky = torch.zeros(m, dtype=torch.bool)
    ema, steps = None, 0
    for steps in range(1, 3001):
        ctx, pq, z = prompts(B)
        with torch.no_grad():
            V0 = values(WQ0, WK0, WV0, ctx, pq)
            lucky |= (((WO0[:, :dx] @ V0[:, :dx].T) > 0) & ((WO0[:, dx:] @ V0[:, dx:].T) > 0)).any(1)
        F = torch.relu(values(WQ, WK, WV, ctx, pq) @ WO.T) @ a
        loss = torch.clamp(1 - z * F, min=0).mean()
        for w in (WQ, WK, WV, WO):
            w.grad = None
        loss.backward()
        with torch.no_grad():
            for w in (WQ, WK, WV, WO):
                w -= eta * w.grad
        v = float(loss.detach())
        ema = v if ema is None else 0.9 * ema + 0.1 * v
        if steps > 10 and ema < 0.02:
            break
    R = (WO @ WV).detach().norm(dim=1)
    return R[lucky].numpy(), int(lucky.sum()), steps


def test_eqE105_least_lucky_row_norm_falls_with_m() -> None:
    """(E.105) L8434, 'for i in W u U, ||W_O(i)^(T) W_V^(T)|| >~ beta^-1': trained to zero loss (own loop), M1 = 4, M2 = 8,
    beta = 3, the least row norm over W u U falls from m = 50 to m = 800 (0.099 -> 0.055 at seed 3) while the median stays put
    (W u U is almost every neuron: the minimum is an extreme of ~m initial projections). The fall is ~ m^-0.4..-0.5;
    the erratum's own second path (M1 = 3, median of three runs) is tests/test_thesis_r15_thesisE.py::
    test_eqE105_least_row_norm_median_of_runs_falls."""
    import torch

    old = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        r50, n50, t50 = _e105_train(50, seed=3)
        r800, n800, t800 = _e105_train(800, seed=3)
    finally:
        torch.set_num_threads(old)
    assert t50 < 3000 and t800 < 3000
    assert n800 > 0.8 * 800 and n50 > 0.7 * 50
    assert r800.min() < 0.75 * r50.min()
    assert np.median(r800) > 0.7 * np.median(r50)


def test_eqE100_104_full_row_cosines_orthogonal() -> None:
    """(E.100) with (E.102)/(E.104) L8409-L8430 on one row, full-row norm: explicit vectors. IDR patterns mu_j = e_j in
    R^{d_x} (d_x = M1 + M2, nu_k = e_{M1+k}), q = e_1 in R^{d_y}; the rows W_O(i) W_V live in R^{d_x + d_y}. For
    10^5 random rows plus rows in the (mu_bar, q) plane: cos_mu^2 + cos_q^2 <= 1 (Bessel), and the least over rows of
    max(M2 (1 - cos_mu), M1 (1 - cos_q)) is at least (1 - 1/sqrt 2) min(M1, M2): at M1 = M2 = 4096 it is ~1200, so
    no constant C meets both printed deficits C/M2 and C/M1 for every M1, M2 (C = 100 fails from M = 400 on)."""
    rng = np.random.default_rng(1)
    for M1, M2 in [(4, 8), (6, 24), (64, 64), (400, 400), (4096, 4096)]:
        dx, dy = M1 + M2, 3
        u_mu = np.zeros(dx + dy)
        u_mu[:M1] = 1.0 / M1  # (mu_bar, 0) with mu_bar = (1/M1) sum_j e_j
        u_q = np.zeros(dx + dy)
        u_q[dx] = 1.0  # (0, q)
        n_rand = 20000 if dx < 1000 else 2000
        W = rng.standard_normal((n_rand, dx + dy))
        W[: n_rand // 2] *= 0.01  # rows near the plane as well
        W[: n_rand // 2] += np.outer(rng.uniform(0, 1, n_rand // 2), u_mu / np.linalg.norm(u_mu)) * 5
        W[: n_rand // 2] += np.outer(rng.uniform(0, 1, n_rand // 2), u_q) * 5
        th = np.linspace(0, np.pi / 2, 20001)
        plane = np.outer(np.cos(th), u_mu / np.linalg.norm(u_mu)) + np.outer(np.sin(th), u_q)
        rows = np.vstack([W, plane])
        nr = np.linalg.norm(rows, axis=1)
        cmu = rows @ u_mu / (np.linalg.norm(u_mu) * nr)
        cq = rows @ u_q / (np.linalg.norm(u_q) * nr)
        assert np.all(cmu**2 + cq**2 <= 1 + 1e-12)
        worst = np.maximum(M2 * (1 - cmu), M1 * (1 - cq))
        least = worst.min()
        assert least >= (1 - 2**-0.5) * min(M1, M2) * (1 - 1e-6)
        if min(M1, M2) >= 400:
            assert least > 100  # C = 100 fails on every row
