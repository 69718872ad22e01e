# Auditor C: (E.95) |(mu'_j;0) W_Q^(T) p'_query| >~ sum_i |k_ji| sqrt(log M1) >= sqrt(log M1) on my own torch model (6.2)
# (the model/data code of my (E.7) script) trained by SGD to zero loss; out-of-domain query (6.8) with mu'_j = sum_i k_ji mu_i.
import numpy as np, torch, math, statistics, sys
torch.set_default_dtype(torch.float64)
M1, M2, beta, alpha, eta, m, B, l, K, Kp = 4, 8, 2.0, 0.8, 0.9, 80, 45, 18, 0.5, 1.0
dx = M1+M2; dy = 1; D = dx+dy; ma = mb = D+1
def prompts(rng, n):
    P = np.zeros((n, l+1, D)); z = np.zeros(n)
    for t in range(n):
        a_, b_ = (i := rng.integers(M1)), (i+1) % M1                      # cyclic T_tr (Condition 6.3.2's example)
        probs = np.full(M1, (1-alpha)/(M1-2)); probs[a_] = probs[b_] = alpha/2
        pats = rng.choice(M1, l, p=probs)
        lab = lambda j: 1 if j == a_ else (-1 if j == b_ else rng.choice([1, -1]))
        for s, j in enumerate(pats):
            P[t, s, j] = beta; P[t, s, M1+rng.integers(M2)] = rng.uniform(-K, K)*beta; P[t, s, dx] = lab(j)
        qj = rng.choice([a_, b_]); P[t, l, qj] = beta; P[t, l, M1+rng.integers(M2)] = rng.uniform(-K, K)*beta
        z[t] = lab(qj)
    return torch.as_tensor(P), torch.as_tensor(z)
def losses(W, a, P, z):
    WQ, WK, WV, WO = W
    att = torch.softmax(torch.einsum('nsa,na->ns', P[:, :l] @ WK.T, P[:, l] @ WQ.T), 1)
    h = torch.einsum('ns,nsb->nb', att, P[:, :l] @ WV.T)
    return torch.clamp(1 - z*(torch.relu(h @ WO.T) @ a), min=0)
def run(seed, delta, Tmax=1500):
    rng = np.random.default_rng(seed); g = torch.Generator().manual_seed(seed)
    WQ = torch.zeros(ma, D); WK = torch.zeros(ma, D); WV = torch.zeros(mb, D)
    WQ[:dx, :dx] = delta*torch.eye(dx); WK[:dx, :dx] = delta*torch.eye(dx); WV[:D, :D] = delta*torch.eye(D)
    W = [WQ, WK, WV, torch.randn(m, mb, generator=g)/math.sqrt(m)]; [w.requires_grad_() for w in W]
    a = torch.where(torch.rand(m, generator=g) < .5, 1., -1.)/m
    Pt, zt = prompts(rng, 400)                                           # held-out check set
    for T in range(1, Tmax+1):
        P, z = prompts(rng, B)
        gr = torch.autograd.grad(losses(W, a, P, z).mean(), W)
        with torch.no_grad():
            for w, gg in zip(W, gr): w -= eta*gg
        if T % 25 == 0 and float(losses(W, a, Pt, zt).detach().max()) == 0.0: break
    zero = float(losses(W, a, Pt, zt).detach().max())
    WQ = W[0].detach()
    best = math.inf
    ks = [np.eye(M1)[j] for j in range(M1)] + [np.full(M1, M1**-0.5)]
    gs = [np.eye(M2)[k] for k in range(M2)] + [np.full(M2, M2**-0.5)]
    for k in ks:                                    # sum_i k_ji >= 1, sum_i k_ji^2 = 1 (L8361)
        row = torch.zeros(ma); row[:M1] = torch.as_tensor(beta*k); mu = torch.zeros(D); mu[:M1] = torch.as_tensor(beta*k)
        f0 = float(row @ WQ @ mu)
        for gv in gs:
            nu = torch.zeros(D); nu[M1:dx] = torch.as_tensor(beta*gv); f1 = float(row @ WQ @ nu)
            lo, hi = f0 - Kp*abs(f1), f0 + Kp*abs(f1)          # kappa' in [-K', K'], K' = 1
            best = min(best, 0.0 if lo <= 0 <= hi else min(abs(lo), abs(hi)))
    # the uniform combination alone, kappa' = 0
    ku = np.full(M1, M1**-0.5); u = torch.zeros(D); u[:M1] = torch.as_tensor(beta*ku); ur = torch.zeros(ma); ur[:M1] = u[:M1]
    return best, float(ur @ WQ @ u), T, zero
print("sqrt(log M1) = %.3f; hyp: m/(M1^2 log M1) = %.2f, B/(M1 log M1) = %.2f, l alpha beta^2 = %.1f, M2/M1 = %g, K = %g, K' = %g"
      % (math.sqrt(math.log(M1)), m/(M1**2*math.log(M1)), B/(M1*math.log(M1)), l*alpha*beta**2, M2/M1, K, Kp))
for delta in [float(x) for x in (sys.argv[1:] or ["0.2", "0.05", "0.015"])]:
    rows = [run(s, delta) for s in range(5, 10)]
    print("delta=%g (delta beta^2 = %.3f): least |.| by run %s ; uniform mu' value %s ; T %s ; max held-out hinge %s ; median least %.4f ; eta T/(M1 sqrt(log M1)) >= %.1f"
          % (delta, delta*beta**2, [round(r[0], 4) for r in rows], [round(r[1], 4) for r in rows], [r[2] for r in rows],
             [r[3] for r in rows], statistics.median(r[0] for r in rows), eta*min(r[2] for r in rows)/(M1*math.sqrt(math.log(M1)))))
