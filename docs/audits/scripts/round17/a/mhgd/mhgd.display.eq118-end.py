"""Audit of mhgd.display.eq118-end (seed 004 L1412: |X_h| <= ... <= 2(2R^3T(S+P) + sqrt(TR))). Own code (torch autograd).
X_h = y <grad_theta Phi(X; theta_h^(1)), theta_*(theta_h^(1))>, theta_h^(1) = (alpha 1_T (zeta/2 u_* + p)^T, 0) (102),
theta_* = (U_*/||U_*||_F, sign(alpha) W_*/||W_*||_F), U_* = 1_T u_*^T (105), W_* = mu+mu+^T + mu-mu-^T + sum_l nu_l (mu+ + mu-)^T (104).
DM1 with d = 3 (mu+, mu-, nu_1 orthogonal, norm S), T = 10, zeta = 0.1, M = 1. Noise: ONE fixed atom independent of y,
z = -c (mu+ - mu-), c = Z_mu/S^2 (|<z, mu_y>| = Z_mu, <z, nu> = 0 so Z_nu = 0, ||z|| = c S sqrt 2 = Z);
R = sqrt(S^2 + Z^2 + 2 Z_nu/M) (L211) >= max ||x_t||, R >= 1 (Assumption 1); p = 0 (||p|| <= P)."""
import math
import torch

torch.set_default_dtype(torch.float64)

def Xh(X, y, u_star, Wst, zeta, p, alpha):
    T, d = X.shape
    U = (alpha * (zeta / 2 * u_star + p)).expand(T, d).clone().requires_grad_(True)
    W = torch.zeros(d, d, requires_grad=True)
    f = (U * (torch.softmax(X @ W @ X.T, dim=-1) @ X)).sum()
    gU, gW = torch.autograd.grad(f, (U, W))
    Us = torch.ones(T, 1) @ u_star[None, :]
    return y * (float((gU * Us).sum() / Us.norm()) + math.copysign(1, alpha) * float((gW * Wst).sum() / Wst.norm()))

T, zeta = 10, 0.1
for S, Z in ((1e-6, 100.0), (1e-3, 10.0), (0.01, 3.0), (1.0, 1.0)):
    mp, mm, nu = (S * torch.eye(3)[i] for i in range(3))
    u_star = mp - mm
    Wst = torch.outer(mp, mp) + torch.outer(mm, mm) + torch.outer(nu, mp + mm)
    c = Z / (S * math.sqrt(2)); Zmu = c * S * S
    z = -c * u_star
    R = max(1.0, math.sqrt(S**2 + Z**2))
    for y in (1.0, -1.0):
        muy = mp if y > 0 else mm
        X = torch.stack([muy] + [nu + z] * 9)
        assert float(X.norm(dim=1).max()) <= R + 1e-9
        for alpha in (1.0, -1.0):
            xh = Xh(X, y, u_star, Wst, zeta, torch.zeros(3), alpha)
            printed = 2 * (2 * R**3 * T * S + math.sqrt(T * R))
            read = 2 * (2 * R**3 * T * S + math.sqrt(T) * R)
            if alpha > 0:
                print(f"S={S:g} Z={Z:g} (Z_mu={Zmu:.3g}, Z_nu=0, R={R:.4g}) y={y:+.0f}: |X_h|={abs(xh):.4f} (same for alpha=-1: "
                      f"{abs(Xh(X, y, u_star, Wst, zeta, torch.zeros(3), -1.0)):.4f})  printed={printed:.4g} "
                      f"-> {'FAILS' if abs(xh) > printed else 'holds'};  reading sqrt(T) R: {read:.4g} -> "
                      f"{'FAILS' if abs(xh) > read else 'holds'}")
