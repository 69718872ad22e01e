"""Round 11 (helper chenli5): chenli's Section 5 proof displays, measured exactly (closed-form second moments of the
cube-slice product pi^s from Fact 5.3, and exact enumeration of the cube block).

- ``chenli.display.lemma5.12-second-moment`` (L900, Lemma 5.12's proof): E[(x^T Theta_[2,3] 1_[2])^2] (its printed
  expansion) <= upsilon^2 (d2 + d3)^3/d ||Theta||_F^2, upsilon Assumption 4's parameter;
- ``chenli.display.lemma5.9-variance`` (L745, Lemma 5.9's proof): V_y[<Theta_[1]^T x, y_[1]>] = ||Theta_[1]^T x||^2
  on the event ||Theta_[1]^T x||^2 > ||Theta||_F^2/3;
- ``chenli.display.lemma5.11-second-moment`` (L810, Lemma 5.11's proof): E ||Theta^T x||^2 <~ ||Theta||_F^2 under
  the lemma's bullets (i)/(ii), a uniform check on a closed-form Theta family up to d = 1e40: erratum (the ratio
  grows like r_Theta/85 under bullet (ii), (30)'s erratum carried into the proof);
- ``chenli.display.lemma5.13-u-second-moment`` (L968) and ``-general`` (L972, erratum: (30)'s d3 for d3^2 again):
  E ||Theta (1_U2 + 1_U3)||^2 in closed form up to d = 1e40.
- ``chenli.display.lemma5.13-q-law-second-moment`` (L990, erratum: (1 + c^2/r_Theta) ||w||^2 should be
  (1 + c^2) ||w||^2; w constant on S_[2] \\ U_[2]).
- ``chenli.eq38`` (L956, (38): Markov on (36), the extra condition: holds on L968's family, exact binomial
  quantiles);
- ``chenli.eq39`` (L960, (39): Markov on (37), erratum: exact binomial quantiles on L972's family, ratio ~ d^{1/4}).
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r11_chenli5 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import _SECTION4, PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, with_edges

CLAIMS: list[Claim] = []


def _blocks_theta(family: str, d1: int, d2: int, d3: int, rng: np.random.Generator,
                  scale: float | None = None) -> np.ndarray:
    """Theta in R^{d x d}: 'orthogonal' (Haar), 'gaussian', 'aligned' (the d2 columns of S_[2] equal to one unit
    vector on a Gaussian background: Theta 1_[2] as long as Assumption 4 allows), 'signed' (as 'aligned', the common
    column +1 on S_[2] u S_[3] rows: it also meets the slice means' second moment); the common column has norm
    scale * sqrt(d) (a standard Gaussian column has ~sqrt(d)), drawn in [0.3, 1.5] when scale is None."""
    d = d1 + d2 + d3
    if family == "orthogonal":
        return np.linalg.qr(rng.normal(size=(d, d)))[0]
    T = rng.normal(size=(d, d))
    if family in ("aligned", "signed"):
        w = rng.normal(size=d) if family == "aligned" else np.r_[0.3 * rng.normal(size=d1), np.ones(d2 + d3)]
        w = w / np.linalg.norm(w) * math.sqrt(d) * (float(rng.uniform(0.3, 1.5)) if scale is None else scale)
        T[:, d1:d1 + d2] = w[:, None]
    return T


def second_moment_matrix(d1: int, d2: int, a2: int, d3: int, a3: int) -> list[list[Fraction]]:
    """E[x x^T] for x ~ pi^s_{mu,nu; d1,d2,d3} (a2, a3 entries +1 in the slices; mu = 2 a2/d2 - 1, nu = 2 a3/d3 - 1),
    exactly: 1 on the diagonal, (mu^2 d_a - 1)/(d_a - 1) inside a slice (Fact 5.3), mu nu across the two slices, 0
    with a cube coordinate."""
    d = d1 + d2 + d3
    mu = Fraction(2 * a2 - d2, d2) if d2 else Fraction(0)
    nu = Fraction(2 * a3 - d3, d3) if d3 else Fraction(0)
    rho2 = (mu * mu * d2 - 1) / (d2 - 1) if d2 > 1 else Fraction(1)
    rho3 = (nu * nu * d3 - 1) / (d3 - 1) if d3 > 1 else Fraction(1)
    blk = [0] * d1 + [2] * d2 + [3] * d3
    C = [[Fraction(0)] * d for _ in range(d)]
    for i in range(d):
        for j in range(d):
            if i == j:
                C[i][j] = Fraction(1)
            elif blk[i] == blk[j] == 2:
                C[i][j] = rho2
            elif blk[i] == blk[j] == 3:
                C[i][j] = rho3
            elif {blk[i], blk[j]} == {2, 3}:
                C[i][j] = mu * nu
    return C


# ---------------------------------------------------------------------- L900: Lemma 5.12's second moment


@st.composite
def _l900_instances(draw: st.DrawFn) -> dict:
    """d = d1 + d2 + d3 <= 11 (Assumption 4's upsilon by enumerating the 2^d sets S), d2 >= 1 (else both sides are 0),
    any slice counts (any multiples mu, nu: the extreme ones first), Theta orthogonal, Gaussian or with the S_[2]
    columns aligned (common column of norm scale * sqrt(d): 1.5 is near the tightest)."""
    d2 = draw(with_edges(st.integers(1, 6), 1, 6))
    d3 = draw(with_edges(st.integers(0, 5), 0, 5))
    d1 = draw(with_edges(st.integers(0, 11 - d2 - d3), 0, min(3, 11 - d2 - d3))) if d2 + d3 < 11 else 0
    if d1 + d2 + d3 < 2:
        d1 = 1
    a2 = draw(st.one_of(st.sampled_from([0, d2]), st.sampled_from([0, d2]), st.integers(0, d2)))
    a3 = draw(st.one_of(st.sampled_from([0, d3]), st.sampled_from([0, d3]), st.integers(0, d3)))
    return {"d1": d1, "d2": d2, "d3": d3, "a2": a2, "a3": a3,
            "family": draw(st.sampled_from(["signed", "signed", "signed", "aligned", "orthogonal", "gaussian"])),
            "scale": draw(st.sampled_from([1.5, 1.5, 1.0, 3.0, 0.5])), "seed": draw(SEEDS)}


def _l900_theta(inst: dict) -> np.ndarray:
    return _blocks_theta(inst["family"], inst["d1"], inst["d2"], inst["d3"], np.random.default_rng(inst["seed"]),
                         float(inst["scale"]))


def _l900_parts(inst: dict) -> tuple[np.ndarray, np.ndarray, dict, bool]:
    from thmcheck.checks.papers.chenli.r5_chenli1 import assumption4_ups

    T = _l900_theta(inst)
    d1, d2, d3 = inst["d1"], inst["d2"], inst["d3"]
    u = T[:, d1:d1 + d2].sum(1)  # Theta_[2,3] 1_[2]: the sum of Theta's S_[2] columns
    ups = assumption4_ups(T)
    q = {"ups": ups if math.isfinite(ups) else 1.0, "d2": d2, "d3": d3, "d": d1 + d2 + d3,
         "fro2": float((T**2).sum())}
    return T, u, q, math.isfinite(ups)


def _l900_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = u^T E[x x^T] u, u = Theta_[2,3] 1_[2] (the display's first line: ||u||^2 plus the slice pair sums with
    Fact 5.3's weights and 2 mu nu across); float64 from the exact second-moment matrix."""
    _, u, q, finite = _l900_parts(inst)
    C = np.array(second_moment_matrix(inst["d1"], inst["d2"], inst["a2"], inst["d3"], inst["a3"]), dtype=float)
    d2, d3 = inst["d2"], inst["d3"]
    mu = (2 * inst["a2"] - d2) / d2
    nu = (2 * inst["a3"] - d3) / d3 if d3 else 0.0
    return Measurement(float(u @ C @ u), q,
                       {"mu": mu, "nu": nu, "||u||^2": float(u @ u), "a4_finite": 1.0 if finite else -1.0,
                        "lhs/bound": float(u @ C @ u) / B.l900_bound(**q)})


def _l900_exact(inst: dict) -> Measurement:
    """The same quadratic form in rationals (Theta's float64 entries exactly)."""
    _, u, q, finite = _l900_parts(inst)
    C = second_moment_matrix(inst["d1"], inst["d2"], inst["a2"], inst["d3"], inst["a3"])
    uf = [Fraction(float(v)) for v in u]
    val = sum(uf[i] * C[i][j] * uf[j] for i in range(len(uf)) for j in range(len(uf)))
    return Measurement(val, q, {"a4_finite": 1.0 if finite else -1.0})


L900 = Claim(
    id="chenli.display.lemma5.12-second-moment",
    catalog_id="chenli.lemma5.12",
    paper=PAPER,
    source=f"Proof of Lemma 5.12, Section 5.3, {SEED_FILE} L898-L902 (the display at L900; Assumption 4 of Section 4, "
           "L453)",
    statement="For x ~ pi^s_{mu,nu; d1,d2,d3} (mu, nu any multiples of 1/d2, 1/d3): E[(x^T Theta_[2,3] 1_[2])^2] = "
              "||Theta_[2,3] 1_[2]||^2 + sum_{i != j in S_[2]} u_i u_j (mu^2 d2 - 1)/(d2 - 1) + sum_{i != j in S_[3]} "
              "u_i u_j (nu^2 d3 - 1)/(d3 - 1) + 2 mu nu sum_{i in S_[2], j in S_[3]} u_i u_j <= upsilon^2 (d2 + d3)^3/d "
              "||Theta||_F^2, u = Theta_[2,3] 1_[2] (the sum of Theta's S_[2] columns), upsilon Assumption 4's "
              "parameter.",
    statement_tex=r"$$\mathbb{E}[(x^\top \Theta_{[2,3]} \tilde{\mathbf{1}}_{[2]})^2] = \dots \leq "
                  r"\frac{\nu^2 (d_2 + d_3)^3}{d} \|\Theta\|_F^2$$",
    kind="step", comparison="<=", bound=B.l900_bound, measure=_l900_measure, exact=_l900_exact,
    strategy=_l900_instances(),
    assumptions=(Assumption("Assumption 4", "some finite upsilon meets Assumption 4 (no Theta Pi_S^perp vanishes)",
                            lambda q: q["a4_finite"]), _SECTION4),
    mutants={"(d2 + d3)^2 for (d2 + d3)^3": B.l900_mutant_square,
             "upsilon^2 d2^2/d ||Theta||_F^2 (the triangle inequality alone: the slice correlations' factor dropped)":
                 B.l900_mutant_triangle},
    notes="Exact: E[x x^T] of the cube-slice product is 1 on the diagonal, Fact 5.3's (mu^2 d_a - 1)/(d_a - 1) inside "
          "a slice, mu nu across the slices and 0 with a cube coordinate, so the printed expansion is u^T E[x x^T] u "
          "(the test checks it against enumeration of the support). upsilon = max(1, the smallest value meeting every "
          "inequality of Assumption 4), Pi_S^perp part included, by enumerating the 2^d sets S (r5_chenli1."
          "assumption4_ups): the smallest admissible upsilon gives the smallest bound. Why it holds: E[x x^T] is PSD "
          "with unit diagonal, so its S_[2,3] block has top eigenvalue <= d2 + d3 and u^T E[x x^T] u <= (d2 + d3) "
          "||u||^2 <= (d2 + d3) d2^2 upsilon^2 ||Theta||_F^2/d (triangle inequality over the d2 columns); the printed "
          "(d2 + d3)^3 covers it. Section 4's hidden '<<' (upsilon << sqrt(d)/r_Theta^2, (8)) are not used by this "
          "display and stay uncertified.",
    domain=(Param("d", 2, INF, integer=True, text="Theta in R^{d x d}",
                  unreached="d <= 11 (Assumption 4's upsilon enumerates the 2^d sets S; the bound's proof is "
                            "dimension-free)"),
            Param("d2", 1, INF, integer=True, key="d2", text="the slice block S_[2] (d2 = 0: both sides 0)",
                  unreached="d2 <= 6"),
            Param("d3", 0, INF, integer=True, key="d3", text="the slice block S_[3]", unreached="d3 <= 5"),
            Param("mu", -1.0, 1.0, text="any multiple of 1/d2 (a2 = 0, d2 drawn first)"),
            Param("nu", -1.0, 1.0, text="any multiple of 1/d3")),
    settings={"ci": {"max_examples": 80, "budget_s": 6.0}},
)
CLAIMS.append(L900)


# ------------------------------------------------------------------------- L745: Lemma 5.9's variance


@st.composite
def _l745_instances(draw: st.DrawFn) -> dict:
    """Cube block d1 in [1, 10] (y_[1] enumerated), slices d2, d3 <= 3 (Lemma 5.9's d2, d3 <~ r_Theta^2) with any
    counts; Theta orthogonal, Gaussian or with aligned S_[2] columns; x the first of 32 draws from pi^s (the seed's)
    that lies in the conditioning event ||Theta_[1]^T x||^2 > ||Theta||_F^2/3."""
    d1 = draw(with_edges(st.integers(1, 10), 1, 10))
    d2, d3 = draw(st.integers(0, 3)), draw(st.integers(0, 3))
    return {"d1": d1, "d2": d2, "d3": d3, "a2": draw(st.integers(0, d2)), "a3": draw(st.integers(0, d3)),
            "family": draw(st.sampled_from(["orthogonal", "gaussian", "aligned"])), "seed": draw(SEEDS)}


def _l745_x(inst: dict, T: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    d1, d2, d3 = inst["d1"], inst["d2"], inst["d3"]
    fro2 = float((T**2).sum())
    x = np.ones(d1 + d2 + d3)
    for _ in range(32):
        s2 = rng.permutation(np.r_[np.ones(inst["a2"]), -np.ones(d2 - inst["a2"])])
        s3 = rng.permutation(np.r_[np.ones(inst["a3"]), -np.ones(d3 - inst["a3"])])
        x = np.r_[rng.choice([-1.0, 1.0], d1), s2, s3]
        w = T[:, :d1].T @ x
        if float(w @ w) > fro2 / 3:
            break
    return x


def _l745_parts(inst: dict) -> tuple[np.ndarray, np.ndarray, float]:
    rng = np.random.default_rng(inst["seed"])
    T = _blocks_theta(inst["family"], inst["d1"], inst["d2"], inst["d3"], rng)
    T = T / np.linalg.norm(T)  # ||Theta||_F = 1 (both sides are 2-homogeneous in Theta)
    x = _l745_x(inst, T, rng)
    return T, T[:, :inst["d1"]].T @ x, float((T**2).sum())


def _l745_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = the variance over y_[1] in {+-1}^{d1} (all 2^{d1} points, population variance) of <Theta_[1]^T x, y_[1]>;
    the bound's quantity is ||Theta_[1]^T x||^2."""
    _, w, fro2 = _l745_parts(inst)
    ys = np.array(list(itertools.product((1.0, -1.0), repeat=inst["d1"])))
    vals = ys @ w
    var = float(np.mean(vals**2) - np.mean(vals) ** 2)
    n2 = float(w @ w)
    return Measurement(var, {"norm2": n2, "fro2": fro2}, {"event_slack": n2 - fro2 / 3})


def _l745_exact(inst: dict) -> Measurement:
    """The variance in rationals (w's float64 entries exactly)."""
    _, w, fro2 = _l745_parts(inst)
    wf = [Fraction(float(v)) for v in w]
    vals = [sum(s * c for s, c in zip(y, wf)) for y in itertools.product((1, -1), repeat=inst["d1"])]
    n = len(vals)
    mean = sum(vals) / n
    var = sum(v * v for v in vals) / n - mean * mean
    n2 = sum(c * c for c in wf)
    return Measurement(var, {"norm2": n2, "fro2": fro2}, {"event_slack": float(n2) - fro2 / 3})


L745 = Claim(
    id="chenli.display.lemma5.9-variance",
    catalog_id="chenli.lemma5.9",
    paper=PAPER,
    source=f"Proof of Lemma 5.9, Section 5.2, {SEED_FILE} L743-L747 (the display at L745)",
    statement="Conditioned on ||Theta_[1]^T x||^2 > ||Theta||_F^2/3 (the event of L739-L741), for y_[1] ~ U_{d1}: "
              "V_y[<Theta_[1]^T x, y_[1]>] = ||Theta_[1]^T x||^2 > ||Theta||_F^2/3. Checked: the equality (exact "
              "variance over the cube block), on x in the event (the '>' is the event itself, an assumption).",
    statement_tex=r"$$\mathbb{V}_y[\langle \Theta_{[1]}^\top x, y_{[1]} \rangle] = \|\Theta_{[1]}^\top x\|^2 > "
                  r"\frac{1}{3} \|\Theta\|_F^2$$",
    kind="step", comparison="==", bound=B.l745_variance, measure=_l745_measure, exact=_l745_exact,
    strategy=_l745_instances(),
    assumptions=(Assumption("event", "x in the conditioning event ||Theta_[1]^T x||^2 > ||Theta||_F^2/3 (L739)",
                            lambda q: q["event_slack"]),),
    mutants={"||Theta_[1]^T x||^2/2": B.l745_mutant_half, "||Theta||_F^2/3 (the event's floor)": B.l745_mutant_third_fro},
    auto_mutant=False,
    notes="The coordinates of y_[1] are independent signs, so the variance of a linear form is the squared norm of "
          "its coefficient vector; measured by enumerating all 2^{d1} points of the cube block (population "
          "variance), rechecked in rationals. The second relation '> ||Theta||_F^2/3' is the conditioning event "
          "(L739) and is imposed as an assumption, so it holds by construction.",
    domain=(Param("d1", 1, INF, integer=True, key="d1", text="the cube block",
                  unreached="d1 <= 10 (2^{d1} points enumerated; the identity is coordinatewise)"),
            Param("d2", 0, INF, integer=True, key="d2", text="d2 <~ r_Theta^2", unreached="d2 <= 3"),
            Param("d3", 0, INF, integer=True, key="d3", text="d3 <~ r_Theta^2", unreached="d3 <= 3")),
    settings={"ci": {"max_examples": 30, "budget_s": 4.0}},
)
CLAIMS.append(L745)


# ------------------------------------------------------------------------- L810: Lemma 5.11's second moment


K_SCALE = 10.0  # each '<<' of (8) and Assumption 4 read with the factor 10: r_Theta <= d^{1/4}/10, upsilon <= sqrt(d)/(10 r^2)


def l810_closed(d: int, d2: int, d3: int, a: float) -> dict:
    """Theta = D + a 1_[3] e^T in closed form (O(1) in d): D_ii = (-1)^i (trace 0), e_i = D_ii s_i/sqrt(d) with s_i
    alternating +-1 over S_[3] (starting +: sigma = sum_{S_[3]} D_ii e_i sqrt(d) = d3 mod 2) and s_i = +1 on S_[2]
    (tau = d2), any signs on S_[1]. Rows of S_[3]: D_ii e_i + a e (norm^2 1 + a^2 + 2 a D_ii e_i), other rows unit;
    columns 1 + a^2 d3/d + 2 a D_jj e_j [j in S_[3]]; Theta^T Theta = I + a (p e^T + e p^T) + a^2 d3 e e^T, p = D 1_[3],
    whose top eigenvalue is a 2x2 problem on span{e, p}; Theta^T 1_[2] = D 1_[2], Theta^T 1_[3] = p + a d3 e."""
    rd = math.sqrt(d)
    sig, tau = d3 % 2, d2
    fro2 = d + a * a * d3 + 2 * a * sig / rd
    beta = sig / rd  # <p, e>
    gam = math.sqrt(max(0.0, d3 - beta * beta))
    T = 2 * a * beta + a * a * d3
    op2 = 1.0 + max(0.0, (T + math.sqrt(T * T + 4 * a * a * gam * gam)) / 2)
    row2 = 1 + a * a + 2 * a / rd
    col2 = 1 + a * a * d3 / d + 2 * a / rd
    ups_rc = math.sqrt(max(row2, col2, 1.0) * d / fro2)
    # Assumption 4's Pi_S^perp clause (Pi_S^perp = I - 1_S 1_S^T/|S|), for every S: ||Theta Pi_S^perp||_F^2 =
    # ||Theta||_F^2 - ||Theta 1_S||^2/|S| >= fro2 - op2, and each column of Theta Pi_S^perp has norm <= 1 + 2 a
    # sqrt(d3/d) (its D part has norm sqrt(1 - 1/|S|) <= 1, its 1_[3] part is a sqrt(d3) |e_j - mean_S e| <= 2 a
    # sqrt(d3/d)): an upper bound on the clause's smallest upsilon
    ups_pi = math.sqrt(d * (1 + 2 * a * math.sqrt(d3 / d)) ** 2 / (fro2 - op2))
    return {"fro2": fro2, "op2": op2, "ups": max(1.0, ups_rc, ups_pi), "g2g2": float(d2), "S2": float(d2),
            "g3g3": d3 + a * a * d3 * d3 + 2 * a * d3 * sig / rd, "S3": d3 * (1 + a * a) + 2 * a * sig / rd,
            "g2g3": a * d3 * tau / rd}


@st.composite
def _l810_instances(draw: st.DrawFn) -> dict:
    """d log-uniform in [1e7, 1e40] (r_Theta >= 4 c^2 >= 4 under r_Theta <= d^{1/4}/10 needs d >= 2.6e6) (closed forms: d is a float-sized integer), d2 in [4, 64]; d3 a fraction of
    bullet (ii)'s maximum min(d/(8 upsilon^2), sqrt(d r)/(8 c upsilon)) (>= 4), the top edge first; c a fraction of
    [1, sqrt(min(r, d2, d3))/2]; the slice means at their extremes first; a (the common row part) in [0, sqrt(3)]."""
    d = 2 * int(round(10 ** draw(with_edges(st.floats(7.0, 40.0), 40.0, 7.0)) / 2))
    return {"d": d, "d2": draw(with_edges(st.integers(4, 64), 4, 64)), "bullet": draw(st.sampled_from(["ii", "i"])),
            "d3frac": float(draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.0))),
            "cfrac": float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0))),
            "mu_side": draw(st.sampled_from([1, -1, 0])), "nu_side": draw(st.sampled_from([1, -1, 0])),
            "a": float(draw(with_edges(st.floats(0.0, math.sqrt(3.0)), math.sqrt(3.0), 0.0)))}


