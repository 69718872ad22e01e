"""Appendix F (technical lemmas): Lemma 12 (sphere moments), Lemma 13 (hypercontractivity), Lemma 14
(anti-concentration), Lemmas 15 and 16 (Hermite polynomials, App. F.1)."""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.factrecall import sec3_6_main as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.checks.stats import Binomial, clopper_pearson
from thmcheck.checks.strategies import SEEDS, log_uniform
from thmcheck.models import hermite as H
from thmcheck.models.factrecall import sec6_appE_info as info
from thmcheck.models.factrecall.appF_lemma14 import MixedPoly, power_mean_exact

# ---------------------------------------------------------------------------------- Lemma 14 (L1697-L1729)

_L14_EDGE = 1.0 + 1e-9  # multiplies the mean so the (printed) hypothesis holds strictly despite rounding
_L14_SAMPLES = 100_000  # Monte Carlo draws of a mixed polynomial (Clopper-Pearson interval, Binomial stat)


def _lemma14_L(draw: st.DrawFn) -> float:
    """L = log(1/delta*) of the corrected threshold: 1 (the edge delta = 1/e) and 4 as atoms, [1, 25], and a share
    below 1 (down to 1e-4), where the printed threshold delta* comes within 1e-3 of 1 (its upper end)."""
    return draw(st.one_of(st.just(1.0), st.just(4.0), st.floats(1.0, 25.0), st.floats(2.0, 25.0), log_uniform(1e-4, 1.0)))


