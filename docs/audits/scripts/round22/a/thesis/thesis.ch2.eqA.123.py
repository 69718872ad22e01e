"""Auditor A, round 22: thesis (seed 003) (A.123) L3236-L3241, proof of Lemma A.3.1 (Claim 2), own model, no repo code.
For i not in (W_{l,n}(0) u U_{l,n}(0)), l in S_1^n, j in S_1^g, k in W_{l,n}(0):
 Z_i := W_O(i) sum_s W_V x_s att_s(l) q_1(t)^T (W_K x_s - sum_r att_r(l) x_r) x_l^T x_j^g  <~  Z_k / sqrt(B)
 (right side: sum_r att_r W_K x_r).  W_{l,n}(0) = {i : W_O(i)^(0) V_{l,n}(0) > 0, l in S_1^n} (A.8),
 U_{l,n}(0) = {i : W_O(i)^(0) V_{l,n}(0) > 0, l in S_2^n} (A.9).
ViT (2.1), hinge (2.3), Algorithm 3 (A.6) SGD on W_O, W_V, W_K, W_Q; a_(l) fixed.
Instance: M = 5 patterns mu_j = e_j in R^8 (d = m_a = m_b = 8), noise-free tokens (tau = 0; x_l^T x_j^g = 1 >= 1 (A.10)),
W_V, W_K, W_Q = (I + noise)/norm with ||W mu_j - e_j|| <= sigma (V), delta (K, Q) (Assumption 2.3.1, q_j = r_j = p_j = e_j),
|S^n| = 12: label +1: 6 mu_1, 2 mu_2, 4 from mu_3..mu_5 (label -1 mirrored); alpha* = 1/2, alpha# = 1/6 ((2.8) holds);
W_O ~ N(0, xi^2), m = 128 >= M^2 ln N (N = 40: 92).
"""
import sys, math
import numpy as np
import torch
torch.set_default_dtype(torch.float64)

def make(seed, N=40, m=128, d=8, M=5, sigma=0.01, delta=0.2, xi=0.01, L=12):
    g = torch.Generator().manual_seed(seed)
    rng = np.random.default_rng(seed)
    def init(err):
        E = torch.randn(d, d, generator=g); E = E / torch.linalg.norm(E, 2) * err * 0.6
        W = torch.eye(d) + E
        return W / max(1.0, torch.linalg.norm(W, 2).item())
    WV, WK, WQ = init(sigma), init(delta), init(delta)
    for W, e in ((WV, sigma), (WK, delta), (WQ, delta)):
        assert max(torch.linalg.norm(W[:, j] - torch.eye(d)[:, j]).item() for j in range(M)) <= e
    WO = xi * torch.randn(m, d, generator=g)
    A = (torch.randint(0, 2, (L, m), generator=g) * 2 - 1) / math.sqrt(m)      # a_(l) per token position
    Xs, ys, pats = [], [], []
    for n in range(N):
        y = 1 if n % 2 == 0 else -1
        rel, conf = (0, 1) if y == 1 else (1, 0)
        p = [rel] * 6 + [conf] * 2 + list(rng.integers(2, M, 4))
        rng.shuffle(p)
        Xs.append(torch.eye(d)[:, p]); ys.append(y); pats.append(np.array(p))
    return dict(WV=WV, WK=WK, WQ=WQ, WO=WO, A=A, X=torch.stack(Xs), y=torch.tensor(ys, dtype=torch.float64), pats=pats, m=m)

def forward(P, X):
    K = P['WK'] @ X; Q = P['WQ'] @ X; V = P['WV'] @ X          # [n, mb, L]
    att = torch.softmax(K.transpose(1, 2) @ Q, dim=1)           # att[n, s, l]
    Vl = V @ att                                                # [n, ma, L]
    H = torch.relu(torch.einsum('id,ndl->nil', P['WO'], Vl))
    return torch.einsum('li,nil->n', P['A'], H) / X.shape[2]

def Z_all(P, n, l, q1, printed=True):
    X = P['X'][n]
    K = P['WK'] @ X; Q = P['WQ'] @ X; V = P['WV'] @ X
    att = torch.softmax(K.T @ Q[:, l], dim=0)                   # over s
    kbar = (X @ att) if printed else (K @ att)                  # printed LHS: sum_r att_r x_r (no W_K)
    coef = (q1 @ (K - kbar[:, None]))                           # q_1^T (W_K x_s - kbar)
    g = V @ (att * coef)
    return P['WO'] @ g                                          # x_l^T x_j^g = 1

