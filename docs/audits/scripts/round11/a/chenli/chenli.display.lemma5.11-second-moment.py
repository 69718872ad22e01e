"""Audit of chenli L810 (proof of Lemma 5.11): under the lemma's hypotheses, E ||Theta^T x||^2 <~ ||Theta||_F^2,
x ~ pi^s_{mu,nu;d1,d2,d3} = U_{d1} x U_{d2,mu} x U_{d3,nu} (L552); E[x_i x_j] = (mu^2 d2 - 1)/(d2 - 1) inside
block 2 (Fact 5.3), likewise nu in block 3, mu nu across, 0 with block 1, so
E||Theta^T x||^2 = tr(Theta Theta^T E[x x^T]) = Eq. (27).
Family (own construction): Theta = D + a 1_[3] e^T (rows of block 3 share a common part a e), D = diag(+-1) of trace
0, e_i = D_ii s_i/sqrt(d), s alternating on block 3, +1 elsewhere.  Block order: S_[1] first, then S_[2], S_[3].
Hypotheses checked: 1 <= c <= sqrt(min(r, d2, d3))/2; |mu| <= c/sqrt(d2); bullet (ii) d3 <= min(d/(8 v^2),
sqrt(d r)/(8 c v)) (v = Assumption 4's parameter; with v read as the slice mean nu = 1 the bound is looser);
Assumption 3 r <= ||Theta||_F^2/||Theta||_op^2 (exact op norm); (8) r <= d^{1/4}/10; Assumption 4 rows/cols <=
v ||Theta||_F/sqrt(d), v <= sqrt(d)/(10 r^2).  Own script (numpy for a dense check, mpmath closed form)."""
import numpy as np
import mpmath as mp
mp.mp.dps = 50

def build_dense(d, d2, d3, a):
    d1 = d - d2 - d3
    D = np.array([(-1.0) ** i for i in range(d)])
    s = np.ones(d); idx3 = np.arange(d1 + d2, d)
    s[idx3] = [1 if t % 2 == 0 else -1 for t in range(d3)]
    e = D * s / np.sqrt(d)
    Th = np.diag(D); Th[idx3, :] += a * e[None, :]
    return Th, d1

def second_moment_dense(Th, d1, d2, d3, mu, nu):
    d = Th.shape[0]; M = Th @ Th.T
    E = np.zeros((d, d)); np.fill_diagonal(E, 1.0)
    b2 = slice(d1, d1 + d2); b3 = slice(d1 + d2, d)
    E[b2, b2] += (1 - np.eye(d2)) * (mu * mu * d2 - 1) / (d2 - 1)
    E[b3, b3] += (1 - np.eye(d3)) * (nu * nu * d3 - 1) / (d3 - 1)
    E[b2, b3] = mu * nu; E[b3, b2] = mu * nu
    return float(np.sum(M * E)), float(np.sum(Th ** 2)), float(np.linalg.norm(Th, 2) ** 2)

# dense sanity + Monte Carlo of the slice distribution
rng = np.random.default_rng(0)
d, d2, d3, a, mu, nu = 2048, 4, 300, np.sqrt(3), 0.5, 1.0
Th, d1 = build_dense(d, d2, d3, a)
m2, F2, op2 = second_moment_dense(Th, d1, d2, d3, mu, nu)
X = np.empty((20000, d)); X[:, :d1] = rng.choice([-1.0, 1.0], (20000, d1))
blk2 = np.array([1, 1, 1, -1.0]); X[:, d1:d1 + d2] = np.array([rng.permutation(blk2) for _ in range(20000)])
X[:, d1 + d2:] = 1.0
mc = float(np.mean(np.sum((X @ Th) ** 2, 1)))
print(f"dense check d={d}, d3={d3}: E||Theta^T x||^2 (27) = {m2:.1f}, Monte Carlo = {mc:.1f}, ||Theta||_F^2 = {F2:.1f}, ratio = {m2/F2:.3f}, F^2/op^2 = {F2/op2:.1f}")

def closed(dd, a=mp.sqrt(3), d2=4, mu=mp.mpf('0.5'), nu=1, c=1):
    dd = mp.mpf(dd); rd = mp.sqrt(dd)
    d3 = mp.mpf(4)
    for _ in range(40):
        sig = int(d3) % 2                                       # sum_{S3} D_ii e_i sqrt(d) = sum s_i = d3 mod 2
        F2 = dd + a * a * d3 + 2 * a * sig / rd
        # Theta^T Theta = I + a (p e^T + e p^T) + a^2 d3 e e^T, p = D 1_[3]: top eigenvalue on span{e, p}
        beta = sig / rd; gam2 = d3 - beta ** 2
        T = 2 * a * beta + a * a * d3
        op2 = 1 + (T + mp.sqrt(T * T + 4 * a * a * gam2)) / 2
        row2 = 1 + a * a + 2 * a / rd; col2 = 1 + a * a * d3 / dd + 2 * a / rd
        v = max(1, mp.sqrt(max(row2, col2) * dd / F2))
        r = min(F2 / op2, dd ** mp.mpf(0.25) / 10, mp.sqrt(rd / (10 * v)))
        new = mp.floor(min(dd / (8 * v * v), mp.sqrt(dd * r) / (8 * c * v)))
        if new == d3: break
        d3 = new
    # (27): block-2 rows are unit and orthogonal (zero off-diagonal); block-3 off-diagonal: a^2 + a(D_ii e_i + D_jj e_j)
    third = (a * a * d3 * (d3 - 1) + 2 * a * (d3 - 1) * sig / rd) * (nu * nu * d3 - 1) / (d3 - 1)
    cross = 2 * mu * nu * a * d3 * d2 / rd                     # sum_{i in S2, j in S3} a D_ii e_i = a d3 tau/sqrt(d), tau = d2
    lhs = F2 + third + cross
    hyp = dict(c_ok=1 <= c <= mp.sqrt(min(r, d2, d3)) / 2, mu_ok=abs(mu) <= c / mp.sqrt(d2),
               bullet2_ok=d3 <= min(dd / (8 * v * v), mp.sqrt(dd * r) / (8 * c * v)),
               A3_ok=r <= F2 / op2, r8_ok=r <= dd ** mp.mpf(0.25) / 10, A4_ok=v <= rd / (10 * r * r))
    return lhs / F2, r, d3, v, hyp

for dd in [1e8, 1e12, 1e16, 1e20, 1e24, 1e32, 1e40]:
    ratio, r, d3, v, hyp = closed(dd)
    print(f"d={dd:.0e}: ratio E||Theta^T x||^2/||Theta||_F^2 = {mp.nstr(ratio, 5)}  (r_Theta = {mp.nstr(r, 4)}, d3 = {mp.nstr(d3, 4)}, v = {mp.nstr(v, 4)}, 1 + 3r/256 = {mp.nstr(1 + 3 * r / 256, 5)})  all hyps: {all(hyp.values())}")
