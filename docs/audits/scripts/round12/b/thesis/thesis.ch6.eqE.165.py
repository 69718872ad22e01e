"""Audit B, round 12: thesis (E.165) L8803-L8808 and (E.166) L8810-L8815 (proof of Lemma E.4.5 (b), t = t0 >= 1):
X[j, q] := (mu_j; 0)^T G_K p_q, N[k, q] := (nu_k; 0)^T G_K p_q, G_K = eta (1/B) sum_n dl/dW_K at W^(t0), p_q a context
token (mu_q; +-q) of IDR pattern mu_q.
(E.165) printed: mu_j not forming a task with mu_q: |X_jq| <= (1/M1)|X_jq|  (same entry both sides: needs X_jq = 0);
         reading (as (E.151)/(E.157)):                 |X_jq| <= (1/M1)|X_qq|.
(E.166) printed: for k in [M2]: |N_kq| <= (1/M2)|X_jq| (mu_j of (E.165)); reading with mu_q: <= (1/M2)|X_qq|.
Own model ch6_model.py; W^(t0) by t0 SGD steps (E.2) with fresh balanced batches; G_K with a fresh batch at W^(t0)."""
import math, sys, statistics
import torch
sys.path.insert(0, '/work/audit/r12B/thesis')
from ch6_model import Cfg, init, batch, grads, sgd_step, mu, nu


def projections(c, seed, t0):
    g = torch.Generator().manual_seed(seed)
    P, a = init(c, g)
    for t in range(t0):
        keys, qry, z, _ = batch(c, g)
        G, _ = grads(c, P, a, keys, qry, z)
        P = sgd_step(c, P, G)
    keys, qry, z, _ = batch(c, g)
    G, _ = grads(c, P, a, keys, qry, z)
    GK = c.eta * G['WK']
    pad = lambda v: torch.cat([v, torch.zeros(c.ma - c.D)])
    MU = torch.stack([pad(mu(c, j)) for j in range(c.M1)]); NU = torch.stack([pad(nu(c, k)) for k in range(c.M2)])
    res = []
    for y in (1.0, -1.0):
        Pq = torch.stack([mu(c, q) for q in range(c.M1)]); Pq[:, c.dx] = y        # p_q = (mu_q; y q)
        res.append((MU @ GK @ Pq.T, NU @ GK @ Pq.T))
    return res


def stats(c, seed, t0):
    M1 = c.M1
    X_rel, r165, r166, r166q = [], [], [], []
    for X, N in projections(c, seed, t0):
        own = X.diagonal().abs()
        for q in range(M1):
            non = [j for j in range(M1) if j not in (q, (q + 1) % M1, (q - 1) % M1)]
            xj = max(float(X[j, q].abs()) for j in non)          # the non-partner entry (largest)
            X_rel.append(xj / float(X.abs().max()))             # printed (E.165): nonzero?
            r165.append(xj / float(own[q]))                     # reading: |X_jq|/|X_qq| vs 1/M1
            xfav = max(float(X[j, q].abs()) for j in non)       # (E.166) printed: most favourable mu_j (largest)
            r166.append(float(N[:, q].abs().max()) / xfav)      # vs 1/M2
            r166q.append(float(N[:, q].abs().max()) / float(own[q]))
    return min(X_rel), max(X_rel), max(r165), statistics.median(r165), max(r166), statistics.median(r166), max(r166q), statistics.median(r166q)


def check(c):
    assert c.m >= 2 * c.M1 ** 2 * math.log(c.M1) and c.B >= 6 * c.M1 * math.log(c.M1)
    assert c.l * c.alpha >= 8 * max(math.log(c.M1), 1 / c.beta ** 2)
    assert 1 <= c.beta <= 3 and 0 < c.delta <= 0.2 and 0 < c.alpha <= 1 and c.Kn <= 0.5 and c.M2 <= 2 * c.M1 and c.eta <= 1


if __name__ == '__main__':
    fams = [dict(M1=6, M2=6, beta=1.0, delta=0.1, alpha=1.0, l=15, m=144, B=72),
            dict(M1=6, M2=6, beta=1.0, delta=0.1, alpha=0.8, l=20, m=400, B=1200),
            dict(M1=6, M2=12, beta=2.0, delta=0.2, alpha=0.6, l=30, m=400, B=1200),
            dict(M1=10, M2=10, beta=1.0, delta=0.1, alpha=0.8, l=24, m=800, B=2000),
            dict(M1=6, M2=6, beta=1.0, delta=0.1, alpha=0.8, l=20, m=400, B=1200, a_scale='1/sqrt(m)')]
    for kw in fams:
        c = Cfg(**kw); check(c)
        for t0 in (1, 5):
            rows = [stats(c, s, t0) for s in range(4)]
            f = lambda i, agg: agg(r[i] for r in rows)
            print(f'{kw} t0={t0}: (E.165) printed: non-partner |X_jq|/max|X| in [{f(0, min):.2e}, {f(1, max):.2f}] (nonzero); '
                  f'reading |X_jq|/|X_qq| max {f(2, max):.2f} median-of-medians {statistics.median(r[3] for r in rows):.2f} vs 1/M1={1/c.M1:.3f} | '
                  f'(E.166) max_k|N_kq|/|X_jq| max {f(4, max):.2f} median {statistics.median(r[5] for r in rows):.2f}, /|X_qq| median '
                  f'{statistics.median(r[7] for r in rows):.2f} vs 1/M2={1/c.M2:.3f}', flush=True)
