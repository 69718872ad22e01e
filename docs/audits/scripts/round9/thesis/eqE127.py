"""Audit thesis.ch6.eqE.127 (L8554): for mu_r the other decisive pattern (prob alpha/2, L8552),
|(x_r^T,0) sum_r softmax_r (W_K p_s - W_K p_r)| <= (x_s^T,0) sum_{r in [l]-N_j} softmax_r (W_K p_s - W_K p_r) (1-alpha)/(1-alpha/2).
t = 0 (W_K = W_Q = delta I on the data block, L1727); prompts as L8485 (see eqE128.py); readings A (r over the mu_r contexts) and
B (one x_r, the sum over every context); s in N_j worst; median over N prompts; softmax over the l contexts.
"""
import numpy as np


def run(M1, M2, l, alpha, beta, delta, K, N, seed):
    rng = np.random.default_rng(seed)
    dx = M1 + M2
    E = np.eye(dx) * beta
    rA, rB = [], []
    for _ in range(N):
        j, q = rng.choice(M1, 2, replace=False)
        probs = np.full(M1, (1 - alpha) / (M1 - 2))
        probs[j] = probs[q] = alpha / 2
        pat = rng.choice(M1, size=l, p=probs)
        X = E[pat] + rng.uniform(-K, K, size=l)[:, None] * E[M1 + rng.integers(0, M2, size=l)]
        xq = E[j] + rng.uniform(-K, K) * E[M1 + rng.integers(0, M2)]
        w = np.exp(delta**2 * X @ xq)
        w /= w.sum()
        S, R, off = np.where(pat == j)[0], np.where(pat == q)[0], np.where(pat != j)[0]
        if len(S) == 0 or len(R) == 0:
            continue
        best_A = best_B = 0
        for s in S:
            right = X[s] @ sum(w[r] * delta * (X[s] - X[r]) for r in off) * (1 - alpha) / (1 - alpha / 2)
            leftA = abs(sum(w[r] * X[r] @ (delta * (X[s] - X[r])) for r in R))
            leftB = abs(X[R[0]] @ (delta * (w.sum() * X[s] - w @ X)))
            best_A, best_B = max(best_A, leftA / right), max(best_B, leftB / right)
        rA.append(best_A)
        rB.append(best_B)
    return np.median(rA), np.median(rB)


print("M1 M2 l alpha | median ratio A | B   (beta = 1, delta = 0.2, K = 0.5, N = 40)")
for M1, M2, l, alpha in [(10, 20, 70, 0.5), (10, 20, 70, 0.8), (10, 20, 280, 0.9), (4, 4, 40, 0.9), (40, 40, 320, 0.95)]:
    a, b = run(M1, M2, l, alpha, 1.0, 0.2, 0.5, 40, 3)
    print(M1, M2, l, alpha, f"| {a:.3g} | {b:.3g}")
for alpha in [0.2, 0.5, 0.9]:  # explicit: contexts mu_j, mu_q, mu_q, mu_q, query mu_j, kappa = 0 (both readings coincide)
    print(f"explicit alpha={alpha}: ratio = (1 - alpha/2)/(1 - alpha) = {(1 - alpha / 2) / (1 - alpha):.3f}")
