"""chenli proof displays, round 6 wave 3 (kind ``step``), read literally (helper chenliR3).

Each claim cites its display's own lines; the numbered result the display serves keeps its own id and verdict.
Bounds: ``thmcheck.bounds.chenli.r6_chenliR3``.
"""

from __future__ import annotations

import functools
import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r6_chenliR3 as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []


# ------------------------------------ Theorem B.1's proof, B.1.2: the small-lambda integrand (L3676-L3680)
#
# As printed: phi_zeta(lambda) = prod_j max(0, 1 - |lambda_j|) (L3624); R_0 = [0, Delta_1] x ... x [0, Delta_m] (L3626),
# phi_unif(R_0)(lambda) = prod_j (e^{i lambda_j Delta_j} - 1)/(i lambda_j Delta_j); eps'' := gamma max(delta m,
# sqrt(m Delta)/c) for a constant 0 < c < 1 (L3666, Delta read as Delta_bar, the largest side, as in
# chenli.display.thmB.1-unif-box); "provided ... eps'' <= 1", for ||lambda|| < gamma the integrand's factor
# phi_zeta(delta lambda) phi_unif(R_0)(lambda) is (1 +- 3 eps'') (L3678-L3680). gamma is free here (fixed only at L3710).


def _phi_unif(lam: np.ndarray, sides: np.ndarray) -> complex:
    """E e^{i<lambda, U>}, U ~ unif(R_0): prod_j (e^{i x_j} - 1)/(i x_j), x_j = lambda_j Delta_j (1 at x_j = 0)."""
    x = lam * sides
    out = complex(1.0)
    for xj in x:
        out *= complex(1.0) if abs(xj) < 1e-12 else (np.exp(1j * xj) - 1.0) / (1j * xj)
    return out


@st.composite
def _factor_instances(draw: st.DrawFn) -> dict:
    m = draw(st.integers(1, 12))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    Dbar = float(draw(with_edges(log_uniform(1e-3, 1e4), 1.0, 1e4)))
    sides = rng.uniform(0, 1, m) * Dbar
    sides[0] = Dbar
    delta = float(draw(with_edges(log_uniform(1e-6, 10.0), 1e-6)))
    c = float(draw(with_edges(st.floats(0.01, 0.99), 0.99)))
    u = float(draw(with_edges(st.floats(1e-4, 1.0), 1.0)))  # eps'' in (0, 1]
    r = float(draw(with_edges(st.floats(0.0, 0.999999), 0.999999)))  # ||lambda|| / gamma < 1
    direction = rng.standard_normal(m)
    if draw(st.booleans()):
        direction = np.eye(m)[0]  # along the largest side
    direction /= np.linalg.norm(direction)
    return {"m": m, "Dbar": Dbar, "sides": sides, "delta": delta, "c": c, "eps2": u, "r": r, "dir": direction,
            "seed": seed}


def _factor_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """|phi_zeta(delta lambda) phi_unif(R_0)(lambda) - 1| at lambda = r gamma dir, gamma := eps''/max(delta m,
    sqrt(m Delta_bar)/c) (so eps'' is the drawn value); eps''_corrected uses sqrt(m) Delta_bar/c."""
    m, sides, delta, c, eps2 = int(inst["m"]), inst["sides"], inst["delta"], inst["c"], inst["eps2"]
    gamma = eps2 / max(delta * m, math.sqrt(m * inst["Dbar"]) / c)
    lam = inst["r"] * gamma * inst["dir"]
    zeta = float(np.prod(np.maximum(0.0, 1.0 - np.abs(delta * lam))))
    lhs = abs(zeta * _phi_unif(lam, sides) - 1.0)
    eps2c = gamma * max(delta * m, math.sqrt(m) * inst["Dbar"] / c)
    return Measurement(float(lhs), {"eps2": eps2, "eps2c": eps2c}, {"gamma": gamma, "m": m, "Dbar": inst["Dbar"]})


