"""Second paths for the round-11 claims of thesis App. F (thmcheck.checks.papers.thesis.r11_thesisF).

No code is shared with the claims' measurement: the prompts (7.1) and the squared loss's gradient by hand in numpy
(the helpers of tests/test_thesis_r10_thesisF.py, themselves written from the thesis's text), and the per-prompt term
p~'^T (dl_n/dW) p~ taken as a bilinear form of the prompt's own gradient matrix (not the claims' closed form).
"""

from __future__ import annotations

import numpy as np

from tests.test_thesis_r10_thesisF import _cot_grad, _cot_prompts
from thmcheck.bounds.thesis.r11_thesisF import f96_upper, f111_upper, f126_upper, mutant_minus_one


def _per_prompt(K: int, M: int = 3, l: int = 16, alpha: float = 0.7, eta: float = 0.9, seed: int = 3,
                n: int = 200, steps: int = 1, batch: int = 64) -> tuple:
    """W^(steps) after SGD steps (batch ``batch``, xi = 1e-3) and, on n fresh prompts, the per-prompt gradients G_n of
    1/2 ||sum_i a_i y_i - z||^2 (n, D, D), the query's (input, step) and p_n = the mass on S_1^n."""
    rng = np.random.default_rng(seed)
    W = 1e-3 * rng.standard_normal((2 * M + K, 2 * M + K))
    for _ in range(steps):
        G, _ = _cot_grad(W, *_cot_prompts(rng, batch, M, K, l, alpha)[:4], M)
        W = W - eta * G
    keys, mask, qry, z, s1 = _cot_prompts(rng, n, M, K, l, alpha)
    s = np.where(mask, np.einsum("nld,de,ne->nl", keys, W, qry), -np.inf)
    a = np.exp(s - s.max(1, keepdims=True))
    a /= a.sum(1, keepdims=True)
    y = keys[..., M : 2 * M]
    out = np.einsum("nl,nlm->nm", a, y)
    # d loss / d s_i = a_i ((y_i - out) . (out - z)); d s_i / dW = p_i q^T
    ds = a * np.einsum("nlm,nm->nl", y - out[:, None, :], out - z)
    Gn = np.einsum("nl,nld,ne->nde", ds, keys, qry)
    # the batch mean of the per-prompt gradients is the batch gradient
    assert np.allclose(Gn.mean(0), _cot_grad(W, keys, mask, qry, z, M)[0])
    return Gn, qry[:, :M].argmax(1), qry[:, 2 * M :].argmax(1), (a * s1).sum(1)


def _tok(M: int, K: int, x: int, y: int, k: int) -> np.ndarray:
    v = np.zeros(2 * M + K)
    v[[x, M + y, 2 * M + k]] = 1.0
    return v


def _largest_minus_side(K: int, side, case, M: int = 3, l: int = 16, alpha: float = 0.7) -> tuple:  # noqa: ANN001
    """(fraction of prompts whose largest term over the case's p~' exceeds the side, the largest term minus side)."""
    Gn, xq, kq, p = _per_prompt(K, M=M, l=l, alpha=alpha)
    over, worst = 0, -np.inf
    for n in range(len(p)):
        x, k = int(xq[n]), int(kq[n])
        pt = _tok(M, K, x, (x + 1) % M, k)  # p~: the query's TRR pattern and positional encoding (its label free)
        terms = [_tok(M, K, xp, yp, kp) @ Gn[n] @ pt for xp in range(M) for yp in range(M) for kp in range(K)
                 if yp != xp and case(xp, kp, x, k)]
        gap = max(terms) - side(float(p[n]), alpha, K, l)
        over += gap > 0
        worst = max(worst, gap)
    return over / len(p), worst


def _s96(p: float, alpha: float, K: int, l: int) -> float:
    """(F.96)'s side, written out again from L9750: -4p(1-p) - 2(1 - alpha)/l."""
    return -4 * p * (1 - p) - 2 * (1 - alpha) / l


def _s111(p: float, alpha: float, K: int, l: int) -> float:
    """(F.111)'s side from L9839: -2(1-p)^2 alpha^2/K^2 - 2(K-1)(1 - alpha)/(K l)."""
    return -2 * (1 - p) ** 2 * alpha**2 / K**2 - 2 * (K - 1) * (1 - alpha) / (K * l)


