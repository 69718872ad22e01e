"""Auditor A, round 20: thesis ch.3, proof of Lemma B.3.2, (B.134) (B.148) (B.149) (B.151)/(B.125) (B.155) (B.156).

Own model, written from the paper only (seed 003 L752-L846, L3802-L3935, L4391-L4650):
  F(x_n) = a^T relu(W_O sum_{s in S^{n,t}} W_V x_s softmax_n(x_s^T W_K^T W_Q x_n + u_(s,n)^T b))   (3.1)
  hinge loss (3.3), SGD (B.2) on W_O, W_V, W_K, W_Q, b (a fixed); W_O pre-trained alone for T0 steps (L3870).
  Data: one-hot patterns x = e_j (||x|| = 1, lambda = 0), j in [M]; mu_1 / mu_2 discriminative;
  graph = 2-block SBM; block +1 holds mu_1 and non-discriminative nodes, block -1 holds mu_2 and
  non-discriminative ones; label = block; Z-truncated SPD one-hot PE (3.2).
  Init (Assumption B.2.1 with zero noise, delta = 0): W_V^(0) e_j = p_j, W_K^(0) e_j = q_j,
  W_Q^(0) e_j = r_j, with r_j = q_j for all j (q1 = r1, q2 = r2 required; equality for j >= 3 makes the
  leading term q_l(t) of (B.148) right), P, Q orthonormal; ||W||=1.
Measured at every full-training step t: the one-step update Delta W_Q e_j = -eta grad_{W_Q} e_j, written
in the key-feature basis {W_K^(t) e_l} (exact: the update lies in that span), and Delta W_K e_j in the
query-feature basis {W_Q^(t) e_l}.  At the first full step these bases are the orthonormal q_l = r_l
and all noise terms n_j, o_j are 0, so (B.134)... have no slack: the coefficients are unique.
  K(t)   = q1-coefficient of Delta W_Q e_1 (B.134)
  Ke     = q2-coefficient of Delta W_Q e_1, printed |K_e|(t) >= 0 (B.134)
  c149   = q1-coefficient of Delta W_Q e_2, printed Theta(1) K(t) (B.149)
  c148   = q1-coefficient of Delta W_Q e_l, l >= 3, printed Theta(1) K(t) (B.148)
  Q(t)   = r1-coefficient of Delta W_K e_1 (B.151)
  Qe     = r2-coefficient of Delta W_K e_1, printed |Q_e(t)| >= 0 (B.151), 'Q_e(t) > 0' (B.125)
  d155   = r1-coefficient of Delta W_K e_2, printed |Q_e(t)| >= 0 (B.155)
  d156_1, d156_2 = r1, r2-coefficients of Delta W_K e_l, l >= 3, printed Theta(1)|Q_f| and Theta(1) Q_f (B.156)
Run: python eqB134_family.py [seeds] ; prints a table.
"""
import sys
import numpy as np
import torch

torch.set_default_dtype(torch.float64)


