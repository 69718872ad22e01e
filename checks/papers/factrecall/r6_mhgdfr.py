"""Round 6 (mhgdfr2): displays inside the proof of Theorem 9 (App. B) encoded as printed as ``kind="step"``
claims with an ``item`` per display; exact in logs. The numbered result keeps its own claim (``catalog_id``)."""

from __future__ import annotations

import functools
import itertools
import math

import numpy as np
from hypothesis import strategies as st
from numpy.polynomial import hermite_e as He

from thmcheck.bounds.factrecall.r6_mhgdfr import (
    l550_no_indicator,
    l550_q_inverted,
    l550_shape,
    l554_no_diag,
    l554_printed,
    l554_swapped,
    l566_corrected,
    l566_no_first,
    l566_shape,
    l570_l558_power,
    l570_printed,
    l683_corrected,
    l683_corrected_no_dh,
    l683_shape,
    sums_corrected,
    sums_mutant,
    sums_printed,
    thm10_logit_printed,
    thm10_logit_tight,
    thm11_dims_corrected,
    thm11_dims_mutant,
    thm11_dims_printed,
)
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.checks.papers.factrecall.r5_mhgdfr import sphere_moment

_L570_ITEMS = ("570-a", "570-b", "574")


@st.composite
def _l570_inst(draw: st.DrawFn) -> dict:
    """eps over (0, 1) with the reciprocals 1/n (where (a) is tight at N = C1) and points just above them; N = C1(eps)
    t, t >= 1 (t = 1 included); d = N^eps s, s >= 1 (the worst case s = 1 included: (a) increases in d)."""
    n = draw(st.integers(2, 60))
    eps = draw(st.one_of(st.floats(1e-2, 1.0, exclude_max=True), st.just(1.0 / n),
                         st.floats(0.0, 1e-3).map(lambda x, n=n: min(1.0 / n + x, 0.999999))))
    return {"item": draw(st.sampled_from(_L570_ITEMS)), "eps": eps,
            "log_t": draw(st.one_of(st.just(0.0), st.floats(0.0, 60.0))),
            "log_s": draw(st.one_of(st.just(0.0), st.floats(0.0, 30.0)))}


