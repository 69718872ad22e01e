"""Round 19 (thesisE) second path: (E.65) L8235 and (E.66) L8239 on in-domain testing prompts of the Chapter 6 model
trained for T of (E.62) steps at delta = 0.02, recomputed from numpy SGD runs with hand-derived gradients
(tests/test_thesis_r18_thesisE._own_run_batches) and own in-domain prompts and forward pass, sharing no code with the
claims' measure (models/icl.train only supplies the training prompts)."""

from __future__ import annotations

import math

import numpy as np

from tests.test_thesis_r18_thesisE import _A, _own_run_batches, _wilson_lower
from tests.test_thesis_r18_thesisE2 import _own_hinge


def _own_in_domain(seed: int, delta: float = 0.02, n: int = 400, alpha_p: float = 0.8) -> dict:
    """OOD_FIRST's family (M1 = 4, M2 = 8, beta = 2, alpha = 0.8, eta = 0.9, m = 80, B = 45, l_tr = 18), trained for
    T = ceil(40 M1 sqrt(log M1) / (eta (delta beta alpha)^{2/3})) steps (the weights recomputed by _numpy_sgd); own
    in-domain prompts of (6.1): a task (a, b), a != b, drawn from all 12 in-domain tasks; query pattern a (z = +1) or b
    (z = -1) with probability 1/2; each context on a or b with probability alpha'/2, else on one of the other two
    patterns (label +-1 at random); tokens beta e_j + kappa beta e_{M1+k}, kappa ~ U(-1/2, 1/2) (K = 1/2). Returns the
    least F over label +1 prompts, the largest over label -1, and the training hinge at W^(0) / W^(T)."""
    M1, M2, beta, alpha, eta, m = 4, 8, 2.0, 0.8, 0.9, 80
    T = math.ceil(40.0 * M1 * math.sqrt(math.log(M1)) / (eta * (delta * beta * alpha) ** (2 / 3)))
    cfg, W0, WT, batches = _own_run_batches(M1, M2, beta, alpha, delta, eta, m, 8.0, 10.0, seed, t_max=T,
                                            stop_below=None)
    WQ, WK, WV, WO = WT
    a, l_tr, dx = _A[seed], cfg.l_tr, M1 + M2
    rng = np.random.default_rng(3000 + seed)
    tasks = [(i, j) for i in range(M1) for j in range(M1) if i != j]
    fp, fm = np.inf, -np.inf
    for _ in range(n):
        ta, tb = tasks[rng.integers(len(tasks))]
        zq = 1.0 if rng.random() < 0.5 else -1.0
        others = [j for j in range(M1) if j not in (ta, tb)]

        def token(j: int) -> np.ndarray:
            x = np.zeros(dx)
            x[j] = beta
            x[M1 + rng.integers(M2)] = rng.uniform(-0.5, 0.5) * beta
            return x

        own, need = (ta if zq > 0 else tb), math.ceil(alpha_p / 2 * l_tr - 1e-9)
        while True:  # round 33: only prompts meeting L1794 (>= alpha'/2 of the contexts on the query's pattern)
            X, ys, n_own = [], [], 0
            for _s in range(l_tr):
                u = rng.random()
                j = ta if u < alpha_p / 2 else (tb if u < alpha_p else int(rng.choice(others)))
                n_own += j == own
                X.append(token(j))
                ys.append(1.0 if j == ta else (-1.0 if j == tb else (1.0 if rng.random() < 0.5 else -1.0)))
            if n_own >= need:
                break
        ctx = np.concatenate([np.array(X), np.array(ys)[:, None] * np.eye(2)[0][None, :]], 1)
        pq = np.concatenate([token(ta if zq > 0 else tb), np.zeros(2)])
        s = (ctx @ WK.T) @ (WQ @ pq)
        att = np.exp(s - s.max())
        att /= att.sum()
        F = float(a @ np.maximum(WO @ (WV @ (att @ ctx)), 0.0))
        if zq > 0:
            fp = min(fp, F)
        else:
            fm = max(fm, F)
    return {"Fp_min": fp, "Fm_max": fm, "h0": _own_hinge(W0, a, batches[:20]), "hT": _own_hinge(WT, a, batches[-20:])}


def test_eqE65_66_whp_second_path() -> None:
    """thesis.ch6.eqE.65-whp and thesis.ch6.eqE.66-whp (errata): at delta = 0.02 on OOD_FIRST's family, seeds 5..12,
    every run trained (own forward pass: hinge ~ 1 at W^(0), < 0.05 at W^(T) on the last 20 training batches); on at
    least 5 of the 8 runs some own in-domain testing prompt of label +1 has F < 1 - eps = 1/2, and on at least 5 some
    prompt of label -1 has F > -1 + eps (eps = M1^{-1/2}); the Wilson lower 95 % bound of 5/8 is 0.31 > 1/M1 = 0.25."""
    runs = {s: _own_in_domain(s) for s in range(5, 13)}
    for s, r in runs.items():
        assert r["h0"] > 0.9 and r["hT"] < 0.05, (s, r)
    f65 = [s for s, r in runs.items() if r["Fp_min"] < 0.5]
    f66 = [s for s, r in runs.items() if r["Fm_max"] > -0.5]
    assert len(f65) >= 5 and _wilson_lower(len(f65), 8) > 0.25, runs
    assert len(f66) >= 5 and _wilson_lower(len(f66), 8) > 0.25, runs


def test_eqF135_s2_holds_in_population() -> None:
    """thesis.ch7.eqF.135 (conditional: a crossing at small c_B, c_l that vanishes along the path): the c_B, c_l ->
    infinity limit, computed as in tests/test_thesis_r15_thesisF.py (own numpy model of (7.1), the squared loss's
    gradient by hand, 2000 prompts a step, l = 170 examples), in the family where (F.139), (F.143) fail in population
    (K = 2, M = 4, alpha = eta = 0.3): s_2 - sum_{b<=t} (1 - p_n(b))^2 2 eta alpha^2/K^3 > 0 on every one of 512 fresh
    prompts at t = 1, 2 (mean gap > 0.01, median ratio > 2): (F.135) holds in the limit."""
    from tests.test_thesis_r10_thesisF import _gaps, _grad, _prompts

    K, M, alpha, eta, l = 2, 4, 0.3, 0.3, 170
    rng = np.random.default_rng(0)
    D = 2 * M + K
    W = 1e-4 * rng.standard_normal((D, D))
    P = _prompts(rng, 512, M, K, l, alpha)
    S = np.zeros(512)
    for t in range(3):
        p, _ = _gaps(W, P)
        S += (1 - p) ** 2
        W = W - eta * _grad(W, _prompts(rng, 2000, M, K, l, alpha))
        if t >= 1:
            _, g = _gaps(W, P)
            rhs = S * 2 * eta * alpha**2 / K**3
            assert np.all(g["s2"] > rhs), (t, float(np.min(g["s2"] - rhs)))
            assert float(np.mean(g["s2"] - rhs)) > 0.01 and float(np.median(g["s2"] / rhs)) > 2.0
