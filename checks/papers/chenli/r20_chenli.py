"""Round 20 (helper chenli): Assumption 7 (non-arithmeticity, L465-L467) and the text's claim that it 'is actually a
generic property in the sense that it holds in a natural smoothed analysis setting (see Appendix C)' (L463), at the
printed upper end of lambda's range, ||lambda|| <= exp(d^{O(1)}).

- ``chenli.display.assump7-generic``: for a smoothed Theta (Theta' + N(0, sigma^2/d) entries, Lemma C.3's model) and
  x in {+-1}^d, with T = [d] (a set of size (1 - o(1)) d): sup over sqrt(m) <= ||lambda|| <= exp(d^C) of
  prod_i prod_{j in T} |cos(lambda_i <x, (Theta_i)_{:,j}>)| <= exp(-Omega(sqrt d)). Dirichlet's simultaneous
  approximation theorem gives, for ANY real Theta and x, an integer 1 <= q <= Q^{md} with |q alpha_ij - p_ij| <= 1/Q
  for the md numbers alpha_ij = <x, (Theta_i)_{:,j}>/(2 pi): at lambda = 2 pi q (1, ..., 1) every factor is at least
  cos(2 pi/Q), so the product is >= exp(-4 pi^2 m d/Q^2) >= 1/e at Q = 2 pi sqrt(m d), with ||lambda|| <=
  exp(O(m d log(m d))). So for an exponent C > 1 (exp(poly(d))) the product is ~1 at an admissible lambda for every
  Theta and every x: Assumption 7 then holds for no Theta. The witness q is found here by lattice reduction (LLL,
  exact integers) on 60-digit Theta; lhs = -log of the product at the best admissible witness.
- ``chenli.display.lemmaC.3-lipschitz``: L3846 (proof of Lemma C.3), 'phi_T(lambda) is L-Lipschitz for L := sum_i sum_j
  <x, (Theta_i)_{:j}>': the signed sum (the row was covered by chenli.lemmaC.3, whose claim checks the conclusion).
- ``chenli.display.lemma6.8-item5-prob``: L1687 (proof of Lemma 6.8, Item 5), P[|x^T Theta_i Theta_{i'}^T x| <= kappa
  ||Theta_1||_F^2 for all i != i'] >= 1 - m^2 exp(-Omega(kappa r_Theta)) (the row was covered by chenli.lemma6.8, whose
  claim checks Items 2-3 only): the mean <Theta_i, Theta_{i'}> may sit at the threshold (Assumption 2's edge).
"""

from __future__ import annotations

import functools
import math

import mpmath as mp
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r20_chenli as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform

CLAIMS: list[Claim] = []

_DPS = 60


def _alphas(inst: dict, dps: int = _DPS) -> list:
    """alpha_j = <x, Theta_{:,j}>/(2 pi) for m = 1: Theta = Theta' + (sigma/sqrt d) G at `dps` digits (G Gaussian from
    the seed, Theta' = 0 or the lattice matrix (1/sqrt d) 1 1^T, Lemma C.3's worst case for a lattice), x from the
    seed."""
    import random

    d, sigma = int(inst["d"]), mp.mpf(inst["sigma"])
    rng = random.Random(int(inst["seed"]))
    with mp.workdps(dps + 10):
        base = mp.mpf(1) / mp.sqrt(d) if inst["lattice"] else mp.mpf(0)
        def gauss() -> mp.mpf:  # a Gaussian with ~265 random bits (no float64 dyadic: a generic real at 60 digits)
            return mp.mpf(rng.gauss(0.0, 1.0)) + sum(mp.mpf(rng.random()) * mp.mpf(2) ** (-53 * k) for k in range(1, 5))

        theta = [[base + sigma / mp.sqrt(d) * gauss() for _ in range(d)] for _ in range(d)]
        x = [rng.choice((-1, 1)) for _ in range(d)]
        return [sum(x[i] * theta[i][j] for i in range(d)) / (2 * mp.pi) for j in range(d)]


