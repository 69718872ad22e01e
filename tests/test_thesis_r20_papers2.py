"""Round 20 (papers2): thesis.ch7.eqF.61-pc, (F.61) at l_ts = infinity over p_c in [3/4, 1)."""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from thmcheck.checks.papers.thesis import r20_papers2 as mod
from thmcheck.models import cot as COT


def _limit_icl_second_path(pc: str, ap: float) -> tuple[int, int]:
    """Second path (own numpy + Fractions; shares only the trained W and the TSR basis U): B^f = A_1 A_2 A_3 of the
    structured task in exact arithmetic (identity cyclic order), the column weights P(i) B(i, j) e^{s(i, j)} in log
    space (scipy-free log-sum-exp per output), the prediction argmax_m <mu'_m, sum_j w_j mu'_j>. Returns (wrong
    queries, M'), and asserts Condition 7.3.2 holds strictly."""
    W, cfg, U = COT.trained(COT.CoTConfig(T=800, eta=0.9, exact_fraction=True))  # round 35: the shared model
    W, U = W.numpy(), U.numpy()
    d, K, Mp = cfg.d, cfg.K, cfg.Mp
    p = Fraction(pc)
    A = [[[Fraction(0)] * Mp for _ in range(Mp)] for _ in range(K)]
    for k in range(1, K + 1):
        for i in range(Mp):
            A[k - 1][i][(i + k) % Mp] += p
            A[k - 1][i][(i + k + 1) % Mp] += 1 - p
    B = A[0]
    for k in range(1, K):
        B = [[sum(B[i][m] * A[k][m][j] for m in range(Mp)) for j in range(Mp)] for i in range(Mp)]
    for i in range(Mp):  # the label f(i) = i + 6 is the strict argmax of row i
        assert all(B[i][(i + 6) % Mp] > B[i][j] for j in range(Mp) if j != (i + 6) % Mp)
    mup = U[:, :d] if U.shape[1] == d else U @ np.eye(U.shape[1], d)
    e1 = np.eye(K)[0]
    wrong = 0
    for q0 in range(Mp):
        logw = np.full((Mp, Mp), -np.inf)
        for i in range(Mp):
            pi = ap if i == q0 else (1 - ap) / (Mp - 1)
            for j in range(Mp):
                if B[i][j] > 0 and pi > 0:
                    x = np.concatenate([mup[i], mup[j], e1])
                    q = np.concatenate([mup[q0], np.zeros(d), e1])
                    logw[i, j] = np.log(pi) + np.log(float(B[i][j])) + x @ W @ q
        wj = np.exp(logw - logw.max()).sum(0)  # weight on output pattern j (columns of any input)
        pred = int(np.argmax(mup @ (wj @ mup)))
        wrong += pred != (q0 + 6) % Mp
    return wrong, Mp


def test_second_path_limit_error_near_three_quarters() -> None:
    """At l_ts = infinity the trained model errs on 2 of 10 queries at p_c = 0.751 (alpha' = 0.8 and 1) and on
    none at p_c = 0.8, 0.9 although Condition 7.3.2 holds strictly at all of them (round 35: the shared model trained
    on L2102's exact per-prompt fraction; 5 of 10 with the former Bernoulli(alpha) prompts)."""
    assert _limit_icl_second_path("0.751", 0.8)[0] == 2
    assert _limit_icl_second_path("0.751", 1.0)[0] == 2
    assert _limit_icl_second_path("0.8", 0.8)[0] == 0
    assert _limit_icl_second_path("0.9", 0.8)[0] == 0


def test_claim_measure_agrees_and_condition_holds() -> None:
    for pc, err in ((0.751, 0.3), (0.8, 0.0), (0.999, 0.0)):  # round 35: 0.3 (was 0.5 with Bernoulli prompts)
        m = mod._measure({"pc": pc, "ap": 0.8, "perm_seed": 0, "T": 800}, None)
        assert m.lhs == err and m.terms["cond"] == 1.0, (pc, m.terms)
    assert mod._measure({"pc": 0.751, "ap": 0.8, "perm_seed": 0, "T": 800}, None).terms["least label margin"] < -0.01


def test_finite_l_ts_prompts_err_as_the_limit_says() -> None:
    """models/cot.separation (sampled prompts, l_ts = 20000 >> (F.60) at constant 1, noise 0.2): ICL errors at
    p_c = 0.751, none at p_c = 0.8."""
    W, cfg, U = COT.trained(COT.CoTConfig(T=800, eta=0.9, exact_fraction=True))  # round 35: the shared model
    r = COT.separation(W, cfg, U, cs=(1, 1, 1), pc=0.751, ap=0.8, lvl=0.2, l_ts=20000, nq=10, seed=1)
    assert r["cond"] and r["icl_err"] >= 0.2, r
    r = COT.separation(W, cfg, U, cs=(1, 1, 1), pc=0.8, ap=0.8, lvl=0.2, l_ts=20000, nq=10, seed=1)
    assert r["icl_err"] == 0.0, r
