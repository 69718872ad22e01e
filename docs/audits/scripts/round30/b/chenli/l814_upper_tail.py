# Auditor B, round 30: chenli.display.lemma5.11-upper-tail (seed 000 L814, proof of Lemma 5.11)
# Printed: P_{x ~ pi^s_{mu,nu}}[ ||Theta^T x||^2 > Omega(||Theta||_F^2) ] <~ exp(-Omega(r_Theta)), "in either case".
# Own construction (independent of the helper's block-columns one): Walsh (Hadamard) COLUMN vectors,
#   Theta = sum_k s_k u_k w_k^T,  u_1 = 1_{S3}/sqrt(d3),  u_k (k>=2) = normalised indicators of blocks partitioning
#   S1 u S2,  w_k = h_k/sqrt(d) distinct rows of the Sylvester Hadamard matrix (orthonormal).
# Then ||Theta^T x||^2 = sum_k s_k^2 (u_k^T x)^2 >= s_1^2 (1_{S3}^T x)^2/d3 = s_1^2 nu^2 d3 for EVERY x in the support.
# Part A: dense check of all identities used (small d).  Part B: literal reading (bullet's nu = x's S3 mean).
# Part C: reading "bullet's nu = Assumption 4's v" (as Lemma 5.15 L1064/L1096 prints it).  Exact integers / mpmath.
import numpy as np, math
from fractions import Fraction as Fr
import mpmath as mp
from scipy.linalg import hadamard
np.random.seed(7)
mp.mp.dps = 60

print("=== Part A: dense checks (d = 1024) ===")
def build(d, d2, d3, R, s1, walsh_idx):
    H = hadamard(d).astype(float)
    d1 = d - d2 - d3
    rows_other = np.arange(0, d - d3)             # S1 u S2
    blocks = np.array_split(rows_other, R - 1)
    U = np.zeros((d, R)); U[d - d3:, 0] = 1/np.sqrt(d3)
    for k, b in enumerate(blocks):
        U[b, k+1] = 1/np.sqrt(len(b))
    W = H[walsh_idx[:R]].T/np.sqrt(d)             # d x R orthonormal columns
    S = np.ones(R); S[0] = s1
    return U @ np.diag(S) @ W.T, U, W, S, blocks

def pi_s(d1, d2, d3, mu, nu, n):
    X = np.empty((n, d1+d2+d3))
    for t in range(n):
        x1 = np.random.choice([-1., 1.], d1)
        a2 = int(round((1+mu)/2*d2)); a3 = int(round((1+nu)/2*d3))
        x2 = np.array([1.]*a2 + [-1.]*(d2-a2)); np.random.shuffle(x2)
        x3 = np.array([1.]*a3 + [-1.]*(d3-a3)); np.random.shuffle(x3)
        X[t] = np.concatenate([x1, x2, x3])
    return X

d, d2, d3, R = 1024, 256, 64, 6
idx = np.random.choice(np.arange(1, d), R, replace=False)
for s1 in (1.0, 0.3):
    Th, U, W, S, blocks = build(d, d2, d3, R, s1, idx)
    sv = np.linalg.svd(Th, compute_uv=False)
    F = np.linalg.norm(Th); op = sv[0]
    coln = np.linalg.norm(Th, axis=0); rown = np.linalg.norm(Th, axis=1)
    print(f"s1={s1}: top sv {np.round(sv[:R+1],6)}; F^2={F**2:.6f} (= R-1+s1^2 = {R-1+s1**2}); col norms in "
          f"[{coln.min()*np.sqrt(d)/F:.6f},{coln.max()*np.sqrt(d)/F:.6f}] x F/sqrt d; S3 row norm {rown[-1]:.6f} (= s1/sqrt d3 = {s1/np.sqrt(d3):.6f}); "
          f"|Tr|/F = {abs(np.trace(Th))/F:.4f} (<= 1 by Cauchy-Schwarz)")
    # Pi_S^perp clause (Pi_S^perp = projector off 1bar_S, L297): worst over random and structured S
    worst_sr, worst_col = 1e9, 0
    Ss = [np.random.choice(d, m, replace=False) for m in (1, 2, 5, 50, 300, 1000) for _ in range(5)]
    Ss += [np.arange(d-d3, d), blocks[0], np.where(W[:, 1] > 0)[0], np.where(W[:, 0] > 0)[0]]
    for Sset in Ss:
        one = np.zeros(d); one[Sset] = 1
        P = np.eye(d) - np.outer(one, one)/one.sum()
        TP = Th @ P
        svp = np.linalg.svd(TP, compute_uv=False)
        worst_sr = min(worst_sr, (svp**2).sum()/svp[0]**2)
        worst_col = max(worst_col, np.linalg.norm(TP, axis=0).max()*np.sqrt(d)/np.linalg.norm(TP))
    print(f"   Pi_S^perp: min stable rank {worst_sr:.4f} (claim >= F^2 - 1 = {F**2-1:.4f}); max column ratio {worst_col:.4f} "
          f"(claim <= 2F/sqrt(F^2-1) = {2*F/np.sqrt(F**2-1):.4f})")
    for nu in (0.5, 1.0):
        X = pi_s(d - d2 - d3, d2, d3, 0.0, nu, 2000)
        q = ((X @ Th)**2).sum(1)
        formula = ((X @ U)**2 * S**2).sum(1)
        print(f"   nu={nu}: max|q - formula| = {np.abs(q-formula).max():.2e}; min q = {q.min():.3f} >= s1^2 nu^2 d3 = "
              f"{s1**2*nu**2*d3:.3f}; min q/F^2 = {q.min()/F**2:.3f}")
        assert np.abs(q - formula).max() < 1e-8 and q.min() >= s1**2*nu**2*d3 - 1e-9
