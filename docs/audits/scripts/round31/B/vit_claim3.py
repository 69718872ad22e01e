# Audit B (r32): independent simulation of the thesis ch.2 shallow ViT (2.1) trained by Algorithm 3 (mini-batch SGD,
# hinge loss, A fixed; W_O, W_V, W_K, W_Q trained), to test Lemma A.3.1 Claim 3 (A.37)+(A.39):
#   W_V^(t) x_j = p_2 - eta sum_b (...)  + z_j(t),  j in S_2^n,  ||z_j(t)|| <= sigma + tau,
# where the main term does not depend on j.  Hence max_j ||z_j|| >= (1/2) diam{W_V^(t) x_j : j in S_2^n}.
# Written from the paper only (Sec 2.2-2.4, App A.2-A.4), not from the repository's code.
import argparse, math, json, numpy as np, torch
p = argparse.ArgumentParser()
p.add_argument('--seed', type=int, default=0)
p.add_argument('--c0', type=float, default=0.002)      # token noise std per coordinate (Sec 2.4.1 model)
p.add_argument('--sigma0', type=float, default=None)    # W_V init error; default: = tau (Theorem 1 edge tau <= sigma)
p.add_argument('--kq', type=float, default=0.2)         # delta, W_K/W_Q init error
p.add_argument('--eta', type=float, default=0.1)
p.add_argument('--xi', type=float, default=0.01)
p.add_argument('--m', type=int, default=1000)
p.add_argument('--L', type=int, default=50)
p.add_argument('--N', type=int, default=200)
p.add_argument('--Ntest', type=int, default=200)
p.add_argument('--B', type=int, default=16)
p.add_argument('--steps', type=int, default=400)
p.add_argument('--astar', type=float, default=0.5)
p.add_argument('--ahash', type=float, default=0.1)
p.add_argument('--unit', type=int, default=0)           # 1: normalise tokens to unit norm (Sec 2.2 "unit-norm")
p.add_argument('--noise', default='gauss')              # gauss | ball (uniform direction, radius c0*sqrt(d))
p.add_argument('--every', type=int, default=10)
p.add_argument('--shuffle', type=int, default=0)  # 1: random token positions per sample
a = p.parse_args()
torch.set_default_dtype(torch.float64)
g = torch.Generator().manual_seed(a.seed); rs = np.random.default_rng(a.seed)
d = ma = mb = 10; M = 5; L = a.L
mu = torch.eye(d)[:M]                                   # orthonormal patterns mu_1..mu_5

def make(n, g):
    Xs, ys, pats = [], [], []
    n1 = round(a.astar * L); n2 = round(a.ahash * L); nnd = L - n1 - n2
    for i in range(n):
        y = 1 if i % 2 == 0 else -1                       # balanced
        pat = [0]*n1 + [1]*n2 if y == 1 else [1]*n1 + [0]*n2
        pat += [2 + (k % (M-2)) for k in range(nnd)]
        pat = torch.tensor(pat)
        if a.shuffle: pat = pat[torch.randperm(L, generator=g)]
        if a.noise == 'gauss':
            z = a.c0 * torch.randn(L, d, generator=g)
        else:
            z = torch.randn(L, d, generator=g); z = a.c0*math.sqrt(d) * z / z.norm(dim=1, keepdim=True)
        x = mu[pat] + z
        if a.unit: x = x / x.norm(dim=1, keepdim=True)
        Xs.append(x.T); ys.append(y); pats.append(pat)
    return torch.stack(Xs), torch.tensor(ys, dtype=torch.float64), torch.stack(pats)

Xtr, ytr, Ptr = make(a.N, g); Xte, yte, Pte = make(a.Ntest, g)
allX = torch.cat([Xtr, Xte]).permute(0, 2, 1).reshape(-1, d)
tau = torch.cdist(allX, mu).min(1).values.max().item()   # (2.5): max_l min_j ||x_l - mu_j||
sigma0 = tau if a.sigma0 is None else a.sigma0

def orth(n, g): q, r = torch.linalg.qr(torch.randn(n, n, generator=g)); return q * torch.sign(torch.diag(r))
def init_near(U, eps, g):   # U (I - e S), S sym psd, ||S|| <= 1, e chosen so max_j ||W mu_j - U mu_j|| = eps; ||W|| <= 1
    Q = orth(d, g); S = Q @ torch.diag(torch.rand(d, generator=g)) @ Q.T
    e = eps / (S @ mu.T).norm(dim=0).max().item(); assert e <= 1
    return U @ (torch.eye(d) - e * S)
U = orth(ma, g); WV0 = init_near(U, sigma0, g)
Uk = orth(mb, g); WK0 = init_near(Uk, a.kq, g); WQ0 = init_near(Uk, a.kq, g)  # q_j = r_j = Uk mu_j
P = (U @ mu.T).T                                          # p_j = U mu_j, orthonormal
sigma = (WV0 @ mu.T - P.T).norm(dim=0).max().item()       # measured sigma of (2.6) for this P (an admissible sigma)
delta = max((WK0 @ mu.T - (Uk @ mu.T)).norm(dim=0).max().item(), (WQ0 @ mu.T - (Uk @ mu.T)).norm(dim=0).max().item())
WO0 = a.xi * torch.randn(a.m, ma, generator=g)
A = (torch.randint(0, 2, (L, a.m), generator=g) * 2 - 1) / math.sqrt(a.m)
W = {k: v.clone().requires_grad_(True) for k, v in dict(O=WO0, V=WV0, K=WK0, Q=WQ0).items()}

