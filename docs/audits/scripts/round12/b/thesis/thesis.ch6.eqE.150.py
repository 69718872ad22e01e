"""Audit B, round 12: thesis (E.150) L8706-L8708 and (E.151) L8710-L8712 (proof of Lemma E.4.5, t = 0):
A[j, q] := (mu_j; 0)^T G_Q (x_query; 0), G_Q = eta (1/B) sum_n dl/dW_Q at t = 0, x_query of IDR pattern mu_q (kappa = 0).
(E.150): mu_j forming a task with mu_q:      |A_jq| <= (1/2) e^{-delta^2 beta^2} |A_qq|
(E.151): mu_j not forming a task with mu_q:  |A_jq| <= (1/M1) |A_qq|
Own model ch6_model.py.  Also an exact identity: at t = 0, for each prompt sum_i attn_i (c_i - cbar) = 0 with
c_i the per-prompt value coefficient, and (mu_j; 0)^T W_K^(0) p_i = delta beta^2 1[IDR(x_i) = mu_j], so with alpha = 1
(only mu_q and its partner in the contexts) A_{partner, q} = -(that task's share of A_qq) and
max over the two partners |A_jq| >= |A_qq|/2 > (1/2) e^{-delta^2 beta^2}|A_qq| for EVERY batch."""
import math, sys, statistics
import torch
sys.path.insert(0, '/work/audit/r12B/thesis')
from ch6_model import Cfg, init, batch, grads, mu


def A_matrix(c, seed):
    g = torch.Generator().manual_seed(seed)
    P, a = init(c, g)
    keys, qry, z, qpat = batch(c, g)
    G, loss = grads(c, P, a, keys, qry, z)
    GQ = c.eta * G['WQ']
    MU = torch.stack([torch.cat([mu(c, j), torch.zeros(c.ma - c.D)]) for j in range(c.M1)])   # (mu_j; 0) in R^{m_a}
    X = torch.stack([mu(c, q) for q in range(c.M1)])                                             # (x_query; 0), kappa = 0
    return MU @ GQ @ X.T, loss


def ratios(c, A):
    M1 = c.M1
    own = A.diagonal().abs()
    r150 = max(float(A[j, q].abs() / own[q]) for q in range(M1) for j in ((q + 1) % M1, (q - 1) % M1))
    non = [float(A[j, q].abs() / own[q]) for q in range(M1) for j in range(M1) if j not in (q, (q + 1) % M1, (q - 1) % M1)]
    return r150, (max(non) if non else 0.0)


def check(c):
    m_req = c.M1 ** 2; B_req = c.M1 * math.log(c.M1)
    assert c.m >= 2 * m_req * math.log(c.M1), 'm >~ M1^2 (Theorem 6.3.3 (i) m >= M1^2 log M1, const 2)'
    assert c.B >= 6 * B_req, 'B >~ M1 log M1 (const 6)'
    assert c.l * c.alpha >= 8 * max(math.log(c.M1), 1 / c.beta ** 2), 'l_tr >= 8 max(log M1/alpha, 1/(beta^2 alpha))'
    assert 1 <= c.beta <= 3 and 0 < c.delta <= 0.2 and 0 < c.alpha <= 1 and c.Kn <= 0.5


def run(R=12, **kw):
    c = Cfg(**kw); check(c)
    side150 = 0.5 * math.exp(-(c.delta * c.beta) ** 2); side151 = 1 / c.M1
    r = [ratios(c, A_matrix(c, s)[0]) for s in range(R)]
    a150 = [x[0] for x in r]; a151 = [x[1] for x in r]
    print(f'{kw}: (E.150) side {side150:.3f}: median {statistics.median(a150):.3f} min {min(a150):.3f} '
          f'above {sum(x > side150 for x in a150)}/{R} | (E.151) side {side151:.3f}: median {statistics.median(a151):.3f}'
          f' min {min(a151):.3f} above {sum(x > side151 for x in a151)}/{R}')


if __name__ == '__main__':
    torch.manual_seed(0)
    base = dict(M1=6, M2=6, beta=1.0, delta=0.1, m=2 * 36 * 2, B=6 * 12)
    for alpha in (1.0, 0.8, 0.6, 0.3):
        for wq in (False, True):
            l = math.ceil(8 * max(math.log(6), 1.0) / alpha)
            run(**base, alpha=alpha, l=l, with_query=wq)
    run(**{**base, 'm': 400, 'B': 600}, alpha=0.8, l=20)
    run(**{**base, 'beta': 2.0, 'delta': 0.2}, alpha=0.8, l=20)
    run(**{**base, 'a_scale': '1/sqrt(m)'}, alpha=0.6, l=30)
    run(M1=10, M2=10, beta=1.0, delta=0.1, m=2 * 100 * 3, B=10 * 14, alpha=0.5, l=40)
