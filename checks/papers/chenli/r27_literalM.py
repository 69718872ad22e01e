"""Round 27 (helper literalM): numbered results, printed statement against the encoded claim (issue #30, 'Discovery').

- ``chenli.thm5.6-two-slices`` (L583-L589): Theorem 5.6 over x ~ pi^s_{mu,nu;d1,d2,d3} = U_{d1} (x) U_{d2,mu} (x)
  U_{d3,nu} with BOTH slice blocks present (d2, d3 > 0, |mu| <= c/sqrt(d2), |nu| <= c/sqrt(d3)) and A coupling them.
  chenli.thm5.6 draws one cube block and one slice block only (its domain: 'one slice block, one cube block'), so
  the second slice's nu and an A across the two slices were never drawn. Families (exact laws): 'slice_cross', A =
  (1/2)(1_{A2} 1_{A3}^T + 1_{A3} 1_{A2}^T) with A2, A3 the first a2, a3 coordinates of the two slices (x^T A x = S2
  S3, S_j = 2 K_j - a_j, K_j hypergeometric, independent: the product law), and 'two_splits', a rank-2 split on each
  slice (the exact sum of two independent parts). The absolute constant c is read as 1, as in chenli.thm5.6.
- ``chenli.thm3.4-dependent`` (L325-L327): Theorem 3.4 (Nagaev's lower tail) as printed asks only that each X_i be
  symmetric with |X_i| <= M: no independence (Lemma 3.5 right after prints 'independent'; chenli.thm3.4 draws
  independent summands). With a fraction q of antithetic pairs the loss log(1 - Phi(t)) - log P stays ~ q t^2/(2(1 -
  q)) as sigma/M -> inf while the printed shape (Mt/sigma)(1 + t^2) -> 0: erratum as printed; the reading
  'independent X_i' is chenli.thm3.4 (holds).
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import assume
from hypothesis import strategies as st
from scipy import stats

from thmcheck.bounds.chenli import sec3_prelim as BP
from thmcheck.bounds.chenli import sec5_1_2_tails as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform, with_edges

CLAIMS: list[Claim] = []

# ------------------------------------------------------------- Theorem 5.6 with two slice blocks (L583-L589)


def _sigma(draw: st.DrawFn, n: int) -> int:
    """A slice sum sigma = 2 n_+ - n with |sigma| <= sqrt(n) (|mu| sqrt(n) <= c = 1), of n's parity; ends drawn."""
    smax = math.isqrt(n)
    if (smax - n) % 2:
        smax -= 1
    sign = draw(st.sampled_from([1, -1]))
    s = sign * int(round(draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.0)) * smax))
    if (s - n) % 2:
        s += -1 if s > 0 else 1
    return s


def _count_law(n: int, sigma: int, a: int) -> tuple[np.ndarray, np.ndarray]:
    """S = sum of the first a coordinates of x ~ U_{n, sigma/n}: S = 2K - a, K ~ Hypergeometric(n, n_+, a)."""
    n_plus = (n + sigma) // 2
    ks = np.arange(max(0, a - (n - n_plus)), min(a, n_plus) + 1)
    return (2 * ks - a).astype(float), stats.hypergeom.logpmf(ks, n, n_plus, a)