def _witness(alphas: list, log_cap: float) -> tuple[int, float]:
    """The best integer q >= 1 (largest prod_j |cos(2 pi q alpha_j)|) with log(2 pi q) <= log_cap among the short
    vectors of LLL-reduced simultaneous-approximation lattices (rows (1, M alpha_1, ..., M alpha_n) rounded, M e_j) at
    a ladder of scales M; returns (q, log prod)."""
    from sympy import ZZ
    from sympy.polys.matrices import DomainMatrix

    n = len(alphas)
    best: tuple[int, float] | None = None
    for k in (3, 5):
        logM = k * n * math.log(max(n, 2)) / 4
        if logM > 180:  # 60-digit alphas: M beyond ~1e78 would read rounding noise
            break
        M = int(mp.nint(mp.e ** logM))
        rows = [[1] + [int(mp.nint(M * a)) for a in alphas]] + [[0] * (j + 1) + [M] + [0] * (n - j - 1)
                                                                   for j in range(n)]
        try:
            red = DomainMatrix([[ZZ(v) for v in r] for r in rows], (n + 1, n + 1), ZZ).lll().to_Matrix().tolist()
        except AssertionError as err:  # sympy's LLL self-check
            raise SolverFailure(f"LLL (sympy) failed at n = {n}, log M = {logM:.1f}") from err
        for r in red:
            q = abs(int(r[0]))
            if q == 0 or math.log(2 * math.pi * q) > log_cap:
                continue
            lp = float(sum(mp.log(abs(mp.cos(2 * mp.pi * q * a))) for a in alphas))
            if best is None or lp > best[1]:
                best = (q, lp)
    if best is None:
        best = (1, float(sum(mp.log(abs(mp.cos(2 * mp.pi * a))) for a in alphas)))  # lambda = 2 pi: always admissible
    return best


@functools.lru_cache(maxsize=256)
def _witness_of(d: int, sigma: float, lattice: bool, seed: int, C: float) -> tuple[int, float]:
    inst = {"d": d, "sigma": sigma, "lattice": lattice, "seed": seed}
    with mp.workdps(_DPS):
        return _witness(_alphas(inst), float(d) ** C)


def _key(inst: dict) -> tuple:
    return int(inst["d"]), float(inst["sigma"]), bool(inst["lattice"]), int(inst["seed"]), float(inst["C"])


def _measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    d = int(inst["d"])
    log_cap = float(d) ** float(inst["C"])
    q, lp = _witness_of(*_key(inst))
    return Measurement(-lp, {"d": d}, {"log_q": math.log(q), "log_lambda_cap": log_cap, "product": math.exp(lp),
                                       "C": inst["C"], "sigma": inst["sigma"], "lattice": inst["lattice"]})


def _exact(inst: dict) -> Measurement:
    """The same witness q (admissible: log(2 pi q) <= d^C) with the product re-evaluated at 100 digits (Theta and x
    re-drawn at 100 digits from the seed)."""
    d = int(inst["d"])
    q, _ = _witness_of(*_key(inst))
    with mp.workdps(100):
        al = _alphas(inst, 100)
        lp = sum(mp.log(abs(mp.cos(2 * mp.pi * q * a))) for a in al)
        return Measurement(-lp, {"d": d}, {}, exact=True)


@st.composite
def _inst(draw: st.DrawFn) -> dict:
    """d in [3, 16] (the path takes it to 22), sigma over two decades, Theta' = 0 or the lattice matrix, x and G from
    the seed; C = 2 (exp(d^{O(1)}) as exp(poly(d)), checked at d^2)."""
    return {"d": draw(st.one_of(st.just(8), st.integers(3, 16))),
            "sigma": draw(st.one_of(st.just(1.0), log_uniform(0.1, 10.0))), "lattice": draw(st.sampled_from([False, False, True])),
            "seed": draw(SEEDS), "C": 2.0, "m": 1}


@st.composite
def _inst_c(draw: st.DrawFn, C: float) -> dict:
    inst = draw(_inst())
    inst["C"] = C
    return inst


def _mv_d(inst: dict, t: float) -> dict:
    return {**inst, "d": int(round(t))}


_DIRS = (
    Direction("d -> inf (d = t, same seed)", "d", INF, how="path", move=_mv_d, points=(2.0, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0, 12.0, 14.0, 17.0, 20.0, 22.0),
              start=lambda inst: not inst["lattice"] and inst["sigma"] >= 0.5,
              reason="Dirichlet: the product at the witness stays ~1 (>= 1/e) while the shape grows like sqrt(d); the "
                     "path starts from a generic Theta (Theta' = 0, sigma >= 1/2), where small d has no accidental "
                     "near-lattice structure"),
    Direction("sigma, Theta' (0 or lattice), x, G", "sigma", INF, how="search",
              reason="sigma in [0.1, 10] and both Theta' drawn; Dirichlet's witness exists for every real Theta and x"),
    Direction("m (number of heads)", "m", INF, how="unsearched",
              reason="m = 1 drawn: lambda = 2 pi q (1, ..., 1) with q from Dirichlet for the m d numbers works for every "
                     "m (q <= Q^{md}, Q = 2 pi sqrt(m d)); one head is the case with the fewest constraints on q "
                     "and the exponent's range grows with m only through log(md)"),
)

