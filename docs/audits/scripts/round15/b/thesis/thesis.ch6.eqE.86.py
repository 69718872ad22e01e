"""Auditor B, round 15: thesis (E.86), proof of Proposition 6.4.1 (App. E.5.2, L8345-L8347):
(mu_j^T, 0^T) W_K^(T) p_q >= sqrt(log M1) + delta >= sqrt(log M1), on my own numpy Chapter 6 model.

Model from the text: (6.1) prompts, (6.2) F = a^T Relu(W_O sum_i W_V p_i attn_i), attn = softmax((W_K p_i)^T W_Q p_query),
hinge loss (6.3), SGD (E.2) on W_Q, W_K, W_V, W_O (a fixed, Subroutine 2 L7907): W_O^(0) ~ N(0, xi^2), a ~ +-1/sqrt(m),
diag of W_V^(0) and first d_x diag entries of W_Q^(0), W_K^(0) = delta. Data (6.6): mu_j = beta e_j, nu_k = beta
e_{M1+k}, x = mu_j + kappa nu_k, kappa ~ U(-K, K); tasks: Condition 6.3.2's cyclic T_tr (task i: mu_i -> +1,
mu_{i+1} -> -1); query IDR pattern = one of the task's two decisive patterns; contexts: each decisive pattern w.p.
alpha/2, each other w.p. (1-alpha)/(M1-2) (label of a non-decisive context random); y = +-q, ||q|| = 1.
Gradients by hand (checked against finite differences). Run to zero training loss (EMA of batch hinge loss < 0.02),
after which the hinge gradient is (nearly) zero and W_K stops; then more steps.
lhs: least over j, k, kappa in {-K, K}, label part y in {0, +q, -q} of (mu_j^T, 0) W_K p, p = (mu_j + kappa nu_k; y).
"""
import sys
import math
import numpy as np


def setup(M1, M2, beta, dy, ma, mb, m, delta, xi, rng):
    dx = M1 + M2
    D = dx + dy
    WQ = np.zeros((ma, D)); WK = np.zeros((ma, D)); WV = np.zeros((mb, D))
    for i in range(dx):
        WQ[i, i] = delta; WK[i, i] = delta
    for i in range(min(mb, D)):
        WV[i, i] = delta
    WO = xi * rng.standard_normal((m, mb))
    a = rng.choice([-1.0, 1.0], m) / math.sqrt(m)
    return dict(WQ=WQ, WK=WK, WV=WV, WO=WO), a


def prompts(rng, n, M1, M2, beta, K, alpha, l, dy):
    dx = M1 + M2
    D = dx + dy
    task = rng.integers(0, M1, n)
    side = rng.integers(0, 2, n)  # 0: query pattern mu_task (+1), 1: mu_{task+1} (-1)
    jq = (task + side) % M1
    z = np.where(side == 0, 1.0, -1.0)
    pq = np.zeros((n, D))
    pq[np.arange(n), jq] = beta
    pq[np.arange(n), M1 + rng.integers(0, M2, n)] = beta * rng.uniform(-K, K, n)
    # contexts
    u = rng.random((n, l))
    other = rng.integers(0, M1 - 2, (n, l))  # index among the M1-2 non-decisive
    j = np.where(u < alpha / 2, task[:, None], np.where(u < alpha, (task[:, None] + 1) % M1,
                                                          (task[:, None] + 2 + other) % M1))
    lab = np.where(j == task[:, None], 1.0, np.where(j == (task[:, None] + 1) % M1, -1.0,
                                                      rng.choice([-1.0, 1.0], (n, l))))
    P = np.zeros((n, l, D))
    r = np.arange(n)[:, None]; c = np.arange(l)[None, :]
    P[r, c, j] = beta
    P[r, c, M1 + rng.integers(0, M2, (n, l))] += beta * rng.uniform(-K, K, (n, l))
    P[:, :, dx] = lab  # q = e_1 of the label block
    return P, pq, z


def forward(W, a, P, pq):
    qv = pq @ W["WQ"].T  # (n, ma)
    k = np.einsum("nld,md->nlm", P, W["WK"])
    s = np.einsum("nlm,nm->nl", k, qv)
    s = s - s.max(1, keepdims=True)
    at = np.exp(s); at /= at.sum(1, keepdims=True)
    v = np.einsum("nld,md->nlm", P, W["WV"])
    h = np.einsum("nl,nlm->nm", at, v)
    u = h @ W["WO"].T
    F = np.maximum(u, 0) @ a
    return dict(qv=qv, k=k, at=at, v=v, h=h, u=u, F=F)


def loss_grad(W, a, P, pq, z):
    f = forward(W, a, P, pq)
    n = len(z)
    act = (1 - z * f["F"]) > 0
    gF = np.where(act, -z, 0.0) / n
    gu = gF[:, None] * a[None, :] * (f["u"] > 0)
    G = {"WO": gu.T @ f["h"]}
    gh = gu @ W["WO"]
    G["WV"] = np.einsum("nm,nl,nld->md", gh, f["at"], P)
    gat = np.einsum("nm,nlm->nl", gh, f["v"])
    gs = f["at"] * (gat - (f["at"] * gat).sum(1, keepdims=True))
    G["WK"] = np.einsum("nl,nm,nld->md", gs, f["qv"], P)
    gq = np.einsum("nl,nlm->nm", gs, f["k"])
    G["WQ"] = gq.T @ pq
    L = np.maximum(0, 1 - z * f["F"]).mean()
    return L, G


def lhs(W, M1, M2, beta, K, dy):
    dx = M1 + M2
    best = math.inf
    for j in range(M1):
        row = np.zeros(W["WK"].shape[0]); row[j] = beta
        for k in range(M2):
            for kap in (-K, K):
                for y in (0.0, 1.0, -1.0):
                    p = np.zeros(dx + dy); p[j] = beta; p[M1 + k] = beta * kap; p[dx] = y
                    best = min(best, row @ W["WK"] @ p)
    return best


