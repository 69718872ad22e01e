"""Auditor A r23: thesis (A.43) (seed 003 L2829) along training (Algorithm 3, (A.6)). Own model (torch float64, no
repository code): ViT (2.1) with per-position a_(l) in +-1/sqrt(m) fixed, hinge loss, SGD on W_O, W_V, W_K, W_Q
(batched over samples). M = 3 one-hot patterns in R^4 (d = m_a = m_b = 4 > M), noise-free tokens (tau = 0), identity
init W_V = W_K = W_Q = I (sigma = delta = 0; Assumption 2.3.1 with p = q = r = e). Samples: counts (s1, s2, s3) for
y = +1 (mirrored for -1), token positions shuffled per sample. W, U of (A.8)/(A.9) fixed at t = 0, literal (W only for
l in S_1, U only for l in S_2). ratio = LHS/RHS of (A.43) per y = +1 sample; (A.43) is a plain '<=' (no constant).
usage: python eqA.43-trained.py m B xi eta T s1,s2,s3 seed"""
import sys, math, torch
torch.set_default_dtype(torch.float64)
m, B, xi, eta, T = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5])
s1, s2, s3 = map(int, sys.argv[6].split(',')); seed = int(sys.argv[7])
# optional: 'easy' composition e1,e2,e3 (same length) for all but every 5th sample pair (mixed data set)
easy = tuple(map(int, sys.argv[8].split(','))) if len(sys.argv) > 8 else None
N = 40; d = 4; M = 3
g = torch.Generator().manual_seed(seed)
E = torch.eye(d); L = s1 + s2 + s3
ys = torch.tensor([1. if n % 2 == 0 else -1. for n in range(N)])
P = []
for n in range(N):
    a, b = (0, 1) if ys[n] > 0 else (1, 0)
    c1, c2, c3 = (s1, s2, s3) if (easy is None or (n // 2) % 5 == 0) else easy
    pats = torch.tensor([a] * c1 + [b] * c2 + [2] * c3)
    P.append(pats[torch.randperm(L, generator=g)])
P = torch.stack(P)                                   # N x L
X = E[P].transpose(1, 2)                             # N x d x L
print(f"easy={easy} m={m} B={B} xi={xi} eta={eta} counts={s1,s2,s3} |S|={L} M^2 lnN={M*M*math.log(N):.1f} "
      f"alpha*={s1/L:.3f} alpha#={s2/L:.3f} (2.8): {s1 >= s2}", flush=True)
WV = torch.eye(d).requires_grad_(True); WK = torch.eye(d).requires_grad_(True); WQ = torch.eye(d).requires_grad_(True)
WO = (xi * torch.randn(m, d, generator=g)).requires_grad_(True)
A = (torch.randint(0, 2, (L, m), generator=g) * 2 - 1) / math.sqrt(m)
def Vs(Xb):
    S = torch.softmax((WK @ Xb).transpose(1, 2) @ (WQ @ Xb), dim=1)   # b x L(s) x L(l)
    return WV @ Xb @ S                                               # b x d x L
def F(Xb):
    H = torch.relu(WO @ Vs(Xb))                                      # b x m x L
    return (A.T[None] * H).sum((1, 2)) / L
with torch.no_grad():
    act = (WO @ Vs(X)) > 0                                           # N x m x L
    Wm = act & (P == 0)[:, None, :]; Um = act & (P == 1)[:, None, :]
pos = ys > 0
if easy is not None:
    assert sum(easy) == L
    pos = pos & torch.tensor([(n // 2) % 5 == 0 for n in range(N)])   # report the narrow +1 samples only
cnt1 = (P == 0).sum(1).double(); cnt2 = (P == 1).sum(1).double()
def report(t):
    with torch.no_grad():
        R = torch.relu(WO @ Vs(X))
        lhs = (R * Um).sum((1, 2)); rhs = (cnt2 / cnt1) * (R * Wm).sum((1, 2))
        r = (lhs / rhs)[pos]; h = torch.clamp(1 - ys * F(X), min=0)
        print(f"t={t:5d} hinge mean={float(h.mean()):.4f} (+1 samples {float(h[pos].mean()):.4f}) "
              f"ratio min/median/max = {float(r.min()):.4f}/{float(r.median()):.4f}/{float(r.max()):.4f}", flush=True)
checks = set([0, 1, 5, 10, 20, 50, 100, 200, 300, 400, 600, 800, 1000, 1500, 2000, T])
for t in range(T + 1):
    if t in checks: report(t)
    if t == T: break
    idx = torch.randint(0, N, (B,), generator=g) if B < N else torch.arange(N)
    loss = torch.clamp(1 - ys[idx] * F(X[idx]), min=0).mean()
    gs = torch.autograd.grad(loss, (WO, WV, WK, WQ))
    with torch.no_grad():
        for Pm, G in zip((WO, WV, WK, WQ), gs): Pm -= eta * G