ASSUMP7_GENERIC = Claim(
    id="chenli.display.assump7-generic",
    catalog_id="chenli.appC.2",
    paper=PAPER,
    kind="step",
    source=f"Assumption 7, Section 4.3, {SEED_FILE} L465-L467, with the text's 'it is actually a generic property in the "
           f"sense that it holds in a natural smoothed analysis setting (see Appendix C)' (L463) and Lemma C.3's smoothed "
           f"model (L3840)",
    statement="For smoothed Theta (Theta' + Gaussian entries of variance sigma^2/d, Appendix C) Assumption 7 holds: "
              "w.p. >= 1 - exp(-d^{Theta(1)}) over x in {+-1}^d, for all T of size (1 - o(1)) d, prod_{i=1}^m "
              "prod_{j in T} |cos(lambda_i <x, Theta_{:,j}>)| <= exp(-Omega(sqrt d)) for all lambda with sqrt(m) <= "
              "||lambda|| <= exp(d^{O(1)}); checked with m = 1, T = [d], exp(d^{O(1)}) read as exp(poly(d)) (at "
              "d^2), as -log(product) >= c sqrt(d) at the best lattice-reduction witness lambda = 2 pi q.",
    statement_tex=r"\prod_{i=1}^m \prod_{j \in T} |\cos(\lambda_i \langle x, \Theta_{:,j} \rangle)| \leq "
                  r"\exp(-\Omega(\sqrt{d})) \text{ for all } \sqrt{m} \leq \|\lambda\| \leq \exp(d^{O(1)})",
    comparison=">=",
    bound=B.assump7_shape,
    measure=_measure,
    exact=_exact,
    strategy=lambda: _inst(),
    constants="hidden",
    uniform=True,
    directions=_DIRS,
    readings=(Reading("exponent below 1", "exp(d^{O(1)}) with an exponent below 1 (checked at exp(d^{1/2})), the "
                      "range the proof uses ((163)'s r_2 = exp(O(m log(k)/lambda)) poly) and the one Lemma C.3's "
                      "failure probability (R m a d^2 e^{O(sqrt d)})^m exp(-Omega(d)) can support",
                      strategy=_inst_c(0.5), directions=(
                          Direction("d (searched)", "d", INF, how="search",
                                    reason="d in [3, 16] drawn: no witness of Dirichlet's size (log q ~ d log d) is "
                                           "admissible below exp(d^{1/2}), and no path is run"),)),),
    expect="erratum as printed",
    evidence="Dirichlet's theorem makes the product ~1 at an admissible lambda for every Theta and every x once "
             "exp(d^{O(1)}) exceeds exp(O(m d log(m d))): so with d^{O(1)} a polynomial of degree > 1 Assumption 7 "
             "holds for no Theta at all, smoothed or not, and the 'generic property' of L463 fails. Lattice "
             "reduction finds the witnesses (m = 1, Theta' = 0, sigma = 1, seed 0, one x): d = 2: q = 1, product "
             "e^{-0.148}; d = 8: log q = 15.4, e^{-0.170}; d = 14: log q = 39.9, e^{-0.052}; d = 22: log q = 78.9, "
             "e^{-0.023} (log(2 pi q) <= d^2 in each; the ci path over d = 2..22 gives -log(product)/sqrt(d) "
             "falling 21-fold), against exp(-c sqrt d) "
             "for any c > 0. Appendix C does not cover this range: Lemma C.3's probability 1 - (R m alpha d^2 "
             "e^{O(sqrt d)})^m exp(-Omega(d)) is negative once R >= e^{Omega(d)/m}. Harmless for the proof if "
             "O(1) < 1: (163) needs ||lambda|| only up to r_2 = Delta^{-1} exp(O(||a||^2/r^2)) prod ||v_j||/Delta_j, "
             "sub-exponential in d, where Dirichlet's witnesses (log q ~ d log d) do not reach (the reading 'exponent "
             "below 1' is not refuted).",
    second_path="tests/test_chenli_r20_chenli.py::test_assump7_dirichlet_witness_brute_force",
    no_correction_reason="the statement holds, if at all, with the exponent of exp(d^{O(1)}) below 1 (the reading); no "
                         "other bound is proposed",
    no_mutant_reason="a uniform shape refuted along d at every drawn Theta (the product at Dirichlet's witness does not "
                     "decay); any planted positive shape in d is refuted by the same path",
    auto_mutant=False,
    notes="m = 1 and T = [d] (a set of size (1 - o(1)) d; the 'for all T' only makes the statement stronger); lattice "
          "reduction by sympy's exact-integer LLL on 60-digit alphas (a solver failure is reported as such); the "
          "witness search takes the best admissible short vector over two scales M. The upper end exp(d^{O(1)}) "
          "is a constant the statement leaves open: C = 2 as printed (exp(poly(d))), C = 1/2 as the reading.",
    domain=(Param("d", 1, INF, integer=True, text="x in {+-1}^d, Theta in R^{d x d}",
                  unreached="d <= 16 drawn, 22 on the path: exact LLL in dimension d + 1 (seconds at d = 22, ~17 s at d = 28)"),
            Param("sigma", 0.0, INF, lo_closed=False, text="the smoothing scale sigma > 0 of Lemma C.3",
                  unreached="sigma in [0.1, 10]: Dirichlet's witness does not depend on sigma"),
            Param("m", 1, INF, integer=True, text="m heads", unreached="m = 1: see the direction 'm'")),
    settings={"ci": {"max_examples": 4, "budget_s": 4.0, "path_starts": 1, "path_decades": 0.0}},
)