def _slice_count(m: int, c: float, side: int) -> int:
    """A slice count a (mean 2a/m - 1) with |2a - m| <= c sqrt(m): the largest on the given side (0: central)."""
    a = m // 2 + side * math.floor(c * math.sqrt(m) / 2 + 1e-12) if side else m // 2
    while abs(2 * a - m) > c * math.sqrt(m) + 1e-12:
        a -= 1 if 2 * a > m else -1
    return a


def _l810_scales(d: int, t: dict) -> float:
    """The largest r_Theta that Assumption 3 (both parts: ||Theta Pi_S^perp||_F^2 >= fro2 - op2 and ||Theta Pi_S^perp
    ||_op <= ||Theta||_op, so r = fro2/op2 - 1 serves every S), (8) (r <= d^{1/4}/10) and Assumption 4 (upsilon <=
    sqrt(d)/(10 r^2)) admit."""
    return min(t["fro2"] / t["op2"] - 1.0, d**0.25 / K_SCALE, math.sqrt(math.sqrt(d) / (K_SCALE * t["ups"])))


def _l810_parts(inst: dict) -> dict:
    d, d2, a = inst["d"], inst["d2"], float(inst["a"])
    d3 = 4
    for _ in range(4):  # d3 from the scales, the scales from d3 (a fixed point in a few steps)
        t = l810_closed(d, d2, d3, a)
        r = _l810_scales(d, t)
        c = 1.0 + inst["cfrac"] * max(0.0, math.sqrt(min(r, d2, d3)) / 2 - 1.0)
        cap = min(d / (8 * t["ups"] ** 2), math.sqrt(d * r) / (8 * c * t["ups"]))
        d3 = max(4, int(inst["d3frac"] * cap * (1 - 1e-9)))
    t = l810_closed(d, d2, d3, a)
    r = _l810_scales(d, t)
    ups = t["ups"]
    c = 1.0 + inst["cfrac"] * max(0.0, math.sqrt(min(r, d2, d3)) / 2 - 1.0)
    a2 = _slice_count(d2, c, inst["mu_side"])
    a3 = _slice_count(d3, c, inst["nu_side"]) if inst["bullet"] == "i" else {1: d3, -1: 0, 0: d3 // 2}[inst["nu_side"]]
    mu, nu = (2 * a2 - d2) / d2, (2 * a3 - d3) / d3
    rho2, rho3 = (mu * mu * d2 - 1) / (d2 - 1), (nu * nu * d3 - 1) / (d3 - 1)
    # E ||Theta^T x||^2 = tr(Theta Theta^T E[x x^T]) (Eq. (27)): ||Theta||_F^2 + the slice pair sums + 2 mu nu cross
    tau_sign = 1.0 if mu * nu >= 0 else -1.0  # tau's sign chosen with mu nu (the cross term at its largest)
    fro2 = t["fro2"]
    lhs = fro2 + rho2 * (t["g2g2"] - t["S2"]) + rho3 * (t["g3g3"] - t["S3"]) + 2 * mu * nu * tau_sign * t["g2g3"]
    b1 = min(c / math.sqrt(d2) - abs(mu), c / math.sqrt(d3) - abs(nu))
    b2 = min(c / math.sqrt(d2) - abs(mu), min(d / (8 * ups**2), math.sqrt(d * r) / (8 * c * ups)) - d3)
    return {"lhs": lhs, "q": {"fro2": fro2, "d": d, "d3": d3, "ups": ups},
            "terms": {"r_Theta": r, "upsilon": ups, "c": c, "mu": mu, "nu": nu, "d2": d2, "d3": d3,
                      "c_slack": min(c - 1.0, math.sqrt(min(r, d2, d3)) / 2 - c),
                      "bullet_slack": b1 if inst["bullet"] == "i" else b2,
                      "r_slack": min(t["fro2"] / t["op2"] - 1.0 - r, d**0.25 / K_SCALE - r,
                                     math.sqrt(d) / (K_SCALE * r * r) - ups),
                      "ratio": lhs / fro2, "||Theta^T 1_[3]||^2/||Theta||_F^2": t["g3g3"] / fro2}}


def _l810_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = E ||Theta^T x||^2 exactly (Fact 5.3's second moments; Eq. (27)) in closed form; the shape ||Theta||_F^2."""
    p = _l810_parts(inst)
    return Measurement(p["lhs"], p["q"], p["terms"])


def _l810_move_d(inst: dict, t: float) -> dict:
    """d = t (even), every fraction kept (d3 stays the same fraction of its bullet-(ii) maximum ~ d^{5/8})."""
    return {**inst, "d": 2 * int(round(t / 2))}


L810 = Claim(
    id="chenli.display.lemma5.11-second-moment",
    catalog_id="chenli.lemma5.11",
    paper=PAPER,
    source=f"Proof of Lemma 5.11, Section 5.3, {SEED_FILE} L808-L812 (the display at L810; hypotheses L779-L782, "
           "Assumptions 3-4 and (8) of Section 4, L445-L455)",
    statement="Under Lemma 5.11's hypotheses (1 <= c <= sqrt(min(r_Theta, d2, d3))/2, |mu| <= c/sqrt(d2), and (i) |nu| "
              "<= c/sqrt(d3) or (ii) d3 <= min(d/(8 upsilon^2), sqrt(d r_Theta)/(8 c upsilon))), for x ~ "
              "pi^s_{mu,nu; d1,d2,d3}: E ||Theta^T x||^2 <~ ||Theta||_F^2. Checked as a uniform shape (ratio "
              "E ||Theta^T x||^2/||Theta||_F^2 bounded over the domain).",
    statement_tex=r"$$\mathbb{E} \|\Theta^\top x\|^2 \lesssim \|\Theta\|_F^2.$$",
    kind="step", comparison="<=", bound=B.l810_shape, measure=_l810_measure, strategy=_l810_instances(),
    constants="hidden", uniform=True,
    assumptions=(Assumption("c", "1 <= c <= sqrt(min(r_Theta, d2, d3))/2", lambda q: q["c_slack"] + 1e-12),
                 Assumption("bullet", "|mu| <= c/sqrt(d2) and bullet (i) |nu| <= c/sqrt(d3) or bullet (ii) d3 <= "
                            "min(d/(8 upsilon^2), sqrt(d r_Theta)/(8 c upsilon))", lambda q: q["bullet_slack"] + 1e-12),
                 Assumption("Assumptions 3-4, (8)", "||Theta Pi_S^perp||_F^2 >= r_Theta ||Theta Pi_S^perp||_op^2 for "
                            "every S (S empty: the stable rank), r_Theta <= d^{1/4}/10, 1 <= upsilon <= sqrt(d)/(10 "
                            "r_Theta^2) (each '<<' read with the factor 10)", lambda q: q["r_slack"] + 1e-9)),
    eventually=("d",),
    directions=(
        Direction("d -> inf (d3 a fixed fraction of its bullet-(ii) maximum ~ d^{5/8})", "d", INF, how="path",
                  move=_l810_move_d, points=(1e8, 1e12, 1e16, 1e24, 1e32, 1e40), grows=("d",),
                  reason="under bullet (ii) ||Theta^T 1_[3]||^2 can reach d3^2 upsilon^2/d ||Theta||_F^2 (the "
                         "triangle inequality; (30)'s d3 upsilon^2/d is chenli.eq30's erratum): with d3 at "
                         "sqrt(d r)/(8 c upsilon) it is r_Theta/(64 c^2) ||Theta||_F^2, and r_Theta = d^{1/4}/10 grows "
                         "along this path"),
        Direction("d3 over its bullet-(ii) range", "d3frac", 1.0, how="search",
                  reason="d3 drawn as a fraction of min(d/(8 upsilon^2), sqrt(d r)/(8 c upsilon)) (>= 4), the top "
                         "edge first"),
        Direction("c over [1, sqrt(min(r, d2, d3))/2]", "cfrac", 1.0, how="search",
                  reason="c as a fraction of its range (c = 1 first: the bullet-(ii) term falls like 1/c^2)"),
        Direction("Theta's common row part a (upsilon from 1 to ~2)", "a", 1.7320508075688772, how="search",
                  reason="a in [0, sqrt(3)], the top edge first: a = sqrt(3) nearly attains the triangle inequality "
                         "for ||Theta^T 1_[3]|| at upsilon ~ 2"),
        Direction("mu, nu at their extremes; bullet (i) or (ii)", "nu", 1.0, how="search",
                  reason="mu = +-c/sqrt(d2) or central; under bullet (ii) nu in {1, -1, 0} (a whole block frozen)"),
        Direction("r_Theta -> inf", "r", INF, how="unsearched",
                  reason="r_Theta <= d^{1/4}/10 ((8)) and upsilon <= sqrt(d)/(10 r^2) (Assumption 4): r grows only "
                         "along the d path (r_Theta = d^{1/4}/10 on it: 1e9 at d = 1e40)"),
    ),
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round11/chenli.md, auditors A, C): confirmed. Along d -> inf (d3 at bullet (ii)'s maximum sqrt(d r_Theta)/(8 c upsilon), c = 1, mu = 1/2, nu = 1, "
             "Theta = D + sqrt(3) 1_[3] e^T, upsilon = 2, r_Theta = d^{1/4}/10) E ||Theta^T x||^2/||Theta||_F^2 = 1 + "
             "3 d3 (d3 - 1)/(d + 3 d3) + O(d3/sqrt(d)) ~ 1 + 3 r_Theta/256: 2.2 at d = 1e12, 118 at d = 1e20, 1.2e7 at d "
             "= 1e40, unbounded (log-slope 0.23 ~ 1/4 in d). Every printed hypothesis holds with each '<<' read with "
             "the factor 10 (c = 1 <= sqrt(min(r, d2, d3))/2, |mu| = c/sqrt(d2), d3 <= min(d/(8 upsilon^2), sqrt(d r)/"
             "(8 c upsilon)), r_Theta <= fro2/op2 - 1 (Assumption 3 for every S, Pi_S^perp part included), r_Theta <= "
             "d^{1/4}/10, upsilon <= sqrt(d)/(10 r^2), and Assumption 4's Pi_S^perp clause bounded analytically: see "
             "notes); (8)'s polylogarithmic lower side log^C(dmk)/(kappa lambda) << r_Theta = d^{1/4}/10 holds for d large "
             "enough (eventually=d: the divergence persists along d), and any other factor K for '<<' gives r_Theta = "
             "d^{1/4}/K and the same growth. Not "
             "the encoding: the proof's step (L802) uses (30)'s ||Theta^T 1_[3]||^2 <= d3 upsilon^2/d ||Theta||_F^2, "
             "which is chenli.eq30's erratum; the triangle inequality gives d3^2 upsilon^2/d, which this family "
             "attains to a factor a^2/upsilon^2 = 3/4, and then the third term of Eq. (27) is r_Theta/(64 c^2) "
             "||Theta||_F^2, not O(||Theta||_F^2). The same gap feeds Lemma 5.11's 'P[||Theta^T x||^2 > "
             "Omega(||Theta||_F^2)]' (L814).",
    second_path="tests/test_chenli_r11_chenli5.py::test_l810_ratio_unbounded_second_path",
    corrected=B.l810_corrected,
    corrected_text="E ||Theta^T x||^2 <~ (1 + d3^2 upsilon^2/d) ||Theta||_F^2, i.e. <~ (1 + r_Theta/c^2) "
                   "||Theta||_F^2 under bullet (ii) (Eq. (27)'s third term with ||Theta^T 1_[3]||^2 <= d3^2 upsilon^2/d "
                   "||Theta||_F^2, the triangle inequality over the S_[3] rows; the other terms are <= (c^2/r_Theta + "
                   "2 c d3 upsilon/sqrt(r_Theta d)) ||Theta||_F^2 <= ||Theta||_F^2/2).",
    mutants={"||Theta||_F^2/d (wrong along d)": B.l810_mutant_over_d,
             "||Theta||_F^2/d3^2 (wrong along d3, which the d path grows like d^{5/8})": B.l810_mutant_over_d3},
    notes="Exact: E ||Theta^T x||^2 = tr(Theta Theta^T E[x x^T]) with Fact 5.3's second moments (Eq. (27)), in "
          "closed form (O(1) in d, so d reaches 1e40) for Theta = D + a 1_[3] e^T (l810_closed: a +-1 diagonal of trace "
          "0 plus a common part a e of the S_[3] rows, e a spread unit vector; the test checks the closed form against "
          "dense matrices at d <= 2048). Hypotheses, each '<<' with the factor 10: r_Theta = min(fro2/op2 - 1, "
          "d^{1/4}/10, (sqrt(d)/(10 upsilon))^{1/2}); Assumption 3's Pi_S^perp part (Pi_S^perp = I - 1_S 1_S^T/|S|) "
          "holds for every S at r <= fro2/op2 - 1 because ||Theta Pi_S^perp||_F^2 = ||Theta||_F^2 - ||Theta 1_S||^2/|S| "
          ">= fro2 - op2 and ||Theta Pi_S^perp||_op <= op; upsilon = the max of the row/column part (exact) and an "
          "upper bound on the Pi_S^perp part (every column of Theta Pi_S^perp has norm <= 1 + 2 a sqrt(d3/d), "
          "l810_closed's comment). Assumption 5 holds (Tr Theta = a <e, 1_[3]> = O(d3/sqrt(d)) << ||Theta||_F); (8)'s "
          "lower side log^C(dmk)/(kappa lambda) << r_Theta is polylogarithmic and is met by r_Theta = d^{1/4}/10 for d "
          "large enough (an 'eventually' condition, uncertified at finite d).",
    domain=(Param("d", 2_560_000, INF, integer=True, key="d",
                  text="r_Theta >= 4 c^2 >= 4 and r_Theta <= d^{1/4}/10 need d >= 40^4",
                  unreached="d <= 1e40 (closed forms in float64)"),
            Param("d3", 4, INF, integer=True, key="d3", text="bullet (ii): d3 <= sqrt(d r)/(8 c upsilon)",
                  unreached="d3 <= its bullet-(ii) maximum at d <= 1e40 (~2e23)"),
            Param("c", 1.0, INF, text="1 <= c <= sqrt(min(r_Theta, d2, d3))/2",
                  unreached="c <= sqrt(min(r, d2))/2 <= 4 (d2 <= 64)")),
    settings={"ci": {"max_examples": 40, "budget_s": 6.0}},
)
CLAIMS.append(L810)


# ------------------------------------------------------------ L968/L972: Lemma 5.13's E ||Theta (1_U2 + 1_U3)||^2


def l968_closed(d: int, d2: int, d3: int, a: float, k2: int, k3: int) -> dict:
    """Theta = D + a e 1_[3]^T (the transpose of L810's family: the S_[3] columns share a common part a e) in closed
    form: D_ii = (-1)^i, e_i = D_ii s_i/sqrt(d), s alternating (+ first) on S_[2] and on S_[3] (sigma_b = sum_{S_[b]}
    D_ii e_i sqrt(d) = d_b mod 2), +1 on S_[1]. U_[2], U_[3] are (marginally) uniform subsets of S_[2], S_[3] of sizes
    k2, k3, independent; v = 1_U2 + 1_U3: E[v v^T] is k_b/d_b on the diagonal, k_b(k_b - 1)/(d_b(d_b - 1)) inside a
    block and k2 k3/(d2 d3) across, so with Theta^T Theta = I + a (w 1_[3]^T + 1_[3] w^T) + a^2 1_[3] 1_[3]^T (w =
    D e): E ||Theta v||^2 = k2 + k3 + a^2 k3^2 + 2 a k3 (k2 sigma_2/d2 + k3 sigma_3/d3)/sqrt(d)."""
    rd = math.sqrt(d)
    s2, s3 = d2 % 2, d3 % 2
    lhs = k2 + k3 + a * a * k3 * k3 + 2 * a * k3 * (k2 * s2 / d2 + k3 * s3 / d3) / rd
    fro2 = d + a * a * d3 + 2 * a * s3 / rd
    beta = s3 / math.sqrt(d * d3)  # <w, 1_[3]/sqrt(d3)>
    gam = math.sqrt(max(0.0, 1 - beta * beta))
    T = 2 * a * math.sqrt(d3) * beta + a * a * d3
    op2 = 1.0 + max(0.0, (T + math.sqrt(T * T + 4 * a * a * d3 * gam * gam)) / 2)
    row2 = 1 + a * a * d3 / d + 2 * a / rd
    col2 = 1 + a * a + 2 * a / rd
    # Assumption 4's Pi_S^perp clause (every S): each column of Theta Pi_S^perp is a D part of norm <= 1 plus a e times
    # a number in [-1, 1], so has norm <= 1 + a, and ||Theta Pi_S^perp||_F^2 >= fro2 - op2
    ups_pi = math.sqrt(d * (1 + a) ** 2 / (fro2 - op2))
    return {"lhs": lhs, "fro2": fro2, "op2": op2,
            "ups": max(1.0, math.sqrt(max(row2, col2) * d / fro2), ups_pi)}


@st.composite
def _l968_instances(draw: st.DrawFn) -> dict:
    """d log-uniform in [1e7, 1e40], d2 in [4, 64], a in [0, 1.5] (1 first); d3 a fraction of 10 d^{3/4}/max(a^2, 1)
    (>= 4: larger d3 lowers the stable rank below d^{1/4}/10); c a fraction of its range; x's and x''s slice means at
    their extremes or central: mu = -c/sqrt(d2) -> mu' = c/sqrt(d2) first; 'extra' (|nu|, |nu'| <= c/sqrt(d3)) or
    'general' (nu = -1 -> nu' = 1 first)."""
    return {"d": 2 * int(round(10 ** draw(with_edges(st.floats(7.0, 40.0), 40.0, 7.0)) / 2)),
            "d2": draw(with_edges(st.integers(4, 64), 4, 64)),
            "d3frac": float(draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.0))),
            "cfrac": float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0))),
            "a": float(draw(with_edges(st.floats(0.0, 1.5), 1.0, 1.5))),
            "mu_pair": draw(st.sampled_from([(-1, 1), (-1, 0), (0, 1), (0, 0)])),
            "nu_pair": draw(st.sampled_from([(-1, 1), (-1, 0), (0, 1), (0, 0)]))}


