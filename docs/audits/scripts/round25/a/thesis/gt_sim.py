"""Auditor A r25: own simulator of the one-layer graph transformer (3.1) of thesis ch. 3 trained by Algorithm 4
(seed 003 L752-L800, L3804-L3890), on the Section 3.5.1 graph (L950-L958). No repository code.
Choices (mine): patterns mu_1..mu_M orthonormal in R^d (d = 20, M = 10), x_n = mu_k + c0 g normalised (c0 = 0.01);
'pre-trained' W_V = orthogonal (so p_j = W_V mu_j orthonormal, ||z|| ~ c0 sqrt(d) = 0.045 < sigma = 0.1),
W_K = W_Q = I (q_j = r_j = mu_j orthonormal, q1 = r1, q2 = r2, ||W|| = 1: Assumption B.2.1 holds with delta >= 0.045);
W_O ~ N(0, xi^2), xi = 0.01, a ~ U{+-1/sqrt m} fixed, b = 0 (Z entries: distance 0,1,..,Z-2, >= Z-1 as (3.2));
S^{n,t} = {n} + 60 uniform from the distance-1 and -2 neighbourhood (Section 3.5.1); SGD (B.2) on the mean hinge
loss of a batch, every parameter but a; one pass over the labelled set (|L| = BT), batches without replacement.
"""
import numpy as np, torch, scipy.sparse as sp
torch.set_num_threads(1)

def make_graph(N, gamma_d, eps_S, M=10, deg=120, seed=0, flip=0.0):
    r = np.random.default_rng(seed)
    nd = int(round(gamma_d * N / 2))
    pat = np.empty(N, int); pat[:nd] = 0; pat[nd:2 * nd] = 1
    rest = N - 2 * nd
    pat[2 * nd:] = 2 + (np.arange(rest) % (M - 2))
    y = np.where(pat == 0, 1, -1).astype(float)
    ylab_nd = r.choice([-1.0, 1.0], size=rest); y[2 * nd:] = ylab_nd
    D1 = np.arange(nd); D2 = np.arange(nd, 2 * nd)
    rows, cols = [], []
    k_rel = int(round(deg * (1 - eps_S))); k_conf = int(round(deg * eps_S))
    for i in range(2 * nd, N):
        rel, conf = (D1, D2) if y[i] > 0 else (D2, D1)
        nb = np.concatenate([r.choice(rel, min(k_rel, len(rel)), replace=False), r.choice(conf, min(k_conf, len(conf)), replace=False)])
        rows += [i] * len(nb); cols += list(nb)
    A = sp.coo_matrix((np.ones(len(rows)), (rows, cols)), shape=(N, N)).tocsr()
    A = ((A + A.T) > 0).astype(np.int8).tolil()
    degs = np.asarray(A.sum(1)).ravel()
    for grp in (D1, D2):
        for i in grp:
            while degs[i] < deg:
                j = r.choice(grp)
                if j != i and A[i, j] == 0:
                    A[i, j] = A[j, i] = 1; degs[i] += 1; degs[j] += 1
    A = A.tocsr()
    ytrue = y.copy()
    if flip > 0:
        fl = r.random(N) < flip; y = np.where(fl, -y, y)
    return A, pat, y, ytrue

def neigh12(A, n):
    n1 = A.indices[A.indptr[n]:A.indptr[n + 1]]
    reach = np.unique(A[n1].indices)
    n2 = np.setdiff1d(reach, np.concatenate([n1, [n]]))
    return n1, n2