def build(seed, N=300, M=4, ma=8, mb=8, m=64, Z=4, p_in=0.06, p_out=0.02, gd=0.5, xi=0.1):
    rng = np.random.default_rng(seed)
    half = N // 2
    y = np.r_[np.ones(half), -np.ones(N - half)]
    pat = np.empty(N, int)
    for n in range(N):
        if rng.random() < gd:
            pat[n] = 0 if y[n] > 0 else 1
        else:
            pat[n] = rng.integers(2, M)
    A = np.zeros((N, N), bool)
    for i in range(N):
        for j in range(i + 1, N):
            p = p_in if y[i] == y[j] else p_out
            if rng.random() < p:
                A[i, j] = A[j, i] = True
    # SPD by BFS
    spd = np.full((N, N), 10 ** 6)
    for s in range(N):
        spd[s, s] = 0
        fr = [s]
        dd = 0
        while fr:
            dd += 1
            nxt = []
            for u in fr:
                for v in np.nonzero(A[u])[0]:
                    if spd[s, v] > dd:
                        spd[s, v] = dd
                        nxt.append(v)
            fr = nxt
    zidx = np.minimum(spd, Z - 1)  # u = e_{SPD+1}, truncated to e_Z  (0-based index)
    # winning margins (3.5), z in [Z-1] = 1..Z-1 (distance z)
    Delta = np.zeros((N, Z))
    for z in range(1, Z):
        nb = (spd == z)
        rel = np.where(y[:, None] > 0, pat[None, :] == 0, pat[None, :] == 1)
        con = np.where(y[:, None] > 0, pat[None, :] == 1, pat[None, :] == 0)
        Delta[:, z] = (nb & rel).sum(1) - (nb & con).sum(1)
    zm = 1 + int(np.argmax(Delta[:, 1:].mean(0)))
    eps0 = 1 - (Delta[:, zm] > 0).mean()
    # features
    X = np.eye(M)  # x = e_pattern (d = M)
    Qb = np.linalg.qr(rng.standard_normal((ma, M)))[0]
    Pb = np.linalg.qr(rng.standard_normal((mb, M)))[0]
    WK = Qb.copy()           # W_K e_j = q_j
    WQ = Qb.copy()           # W_Q e_j = r_j = q_j
    WV = Pb.copy()           # W_V e_j = p_j
    WO = xi * rng.standard_normal((m, mb))
    a = rng.choice([-1, 1], m) / np.sqrt(m)
    info = dict(zm=zm, eps0=eps0, deg=A.sum(1).mean(), nzm=(spd == zm).sum(1).min(),
                gd=(pat < 2).mean(), Dbar=Delta[:, 1:].mean(0))
    return dict(y=y, pat=pat, zidx=zidx, X=X, WK=WK, WQ=WQ, WV=WV, WO=WO, a=a, M=M, Z=Z, N=N, info=info)


def loss_batch(P, G, batch, S):
    """mean hinge loss over batch; S[k] = sampled aggregation nodes of batch[k] (vectorised)."""
    X = torch.tensor(G['X'])
    S = np.asarray(S)
    ps = torch.tensor(G['pat'][S])                   # B x |S|
    pn = torch.tensor(G['pat'][batch])               # B
    KX = (P['WK'] @ X)                                 # ma x M (columns W_K e_j)
    QX = (P['WQ'] @ X)
    VX = (P['WV'] @ X)
    g = torch.einsum('abs,ab->bs', KX[:, ps].reshape(KX.shape[0], *ps.shape), QX[:, pn]) \
        + P['b'][torch.tensor(G['zidx'][batch[:, None], S])]
    al = torch.softmax(g, 1)                          # B x |S|
    V = torch.einsum('cbs,bs->cb', VX[:, ps].reshape(VX.shape[0], *ps.shape), al)   # mb x B
    Fv = torch.tensor(G['a']) @ torch.relu(P['WO'] @ V)                          # B
    yb = torch.tensor(G['y'][batch])
    return torch.clamp(1 - yb * Fv, min=0).mean()