def _l968_parts(inst: dict, case: str) -> dict:
    d, d2, a = inst["d"], inst["d2"], float(inst["a"])
    d3 = max(4, int(inst["d3frac"] * 10 * d**0.75 / max(a * a, 1.0)))
    t = l968_closed(d, d2, d3, a, 0, 0)
    r = _l810_scales(d, t)
    c = 1.0 + inst["cfrac"] * max(0.0, math.sqrt(min(r, d2, d3)) / 2 - 1.0)
    p2 = [_slice_count(d2, c, side) for side in inst["mu_pair"]]
    if case == "extra":
        p3 = [_slice_count(d3, c, side) for side in inst["nu_pair"]]
    else:
        p3 = [{-1: 0, 0: d3 // 2, 1: d3}[side] for side in inst["nu_pair"]]
    k2, k3 = p2[1] - p2[0], p3[1] - p3[0]  # mu <= mu', nu <= nu' (the proof's w.l.o.g.)
    t = l968_closed(d, d2, d3, a, k2, k3)
    mus = [(2 * v - d2) / d2 for v in p2]
    nus = [(2 * v - d3) / d3 for v in p3]
    ext = min(c / math.sqrt(d3) - abs(v) for v in nus) if case == "extra" else 0.0
    return {"lhs": t["lhs"],
            "q": {"fro2": t["fro2"], "c": c, "d2": d2, "d3": d3, "r": r, "ups": t["ups"], "d": float(d)},
            "terms": {"r_Theta": r, "upsilon": t["ups"], "c": c, "d3": d3, "k2": k2, "k3": k3, "mu": mus[0],
                      "mu'": mus[1], "nu": nus[0], "nu'": nus[1], "ratio": t["lhs"] / t["fro2"],
                      "c_slack": min(c - 1.0, math.sqrt(min(r, d2, d3)) / 2 - c),
                      "mu_slack": min(c / math.sqrt(d2) - abs(v) for v in mus), "extra_slack": ext,
                      "r_slack": min(t["fro2"] / t["op2"] - 1.0 - r, d**0.25 / K_SCALE - r,
                                     math.sqrt(d) / (K_SCALE * r * r) - t["ups"])}}


def _l968_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = _l968_parts(inst, "extra")
    return Measurement(p["lhs"], p["q"], p["terms"])


def _l972_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = _l968_parts(inst, "general")
    return Measurement(p["lhs"], p["q"], p["terms"])


def _l968_move_d(inst: dict, t: float) -> dict:
    return {**inst, "d": 2 * int(round(t / 2))}


def _l968_assumptions(extra: bool) -> tuple:
    base = (Assumption("c", "1 <= c <= sqrt(min(r_Theta, d2, d3))/2", lambda q: q["c_slack"] + 1e-12),
            Assumption("mu", "|mu|, |mu'| <= c/sqrt(d2)", lambda q: q["mu_slack"] + 1e-12),
            Assumption("Assumptions 3-4, (8)", "||Theta Pi_S^perp||_F^2 >= r_Theta ||Theta Pi_S^perp||_op^2 for "
                       "every S, r_Theta <= d^{1/4}/10, 1 <= upsilon <= sqrt(d)/(10 r_Theta^2) (each '<<' with the "
                       "factor 10)", lambda q: q["r_slack"] + 1e-9))
    if extra:
        base += (Assumption("extra condition", "|nu|, |nu'| <= c/sqrt(d3)", lambda q: q["extra_slack"] + 1e-12),)
    return base


_L968_NOTES = ("Exact: U_[2], U_[3] are marginally uniform subsets of S_[2], S_[3] of sizes (mu' - mu) d2/2, (nu' - nu) "
               "d3/2 (L926-L930), so E ||Theta v||^2 = tr(Theta^T Theta E[v v^T]) in closed form (l968_closed) for "
               "Theta = D + a e 1_[3]^T (O(1) in d: d up to 1e40; the test checks it against dense matrices and "
               "enumerated subsets). Hypotheses with each '<<' read with the factor 10: r_Theta = min(fro2/op2 - 1, "
               "d^{1/4}/10, (sqrt(d)/(10 upsilon))^{1/2}) (Assumption 3's Pi_S^perp part holds for every S since "
               "||Theta Pi_S^perp||_F^2 >= fro2 - op2); upsilon = max(row/column part, an upper bound on the Pi_S^perp "
               "part: l968_closed's comment). (8)'s polylogarithmic lower side: eventually in d.")


def _l968_domain(general: bool) -> tuple:
    return (Param("d", 2_560_000, INF, integer=True, key="d", text="r_Theta >= 4 c^2 >= 4 and r_Theta <= d^{1/4}/10",
                  unreached="d <= 1e40 (closed forms in float64)"),
            Param("d3", 4, INF, integer=True, key="d3", text="the slice block S_[3]",
                  unreached="d3 <= 10 d^{3/4} (larger d3 with a common column part lowers the stable rank below "
                            "d^{1/4}/10)"),
            Param("c", 1.0, INF, text="1 <= c <= sqrt(min(r_Theta, d2, d3))/2",
                  unreached="c <= sqrt(d2)/2 <= 4 (d2 <= 64)"),
            Param("nu", -1.0, 1.0, text="nu <= nu' (w.l.o.g.)" if general else "|nu|, |nu'| <= c/sqrt(d3)",
                  unreached="" if general else "the extra condition |nu|, |nu'| <= c/sqrt(d3) <= 1/2 (d3 >= 4c^2)"))


def _l968_directions(bound_text: str) -> tuple:
    return (
        Direction("d -> inf (d3 a fixed fraction of 10 d^{3/4})", "d", INF, how="path", move=_l968_move_d,
                  points=(1e8, 1e12, 1e16, 1e24, 1e32, 1e40), grows=("d",),
                  reason=f"the S_[3] term a^2 |U_3|^2 against {bound_text}"),
        Direction("d3 over its range", "d3frac", 1.0, how="search", reason="a fraction of 10 d^{3/4}, the top first"),
        Direction("c over its range", "cfrac", 1.0, how="search", reason="c = 1 first"),
        Direction("a (the common column part)", "a", 1.5, how="search", reason="a in [0, 1.5], 1 first"),
        Direction("the slice means", "nu", 1.0, how="search",
                  reason="mu, mu', nu, nu' at their extremes or central (k2, k3 the largest first)"),
        Direction("r_Theta -> inf", "r", INF, how="unsearched",
                  reason="r_Theta <= d^{1/4}/10: r grows only along the d path"),
    )


L968 = Claim(
    id="chenli.display.lemma5.13-u-second-moment",
    catalog_id="chenli.lemma5.13",
    paper=PAPER,
    source=f"Proof of Lemma 5.13, Section 5.3, {SEED_FILE} L966-L970 (the display at L968; hypotheses L918-L920, "
           "Assumptions 3-4 and (8), L445-L455)",
    statement="Under Lemma 5.13's hypotheses and its extra condition |nu|, |nu'| <= c/sqrt(d3): E ||Theta (1_U2 + "
              "1_U3)||^2 <~ (c/sqrt(min(d2, d3)) + c^2/r_Theta) ||Theta||_F^2 (uniform shape).",
    statement_tex=r"$$\mathbb{E}[\|\Theta(\mathbf{1}_{U_{[2]}} + \mathbf{1}_{U_{[3]}})\|^2] \lesssim \left("
                  r"\frac{c}{\sqrt{\min(d_2, d_3)}} + \frac{c^2}{r_\Theta} \right) \|\Theta\|_F^2$$",
    kind="step", comparison="<=", bound=B.l968_shape, measure=_l968_measure, strategy=_l968_instances(),
    constants="hidden", uniform=True, eventually=("d",), assumptions=_l968_assumptions(True),
    directions=_l968_directions("(c/sqrt(min(d2, d3)) + c^2/r) ||Theta||_F^2 (k3 <= c sqrt(d3))"),
    mutants={"||Theta||_F^2/sqrt(d) (wrong along d)": B.l968_mutant_over_d,
             "c^2/r_Theta^2 alone (wrong along r_Theta)": B.l968_mutant_r_squared},
    notes=_L968_NOTES + " Why it holds here: k3 <= c sqrt(d3), so a^2 k3^2 <= c^2 a^2 d3 <= c^2 op2 <= c^2/r fro2.",
    domain=_l968_domain(False),
    settings={"ci": {"max_examples": 40, "budget_s": 6.0}},
)
CLAIMS.append(L968)

L972 = Claim(
    id="chenli.display.lemma5.13-u-second-moment-general",
    catalog_id="chenli.lemma5.13",
    paper=PAPER,
    source=f"Proof of Lemma 5.13, Section 5.3, {SEED_FILE} L970-L974 (the display at L972; hypotheses L918-L922, "
           "Assumptions 3-4 and (8), L445-L455)",
    statement="Under Lemma 5.13's hypotheses without the extra condition (nu <= nu' any multiples of 1/d3): E ||Theta "
              "(1_U2 + 1_U3)||^2 <~ (c/sqrt(d2) + c^2/r_Theta + d3 upsilon^2/d) ||Theta||_F^2 (uniform shape).",
    statement_tex=r"$$\mathbb{E}[\|\Theta(\mathbf{1}_{U_{[2]}} + \mathbf{1}_{U_{[3]}})\|^2] \lesssim \left("
                  r"\frac{c}{\sqrt{d_2}} + \frac{c^2}{r_\Theta} + \frac{d_3 v^2}{d} \right) \|\Theta\|_F^2$$",
    kind="step", comparison="<=", bound=B.l972_shape, measure=_l972_measure, strategy=_l968_instances(),
    constants="hidden", uniform=True, eventually=("d",), assumptions=_l968_assumptions(False),
    directions=_l968_directions("(c/sqrt(d2) + c^2/r + d3 upsilon^2/d) ||Theta||_F^2 (k3 up to d3)"),
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round11/chenli.md, auditors A, B): confirmed. Theta = D + e 1_[3]^T (a = 1: the S_[3] columns share a common part e, a spread unit vector), mu = "
             "-1/2 -> mu' = 1/2 (d2 = 4, c = 1), nu = -1 -> nu' = 1 (U_[3] = S_[3]), d3 = 10 d^{3/4}: E ||Theta (1_U2 + "
             "1_U3)||^2 = k2 + d3 + d3^2 (exact) against (c/sqrt(d2) + c^2/r + d3 upsilon^2/d) ||Theta||_F^2 ~ "
             "(1/2 + 10 d^{-1/4} + 40 d^{-1/4}) d: the ratio is ~ 2 d3^2/d = 200 sqrt(d), 9.1e5 at d = 1e8 (r_Theta = "
             "10, upsilon = 2) and 2e23 at d = 1e40, unbounded (log-slope 0.5 in d). Every hypothesis of Lemma 5.13's "
             "general case holds with each '<<' read with the factor 10 (1 <= c <= sqrt(min(r, d2, d3))/2, |mu|, "
             "|mu'| <= c/sqrt(d2), r_Theta <= fro2/op2 - 1 (Assumption 3 for every S), r_Theta <= d^{1/4}/10, "
             "upsilon <= sqrt(d)/(10 r^2), Assumption 4's Pi_S^perp clause bounded analytically: notes); the general "
             "case puts no bound on d3 or nu' - nu. Not the encoding: (37)'s step ~1_[3]^T Theta^T Theta ~1_[3] <= 2 "
             "d3 upsilon^2/d ||Theta||_F^2 is (30)'s erratum (chenli.eq30) again: ||Theta 1_[3]||^2 can be d3^2 "
             "upsilon^2/d ||Theta||_F^2 (triangle inequality over the S_[3] columns, attained here to the factor "
             "1/upsilon^2), and U_[3] = S_[3] when nu' - nu = 2.",
    second_path="tests/test_chenli_r11_chenli5.py::test_l972_crossing_second_path",
    corrected=B.l972_corrected,
    corrected_text="E ||Theta (1_U2 + 1_U3)||^2 <~ (c/sqrt(d2) + c^2/r_Theta + d3^2 upsilon^2/d) ||Theta||_F^2 "
                   "(the S_[3] term with ||Theta 1_[3]||^2 <= d3^2 upsilon^2/d ||Theta||_F^2).",
    mutants={"||Theta||_F^2/sqrt(d) (wrong along d)": B.l968_mutant_over_d,
             "c^2/r_Theta^2 alone (wrong along r_Theta)": B.l968_mutant_r_squared},
    notes=_L968_NOTES,
    domain=_l968_domain(True),
    settings={"ci": {"max_examples": 40, "budget_s": 6.0}},
)
CLAIMS.append(L972)


# ------------------------------------------------------------ L990: the conditional Q law on S \ U (extra condition)


@st.composite
def _l990_instances(draw: st.DrawFn) -> dict:
    """d log-uniform in [1e7, 1e40]; d2 = d3 = n a fraction of sqrt(d) (>= 4); c a fraction of [1, sqrt(min(r, n))/2]
    (the top first); a (the common S_[2] row part) in (0, 1.5]; mu = mu' at the slice extreme (U_[2] empty), nu -> nu'
    from one slice extreme to the other (U_[3] of size k3 <= c sqrt(d3))."""
    return {"d": 2 * int(round(10 ** draw(with_edges(st.floats(7.0, 40.0), 40.0, 7.0)) / 2)),
            "nfrac": float(draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.0))),
            "cfrac": float(draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.0))),
            "a": float(draw(with_edges(st.floats(0.05, 1.5), 1.0, 1.5)))}


