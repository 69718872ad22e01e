"""Audit chenli.eq145-reindex (seed 000 L3113-L3117; phi(z) = z tanh(z/2), L3055). mpmath 40 digits.
Solve the first display (sum_{i=1}^{2dM+2} lambda_i phi(rho(dM+1-i+l)) = h(l)/2, l in {-dM..dM}) plus sum lambda = 0
(the all-ones row of M, L3119), then test (145) under the printed map mu_i := lambda_{dM+1-i}, i in {-dM..dM+1}
(needs lambda_0, undefined: left free as t and minimised over a grid), and under mu_i := lambda_{dM+1+i}."""
import mpmath as mp
mp.mp.dps = 40
phi = lambda z: z * mp.tanh(z / 2)
dM, rho = 1, mp.mpf(2)
for h in [{-1: 1, 0: -1, 1: 1}, {-1: 1, 0: 0, 1: -1}]:
    n = 2 * dM + 2
    A = mp.matrix(n, n); b = mp.matrix(n, 1)
    for r, l in enumerate(range(-dM, dM + 1)):
        for i in range(1, n + 1):
            A[r, i - 1] = phi(rho * (dM + 1 - i + l))
        b[r] = mp.mpf(h[l]) / 2
    for i in range(n):
        A[n - 1, i] = 1
    lam = mp.lu_solve(A, b)
    L = {i + 1: lam[i] for i in range(n)}

    def resid(mu):
        return max(abs(sum(mu[i] * phi(rho * (i - l)) for i in range(-dM, dM + 2)) - mp.mpf(h[l]) / 2) for l in range(-dM, dM + 1))
    best = min((resid({i: (L.get(dM + 1 - i, t)) for i in range(-dM, dM + 2)}), t)
               for t in [mp.mpf(k) / 1000 for k in range(-5000, 5001)])
    corr = resid({i: L[dM + 1 + i] for i in range(-dM, dM + 2)})
    print(f"h={list(h.values())}: lambda={[mp.nstr(v, 6) for v in lam]}; printed map: min_t residual {mp.nstr(best[0], 6)}"
          f" at t={mp.nstr(best[1], 4)} (residual at t=0: {mp.nstr(resid({i: L.get(dM + 1 - i, 0) for i in range(-dM, dM + 2)}), 6)});"
          f" map lambda_(dM+1+i): residual {mp.nstr(corr, 6)}")