def _l570_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Logs of both printed sides: k = 2 ceil(1/eps), C1(eps) = (4/eps)^{1+2/eps}, log N = log C1 + log t, log d =
    eps log N + log s (d >= N^eps, Theorem 9's hypothesis, L473)."""
    item, eps = inst["item"], inst["eps"]
    k = 2 * math.ceil(1 / eps)
    log_c1 = (1 + 2 / eps) * math.log(4 / eps)
    log_n = log_c1 + inst["log_t"]
    log_d = eps * log_n + inst["log_s"]
    middle = log_n - log_c1  # log N/(4/eps)^{1+2/eps}
    if item == "570-a":
        lhs, rhs = middle, k * log_d - (k + 1) * math.log(2 * k) - log_n
    elif item == "570-b":
        lhs, rhs = 0.0, middle
    else:  # "574": L566's middle term (2k)^{k+1} N/d^{k+1} is at most its first, 1/d ("and so", L572-L574)
        lhs, rhs = (k + 1) * math.log(2 * k) + log_n - (k + 1) * log_d, -log_d
    return Measurement(lhs, {"item": item, "rhs": rhs, "k": k},
                       {"eps": eps, "k": k, "log_N": log_n, "log_d": log_d})


def _l570_exact(inst: dict) -> Measurement:
    """`_l570_measure` at 60 digits with eps read as its exact binary value (a Fraction): each side is a rational
    combination of log(4/eps), log(2k), log t and log s, the coefficients summed exactly per distinct argument
    before one mpmath log each, so the printed equalities (eps = 1/n, N = C1, d = N^eps: 4/eps = 2k) come out as
    exact equalities instead of rounding-level crossings."""
    from fractions import Fraction

    import mpmath

    item = inst["item"]
    eps = Fraction(inst["eps"])
    k = 2 * math.ceil(1 / eps)
    log_t, log_s = mpmath.mpf(inst["log_t"]), mpmath.mpf(inst["log_s"])

    def side(coef: dict[Fraction, Fraction], t: Fraction, s: Fraction) -> mpmath.mpf:
        total = t * log_t + s * log_s
        for arg, c in coef.items():
            if c != 0:
                total += mpmath.mpf(c.numerator) / c.denominator * mpmath.log(mpmath.mpf(arg.numerator) / arg.denominator)
        return total

    a4, a2k = 4 / eps, Fraction(2 * k)
    c1 = 1 + 2 / eps  # log C1 = c1 log(4/eps); log N = log C1 + log t; log d = eps log N + log s

    def coef(x4: Fraction, x2k: Fraction) -> dict[Fraction, Fraction]:
        out: dict[Fraction, Fraction] = {}
        for arg, c in ((a4, x4), (a2k, x2k)):
            out[arg] = out[arg] + c if arg in out else c
        return out

    if item == "570-a":  # lhs = log t; rhs = k log d - (k + 1) log 2k - log N
        lhs = side({}, Fraction(1), Fraction(0))
        rhs = side(coef((k * eps - 1) * c1, Fraction(-(k + 1))), k * eps - 1, Fraction(k))
    elif item == "570-b":
        lhs, rhs = mpmath.mpf(0), side({}, Fraction(1), Fraction(0))
    else:  # lhs = (k + 1) log 2k + log N - (k + 1) log d; rhs = -log d
        lhs = side(coef((1 - (k + 1) * eps) * c1, Fraction(k + 1)), 1 - (k + 1) * eps, Fraction(-(k + 1)))
        rhs = side(coef(-eps * c1, Fraction(0)), -eps, Fraction(-1))
    return Measurement(lhs, {"item": item, "rhs": rhs, "k": k}, {"eps": float(eps), "k": k})


L570_CHAIN = Claim(
    id="factrecall.display.thm9-k-choice",
    catalog_id="factrecall.thm9",
    paper=PAPER,
    kind="step",
    domain=(Param("eps", 0, 1, text="eps in (0, 1) (Theorem 9, L473)", unreached="eps >= 1e-2 (k <= 200)"),
            Param("N", 1, INF, key="log_t", text="N >= C1(eps), read as C1(eps) = (4/eps)^{1+2/eps}; drawn as "
                  "N = C1 t", unreached="t <= e^60"),
            Param("d", 1, INF, key="log_s", text="d >= N^eps (L473), drawn as d = N^eps s (d real: a superset of "
                  "the integer d, the bound increases in d)", unreached="s <= e^30")),
    source=f"Proof of Theorem 9, App. B: L568-L574, {SEED_FILE}",
    statement="Choose k = 2 ceil(1/eps); then d^k/((2k)^{k+1} N) >= N/(4/eps)^{1+2/eps} >= 1 for N >= C1(eps) "
              "(with d >= N^eps, Theorem 9), and so (L574) Var(gamma_xy) <~ 1/d + 2^{3q+3k} N/(m d): L566's term "
              "(2k)^{k+1} N/d^{k+1} <= 1/d.",
    comparison="<=",
    bound=l570_printed,
    measure=_l570_measure,
    exact=_l570_exact,
    strategy=_l570_inst(),
    rtol=1e-9,
    expect="holds",
    evidence="Both links hold with C1(eps) = (4/eps)^{1+2/eps} (the least N for the second '>='): d^k >= N^{eps k} "
             ">= N^2, and at eps = 1/n, N = C1, d = N^eps the first '>=' is an equality ((2k)^{k+1} = (4/eps)^{1+2/"
             "eps}); for eps just above 1/n, (2k)^{k+1} > (4/eps)^{1+2/eps} and the surplus N^{eps k - 2} at N = C1 "
             "covers it. L574 drops L566's middle term because (2k)^{k+1} N/d^{k+1} <= 1/d (the first link; the '<~' of "
             "L574 then holds given L566's, with a factor 2; L574 itself inherits L566's dropped 1/m term, "
             "factrecall.display.thm9-variance). The exact re-check (_l570_exact: eps as its binary value, each side a rational "
             "combination of logs merged per argument at 60 digits) meets these equalities exactly, so the float "
             "crossings inside rtol at eps = 1/n, N = C1 (the round-6 ci verdict `potential`) are tight, not crossed.",
    second_path="tests/test_factrecall_r6_mhgdfr.py::test_l570_chain_integers",
    notes="C1(eps) is not given in the paper; the encoding exhibits (4/eps)^{1+2/eps}, the smallest value the second "
          "'>=' allows, so the check is the harshest one the text permits. Exact in logs (k up to 200).",
    mutants={"L558's (2k+2)^{k+1} for (2k)^{k+1}": l570_l558_power,
             "C1 halved": lambda item, rhs, k: rhs - math.log(2) if item == "570-b" else rhs,
             "L574 with 1/(2d)": lambda item, rhs, k: rhs - math.log(2) if item == "574" else rhs},
    auto_mutant=False,
    settings={"ci": {"max_examples": 200, "budget_s": 0.6}},
)

# ====================================================== L550: E[omega_iz omega_iz] <~ 2^{3q+3k} (1/d + 1(x = z))

_CAP = 48  # q, k above it: SolverFailure (quadrature of degree ~ 2(q + 2k))


def _hvals(x: np.ndarray, n: int) -> np.ndarray:
    """Orthonormal Hermite polynomials h_0..h_n at x (h_{j+1} = (x h_j - sqrt(j) h_{j-1}) / sqrt(j + 1))."""
    out = np.zeros((n + 1, len(x)))
    out[0] = 1.0
    if n >= 1:
        out[1] = x
    for j in range(1, n):
        out[j + 1] = (x * out[j] - math.sqrt(j) * out[j - 1]) / math.sqrt(j + 1)
    return out


@st.composite
def _l550_inst(draw: st.DrawFn) -> dict:
    q = draw(st.integers(1, 8))
    return {"d": draw(st.one_of(st.integers(2, 20), st.integers(2, 10**6))), "k": 2 * draw(st.integers(0, 6)),
            "q": q, "same": int(draw(st.booleans())), "case": draw(st.integers(0, 2)),
            "c": [draw(st.one_of(st.floats(-10.0, -1e-3), st.floats(1e-3, 10.0))) for _ in range(q + 1)]}


def _l550_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """L529's product, exact: (first factor, Isserlis over v and the sphere moments over u) E[<v, a>^2 <v, c>^2] =
    4 + 2/d when u_{f*(z)} is u_{f*(x)} or u_y (cases 0, 1; always 0 at z = x), 2 + 4/d otherwise (case 2); (second
    factor) E[sigma'(g1)^2 h_k(g2)^2 rho^2] with (g1, g2) standard Gaussians of correlation rho = <e_x, e_z>: rho =
    1 at z = x, otherwise Mehler's sum_j a_j b_j E[rho^{j+2}] (a, b the Hermite coefficients of sigma'^2, h_k^2, by
    Gauss-Hermite quadrature exact for the degree; E rho^{2p} the sphere moments). sigma' normalised to
    ||sigma'||_{L2} = 1 (L542's last '<~')."""
    d, k, q, same = inst["d"], inst["k"], inst["q"], int(inst["same"])
    if q > _CAP or k > _CAP:
        raise SolverFailure(f"q = {q}, k = {k} (cap {_CAP})")
    c = list(inst["c"])[: q + 1]
    sp = np.array([c[j] * math.sqrt(j) for j in range(1, q + 1)])
    sp = sp / float(np.linalg.norm(sp))
    x, w = He.hermegauss(q + 2 * k + 4)
    w = w / math.sqrt(2 * math.pi)
    hv = _hvals(x, max(q, 2 * k) + 1)
    f1 = (sp @ hv[:q]) ** 2
    f2 = hv[k] ** 2
    if same:
        second = float(w @ (f1 * f2))
        first = 4.0 + 2.0 / d
    else:
        second = 0.0
        for j in range(0, 2 * k + 1, 2):  # odd j: E rho^{j+2} = 0
            second += float(w @ (f1 * hv[j])) * float(w @ (f2 * hv[j])) * float(sphere_moment(d, j // 2 + 1))
        first = 4.0 + 2.0 / d if int(inst["case"]) in (0, 1) else 2.0 + 4.0 / d
    return Measurement(first * second, {"d": d, "k": k, "q": q, "same": same},
                       {"first factor": first, "second factor": second, "d": d, "k": k, "q": q, "same": same})


def _pad_q(inst: dict, t: float) -> dict:
    """The instance at degree q = log_8 t (the path parameter t = 8^q, so that a shape wrong by a power of 8^q is a
    power of t): the Hermite coefficients padded with 1 (all non-zero, Assumption 3)."""
    q = max(1, int(round(math.log(t) / math.log(8.0))))
    c = list(inst["c"])[: q + 1] + [1.0] * max(0, q + 1 - len(inst["c"]))
    return {**inst, "q": q, "c": c}


L550_OMEGA = Claim(
    id="factrecall.display.thm9-omega-square",
    catalog_id="factrecall.thm9",
    paper=PAPER,
    kind="step",
    domain=(Param("d", 2, INF, integer=True, text="embedding dimension d", unreached="d <= 10^6 in the search "
                  "(the d-path to 10^6)"),
            Param("k", 0, INF, integer=True, text="k even (L489)", unreached="k <= 12 in the search, the k-path "
                  "to 32"),
            Param("q", 1, INF, integer=True, text="sigma a polynomial of degree q (Assumption 3, L467)",
                  unreached="q <= 8 in the search, the q-path to 16"),
            Param("c_j", -INF, INF, key="c", text="the Hermite coefficients of sigma (non-zero), sigma' normalised "
                  "to ||sigma'||_{L2} = 1 (L542 takes ||sigma'||_{L2}^2 <~ 1)", unreached="|c_j| in [1e-3, 10]"),
            Param("x = z", 0, 1, integer=True, key="same", text="z = x or z != x"),
            Param("case", 0, 2, integer=True, key="case", text="u_{f*(z)} = u_{f*(x)} (0), = u_y (1), or neither (2)")),
    source=f"Proof of Theorem 9, App. B: L528-L529 (the product) and L550, {SEED_FILE}",
    statement="E[omega_iz^xy omega_iz^xy] <~ 2^{3q+3k} (d^{-1} + 1(x = z)), omega_iz^xy = <v_i, u_{f*(x)} - u_y> "
              "<v_i, u_{f*(z)}> sigma'(<w_i, e_x>) h_k(<e_z, w_i>) <e_x, e_z> (L528).",
    comparison="<=",
    bound=l550_shape,
    measure=_l550_measure,
    strategy=_l550_inst(),
    constants="hidden", uniform=True,
    directions=(
        Direction("d -> inf", "d", INF, how="path", move=lambda inst, t: {**inst, "d": int(round(t))},
                  points=(10.0, 100.0, 1e3, 1e4, 1e5, 1e6)),
        Direction("k -> inf (k even)", "k", INF, how="path",
                  move=lambda inst, t: {**inst, "k": 2 * max(1, int(round(t / 2)))},
                  points=(2.0, 4.0, 8.0, 16.0, 32.0)),
        Direction("q -> inf (t = 8^q)", "q", INF, how="path", move=_pad_q,
                  points=tuple(8.0**j for j in (1, 2, 3, 4, 6, 8, 12, 16))),
        Direction("the Hermite coefficients c_j", "c", INF, how="search",
                  reason="the strategy draws every c_j in +-[1e-3, 10]; sigma' is normalised, so only the "
                         "direction of c matters"),
        Direction("x = z and the case of u_{f*(z)}", "same", INF, how="search",
                  reason="both values of 1(x = z) and the three cases A, B, C (case) are drawn"),
    ),
    expect="holds",
    evidence="Bounded over the search and the three paths: lhs/f stays below 1 (at z = x the lhs is 6 E[sigma'(g)^2 "
             "h_k(g)^2] against 8^{q+k}; at z != x it is ~ 1/d (E rho^2 = 1/d) times E[sigma'^2] E[h_k^2] = 1).",
    second_path="tests/test_factrecall_r6_mhgdfr.py::test_l550_monte_carlo",
    notes="Read with ||sigma'||_{L2} = 1: the printed shape has no factor of sigma, and L542 itself ends with "
          "'8^q ||sigma'||_{L2}^2 <~ 8^q', so the hidden constant absorbs ||sigma'||_{L2}^2 (without a "
          "normalisation the ratio is homogeneous of degree 2 in c and no constant is uniform over the printed "
          "coefficients). Exact up to quadrature rounding (Mehler's formula, sphere moments).",
    mutants={"without 1(x = z), wrong along d at z = x": l550_no_indicator,
             "8^{k - q} for 8^{q + k}, wrong along q": l550_q_inverted},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.8}},
)

# ============================================ L538, L558, L562: Hoelder and the two sums over z (explicit '<=')

_SUM_ITEMS = ("538", "558", "562")


@st.composite
def _sums_inst(draw: st.DrawFn) -> dict:
    k = 2 * draw(st.integers(0, 5))
    q = draw(st.integers(k + 1, k + 4))  # c_{k+1} is a coefficient of sigma (Assumption 3: all non-zero)
    n = draw(st.one_of(st.integers(1, 20), st.integers(1, 10**6)))
    n_ab = draw(st.integers(0, n - 1))
    return {"item": draw(st.sampled_from(_SUM_ITEMS)), "d": draw(st.one_of(st.integers(2, 20), st.integers(2, 10**6))),
            "k": k, "q": q, "N": n, "n_ab": n_ab, "same": int(draw(st.booleans())),
            "c": [draw(st.one_of(st.floats(-10.0, -1e-3), st.floats(1e-3, 10.0))) for _ in range(q + 1)]}


def _second_factor(sp: np.ndarray, k: int, d: int, same: int, x: np.ndarray, w: np.ndarray,
                   hv: np.ndarray) -> float:
    """E[sigma'(g1)^2 h_k(g2)^2 rho^2], rho = 1 (z = x) or <e_x, e_z> (Mehler's formula and the sphere moments)."""
    q = len(sp)
    f1, f2 = (sp @ hv[:q]) ** 2, hv[k] ** 2
    if same:
        return float(w @ (f1 * f2))
    return sum(float(w @ (f1 * hv[j])) * float(w @ (f2 * hv[j])) * float(sphere_moment(d, j // 2 + 1))
               for j in range(0, 2 * k + 1, 2))


def _sums_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Exact. (L538) both sides for sigma as drawn. (L558) i != j: E_{v,w}[omega_iz] = <a, c> sqrt(k+1) c_{k+1}
    <e_x, e_z>^{k+1} (h_j orthonormal, L1733), so sum_z E[omega_iz omega_jz] = (k+1) c_{k+1}^2 [(1 + 1/d) + (n_AB (1 +
    1/d) + n_C 2/d) E<e_x, e_z>^{2k+2}], n_AB the z != x with f*(z) in {f*(x), y} (L524), n_C = N - 1 - n_AB.
    (L562) sum_z E[omega_iz^2] = T(z = x) + n_AB T_AB + n_C T_C (L529's product, as in L550), sigma' normalised
    to ||sigma'||_{L2} = 1 as L542 reads."""
    item, d, k, q, n, n_ab = inst["item"], inst["d"], inst["k"], inst["q"], inst["N"], inst["n_ab"]
    c = list(inst["c"])[: q + 1]
    sp = np.array([c[j] * math.sqrt(j) for j in range(1, q + 1)])
    x, w = He.hermegauss(2 * q + 4 * k + 8)
    w = w / math.sqrt(2 * math.pi)
    hv = _hvals(x, max(q, 2 * k) + 1)
    if item == "538":
        lhs = _second_factor(sp, k, d, inst["same"], x, w, hv)
        rho4 = 1.0 if inst["same"] else float(sphere_moment(d, 2))
        rhs = float(w @ (sp @ hv[:q]) ** 8) ** 0.25 * float(w @ hv[k] ** 8) ** 0.25 * math.sqrt(rho4)
        return Measurement(lhs, {"item": item, "rhs": rhs, "corr": rhs, "alt": rhs / 2}, {"d": d, "k": k, "q": q})
    if item == "558":
        ck = c[k + 1]
        m = float(sphere_moment(d, k + 1))
        lhs = (k + 1) * ck**2 * ((1 + 1 / d) + (n_ab * (1 + 1 / d) + (n - 1 - n_ab) * 2 / d) * m)
        rhs = (1 + 1 / d) * ck**2 + ck**2 * (2 * k + 2) ** (k + 1) * float(d) ** -(k + 1) * 2 * n
        alt = (1 + 1 / d) * ck**2 + (k + 1) * (rhs - (1 + 1 / d) * ck**2)  # no k + 1 on the z = x term
        return Measurement(lhs, {"item": item, "rhs": rhs, "corr": (k + 1) * rhs, "alt": alt},
                           {"d": d, "k": k, "N": n, "n_AB": n_ab, "c_{k+1}": ck})
    sp = sp / float(np.linalg.norm(sp))
    t_same = (4 + 2 / d) * _second_factor(sp, k, d, 1, x, w, hv)
    t_off = _second_factor(sp, k, d, 0, x, w, hv)
    lhs = t_same + n_ab * (4 + 2 / d) * t_off + (n - 1 - n_ab) * (2 + 4 / d) * t_off
    rhs = 2.0 ** (3 * q + 3 * k) * (1 + n / d)
    alt = 2.0 ** (3 * q + 3 * k) * (1 + 1 / d)  # 1 + 1/d for 1 + N/d
    return Measurement(lhs, {"item": item, "rhs": rhs, "corr": rhs, "alt": alt}, {"d": d, "k": k, "q": q, "N": n})


SUMS = Claim(
    id="factrecall.display.thm9-variance-sums",
    catalog_id="factrecall.thm9",
    paper=PAPER,
    kind="step",
    domain=(Param("d", 2, INF, integer=True, text="embedding dimension d", unreached="d <= 10^6"),
            Param("k", 0, INF, integer=True, text="k even (L489)", unreached="k <= 10"),
            Param("q", 1, INF, integer=True, text="sigma of degree q >= k + 1 (c_{k+1} a coefficient)",
                  unreached="q <= k + 4"),
            Param("N", 1, INF, integer=True, text="N inputs, any f* (n_AB of the z != x share f*(x) or y)",
                  unreached="N <= 10^6"),
            Param("c_j", -INF, INF, key="c", text="the Hermite coefficients of sigma (non-zero); L562 with "
                  "||sigma'||_{L2} = 1 (L542's '<~ 8^q')", unreached="|c_j| in [1e-3, 10]")),
    source=f"Proof of Theorem 9, App. B: L538, L556-L562 (h_j orthonormal L1733-L1735), {SEED_FILE}",
    statement="(L538) E[sigma'(<w_i, e_x>)^2 h_k(<e_z, w_i>)^2 <e_x, e_z>^2] <= E[sigma'^8]^{1/4} E[h_k^8]^{1/4} "
              "E[<e_x, e_z>^4]^{1/2}; (L558) sum_z E[omega_iz omega_jz] <= (1 + 1/d) c_{k+1}^2 + c_{k+1}^2 "
              "(2k+2)^{k+1} d^{-(k+1)} 2N (i != j); (L562) sum_z E[omega_iz omega_iz] <= 2^{3q+3k} (1 + N/d).",
    comparison="<=",
    bound=sums_printed,
    measure=_sums_measure,
    strategy=_sums_inst(),
    rtol=1e-9,
    expect="erratum",
    evidence="L558 fails by the factor k + 1 for every k >= 2 (Re-derived independently from the paper by an auditor's own script (docs/audits/round6/factrecall.md): confirmed as printed. ): with h_j orthonormal (L1733), sigma' "
             "= sum_j sqrt(j+1) c_{j+1} h_j, so E_{v,w}[omega_iz] = sqrt(k+1) c_{k+1} <a, c> <e_x, e_z>^{k+1} and the "
             "z = x term alone is (k+1)(1 + 1/d) c_{k+1}^2. Smallest clean instance: k = 2, d = 10, N = 1, c_3 = 1: lhs = "
             "3 (1 + 1/10) = 3.3 > printed (1 + 1/10) + 6^3 10^{-3} 2 = 1.532. The "
             "same slip as L506-L508 (factrecall.thm9, factrecall.display.thm9-cross-moment), carried into L558. "
             "L538 (Hoelder) and L562 (with ||sigma'||_{L2} = 1) hold.",
    second_path="tests/test_factrecall_r6_mhgdfr.py::test_l558_z_equals_x_term_monte_carlo",
    corrected=sums_corrected,
    corrected_text="sum_z E[omega_iz omega_jz] <= (k + 1) [(1 + 1/d) c_{k+1}^2 + c_{k+1}^2 (2k+2)^{k+1} d^{-(k+1)} "
                   "2N] (the factor k + 1 of h_{k+1}' = sqrt(k+1) h_k, squared).",
    notes="Exact: Gauss-Hermite quadrature exact for the degree, Mehler's formula, the sphere moments. L562 is read "
          "with ||sigma'||_{L2} = 1 (the printed side has no factor of sigma; unnormalised it is homogeneous of "
          "degree 2 in c and no explicit '<=' can hold).",
    mutants={"L538 halved": functools.partial(sums_mutant, hit="538"),
             "L558 corrected without k + 1 on the z = x term": functools.partial(sums_mutant, hit="558"),
             "L562 with 1 + 1/d for 1 + N/d": functools.partial(sums_mutant, hit="562")},
    auto_mutant=False,
    settings={"ci": {"max_examples": 150, "budget_s": 0.8}},
)

# ================================================= L566: Var(gamma_xy) <~ 1/d + (2k)^{k+1} N/d^{k+1} + 2^{3q+3k} N/(md)


@st.composite
def _l566_inst(draw: st.DrawFn) -> dict:
    k = 2 * draw(st.integers(1, 4))  # k = 2 ceil(1/eps) >= 2 (L568)
    q = draw(st.integers(k + 1, k + 3))
    n = draw(st.one_of(st.integers(1, 20), st.integers(1, 10**6)))
    return {"d": draw(st.one_of(st.integers(2, 20), st.integers(2, 10**6))), "k": k, "q": q, "N": n,
            "n_ab": draw(st.integers(0, n - 1)), "m": float(draw(st.one_of(st.integers(1, 100), st.integers(1, 10**9)))),
            "c": [draw(st.one_of(st.floats(-10.0, -1e-3), st.floats(1e-3, 10.0))) for _ in range(q + 1)]}


def _l566_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Var(gamma_xy) exact: E[gamma^2] = (m-1)/m S_cross + S_sq/m (L554; the z != z' terms vanish for k even by
    e_z -> -e_z), S_cross = sigma'_k^2 [1 + X], X = 1/d + (n_AB (1 + 1/d) + n_C 2/d) E<e_x, e_z>^{2k+2} (i != j;
    sigma'_k = sqrt(k+1) c_{k+1} the coefficient of h_k in sigma'), S_sq as in L562, E[gamma] = sigma'_k. So Var =
    sigma'_k^2 ((m-1)/m X - 1/m) + S_sq/m. sigma' normalised to ||sigma'||_{L2} = 1 (L542)."""
    d, k, q, n, n_ab, m = inst["d"], inst["k"], inst["q"], inst["N"], inst["n_ab"], float(inst["m"])
    if q > _CAP or k > _CAP:
        raise SolverFailure(f"q = {q}, k = {k} (cap {_CAP})")
    c = list(inst["c"])[: q + 1]
    sp = np.array([c[j] * math.sqrt(j) for j in range(1, q + 1)])
    sp = sp / float(np.linalg.norm(sp))
    x, w = He.hermegauss(2 * q + 4 * k + 8)
    w = w / math.sqrt(2 * math.pi)
    hv = _hvals(x, max(q, 2 * k) + 1)
    n_c = n - 1 - n_ab
    big_x = 1 / d + (n_ab * (1 + 1 / d) + n_c * 2 / d) * float(sphere_moment(d, k + 1))
    t_same = (4 + 2 / d) * _second_factor(sp, k, d, 1, x, w, hv)
    t_off = _second_factor(sp, k, d, 0, x, w, hv)
    s_sq = t_same + n_ab * (4 + 2 / d) * t_off + n_c * (2 + 4 / d) * t_off
    var = float(sp[k]) ** 2 * ((m - 1) / m * big_x - 1 / m) + s_sq / m
    return Measurement(var, {"d": d, "k": k, "q": q, "N": n, "m": m},
                       {"d": d, "k": k, "q": q, "N": n, "m": m, "S_sq": s_sq, "sigma'_k^2": float(sp[k]) ** 2})


L566_VAR = Claim(
    id="factrecall.display.thm9-variance",
    catalog_id="factrecall.thm9",
    paper=PAPER,
    kind="step",
    domain=(Param("d", 2, INF, integer=True, text="d >= N^eps, no upper limit (Theorem 9, L473)",
                  unreached="d <= 10^6 in the search, the d-path to 10^8"),
            Param("m", 1, INF, text="m neurons", unreached="m <= 10^9"),
            Param("N", 1, INF, integer=True, text="N inputs, any f*", unreached="N <= 10^6"),
            Param("n_AB", 0, INF, integer=True, key="n_ab", text="the z != x with f*(z) in {f*(x), y}"),
            Param("k", 2, INF, integer=True, text="k = 2 ceil(1/eps) >= 2 (L568), even", unreached="k <= 8, the "
                  "k-path to 16"),
            Param("q", 1, INF, integer=True, text="sigma of degree q >= k + 1", unreached="q <= k + 3, the q-path"),
            Param("c_j", -INF, INF, key="c", text="the Hermite coefficients of sigma, ||sigma'||_{L2} = 1 (L542)",
                  unreached="|c_j| in [1e-3, 10]")),
    source=f"Proof of Theorem 9, App. B: L564-L566, {SEED_FILE}",
    statement="Var(gamma_xy) <~ 1/d + (2k)^{k+1} N/d^{k+1} + 2^{3q+3k} N/(m d).",
    comparison="<=",
    bound=l566_shape,
    measure=_l566_measure,
    strategy=_l566_inst(),
    constants="hidden", uniform=True,
    directions=(
        Direction("d -> inf (m, N fixed)", "d", INF, how="path", move=lambda inst, t: {**inst, "d": int(round(t))},
                  points=(10.0, 100.0, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8)),
        Direction("m -> inf", "m", INF, how="path", move=lambda inst, t: {**inst, "m": float(t)},
                  points=tuple(10.0**j for j in range(15))),
        Direction("N -> inf", "N", INF, how="path",
                  move=lambda inst, t: {**inst, "N": int(round(t)), "n_ab": min(inst["n_ab"], int(round(t)) - 1)},
                  points=(1.0, 10.0, 100.0, 1e3, 1e4, 1e6)),
        Direction("k -> inf (k even)", "k", INF, how="path",
                  move=lambda inst, t: _pad_q({**inst, "k": 2 * max(1, int(round(t / 2)))},
                                              8.0 ** max(inst["q"], 2 * max(1, int(round(t / 2))) + 1)),
                  points=(2.0, 4.0, 8.0, 16.0)),
        Direction("q -> inf (t = 8^q)", "q", INF, how="path",
                  move=lambda inst, t: _pad_q(inst, max(t, 8.0 ** (inst["k"] + 1))),
                  points=tuple(8.0**j for j in (3, 4, 6, 8, 12, 16))),
        Direction("the Hermite coefficients c_j and n_AB", "c", INF, how="search",
                  reason="the strategy draws every c_j in +-[1e-3, 10] (sigma' normalised: only the direction of c "
                         "matters) and n_AB over 0..N-1"),
        Direction("n_AB = N - 1 -> inf (every other input shares f*(x) or y; round 26)", "n_ab", INF, how="path",
                  move=lambda inst, t: {**inst, "N": int(round(t)) + 1, "n_ab": int(round(t))},
                  points=(1.0, 10.0, 100.0, 1e3, 1e4, 1e6)),
    ),
    expect="erratum",
    evidence="Diverges along d -> inf with m, N fixed (Re-derived independently from the paper by an auditor's own script (docs/audits/round6/factrecall.md): confirmed as printed. ): the 1/m part of L562's 2^{3q+3k}(1 + N/d) is "
             "dropped. At z = x the term S_sq/m >= (4 + 2/d) E[sigma'(g)^2 h_k(g)^2]/m >= 4 sigma'_k^2/m "
             "(Cauchy-Schwarz) stays, so Var(gamma_xy) -> (4 E[sigma'^2 h_k^2] - sigma'_k^2)/m > 0 while the printed "
             "shape ~ (1 + 2^{3q+3k} N/m)/d -> 0. E.g. k = 2, q = 3, sigma = h_3 (sigma' = sqrt3 h_2, normalised "
             "h_2), N = 1, m = 1: Var = (4 + 2/d) E[h_2^4] - 1 = 59 + 30/d (E h_2^4 = 15) against "
             "the shape 1/d + 64/d^3 + 2^15/d; the ratio grows like d (ci path: log-slope 0.998 over 9 decades). Theorem 9 itself is not affected if m >~ 2^{3q+3k} (the later L576 condition is on m d).",
    second_path="tests/test_factrecall_r6_mhgdfr.py::test_l566_variance_stays_at_large_d",
    corrected=l566_corrected,
    corrected_text="Var(gamma_xy) <~ 1/d + (2k)^{k+1} N/d^{k+1} + 2^{3q+3k} (1 + N/d)/m",
    notes="Exact (quadrature, Mehler, sphere moments); relies on L554's expansion, exact for k even (the z != z' "
          "terms are odd under e_z -> -e_z). Read with ||sigma'||_{L2} = 1 as L542.",
    mutants={"corrected with (1 + N)/(m d) for (1 + N/d)/m, wrong along d": l566_no_first},
    auto_mutant=False,
    settings={"ci": {"max_examples": 40, "budget_s": 1.0}},
)



# ====================================================== L554: E[gamma^2] = (m-1)/m sum_z E[w_iz w_jz] + 1/m sum_z E[w_iz^2]
def _unit(draw: st.DrawFn, d: int) -> list[float]:
    """A point of S^{d-1} (a drawn vector, normalised; e_1 if it is too short)."""
    v = [draw(st.floats(-1.0, 1.0)) for _ in range(d)]
    return v if math.fsum(t * t for t in v) > 1e-6 else [1.0] + [0.0] * (d - 1)


@st.composite
def _l554_inst(draw: st.DrawFn) -> dict:
    """d <= 4, N <= 4, M <= 4 embeddings on the sphere, any f*: [N] -> [M], x, y != f*(x); k even; sigma of degree q
    with drawn Hermite coefficients; m neurons."""
    d, n, big_m = draw(st.integers(1, 4)), draw(st.integers(1, 4)), draw(st.integers(2, 4))
    f = [draw(st.integers(0, big_m - 1)) for _ in range(n)]
    x = draw(st.integers(0, n - 1))
    y = draw(st.sampled_from([j for j in range(big_m) if j != f[x]]))
    k = draw(st.sampled_from((2, 4)))
    q = draw(st.integers(1, k + 3))
    return {"d": d, "N": n, "M": big_m, "f": f, "x": x, "y": y, "k": k, "q": q,
            "m": float(draw(st.one_of(st.integers(1, 5), st.integers(1, 10**6)))),
            "e": [_unit(draw, d) for _ in range(n)], "u": [_unit(draw, d) for _ in range(big_m)],
            "c": [draw(st.one_of(st.floats(-10.0, -1e-3), st.floats(1e-3, 10.0))) for _ in range(q + 1)]}


def _l554_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Both sides exactly, conditioned on the embeddings up to the signs of the e_z (z != x), which the sphere's law
    leaves invariant: E over v_i, w_i ~ N(0, I_d) by Isserlis (v) and a tensor Gauss-Hermite rule in w exact for the
    polynomial degree 2(q - 1) + 2k, averaged over the 2^{N-1} sign patterns. The left side is (1/m^2) sum over all
    (i, j, z, z') of E[omega_iz omega_jz'] (gamma = (1/m) sum_{i,z} omega_iz, L530), the right side's sums the z = z'
    terms. The printed identity is the average of this conditional one over the sphere."""
    d, k, q, n, m, x = inst["d"], inst["k"], inst["q"], inst["N"], float(inst["m"]), inst["x"]
    emb = np.array(inst["e"], dtype=float)
    emb /= np.linalg.norm(emb, axis=1, keepdims=True)
    u = np.array(inst["u"], dtype=float)
    u /= np.linalg.norm(u, axis=1, keepdims=True)
    f = list(inst["f"])
    a, cz = u[f[x]] - u[inst["y"]], u[f]
    av, cc = cz @ a, cz @ cz.T
    q4 = float(a @ a) * cc + 2 * np.outer(av, av)  # E_v[<v,a>^2 <v,c_z> <v,c_z'>]
    q2 = np.outer(av, av)  # E_v[<v,a><v,c_z>] E_v[<v,a><v,c_z'>]
    c = list(inst["c"])[: q + 1]
    sp = np.array([c[j + 1] * math.sqrt(j + 1) for j in range(q)])  # sigma' = sum_j sp_j h_j
    nodes, wts = He.hermegauss(q + k)
    wts = wts / math.sqrt(2 * math.pi)
    grid = np.array(np.meshgrid(*([nodes] * d), indexing="ij")).reshape(d, -1).T
    wgt = np.prod(np.array(np.meshgrid(*([wts] * d), indexing="ij")).reshape(d, -1), axis=0)
    lhs = s_cross = s_sq = 0.0
    patterns = [s for s in itertools.product((1.0, -1.0), repeat=n) if s[x] == 1.0]
    for signs in patterns:
        es = emb * np.array(signs)[:, None]
        g = grid @ es.T
        hk = _hvals(g.ravel(), max(k, q))[k].reshape(g.shape)
        sig = sp @ _hvals(g[:, x], max(k, q))[:q]
        ip = np.outer(es @ es[x], es @ es[x])
        same = (hk * (wgt * sig * sig)[:, None]).T @ hk * q4 * ip  # i = j
        mu = (wgt * sig) @ hk
        cross = np.outer(mu, mu) * q2 * ip  # i != j
        lhs += float(same.sum()) / m + (m - 1) / m * float(cross.sum())
        s_cross += float(np.trace(cross))
        s_sq += float(np.trace(same))
    t = len(patterns)
    return Measurement(lhs / t, {"m": m, "s_cross": s_cross / t, "s_sq": s_sq / t},
                       {"d": d, "N": n, "k": k, "q": q, "m": m, "S_cross": s_cross / t, "S_sq": s_sq / t})


L554_EXPANSION = Claim(
    id="factrecall.display.thm9-second-moment",
    catalog_id="factrecall.thm9",
    paper=PAPER,
    kind="step",
    domain=(Param("d", 1, INF, integer=True, text="embeddings on S^{d-1}",
                  unreached="d <= 4: both sides depend on the embeddings only through the Gram matrices of the <= 4 "
                            "e_z and <= 4 u_y, which R^4 realises"),
            Param("N", 1, INF, integer=True, text="N inputs", unreached="N <= 4 (2^{N-1} sign patterns)"),
            Param("M", 2, INF, integer=True, text="M outputs, any f*", unreached="M <= 4"),
            Param("m", 1, INF, text="m neurons", unreached="m <= 10^6"),
            Param("k", 2, INF, integer=True, text="k even (L488)", unreached="k in {2, 4}"),
            Param("q", 1, INF, integer=True, text="sigma of degree q", unreached="q <= k + 3"),
            Param("c_j", -INF, INF, key="c", text="Hermite coefficients of sigma", unreached="|c_j| in [1e-3, 10]")),
    source=f"Proof of Theorem 9, App. B: L552-L554, {SEED_FILE}",
    statement="E[gamma_xy^2] = (m-1)/m sum_z E[omega_iz^xy omega_jz^xy] + (1/m) sum_z E[omega_iz^xy omega_iz^xy] "
              "(i != j), gamma_xy = (1/m) sum_{i,z} omega_iz^xy, k even.",
    comparison="==",
    bound=l554_printed,
    measure=_l554_measure,
    strategy=_l554_inst(),
    constants="explicit",
    expect="holds",
    evidence="Exact on every drawn instance: the z != z' terms cancel under e_z -> -e_z (h_k even for k even, "
             "<e_x, e_z> odd), so only the z = z' terms remain, m(m-1) of them with i != j and m with i = j.",
    notes="Checked conditionally on the embeddings up to sign (exact quadrature); the printed identity is its average.",
    mutants={"(m-1)/m and 1/m exchanged": l554_swapped, "the i = j part dropped": l554_no_diag},
    auto_mutant=False,
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)



# ====================================================== Lemma 2's proof, L682-L683: Var(gamma_az) <~ ... from L678
@st.composite
def _l683_inst(draw: st.DrawFn) -> dict:
    """Any V^(h) (<= 6 elements) and sets A^z' of 8 answers (a membership table), a, z; d >= max |A^z'| and d_h >= |V^(h)| (L686)."""
    n_v = draw(st.integers(1, 6))
    sets = [[draw(st.booleans()) for _ in range(8)] for _ in range(n_v)]  # sets[z'][b]: b in A^z'
    top = max([sum(s) for s in sets] + [1])
    return {"item": draw(st.sampled_from(("683", "684"))), "nV": n_v, "sets": sets, "a": draw(st.integers(0, 7)),
            "z": draw(st.integers(0, n_v - 1)),
            "d": draw(st.one_of(st.integers(top, 20), st.integers(top, 10**6))),
            "dh": draw(st.one_of(st.integers(n_v, 50), st.integers(n_v, 10**6)))}


def _l683_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The left side of L682 with E[gamma_az^2] at its L678 bound (the step 'and thus'): (1 + 2/d_h)(1(a in A^z) +
    |A^z|/d) + (d + d_h + 1)/(d d_h) sum_{z' != z} (1(a in A^z') + |A^z'|/d) - (d - 1)/d 1(a in A^z); item "684":
    L683's right side, against L684's."""
    d, dh, a, z = inst["d"], inst["dh"], inst["a"], inst["z"]
    sets = np.asarray(inst["sets"], dtype=bool)  # membership: sets[z', b] = (b in A^z')
    ind, size = sets[:, a].astype(int), sets.sum(axis=1)
    own = (1 + 2 / dh) * (int(ind[z]) + int(size[z]) / d)
    rest = (d + dh + 1) / (d * dh) * float(np.sum(np.delete(ind + size / d, z)))
    lhs = own + rest - (d - 1) / d * int(ind[z])
    if inst["item"] == "684":  # the L683 right side as printed, the left side of L684's '<~'
        lhs = int(size[z]) / d + float(np.sum(ind + size / d)) / dh
    q = {"item": inst["item"], "d": d, "dh": dh, "n_az": int(size[z]), "s_ind": int(ind.sum()),
         "s_size": int(size.sum()), "max_a": int(size.max()), "n_v": len(size)}
    return Measurement(lhs, q, q)


def _l683_common(inst: dict, n: int) -> dict:
    """|V^(h)| = n, A^z' = {a} for every z' (one answer shared by n subjects), d_h = n d^2 (>= |V^(h)|), item 683."""
    return {**inst, "item": "683", "nV": n, "sets": [[True] + [False] * 7] * n, "a": 0, "z": 0, "dh": n * inst["d"] ** 2}


L683_VAR = Claim(
    id="factrecall.display.lemma2-variance-shape",
    catalog_id="factrecall.lemma2",
    paper=PAPER,
    kind="step",
    domain=(Param("d", 1, INF, integer=True, text="d >= max_z |A^z| (L686)", unreached="d <= 10^6"),
            Param("d_h", 1, INF, integer=True, key="dh", text="d_h >= |V^(h)| (L686)", unreached="d_h <= 10^6"),
            Param("|V^(h)|", 1, INF, integer=True, key="nV", text="any V^(h) and sets A^z",
                  unreached="|V^(h)| <= 6 in the search, the path to 10^4")),
    source=f"Proof of Lemma 2, App. C.1: L680-L684 (from L678), {SEED_FILE}",
    statement="Var(gamma_az) = E[gamma_az^2] - (d-1)/d 1(a in A^z) <~ |A^z|/d + (1/d_h) sum_{z' in V^(h)} (1(a in "
              "A^z') + |A^z'|/d) (item 683, E[gamma_az^2] at L678's bound) <~ max_z |A^z|/d + |V^(h)|/d_h (item 684, "
              "since d >= |A^z|, d_h >= |V^(h)|, L686).",
    comparison="<=",
    bound=l683_shape,
    measure=_l683_measure,
    strategy=_l683_inst(),
    constants="hidden", uniform=True,
    directions=(
        Direction("|V^(h)| -> inf, one answer a shared by every z', d fixed, d_h = |V^(h)| d^2", "nV", INF,
                  how="path", move=lambda inst, t: _l683_common(inst, int(min(round(t), 10**5))),  # a table of n
                  # rows: capped (the path's extension had reached n ~ 1e7 rows, past ci's wall-clock budget)
                  points=(1.0, 10.0, 100.0, 1e3, 1e4)),
        Direction("d -> inf (d_h fixed)", "d", INF, how="path", move=lambda inst, t: {**inst, "d": int(round(t))},
                  points=(10.0, 100.0, 1e3, 1e4, 1e5, 1e6)),
        Direction("d_h -> inf (d fixed)", "dh", INF, how="path", move=lambda inst, t: {**inst, "dh": int(round(t))},
                  points=(10.0, 100.0, 1e3, 1e4, 1e5, 1e6)),
    ),
    expect="erratum",
    evidence="Diverges along |V^(h)| -> inf with one answer shared by all z' (Re-derived independently from the paper by an auditor's own script (docs/audits/round6/factrecall.md): confirmed. ): L678 carries (d + d_h + "
             "1)/(d d_h) sum_{z' != z} 1(a in A^z'), whose 1/d part L683 drops. With A^z' = {a} for all n = |V^(h)| "
             "subjects, d = 4, d_h = 16 n: the left side ~ (n - 1)/d while the shape ~ 1/d + 1/d_h... stays O(1/d); "
             "ratio ~ n. The true Var(gamma_az) grows too (Monte Carlo second path: E_w[gamma | phi] has the n - 1 "
             "terms <phi(z), P phi(z')> of variance ~ 1/d each).",
    second_path="tests/test_factrecall_r6_mhgdfr.py::test_l683_variance_grows_with_shared_answer",
    corrected=l683_corrected,
    corrected_text="Var(gamma_az) <~ |A^z|/d + (1/d_h + 1/d) sum_{z'} (1(a in A^z') + |A^z'|/d) <~ max_z |A^z|/d "
                   "+ |V^(h)|/min(d, d_h)",
    notes="The step 'and thus' from L678's bound, as the proof takes it; the Monte Carlo second path measures the "
          "variance itself. Item 684 (L683 <~ L684 given L686) holds.",
    mutants={"corrected without its 1/d_h part, wrong along d": l683_corrected_no_dh},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.5}},
)



# ====================================================== Theorem 10's proof, L739-L756: the logits of the heads
def _dev(draw: st.DrawFn, r: float) -> float:
    """A deviation in [-r, r], the ends included."""
    return draw(st.one_of(st.sampled_from((-r, r, 0.0)), st.floats(-r, r)))


@st.composite
def _thm10_logit_inst(draw: st.DrawFn) -> dict:
    """Item 743: a head i with s in S^(i) or not, a in A_s or not, the OV logit within L739's 1/6 of 1(a in A_s);
    item 756: a = a*(s, r), so a in A_s and a in A_r (L754), both logits drawn within L739's 1/6 of 1."""
    item = draw(st.sampled_from(("743", "756")))
    return {"item": item, "in_head": draw(st.booleans()), "a_in": draw(st.booleans()),
            "t_s": _dev(draw, 1 / 6), "t_r": _dev(draw, 1 / 6)}


def _thm10_logit_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Item 743: phi(a)^T attn_i = phi(a)^T W_O^T W_V X^T S(.) with X^T S(.) = phi(s) (s in S^(i)) or phi(EOS)
    (L735), W_O^T W_V phi(EOS) = 0 (L721: phi(z) ranges over S^(i), w_i orthogonal to phi(EOS)), and L739's
    |phi(a)^T W_O^T W_V phi(s) - 1(a in A_s)| <= 1/6; the measured excess over L743's interval. Item 756: the two
    heads' logits (L752; the other heads give 0) summed, 8/5 minus the sum."""
    if inst["item"] == "743":
        v = (float(inst["a_in"]) + inst["t_s"]) if inst["in_head"] else 0.0
        lo, hi = ((0.0, 0.0) if not inst["in_head"] else (4 / 5, 6 / 5) if inst["a_in"] else (-1 / 5, 1 / 5))
        lhs = max(lo - v, v - hi)
    else:
        lhs = 8 / 5 - ((1.0 + inst["t_s"]) + (1.0 + inst["t_r"]))
    return Measurement(lhs, {"item": inst["item"]}, {"lhs": lhs})


THM10_LOGITS = Claim(
    id="factrecall.display.thm10-head-logits",
    catalog_id="factrecall.thm10",
    paper=PAPER,
    kind="step",
    domain=(Param("t", -1 / 6, 1 / 6, key="t_s", text="the OV logit's deviation from 1(a in A_s), |t| <= 1/6 (L739)"),
            Param("t_r", -1 / 6, 1 / 6, text="the same for the relation head (L747's 'identical construction')")),
    source=f"Proof of Theorem 10, App. C.1: L743, L747, L751-L752, L756 (premise L739), {SEED_FILE}",
    statement="From L739 (|phi(a)^T W_O^T W_V phi(s) - 1(a in A_s)| <= 1/6) and L735: phi(a)^T attn_i in {0} (s not in "
              "S^(i)), [-1/5, 1/5] (a not in A_s), [4/5, 6/5] (a in A_s) (L743, L747); phi(a)^T F_MHSA = phi(a)^T "
              "attn_i + phi(a)^T attn_{N_S+j} (L751-L752) >= 4/5 + 4/5 = 8/5 for a = a*(s, r) (L756).",
    comparison="<=",
    bound=thm10_logit_printed,
    measure=_thm10_logit_measure,
    strategy=_thm10_logit_inst(),
    expect="holds",
    evidence="Interval arithmetic: 1/6 < 1/5, so L739 puts each logit inside L743's intervals (slack 1/30), and two "
             "logits in [4/5, 6/5] sum to at least 8/5 (L756's arithmetic is exact).",
    notes="L735's attention output and W_O^T W_V phi(EOS) = 0 are taken from the construction (L717-L721), "
          "checked by factrecall.thm10's run.",
    mutants={"every interval tightened by 1/20": thm10_logit_tight},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.3}},
)