def _l990_parts(inst: dict) -> dict:
    """Theta = D + a 1_[2] e^T (l810_closed's family with the shared rows on S_[2]; d2 = d3 = n so its hypothesis
    quantities apply verbatim). U_[2] = {} (mu = mu'), U_[3] = k3 coordinates of S_[3] with D_jj e_j = +1/sqrt(d) (any
    k3-subset of S_[3] is in the support of U_[3]). Then Theta v = D 1_U3 + a (k3/sqrt(d)) 1_[2] and w = P_{S\\U} Theta v
    = a k3/sqrt(d) 1_[2] (D 1_U3 lives on U_[3]): constant on S_[2] \\ U_[2] = S_[2], zero on S_[3] \\ U_[3]. Given U,
    y on S_[2] has exactly (1 + mu) d2/2 entries +1 (T_[2] of that size, U_[2] empty), so <w, y> = a k3/sqrt(d) mu d2
    exactly and E[<w, y>^2 | U] / ||w||^2 = mu^2 d2."""
    d, a = inst["d"], float(inst["a"])
    n = max(4, int(inst["nfrac"] * (d / 4 if inst.get("n_big") else math.sqrt(d))))
    t = l810_closed(d, n, n, a)
    r = _l810_scales(d, t)
    c = 1.0 + inst["cfrac"] * max(0.0, math.sqrt(min(r, n)) / 2 - 1.0)
    a2 = _slice_count(n, c, 1)
    lo, hi = _slice_count(n, c, -1), _slice_count(n, c, 1)
    k3 = hi - lo
    mu = (2 * a2 - n) / n
    w0 = a * k3 / math.sqrt(d)
    w2 = w0 * w0 * n
    lhs = (w0 * mu * n) ** 2
    nus = [(2 * v - n) / n for v in (lo, hi)]
    return {"lhs": lhs, "q": {"w2": w2, "c": c, "r": r, "d": float(d), "fro2": t["fro2"], "n": n},
            "terms": {"r_Theta": r, "upsilon": t["ups"], "c": c, "d2=d3": n, "k3": k3, "mu=mu'": mu, "nu": nus[0],
                      "nu'": nus[1], "ratio": lhs / w2, "mu^2 d2": mu * mu * n,
                      "c_slack": min(c - 1.0, math.sqrt(min(r, n)) / 2 - c),
                      "mu_slack": c / math.sqrt(n) - abs(mu),
                      "extra_slack": min(c / math.sqrt(n) - abs(v) for v in nus),
                      "event40_ratio": (k3 + w2) / (t["fro2"] * (c / math.sqrt(n) + c * c / r)),
                      "r_slack": min(t["fro2"] / t["op2"] - 1.0 - r, d**0.25 / K_SCALE - r,
                                     math.sqrt(d) / (K_SCALE * r * r) - t["ups"])}}


