"""thesis, Appendices E and F (round 8, thesisEF): displays inside the proofs of Chapters 6-7, encoded as printed.

- App. E.4 (Lemma E.4.6): (E.15), (E.18), -V_i(b) >~ beta^2 (1 - gamma_t)/a on the lucky sets W_n / U_n, uniform
  (a shape with a hidden constant), on the Chapter 6 model (:mod:`thmcheck.models.icl`) at b = 0, gamma_t as printed
  in Definition E.4.4 (L8002-L8003: the max over the batch), the prompt's own gamma_{t,n} a reading.

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. The shapes live in :mod:`thmcheck.bounds.thesis.r8_thesisEF`.
"""

from __future__ import annotations

import math
from functools import lru_cache

from hypothesis import strategies as st

from thmcheck.bounds.thesis.r8_thesisEF import e15_mutant_a, e15_shape
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.r6_thesisEF import _icl_any_t, icl_state
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis_r8_thesisEF.py::"


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


CLAIMS: list[Claim] = []

# =========================================================== (E.15), (E.18): Lemma E.4.6, -V_i(b) >~ beta^2 (1 - gamma_t)/a


@st.composite
def _e15_instances(draw: st.DrawFn) -> dict:
    """The Chapter 6 model at its initialisation (b = 0) as in r6_thesisEF._icl_any_t (M1 in 2..6, M2 in 1..4, d_Y in
    1..3, m in 2..40, l in 1..10, alpha in [0.1, 0.9], beta in [1, 3], delta in [0.01, 0.2]) with the batch B = N in
    M1..32 or log-uniform up to 2000 (B >= M1), the prompt n whose lucky sets W_n, U_n (E.31)/(E.32) are used."""
    inst = draw(_icl_any_t())
    inst["s"] = 0.0
    inst["k"] = 0
    M1 = inst["M1"]  # B < M1 is outside Lemma E.4.6's B >~ M1 (constant 1): not drawn
    inst["N"] = int(draw(st.one_of(st.integers(M1, 8), st.integers(M1, 32), log_uniform(M1, 2000))))
    return inst


def e15_values(inst: dict, label: float) -> dict:
    """:func:`_e15_values` cached on the instance (the literal claim and its reading measure the same draws)."""
    return _e15_cached(tuple(sorted(inst.items())), label)


@lru_cache(maxsize=128)
def _e15_cached(key: tuple, label: float) -> dict:
    return _e15_values(dict(key), label)


def _e15_values(inst: dict, label: float) -> dict:
    """At b = 0: the batch-averaged coefficients V_i(0) (the coefficient of W_O(i) in (E.14), V_i = mean_n' (dl/dF)
    a_i 1[W_O(i) V^n' > 0] (sum_s softmax_s p_s^n')^T p_j) for every context token p_j^n of the prompt n with label
    embedding label q (rows) and every neuron (columns), the lucky-set mask (W_n for label +1, U_n for -1), gamma_0
    (the max over the batch of 1 - softmax mass on N_*, Definition E.4.4) and gamma_{0,n} of the prompt n."""
    import torch

    from thmcheck.models.icl import patterns

    model, ctx, pq, z, same = icl_state(inst)
    _, _, q = patterns(model.cfg)
    dx, D = model.cfg.dx, model.cfg.dx + model.cfg.dy
    n = inst["n"] % inst["N"]
    with torch.no_grad():
        at = model.attn(ctx, pq)  # softmax over the l context tokens (the model (6.2))
        gam = 1.0 - (at * same.double()).sum(1)  # gamma_{0,n'} (L8002)
        cand = torch.nonzero(label * (ctx[n, :, dx:D] @ q) > 0)[:, 0]
        mix = torch.matmul(at[:, None, :], ctx)[:, 0]
        V = mix @ model.WV.T  # V^n(0) (E.30)
        pre = V @ model.WO.T
        F = (torch.relu(pre) * model.mask) @ model.a
        dF = torch.where(1 - z * F > 0, -z, torch.zeros_like(z))
        gate = dF[:, None] * (model.a * model.mask)[None, :] * (pre > 0).double()  # (N, m)
        coef = (mix @ ctx[n, cand].T).T @ gate / inst["N"]  # (T, m)
        base = (V[n, :dx] @ model.WO[:, :dx].T > 0) & (V[n, dx:D] @ model.WO[:, dx:D].T > 0)
        lucky = base & ((model.a > 0) if label > 0 else (model.a < 0))
    return {"coef": coef, "lucky": lucky, "gamma": float(gam.max()), "gamma_n": float(gam[n]),
            "tokens": int(len(cand))}