def F(X):
    K = W['K'] @ X; Q = W['Q'] @ X; V = W['V'] @ X
    att = torch.softmax(K.transpose(1, 2) @ Q, dim=1)      # att[n, s, l] = softmax_s(x_s^T W_K^T W_Q x_l)
    H = torch.relu(W['O'] @ (V @ att))                     # (n, m, L)
    return (H * A.T.unsqueeze(0)).sum(1).mean(1)           # (1/L) sum_l a_(l)^T Relu(...)

def hinge(X, y): return torch.clamp(1 - y * F(X), min=0)

def claim3_ratio():
    with torch.no_grad():
        V = (W['V'] @ Xtr).transpose(1, 2)                 # (N, L, ma)
        D = torch.cdist(V, V)
        msk = (Ptr == 1)
        D = D * (msk.unsqueeze(1) & msk.unsqueeze(2))      # pairs j, j' both in S_2^n
        hd = D.flatten(1).max(1).values / 2
        n = int(hd.argmax()); return hd[n].item() / (sigma + tau), n

def gap164():
    # (A.164): (x_j - x_j')^T W_K^T W_Q x_l for j in S_1^n, j', l non-discriminative (patterns 3..M), y^n = +1 data
    with torch.no_grad():
        Sc = (W['K'] @ Xtr).transpose(1, 2) @ (W['Q'] @ Xtr)   # Sc[n, s, l]
        vals = []
        for n in range(a.N):
            if ytr[n] != 1: continue
            s1 = (Ptr[n] == 0); nd = (Ptr[n] >= 2)
            S = Sc[n][:, nd]
            vals.append((S[s1].min(0).values - S[nd].max(0).values).min().item())
        return min(vals), float(np.median(vals))

def wv_growth():
    with torch.no_grad():
        return (W['V'] @ mu.T).norm(dim=0)[:2].tolist()

out = dict(args=vars(a), tau=tau, sigma=sigma, delta=delta, tau_le_min_sigma_delta=tau <= min(sigma, delta) + 1e-15,
           cond28_rhs=a.ahash/(math.exp(-(delta+tau))*(1-(sigma+tau))), rows=[])
print(f"tau={tau:.5g} sigma={sigma:.5g} delta={delta:.4g} (tau<=min(sigma,delta): {out['tau_le_min_sigma_delta']}); "
      f"(2.8) rhs={out['cond28_rhs']:.4g} <= alpha*={a.astar}; eta^(-3/5)/alpha*={a.eta**-0.6/a.astar:.3g}")
t_cross = None; t_train0 = None
for t in range(a.steps + 1):
    if t % a.every == 0:
        r, n_at = claim3_ratio()
        with torch.no_grad():
            ltr = hinge(Xtr, ytr).mean().item(); lte = hinge(Xte, yte).mean().item()
            etr = (torch.sign(F(Xtr)) != ytr).float().mean().item(); ete = (torch.sign(F(Xte)) != yte).float().mean().item()
        if t_cross is None and r > 1: t_cross = t
        if t_train0 is None and ltr == 0: t_train0 = t
        g164 = gap164(); row = dict(gap164_min=g164[0], gap164_med=g164[1], t=t, ratio=r, n=n_at, train_hinge=ltr, test_hinge=lte, train_err=etr, test_err=ete, WVmu12=wv_growth())
        out['rows'].append(row)
        if t % a.every == 0 or (t_cross == t):
            print(f"t={t:4d} ratio={r:.4f} (n={n_at}) train_hinge={ltr:.4g} test_hinge={lte:.4g} "
                  f"gap164 min/med={g164[0]:.3f}/{g164[1]:.3f} train_err={etr:.3f} test_err={ete:.3f} |W_V mu_1|,|W_V mu_2|={row['WVmu12'][0]:.3f},{row['WVmu12'][1]:.3f}", flush=True)
    if t == a.steps: break
    bi = torch.tensor(rs.choice(a.N, min(a.B, a.N), replace=False))
    loss = hinge(Xtr[bi], ytr[bi]).mean()
    for w in W.values(): w.grad = None
    loss.backward()
    with torch.no_grad():
        for w in W.values(): w -= a.eta * w.grad
out['t_cross'] = t_cross; out['t_train_hinge_zero'] = t_train0
print("t_cross(first t with ratio>1) =", t_cross, " first t with train hinge = 0:", t_train0)
json.dump(out, open(f"vit_claim3_seed{a.seed}_c0{a.c0}_eta{a.eta}_xi{a.xi}_u{a.unit}_{a.noise}_sh{a.shuffle}_N{a.N}.json", 'w'))