def _l990_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = _l990_parts(inst)
    return Measurement(p["lhs"], p["q"], p["terms"])


L990 = Claim(
    id="chenli.display.lemma5.13-q-law-second-moment",
    catalog_id="chenli.lemma5.13",
    paper=PAPER,
    source=f"Proof of Lemma 5.13, Section 5.3, {SEED_FILE} L984-L990 (the display at L990; hypotheses L918-L920, "
           "Assumptions 3-4 and (8), L445-L455)",
    statement="Under Lemma 5.13's hypotheses and its extra condition |nu|, |nu'| <= c/sqrt(d3), with w = P_{S\\U} Theta "
              "(1_U2 + 1_U3): E[<w, 1_T2 + 1_T3 - 1'_2 - 1'_3>^2 | U_2 u U_3] <~ (1 + c^2/r_Theta) ||w||^2 (uniform).",
    statement_tex=r"$$\mathbb{E}[\langle w, \mathbf{1}_{T_{[2]}} + \mathbf{1}_{T_{[3]}} - \mathbf{1}'_{[2]} - "
                  r"\mathbf{1}'_{[3]} \rangle^2 \mid U_{[2]} \cup U_{[3]}] \lesssim \left(1 + \frac{c^2}{r_\Theta}"
                  r"\right) \|w\|^2$$",
    kind="step", comparison="<=", bound=B.l990_shape, measure=_l990_measure, strategy=_l990_instances(),
    constants="hidden", uniform=True, eventually=("d",),
    assumptions=_l968_assumptions(True)[:3] + (
        Assumption("extra condition", "|nu|, |nu'| <= c/sqrt(d3)", lambda q: q["extra_slack"] + 1e-12),
        Assumption("event (40)", "||Theta (1_U2 + 1_U3)||^2 <= s^2 (c/sqrt(min(d2, d3)) + c^2/r) ||Theta||_F^2, s = 1",
                   lambda q: 1.0 - q["event40_ratio"])),
    directions=(
        Direction("d -> inf (n = d2 = d3 a fixed fraction of sqrt(d))", "d", INF, how="path", move=_l968_move_d,
                  points=(1e8, 1e12, 1e16, 1e24, 1e32, 1e40), grows=("d",),
                  reason="c^2 ~ r_Theta/4 grows with d; the printed factor 1 + c^2/r stays <= 5/4"),
        Direction("n over its range", "nfrac", 1.0, how="search", reason="a fraction of sqrt(d), the top first"),
        Direction("c over its range", "cfrac", 1.0, how="search", reason="the top first"),
        Direction("a (the common row part)", "a", 1.5, how="search", reason="w scales with a; the ratio does not"),
        Direction("r_Theta -> inf", "r", INF, how="unsearched", reason="r_Theta <= d^{1/4}/10: along the d path"),
    ),
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round11/chenli.md, auditors A, C): confirmed. Theta = D + a 1_[2] e^T (the S_[2] rows share a common part a e, e spread: |e_j| = 1/sqrt(d)), d2 = d3 = "
             "n = sqrt(d), c = sqrt(r_Theta)/2, mu = mu' = the largest slice mean <= c/sqrt(d2) (U_[2] empty), nu -> "
             "nu' across the central slices (|U_[3]| = k3 <= c sqrt(d3)), U_[3] on coordinates with e_j D_jj > 0: w = "
             "a k3/sqrt(d) 1_[2] is constant on S_[2] \\ U_[2] and <w, y> = a k3 mu d2/sqrt(d) exactly, so the "
             "conditional second moment is mu^2 d2 ||w||^2 ~ c^2 ||w||^2 = (r_Theta/4) ||w||^2 against (1 + c^2/r) "
             "||w||^2 <= 1.25 ||w||^2: ratio ~ r_Theta/5, ~2e8 at d = 1e40 (r_Theta = 1e9), unbounded. Every "
             "hypothesis holds with each '<<' read with the factor 10 (1 <= c <= sqrt(min(r, d2, d3))/2, |mu|, |mu'| "
             "<= c/sqrt(d2), |nu|, |nu'| <= c/sqrt(d3), Assumptions 3-4 and (8) as for L810's family (l810_closed, "
             "d2 = d3), and the event (40) with s = 1). Not the encoding: the proof's step (c^2/d2) <1, "
             "w|S2\\U2>^2 <~ (c^2/r_Theta) ||w||^2 is only <= c^2 ||w||^2 (Cauchy-Schwarz), tight for w constant on "
             "S_[2] \\ U_[2]. Aside: the printed Q parameter (mu - mu')/(2 + mu - mu') should be (mu + mu')/(2 + mu - "
             "mu') (S_[2] \\ U_[2] holds (1 + mu) d2/2 entries +1 and (1 - mu') d2/2 entries -1); the measure uses the "
             "law the definitions give. The crossing does not hinge on it: with mu = 0, mu' = c/sqrt(d2) both "
             "parameters have size ~c/(2 sqrt(d2)) and the ratio is ~c^2/4 under either law.",
    second_path="tests/test_chenli_r11_chenli5.py::test_l990_crossing_second_path",
    corrected=B.l990_corrected,
    corrected_text="E[<w, 1_T2 + 1_T3 - 1'_2 - 1'_3>^2 | U] <~ (1 + c^2) ||w||^2 (the S_[2] term by Cauchy-Schwarz).",
    mutants={"(1 + c) ||w||^2 (wrong along c)": B.l990_mutant_c,
             "||w||^2/d^{1/4} (wrong along d)": B.l990_mutant_over_d},
    notes="Exact: given U (U_[2] empty), y on S_[2] is a uniform +-1 vector with exactly (1 + mu) d2/2 entries +1 (L926-"
          "L932), so <w, y> with w constant on S_[2] is deterministic; w is zero on S_[3] \\ U_[3]. Closed form in d up "
          "to 1e40 (l810_closed with d2 = d3 = n supplies ||Theta||_F, ||Theta||_op, upsilon).",
    domain=(Param("d", 2_560_000, INF, integer=True, key="d", text="r_Theta >= 4 c^2 >= 4 and r_Theta <= d^{1/4}/10",
                  unreached="d <= 1e40 (closed forms in float64)"),
            Param("c", 1.0, INF, text="1 <= c <= sqrt(min(r_Theta, d2, d3))/2",
                  unreached="c <= sqrt(r_Theta)/2 <= d^{1/8}/6.3 (d <= 1e40)")),
    settings={"ci": {"max_examples": 40, "budget_s": 6.0}},
)
CLAIMS.append(L990)


