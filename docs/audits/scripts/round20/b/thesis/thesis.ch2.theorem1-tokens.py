# Auditor B, round 20: thesis.ch2.theorem1-tokens (own model, no repository code).
# Chapter 2 ViT (2.1) with per-position fixed output weights a_(l) in {+-1/sqrt(m)}^m (Algorithm 3 L2650-L2663),
# hinge loss, mini-batch SGD on W_O, W_V, W_K, W_Q; tau = 0 (noise-free tokens = patterns), so the data law is discrete
# and any training sample with positive hinge is an atom of positive population risk.
# Measure T* = first step with zero training hinge, as |S^n| grows at fixed fractions (alpha* = 1/2) and fixed eta.
import torch, numpy as np, sys, math, time
torch.set_num_threads(1)

def orth(n, rng):
    q, r = np.linalg.qr(rng.normal(size=(n, n))); return q*np.sign(np.diag(r))

def make_init(d, M, sigma, delta, rng):
    UV = orth(d, rng); UK = orth(d, rng); H = np.eye(d); H[2:, 2:] = orth(d-2, rng); UQ = UK @ H
    out = []
    for U, err in ((UV, sigma), (UK, delta), (UQ, delta)):
        for _ in range(1000):
            W = U + rng.normal(size=(d, d))*0.7*err/np.sqrt(d); W = W/max(1.0, np.linalg.norm(W, 2))
            dev = np.linalg.norm(W[:, :M] - U[:, :M], axis=0).max()
            if dev <= err: break
        out.append(W)
    return out

def run(S, seed=0, shared_a=False, d=8, M=5, N=40, B=8, m=128, eta=0.2, sigma=0.1, delta=0.2, Tmax=20000):
    rng = np.random.default_rng(seed)
    WV, WK, WQ = make_init(d, M, sigma, delta, rng)
    n1 = S//2; n2 = max(1, S//12)
    Xs, ys = [], []
    for n in range(N):
        y = 1 if n % 2 == 0 else -1
        pat = ([0]*n1 + [1]*n2) if y == 1 else ([1]*n1 + [0]*n2)
        pat = np.array(pat + list(rng.integers(2, M, S - n1 - n2))); rng.shuffle(pat)
        Xs.append(np.eye(d)[:, pat]); ys.append(y)
    X = torch.tensor(np.array(Xs)); y = torch.tensor(np.array(ys, float))
    WV, WK, WQ = [torch.tensor(w, requires_grad=True) for w in (WV, WK, WQ)]
    WO = torch.tensor(rng.normal(0, 1/np.sqrt(M), (m, d)), requires_grad=True)
    if shared_a:
        a = torch.tensor(np.tile(rng.choice([-1, 1], (1, m)), (S, 1))/np.sqrt(m))
    else:
        a = torch.tensor(rng.choice([-1, 1], (S, m))/np.sqrt(m))
    params = [WO, WV, WK, WQ]
    def F(Xb):
        K = torch.einsum('ed,nds->nes', WK, Xb); Q = torch.einsum('ed,ndl->nel', WQ, Xb)
        P = torch.softmax(torch.einsum('nes,nel->nsl', K, Q), dim=1)
        V = torch.einsum('ed,nds,nsl->nel', WV, Xb, P)
        H = torch.relu(torch.einsum('ie,nel->nil', WO, V))
        return torch.einsum('li,nil->n', a, H)/S
    for t in range(Tmax):
        with torch.no_grad():
            if torch.clamp(1 - y*F(X), min=0).max().item() == 0: return t
        idx = torch.tensor(rng.choice(N, B, replace=False))
        loss = torch.clamp(1 - y[idx]*F(X[idx]), min=0).mean()
        for p_ in params: p_.grad = None
        loss.backward()
        with torch.no_grad():
            for p_ in params: p_ -= eta*p_.grad
    return None

if __name__ == '__main__' and 'one' not in sys.argv:
    Ss = [12, 48, 192, 768] if 'big' in sys.argv else [12, 48, 192]
    for seed in (0, 1, 3):
        row = []
        for S in Ss:
            t0 = time.time(); Ts = run(S, seed); row.append(Ts)
            print(f'seed={seed} |S|={S:5d}: T* = {Ts}  T*/sqrt|S| = {Ts/math.sqrt(S) if Ts else float("nan"):.1f}  ({time.time()-t0:.0f}s)', flush=True)
    for seed in (0, 1):
        for S in (12, 192):
            print(f'control, one shared a_(l): seed={seed} |S|={S}: T* = {run(S, seed, shared_a=True)}', flush=True)

if __name__ == '__main__' and 'one' in sys.argv:
    S = int(sys.argv[sys.argv.index('one')+1]); sd = int(sys.argv[sys.argv.index('one')+2])
    t0 = time.time(); Ts = run(S, sd); print(f'seed={sd} |S|={S}: T* = {Ts}  T*/sqrt|S| = {Ts/math.sqrt(S):.1f} ({time.time()-t0:.0f}s)')
