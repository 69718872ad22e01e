"""Audit of thesis.ch3.eqB.192 (seed 003 L4796; T_4 of (B.191) L4787-L4792). Own numpy.
T_4 = [sum_{s in S cap N_z cap (S_# u S_*)} W_O(i) W_V x_s sm_s] [sum_{r in S - N_z - S_# - S_*} sm_r]
    - [sum_{s in (S - N_z) cap (S_# u S_*)} W_O(i) W_V x_s sm_s] [sum_{r in S cap N_z - S_# - S_*} sm_r];  printed |T_4| <= sigma eta^3 t^5 m^3 xi^2/a^5 ||p|| / poly(Z).
Instance: one-hot patterns mu_1..mu_4 (M = 4), W_V^(0) = W_K^(0) = W_Q^(0) = I (Assumption B.2.1 with sigma = 0: ||z_j(0)|| = 0 <= sigma for
every sigma >= 0), b = (1, 0, 0) (b_0 fixed at 1, Lemma B.3.3; z = z_m = 1). Node l in D_1 (class +1), sampled set S^{l,t}: l itself
(distance 0), inside N_1: 2 mu_1 (class-relevant), 1 mu_2 (confusion), 2 mu_3; outside (distance 2): 1 mu_1, 1 mu_2, 3 mu_4
(winning margin 2 - 1 > 0 at z_m = 1). W_O ~ N(0, xi^2), xi = 0.01, m = 71 >= M^2 ln N (N = 80), a_i = +-1/sqrt(m); lucky i in W_l(0):
a_i > 0 and W_O(i) V_l(0) > 0. At t = 0 (and, by continuity, at t = 1 as eta -> 0, where the printed side ~ eta^3 -> 0)."""
import math
import numpy as np

E = np.eye(4)
nodes = [(0, 0)] + [(0, 1)] * 2 + [(1, 1)] + [(2, 1)] * 2 + [(0, 2)] + [(1, 2)] + [(3, 2)] * 3   # (pattern, distance)
pats = np.array([p for p, _ in nodes]); dist = np.array([z for _, z in nodes])
b = np.array([1.0, 0.0, 0.0])
sc = np.array([E[p] @ E[0] for p in pats]) + b[dist]
sm = np.exp(sc) / np.exp(sc).sum()
disc = pats <= 1; inz = dist == 1
for seed in range(4):
    rng = np.random.default_rng(seed)
    m, xi = 71, 0.01
    WO = rng.normal(0, xi, (m, 4)); a = rng.choice([1.0, -1.0], m) / math.sqrt(m)
    V = sm @ E[pats]
    lucky = (a > 0) & (WO @ V > 0)
    vals = WO @ E[pats].T                                     # W_O(i) W_V x_s
    T4 = (vals * (sm * (inz & disc))).sum(1) * sm[~inz & ~disc & (dist > 0)].sum() \
        - (vals * (sm * (~inz & disc & (dist > 0)))).sum(1) * sm[inz & ~disc].sum()
    T4 = np.abs(T4[lucky])
    print(f"seed {seed}: {lucky.sum()} lucky neurons, |T_4| max {T4.max():.3e}, median {np.median(T4):.3e}, min {T4.min():.3e}; "
          f"printed side at sigma = 0: 0 (at sigma = 1e-3, eta = 0.1, t = 1: {1e-3*0.1**3*m**3*xi**2/math.sqrt(m)**5:.2e} x ||p||/poly(Z))")
