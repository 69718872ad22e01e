"""Audit B, round 12: thesis (E.149) L8702-L8704 (proof of Lemma E.4.5, t = 0):
(mu_q; 0)^T eta (1/B) sum_n dl/dW_Q|_{t=0} (x_query; 0) >~ eta (1/M1) zeta_t delta gamma_t beta^4 > 0
(zeta_t: Definition E.4.4, read over the neurons with positive Relu argument as its preamble and (E.137) use it; so the
right side is > 0).  A positive lower bound (any hidden c > 0) fails whenever the signed own entry A_qq <= 0.
Own model ch6_model.py; A from thesis.ch6.eqE.150.py.  Reports, per family, the fraction of (batch, q) with A_qq <= 0,
of batches with some q having A_qq <= 0, and (opposite-sign reading, -G) with some q having A_qq >= 0."""
import math, sys, statistics, importlib.util
import torch
sys.path.insert(0, '/work/audit/r12B/thesis')
spec = importlib.util.spec_from_file_location('e150', '/work/audit/r12B/thesis/thesis.ch6.eqE.150.py')
e = importlib.util.module_from_spec(spec); spec.loader.exec_module(e)
from ch6_model import Cfg, init, batch, forward


def zeta_gamma(c, seed):
    g = torch.Generator().manual_seed(seed)
    P, a = init(c, g)
    keys, qry, z, qpat = batch(c, g)
    kq = torch.einsum('md,nld->nlm', P['WK'], keys); qq = torch.einsum('md,nd->nm', P['WQ'], qry)
    at = torch.softmax(torch.einsum('nlm,nm->nl', kq, qq), 1)
    h = torch.einsum('nl,nlm->nm', at, torch.einsum('md,nld->nlm', P['WV'], keys))
    pre = h @ P['WO'].T
    zeta = float(pre[pre > 0].min())
    same = keys[:, :, :c.M1].argmax(2) == qpat[:, None]
    gamma = float((1 - (at * same).sum(1)).max())
    return zeta, gamma


if __name__ == '__main__':
    fams = [dict(M1=6, M2=6, beta=1.0, delta=0.1, alpha=1.0, l=15, m=144, B=72),
            dict(M1=6, M2=6, beta=1.0, delta=0.1, alpha=0.8, l=20, m=400, B=1200),
            dict(M1=6, M2=12, beta=2.0, delta=0.2, alpha=0.6, l=30, m=400, B=1200),
            dict(M1=10, M2=10, beta=1.0, delta=0.1, alpha=0.8, l=24, m=800, B=2000)]
    for kw in fams:
        c = Cfg(**kw); e.check(c)
        neg = pos = tot = bneg = bpos = 0; rhs = []
        R = 8
        for s in range(R):
            A, _ = e.A_matrix(c, s)
            d = A.diagonal()
            neg += int((d <= 0).sum()); pos += int((d >= 0).sum()); tot += c.M1
            bneg += int(bool((d <= 0).any())); bpos += int(bool((d >= 0).any()))
            zt, gt = zeta_gamma(c, s)
            rhs.append(c.eta * zt * c.delta * gt * c.beta ** 4 / c.M1)
        print(f'{kw}: (batch, q) with A_qq <= 0: {neg}/{tot}; batches with some A_qq <= 0: {bneg}/{R}; '
              f'batches with some A_qq >= 0 (fails the -G reading): {bpos}/{R}; right side (c = 1) median {statistics.median(rhs):.2e} > 0', flush=True)


def literal_zeta_check(kw, R=8):
    """Definition E.4.4 read literally: zeta_t = min over ALL neurons i and data n of W_O[i] h_n (< 0 at t = 0);
    then the right side is negative and '>~' holds with constant c iff A_qq >= c * rhs; report max_q (-A_qq)/|rhs|."""
    c = Cfg(**kw); out = []
    for s in range(R):
        A, _ = e.A_matrix(c, s)
        g = torch.Generator().manual_seed(s)
        P, a = init(c, g); keys, qry, z, qpat = batch(c, g)
        kq = torch.einsum('md,nld->nlm', P['WK'], keys); qq = torch.einsum('md,nd->nm', P['WQ'], qry)
        at = torch.softmax(torch.einsum('nlm,nm->nl', kq, qq), 1)
        h = torch.einsum('nl,nlm->nm', at, torch.einsum('md,nld->nlm', P['WV'], keys))
        zl = float((h @ P['WO'].T).min())
        _, gt = zeta_gamma(c, s)
        rhs = c.eta * zl * c.delta * gt * c.beta ** 4 / c.M1
        out.append(float((-A.diagonal()).max()) / abs(rhs))
    print(f'{kw}: literal zeta (min over all neurons, < 0): max_q (-A_qq)/|rhs| per batch', ['%.2g' % x for x in out], flush=True)