DISPLAY_THMB1_SMALL_FACTOR = Claim(
    id="chenli.display.thmB.1-small-lambda-factor",
    catalog_id="chenli.thmB.1",
    paper=PAPER,
    source=f"Proof of Theorem B.1, B.1.2, {SEED_FILE} L3676-L3680 (with eps'' of L3666)",
    statement="'So provided gamma, tau are chosen such that Eqs. (159) is satisfied and eps'' <= 1, then int_{||lambda||"
              " < gamma} e^{-i<lambda, a>} phi_S(lambda) phi_zeta(delta lambda) phi_unif(R_0)(lambda) dlambda = "
              "int_{||lambda|| < gamma} e^{-i<lambda, a>} exp(-(1/2) lambda^T Q lambda (1 +- eps')) (1 +- 3 eps'') "
              "dlambda'. Checked: the new factor, |phi_zeta(delta lambda) phi_unif(R_0)(lambda) - 1| <= 3 eps'' for "
              "||lambda|| < gamma, eps'' := gamma max(delta m, sqrt(m Delta)/c) <= 1, 0 < c < 1 (Delta read as "
              "Delta_bar); the phi_S factor is chenli.display.thmB.1-phiS.",
    statement_tex=r"$$\int_{\|\lambda\| < \gamma} e^{-i\langle \lambda, a \rangle} \phi_S(\lambda) \cdot "
                  r"\phi_\zeta(\delta\lambda) \cdot \phi_{\text{unif}(R_0)}(\lambda) d\lambda = "
                  r"\int_{\|\lambda\| < \gamma} e^{-i\langle \lambda, a \rangle} \exp\left(-\frac{1}{2} "
                  r"\lambda^\top Q \lambda \cdot (1 \pm \varepsilon')\right) \cdot (1 \pm 3\varepsilon'') d\lambda$$",
    kind="step", comparison="<=", bound=B.thmB1_small_lambda_factor, measure=_factor_measure,
    strategy=_factor_instances,
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round6/chenli.md): confirmed. Same root as chenli.display.thmB.1-unif-box: eps'' carries sqrt(m Delta_bar)/c, but "
             "|phi_unif(R_0)(lambda) - 1| reaches order ||lambda|| ||Delta|| ~ gamma sqrt(m) Delta_bar, so for a "
             "large box the factor leaves 1 +- 3 eps''. m = 1, Delta = 1e4, c = 0.99, delta = 1e-6, eps'' = 0.1 "
             "(gamma = 9.9e-4), lambda = 6.2832e-4 (lambda Delta = 2 pi, ||lambda|| < gamma): phi_unif = 0, "
             "|product - 1| = 1 > 3 eps'' = 0.3. Holds with eps'' := gamma max(delta m, sqrt(m) Delta_bar/c) "
             "(|phi_zeta - 1| <= eps'', |phi_unif - 1| <= c eps'', sum <= 2 eps''). It fails also inside (156) with "
             "L3710's gamma (round-6 audit b: Delta = 1e8, c = 0.01, log(1/eps) = 20, sigma_min(Q) = 2e15). Theorem "
             "B.1 keeps its record.",
    second_path="tests/test_chenli_r6_chenliR3.py::test_small_lambda_factor_large_box",
    corrected=B.thmB1_small_lambda_factor_corrected,
    corrected_text="eps'' := gamma max(delta m, sqrt(m) Delta_bar/c) (the unif-box correction); then for ||lambda|| < "
                   "gamma, eps'' <= 1: phi_zeta(delta lambda) phi_unif(R_0)(lambda) = 1 +- 3 eps''.",
    mutants={"1 +- eps''/3 (a ninth)": lambda eps2, eps2c: eps2 / 3.0},
    auto_mutant=False,  # the printed 3 is loose by 3/2 (|phi_zeta - 1| + |phi_unif - 1| <= 2 eps''): a 10 % cut lives
    notes="Exact closed forms (no quadrature): phi_zeta(delta lambda) = prod max(0, 1 - delta |lambda_j|) and "
          "phi_unif(R_0)(lambda) = prod (e^{i lambda_j Delta_j} - 1)/(i lambda_j Delta_j). gamma is set from the drawn "
          "eps'' in (0, 1] (the display's proviso) and lambda = r gamma u with r < 1, u a unit vector (random or e_1).",
    domain=(Param("Delta_bar", 0.0, INF, lo_closed=False, key="Dbar", text="the box's sides (any; Delta_bar <= 1e4)",
                  unreached="Delta_bar in [1e-3, 1e4]"),
            Param("m", 1, INF, integer=True, text="S in R^m",
                  unreached="m <= 12 (m = 1 already leaves the bound)"),
            Param("delta", 0.0, INF, lo_closed=False, text="delta > 0", unreached="delta in [1e-6, 10]"),
            Param("c", 0.0, 1.0, lo_closed=False, hi_closed=False, text="0 < c < 1"),
            Param("eps2", 0.0, 1.0, lo_closed=False, text="eps'' <= 1 (the display's proviso)",
                  unreached="eps'' >= 1e-4")),
    settings={"ci": {"max_examples": 80, "budget_s": 1.0}},
)

CLAIMS += [DISPLAY_THMB1_SMALL_FACTOR]