def fd_check():
    rng = np.random.default_rng(1)
    W, a = setup(3, 4, 1.0, 1, 10, 10, 12, 0.2, 0.5, rng)
    for key in W:
        W[key] = W[key] + 0.3 * rng.standard_normal(W[key].shape)
    P, pq, z = prompts(rng, 7, 3, 4, 1.0, 0.5, 0.8, 5, 1)
    _, G = loss_grad(W, a, P, pq, z)
    for key in W:
        i = tuple(rng.integers(0, s) for s in W[key].shape)
        e = 1e-6
        W[key][i] += e; Lp, _ = loss_grad(W, a, P, pq, z)
        W[key][i] -= 2 * e; Lm, _ = loss_grad(W, a, P, pq, z)
        W[key][i] += e
        print(f"  fd check {key}{i}: analytic {G[key][i]:+.6e} numeric {(Lp - Lm) / (2 * e):+.6e}")


def run(M1, beta=1.0, alpha=0.8, delta=0.2, eta=1.0, K=0.5, cB=8.0, cl=10.0, mfac=2.0, dy=2, ma=60, mb=60, xi=None,
        seed=0, tmax=4000, extra=500):
    M2 = 2 * M1
    m = math.ceil(mfac * M1 ** 2 * math.log(M1))
    B = math.ceil(cB * M1 * math.log(M1))
    l = math.ceil(cl * max(math.log(M1) / alpha, 1 / (beta ** 2 * alpha)))
    ma = max(ma, M1 + M2 + dy); mb = max(mb, M1 + M2 + dy)
    xi = 1 / math.sqrt(m) if xi is None else xi
    rng = np.random.default_rng(seed)
    W, a = setup(M1, M2, beta, dy, ma, mb, m, delta, xi, rng)
    v0 = lhs(W, M1, M2, beta, K, dy)
    ema, Tz = None, None
    for t in range(tmax):
        P, pq, z = prompts(rng, B, M1, M2, beta, K, alpha, l, dy)
        L, G = loss_grad(W, a, P, pq, z)
        for key in W:
            W[key] -= eta * G[key]
        ema = L if ema is None else 0.9 * ema + 0.1 * L
        if Tz is None and t > 10 and ema < 0.02:
            Tz = t + 1
            vz = lhs(W, M1, M2, beta, K, dy)
            stop = t + extra
        if Tz is not None and t >= stop:
            break
    vend = lhs(W, M1, M2, beta, K, dy)
    P, pq, z = prompts(rng, 4000, M1, M2, beta, K, alpha, l, dy)
    Ltest = np.maximum(0, 1 - z * forward(W, a, P, pq)["F"]).mean()
    bound = math.sqrt(math.log(M1)) + delta
    print(f"M1={M1} M2={M2} beta={beta} alpha={alpha} delta={delta} eta={eta} K={K} m={m} (m/(M1^2 log M1)="
          f"{m / (M1 ** 2 * math.log(M1)):.2f}) B={B} l={l} dy={dy} ma={ma} mb={mb} xi={xi:.3g} seed={seed}: "
          f"init {v0:.4f}; zero-loss step T={Tz} (eta T/(M1 sqrt(log M1)) = "
          f"{(eta * Tz / (M1 * math.sqrt(math.log(M1)))) if Tz else float('nan'):.1f}) lhs {vz if Tz else float('nan'):.4f}; "
          f"after {extra} more steps lhs {vend:.4f}, fresh-prompt hinge loss {Ltest:.4f}; printed side sqrt(log M1)+delta "
          f"= {bound:.4f}", flush=True)


if __name__ == "__main__":
    if sys.argv[1:] == ["fd"]:
        fd_check()
    else:
        for arg in sys.argv[1:]:
            kw = eval("dict(" + arg + ")")
            run(**kw)


def trajectory(M1, checkpoints, beta=1.0, alpha=0.8, delta=0.2, eta=1.0, K=0.5, cB=8.0, cl=10.0, mfac=2.0, dy=2,
               ma=60, mb=60, xi=None, seed=0):
    """lhs of (E.86) at the given SGD steps (no early stop), with the batch-loss EMA."""
    M2 = 2 * M1
    m = math.ceil(mfac * M1 ** 2 * math.log(M1))
    B = math.ceil(cB * M1 * math.log(M1))
    l = math.ceil(cl * max(math.log(M1) / alpha, 1 / (beta ** 2 * alpha)))
    ma = max(ma, M1 + M2 + dy); mb = max(mb, M1 + M2 + dy)
    xi = 1 / math.sqrt(m) if xi is None else xi
    rng = np.random.default_rng(seed)
    W, a = setup(M1, M2, beta, dy, ma, mb, m, delta, xi, rng)
    ema = None
    out = []
    for t in range(max(checkpoints)):
        P, pq, z = prompts(rng, B, M1, M2, beta, K, alpha, l, dy)
        L, G = loss_grad(W, a, P, pq, z)
        for key in W:
            W[key] -= eta * G[key]
        ema = L if ema is None else 0.9 * ema + 0.1 * L
        if t + 1 in checkpoints:
            out.append((t + 1, ema, lhs(W, M1, M2, beta, K, dy)))
    bound = math.sqrt(math.log(M1)) + delta
    print(f"trajectory M1={M1} beta={beta} mb={mb} xi={xi:.3g} seed={seed} (side {bound:.4f}): " +
          "; ".join(f"t={t} ema={e:.4f} lhs={v:.4f}" for t, e, v in out), flush=True)
