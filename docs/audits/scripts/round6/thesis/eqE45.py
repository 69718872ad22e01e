"""Audit thesis.ch6.eqE.45 (seed 003 L8143-L8146): Pr(||mean_B G - E G|| >= eps ||E G||) <= e^{-B eps^2}, G = dl/dW_O
(one of 'any W in Psi'), t = 0. Own model from the text: prompts (6.1), model (6.2), data (6.6)-(6.7) and L1790-L1792,
init L1727 (W_V = delta I, W_Q = W_K = delta on the first d_X diagonal entries, W_O ~ N(0, 1/m), a_i = +-1/m), hinge loss
l = max(0, 1 - z F), d_Y = 1 label embedding = the label. Training query: IDR pattern mu_a (z = +1) or mu_b (z = -1).
E G by Monte Carlo over 200000 prompts (its standard error reported); batches i.i.d. (the line's own premise)."""
import math
import numpy as np
rng = np.random.default_rng(11)
M1, M2, beta, Kn, l, alpha, delta, m = 3, 2, 2.0, 0.5, 6, 0.5, 0.2, 16
dX = M1 + M2; D = dX + 1
mu = beta * np.eye(dX)[:M1]; nu = beta * np.eye(dX)[M1:]
WO = rng.normal(size=(m, D)) / np.sqrt(m); a = rng.choice([-1.0, 1.0], size=m) / m
WQK = np.diag([delta] * dX + [0.0])


def sample(n):
    G = np.zeros((n, m, D))
    for t in range(n):
        pa, pb = rng.choice(M1, size=2, replace=False)
        z = rng.choice([-1.0, 1.0])
        xq = (mu[pa] if z > 0 else mu[pb]) + rng.uniform(-Kn, Kn) * nu[rng.integers(M2)]
        probs = np.full(M1, (1 - alpha) / (M1 - 2)); probs[pa] = probs[pb] = alpha / 2
        P = np.zeros((D, l + 1))
        for s in range(l):
            j = rng.choice(M1, p=probs)
            P[:dX, s] = mu[j] + rng.uniform(-Kn, Kn) * nu[rng.integers(M2)]
            P[dX, s] = 1.0 if j == pa else (-1.0 if j == pb else rng.choice([-1.0, 1.0]))
        P[:dX, l] = xq
        lg = (WQK @ P[:, :l]).T @ (WQK @ P[:, l]); att = np.exp(lg - lg.max()); att /= att.sum()
        V = delta * P[:, :l] @ att
        h = WO @ V; F = a @ np.maximum(h, 0)
        if z * F < 1:
            G[t] = -z * (a * (h > 0))[:, None] * V[None, :]
    return G


G = sample(200000)
EG = G.mean(0); nE = np.linalg.norm(EG)
se = np.sqrt(np.sum(G.var(0)) / len(G))
r2 = np.mean(np.sum((G - EG) ** 2, axis=(1, 2))) / nE ** 2
print(f"||E G||_F = {nE:.4e} (MC standard error of E G in Frobenius norm ~{se:.1e}), r2 = {r2:.1f}")
for B, eps in [(12, 0.5), (48, 0.5), (200, 0.5), (48, 1.0)]:
    R = 2000; hits = 0
    for _ in range(R):
        idx = rng.integers(len(G), size=B)
        hits += np.linalg.norm(G[idx].mean(0) - EG) >= eps * nE + 5 * se
    print(f"B={B} eps={eps}: P(||mean - E G|| >= eps||E G|| + 5 se) = {hits/R:.3f} vs e^(-B eps^2) = {math.exp(-B*eps*eps):.3e}")
