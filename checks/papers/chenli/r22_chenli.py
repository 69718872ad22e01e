"""Round 22 (helper chenli): far ends of chenli's domains narrowed for cost, by exact closed forms.

- ``chenli.lemma7.4-far`` (L2415-L2483): Lemma 7.4 at every m >= 2 and lambda -> 0, which chenli.lemma7.4 (m in {2, 3},
  lambda >= ~0.005 rarely) does not reach. Heads on disjoint coordinate blocks (exactly orthogonal, coherence 0, E = 0),
  the heads other than i* of one norm n: X_1 Theta' X_2^T is then one Rademacher sum of (m - 1) r terms, so P[A'] is
  one binomial tail for every m (exact: regularised incomplete beta at 60 digits).
- ``chenli.lemma3.2-d`` (L307-L315): Lemma 3.2 at d up to 2^21, which chenli.lemma3.2 (exact enumeration, d <= 12)
  does not reach, on the two families whose law is binomial at every d: n disjoint off-diagonal pairs (a Rademacher
  sum) and one all-ones block J - I of size b (x^T M x - Tr M = S^2 - b, S a Rademacher sum). The printed bound
  (no scale) is crossed at every d as in chenli.lemma3.2; the corrected bound (tau = t/sqrt(V[p])) runs as
  ``chenli.lemma3.2-d.corrected``.
- ``chenli.factB.5-m`` (L3816-L3822): Fact B.5 at m up to 10^6 (chenli.factB.5: m <= 6, d <= 12) on the Gram shapes
  with a closed-form spectrum: equicorrelated rows of correlation +c or -c (any c with kappa = |c| <= 1/m, up to the
  edge kappa m = 1) and a block-diagonal mixture of such blocks.
"""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import numpy as np
from hypothesis import strategies as st
from scipy import stats

from thmcheck.bounds import num as bnum
from thmcheck.bounds.chenli import r22_chenli as B
from thmcheck.bounds.chenli import sec3_prelim as B3
from thmcheck.bounds.chenli import sec7_proxy as B7
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, uncertified
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform, with_edges

CLAIMS: list[Claim] = []


# ------------------------------------------------------------------------------ binomial tails (float and 60 digits)


def _lower_mp(k: int, n: int):
    """P[Bin(n, 1/2) <= k] for 0 <= k < n at 60 digits: I_{1/2}(n - k, k + 1) = 2^{-n} C(n, k) (n - k)^{-1}... written
    as x^a (1 - x)^b/(a B(a, b)) 2F1(a + b, 1; a + 1; x), a = n - k, b = k + 1, x = 1/2 (mpmath's betainc does not
    converge at n ~ 10^5 and beyond; this series does, in O(sqrt n) terms)."""
    with mpmath.workdps(60):
        a, b = n - k, k + 1
        half = mpmath.mpf(1) / 2
        lpref = (a + b) * mpmath.log(half) - mpmath.log(a) - (mpmath.loggamma(a) + mpmath.loggamma(b)
                                                             - mpmath.loggamma(a + b))
        return mpmath.exp(lpref) * mpmath.hyp2f1(a + b, 1, a + 1, half, maxterms=10**8)


def _cdf(k: int, n: int, exact: bool):
    """P[Bin(n, 1/2) <= k]."""
    if k < 0:
        return mpmath.mpf(0) if exact else 0.0
    if k >= n:
        return mpmath.mpf(1) if exact else 1.0
    if exact:
        if 2 * k < n:
            return _lower_mp(k, n)
        with mpmath.workdps(60):  # the upper part by symmetry: P[B <= k] = 1 - P[B <= n - k - 1]
            return 1 - _lower_mp(n - k - 1, n) if n - k - 1 >= 0 else mpmath.mpf(1)
    return float(stats.binom.cdf(k, n, 0.5))


def _sf(k: int, n: int, exact: bool):
    """P[Bin(n, 1/2) > k] (computed as the lower tail of n - B: no cancellation)."""
    return _cdf(n - k - 1, n, exact)


