"""Auditor A r27, thesis.ch2.eqA.77: the reading 'token noise is symmetric and independent of labels and patterns'
(z_s = eps_n tau e1, eps_n a fair sign independent of y_n). t = 0, W_V = W_K = W_Q = I, same data otherwise."""
import math, numpy as np
rng = np.random.default_rng(7)
tau, sigma, M, d, L = 0.1, 0.1, 3, 5, 8
E = np.eye(d)
def sample(y, eps):
    t = (E[0] if y > 0 else E[1]) + eps * tau * E[0]
    X = np.stack([t] * 5 + [E[2]] * 3, 1)
    return X
worst = []
for (m, B) in [(1000, 2**12), (1000, 2**16), (2000, 2**20)]:
    WO = rng.normal(0, 1 / math.sqrt(M), (m, d)); A = rng.choice([-1, 1], (m, L)) / math.sqrt(m)
    bound = (sigma + tau) / math.sqrt(m) * math.sqrt(math.log(m) * math.log(B) / B)     # eta = 1
    rs = []; fr = []
    for rep in range(20):
        cnt = rng.multinomial(B, [0.25] * 4)
        I1 = np.zeros(m)
        for (y, eps), c in zip([(1, 1), (1, -1), (-1, 1), (-1, -1)], cnt):
            X = sample(y, eps); S = np.exp(X.T @ X); S /= S.sum(0, keepdims=True)
            V = X @ S; act = (WO @ V >= 0)
            z = np.stack([eps * tau * E[0]] * 5 + [np.zeros(d)] * 3, 1) @ S
            I1 += c / B * y * (A * act * (z.T @ E[0])[None, :]).mean(1)
        rs.append(np.abs(I1).max() / bound); fr.append(np.mean(np.abs(I1) > bound))
    print(f"m={m} B=2^{int(math.log2(B))}: max over neurons and 20 batches of |I1|/bound = {max(rs):.3f}, median {np.median(rs):.3f}; fraction of neurons over the bound (mean over batches) {np.mean(fr):.4f}")