# ------------------------------------------------------------ L960 (39): Markov on (37), general case


@st.composite
def _l960_instances(draw: st.DrawFn) -> dict:
    """L972's instances with d <= 1e12 (exact binomial quantiles) and t log-uniform in [1, 1e3] (10 first)."""
    inst = draw(_l968_instances())
    return {**inst, "d": 2 * int(round(10 ** draw(with_edges(st.floats(7.0, 12.0), 12.0, 7.0)) / 2)),
            "t": float(10 ** draw(with_edges(st.floats(0.0, 3.0), 1.0, 0.0)))}


def _l960_measure(inst: dict, ctx: Ctx, case: str = "general") -> Measurement:  # noqa: ARG001
    """Theta = D + a e 1_[3]^T (L972's family): y_[0] is zero off S_[1] and v = 1_U2 + 1_U3 lives on S_[2] u S_[3], so
    y_[0]^T Theta v = a |U_3| <y_[0], e> = a k3 R/sqrt(d), R a sum of d1 = d - d2 - d3 independent signs (e_i = +-1/
    sqrt(d) on S_[1]), whatever U is. lhs: the exact (1 - 1/t^2)-quantile of |y_[0]^T Theta v| (R = 2B - d1, B ~
    Bin(d1, 1/2))."""
    from scipy.stats import binom

    p = _l968_parts(inst, case)
    q = p["q"]
    d = inst["d"]
    d1 = d - q["d2"] - q["d3"]
    t = float(inst["t"])
    k = float(binom.isf(0.5 / (t * t), d1, 0.5))  # smallest k with P[B > k] <= 1/(2 t^2)
    m = max(0.0, 2 * k - d1)
    lhs = float(inst["a"]) * p["terms"]["k3"] * m / math.sqrt(d)
    return Measurement(lhs, {**q, "t": t}, {**p["terms"], "t": t, "d1": d1, "|R| quantile": m})


