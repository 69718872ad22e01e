"""Audit of mhgd.eq89 (seed 004 L1055, proof of Lemma 11). Own code (torch autograd, float64).
Printed: ||th_{k+1} - th_{k+1}^{-i}|| <= ((1 + 4 eta b3t/(3 sqrt H)) * (L^{-i}(th_k) + L^{-i}(th_k^{-i}))) ||th_k - th_k^{-i}||
          + eta beta1(th_k) l_i(th_k)/n.
Model (1)/(App. A): Phi(X; th) = H^{-1/2} sum_h <U_h, softmax_rows(X W_h X^T) X>, logistic loss, L = (1/n) sum_i l_i,
L^{-i} = (1/n) sum_{j != i} l_j; GD from th_0 on L and on L^{-i}. Hypotheses of Lemma 11 checked with printed constants:
Thm 3 (L930-L938): sqrt H >= 36 d sqrt(Td) R^3 (3 sqrt d R^2 (3D + ||th||_{2,inf}) + 1) D^2 and
eta <= 1 ^ 1/rho(th) ^ D^2/(K L(th)) ^ D^2/L(th_0); (84): sqrt H >= 256 d sqrt T d R^3 (...) D^2 (both d sqrt(Td) and d^2 sqrt T
readings); Assumption 1: ||x_t|| <= R, R >= 1."""
import math
import numpy as np
import torch

torch.set_default_dtype(torch.float64)

def phi(Xs, U, W):  # Xs (n,T,d), U (H,T,d), W (H,d,d) -> (n,)
    H = U.shape[0]
    A = torch.softmax(torch.einsum("ntd,hde,nse->nhts", Xs, W, Xs), -1)
    return torch.einsum("htd,nhts,nsd->n", U, A, Xs) / math.sqrt(H)

def losses(Xs, ys, U, W):
    return torch.nn.functional.softplus(-ys * phi(Xs, U, W))

def gd(Xs, ys, U0, W0, eta, K, drop=None):
    n = len(ys); U, W = U0.clone(), W0.clone(); traj = [(U.clone(), W.clone())]
    mask = torch.ones(n); 
    if drop is not None: mask[drop] = 0
    for _ in range(K + 1):
        U.requires_grad_(True); W.requires_grad_(True)
        L = (losses(Xs, ys, U, W) * mask).sum() / n
        gU, gW = torch.autograd.grad(L, (U, W))
        with torch.no_grad():
            U = U - eta * gU; W = W - eta * gW
        traj.append((U.detach().clone(), W.detach().clone()))
    return traj

def norm(U, W): return math.sqrt(float(U.pow(2).sum() + W.pow(2).sum()))
def n2inf(U, W): return max(math.sqrt(float(U[h].pow(2).sum() + W[h].pow(2).sum())) for h in range(U.shape[0]))

