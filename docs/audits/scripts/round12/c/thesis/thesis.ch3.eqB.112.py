"""Auditor C, round 12: thesis (B.112) L4369 (proof of Lemma B.3.1, case (4), i not in W_l(0) u U_l(0)):
|<W_O(i)^(t+1), p> - <W_O(i)^(t), p>| <~ (eta/a) (||p|| + sigma + sum_{b<=t} ...) sqrt(log m log B / B),
a = sqrt(m) (L4087: 1/a = |a_i|), checked at t = 0 (sum over b empty), ||p|| = 1, sigma = 0 (noise-free; only
makes the right side smaller by a constant factor <= 2 for sigma <= 1).
Own simplified graph (numpy): features e_k (p_k = e_k, W_K = W_Q = W_V = I), each node aggregates 20 sampled nodes with
softmax weights exp(x_s^T x_n); labels: +1 on mu_1 nodes, -1 on mu_2 nodes, and for the other nodes the majority of
the discriminative nodes in their sampled set (ties random) -- the data model's label rule (majority vote of the
discriminative nodes around a node). W_O^(0) ~ N(0, xi^2), a_i = +-1/sqrt(m), m = ceil(M^2 ln N), B = N, one hinge step
(all hinges active). W_l(0), U_l(0) by (B.4)/(B.5) (active on some mu_1 / mu_2 node), read with and without the sign of a_i.
R = max over neurons outside W u U and patterns of |update| / ((eta/a) sqrt(log m log B / B))."""
import math
import numpy as np

def run(N, M, eta, xi, seed, samp=20, gamma=0.5, signed=True):
    rng = np.random.default_rng(seed)
    m = int(math.ceil(M * M * math.log(N)))
    pat = np.where(rng.random(N) < gamma, rng.integers(0, 2, N), rng.integers(2, M, N))
    S = rng.integers(0, N, (N, samp)); S[:, 0] = np.arange(N)
    vote = (pat[S] == 0).sum(1) - (pat[S] == 1).sum(1)
    y = np.where(pat == 0, 1.0, np.where(pat == 1, -1.0, np.where(vote != 0, np.sign(vote), rng.choice([-1.0, 1.0], N))))
    X = np.eye(M)[pat]
    w = np.exp((X[S] * X[:, None, :]).sum(-1))
    V = (w[:, :, None] * X[S]).sum(1) / w.sum(1, keepdims=True)
    WO = xi * rng.standard_normal((m, M)); a = rng.choice([-1.0, 1.0], m) / math.sqrt(m)
    pre = V @ WO.T
    assert np.all(np.abs(np.maximum(pre, 0) @ a) < 1)
    B = N
    upd = eta * (((y[:, None] * (pre >= 0)).T @ V) * a[:, None]) / B          # W_O^(1) - W_O^(0), rows on p_k = e_k
    act1 = ((pre > 0) & (pat == 0)[:, None]).any(0); act2 = ((pre > 0) & (pat == 1)[:, None]).any(0)
    inW = (a > 0) & act1 if signed else act1
    inU = (a < 0) & act2 if signed else act2
    out = ~inW & ~inU
    if not out.any():
        return m, 0, float("nan")
    lhs = np.abs(upd[out]).max()
    rhs = eta / math.sqrt(m) * math.sqrt(math.log(m) * math.log(B) / B)
    return m, int(out.sum()), lhs / rhs

print("N=B      m   #outside(signed)  R (3 seeds, signed W/U)        R (3 seeds, unsigned (B.4)/(B.5))")
for N in (100, 400, 1600, 6400, 25600):
    r1 = [run(N, 4, 0.1, 0.01, s) for s in range(3)]
    r2 = [run(N, 4, 0.1, 0.01, s, signed=False) for s in range(3)]
    print(f"{N:6d} {r1[0][0]:5d}   {r1[0][1]:5d}        {', '.join(f'{r[2]:6.2f}' for r in r1)}          "
          f"{', '.join(f'{r[2]:6.2f}' for r in r2)}  (#outside {r2[0][1]})")

# the sub-case the proof's signed reading admits: a_i > 0 active on some mu_2 node but on no mu_1 node (or a_i < 0 active
# on a mu_1 node but on no mu_2 node): its p_2 (p_1) update averages y = -1 (+1) over the mu_2 (mu_1) nodes it fires on
def run_cross(N, M, eta, xi, seed, samp=20, gamma=0.5):
    rng = np.random.default_rng(seed)
    m = int(math.ceil(M * M * math.log(N)))
    pat = np.where(rng.random(N) < gamma, rng.integers(0, 2, N), rng.integers(2, M, N))
    S = rng.integers(0, N, (N, samp)); S[:, 0] = np.arange(N)
    vote = (pat[S] == 0).sum(1) - (pat[S] == 1).sum(1)
    y = np.where(pat == 0, 1.0, np.where(pat == 1, -1.0, np.where(vote != 0, np.sign(vote), rng.choice([-1.0, 1.0], N))))
    X = np.eye(M)[pat]; w = np.exp((X[S] * X[:, None, :]).sum(-1))
    V = (w[:, :, None] * X[S]).sum(1) / w.sum(1, keepdims=True)
    WO = xi * rng.standard_normal((m, M)); a = rng.choice([-1.0, 1.0], m) / math.sqrt(m)
    pre = V @ WO.T
    upd = eta * (((y[:, None] * (pre >= 0)).T @ V) * a[:, None]) / N
    act1 = ((pre > 0) & (pat == 0)[:, None]).any(0); act2 = ((pre > 0) & (pat == 1)[:, None]).any(0)
    cross = ((a > 0) & act2 & ~act1) | ((a < 0) & act1 & ~act2)
    if not cross.any(): return 0, float("nan")
    rhs = eta / math.sqrt(m) * math.sqrt(math.log(m) * math.log(N) / N)
    return int(cross.sum()), np.abs(upd[cross]).max() / rhs

print("\ncross sub-case (signed reading): N, #neurons, R over 5 seeds")
for N in (100, 1600, 25600, 102400):
    rr = [run_cross(N, 4, 0.1, 0.01, s) for s in range(5)]
    print(f"{N:7d}  " + ", ".join(f"({c}) {r:5.2f}" for c, r in rr))