def margins(A, pat, y, zmax=3, dense_ok=True):
    """Delta_n(z) (3.5) for z = 1..zmax, labels y (D*^n = D1 if y_n = +1 else D2)."""
    N = A.shape[0]
    rel = np.where(y > 0, 0, 1)
    is1 = (pat == 0).astype(np.float32); is2 = (pat == 1).astype(np.float32)
    Ad = A.toarray().astype(np.float32)
    seen = np.eye(N, dtype=bool); front = np.eye(N, dtype=np.float32)
    out = np.zeros((N, zmax + 1))
    for z in range(1, zmax + 1):
        nxt = (front @ Ad > 0) & ~seen
        seen |= nxt; front = nxt.astype(np.float32)
        c1 = front @ is1; c2 = front @ is2
        out[:, z] = np.where(rel == 0, c1 - c2, c2 - c1)
    return out

def train(A, pat, y, L, B, T, m, eta, Z=5, d=20, M=10, xi=0.01, c0=0.01, nsamp=60, seed=0, record=False):
    r = np.random.default_rng(seed + 7); g = torch.Generator().manual_seed(seed + 11)
    N = A.shape[0]
    Q, _ = np.linalg.qr(r.standard_normal((d, d)))
    mu = Q[:, :M].T
    X = mu[pat] + c0 * r.standard_normal((N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)
    Xt = torch.tensor(X)
    WV = torch.tensor(np.linalg.qr(r.standard_normal((d, d)))[0], requires_grad=True)
    WK = torch.eye(d, dtype=torch.float64, requires_grad=True); WQ = torch.eye(d, dtype=torch.float64, requires_grad=True)
    WO = (xi * torch.randn(m, d, generator=g, dtype=torch.float64)).requires_grad_()
    a = torch.tensor(r.choice([-1.0, 1.0], m) / np.sqrt(m))
    b = torch.zeros(Z, dtype=torch.float64, requires_grad=True)
    order = r.permutation(L)
    cache = {}
    def sample(n):
        if n not in cache: cache[n] = neigh12(A, n)
        n1, n2 = cache[n]
        pool = np.concatenate([n1, n2]); dist = np.concatenate([np.ones(len(n1), int), 2 * np.ones(len(n2), int)])
        k = min(nsamp, len(pool)); idx = r.choice(len(pool), k, replace=False)
        return np.concatenate([[n], pool[idx]]), np.concatenate([[0], dist[idx]])
    hist = []
    for t in range(T):
        batch = order[t * B:(t + 1) * B]
        if len(batch) == 0: batch = r.choice(L, B)
        S, Dd = zip(*[sample(n) for n in batch])
        S = torch.tensor(np.stack(S)); Dd = torch.tensor(np.minimum(np.stack(Dd), Z - 1))
        xs = Xt[S]; xn = Xt[torch.tensor(batch)]
        sc = torch.einsum('bsd,ed,ef,bf->bs', xs, WK, WQ, xn) + b[Dd]
        att = torch.softmax(sc, 1)
        V = torch.einsum('bs,bsd,ed->be', att, xs, WV)
        F = torch.relu(V @ WO.T) @ a
        loss = torch.clamp(1 - torch.tensor(y[batch]) * F, min=0).mean()
        for p in (WV, WK, WQ, WO, b):
            if p.grad is not None: p.grad = None
        loss.backward()
        with torch.no_grad():
            for p in (WV, WK, WQ, WO, b): p -= eta * p.grad
        if record: hist.append(b.detach().numpy().copy())
    params = dict(WV=WV.detach(), WK=WK.detach(), WQ=WQ.detach(), WO=WO.detach(), a=a, b=b.detach(), X=Xt)
    return params, (np.array(hist) if record else None), sample

def evaluate(params, nodes, sample, Z=5):
    Xt = params['X']; out = []
    for n in nodes:
        S, Dd = sample(n)
        xs = Xt[torch.tensor(S)]; xn = Xt[n]
        sc = xs @ params['WK'].T @ params['WQ'] @ xn + params['b'][torch.tensor(np.minimum(Dd, Z - 1))]
        att = torch.softmax(sc, 0)
        V = (att[:, None] * (xs @ params['WV'].T)).sum(0)
        out.append(float(torch.relu(params['WO'] @ V) @ params['a']))
    return np.array(out)