L960 = Claim(
    id="chenli.eq39",
    catalog_id="chenli.lemma5.13",
    paper=PAPER,
    source=f"Proof of Lemma 5.13, Eq. (39), Section 5.3, {SEED_FILE} L958-L960 (Markov on (37); hypotheses L918-L922, "
           "Assumptions 3-4 and (8), L445-L455)",
    statement="Without the extra condition, for any t > 0: P[|y_[0]^T Theta (1_U2 + 1_U3)| > t (c/sqrt(d2) + c^2/r_Theta "
              "+ d3 upsilon^2/d)^{1/2} ||Theta||_F] <= 1/t^2 (checked as: the (1 - 1/t^2)-quantile of |y_[0]^T Theta "
              "(1_U2 + 1_U3)| is <= the threshold, t >= 1).",
    statement_tex=r"$$\mathbb{P}[|y_{[0]}^{\top} \Theta (\mathbb{1}_{U_{[2]}} + \mathbb{1}_{U_{[3]}})| > t \left("
                  r"\frac{c}{\sqrt{d_2}} + \frac{c^2}{r_{\Theta}} + \frac{d_3 v^2}{d}\right)^{1/2} \|\Theta\|_F] \leq "
                  r"1/t^2 \quad (39)$$",
    kind="step", comparison="<=", bound=B.l960_threshold, measure=_l960_measure, strategy=_l960_instances(),
    assumptions=_l968_assumptions(False),
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round11/chenli.md, auditors B, C): confirmed. L972's instance (Theta = D + e 1_[3]^T, mu = -1/2 -> mu' = 1/2 with d2 = 4, c = 1, nu = -1 -> nu' = 1 so "
             "U_[3] = S_[3], d3 = 10 d^{3/4}): y_[0]^T Theta (1_U2 + 1_U3) = d3 <y_[0], e> = d3 R/sqrt(d), R a sum of "
             "d1 ~ d signs, so |y_[0]^T Theta v| ~ d3 |Z| = 10 d^{3/4} |Z| against the threshold t (1/2 + 10 d^{-1/4} "
             "+ ~40 d^{-1/4})^{1/2} sqrt(d): at d = 1e12, t = 10 the 0.99-quantile is ~2.6e10 against ~7.1e6, and "
             "P[exceed] ~ 1 > 1/t^2 = 0.01; the ratio grows like d^{1/4}. Every hypothesis as in L972 (the general "
             "case: no bound on d3 or nu' - nu). Not the encoding: (39) is Markov on (37), whose d3 upsilon^2/d is "
             "(30)'s erratum (E[(y_[0]^T Theta v)^2] = ||P_[1] Theta v||^2 ~ d3^2 here), and (39) also drops (37)'s "
             "hidden constant." +
             " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
             "constant: c, mu (explicit); Assumptions 3-4, (8): r_Theta <= d^{1/4}/10, upsilon <= sqrt(d)/(10 "
             "r^2). Outcome (a) the crossing survives every admissible value of the constant: the family sets "
             "r_Theta = min(stable rank - 1, d^{1/4}/K, (sqrt(d)/(K upsilon))^{1/2}) and upsilon ~ 2 at the "
             "factor K = 10; the quantile ~ d3 |Z| = 10 d^{3/4} |Z| against the threshold ~ t (1/2 + "
             "c^2/r_Theta + 40 d^{-1/4})^{1/2} sqrt(d) does not involve r_Theta beyond c^2/r_Theta -> 0, so at"
             " any constant K (r_Theta = d^{1/4}/K, every slack >= 0) the ratio still grows like d^{1/4} (as "
             "round 16 showed for (41) at K = 1e3, 1e5).",
    second_path="tests/test_chenli_r11_chenli5.py::test_l960_crossing_second_path",
    corrected=B.l960_corrected,
    corrected_text="P[|y_[0]^T Theta (1_U2 + 1_U3)| > t (C (c/sqrt(d2) + c^2/r_Theta + d3^2 upsilon^2/d))^{1/2} "
                   "||Theta||_F] <= 1/t^2, C (37)'s constant (C = 1 on this family).",
    mutants={"a tenth of the corrected threshold": B.l960_mutant_tenth,
             "the corrected threshold over d^{1/8} (wrong along d)": B.l960_mutant_over_d},
    auto_mutant=False,
    notes=_L968_NOTES + " The probability over y_[0] (and U, which does not matter here) is an exact binomial quantile "
                        "(scipy), d <= 1e12.",
    domain=(Param("d", 2_560_000, INF, integer=True, key="d", text="r_Theta >= 4 and r_Theta <= d^{1/4}/10",
                  unreached="d <= 1e12 (exact binomial quantiles)"),
            Param("t", 0.0, INF, key="t", text="t > 0", unreached="t in [1, 1e3]: for t <= 1 the bound 1/t^2 >= 1 "
                                                                   "holds trivially")),
    settings={"ci": {"max_examples": 40, "budget_s": 6.0}},
)
CLAIMS.append(L960)


def _l956_measure(inst: dict, ctx: Ctx) -> Measurement:
    return _l960_measure(inst, ctx, "extra")


L956 = Claim(
    id="chenli.eq38",
    catalog_id="chenli.lemma5.13",
    paper=PAPER,
    source=f"Proof of Lemma 5.13, Eq. (38), Section 5.3, {SEED_FILE} L954-L956 (Markov on (36); hypotheses L918-L920, "
           "Assumptions 3-4 and (8), L445-L455)",
    statement="Under the extra condition |nu|, |nu'| <= c/sqrt(d3), for any t > 0: P[|y_[0]^T Theta (1_U2 + 1_U3)| > t "
              "(c/sqrt(min(d2, d3)) + c^2/r_Theta)^{1/2} ||Theta||_F] <= 1/t^2 (checked as: the (1 - 1/t^2)-quantile "
              "is <= the threshold, t >= 1).",
    statement_tex=r"$$\mathbb{P}[|y_{[0]}^{\top} \Theta (\mathbb{1}_{U_{[2]}} + \mathbb{1}_{U_{[3]}})| > t \left("
                  r"\frac{c}{\sqrt{\min(d_2, d_3)}} + \frac{c^2}{r_{\Theta}}\right)^{1/2} \|\Theta\|_F] \leq 1/t^2 "
                  r"\quad (38)$$",
    kind="step", comparison="<=", bound=B.l956_threshold, measure=_l956_measure, strategy=_l960_instances(),
    assumptions=_l968_assumptions(True),
    mutants={"1/t for t (wrong along t)": B.l956_mutant_inv_t,
             "the threshold over d^{1/8} (wrong along d)": B.l956_mutant_over_d},
    auto_mutant=False,
    notes=_L968_NOTES + " The probability over y_[0] is an exact binomial quantile (scipy), d <= 1e12; on this family "
                        "|y_[0]^T Theta v| ~ a k3 |Z| with k3 <= c sqrt(d3), against t c sqrt(||Theta||_F^2/r) >= t c "
                        "a sqrt(d3) roughly: it holds with a margin of about z_{1 - 1/(2t^2)}/t < 1.",
    domain=(Param("d", 2_560_000, INF, integer=True, key="d", text="r_Theta >= 4 and r_Theta <= d^{1/4}/10",
                  unreached="d <= 1e12 (exact binomial quantiles)"),
            Param("t", 0.0, INF, key="t", text="t > 0", unreached="t in [1, 1e3]: for t <= 1 the bound 1/t^2 >= 1 "
                                                                   "holds trivially")),
    settings={"ci": {"max_examples": 40, "budget_s": 6.0}},
)
CLAIMS.append(L956)


# ------------------------------------------------------------ L976/L980 (40)/(41): Markov on L968/L972


@st.composite
def _l976_instances(draw: st.DrawFn) -> dict:
    """L968's instances (d up to 1e40) and s log-uniform in [1, 1e3] (1 first)."""
    inst = draw(_l968_instances())
    return {**inst, "s": float(10 ** draw(with_edges(st.floats(0.0, 3.0), 0.0, 1.0)))}


def _l976_measure(inst: dict, ctx: Ctx, case: str = "extra") -> Measurement:  # noqa: ARG001
    """Theta = D + a e 1_[3]^T (L968's family), v = 1_U2 + 1_U3: Theta v = D v + a k3 e, so ||Theta v||^2 = k2 + k3 +
    a^2 k3^2 + 2 a k3 <D v, e> with |<D v, e>| <= (k2 + k3)/sqrt(d) for every U. The (1 - 1/s^2)-quantile of ||Theta v||
    lies between the smallest and the largest of these values: lhs is the largest under the extra condition (a claim
    expected to hold: conservative) and the smallest without it (a crossing: conservative)."""
    p = _l968_parts(inst, case)
    tm = p["terms"]
    k2, k3, a = tm["k2"], tm["k3"], float(inst["a"])
    base = k2 + k3 + a * a * k3 * k3
    cross = 2 * a * k3 * (k2 + k3) / math.sqrt(inst["d"])
    val = base + cross if case == "extra" else max(0.0, base - cross)
    s = float(inst["s"])
    return Measurement(math.sqrt(val), {**p["q"], "s": s}, {**tm, "s": s, "||Theta v||^2 (bound on U)": val})


def _l980_measure(inst: dict, ctx: Ctx) -> Measurement:
    return _l976_measure(inst, ctx, "general")


def _l976_domain() -> tuple:
    return (Param("d", 2_560_000, INF, integer=True, key="d", text="r_Theta >= 4 and r_Theta <= d^{1/4}/10",
                  unreached="d <= 1e40 (closed forms in float64)"),
            Param("s", 0.0, INF, key="s", text="s > 0", unreached="s in [1, 1e3]: for s <= 1 the bound 1/s^2 >= 1 "
                                                                   "holds trivially"))


L976 = Claim(
    id="chenli.eq40",
    catalog_id="chenli.lemma5.13",
    paper=PAPER,
    source=f"Proof of Lemma 5.13, Eq. (40), Section 5.3, {SEED_FILE} L974-L976 (Markov on L968; hypotheses L918-L920, "
           "Assumptions 3-4 and (8), L445-L455)",
    statement="Under the extra condition |nu|, |nu'| <= c/sqrt(d3), for s > 0: P[||Theta (1_U2 + 1_U3)|| > s "
              "(c/sqrt(min(d2, d3)) + c^2/r_Theta)^{1/2} ||Theta||_F] <= 1/s^2 (checked as: the (1 - 1/s^2)-quantile "
              "is <= the threshold, s >= 1).",
    statement_tex=r"$$\mathbb{P}[\|\Theta(\mathbf{1}_{U_{[2]}} + \mathbf{1}_{U_{[3]}})\| > s \left(\frac{c}{\sqrt{"
                  r"\min(d_2, d_3)}} + \frac{c^2}{r_\Theta} \right)^{1/2} \|\Theta\|_F] \leq 1/s^2 \quad (40)$$",
    kind="step", comparison="<=", bound=B.l976_threshold, measure=_l976_measure, strategy=_l976_instances(),
    assumptions=_l968_assumptions(True),
    mutants={"1/s for s (wrong along s)": B.l976_mutant_inv_s,
             "the threshold over d^{1/8} (wrong along d)": B.l976_mutant_over_d},
    auto_mutant=False,
    notes=_L968_NOTES + " lhs: the largest ||Theta v|| over the U's (an upper bound on every quantile, so a pass is "
                        "conservative); ||Theta v||^2 ~ a^2 k3^2 <= c^2 a^2 d3 against s^2 c^2/r ||Theta||_F^2 >= s^2 "
                        "c^2 a^2 d3 roughly: it holds with a margin ~1/s.",
    domain=_l976_domain(),
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
)
CLAIMS.append(L976)

