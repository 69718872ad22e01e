"""thesis, App. F.5.3 (round 29, helper leads2): (F.151)'s middle '<~' in the proof of Lemma F.3.7, on the trained
Chapter 7 model of r29_openrows.

(F.151) L10059-L10064 chains p~^T eta (1/B) sum_n dl/dW p = [the batch mean of the gradient form] <~ eta (1/B) sum_n
((1/(2M)) (-4 p_n(t)(1 - p_n(t))^2) + (1/2 - 1/M) eps) = -eta (1/(2M)) (1/B) sum_n 4 p_n(t)(1 - p_n(t))^2. The first
'=' is thesis.ch7.eqF.151-first and the last '=' thesis.ch7.eqF.151-last (r29_openrows); this module checks the middle
'<~' as printed: a uniform hidden-constant bound (one c > 0 over the printed domain) whose side is negative where eps
< (1/B) sum_n 4 p_n (1 - p_n)^2 / (M - 2) and positive above, so where it is <= 0 the left side must be <= 0 for
every c (the engine's sign check), and where it is positive the ratio must stay bounded.

Claims:
- ``thesis.ch7.eqF.151-middle``: the batch mean eta (1/B) sum_n (p~^T u_n)(p~_query^n^T p~) (u_n p~_query^T =
  dl_n/dW at W^(t), the gradient form of (F.148)-(F.150)), the largest over every column token p~ = (e_x; e_y; c_k) of
  the context ('for any p as a column of context examples', Lemma F.3.7 L9366), against the printed side.
"""

from __future__ import annotations

import numpy as np

from thmcheck.bounds.thesis import r29_leads2 as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.r29_openrows import (
    _ASSUME,
    _T_PATH,
    _common_terms,
    _domain,
    _instances,
    _search_dirs,
    _state,
    _tokens,
)

SP = "tests/test_thesis_r29_leads2.py::"
CLAIMS: list[Claim] = []


def _f151_middle_measure(inst: dict, ctx_: Ctx) -> Measurement:  # noqa: ARG001
    """max over the column tokens p~ of eta (1/B) sum_n (p~^T u_n)(p~_query^n^T p~) on the evaluation batch, with
    pterm = (1/B) sum_n 4 p_n(t)(1 - p_n(t))^2 and eps of r29_openrows (the least admissible eps, or above it)."""
    S = _state(inst)
    terms = _common_terms(inst, S)
    eta, M = float(inst["eta"]), int(inst["M"])
    toks, U, Q = _tokens(S, M, inst["K"])
    vals = eta * np.mean(U * Q, axis=0)
    j = int(np.argmax(vals))
    p = np.asarray(S["p"], dtype=float)
    pterm = float(np.mean(4 * p * (1 - p) ** 2))
    side = B.f151_middle_shape(eta, M, pterm, terms["eps"])
    return Measurement(float(vals[j]), {"eta": eta, "M": M, "pterm": pterm, "eps": terms["eps"]},
                       {**terms, "p~ (x, y, step)": str((toks[j][0], toks[j][1], toks[j][2] + 1)),
                        "printed side (c = 1)": side, "(1/B) sum_n 4 p_n (1 - p_n)^2": pterm})


F151M = Claim(
    id="thesis.ch7.eqF.151-middle", paper=PAPER, catalog_id="thesis.ch7.eqF.151", kind="step", comparison="<=",
    source=f"(F.151), proof of Lemma F.3.7, App. F.5.3, its middle '<~', {SEED_FILE} L10059-L10064 (Lemma F.3.7 "
           f"L9366: t >= T_1, B >= Omega(M log M), l_tr >= Omega(alpha^-1), any column p of the context)",
    statement="(F.151), middle '<~': eta (1/B) sum_{n in B_b} (F(Psi; P) - z^n)^T sum_i W_V p~_i softmax(p~_i^T W "
              "p~_query) p~^T (p~_i - sum_r softmax(p~_r^T W p~_query) p~_r) p~_query^T p~ <~ eta (1/B) sum_{n in "
              "B_b} ((1/(2M)) (-4 p_n(t)(1 - p_n(t))^2) + (1/2 - 1/M) eps), uniformly (one constant c > 0 over the "
              "printed domain; where the side is <= 0 the left side must be <= 0 for every c). Measured on the "
              "trained Chapter 7 model (r29_openrows: t >= T_1(eps), (F.12) at eps, eps the least admissible or "
              "above): the largest batch mean over the column tokens p~ = (e_x; e_y; c_k) of a fresh batch of 256 "
              "prompts.",
    statement_tex=r"\eta \frac{1}{B} \sum_{n \in \mathcal{B}_b} (\mathbf{F}(\Psi; \mathbf{P}) - \mathbf{z}^n)^\top "
                  r"\sum_{i=1}^l \mathbf{W}_V \tilde{\mathbf{p}}_i \text{softmax}(\tilde{\mathbf{p}}_i^\top \mathbf{W}"
                  r" \tilde{\mathbf{p}}_{query}) \cdot \tilde{\mathbf{p}}^\top (\tilde{\mathbf{p}}_i - \sum_{r=1}^l "
                  r"\text{softmax}(\tilde{\mathbf{p}}_r^\top \mathbf{W} \tilde{\mathbf{p}}_{query}) \tilde{\mathbf{p}}_r)"
                  r" \tilde{\mathbf{p}}_{query}^\top \tilde{\mathbf{p}} \lesssim \eta \frac{1}{B} \sum_{n \in "
                  r"\mathcal{B}_b} \left( \frac{1}{2M} (-4p_n(t)(1 - p_n(t))^2) + \left( \frac{1}{2} - \frac{1}{M} "
                  r"\right) \cdot \epsilon \right)",
    bound=B.f151_middle_shape, measure=_f151_middle_measure, strategy=_instances, assumptions=_ASSUME,
    constants="hidden", uniform=True,
    directions=(_T_PATH, Direction("eps -> 0 (within [eps_lo, 1): e drawn, eps_lo falls along t)", "eps", 0.0,
                                   how="search"),
                *_search_dirs(("M", "K", "l_tr", "B")),
                Direction("alpha -> 0", "alpha", 0.0, how="search"), Direction("eta -> 0", "eta", 0.0, how="search")),
    domain=_domain(),
    auto_mutant=False,
    no_mutant_reason="the left side is negative on every instance drawn (the largest batch mean over the columns: "
                     "-1.8e-3, -1.0e-3, -3.0e-3 at the atoms, -1.8e-2 .. -1.0e-3 at t = 1.2 .. 3 T_1(1)), so no "
                     "constant-free side is refuted by a sign at one instance: a wrong side (the eps term dropped, "
                     "bounds.thesis.r29_leads2.f151_middle_mut) can only fail through its ratio along the t path, "
                     "which re-trains at every point (~5 s: beyond the ci cost; the mutant survives the ci search)",
    notes="Round 29 (leads2): the middle link that thesis.ch7.eqF.151-first (its first '=') and eqF.151-last (its "
          "last '=') leave. The left side is the batch mean of (F.151)'s first '=' read with p~ on both sides (the "
          "reading of thesis.ch7.eqF.151-first under which that '=' holds); the model, the instances, eps and the "
          "hypotheses are r29_openrows's.",
    settings={"ci": {"max_examples": 4, "budget_s": 1.5, "followup": 0}},
)

CLAIMS += [F151M]