CLAIMS += [ASSUMP7_GENERIC]


# ======================================================== Lemma C.3's Lipschitz constant (L3846), as printed


@st.composite
def _lip_inst(draw: st.DrawFn) -> dict:
    """m <= 3 heads, d in [1, 12], Theta'_i Gaussian with columns scaled to norm alpha (or 0), smoothing sigma, x, and
    64 points lambda (||lambda|| in [0.1, 10]/alpha) from the seed."""
    return {"m": draw(st.integers(1, 3)), "d": draw(st.one_of(st.just(1), st.integers(1, 12))),
            "alpha": draw(st.one_of(st.just(1.0), log_uniform(0.1, 10.0))),
            "sigma_frac": draw(st.one_of(st.just(0.0), log_uniform(1e-3, 0.1))), "seed": draw(SEEDS)}


def _lip_data(inst: dict) -> tuple:
    import numpy as np

    rng = np.random.default_rng(int(inst["seed"]))
    m, d, alpha = int(inst["m"]), int(inst["d"]), float(inst["alpha"])
    base = rng.normal(size=(m, d, d))
    base *= alpha / np.maximum(np.linalg.norm(base, axis=1, keepdims=True), 1e-300)  # columns of norm alpha
    theta = base + float(inst["sigma_frac"]) * alpha / math.sqrt(d) * rng.normal(size=(m, d, d))
    x = rng.choice([-1.0, 1.0], size=d)
    a = np.einsum("k,ikj->ij", x, theta)  # a_ij = <x, (Theta_i)_{:,j}>
    lam = rng.normal(size=(64, m))
    lam *= (10 ** rng.uniform(-1, 1, size=(64, 1))) / (alpha * np.linalg.norm(lam, axis=1, keepdims=True))
    return a, lam


