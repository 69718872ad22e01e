# Auditor B, round 20: thesis.ch7.theorem4-pc (own model, no repository code).
# Chapter 7 model (7.2): F(P) = sum_i W_V p~_i softmax(p~_i^T W p~_query), W = W_K^T W_Q trained, W_V = (0 I) fixed,
# p~_i = p_i + c_{(i mod K)}.  (7.4) requires l_ts <= l_tr, and (7.20) asks l_ts >= Omega((alpha' tau rho)^-2 log M) -> inf
# as rho -> 0, so I work in the limit l_tr = l_ts = inf (law of large numbers: F is a ratio of expectations over column
# types; the query's own <= K columns are negligible), for BOTH training and testing.
import torch, numpy as np, sys, itertools
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)
d, M, Mp, K = 30, 20, 10, 3
D2 = 2*d
def col(x, y, k):  # column (x; y) + c_k, c_k = e_{M+k-1} of the upper half (orthogonal to (mu_i; 0) and to (0; .))
    v = torch.zeros(D2); v[:d] = x; v[d:] = y; v[M + k - 1] += 1.0; return v
E = torch.eye(d)

def train(T=800, B=64, eta=0.9, alpha=0.3, xi=0.01, seed=0):
    g = torch.Generator().manual_seed(seed); rng = np.random.default_rng(seed)
    W = (xi*torch.randn(D2, D2, generator=g)).requires_grad_(True)
    # precompute all column vectors (a; b) + c_k for patterns a, b in [M], k in [K]
    C = torch.zeros(K, M, M, D2)
    for k in range(K):
        for a in range(M):
            for b in range(M): C[k, a, b] = col(E[a], E[b], k+1)
    for t in range(T):
        loss = 0.0
        for _ in range(B):
            pis = [rng.permutation(M) for _ in range(K)]
            z0 = rng.integers(M); k = rng.integers(1, K+1)
            chain = [z0]
            for j in range(K): chain.append(pis[j][chain[-1]])
            # population columns: step kk, input a, output pis[kk-1][a]; weight (1/K)(alpha if a = chain[kk-1] else (1-alpha)/(M-1))
            q = col(E[chain[k-1]], torch.zeros(d), k)
            cols, wts, outs = [], [], []
            for kk in range(1, K+1):
                ins = torch.arange(M); outsk = torch.tensor(pis[kk-1])
                w = torch.full((M,), (1-alpha)/(M-1)); w[chain[kk-1]] = alpha
                cols.append(C[kk-1, ins, outsk]); wts.append(w/K); outs.append(outsk)
            cols = torch.cat(cols); wts = torch.cat(wts); outs = torch.cat(outs)
            s = cols @ W @ q
            att = wts*torch.exp(s - s.max()); att = att/att.sum()
            F = att @ E[outs]
            loss = loss + 0.5*((F - E[chain[k]])**2).sum()
        loss = loss/B
        W.grad = None; loss.backward()
        with torch.no_grad(): W -= eta*W.grad
        if t % 200 == 0 or t == T-1: print(f'  train t={t} loss={loss.item():.4f}', flush=True)
    return W.detach()