def sets(P, n, l):
    X = P['X'][n]; pats = P['pats'][n]
    K = P['WK'] @ X; Q = P['WQ'] @ X; V = P['WV'] @ X
    Vl = V @ torch.softmax(K.T @ Q[:, l], dim=0)
    Wset = (P['WO'] @ Vl) > 0
    Ulit = torch.zeros_like(Wset)                               # literal: l in S_1^n, so 'l in S_2^n' is false: U empty
    l2 = [s for s in range(len(pats)) if pats[s] == 1]
    Vl2 = V @ torch.softmax(K.T @ Q[:, l2[0]], dim=0)           # reading: U for the mu_2 tokens of the same sample
    Urd = (P['WO'] @ Vl2) > 0
    return Wset, Ulit, Urd

def audit_t(P, q1, label=""):
    cnt_sign = 0; tot = 0; ratios = []
    for n in range(P['X'].shape[0]):
        pats = P['pats'][n]
        l = int(np.where(pats == 0)[0][0])                      # a mu_1 token (all mu_1 tokens are identical here)
        Wset, Ulit, Urd = sets(P, n, l)
        for printed in (True,):
            Z = Z_all(P, n, l, q1, printed)
            Zr = Z_all(P, n, l, q1, False)
            out = ~(Wset | Urd)                                 # the stricter reading of 'i not in W u U'
            tot += 1
            if out.any() and Wset.any():
                zi = Z[out].max().item(); zk_min = Zr[Wset].min().item(); zk_max = Zr[Wset].max().item()
                if zi > 0 and zk_min < 0: cnt_sign += 1
                if zk_max > 0: ratios.append(zi / zk_max)
    return cnt_sign, tot, np.array(ratios)

def train_and_audit(seed, B, eta=0.1, tmax=4000, **kw):
    P = make(seed, **kw)
    for key in ('WO', 'WV', 'WK', 'WQ'): P[key].requires_grad_(True)
    g = torch.Generator().manual_seed(1000 + seed)
    N = P['X'].shape[0]
    hist = []
    T_star = None
    for t in range(tmax):
        with torch.no_grad():
            full = torch.clamp(1 - P['y'] * forward(P, P['X']), min=0)
        if full.max().item() == 0:
            T_star = t; break
        idx = torch.randint(0, N, (B,), generator=g)
        loss = torch.clamp(1 - P['y'][idx] * forward(P, P['X'][idx]), min=0).mean()
        gr = torch.autograd.grad(loss, [P['WO'], P['WV'], P['WK'], P['WQ']])
        with torch.no_grad():
            snap = {k: P[k].detach().clone() for k in ('WO', 'WV', 'WK', 'WQ')}
            hist.append((t, snap, int((full > 0).sum())))
            for k, gg in zip(('WO', 'WV', 'WK', 'WQ'), gr): P[k] -= eta * gg
    return P, T_star, hist

if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else 't0'
    if mode == 't0':
        print("t = 0 (nothing depends on B): per seed, #samples (l = a mu_1 token) with some i outside W u U (reading: U of the")
        print("sample's mu_2 token; the literal U is empty for l in S_1) having Z_i > 0 while some lucky k has Z_k < 0; and")
        print("R = max_{i not in W u U} Z_i / max_{k in W} Z_k (the most favourable k)")
        for seed in range(4):
            P = make(seed)
            for q1name, q1 in (("q_1 = e_1", torch.eye(8)[:, 0]), ("q_1 = W_K mu_1", P['WK'][:, 0])):
                c, tot, R = audit_t(P, q1)
                print(f"  seed {seed} ({q1name}): sign crossings {c}/{tot}; R median {np.median(R):.2f} min {R.min():.2f} max {R.max():.2f};"
                      f" sqrt(B) R at B = 2, 64, 4096: {math.sqrt(2)*np.median(R):.1f}, {8*np.median(R):.1f}, {64*np.median(R):.1f}")
        for m in (512, 2048):
            P = make(0, m=m)
            c, tot, R = audit_t(P, torch.eye(8)[:, 0])
            print(f"  seed 0, m = {m}: sign crossings {c}/{tot}; R median {np.median(R):.2f}")
    else:
        seed = int(sys.argv[2]); Bs = [int(b) for b in sys.argv[3].split(',')]
        for B in Bs:
            P, Ts, hist = train_and_audit(seed, B)
            if Ts is None: print(f"  B={B}: not fitted"); continue
            late = [h for h in hist if h[0] >= Ts // 2 and h[2] >= 5]
            Rs = []; cs = 0
            for (t, snap, busy) in late[:: max(1, len(late) // 20)]:
                Q = dict(P); Q.update(snap)
                q1 = snap['WK'][:, 0]
                c, tot, R = audit_t(Q, q1)
                cs += c; Rs += list(R)
            Rs = np.array(Rs)
            print(f"  seed {seed} B={B}: T*={Ts}, late busy steps audited {len(late[:: max(1, len(late)//20)])}; sign crossings {cs};"
                  f" R median {np.median(Rs):.2f}; sqrt(B) R = {math.sqrt(B)*np.median(Rs):.2f}", flush=True)