# smoothing (Appendix C form: entries + N(0, sig^2/d)), sig = eta sqrt(R/d): ratio barely moves
Th, U, W, S, blocks = build(d, d2, d3, R, 1.0, idx)
eta = 0.05; sig = eta*np.sqrt(R/d)
Ths = Th + sig/np.sqrt(d)*np.random.randn(d, d)
X = pi_s(d - d2 - d3, d2, d3, 0.0, 0.5, 500)
print(f"smoothed (eta={eta}): min ||Th~^T x||^2/||Th~||_F^2 = {(((X@Ths)**2).sum(1)/np.linalg.norm(Ths)**2).min():.3f} vs unsmoothed "
      f"{(((X@Th)**2).sum(1)/np.linalg.norm(Th)**2).min():.3f}")

# ---------------- Part B/C: the standing domain, exact arithmetic ----------------
def log_(x): return mp.log(mp.mpf(x))

def check_common(d, r, A, c7, c8, lam, k, m=1):
    # (8): log^c8(dmk)/(kappa lam) << r << d^{1/4}, '<<' a factor A; kappa of (7) with constant c7
    kappa = c7*mp.mpf(lam)**6.5/(m**6.5*log_(d)**2)
    lower = A*log_(d*m*k)**c8/(kappa*lam)
    ok8_up = (A**4 * r**4 <= d)
    ok8_lo = (lower <= r)
    mbar1 = lam*log_(d)/math.log(k)                     # Assumption 11's m1bar (v <= sqrt d so log(d/v) >= log(d)/2); use /2
    ok11 = (lam*(log_(d)/2)/math.log(k) >= m)
    return ok8_up, ok8_lo, ok11, lower

