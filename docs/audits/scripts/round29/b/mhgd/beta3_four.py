# Auditor B r29: four mhgd links that use beta_3 of Corollary 1 (3) (seed 004 L133: 2 d sqrt(T) d R^3 (3 sqrt(d) R^2 ||.||_{2,inf} + 1))
# against the appendix's 2 d sqrt(Td) R^3 (...) (L611, L1031, L1173). Own numpy multi-head vectors; mpmath not needed (ratios O(1)).
import numpy as np
def b3_cor(T, d, R, n): return 2 * d * np.sqrt(T) * d * R**3 * (3 * np.sqrt(d) * R**2 * n + 1)
def b3_app(T, d, R, n): return 2 * d * np.sqrt(T * d) * R**3 * (3 * np.sqrt(d) * R**2 * n + 1)
def b1(T, R, n): return np.sqrt(T) * R * (2 * R**2 * n + 1)
def b2(T, d, R, n, H, b3=b3_cor): return b3(T, d, R, n) / np.sqrt(H) + b1(T, R, n)**2 / 4
def norm2inf(th, Hh): return max(np.linalg.norm(b) for b in np.split(th, Hh))
def heads(Hh, p, rng, N):
    th = np.zeros(Hh * p); th[:p] = rng.standard_normal(p); th[:p] *= N / max(np.linalg.norm(th[:p]), 1e-300) if N > 0 else 0
    return th
rng = np.random.default_rng(5)
print("== L918 (Lemma 10 proof, 2nd '<='): need max_alpha beta_3(theta_{j,alpha}) A_j^2/sqrt(H) <= 1/2; report 2*lhs (<= 1 needed)")
for (T, d, R, N, D) in [(1, 2, 1, 0, 1), (1, 2, 1, 0.7, 0.1), (3, 5, 1.5, 0.3, 0.05), (2, 16, 1, 1, 0.01), (1, 50, 1, 0, 0.01)]:
    Hh = 3; p = T * d + d * d
    th = heads(Hh, p, rng, N); e = np.zeros_like(th); e[:p] = (th[:p] / N) if N > 0 else np.eye(p)[0]
    th_j = th + 3 * D * e; Aj = np.linalg.norm(th_j - th)
    for dbar_name, dbar in (("d", d), ("d^2", d * d)):
        s74 = 36 * d * np.sqrt(T * dbar) * R**3 * (3 * np.sqrt(dbar) * R**2 * (3 * D + norm2inf(th, Hh)) + 1) * D**2
        H = int(np.ceil(s74**2)); assert np.sqrt(H) >= s74 and Aj <= 3 * D + 1e-12
        m = max(b3_cor(T, d, R, norm2inf(a * th_j + (1 - a) * th, Hh)) for a in np.linspace(0, 1, 101))
        ma = max(b3_app(T, d, R, norm2inf(a * th_j + (1 - a) * th, Hh)) for a in np.linspace(0, 1, 101))
        print(f"  T={T} d={d} R={R} N={N} D={D} dbar={dbar_name}: H={H}  2*beta3_cor*A^2/sqrt(H) = {2*m*Aj**2/np.sqrt(H):.4f}  (appendix beta3: {2*ma*Aj**2/np.sqrt(H):.4f}); sqrt(d) = {np.sqrt(d):.4f}")
