"""Auditor A r30: chenli (49) (proof of Lemma 5.15, L1092-L1094): ||E[Delta(X,X')_i | E]||_inf <= O~(k^2/s * eta),
eta = sqrt(c) r^{1/4}/min(d2,d3)^{1/4} + c^2/r^{1/4}.  The printed left side is a CONDITIONAL EXPECTATION over the
coupling (rows X_i ~ pi^s_{mu_i,nu_i}, X' from Definition 5.10) given E; the helper's instance is one pair (X, X').
Own MC (no repo imports), helper's Theta family: Theta = (F/sqrt r) sum_{l in L} (h_l on S_[2]) (h_l on S_[1])^T / n."""
import numpy as np
from scipy.linalg import hadamard
from math import log, sqrt
rng = np.random.default_rng(49)

def run(k, n=64, r=4, c=1.0, s=1.0, draws=200000, Lrows=(0, 32, 5, 19)):
    d = 3 * n; F = log(2 * d) ** 2
    H = hadamard(n).astype(float)
    L = list(Lrows)[:r]
    M = (F / sqrt(r)) * sum(np.outer(H[l], H[l]) for l in L) / n      # S2 (left) x S1 (right) block, ||.||_F = F
    f = int(round(c * sqrt(n)))                                        # mu_1 = -c/sqrt(d2) -> sum = -f ; mu'_1 = +f/n
    # rows: S1 uniform; S2 slices: row 1 sum -f, others sum 0 (mu = 0, unchanged by the coupling); S3 irrelevant (Theta ignores it)
    S1 = rng.choice([-1.0, 1.0], size=(draws, k, n))
    def slice_rows(m, plus):
        a = np.full((m, n), -1.0); idx = np.argsort(rng.random((m, n)), axis=1)[:, :plus]
        np.put_along_axis(a, idx, 1.0, axis=1); return a
    S2 = np.stack([slice_rows(draws, (n - f) // 2)] + [slice_rows(draws, n // 2) for _ in range(k - 1)], axis=1)
    # coupling for row 1: mu_1 < mu'_1 -> set f random minus-entries of S2 to +1 (Definition 5.10)
    S2p = S2.copy()
    neg = (S2[:, 0, :] < 0)
    keys = np.where(neg, rng.random((draws, n)), 2.0)
    flip = np.argsort(keys, axis=1)[:, :f]
    row = S2p[:, 0, :]; np.put_along_axis(row, flip, 1.0, axis=1); S2p[:, 0, :] = row
    Z = np.einsum('tan,nm,tbm->tab', S2, M, S1)     # logits X_a Theta X_b^T
    Zp = np.einsum('tan,nm,tbm->tab', S2p, M, S1)   # X' has the same S1 blocks
    # event E: A_{a,b,c}: |X'_a Theta X_b - X'_a Theta X_c| >= s F for all a, b != c ; B_{a,b}: X'_a Theta (X_b - X'_b) = 0 here
    ok = np.ones(draws, bool)
    for a in range(k):
        for b in range(k):
            for cc in range(k):
                if b != cc:
                    ok &= np.abs(Zp[:, a, b] - Zp[:, a, cc]) >= s * F
    sm = lambda z: np.exp(z - z.max(-1, keepdims=True)) / np.exp(z - z.max(-1, keepdims=True)).sum(-1, keepdims=True)
    D = sm(Z) - sm(Zp)                               # Delta rows
    nE = ok.sum()
    eta = sqrt(c) * r ** 0.25 / n ** 0.25 + c * c / r ** 0.25
    if nE == 0:
        return dict(k=k, s=s, nE=0)
    condexp = D[ok].mean(0)                          # E[Delta | E] (k x k)
    se = D[ok].std(0) / sqrt(nE)
    return dict(k=k, s=s, nE=int(nE), PE=nE / draws, condexp_row1=np.round(condexp[0], 4), se_row1=np.round(se[0], 4),
                max_abs_condexp=float(np.abs(condexp).max()), mean_pointwise=float(np.abs(D[ok][:, 0, :]).max(-1).mean()),
                bound_shape=k * k / s * eta)

for k in [2, 3]:
    for s in [0.5, 1.0, 2.0]:
        print(run(k, s=s, draws=100000 if k == 3 else 200000))
