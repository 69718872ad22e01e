"""thesis (Chapters 5-7, Appendices D-F): claims of Hongkang Li's PhD thesis (RPI, 2024).

Catalog: ``shared/claims/thesis_ch5-7.md``; thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``.
Chapter 5: three-layer GCN with graph topology sampling (``models.gcn_sampling``); Chapter 6: one-layer
transformer for in-context learning (``models.icl``); Chapter 7: attention-only transformer for
chain-of-thought (``models.cot``). Bounds in ``bounds.thesis_ch5_7``. Chapters 2-4 live in other modules.
"""

from __future__ import annotations

import dataclasses
import math
from fractions import Fraction
from functools import lru_cache

import mpmath
import numpy as np
import torch
from hypothesis import strategies as st

from bounds import thesis_ch5_7 as B
from bounds.num import exp as nexp
from checks.claim import Assumption, BatchMeasurement, Claim, Ctx, Measurement, Reading, uncertified
from checks.domain import Param
from checks.profiles import active_profile
from checks.stats import Binomial, clopper_pearson, fit_exponent
from checks.strategies import SEEDS, log_uniform
from models import cot as COT
from models import gcn_sampling as G
from models import icl as ICL
from models.device import generator

PAPER = "thesis"
SP2 = "tests/test_thesis_ch5_7_second_paths.py::"
SEED_FILE = "shared/seeds/003_84cf0eb31e2dc802.txt"


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# =========================================================================================== Chapter 5

# ------------------------------------------------------------------------------ Lemma D.1.1 (L6611-L6622)