# ------------------------------- Lemma A.14's proof: Corollary A.12 with Markov, the level set A = {f <= s} (L3534-L3536)
#
# As printed: pi uniform on Omega = {+-1}^{d_1} x S_{d_2,k_2} x S_{d_3,k_3} (Appendix A.2); f convex, 1-Lipschitz;
# A = {x in Omega : f(x) <= s}; "Corollary A.12 combined with Markov's inequality tells us that P_pi[f(x) <= s]
# P_pi[d_T(., A) > t] <= exp(-Omega(t^2))", d_T Talagrand's convex distance (Definition A.8). The hidden constant is
# absolute: the smallest K with the product <= exp(-t^2/K^2), over every s and t, must stay bounded in d.

_L3536_CAP = 1100  # |Omega| enumerated (Wolfe's min-norm point per x outside A); past it a SolverFailure


@st.composite
def _l3536_instances(draw: st.DrawFn) -> dict:
    """Omega with d_1 <= 6 and slice blocks d_2, d_3 <= 3 (any level k), f from chenli.lemmaA.14's families (<w, x>,
    |<w, x>|, ||x - z||, max of three <w_i, x>, ||w|| = 1), levels s at up to 4 quantiles of f's values."""
    d1 = draw(with_edges(st.integers(1, 6), 6, 1))
    d2, d3 = draw(st.integers(0, 3)), draw(st.integers(0, 3))
    return {"d1": d1, "d2": d2, "d3": d3, "k2": draw(st.integers(0, d2)), "k3": draw(st.integers(0, d3)),
            "f_kind": draw(st.sampled_from(["linear", "abs_linear", "norm", "max_linear"])),
            "w_kind": draw(st.sampled_from(["flat", "gauss", "sparse"])),
            "q": draw(with_edges(st.floats(0.0, 1.0), 0.5, 0.0)), "seed": draw(SEEDS)}


