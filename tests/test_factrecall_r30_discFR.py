"""Round 30 (factrecall, helper discFR): second path for factrecall.display.lemma3-argmax (Lemma 3's argmax, L780).

Own numpy/scipy code (nothing from bounds/ or models/): the embeddings are drawn here, the polynomial span is the
column space of the kernel (1 + z.z')^q (not monomials), and non-existence is shown by a Gordan certificate: y >= 0,
sum y = 1, with sum_j y_j (phi(a*_i) - phi(a_j)) (x) b_i = 0 over the margin constraints, which no Y can satisfy with
every margin > 0 (summing y_j times the margins gives 0).
"""

from __future__ import annotations

import numpy as np
from scipy.optimize import linprog


def _constraints(d: int, S: int, R: int, D: int, N: int, q: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    V = 1 + N + S + R + R * D  # EOS, noise, subjects, relations, answers (this order)
    E = rng.normal(size=(V, d))
    E /= np.sqrt((E**2).sum(1))[:, None]
    H, _ = np.linalg.qr(rng.normal(size=(d, d)))
    k = d // 2
    PP = H[:, :k] @ H[:, :k].T
    QQ = H[:, k:2 * k] @ H[:, k:2 * k].T
    subj, rel, ans0 = 1 + N, 1 + N + S, 1 + N + S + R
    pts, tgt = [], []
    for s in range(S):
        for r in range(R):
            pts.append(PP @ E[subj + s] + QQ @ E[rel + r])
            tgt.append(ans0 + r * D + int(rng.integers(D)))
    Z = np.array(pts)
    K = (1.0 + Z @ Z.T) ** q
    w, U = np.linalg.eigh(K)
    Bs = U[:, w > 1e-10 * w.max()]
    rows = []
    for i, t in enumerate(tgt):
        for a in range(V):
            if a != t:
                rows.append(np.kron(Bs[i], E[t] - E[a]))
    return np.array(rows)


def _gordan(rows: np.ndarray):
    n = rows.shape[0]
    A_eq = np.vstack([rows.T, np.ones((1, n))])
    b_eq = np.concatenate([np.zeros(rows.shape[1]), [1.0]])
    res = linprog(np.zeros(n), A_eq=A_eq, b_eq=b_eq, bounds=[(0, None)] * n, method="highs",
                  options={"time_limit": 5.0})
    return res


def test_l780_no_network_gordan_certificate():
    """d = 3, q = 3 (eps = (2/3) 1.001, C2 = 2.003), S = R = 5 (5^eps = 2.93 <= 3), D = 2, |N| = 1: on most draws a
    Gordan certificate exists, i.e. no network of any width realises Lemma 3's argmax."""
    found = 0
    for seed in (1000, 1001, 1002, 1003, 1005, 1006):  # (1004: HiGHS stalls on this certificate LP)
        rows = _constraints(3, 5, 5, 2, 1, 3, seed)
        res = _gordan(rows)
        if res.status == 0:
            y = res.x
            assert y.min() >= -1e-12 and abs(y.sum() - 1) < 1e-9
            assert np.abs(rows.T @ y).max() < 1e-8
            found += 1
    assert found >= 5


def test_l780_network_exists_controls():
    """Controls: q = 8 (the span has full rank 25) and S = R = 3 at q = 3 admit a network: no certificate."""
    for seed in range(3):
        assert _gordan(_constraints(3, 5, 5, 2, 1, 8, 2000 + seed)).status == 2
        assert _gordan(_constraints(3, 3, 3, 2, 1, 3, 2000 + seed)).status == 2
