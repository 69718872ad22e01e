"""Audit A, r13: chenli (46) L1044 (proof of Lemma 5.14):
 P[(1_T - 1')^T Theta 1_U > s v (d2 + d3)^{3/2}/sqrt(d)] ||Theta||_F <~ 1/s^2   (as printed: ||Theta||_F outside).
Coupling of L926-L930 with d3 = 0, mu = 0, mu' = 1: T = the +1 coordinates of x on S_[2] (a uniform half), U = S_[2]
minus T (size (mu' - mu)/2 d2), 1' = indicator of S_[2] minus (T u U) = 0. Theta = F G/||G||_F, G a dense Gaussian
d x d matrix (Assumption 3: stable rank ~ d/4; Assumption 4: v = sqrt(d) max(row, column norm)/F ~ 1.3; Assumption 5:
|Tr| ~ F/sqrt(d)); Monte Carlo over T. Scale family F -> infinity (Assumption 6 only asks log(kd) << F <= (kd)^{O(m)})."""
import numpy as np
rng = np.random.default_rng(0)
d1, d2 = 100, 100; d = d1 + d2
G = rng.normal(size=(d, d)); G /= np.linalg.norm(G)
v = np.sqrt(d) * max(np.linalg.norm(G, axis=0).max(), np.linalg.norm(G, axis=1).max())
sr = 1 / np.linalg.norm(G, 2) ** 2
print(f"d = {d}, d2 = {d2}: v = {v:.2f}, stable rank = {sr:.1f}, |Tr G|/||G||_F = {abs(np.trace(G)):.3f}")
S2 = np.arange(d1, d)
Xs = []
for _ in range(4000):
    T = rng.choice(S2, d2 // 2, replace=False)
    U = np.setdiff1d(S2, T)
    Xs.append(G[np.ix_(T, U)].sum())            # (1_T)^T G 1_U for unit ||G||_F
Xs = np.array(Xs)
s = 1.0
thr = s * v * d2 ** 1.5 / np.sqrt(d)
print(f"threshold s v d2^1.5/sqrt(d) = {thr:.2f} (s = 1); P[X_1 > 0] = {np.mean(Xs > 0):.3f}")
for F in (1e1, 1e2, 1e3, 1e4, 1e5, 1e6):
    P = np.mean(F * Xs > thr)
    lit = P * F                                   # as printed: P[...] ||Theta||_F
    read = np.mean(F * Xs > thr * F)              # ||Theta||_F inside the threshold
    print(f"   F = {F:.0e}: P[...] = {P:.3f}; printed left side P*F = {lit:.3g} (vs C/s^2 = C); reading (F inside): P = {read:.3f}")
