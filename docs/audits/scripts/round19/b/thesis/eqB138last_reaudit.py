"""Auditor B, round 19: RE-AUDIT of thesis (B.138) last member at t = 0 (seed 003 L4518).
At t = 0 (empty b-sum, ||q_1(0)|| = 1, b^(0) = 0) the member's sign = sign(pbar/4 - sigma), pbar = batch mean of p_n(0)
(Definition B.2.3 L3911-3921). Question: at a FIXED gamma_d, can pbar -> 0 inside the printed hypotheses (degree -> inf)?
Own simulation (numpy + networkx, no repository code): random d-regular graph, patterns categorical (gamma_d/2, gamma_d/2,
rest uniform over mu_3..mu_M), label y_n = majority of D_1 vs D_2 in the distance-1 neighbourhood (Assumption 3.4.2 with
z_m = 1; ties random). S^{n,0}:
  'whole' = s nodes uniformly from the whole graph (Section 3.3, L789, the printed algorithm),
  '2hop'  = n + s nodes uniformly from distance 1..2 (Section 3.5.1 experiments).
p_n(0): 'int' reading (second sums = sampled nodes that are not class-relevant (resp. not discriminative)),
        'lit' reading as typeset ((N_z ∩ S_*) - S_1: empty when S_* = S_1, so p_n = 1 for such n).
Usage: python eqB138last_reaudit.py
"""
import numpy as np
import networkx as nx

def pbar(N, deg, gamma, M, s, mode, sigma, rng, nq=600):
    G = nx.random_regular_graph(deg, N, seed=int(rng.integers(1 << 30)))
    probs = np.array([gamma / 2, gamma / 2] + [(1 - gamma) / (M - 2)] * (M - 2))
    pat = rng.choice(M, size=N, p=probs)
    adj = [np.fromiter(G.neighbors(v), int) for v in range(N)]
    e = np.exp(1 - sigma)
    vals_int, vals_lit = [], []
    for n in rng.choice(N, size=nq, replace=False):
        nb = adj[n]
        c1 = np.sum(pat[nb] == 0); c2 = np.sum(pat[nb] == 1)
        y = 1 if c1 > c2 else (-1 if c2 > c1 else rng.choice([-1, 1]))
        star, hash_ = (0, 1) if y == 1 else (1, 0)
        if mode == 'whole':
            S = rng.choice(N, size=s, replace=False)
        else:
            d2 = set(nb.tolist())
            for u in nb:
                d2.update(adj[u].tolist())
            d2.discard(n)
            d2 = np.array(sorted(d2))
            S = np.concatenate([[n], rng.choice(d2, size=min(s, len(d2)), replace=False)])
        ks = np.sum(pat[S] == star); kh = np.sum(pat[S] == hash_); tot = len(S)
        if pat[n] in (0, 1):
            vals_int.append(ks * e / (ks * e + (tot - ks)) if ks + (tot - ks) > 0 else 0.0)
            # literal: (N_z ∩ S_*) - S_1: if S_* = S_1 (y = 1) empty -> p = 1 (when ks > 0); if S_* = S_2 it is S_2 itself
            rest = 0 if star == 0 else ks
            vals_lit.append(ks * e / (ks * e + rest) if ks > 0 else 0.0)
        else:
            den = (ks + kh) * e + (tot - ks - kh)
            vals_int.append(ks * e / den if den > 0 else 0.0)
            vals_lit.append(ks * e / ((ks + kh) * e + (tot - ks - kh)) if den > 0 else 0.0)  # '∪' read as the same set
    return np.mean(vals_int), np.mean(vals_lit)

rng = np.random.default_rng(0)
M, sigma, N = 3, 1 / 30, 4000
print('pbar(0) (int / lit); sign of member = sign(pbar/4 - sigma); critical sigma*M = M pbar/4')
for gamma in (0.05, 0.1, 0.4):
    for s in (20, 60):
        for mode in ('whole', '2hop'):
            row = []
            for deg in (4, 8, 16, 32, 64):
                pi, pl = pbar(N, deg, gamma, M, s, mode, sigma, rng)
                row.append(f'deg {deg:2d}: {pi:.3f}/{pl:.3f}')
            print(f'gamma_d={gamma:<4} s={s:2d} {mode:5s} ' + '  '.join(row), flush=True)
