"""Auditor A, round 12: factrecall L688-L690 (proof of Lemma 2), the middle '<~':
 sqrt(Var(gamma_az) log^6(|V|/delta)) <~ sqrt(max|A^z| log^6/d + |V^(h)| log^6/d_h).
Own derivation (law of total variance), checked by Monte Carlo at small sizes.
Family: all n subjects z' in V^(h) have A^{z'} = {a}; z in V^(h); V = V^(h) u {a, EOS}; embeddings iid uniform on S^{d-1};
w_i iid uniform on the unit sphere of phi(EOS)^perp (L638); W as in L636; gamma_az = phi(a)^T W phi(z).
Then gamma_az = c u^T S u + c sum_{j<n} u^T S v_j, c = d/d_h, u = phi(z), v_j = phi(z'_j), S = sum_i w_i w_i^T
(phi(a) only enters through <phi(a),phi(a)> = 1)."""
import math
import numpy as np

def var_exact(n, d, dh):
    m = d - 1
    Er2 = (d - 1) * (d + 1) / (d * (d + 2))          # E |P u|^4, |Pu|^2 ~ Beta((d-1)/2, 1/2)
    EuSu2 = dh * 3 * Er2 / (m * (m + 2)) + dh * (dh - 1) * Er2 / m**2
    c = d / dh
    var_diag = c * c * EuSu2 - 1.0                  # E[c u^T S u] = c dh/d = 1
    ESu2 = dh * (d + dh - 2) / (d * (d - 1))        # E|S u|^2
    cross = (n - 1) * c * c * ESu2 / d              # cond. on S,u: iid terms of variance |Su|^2/d
    return var_diag + cross

def mc(n, d, dh, reps, rng):
    out = np.empty(reps)
    for r in range(reps):
        E = rng.standard_normal((n + 2, d)); E /= np.linalg.norm(E, axis=1, keepdims=True)
        eos, a, Z = E[0], E[1], E[2:]
        w = rng.standard_normal((dh, d)); w -= np.outer(w @ eos, eos); w /= np.linalg.norm(w, axis=1, keepdims=True)
        S = w.T @ w
        W = (d / dh) * np.outer(a, Z.sum(0)) @ S      # sum_z sum_{a in A^z} phi(a) phi(z)^T S, all A^z = {a}
        out[r] = a @ W @ Z[0]
    return out

rng = np.random.default_rng(12)
print("Monte Carlo check of my closed form (a in A^z, all share a):")
for n, d, dh in [(5, 12, 30), (20, 10, 6), (40, 8, 200)]:
    g = mc(n, d, dh, 20000, rng)
    print(f"  n={n} d={d} dh={dh}: MC mean {g.mean():.4f} var {g.var():.4f} (se ~{g.var()*math.sqrt(2/len(g)):.3f}); exact var {var_exact(n,d,dh):.4f}")

def inst(n, C, delta, dh_le_d=False):
    V = n + 2
    L = math.log(V / delta) ** 6
    d = math.ceil(C * 1 * L)          # d >~ max|A^z| L, max|A^z| = 1
    dh = math.ceil(C * n * L)         # d_h >~ |V^(h)| L
    if dh_le_d:                        # reading: d >= d_h (L711), d raised to d_h
        d = dh
    assert d >= C * L and dh >= C * n * L and d >= 1 and dh >= n      # Lemma 2's hypotheses (with constant C) and L686
    v = var_exact(n, d, dh)
    lhs = math.sqrt(v * L); rhs = math.sqrt(1 * L / d + n * L / dh)
    return d, dh, v, lhs / rhs

for C in (1.0, 10.0, 1000.0):
    print(f"hidden constant in the hypotheses C = {C}, delta = 0.1, printed lemma (d_h free):")
    for n in (2, 10, 100, 1e3, 1e4, 1e5, 1e6):
        n = int(n); d, dh, v, r = inst(n, C, 0.1)
        print(f"  n={n:>8} d={d:.3g} d_h={dh:.3g}  Var={v:.4g}  lhs/rhs={r:.4g}  sqrt((n-1)C/(C+C))={math.sqrt((n-1)/2):.4g}")
print("reading d >= d_h (Theorem 10's choice, L711): d = d_h = ceil(C n L):")
for n in (2, 10, 100, 1e3, 1e4, 1e6):
    n = int(n); d, dh, v, r = inst(n, 1.0, 0.1, dh_le_d=True)
    print(f"  n={n:>8} d=d_h={d:.3g}  lhs/rhs={r:.4g}")