@st.composite
def _d11_instances(draw: st.DrawFn) -> dict:
    """Non-negative A (density, scale, one dominant row or column drawn) and unit-norm rows of X; the
    tight case (all rows of X equal, so the triangle inequality is an equality) is drawn explicitly."""
    n = int(draw(log_uniform(1, 400)))
    d = int(draw(log_uniform(1, 160)))
    density = draw(st.floats(0.05, 1.0))
    aligned = draw(st.sampled_from(["equal_rows", "random", "two_directions"]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    A = rng.random((n, n)) * (rng.random((n, n)) < density) * draw(log_uniform(1e-3, 1e3))
    X = rng.standard_normal((n, d))
    if aligned == "equal_rows":
        X[:] = X[0]
    elif aligned == "two_directions":
        X[n // 2:] = X[0]
    X /= np.linalg.norm(X, axis=1, keepdims=True)
    return {"n": n, "d": d, "A": A, "X": X, "mode": aligned, "seed": seed}


def _d11_measure(inst: dict, ctx: Ctx) -> Measurement:
    A = torch.as_tensor(inst["A"], dtype=torch.float64, device=ctx.device)
    X = torch.as_tensor(inst["X"], dtype=torch.float64, device=ctx.device)
    lhs, a_inf = G.lemmaD_1_1_sides(A, X)
    return Measurement(lhs, {"a_inf": a_inf}, {"min_entry": float(A.min()),
                                              "max_row_norm_dev": float((X.norm(dim=1) - 1).abs().max())})


LEMMA_D11 = Claim(
    id="thesis.ch5.lemmaD.1.1", paper=PAPER,
    source=_src("Lemma D.1.1, App. D.1", "L6611-L6622"),
    statement="||a~_n X|| <= ||A||_inf (rows of X of unit norm, A non-negative).",
    kind="deterministic", comparison="<=", bound=B.lemmaD_1_1, measure=_d11_measure, strategy=_d11_instances,
    assumptions=(Assumption("nonneg", "A >= 0 entrywise", lambda q: q["min_entry"]),
                 Assumption("unit_rows", "||x~_k|| = 1", lambda q: 1e-12 - q["max_row_norm_dev"])),
    rtol=1e-12,
    mutants={"norm of one row (no row sum)": lambda a_inf: a_inf / 2.0},
    domain=(Param("n", 1, math.inf, integer=True, text="A in R^{n x n}, n >= 1"),
            Param("d", 1, math.inf, integer=True, text="X in R^{n x d}, d >= 1")),
    notes="Tight when all rows of X are equal and A has one dominant row (equality in the triangle inequality).",
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
)


# -------------------------------------------------------------------- Lemmas D.1.2 / D.1.3 (L6624-L6733)


def _sampling_ratio(N: int, inst: dict, symmetric: bool, reading: str) -> float:
    """max over draws of R = ||A^t - A*||_inf / pi_min on a graph of N nodes of the instance's family."""
    fr = np.asarray(inst["fractions"], float)
    sizes = [max(2, int(round(N * f))) for f in fr]
    degrees = list(inst["degrees"])
    g = G.configuration_graph(sizes, degrees, inst["seed"] + N)
    ps = G.psi(sizes, degrees)
    L = len(sizes)
    pstar = [min(1.0, inst["c"] / (L * p)) for p in ps] if not symmetric else \
        [min(1.0, inst["c"] / (L * L * p * p)) for p in ps]
    samples = [max(1, s - inst["missing"]) for s in sizes]
    if reading == "printed":
        pis = [L * p * q * (s / t - 1) for p, q, s, t in zip(pstar, ps, sizes, samples, strict=True)]
    else:  # (D.17): S/N >= (1 + c2 poly/(L sqrt(p*) psi))^{-2}
        pis = [L * math.sqrt(p) * q * (math.sqrt(s / t) - 1) for p, q, s, t in zip(pstar, ps, sizes, samples,
                                                                                   strict=True)]
    pi_min = max(pis)
    worst = 0.0
    for k in range(inst["draws"]):
        pt, pst = G.sample_diag(g, sizes, samples, pstar, inst["seed"] * 7 + k, symmetric)
        worst = max(worst, G.sampled_distance(g, pt, pst, symmetric))
    return worst / pi_min


def _sampling_instances(reading: str = "printed"):  # noqa: ANN202
    return _sampling_draw(reading)


@st.composite
def _sampling_draw(draw: st.DrawFn, reading: str) -> dict:
    """A family of degree-group configuration graphs (L in 1..3 groups, fixed group degrees and fractions)
    at growing N, with a fixed number of unsampled nodes per group; c (the (5.8)/(D.16) constant) drawn."""
    L = draw(st.integers(1, 3))
    degrees = sorted(draw(st.lists(st.integers(2, 30), min_size=L, max_size=L, unique=True)))
    raw = draw(st.lists(st.floats(0.2, 1.0), min_size=L, max_size=L))
    fr = [r / sum(raw) for r in raw]
    return {"L": L, "degrees": degrees, "fractions": fr, "c": draw(st.floats(0.1, 1.0)),
            "missing": draw(st.integers(1, 4)), "draws": draw(st.integers(2, 4)),
            "n0": draw(st.sampled_from([64, 128])), "seed": draw(SEEDS), "reading": reading}


def _sampling_measure(symmetric: bool):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        Ns = [inst["n0"] * 2 ** k for k in range(6)]
        reading = inst["reading"] if symmetric else "printed"
        R = [_sampling_ratio(N, inst, symmetric, reading) for N in Ns]
        fit = fit_exponent(np.array(Ns, float), np.array(R, float))
        return Measurement(fit.exponent, {}, {"N": np.array(Ns, float), "R": [round(r, 3) for r in R], "r2": fit.r2},
                           lhs_interval=(fit.lo, fit.hi), stat=fit)
    return measure


_SAMPLING_DOMAIN = (
    Param("N", 1, math.inf, integer=True, text="graph of N nodes (sweep N = n0 2^k, k = 0..5)",
          unreached="the sweep starts at N = 64: the claim is a rate in N (growth of R as N -> inf); small graphs "
                    "only add the first points of the fit"),
    Param("c", 0, 1, lo_closed=False, text="p*_l = c/(L psi_l) (resp. c/(L^2 psi_l^2)) <= the (5.8)/(D.16) maximum",
          unreached="c scales p* and pi_min alike, so R = ||A^t - A*||_inf / pi_min does not depend on c (p* <= 1 "
                    "caps it): c in [0.1, 1] here"),
    Param("missing", 1, math.inf, integer=True, text="N_l - S_l >= 1 unsampled nodes per group",
          unreached="a fixed number m of unsampled nodes per group: R >= (N - m)/(m (d + 1)) grows in N for every fixed "
                    "m (tests/test_thesis_ch5_7_second_paths.py); m in 1..4 here"),
    Param("L", 1, math.inf, integer=True, text="L degree groups",
          unreached="L in 1..3: the growth comes from any single group (the L = 1 case already fails)"),
)

_SAMPLING_EVIDENCE = (
    "The lemma is stated per sampling realisation ('in iteration t ... we have'). With a fixed number of "
    "unsampled nodes per group, the smallest admissible c*poly(eps) is pi_min = max_l L p*_l Psi_l (N_l/S_l - 1) "
    "~ 1/N, but one unsampled neighbour j of a row n already contributes A_nj p*_j ~ p*/d to that row of "
    "A^t - A*, so R = ||A^t - A*||_inf / pi_min grows like N/d: fitted exponent of R in N ~ 1.00 (CI excludes 0; "
    "ci instance: R = 21.7, 43, 86, 171, 342, 683 at N = 64..2048 (asymmetric); R = N - 1 (symmetric)). The proof's (D.10)-(D.11) "
    "replace the sums over sampled/unsampled neighbours by their averages (the 'approx' steps), which holds "
    "on average, not for the maximum row of a realisation. A bounded ratio needs a probability/expectation "
    "qualifier and S_l/N_l bounded away from 1 relative to 1/d."
)

LEMMA_D12 = Claim(
    id="thesis.ch5.lemmaD.1.2", paper=PAPER,
    source=_src("Lemma D.1.2, App. D.1; (5.10) Sec. 5.3.2", "L6624-L6690"),
    statement="If l_i >= |N_i|/(1 + c1 poly(eps)/(L p*_i Psi_i)), then ||A^t - A*||_inf <= poly(eps) (D.2), "
              "A^t = A P^t from the asymmetric sampling of Sec. 5.3.2, A* = A P*.",
    kind="rate", comparison="<=", bound=B.lemmaD_1_2_ratio_exponent, measure=_sampling_measure(False),
    strategy=_sampling_instances(), constants="hidden", expect="erratum", evidence=_SAMPLING_EVIDENCE,
    domain=_SAMPLING_DOMAIN, second_path=SP2 + "test_lemmaD12_D13_sampling_ratio_grows_linearly",
    no_mutant_reason="an erratum with no corrected bound in closed form (a fix needs a probability or expectation "
                     "qualifier, or another scaling): the printed claim itself fails here, reproduced by its second path",
    notes="Hidden constant c1 checked as the exponent of R = ||A^t - A*||_inf / pi_min in N (must be <= 0), "
          "N = n0 * 2^k, k = 0..5; p*_l = c/(L psi_l) satisfies (5.8).",
    settings={"ci": {"max_examples": 3, "budget_s": 6.0, "min_valid": 1}},
)

LEMMA_D13 = Claim(
    id="thesis.ch5.lemmaD.1.3", paper=PAPER,
    source=_src("Lemma D.1.3, App. D.1.1; (D.16)-(D.17)", "L6692-L6733"),
    statement="Symmetric sampling A^t = P^t A P^t, P^t_ii = sqrt(p*_l N_l/S_l): if l_i >= |N_i|/(1 + c2 "
              "poly(eps)/(L p*_i Psi_i)) then ||A^t - A*||_inf <= poly(eps) (D.18), A* = P* A P*.",
    kind="rate", comparison="<=", bound=B.lemmaD_1_3_ratio_exponent, measure=_sampling_measure(True),
    strategy=_sampling_instances(),
    readings=(Reading("(D.17) condition", "the sampling condition as the proof's (D.17) derives it: S_l/N_l >= (1 + c2 "
                      "poly(eps)/(L sqrt(p*_l) psi_l))^{-2}, so the smallest admissible poly(eps) is L sqrt(p*) psi "
                      "(sqrt(N/S) - 1)", strategy=lambda: _sampling_instances("D.17")),), constants="hidden", expect="erratum", evidence=_SAMPLING_EVIDENCE,
    domain=_SAMPLING_DOMAIN, second_path=SP2 + "test_lemmaD12_D13_sampling_ratio_grows_linearly",
    no_mutant_reason="an erratum with no corrected bound in closed form (a fix needs a probability or expectation "
                     "qualifier, or another scaling): the printed claim itself fails here, reproduced by its second path",
    notes="p*_l = c/(L^2 psi_l^2) satisfies (D.16).",
    settings={"ci": {"max_examples": 3, "budget_s": 6.0, "min_valid": 1}},
)


# ------------------------------------------------------------ (5.8) => ||A*||_inf = O(1) (L1441, L1562)


@st.composite
def _cond58_instances(draw: st.DrawFn) -> dict:
    """Degree-group configuration graphs (L in 1..3 groups, fixed group degrees) at growing N, p*_l at the
    largest value (5.8) allows, c1/(L psi_l). Group sizes: all proportional to N ('balanced') or one group of
    fixed size n_small, the others proportional to N ('small_group': the unbalanced graphs the section targets,
    e.g. (N1, N2) = (100, 1900) in Fig 5.3). Which group is the small one is drawn."""
    L = draw(st.integers(1, 3))
    degrees = sorted(draw(st.lists(st.integers(2, 40), min_size=L, max_size=L, unique=True)))
    raw = draw(st.lists(st.floats(0.2, 1.0), min_size=L, max_size=L))
    mode = draw(st.sampled_from(["balanced", "small_group"])) if L > 1 else "balanced"
    return {"L": L, "degrees": degrees, "fractions": [r / sum(raw) for r in raw], "mode": mode,
            "small": draw(st.integers(0, L - 1)), "n_small": draw(st.integers(5, 50)),
            "c1": draw(log_uniform(0.1, 10.0)), "n0": draw(st.sampled_from([64, 128])), "seed": draw(SEEDS)}


def _cond58_sizes(inst: dict, N: int) -> list[int]:
    fr = np.asarray(inst["fractions"], float)
    if inst["mode"] == "balanced":
        return [max(2, int(round(N * f))) for f in fr]
    rest = fr.copy()
    rest[inst["small"]] = 0.0
    rest /= rest.sum()
    return [inst["n_small"] if k == inst["small"] else max(2, int(round((N - inst["n_small"]) * f)))
            for k, f in enumerate(rest)]


def _cond58_measure(inst: dict, ctx: Ctx) -> Measurement:
    Ns = [inst["n0"] * 2 ** k for k in range(6)]
    ratios, means = [], []
    for k, N in enumerate(Ns):
        sizes = _cond58_sizes(inst, N)
        g = G.configuration_graph(sizes, inst["degrees"], inst["seed"] + k, ctx.device)
        ps = G.psi(sizes, inst["degrees"])
        pstar = [inst["c1"] / (inst["L"] * p) for p in ps]
        rows = G.a_star_rows(g, pstar)
        ratios.append(float(rows.max()) / inst["c1"])
        means.append(float(rows.mean()) / inst["c1"])
    fit = fit_exponent(np.array(Ns, float), np.array(ratios))
    return Measurement(fit.exponent, {}, {"N": np.array(Ns, float), "max_row_over_c1": [round(r, 3) for r in ratios],
                                          "mean_row_over_c1": [round(r, 3) for r in means], "r2": fit.r2},
                       lhs_interval=(fit.lo, fit.hi), stat=fit)


COND58 = Claim(
    id="thesis.ch5.cond5.8", paper=PAPER,
    source=_src("(5.8)-(5.9) Sec. 5.3.2 and the remark after Theorem 5.3.1; argument (D.5)-(D.9), App. D.1",
                "L1441-L1447, L1562, L6640-L6660"),
    statement="If 0 <= p*_l <= c1/(L psi_l) for all l (5.8), psi_l = sqrt(d_L d_l) N_l / sum_i d_i N_i (5.9), then "
              "'condition (5.8) implies that ||A*||_inf is O(1)' (L1562), A* = A P* (5.6)-(5.7), A = D^-1/2 (A~ + I) "
              "D^-1/2; (D.8): p*_i sum_{j in N_i} A_nj ~ p*_i Psi(n, i) <= O(1/L).",
    kind="rate", comparison="<=", bound=B.cond5_8_exponent, measure=_cond58_measure,
    strategy=_cond58_instances, constants="hidden", expect="erratum",
    domain=(Param("N", 1, math.inf, integer=True, text="graph of N nodes (sweep N = n0 2^k, k = 0..5)",
                  unreached="the sweep starts at N = 64: O(1) is a statement about N -> inf"),
            Param("c1", 0, math.inf, lo_closed=False, text="0 <= p*_l <= c1/(L psi_l) (5.8), c1 a constant",
                  unreached="c1 scales p* and the bound alike: (A P*)/c1 does not depend on c1; c1 in [0.1, 10] here"),
            Param("L", 1, math.inf, integer=True, text="L degree groups",
                  unreached="L in 1..3: one small group suffices for the growth")),
    second_path=SP2 + "test_cond58_row_sum_grows_with_N_for_a_small_group",
    no_mutant_reason="an erratum with no corrected bound in closed form (a fix needs a probability or expectation "
                     "qualifier, or another scaling): the printed claim itself fails here, reproduced by its second path",
    evidence="Degree-group configuration graphs (the degree-proportional random mixing (D.6) assumes) with one "
             "group of fixed size and p*_l = c1/(L psi_l): ||A P*||_inf / c1 grows linearly in N (n_small = 20, "
             "degrees (2, 10): 4.3, 5.1, 18.6, 20, 38, 76 at N = 128..4096; fitted exponent ~1, CI excludes 0), while "
             "the mean row sum stays O(1). (D.8) replaces the number of group-i neighbours of row n by its mean "
             "d_n d_i N_i / sum_l d_l N_l, which is << 1 for a small group; a node with one neighbour j in that group "
             "already has row sum >= p*_i/sqrt(deg_n deg_j) ~ c1 N/(L d_i N_i). Not our encoding: p* is at the "
             "printed maximum of (5.8) (p* > 1 is allowed, L1431), A is the printed normalisation and the row sums "
             "are exact sparse sums (tested against dense). Balanced graphs (all N_l ~ N) stay near 1.5-2.2 (slow "
             "extreme-value growth). O(1) needs every N_l of order N (the 'suppose' of L1449) or a max-degree bound.",
    notes="Bounded-ratio check of a hidden constant: exponent of max_n (A P*)_n / c1 in N, N = n0 * 2^k, k = 0..5. "
          "thesis.ch5.claimD.5-D.9 is the proof of this claim and is covered by the same check.",
    settings={"ci": {"max_examples": 6, "budget_s": 6.0, "min_valid": 2}},
)


# ----------------------------------------------------------------------------- Lemma D.2.1 (L6784-L6806)

_SIN = [0.0, 1.0, 0.0, -1 / 6, 0.0, 1 / 120, 0.0, -1 / 5040]
_THETAS = np.array([0.02, 0.05, 0.1, 0.2, 0.4, 0.6, 0.8])


@st.composite
def _d21_instances(draw: st.DrawFn) -> dict:
    """phi = sin or a random polynomial of degree <= 5 (Taylor coefficients c_i; c_0 drawn, 0 as an atom); the
    accuracy eps is a drawn fraction of (phi(a) - phi(-a))/2 (eps -> 0 is inside the lemma's range); a = a0 2^-k."""
    fam = draw(st.sampled_from(["sin", "poly"]))
    if fam == "sin":
        coef = list(_SIN)
    else:
        coef = [draw(st.sampled_from([0.0, 0.0, 0.5, -1.0]))]
        coef += [draw(st.floats(0.2, 2.0)) * draw(st.sampled_from([1, -1]))]
        coef += [draw(st.floats(-1.0, 1.0)) for _ in range(4)]
    return {"family": fam, "coef": np.array(coef), "eps_frac": draw(st.sampled_from([0.0, 0.01, 0.1])),
            "a0": draw(st.sampled_from([0.125, 0.25, 0.5]))}


def _d21_measure(inst: dict, ctx: Ctx) -> Measurement:
    coef = [float(c) for c in inst["coef"]]
    As = [inst["a0"] * 2.0 ** -k for k in range(6)]
    cstar, lbs, args = [], [], []
    for a in As:
        odd = sum(c * (a ** i - (-a) ** i) for i, c in enumerate(coef)) / 2
        lb, arg = G.lemmaD_2_1_h_lower_bound(coef, a, inst["eps_frac"] * abs(odd), _THETAS)
        S = sum((i + 1) ** 1.75 * a ** i * abs(c) for i, c in enumerate(coef))
        cstar.append(math.sqrt(lb) / (math.sqrt(a * a + 1) * S))
        lbs.append(lb)
        args.append(arg)
    fit = fit_exponent(np.array(As), np.array(cstar))
    return Measurement(fit.exponent, {}, {"a": np.array(As), "C*_min(a)": [round(c, 4) for c in cstar],
                                          "E[h^2] lower bound": [round(v, 6) for v in lbs], "x1/a": args,
                                          "r2": fit.r2}, lhs_interval=(fit.lo, fit.hi), stat=fit)


LEMMA_D21 = Claim(
    id="thesis.ch5.lemmaD.2.1", paper=PAPER,
    source=_src("Lemma D.2.1, App. D.2; C_s (5.3) L1357; construction (D.25)-(D.28)", "L6784-L6840, L1357"),
    statement="For every smooth phi, every eps in (0, 1/(C(phi, a) sqrt(a^2+1))), there is h: R^2 -> [-C_eps sqrt(a^2+1), "
              "C_eps sqrt(a^2+1)] with (a) |E[1{alpha1 x1 + beta1 sqrt(a^2 - x1^2) + b0 >= 0} h(alpha1, b0)] - phi(x1)| "
              "<= eps for every x1 in [-a, a], a > 0, and E[h(alpha1, b0)^2] <= C_s(phi, a)^2 (a^2 + 1), C_s(phi, R) = "
              "C* sum_i (i+1)^1.75 R^i |c_i|.",
    kind="construction", comparison=">=", bound=B.lemmaD_2_1_cstar_exponent, measure=_d21_measure,
    strategy=_d21_instances, constants="hidden", expect="erratum",
    domain=(Param("a", 0, math.inf, lo_closed=False, text="x1 in [-a, a], a > 0 (no range printed)",
                  unreached="a <= 0.5 here: the failure is at a -> 0; at a >= 1 (the original lemma's fixed scale "
                            "||x|| = 1) the bound is not in question"),
            Param("eps_frac", 0, 1, hi_closed=False, text="eps in (0, 1/(C(phi, a) sqrt(a^2+1))), drawn as a fraction "
                  "of (phi(a) - phi(-a))/2 (0 as the limit eps -> 0)",
                  unreached="eps near the top of its range makes (a) nearly vacuous (the lower bound tends to 0); "
                            "eps_frac <= 0.1 here")),
    second_path=SP2 + "test_lemmaD21_second_moment_constant_grows_as_a_shrinks",
    no_mutant_reason="an erratum with no corrected bound in closed form (a fix needs a probability or expectation "
                     "qualifier, or another scaling): the printed claim itself fails here, reproduced by its second path",
    evidence="Every h meeting (a) has E[g h] = F(x1) - F(-x1) >= phi(x1) - phi(-x1) - 2 eps with g = Phi((alpha1 x1 + b0)/s) "
             "- Phi((b0 - alpha1 x1)/s), s = sqrt(a^2 - x1^2) (beta1 integrated out), so E[h^2] >= (phi(x1) - phi(-x1) - "
             "2 eps)^2 / E[g^2] (Cauchy-Schwarz; E[g^2] by Gauss-Hermite x trapezoid quadrature, checked against Monte "
             "Carlo). For phi = sin and a -> 0 this is ~8.9 a (E[g^2] ~ 4 x1^2 phi(0)/(2 sqrt(pi) s)), while C_s(sin, "
             "a)^2 (a^2+1) ~ 11.3 C*^2 a^2: the smallest admissible C* grows like a^{-1/2} (C*_min = 3.5, 5.0, 7.1 at "
             "a = 1/16, 1/32, 1/64; fitted exponent ~ -0.5, CI below 0), so no constant C* works for all a > 0 "
             "(eps -> 0 is inside the printed range, which grows as a -> 0). Any phi with c_0 = 0 and c_1 != 0 "
             "behaves alike. The original (Allen-Zhu-Li-Liang, Lemma 6.3) works at a fixed scale ||x|| = 1; a "
             "bound valid for all a needs an extra (1 + 1/a) factor. Separately, the printed construction h = c_0 + sum "
             "c'_i h^_i 1[q_i] reproduces phi(x1) - c_0/2 (the indicator has probability 1/2): its constant must be 2 c_0.",
    notes="Hidden C*: the exponent of C*_min(a) = sqrt(LB(a)) / (sqrt(a^2+1) sum (i+1)^1.75 a^i |c_i|) over a = a0 2^-k, "
          "k = 0..5, must be >= 0 (bounded as a -> 0). LB maximised over x1 = theta a, theta in {0.02 .. 0.8}. "
          "Instances with c_0 != 0 have a bounded C*_min (C_s >= C* |c_0|) and pass.",
    settings={"ci": {"max_examples": 15, "budget_s": 4.0, "min_valid": 3}},
)


# ----------------------------------------------------------------------------- Lemma D.2.2 (L6842-L6848)


@st.composite
def _d22_instances(draw: st.DrawFn, t_max: float = 1e4) -> dict:
    return {"i": draw(st.integers(1, 20)), "t": draw(st.one_of(log_uniform(1e-3, t_max), st.just(t_max)))}


def _d22_measure(inst: dict, ctx: Ctx) -> Measurement:
    return Measurement(abs(G.hermite_pprime(inst["i"], inst["t"])), {"i": inst["i"], "t": inst["t"]})


def _d22_exact(inst: dict) -> Measurement:
    return Measurement(abs(G.hermite_pprime_mp(inst["i"], inst["t"])), {"i": inst["i"], "t": mpmath.mpf(inst["t"])})


LEMMA_D22 = Claim(
    id="thesis.ch5.lemmaD.2.2", paper=PAPER,
    source=_src("Lemma D.2.2, App. D.2 (setting of the proof of Lemma D.2.1, L6812)", "L6842-L6848"),
    statement="For every integer i >= 1 there exists p'_i with |p'_i| >= t^{1-i}/sqrt(t^2+1) (i-1)!!/(100 i^2) "
              "such that x_1^i = (1/p'_i) E[h_i(alpha_1) 1[alpha >= -b0/t] 1[q_i(b0)]] for ||x|| <= t "
              "(q_i: 0 < -b0 <= t/(2i) for even i, |b0| <= t/(2i) for odd i).",
    kind="deterministic", comparison=">=", bound=B.lemmaD_2_2, measure=_d22_measure, exact=_d22_exact,
    strategy=_d22_instances(), expect="erratum as printed", corrected=B.lemmaD_2_2_exact,
    readings=(Reading("t <= O(1)", "t bounded, as the proofs that use the lemma assume ('for any eps > 0 and t <= "
                      "O(1)', (D.35) L6920), read as t <= 10", strategy=lambda: _d22_instances(10.0),
                      domain=(Param("i", 1, math.inf, integer=True, text="every integer i >= 1",
                                    unreached="i <= 20 here"),
                              Param("t", 0, 10, lo_closed=False, text="0 < t <= O(1), read as t <= 10"))),),
    domain=(Param("i", 1, math.inf, integer=True, text="every integer i >= 1",
                  unreached="i <= 20 here: (i-1)!! and t^{1-i} leave float64 beyond i ~ 150; even i fail from i = 2 on"),
            Param("t", 0, math.inf, lo_closed=False, text="||x|| <= t, no range printed on t")),
    second_path=SP2 + "test_lemmaD22_even_i_coefficient_below_printed_bound",
    evidence="p'_i is forced by (D.29)-(D.30): Mehler's formula gives p'_i = t^{-i} int_{q_i} phi(b) "
             "He_{i-1}(-b/t) phi(b/t) db (independent of x_1; checked against Monte Carlo in the tests). For "
             "even i, He_{i-1} is odd and its argument -b/t lies in (0, 1/(2i)], so |p'_i| ~ t^{-i-1} while the "
             "printed bound is ~ t^{-i}/(100 i^2) * (i-1)!!: for i = 2, |p'_2| ~ 0.159 t^{-3} vs t^{-2}/400, "
             "violated for t > ~64 (ratio bound/|p'_2| = 157 at t = 1e4), confirmed by mpmath quadrature at 60 "
             "digits. The statement imposes no range on t (the proof of D.2.3 assumes t <= O(1), L6920). Odd i "
             "hold with margin (ratio <= 0.066). Under the reading t <= O(1) (the proofs' use) it holds: the largest "
             "ratio bound/|p'_i| over i <= 20 is 0.37 at t = 1, 0.16 at t = 10 and crosses 1 only near t = 64.",
    notes="Instances: i in 1..20, t log-uniform on [1e-3, 1e4] (catalog's instance space).",
    settings={"ci": {"max_examples": 80, "budget_s": 4.0}},
)


# ----------------------------------------------------------------------------- Lemma D.2.3 (L6895-L6945)


@st.composite
def _d23_instances(draw: st.DrawFn) -> dict:
    """phi = sin or a random polynomial of degree <= 5 with c_0 = 0 (c_0 only adds 2|c_0| to C_eps and never enters
    the sums, so c_0 = 0 is where C* must carry the bound); eps in {1e-1, 1e-2, 1e-3}; t = t0 2^-k."""
    fam = draw(st.sampled_from(["sin", "poly"]))
    if fam == "sin":
        coef = list(_SIN)
    else:
        coef = [0.0, draw(st.floats(0.2, 2.0)) * draw(st.sampled_from([1, -1]))]
        coef += [draw(st.floats(-1.0, 1.0)) for _ in range(4)]
    return {"family": fam, "coef": np.array(coef), "eps": draw(st.sampled_from([0.99, 0.5, 1e-1, 1e-2, 1e-3])),
            "t0": draw(st.sampled_from([0.25, 0.5, 1.0])), "item": draw(st.sampled_from([3, 4]))}


def _c_eps(coef: list[float], C: float, t: float, eps: float) -> float:
    """C_eps(phi, t) of (5.2) with constant C (the i = 0 term read as 2 |c_0|)."""
    out = 2 * abs(coef[0])
    for i, c in enumerate(coef):
        if i >= 1 and c != 0:
            out += ((C * t) ** i + (math.sqrt(math.log(1 / eps) / i) * C * t) ** i) * abs(c)
    return out


def _d23_measure(inst: dict, ctx: Ctx) -> Measurement:
    from scipy.optimize import brentq

    coef = [float(c) for c in inst["coef"]]
    ts = [inst["t0"] * 2.0 ** -k for k in range(6)]
    cstar, sums = [], []
    for t in ts:
        lhs = G.lemmaD_2_3_sum(coef, t, derivative=inst["item"] == 4)

        def gap(C: float, t: float = t, lhs: float = lhs) -> float:
            return _c_eps(coef, C, t, inst["eps"]) * math.sqrt(t * t + 1) - lhs

        cstar.append(brentq(gap, 0.0, 1e8, xtol=1e-12, rtol=1e-12) if gap(0.0) < 0 else 1e-300)
        sums.append(lhs)
    fit = fit_exponent(np.array(ts), np.array(cstar))
    return Measurement(fit.exponent, {}, {"t": np.array(ts), "C*_min(t)": [round(c, 4) for c in cstar],
                                          "sum (item 3/4)": [round(v, 5) for v in sums], "r2": fit.r2},
                       lhs_interval=(fit.lo, fit.hi), stat=fit)


LEMMA_D23 = Claim(
    id="thesis.ch5.lemmaD.2.3", paper=PAPER,
    source=_src("Lemma D.2.3 items 3-4, App. D.2, proof (D.36)-(D.38); C_eps (5.2) L1355; c'_i (D.26)",
                "L6895-L6945, L1355, L6820"),
    statement="For B_i = 100 i^{1/2} + 10 sqrt(log(t^{i-1} sqrt(t^2+1)/eps_i^2)): (3) sum_{i>=1} |c'_i| E_z[|h_i(z)| "
              "1[|z| <= B_i]] <= C_eps(phi, t) sqrt(t^2+1); (4) the same with d/dz h_i(z); c'_i = c_i/p'_i (D.26), "
              "C_eps(phi, R) = sum_i ((C* R)^i + (sqrt(log(1/eps)/i) C* R)^i) |c_i| (5.2).",
    kind="deterministic", comparison=">=", bound=B.lemmaD_2_3_cstar_exponent, measure=_d23_measure,
    strategy=_d23_instances, constants="hidden", expect="erratum",
    domain=(Param("t", 0, math.inf, lo_closed=False, text="t > 0 (no range printed; items 1-2 argued for t <= O(1))",
                  unreached="t <= 1 here: the failure is at t -> 0; for t >= 1/C* the last step of (D.36) holds"),
            Param("eps", 0, 1, lo_closed=False, hi_closed=False, text="eps in (0, 1) (log(1/eps) > 0 in C_eps)",
                  unreached="the search ends at its first confirmed violation (erratum); eps in {0.001 .. 0.99} is drawn and C*_min ~ 1/t for every eps (the i = 1 "
                            "term of the sum carries no eps)")),
    second_path=SP2 + "test_lemmaD23_item3_constant_grows_like_one_over_t",
    no_mutant_reason="an erratum with no corrected bound in closed form (a fix needs a probability or expectation "
                     "qualifier, or another scaling): the printed claim itself fails here, reproduced by its second path",
    evidence="With the exact p'_i (closed form of thesis.ch5.lemmaD.2.2, checked against mpmath and Monte Carlo) and "
             "E|He_i| by quadrature, the i = 1 term alone is |c_1| E|z| / p'_1 -> 0.798 |c_1| / 0.1528 = 5.2 |c_1| as "
             "t -> 0 (p'_1 -> phi(0) (2 Phi(1/2) - 1)), while C_eps(phi, t) sqrt(t^2+1) ~ C* t (1 + sqrt(log 1/eps)) |c_1| "
             "for c_0 = 0: the smallest admissible C* grows like 1/t (phi = sin, eps = 1e-2: C*_min = 2.8, 5.3, 10.5, "
             "20.9, 41.7, 83.3 at t = 0.5 .. 1/64; fitted exponent -0.98, CI [-1.01, -0.95]). The last step of (D.36) "
             "compares |c_i| t^{i-1} with (C* t)^i |c_i|, true only for t >= 1/C*. The lemma states no lower limit on t "
             "(items 1-2 are argued for t <= O(1), L6920); items 1-2 hold trivially since B_i >= 100 sqrt(i).",
    notes="Hidden C*: exponent of C*_min(t) (root of C_eps(phi, t; C*) sqrt(t^2+1) = sum) over t = t0 2^-k, k = 0..5, "
          "must be >= 0 (bounded as t -> 0). The indicator 1[|z| <= B_i] is dropped (B_i >= 100: effect < e^-4000).",
    settings={"ci": {"max_examples": 10, "budget_s": 4.0, "min_valid": 3}},
)


# ------------------------------------------------------------------------------------ (D.79), L7320-L7327


@st.composite
def _d79_instances(draw: st.DrawFn) -> dict:
    m1 = draw(st.integers(1, 10**4))
    sw = draw(log_uniform(1e-4, 10.0))
    return {"m1": m1, "sigma_w": sw}


def _d79_measure(inst: dict, ctx: Ctx) -> Measurement:
    s = inst["sigma_w"] * math.sqrt(inst["m1"])
    return Measurement(G.abs_gaussian_order_prob(s), {"s": s})


def _d79_exact(inst: dict) -> Measurement:
    s = inst["sigma_w"] * math.sqrt(inst["m1"])
    return Measurement(G.abs_gaussian_order_prob_mp(s), {"s": mpmath.mpf(s)})


LEMMA_D29 = Claim(
    id="thesis.ch5.lemmaD.2.9", paper=PAPER,
    source=_src("(D.79) in the proof of Lemmas D.2.9-D.2.10, App. D.2", "L7320-L7327"),
    statement="For a_n X w^(0) ~ N(0, ||a_n X||^2/m1) and a_n X w^rho ~ N(0, ||a_n X||^2 sigma_w^2) independent: "
              "Pr[|a_n X w^(0)| <= |a_n X w^rho|] = (2/pi) arctan(sigma_w sqrt(m1)) (D.79).",
    kind="deterministic", comparison="==", bound=B.arctan_identity, measure=_d79_measure, exact=_d79_exact,
    strategy=_d79_instances, rtol=1e-9, atol=1e-13,
    domain=(Param("m1", 1, math.inf, integer=True, text="m1 >= 1 hidden neurons"),
            Param("sigma_w", 0, math.inf, lo_closed=False, text="sigma_w > 0 (the perturbation scale)",
                  unreached="sigma_w <= 10 (s = sigma_w sqrt(m1) up to 1e3, where the probability is 1 - 6e-4): wider "
                            "draws reach the engine's exact '==' re-check, which subtracts a float tolerance from a "
                            "rational (a float64 rounding then flags equal 60-digit values; reported to the lead)")),
    mutants={"sigma_w m1 (exponent of m1 dropped)": lambda s: B.arctan_identity(s * s),
             "1/pi instead of 2/pi": lambda s: B.arctan_identity(s) / 2},
    notes="The probability is measured by quadrature of E[erf(|z_rho| / (sqrt2 sd(z0)))] (not via the Cauchy "
          "ratio the proof uses); the lemma's Otilde conclusion is not checked here.",
    settings={"ci": {"max_examples": 40, "budget_s": 3.0}},
)


# -------------------------------------------------------------------------------------------- (D.82), L7382


@st.composite
def _d82_instances(draw: st.DrawFn) -> dict:
    return {"d": int(draw(log_uniform(1, 512))), "m1": int(draw(log_uniform(1, 4096))), "seed": draw(SEEDS)}


def _d82_measure(inst: dict, ctx: Ctx) -> Measurement:
    return Measurement(G.init_spectral_norm(inst["d"], inst["m1"], inst["seed"], ctx.device),
                       {"d": inst["d"], "m1": inst["m1"]})


LEMMA_D29_12 = Claim(
    id="thesis.ch5.lemmaD.2.9-D.2.12", paper=PAPER,
    source=_src("display before (D.82), proof of Lemma D.2.10, App. D.2; initialisation L1485", "L7376-L7386"),
    statement="'We know that' ||W^(0)|| <= max_{||a||=1} ||a^T W^(0)|| <= max_{||a||=1} sqrt(sum_i (a^T "
              "w_i^(0))^2) <= max_{||a||=1} sqrt(sum_{i=1}^{m1} (1/sqrt(m1))^2) = 1, W^(0) in R^{d x m1} with "
              "i.i.d. N(0, 1/m1) entries.",
    kind="deterministic", comparison="<=", bound=B.D82_init_norm, measure=_d82_measure, strategy=_d82_instances,
    expect="erratum", corrected=B.D82_init_norm_whp,
    mutants={"no sqrt(d/m1) term": lambda d, m1: 1 + 6 / math.sqrt(m1),
             "t/sqrt(m1) with t = 1 and no sqrt(d/m1)": lambda d, m1: 1 + 1 / math.sqrt(m1)},
    domain=(Param("d", 1, math.inf, integer=True, text="W^(0) in R^{d x m1}, d >= 1",
                  unreached="the search ends at its first confirmed violation (erratum); d and m1 are drawn log-uniformly up to 512 and 4096; every draw with "
                            "d >= 2 exceeds 1 (||W|| ~ 1 + sqrt(d/m1))"),
            Param("m1", 1, math.inf, integer=True, text="m1 >= 1",
                  unreached="the search ends at its first confirmed violation (erratum); m1 up to 4096 is drawn")),
    second_path=SP2 + "test_init_spectral_norm_exceeds_one",
    evidence="The step |a^T w_i^(0)| <= 1/sqrt(m1) is false: a^T w_i^(0) ~ N(0, 1/m1) is unbounded, and "
             "||W^(0)||_2 ~ 1 + sqrt(d/m1) (e.g. d = 64, m1 = 64 gives ~2); every draw with d >= 2 exceeds 1. "
             "Computed with torch.linalg.matrix_norm(ord=2) in float64. A w.h.p. bound 1 + sqrt(d/m1) + t/sqrt(m1) "
             "holds, so the use in (D.82) survives up to constants for d <= O(m1). corrected: 1 + sqrt(d/m1) + "
             "6/sqrt(m1) (t = 6, each draw fails w.p. <= e^{-18}).",
    settings={"ci": {"max_examples": 20, "budget_s": 3.0}},
)


# ---------------------------------------------------------- Theorem 5.3.1 (L1548-L1560), Fig 5.3/5.4 protocol


def _t531_cfg(inst: dict) -> G.SamplingFitConfig:
    if active_profile() == "deep":  # the catalog's Sec. 8.2 sizes
        n1, n2 = (100, 1900) if inst["balance"] == "unbalanced" else (1000, 1000)
        return G.SamplingFitConfig(N1=n1, N2=n2, d1=10, d2=1, pstar=tuple(inst["pstar"]), m=200, n_labeled=1000,
                                   lr=1e-3, seed=inst["seed"])
    n1, n2 = (60, 240) if inst["balance"] == "unbalanced" else (150, 150)
    return G.SamplingFitConfig(N1=n1, N2=n2, pstar=tuple(inst["pstar"]), seed=inst["seed"])


@st.composite
def _t531_instances(draw: st.DrawFn) -> dict:
    return {"seed": draw(st.integers(0, 2**16)), "balance": draw(st.sampled_from(["unbalanced", "balanced"])),
            "pstar": draw(st.sampled_from([(0.9, 0.1), (0.7, 0.3)]))}


def _t531_measure(inst: dict, ctx: Ctx) -> Measurement:
    cfg = _t531_cfg(inst)
    ps = tuple(float(x) for x in inst["pstar"])
    phats = (ps, (ps[1], ps[0]), (0.5, 0.5))
    err = G.sampling_fit(cfg, phats)
    others = [err[p] for p in phats[1:]]
    return Measurement(err[ps], {"err_other_min": min(others)},
                       {"rel_test_mse": {str(p): round(v, 4) for p, v in err.items()}, "N": (cfg.N1, cfg.N2),
                        "m": cfg.m, "labeled": cfg.n_labeled, "steps": cfg.steps_per_label * cfg.n_labeled,
                        "N_total": cfg.N1 + cfg.N2})


THM531 = Claim(
    id="thesis.ch5.theorem5.3.1", paper=PAPER,
    source=_src("Theorem 5.3.1 (5.17)-(5.19), Sec. 5.3.4; experiments Sec. 5.4.2 (Fig 5.3/5.4)", "L1548-L1560, "
                "L1566-L1616"),
    statement="With m >= poly(...) (5.17), |Omega| >= Theta(eps0^-2 ||A*||^8 K^6 (...)(1+delta)^4 log N log m) (5.18), "
              "(5.8) and (5.10), SGD with topology sampling returns W, V with E L(F_{A*}(e_g, X; W, V), y) <= (1 + eps0) "
              "OPT_{A*} + eps0 (5.19) w.p. >= 0.99; prediction uses A* = A P*.",
    kind="algorithmic", comparison="<=", bound=B.theorem5_3_1_best_dataset, measure=_t531_measure,
    strategy=_t531_instances, constants="hidden",
    assumptions=(uncertified("width, sample and step requirements",
                             "m >= poly(C_eps, p2, ||A*||, 1/eps) (5.17), |Omega| >= Theta(...) (5.18), eta and T = "
                             "poly(...) have hidden constants (and OPT_{A*} is an infimum over a non-convex class)"),),
    mutants={"the p* dataset fits twice as well (lhs <= err_other / 2)": lambda err_other_min: err_other_min / 2},
    domain=(Param("N", 1, math.inf, integer=True, key="N_total", text="graph of N nodes (only log N enters (5.18))",
                  unreached="one experiment per profile: ci N = 300, deep the catalog's N = 2000 (each run trains a "
                            "GCN by SGD)"),
            Param("m", 1, math.inf, integer=True, text="m >= poly(...) (5.17)",
                  unreached="m = 64 (ci) / 200 (deep): the width requirement's constants are hidden")),
    notes="Checked through the paper's own experiment (Fig 5.3/5.4, catalog Sec. 8.2): labels (5.20) from A^ = A "
          "diag(p^) with p^ in {p*, p* reversed, (0.5, 0.5)}; the concept class of (5.19) uses A*, so OPT_{A*} is "
          "smallest on the p^ = p* dataset and (5.19) predicts the best test fit there: lhs = relative test MSE on the "
          "p* dataset <= the smallest of the other two. ci: N = (60, 240) or (150, 150), degrees (10, 2), m = 64, 150 "
          "labeled nodes, 600 SGD steps (lr 1e-2, batch 5, dropout 0.4, S_l = 0.9 N_l); measured 0.55 vs 0.67-0.72, "
          "0.53 vs 0.64-0.69, 0.42 vs 0.57-0.64 (best on p*). deep: the catalog's N = 2000, m = 200, |Omega| = 1000, "
          "4000 steps (catalog: 0.404 vs 0.701/0.747 unbalanced, 0.365 vs 0.798/0.670 balanced: best on p* also for the "
          "balanced graph, where the thesis reports p^ = (0.5, 0.5)). The bound (5.19) itself (OPT_{A*}, poly "
          "constants) is not computable.",
    settings={"ci": {"max_examples": 1, "budget_s": 15.0, "min_valid": 1}},
)


# ------------------------------------------------------------------------------ insight (2), (5.10), L1479


@st.composite
def _insight_instances(draw: st.DrawFn) -> dict:
    L = draw(st.integers(2, 4))
    degrees = sorted(draw(st.lists(st.integers(1, 100), min_size=L, max_size=L, unique=True)))
    return {"L": L, "degrees": degrees, "N": draw(st.integers(L * 10, 10**5)), "cpoly": draw(log_uniform(1e-4, 1.0))}


def _insight_measure(inst: dict, ctx: Ctx) -> Measurement:
    L, N = inst["L"], inst["N"]
    sizes = [N // L] * L
    ps = G.psi(sizes, inst["degrees"])
    ratio = [1 / (1 + inst["cpoly"] / (L * 1.0 * p)) for p in ps]  # p* = 1
    drops = [ratio[k] - ratio[k + 1] for k in range(L - 1)]
    return Measurement(max(drops), {}, {"required_S_over_N": ratio})


INSIGHT = Claim(
    id="thesis.ch5.insight.sampling", paper=PAPER,
    source=_src("Sec. 5.3.2 insights and (5.10)", "L1441-L1479"),
    statement="(5.10) S_l/N_l >= (1 + c1 poly(eps)/(L p*_l psi_l))^{-1} implies that higher-degree groups must be "
              "sampled more often (insight 2; with p* = 1 and equal group sizes N_l = N/L).",
    kind="deterministic", comparison="<=", bound=B.insight_sampling_monotone, measure=_insight_measure,
    strategy=_insight_instances, constants="hidden",
    mutants={"strictly increasing by a margin": lambda: -1e-3},
    domain=(Param("L", 2, math.inf, integer=True, text="L >= 2 degree groups (a monotonicity needs two)",
                  unreached="L <= 4: each extra group adds one more adjacent pair to the same formula"),
            Param("N", 1, math.inf, integer=True, text="N nodes, N_l = N/L",
                  unreached="with N_l = N/L, N cancels from psi_l (5.9): the formula is N-free (N >= 10 L drawn)"),
            Param("cpoly", 0, math.inf, lo_closed=False, text="c1 poly(eps) > 0",
                  unreached="c1 poly(eps) <= 1: poly(eps) -> 0 is the lemma's regime; large values only shrink every "
                            "required S_l/N_l towards 0 (the formula stays monotone)")),
    notes="Consistency of the formula only (claim 2 of the insight); claims 1 and 3 are qualitative (see "
          "thesis.ch5.theorem5.3.1 for the Fig 5.3/5.4 protocol).",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
)


# =========================================================================================== Chapter 6

# -------------------------------------------------------------- tail bounds (E.42), (E.146), (F.37), (F.58)


_TAIL_USES = {
    # form: (id, where, printed bound, Bernoulli mean p and relative deviation c, domain text)
    "E.42": ("thesis.ch6.eqE.42-chernoff", "(E.42) in the proof of Lemma E.4.11, App. E.5.1", "L8131-L8133",
             "Pr((1/l_tr) sum 1[m_i = mu_a] <= (1-c) alpha/2) <= e^{-l_tr c^2 alpha/2}",
             "n = l_tr >= 1, p = alpha/2 with alpha in (0, 1], c in (0, 1)"),
    "E.146": ("thesis.ch6.eqE.146-chernoff", "(E.146), App. E", "L8674",
              "Pr(sum_{n=1}^B 1[...] <= B(1-c)/M1) <= e^{-c^2 B/M1}",
              "n = B >= 1, p = 1/M1 with M1 >= 2, c in (0, 1)"),
    "F.37": ("thesis.ch7.eqF.37-chernoff", "(F.37) in the proof of Theorem 4, App. F", "L9472",
             "Pr(mean <= (1 - rho/2) alpha' prod_k A_k) <= e^{-l_ts rho^2 alpha' prod_k A_k}",
             "n = l_ts >= 1, p = alpha' prod A in (0, 1], rho in (0, 1) (c = rho/2)"),
    "F.58": ("thesis.ch7.eqF.58-chernoff", "(F.58) in the proof of Theorem 5, App. F", "L9571",
             "Pr(mean <= (1 - rho_o/2) alpha' B(q, .)) <= e^{-l_ts rho_o alpha' B(q, .)}",
             "n = l_ts >= 1, p = alpha' B in (0, 1], rho_o in (0, 1) (c = rho_o/2)"),
}


def _tail_instances(form: str):  # noqa: ANN202
    @st.composite
    def draw_instance(draw: st.DrawFn) -> dict:
        n = int(draw(log_uniform(1, 10**6)))
        if form == "E.42":
            p = draw(st.floats(1e-4, 1.0)) / 2  # alpha/2
            c = draw(st.floats(1e-3, 1.0, exclude_max=True))
        elif form == "E.146":
            p = 1 / int(draw(log_uniform(2, 10**4)))  # 1/M1
            c = draw(st.floats(1e-3, 1.0, exclude_max=True))
        else:  # alpha' * prod A (or B entry), relative deviation rho/2
            p = draw(st.sampled_from([1.0, draw(log_uniform(1e-4, 1.0))]))
            c = draw(st.floats(1e-3, 1.0, exclude_max=True)) / 2
        return {"form": form, "n": n, "p": p, "c": c}
    return draw_instance


def _tail_measure(inst: dict, ctx: Ctx) -> Measurement:
    from scipy.stats import binom

    n, p, c = inst["n"], inst["p"], inst["c"]
    k = math.floor((1 - c) * p * n * (1 + 1e-15))
    lhs = float(binom.cdf(k, n, p))
    return Measurement(lhs, {"form": inst["form"], "n": n, "p": p, "c": c}, {"k": k, "rho": 2 * c})


def _binom_cdf_by_terms(n: int, k: int, p: mpmath.mpf) -> mpmath.mpf:
    """Pr(Binomial(n, p) <= k) for k below the mean: pmf(k) by log-gamma, then pmf(j-1) = pmf(j) j (1-p)/((n-j+1) p)
    summed downwards until a term is below 1e-70 of the sum (the terms fall monotonically below the mean)."""
    term = mpmath.exp(mpmath.loggamma(n + 1) - mpmath.loggamma(k + 1) - mpmath.loggamma(n - k + 1)
                      + k * mpmath.log(p) + (n - k) * mpmath.log(1 - p))
    total, j = term, k
    while j > 0 and term > total * mpmath.mpf("1e-70"):
        term = term * j * (1 - p) / ((n - j + 1) * p)
        total += term
        j -= 1
    return total


def _tail_exact(inst: dict) -> Measurement:
    n, p, c = inst["n"], Fraction(inst["p"]), Fraction(inst["c"])
    k = math.floor((1 - c) * p * n)
    with mpmath.workdps(60):
        pm = mpmath.mpf(inst["p"])
        if k >= n:
            lhs = mpmath.mpf(1)
        else:
            try:
                lhs = mpmath.betainc(n - k, k + 1, 0, 1 - pm, regularized=True)
            except mpmath.libmp.NoConvergence:  # large n near the mean: sum the pmf down from k instead
                lhs = _binom_cdf_by_terms(n, k, pm)
    return Measurement(lhs, {"form": inst["form"], "n": n, "p": mpmath.mpf(inst["p"]), "c": mpmath.mpf(inst["c"])},
                       {"k": k, "rho": 2 * inst["c"]})


def _tail_mutant_gamma(form: str, n: int, p: float, c: float) -> float:
    """Corrected bound with c instead of c^2 (wrong exponent)."""
    return nexp(-n * p * c / 2)


def _tail_claim(form: str) -> Claim:
    cid, where, lines, printed, dom = _TAIL_USES[form]
    c_name = {"E.42": "c", "E.146": "c", "F.37": "rho", "F.58": "rho_o"}[form]
    domain = (Param("n", 1, math.inf, integer=True, text=dom, far=10**5),
              Param("p", 0, 1, lo_closed=False, text=dom),
              Param(c_name, 0, 1, lo_closed=False, hi_closed=False, key="c" if c_name == "c" else "rho", text=dom))
    if form == "E.42":
        domain = (domain[0], Param("p", 0, 0.5, lo_closed=False, text="p = alpha/2, alpha in (0, 1]"), domain[2])
    elif form == "E.146":
        domain = (domain[0], Param("p", 0, 0.5, lo_closed=False, text="p = 1/M1, M1 >= 2"), domain[2])
    return Claim(
        id=cid, paper=PAPER, catalog_id="thesis.ch6.lemmaE.4.1",
        source=_src(f"{where}, 'by the Chernoff bound of Bernoulli distribution in Lemma E.4.1' (L7983) / Lemma F.3.1 "
                    "(L9238)", f"{lines}, L7983-L7988"),
        statement=f"({form}) {printed}; the indicators are i.i.d. Bernoulli with the stated mean. (Lemma E.4.1 itself, "
                  "the multiplicative Chernoff bound (E.4) e^{-m p gamma^2/2}, is correct: the printed exponent of this "
                  "use is what fails.)",
        kind="probabilistic", comparison="<=", bound=B.chernoff_printed, measure=_tail_measure,
        strategy=_tail_instances(form), exact=_tail_exact, expect="erratum", domain=domain,
        second_path=f"tests/test_thesis_ch5_7_second_paths.py::test_chernoff_use_{form.replace('.', '')}_exceeded",
        evidence="The exact binomial lower tail exceeds the printed bound. Lemma E.4.1 (E.4) gives exp(-n p c^2/2) for "
                 "the threshold (1-c) p; the printed exponent is "
                 + {"E.42": "2x that (exp(-n c^2 p)).", "E.146": "2x that (exp(-n c^2 p)): M1 = 10, B = 10^4, c = 0.1 "
                    "gives exact Pr = 3.8e-4 > e^{-10} = 4.5e-5.",
                    "F.37": "8x that (exp(-n rho^2 p) with c = rho/2).",
                    "F.58": "linear in rho_o (exp(-n rho_o p) = exp(-2 n c p) with c = rho_o/2), for small rho_o far "
                            "below exp(-n p c^2/2)."}[form]
                 + " Computed with scipy binom.cdf and re-checked with the regularised incomplete beta at 60 digits "
                   "(mpmath). The proofs only need M^{-C} for some C, so the conclusions survive with constants changed.",
        corrected=B.chernoff_lemmaE_4_1,
        mutants={"c instead of c^2 in the exponent": _tail_mutant_gamma},
        notes="c is the relative deviation ((1-c) p threshold); c = rho/2 for (F.37)/(F.58). Renamed from "
              "thesis.ch6.lemmaE.4.1 (one claim for four uses): Lemma E.4.1 is correct, its uses are not.",
        settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
    )


TAIL_USES = [_tail_claim(form) for form in _TAIL_USES]


# -------------------------------------------------- Condition 6.3.2 remark (L1824) and Lemma E.4.11 (L8291)


@st.composite
def _m1_instances(draw: st.DrawFn) -> dict:
    return {"M1": draw(st.integers(2, 300))}


def _remark_measure(inst: dict, ctx: Ctx) -> Measurement:
    M1 = inst["M1"]
    tr = ICL.cyclic_tasks(M1)
    plus, minus = ICL.condition6_3_2_counts(tr, M1)
    frac = Fraction(len(tr), len(ICL.all_tasks(M1)))
    return Measurement(float(frac), {"M1": M1}, {"cond_met": float(bool((plus == 1).all() and (minus == 1).all()))})


COND632 = Claim(
    id="thesis.ch6.condition6.3.2", paper=PAPER,
    source=_src("Condition 6.3.2 and insight 1 after Theorem 6.3.3, Sec. 6.3", "L1802-L1806, L1824"),
    statement="Condition 6.3.2 can hold with |T_tr| = M1 (cyclic tasks); 'then the number of training tasks is "
              "only a fraction (M1-1)^{-1/2} of the total number of in-domain tasks in T'.",
    kind="deterministic", comparison="==", bound=B.remark_task_fraction, measure=_remark_measure,
    strategy=_m1_instances, expect="erratum",
    assumptions=(Assumption("condition", "the cyclic T_tr satisfies Condition 6.3.2", lambda q: q["cond_met"] - 1),),
    evidence="|T| = M1(M1-1) (Def. 6.3.1) and |T_tr| = M1, so the fraction is exactly 1/(M1-1), not (M1-1)^{-1/2}: "
             "M1 = 6 gives 0.2 vs 0.447 (exact rational arithmetic, the cyclic family verified to satisfy the "
             "Condition).",
    corrected=B.remark_task_fraction_corrected,
    mutants={"as printed, (M1-1)^{-1/2}": B.remark_task_fraction, "1/M1": lambda M1: 1 / M1},
    domain=(Param("M1", 2, math.inf, integer=True, text="M1 >= 2 IDR patterns (|T| = M1 (M1 - 1))",
                  unreached="the search ends at its first confirmed violation (erratum); M1 up to 300 is drawn; 1/(M1-1) < (M1-1)^{-1/2} for every M1 >= 3"),),
    second_path=SP2 + "test_condition632_fraction_is_one_over_M1_minus_1",
    settings={"ci": {"max_examples": 20, "budget_s": 2.0}},
)


def _e411_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Smallest |T_tr| satisfying Condition 6.3.2, by brute force over all subsets of the M1 (M1 - 1) tasks
    of size <= M1 (the cyclic family of size M1 is verified to satisfy it)."""
    import itertools

    M1 = inst["M1"]
    tasks = ICL.all_tasks(M1)

    def ok(sub: tuple[tuple[int, int], ...]) -> bool:
        if len(sub) % M1:
            return False
        plus, minus = [0] * M1, [0] * M1
        for a, b in sub:
            plus[a] += 1
            minus[b] += 1
        r = len(sub) // M1
        return all(x == r for x in plus) and all(x == r for x in minus)

    best = next((size for size in range(1, M1 + 1) for sub in itertools.combinations(tasks, size) if ok(sub)), None)
    cyc = ok(tuple(ICL.cyclic_tasks(M1)))
    return Measurement(best if best is not None else M1 + 1, {"M1": M1}, {"cyclic_ok": float(cyc)})


LEMMA_E411 = Claim(
    id="thesis.ch6.lemmaE.4.11", paper=PAPER,
    source=_src("Lemma E.4.11, App. E; Condition 6.3.2", "L8291-L8299, L1802-L1806"),
    statement="Condition 6.3.2 requires |T_tr| >= M1, and |T_tr| = M1 suffices (tasks mu_i -> +1, mu_{i+1} -> -1).",
    kind="construction", comparison="==", bound=B.lemmaE_4_11_min_tasks, measure=_e411_measure,
    strategy=st.builds(lambda M1: {"M1": M1}, st.integers(2, 5)),
    domain=(Param("M1", 2, math.inf, integer=True, text="M1 >= 2 IDR patterns",
                  unreached="brute force over all subsets of the M1 (M1 - 1) tasks of size <= M1: M1 <= 5 "
                            "(C(20, 5) = 15504 subsets); the cyclic family of size M1 is verified for M1 <= 300 by "
                            "thesis.ch6.condition6.3.2"),),
    assumptions=(Assumption("cyclic", "the cyclic family satisfies Condition 6.3.2", lambda q: q["cyclic_ok"] - 1),),
    mutants={"M1 - 1 tasks": lambda M1: M1 - 1, "M1 + 1 tasks": lambda M1: M1 + 1},
    notes="Brute force over all subsets of the M1(M1-1) tasks of size <= M1, M1 in 3..5.",
    settings={"ci": {"max_examples": 10, "budget_s": 4.0, "min_valid": 2}},
)


# ------------------------------------------------------------------- Lemma E.4.9 lucky neurons (L8101-L8125)


@st.composite
def _e49_instances(draw: st.DrawFn) -> dict:
    return {"m": int(draw(log_uniform(1, 20000))), "mb": int(draw(log_uniform(2, 400))), "seed": draw(SEEDS)}


def _e49_measure(inst: dict, ctx: Ctx) -> Measurement:
    """|W_n|/m at initialisation: W_O rows N(0, 1/m), V_n = W_V p for a context value vector with two
    components (the two columns of (E.31)), a_i = +-1/m: the lucky set of (E.31)-(E.32)."""
    g = generator(inst["seed"])
    m = inst["m"]
    O = torch.randn(m, inst["mb"], generator=g, dtype=torch.float64) / math.sqrt(m)
    v1, v2 = torch.randn(2, inst["mb"], generator=g, dtype=torch.float64)
    a = torch.where(torch.rand(m, generator=g, dtype=torch.float64) < 0.5, 1.0, -1.0)
    lucky = int(((O @ v1 > 0) & (O @ v2 > 0) & (a > 0)).sum())
    cos = float(v1 @ v2 / (v1.norm() * v2.norm()))
    # Pr[both half-spaces] = 1/2 - arccos(cos)/(2 pi) (Sheppard); 1/8 exactly for orthogonal v1, v2
    p = 0.5 * (0.5 - math.acos(max(-1.0, min(1.0, cos))) / (2 * math.pi))
    lo, hi = clopper_pearson(lucky, m, confidence=1 - 1e-6)  # many instances are tested: a wide interval
    return Measurement(lucky / m, {"p_exact": p}, {"cos": cos}, lhs_interval=(lo, hi), stat=Binomial(lucky, m))


LEMMA_E49 = Claim(
    id="thesis.ch6.lemmaE.4.9", paper=PAPER,
    source=_src("Lemma E.4.9 (E.31)-(E.32), proof (E.214)-(E.217)", "L8101-L8125, L9056-L9074"),
    statement="|W_n|, |U_n| >= Omega(m): lucky neurons with O_{i,1} V_{n,1} > 0, O_{i,2} V_{n,2} > 0, a_i > 0.",
    kind="probabilistic", comparison="==", bound=B.lemmaE_4_9_fraction, measure=_e49_measure,
    strategy=_e49_instances, constants="hidden",
    mutants={"fraction 1/8 regardless of the angle": lambda p_exact: 1 / 8 + 0 * p_exact,
             "fraction 1/4 (a_i sign ignored)": lambda p_exact: 2 * p_exact},
    domain=(Param("m", 1, math.inf, integer=True, text="m neurons (|W_n| >= Omega(m))"),
            Param("mb", 2, math.inf, integer=True, text="dimension of the value vectors (two components)")),
    notes="Omega(m) checked through the exact expected fraction (Sheppard's formula: 1/2 (1/2 - theta/(2 pi)), "
          "1/8 for orthogonal value components as the catalog says) with a 99% Clopper-Pearson interval.",
    settings={"ci": {"max_examples": 40, "budget_s": 3.0}},
)


# ------------------------------------------------------ Lemma E.4.10 lucky neurons stay activated (L8109-L8125)


@st.composite
def _e410_instances(draw: st.DrawFn) -> dict:
    return {"m": draw(st.sampled_from([50, 200, 400])), "train_seed": draw(st.sampled_from([0, 1])),
            "probe_seed": draw(SEEDS)}


def _e410_measure(inst: dict, ctx: Ctx) -> Measurement:
    r = ICL.lucky_activation(ICL.ICLConfig(m=inst["m"], T=250, seed=inst["train_seed"]), n_probe=64,
                             probe_seed=inst["probe_seed"], device=ctx.device)
    return Measurement(r["e38_off_fraction"], {}, {**r, "M1": 6.0})


LEMMA_E410 = Claim(
    id="thesis.ch6.lemmaE.4.10", expect="conditional", paper=PAPER, catalog_id="thesis.ch6.lemmaE.4.9",
    source=_src("Lemma E.4.10 (E.38)-(E.41), App. E; lucky sets (E.30)-(E.32), Definition E.4.8", "L8079-L8125"),
    statement="Under m >~ M1^2 log M1: (1) for all t >= 0, 1[W_O(i)^(t) V^n(t)] = 1 for i in W_n when z^n = +1 (E.38) "
              "and for i in U_n when z^n = -1 (E.39); (2) for t >= Theta(1) the same for every i in W = U_n W_n (E.40) "
              "and U (E.41).",
    kind="algorithmic", comparison="<=", bound=B.lemmaE_4_10_off_fraction, measure=_e410_measure,
    strategy=_e410_instances, constants="hidden",
    assumptions=(uncertified("m >~ M1^2 log M1", "the width requirement of Lemma E.4.10 has a hidden constant (m = 50, "
                             "200, 400 against M1^2 log M1 = 64.5 at M1 = 6)"),),
    no_mutant_reason="the bound is 0 (no lucky neuron of its sample ever switches off): a stricter bound would be "
                     "negative, below any fraction, and a looser one is not a statement of the lemma",
    domain=(Param("m", 1, math.inf, integer=True, text="m >~ M1^2 log M1 neurons",
                  unreached="m in {50, 200, 400}: each instance reruns the 250-step SGD run with probes every 10 steps"),
            Param("M1", 2, math.inf, integer=True, text="M1 relevant patterns",
                  unreached="the ci model's M1 = 6 (M2 = 24)")),
    notes="Along the SGD run of the shared ICL model (M1 = 6, M2 = 24, T = 250, eta = 1, a = +-1/m; probes every 10 "
          "steps on 64 fresh training prompts from their own generator): lhs = fraction of lucky pairs (n, i in W_n), "
          "z^n = +1 (resp. U_n, z^n = -1), whose neuron is inactive at some probe step (E.38)-(E.39); the (E.40)-(E.41) "
          "fraction at t = T is the term e40_off_fraction. Measured (seed 0): 0.20 of the lucky pairs switch off at m = "
          "200 (0.17 at m = 50), and 0.22 of the pairs of (E.40) are off at T: a crossing under the granted width "
          "requirement, not an erratum (the catalog expected (E.40) to be too strong; (E.38) fails as well).",
    settings={"ci": {"max_examples": 2, "budget_s": 30.0, "min_valid": 1}},
)


# ---------------------------------------------------------------------- trained ICL model (Theorem 6.3.3 ...)

ICL_CFG = ICL.ICLConfig(T=250)


def _icl_model(seed: int, device: str) -> ICL.ICLModel:
    return ICL.trained(ICL.ICLConfig(T=ICL_CFG.T, seed=seed), device)


@st.composite
def _icl_adv_instances(draw: st.DrawFn) -> dict:
    return {"train_seed": draw(st.sampled_from([0, 1])), "eval_seed": draw(SEEDS),
            "mode": draw(st.sampled_from(["opp", "irr"])), "n": draw(st.sampled_from([200, 400])),
            "l_max": draw(st.sampled_from([200, 400, 1000]))}


def _adv_curve(inst: dict, ctx: Ctx) -> tuple[list[int], list[dict]]:
    model = _icl_model(inst["train_seed"], ctx.device)
    gen = generator(inst["eval_seed"])
    ls = [int(x) for x in np.unique(np.geomspace(10, inst["l_max"], 6).round())]
    out = []
    for lt in ls:
        c, p, z, s = ICL.make_prompts(model.cfg, inst["n"], ICL.all_tasks(model.cfg.M1), lt, 0.8, gen,
                                      adversarial=inst["mode"], device=ctx.device)
        out.append(ICL.evaluate(model, c, p, z, s))
    return ls, out



_ICL_REQS = (
    uncertified("m >= Omega(M1^2 log M1)", "width requirement of Theorem 6.3.3 (6.9), hidden constant (m = 200 "
                "here, M1^2 log M1 = 64.5 at M1 = 6)"),
    uncertified("B > Omega(max{eps^-2, M1} log M1)", "batch requirement (6.9), hidden constant (B = 64 here)"),
    uncertified("l_tr >= max{Omega(log M1/alpha), Omega(1/(beta^2 alpha))}", "prompt-length requirement (6.9), hidden "
                "constants (l_tr = 20 here)"),
    uncertified("T = Theta(eta^-1 M1 alpha^-2/3 beta^-2/3 sqrt(log M1)) (6.10)", "iteration count, hidden constant "
                "(T = 250 SGD steps here)"),
)


def _icl_sweep_span(inst: dict, ls: list[int]) -> dict:
    return {"l_ts_sweep": np.array(ls, float), "M1": ICL_CFG.M1, "M2": ICL_CFG.M2}


_ICL_FIXED_DOMAIN = (
    Param("M1", 2, math.inf, integer=True, text="M1 in-domain-relevant patterns",
          unreached="one trained model (M1 = 6, M2 = 24, m = 200) serves every ci instance; the M1-scaling of the "
                    "trained quantities is checked by thesis.ch6.prop6.4.1 / lemmaE.4.5 (M1 = 4..12)"),
    Param("M2", 1, math.inf, integer=True, text="M2 irrelevant patterns",
          unreached="fixed M2 = 24 = 4 M1 (the paper's ratio) in the shared trained model"),
)


def _cor643_measure(inst: dict, ctx: Ctx) -> Measurement:
    ls, ev = _adv_curve(inst, ctx)
    leak = np.array([max(1 - e["mass"], 1e-12) for e in ev])
    fit = fit_exponent(np.array(ls, float), leak)
    return Measurement(fit.exponent, {}, {**_icl_sweep_span(inst, ls), "l_ts": ls,
                                           "mass": [round(e["mass"], 4) for e in ev],
                                           "hinge": [round(e["hinge"], 4) for e in ev],
                                           "err": [round(e["err"], 4) for e in ev]},
                       lhs_interval=(fit.lo, fit.hi), stat=fit)


COR643 = Claim(
    id="thesis.ch6.cor6.4.3", paper=PAPER,
    source=_src("Corollary 6.4.3 (6.20), Sec. 6.4; test assumption of Theorem 6.3.3 (6.9)", "L1891-L1897, L1808-L1828"),
    statement="For any test query, with N_* the contexts sharing its IDR/ODR pattern, for any constant C > 1: "
              "sum_{s in N_*} attn_s >= 1 - Theta(1/M1^C) (6.20); test prompts need only an alpha'/2 fraction of "
              "same-pattern contexts and l_ts >= 1/alpha'.",
    kind="rate", comparison="<=", bound=B.cor6_4_3_leak_exponent, measure=_cor643_measure,
    strategy=_icl_adv_instances, constants="hidden", expect="conditional",
    assumptions=_ICL_REQS,
    mutants={"leakage decays like 1/l_ts (exponent -1)": lambda: -1.0},
    domain=(Param("l_ts", 1, math.inf, integer=True, key="l_ts_sweep", text="l_ts >= 1/alpha' (6.9)",
                  unreached="l_ts >= 10: the sweep geomspace(10, l_max) needs 6 distinct lengths for the exponent fit"), *_ICL_FIXED_DOMAIN),
    notes=("Finding (a crossing under the granted training requirements, not a confirmed erratum: they have hidden "
          "constants that no run here can certify): "
          "Trained model (6.2) (M1 = 6, M2 = 24, m = 200, a = +-1/m, eta = 1, 250 SGD steps, unseen-task "
             "error ~0). Test prompts with exactly one same-pattern context and l_ts - 1 distractors satisfy the "
             "alpha'/2 assumption with alpha' = 2/l_ts and l_ts >= 1/alpha'. The attention on N_* falls from "
             "0.94 (l_ts = 10) to 0.54 (l_ts = 200): the leakage 1 - mass grows like l_ts^{0.71} (CI excludes 0), "
             "so no l_ts-independent 1 - Theta(M1^{-C}) holds. Trained logits are bounded (~log M1); the proof's "
             "(E.71) keeps a factor (2-alpha')/alpha' that the statement drops. "
          "Leakage exponent in l_ts on l_ts in geomspace(10, l_max, 6); two training seeds; 'opp' (opposite-label "
          "decisive) and 'irr' (non-decisive) distractors. M1-scaling of the leakage (catalog: flat 0.0075-0.0115 "
          "for M1 = 4..16) is not run in ci."),
    settings={"ci": {"max_examples": 3, "budget_s": 30.0, "min_valid": 1}},
)


def _thm633_measure(inst: dict, ctx: Ctx) -> Measurement:
    ls, ev = _adv_curve(inst, ctx)
    h = np.array([max(e["hinge"], 1e-9) for e in ev])
    fit = fit_exponent(np.array(ls, float), h)
    return Measurement(fit.exponent, {}, {**_icl_sweep_span(inst, ls), "l_ts": ls,
                                           "hinge": [round(e["hinge"], 4) for e in ev],
                                           "err": [round(e["err"], 4) for e in ev]},
                       lhs_interval=(fit.lo, fit.hi), stat=fit)


THM633 = Claim(
    id="thesis.ch6.theorem6.3.3", paper=PAPER,
    source=_src("Theorem 6.3.3 (6.9)-(6.11), Sec. 6.3", "L1808-L1828"),
    statement="Under Condition 6.3.2, m >= Omega(M1^2 log M1), B > Omega(max{eps^-2, M1} log M1), l_tr >= "
              "max{Omega(log M1/alpha), Omega(1/(beta^2 alpha))}, l_ts >= alpha'^{-1} (6.9), T = Theta(eta^-1 M1 "
              "alpha^{-2/3} beta^{-2/3} sqrt(log M1)) (6.10): E_{x_query, f in T} l(Psi; P, z) <= O(eps) (6.11).",
    kind="rate", comparison="<=", bound=B.theorem6_3_3_hinge_exponent, measure=_thm633_measure,
    strategy=_icl_adv_instances, constants="hidden", expect="conditional",
    assumptions=_ICL_REQS,
    mutants={"loss decays like 1/l_ts (exponent -1)": lambda: -1.0},
    domain=(Param("l_ts", 1, math.inf, integer=True, key="l_ts_sweep", text="l_ts >= 1/alpha' (6.9)",
                  unreached="l_ts >= 10: the sweep geomspace(10, l_max) needs 6 distinct lengths for the exponent fit"), *_ICL_FIXED_DOMAIN),
    notes=("Finding (a crossing under the granted training requirements, not a confirmed erratum: they have hidden "
          "constants that no run here can certify): "
          "Same trained model and adversarial-but-legal prompts as thesis.ch6.cor6.4.3 (one relevant context, "
             "alpha' = 2/l_ts, so l_ts >= 1/alpha'): the in-domain hinge loss grows with l_ts (0.045 at l_ts = 10, "
             "0.40 at 60, 0.93 at 200; 0-1 error 0.46-0.62 at l_ts >= 110 with opposite-label distractors), fitted "
             "exponent 1.02 with its CI above 0, while (6.11) promises O(eps) uniformly. A second finding (catalog, not "
             "run in ci): with a = +-1/m and eta = 1 the iterations to reach train hinge < 0.05 grow as m^0.66 "
             "(76..746 for m = 50..1600), while (6.10) is m-free; (E.61)-(E.62) contain a = m. "
          "The loss exponent is fitted on l_ts in geomspace(10, l_max, 6); the l_ts = 1/alpha' condition holds with "
          "equality on every prompt."),
    settings={"ci": {"max_examples": 3, "budget_s": 30.0, "min_valid": 1}},
)


@st.composite
def _icl_eval_instances(draw: st.DrawFn) -> dict:
    return {"train_seed": draw(st.sampled_from([0, 1])), "eval_seed": draw(SEEDS),
            "n": draw(st.sampled_from([500, 1000])), "S1": draw(st.floats(1.0, 1.28)),
            "Kp": draw(st.sampled_from([0.01, 0.25, 0.5])), "sign": draw(st.sampled_from([1, -1]))}


def _thm634_measure(inst: dict, ctx: Ctx) -> Measurement:
    model = _icl_model(inst["train_seed"], ctx.device)
    cfg = model.cfg
    gen = generator(inst["eval_seed"])
    c, p, z, s = ICL.make_prompts(cfg, inst["n"], ICL.all_tasks(cfg.M1), 20, 0.8, gen, device=ctx.device)
    eps_id = ICL.evaluate(model, c, p, z)["hinge"]
    S1 = inst["S1"]
    # a + b = S1, a^2 + b^2 = 0.82
    disc = max(0.0, 2 * 0.82 - S1 * S1)
    a_ = (S1 + inst["sign"] * math.sqrt(disc)) / 2
    b_ = S1 - a_
    Rp = ICL.ood_patterns(cfg, a_, b_, ctx.device)
    _, nu, _ = ICL.patterns(cfg, ctx.device)
    tasks = [(0, 1), (1, 0), (0, 2), (2, 0)]
    c, p, z, s = ICL.make_prompts(cfg, inst["n"], tasks, 20, 0.8, gen, R=Rp, Nu=nu, Kx=inst["Kp"], device=ctx.device)
    ev = ICL.evaluate(model, c, p, z, s)
    return Measurement(ev["hinge"], {"eps_id": eps_id}, {"S1": S1, "a": a_, "b": b_, "ood_err": ev["err"],
                                                          "mass": ev["mass"], "M1": cfg.M1, "M2": cfg.M2})


THM634 = Claim(
    id="thesis.ch6.theorem6.3.4", paper=PAPER,
    source=_src("Theorem 6.3.4 (6.12)-(6.13), Sec. 6.3; OOD family of Sec. 6.5", "L1832-L1844, L1913-L1949"),
    statement="If mu'_j = sum_i k_{j,i} mu_i with S_j = sum_i k_{j,i} >= 1 and nu'_k in span(nu), then E_{x~D', f in "
              "T'} l(Psi; P, z) <= O(eps) (6.13).",
    kind="algorithmic", comparison="<=", bound=B.theorem6_3_4_ood_hinge, measure=_thm634_measure,
    strategy=_icl_eval_instances, constants="hidden",
    assumptions=(*_ICL_REQS, uncertified("O(eps) in (6.13)", "the constant of O(eps) is hidden")),
    mutants={"OOD hinge <= in-domain hinge (no O(.) slack)": lambda eps_id: eps_id},
    domain=(Param("S1", 1, math.inf, text="S_j = sum_i k_{j,i} >= 1",
                  unreached="S1 = a + b with a^2 + b^2 = 0.82 (the norm of the in-domain patterns, so mu'_1 stays on "
                            "their scale) caps S1 at sqrt(1.64) = 1.28"),
            Param("Kp", 0, math.inf, lo_closed=False, text="nu'_k in span(nu), scale K' = O(1)",
                  unreached="K' > 1 leaks through the untrained nu-block of W_K^T W_Q (notes): K' <= 0.5 drawn"),
            *_ICL_FIXED_DOMAIN),
    notes="Finding (a crossing under granted requirements: O(eps) and the training requirements hide constants): "
          "at the boundary S1 = 1.0 "
          "(a = 0.1, b = 0.9, K' in {0.25, 0.5}) the OOD hinge is 0.105 while the in-domain hinge of the same model is "
          "0.0005, crossing eps_id + 0.1; the ratio to eps_id (~200) shows that O(eps) needs a large constant at S1 = 1. "
          "The planted mutant (OOD hinge <= in-domain hinge) is run with the requirements granted. Hidden O: OOD hinge (tasks involving mu'_1, S1 in [1, 1.28], K' in {0.25, 0.5}) against eps_id + 0.1 "
          "(the catalog's 'small' predicate, fixed before measuring; K' = 1 reaches hinge ~0.07). "
          "The 'necessity' of S_j >= 1 (Fig 6.3A, classification error) is not part of the theorem; the catalog "
          "finds error 0 down to S1 = -0.9 on the one-layer model. K' = 5 (the paper's) leaks through the "
          "untrained nu-block of W_K^T W_Q (catalog), so K' <= 1 is drawn, as K' = O(1) hides this constant.",
    settings={"ci": {"max_examples": 12, "budget_s": 15.0, "min_valid": 4}},
)


def _prune_measure(inst: dict, ctx: Ctx) -> Measurement:
    model = _icl_model(inst["train_seed"], ctx.device)
    cfg = model.cfg
    gen = generator(inst["eval_seed"])
    c, p, z, _ = ICL.make_prompts(cfg, inst["n"], ICL.all_tasks(cfg.M1), 20, 0.8, gen, device=ctx.device)
    eps_id = ICL.evaluate(model, c, p, z)["hinge"]
    nr = ICL.neuron_norms(model)
    small = nr <= 1 / math.sqrt(cfg.M2)
    mask0 = model.mask.clone()
    try:
        model.mask = (~small).double()
        after = ICL.evaluate(model, c, p, z)["hinge"]
    finally:
        model.mask = mask0
    return Measurement(after, {"eps_id": eps_id, "M2": cfg.M2}, {"pruned_fraction": float(small.double().mean()),
                                                               "M1": cfg.M1})


THM637 = Claim(
    id="thesis.ch6.theorem6.3.7", paper=PAPER,
    source=_src("Theorem 6.3.7 (6.14)-(6.15), Sec. 6.3", "L1848-L1866"),
    statement="There is L with |L| = Omega(m), ||r_i|| >= Omega(1) on L and ||r_i|| <= 1/sqrt(M2) on L^c (6.14); "
              "pruning L^c gives E l(Psi_{L^c}) <= O(eps + M2^{-1/2}) (6.15).",
    kind="algorithmic", comparison="<=", bound=B.theorem6_3_7_small_prune, measure=_prune_measure,
    strategy=_icl_eval_instances, constants="hidden",
    mutants={"no M2^{-1/2} term and no slack": lambda eps_id, M2: 0.0 * eps_id - 1e-9},
    domain=_ICL_FIXED_DOMAIN,
    notes="(6.15) with constant 1 on L^c = {||r_i|| <= 1/sqrt(M2)} (the printed split, no O()); the catalog "
          "finds only ~5% of neurons below 1/sqrt(M2), and the large-first lower bound (6.16) ~ 1.45 R on the "
          "hinge (not encoded in ci). Classification error stays flat under pruning (Fig 6.5 not reproduced).",
    settings={"ci": {"max_examples": 12, "budget_s": 10.0, "min_valid": 4}},
)


def _align_measure(which: str):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        model = _icl_model(inst["train_seed"], ctx.device)
        cm, cq = ICL.alignment(model)
        nr = ICL.neuron_norms(model)
        big = nr > torch.quantile(nr, inst["top"])
        cos = cm if which == "dx" else cq
        worst = float(cos[big].min())
        M = model.cfg.M2 if which == "dx" else model.cfg.M1
        return Measurement((1 - worst) * M, {}, {"cos_min": worst, "cos_median": float(cos[big].median()),
                                                 "M1": model.cfg.M1, "M2": model.cfg.M2})
    return measure


@st.composite
def _align_instances(draw: st.DrawFn) -> dict:
    return {"train_seed": draw(st.sampled_from([0, 1])), "top": draw(st.floats(0.5, 0.8))}


PROP645 = Claim(
    id="thesis.ch6.prop6.4.5", paper=PAPER,
    source=_src("Proposition 6.4.5 (6.21)-(6.22), Sec. 6.4", "L1903-L1909"),
    statement="For i in L: cos(r_{i,dx}, mu_bar) >= 1 - Theta(1)/M2 (6.21) and cos(r_{i,dy}, sign(a_i) q) >= "
              "1 - Theta(1)/M1 (6.22).",
    kind="algorithmic", comparison="<=", bound=B.prop6_4_5_scaled_gap, measure=_align_measure("dx"),
    strategy=_align_instances, constants="hidden",
    mutants={"constant 1/100": lambda: 0.01},
    domain=_ICL_FIXED_DOMAIN,
    notes="(6.21) checked: (1 - min cos) * M2 <= 1 (the catalog's constant 1) over the top (1 - top) norm "
          "neurons as a proxy for L; (6.22) holds with more margin (catalog: cos >= 0.997).",
    # one instance reads the cached trained model (milliseconds once it is trained): 40 instances under ci
    settings={"ci": {"max_examples": 40, "budget_s": 8.0, "min_valid": 3}},
)


def _proj_measure(inst: dict, ctx: Ctx) -> Measurement:
    model = _icl_model(inst["train_seed"], ctx.device)
    own, other = ICL.projections(model)
    return Measurement(other / own, {"M1": model.cfg.M1, "M2": model.cfg.M2}, {"own": own, "other": other})


@st.composite
def _proj_instances(draw: st.DrawFn) -> dict:
    return {"train_seed": draw(st.sampled_from([0, 1])), "M1_max": draw(st.sampled_from([10, 12]))}


def _proj_scaling_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Ratio (6.18)/(6.17) = max |[mu_k; 0]^T W_Q p_j| / min [mu_j; 0]^T W_Q p_j on models trained at M1 = 4, 6, ...,
    M2 = 4 M1 (the paper's M2/M1), everything else as in the ci model; the sqrt(log M1) factors cancel."""
    M1s = list(range(4, inst["M1_max"] + 1, 2))
    ratios, owns = [], []
    for M1 in M1s:
        model = ICL.trained(ICL.ICLConfig(M1=M1, M2=4 * M1, T=ICL_CFG.T, seed=inst["train_seed"]), ctx.device)
        own, other = ICL.projections(model)
        ratios.append(other / own)
        owns.append(own)
    fit = fit_exponent(np.array(M1s, float), np.array(ratios))
    return Measurement(fit.exponent, {}, {"M1": M1s, "M1_sweep": np.array(M1s, float), "ratio (6.18)/(6.17)": [round(r, 4) for r in ratios],
                                          "own projection": [round(o, 3) for o in owns],
                                          "1/M1 + 1/M2": [round(B.prop6_4_1_ratio(M, 4 * M), 4) for M in M1s],
                                          "r2": fit.r2}, lhs_interval=(fit.lo, fit.hi), stat=fit)


PROP641 = Claim(
    id="thesis.ch6.prop6.4.1", paper=PAPER,
    source=_src("Proposition 6.4.1 (6.17)-(6.18), Sec. 6.4", "L1877-L1887"),
    statement="||[XDR(p)^T, 0] W p|| >= Omega(sqrt(log M1)) (6.17); ||[a^T, 0] W p|| <= O(sqrt(log M1)(1/M1 + "
              "1/M2)) for any other relevant pattern a (6.18).",
    kind="rate", comparison="<=", bound=B.prop6_4_1_ratio_exponent, measure=_proj_scaling_measure,
    strategy=_proj_instances, constants="hidden", assumptions=_ICL_REQS,
    mutants={"ratio decays like 1/M1^2 (exponent -2)": lambda: -2.0},
    domain=(Param("M1", 2, math.inf, integer=True, key="M1_sweep", text="M1 relevant patterns (M2 = 4 M1)",
                  unreached="M1 = 4..12: each M1 trains its own model (T = 250 SGD steps); M1 < 4 leaves fewer than 4 "
                            "points for the exponent fit"),),
    notes="Hidden constants: the ratio (6.18)/(6.17) must be O(1/M1 + 1/M2) = O(1/M1) at M2 = 4 M1, so its fitted "
          "exponent in M1 must be <= -1 (99% interval). Finding (potential: the training requirements, e.g. m >= "
          "Omega(M1^2 log M1) with m = 200, hide constants): trained models (T = 250, eta = 1, a = +-1/m) give ratios "
          "0.347, 0.391, 0.379, 0.366 at M1 = 4, 6, 8, 10 (own projection ~5.6-6.1, training-task partners ~ -2.1): "
          "flat in M1 (exponent ~0), not ~1/M1. Partners do not decay as (E.7)/(E.11) predict: once margins reach 1 "
          "the hinge gradient is 0 (the indicator 1[zF < 1] dropped in (E.110)) and training freezes.",
    settings={"ci": {"max_examples": 1, "budget_s": 20.0, "min_valid": 1}},
)


@st.composite
def _e45_instances(draw: st.DrawFn) -> dict:
    return {"train_seed": draw(st.sampled_from([0, 1])), "M1_max": draw(st.sampled_from([10, 12])),
            "component": draw(st.sampled_from(["other", "idi"])), "which": draw(st.sampled_from(["Q", "K"]))}


def _e45_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Scaled ratios of Lemma E.4.5 on the models of thesis.ch6.prop6.4.1 (M1 = 4, 6, ..., M2 = 4 M1): other relevant
    patterns times M1 ((E.8)/(E.12)), irrelevant patterns times M2 ((E.9)/(E.13)); their exponent in M1."""
    M1s = list(range(4, inst["M1_max"] + 1, 2))
    scaled, rows = [], []
    for M1 in M1s:
        model = ICL.trained(ICL.ICLConfig(M1=M1, M2=4 * M1, T=ICL_CFG.T, seed=inst["train_seed"]), ctx.device)
        r = ICL.update_projections(model, inst["which"])
        scaled.append(r["other_ratio"] * M1 if inst["component"] == "other" else r["idi_ratio"] * 4 * M1)
        rows.append({k: round(v, 5) for k, v in r.items()})
    fit = fit_exponent(np.array(M1s, float), np.array(scaled))
    return Measurement(fit.exponent, {}, {"M1": M1s, "M1_sweep": np.array(M1s, float), "scaled ratio": [round(v, 4) for v in scaled],
                                          "per-M1 projections": rows, "r2": fit.r2}, lhs_interval=(fit.lo, fit.hi), stat=fit)


LEMMA_E45 = Claim(
    id="thesis.ch6.lemmaE.4.5", paper=PAPER,
    source=_src("Lemma E.4.5 (E.6)-(E.13), App. E; Lemmas E.4.6-E.4.7 (E.14)-(E.27)", "L8005-L8099"),
    statement="Accumulated W_Q (W_K) updates applied to the query: the mu_j component grows as >~ eta (1/M1) sum_b zeta_b "
              "delta gamma_b beta^4 (E.6); the components on the same-task partner are <~ e^{-Theta((eta t0/M1)^2)} "
              "(E.7), on other relevant patterns <~ 1/M1 (E.8) and on irrelevant patterns <~ 1/M2 (E.9) times it.",
    kind="rate", comparison="<=", bound=B.lemmaE_4_5_scaled_exponent, measure=_e45_measure,
    strategy=_e45_instances, constants="hidden", assumptions=_ICL_REQS,
    mutants={"scaled ratio decays like M1^-5 (exponent -5; the 4-5 point fit is wide)": lambda: -5.0},
    domain=(Param("M1", 2, math.inf, integer=True, key="M1_sweep", text="M1 relevant patterns (M2 = 4 M1)",
                  unreached="M1 = 4..12: each M1 trains its own model (T = 250 SGD steps); M1 < 4 leaves fewer than 4 "
                            "points for the exponent fit"),),
    notes="Hidden constants: (E.8) as 'M1 x (other / own) bounded across M1' and (E.9) as 'M2 x (irrelevant / own) "
          "bounded' (fitted exponent in M1 <= 0), on Delta = W^(T) - W^(0) of models trained at M1 = 4, 6, ... (M2 = 4 "
          "M1, T = 250, eta = 1, seed 0 shared with thesis.ch6.prop6.4.1). Measured (W_Q): other/own = 0.126, 0.065, "
          "0.052, 0.060 (x M1: 0.50, 0.39, 0.42, 0.60: bounded); irrelevant/own ~0.0037 flat (x M2: 0.06, 0.09, 0.09, "
          "0.15: grows ~M1, a potential finding for (E.9)). The partner ratio stays ~0.5 at T = 250 where (E.7) gives "
          "e^{-Theta(625)} (reported as a term; same freezing as thesis.ch6.prop6.4.1). The W_Q update on the label "
          "columns is exactly 0 ((E.153), term label_cols_max). Lemmas E.4.6-E.4.7 (W_V, W_O) are not encoded.",
    settings={"ci": {"max_examples": 1, "budget_s": 10.0, "min_valid": 1}},
)


# ---------------------------------------------------------- Sec. 6.5 / Fig E.1 mechanism: T vs alpha (L1828, L7920)


def _icl_alpha_cfg(alpha: float, seed: int) -> ICL.ICLConfig:
    if active_profile() == "deep":  # the catalog's Fig E.1 sweep: m = 200, eta = 0.2
        return ICL.ICLConfig(alpha=alpha, m=200, eta=0.2, seed=seed)
    return ICL.ICLConfig(alpha=alpha, m=50, eta=1.0, seed=seed)


@lru_cache(maxsize=64)
def _icl_t_needed(alpha: float, seed: int, deep: bool) -> int:
    model, t = ICL.train(_icl_alpha_cfg(alpha, seed), stop_below=0.05, t_max=20000 if deep else 3000)
    return (t + 1) if t is not None else (20000 if deep else 3000)


@st.composite
def _icl_alpha_instances(draw: st.DrawFn) -> dict:
    return {"seed": draw(st.sampled_from([0, 1])), "alpha_min": draw(st.sampled_from([0.4, 0.5]))}


def _icl_alpha_measure(inst: dict, ctx: Ctx) -> Measurement:
    deep = active_profile() == "deep"
    alphas = [1.0, 0.8, 0.6, 0.4, 0.3, 0.2] if deep else \
        [a for a in (1.0, 0.8, 0.7, 0.6, 0.5, 0.4) if a >= inst["alpha_min"] - 1e-12]
    seeds = [inst["seed"], inst["seed"] + 1, inst["seed"] + 2] if deep else [inst["seed"]]
    T = [float(np.mean([_icl_t_needed(a, s, deep) for s in seeds])) for a in alphas]
    fit = fit_exponent(np.array(alphas), np.array(T))
    cfg = _icl_alpha_cfg(1.0, inst["seed"])
    return Measurement(fit.exponent, {}, {"alpha": alphas, "alpha_sweep": np.array(alphas), "T_needed": T, "r2": fit.r2,
                                          "m": cfg.m, "eta": cfg.eta,
                                          "T * alpha^(2/3)": [round(t * a ** (2 / 3), 1) for t, a in
                                                              zip(T, alphas, strict=True)]},
                       lhs_interval=(fit.lo, fit.hi), stat=fit)


REMARK_MECH = Claim(
    id="thesis.ch6.remark.mechanism-experiments", paper=PAPER,
    source=_src("Theorem 6.3.3 insight 3 (L1828), (6.10), Fig E.1 (L7920-L7929); Sec. 6.5", "L1828, L1913-L1949, "
                "L7920-L7929"),
    statement="'The required number of iterations and the training samples is proportional to alpha^{-2/3}' (L1828); "
              "Fig E.1: 'the required number of training iterations is linear in alpha^{-2/3}' (T = Theta(eta^-1 M1 "
              "alpha^{-2/3} beta^{-2/3} sqrt(log M1)), (6.10)).",
    kind="rate", comparison="==", bound=B.theorem6_3_3_T_exponent_in_alpha, measure=_icl_alpha_measure,
    strategy=_icl_alpha_instances, constants="hidden",
    assumptions=(*_ICL_REQS, uncertified("Theta(.) of (6.10)", "T_needed proportional to alpha^-2/3 only up to the "
                                         "hidden constants of Theta(.)")),
    mutants={"T_needed independent of alpha (exponent 0)": lambda: 0.0},
    domain=(Param("alpha", 0, 1, lo_closed=False, key="alpha_sweep", text="alpha in (0, 1] (fraction of relevant "
                  "context examples)",
                  unreached="alpha >= 0.4 in ci (one training run per alpha); the deep profile goes to 0.2; alpha -> 0 "
                            "needs l_tr >= Omega(log M1/alpha) prompts"),),
    notes="Fitted exponent of T_needed (iterations until the training hinge EMA < 0.05; model (6.2), M1 = 6, M2 = 24, "
          "cyclic |T_tr| = M1, l_tr = 20, B = 64, a = +-1/m) in alpha, against -2/3 with a 99% t-interval (Theta: "
          "equality). ci: m = 50, eta = 1, alpha in [alpha_min, 1], one seed; deep: the catalog's m = 200, eta = 0.2, "
          "alpha = 1..0.2, 3 seeds (catalog: T alpha^{2/3} = 726, 687, 647, 625, 625 for alpha = 1..0.3, exponent "
          "~ -0.55). Finding (potential: Theta(.) and the training requirements hide constants): ci (m = 50, eta = 1) "
          "T_needed = 69, 74, 76, 80, 85, 94 for alpha = 1, 0.8, 0.7, 0.6, 0.5, 0.4, exponent -0.33 [-0.42, -0.24], "
          "flatter than alpha^{-2/3}; at m = 200, eta = 1: 170, 184, 209, 264 for alpha = 1, 0.8, 0.6, 0.4 (~ -0.48). "
          "The other Fig 6.3-6.5 numbers are checked by thesis.ch6.theorem6.3.4 / theorem6.3.7 / prop6.4.5.",
    settings={"ci": {"max_examples": 2, "budget_s": 15.0, "min_valid": 1}},
)


# =========================================================================================== Chapter 7


def _transition_matrices(inst: dict) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """K random transition matrices (Dirichlet rows, concentration drawn) with f_k(i) moved to the strict row maximum
    (so the j != j* primacy is positive), and the step maps f_k (random permutations)."""
    rng = np.random.default_rng(inst["seed"])
    Mp = inst["Mp"]
    As, fs = [], []
    for _ in range(inst.get("K", 1)):
        A = rng.dirichlet(np.full(Mp, inst.get("conc", 1.0)), size=Mp)
        f = rng.permutation(Mp)
        for i in range(Mp):
            j = int(A[i].argmax())
            A[i, [j, f[i]]] = A[i, [f[i], j]]
        As.append(A)
        fs.append(f)
    return As, fs


def _primacy_measure(inst: dict, ctx: Ctx) -> Measurement:
    As, fs = _transition_matrices(inst)
    rho_lit = COT.primacy(As[0], fs[0], exclude_self=False)
    rho_c = COT.primacy(As[0], fs[0], exclude_self=True)
    return Measurement(rho_lit, {"rho_printed": rho_lit, "rho_corrected": rho_c}, {"Mp": inst["Mp"]})


def _primacy_exact(inst: dict) -> Measurement:
    As, fs = _transition_matrices(inst)
    Af = np.array([[Fraction(x) for x in row] for row in As[0]], dtype=object)
    lit = Fraction(COT.primacy_exact(Af, fs[0], exclude_self=False))
    cor = Fraction(COT.primacy_exact(Af, fs[0], exclude_self=True))
    return Measurement(lit, {"rho_printed": lit, "rho_corrected": cor}, {"Mp": inst["Mp"]})


def _primacy_corrected(rho_printed: float, rho_corrected: float) -> float:
    """The j != j* definition, written against the same lhs: rho_printed > rho_printed - rho_corrected holds exactly
    when the largest admissible rho over j != j* is positive."""
    return rho_printed - rho_corrected


_J_NE_JSTAR = Reading(
    "j != j*", "'for all j in [M']' of (7.12)/(7.13) read as for all j != j* (with j = j* the inequality forces rho <= 0, "
    "so the literal definition admits no matrix; the thesis's Example 1 computes rho = 1/3 this way)",
    bound=_primacy_corrected)


@st.composite
def _primacy_instances(draw: st.DrawFn) -> dict:
    return {"Mp": int(draw(log_uniform(2, 300))), "seed": draw(SEEDS), "conc": draw(log_uniform(0.05, 20.0))}


DEF712 = Claim(
    id="thesis.ch7.def7.12-primacy", paper=PAPER,
    source=_src("(7.12) primacy of the transition matrices, Sec. 7.3", "L2122-L2131"),
    statement="There is rho^f in (0, 1) with A_k(i, j*) >= A_k(i, j)/(1 - rho^f) for all j in [M'], "
              "mu'_{j*} = f_k(mu'_i), for all i, k.",
    kind="deterministic", comparison=">", bound=B.def7_12_rho_positive, measure=_primacy_measure,
    exact=_primacy_exact, strategy=_primacy_instances, expect="erratum as printed",
    readings=(_J_NE_JSTAR,),
    evidence="With j = j* (allowed by 'for all j in [M']') the inequality reads A(i, j*) >= A(i, j*)/(1 - rho), "
             "i.e. rho <= 0: the largest admissible rho is exactly 0 for every matrix (computed as min_i 1 - max_j "
             "A(i,j)/A(i,j*)), so no rho in (0,1) exists. The intended definition ranges over j != j* (then rho > 0 "
             "whenever j* is the strict row maximum, e.g. Example 1: rho = 1/3, rho_o = 3/14).",
    corrected=_primacy_corrected, auto_mutant=False,  # the corrected bound is a sign condition: no constant to move
    mutants={"j != j* primacy >= 1/3 for every matrix (Example 1's value)":
             lambda rho_printed, rho_corrected: rho_printed - rho_corrected + 1 / 3},
    domain=(Param("Mp", 2, math.inf, integer=True, text="M' >= 2 TSR patterns",
                  unreached="the search ends at its first confirmed violation (erratum); M' up to 300 is drawn; the printed rho is 0 for every matrix"),),
    second_path=SP2 + "test_def712_primacy_with_j_star_forces_rho_nonpositive",
    notes="lhs: the largest rho the printed (7.12) admits (j = j* included), exactly 0. corrected (the j != j* "
          "definition) is written as lhs > lhs - rho_corrected, i.e. rho_corrected > 0. Random Dirichlet transition "
          "matrices (concentration 0.05..20) with f_k(i) the strict row maximum.",
    settings={"ci": {"max_examples": 20, "budget_s": 3.0}},
)


def _b_primacy_measure(inst: dict, ctx: Ctx) -> Measurement:
    As, _ = _transition_matrices(inst)
    Bm = As[0]
    for A in As[1:]:
        Bm = Bm @ A
    jstar = Bm.argmax(1)
    return Measurement(COT.primacy(Bm, jstar, exclude_self=False),
                       {"rho_printed": COT.primacy(Bm, jstar, exclude_self=False),
                        "rho_corrected": COT.primacy(Bm, jstar, exclude_self=True)}, {"Mp": inst["Mp"], "K": inst["K"]})


def _b_primacy_exact(inst: dict) -> Measurement:
    As, _ = _transition_matrices(inst)
    Bm = np.array([[Fraction(x) for x in row] for row in As[0]], dtype=object)
    for A in As[1:]:
        Bm = Bm.dot(np.array([[Fraction(x) for x in row] for row in A], dtype=object))
    jstar = [max(range(Bm.shape[1]), key=lambda j, i=i: Bm[i, j]) for i in range(Bm.shape[0])]
    lit = Fraction(COT.primacy_exact(Bm, jstar, exclude_self=False))
    cor = Fraction(COT.primacy_exact(Bm, jstar, exclude_self=True))
    return Measurement(lit, {"rho_printed": lit, "rho_corrected": cor}, {"Mp": inst["Mp"], "K": inst["K"]})


@st.composite
def _b_primacy_instances(draw: st.DrawFn) -> dict:
    return {"Mp": int(draw(log_uniform(2, 120))), "K": draw(st.integers(1, 6)), "seed": draw(SEEDS),
            "conc": draw(log_uniform(0.05, 20.0))}


DEF713 = Claim(
    id="thesis.ch7.def7.13", paper=PAPER,
    source=_src("(7.13) primacy rho_o^f of the K-step transition matrix B^f = prod_k A_k^f, Sec. 7.3", "L2126-L2131"),
    statement="rho_o^f in (0, 1) with B^f(i, j*) >= B^f(i, j)/(1 - rho_o^f) for all j in [M'], j* = argmax_j B^f(i, j).",
    kind="deterministic", comparison=">", bound=B.def7_12_rho_positive, measure=_b_primacy_measure,
    exact=_b_primacy_exact, strategy=_b_primacy_instances, expect="erratum as printed",
    readings=(_J_NE_JSTAR,),
    evidence="The same defect as (7.12): j = j* is in 'for all j in [M']', so B(i, j*) >= B(i, j*)/(1 - rho_o) forces "
             "rho_o <= 0 for every B^f: the largest admissible rho_o is exactly 0 (exact rationals). Over j != j* it is "
             "positive whenever the row maximum is strict (Example 1: rho_o = 3/14).",
    corrected=_primacy_corrected, auto_mutant=False,
    mutants={"j != j* primacy of B^f >= 3/14 for every B (Example 1's value)":
             lambda rho_printed, rho_corrected: rho_printed - rho_corrected + 3 / 14},
    domain=(Param("Mp", 2, math.inf, integer=True, text="M' >= 2 TSR patterns",
                  unreached="the search ends at its first confirmed violation (erratum); M' up to 120 is drawn; the printed rho_o is 0 for every B"),
            Param("K", 1, math.inf, integer=True, text="K >= 1 steps",
                  unreached="K <= 6: B^f = prod of K Dirichlet matrices mixes towards rank one, so every added step "
                            "only shrinks rho_o; the literal rho_o is 0 for every K")),
    second_path=SP2 + "test_def713_primacy_of_example1_B",
    notes="K random Dirichlet transition matrices; lhs the largest rho_o the printed (7.13) admits (exactly 0); "
          "corrected as for thesis.ch7.def7.12-primacy.",
    settings={"ci": {"max_examples": 20, "budget_s": 3.0}},
)


def _ex1_measure(inst: dict, ctx: Ctx) -> Measurement:
    vals = COT.example1()
    return Measurement(vals[inst["name"]], {"name": inst["name"]})


def _ex1_exact(inst: dict) -> Measurement:
    vals = COT.example1(exact=True)
    return Measurement(vals[inst["name"]], {"name": inst["name"]})


EXAMPLE1 = Claim(
    id="thesis.ch7.example1", paper=PAPER,
    source=_src("Example 1, Sec. 7.3", "L2133-L2134, L2177"),
    statement="A1 = [[.6,.4],[.4,.6]], A2 = [[.4,.6],[.8,.2]], f_1 = id, f_2 = swap: B^f = [[.56,.44],[.64,.36]], "
              "tau^f = 0.36, tau_o^f = 0.56.",
    kind="reproduction", comparison="==", bound=B.example1_value, measure=_ex1_measure, exact=_ex1_exact,
    strategy=st.builds(lambda name: {"name": name}, st.sampled_from(["B00", "B01", "B10", "B11", "tau", "tau_o"])),
    rtol=1e-12, atol=1e-12,
    mutants={"tau = tau_o swapped": lambda name: {"tau": 0.56, "tau_o": 0.36}.get(name, B.example1_value(name))},
    notes="Exact rational arithmetic in the re-check; the text's 'f_1(mu'_2) = mu'_1' must read f_2 (catalog).",
    settings={"ci": {"max_examples": 20, "budget_s": 2.0, "min_valid": 6}},
)


def _cond732_measure(inst: dict, ctx: Ctx) -> Measurement:
    pc = Fraction(inst["pc_num"], 64)
    holds = COT.condition_732_structured(pc, (1, 1, 1), inst["Mp"])
    return Measurement(float(holds), {"pc": float(pc)}, {})


COND732 = Claim(
    id="thesis.ch7.condition7.3.2", paper=PAPER,
    source=_src("Condition 7.3.2 (7.21), Sec. 7.3; structured error model of the catalog", "L2197-L2215"),
    statement="Condition 7.3.2: TSR(f(mu'_i)) = argmax_j B^f(i, j) for all i; with A_k(i, f_k(i)) = p_c, "
              "A_k(i, g_k(i)) = 1 - p_c, g_k = shift by k + 1 (c = (1,1,1), K = 3) it holds iff p_c >= 3/4.",
    kind="deterministic", comparison="==", bound=B.condition7_3_2_holds, measure=_cond732_measure,
    strategy=st.builds(lambda n, Mp: {"pc_num": n, "Mp": Mp}, st.one_of(st.integers(0, 64), st.sampled_from(range(40, 57)), st.just(64)),
                       st.integers(5, 30)),
    domain=(Param("pc", 0, 1, text="p_c in [0, 1] (the statement's iff covers every p_c)"),
            Param("Mp", 5, math.inf, integer=True, text="M' >= 5 (the shifts k + c_k, k <= 3, stay distinct mod M')",
                  unreached="M' <= 30 (exact rational products of M' x M' matrices): the condition is a per-row property of a circulant structure, the same for "
                            "every M' >= 5")),
    mutants={"threshold 2/3": lambda pc: float(pc >= 2 / 3), "threshold 0.8": lambda pc: float(pc >= 0.8)},
    derived="Condition 7.3.2 (7.21), L2197-L2215, applied to the catalog's structured error model (the thesis prints "
            "neither this instance nor the 3/4 threshold)",
    notes="Combinatorial check of the separation instance used by thesis.ch7.theorem5 (exact rationals; ties "
          "at p_c = 3/4 count as argmax = correct).",
    settings={"ci": {"max_examples": 40, "budget_s": 3.0}},
)


# ----------------------------------------------------------------------- trained CoT model (Theorems 4, 5)


@st.composite
def _cot_instances(draw: st.DrawFn) -> dict:
    return {"eval_seed": draw(SEEDS), "nq": draw(st.sampled_from([20, 30])), "pc": draw(st.sampled_from([0.7, 0.72])),
            "noise": draw(st.sampled_from([0.0, 0.2]))}


_COT_EVAL_DOMAIN = (
    Param("pc", 0, 1, text="A_k(i, f_k(i)) = p_c (structured errors; Condition 7.3.2 fails for p_c < 3/4)",
          unreached="p_c in {0.7, 0.72}: l_ts = 150 meets l_ts >= (alpha' tau rho)^-2 log M at constant 1 only for "
                    "p_c >= 0.7 (p_c = 0.6 needs ~900); p_c >= 3/4 satisfies Condition 7.3.2 (no separation)"),
    Param("noise", 0, math.inf, text="noise orthogonal to span(M') in the test prompts",
          unreached="noise level in {0, 0.2}: one trained model; larger noise needs longer prompts"),
)


def _cot_sep(inst: dict, ctx: Ctx, cs: tuple[int, int, int], l_ts: int) -> dict:
    W, cfg, U = COT.trained(COT.CoTConfig(T=800))
    return COT.separation(W, cfg, U, cs=cs, pc=inst["pc"], ap=0.8, lvl=inst["noise"], l_ts=l_ts, nq=inst["nq"],
                          seed=inst["eval_seed"])


def _thm4_measure(inst: dict, ctx: Ctx) -> Measurement:
    r = _cot_sep(inst, ctx, (1, 1, 1), 150)
    k = round(r["cot_err"] * inst["nq"] * 3)
    lo, hi = clopper_pearson(k, inst["nq"] * 3)
    return Measurement(r["cot_err"], {"eps": 0.05}, {"icl_err": r["icl_err"], "cond": r["cond"]}, lhs_interval=(lo, hi),
                       stat=Binomial(k, inst["nq"] * 3))


THM4 = Claim(
    id="thesis.ch7.theorem4", paper=PAPER,
    source=_src("Theorem 4 (7.19)-(7.20), Sec. 7.3", "L2179-L2187"),
    statement="Given a model trained as in Theorem 3, if every mu'_j in span(mu) and l_ts >= Omega((alpha' tau^f "
              "rho^f)^{-2} log M), the CoT error on x_query in M' is 0.",
    kind="algorithmic", comparison="<=", bound=B.theorem4_cot_error, measure=_thm4_measure,
    strategy=_cot_instances, constants="hidden",
    mutants={"error exactly 0 below any tolerance": lambda eps: -1e-9 + 0 * eps},
    domain=_COT_EVAL_DOMAIN,
    notes="Trained W (d = 30, M = 20, M' = 10, K = 3, alpha = 0.4, 800 SGD steps, loss ~0.012); structured "
          "errors c = (1,1,1) (Condition 7.3.2 fails), p_c in {0.7, 0.72}, alpha' = 0.8, noise in {0, 0.2}, "
          "l_ts = 150 >= (alpha' tau rho)^{-2} log M ~ 122 (p_c = 0.7) at constant 1 (p_c = 0.6 needs ~900). The printed 'error = 0' has no probability qualifier; checked as step-"
          "averaged error <= 0.05 with a Clopper-Pearson interval.",
    # after the one cached training run an instance is a few tenths of a second: 30 under ci
    settings={"ci": {"max_examples": 30, "budget_s": 25.0, "min_valid": 1}},
)


def _thm5_measure(inst: dict, ctx: Ctx) -> Measurement:
    r = _cot_sep(inst, ctx, (1, 1, 1), 150)
    k = round(r["icl_err"] * inst["nq"])
    lo, hi = clopper_pearson(k, inst["nq"])
    return Measurement(r["icl_err"], {"c0": 0.5}, {"cot_err": r["cot_err"], "cond": r["cond"]}, lhs_interval=(lo, hi),
                       stat=Binomial(k, inst["nq"]))


THM5 = Claim(
    id="thesis.ch7.theorem5", paper=PAPER,
    source=_src("Theorem 5 (a), Remark 5, Sec. 7.3", "L2197-L2215"),
    statement="Under the Theorem 3 training and (7.19): if Condition 7.3.2 fails, the ICL error is >= Omega(1); "
              "CoT (Theorem 4) succeeds there (separation).",
    kind="separation", comparison=">=", bound=B.theorem5_icl_error_floor, measure=_thm5_measure,
    strategy=_cot_instances, constants="hidden",
    mutants={"ICL error = 1 (every query wrong)": lambda c0: 1.0 + 0 * c0},
    domain=_COT_EVAL_DOMAIN,
    notes="c = (1,1,1) makes Condition 7.3.2 fail on every row (p_c < 3/4): ICL decodes the B-argmax (the wrong "
          "final) while CoT is right (term cot_err). c0 = 0.5 is a constant-reading of Omega(1); with only a few "
          "violating rows the floor is ~#violating rows / M' (catalog).",
    # after the one cached training run an instance is a few tenths of a second: 30 under ci
    settings={"ci": {"max_examples": 30, "budget_s": 25.0, "min_valid": 1}},
)


# ------------------------------------------------------------------- Prop. 3, Lemma F.3.5-F.3.7, Theorem 3

_COT_REQS = (
    uncertified("l_tr >= Omega(1/alpha) (7.14)", "prompt-length requirement, hidden constant (l_tr = 20, alpha = 0.4)"),
    uncertified("T >= Omega(7.15)", "iteration requirement eta^-1 alpha^-2 K^3 log(K/eps) + eta^-1 M K (alpha^-1 + "
                "eps^-1), hidden constant (T = 800 in ci)"),
    uncertified("B >= Omega(max{eps^-2, M} log M)", "batch requirement, hidden constant (B = 64)"),
    uncertified("l_ts >= Omega((alpha' tau rho)^-2 log M) (7.20)", "test prompt length, hidden constant"),
)


def _cot_cfg() -> COT.CoTConfig:
    """The trained CoT model of the profile: the T = 800 run shared with Theorems 4-5 under ci/dev, the catalog's
    better-trained T = 3000 run (loss ~0.0025) under deep."""
    return COT.CoTConfig(T=3000 if active_profile() == "deep" else 800)


@st.composite
def _prop3_instances(draw: st.DrawFn) -> dict:
    return {"eval_seed": draw(SEEDS), "nq": draw(st.sampled_from([10, 20])), "pc": draw(st.sampled_from([0.7, 0.8, 0.9])),
            "noise": draw(st.sampled_from([0.0, 0.2])), "cs": draw(st.sampled_from(["111", "124"])),
            "l_ts": draw(st.sampled_from([100, 150]))}


def _prop3_measure(inst: dict, ctx: Ctx) -> Measurement:
    W, cfg, U = COT.trained(_cot_cfg())
    rec: dict[str, list] = {}
    r = COT.separation(W, cfg, U, cs=tuple(int(c) for c in inst["cs"]), pc=inst["pc"], ap=0.8, lvl=inst["noise"],
                       l_ts=inst["l_ts"], nq=inst["nq"], seed=inst["eval_seed"], record=rec)
    mass = np.array(rec["mass"])  # (nq, K)
    per_step = mass.mean(0)
    eps = COT.final_loss(cfg)
    return Measurement(float(per_step.min()), {"eps_train": eps},
                       {"mass_per_step": [round(float(x), 4) for x in per_step], "min_single_prompt": float(mass.min()),
                        "v_correct (7.24)": float(np.mean(rec["correct"])), "cot_err": r["cot_err"], "T": cfg.T,
                        "l_ts": inst["l_ts"]})


PROP3 = Claim(
    id="thesis.ch7.prop3", expect="conditional", paper=PAPER,
    source=_src("Proposition 3 (7.23)-(7.24), Sec. 7.4", "L2231-L2239"),
    statement="Given a trained model that satisfies (i)-(iii) of Theorem 3 and (7.19), (7.20), after T iterations: "
              "sum_{i in S_k^*} softmax(p~_i^T W^(T) q~_k) >= 1 - eps (7.23), S_k^* = context columns of step k whose "
              "k-th input has the TSR pattern of v_{k-1}; v_k = f_k o ... o f_1(mu'_i) (7.24).",
    kind="algorithmic", comparison=">=", bound=B.prop3_mass, measure=_prop3_measure, strategy=_prop3_instances,
    constants="hidden", assumptions=_COT_REQS,
    mutants={"mass >= 1 - eps/10": lambda eps_train: 1 - eps_train / 10},
    domain=(*_COT_EVAL_DOMAIN,
            Param("l_ts", 1, math.inf, integer=True, text="l_ts >= Omega((alpha' tau rho)^-2 log M) (7.20)",
                  unreached="l_ts in {100, 150}: (7.20) at constant 1 needs ~120 for p_c = 0.7")),
    notes="Finding (a crossing under granted requirements, not an erratum: the training requirements have hidden "
          "constants): with eps read as "
          "the trained model's final training loss (mean of the last 50 SGD losses, 0.0122 for T = 800) the mass on "
          "S_k^* is below 1 - eps: per-step means ~0.973 / 0.93 / 0.875 (p_c = 0.7) and 0.973 / 0.96 / 0.948 "
          "(p_c = 0.9), decreasing with the step, while (7.24) holds (every v_k correct at l_ts >= 100). The "
          "catalog's T = 3000 run (loss 0.0025) gives ~0.99 per step; the deep profile uses that run. lhs = the "
          "smallest per-step mean mass over nq test prompts (7.4) with structured errors (c = (1,1,1) or (1,2,4)), "
          "alpha' = 0.8, noise in {0, 0.2}, l_ts in {100, 150}.",
    # after the one cached training run an instance is a few tenths of a second: 30 under ci
    settings={"ci": {"max_examples": 30, "budget_s": 15.0, "min_valid": 1}},
)


@st.composite
def _f35_instances(draw: st.DrawFn) -> dict:
    return {"eps_max": draw(st.sampled_from([0.1, 0.07])), "eps_min": draw(st.sampled_from([0.01, 0.015, 0.02])),
            "n_eps": draw(st.integers(4, 6)), "seed": draw(SEEDS)}


def _f35_members(inst: dict, B: int) -> list[dict]:
    """A batch of eps sweeps on the one trained run: member 0 is the drawn sweep, members 1..B-1 draw (from the
    instance's seed) eps_max uniform in [0.05, 0.1], eps_min uniform in [0.01, 0.02] and 4..6 geometric points, over
    the span of the drawn atoms and between them."""
    rng = np.random.default_rng(int(inst.get("seed", 0)))
    return [dict(inst)] + [{**inst, "eps_max": float(rng.uniform(0.05, 0.1)), "eps_min": float(rng.uniform(0.01, 0.02)),
                            "n_eps": int(rng.integers(4, 7))} for _ in range(B - 1)]


def _f35_measure_batch(inst: dict, ctx: Ctx, B: int) -> BatchMeasurement:
    """B eps sweeps read off the same cached training trajectory (one training run per profile)."""
    mem = _f35_members(inst, B)
    ms = [_f35_measure(m, ctx) for m in mem]
    return BatchMeasurement(np.array([m.lhs for m in ms]), {},
                            # every member's fitted eps values (the batch's span for the domain's coverage)
                            {"eps_sweep": np.concatenate([m.terms["eps_sweep"] for m in ms]),
                             "r2": np.array([m.terms["r2"] for m in ms])},
                            lhs_interval=(np.array([m.lhs_interval[0] for m in ms]),
                                          np.array([m.lhs_interval[1] for m in ms])),
                            members=mem, stat=[m.stat for m in ms])


def _f35_measure(inst: dict, ctx: Ctx) -> Measurement:
    cfg = _cot_cfg()
    tr = COT.trajectory(cfg)
    eps = np.geomspace(inst["eps_max"], inst["eps_min"], inst["n_eps"])
    t1 = [next((t for t, o, _ in tr if o <= e), None) for e in eps]
    ok = [(e, t) for e, t in zip(eps, t1, strict=True) if t is not None and t > 0]
    x = np.array([math.log(cfg.K / e) for e, _ in ok])
    fit = fit_exponent(x, np.array([t for _, t in ok], float))
    if fit.decades < 1:  # always: x = log(K/eps) is a logarithm
        fit = dataclasses.replace(fit, waiver=f"x = log(K/eps) is a logarithm: eps = {ok[0][0]:.3g}..{ok[-1][0]:.3g} "
                                              f"(a factor {ok[0][0] / ok[-1][0]:.1f}) gives x over {fit.decades:.2f} "
                                              f"decade, and a decade of x needs K/eps raised to the 10th power (eps "
                                              f"~ {cfg.K / (cfg.K / ok[0][0]) ** 10:.0e}); the t1 are first-passage "
                                              "times read off one deterministic "
                                              "cached trajectory (no sampling noise; resolution 10 steps)")
    t2 = next((t for t, _, s_ in tr if s_ >= 0.95), None)
    t1_05 = next((t for t, o, _ in tr if o <= 0.05), None)
    return Measurement(fit.exponent, {}, {"eps": [round(e, 4) for e, _ in ok], "eps_sweep": np.array([e for e, _ in ok]),
                                          "t1(eps)": [t for _, t in ok],
                                          "log(K/eps)": [round(v, 3) for v in x], "r2": fit.r2,
                                          "t1(0.05) <= t2(S* >= 0.95) (catalog order)": (t1_05, t2),
                                          "trajectory (t, other, S*)": [(t, round(o, 4), round(s_, 4))
                                                                        for t, o, s_ in tr[::4]]},
                       lhs_interval=(fit.lo, fit.hi), stat=fit)


LEMMAF35 = Claim(
    id="thesis.ch7.lemmaF.3.5", paper=PAPER,
    source=_src("Lemmas F.3.5-F.3.7 (two-stage dynamics), App. F; Lemma F.3.6 (F.11)-(F.12); Fig 7.6", "L9301-L9380"),
    statement="Stage 1: for 1 <= t <= O(eta^-1 alpha^-2 K^3 log(K/eps)) the gradient quadratic forms obey (F.7)-(F.10); "
              "Lemma F.3.6: for t >~ T1 := eta^-1 alpha^-2 K^3 log(K/eps) (F.11), the attention of a step-k query on "
              "context columns not in step k is <= eps (F.12); stage 2 (F.3.7) then grows the same-step same-pattern "
              "attention.",
    kind="rate", comparison="<=", bound=B.lemmaF_3_6_log_exponent, measure=_f35_measure,
    measure_batch=_f35_measure_batch, strategy=_f35_instances, constants="hidden",
    assumptions=(*_COT_REQS[:3], uncertified("<~ in (F.11)-(F.12)", "t >~ T1 and the attention bound hold up to hidden "
                                             "constants")),
    mutants={"t1 grows like sqrt(log(K/eps)) (exponent 1/2)": lambda: 0.5},
    domain=(Param("eps", 0, 1, lo_closed=False, hi_closed=False, key="eps_sweep", text="eps in (0, 1)",
                  unreached="eps <= 0.1: the other-step mass starts near 1 - 1/K and falls below 0.1 within ~100 steps, "
                            "so larger eps leave no informative first-passage times"),),
    notes="Finding (a crossing under granted requirements, not an erratum: B >= Omega(M log M) and l_tr >= "
          "Omega(1/alpha) have hidden constants): "
          "(F.11)-(F.12) make the first step t1(eps) with other-step mass <= eps grow like log(K/eps). Along the "
          "Theorem 4 run (alpha = 0.4, eta = 1, B = 64, l_tr = 20; fixed batch of 256 clean training prompts, every 10 "
          "steps) the other-step mass decays like ~6.7/t (0.095, 0.038, 0.023, 0.0166, 0.0084 at t = 100, 200, 300, "
          "400, 800): t1 = 100, 140, 200, 290, 420, 660 for eps = 0.1 .. 0.01 (geometric), fitted exponent of t1 in "
          "log(K/eps) 3.6 [2.6, 4.6] (claimed <= 1), and t1 ~ eps^-0.81 (polynomial, not logarithmic). The (F.9) "
          "bound keeps a (1 - p_n)^2 alpha^2/K^3 drift for the other-step logit gap, but the measured gap grows only "
          "logarithmically in t. The catalog's order predicate (other-step mass <= 0.05 before S* mass >= 0.95) holds "
          "and is reported as a term; it is implied by mass conservation, so it is not the check. The explicit "
          "polynomial bounds (F.7)-(F.10) are not encoded (their use hides constants behind <~).",
    settings={"ci": {"max_examples": 12, "budget_s": 4.0, "min_valid": 3}},
)


_THM3_AXES: dict[str, tuple[float, ...]] = {
    # the swept parameter and its values; x (the growth variable of the fit) is 1/alpha, K, M, 1/eps, 1/eta, B, l_tr
    "alpha": (0.8, 0.6, 0.4, 0.3), "K": (1, 2, 3, 4), "M": (4, 6, 8, 12), "eps": (0.08, 0.04, 0.02, 0.01),
    "eta": (0.99, 0.6, 0.3, 0.15), "B": (8, 16, 32, 64), "l_tr": (5, 10, 20, 40)}
_THM3_INVERSE = ("alpha", "eps", "eta")  # these grow the requirement as they shrink: x = 1/value


def _thm3_point(inst: dict, value: float | None) -> dict:
    """The parameters of one training run of the sweep: the drawn base with the swept axis set to ``value``."""
    q = {k: inst[k] for k in ("alpha", "K", "M", "eps", "eta", "B", "l_tr")}
    if value is not None:
        q[inst["axis"]] = value
    q["l_tr"] = max(int(q["l_tr"]), math.ceil(2 / q["alpha"]))  # (7.14) with constant 2 at every point of the sweep
    return q


def _thm3_config(q: dict, seed: int) -> COT.CoTConfig:
    # d >= M (the patterns are the first M standard basis vectors); T caps the run (a capped run is censored)
    cap = 20000 if active_profile() == "deep" else 6000
    return COT.CoTConfig(d=int(q["M"]) + 4, M=int(q["M"]), Mp=min(5, int(q["M"])), K=int(q["K"]), l_tr=int(q["l_tr"]),
                         B=int(q["B"]), alpha=float(q["alpha"]), eta=float(q["eta"]), T=cap, seed=seed,
                         exact_fraction=True)


@lru_cache(maxsize=256)
def _thm3_t_needed(key: tuple, seed: int) -> tuple[int, bool]:
    q = dict(key)
    cfg = _thm3_config(q, seed)
    t = COT.t_needed(cfg, float(q["eps"]))
    return (t, False) if t is not None else (cfg.T, True)


@st.composite
def _thm3_instances(draw: st.DrawFn) -> dict:
    """One swept axis among alpha, K, M, eps, eta, B, l_tr (4 values each, _THM3_AXES) around a drawn base:
    alpha in [0.3, 0.9], K in 1..4, M in 4..12, eps in {0.05, 0.03, 0.02} (the loss target), eta in [0.2, 0.99]
    (eta < 1 as printed), B in 8..64, l_tr in 5..30 (alpha l_tr >= 2 at every point of the sweep: (7.14) with constant 2)."""
    alpha = draw(st.floats(0.3, 0.9))
    return {"axis": draw(st.sampled_from(list(_THM3_AXES))), "alpha": alpha, "K": draw(st.integers(1, 4)),
            "M": draw(st.integers(4, 12)), "eps": draw(st.sampled_from([0.05, 0.03, 0.02])),
            "eta": draw(st.floats(0.2, 0.99)), "B": draw(st.integers(8, 64)),
            "l_tr": draw(st.integers(max(5, math.ceil(2 / alpha)), 30)), "seed": draw(st.integers(0, 2))}


def _thm3_measure(inst: dict, ctx: Ctx) -> Measurement:
    axis = inst["axis"]
    values = _THM3_AXES[axis]
    pts = [_thm3_point(inst, v) for v in values]
    runs = [_thm3_t_needed(tuple(sorted(q.items())), inst["seed"]) for q in pts]
    T = np.array([t for t, _ in runs], float)
    formula = np.array([B.theorem3_T_formula(q["alpha"], q["K"], q["M"], q["eps"], q["eta"]) for q in pts])
    x = np.array([1 / v if axis in _THM3_INVERSE else v for v in values], float)
    # points at the warm-up floor (the EMA test starts at t = 11) or censored at the cap carry no rate information
    use = np.array([20 < t and not c for t, c in runs])
    fit = fit_exponent(x[use], (T / formula)[use]) if use.sum() >= 3 else None
    span = {f"{k}_sweep": np.array([float(q[k]) for q in pts]) for k in ("alpha", "K", "M", "eps", "eta", "B", "l_tr")}
    terms = {**span, "axis": axis, "T_needed": [int(t) for t in T], "censored": [c for _, c in runs],
             "T_needed / (7.15)": [round(float(r), 4) for r in T / formula], "points_fitted": int(use.sum())}
    if fit is None:
        return Measurement(0.0, {}, terms)
    return Measurement(fit.exponent, {}, {**terms, "r2": fit.r2}, lhs_interval=(fit.lo, fit.hi), stat=fit)


THM3 = Claim(
    id="thesis.ch7.theorem3", paper=PAPER,
    source=_src("Theorem 3 (7.14)-(7.16), Sec. 7.3", "L2139-L2157"),
    statement="For any eps > 0, if l_tr >= Omega(alpha^-1) (7.14), T >= Omega(eta^-1 alpha^-2 K^3 log(K/eps) + eta^-1 M K "
              "(alpha^-1 + eps^-1)) (7.15), B >= Omega(max{eps^-2, M} log M), eta < 1, then E l(Psi; P, z) <= O(eps) "
              "(7.16).",
    kind="rate", comparison="<=", bound=B.theorem3_ratio_exponent, measure=_thm3_measure,
    strategy=_thm3_instances, constants="hidden",
    assumptions=(Assumption("three informative points", "at least 3 of the 4 runs end above the warm-up floor "
                            "(T_needed > 20) and below the cap", lambda q: q["points_fitted"] - 3),
                 uncertified("l_tr >= Omega(1/alpha) (7.14)", "the constant of (7.14) is hidden"),
                 uncertified("B >= Omega(max{eps^-2, M} log M)", "the batch requirement of (iii) has a hidden "
                             "constant (B <= 64 here, below eps^-2 log M for eps <= 0.1)"),
                 uncertified("T >= Omega(7.15) and O(eps) in (7.16)", "sufficiency of (7.15) holds only up to the "
                             "hidden constants of Omega(.) and O(eps)")),
    domain=(Param("alpha", key="alpha_sweep", lo=0, hi=1, lo_closed=False, text="alpha in (0, 1] (fraction of same-TRR context examples)",
                  unreached="alpha -> 0 needs l_tr >= Omega(1/alpha) prompts and T ~ alpha^-2 iterations: alpha = 0.3 "
                            "is the smallest run here"),
            Param("K", key="K_sweep", lo=1, hi=math.inf, integer=True, text="K >= 1 reasoning steps",
                  unreached="K^3 log(K/eps) iterations and K l_tr context columns per prompt: K <= 4 here"),
            Param("M", key="M_sweep", lo=2, hi=math.inf, integer=True, text="M >= 2 TRR patterns",
                  lo_closed=True, unreached="M < 4 leaves too few patterns for distinct chains; M > 12 needs d > 16 "
                                            "and M K/eps iterations: M in 4..12 here"),
            Param("eps", key="eps_sweep", lo=0, hi=math.inf, lo_closed=False, text="for any eps > 0 (the loss target of (7.16))",
                  unreached="the loss target eps is taken in [0.01, 0.08]: T ~ M K/eps for eps -> 0; eps >= 1 is above "
                            "the initial loss (nothing to train)"),
            Param("eta", key="eta_sweep", lo=0, hi=1, lo_closed=False, hi_closed=False, text="step size eta < 1",
                  unreached="eta -> 0 multiplies every run by 1/eta (the eta^-1 factor of (7.15)): eta >= 0.15 here"),
            Param("B", key="B_sweep", lo=1, hi=math.inf, integer=True, text="B >= Omega(max{eps^-2, M} log M)",
                  unreached="B in 8..64: the requirement's constant is hidden; batches > 64 cost linearly"),
            Param("l_tr", key="l_tr_sweep", lo=1, hi=math.inf, integer=True, text="l_tr >= Omega(alpha^-1)",
                  unreached="l_tr in 5..40: the requirement's constant is hidden; longer prompts cost linearly")),
    mutants={"(7.15) over-estimates by a growing factor on every axis (ratio exponent <= -0.3)": lambda: -0.3},
    notes="Sufficient rate along one axis at a time: T_needed (iterations until the SGD loss EMA(0.9) falls below eps) "
          "divided by the (7.15) expression eta^-1 (alpha^-2 K^3 log(K/eps) + M K (1/alpha + 1/eps)) must stay bounded as "
          "the requirement grows: its fitted exponent in x = 1/alpha, K, M, 1/eps, 1/eta, B or l_tr (4 values of the "
          "swept parameter, the others at the drawn base, d = M + 4, M' = min(5, M)) must be <= 0 (99% t-interval). "
          "Training prompts carry exactly round(alpha l_tr) same-pattern examples ('alpha is the fraction of context "
          "examples', L2088; the Bernoulli draw of the other Ch. 7 claims leaves a (1 - alpha)^l_tr share of prompts "
          "with none, an irreducible loss floor that no T removes). "
          "B and l_tr do not enter (7.15), so there T_needed itself must not grow. A run that does not reach eps within "
          "the cap is censored (term censored; its T is the cap, which can only lower the fitted exponent). "
          "Measured around alpha = 0.6, K = 3, M = 8, eps = 0.03, eta = 0.6, B = 32, l_tr = 12 (seed 0): the ratio is "
          "flat along M (exponent 0.04 [-0.27, 0.35]), 1/eps (0.06 [-0.05, 0.16]) and 1/eta (-0.05 [-0.15, 0.05]): "
          "(7.15) tracks the M K/eps and 1/eta terms; along K it falls (-1.2 [-1.6, -0.9]: K^3 over-estimates, "
          "T_needed = 151..190 for K = 1..4); B and l_tr leave T_needed flat (169, 171, 168, 169; 167..160); along "
          "1/alpha the 4-point fit is wide (0.33 [-2.9, 3.6]). "
          "Former ci: one instance at eta = 1 (outside eta < 1) with d = 16, M = 8, K = 3, l_tr = 10, B = 32 fixed "
          "and only alpha swept (T_needed = 96, 174, 270 at alpha = 0.8, 0.6, 0.4). deep: the cap is 20000.",
    settings={"ci": {"max_examples": 8, "budget_s": 40.0, "min_valid": 3}},
)


# ============================================================================================ placeholders

_NC: dict[str, tuple[str, ...]] = {
    "thesis.ch5.claimD.5-D.9": (
        "(D.5)-(D.9), App. D.1, L6640-L6660",
        "Row sums of A P* in group l are approx p*_l sqrt(d_n d_l) N_l / sum_i d_i N_i <= p*_l psi_l.",
        "deterministic",
        "alias of thesis.ch5.cond5.8, whose real check measures exactly this row-sum ratio (max over rows of "
        "(A P*)_n / c1 with p*_l = c1/(L psi_l) on configuration graphs) and records the (D.8) failure for small "
        "groups; a second registration would duplicate that search."),
    "thesis.ch5.lemmaD.2.4": (
        "Lemmas D.2.4-D.2.8, App. D.2, L6946-L7215", "Existence of a good pseudo-network; W2(r_{n,i}, Gaussian) "
        "<= Otilde(p2^{2/3}/(m1^{1/6} sqrt(m2))).", "algorithmic",
        "not encoded: the only honest check is a Monte Carlo W2-decay exponent in m1, m2 of r_{n,i} (D.2.6), but "
        "r_{n,i} is built from the pseudo-network weights W^, V^ of the existence proof (D.40)-(D.60), whose "
        "construction (via h of Lemma D.2.1, itself refuted for small a by thesis.ch5.lemmaD.2.1) would have to be "
        "re-implemented; an empirical W2 in 1-d needs ~10^5 samples per (m1, m2) and the Otilde hides polylog "
        "factors that bias a 4-point exponent fit (m in 64..512) by more than the claimed -1/6 - 1/2 gap."),
    "thesis.ch5.lemmaD.2.13": (
        "Lemmas D.2.13-D.2.14, App. D.2, L7542-L7762", "Escape from the non-convex landscape: the Sigma-randomised "
        "step or the weight decay decreases L' by (1 - eta gamma/4); convergence in poly(m1, m2) iterations.",
        "algorithmic", "not checkable at laptop scale: all constants hidden; a toy run would only show monotone "
        "decrease, not the bound."),
    "thesis.ch7.def7.3.1": (
        "Definition 7.3.1, Sec. 7.3, L2167-L2175", "tau^f = min_i prod_k A_k(...), tau_o^f = min_i max_j B(i, j).",
        "deterministic", "a definition; its values in Example 1 are checked by thesis.ch7.example1."),
    "thesis.ch6.lemmaE.4.3": (
        "Lemma E.4.3 (Hoeffding's inequality, [258] Proposition 5.1), App. E, L7991-L7996",
        "Pr(|sum_i a_i X_i| >= t) <= e exp(-c t^2/(K^2 ||a||^2)) for independent centred sub-gaussian X_i, "
        "K = max_i ||X_i||_psi2.", "probabilistic",
        "a cited textbook inequality (Vershynin, Proposition 5.10) with an unspecified absolute constant c and the "
        "sub-gaussian norm ||.||_psi2, itself defined only up to constants: no finite run can test 'some c > 0'; its "
        "explicit-constant uses in the thesis are the Chernoff steps checked by thesis.ch6.eqE.42-chernoff ... "
        "thesis.ch7.eqF.58-chernoff", "thesis.ch6.lemmaE.4.1"),
    "thesis.ch7.lemmaF.3.3": (
        "Lemma F.3.3 (Hoeffding's inequality, [258] Proposition 5.1), App. F, L9276-L9281; used at L9474, L9579",
        "The same sub-gaussian Hoeffding inequality as Lemma E.4.3, restated for Chapter 7.", "probabilistic",
        "a cited textbook inequality with an unspecified absolute constant c (as thesis.ch6.lemmaE.4.3); the "
        "explicit tail steps next to its uses, (F.37) and (F.58), are checked by thesis.ch7.eqF.37-chernoff and "
        "thesis.ch7.eqF.58-chernoff", "thesis.ch6.lemmaE.4.1"),
}


def _placeholder(cid: str, spec: tuple[str, ...]) -> Claim:
    src, stmt, kind, reason = spec[:4]
    return Claim(id=cid, paper=PAPER, source=f"{src}, {SEED_FILE}", statement=stmt, kind=kind, comparison="<=",
                 bound=None, measure=None, checkable=False, not_checkable_reason=reason,
                 catalog_id=spec[4] if len(spec) > 4 else "")


_REAL = [LEMMA_D11, LEMMA_D12, LEMMA_D13, COND58, LEMMA_D21, LEMMA_D23, THM531, LEMMA_D22, LEMMA_D29, LEMMA_D29_12, INSIGHT, *TAIL_USES, COND632,
         LEMMA_E411, LEMMA_E49, LEMMA_E410, COR643, THM633, THM634, THM637, PROP645, PROP641, DEF712, DEF713, EXAMPLE1, COND732,
         THM4, THM5, PROP3, LEMMAF35, THM3, REMARK_MECH, LEMMA_E45]
CLAIMS = _REAL + [_placeholder(k, v) for k, v in _NC.items()]