def _unused(): pass
def test(W, p_c, alpha_p=0.8, noise=0.2, n_noise=16, seed=1, wrong=0, n_tasks=20):
    # TSR patterns mu'_j = (e_{2j} + e_{2j+1})/sqrt2 in span(TRR); noise delta perp M' with ||delta|| = noise (delta != 0, (7.11))
    rng = np.random.default_rng(seed)
    Mu = torch.zeros(Mp, d)
    for j in range(Mp): Mu[j, 2*j] = Mu[j, 2*j+1] = 2**-0.5
    Pperp = torch.eye(d) - Mu.T @ Mu
    errs = []
    for _ in range(n_tasks):
        pis = [rng.permutation(Mp) for _ in range(K)]
        for xq in range(Mp):
            truth = [xq]
            for j in range(K): truth.append(pis[j][truth[-1]])
            # TSR distribution of example chains: x = xq w.p. alpha', else uniform over others; step k: correct w.p. p_c else -> 'wrong'
            p0 = np.full(Mp, (1-alpha_p)/(Mp-1)); p0[xq] = alpha_p
            A = []
            for j in range(K):
                Ak = np.zeros((Mp, Mp))
                for a in range(Mp):
                    Ak[a, pis[j][a]] += p_c; Ak[a, wrong] += 1 - p_c
                A.append(Ak)
            # joint weights of (step kk, a, b)
            dist = p0.copy(); cols, wts, outs = [], [], []
            for kk in range(1, K+1):
                J = dist[:, None]*A[kk-1]            # P(TSR y_{kk-1} = a, TSR y_kk = b)
                for a in range(Mp):
                    for b in range(Mp):
                        if J[a, b] <= 0: continue
                        for r in range(n_noise):      # noisy tokens: mu' + delta, delta perp M', ||delta|| = noise
                            dx = Pperp @ torch.tensor(rng.normal(size=d)); dx = noise*dx/dx.norm()
                            dy = Pperp @ torch.tensor(rng.normal(size=d)); dy = noise*dy/dy.norm()
                            cols.append(col(Mu[a] + dx, Mu[b] + dy, kk)); wts.append(J[a, b]/K/n_noise); outs.append(Mu[b] + dy)
                dist = dist @ A[kk-1]
            cols = torch.stack(cols); wts = torch.tensor(wts); outs = torch.stack(outs)
            v = xq; e = 0
            for k in range(1, K+1):
                q = col(Mu[v], torch.zeros(d), k)
                s = cols @ W @ q
                att = wts*torch.exp(s - s.max()); att = att/att.sum()
                F = att @ outs
                v = int(torch.argmin(((Mu - F)**2).sum(1)))
                e += (v != truth[k])
            errs.append(e/K)
    return float(np.mean(errs))

def leak(W, alpha_p=0.8, seed=2):
    # attention mass outside S_k^* (step-k columns whose input TSR equals the query's), error-free noiseless examples
    rng = np.random.default_rng(seed)
    Mu = torch.zeros(Mp, d)
    for j in range(Mp): Mu[j, 2*j] = Mu[j, 2*j+1] = 2**-0.5
    out = []
    for _ in range(10):
        pis = [rng.permutation(Mp) for _ in range(K)]
        for xq in range(Mp):
            chain = [xq]
            for j in range(K): chain.append(pis[j][chain[-1]])
            for k in range(1, K+1):
                cols, wts, star = [], [], []
                for kk in range(1, K+1):
                    # input TSR at step kk: chain of x; x = xq w.p. alpha' else uniform other -> input = g_{kk-1}(x)
                    for x in range(Mp):
                        a = x
                        for j in range(kk-1): a = pis[j][a]
                        b = pis[kk-1][a]
                        w = (alpha_p if x == xq else (1-alpha_p)/(Mp-1))/K
                        cols.append(col(Mu[a], Mu[b], kk)); wts.append(w); star.append(kk == k and a == chain[k-1])
                cols = torch.stack(cols); wts = torch.tensor(wts); star = torch.tensor(star)
                s = cols @ W @ col(Mu[chain[k-1]], torch.zeros(d), k)
                att = wts*torch.exp(s - s.max()); att = att/att.sum()
                out.append(1 - att[star].sum().item())
    return float(np.mean(out)), float(np.max(out))


if __name__ == '__main__':
    Ts = [int(a) for a in sys.argv[1:] if a.isdigit()] or [800]
    for T in Ts:
        W = train(T=T)
        print(f'T={T}: leak (attention mass off S_k^*, mean/max over queries and steps) = {leak(W)}', flush=True)
        for p_c in (0.505, 0.51, 0.52, 0.53, 0.55, 0.6, 0.7):
            rho = (2*p_c - 1)/p_c; tau = p_c**K
            print(f'T={T} p_c={p_c}: rho^f={rho:.3f} tau^f={tau:.3f} (alpha tau rho)^-2 log M = {(0.8*tau*rho)**-2*np.log(M):.3g}; '
                  f'CoT error at l_ts = l_tr = inf: {test(W, p_c):.3f}', flush=True)

