"""factrecall: claims of Nichani, Lee & Bietti, "Understanding Factual Recall in Transformers via
Associative Memories".

Catalog: ``shared/claims/factrecall.md``; paper: ``shared/seeds/002_60f5937820eee378.txt``.
Each claim pairs a bound of ``bounds.factrecall`` with a measurement from ``models`` (``models.factrecall``,
``models.factrecall_info``, ``models.hermite``) and an instance strategy.
"""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import numpy as np
from hypothesis import strategies as st

from bounds import factrecall as B
from checks.claim import Assumption, Claim, Ctx, Measurement
from checks.strategies import SEEDS
from models import factrecall_info as info
from models import hermite as H

PAPER = "factrecall"
SEED_FILE = "shared/seeds/002_60f5937820eee378.txt"


# ---------------------------------------------------------------------------- Theorem 7 (L301-L307, L1432-L1466)


@st.composite
def _thm7_instances(draw: st.DrawFn) -> dict:
    """A prior p (sorted integer weights), M, a budget of B bits and an explicit B-bit learner (parts per input).

    Tight cases are atoms: M a power of two read in bits, B a multiple of log2 M, the greedy learner (it
    attains the LP behind the proof, hence the appendix bound, exactly)."""
    unit = draw(st.sampled_from(["bits", "nats"]))
    pow2 = draw(st.booleans())
    M = 2 ** draw(st.integers(1, 6)) if pow2 else draw(st.integers(2, 40))
    N = draw(st.integers(1, 30))
    mode = draw(st.sampled_from(["uniform", "power", "random", "one_heavy"]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    if mode == "uniform":
        w = np.ones(N, dtype=np.int64)
    elif mode == "power":
        alpha = draw(st.floats(0.0, 3.0))
        w = np.maximum(1, np.round(10**6 * np.arange(1, N + 1, dtype=float) ** -alpha)).astype(np.int64)
    elif mode == "random":
        w = rng.integers(1, 1000, N)
    else:
        w = np.r_[draw(st.integers(1, 10**4)), np.ones(N - 1, dtype=np.int64)]
    w = np.sort(w)[::-1].astype(np.int64)
    lg = math.ceil(math.log2(M))
    if pow2 and draw(st.booleans()):
        B = lg * draw(st.integers(0, N))  # B a multiple of log2 M: the appendix bound is attained
    else:
        B = draw(st.integers(0, N * lg + 2))
    learner = draw(st.sampled_from(["greedy", "random"]))
    parts = info.greedy_parts(N, M, B) if learner == "greedy" else info.random_parts(N, M, B, rng)
    return {"N": N, "M": M, "B": B, "unit": unit, "weights": w, "parts": np.asarray(parts, dtype=np.int64),
            "prior": mode, "learner": learner, "seed": seed}


def _thm7_measure(inst: dict, ctx: Ctx) -> Measurement:
    w = inst["weights"]
    p = tuple(float(x) / float(w.sum()) for x in w)
    parts = [int(k) for k in inst["parts"]]
    lhs = info.learner_loss(p, inst["M"], parts, inst["unit"])
    return Measurement(lhs, {"p": p, "M": inst["M"], "B": inst["B"], "unit": inst["unit"]},
                       {"bits_used": info.bits_used(parts), "lp_value": float(B.thm7_lp(p, inst["M"], inst["B"],
                                                                                            inst["unit"]))})


def _thm7_exact(inst: dict) -> Measurement:
    w = [int(x) for x in inst["weights"]]
    tot = sum(w)
    parts = [int(k) for k in inst["parts"]]
    with mpmath.workdps(60):  # the engine calls exact() at mpmath's default precision
        lhs = info.learner_loss_exact(w, inst["M"], parts, inst["unit"])
        p = tuple(Fraction(x, tot) for x in w) if isinstance(lhs, Fraction) else \
            tuple(mpmath.mpf(x) / tot for x in w)
    return Measurement(lhs, {"p": p, "M": inst["M"], "B": inst["B"], "unit": inst["unit"]},
                       {"bits_used": info.bits_used(parts)})


def _thm7_floor_mutant(p: tuple, M: int, B: int, unit: str) -> float:
    """floor instead of ceil: log M * sum_{x > floor(B/log M)} p(x)."""
    lm = B_log(M, unit)
    k = math.floor(Fraction(B, lm)) if isinstance(lm, int) else math.floor(B / lm)
    return float(lm) * float(sum(p[k:]))


def _thm7_half_budget_mutant(p: tuple, M: int, B: int, unit: str) -> float:
    """Bits counted twice over (index ceil(B / (2 log M))): too strong a bound."""
    lm = B_log(M, unit)
    c = math.ceil(B / (2 * float(lm)))
    return float(lm) * float(sum(p[c:]))


def B_log(M: int, unit: str) -> float | int:  # noqa: N802
    """log M in the unit (exact int for bits and M a power of two)."""
    return B.log_base(M, unit)


_THM7_STATEMENT = ("f*(x), x in [N], i.i.d. Unif[M]; the learner writes a (possibly randomized) B-bit model F of "
                   "f* and predicts f_hat in (Delta_M)^N from F; p(1) >= p(2) >= ... a distribution on [N]; "
                   "L(f_hat) = -sum_x p(x) log f_hat(x)_{f*(x)}. ")
_THM7_COMMON = dict(
    paper=PAPER, kind="deterministic", comparison=">=", measure=_thm7_measure, exact=_thm7_exact,
    strategy=_thm7_instances,
    assumptions=(Assumption("B_bits", "the learner's message fits in B bits: log2 prod_x K_x <= B",
                            lambda q: q["B"] - q["bits_used"] + 1e-9),
                 Assumption("sorted", "p(1) >= p(2) >= ... (weights sorted)",
                            lambda q: float(np.min(-np.diff(q["weights"]))) if q["N"] > 1 else 0.0)),
    settings={"ci": {"max_examples": 150, "budget_s": 3.0}},
)

THM7 = Claim(
    id="factrecall.thm7",
    source=f"Theorem 7, eq. (17), Section 6, {SEED_FILE} L301-L307 (proof L1432-L1466)",
    statement=_THM7_STATEMENT + "Then E_{f*, f_hat}[L(f_hat)] >= log M * sum_{x >= ceil(B/log M)} p(x).",
    bound=B.thm7_main,
    expect="erratum",
    evidence=(
        "Off by one in eq. (17): the sum starts at x = ceil(B/log M) and so charges the loss of an input the "
        "learner can store in full. N=1, M=2, B=1 bit, p=(1): the learner that writes f*(1) down has loss 0, "
        "while (17) gives log 2 * p(1) = 1 bit > 0 (exact, in Fractions). In nats (B bits read as B ln 2 "
        "nats) it fails too: M=4, B=1, N=1: ceil(1/ln 4) = 1, bound ln 4, learner 'which half' has loss "
        "ln 2. The proof (L1440-L1466) actually ends with sum_{x > ceil(B/log M)} (the appendix form), "
        "which holds; the LP behind the proof is tight for M = 2^m and B a multiple of m."),
    corrected=B.thm7_appendix,
    mutants={"floor instead of ceil": _thm7_floor_mutant, "bits counted twice": _thm7_half_budget_mutant},
    notes=("The learners are explicit B-bit partition learners (f*(x)'s part among K_x near-equal parts of [M], "
           "one joint message of prod K_x <= 2^B values) whose expected loss is computed exactly; the greedy one "
           "attains the LP optimum for M a power of two in bits. The appendix form (L1466) is the corrected "
           "bound: its mutants and the 10 % mutant are killed at the tight instances. The catalog has no id "
           "'factrecall.thm7.appendix'; the appendix version is THM7_APPENDIX in this module and is checked as "
           "this claim's corrected bound."),
    **_THM7_COMMON,
)

THM7_APPENDIX = Claim(
    id="factrecall.thm7.appendix",
    source=f"Theorem 7 as concluded by its proof, Appendix E.1, {SEED_FILE} L1466 (and L1476)",
    statement=_THM7_STATEMENT + "Then E_{f*, f_hat}[L(f_hat)] >= log M * sum_{x > ceil(B/log M)} p(x).",
    bound=B.thm7_appendix,
    mutants={"floor instead of ceil": _thm7_floor_mutant, "bits counted twice": _thm7_half_budget_mutant,
             "main-text form (x >= ceil)": B.thm7_main},
    notes="Tight (score 1) for M = 2^m in bits, B a multiple of m and the greedy learner.",
    **_THM7_COMMON,
)


# ---------------------------------------------------------------------------------- Lemma 14 (L1697-L1729)

_L14_EDGE = 1.0 + 1e-9  # multiplies the mean so the (printed) hypothesis holds strictly despite rounding


@st.composite
def _lemma14_instances(draw: st.DrawFn) -> dict:
    """f = c + g with g a polynomial of degree <= p in one Gaussian (Hermite coefficients), in one sphere
    coordinate u_1 (u uniform on S^{d-1}), or a centred chi-square form a sum_i (g_i^2 - 1) (m Gaussians).
    The shift c is set so that L := log(1/delta) for the *corrected* threshold, ((E f)^2/(2^p e Var f))^{1/p},
    is a drawn value >= 1 (edge 1 included); the printed threshold then holds a fortiori."""
    p = draw(st.integers(1, 4))
    family = draw(st.sampled_from(["gauss", "sphere", "chi2"]))
    L = draw(st.one_of(st.just(1.0), st.floats(1.0, 25.0)))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    shape = draw(st.sampled_from(["top", "all", "one_sided"]))
    sign = draw(st.sampled_from([1.0, -1.0]))
    inst: dict = {"p": p, "family": family, "L": L, "seed": seed, "shape": shape}
    if family == "chi2":
        m = draw(st.integers(1, 4))
        a = sign * draw(st.floats(0.1, 10.0))
        var = 2.0 * m * a * a
        inst.update(p=2, m=m, a=a, c=math.sqrt(4 * math.e * L * L * var) * _L14_EDGE, d=0)
        return inst
    coef = rng.standard_normal(p + 1)
    coef[0] = 0.0
    if shape == "top":
        coef[1:p] = 0.0
    coef[p] = sign * abs(coef[p]) + (sign * 0.1 if coef[p] == 0 else 0.0)
    if family == "gauss":
        var = float((coef[1:] ** 2).sum())
        coef[0] = math.sqrt(2**p * math.e * L**p * var) * _L14_EDGE
        inst.update(coef=coef, d=0)
    else:
        d = draw(st.integers(2, 500))
        mean0, var = H.sphere_poly_mean_var(coef, d)
        coef[0] = math.sqrt(2**p * math.e * L**p * var) * _L14_EDGE - mean0
        inst.update(coef=coef, d=d)
    return inst


def _lemma14_measure(inst: dict, ctx: Ctx) -> Measurement:
    fam, p = inst["family"], inst["p"]
    if fam == "gauss":
        coef = inst["coef"]
        mean, var = float(coef[0]), float((coef[1:] ** 2).sum())
        lhs = H.gaussian_poly_prob_nonpos(coef)
    elif fam == "sphere":
        mean, var = H.sphere_poly_mean_var(inst["coef"], inst["d"])
        lhs = H.sphere_poly_prob_nonpos(inst["coef"], inst["d"])
    else:
        from scipy.stats import chi2

        m, a, c = inst["m"], inst["a"], inst["c"]
        mean, var = c, 2.0 * m * a * a
        thr = m - c / a  # f <= 0  <=>  a (X - m) <= -c
        lhs = float(chi2.cdf(thr, m)) if a > 0 else float(chi2.sf(thr, m))
    return Measurement(lhs, {"p": p, "mean_f": mean, "var_f": var},
                       {"degree": p, "hyp_printed_at_delta_star": 1.0})


def _lemma14_exact(inst: dict) -> Measurement:
    fam, p = inst["family"], inst["p"]
    with mpmath.workdps(60):
        if fam == "gauss":
            coef = [mpmath.mpf(float(x)) for x in inst["coef"]]
            mean, var = coef[0], mpmath.fsum(x * x for x in coef[1:])
            lhs = H.gaussian_poly_prob_nonpos_mp(inst["coef"])
        elif fam == "sphere":
            mean, var = H.sphere_poly_mean_var_mp(inst["coef"], inst["d"])
            lhs = H.sphere_poly_prob_nonpos_mp(inst["coef"], inst["d"])
        else:
            m, a, c = inst["m"], mpmath.mpf(inst["a"]), mpmath.mpf(inst["c"])
            mean, var = c, 2 * m * a * a
            thr = m - c / a
            cdf = mpmath.gammainc(mpmath.mpf(m) / 2, 0, max(thr, 0) / 2, regularized=True) if thr > 0 else 0
            lhs = cdf if a > 0 else 1 - cdf
    return Measurement(lhs, {"p": p, "mean_f": mean, "var_f": var}, {"degree": p, "hyp_printed_at_delta_star": 1.0})


def _lemma14_printed_mutant(p: int, mean_f: float, var_f: float) -> float:
    """The printed constant e^{-1} in place of the proof's e (the printed lemma itself, as a mutant of the fix)."""
    return float(B.lemma14(p, mean_f, var_f))


def _lemma14_logp_mutant(p: int, mean_f: float, var_f: float) -> float:
    """log^p(1/delta) read as log^{p/2}(1/delta): L = ((E f)^2/(2^p e Var))^{2/p}."""
    if var_f == 0:
        return 0.0
    L = (float(mean_f) ** 2 / (2**p * math.e * float(var_f))) ** (2.0 / p)
    return math.exp(-L) if L >= 1 else 1.0


LEMMA14 = Claim(
    id="factrecall.lemma14",
    paper=PAPER,
    source=f"Lemma 14 (anti-concentration), Appendix F, {SEED_FILE} L1697-L1729",
    statement=("Let f: (S^{d-1})^k x R^m -> R be a polynomial of total degree at most p with E f >= 0 (uniform on "
               "each sphere, standard Gaussian on R^m). If 2^p e^{-1} log^p(1/delta) Var(f)/(E f)^2 <= 1, then "
               "f <= 0 with probability at most delta. Encoded in the equivalent form P(f <= 0) <= delta*(f), "
               "delta* the smallest delta meeting the hypothesis: log(1/delta*) = (e (E f)^2/(2^p Var f))^{1/p}."),
    kind="probabilistic",
    comparison="<=",
    bound=B.lemma14,
    measure=_lemma14_measure,
    exact=_lemma14_exact,
    strategy=_lemma14_instances,
    assumptions=(Assumption("mean_nonneg", "E f >= 0", lambda q: q["mean_f"]),),
    expect="erratum",
    evidence=(
        "Sign slip in the exponent of e: the proof needs q^p Var/(E f)^2 <= e^{-1} with q = 2 log(1/delta), i.e. "
        "2^p e^{+1} log^p(1/delta) Var/(E f)^2 <= 1, but the statement prints e^{-1} (a factor e^2 weaker). "
        "Counterexample (exact CDF, no sampling): p = 1, f = c + g, g ~ N(0,1), delta = 0.01: the printed "
        "hypothesis holds for c^2 >= (2/e) ln(100) = 3.389, c = 1.841, yet P(f <= 0) = Phi(-1.841) = 0.0328 > "
        "0.01; re-checked with mpmath (60 digits). With e^{+1} (and delta <= 1/e so that q >= 2 as Lemma 13 "
        "needs) the proof goes through."),
    corrected=B.lemma14_corrected,
    favourable=0.98,
    mutants={"printed constant e^-1": _lemma14_printed_mutant, "log^p read as log^(p/2)": _lemma14_logp_mutant},
    notes=("P(f <= 0) is computed exactly (real roots of f and the Gaussian / Beta / chi-square CDF), no Monte "
           "Carlo. The corrected bound (Markov + hypercontractivity) is loose: worst measured P/delta* about 0.05 "
           "(2e4 random instances), so the automatic mutant moves it by 98 % (delta* -> 0.02 delta*) instead of "
           "10 %; it is still killed. Families cover k = 1 sphere variable (d in [2, 500]) and m in {1..4} "
           "Gaussians; products over several spheres are not drawn."),
    settings={"ci": {"max_examples": 120, "budget_s": 4.0}},
)


# --------------------------------------------------------------------------------------- placeholders


def _todo(cid: str, source: str, statement: str, reason: str) -> Claim:
    return Claim(id=cid, paper=PAPER, source=f"{source}, {SEED_FILE}", statement=statement, kind="deterministic",
                 comparison="<=", bound=None, measure=None, checkable=False, not_checkable_reason=reason)


PLACEHOLDERS = {
    "factrecall.thm1": ("Theorem 1, L60-L66 (proof L432-L463)",
                        "d^2 >~ N polylog N: the linear memory sum_x u_{f*(x)} e_x^T stores every association w.h.p.",
                        "not encoded yet: capacity N_max(d) by bisection, fitted exponent of d vs 2"),
    "factrecall.thm1.moments": ("Theorem 1 proof, L436-L456", "E gamma = 1, E gamma^2 = (1+1/d)^2 + 2(N-2)/d^2",
                                "not encoded yet: Monte Carlo z-test of the moments"),
    "factrecall.thm1.lowrank": ("Theorem 1 (rank m), L60-L64", "rank-m W exists when md >~ N polylog N",
                                "not encoded yet: rank-1 W yields at most 2 distinct outputs"),
    "factrecall.thm1.gd_remark": ("Remark after Theorem 1, L66", "the construction is one GD step from 0",
                                  "not encoded yet: autograd identity"),
    "factrecall.thm1.noninjective": ("Remark after Theorem 1, L66", "non-injective capacity can be ~ d",
                                     "not encoded yet: LP separability (Cover) threshold"),
    "factrecall.thm2": ("Theorem 2, L78", "MLP memory stores N ~ md associations",
                        "not encoded yet: MLP capacity scaling"),
    "factrecall.thm9": ("Theorem 9, L471 (proof L479-L575)", "MLP memory, formal version",
                        "not encoded yet: NTK construction margins"),
    "factrecall.eq3": ("eq. (3), L86-L92", "polynomial associative memory approximation",
                       "not encoded yet: LLN rate m^{-1/2}"),
    "factrecall.cor2": ("Corollary 2, L580-L600", "O(log d) bits per entry suffice",
                        "not encoded yet: rounding inequality"),
    "factrecall.task": ("Section 4, L110-L165", "task, model and counting definitions", "definitions only"),
    "factrecall.lemma1": ("Lemma 1, L604-L628", "attention as a denoiser", "not encoded yet"),
    "factrecall.lemma2": ("Lemma 2, L632-L694", "low-rank value/output memory", "not encoded yet"),
    "factrecall.thm3": ("Theorem 3, L175-L181", "attention-only transformer stores all facts", "not encoded yet"),
    "factrecall.thm10": ("Theorem 10, L696-L700", "formal Theorem 3", "not encoded yet"),
    "factrecall.thm4": ("Theorem 4, L183-L191", "attention + MLP transformer stores all facts", "not encoded yet"),
    "factrecall.thm11": ("Theorem 11, L902-L923", "formal Theorem 4", "not encoded yet"),
    "factrecall.lemma3": ("Lemma 3, L766-L900", "MLP memory on projected embeddings", "not encoded yet"),
    "factrecall.sec4.subset_remark": ("Section 4 remark, L195", "storing a size-M subset needs Omega~(M)",
                                      "no proof or explicit statement to check"),
    "factrecall.lemma4": ("Lemma 4, L995-L1038", "gradient formulas and balancedness", "not encoded yet"),
    "factrecall.cor3": ("Corollary 3, L1040-L1050", "W_KQ(z)(t) >= alpha", "not encoded yet"),
    "factrecall.thm5": ("Theorem 5, L257-L261", "global convergence of gradient flow", "not encoded yet"),
    "factrecall.lemma5": ("Lemma 5, L1107-L1140", "slow growth of subject/noise weights", "not encoded yet"),
    "factrecall.lemma6": ("Lemma 6, L1142-L1371", "relation weights learn p*(.|r) first", "not encoded yet"),
    "factrecall.thm6": ("Theorem 6, L263-L275", "sequential learning / hallucination plateau", "not encoded yet"),
    "factrecall.lemma7": ("Lemma 7, L1406-L1426", "Bihari-LaSalle comparison", "not encoded yet"),
    "factrecall.cor1": ("Corollary 1, L309-L313", "E[L] >~ B^{1-alpha} for power-law p", "not encoded yet"),
    "factrecall.thm8": ("Theorem 8, L324-L330", "bits lower bound for factual recall", "not encoded yet"),
    "factrecall.lemma8": ("Lemma 8, L1500", "I(A_1..A_R; f) >= sum_r I(A_r; f) - 2R^2D^2/|V|", "not encoded yet"),
    "factrecall.lemma9": ("Lemma 9, L1508", "per-relation information bound", "not encoded yet"),
    "factrecall.lemma10": ("Lemma 10, L1516", "I(a*; f | A_r) >= log D - l(s,r)", "not encoded yet"),
    "factrecall.lemma11": ("Lemma 11, L1544-L1556", "I(X,Y;Z) >= I(X;Z) + I(Y;Z) - I(X;Y)", "not encoded yet"),
    "factrecall.lemma12": ("Lemma 12, L1682-L1685", "E<u,v>^{2p} <= (2p)^p d^{-p}", "not encoded yet"),
    "factrecall.lemma13": ("Lemma 13, L1687-L1695", "hypercontractivity on spheres x Gaussians", "not encoded yet"),
    "factrecall.lemma15": ("Lemma 15, L1739-L1745", "E h_k(<u,x>) h_k(<w,x>) = <u,w>^k", "not encoded yet"),
    "factrecall.lemma16": ("Lemma 16, L1747-L1762", "Hermite tensor properties", "not encoded yet"),
}

REAL = [THM7, LEMMA14]
_real_ids = {c.id for c in REAL}
CLAIMS = REAL + [_todo(cid, *v) for cid, v in PLACEHOLDERS.items() if cid not in _real_ids]
