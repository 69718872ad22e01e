"""Auditor A, round 24: chenli Lemma 5.16, v = w twin of (54) (seed 000 L1182).
E[mu^T J M_mu mu | E] <= (1/d2^2) 1^T (Tr(J M*) Id) 1 + (delta* sqrt(L) k^2/d2 + 2 delta k^{5/2} L/d2), L = log(k/delta).
Family meeting what the step uses ((51): ||M_mu - M||_max <= delta*, (52), E): rows of M_mu =
1/k + (delta*/2) s (sign(mu_j) - mean_j sign(mu_j)), s = sign(sum mu), so rows are in the simplex for
delta* <= 1/k and M = E[M_mu | E] = M* = uniform by symmetry. J = all-ones (L192). mu_i = (1/d2) X_i 1_[2], X uniform +-1.
"""
import numpy as np

rng = np.random.default_rng(1)


def run(k, d2, L, dstar=None, n=4000):
    dstar = 1.0 / k if dstar is None else dstar
    delta = k * np.exp(-L)
    tot = 0.0
    cnt = 0
    err_part = 0.0
    for _ in range(n // 200):
        S = 2 * rng.binomial(d2, 0.5, size=(200, k)) - d2
        mu = S / d2
        inE = np.all(np.abs(mu) <= np.sqrt(L / d2), axis=1)
        mu = mu[inE]
        sm = mu.sum(1)
        sg = np.sign(mu)
        sbar = sg.mean(1)
        # check (51) for the family: max |M_mu - M| = (delta*/2) max_j |sign mu_j - sbar| <= delta*
        assert np.all(0.5 * dstar * np.abs(sg - sbar[:, None]).max(1) <= dstar + 1e-15)
        lhs = sm ** 2 + (k * dstar / 2) * np.abs(sm) * (np.abs(mu).sum(1) - sbar * sm)
        tot += lhs.sum(); err_part += ((k * dstar / 2) * np.abs(sm) * (np.abs(mu).sum(1) - sbar * sm)).sum()
        cnt += len(mu)
    lhs = tot / cnt
    rhs = k / d2 + dstar * np.sqrt(L) * k ** 2 / d2 + 2 * delta * k ** 2.5 * L / d2
    return lhs, err_part / cnt, rhs


for k in (100, 300, 1000, 3000):
    L = 2.5 * np.log(k) + 5
    for d2 in (90, 400):
        lhs, err, rhs = run(k, d2, L)
        print(f"k={k:5d} d2={d2:4d} L={L:6.2f}: lhs {lhs:10.3f} (k/d2 {k/d2:8.3f}, family part {err:10.3f}) "
              f"printed rhs {rhs:10.3f} ratio {lhs/rhs:6.3f}; sqrt(k)/(pi sqrt(L)) = {np.sqrt(k)/np.pi/np.sqrt(L):.3f}")
# delta* scaling at k = 1000: the excess is linear in delta*, so small delta* does not rescue
k, d2 = 1000, 90
L = 2.5 * np.log(k) + 5
for ds in (1e-3, 1e-5, 1e-7):
    lhs, err, rhs = run(k, d2, L, dstar=ds)
    print(f"delta*={ds:.0e}: lhs - k/d2 = {lhs - k/d2:.4g} vs printed error terms {rhs - k/d2:.4g}")
