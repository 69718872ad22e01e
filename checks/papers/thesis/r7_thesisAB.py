"""thesis, Appendices A and B (proofs of Chapters 2 and 3), round 7 (helper thesisAB): displays inside the proofs
encoded as printed as step claims.

- (A.46) L2851-L2854 and (B.43) L4073-L4075, the first '>~': q_1(T) >~ (1 + min_l K(l))^T, which the proofs take
  from (A.34)/(B.20), ||q_1(T)|| = sqrt(prod_{l < T} (1 + K(l))) ||q_1||: a uniform check over T >= 1 and K(l) > 0
  (the square root of (A.34) is dropped: the exponent is T/2).

Bounds in ``thmcheck.bounds.thesis.r7_thesisAB``; second paths in ``tests/test_thesis_r7_thesisAB.py``.
"""

from __future__ import annotations

import math

import mpmath
import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r7_thesisAB as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, _src
from thmcheck.checks.strategies import SEEDS, log_uniform

CLAIMS: list[Claim] = []
SP = "tests/test_thesis_r7_thesisAB.py::"


# ============ (A.46), proof of Theorem 1, App. A.3, L2849-L2854; (B.43), proof of Theorem 3.4.4, App. B.3, L4071-L4075

A46_LOGCAP = 600.0   # T log(1 + max K) <= 600 keeps (1 + K)^T inside float64
A46_TMAX_RAND = 10**6  # random K(l): at most 10^6 values drawn


@st.composite
def _a46_instances(draw: st.DrawFn) -> dict:
    """T >= 1 iterations (log-uniform up to 1e5 with the atoms 1, 2, 10, 100, 1000); K(l) > 0 for l < T either all
    equal to kappa ('const') or kappa U_l with U_l uniform on (0, 1] from the seed ('rand'); kappa log-uniform on
    [1e-6, min(1e3, e^{600/T} - 1)] (the cap keeps (1 + K)^T in float64)."""
    T = int(draw(st.one_of(st.sampled_from([1, 2, 10, 100, 1000]), log_uniform(1.0, 1e5))))
    hi = min(1e3, math.expm1(A46_LOGCAP / T))
    return {"T": T, "kappa": draw(log_uniform(1e-6, hi)), "mode": draw(st.sampled_from(["const", "rand"])),
            "seed": draw(SEEDS)}


def _a46_K(inst: dict) -> np.ndarray:
    T, kappa = int(inst["T"]), float(inst["kappa"])
    if inst["mode"] == "const":
        return np.full(T, kappa)
    return kappa * (1.0 - np.random.default_rng(int(inst["seed"])).random(T))      # U_l uniform on (0, 1]


