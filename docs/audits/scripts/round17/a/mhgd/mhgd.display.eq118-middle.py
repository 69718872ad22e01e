"""Audit of mhgd.display.eq118-middle: (118) middle link, seed 004 L1412 (proof of Lemma 14):
||grad_theta Phi(X; theta_h^(1))|| ||theta_*|| <= sqrt(2TR) (2 R^2 ||theta_h^(1)||_F + 1),
theta_h^(1) = (alpha 1_T (zeta/2 u_* + p)^T, W = 0) (102), ||theta_*|| = sqrt 2. Own code: Phi(X; W, U) = <U, softmax_rows(X W X^T) X>
(eq. (1)); gradient by torch autograd and by the closed form at W = 0 (Lemma 1), compared with Prop. 1's bound."""
import math
import numpy as np
import torch

torch.set_default_dtype(torch.float64)

def grad_norm(X, u):
    T, d = X.shape
    U = u.expand(T, d).clone().requires_grad_(True)
    W = torch.zeros(d, d, requires_grad=True)
    f = (U * (torch.softmax(X @ W @ X.T, dim=-1) @ X)).sum()
    gU, gW = torch.autograd.grad(f, (U, W))
    g_auto = math.sqrt(float(gU.pow(2).sum() + gW.pow(2).sum()))
    # closed form at W = 0: grad_U = (1/T) 1 1^T X ; grad_W = (sum_t x_t) u^T X^T (I/T - 11^T/T^2) X
    Xn = X.numpy(); un = u.numpy()
    R0 = np.eye(T) / T - np.ones((T, T)) / T**2
    gU2 = np.ones((T, T)) / T @ Xn
    gW2 = np.outer(Xn.sum(0), un) @ Xn.T @ R0 @ Xn
    g_cf = math.sqrt(float((gU2**2).sum() + (gW2**2).sum()))
    return g_auto, g_cf

def report(tag, X, u, R, T):
    ga, gc = grad_norm(X, u)
    thF = math.sqrt(T) * float(u.norm())
    lhs = ga * math.sqrt(2)
    printed = math.sqrt(2 * T * R) * (2 * R**2 * thF + 1)
    prop1 = math.sqrt(2 * T) * R * (2 * R**2 * thF + 1)
    print(f"{tag}: ||grad||={ga:.4f} (closed form {gc:.4f}) lhs={lhs:.3f}  printed sqrt(2TR)(..)={printed:.3f}  "
          f"Prop.1 sqrt(2T)R(..)={prop1:.3f}  ||theta||_F={thF:.3g}  -> printed {'FAILS' if lhs > printed else 'holds'}")

# patterns: mu_+, mu_-, nu_1 orthogonal, norm S (Assumption 3), d = 3
S, T, zeta, M = 10.0, 10, 0.1, 1
mu_p, mu_m, nu = (S * torch.eye(3)[i] for i in range(3))
u_star = mu_p - mu_m
# (a) noiseless DM1 sample, y = +1: |R| = zeta T = 1 relevant token, 9 tokens nu_1; R = sqrt(S^2 + 0 + 0) = S = max ||x_t||
X = torch.stack([mu_p] + [nu] * 9)
R = S
print(f"Assumption 1: R = {R} >= 1, max ||x_t|| = {float(X.norm(dim=1).max())}; zeta T = {zeta*T}")
for alpha in (1.0, -1.0):
    p = -zeta / 2 * u_star
    print(f"  ||p|| = {float(p.norm()):.4f} (needs <= P = C (2S+Z)(sqrt(d/n1)+...) : e.g. C = 1, n1 <= 2400 at d = 3)")
    report(f"(a) alpha={alpha:+.0f}, p = -(zeta/2) u_*", X, alpha * (zeta / 2 * u_star + p), R, T)
for eps in (1e-4, 1e-3, 3e-3, 1e-2):
    v = torch.tensor([0.3, -0.5, 0.8]); v = v / v.norm()
    report(f"(a') perturbed U row, ||u|| = {eps:g}", X, eps * v, R, T)
# (b) a first phase that really produces U^(1) = 0: noise atom z* = -nu_1 - (zeta/(1-zeta)) mu_+ (D_z = {0, z*}),
# one first-phase sample y = +1 with every noise token z*: x_bar = 0, so U^(1) = -alpha sqrt(H) grad_U L(0) = 0, W^(1) = 0.
c = zeta / (1 - zeta)
zs = -nu - c * mu_p
Zmu = float(abs(zs @ mu_p)); Znu = float(abs(zs @ nu)) * M; Z = float(zs.norm())
Rb = math.sqrt(S**2 + Z**2 + 2 * Znu / M)
X1 = torch.stack([mu_p] + [nu + zs] * 9)
print(f"(b) first-phase sample x_bar = {X1.mean(0).numpy()} -> U^(1) = 0; Z_mu={Zmu:.3g} Z_nu={Znu:.3g} Z={Z:.4g} R={Rb:.4g}; "
      f"max token norm {float(X1.norm(dim=1).max()):.3g} <= R")
report("(b) second-phase clean sample (z = 0 atoms)", X, torch.zeros(3), Rb, T)
# the chain's last link at (a): 2 (2 R^3 T (S + P) + sqrt(TR)) with P >= ||p||
P = float((zeta / 2 * u_star).norm())
print(f"last link at (a): 2(2R^3T(S+P)+sqrt(TR)) = {2*(2*R**3*T*(S+P)+math.sqrt(T*R)):.4g} (>= lhs: Lemma 14's bound unaffected)")
