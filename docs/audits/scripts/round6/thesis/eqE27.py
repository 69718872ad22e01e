"""Audit thesis.ch6.eqE.27 (seed 003 L8055-L8071): ||W_O(i)^(t0)|| >~ sqrt(M1) delta (beta^2+1)^{1/2} alpha eta t0/(2a),
t0 >= Theta(1) (no upper limit printed). Own Chapter 6 model (as eqE45.py), SGD with fresh prompts each step, training
W_O only (the other weights fixed at their initial values -- only slows the fit), hinge loss. Track max_i ||W_O(i)||."""
import numpy as np
rng = np.random.default_rng(2)
M1, M2, beta, Kn, l, alpha, delta = 3, 2, 1.0, 0.5, 8, 0.8, 0.2
m, B, eta = 9 * 2, 6, 1.0
dX = M1 + M2; D = dX + 1
mu = beta * np.eye(dX)[:M1]; nu = beta * np.eye(dX)[M1:]
WQK = np.diag([delta] * dX + [0.0])
WO = rng.normal(size=(m, D)) / np.sqrt(m); a = rng.choice([-1.0, 1.0], size=m) / m
def prompt():
    pa, pb = rng.choice(M1, size=2, replace=False); z = rng.choice([-1.0, 1.0])
    probs = np.full(M1, (1 - alpha) / (M1 - 2)); probs[pa] = probs[pb] = alpha / 2
    P = np.zeros((D, l + 1))
    for s in range(l):
        j = rng.choice(M1, p=probs); P[:dX, s] = mu[j] + rng.uniform(-Kn, Kn) * nu[rng.integers(M2)]
        P[dX, s] = 1.0 if j == pa else (-1.0 if j == pb else rng.choice([-1.0, 1.0]))
    P[:dX, l] = (mu[pa] if z > 0 else mu[pb]) + rng.uniform(-Kn, Kn) * nu[rng.integers(M2)]
    lg = (WQK @ P[:, :l]).T @ (WQK @ P[:, l]); att = np.exp(lg - lg.max()); att /= att.sum()
    return delta * P[:, :l] @ att, z
checkpoints = {3, 10, 30, 100, 300, 1000, 3000}
active_hist = []
for t in range(1, 3001):
    g = np.zeros_like(WO); act = 0
    for _ in range(B):
        V, z = prompt(); h = WO @ V
        if z * (a @ np.maximum(h, 0)) < 1:
            act += 1; g += -z * (a * (h > 0))[:, None] * V[None, :]
    WO -= eta * g / B; active_hist.append(act / B)
    if t in checkpoints:
        print(f"t0={t}: max row norm {np.linalg.norm(WO, axis=1).max():.4f}; fraction of prompts with active hinge (last 50 steps)"
              f" {np.mean(active_hist[-50:]):.3f}; printed shape ~ t0 x const (const = sqrt(M1) delta sqrt(beta^2+1) alpha eta m/2 = "
              f"{np.sqrt(M1)*delta*np.sqrt(2)*alpha*eta*m/2:.3f})")
