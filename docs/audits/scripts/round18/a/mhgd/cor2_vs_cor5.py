"""Auditor A, round 18: mhgd Cor. 2 (seed 004 L187-L189) vs its 'Restatement' Cor. 5 (L1185-L1193), own arithmetic.
'>~' hides absolute constants (L65; 'exact constants are specified in the appendix'). Realizable family (d = 1):
theta^(0) = 0 (all heads), X_i = y_i r 1_T (tokens x_t = y r, |r| <= R = 1): B_2 = 1, B_Phi = 1 (Phi(X;0) = 0),
NTK margin gamma = sqrt(2T) r with theta_* = (U_h = sqrt(2/H) 1_T/(sqrt(T)) sign, W = 0), ||theta_*|| = sqrt 2.
"""
import math
import torch
torch.set_default_dtype(torch.float64)

# numeric check of the margin on the multi-head model Phi~ = H^-1/2 sum_h <U_h, softmax(X W_h X^T) X>
def margin_check(T, r, H=3):
    X = torch.full((T, 1), r)          # y = +1
    Us = [torch.zeros(T, 1, requires_grad=True) for _ in range(H)]
    Ws = [torch.zeros(1, 1, requires_grad=True) for _ in range(H)]
    Phi = sum((U * (torch.softmax(X @ W @ X.T, dim=1) @ X)).sum() for U, W in zip(Us, Ws)) / math.sqrt(H)
    Phi.backward()
    th_star = [torch.ones(T, 1) * math.sqrt(2.0 / H) / math.sqrt(T) for _ in range(H)]   # ||theta_*|| = sqrt 2
    g = sum((U.grad * s).sum() for U, s in zip(Us, th_star))
    return float(Phi), float(g)
for T, r in [(100, 1.0), (100, math.sqrt(2 / 100))]:
    Phi0, gam = margin_check(T, r)
    print(f"T={T} r={r:.4f}: Phi(X;0)={Phi0}, margin y<grad Phi, theta_*>={gam:.6f}, sqrt(2T) r={math.sqrt(2*T)*r:.6f}")

def cor5_sqrtH(d, T, R, B2, g0):
    return 256 * d * math.sqrt(T * d) * R**3 * B2 * (3 * math.sqrt(d) * R**2 * (4 * g0 + B2) + 1) * g0**2
def cor2_sqrtH(d, T, R, B2, g0):
    return d**2 * math.sqrt(T) * R**5 * B2**2 * g0**3
def cor5_rho_min(d, T, R, B2, g0):      # H -> infinity: the smallest value rho(K) of Cor. 5 can take
    alpha = 3 * d * math.sqrt(d) * R**2 * (3 * math.sqrt(T) * R**3 * (4 * g0 + B2) + 2 * math.sqrt(T) * R)
    return (T * R**2 / 4) * alpha**2
def cor2_rho(d, T, R, B2, g0):
    return d**4.5 * T**1.5 * R**13 * g0**4

print("sqrt(H): Cor.5 requirement / Cor.2 shape along r = 1, K = 1 (g0 = 2/gamma = sqrt(2/T)):")
for T in [1e2, 1e4, 1e6]:
    g0 = 2 / math.sqrt(2 * T)
    print(f"  T={T:g}: g0={g0:.4g} ratio={cor5_sqrtH(1, T, 1, 1, g0)/cor2_sqrtH(1, T, 1, 1, g0):.4g}")
print("rho(K): Cor.5's rho (at H = inf, its least value) / Cor.2 shape at d = R = B2 = g0 = 1 (r = sqrt(2/T), K = 1):")
for T in [1e2, 1e4, 1e6]:
    print(f"  T={T:g}: ratio={cor5_rho_min(1, T, 1, 1, 1)/cor2_rho(1, T, 1, 1, 1):.6g}   (650.25 sqrt T = {650.25*math.sqrt(T):.6g})")
print("g0 >= B2 (e.g. g0 = 10, B2 = 1, d = R = 1): sqrt(H) ratio bounded:",
      [round(cor5_sqrtH(1, T, 1, 1, 10)/cor2_sqrtH(1, T, 1, 1, 10), 2) for T in (1e2, 1e6)],
      " rho ratio still ~sqrt(T):", [round(cor5_rho_min(1, T, 1, 1, 10)/cor2_rho(1, T, 1, 1, 10), 2) for T in (1e2, 1e6)])