# ====================================================== Theorem 11's proof, L941 and L949: the subspaces P and Q
def _thm11_dims_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """dim P + dim Q + 1 with dim P = dim Q = ceil(d/2) (L941, L949): P, Q and phi(EOS) mutually orthogonal."""
    d = inst["d"]
    return Measurement(float(2 * math.ceil(d / 2) + 1), {"d": d}, {"d": d})


THM11_DIMS = Claim(
    id="factrecall.display.thm11-subspaces",
    catalog_id="factrecall.thm11",
    paper=PAPER,
    kind="step",
    domain=(Param("d", 1, INF, integer=True, text="embedding dimension d = Theta(M log(|V|/delta')) (L927)",
                  unreached="d <= 10^6"),),
    source=f"Proof of Theorem 11, App. C.2: L941, L949, {SEED_FILE}",
    statement="P a ceil(d/2)-dimensional subspace orthogonal to phi(EOS) (L941) and Q a ceil(d/2)-dimensional subspace "
              "orthogonal to P and phi(EOS) (L949), in R^d: 2 ceil(d/2) + 1 <= d.",
    comparison="<=",
    bound=thm11_dims_printed,
    measure=_thm11_dims_measure,
    strategy=st.fixed_dictionaries({"d": st.one_of(st.integers(1, 20), st.integers(1, 10**6))}),
    expect="erratum",
    evidence="No such Q exists for any d (Re-derived independently from the paper by an auditor's own script (docs/audits/round6/factrecall.md): confirmed as printed. ): 2 ceil(d/2) + 1 >= d + 1. E.g. d = 4: P of dimension 2 "
             "orthogonal to phi(EOS) leaves a 1-dimensional orthogonal complement of P + phi(EOS), not the 2 "
             "dimensions Q needs. A slip: dim P = dim Q = floor((d - 1)/2) fits, and the construction needs only "
             "||Pi_P phi(s)||^2 ~ 1/2 (Lemma 3's 2^{-p-k}), which floor((d-1)/2)/d ~ 1/2 keeps.",
    second_path="tests/test_factrecall_r6_mhgdfr.py::test_thm11_q_has_no_room",
    corrected=thm11_dims_corrected,
    corrected_text="dim P = dim Q = floor((d - 1)/2) (P, Q, phi(EOS) mutually orthogonal)",
    notes="Pure dimension count; the corrected bound is written as the room the printed count needs minus the "
          "difference between the printed and corrected dimensions.",
    mutants={"floor(d/2) in place of floor((d-1)/2)": thm11_dims_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 30, "budget_s": 0.2}},
)

CLAIMS: list[Claim] = [L570_CHAIN, L550_OMEGA, SUMS, L566_VAR, L554_EXPANSION, L683_VAR, THM10_LOGITS, THM11_DIMS]
