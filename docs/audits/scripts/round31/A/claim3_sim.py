# Independent re-implementation (no repo code) of thesis ch.2 model (2.1)/(A.1), hinge loss (2.3), SGD Algorithm 3 (A.6),
# data model Sec 2.3.2 / experiments Sec 2.4.1; measures the lower bound on max_j ||z_j(t)|| implied by (A.37):
#   all j in S_2^n share p_2 - eta*sum(...), so max_j ||z_j(t)|| >= diam{W_V^(t) x_j : j in S_2^n}/2,
# and compares it to sigma + tau (A.39).
import torch, numpy as np, argparse, math, json
p = argparse.ArgumentParser()
p.add_argument('--seed', type=int, default=0); p.add_argument('--c0', type=float, default=0.002)
p.add_argument('--sig_over_tau', type=float, default=1.0)   # sigma = this * tau (Theorem 1 needs tau <= sigma)
p.add_argument('--delta', type=float, default=0.2); p.add_argument('--eta', type=float, default=0.1)
p.add_argument('--m', type=int, default=1000); p.add_argument('--xi', type=float, default=0.01)
p.add_argument('--N', type=int, default=200); p.add_argument('--L', type=int, default=50)
p.add_argument('--B', type=int, default=16); p.add_argument('--T', type=int, default=400)
p.add_argument('--astar', type=float, default=0.3); p.add_argument('--ahash', type=float, default=0.2)
p.add_argument('--unit', type=int, default=0)   # normalise tokens to unit norm (Sec 2.2 "unit-norm")
p.add_argument('--wv', default='shrink')        # W_V^(0) = (1-sigma) U  or  'rand': U + E normalised
a = p.parse_args()
torch.manual_seed(a.seed); rng = np.random.default_rng(a.seed)
d = ma = mb = 10; M = 5
mu = torch.eye(d)[:M]                                   # orthonormal patterns
def make_data(N):
    Xs, ys, labs = [], [], []
    for n in range(N):
        y = 1 if n % 2 == 0 else -1                      # balanced
        n_rel = round(a.astar * a.L); n_conf = round(a.ahash * a.L); n_nd = a.L - n_rel - n_conf
        k_rel, k_conf = (0, 1) if y == 1 else (1, 0)
        lab = [k_rel]*n_rel + [k_conf]*n_conf + list(rng.integers(2, M, n_nd))
        lab = np.array(lab)
        X = mu[lab] + a.c0 * torch.randn(a.L, d)
        if a.unit: X = X / X.norm(dim=1, keepdim=True)
        Xs.append(X); ys.append(y); labs.append(lab)
    return torch.stack(Xs), torch.tensor(ys, dtype=torch.float32), np.stack(labs)
Xtr, ytr, labtr = make_data(a.N); Xte, yte, labte = make_data(a.N)
tau = max(float((Xtr - mu[labtr]).norm(dim=2).max()), float((Xte - mu[labte]).norm(dim=2).max()))
sigma = a.sig_over_tau * tau * (1 + 1e-5)   # 1e-5: float32 slack so tau <= sigma_realised
U = torch.linalg.qr(torch.randn(ma, d))[0]
P = U @ mu.T                                             # p_j = U mu_j, orthonormal
if a.wv == 'shrink':
    WV = (1 - sigma) * U.clone()                         # ||W_V mu_j - p_j|| = sigma exactly, ||W_V|| = 1-sigma
else:
    E = torch.randn(ma, d); E = E / torch.linalg.matrix_norm(E, 2) * sigma / 2
    WV = U + E; WV = WV / torch.linalg.matrix_norm(WV, 2)