L980 = Claim(
    id="chenli.eq41",
    catalog_id="chenli.lemma5.13",
    paper=PAPER,
    source=f"Proof of Lemma 5.13, Eq. (41), Section 5.3, {SEED_FILE} L978-L980 (Markov on L972; hypotheses L918-L922, "
           "Assumptions 3-4 and (8), L445-L455)",
    statement="Without the extra condition, for s > 0: P[||Theta (1_U2 + 1_U3)|| > s (c/sqrt(d2) + c^2/r_Theta + d3 "
              "upsilon^2/d)^{1/2} ||Theta||_F] <= 1/s^2 (checked as: the (1 - 1/s^2)-quantile is <= the threshold, "
              "s >= 1).",
    statement_tex=r"$$\mathbb{P}[\|\Theta(\mathbf{1}_{U_{[2]}} + \mathbf{1}_{U_{[3]}})\| > s \left(\frac{c}{\sqrt{d_2}}"
                  r" + \frac{c^2}{r_\Theta} + \frac{d_3 v^2}{d} \right)^{1/2} \|\Theta\|_F] \leq 1/s^2 \quad (41)$$",
    kind="step", comparison="<=", bound=B.l980_threshold, measure=_l980_measure, strategy=_l976_instances(),
    assumptions=_l968_assumptions(False),
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round11/chenli.md, auditor D): confirmed. L972's instance (Theta = D + e 1_[3]^T, e_i = +-1/sqrt(d), mu = -1/2 -> mu' = 1/2 with d2 = 4, c = 1, "
             "nu = -1 -> nu' = 1 so U_[3] = S_[3], d3 ~ 10 d^{3/4}): Theta (1_U2 + 1_U3) = D v + d3 e, so ||Theta v|| "
             ">= (k2 + d3 + d3^2 - 2 d3 (k2 + d3)/sqrt(d))^{1/2} ~ d3 for EVERY U (the probability of exceeding is 1), "
             "against s (1/2 + 10 d^{-1/4} + ~40 d^{-1/4})^{1/2} sqrt(d) ~ 0.7 s sqrt(d): the ratio ~ 14 d^{1/4}/s, "
             "> 1 for s < 14 d^{1/4} (e.g. d = 1e12, s = 10: 4e9 against 7.1e6). Every hypothesis as in L972 (the "
             "general case puts no bound on d3 or nu' - nu). Not the encoding: (41) is Markov on L972, whose d3 "
             "upsilon^2/d is (30)'s erratum (||Theta 1_[3]||^2 can be d3^2 upsilon^2/d ||Theta||_F^2); (41) also drops "
             "L972's hidden constant. Round 16 (helper chenli2), the '<<' of (8) and Assumption 4 against the "
             "paper's own use (L724: r_Theta^2 <= sqrt(d)/v, factor 1): the ratio ~ 14 d^{1/4}/s does not involve "
             "r_Theta, and with the factor K = 1e3 or 1e5 (r_Theta = d^{1/4}/K, every slack >= 0) the d = 1e40 "
             "instance still gives 1e31 against 7.1e19, so any reading of those '<<' (a factor, or o(1)) crosses "
             "(tests/test_chenli_r16_chenli.py::test_union_and_eq41_under_stricter_readings_of_8)." +
             " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
             "constant: as chenli.eq39. Outcome (a) the crossing survives every admissible value of the "
             "constant: as chenli.eq39; round 16 "
             "(tests/test_chenli_r16_chenli.py::test_union_and_eq41_under_stricter_readings_of_8) already re-"
             "ran the d = 1e40 instance at K = 1e3 and 1e5 (r_Theta = d^{1/4}/K, every slack >= 0): 1e31 "
             "against 7.1e19; the ratio ~ 14 d^{1/4}/s does not involve r_Theta.",
    second_path="tests/test_chenli_r11_chenli5.py::test_l980_crossing_second_path",
    corrected=B.l980_corrected,
    corrected_text="P[||Theta (1_U2 + 1_U3)|| > s (C (c/sqrt(d2) + c^2/r_Theta + d3^2 upsilon^2/d))^{1/2} ||Theta||_F] "
                   "<= 1/s^2, C L972's constant (C = 1 on this family).",
    mutants={"a tenth of the corrected threshold": B.l980_mutant_tenth,
             "the corrected threshold over d^{1/8} (wrong along d)": B.l980_mutant_over_d},
    auto_mutant=False,
    notes=_L968_NOTES + " lhs: the smallest ||Theta v|| over the U's (a lower bound on every quantile, so a crossing is "
                        "conservative).",
    domain=_l976_domain(),
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
)
CLAIMS.append(L980)


# ------------------------------------------------------------ L1000 (42): L990 on the event (40)


@st.composite
def _l1000_instances(draw: st.DrawFn) -> dict:
    """L990's family with d2 = d3 = n a fraction of d/4 (the top first), a from afrac in [0.01, 1] (_l1000_a), s
    log-uniform in [1, 1e3] (1 first)."""
    inst = draw(_l990_instances())
    return {**inst, "n_big": True, "s": float(10 ** draw(with_edges(st.floats(0.0, 3.0), 0.0, 1.0))),
            "afrac": float(draw(with_edges(st.floats(0.01, 1.0), 1.0, 0.01)))}


def _l1000_a(inst: dict) -> float:
    """a^2 = afrac d/(2 r0 n), r0 = d^{1/4}/10: the common row part's op^2 a^2 n is afrac d/(2 r0), so the stable rank
    stays ~2 r0/afrac >= r0 + 1 and ||w||^2 ~ a^2 c^2 n^2/d can reach the event (40)'s cap (c^2/r) ||Theta||_F^2."""
    d = inst["d"]
    n = max(4, int(inst["nfrac"] * d / 4))
    return math.sqrt(inst["afrac"] * d / (2 * (d**0.25 / K_SCALE) * n))


def _l1000_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """L990's exact conditional second moment (w = a k3/sqrt(d) 1_[2] constant on S_[2] \\ U_[2], U_[2] empty) with
    ||Theta (1_U2 + 1_U3)||^2 = k3 + ||w||^2 exactly (D 1_U3 lives on U_[3], w on S_[2]) for the event (40)."""
    p = _l990_parts({**inst, "a": _l1000_a(inst)})
    s = float(inst["s"])
    q, tm = p["q"], p["terms"]
    return Measurement(p["lhs"], {**q, "s": s}, {**tm, "s": s, "event40_ratio": tm["event40_ratio"] / (s * s),
                                                   "ratio to (42)": p["lhs"] / B.l1000_shape(**q, s=s)})


L1000 = Claim(
    id="chenli.eq42",
    catalog_id="chenli.lemma5.13",
    paper=PAPER,
    source=f"Proof of Lemma 5.13, Eq. (42), Section 5.3, {SEED_FILE} L996-L1000 (L990 on the event (40); hypotheses "
           "L918-L920, Assumptions 3-4 and (8), L445-L455)",
    statement="Under the extra condition, conditioned on U in the event (40) with parameter s: E[<1_T2 + 1_T3 - 1'_2 - "
              "1'_3, Theta (1_U2 + 1_U3)>^2 | U] <~ s^2 (1 + c^2/r_Theta) (c/sqrt(min(d2, d3)) + c^2/r_Theta) "
              "||Theta||_F^2 (uniform; the inner product restricted to S \\ U as w in L990).",
    statement_tex=r"$$s^2 \left(1 + \frac{c^2}{r_\Theta}\right) \left(\frac{c}{\sqrt{\min(d_2, d_3)}} + "
                  r"\frac{c^2}{r_\Theta}\right) \|\Theta\|_F^2 \quad (42)$$",
    kind="step", comparison="<=", bound=B.l1000_shape, measure=_l1000_measure, strategy=_l1000_instances(),
    constants="hidden", uniform=True, eventually=("d",),
    assumptions=_l968_assumptions(True)[:3] + (
        Assumption("extra condition", "|nu|, |nu'| <= c/sqrt(d3)", lambda q: q["extra_slack"] + 1e-12),
        Assumption("event (40)", "||Theta (1_U2 + 1_U3)||^2 <= s^2 (c/sqrt(min(d2, d3)) + c^2/r) ||Theta||_F^2",
                   lambda q: 1.0 - q["event40_ratio"])),
    directions=(
        Direction("d -> inf (n = d2 = d3 a fixed fraction of d/4)", "d", INF, how="path", move=_l968_move_d,
                  points=(1e8, 1e12, 1e16, 1e24, 1e32, 1e40), grows=("d",),
                  reason="c^2 ~ r_Theta/4 grows with d; the printed factor 1 + c^2/r stays <= 5/4"),
        Direction("n over its range", "nfrac", 1.0, how="search", reason="a fraction of d/4, the top first"),
        Direction("c over its range", "cfrac", 1.0, how="search", reason="the top first"),
        Direction("a (the common row part)", "afrac", 1.0, how="search",
                  reason="a^2 = afrac d/(2 r0 n): ||w||^2 ~ a^2 c^2 n^2/d"),
        Direction("s over [1, 1e3]", "s", 1e3, how="search", reason="the bound grows like s^2; s = 1 first"),
        Direction("r_Theta -> inf", "r", INF, how="unsearched", reason="r_Theta <= d^{1/4}/10: along the d path"),
    ),
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round11/chenli.md, auditor D): confirmed. L990's family Theta = D + a 1_[2] e^T (e spread, |e_j| = 1/sqrt(d)) with d2 = d3 = n ~ d/4, c = "
             "sqrt(r_Theta)/2, mu = mu' the largest slice mean <= c/sqrt(d2) (U_[2] empty), nu -> nu' across the "
             "central slices (k3 <= c sqrt(d3)), s = 1: the conditional second moment is mu^2 d2 ||w||^2 ~ c^2 a^2 "
             "k3^2 n/d exactly, and with a^2 ~ 1/r (so that the stable rank stays >= r_Theta) ||w||^2 is a fixed "
             "fraction of the event (40)'s cap (c^2/r) ||Theta||_F^2: the ratio to (42)'s bound is ~r_Theta/40 "
             "(a^2 = 2/r_Theta at n = d/4: 25 at d = 1e16 (r_Theta = 1e3, c = 15.8, ||Theta v||^2 at 0.125 of the "
             "cap), 2.5e7 at d = 1e40), unbounded along d (log-slope 0.25). Every hypothesis as in L990 (the event (40) checked exactly: ||Theta v||^2 = k3 + "
             "||w||^2). Not the encoding: (42) multiplies L990's factor (1 + c^2/r_Theta), which is L990's erratum "
             "(chenli.display.lemma5.13-q-law-second-moment): only <= (1 + c^2) by Cauchy-Schwarz, tight for w "
             "constant on S_[2] \\ U_[2].",
    second_path="tests/test_chenli_r11_chenli5.py::test_l1000_crossing_second_path",
    corrected=B.l1000_corrected,
    corrected_text="s^2 (1 + c^2) (c/sqrt(min(d2, d3)) + c^2/r_Theta) ||Theta||_F^2 (the corrected L990 factor).",
    mutants={"(1 + c) for (1 + c^2) (wrong along c)": B.l1000_mutant_c,
             "over d^{1/4} (wrong along d)": B.l1000_mutant_over_d},
    notes="Exact as L990 (closed forms, d up to 1e40); n = d2 = d3 up to d/4 so that ||w||^2 can reach the event's cap.",
    domain=(Param("d", 2_560_000, INF, integer=True, key="d", text="r_Theta >= 4 c^2 >= 4 and r_Theta <= d^{1/4}/10",
                  unreached="d <= 1e40 (closed forms in float64)"),
            Param("s", 0.0, INF, key="s", text="s > 0",
                  unreached="s in [1, 1e3] (the bound grows like s^2). Round 32 (leadsC): s < 1 only shrinks the "
                            "event (40) by s^2 as the bound does: lhs/corrected = mu^2 d2/(1 + c^2) * ||w||^2/(s^2 "
                            "cap) <= c^2/(1 + c^2) on the event (tests/test_chenli_r32_leadsC.py)")),
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
)
CLAIMS.append(L1000)
