"""Auditor A r18: thesis (E.95) (seed 003 L8361, L8377), proof of Proposition 6.4.1 (2): |(mu'_j^T, 0) W_Q^(T) p'_query| >~ sum_i |k_ji| sqrt(log M1)
>= sqrt(log M1), mu'_j = sum_i k_ji mu_i, sum_i k_ji >= 1, sum_i k_ji^2 = 1, p'_query = (mu'_j + kappa' nu'; 0), kappa' in [-K', K'].
Own torch model of Chapter 6 (no repository code): (6.2) F = a^T Relu(W_O sum_{i<=l} W_V p_i softmax_i((W_K p_i)^T W_Q p_query)), hinge loss,
SGD (step eta, B fresh prompts per step), Section 6.2.3 init (W_V diagonal delta, first d_x diagonal entries of W_Q, W_K = delta,
W_O ~ N(0, 1/m), a = +-1/m fixed), m_a = m_b = d_x + d_y + 2; data (6.6): mu_j = beta e_j, nu_k = beta e_{M1+k}, kappa ~ U(-K, K);
T_tr cyclic (Condition 6.3.2's example); contexts' IDR: each decisive pattern w.p. alpha/2, others (1-alpha)/(M1-2); query IDR decisive;
labels by the task (random for non-decisive contexts); y = +-q, q = 1 (d_y = 1). Train until the hinge loss on 400 held-out prompts is 0.
Then value(k, c, kappa') = beta^2 (k^T Q_mm k + kappa' k^T Q_mn c), Q = W_Q[:d_x, :d_x]; if min over the admissible set < 0 < max, the
(connected) set contains an exact zero: the display fails there for every hidden constant."""
import sys, math
import numpy as np
import torch
torch.set_default_dtype(torch.float64)

def run(seed, delta, M1=4, M2=8, beta=2.0, alpha=0.8, eta=0.9, m=80, B=45, l=18, K=0.5, Kp=1.0, max_steps=4000, fixed_T=None):
    g = torch.Generator().manual_seed(seed); rng = np.random.default_rng(seed)
    dx, dy = M1 + M2, 1; dim = dx + dy; mab = dim + 2
    WV = torch.zeros(mab, dim); WV[:dim, :dim] = delta * torch.eye(dim)
    WQ = torch.zeros(mab, dim); WQ[:dx, :dx] = delta * torch.eye(dx); WK = WQ.clone()
    WO = torch.randn(m, mab, generator=g) / math.sqrt(m)
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / m
    for P in (WV, WQ, WK, WO): P.requires_grad_()
    tasks = [(i, (i + 1) % M1) for i in range(M1)]
    probs = lambda ta, tb: np.array([alpha / 2 if j in (ta, tb) else (1 - alpha) / (M1 - 2) for j in range(M1)])
    PR = np.stack([probs(*tasks[t_]) for t_ in range(M1)])            # (M1 tasks, M1 patterns)
    def batch(nb):
        tk = rng.integers(M1, size=nb); ta = tk; tb = (tk + 1) % M1
        cum = PR[tk].cumsum(1)
        js = (rng.random((nb, l, 1)) > cum[:, None, :]).sum(2)       # categorical draws, (nb, l)
        P = np.zeros((nb, l + 1, dim))
        nn, ii = np.meshgrid(np.arange(nb), np.arange(l), indexing='ij')
        P[nn, ii, js] = beta
        P[nn, ii, M1 + rng.integers(M2, size=(nb, l))] += rng.uniform(-K, K, size=(nb, l)) * beta
        lab = np.where(js == ta[:, None], 1.0, np.where(js == tb[:, None], -1.0, rng.choice([-1.0, 1.0], size=(nb, l))))
        P[:, :l, dx] = lab
        pick = rng.random(nb) < 0.5; jq = np.where(pick, ta, tb)
        P[np.arange(nb), l, jq] = beta
        P[np.arange(nb), l, M1 + rng.integers(M2, size=nb)] += rng.uniform(-K, K, size=nb) * beta
        z = np.where(pick, 1.0, -1.0)
        return torch.tensor(P), torch.tensor(z)
    def F(P):
        ctx, qry = P[:, :l], P[:, l]
        sc = torch.einsum('nia,na->ni', ctx @ WK.T, qry @ WQ.T)
        att = torch.softmax(sc, dim=1)
        v = torch.einsum('ni,nia->na', att, ctx @ WV.T)
        return torch.relu(v @ WO.T) @ a
    Ph, zh = batch(400)
    for t in range(fixed_T if fixed_T is not None else max_steps):
        with torch.no_grad():
            if fixed_T is None and t % 25 == 0 and torch.clamp(1 - zh * F(Ph), min=0).max() == 0:
                break
        P, z = batch(B)
        loss = torch.clamp(1 - z * F(P), min=0).mean()
        for X_ in (WV, WQ, WK, WO): X_.grad = None
        loss.backward()
        with torch.no_grad():
            for X_ in (WV, WQ, WK, WO): X_ -= eta * X_.grad
    with torch.no_grad():
        zero = bool(torch.clamp(1 - zh * F(Ph), min=0).max() == 0)
        Q = WQ[:dx, :dx].numpy()
    global LAST
    LAST = dict(F=F, WQ=WQ, WK=WK, WV=WV, WO=WO, a=a, dx=dx, dim=dim, l=l, train_loss_max=float(torch.clamp(1 - zh * F(Ph), min=0).max()), train_loss_mean=float(torch.clamp(1 - zh * F(Ph), min=0).mean()))
    Qmm = (Q[:M1, :M1] + Q[:M1, :M1].T) / 2; Qmn = Q[:M1, M1:]
    # minimise h(k) = k^T Qmm k - Kp ||Qmn^T k|| over the cap {||k|| = 1, sum k >= 1}
    ks = rng.standard_normal((200000, M1)); ks /= np.linalg.norm(ks, axis=1, keepdims=True); ks = ks[ks.sum(1) >= 1]
    h = np.einsum('ni,ij,nj->n', ks, Qmm, ks) - Kp * np.linalg.norm(ks @ Qmn, axis=1)
    i0 = int(np.argmin(h)); hmin = h[i0] * beta**2
    hmax = (np.einsum('ni,ij,nj->n', ks, Qmm, ks) + Kp * np.linalg.norm(ks @ Qmn, axis=1)).max() * beta**2
    u = np.ones(M1) / np.sqrt(M1); huni = beta**2 * (u @ Qmm @ u - Kp * np.linalg.norm(u @ Qmn))
    print(f"   [uniform k: value range {beta**2 * (u @ Qmm @ u):.4f} -+ {beta**2 * Kp * np.linalg.norm(u @ Qmn):.4f}; row sums of mu-block update {np.round((Q[:M1,:M1] - delta*np.eye(M1)).sum(1), 4)}]", flush=True)
    return t, zero, hmin, hmax, ks[i0]