def check(tag, Xs, ys, U0, W0, Ut, Wt, eta_frac, K, i=0):
    n, T, d = Xs.shape; H = U0.shape[0]
    R = max(1.0, float(Xs.norm(dim=2).max()))
    D = norm(Ut - U0, Wt - W0); thinf = n2inf(Ut, Wt)
    core = (3 * math.sqrt(d) * R**2 * (3 * D + thinf) + 1) * D**2
    thm3_H = 36 * d * math.sqrt(T * d) * R**3 * core
    h84_a = 256 * d * math.sqrt(T * d) * R**3 * core; h84_b = 256 * d * math.sqrt(T) * d * R**3 * core
    alpha = 3 * d * math.sqrt(d) * R**2 * (3 * math.sqrt(T) * R**3 * (3 * D + thinf) + 2 * math.sqrt(T) * R)
    rho = (2 * d * math.sqrt(T * d) * R**3 / math.sqrt(H) + T * R**2 / 4) * alpha**2
    Lth = float(losses(Xs, ys, Ut, Wt).mean()); L0 = float(losses(Xs, ys, U0, W0).mean())
    eta_cap = min(1.0, 1 / rho, D**2 / (K * Lth), D**2 / L0)
    eta = eta_frac * eta_cap
    print(f"{tag}: n={n} T={T} d={d} H={H} R={R:.3g} D={D:.3g} ||th||_2inf={thinf:.3g} | sqrt H={math.sqrt(H):.3g} >= "
          f"Thm3 {thm3_H:.3g}, (84) {h84_a:.3g} / {h84_b:.3g} | eta={eta:.3g} <= cap {eta_cap:.3g} (1/rho={1/rho:.3g}, "
          f"D^2/(K L(th))={D**2/(K*Lth):.3g}, D^2/L(th0)={D**2/L0:.3g})")
    assert math.sqrt(H) >= max(thm3_H, h84_a, h84_b) and eta <= eta_cap and R >= 1
    full = gd(Xs, ys, U0, W0, eta, K); loo = gd(Xs, ys, U0, W0, eta, K, drop=i)
    b3t = 2 * d * math.sqrt(T * d) * R**3 * (3 * math.sqrt(d) * R**2 * (3 * D + thinf) + 1)
    c = 4 * eta * b3t / (3 * math.sqrt(H))
    worst = None
    for k in range(1, K + 1):
        (Uk, Wk), (Ui, Wi) = full[k], loo[k]
        dk = norm(Uk - Ui, Wk - Wi); dk1 = norm(full[k + 1][0] - loo[k + 1][0], full[k + 1][1] - loo[k + 1][1])
        lf = losses(Xs, ys, Uk, Wk); ll = losses(Xs, ys, Ui, Wi)
        Lmi_f = float(lf.sum() - lf[i]) / n; Lmi_l = float(ll.sum() - ll[i]) / n
        beta1 = math.sqrt(T) * R * (2 * R**2 * n2inf(Uk, Wk) + 1)
        add = eta * beta1 * float(lf[i]) / n
        printed = (1 + c) * (Lmi_f + Lmi_l) * dk + add
        intended = (1 + c * (Lmi_f + Lmi_l)) * dk + add
        r = dk1 / printed
        if worst is None or r > worst[0]:
            worst = (r, k, dk1, printed, intended, Lmi_f + Lmi_l)
    r, k, dk1, pr, it, s = worst
    print(f"   worst k={k}: ||D_(k+1)||={dk1:.4e} printed side={pr:.4e} ratio={r:.3f} (loss sum {s:.3f}); "
          f"intended (1+alpha_k,i) side={it:.4e} -> intended {'holds' if dk1 <= it else 'FAILS'}")

# (1) T = d = R = 1, H = 4, n = 2 samples x = 1, y = +1, th0 = 0, target th = D (1,..,1)/sqrt H on U (D = 0.05), K = 30
H = 4
Xs = torch.ones(2, 1, 1); ys = torch.tensor([1.0, 1.0])
U0 = torch.zeros(H, 1, 1); W0 = torch.zeros(H, 1, 1)
Ut = torch.full((H, 1, 1), 0.05 / math.sqrt(H)); Wt = W0.clone()
check("(1)", Xs, ys, U0, W0, Ut, Wt, 0.8, 30)
# (2) T = d = 2, random tokens of norm <= 1, n = 2 mixed labels (with n = 3 the loss sum ~ 4 log2/3 = 0.92 and this run holds: ratio 0.87), H = 400, small random th0, target D = 0.05
g = torch.Generator().manual_seed(7)
n, T, d, H = 2, 2, 2, 400
Xs = torch.randn(n, T, d, generator=g); Xs = Xs / Xs.norm(dim=2, keepdim=True).clamp(min=1.0)
ys = torch.tensor([1.0, -1.0])
U0 = 1e-3 * torch.randn(H, T, d, generator=g); W0 = 1e-3 * torch.randn(H, d, d, generator=g)
dirU = torch.randn(H, T, d, generator=g); dirW = torch.randn(H, d, d, generator=g)
s = 0.05 / norm(dirU, dirW)
check("(2)", Xs, ys, U0, W0, U0 + s * dirU, W0 + s * dirW, 0.9, 20)
