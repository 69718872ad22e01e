"""Auditor B r28: thesis Lemma F.3.5 (F.8), (F.10) (seed 003 L9301-L9352): the printed bounds on the SGD gradient
forms p~'^T eta (1/B) sum_n dl/dW^(t) p~ at iterations 1 <= t <= O(eta^-1 alpha^-2 K^3 log(K/eps)).
Own torch model (7.1)-(7.2), finite prompts: d = 6 (patterns e_1..e_3, PE c_1, c_2 = e_4, e_5 in the top block,
(mu_i; 0) perp c_k), K = 2, M = 3, W = W_K^T W_Q in R^{12x12} ~ N(0, xi^2), W_V = (0 I), squared loss, SGD with
batch B, a fraction 1/K of prompts per step k in every batch, uniform z_0 ((iii)); exactly round(alpha l) context
examples share the query's input pattern, the others uniform over the remaining patterns.  No repository code."""
import sys, itertools
import numpy as np
import torch
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)
M, K, d = 3, 2, 6; D2 = 2 * d
def col(top, bot, k):
    v = torch.zeros(D2)
    if top is not None: v[top] = 1.0
    if bot is not None: v[d + bot] = 1.0
    v[M + (k - 1)] += 1.0      # c_k (k = 1..K)
    return v
def prompt(rng, tasks, l, alpha, k):
    g = tasks[rng.integers(len(tasks))]
    z0 = int(rng.integers(M)); nsame = int(round(alpha * l))
    xs = [z0] * nsame + list(rng.choice([j for j in range(M) if j != z0], size=l - nsame))
    rng.shuffle(xs)
    cols, meta = [], []
    for x in xs:
        y1 = g[x]; y2 = g[y1]
        cols.append(col(x, y1, 1)); meta.append((x, 1))
        cols.append(col(y1, y2, 2)); meta.append((y1, 2))
    z = [z0, g[z0], g[g[z0]]]
    if k == 2:
        cols.append(col(z[0], z[1], 1)); meta.append((z[0], 1))
    q = col(z[k - 1], None, k)
    label = torch.zeros(d); label[z[k]] = 1.0
    same = torch.tensor([1.0 if (m[0] == z[k - 1] and m[1] == k) else 0.0 for m in meta])
    return torch.stack(cols), q, label, same
def batch(rng, tasks, l, alpha, B):
    return [prompt(rng, tasks, l, alpha, 1 + (b % K)) for b in range(B)]
def loss_and_p(W, bt):
    tot, ps = 0.0, []
    for P, q, z, same in bt:
        a = torch.softmax(P @ W @ q, 0)
        F = a @ P[:, d:]
        tot = tot + 0.5 * ((z - F) ** 2).sum()
        ps.append(float((a * same).sum()))
    return tot / len(bt), ps
def bounds(ps, al, eta):
    p = np.array(ps); a2 = al ** 2 / K ** 2
    F8_lo = eta * np.mean((1 / (K * M)) * (-4 - (3 * K - 2) * (1 - p) * (1 + a2)) * p * (1 - p) + al ** 2 / K ** 3 * (1 - p) ** 2)
    F8_up = eta * np.mean((1 / (K * M)) * (-4 - (3 * K - 2) * (1 - p) * (1 + a2)) * p * (1 - p) + (1 / K) * p * (1 - p) ** 2 * (1 + a2))
    F10_lo = eta * np.mean((1 / (K * M)) * p * (1 - p) ** 2 * (1 + (2 - K) * a2) + (1 - p) ** 2 * al ** 2 / K ** 3)
    F10_up = eta * np.mean((1 / (K * M)) * p * (1 - p) ** 2 * (2 - K + (2 - K) * a2) + (1 - p) ** 2 * p * (1 + a2) / K)
    return F8_lo, F8_up, F10_lo, F10_up
def run(tasks, l, alpha, B, eta, xi, tmax, seed, name):
    rng = np.random.default_rng(seed); gen = torch.Generator().manual_seed(seed)
    W = (xi * torch.randn(D2, D2, generator=gen)).requires_grad_(True)
    al_real = round(alpha * l) / l
    # context-column types (top a, bottom g(a) for the task's g -- use every task's columns)
    types = sorted({(a, g[a], k) for g in tasks for a in range(M) for k in (1, 2)})
    for t in range(0, tmax + 1):
        bt = batch(rng, tasks, l, alpha, B)
        L, ps = loss_and_p(W, bt)
        G, = torch.autograd.grad(L, W)
        if t >= 1:
            Gn = (eta * G).detach()
            f8, f10 = [], []
            for (a, b, k), (a2, b2, k2) in itertools.product(types, types):
                v = col(a, b, k); v2 = col(a2, b2, k2)
                val = float(v2 @ Gn @ v)
                if a2 == a and k2 != k: f8.append(val)
                if a2 != a and k2 != k: f10.append(val)
            for al, tag in ((alpha, "alpha"), (al_real, "realised")):
                F8_lo, F8_up, F10_lo, F10_up = bounds(ps, al, eta)
                print(f"{name} l={l} B={B} t={t} [{tag} {al:.4f}] mean p_n={np.mean(ps):.3f}: (F.8) forms [{min(f8):+.4f}, {max(f8):+.4f}] "
                      f"vs [{F8_lo:+.4f}, {F8_up:+.4f}] up-violated={max(f8) > F8_up}; (F.10) forms [{min(f10):+.4f}, {max(f10):+.4f}] "
                      f"vs [{F10_lo:+.4f}, {F10_up:+.4f}] lo-violated={min(f10) < F10_lo} up-violated={max(f10) > F10_up}")
        with torch.no_grad():
            W -= eta * G
if __name__ == "__main__":
    g = [1, 2, 0]                              # a 3-cycle: bijection, no fixed point
    gi = [2, 0, 1]
    alpha, eta, xi = 0.7, 0.9, 1e-3
    for tasks, name in (([g], "F={g}"), ([g, gi], "two 3-cycles")):
        for l, B, tmax in ((16, 64, 3), (32, 64, 2)):
            run(tasks, l, alpha, B, eta, xi, tmax, 0, name)
