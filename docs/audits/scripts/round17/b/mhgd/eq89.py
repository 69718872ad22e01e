"""Auditor B r17: mhgd (89), proof of Lemma 11 (L1055).
Printed: ||th_{k+1} - th_{k+1}^{-i}|| <= ((1 + 4 eta b3~/(3 sqrt H)) * (L^{-i}(th_k) + L^{-i}(th_k^{-i}))) ||th_k - th_k^{-i}||
          + eta beta1(th_k)/n * l_i(th_k).
Intended ((22) L373, (91)): (1 + alpha_{k,i}) ||Delta_k|| + ..., alpha_{k,i} = 4 eta b3~ (L^{-i}+L^{-i})/(3 sqrt H).
Model (2): Phi~ = H^{-1/2} sum_h <U_h, softmax(X W_h X^T) X>, logistic loss, GD from th_0; LOO GD on L^{-i} = (1/n) sum_{j!=i}.
Hypotheses: Assumption 1 (||x_t|| <= R, R >= 1, y = +-1); Theorem 3's H condition and step size
eta <= 1 ^ 1/rho ^ D^2/(K L(th)) ^ D^2/L(th_0); Lemma 11's (84). Own torch float64 autograd implementation.
"""
import math
import torch

torch.set_default_dtype(torch.float64)


def run(T=2, d=2, n=3, H=4, D=0.02, K=20, seed=0):
    g = torch.Generator().manual_seed(seed)
    R = 1.0
    X = torch.randn(n, T, d, generator=g)
    X = X / X.norm(dim=2, keepdim=True).clamp(min=1.0) * 0.9  # ||x_t|| <= 0.9 <= R = 1
    y = torch.tensor([1.0, -1.0, 1.0][:n])
    P = H * (d * T + d * d)

    def phi(th, Xi):
        th = th.view(H, T * d + d * d)
        out = 0.0
        for h in range(H):
            U = th[h, :T * d].view(T, d)
            W = th[h, T * d:].view(d, d)
            S = torch.softmax(Xi @ W @ Xi.T, dim=1)
            out = out + (U * (S @ Xi)).sum()
        return out / math.sqrt(H)

    def losses(th):
        return torch.stack([torch.nn.functional.softplus(-y[j] * phi(th, X[j])) for j in range(n)])

    def grad(f, th):
        th = th.detach().requires_grad_(True)
        v = f(th)
        (gr,) = torch.autograd.grad(v, th)
        return gr.detach(), float(v)

    th0 = torch.zeros(P)
    v = torch.randn(P, generator=g)
    tgt = th0 + D * v / v.norm()
    norm2inf = lambda th: float(th.view(H, -1).norm(dim=1).max())  # noqa: E731
    Dn = float((tgt - th0).norm())
    N = norm2inf(tgt)
    Lt = float(losses(tgt).mean())
    L0 = float(losses(th0).mean())
    b3t = 2 * d * math.sqrt(T * d) * R**3 * (3 * math.sqrt(d) * R**2 * (3 * Dn + N) + 1)
    alpha = 3 * d * math.sqrt(d) * R**2 * (3 * math.sqrt(T) * R**3 * (3 * Dn + N) + 2 * math.sqrt(T) * R)
    rho = (2 * d * math.sqrt(T * d) * R**3 / math.sqrt(H) + T * R**2 / 4) * alpha**2
    eta = min(1.0, 1 / rho, Dn**2 / (K * Lt), Dn**2 / L0)
    hyp = {"Thm3 H": math.sqrt(H) >= 36 * d * math.sqrt(T * d) * R**3 * (3 * math.sqrt(d) * R**2 * (3 * Dn + N) + 1) * Dn**2,
           "(84)": math.sqrt(H) >= 256 * d * math.sqrt(T) * d * R**3 * (3 * math.sqrt(d) * R**2 * (3 * Dn + N) + 1) * Dn**2,
           "eta": eta, "1/rho": 1 / rho, "D^2/(K L)": Dn**2 / (K * Lt), "D^2/L0": Dn**2 / L0,
           "max ||x_t||": float(X.norm(dim=2).max())}
    worst = (0.0, None)
    for i in range(n):
        full = th0.clone()
        loo = th0.clone()
        mask = torch.ones(n)
        mask[i] = 0
        for k in range(K):
            gf, _ = grad(lambda t: losses(t).mean(), full)
            gl, _ = grad(lambda t: (losses(t) * mask).sum() / n, loo)
            Lf = float((losses(full) * mask).sum() / n)
            Ll = float((losses(loo) * mask).sum() / n)
            li = float(losses(full)[i])
            b1 = math.sqrt(T) * R * (2 * R**2 * norm2inf(full) + 1)
            dk = float((full - loo).norm())
            full_n, loo_n = full - eta * gf, loo - eta * gl
            lhs = float((full_n - loo_n).norm())
            add = eta * b1 / n * li
            printed = (1 + 4 * eta * b3t / (3 * math.sqrt(H))) * (Lf + Ll) * dk + add
            intended = (1 + 4 * eta * b3t / (3 * math.sqrt(H)) * (Lf + Ll)) * dk + add
            if lhs / printed > worst[0]:
                worst = (lhs / printed, dict(i=i, k=k, lhs=lhs, printed=printed, intended=intended, loss_sum=Lf + Ll,
                                             intended_ok=lhs <= intended))
            full, loo = full_n, loo_n
    return hyp, worst


if __name__ == "__main__":
    for kw in [dict(), dict(n=2, seed=1), dict(T=3, d=2, n=3, H=16, D=0.03, K=30, seed=2)]:
        hyp, worst = run(**kw)
        print(kw, hyp)
        print("   max lhs/printed =", worst[0], worst[1])
