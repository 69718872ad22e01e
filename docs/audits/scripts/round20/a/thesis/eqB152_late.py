"""Auditor A, round 20: thesis.ch3.eqB.152-late (seed 003 L4585 (B.152) 'Q(t) >= K(t)(1 - lambda) > 0', inside
Lemma B.3.2 L3979 'There exists K(t), Q(t) > 0, t = 0, 1, ..., T-1'; K(t), Q(t) the growth coefficients of
W_Q^(t+1) x_j = (1 + K(t)) q_1(t) + ... (B.134) and W_K^(t+1) x_j = (1 + Q(t)) q_1(t) + ... (B.151), j in S_1).
Own model: that of eqB134_family.py (GT (3.1), hinge, SGD, one-hot patterns, 2-block SBM, zero-noise init).
Per full step: K(t) = q1-coefficient of Delta W_Q e_1, Q(t) = r1-coefficient of Delta W_K e_1 (exact, unique at
zero noise; later in the {W_K^(t) e_l} / {W_Q^(t) e_l} bases), the number of mu_1 (pattern-1) batch nodes with
y F < 1 (only these send gradient to W_Q e_1, W_K e_1 through the query side), and the all-node hinge
(mean over all N nodes, fresh node samples) as the training-progress measure.
"""
import sys
import numpy as np
import torch
sys.path.insert(0, '/work/audit/r20a/thesis')
import eqB134_family as E


def run(seed, T0=60, T=200, B=32, Ssz=30, eta=0.2, m=64, M=4, N=300):
    G = E.build(seed, m=m, M=M, N=N)
    rng = np.random.default_rng(1000 + seed)
    P = {k: torch.tensor(G[k], requires_grad=True) for k in ['WK', 'WQ', 'WV', 'WO']}
    P['b'] = torch.zeros(G['Z'], requires_grad=True)
    rows = []
    allnodes = np.arange(G['N'])
    for t in range(T0 + T):
        batch = rng.choice(G['N'], B, replace=False)
        S = np.array([rng.choice(G['N'], Ssz, replace=False) for _ in batch])
        L = E.loss_batch(P, G, batch, S)
        for v in P.values():
            v.grad = None
        L.backward()
        with torch.no_grad():
            if t >= T0:
                WK = P['WK'].numpy().copy(); WQ = P['WQ'].numpy().copy()
                dQ = -eta * P['WQ'].grad.numpy(); dK = -eta * P['WK'].grad.numpy()
                cQ = np.linalg.lstsq(WK, dQ, rcond=None)[0]
                cK = np.linalg.lstsq(WQ, dK, rcond=None)[0]
                # margins of the batch's pattern-1 nodes
                Xs = torch.tensor(G['X'])
                Sall = np.array([rng.choice(G['N'], Ssz, replace=False) for _ in allnodes])
                # per-node hinge over all nodes (fresh samples), and for the batch pattern-1 nodes
                def hinge(nodes, SS):
                    out = []
                    for n, s in zip(nodes, SS):
                        out.append(E.loss_batch(P, G, np.array([n]), np.array([s])).item())
                    return np.array(out)
                hb = hinge(batch, S)
                p1 = G['pat'][batch] == 0
                hall = E.loss_batch(P, G, allnodes, Sall).item()
                rows.append(dict(t=t - T0, K=cQ[0, 0], Q=cK[0, 0], Qe=cK[1, 0], gam=[cK[l, 0] for l in range(2, cK.shape[0])], n1=int(p1.sum()), n1act=int((hb[p1] > 0).sum()),
                                 hall=hall, hbatch=L.item()))
            for k, v in P.items():
                if t < T0 and k != 'WO':
                    continue
                v -= eta * v.grad
    return G, rows


if __name__ == '__main__':
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument('seeds', nargs='*', type=int, default=[0])
    ap.add_argument('--eta', type=float, default=0.2)
    ap.add_argument('--B', type=int, default=32)
    ap.add_argument('--T', type=int, default=200)
    ar = ap.parse_args()
    for sd in ar.seeds:
        G, rows = run(sd, T=ar.T, B=ar.B, eta=ar.eta)
        K = np.array([r['K'] for r in rows]); Q = np.array([r['Q'] for r in rows])
        n1 = np.array([r['n1'] for r in rows]); act = np.array([r['n1act'] for r in rows])
        hall = np.array([r['hall'] for r in rows])
        print('seed %d eta %g B %d: eps0 = %.3f (2 eps0 = %.3f)' % (sd, ar.eta, ar.B, G['info']['eps0'], 2 * G['info']['eps0']))
        zero = (n1 > 0) & (act == 0)
        print('  steps with mu_1 nodes in the batch but none in margin (-> K = 0): %d of %d; K == 0 exactly at %d of them' % (
            zero.sum(), len(rows), (np.abs(K[zero]) < 1e-300).sum()))
        print('  K < 0 at %d steps, K > 0 at %d, K == 0 at %d; Q <= 0 at %d' % ((K < 0).sum(), (K > 0).sum(), (K == 0).sum(), (Q <= 0).sum()))
        idx = np.nonzero(zero)[0]
        for i in idx[:6]:
            r = rows[i]
            print('   t=%3d K=%.3e Q=%.3e mu_1 batch nodes %d (in margin %d); all-node hinge %.3f' % (r['t'], r['K'], r['Q'], r['n1'], r['n1act'], r['hall']))
        neg = np.nonzero(K < 0)[0]
        for i in neg[:4]:
            r = rows[i]
            print('   K<0: t=%3d K=%.3e Q=%.3e mu_1 batch nodes %d (in margin %d); all-node hinge %.3f' % (r['t'], r['K'], r['Q'], r['n1'], r['n1act'], r['hall']))
        Qe = np.array([r['Qe'] for r in rows]); gam = np.array([r['gam'] for r in rows])
        zq = np.abs(Q) < 1e-15
        print('  (B.153)/(B.154): steps with Q(t) = 0 (|Q| < 1e-15): %d; among them Q_e != 0 (|Q_e| > 1e-12) at %d, max |Q_e| = %.2e; '
              'some gamma_l != 0 at %d, max |gamma_l| = %.2e' % (zq.sum(), (np.abs(Qe[zq]) > 1e-12).sum(), np.abs(Qe[zq]).max() if zq.any() else 0,
              (np.abs(gam[zq]).max(1) > 1e-12).sum() if zq.any() else 0, np.abs(gam[zq]).max() if zq.any() else 0))
        for i in np.nonzero(zq)[0][:4]:
            r = rows[i]
            print('   t=%3d Q=%.1e Q_e=%+.3e gamma_l=%s all-node hinge %.3f' % (r['t'], r['Q'], r['Qe'], np.array2string(np.array(r['gam']), precision=3), r['hall']))
        print('  all-node hinge at t = 0, 50, 100, 150 (those < T), %d: %s' % (len(rows) - 1, np.round(hall[[i for i in (0, 50, 100, 150) if i < len(hall)] + [-1]], 3)))