def _centred(v: np.ndarray, lp: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    keep = np.isfinite(lp)
    v, lp = v[keep], lp[keep]
    return v - float(np.sum(np.exp(lp) * v)), lp


def _split_law(n: int, sigma: int, a: int, al: float, be: float, ga: float) -> tuple:
    """x^T A x on one slice for A = alpha on the first a x a, beta on the rest, gamma across (centred)."""
    from thmcheck.models.chenli.sec3_5_quadratic import rank2_norms

    S, lp = _count_law(n, sigma, a)
    Q = sigma - S
    op, fro = rank2_norms(al, be, ga, a, n - a)
    return _centred(al * S * S + be * Q * Q + 2 * ga * S * Q, lp), op, fro


def _laws(inst: dict) -> tuple:
    """(U, V, ||A||_op, ||A||_F): U, V centred, independent; U + V = x^T A x - E x^T A x."""
    n2, n3, s2, s3 = int(inst["n2"]), int(inst["n3"]), int(inst["s2"]), int(inst["s3"])
    a2, a3 = int(inst["a2"]), int(inst["a3"])
    if inst["family"] == "slice_cross":
        v2, l2 = _count_law(n2, s2, a2)
        v3, l3 = _count_law(n3, s3, a3)
        prod = np.multiply.outer(v2, v3).ravel()
        lp = np.add.outer(l2, l3).ravel()
        u = _centred(prod, lp)
        return u, (np.zeros(1), np.zeros(1)), math.sqrt(a2 * a3) / 2, math.sqrt(a2 * a3 / 2)
    u, op2, fro2 = _split_law(n2, s2, a2, inst["al2"], inst["be2"], inst["ga2"])
    v, op3, fro3 = _split_law(n3, s3, a3, inst["al3"], inst["be3"], inst["ga3"])
    return u, v, max(op2, op3), math.sqrt(fro2**2 + fro3**2)


def _m_end(u: tuple, v: tuple, op: float, fro: float) -> float:
    t_end = float(max(abs(u[0].max() + v[0].max()), abs(u[0].min() + v[0].min())))
    return min(t_end / op, (t_end / fro) ** 2)


def _t(m: float, op: float, fro: float) -> float:
    return max(m * op, math.sqrt(m) * fro)


@st.composite
def _raw(draw: st.DrawFn) -> dict:
    family = draw(st.sampled_from(["slice_cross", "two_splits"]))
    cap = 1200 if family == "slice_cross" else 20000
    n2 = int(draw(with_edges(st.integers(4, cap), 4, cap)))
    n3 = int(draw(with_edges(st.integers(4, cap), 4, cap)))
    inst = {"family": family, "n2": n2, "n3": n3, "s2": _sigma(draw, n2), "s3": _sigma(draw, n3)}
    for j, n in (("2", n2), ("3", n3)):
        inst["a" + j] = max(1, min(n - (family == "two_splits"),
                                   int(round(draw(with_edges(st.floats(0.001, 1.0), 1.0, 0.5, 0.001)) * n))))
    if family == "two_splits":
        for k in ("al2", "be2", "ga2", "al3", "be3", "ga3"):
            inst[k] = float(draw(with_edges(st.floats(-2.0, 2.0), 1.0, 0.0, -1.0)))
    inst["d1"] = int(draw(st.sampled_from([0, 1, 64])))  # the cube block: A vanishes on it (any d1)
    return inst


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    inst = draw(_raw())
    u, v, op, fro = _laws(inst)
    assume(op > 0 and fro > 0)
    m_end = _m_end(u, v, op, fro)
    assume(m_end > 0.1)
    inst["m"] = float(draw(with_edges(log_uniform(0.05, 0.999 * m_end), 1.0, 10.0, 0.9 * m_end)))
    return inst


def _measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = 1 - log P[|x^T A x - E x^T A x| >= t(m)] from the exact law; shape m(t) = min(t/op, t^2/F^2)."""
    from thmcheck.models.chenli.sec3_5_quadratic import log_tail

    u, v, op, fro = _laws(inst)
    m = float(inst["m"])
    t = _t(m, op, fro)
    lp = float(log_tail(u, v, np.array([t]))[0])
    finite = math.isfinite(lp)
    terms = {"m": m, "P": math.exp(lp) if finite else 0.0, "support_slack": 1.0 if finite else -1.0,
             "family": inst["family"], "d": int(inst["d1"]) + int(inst["n2"]) + int(inst["n3"]),
             "mu_sqrt_d2": int(inst["s2"]) / math.sqrt(int(inst["n2"])),
             "nu_sqrt_d3": int(inst["s3"]) / math.sqrt(int(inst["n3"])), "stable_rank": (fro / op) ** 2}
    return Measurement(1.0 - lp if finite else 1.0, {"t": t, "op": op, "fro": fro}, terms)


def _move_size(inst: dict, t: float) -> dict:
    """Both slices scaled to size t (a_j/n_j and sigma_j/sqrt(n_j) kept, parity re-derived)."""
    n = max(4, int(round(t)))
    out = dict(inst)
    for j in ("2", "3"):
        nj = int(inst["n" + j])
        r = int(inst["s" + j]) / math.sqrt(nj)
        s = int(round(r * math.sqrt(n)))
        if (s - n) % 2:
            s += -1 if s > 0 else 1
        if abs(s) > math.isqrt(n):
            s -= 2 if s > 0 else -2
        out["n" + j], out["s" + j] = n, s
        out["a" + j] = max(1, min(n - 1, int(round(int(inst["a" + j]) * n / nj))))
    return out


THM5_6_TWO = Claim(
    id="chenli.thm5.6-two-slices",
    catalog_id="chenli.thm5.6",
    paper=PAPER,
    source=f"Theorem 5.6, Section 5.1, {SEED_FILE} L583-L589 (pi^s = U_{{d1}} (x) U_{{d2,mu}} (x) U_{{d3,nu}}: "
           f"L549-L553)",
    statement="For |mu| <= c/sqrt(d2), |nu| <= c/sqrt(d3) for some absolute constant c > 0, there is an absolute "
              "constant C > 0 such that for any A in R^{d x d}, if x ~ pi^s_{mu, nu; d1, d2, d3} and t > 0, then "
              "P[|x^T A x - E[x^T A x]| > t] <~ exp(-C min(t/||A||_op, t^2/||A||_F^2)). Checked with both slice "
              "blocks present (d2, d3 >= 4) and A across them or split on each (c read as 1), as a uniform shape: "
              "1 - log P >~ min(t/||A||_op, t^2/||A||_F^2).",
    kind="probabilistic", comparison=">=", bound=B.thm5_6_shape, measure=_measure, strategy=_instances,
    assumptions=(Assumption("P > 0", "t below the support's end (beyond it P = 0: the bound holds with any constant)",
                            lambda q: q["support_slack"]),),
    constants="hidden", uniform=True,
    directions=(
        Direction("t -> inf (the rate)", "m", INF, how="path", move=lambda inst, t: {**inst, "m": float(t)},
                  points=(10.0, 20.0, 50.0, 100.0, 200.0, 500.0, 1000.0),
                  reason="the main rate at a fixed A, up to the support's end (points past it are rejected)"),
        Direction("d -> inf (both slices)", "size", INF, how="path", move=_move_size,
                  points=(16.0, 64.0, 256.0, 1024.0),
                  reason="both slice blocks scaled together at a fixed rate argument (a_j/d_j, mu sqrt(d2), nu "
                         "sqrt(d3) kept)"),
        Direction("mu sqrt(d2) over [-c, c]", "mu_sqrt_d2", 1.0, how="search",
                  reason="the first slice's mean drawn over |.| <= 1 (c read as 1) with both ends; C may depend on c"),
        Direction("nu sqrt(d3) over [-c, c]", "nu_sqrt_d3", 1.0, how="search",
                  reason="the second slice's mean drawn over |.| <= 1 (c read as 1) with both ends"),
        Direction("t -> 0", "m", 0.0, how="search", reason="drawn down to m = 0.05; 1 - log P >= 1 there"),
        Direction("the scale of A", "al2", INF, how="unsearched",
                  reason="A -> a A with t -> a t leaves P and m(t) unchanged: no direction"),
    ),
    mutants={
        "exp(-C m^2) (the rate squared), wrong along t -> inf":
            lambda t, op, fro: min(t / op, t * t / (fro * fro)) ** 2,
        "exp(-C m^{3/2}) (a wrong exponent), wrong along t -> inf":
            lambda t, op, fro: min(t / op, t * t / (fro * fro)) ** 1.5,
    },
    notes="chenli.thm5.6 draws one slice block next to the cube (its 'cross' family is cube x slice, where the slice "
          "sum is constant); here both slices are present. 'slice_cross': x^T A x = S2 S3 with S_j = sum of the first "
          "a_j coordinates of slice j (the product of two independent centred-plus-mean hypergeometric counts: with "
          "mu, nu != 0 the linear terms E S2 (S3 - E S3) are of Frobenius size, the case the hypothesis on mu, nu is "
          "for). 'two_splits': the rank-2 split of chenli.thm5.6 on each slice (independent sum). The cube block d1 "
          "carries no part of A (any d1).",
    settings={"ci": {"max_examples": 20, "budget_s": 2.5}},
    domain=(Param("d", 1, INF, integer=True, key="d", text="any d = d1 + d2 + d3 (here d2, d3 >= 4)",
                  unreached="d2, d3 <= 1200 (slice_cross, the product law) or 2e4 (two_splits); d2 = 0 or d3 = 0 is "
                            "chenli.thm5.6"),
            Param("mu_sqrt_d2", -1.0, 1.0, key="mu_sqrt_d2", text="|mu| <= c/sqrt(d2), c read as 1",
                  unreached="the slice sum is an integer of d2's parity: |mu| sqrt(d2) within a few % of 1"),
            Param("nu_sqrt_d3", -1.0, 1.0, key="nu_sqrt_d3", text="|nu| <= c/sqrt(d3), c read as 1",
                  unreached="as for mu"),
            Param("m", 0.0, INF, lo_closed=False, key="m", text="any t > 0 (m(t) = min(t/op, t^2/F^2))",
                  unreached="m >= 0.05; up to the support's end (P = 0 beyond)")),
)
CLAIMS.append(THM5_6_TWO)


# ------------------------------------------------- Theorem 3.4 without independence, as printed (L325)


_T34_NMAX = 10**9


@st.composite
def _t34_instances(draw: st.DrawFn, q: float | None = None) -> dict:
    """X_i Rademacher (symmetric, |X_i| <= M = 1), of which a fraction q come in antithetic pairs X_{2j} = -X_{2j-1}
    (dependent; each X_i still symmetric); sigma = sqrt(n) log-uniform over [45, 2e4], t over (1.7, 0.04 sigma]."""
    qq = float(draw(st.sampled_from([0.5, 0.25, 0.75, 0.1]))) if q is None else q
    sigma = float(draw(with_edges(log_uniform(45.0, 2e4), 45.0, 2e4)))
    x_lo = 1.7 / sigma
    x = float(draw(with_edges(log_uniform(x_lo * 1.0001, 0.04), 0.04, x_lo * 1.0001)))
    return {"q": qq, "sigma": sigma, "t": x * sigma}


def _t34_law(inst: dict) -> tuple[int, int, float, float]:
    """(n, n_ind, sigma, t*): n = ceil(sigma^2) summands, n_pairs = floor(q n/2) antithetic pairs (their sum is 0),
    n_ind = n - 2 n_pairs independent ones; sigma^2 = sum E X_i^2 = n; t snapped to the left end of its lattice cell
    (S = sum of n_ind Rademachers has step 2 and n_ind's parity), as chenli.thm3.4 does."""
    n = max(2, math.ceil(float(inst["sigma"]) ** 2))
    if n > _T34_NMAX:
        raise SolverFailure(f"n = {n} summands (cap {_T34_NMAX})")
    n_ind = n - 2 * math.floor(float(inst["q"]) * n / 2)
    sig = math.sqrt(n)
    t = float(inst["t"])
    s = math.floor(t * sig)
    if (s - n_ind) % 2:
        s -= 1
    return n, n_ind, sig, (s / sig if s / sig > 1.7 else min(t, 1.7 * (1 + 1e-12)))


def _t34_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = delta(t) = log(1 - Phi(t)) - log P[sum X_i > t sigma] (exact: sum X_i = sum of the n_ind independent
    Rademachers), quantities (t, sigma/M) of chenli.thm3.4's shape."""
    from thmcheck.models.chenli.sec3_appC_prelim import log_lazy_rademacher_tail

    n, n_ind, sig, t = _t34_law(inst)
    if n_ind == 0:
        raise SolverFailure("no independent summand: P = 0 (delta infinite)")
    try:
        lp = log_lazy_rademacher_tail(n_ind, 1.0, t * sig)
    except ValueError as e:
        raise SolverFailure(str(e)) from e
    if not math.isfinite(lp):
        raise SolverFailure(f"log P[S > {t * sig}] not finite at n_ind = {n_ind}")
    delta = float(stats.norm.logsf(t)) - lp
    return Measurement(delta, {"t": t, "sigma_over_M": sig},
                       {"n": n, "n_ind": n_ind, "q": float(inst["q"]), "x=Mt/sigma": t / sig,
                        "range_slack": 0.04 * sig - t, "low_slack": t - 1.7, "log_P": lp})


def _t34_move_sigma(inst: dict, t: float) -> dict:
    return {**inst, "sigma": float(t)}


def _t34_move_t(inst: dict, t: float) -> dict:
    n, n_ind, sig, t0 = _t34_law(inst)
    x = min(t0 / sig, 0.04)
    return {**inst, "t": float(t) * (1 - 1e-9), "sigma": float(t) / x}


_T34_DIRECTIONS = (
    Direction("sigma_over_M = sigma/M -> inf at fixed t (the rate)", "sigma", INF, how="path", move=_t34_move_sigma,
              points=(100.0, 300.0, 1000.0, 3000.0, 10000.0, 30000.0),
              reason="the main rate: the printed loss is O(M/sigma) at a fixed t; with a fraction q of antithetic "
                     "pairs the loss stays ~ q t^2/(2(1 - q)) (sum X_i has variance (1 - q) sigma^2)"),
    Direction("t -> inf at fixed x = Mt/sigma", "t", INF, how="path", move=_t34_move_t,
              points=(30.0, 100.0, 300.0, 1000.0),
              reason="t and sigma/M grow together at the drawn x (as chenli.thm3.4)"),
    Direction("x = Mt/sigma -> 0.04 (the window's top)", "t", 0.04, how="search",
              reason="x drawn log-uniformly up to 0.04, an edge"),
    Direction("t -> 1.7+ (the window's bottom)", "t", 1.7, how="search", reason="x drawn down to 1.7001/sigma"),
    Direction("the dependence q", "q", 0.0, how="search",
              reason="q in {0.1, 0.25, 0.5, 0.75} (q = 0, independent summands, is the reading / chenli.thm3.4)"),
    Direction("the scale M", "M", INF, how="unsearched",
              reason="X -> a X, M -> a M leaves P[sum X_i > t sigma], t and Mt/sigma unchanged"),
    Direction("the two O(.) constants", "c1", INF, how="unsearched",
              reason="the uniform check quantifies over them (as chenli.thm3.4: with c1 >= 25 the printed right side "
                     "is <= 0 at x = 0.04, below that the statement is delta <~ x (1 + t^2))"),
)

THM3_4_DEP = Claim(
    id="chenli.thm3.4-dependent",
    catalog_id="chenli.thm3.4",
    paper=PAPER,
    source=f"Theorem 3.4 (Corollary 20.1.4 of [Nag02]), Section 3.3, {SEED_FILE} L323-L327 (as printed: no "
           f"independence; Lemma 3.5, L329, prints 'independent')",
    statement="Let X_1, ..., X_n be symmetric random variables such that |X_i| <= M. Define sigma^2 := sum_i E[X_i^2]. "
              "If 1.7 < t <= 0.04 sigma/M, then P[sum_i X_i > t sigma] > (1 - Phi(t)) (1 - O(Mt/sigma)) "
              "exp(-O(Mt^3/sigma)). Checked as printed, with no independence among the X_i (chenli.thm3.4 draws "
              "independent summands): Rademacher X_i of which a fraction q are antithetic pairs; the uniform shape "
              "delta = log(1 - Phi(t)) - log P[sum X_i > t sigma] <~ (Mt/sigma)(1 + t^2).",
    kind="probabilistic",
    comparison="<=",
    bound=BP.thm3_4_shape,
    measure=_t34_measure,
    strategy=_t34_instances(),
    assumptions=(Assumption("t <= 0.04 sigma/M", "the window's top", lambda q: q["range_slack"]),
                 Assumption("t > 1.7", "the window's bottom", lambda q: q["low_slack"])),
    constants="hidden", uniform=True,
    directions=_T34_DIRECTIONS,
    readings=(Reading("independent X_i", "the X_i independent (as in Nagaev's Corollary 20.1.4 and in the paper's "
                      "use at L2401, a sum of independent coordinates): q = 0, chenli.thm3.4's Rademacher case",
                      strategy=_t34_instances(q=0.0)),),
    expect="erratum as printed",
    evidence="Audited (round 27, docs/audits/round27/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. As printed Theorem 3.4 asks only that each X_i be symmetric with |X_i| <= M "
             "(no independence; the next statement, Lemma 3.5 at L329, does print 'independent'). Take n Rademacher "
             "X_i (symmetric, |X_i| <= M = 1, sigma^2 = sum E X_i^2 = n) of which a fraction q are antithetic pairs "
             "X_{2j} = -X_{2j-1}: sum X_i is a sum of (1 - q) n independent signs, so P[sum X_i > t sigma] ~ 1 - "
             "Phi(t/sqrt(1 - q)) and delta = log(1 - Phi(t)) - log P ~ q t^2/(2(1 - q)) does not vanish as sigma/M "
             "-> inf at fixed t, while the printed right side needs delta <= -log(1 - c1 Mt/sigma) + c2 M t^3/sigma "
             "-> 0: for any constants c1, c2 it fails at large sigma/M. E.g. q = 1/2, t = 3: delta = 4.87, 4.81, 4.81 at "
             "sigma = 100, 1000, 10^4 (n = 10^4, 10^6, 10^8) against the shape x(1 + t^2) = 0.3, 0.03, 0.003 (ratio "
             "16, 160, 1600; the ci path: log-slope 1.00 in sigma). (With q = 1 the sum is 0 and P = 0.) Every printed "
             "hypothesis holds (each X_i symmetric, |X_i| <= 1, 1.7 < t <= 0.04 sigma). With independent X_i (the "
             "reading, chenli.thm3.4) it holds.",
    second_path="tests/test_chenli_r27_literalM.py::test_thm34_antithetic_pairs",
    no_correction_reason="the correction is the reading 'independent X_i' (Nagaev's hypothesis), checked as "
                         "chenli.thm3.4 (holds, uniform)",
    corrected_text="Let X_1, ..., X_n be independent symmetric random variables with |X_i| <= M ... (the rest as printed).",
    mutants={
        "loss O((M t/sigma)^2 (1 + t^2)) (a wrong power of M/sigma), wrong along sigma/M":
            lambda t, sigma_over_M: (t / sigma_over_M) ** 2 * (1 + t * t),
    },
    notes="Round 27 (helper literalM): chenli.thm3.4 draws independent summands (eps_i B_i), a hypothesis the printed "
          "Theorem 3.4 does not state. Exact law: sum X_i = sum of n_ind = n - 2 floor(q n/2) independent signs "
          "(thmcheck.models.chenli.sec3_appC_prelim.log_lazy_rademacher_tail, p = 1); t snapped to the worst point of "
          "its lattice cell as in chenli.thm3.4.",
    settings={"ci": {"max_examples": 20, "budget_s": 2.0}},
    domain=(Param("t", 1.7, INF, lo_closed=False, key="t", text="1.7 < t <= 0.04 sigma/M",
                  unreached="t <= 0.04 x 2e4 = 800 in the search; the t-path to 1000"),
            Param("sigma_over_M", 42.5, INF, key="sigma_over_M", text="sigma/M >= t/0.04 > 42.5",
                  unreached="sigma/M in [45, 2e4] in the search (n <= 4e8), 3e4 on the path"),
            Param("q", 0.0, 1.0, key="q", text="any joint law of the symmetric X_i (here: a fraction q antithetic)",
                  unreached="q in {0.1, 0.25, 0.5, 0.75} (q = 1: P = 0, the measurement is infinite); other joint "
                            "laws not drawn")),
)
CLAIMS.append(THM3_4_DEP)
