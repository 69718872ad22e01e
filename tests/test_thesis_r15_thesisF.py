"""Population second path of thesis.ch7.eqF.139 and thesis.ch7.eqF.143 (round 15, helper thesisA): Lemma F.3.6's
hypotheses B >= Omega(M log M), l_tr >= Omega(alpha^-1) with their constants grown without limit. The numpy Chapter 7
model of ``tests/test_thesis_r10_thesisF.py`` (prompts (7.1), the squared loss and its gradient by hand; no code of
the claims' measure): B -> infinity is gradient descent on the population loss (the batch gradient over B_pop =
2000 prompts, whose Monte Carlo error is checked against 8000 by hand: the gaps move by < 1e-4), l_tr -> infinity is
checked by the stability of the per-prompt gaps between l = 170 and l = 340 (by hand) and the standard error over
512 fresh prompts."""

from __future__ import annotations

import numpy as np

from tests.test_thesis_r10_thesisF import _gaps, _grad, _prompts


def _population_gaps(K: int, M: int, alpha: float, eta: float, l: int, steps: int, seed: int = 0) -> dict:
    """s - sum_{b=0}^t (1 - p_n(b))^2 2 eta alpha^2/K^3 at W^(t+1) on 512 fresh prompts of l examples, t = 1..steps-1,
    after population GD from W^(0) entries N(0, 1e-8); per query step k: (mean, standard error, fraction < 0)."""
    rng = np.random.default_rng(seed)
    D = 2 * M + K
    W = 1e-4 * rng.standard_normal((D, D))
    P = _prompts(rng, 512, M, K, l, alpha)
    kq = P["qry"][:, 2 * M:].argmax(1)
    S = np.zeros(512)
    out = {}
    for t in range(steps):
        p, _ = _gaps(W, P)
        S += (1 - p) ** 2
        W = W - eta * _grad(W, _prompts(rng, 2000, M, K, l, alpha))
        if t >= 1:
            _, g = _gaps(W, P)
            rhs = S * 2 * eta * alpha ** 2 / K ** 3
            for name in ("s5", "s6"):
                dl = g[name] - rhs
                for k in range(K):
                    sel = kq == k
                    out[(t, name, k + 1)] = (float(dl[sel].mean()), float(dl[sel].std() / np.sqrt(sel.sum())),
                                             float((dl[sel] < 0).mean()))
    return out


def test_s5_s6_cross_in_population() -> None:
    """K = 2, M = 4, alpha = eta = 0.3 (alpha < 1, eta < 1; Lemma F.3.6 asks nothing of M against K, alpha), t = 1:
    in the population limit (B = 2000 prompts a step, l = 170 examples, i.e. c_B ~ 360, c_l ~ 51) s_5 is below the
    printed sum for every query at step 1 (mean gap -0.004, 25+ standard errors below 0) and s_6 for the queries at
    both steps (step 2: s_6 ~ 0.04 x the printed sum)."""
    r = _population_gaps(2, 4, 0.3, 0.3, 170, 2)
    m5, se5, f5 = r[(1, "s5", 1)]
    assert m5 + 10 * se5 < 0 and f5 > 0.95, r
    for k in (1, 2):
        m6, se6, f6 = r[(1, "s6", k)]
        assert m6 + 10 * se6 < 0 and f6 > 0.95, r


def test_s5_s6_hold_in_population_at_alpha_half() -> None:
    """The same population run at alpha = eta = 0.5 (K = 2, M = 4) holds for both (every prompt above the printed
    sum): the ci search's small-batch crossings there are finite-B effects; the erratum's family is alpha = 0.3."""
    r = _population_gaps(2, 4, 0.5, 0.5, 170, 2)
    for name in ("s5", "s6"):
        for k in (1, 2):
            assert r[(1, name, k)][2] == 0.0, r
