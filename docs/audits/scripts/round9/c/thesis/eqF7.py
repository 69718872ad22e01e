"""Audit C of thesis.ch7.eqF.7: Lemma F.3.5 (F.7) L9317-L9321, K = 1 (own numpy, hand gradient checked by finite diff).
Model (7.2): F = sum_{i<len} W_V p~_i softmax_i(p~_i^T W p~_q), W_V = (0 I), W = W_K^T W_Q trained, W^(0) ~ N(0, xi^2),
loss 1/2 ||z - F||^2, SGD with batch mean (Sec. 7.2.2). Patterns mu_i = e_i (i <= M) in R^{d_x}, d_x = M + 1,
c_1 = (e_{M+1}; 0) (orthonormal, orthogonal to (mu; 0)). One task f (a permutation; |T| = 1 is the case most favourable
to the lemma: every p~ = (mu_a; f(mu_a)) + c_1 is a context column of every prompt type). Prompt: l contexts,
round(alpha l) with x_i = query input, the rest uniform over the other M - 1 patterns.
Gradient: dl/dW = -sum_i s_i ((z - F).v_i) (p~_i - pbar) p~_q^T, pbar = sum_j s_j p~_j.
"""
import numpy as np

def setup(M):
    dx = M + 1
    perm = np.roll(np.arange(M), 1)  # f(mu_a) = mu_{a+1 mod M}
    def vec(a, b):  # (mu_a; mu_b) + c_1, b = None -> 0 bottom
        v = np.zeros(2 * dx); v[a] = 1; v[dx - 1] = 1
        if b is not None:
            v[dx + b] = 1
        return v
    return dx, perm, vec

def prompt(rng, M, l, alpha, perm, vec):
    q = int(rng.integers(M)); nmatch = int(round(alpha * l))
    others = [a for a in range(M) if a != q]
    xs = [q] * nmatch + list(rng.choice(others, l - nmatch))
    P = np.array([vec(a, perm[a]) for a in xs]); pq = vec(q, None)
    z = np.zeros(len(pq) // 2); z[perm[q]] = 1
    return P, pq, z, q, np.array(xs)

def grad_one(W, P, pq, z, dx):
    s = np.exp(P @ W @ pq - (P @ W @ pq).max()); s /= s.sum()
    V = P[:, dx:]; F = s @ V; r = z - F
    pbar = s @ P
    coef = s * (V @ r)
    G = -np.einsum('i,ij->j', coef, P - pbar)[:, None] * pq[None, :]
    return G, s, 0.5 * r @ r

def loss_W(W, P, pq, z, dx):
    return grad_one(W, P, pq, z, dx)[2]

def run(M, l, alpha, eta, B, t, xi, seed, nb_eval=20000):
    rng = np.random.default_rng(seed)
    dx, perm, vec = setup(M)
    W = rng.normal(0, xi, (2 * dx, 2 * dx))
    for _ in range(t):  # t SGD steps -> W^(t)
        batch = [prompt(rng, M, l, alpha, perm, vec) for _ in range(B)]
        W = W - eta * np.mean([grad_one(W, P, pq, z, dx)[0] for P, pq, z, q, xs in batch], axis=0)
    batch = [prompt(rng, M, l, alpha, perm, vec) for _ in range(nb_eval)]
    Gs, ps, qs = [], [], []
    for P, pq, z, q, xs in batch:
        G, s, _ = grad_one(W, P, pq, z, dx)
        Gs.append(G); ps.append(s[xs == q].sum()); qs.append(q)
    Gs = np.array(Gs); ps = np.array(ps); qs = np.array(qs)
    K = 1
    rhs_n = (1 / (K * M)) * (1 - ps) ** 2 * (-4 * ps * (1 + alpha**2 / K**2) + alpha**2 / K**2 * (1 + 2 * (K - 1) / K)) \
        - alpha**2 / K**3 * (1 - ps) ** 2
    out = []
    for a in range(M):
        pt = vec(a, perm[a])
        lhs_all = eta * pt @ Gs.mean(0) @ pt; rhs_all = eta * rhs_n.mean()
        m = qs == a
        lhs_m = eta * pt @ Gs[m].mean(0) @ pt; rhs_m = eta * rhs_n[m].mean()
        out.append((a, lhs_all, rhs_all, lhs_m, rhs_m, ps.mean()))
    return out, W

# finite-difference check of the hand gradient
rng = np.random.default_rng(0); dx, perm, vec = setup(3)
P, pq, z, q, xs = prompt(rng, 3, 4, 0.5, perm, vec); W = rng.normal(0, 0.3, (2 * dx, 2 * dx))
G = grad_one(W, P, pq, z, dx)[0]; E = rng.normal(size=W.shape); h = 1e-6
fd = (loss_W(W + h * E, P, pq, z, dx) - loss_W(W - h * E, P, pq, z, dx)) / (2 * h)
print("grad check:", fd, np.sum(G * E))

for (M, l, alpha, eta, B, t) in ((3, 2, 0.5, 0.5, 4, 1), (3, 4, 0.75, 0.9, 4, 1), (3, 4, 0.75, 0.9, 4, 5), (6, 10, 0.5, 0.5, 16, 1), (6, 10, 0.5, 0.5, 16, 10)):
    out, W = run(M, l, alpha, eta, B, t, 1e-4, 1)
    print(f"M={M} l={l} alpha={alpha} eta={eta} B={B} t={t}: mean p = {out[0][5]:.3f}")
    for a, la, ra, lm, rm, _ in out:
        print(f"   p~ = (mu_{a}; f(mu_{a})) + c_1: literal (all prompts) lhs {la:+.4f} vs rhs {ra:+.4f} [{'VIOL' if la > ra else 'ok'}];"
              f"  prompts with query mu_{a} only: lhs {lm:+.4f} vs rhs {rm:+.4f} [{'VIOL' if lm > rm else 'ok'}]")

# per-prompt reading: for each prompt n and the context column p~ sharing ITS query's pattern, eta p~^T G_n p~ <= eta rhs_n
print("per-prompt reading (p~ = the query-pattern column of each prompt):")
for (M, l, alpha, eta, B, t) in ((3, 2, 0.5, 0.5, 4, 1), (3, 4, 0.75, 0.9, 4, 5), (6, 10, 0.5, 0.5, 16, 10), (6, 10, 0.3, 0.9, 16, 30)):
    rng = np.random.default_rng(7); dx, perm, vec = setup(M)
    W = rng.normal(0, 1e-4, (2 * dx, 2 * dx))
    for _ in range(t):
        batch = [prompt(rng, M, l, alpha, perm, vec) for _ in range(B)]
        W = W - eta * np.mean([grad_one(W, P, pq, z, dx)[0] for P, pq, z, q, xs in batch], axis=0)
    worst = np.inf; viol = 0; N = 5000
    for _ in range(N):
        P, pq, z, q, xs = prompt(rng, M, l, alpha, perm, vec)
        G, s, _ = grad_one(W, P, pq, z, dx); p = s[xs == q].sum(); pt = vec(q, perm[q])
        rhs = (1 / M) * (1 - p) ** 2 * (-4 * p * (1 + alpha**2) + alpha**2) - alpha**2 * (1 - p) ** 2
        lhs = pt @ G @ pt
        worst = min(worst, lhs / rhs if rhs < 0 else -np.inf); viol += lhs > rhs
    print(f"  M={M} l={l} alpha={alpha} eta={eta} t={t}: violations {viol}/{N}, min lhs/rhs = {worst:.3f} (both negative; > 1 means holds)")
