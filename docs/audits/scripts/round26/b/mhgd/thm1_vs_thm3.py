"""Auditor B r26: mhgd Theorem 1 (L145-L151) vs Theorem 3 '(Restatement of Thm. 1)' (L930-L938). D = ||theta - theta_0||, N = ||theta||_{2,inf}.
Thm 1: sqrt(H) >~ d^2 T^{1/2} R^5 N D^3 ; eta <= 1/rho with rho >~ d^{9/2} T^{3/2} R^13 N^2 D^2.
Thm 3: sqrt(H) >= 36 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3D + N) + 1) D^2 ; rho = (2 d sqrt(Td) R^3/sqrt(H) + T R^2/4) alpha^2,
alpha = 3 d sqrt(d) R^2 [3 sqrt(T) R^3 (3D + N) + 2 sqrt(T) R]. Restatement needs Thm 3's requirements <= C x Thm 1's shapes (one C)."""
import mpmath as mp
mp.mp.dps = 30
def H3(d, T, R, D, N): return 36 * d * mp.sqrt(T * d) * R ** 3 * (3 * mp.sqrt(d) * R ** 2 * (3 * D + N) + 1) * D ** 2
def H1(d, T, R, D, N): return d ** 2 * mp.sqrt(T) * R ** 5 * N * D ** 3
def rho3(d, T, R, D, N, sqH=mp.inf):
    al = 3 * d * mp.sqrt(d) * R ** 2 * (3 * mp.sqrt(T) * R ** 3 * (3 * D + N) + 2 * mp.sqrt(T) * R)
    return (2 * d * mp.sqrt(T * d) * R ** 3 / sqH + T * R ** 2 / 4) * al ** 2
def rho1(d, T, R, D, N): return d ** 4.5 * T ** 1.5 * R ** 13 * N ** 2 * D ** 2
print("sqrt(H) item, Thm3 / Thm1 shape:")
for (D, N) in [(1, 0), (0.1, 1), (1e-3, 1), (1, 0.1), (1, 1e-3), (1, 1), (10, 10), (1e3, 1e3)]:
    a, b = H3(1, 1, 1, mp.mpf(D), mp.mpf(N)), H1(1, 1, 1, mp.mpf(D), mp.mpf(N))
    print(f"  d=T=R=1, D={D}, N={N}: Thm3 needs sqrt(H) >= {mp.nstr(a, 6)}, Thm1 shape {mp.nstr(b, 6)}, ratio {mp.nstr(a / b, 6) if b else 'inf (Thm1 admits any H)'}")
print("rho item (H -> inf, Thm 3's smallest rho), rho3 / Thm 1 shape:")
for T in [1, 1e2, 1e4, 1e6]:
    r = rho3(1, mp.mpf(T), 1, 1, 1) / rho1(1, mp.mpf(T), 1, 1, 1)
    rH = rho3(1, mp.mpf(T), 1, 1, 1, sqH=H3(1, mp.mpf(T), 1, 1, 1)) / rho1(1, mp.mpf(T), 1, 1, 1)
    print(f"  d=R=D=N=1, T={T:g}: ratio {mp.nstr(r, 6)} (= 441 sqrt(T)? {mp.nstr(441 * mp.sqrt(T), 6)}); at Thm 3's minimal H: {mp.nstr(rH, 6)}")
for (d, D, N) in [(1e4, 1, 1), (1, 100, 100), (1, 1e4, 1e4)]:
    print(f"  other direction: d={d:g}, D={D:g}, N={N:g}, T=R=1: ratio {mp.nstr(rho3(mp.mpf(d), 1, 1, mp.mpf(D), mp.mpf(N)) / rho1(mp.mpf(d), 1, 1, mp.mpf(D), mp.mpf(N)), 6)}")