def _lemma14_mixed(draw: st.DrawFn, rng: np.random.Generator) -> dict:
    """A mixed polynomial (thmcheck.models.factrecall.appF_lemma14.MixedPoly) on several spheres and Gaussians: stars of inner
    products <u_c, u_l> (shared centre sphere), sphere coordinates, Gaussian coordinates; 1-4 monomials of total
    degree <= 8, random or one-sided atoms (a single monomial such as -<u,v>^2, -g1 g2, -<u,v> g)."""
    stars = [draw(st.integers(1, 3)) for _ in range(draw(st.integers(0, 2)))]
    ncoord, ngauss = draw(st.integers(0, 2)), draw(st.integers(0, 3))
    if not stars and not ncoord and not ngauss:
        ngauss = 1
    kinds = ("inner",) * sum(stars) + ("coord",) * ncoord + ("gauss",) * ngauss
    k_spheres = sum(1 + r for r in stars) + ncoord
    d = draw(st.one_of(st.integers(1, 8), st.integers(1, 2000))) if k_spheres else 1
    nv = len(kinds)
    pmax = draw(st.integers(1, 8))
    exps = []
    for _ in range(draw(st.integers(1, 4))):
        ex = [0] * nv
        for _ in range(draw(st.integers(1, 3))):
            v = int(rng.integers(0, nv))
            deg = sum((2 if kinds[i] == "inner" else 1) * ex[i] for i in range(nv))
            w = 2 if kinds[v] == "inner" else 1
            if deg + w <= pmax:
                ex[v] += 1 + int(rng.integers(0, max(1, (pmax - deg) // w)))
        while sum((2 if kinds[i] == "inner" else 1) * ex[i] for i in range(nv)) > pmax:
            ex[int(np.argmax(ex))] -= 1
        if any(ex):
            exps.append(tuple(ex))
    if not exps:
        exps = [tuple(1 if i == 0 else 0 for i in range(nv))]
    coefs = rng.standard_normal(len(exps))
    if draw(st.booleans()):  # a one-sided atom: a single monomial, negative
        exps, coefs = exps[:1], -np.abs(coefs[:1])
    return {"kinds": ",".join(kinds), "d": d, "exps": np.asarray(exps, dtype=np.int64),
            "coefs": np.asarray(coefs, dtype=float), "k": k_spheres, "m": ngauss}


def _mixed_poly(inst: dict) -> MixedPoly:
    return MixedPoly(tuple(inst["kinds"].split(",")), int(inst["d"]), tuple(float(c) for c in inst["coefs"]),
                     tuple(tuple(int(e) for e in row) for row in inst["exps"]), float(inst["c"]))


@st.composite
def _lemma14_instances(draw: st.DrawFn) -> dict:
    """f = c + g with g: a polynomial of degree <= 16 in one Gaussian (Hermite coefficients); a polynomial in one
    sphere coordinate u_1 (degree p on S^{d-1}) or in one inner product <u, v> of two spheres (the same law,
    degree 2p on (S^{d-1})^2), d up to 1e4; a centred chi-square form a sum_{i<=m} (g_i^2 - 1), m up to 300; or a
    mixed polynomial over several spheres and Gaussians (products, shared spheres, sphere x Gaussian). The shift c
    is set so that L := log(1/delta) for the *corrected* threshold, ((E f)^2/(2^p e Var f))^{1/p}, is a drawn
    value (edge 1 included); the printed threshold is then exp(-L e^{2/p})."""
    family = draw(st.sampled_from(["gauss", "sphere", "chi2", "mixed"]))
    p = draw(st.one_of(st.integers(1, 4), st.integers(1, 16)))
    L = _lemma14_L(draw)
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    shape = draw(st.sampled_from(["top", "all", "one_sided"]))
    sign = draw(st.sampled_from([1.0, -1.0]))
    inst: dict = {"p": p, "family": family, "L": L, "seed": seed, "shape": shape, "k": 0, "m": 0}
    if family == "mixed":
        inst.update(_lemma14_mixed(draw, rng))
        poly = _mixed_poly({**inst, "c": 0.0})
        inst["p"] = p = poly.degree
        mean0, var = (float(x) for x in poly.mean_var_exact())
        if var <= 0:
            inst["coefs"] = inst["coefs"] * 0 + 1.0
            inst["exps"] = np.eye(1, len(poly.kinds), dtype=np.int64)
            poly = _mixed_poly({**inst, "c": 0.0})
            inst["p"] = p = poly.degree
            mean0, var = (float(x) for x in poly.mean_var_exact())
        inst["c"] = math.sqrt(2**p * math.e * L**p * var) * _L14_EDGE - mean0
        inst["n"] = _L14_SAMPLES
        return inst
    if family == "chi2":
        m = draw(st.one_of(st.integers(1, 4), st.integers(1, 300)))
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
        inst.update(coef=coef, d=0, m=1)
    else:
        inner = draw(st.booleans())  # a polynomial in <u, v> (two spheres): total degree 2p
        pc = 2 * p if inner else p
        d = draw(st.one_of(st.integers(2, 8), st.integers(2, 500), st.integers(2, 10**4)))  # d = 1: mixed family
        mean0, var = H.sphere_poly_mean_var(coef, d)
        coef[0] = math.sqrt(2**pc * math.e * L**pc * var) * _L14_EDGE - mean0
        inst.update(coef=coef, d=d, p=pc, k=2 if inner else 1, inner=inner)
    return inst


def _lemma14_quantities(p: int, mean: object, var: object) -> dict:
    return {"p": p, "mean_f": mean, "var_f": var}


def _lemma14_terms(inst: dict, mean: float, var: float) -> dict:
    printed = float(B.lemma14(inst["p"], float(mean), float(var)))
    return {"degree": inst["p"], "delta_printed": printed, "spheres_k": inst.get("k", 0),
            "gaussians_m": inst.get("m", 0), "sphere_dim_d": inst.get("d", 0) if inst.get("k", 0) else None,
            "hyp_printed_at_delta_star": 1.0}


def _lemma14_mixed_measure(inst: dict) -> Measurement:
    poly = _mixed_poly(inst)
    mean, var = poly.mean_var_exact()
    hits, n = poly.sample_prob_nonpos(int(inst["n"]), int(inst["seed"]))
    lo, hi = clopper_pearson(hits, n, 0.999)
    return Measurement(hits / n, _lemma14_quantities(inst["p"], float(mean), float(var)),
                       {**_lemma14_terms(inst, float(mean), float(var)), "mc_hits": hits, "mc_samples": n},
                       lhs_interval=(lo, hi), stat=Binomial(hits, n))


def _lemma14_measure(inst: dict, ctx: Ctx) -> Measurement:
    fam, p = inst["family"], inst["p"]
    if fam == "mixed":
        return _lemma14_mixed_measure(inst)
    if fam == "gauss":
        coef = inst["coef"]
        mean, var = float(coef[0]), float((coef[1:] ** 2).sum())
        lhs = H.gaussian_poly_prob_nonpos(coef)
    elif fam == "sphere":  # moments of the non-constant part (no cancellation against a large constant)
        centred = np.r_[0.0, np.asarray(inst["coef"], dtype=float)[1:]]
        mean, var = H.sphere_poly_mean_var(centred, inst["d"])
        mean += float(inst["coef"][0])
        lhs = H.sphere_poly_prob_nonpos(inst["coef"], inst["d"])
    else:
        from scipy.stats import chi2

        m, a, c = inst["m"], inst["a"], inst["c"]
        mean, var = c, 2.0 * m * a * a
        thr = m - c / a  # f <= 0  <=>  a (X - m) <= -c
        lhs = float(chi2.cdf(thr, m)) if a > 0 else float(chi2.sf(thr, m))
    return Measurement(lhs, _lemma14_quantities(p, mean, var), _lemma14_terms(inst, mean, var))


def _lemma14_exact(inst: dict) -> Measurement:
    fam, p = inst["family"], inst["p"]
    if fam == "mixed":  # exact moments; P(f <= 0) stays a Monte Carlo estimate with its interval
        return _lemma14_mixed_measure(inst)
    with mpmath.workdps(60):
        if fam == "gauss":
            coef = [mpmath.mpf(float(x)) for x in inst["coef"]]
            mean, var = coef[0], mpmath.fsum(x * x for x in coef[1:])
            lhs = H.gaussian_poly_prob_nonpos_mp(inst["coef"])
        elif fam == "sphere":
            mean, var = H.sphere_poly_mean_var_mp(np.r_[0.0, np.asarray(inst["coef"], dtype=float)[1:]], inst["d"])
            mean += mpmath.mpf(float(inst["coef"][0]))
            lhs = H.sphere_poly_prob_nonpos_mp(inst["coef"], inst["d"])
        else:
            m, a, c = inst["m"], mpmath.mpf(inst["a"]), mpmath.mpf(inst["c"])
            mean, var = c, 2 * m * a * a
            thr = m - c / a
            cdf = mpmath.gammainc(mpmath.mpf(m) / 2, 0, max(thr, 0) / 2, regularized=True) if thr > 0 else 0
            lhs = cdf if a > 0 else 1 - cdf
    return Measurement(lhs, _lemma14_quantities(p, mean, var), _lemma14_terms(inst, float(mean), float(var)))


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
    source=f"Lemma 14 (anti-concentration), Appendix F, {SEED_FILE} L1697-L1729 (the hypothesis display: L1701)",
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
    domain=(Param("p", 0, INF, integer=True, key="degree", text="total degree at most p (p >= 0, no upper limit)",
                  unreached=("p = 0 (f constant: Var f = 0, P(f <= 0) = 0 when E f > 0, nothing to check) is not "
                             "drawn; degrees above 32 (16 in one variable, doubled for <u, v>) are not drawn: the exact CDF needs the real roots of f, "
                             "ill-conditioned in float64 beyond ~20, and the measured ratio P/delta* falls fast "
                             "with p (worst at p = 2)")),
            Param("k", 0, INF, integer=True, key="spheres_k", text="f on (S^{d-1})^k x R^m, k >= 0 spheres",
                  unreached=("at most 8 spheres: a polynomial of degree p involves at most p inner products "
                             "(2 spheres each) or p coordinates, so with p <= 8 more spheres add nothing")),
            Param("m", 0, INF, integer=True, key="gaussians_m", text="m >= 0 Gaussian coordinates"),
            Param("d", 1, INF, integer=True, key="sphere_dim_d", text="S^{d-1}, d >= 1"),
            Param("delta", 0, 1, lo_closed=False, hi_closed=False, key="delta_printed",
                  text="delta in (0, 1) (log(1/delta) > 0); encoded as the smallest delta meeting the hypothesis")),
    expect="erratum",
    second_path="tests/test_factrecall_errata.py::test_lemma14_printed_constant",
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
    notes=("P(f <= 0) is exact (real roots of f and the Gaussian / Beta / chi-square CDF, 60 digits on re-check) "
           "for a polynomial of one Gaussian, of one sphere coordinate or of one inner product <u, v> (degree 2p "
           "on (S^{d-1})^2), and for a chi-square form; for mixed polynomials over several spheres and Gaussians "
           "(thmcheck.models.factrecall.appF_lemma14: stars of inner products <u_c, u_l> sharing a sphere, sphere coordinates, "
           "Gaussian coordinates, products such as <u,v><u,w>, <u,v>^2 g, g1 g2) the moments are exact rationals "
           "and P(f <= 0) is a 1e5-draw Monte Carlo estimate with its Clopper-Pearson interval (Binomial stat). "
           "The corrected bound (Markov + hypercontractivity) is loose: over these families P/delta* is at most "
           "0.047, attained by f = c - (g^2 - 1) at L = log(1/delta*) = 1 (chi-square with one degree of freedom, "
           "an atom of the strategy; a scan of quadratics c + a(g^2 - 1) + b g gives the same maximum, p = 1 gives "
           "0.027 and degrees >= 3 less than 0.012), so the automatic mutant moves delta* by 98 % (to 0.02 "
           "delta*) instead of 10 %; it is killed at that atom. No second reading: the log is natural (q = 2 "
           "log(1/delta) is a moment order) and e^{-1} is printed in both displays (L1699, L1725)."),
    settings={"ci": {"max_examples": 150, "budget_s": 8.0}},
)


# ------------------------------------------------------------------------- Lemma 12 (L1682-L1685), exact


@st.composite
def _lemma12_instances(draw: st.DrawFn) -> dict:
    return {"d": draw(st.one_of(st.integers(1, 8), st.integers(1, 10**6))),
            "p": draw(st.one_of(st.integers(1, 12), st.integers(1, 120)))}  # (2p)^p < 1e300 (float range) for p <= 120


def _lemma12_exact(inst: dict) -> Measurement:
    d, p = inst["d"], inst["p"]
    lhs = Fraction(1)
    for j in range(p):  # <u,v>^2 ~ Beta(1/2, (d-1)/2): E<u,v>^{2p} = prod_{j<p} (2j+1)/(d+2j)
        lhs *= Fraction(2 * j + 1, d + 2 * j)
    return Measurement(lhs, {"d": d, "p": p}, exact=True)


def _lemma12_measure(inst: dict, ctx: Ctx) -> Measurement:
    m = _lemma12_exact(inst)
    return Measurement(float(m.lhs), m.quantities)


LEMMA12 = Claim(
    id="factrecall.lemma12", paper=PAPER,
    source=f"Lemma 12, Appendix F, {SEED_FILE} L1682-L1686",
    statement="Let u, v be drawn uniformly over the d-dimensional sphere of radius 1. Then E<u,v>^{2p} <= (2p)^p d^{-p}.",
    kind="deterministic", comparison="<=", bound=B.lemma12, measure=_lemma12_measure, exact=_lemma12_exact,
    strategy=_lemma12_instances,
    domain=(Param("d", 1, INF, integer=True, text="u, v uniform on the d-dimensional unit sphere, d >= 1"),
            Param("p", 1, INF, integer=True, text="moment order 2p, p >= 1 integer")),
    favourable=0.55,
    mutants={"wrong exponent d^{-(p+1)}": lambda d, p: Fraction(2 * p) ** p / Fraction(d) ** (p + 1),
             "(2p)^{p/2} for (2p)^p": lambda d, p: float(2 * p) ** (p / 2) / float(d) ** p},
    notes=("The moment is exact (Beta law of <u,v>^2), compared in rationals. The bound is never tight to 10 %: "
           "the ratio is prod_{j<p} (2j+1) d/((2p)(d+2j)) <= 1/2, with 1/2 reached at p = 1 for every d, so the "
           "automatic mutant moves the constant by 55 % (it is killed at p = 1)."),
    settings={"ci": {"max_examples": 60, "budget_s": 2.0}},
)


# ----------------------------------------------------------------- Lemmas 15 and 16 (Appendix F.1)


@st.composite
def _lemma15_instances(draw: st.DrawFn) -> dict:
    d, k = draw(st.one_of(st.integers(1, 40), st.integers(1, 1000))), draw(st.one_of(st.integers(0, 10), st.integers(0, 40)))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    u = rng.standard_normal(d)
    mode = draw(st.sampled_from(["random", "near_parallel", "antiparallel", "orthogonal"]))
    if mode == "random" or d == 1:
        w = rng.standard_normal(d)
    else:
        t = draw(st.floats(0.0, 0.3))
        w = (1 if mode == "near_parallel" else -1) * u + t * rng.standard_normal(d)
        if mode == "orthogonal":
            w = rng.standard_normal(d)
            w -= (w @ u) / (u @ u) * u
            w += t * u
    u, w = u / np.linalg.norm(u), w / np.linalg.norm(w)
    return {"d": d, "k": k, "u": u, "w": w, "mode": mode, "seed": seed}


def _lemma15_measure(inst: dict, ctx: Ctx) -> Measurement:
    from thmcheck.models.factrecall.appF1_hermite import mehler_quadrature

    u, w = inst["u"], inst["w"]
    return Measurement(mehler_quadrature(u, w, inst["k"]), {"rho": float(u @ w), "k": inst["k"]})


def _lemma15_exact(inst: dict) -> Measurement:
    from thmcheck.models.factrecall.appF1_hermite import mehler_exact

    rho = Fraction(float(inst["u"] @ inst["w"]))
    return Measurement(mehler_exact(rho, inst["k"]), {"rho": rho, "k": inst["k"]}, exact=True)


LEMMA15 = Claim(
    id="factrecall.lemma15", paper=PAPER,
    source=f"Lemma 15, Appendix F.1, {SEED_FILE} L1739-L1743 (h_k orthonormal, L1733-L1735)",
    statement="|u| = |w| = 1, x ~ N(0, I_d): E_x[h_k(<u,x>) h_k(<w,x>)] = <u,w>^k (h_k orthonormal Hermite).",
    kind="deterministic", comparison="==", bound=B.lemma15, measure=_lemma15_measure, exact=_lemma15_exact,
    strategy=_lemma15_instances, rtol=1e-9, atol=1e-12,
    domain=(Param("d", 1, INF, integer=True, text="x ~ N(0, I_d), d >= 1"),
            Param("k", 0, INF, integer=True, text="Hermite degree k >= 0",
                  unreached="k > 40 not drawn here: the exact path expands h_k(a) h_k(b) in monomials with rational Gaussian moments (cost ~ k^4); k in [41, 200] is factrecall.lemma15.large-k (exact integer arithmetic, O(k^2))"),
            Param("rho", -1, 1, text="|u| = |w| = 1, rho = <u, w> in [-1, 1]")),
    mutants={"unnormalised He_k (k! rho^k)": lambda rho, k: math.factorial(k) * rho**k,
             "|rho|^k": lambda rho, k: abs(rho) ** k,
             "rho^(k+1)": lambda rho, k: rho ** (k + 1)},
    notes=("Float: tensor Gauss-Hermite quadrature on (<u,x>, <w,x>) = (g1, rho g1 + s g2), exact for these "
           "degrees. Exact: the monomial expansion with Gaussian moments in rationals (s^2 = 1 - rho^2; odd "
           "powers of s vanish), compared with rho^k exactly."),
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
)


@st.composite
def _lemma16_instances(draw: st.DrawFn) -> dict:
    d, k = draw(st.integers(1, 4)), draw(st.integers(0, 4))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    w = rng.standard_normal(d)
    x = rng.standard_normal(d) * draw(st.sampled_from([0.3, 1.0, 3.0]))
    return {"d": d, "k": k, "w": w / np.linalg.norm(w), "x": x, "seed": seed}


def _lemma16_measure(inst: dict, ctx: Ctx) -> Measurement:
    import torch

    from thmcheck.models.factrecall.appF1_hermite import hermite_tensor_autograd

    x = torch.as_tensor(inst["x"], dtype=torch.float64)
    w = torch.as_tensor(inst["w"], dtype=torch.float64)
    c = hermite_tensor_autograd(x, inst["k"])
    for _ in range(inst["k"]):
        c = c @ w
    return Measurement(float(c), {"t": float(w @ x), "k": inst["k"]})


def _lemma16_exact(inst: dict) -> Measurement:
    from thmcheck.models.factrecall.appF1_hermite import hermite_tensor_contract_mp

    with mpmath.workdps(60):
        val = hermite_tensor_contract_mp(inst["x"], inst["w"], inst["k"])
        ws = [mpmath.mpf(float(v)) for v in inst["w"]]
        nw = mpmath.sqrt(mpmath.fsum(a * a for a in ws))
        t = mpmath.fsum(a / nw * mpmath.mpf(float(b)) for a, b in zip(ws, inst["x"], strict=True))
    return Measurement(val, {"t": t, "k": inst["k"]}, exact=True)


def _lemma16_sign_mutant(t: float, k: int) -> float:
    """Definition 1 without its (-1)^k."""
    return (-1) ** k * B.lemma16a_corrected(t, k)


LEMMA16 = Claim(
    id="factrecall.lemma16", paper=PAPER,
    source=f"Lemma 16 (a), Definition 1, Appendix F.1, {SEED_FILE} L1745-L1760",
    statement=("Definition 1: He_k(x) = (-1)^k nabla^k mu_d(x)/mu_d(x), mu_d the standard Gaussian density. "
               "Lemma 16 (Connection to Hermite polynomials): if |w| = 1 then h_k(<w,x>) = <He_k(x), w^{(x)k}>, "
               "h_k the orthonormal Hermite polynomials of F.1. Checked: <He_k(x), w^{(x)k}> (tensor by nested "
               "autograd of mu_d) against h_k(<w,x>)."),
    kind="deterministic", comparison="==", bound=B.lemma16a, measure=_lemma16_measure, exact=_lemma16_exact,
    strategy=_lemma16_instances, rtol=1e-9, atol=1e-12,
    domain=(Param("d", 1, INF, integer=True, text="x in R^d, d >= 1",
                  unreached="d > 4 not drawn: He_k(x) is the d^k-entry tensor of nested autograd derivatives of mu_d; the erratum holds at d = 1 already"),
            Param("k", 0, INF, integer=True, text="k >= 0", unreached="k > 4: as for d (d^k entries)")),
    expect="erratum",
    second_path="tests/test_factrecall_errata.py::test_lemma16_definition1_not_normalised",
    evidence=("Normalisation slip: Definition 1's tensor is not normalised, so <He_k(x), w^{(x)k}> = He_k(<w,x>), "
              "the monic (probabilists') Hermite polynomial = sqrt(k!) h_k(<w,x>), not h_k. E.g. d = 1, k = 2, "
              "w = 1, x = 0: He_2 = x^2 - 1 = -1 while h_2(0) = -1/sqrt 2 (mpmath, 60 digits). Two paths agree "
              "(nested autograd of the density; closed form by pairings). The same slip makes the sentence before "
              "Def. 1 ('orthonormal basis of Hermite tensors') false for k >= 2: E<He_k, w^{(x)k}>^2 = k!. "
              "Harmless for the paper's use (constants), but the identity as printed fails for every k >= 2."),
    corrected=B.lemma16a_corrected,
    mutants={"as printed (h_k, orthonormal)": B.lemma16a,
             "without (-1)^k": _lemma16_sign_mutant,
             "k! instead of sqrt(k!)": lambda t, k: B.lemma16a_corrected(t, k) * mpmath.sqrt(math.factorial(k))
             if isinstance(t, mpmath.mpf) else B.lemma16a_corrected(t, k) * math.sqrt(math.factorial(k))},
    notes=("d <= 4, k <= 4 (d^k tensor entries by autograd). Part (b) (Stein's lemma) is cut off in the seed "
           "file (it ends inside the bullet) and is not checked."),
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
)


# ------------------------------------------------------------------------- Lemma 13 (L1687-L1695), exact


@st.composite
def _lemma13_instances(draw: st.DrawFn) -> dict:
    """One Gaussian coordinate, or one coordinate of the uniform sphere S^{d-1} (k = 1, m = 0 / k = 0, m = 1);
    f of degree deg <= p: a constant (tight at p = 0), t^deg, or random integer coefficients."""
    p = draw(st.integers(0, 6))
    deg = draw(st.integers(0, p))
    mode = draw(st.sampled_from(["monomial", "constant", "random"]))
    rng = np.random.default_rng(draw(SEEDS))
    if mode == "constant" or deg == 0:
        coeffs = [int(rng.integers(1, 4))]
    elif mode == "monomial":
        coeffs = [0] * deg + [1]
    else:
        coeffs = [int(x) for x in rng.integers(-3, 4, deg + 1)]
        coeffs[-1] = coeffs[-1] or 1
    domain = draw(st.sampled_from(["gauss", "sphere", "mixed"]))
    q = draw(st.sampled_from([4, 6, 8]))
    if domain == "mixed":  # several spheres and Gaussians (products, shared spheres, sphere x Gaussian)
        inst = _lemma14_mixed(draw, rng)
        inst["coefs"] = np.round(inst["coefs"] * 4) / 4  # dyadic coefficients: exact in rationals
        inst["coefs"][inst["coefs"] == 0] = 0.25
        poly = _mixed_poly({**inst, "c": 0.0})
        return {**inst, "p": poly.degree + draw(st.sampled_from([0, 0, 1])), "q": q, "domain": "mixed",
                "c": float(draw(st.sampled_from([0, 0, 1, -1]))), "mode": mode, "coeffs": [0]}
    return {"p": p, "q": q, "coeffs": coeffs, "domain": domain,
            "d": draw(st.integers(1, 30)) if domain == "sphere" else 1, "mode": mode,
            "k": 1 if domain == "sphere" else 0, "m": 1 if domain == "gauss" else 0}


@st.composite
def _lemma13_literal_instances(draw: st.DrawFn) -> dict:
    """As printed, Lemma 13 puts no range on q: besides the instances of q in {4, 6, 8}, q is drawn over [1, 2)
    (where an L^q norm is defined and (q-1)^{p/2} < 1) for one Gaussian coordinate."""
    inst = draw(_lemma13_instances())
    if draw(st.booleans()):
        return inst
    p = max(1, inst["p"])
    deg = draw(st.integers(1, p))
    coeffs = [0] * deg + [1] if draw(st.booleans()) else [draw(st.integers(-3, 3)) for _ in range(deg)] + [1]
    return {"p": p, "q": draw(st.one_of(st.just(1.5), st.floats(1.0, 2.0, exclude_max=True))), "coeffs": coeffs,
            "domain": "gauss", "d": 1, "mode": "low-q", "k": 0, "m": 1}


def _gauss_abs_moment(coeffs: list[int], q: float) -> mpmath.mpf:
    """E|f(g)|^q for g ~ N(0, 1) and f = sum_j coeffs[j] t^j, by mpmath quadrature split at f's real roots."""
    roots = sorted(float(r.real) for r in np.roots(list(reversed(coeffs))) if abs(r.imag) < 1e-12)
    desc = [mpmath.mpf(c) for c in reversed(coeffs)]
    return mpmath.quad(lambda x: abs(mpmath.polyval(desc, x)) ** q * mpmath.npdf(x), [-mpmath.inf, *roots,
                                                                                           mpmath.inf])


def _lemma13_exact(inst: dict) -> Measurement:
    q, dom, d = inst["q"], inst["domain"], inst["d"]
    if q not in (4, 6, 8):  # q over [1, 2): quadrature (30 digits), one Gaussian coordinate
        with mpmath.workdps(30):
            eq, e2 = _gauss_abs_moment(inst["coeffs"], q), _gauss_abs_moment(inst["coeffs"], 2)
            lhs = eq ** (1 / mpmath.mpf(q)) / mpmath.sqrt(e2)
        return Measurement(lhs, {"q": q, "p": inst["p"]}, {"E_fq": eq, "E_f2": e2, "spheres_k": 0, "gaussians_m": 1,
                                                           "sphere_dim_d": None})
    with mpmath.workdps(60):
        if dom == "mixed":
            poly = _mixed_poly(inst)
            eq, e2 = power_mean_exact(poly, q), power_mean_exact(poly, 2)
        else:
            eq = info.poly_power_mean(inst["coeffs"], q, dom, d)
            e2 = info.poly_power_mean(inst["coeffs"], 2, dom, d)
        lhs = mpmath.root(mpmath.mpf(eq.numerator) / eq.denominator, q) / mpmath.sqrt(
            mpmath.mpf(e2.numerator) / e2.denominator)
    return Measurement(lhs, {"q": q, "p": inst["p"]}, {"E_fq": eq, "E_f2": e2, "spheres_k": inst.get("k", 0),
                                                       "gaussians_m": inst.get("m", 0),
                                                       "sphere_dim_d": inst["d"] if inst.get("k", 0) else None},
                       exact=True)


def _lemma13_measure(inst: dict, ctx: Ctx) -> Measurement:
    m = _lemma13_exact(inst)
    return Measurement(float(m.lhs), m.quantities, {k: None if v is None else float(v) for k, v in m.terms.items()})


LEMMA13 = Claim(
    id="factrecall.lemma13", paper=PAPER,
    source=f"Lemma 13, Appendix F, {SEED_FILE} L1687-L1693",
    statement=("f: (S^{d-1})^k x R^m -> R a polynomial of total degree at most p: ||f||_{L^q(nu_d^k x mu_m)} <= "
               "(q-1)^{p/2} ||f||_{L^2} (no range of q printed). Checked for one Gaussian coordinate, a polynomial "
               "f(x_1) of x uniform on S^{d-1}, and mixed polynomials over several spheres and Gaussians (stars of "
               "inner products <u_c, u_l>, sphere coordinates, Gaussian coordinates: "
               "thmcheck.models.factrecall.appF_lemma14), q in {4, 6, 8} with exact moments in rationals, and q in "
               "[1, 2) for one Gaussian coordinate by quadrature."),
    kind="deterministic", comparison="<=", bound=B.lemma13, measure=_lemma13_measure, exact=_lemma13_exact,
    strategy=_lemma13_literal_instances,
    readings=(Reading("q >= 2", "the range of q of the hypercontractive inequality as usually stated (Beckner), and "
                      "the range the proof of Lemma 14 needs (q = 2 log(1/delta) >= 2 for delta <= 1/e)",
                      strategy=_lemma13_instances,
                      domain=(Param("q", 2, INF, text="q >= 2", unreached="q in {4, 6, 8} (even q: E f^q exact); q = "
                                    "2 is equality (trivial); q > 8 not drawn (degree pq)"),)),),
    expect="erratum as printed",
    evidence=("As printed (no range of q) the inequality fails for q in [1, 2): for p = 1 and f = g ~ N(0, 1), "
              "||g||_q = (2^{q/2} Gamma((q+1)/2)/sqrt(pi))^{1/q} while (q-1)^{1/2} -> 0 as q -> 1 (at q = 1.5: "
              "0.9044 > 0.7071; at q = 1: sqrt(2/pi) > 0). Under the reading q >= 2 (the hypercontractive range) "
              "no counterexample. Re-derived independently from the paper by an auditor's own script (docs/audits/round6/factrecall.md): confirmed as printed. "),
    second_path="tests/test_factrecall_lemma13_literal.py::test_gaussian_norm_below_q_2_exceeds_the_bound",
    no_correction_reason="the correction is a range of q, not a bound: the reading 'q >= 2' is that range",
    domain=(Param("p", 0, INF, integer=True, text="total degree at most p, p >= 0", unreached="p > 9 not drawn: exact moments of f^q, degree pq <= 72"),
            Param("q", 1, INF, text="q >= 1 (an L^q norm; no range printed)",
                  unreached="q in [1, 2) by quadrature (one Gaussian coordinate) and q in {4, 6, 8} (even q: E f^q "
                            "exact); q = 2 is equality (trivial); q > 8 not drawn (degree pq)"),
            Param("d", 1, INF, integer=True, key="sphere_dim_d", text="S^(d-1), d >= 1"),
            Param("k", 0, INF, integer=True, key="spheres_k", text="f on (S^(d-1))^k x R^m, k >= 0 spheres",
                  unreached="at most 8 spheres: a polynomial of degree p <= 8 involves at most 8 sphere variables"),
            Param("m", 0, INF, integer=True, key="gaussians_m", text="m >= 0 Gaussian coordinates",
                  unreached="at most 3 Gaussian coordinates in a mixed polynomial (exact moments of f^q expand "
                            "C(q + #monomials, #monomials) terms)")),
    mutants={"(q-1)^{p/4}": lambda q, p: (q - 1) ** (p / 4),
             "(q-1)^{(p-1)/2}": lambda q, p: (q - 1) ** ((p - 1) / 2)},
    notes=("Exact: E f^q from the Gaussian moments (n-1)!! and the Beta law of a sphere coordinate, E t^{2k} = "
           "prod_{j<k} (2j+1)/(d+2j); the ratio is a q-th root of a rational, compared at 60 digits. Tight at "
           "p = 0 (constants), so the automatic 10 % mutant is killed there. Products of several spheres and "
           "Gaussians (k + m >= 2) are not drawn."),
    settings={"ci": {"max_examples": 80, "budget_s": 2.0}},
)


CLAIMS = [LEMMA14, LEMMA12, LEMMA15, LEMMA16, LEMMA13]