def _e15_measure(label: float, own: bool):
    def measure(inst: dict, ctx_: Ctx) -> Measurement:
        v = e15_values(inst, label)
        g = v["gamma_n"] if own else v["gamma"]
        ok = v["tokens"] > 0 and bool(v["lucky"].any())
        lhs = float((-v["coef"][:, v["lucky"]]).min()) if ok else 1.0  # the worst neuron and token
        return Measurement(lhs, {"beta": inst["beta"], "one_minus_gamma": 1.0 - g, "a": float(inst["m"])},
                           {"nonvacuous": 1.0 if ok else -1.0, "m": inst["m"], "B": inst["N"],
                            "|lucky set|": int(v["lucky"].sum()), "tokens p_j": v["tokens"], "lhs a": lhs * inst["m"],
                            "gamma_0 (max over the batch)": v["gamma"], "gamma_0,n": v["gamma_n"]})
    return measure


_E15_ASSUME = (
    Assumption("nonvacuous", "the prompt n has a context token p_j of that label and the lucky set is nonempty (else "
               "the display quantifies over nothing)", lambda v: v["nonvacuous"]),
    Assumption("l >~ 1/(alpha beta^2)", "l >= max(1, 1/(alpha beta^2)) (Lemma E.4.6's requirement, constant 1)",
               lambda v: v["l"] - max(1.0, 1.0 / (v["alpha"] * v["beta"] ** 2))),
    Assumption("B >~ M1", "B >= M1 (Lemma E.4.6's requirement, constant 1)", lambda v: v["N"] - v["M1"]),
)


def _e15_move_B(inst: dict, t: float) -> dict:
    return {**inst, "N": int(round(t))}


def _e15_move_m(inst: dict, t: float) -> dict:
    return {**inst, "m": int(round(t))}


