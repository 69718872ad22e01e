"""Round 26 (factrecall, helper factsoft): Theorem 8's proof, L1484 (the total loss through the per-fact losses), and the
remark after Theorem 10, L704-L706 (the total parameter count alone).

L1482 defines ell(s, r) := E_{D, f_hat}[-log f_hat(s, r)_{a*(s, r)}] 'so that' L = p(s, r) . ell(s, r) (L1484), as
printed without the sum over (s, r) that (18) (L323) carries: L := E[-sum_{s,r} p(s, r) log f_hat(s, r)_{a*(s, r)}].
``factrecall.display.thm8-l1484`` checks L1484 as printed against learners whose prediction for (s, r) is a
function of the answer set A_r (hence of the data set D, L1486): a fixed distribution on V, the uniform law on A_r,
and a mixture of the two. Both L and ell(s, r) are computed from their definitions over the law of (A_r, a*(s, r))
of L321 (A_r a uniform D-subset of V, marginally; a*(s, r) uniform on A_r), the subsets enumerated.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.factrecall.r26_factsoft import (
    l706_error,
    l1484_drop_max,
    l1484_printed,
    l1484_sum,
    l1484_unweighted,
)
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform

CLAIMS: list[Claim] = []

SP = "tests/test_factrecall_r26_factsoft.py::"
_LEARNERS = ("fixed", "set", "mix")


@st.composite
def _l1484_inst(draw: st.DrawFn) -> dict:
    """S in 1..6, R in 1..4, D in 1..3, |V| = 2RD + (0..4) (Theorem 8: |V| >= 2RD), p on S x R uniform or drawn
    from the seed (Dirichlet), a learner and one pair (s0, r0) for L1484's free (s, r)."""
    S = draw(st.one_of(st.just(1), st.integers(1, 6)))
    R = draw(st.one_of(st.just(1), st.integers(1, 4)))
    D = draw(st.integers(1, 3))
    V = 2 * R * D + draw(st.integers(0, 4))
    return {"S": S, "R": R, "D": D, "V": V, "learner": draw(st.sampled_from(_LEARNERS)),
            "p_uniform": draw(st.booleans()), "seed": draw(SEEDS),
            "eps": draw(st.one_of(st.just(0.5), st.floats(1e-6, 1.0))),
            "s0": draw(st.integers(0, S - 1)), "r0": draw(st.integers(0, R - 1))}


def _l1484_values(inst: dict) -> dict:
    """ell(s, r) for every pair and p: ell(s, r) = sum over the D-subsets A of V and a in A, weight 1/(C(|V|, D) D)
    (A_r's marginal is uniform: the disjointness conditioning is exchangeable in the relations), of -log
    f_hat(s, r)_a, f_hat(s, r) a function of A_r: 'fixed' q_{s,r} on V (seeded, entries >= 1e-3 before
    normalising), 'set' uniform on A_r, 'mix' (1 - eps) uniform on A_r + eps uniform on V."""
    S, R, D, V = inst["S"], inst["R"], inst["D"], inst["V"]
    rng = np.random.default_rng(inst["seed"])
    p = np.full((S, R), 1.0 / (S * R)) if inst["p_uniform"] else rng.dirichlet(np.ones(S * R)).reshape(S, R)
    subsets = list(itertools.combinations(range(V), D))
    w = 1.0 / (len(subsets) * D)
    if inst["learner"] == "fixed":
        q = rng.uniform(1e-3, 1.0, size=(S, R, V))
        q /= q.sum(axis=2, keepdims=True)
        nlq = -np.log(q)
        ell = np.zeros((S, R))
        for A in subsets:
            for a in A:
                ell += w * nlq[:, :, a]
    else:
        eps = 0.0 if inst["learner"] == "set" else float(inst["eps"])
        one = math.fsum(w * -math.log((1.0 - eps) / D + eps / V) for A in subsets for _ in A)
        ell = np.full((S, R), one)
    return {"p": p, "ell": ell}


