"""Auditor B r26: the analytic every-C38 bound for thesis Theorem 3.4.4 / (B.64) on the A/B construction of t38_ambiguity.py.
After T SGD steps (any batches, any sampling, any W_K, W_Q, b): ||W_O|| ||W_V|| <= R = ((u0 + v0)/2)^2 (1 + eta)^{2T};
mean hinge over the A/B nodes (full T^n evaluation) >= 1 - R/(2k+1); they are half the nodes, all in V_d.
u0 = ||W_O^(0)||_op ~ xi (sqrt m + sqrt m_b) (m = M^2 ln N), v0 = ||W_V^(0)|| = 1 (Assumption B.2.1, exact)."""
import math
xi, M, mb, eps0, delta = 0.01, 3, 4, 0.01, 0.0
for (C38, eta) in [(2.5, 0.2), (10, 0.1), (28, 0.2), (50, 1.0), (100, 0.1), (480, 0.01)]:
    T = round(C38 * eta ** -0.5 * (1 - 2 * eps0) ** -0.5 * (1 - delta) ** -0.5)
    # iterate: choose k, then N from (3.9) with constant 1 (gamma_d = 1/2, eps_S -> 1/2: denominator (1 - eps_S)^2 ~ 1/4), check u0 with m(N)
    k = 10
    for _ in range(200):
        N = 1e3
        for _ in range(100):
            dz = 2 * k + 3
            N = max(N, 1.25 * 4 * (1 + dz ** 2) * math.log(N) * 1.01)
        m = M * M * math.log(N); u0 = 1.1 * xi * (math.sqrt(m) + math.sqrt(mb))
        R = ((u0 + 1) / 2) ** 2 * (1 + eta) ** (2 * T)
        knew = math.ceil(10 * R)                       # floor 1 - R/(2k+1) >= 0.95
        if knew <= k: break
        k = knew
    B = math.ceil(0.1 ** -2 * math.log(N)); BT = B * T
    N = max(N, 1.25 * BT)
    print(f"C38 = {C38}, eta = {eta}: T = {T}, R = {R:.3g}, k = {k:.3g} (eps_S = {k/(2*k+1):.6f}), N ~ {N:.3g}: "
          f"A/B hinge >= {1 - R/(2*k+1):.3f}, so (B.64) hinge >= {0.5*(1 - R/(2*k+1)) * 0.999:.3f} (labelled, ~half A/B) and f >= {0.5*(1 - R/(2*k+1)):.3f} > 2 eps_0 + eps for eps < {0.5*(1 - R/(2*k+1)) - 2*eps0:.3f}")
