"""Auditor B r23: chenli eq (53), seed 000 L1146.
(1/(d2 d3)) 1_[2]^T E[X^T J softmax(X Th X^T) X] 1_[3] = E[mu^T J M nu] <= E[Y|E] + delta E[Y|E^c].
Own model: X uniform in {+-1}^{k x d}; S_[1],S_[2],S_[3] consecutive blocks; mu = X 1_[2]/d2, nu = X 1_[3]/d3;
J all-ones (L192); E = {|mu_i|,|nu_i| <= c0 sqrt(log(k/delta)/d2) all i}.  Y := mu^T J softmax nu (tower: E[.|mu,nu]
gives M_{mu,nu} of (50); E is (mu,nu)-measurable so conditional expectations agree)."""
import itertools, math, numpy as np
from scipy.stats import binom

def softmax_rows(Z):
    Z = Z - Z.max(axis=-1, keepdims=True); E = np.exp(Z); return E / E.sum(axis=-1, keepdims=True)

def brute(Th, k, d1, d2, d3, delta, c0=1.0):
    d = d1 + d2 + d3
    tau = c0 * math.sqrt(math.log(k / delta) / d2)
    allX = np.array(list(itertools.product([-1., 1.], repeat=k * d))).reshape(-1, k, d)
    out = []
    for chunk in np.array_split(allX, max(1, len(allX) // 65536)):
        Z = np.einsum('nia,ab,njb->nij', chunk, Th, chunk)
        S = softmax_rows(Z)
        mu = chunk[:, :, d1:d1 + d2].sum(-1) / d2
        nu = chunk[:, :, d1 + d2:].sum(-1) / d3
        Y = mu.sum(1) * np.einsum('nij,nj->n', S, nu)        # mu^T J S nu = (1.mu)(1^T S nu)
        inE = (np.abs(mu) <= tau + 1e-12).all(1) & (np.abs(nu) <= tau + 1e-12).all(1)
        out.append((Y, inE))
    Y = np.concatenate([o[0] for o in out]); inE = np.concatenate([o[1] for o in out])
    p = 1 - inE.mean(); lhs = Y.mean(); A = Y[inE].mean(); B = Y[~inE].mean() if p > 0 else 0.0
    return dict(pEc=p, lhs=lhs, A=A, B=B, rhs=A + delta * B, slack=A + delta * B - lhs)

def rank1_closed(theta, k, d2, d3, delta, c0):
    """Th = theta e_a e_b^T, a in S_[2], b in S_[3]: exact by conditioning on columns a,b."""
    tau = c0 * math.sqrt(math.log(k / delta) / d2)
    def rowstats(dd):   # given the fixed coordinate s=+1: mu = (1 + U)/dd, U = 2 Bin(dd-1,1/2) - (dd-1)
        j = np.arange(dd); U = 2 * j - (dd - 1); pm = binom.pmf(j, dd - 1, 0.5)
        res = {}
        for s in (-1, 1):
            m = (s + U) / dd; ok = np.abs(m) <= tau + 1e-12
            res[s] = (pm[ok].sum(), (pm * m)[ok].sum(), s / dd)   # P(in), E[m 1_in], E[m]
        return res
    R2, R3 = rowstats(d2), rowstats(d3)
    EY = EY1E = PE = 0.0
    for st in itertools.product([-1, 1], repeat=2 * k):
        s, t = np.array(st[:k]), np.array(st[k:])
        S = softmax_rows(theta * np.outer(s, t)); c = S.sum(0)     # c_j = sum_i S_ij
        Pm = np.array([R2[x][0] for x in s]); Mm = np.array([R2[x][1] for x in s]); Em = np.array([R2[x][2] for x in s])
        Pn = np.array([R3[x][0] for x in t]); Mn = np.array([R3[x][1] for x in t]); En = np.array([R3[x][2] for x in t])
        pE = Pm.prod() * Pn.prod()
        EY += Em.sum() * (c * En).sum()
        # E[Y 1_E] = sum_{i,j} c_j E[mu_i 1] E[nu_j 1] prod_{others} P
        a = sum(Mm[i] * np.prod(np.delete(Pm, i)) for i in range(k))
        b = sum(c[j] * Mn[j] * np.prod(np.delete(Pn, j)) for j in range(k))
        EY1E += a * b; PE += pE
    n = 2 ** (2 * k); EY /= n; EY1E /= n; PE /= n
    A = EY1E / PE; B = (EY - EY1E) / (1 - PE)
    return dict(pEc=1 - PE, lhs=EY, A=A, B=B, rhs=A + delta * B, slack=A + delta * B - EY)

def fmt(r): return ' '.join(f'{k}={v:+.4e}' for k, v in r.items())

if __name__ == '__main__':
    k, d2, d3 = 2, 3, 3
    for th in (-4.0, 4.0):
        Th = np.zeros((6, 6)); Th[0, 3] = th
        print('brute k=2 d=(0,3,3) theta', th, 'delta .9:', fmt(brute(Th, k, 0, d2, d3, 0.9)))
        print('closed                              :', fmt(rank1_closed(th, k, d2, d3, 0.9, 1.0)))
    for th in (-4.0, 4.0):
        print('closed k=3 d2=d3=200 delta .05 c0=2 theta', th, fmt(rank1_closed(th, 3, 200, 200, 0.05, 2.0)))
    # generic Gaussian Theta and its D-conjugate (D = -1 on S_[3]); D Theta D has the same Gaussian law
    rng = np.random.default_rng(1)
    d1, d2, d3 = 2, 4, 4; d = d1 + d2 + d3
    Dm = np.diag([1.] * (d1 + d2) + [-1.] * d3)
    for rep in range(3):
        Th = rng.standard_normal((d, d)) * 1.0
        for delta in (0.5, 0.9):
            r1 = brute(Th, 2, d1, d2, d3, delta); r2 = brute(Dm @ Th @ Dm, 2, d1, d2, d3, delta)
            print(f'gauss rep{rep} delta {delta}: Th  ', fmt(r1)); print(f'                     DThD', fmt(r2))
