# Auditor B, round 20: thesis.ch7.eqF.61-pc (own model; reuses my Chapter 7 model of thesis.ch7.theorem4-pc.py).
# ICL prompt (7.8): each example = K columns: (x_i; y_{i,K}) + c_1, then zero columns + c_2..c_K; query (x_query; 0) + c_1.
# l_ts = inf (ratio of expectations over column types; (7.4) l_ts <= l_tr = inf respected).  Condition 7.3.2 (7.21):
# TSR(f(mu'_i)) = argmax_j B_{ij}, B = A_1 A_2 A_3.  Theorem 5(b) / (F.61): ICL error = 0 when it holds and l_ts is large.
import importlib.util, sys, numpy as np, torch
spec = importlib.util.spec_from_file_location('c7', '/work/audit/r20b/thesis/thesis.ch7.theorem4-pc.py')
c7 = importlib.util.module_from_spec(spec); argv = sys.argv; sys.argv = ['x']; spec.loader.exec_module(c7); sys.argv = argv
K, Mp, d = c7.K, c7.Mp, c7.d

def mats(pis, p_c, wrong=0):
    A = []
    for j in range(K):
        Ak = np.zeros((Mp, Mp))
        for a in range(Mp): Ak[a, pis[j][a]] += p_c; Ak[a, wrong] += 1 - p_c
        A.append(Ak)
    return A, A[0] @ A[1] @ A[2]

def cond_margin(pis, p_c):
    A, Bm = mats(pis, p_c)
    m = np.inf
    for i in range(Mp):
        t = i
        for j in range(K): t = pis[j][t]
        others = np.delete(Bm[i], t)
        m = min(m, Bm[i, t] - others.max())
    return m   # > 0 iff Condition 7.3.2 holds (strictly)

def test_icl(W, p_c, pis, alpha_p=0.8, noise=0.2, n_noise=16, seed=5):
    rng = np.random.default_rng(seed)
    Mu = torch.zeros(Mp, d)
    for j in range(Mp): Mu[j, 2*j] = Mu[j, 2*j+1] = 2**-0.5
    Pperp = torch.eye(d) - Mu.T @ Mu
    A, Bm = mats(pis, p_c)
    errs = 0
    for xq in range(Mp):
        t = xq
        for j in range(K): t = pis[j][t]
        p0 = np.full(Mp, (1-alpha_p)/(Mp-1)); p0[xq] = alpha_p
        J = p0[:, None]*Bm
        cols, wts, outs = [], [], []
        for a in range(Mp):
            for b in range(Mp):
                if J[a, b] <= 0: continue
                for r in range(n_noise):
                    dx = Pperp @ torch.tensor(rng.normal(size=d)); dx = noise*dx/dx.norm()
                    dy = Pperp @ torch.tensor(rng.normal(size=d)); dy = noise*dy/dy.norm()
                    cols.append(c7.col(Mu[a] + dx, Mu[b] + dy, 1)); wts.append(J[a, b]/K/n_noise); outs.append(Mu[b] + dy)
        for kk in range(2, K+1):   # zero columns with positional encodings c_2..c_K
            cols.append(c7.col(torch.zeros(d), torch.zeros(d), kk)); wts.append(1/K); outs.append(torch.zeros(d))
        cols = torch.stack(cols); wts = torch.tensor(wts); outs = torch.stack(outs)
        s = cols @ W @ c7.col(Mu[xq], torch.zeros(d), 1)
        att = wts*torch.exp(s - s.max()); att = att/att.sum()
        F = att @ outs
        v = int(torch.argmin(((Mu - F)**2).sum(1)))
        errs += (v != t)
    return errs/Mp

if __name__ == '__main__':
    rng = np.random.default_rng(11)
    tasks = [[rng.permutation(Mp) for _ in range(K)] for _ in range(4)]
    for T in [int(a) for a in sys.argv[1:]] or [800]:
        W = c7.train(T=T)
        for ti, pis in enumerate(tasks):
            grid = np.round(np.arange(0.50, 0.96, 0.005), 3)
            ok = [p for p in grid if cond_margin(pis, p) > 0]
            pstar = min(ok) if ok else None
            line = []
            for p in [p for p in grid if pstar is not None and p >= pstar][:8] + [0.9]:
                line.append(f'{p}: margin {cond_margin(pis, p):+.3f} err {test_icl(W, p, pis):.2f}')
            print(f'T={T} task {ti}: Condition 7.3.2 first holds at p_c = {pstar}; ' + '; '.join(line), flush=True)