def _s126(p: float, alpha: float, K: int, l: int) -> float:
    """(F.126)'s side from L9929-L9930: 2p(1-p)^2 + 2p(1-p)^2 alpha^2/K^2 - 2(1 - alpha)(1 - p)/l."""
    return 2 * p * (1 - p) ** 2 * (1 + alpha**2 / K**2) - 2 * (1 - alpha) * (1 - p) / l


def test_eqF96_per_prompt_term_above_printed_side() -> None:
    """(F.96) L9747-L9751: K = 2, M = 3, alpha = 0.7, l_tr = 16 (l_tr alpha = 11), one SGD step: for p~' with the
    query's TRR pattern and the other step, the term lies above -4p(1-p) - 2(1 - alpha)/l on every prompt (200 at seed 3; the worst by 1.02)."""
    frac, worst = _largest_minus_side(2, _s96, lambda xp, kp, x, k: xp == x and kp != k)
    assert frac == 1.0 and worst > 0.5, (frac, worst)


def test_eqF111_per_prompt_term_above_printed_side() -> None:
    """(F.111) L9839: p~' with another TRR pattern and the query's step, K = 1 and 2: above the printed side on more than
    90% of the prompts (all of 200 at seed 3), by more than 0.3 at the worst (0.61 at K = 1, 0.59 at K = 2)."""
    for K in (1, 2):
        frac, worst = _largest_minus_side(K, _s111, lambda xp, kp, x, k: xp != x and kp == k)
        assert frac > 0.9 and worst > 0.3, (K, frac, worst)


def test_eqF126_per_prompt_term_above_printed_side() -> None:
    """(F.126) L9926-L9931: p~' with another TRR pattern and the other step, K = 2: above the printed side on more than
    90% of the prompts (all of 200 at seed 3), by more than 0.3 at the worst (0.61 at K = 1, 0.59 at K = 2)."""
    frac, worst = _largest_minus_side(2, _s126, lambda xp, kp, x, k: xp != x and kp != k)
    assert frac > 0.9 and worst > 0.3, (frac, worst)


def test_eqF160_per_prompt_term_negative_after_T1() -> None:
    """(F.160) L10119 ('>~ eps', eps > 0): K = 2, M = 3, alpha = 0.7, eta = 0.9, l_tr = 16, 200 SGD steps of batch 14
    (t >= T_1 = eta^-1 alpha^-2 K^3 log(K/eps) for eps >= 2 e^{-200 * 0.9 * 0.49/8} ~ 3e-5): for p~ of the query's
    TRR pattern and positional encoding and p~' with another TRR pattern and the other step, the least term over p~'
    is negative on most prompts (no c > 0 gives term >= c eps); it stays >= -(1 - p_n(t)) (the reading)."""
    M, K = 3, 2
    Gn, xq, kq, p = _per_prompt(K, M=M, steps=200, batch=14, seed=5)
    neg, ratio = 0, 0.0
    for n in range(len(p)):
        x, k = int(xq[n]), int(kq[n])
        pt = _tok(M, K, x, (x + 1) % M, k)
        least = min(_tok(M, K, xp, yp, kp) @ Gn[n] @ pt for xp in range(M) for yp in range(M) for kp in range(K)
                    if yp != xp and xp != x and kp != k)
        neg += least < 0
        ratio = min(ratio, least / (1 - p[n]))
    assert neg / len(p) > 0.8, neg
    assert -1.0 < ratio < -0.05, ratio


