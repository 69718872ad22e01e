"""Auditor C, round 12: thesis (B.106) L4349 (proof of Lemma B.3.1, case p_j in P minus p^+; (B.108) L4355 is its
mirror for i in U_l(0)):  W_O(i,.)^(t+1) p_j <~ (1/sqrt(B)) W_O(i,.)^(t+1) p_1  for lucky neurons i in W_l(0).
Model (Chapter 3, L789-L791, Algorithm L3882): W_O^(0) entries N(0, xi^2), a_i = +-1/sqrt(m) fixed, b^(0) = 0, SGD
with batch B and step eta on the hinge loss; lucky neurons (B.4): W_O(i)^(0) V_n(0) > 0 for a mu_1 node n.
Own simplified graph (numpy): node features e_k (k = pattern), W_K = W_Q = I, W_V = I (so p_k = e_k, orthonormal),
each node aggregates a uniform sample of nodes with softmax weights exp(x_s^T x_n); labels +1 on mu_1 nodes, -1 on
mu_2 nodes, +-1 at random on the others. t = 0 (the display is printed for every t; t + 1 = 1), every hinge active.
Checked: ratio R = max over lucky i, j != 1 of W_O(i)^(1) p_j / (max over lucky i of W_O(i)^(1) p_1 / sqrt(B)) --
the display for each neuron implies R <= C. Also the per-neuron fraction with W_O(i)^(1) p_j > W_O(i)^(1) p_1."""
import math
import numpy as np

def run(N, M, eta, xi, seed, samp=20, gamma=0.5, case="W"):
    rng = np.random.default_rng(seed)
    m = int(math.ceil(M * M * math.log(N)))                  # m >= M^2 log N (Theorem 3.4.4, constant 1)
    pat = np.where(rng.random(N) < gamma, rng.integers(0, 2, N), rng.integers(2, M, N))   # discriminative: 0 (mu_1), 1 (mu_2)
    y = np.where(pat == 0, 1.0, np.where(pat == 1, -1.0, rng.choice([-1.0, 1.0], N)))
    S = rng.integers(0, N, (N, samp))                          # sampled aggregation set S^{n,0} (with self)
    S[:, 0] = np.arange(N)
    X = np.eye(M)[pat]                                         # x_n = e_pattern
    w = np.exp((X[S] * X[:, None, :]).sum(-1))                 # softmax weights exp(x_s^T x_n)
    V = (w[:, :, None] * X[S]).sum(1) / w.sum(1, keepdims=True)  # V_n(0) = sum_s softmax * W_V x_s, (N, M)
    WO = xi * rng.standard_normal((m, M))
    a = rng.choice([-1.0, 1.0], m) / math.sqrt(m)
    pre = V @ WO.T                                             # (N, m)
    F = np.maximum(pre, 0) @ a
    assert np.all(np.abs(F) < 1)                               # every hinge active at t = 0
    B = N                                                      # batch = every node (B >= log N)
    WO1 = WO + eta * (((y[:, None] * (pre >= 0)).T @ V) * a[:, None]) / B   # one SGD step of the hinge loss
    ref, sg = (0, 1.0) if case == "W" else (1, -1.0)         # (B.108): i in U_l(0), a_i < 0, active on a mu_2 node, ref p_2
    lucky = (sg * a > 0) & ((pre > 0) & (pat == ref)[:, None]).any(0)
    P1 = WO1[lucky, ref]; Pj = np.delete(WO1[lucky], ref, axis=1)
    R = Pj.max() / (P1.max() / math.sqrt(B))
    frac = float(np.mean(Pj.max(1) > P1))
    return m, int(lucky.sum()), R, frac, float(Pj.max()), float(P1.max())

xi = 0.01
print("N=B     m   #lucky  eta    max W1 p_j   max W1 p_1   R = lhs/(rhs without C)   frac(W1 p_j > W1 p_1)")
for eta in (0.01, 0.1, 1.0):
    for N in (100, 400, 1600, 6400, 25600):
        Rs = [run(N, 4, eta, xi, s) for s in range(3)]
        m, nl, R, fr, pj, p1 = Rs[0]
        print(f"{N:6d} {m:5d} {nl:5d}  {eta:5.2f}   {pj:.4f}       {p1:.4f}       "
              f"{', '.join(f'{r[2]:7.2f}' for r in Rs)}         {np.mean([r[3] for r in Rs]):.2f}")

print("\n(B.108) case: i in U_l(0), reference p_2, eta = 0.1")
for N in (100, 1600, 25600):
    Rs = [run(N, 4, 0.1, xi, s, case="U") for s in range(3)]
    print(f"{N:6d}  R = {', '.join(f'{r[2]:7.2f}' for r in Rs)}   frac = {np.mean([r[3] for r in Rs]):.2f}")