def _l1484_measure_as(reading: bool):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        val = _l1484_values(inst)
        p, ell = val["p"], val["ell"]
        terms = (p * ell).ravel()
        L = math.fsum(terms)  # (18): E[-sum p(s, r) log f_hat(s, r)_{a*}] = sum p(s, r) ell(s, r) by linearity
        s0, r0 = inst["s0"], inst["r0"]
        q = {"p_sr": float(p[s0, r0]), "ell_sr": float(ell[s0, r0])}
        if reading:
            q = {"sum_p_ell": L, "mean_ell": float(np.mean(ell)),
                 "sum_p_ell_drop_max": L - float(np.max(terms)) if terms.size > 1 else 0.0}
        extra = {"sum_p_ell": L, "mean_ell": float(np.mean(ell)),
                 "sum_p_ell_drop_max": L - float(np.max(terms)) if terms.size > 1 else 0.0,
                 "p_sr": float(p[s0, r0]), "ell_sr": float(ell[s0, r0]), "S R": inst["S"] * inst["R"],
                 "|V| - 2RD": inst["V"] - 2 * inst["R"] * inst["D"]}
        return Measurement(L, q, {**extra, **q})

    return measure


def _move_s(inst: dict, t: float) -> dict:
    S = int(round(t))
    return {**inst, "S": S, "s0": min(inst["s0"], S - 1)}


L1484 = Claim(
    id="factrecall.display.thm8-l1484",
    catalog_id="factrecall.thm8",
    paper=PAPER,
    kind="step",
    source=f"Proof of Theorem 8, App. E.2: L1480-L1484 (L, eq. (18): L323; the sampling of A_r, a*: L321), "
           f"{SEED_FILE}",
    statement="Define ell(s, r) := E_{D, f_hat}[-log f_hat(s, r)_{a*(s, r)}] so that L = p(s, r) . ell(s, r) (L1484, "
              "as printed: no sum over (s, r)), L := E_{a*, f_hat}[-sum_{s,r} p(s, r) log f_hat(s, r)_{a*(s, r)}] "
              "(18).",
    comparison="==",
    bound=l1484_printed,
    measure=_l1484_measure_as(False),
    strategy=_l1484_inst(),
    domain=(
        Param("S", 1, INF, integer=True, far=1000.0, text="S subjects (Theorem 8: S >= C D log(2 D^2 log|V|), C large)",
              unreached="S <= 6 drawn, to 1000 along the path"),
        Param("R", 1, INF, integer=True, text="R >= 1 relations", unreached="R <= 4 (the subsets are enumerated)"),
        Param("D", 1, INF, integer=True, text="D >= 1 answers per relation", unreached="D <= 3 (enumeration)"),
        Param("|V|", 2, INF, integer=True, key="V", text="|V| >= 2RD (Theorem 8)",
              unreached="|V| <= 2RD + 4 (enumeration)"),
    ),
    assumptions=(Assumption("|V| >= 2RD", "Theorem 8's hypothesis", lambda q: q["|V| - 2RD"]),),
    eventually=("S",),
    directions=(Direction("S -> infinity (Theorem 8's S >= C D log(2 D^2 log|V|), C unspecified)", "S", INF,
                          how="path", move=_move_s, points=(10.0, 100.0, 1000.0), grows=("S",),
                          reason="a crossing is followed along S: Theorem 8 asks S >= C D log(2 D^2 log|V|) with an "
                                 "unspecified large C"),),
    rtol=1e-12,
    atol=1e-12,
    expect="erratum as printed",
    readings=(Reading("with the sum of (18)", "L1484 read as L = sum_{s,r} p(s, r) ell(s, r), the sum of (18) (L323) "
                      "that the display drops (the proof uses it so: L1524-L1526 sum ell(s, r) over s for each r)",
                      bound=l1484_sum, measure=_l1484_measure_as(True)),),
    evidence="As printed L1484 equates the total loss with one fact's weighted loss. Smallest instance: S = 2, R = 1, "
             "D = 1, |V| = 2 (|V| >= 2RD), p uniform, f_hat(s, r) uniform on V (a 0-bit learner): ell(s, r) = log 2 "
             "for both subjects, L = log 2 = 0.693 but p(s, r) ell(s, r) = (log 2)/2 = 0.347 for either pair. Along "
             "S -> infinity (Theorem 8's hypothesis on S) the gap grows: p(s, r) ell(s, r) = (log 2)/S -> 0 while L "
             "stays log 2. With the sum of (18) the identity holds by linearity of expectation (the reading). A "
             "dropped sum (typesetting), harmless for Theorem 8. Not the encoding: L and ell(s, r) from their "
             "definitions over the law of (A_r, a*(s, r)) (L321). Audited (round 26, docs/audits/round26/factrecall.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED.",
    second_path=SP + "test_l1484_printed_fails_by_enumeration",
    no_correction_reason="the corrected statement is the reading 'with the sum of (18)' (L = sum_{s,r} p(s, r) "
                         "ell(s, r)), which the same run checks",
    corrected_text="L = sum_{s,r} p(s, r) ell(s, r).",
    mutants={"the unweighted mean of ell (p ignored)": l1484_unweighted,
             "the sum without its largest term": l1484_drop_max},
    auto_mutant=False,
    notes="Learners are functions of A_r (hence of the data set D: a 0-bit fixed law, the uniform law on A_r, a "
          "mixture), so L and every ell(s, r) are exact sums over the D-subsets of V; tests/"
          "test_factrecall_r26_factsoft.py enumerates the full joint law of L321 (disjoint A_1..A_R, every "
          "a*(s, r)) for tiny instances.",
    settings={"ci": {"max_examples": 30, "budget_s": 2.0}},
)

