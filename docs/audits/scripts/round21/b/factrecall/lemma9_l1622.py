# Auditor B r21: factrecall (seed 002) proof of Lemma 9, display L1621-L1623 (an aligned chain):
#   L1621: sum_i log((1/S) sum_s f~(s,r)_{z_i})  >=  (1/M) sum_i sum_{s in N_{z_i}} log f~(s,r)_{a*(s,r)} + D log(M/S)
#   L1622:                                        =  (1/M) sum_{s in [S]} log f~(s,r)_{a*(s,r)} + D log(M/S)
#   L1623:                                        >= (1-eps)/M sum_s log f^(s,r)_{a*} - (S eps/M) log|V| + D log(M/S)
# The '=' of L1622 relates L1621's right side to L1622 (N_{z_i} partition [S] since a*(s,r) is uniform on A_r = {z_1..z_D}, L321).
import numpy as np
def chain(V, D, S, astar, fhat, eps, M):
    ft = (1 - eps) * fhat + eps / V
    z = sorted(set(range(D)))                 # A_r = {0..D-1}
    lhs = sum(np.log(ft[:, zi].mean()) for zi in z)
    l1621 = sum(np.log(ft[s, astar[s]]) for zi in z for s in range(S) if astar[s] == zi) / M + D * np.log(M / S)
    l1622 = sum(np.log(ft[s, astar[s]]) for s in range(S)) / M + D * np.log(M / S)
    l1623 = (1 - eps) / M * sum(np.log(fhat[s, astar[s]]) for s in range(S)) - S * eps / M * np.log(V) + D * np.log(M / S)
    return lhs, l1621, l1622, l1623
# helper's instance
print('helper instance: LHS, L1621 rhs, L1622, L1623 =', chain(2, 1, 2, [0, 0], np.array([[0.9, 0.1], [0.1, 0.9]]), 1e-9, 2))
# random instances satisfying the event E (|N_z| >= M for all z in A_r), a* in A_r
rng = np.random.default_rng(0); worst = [np.inf, np.inf, np.inf]
for _ in range(20000):
    V = int(rng.integers(4, 30)); D = int(rng.integers(1, V // 2 + 1)); S = int(rng.integers(D, 40))
    astar = rng.integers(0, D, S); counts = np.bincount(astar, minlength=D)
    if counts.min() == 0: continue
    M = int(rng.integers(1, counts.min() + 1)); fhat = rng.dirichlet(np.ones(V) * rng.uniform(0.1, 3), size=S); eps = rng.uniform(1e-6, 0.5)
    a, b, c, d = chain(V, D, S, astar, fhat, eps, M)
    worst = [min(worst[0], a - b), min(worst[1], -abs(b - c)), min(worst[2], c - d)]
print('20000 random instances on E: min(LHS - L1621), -max|L1621 - L1622|, min(L1622 - L1623) =', worst)
