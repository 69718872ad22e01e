"""Auditor r4 thesis (seed 003): (C.145) L5938 vs Property 7 (C.64); (E.133) L8586-L8589."""
import mpmath as mp
mp.mp.dps = 30
def dfact(n):
    r = 1
    while n > 1: r *= n; n -= 2
    return r
print("=== (C.145): d = L = 1, mu = 0: E x^{2t} = (2t-1)!! s^{2t} (s^2 = Sigma) vs printed (2t-1)!! (0 + Sigma)^{2t}, Property 7: (0 + sqrt(Sigma))^{2t}")
for Sig in (mp.mpf('0.25'), mp.mpf('1e-3'), mp.mpf(4)):
    for t in (1, 2):
        Ex = mp.quad(lambda x: x ** (2 * t) * mp.npdf(x, 0, mp.sqrt(Sig)), [-mp.inf, 0, mp.inf])
        pr = dfact(2 * t - 1) * Sig ** (2 * t); p7 = dfact(2 * t - 1) * mp.sqrt(Sig) ** (2 * t)
        print(f"Sigma={Sig} t={t}: E x^(2t) = {mp.nstr(Ex, 6)}; printed bound = {mp.nstr(pr, 6)} (holds {Ex <= pr}); with ||Sigma^(1/2)||: {mp.nstr(p7, 6)} (holds {Ex <= p7 * (1 + 1e-20)})")
# d = 2, mu with ||mu||_inf < ||mu||: check the ||Sigma^{1/2}|| reading with ||mu||_inf (per-coordinate chain of (C.65))
import numpy as np
rng = np.random.default_rng(4)
mu = np.array([1.0, 1.0]); S = np.diag([0.3, 0.1]); t = 2; d = 2
X = rng.multivariate_normal(mu, S, size=400000)
lhs = np.mean(np.sum(X**2, 1) ** t)
bound = d**t * dfact(2 * t - 1) * (np.max(np.abs(mu)) + np.sqrt(np.max(np.linalg.eigvalsh(S)))) ** (2 * t)
print(f"d=2, mu=(1,1), Sigma=diag(0.3,0.1), t=2: E||x||^4 = {lhs:.4f} <= d^t 3!! (||mu||_inf + ||Sigma^1/2||)^4 = {bound:.4f}: {lhs <= bound}")
print("=== (E.133): Pr(|W x| >= beta xi log M1) = erfc(log M1 / sqrt(2(1+kappa^2))) vs M1^{-C}, C > 1")
for M1 in (2, 3, 4, 10, 100):
    for kappa in (0, mp.mpf('0.237'), mp.mpf('0.5')):
        p = mp.erfc(mp.log(M1) / mp.sqrt(2 * (1 + kappa**2)))
        Cmax = mp.log(1 / p) / mp.log(M1)
        print(f"M1={M1} kappa={kappa}: Pr = {mp.nstr(p, 5)}; largest C with Pr <= M1^-C: {mp.nstr(Cmax, 4)} ({'some C > 1 works' if Cmax > 1 else 'no C > 1'})")