CLAIMS += [L1484]


# ============================================= the remark after Theorem 10 (L704-L706): the parameter count alone


@st.composite
def _l706_inst(draw: st.DrawFn) -> dict:
    """R >= D >= 1 with R D >= 3 answers (disjoint A_r, |A_r| = D), S >= 1 subjects, a*(s, r) in A_r (each A_r's
    answer counts over the S subjects: a seeded composition, every answer used when S >= D); the attention-only
    model's sizes H = d_h = 1 and d = c S R log^6(|V| S R/delta) with c over [1e-3, 1e6] (every constant the '>~'
    may hide), |V| = R D + (0..100), delta in (0, 1)."""
    R = draw(st.one_of(st.just(3), st.integers(1, 200)))
    D = draw(st.integers(1, R))
    if R * D < 3:
        R, D = 3, 1
    S = draw(st.one_of(st.just(1), st.integers(1, 10**4)))
    V = R * D + draw(st.integers(0, 100))
    delta = draw(st.one_of(st.just(0.5), st.floats(1e-6, 0.999)))
    c = draw(st.one_of(st.sampled_from([1e-3, 1e6]), log_uniform(1e-3, 1e6)))
    d = max(1.0, c * S * R * math.log(V * S * R / delta) ** 6)
    return {"S": S, "R": R, "D": D, "V": V, "delta": delta, "c": c, "H": 1, "d_h": 1, "d": d, "seed": draw(SEEDS)}


def _l706_counts(inst: dict) -> np.ndarray:
    """The number of facts (s, r) with each answer a in A = union of the A_r: per relation a composition of S into
    D parts (positive parts when S >= D), from the seed."""
    rng = np.random.default_rng(inst["seed"])
    S, R, D = int(inst["S"]), int(inst["R"]), int(inst["D"])
    out = []
    for _ in range(R):
        if S >= D:
            cuts = np.sort(rng.choice(np.arange(1, S), size=D - 1, replace=False)) if D > 1 else np.array([], int)
            out.append(np.diff(np.concatenate([[0], cuts, [S]])))
        else:
            out.append(np.bincount(rng.integers(0, D, size=S), minlength=D))
    return np.concatenate(out)


def _l706_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """A lower bound on the error of EVERY attention-only transformer (4)-(5) with H = d_h = 1 over the SR facts
    ((s, r) uniform): F_MHSA(X) = W_O^T W_V X^T S(.) = c(X) o with one fixed o in R^d (no residual), so the unique
    argmax_z phi(z)^T F is argmax phi(z)^T o or argmin (c = 0 ties every z): at most two answers are ever predicted;
    error >= 1 - (the two largest answer counts)/(SR), whatever d, the embeddings and the weights."""
    cnt = np.sort(_l706_counts(inst))[::-1]
    SR = int(inst["S"]) * int(inst["R"])
    top2 = int(cnt[:2].sum())
    return Measurement((SR - top2) / SR, {"SR": SR},
                       {"top2": top2, "distinct answers used": int((cnt > 0).sum()), "d": inst["d"],
                        "H d d_h": inst["H"] * inst["d"] * inst["d_h"], "c": inst["c"], "R - D": inst["R"] - inst["D"]})


def _l706_exact(inst: dict) -> Measurement:
    from fractions import Fraction

    cnt = np.sort(_l706_counts(inst))[::-1]
    SR = int(inst["S"]) * int(inst["R"])
    return Measurement(Fraction(SR - int(cnt[:2].sum()), SR), {"SR": SR}, {})


@st.composite
def _l706_inst_read(draw: st.DrawFn) -> dict:
    """The reading 'Theorem 10's separate constraints kept': H d_h >= 2 (and d as drawn), where the line argument gives
    nothing."""
    inst = draw(_l706_inst())
    inst["d_h"] = draw(st.integers(2, 64))
    return inst


