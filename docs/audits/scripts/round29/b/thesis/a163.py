# Auditor B r29: thesis (A.163) (seed 003 L3408-L3410, proof of Claim 2 of Lemma A.3.1): at the final step
#   sum_{b=0}^{t-1} K(b) ||q_1(b)|| >= T / e^{||q_1(T)||^2 - (delta + tau)||q_1(T)||} >= Theta(sqrt(log T)).
# Own torch model (2.1), hinge loss (2.3), SGD on W_O, W_V, W_K, W_Q (a fixed) until zero training hinge (T = T*).
# K(b): coefficient of q_1(b) = W_K^(b) mu_1 in the least-squares fit of W_Q^(b+1) mu_1 - W_Q^(b) mu_1 on {W_K^(b) mu_a} (round 21's reading).
import sys, math, numpy as np, torch
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)
def run(seed=0, M=4, S=8, n_rel=3, n_conf=1, N=20, m=64, B=20, eta=0.1, delta=0.2, sigma=0.1, xi=0.01, Tmax=20000):
    g = torch.Generator().manual_seed(seed); rng = np.random.default_rng(seed)
    d = M; mb = ma = M + 2
    mu = torch.eye(d)
    Xs, ys = [], []
    for n in range(N):
        y = 1 if n % 2 == 0 else -1
        rel, conf = (0, 1) if y == 1 else (1, 0)
        toks = [rel] * n_rel + [conf] * n_conf + list(rng.integers(2, M, S - n_rel - n_conf))
        Xs.append(mu[toks].T); ys.append(y)                           # X^n in R^{d x |S|}, noise-free (tau = 0)
    P = torch.zeros(ma, d); P[:d, :d] = torch.eye(d)
    WK = ((1 - delta / 2) * P).clone(); WQ = ((1 - delta / 2) * P).clone(); WV = ((1 - sigma / 2) * P).clone()
    WO = xi * torch.randn(m, mb, generator=g)
    a = torch.where(torch.rand(m, generator=g) < .5, 1.0, -1.0) / math.sqrt(m)
    # measured delta: max_j ||W mu_j - q_j|| with q_j = e_j (orthonormal), for W_K and W_Q
    dmeas = max(float((WK @ mu[:, j] - P @ mu[:, j]).norm()) for j in range(M))
    for W in (WK, WQ, WV, WO): W.requires_grad_(True)
    def F(X):
        att = torch.softmax((WK @ X).T @ (WQ @ X), dim=0)                # column l: softmax over s of x_s^T W_K^T W_Q x_l
        H = torch.relu(WO @ (WV @ X @ att))                              # m x |S|
        return (a @ H).mean()
    def hinge(idx): return torch.stack([torch.clamp(1 - ys[n] * F(Xs[n]), min=0) for n in idx]).mean()
    Ksum = Kabs = 0.0; t = 0
    while t < Tmax:
        with torch.no_grad():
            if float(hinge(range(N))) == 0.0: break
        idx = rng.choice(N, B, replace=False) if B < N else range(N)
        L = hinge(idx)
        gr = torch.autograd.grad(L, [WO, WV, WK, WQ])
        with torch.no_grad():
            q1 = WK @ mu[:, 0]; r1_old = WQ @ mu[:, 0]; Kb = (WK @ mu).clone()
            for W, G in zip((WO, WV, WK, WQ), gr): W -= eta * G
            dr = WQ @ mu[:, 0] - r1_old
            coef = torch.linalg.lstsq(Kb, dr.unsqueeze(1)).solution.squeeze(1)
            Ksum += float(coef[0]) * float(q1.norm()); Kabs += abs(float(coef[0])) * float(q1.norm())
        t += 1
    with torch.no_grad():
        q1T = float((WK @ mu[:, 0]).norm()); final = float(hinge(range(N)))
    rhs = t / math.exp(q1T**2 - dmeas * q1T)
    return dict(T=t, final_hinge=final, sumK=Ksum, sumabsK=Kabs, q1T=q1T, delta=dmeas, rhs=rhs, ratio=Ksum / rhs, sqrtlogT=math.sqrt(math.log(max(t, 2))))
if __name__ == "__main__":
    for eta in (0.5, 0.2, 0.1, 0.05):
        for seed in (0, 1):
            r = run(seed=seed, eta=eta)
            print(f"eta={eta} seed={seed}: T*={r['T']} (final hinge {r['final_hinge']:.1e}) sum K(b)||q1(b)|| = {r['sumK']:.4f} (|K|: {r['sumabsK']:.4f}); "
                  f"||q1(T)|| = {r['q1T']:.4f}, delta = {r['delta']:.3f}; right side T/e^(...) = {r['rhs']:.4g}; ratio {r['ratio']:.3g}; sqrt(log T) = {r['sqrtlogT']:.3f}", flush=True)
