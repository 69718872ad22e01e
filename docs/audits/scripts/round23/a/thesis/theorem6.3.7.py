"""Auditor A r23: thesis Theorem 6.3.7 (6.15) with eps read as the unpruned hinge on the same prompts.
Certificate: per prompt |F - F_{L^c pruned}| <= sum_{i in L^c} |a_i| ||r_i|| ||v||, v = sum_s attn_s p_s (convex comb.),
||p_s|| <= P = sqrt(beta^2 (1 + K^2) + ||q||^2); hinge 1-Lipschitz => l_pruned <= l + P (|L^c|/m) M2^{-1/2}.
Numerical stress test of the inequality on random and adversarially scaled weights (own model (6.2), no repo code)."""
import numpy as np
rng = np.random.default_rng(0)

def prompts(M1, M2, dy, l, nP, beta, K, q, ood_K=None):
    dx = M1 + M2
    mus = beta * np.eye(dx)[:M1]; nus = beta * np.eye(dx)[M1:]
    Ps, zs = [], []
    for _ in range(nP):
        a, b = rng.choice(M1, 2, replace=False)
        Kk = K if ood_K is None else ood_K
        def x_of(j):
            return mus[j] + rng.uniform(-Kk, Kk) * nus[rng.integers(M2)]
        def lab(j):
            return 1 if j == a else (-1 if j == b else rng.choice([-1, 1]))
        jq = rng.choice([a, b]); xq = x_of(jq); zq = lab(jq)
        cols = []
        for _ in range(l):
            j = a if rng.random() < .4 else (b if rng.random() < .67 else rng.integers(M1))
            cols.append(np.concatenate([x_of(j), lab(j) * q]))
        cols.append(np.concatenate([xq, np.zeros(dy)]))
        Ps.append(np.array(cols).T); zs.append(zq)
    return Ps, np.array(zs)

def F_all(P, WQ, WK, WV, WO, a, keep):
    ctx = P[:, :-1]; pq = P[:, -1]
    s = (WK @ ctx).T @ (WQ @ pq); s = np.exp(s - s.max()); s /= s.sum()
    v = ctx @ s
    h = np.maximum(WO[keep] @ (WV @ v), 0)
    return a[keep] @ h, np.linalg.norm(v)

worst_ratio, worst_slack, maxv = 0, -1e9, 0
beta, K, dy = 3., .5, 4
q = np.zeros(dy); q[0] = 1.
Pbound = np.sqrt(beta**2 * (1 + K**2) + 1)
for trial in range(300):
    M1 = rng.integers(2, 5); M2 = 4 * M1; dx = M1 + M2; D = dx + dy
    m = int(rng.choice([8, 32, 128])); ma = mb = D + 2
    WQ = rng.normal(0, rng.choice([.1, 1, 3]), (ma, D)); WK = rng.normal(0, 1, (ma, D)); WV = rng.normal(0, 1, (mb, D))
    # adversarial W_O: rows of W_O W_V with norms straddling M2^{-1/2}; some aligned so relu is active
    WO = rng.normal(0, 1, (m, mb))
    R = WO @ WV
    target = np.where(rng.random(m) < rng.random(), rng.uniform(0.2, 1.0, m), rng.uniform(1.0, 20., m)) / np.sqrt(M2)
    WO *= (target / np.linalg.norm(R, axis=1))[:, None]
    a = rng.choice([-1., 1.], m) / m
    if rng.random() < .3: a = np.abs(a)
    rn = np.linalg.norm(WO @ WV, axis=1); Lc = rn <= M2 ** -.5; keep_all = np.ones(m, bool)
    Ps, zs = prompts(M1, M2, dy, 10, 40, beta, K, q)
    lu, lp = [], []
    for P, z in zip(Ps, zs):
        Fu, vn = F_all(P, WQ, WK, WV, WO, a, keep_all); Fp, _ = F_all(P, WQ, WK, WV, WO, a, ~Lc)
        maxv = max(maxv, vn)
        lu.append(max(0, 1 - z * Fu)); lp.append(max(0, 1 - z * Fp))
    eps, lhs = np.mean(lu), np.mean(lp)
    cert = eps + Pbound * Lc.mean() * M2 ** -.5
    worst_slack = max(worst_slack, lhs - cert)
    worst_ratio = max(worst_ratio, lhs / (eps + M2 ** -.5))
print(f"in-domain (beta=3, K=1/2, ||q||=1): max ||v|| = {maxv:.4f} (P = {Pbound}), max lhs - certificate = {worst_slack:.2e}, "
      f"max ratio lhs/(eps + M2^-1/2) = {worst_ratio:.3f} (<= 3.5)")
# scope: out-of-domain kappa' ~ U(-K', K') with K' = O(1): ||p_s|| up to sqrt(9(1+K'^2)+1)
for Kp in [.5, 1, 2, 5]:
    print(f"K'={Kp}: token-norm bound sqrt(beta^2(1+K'^2)+1) = {np.sqrt(9*(1+Kp**2)+1):.3f}")