def _l706_measure_read(inst: dict, ctx: Ctx) -> Measurement:
    m = _l706_measure({**inst, "d_h": 1}, ctx)
    return Measurement(0.0 if inst["H"] * inst["d_h"] >= 2 else m.lhs, m.quantities, m.terms)


L706 = Claim(
    id="factrecall.display.thm10-remark-params",
    catalog_id="factrecall.thm10",
    paper=PAPER,
    kind="construction",
    source=f"Remark after Theorem 10, App. C.1: L702-L706 (Theorem 10: L696-L700; model eqs. (4)-(5) L153-L159, no "
           f"residual; accuracy L700), {SEED_FILE}",
    statement="'When R >= D, one can obtain an accuracy of 100% whenever the total parameter count is H d d_h >~ SR "
              "polylog(|V| SR/delta)' (L704-L706): an attention-only single-layer transformer with H d d_h >~ SR "
              "polylog(|V| SR/delta) has P[argmax_z phi(z)^T F_TF(X) = z_{T+1}] = 1; as printed the condition is the "
              "product alone (any constant, any log power).",
    comparison="<=",
    bound=l706_error,
    measure=_l706_measure,
    exact=_l706_exact,
    strategy=_l706_inst(),
    expect="erratum as printed",
    readings=(Reading("Theorem 10's constraints kept", "the remark multiplies Theorem 10's d >~ max(R, D) log^6 and "
                      "H d_h >~ S log^6 (at R >= D their product is SR polylog); those separate constraints stay "
                      "(H d_h >= 2 here). The line argument then gives no lower bound: this reading is not refuted "
                      "(Theorem 10 itself is factrecall.thm10)", strategy=_l706_inst_read(),
                      measure=_l706_measure_read),),
    evidence="The same line argument as factrecall.sec4.subset_remark (L197), now for the formal remark: with H = d_h "
             "= 1 the attention-only output (5) is F(X) = c(X) o for one fixed o in R^d (W_O is 1 x d, no "
             "residual), so at most two answers (argmax and argmin of phi(z)^T o) are ever predicted, whatever d, "
             "the embeddings and the weights. Smallest instance: S = 1, R = 3 >= D = 1 (three relations, three "
             "distinct answers), H = d_h = 1, d = c SR log^6(|V| SR/delta) for any c: one of the three facts is "
             "always wrong, accuracy <= 2/3, while H d d_h = d exceeds every c SR polylog. At S = 10^4, R = 200, "
             "D = 200 the error is >= 1 - 2/(R D) ~ 0.99995 (each answer used ~S/D times). Audited (round 26, docs/audits/round26/factrecall.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED.",
    second_path=SP + "test_l706_one_dim_head_misses_a_relation",
    no_correction_reason="the intended condition is Theorem 10's (d >~ max(R, D) log^6, H d_h >~ S log^6), which "
                         "factrecall.thm10 checks; the reading keeps it",
    domain=(Param("S", 1, INF, integer=True, far=1e4, text="S >= 1 subjects", unreached="S <= 1e4 drawn (the bound "
                  "does not depend on S beyond the answer counts)"),
            Param("R", 1, INF, integer=True, far=200.0, text="R >= D relations (the remark's case)",
                  unreached="R <= 200 drawn; R D >= 3 (with at most two answers the line argument gives 0)"),
            Param("D", 1, INF, integer=True, text="D <= R answers per relation", unreached="D <= R <= 200"),
            Param("c", 0.0, INF, lo_closed=False, far=1e6, text="the constant '>~' hides (d = c SR log^6(|V|SR/delta))",
                  unreached="c in [1e-3, 1e6] drawn: the error bound does not depend on d"),
            Param("H d_h", 1, INF, integer=True, key="d_h", text="heads times head dimension",
                  unreached="H d_h = 1 (the literal family; the reading draws 2 .. 64)")),
    assumptions=(Assumption("R >= D", "the remark's case", lambda q: q["R"] - q["D"]),),
    notes="lhs: a lower bound of the error of every transformer of that size (the line argument), bound 0 (100 % "
          "accuracy); the answer counts per relation are a seeded composition of S into D parts.",
    auto_mutant=False,
    no_mutant_reason="the mutants of an 'erratum as printed' run on the reading under which it holds, and there the "
                     "line argument gives the lower bound 0 (H d_h >= 2): no wrong bound >= 0 can die; the literal "
                     "claim itself is violated at every drawn instance",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)

CLAIMS += [L706]
