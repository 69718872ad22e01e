# Auditor A r29: chenli (32) second '<~' (L860) with nu', nu'' unrestricted by Lemma 5.11's first bullet. Own numpy.
import numpy as np
rng = np.random.default_rng(0)
def fwht(a):
    a = a.copy(); h = 1
    while h < len(a):
        a = a.reshape(-1, 2*h); a = np.concatenate([a[:, :h] + a[:, h:], a[:, :h] - a[:, h:]], axis=1).reshape(-1); h *= 2
    return a
for n in [512, 2048, 8192, 2**15, 2**17]:
    d = 2*n; c = 1.0; s = 1.0; r = d**0.2                 # d1 = 0, d2 = d3 = n; r_Theta = d^{1/5} (<< d^{1/4})
    D1 = rng.choice([-1.0, 1.0], d); D2 = rng.choice([-1.0, 1.0], d)   # Theta = D1 H D2 (H Sylvester Hadamard, unnormalised... scaled below)
    x = np.r_[rng.permutation(np.r_[np.ones(n//2), -np.ones(n//2)]), rng.permutation(np.r_[np.ones(n//2), -np.ones(n//2)])]  # mu = nu = 0
    w = D2*fwht(D1*x)/np.sqrt(d)                          # w = Theta^T x with Theta = D1 H D2/sqrt(d) orthogonal: ||Theta||_F^2 = d
    F2 = d
    S2, S3 = slice(0, n), slice(n, d)
    mu1 = mu2 = 0.0; nu1, nu2 = -1.0, 1.0                  # mu', mu'' = 0 (<= c/sqrt(d2)); nu' = -1, nu'' = +1 (not bounded by the first bullet)
    off = lambda v: v.sum()**2 - (v**2).sum()             # sum_{i != j} v_i v_j
    lhs = (max(abs(mu2-mu1), abs(nu2-nu1))/2)*(w @ w) + (abs(mu2-mu1)/2)**2*abs(off(w[S2])) + (abs(nu2-nu1)/2)**2*abs(off(w[S3])) \
          + 2*(abs(mu2-mu1)/2)*(abs(nu2-nu1)/2)*abs(w[S2].sum()*w[S3].sum())
    a2, a3 = w[S2].sum(), w[S3].sum()
    rhs = c/np.sqrt(n)*F2 + c**2/n*a2**2 + c**2/n*a3**2 + 2*c**2/n*abs(a2*a3)
    # hypotheses: c range, the conditioning event of L854, column/row norms (Assumption 4 with v = 1)
    assert 1 <= c <= np.sqrt(min(r, n, n))/2 + 1e-12
    ev = (w @ w <= 2*F2) and (a2**2 <= (2*c+s)**2*n/r*F2) and (a3**2 <= (2*c+s)**2*n/r*F2)
    v = 1.0                                               # every row/column of D1 H D2/sqrt(d) has norm 1 = ||Theta||_F/sqrt(d)
    # exact check of the first '<~' ingredient: E<w, y - y'>^2 for y - y' = 2 * 1_{S3} (all of S3 flips)
    exact = (2*a3)**2
    print(f"n={n} d={d} r={r:.2f}: middle expression = {lhs:.4g}, right side = {rhs:.4g}, ratio = {lhs/rhs:.2f} (sqrt(n)/c = {np.sqrt(n):.1f}); "
          f"event L854 holds: {ev}; v = {v:.3f}; <w, y-y'>^2 = {exact:.3g} (y - y' = +-2 on all of S3 here)")
