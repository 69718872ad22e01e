# Auditor B r29: thesis (F.151) first '=' (seed 003 L10059-L10061, proof of Lemma F.3.7): left side ends with p (no tilde),
# right side with p~_query^T p~. Own numpy model of (7.1)-(7.2), squared loss, W_V = (0 I), gradient by central differences.
import numpy as np
rng = np.random.default_rng(151)
dx, K, l, B, eta = 3, 2, 6, 8, 0.9
D = 2 * dx
Cq, _ = np.linalg.qr(rng.standard_normal((D, K))); C = Cq.T              # orthonormal c_1..c_K in R^{2 d_x}
WV = np.hstack([np.zeros((dx, dx)), np.eye(dx)])
E = np.eye(dx)
def pe(i):                                                               # column i (1-based): c_{(i mod K)}, mod 0 -> c_K
    r = i % K; return C[(r - 1) % K]
def make_prompt():
    perms = [rng.permutation(dx) for _ in range(K)]                      # step functions f_k on one-hot patterns
    f = lambda k, v: E[perms[k - 1][int(np.argmax(v))]]
    cols = []
    for _ in range(l):
        ys = [E[rng.integers(dx)]]
        for k in range(1, K + 1): ys.append(f(k, ys[-1]))
        for k in range(1, K + 1): cols.append(np.concatenate([ys[k - 1], ys[k]]))
    k = int(rng.integers(1, K + 1)); z = [E[rng.integers(dx)]]
    for kk in range(1, k + 1): z.append(f(kk, z[-1]))
    for kk in range(1, k): cols.append(np.concatenate([z[kk - 1], z[kk]]))
    cols.append(np.concatenate([z[k - 1], np.zeros(dx)]))                # query column (z_{k-1}; 0)
    P = np.array(cols); Pt = P + np.array([pe(i + 1) for i in range(len(cols))])
    return P, Pt, z[k]
prompts = [make_prompt() for _ in range(B)]
def F(W, Pt):
    q = Pt[-1]; sc = Pt[:-1] @ W @ q; s = np.exp(sc - sc.max()); s /= s.sum()   # (7.2): i = 1 .. len(P) - 1
    return WV @ (Pt[:-1].T @ s), s
def loss(W): return np.mean([0.5 * np.sum((z - F(W, Pt)[0])**2) for _, Pt, z in prompts])
W = 0.3 * rng.standard_normal((D, D))
G = np.zeros((D, D)); h = 1e-6
for a in range(D):
    for b in range(D):
        Wp = W.copy(); Wp[a, b] += h; Wm = W.copy(); Wm[a, b] -= h; G[a, b] = (loss(Wp) - loss(Wm)) / (2 * h)
G *= eta                                                                 # eta (1/B) sum_n dl_n/dW
def rhs(pt):
    tot = 0.0
    for _, Pt, z in prompts:
        Fv, s = F(W, Pt); mean = Pt[:-1].T @ s
        for i in range(len(Pt) - 1):
            tot += (Fv - z) @ (WV @ Pt[i]) * s[i] * (pt @ (Pt[i] - mean)) * (Pt[-1] @ pt)
    return eta * tot / B
# p = a context column of prompt 0 in the same step as prompt 0's query (shares its PE), and one in the other step
P0, Pt0, _ = prompts[0]; nq = len(Pt0) - 1
for j in (nq - 2, nq - 1, 0, 1):
    if j < 0: continue
    p, pt = P0[j], Pt0[j]
    same = np.allclose(pe(j + 1), pe(nq + 1))
    print(f"column {j+1} ({'same PE as the query' if same else 'other PE'}): p~^T G p = {pt @ G @ p:+.6e}  p~^T G p~ = {pt @ G @ pt:+.6e}  "
          f"printed right side = {rhs(pt):+.6e}  | p~_query^T c = {Pt0[-1] @ pe(j+1):+.4f}")
