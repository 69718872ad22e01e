"""Audit of thesis.ch6.eqE.53, eqE.69, eqE.70 (seed 003 L8179-L8183, L8253-L8263): attention scores of the trained model.
Own model (ch6_lemmaE45_model.py forward/loss; own batch sampler here: query pattern decisive for its task, as a zero-loss fit needs),
E79_FIRST sizes: M1 = 4, M2 = 8, beta = 2, alpha = 0.8, delta = 0.015, eta = 0.9, m = 80, B = 45, l = 18, K = 1/2; train until 30
consecutive zero-loss batches (or 3000 steps). Then, for every query configuration (pattern j, label z, nu_k, kappa' = +-K) and the
same-pattern contexts (mu_j + kappa nu_k; z q), kappa = +-K: score(s) = (W_K p_s)^T (W_Q p_query).
(E.53): score(s) >~ (... + delta)^2 >= delta^2 > 0: fails when every same-pattern context of some query scores <= 0 (any s fails already).
(E.69): score of an out-of-domain same-pattern context (mu_j + kappa' nu', kappa' = +-1, nu' = nu_1) >~ log M1 > 0: fails when negative.
(E.70): a different-pattern context's score <~ (1/M1 + 1/M2) a same-pattern one: fails when the same-pattern score < 0 < different."""
import importlib.util, math, sys
import numpy as np
import torch

spec = importlib.util.spec_from_file_location("ch6", "/work/audit/r17A/thesis/ch6_lemmaE45_model.py")
ch6 = importlib.util.module_from_spec(spec); spec.loader.exec_module(ch6)
torch.set_default_dtype(torch.float64); torch.set_num_threads(1)
M1, M2, beta, alpha, delta, eta, m, B, l, K = 4, 8, 2.0, 0.8, 0.015, 0.9, 80, 45, 18, 0.5
dx = M1 + M2; d = dx + 2

def batch(rng):
    P = np.zeros((B, l + 1, d)); z = np.zeros(B)
    js = np.tile(np.arange(M1), B // M1 + 1)[:B]
    for n in range(B):
        j = js[n]
        f = [(j, (j + 1) % M1), ((j - 1) % M1, j)][rng.integers(2)]   # a cyclic task with mu_j decisive
        a_, b_ = f
        lab = lambda p: 1.0 if p == a_ else (-1.0 if p == b_ else rng.choice([1.0, -1.0]))
        probs = np.full(M1, (1 - alpha) / (M1 - 2)); probs[a_] = probs[b_] = alpha / 2
        for i in range(l):
            p = rng.choice(M1, p=probs)
            P[n, i, p] = beta; P[n, i, M1 + rng.integers(M2)] += rng.uniform(-K, K) * beta; P[n, i, dx] = lab(p)
        P[n, l, j] = beta; P[n, l, M1 + rng.integers(M2)] += rng.uniform(-K, K) * beta
        z[n] = lab(j)
    return torch.tensor(P), torch.tensor(z)

def train(seed, Tmax=3000):
    rng = np.random.default_rng(seed); g = torch.Generator().manual_seed(seed)
    WQ = torch.zeros(d, d); WK = torch.zeros(d, d); WQ[range(dx), range(dx)] = delta; WK[range(dx), range(dx)] = delta
    WV = delta * torch.eye(d); WO = torch.randn(m, d, generator=g) / math.sqrt(m)
    a = torch.tensor(rng.choice([1.0, -1.0], m) / m)
    zero = 0
    for t in range(Tmax):
        P, z = batch(rng)
        ps = [WQ.requires_grad_(), WK.requires_grad_(), WV.requires_grad_(), WO.requires_grad_()]
        L = ch6.loss_of((WQ, WK, WV, WO, a), P, z)
        zero = zero + 1 if float(L) == 0.0 else 0
        if zero >= 30: return (WQ.detach(), WK.detach()), t
        gr = torch.autograd.grad(L, ps)
        with torch.no_grad():
            WQ, WK, WV, WO = ((p - eta * gp).detach() for p, gp in zip((WQ, WK, WV, WO), gr))
    return (WQ.detach(), WK.detach()), None

def tok(j, k, kap, y):
    v = torch.zeros(d); v[j] = beta; v[M1 + k] += kap * beta; v[dx] = y; return v

def check(W):
    WQ, WK = W
    f53 = f69 = f70 = False; worst = None
    for j in range(M1):
        for z in (1.0, -1.0):
            for kq in range(M2):
                for kap_q in (K, -K):
                    q = tok(j, kq, kap_q, 0.0); Wq = WQ @ q
                    same = [float((WK @ tok(j, k, kap, z)) @ Wq) for k in range(M2) for kap in (K, -K)]
                    ood = [float((WK @ tok(j, 0, kap, z)) @ Wq) for kap in (1.0, -1.0)]   # kappa' = +-K', K' = 1, nu' = nu_1
                    diff = [float((WK @ tok(jj, k, kap, y)) @ Wq) for jj in range(M1) if jj != j
                            for k in range(M2) for kap in (K, -K) for y in (1.0, -1.0)]
                    if max(same) <= 0: f53 = True
                    if max(ood) < 0: f69 = True
                    if max(same) < 0 < max(diff): f70 = True
                    if worst is None or max(same) < worst[0]: worst = (max(same), j, z, kq, kap_q, max(diff))
    return f53, f69, f70, worst

def wl(k, n, zq=1.96):
    p = k / n
    return (p + zq*zq/(2*n) - zq*math.sqrt(p*(1-p)/n + zq*zq/(4*n*n))) / (1 + zq*zq/n)

res = []
for seed in range(int(sys.argv[1]), int(sys.argv[2])):
    W, T = train(seed)
    if T is None:
        print(f"seed {seed}: no zero-loss run in 3000 steps", flush=True); continue
    f53, f69, f70, worst = check(W)
    res.append((f53, f69, f70))
    print(f"seed {seed}: zero loss at T = {T} (eta T/(M1 sqrt log M1) = {eta*T/(M1*math.sqrt(math.log(M1))):.1f}); "
          f"fails (E.53) {f53}, (E.69) {f69}, (E.70) {f70}; worst query: max same-pattern score {worst[0]:.3f} "
          f"(j={worst[1]}, z={worst[2]:+.0f}), max different-pattern {worst[5]:.3f}", flush=True)
n = len(res)
for i, name in enumerate(("E.53", "E.69", "E.70")):
    k = sum(r[i] for r in res)
    if n: print(f"({name}) failing runs {k}/{n}, Wilson lower 95% {wl(k, n):.2f} vs 1/M1 = 0.25")
