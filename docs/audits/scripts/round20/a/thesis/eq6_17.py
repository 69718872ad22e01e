"""Auditor A, round 20: thesis.ch6.eq6.17 (seed 003 L1877-L1885, Proposition 6.4.1 (6.17)):
  for (p, W) in {(p_query, W_Q^(T)), (p_i, W_K^(T))}:  |[XDR(p)^T, 0^T] W p| >= Omega(sqrt(log M1)),
XDR(p) = IDR(x) in-domain, ODR(x) out-of-domain; the proof's OOD case (L8361) takes mu'_j = sum_i k_ji mu_i with
sum_i k_ji >= 1, sum_i k_ji^2 = 1 (the uniform k_i = 1/sqrt(M1) is allowed there); delta in (0, 0.2] (Sec. 6.2.3).
Own model, written from Chapter 6 only (vectorised torch, float64):
  F(Psi; P) = a^T relu(W_O sum_{i<=l} W_V p_i attn_i), attn = softmax_i((W_K p_i)^T W_Q p_query)   (6.2)
  hinge loss, SGD with fresh batches (N = BT), step eta; init Sec. 6.2.3: W_V all diagonal entries delta, W_Q, W_K
  first d_x diagonal entries delta, W_O ~ N(0, 1/m), a ~ U{+-1/m} fixed.
  Data (6.6): x = mu_j + kappa nu_k, mu_j = beta e_j, nu_k = beta e_{M1+k}, kappa ~ U(-1/2, 1/2); labels by cyclic
  training tasks (Condition 6.3.2: task i maps mu_i -> +1, mu_{i+1} -> -1); query IDR uniform on the task's two
  decisive patterns; contexts: IDR mu_a, mu_b w.p. alpha/2 each, others (1-alpha)/(M1-2); y_i = +-q, q = e_1 in R^{d_y}.
Measured after zero held-out training loss: s(k) = min over kappa' in [-1, 1] (K' = 1) and nu' = nu_k of
  |(mu'^T, 0) W_Q^(T) (mu' + kappa' nu'; 0)|,   mu' = beta sum_i k_i e_i,
for k = e_1 (in-domain), the uniform k, and the worst member of a Theorem 6.3.4-admissible ODR family
(Theorem 6.3.4's M1 pairwise orthogonal ODR patterns force sum_i k_ji = 1; minimised over that sphere).
Run: python eq6_17.py [delta ...]   (seeds via SEEDS env, default 0,1,2)
"""
import os
import sys
import math
import numpy as np
import torch

torch.set_default_dtype(torch.float64)
torch.set_num_threads(1)


def make_batch(rng, B, l, M1, M2, beta, alpha, dy, Kk=0.5, tasks=None):
    dx = M1 + M2
    T = len(tasks)
    t_idx = rng.integers(T, size=B)
    a_pat = np.array([tasks[t][0] for t in t_idx]); b_pat = np.array([tasks[t][1] for t in t_idx])
    # query
    qsel = rng.integers(2, size=B)
    qj = np.where(qsel == 0, a_pat, b_pat)
    z = np.where(qsel == 0, 1.0, -1.0)
    # contexts
    u = rng.random((B, l))
    cj = np.empty((B, l), int)
    for bi in range(B):
        others = [j for j in range(M1) if j not in (a_pat[bi], b_pat[bi])]
        r = u[bi]
        cj[bi] = np.where(r < alpha / 2, a_pat[bi], np.where(r < alpha, b_pat[bi], -1))
        n_oth = (cj[bi] == -1).sum()
        cj[bi][cj[bi] == -1] = rng.choice(others, n_oth)
    lab = np.where(cj == a_pat[:, None], 1.0, np.where(cj == b_pat[:, None], -1.0, rng.choice([-1.0, 1.0], (B, l))))
    ck = rng.integers(M2, size=(B, l)); qk = rng.integers(M2, size=B)
    ckap = rng.uniform(-Kk, Kk, (B, l)); qkap = rng.uniform(-Kk, Kk, B)
    P = np.zeros((B, dx + dy, l + 1))
    bi = np.arange(B)[:, None]; li = np.arange(l)[None, :]
    P[bi, cj, li] = beta
    P[bi, M1 + ck, li] += ckap * beta
    P[bi, dx, li] = lab          # label embedding +-q, q = e_1
    P[np.arange(B), qj, l] = beta
    P[np.arange(B), M1 + qk, l] += qkap * beta
    return torch.tensor(P), torch.tensor(z)


def forward(W, P, a):
    ctx = P[:, :, :-1]; pq = P[:, :, -1]
    keys = torch.einsum('md,bdl->bml', W['K'], ctx)
    qry = torch.einsum('md,bd->bm', W['Q'], pq)
    att = torch.softmax(torch.einsum('bml,bm->bl', keys, qry), dim=1)
    vals = torch.einsum('md,bdl->bml', W['V'], ctx)
    h = torch.einsum('om,bml,bl->bo', W['O'], vals, att)
    return torch.relu(h) @ a


