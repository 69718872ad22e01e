"""Audit thesis.ch6.eqE.25 (seed 003 L8063-L8065, Lemma E.4.7 hypotheses L8055-L8057).
Independent model of Chapter 6: (6.1) prompts, (6.2) F = a^T Relu(W_O sum_i W_V p_i attn_i), hinge loss, SGD (Alg. 2, a fixed),
init: W_V, and the first d_x diagonal entries of W_Q, W_K = delta, W_O ~ N(0, 1/m), a_i = +-1/sqrt(m) (a = sqrt(m) below).
Data (6.6): mu_j = beta e_j, nu_k = beta e_{M1+k}, x = mu_j + kappa nu_k, kappa ~ U(-K, K); labels Emb(+1) = q = e (d_y = 1).
Tasks (6.7) with decisive pair (a_, b_); contexts: mu_a_/mu_b_ w.p. alpha/2 each, others (1-alpha)/(M1-2).
LHS (E.25): for i in U (E.32, over all prompts of the run at t = 0), eta * mean over the batch-t0 prompts whose query has IDR mu_a
and label +1 of dl/dW_O(i) at W^(t0), dotted with (mu_a; -q). RHS: delta (beta^2+1) alpha eta/(2a) (1 + eta^2 m/a^2)^t0."""
import numpy as np
import torch

torch.set_default_dtype(torch.float64)

def run(seed, M1=3, M2=2, m=20, B=16, l=8, t0=5, eta=0.1, beta=1.5, alpha=0.6, delta=0.1, K=0.5):
    rng = np.random.default_rng(seed)
    dx, dy = M1 + M2, 1
    D = dx + dy
    mb = D + 1
    tasks = [(i, j) for i in range(M1) for j in range(M1) if i != j]
    def prompt(task, query_pat, zq):
        a_, b_ = task
        X = np.zeros((D, l + 1))
        z = []
        probs = np.array([alpha / 2 if j in task else (1 - alpha) / (M1 - 2) for j in range(M1)])
        for s in range(l + 1):
            j = query_pat if s == l else rng.choice(M1, p=probs / probs.sum())
            k = rng.integers(M2)
            x = np.zeros(dx); x[j] = beta; x[M1 + k] = beta * rng.uniform(-K, K)
            X[:dx, s] = x
            if s < l:
                lab = 1 if j == a_ else (-1 if j == b_ else rng.choice([-1, 1]))
                X[dx, s] = lab
        return X, zq
    def batch():
        out = []
        for _ in range(B):
            task = tasks[rng.integers(len(tasks))]
            # query: a decisive pattern with its label (+1 for mu_a_, -1 for mu_b_), or another pattern with random label
            r = rng.integers(M1)
            zq = 1 if r == task[0] else (-1 if r == task[1] else int(rng.choice([-1, 1])))
            out.append((prompt(task, r, zq), task))
        return out
    WV = torch.zeros(mb, D); WV[:D, :D] = delta * torch.eye(D)
    WQ = torch.zeros(mb, D); WQ[:dx, :dx] = delta * torch.eye(dx)
    WK = WQ.clone()
    WO = torch.tensor(rng.normal(0, 1 / np.sqrt(m), (m, mb)))
    av = torch.tensor(rng.choice([-1.0, 1.0], m) / np.sqrt(m))
    params = [WQ, WK, WV, WO]
    for p in params: p.requires_grad_(True)
    def Vout(X):
        X = torch.tensor(X)
        s = (WK @ X[:, :l]).T @ (WQ @ X[:, l])
        att = torch.softmax(s, 0)
        return (WV @ X[:, :l]) @ att
    batches = [batch() for _ in range(t0 + 1)]
    # U over all prompts of the run at t = 0
    U = set()
    with torch.no_grad():
        for bt in batches:
            for (X, z), _ in bt:
                V = Vout(X)
                for i in range(m):
                    if (WO[i, :dx] @ V[:dx]) > 0 and (WO[i, dx:D] @ V[dx:D]) > 0 and av[i] < 0:
                        U.add(i)
    for t in range(t0):
        loss = 0
        for (X, z), _ in batches[t]:
            F = av @ torch.relu(WO @ Vout(X))
            loss = loss + torch.clamp(1 - z * F, min=0)
        loss = loss / B
        g = torch.autograd.grad(loss, params)
        with torch.no_grad():
            for p, gp in zip(params, g): p -= eta * gp
    # LHS at W^(t0), batch t0, prompts with query IDR mu_a (task's a_) and label +1
    rows = []
    for i in sorted(U):
        vals = []
        for (X, z), task in batches[t0]:
            if z != 1 or X[task[0], l] == 0:
                continue
            F = av @ torch.relu(WO @ Vout(X))
            lo = torch.clamp(1 - z * F, min=0)
            gi = torch.autograd.grad(lo, WO)[0][i]
            d = torch.zeros(mb); d[task[0]] = beta; d[dx] = -1.0
            vals.append(float(gi @ d))
        if vals:
            rows.append((i, eta * np.mean(vals)))
    a = np.sqrt(m)
    rhs = delta * (beta**2 + 1) * alpha * eta / (2 * a) * (1 + eta**2 * m / a**2) ** t0
    return rows, rhs

for seed in range(4):
    rows, rhs = run(seed)
    print(f"seed {seed}: rhs {rhs:.4e}; lhs per i in U:", ", ".join(f"{i}:{v:.3e}" for i, v in rows))
rows, rhs = run(0, beta=1.0)
print("beta=1:", f"rhs {rhs:.4e}", ", ".join(f"{i}:{v:.3e}" for i, v in rows))
