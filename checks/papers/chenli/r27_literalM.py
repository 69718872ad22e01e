"""Round 27 (helper literalM): numbered results, printed statement against the encoded claim (issue #30, 'Discovery').

- ``chenli.thm5.6-two-slices`` (L583-L589): Theorem 5.6 over x ~ pi^s_{mu,nu;d1,d2,d3} = U_{d1} (x) U_{d2,mu} (x)
  U_{d3,nu} with BOTH slice blocks present (d2, d3 > 0, |mu| <= c/sqrt(d2), |nu| <= c/sqrt(d3)) and A coupling them.
  chenli.thm5.6 draws one cube block and one slice block only (its domain: 'one slice block, one cube block'), so
  the second slice's nu and an A across the two slices were never drawn. Families (exact laws): 'slice_cross', A =
  (1/2)(1_{A2} 1_{A3}^T + 1_{A3} 1_{A2}^T) with A2, A3 the first a2, a3 coordinates of the two slices (x^T A x = S2
  S3, S_j = 2 K_j - a_j, K_j hypergeometric, independent: the product law), and 'two_splits', a rank-2 split on each
  slice (the exact sum of two independent parts). The absolute constant c is read as 1, as in chenli.thm5.6.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import assume
from hypothesis import strategies as st
from scipy import stats

from thmcheck.bounds.chenli import sec5_1_2_tails as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
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
        Direction("mu sqrt(d2), nu sqrt(d3) over [-c, c]", "mu_sqrt_d2", 1.0, how="search",
                  reason="both slice means drawn over |.| <= 1 (c read as 1) with both ends; C may depend on c"),
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