def _lip_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = max over the 64 points of ||grad phi_T(lambda)||, phi_T = prod_i prod_j |cos(lambda_i a_ij)| (T = [d]):
    d phi/d lambda_i = -phi sum_j a_ij tan(lambda_i a_ij) (a lower bound on phi's Lipschitz constant)."""
    import numpy as np

    a, lam = _lip_data(inst)
    best = 0.0
    for lv in lam:
        c = np.cos(lv[:, None] * a)
        phi = float(np.prod(np.abs(c)))
        g = -phi * (a * np.tan(lv[:, None] * a)).sum(axis=1)
        best = max(best, float(np.linalg.norm(g)))
    return Measurement(best, {"L_signed": float(a.sum()), "L_abs": float(np.abs(a).sum())},
                       {"m": int(inst["m"]), "d": int(inst["d"])})


def _lip_exact(inst: dict) -> Measurement:
    """The same maximum at 50 digits (a_ij and lambda from the float64 draw, exactly)."""
    a, lam = _lip_data(inst)
    with mp.workdps(50):
        A = [[mp.mpf(float(v)) for v in row] for row in a]
        best = mp.mpf(0)
        for lv in lam:
            L = [mp.mpf(float(v)) for v in lv]
            phi = mp.fprod(abs(mp.cos(L[i] * A[i][j])) for i in range(len(A)) for j in range(len(A[i])))
            g = [-phi * mp.fsum(A[i][j] * mp.tan(L[i] * A[i][j]) for j in range(len(A[i]))) for i in range(len(A))]
            best = max(best, mp.sqrt(mp.fsum(v * v for v in g)))
        return Measurement(best, {"L_signed": mp.fsum(v for row in A for v in row),
                                  "L_abs": mp.fsum(abs(v) for row in A for v in row)}, {}, exact=True)


LEMMA_C3_LIPSCHITZ = Claim(
    id="chenli.display.lemmaC.3-lipschitz",
    catalog_id="chenli.lemmaC.3",
    paper=PAPER,
    kind="step",
    source=f"Proof of Lemma C.3, Appendix C.1, {SEED_FILE} L3846 ('Note that phi_T(lambda) is L-Lipschitz for L := "
           "sum_i sum_j <x, (Theta_i)_{:j}> <~ m a d^2')",
    statement="phi_T(lambda) := prod_{i=1}^m prod_{j in T} |cos(lambda_i <x, (Theta_i)_{:j}>)| is L-Lipschitz for "
              "L := sum_{i=1}^m sum_{j=1}^d <x, (Theta_i)_{:j}> (as printed: the signed sum); checked with T = [d] as "
              "max ||grad phi_T|| over 64 points lambda <= L.",
    statement_tex=r"L := \sum_{i=1}^m \sum_{j=1}^d \langle x, (\Theta_i)_{:j} \rangle",
    comparison="<=",
    bound=B.lemmaC3_L,
    measure=_lip_measure,
    exact=_lip_exact,
    strategy=lambda: _lip_inst(),
    readings=(Reading("absolute value", "L := sum_{i=1}^m sum_{j=1}^d |<x, (Theta_i)_{:j}>| (the missing absolute value; "
                      "auditor A's reading): the l_1 size of the gradient's coefficients, which the '<~ m a d^2' "
                      "after it bounds", bound=B.lemmaC3_L_abs),),
    expect="erratum as printed",
    evidence="Auditor A, docs/audits/round20/chenli.md: 'chenli.display.lemmaC.3-lipschitz -- CONFIRMED AS PRINTED' "
             "(reading: the missing absolute value, L := sum |<x, (Theta_i)_{:j}>|; it holds in this run). "
             "The printed L is a signed sum, which can be 0 or negative while phi_T is not constant: m = 1, d = 1, "
             "Theta = (theta), x = (-1): L = -theta < 0 and |d/d lambda |cos(lambda theta)|| reaches |theta|. "
             "Generally sum_ij <x, (Theta_i)_{:j}> = x^T (sum_i Theta_i) 1 has either sign (half the draws). The "
             "Lipschitz constant is at most sum_i sum_j |<x, (Theta_i)_{:j}>| (the correction, which is what the "
             "'<~ m a d^2' after it bounds), so the lemma's net argument stands.",
    second_path="tests/test_chenli_r20_chenli.py::test_lemmaC3_signed_L_below_slope",
    corrected=B.lemmaC3_L_abs,
    corrected_text="phi_T is L-Lipschitz for L := sum_i sum_j |<x, (Theta_i)_{:j}>| <~ m alpha d^{3/2} (<= m alpha d^2).",
    mutants={"half the corrected L": B.lemmaC3_L_abs_half},
    rtol=1e-9,
    notes="T = [d]; the gradient exists where no cosine vanishes (every drawn point, a.s.); the maximum over 64 points "
          "is a lower bound on the Lipschitz constant, so a crossing of the signed L is a crossing of the claim.",
    domain=(Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 3: the failure is the sign of one sum"),
            Param("d", 1, INF, integer=True, text="d", unreached="d <= 12"),
            Param("alpha", 0.0, INF, lo_closed=False, text="column norm alpha of Theta'_i",
                  unreached="alpha in [0.1, 10]: phi_T and L are both homogeneous in Theta (with lambda scaled)")),
    settings={"ci": {"max_examples": 30, "budget_s": 2.0}},
)

CLAIMS += [LEMMA_C3_LIPSCHITZ]


# ============================================ Lemma 6.8 Item 5's probability (L1687), at Assumption 2's edge


def _item5(inst: dict) -> dict:
    """Two heads (m = 2) on d = 2 round(10^ld/2): Theta_1 = diag(s) + eps P (P a d-cycle), Theta_2 = diag(s'), s, s'
    balanced sign vectors with <s, s'> = I the largest integer = d (mod 4) below kappa ||Theta_1||_F ||Theta_2||_F
    (Assumption 2 at its edge), kappa of (7) with the drawn c at lambda = 1/(1 + eps^2), eps = u/(kappa sqrt d);
    r_Theta = f log^{c8}(d m k)/(kappa lambda) (the lower end of (8), k = m) if <= d^{1/4}. Then x^T Theta_1 Theta_2^T x
    = I + eps T, T = sum_j s'_{pi(j)} x_j x_{pi(j)} a sum of d signs of fixed parity; failure = P[|I + eps T| >
    kappa ||Theta_1||_F^2], its normal value with a Berry-Esseen + parity band of 4/sqrt(d) (the lower tail, below
    -40 standard deviations, is dropped into the band)."""
    with mp.workdps(int(inst["ld"]) + 40):  # tau - I ~ kappa d eps^2: every digit of d is needed
        d = 2 * int(mp.nint(mp.mpf(10) ** mp.mpf(inst["ld"]) / 2))
        m, c = 2, mp.mpf(inst["c"])
        L2 = mp.log(d) ** 2
        kappa = c / (m**6.5 * L2)
        for _ in range(60):
            eps = mp.mpf(inst["u"]) / (kappa * mp.sqrt(d))
            lam = 1 / (1 + eps**2)
            kappa = c * lam**6.5 / (m**6.5 * L2)
        cap = kappa * d * mp.sqrt(1 + eps**2)
        I = int(mp.floor(cap))
        I -= (I - d) % 4  # <s, s'> = d - 2 #(disagreements), #(disagreements) even for balanced s, s'
        tau = kappa * d * (1 + eps**2)
        a, b = (tau - I) / eps / mp.sqrt(d), (-tau - I) / eps / mp.sqrt(d)
        p = mp.ncdf(-a) + (mp.ncdf(b) if b > -40 else 0)
        band = 4 / mp.sqrt(d)
        r = mp.mpf(inst["f"]) * mp.log(d * m * m) ** mp.mpf(inst["c8"]) / (kappa * lam)
        return {"d": d, "eps": eps, "lam": lam, "kappa": kappa, "I": I, "cap": cap, "p": p, "band": band, "r": r,
                "r_max": mp.mpf(d) ** 0.25}


def _item5_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    q = _item5(inst)
    p, band = q["p"], q["band"]
    lo, hi = max(p - band, mp.mpf(10) ** -30), min(p + band, mp.mpf(1))
    lhs = float(-mp.log(p / 4))
    return Measurement(lhs, {"kappa_r": float(q["kappa"] * q["r"])},
                       {"failure": float(p), "failure_band": float(band), "log10_d": float(mp.log10(q["d"])),
                        "eps": float(q["eps"]),
                        "lambda": float(q["lam"]), "kappa": float(q["kappa"]), "r_Theta": float(q["r"]),
                        "r_over_d_quarter": float(q["r"] / q["r_max"]), "I_over_cap": float(q["I"] / q["cap"])},
                       lhs_interval=(float(-mp.log(hi / 4)), float(-mp.log(lo / 4))))


def _item5_twice_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Auditor B's reading, threshold 2 kappa ||Theta_1||_F^2 (= 2 tau): failure = P[|I + eps T| > 2 tau] <= 4
    exp(-a^2/2), a = (2 tau - I)/(eps sqrt d) (Hoeffding for each tail of d signs, doubled for T's fixed parity; the
    lower tail, (2 tau + I)/(eps sqrt d), is further out). lhs = a^2/2, a lower bound on -log(failure/m^2) (m = 2),
    capped at 1e300 (float64; still a lower bound)."""
    q = _item5(inst)
    with mp.workdps(int(inst["ld"]) + 40):
        tau = q["kappa"] * q["d"] * (1 + q["eps"] ** 2)
        a = (2 * tau - q["I"]) / (q["eps"] * mp.sqrt(q["d"]))
        lhs = float(min(a * a / 2, mp.mpf(10) ** 300))
    return Measurement(lhs, {"kappa_r": float(q["kappa"] * q["r"])},
                       {"log10_d": float(mp.log10(q["d"])), "eps": float(q["eps"]), "lambda": float(q["lam"]),
                        "kappa": float(q["kappa"]), "r_Theta": float(q["r"]),
                        "r_over_d_quarter": float(q["r"] / q["r_max"]), "I_over_cap": float(q["I"] / q["cap"])})


@st.composite
def _item5_inst(draw: st.DrawFn) -> dict:
    return {"ld": draw(st.one_of(st.just(60.0), st.floats(40.0, 200.0))),
            "c": draw(st.one_of(st.just(1.0), log_uniform(0.1, 1.0))),
            "u": draw(st.one_of(st.just(0.2), log_uniform(0.02, 1.0))),
            "c8": draw(st.one_of(st.just(1.0), st.floats(1.0, 2.0))),
            "f": draw(st.one_of(st.just(1.0), log_uniform(1.0, 10.0)))}


def _mv_ld(inst: dict, t: float) -> dict:
    return {**inst, "ld": t}


LEMMA68_ITEM5 = Claim(
    id="chenli.display.lemma6.8-item5-prob",
    catalog_id="chenli.lemma6.8",
    paper=PAPER,
    kind="step",
    source=f"Proof of Lemma 6.8, Item 5, Section 6.4.2, {SEED_FILE} L1687 ('so by Assumption 2, we can apply Theorem "
           "3.1 with t = kappa ||Theta_1||_F^2 to get'; Item 5 of Lemma 6.8, L1659; kappa of (7), r_Theta of (8))",
    statement="P[|x^T Theta_i Theta_{i'}^T x| <= kappa ||Theta_1||_F^2 for all i != i' in [m]] >= 1 - m^2 exp(-Omega("
              "kappa r_Theta)) for x ~ {+-1}^d (L1687; Item 5: 'with all but arbitrarily small constant failure "
              "probability'), under Assumptions 1-5 with kappa of (7) and r_Theta in (8); checked as -log(failure/m^2) "
              ">= c kappa r_Theta with one c > 0 (the failure's normal value and a Berry-Esseen band).",
    statement_tex=r"\mathbb{P}\left[|x^\top \Theta_i \Theta_{i'}^\top x| \leq \kappa \|\Theta_1\|_F^2 \quad \forall i "
                  r"\neq i' \in [m]\right] \geq 1 - m^2 \exp(-\Omega(\kappa r_{\Theta}))",
    comparison=">=",
    bound=B.item5_shape,
    measure=_item5_measure,
    strategy=lambda: _item5_inst(),
    assumptions=(
        Assumption("eps <= 1", "lambda = 1/(1 + eps^2) >= 1/2 (Assumption 1 with a fixed lambda; d large enough)",
                   slack=lambda q: 1.0 - q["eps"]),
        Assumption("(8): r_Theta <= d^{1/4}", "r_Theta below (8)'s upper end (at constant 1)",
                   slack=lambda q: 1.0 - q["r_over_d_quarter"]),
    ),
    constants="hidden",
    uniform=True,
    directions=(
        Direction("d -> inf (log10 d = t)", "ld", INF, how="path", move=_mv_ld,
                  points=(40.0, 60.0, 100.0, 200.0, 400.0, 1000.0, 3000.0),
                  reason="the failure stays ~ P[N(0,1) > u/2] while kappa r_Theta ~ f log^{c8}(4d)/lambda grows"),
        Direction("c of (7), u, c of (8), the '>>' factor f", "c", INF, how="search",
                  reason="c in [0.1, 1] ('an arbitrarily small constant'), u in [0.02, 1], c8 in [1, 2], f in [1, 10]"),
        Direction("m (heads)", "m", INF, how="unsearched",
                  reason="m = 2: the failure of one pair bounds the union's from below; m only scales the printed m^2"),
    ),
    readings=(Reading("threshold 2 kappa ||Theta_1||_F^2", "the event |x^T Theta_i Theta_{i'}^T x| <= 2 kappa "
                      "||Theta_1||_F^2 (auditor B's reading: the mean, <= kappa ||Theta_1||_F^2 by Assumption 2, plus "
                      "the Hanson-Wright deviation kappa ||Theta_1||_F^2); the failure bounded by Hoeffding (a lower "
                      "bound on -log(failure/m^2)), same instances and rate", measure=_item5_twice_measure),),
    expect="erratum as printed",
    evidence="Auditor B, docs/audits/round20/chenli.md: 'chenli.display.lemma6.8-item5-prob -- CONFIRMED AS PRINTED' "
             "(reading: threshold 2 kappa ||Theta_1||_F^2; it holds in this run on the same instances: the failure "
             "is then <= 4 exp(-a^2/2) with a ~ kappa^2 sqrt(d)/u, far below exp(-kappa r_Theta)). "
             "The proof applies Hanson-Wright to x^T Theta_i Theta_{i'}^T x around 0, but its mean is Tr(Theta_i "
              "Theta_{i'}^T) = <Theta_i, Theta_{i'}>, which Assumption 2 allows up to kappa ||Theta_i||_F ||Theta_{i'}||_F: "
              "at that edge the threshold kappa ||Theta_1||_F^2 sits at the mean and the failure probability is a "
              "constant. Instance (every assumption the step uses holds exactly): Theta_1 = diag(s) + eps P (P a "
              "d-cycle), Theta_2 = diag(s'), s, s' balanced, <s, s'> at kappa ||Theta_1|| ||Theta_2||: x^T Theta_1 "
              "Theta_2^T x = <s, s'> + eps T, T a sum of d signs; with eps = u/(kappa sqrt d) the failure is ~ "
              "P[N(0,1) > u/2] (0.46 at u = 0.2) at every d, while 1 - m^2 exp(-Omega(kappa r_Theta)) -> 1 (kappa "
              "r_Theta >= log(d m k)/lambda at (8)'s lower end). E.g. c = 1, u = 0.2, d = 1e40: kappa = 1.30e-6, "
              "eps = 1.5e-15, r_Theta = 7.2e7 <= d^{1/4} = 1e10, failure 0.4602 +- 4e-20 against kappa r_Theta = 93; "
              "d = 1e1000: failure 0.4602, kappa r_Theta = 2304. So Item 5 ('all but arbitrarily small constant failure probability') "
              "fails as well. A second slip in the same step: with ||Theta_i Theta_{i'}^T||_F^2 <= ||Theta_1||_F^4/"
              "r_Theta (L1683), t^2/||.||_F^2 >= kappa^2 r_Theta, so Hanson-Wright gives exp(-Omega(kappa^2 r_Theta)), "
              "not exp(-Omega(kappa r_Theta))." +
             " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
             "constant: (8) r_Theta <= d^{1/4} (constant 1), (8)'s '>>' factor f (searched). Outcome (a) the "
             "crossing survives every admissible value of the constant: the failure stays a constant whenever "
             "<Theta_1, Theta_2> sits at Assumption 2's edge kappa ||Theta_1|| ||Theta_2||, at any r_Theta in "
             "(8)'s window; kappa r_Theta -> inf along d for every constant of (8)'s lower end, and the upper "
             "end holds eventually (r_Theta polylog in d).",
    second_path="tests/test_chenli_r20_chenli.py::test_lemma68_item5_mean_at_threshold",
    no_correction_reason="Item 5 needs the threshold above the mean: |x^T Theta_i Theta_{i'}^T x - <Theta_i, "
                         "Theta_{i'}>| <= kappa ||Theta_1||_F^2 w.p. 1 - m^2 exp(-Omega(kappa^2 r_Theta)), i.e. "
                         "|x^T Theta_i Theta_{i'}^T x| <= 2 kappa ||Theta_1||_F^2; whether the proof of Lemma 6.4 "
                         "tolerates the factor 2 is not checked here",
    no_mutant_reason="a uniform rate refuted along d by a closed form; any planted shape growing with d is refuted by "
                     "the same path",
    auto_mutant=False,
    notes="Closed form: T's law is the binomial of d signs with a fixed parity (x -> (x_j x_pi(j))_j is 2-to-1 onto "
          "the even vectors); the normal value with a Berry-Esseen band 2 x 0.56/sqrt(d) plus a parity term <= "
          "2/sqrt(d). d = 10^40 .. 10^200 drawn, 10^3000 on the path: with kappa of (7) ~ c/(90 log^2 d), (8)'s window "
          "log^{c8}(d m k)/(kappa lambda) <= r_Theta <= d^{1/4} opens only near d ~ 1e35. Assumption 7 "
          "and (8)'s 'sufficiently large c' are not imposed: the step uses Assumptions 2-3 only; (8) is met at "
          "constant c8 in [1, 2] with a drawn factor f.",
    domain=(Param("log10 d", 1.0, INF, key="ld", text="d",
                  unreached="log10 d in [40, 200] drawn, 3000 on the path: below ~35 (8)'s window is empty"),
            Param("c", 0.0, INF, lo_closed=False, text="c of (7) ('arbitrarily small constant')",
                  unreached="c in [0.1, 1]: smaller c pushes (8)'s window to larger d"),
            Param("u", 0.0, INF, lo_closed=False, text="eps = u/(kappa sqrt d) (the instance's perturbation)",
                  unreached="u in [0.02, 1]"),
            Param("m", 2, INF, integer=True, text="m heads (i != i')", unreached="m = 2")),
    settings={"ci": {"max_examples": 15, "budget_s": 2.0, "path_decades": 0.0},
              "dev": {"path_decades": 0.0}, "deep": {"path_decades": 0.0}},
)

CLAIMS += [LEMMA68_ITEM5]

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-20 audits
CLAIMS = cite_audits(CLAIMS, {
    'chenli.display.assump7-generic': 'auditor A: confirmed as printed',
    'chenli.display.lemma6.8-item5-prob': 'auditor B: confirmed as printed',
    'chenli.display.lemmaC.3-lipschitz': 'auditor A: confirmed as printed',
}, 'docs/audits/round20/chenli.md')
