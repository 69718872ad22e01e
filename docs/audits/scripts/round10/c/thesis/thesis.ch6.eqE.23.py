"""Auditor C, round 10: thesis Ch. 6 (ICL), Lemma E.4.7's first display (E.23) (seed L8055-L8059):
for i in W, p_query^n with q and mu_a:
  eta (1/|B_b^n|) sum_{n in B_b^n} dl/dW_O(i)^(t0) (mu_a^T, q^T)^T = delta (beta^2 + 1) (alpha eta / (2a)) (1 + eta^2 m/a^2)^{t0}.
Own implementation of Sec. 6.2-6.3: x = mu_j + kappa nu_k (6.6) (orthogonal patterns of norm beta, kappa ~ U(-K, K),
K = 1/2), tasks (6.7) (decisive pair a, b), contexts' IDR categorical (alpha/2 for a and b), labels q / -q (||q|| = 1),
model (6.2) (contexts only), hinge loss, SGD on W_Q, W_K, W_V, W_O (a fixed, +-1/m, so 'a' = m), init of Sec. 6.2.3
(W_V diagonal delta, the first d_x diagonal entries of W_Q, W_K delta, W_O ~ N(0, 1/m)); lucky W by (E.31) over the
run's prompts (both blocks of O_i^(0) . V^n(0) positive, a_i > 0). Hypotheses (L8055-L8057): Theta(1) >= beta >= 1,
m >~ M1^2, B >~ M1, t0 >= Theta(1).
Measured at t0: for i in W, the batch-t0 average over queries of pattern mu_a with label +1 of eta dl/dW_O(i) at W^(t0),
projected on (mu_a; q) (as printed: the gradient), and minus it (the update reading), against the right side.
"""
import math

import numpy as np
import torch

torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)


def make(rng, B, M1, M2, beta, alpha, l, Kk):
    dx = M1 + M2
    D = dx + 1
    P = np.zeros((B, l, D))
    Q = np.zeros((B, D))
    z = np.zeros(B)
    qa = np.zeros(B, dtype=int)
    for n in range(B):
        a, b = rng.choice(M1, 2, replace=False)
        probs = np.full(M1, (1 - alpha) / (M1 - 2))
        probs[a] = probs[b] = alpha / 2
        ctx = rng.choice(M1, l, p=probs)
        for i, j in enumerate(ctx):
            P[n, i, j] = beta
            P[n, i, M1 + rng.integers(M2)] = beta * rng.uniform(-Kk, Kk)
            lab = 1 if j == a else -1 if j == b else rng.choice([-1, 1])
            P[n, i, dx] = lab
        jq = a if rng.random() < 0.5 else b
        Q[n, jq] = beta
        Q[n, M1 + rng.integers(M2)] = beta * rng.uniform(-Kk, Kk)
        z[n] = 1 if jq == a else -1
        qa[n] = jq
    return torch.tensor(P), torch.tensor(Q), torch.tensor(z), qa


def run(seed, t0, M1=3, M2=2, beta=2.0, alpha=0.9, l=12, m=27, delta=0.2, eta=1.0, B=30, Kk=0.5):
    rng = np.random.default_rng(seed)
    dx = M1 + M2
    D = dx + 1
    mb = D + 1
    WV = torch.zeros(mb, D); WV[:D, :D] = delta * torch.eye(D)
    WQ = torch.zeros(mb, D); WQ[:dx, :dx] = delta * torch.eye(dx)
    WK = WQ.clone()
    WO = torch.tensor(rng.standard_normal((m, mb))) / math.sqrt(m)
    a = torch.tensor(rng.choice([-1.0, 1.0], m)) / m
    params = [p.clone().requires_grad_(True) for p in (WQ, WK, WV, WO)]
    WO0, WV0, WQ0, WK0 = WO.clone(), WV.clone(), WQ.clone(), WK.clone()
    lucky = torch.zeros(m, dtype=torch.bool)

    def forward(ps, P, Q):
        WQ_, WK_, WV_, WO_ = ps
        s = torch.einsum("bld,ed,ef,bf->bl", P, WK_, WQ_, Q)
        V = torch.einsum("bl,bld,ed->be", torch.softmax(s, 1), P, WV_)
        return torch.relu(V @ WO_.T) @ a, V

    for t in range(t0 + 1):
        P, Q, z, qa = make(rng, B, M1, M2, beta, alpha, l, Kk)
        with torch.no_grad():
            _, V0 = forward([WQ0, WK0, WV0, WO0], P, Q)
            o1 = WO0[:, :dx] @ V0[:, :dx].T
            o2 = WO0[:, dx:D] @ V0[:, dx:D].T
            lucky |= ((o1 > 0) & (o2 > 0)).any(1) & (a > 0)
        F, _ = forward(params, P, Q)
        per = torch.clamp(1 - z * F, min=0)
        if t == t0:
            vals, loss_t0 = [], float(per.mean().detach())
            for j in range(M1):
                sel = torch.tensor(qa == j) & (z > 0)
                if not bool(sel.any()):
                    continue
                g = torch.autograd.grad(per[sel].mean(), params[3], retain_graph=True)[0]
                vec = torch.zeros(mb); vec[j] = beta; vec[dx] = 1.0
                vals.append(eta * (g @ vec))
        grads = torch.autograd.grad(per.mean(), params)
        with torch.no_grad():
            for p, g in zip(params, grads):
                p -= eta * g
    G = torch.stack(vals)[:, lucky]  # (patterns, |W|)
    rhs = delta * (beta**2 + 1) * alpha * eta / (2 * m) * (1 + eta**2 * m / m**2) ** t0
    return G, rhs, int(lucky.sum()), loss_t0


if __name__ == "__main__":
    print("M1 = 3, M2 = 2, beta = 2, alpha = 0.9, l = 12, m = 27 (>= M1^2), B = 30 (>= M1), delta = 0.2, eta = 1")
    for seed in (0, 1):
        for t0 in (1, 5, 20, 100, 300):
            G, rhs, nW, loss = run(seed, t0)
            g = G.flatten()
            print(f"  seed {seed}, t0 = {t0}: |W| = {nW}, batch loss {loss:.3f}; gradient side: max {float(g.max()):.3e} "
                  f"(> 0 for {int((g > 0).sum())}/{g.numel()}); update side (-grad): median {float((-g).median()):.3e}, "
                  f"max {float((-g).max()):.3e}; right side {rhs:.3e} (median ratio {float((-g).median()) / rhs:.3f})")
