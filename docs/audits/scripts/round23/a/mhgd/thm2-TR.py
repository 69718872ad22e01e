"""Auditor A, round 23: mhgd Thm 2 (5) with main-text hypotheses (3), rho >~ ... (seed 004 L145-L163).
Own model (no repository code): MHA (2) Phi~ = H^{-1/2} sum_h <U_h, softmax(X W_h X^T) X>, logistic loss,
one full GD step (torch autograd on the whole parameter vector), exact expectation over the label coin."""
import math, torch
torch.set_default_dtype(torch.float64)

def model(X, U, W):  # U: (H,T,d), W: (H,d,d)
    H = U.shape[0]
    out = 0.
    for h in range(H):
        A = torch.softmax(X @ W[h] @ X.T, dim=1)
        out = out + (U[h] * (A @ X)).sum()
    return out / math.sqrt(H)

def run(T, R, d=1, H=2, K=1, n=1, seed=0, mc=200):
    g = torch.Generator().manual_seed(seed)
    # init theta0: antisymmetric pair (U,W),(-U,W) with ||theta0||^2 = K log 2; U random, W random
    U1 = torch.randn(T, d, generator=g); W1 = torch.randn(d, d, generator=g)
    s = math.sqrt(K * math.log(2) / (2 * (U1.pow(2).sum() + W1.pow(2).sum())))
    U0 = torch.stack([U1 * s, -U1 * s]); W0 = torch.stack([W1 * s, W1 * s])
    if H > 2:
        raise ValueError
    sq0 = float(U0.pow(2).sum() + W0.pow(2).sum())
    # target theta~ = 0
    ell = lambda m: torch.nn.functional.softplus(-m)
    e1 = torch.zeros(d); e1[0] = 1.
    # hypotheses
    Lhat_target = math.log(2)             # output 0 at theta~ = 0 (U = 0) for every sample
    def sample():
        sgn = 1. if torch.rand(1, generator=g) < .5 else -1.
        y = sgn if torch.rand(1, generator=g) < .5 else -sgn     # label flipped w.p. 1/2
        X = (R * sgn * e1).repeat(T, 1)                           # identical tokens, ||x_t|| = R
        return X, y
    gaps = []
    for _ in range(mc):
        data = [sample() for _ in range(n)]
        Lhat0 = sum(float(ell(y * model(X, U0, W0))) for X, y in data) / n
        eta = min(1., sq0 / (K * Lhat_target), sq0 / Lhat0)   # 1/rho(theta~) = inf under the main-text shape (||theta~||_{2,inf} = 0)
        U = U0.clone().requires_grad_(True); W = W0.clone().requires_grad_(True)
        for k in range(K):
            L = sum(ell(y * model(X, U, W)) for X, y in data) / n
            gU, gW = torch.autograd.grad(L, (U, W))
            with torch.no_grad():
                U -= eta * gU; W -= eta * gW
            U.requires_grad_(True); W.requires_grad_(True)
        with torch.no_grad():
            Lhat = sum(float(ell(y * model(X, U, W))) for X, y in data) / n
            # test loss: exact over the two signs and the label coin
            Ltest = 0.
            for sgn in (1., -1.):
                X = (R * sgn * e1).repeat(T, 1); f = model(X, U, W)
                Ltest += 0.25 * (float(ell(f)) + float(ell(-f)))
        gaps.append(Ltest - Lhat)
    bound = 4 / n * (2 * K * Lhat_target + 9 * sq0 / (4 * eta))
    # exact appendix rho (Thm 4, L1113) at theta~ = 0
    dist = math.sqrt(sq0)
    alpha = 3 * d * math.sqrt(d) * R**2 * (3 * math.sqrt(T) * R**3 * (3 * dist) + 2 * math.sqrt(T) * R)
    rho_exact = (2 * d * math.sqrt(T * d) * R**3 / math.sqrt(H) + T * R**2 / 4) * alpha**2
    eta_ex = min(1., 1 / rho_exact, sq0 / (K * Lhat_target), sq0 / Lhat0)
    print(f"T={T} R={R} d={d} H={H} K={K} n={n}: ||theta0||^2={sq0:.4f} Lhat(theta0)={Lhat0:.4f} eta={eta:.3f} "
          f"gap mean={sum(gaps)/len(gaps):.4f} (closed form eta T R^2/4={eta*T*R*R/4:.4f}) bound={bound:.4f} "
          f"ratio={sum(gaps)/len(gaps)/bound:.3f} | Thm4 exact rho={rho_exact:.3e} -> eta<={eta_ex:.3e}, "
          f"gap there {eta_ex*T*R*R/4:.3e}")

for T, R in [(64, 1), (8, 8), (16, 2), (256, 1), (4, 1)]:
    run(T, R, mc=20)
run(64, 1, d=3, mc=20)
run(32, 2, n=4, mc=200)   # n=4: gap is no longer deterministic; MC