def run(seed, T0=60, T=12, B=16, Ssz=30, eta=0.1, verbose=True, **kw):
    G = build(seed, **kw)
    rng = np.random.default_rng(1000 + seed)
    P = {k: torch.tensor(G[k], requires_grad=True) for k in ['WK', 'WQ', 'WV', 'WO']}
    P['b'] = torch.zeros(G['Z'], requires_grad=True)
    M = G['M']
    rows = []
    for t in range(T0 + T):
        batch = rng.choice(G['N'], B, replace=False)
        S = np.array([rng.choice(G['N'], Ssz, replace=False) for _ in batch])
        L = loss_batch(P, G, batch, S)
        for v in P.values():
            v.grad = None
        L.backward()
        with torch.no_grad():
            if t >= T0:
                WK = P['WK'].detach().numpy().copy()
                WQ = P['WQ'].detach().numpy().copy()
                dQ = -eta * P['WQ'].grad.numpy()   # Delta W_Q (columns = Delta W_Q e_j)
                dK = -eta * P['WK'].grad.numpy()
                cQ, resQ, _, _ = np.linalg.lstsq(WK, dQ, rcond=None)  # cQ[l, j]: coeff of W_K e_l in Delta W_Q e_j
                cK, resK, _, _ = np.linalg.lstsq(WQ, dK, rcond=None)  # cK[l, j]: coeff of W_Q e_l in Delta W_K e_j
                rq = np.linalg.norm(WK @ cQ - dQ) / max(np.linalg.norm(dQ), 1e-300)
                rk = np.linalg.norm(WQ @ cK - dK) / max(np.linalg.norm(dK), 1e-300)
                # fixed-direction (paper (B.20)) coordinates: inner products with the initial orthonormal q_l
                rows.append(dict(t=t - T0, K=cQ[0, 0], Ke=cQ[1, 0], c149=cQ[0, 1], q2_149=cQ[1, 1],
                                 c148=[cQ[0, j] for j in range(2, M)], c148_2=[cQ[1, j] for j in range(2, M)],
                                 Q=cK[0, 0], Qe=cK[1, 0], d155=cK[0, 1],
                                 d156_1=[cK[0, j] for j in range(2, M)], d156_2=[cK[1, j] for j in range(2, M)],
                                 sumQ=cQ.sum(0), resid=max(rq, rk), loss=L.item(),
                                 nP1=int((G['pat'][batch] == 0).sum()), nP2=int((G['pat'][batch] == 1).sum())))
            for k, v in P.items():
                if t < T0 and k != 'WO':
                    continue
                v -= eta * v.grad
    return G, rows


def fmt(v):
    if isinstance(v, list):
        return '[' + ','.join('%+.2e' % x for x in v) + ']'
    return '%+.2e' % v


def score_matrix_demo(seed, T0=60, T=30, B=256, Ssz=30, eta=0.1, **kw):
    """Score matrix S[s, l] = (W_K e_s)^T (W_Q e_l) after T full steps (starts at the identity).
    (B.148)'s mechanism needs S[key 1, query l >= 3] to grow like the q_1-coefficient Theta(1) K(t)."""
    G = build(seed, **kw)
    rng = np.random.default_rng(1000 + seed)
    P = {k: torch.tensor(G[k], requires_grad=True) for k in ['WK', 'WQ', 'WV', 'WO']}
    P['b'] = torch.zeros(G['Z'], requires_grad=True)
    for t in range(T0 + T):
        batch = rng.choice(G['N'], B, replace=False)
        S = np.array([rng.choice(G['N'], Ssz, replace=False) for _ in batch])
        L = loss_batch(P, G, batch, S)
        for v in P.values():
            v.grad = None
        L.backward()
        with torch.no_grad():
            for k, v in P.items():
                if t < T0 and k != 'WO':
                    continue
                v -= eta * v.grad
    WK = P['WK'].detach().numpy()
    WQ = P['WQ'].detach().numpy()
    return WK.T @ WQ, P['b'].detach().numpy(), L.item()