def _a46_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = ||q_1(T)|| = sqrt(prod_{l < T} (1 + K(l))) ||q_1|| by (A.34)/(B.20), with ||q_1|| = 1 (q_1 a unit vector of
    the orthonormal basis of Assumption A.2.1 / B.2.1), as exp(sum_l log1p(K(l)) / 2); kmin = min_l K(l)."""
    T, kappa = int(inst["T"]), float(inst["kappa"])
    if T * math.log1p(kappa) > A46_LOGCAP:
        raise SolverFailure(f"T log(1 + K) = {T * math.log1p(kappa):.0f} > {A46_LOGCAP:.0f}: (1 + K)^T overflows float64")
    if inst["mode"] == "const":
        half_log, kmin = 0.5 * T * math.log1p(kappa), kappa
    else:
        if T > A46_TMAX_RAND:
            raise SolverFailure(f"T = {T}: beyond the 10^6 random K(l) this measurement draws")
        K = _a46_K(inst)
        half_log, kmin = 0.5 * float(np.log1p(K).sum()), float(K.min())
    return Measurement(math.exp(half_log), {"T": T, "kmin": kmin}, {"log ||q_1(T)||": half_log})


def _a46_exact(inst: dict) -> Measurement:
    """The same at 40 digits (mpmath log1p of each K(l))."""
    T = int(inst["T"])
    with mpmath.workdps(40):
        if inst["mode"] == "const":
            k = mpmath.mpf(float(inst["kappa"]))
            half_log, kmin = T * mpmath.log1p(k) / 2, k
        else:
            K = [mpmath.mpf(float(k)) for k in _a46_K(inst)]
            half_log, kmin = mpmath.fsum(mpmath.log1p(k) for k in K) / 2, min(K)
        return Measurement(mpmath.exp(half_log), {"T": mpmath.mpf(T), "kmin": kmin}, {})


def _a46_move_T(inst: dict, t: float) -> dict:
    return {**inst, "T": int(t), "kappa": 0.1, "mode": "const"}


def _a46_move_K(inst: dict, t: float) -> dict:
    return {**inst, "T": 1, "kappa": float(t), "mode": "const"}


TEX_A46 = (r"\mathbf{q}_1(T) \gtrsim (1 + \min_{l=0,1,\dots,T-1} \{K(l)\})^T, \qquad \mathbf{q}_i(t) = "
           r"\sqrt{\prod_{l=0}^{t-1} (1 + K(l))} \mathbf{q}_i")


def _a46_claim(cid: str, where: str, lines: str, eq: str, qeq: str, thm: str) -> Claim:
    return Claim(
        id=cid, paper=PAPER, kind="step", comparison=">=", source=_src(where),
        statement=f"'Since that q_1(T) >~ (1 + min_{{l=0,1,...,T-1}} {{K(l)}})^T >~ ...' ({lines}), where by {qeq} "
                  "q_i(t) = sqrt(prod_{l=0}^{t-1} (1 + K(l))) q_i with K(l) > 0 (Claim 2 / Lemma B.3.2: 'there exists "
                  "K(t), Q(t) > 0'). Checked: the first '>~', ||q_1(T)|| >~ (1 + min_l K(l))^T with one constant for "
                  "every T >= 1 and every K(0), ..., K(T-1) > 0, ||q_1|| = 1.",
        statement_tex=TEX_A46,
        bound=B.eqA46_shape, measure=_a46_measure, exact=_a46_exact, strategy=_a46_instances,
        constants="hidden", uniform=True,
        directions=(
            Direction("T -> inf at K(l) = 0.1", "T", INF, move=_a46_move_T, points=(10.0, 100.0, 1000.0, 5000.0)),
            Direction("K(l) -> inf at T = 1", "kappa", INF, move=_a46_move_K, points=(10.0, 1e2, 1e4, 1e6, 1e8)),
        ),
        expect="erratum",
        evidence=f"audit pending. By {qeq} ||q_1(T)|| = sqrt(prod_l (1 + K(l))) ||q_1|| <= (1 + max_l K(l))^{{T/2}}, so "
                 "the printed right side over the left is at least (1 + min K)^{T/2} when every K(l) is equal: "
                 "unbounded along T at a fixed K and along K at a fixed T. K(l) = 0.1 for every l: T = 100: lhs = "
                 "1.1^50 = 117.39 against 1.1^100 = 13780.6 (ratio 117.4); T = 1000: ratio 1.1^500 = 4.97e20; T = 1, "
                 "K(0) = 1e8: lhs = 1e4 against 1e8 + 1. The step drops the square root of " + qeq + " (the same "
                 "dropped half as thesis.ch2.eqA.142 / thesis.ch3.eqB.146). If in addition K(l) <= c eta with "
                 "eta T = Theta(1) (the proof prints only the lower bound (A.45)/(B.42) on K), the lost factor "
                 "(1 + K)^{T/2} <= e^{c eta T / 2} is bounded and the step holds up to a constant; the thesis prints no "
                 f"such upper bound. The next '>~' and the fixed point that follows are thesis.ch2.eqA.48-* / "
                 f"thesis.ch3.eqB.45-*; {thm} keeps its own claim and verdict.",
        corrected=B.eqA46_corrected,
        corrected_text=f"By {qeq}, ||q_1(T)|| = sqrt(prod_{{l < T}} (1 + K(l))) ||q_1|| >= (1 + min_l K(l))^{{T/2}} "
                       "||q_1||: the exponent is T/2, not T.",
        mutants={"(1 + min K)^{(T+1)/2} (wrong along K -> inf at T = 1)": B.eqA46_mut_kappa,
                 "(1 + min K)^{0.6 T} (a wrong rate: wrong along T -> inf)": B.eqA46_mut_rate},
        second_path=SP + "test_a46_product_square_root_halves_the_exponent",
        notes=f"lhs in closed form from {qeq} (exp of half a sum of log1p; re-checked at 40 digits); ||q_1|| = 1. The "
              "draws keep T log(1 + K) <= 600 (float64); the T-path at K = 0.1 reaches T = 5000 (ratio e^{238}).",
        settings={"ci": {"max_examples": 30, "budget_s": 1.5}},
        domain=(Param("T", 1, INF, integer=True, text=f"T >= 1 iterations ({eq}'s product over l = 0, ..., T-1)",
                      far=10**5, unreached="T <= 1e5 drawn (T log(1 + K) <= 600 keeps (1 + K)^T in float64); the "
                      "T-path reaches 5000 at K = 0.1"),
                Param("kappa", 0, INF, lo_closed=False, text="max_l K(l) > 0 (K(t) > 0, Claim 2 / Lemma B.3.2)",
                      far=1e3, unreached="kappa in [1e-6, 1e3] drawn (and <= e^{600/T} - 1); the K-path at T = 1 "
                      "reaches 1e8")),
    )


CLAIMS.append(_a46_claim("thesis.ch2.eqA.46-first", "(A.46), proof of Theorem 1, App. A.3, L2849-L2854 (its first '>~')",
                         "App. A, L2851-L2854", "(A.34)", "(A.34)", "Theorem 1 (thesis.ch2.theorem1)"))
CLAIMS.append(_a46_claim("thesis.ch3.eqB.43-first",
                         "(B.43), proof of Theorem 3.4.4, App. B.3, L4071-L4075 (its first '>~')",
                         "App. B, L4073-L4075", "(B.20)", "(B.20)", "Theorem 3.4.4 (thesis.ch3.theorem3.4.4)"))