def dev_ge(n: int, D: int, exact: bool = False):
    """P[|2 B - n| >= D], B ~ Bin(n, 1/2) (|S| >= D for S a sum of n Rademachers)."""
    if D <= 0:
        return mpmath.mpf(1) if exact else 1.0
    hi = -(-(n + D) // 2)  # ceil((n + D)/2): B >= hi
    lo = (n - D) // 2  # floor((n - D)/2): B <= lo
    return _sf(hi - 1, n, exact) + _cdf(lo, n, exact)


def dev_le(n: int, D: int, exact: bool = False):
    """P[|2 B - n| <= D]."""
    if D < 0:
        return mpmath.mpf(0) if exact else 0.0
    return 1 - dev_ge(n, D + 1, exact)


# ------------------------------------------------------------------------------ Lemma 7.4 at every m, lambda -> 0


@st.composite
def _l74_far_instances(draw: st.DrawFn) -> dict:
    """m in [2, 4096] and r in [1, 2^14] coordinates per head (both log-uniform, edges 2, 3, 4096, 1, 2^14); i* the
    largest head (norm n* >= n) or the smallest (n* <= n), the others of norm n = 1; q = (min/max norm)^2 in [1e-8, 1]
    and lambda = q f, f in [1e-8, 1] (lambda -> 0 both ways: a tiny norm ratio or a loose Assumption 1); C in [1e-3,
    1e3]. Mode 'bulk' (a third of the draws): the Gaussian regime where P[A'] is closest to the printed exponent,
    (m - 1) r >= 2^12, q, f near 1 and C in [1, 4]."""
    bulk = draw(st.integers(0, 2)) == 0
    m = int(draw(with_edges(st.floats(1.0, 12.0).map(lambda x: round(2**x)), 2, 3, 4096)))
    r = int(draw(with_edges(st.floats(0.0, 14.0).map(lambda x: round(2**x)), 1, 2**14)))
    where = draw(st.sampled_from(["largest", "smallest"]))
    if bulk:
        r = max(r, -(-2**12 // (m - 1)))
        q = float(draw(with_edges(st.floats(0.5, 1.0), 1.0)))
        f = float(draw(with_edges(st.floats(0.5, 1.0), 1.0)))
        C = float(draw(with_edges(st.floats(1.0, 4.0), 2.0)))
    else:
        q = float(draw(with_edges(log_uniform(1e-8, 1.0), 1.0, 1e-8)))
        f = float(draw(with_edges(log_uniform(1e-8, 1.0), 1.0, 1e-8)))
        C = float(draw(with_edges(log_uniform(1e-3, 1e3), 1e-3, 0.5, 2.0)))
    lam = min(q * f, 1.0 - 2.0**-30)  # lambda in (0, 1) open
    nstar = 1.0 / math.sqrt(q) if where == "largest" else math.sqrt(q)
    return {"m": m, "r": r, "where": where, "q": q, "lam": lam, "C": C, "nstar": nstar, "bulk": bulk}


def _l74_far_parts(inst: dict) -> dict:
    """X_1 Theta' X_2^T = (1/Z) sum_{i != i*} (1/n_i^2)(n_i/sqrt r) sum_{j in block i} y_j = S/(Z n sqrt r), S a sum
    of (m - 1) r Rademachers y_j = X_1j X_2j (n = 1); A' = {S > T}, T = C sqrt(r) n Z^{1/2} (1 - alpha/(Z n*^2))."""
    m, r, nstar, lam = int(inst["m"]), int(inst["r"]), float(inst["nstar"]), float(inst["lam"])
    Z = (m - 1) + 1.0 / nstar**2
    fac = 1.0 - (lam**2 / 4.0) / (Z * nstar**2)
    T = float(inst["C"]) * math.sqrt(r * Z) * fac
    norms = sorted([nstar] + [1.0] * (m - 1), reverse=True)
    return {"Z": Z, "threshold_factor": fac, "T": T, "N_rademacher": (m - 1) * r,
            "lam_max": (norms[-1] / norms[0]) ** 2,
            "hoeffding_step": math.exp(-float(inst["C"]) ** 2 / 2 * Z / (m - 1) * fac**2)}


def _l74_far_prob(inst: dict, exact: bool):
    p = _l74_far_parts(inst)
    n = p["N_rademacher"]
    if exact:
        with mpmath.workdps(60):
            m, r, nstar, lam = int(inst["m"]), int(inst["r"]), mpmath.mpf(inst["nstar"]), mpmath.mpf(inst["lam"])
            Z = (m - 1) + 1 / nstar**2
            T = mpmath.mpf(inst["C"]) * mpmath.sqrt(r * Z) * (1 - (lam**2 / 4) / (Z * nstar**2))
            k = int(mpmath.floor((T + n) / 2))  # S = 2B - n > T  <=>  B > (T + n)/2  <=>  B >= floor(.) + 1
            return _sf(k, n, True)
    k = math.floor((p["T"] + n) / 2)
    return _sf(k, n, False)


def _l74_far_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    return Measurement(_l74_far_prob(inst, False), {"C": inst["C"], "lam": inst["lam"], "m": inst["m"], "eta_p": 0.0},
                       _l74_far_parts(inst))


def _l74_far_exact(inst: dict) -> Measurement:
    return Measurement(_l74_far_prob(inst, True), {"C": mpmath.mpf(inst["C"]), "lam": mpmath.mpf(inst["lam"]),
                                                   "m": inst["m"], "eta_p": mpmath.mpf(0)},
                       _l74_far_parts(inst), exact=True)


def _move_lam(inst: dict, t: float) -> dict:
    return {**inst, "lam": min(float(t), float(inst["q"]), 1.0 - 2.0**-30)}


def _move_m(inst: dict, t: float) -> dict:
    return {**inst, "m": int(t)}


CLAIMS.append(Claim(
    id="chenli.lemma7.4-far",
    catalog_id="chenli.lemma7.4",
    paper=PAPER,
    source=f"Lemma 7.4 (event A' of Section 7.1.1), {SEED_FILE} L2327-L2331, L2415-L2483; Eq. (113) L2306",
    statement="P[A'] <= exp(-C^2(1 + lambda/2m)/(2(1 + eta')^2)) + exp(-Omega(beta m r_Theta)), A': X_1 Theta' X_2^T > "
              "(C/sqrt Z)(1 - alpha/(Z ||Theta_{i*}||_F^2)), Theta' = (1/Z) sum_{i != i*} Theta_i/||Theta_i||_F^2 + E, "
              "alpha = lambda^2/4. Checked at every m in [2, 4096] and lambda down to 1e-16 (chenli.lemma7.4 reaches "
              "m <= 3 and lambda >= ~0.005), on heads with disjoint coordinate blocks.",
    statement_tex=r"$$\mathbb{P}[\mathcal{A}'] \leq \exp\left(-\frac{C^2(1+\lambda/2m)}{2(1+\eta')^2}\right) + "
                  r"\exp(-\Omega(\beta m r_\Theta))$$",
    kind="probabilistic",
    comparison="<=",
    bound=B7.lemma7_4,
    measure=_l74_far_measure,
    exact=_l74_far_exact,
    strategy=_l74_far_instances,
    assumptions=(
        Assumption("assumption1", "||Theta_1||_F >= ... >= ||Theta_m||_F (sorted by construction) and ||Theta_i||_F^2 >= "
                   "lambda ||Theta_1||_F^2 with lambda in (0, 1)",
                   lambda q: min(q["lam_max"] * (1 + 1e-12) - q["lam"], q["lam"], 1 - q["lam"])),
        Assumption("m >= 2", "Theta' sums over i != i*", lambda q: q["m"] - 2),
        uncertified("eta' and the second term", "eta' ~ (m kappa + mu sqrt(m + 1/lambda))/sqrt(lambda) and beta ~ m "
                    "kappa/sqrt(lambda) carry Eq. (7)'s kappa (hidden c) and a hidden Omega: read as eta' = 0 and "
                    "exp(-Omega(beta m r_Theta)) = 0, the strictest reading (coherence 0 and E = 0 here, so ||X_1 "
                    "Theta'|| = ||Theta'||_F surely), as in chenli.lemma7.4",
                    why="'~' relations whose constants the paper leaves unspecified"),
        uncertified("section 4", "Assumptions 1-6 / Eq. (7) at their hidden constants, as in chenli.lemma7.4",
                    why="a '<<' / '>>' with a constant the paper leaves unspecified (Section 4, Eq. (7)-(8))"),
    ),
    directions=(
        Direction("lambda -> 0", "lam", 0.0, how="path", move=_move_lam, points=(1e-2, 1e-4, 1e-8, 1e-12, 1e-16),
                  reason="the printed exponent tends to C^2/2 and A' to {S > C sqrt(r Z)}: Hoeffding's "
                         "exp(-C^2 Z/(2(m - 1))) <= exp(-C^2/2)"),
        Direction("m -> inf", "m", INF, how="path", move=_move_m, points=(8, 64, 512, 4096, 32768),
                  reason="one binomial tail of (m - 1) r terms at every m"),
    ),
    expect="holds",
    auto_mutant=False,
    mutants={"1/2 dropped from the exponent": lambda C, lam, m, eta_p: bnum.exp(-C**2 * (1 + lam / (2 * m))
                                                                              / (1 + eta_p) ** 2),
             "the exponent's factor 1 + lambda m (wrong along m)": lambda C, lam, m, eta_p: bnum.exp(
                 -C**2 * (1 + lam * m) / (2 * (1 + eta_p) ** 2))},
    notes=("Heads Theta_i = n_i I_{B_i}/sqrt(r) on disjoint blocks B_i of r coordinates (||Theta_i||_F = n_i, "
           "<Theta_i, Theta_j> = 0), n_i = 1 for i != i* and n_{i*} = 1/sqrt(q) (largest) or sqrt(q) (smallest), E = 0: "
           "X_1 Theta' X_2^T = S/(Z sqrt r) with S a sum of (m - 1) r Rademachers, so P[A'] = P[Bin((m - 1) r, 1/2) > "
           "(T + (m - 1) r)/2] (scipy; 60-digit regularised incomplete beta in the re-check). The automatic 10 % "
           "mutant is off for the reason of chenli.lemma7.4 (P[A'] <= 1/2 at C -> 0 where the bound -> 1; Hoeffding "
           "loses ~1/(t sqrt(2 pi)) in the tail); the planted mutants are crossed with the uncertified requirements "
           "granted. The mutant 1 + lambda m is wrong along m at lambda near 1 (q = 1: i* and the others of equal "
           "norm, Z/(m - 1) = 1 + 1/(m - 1))."),
    settings={"ci": {"max_examples": 40, "budget_s": 2.5, "path_starts": 1}},
    domain=(Param("m", 2, INF, integer=True, key="m", text="m >= 2 heads",
                  unreached="m in [2, 4096] drawn, the path to 32768"),
            Param("lam", 0.0, 1.0, lo_closed=False, hi_closed=False, key="lam", text="lambda in (0, 1) (Assumption 1)",
                  unreached="lambda >= 1e-16 (the path; the search draws q f >= 1e-16)"),
            Param("C", 0.0, INF, lo_closed=False, key="C", text="C > 0 (free through gamma_1)",
                  unreached="C in [1e-3, 1e3]: at C = 1e3 both sides are below 1e-200000")),
))


# ------------------------------------------------------------------------------ Lemma 3.2 at d up to 2^21


@st.composite
def _l32_far_instances(draw: st.DrawFn) -> dict:
    """M = 2^s A, s in [-30, 30], A one of: n disjoint off-diagonal pairs (A_{2j-1,2j} = A_{2j,2j-1} = 1), or the
    all-ones block J - I of size b (zero diagonal; a diagonal would only move Tr M), n, b in [1, 2^20] resp. [2, 2^20];
    d = the support plus 0..2^20 zero coordinates. t: tau sqrt(V[p]) with tau log-uniform in [1e-3, 1e3], or an atom
    of |x^T M x - Tr M| near the centre or the float just below it (strict '>')."""
    family = draw(st.sampled_from(["pairs", "clique"]))
    lo = 1 if family == "pairs" else 2
    n = int(draw(with_edges(st.integers(lo, 2**20), lo, lo + 1, lo + 2, 2**20)))
    pad = int(draw(with_edges(st.integers(0, 2**20), 0)))
    s = int(draw(st.integers(-30, 30)))
    tmode = draw(st.sampled_from(["tau", "atom", "below_atom"]))
    a = Fraction(2) ** s
    if tmode == "tau":
        sig = _l32_sigma(family, n, s)
        t = float(draw(log_uniform(1e-3, 1e3))) * sig
    else:
        j = int(draw(with_edges(st.integers(0, 64), 0, 1)))
        if family == "pairs":  # |p| = 2^{s+1} D, D = |2B - n| in {n mod 2, n mod 2 + 2, ...}
            D = min(n % 2 + 2 * j, n)
            atom = 2 * a * D
        else:  # |p| = 2^s |D^2 - b|, D = |2B - b| of b's parity; from the centre outwards and from D = sqrt(b)
            root = math.isqrt(n)
            D = min(max(0, root - root % 2 + n % 2 + 2 * (j - 4)), n)
            atom = a * abs(D * D - n)
        if atom == 0:
            atom = a * (2 if family == "pairs" else 1)
        t = float(atom)
        if tmode == "below_atom":
            t = float(np.nextafter(t, 0.0))
    return {"family": family, "n": n, "pad": pad, "s": s, "t": t, "tmode": tmode,
            "d": (2 * n if family == "pairs" else n) + pad}


def _l32_sigma(family: str, n: int, s: int) -> float:
    """sqrt(V[p]) = sqrt(2 sum_{i != j} M_ij^2): pairs 2^s sqrt(4 n); the block 2^s sqrt(2 b (b - 1))."""
    return 2.0**s * math.sqrt(4 * n if family == "pairs" else 2 * n * (n - 1))


def _l32_far_prob(inst: dict, exact: bool):
    """P[|x^T M x - Tr M| > t] from the binomial law: pairs p = 2^{s+1} S_n; block p = 2^s (S_b^2 - b)."""
    n, s = int(inst["n"]), int(inst["s"])
    T = Fraction(inst["t"]) / Fraction(2) ** s  # |p| > t  <=>  |p/2^s| > T (exact rational threshold)
    if inst["family"] == "pairs":
        # |2 S| > T  <=>  |S| >= floor(T/2) + 1
        return dev_ge(n, math.floor(T / 2) + 1, exact)
    # |S^2 - b| > T: S^2 > b + T (|S| >= D_hi) or S^2 < b - T (|S| <= D_lo)
    hi = b_plus = n + T
    D_hi = math.isqrt(math.floor(hi))
    while D_hi * D_hi <= b_plus:
        D_hi += 1
    p = dev_ge(n, D_hi, exact)
    lo = n - T
    if lo > 0:
        D_lo = math.isqrt(math.ceil(lo))
        while D_lo * D_lo >= lo:
            D_lo -= 1
        p = p + dev_le(n, D_lo, exact)
    return p


def _l32_far_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    sig = _l32_sigma(inst["family"], int(inst["n"]), int(inst["s"]))
    return Measurement(float(_l32_far_prob(inst, False)), {"t": inst["t"], "sigma": sig},
                       {"tau": inst["t"] / sig, "d": inst["d"]})


def _l32_far_exact(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        n, s = int(inst["n"]), int(inst["s"])
        v = 4 * n if inst["family"] == "pairs" else 2 * n * (n - 1)
        sig = mpmath.ldexp(mpmath.sqrt(v), s)
        return Measurement(_l32_far_prob(inst, True), {"t": mpmath.mpf(inst["t"]), "sigma": sig},
                           {"d": inst["d"]}, exact=True)


CLAIMS.append(Claim(
    id="chenli.lemma3.2-d",
    catalog_id="chenli.lemma3.2",
    paper=PAPER,
    source=f"Lemma 3.2, Section 3.2, {SEED_FILE} L307-L315",
    statement="Let M in R^{d x d} be symmetric, and let x ~ {+-1}^d. Then P[|x^T M x - Tr(M)| > t] <= exp(-t/e). Checked "
              "at d up to 2^21 on the two families with a binomial law at every d (chenli.lemma3.2: every symmetric "
              "M at d <= 12).",
    statement_tex=r"$$\mathbb{P}[|x^\top M x - \text{Tr}(M)| > t] \leq \exp(-t/e).$$",
    kind="deterministic",
    comparison="<=",
    bound=B3.lemma3_2,
    measure=_l32_far_measure,
    exact=_l32_far_exact,
    strategy=_l32_far_instances,
    assumptions=(Assumption("t_positive", "t > 0", lambda q: q["t"]),),
    expect="erratum",
    second_path="tests/test_chenli_r22_chenli.py::test_lemma3_2_far_second_path",
    evidence=("The mechanism of chenli.lemma3.2 (the printed bound has no scale: the proof's factor sqrt(V[p]) is "
              "dropped) at every d: one off-diagonal pair M_12 = M_21 = 1 in R^{d x d} (any d >= 2) gives |x^T M x - "
              "Tr M| = 2 surely, so P = 1 > exp(-1/e) = 0.692 at t = 1; at d = 2^21, n = 2^20 pairs of weight 1: p = "
              "2 S with S a sum of 2^20 Rademachers, P[|p| > 2^10] = P[|S| > 512] = 0.617 (tau = 0.5) against "
              "exp(-1024/e) = 2e-164. Exact binomial tails (60-digit regularised incomplete beta)."),
    corrected=B3.lemma3_2_corrected,
    corrected_text="P[|x^T M x - Tr M| > t] <= min(1, 1/tau^2, exp(-tau/e) for tau >= e), tau = t/sqrt(V[p]), "
                   "V[p] = 2 sum_{i != j} M_ij^2 (Chebyshev + Bonami), as chenli.lemma3.2.corrected.",
    mutants={"variance without its factor 2": lambda t, sigma: B3.lemma3_2_corrected(t, sigma / 2**0.5),
             "Chebyshev's 1/tau^2 as 1/tau^4 (wrong at the two-point law, n = 2 pairs)":
                 lambda t, sigma: (min(1.0, (sigma / t) ** 4) if sigma > 0 else 0.0)},
    notes=("Exact at every d: M = 2^s A with A n disjoint pairs (p = 2^{s+1} S_n) or J - I on b coordinates (p = 2^s "
           "(S_b^2 - b)), S_n a sum of n Rademachers; |p| > t is decided on the integer |S| with t 2^{-s} as a "
           "fraction, the binomial tails by scipy (float) and mpmath's regularised incomplete beta (60 digits). The "
           "corrected bound is tight (= 1) at one pair with t just below sqrt(V[p]) and at n = 2 pairs (|p| = "
           "sqrt(2) sigma w.p. 1/2 at tau just below sqrt 2: 1/tau^2 = 1/2), the far end n = 2^20 is the Gaussian "
           "limit (pairs) and the centred chi-square limit (block)."),
    settings={"ci": {"max_examples": 80, "budget_s": 2.5}},
    domain=(Param("d", 1, INF, integer=True, key="d", text="M in R^{d x d} symmetric, x ~ {+-1}^d",
                  unreached="d in [2, 2^21 + 2^20] on the two binomial families (n disjoint pairs, one J - I block) "
                            "only (d = 1: p = 0 surely, P = 0); every symmetric M is chenli.lemma3.2's at d <= 12"),
            Param("t", 0.0, INF, lo_closed=False, key="t", text="t > 0",
                  unreached="t = tau sqrt(V[p]) with tau <= 1e3, or an atom of the law near its centre"),
            Param("tau", 0.0, INF, lo_closed=False, key="tau", text="t/sqrt(V[p])",
                  unreached="tau in [1e-3, 1e3] and the atoms of the law")),
))


# ------------------------------------------------------------------------------ Fact B.5 at m up to 10^6


@st.composite
def _fb5_far_instances(draw: st.DrawFn) -> dict:
    """Normalised Gram G = (1 - c) I + c J on each of g equal blocks of size b = m/g, zero between blocks (c in [-1/m,
    1/m]: kappa = |c| <= 1/m, Fact B.5's hypothesis, drawn up to its edge kappa m = 1). The row norms drop out exactly
    (det(V V^T) = det(G) prod_i |v_i|^2), so none is drawn."""
    m = int(draw(with_edges(st.integers(1, 10**6), 1, 2, 3, 8, 10**6)))
    g = int(draw(st.sampled_from([1, 1, 2, 4])))
    g = g if m % g == 0 else 1
    sign = draw(st.sampled_from([1, -1]))
    u = float(draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.0, 0.5)))
    return {"m": m, "g": g, "c": sign * u / m, "d": m}


def _fb5_far_parts(inst: dict, exact: bool = False) -> dict:
    """log det G = g ((b - 1) log(1 - c) + log(1 + (b - 1) c)), b = m/g (the spectrum of (1 - c) I_b + c J_b)."""
    m, g = int(inst["m"]), int(inst["g"])
    b = m // g
    if exact:
        with mpmath.workdps(60):
            c = mpmath.mpf(inst["c"])
            kappa = abs(c) if b > 1 else mpmath.mpf(0)
            ld = g * ((b - 1) * mpmath.log(1 - c) + mpmath.log(1 + (b - 1) * c)) if b > 1 else mpmath.mpf(0)
            return {"root": mpmath.exp(ld / m), "kappa": kappa}
    c = float(inst["c"])
    kappa = abs(c) if b > 1 else 0.0
    ld = g * ((b - 1) * math.log1p(-c) + math.log1p((b - 1) * c)) if b > 1 else 0.0
    return {"root": math.exp(ld / m), "kappa": kappa, "log det G": ld, "kappa_le_1_over_m": 1.0 / m - kappa,
            "psd_min_eig": min(1 - c, 1 + (b - 1) * c), "block": b}


def _fb5_far_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = _fb5_far_parts(inst)
    return Measurement(p["root"], {"kappa": p["kappa"], "m": int(inst["m"])}, p)


def _fb5_far_exact(inst: dict) -> Measurement:
    p = _fb5_far_parts(inst, exact=True)
    return Measurement(p["root"], {"kappa": p["kappa"], "m": int(inst["m"])}, _fb5_far_parts(inst), exact=True)


CLAIMS.append(Claim(
    id="chenli.factB.5-m",
    catalog_id="chenli.factB.5",
    paper=PAPER,
    source=f"Fact B.5 (Gershgorin), Appendix B, {SEED_FILE} L3816-L3822",
    statement="For m in N let kappa <= 1/m. If |<v_i, v_j>|/(|v_i| |v_j|) <= kappa for all distinct i, j, then det(V "
              "V^T) >= (1 - kappa m)^m prod_i |v_i|^2. Checked as det(G)^{1/m} >= 1 - kappa m (G the normalised Gram "
              "matrix; an equivalent form) at m up to 10^6 (chenli.factB.5: m <= 6) on Gram matrices with a "
              "closed-form spectrum.",
    statement_tex=r"$$\det(\mathbf{V}\mathbf{V}^\top) \geq (1 - \kappa m)^m \prod_i \|v_i\|^2$$",
    kind="deterministic",
    comparison=">=",
    bound=B.factB_5_root,
    measure=_fb5_far_measure,
    exact=_fb5_far_exact,
    strategy=_fb5_far_instances,
    assumptions=(Assumption("kappa", "kappa <= 1/m (kappa = the instance's maximal coherence |c|)",
                            lambda q: q["kappa_le_1_over_m"]),
                 Assumption("gram", "G is a Gram matrix (PSD): 1 - c >= 0 and 1 + (b - 1) c >= 0 (implied by kappa "
                            "<= 1/m)", lambda q: q["psd_min_eig"])),
    expect="holds",
    mutants={"(1 - kappa)^m (m moved out of the radius)": B.factB_5_root_mut_one_minus_kappa,
             "kappa dropped (det >= prod |v_i|^2, Hadamard's inequality reversed)": B.factB_5_root_mut_no_kappa},
    notes=("V V^T = D^{1/2} G D^{1/2} with D = diag(|v_i|^2) and G block-diagonal with g blocks (1 - c) I + c J of size "
           "b = m/g, so det(V V^T) = det(G) prod_i |v_i|^2 exactly and the statement is det(G) >= (1 - kappa m)^m, "
           "compared as m-th roots (both sides >= 0): det(G)^{1/m} = exp(g ((b - 1) log(1 - c) + log(1 + (b - 1) "
           "c))/m) (float64 log1p; 60-digit re-check). kappa = |c| is the maximal coherence. Tight (= 1) at c = 0 "
           "(orthogonal rows), which kills the automatic 10 % mutant; (1 - kappa)^m dies at c = -1/m, m >= 3."),
    settings={"ci": {"max_examples": 80, "budget_s": 2.0}},
    domain=(Param("m", 1, INF, integer=True, key="m", text="m in N",
                  unreached="m <= 10^6 on equicorrelated blocks (closed-form spectra); general Gram shapes are "
                            "chenli.factB.5's at m <= 6"),
            Param("kappa", 0.0, 1.0, key="kappa", text="kappa <= 1/m (maximal coherence)",
                  unreached="kappa <= 1/m <= 1; kappa = 1 needs m = 1 (no pairs)")),
))


# ------------------------------------------------------------------------------ L1669: Hanson-Wright for Theta Theta^T
# Moments of a sum S of b Rademachers (exact polynomials in b).


def _rad_moments(b: int) -> tuple[int, int, int, int]:
    """E S^2, E S^4, E S^6, E S^8 for S a sum of b independent Rademachers."""
    return (b, 3 * b * b - 2 * b, 15 * b**3 - 30 * b * b + 16 * b, 105 * b**4 - 420 * b**3 + 588 * b * b - 272 * b)


def l1669_pz(B: int, b: int, theta: Fraction) -> tuple[Fraction, Fraction]:
    """Y = x^T Theta Theta^T x - ||Theta||_F^2 for Theta = blockdiag(+-J_b/b) (B blocks): Y = sum_k (S_k^2/b - 1), the
    S_k independent sums of b Rademachers. Returns (Var Y, the Paley-Zygmund lower bound of P[|Y| > theta sqrt(Var
    Y)]), theta in (0, 1): P[Y^2 > theta^2 E Y^2] >= (1 - theta^2)^2 (E Y^2)^2/E Y^4, E Y^4 = B mu4 + 3 B (B - 1) v^2
    (independent centred terms), v = E (S^2 - b)^2/b^2, mu4 = E (S^2 - b)^4/b^4. Exact rationals."""
    m2, m4, m6, m8 = _rad_moments(b)
    v = Fraction(m4 - 2 * b * m2 + b * b, b * b)
    mu4 = Fraction(m8 - 4 * b * m6 + 6 * b * b * m4 - 4 * b**3 * m2 + b**4, b**4)
    EY2 = B * v
    EY4 = B * mu4 + 3 * B * (B - 1) * v * v
    return EY2, (1 - theta * theta) ** 2 * EY2 * EY2 / EY4


@st.composite
def _l1669_instances(draw: st.DrawFn) -> dict:
    """Theta = blockdiag(s_k J_b/b), B blocks (B even, signs alternating: Tr Theta = 0), b in [2, 1e12]; t = theta
    sqrt(Var Y), theta in [0.05, 0.95] (the Paley-Zygmund range)."""
    B = 2 * int(draw(with_edges(st.floats(0.0, math.log2(5e3)).map(lambda x: round(2**x)), 1, 5000)))
    b = int(draw(with_edges(st.floats(1.0, 40.0).map(lambda x: round(2**x)), 2, 2**40)))
    th = float(draw(with_edges(st.floats(0.05, 0.95), 0.5, 0.05)))
    return {"B": B, "b": b, "theta": th, "d": B * b}


def _l1669_parts(inst: dict) -> dict:
    B, b = int(inst["B"]), int(inst["b"])
    th = Fraction(inst["theta"])
    EY2, pz = l1669_pz(B, b, th)
    t = float(th) * math.sqrt(float(EY2))
    return {"t": t, "P_lower (Paley-Zygmund)": float(pz), "op2": 1.0, "n4_entry": B / (b * b), "n4_schatten": float(B),
            "||Theta||_F^2": float(B), "r_Theta": float(B), "Tr Theta": 0.0,
            "log r_Theta - log d/4 ((8)'s upper end r_Theta <= d^{1/4})": math.log(B) - math.log(B * b) / 4}


def _l1669_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = _l1669_parts(inst)
    return Measurement(1.0 - math.log(p["P_lower (Paley-Zygmund)"]),
                       {"t": p["t"], "op2": 1.0, "n4_entry": p["n4_entry"], "n4_schatten": p["n4_schatten"]}, p)


def _l1669_exact(inst: dict) -> Measurement:
    B, b = int(inst["B"]), int(inst["b"])
    th = Fraction(inst["theta"])
    EY2, pz = l1669_pz(B, b, th)
    with mpmath.workdps(60):
        t = mpmath.mpf(th.numerator) / th.denominator * mpmath.sqrt(mpmath.mpf(EY2.numerator) / EY2.denominator)
        lhs = 1 - mpmath.log(mpmath.mpf(pz.numerator) / pz.denominator)
        return Measurement(lhs, {"t": t, "op2": mpmath.mpf(1), "n4_entry": mpmath.mpf(B) / (b * b),
                                 "n4_schatten": mpmath.mpf(B)}, _l1669_parts(inst), exact=True)


def _l1669_move(inst: dict, s: float) -> dict:
    """B = s (even), b = B^3 (so that r_Theta = B <= d^{1/4} = (B b)^{1/4}, (8)'s upper end)."""
    B = max(2, 2 * int(round(s / 2)))
    return {**inst, "B": B, "b": B**3, "d": B**4}


CLAIMS.append(Claim(
    id="chenli.display.lemma6.8-item4-hw",
    catalog_id="chenli.lemma6.8",
    paper=PAPER,
    source=f"Proof of Lemma 6.8 Item 4, Section 6.4.2, {SEED_FILE} L1667-L1669 (Theorem 3.1 L303-L305)",
    statement="For Item 4, by Theorem 3.1, for any t > 0: P[| ||x^T Theta_i||^2 - ||Theta_i||_F^2 | > t] <~ exp(-Omega("
              "t/||Theta_i||_op^2 ^ t^2/||Theta_i||_4^4)), ||Theta_i||_4 read as printed with no definition in the paper: "
              "the entrywise l4 norm (sum_jk (Theta_i)_jk^4)^{1/4}. Checked as a uniform shape (1 - log P >~ the exponent, "
              "the form of chenli.thm3.1); the Schatten-4 norm (||Theta_i Theta_i^T||_F^2 = ||Theta_i||_{S_4}^4) is a "
              "reading.",
    statement_tex=r"$$\mathbb{P}[|\|x^\top \Theta_i\|^2 - \|\Theta_i\|_F^2| > t] \lesssim \exp\left(-\Omega\left("
                  r"\frac{t}{\|\Theta_i\|_{\text{op}}^2} \wedge \frac{t^2}{\|\Theta_i\|_4^4}\right)\right).$$",
    kind="step",
    comparison=">=",
    bound=B.l1669_shape_entrywise,
    measure=_l1669_measure,
    exact=_l1669_exact,
    strategy=_l1669_instances,
    assumptions=(Assumption("b >= 2, B even", "blocks of width >= 2 (b = 1 makes Theta Theta^T = I, Y = 0) and Tr "
                            "Theta = 0 (Assumption 5)", lambda q: min(q["t"], 1.0 - abs(q["Tr Theta"]))),),
    constants="hidden", uniform=True,
    directions=(
        Direction("r_Theta = B -> inf with b = B^3 (d = B^4)", "B", INF, how="path", move=_l1669_move,
                  points=(4.0, 16.0, 64.0, 256.0, 1024.0, 4096.0, 16384.0, 65536.0),
                  reason="P[|Y| > theta sd(Y)] >= (1 - theta^2)^2/(3 + O(1/B)) (Paley-Zygmund) stays >= ~0.1 while "
                         "the printed exponent min(theta sqrt(Var Y), theta^2 Var Y b^2/B) ~ theta sqrt(2B) -> inf: "
                         "the ratio grows like sqrt(B); the Schatten reading's exponent min(theta sqrt(2B), 2 theta^2) "
                         "stays <= 2"),
        Direction("t (theta = t/sd(Y)), b", "theta", INF, how="search",
                  reason="theta in [0.05, 0.95] (Paley-Zygmund's range; beyond sd(Y) the tail is the regime of "
                         "chenli.thm3.1), b in [2, 2^40], B in [2, 10^4]"),
    ),
    expect="erratum as printed",
    evidence=("As printed, with ||Theta_i||_4 undefined in the paper and read literally as the entrywise l4 norm "
              "(the paper's subscripted ||.||_1, ||.||_2 are entrywise vector norms; its matrix norms are named op, "
              "F, tr): Theta = blockdiag(+-J_b/b) with B blocks (||Theta||_op = 1, ||Theta||_F^2 = B = r_Theta, Tr "
              "Theta = 0, columns of norm 1/sqrt(b) = ||Theta||_F/sqrt(d): Assumptions 3-5 with v = 1; b = B^3 puts "
              "r_Theta = d^{1/4}), Theta Theta^T = blockdiag(J_b/b), so ||x^T Theta||^2 - ||Theta||_F^2 = sum_k "
              "(S_k^2/b - 1) (S_k independent Rademacher sums of b terms), Var = 2B(b - 1)/b, while sum_jk Theta_jk^4 "
              "= B/b^2. At t = sd/2 Paley-Zygmund gives P >= (9/16)(Var)^2/E Y^4 -> 3/16 (exact rationals from the "
              "Rademacher moments; B = 65536, b = B^3: P >= 0.1875, 1 - log P <= 2.68) while the printed exponent is "
              "min(t, t^2 b^2/B) = t = sqrt(2B)/2 = 181: the ratio exponent/(1 - log P_lower) grows like sqrt(B) "
              "(0.42 at B = 4, 67.7 at B = 65536: x161), so no constants K, c give P <= K exp(-c exponent). The intended norm is the "
              "Schatten-4 (||Theta||_{S_4}^4 = ||Theta Theta^T||_F^2 = B here: exponent min(t, t^2/B) = 2 theta^2 <= "
              "2, bounded; it is Theorem 3.1 for M = Theta_i Theta_i^T, which is what the inventory's covering claim "
              "chenli.thm3.1 computes; the paper's own Section 5 writes this quantity as ||Theta_[1] Theta_[1]^T||_F^2, "
              "L670 and L692). Lemma 6.8 Item 4 itself is chenli.lemma6.8-item4 (erratum on another step, "
              "L1673). Second path: tests/test_chenli_r22_chenli.py::test_l1669_second_path (exact law of Y by "
              "convolution at small B, b and Monte Carlo at B = 256, own moments)." +
              " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
              "constant: b >= 2, B even (explicit); the path has r_Theta = B = d^{1/4} ((8) at constant 1, not "
              "encoded). Outcome (c) no unspecified constant in these hypotheses (explicit printed "
              "inequalities): with b = C^4 B^3 (d = B b, r_Theta = d^{1/4}/C) the exponent is still min(t, t^2 "
              "b^2/B) = t = sqrt(2B)/2 and Paley-Zygmund's P >= (9/16) Var^2/E Y^4 -> 3/16 as b, B grow (Y's "
              "law depends on b only through moments converging as b -> inf): the sqrt(B) divergence holds at "
              "every constant of (8)."),
    second_path="tests/test_chenli_r22_chenli.py::test_l1669_second_path",
    readings=(Reading("||Theta_i||_4 = Schatten-4 norm",
                      "||Theta_i||_4^4 = tr((Theta_i Theta_i^T)^2) = ||Theta_i Theta_i^T||_F^2: Theorem 3.1 for M = "
                      "Theta_i Theta_i^T, as the covering claim chenli.thm3.1 reads it", bound=B.l1669_shape_schatten),),
    no_correction_reason="the Schatten-4 reading is the correction and runs as the reading; Theorem 3.1 itself is "
                         "chenli.thm3.1 (holds)",
    mutants={"a stable-rank factor sqrt(||Theta Theta^T||_F^2/||Theta||_op^4) in the exponent (wrong along r_Theta)":
             lambda t, op2, n4_schatten, **_: min(t / op2, t * t / n4_schatten) * math.sqrt(n4_schatten) / op2},
    auto_mutant=False,
    notes=("lhs = 1 - log P_lower with P_lower the Paley-Zygmund lower bound of P[|Y| > t] at t = theta sd(Y) (exact "
           "rationals from E S^2..E S^8 of a Rademacher sum; 60-digit logs in the re-check): lhs is an upper bound of "
           "the true 1 - log P, so a ratio exponent/lhs that grows is a certified divergence of the true one. "
           "Section 4's other scales are not granted or needed: the display is Theorem 3.1 applied to one matrix, "
           "'for any t > 0'."),
    settings={"ci": {"max_examples": 20, "budget_s": 1.5, "path_starts": 1}},
    domain=(Param("B", 2, INF, integer=True, key="B", text="r_Theta = B >= 2 blocks (B even: Tr Theta = 0)",
                  unreached="B in [2, 10^4] drawn, the path to 65536"),
            Param("theta", 0.0, INF, lo_closed=False, key="theta", text="t/sd(Y), any t > 0",
                  unreached="theta in [0.05, 0.95]: Paley-Zygmund's range; larger t is chenli.thm3.1's regime")),
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-22 audits
CLAIMS = cite_audits(CLAIMS, {
    'chenli.display.lemma6.8-item4-hw': 'auditor L: confirmed as printed',
    'chenli.lemma3.2-d': 'auditor A: confirmed as printed',
}, 'docs/audits/round22/chenli.md')
