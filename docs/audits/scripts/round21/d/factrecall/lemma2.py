# Auditor D, round 21: factrecall.lemma2 (seed 002 L632-L642). Own model of Lemma 2's W; nothing from the repo.
# Family: V^(h) = n subjects, every A^z = {a} (one shared answer), V = V^(h) u {a, EOS}; embeddings uniform on S^{d-1};
# W = (d/d_h) sum_z sum_{a in A^z} sum_i phi(a) phi(z)^T w_i w_i^T, w_i uniform on the unit sphere of phi(EOS)^perp.
# gamma_{a z} = phi(a)^T W phi(z) = (d/d_h) sum_{z'} phi(z')^T S phi(z), S = sum_i w_i w_i^T. Claim: |gamma_{az} - 1| <= 1/5 for all z.
import numpy as np, math
rng = np.random.default_rng(0)
def sph(k, d):
    x = rng.normal(size=(k, d)); return x/np.linalg.norm(x, axis=1, keepdims=True)
def literal_fail(n, d, dh, trials):
    fails_any = 0; fails_one = 0
    for _ in range(trials):
        Z = sph(n, d); e = sph(1, d)[0]
        Wv = rng.normal(size=(dh, d)); Wv -= np.outer(Wv @ e, e); Wv /= np.linalg.norm(Wv, axis=1, keepdims=True)
        s = Z.sum(0)                                  # sum_{z'} phi(z')
        g = (d/dh) * (Z @ Wv.T) @ (Wv @ s)            # gamma_{a z} for every z (||phi(a)|| = 1)
        fails_any += np.any(np.abs(g - 1) > 0.2); fails_one += abs(g[0] - 1) > 0.2
    return fails_one/trials, fails_any/trials
def limit_fail_one(n, d, trials):
    # d_h -> infinity: (d/d_h) S -> d/(d-1) P_perp(EOS); gamma = d/(d-1) (|P phi(z)|^2 + sum_{z' != z} <P phi(z), phi(z')>)
    f = 0
    for _ in range(trials):
        Z = sph(n, d); e = sph(1, d)[0]
        P = lambda v: v - (v @ e)*e
        u = P(Z[0]); g = d/(d-1)*(u @ u + (Z[1:] @ u).sum())
        f += abs(g - 1) > 0.2
    return f/trials
print("literal W vs d_h -> inf limit, P(|gamma_{a z1} - 1| > 1/5) and P(any z fails):")
for (n, d) in [(100, 10), (400, 20), (1600, 40)]:
    for dh in [d, 10*d, 100*d]:
        p1, pa = literal_fail(n, d, dh, 300)
        print(f"  n={n} d={d} d_h={dh}: one z {p1:.3f}, any z {pa:.3f}")
    print(f"  n={n} d={d} d_h=inf (limit law): one z {limit_fail_one(n, d, 2000):.3f}")
# path n -> infinity, d = floor(sqrt(n)), d_h -> infinity. CLT: T = sum_{z'!=z} <P phi(z), phi(z')> ~ N(0, (n-1)|P phi(z)|^2/d);
# |gamma - 1| <= 1/5 needs T in an interval of length 0.4 (d-1)/d, so P(success) <= 0.4/sqrt(2 pi (n-1)(1-2/d)/d) (Gaussian max density).
print("path d = floor(sqrt n), d_h -> inf, delta = 0.1; hypothesis ratio d / (max|A^z| log^6(|V|/delta)) and P(fail) lower bound:")
for k in [4, 8, 12, 16, 20, 24, 30, 40]:
    n = 10**k; d = math.isqrt(n); V = n + 2
    ratio = d/(math.log(V/0.1)**6)
    psucc = 0.4/math.sqrt(2*math.pi*(n-1)*(1-2/d)/d)
    print(f"  n=1e{k}: d={d:.3g}, d/log^6(|V|/delta) = {ratio:.3g}, P(fail) >= {1-min(1,psucc):.6f}  (> delta = 0.1)")
# the reading d_h <= d (Theorem 10's use, L711): Var(gamma_az) ~ (n-1)(d + d_h)/(d d_h) <= 2(n-1)/d_h, so with d_h >= C n L,
# L = log^6(|V|/delta), Var <= 2/(C L) and a Gaussian/sub-exponential union bound over |V||V^(h)| pairs closes. Literal check of the variance law:
print("reading d_h <= d: empirical Var(gamma_{a z1}) * d / (2(n-1)) at d = d_h = k n:")
for n in [20, 50]:
    for k in [10, 40]:
        d = k*n; gs = []
        for _ in range(300):
            Z = sph(n, d); e = sph(1, d)[0]
            Wv = rng.normal(size=(d, d)); Wv -= np.outer(Wv @ e, e); Wv /= np.linalg.norm(Wv, axis=1, keepdims=True)
            gs.append(((Z[0] @ Wv.T) @ (Wv @ Z.sum(0))))
        print(f"  n={n} d=d_h={d}: Var = {np.var(gs):.4f}, Var*d/(2(n-1)) = {np.var(gs)*d/(2*(n-1)):.3f}")