def train(seed, delta, M1=4, M2=8, beta=2.0, alpha=0.8, eta=0.9, m=80, B=45, l=18, dy=1, max_steps=20000, check=100):
    rng = np.random.default_rng(seed)
    dx = M1 + M2
    ma = mb = dx + dy + 4
    tasks = [(i, (i + 1) % M1) for i in range(M1)]
    W = {}
    W['Q'] = torch.zeros(ma, dx + dy); W['K'] = torch.zeros(ma, dx + dy); W['V'] = torch.zeros(mb, dx + dy)
    for i in range(dx):
        W['Q'][i, i] = delta; W['K'][i, i] = delta
    for i in range(min(mb, dx + dy)):
        W['V'][i, i] = delta
    W['O'] = torch.tensor(rng.standard_normal((m, mb)) / math.sqrt(m))
    a = torch.tensor(rng.choice([-1.0, 1.0], m) / m)
    for v in W.values():
        v.requires_grad_(True)
    Ph, zh = make_batch(rng, 400, l, M1, M2, beta, alpha, dy, tasks=tasks)
    steps = 0
    while steps < max_steps:
        P, z = make_batch(rng, B, l, M1, M2, beta, alpha, dy, tasks=tasks)
        L = torch.clamp(1 - z * forward(W, P, a), min=0).mean()
        for v in W.values():
            v.grad = None
        L.backward()
        with torch.no_grad():
            for v in W.values():
                v -= eta * v.grad
        steps += 1
        if steps % check == 0:
            with torch.no_grad():
                hl = torch.clamp(1 - zh * forward(W, Ph, a), min=0)
            if hl.max().item() == 0.0:
                break
    with torch.no_grad():
        hl = torch.clamp(1 - zh * forward(W, Ph, a), min=0)
    return {k: v.detach().numpy() for k, v in W.items()}, steps, hl.mean().item(), hl.max().item()


def score(WQ, k, M1, M2, beta, dy, kap_grid=np.linspace(-1, 1, 41)):
    dx = M1 + M2
    mu = np.zeros(dx + dy); mu[:M1] = beta * np.asarray(k)
    best = np.inf
    for kk in range(M2):
        nu = np.zeros(dx + dy); nu[M1 + kk] = beta
        for kap in kap_grid:
            best = min(best, abs(mu @ WQ[:dx + dy, :] @ (mu + kap * nu)) if WQ.shape[0] >= dx + dy else np.inf)
    return best


def score_full(WQ, k, M1, M2, beta, dy, kmax=1.0):
    kap_grid = np.linspace(-kmax, kmax, 41)
    """(mu'^T, 0^T) W_Q p' : [mu'; 0] has length m_a (zeros beyond d_x)."""
    dx = M1 + M2
    ma = WQ.shape[0]
    left = np.zeros(ma); left[:M1] = beta * np.asarray(k)
    best = np.inf
    for kk in range(M2):
        for kap in kap_grid:
            p = np.zeros(dx + dy); p[:M1] = beta * np.asarray(k); p[M1 + kk] = kap * beta
            best = min(best, abs(left @ WQ @ p))
    return best


if __name__ == '__main__':
    deltas = [float(x) for x in sys.argv[1:]] or [0.2, 0.05]
    seeds = [int(s) for s in os.environ.get('SEEDS', '0,1,2').split(',')]
    M1 = int(os.environ.get('M1', '4')); M2 = 2 * M1; beta = 2.0; dy = 1
    v = np.ones(M1) / math.sqrt(M1)
    # Theorem 6.3.4 asks M1 pairwise orthogonal ODR patterns with sum_i k_ji >= 1; summing <k_j, u>^2 = 1 forces
    # sum_i k_ji = 1 for every j, and every unit k with sum k = 1 is a member of such a family (rotate u-perp).
    # Worst admissible pattern: minimise the score over the sphere {||k|| = 1, sum k = 1} (dense sampling).
    rs = np.random.default_rng(123)
    Wp = rs.standard_normal((20000, M1)); Wp -= Wp.mean(1, keepdims=True); Wp /= np.linalg.norm(Wp, axis=1, keepdims=True)
    Kadm = v[None, :] / math.sqrt(M1) + math.sqrt(1 - 1 / M1) * Wp      # ||k|| = 1, sum k = 1
    assert np.allclose(Kadm.sum(1), 1) and np.allclose(np.linalg.norm(Kadm, axis=1), 1)
    print('M1=%d M2=%d beta=%g; sqrt(log M1) = %.3f' % (M1, M2, beta, math.sqrt(math.log(M1))))
    for delta in deltas:
        res = []
        for sd in seeds:
            W, steps, hmean, hmax = train(sd, delta, M1=M1, M2=M2)
            s_in = min(score_full(W['Q'], np.eye(M1)[j], M1, M2, beta, dy, kmax=0.5) for j in range(M1))   # in-domain kappa in [-1/2, 1/2]
            np.savez('/work/audit/r20a/thesis/eq6_17_W_d%g_s%d_M%d.npz' % (delta, sd, M1), **W)
            s_uni = score_full(W['Q'], v, M1, M2, beta, dy)
            A = beta ** 2 * W['Q'][:M1, :M1]
            q0 = np.abs(np.einsum('ni,ij,nj->n', Kadm, A, Kadm))       # kappa' = 0 screening
            cand = Kadm[np.argsort(q0)[:20]]
            s_H = min(score_full(W['Q'], kk, M1, M2, beta, dy) for kk in cand)
            res.append((s_in, s_uni, s_H))
            print('  delta=%.3f seed=%d: steps=%d held-out hinge mean %.2e max %.2e | least score: in-domain %.3f, '
                  'uniform ODR %.4f (delta beta^2 = %.3f), worst admissible (sum k = 1) %.3f' % (
                      delta, sd, steps, hmean, hmax, s_in, s_uni, delta * beta ** 2, s_H))
            sys.stdout.flush()
        r = np.median(np.array(res), axis=0)
        print('  delta=%.3f median: in-domain %.3f, uniform %.4f (ratio to sqrt(log M1) %.3f), worst admissible %.3f' % (
            delta, r[0], r[1], r[1] / math.sqrt(math.log(M1)), r[2]))
