"""Round 30 (factrecall, helper discFR3): Lemma 14's moment step L1715 on the sphere factor of its printed domain.

factrecall.display.lemma14-moment-step (round 11) draws f only as a polynomial in one Gaussian coordinate (k = 0,
m = 1), while Lemma 14 (L1697-L1699) prints f: (S^{d-1})^k x R^m -> R, a polynomial of total degree at most p, under
nu_d^{(x) k} (x) mu_m. This claim draws the sphere factor: k = 1, m = 0, f(x) = sum_{j <= deg} c_j x_1^j a polynomial
of degree deg <= p in the first coordinate of x ~ Unif(S^{d-1}), d in 2..64 (x_1 has the density
Gamma(d/2)/(sqrt(pi) Gamma((d-1)/2)) (1 - t^2)^{(d-3)/2} on [-1, 1]). E f and Var f are exact (the moments
E x_1^{2n} = prod_{i=1}^n (2i - 1)/(d + 2i - 2), in rationals); E|f - E f|^q by mpmath quadrature split at the real
roots of f - E f in (-1, 1). The ratio E[|f - E f|^q]^{1/q}/Var(f)^{1/2} is checked against the printed q^{p/2},
q = 2 log(1/delta) (L1719), delta in (0, 1).

Lemma 8 (L1504) as printed: factrecall.lemma8 checks only its entropy core; factrecall.display.lemma8-mi evaluates the
mutual-information inequality itself by exact enumeration of the disjoint sets and a few learners.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import mpmath
import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.factrecall.r30_discFR3 import (
    l1504_mutant_half,
    l1504_mutant_zero,
    l1504_printed,
    l1715s_corrected,
    l1715s_no_growth,
    l1715s_printed,
    l1715s_printed_as_mutant,
)
from thmcheck.checks.claim import Claim, Ctx, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform

CLAIMS: list[Claim] = []

_DELTA_MIN = 1e-12  # q = 2 log(1/delta) <= 55.3: |f - E f| <= sum |c_j| on [-1, 1], the quadrature stays well scaled


def _sphere_moment(d: int, j: int) -> Fraction:
    """E x_1^j for x ~ Unif(S^{d-1}): 0 for odd j, prod_{i=1}^{j/2} (2i - 1)/(d + 2i - 2) for even j."""
    if j % 2:
        return Fraction(0)
    out = Fraction(1)
    for i in range(1, j // 2 + 1):
        out *= Fraction(2 * i - 1, d + 2 * i - 2)
    return out


@st.composite
def _l1715s_inst(draw: st.DrawFn) -> dict:
    """p in 1..6, deg in 1..p, c_j in [-3, 3] (c_deg != 0), d in 2..64 (2 and 3 first), delta over (1e-12, 1): near 1
    (q -> 0), log-uniform, and 1e-12 (q = 55)."""
    p = draw(st.one_of(st.just(1), st.integers(1, 6)))
    deg = draw(st.one_of(st.just(p), st.integers(1, p)))
    c = [0.0] + [draw(st.one_of(st.just(1.0), st.floats(-3.0, 3.0))) for _ in range(deg)]
    if c[deg] == 0.0:
        c[deg] = 1.0
    d = draw(st.one_of(st.sampled_from([2, 3]), st.integers(2, 64)))
    one_minus = draw(st.one_of(st.just(0.05), log_uniform(1e-6, 0.5)))
    delta = draw(st.one_of(st.just(1.0 - one_minus), log_uniform(_DELTA_MIN, 1.0 - 1e-6), st.just(_DELTA_MIN)))
    return {"p": p, "c": c, "d": d, "delta": delta}


def _l1715s_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p, c, d, delta = inst["p"], inst["c"], inst["d"], inst["delta"]
    cf = [Fraction(x) for x in c]
    mean = sum(cj * _sphere_moment(d, j) for j, cj in enumerate(cf))
    second = sum(ci * cj * _sphere_moment(d, i + j) for i, ci in enumerate(cf) for j, cj in enumerate(cf))
    var = second - mean * mean
    if var <= 0:
        raise SolverFailure("Var f = 0 at this instance (f constant on the sphere coordinate)")
    with mpmath.workdps(30):
        q = 2 * mpmath.log(1 / mpmath.mpf(delta))
        g = [mpmath.mpf(x) for x in c]
        g[0] -= mpmath.mpf(mean.numerator) / mpmath.mpf(mean.denominator)
        desc = g[::-1]
        roots = sorted({float(r.real) for r in np.roots([float(x) for x in desc])
                        if abs(r.imag) < 1e-9 and -1.0 < r.real < 1.0})
        half = mpmath.mpf(d - 3) / 2
        norm = mpmath.gamma(mpmath.mpf(d) / 2) / (mpmath.sqrt(mpmath.pi) * mpmath.gamma(mpmath.mpf(d - 1) / 2))
        eq = norm * mpmath.quad(lambda t: abs(mpmath.polyval(desc, t)) ** q * (1 - t * t) ** half,
                                [-1, *roots, 1])
        if not mpmath.isfinite(eq) or eq <= 0:
            raise SolverFailure(f"quadrature of |f - E f|^q returned {eq}")
        ratio = eq ** (1 / q) / mpmath.sqrt(mpmath.mpf(var.numerator) / mpmath.mpf(var.denominator))
    qf = float(q)
    return Measurement(
        float(ratio),
        {"q": qf, "p": p},
        {"delta": delta, "q": qf, "d": d, "deg_f": len(c) - 1, "E|f-Ef|^q": float(eq), "Var f": float(var),
         "spheres_k": 1, "gaussians_m": 0},
    )


L1715S = Claim(
    id="factrecall.display.lemma14-moment-step.sphere",
    catalog_id="factrecall.lemma14",
    paper=PAPER,
    kind="step",
    source=f"Proof of Lemma 14, App. F: L1713-L1715 (f on (S^{{d-1}})^k x R^m: L1697; q = 2 log(1/delta): L1719), "
    f"{SEED_FILE}",
    statement="f: (S^{d-1})^k x R^m -> R a polynomial of total degree at most p: 'by Lemma 13, E[|f - E f|^q]^{1/q} "
    "<= q^{p/2} Var(f)^{1/2}' (L1715), with q = 2 log(1/delta) (L1719), delta in (0, 1). Checked on the sphere "
    "factor: k = 1, m = 0, f a polynomial of degree <= p in x_1, x ~ Unif(S^{d-1}), d in 2..64.",
    comparison="<=",
    bound=l1715s_printed,
    measure=_l1715s_measure,
    strategy=_l1715s_inst(),
    domain=(
        Param("p", 1, INF, integer=True, text="total degree at most p (p >= 1: a constant f has Var f = 0)",
              unreached="p <= 6 (the quadrature of |f - E f|^q)"),
        Param("delta", 0.0, 1.0, key="delta", text="delta in (0, 1), q = 2 log(1/delta) (L1719)",
              unreached="delta >= 1e-12 (q <= 55; the Gaussian claims reach q = 2000); delta <= 1 - 1e-6"),
        Param("d", 2, INF, integer=True, key="d", text="the sphere S^{d-1}, d >= 2",
              unreached="d <= 64 (d -> inf is the Gaussian limit, drawn by factrecall.display.lemma14-moment-step)"),
        Param("k", 0, INF, integer=True, key="spheres_k", text="f on (S^{d-1})^k x R^m, k >= 0 spheres",
              unreached="k = 1 only (f of one sphere coordinate; k = 0 is factrecall.display.lemma14-moment-step)"),
        Param("m", 0, INF, integer=True, key="gaussians_m", text="m >= 0 Gaussian coordinates",
              unreached="m = 0 only here (m = 1: factrecall.display.lemma14-moment-step)"),
    ),
    rtol=1e-9,
    expect="erratum",
    evidence="Audited (round 30, docs/audits/round30/factrecall.md): auditor A CONFIRMED, auditor B CONFIRMED. The known L1715 erratum (factrecall.display.lemma14-moment-step: q = 2 "
    "log(1/delta) < 1 for delta > e^{-1/2}, where q^{p/2} -> 0 while the q-th moment's root tends to the geometric "
    "mean exp(E log|f - E f|) > 0) holds on the sphere factor too: p = 1, f = x_1, x ~ Unif(S^1) (d = 2, x_1 = "
    "cos theta), delta = 0.95 (q = 0.1026): E[|x_1|^q]^{1/q}/Var^{1/2} = 0.7347 (at q = 0.1) > q^{1/2} = 0.3162; "
    "d = 3: 0.6678 > 0.3162. Inside every hypothesis (f of degree 1 <= p, E f >= 0 after adding a constant, which "
    "L1715 does not involve). Second path: closed form E|x_1|^q = Gamma(d/2) Gamma((q+1)/2)/(sqrt(pi) "
    "Gamma((d+q)/2)) in numpy/scipy.",
    second_path="tests/test_factrecall_r30_discFR3.py::test_sphere_coordinate_small_q_exceeds_q_half",
    corrected=l1715s_corrected,
    corrected_text="E[|f - E f|^q]^{1/q} <= max(1, q)^{p/2} Var(f)^{1/2} (q = 2 log(1/delta)), as for the Gaussian "
    "factor (factrecall.display.lemma14-moment-step).",
    notes="The ratio is invariant under scaling f. The Gaussian factor is factrecall.display.lemma14-moment-step "
    "(and .corrected-q to q = 2000); products of spheres and Gaussians (k + m >= 2) are not drawn.",
    mutants={
        "the correction without growth in q (1)": l1715s_no_growth,
        "the printed q^{p/2} as the correction (wrong for q < 1)": l1715s_printed_as_mutant,
    },
    auto_mutant=False,
    settings={"ci": {"max_examples": 12, "budget_s": 2.0}},
)

CLAIMS += [L1715S]


# ================================== L1504: Lemma 8 as printed, I(A_1..A_R; f^) >= sum_r I(A_r; f^) - 2R^2D^2/|V|


def _l1504_states(R: int, D: int, V: int) -> list[tuple]:
    """Every (A_1, ..., A_R): pairwise disjoint D-subsets of [V] (each equally likely: uniform subsets conditioned on
    disjointness, L1566-L1568)."""
    out: list[tuple] = [()]
    for _ in range(R):
        nxt = []
        for st_ in out:
            used = set().union(*st_) if st_ else set()
            free = [v for v in range(V) if v not in used]
            nxt.extend(st_ + (frozenset(c),) for c in itertools.combinations(free, D))
        out = nxt
    return out


def _count(R: int, D: int, V: int) -> int:
    n = 1
    for i in range(R):
        n *= math.comb(V - i * D, D)
    return n


@st.composite
def _l1504_inst(draw: st.DrawFn) -> dict:
    """R in 1..3, D in 1..3, |V| in [2RD, 2RD + 6] with <= 3000 joint states; the learner f^: the identity (f^ = the
    whole tuple, I = H: the extreme case), A_1 only, a hash of the tuple onto K <= 5 messages, or a random channel
    (rows Dirichlet(1/2) over K <= 5 messages, from a drawn seed)."""
    R = draw(st.one_of(st.just(2), st.integers(1, 3)))
    D = draw(st.one_of(st.just(1), st.integers(1, 3)))
    V = draw(st.integers(2 * R * D, 2 * R * D + 6))
    while _count(R, D, V) > 3000:
        if V > 2 * R * D:
            V -= 1
        elif D > 1:
            D -= 1
            V = 2 * R * D
        else:
            R -= 1
            V = 2 * R * D
    kind = draw(st.sampled_from(["identity", "first", "hash", "channel"]))
    return {"R": R, "D": D, "V": V, "learner": kind, "K": draw(st.integers(2, 5)), "seed": draw(SEEDS)}


def _mi(joint: np.ndarray) -> float:
    """I(X; Y) in nats from a joint pmf matrix (rows X, columns Y)."""
    px = joint.sum(axis=1, keepdims=True)
    py = joint.sum(axis=0, keepdims=True)
    nz = joint > 0
    return float(np.sum(joint[nz] * np.log(joint[nz] / (px @ py)[nz])))


def _l1504_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    R, D, V, kind, K = inst["R"], inst["D"], inst["V"], inst["learner"], inst["K"]
    states = _l1504_states(R, D, V)
    n = len(states)
    if kind == "identity":
        chan = np.eye(n)
    elif kind == "first":
        keys = sorted({s[0] for s in states}, key=sorted)
        idx = {k: i for i, k in enumerate(keys)}
        chan = np.zeros((n, len(keys)))
        for i, s in enumerate(states):
            chan[i, idx[s[0]]] = 1.0
    elif kind == "hash":
        chan = np.zeros((n, K))
        for i, s in enumerate(states):
            chan[i, sum((r + 1) * sum(v * v + 1 for v in a) for r, a in enumerate(s)) % K] = 1.0
    else:
        rng = np.random.default_rng(inst["seed"])
        chan = rng.dirichlet(np.full(K, 0.5), size=n)
    joint = chan / n  # P(A = state, f^ = msg)
    i_all = _mi(joint)
    i_sum = 0.0
    for r in range(R):
        keys = sorted({s[r] for s in states}, key=sorted)
        idx = {k: i for i, k in enumerate(keys)}
        marg = np.zeros((len(keys), joint.shape[1]))
        for i, s in enumerate(states):
            marg[idx[s[r]]] += joint[i]
        i_sum += _mi(marg)
    return Measurement(i_sum - i_all, {"R": R, "D": D, "V": V},
                       {"learner": kind, "states": n, "I(A;f)": i_all, "sum_r I(A_r;f)": i_sum})


L1504 = Claim(
    id="factrecall.display.lemma8-mi",
    catalog_id="factrecall.lemma8",
    paper=PAPER,
    kind="step",
    source=f"Lemma 8, App. E.2: L1500-L1504 (A_r: L1566-L1568), {SEED_FILE}",
    statement="Lemma 8: assume |V| >= 2RD. Then I(A_1, ..., A_R; f^) >= sum_r I(A_r; f^) - 2R^2D^2/|V| (L1504), A_r "
    "uniformly random D-subsets of V, pairwise disjoint, f^ the learner's output (any channel of (A_1, ..., A_R)). "
    "Checked as sum_r I(A_r; f^) - I(A_1, ..., A_R; f^) <= 2R^2D^2/|V| by exact enumeration (nats).",
    comparison="<=",
    bound=l1504_printed,
    measure=_l1504_measure,
    strategy=_l1504_inst(),
    domain=(
        Param("R", 1, INF, integer=True, text="R relations", unreached="R <= 3 (<= 3000 joint states)"),
        Param("D", 1, INF, integer=True, text="D answers per relation", unreached="D <= 3 (<= 3000 joint states)"),
        Param("V", 2, INF, integer=True, text="|V| >= 2RD (Lemma 8's hypothesis)",
              unreached="|V| <= 2RD + 6 (<= 3000 joint states); the slack 2R^2D^2/|V| shrinks with |V| while the "
                        "dependence gap shrinks faster (factrecall.display.lemma8-gap-bounds draws |V| to 1e9)"),
    ),
    rtol=1e-9,
    expect="holds",
    notes="The identity learner (f^ = the tuple) makes both sides entropies: the check is then Lemma 8's core "
    "sum_r H(A_r) - H(A_1..A_R) <= 2R^2D^2/|V| (factrecall.lemma8); other learners lower the left side by "
    "Lemma 11's chain (factrecall.display.lemma8-9-mi-chain). Here the printed MI inequality itself is evaluated.",
    mutants={"R(R-1)D^2/(4|V|) in place of 2R^2D^2/|V|": l1504_mutant_half, "no slack (0)": l1504_mutant_zero},
    auto_mutant=False,
    settings={"ci": {"max_examples": 25, "budget_s": 2.0}},
)

CLAIMS += [L1504]
