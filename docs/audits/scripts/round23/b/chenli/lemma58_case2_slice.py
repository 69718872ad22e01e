"""Auditor B r23: chenli Lemma 5.8 Case 2 display (seed 000 L702).
Claim: conditioned on x meeting (25) [||Th_[2]^T x||^2 >= ||Th_[2]||_F^2/3, UNPROJECTED] and (26) [entries of Th_[2]^T x
small], for all t,s and any fixing of y_[1], y_[3]:  P_{y_[2]}[|p_x(y)-t| <= s||Th||_F] <~ B^c + s^{1/2},
B = (c+t')v/sqrt(d) + c v^{1/2} r^{1/4}/d^{1/4}.  p_x(y) depends on y_[2] only through <y_[2], Pi^perp Th_[2]^T x> (12).
Own construction (smoothed, no lattice): Th = G' + alpha x0 1_[2]^T, G iid N(0,1) with its S_[2] columns projected so
that Pi^perp G'_[2]^T x0 = 0 (G'_[2] = G_[2] - x0 (Pi^perp G_[2]^T x0)^T / d), alpha = 1/sqrt(d) (so (25) holds at x0),
x0 balanced on S_[2] and S_[3] (central slices).  Then p_x0(y) is constant in y_[2]: probability 1 at t = that constant."""
import numpy as np, math
rng = np.random.default_rng(0)
for d in (300, 600, 1200, 2400):
    d1, d2 = 0, d // 2; d3 = d - d1 - d2
    S2 = np.arange(d1, d1 + d2); S3 = np.arange(d1 + d2, d)
    x0 = np.ones(d); x0[S2[rng.permutation(d2)[: d2 // 2]]] = -1; x0[S3[rng.permutation(d3)[: d3 // 2]]] = -1
    G = rng.standard_normal((d, d))
    G2 = G[:, S2]; w = G2.T @ x0; r = w - w.mean()
    Th = G.copy(); Th[:, S2] = G2 - np.outer(x0, r) / d + np.outer(x0, np.ones(d2)) / math.sqrt(d)
    F = np.linalg.norm(Th); op = np.linalg.norm(Th, 2)
    Th2 = Th[:, S2]; w2 = Th2.T @ x0
    proj = w2 - w2.mean()
    # hypotheses
    case2 = np.linalg.norm(Th2) ** 2 / F ** 2
    e25 = np.linalg.norm(w2) ** 2 / np.linalg.norm(Th2) ** 2
    v = max(np.linalg.norm(Th, axis=0).max(), np.linalg.norm(Th, axis=1).max()) * math.sqrt(d) / F
    srank = F ** 2 / op ** 2
    P = np.eye(d); P[np.ix_(S2, S2)] -= 1.0 / d2          # Pi_S^perp with S = S_[2]
    ThP = Th @ P; srankP = np.linalg.norm(ThP) ** 2 / np.linalg.norm(ThP, 2) ** 2
    vP = np.linalg.norm(ThP, axis=0).max() * math.sqrt(d) / np.linalg.norm(ThP)
    tr = abs(np.trace(Th)) / F
    e26 = np.abs(w2).max() / F * math.sqrt(d)          # needs <~ (c + t') v
    # the law over y_[2] (central slice, mu' = 0), y_[1], y_[3] fixed
    Y = np.ones((4000, d2)); 
    for i in range(4000): Y[i, rng.permutation(d2)[: d2 // 2]] = -1
    vals = Y @ proj
    spread = (vals.max() - vals.min()) / F
    print(f"d={d}: Case2 ||Th2||^2/||Th||^2={case2:.3f}  (25) ratio={e25:.2f}>=1/3  (26) max|w_i| sqrt(d)/||Th||_F={e26:.2f}"
          f"  v={v:.2f}  stable rank {srank:.1f} (Th Pi_S2^perp: {srankP:.1f}, v {vP:.2f})  |Tr|/F={tr:.3f}")
    print(f"      ||Pi^perp Th2^T x0||/||Th2^T x0|| = {np.linalg.norm(proj)/np.linalg.norm(w2):.1e};"
          f" spread of p over 4000 y_[2] / ||Th||_F = {spread:.1e} -> P[|p - t| <= s||Th||_F] = 1 for any s > 1e-13")
    for C in (1.0, 0.5, 0.1):
        c = 1.0; tp = math.sqrt(math.log(d)); rT = d ** 0.25 / 2    # any r_Th << d^{1/4}
        B = (c + tp) * v / math.sqrt(d) + c * v ** 0.5 * rT ** 0.25 / d ** 0.25
        s = 1.0 / d
        print(f"      exponent {C}: B^C + s^1/2 = {B**C + s**0.5:.3f}  -> lhs/rhs = {1/(B**C + s**0.5):.2f}")
print("As d -> inf (s = 1/d): B ~ d^{-3/16}, so B^C + s^{1/2} -> 0 for every fixed C > 0 and lhs/rhs = 1/(B^C+s^{1/2}) grows"
      " without bound (slowly for C = 0.1); the construction scales with d.")