def _l3536_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The cached core below (the ci search, the path and the mutant runs replay the same instances)."""
    key = tuple(inst[k] for k in ("d1", "d2", "d3", "k2", "k3", "f_kind", "w_kind", "q", "seed"))
    best, q, at = _l3536_core(key)
    return Measurement(best, dict(q), dict(at))


@functools.lru_cache(maxsize=2048)
def _l3536_core(key: tuple) -> tuple[float, tuple, tuple]:
    """max over s in 4 levels of f (quantiles q, 1/4, 1/2, 3/4 of its values below the largest) and t over the
    values of d_T just below each: K = t/sqrt(log(1/(P[f <= s] P[d_T > t]))), with the CERTIFIED lower bound of d_T
    (so P[d_T > t] and K are never overstated)."""
    from thmcheck.checks.papers.chenli.r5_chenli1 import _a14f_values, _a14k_states
    from thmcheck.models.chenli.appA_talagrand import convex_distance

    inst = dict(zip(("d1", "d2", "d3", "k2", "k3", "f_kind", "w_kind", "q", "seed"), key, strict=True))
    X = _a14k_states(inst)
    n, d = X.shape
    q = (("d", d), ("d1", int(inst["d1"])))
    if n > _L3536_CAP:
        raise SolverFailure(f"|Omega| = {n} (cap {_L3536_CAP})")
    f = _a14f_values(inst)
    vals = np.unique(f)
    if vals.size < 2:
        return 0.0, q, ()
    below = vals[:-1]  # A proper: s below the largest value
    levels = {float(below[int(p * (below.size - 1))]) for p in (float(inst["q"]), 0.25, 0.5, 0.75)}
    best, at = 0.0, ()
    for s in sorted(levels):
        in_A = f <= s + 1e-12
        lo, _ = convex_distance(X, in_A)
        pA = float(in_A.mean())
        for v in np.unique(lo[lo > 1e-9]):
            tail = float(np.mean(lo >= v))  # P[d_T > t] for every t < v; K is largest at t -> v
            prod = pA * tail
            if 0 < prod < 1:
                k = float(v) / math.sqrt(math.log(1 / prod))
                if k > best:
                    best, at = k, (("s", s), ("t", float(v)), ("P_A", pA), ("tail", tail))
    return best, q, at


def _l3536_move_d1(inst: dict, t: float) -> dict:
    """The cube block alone: d_1 = t (up to 10, 1024 points), slices empty."""
    return {**inst, "d1": max(1, min(10, int(round(t)))), "d2": 0, "d3": 0, "k2": 0, "k3": 0}


DISPLAY_A14_MARKOV = Claim(
    id="chenli.display.lemmaA.14-markov",
    catalog_id="chenli.lemmaA.9",
    paper=PAPER,
    source=f"Proof of Lemma A.14, Appendix A.2, {SEED_FILE} L3534-L3536",
    statement="'Take the set A in Corollary A.12 to be {x in Omega : f(x) <= s} ... Corollary A.12 combined with "
              "Markov's inequality tells us that P_pi[f(x) <= s] P_pi[d_T(., A) > t] <= exp(-Omega(t^2))' (f convex, "
              "1-Lipschitz). Checked: the smallest K with P[f <= s] P[d_T(., A) > t] <= exp(-t^2/K^2), maximised over "
              "s (four levels) and t, is bounded uniformly (shape 1) over d and the slices.",
    statement_tex=r"$$\mathbb{P}_{\pi}[f(x) \leq s] \cdot \mathbb{P}_{\pi}[d_{\top}(\cdot, A) > t] \leq "
                  r"\exp(-\Omega(t^2)).$$",
    kind="step", comparison="<=", bound=B.l3536_shape, measure=_l3536_measure, strategy=_l3536_instances,
    constants="hidden", uniform=True,
    directions=(Direction("d -> inf", "d1", INF, how="path", move=_l3536_move_d1,
                          points=(1.0, 2.0, 4.0, 6.0, 8.0, 10.0),
                          reason="the cube block's size; f keeps its kind (enumeration to 1024 points)"),
                Direction("f, s, t, slices", "q", 0.0, how="search",
                          reason="f over linear, |linear|, norm and max-of-linear functions, s over quantiles of f, "
                                 "t over every value of d_T (beyond the largest the probability is 0)")),
    expect="holds",
    evidence="Exact probabilities (enumeration, certified lower bounds of d_T by Wolfe's min-norm point); no drawn f "
             "and level needs more than a small constant K.",
    mutants={"K = O(1/d_1^2) (decaying with the cube block)": B.l3536_decaying},
    auto_mutant=False,
    notes="One convex 1-Lipschitz f and four levels at a time give a lower bound of the best K: the direction that "
          "can refute Omega(t^2) with an absolute constant. The d-path reaches d_1 = 10 (Wolfe per point, |Omega| "
          "<= 1024); the Talagrand constant itself (b_A) is chenli.lemmaA.9's.",
    domain=(Param("d", 1, INF, integer=True, text="d = d_1 + d_2 + d_3",
                  unreached="d <= 12 (d_1 <= 6 drawn, 10 on the path; slices d_2, d_3 <= 3)"),),
    settings={"ci": {"max_examples": 8, "budget_s": 0.6}},
)

CLAIMS += [DISPLAY_A14_MARKOV]


# ------------------------------------ Theorem 5.6's proof: Hanson-Wright for the centred pi (L3572-L3574)
#
# As printed: "The mean of pi is the vector v := (0, ..., 0, mu, ..., mu, nu, ..., nu) ... Then by Theorem A.15 and
# Lemma A.14, P[|(x - v)^T A (x - v) - E[(x - v)^T A (x - v)]| >= t] <= 2 exp(-c' min(t/||A||_op, t^2/||A||_F^2))
# for some absolute constant c' > 0", any A in R^{d x d}, t > 0. pi = pi^s uniform on {+-1}^{d_1} x S_{d_2,k_2} x
# S_{d_3,k_3} (mu = 2 k_2/d_2 - 1, nu = 2 k_3/d_3 - 1); the step uses no bound on mu, nu.

_L3574_CAP = 2**20 + 1  # |Omega| enumerated exactly


@st.composite
def _l3574_instances(draw: st.DrawFn) -> dict:
    """Omega with d_1 <= 8, slices d_2, d_3 <= 5 (any level), A Gaussian, identity, rank one, symmetric or diagonal
    (a scale of A cancels)."""
    d1 = draw(with_edges(st.integers(1, 8), 8, 1))
    d2, d3 = draw(st.integers(0, 5)), draw(st.integers(0, 5))
    return {"d1": d1, "d2": d2, "d3": d3, "k2": draw(st.integers(0, d2)), "k3": draw(st.integers(0, d3)),
            "kind": draw(st.sampled_from(["gauss", "identity", "rank1", "symmetric", "diag"])), "seed": draw(SEEDS)}


def _l3574_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The cached core below (path points repeat across starts)."""
    K, q, at = _l3574_core(tuple(inst[k] for k in _L3574_KEYS))
    return Measurement(K, dict(q), dict(at))


_L3574_KEYS = ("d1", "d2", "d3", "k2", "k3", "kind", "seed")


