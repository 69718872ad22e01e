"""chenli Appendix B (Integro-local CLT): Theorem B.1, Corollary B.3, the density before Lemma B.2, Theorem B.4,
Fact B.5.
"""

from __future__ import annotations

import mpmath
import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.chenli import appB_clt as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE, record
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

# ------------------------------------------------------------------------------------ Fact B.5 (L3816-L3822)


@st.composite
def _factB_5_instances(draw: st.DrawFn) -> dict:
    """Rows v_i: orthonormal directions mixed by a small coherence (Gram = I + kappa-ish noise), or Gaussian;
    norms spread in [r1, r2]. kappa is the measured maximal coherence (must be <= 1/m)."""
    m = draw(st.integers(1, 6))
    d = draw(st.integers(m, 12))
    mode = draw(st.sampled_from(["orthogonal", "near_orthogonal", "gaussian", "equicorrelated"]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    q, _ = np.linalg.qr(rng.normal(size=(d, m)))
    c = draw(st.floats(0.0, 1.0)) / m
    if mode == "orthogonal":
        G = np.eye(m)
    elif mode == "near_orthogonal":
        E = rng.uniform(-1, 1, (m, m))
        G = np.eye(m) + c * (E + E.T) / 2 * (1 - np.eye(m))
    elif mode == "equicorrelated":
        G = (1 - c) * np.eye(m) + c * np.ones((m, m))
    else:
        V = rng.normal(size=(m, d))
        G = None
    if G is not None:
        w, U = np.linalg.eigh(G)
        if w.min() <= 0:
            G, w, U = np.eye(m), np.ones(m), np.eye(m)
        V = (U * np.sqrt(w)) @ U.T @ q.T
    V = V * rng.uniform(1.0, draw(log_uniform(1.0, 10.0)), m)[:, None]
    return {"m": m, "d": d, "V": V, "mode": mode, "seed": seed}


def _factB_5_q(V: np.ndarray) -> tuple[float, float, dict]:
    n = np.linalg.norm(V, axis=1)
    G = V @ V.T
    coh = np.abs(G / np.outer(n, n) - np.eye(len(n))).max() if len(n) > 1 else 0.0
    return float(coh), float(np.prod(n**2)), {"kappa_le_1_over_m": 1 / len(n) - coh}


def _factB_5_measure(inst: dict, ctx: Ctx) -> Measurement:
    V = torch.as_tensor(inst["V"], dtype=torch.float64, device=ctx.device)
    lhs = torch.linalg.det(V @ V.T).item()
    kappa, prod, t = _factB_5_q(inst["V"])
    return Measurement(lhs, {"kappa": kappa, "m": inst["m"], "prod_norm_sq": prod}, t)


FACTB_5 = Claim(
    id="chenli.factB.5",
    paper=PAPER,
    source=f"Fact B.5 (Gershgorin), Appendix B, {SEED_FILE} L3816-L3822",
    statement="For m in N let kappa <= 1/m. If v_1..v_m in R^d satisfy |<v_i,v_j>|/(|v_i||v_j|) <= kappa for all "
              "distinct i, j and r1 <= |v_i| <= r2, then det(V V^T) >= (1 - kappa m)^m prod_i |v_i|^2 (and the "
              "eigenvalues of V V^T lie in [(1 - kappa m) r1^2, (1 + kappa m) r2^2]; determinant part encoded).",
    kind="deterministic",
    comparison=">=",
    bound=B.factB_5_det,
    measure=_factB_5_measure,
    strategy=_factB_5_instances,
    assumptions=(Assumption("kappa", "kappa <= 1/m (kappa = measured max coherence)",
                            lambda q: q["kappa_le_1_over_m"]),),
    notes="kappa is the instance's maximal coherence (the tightest admissible value). The bound is tight for "
          "orthogonal rows (det = prod |v_i|^2), which kills the 10 % mutant.",
    settings={"ci": {"max_examples": 80, "budget_s": 3.0}},
    domain=(Param("m", 1, INF, text="m in N", integer=True,
                  unreached="m <= 6, d <= 12: the statement depends only on the Gram matrix V V^T, drawn at its "
                            "coherence edge kappa m -> 1 (equicorrelated); larger m adds no new Gram shapes at ci cost"),
            Param("kappa", 0.0, 1.0, text="kappa <= 1/m (measured maximal coherence)",
                  unreached="kappa <= 1/m <= 1; the upper end 1 needs m = 1 where kappa is void (no pairs)")),
)


# ------------------------------------------------------------------------------------ Lemma B.2 density (L3718)


def _density_measure(inst: dict, ctx: Ctx) -> Measurement:
    import scipy.integrate

    x = inst["x"]
    val, _ = scipy.integrate.quad(lambda lam: 1 - lam, 0.0, 1.0, weight="cos", wvar=x)  # QAWO: oscillatory
    return Measurement(val / np.pi, {"x": x})


def _density_exact(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        x = mpmath.mpf(inst["x"])
        val = mpmath.quad(lambda lam: (1 - lam) * mpmath.cos(lam * x), [0, 1]) / mpmath.pi
    return Measurement(val, {"x": x})


DISPLAY_B2_DENSITY = Claim(
    id="chenli.display.lemmaB.2-density",
    catalog_id="chenli.lemmaB.2",
    paper=PAPER,
    source=f"Density formula in the text before Lemma B.2, Appendix B.1.4, {SEED_FILE} L3718",
    statement="Each zeta_j has density at x given by (1/2pi) int max(0, 1 - |lambda|) e^{-i lambda x} dlambda = "
              "(1 - |cos(x)|)/(pi x^2). (Lemma B.2 itself, P[|zeta_j| > 1/eta] <~ eta, holds: it is its own claim "
              "chenli.lemmaB.2.)",
    statement_tex=r"each $\zeta_j$ has density at $x \in \mathbb{R}$ given by $\frac{1}{2\pi} \int \max(0, 1 - "
                  r"|\lambda|) e^{-i(\lambda, x)} d\lambda = \frac{1 - |\cos(x)|}{\pi x^2}$",
    kind="step",
    comparison="==",
    bound=B.lemmaB_2_density,
    measure=_density_measure,
    exact=_density_exact,
    strategy=st.fixed_dictionaries({"x": st.one_of(st.floats(0.05, 50.0), st.floats(-50.0, -0.05),
                                                   st.sampled_from([np.pi, 2.0, 3.0, 10.0, -1e4, 1e4]))}),
    rtol=1e-9,
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_display_lemmaB_2_density_second_path",
    evidence=(
        "The inverse Fourier transform of the triangle max(0, 1-|l|) is the Fejer density (1 - cos x)/(pi x^2), "
        "not (1 - |cos x|)/(pi x^2): they differ wherever cos x < 0. At x = pi the integral "
        "(1/pi) int_0^1 (1-l) cos(l pi) dl = 2/pi^3 = 0.0645 (scipy quad and 60-digit mpmath quad) while the "
        "printed formula gives 0; the printed function integrates to less than 1, so it is not a density. "
        "Harmless for Lemma B.2 (both are O(1/x^2)); Lemma B.2 keeps its own claim (chenli.lemmaB.2), which holds."
    ),
    corrected_text="each zeta_j has the Fejer density (1 - cos x)/(pi x^2).",
    corrected=B.lemmaB_2_density_corrected,
    mutants={"printed |cos x|": B.lemmaB_2_density,
             "missing 1/pi": lambda x: B.lemmaB_2_density_corrected(x) * 3.141592653589793},
    notes="Numerical quadrature (relative tolerance 1e-13) against the closed form, re-checked with mpmath.quad.",
    settings={"ci": {"max_examples": 40, "budget_s": 3.0}},
    domain=(Param("x", -INF, INF, text="density at any real x"),),
)


# ------------------------------------------------------------------------------------ Lemma B.2 (L3720-L3722)


def _zeta_tail(t: float) -> float:
    """P[|zeta| > t] for the Fejer density (1 - cos x)/(pi x^2) (the inverse Fourier transform of max(0, 1 - |l|),
    the law the text's construction gives zeta_j): (2/pi)((1 - cos t)/t + pi/2 - Si(t)) for t > 0, by scipy's sine
    integral; for t > 1e3, where pi/2 - Si(t) cancels, by mpmath at 30 digits."""
    from scipy.special import sici

    if t > 1e3:
        with mpmath.workdps(30):
            m = mpmath.mpf(t)
            return float(2 / mpmath.pi * ((1 - mpmath.cos(m)) / m + mpmath.pi / 2 - mpmath.si(m)))
    si, _ = sici(t)
    return float(2 / np.pi * ((1 - np.cos(t)) / t + (np.pi / 2 - si)))


def _lemmaB_2_measure(inst: dict, ctx: Ctx) -> Measurement:
    return Measurement(_zeta_tail(1.0 / inst["eta"]), {"eta": inst["eta"]})


def _lemmaB_2_exact(inst: dict) -> Measurement:
    with mpmath.workdps(50):
        t = 1 / mpmath.mpf(inst["eta"])
        v = 2 / mpmath.pi * ((1 - mpmath.cos(t)) / t + mpmath.pi / 2 - mpmath.si(t))
    return Measurement(v, {"eta": inst["eta"]}, exact=True)


def _lemmaB_2_move(inst: dict, t: float) -> dict:
    return {**inst, "eta": float(t)}


LEMMAB_2 = Claim(
    id="chenli.lemmaB.2",
    paper=PAPER,
    source=f"Lemma B.2, Appendix B.1.4, {SEED_FILE} L3720-L3722",
    statement="For any eta > 0 and j in [d], P[|zeta_j| > 1/eta] <~ eta (zeta_j with the density whose Fourier "
              "transform is max(0, 1 - |lambda|), L3718).",
    statement_tex=r"Lemma B.2. For any $\eta > 0$ and $j \in [d]$, $\mathbb{P}[|\zeta_j| > 1/\eta] \lesssim \eta$.",
    kind="probabilistic",
    comparison="<=",
    bound=B.lemmaB_2_shape,
    measure=_lemmaB_2_measure,
    exact=_lemmaB_2_exact,
    strategy=st.fixed_dictionaries({"eta": st.one_of(log_uniform(1e-12, 1e6), st.sampled_from([1e-12, 1.0, 1e6]))}),
    constants="hidden",
    uniform=True,
    directions=(
        Direction("eta -> 0", "eta", 0.0, move=_lemmaB_2_move, points=tuple(10.0**-j for j in range(1, 12)),
                  reason="the use (small eta): the tail is ~ 2 eta/pi"),
        Direction("eta -> inf", "eta", INF, move=_lemmaB_2_move, points=tuple(10.0**j for j in range(0, 7)),
                  reason="the tail tends to 1 while the shape eta grows"),
        Direction("j", "eta", 0.0, how="unsearched",
                  reason="the zeta_j are i.i.d. (L3716): the law, hence the tail, does not depend on j or d"),
    ),
    evidence="The exact tail of the Fejer law, (2/pi)((1 - cos t)/t + pi/2 - Si(t)) at t = 1/eta, is <= 4 eta/pi "
             "(the density is <= 2/(pi x^2)) and ~ 2 eta/pi as eta -> 0: the lemma holds (the density printed "
             "before it is wrong: chenli.display.lemmaB.2-density).",
    mutants={"eta^2 in place of eta (wrong along eta -> 0)": lambda eta: eta**2,
             "eta/(1 + eta^2) (wrong along eta -> inf)": lambda eta: eta / (1 + eta**2)},
    notes="The law of zeta_j is the one the text constructs (characteristic function max(0, 1 - |lambda|)), i.e. "
          "the Fejer density, not the printed formula (which is not a density); the tail is a closed form in the "
          "sine integral (scipy), re-checked at 50 digits with mpmath.si.",
    settings={"ci": {"max_examples": 60, "budget_s": 2.0}},
    domain=(Param("eta", 0.0, INF, lo_closed=False, text="eta > 0"),),
)


# ------------------------------------------------------------------------------------ Corollary B.3 (L3724-L3728)


def _fejer_upper_tail(t):  # noqa: ANN001, ANN202
    """P[zeta > t] for the Fejer law (density (1 - cos x)/(pi x^2)), t real, at the working mpmath precision."""
    if t < 0:
        return 1 - _fejer_upper_tail(-t)
    if t == 0:
        return mpmath.mpf(1) / 2
    return ((1 - mpmath.cos(t)) / t + mpmath.pi / 2 - mpmath.si(t)) / mpmath.pi


@st.composite
def _corB_3_instances(draw: st.DrawFn) -> dict:
    """m in [1, 6]; eta in [1e-4, 1]; delta = 1; box R = [-Delta/2, Delta/2]^m with Delta/delta in [1e-4, 10]
    (log-uniform); S = c xi, xi uniform on {+-1}^m (a sum of m independent vectors, covariance c^2 I), c a fraction of
    Delta/2 so that S lies in R (c = 0: a point mass)."""
    return {"m": draw(st.integers(1, 6)), "eta": draw(with_edges(log_uniform(1e-4, 1.0), 1e-4, 1.0)),
            "Delta": draw(with_edges(log_uniform(1e-4, 10.0), 1e-4)),
            "cfrac": draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0))}


def _corB_3_value(inst: dict) -> mpmath.mpf:
    """P[S in R] - P[S~ in R-bar], exactly (closed-form Fejer tails, 40 digits): S is in R always; given S_j = +-c,
    coordinate j of S~ = S + zeta (delta = 1) stays in [-Delta/2 - 1/eta, Delta/2 + 1/eta] with probability
    1 - P[zeta > Delta/2 + 1/eta - S_j] - P[zeta < -Delta/2 - 1/eta - S_j]; by symmetry each coordinate has the same
    law whatever the sign of S_j."""
    with mpmath.workdps(40):
        m, eta, D = int(inst["m"]), mpmath.mpf(inst["eta"]), mpmath.mpf(inst["Delta"])
        c = mpmath.mpf(inst["cfrac"]) * D / 2
        w = D / 2 + 1 / eta
        stay = 1 - _fejer_upper_tail(w - c) - _fejer_upper_tail(w + c)
        return 1 - stay**m


def _corB_3_measure(inst: dict, ctx: Ctx) -> Measurement:
    return Measurement(float(_corB_3_value(inst)), {"eta": inst["eta"], "m": int(inst["m"])})


def _corB_3_exact(inst: dict) -> Measurement:
    return Measurement(_corB_3_value(inst), {"eta": inst["eta"], "m": int(inst["m"])}, exact=True)


CORB_3 = Claim(
    id="chenli.corB.3",
    paper=PAPER,
    source=f"Corollary B.3, Appendix B.1.4, {SEED_FILE} L3724-L3728 (S~ = S + delta zeta, L3618-L3624)",
    statement="With R-bar the box R = prod_j [a_j, a_j + Delta_j] widened by delta/eta in every coordinate and S~ = S + "
              "delta zeta (zeta with characteristic function prod_j max(0, 1 - |lambda_j|)): P[S in R] <= "
              "P[S~ in R-bar] + eta (the right inequality; the left one is its mirror image).",
    statement_tex=r"$\mathbb{P}[\tilde{S} \in \underline{R}] - \eta \leq \mathbb{P}[S \in R] \leq "
                  r"\mathbb{P}[\tilde{S} \in \bar{R}] + \eta.$",
    kind="probabilistic",
    comparison="<=",
    bound=B.corB_3_upper,
    measure=_corB_3_measure,
    exact=_corB_3_exact,
    strategy=_corB_3_instances,
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_corB_3_second_path",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/chenli.md): confirmed. S~ leaves R-bar when any of the m coordinates of zeta exceeds 1/eta in absolute value, "
             "which has probability 1 - (1 - p)^m with p = P[|zeta_1| > 1/eta] ~ 2 eta/pi: for m >= 2 and small eta "
             "this is ~ 1.27 eta (m = 2) > eta. Instance: m = 2, eta = 0.01, delta = 1, Delta = 1e-4, S = 0 in R: "
             "P[S in R] - P[S~ in R-bar] = 0.01265 > 0.01. (m = 1 holds: 2/pi < 1.) The record called the corollary "
             "uncheckable ('hidden constant of Lemma B.2'), but it is printed with an explicit eta; read with a hidden "
             "constant it still fails as m grows (the excess is ~ 0.64 m eta, not O(eta) uniformly in m).",
    corrected=B.corB_3_upper_corrected,
    corrected_text="P[S~ in R-underbar] - 4 m eta/pi <= P[S in R] <= P[S~ in R-bar] + 4 m eta/pi (union bound over the m "
                   "coordinates with the Fejer tail P[|zeta_j| > 1/eta] <= 4 eta/pi).",
    auto_mutant=False,  # the corrected union bound 4 m eta/pi is loose (best ratio 0.54): a 10 % stronger one holds too
    mutants={"the printed eta": B.corB_3_upper, "2 m eta/pi (the tail's asymptote, not a bound at every eta)":
             lambda eta, m: 2 * m * eta / 3.141592653589793},
    notes="Exact: the Fejer tail in closed form (sine integral, mpmath 40 digits) and the product over independent "
          "coordinates. S = c xi with xi Rademacher (a sum of independent vectors, as in Theorem B.1; c = 0 a point "
          "mass), always inside R; delta = 1 (only Delta/delta and eta matter).",
    settings={"ci": {"max_examples": 60, "budget_s": 2.0}},
    domain=(Param("m", 1, INF, integer=True, text="S in R^m", unreached="m <= 6"),
            Param("eta", 0.0, INF, lo_closed=False, text="eta > 0", unreached="eta in [1e-4, 1]: for eta >= 1 the "
                  "right side exceeds 1")),
)


RECORDS: list[Claim] = [
    record("chenli.thmB.1", "Theorem B.1 (Borovkov integro-local CLT), Appendix B, L3600-L3728",
            "P[S in R] >= 0.9^m prod Delta_j det(2 pi Q)^{-1/2}{exp(-a^T Q^{-1} a/2) - eps} - eta.", "probabilistic",
            "eps is defined only implicitly through (157) (unspecified constants in <~, Omega, O, and eps on both "
            "sides), (156) uses an undefined delta and c, and eta is free, so {exp(-a^T Q^{-1} a/2) - eps} - eta "
            "cannot be evaluated on any instance: every crossing would be potential and the explicit 0.9^m/1.1^m "
            "could never be tested against a number. What an exact check CAN see (investigated this round for "
            "chenli.thmB.4, m = 1, 2, S = Vx with flat orthogonal Hadamard rows, exact binomial/joint-binomial "
            "box laws at any d): the ratio P[S in R]/(prod Delta det(2 pi Q)^{-1/2} e^{-a^T Q^{-1} a/2}) converges "
            "to the Gaussian box mass over the CORNER density, not to 1, unless Delta -> 0, so a bounded-ratio "
            "trend is trivially true and a fitted exponent of |log ratio| sits at 0 with a transient of either "
            "sign (false verdicts). Not encoded: no honest falsifiable form without the (157) constants."),
]


CLAIMS: list[Claim] = [DISPLAY_B2_DENSITY, LEMMAB_2, CORB_3, FACTB_5, *RECORDS]