if __name__ == '__main__':
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument('seeds', nargs='*', type=int, default=[0, 1, 2])
    ap.add_argument('--B', type=int, default=16)
    ap.add_argument('--eta', type=float, default=0.1)
    ap.add_argument('--T0', type=int, default=60)
    ap.add_argument('--T', type=int, default=12)
    ap.add_argument('--summary', action='store_true')
    ap.add_argument('--m', type=int, default=64)
    ap.add_argument('--M', type=int, default=4)
    ap.add_argument('--N', type=int, default=300)
    ap.add_argument('--scores', action='store_true')
    ar = ap.parse_args()
    if ar.scores:
        np.set_printoptions(precision=4, suppress=True)
        for sd in ar.seeds:
            Sm, b, L = score_matrix_demo(sd, T0=ar.T0, T=ar.T, B=ar.B, eta=ar.eta, m=ar.m, M=ar.M, N=ar.N)
            print('seed %d after %d full steps: loss %.3f, b = %s; S - I (rows key pattern, cols query pattern):' % (sd, ar.T, L, b))
            print(Sm - np.eye(ar.M))
        sys.exit(0)
    for sd in ar.seeds:
        G, rows = run(sd, T0=ar.T0, T=ar.T, B=ar.B, eta=ar.eta, m=ar.m, M=ar.M, N=ar.N)
        if ar.summary:
            inf = G['info']
            K = np.array([r['K'] for r in rows])
            def frac_neg(key, idx=None):
                v = np.array([r[key] if idx is None else r[key][idx] for r in rows])
                ok = K > 0
                v = v[ok]
                return '%d/%d neg, ratio/K [%+.2f,%+.2f]' % ((v < 0).sum(), len(v), (v / K[ok]).min(), (v / K[ok]).max())
            print('seed %d B=%d eta=%g T0=%d: z_m=%d eps0=%.3f | K>0 %d/%d | loss %.3f->%.3f' % (
                sd, ar.B, ar.eta, ar.T0, inf['zm'], inf['eps0'], (K > 0).sum(), len(K), rows[0]['loss'], rows[-1]['loss']))
            r0 = rows[0]
            print('   first full step (noise 0, orthonormal basis): K=%.3e Ke=%.3e c149=%.3e c148_q1=%s Q=%.3e Qe=%.3e d155=%.3e d156_r1=%s d156_r2=%s' % (
                r0['K'], r0['Ke'], r0['c149'], fmt(r0['c148']), r0['Q'], r0['Qe'], r0['d155'], fmt(r0['d156_1']), fmt(r0['d156_2'])))
            print('   Ke(B.134): %s | c149: %s | Qe(B.151): %s | d155: %s' % (frac_neg('Ke'), frac_neg('c149'), frac_neg('Qe'), frac_neg('d155')))
            for i in range(G['M'] - 2):
                ok = K > 0
                v1 = np.array([r['c148'][i] for r in rows])[ok]; v2 = np.array([r['c148_2'][i] for r in rows])[ok]
                print('   pattern %d: c148 q1 %s; q2 %s; (q1+q2)/K [%+.2f,%+.2f]; d156 r1 %s; r2 %s' % (
                    i + 3, frac_neg('c148', i), frac_neg('c148_2', i), ((v1 + v2) / K[ok]).min(), ((v1 + v2) / K[ok]).max(),
                    frac_neg('d156_1', i), frac_neg('d156_2', i)))
            continue
        inf = G['info']
        print('seed %d: z_m=%d eps0=%.3f mean deg=%.1f min|N_zm|=%d gamma_d=%.2f Dbar=%s' % (
            sd, inf['zm'], inf['eps0'], inf['deg'], inf['nzm'], inf['gd'], np.round(inf['Dbar'], 2)))
        for r in rows:
            print(' t=%2d K=%s Ke=%s (Ke/K=%+.2f) c149=%s (/K=%+.2f) c148=%s | Q=%s Qe=%s d155=%s d156_1=%s d156_2=%s | '
                  'colsum=%.1e resid=%.1e loss=%.3f nP1=%d nP2=%d' % (
                      r['t'], fmt(r['K']), fmt(r['Ke']), r['Ke'] / r['K'], fmt(r['c149']), r['c149'] / r['K'],
                      fmt(r['c148']), fmt(r['Q']), fmt(r['Qe']), fmt(r['d155']), fmt(r['d156_1']),
                      fmt(r['d156_2']), np.abs(r['sumQ']).max(), r['resid'], r['loss'], r['nP1'], r['nP2']))