@functools.lru_cache(maxsize=1024)
def _l3574_core(key: tuple) -> tuple[float, tuple, tuple]:
    """max over t (every value of the deviation) of min(t/||A||_op, t^2/||A||_F^2)/log(2/P[dev >= t]): the smallest
    1/c' the display allows at this A (exact probabilities by enumeration of Omega, uniform law)."""
    from thmcheck.checks.papers.chenli.r5_chenli1 import _a14k_states

    inst = dict(zip(_L3574_KEYS, key, strict=True))
    X = _a14k_states(inst)
    n, d = X.shape
    if n > _L3574_CAP:
        raise SolverFailure(f"|Omega| = {n} (cap {_L3574_CAP})")
    rng = np.random.default_rng(int(inst["seed"]))
    kind = inst["kind"]
    if kind == "identity":
        A = np.eye(d)
    elif kind == "rank1":
        A = np.outer(rng.standard_normal(d), rng.standard_normal(d))
    elif kind == "diag":
        A = np.diag(rng.standard_normal(d))
    else:
        A = rng.standard_normal((d, d))
        if kind == "symmetric":
            A = A + A.T
    v = X.mean(0)  # the mean of pi: 0 on the cube, mu and nu on the slices
    Y = X - v
    Z = np.einsum("ij,jk,ik->i", Y, A, Y)
    dev = np.abs(Z - Z.mean())
    op, fro2 = float(np.linalg.norm(A, 2)), float((A * A).sum())
    q = (("d", d), ("d1", int(inst["d1"])))
    srt = np.sort(dev)
    ts = np.unique(srt[srt > 1e-9 * max(1.0, op)])
    if not ts.size:
        return 0.0, q, ()
    P = (n - np.searchsorted(srt, ts, side="left")) / n  # P[dev >= t] for every value t
    K = np.minimum(ts / op, ts * ts / fro2) / np.log(2 / P)
    i = int(np.argmax(K))
    return float(K[i]), q, (("t", float(ts[i])), ("P", float(P[i])))


def _l3574_move_d1(inst: dict, t: float) -> dict:
    """d_1 = t (up to 16) with one balanced 2-slice attached (d_2 = 2, k_2 = 1: not degenerate at d_1 = 1), A's kind
    kept, one seed per kind (the path points are then shared by every start of that kind)."""
    return {**inst, "d1": max(1, min(16, int(round(t)))), "d2": 2, "d3": 0, "k2": 1, "k3": 0, "seed": 0}


DISPLAY_THM56_CENTRED_HW = Claim(
    id="chenli.display.thm5.6-centred-hw",
    catalog_id="chenli.thm5.6",
    paper=PAPER,
    source=f"Proof of Theorem 5.6, Appendix A, {SEED_FILE} L3572-L3574",
    statement="'The mean of pi is the vector v := (0, ..., 0, mu, ..., mu, nu, ..., nu) ... Then by Theorem A.15 and "
              "Lemma A.14, P[|(x - v)^T A (x - v) - E[(x - v)^T A (x - v)]| >= t] <= 2 exp(-c' min(t/||A||_op, "
              "t^2/||A||_F^2)) for some absolute constant c' > 0'. Checked: the smallest 1/c' at each (A, t), "
              "maximised over t, is bounded uniformly (shape 1) over d, the slices and A.",
    statement_tex=r"$$\mathbb{P}[|(x - v)^\top \mathbf{A} (x - v) - \mathbb{E}[(x - v)^\top \mathbf{A} (x - v)]| "
                  r"\geq t] \leq 2 \exp\left(-c' \min\left(\frac{t}{\|\mathbf{A}\|_{\text{op}}}, "
                  r"\frac{t^2}{\|\mathbf{A}\|_F^2}\right)\right)$$",
    kind="step", comparison="<=", bound=B.l3574_shape, measure=_l3574_measure, strategy=_l3574_instances,
    constants="hidden", uniform=True,
    directions=(Direction("d -> inf", "d1", INF, how="path", move=_l3574_move_d1,
                          points=(1.0, 2.0, 4.0, 6.0, 8.0, 10.0, 12.0, 14.0, 16.0),
                          reason="the cube block's size; A's kind kept (enumeration to 2^17 points)"),
                Direction("A, t, slices", "kind", 0.0, how="search",
                          reason="A Gaussian, identity, rank one, symmetric, diagonal (a scale cancels); t over every "
                                 "value of the deviation; slices d_2, d_3 <= 5 at every level")),
    expect="holds",
    evidence="Exact probabilities by enumeration; no drawn A and t needs more than a small constant 1/c' "
             "(Hanson-Wright for the cube, its convex-concentration version for the slices).",
    mutants={"1/c' = O(1/d_1^2) (decaying with the cube block)": B.l3574_decaying},
    auto_mutant=False,
    notes="One A at a time gives a lower bound of the best 1/c': the direction that can refute an absolute c'. "
          "mu, nu (the slice levels) are unrestricted here, as the step uses no hypothesis on them.",
    domain=(Param("d", 1, INF, integer=True, text="d = d_1 + d_2 + d_3",
                  unreached="d <= 18 (d_1 <= 8, d_2, d_3 <= 5 drawn; d_1 = 16 on the path)"),),
    settings={"ci": {"max_examples": 12, "budget_s": 0.5}},
)

