"""thesis, Appendix E (round 17, thesisE1b): (E.70) L8261 of the proof of Theorem 6.3.4 (App. E.4.4), the
out-of-domain twin of (E.54) L8185: a context with a different ODR pattern than the query scores at most (1/M1 +
1/M2) times a same-pattern context's score, 'by Proposition 6.4.1'.

On the Chapter 6 model trained to zero loss (r16_thesisE1.prop641_run, cached; Theorem 6.3.3's family of E79_FIRST).
Literal: the display's tokens are printed unprimed (p_l^n, p_s^n, p_query^n), so the literal check runs over the
training prompts' configurations of the cyclic tasks, exactly as (E.54)'s. The reading 'out-of-domain tokens' takes
primed tokens (mu'_j + kappa' nu'_k; .) with ODR patterns mu'_j = mu_j (c = e_j: sum c_j = 1 >= 1, sum c_j^2 = 1),
nu'_k in the IDI span (nu_1 or the uniform unit combination of the nu's, Remark 6.3.5) and kappa' = +-K', K' = 1 ((6.8)).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st

from thmcheck.bounds.thesis.r17_thesisE1b import (
    e53_floor,
    e53_mutant,
    e69_mutant,
    e69_shape,
    e70_mutant_neg,
    e70_shape,
)
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.papers.thesis._common import PAPER
from thmcheck.checks.papers.thesis.r16_thesisE1 import (
    _ASSUME,
    _DIRECTIONS,
    _DOMAIN,
    _HYP,
    _SETTINGS,
    _STRATEGY,
    E79_FIRST,
    K_OOD,
    _escalate,
    _move_delta83,
    _run,
    _src,
    _terms,
)

SP = "tests/test_thesis_r17_thesisE1b.py::"

CLAIMS: list[Claim] = []


def _e70_measure(ood: bool) -> Callable[[dict, Ctx], Measurement]:
    def measure(inst: dict, ctx_: Ctx) -> Measurement:
        """Over the prompt configurations of the cyclic tasks (query pattern mu_j, label z: task (j, j+1) for z = +1,
        (j-1, j) for z = -1): the same-pattern contexts p_s = (mu_j + kappa nu; z q) and the different-pattern ones
        p_l = (mu_a + kappa nu; y q), a != j (the other decisive pattern with label -z, the non-decisive ones with
        either label); query (mu_j + kappa' nu'; 0). Literal: nu, nu' over the basis nu_k, kappa, kappa' = +-K (the
        training tokens). ood: nu, nu' in {nu_1, (1/sqrt(M2)) sum_k nu_k}, kappa, kappa' = +-K' (K' = 1). S the least
        same-pattern score (every s), lhs the largest different-pattern score. Reported: a sign crossing (lhs > 0 >=
        S) if any, else the largest lhs / ((1/M1 + 1/M2) S)."""
        import torch

        v = _run(inst)
        cfg, b = v["cfg"], inst["beta"]
        M1, M2, dx = cfg.M1, cfg.M2, cfg.dx
        D = dx + cfg.dy
        WQ, WK = v["WQT"], v["WKT"]
        if ood:
            kaps = (-K_OOD, K_OOD)
            nus = [torch.eye(M2, dtype=torch.float64)[0], torch.full((M2,), M2**-0.5, dtype=torch.float64)]
        else:
            kaps = (-inst["K"], inst["K"])
            nus = [torch.eye(M2, dtype=torch.float64)[k] for k in range(M2)]

        def tok(j: int, g: Any, kap: float, y: float) -> Any:
            p = torch.zeros(D, dtype=torch.float64)
            p[j], p[dx] = b, y
            p[M1:dx] = kap * b * g
            return p

        c = 1.0 / M1 + 1.0 / M2
        best: tuple = (-math.inf, 0.0, 0.0, None)
        for j in range(M1):
            for z in (1.0, -1.0):
                other = (j + 1) % M1 if z > 0 else (j - 1) % M1
                for i2, g2 in enumerate(nus):
                    for kap2 in kaps:
                        q = WQ @ tok(j, g2, kap2, 0.0)
                        S = min(float((WK @ tok(j, g, kap, z)) @ q) for g in nus for kap in kaps)
                        L = max(float((WK @ tok(a, g, kap, y)) @ q) for a in range(M1) if a != j
                                for y in ((-z,) if a == other else (1.0, -1.0)) for g in nus for kap in kaps)
                        score = math.inf if (L > 0 >= S) else (L / (c * S) if S > 0 else -math.inf)
                        if score > best[0]:
                            best = (score, L, S, (j, z, i2, kap2))
        return Measurement(best[1], {"M1": M1, "M2": M2, "S": best[2], "delta": inst["delta"]},
                           {**_terms(inst, v), "(j, z, nu' index, kappa') of the query": str(best[3])})

    return measure


E70 = Claim(
    id="thesis.ch6.eqE.70", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.70), proof of Theorem 6.3.4 (App. E.4.4): 'For ODR patterns, by Proposition 6.4.1, we have for "
                "p_l^n that has a different ODR pattern than p_query^n', p_s^n of (E.69) sharing the query's pattern",
                "L8259-L8263"),
    statement="(E.70): (W_K^(T) p_l^n)^T (W_Q^(T) p_query^n) <~ (1/M1 + 1/M2) (W_K^(T) p_s^n)^T (W_Q^(T) "
              "p_query^n) for any context p_l^n with a different ODR pattern than the query and p_s^n one sharing it "
              "(read uniformly: one c > 0), " + _HYP + ". Checked on the Chapter 6 model trained to zero loss over the "
              "prompt configurations of the cyclic tasks with the tokens as printed (unprimed: the training tokens, "
              "kappa, kappa' = +-K): every s and l.",
    statement_tex=r"(\mathbf{W}_K^{(T)} \mathbf{p}_l^n)^\top (\mathbf{W}_Q^{(T)} \mathbf{p}_{query}^n) \lesssim "
                  r"\left( \frac{1}{M_1} + \frac{1}{M_2} \right) (\mathbf{W}_K^{(T)} \mathbf{p}_s^n)^\top "
                  r"(\mathbf{W}_Q^{(T)} \mathbf{p}_{query}^n)",
    bound=e70_shape, measure=_e70_measure(False), strategy=st.one_of(st.just(E79_FIRST), _STRATEGY),
    assumptions=_ASSUME, constants="hidden", uniform=True,
    directions=(Direction("delta -> 0 (delta in (0, 0.2], Sec. 6.2.3)", "delta", 0.0, how="path",
                          move=_move_delta83, points=(0.15, 0.1, 0.05, 0.015)), _DIRECTIONS[1]),
    domain=_DOMAIN,
    readings=(Reading("out-of-domain tokens", "primed tokens (mu'_j + kappa' nu'_k; .), mu'_j = mu_j, nu'_k in "
                      "{nu_1, uniform unit combination of the nu's} (IDI span, Remark 6.3.5), kappa' = +-K', K' = 1",
                      measure=_e70_measure(True)),),
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round17/thesis.md, auditor A): confirmed. The out-of-domain twin of thesis.ch6.eqE.54 (erratum), failing for the same reason: at zero training "
             "loss every same-pattern context can score negatively against a query while a different-pattern "
             "context of the same prompt scores positively, so (1/M1 + 1/M2) S < 0 < lhs and no c > 0 serves. ci's "
             "first instance E79_FIRST (M1 = 4, M2 = 8, beta = 2, alpha = 0.8, delta = 0.015, eta = 0.9, m = 80 = "
             "3.6 M1^2 log M1 (>= 2), B = 45 = 8.1 M1 log M1 (>= 1), l_tr alpha beta^2 = 57.6 (>= 8), M2/M1 = 2 "
             "(<= 2), K = 1/2, seed 5, zero loss at T = 1145, eta T / (M1 sqrt(log M1)) = 218 (>= 1)): literal "
             "(training tokens) the query mu_1 - 0.5 nu_1, z = -1: every same-pattern context scores <= -0.66 "
             "(least -0.91) while a different-pattern context scores +3.8; under the reading 'out-of-domain tokens' "
             "(nu' = nu_1 or the uniform combination, kappa' = +-1) the query mu_1 - nu_1 (z = -1): every same-pattern "
             "context scores negatively (least -0.98) while a different-pattern one scores +3.80. Not one run: "
             "over seeds 1..31 of E79_FIRST (30 zero-loss runs; seed 26 misses zero loss in 4000 steps) 17 have "
             "such a sign crossing, both literally and under the reading (seeds 2, 4, 5, 7, 8, 9, 10, 14, 15, 18, 19, "
             "21, 22, 23, 27, 30, 31): share 0.57, Wilson 95 % interval [0.39, 0.73], lower bound above 1/M1 = 0.25, "
             "the loosest failure level M1^{-C} a 'with high probability' allows. Not the encoding: the second path "
             "recomputes the scores from an own numpy SGD's W_Q^(T), W_K^(T).",
    no_correction_reason="at small delta the trained scores of a query's own-pattern contexts can all be negative "
                         "while another pattern's are positive: no constant repairs the order",
    second_path=SP + "test_eqE70_second_path",
    mutants={"a negative side: (1/M1 + 1/M2) S - |S| - 1": e70_mutant_neg}, auto_mutant=False, escalate=_escalate,
    notes="float64 torch SGD to zero training loss (prop641_run, cached).",
    settings=_SETTINGS,
)

CLAIMS += [E70]


# ============================== (E.53) L8181 and (E.69) L8257: a same-pattern score against a positive lower bound


def _tokens(inst: dict, cfg: Any, ood: bool) -> tuple:
    """(nu directions, kappa values): the training tokens' (nu_k, +-K) or the out-of-domain ones' ({nu_1, uniform unit
    combination}, +-K', K' = 1)."""
    import torch

    M2 = cfg.M2
    if ood:
        return [torch.eye(M2, dtype=torch.float64)[0], torch.full((M2,), M2**-0.5, dtype=torch.float64)], (-K_OOD,
                                                                                                             K_OOD)
    return [torch.eye(M2, dtype=torch.float64)[k] for k in range(M2)], (-inst["K"], inst["K"])


def _same_measure(query_ood: bool, ctx_ood: bool, best_s: bool) -> Callable[[dict, Ctx], Measurement]:
    def measure(inst: dict, ctx_: Ctx) -> Measurement:
        """Over the prompt configurations of the cyclic tasks (query pattern mu_j, label z; query (mu_j + kappa' nu';
        0)): the same-pattern contexts p_s = (mu_j + kappa nu; z q). Literal (every s): the least score
        (W_K^(T) p_s)^T (W_Q^(T) p_query) over s; reading (the most favourable s): the largest. Reported: the least
        of it over the queries."""
        import torch

        v = _run(inst)
        cfg, b = v["cfg"], inst["beta"]
        M1, dx = cfg.M1, cfg.dx
        D = dx + cfg.dy
        WQ, WK = v["WQT"], v["WKT"]
        qn, qk = _tokens(inst, cfg, query_ood)
        cn, ck = _tokens(inst, cfg, ctx_ood)

        def tok(j: int, g: Any, kap: float, y: float) -> Any:
            p = torch.zeros(D, dtype=torch.float64)
            p[j], p[dx] = b, y
            p[M1:dx] = kap * b * g
            return p

        best: tuple = (math.inf, None)
        for j in range(M1):
            for z in (1.0, -1.0):
                for i2, g2 in enumerate(qn):
                    for kap2 in qk:
                        q = WQ @ tok(j, g2, kap2, 0.0)
                        sc = [float((WK @ tok(j, g, kap, z)) @ q) for g in cn for kap in ck]
                        S = max(sc) if best_s else min(sc)
                        if S < best[0]:
                            best = (S, (j, z, i2, kap2))
        return Measurement(best[0], {"M1": M1, "S": best[0], "delta": inst["delta"]},
                           {**_terms(inst, v), "(j, z, nu' index, kappa') of the query": str(best[1])})

    return measure


_ZETA = Assumption("T >~ M1", "(E.53)'s 'T >~ M1' (T the zero-training-loss step; the constant read as 1; 'zeta_T >~ 1' "
                   "read as the zero-loss state, as r12's (E.61))", lambda q: q["T (zero-loss step)"] / q["M1"] - 1.0)

E53 = Claim(
    id="thesis.ch6.eqE.53", paper=PAPER, kind="step", comparison=">=",
    source=_src("(E.53), proof of Theorem 6.3.3 (b) (App. E.4.3): 'if zeta_T >~ 1 and T >~ M1, by Lemma E.4.5, with "
                "high probability', p_s^n a context sharing the query's IDR pattern", "L8179-L8183"),
    statement="(E.53): (W_K^(T) p_s^n)^T (W_Q^(T) p_query^n) >~ (eta (1/M1) sum_b zeta_b delta gamma_b beta^2 + "
              "delta)^2 >~ (eta sum_{b<T} gamma_b beta^2 (delta^2 alpha eta T/(2a) + delta^2 (beta^2 + 1) alpha^2 "
              "(eta T)^3 M1/a^2) + delta)^2 for p_s^n sharing the query's IDR pattern (read uniformly: one c > 0), "
              + _HYP + ". Every right side of the chain is a square (t + delta)^2 with t >= 0 (gamma_b in [0, 1], "
              "zeta_b >~ 1, a > 0), so it is >= delta^2; the check compares the left side with delta^2 (the printed "
              "side's least value over the unknown gamma_b, zeta_b): a crossing of it is a crossing of the display, "
              "a hold is not a hold of it. Over the prompt configurations of the cyclic tasks (query mu_j + kappa' "
              "nu_k', label z, same-pattern contexts mu_j + kappa nu_k labelled z q, kappa, kappa' = +-K): every s.",
    statement_tex=r"(\mathbf{W}_K^{(T)} \mathbf{p}_s^n)^\top (\mathbf{W}_Q^{(T)} \mathbf{p}_{query}^n) \gtrsim "
                  r"\left( \eta \sum_{b=0}^{T-1} \gamma_b \cdot \Delta_T + \delta \right)^2 \geq \delta^2",
    bound=e53_floor, measure=_same_measure(False, False, False), strategy=st.one_of(st.just(E79_FIRST), _STRATEGY),
    assumptions=(*_ASSUME, _ZETA), constants="hidden", uniform=True,
    directions=(Direction("delta -> 0 (delta in (0, 0.2], Sec. 6.2.3)", "delta", 0.0, how="path",
                          move=_move_delta83, points=(0.15, 0.1, 0.05, 0.015)), _DIRECTIONS[1]),
    domain=_DOMAIN,
    readings=(Reading("the most favourable s", "p_s^n read as the same-pattern context of the largest score",
                      measure=_same_measure(False, False, True)),),
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round17/thesis.md, auditor A): confirmed. At zero training loss every same-pattern context can score negatively against a query, while the "
             "printed right side is a square >= delta^2 > 0, so no c > 0 serves. ci's first instance E79_FIRST (M1 = "
             "4, M2 = 8, beta = 2, alpha = 0.8, delta = 0.015, eta = 0.9, m = 80 = 3.6 M1^2 log M1 (>= 2), B = 45 = "
             "8.1 M1 log M1 (>= 1), l_tr alpha beta^2 = 57.6 (>= 8), M2/M1 = 2 (<= 2), K = 1/2, seed 5, zero loss at "
             "T = 1145 (T/M1 = 286, eta T / (M1 sqrt(log M1)) = 218)): the query mu_2 - 0.5 nu_5 with label z = +1 "
             "(task (mu_2, mu_3)): every same-pattern context (mu_2 + kappa nu_k; +q), kappa = +-1/2, scores in "
             "[-1.51, -1.27] < 0 < delta^2 = 2.25e-4; under the reading 'the most favourable s' the query mu_3 + 0.5 "
             "nu_1 (z = -1) has its largest same-pattern score -1.38. Not one run: over seeds 1..31 of E79_FIRST (30 zero-loss runs; seed 26 misses zero loss in 4000 steps) 17 "
             "have a query whose same-pattern scores are all negative, literally and for the most favourable s "
             "(seeds 2, 4, 5, 7, 8, 9, 10, 14, 15, 18, 19, 21, 22, 23, 27, 30, 31, the seeds of thesis.ch6.eqE.54's "
             "sign crossings): share 0.57, Wilson 95 % interval [0.39, 0.73] above 1/M1 = 0.25, the loosest failure "
             "level M1^{-C} a 'with high probability' allows; the other 13 runs have all same-pattern scores >= 3.2. "
             "Not the encoding: the second path recomputes the scores "
             "from an own numpy SGD's W_Q^(T), W_K^(T).",
    no_correction_reason="at small delta a trained same-pattern score can be negative: no positive lower bound holds",
    second_path=SP + "test_eqE53_eqE69_second_path",
    mutants={"delta^2 + |S| + 1": e53_mutant}, auto_mutant=False, escalate=_escalate,
    notes="float64 torch SGD to zero training loss (prop641_run, cached).",
    settings=_SETTINGS,
)

E69 = Claim(
    id="thesis.ch6.eqE.69", paper=PAPER, kind="step", comparison=">=",
    source=_src("(E.69), proof of Theorem 6.3.4 (App. E.4.4): 'Following the derivation of (E.52) and (E.53), we have "
                "that for s in N^n', its last '>~ log M1'", "L8253-L8257"),
    statement="(E.69), its last line: (W_K^(T) p_s^{n'})^T W_Q^(T) p_query^n >~ log M1 for s in N^n (a context "
              "sharing the query's pattern; read uniformly: one c > 0), " + _HYP + ". As printed the context is "
              "primed (out-of-domain: mu'_j + kappa' nu'_k with mu'_j = mu_j (c = e_j: sum c_j^2 = 1), nu'_k in "
              "{nu_1, the uniform unit combination of the nu's} (the IDI span, Remark 6.3.5), kappa' = +-K', K' = 1) "
              "and the query unprimed (the training tokens mu_j + kappa nu_k, kappa = +-K). Over the prompt "
              "configurations of the cyclic tasks (label z, same-pattern contexts labelled z q): every s.",
    statement_tex=r"(\mathbf{W}_K^{(T)} \mathbf{p}_s^{n'})^\top \mathbf{W}_Q^{(T)} \mathbf{p}_{query}^n "
                  r"\gtrsim \log M_1",
    bound=e69_shape, measure=_same_measure(False, True, False), strategy=st.one_of(st.just(E79_FIRST), _STRATEGY),
    assumptions=_ASSUME, constants="hidden", uniform=True,
    directions=(Direction("delta -> 0 (delta in (0, 0.2], Sec. 6.2.3)", "delta", 0.0, how="path",
                          move=_move_delta83, points=(0.15, 0.1, 0.05, 0.015)), _DIRECTIONS[1]),
    domain=_DOMAIN,
    readings=(Reading("an out-of-domain query too", "p_query^n read as p'_query (out-of-domain tokens as the "
                      "context's)", measure=_same_measure(True, True, False)),
              Reading("the most favourable s", "p_s^{n'} read as the same-pattern context of the largest score",
                      measure=_same_measure(False, True, True))),
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round17/thesis.md, auditor A): confirmed. At zero training loss every same-pattern out-of-domain context can score negatively against a query, "
             "below log M1 > 0, so no c > 0 serves. ci's first instance E79_FIRST (M1 = 4, M2 = 8, beta = 2, alpha "
             "= 0.8, delta = 0.015, eta = 0.9, m = 80 = 3.6 M1^2 log M1 (>= 2), B = 45 = 8.1 M1 log M1 (>= 1), l_tr "
             "alpha beta^2 = 57.6 (>= 8), M2/M1 = 2 (<= 2), K = 1/2, seed 5, zero loss at T = 1145, eta T / (M1 "
             "sqrt(log M1)) = 218 (>= 1)): the query mu_2 - 0.5 nu_5 (label +1): the out-of-domain same-pattern "
             "contexts (mu_2 + kappa' nu', nu' = nu_1 or the uniform combination, kappa' = +-1; +q) score in [-1.54, "
             "-1.23] against log 4 = 1.39; with an out-of-domain query (mu_2 + nu_1) in [-1.56, -1.26]; for the most "
             "favourable s (query mu_3 + 0.5 nu_1, z = -1) at most -1.39. Not one run: over seeds 1..31 of E79_FIRST (30 zero-loss runs) the same 17 seeds have the least score "
             "negative under each reading (share 0.57, Wilson [0.39, 0.73] above 1/M1 = 0.25); the other 13 are >= "
             "3.2 > log 4. Not the "
             "encoding: the second path recomputes the scores from an own numpy SGD's W_Q^(T), W_K^(T).",
    no_correction_reason="at small delta a trained same-pattern score can be negative: no positive lower bound holds",
    second_path=SP + "test_eqE53_eqE69_second_path",
    mutants={"log M1 + |S| + 1": e69_mutant}, auto_mutant=False, escalate=_escalate,
    notes="float64 torch SGD to zero training loss (prop641_run, cached).",
    settings=_SETTINGS,
)

CLAIMS += [E53, E69]
