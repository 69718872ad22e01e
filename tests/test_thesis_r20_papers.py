"""Round 20 (papers): thesis.ch7.theorem4-pc, Theorem 4 over the printed range of p_c (rho^f in (0, 1)), alpha' and
the noise, with l_ts on (7.20)'s own shape c (alpha' tau rho)^-2 log M."""

from __future__ import annotations

import math

from thmcheck.bounds.thesis import r20_papers as B
from thmcheck.checks.papers.thesis import r20_papers as mod


def test_720_shape_closed_form() -> None:
    """tau = p_c^3, rho = (2 p_c - 1)/p_c (j != j*): (alpha' tau rho)^-2 log 20 = 121.8 at p_c = 0.7, alpha' = 0.8
    (thesis.ch7.theorem4's ~122), 903 at p_c = 0.6, and -> inf like (p_c - 1/2)^-2."""
    assert abs(B.l_ts_720(0.7, 0.8) - (0.8 * 0.7**2 * 0.4) ** -2 * math.log(20)) < 1e-9
    assert round(B.l_ts_720(0.7, 0.8)) == 122 and round(B.l_ts_720(0.6, 0.8)) == 903
    assert B.l_ts_720(0.5 + 1e-3, 1.0) * 1e-6 > 1.0
    assert all(0 < B.rho_structured(p) < 1 for p in (0.5001, 0.6, 0.99))


def test_strategy_keeps_the_path_tail_measurable() -> None:
    """u_min(alpha') is the smallest p_c - 1/2 with 16 L(p_c, alpha') <= L_CAP."""
    for ap in (0.5, 0.6, 0.8, 1.0):
        u = mod._u_min(ap)
        assert 16 * B.l_ts_720(0.5 + u, ap) <= mod.L_CAP < 16 * B.l_ts_720(0.5 + u - 1e-3, ap)


def _err(pc: float, c: float, seed: int = 1) -> tuple[float, dict]:
    m = mod._measure({"eval_seed": seed, "nq": 10, "pc": pc, "ap": 0.8, "noise": 0.2, "c": c, "T": 800}, None)
    return m.lhs, m.terms


def test_error_persists_along_the_l_ts_constant_near_half() -> None:
    """The crossing of the evidence: at p_c = 0.55 (rho^f = 0.18) the CoT error is positive at c = 1, 2, 4 (l_ts up
    to 2e4); the attention leaks a share of its mass off S_k^* whatever l_ts is. At p_c = 0.7 it is 0 from c = 2."""
    for c in (1.0, 2.0, 4.0):
        lhs, terms = _err(0.55, c)
        assert lhs > 0, (c, terms)
        assert terms["1 - mean S* mass"] > 0.05, terms
    assert _err(0.7, 2.0)[0] == 0.0


def _limit_cot_error(pc: float, ap: float) -> float:
    """Second path (own numpy; shares only the trained W and the TSR basis U with the claim): the CoT error of the
    trained model in the limit l_ts -> infinity at noise 0, where the attention output is the ratio of expectations
    sum_col P(col) e^{score} y(col) / sum_col P(col) e^{score} over the column types (input i, output j, step k) of
    the context, P_k(i, j) = P(chain_{k-1} = i) A_k(i, j), chain_0 = the query's pattern w.p. alpha' and uniform over
    the others otherwise; f_k = shift by k, errors to shift by k + 1 (c = (1, 1, 1)); steps compared with the true
    chain f_k o ... o f_1(q0), over every q0."""
    import numpy as np

    from thmcheck.models import cot as COT

    W, cfg, U = COT.trained(COT.CoTConfig(T=800, eta=0.9, exact_fraction=True))  # round 35: the shared model
    W = W.numpy()
    d, K, Mp = cfg.d, cfg.K, cfg.Mp
    mup = U.numpy() @ np.eye(d)[: cfg.M]
    As = []
    for k in range(1, K + 1):
        A = np.zeros((Mp, Mp))
        for i in range(Mp):
            A[i, (i + k) % Mp] += pc
            A[i, (i + k + 1) % Mp] += 1 - pc
        As.append(A)
    wrong = 0
    for q0 in range(Mp):
        pk = np.full(Mp, (1 - ap) / (Mp - 1))
        pk[q0] = ap
        cols, wts = [], []
        for k in range(K):
            J = pk[:, None] * As[k]
            for i, j in zip(*np.nonzero(J)):
                cols.append(np.concatenate([mup[i], mup[j], np.eye(K)[k]]))
                wts.append(J[i, j])
            pk = pk @ As[k]
        cols, wts = np.array(cols), np.array(wts)
        v = truth = q0
        for k in range(K):
            s = cols @ W @ np.concatenate([mup[v], np.zeros(d), np.eye(K)[k]])
            a = wts * np.exp(s - s.max())
            v = int(np.argmax(mup @ (a @ cols[:, d: 2 * d]) / a.sum()))
            truth = (truth + k + 1) % Mp
            wrong += v != truth
    return wrong / (Mp * K)


def test_second_path_error_at_infinite_l_ts() -> None:
    """At l_ts = infinity (no sampling left) the trained model still errs for p_c near 1/2 (rho^f in (0, 1)): 0.53 of
    the steps at p_c = 0.52, 0.067 at p_c = 0.55 (alpha' = 0.8), none from p_c = 0.58 on: no constant in (7.20)
    removes the error, which is the attention's leak against the vote margin 2 p_c - 1."""
    assert _limit_cot_error(0.52, 0.8) > 0.5
    assert _limit_cot_error(0.55, 0.8) > 0.05
    assert _limit_cot_error(0.6, 0.8) == 0.0 and _limit_cot_error(0.7, 0.8) == 0.0
