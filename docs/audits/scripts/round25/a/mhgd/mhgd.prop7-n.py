"""Auditor A r25: mhgd (seed 004) Prop. 7 L1155-L1161 (with L1179): good init (Def. 1 L177-L181) + (98) =>
Assumption 2 (L167) holds with g0(eps) = (2 B_Phi + log(1/eps))/gamma, i.e. some theta with Lhat <= eps and ||theta - theta0|| <= g0(eps).
Own model of (2): Phi~(X; theta) = H^-1/2 sum_h <U_h, softmax(X W_h X^T) X>. Instance: tokens all equal to one unit vector x
(T = 1 or T tokens repeated), so softmax(...) X = 1_T x^T for every W: Phi~ is linear in theta, grad_W = 0, Hessian = 0,
||grad Phi~|| = sqrt(T) ||x|| = sqrt(T) for every theta; heads in antisymmetric pairs (U, W), (-U, W) with ||theta_h|| <= 1:
Phi~(theta0) = 0, B_Phi = 1, B2 = 1; n samples all (X, +1) (IID from a point mass; n arbitrary). P3 with theta_* = sqrt2 grad/||grad||:
gamma = sqrt(2T) (any gamma <= sqrt(2T) is a valid P3 pair; the largest makes g0 smallest). Over the ball ||theta - theta0|| <= r
the best margin is exactly r sqrt(T), so min Lhat = log(1 + e^{-r sqrt T}); (98) is a condition on H only and the model is
H-free here (H even and as large as (98) asks)."""
import numpy as np, torch
torch.set_default_dtype(torch.float64)
def mha(X, U, W):  # U: (H,T,d), W: (H,d,d)
    H = U.shape[0]
    S = torch.softmax(torch.einsum('td,hde,se->hts', X, W, X), -1)
    return (U * (S @ X)).sum() / np.sqrt(H)
# numerical check of the instance (small H; the model does not depend on H)
for T in (1, 3):
    d, H = 14, 6
    g = torch.Generator().manual_seed(T)
    x = torch.randn(d, generator=g); x /= x.norm()
    X = x.repeat(T, 1)
    U0 = torch.randn(H // 2, T, d, generator=g); W0 = torch.randn(H // 2, d, d, generator=g)
    sc = torch.sqrt(U0.pow(2).sum((1, 2)) + W0.pow(2).sum((1, 2)))[:, None, None]
    U0, W0 = U0 / sc, W0 / sc
    U = torch.cat([U0, -U0]).requires_grad_(); W = torch.cat([W0, W0]).requires_grad_()
    out = mha(X, U, W); out.backward()
    gn = torch.sqrt(U.grad.pow(2).sum() + W.grad.pow(2).sum()).item()
    # move along theta_* direction by r and compare with the linear prediction; also a random large W perturbation
    Wr = W.detach() + 5 * torch.randn(W.shape, generator=g)
    out2 = mha(X, U.detach(), Wr).item()
    print(f"T={T}: Phi(theta0)={out.item():+.2e}  ||grad||={gn:.6f} (sqrt T={np.sqrt(T):.6f})  ||grad_W||={W.grad.norm().item():.1e}  "
          f"Phi after random W change = {out2:+.2e} (W-free)  max ||theta_h||={torch.sqrt(U.pow(2).sum((1,2))+W.pow(2).sum((1,2))).max().item():.3f}")
print()
BPhi = 1.0
for T in (1, 4, 22):
    gam = np.sqrt(2 * T)
    print(f"T={T}, gamma={gam:.4f}:")
    for eps in (1e-1, 1e-2, 8e-3, 5e-3, 1e-3, 1e-6, 1e-12):
        g0 = (2 * BPhi + np.log(1 / eps)) / gam
        lmin = np.log1p(np.exp(-g0 * np.sqrt(T)))            # least Lhat on the ball of radius g0
        lproof = np.log1p(np.exp(-np.sqrt(2) * g0 * np.sqrt(T)))  # proof's theta(eps) = theta0 + g0 theta_*, at distance sqrt2 g0
        print(f"  eps={eps:.0e}: g0={g0:7.3f}  min Lhat within g0 = {lmin:.3e} ({'>' if lmin > eps else '<='} eps, ratio {lmin/eps:.3g})  "
              f"Lhat(theta0 + g0 theta_*) = {lproof:.3e} at distance sqrt2 g0 = {np.sqrt(2)*g0:.3f}")
# threshold: fails iff log(1+e^{-(2+L)/sqrt2}) > e^{-L}
Ls = np.linspace(0.01, 40, 400001); f = np.log1p(np.exp(-(2 + Ls) / np.sqrt(2))) > np.exp(-Ls)
print("fails for every eps below", np.exp(-Ls[np.argmax(f)]), "(2/(sqrt2-1) =", 2/(np.sqrt(2)-1), ")")
