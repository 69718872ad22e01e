# Auditor A r26: chenli.display.eq37-first (seed 000 L918-L952, Lemma 5.13 general case; Def. 5.10 L761-L775; Assumptions L425-L510). Own code.
import itertools, numpy as np, mpmath as mp
from scipy.linalg import hadamard
def theta_block(n):
    H = hadamard(n).astype(float); H[0] = 0.0          # all-ones row zeroed: remaining rows orthogonal to 1, row sums 0
    return H
# 1. exact enumeration at n = 8: d1 = d2 = d3 = n, Theta on rows S_[1] x columns S_[3]; mu = mu' = 0, nu = -1, nu' = 0
n = 8; d = 3*n; Th = np.zeros((d, d)); Th[:n, 2*n:] = theta_block(n)
S1 = np.arange(n); S3 = np.arange(2*n, 3*n)
lhs = 0.0; cnt = 0
for U in itertools.combinations(range(n), n//2):               # U_[3]: uniform subset of S_[3] \ T_[3] (= S_[3], nu = -1) of size n/2
    u = np.zeros(d); u[2*n + np.array(U)] = 1
    v = Th @ u                                                 # y_[0] uniform on {+-1}^{d1}: E[(y0^T v)^2] = ||v_[1]||^2
    lhs += np.sum(v[S1]**2); cnt += 1
lhs /= cnt
F2 = np.sum(Th**2); T2 = np.sum(Th[:, n:2*n]**2); one3 = np.zeros(d); one3[S3] = 1
print(f"n = 8 enumeration: lhs = {lhs:.6f} (n^2/4 = {n*n/4}), ||Theta||_F^2 = {F2:.0f}, ||Theta_[2]||_F^2 = {T2:.0f}, "
      f"1~_[3]^T Theta^T Theta 1~_[3] = {np.sum((Th @ one3)**2):.0f}, ||Theta_[3]||_F^2 = {np.sum(Th[:, S3]**2):.0f}, trace = {np.trace(Th):.0f}")
# 2. closed form along n = 2^j (d = 3n), c = 1, r_Theta = d^{1/4}/10, log space; assumptions asserted
mp.mp.dps = 40
def path(j, c8=10, lam=mp.mpf('0.5'), m=1, k=2, kap_c=1):
    n = mp.mpf(2)**j; d = 3*n; logd = mp.log(d)
    r = d**mp.mpf(0.25)/10
    kappa = kap_c*lam**mp.mpf(6.5)/(m**mp.mpf(6.5)*logd**2)
    ok8 = c8*mp.log(mp.log(d*m*k)) - mp.log(kappa*lam) + mp.log(10) <= mp.log(r)   # (8) lower side, margin 10
    c = 1; assert 1 <= c <= mp.sqrt(min(r, n, n))/2                               # Lemma 5.13's c range (needs r >= 4)
    F2 = n*(n - 1); op2 = n                                                        # rows orthogonal of norm sqrt(n)
    assert F2/op2 >= r                                                             # Assumption 3 (stable rank n - 1)
    v2 = max(3*n/(n - 1), 12*n/(n - 2)); v = mp.sqrt(v2)                           # Assumption 4's smallest v for this Theta (helper's bound)
    assert 10*v <= mp.sqrt(d)/r**2                                                 # v << sqrt(d)/r^2 (margin 10)
    lhs = n**2/4
    mid = (c/mp.sqrt(n) + c**2/r)*F2 + 0 + 0                                       # ||Theta_[2]||_F = 0, Theta 1~_[3] = 0
    end = (c/mp.sqrt(n) + c**2/r + n*v2/d)*F2
    return ok8, r, lhs/mid, lhs/end
for j in (20, 40, 100, 400, 1000, 3000):
    ok8, r, ratio, rend = path(j)
    print(f"  n = 2^{j}: r_Theta = {mp.nstr(r,5)}, (8) lower side with exponent 10 met: {ok8}, lhs/middle = {mp.nstr(ratio,5)}, lhs/end of chain = {mp.nstr(rend,4)}")