CLAIMS += [DISPLAY_THM56_CENTRED_HW]


# ------------------------------------------- Lemma 5.11's proof: 't/||Theta||_op^2 <= r_Theta' (L812, prose)
#
# As printed (L812): "So taking t = ||Theta||_F^2 in Theorem 5.6, and noting that t/||Theta||_op^2 <= r_Theta and
# t^2/||Theta||_op^4 <= r_Theta by Assumption 3, we conclude ...". Assumption 3 (L445-L449): ||Theta||_F^2 >= r_Theta
# ||Theta||_op^2. (Lemma 5.8's twin sentences, L670 and L692, print '>=' and ||Theta Theta^T||_F^2.)


@st.composite
def _l812_instances(draw: st.DrawFn) -> dict:
    """Theta (d x d, d in [1, 30]) Gaussian, with a decaying spectrum or the identity; r_Theta = frac ||Theta||_F^2/
    ||Theta||_op^2 with frac in (0, 1] (Assumption 3 holds; r_Theta > 0)."""
    return {"d": draw(st.integers(1, 30)), "kind": draw(st.sampled_from(["gauss", "decay", "identity"])),
            "frac": float(draw(with_edges(st.floats(1e-3, 1.0), 1.0))), "seed": draw(SEEDS)}


def _l812_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = max(t/||Theta||_op^2, t^2/||Theta||_op^4) at t = ||Theta||_F^2; bound r_Theta."""
    d = int(inst["d"])
    rng = np.random.default_rng(int(inst["seed"]))
    if inst["kind"] == "identity":
        T = np.eye(d)
    else:
        T = rng.standard_normal((d, d))
        if inst["kind"] == "decay":
            T = T * (1.0 / np.arange(1, d + 1))[None, :]
    op2, fro2 = float(np.linalg.norm(T, 2) ** 2), float((T * T).sum())
    r = float(inst["frac"]) * fro2 / op2
    return Measurement(max(fro2 / op2, fro2 * fro2 / (op2 * op2)), {"r": r}, {"stable_rank": fro2 / op2, "d": d})


DISPLAY_L812 = Claim(
    id="chenli.display.lemma5.11-r-theta-direction",
    catalog_id="chenli.lemma5.11",
    paper=PAPER,
    source=f"Proof of Lemma 5.11, Section 5.3, {SEED_FILE} L812 (Assumption 3: L445-L449)",
    statement="'So taking t = ||Theta||_F^2 in Theorem 5.6, and noting that t/||Theta||_op^2 <= r_Theta and "
              "t^2/||Theta||_op^4 <= r_Theta by Assumption 3' (Assumption 3: ||Theta||_F^2 >= r_Theta "
              "||Theta||_op^2). Checked: max(t/||Theta||_op^2, t^2/||Theta||_op^4) <= r_Theta for every Theta and "
              "r_Theta > 0 that satisfy Assumption 3.",
    statement_tex=r"$\frac{t}{\|\Theta\|_{\text{op}}^2} \leq r_\Theta$ and $\frac{t^2}{\|\Theta\|_{\text{op}}^4} "
                  r"\leq r_\Theta$",
    kind="step", comparison="<=", bound=B.l812_r_theta, measure=_l812_measure, strategy=_l812_instances,
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round6/chenli.md): confirmed as printed. Assumption 3 gives t/||Theta||_op^2 = ||Theta||_F^2/||Theta||_op^2 >= r_Theta, the "
             "opposite of the printed '<='; t^2/||Theta||_op^4 is its square. Theta = I_2, r_Theta = 1 (Assumption 3: "
             "2 >= 1): t/||Theta||_op^2 = 2 > 1 and t^2/||Theta||_op^4 = 4 > 1. Both '<=' hold only at the edge "
             "||Theta||_F^2 = r_Theta ||Theta||_op^2 = r_Theta <= 1. A direction slip: Lemma 5.8's twin sentences "
             "(L670, L692) print '>= r_Theta' with ||Theta Theta^T||_F^2 in the second, which is what Theorem 5.6 "
             "needs (min(t/||A||_op, t^2/||A||_F^2) >= r_Theta for A = Theta Theta^T, ||A||_F^2 <= ||Theta||_op^2 "
             "||Theta||_F^2). Lemma 5.11 keeps its verdict.",
    second_path="tests/test_chenli_r6_chenliR3.py::test_l812_identity_breaks_le",
    no_correction_reason="the intended facts are the '>=' of L670/L692 (t/||Theta||_op^2 >= r_Theta is Assumption 3 "
                         "itself, t^2/||Theta Theta^T||_F^2 >= r_Theta follows from it): a claim of the opposite "
                         "comparison, not a changed bound",
    mutants={"r_Theta/2": lambda r: r / 2.0},
    auto_mutant=False,
    notes="Exact up to float64 norms; r_Theta drawn as a fraction of the stable rank (Assumption 3).",
    domain=(Param("d", 1, INF, integer=True, text="Theta in R^{d x d}", unreached="d <= 30 (d = 2 decides)"),
            Param("r", 0.0, INF, lo_closed=False, text="r_Theta > 0 with Assumption 3",
                  unreached="r_Theta = frac ||Theta||_F^2/||Theta||_op^2, frac in [1e-3, 1]")),
    settings={"ci": {"max_examples": 30, "budget_s": 0.3}},
)

CLAIMS += [DISPLAY_L812]


# ----------------------------- Lemma 5.9's proof: Berry-Esseen against N(0, ||Theta||_F^2/3) (L743-L753)
#
# As printed: conditioned on ||Theta_[1]^T x||^2 > ||Theta||_F^2/3 and |(Theta^T x)_i| <~ r_Theta ||Theta||_F/sqrt(d)
# (L739-L741), V_y[<Theta_[1]^T x, y_[1]>] = ||Theta_[1]^T x||^2 > ||Theta||_F^2/3 (L745), "so by Berry-Esseen, for
# any s, t > 0, P_y[|<Theta_[1]^T x, y_[1]> - t| <= s ||Theta||_F] <= P_{gamma ~ N(0, ||Theta||_F^2/3)}[|gamma - t|
# <= u ||Theta||_F] + O(nu^3 r_Theta^3/sqrt(d))" (u undefined: read as s). Instance: ||Theta||_F = 1, a =
# Theta_[1]^T x = 1^{d}/sqrt(d) (Theta = diag(+-1)/sqrt(d), x a sign vector: Assumption 4 with nu = 1, Assumption 3
# with any r_Theta <= d, trace 0), so <a, y> = (2 B - d)/sqrt(d), B ~ Bin(d, 1/2), of variance 1 > 1/3.


@st.composite
def _l753_instances(draw: st.DrawFn) -> dict:
    """d in [4, 1e6] (log-uniform), t in [0, 4], s in [1e-3, 1] (times ||Theta||_F = 1), r_Theta = d^{rho} with rho in
    [0, 1/4) (Assumption 3's r_Theta << d^{1/4})."""
    return {"d": int(draw(with_edges(log_uniform(4.0, 1e6), 1e6))), "t": float(draw(with_edges(st.floats(0.0, 4.0), 2.0))),
            "s": float(draw(with_edges(log_uniform(1e-3, 1.0), 0.1))),
            "rho": float(draw(with_edges(st.floats(0.0, 0.24), 0.125)))}


def _l753_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """max(0, P_y[|<a, y> - t| <= s] - P_{N(0, 1/3)}[|gamma - t| <= s]): exact binomial sums, the normal CDF."""
    from scipy.stats import binom, norm

    d, t, s = int(inst["d"]), float(inst["t"]), float(inst["s"])
    rt = math.sqrt(d)
    lo, hi = (rt * (t - s) + d) / 2, (rt * (t + s) + d) / 2  # |(2B - d)/sqrt(d) - t| <= s
    p_y = float(binom.cdf(math.floor(hi + 1e-9), d, 0.5) - binom.cdf(math.ceil(lo - 1e-9) - 1, d, 0.5))
    sd = 1 / math.sqrt(3)
    p_g = float(norm.cdf((t + s) / sd) - norm.cdf((t - s) / sd))
    r = float(d) ** float(inst["rho"])
    return Measurement(max(0.0, p_y - p_g), {"d": d, "r": r, "nu": 1.0}, {"p_y": p_y, "p_gauss": p_g})


def _l753_move_d(inst: dict, t: float) -> dict:
    """d = t at t_shift = 2, s = 0.1, r_Theta = d^{1/20} (any fixed power outgrows (8)'s polylog lower bound)."""
    return {**inst, "d": int(round(t)), "t": 2.0, "s": 0.1, "rho": 0.05}


DISPLAY_L753 = Claim(
    id="chenli.display.lemma5.9-berry-esseen-variance",
    catalog_id="chenli.lemma5.9",
    paper=PAPER,
    source=f"Proof of Lemma 5.9, Section 5.2, {SEED_FILE} L751-L753",
    statement="'V_y[<Theta_[1]^T x, y_[1]>] = ||Theta_[1]^T x||^2 > ||Theta||_F^2/3 and sum_i |(Theta^T x)_i|^3 <~ "
              "nu^3 r_Theta^3 ||Theta||_F^3/sqrt(d), so by Berry-Esseen (Lemma 3.5), for any s, t > 0, P_y[|<Theta_[1]^T "
              "x, y_[1]> - t| <= s ||Theta||_F] <= P_{gamma ~ N(0, ||Theta||_F^2/3)}[|gamma - t| <= u ||Theta||_F] + "
              "O(nu^3 r_Theta^3/sqrt(d))'. Checked: the first '<=' (u read as s) as a uniform shape in d, r_Theta, nu.",
    statement_tex=r"$$\mathbb{P}_y[|\langle \Theta_{[1]}^\top x, y_{[1]} \rangle - t| \leq s \|\Theta\|_F] \leq "
                  r"\mathbb{P}_{\gamma \sim \mathcal{N}(0, \frac{1}{3} \|\Theta\|_F^2)}[|\gamma - t| \leq u "
                  r"\|\Theta\|_F] + O\left(\frac{\nu^3 r_\Theta^3}{\sqrt{d}}\right)$$",
    kind="step", comparison="<=", bound=B.l753_shape, measure=_l753_measure, strategy=_l753_instances,
    constants="hidden", uniform=True,
    directions=(Direction("d -> inf (t = 2, s = 0.1, r_Theta = d^{1/20})", "d", INF, how="path", move=_l753_move_d,
                          points=(1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8),
                          reason="the Rademacher sum tends to N(0, 1), whose mass near t = 2 exceeds N(0, 1/3)'s"),
                Direction("t, s, r_Theta", "t", 0.0, how="search",
                          reason="t in [0, 4], s in [1e-3, 1], r_Theta = d^rho, rho < 1/4"),
                Direction("s", "s", 0.0, how="search", reason="s in [1e-3, 1] (log-uniform)"),
                Direction("r_Theta", "r", 1.0, how="search",
                          reason="r_Theta = d^rho, rho in [0, 0.24] (Assumption 3's r_Theta << d^{1/4})"),
                Direction("nu", "nu", 1.0, how="unsearched",
                          reason="nu = 1, its smallest value (Assumption 4: nu >= 1): the shape increases with nu, so "
                                 "nu = 1 is the hardest case for the left side")),
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round6/chenli.md): confirmed as printed. The variance of <Theta_[1]^T x, y_[1]> is ||Theta_[1]^T x||^2, which may be anything above "
             "||Theta||_F^2/3; comparing with N(0, ||Theta||_F^2/3) instead of N(0, ||Theta_[1]^T x||^2) fails away "
             "from the centre: at variance ||Theta||_F^2 (a = 1/sqrt(d), nu = 1), t = 2, s = 0.1 the left side tends "
             "to P[|N(0, 1) - 2| <= 0.1] = 0.0108 while the Gaussian term is 3.5e-4, so the gap stays 0.0104 while "
             "nu^3 r_Theta^3/sqrt(d) -> 0 (r_Theta = d^{1/20}, which outgrows (8)'s polylog lower bound): the ratio grows like d^{0.35}. Lemma 5.9's final '<~ s^{1/2} "
             "+ nu^3 r^3/sqrt(d)' survives (a density of N(0, V) with V >= 1/3 is at most sqrt(3/(2 pi))), so the "
             "lemma keeps its verdict.",
    second_path="tests/test_chenli_r6_chenliR3.py::test_l753_gauss_variance_one_third_undercounts_tail",
    no_correction_reason="the intended comparison is with N(0, ||Theta_[1]^T x||^2) (the true variance), whose "
                         "Berry-Esseen form is Lemma 3.5 itself; the chain's conclusion s^{1/2} + ... holds either way",
    mutants={"nu^3 r^3/d (a wrong power of d)": B.l753_wrong_power},
    auto_mutant=False,
    notes="The premises (the variance identity and the cube-sum bound, two displays above) are not checked. "
          "Exact binomial probabilities (scipy binom.cdf) and the normal CDF; the left side is clipped at 0 (the "
          "display's direction).",
    domain=(Param("d", 1, INF, integer=True, text="d (the token dimension)", unreached="d in [4, 1e6] drawn, 1e8 on the path"),
            Param("t", 0.0, INF, text="any t > 0", unreached="t <= 4 (further out both masses vanish)"),
            Param("s", 0.0, INF, lo_closed=False, text="any s > 0", unreached="s in [1e-3, 1]"),
            Param("r", 1.0, INF, text="r_Theta (Assumption 3: r_Theta << d^{1/4})",
                  unreached="r_Theta = d^rho, rho in [0, 0.24]"),
            Param("nu", 1.0, INF, text="nu >= 1 (Assumption 4)", unreached="nu = 1 (the shape grows with nu)")),
    settings={"ci": {"max_examples": 30, "budget_s": 0.5}},
)

CLAIMS += [DISPLAY_L753]
