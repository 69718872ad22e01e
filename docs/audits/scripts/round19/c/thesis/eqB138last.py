"""Auditor C, round 19: thesis (seed 003) (B.138) last member '> 0' (L4518), own model.
At t = 0: the sum_{b=1}^{t} is empty, b^(0) = 0, ||q_1(0)|| = ||q_1|| = 1 (Assumption B.2.1: orthonormal q's),
so the member = (positive factors) * (mean_batch p_n(0)/4 - sigma) * phi_l(0) * (|S^l| - |S_1^l|).
p_n(0) from Definition B.2.3 (L3911-3921):
  'int' (intended): disc n: A/(A + |S - S_*|), A = |S_*| e^{1-sigma};
                    non-disc n: A/(A + |S_#| e^{1-sigma} + |S - S_* - S_#|)
  'lit' (as typeset): disc n: A/(A + |S_* - S_1|) (=1 for y=+1, e^{1-s}/(e^{1-s}+1) for y=-1);
                    non-disc n: A/(A + |S_#|e^{1-s} + #non-disc nodes of the whole graph) (N_z u S_*, z over Z)
Sampling S^{n,0}: uniform subset of the whole graph (Section 3.3, L790), size s.
"""
import numpy as np

def graph(N, M, gd, rng):
    pat = rng.choice(M, size=N, p=[gd/2, gd/2] + [(1-gd)/(M-2)]*(M-2)) if M > 2 else rng.choice(2, size=N)
    y = np.where(pat == 0, 1, np.where(pat == 1, -1, rng.choice([1, -1], size=N)))
    return pat, y

def pbar(N, M, gd, sigma, s, B, rng, reading):
    pat, y = graph(N, M, gd, rng)
    batch = rng.choice(N, size=B, replace=False)
    e = np.exp(1 - sigma)
    nondisc_total = np.sum(pat >= 2)
    ps = []
    for n in batch:
        S = rng.choice(N, size=s, replace=False)
        ps_ = pat[S]
        star = 0 if y[n] == 1 else 1
        ns = np.sum(ps_ == star); nh = np.sum(ps_ == 1 - star); nn = s - ns - nh
        A = ns * e
        if pat[n] < 2:
            if reading == 'int':
                den = A + (s - ns)
            else:
                den = A + (0 if star == 0 else ns)   # |S_* - S_1|
        else:
            if reading == 'int':
                den = A + nh * e + nn
            else:
                den = A + nh * e + nondisc_total
        ps.append(A / den if den > 0 else 0.0)
    return float(np.mean(ps))

rng = np.random.default_rng(0)
print("bound: p_n <= 1 always, so sigma >= 1/4 gives a negative member for every graph (M=2,3 with sigma=1/M)")
print("\nhelper's instance: M=3, gamma_d=0.01, sigma=1/3, N=800, B=8, s=60")
for rd in ('int', 'lit'):
    pb = pbar(800, 3, 0.01, 1/3, 60, 8, rng, rd)
    print(f"  {rd}: mean p_n(0) = {pb:.4f}, pbar/4 - sigma = {pb/4 - 1/3:.4f}")
print("\ncritical constant c* = M*pbar/4 (member < 0 iff sigma > c*/M), B = 512, N = 4000, s = 60, M = 3 and 10")
for M in (3, 10):
    for gd in (1e-3, 1e-2, 0.05, 0.1, 0.2, 0.4, 0.8):
        vals = []
        for rd in ('int', 'lit'):
            pb = np.mean([pbar(4000, M, gd, 0.0, 60, 512, rng, rd) for _ in range(2)])
            vals.append(pb)
        print(f"  M={M:2d} gamma_d={gd:6.3f}: pbar(int)={vals[0]:.4f} c*={M*vals[0]/4:.4f} | pbar(lit)={vals[1]:.4f} c*={M*vals[1]/4:.4f} | pbar/gamma_d(int)={vals[0]/gd:.2f}")
print("\npaper's own Sec 3.5.1 numbers, whole-graph sampling: M=10, sigma=0.1, gamma_d=0.4 and 0.2, N=1000, s=60")
for gd in (0.4, 0.2):
    pb = np.mean([pbar(1000, 10, gd, 0.1, 60, 512, rng, 'int') for _ in range(4)])
    print(f"  gamma_d={gd}: pbar(int) = {pb:.4f}, pbar/4 - sigma = {pb/4 - 0.1:+.4f}")
