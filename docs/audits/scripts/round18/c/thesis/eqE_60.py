# Auditor C r18: thesis (E.60) (seed 003 L8211-L8215): "if i not in W u U and s in W,
#   W_O(i,.)^(T) W_V^(T) p_s^n <~ (1/sqrt(M1)) W_O(i,.)^(T) W_V^(T) p_s^n"  (the same x on both sides).
# '<~' = x <= c x/sqrt(M1) for one absolute c: x > 0 forces c >= sqrt(M1), x < 0 forces c <= sqrt(M1).
# Own model of ch.6: (6.2) F = a^T relu(W_O sum_{s<=l} W_V p_s softmax((W_K p_s)^T W_Q p_query)), hinge loss, SGD,
# init of Sec. 6.2.3 (W_V diag delta, W_Q/W_K first d_x diag delta, W_O ~ N(0,1/m), a = +-1/m fixed),
# data (6.6)-(6.7): mu_j = beta e_j, nu_k = beta e_{M1+k}, x = mu_j + kappa nu_k, kappa ~ U(-K,K); tasks = all ordered
# pairs (a,b) (Condition 6.3.2); query IDR in {mu_a, mu_b}; context IDR categorical(alpha/2, alpha/2, (1-alpha)/(M1-2));
# labels Emb(+-1) = +-q, d_y = 1, q = 1. Lucky sets (E.31)-(E.32) from V^n(0) of (E.30) over all N = B T prompts.
import numpy as np, torch, sys, os
ASQRT = os.environ.get('ASQRT', '1') == '1'   # Subroutine 2 L7906: a = +-1/sqrt(m); Sec. 6.2.3: +-1/m
torch.set_default_dtype(torch.float64)
def run(M1, M2, beta, alpha, eta, m, B, l, K, delta, Tmax, seed):
    g = np.random.default_rng(seed); torch.manual_seed(seed)
    dx = M1 + M2; d = dx + 1; ma = mb = d
    WQ = torch.zeros(ma, d); WK = torch.zeros(ma, d); WV = torch.zeros(mb, d)
    for i in range(dx): WQ[i, i] = WK[i, i] = delta
    for i in range(d): WV[i, i] = delta
    WO = torch.randn(m, mb)/np.sqrt(m); a = torch.tensor(g.choice([-1.0, 1.0], m))/(np.sqrt(m) if ASQRT else m)
    P0 = [t.clone() for t in (WQ, WK, WV, WO)]
    params = [t.requires_grad_() for t in (WQ, WK, WV, WO)]
    tasks = [(i, j) for i in range(M1) for j in range(M1) if i != j]
    def sample(Bn):
        P = np.zeros((Bn, d, l+1)); z = np.zeros(Bn)
        for n in range(Bn):
            ta, tb = tasks[g.integers(len(tasks))]
            probs = np.full(M1, (1-alpha)/(M1-2) if M1 > 2 else 0.0); probs[ta] = probs[tb] = alpha/2; probs /= probs.sum()
            for s in range(l+1):
                if s < l: j = g.choice(M1, p=probs)
                else: j = ta if g.random() < 0.5 else tb
                k = g.integers(M2); kap = g.uniform(-K, K)
                P[n, j, s] += beta; P[n, M1+k, s] += kap*beta
                lab = 1.0 if j == ta else (-1.0 if j == tb else g.choice([-1.0, 1.0]))
                if s < l: P[n, dx, s] = lab
                else: z[n] = lab
        return torch.tensor(P), torch.tensor(z)
    def Vn(P, WQ, WK, WV, upto):      # sum over the first `upto` columns, softmax over them
        q = P[:, :, l] @ WQ.T; k = torch.einsum('ad,nds->nas', WK, P[:, :, :upto])
        att = torch.softmax(torch.einsum('nas,na->ns', k, q), dim=1)
        return torch.einsum('bd,nds,ns->nb', WV, P[:, :, :upto], att)
    lucky = np.zeros(m, bool)
    last0 = 0
    for t in range(Tmax):
        P, z = sample(B)
        with torch.no_grad():
            V0 = Vn(P, P0[0], P0[1], P0[2], l+1)                     # (E.30): s = 1..l+1
            O1 = P0[3][:, :dx] @ V0[:, :dx].T; O2 = P0[3][:, dx:] @ V0[:, dx:].T   # (m, B)
            lucky |= ((O1 > 0) & (O2 > 0)).any(1).numpy()
        F = torch.relu(Vn(P, WQ, WK, WV, l) @ WO.T) @ a
        loss = torch.clamp(1 - z*F, min=0).mean()
        for p in params: p.grad = None
        loss.backward()
        with torch.no_grad():
            for p in params: p -= eta*p.grad
        last0 = last0 + 1 if loss.item() == 0 else 0
        if last0 >= 20: break
    T = t + 1
    # evaluation: fresh prompts' loss, and x over tokens for non-lucky neurons
    P, z = sample(400)
    with torch.no_grad():
        F = torch.relu(Vn(P, WQ, WK, WV, l) @ WO.T) @ a
        test = torch.clamp(1 - z*F, min=0).mean().item()
        toks = []
        for j in range(M1):
            for k in range(M2):
                for kap in (-K, K):
                    for y in (-1.0, 1.0):
                        p = torch.zeros(d); p[j] = beta; p[M1+k] = kap*beta; p[dx] = y; toks.append(p)
        X = (WO @ WV @ torch.stack(toks).T).numpy()            # (m, ntok)
    out = np.flatnonzero(~lucky)
    xs = X[out] if len(out) else np.zeros((0, 1))
    Wset = np.flatnonzero(lucky & (a.numpy() > 0))
    ypos = np.array([float(tk[dx]) > 0 for tk in toks])
    lw = X[Wset][:, ypos].mean(0)                       # mean lucky (W) value per label-q token
    ratio_alt = (xs[:, ypos].max(0) / (lw/np.sqrt(M1))).max() if len(out) else None
    print(f"   [alt reading: max over q-tokens of max_(i not in WuU) x / (mean_(i in W) x / sqrt(M1)) = {ratio_alt:.3g}; min lucky mean {lw.min():.3g}]")
    return T, loss.item(), test, len(out), (xs.min() if len(out) else None), (xs.max() if len(out) else None), xs
cfgs = {3: dict(M1=3, M2=4, beta=1.0, alpha=1.0, eta=1.0, m=50, B=20, l=27, K=0.5, delta=0.2, Tmax=int(os.environ.get('TMAX', '1500'))),
        4: dict(M1=4, M2=8, beta=2.0, alpha=0.8, eta=0.9, m=80, B=45, l=18, K=0.5, delta=0.2, Tmax=int(os.environ.get('TMAX', '1500'))),
        8: dict(M1=8, M2=8, beta=2.0, alpha=0.8, eta=0.9, m=4096, B=45, l=18, K=0.5, delta=0.2, Tmax=int(os.environ.get('TMAX', '1500')))}
for key in [int(a) for a in sys.argv[1:]]:
    for seed in range(int(os.environ.get('NSEED', '3'))):
        T, lossT, test, nout, lo, hi, xs = run(seed=seed, **cfgs[key])
        frac = (xs > 0).mean() if nout else float('nan')
        print(f"M1={key} seed={seed}: T={T} last-batch loss {lossT:.3g}, fresh test hinge {test:.3g}; neurons outside W u U: {nout};"
              f" x range [{lo}, {hi}] (share > 0: {frac:.2f})", flush=True)