def literal(R, A, nu=Fr(1, 2), c=1, c7=1, c8=3, lam=0.9, k=3):
    r = R - 1                                            # r_Theta (both Assumption-3 clauses, see Part A)
    p = max(8, math.ceil(math.log2(64*float(nu)**2*A**4*float(r)**5)) + 2)
    while True:
        d = 2**p; d2 = d//4
        # largest d3 with nu*d3 an integer of the right parity (d3 multiple of 4 for nu = 1/2) and the literal bullet
        # d3 <= d/(8 nu^2), d3 <= sqrt(d r)/(8 c nu):  (8 c nu d3)^2 <= d r
        q = (nu.denominator*2)
        d3 = math.isqrt(d*r*nu.denominator**2 // (64*c*c*nu.numerator**2)) // q * q
        while (8*c*nu*d3)**2 > d*r: d3 -= q
        okb = (d3 <= Fr(d)/(8*nu*nu)) and ((8*c*nu*d3)**2 <= d*r)
        okc = (1 <= c) and (4*c*c <= min(r, d2, d3))
        n_min = (d - d3)//(R - 1)
        # Assumption 4: v_min^2 = max(d/(R d3), d/(R n_min), 1, 4R/(R-1)) <= d/(A^2 r^4), v >= 1
        vmin2 = max(Fr(d, R*d3), Fr(d, R*n_min), Fr(1), Fr(4*R, R-1))
        ok4 = vmin2 * A**2 * r**4 <= d
        ok8u, ok8l, ok11, lower = check_common(d, r, A, c7, c8, lam, k)
        if okb and okc and ok4 and ok8u and ok11:
            break
        p += 1
    ratio = nu*nu*d3/R                                   # min over the support of ||Theta^T x||^2/||Theta||_F^2
    return dict(R=R, r=r, p=p, d3=d3, vmin=mp.sqrt(mp.mpf(vmin2.numerator)/vmin2.denominator), ratio=ratio,
                ok8_lo=ok8l, lower8=lower,
                slack4=float(Fr(d, A**2*r**4)/vmin2), slack_b=float(Fr(d*r)/((8*c*nu*d3)**2)))

def vreading(R, A, c=1, c7=1, c8=3, lam=0.9, k=3):
    # s1 < 1, others 1: F^2 = R - 1 + s1^2, op = 1; r_Theta = R - 2 (Pi clause: F^2 - 1 >= R - 2)
    r = R - 2
    p = max(8, math.ceil(math.log2(A**4*float(r)**5)) + 4)
    while True:
        d = 2**p; d2 = d//4
        v = mp.sqrt(d)/(A*r**2)*mp.mpf('0.999')          # Assumption 4's parameter (largest allowed, '<<' = factor A)
        d3 = int(mp.floor(min(mp.mpf(d)/(8*v*v), mp.sqrt(mp.mpf(d)*r)/(8*c*v))))
        a = v*v*d3/d                                      # s1^2 = a F^2, F^2 = R - 1 + s1^2
        s1sq = a*(R-1)/(1-a); F2 = R - 1 + s1sq
        n_min = (d - d3)//(R - 1)
        # v must be the LEAST Assumption-4 parameter: S3 rows sit exactly at v F/sqrt d; others below
        others = max(mp.sqrt(mp.mpf(d)/(n_min*F2)), 1, 2*mp.sqrt(F2/(F2-1)))
        ok = (s1sq < 1) and (others <= v) and (v >= 1) and (A**4*r**4 <= d) and (4*c*c <= min(r, d2, d3))
        ok = ok and (lam*(log_(d)/2)/math.log(k) >= 1)
        # literal bullet as well (x's S3 mean nu = 1): d3 <= min(d/8, sqrt(d r)/(8c))
        oklit = (8*d3 <= d) and ((8*c*d3)**2 <= d*r)
        if ok and oklit: break
        p += 1
    ok8u, ok8l, ok11, lower = check_common(d, r, A, c7, c8, lam, k)
    ratio = s1sq*d3/F2                                    # = v^2 d3^2/d, nu = 1 (x's S3 block all +1)
    return dict(R=R, r=r, p=p, d3=d3, v=v, s1=mp.sqrt(s1sq), ratio=ratio, ok8_lo=ok8l, lower8=lower,
                check=v*v*d3*d3/d)

print("\n=== Part B: literal reading (nu = x's S3 mean = 1/2), A = 100 ('<<' factor), c = 1, lam = 0.9, k = 3, c7 = 1 ===")
for c8 in (1, 3, 10):
    for R in (6, 55, 10**6, 10**17, 10**40):
        o = literal(R, 100, c8=c8)
        print(f"c8={c8:2d} R={R:.0e} r={o['r']:.3e} d=2^{o['p']} d3={o['d3']:.4e} v_min={mp.nstr(o['vmin'],5)} "
              f"slack(A4)={o['slack4']:.3g} slack(bullet)={o['slack_b']:.5f} (8)-lower {'OK' if o['ok8_lo'] else 'fails'} "
              f"(needs r >= {mp.nstr(o['lower8'],4)})  min ||Th^T x||^2/F^2 = {mp.nstr(mp.mpf(o['ratio'].numerator)/o['ratio'].denominator,6)}")

print("\n=== Part C: reading 'bullet nu = Assumption 4 v', x's S3 all +1 (nu = 1), A = 100 and 1e4 ===")
for A in (100, 10**4):
    for c8 in (3, 10):
        for R in (66, 1000, 10**6, 10**17, 10**40):
            o = vreading(R, A, c8=c8)
            print(f"A={A:.0e} c8={c8:2d} R={R:.0e} d=2^{o['p']} d3={mp.nstr(o['d3'],5)} v={mp.nstr(o['v'],5)} s1={mp.nstr(o['s1'],4)} "
                  f"(8)-lower {'OK' if o['ok8_lo'] else 'fails'}  ratio = {mp.nstr(o['ratio'],6)} (r/64 = {mp.nstr(mp.mpf(o['r'])/64,6)}; v^2 d3^2/d = {mp.nstr(o['check'],6)})")
