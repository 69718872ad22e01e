"""Audit B, round 12: thesis (E.158) L8755-L8757, last line (proof of Lemma E.4.5, induction step t = t0 >= 1):
for mu_j forming a task in T_tr with mu_q: -|A_jq(t0)| >~ -e^{-Theta(eta t0/M1)^2} |A_qq(t0)|, A as in my (E.150) script but
G_Q at W^(t0) (t0 SGD steps (E.2), fresh balanced batches), i.e. |A_jq|/|A_qq| <= C e^{-c (eta t0/M1)^2} for constants C, c > 0.
Own model ch6_model.py."""
import math, sys, statistics
import torch
sys.path.insert(0, '/work/audit/r12B/thesis')
from ch6_model import Cfg, init, batch, grads, sgd_step, mu


def ratio_at(c, seed, t0s):
    g = torch.Generator().manual_seed(seed)
    P, a = init(c, g)
    MU = torch.stack([torch.cat([mu(c, j), torch.zeros(c.ma - c.D)]) for j in range(c.M1)])
    X = torch.stack([mu(c, q) for q in range(c.M1)])
    out = {}; t = 0
    for t0 in sorted(t0s):
        while True:
            keys, qry, z, _ = batch(c, g)
            G, loss = grads(c, P, a, keys, qry, z)
            if t == t0:
                A = MU @ (c.eta * G['WQ']) @ X.T
                own = A.diagonal().abs()
                out[t0] = (max(float(A[j, q].abs() / own[q]) for q in range(c.M1) for j in ((q + 1) % c.M1, (q - 1) % c.M1)), loss)
                P = sgd_step(c, P, G); t += 1
                break
            P = sgd_step(c, P, G); t += 1
    return out


if __name__ == '__main__':
    t0s = [1, 10, 25, 50, 100]
    for kw in [dict(M1=4, M2=4, beta=1.0, delta=0.1, alpha=1.0, l=12, m=45, B=48, eta=1.0),
               dict(M1=6, M2=6, beta=1.0, delta=0.1, alpha=0.8, l=20, m=144, B=72, eta=1.0),
               dict(M1=6, M2=6, beta=1.0, delta=0.2, alpha=1.0, l=15, m=144, B=72, eta=1.0, a_scale='1/sqrt(m)')]:
        c = Cfg(**kw)
        assert c.m >= 2 * c.M1 ** 2 * math.log(c.M1) * 0.999 and c.B >= 6 * c.M1 * math.log(c.M1) and c.eta <= 1
        assert c.l * c.alpha >= 8 * max(math.log(c.M1), 1 / c.beta ** 2)
        runs = [ratio_at(c, s, t0s) for s in range(6)]
        for t0 in t0s:
            r = [x[t0][0] for x in runs]
            shape = math.exp(-(c.eta * t0 / c.M1) ** 2)
            print(f'{kw} t0={t0:4d}: partner ratio median {statistics.median(r):.3f} min {min(r):.3f}; '
                  f'e^-(eta t0/M1)^2 = {shape:.2e}; median ratio/shape = {statistics.median(r) / shape:.2e}; '
                  f'batch hinge loss {statistics.median(x[t0][1] for x in runs):.4f}', flush=True)


def along_M1():
    """t0 = T of (6.10) with its constant 1 (alpha = beta = 1, eta = 1: T = ceil(M1 sqrt(log M1))), so the printed shape is
    e^{-(eta T/M1)^2} = 1/M1; the widths at the lemma's/theorem's minimum (m = 2 M1^2 log M1, B ~ 6 M1 log M1)."""
    for M1 in (4, 8, 12, 24):
        m = math.ceil(2 * M1 ** 2 * math.log(M1)); B = M1 * math.ceil(6 * math.log(M1)); l = math.ceil(8 * math.log(M1))
        c = Cfg(M1=M1, M2=M1, beta=1.0, delta=0.1, alpha=1.0, l=l, m=m, B=B, eta=1.0)
        T = math.ceil(M1 * math.sqrt(math.log(M1)))
        r = [ratio_at(c, s, [T])[T][0] for s in range(4)]
        shape = math.exp(-(T / M1) ** 2)
        print(f'M1={M1} m={m} B={B} l={l} t0=T={T}: partner ratio median {statistics.median(r):.3f} min {min(r):.3f}; '
              f'shape e^-(eta T/M1)^2 = {shape:.3f}; median ratio/shape {statistics.median(r) / shape:.2f}', flush=True)
