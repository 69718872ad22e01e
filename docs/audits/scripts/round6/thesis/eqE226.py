"""Audit thesis.ch6.eqE.226 (seed 003 L9112-L9114), t = 0: eta (1/B) sum_{n' in batch} (1/a) sum_s softmax_s delta
p_s^T W_O(i)^T > 0 for i in W_n (lucky for prompt n: W_O(i) V^n(0) > 0, as (B.4)/(E.30)). Init L1727: W_V = delta I,
W_Q = W_K = delta on the first d_X diagonal entries, W_O entries N(0, 1/m); a > 0 scalar. Prompts: tokens
(mu_j + kappa nu_k; label +-1), IDR patterns e_1..e_M1, IDI patterns orthogonal. Monte Carlo."""
import numpy as np
rng = np.random.default_rng(5)
M1, M2, l, delta, B = 4, 2, 5, 0.2, 4
dX = M1 + M2; D = dX + 1


def prompt():
    j = rng.integers(M1); z = rng.choice([-1.0, 1.0])
    P = np.zeros((D, l + 1))
    for s in range(l + 1):
        jj = j if rng.random() < 0.5 else rng.integers(M1)
        P[jj, s] = 1.0; P[M1 + rng.integers(M2), s] = 0.3 * rng.choice([-1, 1])
        P[dX, s] = (z if jj == j else rng.choice([-1.0, 1.0])) if s < l else 0.0
    return P


def V(P):
    WQK = np.diag([delta] * dX + [0.0])
    lg = (WQK @ P).T @ (WQK @ P[:, -1]); a = np.exp(lg - lg.max()); a /= a.sum()
    return delta * P @ a


neg = tot = 0
for _ in range(4000):
    Vs = [V(prompt()) for _ in range(B)]
    w = rng.normal(size=D) / np.sqrt(32)
    if w @ Vs[0] > 0:                 # i in W_n for n = the first prompt of the batch
        tot += 1; neg += np.mean([w @ v for v in Vs]) <= 0
print(f"B={B}: among neurons lucky for prompt n, fraction whose batch average (E.226) is <= 0: {neg/tot:.3f} ({neg}/{tot})")
