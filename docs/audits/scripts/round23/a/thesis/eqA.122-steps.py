"""Auditor A r23: thesis (A.122) at steps t >= 0 of Algorithm 3 (the helper's update of eqA.122). Own model (torch
float64, no repository code): my eqA.122.py ViT (M = 5 one-hot patterns in R^8, noise-free tokens, W_V = (1 - sigma) I,
W_K = I, W_Q = (1 - delta) I, |S| = 12 with 6 relevant / 2 confusion / 4 others, balanced, N = B = 40 full batch), per-position
a_(l) = +-1/sqrt(m), W_O ~ N(0, 1/M) (xi = 1/sqrt(M), L2650), hinge, SGD on W_O, W_V, W_K, W_Q. U = neurons lucky at t = 0 for
the sample's mu_2 token. Right side's sign bounded above: RHS = (positive factors) x (A_t * bracket + F2) with
bracket <= (1/4B) sum |S_2|/|S| - sigma (p_n <= 1, sigma the init error of (2.6), tau = 0), A_t = xi eta (t+1)^2 avg|S_2|/|S|
(a^2 = m) taken with the SMALLER xi = min(1/sqrt(m), 1/sqrt(M)) (bracket < 0), F2 (the b-sum term) with p_n <= 1 and the
LARGER xi. Left side Z_i(t) with q_1(t) = W_K^(t) mu_1 / ||.|| (direction; positive rescaling does not change signs) and with
q_1 = e_1. usage: python eqA.122-steps.py sigma eta m seed T"""
import sys, math, torch
torch.set_default_dtype(torch.float64)
sigma, eta, m, seed, T = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
d, M, L, B, delta = 8, 5, 12, 40, 0.2
g = torch.Generator().manual_seed(seed)
E = torch.eye(d)
pats, ys = [], []
for n in range(B):
    y = 1 if n % 2 == 0 else -1; a_, b_ = (0, 1) if y == 1 else (1, 0)
    p = torch.tensor([a_] * 6 + [b_] * 2 + torch.randint(2, M, (4,), generator=g).tolist())
    pats.append(p[torch.randperm(L, generator=g)]); ys.append(float(y))
P = torch.stack(pats); Y = torch.tensor(ys); X = E[P].transpose(1, 2)          # B x d x L
WV = ((1 - sigma) * torch.eye(d)).requires_grad_(True); WK = torch.eye(d).requires_grad_(True)
WQ = ((1 - delta) * torch.eye(d)).requires_grad_(True)
WO = (torch.randn(m, d, generator=g) / math.sqrt(M)).requires_grad_(True)
A = (torch.randint(0, 2, (L, m), generator=g) * 2 - 1) / math.sqrt(m)
def attn(Xb): return torch.softmax((WK @ Xb).transpose(1, 2) @ (WQ @ Xb), dim=1)   # [b, s, l]
def F(Xb):
    H = torch.relu(WO @ (WV @ Xb @ attn(Xb)))                                      # b x m x L
    return (A.T[None] * H).sum((1, 2)) / L
with torch.no_grad():
    S0 = attn(X); V0 = WV @ X @ S0
    Umask = []
    for n in range(B):
        l2 = int(torch.where(P[n] == 1)[0][0]); Umask.append((WO @ V0[n][:, l2]) > 0)
f2 = float(((P == 1).sum(1) / L).mean())                # avg |S_2|/|S| over the (full) batch
fpos = float(((P == 1).sum(1) / L)[Y > 0].sum() / B)    # (1/B) sum_{n in B+} |S_2^n|/|S^n|
xi_lo, xi_hi = min(1 / math.sqrt(m), 1 / math.sqrt(M)), max(1 / math.sqrt(m), 1 / math.sqrt(M))
a = math.sqrt(m)
print(f"sigma={sigma} delta={delta} eta={eta} m={m} (M^2 ln N = {M*M*math.log(B):.0f}) seed={seed}; bracket <= {f2/4 - sigma:+.4f}")
for t in range(T + 1):
    A_t = xi_lo * eta * (t + 1) ** 2 * f2
    inner = xi_hi / a * eta * (t + 1) ** 2 * f2 * 0.25 * f2 * m / a
    F2 = eta * m * 0.5 * t * fpos / a * inner ** 2
    ub = A_t * (f2 / 4 - sigma) + F2
    xs = 1 / math.sqrt(M)   # the model's own xi, used consistently in both terms
    ub_c = xs * eta * (t + 1) ** 2 * f2 * (f2 / 4 - sigma) + eta * m * 0.5 * t * fpos / a * (xs / a * eta * (t + 1) ** 2 * f2 * 0.25 * f2 * m / a) ** 2
    with torch.no_grad():
        S = attn(X); Vv = WV @ X                                                    # d x L per sample
        qK = WK @ E[:, 0]; qdir = qK / qK.norm()
        cnt = {}; 
        for name, q1 in (("q1=W_K mu_1", qdir), ("q1=e_1", E[:, 0])):
            k = 0
            for n in range(B):
                l = int(torch.where(P[n] == 0)[0][0]); w = S[n][:, l]
                kx = q1 @ (WK @ X[n]); score = kx - kx @ w
                Z = (WO[Umask[n]] @ Vv[n]) @ (w * score)                            # x_l^T x_j^g = 1
                k += int((Z > 0).any())
            cnt[name] = k
        hinge = float(torch.clamp(1 - Y * F(X), min=0).mean())
    if True:
        print(f"t={t:3d} hinge={hinge:.3f} RHS-sign bound (A_t*bracket + F2) <= {ub:+.4e} "
              f"({'< 0' if ub < 0 else '>= 0: no conclusion'}); with xi = 1/sqrt(M) in both terms {ub_c:+.3e} ({'< 0' if ub_c < 0 else '>= 0'}); samples with Z_i > 0, i in U: "
              + ", ".join(f"{k}: {v}/{B}" for k, v in cnt.items()), flush=True)
    loss = torch.clamp(1 - Y * F(X), min=0).mean()
    gs = torch.autograd.grad(loss, (WO, WV, WK, WQ))
    with torch.no_grad():
        for Pm, G in zip((WO, WV, WK, WQ), gs): Pm -= eta * G