sig_real = float((WV @ mu.T - P).norm(dim=0).max())
WK = (1 - a.delta) * torch.eye(mb, d); WQ = WK.clone()  # q_j = r_j = mu_j; delta exact, ||.|| <= 1
WO = a.xi * torch.randn(a.m, ma)
A = (torch.randint(0, 2, (a.L, a.m)).float() * 2 - 1) / math.sqrt(a.m)
params = [t.requires_grad_() for t in (WO, WV, WK, WQ)]
def F(X):
    # X: (n, L, d). logits_{l,s} = x_s^T W_K^T W_Q x_l ; softmax over s
    K = X @ WK.T; Q = X @ WQ.T
    att = torch.softmax(Q @ K.transpose(1, 2), dim=2)   # [n, l, s]
    V = (X @ WV.T)                                       # [n, s, ma]
    Vl = att @ V                                         # [n, l, ma]  = W_V X softmax(.)_l
    H = torch.relu(Vl @ WO.T)                            # [n, l, m]
    return (H * A[None]).sum(2).mean(1)
def hinge(X, y): return torch.clamp(1 - y * F(X), min=0)
def ratio_stats():
    with torch.no_grad():
        best = 0.0
        for X, lab in ((Xtr, labtr), (Xte, labte)):
            V = X @ WV.T
            msk = torch.from_numpy(lab == 1)
            Dm = torch.cdist(V, V)
            Dm = Dm * (msk[:, :, None] & msk[:, None, :])
            best = max(best, float(Dm.amax()) / 2)
        return best
# check hypotheses
same = []; diff = []
for n in range(a.N):
    G = Xtr[n] @ Xtr[n].T; L_ = labtr[n]
    eq = L_[:, None] == L_[None]; same.append(float(G[eq].min())); diff.append(float(G[~eq].max()))
alpha_s = a.astar; alpha_h = a.ahash
rhs28 = alpha_h / (math.exp(-(a.delta + tau)) * (1 - (sigma + tau)))
hyp = dict(tau=tau, sigma=sigma, sigma_realised=sig_real, tau_le_min_sigma_delta=tau <= min(sig_real, a.delta) + 1e-12,
           sigma_O1overM=sig_real, delta=a.delta, WVnorm=float(torch.linalg.matrix_norm(WV.detach(), 2)),
           eq28=f"alpha*={alpha_s} >= {rhs28:.4f}: {alpha_s >= rhs28}", min_same_ip=min(same), max_diff_ip=max(diff),
           m=a.m, M2logN=M*M*math.log(a.N), T_formula_eta35_over_astar=a.eta**(-0.6)/alpha_s)
print(json.dumps(hyp))
opt = torch.optim.SGD(params, lr=a.eta)
bound = sigma + tau
out = []
CHK = set([0,5,10,20,30,40,50,60,80,100,150,200,300,400,600,800,1000,1500,2000,3000,4000])
for t in range(a.T + 1):
    if True:
        with torch.no_grad():
            trl = float(hinge(Xtr, ytr).mean()); tel = float(hinge(Xte, yte).mean())
            tr0 = int((hinge(Xtr, ytr) > 0).sum()); te0 = int((hinge(Xte, yte) > 0).sum())
            g = float((WV @ mu[1]).norm()); g1 = float((WV @ mu[0]).norm())
        hd = ratio_stats()
        out.append((t, hd / bound, trl, tr0, tel, te0, g1, g))
        if t in CHK or t == a.T: print(f"t={t:5d} halfdiam/(sigma+tau)={hd/bound:.4f}  train_hinge={trl:.4f} (#pos {tr0})  test_hinge={tel:.4f} (#pos {te0})  ||W_V mu1||={g1:.3f} ||W_V mu2||={g:.3f}", flush=True)
    if t == a.T:
        first_zero = next((o for o in out if o[5] == 0), None); first_cross = next((o for o in out if o[1] > 1), None)
        print('FIRST test-zero-loss t:', first_zero and (first_zero[0], round(first_zero[1], 4)), ' FIRST ratio>1 t:', first_cross and (first_cross[0], round(first_cross[1],4), 'test hinge', round(first_cross[4],4)), ' final ratio', round(out[-1][1],4), ' T-formula eta^-0.6/alpha*', round(a.eta**-0.6/a.astar,3))
        break
    idx = torch.from_numpy(rng.choice(a.N, a.B, replace=False))
    opt.zero_grad(); hinge(Xtr[idx], ytr[idx]).mean().backward(); opt.step()