print("== L1043 (Lemma 11 proof, last '>='): 2 beta~3(theta) |dk|^2 >= 2 (beta3(theta_k) v beta3(theta_k^-i)) |dk|^2")
for (T, d, R, N, D) in [(1, 2, 1, 0, 1), (1, 2, 1, 2, 1), (2, 9, 1.3, 0.5, 0.2), (1, 2, 1, 10, 1e-3)]:
    Hh = 3; p = T * d + d * d
    th = heads(Hh, p, rng, N); e = np.zeros_like(th); e[:p] = (th[:p] / N) if N > 0 else np.eye(p)[0]
    th0 = th.copy(); th0[p:2 * p] += D * np.eye(p)[0]                 # ||theta - theta_0|| = D (another head)
    thk = th + 3 * D * e; thki = th.copy()
    assert np.linalg.norm(thk - th) <= 3 * D + 1e-12 and np.linalg.norm(thk - th0) <= 4 * D + 1e-12
    bt = b3_app(T, d, R, 3 * np.linalg.norm(th - th0) + norm2inf(th, Hh))  # (87)'s beta~_3
    right = max(b3_cor(T, d, R, norm2inf(thk, Hh)), b3_cor(T, d, R, norm2inf(thki, Hh)))
    right_app = max(b3_app(T, d, R, norm2inf(thk, Hh)), b3_app(T, d, R, norm2inf(thki, Hh)))
    print(f"  T={T} d={d} R={R} N={N} D={D}: beta~3 = {bt:.4f}  max beta3_cor = {right:.4f} (ratio {right/bt:.4f})  appendix: {right_app:.4f} (ratio {right_app/bt:.4f})")
print("== (88) L1035 first '=': beta_2(theta) (Cor. 1 (2)) vs printed 2 d sqrt(Td) R^3/sqrt(H)(...) + T R^2/4 (...)^2")
for (T, d, R, n, H) in [(1, 2, 1, 0, 1), (1, 2, 1, 0, 100), (3, 5, 1.5, 0.7, 7), (1, 1, 1, 0.3, 4)]:
    pr = b3_app(T, d, R, n) / np.sqrt(H) + T * R**2 / 4 * (2 * R**2 * n + 1)**2
    print(f"  T={T} d={d} R={R} n={n} H={H}: beta_2 (Cor. 1) = {b2(T, d, R, n, H):.4f}  printed = {pr:.4f}  appendix-beta_2 = {b2(T, d, R, n, H, b3_app):.4f}")
print("== L958 (Thm 3 proof): rho_0 = beta_2(theta_0) v beta_2(theta_1) <= rho_eta(Theta_0)")
for (T, d, R, N, D, H, eta) in [(1, 4, 1, 0, 1e-3, 1, 1e-6), (1, 8, 1, 0, 1e-3, 1, 1e-8), (2, 3, 1.2, 0.5, 0.05, 400, 1e-6)]:
    Hh = 2; p = T * d + d * d
    th = heads(Hh, p, rng, N); e = np.zeros_like(th); e[:p] = (th[:p] / N) if N > 0 else np.eye(p)[0]
    th0 = th + D * e
    hyp = 36 * d * np.sqrt(T * d) * R**3 * (3 * np.sqrt(d) * R**2 * (3 * D + norm2inf(th, Hh)) + 1) * D**2
    alpha = 3 * d * np.sqrt(d) * R**2 * (3 * np.sqrt(T) * R**3 * (3 * D + norm2inf(th, Hh)) + 2 * np.sqrt(T) * R)
    rho = (2 * d * np.sqrt(T * d) * R**3 / np.sqrt(H) + T * R**2 / 4) * alpha**2
    assert np.sqrt(H) >= hyp and eta <= min(1, 1 / rho)
    Th0 = (2 * eta * np.sqrt(T) * R**3 + 1) * (np.linalg.norm(th - th0) + norm2inf(th, Hh)) + eta * np.sqrt(T) * R
    rhoeta = 2 * d * np.sqrt(T * d) * R**3 / np.sqrt(H) * (3 * np.sqrt(d) * R**2 * Th0 + 1) + T * R**2 / 4 * (2 * R**2 * Th0 + 1)**2
    lhs = b2(T, d, R, norm2inf(th0, Hh), H)   # <= rho_0
    print(f"  T={T} d={d} R={R} N={N} D={D} H={H} eta={eta}: hyp sqrt(H)={np.sqrt(H):.3g} >= {hyp:.3g}; 1/rho={1/rho:.3g}; beta_2(theta_0) = {lhs:.4f} > rho_eta(Theta_0) = {rhoeta:.4f}? ratio {lhs/rhoeta:.4f}; appendix beta_2(theta_0) = {b2(T, d, R, norm2inf(th0, Hh), H, b3_app):.4f}")