def test_eps_displays_decay_slower_than_eps() -> None:
    """(F.150), (F.154), (F.156), (F.158), (F.162) ('<~ eps' for t >= T_1(eps) = eta^-1 alpha^-2 K^3 log(K/eps)): K = 2,
    M = 3, alpha = 0.9, eta = 0.99, l_tr = 16, batch 14, t = ceil(T_1(eps)) SGD steps at eps = 0.5 and 0.005 (t = 14,
    60): the largest p~'^T (dl_n/dW) p~ (|.| for (F.154), (F.162)) of each case over 200 fresh prompts falls by less than 10x while eps falls
    100x (term/eps grows more than 10x), and stays below the prompt's deficit 1 - p_n(t) (the reading)."""
    M, K, alpha, eta = 3, 2, 0.9, 0.99
    # (p~ predicate on (X, k') given the query (x, k), p~' predicate on (x', k') given p~ (X, k'), None: p~' = p~;
    # whether the display bounds |term|)
    cases = {
        "F.150": (lambda X, kk, x, k: X != x and kk == k, None, False),
        "F.154": (lambda X, kk, x, k: X != x and kk == k, lambda xp, kp, X, kk: xp == X and kp != kk, True),
        "F.156": (lambda X, kk, x, k: X == x and kk == k, lambda xp, kp, X, kk: xp != X and kp == kk, False),
        "F.158": (lambda X, kk, x, k: X != x and kk == k, lambda xp, kp, X, kk: xp != X and kp == kk, False),
        "F.162": (lambda X, kk, x, k: X != x and kk == k, lambda xp, kp, X, kk: xp != X and kp != kk, True),
    }
    largest: dict = {c: [] for c in cases}
    for eps in (0.5, 0.005):
        t = int(np.ceil(K**3 * np.log(K / eps) / (eta * alpha**2)))
        Gn, xq, kq, p = _per_prompt(K, M=M, alpha=alpha, eta=eta, steps=t, batch=14, seed=11)
        for c, (pc, rel, absolute) in cases.items():
            big, ratio = 0.0, 0.0
            for n in range(len(p)):
                x, k = int(xq[n]), int(kq[n])
                for X in range(M):
                    for kk in range(K):
                        if not pc(X, kk, x, k):
                            continue
                        for Y in range(M):
                            if Y == X:
                                continue
                            pt = _tok(M, K, X, Y, kk)
                            toks = [pt] if rel is None else [
                                _tok(M, K, xp, yp, kp) for xp in range(M) for yp in range(M) for kp in range(K)
                                if yp != xp and rel(xp, kp, X, kk)]
                            for v in toks:
                                val = abs(v @ Gn[n] @ pt) if absolute else v @ Gn[n] @ pt
                                big, ratio = max(big, val), max(ratio, val / (1 - p[n]))
            largest[c].append((big, ratio))
    for c, ((b0, r0), (b1, r1)) in largest.items():
        assert b1 / 0.005 > 10 * b0 / 0.5, (c, b0, b1)
        assert r0 < 1 and r1 < 1, (c, r0, r1)


def test_eqF163_batch_form_decays_slower_than_eps() -> None:
    """(F.163) L10133 ('|p~'^T eta G p~| <~ eta eps' for p~, p~' with another TRR pattern and another positional
    encoding, t >= T_1(eps)): K = 2, M = 3, alpha = 0.9, eta = 0.99, l_tr = 16, batch 14, t = ceil(T_1(eps)) at eps =
    0.5 and 0.005: the largest |form| of the batch gradient on 2000 fresh prompts falls by less than 10x while eps
    falls 100x, and stays below eta (1 - mean p_n) (the reading)."""
    M, K, alpha, eta = 3, 2, 0.9, 0.99
    toks = [(x, y, k) for x in range(M) for y in range(M) for k in range(K) if y != x]
    res = []
    for eps in (0.5, 0.005):
        t = int(np.ceil(K**3 * np.log(K / eps) / (eta * alpha**2)))
        Gn, _, _, p = _per_prompt(K, M=M, alpha=alpha, eta=eta, steps=t, batch=14, seed=13, n=2000)
        G = Gn.mean(0)
        big = max(abs(eta * _tok(M, K, *a) @ G @ _tok(M, K, *b)) for a in toks for b in toks
                  if a[0] != b[0] and a[2] != b[2])
        res.append((big, 1 - p.mean()))
    (b0, d0), (b1, d1) = res
    assert b1 / 0.005 > 10 * b0 / 0.5, res
    assert b0 < eta * d0 and b1 < eta * d1, res


def test_sides_and_mutants() -> None:
    """The printed sides agree with the hand-written ones; the mutant is the side minus 1."""
    for p in (0.1, 0.5, 0.9):
        for K in (1, 2, 3):
            assert abs(f96_upper(p, 0.6, K, 7) - _s96(p, 0.6, K, 7)) < 1e-12
            assert abs(f111_upper(p, 0.6, K, 7) - _s111(p, 0.6, K, 7)) < 1e-12
            assert abs(f126_upper(p, 0.6, K, 7) - _s126(p, 0.6, K, 7)) < 1e-12
    assert abs(f96_upper(0.5, 0.5, 2, 10) - (-1.0 - 0.1)) < 1e-12
    assert abs(f111_upper(0.5, 0.5, 2, 10) - (-2 * 0.25 * 0.0625 - 0.1 * 0.25 * 2)) < 1e-12
    assert abs(f126_upper(0.5, 0.5, 2, 10) - (0.25 + 0.25 * 0.0625 - 0.05)) < 1e-12
    assert abs(mutant_minus_one(f96_upper)(0.5, 0.5, 2, 10) - (f96_upper(0.5, 0.5, 2, 10) - 1)) < 1e-12
