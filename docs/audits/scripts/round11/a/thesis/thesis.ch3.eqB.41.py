"""Audit of thesis (B.41) (proof of Theorem 3.4.4, L4058-L4060): 'For y_n = 1' (L4040),
|sum_{i in K-} (1/a) Relu(W_O(i) V_n(t))| <~ sum_{i in K+} (1/a) Relu(W_O(i) V_n(t)).
Own simulation (numpy + torch, no repository import) of the thesis's own synthetic setting, Section 3.5.1 (L950-L956):
N nodes, M orthonormal patterns, gamma_d/2 of the nodes mu_1 (label +1), gamma_d/2 mu_2 (label -1), the rest spread
over mu_3..mu_M, each non-discriminative node labelled +-1 with prob 1/2 and joined to 120(1-eps_S) nodes of its
class pattern and 120 eps_S of the other, mu_1-mu_1 and mu_2-mu_2 edges up to degree >= 120, no mu_1-mu_2 edge.
Inconsistent labels (eps_0 > 0): a fraction of non-discriminative nodes get their label flipped (Figure 3.4's
experiment varies eps_0). GT (3.1) with SPD positional embedding (3.2) (Z = 3), hinge loss (3.3), Algorithm 4
(SGD on W_O, W_V, W_K, W_Q, b, batch B, one pass |L| = BT), pretrained W_V, W_K, W_Q per Assumption B.2.1
(orthonormal targets + noise of norm sigma, delta), W_O ~ N(0, xi^2), a in {+-1/sqrt m} fixed, b^(0) = 0,
S^{n,t} = n + 60 sampled nodes of distance 1-2 (L956).  After training: K+(n), K-(n) on V_n(T) over the full
aggregation set T^n = n + SPD 1..2 (and over one sampled S^{n,T}) for the y_n = 1 nodes, split consistent
(Delta_n(z_m) > 0, V_d) / inconsistent."""
import sys
import numpy as np
import torch

torch.set_num_threads(1)