def _e15_claim(display: str) -> Claim:
    label, lines, own = (1.0, "L8033", "W_n") if display == "E.15" else (-1.0, "L8041", "U_n")
    lab = "q" if label > 0 else "-q"
    return Claim(
        id=f"thesis.ch6.eq{display}", paper=PAPER, kind="step", comparison=">=",
        source=_src(f"({display}), Lemma E.4.6 (with (E.14), p_j of label embedding {lab}; gamma_t of Definition "
                    "E.4.4, L8002-L8003)", lines),
        statement=f"({display}): -V_i(b) >~ beta^2 (1 - gamma_t)/a for i in {own}, V_i(b) the coefficient of "
                  f"W_O(i)^(b) in eta (1/B) sum_n dl/dW_V^(b) p_j = eta sum_i V_i(b) W_O(i)^(b) (E.14), p_j = p_j^n a "
                  f"context token of label {lab} ((6.1)), read as the batch average over the B prompts of (dl/dF) "
                  "a_i 1[W_O(i) V^n > 0] (sum_s softmax_s p_s^n)^T p_j; gamma_t = max_n (1 - sum_{s in N_*} "
                  "softmax_s) (Definition E.4.4, t = b), a the output scale (|a_i| = 1/a = 1/m here). Checked "
                  "uniformly (one constant c > 0 for every B, m, M1, M2, l, alpha, beta, delta) at b = 0 on the "
                  f"Chapter 6 model: the smallest -V_i over i in {own} and over the context tokens p_j of that label.",
        statement_tex=r"-V_i(b) \gtrsim \beta^2(1 - \gamma_t)/a",
        bound=e15_shape, measure=_e15_measure(label, own=False), strategy=_e15_instances(),
        assumptions=_E15_ASSUME, constants="hidden", uniform=True,
        directions=(
            Direction("B -> inf", "N", math.inf, how="path", move=_e15_move_B, points=(64, 200, 640, 2000)),
            Direction("m (a = m)", "m", math.inf, how="path", move=_e15_move_m, points=(4, 12, 40, 120)),
            Direction("M1, M2, d_Y, l", "M1", math.inf, how="search",
                      reason="the shape has no M1, M2, d_Y, l; the strategy draws them (M1 2..6, M2 1..4, d_Y 1..3, "
                             "l 1..10), and a left side <= 0 under a positive shape refutes every constant at once"),
            Direction("b (the iteration)", "b", math.inf, how="unsearched",
                      reason="the display is stated for every b of (E.14) with one constant; b = 0 is a point of that "
                             "range, so a failure at b = 0 refutes it for every b"),
            Direction("alpha, beta, delta", "beta", 3.0, how="search",
                      reason="bounded printed ranges (alpha in (0, 1], beta in [1, O(1)], delta in (0, 0.2]) the "
                             "strategy draws"),
        ),
        readings=(Reading("the prompt's own gamma_{t,n}", "1 - gamma_t read as 1 - gamma_{t,n}, the softmax mass on "
                          "N_* of the prompt n itself, instead of the min over the batch (Definition E.4.4 item 5 "
                          "defines gamma_t as the max of gamma_{t,n})", measure=_e15_measure(label, own=True)),),
        expect="erratum",
        domain=(Param("N", 1, math.inf, integer=True, far=2000, text="batch size B", unreached="B <= 2000"),
                Param("m", 2, math.inf, integer=True, far=40, text="m neurons", unreached="m <= 40 (search), "
                      "120 (path)"),
                Param("beta", 1, math.inf, far=3, text="beta in [1, O(1)]", unreached="beta <= 3"),
                Param("b", 0, math.inf, integer=True, text="the iteration b <= t0",
                      unreached="b = 0 (the initialisation): the display is stated for every b of the sum (E.14)")),
        evidence=f"As printed the shape beta^2 (1 - gamma_t)/a is positive whenever every prompt of the batch has a "
                 f"context of its query's IDR pattern, so the display needs -V_i(b) > 0 for every i in {own}. But "
                 f"-V_i(0) = mean_n' z^n' |a_i| 1[W_O(i) V^n' > 0] (sum_s softmax_s p_s^n')^T p_j (at b = 0 the hinge "
                 "is active, dl/dF = -z) is a batch average whose sign follows the queries' labels z^n' on the "
                 "prompts where the neuron is active; membership in the lucky set of ONE prompt n fixes nothing of "
                 "that sign, and the search finds neurons of the lucky set with -V_i < 0 (a left side on the wrong "
                 "side of 0 refutes every constant c > 0). Not a small-batch effect: the second path finds -V_i < 0 "
                 "at B = 2048 >> M1 and l = 10 >= 1/(alpha beta^2). Lemma E.4.6 keeps its own id and verdict; "
                 "audit pending.",
        no_correction_reason="the lemma's intended relation is an order of magnitude of the W_n/U_n coefficients "
                             "averaged over the prompt distribution; no per-neuron sign follows from lucky-set "
                             "membership for one prompt, and the population mean of -V_i has no closed form in the "
                             "text",
        mutants={"beta^2 (1 - gamma_t) a (a in place of 1/a)": e15_mutant_a}, auto_mutant=False,
        second_path=SP + "test_eqE15_E18_lucky_neuron_with_wrong_sign",
        notes="float64 torch at the initialisation (b = 0, a point of every b the display covers); the coefficients "
              "are those of r7's (E.16) (validated against autograd in its second path). The requirements l >~ "
              "max(1, 1/(alpha beta^2)) and B >~ M1 of Lemma E.4.6 are checked with constant 1 (their constants are "
              "unspecified; the failure does not fade at large B, see the second path).",
        settings={"ci": {"max_examples": 16, "budget_s": 0.5, "path_decades": 0.0}},
    )


E15 = [_e15_claim("E.15"), _e15_claim("E.18")]
CLAIMS += E15
