"""Auditor C: thesis (C.88) -> (C.89)/(C.92) -> (C.94) L5681-L5718 and (C.105) L5775-L5777. (C.88) squared is
n/log n >= c^2 A, A = P B(Psi) d (P = eps0^-2 kappa^12 K^14 tau^12 and the other fixed factors of (C.92); B(Psi) the
model quantity of (C.93)); (C.94) prints n >= poly(eps0^-1, kappa, eta, tau K) B(Psi) d log^2 d, (C.105) (regime
||Sigma_l||^{1/2} = Omega(1), B ~ ||Sigma_l||^3 as the corollary itself rates it) n_sc <~ poly(...) d log^2 d O(||Sigma_l||^3).
Least n: n* = -c^2 A W_{-1}(-1/(c^2 A)) (mpmath). At fixed eps0, kappa, eta, tau, K, d the poly is one number: the
ratio n*/(P B d ln^2 d) must stay bounded as B -> inf (B unbounded: 'B(Psi) increases to infinity as all
||Sigma_l^{1/2}||'s go to 0', L5708; ||Sigma_l|| -> inf in (C.105)'s regime)."""
import mpmath as mp
mp.mp.dps = 60

def ratio(P, Bm, d, K=1, c=1):
    A = P * Bm * d
    Bc = c ** 2 * A
    n = -Bc * mp.lambertw(-1 / Bc, -1).real
    n = max(n, d * K * mp.log(d * K))
    return n / (A * mp.log(d) ** 2)

eps0, kappa, tau, K = mp.mpf('0.1'), 1, 1, 1
P = eps0 ** -2 * kappa ** 12 * K ** 14 * tau ** 12
for d in (10, 1000):
    print(f"(C.94): d = {d}, eps0 = 0.1, kappa = tau = K = 1, c = 1: n*/(P B d ln^2 d) at B = 1, 1e6, 1e12, 1e24, 1e48, 1e96, 1e192:")
    print("   ", [mp.nstr(ratio(P, mp.mpf(10) ** e, d), 4) for e in (0, 6, 12, 24, 48, 96, 192)])
print("(C.105): d = 10, B = s^3, s = ||Sigma_l|| = 1, 1e2, 1e4, 1e8, 1e16, 1e32, 1e64:")
print("   ", [mp.nstr(ratio(P, mp.mpf(10) ** (3 * e), 10), 4) for e in (0, 2, 4, 8, 16, 32, 64)])
print("reading B, eps0^-1 <= poly(d): d = 4..4096 with eps0 = 1/(4d), B = d:",
      [mp.nstr(ratio(mp.mpf(4 * d) ** 2, d, d, K=min(d, 10)), 4) for d in (4, 16, 64, 256, 1024, 4096)])