def run(seed, N=1000, M=10, gamma_d=0.4, eps_S=0.05, flip=0.1, m=400, B=8, eta=0.5, xi=0.01, sig=0.1, dlt=0.2,
        nsamp=60, deg=120, lab_frac=0.8):
    rng = np.random.default_rng(seed); torch.manual_seed(seed)
    n1 = int(gamma_d / 2 * N)
    pat = np.array([0] * n1 + [1] * n1 + list(2 + np.arange(N - 2 * n1) % (M - 2)))
    rng.shuffle(pat)
    P1, P2, ND = np.where(pat == 0)[0], np.where(pat == 1)[0], np.where(pat >= 2)[0]
    y = np.where(pat == 0, 1, -1)
    y[ND] = rng.choice([-1, 1], len(ND))
    Adj = np.zeros((N, N), bool)
    for n in ND:
        own, oth = (P1, P2) if y[n] == 1 else (P2, P1)
        k_oth = int(round(deg * eps_S))
        for k in np.concatenate([rng.choice(own, deg - k_oth, replace=False), rng.choice(oth, k_oth, replace=False)]):
            Adj[n, k] = Adj[k, n] = True
    for grp in (P1, P2):
        for n in grp:
            need = deg - Adj[n].sum()
            if need > 0:
                cand = grp[(grp != n) & ~Adj[n, grp]]
                for k in rng.choice(cand, min(need, len(cand)), replace=False):
                    Adj[n, k] = Adj[k, n] = True
    assert not Adj[np.ix_(P1, P2)].any()
    A1 = Adj.astype(np.int32)
    two = (A1 @ A1) > 0
    D = np.full((N, N), 3); D[two] = 2; D[Adj] = 1; np.fill_diagonal(D, 0)     # SPD truncated at 3 (= 'more than 2')
    # inconsistent labels: flip a fraction of non-discriminative nodes
    fl = rng.choice(ND, int(round(flip * N)), replace=False)
    y[fl] = -y[fl]
    def Delta(z):
        star = np.where(y == 1, 0, 1)
        cnt = lambda p: ((D == z) & (pat[None, :] == p[:, None])).sum(1)
        return cnt(star) - cnt(1 - star)
    Dz = {z: Delta(z) for z in (1, 2)}
    zm = max((1, 2), key=lambda z: Dz[z].mean())
    eps0 = float((Dz[zm] <= 0).mean())
    def noisy(scale):
        Z = rng.standard_normal((M, M)); Z *= scale / np.linalg.norm(Z, axis=0, keepdims=True)
        return torch.tensor(np.eye(M) + Z, dtype=torch.float64)
    WV = noisy(sig).requires_grad_(); WK = noisy(dlt).requires_grad_(); WQ = noisy(dlt).requires_grad_()
    WO = (xi * torch.randn(m, M, dtype=torch.float64)).requires_grad_()
    a = torch.tensor(rng.choice([-1.0, 1.0], m) / np.sqrt(m))
    b = torch.zeros(4, dtype=torch.float64, requires_grad=True)
    X = torch.eye(M, dtype=torch.float64)[pat]
    Dt = torch.as_tensor(D)
    agg = [np.where((D[n] >= 1) & (D[n] <= 2))[0] for n in range(N)]
    def V(nodes, S):           # nodes: (k,), S: (k, s) indices of aggregated nodes
        XS = X[S]; u = Dt[torch.as_tensor(nodes)[:, None], S]
        g = torch.einsum('ksd,ed,ef,kf->ks', XS, WK, WQ, X[nodes]) + b[u]
        att = torch.softmax(g, 1)
        return torch.einsum('ks,ksd,ed->ke', att, XS, WV)
    L = rng.permutation(N)[: int(lab_frac * N)]
    T = len(L) // B
    for t in range(T):
        batch = L[t * B:(t + 1) * B]
        S = torch.as_tensor(np.stack([np.concatenate([[n], rng.choice(agg[n], nsamp, replace=len(agg[n]) < nsamp)]) for n in batch]))
        F = torch.relu(V(batch, S) @ WO.T) @ a
        loss = torch.clamp(1 - torch.as_tensor(y[batch], dtype=torch.float64) * F, min=0).mean()
        for Pm in (WO, WV, WK, WQ, b):
            Pm.grad = None
        loss.backward()
        with torch.no_grad():
            for Pm in (WO, WV, WK, WQ, b):
                Pm -= eta * Pm.grad
    with torch.no_grad():
        full_mask = torch.as_tensor((D >= 0) & (D <= 2))
        g = (X @ WQ.T @ WK @ X.T) + b[Dt]                       # g[n, s]
        att = torch.softmax(g.masked_fill(~full_mask, -np.inf), 1)
        R = torch.relu(att @ X @ WV.T @ WO.T)                  # Relu(W_O(i) V_n), n x m
        kp = (R[:, a > 0].sum(1) / np.sqrt(m)).numpy(); km = (R[:, a < 0].sum(1) / np.sqrt(m)).numpy()
        F = (R @ a).numpy()
        S = torch.as_tensor(np.stack([np.concatenate([[n], rng.choice(agg[n], nsamp, replace=len(agg[n]) < nsamp)]) for n in range(N)]))
        Rs = torch.relu(V(np.arange(N), S) @ WO.T)
        kps = (Rs[:, a > 0].sum(1) / np.sqrt(m)).numpy(); kms = (Rs[:, a < 0].sum(1) / np.sqrt(m)).numpy()
    test = np.setdiff1d(np.arange(N), L)
    hinge = np.maximum(0, 1 - y * F)
    out = {"seed": seed, "m": m, "flip": flip, "eps0": round(eps0, 3), "z_m": zm, "|L|=BT": (len(L), B * T),
           "test_hinge": round(float(hinge[test].mean()), 3), "2eps0": round(2 * eps0, 3),
           "test_err": round(float((y[test] * F[test] <= 0).mean()), 3), "b": b.detach().numpy().round(2).tolist()}
    pos = y == 1; cons = Dz[zm] > 0
    for name, sel in (("V_d y=+1", pos & cons), ("inconsistent y=+1", pos & ~cons)):
        for tag, P_, M_ in (("full", kp, km), ("sampled", kps, kms)):
            fin = sel & (P_ > 0)
            out[f"{name} [{tag}]"] = dict(
                nodes=int(sel.sum()), K0=int((sel & (P_ == 0) & (M_ > 0)).sum()),
                Kminus_gt_Kplus=int((sel & (M_ > P_)).sum()),
                max_ratio=float(np.round((M_[fin] / P_[fin]).max(), 2)) if fin.any() else None)
    return out

if __name__ == "__main__":
    args = dict(a.split("=") for a in sys.argv[1:] if "=" in a)
    seeds = [int(s) for s in args.pop("seeds", "0").split(",")]
    kw = {k: (int(v) if v.isdigit() else float(v)) for k, v in args.items()}
    for s in seeds:
        print(run(s, **kw), flush=True)
